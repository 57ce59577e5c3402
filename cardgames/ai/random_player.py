"""The baseline: a uniformly random legal action."""

from __future__ import annotations

from cardgames.ai.base import Player
from cardgames.core.actions import Action
from cardgames.core.game import Observation


class RandomPlayer(Player):
    level = "random"

    def choose(self, observation: Observation) -> Action:
        actions = observation.legal_actions()
        if not actions:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        return actions[int(self.rng.random() * len(actions))]
