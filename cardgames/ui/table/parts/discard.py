"""Discards: one shared pile (:class:`DiscardPile`) and a row for each seat
(:class:`DiscardRows`).

The pile shows the last discard on top, whole, a little apart from the ones before it
and raised (:data:`TOP_GAP`, :data:`TOP_RAISE`), so the eye goes to it first; with
``spread`` > 1 the ones before it fan out to its left, each showing a strip
(:data:`PILE_STEP` of its width, enough to read a tile's pips), oldest first.  The table lights the discards that may be taken (``legal``: only the last one
in some games, any of them in others); a click reports the discard's key.

The rows are for games where each player's discards lie in front of him: each seat's
discards flow in a small area on the table's side of its panel (:mod:`.seats`), in the
order they were thrown, never overlapping.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cardgames.ui.table.parts.base import CardPart, Placed
from cardgames.ui.table.parts.common import card_size_in, fit_flow, step_px
from cardgames.ui.table.parts.seats import seat_areas

#: the share of an older discard's width left showing in the pile's spread
PILE_STEP = 0.5
#: the air between the top discard and the ones before it (a share of a card's width)
TOP_GAP = 0.25
#: how far the top discard stands above the ones before it (a share of its height)
TOP_RAISE = 0.1
PILE_MAX_CARD_H_U = 130
ROW_MAX_CARD_H_U = 70


class DiscardPile(CardPart):
    def __init__(self, renderer, spread: int = 1) -> None:
        super().__init__(renderer)
        self.keys: list[str] = []
        #: how many of the last discards show (1: only the top one)
        self.spread = max(1, spread)

    def set_cards(self, keys: Sequence[str]) -> None:
        """Every discard, oldest first (the last one is on top)."""
        keys = list(keys)
        if keys != self.keys:
            self.keys = keys
            self.relayout()

    @property
    def top(self) -> str | None:
        return self.keys[-1] if self.keys else None

    def shown(self) -> list[str]:
        return self.keys[-self.spread:]

    def _place(self) -> list[Placed]:
        shown = self.shown()
        if not shown:
            return []
        m = self.metrics
        pad = max(2, m.px(3))
        box = self.rect.inflate(-2 * pad, -2 * pad)
        older = len(shown) - 1
        raise_ = TOP_RAISE if older else 0.0
        span = 1 + PILE_STEP * older + (TOP_GAP + 1 - PILE_STEP if older else 0)
        w, h = card_size_in(self.renderer, box.width / span,
                            min(m.px(PILE_MAX_CARD_H_U), box.height / (1.15 + raise_)))

        def width(w: int) -> int:
            step = step_px(PILE_STEP, w)
            return w + step * max(0, older - 1) + (w + step_px(TOP_GAP, w) if older else 0)

        while w > 10 and width(w) > box.width:
            w, h = self.renderer.size_for_width(w - 1)
        self.card_size = (w, h)
        step = step_px(PILE_STEP, w)
        x0 = box.centerx - width(w) // 2
        rise = round(h * raise_)
        y = box.bottom - h - max(0, (box.height - round(h * (1.15 + raise_))) // 2)
        out = [Placed(k, k, pygame.Rect(x0 + i * step, y, w, h))
               for i, k in enumerate(shown[:-1])]
        x = x0 + (step * (older - 1) + w + step_px(TOP_GAP, w) if older else 0)
        out.append(Placed(shown[-1], shown[-1], pygame.Rect(x, y - rise, w, h)))
        return out

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "discard":
            rects = [p.rect for p in self._items]
            return rects[0].unionall(rects[1:]) if rects else pygame.Rect(self.rect.center,
                                                                           (0, 0))
        return super().target_rect(name)


class DiscardRows(CardPart):
    """Each seat's discards in a row in front of it."""

    def __init__(self, renderer) -> None:
        super().__init__(renderer)
        self.rows: dict[int, list[str]] = {}
        self.panels: dict[int, pygame.Rect] = {}
        self.areas: dict[int, pygame.Rect] = {}
        #: how deep (in card heights, at the part's card size) a seat's area may reach
        self.depth_u = 150
        #: areas the table gives each seat itself (None: beside each panel, by
        #: :func:`seat_areas`)
        self.fixed_areas: dict[int, pygame.Rect] | None = None
        #: the largest card height (in ``u``)
        self.max_card_h_u = ROW_MAX_CARD_H_U

    def set_panels(self, panels: dict[int, pygame.Rect]) -> None:
        """Each seat's panel: its row lies on the table's side of it."""
        self.panels = {s: pygame.Rect(r) for s, r in panels.items()}
        self.relayout()

    def set_areas(self, areas: dict[int, pygame.Rect] | None) -> None:
        """Lay each seat's row in the area given (a table that arranges its seats'
        things itself); None: beside each panel again."""
        self.fixed_areas = None if areas is None else {s: pygame.Rect(r) for s, r in areas.items()}
        self.relayout()

    def set_rows(self, rows: dict[int, Sequence[str]]) -> None:
        rows = {s: list(keys) for s, keys in rows.items()}
        if rows != self.rows:
            self.rows = rows
            self.relayout()

    def _place(self) -> list[Placed]:
        m = self.metrics
        if self.fixed_areas is not None:
            self.areas = {s: pygame.Rect(r) for s, r in self.fixed_areas.items()}
        else:
            self.areas = seat_areas(self.rect, self.panels, m.px(self.depth_u), m.px(8))
        # one card size for every seat: the largest every seat's row fits at
        sizes = []
        fits: dict[int, list[pygame.Rect]] = {}
        for seat, keys in self.rows.items():
            area = self.areas.get(seat)
            if area is None or not keys:
                continue
            size, rects = fit_flow(self.renderer, area, [(1, 0.0)] * len(keys),
                                   m.px(self.max_card_h_u), 0.15, 0.08, m.px(2))
            sizes.append(size)
            fits[seat] = rects
        if not sizes:
            return []
        w = min(s[0] for s in sizes)
        self.card_size = self.renderer.size_for_width(w)
        out: list[Placed] = []
        for seat, keys in sorted(self.rows.items()):
            area = self.areas.get(seat)
            if area is None or not keys:
                continue
            _size, rects = fit_flow(self.renderer, area, [(1, 0.0)] * len(keys),
                                    self.card_size[1], 0.15, 0.08, m.px(2))
            out.extend(Placed(k, k, r) for k, r in zip(keys, rects, strict=True))
        return out

    def seat_of(self, key: str) -> int | None:
        for seat, keys in self.rows.items():
            if key in keys:
                return seat
        return None

    def targets(self) -> dict[str, pygame.Rect]:
        out = super().targets()
        for seat, area in self.areas.items():
            out[f"discards:{seat}"] = area
        return out
