"""The shapes of the views a game hands its table, one per table family.

``state.view(seat)`` is what one seat may see, as plain data (JSON-friendly).  The UI's
layouts are written per *family* (:data:`cardgames.core.info.FAMILIES`), so every game of
a family fills the same fields with the same meaning -- a new trick game fills
:class:`TrickView` instead of inventing names, and plays on the generic trick table.
What only one game has goes in ``extra`` (a mapping of the game's own fields, e.g. a
face-up card that names trumps), read only by that game's own UI module.  The trick family's shape
is :class:`TrickView`, press-your-luck's :class:`PressYourLuckView`, fishing's
:class:`FishingView`, draw-and-discard's :class:`DrawDiscardView` and its claim-window
games' :class:`ClaimsView`, each extending :class:`TableView` (:data:`FAMILY_VIEWS`).

No silent empties: :func:`shape_problems` is strict (every declared field there, nothing
undeclared outside ``extra``, every value of its type), and a layout reads the view
through a :class:`StrictView` in the tests, so a misspelt field fails there rather than
showing as empty on screen.

The test ``tests/core/test_views.py`` checks each game's view against its family's shape
(:func:`shape_problems`).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Any, TypedDict, get_type_hints


class PlayedCard(TypedDict):
    """One card of the trick in progress, and who played it."""

    seat: int
    card: str


class TableView(TypedDict):
    """The fields every family's view has (a family's shape adds its own)."""

    #: the game's id (its registry name)
    game: str
    #: seats at the table, and the viewer's
    players: int
    seat: int
    #: the engine's phase name: "bidding", "playing", "over", or a game's own ("swap")
    phase: str
    #: the hand being played, counting from 1; hands in the match (None: to a target score)
    hand_number: int
    hands_scheduled: int | None
    dealer: int
    #: the viewer's own cards, and how many every seat holds
    hand: list[str]
    hand_counts: list[int]
    current_player: int | None
    #: the viewer's legal actions as text (empty when it is not the viewer's turn)
    legal_actions: list[str]
    scores: list[int]
    #: one record per finished hand (the game's own fields: the hand summary reads them)
    history: list[dict[str, Any]]
    is_over: bool
    winners: list[int] | None
    #: the game's own fields, read by its own UI module only
    extra: dict[str, Any]


class TrickView(TableView):
    """What a seat sees of a trick game (cards or tiles played to tricks, with or without bids)."""

    #: cards dealt to each player this hand
    hand_size: int
    #: seats taking part in this hand (all, unless the game lets some sit out)
    active: list[int]
    #: the trump suit, or None while there is none yet (in some games the first lead fixes it)
    trump: str | None
    #: the card that shows trump to everyone (turned up, or the dealer's), or None
    trump_card: str | None
    #: cards of each seat's hand that everybody has seen
    known_cards: list[list[str]]
    #: each seat's bid or contract (None: not bid yet, or no bid in this game)
    bids: list[int | None]
    #: tricks each seat has won this hand
    tricks: list[int]
    #: the trick in progress, in play order, and who led it (None between tricks)
    trick: list[PlayedCard]
    led_seat: int | None
    #: the seat whose card wins the trick in progress so far, as the game's rules say
    #: (None between tricks); optional (:data:`OPTIONAL_KEYS`): without it the table marks
    #: only a finished trick's winner
    trick_winner: int | None


class RowCard(TypedDict):
    """One card of the row drawn this turn (press-your-luck), in the order drawn."""

    card: str
    #: its draw number this turn, counting from 1 (a card that left the row keeps a gap)
    number: int
    #: the draw number of the row card it is attached to (a card that protects
    #: another and the card it protects each name the other), None when it hangs on nothing
    attached_to: int | None


class DrawOdds(TypedDict):
    """What the next draw may do, from the cards it comes from: the learners' read-out."""

    #: how many cards the next draw comes from
    cards: int
    #: chance the next card ends the turn and costs the row (all or part of it)
    lose: float
    #: chance the next card wins the match at once
    win: float
    #: the game's own named chances, in its words (e.g. ``bust``, ``exact``)
    chances: dict[str, float]


class LastTurn(TypedDict):
    """How the last finished turn ended, for the prompt ("Ane stopped with 9")."""

    seat: int
    #: the game's word for it (e.g. ``stopped``, ``bust``, ``won``)
    how: str
    #: the seat's banked total after it
    total: int


class PressYourLuckView(TableView):
    """What a seat sees of a press-your-luck game: on a turn a player draws
    cards one by one onto a shared row and decides after each whether to carry on or stop
    and bank the row into their own area; some cards cost the row.

    There are no hands: ``hand`` is empty and ``hand_counts`` zeros; ``dealer`` is the
    seat that took the first turn; a match is one game (``hand_number`` 1 of 1).
    """

    #: the banked total that wins (e.g. exactly 15), None if the game has none
    target: int | None
    #: turns begun in the match, counting from 1
    turn_number: int
    #: cards left in the draw pile, and how many of each code when everybody can count
    #: them (None when the pile's make-up is hidden)
    draw_count: int
    draw_pile: dict[str, int] | None
    #: the discard pile, oldest first (public)
    discard: list[str]
    #: the shared row in the middle: the cards drawn this turn that are still on it
    mountain: list[RowCard]
    #: what stopping now would bank (e.g. the value of the row's cards)
    mountain_value: int
    #: cards drawn this turn
    drawn: int
    #: each seat's banked cards, and its banked total
    areas: list[list[str]]
    banked: list[int]
    #: the player to act's odds for the next draw (None when the match is over)
    odds: DrawOdds | None
    #: how the last finished turn ended (None before the first)
    last_turn: LastTurn | None


class FishingView(TableView):
    """What a seat sees of a fishing game: tiles played from the hand (or turned from a
    pile) capture face-up tiles in the middle by matching them (Tiu U, Tsung Shap).

    ``hand`` is the viewer's hidden hand (empty in a game played from face-down piles).
    """

    #: the face-up pool in the middle, unordered (Tiu U's "table"); empty in a game on a line
    table: list[str]
    #: the face-up line in the middle, left to right, captured only at its ends (Tsung
    #: Shap's "row"); empty in a pool game
    row: list[str]
    #: each seat's captures ("catch"), face up, each capture kept as its own group
    catches: list[list[list[str]]]
    #: face-up piles set apart from play (Tiu U's locked piles of three alike), each a group
    piles: list[list[str]]
    #: each seat's own face-down pile, by count (Tsung Shap's private piles; zeros when
    #: the stock is shared)
    pile_counts: list[int]
    #: face-down tiles left in the shared stock (the woodpile; 0 when there is none)
    stock: int
    #: the tile just turned face up from the stock or from the player's own pile, waiting
    #: to be used (Tiu U's drawn tile, Tsung Shap's revealed tile); None when there is none
    drawn: str | None
    #: what each seat's catch is worth so far, as the game scores it (the running value
    #: every player can see: Tiu U's big and small fish, Tsung Shap's pairs and tens)
    catch_points: list[int]


class ClaimWindow(TypedDict):
    """An open claim window: a card drawn or discarded that other seats may claim, every
    seat declaring without seeing the others' choices (``core/claims.py: view_of``)."""

    #: the card on offer, and how it came ("draw" or "discard") and from whom
    card: str
    source: str
    owner: int
    #: the seats asked, in the order they answer (the owner first in a draw window; never
    #: the owner of a discard)
    asked: list[int]
    #: whether each seat has declared yet (never what it declared: that stays hidden)
    declared: list[bool]
    #: the viewer's own answer (an action text), None until it answers or if not asked
    own_answer: str | None


class ClaimResult(TypedDict):
    """How the last claim window closed: who took the card with which claim word (None:
    nobody, the card is dead), and the seats the turn jumped over, in turn order
    (``core/claims.py: resolve``)."""

    card: str
    seat: int | None
    claim: str | None
    skipped: list[int]


class DrawDiscardView(TableView):
    """What a seat sees of a draw-and-discard game: draw from the stock or take the live
    discard, lay groups face up, discard one; a complete hand wins (K'ap T'ai Shap,
    Jjak-ma-tcho-ki, and the claims family's games).

    ``hand`` is the viewer's concealed hand; ``hand_counts`` every seat's concealed count.
    """

    #: face-down cards left in the stock
    stock: int
    #: every discard face up in the order played, oldest first ("table", "discard pile",
    #: each player's "discard row"), and the seat that discarded each
    discards: list[str]
    discarders: list[int]
    #: the one discard that may still be taken (the latest), None when none may
    live_discard: str | None
    #: each seat's groups laid face up: laid pairs, exposed dui, exposed combinations
    #: (the specs' words; one field for all), each group a list of codes
    exposed: list[list[list[str]]]
    #: the card just drawn, face up in front of its drawer and not yet in a hand (Si Se
    #: Pai's draw spot), None when there is none
    drawn: str | None


class ClaimsView(DrawDiscardView):
    """A draw-and-discard game whose drawn or discarded cards go through a claim window
    (Quan Dui, Si Se Pai): the viewer's own possible claims are its ``legal_actions``."""

    #: the open window, None between windows
    window: ClaimWindow | None
    #: how the last window closed, None before the first
    last_claim: ClaimResult | None


#: fields a game's view may leave out (newer additions every game need not have yet)
OPTIONAL_KEYS: frozenset[str] = frozenset({"trick_winner"})

#: the shape of each table family's view (``claims``: the draw-and-discard games with a
#: claim window, laid out by the same family with its window on top)
FAMILY_VIEWS: dict[str, type] = {"trick": TrickView, "press_your_luck": PressYourLuckView,
                                 "fishing": FishingView, "draw_discard": DrawDiscardView,
                                 "claims": ClaimsView}


def shape_problems(view: Mapping[str, Any], shape: type) -> list[str]:
    """What is wrong with ``view`` for ``shape``: missing keys (but
    :data:`OPTIONAL_KEYS`), keys the shape does not declare (a game's own go in
    ``extra``), and values of the wrong type -- checked all the way down: the items of a
    list, the values of a ``dict[str, X]``, the fields of a nested shape (``X | None``
    allows None; a bool is not an int)."""
    hints = get_type_hints(shape)
    problems = [f"missing key {key!r}" for key in hints
                if key not in view and key not in OPTIONAL_KEYS]
    problems += [f"unknown key {key!r} (put a game's own field in 'extra')"
                 for key in view if key not in hints]
    for key, hint in hints.items():
        if key in view:
            problems += _value_problems(repr(key), view[key], hint)
    return problems


def _value_problems(where: str, value: Any, hint: Any) -> list[str]:
    """Why ``value`` (at ``where``) is not a ``hint``, or [] if it is."""
    if hint is Any:
        return []
    options = typing.get_args(hint) if isinstance(hint, types.UnionType) \
        or typing.get_origin(hint) is typing.Union else (hint,)
    if value is None and type(None) in options:
        return []
    best: list[str] | None = None
    for option in (o for o in options if o is not type(None)):
        found = _option_problems(where, value, option)
        if not found:
            return []
        if best is None or len(found) < len(best):
            best = found
    if best and len(options) == 1:
        return best
    if best and best[0].startswith(where + "["):  # the right container, a wrong item
        return best
    return [f"{where} is {value!r}, not {_hint_name(hint)}"]


def _option_problems(where: str, value: Any, option: Any) -> list[str]:
    origin = typing.get_origin(option) or option
    if _is_typeddict(option):
        if not isinstance(value, dict):
            return [f"{where} is {value!r}, not {option.__name__}"]
        return [f"{where}: {p}" for p in shape_problems(value, option)]
    if not isinstance(origin, type) or not isinstance(value, origin) \
            or (origin is int and isinstance(value, bool)):
        return [f"{where} is {value!r}, not {_hint_name(option)}"]
    args = typing.get_args(option)
    if origin is list and args:
        return [p for i, item in enumerate(value)
                for p in _value_problems(f"{where}[{i}]", item, args[0])]
    if origin is dict and len(args) == 2:
        return [p for k, item in value.items()
                for p in _value_problems(f"{where}[{k!r}]", item, args[1])]
    return []


def _hint_name(hint: Any) -> str:
    return getattr(hint, "__name__", None) if _is_typeddict(hint) else str(hint)


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__total__")


def declared_fields(shape: type) -> frozenset[str]:
    """Every field a family's view declares."""
    return frozenset(get_type_hints(shape))


class StrictView(Mapping[str, Any]):
    """A view that fails loudly: asking for a field the view does not have raises a
    ``KeyError`` naming the family and the field -- also through ``get``, which answers
    the default only for a declared field a game may leave out (:data:`OPTIONAL_KEYS`).
    A misspelt name can no longer read as empty on screen; the layouts get views like
    this in the tests (``CARDGAMES_STRICT_VIEWS=1``: :mod:`cardgames.ui.table.port`)."""

    __slots__ = ("_view", "family", "_fields")

    def __init__(self, view: Mapping[str, Any], family: str) -> None:
        self._view = view
        self.family = family
        shape = FAMILY_VIEWS.get(family)
        self._fields = declared_fields(shape) if shape is not None else frozenset(view)

    def __getitem__(self, key: str) -> Any:
        try:
            return self._view[key]
        except KeyError:
            why = "does not declare" if key not in self._fields else "has no"
            raise KeyError(f"the {self.family} view {why} field {key!r}") from None

    def get(self, key: str, default: Any = None) -> Any:
        if key in self._view:
            return self._view[key]
        if key in self._fields and key in OPTIONAL_KEYS:
            return default
        return self[key]  # raises, naming the field

    def __iter__(self):
        return iter(self._view)

    def __len__(self) -> int:
        return len(self._view)

    def __repr__(self) -> str:
        return f"StrictView({self.family}, {dict(self._view)!r})"


def strict_view(view: Mapping[str, Any], family: str) -> StrictView:
    """``view`` as a :class:`StrictView` of ``family`` (a strict view stays as it is)."""
    if isinstance(view, StrictView):
        return view
    return StrictView(view, family)
