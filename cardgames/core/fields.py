"""An engine's state declared once: each attribute a :class:`Field` saying how it copies,
saves, restores (checked) and hides (``docs/architecture.md``, "What the engines share").

A state class lists ``FIELDS = (...)``; ``MatchState`` derives from it ``__slots__`` (via
:func:`slots`), the hot-path ``_copy`` (generated source, one per class), ``_snapshot``,
``_restore`` (every saved value checked by its kind before the state is used: only
``ValueError`` with a sentence naming the snapshot key), the field part of
``_knowledge`` (``hide``) and the per-field type/range part of ``check_invariants``.  The
engine keeps what ties fields together.  A slot not declared as a field is refused when the
class is made, so a new field can't be forgotten in one of five places.

A kind is a codec with ``dump(value, state)`` (to JSON data, the same keys and formats as
before fields were declared), ``load(data, state, what)`` (from JSON data, checked) and
``check(value, state, what)`` (the live value, checked).  Ranges may be callables of the
state (``lambda s: s.game.players - 1``), evaluated when restoring in declaration order,
so a range may depend on a field declared before it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from .actions import Action, IllegalAction
from .game import KNOWN_HANDS, copied_origin, detached
from .masks import bits

Range = int | Callable[[Any], int]


def _bound(value: Range, state: Any) -> int:
    return value(state) if callable(value) else value


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


class Kind(ABC):
    """A field's type: JSON data in, JSON data out, the live value checked."""

    def dump(self, value: Any, state: Any) -> Any:
        return value

    def load(self, data: Any, state: Any, what: str) -> Any:
        self.check(data, state, what)
        return data

    @abstractmethod
    def check(self, value: Any, state: Any, what: str) -> None:
        """Raise ``ValueError`` naming ``what`` when ``value`` is not of this kind."""


class Int(Kind):
    """A whole number from ``low`` to ``high`` (bounds may be callables of the state)."""

    def __init__(self, low: Range, high: Range):
        self.low, self.high = low, high

    def check(self, value, state, what):
        low, high = _bound(self.low, state), _bound(self.high, state)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"{what} must be a whole number from {low} to {high}, "
                             f"not {_shown(value)}")


class Bool(Kind):
    def check(self, value, state, what):
        if not isinstance(value, bool):
            raise ValueError(f"{what} must be true or false, not {_shown(value)}")


class Text(Kind):
    """A short text, one of ``choices`` if given."""

    def __init__(self, choices: Sequence[str] | None = None, longest: int = 200):
        self.choices, self.longest = choices, longest

    def check(self, value, state, what):
        if not isinstance(value, str) or len(value) > self.longest or (
                self.choices is not None and value not in self.choices):
            allowed = f"one of {', '.join(self.choices)}" if self.choices else "a text"
            raise ValueError(f"{what} must be {allowed}, not {_shown(value)}")


class Code(Kind):
    """A card or tile kept as its code (Tien Gow's tiles); ``none``: null is a hidden one
    (a knowledge copy's)."""

    def __init__(self, codes: Sequence[str], none: bool = False):
        self.codes = frozenset(codes)
        self.none = none

    def check(self, value, state, what):
        if not (value is None and self.none) and (
                not isinstance(value, str) or value not in self.codes):
            raise ValueError(f"{what} must be a {'hidden or known ' if self.none else ''}piece "
                             f"of the set, not {_shown(value)}")


class Row(Kind):
    """A fixed-length list whose items have each their own kind (a play: its trick
    number, seat, tiles and how), restored as a list (``as_tuple``: a tuple)."""

    def __init__(self, *kinds: Kind, as_tuple: bool = False):
        self.kinds, self.as_tuple = kinds, as_tuple

    def dump(self, value, state):
        return [kind.dump(item, state) for kind, item in zip(self.kinds, value, strict=True)]

    def load(self, data, state, what):
        if not isinstance(data, list) or len(data) != len(self.kinds):
            raise ValueError(f"{what} must be a list of {len(self.kinds)} items, not {_shown(data)}")
        items = [kind.load(item, state, what) for kind, item in zip(self.kinds, data, strict=True)]
        return tuple(items) if self.as_tuple else items

    def check(self, value, state, what):
        if not isinstance(value, tuple if self.as_tuple else list) or len(value) != len(self.kinds):
            raise ValueError(f"{what} must be a list of {len(self.kinds)} items")
        for kind, item in zip(self.kinds, value, strict=True):
            kind.check(item, state, what)


class Maybe(Kind):
    """``kind`` or null."""

    def __init__(self, kind: Kind):
        self.kind = kind

    def dump(self, value, state):
        return None if value is None else self.kind.dump(value, state)

    def load(self, data, state, what):
        return None if data is None else self.kind.load(data, state, what)

    def check(self, value, state, what):
        if value is not None:
            self.kind.check(value, state, what)


class Phase(Kind):
    """An index into ``names``, saved by its name; ``none``: -1 is none (saved as null)."""

    def __init__(self, names: Sequence[str], none: bool = False):
        self.names = tuple(names)
        self.none = none

    def dump(self, value, state):
        return None if value < 0 else self.names[value]

    def load(self, data, state, what):
        if data is None and self.none:
            return -1
        if not isinstance(data, str) or data not in self.names:
            raise ValueError(f"{what} must be one of {', '.join(self.names)}"
                             f"{' or null' if self.none else ''}, not {_shown(data)}")
        return self.names.index(data)

    def check(self, value, state, what):
        Int(-1 if self.none else 0, len(self.names) - 1).check(value, state, what)


class Card(Kind):
    """A card index, saved by its code; ``none``: -1 is no card (saved as null)."""

    def __init__(self, codes: Sequence[str], none: bool = False):
        self.codes = tuple(codes)
        self.ids = {code: i for i, code in enumerate(self.codes)}
        self.none = none

    def dump(self, value, state):
        return None if value < 0 else self.codes[value]

    def load(self, data, state, what):
        if data is None and self.none:
            return -1
        card = self.ids.get(data) if isinstance(data, str) else None
        if card is None:
            raise ValueError(f"{what} must be a card of the pack{' or null' if self.none else ''}"
                             f", not {_shown(data)}")
        return card

    def check(self, value, state, what):
        Int(-1 if self.none else 0, len(self.codes) - 1).check(value, state, what)


class Mask(Kind):
    """A set of cards as a bit mask, saved as its cards' codes in order."""

    def __init__(self, codes: Sequence[str]):
        self.codes = tuple(codes)
        self.ids = {code: i for i, code in enumerate(self.codes)}
        self.full = (1 << len(self.codes)) - 1

    def dump(self, value, state):
        codes = self.codes
        return [codes[c] for c in bits(value)]

    def load(self, data, state, what):
        if not isinstance(data, list):
            raise ValueError(f"{what} must be a list of cards, not {_shown(data)}")
        mask = 0
        for code in data:
            card = self.ids.get(code) if isinstance(code, str) else None
            if card is None:
                raise ValueError(f"{what} holds {_shown(code)}, not a card of the pack")
            if (mask >> card) & 1:
                raise ValueError(f"{what} holds {code} twice")
            mask |= 1 << card
        return mask

    def check(self, value, state, what):
        Int(0, self.full).check(value, state, what)


class CardList(Kind):
    """Card indices in order (a trick, a stock), saved as codes; ``reverse``: saved in the
    opposite order (a draw pile that keeps its top at the end)."""

    def __init__(self, codes: Sequence[str], reverse: bool = False, longest: Range = 1000):
        self.card = Card(codes)
        self.reverse, self.longest = reverse, longest

    def dump(self, value, state):
        codes = self.card.codes
        return [codes[c] for c in (reversed(value) if self.reverse else value)]

    def load(self, data, state, what):
        longest = _bound(self.longest, state)
        if not isinstance(data, list) or len(data) > longest:
            raise ValueError(f"{what} must be a list of at most {longest} cards, not {_shown(data)}")
        cards = [self.card.load(code, state, what) for code in data]
        return cards[::-1] if self.reverse else cards

    def check(self, value, state, what):
        longest = _bound(self.longest, state)
        if not isinstance(value, list) or len(value) > longest:
            raise ValueError(f"{what} must be a list of at most {longest} cards")
        for card in value:
            self.card.check(card, state, what)


class ListOf(Kind):
    """A list of ``kind`` with a length from ``shortest`` to ``longest`` (or exactly
    ``length``), restored as a list (``as_tuple``: a tuple); ``distinct``: no repeats."""

    def __init__(self, kind: Kind, length: Range | None = None, shortest: Range = 0,
                 longest: Range = 10_000, as_tuple: bool = False, distinct: bool = False):
        self.kind, self.length = kind, length
        self.shortest, self.longest = shortest, longest
        self.as_tuple, self.distinct = as_tuple, distinct

    def _sized(self, value, state, what, kinds) -> None:
        if not isinstance(value, kinds):
            raise ValueError(f"{what} must be a list, not {_shown(value)}")
        if self.length is not None:
            length = _bound(self.length, state)
            if len(value) != length:
                raise ValueError(f"{what} must hold {length} items (one per seat), "
                                 f"not {len(value)}")
        else:
            low, high = _bound(self.shortest, state), _bound(self.longest, state)
            if not low <= len(value) <= high:
                raise ValueError(f"{what} must hold from {low} to {high} items, not {len(value)}")
        if self.distinct and len(set(value)) != len(value):
            raise ValueError(f"{what} must not repeat an item")

    def dump(self, value, state):
        dump = self.kind.dump
        return [dump(item, state) for item in value]

    def load(self, data, state, what):
        self._sized(data, state, what, list)
        load = self.kind.load
        items = [load(item, state, f"{what} (item {i + 1})") for i, item in enumerate(data)]
        if self.distinct and len(set(map(repr, items))) != len(items):
            raise ValueError(f"{what} must not repeat an item")
        return tuple(items) if self.as_tuple else items

    def check(self, value, state, what):
        self._sized(value, state, what, tuple if self.as_tuple else list)
        for i, item in enumerate(value):
            self.kind.check(item, state, f"{what} (item {i + 1})")


def seats_count(state: Any) -> int:
    return state.game.players


def last_seat(state: Any) -> int:
    return state.game.players - 1


#: a seat, a seat or -1 (none), and a list with one value per seat
SEAT = Int(0, last_seat)
SEAT_OR_NONE = Int(-1, last_seat)


def per_seat(kind: Kind, as_tuple: bool = False) -> ListOf:
    return ListOf(kind, length=seats_count, as_tuple=as_tuple)


def seats(length: Range | None = None, as_tuple: bool = True) -> ListOf:
    """Distinct seats (an order of play, the winners)."""
    if length is None:
        return ListOf(SEAT, shortest=1, longest=seats_count, as_tuple=as_tuple, distinct=True)
    return ListOf(SEAT, length=length, as_tuple=as_tuple, distinct=True)


class Data(Kind):
    """Plain JSON data (the score sheet, a record) checked by ``validate(value, state,
    what)``; restored and copied as a detached copy."""

    def __init__(self, validate: Callable[[Any, Any, str], None] | None = None):
        self.validate = validate

    def load(self, data, state, what):
        self.check(data, state, what)
        return detached(data)

    def check(self, value, state, what):
        if self.validate is not None:
            self.validate(value, state, what)


class Custom(Kind):
    """A kind of the engine's own: ``dump(value, state)``, ``load(data, state, what)``
    (which may set fields saved with it) and ``check(value, state, what)``."""

    def __init__(self, dump: Callable, load: Callable, check: Callable | None = None):
        self._dump, self._load, self._check = dump, load, check

    def dump(self, value, state):
        return self._dump(value, state)

    def load(self, data, state, what):
        return self._load(data, state, what)

    def check(self, value, state, what):
        if self._check is not None:
            self._check(value, state, what)


class LastTrick(Kind):
    """The last trick shown on the table: (its seats, its cards, the winner), saved as
    ``[[seats], [codes], winner]`` (null before the first trick)."""

    def __init__(self, codes: Sequence[str]):
        self.cards = CardList(codes, longest=seats_count)
        self.seats = ListOf(SEAT, longest=seats_count, as_tuple=True, distinct=True)

    def dump(self, value, state):
        who, cards, winner = value
        return [list(who), self.cards.dump(cards, state), winner]

    def load(self, data, state, what):
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError(f"{what} must be its seats, its cards and its winner, "
                             f"not {_shown(data)}")
        who = self.seats.load(data[0], state, f"{what}'s seats")
        cards = self.cards.load(data[1], state, f"{what}'s cards")
        if len(cards) != len(who):
            raise ValueError(f"{what} must hold one card per seat")
        return who, tuple(cards), SEAT.load(data[2], state, f"{what}'s winner")

    def check(self, value, state, what):
        if not isinstance(value, tuple) or len(value) != 3:
            raise ValueError(f"{what} must be its seats, its cards and its winner")
        self.seats.check(value[0], state, f"{what}'s seats")
        self.cards.check(list(value[1]), state, f"{what}'s cards")
        SEAT.check(value[2], state, f"{what}'s winner")


class Rng(Kind):
    """The match's RNG, saved as its state (a loaded match deals on the same)."""

    def dump(self, value, state):
        version, internal, gauss = value.getstate()
        return [version, list(internal), gauss]

    def load(self, data, state, what):
        try:
            version, internal, gauss = data
            rng = random.Random()
            rng.setstate((version, tuple(internal), gauss))
        except (TypeError, ValueError, OverflowError):
            raise ValueError(f"{what} is not the state of a random generator") from None
        return rng

    def check(self, value, state, what):
        if not isinstance(value, random.Random):
            raise ValueError(f"{what} must be a random generator")


class Log(Kind):
    """The action log: ids inside, their text in a save."""

    def dump(self, value, state):
        table = state.game._actions
        return [str(table[i]) for i in value]

    def load(self, data, state, what):
        if not isinstance(data, list) or len(data) > 1_000_000:
            raise ValueError(f"{what} must be a list of actions, not {_shown(data)}")
        id_of = state.game.id_of
        log = []
        for number, text in enumerate(data, start=1):
            try:
                action_id = id_of(Action.parse(text)) if isinstance(text, str) else None
            except IllegalAction:
                action_id = None
            if action_id is None:
                raise ValueError(f"{what} action {number} ({_shown(text)}) is not an action "
                                 "of this game")
            log.append(action_id)
        return log

    def check(self, value, state, what):
        known = state.game._actions
        if not isinstance(value, list) or any(
                isinstance(a, bool) or not isinstance(a, int) or a not in known for a in value):
            raise ValueError(f"{what} holds an action this game does not have")


class Stacked(Kind):
    """The stacked decks still to deal: lists of the pack's codes (``codes``), each card no
    more often than the pack has it."""

    def __init__(self, codes: Sequence[str] | Callable[[Any], Sequence[str]]):
        self.codes = codes
        self._counts = None if callable(codes) else self._count(codes)

    @staticmethod
    def _count(codes: Sequence[str]) -> dict[str, int]:
        counts: dict[str, int] = {}
        for code in codes:
            counts[code] = counts.get(code, 0) + 1
        return counts

    def _deck(self, deck, what) -> None:
        if not isinstance(deck, list):
            raise ValueError(f"{what} must be lists of cards, not {_shown(deck)}")
        seen: dict[Any, int] = {}
        for code in deck:
            if not isinstance(code, str) or code not in self.counts:
                raise ValueError(f"{what} hold {_shown(code)}, not a card of the pack")
            seen[code] = seen.get(code, 0) + 1
            if seen[code] > self.counts[code]:
                raise ValueError(f"{what} hold {code} more often than the pack has it")

    def load(self, data, state, what):
        self.check(data, state, what)
        return [list(d) for d in data]

    def check(self, value, state, what):
        if not isinstance(value, list) or len(value) > 10_000:
            raise ValueError(f"{what} must be a list of decks, not {_shown(value)}")
        self.counts = self._counts or self._count(self.codes(state))
        for deck in value:
            self._deck(deck, what)


class Origin(Kind):
    """How the match began: ``{"seed", "decks", "dealer"}``, or ``{}`` (a knowledge copy)."""

    def __init__(self, codes: Sequence[str] | Callable[[Any], Sequence[str]]):
        self.decks = Stacked(codes)

    def load(self, data, state, what):
        self.check(data, state, what)
        return copied_origin(data)

    def check(self, value, state, what):
        if not isinstance(value, dict):
            raise ValueError(f"{what} must be a record of how the match began, not {_shown(value)}")
        if not value:
            return
        if set(value) != {"seed", "decks", "dealer"}:
            raise ValueError(f"{what} must name the seed, the decks and the dealer")
        Maybe(Int(-(2**64), 2**64)).check(value["seed"], state, f"{what}'s seed")
        self.decks.check(value["decks"], state, f"{what}'s decks")
        Maybe(SEAT).check(value["dealer"], state, f"{what}'s dealer")


# --- hiding ------------------------------------------------------------------------------------

def emptied(empty: Any) -> Callable[[Any, int, Any], Any]:
    """Hide: a fresh ``empty`` value (the stock, the stacked decks)."""
    kind = type(empty)
    return lambda state, seat, value: kind(empty) if kind in (list, dict) else empty


def own_only(empty: Any) -> Callable[[Any, int, Any], Any]:
    """Hide: a per-seat list keeping only the seat's own entry (the others ``empty``)."""
    return lambda state, seat, value: [v if s == seat else empty for s, v in enumerate(value)]


def last_hands(state: Any, seat: int, value: Any) -> Any:
    """Hide: the last ``KNOWN_HANDS`` lines of the score sheet (the totals are in the scores)."""
    return detached(value[-KNOWN_HANDS:])


# --- the declaration ---------------------------------------------------------------------------

#: how a field copies: a template of the copy expression ({v}: the value), or a callable
COPIES = {
    "share": "{v}",
    "list": "list({v})",
    "list?": "None if {v} is None else list({v})",
    "nested": "[list(x) for x in {v}]",
    "deep": "detached({v})",
}


class Field:
    """One attribute of a state.

    ``kind``: its codec (None: not saved -- set by the game, or ``derived``); ``key``: its
    snapshot key (default: its name); ``copy``: a ``COPIES`` name, a template, or a
    callable; ``hide``: ``(state, seat, value) -> the knowledge copy's value`` (None: kept
    as copied); ``derived``: ``state -> value`` worked out after restoring the saved fields
    (a cache of other fields, a flag reset); ``saved_with``: set by another field's load."""

    __slots__ = ("name", "kind", "key", "copy", "hide", "derived", "saved_with")

    def __init__(self, name: str, kind: Kind | None = None, *, key: str | None = None,
                 copy: str | Callable[[Any], Any] = "share",
                 hide: Callable[[Any, int, Any], Any] | None = None,
                 derived: Callable[[Any], Any] | None = None, saved_with: str | None = None):
        self.name, self.kind, self.key = name, kind, key or name
        self.copy, self.hide, self.derived, self.saved_with = copy, hide, derived, saved_with

    def but(self, **changes: Any) -> Field:
        """This field with some of its declaration changed (an engine's own log hiding)."""
        values = {slot: getattr(self, slot) for slot in self.__slots__ if slot != "name"}
        values.update(changes)
        return Field(self.name, **values)

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


#: the fields every match state has, set by the shared code (``Game._begin``/``_revive``,
#: ``clone``): ``HEAD`` first, ``TAIL`` last, as every snapshot has always been written
GAME = Field("game")
EVENTS = Field("events")
RECORD_EVENTS = Field("record_events")
RNG = Field("rng", Rng())
SEARCH_WORLD = Field("search_world", derived=lambda state: False)
HEAD = (GAME, EVENTS, RECORD_EVENTS, RNG)
LOG = Field("log", Log(), copy="list({v}) if events else []")


def origin_field(codes: Sequence[str] | Callable[[Any], Sequence[str]]) -> Field:
    """The match's origin; ``codes``: the pack's (with copies), or a callable of the state
    giving them when the pack depends on the options."""
    return Field("origin", Origin(codes), copy="copied_origin({v})",
                 hide=lambda state, seat, value: {})


def check_records(value: Any, state: Any, what: str) -> None:
    """A score sheet is a list of records (one dict per hand)."""
    if not isinstance(value, list) or not all(isinstance(h, dict) for h in value):
        raise ValueError(f"{what} must be a list of records")


#: the match's score sheet, a line per hand; a knowledge copy keeps the last lines
HISTORY = Field("history", Data(check_records), copy="deep", hide=last_hands)
#: who won the match (None while it runs), saved under ``winners``
WINNER_SEATS = Field("winner_seats", Maybe(seats(as_tuple=False)), key="winners", copy="list?")


def log_start_field(name: str) -> Field:
    """Where the current hand's actions start in the log; a knowledge copy keeps only the
    hand's actions, so there it starts at 0 (pair it with :func:`log_from`)."""
    return Field(name, Int(0, 10**7), hide=lambda state, seat, value: 0)


def log_from(name: str) -> Field:
    """The action log, a knowledge copy keeping only the actions from the attribute
    ``name`` on (the current hand's: earlier hands named tiles that were face down)."""
    return LOG.but(hide=lambda state, seat, value: list(value[getattr(state, name):]))


def match_tail(codes: Sequence[str] | Callable[[Any], Sequence[str]],
               log_start: str | None = None) -> tuple[Field, ...]:
    """The fields a scored match ends its declaration with, in snapshot order: the score
    sheet, the winners, (``log_start``: where the hand's actions start in the log),
    ``search_world``, the origin (``codes``: the pack, see :func:`origin_field`) and the
    action log (with ``log_start``, a knowledge copy keeps only the hand's actions)."""
    if log_start is None:
        return (HISTORY, WINNER_SEATS, SEARCH_WORLD, origin_field(codes), LOG)
    return (HISTORY, WINNER_SEATS, log_start_field(log_start), SEARCH_WORLD,
            origin_field(codes), log_from(log_start))


def stacked_field(codes: Sequence[str]) -> Field:
    return Field("stacked", Stacked(codes), copy="nested", hide=emptied([]))


def slots(fields: Sequence[Field]) -> tuple[str, ...]:
    """The ``__slots__`` of a state declaring ``fields``."""
    names = tuple(f.name for f in fields)
    if len(set(names)) != len(names):
        raise TypeError(f"a field is declared twice in {names}")
    return names


def make_copy(cls: type, fields: Sequence[Field]) -> Callable:
    """``cls._copy(rng, events)``: generated source assigning every field (the search's
    hot path: one statement a field, the common copies inlined)."""
    namespace: dict[str, Any] = {"copied_origin": copied_origin, "detached": detached}
    lines = ["def _copy(self, rng, events):", "    other = new(cls)"]
    namespace["new"], namespace["cls"] = object.__new__, cls
    for field in fields:
        value = f"self.{field.name}"
        if field.name == "rng":
            expression = "rng"
        elif field.name == "events":
            expression = "events"
        elif callable(field.copy):
            namespace[f"copy_{field.name}"] = field.copy
            expression = f"copy_{field.name}({value})"
        else:
            expression = COPIES.get(field.copy, field.copy).format(v=value)
        lines.append(f"    other.{field.name} = {expression}")
    lines.append("    return other")
    exec(compile("\n".join(lines), f"<{cls.__name__}._copy>", "exec"), namespace)  # noqa: S102
    copy = namespace["_copy"]
    copy.__doc__ = "A copy from the class's FIELDS (see ``cardgames.core.fields``)."
    copy.__qualname__ = f"{cls.__name__}._copy"
    return copy


def check_declared(cls: type, fields: Sequence[Field]) -> None:
    """Refuse a class with a slot that is not a declared field (or a field with no slot)."""
    names = set()
    for klass in cls.__mro__:
        declared = klass.__dict__.get("__slots__", ())
        names.update((declared,) if isinstance(declared, str) else declared)
    names.discard("__weakref__")
    declared = {f.name for f in fields}
    if names != declared:
        stray = sorted(names - declared)
        missing = sorted(declared - names)
        raise TypeError(f"{cls.__name__}: every slot must be a declared field "
                        f"(slots not in FIELDS: {stray}; fields with no slot: {missing})")


def snapshot(state: Any, saved: Sequence[Field]) -> dict[str, Any]:
    return {f.key: f.kind.dump(getattr(state, f.name), state) for f in saved}


def restore(state: Any, data: Any, saved: Sequence[Field], derived: Sequence[Field]) -> None:
    """Set every saved field from ``data``, each checked by its kind, then the derived
    ones; only ``ValueError`` naming the snapshot key escapes."""
    if not isinstance(data, dict):
        raise ValueError("the snapshot is not a record of fields")
    for field in saved:
        what = f"the snapshot's `{field.key}`"
        if field.key not in data:
            raise ValueError(f"the snapshot has no `{field.key}`")
        try:
            value = field.kind.load(data[field.key], state, what)
        except ValueError:
            raise
        except Exception as error:  # noqa: BLE001 - a kind's own code met a damaged value
            raise ValueError(f"{what} can't be read ({type(error).__name__})") from None
        setattr(state, field.name, value)
    for field in derived:
        try:
            setattr(state, field.name, field.derived(state))
        except ValueError:
            raise
        except Exception as error:  # noqa: BLE001 - worked out from damaged values
            raise ValueError(f"the snapshot's fields don't give `{field.name}` "
                             f"({type(error).__name__})") from None


def check(state: Any, saved: Sequence[Field]) -> None:
    """Every saved field's live value of its kind and in its range."""
    for field in saved:
        field.kind.check(getattr(state, field.name), state, f"`{field.key}`")


def hide(state: Any, known: Any, seat: int, hidden: Sequence[Field]) -> None:
    """The field part of a knowledge copy: each hidden field as ``seat`` may know it."""
    for field in hidden:
        setattr(known, field.name, field.hide(state, seat, getattr(state, field.name)))
