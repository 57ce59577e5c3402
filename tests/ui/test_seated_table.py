"""Both family layouts are the seated table (cardgames.ui.table.seated) plus their centre:
what the base holds is written once, and no family layout copies it back."""

from __future__ import annotations

import pytest

from cardgames.ui.table.hooks import SeatedTableHooks
from cardgames.ui.table.press_layout import PressLayout
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.trick_layout import TrickLayout

#: what the families shared word for word, now only in the base
SHARED = ("speed", "show_summary", "finish_match", "announce", "say", "layout_seats",
          "direction")


@pytest.mark.parametrize("layout", [TrickLayout, PressLayout])
def test_family_layout_is_a_seated_table(layout):
    assert issubclass(layout, SeatedTable)


@pytest.mark.parametrize("layout", [TrickLayout, PressLayout])
@pytest.mark.parametrize("name", SHARED)
def test_family_layout_does_not_copy_the_base(layout, name):
    assert name not in vars(layout), f"{layout.__name__}.{name} duplicates SeatedTable's"


def test_base_has_a_default_for_every_seated_hook():
    names = [n for n, v in vars(SeatedTableHooks).items()
             if not n.startswith("_") and callable(v)]
    assert names
    for name in names:
        assert name in vars(SeatedTable), name
    assert SeatedTable.score_columns == ()
