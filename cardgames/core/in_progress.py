"""The match in progress, before a new one takes its place.

The autosave (``<data>/saves/autosave.json``) is the one match the menu offers to resume;
a new match overwrites it at its first move.  So whoever starts a new match -- the setup
screen's "Start the match", ``cardgames play`` -- asks first when there is one, and can
keep it as a named save (:func:`keep_as_named_save`) before it is replaced.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from .saves import SavedMatch, SaveError, autosave_path, named_save_path, read_save, write_save

if TYPE_CHECKING:
    from .catalog import Catalog


def match_in_progress(catalog: Catalog, problems: list[str] | None = None) -> SavedMatch | None:
    """The autosaved match when one is still being played; None when there is nothing to
    lose (no autosave, a finished match, or a damaged file -- which ``read_save`` sets
    aside; its sentence, naming the file, is added to ``problems`` for the caller to say)."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        saved = read_save(path, catalog)
    except SaveError as error:
        if problems is not None:
            problems.append(str(error))
        return None
    try:
        if saved.is_over:
            return None
    except (ValueError, KeyError, TypeError):  # SaveError: nothing to resume
        return None
    return saved if saved.actions else None


def describe(saved: SavedMatch, title: str = "") -> str:
    """ "<Game>, hand 3, 11 moves" -- what the player is asked about."""
    try:
        hand = int(saved.summary().get("hand") or 1)
    except (ValueError, KeyError, TypeError):
        hand = 1
    moves = len(saved.actions)
    return (f"{title or saved.game_id}, hand {hand}, {moves} move"
            f"{'' if moves == 1 else 's'}")


def default_name(saved: SavedMatch, title: str = "") -> str:
    """A name for keeping it: the game and when it was last played."""
    when = time.localtime(saved.saved_at or time.time())
    return f"{title or saved.game_id} {time.strftime('%Y-%m-%d %H.%M', when)}"


def keep_as_named_save(saved: SavedMatch, name: str) -> Path:
    """Write the match as a named save called ``name``, never over another save (a
    ``-2``, ``-3``... is added to the file name instead); returns the file written."""
    name = name.strip() or default_name(saved)
    path = named_save_path(saved.game_id, name)
    counter = 1
    while path.exists():
        counter += 1
        path = path.with_name(f"{named_save_path(saved.game_id, name).stem}-{counter}.json")
    saved.name = name
    return write_save(path, saved)
