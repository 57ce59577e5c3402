"""Whatever text arrives as an action, Pocha either plays it (it is exactly a legal move)
or refuses it with ``IllegalAction`` and a sentence, and changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.core.actions import Action, IllegalAction

ODD_BIDS = ["bid:01", "bid:00", "bid:\u0661", "bid:\uff11", "bid:\u00b9", "bid:" + "9" * 5000,
            "bid:1.0", "bid:+1", "bid:-0", "bid:1e0", "bid:0x1", "bid:\u2460", "bid:1 1",
            "bid:\u0967", "bid:\U0001d7cf"]


def positions():
    """A bidding position, a playing one and a swap question (club rules)."""
    game = cardgames.create("pocha", players=4, preset="max_only")
    bidding = game.new_state(seed=3)
    playing = game.new_state(seed=3)
    for _ in range(5):
        playing.apply(playing.legal_actions()[0])
    club = cardgames.create("pocha", players=4, preset="club")
    for seed in range(200):
        swap = club.new_state(seed=seed)
        if {str(a) for a in swap.legal_actions()} == {"swap", "keep"}:
            break
    return [bidding, playing, swap]


STATES = positions()


def assert_refused_unchanged(state, text) -> str:
    before = state.to_json()
    assert not state.is_legal(text)
    reason = state.refusal(text)
    with pytest.raises(IllegalAction) as refused:
        state.apply(text)
    message = str(refused.value)
    assert message and message[-1] in ".!?" and len(message) < 400
    assert reason == message
    assert state.to_json() == before
    return message


@pytest.mark.parametrize("text", ODD_BIDS)
def test_odd_spellings_of_a_bid_are_refused_with_a_sentence(text):
    state = STATES[0]
    assert state.is_legal("bid:1") and state.refusal("bid:1") is None
    message = assert_refused_unchanged(state, text)
    assert "whole number" in message or "bid from 0" in message


def test_a_huge_bid_is_refused_without_quoting_it_whole():
    message = assert_refused_unchanged(STATES[0], "bid:" + "7" * 5000)
    assert "7777777" not in message


def test_actions_made_of_other_things_are_refused():
    state = STATES[0]
    for thing in (None, 5, b"bid:1", ["bid", "1"], Action("bid", (1,)), Action(5),
                  Action("bid", "1"), Action("bid", ("1", "2"))):
        assert_refused_unchanged(state, thing)


def test_the_generic_message_names_no_game():
    with pytest.raises(IllegalAction) as refused:
        Action.parse("??")
    message = str(refused.value)
    assert "12O" not in message and "verb:argument" in message


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(STATES))),
       st.one_of(st.text(max_size=30),
                 st.builds(lambda verb, arg: f"{verb}:{arg}",
                           st.sampled_from(["bid", "play", "swap", "keep", "pass"]),
                           st.text(max_size=12))))
def test_any_text_is_played_or_refused_with_a_sentence(index, text):
    state = STATES[index]
    legal = {str(a) for a in state.legal_actions()}
    assert text not in legal or _parses_to_legal(state, text)
    if _parses_to_legal(state, text):
        clone = state.clone()
        clone.apply(text)
        assert clone.action_log[-1] in legal
        return
    assert_refused_unchanged(state, text)


def _parses_to_legal(state, text: str) -> bool:
    """True when ``text`` parses to exactly a legal action (spaces round the parts are
    allowed: ``' bid: 1 '`` is ``bid:1``)."""
    try:
        action = Action.parse(text)
    except IllegalAction:
        return False
    return action in state.legal_actions()


def test_every_legal_action_text_is_played():
    for state in STATES:
        for action in state.legal_actions():
            clone = state.clone()
            clone.apply(str(action))
            assert clone.action_log[-1] == str(action)


def test_random_matches_accept_exactly_the_legal_texts():
    """In real positions, each canonical action text is legal iff the engine lists it."""
    game = cardgames.create("pocha", players=3, preset="ludoteka")
    state = game.new_state(seed=5)
    rng = random.Random(5)
    every = [str(a) for a in game._actions.values()]
    for _ in range(120):
        if state.is_over:
            break
        legal = {str(a) for a in state.legal_actions()}
        for text in rng.sample(every, 10):
            assert state.is_legal(text) == (text in legal)
        state.apply(rng.choice(sorted(legal)))
