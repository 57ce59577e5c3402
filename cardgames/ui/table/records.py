"""What the table keeps of the player's match: the autosave, hand histories, statistics.

The engine decides when a hand or the match is over; this only writes it down, at the
moment the engine says so (not when the picture catches up), so a player who closes the
window on the last hand's summary loses nothing and nothing is counted twice:

* after every action (the human's or the AI's), the match is autosaved -- or, once it is
  over, the autosave is removed, since there is nothing left to resume;
* every hand the engine has scored gets its readable history file
  (:func:`~cardgames.core.history.record_hand`), remembered by hand number so the hand
  summary can offer to export it;
* a finished match is counted once in the statistics, for the human at seat 0.

Tutorials and demos (the AI in the human's chair) keep nothing: they are not the
player's matches, and a demo must never overwrite the player's autosave.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from cardgames.core.history import HistoryError, record_hand
from cardgames.core.i18n import _
from cardgames.core.stats import record_match

log = logging.getLogger(__name__)


class MatchRecords:
    def __init__(self, app, runner, config, enabled: bool) -> None:
        self.app = app
        self.runner = runner
        self.config = config
        self.enabled = enabled
        state = runner.state
        #: actions already accounted for (a resumed match starts saved)
        self.logged = len(state.log)
        #: hands whose history exists (a resumed match's earlier hands were recorded then)
        self.hands_recorded = state.hands_finished
        self.histories: dict[int, Path] = {}  # hand number (1-based) -> its history file
        self.counted = state.is_over
        self.problem: str | None = None  # the last thing that could not be written

    @property
    def stats_key(self) -> str:
        return self.config.stats_key(self.runner.game)

    def after_action(self) -> bool:
        """Write down what the last action(s) changed; True if there was anything new."""
        state = self.runner.state
        if len(state.log) == self.logged:
            return False
        self.logged = len(state.log)
        if not self.enabled:
            return True
        self._record_hands(state)
        if state.is_over:
            self._count_match(state)
            self.app.autosaver.clear()
        else:
            self.autosave()
        return True

    def autosave(self) -> None:
        if not self.enabled or self.runner.state.is_over:
            return
        runner = self.runner
        self.app.autosaver.save(runner.state, runner.names, runner.levels, self.stats_key,
                                runner.hints_used, runner.undos_used)

    def close(self) -> None:
        """The table is leaving (quit, menu): the last action is on disk before it goes."""
        self.after_action()
        if self.enabled and not self.runner.state.is_over:
            self.app.autosaver.flush()

    # --- hands and the match -------------------------------------------------------------------
    def _record_hands(self, state: Any) -> None:
        while self.hands_recorded < state.hands_finished:
            hand = self.hands_recorded + 1
            self.hands_recorded = hand
            try:
                self.histories[hand] = record_hand(state, hand, list(self.runner.names))
            except (OSError, HistoryError) as error:
                self.problem = _("The history of hand {hand} could not be written ({error}).").format(
                    hand=hand, error=error)
                log.warning("%s", self.problem)
            except (ValueError, LookupError, TypeError) as error:
                # a resumed match whose saved moves don't lead to its state (a hand-edited
                # save): its history can't be told, but the match itself plays on
                self.problem = _("The history of hand {hand} could not be written.").format(hand=hand)
                log.warning("%s (%s: %.120s)", self.problem, type(error).__name__, error)

    def _count_match(self, state: Any) -> None:
        if self.counted:
            return
        self.counted = True
        try:
            record_match(state.game.id, self.stats_key, list(state.scores),
                         list(state.winners or []), seat=0, hints=self.runner.hints_used,
                         notify=self.app.notify, undos=self.runner.undos_used)
        except OSError as error:
            self.problem = _("The statistics could not be saved ({error}).").format(error=error)
            log.warning("%s", self.problem)
