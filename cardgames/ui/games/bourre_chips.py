"""Bourré's chips on the table: where the pot and each seat's bank lie, and chips that fly
between them when the engine says chips moved.

The engine's events say who paid what: ``antes`` (each seat's ante, the pot and banks
after), ``double_ante`` (a player who plays adds another ante), ``hand_scored`` (what the
winner took from the pot, what each bourréd player paid into it, the banks and the next
pot after).  :func:`moves_for` turns an event into :class:`ChipMove` s, one group per
moment; :class:`ChipsBeat` flies each move as a small stack of chips (one
:class:`ChipFlight` per paying seat): a number drops as its chips take off and rises as
chips land on it, and at the end the numbers are set to the event's own totals.  With
animation off the chips land at once.

Placement is plain rect arithmetic so it is tested without drawing:
:func:`place_pot` finds the spot nearest the table's centre clear of everything else;
:func:`place_beside` a seat's bank just outside its panel, or nowhere when there is no
room (the panel still says the number).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from cardgames.ui.table.animation import Flight, ease_in_out
from cardgames.ui.table.beats import FlightsBeat
from cardgames.ui.widgets import chips

#: one move's flight (scaled by the animation speed) and the wait between two seats' chips
CHIP_FLIGHT_S = 0.5
CHIP_STAGGER_S = 0.09
#: the most chips drawn in one flying stack (the number on the table says the amount)
FLYING_CHIPS = 5

Point = tuple[float, float]
POT = None  # a ChipMove's end that is the pot, not a seat


@dataclass(frozen=True)
class ChipMove:
    """``amount`` chips from ``source`` to ``target`` (a seat, or :data:`POT`)."""

    source: int | None
    target: int | None
    amount: int


def moves_for(event: Any) -> list[list[ChipMove]]:
    """The chips an engine event moves, in groups shown one after the other (each group's
    flights together): antes into the pot; at the end of a hand the pot (or the winner's
    share) to the winner, then the bourré payments into the next pot."""
    kind = event["type"]
    if kind == "antes":
        return [[ChipMove(s, POT, a) for s, a in enumerate(event["antes"]) if a > 0]]
    if kind == "double_ante" and event["amount"] > 0:
        return [[ChipMove(event["seat"], POT, event["amount"])]]
    if kind == "hand_scored":
        won = [ChipMove(POT, s, w) for s, w in enumerate(event.get("winnings") or []) if w > 0]
        paid = [ChipMove(s, POT, p) for s, p in enumerate(event.get("payments") or []) if p > 0]
        return [group for group in (won, paid) if group]
    return []


class ChipFlight(Flight):
    """A small stack of chips in the air (the Animator draws it with :meth:`paint`)."""

    def __init__(self, denoms: list[int], radius: int, start: Point, end: Point,
                 duration: float, delay: float, on_land: Callable[[], None] | None,
                 on_start: Callable[[], None] | None = None) -> None:
        super().__init__(None, start, end, 2 * radius, duration=duration, delay=delay,
                         arc=2.5 * radius, ease=ease_in_out, on_start=on_start,
                         on_land=on_land)
        self.denoms = denoms
        self.radius = radius

    def paint(self, surface: pygame.Surface) -> None:
        (x, y), _width = self.position()
        chips.draw_column(surface, (x, y), self.radius, self.denoms)


class ChipTable(Protocol):
    """What the chip beats need from Bourré's table."""

    model: Any  # pot: int, banks: list[int], seats[...].score
    animator: Any
    speed: float

    def chip_point(self, seat: int | None) -> Point: ...
    def flying_radius(self) -> int: ...


class ChipsBeat(FlightsBeat):
    """Fly a group of :class:`ChipMove` s (one stack per move, a moment apart): the chips
    leave their source's number as they take off and add to their target's as they land;
    when all have landed the numbers are set to ``totals`` (the event's own: (pot,
    banks)) so the table says exactly what the engine says."""

    def __init__(self, table: ChipTable, moves: Sequence[ChipMove],
                 totals: tuple[int, list[int]] | None = None) -> None:
        super().__init__(table)  # type: ignore[arg-type]
        self.moves = list(moves)
        self.totals = totals
        self.settled = False

    def start(self) -> None:
        t = self.table
        speed = t.speed
        radius = t.flying_radius()
        for k, move in enumerate(self.moves):
            denoms = chips.pile_chips(move.amount, FLYING_CHIPS)
            self.fly(ChipFlight(denoms, radius, t.chip_point(move.source),
                                t.chip_point(move.target), CHIP_FLIGHT_S * speed,
                                k * CHIP_STAGGER_S * speed,
                                on_land=self._counter(move.target, move.amount),
                                on_start=self._counter(move.source, -move.amount)))
        if self.pending <= 0:
            self._settle()

    def _counter(self, end: int | None, amount: int) -> Callable[[], None]:
        """Change the pot's or a bank's number by ``amount``: the chips leave their
        source as they take off and count at their target as they land."""
        def count() -> None:
            m = self.table.model
            if end is POT:
                m.pot += amount
            elif end < len(m.banks):
                m.banks[end] += amount
                m.seats[end].score = m.banks[end]
        return count

    def _settle(self) -> None:
        if self.settled:
            return
        self.settled = True
        if self.totals is None:
            return
        m = self.table.model
        m.pot, banks = self.totals[0], list(self.totals[1])
        m.banks = banks
        for seat, bank in enumerate(banks[:len(m.seats)]):
            m.seats[seat].score = bank

    def update(self, dt: float) -> bool:
        if self.pending > 0:
            return False
        self._settle()
        return True


def beats_for(table: ChipTable, event: Any) -> list[ChipsBeat]:
    """The chip beats of an engine event (none if it moves no chips); the last one ends
    on the event's totals."""
    groups = moves_for(event)
    kind = event["type"]
    totals = None
    if kind == "antes":
        totals = (event["pot"], list(event["banks"]))
    elif kind == "hand_scored":
        totals = (event["new_pot"], list(event["scores"]))
    beats = [ChipsBeat(table, group) for group in groups]
    if beats:
        beats[-1].totals = totals
    return beats


# --- where the chips lie ------------------------------------------------------------------
def _clear(rect: pygame.Rect, busy: Sequence[pygame.Rect], inside: pygame.Rect,
           gap: int) -> bool:
    return inside.contains(rect) and rect.inflate(2 * gap, 2 * gap).collidelist(busy) < 0


def place_pot(size: tuple[int, int], centre: tuple[int, int], busy: Sequence[pygame.Rect],
              inside: pygame.Rect, gap: int, step: int, reach: int) -> pygame.Rect | None:
    """A rect of ``size`` as near ``centre`` as it can be (within ``reach`` of it, inside
    ``inside``) with ``gap`` between it and every ``busy`` rect; None if there is none."""
    busy = [pygame.Rect(b) for b in busy if b.width > 0 and b.height > 0]
    rect = pygame.Rect((0, 0), size)
    rings = max(1, reach // max(1, step))
    for ring in range(rings + 1):
        spots = []
        for i in range(-ring, ring + 1):
            for j in range(-ring, ring + 1):
                if max(abs(i), abs(j)) != ring:
                    continue
                spots.append((math.hypot(i, j), i, j))
        for _d, i, j in sorted(spots):
            rect.center = (centre[0] + i * step, centre[1] + j * step)
            if _clear(rect, busy, inside, gap):
                return pygame.Rect(rect)
    return None


def place_beside(size: tuple[int, int], panel: pygame.Rect, busy: Sequence[pygame.Rect],
                 inside: pygame.Rect, gap: int) -> pygame.Rect | None:
    """A rect of ``size`` just outside ``panel`` (left or right of it, level with its
    middle, top or bottom; else above or below it) clear of every ``busy`` rect by
    ``gap`` and inside ``inside``; None if no such place."""
    busy = [pygame.Rect(b) for b in busy if b.width > 0 and b.height > 0]
    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    spots = []
    for x in (panel.left - gap - w, panel.right + gap):
        for y in (panel.centery - h // 2, panel.bottom - h, panel.top):
            spots.append((x, y))
    for y in (panel.top - gap - h, panel.bottom + gap):
        for x in (panel.left, panel.right - w, panel.centerx - w // 2):
            spots.append((x, y))
    for x, y in spots:
        rect.topleft = (x, y)
        if _clear(rect, busy, inside, gap):
            return pygame.Rect(rect)
    return None
