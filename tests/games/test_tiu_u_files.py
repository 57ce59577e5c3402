"""Tiu U's files: the tutorial plays the spec's §9 deal to the claim of the fourth tile,
and the options file offers the spec's defaults and ranges."""

from __future__ import annotations

from cardgames.catalog import CATALOG
from cardgames.core.options import load_schema
from cardgames.core.tutorial import TutorialRunner, load_tutorial
from cardgames.games import info_of


def test_the_tutorial_ends_as_the_spec_says():
    state = TutorialRunner(load_tutorial("tiu_u", CATALOG)).play_to_end()
    assert state.catches[0][0] == ["6-6", "6-6"]          # laid at the deal
    assert state.catches[0][-1] == ["5-5"] * 4             # the claimed pile
    assert state.view(0)["catch_points"] == [250, 104]
    assert state.piles == [] and state.current == 1


def test_options_follow_the_spec():
    schema = load_schema("tiu_u")
    defaults = schema.defaults()
    assert defaults == {**defaults, "players": 2, "supreme_match": "additive",
                        "double_six_auto": True, "pile_three_rule": True,
                        "force_hand_capture": False, "bait_must_be_played": False,
                        "big_fish_min_pips": 8, "big_fish_points_per_pip": 2,
                        "small_fish_round_up_to": 10, "settlement": "difference_to_winner",
                        "points_per_chip": 1, "first_player_next": "rotate",
                        "deals_per_session": 4}
    options = schema.options
    assert tuple(options["players"].allowed) == info_of("tiu_u").player_counts
    assert (options["big_fish_min_pips"].min, options["big_fish_min_pips"].max) == (7, 9)
    assert (options["big_fish_points_per_pip"].min, options["big_fish_points_per_pip"].max) == (1, 3)
    assert tuple(options["small_fish_round_up_to"].allowed) == (1, 5, 10)
    assert set(options["supreme_match"].allowed) == {"additive", "exclusive", "off"}
    assert set(options["first_player_next"].allowed) == {"rotate", "winner", "random"}
    assert options["points_per_chip"].min == 1 and options["deals_per_session"].min == 1
    assert schema.presets["standard"].options == {}
