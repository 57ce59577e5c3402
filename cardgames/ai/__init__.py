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

#: levels offered at the table, weakest first; ``ismcts`` (search with an explicit
#: ``iterations=`` or ``time_s=`` budget) is for experiments and ``cardgames simulate``
LEVELS = ("random", "easy", "normal", "hard")
ALL_LEVELS = (*LEVELS, "ismcts")


def make_player(level: str, seed: int | None = None, **budget: Any) -> Player:
    """A player of the given level.

    ``budget`` (``iterations=``, ``time_s=``) sets the search of ``hard`` and ``ismcts``;
    ``hard`` alone has a default: a number of iterations, about a second a move on a
    2-core laptop (``cardgames.ai.search_player``).  A level may also be written
    ``ismcts:2000`` (iterations) or ``ismcts:0.5s`` (seconds) where only text fits, as in
    ``cardgames simulate --ai``.
    """
    level, budget = _split_budget(level, budget)
    if budget and level not in ("hard", "ismcts"):
        raise ValueError(f"the {level!r} level takes no search budget")
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        from cardgames.ai.easy import EasyPlayer

        return EasyPlayer(seed)
    if level == "normal":
        from cardgames.ai.heuristic import HeuristicPlayer

        return HeuristicPlayer(seed)
    if level in ("hard", "ismcts"):
        from cardgames.ai.search_player import SearchPlayer

        if level == "ismcts" and not budget:
            raise ValueError("the ismcts level needs iterations= or time_s=")
        player = SearchPlayer(seed, **budget)
        player.level = level
        return player
    raise ValueError(f"{level!r} is not an AI level; use one of {', '.join(ALL_LEVELS)}")


def _split_budget(level: str, budget: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    name, sep, spec = level.partition(":")
    if not sep:
        return level, budget
    try:
        if spec.endswith("s"):
            return name, {**budget, "time_s": float(spec[:-1])}
        return name, {**budget, "iterations": int(spec)}
    except ValueError:
        raise ValueError(f"{level!r}: write the budget as iterations (ismcts:2000) or seconds "
                         "(ismcts:0.5s)") from None


__all__ = ["ALL_LEVELS", "LEVELS", "Player", "make_player"]
