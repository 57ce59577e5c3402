"""The program's one text face, DejaVu Sans, shipped in ``assets/fonts``.

Every piece of UI text goes through :func:`font` so that the whole table uses one family
(UI style: one Latin sans-serif) and so that a ``pygame.font.Font`` is opened once per
size instead of once per frame: opening a TrueType file is slow, looking it up is not.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from cardgames.core.paths import assets_dir

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"
#: the Chinese characters every deck draws (``core/cjk.py: deck_characters()``: the domino
#: names, the money cards' indices, the chess cards' pieces), a subset of Noto Sans CJK
#: (OFL, licence beside it); rebuilt by ``scripts/build_cjk_font.py``.  It holds no Latin letters.
CJK_FILE = "CardTableCJK.otf"


def font_path(bold: bool = False) -> Path:
    """Where the regular or bold face lives (inside the package or the source checkout)."""
    return assets_dir() / "fonts" / (BOLD_FILE if bold else REGULAR_FILE)


@cache
def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The shared font at ``size_px`` pixels, opened once and cached by ``(size_px, bold)``.

    Works without a display: it initialises ``pygame.font`` itself if nobody has yet.
    """
    size = int(size_px)
    if size < 1:
        raise ValueError(f"font size must be at least 1 px, not {size_px!r}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold), size)


def cjk_font_path() -> Path:
    """Where the shipped CJK subset lives (never a system font)."""
    return assets_dir() / "fonts" / CJK_FILE


@cache
def cjk_font(size_px: int) -> pygame.font.Font:
    """The CJK subset at ``size_px`` pixels, for the decks' Chinese text (cached)."""
    size = int(size_px)
    if size < 1:
        raise ValueError(f"font size must be at least 1 px, not {size_px!r}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(cjk_font_path(), size)


def clear_cache() -> None:
    """Forget every opened font (for tests, or after ``pygame.font.quit()``)."""
    font.cache_clear()
    cjk_font.cache_clear()
