"""Dealing the cards a seat can't see, consistently with what it knows (for ``sample_world``).

Search samples many *worlds*: the unseen cards dealt again to the other hands (and the
stock), each hand getting exactly as many as it holds and none of the cards it is known
to lack (a void shown by not following suit, a card it would have had to play).  Every
game's ``sample_world`` needs this, so it lives here once (``docs/architecture.md``,
"Search hooks").

Two forms, one algorithm:

- :func:`deal_constrained` works on any card values (ints or codes), identical copies
  allowed, and returns lists;
- :func:`deal_masks` works on card ints and bit masks, for engines that keep hands as
  masks, and is the fast path.

The deal is exactly uniform over every deal consistent with the counts and exclusions
(each arrangement of the pool's positions equally likely, as a fair shuffle would make
them).  Cards are grouped by the set of places allowed to hold them; the number of
consistent deals is counted class by class (how many of a class go to each place, times
the ways to choose them), and a deal is drawn by walking those counts, so the draw costs
a few table look-ups once the counts are known.  The counts depend only on what is known,
not on the draw, so they are cached: a search drawing thousands of worlds from one
position counts once.

>>> import random
>>> hands = deal_constrained(["6-6", "6-6", "1-2", "3-4"], [1, 3], [{"6-6"}, ()],
...                          random.Random(1))
>>> "6-6" in hands[0], sorted(hands[0] + hands[1])
(False, ['1-2', '3-4', '6-6', '6-6'])
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Collection, Hashable, Sequence
from math import comb
from typing import TypeVar

from .masks import bits

Card = TypeVar("Card", bound=Hashable)

#: positions whose deal counts are kept (a search draws thousands of worlds from one)
COUNT_CACHE = 64
#: a bound on the splits to count (the product, over the classes but the last, of the ways
#: to split each among its places).  A 40-card pack dealt out, or a 52-card one to four
#: or five hands, stays far below; beyond it (six or seven hands and a stock, several voids) counting could
#: take seconds, and the deal falls back to quick weighted deals (close to uniform, most
#: constrained cards first, places weighted by the room they have left).
COUNT_WORK = 20_000
#: quick weighted deals tried, in that fallback, before an exhaustive search
QUICK_TRIES = 30


class NoConsistentDeal(ValueError):
    """No deal gives every place its count without giving it a card it can't hold."""


def deal_constrained(
    pool: Sequence[Card],
    counts: Sequence[int],
    excluded: Sequence[Collection[Card] | None],
    rng: random.Random,
) -> list[list[Card]]:
    """Deal ``pool`` so place i gets exactly ``counts[i]`` cards, none in ``excluded[i]``.

    ``pool`` may hold identical copies; ``sum(counts)`` must equal ``len(pool)`` (make the
    undealt stock one of the places).  Raises :class:`NoConsistentDeal` if it can't be done.
    """
    if sum(counts) != len(pool):
        raise ValueError(f"the counts add up to {sum(counts)}, but {len(pool)} cards are to deal")
    # Positions in the pool are distinct even where cards repeat: deal positions.
    allowed = []
    for banned in excluded:
        if not banned:
            allowed.append(-1)
            continue
        allowed.append(sum(1 << at for at, card in enumerate(pool) if card not in banned))
    masks = deal_masks(list(range(len(pool))), counts, allowed, rng)
    return [[pool[at] for at in bits(mask)] for mask in masks]


def deal_masks(
    pool: Sequence[int], counts: Sequence[int], allowed: Sequence[int], rng: random.Random
) -> list[int]:
    """Deal the card ints of ``pool`` so place i gets ``counts[i]`` of them, each a member
    of mask ``allowed[i]`` (``-1``: anything); the hands come back as masks.  Every
    consistent deal is equally likely (see the module's docstring)."""
    if sum(counts) != len(pool):
        raise ValueError(f"the counts add up to {sum(counts)}, but {len(pool)} cards are to deal")
    if all(a == -1 for a in allowed):
        cards = list(pool)
        rng.shuffle(cards)
        out, at = [], 0
        for k in counts:
            out.append(sum(1 << c for c in cards[at:at + k]))
            at += k
        return out
    prepared = _prepare(tuple(pool), tuple(counts), tuple(allowed))
    if prepared is None:  # too many places and classes to count quickly: near-uniform
        return _deal_weighted(pool, counts, allowed, rng)
    keys, classes, plan = prepared
    out = [0] * len(counts)
    room = tuple(counts)
    for index, key in enumerate(keys):
        split = plan.draw(index, room, rng)
        cards = list(classes[index])
        rng.shuffle(cards)
        at = 0
        rest = list(room)
        for place, k in zip(key, split, strict=True):
            hand = 0
            for c in cards[at:at + k]:
                hand |= 1 << c
            out[place] |= hand
            at += k
            rest[place] -= k
        room = tuple(rest)
    return out


_PREPARED: dict[tuple, tuple | None] = {}


def _prepare(pool: tuple[int, ...], counts: tuple[int, ...],
             allowed: tuple[int, ...]) -> tuple | None:
    """The classes of ``pool`` (cards allowed in the same places) and their deal counts,
    kept for the next draw from the same position; None when counting would take too
    long (``COUNT_WORK``)."""
    key = (pool, counts, allowed)
    if key in _PREPARED:
        return _PREPARED[key]
    by_key: dict[tuple[int, ...], list[int]] = {}
    for c in pool:
        places = tuple(i for i, a in enumerate(allowed) if (a >> c) & 1)
        if not places:
            raise NoConsistentDeal("no deal of the unseen cards fits what is known")
        by_key.setdefault(places, []).append(c)
    # most constrained first; the last class is then often forced to fill what is left
    keys = sorted(by_key, key=lambda k: (len(k), len(by_key[k]), k))
    work = 1
    for k in keys[:-1]:
        work *= comb(len(by_key[k]) + len(k) - 1, len(k) - 1)
    if work > COUNT_WORK:
        if len(_PREPARED) >= COUNT_CACHE:
            _PREPARED.clear()
        _PREPARED[key] = None
        return None
    plan = _Plan(tuple((k, len(by_key[k])) for k in keys))
    if plan.total(0, counts) == 0:
        raise NoConsistentDeal("no deal of the unseen cards fits what is known")
    if len(_PREPARED) >= COUNT_CACHE:
        _PREPARED.clear()
    found = _PREPARED[key] = (keys, [tuple(by_key[k]) for k in keys], plan)
    return found


class _Plan:
    """The number of consistent deals from each point of a class-by-class deal.

    ``classes`` lists (places allowed, number of cards) per class; ``total(i, room)`` is
    how many ways classes i.. can be dealt into the room left, each card distinct: the sum
    over splits of class i (k_p cards to place p) of multinomial(n; k) * total(i+1, room-k).
    """

    def __init__(self, classes: tuple):
        self.classes = classes
        self.totals: dict[tuple[int, tuple[int, ...]], int] = {}
        self.splits: dict[tuple[int, tuple[int, ...]], tuple[list, list[int]]] = {}

    def total(self, index: int, room: tuple[int, ...]) -> int:
        if index == len(self.classes):
            return 1 if not any(room) else 0
        key = (index, room)
        value = self.totals.get(key)
        if value is None:
            options, cumulative = self._options(index, room)
            value = cumulative[-1] if cumulative else 0
            self.totals[key] = value
        return value

    def _options(self, index: int, room: tuple[int, ...]) -> tuple[list, list[int]]:
        key = (index, room)
        found = self.splits.get(key)
        if found is not None:
            return found
        places, n = self.classes[index]
        last = index == len(self.classes) - 1
        options: list[tuple[int, ...]] = []
        cumulative: list[int] = []
        running = 0
        for split in _splits(n, [room[p] for p in places]):
            rest = list(room)
            for p, k in zip(places, split, strict=True):
                rest[p] -= k
            if last:
                ways = 0 if any(rest) else 1
            else:
                ways = self.total(index + 1, tuple(rest))
            if ways:
                running += _multinomial(n, split) * ways
                options.append(split)
                cumulative.append(running)
        self.splits[key] = (options, cumulative)
        return options, cumulative

    def draw(self, index: int, room: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
        """A split of class ``index``, with the chance of the deals it leads to."""
        options, cumulative = self._options(index, room)
        pick = rng.randrange(cumulative[-1])
        return options[bisect_right(cumulative, pick)]


def _splits(n: int, limits: list[int]):
    """Every way to put n cards in places with these room limits (as tuples of counts)."""
    if len(limits) == 1:
        if n <= limits[0]:
            yield (n,)
        return
    rest_room = sum(limits[1:])
    for k in range(max(0, n - rest_room), min(n, limits[0]) + 1):
        for tail in _splits(n - k, limits[1:]):
            yield (k, *tail)


def _multinomial(n: int, split: tuple[int, ...]) -> int:
    value = 1
    left = n
    for k in split:
        value *= comb(left, k)
        left -= k
    return value


def _deal_weighted(pool, counts, allowed, rng) -> list[int]:
    """Near-uniform: quick weighted deals, then an exhaustive search (always succeeds when
    a consistent deal exists)."""
    options = {c: [i for i, a in enumerate(allowed) if (a >> c) & 1] for c in pool}
    for _ in range(QUICK_TRIES):
        cards = list(pool)
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(options[c]))
        room = list(counts)
        out = [0] * len(counts)
        for c in cards:
            choices = [i for i in options[c] if room[i] > 0]
            if not choices:
                break
            total = sum(room[i] for i in choices)
            pick = rng.random() * total
            for i in choices:
                pick -= room[i]
                if pick < 0:
                    break
            room[i] -= 1
            out[i] |= 1 << c
        else:
            return out
    cards = sorted(pool, key=lambda c: len(options[c]))
    room = list(counts)
    out = [0] * len(counts)

    def place(k: int) -> bool:
        if k == len(cards):
            return True
        c = cards[k]
        choices = [i for i in options[c] if room[i] > 0]
        rng.shuffle(choices)
        for i in choices:
            room[i] -= 1
            out[i] |= 1 << c
            if place(k + 1):
                return True
            room[i] += 1
            out[i] ^= 1 << c
        return False

    if not place(0):
        raise NoConsistentDeal("no deal of the unseen cards fits what is known")
    return out
