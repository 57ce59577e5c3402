"""Saves written before the engines declared their fields (``tests/fixtures/snapshots``,
made by ``main`` at 8e91066: each game mid-hand and at the end) still load, and write back
the same: the snapshot keys and formats did not change, so no save needs migrating.  The one
thing added on loading is what those saves predate -- each scored hand's ``result`` and the
match's ``outcome`` (``core/settlement.py``), derived from the records -- so the text written
back is the old one byte for byte once those are taken out, and writing it again changes
nothing.  (Jjak-ma-tcho-ki's two were re-written once, when its claim window became the
core's: ``claim_queue`` and ``claimants`` became ``window``; saves of the older form load,
checked below and in ``tests/games/test_jjak_ma_tcho_ki_claims.py``.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import cardgames

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots"
FILES = sorted(FIXTURES.glob("*.json"))


def test_there_is_a_fixture_per_game_and_moment():
    from cardgames.catalog import CATALOG

    names = {path.stem for path in FILES}
    assert names >= {f"{g}-{m}" for g in CATALOG.ids for m in ("mid", "end")}


def without_results(data: Any) -> Any:
    """``data`` with every ``result`` and ``outcome`` key taken out, at any depth."""
    if isinstance(data, dict):
        return {k: without_results(v) for k, v in data.items() if k not in ("result", "outcome")}
    if isinstance(data, list):
        return [without_results(v) for v in data]
    return data


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_an_old_snapshot_loads_checks_and_writes_back_the_same(path):
    text = path.read_text().strip()
    game = cardgames.create(path.stem.rsplit("-", 1)[0])
    state = game.load_state(text)
    state.check_invariants()
    written = state.to_json()
    assert json.dumps(without_results(json.loads(written)), separators=(",", ":")) == text
    # the scored hands gained their results
    assert ('"result"' in written) == ('"hand_scored"' in text)
    assert game.load_state(written).to_json() == written
    assert state.is_over == path.stem.endswith("-end")


def test_a_snapshot_whose_options_are_in_an_older_spelling_loads_as_the_same_rules():
    """Jjak-ma-tcho-ki's pair systems were once written "chinese+sum12" (one choice among
    31); a save of then loads, and is written back in today's form, a list."""
    path = FIXTURES / "jjak_ma_tcho_ki-mid.json"
    text = path.read_text().strip()
    assert '"pair_rules":["chinese"]' in text
    old = text.replace('"pair_rules":["chinese"]', '"pair_rules":"chinese"')
    game = cardgames.create("jjak_ma_tcho_ki")
    written = game.load_state(old).to_json()
    assert json.dumps(without_results(json.loads(written)), separators=(",", ":")) == text
    other = text.replace('"pair_rules":["chinese"]', '"pair_rules":"korean"')
    with pytest.raises(ValueError, match="other rule options"):
        game.load_state(other)


@pytest.mark.parametrize("moment", ["mid", "end"])
def test_a_jjak_snapshot_of_the_older_claim_window_loads_in_todays_form(moment):
    """Before the core's claim window Jjak-ma-tcho-ki saved ``claim_queue`` and
    ``claimants`` where it now saves ``window``: such a save loads as the same position."""
    path = FIXTURES / f"jjak_ma_tcho_ki-{moment}.json"
    text = path.read_text().strip()
    assert '"window":null' in text
    old = text.replace('"window":null', '"claim_queue":[],"claimants":[]')
    game = cardgames.create("jjak_ma_tcho_ki")
    state = game.load_state(old)
    state.check_invariants()
    assert json.dumps(without_results(json.loads(state.to_json())), separators=(",", ":")) \
        == text
    assert len(state.movers()) == len(state.log)
