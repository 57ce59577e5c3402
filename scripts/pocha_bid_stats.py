"""How exact is the Pocha heuristic?  Self-play statistics, and the fits of its tables.

Measure (every seat plays the heuristic; each seat decides from its own knowledge copy)::

    python scripts/pocha_bid_stats.py --players 4 --games 200 --seed 1
    python scripts/pocha_bid_stats.py --module /tmp/old_heuristic.py   # another version
    python scripts/pocha_bid_stats.py --set PRESSURE_SLOPE=0.3          # try a constant

prints, by hand size: hands, exact %, took more / less than the bid, the mean of
(sum of the bids - tricks) per hand, and the mean match score per player.

Fit the trick tables (``TRUMP_TABLE`` / ``SIDE_TABLE`` of ``cardgames/ai/pocha_heuristic.py``)::

    python scripts/pocha_bid_stats.py --fit /tmp/table.py --games 1000 --players 3,4,5,6,8

For every card dealt it records the card's bidding features (``card_keys``) and whether
that card won a trick, then writes each cell's win rate, shrunk towards coarser cells
when it has few observations; paste the file over the two tables.  The play depends on
the bids, so fit again after a change of play: two or three rounds settle the tables.
``--hands FILE`` also writes one line per player-hand (the residuals behind
``PRESSURE_SLOPE``).

Fit the lead weights (``LEAD_WEIGHTS``)::

    python scripts/pocha_bid_stats.py --fit-leads 5000 --players 3,4,5 --worlds 32

values every legal lead of sampled positions by playing the hand out (everybody playing
the heuristic) in sampled deals of the unseen cards, and fits the weights by least
squares.  About 0.25 s a position; like the tables, refit after changing the play.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import sys
import time
from collections import defaultdict

import cardgames
from cardgames.games.pocha import BID


def load_module(name: str):
    if name.endswith(".py"):
        spec = importlib.util.spec_from_file_location("pocha_heuristic_under_test", name)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    return importlib.import_module(name)


def play_match(game, module, seed: int, collect=None):
    """One self-play match; returns the final state.  Feeds ``collect`` when given."""
    state = game.new_state(seed=seed)
    state.record_events = False
    features: dict[int, object] = {}
    while not state.is_over:
        seat = state.current_player
        if collect is not None and state.phase == BID and seat not in features:
            features[seat] = collect.keys(state._knowledge(seat), seat)
        hand_no, last = state.hand_no, state.last_trick
        state.apply_id(module.choose(state._knowledge(seat), seat))
        if collect is not None and state.last_trick is not last:
            seats, cards, winner = state.last_trick
            collect.won(winner, cards[seats.index(winner)])
        if collect is not None and state.hand_no != hand_no:
            collect.hand_done(state.history[-1], features)
            features = {}
    return state


class Collector:
    """Counts (features -> card won a trick) for the fit, and hand-level residuals."""

    def __init__(self, module):
        self.module = module
        self.cells = defaultdict(lambda: [0, 0])
        self.won_cards: set[int] = set()
        self.hands = []

    def keys(self, state, seat):
        prior = [b for b in state.bids if b >= 0]
        estimate = self.module.estimate_tricks(state, seat)
        return self.module.card_keys(state, seat), (estimate, sum(prior), len(prior))

    def won(self, seat, card):
        self.won_cards.add(card)

    def hand_done(self, record, features):
        for seat, (cards, (estimate, prior_sum, prior_count)) in features.items():
            for card, key in cards:
                cell = self.cells[key]
                cell[0] += 1
                cell[1] += card in self.won_cards
            self.hands.append((len(record["active"]), record["size"], estimate, prior_sum,
                               prior_count, record["bids"][seat], record["tricks"][seat]))
        self.won_cards = set()


def measure(module, players: int, games: int, seed: int, rules: dict, collect=None):
    game = cardgames.create("pocha", players=players, rules=rules)
    seeds = random.Random(seed)
    by_size = defaultdict(lambda: [0, 0, 0, 0, 0])  # player-hands, exact, over, under, hands
    bias = defaultdict(float)
    totals = [0.0] * players
    for _ in range(games):
        state = play_match(game, module, seeds.getrandbits(63), collect)
        for record in state.history:
            if record["tiebreak"]:
                continue
            size = record["size"]
            row = by_size[size]
            row[4] += 1
            bias[size] += sum(b for b in record["bids"] if b is not None) - size
            for seat in record["active"]:
                bid, took = record["bids"][seat], record["tricks"][seat]
                row[0] += 1
                row[1] += bid == took
                row[2] += took > bid
                row[3] += took < bid
        for seat, score in enumerate(state.scores):
            totals[seat] += score
    return by_size, bias, sum(totals) / (games * players)


def report(players, by_size, bias, mean_score) -> None:
    print(f"{players} players: mean match score per player {mean_score:+.1f}")
    print(f"{'size':>4} {'hands':>6} {'exact%':>7} {'over%':>6} {'under%':>7} {'bids-n':>7}")
    total = [0, 0, 0, 0]
    for size in sorted(by_size):
        seats, exact, over, under, hands = by_size[size]
        total = [total[0] + seats, total[1] + exact, total[2] + over, total[3] + under]
        print(f"{size:>4} {hands:>6} {100 * exact / seats:>7.1f} {100 * over / seats:>6.1f} "
              f"{100 * under / seats:>7.1f} {bias[size] / hands:>+7.2f}")
    seats, exact, over, under = total
    print(f" all {'':>6} {100 * exact / seats:>7.1f} {100 * over / seats:>6.1f} "
          f"{100 * under / seats:>7.1f}")


def fit(cells, module, prior_weight: float = 20.0) -> dict:
    """Win rate per cell, shrunk towards its parents (``module.key_parents``)."""
    pooled = defaultdict(lambda: [0, 0])
    for key, (n, w) in cells.items():
        for parent in [key, *module.key_parents(key)]:
            pooled[parent][0] += n
            pooled[parent][1] += w

    def rate(key):
        chain = [key, *module.key_parents(key)]
        value = 0.5
        for parent in reversed(chain):
            n, w = pooled.get(parent, (0, 0))
            value = (w + prior_weight * value) / (n + prior_weight)
        return value

    return {key: rate(key) for key in module.all_keys()}


def _play_out(world, module, seat: int, card: int) -> float:
    """The seat's score for the hand after playing ``card``, everybody then playing ``module``."""
    hand = world.hand_no
    world.apply_id(card)
    while world.hand_no == hand and not world.is_over:
        turn = world.current_player
        world.apply_id(module.choose(world._knowledge(turn), turn))
    return world.history[-1]["deltas"][seat]


def fit_leads(module, players_list, decisions: int, worlds: int, seed: int, ridge: float = 1.0):
    """Least-squares ``LEAD_WEIGHTS``: each lead's hand score, from sampled deals, on its features.

    The values of one decision are centred on their mean (and so are the features), so only
    the differences between the leads of one position count.
    """
    names = list(module.LEAD_WEIGHTS)
    size = len(module.LEAD_FEATURES)
    normal = {n: ([[0.0] * size for _ in range(size)], [0.0] * size) for n in names}
    rng = random.Random(seed)
    done = 0
    per_count = -(-decisions // len(players_list))
    for players in players_list:
        game = cardgames.create("pocha", players=players)
        target = min(decisions, done + per_count)
        while done < target:
            state = game.new_state(seed=rng.getrandbits(63))
            state.record_events = False
            while not state.is_over and done < target:
                seat = state.current_player
                known = state._knowledge(seat)
                if (state.phase != BID and not state.trick and rng.random() < 0.35
                        and len(state.legal_ids()) > 1):
                    situation, options = module.lead_options(known, seat)
                    if situation in normal:
                        observation = state.observation(seat)
                        values = dict.fromkeys(options, 0.0)
                        for _ in range(worlds):
                            world = observation.sample_world(rng, record_events=False)
                            for card in options:
                                score = _play_out(world.clone(), module, seat, card)
                                values[card] += score / worlds
                        _accumulate(normal[situation], options, values)
                        done += 1
                state.apply_id(module.choose(known, seat))
        print(f"{players} players: {done} lead positions so far", file=sys.stderr)
    weights = {}
    for name in names:
        matrix, vector = normal[name]
        for i in range(size):
            matrix[i][i] += ridge
        weights[name] = tuple(round(w, 2) for w in _solve(matrix, vector))
    return weights


def _accumulate(normal, options, values) -> None:
    matrix, vector = normal
    cards = list(options)
    size = len(options[cards[0]])
    mean_x = [sum(options[c][j] for c in cards) / len(cards) for j in range(size)]
    mean_v = sum(values[c] for c in cards) / len(cards)
    for card in cards:
        x = [options[card][j] - mean_x[j] for j in range(size)]
        v = values[card] - mean_v
        for i in range(size):
            vector[i] += x[i] * v
            row = matrix[i]
            for j in range(size):
                row[j] += x[i] * x[j]


def _solve(matrix, vector) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and ridged)."""
    n = len(vector)
    m = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for r in range(n):
            if r != i and m[i][i]:
                factor = m[r][i] / m[i][i]
                for c in range(i, n + 1):
                    m[r][c] -= factor * m[i][c]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module", default="cardgames.ai.pocha_heuristic")
    parser.add_argument("--players", default="4", help="one count or a list: 3,4,5,6,8")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--length", default="full", choices=["full", "short", "max_only"])
    parser.add_argument("--fit", metavar="FILE", help="fit the trick table and write it here")
    parser.add_argument("--hands", metavar="FILE",
                        help="with --fit: also write one line per player-hand (players, size, "
                        "estimate, sum and count of earlier bids, bid, tricks)")
    parser.add_argument("--fit-leads", type=int, metavar="N",
                        help="fit LEAD_WEIGHTS on N lead positions (spread over --players), "
                        "each lead valued by playing the hand out in --worlds sampled deals")
    parser.add_argument("--worlds", type=int, default=32)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="override a numeric constant of the module (tuning)")
    args = parser.parse_args(argv)
    module = load_module(args.module)
    for item in args.set:
        name, value = item.split("=")
        setattr(module, name, float(value))
    players_list = [int(p) for p in args.players.split(",")]
    if args.fit_leads:
        weights = fit_leads(module, players_list, args.fit_leads, args.worlds, args.seed)
        print("LEAD_WEIGHTS = {")
        for name, values in weights.items():
            print(f"    {name!r}: {values},")
        print("}")
        return 0
    collect = Collector(module) if args.fit else None
    for players in players_list:
        started = time.perf_counter()
        by_size, bias, mean_score = measure(
            module, players, args.games, args.seed, {"length": args.length}, collect)
        report(players, by_size, bias, mean_score)
        print(f"({time.perf_counter() - started:.1f} s)\n", flush=True)
    if args.fit:
        table = fit(collect.cells, module)
        with open(args.fit, "w") as out:
            out.write(module.format_table(table))
        print(f"table written to {args.fit}", file=sys.stderr)
        if args.hands:
            with open(args.hands, "w") as out:
                for row in collect.hands:
                    out.write(" ".join(f"{v:.3f}" if isinstance(v, float) else str(v)
                                       for v in row) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
