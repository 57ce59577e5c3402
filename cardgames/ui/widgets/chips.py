"""Gambling chips drawn on the felt: a stack for a pot or a bank, with its value.

A value is split into chips of 100, 25, 5 and 1 (each its own colour, and each with its
edge stripes so the stacks read without colour too); at most a dozen chips are drawn a
stack, the number underneath always says the exact value.
"""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics

#: chip denominations, largest first, and their colours (body, stripes)
DENOMINATIONS: tuple[tuple[int, tuple[int, int, int], tuple[int, int, int]], ...] = (
    (100, (30, 30, 36), (235, 225, 200)),
    (25, (40, 110, 60), (240, 240, 230)),
    (5, (180, 45, 45), (245, 240, 230)),
    (1, (235, 232, 220), (40, 80, 150)),
)
MAX_CHIPS = 12


def chips_for(value: int) -> list[int]:
    """The denominations of the chips that make ``value`` (largest first), at most
    ``MAX_CHIPS`` of them (the largest ones, when there are more)."""
    out: list[int] = []
    left = max(0, value)
    for denom, _body, _stripe in DENOMINATIONS:
        k, left = divmod(left, denom)
        out += [denom] * k
    return out[:MAX_CHIPS]


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], radius: int, denom: int) -> None:
    """One chip seen from slightly above: an ellipse with edge stripes."""
    body, stripe = next((b, s) for d, b, s in DENOMINATIONS if d == denom)
    rect = pygame.Rect(0, 0, 2 * radius, max(4, int(radius * 1.1)))
    rect.center = centre
    edge = rect.move(0, max(1, radius // 5))
    pygame.draw.ellipse(surface, tuple(max(0, c - 50) for c in body), edge)
    pygame.draw.ellipse(surface, body, rect)
    for k in range(6):  # stripes on the rim
        angle_x = rect.centerx + int(0.82 * radius * (-1 + k / 2.5))
        if abs(angle_x - rect.centerx) < radius * 0.9:
            pygame.draw.line(surface, stripe, (angle_x, rect.top + 1),
                             (angle_x, rect.top + max(2, rect.height // 4)), max(1, radius // 6))
    inner = rect.inflate(-rect.width // 2, -rect.height // 2)
    pygame.draw.ellipse(surface, stripe, inner, width=max(1, radius // 8))


def draw_stack(surface: pygame.Surface, bottom_centre: tuple[int, int], value: int,
               metrics: Metrics, label: str | None = None, radius: int | None = None
               ) -> pygame.Rect:
    """A stack of chips worth ``value`` standing on ``bottom_centre``, with its value (or
    ``label``) written under it; returns the rect the stack and its words cover."""
    r = radius or metrics.px(14)
    chips = chips_for(value)
    x, y = bottom_centre
    step = max(2, r // 3)
    for k, denom in enumerate(reversed(chips)):
        draw_chip(surface, (x, y - k * step), r, denom)
    words = label if label is not None else str(value)
    size = metrics.small_px if hasattr(metrics, "small_px") else metrics.px(14)
    line = text.render(words, size, style.CREAM, bold=True)
    back = line.get_rect(midtop=(x, y + r // 2 + metrics.px(3))).inflate(metrics.px(10),
                                                                         metrics.px(4))
    pill = pygame.Surface(back.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, style.PANEL, pill.get_rect(), border_radius=back.height // 2)
    surface.blit(pill, back)
    surface.blit(line, line.get_rect(center=back.center))
    top = y - max(0, len(chips) - 1) * step - r
    return pygame.Rect(x - r, top, 2 * r, back.bottom - top).union(back)
