"""``cardgames bench``: how fast the engines, the AI and the table are, per game.

Speed targets live here, not in unit tests: the figures vary with the machine, so they
are reported (and compared by people), never asserted.  Frame times are measured with
SDL's dummy video driver, so they time our drawing, not a display server.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import cardgames
from cardgames.ai import make_player

FRAME_SIZES = ((1280, 800), (1920, 1080))


def _rate(run_once: Callable[[int], None], seconds: float) -> float:
    """Calls of ``run_once(i)`` per second over about ``seconds``."""
    count = 0
    started = time.perf_counter()
    deadline = started + seconds
    while True:
        for _ in range(20):
            run_once(count)
            count += 1
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - started)


def pocha_random_playouts(seconds: float) -> float:
    """Whole 4-player 10-card hands per second, deal to last trick, random legal moves."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [10]})
    rng = random.Random(1)

    def one_hand(i: int) -> None:
        state = game.new_state(seed=i, dealer=0)
        state.record_events = False
        state.random_playout(rng)

    return _rate(one_hand, seconds)


def pocha_api_playouts(seconds: float) -> float:
    """The same hands through the public ``legal_actions``/``apply`` path, with events."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [10]})
    rng = random.Random(1)

    def one_hand(i: int) -> None:
        state = game.new_state(seed=i, dealer=0)
        while not state.is_over:
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))])

    return _rate(one_hand, seconds)


def ismcts_iteration_us(searches: int, iterations: int = 300) -> float:
    """Median time of one search iteration from the first decision of a fresh 4-player
    10-card hand (the most expensive point: every rollout plays the whole hand)."""
    from cardgames.ai.ismcts import search

    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [10]})
    per_iteration = []
    for seed in range(searches):
        state = game.new_state(seed=seed, dealer=0)
        observation = state.observation(state.current_player)
        result = search(observation, random.Random(seed), iterations=iterations)
        per_iteration.append(1e6 * result.seconds / result.iterations)
    return statistics.median(per_iteration)


def pitch_random_playouts(seconds: float) -> float:
    """Whole 4-player Auction Pitch hands per second, deal to scoring, random legal moves."""
    game = cardgames.create("pitch", players=4)
    rng = random.Random(1)

    def one_hand(i: int) -> None:
        state = game.new_state(seed=i, dealer=0)
        state.record_events = False
        state.random_playout(rng)

    return _rate(one_hand, seconds)


def pitch_api_playouts(seconds: float) -> float:
    """The same Pitch hands through the public ``legal_actions``/``apply`` path, with events."""
    game = cardgames.create("pitch", players=4)
    rng = random.Random(1)

    def one_hand(i: int) -> None:
        state = game.new_state(seed=i, dealer=0)
        while state.hands_finished == 0:
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))])

    return _rate(one_hand, seconds)


def pitch_ismcts_iteration_us(searches: int, iterations: int = 300) -> float:
    """Median time of one search iteration from the first bid of a fresh 4-player hand."""
    from cardgames.ai.ismcts import search

    game = cardgames.create("pitch", players=4)
    per_iteration = []
    for seed in range(searches):
        state = game.new_state(seed=seed, dealer=0)
        result = search(state.observation(state.current_player), random.Random(seed),
                        iterations=iterations)
        per_iteration.append(1e6 * result.seconds / result.iterations)
    return statistics.median(per_iteration)


def move_time_ms(game_id: str, level: str, positions: int, players: int = 4) -> float:
    """Mean time of one AI decision, observation included, over positions of real matches."""
    game = cardgames.create(game_id, players=players)
    bot = make_player(level, seed=1)
    rng = random.Random(2)
    total = 0.0
    done = 0
    seed = 0
    while done < positions:
        state = game.new_state(seed=seed)
        seed += 1
        while not state.is_over and done < positions:
            seat = state.current_player
            started = time.perf_counter()
            bot.choose(state.observation(seat))
            total += time.perf_counter() - started
            done += 1
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))])
    return 1000 * total / positions


def frame_ms(game_id: str, frames: int) -> dict[str, dict[str, float]] | None:
    """Median and 99th-percentile frame times of the table, per window size (dummy driver)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from cardgames.ui.benchmark import frame_times
    except ImportError:
        return None
    result = {}
    for width, height in FRAME_SIZES:
        times = sorted(frame_times(size=(width, height), frames=frames, seed=1))
        p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
        result[f"{width}x{height}"] = {
            "median": round(1000 * statistics.median(times), 3),
            "p99": round(1000 * p99, 3),
        }
    return result


def measure(quick: bool = False, frames: bool = True) -> dict[str, Any]:
    seconds = 0.6 if quick else 3.0
    pocha: dict[str, Any] = {
        "random_playouts_per_s": round(pocha_random_playouts(seconds)),
        "api_playouts_per_s": round(pocha_api_playouts(seconds)),
        "heuristic_move_ms": round(move_time_ms("pocha", "normal", 300 if quick else 2000), 4),
        "ismcts_iteration_us": round(ismcts_iteration_us(5 if quick else 40), 1),
    }
    if frames:
        measured = frame_ms("pocha", 60 if quick else 300)
        if measured is not None:
            pocha["frame_ms"] = measured
    pitch: dict[str, Any] = {
        "hand": "4 players, 6 cards",
        "random_playouts_per_s": round(pitch_random_playouts(seconds)),
        "api_playouts_per_s": round(pitch_api_playouts(seconds)),
        "heuristic_move_ms": round(move_time_ms("pitch", "normal", 300 if quick else 2000), 4),
        "ismcts_iteration_us": round(pitch_ismcts_iteration_us(5 if quick else 40), 1),
    }
    return {"pocha": pocha, "pitch": pitch}


def format_results(results: dict[str, Any]) -> str:
    lines = []
    for game_id, figures in results.items():
        lines.append(f"{game_id}:")
        hand = f"({figures.get('hand', '4 players, 10 cards')}):"
        lines.append(f"  random playouts/s {hand:<23}{figures['random_playouts_per_s']:>10,}")
        lines.append(f"  same through legal_actions/apply:         {figures['api_playouts_per_s']:>10,}")
        lines.append(f"  heuristic move:                           {figures['heuristic_move_ms']:>10.3f} ms")
        lines.append(f"  ISMCTS iteration (median, first move):    {figures['ismcts_iteration_us']:>10.1f} us")
        for size, times in figures.get("frame_ms", {}).items():
            lines.append(f"  frame at {size:<10} median {times['median']:7.2f} ms   p99 {times['p99']:7.2f} ms")
    return "\n".join(lines)


def run_bench(as_json: bool = False, quick: bool = False, frames: bool = True) -> int:
    results = measure(quick=quick, frames=frames)
    print(json.dumps(results, indent=2) if as_json else format_results(results))
    return 0
