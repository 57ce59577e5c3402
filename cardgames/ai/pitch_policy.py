"""Auction Pitch's search hooks: the playout policy and the likelihood of a sampled world.

- Policy: the ``normal`` heuristic (``cardgames.ai.pitch_heuristic``): it reads only the
  seat's hand and public facts, so in a sampled world each seat plays from its own hand.
- Likelihood: the heuristic bids the floor of its best suit's value (High + Low + Jack +
  Game expected), at most 4, and passes below the lowest bid it may make.  A world is
  weighed by how well each bidder's hand (as dealt: the cards still held plus those he
  played) explains what he did, softened so a hand a little off its bid still counts:
  P(value >= k) is a logistic in (value - k) of width ``SPREAD``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from cardgames.ai import pitch_heuristic as heuristic
from cardgames.games.pitch import JACK, MAX_BID, OVER, SUIT_VALUE, PitchState

#: how far (in points of suit value) a bid may stray from the heuristic's rule
SPREAD = 0.35


def choose(world: PitchState, rng: random.Random) -> int:
    """The policy's move for the player to act in ``world``."""
    return heuristic.choose(world, world.current)


def playout(world: PitchState, rng: random.Random) -> None:
    """Play ``world``'s hand to its end with the policy."""
    start = world.hand_no
    choose_move = heuristic.choose
    while world.phase != OVER and world.hand_no == start:
        world.apply_id(choose_move(world, world.current))


_TRUMP_PART: dict[tuple, float] = {}


def best_value(state: PitchState, seat: int, hand: int) -> float:
    """``max(heuristic.suit_value(state, seat, hand, suit) for suit in range(4))``, fast:
    the part that depends on the trumps alone is kept by suit pattern (search weighs
    thousands of hands per move)."""
    game = state.game
    n = game.players
    unit = game.unit
    foes = sum(1 for s in range(n) if unit[s] != unit[seat])
    p_foe = 6 * foes / 46
    p_any = 6 * (n - 1) / 46
    low_dealt = game.low_dealt
    suits = [(hand >> (13 * s)) & 0x1FFF for s in range(4)]
    values = sum(SUIT_VALUE[m] for m in suits)
    tens = sum(1 for m in suits if m >> 8 & 1)
    base = 1.0 / max(2, len(game.unit_seats)) + 0.02 * (values - 8) + 0.1 * tens
    best = 0.0
    for mine in suits:
        if not mine:
            continue
        key = (mine, p_foe, p_any, low_dealt)
        part = _TRUMP_PART.get(key)
        count = mine.bit_count()
        if part is None:
            top = mine.bit_length() - 1
            low = (mine & -mine).bit_length() - 1
            part = (1 - p_foe) ** (12 - top)
            low_value = (1 - p_foe) ** low
            if not low_dealt:
                low_value *= min(1.0, 0.55 + 0.12 * (count - 1) + (0.2 if top >= 11 else 0.0))
            part += low_value
            if mine >> JACK & 1:
                higher_out = 12 - JACK - (mine >> (JACK + 1)).bit_count()
                part += min(1.0, 0.45 + 0.2 * (count - 1) + 0.15 * (3 - higher_out))
            elif top > JACK:
                part += 0.15 * p_any * (top - JACK)
            _TRUMP_PART[key] = part
        value = part + min(0.85, max(0.05, base + 0.08 * (count - 2)))
        if value > best:
            best = value
    return best


def _at_least(value: float, k: int) -> float:
    return 1.0 / (1.0 + math.exp(-(value - k) / SPREAD))


def likelihood(known: PitchState, seat: int) -> Callable[[PitchState], float] | None:
    """On a knowledge copy: world -> weight of this hand's bids and passes (None when no
    other seat has spoken yet)."""
    game = known.game
    spoken = []  # (seat, bid or 0 for a pass, lowest bid he could make)
    high = 0
    for s in known.order:
        value = known.bids[s]
        if value is None:
            break
        low = max(high + 1, game.min_bid)
        forced = s == known.dealer and high == 0 and game.forced
        if s != seat and not forced:
            spoken.append((s, value, low))
        if value:
            high = value
    if not spoken:
        return None

    def weight(world: PitchState) -> float:
        total = 1.0
        for s, value, low in spoken:
            hand = world.hands[s] | world.played_by[s]
            best = best_value(world, s, hand)
            if value == 0:
                total *= 1.0 - _at_least(best, low)
            else:
                chance = _at_least(best, value)
                if value < MAX_BID:
                    chance *= 1.0 - _at_least(best, value + 1)
                total *= chance
        return total

    return weight
