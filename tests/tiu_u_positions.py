"""Tiu U positions for the tests (shared by the rules and the AI tests)."""

from __future__ import annotations

from collections import Counter

import cardgames
from cardgames.games.tiu_u import DECK, HAND, canonical


def position(table, hands, stock=None, catches=None, first=0, current=None, piles=(),
             players=None, exact_stock=False, rest_to="catch",
             **rules):
    """A deal in progress: the given table, hands, stock (top first), catches and locked
    piles; the rest of the 64 tiles fill the stock up to 24 (``exact_stock``: the stock
    stays as given), then go to the last seat's catch in pairs (they only keep the
    tiles whole; ``rest_to="table"``: onto the table; ``"split"``: to every seat's catch
    in turn, so that neither is far ahead)."""
    players = players or len(hands)
    game = cardgames.create("tiu_u", players=players, rules=rules)
    state = game.new_state(seed=1, deck=list(DECK.codes), dealer=first)
    catches = [list(map(list, c)) for c in (catches or [[] for _ in range(players)])]
    rest = DECK.multiset()
    rest.subtract(Counter(table))
    for hand in hands:
        rest.subtract(Counter(hand))
    for catch in catches:
        for group in catch:
            rest.subtract(Counter(group))
    for code in piles:
        rest.subtract(Counter({code: 3}))
    stock = list(stock or [])
    rest.subtract(Counter(stock))
    assert min(rest.values(), default=0) >= 0, f"more tiles than two sets hold: {-rest}"
    pool = sorted(rest.elements(), key=DECK.codes.index)
    while pool and len(stock) < 24 and not exact_stock:
        stock.append(pool.pop(0))
    if rest_to == "table":
        table = list(table) + pool
        pool = []
    turn = 0
    while len(pool) >= 2:
        seat = turn % players if rest_to == "split" else -1
        catches[seat].append([pool.pop(0), pool.pop(0)])
        turn += 1
    if pool:
        catches[-1][-1].append(pool.pop(0))
    state.table = list(canonical(table))
    state.hands = [canonical(h) for h in hands]
    state.stock = stock
    state.catches = catches
    state.piles = list(piles)
    state.sixes_queue = []
    state.drawn = None
    state.phase = HAND
    state.first = first
    state.current = first if current is None else current
    state.check_invariants()
    return state

