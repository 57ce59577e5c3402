"""A match configuration that names no game takes the catalog's first game by menu order:
no shared module names a game (issue 19: ``ui/table/match.py`` said ``"pocha"``)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardgames
from cardgames.games import GAME_IDS, info_of
from cardgames.ui.table.match import MatchConfig

SHARED = ("core", "ui/scenes", "ui/widgets", "ui/table")


def test_the_default_game_is_the_first_by_menu_order():
    first = min(GAME_IDS, key=lambda g: (info_of(g).menu_order, info_of(g).title))
    assert MatchConfig().game_id == first


def test_no_shared_module_names_a_game_in_its_code():
    root = Path(cardgames.__file__).parent
    for folder in SHARED:
        for path in sorted((root / folder).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                          if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                          and node.body and isinstance(node.body[0], ast.Expr)}
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and id(node) not in docstrings:
                    assert node.value not in GAME_IDS, (path.name, node.lineno, node.value)
