"""The layers hold, in every direction ``docs/architecture.md`` ("Layers") states.

- ``core`` imports no game, AI, UI or ``cardgames.catalog``;
- ``games`` never import the AI, the UI or ``cardgames.catalog`` (the AI layer binds a
  game's playout policy from above: ``cardgames.ai.policies``);
- ``ai`` never imports the UI;
- nothing below the UI (core, games, ai, ``cardgames.catalog``) imports pygame;
- an import whose module name is computed (``import_module(name)``, ``__import__(x)``)
  can reach any layer, so it is flagged unless it is one of the known discovery points
  listed in :data:`DISCOVERY_POINTS`, each with its reason.

Imports are read from the source with ``ast`` (late imports inside functions count too),
so a circle hidden in a function body is caught as surely as one at the top.  The
checker is a function on source text (:func:`violations`), and the last tests plant
sources breaking each rule to show it catches them.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

import cardgames

PACKAGE = Path(cardgames.__file__).parent

#: layer -> the modules it must never import (a name and everything under it)
FORBIDDEN = {
    "core": ("cardgames.games", "cardgames.ai", "cardgames.ui", "cardgames.catalog",
             "pygame", "pygame_gui"),
    "games": ("cardgames.ai", "cardgames.ui", "cardgames.catalog", "pygame", "pygame_gui"),
    "ai": ("cardgames.ui", "pygame", "pygame_gui"),
    "catalog": ("cardgames.ui", "pygame", "pygame_gui"),
}

#: (module, function) -> why its computed import is allowed: the places that find a
#: game's parts by convention.  Each reaches only its own layer or the layer below.
DISCOVERY_POINTS = {
    ("cardgames.games", "discover"): "the game modules of this package, by file name",
    ("cardgames.games", "game_class"): "a discovered game module (games -> games)",
    ("cardgames.games", "validator_for"): "a discovered game module (games -> games)",
    ("cardgames.ai.conventions", "game_module"): "cardgames.ai.<id>_heuristic, _policy, "
                                                 "_search (ai -> ai)",
    ("cardgames.ui.plugins", "optional_module"): "cardgames.ui.games.<id>, cardgames.ui.cards."
                                                 "<deck family> (ui -> ui)",
    ("cardgames.ui.cards", "_factory"): "a built-in deck renderer named in _BUILTIN (ui -> ui)",
    ("cardgames.ui.table.specs", "layout_for"): "a family layout named in FAMILY_LAYOUTS (ui)",
}


@dataclass(frozen=True)
class Imports:
    """What one module imports: the modules named, and the imports with computed names
    as (enclosing function, line)."""

    modules: frozenset[str]
    computed: tuple[tuple[str, int], ...]


def read_imports(source: str, module: str, is_package: bool = False) -> Imports:
    """Every module ``source`` (the module named ``module``) imports, relative ones made
    absolute and ``import_module('x')`` with a constant name included, and every import
    whose name is computed."""
    tree = ast.parse(source)
    package = module.split(".") if is_package else module.split(".")[:-1]
    importers = {"import_module", "__import__"}  # with their aliases (import_module as im)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "importlib":
            importers.update(a.asname for a in node.names
                             if a.asname and a.name in ("import_module", "__import__"))
    found: set[str] = set()
    computed: list[tuple[str, int]] = []

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name if not function else function
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1])
                name = f"{base}.{node.module}" if node.module else base
            else:
                name = node.module or ""
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in importers:
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
                else:
                    computed.append((function, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(tree, "")
    return Imports(frozenset(found), tuple(computed))


def layer_of(module: str) -> str | None:
    """The layer a module of the package belongs to (None: above them all, e.g. cli)."""
    parts = module.split(".")
    if len(parts) >= 2 and parts[1] in ("core", "games", "ai", "ui"):
        return parts[1]
    if module == "cardgames.catalog":
        return "catalog"
    return None


def reaches(module: str, forbidden: str) -> bool:
    return module == forbidden or module.startswith(forbidden + ".")


def violations(source: str, module: str, is_package: bool = False,
               allowed: dict[tuple[str, str], str] = DISCOVERY_POINTS) -> list[str]:
    """Each way ``source`` (the module ``module``) breaks the layers, as a sentence."""
    layer = layer_of(module)
    imports = read_imports(source, module, is_package)
    problems = []
    for name in sorted(imports.modules):
        for forbidden in FORBIDDEN.get(layer, ()):
            if reaches(name, forbidden):
                problems.append(f"{module} ({layer}) imports {name}")
    for function, line in imports.computed:
        if (module, function) not in allowed:
            problems.append(f"{module}:{line} imports a computed name in {function or 'the module'}"
                            " (a known discovery point goes in DISCOVERY_POINTS, with why)")
    return problems


def module_name(path: Path) -> tuple[str, bool]:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_reaches_a_layer_it_must_not(path):
    module, is_package = module_name(path)
    assert violations(path.read_text(encoding="utf-8"), module, is_package) == []


def test_every_discovery_point_still_exists():
    """An allow-list entry whose import is gone would hide a new one of the same name."""
    seen = set()
    for path in SOURCES:
        module, is_package = module_name(path)
        imports = read_imports(path.read_text(encoding="utf-8"), module, is_package)
        seen.update((module, function) for function, _ in imports.computed)
    assert set(DISCOVERY_POINTS) <= seen, set(DISCOVERY_POINTS) - seen


# --- the checker can fail: each forbidden direction, planted -------------------------------------

PLANTED = [
    # (module, source, the import it must report)
    ("cardgames.core.x", "from cardgames.games import create\n", "cardgames.games"),
    ("cardgames.core.x", "def f():\n    from ..ai import easy\n", "cardgames.ai.easy"),
    ("cardgames.core.x", "import cardgames.ui.app\n", "cardgames.ui.app"),
    ("cardgames.core.x", "from cardgames import catalog\n", "cardgames.catalog"),
    ("cardgames.core.x", "import importlib\nimportlib.import_module('cardgames.games.pocha')\n",
     "cardgames.games.pocha"),
    ("cardgames.games.x", "def _policy():\n    from cardgames.ai import x_policy\n",
     "cardgames.ai.x_policy"),
    ("cardgames.games.x", "from ..ai.pocha_policy import playout\n", "cardgames.ai.pocha_policy"),
    ("cardgames.games.x", "from cardgames import ai\n", "cardgames.ai"),
    ("cardgames.games.x", "__import__('cardgames.ai.ismcts')\n", "cardgames.ai.ismcts"),
    ("cardgames.games.x", "from cardgames.ui.games import pocha\n", "cardgames.ui.games"),
    ("cardgames.games.x", "from cardgames.catalog import CATALOG\n", "cardgames.catalog"),
    ("cardgames.ai.x", "def f():\n    from cardgames.ui import sound\n", "cardgames.ui"),
    ("cardgames.ai.x", "import pygame\n", "pygame"),
    ("cardgames.games.x", "import pygame.font\n", "pygame.font"),
    ("cardgames.core.x", "from pygame_gui import UIManager\n", "pygame_gui"),
    ("cardgames.catalog", "from cardgames.ui.app import App\n", "cardgames.ui.app"),
]


@pytest.mark.parametrize(("module", "source", "name"), PLANTED,
                         ids=[f"{m.split('.')[1]}->{n}" for m, _, n in PLANTED])
def test_the_checker_catches_a_planted_forbidden_import(module, source, name):
    problems = violations(source, module)
    assert any(p.endswith(f"imports {name}") for p in problems), problems


def test_the_checker_allows_what_the_layers_allow():
    assert violations("from cardgames.games.pocha import PochaState\n", "cardgames.ai.x") == []
    assert violations("from cardgames.core.game import State\n", "cardgames.games.x") == []
    assert violations("from cardgames.ai import make_player\n", "cardgames.ui.x") == []
    assert violations("from . import tricks\n", "cardgames.core.x") == []


@pytest.mark.parametrize("source", [
    "from importlib import import_module\ndef f(game):\n    import_module(f'cardgames.ai.{game}_policy')\n",
    "import importlib\ndef f(name):\n    importlib.import_module(name)\n",
    "def f(name):\n    __import__(name)\n",
    "from importlib import import_module as load\nload('cardgames.' + 'ai')\n",
])
def test_the_checker_flags_a_computed_import(source):
    problems = violations(source, "cardgames.games.x")
    assert len(problems) == 1 and "computed name" in problems[0], problems


def test_a_discovery_point_is_allowed_by_module_and_function_only():
    source = "from importlib import import_module\ndef discover(n):\n    import_module(n)\n"
    assert violations(source, "cardgames.games.x",
                      allowed={("cardgames.games.x", "discover"): "planted"}) == []
    assert violations(source, "cardgames.games.y",
                      allowed={("cardgames.games.x", "discover"): "planted"}) != []


def test_the_reader_resolves_relative_imports_of_a_package():
    imports = read_imports("from .core import game\nfrom . import ai\n", "cardgames", is_package=True)
    assert {"cardgames.core.game", "cardgames.ai"} <= imports.modules
    assert "cardgames.core.actions" in read_imports(
        (PACKAGE / "core" / "game.py").read_text(encoding="utf-8"), "cardgames.core.game").modules
