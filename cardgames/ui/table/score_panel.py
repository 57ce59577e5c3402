"""The score sheet in a corner: running totals, this hand's figures, hand k of N.

Columns are whatever the game's layout asks for (Pocha: bid, won, score); numbers are
right-aligned in DejaVu's equal-width digits so they line up.  When a total changes it
counts up to the new value (UI style "Motion"), and the row of the seat to act carries
a gold marker.  Right after a hand is scored, each row can also show what that hand
changed (``changes``, e.g. "+15"), so the new totals are explained where they are read.
A quiet ``note`` at the right of the title line carries something of the match that is
not a score (the hints used: "Hints: 2").
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.table.geometry import score_sheet_sizes
from cardgames.ui.widgets import surfaces


class ScorePanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.subtitle = ""
        self.columns: list[str] = []  # headers of the middle columns
        self.rows: list[tuple[str, list[str], int]] = []  # name, middle cells, total
        self.turn: int | None = None
        self.changes: list[str] = []  # per row: this hand's change ("+15"), or ""
        self.note = ""  # small, right of the title ("Hints: 2"); "" for none
        self.count_up_s = 0.6
        self._shown: list[float] = []
        self._from: list[float] = []
        self._age = 1.0
        self._targets: list[float] = []
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def set(self, title: str, subtitle: str, columns: list[str],
            rows: list[tuple[str, list[str], int]], turn: int | None) -> None:
        totals = [float(r[2]) for r in rows]
        if len(totals) != len(self._targets):
            self._shown, self._from = list(totals), list(totals)
            self._age = 1.0
        elif totals != self._targets:
            self._from = list(self._shown)
            self._age = 0.0
        self._targets = totals
        self.title, self.subtitle, self.columns, self.rows, self.turn = (
            title, subtitle, columns, rows, turn)

    def update(self, dt: float) -> None:
        targets = self._targets
        if self.count_up_s <= 0 or self._age >= 1.0:
            self._shown = list(targets)
            return
        self._age = min(1.0, self._age + dt / self.count_up_s)
        t = 1 - (1 - self._age) ** 3
        self._shown = [a + (b - a) * t for a, b in zip(self._from, targets, strict=True)]

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        shown = tuple(round(s) for s in self._shown)
        key = (self.title, self.subtitle, tuple(self.columns),
               tuple((n, tuple(c), t) for n, c, t in self.rows), self.turn, shown,
               tuple(self.changes), self.note, self.rect.size, metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics, shown)
            self._key = key
        surface.blit(self._surface, self.rect)

    def _render(self, metrics: Metrics, shown: tuple[int, ...]) -> pygame.Surface:
        w, h = self.rect.size
        surf = surfaces.panel((w, h), metrics.px(12)).copy()
        pad = metrics.px(12)
        small, body = metrics.small_px, metrics.body_px
        title = text.render(self.shown_title(metrics), body, style.CREAM, bold=True)
        surf.blit(title, (pad, metrics.px(9)))
        if self.note:
            note = text.render(self.note, small, style.CREAM_DIM)
            surf.blit(note, (w - pad - note.get_width(),
                             metrics.px(9) + title.get_height() - note.get_height()))
        if self.subtitle:
            sub = text.render(self.subtitle, small, style.CREAM_DIM)
            surf.blit(sub, (pad, metrics.px(11) + title.get_height()))
        # column right edges: score at the far right, the middle columns before it
        row_h, head_y, col_w, name_px = score_sheet_sizes(metrics)
        # a column is as wide as its widest header or cell needs
        widest = [text.size(header, small)[0] for header in self.columns]
        for _name, cells, _total in self.rows:
            widest += [text.size(cell, name_px)[0] for cell in cells]
        col_w = max([col_w] + [w + metrics.px(10) for w in widest])
        right = w - pad
        edges = [right - col_w * (len(self.columns) - i) - metrics.px(8)
                 for i in range(len(self.columns))]
        y = head_y
        for header, edge in zip(self.columns, edges, strict=True):
            cell = text.render(header, small, style.CREAM_DIM)
            surf.blit(cell, (edge - cell.get_width(), y))
        head = text.render(_("Score"), small, style.CREAM_DIM)
        surf.blit(head, (right - head.get_width(), y))
        line_y = y + small + metrics.px(5)
        pygame.draw.line(surf, (*style.CREAM, 50), (pad, line_y), (w - pad, line_y))
        y = line_y + metrics.px(4)
        for i, (name, cells, _total) in enumerate(self.rows):
            turn = i == self.turn
            ink = style.GOLD if turn else style.CREAM
            if turn:
                marker = text.render("\u25b8", name_px, style.GOLD, bold=True)
                surf.blit(marker, (pad - marker.get_width() + metrics.px(2), y))
            change = self.changes[i] if i < len(self.changes) else ""
            name_room = w  # the name stops short of this hand's change, if one is shown
            if change:  # before the first column, in the gain/loss colour (and its sign)
                colour = style.RED if change.startswith("\u2212") else style.GOOD
                cell = text.render(change, small, colour, bold=True)
                first = edges[0] - col_w + metrics.px(6) if edges else right - col_w
                surf.blit(cell, (first - cell.get_width(), y + (name_px - small) // 2))
                name_room = first - cell.get_width() - metrics.px(6) - (pad + metrics.px(6))
            label = text.render(_fitted(name, name_px, turn, name_room), name_px, ink, bold=turn)
            surf.blit(label, (pad + metrics.px(6), y))
            for cell_text, edge in zip(cells, edges, strict=True):
                cell = text.render(cell_text, name_px, ink)
                surf.blit(cell, (edge - cell.get_width(), y))
            score = text.render(_number(shown[i]) if i < len(shown) else "", name_px, ink, bold=True)
            surf.blit(score, (right - score.get_width(), y))
            y += row_h
        return surf

    def title_room(self, metrics: Metrics) -> int:
        """The pixels the title has: the panel less its padding and the note, if any."""
        room = self.rect.width - 2 * metrics.px(12)
        if self.note:
            room -= text.size(self.note, metrics.small_px)[0] + metrics.px(8)
        return room

    def shown_title(self, metrics: Metrics) -> str:
        """The title as drawn: whole, or cut with an ellipsis where it would run out of
        the panel (a translation too long for its corner; the tests catch those)."""
        return _fitted(self.title, metrics.body_px, True, self.title_room(metrics))

    def row_rect(self, row: int, metrics: Metrics) -> pygame.Rect:
        """Where row ``row`` of the sheet is on the screen (its turn marker on the left)."""
        row_h, head_y, _col_w, _name_px = score_sheet_sizes(metrics)
        top = head_y + metrics.small_px + metrics.px(5) + metrics.px(4) + row * row_h
        return pygame.Rect(self.rect.x, self.rect.y + top, self.rect.width, row_h)

    def targets(self) -> dict[str, pygame.Rect]:
        return {"panel:score": pygame.Rect(self.rect)}


def _fitted(name: str, size: int, bold: bool, room: int) -> str:
    """``name``, shortened with an ellipsis if it is wider than ``room`` pixels."""
    if text.size(name, size, bold)[0] <= room:
        return name
    while len(name) > 1 and text.size(name + "\u2026", size, bold)[0] > room:
        name = name[:-1]
    return name + "\u2026"


def _number(value: int) -> str:
    """A score with a true minus sign (the hyphen is too short to read at a glance)."""
    return f"\u2212{-value}" if value < 0 else str(value)
