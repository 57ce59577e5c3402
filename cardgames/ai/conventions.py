"""A game's AI modules are found by its id: ``cardgames.ai.<id>_heuristic``, ``<id>_policy``,
``<id>_search``.  One lookup for all three, so "missing" means the same everywhere."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType


def game_module_name(game_id: str, kind: str) -> str:
    """Where a game's module of this kind (``heuristic``, ``policy``, ``search``) lives."""
    return f"{__package__}.{game_id}_{kind}"


@cache
def game_module(game_id: str, kind: str) -> ModuleType | None:
    """The game's module of this kind, or None when it has none.

    Only a *missing* module means "none": an error inside an existing one is raised, so a
    broken heuristic is seen rather than silently replaced by random play.
    """
    name = game_module_name(game_id, kind)
    if not game_id.isidentifier() or find_spec(name) is None:
        return None
    return import_module(name)
