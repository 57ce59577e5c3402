"""Statistics: your results per game and per rule set, and a chart of them over time.

One row per rule set the game was played under (a preset by its label, house rules by
their name) and number of players -- a 3-player match is not compared with a 5-player
one (a file from before the counts were kept shows "all" when its matches can't be
split): matches played and won, average, best and worst score, the current and the
best winning streak, hints used, matches in which a move was taken back ("Undo").
The chosen row's matches are charted one point per match -- the score and the running average -- with the same chart as the match end.
"Reset…" asks first, then forgets the chosen game's figures (and only those).

The figures are the core's (:mod:`cardgames.core.stats`); this screen only lays them out.
A statistics file that could not be read was set aside by the core; its notice is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cardgames.core.i18n import _, game_text, ngettext, pgettext
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import Button, FocusRing
from cardgames.ui.widgets.chart import LineChart
from cardgames.ui.widgets.notice import NoticeBox
from cardgames.ui.widgets.segmented import Segmented

MINUS = "\u2212"
COLUMNS = ("Players", "Played", "Won", "Average", "Best", "Worst", "Streak", "Longest", "Hints", "Undo")


def column_names() -> tuple[str, ...]:
    """The columns' headings in the player's language (short: ten share the width)."""
    return (pgettext("statistics", "Players"), pgettext("statistics", "Played"),
            pgettext("statistics", "Won"), pgettext("statistics", "Average"),
            pgettext("statistics", "Best"), pgettext("statistics", "Worst"),
            pgettext("statistics", "Streak"), pgettext("statistics", "Longest"),
            pgettext("statistics", "Hints"), pgettext("statistics", "Undo"))


def rules_label(game_id: str, key: str) -> str:
    """A rule set as the player knows it: the preset's label, or the house rules' name."""
    if key.startswith("house:"):
        from cardgames.core.names import clean_name

        return _("House rules \u201c{name}\u201d").format(name=clean_name(key[6:], "?", 40))
    if key == "custom":
        return _("Custom rules")
    try:
        from cardgames.core.options import load_schema

        preset = load_schema(game_id).presets.get(key)
    except (ValueError, OSError):
        preset = None
    return game_text(game_id, preset.label) if preset is not None else key[:40]


def number(value: float | int | None, decimals: int = 0) -> str:
    if value is None:
        return "\u2013"
    shown = f"{abs(value):.{decimals}f}"
    return (MINUS + shown) if value < 0 else shown


def streak_text(streak: int) -> str:
    if streak > 0:
        return _("{n} won").format(n=streak)
    if streak < 0:
        return _("{n} lost").format(n=-streak)
    return "\u2013"


def cells(record, players: int | None = None) -> list[str]:
    """A row's figures; ``players`` given: the Players column first ("all": lumped)."""
    lead = [] if players is None else [str(players) if players else _("all")]
    return lead + [str(record.played), str(record.won), number(record.average, 1),
            number(record.best), number(record.worst), streak_text(record.streak),
            streak_text(record.best_streak), str(record.hints),
            str(record.undo_matches)]


@dataclass
class StatsRow:
    key: str
    label: str
    record: object
    rect: pygame.Rect
    players: int = 0  # 0: every player count together (an older file)


class StatisticsScene(Scene):
    def __init__(self, app, game_id: str | None = None) -> None:
        from cardgames.core.stats import load_stats
        from cardgames.games import GAME_IDS

        super().__init__(app)
        self.stats = load_stats()
        self.notices: list[str] = [self.stats.notice] if self.stats.notice else []
        self.notice = NoticeBox(self.notices, on_dismiss=self._relayout, name="stats_notice")
        played = [g for g in GAME_IDS if self.stats.records.get(g)]
        self.game_id = game_id if game_id in GAME_IDS else (played or list(GAME_IDS))[0]
        from cardgames.ui.save_text import game_title

        self.games = Segmented("game", [(g, game_title(g)) for g in GAME_IDS], self.game_id,
                               self.choose_game)
        self.back = Button(_("Back"), self.leave, name="button:back", help="Esc")
        self.reset_button = Button(_("Reset\u2026"), self.ask_reset, name="button:reset",
                                   reason=_("Nothing to reset yet."))
        self.rows: list[StatsRow] = []
        self.shown = 6  # how many rows the table has room for
        self.chosen: str | None = None
        self.chart: LineChart | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.message = ""  # e.g. "<game> statistics reset."
        self.focus = FocusRing([])
        self._fill()

    # --- data -----------------------------------------------------------------------------------
    def _fill(self) -> None:
        records = self.stats.records.get(self.game_id, {})
        self.rows = []
        for key, record in sorted(records.items(), key=lambda kv: (-kv[1].played, kv[0])):
            label = rules_label(self.game_id, key)
            if not record.by_players:
                self.rows.append(StatsRow(key, label, record, pygame.Rect(0, 0, 0, 0)))
            for players, sub in sorted(record.by_players.items()):
                self.rows.append(StatsRow(f"{key}@{players}", label, sub,
                                          pygame.Rect(0, 0, 0, 0), players))
        if self.chosen not in {row.key for row in self.rows}:
            self.chosen = self.rows[0].key if self.rows else None
        self.reset_button.enabled = bool(records)
        self.reset_button.help = (_("Forget every {game} match counted so far.").format(
            game=self._title()) if records else "")
        self._make_chart()
        self.focus.set(list(self.games.buttons) + [self.reset_button, self.back])
        self._relayout()

    def review_trend_text(self) -> str:
        """The game's reviewed hands and their mistakes per hand, lately and before."""
        from cardgames.core.stats import review_trend

        kept = self.stats.reviews.get(self.game_id, [])
        if not kept:
            return ""
        recent, before = review_trend(kept)
        line = ngettext("{n} hand reviewed: {recent} mistakes a hand",
                        "{n} hands reviewed: {recent} mistakes a hand in the last {last}",
                        len(kept)).format(n=len(kept), recent=number(recent, 1),
                                          last=min(10, len(kept)))
        if before is not None:
            line += " " + _("({before} before)").format(before=number(before, 1))
        return line

    def _title(self) -> str:
        from cardgames.ui.save_text import game_title

        return game_title(self.game_id)

    def _make_chart(self) -> None:
        row = next((r for r in self.rows if r.key == self.chosen), None)
        if row is None or not row.record.results:
            self.chart = None
            return
        scores = [r.score for r in row.record.results]
        averages, total = [], 0
        for i, score in enumerate(scores, start=1):
            total += score
            averages.append(round(total / i, 1))
        labels = [str(i) for i in range(1, len(scores) + 1)]
        self.chart = LineChart([scores, averages], [_("Score"), _("Average")], labels, highlight=0,
                               first_label=None)

    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.chosen = None
        self.message = ""
        self._fill()

    def choose_rules(self, key: str) -> None:
        self.chosen = key
        self._make_chart()

    def ask_reset(self) -> None:
        from cardgames.ui.scenes.confirm import ConfirmScene

        title = self._title()
        self.app.scenes.push(ConfirmScene(
            self.app, _("Reset {game} statistics?").format(game=title),
            _("Every {game} match counted so far, under every rule set, is forgotten. "
              "This can't be undone.").format(game=title), _("Reset"), self.reset))

    def reset(self) -> None:
        from cardgames.core.stats import load_stats, save_stats

        stats = load_stats()  # the file as it is now (a match may have ended meanwhile)
        stats.reset(self.game_id)
        try:
            save_stats(stats)
        except OSError as error:
            self.message = "\u26a0 " + _("The statistics could not be saved ({error}).").format(
                error=error)
            return
        self.stats = stats
        self.message = "\u2713 " + _("{game} statistics reset.").format(game=self._title())
        self._fill()

    def leave(self) -> None:
        self.app.scenes.pop()

    # --- layout -------------------------------------------------------------------------------------
    def _relayout(self) -> None:
        if self.metrics is not None:
            self.layout(self.metrics)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        margin = m.px(40)
        top = m.px(116)
        if self.notice.visible:
            self.notice.place((m.width // 2, top), m.width - 2 * margin, m)
            top = self.notice.rect.bottom + m.px(14)
        self.games.layout(margin, top, m.px(40), m, max_width=m.width - 2 * margin - m.px(200))
        top += m.px(58)
        row_h = m.px(40)
        fits = (m.height - m.px(90) - m.px(150) - top - m.px(52)) // row_h  # the chart keeps 150 u
        shown = max(1, min(len(self.rows), max(6, fits)))
        self.shown = shown
        self.table_rect = pygame.Rect(margin, top, m.width - 2 * margin,
                                      m.px(52) + row_h * shown)
        for i, row in enumerate(self.rows[:shown]):
            row.rect = pygame.Rect(margin + m.px(8), top + m.px(44) + i * row_h,
                                   self.table_rect.width - m.px(16), row_h)
        bottom = m.height - m.px(90)
        self.chart_rect = pygame.Rect(margin, self.table_rect.bottom + m.px(18),
                                      m.width - 2 * margin,
                                      max(m.px(120), bottom - self.table_rect.bottom - m.px(18)))
        self.back.rect = pygame.Rect(0, 0, m.px(150), m.px(50))
        self.back.rect.bottomleft = (margin, m.height - m.px(20))
        self.reset_button.rect = pygame.Rect(0, 0, m.px(170), m.px(50))
        self.reset_button.rect.bottomright = (m.width - margin, m.height - m.px(20))

    # --- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.notice.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for row in self.rows[:self.shown]:
                if row.rect.collidepoint(event.pos):
                    self.choose_rules(row.key)
                    return
        self.focus.handle(event)

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        title = text.render(_("Statistics"), m.title_px, style.CREAM, bold=True)
        surface.blit(title, (m.px(40), m.px(30)))
        sub = text.render(_("Your finished matches, per game, rule set and number of players."),
                          m.small_px, style.CREAM_DIM)
        surface.blit(sub, (m.px(42), m.px(30) + title.get_height() + m.px(2)))
        trend = self.review_trend_text()
        if trend:
            cell = text.render(trend, m.small_px, style.CREAM)
            surface.blit(cell, cell.get_rect(topright=(m.width - m.px(40),
                                                       m.px(30) + title.get_height() + m.px(2))))
        if self.message:
            ink = style.RED if self.message.startswith("\u26a0") else style.CREAM
            cell = text.render(self.message, m.small_px, ink)
            surface.blit(cell, cell.get_rect(bottomright=(m.width - m.px(40),
                                                          m.px(30) + m.title_px + m.px(4))))
        self._draw_table(surface, m)
        self._draw_chart(surface, m)
        self.focus.draw(surface, m)
        self.notice.draw(surface, m)
        self.focus.draw_tooltips(surface, m)

    def _draw_table(self, surface: pygame.Surface, m: Metrics) -> None:
        rect = self.table_rect
        surface.blit(surfaces.panel(rect.size, m.px(14)), rect)
        first_w = m.px(300)
        col_w = (rect.width - first_w - m.px(32)) // len(COLUMNS)
        right = [rect.x + m.px(16) + first_w + col_w * (i + 1) - m.px(8)
                 for i in range(len(COLUMNS))]
        y = rect.y + m.px(14)
        surface.blit(text.render(_("Rules"), m.small_px, style.CREAM_DIM), (rect.x + m.px(20), y))
        for label, x in zip(column_names(), right, strict=True):
            cell = text.render(label, m.small_px, style.CREAM_DIM)
            surface.blit(cell, (x - cell.get_width(), y))
        if not self.rows:
            note = _("No finished {game} matches yet. Play one to the end and it is "
                     "counted here.").format(game=self._title())
            surface.blit(text.render(note, m.body_px, style.CREAM),
                         (rect.x + m.px(20), rect.y + m.px(50)))
            return
        for row in self.rows[:self.shown]:
            chosen = row.key == self.chosen
            if chosen:
                surface.blit(surfaces.panel(row.rect.size, m.px(8), (*style.GOLD, 34),
                                            style.GOLD, 1), row.rect)
            ink = style.GOLD if chosen else style.CREAM
            label = ("\u25b6 " if chosen else "   ") + row.label
            cy = row.rect.centery
            name = text.render(label, m.body_px, ink, bold=chosen)
            surface.blit(name, (rect.x + m.px(20), cy - name.get_height() // 2))
            for value, x in zip(cells(row.record, row.players), right, strict=True):
                cell = text.render(value, m.body_px, ink, bold=True)
                surface.blit(cell, (x - cell.get_width(), cy - cell.get_height() // 2))

    def _draw_chart(self, surface: pygame.Surface, m: Metrics) -> None:
        rect = self.chart_rect
        surface.blit(surfaces.panel(rect.size, m.px(14)), rect)
        row = next((r for r in self.rows if r.key == self.chosen), None)
        heading = _("Your score in each match") + (f" \u2014 {row.label}" if row else "")
        if row is not None and row.players:
            heading += f" \u00b7 {row.players} players"
        surface.blit(text.render(heading, m.body_px, style.CREAM, bold=True),
                     (rect.x + m.px(18), rect.y + m.px(14)))
        if len(self.rows) > 1:
            hint = text.render(_("Click a row to chart its matches"), m.small_px, style.CREAM_DIM)
            surface.blit(hint, (rect.right - m.px(18) - hint.get_width(), rect.y + m.px(16)))
        if self.chart is None:
            note = text.render(_("The chart appears after your first finished match."),
                               m.small_px, style.CREAM_DIM)
            surface.blit(note, note.get_rect(center=rect.center))
            return
        inner = pygame.Rect(rect.x + m.px(14), rect.y + m.px(52), rect.width - m.px(28),
                            rect.height - m.px(66))
        self.chart.draw(surface, inner, m)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:back":
            return pygame.Rect(self.back.rect)
        if name == "button:reset":
            return pygame.Rect(self.reset_button.rect)
        if name == "panel:chart":
            return pygame.Rect(self.chart_rect)
        if name == "panel:table":
            return pygame.Rect(self.table_rect)
        if name.startswith("row:"):
            for row in self.rows[:self.shown]:
                if row.key == name[4:]:
                    return pygame.Rect(row.rect)
        for button in self.games.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
