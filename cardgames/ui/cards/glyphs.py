"""Small suit symbols for running text, as image files the rules screen can show inline.

pygame_gui's text box shows pictures only from files (``<img src=...>``), so each
symbol is drawn once per size -- with the same pip drawing as the cards, so the rules
and the table look alike -- and written as a PNG into a private temporary folder that
is removed when the program ends.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

import pygame

from cardgames.ui.cards.base import render_svg

_folder: Path | None = None


def _cache_folder() -> Path:
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="cardgames-glyphs-"))
        atexit.register(shutil.rmtree, _folder, True)
    return _folder


def suit_glyph(family: str, suit: str, size: int) -> pygame.Surface | None:
    """The suit's symbol in a ``size`` px square, or None for a deck without them."""
    from cardgames.ui.cards import deck_module

    draw = getattr(deck_module(family), "suit_symbol_svg", None)
    suits = getattr(deck_module(family), "suit_name", None)
    if draw is None or suits is None or len(suit) != 1 or suits(suit) == suit:
        return None  # a deck without symbols, or no suit of that deck
    return render_svg(draw(suit, size), size, size)


def suit_glyph_file(family: str, suit: str, size: int) -> Path | None:
    """A PNG of :func:`suit_glyph` (drawn on first use, then reused)."""
    colours = ""
    if family == "french":
        from cardgames.ui.cards.french import four_colour

        colours = "-4" if four_colour() else ""  # the file follows the colour setting
    path = _cache_folder() / f"{family}-{suit}-{size}{colours}.png"
    if not path.exists():
        glyph = suit_glyph(family, suit, size)
        if glyph is None:
            return None
        pygame.image.save(glyph, str(path))
    return path


def card_picture_file(family: str, code: str, height: int) -> Path | None:
    """A PNG of the face of card ``code`` of the deck ``family``, ``height`` px tall, for
    running text (the rules' pictures of tiles), drawn in the deck's current look."""
    import zlib

    from cardgames.ui.cards import deck_module, renderer_for

    try:
        renderer = renderer_for(family)
        width = max(4, round(height * renderer.aspect))
        face = renderer.face(code, width)
    except (KeyError, ValueError):
        return None
    look = getattr(deck_module(family), "look", None)  # a deck with looks: one file each
    tag = zlib.crc32(repr(look()).encode()) if callable(look) else 0
    path = _cache_folder() / f"{family}-card-{code}-{height}-{tag}.png"
    if not path.exists():
        pygame.image.save(face, str(path))
    return path
