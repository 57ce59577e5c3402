"""Bourré's search hooks: the moves the search weighs, and the playout policy.

- Moves weighed (``search_ids``): while declaring or exchanging, the search weighs only
  pass (when allowed) against playing with the heuristic's own exchange (throw everything
  but trumps and aces).  A hand of five cards has up to 32 discard sets; even the six
  "discard the ``k`` weakest" sets (``weakest_ids``, what it weighed before) spread a few
  hundred iterations too thin.  Measured on 300 duplicate hands, 4 players
  (``scripts/hard_ai_experiments.py bourre-hands``; seat 0 searches only its
  declarations, ``normal`` plays its cards; chips a hand against ``normal``'s own
  declarations): the six sets -0.14 ± 0.24, pass or the heuristic's exchange -0.10 ±
  0.19, the same with the policy's move tried first (``BourreGame.search_policy_first``)
  +0.02 ± 0.17, and with the pot-share reward below +0.14 ± 0.11.  Trick play: every
  legal card.  The whole ``hard`` level: +0.42 ± 0.17 chips a hand (it was +0.05 ± 0.26).
- Policy (``choose``, ``playout``): the ``normal`` heuristic (``cardgames.ai.
  bourre_heuristic``), without building the list of every discard set.  It reads the
  seat's own hand and public facts only (the dead cards, the upcard, who is in), which a
  sampled world holds as the real match does, so each opponent plays from its own hand.
- Reward (``reward``): the hand's chip change plus the seat's share (one in the number of
  seats dealt in) of the pot left for the next hand.  The chips in the pot are not lost:
  the seats win them later, so a bourré payment costs a seat about ``(1 - 1/N)`` of the
  pot, and a split pot is worth a share of it, not nothing.  Scaled by the pot at stake
  into [0, 1] (0.5: no change).
- Likelihood (``likelihood``): the exchanges tell what a player kept.  A player who stayed
  and exchanged ``k`` of his five cards kept ``5 - k`` — by the heuristic's rule, trumps
  and side aces — so the cards he holds and has played since hold at least ``5 - k`` of
  them (cards drawn may add more).  A player who passed likely had few.  Each kept card
  a world is short of multiplies its weight by ``SHORT``, each trump or ace in a passed
  hand by ``FOLDED``: cheap, and the search no longer deals the players who stood pat
  the weak hands a uniform deal gives them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardgames.ai import bourre_heuristic as heuristic
from cardgames.core.masks import bits
from cardgames.games.bourre import (
    ACE,
    CARD_IDS,
    DECLARE,
    DRAW,
    DRAW_BASE,
    OVER,
    PASS_ID,
    PASSED,
    PLAY,
    PLAYING,
    SECRET,
    STAY_ID,
    SUIT_MASKS,
    BourreState,
)

#: a world's weight for each card a player who stayed is short of the cards he kept
SHORT = 0.25
#: a world's weight for each trump or ace in a passed hand
FOLDED = 0.7


def weakest_first(state: BourreState, hand: int) -> list[int]:
    """The cards of ``hand``, the first to throw away first: side cards by rank, then side
    aces, then trumps by rank (the heuristic keeps trumps and aces)."""
    trump = state.trump

    def key(c: int) -> tuple[int, int]:
        rank = c % 13
        if c // 13 == trump:
            return 2, rank
        return (1 if rank == ACE else 0), rank

    return sorted(bits(hand), key=key)


def search_ids(state: BourreState) -> list[int]:
    """The moves the search weighs for the player to act (see the module's docstring)."""
    phase = state.phase
    if phase != DECLARE and phase != DRAW:
        return state.legal_ids()
    ids = [PASS_ID] if state.may_pass() else []
    hand = state.hands[state.current]
    ids.append(DRAW_BASE + heuristic.discard_mask(state, hand, heuristic.keep_mask(state, hand)))
    return ids


def weakest_ids(state: BourreState) -> list[int]:
    """Pass (when allowed) and, for each ``k`` from 0 to ``max_discard``, "discard the ``k``
    weakest cards" (the moves the search used to weigh; kept for experiments)."""
    ids = [PASS_ID] if state.may_pass() else []
    order = weakest_first(state, state.hands[state.current])
    limit = min(state.game.max_discard, len(order))
    mask = 0
    ids.append(DRAW_BASE)
    for c in order[:limit]:
        mask |= 1 << c
        ids.append(DRAW_BASE + mask)
    return ids


def choose(world: BourreState, rng: random.Random) -> int:
    """The policy's move for the player to act in ``world`` (its own hand, public facts)."""
    seat = world.current
    phase = world.phase
    if phase == PLAY:
        legal = bits(world.legal_play_mask())
        if len(legal) == 1:
            return legal[0]
        return heuristic._play(world, seat, legal)  # noqa: SLF001 - the heuristic's own play
    hand = world.hands[seat]
    keep = heuristic.keep_mask(world, hand)
    if phase == SECRET:
        if not world.may_pass() or heuristic.worth_playing(world, seat, keep):
            return STAY_ID
        return PASS_ID
    if phase == DECLARE and world.may_pass() and not heuristic.worth_playing(world, seat, keep):
        return PASS_ID
    return DRAW_BASE + heuristic.discard_mask(world, hand, keep)


def playout(world: BourreState, rng: random.Random) -> None:
    """Play ``world``'s hand to its end with the policy."""
    start = len(world.history)
    while world.phase != OVER and len(world.history) == start:
        world.apply_id(choose(world, rng))


def likelihood(known: BourreState, seat: int) -> Callable[[BourreState], float] | None:
    """On a knowledge copy: world -> weight of the exchanges and passes of this hand (None
    while nobody else has declared, when every world counts the same)."""
    keepers = heuristic.ACES | SUIT_MASKS[known.trump]
    size = known.game.hand_size
    stayed = [(s, size - known.exchanged[s]) for s in known.order
              if s != seat and known.status[s] == PLAYING and known.exchanged[s] is not None
              and known.exchanged[s] < size]
    passed = [s for s in known.order if s != seat and known.status[s] == PASSED]
    if not stayed and not passed:
        return None
    played = _played_this_hand(known)

    def weight(world: BourreState) -> float:
        total = 1.0
        for s, kept in stayed:
            short = kept - ((world.hands[s] | played.get(s, 0)) & keepers).bit_count()
            if short > 0:
                total *= SHORT ** short
        for s in passed:
            total *= FOLDED ** (world.folded[s] & keepers).bit_count()
        return total

    return weight


def reward(state: BourreState, seat: int) -> float:
    """The last hand's worth to ``seat`` in [0, 1] (see the module's docstring): the
    engine's ``hand_reward``, which the search reads."""
    return state.hand_reward(seat)


def _played_this_hand(known: BourreState) -> dict[int, int]:
    """Seat -> mask of the cards it has played in the current hand (public events)."""
    out: dict[int, int] = {}
    for event in reversed(known.events):
        kind = event["type"]
        if kind == "dealt":
            break
        if kind == "played":
            out[event["seat"]] = out.get(event["seat"], 0) | 1 << CARD_IDS[event["card"]]
    return out


__all__ = ["choose", "likelihood", "playout", "reward", "search_ids", "weakest_first",
           "weakest_ids"]
