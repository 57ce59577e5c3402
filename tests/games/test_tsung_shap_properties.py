"""Tsung Shap over random matches with random options: tiles conserved, every legal action
applies, illegal ones are refused unchanged, views hide the piles' order (the owner's
too), observations and saves round-trip, every match ends."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from engine_checks import check_live_moves, check_save_round_trip
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.core.game import Observation
from cardgames.core.options import load_schema
from cardgames.games.tsung_shap import DECK, PLAYERS

SCHEMA = load_schema("tsung_shap")


def random_rules(rng: random.Random) -> dict:
    rules = {}
    for key, spec in SCHEMA.options.items():
        if key == "players" or key.startswith("deck."):
            continue
        if spec.type == "bool":
            rules[key] = rng.random() < 0.5
        elif spec.allowed:
            rules[key] = rng.choice(list(spec.allowed))
    rules["sweep_points"] = rng.choice([0, 40, 55])
    rules["pair_multiplier"] = rng.choice([1, 10])
    rules["points_per_chip"] = rng.choice([1, 10, 7])
    rules["games_per_match"] = rng.randint(1, 2)
    return rules


def hidden_tiles(state, seat: int) -> Counter:
    """What ``seat`` may not know: both piles (classic), or the stock and the other hand."""
    hidden = Counter(state.stock)
    for s in range(PLAYERS):
        if not state.game.four or s != seat:
            hidden.update(state.piles[s])
    return hidden


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(seed):
    rng = random.Random(seed)
    game = cardgames.create("tsung_shap", rules=random_rules(rng))
    state = game.new_state(seed=seed)
    steps = 0
    while not state.is_over:
        state.check_invariants()
        assert state.current_player in range(PLAYERS)
        legal = check_live_moves(state)
        before = state.to_json()
        probe = rng.choice(game.every_action())
        if str(probe) not in {str(a) for a in legal}:
            with pytest.raises(IllegalAction) as refused:
                state.apply(probe)
            assert str(refused.value).strip() and state.to_json() == before
        looker = rng.randrange(PLAYERS)
        view = state.view(looker)
        # the view shows the counts of the piles, never their tiles or order
        assert json.loads(json.dumps(view)) == view   # plain JSON data
        assert view["pile_counts"] == ([0, 0] if game.four else [len(p) for p in state.piles])
        shown = Counter(view["row"] + view["hand"] + ([view["drawn"]] if view["drawn"] else []))
        for groups in view["catches"]:
            for group in groups:
                shown.update(group)
        assert Counter(view["extra"]["unseen"]) == hidden_tiles(state, looker)
        assert shown + Counter(view["extra"]["unseen"]) == DECK.multiset()
        # the owner knows no more of his pile's order than the opponent
        known = state.observation(looker)._known
        for s in range(PLAYERS):
            if not game.four or s != looker:
                assert known.piles[s] == [None] * len(state.piles[s])
        assert known.stock == [None] * len(state.stock) and known.origin == {}
        observation = state.observation(looker)
        world = observation.sample_world(random.Random(steps))
        assert world.view(looker) == view
        world.check_invariants()
        again = Observation.from_json(game, observation.to_json())
        assert again.view == observation.view
        check_save_round_trip(game, state, legal)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 1000
    state.check_invariants()
    for record in state.history:
        points = record["points"]
        assert points == [sum(g["points"] for g in groups) for groups in record["groups"]]
        if game.difference:
            assert sum(record["deltas"]) == 0
        winners = record["winners"]
        assert winners == ([] if points[0] == points[1] else [points.index(max(points))])
    assert state.hands_finished == game.games
    assert state.winners and max(state.scores) == state.scores[state.winners[0]]
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


def test_a_sampled_world_deals_the_unseen_tiles_into_both_piles_with_their_sizes():
    game = cardgames.create("tsung_shap")
    state = game.new_state(seed=8)
    for _ in range(7):
        state.apply(state.legal_actions()[-1])
    worlds = [state.observation(0).sample_world(random.Random(k)) for k in range(12)]
    for world in worlds:
        assert [len(p) for p in world.piles] == [len(p) for p in state.piles]
        assert Counter(world.piles[0] + world.piles[1]) == hidden_tiles(state, 0)
    # the order (the owner's pile included) really varies from world to world
    assert len({tuple(w.piles[0]) for w in worlds}) > 1
    assert len({tuple(w.piles[1]) for w in worlds}) > 1


def test_changing_only_the_piles_order_changes_no_view():
    game = cardgames.create("tsung_shap")
    state = game.new_state(seed=9)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    other = state.clone()
    for pile in other.piles:
        pile.reverse()
    for seat in range(PLAYERS):
        assert other.view(seat) == state.view(seat)
        assert other.observation(seat).to_json() == state.observation(seat).to_json()
