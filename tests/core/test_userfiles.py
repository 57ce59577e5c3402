"""House rules a player saves: written atomically, read back, broken ones set aside."""

from __future__ import annotations

import pytest

from cardgames.catalog import CATALOG
from cardgames.core.options import HouseRules
from cardgames.core.storage import atomic_write_text, set_aside
from cardgames.core.userfiles import house_rules_dir, load_house_rules, save_house_rules


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_save_and_load_round_trip():
    rules = HouseRules("pocha", "Friday night", "short", {"exact_bonus": 15, "must_trump": False})
    path = save_house_rules(rules)
    assert path.name == "friday-night.yaml"
    found, problems = load_house_rules("pocha", CATALOG)
    assert problems == []
    assert found == [rules]


def test_broken_file_is_reported_and_set_aside_not_deleted():
    folder = house_rules_dir("pocha")
    folder.mkdir(parents=True)
    (folder / "bad.yaml").write_text("game: [pocha\n", encoding="utf-8")
    (folder / "half.yaml").write_text(
        "game: pocha\nname: Half\noptions:\n  exact_bonus: 20\n  must_trump: maybe\n",
        encoding="utf-8")
    found, problems = load_house_rules("pocha", CATALOG)
    assert [r.name for r in found] == ["Half"]
    assert found[0].options == {"exact_bonus": 20}  # the good option kept, the bad one dropped
    text = "\n".join(str(p) for p in problems)
    assert "bad.yaml" in text and "not valid YAML" in text
    assert "must_trump" in text
    assert not (folder / "bad.yaml").exists()
    assert list(folder.glob("bad.yaml.broken-*"))


def test_atomic_write_replaces_whole(tmp_path):
    target = tmp_path / "a" / "file.txt"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.txt"]


def test_set_aside_keeps_the_content(tmp_path):
    target = tmp_path / "save.json"
    target.write_text("garbage")
    moved = set_aside(target)
    assert not target.exists() and moved.read_text() == "garbage"
    target.write_text("garbage again")
    assert set_aside(target) != moved


def test_one_bad_file_never_hides_the_good_ones(monkeypatch):
    """Unreadable, odd and even crashing files are each reported and set aside; the good
    house rules are all still offered."""
    import os

    from cardgames.core import userfiles

    folder = house_rules_dir("pocha")
    folder.mkdir(parents=True)
    save_house_rules(HouseRules("pocha", "Alpha", None, {"exact_bonus": 15}))
    save_house_rules(HouseRules("pocha", "Omega", "short", {}))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.yaml")
    if os.path.exists("/dev/zero"):
        (folder / "zero.yaml").symlink_to("/dev/zero")
    (folder / "big.yaml").write_text("#" * 300_000, encoding="utf-8")
    (folder / "crash.yaml").write_text("game: pocha\nname: Crash\n", encoding="utf-8")
    real = userfiles.parse_house_rules

    def parse(text, source, catalog):
        if source.endswith("crash.yaml"):
            raise RuntimeError("a bug in a game's validator")
        return real(text, source, catalog)

    monkeypatch.setattr(userfiles, "parse_house_rules", parse)
    found, problems = load_house_rules("pocha", CATALOG)
    assert sorted(r.name for r in found) == ["Alpha", "Omega"]
    text = "\n".join(str(p) for p in problems)
    for name in ["big.yaml", "crash.yaml"] + [n for n in ("fifo.yaml", "zero.yaml")
                                              if (folder / n).exists() or
                                              list(folder.glob(n + ".broken-*"))]:
        assert f"{name}: was set aside as {name}.broken-" in text
    assert "is not a regular file" in text and "more than the 200000 bytes" in text
    assert "RuntimeError" in text
    assert sorted(p.name for p in folder.iterdir() if ".broken-" not in p.name) == [
        "alpha.yaml", "omega.yaml"]
    assert (next(folder.glob("big.yaml.broken-*")).read_text(encoding="utf-8")
            == "#" * 300_000)  # kept whole
