"""How a hand was settled and why a match ended, as plain data every game shares.

A game that settles by payments between seats (a banker's game, a pot game) states each one -- who pays whom, how much and why -- and the seats' changes
follow from them; a points game (bids and tricks) states each seat's points as payments
from or to the score sheet, so one type tells both.  ``None`` on either side of a
payment is the party that is not a seat (the pot, the house, the bank or the score
sheet), named by the payment's :class:`Party`.

The values are frozen dataclasses and enums; ``to_data()`` gives JSON data (events and
saves are JSON) and ``from_data()`` reads it back, refusing a broken record with a
``ValueError`` whose message is a sentence.

>>> ante = Payment(0, None, 1, "ante")
>>> won = Payment(None, 1, 3, "pot")
>>> result = HandResult.settled(HandEnd.WON, [1], "tricks", [ante, won], players=2)
>>> result.deltas
(-1, 3)
>>> result.party_flow
-2
>>> HandResult.from_data(result.to_data()) == result
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from .i18n import N_

#: far more than any game needs, far less than a file that would freeze the program
MAX_PAYMENTS = 256
MAX_AMOUNT = 10**9
MAX_SEATS = 16
MAX_WORD = 40


class Party(StrEnum):
    """Who ``None`` is on a payment: not a seat, but the table's pot, the house taking
    its cut, the bank paying out, or the score sheet a points game scores on."""

    POT = "pot"
    HOUSE = "house"
    BANK = "bank"
    SCORE = "score"


class HandEnd(StrEnum):
    """How a hand ended."""

    WON = "won"              # somebody won it (the pot, the last trick, mah-jong...)
    DRAWN = "drawn"          # a tie: nobody won, the stake carries or is shared
    EXHAUSTED = "exhausted"  # the wall or pile ran out before anybody won
    VOID = "void"            # not played out: thrown in, everybody passed
    SCORED = "scored"        # a points hand: every seat scored what it took


class OutcomeReason(StrEnum):
    """Why a match ended."""

    TARGET_REACHED = "target_reached"
    HANDS_PLAYED = "hands_played"
    BANK_EMPTY = "bank_empty"
    TOO_FEW_PLAYERS = "too_few_players"
    WON_OUTRIGHT = "won_outright"
    EXHAUSTED = "exhausted"
    HAND_LIMIT = "hand_limit"
    FINISHED = "finished"    # a game that says no more


#: each reason in plain words (the match-end screen; a game may word its own)
OUTCOME_PHRASES: dict[OutcomeReason, str] = {
    OutcomeReason.TARGET_REACHED: N_("The target score was reached."),
    OutcomeReason.HANDS_PLAYED: N_("Every hand of the match was played."),
    OutcomeReason.BANK_EMPTY: N_("A player ran out of money."),
    OutcomeReason.TOO_FEW_PLAYERS: N_("Too few players could pay to play on."),
    OutcomeReason.WON_OUTRIGHT: N_("The match was won outright."),
    OutcomeReason.EXHAUSTED: N_("The cards ran out before anybody won."),
    OutcomeReason.HAND_LIMIT: N_("The longest match allowed was played."),
    OutcomeReason.FINISHED: N_("The match is over."),
}


def _refuse(what: str, value: Any, allowed: str) -> ValueError:
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:39] + "\u2026"
    return ValueError(f"{what} is {shown}, but it must be {allowed}")


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _refuse(what, value, f"a whole number from {low} to {high}")
    return value


def _seat(value: Any, what: str, players: int | None) -> int | None:
    if value is None:
        return None
    high = (players if players is not None else MAX_SEATS) - 1
    return _whole(value, what, 0, high)


def _word(value: Any, what: str, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > MAX_WORD or (not empty and not value):
        raise _refuse(what, value, f"a word of at most {MAX_WORD} characters")
    return value


def _enum(kind: type[Enum], value: Any, what: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise _refuse(what, value, f"one of {allowed}") from None


def _mapping(data: Any, what: str, keys: Iterable[str]) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise _refuse(what, data, "a mapping")
    missing = [k for k in keys if k not in data]
    if missing:
        raise ValueError(f"{what} has no {missing[0]!r}")
    return data


def _seats(values: Any, what: str, players: int | None) -> tuple[int, ...]:
    if not isinstance(values, (list, tuple)) or len(values) > MAX_SEATS:
        raise _refuse(what, values, f"a list of at most {MAX_SEATS} seats")
    return tuple(_seat(v, f"a seat of {what}", players) for v in values)  # type: ignore[misc]


def _numbers(values: Any, what: str, count: int | None = None) -> tuple[int, ...]:
    if not isinstance(values, (list, tuple)) or len(values) > MAX_SEATS or \
            (count is not None and len(values) != count):
        allowed = f"one number per seat ({count})" if count is not None else "a list of numbers"
        raise _refuse(what, values, allowed)
    return tuple(_whole(v, f"each of {what}", -MAX_AMOUNT, MAX_AMOUNT) for v in values)


@dataclass(frozen=True)
class Payment:
    """``payer`` gives ``payee`` ``amount`` (more than 0) for ``reason``, the game's own
    word ("ante", "base", a penalty's name...: its UI says it in the player's words).  A side
    that is ``None`` is ``party``."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str
    party: Party = Party.POT

    def __post_init__(self) -> None:
        _seat(self.payer, "a payment's payer", None)
        _seat(self.payee, "a payment's payee", None)
        _whole(self.amount, "a payment's amount", 1, MAX_AMOUNT)
        _word(self.reason, "a payment's reason")
        if self.payer == self.payee:
            raise ValueError("a payment must go from one side to another, "
                             f"not from {self.payer!r} to itself")
        object.__setattr__(self, "party", _enum(Party, self.party, "a payment's party"))

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"payer": self.payer, "payee": self.payee,
                                "amount": self.amount, "reason": self.reason}
        if self.payer is None or self.payee is None:
            data["party"] = self.party.value
        return data

    @classmethod
    def from_data(cls, data: Any, players: int | None = None) -> Payment:
        data = _mapping(data, "a payment", ("payer", "payee", "amount", "reason"))
        payer = _seat(data["payer"], "a payment's payer", players)
        payee = _seat(data["payee"], "a payment's payee", players)
        return cls(payer, payee, data["amount"], data["reason"], data.get("party", "pot"))


def deltas_of(payments: Iterable[Payment], players: int) -> tuple[int, ...]:
    """What the payments change for each seat (a payment to or from a party counts on the
    seat's side only)."""
    deltas = [0] * players
    for payment in payments:
        if payment.payer is not None:
            deltas[payment.payer] -= payment.amount
        if payment.payee is not None:
            deltas[payment.payee] += payment.amount
    return tuple(deltas)


def points(deltas: Sequence[int], gain: str, loss: str | None = None,
           party: Party = Party.SCORE) -> list[Payment]:
    """A points hand's changes as payments from the score sheet (``gain``) and to it
    (``loss``, default ``gain``): one per seat whose score changed."""
    out = []
    for seat, delta in enumerate(deltas):
        if delta > 0:
            out.append(Payment(None, seat, delta, gain, party))
        elif delta < 0:
            out.append(Payment(seat, None, -delta, loss or gain, party))
    return out


@dataclass(frozen=True)
class HandResult:
    """How one hand ended: ``end``; the seats that won it (``winners``, empty when nobody
    did); ``how`` in the game's own word ("last_trick", "tricks", "thrown_in"); the
    ``payments`` that settled it, in order; and each seat's change, ``deltas``, which are
    exactly what the payments add up to (checked)."""

    end: HandEnd
    winners: tuple[int, ...]
    how: str
    payments: tuple[Payment, ...]
    deltas: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "end", _enum(HandEnd, self.end, "a hand's end"))
        object.__setattr__(self, "winners", tuple(self.winners))
        object.__setattr__(self, "payments", tuple(self.payments))
        object.__setattr__(self, "deltas", tuple(self.deltas))
        players = len(self.deltas)
        if not 1 <= players <= MAX_SEATS:
            raise ValueError(f"a hand result must hold one change per seat (1 to {MAX_SEATS})")
        _seats(self.winners, "the hand's winners", players)
        _word(self.how, "how the hand ended", empty=True)
        if len(self.payments) > MAX_PAYMENTS:
            raise ValueError(f"a hand result may hold at most {MAX_PAYMENTS} payments")
        for payment in self.payments:
            if not isinstance(payment, Payment):
                raise _refuse("a hand's payment", payment, "a Payment")
            for side in (payment.payer, payment.payee):
                if side is not None and side >= players:
                    raise _refuse("a payment's seat", side, f"a seat from 0 to {players - 1}")
        derived = deltas_of(self.payments, players)
        if derived != self.deltas:
            raise ValueError(f"the hand's changes {list(self.deltas)} are not what its "
                             f"payments add up to ({list(derived)})")

    @classmethod
    def settled(cls, end: HandEnd, winners: Iterable[int], how: str,
                payments: Iterable[Payment], players: int) -> HandResult:
        """The result whose changes are its payments' (the way a game builds one)."""
        payments = tuple(payments)
        return cls(end, tuple(winners), how, payments, deltas_of(payments, players))

    @property
    def party_flow(self) -> int:
        """What the parties that are not seats (pot, house, bank, score sheet) gained in
        all: minus the seats' total, so seats and parties together balance."""
        return -sum(self.deltas)

    def flow_to(self, party: Party) -> int:
        """What ``party`` gained this hand (paid in minus paid out)."""
        flow = 0
        for p in self.payments:
            if p.party is party:
                flow += p.amount if p.payee is None else (-p.amount if p.payer is None else 0)
        return flow

    def to_data(self) -> dict[str, Any]:
        return {"end": self.end.value, "winners": list(self.winners), "how": self.how,
                "payments": [p.to_data() for p in self.payments],
                "deltas": list(self.deltas)}

    @classmethod
    def from_data(cls, data: Any, players: int | None = None) -> HandResult:
        """A result from ``to_data()``'s data; ``players`` (if given) must match."""
        data = _mapping(data, "a hand result", ("end", "winners", "how", "payments", "deltas"))
        deltas = _numbers(data["deltas"], "the hand's changes", players)
        seats = len(deltas)
        payments = data["payments"]
        if not isinstance(payments, (list, tuple)) or len(payments) > MAX_PAYMENTS:
            raise _refuse("the hand's payments", payments,
                          f"a list of at most {MAX_PAYMENTS} payments")
        return cls(_enum(HandEnd, data["end"], "a hand's end"),
                   _seats(data["winners"], "the hand's winners", seats),
                   _word(data["how"], "how the hand ended", empty=True),
                   tuple(Payment.from_data(p, seats) for p in payments), deltas)


@dataclass(frozen=True)
class Outcome:
    """Why a match ended (as python-chess's ``Outcome`` says how a game did): the
    ``reason``, the ``winners`` and the final ``scores``, and ``detail``, the game's own
    word for it when it has one ("smudge", "broke"), which its UI may word."""

    reason: OutcomeReason
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    detail: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", _enum(OutcomeReason, self.reason, "the match's end"))
        object.__setattr__(self, "winners", tuple(self.winners))
        object.__setattr__(self, "scores", tuple(self.scores))
        players = len(self.scores)
        if not 1 <= players <= MAX_SEATS:
            raise ValueError(f"an outcome must hold one score per seat (1 to {MAX_SEATS})")
        _numbers(self.scores, "the final scores")
        _seats(self.winners, "the match's winners", players)
        _word(self.detail, "the match's end detail", empty=True)

    @property
    def phrase(self) -> str:
        """The reason in plain English (translate it with the application's catalog)."""
        return OUTCOME_PHRASES[self.reason]

    def to_data(self) -> dict[str, Any]:
        return {"reason": self.reason.value, "winners": list(self.winners),
                "scores": list(self.scores), "detail": self.detail}

    @classmethod
    def from_data(cls, data: Any, players: int | None = None) -> Outcome:
        data = _mapping(data, "a match outcome", ("reason", "winners", "scores"))
        scores = _numbers(data["scores"], "the final scores", players)
        return cls(_enum(OutcomeReason, data["reason"], "the match's end"),
                   _seats(data["winners"], "the match's winners", len(scores)), scores,
                   _word(data.get("detail", ""), "the match's end detail", empty=True))
