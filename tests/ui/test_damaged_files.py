"""The corrupted-file matrix: the real App started on a damaged file of each kind.

For the autosave, a named save, settings.yaml and stats.json, every field is set in turn
to null, a value of the wrong type, a value out of range, a deeply nested list and a
5,000-digit number.  On each such file the App starts headless, shows the menu (and
its Resume panel), the Load list and the statistics screen, and must live; a file that
can't be used is set aside with its bytes intact (never deleted) and a notice says so.
The few cells that are *allowed* (a null preset, a snapshot the history can rebuild...)
must resume the very match that was saved.  For one field of each file kind, a short
match is then played to its end, so the statistics are written over the damaged file:
the match must be counted.
"""

from __future__ import annotations

import json
import random

import pytest

import cardgames
from cardgames.catalog import CATALOG
from cardgames.core.saves import SavedMatch, autosave_path, named_save_path
from cardgames.core.stats import load_stats, stats_path
from cardgames.core.userfiles import config_dir
from cardgames.ui.save_text import rebuilt_text
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.saves import LoadScene
from cardgames.ui.scenes.statistics import StatisticsScene
from cardgames.ui.scenes.table import TableScene

DEEP = "[" * 5000 + "]" * 5000
HUGE = "9" * 5000
LONG = json.dumps("x" * 2000)
PLACEHOLDER = '"@@DAMAGE@@"'
KINDS = ("null", "wrong type", "out of range", "deeply nested", "huge")

# field -> (a value of the wrong type, a value out of range), as raw JSON
SAVE_FIELDS = {
    "format": ('"1"', "-1"),
    "kind": ("7", '"some-other-kind"'),
    "game": ("7", '"no-such-game"'),
    "options": ("[]", '{"players": 99}'),
    "state": ("[]", '{"hand_no": -5}'),
    "origin": ("[]", '{"dealer": 99}'),
    "actions": ("{}", '["bid:99"]'),
    "preset": ("7", json.dumps("p" * 300)),
    "names": ('"Ane"', json.dumps(["n"] * 17)),
    "levels": ('"easy"', '["no-such-level", "x", "y", "z"]'),
    "hints_used": ('"2"', "-1"),
    "name": ("7", LONG),
    "saved_at": ('"today"', "1e308"),
}
#: cells that are allowed: the match must resume exactly as it was saved
SAVE_ALLOWED = {
    ("preset", "null"),  # no preset: the match keeps its own rules
    ("state", "out of range"),  # a snapshot this version can't use: rebuilt from the history
    # (and the player is told so: see told_rebuilt)
    ("actions", "out of range"),  # the snapshot carries its own log
    ("levels", "out of range"),  # unknown AI levels: the table seats its default ones
}

STATS_RECORD = ("games", "pocha", "short")
STATS_RESULT = (*STATS_RECORD, "results", 0)
STATS_FIELDS = {
    ("format",): ('"1"', "2"),
    ("games",): ("[]", '{"pocha": 7}'),
    STATS_RECORD: ("[]", '{"played": -1}'),
    (*STATS_RECORD, "played"): ('"3"', "-3"),
    (*STATS_RECORD, "won"): ("true", "99"),
    (*STATS_RECORD, "total_score"): ('"60"', "1e12"),
    (*STATS_RECORD, "best"): ('"20"', "1000000000000"),
    (*STATS_RECORD, "streak"): ("[]", "99"),
    (*STATS_RECORD, "best_streak"): ("1.5", "-1"),
    (*STATS_RECORD, "hints"): ('"0"', "-1"),
    (*STATS_RECORD, "results"): ("{}", json.dumps([{}])),
    (*STATS_RESULT, "when"): ('"yesterday"', "1e308"),
    (*STATS_RESULT, "score"): ('"15"', "1e400"),
    (*STATS_RESULT, "won"): ("1", '"yes"'),
    (*STATS_RESULT, "rank"): ('"1"', "9"),
    (*STATS_RESULT, "players"): ("[4]", "0"),
    (*STATS_RESULT, "hints"): ('"none"', "-2"),
}
STATS_ALLOWED = {((*STATS_RECORD, "best"), "null")}  # no best score yet is a fine state

# key -> (wrong type, out of range), as YAML
SETTINGS_FIELDS = {
    "window_size": ("[1280, 800]", '"99999x3"'),
    "fullscreen": ('"yes please"', "7"),
    "animation_speed": ("[fast]", "warp"),
    "card_back": ("{red: 1}", "purple"),
    "four_colour_french": ("2", '"maybe"'),
    "colour_blind_aids": ("[]", "-1"),
    "learning_aids": ("{}", "1e308"),
    "default_ai_level": ("7", "godlike"),
    "player_name": ("[Ane]", json.dumps("n" * 2000)),
}


#: YAML's own parser takes seconds on thousands of levels; 200 is deep enough for a
#: cell (a nested value where a plain one belongs), and one test goes past the stack
YAML_DEEP = "[" * 200 + "]" * 200


def damage(kind: str, wrong: str, out: str, deep: str = DEEP) -> str:
    return {"null": "null", "wrong type": wrong, "out of range": out,
            "deeply nested": deep, "huge": HUGE}[kind]


def cells(fields, allowed, deep: str = DEEP):
    for name, (wrong, out) in fields.items():
        for kind in KINDS:
            yield pytest.param(name, damage(kind, wrong, out, deep), (name, kind) in allowed,
                               id=f"{'.'.join(map(str, name)) if isinstance(name, tuple) else name}"
                                  f"={kind}")


# --- the files -------------------------------------------------------------------------------


def saved_match() -> SavedMatch:
    game = cardgames.create("pocha", players=4, preset="short")
    state = game.new_state(seed=4)
    rng = random.Random(4)
    for _ in range(23):
        state.apply(rng.choice(state.legal_actions()))
    return SavedMatch.of(state, ["You", "Ane", "Mikel", "Carmen"],
                         [None, "normal", "random", "easy"], "short", hints_used=1)


def damaged_save(field: str, raw: str) -> tuple[str, SavedMatch]:
    match = saved_match()
    data = json.loads(match.to_json())
    data[field] = "@@DAMAGE@@"
    return json.dumps(data).replace(PLACEHOLDER, raw), match


def stats_text(path_in_file: tuple, raw: str) -> str:
    result = {"when": 1_700_000_000.0, "score": 15, "won": True, "rank": 1, "players": 4,
              "hints": 0}
    record = {"played": 1, "won": 1, "total_score": 15, "best": 15, "worst": 15, "streak": 1,
              "best_streak": 1, "hints": 0, "results": [result]}
    data = {"format": 1, "games": {"pocha": {"short": record}}}
    where = data
    for key in path_in_file[:-1]:
        where = where[key]
    where[path_in_file[-1]] = "@@DAMAGE@@"
    return json.dumps(data).replace(PLACEHOLDER, raw)


def good_setting(key: str) -> tuple[str, str]:
    """A line of the settings file that is fine (and not the default)."""
    return ("animation_speed", "slow") if key == "card_back" else ("card_back", "blue")


def settings_text(key: str, raw: str) -> str:
    good, value = good_setting(key)
    return f"{good}: {value}\n{key}: {raw}\n"


# --- the app ----------------------------------------------------------------------------------


def start(make_app):
    """The real App reading the player's files, on the menu, a few frames drawn."""
    app = make_app(from_file=True)
    app.loaded_settings = app.settings
    app.settings = app.settings.copy(animation_speed="off")
    app.open("menu")
    for _ in range(3):
        app.step()
    assert isinstance(app.scenes.top, MenuScene)
    return app


def visit_statistics(app) -> StatisticsScene:
    app.scenes.push(StatisticsScene(app))
    for _ in range(3):
        app.step()
    screen = app.scenes.top
    assert isinstance(screen, StatisticsScene)
    return screen


def finish_a_match(app) -> None:
    """A one-card match of three, played to its end at the real table."""
    app.open("table", "pocha", players=3, rules={"deal_schedule": [1]}, seed=2)
    rng = random.Random(2)
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, MatchEndScene):
            break
        if isinstance(top, HandSummaryScene):
            top.close_summary()
        elif isinstance(top, TableScene) and top.input_ready:
            top.submit(str(rng.choice(top.runner.state.legal_actions())))
        app.step()
    assert isinstance(app.scenes.top, MatchEndScene)
    for _ in range(3):
        app.step()


def assert_same_match(table: TableScene, match: SavedMatch) -> None:
    """The table plays on from the saved match (the AI may have moved since)."""
    saved = match.restore(CATALOG)
    log = table.runner.state.action_log
    assert log[:len(saved.action_log)] == saved.action_log
    assert table.runner.names == match.names and table.runner.hints_used == match.hints_used


def told_rebuilt(field: str, path) -> list[str]:
    """What the player is told about an allowed cell: a snapshot replaced by one that is
    not the match's was rebuilt from the moves, and said so, naming the copy kept of the
    file as it was; nothing else is worth a word."""
    if field != "state":
        return []
    [copy] = path.parent.glob(path.name + ".broken-*")
    return [rebuilt_text(path.name, copy.name)]


def kept_aside(path, text: str) -> None:
    """The damaged file is not where it was, and its bytes are kept beside it."""
    assert not path.exists() or path.read_text(encoding="utf-8") != text
    aside = list(path.parent.glob(path.name + ".broken-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text


# --- the matrix ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("field", "raw", "allowed"), list(cells(SAVE_FIELDS, SAVE_ALLOWED)))
def test_a_damaged_autosave(make_app, ui, field, raw, allowed):
    text, match = damaged_save(field, raw)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app = start(make_app)
    menu = app.scenes.top
    if allowed:
        assert menu.saved is not None and menu.target_rect("panel:resume") is not None
        assert app.notices == told_rebuilt(field, path)
        ui.click_target(app, "button:resume")
        table = app.scenes.top
        assert isinstance(table, TableScene)
        assert_same_match(table, match)
        for _ in range(5):
            app.step()
    else:
        assert menu.saved is None and menu.target_rect("button:resume") is None
        assert menu.target_rect("notice") is not None
        assert any("autosave.json" in n and "moved aside" in n for n in app.notices)
        kept_aside(path, text)
        visit_statistics(app)
    if field == "state":  # one field: a match played to its end over it
        app.scenes.reset(MenuScene(app))
        finish_a_match(app)
        assert not autosave_path().exists()
        assert load_stats().records["pocha"]["custom"].played == 1


@pytest.mark.parametrize(("field", "raw", "allowed"), list(cells(SAVE_FIELDS, SAVE_ALLOWED)))
def test_a_damaged_named_save(make_app, field, raw, allowed):
    text, match = damaged_save(field, raw)
    path = named_save_path("pocha", "friday")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app = start(make_app)
    app.scenes.push(LoadScene(app, "pocha"))
    for _ in range(3):
        app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, LoadScene)
    if allowed:
        [row] = dialog.rows
        assert row.saved is not None and dialog.problems == told_rebuilt(field, path)
        dialog.load(row)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        assert_same_match(table, match)
        for _ in range(5):
            app.step()
    else:
        assert not dialog.rows
        assert any("friday.json" in p and "moved aside" in p for p in dialog.problems)
        kept_aside(path, text)
        app.scenes.pop()
        visit_statistics(app)


@pytest.mark.parametrize(("field", "raw", "allowed"), list(cells(STATS_FIELDS, STATS_ALLOWED)))
def test_a_damaged_statistics_file(make_app, field, raw, allowed):
    text = stats_text(field, raw)
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app = start(make_app)
    if field == (*STATS_RECORD, "played"):  # the statistics written over the damaged file
        finish_a_match(app)
        assert any("statistics file" in n and "moved aside" in n for n in app.notices)
        kept_aside(path, text)
        assert load_stats().records == {"pocha": {"custom": load_stats().records["pocha"][
            "custom"]}} and load_stats().records["pocha"]["custom"].played == 1
        screen = visit_statistics(app)
        assert not screen.notices and [row.key for row in screen.rows] == ["custom@3"]
        return
    screen = visit_statistics(app)
    if allowed:
        assert not screen.notices  # one rule set, a row per player count (or all together)
        assert {row.key.split("@")[0] for row in screen.rows} == {"short"}
        assert path.read_text(encoding="utf-8") == text
    else:
        assert screen.notice.visible and screen.target_rect("stats_notice") is None
        assert "statistics file" in screen.notices[0] and "moved aside" in screen.notices[0]
        assert not screen.rows
        kept_aside(path, text)


@pytest.mark.parametrize(("key", "raw", "allowed"), list(cells(SETTINGS_FIELDS, set(), YAML_DEEP)))
def test_a_damaged_settings_file(make_app, key, raw, allowed):
    text = settings_text(key, raw)
    path = config_dir() / "settings.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app = start(make_app)
    menu = app.scenes.top
    assert menu.target_rect("notice") is not None
    assert any("settings" in n.lower() for n in app.notices)
    kept_aside(path, text)
    from cardgames.ui.settings import UiSettings

    assert getattr(app.loaded_settings, key) == getattr(UiSettings(), key)
    if raw not in (HUGE, YAML_DEEP):  # a number YAML can't convert, or nesting past the
        good, value = good_setting(key)  # bounded loader's depth, spoils the whole file
        assert getattr(app.loaded_settings, good) == value  # the good line is kept
    app.open("settings")
    for _ in range(3):
        app.step()
    if key == "card_back":
        app.scenes.reset(MenuScene(app))
        finish_a_match(app)
        assert load_stats().records["pocha"]["custom"].played == 1
    else:
        visit_statistics(app)


def test_settings_nested_past_the_stack_start_on_the_defaults(make_app):
    text = "card_back: blue\nplayer_name: " + "[" * 600 + "]" * 600 + "\n"
    path = config_dir() / "settings.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app = start(make_app)
    assert any("settings" in n.lower() for n in app.notices)
    kept_aside(path, text)
    assert app.loaded_settings.card_back == "red"  # nothing of the file could be read


def test_a_resumed_save_whose_moves_dont_lead_to_it_still_plays_to_the_end(make_app, ui):
    """A hand-edited snapshot that passes the checks but whose own log is nonsense: the
    hand histories can't be told, the match is still played and counted."""
    game = cardgames.create("pocha", players=3, rules={"deal_schedule": [1, 2]})
    state = game.new_state(seed=5)
    rng = random.Random(5)
    for _ in range(2):
        state.apply(rng.choice(state.legal_actions()))
    data = json.loads(SavedMatch.of(state, ["You", "Ane", "Mikel"], [None, "easy", "easy"],
                                    "custom").to_json())
    data["state"]["state"]["log"] = ["play:1O"] * len(state.log)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    app = start(make_app)
    assert app.scenes.top.saved is not None
    ui.click_target(app, "button:resume")
    moves = ui.play_like_a_human(app, random.Random(1))
    assert moves and isinstance(app.scenes.top, MatchEndScene)
    assert load_stats().records["pocha"]["custom"].played == 1
