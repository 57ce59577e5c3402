"""Where a tutorial step's panel goes: somewhere it hides nothing the step is about.

A step points at a card, a button, a seat or the score sheet, and the learner must see
the hand and the bid buttons to act -- so the panel cannot sit in one fixed place on
every table.  :func:`best_place` tries the positions that line the panel up with the
screen's margins and with the edges of what is on the table, and takes the one with the
lowest cost:

* covering a rect the learner needs (``must``: the highlighted targets, the hand, the
  buttons) costs far more than anything else -- it happens only if nothing else fits;
* covering other parts of the table (``soft``: seat panels, opponents' cards, the
  corners) costs a little per pixel;
* and a position far from ``prefer`` (where the panel was, or its usual place) costs a
  little too, so the panel does not wander between steps.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

MUST_WEIGHT = 1000.0
SOFT_WEIGHT = 4.0
DISTANCE_WEIGHT = 0.6  # per pixel from the preferred spot


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def best_place(size: tuple[int, int], screen: pygame.Rect, must: Sequence[pygame.Rect],
               soft: Sequence[pygame.Rect], prefer: tuple[int, int], margin: int,
               gap: int) -> tuple[pygame.Rect, float]:
    """The best rect of ``size`` inside ``screen`` (less ``margin``) and its cost (so the
    caller can compare panel shapes); ``prefer`` is the preferred top-left corner, ``gap``
    the air kept beside an obstacle."""
    w, h = size
    area = screen.inflate(-2 * margin, -2 * margin)
    w, h = min(w, area.width), min(h, area.height)
    obstacles = [pygame.Rect(r) for r in (*must, *soft) if r.width > 0 and r.height > 0]
    xs = {area.left, area.right - w, prefer[0], area.centerx - w // 2}
    ys = {area.top, area.bottom - h, prefer[1], area.centery - h // 2}
    for r in obstacles:
        xs.update((r.right + gap, r.left - gap - w, r.left, r.right - w))
        ys.update((r.bottom + gap, r.top - gap - h, r.top, r.bottom - h))
    xs = {min(max(x, area.left), area.right - w) for x in xs}
    ys = {min(max(y, area.top), area.bottom - h) for y in ys}
    must_rects = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in must
                  if r.width > 0 and r.height > 0]
    soft_rects = [pygame.Rect(r) for r in soft if r.width > 0 and r.height > 0]
    best: tuple[float, int, int] | None = None
    for x in sorted(xs):
        for y in sorted(ys):
            rect = pygame.Rect(x, y, w, h)
            cost = DISTANCE_WEIGHT * (abs(x - prefer[0]) + abs(y - prefer[1]))
            if best is not None and cost >= best[0]:
                continue
            for r in must_rects:
                cost += MUST_WEIGHT * _overlap(rect, r)
            if best is not None and cost >= best[0]:
                continue
            for r in soft_rects:
                cost += SOFT_WEIGHT * _overlap(rect, r)
            if best is None or cost < best[0]:
                best = (cost, x, y)
    assert best is not None
    return pygame.Rect(best[1], best[2], w, h), best[0]
