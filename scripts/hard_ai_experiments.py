"""How strong is ``hard``?  Seeded, reproducible matches (issue 15's experiments).

Each experiment plays the same seeded matches (same deals: a match's deals come from its
seed alone) once with the players under test and once with the baseline, and reports,
for seat 0, the win rate and the mean final score with standard errors, and the paired
difference of seat 0's score on the same deals.

    python scripts/hard_ai_experiments.py pocha --matches 200 --jobs 2
    python scripts/hard_ai_experiments.py pocha-bids --matches 200 --jobs 2
    python scripts/hard_ai_experiments.py pitch --matches 200 --jobs 2
    python scripts/hard_ai_experiments.py latxa --matches 100 --jobs 2

- ``pocha``: Pocha, 4 players, preset ``max_only``: seat 0 ``hard`` against three
  ``normal``; baseline four ``normal``.
- ``pocha-bids``: the same deals, seat 0 bids with ``hard``'s search and plays every card
  with ``normal``; baseline four ``normal``.
- ``pitch`` (and ``latxa``): seat 0 ``hard``, ``normal`` and ``random`` each against
  ``normal`` opponents.

``--iterations N`` gives ``hard`` a budget of N iterations instead of its default.
Results are printed as text and, with ``--json FILE``, written as JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import cardgames
from cardgames.ai import make_player
from cardgames.ai.base import Player
from cardgames.core.game import Observation


class BidOnlyPlayer(Player):
    """Bids with ``hard`` (the search), plays every other move with ``normal``."""

    level = "hard-bids"

    def __init__(self, seed: int | None = None, **budget):
        super().__init__(seed)
        self.search = make_player("hard", seed=seed, **budget)
        self.normal = make_player("normal", seed=seed)

    def choose(self, observation: Observation):
        bidding = observation.view.get("phase") == "bidding"
        return (self.search if bidding else self.normal).choose(observation)


def _player(level: str, seed: int, iterations: int | None) -> Player:
    budget = {"iterations": iterations} if iterations and level in ("hard", "hard-bids") else {}
    if level == "hard-bids":
        return BidOnlyPlayer(seed, **budget)
    return make_player(level, seed=seed, **budget)


def play_match(task: tuple) -> tuple[list[int], list[int], float]:
    """One match: (final scores, winners, seconds)."""
    game_id, players, preset, levels, seed, iterations = task
    game = cardgames.create(game_id, players=players, preset=preset)
    seeds = random.Random(seed)
    state = game.new_state(seed=seeds.getrandbits(63))
    bots = [_player(level, seeds.getrandbits(63), iterations) for level in levels]
    started = time.perf_counter()
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat)))
    return state.scores, state.winners, time.perf_counter() - started


def run(game_id: str, players: int | None, preset: str | None, levels: list[str],
        matches: int, seed: int, jobs: int, iterations: int | None,
        log: str | None = None, first: int = 0) -> list[tuple]:
    """Matches ``first`` .. ``first + matches - 1`` of the seed's sequence, in order; each
    result is also appended to ``log`` (one JSON line per match) as it comes, so a long
    run can be read before it ends (and continued later with ``first``)."""
    seeds = random.Random(seed)
    tasks = [(game_id, players, preset, levels, seeds.getrandbits(63), iterations)
             for _ in range(first + matches)][first:]
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    results = pool.map(play_match, tasks, chunksize=1) if pool else map(play_match, tasks)
    out = []
    for number, result in enumerate(results):
        out.append(result)
        if log:
            with open(log, "a") as file:
                file.write(json.dumps({"levels": levels, "match": first + number,
                                       "scores": result[0],
                                       "winners": result[1], "seconds": result[2]}) + "\n")
    if pool:
        pool.shutdown()
    return out


def mean_error(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def seat0(results: list[tuple]) -> dict:
    wins = [(1 / len(w)) if 0 in w else 0.0 for _, w, _ in results]
    scores = [s[0] for s, _, _ in results]
    win, win_se = mean_error(wins)
    score, score_se = mean_error(scores)
    return {"matches": len(results), "win_rate": round(win, 4), "win_se": round(win_se, 4),
            "mean_score": round(score, 2), "score_se": round(score_se, 2),
            "seconds": round(sum(t for _, _, t in results), 1)}


def compare(name: str, tested: list[tuple], baseline: list[tuple]) -> dict:
    diffs = [a[0][0] - b[0][0] for a, b in zip(tested, baseline, strict=True)]
    diff, diff_se = mean_error(diffs)
    return {"experiment": name, "tested": seat0(tested), "baseline": seat0(baseline),
            "paired_score_difference": round(diff, 2), "paired_se": round(diff_se, 2)}


def show(report: dict) -> str:
    t, b = report["tested"], report["baseline"]
    return (f"{report['experiment']}: {t['matches']} matches\n"
            f"  tested   win {100 * t['win_rate']:5.1f}% ± {100 * t['win_se']:4.1f}   "
            f"mean score {t['mean_score']:7.2f} ± {t['score_se']:5.2f}\n"
            f"  baseline win {100 * b['win_rate']:5.1f}% ± {100 * b['win_se']:4.1f}   "
            f"mean score {b['mean_score']:7.2f} ± {b['score_se']:5.2f}\n"
            f"  seat 0 score, tested - baseline on the same deals: "
            f"{report['paired_score_difference']:+.2f} ± {report['paired_se']:.2f}")


EXPERIMENTS = {
    # name: (game, players, preset, {label: seat-0 level}, opponents' level)
    "pocha": ("pocha", 4, "max_only", {"hard": "hard"}, "normal"),
    "pocha-bids": ("pocha", 4, "max_only", {"hard bids": "hard-bids"}, "normal"),
    "pitch": ("pitch", None, None, {"hard": "hard", "random": "random"}, "normal"),
    "latxa": ("latxa", None, None, {"hard": "hard", "random": "random"}, "normal"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("experiment", choices=sorted(EXPERIMENTS))
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--json", default=None)
    parser.add_argument("--log", default=None, help="append each match's result here")
    parser.add_argument("--first", type=int, default=0,
                        help="start at this match of the seed's sequence (to continue a run)")
    args = parser.parse_args(argv)
    game_id, players, preset, tested, others = EXPERIMENTS[args.experiment]
    game = cardgames.create(game_id, players=players, preset=preset)
    rest = [others] * (game.players - 1)
    baseline = run(game_id, players, preset, [others, *rest], args.matches, args.seed, args.jobs,
                   args.iterations, args.log, args.first)
    reports = []
    for label, level in tested.items():
        results = run(game_id, players, preset, [level, *rest], args.matches, args.seed,
                      args.jobs, args.iterations, args.log, args.first)
        report = compare(f"{args.experiment}: seat 0 {label} vs {others} ({game.players} players)",
                         results, baseline)
        report["command"] = " ".join(sys.argv)
        reports.append(report)
        print(show(report), flush=True)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(reports, out, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
