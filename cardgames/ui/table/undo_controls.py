"""The Undo button (and Ctrl+Z) at the table: take back the player's last move.

What may be taken back is the runner's business (:meth:`MatchRunner.undo_problem`: the
human's last move of the current hand, in a match against the AI); this module only
offers it and shows the result.  Undo takes back the player's move and every AI move
after it, cancels a search in flight and shows the table as it is then, without
animation.  Each undo is counted (``runner.undos_used``): the save, the match end and
the statistics carry it, as they carry hints.

The button is there in the player's own matches (not in a lesson or a replay); in a
demo, where the AI plays every seat, it stays disabled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cardgames.core.i18n import N_, _
from cardgames.ui.style import Metrics
from cardgames.ui.widgets.button import QUIET, Button
from cardgames.ui.widgets.toast import INFO

if TYPE_CHECKING:
    from cardgames.ui.scenes.table import TableScene

LABEL = N_("Undo")
HELP = N_("Take back your last move and the opponents' moves after it (Ctrl+Z). "
          "Only moves of the current hand; the moves you take back are counted.")
NOT_HERE = N_("There is nothing to undo here.")
DEMO = N_("Undo is for your own moves against the AI.")
NOT_OFFERED = N_("No undo here: it is for your own matches against the AI.")


class UndoControls:
    def __init__(self, scene: TableScene, offered: bool = True) -> None:
        self.scene = scene
        self.offered = offered
        self.button = Button("\u21b6  " + _(LABEL), self.press, name="button:undo", kind=QUIET,
                             help=_(HELP))
        self.button.visible = offered

    def problem(self) -> str | None:
        """Why undo can't be used now, or None."""
        scene = self.scene
        if not self.offered:
            return _(NOT_OFFERED)
        if not scene.records.enabled:
            return _(DEMO)
        if scene.finished or scene.hold:
            return _(NOT_HERE)
        return scene.runner.undo_problem()

    def press(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.scene.toast.show(problem, INFO, duration=2.0)
            return
        self.scene.undo_last_move()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.press()
            return True
        return self.button.handle(event)

    def update(self) -> None:
        problem = self.problem()
        self.button.enabled = problem is None
        self.button.reason = problem or ""

    def layout(self, metrics: Metrics, above: pygame.Rect) -> None:
        """The button just above ``above`` (the Hint button), the same size."""
        self.button.rect = pygame.Rect(0, 0, above.width, above.height)
        self.button.rect.bottomright = (above.right, above.top - metrics.px(10))

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        self.button.draw(surface, metrics)

    def draw_tooltip(self, surface: pygame.Surface, metrics: Metrics) -> None:
        self.button.draw_tooltip(surface, metrics)
