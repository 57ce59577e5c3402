"""The engines name no AI module: the AI layer finds each game's playout policy by the
game's id (``cardgames.ai.<id>_policy``) and binds it to the game's state class
(``cardgames.ai.policies``); unbound, the search hooks are the generic ones."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.ai import policies
from cardgames.ai.ismcts import search
from cardgames.core.game import PolicySearch, State

POLICY_GAMES = ["pocha", "latxa", "pitch", "bourre", "tien_gow", "tiu_u"]


@pytest.fixture
def unbound(monkeypatch):
    """Every game's states without their policy (monkeypatch puts the binding back)."""
    def unbind(game):
        monkeypatch.setattr(game.state_class, "playout_policy", None)
        return game
    return unbind


@pytest.mark.parametrize("game_id", POLICY_GAMES)
def test_each_policy_is_found_by_the_games_id(game_id):
    module = policies.policy_module(game_id)
    assert module is not None and module.__name__ == f"cardgames.ai.{game_id}_policy"
    assert callable(module.playout) and callable(module.choose)


def test_a_game_without_a_policy_module_has_none():
    assert policies.policy_module("no_such_game") is None
    assert policies.policy_module("not an id") is None


@pytest.mark.parametrize("game_id", POLICY_GAMES)
def test_bind_reaches_clones_knowledge_copies_and_sampled_worlds(game_id, unbound):
    game = unbound(cardgames.create(game_id))
    state = game.new_state(seed=4)
    assert issubclass(game.state_class, PolicySearch) and state.playout_policy is None
    module = policies.bind(game)
    assert module is policies.policy_module(game_id)
    observation = state.observation(state.current_player)
    world = observation.sample_world(random.Random(2), record_events=False)
    for other in (state.clone(), observation._known, world):  # noqa: SLF001
        assert other.playout_policy is module
    assert world.policy_id(random.Random(5)) == module.choose(world.clone(), random.Random(5))
    assert policies.bind(game) is module  # binding again changes nothing


@pytest.mark.parametrize("game_id", POLICY_GAMES)
def test_without_a_bound_policy_the_hooks_are_the_generic_ones(game_id, unbound):
    game = unbound(cardgames.create(game_id))
    state = game.new_state(seed=6)
    seat = state.current_player
    observation = state.observation(seat)
    assert observation.world_likelihood() is None
    assert observation.search_ids() == observation.legal_ids()
    world = observation.sample_world(random.Random(1), record_events=False)
    assert world.policy_id(random.Random(3)) == State.policy_id(world, random.Random(3))
    start = world.hands_finished
    world.rollout(random.Random(3))  # random legal moves to the end of the hand
    assert world.is_over or world.hands_finished > start
    assert 0.0 <= world.hand_reward(seat) <= 1.0


def test_the_search_binds_the_policy_itself(unbound):
    game = unbound(cardgames.create("pocha", players=4, rules={"deal_schedule": [3]}))
    state = game.new_state(seed=5)
    assert game.state_class.playout_policy is None
    result = search(state.observation(state.current_player), random.Random(1), iterations=20)
    assert result.best in state.legal_ids()
    assert game.state_class.playout_policy is policies.policy_module("pocha")


def test_bourre_rewards_a_hand_without_the_ai(unbound):
    """The reward is the engine's own (a contract hook), so it needs no policy bound."""
    game = unbound(cardgames.create("bourre", players=4))
    state = game.new_state(seed=3)
    state.rollout(random.Random(3))
    assert all(0.0 <= state.hand_reward(seat) <= 1.0 for seat in range(4))
