"""A small dark box of text next to what it explains (help, or why a button is disabled).

It is placed clear of its control, of what the scene says must stay readable (the table's
prompt and hint panel: :func:`keep_clear`), and inside the window with a margin: the
preferred side first, then the others, and if every side covers something, the side that
covers least.
"""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

#: rects a tooltip should not cover this frame (the scene manager clears it every frame)
_keep_clear: list[pygame.Rect] = []

SIDES = ("above", "below", "right", "left")


def keep_clear(rects: list[pygame.Rect]) -> None:
    """Tooltips drawn from now on (until the next frame) stay off these rects."""
    _keep_clear[:] = [pygame.Rect(r) for r in rects if r is not None and r.width and r.height]


def margin_px(metrics: Metrics) -> int:
    """A tooltip's smallest distance from the window's edge."""
    return max(4, metrics.px(10))


def tooltip_rect(metrics: Metrics, message: str, anchor: pygame.Rect,
                 bounds: pygame.Rect, prefer: str = "above",
                 avoid: list[pygame.Rect] | None = None) -> tuple[pygame.Rect, list[str]]:
    """Where the tooltip for ``message`` goes and its lines: inside ``bounds`` less a
    margin, clear of ``anchor`` and of ``avoid`` (default: :func:`keep_clear`'s rects)."""
    size = metrics.small_px
    pad = metrics.px(10)
    inside = pygame.Rect(bounds).inflate(-2 * margin_px(metrics), -2 * margin_px(metrics))
    lines = text.wrap(message, size, min(metrics.px(360), inside.width - 2 * pad))
    step = round(size * 1.3)
    width = min(inside.width, max(text.size(line, size)[0] for line in lines) + 2 * pad)
    height = step * len(lines) + 2 * pad - (step - size) // 2
    gap = metrics.px(8)
    avoid = _keep_clear if avoid is None else avoid
    order = [prefer] + [side for side in SIDES if side != prefer]
    best: tuple[int, int, pygame.Rect] | None = None
    for rank, side in enumerate(order):
        rect = pygame.Rect(0, 0, width, height)
        if side == "above":
            rect.midbottom = (anchor.centerx, anchor.top - gap)
        elif side == "below":
            rect.midtop = (anchor.centerx, anchor.bottom + gap)
        elif side == "right":
            rect.midleft = (anchor.right + gap, anchor.centery)
        else:
            rect.midright = (anchor.left - gap, anchor.centery)
        rect.clamp_ip(inside)
        covered = _overlap(rect, anchor) * 4 + sum(_overlap(rect, r) for r in avoid)
        if best is None or (covered, rank) < best[:2]:
            best = (covered, rank, rect)
        if covered == 0:
            break
    return best[2], lines


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def draw_tooltip(surface: pygame.Surface, metrics: Metrics, message: str,
                 anchor: pygame.Rect, prefer: str = "above",
                 colour=style.CREAM, accent=None) -> pygame.Rect:
    rect, lines = tooltip_rect(metrics, message, anchor, surface.get_rect(), prefer)
    radius = metrics.px(8)
    border = accent if accent is not None else style.with_alpha(style.CREAM, 60)
    surface.blit(surfaces.panel(rect.size, radius, style.PANEL_STRONG, border, 1), rect)
    size = metrics.small_px
    pad = metrics.px(10)
    step = round(size * 1.3)
    for i, line in enumerate(lines):
        surface.blit(text.render(line, size, colour), (rect.x + pad, rect.y + pad + i * step))
    return rect
