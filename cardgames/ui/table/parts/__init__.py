"""Table parts for the games still to come: each a small class with one job, no game
named, drawing cards only through the :class:`~cardgames.ui.cards.CardRenderer`
interface, so any deck (tall cards, dominoes, very narrow money or chess cards) fits.

Every part follows the hand's and the trick's conventions: ``layout(rect, metrics)``
for the window size, ``update(dt)``, ``draw(surface)``, ``hit(pos)`` and
``handle(event)``, ``target_rect(name)`` for tutorials and tests; the table sets what
is legal from the engine's moves (lit and bright, the rest dimmed on the player's
turn), a legal card rises under the mouse and a selected one wears the gold ring.

- :class:`StockPile` -- the face-down stock and its count; a click draws.
- :class:`DiscardPile` -- the last discard (optionally the last few fanned).
- :class:`DiscardRows` -- each seat's discards in front of it.
- :class:`TileRow` -- a line of cards with two ends to play at.
- :class:`Pool` -- loose face-up cards, grouped by code, every one clickable.
- :class:`ExposedGroups` -- each seat's laid-down groups, face up or down.
- :class:`MultiSelectHand` -- a hand where several cards are selected for one move.
- :class:`Flights` -- cards flying between two rects, at the animation speed.
"""

from cardgames.ui.table.parts.discard import DiscardPile, DiscardRows
from cardgames.ui.table.parts.exposed import ExposedGroups, Group
from cardgames.ui.table.parts.flights import Flights
from cardgames.ui.table.parts.multi_select_hand import MultiSelectHand
from cardgames.ui.table.parts.pool import Pool
from cardgames.ui.table.parts.stock import StockPile
from cardgames.ui.table.parts.tile_row import TileRow

__all__ = [
    "DiscardPile",
    "DiscardRows",
    "ExposedGroups",
    "Flights",
    "Group",
    "MultiSelectHand",
    "Pool",
    "StockPile",
    "TileRow",
]
