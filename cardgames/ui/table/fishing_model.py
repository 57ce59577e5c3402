"""What the fishing table shows besides what every tile table shows
(:mod:`cardgames.ui.table.tile_model`): the pool or the row in the middle, the locked
piles, each seat's catch (its ``groups``), its value and its face-down pile.  See
:mod:`cardgames.ui.table.fishing_layout`."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardgames.ui.table.tile_model import KeyMaker, Move, TileModel, TileSeat

__all__ = ["FishingModel", "FishingSeat", "KeyMaker", "Move"]


@dataclass
class FishingSeat(TileSeat):
    """A fishing seat: its catch (``groups``, one group per capture), the catch's value
    so far and its own face-down pile."""

    points: int = 0
    pile: int = 0

    @property
    def catches(self) -> list[list[str]]:
        return self.groups

    @catches.setter
    def catches(self, groups: list[list[str]]) -> None:
        self.groups = groups


@dataclass
class FishingModel(TileModel):
    """The fishing table's displayed state: the pool (``table``), the row, the piles."""

    table: list[str] = field(default_factory=list)
    row: list[str] = field(default_factory=list)
    piles: list[list[str]] = field(default_factory=list)
