"""What every table part shares: how a card is drawn, lit, dimmed, lifted and outlined,
how big a card can be in a box, and the little count badge.

The conventions are the ones the hand and the trick already use (``fanned_hand.py``,
``trick_area.py``) so a new game's table looks like the old ones:

* a card is drawn with its soft shadow (:func:`~cardgames.ui.table.fanned_hand.blit_card`);
* when the player is to act, the cards he may take or play are at full brightness, the
  others dimmed to half (``legal`` is ``None`` when it is not his turn: nothing dimmed);
* a legal card under the mouse rises (:data:`HOVER_LIFT` of its height) and wears a
  soft gold light underneath (:func:`draw_lit`), a selected one a still gold ring
  (:func:`draw_ring`);
* sizes are multiples of ``u`` (:class:`~cardgames.ui.style.Metrics`).

Nothing here assumes a card's shape: sizes come from the renderer's ``aspect`` (tall
Spanish cards, dominoes 1 : 2.6, money cards narrower still).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from cardgames.ui import style, text
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.fanned_hand import LIFT, blit_card
from cardgames.ui.widgets import surfaces

__all__ = [
    "HOVER_LIFT",
    "LIFT",
    "MIN_CARD_W",
    "blit_card",
    "card_size_in",
    "code_of",
    "draw_badge",
    "draw_lit",
    "draw_ring",
    "largest_share",
    "overlap_share",
    "ring_width",
    "topmost",
]

#: a legal card under the mouse rises by this share of its height (UI style: ~15 %)
HOVER_LIFT = LIFT
#: the narrowest card a part draws (the renderer refuses anything below 8 px)
MIN_CARD_W = 10


def code_of(key: str) -> str:
    """A card's code from its key: a second copy is keyed ``6-6#2`` (the decks' instance
    form) so each copy can be told apart, and drawn and grouped as ``6-6``."""
    return key.split("#", 1)[0]


def ring_width(metrics: Metrics) -> int:
    """The gold selection ring's width (as the hand's keyboard ring)."""
    return max(2, metrics.px(3))


def card_size_in(renderer: CardRenderer, max_w: float, max_h: float) -> tuple[int, int]:
    """The largest card (whole-pixel width, height from the deck's aspect) that fits a
    ``max_w`` x ``max_h`` box; never narrower than :data:`MIN_CARD_W`."""
    w = max(MIN_CARD_W, int(max_w))
    by_h = renderer.size_for_height(max(1, int(max_h)))[0]
    return renderer.size_for_width(max(MIN_CARD_W, min(w, by_h)))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int, metrics: Metrics,
              colour=style.GOLD, alpha: float = 1.0) -> None:
    """A still gold ring just outside ``rect``: the selection, the last move."""
    width = ring_width(metrics)
    box = rect.inflate(2 * width, 2 * width)
    ring = surfaces.outline(box.size, radius + width, width, colour)
    if alpha < 1:
        ring = ring.copy()
        ring.set_alpha(round(255 * alpha))
    surface.blit(ring, box)


def draw_lit(surface: pygame.Surface, rect: pygame.Rect, metrics: Metrics,
             strength: int = 150) -> None:
    """The soft gold light under a card that may be taken or played now (draw it before
    the card): a shape, not only brightness, says "this one is yours to take"."""
    spread = metrics.px(10)
    halo = surfaces.glow(rect.size, metrics.px(6), spread, style.GOLD, strength)
    surface.blit(halo, rect.move(-spread, -spread))


def draw_badge(surface: pygame.Surface, label: str, centre: tuple[int, int],
               metrics: Metrics, gold: bool = False) -> pygame.Rect:
    """A small pill with ``label`` (a count) centred on ``centre``; returns its rect."""
    size = max(11, metrics.small_px - metrics.px(1))
    words = text.render(label, size, style.INK if gold else style.CREAM, bold=True)
    rect = words.get_rect().inflate(metrics.px(10), metrics.px(4))
    rect.width = max(rect.width, rect.height)
    rect.center = centre
    fill = (*style.GOLD, 255) if gold else (20, 24, 20, 230)
    border = style.GOLD_DEEP if gold else style.CREAM
    surface.blit(surfaces.panel(rect.size, rect.height // 2, fill, border, 1), rect)
    surface.blit(words, words.get_rect(center=rect.center))
    return rect


def topmost(drawn: Sequence[tuple[object, pygame.Rect]], pos: tuple[int, int]) -> object | None:
    """The item whose rect holds ``pos``, the last drawn (the topmost) first."""
    for item, rect in reversed(drawn):
        if rect.collidepoint(pos):
            return item
    return None


def overlap_share(a: pygame.Rect, b: pygame.Rect) -> float:
    """The share of ``a``'s area that ``b`` covers (0..1)."""
    clip = a.clip(b)
    area = a.width * a.height
    return clip.width * clip.height / area if area else 0.0


def largest_share(rects: Iterable[pygame.Rect]) -> float:
    """The largest share of one rect's area that another covers (0: none touch)."""
    rects = list(rects)
    return max((max(overlap_share(a, b), overlap_share(b, a))
                for i, a in enumerate(rects) for b in rects[i + 1:]), default=0.0)


def lifted(now: float, target: float, dt: float) -> float:
    """One frame of a card rising or settling (the hand's easing: quick, no bounce)."""
    return now + (target - now) * min(1.0, dt * 18)


def step_px(share: float, w: int) -> int:
    """The step from one overlapping card to the next: at least ``share`` of ``w``."""
    return max(1, math.ceil(share * w - 1e-9))


def flow(spans: Sequence[tuple[int, float]], card: tuple[int, int], box: pygame.Rect,
         gap: int, line_gap: int, centre: bool = True) -> list[pygame.Rect] | None:
    """Items of ``spans[i] = (cards, step share)`` (a group of cards, each stepped by
    that share of a card's width from the one before) one card high, left to right,
    wrapping to new lines inside ``box`` (each line centred, or from the left); None if
    they do not all fit.  The cards' tops leave ``line_gap`` above each line (room to
    rise)."""
    w, h = card
    widths = [w + max(0, n - 1) * step_px(share, w) for n, share in spans]
    lines: list[list[int]] = [[]]
    used = 0
    for i, width in enumerate(widths):
        need = width if not lines[-1] else used + gap + width
        if lines[-1] and need > box.width:
            lines.append([i])
            used = width
        else:
            lines[-1].append(i)
            used = need
        if width > box.width:
            return None
    line_h = h + line_gap
    if len(lines) * line_h > box.height:
        return None
    top = box.top + (box.height - len(lines) * line_h) // 2 if centre else box.top
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(widths)
    for row, line in enumerate(lines):
        total = sum(widths[i] for i in line) + gap * (len(line) - 1)
        x = box.left + (box.width - total) // 2 if centre else box.left
        y = top + row * line_h + line_gap
        for i in line:
            rects[i] = pygame.Rect(x, y, widths[i], h)
            x += widths[i] + gap
    return rects


def fit_flow(renderer: CardRenderer, box: pygame.Rect, spans: Sequence[tuple[int, float]],
             max_card_h: int, lift: float, gap_share: float, min_gap: int,
             centre: bool = True) -> tuple[tuple[int, int], list[pygame.Rect]]:
    """The largest cards (at most ``max_card_h`` high) whose items all :func:`flow` into
    ``box`` with room above each line for a card to rise by ``lift`` of its height;
    at the smallest size whatever fits is returned (the part then overlaps lines)."""
    w, h = card_size_in(renderer, box.width, min(max_card_h, box.height / (1 + lift)))
    while True:
        gap = max(min_gap, round(w * gap_share))
        placed = flow(spans, (w, h), box, gap, max(min_gap, round(h * lift)), centre)
        if placed is not None or w <= MIN_CARD_W:
            break
        w, h = renderer.size_for_width(max(MIN_CARD_W, min(w - 1, round(w * 0.95))))
    if placed is None:  # too many even at the smallest size: squeeze the lines together
        placed = flow(spans, (w, h), pygame.Rect(box.x, box.y, box.width, 10 ** 6), gap,
                      max(min_gap, round(h * lift)), centre) or []
    return (w, h), placed


class CopyFaces:
    """A renderer that draws a copy's key (``6-6#2``) as its code, for a part built on a
    class that hands keys straight to the renderer (the fanned hand)."""

    def __init__(self, renderer: CardRenderer) -> None:
        self._renderer = renderer

    def __getattr__(self, name: str):
        return getattr(self._renderer, name)

    def face(self, code: str, width: int, dimmed: bool = False) -> pygame.Surface:
        return self._renderer.face(code_of(code), width, dimmed=dimmed)
