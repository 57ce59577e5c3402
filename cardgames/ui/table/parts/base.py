"""The behaviour every card-showing part shares, so each part only says where its cards go.

A part is laid out in a rect (:meth:`CardPart.layout`), told what to show by its own
setters, and then asked to ``update(dt)``, ``draw(surface)``, ``hit(pos)`` and
``handle(event)``.  What the rules allow comes from the table (the engine's legal moves),
never from the part: :attr:`CardPart.legal` is the set of keys the player may take or play
now (``None`` when it is not his turn: nothing lit, nothing dimmed), and a click on any
card is reported through :attr:`CardPart.on_choose`, so the engine can refuse a wrong one
with its reason.

Everything is drawn clipped to the part's rect: a part never paints over its neighbours.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.parts.common import (
    HOVER_LIFT,
    blit_card,
    code_of,
    draw_lit,
    draw_ring,
    lifted,
    topmost,
)


@dataclass
class Placed:
    """One card as the part draws it: its key, its face (None: face down) and its rect."""

    key: str
    face: str | None
    rect: pygame.Rect


class CardPart(ABC):
    """Cards at places the subclass computes (:meth:`_place`), lit, dimmed, lifted and
    outlined the same way in every part.  Keys are distinct within a part (a second
    copy of a code is keyed ``CODE#2``, as the decks' instance form)."""

    #: only cards that may be taken rise under the mouse (a shape cue, not only light)
    lift_on_hover = True

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.metrics = Metrics(1280, 800)
        #: keys the player may take or play now; None: not his turn (nothing dimmed)
        self.legal: set[str] | None = None
        #: keys wearing the gold selection ring
        self.selected: set[str] = set()
        #: clicks on cards are reported (to ``on_choose``) only while this is on
        self.clickable = True
        self.on_choose: Callable[[str], None] | None = None
        self.hover: str | None = None
        #: keys not drawn now (a card still flying in, or already flying out): a table's
        #: flight beat hides the card where it lands until it has landed
        self.hidden: set[str] = set()
        self.card_size = (MIN_W, round(MIN_W / max(0.05, renderer.aspect)))
        self._items: list[Placed] = []
        self._by_key: dict[str, Placed] = {}
        self._lift: dict[str, float] = {}
        self._pressed: str | None = None

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        """Place the cards inside ``rect`` for this window size."""
        self.rect = pygame.Rect(rect)
        self.metrics = metrics
        self.relayout()

    def relayout(self) -> None:
        """Place the cards again (the setters call it when the contents change)."""
        self._items = self._place() if self.rect.width > 0 and self.rect.height > 0 else []
        self._by_key = {p.key: p for p in self._items}
        keys = set(self._by_key)
        self._lift = {k: v for k, v in self._lift.items() if k in keys}
        if self.hover not in keys:
            self.hover = None

    @abstractmethod
    def _place(self) -> list[Placed]:
        """Where every card goes, bottom to top (each part its own way)."""

    def items(self) -> list[Placed]:
        """The cards as placed (settled, not lifted), bottom to top."""
        return list(self._items)

    def rect_of(self, key: str) -> pygame.Rect | None:
        """Where ``key`` is drawn now (lifted if it is)."""
        placed = self._by_key.get(key)
        if placed is None:
            return None
        return placed.rect.move(0, -round(self._lift.get(key, 0.0)))

    def lift_room(self, card_h: int) -> int:
        """How far a card of height ``card_h`` may rise (the room a layout keeps)."""
        return round(card_h * HOVER_LIFT) if self.lift_on_hover else 0

    # --- what is lit ----------------------------------------------------------------------
    def is_lit(self, key: str) -> bool:
        """Drawn as takeable: the player's turn and ``key`` is legal."""
        return self.legal is not None and key in self.legal

    def is_dimmed(self, key: str) -> bool:
        return self.legal is not None and key not in self.legal

    # --- input ----------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> str | None:
        """The key of the card drawn at ``pos`` (the topmost), or None."""
        drawn = [(p.key, self.rect_of(p.key)) for p in self._items]
        found = topmost(drawn, pos)
        return found if isinstance(found, str) else None

    def handle(self, event: pygame.event.Event) -> bool:
        """Hover on motion; a press and release on the same card chooses it."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            return False
        if not self.clickable or self.on_choose is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.hit(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and self.hit(event.pos) == pressed:
                self.on_choose(pressed)
                return True
        return False

    # --- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for placed in self._items:
            key = placed.key
            up = self.lift_on_hover and key == self.hover and self.is_lit(key)
            target = self.lift_room(placed.rect.height) if up else 0.0
            now = lifted(self._lift.get(key, 0.0), target, dt)
            if abs(now) < 0.5 and target == 0:
                self._lift.pop(key, None)
            else:
                self._lift[key] = now

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            self._draw_under(surface)
            for placed in self._items:
                if placed.key not in self.hidden:
                    self._draw_card(surface, placed)
            self._draw_over(surface)
        finally:
            surface.set_clip(clip)

    def _draw_card(self, surface: pygame.Surface, placed: Placed) -> None:
        rect = self.rect_of(placed.key)
        if self.is_lit(placed.key):
            draw_lit(surface, rect, self.metrics)
        blit_card(surface, self.renderer, self.face_code(placed.face), rect,
                  dimmed=self.is_dimmed(placed.key))
        if placed.key in self.selected:
            draw_ring(surface, rect, self.renderer.corner_radius(rect.width), self.metrics)

    def face_code(self, face: str | None) -> str | None:
        """The code the renderer draws for a face (a copy ``6-6#2`` draws as ``6-6``)."""
        return None if face is None else code_of(face)

    def _draw_under(self, surface: pygame.Surface) -> None:  # noqa: B027 - an optional hook
        """Drawn before the cards (places, markers)."""

    def _draw_over(self, surface: pygame.Surface) -> None:  # noqa: B027 - an optional hook
        """Drawn after the cards (badges, labels)."""

    # --- tutorials and tests --------------------------------------------------------------
    def targets(self) -> dict[str, pygame.Rect]:
        return {f"card:{p.key}": self.rect_of(p.key) for p in self._items}

    def target_rect(self, name: str) -> pygame.Rect | None:
        """``card:KEY`` (a card of the part) or the part's own names (subclasses)."""
        rect = self.targets().get(name)
        return pygame.Rect(rect) if rect is not None else None


MIN_W = 10
