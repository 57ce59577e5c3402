"""A hand-drawn button for the felt, and keyboard focus over a group of them.

Buttons on the table (bids, swap/keep, Continue, the menus) are drawn by hand rather
than with pygame_gui: they sit on the felt among cards, must expose their rects to the
tutorial by name, show *why* they are disabled on hover, and take digit hotkeys -- all
simpler as one small class than as themed pygame_gui elements living in a separate
UI manager beside the table.

Looks (UI style "Feedback"): normal, hover (gold border), pressed (darker), focused
(gold border, for the keyboard), disabled (greyed, a diagonal strike so colour is not
the only cue, and the reason in a tooltip on hover).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tooltip import draw_tooltip

PRIMARY = "primary"  # gold: the main way forward (Play, Continue, Start)
NORMAL = "normal"
QUIET = "quiet"  # small, e.g. the table's Menu button


class Button:
    def __init__(self, label: str, on_click: Callable[[], None] | None = None, *,
                 name: str = "", kind: str = NORMAL, enabled: bool = True,
                 reason: str = "", help: str = "", strike_when_disabled: bool = False,
                 text_px: int | None = None) -> None:
        self.label = label
        self.on_click = on_click
        self.name = name or label
        self.kind = kind
        self.enabled = enabled
        self.reason = reason  # why it is disabled (shown on hover)
        self.help = help  # shown on hover when enabled
        self.strike_when_disabled = strike_when_disabled
        self.text_px = text_px
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.metrics: Metrics | None = None

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Track hover/press; return True (and call ``on_click``) when clicked."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if not self.hovered:
                self.pressed = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.hovered = True
                self.pressed = self.enabled
                return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> bool:
        if not (self.enabled and self.visible):
            return False
        if self.on_click is not None:
            self.on_click()
        return True

    # --- drawing ---------------------------------------------------------------------------
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        return "normal"

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        self.metrics = metrics
        surface.blit(self._face(metrics, self.state()), self.rect)

    def draw_tooltip(self, surface: pygame.Surface, metrics: Metrics) -> None:
        """The reason (disabled) or help (enabled) while hovered; call after everything."""
        if not (self.visible and self.hovered):
            return
        if not self.enabled and self.reason:
            draw_tooltip(surface, metrics, self.reason, self.rect, accent=style.RED)
        elif self.enabled and self.help:
            draw_tooltip(surface, metrics, self.help, self.rect)

    def _face(self, metrics: Metrics, state: str) -> pygame.Surface:
        key = (self.label, self.rect.size, state, self.kind, self.text_px,
               self.strike_when_disabled, metrics.u)
        cached = _FACES.get(key)
        if cached is not None:
            return cached
        surf = _draw_face(self, metrics, state)
        if len(_FACES) > 400:
            _FACES.clear()
        _FACES[key] = surf
        return surf


_FACES: dict[tuple, pygame.Surface] = {}

_FILLS = {
    (NORMAL, "normal"): ((16, 28, 22, 205), (245, 239, 224, 70), style.CREAM),
    (NORMAL, "hover"): ((34, 58, 45, 230), style.GOLD, style.CREAM),
    (NORMAL, "pressed"): ((10, 18, 14, 240), style.GOLD_DEEP, style.GOLD),
    (NORMAL, "disabled"): ((0, 0, 0, 80), (245, 239, 224, 30), (128, 124, 114)),
    (PRIMARY, "normal"): (style.GOLD, style.GOLD_DEEP, style.INK),
    (PRIMARY, "hover"): ((0xF8, 0xD2, 0x72), style.CREAM, style.INK),
    (PRIMARY, "pressed"): (style.GOLD_DEEP, style.GOLD_DEEP, style.INK),
    (PRIMARY, "disabled"): ((0, 0, 0, 80), (245, 239, 224, 30), (128, 124, 114)),
}


def _draw_face(button: Button, metrics: Metrics, state: str) -> pygame.Surface:
    kind = PRIMARY if button.kind == PRIMARY else NORMAL
    fill, border, ink = _FILLS[(kind, state)]
    w, h = button.rect.size
    radius = min(h // 2, metrics.px(10))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    width = max(1, metrics.px(2)) if state == "hover" else 1
    pygame.draw.rect(surf, border, surf.get_rect(), width=width, border_radius=radius)
    px = button.text_px or (metrics.small_px if button.kind == QUIET else metrics.body_px)
    label = text.render(button.label, px, ink, bold=button.kind != QUIET)
    if label.get_width() > w - metrics.px(8):  # never spill out of the button
        px = max(10, int(px * (w - metrics.px(8)) / label.get_width()))
        label = text.render(button.label, px, ink, bold=button.kind != QUIET)
    surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
    if state == "disabled" and button.strike_when_disabled:
        inset = max(3, h // 5)
        pygame.draw.line(surf, (*style.RED, 200), (inset, h - inset), (w - inset, inset),
                         max(2, metrics.px(2)))
    return surf


class FocusRing:
    """Keyboard focus over a list of buttons: arrows/Tab move, Enter/Space activate.
    Moving the mouse over a button gives it the focus."""

    def __init__(self, buttons: list[Button] | None = None, wrap: bool = True) -> None:
        self.buttons: list[Button] = buttons or []
        self.index = -1
        self.wrap = wrap

    def set(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.index = -1
        self._apply()

    def _apply(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.index

    def move(self, step: int) -> None:
        usable = [i for i, b in enumerate(self.buttons) if b.enabled and b.visible]
        if not usable:
            return
        if self.index not in usable:
            self.index = usable[0] if step > 0 else usable[-1]
        else:
            at = usable.index(self.index) + step
            at = at % len(usable) if self.wrap else max(0, min(len(usable) - 1, at))
            self.index = usable[at]
        self._apply()

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed every event; returns True when it was used (a click or a key)."""
        for i, button in enumerate(self.buttons):
            if button.handle(event):
                return True
            if event.type == pygame.MOUSEMOTION and button.hovered and button.enabled:
                self.index = i
                self._apply()
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT) or (
            event.key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT
        ):
            self.move(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
            self.move(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.index < len(self.buttons):
                return self.buttons[self.index].activate()
        return False

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        for button in self.buttons:
            button.draw(surface, metrics)

    def draw_tooltips(self, surface: pygame.Surface, metrics: Metrics) -> None:
        for button in self.buttons:
            button.draw_tooltip(surface, metrics)


def stack_vertically(buttons: list[Button], centre_x: int, top: int, width: int,
                     height: int, gap: int) -> int:
    """Place ``buttons`` in a centred column; returns the bottom edge."""
    y = top
    for button in buttons:
        button.rect = pygame.Rect(0, 0, width, height)
        button.rect.midtop = (centre_x, y)
        y += height + gap
    return y - gap


def row(buttons: list[Button], centre_x: int, y: int, width: int, height: int, gap: int) -> None:
    """Place ``buttons`` side by side, centred on ``centre_x``, tops at ``y``."""
    total = len(buttons) * width + (len(buttons) - 1) * gap
    x = centre_x - total // 2
    for button in buttons:
        button.rect = pygame.Rect(x, y, width, height)
        x += width + gap


def surfaces_clear() -> None:
    _FACES.clear()
    surfaces.clear_caches()
