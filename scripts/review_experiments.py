"""Does the hand review tell good play from bad, and does a marked move cost what it says?

    nice -n 10 python scripts/review_experiments.py --hands 100 --jobs 2 --out hands.jsonl
    python scripts/review_experiments.py --summarize hands.jsonl

Each hand's result is appended to ``--out`` as it comes (one JSON line), so a run stopped
early still says what it found; ``--summarize`` prints the tables from such a file.

For each game and each level of seat 0 (``random``, ``normal``, ``hard``; the other seats
``normal``), plays ``--hands`` seeded first hands, reviews seat 0's decisions and reports
the mistakes (and inaccuracies) per hand, mean ± standard error.  A review that knows good
play from bad marks clearly more for ``random`` than for ``normal``, and fewer still for
``hard``.

Calibration: for each decision the review marked (in the ``random`` hands), the real hand
is played on from that decision twice -- once with the move played, once with the move the
review recommended -- the same deal, the same other players (``normal``, the seat itself
then played by ``normal`` too), ``--replays`` times with different seeds of the players;
the mean gain is compared with the cost the review announced (mean ± s.e. over the marked
decisions, in hand reward and in the game's unit).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardgames.ai import make_player  # noqa: E402
from cardgames.ai.review import QUICK, Budget, review_from  # noqa: E402
from cardgames.catalog import CATALOG  # noqa: E402

GAMES = {
    "pocha": (4, {"deal_schedule": [5]}),
    "bourre": (4, None),
    "tien_gow": (4, None),
}
LEVELS = ("random", "normal", "hard")


def _play(state, players, stop_at: int) -> list[str]:
    actions = []
    while state.hands_finished < stop_at and not state.is_over:
        seat = state.current_player
        action = str(players[seat].choose(state.observation(seat)))
        state.apply(action)
        actions.append(action)
    return actions


def one_hand(task: tuple[str, str, int, str, int]) -> dict:
    """Play and review one hand; with calibration, replay its marked decisions."""
    game_id, level, seed, budget_name, replays = task
    players_n, rules = GAMES[game_id]
    game = CATALOG.create(game_id, players=players_n, rules=rules)
    start = game.new_state(seed=seed)
    players = [make_player(level if s == 0 else "normal", seed=seed * 10 + s)
               for s in range(players_n)]
    state = start.clone()
    actions = _play(state, players, 1)
    budget = QUICK if budget_name == "quick" else Budget()
    began = time.perf_counter()
    review = review_from(start, actions, 0, budget, seed=seed)
    seconds = time.perf_counter() - began
    out = {"game": game_id, "level": level, "seed": seed, "decisions": len(review.decisions),
           "mistakes": review.mistakes, "inaccuracies": review.inaccuracies,
           "seconds": seconds, "calibration": []}
    if replays:
        for decision in review.decisions:
            if decision.marked:
                out["calibration"].append(_replay(game, start, actions, decision, replays, seed))
    return out


def _replay(game, start, actions, decision, replays: int, seed: int) -> dict:
    """The real gain of the recommended move over the one played, from the real deal."""
    at = start.clone()
    for action in actions[:decision.index]:
        at.apply(action)
    gains, unit_gains = [], []
    for rep in range(replays):
        results = []
        for move in (decision.played, decision.best):
            state = at.clone()
            state.apply(move)
            players = [make_player("normal", seed=seed * 1000 + rep * 10 + s)
                       for s in range(game.players)]
            _play(state, players, at.hands_finished + 1)
            results.append((state.hand_reward(0), state.hand_measure(0)))
        gains.append(results[1][0] - results[0][0])
        if results[0][1] is not None:
            unit_gains.append(results[1][1] - results[0][1])
    return {"predicted": decision.cost, "predicted_unit": decision.measure_cost,
            "actual": sum(gains) / len(gains),
            "actual_unit": sum(unit_gains) / len(unit_gains) if unit_gains else None}


def mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    if n == 1:
        return mean, math.nan
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def summarize(results: list[dict], games: list[str], levels: list[str]) -> dict:
    """Print the tables; return them as data."""
    print(f"{'game':<10} {'seat 0':<7} {'hands':>5} {'mistakes/hand':>16} {'marked/hand':>14} "
          f"{'decisions':>9} {'review s':>9}")
    summary = {}
    for g in games:
        for lv in levels:
            rows = [r for r in results if r["game"] == g and r["level"] == lv]
            if not rows:
                continue
            m, m_se = mean_se([r["mistakes"] for r in rows])
            k, k_se = mean_se([r["mistakes"] + r["inaccuracies"] for r in rows])
            d, _ = mean_se([r["decisions"] for r in rows])
            s, _ = mean_se([r["seconds"] for r in rows])
            summary[f"{g}/{lv}"] = {"hands": len(rows), "mistakes": [m, m_se],
                                    "marked": [k, k_se], "decisions": d, "seconds": s}
            print(f"{g:<10} {lv:<7} {len(rows):>5} {m:>8.2f} ± {m_se:<5.2f} {k:>7.2f} ± "
                  f"{k_se:<5.2f} {d:>9.1f} {s:>9.2f}")
    print("\ncalibration (marked decisions of the random hands, replayed from the real deal):")
    for g in games:
        cal = [c for r in results if r["game"] == g for c in r["calibration"]]
        if not cal:
            continue
        p, p_se = mean_se([c["predicted"] for c in cal])
        a, a_se = mean_se([c["actual"] for c in cal])
        diff, diff_se = mean_se([c["actual"] - c["predicted"] for c in cal])
        line = (f"{g:<10} n={len(cal):<4} predicted {p:.3f} ± {p_se:.3f}, real gain "
                f"{a:.3f} ± {a_se:.3f} (real - predicted {diff:+.3f} ± {diff_se:.3f}) reward")
        units = [c for c in cal if c["predicted_unit"] is not None and c["actual_unit"] is not None]
        if units:
            pu, pu_se = mean_se([c["predicted_unit"] for c in units])
            au, au_se = mean_se([c["actual_unit"] for c in units])
            line += f"; in the unit {pu:.2f} ± {pu_se:.2f} vs {au:.2f} ± {au_se:.2f}"
        summary[f"{g}/calibration"] = {"n": len(cal), "predicted": [p, p_se], "actual": [a, a_se],
                                       "difference": [diff, diff_se]}
        print(line)
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", choices=("quick", "normal"), default="normal")
    parser.add_argument("--replays", type=int, default=4,
                        help="calibration replays per marked decision (random hands only)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", metavar="FILE", help="append each hand's result (JSON lines)")
    parser.add_argument("--summarize", metavar="FILE", help="only print the tables of a run")
    args = parser.parse_args(argv)
    games = args.games.split(",")
    levels = args.levels.split(",")
    if args.summarize:
        lines = Path(args.summarize).read_text().splitlines()
        summarize([json.loads(line) for line in lines if line.strip()], games, levels)
        return 0
    # seed by seed, so a run stopped early has every game and level alike
    tasks = [(g, lv, seed, args.budget, args.replays if lv == "random" else 0)
             for seed in range(1, args.hands + 1) for g in games for lv in levels]
    began = time.perf_counter()
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 - kept open for the run
    results = []
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        for result in pool.map(one_hand, tasks, chunksize=1):
            results.append(result)
            if out is not None:
                out.write(json.dumps(result) + "\n")
                out.flush()
    if out is not None:
        out.close()
    print(f"{len(tasks)} hands reviewed in {time.perf_counter() - began:.0f} s "
          f"(budget {args.budget}, jobs {args.jobs})")
    summarize(results, games, levels)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
