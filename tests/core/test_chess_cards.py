"""The si se pai (four-colour chess cards) as data: its codes, the 117-card pack (and two
packs), the helpers the deck spec names, the character sets, names and characters (the
spec's examples for tests, §11)."""

from __future__ import annotations

import doctest
import itertools
from collections import Counter

import pytest

from cardgames.core import chess_cards, cjk
from cardgames.core.chess_cards import (
    CODES,
    colour,
    face,
    glyph,
    is_code,
    is_general,
    is_special,
    new_pack,
    piece,
    side,
)

#: the full list of the spec's §2.1, as written there
SPEC_LIST = """
GK GA GE GR GH GC GP
WK WA WE WR WH WC WP
YK YA YE YR YH YC YP
RK RA RE RR RH RC RP
JK1 JK2 JK3 JK4 JK5
""".split()

#: the spec's §2.2 table: piece -> (yellow/red character, its code point, green/white, its)
SPEC_GLYPHS = {
    "K": ("帥", 0x5E25, "將", 0x5C07),
    "A": ("仕", 0x4ED5, "士", 0x58EB),
    "E": ("相", 0x76F8, "象", 0x8C61),
    "R": ("俥", 0x4FE5, "車", 0x8ECA),
    "H": ("傌", 0x508C, "馬", 0x99AC),
    "C": ("炮", 0x70AE, "包", 0x5305),
    "P": ("兵", 0x5175, "卒", 0x5352),
}
SPEC_SPECIALS = {"JK1": 0x798F, "JK2": 0x797F, "JK3": 0x58FD, "JK4": 0x559C, "JK5": 0x8CA1}


def test_the_codes_are_the_spec_list_in_canonical_order():
    assert list(CODES) == SPEC_LIST
    assert all(is_code(code) and face(code) == code for code in SPEC_LIST)


def test_spec_example_1_the_pack():
    pack = new_pack()
    assert len(pack) == 117 == chess_cards.PACK_SIZE == chess_cards.deck().size
    counts = Counter(pack)
    assert sum(1 for n in counts.values() if n == 4) == 28
    assert {code for code, n in counts.items() if n == 1} == set(chess_cards.SPECIALS)
    assert pack[:5] == ["GK", "GK", "GK", "GK", "GA"]
    assert pack[-7:] == ["RP", "RP", "JK1", "JK2", "JK3", "JK4", "JK5"]
    assert [code for code, _group in itertools.groupby(pack)] == SPEC_LIST
    assert sorted(pack, key=chess_cards.sort_key) == pack
    assert new_pack() is not new_pack()  # a fresh list each time: a game may shuffle it
    assert chess_cards.deck().conservation_problem(pack) is None
    assert chess_cards.deck().conservation_problem(pack[:-1]) == "missing JK5"


def test_two_packs_hold_every_suit_code_eight_times_and_each_special_twice():
    pack = new_pack(2)
    assert len(pack) == 234
    counts = Counter(pack)
    assert all(counts[code] == 8 for code in chess_cards.SUIT_CODES)
    assert all(counts[code] == 2 for code in chess_cards.SPECIALS)
    assert chess_cards.copies("GP", 2) == 8 and chess_cards.copies("JK1", 2) == 2
    for bad in (0, 3, True, "2"):
        with pytest.raises(ValueError):
            new_pack(bad)


def test_spec_example_2_and_3_sides_and_characters():
    assert side("YC") == "red" and glyph("YC") == "炮"
    assert side("GC") == "black" and glyph("GC") == "包"
    assert glyph("RK") == "帥" == chr(0x5E25) and glyph("WK") == "將" == chr(0x5C07)


def test_every_card_carries_its_sides_character_from_the_spec_table():
    for code in chess_cards.SUIT_CODES:
        red, red_point, black, black_point = SPEC_GLYPHS[code[1]]
        if code[0] in "YR":
            assert side(code) == "red" and glyph(code) == red and ord(red) == red_point
        else:
            assert side(code) == "black" and glyph(code) == black and ord(black) == black_point
    for code, point in SPEC_SPECIALS.items():
        assert glyph(code) == chr(point) and side(code) is None


def test_spec_example_4_and_the_other_character_sets():
    assert glyph("RR", "plain_chariot_horse") == "車"
    assert glyph("YH", "plain_chariot_horse") == "馬"
    # the plain set changes chariot and horse only, and the black side not at all
    for code in chess_cards.SUIT_CODES:
        if code[1] not in "RH" or side(code) == "black":
            assert glyph(code, "plain_chariot_horse") == glyph(code)
    simplified = {code: glyph(code, "simplified") for code in chess_cards.SUIT_CODES}
    assert simplified["RK"] == simplified["YK"] == "帅"
    assert simplified["GK"] == simplified["WK"] == "将"
    assert {simplified[c + "R"] for c in "GWYR"} == {"车"}
    assert {simplified[c + "H"] for c in "GWYR"} == {"马"}
    assert glyph("GC", black_cannon="砲") == glyph("WC", black_cannon="砲") == "砲"
    assert glyph("RC", black_cannon="砲") == "炮"  # the red cannon keeps its character
    with pytest.raises(ValueError, match="ssp_glyph_style"):
        glyph("GK", "fancy")
    with pytest.raises(ValueError, match="ssp_black_cannon_glyph"):
        glyph("GC", black_cannon="炮")


def test_spec_example_5_generals_and_specials():
    assert is_general("WK") and is_special("JK4") and not is_general("JK4")
    assert [c for c in CODES if is_general(c)] == ["GK", "WK", "YK", "RK"]
    assert [c for c in CODES if is_special(c)] == list(chess_cards.SPECIALS)
    assert all(piece(c) == "K" for c in CODES if is_general(c))


@pytest.mark.parametrize("good", ["GK", "RR", "JK5"])
def test_spec_example_6_codes(good):
    assert is_code(good) and face(good) == good


@pytest.mark.parametrize("bad", ["KG", "BK", "JK6", "RX", "JK0", "JK", "gk", "G", "GKK",
                                 "GK#", "GK#x", " GK", "", None, 7])
def test_spec_example_6_strangers_are_refused(bad):
    assert not is_code(bad)
    with pytest.raises(ValueError):
        face(bad)
    with pytest.raises(ValueError):
        glyph(bad)
    with pytest.raises(ValueError):
        side(bad)


def test_colours_pieces_and_instances():
    assert [colour(c) for c in ("GK", "WP", "YE", "RR", "JK1")] == ["G", "W", "Y", "R", None]
    assert [piece(c) for c in ("GK", "WP", "YE", "RR", "JK1")] == ["K", "P", "E", "R", None]
    assert face("YP#3") == "YP" and chess_cards.same("YP", "YP#3")
    assert not chess_cards.same("GP", "WP") and not chess_cards.same("GP", "GC")
    hand = ["RP", "JK1", "GK", "YK", "GP", "WK"]
    assert sorted(hand, key=chess_cards.piece_sort_key) == ["GK", "WK", "YK", "GP", "RP", "JK1"]


def test_unseen_copies_for_the_ai():
    left = chess_cards.unseen(["GK", "GK#2", "JK1", "RP"])
    assert left["GK"] == 2 and left["JK1"] == 0 and left["RP"] == 3 and left["WA"] == 4
    assert sum(left.values()) == 113
    assert chess_cards.unseen(["JK1"], packs=2)["JK1"] == 1
    with pytest.raises(ValueError, match="JK1 x1 too many"):
        chess_cards.unseen(["JK1", "JK1"])


def test_what_the_cards_show_and_say():
    assert chess_cards.latin_label("YH#2") == "YH" and chess_cards.latin_label("JK4") == "J4"
    assert [chess_cards.piece_name(c + "K") for c in "GWYR"] == ["general"] * 4
    assert len({chess_cards.piece_name(c) for c in CODES}) == 7 + 5
    assert chess_cards.card_name("GR") == "the green chariot"
    assert chess_cards.card_name("JK1") == "Fortune (JK1)"
    assert len({chess_cards.card_name(c) for c in CODES}) == len(CODES)


def test_the_characters_are_every_one_a_card_can_show():
    chars = chess_cards.chinese_characters()
    assert chars == "".join(sorted(set(chars)))
    expected = set()
    for red, _rp, black, _bp in SPEC_GLYPHS.values():
        expected |= {red, black}
    expected |= {chr(p) for p in SPEC_SPECIALS.values()}
    expected |= set("帅将车马砲")  # the variants the options may pick
    assert set(chars) == expected and len(chars) == 24
    assert chess_cards in cjk.DECK_MODULES
    assert set(chars) <= set(cjk.deck_characters())


def test_doctests():
    result = doctest.testmod(chess_cards)
    assert result.failed == 0 and result.attempted > 20
