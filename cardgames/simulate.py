"""Headless AI-only matches: how strong is each level?  (``cardgames simulate``)

Each match gets its own seed drawn from ``seed``, and each seat's AI its own seed, so a
run is reproducible.  A shared win counts as a fraction (two tied winners get half a
win each), so the wins of a run add up to the number of matches.
"""

from __future__ import annotations

import math
import random
import sys
import time
from typing import Any

from cardgames.ai import make_player
from cardgames.games import create


def play_match(game, levels: list[str], seed: int) -> Any:
    """One AI-only match to its end; returns the final state."""
    seeds = random.Random(seed)
    state = game.new_state(seed=seeds.getrandbits(63))
    bots = [make_player(level, seed=seeds.getrandbits(63)) for level in levels]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat)))
    return state


def _match_result(args: tuple) -> tuple[list[int], list[int]]:
    """One match in a worker process: (final scores, winners)."""
    game_id, players, options, levels, seed = args
    game = create(game_id, players=players, rules=options)
    state = play_match(game, levels, seed)
    return state.scores, state.winners


def simulate(
    game_id: str,
    levels: list[str],
    games: int = 100,
    seed: int = 1,
    players: int | None = None,
    preset: str | None = None,
    rules: dict | None = None,
    progress: bool = False,
    jobs: int = 1,
) -> dict[str, Any]:
    game = create(game_id, players=players or len(levels), preset=preset, rules=rules)
    if len(levels) != game.players:
        raise ValueError(f"give one AI level per seat: {game.players} seats, {len(levels)} levels")
    for level in levels:
        make_player(level)  # refuse an unknown level before the run starts
    if games < 1:
        raise ValueError("play at least one game")
    seeds = random.Random(seed)
    match_seeds = [seeds.getrandbits(63) for _ in range(games)]
    scores: list[list[float]] = [[] for _ in levels]
    wins = [0.0] * len(levels)
    started = time.perf_counter()
    shown = 0.0
    tasks = [(game_id, game.players, game.options, levels, s) for s in match_seeds]
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(max_workers=jobs)
        results = pool.map(_match_result, tasks, chunksize=1)
    else:
        pool = None
        results = map(_match_result, tasks)
    for number, (final, winners) in enumerate(results):
        for seat, score in enumerate(final):
            scores[seat].append(score)
        for winner in winners:
            wins[winner] += 1 / len(winners)
        if progress and (time.perf_counter() - shown > 0.2 or number + 1 == games):
            shown = time.perf_counter()
            _progress(number + 1, games, started)
    if pool is not None:
        pool.shutdown()
    if progress:
        print(file=sys.stderr)
    seats = []
    for seat, level in enumerate(levels):
        mean, error = _mean_and_error(scores[seat])
        seats.append({
            "seat": seat, "ai": level, "mean_score": round(mean, 3),
            "stderr": round(error, 3), "wins": round(wins[seat], 3),
            "win_rate": round(wins[seat] / games, 4),
        })
    return {
        "game": game_id, "players": game.players, "games": games, "seed": seed, "jobs": jobs,
        "options": game.options, "seats": seats,
        "seconds": round(time.perf_counter() - started, 2),
    }


def _mean_and_error(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = int(width * done / total)
    elapsed = time.perf_counter() - started
    eta = elapsed / done * (total - done)
    bar = "#" * filled + "-" * (width - filled)
    print(f"\r[{bar}] {done}/{total} games  {elapsed:5.1f}s  eta {eta:5.1f}s", end="",
          file=sys.stderr, flush=True)


def format_summary(summary: dict[str, Any]) -> str:
    """The summary for a person, in the current language (``--json`` stays as it is)."""
    from cardgames.core.i18n import _, ngettext

    games = ngettext("{n} game", "{n} games", summary["games"]).format(n=summary["games"])
    players = ngettext("{n} player", "{n} players", summary["players"]).format(
        n=summary["players"])
    lines = [
        _("{game}: {games}, {players}, seed {seed} ({seconds} s)").format(
            game=summary["game"], games=games, players=players, seed=summary["seed"],
            seconds=summary["seconds"]),
        "",
        f"{_('seat'):>4}  {_('AI'):<12} {_('mean score'):>11} {_('± s.e.'):>8} "
        f"{_('wins'):>8} {_('win %'):>7}",
    ]
    for seat in summary["seats"]:
        lines.append(
            f"{seat['seat']:>4}  {seat['ai']:<12} {seat['mean_score']:>11.2f} "
            f"{seat['stderr']:>8.2f} {seat['wins']:>8.1f} {100 * seat['win_rate']:>6.1f}%"
        )
    return "\n".join(lines)
