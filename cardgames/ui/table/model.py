"""What the table shows right now: seats, hands, the trick, the markers.

The engine's state runs ahead of the picture -- one ``apply`` can finish a trick, score
the hand and deal the next -- so the table keeps its own *displayed* model, moved
forward one event at a time by the beats (:mod:`cardgames.ui.table.trick_beats`) as the
animations play, and re-synchronised from ``state.view(seat)`` whenever the picture has
caught up.  It records what happened; it never decides anything.

The fields are those of trick-taking games (bids, tricks, a trump); a game with more
of its own subclasses the model in its UI module (``cardgames/ui/games/<id>.py``), and
games of other families give their layout another model.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SeatModel:
    name: str
    level: str | None  # the AI level, or None for the human
    hand: list[str] = field(default_factory=list)  # face-up cards (the viewer's own hand)
    count: int = 0  # cards held
    known: list[str] = field(default_factory=list)  # publicly known cards in that hand
    bid: int | None = None
    tricks: int = 0
    score: int = 0
    active: bool = True

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass
class LastMove:
    """The most recent move, outlined for a moment (UI style: even with animation off)."""

    seat: int
    kind: str  # "bid", "play", or a game's own kind of move
    code: str | None = None
    age: float = 0.0


@dataclass
class TrickTableModel:
    seats: list[SeatModel]
    viewer: int = 0
    phase: str = "bidding"
    hand_number: int = 1
    hands_scheduled: int | None = None  # None: the match runs to a target score
    hand_size: int = 0
    dealer: int = 0
    leader: int | None = None  # who bids or leads first, when the game marks it
    trump: str | None = None  # None: no trump (yet)
    trump_card: str | None = None  # the card that shows trump, if any
    trump_shown: bool = True  # False while the deal is still running
    trick: list[tuple[int, str]] = field(default_factory=list)
    resting: list[tuple[int, str]] = field(default_factory=list)  # a finished trick on show
    resting_winner: int | None = None
    #: the seat winning the trick on show so far, as the engine's view says (None: not known
    #: for the cards shown, e.g. while a card is landing)
    trick_winner: int | None = None
    arriving: set[str] = field(default_factory=set)  # own cards still flying in (the deal)
    last_move: LastMove | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    def mark(self, seat: int, kind: str, code: str | None = None) -> None:
        self.last_move = LastMove(seat, kind, code)

    def update(self, dt: float) -> None:
        if self.last_move is not None:
            self.last_move.age += dt
