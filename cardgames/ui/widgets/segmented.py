"""A row of buttons of which exactly one is chosen (Off / Fast / Normal / Slow).

Each choice is a :class:`~cardgames.ui.widgets.button.Button` named
``"<name>:<value>"`` (so a test or a tutorial can point at it); the chosen one is drawn
gold and dark-lettered -- a change of brightness as well as of colour -- and carries a
check mark, so the choice never rests on colour alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import NORMAL, PRIMARY, Button

CHECK = "\u2713 "


class Segmented:
    def __init__(self, name: str, options: list[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None], *,
                 disabled: dict[Any, str] | None = None) -> None:
        self.name = name
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.disabled = dict(disabled or {})  # value -> why it can't be chosen
        self.buttons = [
            Button(label, (lambda v=value_: self.choose(v)), name=f"{name}:{value_}",
                   enabled=value_ not in self.disabled, reason=self.disabled.get(value_, ""),
                   strike_when_disabled=True)
            for value_, label in self.options
        ]
        self._restyle()

    def choose(self, value: Any) -> None:
        if value == self.value:
            return
        self.value = value
        self._restyle()
        self.on_change(value)

    def set_value(self, value: Any) -> None:
        """Show ``value`` as chosen without calling ``on_change`` (e.g. after F11)."""
        if value != self.value:
            self.value = value
            self._restyle()

    def _restyle(self) -> None:
        for (value, label), button in zip(self.options, self.buttons, strict=True):
            chosen = value == self.value
            button.kind = PRIMARY if chosen else NORMAL
            button.label = (CHECK + label) if chosen else label

    def layout(self, x: int, y: int, height: int, metrics: Metrics, widths: list[int] | None = None,
               max_width: int | None = None) -> pygame.Rect:
        """Place the buttons left to right from ``(x, y)``; returns the row's rect."""
        from cardgames.ui import text

        gap = metrics.px(8)
        if widths is None:
            widths = [text.size(CHECK + label, metrics.body_px, True)[0] + metrics.px(28)
                      for _, label in self.options]
        total = sum(widths) + gap * (len(widths) - 1)
        if max_width is not None and total > max_width:
            scale = (max_width - gap * (len(widths) - 1)) / sum(widths)
            widths = [int(w * scale) for w in widths]
        left = x
        for button, w in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(left, y, w, height)
            left += w + gap
        return pygame.Rect(x, y, left - gap - x, height)

    def button(self, value: Any) -> Button | None:
        for (v, _), button in zip(self.options, self.buttons, strict=True):
            if v == value:
                return button
        return None
