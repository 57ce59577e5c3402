"""A game's heuristic is found by its id, and the easy level's lapse is the game's hook."""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import easy, make_player, pocha_heuristic
from cardgames.ai.heuristic import HeuristicPlayer, heuristic_module, heuristic_module_name


def test_the_heuristic_is_found_by_convention():
    assert heuristic_module_name("pocha") == "cardgames.ai.pocha_heuristic"
    assert heuristic_module("pocha") is pocha_heuristic
    assert callable(pocha_heuristic.choose) and callable(pocha_heuristic.forget)


def test_a_game_without_a_heuristic_has_none():
    assert heuristic_module("no_such_game") is None
    assert heuristic_module("not-an-identifier") is None


def test_normal_plays_at_random_without_a_heuristic(monkeypatch):
    monkeypatch.setattr("cardgames.ai.heuristic.heuristic_module", lambda game_id: None)
    state = cardgames.create("pocha", players=4).new_state(seed=2)
    seat = state.current_player
    choices = {str(HeuristicPlayer(seed).choose(state.observation(seat))) for seed in range(30)}
    assert choices <= {str(a) for a in state.legal_actions()} and len(choices) > 1


def test_easy_calls_the_games_forget_hook(monkeypatch):
    forgotten = []
    monkeypatch.setattr(pocha_heuristic, "forget", lambda state: forgotten.append(state))
    monkeypatch.setattr(easy, "FORGET", 1.0)
    monkeypatch.setattr(easy, "SLIP", 0.0)
    state = cardgames.create("pocha", players=4, rules={"length": "max_only"}).new_state(seed=4)
    rng = random.Random(4)
    while len(state.legal_actions()) < 2:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    action = make_player("easy", seed=1).choose(state.observation(seat))
    assert action in state.legal_actions()
    assert len(forgotten) == 1
    known = forgotten[0]
    assert all(known.hands[s] == known.held_public[s] for s in range(4) if s != seat)


def test_pocha_forget_clears_played_cards_and_voids():
    state = cardgames.create("pocha", players=4, rules={"length": "max_only"}).new_state(seed=6)
    rng = random.Random(6)
    while state.played.bit_count() < 8:
        state.apply(rng.choice(state.legal_actions()))
    known = state.observation(state.current_player).public_state()
    pocha_heuristic.forget(known)
    assert known.played == 0 and not any(known.excluded)
