"""A knowledge copy keeps the current hand's actions, not the match's: for every game that
names the events its actions write (``MatchState.ACTION_EVENTS``), the observation's log is
exactly the actions since the hand's last deal, and ``log_start`` says where they begin."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.core.game import KNOWN_HANDS, Observation
from cardgames.games import GAME_IDS, game_class

HAND_LOG_GAMES = [g for g in GAME_IDS
                  if getattr(game_class(g).state_class, "ACTION_EVENTS", None)]


def test_the_trick_games_keep_only_the_hand_s_actions():
    assert {"pocha", "pitch"} <= set(HAND_LOG_GAMES)


CASES = [(g, None) for g in HAND_LOG_GAMES] + [("pitch", "throw_in")]  # (redeals)


@pytest.mark.parametrize(("game_id", "preset"), CASES)
def test_the_observation_log_is_the_actions_since_the_last_deal(game_id, preset):
    game = cardgames.create(game_id, preset=preset)
    rng = random.Random(7)
    checked = later_hands = 0
    for seed in range(3):
        state = game.new_state(seed=seed)
        opening = state.HAND_OPENING
        dealt_at = 0  # the number of actions made when the last deal came
        while not state.is_over:
            observation = state.observation(state.current_player)
            assert observation.log_start == dealt_at
            assert observation.log == state.log[dealt_at:]
            again = Observation.from_json(game, observation.to_json())
            assert (again.log_start, again.log) == (dealt_at, observation.log)
            checked += 1
            later_hands += dealt_at > 0
            events = len(state.events)
            ids = state.legal_ids()
            state.apply_id(ids[int(rng.random() * len(ids))])
            if any(e["type"] == opening for e in state.events[events:]):
                dealt_at = len(state.log)
    assert checked > 100 and later_hands > 50


def test_a_doctored_log_start_is_refused():
    game = cardgames.create("pocha")
    state = game.new_state(seed=1)
    text = state.observation(state.current_player).to_json().replace('"log_start":0', '"log_start":-3')
    with pytest.raises(ValueError, match="log start"):
        Observation.from_json(game, text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_knowledge_copy_counts_the_hands_of_the_match(game_id):
    """Its score sheet may be cut to the last line; the hands it counts are the match's."""
    game = cardgames.create(game_id)
    rng = random.Random(3)
    state = game.new_state(seed=4)
    seen = set()
    while not state.is_over and len(seen) < 6:
        observation = state.observation(state.current_player)
        known = observation.public_state()
        assert known.hands_finished == state.hands_finished
        assert Observation.from_json(game, observation.to_json()).public_state().hands_finished \
            == state.hands_finished
        if game_id in ("pocha", "pitch", "tien_gow", "bourre"):
            assert known.history == state.history[-KNOWN_HANDS:]
        seen.add(state.hands_finished)
        ids = state.legal_ids()
        state.apply_id(ids[int(rng.random() * len(ids))])
