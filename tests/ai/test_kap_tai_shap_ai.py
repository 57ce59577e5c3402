"""K'ap T'ai Shap's AI: the heuristic follows §10 (a winning table tile always, a tile
that brings the hand closer, the loosest discard by outs), the policy plays hands out,
every level is fair (twin matches that look the same from a seat get the same choices),
and the search plays legally and deterministically."""

from __future__ import annotations

import importlib.util
import random
from collections import Counter
from pathlib import Path

import pytest
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.ai import kap_tai_shap_heuristic, kap_tai_shap_policy, kap_tai_shap_search
from cardgames.ai.ismcts import search
from cardgames.ai.kap_tai_shap_heuristic import choose, forget, outs, supply
from cardgames.ai.policies import bind
from cardgames.games.kap_tai_shap import A_SKIP, PICK_SLIP, WIN_SLIP, canonical

TUTORIAL = ["6-6", "6-6", "1-1", "3-3", "5-1", "6-5", "2-1", "4-1", "6-4", "3-1",
            "5-5",
            "5-5", "5-5", "6-6", "4-4", "4-2", "6-1", "3-1", "3-3", "3-2",
            "2-2",
            "6-3", "5-4", "6-2", "1-1", "4-3", "5-2", "4-4", "2-2", "6-1",
            "2-2", "6-5", "4-1"]
#: the leader holds an eye, three tens pairs and two loose tiles: 6-5 and 2-1
TWO_LOOSE = ["5-5", "5-5", "6-6", "4-4", "4-2", "6-1", "3-1", "3-3", "6-5", "2-1"]


def state_of(deck, dealer=2, players=3, **rules):
    game = cardgames.create("kap_tai_shap", players=players, rules=rules)
    return game.new_state(deck=deck, dealer=dealer, seed=2)


def heuristic(state):
    seat = state.current_player
    return str(state.game.action_of(choose(state.observation(seat).public_state(), seat)))


def test_picks_a_winning_tile():
    state = state_of(TUTORIAL)
    state.apply("discard:4-1")
    assert heuristic(state) == "pick:4-1"


def test_skips_a_tile_that_does_not_help():
    state = state_of(TUTORIAL)
    state.apply("discard:2-1")  # 3-2 + 2-1 = 8: no use
    assert heuristic(state) == "skip"


def test_picks_a_tile_that_brings_the_hand_closer():
    state = state_of(TUTORIAL)
    state.apply("discard:6-5")  # Li (seat 1) needs a 1 for his nines: 6-5 + 6-3 = 20
    state.apply("skip")
    state.apply("draw")  # the learner draws 2-2
    state.apply("discard:2-2")
    assert state.current_player == 1
    assert heuristic(state) == "pick:6-5"


def test_discards_the_tile_with_fewer_outs():
    state = state_of(TWO_LOOSE)
    # keeping 2-1 waits for 6-1, 5-2, 4-3 (7 copies); keeping 6-5 for 6-3, 5-4 (4)
    assert heuristic(state) == "discard:6-5"


def test_outs_count_what_may_still_come():
    state = state_of(TUTORIAL)
    state.apply("discard:4-1")
    known = state.observation(0).public_state()
    coming = supply(known, 0)
    hand = known.hands[0]
    # 4-1 on the table (one left unseen) and 3-2 (one unseen): the winning codes
    assert outs(hand, known.game, coming) >= 2 * 1 + 1
    forget(known)
    assert known.known == [[], [], []]


def test_policy_plays_a_hand_out():
    game = cardgames.create("kap_tai_shap", players=4)
    bind(game)
    state = game.new_state(seed=2)
    world = state.observation(state.current_player).sample_world(random.Random(0),
                                                                  record_events=False)
    world.rollout(random.Random(0))
    assert world.is_over and world.hand_no == 1 and 0.0 <= world.hand_reward(0) <= 1.0


# --- fairness -------------------------------------------------------------------------------

def twin(state, seat: int, rng: random.Random):
    """The same hand from ``seat``'s chair with the hidden tiles dealt again: a real match
    from another seed, its deck stacked (§3 inverted) so the same actions play the same;
    None if the new tiles would have won somewhere along the way."""
    game = state.game
    n = game.players
    world = state.observation(seat).sample_world(rng)
    dealt = [e for e in state.events if e.type == "dealt"][-1]
    start = state.events.index(dealt)
    let_go = [Counter() for _ in range(n)]
    gained = [Counter() for _ in range(n)]
    draws: list[str] = []
    pending: dict[int, int] = {}
    for event in state.events[start:]:
        kind, s = event.type, event.get("seat")
        if kind == "discarded":
            let_go[s][event["tile"]] += 1
            if s in pending and s != seat:  # another's draw: say it was the tile discarded
                draws[pending.pop(s)] = event["tile"]
                gained[s][event["tile"]] += 1
            pending.pop(s, None)
        elif kind == "picked":
            gained[s][event["tile"]] += 1
        elif kind == "drew":
            draws.append(event["tile"])
            if s == seat:
                gained[s][event["tile"]] += 1
            else:
                pending[s] = len(draws) - 1
    if pending:
        return None
    hands = []
    for s in range(n):
        now = Counter(state.hands[s] if s == seat else world.hands[s])
        first = now + let_go[s]
        first.subtract(gained[s])
        if any(k < 0 for k in first.values()):
            return None
        hands.append(sorted(first.elements()))
        rng.shuffle(hands[-1])
    stock = draws + list(world.stock)
    tail = n - 1
    removed = stock[len(stock) - tail:][::-1]
    leader = dealt["leader"]
    deck = list(hands[leader])
    for k in range(1, n):
        deck += [removed[k - 1]] + hands[(leader + k) % n]
    deck += stock[:len(stock) - tail]
    other = game.new_state(seed=rng.getrandbits(63), deck=deck, dealer=leader)
    try:
        for action in state.action_log:
            other.apply(action)
    except ValueError:
        return None
    if other.hands_finished != state.hands_finished:
        return None
    return other


def twin_pairs(seed: int, count: int, players: int = 3):
    game = cardgames.create("kap_tai_shap", players=players)
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63), dealer=rng.randrange(players))
        steps = rng.randrange(0, 25)
        while steps and state.hands_finished == 0:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.hands_finished or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if other is not None and any(other.hands[s] != state.hands[s]
                                     for s in range(players) if s != seat):
            found += 1
            yield state, seat, other


@pytest.mark.parametrize("players", [2, 4])
def test_twins_give_byte_identical_observations_and_worlds(players):
    for state, seat, other in twin_pairs(seed=3, count=5, players=players):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "ismcts:30"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(seed=11, count=3))


# --- search ---------------------------------------------------------------------------------

def test_search_is_legal_and_deterministic():
    game = cardgames.create("kap_tai_shap", players=3)
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while not state.is_over and decisions < 2:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.3:
            first = search(state.observation(seat), random.Random(1), iterations=30)
            again = search(state.observation(seat), random.Random(1), iterations=30)
            assert first.best in state.legal_ids() and first.best == again.best
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 1


def test_search_picks_the_winning_tile():
    state = state_of(TUTORIAL)
    state.apply("discard:4-1")
    result = search(state.observation(0), random.Random(2), iterations=40)
    assert str(state.game.action_of(result.best)) == "pick:4-1"


# --- hard's own search ------------------------------------------------------------------------

def test_search_ids_keep_the_closest_moves():
    game = cardgames.create("kap_tai_shap", players=3)
    state = state_of(TUTORIAL)
    state.apply("discard:4-1")
    assert [str(game.action_of(a)) for a in kap_tai_shap_policy.search_ids(state)] == ["pick:4-1"]
    state = state_of(TWO_LOOSE)
    names = {str(game.action_of(a)) for a in kap_tai_shap_policy.search_ids(state)}
    # 6-5 and 2-1 are loose; 4-2 too (6-1 would pair with 2-1): the eye and 6-6+4-4 stay
    assert names == {"discard:6-5", "discard:2-1", "discard:4-2"}


def test_hard_search_is_legal_and_repeatable():
    state = state_of(TUTORIAL)
    state.apply("discard:6-5")
    state.apply("skip")
    state.apply("draw")
    state.apply("discard:2-2")
    seat = state.current_player
    observation = state.observation(seat)
    first = kap_tai_shap_search.choose(observation, random.Random(4))
    assert first == kap_tai_shap_search.choose(observation, random.Random(4))
    assert first in state.legal_ids()
    values = kap_tai_shap_search.move_values(observation, random.Random(4), screen=6)
    known = observation.public_state()
    assert set(values) == set(kap_tai_shap_search.candidates(known, seat)) | {
        kap_tai_shap_heuristic.choose(known, seat)}
    # chips for the hand: the pot less the cut and the ante (+37 of three), or the ante lost
    assert all(-20.0 <= v <= 37.0 for v in values.values())


def test_hard_lets_normal_discard():
    state = state_of(TWO_LOOSE)
    observation = state.observation(state.current_player)
    normal = choose(observation.public_state(), state.current_player)
    assert kap_tai_shap_search.choose(observation, random.Random(4)) == normal
    assert list(kap_tai_shap_search.move_values(observation, random.Random(4))) == [normal]


def test_hard_weighs_skip_against_the_picks():
    state = state_of(TUTORIAL)
    state.apply("discard:6-5")
    state.apply("skip")
    state.apply("draw")
    state.apply("discard:2-2")
    seat = state.current_player
    known = state.observation(seat).public_state()
    moves = kap_tai_shap_search.candidates(known, seat)
    assert moves[0] == A_SKIP and len(moves) >= 2
    assert set(moves) <= set(state.legal_ids())


def test_hard_plays_only_legal_moves_through_a_hand():
    game = cardgames.create("kap_tai_shap", players=4, rules={"hands_per_session": 1})
    state = game.new_state(seed=9)
    rng = random.Random(9)
    searched = 0
    while not state.is_over and searched < 6:
        seat = state.current_player
        legal = state.legal_ids()
        if seat == 0 and len(legal) > 1:
            observation = state.observation(seat)
            default, challenger, first, second = kap_tai_shap_search.evaluate(
                observation, random.Random(1), screen=6, confirm=6)
            assert default in first and set(first) <= set(legal)
            assert challenger is None or set(second) == {default, challenger}
            action = kap_tai_shap_search.choose(observation, random.Random(1))
            assert action in legal
            searched += 1
        else:
            action = rng.choice(legal)
        state.apply_id(action)
    assert searched >= 1


# --- world_likelihood ---------------------------------------------------------------------------

def test_world_likelihood_is_fair_in_twin_matches():
    """Twin matches (the same public history, other hidden tiles) weigh every world alike."""
    checked = 0
    for state, seat, other in twin_pairs(seed=21, count=6, players=4):
        mine, theirs = state.observation(seat), other.observation(seat)
        weigh, weigh_twin = mine.world_likelihood(), theirs.world_likelihood()
        assert (weigh is None) == (weigh_twin is None)
        if weigh is None:
            continue
        rng = random.Random(seat)
        for _ in range(10):
            world = mine.sample_world(rng, record_events=False)
            assert weigh(world) == weigh_twin(world)
            assert 0.0 < weigh(world) <= 1.0
        checked += 1
    assert checked >= 3


def normal_positions(count: int, seed: int):
    """Positions of four ``normal`` players, a few turns into a hand."""
    game = cardgames.create("kap_tai_shap", players=4, rules={"hands_per_session": 1})
    rng = random.Random(seed)
    for number in range(count):
        state = game.new_state(seed=number + 100 * seed)
        for _ in range(rng.randrange(6, 30)):
            if state.is_over:
                break
            seat = state.current_player
            state.apply(state.game.action_of(choose(state.observation(seat).public_state(),
                                                    seat)))
        if not state.is_over:
            yield state


def test_world_likelihood_favours_the_worlds_that_explain_the_play():
    """Against ``normal`` players (who slip only where the weights can't tell which tile
    was drawn) the real hands weigh far more than worlds dealt at random."""
    real, sampled = [], []
    for state in normal_positions(30, seed=3):
        seat = state.current_player
        observation = state.observation(seat)
        weigh = observation.world_likelihood()
        if weigh is None:
            continue
        real.append(weigh(state))
        rng = random.Random(1)
        sampled += [weigh(observation.sample_world(rng, record_events=False))
                    for _ in range(20)]
    assert len(real) >= 10
    real_mean, sampled_mean = sum(real) / len(real), sum(sampled) / len(sampled)
    assert real_mean > 0.7 and sampled_mean < real_mean - 0.3, (real_mean, sampled_mean)


def test_a_skipped_winning_tile_makes_a_world_unlikely():
    state = state_of(TUTORIAL)
    state.apply("discard:4-1")  # it wins the learner's hand (seat 0) ...
    state.apply("skip")  # ... who skips it anyway
    state.apply("draw")
    state.apply("discard:2-2")  # the tile just drawn: the hand is the one that skipped
    seat = state.current_player
    weigh = state.observation(seat).world_likelihood()
    # the hand then was this one with 2-2 back and the unknown draw out: if the draw was
    # the 2-2 (one way in ten), skipping 4-1 threw a win away
    assert weigh(state) <= 1 - (1 - WIN_SLIP) / 10
    # the same world with the learner's 3-2 (the tile waiting for 4-1) swapped for the
    # 2-1 of seat 1's hand: skipping 4-1 no longer threw a win away
    other = state.clone()
    learner, mine = list(other.hands[0]), list(other.hands[seat])
    learner.remove("3-2")
    mine.remove("2-2")
    learner.append("2-2")
    mine.append("3-2")
    other.hands[0], other.hands[seat] = canonical(learner), canonical(mine)
    assert weigh(other) > weigh(state)


def test_a_picked_tile_with_no_partner_makes_a_world_less_likely():
    state = state_of(TUTORIAL)
    state.apply("discard:6-5")
    state.apply("skip")
    state.apply("draw")
    state.apply("discard:2-2")
    state.apply("pick:6-5")  # seat 1 picks 6-5 for its 6-3 / 5-4 (nines)
    state.apply("put:2-2")
    state.apply("draw")  # another 6-5
    state.apply("discard:4-3")
    seat = state.current_player
    assert seat == 2
    weigh = state.observation(seat).world_likelihood()
    held = list(state.hands[1])
    assert held.count("6-5") == 2 and state.known[1] == ["6-5"]
    base = weigh(state)
    # swap every partner of 6-5 (6-3, 5-4 and the other 6-5) out of seat 1's hand
    other = state.clone()
    stock = list(other.stock)
    for partner in ("6-3", "5-4", "6-5"):
        while held.count(partner) > (partner == "6-5"):
            spare = next(t for t in stock if t not in ("6-3", "5-4", "6-5"))
            stock.remove(spare)
            stock.append(partner)
            held.remove(partner)
            held.append(spare)
    other.hands[1], other.stock = canonical(held), stock
    assert weigh(other) <= base * PICK_SLIP + 1e-12


# --- the duplicate-positions experiment -------------------------------------------------------

def test_positions_experiment_pairs_the_same_position():
    """``hard_ai_experiments.py kap_tai_shap-positions``: the same position for every level
    at seat 0; ``normal`` against itself differs by exactly nothing."""
    path = Path(__file__).resolve().parents[2] / "scripts" / "hard_ai_experiments.py"
    spec = importlib.util.spec_from_file_location("hard_ai_experiments", path)
    experiments = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(experiments)
    results = experiments.run_positions(["normal", "random"], 4, seed=3, jobs=1,
                                        play=experiments.play_kap_position)
    again = experiments.run_positions(["normal"], 4, seed=3, jobs=1,
                                      play=experiments.play_kap_position)
    for one, two in zip(results, again, strict=True):
        assert one["margin"]["normal"] == two["margin"]["normal"]
        assert one["moves"]["normal"] == two["moves"]["normal"]
        assert one["margin"]["normal"] in (-20, 0, 56)  # a hand's chips for seat 0
        assert one["differs"]["normal"] == 0
    report = experiments.positions_report(results, ["normal", "random"])
    assert report["positions"] == 4
    assert report["levels"]["normal"]["paired_difference"] == 0
