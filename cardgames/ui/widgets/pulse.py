"""A gold outline that breathes: "this one" -- the hint's card or button.

The keyboard selection and the last move already wear a still gold outline; a suggestion
must read differently at a glance, so it pulses (a soft halo swelling and fading about
once a second) around a steady ring.  The halo's strength is rounded to a few steps, so
the cached surfaces (:mod:`cardgames.ui.widgets.surfaces`) are built once per size.
"""

from __future__ import annotations

import math

import pygame

from cardgames.ui import style
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

PERIOD_S = 1.1
STEPS = 6  # distinct halo strengths (each a cached surface)


def strength(age: float) -> int:
    """The halo's alpha at ``age`` seconds, in one of :data:`STEPS` steps."""
    wave = 0.5 - 0.5 * math.cos(2 * math.pi * age / PERIOD_S)  # 0 -> 1 -> 0
    return 60 + round(wave * (STEPS - 1)) * (170 // (STEPS - 1))


def ring_width(metrics: Metrics) -> int:
    return max(2, metrics.px(3))


def draw_halo(surface: pygame.Surface, rect: pygame.Rect, radius: int, metrics: Metrics,
              age: float) -> None:
    """The breathing halo round ``rect``: draw it *before* the thing it lights."""
    # the lit shape reaches a little beyond the ring, so the blur shows *outside* it
    # (inside, a button's own fill would hide it)
    reach = ring_width(metrics) + metrics.px(9)
    lit = rect.inflate(2 * reach, 2 * reach)
    spread = metrics.px(20)
    glow = surfaces.glow(lit.size, radius + reach, spread, style.GOLD, strength(age))
    surface.blit(glow, lit.move(-spread, -spread))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int,
              metrics: Metrics) -> None:
    """The steady gold ring just outside ``rect``: draw it *after* the thing."""
    width = ring_width(metrics)
    ring_rect = rect.inflate(2 * width, 2 * width)
    surface.blit(surfaces.outline(ring_rect.size, radius + width, width, style.GOLD), ring_rect)
