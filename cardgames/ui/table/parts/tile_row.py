"""A line of face-up cards with two open ends: the row a game plays onto or captures from
at either end.

The cards run in reading order, wrapping to new lines when the rect is too narrow, and
never overlap.  Before the first card and after the last lies an empty place, its
outline faint: the row's ``start`` and ``end``.  The table says which ends a legal move
plays at (:attr:`TileRow.lit_ends`: a gold light and ring), may show a card about to go
there (:attr:`TileRow.preview`, half transparent) and is told when the player clicks an
end (:attr:`TileRow.on_end`); a click on a card of the row reports its key as the other
parts do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cardgames.ui import style
from cardgames.ui.table.parts.base import CardPart, Placed
from cardgames.ui.table.parts.common import code_of, draw_lit, draw_ring, fit_flow
from cardgames.ui.widgets import surfaces

ENDS = ("start", "end")
MAX_CARD_H_U = 140
GAP_SHARE = 0.1
#: how opaque a previewed card is (it is not there yet)
PREVIEW_ALPHA = 150


class TileRow(CardPart):
    def __init__(self, renderer) -> None:
        super().__init__(renderer)
        self.keys: list[str] = []
        #: the ends a legal move plays at now (lit); empty: none
        self.lit_ends: set[str] = set()
        #: a card shown half transparent at an end: (end, key), or None
        self.preview: tuple[str, str] | None = None
        self.on_end: Callable[[str], None] | None = None
        self.show_ends = True
        self.end_rects: dict[str, pygame.Rect] = {}
        self._pressed_end: str | None = None

    def set_cards(self, keys: Sequence[str]) -> None:
        keys = list(keys)
        if keys != self.keys:
            self.keys = keys
            self.relayout()

    def _place(self) -> list[Placed]:
        m = self.metrics
        ends = 2 if self.show_ends else 0
        spans = [(1, 0.0)] * (len(self.keys) + ends)
        if not spans:
            self.end_rects = {}
            return []
        pad = max(2, m.px(3)) + m.px(2)  # the gold ring of a lit end stays inside
        box = self.rect.inflate(-2 * pad, -2 * pad)
        (w, h), boxes = fit_flow(self.renderer, box, spans, m.px(MAX_CARD_H_U), lift=0.15,
                                 gap_share=GAP_SHARE, min_gap=m.px(3))
        self.card_size = (w, h)
        if self.show_ends:
            self.end_rects = {"start": boxes[0], "end": boxes[-1]}
            boxes = boxes[1:-1]
        else:
            self.end_rects = {}
        return [Placed(k, k, r) for k, r in zip(self.keys, boxes, strict=True)]

    # --- the ends -------------------------------------------------------------------------
    def end_at(self, pos: tuple[int, int]) -> str | None:
        for end, rect in self.end_rects.items():
            if rect.collidepoint(pos):
                return end
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.clickable \
                and self.on_end is not None:
            self._pressed_end = self.end_at(event.pos)
            if self._pressed_end is not None:
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self._pressed_end is not None:
            pressed, self._pressed_end = self._pressed_end, None
            if self.end_at(event.pos) == pressed and self.on_end is not None:
                self.on_end(pressed)
                return True
            return False
        return super().handle(event)

    def _draw_under(self, surface: pygame.Surface) -> None:
        m = self.metrics
        for end, rect in self.end_rects.items():
            radius = self.renderer.corner_radius(rect.width)
            lit = end in self.lit_ends
            if lit:
                draw_lit(surface, rect, m, 140)
            fill = (*style.GOLD, 40) if lit else (0, 0, 0, 60)
            border = (*style.GOLD, 255) if lit else (*style.CREAM, 110)
            surface.blit(surfaces.panel(rect.size, radius, fill, border, max(1, m.px(2))), rect)
            if self.preview is not None and self.preview[0] == end:
                face = self.renderer.face(code_of(self.preview[1]), rect.width).copy()
                face.set_alpha(PREVIEW_ALPHA)
                surface.blit(face, rect)
            else:
                self._draw_arrow(surface, rect, end, lit)
            if lit:
                draw_ring(surface, rect, radius, m)

    def _draw_arrow(self, surface: pygame.Surface, rect: pygame.Rect, end: str,
                    lit: bool) -> None:
        """A small chevron pointing out of the row: "a card may go here"."""
        size = max(4, min(rect.width, rect.height) // 4)
        cx, cy = rect.center
        d = -1 if end == "start" else 1
        points = [(cx - d * size // 2, cy - size), (cx + d * size // 2, cy),
                  (cx - d * size // 2, cy + size)]
        colour = style.GOLD if lit else style.CREAM_DIM
        pygame.draw.lines(surface, colour, False, points, max(2, size // 3))

    def targets(self) -> dict[str, pygame.Rect]:
        out = super().targets()
        for end, rect in self.end_rects.items():
            out[f"end:{end}"] = rect
        return out
