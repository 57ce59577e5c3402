"""Card codes and decks.

A card is an ``int`` inside the engines (fast to hash, mask and compare) and a short
text code everywhere a person or a file sees it (``12O``, ``AS``, ``6-6``).  A ``Deck``
ties the two together for one kind of pack; nothing here assumes a pack size.

>>> SPANISH_40.size
40
>>> SPANISH_40.code(SPANISH_40.index("12E"))
'12E'
>>> spanish_card_name("11B")
'the caballo of bastos'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from cardgames.core.i18n import _, pgettext


@dataclass(frozen=True)
class Deck:
    """A pack in canonical order (the order a stacked deck is topped up with).

    ``codes`` lists every physical card, so a pack may hold identical copies under one
    code (the domino-card games hold four ``6-6``): copies sit next to each other, and
    :meth:`count` says how many there are (``with_copies`` keeps them side by side).  Decks of distinct cards (``SPANISH_40``) are
    the special case with one copy each.

    >>> dominoes = Deck.with_copies("demo", [("6-6", 2), ("1-1", 1)])
    >>> dominoes.codes, dominoes.size, dominoes.count("6-6"), dominoes.distinct
    (('6-6', '6-6', '1-1'), 3, 2, ('6-6', '1-1'))
    >>> dominoes.conservation_problem(["1-1", "6-6", "6-6"]) is None
    True
    >>> dominoes.conservation_problem(["1-1", "6-6"])
    'missing 6-6'
    """

    id: str
    codes: tuple[str, ...]
    _index: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    _counts: Counter = field(default_factory=Counter, compare=False, repr=False)

    def __post_init__(self) -> None:
        for at, code in enumerate(self.codes):
            self._index.setdefault(code, at)
        self._counts.update(self.codes)

    @classmethod
    def with_copies(cls, deck_id: str, copies: Iterable[tuple[str, int]]) -> Deck:
        """A pack from ``(code, how many copies)`` pairs, in canonical order."""
        codes: list[str] = []
        for code, count in copies:
            if count < 1:
                raise ValueError(f"deck {deck_id}: {code} needs at least one copy, not {count}")
            codes.extend([code] * count)
        return cls(deck_id, tuple(codes))

    @property
    def size(self) -> int:
        """How many physical cards the pack has (copies counted)."""
        return len(self.codes)

    @property
    def distinct(self) -> tuple[str, ...]:
        """Each code once, in canonical order."""
        return tuple(self._index)

    @property
    def has_copies(self) -> bool:
        return len(self._index) != len(self.codes)

    def index(self, code: str) -> int:
        """The position of the code's first copy in canonical order; ``KeyError`` if it is
        not in this deck."""
        return self._index[code]

    def code(self, index: int) -> str:
        return self.codes[index]

    def count(self, code: str) -> int:
        """How many copies of ``code`` the pack holds (0 if none)."""
        return self._counts.get(code, 0)

    def multiset(self) -> Counter:
        """The pack as code -> copies, to compare with the cards of a state."""
        return Counter(self._counts)

    def conservation_problem(self, cards: Iterable[str]) -> str | None:
        """None when ``cards`` are exactly this pack (as a multiset); else what is wrong."""
        return multiset_problem(self._counts, Counter(cards))

    def __contains__(self, code: object) -> bool:
        return code in self._index

    def stack(self, codes: Iterable[str], what: str = "a card of this pack",
              holds: str = "the pack holds it") -> list[str]:
        """A stacked deck from the top: ``codes`` first, topped up with the rest of the pack
        in canonical order.  Refused with a sentence when a code is not of this pack
        ("'x' is not {what}") or comes more often than the pack has it ("... more often
        than {holds}"): the caller names its pack in its players' words.

        >>> Deck.with_copies("demo", [("6-6", 2), ("1-1", 1)]).stack(["1-1", "6-6"])
        ['1-1', '6-6', '6-6']
        """
        need = self.multiset()
        cards = []
        for code in codes:
            if not isinstance(code, str) or code not in self._index:
                raise ValueError(f"{code!r} is not {what}")
            if need[code] <= 0:
                raise ValueError(f"the stacked deck has {code} more often than {holds}")
            need[code] -= 1
            cards.append(code)
        for code in self.codes:
            if need[code] > 0:
                need[code] -= 1
                cards.append(code)
        return cards


def multiset_problem(expected: Counter, found: Counter) -> str | None:
    """None when the two multisets of codes agree; else the codes missing and extra.

    >>> multiset_problem(Counter("aab"), Counter("abc"))
    'missing a; extra c'
    """
    missing = expected - found
    extra = found - expected
    if not missing and not extra:
        return None
    parts = []
    if missing:
        parts.append("missing " + ", ".join(_times(c, n) for c, n in sorted(missing.items())))
    if extra:
        parts.append("extra " + ", ".join(_times(c, n) for c, n in sorted(extra.items())))
    return "; ".join(parts)


def _times(code: str, count: int) -> str:
    return code if count == 1 else f"{code} x{count}"


def flatten_cards(groups: Iterable[Sequence[str] | None]) -> list[str]:
    """Every code of several places (hands, piles, tricks) in one list; None counts as empty."""
    return [code for group in groups if group for code in group]


# --- Spanish deck ---------------------------------------------------------------------------

SPANISH_SUITS = ("O", "C", "E", "B")
SPANISH_RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SPANISH_SUIT_NAMES = {"O": "oros", "C": "copas", "E": "espadas", "B": "bastos"}
SPANISH_RANK_NAMES = {1: "ace", 10: "sota", 11: "caballo", 12: "rey"}


def spanish_codes(without_twos: bool = False) -> tuple[str, ...]:
    """Canonical order: oros, copas, espadas, bastos; within a suit 1..7, 10, 11, 12."""
    return tuple(
        f"{rank}{suit}"
        for suit in SPANISH_SUITS
        for rank in SPANISH_RANKS
        if not (without_twos and rank == 2)
    )


SPANISH_40 = Deck("spanish40", spanish_codes())
SPANISH_36 = Deck("spanish36", spanish_codes(without_twos=True))


def split_spanish(code: str) -> tuple[int, str]:
    """``'12O'`` -> ``(12, 'O')``; ``ValueError`` for anything that is not a Spanish card."""
    if len(code) < 2 or code[-1] not in SPANISH_SUITS or not code[:-1].isdigit():
        raise ValueError(f"{code!r} is not a Spanish card code (like 1O, 7C, 12E)")
    rank = int(code[:-1])
    if rank not in SPANISH_RANKS:
        raise ValueError(f"{code!r} is not a Spanish card code: there is no rank {rank}")
    return rank, code[-1]


def spanish_card_name(code: str) -> str:
    """How a player says the card in a sentence: 'the 7 of copas', 'the rey of oros'
    ('el rey de oros', 'urreen erregea' in the other languages)."""
    return _card_name(*split_spanish(code), _spanish_words())


def spanish_suit_name(suit: str) -> str:
    """A suit's name as players say it, in the current language: oros, urreak, oros."""
    return _spanish_words().suits.get(suit, suit)


def _spanish_words() -> DeckWords:
    """The Spanish pack's words in the current language (Spanish gives a rank its article
    in a card's name: el as, la sota; Basque says the suit there in the genitive: urreen
    erregea)."""
    return DeckWords(
        ranks={1: pgettext("rank", "ace"), 2: pgettext("rank", "2"), 3: pgettext("rank", "3"),
               4: pgettext("rank", "4"), 5: pgettext("rank", "5"), 6: pgettext("rank", "6"),
               7: pgettext("rank", "7"), 10: pgettext("rank", "sota"),
               11: pgettext("rank", "caballo"), 12: pgettext("rank", "rey")},
        suits={"O": pgettext("suit", "oros"), "C": pgettext("suit", "copas"),
               "E": pgettext("suit", "espadas"), "B": pgettext("suit", "bastos")},
        suits_in_card={"O": pgettext("suit of a card", "oros"),
                       "C": pgettext("suit of a card", "copas"),
                       "E": pgettext("suit of a card", "espadas"),
                       "B": pgettext("suit of a card", "bastos")},
    )


class DeckWords(NamedTuple):
    """A pack's words in the current language, for naming its cards and suits."""

    #: rank -> the rank inside a card's name
    ranks: dict[Any, str]
    #: suit letter -> the suit said on its own
    suits: dict[str, str]
    #: suit letter -> the suit inside a card's name
    suits_in_card: dict[str, str]


def _card_name(rank: Any, suit: str, words: DeckWords) -> str:
    """'the {rank} of {suit}' in the current language, in the pack's words."""
    return _("the {rank} of {suit}").format(rank=words.ranks.get(rank, str(rank)),
                                           suit=words.suits_in_card[suit])


# --- French deck ----------------------------------------------------------------------------
#
# The standard 52-card pack, aces high.  Canonical order: spades, hearts, diamonds, clubs;
# within a suit 2..10, J, Q, K, A, so a card's index modulo 13 is its trick strength.

FRENCH_SUITS = ("S", "H", "D", "C")
FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
FRENCH_SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
FRENCH_RANK_NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}


def french_codes() -> tuple[str, ...]:
    """Canonical order: spades, hearts, diamonds, clubs; within a suit 2 up to the ace.

    >>> french_codes()[:3], french_codes()[-1]
    (('2S', '3S', '4S'), 'AC')
    >>> FRENCH_52.size, FRENCH_52.index("AS"), FRENCH_52.index("10H")
    (52, 12, 21)
    """
    return tuple(f"{rank}{suit}" for suit in FRENCH_SUITS for rank in FRENCH_RANKS)


FRENCH_52 = Deck("french52", french_codes())
_FRENCH_IDS = {code: i for i, code in enumerate(FRENCH_52.codes)}


def stack_french_pack(codes) -> list[int]:
    """A stacked 52-card pack (card ids, top first) from codes, topped up in canonical
    order; refused with a sentence if a code is unknown or given twice (every French-deck
    game's ``stack``).

    >>> stack_french_pack(["AS", "2H"])[:3], len(stack_french_pack([]))
    ([12, 13, 0], 52)
    """
    cards: list[int] = []
    seen = 0
    for code in codes:
        card = _FRENCH_IDS.get(code) if isinstance(code, str) else None
        if card is None:
            raise ValueError(f"{code!r} is not a card of the 52-card pack (like AS, 10H, QC)")
        if (seen >> card) & 1:
            raise ValueError(f"the stacked deck has {code} twice")
        seen |= 1 << card
        cards.append(card)
    cards.extend(i for i in range(52) if not (seen >> i) & 1)
    return cards


def split_french(code: str) -> tuple[str, str]:
    """``'10H'`` -> ``('10', 'H')``; ``ValueError`` for anything that is not a French card.

    >>> split_french("QC")
    ('Q', 'C')
    >>> split_french("1H")
    Traceback (most recent call last):
    ...
    ValueError: '1H' is not a French card code (like AS, 10H, QC)
    """
    if not isinstance(code, str) or code not in FRENCH_52:
        raise ValueError(f"{code!r} is not a French card code (like AS, 10H, QC)")
    return code[:-1], code[-1]


def french_card_name(code: str) -> str:
    """How a player says the card in a sentence: 'the queen of hearts', 'the 10 of clubs'.

    >>> french_card_name("QH"), french_card_name("10C"), french_card_name("AS")
    ('the queen of hearts', 'the 10 of clubs', 'the ace of spades')
    """
    return _card_name(*split_french(code), _french_words())


def french_suit_name(suit: str) -> str:
    """A French suit's name in the current language: hearts, corazones, bihotzak."""
    return _french_words().suits.get(suit, suit)


def _french_words() -> DeckWords:
    """The French pack's words in the current language (Spanish gives a rank its article
    in a card's name: el as, la reina; Basque says the suit there in the genitive:
    bihotzen erregea)."""
    return DeckWords(
        ranks={"A": pgettext("rank", "ace"), "K": pgettext("rank", "king"),
               "Q": pgettext("rank", "queen"), "J": pgettext("rank", "jack"),
               "2": pgettext("rank", "2"), "3": pgettext("rank", "3"), "4": pgettext("rank", "4"),
               "5": pgettext("rank", "5"), "6": pgettext("rank", "6"), "7": pgettext("rank", "7"),
               "8": pgettext("rank", "8"), "9": pgettext("rank", "9"),
               "10": pgettext("rank", "10")},
        suits={"S": pgettext("suit", "spades"), "H": pgettext("suit", "hearts"),
               "D": pgettext("suit", "diamonds"), "C": pgettext("suit", "clubs")},
        suits_in_card={"S": pgettext("suit of a card", "spades"),
                       "H": pgettext("suit of a card", "hearts"),
                       "D": pgettext("suit of a card", "diamonds"),
                       "C": pgettext("suit of a card", "clubs")},
    )


# --- Chinese dominoes -----------------------------------------------------------------------
#
# The 21 throws of two dice, written larger half first (``6-6``, ``4-2``), in the order of the
# table in docs of the deck (civil high to low, then military high to low).  Civil faces come
# twice in a set, military faces once: 32 tiles.  Suits, ranks, pairs, red pips and names are
# in ``core/dominoes.py``; identical copies share one code.

DOMINO_CODES = ("6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1",
                "6-3", "5-4", "6-2", "5-3", "5-2", "4-3", "4-2", "4-1", "3-2", "2-1")
#: copies of each code in one set (civil 2, military 1)
DOMINO_COPIES = {code: (2 if at < 11 else 1) for at, code in enumerate(DOMINO_CODES)}


def domino_deck(sets: int = 1) -> Deck:
    """``sets`` Chinese domino sets as one pack, copies side by side (32 tiles per set).

    >>> domino_deck().size, domino_deck(2).size, domino_deck(2).count("6-6")
    (32, 64, 4)
    """
    if not isinstance(sets, int) or isinstance(sets, bool) or sets < 1:
        raise ValueError(f"a Chinese domino pack needs at least one set, not {sets!r}")
    if sets == 1 and "DOMINOES_32" in globals():
        return DOMINOES_32
    return Deck.with_copies(f"dominoes{32 * sets}",
                            [(code, DOMINO_COPIES[code] * sets) for code in DOMINO_CODES])


#: one set of Chinese dominoes (32 tiles)
DOMINOES_32 = domino_deck(1)
