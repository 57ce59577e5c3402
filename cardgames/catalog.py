"""The installed games bound for the layers that sit above them (UI, CLI, simulate, bench).

Core never imports the games; its functions that need a game by id take a
``Catalog``, and callers pass :data:`CATALOG` (``docs/architecture.md``, "Layers").

>>> "pocha" in CATALOG
True
"""

from __future__ import annotations

from cardgames.core.catalog import Catalog
from cardgames.games import GAME_IDS, create, validator_for

CATALOG = Catalog(ids=GAME_IDS, create=create, validator_for=validator_for)

__all__ = ["CATALOG"]
