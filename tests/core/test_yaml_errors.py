"""A YAML syntax error in any file the program reads says the file, the line and the
column and what is wrong in plain words -- never the parser's ``in "<unicode string>"``
(issue 19).  Every reader: house rules, the games' option files, tutorials and their
translations, hand histories (settings: tests/ui/test_settings_yaml_error.py)."""

from __future__ import annotations

import shutil

import pytest

from cardgames.catalog import CATALOG
from cardgames.cli import main
from cardgames.core import safe_yaml
from cardgames.core import tutorial as tutorial_module
from cardgames.core.history import HistoryError, parse_hand_history
from cardgames.core.i18n import set_language
from cardgames.core.options import OptionError, check_house_rules_file, parse_house_rules
from cardgames.core.paths import rules_dir

BROKEN = "game: pocha\nname: [Friday\noptions: {}\n"  # the list on line 2 is never closed

#: broken text -> (line, column, words the message must hold)
CASES = {
    "game: [pocha\n": (1, 7, "list opened with [ is never closed"),
    "game: pocha\nname: a: b\n": (2, 8, "where none can be"),
    "game: pocha\noptions:\n\t- 1\n": (3, 1, "a tab"),
    "game: 'pocha\n": (1, 7, "quote is never closed"),
    "game: pocha\nname\noptions: {}\n": (2, 1, "no \u201c:\u201d after its key"),
    "game: pocha\nname: @x\n": (2, 7, "can't start a value"),
    "game: pocha\n---\nname: x\n": (2, 1, "second document"),
}


def assert_plain(message: str, source: str, line: int, column: int, words: str) -> None:
    assert f"{source}, line {line}, column {column}: " in message, message
    assert words in message, message
    for internal in ("<unicode string>", "while parsing", "while scanning", "in \""):
        assert internal not in message, message


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("text", list(CASES))
def test_the_loader_names_file_line_column_and_the_problem(text):
    line, column, words = CASES[text]
    with pytest.raises(safe_yaml.YamlSyntaxError) as error:
        safe_yaml.load(text, "my-rules.yaml")
    assert (error.value.line, error.value.column) == (line, column)
    assert_plain(str(error.value), "my-rules.yaml", line, column, words)


def test_house_rules_text_and_rules_check(tmp_path, capsys):
    _rules, problems = parse_house_rules(BROKEN, "my-rules.yaml", CATALOG)
    assert len(problems) == 1
    assert_plain(str(problems[0]), "my-rules.yaml", 2, 7, "never closed")
    path = tmp_path / "my-rules.yaml"
    path.write_text(BROKEN)
    [problem] = check_house_rules_file(path, CATALOG)
    assert_plain(str(problem), str(path), 2, 7, "never closed")
    assert main(["rules", "check", str(path)]) == 1
    assert_plain(capsys.readouterr().out, str(path), 2, 7, "never closed")


def test_a_games_options_file(tmp_path, monkeypatch):
    from cardgames.core import options

    (tmp_path / "pocha").mkdir()
    (tmp_path / "pocha" / "options.yaml").write_text("game: pocha\noptions: {players: 4\n")
    monkeypatch.setattr(options, "rules_dir", lambda: tmp_path)
    options.load_schema.cache_clear()
    try:
        with pytest.raises(OptionError) as error:
            options.load_schema("pocha")
    finally:
        options.load_schema.cache_clear()
    path = tmp_path / "pocha" / "options.yaml"
    assert_plain(str(error.value), str(path), 2, 10, "never closed")


@pytest.mark.parametrize("broken", ["tutorial.yaml", "tutorial.es.yaml"])
def test_a_tutorial_file_and_its_translation(tmp_path, monkeypatch, broken):
    shutil.copytree(rules_dir() / "pocha", tmp_path / "pocha")
    path = tmp_path / "pocha" / broken
    path.write_text("title: Pocha\nsteps:\n  - id: one\n    text: 'never closed\n")
    monkeypatch.setattr(tutorial_module, "rules_dir", lambda: tmp_path)
    with pytest.raises(tutorial_module.TutorialError) as error:
        tutorial_module.load_tutorial("pocha", CATALOG, language="es")
    assert_plain(str(error.value), str(path), 4, 11, "quote is never closed")


def test_a_hand_history():
    with pytest.raises(HistoryError) as error:
        parse_hand_history("kind: card-table hand history\nformat: [1\n", "hand-3.txt",
                           catalog=CATALOG)
    assert_plain(str(error.value), "hand-3.txt", 2, 9, "never closed")


@pytest.mark.parametrize("lang,words", [("es", "YAML"), ("eu", "YAML")])
def test_the_words_are_translated(lang, words):
    set_language(lang)
    with pytest.raises(safe_yaml.YamlSyntaxError) as error:
        safe_yaml.load("game: [pocha\n", "my-rules.yaml")
    message = str(error.value)
    assert words in message and "never closed" not in message and "line 1" not in message
