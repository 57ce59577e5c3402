"""A yes-or-no question before something that can't be undone (resetting statistics).

Cancel has the keyboard focus and Esc cancels, so a stray Enter never destroys
anything; the button that acts says what it does ("Reset"), not "OK".
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import Button, row


class ConfirmScene(DialogScene):
    panel_units = (560, 300)

    def __init__(self, app, title: str, message: str, action: str,
                 on_confirm: Callable[[], None]) -> None:
        self.message = message
        self.on_confirm = on_confirm
        buttons = [Button(_("Cancel"), self.cancel, name="button:cancel"),
                   Button(f"\u26a0 {action}", self.confirm, name="button:confirm")]
        super().__init__(app, title, buttons)
        self.focus.index = 0
        self.focus._apply()

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        row(self.buttons, self.panel.centerx, self.panel.bottom - metrics.px(80),
            metrics.px(200), metrics.px(52), metrics.px(20))

    def cancel(self) -> None:
        self.app.scenes.pop()

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.on_confirm()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        super().handle(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.metrics
        y = self.panel.y + m.px(86)
        for line in text.wrap(self.message, m.body_px, self.panel.width - m.px(64)):
            cell = text.render(line, m.body_px, style.CREAM)
            surface.blit(cell, cell.get_rect(midtop=(self.panel.centerx, y)))
            y += round(m.body_px * 1.35)
