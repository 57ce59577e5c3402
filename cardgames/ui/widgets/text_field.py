"""A one-line text field drawn on the felt (a player's name, a save's name).

Hand-drawn like the buttons so that a settings row or a dialog needs no pygame_gui
manager of its own.  Typing comes from ``TEXTINPUT`` events (so accents and other
keyboards work); Backspace deletes, Enter calls ``on_submit``, Esc or a click elsewhere
leaves the field.  The caret stays at the end: names are short.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces


class TextField:
    def __init__(self, value: str = "", *, placeholder: str = "", max_length: int = 40,
                 name: str = "", on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None) -> None:
        self.value = value
        self.placeholder = placeholder
        self.max_length = max_length
        self.name = name
        self.on_change = on_change
        self.on_submit = on_submit
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.hovered = False
        self.clock = 0.0

    def focus(self, on: bool = True) -> None:
        if on and not self.focused:
            pygame.key.start_text_input()
        self.focused = on
        self.clock = 0.0

    def set(self, value: str) -> None:
        value = value[: self.max_length]
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    # --- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the field's (typing, or a click on it)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if typed:
                self.set(self.value + typed)
            self.clock = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.set(self.value[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.value)
            elif event.key in (pygame.K_ESCAPE, pygame.K_TAB):
                self.focus(False)
                return event.key == pygame.K_ESCAPE
            self.clock = 0.0
            return True  # every other key is typing (it arrives as TEXTINPUT)
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        m = metrics
        radius = min(self.rect.height // 2, m.px(8))
        border = style.GOLD if self.focused else (
            style.with_alpha(style.CREAM, 140) if self.hovered else style.with_alpha(style.CREAM, 70))
        surface.blit(surfaces.panel(self.rect.size, radius, (12, 29, 21, 230), border,
                                    max(1, m.px(2)) if self.focused else 1), self.rect)
        pad = m.px(12)
        px = m.body_px
        shown = self.value or self.placeholder
        ink = style.CREAM if self.value else style.CREAM_DIM
        label = text.render(shown, px, ink)
        room = self.rect.width - 2 * pad - m.px(4)
        area = pygame.Rect(max(0, label.get_width() - room), 0, room, label.get_height())
        y = self.rect.centery - label.get_height() // 2
        surface.blit(label, (self.rect.x + pad, y), area)
        if self.focused and int(self.clock * 2) % 2 == 0:
            x = self.rect.x + pad + (min(label.get_width(), room) if self.value else 0) + 1
            pygame.draw.line(surface, style.GOLD, (x, y + m.px(2)),
                             (x, y + label.get_height() - m.px(2)), max(1, m.px(2)))
