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

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Deck:
    """A pack of distinct cards in canonical order (the order a stacked deck is topped up with)."""

    id: str
    codes: tuple[str, ...]
    _index: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(set(self.codes)) != len(self.codes):
            raise ValueError(f"deck {self.id} has repeated codes")
        self._index.update({c: i for i, c in enumerate(self.codes)})

    @property
    def size(self) -> int:
        return len(self.codes)

    def index(self, code: str) -> int:
        """The card's position in canonical order; ``KeyError`` if it is not in this deck."""
        return self._index[code]

    def code(self, index: int) -> str:
        return self.codes[index]

    def __contains__(self, code: object) -> bool:
        return code in self._index


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
    """How a player says the card in a sentence: 'the 7 of copas', 'the rey of oros'."""
    rank, suit = split_spanish(code)
    return f"the {SPANISH_RANK_NAMES.get(rank, str(rank))} of {SPANISH_SUIT_NAMES[suit]}"


# --- Latxa deck -----------------------------------------------------------------------------
# The Basque sheep game's own 60 cards: four sheep cards (1, 3, 5 and 7 latxa sheep) and six
# action cards.  Identical copies share one code, so a code names a kind of card.

LATXA_CODES = ("S1", "S3", "S5", "S7", "WOLF", "DOG", "BELL", "EAGLE", "STORM", "FOLD")
LATXA_COUNTS = {"S1": 8, "S3": 10, "S5": 9, "S7": 7, "WOLF": 12, "DOG": 3, "BELL": 3,
                "EAGLE": 3, "STORM": 3, "FOLD": 2}
LATXA_SHEEP = {"S1": 1, "S3": 3, "S5": 5, "S7": 7}
#: the physical pack in canonical order, copies repeated (60 cards)
LATXA_60 = tuple(code for code in LATXA_CODES for _ in range(LATXA_COUNTS[code]))
LATXA_NAMES = {
    "S1": ("one sheep", "ardi 1"), "S3": ("three sheep", "3 ardi"),
    "S5": ("five sheep", "5 ardi"), "S7": ("seven sheep", "7 ardi"),
    "WOLF": ("the wolf", "otsoa"), "DOG": ("the sheepdog", "artzain-txakurra"),
    "BELL": ("the bell", "zintzarria"), "EAGLE": ("the eagle", "arranoa"),
    "STORM": ("the storm", "ekaitza"), "FOLD": ("the sheepfold", "borda"),
}


def latxa_card_name(code: str, basque: bool = False) -> str:
    """How a player says the card: 'five sheep', 'the wolf' (or the Basque 'otsoa').

    >>> latxa_card_name("S5"), latxa_card_name("WOLF", basque=True)
    ('five sheep', 'otsoa')
    """
    if code not in LATXA_NAMES:
        raise ValueError(f"{code!r} is not a Latxa card code (S1, S3, S5, S7, WOLF, DOG, BELL, "
                         "EAGLE, STORM, FOLD)")
    return LATXA_NAMES[code][1 if basque else 0]
