"""The human's hints in one match: asked for explicitly, computed off the frame loop.

A hint is the AI's search of the human's position (:meth:`AIWorker.request_hint
<cardgames.ai.worker.AIWorker.request_hint>`): the move it would make and one sentence
why, from its own numbers.  The table never judges a move itself; this class only keeps
the answer *for the position it was asked for*:

* the request runs in the worker process, so the window keeps drawing ("Thinking..." on
  the button) -- :meth:`poll` picks the answer up on a later frame;
* a request still running when the position changes (the player moved meanwhile) is
  dropped: its answer would point at a card that is gone, or at the wrong bid;
* a shown hint stays until the player acts or presses H again; H once more shows the same
  answer again without asking (or counting) twice;
* ``runner.hints_used`` counts each hint once, when it is first shown -- a hint dropped
  as stale never helped anyone, a hint shown again is still the same hint.

It draws nothing; the scene shows :attr:`shown` (the panel, the gold outline).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from cardgames.core.i18n import _

log = logging.getLogger(__name__)

#: the search's budget for one hint (600 sampled deals: a fraction of a second)
HINT_ITERATIONS = 600

#: what :meth:`Hints.toggle` did, for the scene to say
ASKED, SHOWN, HIDDEN, BUSY, NOT_NOW = "asked", "shown", "hidden", "busy", "not now"


@dataclass(frozen=True)
class Suggestion:
    """A hint for one position: the engine's action text and the sentence why."""

    action: str
    sentence: str
    position: tuple[int, int | None]


def position_of(runner: Any) -> tuple[int, int | None]:
    """What a hint is valid for: the actions so far and the seat to act.  Any action
    (the player's, or an AI's) changes it."""
    state = runner.state
    return len(state.log), state.current_player


class Hints:
    def __init__(self, iterations: int | None = None) -> None:
        self.iterations = iterations
        self._future: Future[tuple[str, str]] | None = None
        self._asked_at: tuple[int, int | None] | None = None
        self._answer: Suggestion | None = None  # the last answer (shown or not)
        self._visible = False
        #: set when the worker failed; the scene shows it once and clears it
        self.problem: str | None = None

    # --- what the table shows -------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._future is not None

    def shown(self, runner: Any) -> Suggestion | None:
        """The hint on screen now, if it still fits the position."""
        answer = self._answer
        if answer is None or not self._visible or answer.position != position_of(runner):
            return None
        return answer

    # --- the player's H / Hint button -----------------------------------------------------------
    def toggle(self, runner: Any, seat: int) -> str:
        """Ask for a hint for ``seat`` (the human, whose turn it is), show the one already
        found for this position, or hide the one shown.  Returns what happened."""
        here = position_of(runner)
        if self.shown(runner) is not None:
            self._visible = False
            return HIDDEN
        if self._future is not None and self._asked_at == here:
            return BUSY
        if self._answer is not None and self._answer.position == here:
            self._visible = True  # the same hint again: not asked, not counted again
            return SHOWN
        self.cancel()
        worker = runner.worker
        if not hasattr(worker, "request_hint"):  # e.g. a tutorial's scripted seats
            return NOT_NOW
        iterations = self.iterations or HINT_ITERATIONS
        self._future = worker.request_hint(runner.state, seat, iterations=iterations,
                                           seed=runner.ai_seed())
        self._asked_at = here
        return ASKED

    def poll(self, runner: Any) -> bool:
        """Collect a finished request (never waits).  True when a new hint is now shown;
        it is counted in ``runner.hints_used`` then."""
        if self._visible and self._answer is not None \
                and self._answer.position != position_of(runner):
            self._visible = False  # the player acted: the hint has done its work
        future = self._future
        if future is None:
            return False
        if self._asked_at != position_of(runner):
            # the player moved while the search ran: its answer would be about a position
            # that is gone -- forget it now (the button is free to ask again)
            log.info("a hint for an earlier position dropped")
            self.cancel()
            return False
        if not future.done():
            return False
        asked_at = self._asked_at
        self._future, self._asked_at = None, None
        if future.cancelled():
            return False
        try:
            action, sentence = future.result()
        except Exception as error:  # noqa: BLE001 - a failed search must not stop the table
            log.warning("the hint search failed: %r", error)
            self.problem = _("No hint this time: the search failed.")
            return False
        if runner.refusal(action) is not None:  # the engine has the last word
            log.warning("the hint suggested a move the rules refuse: %s", action)
            return False
        self._answer = Suggestion(action, sentence, asked_at)
        self._visible = True
        runner.hints_used += 1
        return True

    def hide(self) -> None:
        self._visible = False

    def forget(self) -> None:
        """Drop any answer and request: after an undo a position's numbers may come back
        with other cards behind them."""
        self.cancel()
        self._answer = None
        self._visible = False

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._asked_at = None
