"""Every table layout offers the hooks of cardgames.ui.table.hooks with one signature each,
and no game's layout overrides a private method or imports a private class."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import cardgames.ui.games as games_pkg
from cardgames.ui.table.draw_discard_layout import DrawDiscardLayout
from cardgames.ui.table.fishing_layout import FishingLayout
from cardgames.ui.table.hooks import FAMILY_HOOKS, SeatedTableHooks
from cardgames.ui.table.press_layout import PressLayout
from cardgames.ui.table.trick_layout import TrickLayout

GAME_MODULES = [importlib.import_module(f"cardgames.ui.games.{m.name}")
                for m in pkgutil.iter_modules(games_pkg.__path__)]


def hook_names(protocol: type) -> list[str]:
    """The methods a hooks Protocol declares (its own and its bases')."""
    names = []
    for klass in protocol.__mro__:
        if klass is object or not getattr(klass, "_is_protocol", False):
            continue
        names += [n for n, v in vars(klass).items() if not n.startswith("_") and callable(v)]
    return sorted(set(names))


def parameters(function) -> list[str]:
    return list(inspect.signature(function).parameters)


def signature_problems(layout: type, protocol: type) -> list[str]:
    """Hooks missing from ``layout`` or taking other parameters than ``protocol`` says."""
    problems = []
    for name in hook_names(protocol):
        mine = getattr(layout, name, None)
        if mine is None:
            problems.append(f"{layout.__name__}.{name} missing")
        elif parameters(mine) != parameters(getattr(protocol, name)):
            problems.append(f"{layout.__name__}.{name}{inspect.signature(mine)} is not "
                            f"{name}{inspect.signature(getattr(protocol, name))}")
    return problems


def layouts() -> list[type]:
    found = [TrickLayout, PressLayout, FishingLayout, DrawDiscardLayout]
    found += [m.LAYOUT for m in GAME_MODULES if getattr(m, "LAYOUT", None) is not None]
    return found


def family_of(layout: type) -> type:
    return next(FAMILY_HOOKS[k.__name__] for k in layout.__mro__ if k.__name__ in FAMILY_HOOKS)


@pytest.mark.parametrize("layout", layouts(), ids=lambda c: c.__name__)
def test_every_layout_has_every_hook_with_its_one_signature(layout):
    assert signature_problems(layout, family_of(layout)) == []
    assert set(hook_names(SeatedTableHooks)) <= set(hook_names(family_of(layout)))


def test_the_check_sees_a_hook_with_another_signature():
    class Stray(TrickLayout):
        def seat_stats(self, seat_model, view):  # the old style: a seat's model
            return []

    assert signature_problems(Stray, family_of(Stray)) == [
        "Stray.seat_stats(self, seat_model, view) is not seat_stats(self, seat: 'int') "
        "-> 'list[tuple[str, str]]'"]


def test_every_hook_is_documented():
    for protocol in {SeatedTableHooks, *FAMILY_HOOKS.values()}:
        for name in hook_names(protocol):
            assert (getattr(protocol, name).__doc__ or "").strip(), name


def private_overrides(module) -> list[str]:
    """``Class._name`` for each private method a module's class takes over from a class of
    the shared table (cardgames.ui.table)."""
    found = []
    for cls in vars(module).values():
        if not inspect.isclass(cls) or cls.__module__ != module.__name__:
            continue
        for name in vars(cls):
            if not name.startswith("_") or name.startswith("__"):
                continue
            if any(name in vars(base) and base.__module__.startswith("cardgames.ui.table")
                   for base in cls.__mro__[1:]):
                found.append(f"{cls.__name__}.{name}")
    return found


def private_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}:{node.lineno} {a.name}" for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "cardgames.ui.table") for a in node.names if a.name.startswith("_")]


def test_no_game_layout_overrides_a_private_method_or_imports_a_private_class():
    assert [o for m in GAME_MODULES for o in private_overrides(m)] == []
    assert [i for m in GAME_MODULES for i in private_imports(Path(m.__file__))] == []


def test_the_checks_see_a_private_override_and_a_private_import(tmp_path):
    import types

    module = types.ModuleType("stray_ui")

    class Stray(TrickLayout):
        def _prompt(self, view, human_turn, thinking):
            return "", False

    Stray.__module__ = "stray_ui"
    module.Stray = Stray
    assert private_overrides(module) == ["Stray._prompt"]
    bad = tmp_path / "stray_ui.py"
    bad.write_text("from cardgames.ui.table.trick_beats import FlightsBeat, _Hidden\n",
                   encoding="utf-8")
    assert private_imports(bad) == ["stray_ui.py:1 _Hidden"]
