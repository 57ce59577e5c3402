"""The shapes of the views a game hands its table, one per table family.

``state.view(seat)`` is what one seat may see, as plain data (JSON-friendly).  The UI's
layouts are written per *family* (:data:`cardgames.core.info.FAMILIES`), so every game of
a family fills the same fields with the same meaning -- a new trick game fills
:class:`TrickView` instead of inventing names, and plays on the generic trick table.
What only one game has goes in ``extra`` (a mapping of the game's own fields, e.g. a
face-up card that names trumps), read only by that game's own UI module.  The trick family's shape
is :class:`TrickView`, press-your-luck's :class:`PressYourLuckView`; the other families
(fishing, draw-and-discard) will add theirs here, each extending :class:`TableView`, with
their layouts.

The test ``tests/core/test_views.py`` checks each game's view against its family's shape
(:func:`shape_problems`).
"""

from __future__ import annotations

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


#: fields a game's view may leave out (newer additions every game need not have yet)
OPTIONAL_KEYS: frozenset[str] = frozenset({"trick_winner"})

#: the shape of each table family's view
FAMILY_VIEWS: dict[str, type] = {"trick": TrickView, "press_your_luck": PressYourLuckView}


def shape_problems(view: dict[str, Any], shape: type) -> list[str]:
    """What is wrong with ``view`` for ``shape``: missing or unknown keys, and values of
    the wrong plain type (lists, dicts, ints, strings; ``X | None`` allows None)."""
    import types
    import typing

    hints = get_type_hints(shape)
    problems = [f"missing key {key!r}" for key in hints
                if key not in view and key not in OPTIONAL_KEYS]
    problems += [f"unknown key {key!r} (put a game's own field in 'extra')"
                 for key in view if key not in hints]
    for key, hint in hints.items():
        if key not in view:
            continue
        value = view[key]
        options = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
        if value is None and type(None) in options:
            continue
        plain = [typing.get_origin(o) or o for o in options if o is not type(None)]
        plain = [dict if p is dict or _is_typeddict(p) else p for p in plain]
        if not any(isinstance(value, p) and not (p is int and isinstance(value, bool))
                   for p in plain if isinstance(p, type)):
            problems.append(f"{key!r} is {value!r}, not {hint}")
    return problems


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__total__")
