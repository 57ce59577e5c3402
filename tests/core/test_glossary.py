"""The games' Basque words follow the glossary of docs/translating.md (issue 19).

The glossary is written for translators; under each game's heading its **Say in Basque**
line lists word beginnings the game's Basque texts must use (Pocha: *altxaldi* for a trick,
the word of its Ludoteka seed) and its **Avoid in Basque** line those they must not (*baza*),
with **not these words** for ordinary words that merely begin the same way (*bazaio*, "if it
is to him").  A game's Basque texts are the msgstr of its catalog, the application catalog's
entries that come from its options.yaml, its rules.eu.md and the words of its
tutorial.eu.yaml; the section ``cardgames`` is the whole application catalog.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "translating.md"
APP = "cardgames"

_HEADING = re.compile(r"^#{3,4} .*\(`([a-z0-9_]+)`\)\s*$")
_WORDS = re.compile(r"`([^`]+)`")
_TOKEN = re.compile(r"\w+")


@dataclass
class Entry:
    """One game's rules: the word beginnings it must use, must avoid, and the exceptions."""

    say: list[str] = field(default_factory=list)
    avoid: list[str] = field(default_factory=list)
    allowed: set[str] = field(default_factory=set)


def parse_glossary(text: str) -> dict[str, Entry]:
    """The machine-readable lines of the "Glossary" section, by game id."""
    section = text.split("\n## Glossary", 1)[1].split("\n## ", 1)[0]
    glossary: dict[str, Entry] = {}
    current: Entry | None = None
    for line in section.splitlines():
        heading = _HEADING.match(line)
        if heading:
            current = glossary.setdefault(heading.group(1), Entry())
        elif current is not None and line.startswith("**Say in Basque**"):
            current.say += [w.lower() for w in _WORDS.findall(line)]
        elif current is not None and line.startswith("**Avoid in Basque**"):
            avoid, _, allowed = line.partition("**not these words**")
            current.avoid += [w.lower() for w in _WORDS.findall(avoid)]
            current.allowed |= {w.lower() for w in _WORDS.findall(allowed)}
    return glossary


def _msgstrs(po_file: Path, only_from: str | None = None) -> list[str]:
    with po_file.open("rb") as f:
        catalog = read_po(f)
    texts = []
    for message in catalog:
        if not message.id:
            continue
        if only_from and not any(path == only_from for path, _ in message.locations):
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [s for s in strings if s]
    return texts


def _tutorial_words(path: Path) -> list[str]:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    words = [str(data.get("title", ""))] + [str(n) for n in data.get("seat_names") or []]
    for step in (data.get("steps") or {}).values():
        words += [str(step.get(key, "")) for key in ("text", "hint")]
    return words


def basque_texts(root: Path, game_id: str) -> dict[str, list[str]]:
    """A game's Basque texts under ``root`` (the repository, or a copy), by file."""
    eu = root / "cardgames" / "locale" / "eu" / "LC_MESSAGES"
    if game_id == APP:
        return {f"{APP}.po": _msgstrs(eu / f"{APP}.po")}
    texts: dict[str, list[str]] = {}
    if (eu / f"{game_id}.po").is_file():
        texts[f"{game_id}.po"] = _msgstrs(eu / f"{game_id}.po")
    texts[f"{APP}.po ({game_id} options)"] = _msgstrs(
        eu / f"{APP}.po", only_from=f"rules/{game_id}/options.yaml")
    rules = root / "rules" / game_id
    if (rules / "rules.eu.md").is_file():
        texts["rules.eu.md"] = [(rules / "rules.eu.md").read_text(encoding="utf-8")]
    if (rules / "tutorial.eu.yaml").is_file():
        texts["tutorial.eu.yaml"] = _tutorial_words(rules / "tutorial.eu.yaml")
    return texts


def avoided_words(texts: dict[str, list[str]], entry: Entry) -> list[str]:
    """Every use of an avoided word, as "file: word" (empty when the texts are clean)."""
    found = []
    for name, strings in texts.items():
        for string in strings:
            for token in _TOKEN.findall(string.lower()):
                if token not in entry.allowed and token.startswith(tuple(entry.avoid)):
                    found.append(f"{name}: {token}")
    return found


def missing_words(texts: dict[str, list[str]], entry: Entry) -> list[str]:
    """The glossary's words the game's texts never use."""
    tokens = {t for strings in texts.values() for s in strings for t in _TOKEN.findall(s.lower())}
    return [word for word in entry.say if not any(t.startswith(word) for t in tokens)]


GLOSSARY = parse_glossary(GUIDE.read_text(encoding="utf-8"))
GAMES_WITH_BASQUE = sorted(p.parent.name for p in (ROOT / "rules").glob("*/rules.eu.md"))


def test_the_glossary_has_a_section_for_the_app_and_every_game_with_basque_texts():
    assert set(GLOSSARY) >= {APP, *GAMES_WITH_BASQUE}
    assert "baza" in GLOSSARY["pocha"].avoid and "altxaldi" in GLOSSARY["pocha"].say
    for game_id, entry in GLOSSARY.items():
        assert entry.avoid, f"{game_id}: no **Avoid in Basque** line"


@pytest.mark.parametrize("game_id", sorted(GLOSSARY))
def test_a_games_basque_texts_use_no_avoided_word(game_id):
    texts = basque_texts(ROOT, game_id)
    assert any(texts.values()), f"{game_id}: no Basque text found"
    assert avoided_words(texts, GLOSSARY[game_id]) == []


@pytest.mark.parametrize("game_id", sorted(GLOSSARY))
def test_a_games_basque_texts_use_the_glossarys_words(game_id):
    assert missing_words(basque_texts(ROOT, game_id), GLOSSARY[game_id]) == []


def _copy_pocha(tmp_path: Path) -> Path:
    eu = Path("cardgames") / "locale" / "eu" / "LC_MESSAGES"
    for relative in (eu / "pocha.po", eu / f"{APP}.po", Path("rules/pocha/rules.eu.md"),
                     Path("rules/pocha/tutorial.eu.yaml")):
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / relative, tmp_path / relative)
    return tmp_path


def test_a_planted_baza_in_a_pocha_msgstr_is_caught(tmp_path):
    root = _copy_pocha(tmp_path)
    po_file = root / "cardgames/locale/eu/LC_MESSAGES/pocha.po"
    text = po_file.read_text(encoding="utf-8")
    good = 'msgstr "Zure aurreikuspena: zenbat altxaldi eramango dituzu?"'
    assert good in text
    entry = GLOSSARY["pocha"]
    assert avoided_words(basque_texts(root, "pocha"), entry) == []
    po_file.write_text(text.replace(good, good.replace("altxaldi", "baza")), encoding="utf-8")
    assert avoided_words(basque_texts(root, "pocha"), entry) == ["pocha.po: baza"]


@pytest.mark.parametrize("relative, good, bad", [
    ("rules/pocha/rules.eu.md", "altxaldiak", "bazak"),
    ("rules/pocha/tutorial.eu.yaml", "Anak 0 aurreikusten du,", "Anak 0 eskatzen du,")])
def test_a_planted_word_in_pochas_rules_or_tutorial_is_caught(tmp_path, relative, good, bad):
    root = _copy_pocha(tmp_path)
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert good in text
    path.write_text(text.replace(good, bad, 1), encoding="utf-8")
    planted = next(w for w in bad.lower().split() if w.startswith(("baza", "eskat")))
    assert avoided_words(basque_texts(root, "pocha"), GLOSSARY["pocha"]) == \
        [f"{Path(relative).name}: {planted}"]


def test_an_ordinary_word_that_begins_like_an_avoided_one_is_not_caught():
    entry = GLOSSARY["pocha"]
    assert avoided_words({"x": ["Ezin bazara, ez bazaio gustatzen."]}, entry) == []
    assert avoided_words({"x": ["Baza bat irabazi."]}, entry) == ["x: baza"]
