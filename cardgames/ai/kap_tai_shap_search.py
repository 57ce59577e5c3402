"""K'ap T'ai Shap's ``hard`` level: the ``normal`` move, unless common sampled worlds show
another one wins more chips.

Why not the generic search (``cardgames.ai.ismcts``): a hand is a short race decided
mostly by the draws, and the few moves that matter differ little; the tree's few hundred
iterations, each in its own sampled world, were too noisy to tell them apart.  Measured
over seeded matches (``scripts/hard_ai_experiments.py kap_tai_shap``, two seeds of 40
four-hand sessions) it was no stronger than ``normal``: seat 0's chips -7.6 +- 12.1 and
-5.7 +- 12.9 against ``normal`` on the same deals.  A first paired search that simply
played the candidate winning in the most worlds was not either (+3.8 +- 7.1 and +1.3 +-
6.8 over 120 sessions): among moves that differ by a point or two of winning chance, the
argmax of a hundred noisy worlds replaced ``normal``'s outs reckoning by chance.

Here:

- Where: only the pick step.  Candidates (``candidates``): a winning pick alone; else
  skip, every pick that brings the hand closer and the best ``EXCHANGES`` picks that keep
  its distance (by ``normal``'s outs).  A discard or put is ``normal``'s: searched, the
  discards that kept the hand closest looked apart by a few chips that did not hold up
  once the hand was played on as ``normal`` plays it (see ``kap_tai_shap_policy``).
- Worlds: each drawn from the seat's knowledge in proportion to the engine's
  ``world_likelihood`` (what the others skipped, picked and let go tells what they hold),
  and every candidate is played in a copy of the *same* world, the hand out by the
  playout policy -- the searching seat as ``normal`` itself, outs included, the others
  by distance alone -- so the comparison is paired.
- Reward: the seat's chips for the hand (the pot less the cut and its ante when it wins,
  its ante lost when another seat wins, nothing when void), not a win count: a void
  hand is worth far less than half a pot.
- Choice, in two rounds: every candidate on ``SCREEN_WORLDS`` common worlds names the
  challenger that gains most over ``normal``'s move; ``CONFIRM_WORLDS`` fresh worlds
  then play the two, and the challenger is played only if it gains there by ``MARGIN``
  standard errors of the paired difference.  The test is on worlds that did not choose
  the challenger, so picking the best of several noisy moves does not bias it.  So
  ``hard`` leaves ``normal`` only where the worlds show it is wrong: mostly a tile worth
  picking (an exchange that keeps the distance, or a closer one) where ``normal``
  skips, or the other way round.

It sees only the observation.

Measured (2026-12-02, on a busy 2-core machine; CPU seconds):

- Duplicate positions (``scripts/hard_ai_experiments.py kap_tai_shap-positions --hands
  200 --seed S --levels normal,hard``, and again with ``--first 200``: 400 positions a
  seed, seat 0 ``hard`` vs ``normal`` on the same stock, the others ``normal``): seat 0's
  chips for the hand +0.57 +- 0.57 (seed 15) and +0.38 +- 0.38 (seed 16), +0.47 +- 0.34
  pooled.  ``hard`` chose unlike ``normal`` in 60 of 2449 decisions; 13 positions
  ended differently, 9 of them won by ``hard``.  The first search of this module (every
  step searched, playouts without outs, argmax of the worlds) was -0.9 +- 1.6 and +3.9
  +- 3.4 on the first 85 and 59 positions of the same seeds.
  Continued to 1,200 positions a seed (``--hands 800 --first 400``, machine otherwise
  quiet): positions 400-1,199 gave +0.47 +- 0.28 (seed 15; 9 positions ended
  differently, 7 won by ``hard``) and +0.19 +- 0.30 (seed 16; 10, 6 won by ``hard``);
  all 1,200: about +0.50 +- 0.27 and +0.25 +- 0.24, pooled +0.38 +- 0.18.
- Matches (``kap_tai_shap --matches M --seed S``, four-hand sessions, paired on the same
  deals; ``--matches 60``, then ``--first 60``): seat 0's chips +0.6 +- 3.5 (seed 15)
  and +1.3 +- 3.0 (seed 16) over 120 sessions a seed (the first 60: +3.8 +- 5.2 and +3.8
  +- 4.9); ``random`` in the same seat -70.3 +- 5.9 and -70.3 +- 6.6.
- Time: 0.25 s a seat-0 decision on average; a searched pick step 0.6 s (median 0.5,
  90th percentile 1.1, the slowest 2.5 with cold caches).

Ahead of ``normal`` on both seeds of both experiments, but not by two standard errors:
where it leaves ``normal`` it is mostly right, and it rarely leaves it.
"""

from __future__ import annotations

import math
import random

from cardgames.ai import kap_tai_shap_heuristic as heuristic
from cardgames.ai import kap_tai_shap_policy as policy
from cardgames.ai.ismcts import sample_weighted
from cardgames.ai.policies import bind
from cardgames.core.game import Observation
from cardgames.games.kap_tai_shap import (
    A_PICK,
    A_SKIP,
    CODES,
    PICK,
    KapTaiShapState,
    is_winning,
)

#: worlds of the first round (every candidate) and of the second (the best challenger
#: against ``normal``'s move, on fresh worlds)
SCREEN_WORLDS = 40
CONFIRM_WORLDS = 120
#: how many standard errors the challenger must gain over ``normal``'s move in the second
#: round
MARGIN = 2.0
#: exchanges (picks that keep the distance) weighed beside skip and the closer picks
EXCHANGES = 2


def candidates(known: KapTaiShapState, seat: int) -> list[int]:
    """The moves ``hard`` weighs at ``seat``'s decision (see the module docstring)."""
    legal = known.legal_ids()
    if len(legal) <= 1 or known.phase != PICK:
        return policy.search_ids(known)
    game = known.game
    hand = known.hands[seat]
    now = heuristic.away(hand, game)
    coming = heuristic.supply(known, seat)
    closer, level = [], []
    for action in legal:
        if action == A_SKIP:
            continue
        code = CODES[action - A_PICK]
        more = heuristic.with_tile(hand, code)
        if is_winning(more, game.four_two):
            return [action]
        after = heuristic.away(more, game)
        if after < now:
            closer.append(action)
        elif after == now:
            choices = [c for c in dict.fromkeys(more) if c != code or more.count(c) >= 2]
            put = heuristic.best_discard(more, choices, game, None)
            rest = heuristic.without(more, put)
            level.append((-heuristic.outs(rest, game, coming), action))
    level.sort()
    return [A_SKIP, *closer, *(a for _k, a in level[:EXCHANGES])]


def hand_chips(world: KapTaiShapState, seat: int) -> float:
    """The seat's chips for the hand just scored."""
    return float(world.history[-1]["deltas"][seat])


def play(observation: Observation, rng: random.Random, moves: list[int], worlds: int,
         likelihood) -> dict[int, list[float]]:
    """Each move's chips in ``worlds`` common worlds drawn by ``likelihood``."""
    seat = observation.seat
    values: dict[int, list[float]] = {a: [] for a in moves}
    for _ in range(worlds):
        world, _tries = sample_weighted(observation, rng, likelihood)
        seed = rng.getrandbits(32)
        for action in moves:
            trial = world.clone()
            trial.apply_id(action)
            policy.playout(trial, random.Random(seed), seat)
            values[action].append(hand_chips(trial, seat))
    return values


def gain(found: list[float], base: list[float]) -> tuple[float, float]:
    """The mean paired difference and its standard error."""
    diffs = [a - b for a, b in zip(found, base, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
    return mean, se


def evaluate(observation: Observation, rng: random.Random,
             screen: int = SCREEN_WORLDS, confirm: int = CONFIRM_WORLDS
             ) -> tuple[int, int | None, dict[int, list[float]], dict[int, list[float]]]:
    """``normal``'s move, the best challenger of the first round (None: none gained),
    the first round's chips per candidate and the second round's for the two."""
    bind(observation.game)
    seat = observation.seat
    known = observation.public_state()
    default = heuristic.choose(known, seat)
    moves = candidates(known, seat) if known.phase == PICK else [default]
    if default not in moves:
        moves.append(default)
    if len(moves) == 1:
        return default, None, {default: []}, {}
    likelihood = observation.world_likelihood()
    first = play(observation, rng, moves, screen, likelihood)
    challenger, best = None, 0.0
    for action in moves:
        if action != default:
            mean, _se = gain(first[action], first[default])
            if mean > best:
                challenger, best = action, mean
    if challenger is None:
        return default, None, first, {}
    second = play(observation, rng, [default, challenger], confirm, likelihood)
    return default, challenger, first, second


def move_values(observation: Observation, rng: random.Random,
                screen: int = SCREEN_WORLDS) -> dict[int, float]:
    """Each weighed move's mean chips over the first round's common worlds."""
    _default, _challenger, first, _second = evaluate(observation, rng, screen, 0)
    return {a: (sum(v) / len(v) if v else 0.0) for a, v in first.items()}


def choose(observation: Observation, rng: random.Random) -> int:
    """The ``hard`` move: ``normal``'s, unless the first round's best challenger wins more
    chips on the second round's fresh worlds by ``MARGIN`` standard errors."""
    legal = observation.legal_ids()
    if len(legal) == 1:
        return legal[0]
    default, challenger, _first, second = evaluate(observation, rng)
    if challenger is None:
        return default
    mean, se = gain(second[challenger], second[default])
    return challenger if mean > 0 and mean > MARGIN * se else default
