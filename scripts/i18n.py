"""Extract, update and compile the translation catalogs (Babel is needed only here).

    python scripts/i18n.py extract     write cardgames/locale/<domain>.pot from the sources
    python scripts/i18n.py update [DOMAIN...]
                                       merge the templates into every language's .po (the
                                       domains that have catalogs, or the ones named: a new
                                       game's catalogs are made by naming it)
    python scripts/i18n.py compile     write the .mo next to every .po
    python scripts/i18n.py check       list missing/empty/stale entries (exit 1 if any)
    python scripts/i18n.py all         extract, update, compile, check

The *domain* of a Python file is the game id in the ``domain("<id>")`` it calls, else
``cardgames`` (the application's catalog).  The texts of every ``rules/<id>/options.yaml``
(title, option labels, value labels, groups, help, preset labels and help) go into the
application's catalog: the setup screen and ``cardgames rules`` show them through the
game's catalog, which falls back to the application's, so labels every game shares
("Players", "First dealer") are translated once and a game's own catalog never has to
repeat them.
English is the source language and has no catalog.  See ``docs/translating.md``.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterable
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "cardgames"
RULES = ROOT / "rules"
LOCALE = SOURCE / "locale"
APP_DOMAIN = "cardgames"
#: the languages with catalogs (English is the source text)
TRANSLATED = ("es", "eu")
#: the catalogs that must be complete in every language (and any other that exists)
REQUIRED = (APP_DOMAIN, "pocha")
KEYWORDS = {"_": None, "N_": None, "gettext": None, "ngettext": (1, 2),
            "pgettext": ((1, "c"), 2)}
_DOMAIN_CALL = re.compile(r"""\bdomain\(\s*["']([a-z0-9_]+)["']\s*\)""")
Key = tuple[str | None, str]  # (context, msgid)


def domain_of(path: Path) -> str:
    """The catalog a source file's strings go to: the game id it calls ``domain`` with."""
    found = _DOMAIN_CALL.search(path.read_text(encoding="utf-8"))
    return found.group(1) if found else APP_DOMAIN


def _python_files() -> list[Path]:
    return sorted(p for p in SOURCE.rglob("*.py") if "__pycache__" not in p.parts
                  and p.name != "i18n.py")


def _yaml_texts(path: Path) -> Iterable[tuple[str, int]]:
    """The player-read texts of an options.yaml, in file order (line numbers are 0)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if data.get("title"):
        yield str(data["title"]), 0
    for spec in (data.get("options") or {}).values():
        for key in ("label", "group", "help"):
            if spec.get(key):
                yield str(spec[key]), 0
        for label in (spec.get("labels") or {}).values():
            yield str(label), 0
    for preset in (data.get("presets") or {}).values():
        for key in ("label", "help"):
            if isinstance(preset, dict) and preset.get(key):
                yield str(preset[key]), 0


def extracted() -> dict[str, Catalog]:
    """Every domain's template, built from the sources now."""
    catalogs: dict[str, Catalog] = {}

    def catalog(name: str) -> Catalog:
        if name not in catalogs:
            catalogs[name] = Catalog(domain=name, project="cardgames", fuzzy=False)
        return catalogs[name]

    for path in _python_files():
        where = catalog(domain_of(path))
        relative = str(path.relative_to(ROOT))
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)):
            where.add(message, locations=[(relative, lineno)], auto_comments=comments,
                      context=context)
    for options in sorted(RULES.glob("*/options.yaml")):
        where = catalog(APP_DOMAIN)  # shown by the app's setup; shared labels translated once
        relative = str(options.relative_to(ROOT))
        for message, lineno in _yaml_texts(options):
            where.add(message, locations=[(relative, lineno)])
    return catalogs


def po_path(lang: str, name: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{name}.po"


def extract() -> dict[str, Catalog]:
    catalogs = extracted()
    for name, template in catalogs.items():
        with open(LOCALE / f"{name}.pot", "wb") as out:
            write_po(out, template, width=100, omit_header=False, include_lineno=False)
    return catalogs


def kept_domains() -> list[str]:
    """The domains whose catalogs are kept: the required ones and any that has a .po."""
    found = {p.stem for p in LOCALE.glob("*/LC_MESSAGES/*.po")}
    return sorted(found | set(REQUIRED))


def update(catalogs: dict[str, Catalog], domains: Iterable[str] | None = None) -> None:
    """Merge templates into the .po files (a named new domain gets its files)."""
    domains = list(domains) if domains else kept_domains()
    for name, template in catalogs.items():
        if name not in domains:
            continue
        for lang in TRANSLATED:
            path = po_path(lang, name)
            if path.exists():
                with open(path, "rb") as f:
                    po = read_po(f, locale=lang, domain=name)
                po.update(template, update_header_comment=False, no_fuzzy_matching=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                po = Catalog(locale=lang, domain=name, project="cardgames", fuzzy=False)
                po.update(template, no_fuzzy_matching=True)
            with open(path, "wb") as out:
                write_po(out, po, width=100, ignore_obsolete=True, include_lineno=False)


def mo_bytes(po_file: Path) -> bytes:
    with open(po_file, "rb") as f:
        po = read_po(f)
    out = io.BytesIO()
    write_mo(out, po, use_fuzzy=False)
    return out.getvalue()


def compile_all() -> list[Path]:
    written = []
    for po_file in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        mo = po_file.with_suffix(".mo")
        data = mo_bytes(po_file)
        if not mo.exists() or mo.read_bytes() != data:
            mo.write_bytes(data)
            written.append(mo)
    return written


def _keys(catalog: Catalog) -> set[Key]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def _shown(path: Path) -> str:
    """A path as the messages show it: from the repository's root when it is inside."""
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def problems(domains: Iterable[str] | None = None) -> list[str]:
    """Every string the sources show that a language's catalog lacks (or leaves empty or
    fuzzy), and every .mo older in content than its .po."""
    out: list[str] = []
    domains = list(domains) if domains else kept_domains()
    for name, template in sorted(extracted().items()):
        if name not in domains:
            continue
        for lang in TRANSLATED:
            path = po_path(lang, name)
            if not path.exists():
                out.append(f"{_shown(path)}: missing (run scripts/i18n.py update)")
                continue
            with open(path, "rb") as f:
                po = read_po(f, locale=lang)
            for message in template:
                if not message.id:
                    continue
                got = po.get(message.id, message.context)
                strings = [] if got is None else (
                    list(got.string) if isinstance(got.string, (list, tuple)) else [got.string])
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                if got is None:
                    out.append(f"{_shown(path)}: no entry for {msgid!r}")
                elif got.fuzzy or not strings or not all(s for s in strings):
                    out.append(f"{_shown(path)}: {msgid!r} is not translated")
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != mo_bytes(path):
                out.append(f"{_shown(mo)}: stale, run scripts/i18n.py compile")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command not in ("extract", "update", "compile", "check", "all"):
        print(__doc__)
        return 2
    if command in ("extract", "update", "all"):
        catalogs = extract()
        if command != "extract":
            update(catalogs, argv[1:] if command == "update" else None)
    if command in ("compile", "all"):
        for mo in compile_all():
            print(f"wrote {mo.relative_to(ROOT)}")
    if command in ("check", "all"):
        found = problems()
        for problem in found:
            print(problem)
        print(f"{len(found)} problem(s)")
        return 1 if found and command == "check" else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
