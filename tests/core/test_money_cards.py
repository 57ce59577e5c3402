"""The dong guan pai as data: its codes, the 120-card pack, the values and the relations
dui / ka / pair (the spec's examples for tests, §11), names and characters."""

from __future__ import annotations

import doctest
import itertools
import types
from collections import Counter

import pytest

from cardgames.core import cjk, money_cards
from cardgames.core.money_cards import (
    BASHU,
    CODES,
    DAHONG,
    XIAOHONG,
    face,
    is_code,
    is_dui,
    is_ka,
    is_pair,
    new_pack,
    same,
    value,
)

#: the full list of the spec's §2.1, as written there
SPEC_LIST = """
B1 B2 B3 B4 B5 B6 B7 B8 B9
S1 S2 S3 S4 S5 S6 S7 S8 S9
W1 W2 W3 W4 W5 W6 W7 W8 W9
DAHONG XIAOHONG BASHU
""".split()


def test_the_codes_are_the_spec_list_in_canonical_order():
    assert list(CODES) == SPEC_LIST
    assert all(is_code(code) and face(code) == code for code in SPEC_LIST)


@pytest.mark.parametrize("bad", ["B0", "S10", "DH", "XH", "BS", "b1", "W", "B1#", "B1#x",
                                 "X5", "DAHONG ", "", None, 7])
def test_strangers_are_refused(bad):
    assert not is_code(bad)
    with pytest.raises(ValueError):
        face(bad)
    with pytest.raises(ValueError):
        value(bad)


def test_a_display_label_is_refused_with_its_code_named():
    with pytest.raises(ValueError, match="write DAHONG"):
        face("DH")


def test_the_pack_holds_120_cards_four_of_each_in_order():
    pack = new_pack()
    assert len(pack) == 120 == money_cards.deck().size == money_cards.PACK_SIZE
    assert Counter(pack) == {code: 4 for code in SPEC_LIST}
    assert pack[:5] == ["B1", "B1", "B1", "B1", "B2"] and pack[-1] == BASHU
    # copies sit together, codes in canonical order
    assert [code for code, _group in itertools.groupby(pack)] == SPEC_LIST
    assert sorted(pack, key=money_cards.sort_key) == pack
    assert new_pack() is not new_pack()  # a fresh list each time: a game may shuffle it
    assert money_cards.deck().conservation_problem(pack) is None
    assert money_cards.deck().stack(["BASHU", "B1"])[:3] == ["BASHU", "B1", "B1"]


def test_values_and_how_many_cards_have_each():
    assert value(DAHONG) == value(XIAOHONG) == value(BASHU) == value("S1") == 1
    assert value("W9") == 9 and value("B5#3") == 5
    by_value = Counter(value(card) for card in new_pack())
    assert by_value[1] == 24 and all(by_value[v] == 12 for v in range(2, 10))
    assert [money_cards.cards_of_value(v) for v in range(1, 10)] == [24] + [12] * 8
    with pytest.raises(ValueError):
        money_cards.cards_of_value(0)


def test_the_spec_examples_of_dui_and_ka():
    assert is_dui(DAHONG, DAHONG) and not is_ka(DAHONG, DAHONG)
    assert is_ka(DAHONG, XIAOHONG) and is_ka(BASHU, "W1") and not is_ka("B1", "S2")
    assert is_pair("B7", "S7") and is_ka("B7", "S7")
    assert is_pair("B7", "B7") and is_dui("B7", "B7")
    assert not is_pair("B7", "B8")
    assert same("S3#2", "S3") and is_dui("S3#2", "S3#4")


def test_the_relations_over_every_two_faces():
    """pair = dui or ka; dui and ka never both; pair iff equal value; symmetric."""
    for a, b in itertools.product(CODES, repeat=2):
        assert is_pair(a, b) == (is_dui(a, b) or is_ka(a, b)) == (value(a) == value(b))
        assert not (is_dui(a, b) and is_ka(a, b))
        assert is_dui(a, b) == (a == b) == is_dui(b, a)
        assert is_ka(a, b) == is_ka(b, a)
    kas = [(a, b) for a, b in itertools.combinations(CODES, 2) if is_ka(a, b)]
    # value 1: six faces -> 15 ka; each other value: three faces -> 3 ka
    assert len(kas) == 15 + 8 * 3


def test_suits_ranks_and_odd_cards():
    assert [money_cards.suit(c) for c in ("B1", "S9", "W4", BASHU)] == ["B", "S", "W", None]
    assert [money_cards.rank(c) for c in ("B1", "S9", DAHONG)] == [1, 9, None]
    assert [c for c in CODES if money_cards.is_odd(c)] == [DAHONG, XIAOHONG, BASHU]


def test_value_order_puts_the_cards_that_pair_together():
    hand = ["W9", "B1", "S9", XIAOHONG, "W1", "B9", DAHONG]
    ordered = sorted(hand, key=money_cards.value_sort_key)
    assert ordered == ["B1", "W1", DAHONG, XIAOHONG, "B9", "S9", "W9"]


def test_unseen_copies_and_live_values():
    seen = ["S1", "S1#2", DAHONG, "W4"]
    left = money_cards.unseen(seen)
    assert left["S1"] == 2 and left[DAHONG] == 3 and left["W4"] == 3 and left["B2"] == 4
    assert sum(left.values()) == 116
    live = money_cards.live_by_value(seen)
    assert live[1] == 21 and live[4] == 11 and live[9] == 12
    with pytest.raises(ValueError, match="B2 x1 too many"):
        money_cards.unseen(["B2"] * 5)


def test_what_the_cards_show():
    assert [money_cards.latin_label(c) for c in ("B7", "S3", "W9", DAHONG, XIAOHONG, BASHU)] \
        == ["B7", "S3", "W9", "DH", "XH", "BS"]
    assert [money_cards.index_glyph(c) for c in ("B1", "S1", "W1", DAHONG, XIAOHONG, BASHU)] \
        == ["文", "索", "萬", "大", "小", "八"]
    assert money_cards.index_glyph("B1", "ben") == "本"
    with pytest.raises(ValueError):
        money_cards.index_glyph("B1", "qian")
    assert "".join(money_cards.numeral(n) for n in range(1, 10)) == "一二三四五六七八九"
    assert [money_cards.chinese_name(c) for c in ("W8", "S1", DAHONG, BASHU)] \
        == ["八萬", "一索", "大紅", "八束"]
    assert money_cards.romanised_name("S4") == "4 suo"


def test_the_characters_are_every_one_a_card_can_show():
    shown = set()
    for code in CODES:
        for glyph in ("wen", "ben"):
            shown.update(money_cards.chinese_name(code, glyph))
            shown.update(money_cards.index_glyph(code, glyph))
    assert set(money_cards.chinese_characters()) == shown
    assert set(money_cards.chinese_characters()) == set("文本索萬一二三四五六七八九大小紅束")


def test_every_deck_with_chinese_text_feeds_the_font_subset():
    chars = cjk.deck_characters()
    assert chars == "".join(sorted(set(chars)))
    for module in cjk.DECK_MODULES:
        assert set(module.chinese_characters()) <= set(chars), module.__name__
    # a deck added to the hook brings its characters (a made-up deck: every real one is in)
    tiles = types.ModuleType("cardgames.core.dragon_tiles")
    tiles.chinese_characters = lambda: "龍鳳"

    more = cjk.deck_characters(cjk.DECK_MODULES + (tiles,))
    assert set(more) - set(chars) == {"龍", "鳳"}
    assert cjk.characters_by_deck(cjk.DECK_MODULES + (tiles,))["dragon_tiles"] == "龍鳳"


@pytest.mark.parametrize("module", [money_cards, cjk])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
