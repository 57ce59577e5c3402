"""A small dark box of text next to what it explains (help, or why a button is disabled)."""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces


def tooltip_rect(metrics: Metrics, message: str, anchor: pygame.Rect,
                 bounds: pygame.Rect, prefer: str = "above") -> tuple[pygame.Rect, list[str]]:
    """Where the tooltip for ``message`` goes (kept inside ``bounds``) and its lines."""
    size = metrics.small_px
    pad = metrics.px(10)
    lines = text.wrap(message, size, metrics.px(360))
    step = round(size * 1.3)
    width = max(text.size(line, size)[0] for line in lines) + 2 * pad
    height = step * len(lines) + 2 * pad - (step - size) // 2
    rect = pygame.Rect(0, 0, width, height)
    gap = metrics.px(8)
    rect.centerx = anchor.centerx
    if prefer == "above" and anchor.top - gap - height >= bounds.top:
        rect.bottom = anchor.top - gap
    elif prefer == "right":
        rect.left, rect.centery = anchor.right + gap, anchor.centery
    else:
        rect.top = anchor.bottom + gap
    rect.clamp_ip(bounds)
    return rect, lines


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
