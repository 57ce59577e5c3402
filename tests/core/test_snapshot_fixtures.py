"""Saves written before the engines declared their fields (``tests/fixtures/snapshots``,
made by ``main`` at 8e91066: each game mid-hand and at the end) still load, and write back
byte for byte: the snapshot keys and formats did not change, so no save needs migrating."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardgames

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"
FILES = sorted(FIXTURES.glob("*.json"))


def test_there_is_a_fixture_per_game_and_moment():
    from cardgames.catalog import CATALOG

    names = {path.stem for path in FILES}
    assert names >= {f"{g}-{m}" for g in CATALOG.ids for m in ("mid", "end")}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_an_old_snapshot_loads_checks_and_writes_back_the_same(path):
    text = path.read_text().strip()
    game = cardgames.create(path.stem.rsplit("-", 1)[0])
    state = game.load_state(text)
    state.check_invariants()
    assert state.to_json() == text
    assert state.is_over == path.stem.endswith("-end")
