"""Sets of cards as int bit masks: card ``i`` is bit ``i``.

Masks make the legality checks of trick games a few integer operations, which is what
lets the search play thousands of hands per move in plain Python.

>>> bits(0b10110)
[1, 2, 4]
>>> mask_of([1, 2, 4]) == 0b10110
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable


def bits(mask: int) -> list[int]:
    """The members of ``mask`` in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def random_bit(mask: int, rng: random.Random) -> int:
    """A uniformly chosen member of a non-empty ``mask``."""
    skip = int(rng.random() * mask.bit_count())
    for _ in range(skip):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1
