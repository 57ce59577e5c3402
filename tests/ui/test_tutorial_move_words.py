"""The tutorial panel names the lesson's move in the game's own button words, translated:
a raw action ("capture 5-3 4-4") is English whatever the language."""

from __future__ import annotations

from cardgames.core.i18n import set_language
from cardgames.ui.tutorial.script import describe_action


def test_a_games_own_button_words_name_the_move_in_each_language():
    try:
        assert describe_action("capture:5-3,4-4", "", "tiu_u") == "5-3 takes 4-4"
        set_language("es")
        assert describe_action("capture:5-3,4-4", "", "tiu_u") == "5-3 se lleva 4-4"
        assert describe_action("place:right", "", "tsung_shap") == "Al extremo derecho"
        set_language("eu")
        assert describe_action("pile_three:5-5", "", "tiu_u") == "Hiru 5-5 pilan"
    finally:
        set_language("en")


def test_without_the_games_words_the_move_is_said_as_before():
    assert describe_action("capture:5-3,4-4") == "capture 5-3 4-4"
    assert describe_action("bid:2", "", "tiu_u") == "bid 2"
