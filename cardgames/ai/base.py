"""What every AI player is: something that picks an action from an observation."""

from __future__ import annotations

import random

from cardgames.core.actions import Action
from cardgames.core.game import Observation


class Player:
    level = "base"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, observation: Observation) -> Action:
        raise NotImplementedError  # every level overrides it
