"""What every AI player is: something that picks an action from an observation."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from cardgames.core.actions import Action
from cardgames.core.game import Observation


class Player(ABC):
    level = "base"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: Observation) -> Action:
        """The action this player takes, from what the observation shows."""
