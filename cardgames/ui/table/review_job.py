"""A hand's review at the table: one decision at a time in the AI worker, never blocking.

The review itself is :mod:`cardgames.ai.review`'s.  This class only runs it the way the
table needs: each of the seat's decisions is sent to the AI worker as its own request --
the seat's observation then, as JSON, and the move played -- so the window keeps drawing,
the progress bar moves a decision at a time, and Cancel drops the request under way (the
worker's shared flag stops its search) and sends no more.  The answers are worded here,
in the player's language of the moment.

It draws nothing (:mod:`cardgames.ui.table.review_panel` shows it) and imports no pygame.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import asdict
from typing import Any

from cardgames.ai.review import (
    Budget,
    Decision,
    DecisionReview,
    HandReview,
    assemble,
    decisions_of,
    worded,
)
from cardgames.ui.table.suit_text import order_words

log = logging.getLogger(__name__)

RUNNING, DONE, CANCELLED, FAILED = "running", "done", "cancelled", "failed"


class ReviewJob:
    """The review of ``seat``'s decisions in a recorded hand (a ``HandHistory``)."""

    def __init__(self, worker: Any, history: Any, seat: int = 0, budget: Budget | None = None,
                 seed: int = 0) -> None:
        self.worker = worker
        self.history = history
        self.seat = seat
        self.budget = budget or Budget()
        self.seed = seed
        self.game = history.game()
        start = self.game.replay(history.origin, list(history.earlier))
        self.decisions: list[Decision] = decisions_of(start, history.actions, seat)
        self.results: list[DecisionReview] = []
        self.status = RUNNING
        self._future: Future | None = None
        self._ask_next()

    # --- what the table shows ------------------------------------------------------------------
    @property
    def progress(self) -> float:
        """The share of the decisions reviewed, 0..1."""
        return len(self.results) / len(self.decisions) if self.decisions else 1.0

    @property
    def running(self) -> bool:
        return self.status == RUNNING

    def review(self) -> HandReview:
        """The review so far (complete once the job is done), worded now."""
        return assemble(self.game, self.seat, self.history.hand,
                        [worded(r, self.game, self.name_move) for r in self.results],
                        self.status == DONE)

    def name_move(self, action: str) -> str:
        """A move as the table names it, in the player's language ("play the 3 of oros")."""
        return order_words(action, self.game.deck_family, self.game.id)

    # --- driving it -----------------------------------------------------------------------------
    def poll(self) -> bool:
        """Collect a finished answer and ask for the next (never waits).  True when
        something changed."""
        future = self._future
        if self.status != RUNNING or future is None or not future.done():
            return False
        self._future = None
        try:
            data = future.result()
        except Exception as error:  # noqa: BLE001 - a failed search must not stop the table
            log.warning("the review search failed: %r", error)
            self.status = FAILED
            return True
        if data is None:  # cancelled in the worker
            self.status = CANCELLED
            return True
        self.results.append(DecisionReview(**data))
        self._ask_next()
        return True

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None
        if self.status == RUNNING:
            self.status = CANCELLED

    def _ask_next(self) -> None:
        if len(self.results) >= len(self.decisions):
            self.status = DONE
            return
        decision = self.decisions[len(self.results)]
        played = str(self.game.action_of(decision.played))
        self._future = self.worker.request_review(
            decision.observation, played, decision.index, asdict(self.budget), self.seed)
