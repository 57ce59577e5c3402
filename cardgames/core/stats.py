"""Statistics of the human's matches, per game and per rule preset.

Stored as JSON in ``<data>/stats.json``, written atomically.  An unreadable file is set
aside (kept) and counting starts again, so statistics can never stop the program.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .storage import atomic_write_text, read_limited, set_aside
from .userfiles import data_dir

STATS_VERSION = 1
MAX_RESULTS = 500  # results kept per game and preset, for the chart over time


@dataclass
class Result:
    when: float
    score: int
    won: bool
    rank: int
    players: int
    hints: int = 0


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
    results: list[Result] = field(default_factory=list)

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
        self.results.append(result)
        del self.results[:-MAX_RESULTS]


class Stats:
    def __init__(self, records: dict[str, dict[str, Record]] | None = None,
                 notice: str | None = None):
        self.records = records or {}
        self.notice = notice  # set when the old file could not be read

    def record(self, game_id: str, preset: str) -> Record:
        return self.records.setdefault(game_id, {}).setdefault(preset, Record())

    def add(self, game_id: str, preset: str | None, result: Result) -> Record:
        record = self.record(game_id, preset or "default")
        record.add(result)
        return record

    def reset(self, game_id: str | None = None) -> None:
        if game_id is None:
            self.records.clear()
        else:
            self.records.pop(game_id, None)

    def to_json(self) -> str:
        return json.dumps({
            "format": STATS_VERSION,
            "games": {g: {p: asdict(r) for p, r in presets.items()}
                      for g, presets in self.records.items()},
        }, indent=1)


def stats_path() -> Path:
    return data_dir() / "stats.json"


def _record_from(data: dict[str, Any]) -> Record:
    results = [Result(**r) for r in data.pop("results", [])]
    return Record(**data, results=results)


def load_stats(path: Path | None = None) -> Stats:
    path = path or stats_path()
    try:
        text = read_limited(path, 20_000_000)
    except FileNotFoundError:
        return Stats()
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return _fresh(path, f"can't be read ({error})")
    try:
        data = json.loads(text)
        if data.get("format") != STATS_VERSION:
            raise ValueError(f"format {data.get('format')!r}")
        records = {g: {p: _record_from(dict(r)) for p, r in presets.items()}
                   for g, presets in data["games"].items()}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        return _fresh(path, f"is damaged ({error})")
    return Stats(records)


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
                 seat: int = 0, hints: int = 0, path: Path | None = None) -> Record:
    """Count a finished match for ``seat`` (the human) and save the statistics."""
    stats = load_stats(path)
    rank = 1 + sum(1 for s in scores if s > scores[seat])
    result = Result(time.time(), scores[seat], seat in winners, rank, len(scores), hints)
    record = stats.add(game_id, preset, result)
    save_stats(stats, path)
    return record
