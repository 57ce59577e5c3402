"""Latxa: random matches under random house rules; the invariants of a finished game hold
at every step (legal moves apply, illegal ones change nothing, cards are conserved, saves
round-trip, sampled worlds agree with the view, views hide the pile, the AI is fair)."""

from __future__ import annotations

import json
import random

from engine_checks import (
    check_illegal_refused,
    check_live_moves,
    check_match_over,
    check_save_round_trip,
    sampled_world,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.ai import make_player
from cardgames.games.latxa import CODES, EAGLE, STORM, VALUE

PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8)


@st.composite
def option_sets(draw):
    players = draw(st.sampled_from(PLAYER_COUNTS))
    rules = {
        "target": draw(st.integers(10, 30)),
        "exact_win_on_draw": draw(st.booleans()),
        "end_effects_optional": draw(st.booleans()),
        "eagle_steal_choice": draw(st.sampled_from(["thief", "random"])),
        "eagle_overflow": draw(st.sampled_from(["discard", "keep"])),
        "fold_uses": draw(st.sampled_from([0, 1, 2, 3])),
        "reshuffle_discards": draw(st.booleans()),
        "first_player": draw(st.sampled_from(["random", "after_winner", 0, players - 1])),
        "direction": draw(st.sampled_from(["clockwise", "counter_clockwise"])),
    }
    if draw(st.booleans()):
        counts = draw(st.lists(st.integers(0, 6), min_size=10, max_size=10))
        counts[0] += 1  # at least one single sheep, and enough sheep for the target:
        while sum(n * v for n, v in zip(counts, VALUE, strict=True)) < rules["target"]:
            counts[draw(st.integers(0, 3))] += 2  # an unreachable target only ends at the turn limit
        rules["deck_counts"] = counts
    return players, rules


ILLEGAL_PROBES = (
    ["draw", "stop", "pass", "draw:1", "stop:0", "place_bell:0", "place_bell:1", "place_bell:99",
     "place_bell:x", "skip:EAGLE", "skip:STORM", "skip:WOLF", "resolve:EAGLE,0", "resolve:STORM,0",
     "resolve:STORM,1", "resolve:EAGLE,1,S3", "resolve:EAGLE,1,S9", "resolve:STORM,8",
     "resolve:WOLF,1", "resolve:STORM,x", "resolve", "play:S1", " ", "draw,stop", "resolve:EAGLE,00"]
)


def check_conservation(state) -> None:
    """Every card of the pack is in exactly one place; flocks are their sheep."""
    counts = [0] * 10
    for kind in state.draw + state.discard + state.m_kind:
        counts[kind] += 1
    for seat in range(state.players):
        for kind in range(4):
            counts[kind] += state.sheep[seat][kind]
        counts[9] += state.folds[seat]
        assert state.flock[seat] == sum(VALUE[k] * state.sheep[seat][k] for k in range(4))
    assert tuple(counts) == state.game.counts
    assert state.left == [state.draw.count(k) for k in range(10)]
    if state.phase == 3:  # effects: only eagles and storms wait on the mountain
        assert state.m_kind and set(state.m_kind) <= {EAGLE, STORM}


def check_deltas(state) -> None:
    """Every flock change was announced by an event carrying deltas."""
    totals = [0] * state.players
    for event in state.events:
        for seat, delta in enumerate(event.get("deltas") or ()):
            totals[seat] += delta
    assert totals == state.scores


def check_sampled_world(state, seat, rng) -> None:
    world = sampled_world(state, seat, rng)
    assert sorted(world.draw) == sorted(state.draw)
    check_conservation(world)
    known = state.observation(seat).public_state()
    assert known.origin == {} and known.draw == sorted(state.draw, reverse=True)


def fingerprint(state) -> str:
    """The state's save without its event log (cheaper than to_json), and the log's length."""
    return json.dumps(state._snapshot()) + f"/{len(state.events)}"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(option_sets(), st.integers(0, 2**32 - 1))
def test_random_match_invariants(option_set, seed):
    players, rules = option_set
    game = cardgames.create("latxa", players=players, rules=rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        check_conservation(state)
        actions = check_live_moves(state)
        # the save holds the whole event log: check it less often as the match grows
        if steps % (5 + steps // 20) == 0:
            check_illegal_refused(state, rng, ILLEGAL_PROBES, 10, fingerprint)
            check_sampled_world(state, rng.randrange(players), rng)
        if steps % (3 + steps // 20) == 0 or (state.phase > 1 and steps < 400):
            check_save_round_trip(game, state, actions)
        state.apply(rng.choice(actions))
        steps += 1
        assert steps < 20000, "the match did not end"
    check_conservation(state)
    check_deltas(state)
    check_match_over(state)
    assert state.events[-2].type == "hand_scored"
    winners = state.winners
    assert winners
    if state.end_reason in ("empty", "turn_limit"):
        top = max(state.flock)
        assert all(state.flock[w] == top for w in winners)
    else:
        assert len(winners) == 1 and state.flock[winners[0]] == game.target
    assert game.load_state(state.to_json()).to_json() == state.to_json()


def test_every_player_count_plays_to_the_end():
    for players in PLAYER_COUNTS:
        game = cardgames.create("latxa", players=players)
        for seed in range(4):
            state = game.new_state(seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            check_conservation(state)
            check_deltas(state)
            assert state.flock[state.winners[0]] == 15


def test_view_hides_the_pile_order():
    game = cardgames.create("latxa", players=3)
    state = game.new_state(seed=4)
    for _ in range(10):
        state.apply(state.legal_actions()[0])
    other = state.clone()
    random.Random(9).shuffle(other.draw)
    assert other.draw != state.draw
    for seat in range(3):
        assert other.view(seat) == state.view(seat)
        assert other.events_for(seat) == state.events_for(seat)
    text = json.dumps(state.view(0))
    assert "draw_count" in text and '"draw_pile"' in text
    assert json.dumps([CODES[k] for k in reversed(state.draw)]) not in text


def test_replay_from_origin_and_log_rebuilds_the_match():
    for players, preset in ((3, "toki"), (4, "strong_folds"), (2, "one_pack"), (5, "gentle")):
        game = cardgames.create("latxa", players=players, preset=preset)
        state = game.new_state(seed=players)
        rng = random.Random(players)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert game.replay(state.origin, state.action_log).to_json() == state.to_json()


def positions(players=4, seeds=range(6), every=3):
    """Live positions of random matches, for the fairness checks."""
    game = cardgames.create("latxa", players=players, rules={"eagle_steal_choice": "thief"})
    for seed in seeds:
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            if step % every == 0 and len(state.legal_ids()) > 1:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1


def test_fairness_same_view_and_seed_same_choice():
    """Varying the hidden pile order and how the match began changes no AI's choice."""
    levels = ("random", "easy", "normal", "ismcts:40")
    checked = 0
    for state in positions():
        seat = state.current_player
        other = state.clone()
        random.Random(checked).shuffle(other.draw)
        other.origin = {"seed": 12345, "decks": [], "dealer": None}
        other.rng = random.Random(999)
        assert other.view(seat) == state.view(seat)
        for level in levels:
            a = make_player(level, seed=7).choose(state.observation(seat))
            b = make_player(level, seed=7).choose(other.observation(seat))
            assert a == b, f"{level} saw the hidden cards"
        checked += 1
        if checked >= 12:
            break
    assert checked >= 12


def test_knowledge_copy_shares_nothing_with_the_live_state():
    game = cardgames.create("latxa", players=3)
    state = game.new_state(seed=21)
    for _ in range(7):
        state.apply(state.legal_actions()[-1])
    known = state.observation(state.current_player).public_state()
    assert known.origin == {} and known.rng.random() == __import__("random").Random(0).random()
    for name in ("draw", "discard", "sheep", "flock", "folds", "m_kind", "events", "log"):
        assert getattr(known, name) is not getattr(state, name)
    known.flock[0] += 5
    known.sheep[0][0] += 1
    assert state.flock[0] != known.flock[0]
