"""Importing one module doesn't import every game, and one broken game breaks no other.

Discovery (``cardgames.games.registry``) runs when the games are first asked for
(``GAME_IDS``, ``create``, ``CATALOG``...).  A game module that raises on import is kept
as a ``BrokenGame`` naming it; the others work, ``cardgames rules`` warns about it and
the menu (which lists ``GAME_IDS``) never offers it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

import cardgames
import cardgames.games as registry
from cardgames import cli

IDS = ("pocha", "latxa", "pitch", "bourre", "tien_gow", "tiu_u", "kap_tai_shap", "jjak_ma_tcho_ki",
       "tsung_shap")


def loaded_after(code: str) -> dict[str, list[str]]:
    """The game and AI modules a fresh interpreter holds after running ``code``."""
    probe = textwrap.dedent(f"""
        import json, sys
        {code}
        print(json.dumps({{
            "games": sorted(m for m in sys.modules if m.startswith("cardgames.games.")),
            "ai": sorted(m for m in sys.modules if m.startswith("cardgames.ai")),
        }}))
    """)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=60)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("code", [
    "import cardgames.core.masks",
    "import cardgames",
    "import cardgames.catalog",
    "import cardgames.core.saves, cardgames.core.tutorial",
])
def test_importing_a_module_imports_no_game(code):
    assert loaded_after(code) == {"games": [], "ai": []}


def test_importing_one_engine_imports_that_engine_alone():
    assert loaded_after("import cardgames.games.pitch") == {
        "games": ["cardgames.games.pitch"], "ai": []}


def test_the_games_are_discovered_on_the_first_question():
    found = loaded_after("import cardgames; ids = cardgames.GAME_IDS")
    assert found["games"] == sorted(f"cardgames.games.{g}" for g in IDS)
    assert found["ai"] == []  # the engines import no AI, even when all are loaded


@pytest.fixture
def broken_game(tmp_path, monkeypatch):
    """A game module that raises on import, planted beside the real ones."""
    (tmp_path / "zz_broken.py").write_text("raise RuntimeError('half-written engine')\n")
    (tmp_path / "zz_no_game.py").write_text("X = 1  # forgot GAME\n")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    registry.registry.cache_clear()
    yield
    registry.registry.cache_clear()


def test_a_broken_game_is_reported_by_name_and_the_others_work(broken_game):
    with pytest.warns(RuntimeWarning) as warned:
        ids = registry.GAME_IDS
    assert sorted(str(w.message).split()[3] for w in warned) == [
        "cardgames.games.zz_broken", "cardgames.games.zz_no_game"]
    assert "half-written engine" in str(warned[0].message)
    assert ids == IDS  # the menu lists these: the broken ones are skipped
    broken = {game.name: game for game in registry.broken_games()}
    assert set(broken) == {"zz_broken", "zz_no_game"}
    assert broken["zz_broken"].module == "cardgames.games.zz_broken"
    assert broken["zz_broken"].error == "RuntimeError: half-written engine"
    assert broken["zz_no_game"].error.startswith("AttributeError")
    state = cardgames.create("pocha", players=4).new_state(seed=1)
    assert state.legal_ids()
    with pytest.raises(ValueError, match="'zz_broken' failed to load: RuntimeError"):
        cardgames.create("zz_broken")


def test_cardgames_rules_lists_a_broken_game(broken_game, capsys):
    with pytest.warns(RuntimeWarning):
        assert cli.main(["--lang", "en", "rules", "pocha"]) == 0
    out, err = capsys.readouterr()
    assert "zz_broken" in err and "half-written engine" in err and "zz_no_game" in err
    assert "Options" in out  # the working game's rules are shown as before


def test_without_a_broken_game_nothing_is_reported(capsys):
    assert registry.broken_games() == ()
    assert cli.main(["--lang", "en", "rules", "pocha"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_discover_reads_any_package_path(tmp_path, monkeypatch):
    """``discover`` is a function of a package and its path: a planted package of games."""
    package = tmp_path / "planted_games"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "plain.py").write_text("from cardgames.games.pitch import GAME\n")
    (package / "bad.py").write_text("import no_such_module_anywhere\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.warns(RuntimeWarning, match="planted_games.bad"):
        found = registry.discover("planted_games", [str(package)])
    assert found.modules == {"pitch": "planted_games.plain"}
    assert [(b.name, b.error.split(":")[0]) for b in found.broken] == [("bad", "ModuleNotFoundError")]
