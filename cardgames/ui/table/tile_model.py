"""What a tile table shows, as plain data, whatever its family (fishing, draw and
discard): the displayed model (:class:`TileModel`, moved by the beats and reset from the
view by ``sync``), each seat's part of it (:class:`TileSeat`, with its face-up
``groups``: a fishing seat's catches, a draw-and-discard seat's laid pairs), the tile
moves a game's events are made of (:class:`Move`), and distinct keys for copies of one
tile (:class:`KeyMaker`).  See :mod:`cardgames.ui.table.tile_table`."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Move:
    """One tile going from a place to another in an event (``code`` None: a face-down
    tile nobody may see).  ``group``: moves to a seat's groups (or the piles) with the
    same group form one new group there (a capture, a laid pair, a pile)."""

    code: str | None
    src: str
    dst: str
    group: int = 0


@dataclass
class TileSeat:
    """One seat as the table shows it now (may run behind the engine during beats):
    its tiles in hand (a count), its face-up groups in front of it, its score."""

    name: str
    level: str | None
    count: int = 0
    groups: list[list[str]] = field(default_factory=list)
    score: int = 0


@dataclass
class TileModel:
    """The displayed state: what the parts draw (beats move it, ``sync`` resets it).
    Tiles are *keys* (``CODE#n``, every one distinct) so copies can fly one at a time."""

    seats: Sequence[TileSeat]
    viewer: int
    phase: str = ""
    hand_number: int = 1
    hands_scheduled: int | None = None
    dealer: int = 0
    hand: list[str] = field(default_factory=list)
    stock: int = 0
    drawn: str | None = None
    #: where the drawn tile came from: ``stock`` or ``pile:SEAT``
    drawn_from: str = "stock"
    extra: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    #: keys in flight (drawn where they land once they have landed)
    hidden: set[str] = field(default_factory=set)
    #: the last move's keys, outlined a moment, and its age
    last: list[str] = field(default_factory=list)
    last_age: float = 99.0
    #: the sentence of the last thing that happened
    message: str = ""


class KeyMaker:
    """Distinct keys for tiles: ``CODE#n``, n counting up (drawn as ``CODE``)."""

    def __init__(self) -> None:
        self.counter = itertools.count(1)

    def __call__(self, code: str | None) -> str:
        return f"{code or '?'}#{next(self.counter)}"

    def many(self, codes: Sequence[str | None]) -> list[str]:
        return [self(c) for c in codes]
