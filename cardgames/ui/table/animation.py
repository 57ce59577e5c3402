"""Cards in flight: easing curves, one :class:`Flight` per moving card, and the
:class:`Animator` that moves and draws them.

While a card flies, no part draws it: the beat that started the flight removes the
card from where it was (``on_start``) and puts it where it lands (``on_land``).  So the
parts always draw a settled picture and the flights are drawn on top.  A duration of 0
lands at once on the next update, which is how "animation off" works without a second
code path.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardgames.ui import style
from cardgames.ui.cards import CardRenderer
from cardgames.ui.widgets import surfaces

Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def linear(t: float) -> float:
    return t


@dataclass
class Flight:
    """One card moving from ``start`` to ``end`` (centres), possibly resizing, turning
    over (``flip``: back first, face from half way) and rising along an arc."""

    code: str | None  # None: always face-down
    start: Point
    end: Point
    width: int  # width at the end
    start_width: int | None = None
    duration: float = 0.22
    delay: float = 0.0
    arc: float = 0.0  # pixels the path bulges upward at its middle
    face_up: bool = True
    flip: bool = False
    ease: Callable[[float], float] = ease_out_cubic
    on_start: Callable[[], None] | None = None
    on_land: Callable[[], None] | None = None
    fade_out: bool = False
    elapsed: float = 0.0
    started: bool = False
    landed: bool = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    def position(self) -> tuple[Point, float]:
        t = self.ease(self.progress)
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        y -= self.arc * math.sin(math.pi * self.progress)
        w0 = self.start_width or self.width
        return (x, y), w0 + (self.width - w0) * t


class Animator:
    def __init__(self) -> None:
        self.flights: list[Flight] = []

    @property
    def idle(self) -> bool:
        return not self.flights

    def add(self, flight: Flight) -> Flight:
        self.flights.append(flight)
        if flight.delay <= 0:
            self._start(flight)
        return flight

    def update(self, dt: float) -> None:
        for flight in list(self.flights):
            flight.elapsed += dt
            if not flight.started and flight.elapsed >= flight.delay:
                self._start(flight)
            if flight.started and flight.elapsed >= flight.delay + flight.duration:
                self._land(flight)

    def finish_all(self) -> None:
        """Land every flight now (window resized, scene leaving)."""
        for flight in list(self.flights):
            if not flight.started:
                self._start(flight)
            self._land(flight)

    def _start(self, flight: Flight) -> None:
        flight.started = True
        if flight.on_start is not None:
            flight.on_start()

    def _land(self, flight: Flight) -> None:
        if flight.landed:
            return
        flight.landed = True
        if flight in self.flights:
            self.flights.remove(flight)
        if flight.on_land is not None:
            flight.on_land()

    def draw(self, surface: pygame.Surface, renderer: CardRenderer) -> None:
        for flight in self.flights:
            if flight.started:
                paint = getattr(flight, "paint", None)  # not a card (e.g. chips): it draws itself
                if paint is not None:
                    paint(surface)
                else:
                    draw_flight(surface, renderer, flight)


def draw_flight(surface: pygame.Surface, renderer: CardRenderer, flight: Flight) -> None:
    (x, y), width = flight.position()
    t = flight.progress
    show_face = flight.code is not None and flight.face_up and (not flight.flip or t >= 0.5)
    base_w = flight.width
    card = renderer.face(flight.code, base_w) if show_face else renderer.back(base_w)
    w = max(2, round(width))
    h = max(2, round(w * card.get_height() / card.get_width()))
    squash = abs(math.cos(math.pi * t)) if flight.flip else 1.0
    draw_w = max(2, round(w * squash))
    if (draw_w, h) != card.get_size():
        card = pygame.transform.smoothscale(card, (draw_w, h))
    rect = card.get_rect(center=(round(x), round(y)))
    if flight.fade_out and t > 0.6:
        card = card.copy()
        card.set_alpha(round(255 * (1 - (t - 0.6) / 0.4)))
    if squash > 0.3 and not flight.fade_out and w == base_w:
        m = renderer.shadow_margin(base_w)
        lift = 1.0 + 1.5 * math.sin(math.pi * t)  # higher in the air, farther shadow
        dx, dy = renderer.shadow_offset(base_w)
        surface.blit(renderer.shadow(base_w),
                     (rect.x - m + round(dx * lift), rect.y - m + round(dy * lift)))
    surface.blit(card, rect)


def last_move_outline(surface: pygame.Surface, rect: pygame.Rect, radius: int, width: int,
                      alpha: float) -> None:
    """The gold ring that marks the last move for a moment (also with animation off)."""
    ring = surfaces.outline(rect.inflate(2 * width, 2 * width).size, radius + width, width,
                            style.GOLD)
    if alpha < 1:
        ring = ring.copy()
        ring.set_alpha(round(255 * alpha))
    surface.blit(ring, rect.inflate(2 * width, 2 * width))
