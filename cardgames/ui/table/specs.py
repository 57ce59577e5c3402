"""Which table layout a game uses: found from the game itself, never listed here.

The table scene is the same for every game; what differs is the arrangement of parts
and how the game's events are played back -- a *layout* (the interface is
:class:`~cardgames.ui.table.layout.TableLayout`).  A game's layout is, in this order:

1. ``LAYOUT`` in the game's own UI module ``cardgames/ui/games/<id>.py`` (optional), or
2. its family's generic layout (``GameInfo.family``: ``trick`` ->
   :class:`~cardgames.ui.table.trick_layout.TrickLayout`).

So a new trick game with no UI module of its own plays on the generic trick table.
Layouts are imported lazily, so opening the menu does not load every game's table.
"""

from __future__ import annotations

from importlib import import_module

from cardgames.core.info import DRAW_DISCARD, FISHING, PRESS_YOUR_LUCK, TRICK

#: family -> "module:ClassName" of its generic layout (a family without one: no table yet)
FAMILY_LAYOUTS = {
    TRICK: "cardgames.ui.table.trick_layout:TrickLayout",
    PRESS_YOUR_LUCK: "cardgames.ui.table.press_layout:PressLayout",
    FISHING: "cardgames.ui.table.fishing_layout:FishingLayout",
    DRAW_DISCARD: "cardgames.ui.table.draw_discard_layout:DrawDiscardLayout",
    # draw-and-discard with a claim window (``core/views.py: ClaimsView``): the same
    # table, whose claim bar answers the view's ``window``
    "claims": "cardgames.ui.table.draw_discard_layout:DrawDiscardLayout",
}


def has_layout(game_id: str) -> bool:
    """Whether the game can be played at a table (its own layout or its family's)."""
    from cardgames.games import info_of

    try:
        family = info_of(game_id).family
    except ValueError:
        return False
    from cardgames.ui.games import game_ui

    return family in FAMILY_LAYOUTS or getattr(game_ui(game_id), "LAYOUT", None) is not None


def layout_for(game_id: str):
    """The layout class of a game (``ValueError`` if neither it nor its family has one)."""
    from cardgames.games import info_of
    from cardgames.ui.games import game_ui

    own = getattr(game_ui(game_id), "LAYOUT", None)
    if own is not None:
        return own
    family = info_of(game_id).family
    target = FAMILY_LAYOUTS.get(family)
    if target is None:
        raise ValueError(f"there is no table layout for {game_id!r} ({family} games) yet")
    module, name = target.split(":")
    return getattr(import_module(module), name)
