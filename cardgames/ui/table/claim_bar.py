"""The claim bar and the claim's call: a claim window (``core/claims.py``) at the table.

Two parts, naming no game (the draw-and-discard table,
:class:`~cardgames.ui.table.draw_discard_layout.DrawDiscardLayout`, places and feeds them):

- :class:`ClaimBar` -- the human's answer.  It is up only while the human is asked and
  may choose (the table answers ``pass`` for a human who may only pass, unless
  ``prompt_all_humans``: :mod:`.claim_pacing`), with exactly the legal answers as buttons
  (labelled by the game's ``action_label``: Win / Dui / Pass, Claim / Pass), the tiles
  each answer would make previewed over the bar while the pointer (or the keyboard's
  focus) is on its button (the game's ``claim_preview`` hook), and, when the
  ``claim_timeout_seconds`` choice is set, the time left to answer: silence is ``pass``
  (the bar answers it when the time is up).  Keys: Tab / Shift+Tab move the focus along
  the buttons, Enter or Space takes the focused one, Escape passes, and each button's
  initial takes it.
- :class:`ClaimCalls` -- after the window: the taker's claim word announced big over the
  middle for a moment ("Dui!", "Claim!"), with the taker's name, and each seat the turn
  jumped over marked on its panel a little longer.  Neither holds the play up: a window
  nobody takes shows nothing, and one that is taken costs no time but the tiles' flight.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.cards.base import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import ActionBar, Choice
from cardgames.ui.table.parts.common import blit_card, card_size_in
from cardgames.ui.widgets import surfaces

__all__ = ["CALL_S", "SKIP_S", "ClaimBar", "ClaimCalls"]

#: how long the claim word stays up (it fades over the last third)
CALL_S = 1.4
#: letters the table keeps for itself (H: a hint, M: sound), never an answer's key
TABLE_KEYS = frozenset("hm")
#: how long a skipped seat's panel is marked
SKIP_S = 2.4
PASS = "pass"


class ClaimBar:
    """The buttons of the human's legal answers to the open claim window, their
    previews and the time left (see the module)."""

    def __init__(self, on_action: Callable[[str], None],
                 on_refused: Callable[[str], None]) -> None:
        self.on_action = on_action
        self.buttons = ActionBar(on_action=self._chosen, on_refused=on_refused)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shown = False
        #: which window the bar answers (a new one restarts the clock and the focus)
        self.key: object = None
        #: seconds to answer (0: no limit) and the seconds left
        self.timeout = 0.0
        self.left = 0.0
        #: the button the keyboard's Tab has put the focus on (its index), or None
        self.focus: int | None = None
        self._answered = False
        self._metrics: Metrics | None = None
        #: where the last preview was drawn (None: none on show)
        self.preview_rect: pygame.Rect | None = None

    # --- what it shows --------------------------------------------------------------------------
    def set(self, key: object, choices: list[Choice], timeout: float) -> None:
        """Show ``choices`` for the window ``key`` (none: the bar is down); the time
        left starts from ``timeout`` seconds (0: no limit) when the window is new."""
        if not choices:
            self.shown = False
            self.buttons.active = False
            return
        if key != self.key:
            self.key, self.left, self.focus, self._answered = key, timeout, None, False
        self.timeout = max(0.0, float(timeout))
        self.shown = True
        self.buttons.set(choices)
        self.buttons.active = True
        if self.focus is not None and self.focus >= len(self.buttons.buttons):
            self.focus = None

    @property
    def actions(self) -> list[str]:
        """The answers on the bar, in order."""
        return [c.action for c in self.buttons.choices] if self.shown else []

    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        """The bar takes the action bar's row ``rect``; the time left sits at its right."""
        self._metrics = metrics
        self.rect = pygame.Rect(rect)
        room = text.size(self.time_words(99), metrics.small_px, True)[0] + metrics.px(16)
        inner = pygame.Rect(rect.x + room, rect.y, max(1, rect.width - 2 * room), rect.height)
        self.buttons.layout(inner, metrics)

    def time_words(self, seconds: float) -> str:
        return _("{n} s to answer").format(n=max(0, int(seconds + 0.999)))

    # --- the clock and the input --------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The clock runs while the bar is up; at 0 the bar answers ``pass``."""
        self.buttons.update(dt)
        if not self.shown or self.timeout <= 0 or self._answered:
            return
        self.left -= dt
        if self.left <= 0:
            self._answered = True
            self.on_action(PASS)

    def _chosen(self, action: str) -> None:
        self._answered = True
        self.on_action(action)

    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons' clicks and hotkeys; Tab, Enter / Space, Escape (pass)."""
        if not self.shown:
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            n = len(self.buttons.buttons)
            if event.key == pygame.K_TAB and n:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = (0 if step > 0 else n - 1) if self.focus is None else \
                    (self.focus + step) % n
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                    and self.focus is not None:
                button = self.buttons.buttons[self.focus]
                if button.enabled:
                    self._chosen(self.buttons.choices[self.focus].action)
                else:
                    self.buttons.on_refused(button.reason)
                return True
            if event.key == pygame.K_ESCAPE and PASS in self.actions:
                self._chosen(PASS)
                return True
        return self.buttons.handle(event)

    def pointed(self, pos: tuple[int, int]) -> str | None:
        """The answer whose button is under ``pos``, else the focused one, or None."""
        if not self.shown:
            return None
        for choice, button in zip(self.buttons.choices, self.buttons.buttons, strict=True):
            if button.rect.collidepoint(pos):
                return choice.action
        if self.focus is not None:
            return self.buttons.choices[self.focus].action
        return None

    def button_rect(self, action: str) -> pygame.Rect | None:
        return self.targets().get(f"button:{action}")

    def targets(self) -> dict[str, pygame.Rect]:
        return self.buttons.targets() if self.shown else {}

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.shown or not self.buttons.buttons:
            return
        rects = [b.rect for b in self.buttons.buttons]
        box = rects[0].unionall(rects[1:]).inflate(metrics.px(20), metrics.px(12))
        surface.blit(surfaces.panel(box.size, metrics.px(12), style.PANEL_STRONG,
                                    (*style.GOLD, 150), max(1, metrics.px(1.5))), box)
        self.buttons.draw(surface, metrics)
        if self.focus is not None:
            rect = self.buttons.buttons[self.focus].rect
            width = max(2, metrics.px(3))
            grown = rect.inflate(3 * width, 3 * width)
            surface.blit(surfaces.outline(grown.size, min(grown.height // 2, metrics.px(12)),
                                          width, style.CREAM), grown)
        if self.timeout > 0:
            urgent = self.left <= min(3.0, self.timeout / 3)
            words = text.render(self.time_words(self.left), metrics.small_px,
                                style.RED if urgent else style.CREAM, bold=True)
            spot = words.get_rect(midleft=(box.right + metrics.px(10), box.centery))
            spot.clamp_ip(surface.get_rect())
            surface.blit(words, spot)
            # the time left as a line that shortens under the buttons
            share = max(0.0, min(1.0, self.left / self.timeout))
            line = pygame.Rect(box.x + metrics.px(8), box.bottom - metrics.px(5),
                               round((box.width - metrics.px(16)) * share), max(2, metrics.px(3)))
            pygame.draw.rect(surface, style.RED if urgent else style.GOLD, line,
                             border_radius=line.height // 2)

    def draw_preview(self, surface: pygame.Surface, metrics: Metrics, renderer: CardRenderer,
                     action: str, codes: list[str], words: str,
                     bottom: int | None = None, room: pygame.Rect | None = None,
                     avoid: tuple[pygame.Rect, ...] = ()) -> pygame.Rect | None:
        """The tiles ``action`` would make, face up in a small panel with ``words`` (the
        answer's label) above them: left of the bar (and of the ``avoid`` rects' left
        edge there: the prompt) when ``room`` holds it there clear of every ``avoid``
        rect, else over its button, its bottom edge at ``bottom`` (above the prompt);
        returns the panel's rect."""
        button = self.button_rect(action)
        self.preview_rect = None
        if button is None or not codes:
            return None
        card_w, card_h = card_size_in(renderer, metrics.px(48), metrics.px(92))
        gap = metrics.px(6)
        label = text.render(words, metrics.small_px, style.GOLD, bold=True)
        width = max(len(codes) * card_w + (len(codes) - 1) * gap, label.get_width())
        box = pygame.Rect(0, 0, width + 2 * metrics.px(10),
                          card_h + label.get_height() + 3 * metrics.px(6))
        rects = [b.rect for b in self.buttons.buttons]
        bar = rects[0].unionall(rects[1:]).inflate(metrics.px(20), metrics.px(12))
        left = min([bar.left] + [r.left for r in avoid if r.bottom > bar.top - box.height])
        box.bottomright = (left - metrics.px(8), bar.bottom)
        if room is None or not room.contains(box) or box.collidelist(list(avoid)) >= 0:
            box.midbottom = (button.centerx, button.top - metrics.px(14) if bottom is None
                             else bottom)
        box.clamp_ip(surface.get_rect())
        surface.blit(surfaces.panel(box.size, metrics.px(10), style.PANEL_STRONG,
                                    (*style.GOLD, 200), max(1, metrics.px(1.5))), box)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + metrics.px(6))))
        x = box.centerx - (len(codes) * card_w + (len(codes) - 1) * gap) // 2
        y = box.y + label.get_height() + 2 * metrics.px(6)
        for code in codes:
            blit_card(surface, renderer, code, pygame.Rect(x, y, card_w, card_h))
            x += card_w + gap
        self.preview_rect = box
        return box


@dataclass
class _Call:
    word: str
    name: str
    seat: int
    skipped: tuple[int, ...]
    age: float = 0.0


class ClaimCalls:
    """The last window's call ("Dui!") and its skipped seats, each for a moment."""

    def __init__(self) -> None:
        self.call: _Call | None = None

    def show(self, word: str, name: str, seat: int, skipped: list[int]) -> None:
        self.call = _Call(word, name, seat, tuple(skipped))

    def clear(self) -> None:
        self.call = None

    def end_word(self) -> None:
        """Stop showing the call's word (its skipped seats stay marked their while)."""
        if self.call is not None:
            self.call.age = max(self.call.age, CALL_S)

    def update(self, dt: float) -> None:
        if self.call is not None:
            self.call.age += dt
            if self.call.age >= max(CALL_S, SKIP_S):
                self.call = None

    @property
    def word(self) -> str | None:
        """The claim word on show now, or None."""
        call = self.call
        return call.word if call is not None and call.age < CALL_S else None

    @property
    def skipped(self) -> tuple[int, ...]:
        """The seats marked as skipped now."""
        call = self.call
        return call.skipped if call is not None and call.age < SKIP_S else ()

    def draw(self, surface: pygame.Surface, metrics: Metrics, middle: pygame.Rect,
             panels: list[pygame.Rect]) -> None:
        call = self.call
        if call is None:
            return
        for seat in self.skipped:
            if 0 <= seat < len(panels):
                draw_skipped(surface, metrics, panels[seat])
        if self.word is None:
            return
        fade = min(1.0, 3 * (CALL_S - call.age) / CALL_S)
        big = text.render(call.word, max(metrics.title_px, metrics.px(64)), style.GOLD, bold=True)
        who = text.render(call.name, metrics.body_px, style.CREAM, bold=True)
        box = pygame.Rect(0, 0, max(big.get_width(), who.get_width()) + metrics.px(48),
                          big.get_height() + who.get_height() + metrics.px(20))
        # between the taker's panel and the middle: it says who, near who, and leaves the
        # discards (the next window's card) in view
        box.center = middle.center
        if 0 <= call.seat < len(panels):
            seat_at = panels[call.seat].center
            box.center = ((seat_at[0] + middle.centerx) // 2, (seat_at[1] + middle.centery) // 2)
        box.clamp_ip(surface.get_rect())
        plate = surfaces.panel(box.size, metrics.px(16), style.DIALOG,
                               (*style.GOLD, 180), max(1, metrics.px(2))).copy()
        plate.blit(big, big.get_rect(midtop=(box.width // 2, metrics.px(6))))
        plate.blit(who, who.get_rect(midbottom=(box.width // 2, box.height - metrics.px(8))))
        plate.set_alpha(round(255 * max(0.0, fade)))
        surface.blit(plate, box)


def draw_skipped(surface: pygame.Surface, metrics: Metrics, panel: pygame.Rect) -> None:
    """A seat's panel marked "Turn skipped": a tag on its top edge and a dim veil."""
    veil = pygame.Surface(panel.size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 70))
    surface.blit(veil, panel)
    words = text.render(_("Turn skipped"), metrics.small_px, style.INK, bold=True)
    tag = words.get_rect().inflate(metrics.px(14), metrics.px(4))
    tag.center = (panel.centerx, panel.top)
    tag.clamp_ip(surface.get_rect())
    surface.blit(surfaces.panel(tag.size, tag.height // 2, style.CREAM, style.CREAM, 1), tag)
    surface.blit(words, words.get_rect(center=tag.center))
