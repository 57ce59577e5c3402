"""Notices: what the program has to tell the player about their files, until read.

A settings file set aside, a damaged save, a statistics file that started again -- each
is one sentence naming the file and what happened.  Unlike a toast it stays until the
player closes it (OK), because it is about their data.  The warning sign and the word
"Note" go with the muted red, so it never rests on colour alone.
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button


class NoticeBox:
    def __init__(self, messages: list[str], on_dismiss=None, name: str = "notice") -> None:
        self.messages = messages  # shared with the owner: dismissing empties it
        self.on_dismiss = on_dismiss
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(_("OK"), self.dismiss, name=f"button:{name}_ok", kind=QUIET,
                             help=_("Close this note"))
        self._lines: list[str] = []
        self._key: tuple | None = None

    @property
    def visible(self) -> bool:
        return bool(self.messages)

    def dismiss(self) -> None:
        self.messages.clear()
        if self.on_dismiss is not None:
            self.on_dismiss()

    def place(self, midtop: tuple[int, int], width: int, metrics: Metrics) -> None:
        """Lay out the box (its height follows the text) with its top centre at ``midtop``."""
        m = metrics
        pad = m.px(16)
        body = "\n".join(self.messages)
        self._lines = text.wrap(body, m.small_px, width - 2 * pad - m.px(110))
        step = round(m.small_px * 1.35)
        height = max(m.px(56), pad * 2 + m.small_px + m.px(8) + step * len(self._lines))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.midtop = midtop
        self.button.rect = pygame.Rect(0, 0, m.px(80), m.px(36))
        self.button.rect.topright = (self.rect.right - pad, self.rect.y + pad)
        self._key = (tuple(self.messages), width, m.u)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.visible and self.button.handle(event)

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible:
            return
        if self._key != (tuple(self.messages), self.rect.width, metrics.u):
            self.place(self.rect.midtop, self.rect.width, metrics)
        m = metrics
        pad = m.px(16)
        surface.blit(surfaces.panel(self.rect.size, m.px(12), style.PANEL_STRONG, style.RED,
                                    max(1, m.px(2))), self.rect)
        # TRANSLATORS: the heading of a notice about a damaged or set-aside file
        head = text.render("\u26a0 " + _("Note"), m.small_px, style.RED, bold=True)
        surface.blit(head, (self.rect.x + pad, self.rect.y + pad))
        y = self.rect.y + pad + head.get_height() + m.px(6)
        step = round(m.small_px * 1.35)
        for line in self._lines:
            surface.blit(text.render(line, m.small_px, style.CREAM), (self.rect.x + pad, y))
            y += step
        self.button.draw(surface, m)
