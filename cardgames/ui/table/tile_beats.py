"""A tile table's beat: the tiles of one event flying from place to place (the deal one
tile after another), over when the last has landed.  Where a tile is and where it goes
are the layout's (:meth:`TileTable.take` and :meth:`TileTable.put`, in the place names
of :mod:`cardgames.ui.table.tile_table` and its families' layouts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames.ui.table.animation import Flight, ease_in_out, ease_out_cubic
from cardgames.ui.table.beats import FlightsBeat
from cardgames.ui.table.parts.common import code_of
from cardgames.ui.table.tile_model import Move

if TYPE_CHECKING:
    from cardgames.ui.table.tile_table import TileTable

MOVE_FLIGHT_S = 0.30
MOVE_STAGGER_S = 0.08
DEAL_INTERVAL_S = 0.06
DEAL_MAX_TOTAL_S = 2.4


class MovesBeat(FlightsBeat):
    """Tiles flying from place to place for one event (the deal: one after another)."""

    def __init__(self, table: TileTable, moves: list[Move], words: str = "",
                 deal: bool = False) -> None:
        super().__init__(table)
        self.moves, self.words, self.deal = moves, words, deal
        self.sound = "deal" if deal else "play"

    def start(self) -> None:
        t: TileTable = self.table  # type: ignore[assignment]
        m = t.model
        if self.words:
            t.tell(self.words)
        speed = t.speed
        groups: dict[tuple[str, int], list[str]] = {}
        interval = min(DEAL_INTERVAL_S, DEAL_MAX_TOTAL_S / max(1, len(self.moves))) \
            if self.deal else MOVE_STAGGER_S
        landed: list[str] = []
        for i, move in enumerate(self.moves):
            start, key = t.take(move.src, move.code)
            code = move.code if move.code is not None else (code_of(key) if key else None)
            if key is None or (move.code is not None and code_of(key) != move.code):
                key = t.keys(code)
            face_down_start = move.src == "stock" or move.src.startswith("pile:") or (
                move.src.startswith("hand:") and int(move.src[5:]) != m.viewer)
            face_up_end = not (move.dst.startswith("hand:") and int(move.dst[5:]) != m.viewer) \
                and move.dst not in ("stock",) and not move.dst.startswith("pile:")
            end = t.put(move.dst, key, groups, move.group, move.src)
            landed.append(key)

            def leave(src=move.src) -> None:
                t.count_change(src, -1)

            def land(key=key, dst=move.dst) -> None:
                m.hidden.discard(key)
                t.count_change(dst, +1)

            shown = code if (face_up_end and code and code != "?") else None
            self.fly(Flight(shown, start.center, end.center, max(8, end.width),
                            start_width=max(8, start.width),
                            duration=MOVE_FLIGHT_S * speed, delay=i * interval * speed,
                            arc=t.metrics.px(24), face_up=shown is not None,
                            flip=face_down_start and shown is not None,
                            ease=ease_out_cubic if self.deal else ease_in_out,
                            on_start=leave, on_land=land))
        m.last, m.last_age = [k for k in landed if k], 0.0
