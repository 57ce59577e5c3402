"""Hand histories: one readable text file per hand, that replays exactly.

A history is YAML (so ``safe_load`` reads it back) written with comments for people:
the game and its options, how the match began (seed or stacked decks, dealer), the
actions of the earlier hands in one line (they rebuild the match up to this hand), this
hand's actions one per line with who made them, and the result as the engine scored it.
Replaying runs every action through the engine again and checks the result, so the
same files serve as test fixtures.

>>> import cardgames, random
>>> from cardgames.catalog import CATALOG
>>> state = cardgames.create("pocha", players=4, rules={"deal_schedule": [1, 2]}).new_state(seed=1)
>>> while state.hands_finished < 1:
...     _ = state.apply(state.legal_actions()[0])
>>> text = hand_history_text(state, 1, ["You", "Ane", "Mikel", "Carmen"])
>>> history = parse_hand_history(text, catalog=CATALOG)
>>> replay_hand(history).result == history.result
True
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from .game import Game, State
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


def parse_hand_history(text: str, source: str = "history", *, catalog: Catalog) -> HandHistory:
    """Read a history's text; it replays with the games of ``catalog``."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise HistoryError(f"{source}: not valid YAML ({error})") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise HistoryError(f"{source}: not a Card Table hand history")
    if data.get("format") != HISTORY_VERSION:
        raise HistoryError(f"{source}: format {data.get('format')!r}; this version reads "
                           f"format {HISTORY_VERSION}")
    try:
        return HandHistory(
            game_id=str(data["game"]), players=int(data["players"]),
            options=dict(data["options"]), origin=dict(data["origin"]), hand=int(data["hand"]),
            earlier=tuple(str(a) for a in data.get("earlier") or ()),
            actions=tuple(str(a) for a in data["actions"] or ()),
            result=dict(data["result"]), names=tuple(str(n) for n in data.get("seats") or ()),
            catalog=catalog,
        )
    except KeyError as error:
        raise HistoryError(f"{source}: this hand history has no {error.args[0]!r} line, so "
                           "it can't be replayed") from None
    except (TypeError, ValueError) as error:
        raise HistoryError(f"{source}: a line of this hand history has the wrong kind of "
                           f"value ({error}), so it can't be replayed") from None


def read_hand_history(path: Path, *, catalog: Catalog) -> HandHistory:
    try:
        text = read_limited(path, 5_000_000)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        raise HistoryError(f"{path}: can't be read ({error})") from None
    return parse_hand_history(text, str(path), catalog=catalog)


@dataclass(frozen=True)
class Replayed:
    state: State
    result: dict[str, Any]


def replay_hand(history: HandHistory) -> Replayed:
    """Play the recorded hand again through the engine; refuse it if the result differs."""
    from cardgames.core.actions import IllegalAction

    try:
        state = history.state_at(len(history.actions))
    except IllegalAction as error:
        raise HistoryError(f"the recorded actions are refused by the rules: {error}") from None
    scored = [e for e in state.events if e["type"] == "hand_scored"]
    if len(scored) < history.hand:
        raise HistoryError(f"the recorded actions don't finish hand {history.hand}")
    result = {k: v for k, v in scored[history.hand - 1].items() if k != "type"}
    if result != history.result:
        raise HistoryError(f"replaying hand {history.hand} gives {result}, "
                           f"but the file records {history.result}")
    return Replayed(state, result)


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
