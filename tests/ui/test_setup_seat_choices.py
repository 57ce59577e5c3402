"""The setup form's drop-down for a ``seat`` option offers the option's own words."""

from __future__ import annotations

from cardgames.ui.setup_model import SetupModel


def test_latxas_first_player_offers_after_winner_and_each_seat():
    model = SetupModel("latxa")
    model.set("players", 3)
    choices = model.seat_choices(model.schema.options["first_player"])
    assert choices[:2] == [("Random", "random"), ("After the last winner", "after_winner")]
    assert [value for _, value in choices[2:]] == [0, 1, 2]
    assert choices[2][0] == "You (seat 0)"
    model.set("first_player", "after_winner")
    assert model.problems() == []
    assert model.config(seed=1).create_game().options["first_player"] == "after_winner"


def test_a_seat_option_without_words_offers_random_and_the_seats():
    model = SetupModel("pocha")
    model.set("players", 4)
    choices = model.seat_choices(model.schema.options["first_dealer"])
    assert [value for _, value in choices] == ["random", 0, 1, 2, 3]


def test_a_seat_that_leaves_the_table_goes_back_to_random_in_any_game():
    model = SetupModel("latxa")
    model.set("players", 5)
    model.set("first_player", 4)
    model.set("players", 3)
    assert model.values["first_player"] == "random"
    model.set("first_player", "after_winner")
    model.set("players", 2)
    assert model.values["first_player"] == "after_winner"
