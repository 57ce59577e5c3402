"""Tien Gow's files: the tutorial ends as the spec says, and the Spanish and Basque texts
cover the game (damaged Tien Gow saves are fuzzed with every game's in
``tests/core/test_file_fuzz.py``)."""

from __future__ import annotations

from cardgames.catalog import CATALOG


def test_the_tutorial_ends_as_the_spec_says():
    from cardgames.core.tutorial import TutorialRunner, load_tutorial

    state = TutorialRunner(load_tutorial("tien_gow", CATALOG)).play_to_end()
    record = state.history[0]
    assert record["stacks"] == [4, 4, 0, 0]
    assert record["deltas"] == [12, 6, -9, -9]
    assert state.banker == 1


def test_spanish_and_basque_texts_cover_the_game():
    import yaml

    from cardgames.core import i18n
    from cardgames.core.paths import rules_dir

    english = yaml.safe_load((rules_dir() / "tien_gow" / "tutorial.yaml").read_text("utf-8"))
    ids = {step["id"] for step in english["steps"]}
    words = i18n.domain("tien_gow")
    before = i18n.language()
    try:
        for lang in ("es", "eu"):
            local = yaml.safe_load(
                (rules_dir() / "tien_gow" / f"tutorial.{lang}.yaml").read_text("utf-8"))
            assert set(local["steps"]) == ids and local["title"] and len(local["seat_names"]) == 4
            assert (rules_dir() / "tien_gow" / f"rules.{lang}.md").read_text("utf-8").startswith(
                "# Tien Gow")
            i18n.set_language(lang)
            assert words.gettext("Throw down") not in ("", "Throw down")
            assert "3" in words.ngettext("{n} stack", "{n} stacks", 3).format(n=3)
    finally:
        i18n.set_language(before)
