"""Cards flying from one place to another: a drawn card from the stock to the hand, a
discard to the pile, a captured pair to its catcher.

:meth:`Flights.launch` sends one card from a rect to a rect along a gentle arc (UI style
"Motion": about 220 ms, easing out), its size changing from the first rect's to the
second's, face up, face down or turning over on the way.  The durations are multiplied
by :attr:`Flights.speed` (the animation-speed setting: 0 is off); with animation off a
card lands at once -- ``on_land`` runs inside :meth:`launch` -- so the table needs no
second code path.  While a card flies no part draws it: the caller hides it where it
was and shows it where it lands in ``on_land``; :meth:`draw` paints the flights on top.

This is the public form of the trick table's private ``_Flights`` beat helper (and what
Bourré's chips do by hand): a beat launches its cards here and is over when
:attr:`Flights.idle`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.animation import Animator, Flight, ease_out_cubic
from cardgames.ui.table.parts.common import code_of

#: a played card's flight and the rise of its arc, in ``u`` (as the trick table's)
FLIGHT_S = 0.22
ARC_U = 36


class Flights:
    def __init__(self, renderer: CardRenderer, speed: float = 1.0) -> None:
        self.renderer = renderer
        #: the animation-speed setting's multiplier (0: off, cards land at once)
        self.speed = speed
        self.metrics = Metrics(1280, 800)
        self.animator = Animator()
        #: where each card landed last (by key): for tests and for a part placing it
        self.landed: dict[str, pygame.Rect] = {}

    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        """Only the unit changes (the arc's height); flights in the air land at once,
        since where they were going has moved."""
        self.metrics = metrics
        self.finish_all()

    @property
    def idle(self) -> bool:
        return self.animator.idle

    @property
    def arc(self) -> int:
        return self.metrics.px(ARC_U)

    def launch(self, key: str | None, start: pygame.Rect, end: pygame.Rect, *,
               face_up: bool = True, flip: bool = False, duration: float = FLIGHT_S,
               delay: float = 0.0, arc: float | None = None,
               ease: Callable[[float], float] = ease_out_cubic,
               on_start: Callable[[], None] | None = None,
               on_land: Callable[[], None] | None = None) -> Flight | None:
        """Fly ``key`` (None: a back) from ``start`` to ``end``; returns the flight, or
        None when animation is off and it has already landed."""
        start, end = pygame.Rect(start), pygame.Rect(end)

        def landed() -> None:
            if key is not None:
                self.landed[key] = end
            if on_land is not None:
                on_land()

        if self.speed <= 0:
            if on_start is not None:
                on_start()
            landed()
            return None
        flight = Flight(None if key is None else code_of(key), start.center, end.center,
                        max(8, end.width), start_width=max(8, start.width),
                        duration=duration * self.speed, delay=delay * self.speed,
                        arc=self.arc if arc is None else arc, face_up=face_up, flip=flip,
                        ease=ease, on_start=on_start, on_land=landed)
        return self.animator.add(flight)

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    def finish_all(self) -> None:
        """Land every card now (window resized, scene leaving, a click to skip)."""
        self.animator.finish_all()

    def draw(self, surface: pygame.Surface) -> None:
        self.animator.draw(surface, self.renderer)

    def in_air(self) -> list[tuple[pygame.Rect, Flight]]:
        """Where each started flight's card is now (for tests and a spotlight)."""
        out = []
        for flight in self.animator.flights:
            if not flight.started:
                continue
            (x, y), width = flight.position()
            w, h = self.renderer.size_for_width(max(8, round(width)))
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            out.append((rect, flight))
        return out
