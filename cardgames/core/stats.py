"""Statistics of the human's matches, per game and per rule preset, and within those
per number of players (a 3-player match is not a 5-player one).

Stored as JSON in ``<data>/stats.json``, written atomically.  The file is checked
field by field as it is read (:func:`parse_stats`), so every figure a screen shows is a
number in range; a file that fails is set aside (kept) and counting starts again, so
statistics can never stop the program -- or lose the match that has just ended.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from . import validate as v
from .storage import atomic_write_text, read_limited, set_aside
from .userfiles import data_dir

STATS_VERSION = 1
MAX_RESULTS = 500  # results kept per game and preset, for the chart over time
MAX_STATS_BYTES = 20_000_000
MAX_SCORE = 10**9  # any score a match can reach is far below this
MAX_COUNT = 10**9  # matches, hints
MAX_SEATS = 16
MAX_KEY = 200  # a game id or a rule set's key


@dataclass
class Result:
    when: float
    score: int
    won: bool
    rank: int
    players: int
    hints: int = 0
    #: moves taken back in the match (0: none; a match with undo is marked by it)
    undos: int = 0


@dataclass
class Record:
    """One game under one preset (house rules count under their own name)."""

    played: int = 0
    won: int = 0
    total_score: int = 0
    best: int | None = None
    worst: int | None = None
    streak: int = 0          # current: positive = wins in a row, negative = losses in a row
    best_streak: int = 0
    hints: int = 0
    #: matches in which the player took a move back
    undo_matches: int = 0
    results: list[Result] = field(default_factory=list)
    #: the same figures for each number of players (a sub-record has none of its own).
    #: A file written before they were kept has none: :func:`_record` rebuilds them from
    #: the results when those are complete, else the record stays lumped together.
    by_players: dict[int, Record] = field(default_factory=dict)

    @property
    def average(self) -> float | None:
        return self.total_score / self.played if self.played else None

    def add(self, result: Result) -> None:
        self.played += 1
        self.won += int(result.won)
        self.total_score += result.score
        self.best = result.score if self.best is None else max(self.best, result.score)
        self.worst = result.score if self.worst is None else min(self.worst, result.score)
        if result.won:
            self.streak = self.streak + 1 if self.streak > 0 else 1
        else:
            self.streak = self.streak - 1 if self.streak < 0 else -1
        self.best_streak = max(self.best_streak, self.streak)
        self.hints += result.hints
        self.undo_matches += int(result.undos > 0)
        self.results.append(result)
        del self.results[:-MAX_RESULTS]

    def add_counted(self, result: Result) -> None:
        """:meth:`add`, and to the sub-record of the result's number of players."""
        self.add(result)
        self.by_players.setdefault(result.players, Record()).add(result)


MAX_REVIEWS = 200  # reviewed hands kept per game, for the trend of mistakes per hand


@dataclass
class Reviewed:
    """One hand the player had reviewed: how many of its decisions were marked."""

    when: float
    mistakes: int
    inaccuracies: int
    decisions: int


class Stats:
    def __init__(self, records: dict[str, dict[str, Record]] | None = None,
                 notice: str | None = None,
                 reviews: dict[str, list[Reviewed]] | None = None):
        self.records = records or {}
        self.notice = notice  # set when the old file could not be read
        #: per game, the reviewed hands, oldest first (at most ``MAX_REVIEWS``)
        self.reviews = reviews or {}

    def add_review(self, game_id: str, reviewed: Reviewed) -> list[Reviewed]:
        kept = self.reviews.setdefault(game_id, [])
        kept.append(reviewed)
        del kept[:-MAX_REVIEWS]
        return kept

    def record(self, game_id: str, preset: str) -> Record:
        return self.records.setdefault(game_id, {}).setdefault(preset, Record())

    def add(self, game_id: str, preset: str | None, result: Result) -> Record:
        record = self.record(game_id, preset or "default")
        record.add_counted(result)
        return record

    def reset(self, game_id: str | None = None) -> None:
        if game_id is None:
            self.records.clear()
            self.reviews.clear()
        else:
            self.records.pop(game_id, None)
            self.reviews.pop(game_id, None)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "format": STATS_VERSION,
            "games": {g: {p: _record_json(r) for p, r in presets.items()}
                      for g, presets in self.records.items()},
        }
        if self.reviews:
            data["reviews"] = {g: [asdict(r) for r in kept] for g, kept in self.reviews.items()}
        return json.dumps(data, indent=1)


def _record_json(record: Record) -> dict[str, Any]:
    data = asdict(record)
    data["by_players"] = {str(n): {k: val for k, val in asdict(sub).items() if k != "by_players"}
                          for n, sub in sorted(record.by_players.items())}
    return data


def stats_path() -> Path:
    return data_dir() / "stats.json"


def _result(data: Any, where: str) -> Result:
    data = v.mapping(data, where, 20)
    players = v.integer(v.field(data, "players", where), f"{where}.players", 1, MAX_SEATS)
    return Result(
        when=v.timestamp(v.field(data, "when", where), f"{where}.when"),
        score=v.integer(v.field(data, "score", where), f"{where}.score", -MAX_SCORE, MAX_SCORE),
        won=v.boolean(v.field(data, "won", where), f"{where}.won"),
        rank=v.integer(v.field(data, "rank", where), f"{where}.rank", 1, players),
        players=players,
        hints=v.integer(data.get("hints", 0), f"{where}.hints", 0, MAX_COUNT),
        undos=v.integer(data.get("undos", 0), f"{where}.undos", 0, MAX_COUNT),
    )


def _record(data: Any, where: str, nested: bool = True) -> Record:
    data = v.mapping(data, where, 20)

    def count(key: str, low: int = 0, high: int = MAX_COUNT) -> int:
        return v.integer(data.get(key, 0), f"{where}.{key}", low, high)

    played = count("played")
    record = Record(
        played=played, won=count("won", 0, played),
        total_score=count("total_score", -MAX_SCORE * MAX_COUNT, MAX_SCORE * MAX_COUNT),
        best=v.optional(v.integer, data.get("best"), f"{where}.best", -MAX_SCORE, MAX_SCORE),
        worst=v.optional(v.integer, data.get("worst"), f"{where}.worst", -MAX_SCORE, MAX_SCORE),
        streak=count("streak", -played, played), best_streak=count("best_streak", 0, played),
        hints=count("hints"), undo_matches=count("undo_matches", 0, played),
        results=v.list_of(data.get("results", []), f"{where}.results", _result, MAX_RESULTS),
    )
    if not nested:
        if "by_players" in data:
            raise v.Invalid(f"{where}.by_players: a record per player count has none itself")
        return record
    if "by_players" in data:
        raw = v.mapping(data["by_players"], f"{where}.by_players", MAX_SEATS)
        for key, sub in raw.items():
            here = f"{where}.by_players.{key[:8]}"
            if not key.isdigit() or not 1 <= int(key) <= MAX_SEATS:
                raise v.Invalid(f"{here}: use a number of players from 1 to {MAX_SEATS}")
            record.by_players[int(key)] = _record(sub, here, nested=False)
    elif record.played and len(record.results) == record.played:
        # an older file: every match is still in the results, so split them exactly
        for result in record.results:
            record.by_players.setdefault(result.players, Record()).add(result)
    return record


def parse_stats(text: str) -> dict[str, dict[str, Record]]:
    """The records in a statistics file's text; ``Invalid`` naming the first bad field."""
    data = v.mapping(v.parse_json(text), "the file")
    version = data.get("format")
    if isinstance(version, bool) or version != STATS_VERSION:
        raise v.Invalid(f"format: {v.describe(version)} is not a format this version reads "
                        f"({STATS_VERSION})")
    games = v.mapping(v.field(data, "games", "the file"), "games", 1000)
    records: dict[str, dict[str, Record]] = {}
    for game_id, presets in games.items():
        v.text(game_id, "a game's key", MAX_KEY, allow_empty=False)
        presets = v.mapping(presets, f"games.{game_id[:40]}", 1000)
        records[game_id] = {
            v.text(key, "a rule set's key", MAX_KEY, allow_empty=False):
                _record(record, f"games.{game_id[:40]}.{key[:40]}")
            for key, record in presets.items()
        }
    return records


def _reviewed(data: Any, where: str) -> Reviewed:
    data = v.mapping(data, where, 10)
    decisions = v.integer(v.field(data, "decisions", where), f"{where}.decisions", 0, MAX_COUNT)
    return Reviewed(
        when=v.timestamp(v.field(data, "when", where), f"{where}.when"),
        mistakes=v.integer(v.field(data, "mistakes", where), f"{where}.mistakes", 0, decisions),
        inaccuracies=v.integer(v.field(data, "inaccuracies", where), f"{where}.inaccuracies", 0,
                               decisions),
        decisions=decisions)


def parse_reviews(text: str) -> dict[str, list[Reviewed]]:
    """The reviewed hands in a statistics file's text (none in a file from before hand
    reviews); ``Invalid`` naming the first bad field."""
    data = v.mapping(v.parse_json(text), "the file")
    games = v.mapping(data.get("reviews", {}), "reviews", 1000)
    return {v.text(game_id, "a game's key", MAX_KEY, allow_empty=False):
            v.list_of(kept, f"reviews.{game_id[:40]}", _reviewed, MAX_REVIEWS)
            for game_id, kept in games.items()}


def review_trend(kept: list[Reviewed], recent: int = 10) -> tuple[float | None, float | None]:
    """Mistakes per reviewed hand: over the last ``recent`` hands, and over those before
    (None where there are none): the statistics screen shows whether they go down."""
    def mean(items: list[Reviewed]) -> float | None:
        return sum(r.mistakes for r in items) / len(items) if items else None

    return mean(kept[-recent:]), mean(kept[:-recent])


def load_stats(path: Path | None = None) -> Stats:
    path = path or stats_path()
    try:
        text = read_limited(path, MAX_STATS_BYTES)
    except FileNotFoundError:
        return Stats()
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return _fresh(path, f"can't be read ({error})")
    try:
        records = parse_stats(text)
        reviews = parse_reviews(text)
    except v.Invalid as error:
        return _fresh(path, f"is damaged ({error})")
    return Stats(records, reviews=reviews)


def _fresh(path: Path, problem: str) -> Stats:
    try:
        moved = set_aside(path)
        notice = f"The statistics file {problem}; it was moved aside as {moved.name}."
    except OSError:
        notice = f"The statistics file {problem}."
    return Stats(notice=notice)


def save_stats(stats: Stats, path: Path | None = None) -> Path:
    return atomic_write_text(path or stats_path(), stats.to_json())


def record_match(game_id: str, preset: str | None, scores: list[int], winners: list[int],
                 seat: int = 0, hints: int = 0, path: Path | None = None,
                 notify: Callable[[str], None] | None = None, undos: int = 0) -> Record:
    """Count a finished match for ``seat`` (the human) and save the statistics.

    Over a damaged file too: that file is set aside and counting starts again with this
    match; ``notify`` is told so, in a sentence for the player."""
    stats = load_stats(path)
    if stats.notice and notify is not None:
        notify(stats.notice)
    rank = 1 + sum(1 for s in scores if s > scores[seat])
    result = Result(time.time(), scores[seat], seat in winners, rank, len(scores), hints, undos)
    record = stats.add(game_id, preset, result)
    save_stats(stats, path)
    return record


def record_review(game_id: str, mistakes: int, inaccuracies: int, decisions: int,
                  path: Path | None = None) -> list[Reviewed]:
    """Count a reviewed hand in the game's trend and save the statistics."""
    stats = load_stats(path)
    kept = stats.add_review(game_id, Reviewed(time.time(), mistakes, inaccuracies, decisions))
    save_stats(stats, path)
    return kept
