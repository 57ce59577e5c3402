"""The ``multi`` option type (a set of words, stored as a list in the order of ``allowed``)
and the number a ``choice`` of numerals takes: every hostile value is a Problem naming the
file, the key and what is allowed; the older ``+``-joined text reads as the same list."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.history import parse_hand_history, replay_hand
from cardgames.core.options import (
    TYPES,
    HouseRules,
    OptionError,
    check_house_rules_file,
    load_schema,
    parse_house_rules,
    parse_schema,
)

WORDS = ["red", "green", "blue"]


def schema(**extra):
    spec = {"type": "multi", "default": ["red"], "allowed": WORDS,
            "labels": {"red": "Red", "blue": "Deep blue"}, **extra}
    return parse_schema({"game": "g", "options": {"colours": spec},
                         "presets": {"cool": {"options": {"colours": ["blue", "green"]}},
                                     "old": {"options": {"colours": "blue+red"}}}}, "g.yaml")


def test_multi_is_a_type_stored_as_a_list_in_the_order_of_allowed():
    assert "multi" in TYPES
    s = schema()
    spec = s.options["colours"]
    assert spec.default == ["red"] and spec.min_items == 1
    assert s.resolve({"colours": ["blue", "red"]}) == {"colours": ["red", "blue"]}
    assert s.resolve({"colours": ("green",)}) == {"colours": ["green"]}
    assert s.resolve({"colours": "blue+green+red"}) == {"colours": ["red", "green", "blue"]}
    assert s.resolve({"colours": "green"}) == {"colours": ["green"]}
    # presets are read the same way (the list, or the older text)
    assert s.presets["cool"].options == {"colours": ["green", "blue"]}
    assert s.presets["old"].options == {"colours": ["red", "blue"]}
    assert s.resolve(preset="old") == {"colours": ["red", "blue"]}
    # a resolved value is a copy: changing it changes neither the schema nor the next one
    got = s.resolve()
    got["colours"].append("blue")
    assert s.resolve() == {"colours": ["red"]} and spec.default == ["red"]


@pytest.mark.parametrize(("value", "says"), [
    (None, "None is not allowed; use a list of one or more of red, green, blue"),
    ([], "0 chosen is too few; use a list of one or more of red, green, blue"),
    (["red", "red"], "'red' is listed twice"),
    (["red", "pink"], "'pink' is not one of red, green, blue"),
    (["red", ["green"]], "['green'] is not one of red, green, blue"),
    (["red", {"a": 1}], "{'a': 1} is not one of"),
    (["red", 1], "1 is not one of"),
    (["red", None], "None is not one of"),
    ([True], "True is not one of"),
    (7, "7 is not allowed; use a list of one or more of red, green, blue"),
    (True, "True is not allowed"),
    ({"red": True}, "is not allowed; use a list"),
    ("", "'' is not one of"),
    ("red+", "'' is not one of"),
    ("red++green", "'' is not one of"),
    ("red+red", "'red' is listed twice"),
    ("RED", "'RED' is not one of"),
    (["red"] * 10_000, "a list of 10000 values is too long"),
    ("+".join(["red"] * 500), "a list of 500 values is too long"),
])
def test_a_hostile_multi_value_is_a_problem_naming_the_key_and_what_is_allowed(value, says):
    s = schema()
    resolved, problems = s.problems({"colours": value}, source="mine.yaml")
    assert resolved == {"colours": ["red"]}  # the bad value is dropped, the default stays
    assert len(problems) == 1
    text = str(problems[0])
    assert text.startswith("mine.yaml: colours: ") and says in text, text
    assert len(text) < 400
    with pytest.raises(OptionError):
        s.resolve({"colours": value})


def test_min_items_may_ask_for_more_or_allow_none():
    two = schema(default=["red", "blue"], min_items=2)
    assert two.problems({"colours": ["red", "green"]})[1] == []
    [problem] = two.problems({"colours": ["green"]}, source="f")[1]
    assert "1 chosen is too few; use a list of at least 2 of red, green, blue" in str(problem)
    empty = schema(min_items=0)
    assert empty.resolve({"colours": []}) == {"colours": []}


@pytest.mark.parametrize(("spec", "key"), [
    ({"allowed": None}, "options.colours.allowed"),
    ({"allowed": []}, "options.colours.allowed"),
    ({"allowed": ["a+b", "c"], "default": ["c"]}, "options.colours.allowed"),
    ({"allowed": ["a", "a"], "default": ["a"]}, "options.colours.allowed"),
    ({"allowed": ["a", 3], "default": ["a"]}, "options.colours.allowed"),
    ({"min_items": 4}, "options.colours.min_items"),
    ({"min_items": -1}, "options.colours.min_items"),
    ({"min_items": "one"}, "options.colours.min_items"),
    ({"nullable": True}, "options.colours.nullable"),
    ({"default": []}, "options.colours.default"),
    ({"default": ["pink"]}, "options.colours.default"),
    ({"labels": {"pink": "Pink"}}, "options.colours.labels.pink"),
])
def test_a_malformed_multi_in_a_schema_names_its_key(spec, key):
    base = {"type": "multi", "default": ["red"], "allowed": WORDS, **spec}
    with pytest.raises(OptionError, match=rf"g.yaml: {key}"):
        parse_schema({"game": "g", "options": {"colours": base}}, "g.yaml")


def test_a_preset_with_a_bad_multi_names_the_preset():
    with pytest.raises(OptionError, match=r"presets.p.options.colours: 'pink' is not one of"):
        parse_schema({"game": "g", "options": {"colours": {
            "type": "multi", "default": ["red"], "allowed": WORDS}},
            "presets": {"p": {"options": {"colours": ["pink"]}}}}, "g.yaml")


def test_the_multi_describes_itself_for_files_and_for_the_form():
    spec = schema().options["colours"]
    assert spec.describe_allowed() == "a list of one or more of red, green, blue, each at most once"
    assert spec.describe_choices() == "one or more of \u201cRed\u201d, \u201cGreen\u201d, " \
                                      "\u201cDeep blue\u201d"


def test_normalized_puts_older_spellings_in_todays_form_and_leaves_the_rest():
    s = schema()
    assert s.normalized({"colours": "blue+red"}) == {"colours": ["red", "blue"]}
    assert s.normalized({"colours": ["pink"]}) == {"colours": ["pink"]}  # refused by the caller
    assert s.normalized({"other": 1, 3: "x"}) == {"other": 1, 3: "x"}
    assert s.normalized(None) is None and s.normalized("junk") == "junk"


# --- house-rules files: the list form, the older text, and hostile values --------------------

def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("written", [
    "[sum12, chinese]", "\n    - chinese\n    - sum12", "chinese+sum12", "sum12+chinese",
    '["chinese", "sum12"]',
])
def test_a_house_rules_file_writes_the_pair_systems_as_a_list_or_the_older_text(tmp_path, written):
    path = write(tmp_path, f"game: jjak_ma_tcho_ki\nname: Mine\noptions:\n  pair_rules: {written}\n")
    assert check_house_rules_file(path, CATALOG) == []
    rules, problems = parse_house_rules(path.read_text(), str(path), CATALOG)
    assert problems == [] and rules is not None
    assert rules.options == {"pair_rules": ["chinese", "sum12"]}
    game = cardgames.create("jjak_ma_tcho_ki", rules=dict(rules.options))
    assert game.pair_rules == ("chinese", "sum12")
    # written back, it is the list form, and reads back the same
    again, _ = parse_house_rules(rules.to_yaml(), "again.yaml", CATALOG)
    assert again is not None and again.options == rules.options
    assert "- chinese\n  - sum12" in rules.to_yaml()


@pytest.mark.parametrize(("written", "says"), [
    ("[]", "0 chosen is too few"),
    ("null", "None is not allowed"),
    ("[chinese, chinese]", "'chinese' is listed twice"),
    ("[chinese, french]", "'french' is not one of chinese, korean, identical, sum12, "
                          "consecutive_doubles"),
    ("[[chinese]]", "is not one of"),
    ("{chinese: true}", "is not allowed; use a list of one or more of"),
    ("3", "3 is not allowed"),
    ("chinese+", "'' is not one of"),
    ("[" + ", ".join(["korean"] * 300) + "]", "a list of 300 values is too long"),
])
def test_a_hostile_pair_rules_in_a_house_rules_file_is_named(tmp_path, written, says):
    path = write(tmp_path, f"game: jjak_ma_tcho_ki\nname: Bad\noptions:\n  pair_rules: {written}\n")
    problems = check_house_rules_file(path, CATALOG)
    assert len(problems) == 1, problems
    text = str(problems[0])
    assert text.startswith(f"{path}: pair_rules: ") and says in text, text
    rules, _ = parse_house_rules(path.read_text(), str(path), CATALOG)
    assert rules is not None and "pair_rules" not in rules.options  # the bad value is not kept


def test_house_rules_saved_from_a_list_are_a_yaml_list():
    rules = HouseRules("jjak_ma_tcho_ki", "Mix", "standard",
                       {"pair_rules": ["chinese", "consecutive_doubles"]})
    text = rules.to_yaml()
    assert "pair_rules:\n  - chinese\n  - consecutive_doubles\n" in text
    again, problems = parse_house_rules(text, "mix.yaml", CATALOG)
    assert problems == [] and again is not None and again.options == dict(rules.options)


# --- a choice of numerals takes the bare number (K'ap T'ai Shap) ----------------------------

def test_kap_tai_shaps_numeral_choices_take_unquoted_numbers(tmp_path):
    path = write(tmp_path, "game: kap_tai_shap\nname: Two sets\noptions:\n"
                           "  num_sets: 2\n  four_two_value: 6\n")
    assert check_house_rules_file(path, CATALOG) == []
    rules, _ = parse_house_rules(path.read_text(), str(path), CATALOG)
    assert rules is not None and rules.options == {"num_sets": "2", "four_two_value": "6"}
    game = cardgames.create("kap_tai_shap", rules=dict(rules.options))
    assert game.options["num_sets"] == "2" and game.options["four_two_value"] == "6"
    assert cardgames.create("kap_tai_shap", rules={"num_sets": 2}).options == \
        cardgames.create("kap_tai_shap", rules={"num_sets": "2"}).options


@pytest.mark.parametrize(("written", "says"), [
    ("num_sets: 7", "7 is not allowed; use one of auto, 1, 2, 3, 4, 5, 6"),
    ("num_sets: 0", "0 is not allowed"),
    ("num_sets: 2.0", "2.0 is not allowed"),
    ("num_sets: true", "True is not allowed"),
    ("num_sets: [2]", "[2] is not allowed"),
    ("four_two_value: 4", "4 is not allowed; use one of 3, 6, either"),
    ("four_two_value: -6", "-6 is not allowed"),
])
def test_a_number_a_numeral_choice_does_not_allow_is_still_refused(tmp_path, written, says):
    path = write(tmp_path, f"game: kap_tai_shap\nname: Bad\noptions:\n  {written}\n")
    problems = check_house_rules_file(path, CATALOG)
    assert len(problems) == 1 and says in str(problems[0]), problems


def test_a_choice_of_words_takes_no_number():
    spec = load_schema("jjak_ma_tcho_ki").options["next_banker"]
    assert spec.check(1) is not None and spec.check("winner") is None


# --- saves and hand histories of the older spelling -----------------------------------------

HISTORIES = Path(__file__).resolve().parents[1] / "fixtures" / "histories"


def test_a_hand_history_with_the_older_pair_rules_text_replays():
    path = HISTORIES / "jjak_ma_tcho_ki-3p-seed52-hand01.txt"
    text = path.read_text(encoding="utf-8")
    new_form = '"pair_rules": ["chinese", "sum12", "consecutive_doubles"]'
    assert new_form in text
    old = text.replace(new_form, '"pair_rules": "chinese+sum12+consecutive_doubles"')
    for written in (text, old):
        history = parse_hand_history(written, "h.txt", catalog=CATALOG)
        replayed = replay_hand(history)
        assert replayed.state.game.pair_rules == ("chinese", "sum12", "consecutive_doubles")
    wrong = text.replace(new_form, '"pair_rules": ["korean"]')
    with pytest.raises(ValueError):
        replay_hand(parse_hand_history(wrong, "h.txt", catalog=CATALOG))


def test_a_save_with_the_older_pair_rules_text_resumes_as_it_was():
    import json

    from cardgames.core.saves import SavedMatch, parse_save

    game = cardgames.create("jjak_ma_tcho_ki", players=3, rules={"pair_rules": ["sum12", "chinese"]})
    state = game.new_state(seed=9)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    data = json.loads(SavedMatch.of(state, ["You", "Ane", "Mikel"], [None, "easy", "easy"]).to_json())
    assert data["options"]["pair_rules"] == ["chinese", "sum12"]
    assert data["state"]["options"]["pair_rules"] == ["chinese", "sum12"]
    data["options"]["pair_rules"] = "chinese+sum12"  # as a save of before wrote it
    data["state"]["options"]["pair_rules"] = "chinese+sum12"
    saved = parse_save(json.dumps(data), "old.json", catalog=CATALOG)
    resumed = saved.restore(CATALOG)
    assert not saved.rebuilt  # its snapshot was used: the same rules
    assert resumed.game.pair_rules == ("chinese", "sum12")
    assert resumed.to_json() == state.to_json()
