"""What the hand summary and the match-end screen show, as plain data.

A game's layout fills these in (it knows how to explain its own score lines); the
scenes that show them are the same for every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ScoreLine:
    seat: int
    name: str
    explanation: str  # e.g. "bid 2, took 2: 10 + 5×2 = +20"
    delta: int
    total: int
    active: bool = True
    bid: int | None = None
    took: int | None = None


@dataclass(frozen=True)
class HandSummaryData:
    title: str  # "Hand 3 of 22"
    subtitle: str  # "3 cards each · trump Oros · dealer Ane"
    lines: list[ScoreLine]
    last_hand: bool = False
    #: the heading over the score lines' words (the game's: "Bid, tricks and score")
    explanation_title: str = "How the hand scored"
    #: lines of what decided the hand, under the score lines (a game's own facts, e.g.
    #: who took each point and with which card); empty for none
    notes: tuple[str, ...] = ()
    #: the headings over the change and the total (a game's own words, e.g. "Chips" and
    #: "Bank"); empty: "Points" and "Total"
    columns: tuple[str, str] | tuple[()] = ()


@dataclass(frozen=True)
class MatchSummaryData:
    names: list[str]
    scores: list[int]
    winners: list[int]
    series: list[list[int]]  # per seat: the starting score, then the total after each hand
    hand_labels: list[str] = field(default_factory=list)
    viewer: int = 0
    #: a line of figures per seat under the ranking (Pocha: how many bids were exact)
    stats_title: str = ""
    stats: list[str] = field(default_factory=list)
    #: hints the player asked for in this match (None: not the player's match, a demo)
    hints_used: int | None = None
    #: moves the player took back in this match (None: not the player's match)
    undos_used: int | None = None
    #: the game's word for what the chart's points count, when it is not "hands":
    #: the chart's heading and the subtitle's length (Latxa: "Scores after each round",
    #: "Final scores after 4 rounds"); empty: the hands' words
    chart_title: str = ""
    length_line: str = ""

    def ranking(self) -> list[tuple[int, int, str, int]]:
        """(place, seat, name, score), best first; equal scores share a place."""
        order = sorted(range(len(self.names)), key=lambda s: (-self.scores[s], s))
        out = []
        place = 0
        previous = None
        for i, seat in enumerate(order):
            if self.scores[seat] != previous:
                place = i + 1
                previous = self.scores[seat]
            out.append((place, seat, self.names[seat], self.scores[seat]))
        return out
