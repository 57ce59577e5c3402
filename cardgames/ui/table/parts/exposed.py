"""Each seat's laid-down groups (pairs, melds, locked sets), face up or face down, in a
small area on the table's side of the seat's panel.

The cards of one group overlap (each shows :data:`GROUP_STEP` of its width, enough
to read it), the groups lie side by side with air between them and wrap to a second line
when a seat has many; every seat's cards are the same size, the largest at which every
seat's groups fit.  A face-down group shows backs (nobody sees what it holds); clicking
a face-up card reports its key, as the other parts do, so a game can let a player pick
a group (``group:SEAT:INDEX`` in :meth:`ExposedGroups.targets`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from cardgames.ui.table.parts.base import CardPart, Placed
from cardgames.ui.table.parts.common import fit_flow, step_px
from cardgames.ui.table.parts.seats import seat_areas

#: the share of a card's width that shows before the next card of its group
GROUP_STEP = 0.5
MAX_CARD_H_U = 80
GAP_SHARE = 0.3


@dataclass
class Group:
    """One laid-down group: its cards' keys, face up or not."""

    keys: list[str] = field(default_factory=list)
    face_up: bool = True


class ExposedGroups(CardPart):
    def __init__(self, renderer) -> None:
        super().__init__(renderer)
        self.groups: dict[int, list[Group]] = {}
        self.panels: dict[int, pygame.Rect] = {}
        self.areas: dict[int, pygame.Rect] = {}
        self.group_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.depth_u = 130
        #: areas the table gives each seat itself (None: beside each panel, by
        #: :func:`seat_areas`)
        self.fixed_areas: dict[int, pygame.Rect] | None = None
        #: the groups centred in each area (False: from its top-left corner, under a heading)
        self.centre = True
        #: seats whose groups lie at the bottom of their area (a seat whose panel is below)
        self.bottom_seats: set[int] = set()
        self.lift_on_hover = False  # laid down is laid down
        #: the share of a card's width shown before the next of its group (above 1: apart)
        self.group_step = GROUP_STEP
        #: the largest card height (in ``u``; the cards shrink to fit every seat's groups)
        self.max_card_h_u = MAX_CARD_H_U

    def set_panels(self, panels: dict[int, pygame.Rect]) -> None:
        self.panels = {s: pygame.Rect(r) for s, r in panels.items()}
        self.relayout()

    def set_areas(self, areas: dict[int, pygame.Rect] | None) -> None:
        """Lay each seat's groups in the area given (a table that arranges its seats'
        things itself); None: beside each panel again."""
        self.fixed_areas = None if areas is None else {s: pygame.Rect(r) for s, r in areas.items()}
        self.relayout()

    def set_groups(self, groups: dict[int, Sequence[Group]]) -> None:
        groups = {s: list(g) for s, g in groups.items()}
        if groups != self.groups:
            self.groups = groups
            self.relayout()

    def _spans(self, groups: Sequence[Group]) -> list[tuple[int, float]]:
        return [(len(g.keys), self.group_step) for g in groups]

    def _place(self) -> list[Placed]:
        m = self.metrics
        if self.fixed_areas is not None:
            self.areas = {s: pygame.Rect(r) for s, r in self.fixed_areas.items()}
        else:
            self.areas = seat_areas(self.rect, self.panels, m.px(self.depth_u), m.px(8))
        self.group_rects = {}
        widths = []
        for seat, groups in self.groups.items():
            area = self.areas.get(seat)
            if area is not None and groups and area.width > 0 and area.height > 0:
                (w, _h), _r = fit_flow(self.renderer, area, self._spans(groups),
                                       m.px(self.max_card_h_u), 0.0, GAP_SHARE, m.px(4),
                                       centre=self.centre)
                widths.append(w)
        if not widths:
            return []
        self.card_size = w, h = self.renderer.size_for_width(min(widths))
        out: list[Placed] = []
        for seat, groups in sorted(self.groups.items()):
            area = self.areas.get(seat)
            if area is None or not groups:
                continue
            _size, boxes = fit_flow(self.renderer, area, self._spans(groups), h, 0.0,
                                    GAP_SHARE, m.px(4), centre=self.centre)
            if seat in self.bottom_seats and boxes:
                dy = area.bottom - max(b.bottom for b in boxes)
                boxes = [b.move(0, max(0, dy)) for b in boxes]
            step = step_px(self.group_step, w)
            for index, (group, box) in enumerate(zip(groups, boxes, strict=True)):
                self.group_rects[(seat, index)] = box
                for i, key in enumerate(group.keys):
                    out.append(Placed(key, key if group.face_up else None,
                                      pygame.Rect(box.x + i * step, box.y, w, h)))
        return out

    def hit(self, pos: tuple[int, int]) -> str | None:
        """A face-up card under ``pos`` (a face-down group tells nothing)."""
        key = super().hit(pos)
        face = next((p.face for p in self._items if p.key == key), None)
        return key if face is not None else None

    def group_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """``(seat, index)`` of the group under ``pos``, face up or down."""
        for where, rect in self.group_rects.items():
            if rect.collidepoint(pos):
                return where
        return None

    def targets(self) -> dict[str, pygame.Rect]:
        out = {f"card:{p.key}": pygame.Rect(p.rect) for p in self._items if p.face is not None}
        for (seat, index), rect in self.group_rects.items():
            out[f"group:{seat}:{index}"] = rect
        for seat, area in self.areas.items():
            out[f"exposed:{seat}"] = area
        return out
