"""The ``hard`` and ``ismcts`` levels: information-set search with a move budget."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.ai.base import Player
from cardgames.ai.ismcts import SearchResult, search
from cardgames.core.actions import Action
from cardgames.core.game import Observation

#: the hard level's budget: about a second per move in the app
HARD_TIME_S = 1.0


class SearchPlayer(Player):
    level = "ismcts"

    def __init__(self, seed: int | None = None, iterations: int | None = None,
                 time_s: float | None = None):
        super().__init__(seed)
        if iterations is None and time_s is None:
            time_s = HARD_TIME_S
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_s is not None and time_s <= 0:
            raise ValueError("time_s must be positive")
        self.iterations = iterations
        self.time_s = time_s
        self.last: SearchResult | None = None
        #: asked between search iterations; True ends the search early (the AI worker sets
        #: it so a search for a position that is gone stops at once)
        self.should_stop: Callable[[], bool] | None = None

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_ids()
        if not legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        if len(legal) == 1:
            return observation.game.action_of(legal[0])
        self.last = search(observation, self.rng, iterations=self.iterations, time_s=self.time_s,
                           should_stop=self.should_stop)
        return observation.game.action_of(self.last.best)
