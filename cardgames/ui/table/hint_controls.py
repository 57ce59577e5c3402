"""The Hint button (and key H) at the table, and the panel the hint is shown in.

The player asks for a hint explicitly, so the button is there whatever the learning-aids
setting says.  It works only on the player's turn (disabled otherwise, saying so on
hover); while the worker searches it reads "Thinking..." and the frame goes on drawing.
The answer is shown as a panel near the bottom centre -- placed so that it hides neither
the hand nor the bid buttons -- and as a pulsing gold outline on the suggested card or
button (the game's layout reads :meth:`HintControls.suggested` for that).  It stays
until the player acts or presses H again.

What is a hint, when it is stale and how it is counted is
:class:`~cardgames.ui.table.hints.Hints`' business; this module only presents it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cardgames.core.i18n import N_, _
from cardgames.ui.style import Metrics
from cardgames.ui.table.hint_panel import HintPanel, hint_words
from cardgames.ui.table.hints import ASKED, NOT_NOW, Hints
from cardgames.ui.table.match import HUMAN
from cardgames.ui.tutorial.placement import best_place
from cardgames.ui.widgets.button import QUIET, Button
from cardgames.ui.widgets.toast import INFO

if TYPE_CHECKING:
    from cardgames.ui.scenes.table import TableScene

LABEL = N_("Hint (H)")
THINKING = N_("Thinking\u2026")
HIDE = N_("Hide hint (H)")
HELP = N_("Ask the computer for a good move and why (H). The hints you use are counted.")
NOT_YOUR_TURN = N_("Hints are for your turn: wait until it is your move.")


class HintControls:
    def __init__(self, scene: TableScene, offered: bool = True) -> None:
        self.scene = scene
        self.offered = offered
        self.hints = Hints()
        self.button = Button(_(LABEL), self.press, name="button:hint", kind=QUIET, help=_(HELP))
        self.button.visible = offered
        self.panel = HintPanel()
        self.metrics: Metrics | None = None
        #: place the panel at the next draw, once the prompt has its size for this window
        self._unplaced = False

    # --- what the table shows -------------------------------------------------------------------
    def suggested(self) -> str | None:
        """The action the shown hint suggests ("play:3O", "bid:1"), or None."""
        shown = self.hints.shown(self.scene.runner)
        return shown.action if shown is not None else None

    # --- input ------------------------------------------------------------------------------------
    def press(self) -> None:
        """The button or H: ask, show again, or hide."""
        scene = self.scene
        if not self.offered:
            scene.hints_not_offered()
            return
        if not scene.input_ready:
            scene.toast.show(_(NOT_YOUR_TURN), INFO, duration=2.0)
            return
        outcome = self.hints.toggle(scene.runner, HUMAN)
        if outcome == NOT_NOW:
            scene.toast.show(_("No hints here."), INFO, duration=2.0)
        elif outcome == ASKED:
            self.update(0.0)  # an answer already there (inline AI) shows at once

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.press()
            return True
        return self.button.handle(event)

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        scene = self.scene
        runner = scene.runner
        if self.hints.poll(runner):
            scene.records.autosave()  # the count is part of the match: keep it on disk
        if self.hints.problem:
            scene.toast.show(self.hints.problem, INFO)
            self.hints.problem = None
        shown = self.hints.shown(runner)
        if shown is None:
            self.panel.set("", "")
        else:
            game = runner.game
            if self.panel.set(*hint_words(shown.action, shown.sentence, game.deck_family, game.id)):
                self._unplaced = True
        self.panel.update(dt)
        self._update_button(shown is not None)

    def _update_button(self, showing: bool) -> None:
        button = self.button
        ready = self.scene.input_ready
        if self.hints.thinking:
            button.label, button.enabled = _(THINKING), False
            button.reason = _("Looking for a good move\u2026")
        elif not ready:
            button.label, button.enabled, button.reason = _(LABEL), False, _(NOT_YOUR_TURN)
        else:
            button.label, button.enabled = _(HIDE if showing else LABEL), True
            button.help = _("Hide the hint (H).") if showing else _(HELP)

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        """The button just above the Menu button (bottom-right, away from the cards)."""
        self.metrics = metrics
        menu = self.scene.menu_button.rect
        self.button.rect = pygame.Rect(0, 0, menu.width, menu.height)
        self.button.rect.bottomright = (menu.right, menu.top - metrics.px(10))
        self._unplaced = True

    def _place_panel(self) -> None:
        """Just above the prompt if it fits there; never on the hand, the buttons or the
        player's seat; over as little of the rest of the table as possible."""
        m = self.metrics
        scene = self.scene
        if m is None:
            return
        size = self.panel.measure(m)
        names = ["hand", "prompt", "seat:0"]
        must = [r for r in (scene.target_rect(n) for n in names) if r is not None]
        buttons, crowded = scene.table.keep_clear()
        must += buttons
        must += [scene.menu_button.rect, self.button.rect]
        must += [r for r in (scene.target_rect("button:undo"),) if r is not None]
        soft = [r for r in (scene.target_rect(f"seat:{s}")
                            for s in range(1, scene.runner.game.players)) if r is not None]
        soft += [r for r in (scene.target_rect(n) for n in ("panel:score", "trump"))
                 if r is not None]
        for played in scene.view().get("trick") or []:
            rect = scene.target_rect(f"card:{played['card']}")
            if rect is not None:
                soft.append(rect)
        soft += crowded
        prompt = scene.target_rect("prompt")
        geometry = scene.table.geometry
        above = prompt.top if prompt is not None else geometry.prompt_bottom - m.px(40)
        prefer = (geometry.hand_area.centerx - size[0] // 2, above - m.px(10) - size[1])
        screen = pygame.Rect(0, 0, m.width, m.height)
        rect, _ = best_place(size, screen, must, soft, prefer, margin=m.px(12), gap=m.px(8))
        self.panel.place(rect)

    def toast_anchor(self, default: tuple[int, int]) -> tuple[int, int]:
        """Where the toast goes: its usual place, or above the hint panel when they would
        meet (a refusal while a hint is shown must not hide it, nor hide behind it)."""
        panel = self.panel.rect
        if not self.panel.visible or self.metrics is None:
            return default
        band = pygame.Rect(0, 0, self.metrics.px(640), self.metrics.px(90))
        band.midbottom = default
        if not band.colliderect(panel):
            return default
        return (default[0], panel.top - self.metrics.px(8))

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        """Call after the table is drawn: the panel is placed against what is on it."""
        self.button.draw(surface, metrics)
        if self._unplaced and self.panel.visible:
            self._place_panel()
            self._unplaced = False
        self.panel.draw(surface, metrics)

    def draw_tooltip(self, surface: pygame.Surface, metrics: Metrics) -> None:
        self.button.draw_tooltip(surface, metrics)

    def close(self) -> None:
        self.hints.cancel()
