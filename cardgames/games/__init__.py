"""The games, one module each, found by id: the registry discovers them."""

from __future__ import annotations

from importlib import import_module
from pkgutil import iter_modules
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardgames.core.game import Game
    from cardgames.core.info import GameInfo
    from cardgames.core.options import Validator

def _discover() -> dict[str, str]:
    """id -> module: every public module of this package is a game exporting ``GAME``.

    Adding a game is adding its module; nothing here lists it.  The menu order is each
    game's ``info.menu_order``.
    """
    found = []
    for module in iter_modules(__path__):
        if module.name.startswith("_"):
            continue
        cls = import_module(f"{__name__}.{module.name}").GAME
        found.append((cls.info.menu_order, cls.info.title, cls.info.id, f"{__name__}.{module.name}"))
    return {game_id: path for _, _, game_id, path in sorted(found)}


_MODULES = _discover()
GAME_IDS = tuple(_MODULES)


def info_of(game_id: str) -> GameInfo:
    """The game's description of itself (title, tagline, family, deck, player counts)."""
    return game_class(game_id).info


def game_class(game_id: str) -> type[Game]:
    if game_id not in _MODULES:
        raise ValueError(f"{game_id!r} is not a game; the games are {', '.join(GAME_IDS)}")
    return import_module(_MODULES[game_id]).GAME


def validator_for(game_id: str) -> Validator | None:
    return getattr(import_module(_MODULES[game_id]), "validate_options", None)


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
