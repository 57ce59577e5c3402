"""Saved matches: JSON with a format version, written atomically, never lost.

A save holds the engine's own snapshot (``State.to_json``) *and* the match's origin and
action log, plus who sits where (names, AI levels) and the hints used.  A match is
restored by replaying its origin and actions (the game's ``replay``) and comparing the
result with the snapshot: a snapshot that differs -- hand-edited scores, cards moved
between hands, or one this version can't read (an older format) -- is not shown as it
is; the match rebuilt from its moves is (``SavedMatch.rebuilt`` says so, and the menu
tells the player).  The file of a rebuilt match is first copied aside as it was
(``<name>.broken-<date>-<time>``, ``SavedMatch.kept_as``): the next autosave writes the
rebuilt match over it.  Moves that don't replay make the save unusable.

Files: ``<data>/saves/autosave.json`` is the match in progress (written after every
action, by the one running copy of the program that holds ``autosave.lock``); named
saves live in ``<data>/saves/<game>/<name>.json``.  Every field is checked as the file
is read (the schema in :func:`_match_from`) and the restored state must pass its game's
invariants; a file that fails is renamed aside (``.broken-…``) and the player is told.
A file from a *newer* version is left untouched and refused with a sentence saying so.

Whatever goes wrong while a save file is read, checked, summarised or restored -- a
``SaveError`` or any other exception a damaged value provokes in a game's code -- stays
inside one boundary (:func:`guarded`): the file is set aside and the error becomes a
``SaveError`` naming it, so no save can stop the program from starting.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import validate as v
from .game import State
from .names import clean_name
from .storage import atomic_write_text, keep_copy, read_limited, set_aside
from .userfiles import data_dir

if TYPE_CHECKING:
    from .catalog import Catalog

SAVE_VERSION = 1
KIND = "cardgames-save"
MAX_SAVE_BYTES = 20_000_000
MAX_SEATS = 16
MAX_ACTIONS = 100_000
MAX_SAVE_NAME = 40


class SaveError(ValueError):
    """A save that can't be loaded; the message is the sentence the player sees."""

    def __init__(self, message: str, moved_to: Path | None = None, newer: bool = False):
        super().__init__(message)
        self.moved_to = moved_to
        self.newer = newer  # written by a newer version: kept where it is, not set aside


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
    #: moves the player took back (undo) in this match
    undos_used: int = 0
    #: what the menu shows, taken from the restored (checked) state when it was read
    _facts: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    #: the games it restores with (given when it is read or made; core imports no game)
    catalog: Catalog | None = field(default=None, repr=False, compare=False)
    #: the file it was read from: set aside if restoring it fails later
    path: Path | None = field(default=None, repr=False, compare=False)
    #: its snapshot did not match its moves (or could not be read): restored from the moves
    rebuilt: bool = field(default=False, compare=False)
    #: where the file of a rebuilt match was copied as it was (``<name>.broken-…``)
    #: before the rebuilt match is saved over it
    kept_as: Path | None = field(default=None, compare=False)

    @classmethod
    def of(cls, state: State, names: list[str], levels: list[str | None], preset: str | None = None,
           hints_used: int = 0, name: str = "", undos_used: int = 0) -> SavedMatch:
        return cls(state.game.id, dict(state.game.options), state.to_json(), dict(state.origin),
                   state.action_log, preset, list(names), list(levels), hints_used, name,
                   undos_used=undos_used)

    def _checked_facts(self) -> dict[str, Any]:
        if self._facts is None:
            state = self.restore()
            # not getattr(state, "hand_number", state.hands_finished + 1): its default
            # would be worked out (and could raise) even for a game that has the attribute
            hand = state.hand_number if hasattr(state, "hand_number") \
                else state.hands_finished + 1
            self._facts = {
                "scores": list(state.scores), "over": state.is_over,
                "hand": hand, "players": state.players,
            }
        return self._facts

    @property
    def is_over(self) -> bool:
        """Whether the match is already over (nothing to resume then)."""
        return self._checked_facts()["over"]

    def summary(self) -> dict[str, Any]:
        """What the menu shows about the save: game, players, hand and scores so far.

        Every value comes from the restored state, checked when the save was read, never
        from the file's raw fields."""
        facts = self._checked_facts()
        return {
            "game": self.game_id, "players": facts["players"], "names": list(self.names),
            "scores": list(facts["scores"]), "hand": facts["hand"],
            "saved_at": self.saved_at, "name": self.name,
        }

    def to_json(self) -> str:
        return json.dumps({
            "format": SAVE_VERSION, "kind": KIND, "game": self.game_id, "options": self.options,
            "preset": self.preset, "names": self.names, "levels": self.levels,
            "hints_used": self.hints_used, "undos_used": self.undos_used, "name": self.name,
            "saved_at": self.saved_at or time.time(), "origin": self.origin,
            "actions": self.actions, "state": json.loads(self.state_json),
        }, separators=(",", ":"))

    def restore(self, catalog: Catalog | None = None) -> State:
        """The match as it was, proved by replaying its moves.

        The snapshot is taken only if replaying its own origin and log (the game's
        ``replay``) gives back exactly that snapshot -- scores, hands, the RNG,
        everything.  Otherwise (hand-edited scores, cards moved between hands, a snapshot
        this version can't read) the match is rebuilt from the save's ``origin`` and
        ``actions`` and :attr:`rebuilt` says so: a tampered file is never shown as it is.
        Moves that don't replay raise ``SaveError``; so does a state that fails its game's
        invariants.  ``catalog`` builds the game by its id (core imports no game); by
        default the one the save was read with.  For a save read from a file, any
        failure sets the file aside (:func:`guarded`).
        """
        if self.path is None:
            return self._restore(catalog)
        with guarded(self.path):
            return self._restore(catalog)

    def _restore(self, catalog: Catalog | None) -> State:
        catalog = catalog or self.catalog
        if catalog is None:
            raise SaveError("this save was read without the games that restore it")
        try:
            game = catalog.create(self.game_id, rules=self.options)
        except Exception as error:  # noqa: BLE001 - any failure on a file's data is "damaged"
            raise SaveError(f"its game or rules can't be used ({_short(error)})") from None
        try:
            loaded = game.load_state(self.state_json)
            snapshot = json.loads(loaded.to_json())
            histories = [(loaded.origin, loaded.action_log)]
        except Exception as error:  # noqa: BLE001 - the snapshot is data from a file
            snapshot, histories, snapshot_problem = None, [], _short(error)
        if (self.origin, self.actions) not in histories:
            histories.append((self.origin, self.actions))
        replayed: list[State] = []
        for origin, actions in histories:
            try:
                state = game.replay(origin, actions)
                _check_playable(state)
            except Exception as error:  # noqa: BLE001 - and so is the history
                history_problem = _short(error)
                continue
            if snapshot is not None and json.loads(state.to_json()) == snapshot:
                self.rebuilt = False
                return state  # the snapshot is exactly what its moves give
            replayed.append(state)
        if not replayed:
            if snapshot is None:
                raise SaveError(f"its snapshot ({snapshot_problem}) and its history "
                                f"({history_problem}) can't be used")
            raise SaveError(f"its moves can't be replayed ({history_problem})")
        self.rebuilt = True
        return replayed[-1]  # the save's own history first (the snapshot's, failing that)


def _check_playable(state) -> None:
    """Raise if a restored state could not come from play, or could not be played on.

    A game's ``check_invariants`` checks what it thought of; asking for the legal moves
    and every seat's view as well catches a damaged field it did not (a trick's winning
    set made a list of lists), so such a snapshot is rebuilt from its history instead of
    crashing the table at the first move.
    """
    state.check_invariants()
    state.legal_ids()
    for seat in range(state.players):
        state.view(seat)


def _short(error: BaseException) -> str:
    """An exception as a short clause (a file's value is never quoted whole)."""
    words = str(error).strip()
    if " " not in words:  # a lone key or index (KeyError: None) says nothing by itself
        words = f"{type(error).__name__} {words}".strip()
    return words if len(words) <= 120 else words[:117] + "\u2026"


# --- the schema ---------------------------------------------------------------------------


def _name(value: Any, where: str) -> str:
    return clean_name(v.text(value, where, 1000), "")


def _level(value: Any, where: str) -> str | None:
    return v.optional(v.text, value, where, 40)


def _option(value: Any, where: str) -> Any:
    """A rule option's value: null, a plain value, or a short list of plain values."""
    if isinstance(value, list):
        return v.list_of(value, where, v.scalar, 100)
    return v.optional(v.scalar, value, where)


def _origin(value: Any, where: str) -> dict[str, Any]:
    origin = dict(v.mapping(value, where, 20))
    if "seed" in origin:
        v.optional(v.integer, origin["seed"], f"{where}.seed", -(2**64), 2**64)
    if "dealer" in origin:
        v.optional(v.integer, origin["dealer"], f"{where}.dealer", 0, MAX_SEATS - 1)
    if "decks" in origin:
        v.list_of(origin["decks"], f"{where}.decks",
                  lambda d, w: v.list_of(d, w, lambda c, w2: v.text(c, w2, 8), 200), 1000)
    for key, item in origin.items():
        if key not in ("seed", "dealer", "decks"):
            v.optional(v.scalar, item, f"{where}.{key}")
    return origin


def _match_from(data: dict[str, Any]) -> SavedMatch:
    """The save's fields as typed values; ``Invalid`` naming the first that isn't."""
    options = v.mapping(v.field(data, "options", "the save"), "options", 200)
    names = v.list_of(data.get("names", []), "names", _name, MAX_SEATS)
    return SavedMatch(
        game_id=v.text(v.field(data, "game", "the save"), "game", 40, allow_empty=False),
        options={key: _option(value, f"options.{key}") for key, value in options.items()},
        state_json=json.dumps(v.mapping(v.field(data, "state", "the save"), "state")),
        origin=_origin(v.field(data, "origin", "the save"), "origin"),
        actions=v.list_of(v.field(data, "actions", "the save"), "actions",
                          lambda a, w: v.text(a, w, 40), MAX_ACTIONS),
        preset=v.optional(v.text, data.get("preset"), "preset", 200),
        names=[name or f"Player {i + 1}" for i, name in enumerate(names)],
        levels=v.list_of(data.get("levels", []), "levels", _level, MAX_SEATS),
        hints_used=v.integer(data.get("hints_used", 0), "hints_used", 0, 1_000_000),
        undos_used=v.integer(data.get("undos_used", 0), "undos_used", 0, 1_000_000),
        name=clean_name(v.text(data.get("name", ""), "name", 1000), "", MAX_SAVE_NAME),
        saved_at=v.timestamp(data.get("saved_at", 0), "saved_at"),
    )


def parse_save(text: str, source: str = "save", *, catalog: Catalog) -> SavedMatch:
    """Read a save's text; ``SaveError`` with a sentence for anything wrong, whatever the
    text makes go wrong (never another exception)."""
    try:
        return _parse_save(text, source, catalog)
    except SaveError:
        raise
    except Exception as error:  # noqa: BLE001 - a file's data must not stop the program
        raise SaveError(f"{source} is damaged ({_short(error)}).") from None


def _parse_save(text: str, source: str, catalog: Catalog) -> SavedMatch:
    if not text.strip():
        raise SaveError(f"{source} is empty.")
    try:
        data = v.parse_json(text)
    except v.Invalid as error:
        raise SaveError(f"{source} is damaged ({error}).") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError(f"{source} is not a Card Table save.")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise SaveError(f"{source} has no format version.")
    if version > SAVE_VERSION:
        raise SaveError(f"{source} was saved by a newer version of Card Table (save format "
                        f"{version if version < 10**6 else 'unknown'}); this version reads "
                        f"format {SAVE_VERSION} and older. The file is kept as it is.",
                        newer=True)
    try:
        match = _match_from(data)
    except v.Invalid as error:
        raise SaveError(f"{source} is damaged ({error}).") from None
    try:
        match.catalog = catalog
        match.summary()  # prove it restores now, not halfway through drawing the table
    except Exception as error:  # noqa: BLE001 - SaveError, or what a damaged value provoked
        raise SaveError(f"{source} can't be resumed: {_short(error)}.") from None
    return match


# --- files --------------------------------------------------------------------------------


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def autosave_lock_path() -> Path:
    """Held by the running copy of the program that writes the autosave."""
    return saves_dir() / "autosave.lock"


def named_save_path(game_id: str, name: str) -> Path:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower() or "save"
    return saves_dir() / game_id / f"{slug}.json"


def write_save(path: Path, match: SavedMatch) -> Path:
    match.saved_at = time.time()
    return atomic_write_text(path, match.to_json())


def read_save(path: Path, catalog: Catalog) -> SavedMatch:
    """Load a save file: read, checked, summarised (restored once) inside :func:`guarded`.

    Raises only ``SaveError``: a damaged file is set aside (renamed, kept) and the
    message names it; a newer version's file is kept as it is."""
    try:
        text = read_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"There is no save {path.name}.") from None
    except (OSError, ValueError, UnicodeDecodeError) as error:
        raise _set_aside(path, f"{path.name} can't be read ({error})") from None
    with guarded(path):
        match = parse_save(text, path.name, catalog=catalog)
        match.path = Path(path)
        if match.rebuilt:  # the next save of the rebuilt match replaces the file: keep it
            match.kept_as = keep_copy(path)
        return match
    raise AssertionError("unreachable")  # pragma: no cover - guarded() re-raises


@contextlib.contextmanager
def guarded(path: Path) -> Iterator[None]:
    """The one boundary around using a save file's data.

    Any exception in the block (not only ``SaveError``; not ``KeyboardInterrupt`` or
    ``SystemExit``) sets the file aside -- renamed ``<name>.broken-<date>-<time>``,
    never deleted -- and becomes a ``SaveError`` naming the file and its new name.  A
    newer version's save (``SaveError.newer``) is kept as it is; an error that has
    already set the file aside passes through.
    """
    try:
        yield
    except SaveError as error:
        if error.newer or error.moved_to is not None:
            raise
        raise _set_aside(path, _naming(path, str(error))) from None
    except Exception as error:  # noqa: BLE001 - whatever a damaged value provoked
        raise _set_aside(path, f"{path.name} can't be used ({_short(error)})") from None


def _naming(path: Path, message: str) -> str:
    """The message, saying which file it is about if it doesn't already."""
    return message if path.name in message else f"{path.name}: {message}"


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
