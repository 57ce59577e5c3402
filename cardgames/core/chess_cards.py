"""The si se pai (四色牌): the 117-card four-colour chess pack, shared by every game played
with it.

Four colours -- **green** ``G``, **white** ``W``, **yellow** ``Y``, **red** ``R`` -- of the
seven xiangqi pieces -- general ``K``, advisor ``A``, elephant ``E``, chariot ``R``, horse
``H``, cannon ``C``, soldier ``P`` -- four identical copies of each (112 cards), and five
**specials** ``JK1``..``JK5``, one of each.  A code is the colour letter and the piece letter
(``GK`` the green general, ``RR`` the red chariot); copies share one code, and a card may be
written with an instance suffix for the engine or a table part (``YP#3``): :func:`face`
strips it.

Yellow and red cards print the red side's characters (帥 仕 相 俥 傌 炮 兵), green and white
the black side's (將 士 象 車 馬 包 卒); :func:`glyph` says which, in the classic column or
one of the other sets real packs print (:data:`GLYPH_STYLES`).  The specials carry our own
labels 福 祿 壽 喜 財 so players can tell them apart; in play they are equal.

The pack has no values: scoring is the game's.  Everything here is a pure function or plain
data; no game is named (see ``docs/architecture.md``).

>>> deck().size, len(CODES), deck().count("GK"), deck().count("JK3")
(117, 33, 4, 1)
>>> new_pack()[:5], new_pack()[-7:]
(['GK', 'GK', 'GK', 'GK', 'GA'], ['RP', 'RP', 'JK1', 'JK2', 'JK3', 'JK4', 'JK5'])
>>> side("YC"), glyph("YC"), side("GC"), glyph("GC"), glyph("RK"), glyph("WK")
('red', '炮', 'black', '包', '帥', '將')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from cardgames.core.cards import Deck
from cardgames.core.i18n import _, pgettext

GREEN = "G"
WHITE = "W"
YELLOW = "Y"
RED = "R"
#: the four colours in canonical order
COLOURS = (GREEN, WHITE, YELLOW, RED)

GENERAL = "K"
ADVISOR = "A"
ELEPHANT = "E"
CHARIOT = "R"
HORSE = "H"
CANNON = "C"
SOLDIER = "P"
#: the seven pieces in their order (general first, soldier last)
PIECES = (GENERAL, ADVISOR, ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER)

#: the five specials in canonical order
SPECIALS = ("JK1", "JK2", "JK3", "JK4", "JK5")

#: the 28 suit codes in canonical order (colours G W Y R, pieces K A E R H C P)
SUIT_CODES: tuple[str, ...] = tuple(c + p for c in COLOURS for p in PIECES)
#: the 33 distinct codes: the suit codes, then the specials
CODES: tuple[str, ...] = SUIT_CODES + SPECIALS
#: identical copies of each suit code in one pack (a special exists once)
COPIES = 4
#: physical cards in one pack
PACK_SIZE = COPIES * len(SUIT_CODES) + len(SPECIALS)
#: how many packs a game may play with (two for five or six players)
PACK_COUNTS = (1, 2)

_ORDER = {code: at for at, code in enumerate(CODES)}

RED_SIDE = "red"
BLACK_SIDE = "black"
#: the side of the xiangqi set each colour copies
SIDES = {GREEN: BLACK_SIDE, WHITE: BLACK_SIDE, YELLOW: RED_SIDE, RED: RED_SIDE}

#: the character sets real packs print (``ssp_glyph_style``)
GLYPH_STYLES = ("classic", "plain_chariot_horse", "simplified")
#: the black cannon's two characters (``ssp_black_cannon_glyph``)
BLACK_CANNON_GLYPHS = ("包", "砲")

#: the classic column of each side: piece -> character
RED_GLYPHS = {GENERAL: "帥", ADVISOR: "仕", ELEPHANT: "相", CHARIOT: "俥", HORSE: "傌",
              CANNON: "炮", SOLDIER: "兵"}
BLACK_GLYPHS = {GENERAL: "將", ADVISOR: "士", ELEPHANT: "象", CHARIOT: "車", HORSE: "馬",
                CANNON: "包", SOLDIER: "卒"}
#: what the other styles change (side -> piece -> character)
_PLAIN = {RED_SIDE: {CHARIOT: "車", HORSE: "馬"}, BLACK_SIDE: {}}
_SIMPLIFIED = {RED_SIDE: {GENERAL: "帅", CHARIOT: "车", HORSE: "马"},
               BLACK_SIDE: {GENERAL: "将", CHARIOT: "车", HORSE: "马"}}

#: the specials' label characters (our choice: fortune, rank, long life, joy, wealth)
SPECIAL_GLYPHS = {"JK1": "福", "JK2": "祿", "JK3": "壽", "JK4": "喜", "JK5": "財"}
#: what each special's figure holds or wears
SPECIAL_ACCESSORIES = {"JK1": "scroll", "JK2": "winged hat", "JK3": "beard and staff",
                       "JK4": "fan", "JK5": "gold ingot"}
#: the short Latin index of the specials (``J1``..``J5``)
SPECIAL_LABELS = {code: "J" + code[2] for code in SPECIALS}

#: the pieces' English names (in the player's language: :func:`piece_name`)
PIECE_NAMES = {GENERAL: "general", ADVISOR: "advisor", ELEPHANT: "elephant",
               CHARIOT: "chariot", HORSE: "horse", CANNON: "cannon", SOLDIER: "soldier"}
#: the colours' English names (in the player's language: :func:`colour_name`)
COLOUR_NAMES = {GREEN: "green", WHITE: "white", YELLOW: "yellow", RED: "red"}
#: the specials' English names, after their label characters (:func:`piece_name`)
SPECIAL_NAMES = {"JK1": "Fortune", "JK2": "Rank", "JK3": "Long life", "JK4": "Joy",
                 "JK5": "Wealth"}


def _piece_words() -> dict[str, str]:
    """The pieces' names as the learner's aid writes them on a card, and the specials'."""
    return {GENERAL: pgettext("chess piece", "general"),
            ADVISOR: pgettext("chess piece", "advisor"),
            ELEPHANT: pgettext("chess piece", "elephant"),
            CHARIOT: pgettext("chess piece", "chariot"),
            HORSE: pgettext("chess piece", "horse"),
            CANNON: pgettext("chess piece", "cannon"),
            SOLDIER: pgettext("chess piece", "soldier"),
            "JK1": pgettext("chess card special", "Fortune"),
            "JK2": pgettext("chess card special", "Rank"),
            "JK3": pgettext("chess card special", "Long life"),
            "JK4": pgettext("chess card special", "Joy"),
            "JK5": pgettext("chess card special", "Wealth")}


def _piece_words_in_name() -> dict[str, str]:
    """The pieces' names inside a card's name ("the green {chariot}"; Basque drops the
    article there: *gurdi berdea*)."""
    return {GENERAL: pgettext("chess piece in a card's name", "general"),
            ADVISOR: pgettext("chess piece in a card's name", "advisor"),
            ELEPHANT: pgettext("chess piece in a card's name", "elephant"),
            CHARIOT: pgettext("chess piece in a card's name", "chariot"),
            HORSE: pgettext("chess piece in a card's name", "horse"),
            CANNON: pgettext("chess piece in a card's name", "cannon"),
            SOLDIER: pgettext("chess piece in a card's name", "soldier")}


def _colour_words() -> dict[str, str]:
    return {GREEN: pgettext("chess card colour", "green"),
            WHITE: pgettext("chess card colour", "white"),
            YELLOW: pgettext("chess card colour", "yellow"),
            RED: pgettext("chess card colour", "red")}


def is_code(text: object) -> bool:
    """True for exactly the 33 codes of the pack (no instance suffix).

    >>> [is_code(t) for t in ("GK", "RR", "JK5", "KG", "BK", "JK6", "RX", "gk", 7)]
    [True, True, True, False, False, False, False, False, False]
    """
    return isinstance(text, str) and text in _ORDER


def face(card: str) -> str:
    """The code of a card, without an instance suffix; ``ValueError`` for anything else.

    >>> face("YP#3"), face("JK2")
    ('YP', 'JK2')
    >>> face("KG")
    Traceback (most recent call last):
    ...
    ValueError: 'KG' is not a si se pai code (colour G W Y R, then piece K A E R H C P, like GK; or JK1..JK5)
    """
    if isinstance(card, str):
        code, _hash, instance = card.partition("#")
        if code in _ORDER and (not _hash or instance.isdigit()):
            return code
    raise ValueError(f"{card!r} is not a si se pai code (colour G W Y R, then piece "
                     "K A E R H C P, like GK; or JK1..JK5)")


def is_special(card: str) -> bool:
    """True for the five specials.

    >>> is_special("JK4"), is_special("GK")
    (True, False)
    """
    return face(card) in SPECIAL_GLYPHS


def colour(card: str) -> str | None:
    """``'G'``, ``'W'``, ``'Y'`` or ``'R'``; None for a special.

    >>> colour("YH"), colour("JK1")
    ('Y', None)
    """
    code = face(card)
    return None if code in SPECIAL_GLYPHS else code[0]


def piece(card: str) -> str | None:
    """The piece letter ``K A E R H C P``; None for a special.

    >>> piece("RR"), piece("GK"), piece("JK5")
    ('R', 'K', None)
    """
    code = face(card)
    return None if code in SPECIAL_GLYPHS else code[1]


def is_general(card: str) -> bool:
    """True for the four colours' generals (never for a special).

    >>> is_general("WK"), is_general("JK4"), is_general("WA")
    (True, False, False)
    """
    return piece(card) == GENERAL


def side(card: str) -> str | None:
    """``'red'`` for yellow and red cards, ``'black'`` for green and white; None for a
    special.

    >>> side("YC"), side("RK"), side("GC"), side("WP"), side("JK2")
    ('red', 'red', 'black', 'black', None)
    """
    c = colour(card)
    return None if c is None else SIDES[c]


def same(a: str, b: str) -> bool:
    """The two cards are identical: copies of one code (same colour, same piece).

    >>> same("GP", "GP#2"), same("GP", "WP")
    (True, False)
    """
    return face(a) == face(b)


def piece_order(card: str) -> int:
    """The piece's place 1..7 (general 1, soldier 7; for sorting only); 8 for a special.

    >>> piece_order("GK"), piece_order("RP"), piece_order("JK1")
    (1, 7, 8)
    """
    p = piece(card)
    return len(PIECES) + 1 if p is None else PIECES.index(p) + 1


def sort_key(card: str) -> int:
    """Canonical order (green, white, yellow, red; each K A E R H C P; then the specials);
    copies sort together.

    >>> sorted(["JK2", "RP", "GA", "WK#2", "GK", "JK1"], key=sort_key)
    ['GK', 'GA', 'WK#2', 'RP', 'JK1', 'JK2']
    """
    return _ORDER[face(card)]


def piece_sort_key(card: str) -> tuple[int, int]:
    """Hand order by piece, then colour, so the four colours of a piece sit side by side
    (specials last).

    >>> sorted(["RP", "GK", "YK", "GP", "JK3"], key=piece_sort_key)
    ['GK', 'YK', 'GP', 'RP', 'JK3']
    """
    return piece_order(card), sort_key(card)


def _check_packs(packs: int) -> int:
    if not isinstance(packs, int) or isinstance(packs, bool) or packs not in PACK_COUNTS:
        raise ValueError(f"si se pai is played with 1 or 2 packs, not {packs!r}")
    return packs


def copies(card: str, packs: int = 1) -> int:
    """How many copies of a code ``packs`` packs hold: 4 (8) of a suit code, 1 (2) of a
    special.

    >>> copies("GP"), copies("JK1"), copies("GP", packs=2), copies("JK1", packs=2)
    (4, 1, 8, 2)
    """
    return _check_packs(packs) * (1 if is_special(card) else COPIES)


def deck(packs: int = 1) -> Deck:
    """One pack (117 cards) or two (234), in canonical order, the copies of each code side
    by side."""
    return PACKS[_check_packs(packs)]


def new_pack(packs: int = 1) -> list[str]:
    """A new pack as a list, in canonical order (each game shuffles it).

    >>> pack = new_pack()
    >>> len(pack), len(set(pack)), len(new_pack(2)), new_pack(2).count("JK5")
    (117, 33, 234, 2)
    """
    return list(deck(packs).codes)


def unseen(seen: Iterable[str], packs: int = 1) -> Counter:
    """Live copies of each code: the pack(s) less ``seen`` (instances count as their code);
    a code seen more often than the pack holds is an error.

    >>> left = unseen(["GK", "GK#2", "JK1"])
    >>> left["GK"], left["JK1"], left["RP"], sum(left.values())
    (2, 0, 4, 114)
    """
    found = Counter(face(card) for card in seen)
    pack = deck(packs).multiset()
    extra = found - pack
    if extra:
        listed = ", ".join(f"{code} x{n}" for code, n in sorted(extra.items()))
        raise ValueError(f"more cards seen than the pack holds: {listed} too many")
    return pack - found


# --- what a card shows -----------------------------------------------------------------------


def glyph(card: str, style: str = "classic", black_cannon: str = "包") -> str:
    """The Chinese character printed on the card: its side's name for the piece in the
    character set ``style`` (:data:`GLYPH_STYLES`), ``black_cannon`` (包 or 砲) on a green
    or white cannon; a special's label character.

    >>> glyph("RR"), glyph("RR", "plain_chariot_horse"), glyph("YH", "plain_chariot_horse")
    ('俥', '車', '馬')
    >>> glyph("RK", "simplified"), glyph("GK", "simplified"), glyph("GC", black_cannon="砲")
    ('帅', '将', '砲')
    >>> glyph("JK3"), glyph("YC", black_cannon="砲")
    ('壽', '炮')
    """
    if style not in GLYPH_STYLES:
        raise ValueError(f"ssp_glyph_style: {style!r} is not allowed; use one of "
                         f"{', '.join(GLYPH_STYLES)}")
    if black_cannon not in BLACK_CANNON_GLYPHS:
        raise ValueError(f"ssp_black_cannon_glyph: {black_cannon!r} is not allowed; use one "
                         f"of {', '.join(BLACK_CANNON_GLYPHS)}")
    code = face(card)
    if code in SPECIAL_GLYPHS:
        return SPECIAL_GLYPHS[code]
    which, p = SIDES[code[0]], code[1]
    if style == "plain_chariot_horse" and p in _PLAIN[RED_SIDE]:
        return _PLAIN[RED_SIDE][p]
    if style == "simplified" and p in _SIMPLIFIED[which]:
        return _SIMPLIFIED[which][p]
    if which == BLACK_SIDE:
        return black_cannon if p == CANNON else BLACK_GLYPHS[p]
    return RED_GLYPHS[p]


def latin_label(card: str) -> str:
    """The Latin index: the code (``YH``), or ``J1``..``J5`` for a special.

    >>> latin_label("YH#2"), latin_label("JK4")
    ('YH', 'J4')
    """
    code = face(card)
    return SPECIAL_LABELS.get(code, code)


def piece_name(card: str) -> str:
    """The piece's name in the current language (the learner's aid); a special's name.

    >>> piece_name("GR"), piece_name("YE"), piece_name("JK3")
    ('chariot', 'elephant', 'Long life')
    """
    code = face(card)
    return _piece_words()[code if code in SPECIAL_NAMES else code[1]]


def colour_name(colour_letter: str) -> str:
    """A colour's name in the current language ('green'); the letter itself otherwise.

    >>> colour_name("Y"), colour_name("Z")
    ('yellow', 'Z')
    """
    return _colour_words().get(colour_letter, colour_letter)


def card_name(card: str) -> str:
    """How a player says the card in a sentence, in the current language: "the green
    chariot"; a special by its name and code, "Fortune (JK1)".

    >>> card_name("GR"), card_name("YK#2"), card_name("JK1")
    ('the green chariot', 'the yellow general', 'Fortune (JK1)')
    """
    code = face(card)
    if code in SPECIAL_NAMES:
        return _("{name} ({code})").format(name=piece_name(code), code=code)
    return _("the {colour} {piece}").format(colour=colour_name(code[0]),
                                            piece=_piece_words_in_name()[code[1]])


def chinese_characters() -> str:
    """Every distinct Chinese character a chess card can show, in every character set and
    with either black cannon, sorted: what the CJK font subset must carry.

    >>> len(chinese_characters()), "砲" in chinese_characters(), "帅" in chinese_characters()
    (24, True, True)
    """
    chars: set[str] = set()
    for code in CODES:
        for style in GLYPH_STYLES:
            for cannon in BLACK_CANNON_GLYPHS:
                chars.add(glyph(code, style, cannon))
    return "".join(sorted(chars))


#: one pack and two packs (copies side by side, canonical order)
PACKS = {n: Deck.with_copies(f"si_se_pai{PACK_SIZE * n}",
                             [(code, n * (1 if code in SPECIAL_GLYPHS else COPIES))
                              for code in CODES])
         for n in PACK_COUNTS}
#: the 117-card pack
PACK = PACKS[1]
