"""Tien Gow's AI: the heuristic follows §10 (a keeper for the last trick, no early death),
every level is fair (twin matches that look the same from a seat get the same choices),
and the search plays legally and deterministically with the payments as its reward."""

from __future__ import annotations

import random

import pytest
from tien_gow_positions import position
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.ai.ismcts import search
from cardgames.ai.tien_gow_heuristic import choose


def heuristic(state):
    seat = state.current_player
    return str(state.game.action_of(choose(state.observation(seat).public_state(), seat)))


def test_keeps_its_sure_single_for_the_last_trick():
    state = position([["6-6", "5-1", "6-1"], ["6-4", "6-5", "2-2"], ["3-3", "5-5", "4-4"],
                      ["3-1", "1-1", "2-1"]], [2, 1, 1, 1], leader=0)
    assert heuristic(state) != "lead:6-6"
    # with one tile beside it, the keeper's time has come only on the last trick
    state = position([["6-6"], ["6-4"], ["3-3"], ["3-1"]], [2, 2, 2, 1], leader=0)
    assert heuristic(state) == "lead:6-6"


def test_wins_a_trick_rather_than_die_early():
    state = position([["1-1", "6-1"], ["6-2", "2-2"], ["6-3", "5-1"], ["3-3", "5-5"]],
                     [4, 2, 0, 0], leader=1)
    state.apply("lead:6-2")
    assert heuristic(state) == "play_up:6-3"


def test_beats_with_its_best_set_on_the_last_trick():
    state = position([["5-1"], ["5-2"], ["6-2"], ["6-3"]], [3, 2, 1, 1], leader=1,
                     early_death=False)
    state.apply("lead:5-2")
    assert heuristic(state) == "play_up:6-2"


def test_leads_gee_joon_at_once():
    state = position([["4-2", "2-1", "6-1"], ["6-4", "6-5", "2-2"], ["3-3", "5-5", "4-4"],
                      ["3-1", "1-1", "6-6"]], [2, 1, 1, 1], leader=0)
    assert heuristic(state) == "lead:4-2,2-1"


# --- fairness -------------------------------------------------------------------------------

GAME_RULES = {"one_red_dot_hand": False}


def twin(state, seat: int, rng: random.Random):
    """The same hand from ``seat``'s chair, with the hidden tiles dealt again."""
    world = state.observation(seat).sample_world(rng)
    initial = [list(world.hands[p]) for p in range(4)]
    for _t, s, tiles, _how in world.plays:
        initial[s].extend(tiles)
    for hand in initial:
        rng.shuffle(hand)
    banker = state.banker
    deck = [c for k in range(4) for c in initial[(banker + k) % 4]]
    other = state.game.new_state(seed=rng.getrandbits(63), deck=deck, dealer=banker)
    for _t, _s, tiles, how in world.plays:  # the same moves, with the world's hidden tiles
        if how != "dead":
            other.apply(f"{how}:{','.join(tiles)}")
    return other


def twin_pairs(seed: int, count: int):
    game = cardgames.create("tien_gow", rules=GAME_RULES)
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63))
        steps = rng.randrange(0, 24)
        while steps and state.hands_finished == 0:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.hands_finished or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if any(other.hands[s] != state.hands[s] for s in range(4) if s != seat):
            found += 1
            yield state, seat, other


def test_twins_give_byte_identical_observations_and_worlds():
    for state, seat, other in twin_pairs(seed=3, count=8):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:40"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(seed=11, count=5))


# --- search -----------------------------------------------------------------------------------

def test_search_is_legal_and_deterministic():
    game = cardgames.create("tien_gow")
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while state.hands_finished == 0:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.3:
            first = search(state.observation(seat), random.Random(1), iterations=40)
            again = search(state.observation(seat), random.Random(1), iterations=40)
            assert first.best in state.legal_ids() and first.best == again.best
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 2


def test_search_cashes_gee_joon_on_the_last_trick():
    state = position([["4-2", "2-1"], ["6-4", "6-5"], ["3-3", "5-5"], ["3-1", "1-1"]],
                     [2, 2, 1, 1], leader=0)
    result = search(state.observation(0), random.Random(2), iterations=60)
    assert str(state.game.action_of(result.best)) == "lead:4-2,2-1"
