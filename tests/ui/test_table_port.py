"""A layout sees its match only through the port (cardgames.ui.table.port): never the
runner, the scene or the engine's state, so no layout can read a hidden card."""

from __future__ import annotations

import ast
from pathlib import Path

import cardgames

PACKAGE = Path(cardgames.__file__).parent
#: the modules a layout is made of: the family layouts, their beats and parts, the games'
LAYOUT_MODULES = sorted([
    *(PACKAGE / "ui" / "games").glob("*.py"),
    *(PACKAGE / "ui" / "table" / name for name in (
        "trick_layout.py", "press_layout.py", "trick_beats.py", "trick_area.py",
        "fanned_hand.py", "markers.py", "model.py", "action_bar.py", "seat_panel.py",
        "score_panel.py", "prompt.py", "hooks.py", "seated.py")),
])
#: names that reach past the port (the engine's state, the runner, the scene)
FORBIDDEN = {"runner", "scene", "state", "_runner", "_scene"}


def reaches_past_the_port(path: Path) -> list[str]:
    """``file:line name`` for every attribute or variable of a forbidden name, and every
    import of an engine object (a module of ``cardgames.games`` may give constants only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN:
            name = node.attr
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN:
            name = node.id
        elif isinstance(node, ast.arg) and node.arg in FORBIDDEN:
            name = node.arg
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                ("cardgames.games", "cardgames.catalog", "cardgames.core.game")):
            bad = [a.name for a in node.names if not a.name.isupper()]
            name = ",".join(bad) if bad else None
        if name:
            found.append(f"{path.name}:{node.lineno} {name}")
    return found


def test_no_layout_module_reaches_the_runner_the_scene_or_the_state():
    assert [p for p in LAYOUT_MODULES if p.exists()], "no layout modules found"
    problems = [hit for path in LAYOUT_MODULES if path.exists()
                for hit in reaches_past_the_port(path)]
    assert problems == []


def test_the_check_sees_a_layout_reading_the_runner(tmp_path):
    bad = tmp_path / "bad_layout.py"
    bad.write_text("class T:\n    def f(self):\n        return self.scene.runner.state.hands\n"
                   "from cardgames.games.pocha import PochaState\n", encoding="utf-8")
    found = reaches_past_the_port(bad)
    assert {"bad_layout.py:3 scene", "bad_layout.py:3 runner", "bad_layout.py:3 state",
            "bad_layout.py:4 PochaState"} <= set(found)


def test_every_table_gets_a_port_not_the_scene(make_app):
    from cardgames.games import GAME_IDS
    from cardgames.ui.table.port import TablePort

    app = make_app()
    for game_id in GAME_IDS:
        app.open("table", game_id, seed=3)
        layout = app.scenes.top.table
        assert isinstance(layout.port, TablePort)
        assert not any(hasattr(layout, name) for name in ("scene", "runner"))
        view = layout.port.view()
        assert view["seat"] == layout.port.viewer == 0
        assert all(e.get("type") for e in layout.port.events())


def test_a_layout_asking_for_a_field_the_view_lacks_fails_in_the_tests(make_app):
    import pytest

    from cardgames.core.views import StrictView
    from cardgames.ui.table.trick_layout import TrickLayout

    app = make_app()
    app.open("table", "pocha", seed=3)
    scene = app.scenes.top
    view = scene.table.port.view()
    assert isinstance(view, StrictView) and isinstance(scene.layout_view(), StrictView)
    assert view["hand"] == scene.runner.view()["hand"]

    class Misspelt(TrickLayout):
        def sync_extra(self, view):
            self.model.leader = view.get("leadr")  # once read as None: no leader shown

    with pytest.raises(KeyError, match="the trick view does not declare field 'leadr'"):
        Misspelt(scene.table.port).sync(scene.layout_view())
