"""Jjak-ma-tcho-ki over random matches with random options: the 32 tiles conserved,
every legal action applies, illegal ones are refused unchanged, payments zero-sum, the
rules' counts hold (h + 2p = 5 between turns, no layable pair left in a hand), views hide
the hands and the stock, saves and observations round-trip, every match ends."""

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
from cardgames.games.jjak_ma_tcho_ki import ACQUIRE, CLAIM_STEP, DECK

SCHEMA = load_schema("jjak_ma_tcho_ki")


def random_rules(rng: random.Random) -> dict:
    rules = {}
    for key, spec in SCHEMA.options.items():
        if key == "players" or key.startswith("deck."):
            continue
        if spec.type == "bool":
            rules[key] = rng.random() < 0.5
        elif spec.type == "multi":  # a non-empty subset, in any order
            rules[key] = rng.sample(list(spec.allowed), rng.randint(1, len(spec.allowed)))
        elif spec.allowed:
            rules[key] = rng.choice(list(spec.allowed))
        elif spec.type == "int":
            rules[key] = rng.randint(spec.min, min(spec.max, spec.min + 3))
    rules["rounds"] = rng.randint(1, 2)
    rules["reshuffle_limit"] = rng.randint(0, 2)
    return rules


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(seed):
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    game = cardgames.create("jjak_ma_tcho_ki", players=players, rules=random_rules(rng))
    state = game.new_state(seed=seed)
    every = game.every_action()
    steps = 0
    while not state.is_over:
        state.check_invariants()
        assert sum(state.scores) == 0
        assert state.current_player in range(players)
        legal = check_live_moves(state)
        if state.phase in (ACQUIRE, CLAIM_STEP):  # between turns
            for s in range(players):
                assert len(state.hands[s]) + 2 * len(state.laid[s]) == 5
                if state.played[s]:  # pairs are laid on a player's turn
                    assert game.groupings(state.hands[s], len(state.laid[s])) == [()]
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
        assert view["hand_counts"] == [len(h) for h in state.hands]
        shown = Counter(view["hand"]) + Counter(view["discards"])
        for groups in view["exposed"]:
            for group in groups:
                shown.update(group)
        hidden = Counter(state.stock)
        for s in range(players):
            if s != looker:
                hidden.update(state.hands[s])
        assert shown + hidden == DECK.multiset()
        for event in state.events_for(looker):
            if event.type == "drew" and event["seat"] != looker:
                assert event["tile"] is None
            if event.type == "dealt":
                assert all(h is None for s, h in enumerate(event["hands"]) if s != looker)
        # a sampled world looks the same from the seat, and an observation crosses as JSON
        if steps % 4 == 0:
            observation = state.observation(looker)
            world = observation.sample_world(random.Random(steps))
            assert world.view(looker) == view
            world.check_invariants()
            again = Observation.from_json(game, observation.to_json())
            assert again.view == observation.view
            check_save_round_trip(game, state, legal)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 3000
    state.check_invariants()
    check_match_over(state)
    for record in state.history:
        assert sum(record["deltas"]) == 0
        if record["winner"] is None:
            assert record["payments"] == []
        elif record["how"] == "discard":
            assert [p["payer"] for p in record["payments"]] == [record["discarder"]]
        else:
            assert sorted(p["payer"] for p in record["payments"]) == \
                [s for s in range(players) if s != record["winner"]]
    assert [sum(r["pair_points"][s] for r in state.history) for s in range(players)] == \
        state.points
    best = max(state.points)
    assert state.winners == [s for s in range(players) if state.points[s] == best]
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


def test_identical_copies_are_one_action():
    game = cardgames.create("jjak_ma_tcho_ki")
    texts = [str(a) for a in game.every_action()]
    assert len(texts) == len(set(texts))
    assert "discard:6-6" in texts and "take_discard" in texts and "claim" not in texts
    claims = cardgames.create("jjak_ma_tcho_ki", rules={"claim_any_player": True})
    assert {"claim", "pass"} <= {str(a) for a in claims.every_action()}
