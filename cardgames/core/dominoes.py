"""The facts of the Chinese domino set, shared by every game played with it.

A face is the throw of two dice written larger half first (``6-6``, ``4-2``, ``2-1``); there
are 21 of them and no blanks.  Eleven faces are **civil** (two copies per set), ten are
**military** (one copy): 32 tiles per set.  Games may use several sets; identical copies share
one code, and rules only ever compare codes.  A tile may also be written with an instance
suffix for the engine (``6-6#2``): :func:`face` strips it.

Everything here is a pure function or plain data: suits, pip totals, red pips, the
single-tile ranking, families, the Chinese and Korean pair partners and the names (English
as translatable text, Chinese and Cantonese as they are).  No game is named: the games find
what they need here (see ``docs/architecture.md``).

>>> [code for code in CODES if suit(code) == CIVIL][:4]
['6-6', '1-1', '4-4', '3-1']
>>> pips("6-4"), red_pips("6-4"), single_key("6-4"), family("6-4")
(10, 4, 3, 'none')
>>> chinese_partner("6-2"), korean_partner("6-2"), chinese_partner("2-1")
('5-3', '6-3', '4-2')
>>> deck().size, deck(2).count("6-6"), deck(2).count("2-1")
(32, 4, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from cardgames.core.cards import DOMINO_CODES, DOMINO_COPIES, Deck, domino_deck
from cardgames.core.i18n import N_

#: the 21 faces in the order of the deck's table: civil high to low, then military high to low
CODES: tuple[str, ...] = DOMINO_CODES

CIVIL = "civil"
MILITARY = "military"
SUITS = (CIVIL, MILITARY)

CIVIL_CODES: tuple[str, ...] = tuple(c for c in CODES if DOMINO_COPIES[c] == 2)
MILITARY_CODES: tuple[str, ...] = tuple(c for c in CODES if DOMINO_COPIES[c] == 1)

#: tiles in one set
SET_SIZE = 32

HEAVEN_NINE = "heaven_nine"
EARTH_EIGHT = "earth_eight"
MAN_SEVEN = "man_seven"
GOOSE_FIVE = "goose_five"
NO_FAMILY = "none"
#: the four families, high to low, with their rank (4 = highest)
FAMILY_RANKS = {HEAVEN_NINE: 4, EARTH_EIGHT: 3, MAN_SEVEN: 2, GOOSE_FIVE: 1}

_FAMILY_OF = {
    "6-6": HEAVEN_NINE, "6-3": HEAVEN_NINE, "5-4": HEAVEN_NINE,
    "1-1": EARTH_EIGHT, "6-2": EARTH_EIGHT, "5-3": EARTH_EIGHT,
    "4-4": MAN_SEVEN, "5-2": MAN_SEVEN, "4-3": MAN_SEVEN,
    "3-1": GOOSE_FIVE, "4-1": GOOSE_FIVE, "3-2": GOOSE_FIVE,
}

#: single-tile keys (higher is better); compare only within a suit
_SINGLE_KEYS = {
    "6-6": 11, "1-1": 10, "4-4": 9, "3-1": 8, "5-5": 7, "3-3": 6, "2-2": 5, "6-5": 4,
    "6-4": 3, "6-1": 2, "5-1": 1,
    "6-3": 6, "5-4": 6, "6-2": 5, "5-3": 5, "5-2": 4, "4-3": 4, "4-2": 3,
    "4-1": 2, "3-2": 2, "2-1": 1,
}

_MILITARY_CHINESE = {"6-3": "5-4", "6-2": "5-3", "5-2": "4-3", "4-1": "3-2", "4-2": "2-1"}
_MILITARY_KOREAN = {"6-3": "6-2", "5-4": "2-1", "5-3": "5-2", "4-3": "4-2", "4-1": "3-2"}


def _both_ways(pairs: dict[str, str]) -> dict[str, str]:
    both = dict(pairs)
    both.update({b: a for a, b in pairs.items()})
    return both


_CHINESE_PARTNER = _both_ways(_MILITARY_CHINESE)
_KOREAN_PARTNER = _both_ways(_MILITARY_KOREAN)

GEE_JOON = frozenset({"4-2", "2-1"})

#: the numbers whose pips are red on every face (the 6-6 has its own half-red sixes)
RED_NUMBERS = frozenset({1, 4})

#: English names, first the one the app shows, then alternatives (translated where shown)
ENGLISH_NAMES: dict[str, tuple[str, ...]] = {
    "6-6": (N_("Heaven"),),
    "1-1": (N_("Earth"),),
    "4-4": (N_("Man"),),
    "3-1": (N_("Goose"), N_("Harmony")),
    "5-5": (N_("Plum flower"), N_("Flower")),
    "3-3": (N_("Long three"), N_("Long")),
    "2-2": (N_("Bench"), N_("Board")),
    "6-5": (N_("Axe"), N_("Hatchet")),
    "6-4": (N_("Partition"), N_("Red-head ten")),
    "6-1": (N_("Long-leg seven"),),
    "5-1": (N_("Big-head six"), N_("Red mallet six")),
    "6-3": (N_("Nine"),),
    "5-4": (N_("Nine"),),
    "6-2": (N_("Eight"),),
    "5-3": (N_("Eight"),),
    "5-2": (N_("Seven"),),
    "4-3": (N_("Seven"),),
    "4-2": (N_("Six"), N_("Big six")),
    "4-1": (N_("Five"),),
    "3-2": (N_("Five"),),
    "2-1": (N_("Three"), N_("Small three")),
}

#: Cantonese names as romanised in the deck's table (first the usual one)
CANTONESE_NAMES: dict[str, tuple[str, ...]] = {
    "6-6": ("Teen",), "1-1": ("Day",), "4-4": ("Yun",), "3-1": ("Gor", "Wo"),
    "5-5": ("Mooy",), "3-3": ("Chong",), "2-2": ("Bon",), "6-5": ("Foo",), "6-4": ("Ping",),
    "6-1": ("Tit",), "5-1": ("Look",),
    "6-3": ("Gow",), "5-4": ("Gow",), "6-2": ("Bot",), "5-3": ("Bot",), "5-2": ("Chit",),
    "4-3": ("Chit",), "4-2": ("Luk",), "4-1": ("Ng",), "3-2": ("Ng",), "2-1": ("Saam",),
}

#: Chinese names in traditional characters (first the usual one, then alternatives); the
#: military tiles of a pip total share the "mixed" name (雜九 = mixed nine)
CHINESE_NAMES: dict[str, tuple[str, ...]] = {
    "6-6": ("天",), "1-1": ("地",), "4-4": ("人",), "3-1": ("鵝", "和"),
    "5-5": ("梅",), "3-3": ("長三",), "2-2": ("板凳",), "6-5": ("斧頭",),
    "6-4": ("屏", "紅頭十"), "6-1": ("高腳七",), "5-1": ("大頭六", "紅錘六"),
    "6-3": ("雜九",), "5-4": ("雜九",), "6-2": ("雜八",), "5-3": ("雜八",),
    "5-2": ("雜七",), "4-3": ("雜七",), "4-2": ("二四",), "4-1": ("雜五",),
    "3-2": ("雜五",), "2-1": ("丁三",),
}
#: the supreme pair 4-2 + 2-1
GEE_JOON_NAMES = {"english": N_("Supreme pair"), "chinese": "至尊", "cantonese": "Gee joon"}
CIVIL_NAMES = {"english": N_("civil"), "chinese": "文"}
MILITARY_NAMES = {"english": N_("military"), "chinese": "武"}


def face(tile: str) -> str:
    """The code of a tile, without an instance suffix; ``ValueError`` for anything else.

    >>> face("6-6#2"), face("4-2")
    ('6-6', '4-2')
    >>> face("2-4")
    Traceback (most recent call last):
    ...
    ValueError: '2-4' is not a Chinese domino code: write the larger half first (4-2)
    """
    if not isinstance(tile, str):
        raise ValueError(f"{tile!r} is not a Chinese domino code (like 6-6, 4-2, 2-1)")
    code, _hash, instance = tile.partition("#")
    if code in _SINGLE_KEYS and (not _hash or instance.isdigit()):
        return code
    parts = code.split("-")
    if len(parts) == 2 and all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
        high, low = sorted((int(p) for p in parts), reverse=True)
        raise ValueError(f"{tile!r} is not a Chinese domino code: write the larger half first "
                         f"({high}-{low})")
    raise ValueError(f"{tile!r} is not a Chinese domino code (like 6-6, 4-2, 2-1)")


def halves(code: str) -> tuple[int, int]:
    """The two numbers, larger first: ``'6-1'`` -> ``(6, 1)``.

    >>> halves("6-1")
    (6, 1)
    """
    code = face(code)
    return int(code[0]), int(code[2])


def head_and_foot(code: str) -> tuple[int, int]:
    """The number drawn in the top half (the smaller, the "head") and in the bottom half.

    >>> head_and_foot("6-4")
    (4, 6)
    """
    high, low = halves(code)
    return low, high


def code_of(a: int, b: int) -> str:
    """The code of the throw ``a``, ``b`` in either order.

    >>> code_of(2, 4)
    '4-2'
    """
    if not all(isinstance(n, int) and 1 <= n <= 6 for n in (a, b)):
        raise ValueError(f"a die shows 1 to 6, not {a!r} and {b!r}")
    return f"{max(a, b)}-{min(a, b)}"


def is_double(code: str) -> bool:
    high, low = halves(code)
    return high == low


def pips(code: str) -> int:
    """Pip total of both halves.

    >>> pips("6-6"), pips("2-1")
    (12, 3)
    """
    high, low = halves(code)
    return high + low


def suit(code: str) -> str:
    """``'civil'`` (two copies per set) or ``'military'`` (one copy per set).

    >>> suit("6-4"), suit("4-2")
    ('civil', 'military')
    """
    return CIVIL if DOMINO_COPIES[face(code)] == 2 else MILITARY


def copies_per_set(code: str) -> int:
    """How many copies of ``code`` one set holds (civil 2, military 1)."""
    return DOMINO_COPIES[face(code)]


def copies(code: str, sets: int = 1) -> int:
    """How many copies of ``code`` a pack of ``sets`` sets holds (civil 2S, military S).

    >>> copies("5-5", 2), copies("3-2", 2)
    (4, 2)
    """
    if not isinstance(sets, int) or isinstance(sets, bool) or sets < 1:
        raise ValueError(f"a Chinese domino pack needs at least one set, not {sets!r}")
    return copies_per_set(code) * sets


def deck(sets: int = 1) -> Deck:
    """The pack of ``sets`` sets in canonical order (table order, copies side by side)."""
    return domino_deck(sets)


def half_red_pips(number: int, *, heaven: bool = False) -> int:
    """Red pips on one half showing ``number``: every pip of a 1 or a 4, three of each six
    on ``6-6`` (``heaven``), none otherwise.

    >>> half_red_pips(4), half_red_pips(6), half_red_pips(6, heaven=True)
    (4, 0, 3)
    """
    if not isinstance(number, int) or not 1 <= number <= 6:
        raise ValueError(f"a half shows 1 to 6 pips, not {number!r}")
    if number in RED_NUMBERS:
        return number
    if number == 6 and heaven:
        return 3
    return 0


def red_pips_by_half(code: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """``((red, other), (red, other))`` pips of the top half (the smaller number, the head)
    and of the bottom half, as the face is drawn upright.

    >>> red_pips_by_half("6-4")
    ((4, 0), (0, 6))
    >>> red_pips_by_half("6-6")
    ((3, 3), (3, 3))
    """
    heaven = face(code) == "6-6"
    result = []
    for number in head_and_foot(code):
        red = half_red_pips(number, heaven=heaven)
        result.append((red, number - red))
    return result[0], result[1]


def red_pips(code: str) -> int:
    """Red pips on the whole face (1s and 4s are red; each six of ``6-6`` is half red).

    >>> [red_pips(c) for c in ("6-6", "4-1", "4-4", "5-4", "6-5", "2-1")]
    [6, 5, 8, 4, 0, 1]
    """
    top, bottom = red_pips_by_half(code)
    return top[0] + bottom[0]


def single_key(code: str) -> int:
    """Strength of a single tile within its suit (higher is better; civil 11..1, military
    6..1, tiles of equal rank share a key).  Never compare keys across suits.

    >>> single_key("1-1") > single_key("4-4"), single_key("5-4") == single_key("6-3")
    (True, True)
    """
    return _SINGLE_KEYS[face(code)]


def compare_singles(a: str, b: str) -> int | None:
    """1 if ``a`` beats ``b``, -1 if it loses, 0 if equal, None if the suits differ (civil
    and military tiles are never compared).

    >>> compare_singles("4-2", "3-2"), compare_singles("6-3", "5-4"), compare_singles("6-3", "6-6")
    (1, 0, None)
    """
    if suit(a) != suit(b):
        return None
    ka, kb = single_key(a), single_key(b)
    return (ka > kb) - (ka < kb)


def sort_key(code: str) -> tuple[int, int, int]:
    """Hand-sorting order of every game: civil before military, each high to low, then
    table order (so equal military ranks stay in the order of the table).

    >>> sorted(["2-1", "6-6", "5-4", "1-1", "6-3"], key=sort_key)
    ['6-6', '1-1', '6-3', '5-4', '2-1']
    """
    code = face(code)
    return (0 if suit(code) == CIVIL else 1, -single_key(code), CODES.index(code))


def family(code: str) -> str:
    """``heaven_nine``, ``earth_eight``, ``man_seven``, ``goose_five`` or ``none``.

    >>> family("6-6"), family("5-3"), family("3-2"), family("4-2")
    ('heaven_nine', 'earth_eight', 'goose_five', 'none')
    """
    return _FAMILY_OF.get(face(code), NO_FAMILY)


def chinese_partner(code: str) -> str:
    """The tile that makes a pair with ``code`` in the Chinese system: a civil face pairs
    with its own copy; nines, eights, sevens and fives pair by pip total; 4-2 with 2-1.

    >>> chinese_partner("5-5"), chinese_partner("4-1"), chinese_partner("4-2")
    ('5-5', '3-2', '2-1')
    """
    code = face(code)
    return _CHINESE_PARTNER.get(code, code)


def korean_partner(code: str) -> str:
    """The partner under the Korean military pairing (civil faces pair with their copy).

    >>> korean_partner("5-4"), korean_partner("4-3"), korean_partner("6-6")
    ('2-1', '4-2', '6-6')
    """
    code = face(code)
    return _KOREAN_PARTNER.get(code, code)


def is_chinese_pair(a: str, b: str) -> bool:
    """True when the two tiles form a pair in the Chinese system (gee joon included).

    >>> is_chinese_pair("6-3", "5-4"), is_chinese_pair("6-3", "6-2"), is_chinese_pair("2-2", "2-2")
    (True, False, True)
    """
    return chinese_partner(a) == face(b)


def is_gee_joon(a: str, b: str) -> bool:
    """True iff the two tiles are 4-2 and 2-1 (the supreme pair).

    >>> is_gee_joon("2-1", "4-2#1"), is_gee_joon("4-2", "4-2")
    (True, False)
    """
    return {face(a), face(b)} == GEE_JOON


def english_name(code: str) -> str:
    """The English name the app shows (untranslated; translate it where shown).

    >>> english_name("6-4"), english_name("4-1")
    ('Partition', 'Five')
    """
    return ENGLISH_NAMES[face(code)][0]


def english_alternatives(code: str) -> tuple[str, ...]:
    """Other English names sources use (may be empty).

    >>> english_alternatives("6-4"), english_alternatives("6-6")
    (('Red-head ten',), ())
    """
    return ENGLISH_NAMES[face(code)][1:]


def chinese_name(code: str) -> str:
    """The usual Chinese name in traditional characters.

    >>> chinese_name("6-6"), chinese_name("2-2")
    ('天', '板凳')
    """
    return CHINESE_NAMES[face(code)][0]


def cantonese_name(code: str) -> str:
    """The usual Cantonese name as romanised in the deck's table.

    >>> cantonese_name("6-6"), cantonese_name("3-1")
    ('Teen', 'Gor')
    """
    return CANTONESE_NAMES[face(code)][0]


def chinese_characters() -> str:
    """Every distinct character any Chinese name here uses, sorted (what the CJK font subset
    must carry).

    >>> "天" in chinese_characters() and "至" in chinese_characters()
    True
    """
    chars: set[str] = set()
    for names in CHINESE_NAMES.values():
        for name in names:
            chars.update(name)
    chars.update(GEE_JOON_NAMES["chinese"])
    chars.update(CIVIL_NAMES["chinese"])
    chars.update(MILITARY_NAMES["chinese"])
    return "".join(sorted(chars))


def unseen(seen: Iterable[str], sets: int = 1) -> Counter:
    """Copies of each code not yet seen: the pack of ``sets`` sets less ``seen`` (tile
    instances count as their code).  What every game's AI samples hidden tiles from; a code
    seen more often than the pack holds is an error.

    >>> left = unseen(["6-6", "6-6#2", "2-1"])
    >>> left["6-6"], left["2-1"], left["1-1"], sum(left.values())
    (0, 0, 2, 29)
    """
    found = Counter(face(tile) for tile in seen)
    pack = deck(sets).multiset()
    extra = found - pack
    if extra:
        listed = ", ".join(f"{code} x{n}" for code, n in sorted(extra.items()))
        raise ValueError(f"more tiles seen than {sets} set(s) hold: {listed} too many")
    return pack - found
