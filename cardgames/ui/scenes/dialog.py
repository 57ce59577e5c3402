"""A dialog over the table: a dark veil, a centred panel, a title and buttons.

The pause menu and the hand summary are dialogs; they are ``overlay`` scenes, so the
frozen table stays visible beneath the veil -- dimmed, and never through the panel: the
panel is opaque, so the table's prompt and buttons don't show through as ghost text.
"""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import Button, FocusRing


class DialogScene(Scene):
    overlay = True
    #: the panel's size in units of u (width, height)
    panel_units: tuple[float, float] = (420, 360)

    def __init__(self, app, title: str, buttons: list[Button]) -> None:
        super().__init__(app)
        self.title = title
        self.buttons = buttons
        self.focus = FocusRing(buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        w = min(metrics.width - metrics.px(40), metrics.px(self.panel_units[0]))
        h = min(metrics.height - metrics.px(40), metrics.px(self.panel_units[1]))
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (metrics.width // 2, metrics.height // 2)

    def handle(self, event: pygame.event.Event) -> None:
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.dim(surface.get_size(), style.DIALOG_VEIL_ALPHA), (0, 0))
        surface.blit(surfaces.panel(self.panel.size, m.px(16), style.DIALOG,
                                    style.with_alpha(style.GOLD, 120), max(1, m.px(2))),
                     self.panel)
        title = text.render(self.title, m.title_px, style.CREAM, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + m.px(26))))
        self.draw_body(surface)
        self.focus.draw(surface, m)
        self.focus.draw_tooltips(surface, m)

    def draw_body(self, surface: pygame.Surface) -> None:
        """What a dialog shows between its title and its buttons."""

    def target_rect(self, name: str) -> pygame.Rect | None:
        for button in self.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
