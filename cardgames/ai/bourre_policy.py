"""Bourré's search hooks: the moves the search weighs, and the playout policy.

- Moves weighed (``search_ids``): while declaring or exchanging, a hand of five cards has
  up to 32 discard sets, and a search of a few hundred iterations spread over all of them
  learns nothing.  The search weighs only pass (when allowed) and, for each ``k`` from 0
  (stand pat) to ``max_discard``, "discard the ``k`` weakest cards" in the heuristic's own
  order (side cards lowest first, then side aces, then trumps lowest first), which holds
  the heuristic's own choice (throw everything but trumps and aces).  Trick play: every
  legal card.
- Policy (``choose``, ``playout``): the ``normal`` heuristic (``cardgames.ai.
  bourre_heuristic``), without building the list of every discard set.  It reads the
  seat's own hand and public facts only (the dead cards, the upcard, who is in), which a
  sampled world holds as the real match does, so each opponent plays from its own hand.
- Likelihood: none yet — every world consistent with the seat's knowledge counts alike.
"""

from __future__ import annotations

import random

from cardgames.ai import bourre_heuristic as heuristic
from cardgames.core.masks import bits
from cardgames.games.bourre import (
    ACE,
    DECLARE,
    DRAW,
    DRAW_BASE,
    OVER,
    PASS_ID,
    PLAY,
    SECRET,
    STAY_ID,
    BourreState,
)


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


__all__ = ["choose", "playout", "search_ids", "weakest_first"]
