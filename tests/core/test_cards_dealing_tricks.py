"""The shared pieces every game builds on: decks with copies, constrained dealing, tricks."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.core.cards import SPANISH_36, SPANISH_40, Deck, flatten_cards, multiset_problem
from cardgames.core.dealing import NoConsistentDeal, deal_constrained, deal_masks
from cardgames.core.masks import bits, mask_of
from cardgames.core.tricks import (
    TrickTable,
    beats,
    follow_mask,
    legal_trick_mask,
    trick_winner,
)

# --- decks ------------------------------------------------------------------------------------


def test_a_deck_holds_identical_copies_under_one_code():
    deck = Deck.with_copies("dominoes", [("6-6", 4), ("5-5", 2), ("1-2", 1)])
    assert deck.size == 7
    assert deck.codes == ("6-6",) * 4 + ("5-5",) * 2 + ("1-2",)
    assert deck.count("6-6") == 4 and deck.count("5-5") == 2 and deck.count("0-0") == 0
    assert deck.distinct == ("6-6", "5-5", "1-2")
    assert deck.index("5-5") == 4 and deck.code(4) == "5-5"
    assert deck.has_copies and "1-2" in deck and "0-0" not in deck
    assert deck.multiset() == Counter({"6-6": 4, "5-5": 2, "1-2": 1})


def test_conservation_names_what_is_missing_and_extra():
    deck = Deck.with_copies("d", [("a", 2), ("b", 1)])
    assert deck.conservation_problem(["b", "a", "a"]) is None
    assert deck.conservation_problem(["a", "b"]) == "missing a"
    assert deck.conservation_problem(["a", "a", "a", "b", "c"]) == "extra a, c"
    assert multiset_problem(Counter("ab"), Counter("bb")) == "missing a; extra b"
    assert flatten_cards([["a"], None, [], ["b", "a"]]) == ["a", "b", "a"]


def test_a_copy_needs_a_positive_count():
    with pytest.raises(ValueError, match="at least one copy"):
        Deck.with_copies("d", [("a", 0)])


def test_spanish_decks_are_distinct_cards_as_before():
    assert SPANISH_40.size == 40 and not SPANISH_40.has_copies
    assert SPANISH_36.size == 36 and "2O" not in SPANISH_36
    assert all(SPANISH_40.count(code) == 1 for code in SPANISH_40.codes)
    assert SPANISH_40.index("12B") == 39


# --- dealing ----------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 5))
def test_constrained_deals_respect_counts_voids_and_copies(seed, places):
    """Build a real deal, derive voids it satisfies, and redeal: counts, voids and the
    multiset of cards always hold."""
    rng = random.Random(seed)
    pool = [f"{rng.randint(0, 6)}-{rng.randint(0, 6)}" for _ in range(rng.randint(places, 24))]
    cuts = sorted(rng.sample(range(1, len(pool)), places - 1))
    real = [pool[a:b] for a, b in zip([0, *cuts], [*cuts, len(pool)], strict=True)]
    codes = set(pool)
    excluded = [set(rng.sample(sorted(codes - set(hand)), rng.randint(0, len(codes - set(hand)))))
                for hand in real]
    hands = deal_constrained(pool, [len(h) for h in real], excluded, rng)
    assert [len(h) for h in hands] == [len(h) for h in real]
    assert Counter(flatten_cards(hands)) == Counter(pool)
    for hand, banned in zip(hands, excluded, strict=True):
        assert not set(hand) & banned


def test_a_deal_with_no_exclusions_is_uniform():
    """Which card the first place gets: every card about equally often."""
    rng = random.Random(1)
    seen = Counter()
    for _ in range(4000):
        seen[deal_constrained(list("abcd"), [1, 3], [None, None], rng)[0][0]] += 1
    assert set(seen) == set("abcd")
    assert max(seen.values()) - min(seen.values()) < 400


def test_voids_are_kept_even_when_tight():
    """Place 0 may hold only 'x' cards and needs all of them: only one deal fits."""
    rng = random.Random(3)
    pool = ["x", "x", "y", "z"]
    for _ in range(20):
        hands = deal_constrained(pool, [2, 2], [{"y", "z"}, None], rng)
        assert hands[0] == ["x", "x"] and sorted(hands[1]) == ["y", "z"]


def test_an_impossible_deal_is_refused_clearly():
    with pytest.raises(NoConsistentDeal, match="no deal"):
        deal_constrained(["a", "b"], [2, 0], [{"a"}, None], random.Random(1))
    with pytest.raises(ValueError, match="add up"):
        deal_constrained(["a", "b"], [1, 0], [None, None], random.Random(1))


def test_mask_deals_give_masks():
    rng = random.Random(5)
    pool = [0, 3, 5, 7, 9]
    hands = deal_masks(pool, [2, 3], [mask_of([0, 3, 5]), -1], rng)
    assert hands[0] | hands[1] == mask_of(pool) and hands[0] & hands[1] == 0
    assert hands[0].bit_count() == 2 and not hands[0] & ~mask_of([0, 3, 5])


# --- tricks -----------------------------------------------------------------------------------

# A small pack: suits 0..2, four cards each; strength goes up with the card within a suit,
# except that the first card of each suit (an "ace") is the strongest.
SUITS = [c // 4 for c in range(12)]
STRENGTH = [10 if c % 4 == 0 else c % 4 for c in range(12)]
TABLE = TrickTable.build(SUITS, STRENGTH)


def test_table_masks():
    assert TABLE.suit_masks == (0b1111, 0b1111 << 4, 0b1111 << 8)
    assert bits(TABLE.higher[1]) == [0, 2, 3]  # the ace and the two above card 1
    assert TABLE.higher[0] == 0  # nothing beats the ace of its suit


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ([1, 2, 3], -1, 2),        # highest of the suit led
        ([1, 0, 3], -1, 1),        # the ace
        ([1, 5, 6], -1, 0),        # other suits never win without trumps
        ([1, 5, 3], 1, 1),         # a trump wins
        ([1, 5, 4], 1, 2),         # the higher trump wins
        ([5, 4, 0], 1, 1),         # trump led: the highest trump, ace of another suit loses
        ([2, 2], None, 0),         # equal cards: the first stays ahead
    ],
)
def test_trick_winner(cards, trump, winner):
    assert trick_winner(TABLE, cards, trump) == winner


def test_beats_agrees_with_the_winner_of_two():
    for a in range(12):
        for b in range(12):
            for trump in (-1, 0, 1, 2):
                assert beats(TABLE, b, a, trump) == (trick_winner(TABLE, [a, b], trump) == 1)


def test_follow_suit():
    hand = mask_of([1, 5, 9])
    assert follow_mask(hand, TABLE.suit_masks[0]) == mask_of([1])
    assert follow_mask(mask_of([5, 9]), TABLE.suit_masks[0]) == mask_of([5, 9])


def test_spanish_obligations():
    hand = mask_of([1, 3, 5, 6])  # suit 0: 1 and 3; suit 1 (trump): 5 and 6
    # must head: above the top card led (2): only 3
    assert legal_trick_mask(TABLE, hand, 0, 1, 2, -1, must_head=True) == mask_of([3])
    # the trick is already trumped: any card of the suit led
    assert legal_trick_mask(TABLE, hand, 0, 1, 2, 4, must_head=True) == mask_of([1, 3])
    void = mask_of([5, 6, 9])
    # void in the suit led: must trump, and overtrump the 5 when possible
    assert legal_trick_mask(TABLE, void, 0, 1, 2, 5, must_trump=True,
                            must_overtrump=True) == mask_of([6])
    # can't overtrump the ace of trumps: any card, or still a trump with undertrump
    assert legal_trick_mask(TABLE, void, 0, 1, 2, 4, must_trump=True,
                            must_overtrump=True) == void
    assert legal_trick_mask(TABLE, void, 0, 1, 2, 4, must_trump=True, must_overtrump=True,
                            undertrump=True) == mask_of([5, 6])
    # no obligation to trump: anything
    assert legal_trick_mask(TABLE, void, 0, 1, 2, -1) == void
