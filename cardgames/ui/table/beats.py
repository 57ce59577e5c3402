"""The beats every seated table plays the same way, whatever its family: cards flying
from one place to another (:class:`FlightsBeat`) and the match's end
(:class:`MatchOverBeat`).

A family's own beats (the trick table's deal, play and trick: :mod:`.trick_beats`; the
press table's draw and moves: :class:`~cardgames.ui.table.press_layout.PressLayout`) are
these plus what they move in their displayed model.  The beats talk to the table only
through :class:`AnimatedTable`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from cardgames.ui.table.animation import Animator, Flight
from cardgames.ui.table.presenter import Beat


class AnimatedTable(Protocol):
    """What these beats need from a table layout."""

    animator: Animator
    speed: float  # animation duration multiplier, 0 = off

    def finish_match(self, event: Any) -> None: ...


class FlightsBeat(Beat):
    """A beat that is over when all the flights it launched have landed.

    The flights are those ``launch`` returns when the beat starts (asked then, so their
    rects are where the picture is by that time) and any a subclass launches with
    :meth:`fly`.  A flight with no duration and no delay (animation off) lands at once:
    its ``on_start`` and ``on_land`` run, nothing flies.  ``sound`` is heard as the
    beat starts (else the class's)."""

    def __init__(self, table: AnimatedTable,
                 launch: Callable[[], list[Flight]] | None = None,
                 sound: str | None = None) -> None:
        self.table = table
        self.launch = launch
        self.pending = 0
        if sound is not None:
            self.sound = sound

    def start(self) -> None:
        if self.launch is not None:
            for flight in self.launch():
                self.fly(flight)

    def fly(self, flight: Flight) -> None:
        if flight.duration <= 0 and flight.delay <= 0:  # animation off: land at once
            if flight.on_start is not None:
                flight.on_start()
            if flight.on_land is not None:
                flight.on_land()
            return
        self.pending += 1
        land = flight.on_land

        def landed() -> None:
            self.pending -= 1
            if land is not None:
                land()

        flight.on_land = landed
        self.table.animator.add(flight)

    def update(self, dt: float) -> bool:
        return self.pending <= 0


class MatchOverBeat(Beat):
    """A moment on the last picture, then the table hands the match's end to the scene."""

    def __init__(self, table: AnimatedTable, event: Any) -> None:
        self.table, self.event = table, event
        self.left = 0.4

    def start(self) -> None:
        self.left *= self.table.speed

    def update(self, dt: float) -> bool:
        self.left -= dt
        if self.left > 0:
            return False
        self.table.finish_match(self.event)
        return True
