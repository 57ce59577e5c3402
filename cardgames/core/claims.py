"""The claim window: one card on offer, the seats asked one by one, each answer hidden.

A game with out-of-turn claims (a drawn or discarded card that other seats may take:
win, pong, dui, chi...) opens one :class:`Window` on the card and drives it with the pure
functions here; it writes no window of its own (``docs/architecture.md``, "The claim
window").  What the game supplies is what only it knows: which seats take part, each
seat's legal answers (action texts such as ``pass``, ``dui``, ``pong:X,X``), the rank of
each claim word (lower is stronger) and, for sampled worlds, how a seat would answer
from its sampled hand.

>>> w = open_window("B7", "discard", owner=2, players=4)
>>> w.asked, next_to_answer(w)
((3, 0, 1), 3)
>>> w = declare(w, 3, "dui", legal=("dui", "pass"))
>>> w = declare(w, 0, "win", legal=("win", "pass"))
>>> w = declare(w, 1, "win", legal=("win", "pass"))
>>> resolve(w, {"win": 1, "dui": 2})
{'card': 'B7', 'seat': 0, 'claim': 'win', 'skipped': [3]}

At a real table the seats declare at once; the engine asks them in turn -- the owner
first when it takes part (a draw window), then ``owner + 1``, ``owner + 2``... -- and keeps
each answer from the others until the window closes, which comes to the same thing.
Resolution takes the strongest claim word, then the claimant nearest to the right of the
owner (the owner itself nearest of all); the seats strictly between the owner and the
taker lose their turn (``skipped``).

Fair by construction:

- a seat's view (:func:`view_of`) shows only who has declared, and its own answer;
- the ``claim_declared`` event names the seat, and :func:`redact` blanks the answer for
  every other viewer (the ``claim_closed`` event then shows every answer, as a table
  does when the calls are shown);
- a knowledge copy holds the window as :func:`known_to` leaves it (every other seat's
  answer :data:`HIDDEN`) and its action log with every other seat's answer replaced by
  the game's placeholder id (:func:`known_log`), so the log can't tell either;
- a sampled world never keeps another seat's answer: :func:`redecide` asks the game's
  hook again for each of them, from the world's hands, and checks each new answer
  against the legal set of the sampled hand.

The window is plain data: frozen, saved with :meth:`Window.to_data` /
:meth:`Window.from_data` (or as a state field of kind :class:`WindowKind`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .actions import IllegalAction, quoted
from .events import Event, with_fields
from .fields import Kind
from .i18n import _
from .views import ClaimResult
from .views import ClaimWindow as ClaimWindowView

#: how the card came: drawn by its owner (who may be asked first) or discarded by it
#: (the owner takes no part)
SOURCES = ("draw", "discard")
#: the answer that claims nothing (always a claim word of rank none)
PASS = "pass"
#: another seat's answer as a knowledge copy holds it: declared, but not what
HIDDEN = "?"
#: the events of a window
OPENED, DECLARED, CLOSED = "claim_opened", "claim_declared", "claim_closed"


@dataclass(frozen=True, slots=True)
class Window:
    """An open claim window (plain data; every change makes a new one)."""

    #: the card on offer, how it came, from whom
    card: str
    source: str
    owner: int
    players: int
    #: the seats asked, in the order they answer
    asked: tuple[int, ...]
    #: one entry per seat: its answer, None while it has not answered (or is not asked),
    #: :data:`HIDDEN` for another seat's answer in a knowledge copy
    answers: tuple[str | None, ...]

    def to_data(self) -> dict[str, Any]:
        """The window as JSON data (a save, a snapshot)."""
        return {"card": self.card, "source": self.source, "owner": self.owner,
                "players": self.players, "asked": list(self.asked),
                "answers": list(self.answers)}

    @classmethod
    def from_data(cls, data: Any, codes: Iterable[str] | None = None) -> Window:
        """A window from :meth:`to_data`, checked (``ValueError`` with a sentence); with
        ``codes``, its card must be one of them."""
        if not isinstance(data, dict) or set(data) != {"card", "source", "owner", "players",
                                                        "asked", "answers"}:
            raise ValueError("a claim window must name its card, source, owner, players, "
                             "the seats asked and their answers")
        players = data["players"]
        if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 64:
            raise ValueError(f"a claim window's players must be a count, not {players!r:.20}")
        card = data["card"]
        if not isinstance(card, str) or (codes is not None and card not in set(codes)):
            raise ValueError(f"a claim window's card {card!r:.20} is not a card of the pack")
        asked = data["asked"]
        if not isinstance(asked, list):
            raise ValueError("a claim window's seats asked must be a list")
        window = open_window(card, data["source"], data["owner"], asked, players=players)
        if list(window.asked) != asked:
            raise ValueError("a claim window's seats must be asked in turn from its owner")
        answers = data["answers"]
        if not isinstance(answers, list) or len(answers) != players:
            raise ValueError("a claim window must hold one answer (or null) per seat")
        for seat, answer in enumerate(answers):
            if answer is not None and (not isinstance(answer, str) or not answer
                                       or len(answer) > 200):
                raise ValueError(f"a claim window's answer of seat {seat} is not a text")
            if answer is not None and seat not in window.asked:
                raise ValueError(f"seat {seat} answered a claim window it was not asked in")
        given = [answers[s] is not None for s in window.asked]
        if given != sorted(given, reverse=True):
            raise ValueError("a claim window's answers must come in the order the seats "
                             "are asked")
        return replace(window, answers=tuple(answers))

    def to_json(self) -> str:
        return json.dumps(self.to_data(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, codes: Iterable[str] | None = None) -> Window:
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as error:
            raise ValueError(f"not a claim window: {error}") from None
        return cls.from_data(data, codes)


# --- opening and answering -----------------------------------------------------------------------

def turn_order(owner: int, players: int, seats: Iterable[int]) -> tuple[int, ...]:
    """``seats`` in turn from ``owner``: the owner first, then ``owner + 1``... round
    the table (seat ``k + 1`` sits to the right of seat ``k``)."""
    return tuple(sorted(set(seats), key=lambda s: (s - owner) % players))


def open_window(card: str, source: str, owner: int, seats_asked: Iterable[int] | None = None,
                *, players: int) -> Window:
    """A window on ``card``, ``source`` "draw" (the owner drew it and may be asked first)
    or "discard" (the owner discarded it and takes no part), asking ``seats_asked`` in
    turn from the owner (default: every seat, the owner only for a draw)."""
    if isinstance(players, bool) or not isinstance(players, int) or players < 1:
        raise ValueError(f"a claim window needs a count of players, not {players!r:.20}")
    if source not in SOURCES:
        raise ValueError(f"a claim window's source must be draw or discard, not {source!r:.20}")
    if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < players:
        raise ValueError(f"a claim window's owner must be a seat from 0 to {players - 1}")
    if seats_asked is None:
        seats_asked = [s for s in range(players) if source == "draw" or s != owner]
    seats_asked = list(seats_asked)
    for seat in seats_asked:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"a claim window asks seats from 0 to {players - 1}, "
                             f"not {seat!r:.20}")
    if len(set(seats_asked)) != len(seats_asked):
        raise ValueError("a claim window asks each seat once")
    if source == "discard" and owner in seats_asked:
        raise ValueError("the owner of a discard takes no part in its claim window")
    return Window(card, source, owner, players, turn_order(owner, players, seats_asked),
                  (None,) * players)


def next_to_answer(window: Window) -> int | None:
    """The seat to answer now, or None once every seat asked has answered."""
    answers = window.answers
    for seat in window.asked:
        if answers[seat] is None:
            return seat
    return None


def is_complete(window: Window) -> bool:
    """Has every seat asked answered (the window is ready to resolve)?"""
    return next_to_answer(window) is None


def claim_word(answer: str) -> str:
    """The claim an answer makes: its verb (``pong:X,X`` -> ``pong``)."""
    return answer.partition(":")[0]


def refusal(window: Window, seat: int, answer: Any, legal: Sequence[str]) -> str | None:
    """Why ``seat`` may not declare ``answer`` now, in a sentence the player understands,
    or None if it may: it must be the seat to answer, and the answer one of ``legal``
    (the game's legal set for that seat on this card)."""
    waiting = next_to_answer(window)
    if waiting is None:
        return _("The claims on {card} are closed: nobody may declare any more.").format(
            card=window.card)
    if seat not in window.asked:
        if seat == window.owner:
            return _("You can't claim your own discard {card}.").format(card=window.card)
        return _("You take no part in the claims on {card}.").format(card=window.card)
    if seat != waiting:
        if window.answers[seat] is not None:
            return _("You have already declared on {card}.").format(card=window.card)
        return _("Wait: seat {seat} declares on {card} before you.").format(
            seat=waiting, card=window.card)
    if not isinstance(answer, str) or answer not in legal:
        return _("You can't declare {answer} on {card}; you may declare: {legal}.").format(
            answer=quoted(answer), card=window.card, legal=", ".join(legal))
    return None


def declare(window: Window, seat: int, answer: str, legal: Sequence[str]) -> Window:
    """The window after ``seat`` declares ``answer``; an answer that isn't the seat's to
    give now, or is not in ``legal``, raises ``IllegalAction`` with the sentence
    (:func:`refusal`) and the window is unchanged (it is frozen: nothing else could be)."""
    if not legal:
        raise ValueError("a seat asked in a claim window always has a legal answer (pass)")
    reason = refusal(window, seat, answer, legal)
    if reason is not None:
        raise IllegalAction(reason)
    answers = list(window.answers)
    answers[seat] = answer
    return replace(window, answers=tuple(answers))


def answer_of(window: Window, seat: int) -> str | None:
    """The answer ``seat`` gave (the whole action text), None if it has not answered."""
    return window.answers[seat]


# --- closing -------------------------------------------------------------------------------------

def distance(window: Window, seat: int) -> int:
    """How far ``seat`` sits to the right of the owner (the owner: 0)."""
    return (seat - window.owner) % window.players


def resolve(window: Window, rank: Mapping[str, int] | Callable[[str], int]) -> ClaimResult:
    """How the window closes: the strongest claim (``rank`` of its claim word, lower
    first; ``pass`` claims nothing), then the claimant nearest to the right of the owner.
    ``skipped``: the seats strictly between the owner and the taker, in turn order (they
    lose their turn when the game plays on from the taker).  Nobody claims: seat and claim
    None."""
    if not is_complete(window):
        raise ValueError(f"the claim window on {window.card} is still open: seat "
                         f"{next_to_answer(window)} has not answered")
    rank_of = rank if callable(rank) else rank.get
    best: tuple[int, int, int, str] | None = None
    for seat in window.asked:
        answer = window.answers[seat]
        if answer == HIDDEN:
            raise ValueError("a window with hidden answers can't be resolved: a sampled "
                             "world re-decides them first (redecide)")
        word = claim_word(answer)
        if word == PASS:
            continue
        value = rank_of(word)
        if value is None:
            raise ValueError(f"the game gives no rank to the claim {word!r}")
        candidate = (value, distance(window, seat), seat, word)
        if best is None or candidate < best:
            best = candidate
    if best is None:
        return ClaimResult(card=window.card, seat=None, claim=None, skipped=[])
    _value, far, seat, word = best
    skipped = [(window.owner + k) % window.players for k in range(1, far)]
    return ClaimResult(card=window.card, seat=seat, claim=word, skipped=skipped)


# --- what each seat sees -------------------------------------------------------------------------

def view_of(window: Window, seat: int) -> ClaimWindowView:
    """The window in ``seat``'s view: who has declared (never what), the seat's own
    answer (None until it answers, or when it is not asked)."""
    own = window.answers[seat] if 0 <= seat < window.players else None
    return ClaimWindowView(card=window.card, source=window.source, owner=window.owner,
                           asked=list(window.asked),
                           declared=[a is not None for a in window.answers],
                           own_answer=None if own == HIDDEN else own)


def known_to(window: Window, seat: int) -> Window:
    """The window as ``seat`` knows it (a knowledge copy): every other seat's answer
    :data:`HIDDEN`, its own kept."""
    return replace(window, answers=tuple(
        a if s == seat or a is None else HIDDEN for s, a in enumerate(window.answers)))


def hide(state: Any, seat: int, window: Window | None) -> Window | None:
    """A state field's ``hide`` (``core/fields.py``): the window :func:`known_to` the seat."""
    return None if window is None else known_to(window, seat)


def known_log(log: Sequence[int], movers: Sequence[int], seat: int,
              is_answer: Callable[[int], bool], hidden_id: int) -> list[int]:
    """A knowledge copy's action log: every answer another seat gave in a window (an id
    ``is_answer`` says is one) replaced by the game's ``hidden_id`` (an action that is
    never legal, "declared"), so the log no more tells an answer than the events do.
    ``movers``: who made each action of ``log``.  The search keys such a move the same
    way (``State.public_id``), so a reused tree walks along this log."""
    if len(movers) != len(log):
        raise ValueError("the movers must name who made each action of the log")
    return [hidden_id if mover != seat and is_answer(action) else action
            for action, mover in zip(log, movers, strict=True)]


def redecide(window: Window, seat: int, world: Any,
             decide: Callable[[int, Any], str],
             legal: Callable[[int, Any], Sequence[str]]) -> Window:
    """The window of a sampled world: ``seat``'s own answer kept, every other seat's
    answer asked again of the game's ``decide(seat, world)`` -- from the world's sampled
    hand -- in the order they were given, each checked against ``legal(seat, world)``
    (an answer that doesn't fit the sampled hand raises ``IllegalAction``).  No world
    keeps a real hidden answer, even from a window that was not hidden first."""
    fresh = replace(window, answers=(None,) * window.players)
    for asked in window.asked:
        answer = window.answers[asked]
        if answer is None:
            break
        if asked != seat:
            answer = decide(asked, world)
        elif answer == HIDDEN:
            raise ValueError("the seat's own answer can't be hidden from it")
        fresh = declare(fresh, asked, answer, legal(asked, world))
    return fresh


# --- events --------------------------------------------------------------------------------------

def opened_event(window: Window) -> Event:
    """``claim_opened``: the card, how it came, its owner and the seats asked, in order."""
    return Event(OPENED, card=window.card, source=window.source, owner=window.owner,
                 asked=list(window.asked))


def declared_event(window: Window, seat: int) -> Event:
    """``claim_declared``: ``seat`` answered (with what: only the seat itself sees it,
    :func:`redact`)."""
    return Event(DECLARED, card=window.card, seat=seat, answer=window.answers[seat])


def closed_event(window: Window, result: ClaimResult) -> Event:
    """``claim_closed``: every answer shown, who took the card with which claim (None:
    nobody), the seats skipped."""
    return Event(CLOSED, card=window.card, source=window.source, owner=window.owner,
                 answers=list(window.answers), seat=result["seat"], claim=result["claim"],
                 skipped=list(result["skipped"]))


def redact(event: Event, seat: int) -> Event:
    """A window event as ``seat`` may see it (a game's ``_redact`` passes its events
    through): another seat's ``claim_declared`` without its answer."""
    if event["type"] == DECLARED and event["seat"] != seat:
        return with_fields(event, answer=None)
    return event


# --- a state field -------------------------------------------------------------------------------

class WindowKind(Kind):
    """A state field holding a :class:`Window` or None (``core/fields.py``), saved as its
    :meth:`Window.to_data`; ``codes``: the pack's codes (a callable of the state, when
    the pack depends on the options).  Declare it with ``hide=claims.hide``."""

    def __init__(self, codes: Sequence[str] | Callable[[Any], Sequence[str]]):
        self.codes = codes

    def _codes(self, state: Any) -> Sequence[str]:
        return self.codes(state) if callable(self.codes) else self.codes

    def dump(self, value: Window | None, state: Any) -> Any:
        return None if value is None else value.to_data()

    def load(self, data: Any, state: Any, what: str) -> Window | None:
        if data is None:
            return None
        try:
            window = Window.from_data(data, self._codes(state))
        except ValueError as error:
            raise ValueError(f"{what}: {error}") from None
        self.check(window, state, what)
        return window

    def check(self, value: Any, state: Any, what: str) -> None:
        if value is None:
            return
        if not isinstance(value, Window):
            raise ValueError(f"{what} must be a claim window or null")
        if value.players != state.game.players:
            raise ValueError(f"{what} must be a window of {state.game.players} players")
        try:
            Window.from_data(value.to_data(), self._codes(state))
        except ValueError as error:
            raise ValueError(f"{what}: {error}") from None
