"""The games a program knows, as core sees them: handed in from above, never imported.

Core (saves, hand histories, tutorials, house rules) needs to build a game from its id,
but it sits *below* the games: importing them would make a circle core -> games -> core.
So every core function that needs a game by id takes a :class:`Catalog` argument, and
the layer above the games passes ``cardgames.catalog.CATALOG`` (see
``docs/architecture.md``, "Layers").  Tests may pass a catalog of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game
    from .options import Validator


@dataclass(frozen=True)
class Catalog:
    """The registered games: their ids, how to build one, and each one's option checks."""

    #: every game id, in menu order
    ids: tuple[str, ...]
    #: ``create(game_id, players=None, rules=None, preset=None, source="") -> Game``,
    #: raising ``OptionError`` for bad options and ``ValueError`` for an unknown id
    create: Callable[..., Game]
    #: the game's checks across several options (``validate_options``), or None
    validator_for: Callable[[str], Validator | None]

    def __contains__(self, game_id: Any) -> bool:
        return game_id in self.ids
