"""The end of a match: who won, the ranking, and a chart of the scores over the hands.

Under the headline, how many hands were played and how many hints the player used (the
statistics count them too; here the player sees it for this match).

Play again starts a new match with the same setup (a new deal); Menu goes back to the
menu.
"""

from __future__ import annotations

import dataclasses

import pygame

from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.table.match import MatchConfig
from cardgames.ui.table.summary import MatchSummaryData
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, Button, FocusRing, row
from cardgames.ui.widgets.chart import SHAPES, LineChart, draw_marker

ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def headline(data: MatchSummaryData) -> str:
    winners = [data.names[s] for s in data.winners]
    if len(winners) == 1:
        return "You win!" if data.winners == [data.viewer] else f"{winners[0]} wins"
    names = ", ".join(winners[:-1]) + " and " + winners[-1]
    return f"Shared victory: {names}"


def hints_line(hints: int | None) -> str:
    """"Hints used: 3", "No hints used", or "" when hints don't apply (a demo)."""
    if hints is None:
        return ""
    return f"Hints used: {hints}" if hints else "No hints used"


def subtitle(data: MatchSummaryData) -> str:
    hands = len(data.hand_labels)
    line = f"Final scores after {hands} hand{'s' if hands != 1 else ''}"
    hints = hints_line(data.hints_used)
    line = f"{line} \u00b7 {hints}" if hints else line
    undos = data.undos_used or 0
    return f"{line} \u00b7 Moves taken back: {undos}" if undos else line


class MatchEndScene(Scene):
    def __init__(self, app, data: MatchSummaryData, config: MatchConfig) -> None:
        super().__init__(app)
        self.data = data
        self.config = config
        self.chart = LineChart(data.series, data.names, data.hand_labels, highlight=data.viewer)
        self.buttons = [
            Button("Play again", self.play_again, name="button:play_again", kind=PRIMARY),
            Button("Menu", self.menu, name="button:menu"),
        ]
        self.focus = FocusRing(self.buttons)
        self.focus.index = 0
        self.focus._apply()
        self.ranking_rect = pygame.Rect(0, 0, 0, 0)
        self.stats_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        margin = m.px(36)
        top = m.px(130)
        bottom = m.height - m.px(110)
        rank_w = m.px(330)
        rows = len(self.data.names)
        self.ranking_rect = pygame.Rect(margin, top, rank_w,
                                        min(bottom - top, m.px(74) + rows * m.px(46)))
        stats_top = self.ranking_rect.bottom + m.px(20)
        self.stats_rect = pygame.Rect(margin, stats_top, rank_w,
                                      min(bottom - stats_top, m.px(64) + rows * m.px(30)))
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
        surface.blit(title, title.get_rect(midtop=(m.width // 2, m.px(34))))
        sub = text.render(subtitle(self.data), m.body_px, style.CREAM_DIM)
        surface.blit(sub, sub.get_rect(midtop=(m.width // 2, m.px(34) + title.get_height() + m.px(6))))
        self._draw_ranking(surface, m)
        self._draw_stats(surface, m)
        panel = self.chart_rect
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        heading = text.render("Scores after each hand", m.body_px, style.CREAM, bold=True)
        surface.blit(heading, (panel.x + m.px(18), panel.y + m.px(14)))
        inner = pygame.Rect(panel.x + m.px(14), panel.y + m.px(52), panel.width - m.px(28),
                            panel.height - m.px(66))
        self.chart.draw(surface, inner, m)
        self.focus.draw(surface, m)

    def _draw_ranking(self, surface: pygame.Surface, m: Metrics) -> None:
        panel = self.ranking_rect
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        surface.blit(text.render("Ranking", m.body_px, style.CREAM, bold=True),
                     (panel.x + m.px(18), panel.y + m.px(14)))
        y = panel.y + m.px(56)
        row_h = min(m.px(48), (panel.height - m.px(70)) // max(1, len(self.data.names)))
        for place, seat, name, score in self.data.ranking():
            winner = seat in self.data.winners
            ink = style.GOLD if winner else style.CREAM
            label = ORDINALS.get(place, f"{place}th")
            cell = text.render(label, m.body_px, ink, bold=True)
            surface.blit(cell, (panel.x + m.px(18), y))
            colour = style.SERIES[seat % len(style.SERIES)]
            draw_marker(surface, SHAPES[seat % len(SHAPES)],
                        (panel.x + m.px(84), y + cell.get_height() // 2), max(3, m.px(5)), colour)
            who = text.render(name + ("  \u2605" if winner else ""), m.body_px, ink,
                              bold=seat == self.data.viewer)
            surface.blit(who, (panel.x + m.px(100), y))
            points = text.render(str(score) if score >= 0 else f"\u2212{-score}", m.body_px,
                                 ink, bold=True)
            surface.blit(points, (panel.right - m.px(18) - points.get_width(), y))
            y += row_h

    def _draw_stats(self, surface: pygame.Surface, m: Metrics) -> None:
        panel = self.stats_rect
        if not self.data.stats or panel.height < m.px(80):
            return
        surface.blit(surfaces.panel(panel.size, m.px(14)), panel)
        surface.blit(text.render(self.data.stats_title, m.body_px, style.CREAM, bold=True),
                     (panel.x + m.px(18), panel.y + m.px(14)))
        y = panel.y + m.px(50)
        row_h = min(m.px(30), (panel.height - m.px(60)) // max(1, len(self.data.names)))
        for seat, name in enumerate(self.data.names):
            ink = style.GOLD if seat == self.data.viewer else style.CREAM
            surface.blit(text.render(name, m.small_px, ink), (panel.x + m.px(18), y))
            cell = text.render(self.data.stats[seat], m.small_px, ink, bold=True)
            surface.blit(cell, (panel.right - m.px(18) - cell.get_width(), y))
            y += row_h

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "panel:chart":
            return pygame.Rect(self.chart_rect)
        if name == "panel:ranking":
            return pygame.Rect(self.ranking_rect)
        for button in self.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
