"""Tien Gow's rule-of-thumb player (spec §10): keep a last-trick winner, never die early.

It counts the tiles it has not seen (other hands and others' face-down discards, per
code) and calls a set *safe* when no set of the same size made of unseen tiles could
beat it (the engine's banker-exception test).

- Leading: gee joon first (it is money now and can't beat anything later); then a safe
  set, the larger the better (more stacks), never the tile kept for the last trick; else
  the weakest single, to draw out the others' high tiles.  The *keeper* is its best safe
  single, saved for the last trick, which decides the hand.
- Following: on the last trick, beat with the strongest set it can.  Otherwise beat when
  it still has no stack (early death, and the 5-point payment), when it can do so safely
  or as the last to play, or while under par; never with the keeper.  Anything else goes
  face down: the weakest tiles, keeping pairs and the keeper together.

It reads only a knowledge copy of the state (others' hidden tiles removed).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from cardgames.core import dominoes as dom
from cardgames.games.tien_gow import (
    COMBOS,
    DOWN,
    LEAD,
    PLAYERS,
    SET_INDEX,
    STRIDE,
    UP,
    TienGowState,
    canonical,
    decode,
)


def forget(state: TienGowState) -> None:
    """The easy level's slip: forget the tiles of the tricks already taken, as if only
    the current trick and its own hand were known (it then fears tiles long gone)."""
    for play in state.plays:
        if play[0] < state.tricks_played:
            play[2] = [None] * len(play[2])


def tile_value(code: str) -> float:
    """A single tile's worth in [0, 1]: its rank within its suit."""
    return dom.single_key(code) / (11 if dom.suit(code) == "civil" else 6)


def hand_value(tiles: tuple[str, ...], keeper: str | None) -> float:
    """How much a hand is worth keeping: its tiles, its pairs, its keeper."""
    value = sum(tile_value(c) for c in tiles)
    have = Counter(tiles)
    for combo, (kind, rank) in COMBOS.items():
        if len(combo) == 2 and all(have[c] >= k for c, k in Counter(combo).items()):
            value += 0.8 if kind == "gee_joon" else 0.15 + 0.05 * min(rank, 4)
    if keeper is not None and keeper in have:
        value += 1.5
    return value


def keeper_of(state: TienGowState, hand: tuple[str, ...], unseen: Counter) -> str | None:
    """The best single this seat holds that nothing unseen can beat (its last-trick winner)."""
    game = state.game
    best = None
    for code in set(hand):
        if game.unbeatable((code,), unseen):
            if best is None or tile_value(code) > tile_value(best):
                best = code
    return best


def choose(state: TienGowState, seat: int) -> int:
    """The action id this seat plays, from its knowledge only."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    unseen = state.unseen(seat)
    keeper = keeper_of(state, hand, unseen)
    if not state.trick:
        return _lead(state, hand, unseen, keeper, legal)
    return _follow(state, seat, hand, unseen, keeper, legal)


def _uses_keeper(tiles: tuple[str, ...], hand: tuple[str, ...], keeper: str | None) -> bool:
    if keeper is None:
        return False
    return Counter(hand)[keeper] - Counter(tiles)[keeper] < 1


def _lead(state, hand, unseen, keeper, legal) -> int:
    game = state.game
    leads = [decode(a)[1] for a in legal]
    last_tricks = len(hand) <= 2
    if ("4-2", "2-1") in leads:
        return LEAD * STRIDE + SET_INDEX[("4-2", "2-1")]
    safe = [t for t in leads if game.unbeatable(t, unseen)
            and (last_tricks or len(t) == len(hand) or not _uses_keeper(t, hand, keeper))]
    if safe:
        best = max(safe, key=lambda t: (len(t), game.combos[t][1], tile_value(t[0])))
        return LEAD * STRIDE + SET_INDEX[best]
    # nothing sure: give away the weakest single, keeping the rest of the hand strong
    singles = [t for t in leads if len(t) == 1 and not _uses_keeper(t, hand, keeper)] \
        or [t for t in leads if len(t) == 1]
    worst = max(singles, key=lambda t: hand_value(_minus(hand, t), keeper))
    return LEAD * STRIDE + SET_INDEX[worst]


def _minus(hand: tuple[str, ...], tiles: tuple[str, ...]) -> tuple[str, ...]:
    rest = list(hand)
    for c in tiles:
        rest.remove(c)
    return tuple(rest)


def _follow(state, seat, hand, unseen, keeper, legal) -> int:
    game = state.game
    n = state.size
    ups = [decode(a)[1] for a in legal if a // STRIDE == UP]
    last_trick = len(hand) == n
    last_to_play = (seat + 1) % PLAYERS == state.leader
    stacks = state.stacks[seat]
    if ups:
        if last_trick:
            best = max(ups, key=lambda t: game.combos[t][1])
            return UP * STRIDE + SET_INDEX[best]
        usable = [t for t in ups if not _uses_keeper(t, hand, keeper)]
        if stacks == 0 and not usable:
            usable = ups
        if usable:
            cheapest = min(usable, key=lambda t: game.combos[t][1])
            safe = [t for t in usable if game.unbeatable(t, unseen)]
            pick = cheapest if last_to_play else (
                min(safe, key=lambda t: game.combos[t][1]) if safe else None)
            if pick is None and (stacks == 0 or stacks + n <= game.par):
                pick = max(usable, key=lambda t: game.combos[t][1])
            if pick is not None and (stacks == 0 or stacks < game.par or pick in safe
                                     or last_to_play):
                return UP * STRIDE + SET_INDEX[pick]
    # throw down the weakest tiles, keeping the best of the hand together
    best_down = max((canonical(c) for c in set(combinations(hand, n))),
                    key=lambda t: hand_value(_minus(hand, t), keeper))
    return DOWN * STRIDE + SET_INDEX[best_down]
