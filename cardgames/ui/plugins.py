"""Optional per-game and per-deck modules, found by name.

A game may bring its own UI module (``cardgames.ui.games.<id>``) and a deck its own
module (``cardgames.ui.cards.<family>``); nothing lists them, so adding one is adding
its file (``docs/architecture.md``, "Table").
"""

from __future__ import annotations

import importlib
from types import ModuleType


def optional_module(package: str, name: str) -> ModuleType | None:
    """``package.name`` if that module exists, else None; an error inside it still raises."""
    if not name or not name.isidentifier():
        return None
    full = f"{package}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as error:
        if error.name == full:
            return None
        raise
