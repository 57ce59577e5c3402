"""K'ap T'ai Shap over random matches with random options: the tiles conserved, every
legal action applies, illegal ones are refused unchanged, the chips balance (ledger,
carried pot and house), views hide the hands and the stock, sampled worlds and saves
agree, every match ends."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_checks import (
    check_illegal_refused,
    check_live_moves,
    check_match_over,
    check_save_round_trip,
    sampled_world,
)
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.core.game import Observation
from cardgames.core.options import load_schema
from cardgames.games.kap_tai_shap import is_winning, sets_for

SCHEMA = load_schema("kap_tai_shap")
PROBES = ["discard:6-6", "discard:2-1", "pick:5-5", "pick:4-2", "put:3-3", "put:6-1",
          "skip", "draw", "pass", "pick", "discard:7-7", "draw:6-6", "pick:1-6", "put"]


def random_rules(rng: random.Random, players: int) -> dict:
    rules = {}
    for key, spec in SCHEMA.options.items():
        if key in ("players", "num_sets") or key.startswith("deck."):
            continue
        if spec.type == "bool":
            rules[key] = rng.random() < 0.5
        elif spec.allowed:
            rules[key] = rng.choice(list(spec.allowed))
        elif spec.type == "int":
            rules[key] = rng.randint(spec.min, min(spec.max, spec.min + 30))
    fits = [s for s in ("1", "2", "3", "4") if 32 * int(s) >= 10 * players]
    rules["num_sets"] = rng.choice(["auto", *fits[:2]])
    rules["hands_per_session"] = rng.randint(1, 2)
    return rules


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(seed):
    rng = random.Random(seed)
    players = rng.randint(2, 8)
    game = cardgames.create("kap_tai_shap", players=players, rules=random_rules(rng, players))
    state = game.new_state(seed=seed)
    pack = game.deck.multiset()
    steps = 0
    while not state.is_over:
        state.check_invariants()
        assert sum(state.scores) + state.carried + state.house == 0
        legal = check_live_moves(state)
        if steps % 4 == 0:
            check_illegal_refused(state, rng, PROBES, 4)
        looker = rng.randrange(players)
        view = state.view(looker)
        assert view["hand"] == list(state.hands[looker])
        assert view["stock"] == len(state.stock)
        assert view["discards"] == state.discards
        hidden = Counter(state.stock)
        for s in range(players):
            if s != looker:
                hidden.update(state.hands[s])
        for s, known in enumerate(state.known):  # what others picked and still hold is seen
            if s != looker:
                hidden.subtract(known)
        assert Counter(view["extra"]["unseen"]) == +hidden
        assert Counter(view["hand"]) + Counter(view["discards"]) + hidden + Counter(
            c for s, k in enumerate(state.known) if s != looker for c in k) == pack
        # nobody holds a winning hand without having won
        assert not any(is_winning(h, game.four_two) for h in state.hands)
        if steps % 5 == 0:
            world = sampled_world(state, looker, random.Random(steps))
            world.check_invariants()
            for s in range(players):
                assert not Counter(state.known[s]) - Counter(world.hands[s])
            observation = state.observation(looker)
            again = Observation.from_json(game, observation.to_json())
            assert again.view == observation.view
            check_save_round_trip(game, state, legal)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 3000
    state.check_invariants()
    check_match_over(state)
    for record in state.history:
        if record["winner"] is not None:
            assert record["deltas"][record["winner"]] == record["pot"] - record["cut"] - game.stake
            assert all(d == -game.stake for s, d in enumerate(record["deltas"])
                       if s != record["winner"])
        elif record["how"] == "void":
            # every ante back (and a carried pot, on the session's last hand)
            assert record["deltas"] == [record["pot"] // players - game.stake] * players
        else:  # carried over: the antes stay in the pot
            assert record["how"] == "carry_over" and record["deltas"] == [-game.stake] * players
    assert sum(state.scores) + state.house == 0 and state.carried == 0
    assert state.winners and max(state.scores) == state.scores[state.winners[0]]
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


@pytest.mark.parametrize("players", range(2, 9))
def test_every_player_count_deals_the_woodpile(players):
    game = cardgames.create("kap_tai_shap", players=players)
    state = game.new_state(seed=players)
    assert game.sets == sets_for(players, "auto")
    sizes = sorted(len(h) for h in state.hands)
    assert sizes == [9] * (players - 1) + [10] or state.history  # a deal win moves on
    assert len(state.stock) == 32 * game.sets - 10 * players + (players - 1) or state.history
