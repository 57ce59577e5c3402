"""A game's menu words (its ``GameInfo`` title, tagline, origin and success phrase) are in
its own catalog, translated in every language: the Spanish and Basque menus once showed
three games' taglines in English because their GameInfo texts were never extracted."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from cardgames.catalog import CATALOG
from cardgames.core.i18n import game_text, set_language
from cardgames.games import info_of

LOCALE = Path(__file__).resolve().parents[2] / "cardgames" / "locale"
TEXTS = ("title", "tagline", "origin", "success_phrase")


def catalog(game_id: str, language: str):
    with open(LOCALE / language / "LC_MESSAGES" / f"{game_id}.po", "rb") as handle:
        return read_po(handle)


@pytest.mark.parametrize("language", ["es", "eu"])
@pytest.mark.parametrize("game_id", CATALOG.ids)
def test_every_menu_word_of_a_game_is_in_its_catalog_and_translated(game_id, language):
    info = info_of(game_id)
    found = catalog(game_id, language)
    for name in TEXTS:
        text = getattr(info, name)
        entry = found.get(text)
        assert entry is not None and entry.string, f"{game_id} {name} {text!r} in {language}"


@pytest.mark.parametrize("language", ["es", "eu"])
@pytest.mark.parametrize("game_id", CATALOG.ids)
def test_the_menu_shows_the_tagline_in_the_players_language(game_id, language):
    """A tagline is a sentence, never the same in two languages (a title may be)."""
    info = info_of(game_id)
    try:
        set_language(language)
        shown = game_text(game_id, info.tagline)
    finally:
        set_language("en")
    assert shown != info.tagline
