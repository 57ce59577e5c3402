"""Latxa's ``hard`` level: a look-ahead over the next cards, valued by a race model.

Why not the generic search (``cardgames.ai.ismcts``): in Latxa the only hidden thing is the
order of the draw pile, and what matters at a decision is which card comes next.  The
generic tree names its nodes by moves, and every draw is the same move, so its plan "draw,
then stop" is one plan for every card that may come (open loop over the draws); and the
end of a search world had to be valued by an ad-hoc weighing of the flocks.  Measured over
seeded matches it was no stronger than ``normal`` (``scripts/hard_ai_experiments.py``).

This search is closed-loop and exact over the cards.  The composition of the pile is
public (60 cards minus everything on the table and in the discards), so at a decision it
takes, for each move, the expected value over the kinds of the next card (each weighed by
how many of them are left), then again at the decision after it, up to ``DEPTH`` draws
ahead: at each later decision of its turn the better of draw and stop, and the bell on
the best sheep.  The eagles and storms of the decision's own stop go to their best
targets; those of a stop after more draws are aimed by the policy.  It plays the draws
through the engine itself (a copy of the position with the chosen kind put on top of the
pile), so no rule is written twice.  Past ``DEPTH`` draws it stops.

Where its turn ends (or the depth runs out and it stops), a position is worth the seat's
chance of winning the race from there (``RaceModel``): how a turn begun from each flock
ends when played with the ``normal`` policy (``turn_table``: the chance of each flock at
its end, and of winning in it) gives each seat's chance to win on its t-th turn from now,
and the seats race in turn order, each on its own.  The model leaves out the attacks to
come and the change of the pile's composition; the look-ahead itself sees both exactly.

The budget is the depth, not time: ``DEPTH`` draws cost at most a few thousand copies of
the position, well under a second a move on a 2-core laptop.  The search sees only the
observation: a sampled world gives it a position to copy, and the pile's order (the only
thing the world made up) is replaced card by card by the kind being weighed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardgames.core.game import Game, Observation
from cardgames.games.latxa import (
    DECIDE,
    DRAW_ID,
    EFFECTS,
    OVER,
    S1,
    S3,
    S5,
    S7,
    START,
    STOP_ID,
    VALUE,
    LatxaState,
    effect_choice,
)

#: draws looked ahead at a decision: 3 takes well under 0.2 s a move, even at six players;
#: 4 took three times as long and measured no stronger (+0.5 ± 0.5 points of wins over
#: 374 paired matches against normal)
DEPTH = 3
#: own turns the race model follows (a race lasts a few turns each; past this many the
#: chance left is negligible)
RACE_TURNS = 80
#: turns played from each flock to build a turn table for house rules at first use
RUNTIME_SIMULATIONS = 400


# --- the turn table: how a turn from each flock ends under the normal policy -------------------

def rules_key(game: Game) -> tuple:
    """What a turn table depends on: every rule but the table's size and seating."""
    options = game.options
    return tuple(sorted((key, repr(value)) for key, value in options.items()
                        if key not in ("players", "first_player", "direction")))


def simulate_turn_table(game: Game, simulations: int, seed: int = 1) -> tuple[tuple[float, ...], ...]:
    """For each flock ``f`` below the target, the chances that a turn begun from it ends
    with each flock ``0 .. target - 1`` (a flock above the target counts as ``target - 1``)
    and, last, of winning in it, from ``simulations`` turns played with the engine and the
    ``normal`` policy (the flock's cards taken from a fresh pile, no other seat holding
    anything)."""
    from cardgames.ai import latxa_policy

    target = game.target
    rng = random.Random(seed)
    rows = []
    for flock in range(target):
        counts = [0] * (target + 1)
        for _ in range(simulations):
            state = game.new_state(seed=rng.getrandbits(63), dealer=0)
            state.record_events = False
            _give_flock(state, flock)
            latxa_policy.playout(state, rng, 1)
            if state.phase == OVER:
                won = 0 in state.winner_seats and state.flock[0] == target
                counts[target if won else min(state.flock[0], target - 1)] += 1
            else:
                counts[min(state.flock[0], target - 1)] += 1
        rows.append(tuple(round(c / simulations, 5) for c in counts))
    return tuple(rows)


def _give_flock(state: LatxaState, flock: int) -> None:
    """Seat 0 owns ``flock`` sheep, its cards taken from the pile where it has them."""
    need = flock
    for kind in (S7, S5, S3, S1):
        while need >= VALUE[kind] and state.left[kind]:
            state.draw.remove(kind)
            state.left[kind] -= 1
            state.sheep[0][kind] += 1
            need -= VALUE[kind]
    state.flock[0] = flock


def turn_table(game: Game) -> tuple[tuple[float, ...], ...]:
    """The turn table for this game's rules: shipped for the standard rules
    (``cardgames.ai.latxa_turns``, built by ``scripts/latxa_turn_table.py``), else played
    out (the same table every time: its seed is fixed)."""
    from cardgames.ai import latxa_turns

    if rules_key(game) == latxa_turns.RULES:
        return latxa_turns.TABLE
    return simulate_turn_table(game, RUNTIME_SIMULATIONS)


class RaceModel:
    """Each seat's chance to win, from the flocks, in turn order (see the module's doc)."""

    def __init__(self, table: Sequence[Sequence[float]]):
        target = len(table)
        self.target = target
        # wins[f][t]: chance of winning on the t-th own turn from flock f; so_far: by then
        wins = [[0.0] * (RACE_TURNS + 1) for _ in range(target)]
        for f in range(target):
            wins[f][1] = table[f][target]
        for t in range(2, RACE_TURNS + 1):
            for f in range(target):
                row = table[f]
                wins[f][t] = sum(row[g] * wins[g][t - 1] for g in range(target) if row[g])
        self.wins = wins
        self.so_far = []
        for f in range(target):
            total, cumulative = 0.0, [0.0]
            for t in range(1, RACE_TURNS + 1):
                total += wins[f][t]
                cumulative.append(total)
            self.so_far.append(cumulative)
        self._memo: dict[tuple[int, ...], tuple[float, ...]] = {}

    def chances(self, flocks: Sequence[int]) -> tuple[float, ...]:
        """Each seat's chance to win, the flocks listed in turn order from the seat about to
        begin its turn (a flock above the target can't win); they add up to 1."""
        key = tuple(flocks)
        known = self._memo.get(key)
        if known is not None:
            return known
        target = self.target
        live = [f if 0 <= f < target else None for f in key]
        n = len(key)
        out = []
        for i, f in enumerate(live):
            if f is None:
                out.append(0.0)
                continue
            total = 0.0
            for t in range(1, RACE_TURNS + 1):
                p = self.wins[f][t]
                if p < 1e-12:
                    continue
                for j, g in enumerate(live):
                    if j != i and g is not None:
                        # the seats before i in the round have had t turns, the rest t - 1
                        p *= 1.0 - self.so_far[g][t if j < i else t - 1]
                total += p
            out.append(total)
        whole = sum(out)
        result = tuple(x / whole for x in out) if whole > 0 else tuple(1.0 / n for _ in out)
        self._memo[key] = result
        return result

    def value(self, state: LatxaState, seat: int) -> float:
        """What ``state`` is worth to ``seat``: its share of a finished game, else its chance
        of winning the race from the start of the current player's turn."""
        if state.phase == OVER:
            winners = state.winner_seats
            return 1.0 / len(winners) if seat in winners else 0.0
        n = len(state.flock)
        mover = state.turn
        chances = self.chances([state.flock[(mover + i) % n] for i in range(n)])
        return chances[(seat - mover) % n]


_MODELS: dict[tuple, RaceModel] = {}


def race_model(game: Game) -> RaceModel:
    """The race model for this game's rules, built at its first use and kept (every match
    makes its own game object, so it is kept by the rules)."""
    key = rules_key(game)
    model = _MODELS.get(key)
    if model is None:
        model = _MODELS[key] = RaceModel(turn_table(game))
    return model


# --- the look-ahead ---------------------------------------------------------------------------

def with_next_card(state: LatxaState, kind: int) -> LatxaState:
    """A copy of ``state`` after drawing a card of ``kind`` (which must be one the next
    draw can bring): the kind is put on top of the pile, refilled from the discards first
    when it is empty, as the draw itself would."""
    world = _copy(state)
    if not world.draw:
        world.draw = list(world.discard)
        world.discard = []
        world.left = list(state.next_draw_counts())
    at = world.draw.index(kind)
    world.draw[at], world.draw[-1] = world.draw[-1], world.draw[at]
    world.apply_id(DRAW_ID)
    return world


def _copy(state: LatxaState) -> LatxaState:
    """A copy to play one branch on (``clone`` without its fresh RNG, which costs more than
    the rest of the copy: the look-ahead never draws at random, see ``with_next_card``;
    only an eagle under ``eagle_steal_choice: random`` reads it)."""
    return state._copy(state.rng, [])


def _signature(state: LatxaState, depth: int) -> tuple:
    """What a position's value depends on: not the order the mountain's cards came in
    (the same cards drawn in another order are the same position)."""
    mountain = tuple(sorted(zip(state.m_kind, [bool(link) for link in state.m_link],
                                strict=True)))
    return (depth, state.phase, state.turn, tuple(state.flock), tuple(map(tuple, state.sheep)),
            tuple(state.folds), tuple(state.wear), tuple(state.left),
            state.next_draw_counts() if not state.draw else None,
            mountain, state.pending_bells, state.drawn)


class Lookahead:
    """Expected values of ``seat``'s moves over the next cards (see the module's doc)."""

    def __init__(self, model: RaceModel, seat: int, depth: int = DEPTH):
        self.model = model
        self.seat = seat
        #: the depth of the decision searched: its own eagles and storms are weighed target
        #: by target; those met after a draw are aimed by the policy (``effect_choice``),
        #: as weighing every target of every eagle and storm of every branch costs seconds
        #: at a table of six
        self.depth = depth
        self.memo: dict[tuple, float] = {}

    def move_value(self, state: LatxaState, action: int, depth: int) -> float:
        if action == DRAW_ID:
            return self.draw_value(state, depth)
        after = _copy(state)
        after.apply_id(action)
        return self.value(after, depth)

    def draw_value(self, state: LatxaState, depth: int) -> float:
        counts = state.next_draw_counts()
        cards = sum(counts)
        if cards == 0:  # the draw ends the game (nothing left to draw)
            after = _copy(state)
            after.apply_id(DRAW_ID)
            return self.value(after, depth - 1)
        total = 0.0
        for kind, count in enumerate(counts):
            if count:
                total += count * self.value(with_next_card(state, kind), depth - 1)
        return total / cards

    def value(self, state: LatxaState, depth: int) -> float:
        phase = state.phase
        if phase == OVER or phase == START or state.turn != self.seat:
            return self.model.value(state, self.seat)
        key = _signature(state, depth)
        known = self.memo.get(key)
        if known is not None:
            return known
        if phase == DECIDE:
            value = self.move_value(state, STOP_ID, depth)
            if depth > 0:
                value = max(value, self.draw_value(state, depth))
        elif phase == EFFECTS and depth < self.depth:
            value = self.move_value(state, effect_choice(state), depth)
        else:
            value = max(self.move_value(state, a, depth) for a in state.legal_ids())
        self.memo[key] = value
        return value


def move_values(observation: Observation, rng: random.Random,
                depth: int = DEPTH) -> dict[int, float]:
    """Each legal move's value to the observing seat (its chance of winning)."""
    world = observation.sample_world(rng, record_events=False)
    lookahead = Lookahead(race_model(observation.game), observation.seat, depth)
    return {a: lookahead.move_value(world, a, depth) for a in observation.legal_ids()}


def choose(observation: Observation, rng: random.Random) -> int:
    """The ``hard`` move: the legal move with the best value (the first listed on a tie)."""
    values = move_values(observation, rng)
    return max(values, key=lambda a: (values[a], -list(values).index(a)))
