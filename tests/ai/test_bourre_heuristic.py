"""Bourré's rule-of-thumb player (spec §10): keeps trumps and aces, folds hopeless hands,
plays the cinch line, wins cheaply; and the ISMCTS searches it with a chip reward."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import bourre_heuristic, make_player
from cardgames.games.bourre import CARD_IDS, DRAW_BASE, PASS_ID


def new(players, dealer, deck, **rules):
    game = cardgames.create("bourre", players=players, rules=rules)
    return game.new_state(seed=0, deck=deck.split(", "), dealer=dealer)


E1 = ("AS, QS, JH, KS, 10H, 5C, 7H, 8H, 6D, 3C, 4D, KD, 9D, 2C, 4S, QH, 6S, 9C, 2S, 3H, 5H")


def choose(state):
    seat = state.current_player
    return bourre_heuristic.choose(state.observation(seat).public_state(), seat)


def test_keeps_trumps_and_aces_and_discards_the_rest():
    s = new(3, 0, E1)  # seat 1: AS KS 7H 3C 9D, spades trump
    action = choose(s)
    assert action >= DRAW_BASE
    thrown = action - DRAW_BASE
    assert thrown == sum(1 << CARD_IDS[c] for c in ("7H", "3C", "9D"))


def test_respects_the_exchange_limit():
    s = new(3, 0, E1, max_discard=1)
    thrown = choose(s) - DRAW_BASE
    assert thrown.bit_count() == 1 and thrown == 1 << CARD_IDS["3C"]


def test_folds_a_hopeless_hand_against_many():
    # seat 1 holds no trump and no ace (hearts are trumps), in front of six opponents
    from cardgames.games.bourre import CODES

    mine = ["2C", "3D", "4C", "5D", "7C"]
    rest = [c for c in CODES if c not in mine and c != "2H"]
    deck = []
    for k in range(35):
        if k % 7 == 0:
            deck.append(mine[k // 7])
        elif k == 34:
            deck.append("2H")
        else:
            deck.append(rest.pop())
    game = cardgames.create("bourre", players=7)
    s = game.new_state(seed=0, dealer=0, deck=deck)
    assert sorted(s.view(1)["hand"]) == sorted(mine) and s.view(1)["trump"] == "H"
    assert choose(s) == PASS_ID


def test_cinch_line_and_cheap_wins_through_a_whole_hand():
    s = new(3, 2, "AH, 10S, AS, KH, JS, KD, 4C, 5D, 5C, 3D, 8D, 7C, 9S, 2C, 6H, QH, 7S, 3C, 4S",
            starting_bank=20)
    s.apply("draw:4C,3D")
    s.apply("draw:2C")
    s.apply("draw")
    assert s.game.action_of(choose(s)).arg == "AH"  # the cinch's highest trump


def test_normal_beats_random_and_search_plays_a_hand():
    from cardgames.simulate import simulate

    summary = simulate("bourre", ["normal", "random", "random"], games=6, seed=3, players=3)
    means = [seat["mean_score"] for seat in summary["seats"]]
    assert means[0] > max(means[1:])
    s = cardgames.create("bourre", players=4).new_state(seed=5)
    player = make_player("ismcts", seed=1, iterations=60)
    rng = random.Random(2)
    while s.hands_finished == 0:
        seat = s.current_player
        if seat == 0:
            s.apply(player.choose(s.observation(0)))
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert 0.0 <= s.hand_reward(0) <= 1.0
