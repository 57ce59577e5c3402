"""Tien Gow's playout policy (``cardgames.ai.tien_gow_policy``): legal in every position
of random matches under random house rules, the same move as the ``normal`` heuristic it
was made from, and playouts that end with the hand scored."""

from __future__ import annotations

import random

import pytest
from tien_gow_positions import position

import cardgames
from cardgames.ai import tien_gow_heuristic as heuristic
from cardgames.ai import tien_gow_policy as policy
from cardgames.ai.policies import bind

HOUSE_RULES = [
    {},
    {"mixed_combinations": False},
    {"fives_split": True, "early_death": False},
    {"par_stacks": 2, "no_trick_payment": 6},
    {"par_stacks": 6, "no_trick_payment": 8, "one_red_dot_hand": False},
]


def worlds(rules, seed, count):
    """Search worlds sampled, for the seat to act, from the positions of a match in which
    everybody plays the heuristic with a random move now and then."""
    game = cardgames.create("tien_gow", rules=rules)
    bind(game)  # the hooks as the search sees them
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    out = []
    while not state.is_over and len(out) < count:
        seat = state.current_player
        out.append(state.observation(seat).sample_world(rng, record_events=False))
        legal = state.legal_ids()
        state.apply_id(rng.choice(legal) if rng.random() < 0.3 else heuristic.choose(state, seat))
    return out


def keeper_is_clear(world) -> bool:
    """The heuristic's keeper is the best sure single; when two codes tie on its value it
    takes whichever a set yields first, so only positions without such a tie compare."""
    seat = world.current_player
    unseen = world.unseen(seat)
    values = [heuristic.tile_value(c) for c in set(world.hands[seat])
              if world.game.unbeatable((c,), unseen)]
    return not values or values.count(max(values)) == 1


@pytest.mark.parametrize("rules", HOUSE_RULES)
def test_the_policy_plays_only_legal_moves(rules):
    rng = random.Random(4)
    for seed in range(3):
        for world in worlds(rules, seed, 70):
            action = policy.choose(world, rng)
            assert action in world.legal_ids()
            assert world.policy_id(rng) == action  # the state's hook is this policy


@pytest.mark.parametrize("rules", HOUSE_RULES)
def test_the_policy_picks_what_the_heuristic_picks(rules):
    rng = random.Random(8)
    compared = 0
    for seed in range(4):
        for world in worlds(rules, 100 + seed, 50):
            if not keeper_is_clear(world):
                continue
            seat = world.current_player
            assert policy.choose(world, rng) == heuristic.choose(world, seat)
            compared += 1
    assert compared > 100


def move(state):
    return str(state.game.action_of(policy.choose(state, random.Random(0))))


def test_textbook_positions():
    # gee joon is led at once: it is money now and beats nothing later
    state = position([["4-2", "2-1", "6-6"], ["6-4", "6-5", "2-2"], ["3-3", "5-5", "4-4"],
                      ["3-1", "1-1", "5-1"]], [2, 1, 1, 1], leader=0)
    assert move(state) == "lead:4-2,2-1"
    # the sure single is kept for the last trick while other tiles remain
    state = position([["6-6", "5-1", "6-1"], ["6-4", "6-5", "2-2"], ["3-3", "5-5", "4-4"],
                      ["3-1", "1-1", "2-1"]], [2, 1, 1, 1], leader=0)
    assert move(state) != "lead:6-6"
    # ... and played on it
    state = position([["6-6"], ["6-4"], ["3-3"], ["3-1"]], [2, 2, 2, 1], leader=0)
    assert move(state) == "lead:6-6"
    # with no stack yet, it beats rather than die early
    state = position([["1-1", "6-1"], ["6-2", "2-2"], ["6-3", "5-1"], ["3-3", "5-5"]],
                     [4, 2, 0, 0], leader=1)
    state.apply("lead:6-2")
    assert move(state) == "play_up:6-3"


@pytest.mark.parametrize("rules", HOUSE_RULES[:3])
def test_playouts_end_with_the_hand_scored(rules):
    rng = random.Random(6)
    for world in worlds(rules, 7, 60)[::6]:
        hands = world.hands_finished
        world.rollout(rng)
        assert world.hands_finished == hands + 1
        assert world.is_over  # a search world ends with its hand
        assert sum(world.bank) == 4 * world.game.bankroll
