"""K'ap T'ai Shap: the spec's examples (§11, §5), the §3 deal for every player count,
each option's effect, and the refusals -- all on stacked decks."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.core.options import OptionError
from cardgames.core.settlement import HandEnd, HandResult
from cardgames.core.views import DrawDiscardView, shape_problems
from cardgames.games.kap_tai_shap import (
    _residue_options,
    _splits,
    canonical,
    deal_woodpile,
    is_tens_pair,
    is_winning,
    structure,
    tiles_away,
    winning_split,
)

#: §5's winning hand: 5-5+5-5 (eye), 6-6+4-4, 4-2+6-1, 3-1+5-1, 4-1+3-2
WINNER = ["5-5", "5-5", "6-6", "4-4", "4-2", "6-1", "3-1", "5-1", "4-1", "3-2"]
#: two players, one set: skip, draw and discard the drawn tile never wins -> void
VOID_DECK = ["1-1", "3-1", "4-1", "5-1", "6-1", "4-4", "6-6", "3-3", "6-5", "5-2", "6-4",
             "5-1", "4-3", "5-4", "1-1", "6-3", "4-4", "5-3", "3-1", "6-1", "3-3", "3-2",
             "5-5", "2-2", "6-5", "6-4", "5-5", "6-6", "2-2", "4-2", "2-1", "6-2"]
#: the §9 tutorial deal (three players, two sets; seat 2 leads)
TUTORIAL = ["6-6", "6-6", "1-1", "3-3", "5-1", "6-5", "2-1", "4-1", "6-4", "3-1",
            "5-5",
            "5-5", "5-5", "6-6", "4-4", "4-2", "6-1", "3-1", "3-3", "3-2",
            "2-2",
            "6-3", "5-4", "6-2", "1-1", "4-3", "5-2", "4-4", "2-2", "6-1",
            "4-1", "6-5", "2-2"]
#: the same with 2-2 on top of the stock (the learner's first draw does not win)
SLOW = TUTORIAL[:30] + ["2-2", "6-5", "4-1"]


def make(players=3, deck=None, dealer=0, decks=None, **rules):
    game = cardgames.create("kap_tai_shap", players=players, rules=rules)
    if decks is not None:
        return game, game.new_state(decks=decks, dealer=dealer, seed=2)
    return game, game.new_state(deck=deck or TUTORIAL, dealer=dealer, seed=2)


def play_void(state) -> None:
    """Skip, draw and discard the drawn tile until the stock runs out."""
    state.apply(f"discard:{state.hands[state.current][0]}")
    while state.history == [] or state.phase_name != "pick":
        state.apply("skip")
        state.apply("draw")
        if state.history:
            return
        state.apply(f"discard:{state.just_drew}")


# --- §2 and §11: the winning check ---------------------------------------------------------

def test_eye_choice_matters():
    hand = ["6-5", "6-5", "6-3", "5-4", "5-5", "5-5", "1-1", "5-3", "2-1", "4-3"]
    eye, pairs = winning_split(hand)
    assert eye == ["5-5", "5-5"]
    assert sorted(map(sorted, pairs)) == sorted(map(sorted, [
        ["6-5", "6-3"], ["6-5", "5-4"], ["1-1", "5-3"], ["2-1", "4-3"]]))
    changed = [("4-1" if c == "4-3" else c) for c in hand]
    assert not is_winning(changed) and winning_split(changed) is None


def test_the_eye_6_5_alone_would_fail():
    """With 6-5+6-5 as the eye the two nines have no residue-1 partner left."""
    rest = ["6-3", "5-4", "5-5", "5-5", "1-1", "5-3", "2-1", "4-3"]
    assert not any(_splits(c) for c in _residue_options(rest, "3"))
    eye_5_5 = ["6-5", "6-5", "6-3", "5-4", "1-1", "5-3", "2-1", "4-3"]
    assert any(_splits(c) for c in _residue_options(eye_5_5, "3"))


def test_winner_with_a_4_2():
    hand = ["3-3", "3-3", "4-2", "5-2", "2-1", "4-3", "6-2", "1-1", "6-4", "5-5"]
    eye, pairs = winning_split(hand)
    assert eye == ["3-3", "3-3"] and len(pairs) == 4


def test_spec_5_winning_hand_and_non_pairs():
    assert is_winning(WINNER)
    assert not is_tens_pair("2-2", "2-2")  # 4 + 4
    assert not is_tens_pair("4-2", "3-1")  # the 4-2 counts 3: 3 + 4 = 7
    assert is_tens_pair("4-2", "6-1") and is_tens_pair("6-6", "4-4") and is_tens_pair("5-5", "6-4")
    assert not is_winning(WINNER[:9]), "only ten tiles can win"


def test_tens_pairs_by_residue():
    expected = {("6-5", "6-3"), ("6-5", "5-4"), ("6-6", "4-4"), ("1-1", "6-2"), ("1-1", "5-3"),
                ("4-2", "6-1"), ("2-1", "5-2"), ("2-1", "4-3"), ("3-1", "3-3"), ("2-2", "5-1"),
                ("4-1", "3-2"), ("4-1", "4-1"), ("5-5", "6-4"), ("6-4", "6-4")}
    for a, b in expected:
        assert is_tens_pair(a, b) and is_tens_pair(b, a), (a, b)
    assert not is_tens_pair("6-5", "6-5") and not is_tens_pair("6-6", "6-6")


def test_four_two_value_option_changes_the_pairs():
    assert is_tens_pair("4-2", "3-1", "6") and not is_tens_pair("4-2", "6-1", "6")
    assert is_tens_pair("4-2", "3-1", "either") and is_tens_pair("4-2", "6-1", "either")
    six = ["5-5", "5-5", "6-6", "4-4", "4-2", "3-1", "2-1", "6-1", "4-1", "3-2"]
    assert not is_winning(six, "3") and is_winning(six, "6") and is_winning(six, "either")
    assert is_winning(WINNER, "either") and not is_winning(WINNER, "6")


def test_military_eye_with_two_sets():
    assert is_winning(["6-3", "6-3", "6-6", "4-4", "4-2", "6-1", "3-1", "5-1", "4-1", "3-2"])


def test_distance_and_learner_aid():
    assert tiles_away(WINNER) == 0
    nine = ["5-5", "5-5", "6-6", "4-4", "4-2", "6-1", "3-1", "3-3", "3-2"]
    assert tiles_away(nine) == 1
    aid = structure(nine)
    assert aid["eye"] == ["5-5", "5-5"] and aid["loose"] == ["3-2"] and len(aid["pairs"]) == 3


# --- §3: the deal --------------------------------------------------------------------------

def test_deal_indices_three_players():
    """§11.3: removed deck[10], deck[20]; hands deck[0..9], deck[11..19], deck[21..29];
    stock deck[30..63], then deck[20], deck[10] (36 tiles)."""
    deck = [f"t{i}" for i in range(64)]
    hands, stock = deal_woodpile(deck, 3, leader=1)
    assert hands[1] == deck[0:10] and hands[2] == deck[11:20] and hands[0] == deck[21:30]
    assert stock == deck[30:64] + [deck[20], deck[10]] and len(stock) == 36


def test_deal_indices_four_players():
    deck = [f"t{i}" for i in range(64)]
    hands, stock = deal_woodpile(deck, 4, leader=0)
    assert hands == [deck[0:10], deck[11:20], deck[21:30], deck[31:40]]
    assert stock == deck[40:64] + [deck[30], deck[20], deck[10]] and len(stock) == 27


@pytest.mark.parametrize("players", range(2, 9))
def test_the_engine_deals_the_woodpile_for_every_count(players):
    game = cardgames.create("kap_tai_shap", players=players)
    assert game.sets == max(2, -(-players // 2))
    deck = list(game.deck.codes)
    random.Random(players).shuffle(deck)
    leader = players - 1
    state = game.new_state(deck=deck, dealer=leader, seed=0)
    assert state.hands[leader] == canonical(deck[0:10])
    for k in range(1, players):
        assert state.hands[(leader + k) % players] == canonical(deck[10 * k + 1:10 * k + 10])
    removed = [deck[10 * k] for k in range(1, players)]
    assert state.stock == deck[10 * players:] + removed[::-1]
    dealt = state.events[0]
    assert dealt["type"] == "dealt" and dealt["leader"] == leader and dealt["far_end"] == players - 1
    assert dealt["counts"][leader] == 10 and dealt["dice"] is None


def test_tutorial_deal():
    game, state = make(3, TUTORIAL, dealer=2)
    assert state.hands[2] == canonical(TUTORIAL[0:10])
    assert state.hands[0] == canonical(TUTORIAL[11:20])
    assert state.stock[:3] == ["4-1", "6-5", "2-2"] and state.stock[-2:] == ["2-2", "5-5"]
    assert state.current_player == 2 and state.phase_name == "discard"


# --- §4: play ------------------------------------------------------------------------------

def test_a_turn_pick_put_draw_discard():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:6-5")  # the leader's opening
    assert state.current_player == 0 and state.phase_name == "pick"
    assert [str(a) for a in state.legal_actions()] == ["pick:6-5", "skip"]
    state.apply("pick:6-5")
    assert state.phase_name == "put" and len(state.hands[0]) == 10
    assert "put:6-5" not in [str(a) for a in state.legal_actions()]
    state.apply("put:3-2")
    assert state.phase_name == "draw" and state.discards == ["3-2"] and state.discarders == [0]
    assert [str(a) for a in state.legal_actions()] == ["draw"]
    state.apply("draw")
    assert state.phase_name == "discard" and state.just_drew == "4-1"
    state.apply("discard:4-1")
    assert state.current_player == 1 and state.phase_name == "pick"
    assert state.known[0] == ["6-5"]


def test_win_by_pick_tutorial_step_4():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:4-1")
    state.apply("pick:4-1")
    record = state.history[0]
    assert record["winner"] == 0 and record["how"] == "pick"
    assert record["pot"] == 60 and record["cut"] == 3 and record["deltas"] == [37, -20, -20]
    won = next(e for e in state.events if e["type"] == "won")
    assert won["tile"] == "4-1" and won["eye"] == ["5-5", "5-5"]


def test_win_by_draw_after_a_skip():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:2-1")
    state.apply("skip")
    state.apply("draw")
    assert state.history[0]["how"] == "draw" and state.history[0]["winner"] == 0


def test_win_from_the_deal():
    game, state = make(3, WINNER, dealer=1)
    assert state.history[0]["how"] == "deal" and state.history[0]["winner"] == 1
    assert state.hand_no == 1 and len(state.history) == 1


def test_put_back_an_identical_copy_is_legal():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:6-6")
    state.apply("pick:6-6")  # the learner holds another 6-6 now: two
    assert "put:6-6" in [str(a) for a in state.legal_actions()]
    state.apply("put:6-6")
    assert state.discards == ["6-6"]


def test_pick_takes_the_most_recent_copy():
    game, state = make(3, SLOW, dealer=2)
    state.apply("discard:3-1")
    state.apply("skip")
    state.apply("draw")
    state.apply("discard:3-1")  # seat 0 lets its 3-1 go too
    assert state.discards == ["3-1", "3-1"] and state.discarders == [2, 0]
    state.apply("pick:3-1")
    assert state.discarders == [2] and state.known[1] == ["3-1"]


def test_draw_with_an_empty_stock_is_void():
    game, state = make(2, VOID_DECK, num_sets="1", discard_pick="none", hands_per_session=2)
    play_void(state)
    record = state.history[0]
    assert record["how"] == "void" and record["winner"] is None
    assert record["deltas"] == [0, 0] and state.scores == [0, 0]
    assert [p["reason"] for p in record["payments"]] == ["ante", "ante", "ante returned",
                                                         "ante returned"]
    assert HandResult.from_data(record["result"]).end == HandEnd.VOID
    assert any(e["type"] == "void" for e in state.events)


# --- §5: the pot ---------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "stake", "cut", "net"), [(4, 20, 4, 56), (6, 10, 3, 47),
                                                              (7, 20, 7, 113)])
def test_the_pot(players, stake, cut, net):
    game, state = make(players, WINNER, dealer=0, stake=stake)
    record = state.history[0]
    assert record["pot"] == players * stake and record["cut"] == cut
    assert record["prize"] == players * stake - cut
    assert record["deltas"] == [net] + [-stake] * (players - 1)
    reasons = [p["reason"] for p in record["payments"]]
    assert reasons == ["ante"] * players + ["pot to the winner", "house cut"]
    assert state.house == cut and sum(state.scores) == -cut


def test_house_cut_percent():
    game, state = make(4, WINNER, dealer=0, house_cut_percent=0)
    assert state.history[0]["deltas"] == [60, -20, -20, -20]
    game, state = make(4, WINNER, dealer=0, house_cut_percent=20)
    assert state.history[0]["cut"] == 16


# --- §8: options ---------------------------------------------------------------------------

def test_last_only_picking():
    game, state = make(3, SLOW, dealer=2, discard_pick="last_only")
    state.apply("discard:4-1")
    state.apply("skip")
    state.apply("draw")
    state.apply("discard:3-2")
    assert state.takeable() == ["3-2"]
    assert [str(a) for a in state.legal_actions()] == ["pick:3-2", "skip"]
    with pytest.raises(IllegalAction, match="latest discard"):
        state.apply("pick:4-1")
    view = state.view(1)
    assert view["live_discard"] == "3-2" and view["extra"]["takeable"] == ["3-2"]


def test_no_picking():
    game, state = make(3, TUTORIAL, dealer=2, discard_pick="none")
    state.apply("discard:4-1")
    assert [str(a) for a in state.legal_actions()] == ["skip"]
    with pytest.raises(IllegalAction, match="no tile may be taken"):
        state.apply("pick:4-1")
    assert state.view(0)["live_discard"] is None and state.view(0)["extra"]["takeable"] == []


def test_any_picking_view():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:4-1")
    view = state.view(0)
    assert view["live_discard"] is None and view["extra"]["takeable"] == ["4-1"]
    assert view["discards"] == ["4-1"] and view["discarders"] == [2]
    assert view["exposed"] == [[], [], []] and view["drawn"] is None


def test_no_draw_after_pick():
    game, state = make(3, TUTORIAL, dealer=2, draw_after_pick=False)
    state.apply("discard:6-5")
    state.apply("pick:6-5")
    state.apply("put:3-2")
    assert state.current_player == 1 and state.phase_name == "pick"
    assert len(state.stock) == 27 + 9  # nothing drawn


def test_carry_over():
    game, state = make(2, decks=[VOID_DECK, WINNER], num_sets="1", discard_pick="none",
                       exhausted_stock="carry_over", next_leader="rotate", hands_per_session=3)
    play_void(state)
    first = state.history[0]
    assert first["how"] == "carry_over" and first["deltas"] == [-20, -20]
    assert first["carried"] == 40
    assert HandResult.from_data(first["result"]).end == HandEnd.EXHAUSTED
    second = state.history[1]  # seat 1 leads the WINNER deck and wins from the deal
    assert second["winner"] == 1 and second["pot"] == 80 and second["cut"] == 4
    assert second["deltas"] == [-20, 56] and state.scores == [-40, 36] and state.carried == 0


def test_carry_over_on_the_last_hand_goes_back():
    game, state = make(2, VOID_DECK, num_sets="1", discard_pick="none",
                       exhausted_stock="carry_over", hands_per_session=1)
    play_void(state)
    assert state.is_over and state.history[0]["how"] == "void" and state.scores == [0, 0]


def test_next_leader_rules():
    game, state = make(4, decks=[WINNER, WINNER], dealer=2, next_leader="winner")
    assert state.leader == 2 and state.history[1]["winner"] == 2
    game, state = make(4, decks=[WINNER, WINNER], dealer=2, next_leader="rotate")
    assert state.history[1]["leader"] == 3
    game, state = make(4, decks=[WINNER], dealer=2, next_leader="dice")
    dealt = [e for e in state.events if e["type"] == "dealt"][1]
    assert dealt["thrower"] == 2 and len(dealt["dice"]) == 4
    assert dealt["leader"] == (2 + sum(dealt["dice"])) % 4


def test_void_keeps_the_thrower():
    game, state = make(2, VOID_DECK, num_sets="1", discard_pick="none", hands_per_session=2)
    play_void(state)
    dealt = [e for e in state.events if e["type"] == "dealt"][1]
    assert dealt["thrower"] == 0 and dealt["leader"] == sum(dealt["dice"]) % 2


def test_first_leader_by_dice():
    game = cardgames.create("kap_tai_shap", players=5)
    state = game.new_state(seed=11)
    dealt = state.events[0]
    assert dealt["thrower"] == 0 and dealt["leader"] == sum(dealt["dice"]) % 5


def test_hands_per_session_ends_the_match():
    game, state = make(3, decks=[WINNER] * 3, dealer=0, hands_per_session=3)
    assert state.is_over and len(state.history) == 3
    assert state.events[-1]["type"] == "match_over"
    assert state.outcome.reason.value == "hands_played"


def test_num_sets():
    game = cardgames.create("kap_tai_shap", players=4, rules={"num_sets": "3"})
    assert game.sets == 3 and len(game.deck.codes) == 96
    assert cardgames.create("kap_tai_shap", players=7).sets == 4
    assert cardgames.create("kap_tai_shap", players=3, rules={"num_sets": "1"}).sets == 1
    with pytest.raises(OptionError, match="num_sets"):
        cardgames.create("kap_tai_shap", players=8, rules={"num_sets": "1"})


def test_presets_load():
    for preset in ("standard", "rummy", "four_two_six", "four_two_either", "carry_over",
                   "no_picking"):
        cardgames.create("kap_tai_shap", preset=preset).new_state(seed=1)
    assert cardgames.create("kap_tai_shap", preset="rummy").pick_rule == "last_only"


# --- refusals and views --------------------------------------------------------------------

@pytest.mark.parametrize(("moves", "action", "words"), [
    ([], "discard:5-5", "don't hold"),
    ([], "skip", "discard one"),
    (["discard:4-1"], "pick:6-6", "not on the table"),
    (["discard:4-1"], "draw", "pick a tile from the table, or skip"),
    (["discard:4-1"], "discard:5-5", "pick a tile"),
    (["discard:6-5", "pick:6-5"], "put:6-5", "just picked"),
    (["discard:6-5", "pick:6-5"], "skip", "put one of your other tiles"),
    (["discard:6-5", "skip"], "discard:5-5", "draw the next tile"),
    ([], "pick:7-7", "not a tile"),
    ([], "pass", "not a K'ap T'ai Shap move"),
    ([], "draw:6-6", "takes no tiles"),
])
def test_refusals(moves, action, words):
    game, state = make(3, TUTORIAL, dealer=2)
    for move in moves:
        state.apply(move)
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


def test_view_shape_and_hiding():
    game, state = make(3, SLOW, dealer=2)
    state.apply("discard:4-1")
    state.apply("skip")
    state.apply("draw")
    mine = state.view(0)
    assert not shape_problems(mine, DrawDiscardView)
    assert mine["extra"]["just_drew"] == "2-2" and mine["extra"]["step"] == "discard"
    theirs = state.view(1)
    assert theirs["extra"]["just_drew"] is None and theirs["hand"] != mine["hand"]
    assert theirs["hand_counts"] == [10, 9, 9]
    drew = [e for e in state.events_for(1) if e["type"] == "drew"][0]
    assert drew["tile"] is None
    assert [e for e in state.events_for(0) if e["type"] == "drew"][0]["tile"] == "2-2"
    aid = mine["extra"]["aid"]
    assert aid["tiles_away"] == 0 or aid["best_discards"]
    assert mine["extra"]["pot"] == 60 and mine["extra"]["house_cut"] == 3


def test_learner_aid_names_the_winning_tile():
    game, state = make(3, TUTORIAL, dealer=2)
    state.apply("discard:2-1")
    aid = state.view(0)["extra"]["aid"]
    assert aid["tiles_away"] == 1 and "4-1" in aid["wins"] and "3-2" in aid["wins"]
    assert aid["eye"] == ["5-5", "5-5"] and aid["loose"] == ["3-2"]


def test_four_two_value_in_play():
    """With the 4-2 counting six, the tutorial's pick no longer wins (6 + 7 = 13)."""
    game, state = make(3, TUTORIAL, dealer=2, four_two_value="6")
    state.apply("discard:4-1")
    state.apply("pick:4-1")
    assert state.phase_name == "put" and not state.history
    game, state = make(3, TUTORIAL, dealer=2, four_two_value="either")
    state.apply("discard:4-1")
    state.apply("pick:4-1")
    assert state.history[0]["winner"] == 0


def test_winner_rule_after_a_void_keeps_the_leader():
    game, state = make(2, VOID_DECK, num_sets="1", discard_pick="none", next_leader="winner",
                       hands_per_session=2, dealer=1)
    play_void(state)
    assert state.history[0]["how"] == "void" and state.leader == 1
    dealt = [e for e in state.events if e["type"] == "dealt"][1]
    assert dealt["leader"] == 1 and dealt["dice"] is None
