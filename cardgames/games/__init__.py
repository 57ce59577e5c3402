"""The games, one module each, found by id: the registry discovers them.

Discovery is lazy: importing this package (or any module of ``cardgames``) imports no
game; the first question about the games (``GAME_IDS``, ``create``, ``game_class``...)
imports every game module once.  A module that fails to import, or has no usable
``GAME``, is kept aside as a :class:`BrokenGame` naming it and its error (a warning
says so, ``cardgames rules`` lists it), and every other game works as before.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pkgutil import iter_modules
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardgames.core.game import Game
    from cardgames.core.info import GameInfo
    from cardgames.core.options import Validator


@dataclass(frozen=True)
class BrokenGame:
    """A game module that could not be loaded: the others are unaffected."""

    #: the module's full name (``cardgames.games.<name>``)
    module: str
    #: what went wrong, as ``ExceptionType: message``
    error: str

    @property
    def name(self) -> str:
        return self.module.rpartition(".")[2]


@dataclass(frozen=True)
class Discovered:
    """What discovery found: id -> module in menu order, and the modules that broke."""

    modules: dict[str, str]
    broken: tuple[BrokenGame, ...]


def discover(package: str, path: Iterable[str]) -> Discovered:
    """id -> module: every public module of ``package`` (found on ``path``) is a game
    exporting ``GAME``; one that raises on import, or lacks ``GAME``, is a BrokenGame.

    Adding a game is adding its module; nothing here lists it.  The menu order is each
    game's ``info.menu_order``.
    """
    found = []
    broken = []
    for module in iter_modules(list(path)):
        if module.name.startswith("_"):
            continue
        name = f"{package}.{module.name}"
        try:
            info = import_module(name).GAME.info
            found.append((info.menu_order, info.title, info.id, name))
        except Exception as error:  # noqa: BLE001 - any failure of one game spares the rest
            broken.append(BrokenGame(name, f"{type(error).__name__}: {error}"))
    for game in broken:
        warnings.warn(f"the game module {game.module} failed to load ({game.error}); "
                      "the other games work", RuntimeWarning, stacklevel=3)
    return Discovered({game_id: path for _, _, game_id, path in sorted(found)}, tuple(broken))


@cache
def registry() -> Discovered:
    """This package's games, discovered on the first question (``registry.cache_clear()``
    makes the next question discover again)."""
    return discover(__name__, __path__)


def __getattr__(name: str) -> Any:
    if name == "GAME_IDS":  # every game id, in menu order
        return tuple(registry().modules)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def broken_games() -> tuple[BrokenGame, ...]:
    """The game modules that failed to load (none, normally)."""
    return registry().broken


def info_of(game_id: str) -> GameInfo:
    """The game's description of itself (title, tagline, family, deck, player counts)."""
    return game_class(game_id).info


def _module_of(game_id: str) -> str:
    found = registry()
    if game_id in found.modules:
        return found.modules[game_id]
    for game in found.broken:
        if game.name == game_id:
            raise ValueError(f"the game {game_id!r} failed to load: {game.error}")
    raise ValueError(f"{game_id!r} is not a game; the games are {', '.join(found.modules)}")


def game_class(game_id: str) -> type[Game]:
    return import_module(_module_of(game_id)).GAME


def validator_for(game_id: str) -> Validator | None:
    return getattr(import_module(_module_of(game_id)), "validate_options", None)


def create(
    game_id: str,
    players: int | None = None,
    rules: dict[str, Any] | None = None,
    preset: str | None = None,
    source: str = "",
) -> Game:
    """A game with its options resolved: defaults < preset < rules < players.

    Raises ``OptionError`` naming each bad key and what it allows.
    """
    from cardgames.core.options import load_schema

    cls = game_class(game_id)
    schema = load_schema(game_id)
    merged = dict(rules or {})
    if players is not None:
        merged["players"] = players
    options = schema.resolve(merged, preset, source or "rules", validator_for(game_id))
    return cls(options, schema, preset)


__all__ = ["GAME_IDS", "BrokenGame", "broken_games", "create", "discover", "game_class",
           "info_of", "registry", "validator_for"]
