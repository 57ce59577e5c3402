"""The ``normal`` level: each game's rule-of-thumb player, behind one class."""

from __future__ import annotations

from importlib import import_module

from cardgames.ai.base import Player
from cardgames.core.actions import Action
from cardgames.core.game import Observation

# game id -> module with ``choose(knowledge_state, seat) -> action id``
_HEURISTICS = {
    "pocha": "cardgames.ai.pocha_heuristic",
    "pitch": "cardgames.ai.pitch_heuristic",
}


def heuristic_module(game_id: str):
    if game_id not in _HEURISTICS:
        return None
    return import_module(_HEURISTICS[game_id])


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
