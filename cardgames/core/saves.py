"""Saved matches: JSON with a format version, written atomically, never lost.

A save holds the engine's own snapshot (``State.to_json``) *and* the match's origin and
action log, plus who sits where (names, AI levels) and the hints used.  Loading prefers
the snapshot; if the snapshot can't be read by this version but the history can be
replayed, the match is rebuilt from its origin and actions — which is how a save from an
older format version still loads.

Files: ``<data>/saves/autosave.json`` is the match in progress (written after every
action); named saves live in ``<data>/saves/<game>/<name>.json``.  A file that can't be
read is renamed aside (``.broken-…``) and the player is told; a file from a *newer*
version is left untouched and refused with a sentence saying so.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .game import State
from .storage import atomic_write_text, read_limited, set_aside
from .userfiles import data_dir

if TYPE_CHECKING:
    from .catalog import Catalog

SAVE_VERSION = 1
KIND = "cardgames-save"
MAX_SAVE_BYTES = 20_000_000


class SaveError(ValueError):
    """A save that can't be loaded; the message is the sentence the player sees."""

    def __init__(self, message: str, moved_to: Path | None = None):
        super().__init__(message)
        self.moved_to = moved_to


@dataclass
class SavedMatch:
    """A match in progress and everything needed to sit down at it again."""

    game_id: str
    options: dict[str, Any]
    state_json: str
    origin: dict[str, Any]
    actions: list[str]
    preset: str | None = None
    names: list[str] = field(default_factory=list)
    levels: list[str | None] = field(default_factory=list)  # None: the human's seat
    hints_used: int = 0
    name: str = ""
    saved_at: float = 0.0

    @classmethod
    def of(cls, state: State, names: list[str], levels: list[str | None], preset: str | None = None,
           hints_used: int = 0, name: str = "") -> SavedMatch:
        return cls(state.game.id, dict(state.game.options), state.to_json(), dict(state.origin),
                   state.action_log, preset, list(names), list(levels), hints_used, name)

    def summary(self) -> dict[str, Any]:
        """What the menu shows about the save: game, players, hand and scores so far."""
        data = json.loads(self.state_json)["state"]
        return {
            "game": self.game_id, "players": len(self.levels) or None, "names": self.names,
            "scores": data.get("score"), "hand": data.get("hand_no", 0) + 1,
            "saved_at": self.saved_at, "name": self.name,
        }

    def to_json(self) -> str:
        return json.dumps({
            "format": SAVE_VERSION, "kind": KIND, "game": self.game_id, "options": self.options,
            "preset": self.preset, "names": self.names, "levels": self.levels,
            "hints_used": self.hints_used, "name": self.name,
            "saved_at": self.saved_at or time.time(), "origin": self.origin,
            "actions": self.actions, "state": json.loads(self.state_json),
        }, separators=(",", ":"))

    def restore(self, catalog: Catalog) -> State:
        """The match as it was: from the snapshot, or replayed from its history.

        ``catalog`` builds the game by its id (core imports no game).
        """
        game = catalog.create(self.game_id, rules=self.options)
        try:
            return game.load_state(self.state_json)
        except (ValueError, KeyError, TypeError):
            return game.replay(self.origin, self.actions)


def parse_save(text: str, source: str = "save", *, catalog: Catalog) -> SavedMatch:
    """Read a save's text; ``SaveError`` with a sentence for anything wrong."""
    if not text.strip():
        raise SaveError(f"{source} is empty.")
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError(f"{source} is damaged (it is not complete JSON).") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError(f"{source} is not a Card Table save.")
    version = data.get("format")
    if not isinstance(version, int):
        raise SaveError(f"{source} has no format version.")
    if version > SAVE_VERSION:
        raise SaveError(f"{source} was saved by a newer version of Card Table (save format "
                        f"{version}); this version reads format {SAVE_VERSION} and older. "
                        "The file is kept as it is.")
    try:
        match = SavedMatch(
            game_id=data["game"], options=dict(data["options"]),
            state_json=json.dumps(data["state"]), origin=dict(data["origin"]),
            actions=[str(a) for a in data["actions"]], preset=data.get("preset"),
            names=list(data.get("names") or []), levels=list(data.get("levels") or []),
            hints_used=int(data.get("hints_used", 0)), name=str(data.get("name", "")),
            saved_at=float(data.get("saved_at", 0)),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise SaveError(f"{source} is damaged (missing {error}).") from None
    try:
        match.restore(catalog)  # prove it loads now, not halfway through drawing the table
    except (ValueError, KeyError, TypeError) as error:
        raise SaveError(f"{source} can't be resumed: {error}") from None
    return match


# --- files --------------------------------------------------------------------------------


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def named_save_path(game_id: str, name: str) -> Path:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower() or "save"
    return saves_dir() / game_id / f"{slug}.json"


def write_save(path: Path, match: SavedMatch) -> Path:
    match.saved_at = time.time()
    return atomic_write_text(path, match.to_json())


def read_save(path: Path, catalog: Catalog) -> SavedMatch:
    """Load a save file.  Damaged files are set aside (renamed, kept) and reported."""
    try:
        text = read_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"There is no save {path.name}.") from None
    except (OSError, ValueError, UnicodeDecodeError) as error:
        raise _set_aside(path, f"{path.name} can't be read ({error})") from None
    try:
        return parse_save(text, path.name, catalog=catalog)
    except SaveError as error:
        if "newer version" in str(error):
            raise
        raise _set_aside(path, str(error)) from None


def _set_aside(path: Path, message: str) -> SaveError:
    try:
        moved = set_aside(path)
    except OSError:
        return SaveError(message.rstrip(".") + ".")
    return SaveError(f"{message.rstrip('.')}. It was moved aside as {moved.name}.", moved)


def list_saves(game_id: str | None = None) -> list[Path]:
    """Named saves, newest first (the autosave is not among them)."""
    root = saves_dir()
    folders = [root / game_id] if game_id else [p for p in root.iterdir() if p.is_dir()] \
        if root.is_dir() else []
    paths = [p for folder in folders if folder.is_dir() for p in folder.glob("*.json")]
    return sorted(paths, key=lambda p: p.stat().st_mtime, reverse=True)


def clear_autosave() -> None:
    """The match ended: nothing to resume any more."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
