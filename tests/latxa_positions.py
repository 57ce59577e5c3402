"""Stacked Latxa positions for the tests (shared by the engine, heuristic and search tests)."""

from __future__ import annotations

import cardgames


def new(deck, players=2, first=0, **rules):
    """A Latxa game whose draw pile is ``deck`` from the top, seat ``first`` to play."""
    game = cardgames.create("latxa", players=players, rules=rules)
    return game.new_state(deck=deck, dealer=first, seed=1)


def play(state, *actions):
    """Apply the actions in order; the state, for chaining."""
    for action in actions:
        state.apply(action)
    return state
