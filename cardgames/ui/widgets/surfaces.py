"""Cached backgrounds: the felt, translucent panels, soft glows and outlines.

Each is drawn once per size (and colour) and reused every frame; the caches are small
and bounded, because a window only has a handful of panel sizes at a time and a resize
simply draws a new set.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from cardgames.ui import style


class _Bounded:
    def __init__(self, limit: int) -> None:
        self.data: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.limit = limit

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.data.get(key)
        if surf is None:
            surf = build()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self.data[key] = surf
            if len(self.data) > self.limit:
                self.data.popitem(last=False)
        else:
            self.data.move_to_end(key)
        return surf


_felts = _Bounded(3)
_panels = _Bounded(160)
_glows = _Bounded(48)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: deep green with a soft radial vignette and a faint cloth grain."""
    return _felts.get(("felt", size), lambda: _draw_felt(size))


def _draw_felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    sw, sh = 96, 60  # a small gradient, smoothly scaled up: no banding, cheap to build
    small = pygame.Surface((sw, sh))
    c0, c1 = style.FELT_CENTRE, style.FELT_EDGE
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw - 0.5
            dy = ((y + 0.5) / sh - 0.46) * 1.1
            t = min(1.0, math.hypot(dx, dy) / 0.62)
            t = t * t * (3 - 2 * t)  # smoothstep: a broad bright centre, a soft rim
            small.set_at((x, y), [round(a + (b - a) * t) for a, b in zip(c0, c1, strict=True)])
    out = pygame.transform.smoothscale(small, (w, h))
    grain = _grain_tile()
    for y in range(0, h, grain.get_height()):
        for x in range(0, w, grain.get_width()):
            out.blit(grain, (x, y))
    return out


def _grain_tile() -> pygame.Surface:
    rng = random.Random(7)  # the same cloth every run
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    tile.fill((0, 0, 0, 0))
    for _ in range(2600):
        x, y = rng.randrange(128), rng.randrange(128)
        shade = 255 if rng.random() < 0.5 else 0
        tile.set_at((x, y), (shade, shade, shade, rng.randrange(6, 16)))
    return tile


def panel(size: tuple[int, int], radius: int, fill=style.PANEL,
          border=style.PANEL_BORDER, border_width: int = 1) -> pygame.Surface:
    """A rounded translucent rectangle (UI style panels: black at ~45 %)."""
    key = ("panel", size, radius, tuple(fill), tuple(border) if border else None, border_width)

    def build() -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
        if border and border_width:
            pygame.draw.rect(surf, border, surf.get_rect(), width=border_width,
                             border_radius=radius)
        return surf

    return _panels.get(key, build)


def glow(size: tuple[int, int], radius: int, spread: int, colour=style.GOLD,
         strength: int = 150) -> pygame.Surface:
    """A soft halo around a rounded rect of ``size``; the returned surface is larger by
    ``spread`` on every side, so blit it at ``rect.move(-spread, -spread)``."""
    key = ("glow", size, radius, spread, tuple(colour), strength)

    def build() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (*colour[:3], strength),
                         (spread, spread, w, h), border_radius=radius + spread // 2)
        return pygame.transform.gaussian_blur(surf, max(1, spread // 2))

    return _glows.get(key, build)


def outline(size: tuple[int, int], radius: int, width: int, colour=style.GOLD) -> pygame.Surface:
    """A rounded outline (selection, last move), cached per size."""
    key = ("outline", size, radius, width, tuple(colour))

    def build() -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, colour, surf.get_rect(), width=width, border_radius=radius)
        return surf

    return _panels.get(key, build)


def dim(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A flat dark veil to put a dialog in front of the table."""
    return _felts.get(("dim", size, alpha), lambda: _veil(size, alpha))


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, alpha))
    return surf


def clear_caches() -> None:
    _felts.data.clear()
    _panels.data.clear()
    _glows.data.clear()
