"""Tien Gow over random matches with random options: tiles conserved, money zero-sum,
every legal action applies, illegal ones are refused unchanged, views hide face-down
tiles, saves and observations round-trip, every match ends."""

from __future__ import annotations

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
from cardgames.games.tien_gow import DECK, PLAYERS

SCHEMA = load_schema("tien_gow")


def random_rules(rng: random.Random) -> dict:
    rules = {}
    for key, spec in SCHEMA.options.items():
        if key == "players":
            continue
        if spec.type == "bool":
            rules[key] = rng.random() < 0.5
        elif spec.allowed:
            rules[key] = rng.choice(list(spec.allowed))
    rules["par_stacks"] = rng.randint(1, 5)
    rules["no_trick_payment"] = rng.randint(rules["par_stacks"], 8)
    rules["hands_per_session"] = rng.randint(1, 2)
    rules["starting_bankroll"] = rng.choice([0, 20, 200])
    return rules


def hidden_from(state, seat: int) -> Counter:
    """Tiles ``seat`` may not know: other hands and others' face-down plays."""
    hidden = Counter()
    for s in range(PLAYERS):
        if s != seat:
            hidden.update(state.hands[s])
    for _t, s, tiles, how in state.plays:
        if s != seat and how in ("play_down", "dead"):
            hidden.update(tiles)
    return hidden


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(seed):
    rng = random.Random(seed)
    game = cardgames.create("tien_gow", rules=random_rules(rng))
    state = game.new_state(seed=seed)
    total = PLAYERS * game.bankroll
    steps = 0
    while not state.is_over:
        state.check_invariants()
        assert sum(state.scores) == total
        assert state.current_player in range(PLAYERS)
        legal = check_live_moves(state)
        # an illegal action is refused with a sentence and changes nothing
        before = state.to_json()
        probe = rng.choice(game.every_action())
        if str(probe) not in {str(a) for a in legal}:
            with pytest.raises(IllegalAction) as refused:
                state.apply(probe)
            assert str(refused.value).strip() and state.to_json() == before
        # the view shows none of the tiles hidden from the seat, and a sampled world
        # (the hidden tiles dealt again) looks the same from there
        looker = rng.randrange(PLAYERS)
        view = state.view(looker)
        for play in view["extra"]["plays"]:
            if play["seat"] != looker and play["how"] in ("play_down", "dead"):
                assert play["tiles"] == [None] * len(play["tiles"])
        shown = Counter(view["hand"])
        for pile in view["extra"]["won_tiles"]:
            shown.update(c for c in pile if c is not None)
        for play in view["extra"]["plays"]:
            shown.update(c for c in play["tiles"] if c is not None)
        assert Counter(view["extra"]["unseen"]) == hidden_from(state, looker)
        assert shown + Counter(view["extra"]["unseen"]) == DECK.multiset()
        observation = state.observation(looker)
        world = observation.sample_world(random.Random(steps))
        assert world.view(looker) == view
        world.check_invariants()
        again = Observation.from_json(game, observation.to_json())
        assert again.view == observation.view
        check_save_round_trip(game, state, legal)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < 2000
    state.check_invariants()
    assert sum(state.scores) == total
    for record in state.history:
        assert sum(record["deltas"]) == 0
        assert sum(record["stacks"]) == 8
    assert state.winners and max(state.scores) == state.scores[state.winners[0]]
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


def test_hands_hold_copies_by_code_and_actions_name_codes():
    game = cardgames.create("tien_gow")
    codes = {str(a).split(":")[1] for a in game.every_action()}
    assert all(all(c in DECK.distinct for c in arg.split(",")) for arg in codes)
    assert "lead:6-6,6-6" in {str(a) for a in game.every_action()}
    assert "lead:6-6,1-1" not in {str(a) for a in game.every_action()}
    state = game.new_state(seed=3)
    deck, places = state.card_places()
    assert Counter(c for p in places.values() for c in p) == deck.multiset()
