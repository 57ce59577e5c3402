"""Hand histories: one readable text file per hand, that replays exactly.

A history is YAML (so ``safe_load`` reads it back) written with comments for people:
the game and its options, how the match began (seed or stacked decks, dealer), the
actions of the earlier hands in one line (they rebuild the match up to this hand), this
hand's actions one per line with who made them, and the result as the engine scored it.
Replaying runs every action through the engine again and checks the result, so the
same files serve as test fixtures.

>>> from cardgames.catalog import CATALOG
>>> state = CATALOG.create(CATALOG.ids[0]).new_state(seed=1)  # any game will do
>>> while state.hands_finished < 1:
...     _ = state.apply(state.legal_actions()[0])
>>> text = hand_history_text(state, 1, [f"Player {s}" for s in range(state.players)])
>>> history = parse_hand_history(text, catalog=CATALOG)
>>> replay_hand(history).result == history.result
True
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from . import safe_yaml
from .game import Game, State
from .safe_yaml import short_repr
from .storage import atomic_write_text, read_limited
from .userfiles import data_dir

if TYPE_CHECKING:
    from .catalog import Catalog

HISTORY_VERSION = 1
KIND = "cardgames-hand"


class HistoryError(ValueError):
    """A hand history that can't be used; the message says which part and why."""


@dataclass(frozen=True)
class HandHistory:
    game_id: str
    players: int
    options: dict[str, Any]
    origin: dict[str, Any]
    hand: int                      # 1-based hand number in the match
    earlier: tuple[str, ...]       # actions of the hands before this one
    actions: tuple[str, ...]       # this hand's actions, in order
    result: dict[str, Any]         # the hand_scored event's fields, without "type"
    names: tuple[str, ...] = ()
    #: the games it can be replayed with (given when it is read; core imports no game)
    catalog: Catalog | None = field(default=None, compare=False, repr=False)

    def game(self) -> Game:
        if self.catalog is None:
            raise HistoryError("this hand history was read without the games that replay it")
        return self.catalog.create(self.game_id, rules=self.options)

    def state_at(self, step: int) -> State:
        """The match after ``step`` of this hand's actions (0 = just dealt)."""
        step = max(0, min(step, len(self.actions)))
        return self.game().replay(self.origin, list(self.earlier) + list(self.actions[:step]))


def hand_bounds(game: Game, origin: dict[str, Any], actions: list[str]) -> list[int]:
    """Index into ``actions`` where each hand starts, plus the end of the last finished hand."""
    state = game.new_state(seed=origin.get("seed"), decks=origin.get("decks") or None,
                           dealer=origin.get("dealer"))
    bounds = [0]
    for index, action in enumerate(actions, start=1):
        before = state.hands_finished
        state.apply(action)
        if state.hands_finished != before:
            bounds.append(index)
    return bounds


def hand_history_text(state: State, hand: int, names: list[str]) -> str:
    """The history of finished hand number ``hand`` (1-based) of ``state``'s match."""
    actions = state.action_log
    bounds = hand_bounds(state.game, state.origin, actions)
    if not 1 <= hand < len(bounds):
        raise HistoryError(f"hand {hand} is not finished yet")
    start, end = bounds[hand - 1], bounds[hand]
    scored = [e for e in state.events if e["type"] == "hand_scored"][hand - 1]
    result = {k: v for k, v in scored.items() if k != "type"}
    replayed = state.game.replay(state.origin, actions, upto=start)
    lines = [
        "# Card Table - hand history",
        f"# {state.game.title}, hand {hand}, recorded {time.strftime('%Y-%m-%d %H:%M')}",
        f"format: {HISTORY_VERSION}",
        f"kind: {KIND}",
        f"game: {state.game.id}",
        f"players: {state.game.players}",
        f"seats: {json.dumps(list(names), ensure_ascii=False)}",
        f"options: {json.dumps(state.game.options)}",
        f"origin: {json.dumps(state.origin)}",
        f"hand: {hand}",
        "# the earlier hands' actions, to rebuild the match up to this hand:",
        f"earlier: {json.dumps(actions[:start])}",
        "actions:",
    ]
    for action in actions[start:end]:
        seat = replayed.current_player
        who = names[seat] if seat is not None and seat < len(names) else f"seat {seat}"
        lines.append(f"  - {json.dumps(action)}  # {who}")
        replayed.apply(action)
    lines.append("result:")
    for key, value in result.items():
        lines.append(f"  {key}: {json.dumps(value)}")
    return "\n".join(lines) + "\n"


#: what a hand history may hold: far more than any real match needs, far less than a
#: file that would freeze the program (a long match of eight players is ~1000 actions)
MAX_HISTORY_BYTES = 1_000_000
MAX_ACTIONS = 10_000
MAX_ACTION_CHARS = 40
MAX_NAME_CHARS = 40
MAX_PLAYERS = 16
MAX_HANDS = 1_000
MAX_SEED = 2**63  # the games draw their seeds below this
MAX_DECKS = 64
MAX_DECK_CARDS = 200
MAX_CARD_CHARS = 8


def parse_hand_history(text: str, source: str = "history", *,
                       catalog: Catalog,
                       progress: Callable[[float], None] | None = None) -> HandHistory:
    """Check a hand history's text and turn it into typed values, or ``HistoryError``.

    Everything the file says is checked here, at the boundary: the game (one of
    ``catalog``'s), the options (a mapping), the origin (a seed in range,
    decks of card codes, a dealer among the seats), the names and actions (lists of short
    text, at most :data:`MAX_ACTIONS` actions in all).  Each refusal names the file, the
    line (key) and what is allowed.  ``progress`` is called with the share read, 0..1.
    """
    try:
        data = safe_yaml.load(text, source, progress=progress)
    except (safe_yaml.YamlLimitError, safe_yaml.YamlSyntaxError) as error:
        raise HistoryError(str(error)) from None
    except yaml.YAMLError as error:
        raise HistoryError(f"{source}: not valid YAML ({error})") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise HistoryError(f"{source}: not a Card Table hand history")
    if data.get("format") != HISTORY_VERSION:
        raise HistoryError(f"{source}: format {short_repr(data.get('format'))}; this version "
                           f"reads format {HISTORY_VERSION}")
    for key in ("game", "players", "options", "origin", "hand", "actions", "result"):
        if key not in data:
            raise HistoryError(f"{source}: this hand history has no {key!r} line, so it can't "
                               "be replayed")

    def refuse(key: str, allowed: str, value: Any = None) -> HistoryError:
        shown = short_repr(data.get(key) if value is None else value)
        return HistoryError(f"{source}: {key}: {shown} is not allowed; it must be {allowed}, "
                            "so this hand can't be replayed")

    game_id = data["game"]
    if not _is_text(game_id, 40) or game_id not in catalog.ids:
        raise refuse("game", f"one of {', '.join(catalog.ids)}")
    players = data["players"]
    if not _is_int(players) or not 1 <= players <= MAX_PLAYERS:
        raise refuse("players", f"a whole number from 1 to {MAX_PLAYERS}")
    options = data["options"]
    if not isinstance(options, dict) or not all(_is_text(k, 60) for k in options):
        raise refuse("options", "a mapping of option names to values")
    if options.get("players", players) != players:
        raise refuse("players", f"the same number as the options' players "
                     f"({short_repr(options.get('players'))})")
    origin = _origin(data["origin"], players, refuse)
    hand = data["hand"]
    if not _is_int(hand) or not 1 <= hand <= MAX_HANDS:
        raise refuse("hand", f"a whole number from 1 to {MAX_HANDS}")
    earlier = _texts(data.get("earlier"), MAX_ACTIONS, MAX_ACTION_CHARS)
    if earlier is None:
        raise refuse("earlier", f"a list of actions (at most {MAX_ACTIONS}, each a short text)")
    actions = _texts(data["actions"], MAX_ACTIONS - len(earlier), MAX_ACTION_CHARS)
    if actions is None:
        raise refuse("actions", f"a list of actions (at most {MAX_ACTIONS} with the earlier "
                     "ones, each a short text)")
    result = data["result"]
    if not isinstance(result, dict):
        raise refuse("result", "the hand's result, a mapping")
    names = _texts(data.get("seats"), MAX_PLAYERS, MAX_NAME_CHARS, empty=True)
    if names is None:
        raise refuse("seats", f"a list of at most {MAX_PLAYERS} names of up to "
                     f"{MAX_NAME_CHARS} characters")
    return HandHistory(game_id=game_id, players=players, options=dict(options), origin=origin,
                       hand=hand, earlier=earlier, actions=actions, result=dict(result),
                       names=names, catalog=catalog)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: Any, limit: int, empty: bool = False) -> bool:
    return isinstance(value, str) and (empty or value != "") and len(value) <= limit


def _texts(value: Any, most: int, chars: int, empty: bool = False) -> tuple[str, ...] | None:
    """A list of short texts as a tuple (None or missing: empty), or None if it isn't one."""
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > most:
        return None
    if not all(_is_text(item, chars, empty) for item in value):
        return None
    return tuple(value)


def _origin(value: Any, players: int, refuse: Callable[..., HistoryError]) -> dict[str, Any]:
    """How the match began: the seed (always recorded), stacked decks, the first dealer."""
    if not isinstance(value, dict):
        raise refuse("origin", "a mapping with seed, decks and dealer")
    seed = value.get("seed")
    if not _is_int(seed) or not 0 <= seed < MAX_SEED:
        raise refuse("origin.seed", "a whole number from 0 to 2**63 - 1", seed)
    decks = value.get("decks") or []
    if not isinstance(decks, list) or len(decks) > MAX_DECKS or not all(
            isinstance(deck, list) and len(deck) <= MAX_DECK_CARDS
            and all(_is_text(card, MAX_CARD_CHARS) and card.isalnum() for card in deck)
            for deck in decks):
        raise refuse("origin.decks", f"a list of at most {MAX_DECKS} decks, each a list of "
                     "card codes such as 1O", decks)
    dealer = value.get("dealer")
    if dealer is not None and (not _is_int(dealer) or not 0 <= dealer < players):
        raise refuse("origin.dealer", f"null (drawn by lot) or a seat from 0 to {players - 1}",
                     dealer)
    return {"seed": seed, "decks": [list(deck) for deck in decks], "dealer": dealer}


def read_hand_history(path: Path, *, catalog: Catalog,
                      progress: Callable[[float], None] | None = None) -> HandHistory:
    try:
        text = read_limited(path, MAX_HISTORY_BYTES)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        raise HistoryError(f"{path}: can't be read ({error})") from None
    return parse_hand_history(text, str(path), catalog=catalog, progress=progress)


@dataclass(frozen=True)
class Replayed:
    state: State
    result: dict[str, Any]


def replay_hand(history: HandHistory,
                progress: Callable[[float], None] | None = None) -> Replayed:
    """Play the recorded hand again through the engine; refuse it if the result differs.

    ``progress`` is called with the share of the actions replayed, 0..1."""
    from cardgames.core.actions import IllegalAction

    try:
        game = history.game()
        origin = history.origin
        state = game.new_state(seed=origin.get("seed"), decks=origin.get("decks") or None,
                               dealer=origin.get("dealer"))
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise HistoryError(f"this hand can't be set up again: {str(error)[:300]}") from None
    actions = list(history.earlier) + list(history.actions)
    for number, action in enumerate(actions, start=1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise HistoryError(f"the recorded actions are refused by the rules: action "
                               f"{number} ({action}): {error}") from None
        if progress is not None and number % 200 == 0:
            progress(number / len(actions))
    scored = [e for e in state.events if e["type"] == "hand_scored"]
    if len(scored) < history.hand:
        raise HistoryError(f"the recorded actions don't finish hand {history.hand}")
    result = {k: v for k, v in scored[history.hand - 1].items() if k != "type"}
    # a file written before hands had a settlement ("result") records the rest of them
    recorded = result if "result" in history.result else \
        {k: v for k, v in result.items() if k != "result"}
    if recorded != history.result:
        raise HistoryError(f"replaying hand {history.hand} gives {short_repr(result, 200)}, "
                           f"but the file records {short_repr(history.result, 200)}")
    if progress is not None:
        progress(1.0)
    return Replayed(state, recorded)


def history_dir(game_id: str) -> Path:
    return data_dir() / "history" / game_id


def record_hand(state: State, hand: int, names: list[str], folder: Path | None = None) -> Path:
    """Write a finished hand's history into the player's history folder."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = folder or history_dir(state.game.id)
    path = folder / f"{stamp}-{state.game.id}-hand{hand:02d}.txt"
    counter = 1
    while path.exists():
        counter += 1
        path = folder / f"{stamp}-{state.game.id}-hand{hand:02d}-{counter}.txt"
    return atomic_write_text(path, hand_history_text(state, hand, names))
