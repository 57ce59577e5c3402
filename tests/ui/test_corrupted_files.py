"""Corrupted files others may write, opened by the real app (headless): house-rules files
on the setup screen and hand histories in the replay.  Every field of a good file is in
turn set to null, the wrong type, a value out of range, something deeply nested, something
huge, and an alias bomb; each time the app must live, say what is wrong (naming the file)
and keep the file -- a bad house-rules file is set aside whole, a hand history is left as
it is -- while the good house rules stay listed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from cardgames.core.history import record_hand
from cardgames.core.userfiles import house_rules_dir
from cardgames.games import create
from cardgames.ui.scenes.replay import ReplayErrorScene, ReplayLoadingScene, ReplayScene
from cardgames.ui.scenes.setup import SetupScene, house_rules_notices

KINDS = ("null", "wrong_type", "out_of_range", "nested", "huge", "alias_bomb")

NESTED = "[" * 200 + "]" * 200
BOMB = ("[&a [" + ", ".join(['"lol"'] * 9) + "]"
        + "".join(f", &{b} [" + ", ".join([f"*{a}"] * 9) + "]"
                  for a, b in zip("abcdefgh", "bcdefghi", strict=True)) + "]")


def huge(base):
    """A huge value of the field's kind: a 150 000-character text or a 30 000-item list."""
    return json.dumps("x" * 150_000) if isinstance(base, str) else "[" + ", ".join(["1"] * 30_000) + "]"


def flow(value, path, raw):
    """``value`` as YAML flow text (JSON), with the item at ``path`` replaced by ``raw``."""
    if not path:
        return raw
    head, rest = path[0], path[1:]
    parts = [f"{json.dumps(k)}: {flow(v, rest, raw) if k == head else json.dumps(v)}"
             for k, v in value.items()]
    return "{" + ", ".join(parts) + "}"


def document(base, path, raw):
    """The YAML file of the mapping ``base`` with the field at ``path`` replaced."""
    lines = []
    for key, value in base.items():
        text = flow(value, path[1:], raw) if key == path[0] else json.dumps(value)
        lines.append(f"{key}: {text}")
    return "\n".join(lines) + "\n"


def field_value(base, path):
    for key in path:
        base = base[key]
    return base


def variants(base, wrong, out_of_range):
    """(field, kind, text) for every field of ``wrong`` and every kind of damage."""
    for field in wrong:
        path = tuple(field.split("."))
        value = field_value(base, path)
        raws = {"null": "null", "wrong_type": wrong[field],
                "out_of_range": out_of_range[field], "nested": NESTED, "huge": huge(value),
                "alias_bomb": BOMB}
        for kind in KINDS:
            yield field, kind, document(base, path, raws[kind])


def kept(path: Path, text: str) -> bool:
    """The file's content is still on disk: in place, or set aside under a new name."""
    copies = [path] + sorted(path.parent.glob(path.name + ".broken-*"))
    return any(p.exists() and p.read_text(encoding="utf-8") == text for p in copies)


# --- house rules ------------------------------------------------------------------------------

RULES = {"game": "pocha", "name": "Bad", "preset": "short",
         "options": {"exact_bonus": 15, "must_trump": False, "deal_schedule": [1, 2, 3]}}
RULES_WRONG = {"game": "12345", "name": "12345", "preset": "[1, 2]", "options": "[1, 2]",
               "options.exact_bonus": '"many"', "options.must_trump": '"maybe"',
               "options.deal_schedule": '"1, 2, 3"'}
RULES_OUT = {"game": '"no-such-game"', "name": json.dumps("n" * 500),
             "preset": '"no-such-preset"', "options": '{"no_such_option": 1}',
             "options.exact_bonus": str(10**12), "options.must_trump": "2",
             "options.deal_schedule": "[0, 99999]"}
#: changes that leave a good file: no preset, no options, no deal schedule (it may be null)
RULES_STILL_GOOD = {("preset", "null"), ("options", "null"), ("options.deal_schedule", "null")}
RULE_CASES = [c for c in variants(RULES, RULES_WRONG, RULES_OUT) if c[:2] not in RULES_STILL_GOOD]


def test_the_rules_matrix_covers_every_field_and_kind():
    assert len(RULE_CASES) == len(RULES_WRONG) * len(KINDS) - len(RULES_STILL_GOOD)
    for _, kind, text in RULE_CASES:
        if kind not in ("nested", "alias_bomb", "huge"):
            yaml.safe_load(text)  # the damage is in the values, not the YAML


@pytest.mark.parametrize("field, kind, text", RULE_CASES,
                         ids=[f"{f}-{k}" for f, k, _ in RULE_CASES])
def test_setup_lists_the_good_house_rules_and_reports_the_bad_file(make_app, field, kind, text):
    folder = house_rules_dir("pocha")
    folder.mkdir(parents=True)
    (folder / "good.yaml").write_text(
        "game: pocha\nname: Good\noptions:\n  exact_bonus: 20\n", encoding="utf-8")
    bad = folder / "bad.yaml"
    bad.write_text(text, encoding="utf-8")

    app = make_app()
    scene = app.open("setup", "pocha")
    for _ in range(3):
        app.step()
    assert app.running and app.scenes.top is scene and isinstance(scene, SetupScene)

    assert "Good" in [r.name for r in scene.model.house_rules]
    assert "Good" in scene.rows["house"].values  # offered in the drop-down
    problems = "\n".join(str(p) for p in scene.model.load_problems)
    assert "bad.yaml" in problems
    if kind in ("null", "wrong_type", "out_of_range"):
        assert field.split(".")[-1] in problems  # the key that is wrong
    assert len(problems) < 3000  # a short notice, never the whole value
    assert scene.target_rect("problems") is not None  # shown on the screen
    notices = house_rules_notices(scene.model.load_problems)
    assert notices[0].startswith("House rules file bad.yaml: ")
    assert kept(bad, text)


# --- hand histories ------------------------------------------------------------------------------

@pytest.fixture
def history_base(tmp_path):
    state = create("pocha", players=4, rules={"deal_schedule": [1, 3]}).new_state(seed=9)
    rng = random.Random(2)
    while state.hands_finished < 2:
        state.apply(rng.choice(state.legal_actions()))
    path = record_hand(state, 2, ["Maite", "Ane", "Mikel", "Carmen"], folder=tmp_path / "h")
    return yaml.safe_load(path.read_text(encoding="utf-8"))


HISTORY_WRONG = {"format": '"one"', "kind": "5", "game": "5", "players": '"four"',
                 "seats": '"Maite"', "options": "[1]", "options.must_trump": '"maybe"',
                 "origin": "[1]", "origin.seed": '"nine"', "origin.decks": '"1O"',
                 "origin.dealer": '"first"', "hand": '"two"', "earlier": '"bid:0"',
                 "actions": '{"a": 1}', "result": "[1]", "result.deltas": '"x"'}
HISTORY_OUT = {"format": "2", "kind": '"cardgames-save"', "game": '"chess"', "players": "99",
               "seats": json.dumps(["n"] * 20), "options": '{"no_such_option": 1}',
               "options.must_trump": "2", "origin": "{}", "origin.seed": str(2**80),
               "origin.decks": '[["1O", "no-such card"]]', "origin.dealer": "7", "hand": "0",
               "earlier": '["play:99Z"]', "actions": '["bid:99"]', "result": '{"deltas": [9]}',
               "result.deltas": "[999, 0, 0, 0]"}
#: changes that leave a good file: no names, no stacked decks, the dealer drawn by lot
HISTORY_STILL_GOOD = {("seats", "null"), ("origin.decks", "null"), ("origin.dealer", "null")}


def history_cases(base):
    return [c for c in variants(base, HISTORY_WRONG, HISTORY_OUT)
            if c[:2] not in HISTORY_STILL_GOOD]


def open_replay(app, path):
    loading = app.open("replay", replay_file=str(path))
    assert isinstance(loading, ReplayLoadingScene)
    scene = loading.wait()
    for _ in range(3):
        app.step()
    assert app.running and app.scenes.top is scene
    return scene


@pytest.mark.parametrize("field", sorted(HISTORY_WRONG))
def test_replay_refuses_every_damaged_field_and_keeps_the_file(make_app, tmp_path, history_base,
                                                                field):
    cases = [c for c in history_cases(history_base) if c[0] == field]
    assert len(cases) == len(KINDS) - sum(f == field for f, _ in HISTORY_STILL_GOOD)
    for _, kind, text in cases:
        path = tmp_path / f"{field}-{kind}.txt"
        path.write_text(text, encoding="utf-8")
        app = make_app()
        scene = open_replay(app, path)
        assert isinstance(scene, ReplayErrorScene), (field, kind)
        assert str(path) in scene.message and len(scene.message) < 1000, (field, kind)
        assert scene.target_rect("button:menu") is not None
        assert path.read_text(encoding="utf-8") == text  # the player's file, untouched
        app.close()


@pytest.mark.parametrize("field, kind", sorted(HISTORY_STILL_GOOD))
def test_the_fields_that_may_be_null_still_replay(make_app, tmp_path, history_base, field, kind):
    text = document(history_base, tuple(field.split(".")), "null")
    path = tmp_path / "ok.txt"
    path.write_text(text, encoding="utf-8")
    assert isinstance(open_replay(make_app(), path), ReplayScene)


def test_a_settings_file_that_is_an_alias_bomb_is_set_aside_with_the_defaults(tmp_path):
    from cardgames.ui.settings import UiSettings
    from cardgames.ui.settings_file import load_settings

    path = tmp_path / "settings.yaml"
    bomb = "a: &a [1]\n" + "".join(f"{c}: &{c} [" + ", ".join([f"*{p}"] * 9) + "]\n"
                                  for p, c in zip("abcdefgh", "bcdefghi", strict=True))
    path.write_text(bomb, encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.settings == UiSettings() and loaded.notice
    assert loaded.moved_to is not None and loaded.moved_to.read_text() == bomb


def test_many_bad_files_are_summed_up_above_the_buttons_never_under_them(make_app):
    folder = house_rules_dir("pocha")
    folder.mkdir(parents=True)
    (folder / "good.yaml").write_text("game: pocha\nname: Good\n", encoding="utf-8")
    for n in range(6):
        (folder / f"bad{n}.yaml").write_text(f"game: chess{n}\n", encoding="utf-8")
    app = make_app()
    scene = app.open("setup", "pocha")
    for _ in range(3):
        app.step()
    assert len(house_rules_notices(scene.model.load_problems)) == 6
    box = scene.target_rect("problems")
    assert box is not None and box.bottom <= scene.target_rect("button:back").top
    assert [r.name for r in scene.model.house_rules] == ["Good"]


# --- every game with a table: its own house rules and hand histories ------------------------------

def _games_with_a_table():
    from cardgames.games import GAME_IDS
    from cardgames.ui.table.specs import has_layout

    return [g for g in GAME_IDS if has_layout(g)]


def _an_option(game_id):
    """A boolean or number option of the game (damaged in its house-rules file)."""
    from cardgames.core.options import load_schema

    for key, spec in load_schema(game_id).options.items():
        if key != "players" and spec.type in ("bool", "int"):
            return key, spec
    raise AssertionError(f"{game_id} has no boolean or number option")


@pytest.mark.parametrize("game_id", _games_with_a_table())
@pytest.mark.parametrize("kind", KINDS)
def test_each_games_damaged_house_rules_are_set_aside_and_the_good_ones_listed(
        make_app, game_id, kind):
    key, spec = _an_option(game_id)
    base = {"game": game_id, "name": "Bad", "options": {key: spec.default}}
    raws = {"null": "null", "wrong_type": '"many"',
            "out_of_range": str(10**12) if spec.type == "int" else "2",
            "nested": NESTED, "huge": huge(""), "alias_bomb": BOMB}
    text = document(base, ("options", key), raws[kind])
    folder = house_rules_dir(game_id)
    folder.mkdir(parents=True)
    (folder / "good.yaml").write_text(f"game: {game_id}\nname: Good\n", encoding="utf-8")
    bad = folder / "bad.yaml"
    bad.write_text(text, encoding="utf-8")

    app = make_app()
    scene = app.open("setup", game_id)
    for _ in range(3):
        app.step()
    assert app.running and isinstance(app.scenes.top, SetupScene)
    assert "Good" in [r.name for r in scene.model.house_rules]
    problems = "\n".join(str(p) for p in scene.model.load_problems)
    assert "bad.yaml" in problems and len(problems) < 3000
    if kind in ("null", "wrong_type", "out_of_range"):
        assert key in problems  # the key that is wrong
    assert kept(bad, text)


@pytest.mark.parametrize("game_id", _games_with_a_table())
def test_each_games_damaged_hand_history_is_refused_and_kept(make_app, tmp_path, game_id):
    from cardgames.games import info_of

    players = min(info_of(game_id).player_counts, key=lambda n: abs(n - 4))
    state = create(game_id, players=players).new_state(seed=9)
    rng = random.Random(2)
    while state.hands_finished < 1:
        state.apply(rng.choice(state.legal_actions()))
    path = record_hand(state, 1, [f"P{s}" for s in range(players)], folder=tmp_path / "h")
    base = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(open_replay(make_app(), path), ReplayScene)  # the good one replays
    damages = {("actions", '["play:99Z"]'), ("origin.seed", '"nine"'), ("players", "99"),
               ("game", "5"), ("options", NESTED), ("result", BOMB)}
    for field, raw in sorted(damages):
        text = document(base, tuple(field.split(".")), raw)
        bad = tmp_path / f"{field}.txt"
        bad.write_text(text, encoding="utf-8")
        app = make_app()
        scene = open_replay(app, bad)
        assert isinstance(scene, ReplayErrorScene), field
        assert str(bad) in scene.message and len(scene.message) < 1000, field
        assert bad.read_text(encoding="utf-8") == text
        app.close()
