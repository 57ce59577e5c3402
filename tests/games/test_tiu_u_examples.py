"""Tiu U's rules on stacked decks and set positions: the spec's §11 examples, the §5
worked examples, the §3 deal for two and three players, each option's effect, and the
refusals in a player's words."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from tiu_u_positions import position

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.games.tiu_u import DECK, canonical, matches, round_up


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def refused(state, action) -> str:
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert state.to_json() == before
    reason = str(error.value)
    assert reason[-1] in ".!?" and not re.search(r"[a-z_]+:[0-9A-Za-z]", reason), reason
    return reason


# --- §4.1 and §11.1: matching --------------------------------------------------------------

def test_match_is_by_pips_with_the_supreme_exception():
    assert matches("5-3", "4-4") and matches("5-3", "6-2")
    assert matches("4-2", "2-1") and matches("2-1", "4-2")
    assert matches("4-2", "5-1") and not matches("2-1", "5-1") and not matches("2-1", "3-3")
    assert not matches("4-2", "2-1", "off") and matches("4-2", "3-3", "off")
    assert not matches("4-2", "5-1", "exclusive") and not matches("2-1", "2-1", "exclusive")
    assert matches("5-1", "3-3", "exclusive")


EX1_TABLE = ["5-1", "3-3", "2-1", "4-4"]
EX1_HAND = ["4-2", "2-1", "6-2"]


def test_example_1_matching_additive():
    state = position(EX1_TABLE, [EX1_HAND, []])
    assert legal(state) == {"capture:4-2,5-1", "capture:4-2,3-3", "capture:4-2,2-1",
                            "capture:2-1,2-1", "capture:6-2,4-4", "pass"}
    assert "take" in refused(state, "capture:2-1,5-1")


def test_example_1_matching_exclusive():
    state = position(EX1_TABLE, [EX1_HAND, []], supreme_match="exclusive")
    assert legal(state) == {"capture:4-2,2-1", "capture:6-2,4-4", "pass"}
    assert "only each other" in refused(state, "capture:4-2,5-1")


def test_matching_with_the_exception_off():
    state = position(EX1_TABLE, [EX1_HAND, []], supreme_match="off")
    assert legal(state) == {"capture:4-2,5-1", "capture:4-2,3-3", "capture:2-1,2-1",
                            "capture:6-2,4-4", "pass"}


def test_a_capture_moves_both_tiles_to_the_catch_as_one_group():
    state = position(EX1_TABLE, [EX1_HAND, []], stock=["6-6"])
    state.apply("capture:6-2,4-4")
    assert state.catches[0] == [["6-2", "4-4"]]
    assert "6-2" not in state.hands[0] and "4-4" not in state.table
    assert state.view(1)["catches"][0] == [["6-2", "4-4"]]
    assert state.view(0)["catch_points"][0] == 32


# --- §4.4 and §11.2: the draw ------------------------------------------------------------

def test_example_2_the_drawn_tile_must_capture_and_the_player_chooses():
    state = position(["6-4", "5-5"], [["3-2"], ["4-1"]], stock=["5-5", "2-2"])
    state.apply("pass")
    assert state.phase == 2 and state.drawn == "5-5" and state.current == 0
    assert legal(state) == {"capture:5-5,6-4", "capture:5-5,5-5"}
    for seat in (0, 1):  # the drawn tile is shown to everybody
        assert state.view(seat)["drawn"] == "5-5"
    assert "must" in refused(state, "pass")
    assert "drew" in refused(state, "capture:3-2,6-4")
    state.apply("capture:5-5,6-4")
    assert state.catches[0] == [["5-5", "6-4"]] and state.table == ["5-5"]
    assert state.current == 1 and state.phase == 1 and state.drawn is None


def test_a_drawn_tile_that_matches_nothing_is_laid_and_the_turn_passes():
    state = position(["6-4"], [["3-2"], ["4-1"]], stock=["2-2", "1-1"])
    state.apply("pass")
    assert "2-2" in state.table and state.current == 1 and state.phase == 1
    last = [e for e in state.events if e.type in ("drew", "laid")][-2:]
    assert [e.type for e in last] == ["drew", "laid"] and last[1]["tile"] == "2-2"


def test_a_drawn_tile_claims_its_locked_pile():
    state = position(["6-4"], [["3-2"], ["4-1"]], stock=["5-5", "2-2"], piles=["5-5"])
    state.apply("pass")
    assert legal(state) == {"claim_pile:5-5", "capture:5-5,6-4"}
    state.apply("claim_pile:5-5")
    assert state.catches[0] == [["5-5"] * 4] and state.piles == []


def test_the_hand_empties_before_the_stock_and_the_player_keeps_drawing():
    state = position(["6-4"], [[], ["4-1"]], stock=["2-2", "1-1"])
    assert legal(state) == {"pass"}
    state.apply("pass")
    assert state.current == 1


# --- §4.3: piles ---------------------------------------------------------------------------

def test_pile_three_needs_two_alike_on_the_table_and_the_fourth_unplayed():
    state = position(["5-5", "5-5", "6-1"], [["5-5", "3-2"], ["4-1"]], stock=["2-2", "5-5"])
    assert "pile_three:5-5" in legal(state)
    state.apply("pile_three:5-5")
    assert state.piles == ["5-5"] and state.table == ["2-2", "6-1"]  # the 2-2 drawn and laid
    assert state.view(1)["piles"] == [["5-5", "5-5", "5-5"]]
    # nobody can take a piled tile singly
    assert not any(a.startswith("capture") and a.endswith(",5-5") for a in legal(state))


def test_pile_three_refused_when_the_fourth_is_caught_or_three_lie_loose():
    caught = position(["5-5", "5-5"], [["5-5"], ["4-1"]], catches=[[["5-5", "6-4"]], []])
    assert "pile_three:5-5" not in legal(caught)
    assert "fourth" in refused(caught, "pile_three:5-5")
    three = position(["5-5", "5-5", "5-5"], [["5-5"], ["4-1"]])
    assert "pile_three:5-5" not in legal(three) and "capture:5-5,5-5" in legal(three)
    assert "exactly two" in refused(three, "pile_three:5-5")
    military = position(["6-3", "6-3"], [["5-4"], ["4-1"]])
    assert "pile_three:5-4" not in legal(military)


def test_pile_three_rule_off_has_no_such_move():
    state = position(["5-5", "5-5"], [["5-5"], ["4-1"]], pile_three_rule=False)
    assert "pile_three:5-5" not in legal(state)
    assert "not a Tiu U move" in refused(state, "pile_three:5-5")


def test_the_fourth_tile_claims_the_pile_from_the_hand():
    state = position(["6-1"], [["5-5", "3-2"], ["4-1"]], piles=["5-5"], stock=["2-2", "1-1"])
    assert "claim_pile:5-5" in legal(state)
    state.apply("claim_pile:5-5")
    assert state.catches[0] == [["5-5"] * 4] and state.view(0)["catch_points"][0] == 80


# --- §3: the deal ----------------------------------------------------------------------------

def test_deal_two_players_from_the_woodpile():
    deck = list(reversed(DECK.codes))  # the 6-6 lie at the bottom, in the stock
    state = cardgames.create("tiu_u", players=2).new_state(seed=2, deck=deck, dealer=1)
    assert state.table == list(canonical(deck[:16]))
    assert state.hands[1] == canonical(deck[16:28]) and state.hands[0] == canonical(deck[28:40])
    assert state.stock == deck[40:] and len(state.stock) == 24
    assert state.current == 1 and state.first == 1
    view = state.view(0)
    assert view["stock"] == 24 and view["hand_counts"] == [12, 12] and view["row"] == []
    assert view["pile_counts"] == [0, 0] and view["drawn"] is None


def test_deal_three_players_from_the_woodpile():
    deck = list(reversed(DECK.codes))
    state = cardgames.create("tiu_u", players=3).new_state(seed=2, deck=deck, dealer=2)
    assert state.hands[2] == canonical(deck[16:24])
    assert state.hands[0] == canonical(deck[24:32])
    assert state.hands[1] == canonical(deck[32:40])
    assert state.stock == deck[40:]


def test_example_4_three_players_the_second_lays_his_double_six_before_the_first_turn():
    table = ["1-1"] * 4 + ["3-1"] * 4 + ["2-2"] * 4 + ["3-3"] * 4
    first = ["5-5"] * 4 + ["6-4"] * 4
    second = ["6-6", "6-6", "6-5", "6-5", "6-5", "6-5", "6-1", "6-1"]
    third = ["4-4"] * 4 + ["6-1", "6-1", "5-1", "5-1"]
    deck = table + first + second + third
    state = cardgames.create("tiu_u", players=3).new_state(seed=2, deck=deck, dealer=0)
    assert state.catches[1] == [["6-6", "6-6"]] and len(state.hands[1]) == 6
    assert state.current == 0 and state.phase == 1
    laid = [e for e in state.events if e.type == "sixes_laid"]
    assert laid[0]["seat"] == 1 and laid[0]["auto"] is True
    assert state.view(2)["catch_points"] == [0, 48, 0]


def test_three_sixes_lay_one_pair_four_lay_two():
    table = ["1-1"] * 4 + ["3-1"] * 4 + ["2-2"] * 4 + ["3-3"] * 4
    hand0 = ["6-6"] * 3 + ["5-5"] * 4 + ["6-4"] * 4 + ["6-5"]
    hand1 = ["6-6"] + ["6-5"] * 3 + ["6-1"] * 4 + ["5-1"] * 4
    state = cardgames.create("tiu_u").new_state(seed=2, deck=table + hand0 + hand1, dealer=0)
    assert state.catches[0] == [["6-6", "6-6"]] and state.hands[0].count("6-6") == 1
    assert state.catches[1] == []
    four = ["6-6"] * 4 + ["5-5"] * 4 + ["6-4"] * 4
    state = cardgames.create("tiu_u").new_state(seed=2, deck=table + four, dealer=0)
    assert state.catches[0] == [["6-6", "6-6"], ["6-6", "6-6"]]


def test_double_six_on_request_asks_the_holders_in_order_from_the_first_player():
    table = ["1-1"] * 4 + ["3-1"] * 4 + ["2-2"] * 4 + ["3-3"] * 4
    hand0 = ["6-6", "6-6"] + ["5-5"] * 4 + ["6-4"] * 4 + ["6-5"] * 2
    hand1 = ["6-6", "6-6"] + ["6-5"] * 2 + ["6-1"] * 4 + ["5-1"] * 4
    game = cardgames.create("tiu_u", rules={"double_six_auto": False})
    state = game.new_state(seed=2, deck=table + hand0 + hand1, dealer=1)
    assert state.current == 1 and legal(state) == {"lay_sixes", "keep_sixes"}
    assert state.view(1)["extra"]["step"] == "sixes"
    assert "lay" in refused(state, "pass")
    state.apply("keep_sixes")
    assert state.current == 0 and state.hands[1].count("6-6") == 2
    state.apply("lay_sixes")
    assert state.catches[0] == [["6-6", "6-6"]] and state.current == 1 and state.phase == 1
    assert "no pair" in refused(state, "lay_sixes")


# --- §5: scoring and settlement -----------------------------------------------------------

def test_example_3_small_fish_round_up():
    game = cardgames.create("tiu_u")
    catch = [["4-1", "3-2"], ["2-1", "1-1"], ["6-5", "6-5"]]
    assert game.score_catch(catch) == (22, 8, 54)
    assert [round_up(v, 10) for v in (0, 10, 11, 3)] == [0, 10, 20, 10]


A_CATCH = [["6-6", "6-6"], ["6-4", "5-5"], ["4-1", "3-2"], ["4-2", "2-1"], ["6-1", "5-2"]]
B_CATCH = [["6-3", "5-4"], ["5-3", "4-4"], ["1-1", "1-1"], ["3-1", "2-2"]]


def test_worked_example_two_players_b_pays_a_thirty():
    state = position([], [[], []], catches=[A_CATCH, B_CATCH], rest_to="table")
    assert state.game.score_catch(A_CATCH) == (44, 11, 108)
    assert state.game.score_catch(B_CATCH) == (34, 5, 78)
    state._score_deal()
    record = state.history[-1]
    assert record["points"] == [108, 78] and record["deltas"] == [30, -30]
    assert record["payments"] == [{"payer": 1, "payee": 0, "amount": 30,
                                   "reason": "difference_to_top"}]
    assert record["result"]["winners"] == [0] and state.scores == [30, -30]
    assert record["fish"][0] == {"big_pips": 44, "big": 88, "red": 11, "small": 20, "score": 108}


def test_three_players_tied_leaders_are_each_paid():
    a = [["6-6", "6-6"], ["6-5", "6-5"], ["6-3", "5-4"]]      # 48 + 44 + 36 = 128
    b = [["6-6", "6-6"], ["6-5", "6-5"], ["5-4", "6-3"]]      # 128
    c = [["5-5", "5-5"]]                                        # 40
    state = position([], [[], [], []], catches=[a, b, c], rest_to="table")
    state._score_deal()
    record = state.history[-1]
    assert record["points"] == [128, 128, 40] and record["winners"] == [0, 1]
    assert record["deltas"] == [88, 88, -176]
    assert [(p["payer"], p["payee"], p["amount"]) for p in record["payments"]] == [
        (2, 0, 88), (2, 1, 88)]


def test_equal_scores_pay_nothing():
    state = position([], [[], []], catches=[[["6-5", "6-5"]], [["6-5", "6-5"]]], rest_to="table")
    state._score_deal()
    assert state.history[-1]["deltas"] == [0, 0] and state.history[-1]["payments"] == []
    assert state.history[-1]["result"]["end"] == "drawn"


@pytest.mark.parametrize(("rules", "expected"), [
    ({}, (22, 8, 54)),
    ({"big_fish_min_pips": 7}, (22, 8, 54)),          # no 7-pip tile in this catch
    ({"big_fish_min_pips": 9}, (22, 8, 54)),
    ({"big_fish_points_per_pip": 3}, (22, 8, 76)),
    ({"small_fish_round_up_to": 1}, (22, 8, 52)),
    ({"small_fish_round_up_to": 5}, (22, 8, 54)),
])
def test_scoring_options(rules, expected):
    game = cardgames.create("tiu_u", rules=rules)
    assert game.score_catch([["4-1", "3-2"], ["2-1", "1-1"], ["6-5", "6-5"]]) == expected


def test_big_fish_threshold_moves_tiles_between_the_classes():
    catch = [["6-1", "4-3"], ["4-4", "5-3"]]  # 7 + 7 pips (red 1 + 4), 8 + 8 (red 8 + 0)
    assert cardgames.create("tiu_u").score_catch(catch) == (16, 5, 42)
    assert cardgames.create("tiu_u", rules={"big_fish_min_pips": 7}).score_catch(catch) == (30, 0, 60)
    assert cardgames.create("tiu_u", rules={"big_fish_min_pips": 9}).score_catch(catch) == (0, 13, 20)


def test_points_per_chip_and_no_settlement():
    state = position([], [[], []], catches=[A_CATCH, B_CATCH], rest_to="table",
                     points_per_chip=10)
    state._score_deal()
    assert state.history[-1]["deltas"] == [3, -3]
    state = position([], [[], []], catches=[A_CATCH, B_CATCH], rest_to="table",
                     settlement="none")
    state._score_deal()
    assert state.history[-1]["deltas"] == [108, 78] and state.scores == [108, 78]


# --- §4.3 options: forced capture, bait ------------------------------------------------------

def test_force_hand_capture():
    state = position(["6-4", "2-2"], [["5-5", "3-2"], ["4-1"]], force_hand_capture=True)
    assert legal(state) == {"capture:5-5,6-4"}
    assert "must" in refused(state, "pass")
    free = position(["6-4", "2-2"], [["3-2"], ["4-1"]], force_hand_capture=True)
    assert legal(free) == {"pass"}


def test_bait_replaces_pass():
    state = position(["6-4", "2-2"], [["5-5", "3-2"], ["4-1"]], bait_must_be_played=True,
                     stock=["1-1", "6-6"])
    assert legal(state) == {"capture:5-5,6-4", "bait:5-5", "bait:3-2"}
    assert "bait" in refused(state, "pass")
    state.apply("bait:3-2")
    assert "3-2" in state.table and state.hands[0] == ("5-5",)
    empty = position(["6-4"], [[], ["4-1"]], bait_must_be_played=True)
    assert legal(empty) == {"pass"}


def test_bait_with_forced_capture_only_when_nothing_can_be_taken():
    state = position(["6-4", "2-2"], [["5-5", "3-2"], ["4-1"]], bait_must_be_played=True,
                     force_hand_capture=True)
    assert legal(state) == {"capture:5-5,6-4"}
    none = position(["6-4", "2-2"], [["4-1", "3-2"], ["4-1"]], bait_must_be_played=True,
                    force_hand_capture=True)
    assert legal(none) == {"bait:4-1", "bait:3-2"}


# --- §6: the session ----------------------------------------------------------------------

def play_deal(state):
    start = state.hands_finished
    while not state.is_over and state.hands_finished == start:
        state.apply_id(state.legal_ids()[0])


def test_first_player_rotates_and_the_session_ends_after_its_deals():
    state = cardgames.create("tiu_u", rules={"deals_per_session": 3}).new_state(seed=4, dealer=1)
    firsts = []
    while not state.is_over:
        firsts.append(state.first)
        play_deal(state)
    assert firsts == [1, 0, 1] and len(state.history) == 3
    best = max(state.scores)
    assert state.winners == [s for s in (0, 1) if state.scores[s] == best]
    assert state.events[-1].type == "match_over"
    assert state.outcome.reason == "hands_played"


def test_first_player_next_is_the_winner():
    state = cardgames.create("tiu_u", players=3, rules={"first_player_next": "winner"}) \
        .new_state(seed=4, dealer=2)
    play_deal(state)
    winners = state.history[-1]["winners"]
    assert state.first == next(s for s in (2, 0, 1) if s in winners)


def test_first_player_next_at_random_comes_from_the_match_seed():
    game = cardgames.create("tiu_u", players=3,
                            rules={"first_player_next": "random", "deals_per_session": 8})
    runs = []
    for _ in range(2):
        state = game.new_state(seed=12, dealer=0)
        firsts = []
        while not state.is_over:
            firsts.append(state.first)
            play_deal(state)
        runs.append(firsts)
    assert runs[0] == runs[1] and set(runs[0]) <= {0, 1, 2} and len(set(runs[0])) > 1


def test_ledger_is_zero_sum_and_scores_are_the_ledger():
    state = cardgames.create("tiu_u", players=3).new_state(seed=9)
    while not state.is_over:
        play_deal(state)
    assert sum(state.scores) == 0
    total = Counter()
    for record in state.history:
        total.update(dict(enumerate(record["deltas"])))
    assert [total[s] for s in range(3)] == state.scores


# --- refusals and views ---------------------------------------------------------------------

def test_refusals_in_player_words():
    state = position(["6-4", "2-2"], [["5-5", "3-2"], ["4-1"]])
    assert "don't hold" in refused(state, "capture:6-5,6-4")
    assert "not on the table" in refused(state, "capture:5-5,6-5")
    assert "same pip total" in refused(state, "capture:5-5,2-2")
    assert "no locked pile" in refused(state, "claim_pile:5-5")
    assert "not a Tiu U move" in refused(state, "bait:5-5")
    assert "not a tile" in refused(state, "capture:7-7,2-2")
    assert "two tiles" in refused(state, "capture:5-5")
    assert refused(state, "nonsense")


def test_the_view_hides_hands_and_shows_the_rest():
    state = cardgames.create("tiu_u").new_state(seed=6, dealer=0)
    view = state.view(1)
    assert view["hand"] == list(state.hands[1])
    assert view["hand_counts"] == [len(state.hands[0]), len(state.hands[1])]
    assert "hands" not in view and "stock_tiles" not in view["extra"]
    dealt = state.events_for(1)[0]
    assert dealt["hands"][0] is None and dealt["hands"][1] == list(state.hands[1])
    assert view["legal_actions"] == [] and state.view(0)["legal_actions"]
    assert view["extra"]["step"] == "hand" and view["extra"]["ledger"] == [0, 0]
    assert sum(view["extra"]["unseen"].values()) == 64 - 16 - len(view["hand"]) - sum(
        len(g) for c in view["catches"] for g in c)
