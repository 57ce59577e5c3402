"""The end of a match: who won, the ranking, and a chart of the scores over the hands.

Under the headline, how many hands were played and how many hints the player used (the
statistics count them too; here the player sees it for this match).

Play again starts a new match with the same setup (a new deal); Menu goes back to the
menu.
"""

from __future__ import annotations

import dataclasses

import pygame

from cardgames.core.i18n import N_, _, ngettext
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.table.match import MatchConfig
from cardgames.ui.table.summary import MatchSummaryData
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, Button, FocusRing, row
from cardgames.ui.widgets.chart import SHAPES, LineChart, draw_marker

ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd")}


def headline(data: MatchSummaryData) -> str:
    winners = [data.names[s] for s in data.winners]
    if len(winners) == 1:
        return _("You win!") if data.winners == [data.viewer] else \
            _("{name} wins").format(name=winners[0])
    names = _("{names} and {last}").format(names=", ".join(winners[:-1]), last=winners[-1])
    return _("Shared victory: {names}").format(names=names)


def hints_line(hints: int | None) -> str:
    """"Hints used: 3", "No hints used", or "" when hints don't apply (a demo)."""
    if hints is None:
        return ""
    return _("Hints used: {n}").format(n=hints) if hints else _("No hints used")


def subtitle(data: MatchSummaryData) -> str:
    hands = len(data.hand_labels)
    line = data.length_line or ngettext("Final scores after {n} hand",
                                        "Final scores after {n} hands", hands).format(n=hands)
    hints = hints_line(data.hints_used)
    line = f"{line} \u00b7 {hints}" if hints else line
    undos = data.undos_used or 0
    return f"{line} \u00b7 " + _("Moves taken back: {n}").format(n=undos) if undos else line


def _fit(line: str, px: int, width: int, bold: bool = False) -> str:
    """``line`` cut with an ellipsis to fit ``width`` pixels."""
    if text.size(line, px, bold)[0] <= width:
        return line
    while line and text.size(line + "\u2026", px, bold)[0] > width:
        line = line[:-1]
    return line + "\u2026"


class MatchEndScene(Scene):
    def __init__(self, app, data: MatchSummaryData, config: MatchConfig) -> None:
        super().__init__(app)
        self.data = data
        self.config = config
        self.chart = LineChart(data.series, data.names, data.hand_labels, highlight=data.viewer)
        self.buttons = [
            Button(_("Play again"), self.play_again, name="button:play_again", kind=PRIMARY),
            Button(_("Menu"), self.menu, name="button:menu"),
        ]
        self.focus = FocusRing(self.buttons)
        self.focus.index = 0
        self.focus._apply()
        self.ranking_rect = pygame.Rect(0, 0, 0, 0)
        self.stats_rect = pygame.Rect(0, 0, 0, 0)
        #: one rect per row of each panel (set by layout)
        self.ranking_rows: list[pygame.Rect] = []
        self.stats_rows: list[pygame.Rect] = []
        self.chart_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, metrics: Metrics) -> None:
        """The ranking and the stats share the left column; their rows shrink (never below
        their text's height) so that both panels hold every player, and the stats take two
        columns of rows when one does not fit -- rows never overlap (8 players at
        1024x640 included)."""
        super().layout(metrics)
        m = metrics
        margin = m.px(36)
        top = m.px(130)
        bottom = m.height - m.px(110)
        rank_w = m.px(330)
        n = max(1, len(self.data.names))
        rank_head, stats_head, pad, gap = m.px(56), m.px(50), m.px(12), m.px(20)
        rank_min = round(text.size("Ag", m.body_px, True)[1] * 1.05)
        stats_min = round(text.size("Ag", m.small_px, True)[1] * 1.05)
        rank_row = max(rank_min, m.px(46))
        stats_row = max(stats_min, m.px(30))
        has_stats = bool(self.data.stats)
        space = bottom - top
        stats_cols = 1

        def needed() -> int:
            total = rank_head + n * rank_row + pad
            if has_stats:
                total += gap + stats_head + -(-n // stats_cols) * stats_row + pad
            return total

        # shrink the rows towards their text's height, then split the stats in two
        for _attempt in range(64):
            if needed() <= space:
                break
            if stats_row > stats_min or rank_row > rank_min:
                stats_row = max(stats_min, stats_row - 1)
                rank_row = max(rank_min, rank_row - 1)
            elif has_stats and stats_cols == 1:
                stats_cols = 2
            else:
                break
        self.ranking_rect = pygame.Rect(margin, top, rank_w, rank_head + n * rank_row + pad)
        self.ranking_rows = [pygame.Rect(margin + m.px(18), top + rank_head + k * rank_row,
                                         rank_w - m.px(36), rank_row) for k in range(n)]
        stats_top = self.ranking_rect.bottom + gap
        per_col = -(-n // stats_cols)
        stats_h = stats_head + per_col * stats_row + pad if has_stats else 0
        self.stats_rect = pygame.Rect(margin, stats_top, rank_w,
                                      max(0, min(stats_h, bottom - stats_top)))
        col_w = (rank_w - m.px(36) - (stats_cols - 1) * m.px(16)) // stats_cols
        self.stats_rows = [
            pygame.Rect(margin + m.px(18) + (k // per_col) * (col_w + m.px(16)),
                        stats_top + stats_head + (k % per_col) * stats_row, col_w, stats_row)
            for k in range(n)] if has_stats else []
        self.chart_rect = pygame.Rect(self.ranking_rect.right + m.px(24), top,
                                      m.width - margin - self.ranking_rect.right - m.px(24),
                                      bottom - top)
        row(self.buttons, m.width // 2, m.height - m.px(84), m.px(220), m.px(54), m.px(20))

    def play_again(self) -> None:
        from cardgames.ui.scenes.table import TableScene

        config = dataclasses.replace(self.config, seed=None)
        self.app.scenes.replace(TableScene(self.app, config))

    def menu(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        title = text.render(headline(self.data), m.title_px, style.GOLD, bold=True)
        title_y = m.px(20) if self.data.reason else m.px(34)  # room for why it ended
        surface.blit(title, title.get_rect(midtop=(m.width // 2, title_y)))
        sub = text.render(subtitle(self.data), m.body_px, style.CREAM_DIM)
        sub_rect = sub.get_rect(midtop=(m.width // 2, title_y + title.get_height() + m.px(4)))
        surface.blit(sub, sub_rect)
        if self.data.reason:  # why it ended, in the game's words, between subtitle and panels
            line = _fit(self.data.reason, m.small_px, m.width - m.px(72))
            why = text.render(line, m.small_px, style.CREAM_DIM)
            top = min(sub_rect.bottom + m.px(4), m.px(124) - why.get_height())
            surface.blit(why, why.get_rect(midtop=(m.width // 2, top)))
        self._draw_ranking(surface, m)
        self._draw_stats(surface, m)
        panel = self.chart_rect
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        heading = text.render(self.data.chart_title or _("Scores after each hand"), m.body_px,
                              style.CREAM, bold=True)
        surface.blit(heading, (panel.x + m.px(18), panel.y + m.px(14)))
        inner = pygame.Rect(panel.x + m.px(14), panel.y + m.px(52), panel.width - m.px(28),
                            panel.height - m.px(66))
        self.chart.draw(surface, inner, m)
        self.focus.draw(surface, m)

    def _draw_ranking(self, surface: pygame.Surface, m: Metrics) -> None:
        panel = self.ranking_rect
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        surface.blit(text.render(_("Ranking"), m.body_px, style.CREAM, bold=True),
                     (panel.x + m.px(18), panel.y + m.px(14)))
        for cell_rect, (place, seat, name, score) in zip(self.ranking_rows, self.data.ranking(),
                                                         strict=False):
            winner = seat in self.data.winners
            ink = style.GOLD if winner else style.CREAM
            label = _(ORDINALS[place]) if place in ORDINALS else _("{n}th").format(n=place)
            cell = text.render(label, m.body_px, ink, bold=True)
            y = cell_rect.centery - cell.get_height() // 2
            surface.blit(cell, (cell_rect.x, y))
            colour = style.SERIES[seat % len(style.SERIES)]
            draw_marker(surface, SHAPES[seat % len(SHAPES)],
                        (cell_rect.x + m.px(66), cell_rect.centery), max(3, m.px(5)), colour)
            points = text.render(str(score) if score >= 0 else f"\u2212{-score}", m.body_px,
                                 ink, bold=True)
            surface.blit(points, (cell_rect.right - points.get_width(), y))
            room = cell_rect.right - points.get_width() - m.px(10) - (cell_rect.x + m.px(82))
            who = text.render(_fit(name + ("  \u2605" if winner else ""), m.body_px, room,
                                   seat == self.data.viewer), m.body_px, ink,
                              bold=seat == self.data.viewer)
            surface.blit(who, (cell_rect.x + m.px(82), y))

    def _draw_stats(self, surface: pygame.Surface, m: Metrics) -> None:
        panel = self.stats_rect
        if not self.data.stats or not self.stats_rows:
            return
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        surface.blit(text.render(self.data.stats_title, m.body_px, style.CREAM, bold=True),
                     (panel.x + m.px(18), panel.y + m.px(14)))
        for seat, (name, cell_rect) in enumerate(zip(self.data.names, self.stats_rows,
                                                     strict=False)):
            ink = style.GOLD if seat == self.data.viewer else style.CREAM
            cell = text.render(self.data.stats[seat], m.small_px, ink, bold=True)
            y = cell_rect.centery - cell.get_height() // 2
            surface.blit(cell, (cell_rect.right - cell.get_width(), y))
            room = cell_rect.width - cell.get_width() - m.px(8)
            surface.blit(text.render(_fit(name, m.small_px, room), m.small_px, ink),
                         (cell_rect.x, y))

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "panel:chart":
            return pygame.Rect(self.chart_rect)
        if name == "panel:ranking":
            return pygame.Rect(self.ranking_rect)
        for button in self.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
