"""The layers hold: core imports no game, AI or UI; core, games and AI never import pygame.

Imports are read from the source with ``ast`` (late imports inside functions count too),
so a circle hidden in a function body is caught as surely as one at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardgames

PACKAGE = Path(cardgames.__file__).parent


def imported_modules(path: Path) -> set[str]:
    """Every module a file of the package imports, anywhere in it."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return imports_in(path.read_text(encoding="utf-8"), parts[:-1])


def imports_in(source: str, package: tuple[str, ...]) -> set[str]:
    """Every module ``source`` (a module of ``package``) imports, relative ones made absolute."""
    tree = ast.parse(source)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) \
                in ("import_module", "__import__") and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            found.add(node.args[0].value)
    return found


def files_of(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


def reaches(module: str, forbidden: str) -> bool:
    return module == forbidden or module.startswith(forbidden + ".")


@pytest.mark.parametrize("path", files_of("core"), ids=lambda p: p.name)
def test_core_imports_no_game_ai_or_ui(path):
    bad = sorted(m for m in imported_modules(path)
                 if any(reaches(m, f) for f in ("cardgames.games", "cardgames.ai", "cardgames.ui",
                                                "cardgames.catalog")))
    assert bad == [], f"{path.name} imports {bad}: core must take a Catalog instead"


@pytest.mark.parametrize("path", files_of("core") + files_of("games") + files_of("ai"),
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_engines_and_ai_never_import_pygame_or_the_ui(path):
    bad = sorted(m for m in imported_modules(path)
                 if any(reaches(m, f) for f in ("pygame", "pygame_gui", "cardgames.ui")))
    assert bad == [], f"{path.name} imports {bad}"


def test_the_import_reader_sees_late_relative_and_dynamic_imports():
    """The checker itself can fail: each way of reaching the games is found."""
    core = ("cardgames", "core")
    late = imports_in("def f():\n    from cardgames.games import create\n", core)
    relative = imports_in("from ..games import pocha\n", core)
    dynamic = imports_in("import importlib\nimportlib.import_module('cardgames.games')\n", core)
    assert "cardgames.games" in late
    assert "cardgames.games.pocha" in relative
    assert "cardgames.games" in dynamic
    assert "cardgames.core.actions" in imported_modules(PACKAGE / "core" / "game.py")
