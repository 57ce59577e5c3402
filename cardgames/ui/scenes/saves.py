"""Named saves from the pause menu: "Save as…" and "Load…".

Saves are per game (``<data>/saves/<game>/<name>.json``, see
:mod:`cardgames.core.saves`).  The Load list reads each save as it is listed, so a
damaged one is found there: it is set aside by the core (renamed, kept) and the dialog
shows the core's sentence saying so; a save written by a newer version stays listed,
untouched, with Load disabled and the refusal as the reason.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, QUIET, Button, row
from cardgames.ui.widgets.text_field import TextField

PER_PAGE = 5


def default_save_name(game_id: str, now: float | None = None) -> str:
    from cardgames.ui.save_text import game_title

    stamp = time.localtime(now if now is not None else time.time())
    return f"{game_title(game_id)} {stamp.tm_mday} {time.strftime('%b %H.%M', stamp)}"


class SaveAsScene(DialogScene):
    panel_units = (620, 330)

    def __init__(self, app, table) -> None:
        self.table = table
        self.field = TextField(default_save_name(table.config.game_id), max_length=40,
                               name="field:save_name", on_submit=lambda _: self.save())
        self.field.focus(True)
        self.status = ""
        self.status_is_problem = False
        self._confirm: Path | None = None  # asked once to replace this file
        buttons = [Button(_("Save"), self.save, name="button:save", kind=PRIMARY),
                   Button(_("Cancel"), self.cancel, name="button:cancel")]
        super().__init__(app, _("Save this match"), buttons)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        self.field.rect = pygame.Rect(self.panel.x + m.px(40), self.panel.y + m.px(120),
                                      self.panel.width - m.px(80), m.px(46))
        row(self.buttons, self.panel.centerx, self.panel.bottom - m.px(76), m.px(200), m.px(52),
            m.px(20))

    def save(self) -> None:
        from cardgames.core.saves import named_save_path, write_save

        name = self.field.value.strip()
        if not name:
            self._say(_("Give the save a name first."), True)
            return
        path = named_save_path(self.table.config.game_id, name)
        if path.exists() and self._confirm != path:
            self._confirm = path
            self._say(_("There is already a save called \u201c{name}\u201d: press Save again "
                        "to replace it.").format(name=name), True)
            return
        try:
            write_save(path, self.table.saved_match(name))
        except OSError as error:
            self._say(_("The match could not be saved ({error}).").format(error=error), True)
            return
        self.app.scenes.pop()
        below = self.app.scenes.top
        if hasattr(below, "status"):
            below.status = f"\u2713 Saved as \u201c{name}\u201d"

    def _say(self, message: str, problem: bool) -> None:
        self.status, self.status_is_problem = message, problem

    def cancel(self) -> None:
        self.field.focus(False)
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if self.field.handle(event):
            if event.type == pygame.TEXTINPUT:
                self._confirm = None
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.field.update(dt)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.metrics
        label = text.render(_("Name"), m.small_px, style.CREAM_DIM)
        surface.blit(label, (self.field.rect.x, self.field.rect.y - label.get_height() - m.px(6)))
        self.field.draw(surface, m)
        if self.status:
            ink = style.RED if self.status_is_problem else style.CREAM
            head = "\u26a0 " if self.status_is_problem else ""
            y = self.field.rect.bottom + m.px(14)
            for line in text.wrap(head + self.status, m.small_px, self.field.rect.width)[:2]:
                surface.blit(text.render(line, m.small_px, ink), (self.field.rect.x, y))
                y += round(m.small_px * 1.3)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == self.field.name:
            return pygame.Rect(self.field.rect)
        return super().target_rect(name)


class SaveRow:
    """One listed save: its file and either the match or why it can't be loaded."""

    def __init__(self, path: Path, saved=None, refusal: str = "") -> None:
        self.path = path
        self.saved = saved
        self.refusal = refusal
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(_("Load"), None, name=f"button:load:{path.stem}",
                             enabled=saved is not None, reason=refusal)


class LoadScene(DialogScene):
    @property
    def panel_units(self) -> tuple[float, float]:  # type: ignore[override]
        return (760, 580 + 20 * min(6, len(self.problems)))

    def __init__(self, app, game_id: str) -> None:
        self.game_id = game_id
        self.rows: list[SaveRow] = []
        self.problems: list[str] = []  # damaged saves set aside while listing
        self.page = 0
        self.older = Button(_("Older") + " \u203a", lambda: self.turn(1), name="button:older", kind=QUIET)
        self.newer = Button("\u2039 " + _("Newer"), lambda: self.turn(-1), name="button:newer", kind=QUIET)
        self.close_button = Button(_("Close"), self.close_dialog, name="button:close")
        super().__init__(app, _("Load a saved match"), [])
        self.read_list()

    # --- the list ------------------------------------------------------------------------------
    def read_list(self) -> None:
        from cardgames.catalog import CATALOG
        from cardgames.core.saves import SaveError, list_saves, read_save
        from cardgames.ui.scenes.menu import is_over

        self.rows = []
        try:
            paths = list_saves(self.game_id)
        except OSError as error:
            paths = []
            self.problems.append(_("The saves could not be listed ({error}).").format(error=error))
        for path in paths:
            try:
                saved = read_save(path, CATALOG)
            except SaveError as error:
                if error.moved_to is not None or not path.exists():
                    self.problems.append(str(error))
                else:  # kept as it is (a newer version's save): listed, not loadable
                    self.rows.append(SaveRow(path, None, str(error)))
                continue
            if saved.rebuilt:
                from cardgames.ui.save_text import kept_name, rebuilt_text

                self.problems.append(rebuilt_text(path.name, kept_name(saved)))
            if is_over(saved):
                self.rows.append(SaveRow(path, None, _("This match is already over.")))
            else:
                self.rows.append(SaveRow(path, saved))
        for save_row in self.rows:
            save_row.button.on_click = (lambda r=save_row: self.load(r))
        self.page = min(self.page, max(0, (len(self.rows) - 1) // PER_PAGE))
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        shown = self.shown()
        self.older.enabled = (self.page + 1) * PER_PAGE < len(self.rows)
        self.newer.enabled = self.page > 0
        self.older.visible = self.newer.visible = len(self.rows) > PER_PAGE
        self.buttons = [r.button for r in shown] + [self.newer, self.older, self.close_button]
        self.focus.set(self.buttons)
        if self.metrics is not None:
            self.layout(self.metrics)

    def shown(self) -> list[SaveRow]:
        return self.rows[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def turn(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self._refresh_buttons()

    def load(self, save_row: SaveRow) -> None:
        from cardgames.ui.scenes.menu import MenuScene
        from cardgames.ui.scenes.table import TableScene

        try:
            scene = TableScene.resumed(self.app, save_row.saved)
        except (ValueError, KeyError, TypeError) as error:  # SaveError: set aside, named
            self.problems.append(str(error))
            self.rows.remove(save_row)
            self._refresh_buttons()
            return
        self.app.scenes.reset(MenuScene(self.app))
        self.app.scenes.push(scene)
        scene.records.autosave()  # it is the match in progress now

    def close_dialog(self) -> None:
        self.app.scenes.pop()

    # --- layout and drawing ------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        top = self.panel.y + m.px(84) + self._problems_height(m)
        row_h = m.px(74)
        for i, save_row in enumerate(self.shown()):
            save_row.rect = pygame.Rect(self.panel.x + m.px(24), top + i * row_h,
                                        self.panel.width - m.px(48), row_h - m.px(8))
            save_row.button.rect = pygame.Rect(0, 0, m.px(110), m.px(42))
            save_row.button.rect.midright = (save_row.rect.right - m.px(14),
                                             save_row.rect.centery)
        bottom = self.panel.bottom - m.px(24)
        self.close_button.rect = pygame.Rect(0, 0, m.px(160), m.px(48))
        self.close_button.rect.midbottom = (self.panel.centerx, bottom)
        self.newer.rect = pygame.Rect(self.panel.x + m.px(24), bottom - m.px(40), m.px(120),
                                      m.px(36))
        self.older.rect = pygame.Rect(self.panel.right - m.px(144), bottom - m.px(40),
                                      m.px(120), m.px(36))

    def _problem_lines(self, m: Metrics) -> list[str]:
        width = self.panel.width - m.px(48)
        return [line for p in self.problems for line in text.wrap("\u26a0 " + p, m.small_px,
                                                                   width)][:6]

    def _problems_height(self, m: Metrics) -> int:
        lines = self._problem_lines(m)
        return (round(m.small_px * 1.3) * len(lines) + m.px(10)) if lines else 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_dialog()
            return
        before = len(self.problems)
        super().handle(event)
        if len(self.problems) != before and self.metrics is not None:
            self.layout(self.metrics)

    def draw_body(self, surface: pygame.Surface) -> None:
        from cardgames.ui.save_text import headline, saved_when, scores_line

        m = self.metrics
        y = self.panel.y + m.px(80)
        for line in self._problem_lines(m):
            surface.blit(text.render(line, m.small_px, style.RED), (self.panel.x + m.px(24), y))
            y += round(m.small_px * 1.3)
        if not self.rows:
            note = text.render(_("No saved matches of this game yet: use \u201cSave as\u2026\u201d "
                                 "in this menu."), m.small_px, style.CREAM_DIM)
            surface.blit(note, note.get_rect(midtop=(self.panel.centerx, y + m.px(20))))
        for save_row in self.shown():
            rect = save_row.rect
            surface.blit(surfaces.panel(rect.size, m.px(10)), rect)
            x = rect.x + m.px(14)
            width = save_row.button.rect.left - x - m.px(12)
            if save_row.saved is not None:
                summary = save_row.saved.summary()
                title = f"{summary.get('name') or save_row.path.stem}"
                detail = (f"{headline(summary)} \u00b7 saved "
                          f"{saved_when(summary.get('saved_at') or 0)}")
                scores = scores_line(summary)
            else:
                title, detail, scores = save_row.path.stem, save_row.refusal, ""
            surface.blit(text.render(_fit(title, m.body_px, width, True), m.body_px, style.CREAM,
                                     bold=True), (x, rect.y + m.px(6)))
            ink = style.CREAM_DIM if save_row.saved is not None else style.RED
            surface.blit(text.render(_fit(detail, m.small_px, width), m.small_px, ink),
                         (x, rect.y + m.px(8) + m.body_px + m.px(2)))
            if scores:
                surface.blit(text.render(_fit(scores, m.small_px, width), m.small_px,
                                         style.CREAM),
                             (x, rect.y + m.px(10) + m.body_px + m.small_px + m.px(4)))



def _fit(line: str, px: int, width: int, bold: bool = False) -> str:
    """``line`` cut with an ellipsis to fit ``width`` pixels."""
    if text.size(line, px, bold)[0] <= width:
        return line
    while line and text.size(line + "\u2026", px, bold)[0] > width:
        line = line[:-1]
    return line + "\u2026"
