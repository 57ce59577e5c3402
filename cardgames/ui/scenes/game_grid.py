"""Where the game menu's tiles go: a pure function of the window size and the tile count.

The menu must hold many games (five today, eleven soon) from 800x640 to 2560x1080, so the
geometry lives apart from drawing and input, where a test can check it for any count and
size without a window.  :func:`grid_layout` gives:

* as many columns as the width holds at a tile's smallest readable width (then as few as
  keep the same number of rows, so the last row is not a lone tile), every tile of one
  size, the grid centred;
* inside each tile the same boxes: the title across the top, the picture box (one size for
  every game, whatever the aspect of its cards: they are scaled to fit it), and beside it
  the players, the tagline and -- when tiles have one -- the "Learn to play" button at the
  bottom right, below the tagline's box, so no text is ever under a button;
* the viewport the tiles scroll in, and how far they scroll (``max_scroll``) when the rows
  are taller than it.

:func:`fit_lines` cuts a text into at most N lines of a box's width, the last one ending
in an ellipsis when the text is longer, so nothing is clipped mid-line.

Every rect is in window coordinates at scroll 0; a scene moves them up by its scroll.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from cardgames.ui import text
from cardgames.ui.style import Metrics

ELLIPSIS = "\u2026"
#: lines of tagline every tile has room for (more where its box is taller)
TAGLINE_LINES = 3
MAX_TAGLINE_LINES = 5


@dataclass(frozen=True)
class TileBoxes:
    """One tile and its parts (window coordinates at scroll 0)."""

    rect: pygame.Rect
    title: pygame.Rect
    picture: pygame.Rect
    players: pygame.Rect
    tagline: pygame.Rect
    button: pygame.Rect | None

    def texts(self) -> tuple[pygame.Rect, ...]:
        return self.title, self.players, self.tagline

    def moved(self, dy: int) -> TileBoxes:
        return TileBoxes(*(None if r is None else r.move(0, dy) for r in (
            self.rect, self.title, self.picture, self.players, self.tagline, self.button)))

    def relative(self) -> TileBoxes:
        """The same boxes with the tile's top-left at (0, 0) (for drawing its face)."""
        return TileBoxes(*(None if r is None else r.move(-self.rect.x, -self.rect.y) for r in (
            self.rect, self.title, self.picture, self.players, self.tagline, self.button)))


@dataclass(frozen=True)
class GridLayout:
    viewport: pygame.Rect
    tiles: tuple[TileBoxes, ...]
    columns: int
    rows: int
    #: height of all the rows (from the first tile's top to the last one's bottom)
    content_height: int
    #: the line step of the title, players and tagline text
    title_px: int
    small_px: int
    line_step: int
    gap: int

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.viewport.height)

    @property
    def row_step(self) -> int:
        return (self.tiles[0].rect.height + self.gap) if self.tiles else 1

    def scroll_to_show(self, index: int, scroll: int) -> int:
        """The scroll nearest ``scroll`` that shows tile ``index`` whole."""
        rect = self.tiles[index].rect
        top = rect.top - self.viewport.top  # the scroll that puts it at the top
        bottom = rect.bottom - self.viewport.bottom  # ... at the bottom
        return clamp(min(max(scroll, bottom), top), 0, self.max_scroll)


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def line_height(size_px: int, bold: bool = False) -> int:
    return text.size("Ág", size_px, bold)[1]


def grid_layout(metrics: Metrics, count: int, with_button: bool, top: int, bottom: int,
                button_label_w: int = 0) -> GridLayout:
    """The tiles of ``count`` games between ``top`` and ``bottom`` (window y) at this size.

    ``with_button``: the tiles have a "Learn to play" button (``button_label_w`` pixels of
    label, so the button is wide enough for its text in every language)."""
    m = metrics
    margin, gap, pad = m.px(40), m.px(18), m.px(14)
    inner_gap = m.px(14)  # between the picture box and the text beside it
    box_w, box_h = m.px(120), m.px(112)
    title_px, small_px = m.heading_px, m.small_px
    title_h, small_h = line_height(title_px, True), line_height(small_px)
    step = max(small_h, round(small_px * 1.3))
    button_h = max(m.px(32), small_h + m.px(12))
    button_w = max(m.px(130), button_label_w + m.px(28)) if with_button else 0
    text_min = max(m.px(150), 10 * small_px, button_w)
    min_w = 2 * pad + box_w + inner_gap + text_min
    max_w = max(min_w, m.px(460))
    beside = small_h + m.px(6) + TAGLINE_LINES * step + (m.px(8) + button_h if with_button else 0)
    tile_h = 2 * pad + title_h + m.px(6) + max(box_h, beside)

    avail = max(1, m.width - 2 * margin)
    fit = max(1, (avail + gap) // (min_w + gap))
    columns = max(1, min(fit, count))
    rows = math.ceil(count / columns) if count else 0
    if rows:
        columns = math.ceil(count / rows)  # same rows, no lone tile on the last one
    tile_w = max(min(max_w, (avail - (columns - 1) * gap) // columns), 1)
    if tile_w < min_w:  # a window narrower than one tile: the tile shrinks to it
        box_w = max(1, min(box_w, tile_w - 2 * pad - inner_gap - m.px(60)))
    grid_w = columns * tile_w + (columns - 1) * gap
    x0 = (m.width - grid_w) // 2
    viewport = pygame.Rect(0, top, m.width, max(1, bottom - top))
    content = rows * tile_h + max(0, rows - 1) * gap
    y0 = top + max(0, (bottom - top - content) // 3)  # a grid shorter than the window: less empty below
    tiles = []
    for i in range(count):
        r, c = divmod(i, columns)
        rect = pygame.Rect(x0 + c * (tile_w + gap), y0 + r * (tile_h + gap), tile_w, tile_h)
        title = pygame.Rect(rect.x + pad, rect.y + pad, tile_w - 2 * pad, title_h)
        y = title.bottom + m.px(6)
        picture = pygame.Rect(rect.x + pad, y, box_w, box_h)
        tx = picture.right + inner_gap
        tw = max(1, rect.right - pad - tx)
        players = pygame.Rect(tx, y, tw, small_h)
        button = None
        tag_bottom = rect.bottom - pad
        if with_button:
            button = pygame.Rect(0, 0, min(button_w, tw), button_h)
            button.bottomright = (rect.right - pad, rect.bottom - pad)
            tag_bottom = button.top - m.px(8)
        tagline = pygame.Rect(tx, players.bottom + m.px(6), tw,
                              max(1, tag_bottom - players.bottom - m.px(6)))
        tiles.append(TileBoxes(rect, title, picture, players, tagline, button))
    return GridLayout(viewport, tuple(tiles), columns, rows, content, title_px, small_px,
                      step, gap)


def fit_lines(message: str, size_px: int, width: int, max_lines: int,
              bold: bool = False) -> list[str]:
    """``message`` wrapped to ``width`` pixels in at most ``max_lines`` lines; when it is
    longer (or a word is wider than the box) the last line shown ends in an ellipsis."""
    if max_lines <= 0 or width <= 0:
        return []
    lines = text.wrap(message, size_px, width, bold)
    cut = len(lines) > max_lines
    lines = lines[:max_lines]
    out = []
    for i, line in enumerate(lines):
        last = i == len(lines) - 1
        if text.size(line, size_px, bold)[0] > width or (last and cut):
            line = ellipsize(line, size_px, width, bold, always=last and cut)
        out.append(line)
    return out


def ellipsize(line: str, size_px: int, width: int, bold: bool = False,
              always: bool = False) -> str:
    """``line`` cut to fit ``width`` with an ellipsis (``always``: even if it fits, to say
    that more text follows)."""
    if not always and text.size(line, size_px, bold)[0] <= width:
        return line
    words = line.rstrip()

    def fits(part: str) -> bool:
        return text.size(_trim(part) + ELLIPSIS, size_px, bold)[0] <= width

    while words and not fits(words):  # whole words off first, then letters of the last
        shorter = words.rsplit(" ", 1)[0] if " " in words else words[:-1]
        words = shorter if shorter and (" " in words or fits(shorter)) else words[:-1]
    return _trim(words) + ELLIPSIS if words else ELLIPSIS


def _trim(part: str) -> str:
    return part.rstrip(" ,;:.\u2014")
