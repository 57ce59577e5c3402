"""The dong guan pai (東莞牌): the 120-card money-suited pack, shared by every game played
with it.

Thirty faces, four identical copies of each: three suits numbered 1 to 9 -- **coins**
(ben, ``B1``..``B9``), **strings** of cash (suo, ``S1``..``S9``) and **myriads** (wan,
``W1``..``W9``) -- and three **odd** picture cards (``DAHONG`` "big red", ``XIAOHONG``
"small red", ``BASHU`` "eight bundle").  Identical copies share one code; a card may also
be written with an instance suffix for the engine or a table part (``B7#2``): :func:`face`
strips it.

The only card logic the pack has is its pairing value (a numeral's rank; every odd card
counts as 1) and the relations the games build on: :func:`is_dui` (two identical faces),
:func:`is_ka` (equal value, different faces) and :func:`is_pair` (either).  Everything here
is a pure function or plain data; no game is named (see ``docs/architecture.md``).

>>> deck().size, len(CODES), deck().count("DAHONG")
(120, 30, 4)
>>> deck().codes[:5], deck().codes[-1]
(('B1', 'B1', 'B1', 'B1', 'B2'), 'BASHU')
>>> value("BASHU"), value("W9"), is_ka("DAHONG", "XIAOHONG"), is_dui("B7", "B7#2")
(1, 9, True, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from cardgames.core.cards import Deck, DeckWords, _card_name
from cardgames.core.i18n import N_, _, pgettext

COINS = "B"
STRINGS = "S"
MYRIADS = "W"
#: the three numeral suits in canonical order (coins, strings, myriads)
SUITS = (COINS, STRINGS, MYRIADS)
RANKS = tuple(range(1, 10))

DAHONG = "DAHONG"
XIAOHONG = "XIAOHONG"
BASHU = "BASHU"
#: the three odd picture cards in canonical order
ODD_CODES = (DAHONG, XIAOHONG, BASHU)

#: the 30 faces in canonical order: B1..B9, S1..S9, W1..W9, DAHONG, XIAOHONG, BASHU
CODES: tuple[str, ...] = tuple(f"{s}{r}" for s in SUITS for r in RANKS) + ODD_CODES
#: identical copies of each face in a pack
COPIES = 4
#: physical cards in a pack
PACK_SIZE = COPIES * len(CODES)

_ORDER = {code: at for at, code in enumerate(CODES)}

#: the value every odd card counts as (they behave like extra aces)
ODD_VALUE = 1

#: the short display labels of the odd cards' index band (labels only, never codes)
ODD_LABELS = {DAHONG: "DH", XIAOHONG: "XH", BASHU: "BS"}

#: the coin suit's mark: 文 (wen, the default) or 本 (ben), the deck option's two choices
COIN_GLYPHS = {"wen": "文", "ben": "本"}
#: each numeral suit's mark in the index band (the coins' is the default of COIN_GLYPHS)
SUIT_GLYPHS = {COINS: COIN_GLYPHS["wen"], STRINGS: "索", MYRIADS: "萬"}
#: the odd cards' index characters
ODD_GLYPHS = {DAHONG: "大", XIAOHONG: "小", BASHU: "八"}
#: the odd cards' Chinese names (八束 is our reading of "eight bundle", see the spec's notes)
ODD_CHINESE = {DAHONG: "大紅", XIAOHONG: "小紅", BASHU: "八束"}
#: the Chinese numerals 1..9 a myriad card shows at its top
NUMERALS = ("一", "二", "三", "四", "五", "六", "七", "八", "九")

#: the suits' English names (in the player's language: :func:`suit_name`) and romanised
#: Chinese names
SUIT_NAMES = {COINS: "coins", STRINGS: "strings", MYRIADS: "myriads"}
SUIT_ROMANISED = {COINS: "ben", STRINGS: "suo", MYRIADS: "wan"}
#: the odd cards' names (English, translate where shown) and romanised names
ODD_NAMES = {DAHONG: N_("Big red"), XIAOHONG: N_("Small red"), BASHU: N_("Eight bundle")}
ODD_ROMANISED = {DAHONG: "da hong", XIAOHONG: "xiao hong", BASHU: "ba shu"}


def is_code(text: object) -> bool:
    """True for exactly the 30 codes of the pack (no instance suffix, no display label).

    >>> [is_code(t) for t in ("B1", "W9", "BASHU", "B0", "S10", "DH", "b1", 7)]
    [True, True, True, False, False, False, False, False]
    """
    return isinstance(text, str) and text in _ORDER


def face(card: str) -> str:
    """The code of a card, without an instance suffix; ``ValueError`` for anything else.

    >>> face("S3#2"), face("DAHONG")
    ('S3', 'DAHONG')
    >>> face("DH")
    Traceback (most recent call last):
    ...
    ValueError: 'DH' is a display label, not a card code: write DAHONG
    >>> face("B0")
    Traceback (most recent call last):
    ...
    ValueError: 'B0' is not a dong guan pai code (like B1, S9, W5, DAHONG)
    """
    if isinstance(card, str):
        code, _hash, instance = card.partition("#")
        if code in _ORDER and (not _hash or instance.isdigit()):
            return code
        for odd, label in ODD_LABELS.items():
            if code == label:
                raise ValueError(f"{card!r} is a display label, not a card code: write {odd}")
    raise ValueError(f"{card!r} is not a dong guan pai code (like B1, S9, W5, DAHONG)")


def is_odd(card: str) -> bool:
    """True for the three odd picture cards.

    >>> is_odd("XIAOHONG"), is_odd("W1")
    (True, False)
    """
    return face(card) in ODD_LABELS


def suit(card: str) -> str | None:
    """``'B'``, ``'S'`` or ``'W'`` for a numeral card; None for an odd card.

    >>> suit("S7"), suit("BASHU")
    ('S', None)
    """
    code = face(card)
    return None if code in ODD_LABELS else code[0]


def rank(card: str) -> int | None:
    """The printed rank 1..9 of a numeral card; None for an odd card.

    >>> rank("W9"), rank("DAHONG")
    (9, None)
    """
    code = face(card)
    return None if code in ODD_LABELS else int(code[1])


def value(card: str) -> int:
    """The pairing value: a numeral's rank, 1 for every odd card.

    >>> [value(c) for c in ("DAHONG", "XIAOHONG", "BASHU", "S1", "W9")]
    [1, 1, 1, 1, 9]
    """
    code = face(card)
    return ODD_VALUE if code in ODD_LABELS else int(code[1])


def same(a: str, b: str) -> bool:
    """The two cards show identical faces (copies of one code).

    >>> same("B4", "B4#3"), same("B4", "W4")
    (True, False)
    """
    return face(a) == face(b)


def is_dui(a: str, b: str) -> bool:
    """A dui: two identical faces (two ``DAHONG`` are a dui too).

    >>> is_dui("DAHONG", "DAHONG"), is_dui("B4", "W4")
    (True, False)
    """
    return same(a, b)


def is_ka(a: str, b: str) -> bool:
    """A ka: equal value, different faces.

    >>> is_ka("B4", "W4"), is_ka("S1", "BASHU"), is_ka("DAHONG", "XIAOHONG")
    (True, True, True)
    >>> is_ka("DAHONG", "DAHONG"), is_ka("B1", "S2")
    (False, False)
    """
    return value(a) == value(b) and not same(a, b)


def is_pair(a: str, b: str) -> bool:
    """A dui or a ka: the two cards have the same value.

    >>> is_pair("B7", "S7"), is_pair("B7", "B7"), is_pair("B7", "B8")
    (True, True, False)
    """
    return value(a) == value(b)


def sort_key(card: str) -> int:
    """Canonical order (coins, strings, myriads, each 1..9, then the odd cards); copies
    sort together.

    >>> sorted(["BASHU", "W1", "B9", "S1#2", "DAHONG", "B1"], key=sort_key)
    ['B1', 'B9', 'S1#2', 'W1', 'DAHONG', 'BASHU']
    """
    return _ORDER[face(card)]


def value_sort_key(card: str) -> tuple[int, int]:
    """Hand order by value (what makes a pair), then canonical order, so the cards that
    pair sit side by side.

    >>> sorted(["W2", "B1", "S2", "BASHU", "B2"], key=value_sort_key)
    ['B1', 'BASHU', 'B2', 'S2', 'W2']
    """
    return value(card), sort_key(card)


def copies(card: str) -> int:
    """How many copies of a face a pack holds (always 4; refuses a stranger).

    >>> copies("S5")
    4
    """
    face(card)
    return COPIES


def deck() -> Deck:
    """The 120-card pack in canonical order, the four copies of each code side by side."""
    return PACK


def new_pack() -> list[str]:
    """A new pack as a list, in canonical order (each game shuffles it).

    >>> pack = new_pack()
    >>> len(pack), pack[:5], pack[-1], len(set(pack))
    (120, ['B1', 'B1', 'B1', 'B1', 'B2'], 'BASHU', 30)
    """
    return list(PACK.codes)


def cards_of_value(number: int) -> int:
    """How many cards of the pack have pairing value ``number`` (24 for 1, 12 otherwise).

    >>> cards_of_value(1), cards_of_value(2), cards_of_value(9), sum(map(cards_of_value, RANKS))
    (24, 12, 12, 120)
    """
    if not isinstance(number, int) or isinstance(number, bool) or number not in RANKS:
        raise ValueError(f"a dong guan pai value is 1 to 9, not {number!r}")
    return sum(COPIES for code in CODES if value(code) == number)


def unseen(seen: Iterable[str]) -> Counter:
    """Live copies of each code: the pack less ``seen`` (instances count as their code);
    a code seen more often than the pack holds is an error.

    >>> left = unseen(["B1", "B1#2", "DAHONG"])
    >>> left["B1"], left["DAHONG"], left["W9"], sum(left.values())
    (2, 3, 4, 117)
    """
    found = Counter(face(card) for card in seen)
    pack = PACK.multiset()
    extra = found - pack
    if extra:
        listed = ", ".join(f"{code} x{n}" for code, n in sorted(extra.items()))
        raise ValueError(f"more cards seen than the pack holds: {listed} too many")
    return pack - found


def live_by_value(seen: Iterable[str]) -> Counter:
    """Live cards per pairing value (what a ka waits on).

    >>> live = live_by_value(["S1", "W4"])
    >>> live[1], live[4], live[9]
    (23, 11, 12)
    """
    live: Counter = Counter()
    for code, count in unseen(seen).items():
        live[value(code)] += count
    return live


# --- what a card shows -----------------------------------------------------------------------


def latin_label(card: str) -> str:
    """The Latin index of the card: its code, or the odd card's short label.

    >>> latin_label("B7"), latin_label("XIAOHONG#2")
    ('B7', 'XH')
    """
    code = face(card)
    return ODD_LABELS.get(code, code)


def index_glyph(card: str, coin_glyph: str = "wen") -> str:
    """The Chinese character of the index band: the suit's mark, or the odd card's first
    character; ``coin_glyph`` is ``wen`` (文) or ``ben`` (本).

    >>> index_glyph("B3"), index_glyph("B3", "ben"), index_glyph("S3"), index_glyph("BASHU")
    ('文', '本', '索', '八')
    """
    if coin_glyph not in COIN_GLYPHS:
        raise ValueError(f"the coin suit's glyph is one of {', '.join(COIN_GLYPHS)}, "
                         f"not {coin_glyph!r}")
    code = face(card)
    if code in ODD_GLYPHS:
        return ODD_GLYPHS[code]
    if code[0] == COINS:
        return COIN_GLYPHS[coin_glyph]
    return SUIT_GLYPHS[code[0]]


def numeral(number: int) -> str:
    """The Chinese numeral 1..9.

    >>> numeral(8), numeral(1)
    ('八', '一')
    """
    if not isinstance(number, int) or isinstance(number, bool) or number not in RANKS:
        raise ValueError(f"a Chinese numeral here is 1 to 9, not {number!r}")
    return NUMERALS[number - 1]


def chinese_name(card: str, coin_glyph: str = "wen") -> str:
    """The card's Chinese name: the numeral and the suit's mark (七萬), or the odd card's
    name.

    >>> chinese_name("W7"), chinese_name("B2"), chinese_name("S9"), chinese_name("DAHONG")
    ('七萬', '二文', '九索', '大紅')
    """
    code = face(card)
    if code in ODD_CHINESE:
        return ODD_CHINESE[code]
    return numeral(int(code[1])) + index_glyph(code, coin_glyph)


def romanised_name(card: str) -> str:
    """The card's name in romanised Chinese, as the rule sources write it.

    >>> romanised_name("W7"), romanised_name("BASHU")
    ('7 wan', 'ba shu')
    """
    code = face(card)
    if code in ODD_ROMANISED:
        return ODD_ROMANISED[code]
    return f"{code[1]} {SUIT_ROMANISED[code[0]]}"


def _words() -> DeckWords:
    """The pack's words in the current language (Spanish gives a rank its article in a
    card's name: el 7 de sartas; Basque says the suit there in the genitive)."""
    return DeckWords(
        ranks={1: pgettext("rank", "1"), 2: pgettext("rank", "2"), 3: pgettext("rank", "3"),
               4: pgettext("rank", "4"), 5: pgettext("rank", "5"), 6: pgettext("rank", "6"),
               7: pgettext("rank", "7"), 8: pgettext("rank", "8"), 9: pgettext("rank", "9")},
        suits={COINS: pgettext("suit", "coins"), STRINGS: pgettext("suit", "strings"),
               MYRIADS: pgettext("suit", "myriads")},
        suits_in_card={COINS: pgettext("suit of a card", "coins"),
                       STRINGS: pgettext("suit of a card", "strings"),
                       MYRIADS: pgettext("suit of a card", "myriads")},
    )


def card_name(card: str) -> str:
    """How a player says the card in a sentence, in the current language: "the 7 of
    strings"; an odd card by its name and code, "Big red (DAHONG)".

    >>> card_name("S7"), card_name("B1#2"), card_name("DAHONG")
    ('the 7 of strings', 'the 1 of coins', 'Big red (DAHONG)')
    """
    code = face(card)
    if code in ODD_NAMES:
        return _("{name} ({code})").format(name=_(ODD_NAMES[code]), code=code)
    return _card_name(int(code[1]), code[0], _words())


def suit_name(suit_letter: str) -> str:
    """A suit's name in the current language ('coins', 'strings', 'myriads'); the letter
    itself for anything else.

    >>> suit_name("W"), suit_name("Z")
    ('myriads', 'Z')
    """
    return _words().suits.get(suit_letter, suit_letter)


def chinese_characters() -> str:
    """Every distinct Chinese character a money card can show (both coin glyphs, the
    numerals, the odd cards' names), sorted: what the CJK font subset must carry.

    >>> len(chinese_characters()), "萬" in chinese_characters(), "本" in chinese_characters()
    (17, True, True)
    """
    chars: set[str] = set(COIN_GLYPHS.values()) | set(SUIT_GLYPHS.values())
    chars.update(NUMERALS)
    chars.update(ODD_GLYPHS.values())
    for name in ODD_CHINESE.values():
        chars.update(name)
    return "".join(sorted(chars))


#: the 120-card pack (30 faces x 4 copies), canonical order
PACK = Deck.with_copies("dong_guan_pai120", [(code, COPIES) for code in CODES])
