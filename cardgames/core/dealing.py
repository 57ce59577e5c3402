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

Without exclusions the deal is exactly uniform (a shuffle).  With exclusions it first
tries quick weighted deals (most constrained cards first, places weighted by the room
they have left: close to uniform) and falls back to an exhaustive search, which always
finds a consistent deal when one exists — and one always does in a real game, the true
deal.

>>> import random
>>> hands = deal_constrained(["6-6", "6-6", "1-2", "3-4"], [1, 3], [{"6-6"}, ()],
...                          random.Random(1))
>>> "6-6" in hands[0], sorted(hands[0] + hands[1])
(False, ['1-2', '3-4', '6-6', '6-6'])
"""

from __future__ import annotations

import random
from collections.abc import Collection, Hashable, Sequence
from typing import TypeVar

from .masks import bits

Card = TypeVar("Card", bound=Hashable)

#: quick weighted deals tried before the exhaustive search
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
    of mask ``allowed[i]`` (``-1``: anything); the hands come back as masks."""
    if all(a == -1 for a in allowed):
        cards = list(pool)
        rng.shuffle(cards)
        out, at = [], 0
        for k in counts:
            out.append(sum(1 << c for c in cards[at:at + k]))
            at += k
        return out
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
    return _deal_exhaustive(pool, counts, options, rng)


def _deal_exhaustive(pool, counts, options, rng) -> list[int]:
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

