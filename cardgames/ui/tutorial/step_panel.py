"""The step's panel: what the step says, why a move was refused, and the way on.

A rounded dark panel (UI style panels, a little stronger so it reads over the dimmed
table) with, from top to bottom:

* "Step 3 of 14" in gold and the tutorial's title;
* the step's text, in plain words, wrapped to the panel;
* after a refused move, one sentence saying why -- "Not allowed:" in muted red with a
  warning sign when the engine refused it (a rule), "Hint:" in gold when it was legal
  but not the lesson -- so colour is never the only cue;
* on an action step, what to do ("Your move: click the lit card"); on a text step the
  Continue button (Enter or Space);
* Back, Restart step and Skip tutorial; at the end, "Play a real game with these rules"
  and "Menu" instead.

The panel only shows and reports: the scene decides what the buttons do and where the
panel goes (:mod:`cardgames.ui.tutorial.placement`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, QUIET, Button

RULE = "rule"  # the engine refused the move: a rule says no
HINT = "hint"  # legal, but not this lesson's move
INFO = "info"  # e.g. "Read the note, then press Continue."

PANEL_FILL = (10, 24, 17, 232)
PANEL_EDGE = (*style.GOLD, 150)


@dataclass(frozen=True)
class StepContent:
    number: int  # 1-based
    total: int
    title: str
    text: str
    your_move: str = ""  # "" on a text step
    finished: bool = False


class StepPanel:
    def __init__(self, on_continue: Callable[[], None], on_back: Callable[[], None],
                 on_restart: Callable[[], None], on_skip: Callable[[], None],
                 on_play: Callable[[], None], on_menu: Callable[[], None]) -> None:
        self.content: StepContent | None = None
        self.message = ""
        self.message_kind = INFO
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = False
        self.continue_button = Button(_("Continue") + " \u25b8", on_continue, name="button:continue",
                                      kind=PRIMARY, help=_("Go on to the next step (Enter)"))
        self.back_button = Button("\u25c2 " + _("Back"), on_back, name="button:tutorial_back",
                                  kind=QUIET, help=_("Go back to the previous step."))
        self.restart_button = Button("\u21ba " + _("Restart step"), on_restart,
                                     name="button:restart_step", kind=QUIET,
                                     help=_("Play this step again from its start."))
        self.skip_button = Button(_("Skip tutorial"), on_skip, name="button:skip_tutorial",
                                  kind=QUIET, help=_("Leave the tutorial for the menu."))
        self.play_button = Button(_("Play a real game with these rules"), on_play,
                                  name="button:play_real", kind=PRIMARY,
                                  help=_("A new match with the normal rules and AI players."))
        self.menu_button = Button(_("Menu"), on_menu, name="button:tutorial_menu")
        self._lines: list[tuple[str, int, tuple, bool]] = []  # text, size, colour, bold
        self._surface: pygame.Surface | None = None
        self._surface_key: tuple | None = None
        self._offsets: dict[str, tuple[int, int]] = {}
        self.metrics: Metrics | None = None

    # --- content --------------------------------------------------------------------------
    def set(self, content: StepContent | None) -> bool:
        """Show ``content`` (None hides the panel); True when the size may have changed."""
        if content == self.content:
            return False
        self.content = content
        self.message = ""
        self.visible = content is not None
        first = content is not None and content.number == 1 and not content.finished
        self.back_button.enabled = not first
        self.back_button.reason = _("This is the first step.") if first else ""
        # the main button shows it is the default: Enter or Space press it
        self.continue_button.focused = True
        self.play_button.focused = True
        return True

    def say(self, message: str, kind: str = RULE) -> None:
        """One sentence under the text: why the last move was not taken."""
        self.message, self.message_kind = message, kind
        self._surface_key = None

    def clear_message(self) -> None:
        self.say("", INFO)

    def buttons(self) -> list[Button]:
        """The buttons on show, the main one first."""
        content = self.content
        if content is None:
            return []
        if content.finished:
            return [self.play_button, self.menu_button, self.back_button]
        main = [] if content.your_move else [self.continue_button]
        return [*main, self.back_button, self.restart_button, self.skip_button]

    # --- size and place ----------------------------------------------------------------------
    def measure(self, metrics: Metrics, width: int) -> tuple[int, int]:
        """Lay the text and buttons out for ``width``; returns the panel's size."""
        self.metrics = metrics
        content = self.content
        if content is None:
            return (0, 0)
        pad = metrics.px(16)
        inner = width - 2 * pad
        body, small = metrics.body_px, metrics.small_px
        lines: list[tuple[str, int, tuple, bool]] = []
        for line in text.wrap(content.text, body, inner):
            lines.append((line, body, style.CREAM, False))
        self._lines = lines
        y = pad + small + metrics.px(10)  # the header
        y += round(body * 1.32) * len(lines)
        y += self._message_height(metrics, inner)
        if content.your_move:
            y += metrics.px(8) + round(small * 1.4)
        # buttons: the main one(s) on their own row, the quiet ones in a row below
        self._offsets = {}
        y += metrics.px(12)
        big_h, quiet_h, gap = metrics.px(44), metrics.px(34), metrics.px(8)
        if content.finished:
            for button in (self.play_button, self.menu_button):
                w = min(inner, text.size(button.label, body, True)[0] + metrics.px(36))
                button.rect.size = (w, big_h)
            # the main choice across the panel, Menu beside Back in the row below
            self.play_button.rect.width = inner
            self._offsets["button:play_real"] = (pad, y)
            y += big_h + gap
            self.menu_button.rect.size = (self.menu_button.rect.width, quiet_h)
            self.back_button.rect.size = (self._quiet_w(self.back_button, metrics), quiet_h)
            self._offsets["button:tutorial_back"] = (pad, y)
            self._offsets["button:tutorial_menu"] = (width - pad - self.menu_button.rect.width, y)
            y += quiet_h
        else:
            quiet = [self.back_button, self.restart_button, self.skip_button]
            x = pad
            for button in quiet:
                button.rect.size = (self._quiet_w(button, metrics), quiet_h)
                self._offsets[button.name] = (x, 0)  # y set below
                x += button.rect.width + gap
            quiet_right = x - gap
            row_y = y
            if not content.your_move:
                cont = self.continue_button
                cont.rect.size = (text.size(cont.label, body, True)[0] + metrics.px(40), big_h)
                if quiet_right + gap * 2 + cont.rect.width <= width - pad:
                    # one row: quiet buttons on the left, Continue on the right
                    self._offsets[cont.name] = (width - pad - cont.rect.width, y)
                    row_y = y + (big_h - quiet_h) // 2
                    y += big_h
                else:
                    self._offsets[cont.name] = (width - pad - cont.rect.width, y)
                    y += big_h + gap
                    row_y = y
                    y += quiet_h
            else:
                y += quiet_h
            for button in quiet:
                self._offsets[button.name] = (self._offsets[button.name][0], row_y)
        self._surface_key = None
        return width, y + pad

    def _quiet_w(self, button: Button, metrics: Metrics) -> int:
        return text.size(button.label, metrics.small_px)[0] + metrics.px(22)

    def _message_lines(self, metrics: Metrics, inner: int) -> tuple[str, list[str]]:
        if not self.message:
            return "", []
        head = {RULE: "\u26a0 " + _("Not allowed:") + " ", HINT: _("Hint:") + " "}.get(
            self.message_kind, "")
        size = metrics.body_px
        head_w = text.size(head, size, True)[0] if head else 0
        first = text.wrap(self.message, size, inner - head_w)[0]
        rest = self.message[len(first):].strip()
        return head, [first, *(text.wrap(rest, size, inner) if rest else [])]

    def _message_height(self, metrics: Metrics, inner: int) -> int:
        """The message's height (the scene re-measures and re-places the panel when a
        message appears, keeping it as close as it can to where it was)."""
        head, lines = self._message_lines(metrics, inner)
        if not lines:
            return 0
        return metrics.px(10) + round(metrics.body_px * 1.32) * len(lines)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        for button in self.buttons():
            dx, dy = self._offsets.get(button.name, (0, 0))
            button.rect.topleft = (self.rect.x + dx, self.rect.y + dy)
        for button in (self.continue_button, self.back_button, self.restart_button,
                       self.skip_button, self.play_button, self.menu_button):
            if button not in self.buttons():
                button.rect = pygame.Rect(-1000, -1000, 0, 0)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the panel's buttons; Enter/Space press the main one (Continue, or
        "Play a real game" at the end).  Other keys (arrows, digits) are the table's."""
        if not self.visible or self.content is None:
            return False
        buttons = self.buttons()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and \
                    (self.content.finished or not self.content.your_move):
                return buttons[0].activate()
            return False
        for button in buttons:
            if button.handle(event):
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.rect.collidepoint(event.pos):
            return True  # a click on the panel itself goes no further
        return False

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible or self.content is None or self.rect.width <= 0:
            return
        key = (self.content, self.message, self.message_kind, self.rect.size, metrics.u)
        if key != self._surface_key or self._surface is None:
            self._surface = self._render(metrics)
            self._surface_key = key
        surface.blit(self._surface, self.rect)
        for button in self.buttons():
            button.draw(surface, metrics)

    def draw_tooltips(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.visible:
            for button in self.buttons():
                button.draw_tooltip(surface, metrics)

    def _render(self, metrics: Metrics) -> pygame.Surface:
        content = self.content
        assert content is not None
        w, h = self.rect.size
        surf = surfaces.panel((w, h), metrics.px(16), PANEL_FILL, PANEL_EDGE,
                              max(1, metrics.px(2))).copy()
        pad = metrics.px(16)
        inner = w - 2 * pad
        small, body = metrics.small_px, metrics.body_px
        counter = _("Well done!") if content.finished else _("Step {number} of {total}").format(
            number=content.number, total=content.total)
        head = text.render(counter, small, style.GOLD, bold=True)
        surf.blit(head, (pad, pad))
        title = text.render(content.title, small, style.CREAM_DIM)
        surf.blit(title, (w - pad - title.get_width(), pad))
        y = pad + small + metrics.px(10)
        step = round(body * 1.32)
        for line, size, colour, bold in self._lines:
            surf.blit(text.render(line, size, colour, bold), (pad, y))
            y += step
        lead, lines = self._message_lines(metrics, inner)
        if lines:
            y += metrics.px(10)
            accent = style.RED if self.message_kind == RULE else style.GOLD
            pygame.draw.rect(surf, (*accent, 210), (pad - metrics.px(9), y, max(2, metrics.px(3)),
                                                    step * len(lines) - (step - body)),
                             border_radius=2)
            x = pad
            if lead:
                lead_s = text.render(lead, body, accent if self.message_kind == RULE
                                     else style.GOLD, bold=True)
                surf.blit(lead_s, (x, y))
                x += lead_s.get_width()
            for i, line in enumerate(lines):
                surf.blit(text.render(line, body, style.CREAM), (x if i == 0 else pad, y))
                y += step
        if content.your_move:
            y += metrics.px(8)
            move = text.render(content.your_move, small, style.GOLD, bold=True)
            surf.blit(move, (pad, y))
        return surf

    def target_rect(self, name: str) -> pygame.Rect | None:
        if not self.visible:
            return None
        if name == "panel:tutorial":
            return pygame.Rect(self.rect)
        for button in self.buttons():
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
