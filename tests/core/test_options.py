"""Options, presets and house-rules files: every problem names the file, the key and what is allowed."""

from __future__ import annotations

import pytest

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.options import OptionError, check_house_rules_file, load_schema, parse_schema


def test_defaults_follow_the_ludoteka_rules():
    game = cardgames.create("pocha")
    assert game.players == 4
    assert game.options["length"] == "full"
    assert game.options["dealer_restriction"] is True
    assert game.options["must_head_trick"] and game.options["must_trump"]
    assert not game.options["undertrump_required"]
    assert (game.options["exact_bonus"], game.options["points_per_trick"],
            game.options["miss_penalty_per_trick"]) == (10, 5, 5)
    assert game.options["tiebreak"] == "one_card_all"
    assert game.options["rank_order"] == "as_tres"


def test_every_spec_option_is_declared():
    schema = load_schema("pocha")
    assert set(schema.options) == {
        "players", "first_dealer", "direction", "length", "deal_schedule", "dealer_restriction",
        "restriction_in_one_card_hands", "must_head_trick", "must_trump", "must_overtrump",
        "undertrump_required", "exact_bonus", "points_per_trick", "miss_penalty_per_trick",
        "tiebreak", "rank_order", "swap_trump_seven",
    }
    for spec in schema.options.values():
        assert spec.help and spec.label


@pytest.mark.parametrize("preset", ["ludoteka", "short", "max_only", "oh_hell", "club"])
def test_presets_resolve(preset):
    game = cardgames.create("pocha", preset=preset)
    assert game.preset == preset


def test_preset_then_rules_then_players():
    game = cardgames.create("pocha", players=5, preset="short", rules={"exact_bonus": 20})
    assert game.options["length"] == "short" and game.options["exact_bonus"] == 20
    assert game.players == 5


@pytest.mark.parametrize(
    ("rules", "key", "allowed"),
    [
        ({"colour": "red"}, "colour", "the options are"),
        ({"must_trump": "yes"}, "must_trump", "true or false"),
        ({"exact_bonus": -1}, "exact_bonus", "from 0 to 1000"),
        ({"exact_bonus": True}, "exact_bonus", "whole number"),
        ({"players": 7}, "players", "3, 4, 5, 6, 8"),
        ({"length": "long"}, "length", "full, short, max_only"),
        ({"deal_schedule": [1, 11]}, "deal_schedule", "at most 10"),
        ({"deal_schedule": []}, "deal_schedule", "list of whole numbers"),
        ({"first_dealer": 4}, "first_dealer", "0 to 3"),
        ({"first_dealer": "north"}, "first_dealer", "'random' or a seat"),
        ({"exact_bonus": 0, "points_per_trick": 0, "miss_penalty_per_trick": 0},
         "exact_bonus", "can't all be 0"),
    ],
)
def test_bad_rules_name_key_and_allowed(rules, key, allowed):
    with pytest.raises(OptionError) as caught:
        cardgames.create("pocha", rules=rules)
    text = str(caught.value)
    assert f"{key}:" in text and allowed in text
    assert caught.value.problems[0].key == key


def test_unknown_preset_is_refused():
    with pytest.raises(OptionError, match="preset: 'long' is not a preset of Pocha"):
        cardgames.create("pocha", preset="long")


def test_unknown_game_is_refused():
    with pytest.raises(ValueError, match="not a game"):
        cardgames.create("whist")


def test_malformed_schema_names_the_key():
    with pytest.raises(OptionError, match=r"x.yaml: options.a.type"):
        parse_schema({"game": "g", "options": {"a": {"type": "colour"}}}, "x.yaml")
    with pytest.raises(OptionError, match=r"options.a.default"):
        parse_schema({"game": "g", "options": {"a": {"type": "bool", "default": 3}}}, "x.yaml")


def write(tmp_path, text):
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_good_house_rules_file(tmp_path):
    path = write(tmp_path, "game: pocha\nname: Friday\npreset: short\noptions:\n  exact_bonus: 15\n")
    assert check_house_rules_file(path, CATALOG) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("game: pocha\noptions:\n  must_trump: 3\n", "must_trump: 3 is not allowed; use true or false"),
        ("game: pocha\noptions:\n  speed: 3\n", "speed: is not an option of Pocha"),
        ("game: chess\n", "game: 'chess' is not a game"),
        ("game: pocha\npreset: quick\n", "preset: 'quick' is not a preset"),
        ("game: pocha\ncolour: red\n", "colour: is not allowed here"),
        ("game: [pocha\n", "not valid YAML"),
        ("- 1\n- 2\n", "must be a mapping"),
    ],
)
def test_broken_house_rules_file(tmp_path, text, expected):
    path = write(tmp_path, text)
    problems = check_house_rules_file(path, CATALOG)
    assert problems
    assert any(expected in str(p) for p in problems), [str(p) for p in problems]
    assert all(str(path) in str(p) for p in problems)


def test_labels_name_allowed_values_and_speak_the_players_words():
    from cardgames.core.options import OptionError, parse_schema

    base = {"game": "g", "options": {"order": {
        "type": "choice", "default": "a_b", "allowed": ["a_b", "c"],
        "labels": {"a_b": "First order"}}}}
    spec = parse_schema(base, "g.yaml").options["order"]
    assert spec.label_of("a_b") == "First order"
    assert spec.label_of("c") == "C"  # no label: the value in words
    assert "a_b" not in spec.describe_choices() and "First order" in spec.describe_choices()
    assert "a_b" in spec.describe_allowed()  # files still use the values
    bad = {"game": "g", "options": {"order": dict(base["options"]["order"],
                                                  labels={"zzz": "Nothing"})}}
    with pytest.raises(OptionError) as error:
        parse_schema(bad, "g.yaml")
    assert "options.order.labels.zzz" in str(error.value)


# --- the seat type's extra words (Latxa's first_player: after_winner) -------------------------

SEAT_SCHEMA = {"game": "g", "options": {
    "starter": {"type": "seat", "default": "random", "allowed": ["after_winner", "youngest"],
                "labels": {"after_winner": "After the winner"}},
    "dealer": {"type": "seat", "default": 0},
}}


def test_a_seat_option_takes_random_a_seat_or_its_own_words():
    schema = parse_schema(SEAT_SCHEMA, "x.yaml")
    starter, dealer = schema.options["starter"], schema.options["dealer"]
    assert starter.seat_words == ("random", "after_winner", "youngest")
    assert dealer.seat_words == ("random",)
    for value in ("random", "after_winner", "youngest", 0, 5):
        assert starter.check(value) is None
    assert dealer.check("after_winner") is not None  # words belong to their own option
    for value in ("north", -1, True, 1.5, None, ["random"]):
        assert "'random', 'after_winner', 'youngest' or a seat number" in starter.check(value)
    assert "'random' or a seat number" in dealer.check("youngest")


def test_a_seat_options_extra_values_must_be_words():
    for bad in ([1], ["after winner"], [None]):
        data = {"game": "g", "options": {"s": {"type": "seat", "default": "random",
                                               "allowed": bad}}}
        with pytest.raises(OptionError, match=r"options.s.allowed: a seat option's extra"):
            parse_schema(data, "x.yaml")


def test_latxas_first_player_takes_after_winner_and_checks_the_seat():
    game = cardgames.create("latxa", players=3, rules={"first_player": "after_winner"})
    assert game.options["first_player"] == "after_winner"
    assert game.new_state(seed=1).current_player in range(3)
    with pytest.raises(OptionError, match="'random', 'after_winner' or 0 to 2"):
        cardgames.create("latxa", players=3, rules={"first_player": 3})
    with pytest.raises(OptionError, match="'random', 'after_winner' or a seat number"):
        cardgames.create("latxa", players=3, rules={"first_player": "before_winner"})


def schedule_file(tmp_path, hands: int):
    sizes = ", ".join(["10"] * hands)
    return write(tmp_path, f"game: pocha\nname: Long\noptions:\n  players: 4\n"
                           f"  deal_schedule: [{sizes}]\n")


def test_a_deal_schedule_is_capped_at_the_match_length_that_plays_smoothly(tmp_path):
    """200 hands of 10 play smoothly (``cardgames bench``: an observation at move 8,000
    costs what one at move 80 does); more are refused with a sentence that says why."""
    assert load_schema("pocha").options["deal_schedule"].max_items == 200
    assert check_house_rules_file(schedule_file(tmp_path, 200), CATALOG) == []
    problems = [str(p) for p in check_house_rules_file(schedule_file(tmp_path, 201), CATALOG)]
    assert len(problems) == 1
    assert "201 hands make the match too long to play smoothly; list at most 200" in problems[0]
    with pytest.raises(OptionError, match="201 hands make the match too long"):
        cardgames.create("pocha", rules={"deal_schedule": [10] * 201})


def test_bourres_hands_option_stops_where_the_match_stops_anyway():
    from cardgames.games.bourre import HAND_LIMIT

    assert load_schema("bourre").options["max_hands"].max == HAND_LIMIT
    cardgames.create("bourre", rules={"max_hands": HAND_LIMIT})
    with pytest.raises(OptionError, match="max_hands"):
        cardgames.create("bourre", rules={"max_hands": HAND_LIMIT + 1})
