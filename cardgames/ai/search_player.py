"""The ``hard`` and ``ismcts`` levels: information-set search with an iteration budget.

The budget is counted in iterations, not seconds, so ``hard`` plays equally well on a
busy machine as on an idle one: ``HARD_ITERATIONS`` take about a second at the first
trick of the largest hand on a 2-core laptop (``cardgames bench`` reports the rate), and
less later in the hand, when playouts are shorter.  A time cap is only a safety net: it
stops a search that has run ``HARD_TIME_CAP_S`` seconds, but never before
``HARD_MIN_ITERATIONS`` (the floor below which the level would not be ``hard``).  The tree
is kept from one decision to the next within a hand (``ismcts.Tree``).

A game may give ``hard`` a search of its own: a module ``cardgames.ai.<game id>_search``
with ``choose(observation, rng) -> action id`` (Latxa's look-ahead over the next cards,
which the generic search can't do); ``ismcts`` always searches with the generic one.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from cardgames.ai.base import Player
from cardgames.ai.conventions import game_module
from cardgames.ai.ismcts import SearchResult, Tree, search
from cardgames.core.actions import Action
from cardgames.core.game import Observation

#: the hard level's budget: iterations per move, the floor a time cap can't cut, the cap
HARD_ITERATIONS = 300
HARD_MIN_ITERATIONS = 150
HARD_TIME_CAP_S = 6.0


def game_search(game_id: str) -> ModuleType | None:
    """The game's own search for ``hard`` (``cardgames.ai.<game id>_search``), or None."""
    return game_module(game_id, "search")


class SearchPlayer(Player):
    level = "ismcts"

    def __init__(self, seed: int | None = None, iterations: int | None = None,
                 time_s: float | None = None, min_iterations: int | None = None,
                 reuse_tree: bool = True):
        super().__init__(seed)
        if iterations is None and time_s is None:
            iterations = HARD_ITERATIONS
            time_s = HARD_TIME_CAP_S
            if min_iterations is None:
                min_iterations = HARD_MIN_ITERATIONS
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_s is not None and time_s <= 0:
            raise ValueError("time_s must be positive")
        self.iterations = iterations
        self.time_s = time_s
        self.min_iterations = min_iterations or 0
        self.tree = Tree() if reuse_tree else None
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
        own = game_search(observation.game.id) if self.level == "hard" else None
        if own is not None:
            return observation.game.action_of(own.choose(observation, self.rng))
        self.last = search(observation, self.rng, iterations=self.iterations, time_s=self.time_s,
                           should_stop=self.should_stop, min_iterations=self.min_iterations,
                           tree=self.tree)
        return observation.game.action_of(self.last.best)
