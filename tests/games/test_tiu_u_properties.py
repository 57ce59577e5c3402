"""Tiu U over random matches with random options: the 64 tiles conserved, every legal
action applies, illegal ones are refused unchanged, payments zero-sum, views hide the
hands and the stock, saves and observations round-trip, every match ends."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_checks import check_live_moves, check_match_over, check_save_round_trip
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.core.game import Observation
from cardgames.core.options import load_schema
from cardgames.games.tiu_u import DECK

SCHEMA = load_schema("tiu_u")


def random_rules(rng: random.Random) -> dict:
    rules = {}
    for key, spec in SCHEMA.options.items():
        if key == "players" or key.startswith("deck."):
            continue
        if spec.type == "bool":
            rules[key] = rng.random() < 0.5
        elif spec.allowed:
            rules[key] = rng.choice(list(spec.allowed))
        elif spec.type == "int":
            rules[key] = rng.randint(spec.min, min(spec.max, spec.min + 2))
    rules["deals_per_session"] = rng.randint(1, 2)
    return rules


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(seed):
    rng = random.Random(seed)
    players = rng.choice((2, 3))
    game = cardgames.create("tiu_u", players=players, rules=random_rules(rng))
    state = game.new_state(seed=seed)
    every = game.every_action()
    steps = 0
    while not state.is_over:
        state.check_invariants()
        if game.settle == "difference_to_winner":
            assert sum(state.scores) == 0
        assert state.current_player in range(players)
        legal = check_live_moves(state)
        # an illegal action is refused with a sentence and changes nothing
        before = state.to_json()
        probe = rng.choice(every)
        if str(probe) not in {str(a) for a in legal}:
            with pytest.raises(IllegalAction) as refused:
                state.apply(probe)
            assert str(refused.value).strip() and state.to_json() == before
        # the view shows the seat's own hand only, and counts the rest
        looker = rng.randrange(players)
        view = state.view(looker)
        assert view["hand"] == list(state.hands[looker])
        assert view["stock"] == len(state.stock)
        shown = Counter(view["hand"]) + Counter(view["table"])
        for catch in view["catches"]:
            for group in catch:
                shown.update(group)
        for pile in view["piles"]:
            shown.update(pile)
        if view["drawn"] is not None:
            shown[view["drawn"]] += 1
        hidden = Counter(state.stock)
        for s in range(players):
            if s != looker:
                hidden.update(state.hands[s])
        assert Counter(view["extra"]["unseen"]) == hidden
        assert shown + hidden == DECK.multiset()
        assert view["catch_points"] == [game.score_catch(c)[2] for c in state.catches]
        # a sampled world looks the same from the seat, and an observation crosses as JSON
        if steps % 3 == 0:
            observation = state.observation(looker)
            world = observation.sample_world(random.Random(steps))
            assert world.view(looker) == view
            known = observation.public_state()
            for s in range(players):  # what the double sixes told holds, in both
                low, high = known.sixes_bounds[s]
                assert low <= world.hands[s].count("6-6") <= high
                assert low <= state.hands[s].count("6-6") <= high
            world.check_invariants()
            again = Observation.from_json(game, observation.to_json())
            assert again.view == observation.view
            check_save_round_trip(game, state, legal)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 1000
    state.check_invariants()
    check_match_over(state)
    for record in state.history:
        if game.settle == "difference_to_winner":
            assert sum(record["deltas"]) == 0
            top = max(record["points"])
            for s in range(players):
                expected = (top - record["points"][s]) // game.per_chip
                paid = sum(p["amount"] for p in record["payments"] if p["payer"] == s)
                assert paid == expected * len(record["winners"]) * (s not in record["winners"])
    assert state.winners and max(state.scores) == state.scores[state.winners[0]]
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


def test_identical_copies_are_one_action():
    game = cardgames.create("tiu_u")
    texts = [str(a) for a in game.every_action()]
    assert len(texts) == len(set(texts))
    assert "capture:5-3,4-4" in texts and "capture:4-4,5-3" in texts
    assert "capture:5-5,5-5" in texts and "capture:2-1,4-2" in texts
    assert "capture:6-6,1-1" not in texts
    state = game.new_state(seed=3)
    actions = [str(a) for a in state.legal_actions()]
    assert len(actions) == len(set(actions))
    deck, places = state.card_places()
    assert Counter(c for p in places.values() for c in p) == deck.multiset()


def test_who_else_holds_double_sixes_stays_hidden_until_asked():
    """With double sixes on request, the first holder asked can't tell from what he knows
    which other seat will be asked next."""
    table = ["1-1"] * 4 + ["3-1"] * 4 + ["2-2"] * 4 + ["3-3"] * 4
    mine = ["6-6", "6-6"] + ["5-5"] * 4 + ["6-4"] * 2
    pair = ["6-6", "6-6"] + ["6-5"] * 4 + ["6-1"] * 2
    other = ["6-4", "6-4"] + ["6-1", "6-1"] + ["5-1"] * 4
    game = cardgames.create("tiu_u", players=3, rules={"double_six_auto": False})
    second = game.new_state(seed=1, deck=table + mine + pair + other, dealer=0)
    third = game.new_state(seed=2, deck=table + mine + other + pair, dealer=0)
    assert second.sixes_queue == [0, 1] and third.sixes_queue == [0, 2]
    assert second.view(0) == third.view(0)
    assert second.observation(0).to_json() == third.observation(0).to_json()
    for state in (second, third):
        state.apply("lay_sixes")
        assert state.current == state.sixes_queue[0] != 0
