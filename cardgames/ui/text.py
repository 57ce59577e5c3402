"""Text surfaces, rendered once and then only looked up.

Rendering text is the slowest thing a frame could do, and a table shows the same few
dozen strings for seconds at a time, so every label goes through :func:`render`, which
keeps the most recent surfaces in a bounded dict keyed by everything that changes the
pixels.  DejaVu Sans has equal-width digits, so numbers drawn through here line up in
columns (the tabular figures the UI style asks for) as long as they are right-aligned.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from cardgames.ui.fonts import font

_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_LIMIT = 1200


def render(text: str, size_px: int, colour, bold: bool = False) -> pygame.Surface:
    """``text`` in the shared face at ``size_px`` and ``colour`` (anti-aliased, alpha)."""
    key = (text, size_px, tuple(colour), bold)
    surf = _CACHE.get(key)
    if surf is not None:
        _CACHE.move_to_end(key)
        return surf
    surf = _render(text, size_px, colour, bold)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    _CACHE[key] = surf
    if len(_CACHE) > _LIMIT:
        _CACHE.popitem(last=False)
    return surf


def _render(text: str, size_px: int, colour, bold: bool) -> pygame.Surface:
    """The face's render, never failing on text that draws as nothing (only zero-width
    characters) or holds a NUL: such text draws without them, or as an empty line."""
    face = font(size_px, bold)
    try:
        return face.render(text, True, colour)
    except (pygame.error, ValueError):
        pass
    try:
        return face.render(text.replace("\0", ""), True, colour)
    except (pygame.error, ValueError):
        return face.render("", True, colour)


def size(text: str, size_px: int, bold: bool = False) -> tuple[int, int]:
    """The pixel size ``text`` would have (no rendering)."""
    return font(size_px, bold).size(text)


def wrap(text: str, size_px: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (words kept whole when
    they fit on a line of their own); explicit newlines are kept."""
    face = font(size_px, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if face.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


ELLIPSIS = "\u2026"


def ellipsize(text: str, size_px: int, width: int, bold: bool = False,
              measure=None) -> str:
    """``text`` as it fits in ``width`` pixels: whole when it fits, else cut (at a word
    when one ends in the last quarter, else mid-word) and ended with "…", so a reader
    always sees that something is missing.  ``measure`` (text -> pixel width) lets a
    widget toolkit with its own font object say what fits; by default the shared face."""
    if measure is None:
        face = font(size_px, bold)

        def measure(candidate: str) -> int:
            return face.size(candidate)[0]
    if measure(text) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that still fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if measure(text[:mid].rstrip() + ELLIPSIS) <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    space = cut.rfind(" ")
    if space >= max(1, len(cut) * 3 // 4):
        cut = cut[:space]
    return cut.rstrip(" ,;:\u00b7") + ELLIPSIS


def render_lines(lines: list[str], size_px: int, colour, bold: bool = False,
                 line_gap: float = 1.25, align: str = "left") -> pygame.Surface:
    """Several lines stacked into one surface (cached per line)."""
    step = round(size_px * line_gap)
    parts = [render(line, size_px, colour, bold) for line in lines]
    width = max((p.get_width() for p in parts), default=1)
    out = pygame.Surface((max(1, width), max(1, step * len(parts))), pygame.SRCALPHA)
    for i, part in enumerate(parts):
        x = 0 if align == "left" else (width - part.get_width()) // (2 if align == "center" else 1)
        out.blit(part, (x, i * step))
    return out


def clear_cache() -> None:
    _CACHE.clear()
