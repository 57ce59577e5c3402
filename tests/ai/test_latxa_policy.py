"""Latxa's playout policy (``cardgames.ai.latxa_policy``): legal in every position of random
games under random house rules, the ``normal`` heuristic's move wherever its little noise
can't change the decision, and playouts that end (a search world at its horizon, any
other state with the game)."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import latxa_heuristic as heuristic
from cardgames.ai import latxa_policy as policy
from cardgames.ai.policies import bind
from cardgames.games.latxa import DECIDE, DRAW_ID, STOP_ID, wants_to_draw


def random_rules(rng):
    return {
        "target": rng.choice([10, 15, 15, 21, 30]),
        "exact_win_on_draw": rng.random() < 0.7,
        "end_effects_optional": rng.random() < 0.3,
        "eagle_steal_choice": rng.choice(["thief", "random"]),
        "eagle_overflow": rng.choice(["discard", "keep"]),
        "fold_uses": rng.choice([0, 1, 2, 3]),
        "reshuffle_discards": rng.random() < 0.7,
    }


def positions(seed):
    """Every position of a game under random rules and table size, played by the policy."""
    rng = random.Random(seed)
    game = cardgames.create("latxa", players=2 + seed % 7, rules=random_rules(rng))
    bind(game)  # the hooks as the search sees them
    state = game.new_state(seed=seed)
    while not state.is_over:
        yield state
        state.apply_id(policy.choose(state, rng))


def test_the_policy_plays_only_legal_moves_and_games_end():
    rng = random.Random(1)
    moves = 0
    for seed in range(30):
        for state in positions(seed):
            action = state.policy_id(rng)  # the state's hook is this policy
            assert action in state.legal_ids()
            world = state.observation(state.current_player).sample_world(
                rng, record_events=False)
            assert policy.choose(world, rng) in world.legal_ids()
            moves += 1
            assert moves < 100_000
    assert moves > 1000


def test_the_policy_moves_as_the_heuristic_does():
    """At a decision its noise (±0.02 on the expected change) can't flip, and at every
    bell and effect, the policy picks the heuristic's move."""
    rng = random.Random(2)
    compared = {"decide": 0, "other": 0}
    for seed in range(30):
        for state in positions(100 + seed):
            legal = state.legal_ids()
            if len(legal) == 1:
                continue
            seat = state.current_player
            known = state.observation(seat).public_state()
            if state.phase == DECIDE:
                if wants_to_draw(state, 0.02) != wants_to_draw(state, -0.02):
                    continue  # too close to call: the noise decides
                compared["decide"] += 1
            else:
                compared["other"] += 1
            assert policy.choose(state, rng) == heuristic.choose(known, seat)
    assert compared["decide"] > 300 and compared["other"] > 20, compared


def test_a_close_decision_goes_both_ways():
    """The noise keeps playouts varied only where the heuristic hesitates."""
    rng = random.Random(3)
    for seed in range(60):
        for state in positions(seed):
            if state.phase == DECIDE and (wants_to_draw(state, 0.02)
                                          != wants_to_draw(state, -0.02)):
                picks = {policy.choose(state, rng) for _ in range(200)}
                assert picks == {DRAW_ID, STOP_ID}
                return
    raise AssertionError("no close decision in 60 games")


def test_playouts_end_at_the_horizon_or_with_the_game():
    rng = random.Random(4)
    for seed in range(12):
        for k, state in enumerate(positions(seed)):
            if k % 15:
                continue
            world = state.observation(state.current_player).sample_world(
                rng, record_events=False)
            world.rollout(rng)
            assert world.hands_finished == 1  # the turn being decided is over, or the game
            assert world.is_over or world.current_player != state.current_player
        whole = cardgames.create("latxa", players=3).new_state(seed=seed)
        whole.rollout(rng)
        assert whole.is_over and whole.winners
