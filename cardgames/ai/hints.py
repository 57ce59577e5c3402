"""Hints at the table: the search's suggestion, with one sentence why, from its own numbers.

>>> import cardgames
>>> game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
>>> state = game.new_state(deck=["1O", "4C", "7E", "5B", "3O"], dealer=3)
>>> advice = hint(state.observation(0), iterations=300, seed=1)
>>> str(advice.action)
'bid:1'
>>> advice.sentence.startswith("Bid 1: you made your bid in")
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from cardgames.ai.ismcts import ActionStats, search
from cardgames.core.actions import Action
from cardgames.core.game import Observation

HINT_ITERATIONS = 600
CARD_VERBS = frozenset({"play", "discard", "lead"})


@dataclass(frozen=True)
class Hint:
    action: Action
    sentence: str
    stats: tuple[ActionStats, ...]
    iterations: int


def describe(action: Action) -> str:
    """'Play 3O', 'Bid 2', 'Pass' — the action as a short imperative."""
    words = action.verb.replace("_", " ").capitalize()
    return f"{words} {','.join(action.args)}" if action.args else words


def hint(observation: Observation, iterations: int = HINT_ITERATIONS, seed: int = 0,
         should_stop: Callable[[], bool] | None = None) -> Hint:
    """Search the position and explain the best move against the runner-up
    (``should_stop`` as in :func:`~cardgames.ai.ismcts.search`)."""
    game = observation.game
    result = search(observation, random.Random(seed), iterations=iterations,
                    should_stop=should_stop)
    best = result.stats[0]
    action = game.action_of(best.action_id)
    if len(result.stats) < 2 or result.iterations == 0:
        sentence = f"{describe(action)}: it is the only move the rules allow here."
        return Hint(action, sentence, result.stats, result.iterations)
    second = result.stats[1]
    runner_up = game.action_of(second.action_id)
    # "38% with 1O" for a card against a card, else "38% with bid 1"
    same_cards = runner_up.verb == action.verb and action.verb in CARD_VERBS
    other = ",".join(runner_up.args) if same_cards else describe(runner_up).lower()
    n = result.iterations
    if best.success_rate is not None:
        sentence = (f"{describe(action)}: {game.success_phrase} in {best.success_rate:.0%} of "
                    f"{n} sampled deals with it, {second.success_rate:.0%} with {other}.")
    else:
        sentence = (f"{describe(action)}: it scored {best.mean_reward:.0%} of the best "
                    f"outcome over {n} sampled deals, {second.mean_reward:.0%} for {other}.")
    return Hint(action, sentence, result.stats, n)
