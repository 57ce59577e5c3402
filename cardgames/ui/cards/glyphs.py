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
    if family == "french" and suit in ("S", "H", "D", "C"):
        from cardgames.ui.cards.french import suit_symbol_svg as french_symbol

        return render_svg(french_symbol(suit, size), size, size)
    if family != "spanish" or suit not in "OCEB" or len(suit) != 1:
        return None
    from cardgames.ui.cards.spanish import suit_symbol_svg

    return render_svg(suit_symbol_svg(suit, size), size, size)


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
