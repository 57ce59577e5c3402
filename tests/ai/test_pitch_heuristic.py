"""The normal Auction Pitch AI: legal, sensible in the textbook spots (spec §10), and
clearly better than random."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import pitch_heuristic
from cardgames.ai.heuristic import heuristic_module
from cardgames.games.pitch import BID_BASE, CODES, PASS_ID
from cardgames.simulate import simulate


def choose(state, seat=None) -> str:
    """The heuristic's move for the seat to act, from that seat's observation only."""
    seat = state.current_player if seat is None else seat
    return str(state.game.action_of(pitch_heuristic.choose(state.observation(seat).public_state(),
                                                           seat)))


def three_hands(hands, rules=None, dealer=0, players=3):
    """``hands`` listed in deal order (the dealer's left first), dealt in packets of 3."""
    deck = [c for h in hands for c in h[:3]] + [c for h in hands for c in h[3:]]
    game = cardgames.create("pitch", players=players, rules=rules or {})
    return game.new_state(deck=deck, dealer=dealer)


FILLER = [["2H", "3H", "4H", "5D", "6D", "7D"], ["8H", "2C", "3D", "8C", "6C", "7C"]]


def test_registered_under_its_conventional_name():
    assert heuristic_module("pitch") is pitch_heuristic


def test_only_legal_moves_over_random_positions():
    rng = random.Random(2)
    for players in (2, 3, 4, 5, 6, 7):
        rules = {"trump_anytime": rng.random() < 0.5, "low_point": rng.choice(["captured", "dealt"]),
                 "min_bid": rng.choice([1, 2]), "partnerships": players == 4 and rng.random() < 0.5}
        game = cardgames.create("pitch", players=players, rules=rules)
        for seed in range(3):
            state = game.new_state(seed=seed)
            while not state.is_over and state.hands_finished < 3:
                seat = state.current_player
                action = pitch_heuristic.choose(state.observation(seat).public_state(), seat)
                assert action in state.legal_ids()
                state.apply_id(action if rng.random() < 0.8 else rng.choice(state.legal_ids()))


def test_strong_suit_bids_and_weak_hand_passes():
    strong = three_hands([["AS", "JS", "2S", "10H", "4D", "5C"], *FILLER])
    assert choose(strong) in ("bid:2", "bid:3")
    weak = three_hands([["8S", "7H", "9D", "9C", "9H", "10C"], *FILLER])
    assert choose(weak) == "pass"


def test_forced_dealer_bids_the_least_and_dealer_steals_when_worth_it():
    hands = [["9S", "7H", "6D", "8C", "5H", "4C"], ["8S", "7S", "6S", "8D", "5D", "9C"],
             ["10S", "3H", "2D", "9D", "7C", "6C"]]
    state = three_hands(hands)  # dealer 0 holds the last hand
    state.apply("pass")
    state.apply("pass")
    assert choose(state) == "bid:2"
    hands[2] = ["AS", "KS", "2S", "JS", "10D", "AC"]
    state = three_hands(hands)
    state.apply("bid:2")
    state.apply("pass")
    assert choose(state) in ("bid:2", "bid:3", "bid:4")  # steal or outbid: never pass


def test_pitches_the_top_card_of_the_best_suit():
    state = three_hands([["KS", "JS", "3S", "10H", "4D", "5C"], *FILLER])
    state.apply("bid:2")
    state.apply("pass")
    state.apply("pass")
    assert choose(state) == "play:KS"


def test_last_to_play_takes_a_ten_cheaply():
    hands = [["AS", "10H", "2C", "3C", "4C", "5C"],   # seat 1, pitcher
             ["KS", "4H", "6C", "7C", "8C", "9C"],    # seat 2
             ["QS", "JH", "AH", "2D", "3D", "4D"]]    # seat 0
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    state.apply("play:AS")
    state.apply("play:KS")
    state.apply("play:QS")
    state.apply("play:10H")
    state.apply("play:4H")
    assert choose(state) == "play:JH"  # the jack beats the 10: the cheapest winner


def test_last_to_play_banks_the_low_trump_or_the_jack():
    hands = [["AS", "10H", "2C", "3C", "4C", "5C"],   # seat 1, pitcher
             ["KS", "4H", "6C", "7C", "8C", "9C"],    # seat 2
             ["QS", "2S", "JS", "2D", "3D", "4D"]]    # seat 0
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    state.apply("play:AS")
    state.apply("play:KS")
    state.apply("play:QS")
    state.apply("play:2C")  # seat 1 leads a club; seat 2 follows low
    state.apply("play:6C")
    # seat 0 has no club: the 2 of trumps (certain Low) or the jack wins it and scores
    assert choose(state) in ("play:2S", "play:JS")


def test_sheds_a_worthless_card_when_it_cannot_win():
    hands = [["AS", "10H", "2C", "3C", "4C", "5C"],
             ["KS", "4H", "6C", "7C", "8C", "9C"],
             ["QS", "JH", "KH", "2D", "3D", "4D"]]
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    state.apply("play:AS")
    state.apply("play:KS")
    assert choose(state) == "play:QS"  # forced
    state.apply("play:QS")
    state.apply("play:2C")
    state.apply("play:6C")
    # no club, no trump: shed the diamond worth nothing, not a heart honour
    assert choose(state) == "play:2D"


def test_leads_a_boss_trump_while_trumps_are_out():
    hands = [["AS", "KS", "2S", "2C", "3C", "4C"],
             ["QS", "4H", "6C", "7C", "8C", "9C"],
             ["JS", "5H", "KH", "2D", "3D", "4D"]]
    state = three_hands(hands)
    state.apply("bid:2")
    state.apply("pass")
    state.apply("pass")
    assert choose(state) == "play:AS"
    state.apply("play:AS")
    state.apply("play:QS")
    state.apply("play:JS")
    assert choose(state) == "play:KS" or choose(state) in ("play:2C", "play:3C", "play:4C")


def test_bid_ids_are_legal_for_every_dealer_situation():
    for forced_min in (1, 2, 3, 4):
        game = cardgames.create("pitch", players=3, rules={"forced_min": forced_min})
        state = game.new_state(seed=forced_min, dealer=0)
        state.apply("pass")
        state.apply("pass")
        action = pitch_heuristic.choose(state.observation(0).public_state(), 0)
        assert action != PASS_ID and action - BID_BASE >= forced_min


def test_forget_keeps_the_state_playable():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=3)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    known = state.observation(state.current_player).public_state()
    pitch_heuristic.forget(known)
    assert known.played == 0
    assert pitch_heuristic.choose(known, state.current_player) in state.legal_ids()
    assert all(c in CODES for c in state.view(0)["hand"])


def test_normal_beats_random_by_far():
    summary = simulate("pitch", ["normal", "random", "random", "random"], games=40, seed=3)
    normal = summary["seats"][0]
    best_random = max(seat["mean_score"] for seat in summary["seats"][1:])
    assert normal["mean_score"] > best_random + 5, summary["seats"]
    assert normal["win_rate"] > 0.5
