"""The ``normal`` level: each game's rule-of-thumb player, behind one class.

A game's heuristic is found by convention, not listed: the module
``cardgames.ai.<game id>_heuristic`` exposing ``choose(knowledge_state, seat) -> action
id`` and, optionally, ``forget(knowledge_state)`` (what the ``easy`` level forgets).  A
game without one is played at random (``docs/architecture.md``, "Adding a game").
"""

from __future__ import annotations

from types import ModuleType

from cardgames.ai.base import Player
from cardgames.ai.conventions import game_module, game_module_name
from cardgames.core.actions import Action
from cardgames.core.game import Observation


def heuristic_module_name(game_id: str) -> str:
    """Where a game's heuristic lives, by convention."""
    return game_module_name(game_id, "heuristic")


def heuristic_module(game_id: str) -> ModuleType | None:
    """The game's heuristic module, or None when the game has none (it is played at random)."""
    return game_module(game_id, "heuristic")


class HeuristicPlayer(Player):
    level = "normal"

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_ids()
        if not legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        module = heuristic_module(observation.game.id)
        if module is None or len(legal) == 1:
            return observation.game.action_of(legal[int(self.rng.random() * len(legal))])
        action_id = module.choose(observation.public_state(), observation.seat)
        return observation.game.action_of(action_id)
