""""Replace the match in progress?" -- asked before a new match takes the autosave's place.

A new match overwrites the autosave (the match the menu offers to resume) at its first
move, so the setup screen asks first (:mod:`cardgames.core.in_progress`).  Three answers:
keep the old match as a named save (the name can be changed) and start, replace it, or
cancel.  Cancel has the focus and Esc cancels, so a stray Enter loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.core.i18n import _
from cardgames.core.in_progress import default_name, describe, keep_as_named_save
from cardgames.ui import style, text
from cardgames.ui.save_text import game_title
from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import PRIMARY, Button, row
from cardgames.ui.widgets.text_field import TextField


class ReplaceMatchScene(DialogScene):
    panel_units = (820, 420)

    def __init__(self, app, saved, start: Callable[[], None]) -> None:
        self.saved = saved
        self.start = start
        title = game_title(saved.game_id)
        self.message = _("A match of {what}, is in progress. A new match "
                         "takes its place as the match to resume.").format(what=describe(saved, title))
        self.field = TextField(default_name(saved, title)[:40], max_length=40,
                               name="field:keep_name", on_submit=lambda _: self.keep())
        self.status = ""
        buttons = [Button(_("Keep it and start"), self.keep, name="button:keep", kind=PRIMARY,
                          help=_("Keep the match in progress as a named save (Load\u2026 in "
                                 "the pause menu opens it), then start")),
                   Button("\u26a0 " + _("Replace it"), self.replace, name="button:replace",
                          help=_("Start the new match; the one in progress is lost")),
                   Button(_("Cancel"), self.cancel, name="button:cancel")]
        super().__init__(app, _("Replace the match in progress?"), buttons)
        self.focus.index = 2
        self.focus._apply()

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        self.field.rect = pygame.Rect(self.panel.x + m.px(40), self.panel.y + m.px(222),
                                      self.panel.width - m.px(80), m.px(46))
        row(self.buttons, self.panel.centerx, self.panel.bottom - m.px(76), m.px(200),
            m.px(52), m.px(16))

    # --- the answers ------------------------------------------------------------------------
    def keep(self) -> None:
        name = self.field.value.strip()
        if not name:
            self.status = _("Give the save a name first.")
            return
        try:
            path = keep_as_named_save(self.saved, name)
        except OSError as error:
            self.status = _("The match in progress could not be saved ({error}).").format(
                error=error)
            return
        self.app.notify(_("The match in progress was kept as \u201c{name}\u201d ({path}).").format(
            name=name, path=path.name))
        self._leave_and_start()

    def replace(self) -> None:
        self._leave_and_start()

    def cancel(self) -> None:
        self.field.focus(False)
        self.app.scenes.pop()

    def _leave_and_start(self) -> None:
        self.field.focus(False)
        self.app.scenes.pop()
        self.start()

    # --- frame ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if self.field.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.field.update(dt)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.metrics
        y = self.panel.y + m.px(40) + round(m.title_px * 1.3)
        for line in text.wrap(self.message, m.body_px, self.panel.width - m.px(80))[:3]:
            surface.blit(text.render(line, m.body_px, style.CREAM), (self.panel.x + m.px(40), y))
            y += round(m.body_px * 1.35)
        label = text.render(_("Keep it as"), m.small_px, style.CREAM_DIM)
        surface.blit(label, (self.field.rect.x, self.field.rect.y - label.get_height() - m.px(6)))
        self.field.draw(surface, m)
        if self.status:
            line = text.wrap("\u26a0 " + self.status, m.small_px, self.field.rect.width)[0]
            surface.blit(text.render(line, m.small_px, style.RED),
                         (self.field.rect.x, self.field.rect.bottom + m.px(10)))

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == self.field.name:
            return pygame.Rect(self.field.rect)
        return super().target_rect(name)
