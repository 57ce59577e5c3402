"""Each game's playout policy, found by the game's id and bound from the AI layer.

The search hooks of a game's state (``rollout``, ``policy_id``, ``world_likelihood``,
``search_ids``: ``cardgames.core.game.PolicySearch``) play with the game's policy module,
but the engines sit below the AI and never import it.  So the policy is found here, by
convention like the heuristics (``cardgames.ai.<game id>_policy``, exposing
``playout(world, rng)`` and ``choose(world, rng)``, optionally ``likelihood(known,
seat)`` and ``search_ids(state)``), and bound once per game as the ``playout_policy``
class attribute of its state class: every clone, knowledge copy and sampled world of
that game then has it, at the cost of one attribute look-up.  A game without a policy
module, or a state not built on ``PolicySearch``, keeps the generic hooks.

The search binds before it searches (``cardgames.ai.ismcts.search``), so ``hard``, hints,
the bench, ``simulate`` and the AI worker all play with the policy; code that calls a
state's hooks directly (a heuristic's own playouts, tests) calls :func:`bind` first.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from cardgames.ai.conventions import game_module, game_module_name
from cardgames.core.game import PolicySearch


def policy_module_name(game_id: str) -> str:
    """Where a game's playout policy lives, by convention."""
    return game_module_name(game_id, "policy")


def policy_module(game_id: str) -> ModuleType | None:
    """The game's policy module, or None when it has none (its hooks stay generic)."""
    return game_module(game_id, "policy")


def bind(game: Any) -> ModuleType | None:
    """Give ``game``'s states their policy (once per game; cheap when already bound).

    Returns the policy the states now play with, or None for the generic hooks.
    """
    state_class = game.state_class
    if not issubclass(state_class, PolicySearch):
        return None
    if state_class.playout_policy is None:
        module = policy_module(game.id)
        if module is None:
            return None
        state_class.playout_policy = module
    return state_class.playout_policy


__all__ = ["bind", "policy_module", "policy_module_name"]
