"""AI players.  They see only an ``Observation``; ``make_player`` is the one entry point.

>>> import cardgames, random
>>> state = cardgames.create("pocha", players=4).new_state(seed=3)
>>> bot = make_player("random", seed=1)
>>> bot.choose(state.observation(state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

from typing import Any

from cardgames.ai.base import Player
from cardgames.ai.random_player import RandomPlayer

LEVELS = ("random", "normal")


def make_player(level: str, seed: int | None = None, **budget: Any) -> Player:
    """A player of the given level; ``budget`` is for search levels (time_s=, iterations=)."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "normal":
        from cardgames.ai.heuristic import HeuristicPlayer

        return HeuristicPlayer(seed)
    raise ValueError(f"{level!r} is not an AI level; use one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Player", "make_player"]
