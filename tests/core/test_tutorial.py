"""Tutorials: every one in rules/ plays to its end through the engine; mistakes are refused."""

from __future__ import annotations

import copy

import pytest
import yaml

from cardgames.catalog import CATALOG
from cardgames.core.paths import rules_dir
from cardgames.core.tutorial import (
    TutorialError,
    TutorialRunner,
    load_tutorial,
    parse_tutorial,
)
from cardgames.games import GAME_IDS

TUTORIALS = [g for g in GAME_IDS if (rules_dir() / g / "tutorial.yaml").is_file()]


def test_pocha_has_a_tutorial():
    assert "pocha" in TUTORIALS


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_tutorial_plays_to_its_end(game_id):
    runner = TutorialRunner(load_tutorial(game_id, CATALOG))
    state = runner.play_to_end()
    assert runner.finished
    assert state.events, "the tutorial played nothing"


def test_pocha_tutorial_outcome_matches_the_spec():
    state = TutorialRunner(load_tutorial("pocha", CATALOG)).play_to_end()
    assert state.history[0]["deltas"][0] == 15
    assert state.history[1]["tricks"] == [1, 0, 1, 3]
    assert state.history[1]["deltas"] == [15, 10, 15, -5]


def advance_to(runner, step_id):
    while runner.step.id != step_id:
        while not runner.waiting:
            runner.play_scripted()
        if runner.step.expect is None:
            runner.proceed()
        else:
            assert runner.submit(runner.step.expect)[0]
    while not runner.waiting:
        runner.play_scripted()


def test_illegal_action_is_refused_with_the_engines_reason():
    runner = TutorialRunner(load_tutorial("pocha", CATALOG))
    advance_to(runner, "restriction")
    before = runner.state.to_json()
    ok, reason = runner.submit("bid:2")
    assert not ok and "dealer" in reason
    assert runner.state.to_json() == before and runner.step.id == "restriction"


def test_legal_but_wrong_action_gets_the_lessons_hint():
    runner = TutorialRunner(load_tutorial("pocha", CATALOG))
    advance_to(runner, "trumped")
    before = runner.state.to_json()
    ok, reason = runner.submit("play:1C")
    assert not ok and "Save it" in reason
    assert runner.state.to_json() == before
    ok, reason = runner.submit("play:6E")
    assert not ok and "follow suit" in reason
    assert runner.submit("play:6C") == (True, None)


def test_back_and_restart_return_exactly():
    runner = TutorialRunner(load_tutorial("pocha", CATALOG))
    advance_to(runner, "head")
    at_head = runner.state.to_json()
    runner.submit("play:11B")
    while not runner.waiting:
        runner.play_scripted()
    runner.back()
    assert runner.step.id == "head"
    while not runner.waiting:
        runner.play_scripted()
    assert runner.state.to_json() == at_head
    runner.restart_step()
    assert runner.scripted_done == 0


def raw_pocha():
    with open(rules_dir() / "pocha" / "tutorial.yaml", encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def test_a_step_the_engine_would_refuse_is_an_error_naming_step_and_action():
    data = copy.deepcopy(raw_pocha())
    data["steps"][7]["expect"] = "bid:2"  # the dealer's forbidden bid
    with pytest.raises(TutorialError) as caught:
        parse_tutorial(data, "pocha/tutorial.yaml", CATALOG)
    text = str(caught.value)
    assert "pocha/tutorial.yaml" in text and "step 8 (restriction)" in text
    assert "bid:2" in text and "dealer" in text


def test_scripted_action_out_of_turn_is_an_error():
    data = copy.deepcopy(raw_pocha())
    data["steps"][2]["play"] = ["bid:0"]  # the learner bids first in hand A
    with pytest.raises(TutorialError, match=r"step 3 \(bid-one\).*not another seat's turn"):
        parse_tutorial(data, "t.yaml", CATALOG)


def test_bad_highlight_name_is_an_error():
    data = copy.deepcopy(raw_pocha())
    data["steps"][0]["highlight"] = ["the cards"]
    with pytest.raises(TutorialError, match="not a target name"):
        parse_tutorial(data, "t.yaml", CATALOG)
