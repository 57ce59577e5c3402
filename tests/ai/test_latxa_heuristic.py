"""The Latxa AIs: legal everywhere, sensible in the textbook spots of spec §10, and the
normal level clearly better than random."""

from __future__ import annotations

import random

from latxa_positions import new, play

import cardgames
from cardgames.ai import latxa_heuristic, make_player
from cardgames.games.latxa import DRAW_ID, STOP_ID, rollout_choice
from cardgames.simulate import simulate


def choose(state):
    """The heuristic's move for the seat to act, from that seat's observation only."""
    seat = state.current_player
    action_id = latxa_heuristic.choose(state.observation(seat).public_state(), seat)
    return str(state.game.action_of(action_id))




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


def test_only_legal_moves_over_random_matches():
    rng = random.Random(5)
    decisions = 0
    for round_ in range(40):
        players = 2 + round_ % 7
        game = cardgames.create("latxa", players=players, rules=random_rules(rng))
        state = game.new_state(seed=round_)
        bots = [make_player("normal" if s % 2 == 0 else "easy", seed=s) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            action = bots[seat].choose(state.observation(seat))
            assert state.is_legal(action)
            state.apply(action)
            decisions += 1
            assert decisions < 200_000
    assert decisions > 500


def test_the_rollout_policy_is_legal():
    rng = random.Random(2)
    for seed in range(30):
        game = cardgames.create("latxa", players=2 + seed % 5, rules=random_rules(rng))
        state = game.new_state(seed=seed)
        while not state.is_over:
            action = rollout_choice(state, rng)
            assert action in state.legal_ids()
            state.apply_id(action)


def test_draws_with_nothing_at_stake_and_stops_on_a_big_mountain():
    state = new(["EAGLE", "S1"])
    play(state, "draw")
    assert choose(state) == "draw"  # only an eagle on the mountain... worth a little risk
    state = new(["S7", "S5"])
    play(state, "draw", "draw")  # 12 on the mountain, gap 3: the 5s, 7s and wolves are many
    assert choose(state) == "stop"
    state = new(["S1"])
    play(state, "draw")  # one sheep: push on
    assert choose(state) == "draw"


def test_a_dog_makes_it_push_harder():
    without = new(["S5", "S5"])
    play(without, "draw", "draw")  # 10 on the mountain, two 5s gone: the 5 that wins is rarer
    with_dog = new(["S5", "DOG", "S5"])
    play(with_dog, "draw", "draw", "draw")
    assert choose(without) == "stop"
    assert choose(with_dog) == "draw"


def test_counts_the_wolves_gone_by():
    # all twelve wolves discarded: the pile is safe but for busting
    deck = ["WOLF"] * 12 + ["S5", "S3"]
    state = new(deck, players=2)
    for _ in range(12):
        play(state, "draw")  # each wolf ends a turn with nothing lost
    play(state, "draw", "draw")  # 8 on the mountain, gap 7: only a 7 could... not bust
    assert state.view(0)["odds"]["chances"]["wolf"] == 0
    assert choose(state) == "draw"


def test_stops_to_win_when_the_draw_does_not_win():
    state = new(["S7", "S5", "S3"], exact_win_on_draw=False)
    play(state, "draw", "draw", "draw")
    assert choose(state) == "stop"


def test_bell_goes_on_the_biggest_sheep():
    state = new(["S1", "S5", "S3", "BELL"])
    play(state, "draw", "draw", "draw", "draw")
    assert choose(state) == "place_bell:2"


def test_storm_hits_the_leader_and_respects_folds():
    state = new(["S3", "S7", "FOLD", "S7", "S5", "STORM"], players=3)
    play(state, "draw", "stop", "draw", "draw", "draw", "stop", "draw", "draw", "stop")
    assert state.flock == [3, 14, 5] and state.folds == [0, 1, 0] and state.current_player == 2
    assert choose(state) == "resolve:STORM,0"  # the largest flock without a fold


def test_eagle_breaks_the_leaders_fold_before_the_storm():
    state = new(["S7", "FOLD", "S7", "S5", "EAGLE", "STORM"], players=2)
    play(state, "draw", "draw", "draw", "stop")  # seat 0: 14 and a fold
    play(state, "draw", "draw", "draw", "stop")  # seat 1: S5, EAGLE, STORM
    assert choose(state) == "resolve:EAGLE,0"
    play(state, "resolve:EAGLE,0")
    assert choose(state) == "resolve:STORM,0"


def test_eagle_takes_the_card_that_makes_exactly_the_target():
    state = new(["S7", "S3", "S5", "S5", "S3", "EAGLE"], players=3)
    play(state, "draw", "draw", "stop")  # seat 0: 10 (S7 S3)
    play(state, "draw", "stop")  # seat 1: 5
    play(state, "draw", "draw", "draw", "stop")  # seat 2: S5 S3 EAGLE -> 8; a 7 wins
    assert choose(state) == "resolve:EAGLE,0,S7"


def test_eagle_takes_the_leaders_best_card_that_fits():
    state = new(["S7", "S7", "S1", "S5", "S3", "EAGLE"], players=2)
    play(state, "draw", "draw", "stop", "draw", "draw", "stop")  # 14 and 6
    play(state, "draw")  # seat 0 busts
    play(state, "draw", "stop")  # seat 1: 6 + EAGLE
    assert choose(state) == "resolve:EAGLE,0,S7"  # 6 + 7 = 13 fits


def test_forget_reckons_the_discards_back_in_the_pile():
    state = new(["S3", "WOLF", "S5"])
    play(state, "draw", "draw", "draw")
    known = state.observation(1).public_state()
    assert known.left[4] == 11
    latxa_heuristic.forget(known)
    assert known.left[4] == 12 and known.left[1] == 10 and known.left[2] == 8


def test_normal_beats_random():
    summary = simulate("latxa", ["normal", "random", "random", "random"], games=300, seed=3)
    rates = [seat["win_rate"] for seat in summary["seats"]]
    assert rates[0] > 0.35 and rates[0] > max(rates[1:]) + 0.1


def test_search_finds_the_winning_stop():
    state = new(["S7", "S5", "S3"], exact_win_on_draw=False)
    play(state, "draw", "draw", "draw")
    bot = make_player("ismcts", seed=1, iterations=200)
    assert str(bot.choose(state.observation(0))) == "stop"
    assert DRAW_ID != STOP_ID
