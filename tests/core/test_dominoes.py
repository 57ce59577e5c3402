"""The Chinese domino deck facts (core/dominoes.py): every table of the deck's spec."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core import cards, dominoes
from cardgames.core.dominoes import (
    CIVIL,
    CODES,
    MILITARY,
    chinese_partner,
    compare_singles,
    family,
    korean_partner,
    pips,
    red_pips,
    red_pips_by_half,
    single_key,
    suit,
)

codes = st.sampled_from(CODES)

# Table 2.2 of the spec, row by row: code, pips, suit, copies per set.
TABLE = [
    ("6-6", 12, CIVIL, 2), ("1-1", 2, CIVIL, 2), ("4-4", 8, CIVIL, 2), ("3-1", 4, CIVIL, 2),
    ("5-5", 10, CIVIL, 2), ("3-3", 6, CIVIL, 2), ("2-2", 4, CIVIL, 2), ("6-5", 11, CIVIL, 2),
    ("6-4", 10, CIVIL, 2), ("6-1", 7, CIVIL, 2), ("5-1", 6, CIVIL, 2),
    ("6-3", 9, MILITARY, 1), ("5-4", 9, MILITARY, 1), ("6-2", 8, MILITARY, 1),
    ("5-3", 8, MILITARY, 1), ("5-2", 7, MILITARY, 1), ("4-3", 7, MILITARY, 1),
    ("4-2", 6, MILITARY, 1), ("4-1", 5, MILITARY, 1), ("3-2", 5, MILITARY, 1),
    ("2-1", 3, MILITARY, 1),
]


def test_doctests():
    for module in (dominoes, cards):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0


def test_the_21_codes_are_every_throw_of_two_dice_larger_half_first():
    throws = {f"{max(a, b)}-{min(a, b)}" for a in range(1, 7) for b in range(1, 7)}
    assert len(CODES) == 21 and set(CODES) == throws
    assert [row[0] for row in TABLE] == list(CODES)


@pytest.mark.parametrize("code,total,kind,per_set", TABLE)
def test_table_2_2(code, total, kind, per_set):
    assert pips(code) == total
    assert suit(code) == kind
    assert dominoes.copies_per_set(code) == per_set
    assert dominoes.deck().count(code) == per_set


def test_every_double_is_civil_and_the_five_civil_non_doubles():
    assert all(suit(c) == CIVIL for c in CODES if dominoes.is_double(c))
    assert {c for c in dominoes.CIVIL_CODES if not dominoes.is_double(c)} == {
        "6-5", "6-4", "6-1", "5-1", "3-1"}
    assert len(dominoes.CIVIL_CODES) == 11 and len(dominoes.MILITARY_CODES) == 10


@pytest.mark.parametrize("sets", [1, 2, 3, 5])
def test_counts_per_pack_of_s_sets(sets):
    pack = dominoes.deck(sets)
    assert pack.size == 32 * sets
    assert pack.has_copies and pack.distinct == CODES
    for code in CODES:
        expected = 2 * sets if suit(code) == CIVIL else sets
        assert pack.count(code) == expected == dominoes.copies(code, sets)
    # copies sit side by side in table order
    assert pack.codes == tuple(c for c in CODES for _ in range(pack.count(c)))


def test_one_set_is_the_shared_constant_and_bad_set_counts_are_refused():
    assert dominoes.deck() is cards.DOMINOES_32
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(ValueError, match="at least one set"):
            dominoes.deck(bad)
        with pytest.raises(ValueError, match="at least one set"):
            dominoes.copies("6-6", bad)


# Spec 2.5: red pips per face.
RED_TABLE = {
    0: ["5-5", "3-3", "2-2", "6-5", "6-3", "6-2", "5-3", "5-2", "3-2"],
    1: ["3-1", "6-1", "5-1", "2-1"],
    2: ["1-1"],
    4: ["6-4", "5-4", "4-3", "4-2"],
    5: ["4-1"],
    6: ["6-6"],
    8: ["4-4"],
}


def test_red_pip_table_covers_every_face_once():
    listed = [c for faces in RED_TABLE.values() for c in faces]
    assert sorted(listed) == sorted(CODES)


@pytest.mark.parametrize("count,faces", sorted(RED_TABLE.items()))
def test_red_pips_table_2_5(count, faces):
    for code in faces:
        assert red_pips(code) == count


@given(codes)
@settings(max_examples=40)
def test_red_pips_formula(code):
    high, low = dominoes.halves(code)
    expected = 6 if code == "6-6" else sum(n for n in (high, low) if n in (1, 4))
    assert red_pips(code) == expected


@given(codes)
@settings(max_examples=40)
def test_red_pips_by_half_puts_the_smaller_number_on_top(code):
    (top_red, top_other), (bottom_red, bottom_other) = red_pips_by_half(code)
    high, low = dominoes.halves(code)
    assert top_red + top_other == low and bottom_red + bottom_other == high
    assert top_red + bottom_red == red_pips(code)
    for number, red in ((low, top_red), (high, bottom_red)):
        if number in (1, 4):
            assert red == number
        elif number == 6 and code == "6-6":
            assert red == 3
        else:
            assert red == 0


def test_example_4_set_counts_of_red():
    pack = dominoes.deck()
    by_red = Counter(red_pips(c) for c in pack.codes)
    assert by_red[0] == 13
    assert sorted(c for c in pack.codes if red_pips(c) == 1) == sorted(
        ["3-1", "3-1", "6-1", "6-1", "5-1", "5-1", "2-1"])


def test_single_ranking_2_3():
    civil = ["6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1"]
    assert [single_key(c) for c in civil] == list(range(11, 0, -1))
    military = [["6-3", "5-4"], ["6-2", "5-3"], ["5-2", "4-3"], ["4-2"], ["4-1", "3-2"],
                ["2-1"]]
    for key, line in zip(range(6, 0, -1), military, strict=True):
        assert [single_key(c) for c in line] == [key] * len(line)


def test_example_2_single_comparisons():
    assert compare_singles("1-1", "4-4") == 1
    assert compare_singles("4-4", "1-1") == -1
    assert compare_singles("5-4", "6-3") == 0
    assert compare_singles("4-2", "3-2") == 1
    assert compare_singles("6-3", "6-6") is None


@given(codes, codes)
@settings(max_examples=60)
def test_comparison_is_antisymmetric_and_only_within_a_suit(a, b):
    ab, ba = compare_singles(a, b), compare_singles(b, a)
    if suit(a) != suit(b):
        assert ab is None and ba is None
    else:
        assert ab == -ba
        assert (ab == 0) == (single_key(a) == single_key(b))


def test_sort_key_orders_civil_then_military_high_to_low():
    shuffled = list(reversed(dominoes.deck().codes))
    ordered = sorted(shuffled, key=dominoes.sort_key)
    assert ordered == list(dominoes.deck().codes)


def test_families_2_4():
    expected = {
        "heaven_nine": {"6-6", "6-3", "5-4"},
        "earth_eight": {"1-1", "6-2", "5-3"},
        "man_seven": {"4-4", "5-2", "4-3"},
        "goose_five": {"3-1", "4-1", "3-2"},
    }
    for name, members in expected.items():
        assert {c for c in CODES if family(c) == name} == members
        civil = [c for c in members if suit(c) == CIVIL]
        assert len(civil) == 1
    others = set(CODES) - set().union(*expected.values())
    assert all(family(c) == "none" for c in others)
    assert list(dominoes.FAMILY_RANKS.values()) == [4, 3, 2, 1]


def test_example_3_partners():
    assert chinese_partner("6-2") == "5-3"
    assert korean_partner("6-2") == "6-3"
    assert chinese_partner("2-1") == "4-2"


CHINESE_MILITARY = [("6-3", "5-4"), ("6-2", "5-3"), ("5-2", "4-3"), ("4-1", "3-2"),
                    ("4-2", "2-1")]
KOREAN_MILITARY = [("6-3", "6-2"), ("5-4", "2-1"), ("5-3", "5-2"), ("4-3", "4-2"),
                   ("4-1", "3-2")]


@pytest.mark.parametrize("partner,pairs", [(chinese_partner, CHINESE_MILITARY),
                                           (korean_partner, KOREAN_MILITARY)])
def test_partner_tables(partner, pairs):
    for a, b in pairs:
        assert partner(a) == b and partner(b) == a
    for code in dominoes.CIVIL_CODES:
        assert partner(code) == code
    assert sorted(c for pair in pairs for c in pair) == sorted(dominoes.MILITARY_CODES)


@given(codes)
@settings(max_examples=50)
def test_partners_are_involutions_within_a_suit(code):
    for partner in (chinese_partner, korean_partner):
        assert partner(partner(code)) == code
        assert suit(partner(code)) == suit(code)
        assert (partner(code) == code) == (suit(code) == CIVIL)


@given(codes)
@settings(max_examples=40)
def test_chinese_military_pairs_share_a_pip_total_except_gee_joon(code):
    if suit(code) == MILITARY and not dominoes.is_gee_joon(code, chinese_partner(code)):
        assert pips(chinese_partner(code)) == pips(code)
        assert family(chinese_partner(code)) == family(code) != "none"


def test_gee_joon():
    assert dominoes.is_gee_joon("4-2", "2-1") and dominoes.is_gee_joon("2-1", "4-2")
    assert not dominoes.is_gee_joon("4-2", "4-2")
    assert not dominoes.is_gee_joon("4-1", "3-2")
    assert dominoes.is_chinese_pair("4-2", "2-1") and not dominoes.is_chinese_pair("6-3", "6-2")


def test_instance_suffix_and_bad_codes():
    assert dominoes.face("6-6#12") == "6-6" and pips("6-6#2") == 12
    for bad in ("0-0", "7-1", "66", "6-6#", "6-6#a", "", None, 66, "6-6 "):
        with pytest.raises(ValueError, match="not a Chinese domino code"):
            dominoes.face(bad)
    with pytest.raises(ValueError, match="larger half first"):
        suit("1-6")


def test_code_of_and_head():
    assert dominoes.code_of(1, 6) == dominoes.code_of(6, 1) == "6-1"
    assert dominoes.head_and_foot("6-1") == (1, 6)
    with pytest.raises(ValueError):
        dominoes.code_of(0, 3)


def test_names_cover_every_face():
    for table in (dominoes.ENGLISH_NAMES, dominoes.CANTONESE_NAMES, dominoes.CHINESE_NAMES):
        assert set(table) == set(CODES)
        assert all(names and all(n.strip() for n in names) for names in table.values())
    assert dominoes.english_name("3-1") == "Goose"
    assert dominoes.english_alternatives("3-1") == ("Harmony",)
    assert dominoes.english_name("5-1") == "Big-head six"
    assert dominoes.cantonese_name("6-1") == "Tit"
    assert dominoes.chinese_name("4-4") == "人"
    # tiles of one military rank share their name; civil names are all distinct
    assert len({dominoes.english_name(c) for c in dominoes.CIVIL_CODES}) == 11
    assert dominoes.english_name("6-3") == dominoes.english_name("5-4") == "Nine"


def test_chinese_characters_are_exactly_those_of_the_names():
    chars = dominoes.chinese_characters()
    assert len(chars) == len(set(chars))
    for names in dominoes.CHINESE_NAMES.values():
        for name in names:
            assert set(name) <= set(chars)
    assert all(ord(ch) > 0x2E80 for ch in chars)


@given(st.lists(st.sampled_from(dominoes.deck(2).codes), max_size=40), st.integers(2, 3))
@settings(max_examples=40)
def test_unseen_is_the_pack_less_what_was_seen(seen, sets):
    pack = dominoes.deck(sets)
    counts = Counter(seen)
    if any(n > pack.count(c) for c, n in counts.items()):
        with pytest.raises(ValueError, match="more tiles seen"):
            dominoes.unseen(seen, sets)
        return
    left = dominoes.unseen(seen, sets)
    for code in CODES:
        assert left[code] == pack.count(code) - counts[code]
    assert sum(left.values()) == pack.size - len(seen)


def test_unseen_refuses_impossible_sightings():
    with pytest.raises(ValueError, match=r"2-1 x1 too many"):
        dominoes.unseen(["2-1", "2-1#2"])
