"""What the hand summary and the match-end screen show, as plain data.

A game's layout fills these in (it knows how to explain its own score lines); the
scenes that show them are the same for every game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgames.core.i18n import N_, _, pgettext
from cardgames.core.settlement import HandResult, Outcome, Party, Payment


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
    #: one line per payment that settled the hand ("Ane pays Jon 4 — 2 stacks"), drawn
    #: from the hand's ``result`` (:func:`with_payments`); empty for a points hand
    payments: tuple[str, ...] = ()


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
    #: why the match ended, in the game's words (:func:`with_outcome`); empty: not said
    reason: str = ""

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


#: the parties that are not seats, as a payment line names them
PARTY_NAMES = {Party.POT: N_("pot"), Party.HOUSE: N_("house"), Party.BANK: N_("bank"),
               Party.SCORE: N_("score")}

#: a game's words for one payment: (its index in the hand, the payment, the event) -> a
#: phrase ("a pair of teens"), or "" for none
PaymentWords = Callable[[int, Payment, Mapping[str, Any]], str]


def payment_line(payment: Payment, names: list[str], why: str = "",
                 viewer: int | None = None) -> str:
    """"Ane pays Jon 4 — why", "pot → Mikel 12", "Ane → pot 1 — ante"; the viewer's own
    payments in the second person ("You pay Ane 4", "Ane pays you 4"), as its name is
    "You" and "You pays" is no sentence."""
    party = _(PARTY_NAMES[payment.party])
    if payment.payer is not None and payment.payee is not None:
        if payment.payer == viewer:
            line = _("You pay {payee} {amount}").format(
                payee=names[payment.payee], amount=payment.amount)
        elif payment.payee == viewer:
            line = _("{payer} pays you {amount}").format(
                payer=names[payment.payer], amount=payment.amount)
        else:
            line = _("{payer} pays {payee} {amount}").format(
                payer=names[payment.payer], payee=names[payment.payee], amount=payment.amount)
    else:
        line = pgettext("payment", "{payer} \u2192 {payee} {amount}").format(
            payer=party if payment.payer is None else names[payment.payer],
            payee=party if payment.payee is None else names[payment.payee],
            amount=payment.amount)
    return f"{line} \u2014 {why}" if why else line


def payment_lines(event: Mapping[str, Any], names: list[str],
                  words: PaymentWords | None = None,
                  viewer: int | None = None) -> tuple[str, ...]:
    """One line per payment of the hand's ``result`` (none for a points hand's, whose
    score lines already say it, or for an event without a result)."""
    data = event.get("result")
    if not data:
        return ()
    result = HandResult.from_data(data, len(names))
    return tuple(payment_line(p, names, words(i, p, event) if words else "", viewer)
                 for i, p in enumerate(result.payments) if p.party is not Party.SCORE)


def with_payments(data: HandSummaryData, event: Mapping[str, Any], layout: Any) -> HandSummaryData:
    """The summary with its payment lines, worded by the layout's ``payment_words`` hook
    when it has one (the seats' names are the summary's own lines')."""
    names = [line.name for line in sorted(data.lines, key=lambda line: line.seat)]
    if data.payments or len(names) != len(event.get("deltas") or ()):
        return data
    port = getattr(layout, "port", None)
    lines = payment_lines(event, names, getattr(layout, "payment_words", None),
                          getattr(port, "viewer", None))
    return dataclasses.replace(data, payments=lines) if lines else data


def outcome_words(event: Mapping[str, Any], phrases: Mapping[str, str] | None = None) -> str:
    """Why the match ended: the game's phrase for the outcome's detail or reason (already
    in the player's language) if it has one, else the core phrase for the reason."""
    data = event.get("outcome")
    if not data:
        return ""
    outcome = Outcome.from_data(data)
    for key in (outcome.detail, outcome.reason.value):
        if key and phrases and key in phrases:
            return phrases[key]
    return _(outcome.phrase)


def with_outcome(data: MatchSummaryData, event: Mapping[str, Any], layout: Any) -> MatchSummaryData:
    """The match summary with the reason it ended (the layout's ``outcome_phrases``, a
    mapping of detail or reason to its words, may word its own)."""
    if data.reason:
        return data
    phrases = getattr(layout, "outcome_phrases", None)
    words = outcome_words(event, phrases() if callable(phrases) else phrases)
    return dataclasses.replace(data, reason=words) if words else data
