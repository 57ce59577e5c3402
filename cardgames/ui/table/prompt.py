"""One line above the human's hand saying what is happening: gold when it is the
human's move ("Your turn — play a card"), cream otherwise ("Mikel is thinking…")."""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces


class Prompt:
    def __init__(self) -> None:
        self.message = ""
        self.yours = False
        self.midbottom = (0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: the widest the prompt may be (0: as wide as its words): a longer one is set
        #: in a smaller size
        self.max_width = 0

    def set(self, message: str, yours: bool) -> None:
        self.message, self.yours = message, yours

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.message:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        size = metrics.heading_px if self.yours else metrics.body_px
        ink = style.GOLD if self.yours else style.CREAM
        label = text.render(self.message, size, ink, bold=self.yours)
        pad_x, pad_y = metrics.px(18), metrics.px(6)
        for smaller in (metrics.body_px, metrics.small_px):
            if not self.max_width or label.get_width() + 2 * pad_x <= self.max_width:
                break
            label = text.render(self.message, smaller, ink, bold=self.yours)
        self.rect = label.get_rect().inflate(2 * pad_x, 2 * pad_y)
        self.rect.midbottom = self.midbottom
        border = style.GOLD if self.yours else style.PANEL_BORDER
        surface.blit(surfaces.panel(self.rect.size, self.rect.height // 2, style.PANEL, border,
                                    1), self.rect)
        surface.blit(label, label.get_rect(center=self.rect.center))
