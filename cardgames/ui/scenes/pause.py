"""Esc at the table: resume, read the rules, or leave for the menu."""

from __future__ import annotations

import pygame

from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import PRIMARY, Button, stack_vertically


class PauseScene(DialogScene):
    panel_units = (400, 360)

    def __init__(self, app, game_id: str) -> None:
        self.game_id = game_id
        buttons = [
            Button("Resume", self.resume_game, name="button:resume", kind=PRIMARY),
            Button("Rules", self.rules, name="button:rules"),
            Button("Quit to menu", self.quit_to_menu, name="button:quit_to_menu",
                   help="Leave this match and go back to the menu."),
        ]
        super().__init__(app, "Paused", buttons)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        stack_vertically(self.buttons, self.panel.centerx, self.panel.y + metrics.px(110),
                         metrics.px(280), metrics.px(52), metrics.px(16))

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def rules(self) -> None:
        from cardgames.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game_id))

    def quit_to_menu(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        super().handle(event)
