"""The installed games bound for the layers that sit above them (UI, CLI, simulate, bench).

Core never imports the games; its functions that need a game by id take a
``Catalog``, and callers pass :data:`CATALOG` (``docs/architecture.md``, "Layers").
``CATALOG`` is built, and the games discovered, when it is first asked for, not when
this module is imported.

>>> from cardgames.catalog import CATALOG
>>> "pocha" in CATALOG
True
"""

from __future__ import annotations

from functools import cache
from typing import Any

from cardgames.core.catalog import Catalog
from cardgames.games import BrokenGame, broken_games


@cache
def installed() -> Catalog:
    """The discovered games as a Catalog (built once, on the first question)."""
    from cardgames.games import GAME_IDS, create, validator_for

    return Catalog(ids=GAME_IDS, create=create, validator_for=validator_for)


CATALOG: Catalog  # built by ``__getattr__`` on the first question, then kept


def __getattr__(name: str) -> Any:
    if name == "CATALOG":
        return installed()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CATALOG", "BrokenGame", "broken_games", "installed"]
