"""K'ap T'ai Shap's rule-of-thumb player (spec §10): count how many tiles the hand still
needs, take the table tile that brings it closest, and throw the loosest tile.

- Distance: ``tiles_away`` (the engine's: the best eye, the most tens pairs by residue,
  one tile kept for each unit still open) -- how many more tiles the hand needs at best.
- Outs: the copies still to come of the codes that would bring a nine-tile hand closer
  (unseen copies, and the table's at half weight when any discard may be picked).
- Pick step: a tile that wins is always picked; else the table tile that lowers the
  distance most (ties: the better hand after the best put, by outs); none does -> skip.
- Discard / put: the tile whose loss leaves the smallest distance and the most outs
  (so a tile whose partners are mostly seen -- dead -- goes first); then the tile the
  others could use least (fewer unseen partners), then a fixed order.
- Draw: the only move.

It reads only a knowledge copy of the state (others' hands and the stock hidden).
``forget`` (the easy level) drops which tiles the others picked (they count as still
to come).
"""

from __future__ import annotations

from collections import Counter

from cardgames.games.kap_tai_shap import (
    A_DISCARD,
    A_PICK,
    A_PUT,
    A_SKIP,
    CODES,
    INDEX,
    PICK,
    KapTaiShapGame,
    KapTaiShapState,
    canonical,
    is_tens_pair,
    is_winning,
    tiles_away,
)

_CACHE: dict[tuple[tuple[str, ...], str, int], int] = {}
_CACHE_LIMIT = 200_000


def away(tiles: tuple[str, ...], game: KapTaiShapGame) -> int:
    """``tiles_away`` of a canonical hand, cached (hands repeat a lot in playouts)."""
    key = (tiles, game.four_two, game.sets)
    value = _CACHE.get(key)
    if value is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        value = tiles_away(tiles, game.four_two, game.sets)
        _CACHE[key] = value
    return value


def without(tiles: tuple[str, ...], code: str) -> tuple[str, ...]:
    """A canonical hand less one copy of ``code`` (still canonical)."""
    at = tiles.index(code)
    return tiles[:at] + tiles[at + 1:]


def with_tile(tiles: tuple[str, ...], code: str) -> tuple[str, ...]:
    return canonical((*tiles, code))


def partners(game: KapTaiShapGame) -> dict[str, tuple[str, ...]]:
    """Each code's possible partners: its own code (an eye) and its tens partners."""
    table = _PARTNERS.get((game.four_two,))
    if table is None:
        table = {a: tuple(b for b in CODES if b == a or is_tens_pair(a, b, game.four_two))
                 for a in CODES}
        _PARTNERS[(game.four_two,)] = table
    return table


_PARTNERS: dict[tuple[str], dict[str, tuple[str, ...]]] = {}


def supply(state: KapTaiShapState, seat: int) -> Counter:
    """How many copies of each code may still come to ``seat`` (doubled): the unseen
    ones count two, the table's one when any discard may be picked."""
    unseen = state.unseen(seat)
    counts = Counter({c: 2 * k for c, k in unseen.items()})
    if state.game.pick_rule == "any":
        for code in state.discards:
            counts[code] += 1
    return counts


_WANTS: dict[tuple[tuple[str, ...], str, int], tuple[str, ...]] = {}


def wants(tiles: tuple[str, ...], game: KapTaiShapGame) -> tuple[str, ...]:
    """The codes that bring a canonical hand closer to a win, cached."""
    key = (tiles, game.four_two, game.sets)
    value = _WANTS.get(key)
    if value is None:
        if len(_WANTS) > _CACHE_LIMIT:
            _WANTS.clear()
        base = away(tiles, game)
        value = _WANTS[key] = tuple(c for c in CODES if away(with_tile(tiles, c), game) < base)
    return value


def outs(tiles: tuple[str, ...], game: KapTaiShapGame, coming: Counter) -> int:
    """The (doubled) copies still to come of the codes that bring ``tiles`` closer."""
    return sum(coming.get(code, 0) for code in wants(tiles, game))


def best_discard(tiles: tuple[str, ...], choices: list[str], game: KapTaiShapGame,
                 coming: Counter | None) -> str:
    """The code among ``choices`` to let go from a ten-tile hand (§10): the smallest
    distance after it, then the most outs (``coming`` None: skip that), then the tile
    with the fewest partners still to come (the others could use it least)."""
    pairs = partners(game)
    best, best_key = choices[0], None
    for code in choices:
        rest = without(tiles, code)
        key: tuple = (away(rest, game),)
        if coming is not None:
            key += (-outs(rest, game, coming), sum(coming.get(p, 0) for p in pairs[code]))
        key += (INDEX[code],)
        if best_key is None or key < best_key:
            best, best_key = code, key
    return best


def choose(state: KapTaiShapState, seat: int) -> int:
    """The action id this seat plays, from its knowledge only."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    return best_action(state, seat, legal, supply(state, seat))


def best_action(state: KapTaiShapState, seat: int, legal: list[int],
                coming: Counter | None) -> int:
    """The §10 choice among ``legal`` (``coming`` None: the cheap playout version,
    distances only)."""
    game = state.game
    hand = state.hands[seat]
    if state.phase == PICK:
        return _pick(hand, legal, game, coming)
    base = A_PUT if legal[0] >= A_PUT else A_DISCARD
    code = best_discard(hand, [CODES[a - base] for a in legal], game, coming)
    return base + INDEX[code]


def _pick(hand: tuple[str, ...], legal: list[int], game: KapTaiShapGame,
          coming: Counter | None) -> int:
    now = away(hand, game)
    best, best_key = A_SKIP, None
    for action in legal:
        if action == A_SKIP:
            continue
        code = CODES[action - A_PICK]
        more = with_tile(hand, code)
        if is_winning(more, game.four_two):
            return action
        after = away(more, game)
        if after >= now:
            continue
        key: tuple = (after,)
        if coming is not None:
            choices = [c for c in dict.fromkeys(more) if c != code or more.count(c) >= 2]
            rest = without(more, best_discard(more, choices, game, None))
            key += (-outs(rest, game, coming),)
        key += (INDEX[code],)
        if best_key is None or key < best_key:
            best, best_key = action, key
    return best


def forget(state: KapTaiShapState) -> None:
    """The easy level forgets which tiles the others picked (and so still hold): it
    counts them as still to come."""
    state.known = [[] for _ in state.known]
