"""The spotlight: the table dimmed, with lit holes over what the step talks about.

A translucent dark veil covers the whole table except rounded holes over the targets,
and each hole gets a soft gold glow and a gold outline that pulses gently (about once
every 1.6 s), so the eye goes there first -- and the shape, not only the colour, says
"this one" (UI style: never colour alone).  Targets that touch or overlap (two cards side
by side in the hand, the face-up card inside the trump panel) are lit as one group.

The veil is rebuilt only when the holes move (a card lifting under the mouse); the
outline's pulse only changes the alpha of cached surfaces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from cardgames.ui import style
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

VEIL_ALPHA = 150  # the table stays readable beneath; the lit parts clearly stand out
PULSE_S = 1.6
FADE_IN_S = 0.25


def merge_touching(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Union rects that overlap or touch, until none do (a group lights as one)."""
    groups = [pygame.Rect(r) for r in rects if r.width > 0 and r.height > 0]
    merged = True
    while merged:
        merged = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                if groups[i].inflate(2, 2).colliderect(groups[j]):
                    groups[i] = groups[i].union(groups[j])
                    del groups[j]
                    merged = True
                    break
            if merged:
                break
    return groups


class Spotlight:
    def __init__(self) -> None:
        self.holes: list[pygame.Rect] = []
        self.age = 0.0  # since the spotlight came on
        self.visible = False
        self._veil: pygame.Surface | None = None
        self._veil_key: tuple | None = None
        self._glows: dict[tuple, pygame.Surface] = {}

    def show(self, rects: Sequence[pygame.Rect], metrics: Metrics) -> None:
        """Light ``rects`` (screen rects of the targets); called every frame."""
        pad = metrics.px(6)
        self.holes = merge_touching([pygame.Rect(r).inflate(2 * pad, 2 * pad) for r in rects])
        if not self.visible:
            self.visible = True
            self.age = 0.0

    def hide(self) -> None:
        self.visible = False
        self.holes = []

    def update(self, dt: float) -> None:
        if self.visible:
            self.age += dt

    @property
    def pulse(self) -> float:
        """0..1, a slow breathing rhythm."""
        return 0.5 - 0.5 * math.cos(2 * math.pi * self.age / PULSE_S)

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible or not self.holes:
            return
        fade = min(1.0, self.age / FADE_IN_S) if FADE_IN_S > 0 else 1.0
        veil = self._veil_for(surface.get_size(), metrics)
        veil.set_alpha(round(255 * fade))
        surface.blit(veil, (0, 0))
        radius = metrics.px(12)
        spread = metrics.px(14)
        width = max(2, metrics.px(3))
        pulse = self.pulse
        for hole in self.holes:
            glow = self._glow(hole.size, radius, spread)
            glow.set_alpha(round((150 + 105 * pulse) * fade))
            surface.blit(glow, hole.move(-spread, -spread))
            ring = self._ring(hole.size, radius, width)
            ring.set_alpha(round((170 + 85 * pulse) * fade))
            surface.blit(ring, hole)

    def _veil_for(self, size: tuple[int, int], metrics: Metrics) -> pygame.Surface:
        key = (size, tuple(tuple(h) for h in self.holes), metrics.u)
        if key != self._veil_key or self._veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, VEIL_ALPHA))
            for hole in self.holes:  # drawing with alpha 0 on SRCALPHA cuts a clean hole
                pygame.draw.rect(veil, (0, 0, 0, 0), hole, border_radius=metrics.px(12))
            self._veil, self._veil_key = veil, key
        return self._veil

    # the shared caches' surfaces are copied: their alpha is changed every frame here
    def _own(self, key: tuple, build) -> pygame.Surface:
        surf = self._glows.get(key)
        if surf is None:
            if len(self._glows) > 32:
                self._glows.clear()
            surf = self._glows[key] = build()
        return surf

    def _glow(self, size: tuple[int, int], radius: int, spread: int) -> pygame.Surface:
        """A gold halo *around* the hole only (its centre cut out, so the lit cards keep
        their true colours)."""
        def build() -> pygame.Surface:
            glow = surfaces.glow(size, radius, spread, style.GOLD, 255).copy()
            inner = pygame.Rect(spread, spread, *size)
            pygame.draw.rect(glow, (0, 0, 0, 0), inner, border_radius=radius)
            return glow

        return self._own(("glow", size, radius, spread), build)

    def _ring(self, size: tuple[int, int], radius: int, width: int) -> pygame.Surface:
        return self._own(("ring", size, radius, width),
                         lambda: surfaces.outline(size, radius, width, style.GOLD).copy())
