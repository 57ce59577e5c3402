"""The AI levels behind make_player, their fairness, and hints that say why."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.ai import ALL_LEVELS, LEVELS, make_player
from cardgames.ai.hints import hint
from cardgames.ai.search_player import HARD_ITERATIONS, HARD_MIN_ITERATIONS, HARD_TIME_CAP_S


def positions(count=40, players=4, seed=0):
    game = cardgames.create("pocha", players=players, preset="max_only")
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    out = []
    while len(out) < count:
        if state.is_over:
            state = game.new_state(seed=rng.getrandbits(32))
        out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("level", ["random", "easy", "normal", "ismcts:20"])
def test_every_level_plays_legal_moves(level):
    bot = make_player(level, seed=1)
    for state in positions(30):
        seat = state.current_player
        assert bot.choose(state.observation(seat)) in state.legal_actions()


def test_levels_offered_at_the_table():
    assert LEVELS == ("random", "easy", "normal", "hard")
    assert "ismcts" in ALL_LEVELS


def test_budgets():
    assert make_player("ismcts", iterations=50).iterations == 50
    assert make_player("ismcts:0.25s").time_s == 0.25
    hard = make_player("hard")
    assert (hard.iterations, hard.min_iterations) == (HARD_ITERATIONS, HARD_MIN_ITERATIONS)
    assert hard.time_s == HARD_TIME_CAP_S  # a safety net only: never cuts below the floor
    assert make_player("hard", iterations=70).iterations == 70
    with pytest.raises(ValueError, match="needs iterations"):
        make_player("ismcts")
    with pytest.raises(ValueError, match="takes no search budget"):
        make_player("normal", iterations=5)
    with pytest.raises(ValueError, match="not an AI level"):
        make_player("genius")
    with pytest.raises(ValueError, match="write the budget"):
        make_player("ismcts:lots")


def test_search_level_is_deterministic_for_a_seed_and_budget():
    for state in positions(8, seed=3):
        seat = state.current_player
        first = make_player("ismcts", seed=5, iterations=25).choose(state.observation(seat))
        again = make_player("ismcts", seed=5, iterations=25).choose(state.observation(seat))
        assert first == again


def test_hard_ai_never_reads_hidden_cards():
    """Same view and seed, different hidden cards: the same choice."""
    checked = 0
    for state in positions(40, seed=8):
        seat = state.current_player
        if len(state.legal_actions()) < 2:
            continue
        other = state.observation(seat).sample_world(random.Random(checked + 100))
        if all(other.hands[s] == state.hands[s] for s in range(state.players)):
            continue
        assert other.view(seat) == state.view(seat)
        assert other.origin != state.origin  # (tests/ai/test_fairness.py: real twin matches)
        assert other.observation(seat).to_json() == state.observation(seat).to_json()
        mine = make_player("hard", seed=7, iterations=15).choose(state.observation(seat))
        theirs = make_player("hard", seed=7, iterations=15).choose(other.observation(seat))
        assert mine == theirs
        checked += 1
    assert checked >= 10


def test_easy_slips_but_normal_does_not():
    """Easy sometimes leaves the heuristic's move; normal is the heuristic itself."""
    states = positions(60, seed=4)
    differs = 0
    for index, state in enumerate(states):
        seat = state.current_player
        if len(state.legal_actions()) < 2:
            continue
        normal = make_player("normal", seed=index).choose(state.observation(seat))
        assert normal == make_player("normal", seed=index + 1).choose(state.observation(seat))
        easy = make_player("easy", seed=index).choose(state.observation(seat))
        differs += easy != normal
    assert differs > 0


def test_hint_names_the_move_and_its_numbers():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    state = game.new_state(deck=["1O", "4C", "7E", "5B", "3O"], dealer=3)
    advice = hint(state.observation(0), iterations=300, seed=2)
    assert str(advice.action) == "bid:1"
    assert advice.sentence.startswith("Bid 1: you made your bid in ")
    assert "of 300 sampled deals with it" in advice.sentence and "with bid 0." in advice.sentence
    best, second = advice.stats[0], advice.stats[1]
    assert best.success_rate > second.success_rate


def test_hint_for_a_card_compares_cards():
    game = cardgames.create("pocha", players=4,
                            rules={"deal_schedule": [2], "must_head_trick": False})
    deck = ["5C", "2E", "2B", "6C", "7C", "3E", "3B", "4C", "3O"]
    state = game.new_state(deck=deck, dealer=0)
    for action in ("bid:1", "bid:0", "bid:0", "bid:0", "play:5C", "play:2E", "play:2B"):
        state.apply(action)
    advice = hint(state.observation(0), iterations=300, seed=1)
    assert str(advice.action) == "play:4C"
    import re

    match = re.fullmatch(r"Play 4C: you made your bid in (\d+)% of 300 sampled deals with it, "
                         r"(\d+)% with 6C\.", advice.sentence)
    assert match, advice.sentence
    assert int(match.group(1)) > 80 > int(match.group(2))


def test_hint_through_the_worker_matches_the_direct_hint():
    from cardgames.ai.worker import AIWorker

    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    state = game.new_state(deck=["1O", "4C", "7E", "5B", "3O"], dealer=3)
    worker = AIWorker(inline=True)
    action, sentence = worker.request_hint(state, 0, iterations=200, seed=3).result()
    direct = hint(state.observation(0), iterations=200, seed=3)
    assert (action, sentence) == (str(direct.action), direct.sentence)
