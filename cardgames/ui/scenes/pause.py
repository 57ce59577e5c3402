"""Esc at the table: resume, read the rules, change settings, save or load a match, or
leave for the menu.

"Save as…" and "Load…" are offered for the player's own matches only (not in a
tutorial), and saving waits until the match is still going: a finished match has
nothing to come back to.
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _
from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import PRIMARY, Button, stack_vertically


class PauseScene(DialogScene):
    def __init__(self, app, game_id: str, table=None) -> None:
        self.game_id = game_id
        self.table = table  # the TableScene beneath (None: nothing to save)
        buttons = [
            Button(_("Resume"), self.resume_game, name="button:resume", kind=PRIMARY),
            Button(_("Rules"), self.rules, name="button:rules"),
            Button(_("Settings"), self.settings, name="button:settings",
                   help=_("Window, language, animation, card back, aids, your name.")),
        ]
        own = table is not None and table.keeps_records
        if own:
            over = table.runner.is_over
            buttons += [
                Button(_("Save as\u2026"), self.save_as, name="button:save_as", enabled=not over,
                       reason=_("The match is over: there is nothing left to save."),
                       help=_("Keep this match under a name, to load it again later.")),
                Button(_("Load\u2026"), self.load, name="button:load",
                       help=_("Sit down at a match you saved.")),
            ]
        buttons.append(Button(_("Quit to menu"), self.quit_to_menu, name="button:quit_to_menu",
                              help=_("Leave this match and go back to the menu (Resume there "
                                     "brings you back).") if own else
                              _("Leave this match and go back to the menu.")))
        super().__init__(app, _("Paused"), buttons)
        self.status = ""  # e.g. "✓ Saved as “Friday”" after Save as…

    def language_changed(self) -> None:
        """The buttons and title again in the new language (from the settings screen)."""
        status = self.status
        PauseScene.__init__(self, self.app, self.game_id, self.table)
        self.status = status

    @property
    def panel_units(self) -> tuple[float, float]:  # type: ignore[override]
        return (400, 150 + 66 * len(self.buttons))

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        stack_vertically(self.buttons, self.panel.centerx, self.panel.y + metrics.px(100),
                         metrics.px(280), metrics.px(52), metrics.px(14))

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def draw_body(self, surface: pygame.Surface) -> None:
        if not self.status:
            return
        from cardgames.ui import style, text

        m = self.metrics
        cell = text.render(self.status, m.small_px, style.CREAM)
        surface.blit(cell, cell.get_rect(midtop=(self.panel.centerx, self.panel.y + m.px(72))))

    def rules(self) -> None:
        from cardgames.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game_id))

    def settings(self) -> None:
        from cardgames.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def save_as(self) -> None:
        from cardgames.ui.scenes.saves import SaveAsScene

        self.app.scenes.push(SaveAsScene(self.app, self.table))

    def load(self) -> None:
        from cardgames.ui.scenes.saves import LoadScene

        self.app.scenes.push(LoadScene(self.app, self.game_id))

    def quit_to_menu(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        super().handle(event)
