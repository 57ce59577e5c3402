"""Latxa's ``hard`` level (``cardgames.ai.latxa_search``): the race model that values a
position, the look-ahead over the next cards, the textbook spots where the right move is
certain, fairness (it sees only the observation), and that ``hard`` (not ``ismcts``) uses it.
How much stronger it plays is measured by ``scripts/hard_ai_experiments.py latxa``, not here.
"""

from __future__ import annotations

import random

import pytest
from latxa_positions import new, play

import cardgames
from cardgames.ai import latxa_search, latxa_turns, make_player
from cardgames.ai.latxa_search import (
    Lookahead,
    RaceModel,
    race_model,
    rules_key,
    simulate_turn_table,
    turn_table,
    with_next_card,
)
from cardgames.games.latxa import DECIDE, DRAW_ID, LATXA_CODES, OVER, S1, S7, STORM, VALUE, WOLF


@pytest.fixture(autouse=True)
def small_runtime_tables(monkeypatch):
    """House rules get a turn table played at first use: a small one keeps tests fast."""
    monkeypatch.setattr(latxa_search, "RUNTIME_SIMULATIONS", 30)




def hard_move(state, seed=3):
    seat = state.current_player
    return str(make_player("hard", seed=seed).choose(state.observation(seat)))


# --- the turn table and the race model -----------------------------------------------------------

def test_the_shipped_turn_table_is_for_the_standard_rules_and_each_row_is_a_distribution():
    game = cardgames.create("latxa", players=4)
    assert rules_key(game) == latxa_turns.RULES
    assert turn_table(game) is latxa_turns.TABLE
    assert len(latxa_turns.TABLE) == game.target
    for flock, row in enumerate(latxa_turns.TABLE):
        assert len(row) == game.target + 1
        assert sum(row) == pytest.approx(1.0, abs=1e-3)
        assert all(p == 0 for p in row[:flock])  # a turn never loses banked sheep


def test_house_rules_get_their_own_table_the_same_every_time():
    game = cardgames.create("latxa", rules={"target": 10})
    assert rules_key(game) != latxa_turns.RULES
    table = turn_table(game)
    assert len(table) == 10 and all(len(row) == 11 for row in table)
    assert table == simulate_turn_table(game, latxa_search.RUNTIME_SIMULATIONS)
    assert race_model(game) is race_model(cardgames.create("latxa", players=5,
                                                           rules={"target": 10}))


def test_the_race_model_counts_the_target_turn_order_and_the_flocks():
    model = RaceModel(latxa_turns.TABLE)
    even = model.chances([0, 0, 0])
    assert sum(even) == pytest.approx(1.0)
    assert even[0] > even[1] > even[2]  # the seat about to play moves first in every round
    near = model.chances([0, 14, 0])
    assert near[1] > 0.4 and near[1] > near[0] > near[2]
    assert model.chances([5, 0])[0] > model.chances([0, 0])[0]
    assert model.chances([3, 16, 2])[1] == 0.0  # over the target (eagle_overflow: keep)


def test_a_position_is_worth_its_share_of_a_finished_game_or_the_race():
    state = new(["S7", "S7", "S1"])
    play(state, "draw", "draw", "draw")  # 15: seat 0 wins on the draw
    assert state.phase == OVER
    model = race_model(state.game)
    assert model.value(state, 0) == 1.0 and model.value(state, 1) == 0.0
    state = play(new(["S7", "S5"]), "draw", "stop")  # seat 0: 7, seat 1 to play
    assert model.value(state, 0) == pytest.approx(model.chances([0, 7])[1])


# --- the look-ahead -------------------------------------------------------------------------------

def test_the_next_card_is_the_kind_asked_and_the_position_is_left_alone():
    state = play(new(["S3", "S5", "WOLF", "S1"]), "draw")
    before = state.to_json()
    world = state.observation(0).sample_world(random.Random(1), record_events=False)
    for kind in (S1, S7):
        after = with_next_card(world, kind)
        assert after.m_kind[-1] == kind and after.flock[0] == 0
        assert after.m_value == 3 + VALUE[kind]
    wolf = with_next_card(world, 4)
    assert wolf.turn == 1 and wolf.m_kind == []  # the wolf ate the 3
    assert state.to_json() == before


def test_an_empty_pile_is_refilled_from_the_discards_as_the_draw_would():
    counts = [3, 0, 0, 0, 1, 0, 0, 0, 0, 0]  # three 1s and a wolf
    state = play(new(["S1", "WOLF", "S1", "S1"], deck_counts=counts), "draw", "draw", "draw")
    assert state.turn == 1 and state.m_kind == [S1] and len(state.draw) == 1
    play(state, "draw")  # seat 1 draws the last card
    assert not state.draw and sorted(state.discard) == [S1, WOLF]
    world = state.observation(1).sample_world(random.Random(2), record_events=False)
    assert world.next_draw_counts()[S1] == 1
    after = with_next_card(world, S1)
    assert after.m_kind == [S1, S1, S1] and after.discard == [] and after.draw == [WOLF]
    assert world.discard == [S1, WOLF] or sorted(world.discard) == [S1, WOLF]


def test_drawing_is_worth_the_average_over_the_cards_left():
    state = play(new(["S5", "DOG", "S3"], players=3), "draw", "draw")
    world = state.observation(0).sample_world(random.Random(1), record_events=False)
    lookahead = Lookahead(race_model(state.game), 0)
    counts = world.next_draw_counts()
    expected = sum(n * lookahead.value(with_next_card(world, k), 0)
                   for k, n in enumerate(counts) if n) / sum(counts)
    assert lookahead.move_value(world, DRAW_ID, 1) == pytest.approx(expected)


def test_it_draws_when_every_card_left_wins_and_stops_when_every_one_busts():
    wins = [10, 0, 0, 2, 0, 0, 0, 0, 0, 0]  # ten 1s and two 7s
    assert hard_move(play(new(["S7", "S7"], deck_counts=wins), "draw", "draw")) == "draw"
    # seat 0 loses a 1 to the wolf, seat 1 banks the other 1, seat 0 draws 7 and 7 (14):
    # only 3s are left in the pile (the discarded 1 comes back when it is refilled)
    busts = [2, 4, 0, 2, 1, 0, 0, 0, 0, 0]
    state = new(["S1", "WOLF", "S1", "S7", "S7"], deck_counts=busts)
    play(state, "draw", "draw", "draw", "stop", "draw", "draw")
    assert state.m_value == 14 and state.next_draw_counts()[1] == 4 and state.turn == 0
    assert hard_move(state) == "stop"


def test_a_storm_goes_to_the_player_closest_to_winning():
    # seat 1 banks 7 then 7 (14), seat 2 banks 5 then meets a wolf, seat 0 stops on a storm
    state = new(["S7", "S5", "S1", "S7", "WOLF", "STORM"], players=3, first=1)
    play(state, "draw", "stop", "draw", "stop", "draw", "stop", "draw", "stop", "draw",
         "draw", "stop")
    assert state.flock == [1, 14, 5] and state.m_kind == [STORM]
    assert hard_move(state) == "resolve:STORM,1"


def test_an_eagle_that_makes_exactly_the_target_takes_that_card():
    state = new(["S7", "S3", "S5", "S3", "WOLF", "WOLF", "EAGLE"], players=3, first=1)
    play(state, "draw", "stop", "draw", "stop", "draw", "draw", "stop", "draw", "draw",
         "draw", "stop")
    assert state.flock == [8, 7, 3] and state.turn == 0
    assert hard_move(state) == "resolve:EAGLE,1,S7"  # 8 + 7: exactly 15


# --- fairness and dispatch -------------------------------------------------------------------------

def test_the_same_public_position_gets_the_same_move_whatever_the_piles_order():
    """Twin matches: the same cards drawn so far, the rest of the pile in another order
    and another seed.  The seat can't tell them apart, and neither can its choice."""
    rng = random.Random(4)
    checked = 0
    for trial in range(20):
        game = cardgames.create("latxa", players=3)
        pack = [code for code, count in zip(LATXA_CODES, game.counts, strict=True)
                for _ in range(count)]
        rng.shuffle(pack)
        head = rng.randrange(4, 14)
        rest = pack[head:]
        rng.shuffle(rest)
        mine = game.new_state(deck=pack, dealer=0, seed=trial)
        twin = game.new_state(deck=pack[:head] + rest, dealer=0, seed=trial + 100)
        drawn = 0
        while not mine.is_over:
            legal = [str(a) for a in mine.legal_actions()]
            action = "stop" if mine.phase == DECIDE and mine.m_value >= 8 else (
                "draw" if "draw" in legal else legal[0])
            if action == "draw":
                if drawn == head:
                    break
                drawn += 1
            mine.apply(action)
            twin.apply(action)
        if mine.is_over or mine.phase != DECIDE:
            continue
        seat = mine.current_player
        assert mine.observation(seat).to_json() == twin.observation(seat).to_json()
        assert hard_move(mine, seed=trial) == hard_move(twin, seed=trial)
        checked += 1
    assert checked >= 5


def test_hard_uses_the_look_ahead_and_ismcts_the_generic_search(monkeypatch):
    asked = []

    def spy(observation, rng):
        asked.append(observation.seat)
        return observation.legal_ids()[0]

    monkeypatch.setattr(latxa_search, "choose", spy)
    state = play(new(["S3", "S5", "S1"], players=3), "draw")
    make_player("hard", seed=1).choose(state.observation(0))
    assert asked == [0]
    make_player("ismcts", seed=1, iterations=20).choose(state.observation(0))
    assert asked == [0]


def test_hard_plays_legal_moves_to_the_end_under_house_rules():
    rng = random.Random(8)
    decisions = 0
    for round_ in range(6):
        players = 2 + round_ % 5
        rules = {"target": rng.choice([10, 15, 21]),
                 "end_effects_optional": rng.random() < 0.5,
                 "eagle_steal_choice": rng.choice(["thief", "random"]),
                 "eagle_overflow": rng.choice(["discard", "keep"]),
                 "fold_uses": rng.choice([0, 1, 2]),
                 "reshuffle_discards": rng.random() < 0.7}
        game = cardgames.create("latxa", players=players, rules=rules)
        state = game.new_state(seed=round_)
        bots = [make_player("hard" if s == 0 else "normal", seed=s) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            action = bots[seat].choose(state.observation(seat))
            assert state.is_legal(action)
            state.apply(action)
            decisions += seat == 0
            assert decisions < 5000
    assert decisions > 10
