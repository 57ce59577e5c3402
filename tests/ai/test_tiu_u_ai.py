"""Tiu U's AI: the heuristic follows §10 (the biggest fish first, the big fish the others
could land, piles only when the fourth tile comes to it), the policy and its likelihood
read only public facts, every level is fair (twin matches that look the same from a seat
get the same choices), and the search plays legally and deterministically."""

from __future__ import annotations

import random

import pytest
from tiu_u_positions import position
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.ai import tiu_u_policy
from cardgames.ai.ismcts import search
from cardgames.ai.policies import bind
from cardgames.ai.tiu_u_heuristic import choose


def heuristic(state):
    seat = state.current_player
    return str(state.game.action_of(choose(state.observation(seat).public_state(), seat)))


def test_prefers_the_big_capture():
    state = position(["6-5", "3-3", "1-1"], [["6-5", "5-1", "1-1"], ["2-2"]])
    assert heuristic(state) == "capture:6-5,6-5"


def test_takes_the_red_small_fish_over_the_plain_one():
    state = position(["4-1", "3-2"], [["3-2", "2-2"], ["2-2"]])
    assert heuristic(state) == "capture:3-2,4-1"


def test_claims_a_pile_before_a_capture():
    state = position(["6-5"], [["5-5", "6-5"], ["2-2"]], piles=["5-5"])
    assert heuristic(state) == "claim_pile:5-5"


def test_piles_when_it_holds_the_fourth_copy_too():
    state = position(["5-5", "5-5", "3-3"], [["5-5", "5-5", "3-3"], ["2-2"]])
    assert heuristic(state) == "pile_three:5-5"


def test_passes_only_when_nothing_can_be_taken():
    state = position(["6-5", "3-3"], [["2-2", "1-1"], ["2-2"]])
    assert heuristic(state) == "pass"


def test_the_drawn_tile_takes_the_best_fish():
    state = position(["6-4", "5-5", "6-2"], [["2-1"], ["2-2"]], stock=["5-5"])
    state.apply("pass")
    assert heuristic(state) in ("capture:5-5,5-5", "capture:5-5,6-4")
    state = position(["4-4", "6-2"], [["2-1"], ["2-2"]], stock=["5-3"])
    state.apply("pass")
    assert heuristic(state) in ("capture:5-3,4-4", "capture:5-3,6-2")


def test_baits_its_cheapest_tile():
    state = position(["6-5"], [["4-4", "3-3"], ["2-2"]], bait_must_be_played=True)
    assert heuristic(state) == "bait:3-3"


def test_likelihood_weighs_down_a_world_where_a_passer_held_a_match():
    state = position(["6-5", "3-3"], [["2-2", "1-1"], ["5-5", "4-4"]], current=1,
                     stock=["2-1", "2-1"])
    state.apply("pass")  # seat 1 passed with 6-5 and 3-3 on the table
    known = state.observation(0)._known
    weigh = tiu_u_policy.likelihood(known, 0)
    assert weigh is not None
    world = state.observation(0).sample_world(random.Random(1))
    world.hands[1] = ("6-5", "4-4")
    assert weigh(world) < 1.0
    world.hands[1] = ("5-5", "4-4")
    assert weigh(world) == 1.0


def test_policy_plays_a_deal_out():
    game = cardgames.create("tiu_u", players=3)
    bind(game)
    state = game.new_state(seed=2)
    world = state.observation(0).sample_world(random.Random(0), record_events=False)
    world.rollout(random.Random(0))
    assert world.is_over and world.deal_no == 1 and 0.0 <= world.hand_reward(0) <= 1.0


# --- fairness -------------------------------------------------------------------------------

def twin(state, seat: int, rng: random.Random):
    """The same deal from ``seat``'s chair, with the hidden tiles dealt again: a real
    match from another seed, its deck stacked so the same actions play the same."""
    world = state.observation(seat).sample_world(rng)
    n = state.players
    dealt = next(e for e in state.events if e.type == "dealt")
    played = [[] for _ in range(n)]
    drawn = []
    for event in state.events:
        kind = event.type
        if kind == "drew":
            drawn.append(event["tile"])
        elif kind in ("captured", "pile_claimed") and event["source"] == "hand":
            played[event["seat"]].append(event["tile"])
        elif kind in ("piled", "baited"):
            played[event["seat"]].append(event["tile"])
        elif kind == "sixes_laid":
            played[event["seat"]].extend(event["tiles"])
    hands = [list(world.hands[s]) + played[s] for s in range(n)]
    for hand in hands:
        rng.shuffle(hand)
    first = dealt["leader"]
    deck = list(dealt["table"]) + [c for k in range(n) for c in hands[(first + k) % n]]
    deck += drawn + list(world.stock)
    other = state.game.new_state(seed=rng.getrandbits(63), deck=deck, dealer=first)
    for action in state.action_log:
        other.apply(action)
    return other


def twin_pairs(seed: int, count: int, players: int = 2):
    game = cardgames.create("tiu_u", players=players)
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63))
        steps = rng.randrange(0, 30)
        while steps and state.hands_finished == 0:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.hands_finished or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if any(other.hands[s] != state.hands[s] for s in range(players) if s != seat):
            found += 1
            yield state, seat, other


@pytest.mark.parametrize("players", [2, 3])
def test_twins_give_byte_identical_observations_and_worlds(players):
    for state, seat, other in twin_pairs(seed=3, count=6, players=players):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:40"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(seed=11, count=4))


# --- search -----------------------------------------------------------------------------------

def test_search_is_legal_and_deterministic():
    game = cardgames.create("tiu_u")
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while state.hands_finished == 0:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.2:
            first = search(state.observation(seat), random.Random(1), iterations=40)
            again = search(state.observation(seat), random.Random(1), iterations=40)
            assert first.best in state.legal_ids() and first.best == again.best
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 2


def test_search_takes_the_big_fish():
    # the last turn: what is not taken now is never taken
    state = position(["6-6", "3-3", "1-1"], [["6-6", "3-3", "2-2"], ["4-4", "5-1"]],
                     stock=["2-1"], exact_stock=True, rest_to="split")
    result = search(state.observation(0), random.Random(2), iterations=80)
    assert str(state.game.action_of(result.best)) == "capture:6-6,6-6"


# --- hard's own search --------------------------------------------------------------------------

def test_hard_compares_the_moves_on_the_same_deals():
    from cardgames.ai import tiu_u_search

    state = position(["6-6", "3-3", "1-1"], [["6-6", "3-3", "2-2"], ["4-4", "5-1"]],
                     stock=["2-1"], exact_stock=True, rest_to="split")
    game = state.game
    default, values = tiu_u_search.evaluate(state.observation(0), random.Random(4), budget=40)
    ids = {str(game.action_of(a)): a for a in values}
    assert str(game.action_of(default)) == "capture:6-6,6-6"
    # on every common deal the big fish is worth its 24 pips, 48 points, more than passing
    gains = [a - b for a, b in zip(values[ids["capture:6-6,6-6"]], values[ids["pass"]],
                                   strict=True)]
    assert gains and all(g == 48 for g in gains)
    assert tiu_u_search.choose(state.observation(0), random.Random(4)) == default


def test_hard_is_fair_and_deterministic():
    from cardgames.ai import tiu_u_search

    for state, seat, other in twin_pairs(seed=5, count=2):
        mine = tiu_u_search.evaluate(state.observation(seat), random.Random(1), budget=30)
        theirs = tiu_u_search.evaluate(other.observation(seat), random.Random(1), budget=30)
        assert mine == theirs
        assert tiu_u_search.choose(state.observation(seat), random.Random(2)) in state.legal_ids()
