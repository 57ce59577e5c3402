"""Every text a game declares in its ``GameInfo`` (the menu's title, tagline and players
line, its origin, the hint's success phrase and the review's unit) is extracted into the
game's catalog and shown translated in every language: an English tagline on the Spanish
menu was issue 19."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from cardgames.core.i18n import LANGUAGES, game_text, set_language
from cardgames.games import GAME_IDS, info_of

ROOT = Path(__file__).resolve().parents[2]
OTHER_LANGUAGES = [code for code in LANGUAGES if code != "en"]
FIELDS = ("title", "tagline", "origin", "success_phrase", "review_unit")

#: (game, field, language) whose translation is rightly the English text: proper nouns
SAME_IN_TRANSLATION = {
    ("pocha", "title", "es"),  # the Spanish game's own name
    ("latxa", "title", "es"), ("latxa", "title", "eu"),  # the Basque game's own name
    ("bourre", "title", "es"), ("bourre", "title", "eu"),  # the Cajun name
    ("tien_gow", "title", "es"), ("tien_gow", "title", "eu"),  # the Chinese name
    ("tien_gow", "origin", "es"),  # "China" is spelled the same in Spanish
    ("tiu_u", "title", "es"), ("tiu_u", "title", "eu"),  # the Chinese name
    ("tiu_u", "origin", "es"),
    ("tsung_shap", "title", "es"), ("tsung_shap", "title", "eu"),  # the Chinese name
    ("tsung_shap", "origin", "es"),
    ("kap_tai_shap", "title", "es"), ("kap_tai_shap", "title", "eu"),  # the Chinese name
    ("kap_tai_shap", "origin", "es"),
    ("jjak_ma_tcho_ki", "title", "es"), ("jjak_ma_tcho_ki", "title", "eu"),  # the Korean name
}


def i18n_script():
    """scripts/i18n.py, the extraction script (Babel is a test dependency)."""
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_script"] = module
    spec.loader.exec_module(module)
    return module


def english_texts(game_id: str) -> dict[str, str]:
    info = info_of(game_id)
    return {name: getattr(info, name) for name in FIELDS if getattr(info, name)}


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_info_text_is_translated(game_id, code):
    english = english_texts(game_id)
    players = info_of(game_id).players_text
    set_language(code)
    untranslated = [name for name, text in english.items()
                    if game_text(game_id, text) == text
                    and (game_id, name, code) not in SAME_IN_TRANSLATION]
    assert untranslated == [], f"{game_id} in {code}: {untranslated} still in English"
    assert info_of(game_id).players_text != players


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_info_text_is_extracted_for_its_game(game_id):
    """Marked ``N_()`` in the game's module, so ``scripts/i18n.py`` finds it (an allowed
    identical translation is still in the catalog, where a translator sees it)."""
    catalogs = i18n_script().extracted()
    known = {message.id for message in catalogs[game_id]} | \
        {message.id for message in catalogs["cardgames"]}
    missing = [name for name, text in english_texts(game_id).items() if text not in known]
    assert missing == [], f"{game_id}: {missing} not extracted"


def test_the_allow_list_names_only_real_identical_translations():
    """An entry that is no longer identical (or names no game) is removed, not kept."""
    for game_id, name, code in SAME_IN_TRANSLATION:
        assert game_id in GAME_IDS
        text = getattr(info_of(game_id), name)
        set_language(code)
        assert game_text(game_id, text) == text, (game_id, name, code)
