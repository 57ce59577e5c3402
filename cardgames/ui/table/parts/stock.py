"""The stock: a face-down stack, thicker the more cards it holds, with its count beneath.

While drawing is a legal move (:attr:`StockPile.drawable`, set by the table from the
engine's moves) the stack wears the gold light and rises under the mouse, and a click
calls :attr:`StockPile.on_draw`.  An empty stock leaves its outline, so the player sees
where it was and that it is gone.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from cardgames.core.i18n import ngettext
from cardgames.ui import style, text
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.parts.common import (
    HOVER_LIFT,
    blit_card,
    card_size_in,
    draw_lit,
    lifted,
)
from cardgames.ui.widgets import surfaces

#: at most this many card edges show under the top one, one more per CARDS_PER_EDGE
MAX_EDGES = 7
CARDS_PER_EDGE = 5
MAX_CARD_H_U = 130


class StockPile:
    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.metrics = Metrics(1280, 800)
        self.count = 0
        #: drawing is legal now: lit, rises under the mouse, a click draws
        self.drawable = False
        self.on_draw: Callable[[], None] | None = None
        self.hover = False
        self.card_rect = pygame.Rect(0, 0, 0, 0)  # the top card, settled
        self.label_rect = pygame.Rect(0, 0, 0, 0)
        self._edge = 1
        self._lift = 0.0
        self._pressed = False

    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        self.rect = pygame.Rect(rect)
        self.metrics = m = metrics
        label_h = text.size("0", m.small_px, True)[1] + m.px(6)
        self._edge = max(1, m.px(2))
        depth = self._edge * MAX_EDGES
        room_h = self.rect.height - label_h - m.px(4) - depth
        w, h = card_size_in(self.renderer, self.rect.width - depth,
                            min(m.px(MAX_CARD_H_U), room_h / (1 + HOVER_LIFT)))
        top = self.rect.top + round(h * HOVER_LIFT)
        self.card_rect = pygame.Rect(0, 0, w, h)
        self.card_rect.midtop = (self.rect.centerx - depth // 2, top)
        self.label_rect = pygame.Rect(self.rect.left, self.rect.bottom - label_h,
                                      self.rect.width, label_h)

    def set_count(self, count: int) -> None:
        self.count = max(0, int(count))

    def edges(self) -> int:
        """How many card edges show under the top card: more cards, a thicker stack."""
        if self.count <= 1:
            return 0
        return min(MAX_EDGES, math.ceil((self.count - 1) / CARDS_PER_EDGE))

    def top_rect(self) -> pygame.Rect:
        """The top card as drawn now (lifted if it is)."""
        return self.card_rect.move(0, -round(self._lift))

    def bounds(self) -> pygame.Rect:
        """The whole stack as drawn now (the top card and the edges under it)."""
        depth = self._edge * self.edges()
        top = self.top_rect()
        return top.union(self.card_rect.move(depth, depth))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.count > 0 and self.bounds().collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            return False
        if not self.drawable or self.on_draw is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.hit(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, False
            if pressed and self.hit(event.pos):
                self.on_draw()
                return True
        return False

    def update(self, dt: float) -> None:
        target = self.card_rect.height * HOVER_LIFT if self.drawable and self.hover else 0.0
        self._lift = lifted(self._lift, target, dt)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            radius = self.renderer.corner_radius(self.card_rect.width)
            if self.count == 0:
                surface.blit(surfaces.panel(self.card_rect.size, radius, (0, 0, 0, 50),
                                            (*style.CREAM, 90), max(1, m.px(2))),
                             self.card_rect)
            else:
                if self.drawable:
                    draw_lit(surface, self.bounds(), m, 150)
                for k in range(self.edges(), 0, -1):
                    edge = self.card_rect.move(k * self._edge, k * self._edge)
                    blit_card(surface, self.renderer, None, edge, shadow=k == self.edges())
                blit_card(surface, self.renderer, None, self.top_rect(),
                          shadow=self.edges() == 0)
            self._draw_count(surface)
        finally:
            surface.set_clip(clip)

    def _draw_count(self, surface: pygame.Surface) -> None:
        m = self.metrics
        colour = style.GOLD if self.drawable else style.CREAM
        label = text.render(str(self.count), m.small_px, colour, bold=True)
        box = label.get_rect().inflate(m.px(12), m.px(4))
        box.center = self.label_rect.center
        surface.blit(surfaces.panel(box.size, box.height // 2), box)
        surface.blit(label, label.get_rect(center=box.center))

    def help_text(self) -> str:
        """The tooltip: how many cards are left (and that a click draws, when it does)."""
        if self.drawable:
            return ngettext("{n} left in the stock: click to draw",
                            "{n} left in the stock: click to draw", self.count).format(n=self.count)
        return ngettext("{n} left in the stock", "{n} left in the stock",
                        self.count).format(n=self.count)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "stock":
            return self.bounds().union(self.label_rect)
        return None
