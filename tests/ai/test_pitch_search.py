"""ISMCTS on Auction Pitch: legal, deterministic for a seed, and it finds the obvious move."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import make_player
from cardgames.ai.hints import hint
from cardgames.ai.ismcts import search


def test_search_is_legal_and_deterministic_at_every_kind_of_decision():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while state.hands_finished == 0:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.4:
            first = search(state.observation(seat), random.Random(1), iterations=80)
            again = search(state.observation(seat), random.Random(1), iterations=80)
            assert first.best in state.legal_ids() and first.best == again.best
            assert first.iterations == 80
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 3


def test_search_bids_high_on_a_sure_hand():
    # seat 1 holds the top five spades and the 2: four points are all but certain
    hands = [["AS", "KS", "QS", "JS", "10S", "2S"],
             ["2H", "3H", "4H", "5H", "6H", "7H"],
             ["2D", "3D", "4D", "5D", "6D", "7D"]]
    deck = [c for h in hands for c in h[:3]] + [c for h in hands for c in h[3:]]
    game = cardgames.create("pitch", players=3)
    state = game.new_state(deck=deck, dealer=0)
    bot = make_player("ismcts:400", seed=2)
    assert str(bot.choose(state.observation(1))) in ("bid:3", "bid:4")


def test_hint_explains_with_the_games_success_phrase():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=8)
    advice = hint(state.observation(state.current_player), iterations=120, seed=1)
    assert advice.action in state.legal_actions()
    assert "the bid went your way" in advice.sentence or "only move" in advice.sentence
