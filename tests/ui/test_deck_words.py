"""Decks are found by their module, and say their cards in their own words."""

from __future__ import annotations

import pytest

from cardgames.ui import cards
from cardgames.ui.cards.spanish import SpanishRenderer
from cardgames.ui.table.hint_panel import hint_words
from cardgames.ui.table.suit_text import card_suit, move_words
from cardgames.ui.tutorial.script import describe_action


def test_a_deck_family_is_its_module():
    assert "spanish" in cards.families()
    assert not {"base", "back", "glyphs"} & set(cards.families())
    assert isinstance(cards.renderer_for("spanish"), SpanishRenderer)
    with pytest.raises(ValueError, match="no card renderer for deck family 'tarot'"):
        cards.renderer_for("tarot")
    assert cards.deck_module("tarot") is None and cards.deck_module("../x") is None


def test_words_come_from_the_deck_and_fall_back_to_the_code():
    assert cards.card_name("spanish", "12O") == "the rey of oros"
    assert cards.suit_name("spanish", "E") == "espadas"
    assert cards.suit_of("spanish", "7C") == "C"
    assert cards.card_name("spanish", "99Z") == "99Z"  # not a Spanish card: said as is
    assert cards.card_name("tarot", "XXI") == "XXI"
    assert cards.suit_name("tarot", "T") == "T" and cards.suit_of("tarot", "XXI") is None


def test_moves_in_words_use_the_deck_and_the_games_own_verbs():
    assert move_words("play:1C", "Ane", "spanish") == ("Ane plays the ace of copas", "C")
    assert move_words("play:1C", "Ane", "tarot") == ("Ane plays 1C", None)
    assert card_suit("1C", "spanish") == "C"
    # the seven swap is Pocha's: its UI module words it, shared code does not know it
    assert move_words("swap", "You", "spanish", "pocha")[0] == \
        "You swap the seven for the face-up card"
    assert move_words("swap", "You", "spanish")[0] == "You: swap"
    assert describe_action("play:6C", "spanish") == "play the 6 of copas"
    heading, reason = hint_words("play:3O", "Play 3O: it beats 1O.", "spanish", "pocha")
    assert heading == "Hint: play the 3 of oros" and "the\u00a0ace\u00a0of\u00a0oros" in reason
