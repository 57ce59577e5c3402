"""Tsung Shap's rule-of-thumb player (spec §10): take the best capture, claim the best
missed one, and place where the opponent is least likely to capture.

It counts the tiles not yet face up (``state.unseen(seat)``: the whole set less the row,
the catches, the revealed tile and, in four in hand, its own hand).  The order of the
piles is unknown to everybody, so the next tile of either pile is any of them, each
code with the chance of its copies.

- Capture: the option with the most points (a pair of ``6-6`` is 240, a sweep 40); among
  equals, the one leaving the opponent the least to take.
- Claim: always, the missed option with the most points.
- Place: on each side, the opponent's expected points on his next reveal (every unseen
  code with its chance, taking its best capture on the row the placing leaves) less half
  of ours on the reveal after (his tile captured as he would, else placed at the end
  that is worse for us); the side with the lower value.  A two-tile row whose tens many
  unseen tiles can complete is such a side: its sweep is counted at 40.
- Four in hand: the hand tile whose best capture, or failing that whose best placing,
  is worth the most.

It reads only the knowledge state (no pile's order: a knowledge copy has none).  The
``easy`` level forgets the captured tiles (``forget``) and now and then slips to another
legal move -- a missed capture among them, which its opponent may claim.
"""

from __future__ import annotations

import weakref
from collections import Counter

from cardgames.games.tsung_shap import (
    CAPTURE,
    CLAIM,
    CLAIM_BASE,
    CODES,
    DECLINE,
    OPTION_INDEX,
    ORDER,
    PLACE_LEFT,
    PLACE_RIGHT,
    PLAY,
    PLAY_BASE,
    RESOLVE,
    TsungShapGame,
    TsungShapState,
    capture_options,
)

#: the weight of our own next reveal against the opponent's (spec §10: "minus our chance")
OURS = 0.5


def gain(game: TsungShapGame, row: list[str], tile: str) -> tuple[int, list[str]]:
    """The best capture ``tile`` makes on ``row``: its points and the row it leaves (0 and
    the row with the tile placed at the right when it captures nothing)."""
    best_points, best_row = -1, None
    n = len(row)
    for _name, kind, left, right in capture_options(row, tile, game.chinese):
        tiles = [tile, *row[:left], *row[n - right:]]
        if kind == "pair" and n == 1 and game.single_pair_sweep:
            kind = "sweep"
        points = game.score_of(kind, tiles)
        if points > best_points:
            best_points, best_row = points, row[left:n - right]
    if best_row is None:
        return 0, [*row, tile]
    return best_points, best_row


_TABLES: weakref.WeakKeyDictionary[TsungShapGame, dict] = weakref.WeakKeyDictionary()


def points_table(game: TsungShapGame, row: list[str]) -> dict[str, int]:
    """Each code's best capture on ``row`` in points (0: none), worked out once per game
    and row ends: the options depend only on the two tiles at each end."""
    n = len(row)
    key = (n, row[0]) if n == 1 else (n, row[0], row[1]) if n == 2 else \
        (3, row[0], row[1], row[-2], row[-1])
    cache = _TABLES.get(game)
    if cache is None:
        cache = _TABLES[game] = {}
    table = cache.get(key)
    if table is None:
        ends = list(key[1:])
        table = cache[key] = {code: gain(game, ends, code)[0] for code in CODES}
    return table


def expected(game: TsungShapGame, row: list[str], unseen: Counter) -> float:
    """The points the next reveal is expected to take on ``row``."""
    total = sum(unseen.values())
    if not total or not row:
        return 0.0
    table = points_table(game, row)
    return sum(k * table[code] for code, k in unseen.items() if k) / total


def side_value(game: TsungShapGame, row: list[str], unseen: Counter, deep: bool = True) -> float:
    """How bad leaving ``row`` is for the player who leaves it (lower is better)."""
    if not deep:
        return expected(game, row, unseen)
    total = sum(unseen.values())
    if not total or not row:
        return 0.0
    value = 0.0
    for code, k in unseen.items():
        if not k:
            continue
        points, after = gain(game, row, code)
        value += k * points
        if deep and points == 0:
            # he places: at whichever end leaves us the less (his choice, pessimistic)
            left = [code, *row]
            rest = unseen.copy()
            rest[code] -= 1
            ours = min(expected(game, left, rest), expected(game, after, rest))
            value -= OURS * k * ours
        elif deep:
            rest = unseen.copy()
            rest[code] -= 1
            value -= OURS * k * expected(game, after, rest)
    return value / total


def placed(row: list[str], tile: str, side: int) -> list[str]:
    return [tile, *row] if side == 0 else [*row, tile]


def best_place(game: TsungShapGame, row: list[str], tile: str, unseen: Counter,
               deep: bool = True) -> tuple[int, float]:
    """The side (0 left, 1 right) to place ``tile`` on, and how bad it is."""
    if not row:
        return 0, side_value(game, [tile], unseen, deep)
    values = [side_value(game, placed(row, tile, s), unseen, deep) for s in (0, 1)]
    return (0, values[0]) if values[0] <= values[1] else (1, values[1])


def best_capture(game: TsungShapGame, row: list[str], tile: str, unseen: Counter | None,
                 options=None) -> tuple[str, int] | None:
    """The option to take and its points: the most points; among equals the one leaving
    the opponent the least (by ``unseen``; None: the first in the spec's order)."""
    options = capture_options(row, tile, game.chinese) if options is None else options
    if not options:
        return None
    n = len(row)
    best = None
    for name, kind, left, right in options:
        tiles = [tile, *row[:left], *row[n - right:]]
        if kind == "pair" and n == 1 and game.single_pair_sweep:
            kind = "sweep"
        points = game.score_of(kind, tiles)
        key = (points, 0.0 if unseen is None else -expected(game, row[left:n - right], unseen))
        if best is None or key > best[0]:
            best = (key, name, points)
    return best[1], best[2]


def forget(state: TsungShapState) -> None:
    """What ``easy`` forgets: the tiles already captured (so it counts them as still to
    come when it weighs the ends it leaves)."""
    state.catches = [[], []]


def choose(state: TsungShapState, seat: int) -> int:
    game = state.game
    phase = state.phase
    if phase == CLAIM:
        if not state.missed:
            return DECLINE
        name = max(state.missed, key=lambda m: (m[4], -OPTION_INDEX[m[0]]))[0]
        return CLAIM_BASE + OPTION_INDEX[name]
    unseen = state.unseen(seat)
    row = list(state.row)
    if phase == RESOLVE:
        tile = state.drawn
        capture = best_capture(game, row, tile, unseen)
        if capture is not None:
            return CAPTURE + OPTION_INDEX[capture[0]]
        side, _value = best_place(game, row, tile, unseen)
        return PLACE_RIGHT if side else PLACE_LEFT
    if phase == PLAY:
        best = None
        for code in dict.fromkeys(state.piles[seat]):
            capture = best_capture(game, row, code, unseen)
            if capture is not None:
                value = capture[1]
            else:
                value = -best_place(game, row, code, unseen, deep=False)[1]
            key = (value, -ORDER[code])
            if best is None or key > best[0]:
                best = (key, code)
        return PLAY_BASE + ORDER[best[1]]
    return state.legal_ids()[0]
