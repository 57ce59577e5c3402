"""Where a seat's own things lie on the table: on the table's side of its panel.

Parts that show something per seat (each seat's discards, its exposed groups) ask
:func:`seat_areas` for one area per seat: a band beside the seat's panel, toward the
middle of the part's rect, clear of every panel and of the other seats' areas (the
human's first, then the seats across, then the sides), so two seats' cards never mix
and no panel is covered.
"""

from __future__ import annotations

import pygame


def side_of(panel: pygame.Rect, rect: pygame.Rect) -> str:
    """Which side of ``rect`` a panel sits on: ``bottom``, ``top``, ``left``, ``right``."""
    dx = (panel.centerx - rect.centerx) / max(1, rect.width / 2)
    dy = (panel.centery - rect.centery) / max(1, rect.height / 2)
    if abs(dy) >= abs(dx) * 0.9:
        return "bottom" if dy > 0 else "top"
    return "right" if dx > 0 else "left"


def trim(area: pygame.Rect, obstacle: pygame.Rect) -> pygame.Rect:
    """The largest of the four parts of ``area`` left, right, above or below
    ``obstacle`` (``area`` itself if they do not meet)."""
    if not area.colliderect(obstacle):
        return pygame.Rect(area)
    pieces = [
        pygame.Rect(area.left, area.top, max(0, obstacle.left - area.left), area.height),
        pygame.Rect(obstacle.right, area.top, max(0, area.right - obstacle.right), area.height),
        pygame.Rect(area.left, area.top, area.width, max(0, obstacle.top - area.top)),
        pygame.Rect(area.left, obstacle.bottom, area.width, max(0, area.bottom - obstacle.bottom)),
    ]
    return max(pieces, key=lambda r: (r.width * r.height, r.width))


ORDER = {"bottom": 0, "top": 1, "left": 2, "right": 2}


def seat_areas(rect: pygame.Rect, panels: dict[int, pygame.Rect], depth: int,
               gap: int) -> dict[int, pygame.Rect]:
    """One area per seat beside its panel, toward the middle of ``rect``: ``depth``
    deep (toward the middle), as wide as a fair share of the rect along the panel's
    side, inside ``rect``, ``gap`` clear of every panel and of each other."""
    areas: dict[int, pygame.Rect] = {}
    sides = {s: side_of(p, rect) for s, p in panels.items()}
    along_h = {side: sum(1 for v in sides.values() if v == side) for side in ORDER}
    for seat in sorted(panels, key=lambda s: (ORDER[sides[s]], s)):
        p, side = panels[seat], sides[seat]
        if side in ("bottom", "top"):
            width = max(p.width, rect.width // (2 * max(1, along_h[side])) + p.width // 2)
            area = pygame.Rect(0, 0, width, depth)
            area.centerx = p.centerx
            if side == "bottom":
                area.bottom = p.top - gap
            else:
                area.top = p.bottom + gap
        else:
            height = max(p.height, min(rect.height // max(1, along_h[side]), depth * 2))
            area = pygame.Rect(0, 0, round(depth * 1.2), height)
            area.centery = p.centery
            if side == "left":
                area.left = p.right + gap
            else:
                area.right = p.left - gap
        area = area.clip(rect)
        for other in list(panels.values()) + list(areas.values()):
            area = trim(area, other.inflate(2 * gap, 2 * gap))
        areas[seat] = area
    return areas
