"""The beats of a trick-taking hand: deal, bid, play a card, take the trick, score.

They move the displayed model (:mod:`cardgames.ui.table.model`) forward and launch the
card flights; timings follow UI style "Motion" and are multiplied by the animation
speed (0 = off: everything lands at once, the last move is still outlined, and a
finished trick stays on show until the next card is led).

A beat talks to the table through :class:`TrickTable`, so Pocha, Pitch or Bourré can
all reuse them with their own layouts.  The flights and the match's end are the seated
table's beats (:mod:`cardgames.ui.table.beats`), shared with the other families.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from cardgames.ui.table.animation import Animator, Flight, ease_in_out, ease_out_cubic
from cardgames.ui.table.beats import FlightsBeat
from cardgames.ui.table.model import TrickTableModel
from cardgames.ui.table.presenter import Beat

DEAL_INTERVAL_S = 0.10  # between two cards of the deal
DEAL_FLIGHT_S = 0.28
DEAL_MAX_TOTAL_S = 2.6  # a big deal speeds up rather than keep the player waiting
PLAY_FLIGHT_S = 0.22
TRICK_REST_S = 1.5  # the finished trick, winner marked, long enough to read (a click skips)
TRICK_SLIDE_S = 0.38
FLIP_S = 0.35


class TrickTable(Protocol):
    """What the beats need from a table layout."""

    model: TrickTableModel
    animator: Animator
    speed: float  # animation duration multiplier, 0 = off
    hand_card_w: int
    trick_card_w: int
    small_card_w: int
    arc: int  # pixels a played card rises along its path

    def hand_display_order(self, cards: list[str]) -> list[str]: ...
    def own_card_rect(self, code: str, hand: list[str] | None = None) -> pygame.Rect: ...
    def opponent_card_rect(self, seat: int, code: str | None, slot: str) -> pygame.Rect: ...
    def trick_slot(self, seat: int) -> pygame.Rect: ...
    def seat_point(self, seat: int) -> tuple[int, int]: ...
    def deck_point(self, dealer: int) -> tuple[int, int]: ...
    def trump_card_rect(self) -> pygame.Rect: ...
    def deal_started(self, event: Any) -> None: ...
    def deal_reveal(self) -> str | None: ...
    def trump_revealed(self) -> None: ...
    def show_summary(self, event: Any, on_closed) -> None: ...
    def finish_match(self, event: Any) -> None: ...
    def announce(self, message: str) -> None: ...


class TrumpFixedBeat(Beat):
    """The trump suit is fixed during the hand (Pitch: the suit of the first card led):
    the indicator names it and the hand is sorted trumps first."""

    def __init__(self, table: TrickTable, suit: str) -> None:
        self.table, self.suit = table, suit

    def start(self) -> None:
        t, m = self.table, self.table.model
        m.trump = self.suit
        mine = m.seats[m.viewer]
        mine.hand = t.hand_display_order(list(mine.hand))


class DealBeat(FlightsBeat):
    """The pack goes round from the dealer, one card at a time, from the dealer's left;
    then the card that shows trump (if the game turns one up) flies to the trump corner.

    The game's own fields of the ``dealt`` event (its trump card, who leads) are read by
    the layout's ``deal_started``; this beat reads only ``hand``, ``dealer``, ``hands``
    and, if given, ``size`` (else ``counts``) and ``active`` (else every seat)."""

    sound = "deal"

    def __init__(self, table: TrickTable, event: Any) -> None:
        super().__init__(table)
        self.event = event

    def start(self) -> None:
        t, m, e = self.table, self.table.model, self.event
        speed = t.speed
        hands = e.get("hands") or []
        m.hand_number = e["hand"]
        m.hand_size = deal_size(e)
        m.dealer = e["dealer"]
        t.deal_started(e)
        m.trump_shown = speed <= 0
        m.trick, m.resting, m.resting_winner = [], [], None
        m.last_move = None
        m.phase = "bidding"
        active = list(e.get("active") or range(len(m.seats)))
        for seat, sm in enumerate(m.seats):
            sm.active = seat in active
            sm.bid, sm.tricks, sm.count, sm.known, sm.hand = None, 0, 0, [], []
        own = hands[m.viewer] if m.viewer < len(hands) and hands[m.viewer] else []
        shown = t.hand_display_order(list(own))
        m.seats[m.viewer].hand = shown
        m.arriving = set(shown)
        at = active.index(m.dealer) if m.dealer in active else 0
        order = active[at + 1:] + active[:at + 1]
        total = m.hand_size * len(order)
        interval = min(DEAL_INTERVAL_S, DEAL_MAX_TOTAL_S / max(1, total)) * speed
        origin = t.deck_point(m.dealer)
        given = {seat: 0 for seat in order}
        # the viewer receives the cards in hand order, so the fan fills left to right
        for k in range(total):
            seat = order[k % len(order)]
            index = given[seat]
            given[seat] += 1
            if seat == m.viewer and index < len(shown):
                code = shown[index]
                dest = t.own_card_rect(code, shown)
                self.fly(Flight(None, origin, dest.center, dest.width, start_width=t.small_card_w,
                                duration=DEAL_FLIGHT_S * speed, delay=k * interval,
                                ease=ease_out_cubic, on_land=self._arrive_own(code)))
            else:
                dest = t.opponent_card_rect(seat, None, "next")
                self.fly(Flight(None, origin, dest.center, dest.width,
                                duration=DEAL_FLIGHT_S * speed, delay=k * interval,
                                ease=ease_out_cubic, on_land=self._arrive(seat)))
        reveal = t.deal_reveal()
        if reveal:
            target = t.trump_card_rect()
            self.fly(Flight(reveal, origin, target.center, target.width,
                            start_width=t.small_card_w, duration=FLIP_S * speed,
                            delay=total * interval + 0.1 * speed, flip=True,
                            ease=ease_in_out, on_land=self._show_trump))
        else:  # nothing turned up (no trump yet, or none at all)
            self._show_trump()

    def _arrive_own(self, code: str):
        def land() -> None:
            self.table.model.arriving.discard(code)
            self.table.model.seats[self.table.model.viewer].count += 1
        return land

    def _arrive(self, seat: int):
        def land() -> None:
            self.table.model.seats[seat].count += 1
        return land

    def _show_trump(self) -> None:
        self.table.model.trump_shown = True
        self.table.trump_revealed()


def deal_size(event: Any) -> int:
    """Cards dealt to each player: the event's ``size``, else the most any seat holds."""
    if event.get("size") is not None:
        return int(event["size"])
    counts = event.get("counts") or [len(h) for h in event.get("hands") or [] if h]
    return max(counts, default=0)


class BidBeat(Beat):
    def __init__(self, table: TrickTable, seat: int, bid: int) -> None:
        self.table, self.seat, self.bid = table, seat, bid

    def start(self) -> None:
        m = self.table.model
        m.seats[self.seat].bid = self.bid
        m.mark(self.seat, "bid")


class PlayBeat(FlightsBeat):
    """A card flies from its player's hand to that player's place in the trick."""

    sound = "play"

    def __init__(self, table: TrickTable, seat: int, code: str) -> None:
        super().__init__(table)
        self.seat, self.code = seat, code

    def start(self) -> None:
        t, m = self.table, self.table.model
        m.phase = "playing"
        if m.resting:  # a finished trick left on show (animation off) goes now
            m.resting, m.resting_winner = [], None
        seat_model = m.seats[self.seat]
        known = self.code in seat_model.known
        if self.seat == m.viewer and self.code in seat_model.hand:
            source = t.own_card_rect(self.code)
            seat_model.hand = [c for c in seat_model.hand if c != self.code]
            face_up = True
        else:
            source = t.opponent_card_rect(self.seat, self.code if known else None, "last")
            face_up = known
        seat_model.known = [c for c in seat_model.known if c != self.code]
        seat_model.count = max(0, seat_model.count - 1)
        target = t.trick_slot(self.seat)
        self.fly(Flight(self.code, source.center, target.center, target.width,
                        start_width=source.width, duration=PLAY_FLIGHT_S * t.speed,
                        arc=t.arc, flip=not face_up, ease=ease_out_cubic,
                        on_land=self._land))

    def _land(self) -> None:
        m = self.table.model
        m.trick.append((self.seat, self.code))
        m.trick_winner = None  # the view says who wins now, once the picture has caught up
        m.mark(self.seat, "play", self.code)


class TrickWonBeat(FlightsBeat):
    """The finished trick rests with the winning card outlined, then slides to the
    winner and is counted."""

    def __init__(self, table: TrickTable, winner: int) -> None:
        super().__init__(table)
        self.winner = winner
        self.rest = 0.0
        self.sliding = False

    def start(self) -> None:
        t, m = self.table, self.table.model
        m.resting_winner = self.winner
        if t.speed <= 0:
            m.resting, m.trick = list(m.trick), []
            m.seats[self.winner].tricks += 1
            self.play_sound("trick")
            return
        self.rest = TRICK_REST_S * t.speed

    @property
    def resting(self) -> bool:
        """The finished trick is on show, waiting (a click or a key moves on)."""
        return self.table.speed > 0 and not self.sliding

    def hurry(self) -> None:
        """Move on now: the player has read the trick."""
        self.rest = 0.0

    def update(self, dt: float) -> bool:
        t, m = self.table, self.table.model
        if t.speed <= 0:
            return True
        if not self.sliding:
            self.rest -= dt
            if self.rest > 0:
                return False
            self.sliding = True
            self.play_sound("trick")
            cards, m.trick = list(m.trick), []
            m.resting_winner = None
            goal = t.seat_point(self.winner)
            for seat, code in cards:
                slot = t.trick_slot(seat)
                self.fly(Flight(code, slot.center, goal, t.small_card_w, start_width=slot.width,
                                duration=TRICK_SLIDE_S * t.speed, ease=ease_in_out,
                                fade_out=True))
            m.seats[self.winner].tricks += 1
            return False
        return self.pending <= 0


class SummaryBeat(Beat):
    """Pause on the hand summary until the player continues; then the scores count up."""

    def __init__(self, table: TrickTable, event: Any) -> None:
        self.table, self.event = table, event
        self.closed = False

    def start(self) -> None:
        self.table.model.phase = "scored"
        self.table.show_summary(self.event, self._closed)

    def _closed(self) -> None:
        self.closed = True
        m = self.table.model
        for seat, score in enumerate(self.event["scores"]):
            m.seats[seat].score = score

    def update(self, dt: float) -> bool:
        return self.closed


class MessageBeat(Beat):
    """Say something on the table (a toast) and give the player a moment to read it."""

    def __init__(self, table: TrickTable, message: str, hold: float = 1.0) -> None:
        self.table, self.message, self.left = table, message, hold

    def start(self) -> None:
        self.table.announce(self.message)
        self.left *= self.table.speed

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0
