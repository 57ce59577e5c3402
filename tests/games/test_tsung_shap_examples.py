"""Tsung Shap: every example of the spec (§5, §11) and every option, on stacked decks.

The first player's pile is ``deck[0..15]`` and the second's ``deck[16..31]``, each turned
in that order; seat 0 plays first (``dealer=0``), so the tiles come A1, B1, A2, B2 ...
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.games.tsung_shap import DECK, capture_options


def deck_of(first: list[str], second: list[str] = ()) -> list[str]:
    """A full stacked deck: the first pile starting with ``first``, the second with
    ``second``, the rest of the set in canonical order."""
    rest = Counter(DECK.codes) - Counter(first) - Counter(second)
    left = [c for c in DECK.codes if rest[c] > 0 and not rest.subtract([c])]
    a = list(first) + left[:16 - len(first)]
    b = list(second) + left[16 - len(first):]
    assert len(a) == 16 and len(b) == 16
    return a + b


def start(first, second=(), **rules):
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1, **rules})
    return game.new_state(deck=deck_of(first, second), dealer=0, seed=1)


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def last(state, kind):
    return next(e for e in reversed(state.events) if e.type == kind)


# --- §4.1 capture options ------------------------------------------------------------------------
def test_options_on_a_three_tile_row():
    """§11.1: row 6-1 3-3 5-5."""
    row = ["6-1", "3-3", "5-5"]
    assert capture_options(row, "4-4") == []   # 21, 24, 25
    assert capture_options(row, "6-4") == []   # 23, 26, 27
    assert capture_options(row, "2-1") == [("triple,ends", "triple", 1, 1)]  # 3 + 7 + 10


def test_options_on_a_three_tile_row_through_the_engine():
    state = start(["6-1", "5-5"], ["3-3", "2-1"])
    state.apply("place:right")          # 6-1
    state.apply("place:right")          # 3-3
    state.apply("place:right")          # 5-5: 10 + 7 + 6 = 23, no sweep
    assert state.drawn == "2-1" and state.row == ["6-1", "3-3", "5-5"]
    assert legal(state) == {"capture:triple,ends", "place:left", "place:right"}
    option = state.view(0)["extra"]["options"][0]
    assert option["name"] == "triple,ends" and option["points"] == 20
    assert sorted(option["taken"]) == ["5-5", "6-1"] and option["ends"] == ["left", "right"]
    state.apply("capture:triple,ends")
    assert state.row == ["3-3"]
    assert state.catches[1] == [["triple", ["2-1", "6-1", "5-5"], 20]]


def test_pair_versus_sweep():
    """§11.2: row 3-3 4-4, revealed 3-3: the pair (120) or the sweep (40); 3-1 on 3-1 6-5
    is only a pair (80), 4 + 4 + 11 = 19."""
    state = start(["3-3", "3-3"], ["4-4"])
    state.apply("place:right")
    state.apply("place:right")
    assert state.row == ["3-3", "4-4"] and state.drawn == "3-3"
    assert legal(state) == {"capture:pair,left", "capture:sweep", "place:left", "place:right"}
    points = {o["name"]: o["points"] for o in state.view(1)["extra"]["options"]}
    assert points == {"pair,left": 120, "sweep": 40}
    state.apply("capture:pair,left")
    assert state.row == ["4-4"] and state.catch_points() == [120, 0]
    assert capture_options(["3-1", "6-5"], "3-1") == [("pair,left", "pair", 1, 0)]


def test_merged_options_are_named_by_the_first_form():
    # a one-tile row: the pair at the left and at the right are one option
    assert capture_options(["5-5"], "5-5") == [("pair,left", "pair", 1, 0)]
    # two identical tiles: either pair leaves the same row (the function's rule; one set
    # never holds three copies)
    assert [o[0] for o in capture_options(["3-3", "3-3"], "3-3")] == ["pair,left"]
    # 5-5 6-4 5-5: the left and right tens take 5-5 + 6-4 and leave 5-5 -> triple,left
    assert [o[0] for o in capture_options(["5-5", "6-4", "5-5"], "6-4")] == [
        "triple,left", "triple,ends"]
    # a two-tile row's ten is the sweep (its three forms are the same tiles)
    assert [o[0] for o in capture_options(["6-5", "6-3"], "5-5")] == ["sweep"]


def test_both_ends_count_whatever_the_side():
    """§4.3, §7.2: a pair at the left and a ten at the right are both offered; only one
    may be taken."""
    row = ["6-6", "2-2", "5-5", "5-3"]   # 6-6: left 28, ends 32, right 12 + 10 + 8 = 30
    assert [o[0] for o in capture_options(row, "6-6")] == ["pair,left", "triple,right"]


def test_only_identical_tiles_pair_by_default_and_partners_with_chinese_pairs():
    assert capture_options(["5-4"], "6-3") == []
    assert capture_options(["5-4"], "6-3", chinese=True) == [("pair,left", "pair", 1, 0)]
    assert capture_options(["2-1"], "4-2", chinese=True) == [("pair,left", "pair", 1, 0)]
    assert capture_options(["6-2"], "6-3", chinese=True) == []
    state = start(["6-3"], ["5-4"], pair_rule="chinese")
    state.apply("place:right")
    assert legal(state) == {"capture:pair,left", "place:left", "place:right"}
    state.apply("capture:pair,left")
    assert state.catches[1] == [["pair", ["5-4", "6-3"], 180]]  # 10 x 18


def test_an_empty_row_takes_nothing_and_both_ends_are_the_same():
    state = start(["6-6"])
    assert state.row == [] and state.drawn == "6-6"
    assert legal(state) == {"place:left", "place:right"}
    state.apply("place:left")
    assert state.row == ["6-6"] and state.current == 1


# --- §5 worked examples ----------------------------------------------------------------------
def four_tile_row():
    """6-2 4-3 5-5 3-1, built by placing: A 6-2, B 4-3, A 5-5, B 3-1 (none captures)."""
    state = start(["6-2", "5-5", "2-1"], ["4-3", "3-1", "3-3"])
    for _ in range(4):
        assert not state.view(0)["extra"]["options"]
        state.apply("place:right")
    assert state.row == ["6-2", "4-3", "5-5", "3-1"]
    return state


def test_example_1_nothing_then_a_ten_at_the_right():
    state = four_tile_row()
    assert state.drawn == "2-1" and state.options() == []   # 18, 17, 15
    state.apply("place:left")
    assert state.row == ["2-1", "6-2", "4-3", "5-5", "3-1"]
    assert state.drawn == "3-3"
    assert legal(state) == {"capture:triple,right", "place:left", "place:right"}  # 17, 13, 20
    state.apply("capture:triple,right")
    assert state.catches[1][-1] == ["triple", ["3-3", "5-5", "3-1"], 20]
    assert state.row == ["2-1", "6-2", "4-3"]
    event = last(state, "captured")
    assert event["seat"] == 1 and event["kind"] == "triple" and event["points"] == 20


def test_example_2_sweep_and_the_same_player_restarts_the_row():
    state = start(["6-5", "5-5", "1-1"], ["6-3"])
    state.apply("place:right")
    state.apply("place:right")
    assert state.row == ["6-5", "6-3"] and state.drawn == "5-5"
    assert legal(state) == {"capture:sweep", "place:left", "place:right"}
    state.apply("capture:sweep")
    assert state.catches[0] == [["sweep", ["5-5", "6-5", "6-3"], 40]]
    assert state.row == ["1-1"]                      # his next tile, laid at once
    assert state.piles[0][0] != "1-1" and len(state.piles[0]) == 13
    assert state.current == 1                          # and the turn passes
    restarted = last(state, "restarted")
    assert restarted["seat"] == 0 and restarted["tile"] == "1-1" and restarted["row"] == ["1-1"]


def test_sweep_and_restart_of_section_11():
    """§11.3: row 5-2 4-1 (12), revealed 4-4 (8): a sweep, 40."""
    state = start(["5-2", "4-4", "6-6"], ["4-1"])
    state.apply("place:right")
    state.apply("place:right")
    state.apply("capture:sweep")
    assert state.catch_points() == [40, 0] and state.row == ["6-6"] and state.current == 1


def test_example_3_a_pair_of_heavens_is_240():
    state = start(["1-1", "6-6"], ["6-6"])
    state.apply("place:right")
    state.apply("place:right")
    assert state.row == ["1-1", "6-6"] and state.drawn == "6-6"
    assert legal(state) == {"capture:pair,right", "place:left", "place:right"}
    state.apply("capture:pair,right")
    assert state.catch_points() == [240, 0] and state.row == ["1-1"]


def scored(first_points, second_points, **rules):
    """Example 4's catches, scored by the engine."""
    state = start(["6-6"], **rules)
    state.catches = [first_points, second_points]
    state._score_game()
    return state


EXAMPLE_4 = ([["pair", ["5-1", "5-1"], 120], ["triple", ["4-1", "3-2", "5-5"], 20],
              ["sweep", ["6-4", "5-3", "1-1"], 40]],
             [["pair", ["2-2", "2-2"], 80], ["triple", ["4-1", "3-2", "2-1"], 10],
              ["triple", ["6-6", "6-6", "3-3"], 30]])


def test_example_4_totals_and_settlements():
    state = scored(*EXAMPLE_4)
    record = state.history[-1]
    assert record["points"] == [180, 120] and record["winners"] == [0]
    assert record["result"]["end"] == "won" and state.scores == [1, 0]  # a game won
    assert state.is_over and state.winners == [0]
    paid = scored(*EXAMPLE_4, settlement="difference", points_per_chip=1)
    assert paid.history[-1]["payments"] == [{"payer": 1, "payee": 0, "amount": 60,
                                            "reason": "difference"}]
    assert paid.scores == [60, -60] and paid.history[-1]["result"]["deltas"] == [60, -60]
    chips = scored(*EXAMPLE_4, settlement="difference")   # 10 points a chip
    assert chips.scores == [6, -6]


def test_equal_totals_are_a_draw():
    state = scored([["triple", ["4-1", "3-2", "5-5"], 20]], [["triple", ["4-1", "3-2", "5-5"], 20]])
    record = state.history[-1]
    assert record["winners"] == [] and record["result"]["end"] == "drawn"
    assert state.scores == [0, 0] and state.winners == [0, 1]


# --- claims -----------------------------------------------------------------------------------
def missed_ten():
    """A misses the ten 3-3 + 5-5 + 3-1 on 6-2 4-3 5-5 3-1 and places 3-3 on the left."""
    state = start(["6-2", "5-5", "3-3", "1-1"], ["4-3", "3-1", "6-6"])
    for _ in range(4):
        state.apply("place:right")
    assert state.drawn == "3-3"
    state.apply("place:left")
    return state


def test_a_missed_option_may_be_claimed_at_the_start_of_the_opponents_turn():
    state = missed_ten()
    view = state.view(1)
    assert view["phase"] == "claim" and view["drawn"] is None and state.current == 1
    assert view["extra"]["missed"][0]["name"] == "triple,right"
    assert legal(state) == {"claim:triple,right", "decline"}
    assert last(state, "placed")["missed"] == ["triple,right"]
    pile = len(state.piles[1])
    state.apply("claim:triple,right")
    assert state.row == ["6-2", "4-3"]
    assert state.catches[1] == [["triple", ["3-3", "5-5", "3-1"], 20]]
    claimed = last(state, "claimed")
    assert claimed["seat"] == 1 and claimed["points"] == 20
    # the claim does not replace his own reveal
    assert state.drawn == "6-6" and state.current == 1 and len(state.piles[1]) == pile - 1


def test_a_claimed_sweep_still_scores_40_and_the_row_restarts_with_the_own_tile():
    state = start(["6-5", "5-5"], ["6-3", "4-4"])
    state.apply("place:right")
    state.apply("place:right")
    state.apply("place:right")        # A misses the sweep 5-5 + 6-5 + 6-3
    assert legal(state) == {"claim:sweep", "decline"}
    state.apply("claim:sweep")
    assert state.catches[1] == [["sweep", ["5-5", "6-5", "6-3"], 40]]
    assert state.row == [] and state.drawn == "4-4"
    assert legal(state) == {"place:left", "place:right"}   # his tile starts a new row


def test_a_missed_option_expires():
    """§11.4: A misses a ten, B declines; nobody can claim it afterwards."""
    state = missed_ten()
    state.apply("decline")
    assert last(state, "declined")["options"] == ["triple,right"]
    assert state.phase == 2 and state.drawn == "6-6"   # B turns his own tile
    with pytest.raises(IllegalAction, match="no missed capture"):
        state.apply("claim:triple,right")
    state.apply("place:right")                         # 6-6 takes nothing here
    assert state.current == 0 and state.view(0)["phase"] == "resolve"
    assert state.view(0)["extra"]["missed"] == []
    with pytest.raises(IllegalAction, match="no missed capture"):
        state.apply("claim:triple,right")
    assert state.row == ["3-3", "6-2", "4-3", "5-5", "3-1", "6-6"]  # ordinary tiles now


def test_no_claim_step_without_claims():
    state = start(["6-5", "5-5"], ["6-3", "4-4"], claim_missed=False)
    for _ in range(3):
        state.apply("place:right")
    assert state.view(1)["phase"] == "resolve" and state.drawn == "4-4"
    assert last(state, "placed")["missed"] == []


def test_final_claim_then_the_game_ends():
    """§4.2 FINAL_CLAIM: the first player's last tile 5-5 could pair with the row's right
    end 5-5 (the second player's 15th); he places it, the opponent gets one claim step,
    and the game ends there: the second player's 16th tile is never turned."""
    rest = list((Counter(DECK.codes) - Counter(["5-5", "5-5"])).elements())
    deck = rest[:15] + ["5-5"] + rest[15:29] + ["5-5"] + rest[29:]
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1})
    for claim in (True, False):
        state = game.new_state(deck=deck, dealer=0, seed=2)
        while not (state.current == 0 and not state.piles[0] and state.phase == 2):
            state.apply("decline" if state.view(0)["phase"] == "claim" else "place:right")
        assert state.drawn == "5-5" and state.row[-1] == "5-5"
        assert "capture:pair,right" in legal(state)
        state.apply("place:right")
        assert state.current == 1 and "claim:pair,right" in legal(state)
        assert len(state.piles[1]) == 1
        state.apply("claim:pair,right" if claim else "decline")
        assert state.is_over and state.hands_finished == 1 and len(state.piles[1]) == 1
        assert [e.type for e in state.events[-2:]] == ["hand_scored", "match_over"]
        assert (["pair", ["5-5", "5-5"], 200] in state.catches[1]) == claim


def test_the_game_ends_when_a_player_has_turned_his_last_tile():
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1, "claim_missed": False})
    state = game.new_state(deck=deck_of(["2-1", "6-6"], ["3-2"]), dealer=0, seed=3)
    reveals = 0
    while not state.is_over:
        reveals += state.phase == 2
        actions = [a for a in legal(state) if a.startswith("capture")]
        state.apply(actions[0] if actions else "place:right")
    # captures that empty the row turn extra tiles: someone ran out, the other may not have
    assert 0 in [len(p) for p in state.piles]
    assert state.history[-1]["row"] == state.row


# --- options -------------------------------------------------------------------------------
def test_auto_capture_takes_the_best_option():
    state = start(["3-3", "3-3"], ["4-4"], auto_capture=True)
    state.apply("place:right")
    state.apply("place:right")
    # the pair (120) beats the sweep (40), taken without an action
    assert state.catches[0] == [["pair", ["3-3", "3-3"], 120]]
    assert last(state, "captured")["auto"] is True and state.current == 1


def test_auto_capture_ties_go_to_the_pair_then_the_left_end():
    state = start(["5-5", "6-4"], ["6-4"], auto_capture=True)
    state.apply("place:right")      # 5-5
    state.apply("place:right")      # 6-4 on 5-5: 20 + ... no; row 5-5 6-4
    # A's 6-4: pair,right (200) or the sweep (10 + 10 + 10 = 30 -> 40): the pair
    assert state.catches[0][0][0] == "pair"
    # equal points: the pair before a ten (pair_multiplier 1: 5-5 + 5-5 = 20 = 5-5 + 6-1 + 2-1)
    flat = start(["6-6"], pair_multiplier=1)
    row = ["5-5", "6-1", "2-1"]
    flat.row = row
    assert flat.best_option(capture_options(row, "5-5"), "5-5")[0] == "pair,left"
    # two tens of 20: the one at the left end
    row = ["4-4", "6-1", "3-3", "5-4"]
    flat.row = row
    options = capture_options(row, "4-1")
    assert [o[0] for o in options] == ["triple,left", "triple,right"]
    assert flat.best_option(options, "4-1")[0] == "triple,left"


def test_sweep_points_and_sweep_adds_pips():
    state = start(["6-5", "5-5"], ["6-3"], sweep_points=50, sweep_adds_pips=True)
    state.apply("place:right")
    state.apply("place:right")
    state.apply("capture:sweep")
    assert state.catch_points() == [50 + 30, 0]


def test_a_pair_clearing_a_one_tile_row():
    state = start(["5-5"], ["5-5"])
    state.apply("place:right")
    state.apply("capture:pair,left")
    assert state.catches[1] == [["pair", ["5-5", "5-5"], 200]]  # a pair, not a sweep
    assert len(state.row) == 1                                  # his next tile restarts it
    swept = start(["5-5"], ["5-5"], single_tile_pair_is_sweep=True)
    swept.apply("place:right")
    swept.apply("capture:pair,left")
    assert swept.catches[1] == [["sweep", ["5-5", "5-5"], 40]]


def test_pair_multiplier():
    state = start(["1-1", "6-6"], ["6-6"], pair_multiplier=3)
    state.apply("place:right")
    state.apply("place:right")
    state.apply("capture:pair,right")
    assert state.catch_points() == [72, 0]


@pytest.mark.parametrize(("rule", "expected"), [("alternate", [0, 1, 0, 1]),
                                                ("winner", None), ("random", None)])
def test_first_player_next(rule, expected):
    game = cardgames.create("tsung_shap", rules={"games_per_match": 4, "first_player_next": rule})
    state = game.new_state(seed=11, dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    firsts = [e["dealer"] for e in state.events if e.type == "dealt"]
    assert len(firsts) == 4 and firsts[0] == 0
    if expected is not None:
        assert firsts == expected
    if rule == "winner":
        for record, nxt in zip(state.history, firsts[1:], strict=False):
            want = record["winners"][0] if record["winners"] else 1 - record["dealer"]
            assert nxt == want


def test_games_per_match_and_the_match_result():
    game = cardgames.create("tsung_shap", rules={"games_per_match": 3})
    state = game.new_state(seed=4, dealer=1)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert state.hands_finished == 3 and len(state.history) == 3
    wins = [sum(seat in r["winners"] for r in state.history) for seat in (0, 1)]
    assert state.scores == wins
    assert state.winners == [s for s in (0, 1) if wins[s] == max(wins)]
    assert state.outcome.reason.value == "hands_played"


def test_four_in_hand():
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1,
                                                 "variant": "four_in_hand"})
    deck = ["6-6", "5-5", "4-4", "3-3", "6-6", "2-2", "1-1", "6-1", "4-4", "5-1"]
    state = game.new_state(deck=deck_of(deck), dealer=0, seed=5)
    view = state.view(0)
    assert view["phase"] == "play" and view["hand"] == ["6-6", "4-4", "5-5", "3-3"]
    assert view["stock"] == 24 and view["pile_counts"] == [0, 0]
    assert state.view(1)["hand"] == ["6-6", "1-1", "2-2", "6-1"]
    assert legal(state) == {"play:6-6", "play:4-4", "play:5-5", "play:3-3"}
    with pytest.raises(IllegalAction, match="don't hold"):
        state.apply("play:1-1")
    state.apply("play:6-6")
    assert state.drawn == "6-6" and legal(state) == {"place:left", "place:right"}
    state.apply("place:left")
    assert state.view(0)["hand"] == ["4-4", "5-5", "3-3", "4-4"] or         sorted(state.view(0)["hand"]) == sorted(["4-4", "5-5", "3-3", "4-4"])
    assert state.view(0)["stock"] == 23 and last(state, "drew")["tiles"] == ["4-4"]
    assert state.events_for(1)[-1]["tiles"] == [None]          # B doesn't see A's draw
    state.apply("play:6-6")                                    # B pairs the heaven
    state.apply("capture:pair,left")
    assert state.catches[1] == [["pair", ["6-6", "6-6"], 240]]
    assert state.row == ["5-1"]                                # restarted from the stock
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert all(not p for p in state.piles) and not state.stock  # both hands emptied


def test_four_in_hand_hides_the_other_hand_and_the_stock():
    game = cardgames.create("tsung_shap", rules={"variant": "four_in_hand"})
    state = game.new_state(seed=6)
    known = state.observation(0)._known
    assert known.piles[0] == state.piles[0] and known.piles[1] == [None] * 4
    assert known.stock == [None] * 24


# --- refusals ---------------------------------------------------------------------------
@pytest.mark.parametrize(("action", "words"), [
    ("capture:sweep", "takes nothing"),
    ("claim:sweep", "no missed capture"),
    ("decline", "no missed capture"),
    ("place:middle", "left or the right"),
    ("capture:pair,up", "no such capture"),
    ("play:6-6", "no hand"),
    ("bid:1", "not a Tsung Shap move"),
])
def test_refusals_in_player_words(action, words):
    state = start(["6-6"])
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words) as refused:
        state.apply(action)
    assert not re.search(r"[A-Za-z_]+:[A-Za-z0-9]", str(refused.value))  # no machine text
    assert state.to_json() == before


def test_a_capture_the_tile_cannot_make_is_refused_naming_what_it_can():
    state = start(["3-3", "3-3"], ["4-4"])
    state.apply("place:right")
    state.apply("place:right")
    with pytest.raises(IllegalAction, match="can't take the ten with both end tiles; it can "
                                            "take the pair with the left end tile"):
        state.apply("capture:triple,ends")


def test_in_the_claim_step_only_claims_and_decline():
    state = missed_ten()
    with pytest.raises(IllegalAction, match="First claim"):
        state.apply("place:left")
    with pytest.raises(IllegalAction, match="did not miss the pair"):
        state.apply("claim:pair,left")
