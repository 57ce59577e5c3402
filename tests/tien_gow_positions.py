"""Tien Gow end-game positions for the tests (shared by the heuristic and policy tests)."""

from __future__ import annotations

import cardgames
from cardgames.games.tien_gow import DECK, canonical


def position(hands, stacks, leader, banker=0, **rules):
    """Seat s holds ``hands[s]`` and has won ``stacks[s]`` earlier single tricks."""
    state = cardgames.create("tien_gow", rules=rules).new_state(
        seed=1, deck=list(DECK.codes), dealer=banker)
    rest = DECK.multiset()
    for hand in hands:
        rest.subtract(hand)
    pool = sorted(rest.elements(), key=DECK.codes.index)
    plays, trick = [], 0
    for winner in range(4):
        for _ in range(stacks[winner]):
            for k in range(4):
                plays.append([trick, (winner + k) % 4, [pool.pop()],
                              "lead" if k == 0 else "play_down"])
            trick += 1
    state.hands = [canonical(h) for h in hands]
    state.stacks, state.plays, state.tricks_played = list(stacks), plays, trick
    state.leader = state.current = leader
    state.check_invariants()
    return state
