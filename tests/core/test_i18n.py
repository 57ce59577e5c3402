"""Languages: the catalogs are complete and compiled, the choice of language follows the
flag, the variable, the settings and the system in that order, and the game's words, files
and messages change with it while machine output does not."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from cardgames.catalog import CATALOG
from cardgames.cli import main
from cardgames.core.cards import spanish_card_name, spanish_suit_name
from cardgames.core.i18n import (
    LANGUAGES,
    _,
    choose_language,
    domain,
    language,
    language_from_locale,
    localized_file,
    missing_files,
    ngettext,
    set_language,
)
from cardgames.core.paths import rules_dir
from cardgames.core.tutorial import (
    TutorialError,
    load_tutorial,
    translate_tutorial,
    untranslated_steps,
)

ROOT = Path(__file__).resolve().parents[2]
OTHER_LANGUAGES = [code for code in LANGUAGES if code != "en"]


def i18n_script():
    """scripts/i18n.py, the extraction script (Babel is a test dependency)."""
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_script"] = module
    spec.loader.exec_module(module)
    return module


# --- the catalogs -----------------------------------------------------------------------------
def test_every_string_of_the_sources_is_translated_and_compiled():
    """Each msgid extracted from the code (and the options files) has a non-empty msgstr in
    every language's .po, and each .mo is the compilation of its .po as it is now."""
    script = i18n_script()
    assert script.problems() == []
    for name in script.REQUIRED:
        for code in OTHER_LANGUAGES:
            assert (script.LOCALE / code / "LC_MESSAGES" / f"{name}.mo").is_file()


def test_a_missing_string_and_a_stale_catalog_are_caught(tmp_path, monkeypatch):
    script = i18n_script()
    copy = tmp_path / "locale"
    shutil.copytree(script.LOCALE, copy)
    monkeypatch.setattr(script, "LOCALE", copy)
    assert script.problems() == []
    po = copy / "eu" / "LC_MESSAGES" / "cardgames.po"
    text = po.read_text(encoding="utf-8")
    # an entry left empty: reported, and the .mo no longer matches the .po either
    po.write_text(text.replace('msgstr "Jokatu"', 'msgstr ""', 1), encoding="utf-8")
    found = script.problems()
    assert any("'Play' is not translated" in p for p in found), found
    assert any(p.endswith("cardgames.mo: stale, run scripts/i18n.py compile") for p in found)
    # compiled again: only the missing translation is left
    script.compile_all()
    assert [p for p in script.problems() if "stale" in p] == []
    # an entry gone altogether
    start = text.index('msgid "Play"')
    po.write_text(text[:start] + text[text.index("\n\n", start) + 2:], encoding="utf-8")
    assert any("no entry for 'Play'" in p for p in script.problems())


def test_the_domain_of_a_file_is_the_game_it_names(tmp_path):
    script = i18n_script()
    assert script.domain_of(ROOT / "cardgames" / "games" / "pocha.py") == "pocha"
    assert script.domain_of(ROOT / "cardgames" / "ui" / "scenes" / "menu.py") == "cardgames"
    plain = tmp_path / "x.py"
    plain.write_text('from cardgames.core.i18n import _\n_("Hello")\n')
    assert script.domain_of(plain) == "cardgames"


def test_the_wheel_carries_the_compiled_catalogs():
    """cardgames/locale is data, not a code package: pyproject's package-data takes the .mo."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = data["tool"]["setuptools"]["package-data"]["cardgames"]
    compiled = sorted((ROOT / "cardgames").glob("locale/*/LC_MESSAGES/*.mo"))
    assert compiled
    for mo in compiled:
        relative = mo.relative_to(ROOT / "cardgames")
        assert any(relative.match(p) for p in patterns), relative
    extras = data["project"]["optional-dependencies"]
    assert not any("babel" in d.lower() for d in data["project"]["dependencies"])
    assert any("babel" in d.lower() for d in extras["test"])
    assert any("babel" in d.lower() for d in extras["dev"])


# --- choosing the language -----------------------------------------------------------------------
@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "eu_ES.UTF-8"}, "eu"), ({"LANG": "es_AR.UTF-8"}, "es"),
    ({"LC_ALL": "es_ES", "LANG": "eu_ES"}, "es"), ({"LANGUAGE": "eu:es", "LANG": "en_GB"}, "eu"),
    ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
])
def test_the_first_start_follows_the_system_locale(environ, expected):
    assert language_from_locale(environ) == expected
    assert choose_language(None, "", environ) == (expected, None)


def test_the_flag_beats_the_variable_beats_the_settings_beats_the_system():
    env = {"LANG": "es_ES.UTF-8", "CARDGAMES_LANG": "eu"}
    assert choose_language("en", "es", env) == ("en", None)
    assert choose_language(None, "es", env) == ("eu", None)
    assert choose_language(None, "en", {"LANG": "es_ES.UTF-8"}) == ("en", None)
    assert choose_language(None, "", {"LANG": "es_ES.UTF-8"}) == ("es", None)


@pytest.mark.parametrize("where", ["flag", "variable", "settings"])
def test_an_unknown_language_is_said_clearly_and_english_is_used(where):
    flag = "klingon" if where == "flag" else None
    env = {"LANG": "eu_ES.UTF-8", **({"CARDGAMES_LANG": "klingon"} if where == "variable" else {})}
    setting = "klingon" if where == "settings" else ""
    code, problem = choose_language(flag, setting, env)
    assert code == "en"
    named = {"flag": "--lang", "variable": "CARDGAMES_LANG", "settings": "settings.yaml"}[where]
    assert problem.startswith(named) and "'klingon'" in problem
    assert "en (English), es (Español), eu (Euskara)" in problem and "English is used" in problem


def test_set_language_refuses_a_language_we_dont_have():
    with pytest.raises(ValueError, match="allowed are en, es, eu"):
        set_language("fr")
    assert language() == "en"


# --- words --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("code", "play", "three", "one", "card", "suit"), [
    ("en", "Play", "3 cards", "1 card", "the sota of bastos", "oros"),
    ("es", "Jugar", "3 cartas", "1 carta", "la sota de bastos", "oros"),
    ("eu", "Jokatu", "3 karta", "1 karta", "bastoien txanka", "urreak"),
])
def test_words_plurals_and_card_names_in_each_language(code, play, three, one, card, suit):
    set_language(code)
    assert _("Play") == play
    assert ngettext("{n} card", "{n} cards", 3).format(n=3) == three
    assert ngettext("{n} card", "{n} cards", 1).format(n=1) == one
    assert spanish_card_name("10B") == card
    assert spanish_suit_name("O") == suit


def test_a_games_words_come_from_its_own_catalog_with_the_apps_behind_it():
    pocha = domain("pocha")
    set_language("eu")
    assert pocha.gettext("Pocha") == "Potxa"  # the game's own catalog
    assert pocha.gettext("Play") == "Jokatu"  # the app's, behind it
    assert pocha.ngettext("Bid {n}: take exactly {n} trick.", "Bid {n}: take exactly {n} tricks.",
                          2).format(n=2) == "2 aurreikusi: zehazki 2 altxaldi eraman."
    set_language("es")
    assert pocha.gettext("Swap") == "Cambiar"


def test_the_engine_refuses_in_the_players_language_and_actions_stay_as_they_are():
    game = CATALOG.create("pocha", players=4, rules={"deal_schedule": [5]})
    state = game.new_state(seed=3)
    actions = [str(a) for a in state.legal_actions()]
    english = state.refusal("bid:9")
    assert english == "You can bid from 0 to 5 in a hand of 5 cards."
    set_language("es")
    assert state.refusal("bid:9") == "Puedes pedir de 0 a 5 en una mano de 5 cartas."
    set_language("eu")
    assert state.refusal("bid:9") == "0tik 5era aurreikus dezakezu 5 kartako eskualdi batean."
    assert [str(a) for a in state.legal_actions()] == actions  # action ids never change


# --- texts per language: rules and tutorials ---------------------------------------------------------
def test_rules_fall_back_to_english_when_a_language_has_none(tmp_path):
    (tmp_path / "rules.md").write_text("# Rules")
    (tmp_path / "rules.es.md").write_text("# Reglas")
    assert localized_file(tmp_path, "rules", ".md", "es").name == "rules.es.md"
    assert localized_file(tmp_path, "rules", ".md", "eu").name == "rules.md"
    assert localized_file(tmp_path, "rules", ".md", "en").name == "rules.md"
    assert [p.name for p in missing_files(tmp_path, "rules", ".md")] == ["rules.eu.md"]


@pytest.mark.parametrize("game_id", ["pocha", "pitch", "bourre", "tiu_u", "tsung_shap",
                                     "kap_tai_shap", "jjak_ma_tcho_ki"])
def test_a_translated_game_is_complete_in_every_language(game_id):
    """Rules and tutorial words for each language, every step's text and hint translated."""
    folder = rules_dir() / game_id
    missing = missing_files(folder, "rules", ".md") + missing_files(folder, "tutorial", ".yaml")
    assert missing == [], f"{game_id} lacks {[str(p) for p in missing]}"
    english = load_tutorial(game_id, CATALOG, "en")
    for code in OTHER_LANGUAGES:
        assert untranslated_steps(english, code) == []
        words = load_tutorial(game_id, CATALOG, code)
        assert words.title != english.title
        for mine, theirs in zip(words.steps, english.steps, strict=True):
            assert (mine.id, mine.play, mine.expect, mine.highlight) == \
                (theirs.id, theirs.play, theirs.expect, theirs.highlight)
            assert mine.text != theirs.text
            assert bool(mine.hint) == bool(theirs.hint) and mine.hint != theirs.hint or not mine.hint


def test_the_tutorial_loader_follows_the_current_language():
    set_language("eu")
    assert load_tutorial("pocha", CATALOG).seat_names[0] == "Zu"
    set_language("en")
    assert load_tutorial("pocha", CATALOG).seat_names[0] == "You"


@pytest.mark.parametrize(("words", "message"), [
    ({"steps": {"no-such-step": {"text": "x"}}}, "is not a step of the tutorial"),
    ({"steps": {"welcome": {"text": "x", "expect": "bid:1"}}}, "must be {text: ..., hint: ...}"),
    ({"decks": [["1O"]]}, "only words go in this file"),
    ({"seat_names": ["A", "B"]}, "must list 4 names"),
])
def test_a_words_file_that_would_change_the_lesson_is_refused(words, message):
    english = load_tutorial("pocha", CATALOG, "en")
    with pytest.raises(TutorialError, match=message.replace("{", r"\{").replace("}", r"\}")
                       .replace(".", r"\.")):
        translate_tutorial(english, words, "tutorial.xx.yaml")


def test_a_step_left_out_keeps_its_english():
    english = load_tutorial("pocha", CATALOG, "en")
    half = translate_tutorial(english, {"steps": {"welcome": {"text": "Kaixo!"}}}, "x.yaml")
    assert half.steps[0].text == "Kaixo!" and half.steps[1].text == english.steps[1].text
    assert half.title == english.title


# --- the command line ---------------------------------------------------------------------------------
def test_cli_messages_follow_the_language_and_json_does_not(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path))
    assert main(["--lang", "eu", "rules", "pocha"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Potxa (pocha)") and "Aukerak (gakoa: lehenetsia; onartua):" in out
    assert "bid:K" in out and "play:CARD" in out  # the action forms never change
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: pocha\noptions:\n  length: long\n")
    monkeypatch.setenv("CARDGAMES_LANG", "es")
    assert main(["rules", "check", str(bad)]) == 1
    assert "length: 'long' no está permitido; usa uno de full, short, max_only" in \
        capsys.readouterr().out
    runs = []
    for code in ("en", "es", "eu"):
        assert main(["--lang", code, "simulate", "pocha", "--games", "2", "--ai",
                     "random,random,random,random", "--seed", "5", "--json", "--quiet"]) == 0
        summary = json.loads(capsys.readouterr().out)
        summary.pop("seconds", None)
        runs.append(summary)
    assert runs[0] == runs[1] == runs[2]


def test_cli_says_an_unknown_language_and_goes_on_in_english(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path))
    assert main(["--lang", "xx", "rules", "pocha"]) == 0
    captured = capsys.readouterr()
    assert "--lang: 'xx' is not a language of Card Table" in captured.err
    assert captured.out.startswith("Pocha (pocha)") and "Presets:" in captured.out


def test_the_human_summary_of_simulate_is_translated(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path))
    assert main(["--lang", "es", "simulate", "pocha", "--games", "2", "--ai",
                 "random,random,random,random", "--seed", "5", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 partidas, 4 jugadores, semilla 5" in out
