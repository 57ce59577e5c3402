"""The Bourré duplicate-hand experiment (``scripts/hard_ai_experiments.py bourre-hands``)
plays the same hand for every level: only seat 0's level changes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "hard_ai_experiments.py"


@pytest.fixture(scope="module")
def experiments():
    spec = importlib.util.spec_from_file_location("hard_ai_experiments", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_level_plays_the_same_hand(experiments):
    for seed in range(4):
        out = experiments.play_bourre_hand((4, ["normal", "random", "normal", "hard"], seed, 8))
        again = experiments.play_bourre_hand((4, ["normal"], seed, 8))
        assert out["deltas"]["normal"] == again["deltas"]["normal"]
        assert out["moves"]["normal"] == again["moves"]["normal"]
        assert set(out["deltas"]) == {"normal", "random", "hard"}
        assert all(moves for moves in out["moves"].values())
        # seat 0's equity: its chip change and a quarter of the pot left
        assert out["equity"]["normal"] >= out["deltas"]["normal"]


def test_the_report_pairs_each_level_with_normal(experiments):
    results = [experiments.play_bourre_hand((3, ["normal", "random"], seed, None))
               for seed in range(6)]
    report = experiments.hands_report(results, ["normal", "random"])
    assert report["positions"] == 6
    assert report["levels"]["normal"]["paired_difference"] == 0
    diffs = [r["deltas"]["random"] - r["deltas"]["normal"] for r in results]
    assert report["levels"]["random"]["paired_difference"] == pytest.approx(
        sum(diffs) / 6, abs=1e-3)
    assert "random" in experiments.show_hands(report)
