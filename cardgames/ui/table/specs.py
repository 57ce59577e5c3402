"""Which table layout each game uses.

The table scene is the same for every game; what differs is the arrangement of parts
and how the game's events are played back -- a game's *layout* class.  A layout takes
the scene and provides ``layout``, ``update``, ``draw``, ``draw_tooltips``, ``handle``,
``beats_for``, ``sync`` and ``target_rect`` (see :class:`~.pocha_layout.PochaTable`).
Layouts are imported lazily, so opening the menu does not load every game's table.
"""

from __future__ import annotations

from importlib import import_module

_LAYOUTS = {
    "pocha": "cardgames.ui.table.pocha_layout:PochaTable",
}


def has_layout(game_id: str) -> bool:
    return game_id in _LAYOUTS


def layout_for(game_id: str):
    target = _LAYOUTS.get(game_id)
    if target is None:
        raise ValueError(f"there is no table layout for {game_id!r} yet")
    module, name = target.split(":")
    return getattr(import_module(module), name)
