"""Face-up cards lying loose on the table, every one of them clickable: the pool a fishing
game captures from, or a spread of every discard when any may be taken.

The copies of one code lie together (one group, each copy stepped so at least
:data:`MIN_VISIBLE` of it shows, a count badge on the group when there are two or more;
with :attr:`Pool.stack_copies` the copies lie squared on one another, one tile in the
group's own slot with its count, so no tile reaches into its neighbour's place)
and the groups flow in lines across the part's rect, the cards as large as lets all of
them fit: 40 tiles still show in a 1024x640 window.  The table lights exactly the cards
that may be taken (``legal``); a click reports the card's key, whichever copy it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cardgames.ui.table.parts.base import CardPart, Placed
from cardgames.ui.table.parts.common import code_of, draw_badge, fit_flow, step_px

#: the least share of a copy's width left showing by the copy lying on it
MIN_VISIBLE = 0.6
#: a card as tall as this (in ``u``) at most: a pool of three tiles is not a poster
MAX_CARD_H_U = 150
#: the air between two groups, as a share of a card's width
GAP_SHARE = 0.18


class Pool(CardPart):
    def __init__(self, renderer, group_of: Callable[[str], str] = code_of) -> None:
        super().__init__(renderer)
        self.keys: list[str] = []
        #: a key's group (copies of one code lie together and are counted)
        self.group_of = group_of
        #: the groups as laid out: (group, its keys in drawing order)
        self.groups: list[tuple[str, list[str]]] = []
        self._group_rects: dict[str, pygame.Rect] = {}
        #: copies of one code squared on one another in one slot (the top one shows, with
        #: the count), instead of stepped side by side
        self.stack_copies = False
        self._slot_of: dict[str, pygame.Rect] = {}

    def set_cards(self, keys: Sequence[str]) -> None:
        """What lies in the pool (keys; copies ``6-6`` and ``6-6#2`` group together).
        Groups keep the order their first card came in, so a card taken or added does
        not reshuffle the others."""
        keys = list(keys)
        if keys != self.keys:
            self.keys = keys
            self.relayout()

    def _grouped(self) -> list[tuple[str, list[str]]]:
        groups: dict[str, list[str]] = {}
        for key in self.keys:
            groups.setdefault(self.group_of(key), []).append(key)
        return list(groups.items())

    def _place(self) -> list[Placed]:
        self.groups = self._grouped()
        if not self.groups:
            return []
        m = self.metrics
        stacked = self.stack_copies
        spans = [(1 if stacked else len(keys), MIN_VISIBLE) for _group, keys in self.groups]
        pad = m.px(4)
        box = self.rect.inflate(-2 * pad, -2 * pad)
        (w, h), boxes = fit_flow(self.renderer, box, spans, m.px(MAX_CARD_H_U),
                                 lift=0.15 if self.lift_on_hover else 0.0,
                                 gap_share=GAP_SHARE, min_gap=m.px(4))
        self.card_size = (w, h)
        step = step_px(MIN_VISIBLE, w)
        out: list[Placed] = []
        self._group_rects = {}
        self._slot_of = {}
        for (group, keys), cell in zip(self.groups, boxes, strict=True):
            self._group_rects[group] = cell
            if stacked:  # one slot: the last copy on top (the others under it, squared)
                for key in keys:
                    self._slot_of[key] = pygame.Rect(cell.x, cell.y, w, h)
                out.append(Placed(keys[-1], keys[-1], pygame.Rect(cell.x, cell.y, w, h)))
                continue
            for i, key in enumerate(keys):
                out.append(Placed(key, key, pygame.Rect(cell.x + i * step, cell.y, w, h)))
        return out

    def rect_of(self, key: str) -> pygame.Rect | None:
        """Where ``key`` is drawn now; a stacked copy under the top one: its slot."""
        rect = super().rect_of(key)
        if rect is None and key in self._slot_of:
            return pygame.Rect(self._slot_of[key])
        return rect

    def _draw_under(self, surface: pygame.Surface) -> None:
        """A stacked slot whose top copy is still flying in shows the copy under it."""
        if not self.stack_copies:
            return
        for _group, keys in self.groups:
            top = keys[-1]
            under = [k for k in keys if k not in self.hidden]
            if top in self.hidden and under and top in self._by_key:
                self._draw_card(surface, Placed(under[-1], under[-1], self._by_key[top].rect))

    def group_rect(self, group: str) -> pygame.Rect | None:
        """The rect a group's copies cover (for tutorials: ``group:6-6``)."""
        return self._group_rects.get(group)

    def _draw_over(self, surface: pygame.Surface) -> None:
        m = self.metrics
        for group, keys in self.groups:
            keys = [k for k in keys if k not in self.hidden]  # those still flying in: not yet
            if len(keys) < 2:
                continue
            cell = self._group_rects[group]
            lit = any(self.is_lit(k) for k in keys)
            draw_badge(surface, f"\u00d7{len(keys)}",
                       (cell.right - m.px(12), cell.top - m.px(2)), m, gold=lit)

    def targets(self) -> dict[str, pygame.Rect]:
        out = super().targets()
        for group, cell in self._group_rects.items():
            out[f"group:{group}"] = cell
        return out
