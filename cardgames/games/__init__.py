"""The games, one module each, found by id.  Modules are imported when first used."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardgames.core.game import Game
    from cardgames.core.options import Validator

# id -> module; the order is the order of the menu.
_MODULES = {
    "pocha": "cardgames.games.pocha",
}
GAME_IDS = tuple(_MODULES)


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
