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
from cardgames.games.pocha import PLAY

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


def random_hands_per_s(game_id: str, seconds: float) -> float:
    """Whole hands per second of the game's default match, random legal moves through the
    contract's fast path (``legal_ids`` / ``apply_id``, no event log, as search plays)."""
    game = cardgames.create(game_id)
    rng = random.Random(1)
    hands = 0
    seed = 0
    started = time.perf_counter()
    while True:
        state = game.new_state(seed=seed)
        state.record_events = False
        seed += 1
        while not state.is_over:
            ids = state.legal_ids()
            state.apply_id(ids[int(rng.random() * len(ids))])
        hands += state.hands_finished
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return hands / elapsed


def search_iteration_us(game_id: str, searches: int, iterations: int = 300) -> float:
    """Median time of one ISMCTS iteration from decisions of the game's default match
    (the first real decision of each hand of a random match: a position with one legal
    move, like Latxa's compulsory first draw, is no decision)."""
    from cardgames.ai.ismcts import search

    game = cardgames.create(game_id)
    rng = random.Random(3)
    per_iteration = []
    seed = 0
    while len(per_iteration) < searches:
        state = game.new_state(seed=seed)
        seed += 1
        while not state.is_over and len(per_iteration) < searches:
            hand = state.hands_finished
            searched = False
            while not state.is_over and state.hands_finished == hand:
                if not searched and len(state.legal_ids()) > 1:
                    observation = state.observation(state.current_player)
                    result = search(observation, random.Random(seed), iterations=iterations)
                    per_iteration.append(1e6 * result.seconds / max(1, result.iterations))
                    searched = True
                actions = state.legal_actions()
                state.apply(actions[int(rng.random() * len(actions))])
    return statistics.median(per_iteration)


# --- Pocha's own fast paths (extra lines) -----------------------------------------------------


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
    per_iteration: list[float] = []
    for seed in range(searches):
        state = game.new_state(seed=seed, dealer=0)
        observation = state.observation(state.current_player)
        result = search(observation, random.Random(seed), iterations=iterations)
        per_iteration.append(1e6 * result.seconds / result.iterations)
    return statistics.median(per_iteration)


def hard_first_trick_s(positions: int) -> tuple[float, float]:
    """Median time of the ``hard`` level's move at the first lead of a 4-player 10-card
    hand, bids made by ``normal``: the position its iteration budget is sized for (about a
    second on a 2-core laptop).  (wall seconds, CPU seconds of this process): on a busy
    machine the first grows, the second much less, and the move is as good either way."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [10]})
    normal = make_player("normal", seed=1)
    walls, cpus = [], []
    for seed in range(positions):
        state = game.new_state(seed=seed, dealer=0)
        while state.phase != PLAY:  # bidding (and the seven's swap) by the normal level
            state.apply(normal.choose(state.observation(state.current_player)))
        hard = make_player("hard", seed=seed)
        started, cpu = time.perf_counter(), time.process_time()
        hard.choose(state.observation(state.current_player))
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def move_time_ms(game_id: str, level: str, positions: int, players: int | None = None) -> float:
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


#: how a game's table is set up for the frame time (default: its default match)
FRAME_SETUPS: dict[str, dict[str, Any]] = {
    "pocha": {"players": 4, "preset": "max_only", "min_hand": 8},
    "latxa": {"players": 4, "preset": None, "min_hand": 0},
}


def frame_ms(game_id: str, frames: int) -> dict[str, dict[str, float]] | None:
    """Median and 99th-percentile frame times of the table, per window size (dummy driver);
    None without the UI or for a game whose table is not drawn yet."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from cardgames.ui.benchmark import frame_times
        from cardgames.ui.table.specs import has_layout
    except ImportError:
        return None
    if not has_layout(game_id):
        return None
    setup = FRAME_SETUPS.get(game_id, {"players": None, "preset": None, "min_hand": 0})
    result = {}
    for width, height in FRAME_SIZES:
        times = sorted(frame_times(size=(width, height), frames=frames, seed=1,
                                   game_id=game_id, **setup))
        p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
        result[f"{width}x{height}"] = {
            "median": round(1000 * statistics.median(times), 3),
            "p99": round(1000 * p99, 3),
        }
    return result


def claim_setup(game_id: str) -> tuple[int, dict[str, Any]] | None:
    """How a game's claim window is measured: (its largest player count, the rules that
    open windows: ``Game.claim_rules``), or None for a game without claim windows (its
    rules open none and its view has no ``window``)."""
    from cardgames.games import game_class

    rules = game_class(game_id).claim_rules
    game = cardgames.create(game_id, rules=dict(rules or {}))
    players = max(game.info.player_counts)
    if rules is None and "window" not in game.new_state(seed=1).view(0):
        return None
    return players, dict(rules or {})


def claim_window_figures(game_id: str, quick: bool) -> dict[str, Any] | None:
    """How long a discard's claim window takes to resolve at the table, at the game's
    largest player count (``ui/benchmark.py: claim_window_times``); None for a game
    without claim windows, or without the UI."""
    setup = claim_setup(game_id)
    if setup is None:
        return None
    try:
        from cardgames.ui.benchmark import claim_window_times
    except ImportError:
        return None
    players, rules = setup
    return claim_window_times(game_id, players, rules, windows=60 if quick else 300)


#: a long house-rules match (the most hands a deal schedule may list, of 10 cards)
LONG_MATCH_RULES = {"deal_schedule": [10] * 200}
LONG_MATCH_MOVES = (80, 8000)


def observation_cost_by_move(repeats: int) -> dict[str, Any]:
    """What one observation costs (``state.observation(seat)`` and its JSON, as the table
    sends it to the AI worker) at move 80 and at move 8,000 of a long Pocha house-rules
    match with 4 players, random moves: its median time and its size.  It should not grow
    with the match (the knowledge copy holds the current hand and the scores)."""
    game = cardgames.create("pocha", players=4, rules=LONG_MATCH_RULES)
    state = game.new_state(seed=1, dealer=0)
    rng = random.Random(2)
    figures: dict[str, Any] = {}
    for move in range(max(LONG_MATCH_MOVES) + 1):
        if move in LONG_MATCH_MOVES:
            seat = state.current_player
            times = []
            for _ in range(repeats):
                started = time.perf_counter()
                text = state.observation(seat).to_json()
                times.append(time.perf_counter() - started)
            figures[f"move_{move}_ms"] = round(1000 * statistics.median(times), 3)
            figures[f"move_{move}_bytes"] = len(text)
        ids = state.legal_ids()
        state.apply_id(ids[int(rng.random() * len(ids))])
    first, last = (f"move_{m}_ms" for m in LONG_MATCH_MOVES)
    figures["ratio"] = round(figures[last] / max(figures[first], 1e-6), 2)
    return figures


def pocha_extras(seconds: float, quick: bool) -> dict[str, Any]:
    """Pocha's figures on full 10-card hands: its mask playout, the API path, the search;
    and what an observation costs late in a long match."""
    return {
        "long_match_observation": observation_cost_by_move(50 if quick else 400),
        "random_playouts_per_s": round(pocha_random_playouts(seconds)),
        "api_playouts_per_s": round(pocha_api_playouts(seconds)),
        "ismcts_iteration_us": round(ismcts_iteration_us(5 if quick else 40, 60 if quick else 300),
                                     1),
        **dict(zip(("hard_first_trick_s", "hard_first_trick_cpu_s"),
                   (round(t, 3) for t in hard_first_trick_s(2 if quick else 10)), strict=True)),
    }


#: game id -> extra measurements of its own fast paths, reported under "ten_card_hands" etc.
EXTRAS: dict[str, Callable[[float, bool], dict[str, Any]]] = {"pocha": pocha_extras}
EXTRA_TITLES = {"pocha": "10-card hands, 4 players"}


def measure(quick: bool = False, frames: bool = True, games: tuple[str, ...] | None = None
            ) -> dict[str, Any]:
    """Every registered game's figures through the contract, plus a game's own extras."""
    seconds = 0.6 if quick else 3.0
    results: dict[str, Any] = {}
    for game_id in games or cardgames.GAME_IDS:
        iteration_us = search_iteration_us(game_id, 5 if quick else 30, 60 if quick else 300)
        figures: dict[str, Any] = {
            "random_hands_per_s": round(random_hands_per_s(game_id, seconds), 1),
            "ismcts_iteration_us": round(iteration_us, 1),
            "ismcts_iterations_per_s": round(1e6 / iteration_us, 1),
            "heuristic_move_ms": round(move_time_ms(game_id, "normal", 300 if quick else 2000), 4),
        }
        if game_id in EXTRAS:
            figures["extra"] = EXTRAS[game_id](seconds, quick)
        claim = claim_window_figures(game_id, quick)
        if claim is not None:
            figures["claim_window"] = claim
        results[game_id] = figures
    for game_id in results if frames else ():
        measured = frame_ms(game_id, 60 if quick else 300)
        if measured is not None:
            results[game_id]["frame_ms"] = measured
    return results


def format_results(results: dict[str, Any]) -> str:
    lines = []
    for game_id, figures in results.items():
        lines.append(f"{game_id} (default options):")
        lines.append(f"  random hands/s (whole hands, apply_id):   {figures['random_hands_per_s']:>10,.1f}")
        lines.append(f"  ISMCTS iteration (median):                {figures['ismcts_iteration_us']:>10.1f} us")
        lines.append(f"  ISMCTS iterations per second:             {figures['ismcts_iterations_per_s']:>10,.1f}")
        lines.append(f"  heuristic move:                           {figures['heuristic_move_ms']:>10.3f} ms")
        extra = figures.get("extra")
        if extra:
            lines.append(f"  {EXTRA_TITLES.get(game_id, 'own fast paths')}:")
            lines.append(f"    random playouts/s (fast path):          {extra['random_playouts_per_s']:>10,}")
            lines.append(f"    same through legal_actions/apply:       {extra['api_playouts_per_s']:>10,}")
            lines.append(f"    ISMCTS iteration (median):              {extra['ismcts_iteration_us']:>10.1f} us")
            lines.append(f"    hard's move at the first trick:         {extra['hard_first_trick_s']:>10.3f} s"
                         f"  ({extra['hard_first_trick_cpu_s']:.3f} s of CPU)")
            long = extra.get("long_match_observation")
            if long:
                lines.append("  observation at move 80 vs move 8,000 (200 hands of 10, JSON included):")
                lines.append(f"    {long['move_80_ms']:.3f} ms ({long['move_80_bytes']:,} bytes) vs "
                             f"{long['move_8000_ms']:.3f} ms ({long['move_8000_bytes']:,} bytes),"
                             f" ratio {long['ratio']:.2f}")
        claim = figures.get("claim_window")
        if claim:
            lines.append(f"  claim windows at {claim['players']} players ({claim['windows']}, "
                         f"AI in every seat, visible time as the table paces them):")
            lines.append(f"    nobody could claim ({claim['nobody_could_claim']:>4}):     "
                         f"{claim['nobody_visible_s']:10.3f} s  (most {claim['nobody_visible_max_s']:.3f} s)")
            lines.append(f"    a seat could claim ({claim['a_seat_could_claim']:>4}):     "
                         f"{claim['claimable_visible_s']:10.3f} s  (most {claim['claimable_visible_max_s']:.3f} s)")
            lines.append(f"    CPU per window:                       {claim['cpu_ms']:10.3f} ms "
                         f"(most {claim['cpu_max_ms']:.3f} ms)")
        for size, times in figures.get("frame_ms", {}).items():
            lines.append(f"  frame at {size:<10} median {times['median']:7.2f} ms   p99 {times['p99']:7.2f} ms")
    return "\n".join(lines)


def run_bench(as_json: bool = False, quick: bool = False, frames: bool = True,
              games: tuple[str, ...] | None = None) -> int:
    results = measure(quick=quick, frames=frames, games=games)
    print(json.dumps(results, indent=2) if as_json else format_results(results))
    return 0
