"""A row of buttons for the choices that are not cards: bids, swap or keep, pass...

The layout hands it :class:`Choice` values built from the engine (what is legal, and
the engine's sentence for what is not), so a disabled button always says *why* on
hover, and pressing its hotkey shows the same sentence instead of doing nothing.
Hotkeys may have several digits (bids of 10 to 12): after a digit that could start a
longer one the bar waits a moment for the next digit; Enter confirms at once.
A hint's choice (``suggested``, an action text) wears a pulsing gold outline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardgames.ui.style import Metrics
from cardgames.ui.widgets import pulse
from cardgames.ui.widgets.button import NORMAL, PRIMARY, Button

MULTI_DIGIT_WAIT_S = 0.8


@dataclass(frozen=True)
class Choice:
    action: str  # the engine's action text, e.g. "bid:2"
    label: str
    enabled: bool = True
    reason: str = ""  # why not (the engine's refusal), shown on hover
    help: str = ""
    hotkey: str = ""  # digits or a letter
    wide: bool = False  # a word rather than a number
    primary: bool = False


class ActionBar:
    def __init__(self, on_action: Callable[[str], None],
                 on_refused: Callable[[str], None]) -> None:
        self.on_action = on_action
        self.on_refused = on_refused
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.choices: list[Choice] = []
        self.buttons: list[Button] = []
        self.active = False
        #: the hint's action ("bid:2"): its button is outlined in pulsing gold
        self.suggested: str | None = None
        self._pulse_age = 0.0
        self._typed = ""
        self._typed_age = 0.0
        self._metrics: Metrics | None = None

    def set(self, choices: list[Choice]) -> None:
        if choices == self.choices:
            return
        self.choices = list(choices)
        self.buttons = [
            Button(c.label, (lambda a=c.action: self.on_action(a)), name=f"button:{c.action}",
                   kind=PRIMARY if c.primary else NORMAL, enabled=c.enabled, reason=c.reason,
                   help=c.help, strike_when_disabled=True)
            for c in self.choices
        ]
        self._typed = ""
        if self._metrics is not None:
            self.layout(self.rect, self._metrics)

    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        self.rect = pygame.Rect(rect)
        self._metrics = metrics
        if not self.buttons:
            return
        h = rect.height
        gap = metrics.px(10)
        from cardgames.ui import text

        # a word's button is as wide as its words need (at least 170 u)
        widths = [max(metrics.px(170), text.size(c.label, metrics.body_px, True)[0] + metrics.px(28))
                  if c.wide else metrics.px(54) for c in self.choices]
        total = sum(widths) + gap * (len(widths) - 1)
        if total > rect.width:  # many bids in a small window: narrower buttons
            scale = (rect.width - gap * (len(widths) - 1)) / sum(widths)
            widths = [max(metrics.px(30), int(w * scale)) for w in widths]
            total = sum(widths) + gap * (len(widths) - 1)
        x = rect.centerx - total // 2
        for button, w in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, rect.y, w, h)
            x += w + gap

    # --- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active or not self.buttons:
            return False
        for button in self.buttons:
            if button.handle(event):
                return True
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not button.enabled
                    and button.rect.collidepoint(event.pos)):
                self.on_refused(button.reason)
                return True
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "unicode", "") or ""
            if key.isdigit() or (key.isalpha() and len(key) == 1):
                return self._type(key.lower())
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._typed:
                return self._fire(self._typed)
        return False

    def _type(self, key: str) -> bool:
        typed = self._typed + key
        if not any(c.hotkey.startswith(typed) for c in self.choices if c.hotkey):
            typed = key
        matches = [c for c in self.choices if c.hotkey and c.hotkey.startswith(typed)]
        if not matches:
            self._typed = ""
            return False
        self._typed, self._typed_age = typed, 0.0
        longer = [c for c in matches if c.hotkey != typed]
        if not longer:
            return self._fire(typed)
        return True

    def _fire(self, typed: str) -> bool:
        self._typed = ""
        for choice in self.choices:
            if choice.hotkey == typed:
                if choice.enabled:
                    self.on_action(choice.action)
                else:
                    self.on_refused(choice.reason)
                return True
        return False

    def update(self, dt: float) -> None:
        self._pulse_age = self._pulse_age + dt if self.suggested else 0.0
        if self._typed:
            self._typed_age += dt
            if self._typed_age >= MULTI_DIGIT_WAIT_S:
                self._fire(self._typed)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.active:
            return
        hinted = next((b for b in self.buttons if b.name == f"button:{self.suggested}"), None)
        radius = min(self.rect.height // 2, metrics.px(10))
        if hinted is not None:
            pulse.draw_halo(surface, hinted.rect, radius, metrics, self._pulse_age)
        for button in self.buttons:
            button.draw(surface, metrics)
        if hinted is not None:
            pulse.draw_ring(surface, hinted.rect, radius, metrics)

    def draw_tooltips(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.active:
            return
        for button in self.buttons:
            button.draw_tooltip(surface, metrics)

    def targets(self) -> dict[str, pygame.Rect]:
        if not self.active:
            return {}
        return {b.name: pygame.Rect(b.rect) for b in self.buttons}
