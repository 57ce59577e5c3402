"""The search on positions whose best move is known, its determinism, and its fairness."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai.ismcts import search


def one_card_state(cards: list[str], dealer: int = 3):
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    return game.new_state(deck=cards, dealer=dealer)


def best(state, seat, iterations=400, seed=1):
    result = search(state.observation(seat), random.Random(seed), iterations=iterations)
    return str(state.game.action_of(result.best)), result


def test_bids_one_with_the_top_trump():
    # seat 0 is mano with the ace of oros; the upcard 3O makes oros trumps
    state = one_card_state(["1O", "4C", "7E", "5B", "3O"])
    action, result = best(state, 0)
    assert action == "bid:1"
    assert result.stats[0].mean_reward > result.stats[1].mean_reward


def test_bids_nothing_with_a_hopeless_card():
    # seat 0 holds the 2 of copas, trumps are oros: it can't win
    state = one_card_state(["2C", "4C", "7E", "5B", "3O"])
    action, _ = best(state, 0)
    assert action == "bid:0"


def test_ducks_when_the_bid_is_made():
    """Seat 0 bid 0 and plays last: the 4 of copas loses the trick, the 6 would win it."""
    game = cardgames.create("pocha", players=4,
                            rules={"deal_schedule": [2], "must_head_trick": False})
    deck = ["5C", "2E", "2B", "6C", "7C", "3E", "3B", "4C", "3O"]  # dealer 0: seat 1 first
    state = game.new_state(deck=deck, dealer=0)
    for action in ("bid:1", "bid:0", "bid:0", "bid:0", "play:5C", "play:2E", "play:2B"):
        state.apply(action)
    assert {str(a) for a in state.legal_actions()} == {"play:4C", "play:6C"}
    action, result = best(state, 0)
    assert action == "play:4C"
    assert result.stats[0].mean_reward > result.stats[1].mean_reward


def test_same_seed_same_search():
    state = cardgames.create("pocha", players=4, rules={"length": "max_only"}).new_state(seed=4)
    seat = state.current_player
    first = search(state.observation(seat), random.Random(9), iterations=120)
    second = search(state.observation(seat), random.Random(9), iterations=120)
    assert first.stats == second.stats and first.iterations == 120


def test_choice_does_not_depend_on_hidden_cards():
    """Two states that differ only in cards hidden from the seat give the same search."""
    game = cardgames.create("pocha", players=4, rules={"length": "max_only"})
    state = game.new_state(seed=12)
    rng = random.Random(12)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    other = state.observation(seat).sample_world(random.Random(77))
    hidden_differ = any(
        other.hands[s] != state.hands[s] for s in range(4) if s != seat)
    assert hidden_differ, "the test needs two different hidden deals"
    assert other.view(seat) == state.view(seat)
    assert other.origin != state.origin
    assert other.observation(seat).to_json() == state.observation(seat).to_json()
    a = search(state.observation(seat), random.Random(5), iterations=120)
    b = search(other.observation(seat), random.Random(5), iterations=120)
    assert a.stats == b.stats
