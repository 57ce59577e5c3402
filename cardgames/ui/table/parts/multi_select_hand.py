"""The player's hand when a move takes several cards at once (a pair to lay, a meld, a
set to lead): a click on a card selects it or lets it go, and the table is told the
selection each time it changes (:attr:`MultiSelectHand.on_change`) to light the moves
the engine allows for it.

Lifted from Tien Gow's hand (``ui/games/tien_gow.py``: ``TileHand`` and its selection)
into a part of its own, so each game does not write it again:

* the cards lie side by side when they fit and overlap only as much as needed, never
  so much that less than :data:`MIN_STEP` of a card shows (narrow cards show their
  faces across their whole width, so they are kept apart); a hand of 21 narrow cards
  fits a 1024x640 window;
* a selected card is lifted as a hovered one and wears the gold ring;
* the table may say how the hand falls into groups (:attr:`MultiSelectHand.runs`: the
  sizes of consecutive runs of cards, a pair, a set ...): a little air
  (:data:`RUN_GAP` of a card's width) lies between two runs while the hand has room;
* the keyboard: Left/Right move the focus, Space or Enter selects or lets go the
  focused card, Escape lets every card go;
* dimming, the hint's pulsing card and the colour-blind cues are the fanned hand's
  (:class:`~cardgames.ui.table.fanned_hand.FannedHand`).

It never judges a selection: the table asks the engine (``on_change`` gives it the
selection, the buttons say what it makes).

Two ways to lay it out: as a part (``layout(rect, metrics)``: the cards as large as the
rect allows, everything drawn inside it), or in a table whose geometry sizes the human's
hand (``layout(rect, metrics, card_w=...)``: the trick table's hand area and card width;
the cards lie on the rect's bottom edge and the turn's glow and the rings reach past it,
as the fanned hand's do).  Tien Gow's table uses the second.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.fanned_hand import LIFT, FannedHand
from cardgames.ui.table.parts.common import CopyFaces, card_size_in, draw_ring, ring_width

#: the least share of a card's width that shows before the next card
MIN_STEP = 0.55
#: side by side with this much air (of a card's width) when the hand fits
SIDE_STEP = 1.04
MAX_CARD_H_U = 170
#: the air between two runs of the hand (a share of a card's width), room allowing
RUN_GAP = 0.3


class MultiSelectHand(FannedHand):
    #: side by side in a straight line (no fan's sag: narrow cards read across their
    #: whole width), overlapping only as much as the area needs
    side_step = SIDE_STEP
    sag = 0.0

    def __init__(self, renderer: CardRenderer) -> None:
        super().__init__(CopyFaces(renderer))  # type: ignore[arg-type]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.metrics = Metrics(1280, 800)
        #: the selected cards, in the order they were picked
        self.picked: list[str] = []
        #: at most this many may be selected at once (None: any number)
        self.max_picked: int | None = None
        self.on_change: Callable[[tuple[str, ...]], None] | None = None
        self.on_choose = self.toggle
        self.clickable = True
        #: the card width the table gave (None: the part sizes its cards to its rect)
        self.fixed_w: int | None = None
        #: the sizes of the runs the cards fall into, in order (empty: one run)
        self.runs: list[int] = []

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, metrics: Metrics,  # type: ignore[override]
               card_w: int | None = None) -> None:
        """Fit the hand in ``rect``: room above it for a card to rise, the cards as large
        as the height and the number of cards allow.

        With ``card_w`` the table has sized the cards (its geometry's hand area and card
        width): they lie on ``rect``'s bottom edge at that width, whatever their number,
        and are drawn unclipped, as the fanned hand's (the table keeps the room round it)."""
        self.rect = pygame.Rect(rect)
        self.metrics = metrics
        self.fixed_w = card_w
        if card_w is not None:
            super().layout(self.rect, card_w)
            return
        ring = ring_width(metrics)
        n = max(1, len(self.cards))
        avail_w = self.rect.width - 2 * ring
        by_w = avail_w / (1 + MIN_STEP * (n - 1))
        by_h = (self.rect.height - 2 * ring) / (1 + LIFT)
        w, h = card_size_in(self.renderer, by_w, min(metrics.px(MAX_CARD_H_U), by_h))
        area = pygame.Rect(self.rect.x + ring, self.rect.bottom - ring - h, avail_w, h)
        super().layout(area, w)

    def set_runs(self, runs: list[int]) -> None:
        """How the cards fall into runs (sizes in order; what is left over is one more
        run); the cards move apart at once."""
        runs = [n for n in runs if n > 0]
        if runs != self.runs:
            self.runs = runs
            self._rects = self.card_rects(self.cards)

    def card_rects(self, cards: list[str]) -> dict[str, pygame.Rect]:
        """The fanned hand's places, with air between runs when the area has room (the
        cards step together first, then the air shrinks, never past the area)."""
        rects = super().card_rects(cards)
        n = len(cards)
        starts, at = set(), 0
        for size in self.runs:
            at += size
            if 0 < at < n:
                starts.add(at)
        if not starts or n < 2:
            return rects
        w = self.card_size[0]
        xs = [rects[c].x for c in cards]
        step = xs[1] - xs[0]
        room = self.area.width - (w + step * (n - 1))
        gap = max(0, min(round(w * RUN_GAP), room // len(starts)))
        if gap <= 0:
            return rects
        shift, total = 0, gap * len(starts)
        for i, card in enumerate(cards):
            if i in starts:
                shift += gap
            rects[card] = rects[card].move(shift - total // 2, 0)
        return rects

    def set_cards(self, cards: list[str]) -> None:
        resize = len(cards) != len(self.cards) and self.fixed_w is None
        super().set_cards(cards)
        if resize and self.rect.width > 0:
            self.layout(self.rect, self.metrics)
        kept = [k for k in self.picked if k in self.cards]
        if kept != self.picked:
            self.picked = kept
            self._changed()

    # --- selection ------------------------------------------------------------------------
    def toggle(self, key: str) -> None:
        """Select ``key`` or let it go (a full selection lets its oldest card go)."""
        if key in self.picked:
            self.picked.remove(key)
        elif key in self.cards:
            self.picked.append(key)
            if self.max_picked is not None and len(self.picked) > self.max_picked:
                self.picked.pop(0)
        else:
            return
        self._changed()

    def clear(self) -> None:
        if self.picked:
            self.picked = []
            self._changed()

    def selection(self) -> tuple[str, ...]:
        return tuple(self.picked)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.selection())

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.active and self.cards:
            if event.key == pygame.K_SPACE:
                focus = self.focus()
                if focus is not None:
                    self.toggle(focus)
                    return True
                return False
            if event.key == pygame.K_ESCAPE and self.picked:
                self.clear()
                return True
        return super().handle(event)

    # --- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        lift = self.card_size[1] * LIFT
        for key in self.picked:
            self._lift[key] = lift

    def draw(self, surface: pygame.Surface, metrics: Metrics | None = None) -> None:
        clip = surface.get_clip()
        if self.fixed_w is None:  # a part draws inside its rect; a table's hand as the fan
            surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            super().draw(surface, metrics or self.metrics)
            radius = self.renderer.corner_radius(self.card_w)
            for key in self.picked:
                rect = self.rect_of(key)
                if rect is not None and key not in self.hidden:
                    draw_ring(surface, rect, radius, metrics or self.metrics)
        finally:
            surface.set_clip(clip)

    def hit(self, pos: tuple[int, int]) -> str | None:
        return self.card_at(pos)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "hand":
            return self.bounds()
        rect = self.targets().get(name)
        return pygame.Rect(rect) if rect is not None else None
