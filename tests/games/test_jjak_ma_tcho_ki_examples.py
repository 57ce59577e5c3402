"""Jjak-ma-tcho-ki by the spec's examples: the §11 examples, the §5 scoring examples, the
§3 deal for every player count, the banker draw, the effect of every §8 option, and the
refusals -- all on stacked decks (index 0 = top)."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.core.options import load_schema
from cardgames.core.settlement import HandResult
from cardgames.games.jjak_ma_tcho_ki import (
    DECK,
    DECLARED,
    PASS,
    SYSTEMS,
    draw_for_banker,
    parse_pair_rules,
    partner_table,
)


def new(players, dealer, deck, **rules):
    rules.setdefault("rounds", 1)
    game = cardgames.create("jjak_ma_tcho_ki", players=players, rules=rules)
    return game.new_state(seed=11, deck=deck, dealer=dealer)


def legal(state):
    return [str(a) for a in state.legal_actions()]


def play(state, *actions):
    for action in actions:
        state.apply(action)
    return state


def scored(state):
    return [e for e in state.events if e.type == "hand_scored"]


# --- §11 examples -------------------------------------------------------------------------

#: two players, banker seat 1: he holds no pair and must open by discarding
BANKER_NO_PAIRS = ["6-6", "1-1", "4-4", "6-5", "6-4"]


def test_example_1_take_discard_only_to_make_a_pair():
    learner = ["4-1", "2-2", "5-5", "6-1", "3-3"]
    state = new(2, 1, ["3-2", *BANKER_NO_PAIRS, *learner])
    play(state, "discard:3-2")
    assert state.current == 0 and state.view(0)["live_discard"] == "3-2"
    assert legal(state) == ["take_discard", "draw"]
    play(state, "take_discard")
    assert state.laid[0] == [("4-1", "3-2")]  # laid by itself
    assert state.phase == 2  # now the discard
    state = new(2, 1, ["4-2", *BANKER_NO_PAIRS, *learner])
    play(state, "discard:4-2")
    assert legal(state) == ["draw"]
    assert "none of yours pairs with it" in state.refusal("take_discard")


def test_example_2_korean_pairs():
    learner = ["4-1", "2-2", "5-5", "6-1", "6-3"]
    deck = ["6-2", *BANKER_NO_PAIRS, *learner]
    korean = play(new(2, 1, deck, pair_rules=["korean"]), "discard:6-2")
    assert "take_discard" in legal(korean)
    chinese = play(new(2, 1, deck), "discard:6-2")
    assert "take_discard" not in legal(chinese)


def heaven_position(**rules):
    """Seat 0 lays two pairs and keeps a 6-6; the banker (seat 1) then discards the other
    6-6.  Draws: seat 0 the 2-2, the banker the 3-3."""
    banker = ["6-6", "1-1", "4-4", "6-5", "6-4", "5-1"]
    learner = ["3-1", "3-1", "5-2", "4-3", "6-6"]
    state = new(2, 1, [*banker, *learner, "2-2", "3-3"], **rules)
    play(state, "discard:1-1", "draw", "discard:2-2", "draw", "discard:6-6")
    return state


def test_example_3_no_heaven_third_pair():
    state = heaven_position()
    assert len(state.laid[0]) == 2 and state.hands[0] == ("6-6",)
    assert state.live_discard == "6-6"
    assert legal(state) == ["draw"]
    assert "third pair" in state.refusal("take_discard")
    play(state, "draw")  # he draws, as the spec says
    assert state.hands[0][0] == "6-6" or "6-6" in state.hands[0]


def test_without_the_heaven_rule_the_6_6_may_be_the_third_pair():
    state = heaven_position(no_heaven_third_pair=False)
    assert legal(state) == ["take_discard", "draw"]
    play(state, "take_discard")
    record = scored(state)[-1]
    assert record["winner"] == 0 and record["how"] == "discard"
    assert record["deltas"] == [10, -10]


def test_a_drawn_heaven_pair_stays_in_hand_when_it_would_be_third():
    # the tutorial's step 5: two pairs laid, a 6-6 held, the second 6-6 drawn
    banker = ["6-5", "6-5", "1-1", "4-4", "6-2", "2-2"]
    learner = ["6-3", "3-1", "3-1", "5-2", "6-6"]
    ana = ["5-1", "3-3", "6-4", "4-2", "5-5"]
    stock = ["4-3", "6-1", "5-4", "1-1", "2-1", "6-4", "6-6"]
    state = new(3, 2, banker + learner + ana + stock)
    play(state, "discard:6-2", "draw", "discard:6-3", "draw", "discard:6-1", "draw",
         "discard:5-4", "draw", "discard:1-1", "draw", "discard:5-1", "draw", "discard:6-4",
         "draw")
    assert state.hands[0] == ("6-6", "6-6") and len(state.laid[0]) == 2
    assert state.view(0)["extra"]["held_back"] is True
    assert legal(state) == ["discard:6-6"]
    assert state.view(1)["extra"]["held_back"] is False


def test_example_4_banker_opening_win_is_paid_by_everyone():
    state = new(4, 3, ["5-5", "5-5", "6-3", "5-4", "4-2", "2-1"])
    record = scored(state)[-1]
    assert record["winner"] == 3 and record["how"] == "stock"
    assert record["deltas"] == [-10, -10, -10, 30]
    assert [p["reason"] for p in record["payments"]] == ["win_from_stock"] * 3
    assert record["pair_points"] == [0, 0, 0, 20 + 18 + 9]
    result = HandResult.from_data(record["result"], players=4)
    assert result.winners == (3,) and result.how == "stock"
    assert state.is_over and state.winners == [3]


# --- §5 scoring ---------------------------------------------------------------------------

def stock_win_deck():
    """Four players, banker seat 1 (no pair, discards 2-2); seat 2 holds two pairs and a
    3-1 and draws the other 3-1."""
    banker = ["6-6", "1-1", "4-4", "5-5", "3-3", "2-2"]
    seat2 = ["6-5", "6-5", "6-3", "5-4", "3-1"]
    seat3 = ["6-4", "6-1", "5-1", "4-1", "5-3"]
    seat0 = ["4-2", "3-2", "5-2", "6-2", "1-1"]
    return banker + seat2 + seat3 + seat0 + ["3-1"]


def test_scoring_example_1_win_from_the_stock():
    state = play(new(4, 1, stock_win_deck()), "discard:2-2", "draw")
    record = scored(state)[-1]
    assert record["winner"] == 2 and record["how"] == "stock"
    assert record["deltas"] == [-10, -10, 30, -10]
    # example 3: 6-5+6-5 (22), 6-3+5-4 (18), 3-1+3-1 (8)
    assert record["pair_points"][2] == 48
    assert state.view(0)["extra"]["pair_points"] == [0, 0, 48, 0]


def test_scoring_examples_2_and_3_win_from_a_discard():
    banker = ["4-2", "2-1", "6-6", "1-1", "4-4", "3-1"]  # lays the supreme pair, discards 3-1
    seat2 = ["6-5", "6-5", "6-3", "5-4", "3-1"]
    state = play(new(4, 1, banker + seat2), "discard:3-1", "take_discard")
    record = scored(state)[-1]
    assert record["winner"] == 2 and record["how"] == "discard" and record["discarder"] == 1
    assert record["deltas"] == [0, -10, 10, 0]
    assert record["payments"] == [{"payer": 1, "payee": 2, "amount": 10,
                                   "reason": "win_from_discard"}]
    assert record["pair_points"] == [0, 9, 48, 0]
    assert state.scores == [0, -10, 10, 0]  # the stake ledger


# --- §3 the deal --------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_deal_follows_the_stacked_deck(players):
    deck = list(DECK.codes)
    random.Random(players).shuffle(deck)
    for banker in range(players):
        state = new(players, banker, deck)
        dealt = next(e for e in state.events if e.type == "dealt")
        assert dealt["dealer"] == banker
        assert sorted(dealt["hands"][banker]) == sorted(deck[:6])
        for k in range(1, players):
            seat = (banker + k) % players
            assert sorted(dealt["hands"][seat]) == sorted(deck[6 + 5 * (k - 1):11 + 5 * (k - 1)])
        assert state.stock == deck[6 + 5 * (players - 1):]
        assert len(state.stock) == {2: 21, 3: 16, 4: 11}[players]


def test_the_banker_draw_most_pips_ties_again():
    for seed in range(200):
        rounds, banker, how = draw_for_banker(random.Random(seed), 4, koan_a=False)
        assert how == "pips"
        last = rounds[-1]
        best = max(int(t[0]) + int(t[2]) for _s, t in last)
        assert [s for s, t in last if int(t[0]) + int(t[2]) == best] == [banker]
        for earlier, later in zip(rounds, rounds[1:], strict=False):  # only the tied draw again
            top = max(int(t[0]) + int(t[2]) for _s, t in earlier)
            assert [s for s, _t in later] == [s for s, t in earlier if int(t[0]) + int(t[2]) == top]
        drawn = [t for r in rounds for _s, t in r]
        assert all(drawn.count(t) <= DECK.count(t) for t in drawn)  # from the same set


def test_koan_a_first_makes_the_5_2_drawer_banker():
    seen = 0
    for seed in range(300):
        rounds, banker, how = draw_for_banker(random.Random(seed), 4, koan_a=True)
        holders = [s for r in rounds for s, t in r if t == "5-2"]
        if holders:
            seen += 1
            assert how == "koan_a" and banker == holders[0]
        else:
            assert how == "pips"
    assert seen > 20


def test_a_match_without_a_named_banker_draws_one():
    game = cardgames.create("jjak_ma_tcho_ki", players=3, rules={"rounds": 1})
    state = game.new_state(seed=5)
    drawn = state.events[0]
    assert drawn.type == "banker_drawn" and state.banker == drawn["banker"]
    assert state.events[1]["dealer"] == drawn["banker"]


# --- the options --------------------------------------------------------------------------

def test_pair_systems():
    korean = partner_table(["korean"])
    assert korean["6-3"] == {"6-2"} and korean["5-4"] == {"2-1"} and korean["4-3"] == {"4-2"}
    assert korean["5-5"] == {"5-5"}
    chinese = partner_table(["chinese"])
    assert chinese["4-2"] == {"2-1"} and chinese["6-2"] == {"5-3"}
    assert all(len(p) == 1 for p in chinese.values())  # never ambiguous
    assert partner_table(["identical"])["6-3"] == {"6-3"}
    sum12 = partner_table(["sum12"])
    assert {"1-1", "3-3"} <= sum12["6-4"] | sum12["4-2"] and "2-1" in sum12["6-3"]
    assert sum12["4-4"] >= {"2-2", "3-1"}
    doubles = partner_table(["consecutive_doubles"])
    assert doubles["3-3"] == {"2-2", "4-4"} and doubles["6-6"] == {"5-5"}


def test_several_groupings_are_a_choice():
    state = new(2, 0, ["6-3", "5-4", "2-1", "6-6", "1-1", "4-4"], pair_rules=["chinese", "sum12"])
    assert state.view(0)["phase"] == "lay"
    assert legal(state) == ["lay:6-3,5-4", "lay:6-3,2-1", "lay:5-4,2-1"]
    assert state.refusal("lay:5-4,6-3") is not None  # the laying order is the engine's
    assert "not a pair" in state.refusal("lay:6-3,4-4")
    play(state, "lay:6-3,2-1")
    laid = next(e for e in state.events if e.type == "laid")
    assert laid["pairs"] == [["6-3", "2-1"]] and laid["chosen"] is True
    assert state.hands[0] == ("6-6", "1-1", "4-4", "5-4")


def test_a_6_6_pair_is_laid_before_the_others_so_it_is_never_third():
    # doubles one apart: every maximal grouping is offered; the three pairs at once are
    # laid with the 6-6 pair first
    state = new(2, 0, ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1"],
                pair_rules=["consecutive_doubles"])
    assert legal(state) == ["lay:1-1,2-2,4-4,5-5", "lay:6-6,5-5,3-3,2-2",
                            "lay:4-4,5-5,3-3,2-2", "lay:6-6,5-5,1-1,2-2,4-4,3-3"]
    play(state, "lay:6-6,5-5,1-1,2-2,4-4,3-3")
    laid = next(e for e in state.events if e.type == "laid")
    assert laid["pairs"] == [["6-6", "5-5"], ["1-1", "2-2"], ["4-4", "3-3"]]
    record = scored(state)[-1]
    assert record["winner"] == 0 and record["how"] == "stock"


def test_stake_is_what_a_win_pays():
    state = play(new(4, 1, stock_win_deck(), stake=3), "discard:2-2", "draw")
    assert scored(state)[-1]["deltas"] == [-3, -3, 9, -3]


def dry_deck():
    """Four players, banker seat 0; nobody can ever pair the stock's tiles."""
    return (["6-6", "1-1", "4-4", "3-1", "5-5", "3-3"],
            ["6-6", "1-1", "4-4", "3-1", "5-5"],
            ["3-3", "2-2", "6-5", "6-4", "6-1"],
            ["2-2", "6-5", "6-4", "6-1", "5-1"],
            ["5-1", "6-3", "5-4", "6-2", "5-3", "5-2", "4-3", "4-2", "4-1", "3-2", "2-1"])


def dry_state(**rules):
    hands = dry_deck()
    state = new(4, 0, [c for h in hands for c in h], **rules)
    play(state, "discard:3-3")
    while state.stock:  # each draws and throws the drawn tile away
        state.apply("draw")
        state.apply(f"discard:{state.drawn_tile}")
    return state


@pytest.mark.parametrize("rules", [{"reshuffle_on_empty": False},
                                   {"reshuffle_limit": 0}])
def test_no_reshuffle_left_makes_the_hand_void(rules):
    state = dry_state(**rules)
    play(state, "draw")
    assert state.events[-3].type == "stock_out"
    record = scored(state)[-1]
    assert record["end"] == "void" and record["winner"] is None
    assert record["deltas"] == [0, 0, 0, 0] and record["payments"] == []
    assert HandResult.from_data(record["result"], players=4).end == "void"


def test_the_discards_are_reshuffled_by_the_engine_random_source():
    state = dry_state(reshuffle_limit=1)
    discards = list(state.discards)
    assert state.live_discard == "2-1"  # the most recent goes in too
    twin = state.clone()
    play(state, "draw")
    assert state.events[-2].type == "reshuffled" and state.events[-2]["tiles"] == 12
    assert state.reshuffles == 1 and state.discards == []
    assert sorted(state.stock + list(state.hands[0])) == sorted(discards + list(twin.hands[0]))
    play(twin, "draw")
    assert twin.stock == state.stock  # the same random source, the same order
    expected = list(discards)
    rng = random.Random()
    rng.setstate(dry_state(reshuffle_limit=1).rng.getstate())
    rng.shuffle(expected)
    assert [expected[0]] + state.stock == expected


def test_next_banker_after_a_void_hand():
    hands = dry_deck()
    deck = [c for h in hands for c in h]
    for rule, banker in (("winner", 0), ("rotate", 1)):
        state = dry_state(reshuffle_on_empty=False, next_banker=rule, rounds=2)
        play(state, "draw")
        assert state.banker == banker and state.hand_no == 1
    game = cardgames.create("jjak_ma_tcho_ki", players=4,
                            rules={"reshuffle_on_empty": False, "next_banker": "draw",
                                   "rounds": 2})
    state = game.new_state(seed=2, deck=deck, dealer=0)
    play(state, "discard:3-3")
    while state.stock:
        state.apply("draw")
        state.apply(f"discard:{state.drawn_tile}")
    play(state, "draw")
    drawn = [e for e in state.events if e.type == "banker_drawn"]
    assert len(drawn) == 1 and state.banker == drawn[0]["banker"]


def test_the_winner_banks_next_and_the_session_lasts_its_rounds():
    state = new(4, 1, stock_win_deck(), rounds=3)
    play(state, "discard:2-2", "draw")
    assert state.banker == 2 and state.hand_no == 1 and not state.is_over
    assert state.view(0)["hand_number"] == 2 and state.view(0)["hands_scheduled"] == 3
    rng = random.Random(4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.hand_no == 3
    best = max(state.points)
    assert state.winners == [s for s in range(4) if state.points[s] == best]
    over = state.events[-1]
    assert over.type == "match_over" and over["points"] == state.points
    assert over["scores"] == state.ledger


def claim_state():
    """Three players, claims on; the banker (seat 0) will discard 3-2: seat 2 holds its
    partner 4-1, seat 1 nothing for it."""
    banker = ["3-2", "6-6", "1-1", "4-4", "6-5", "6-4"]
    seat1 = ["5-5", "3-3", "2-2", "6-1", "5-1"]
    seat2 = ["4-1", "5-5", "3-3", "2-2", "6-1"]
    return new(3, 0, banker + seat1 + seat2, claim_any_player=True)


def test_claim_any_player_gives_the_discard_to_a_later_seat():
    state = play(claim_state(), "discard:3-2")
    assert state.view(1)["phase"] == "claim" and legal(state) == ["pass"]
    assert state.refusal("take_discard") is not None
    play(state, "pass")
    assert state.current == 2 and legal(state) == ["claim", "pass"]
    window = state.view(0)["extra"]["claim_window"]
    assert window == {"card": "3-2", "source": "discard", "owner": 0, "asked": [1, 2],
                      "declared": [False, True, False], "own_answer": None}
    assert state.view(1)["extra"]["claim_window"]["own_answer"] == "pass"
    play(state, "claim")
    closed = next(e for e in state.events if e.type == "claim_closed")
    assert closed["seat"] == 2 and closed["claim"] == "claim" and closed["skipped"] == [1]
    assert closed["answers"] == [None, "pass", "claim"] and closed["owner"] == 0
    assert state.laid[2] == [("4-1", "3-2")] and state.current == 2
    assert legal(state)[0].startswith("discard:")


def test_claim_answers_stay_hidden_until_all_have_answered():
    state = play(claim_state(), "discard:3-2", "pass")
    answered = [e for e in state.events_for(2) if e.type == "claim_declared"]
    assert answered[-1]["seat"] == 1 and answered[-1]["answer"] is None
    assert [e for e in state.events_for(1) if e.type == "claim_declared"][-1]["answer"] == "pass"
    # nor does the log of what seat 2 knows: seat 1's answer is "declared" there
    assert state.observation(2).log[-1] == DECLARED
    assert state.observation(1).log[-1] == PASS


def test_with_claims_nobody_claiming_leaves_only_the_draw():
    banker = ["3-2", "6-6", "1-1", "4-4", "6-5", "6-4"]
    others = ["5-5", "3-3", "2-2", "6-1", "5-1", "5-5", "3-3", "2-2", "6-1", "5-1"]
    state = play(new(3, 0, banker + others, claim_any_player=True), "discard:3-2", "pass",
                 "pass")
    assert state.current == 1 and legal(state) == ["draw"] and state.live_discard is None


# --- refusals -----------------------------------------------------------------------------

def test_refusals_in_player_words():
    state = new(2, 1, ["3-2", *BANKER_NO_PAIRS, "4-1", "2-2", "5-5", "6-1", "3-3"])
    assert "don't hold" in state.refusal("discard:2-1")
    assert "claim" not in legal(state)
    assert "not a Jjak-ma-tcho-ki move" in state.refusal("claim")
    play(state, "discard:3-2")
    assert "First take" in state.refusal("discard:4-1")
    play(state, "draw")
    assert "already have your tile" in state.refusal("draw")
    assert "not a tile" in state.refusal("discard:7-7")
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply("take_discard")
    assert state.to_json() == before


def test_options_follow_the_spec():
    schema = load_schema("jjak_ma_tcho_ki")
    defaults = schema.defaults()
    assert defaults == {**defaults, "players": 4, "pair_rules": ["chinese"],
                        "no_heaven_third_pair": True, "stake": 10, "koan_a_first": False,
                        "claim_any_player": False, "reshuffle_on_empty": True,
                        "reshuffle_limit": 10, "next_banker": "winner", "rounds": 4}
    options = schema.options
    assert tuple(options["players"].allowed) == (2, 3, 4)
    # spec 8: any non-empty subset of the five systems, one toggle each
    assert options["pair_rules"].type == "multi" and options["pair_rules"].min_items == 1
    assert options["pair_rules"].allowed == SYSTEMS
    assert set(options["next_banker"].allowed) == {"winner", "rotate", "draw"}
    assert options["stake"].min == 1 and options["reshuffle_limit"].min == 0
    assert options["rounds"].min == 1
    assert schema.presets["standard"].options == {}
    for preset in schema.presets:
        cardgames.create("jjak_ma_tcho_ki", preset=preset)


def test_the_tutorial_ends_as_the_spec_says():
    from cardgames.catalog import CATALOG
    from cardgames.core.tutorial import TutorialRunner, load_tutorial

    tutorial = load_tutorial("jjak_ma_tcho_ki", CATALOG)
    assert tutorial.players == 3 and tutorial.dealer == 2
    state = TutorialRunner(tutorial).play_to_end()
    assert state.laid == [[("3-1", "3-1"), ("5-2", "4-3")], [("4-2", "2-1")], [("6-5", "6-5")]]
    assert state.hands[0] == ("6-6",) and state.discards[-1] == "6-6"
    assert state.current == 1 and not state.history


def test_pair_rules_is_a_list_of_systems_the_game_keeps_as_a_tuple():
    game = cardgames.create("jjak_ma_tcho_ki", rules={"pair_rules": ["sum12", "chinese"]})
    assert game.options["pair_rules"] == ["chinese", "sum12"]  # stored in the spec's order
    assert game.pair_rules == ("chinese", "sum12")
    assert game.partners == partner_table(["chinese", "sum12"])
    assert game.is_pair("6-4", "1-1")  # twelve pips
    assert game.is_pair("4-2", "2-1")  # the Chinese supreme pair
    assert not game.is_pair("1-1", "2-2")  # doubles one apart are not on
    every = cardgames.create("jjak_ma_tcho_ki", rules={"pair_rules": list(SYSTEMS)})
    assert every.pair_rules == SYSTEMS
    assert all(game.partners[c] <= every.partners[c] for c in game.partners)
    assert every.is_pair("1-1", "2-2") and every.is_pair("6-3", "6-3")
    assert cardgames.create("jjak_ma_tcho_ki", preset="mixed").pair_rules == (
        "chinese", "sum12", "consecutive_doubles")


def test_the_older_plus_joined_pair_rules_still_read_as_the_same_list():
    old = cardgames.create("jjak_ma_tcho_ki", rules={"pair_rules": "sum12+chinese"})
    new_ = cardgames.create("jjak_ma_tcho_ki", rules={"pair_rules": ["chinese", "sum12"]})
    assert old.options == new_.options and old.pair_rules == new_.pair_rules
    state = new_.new_state(seed=4)
    assert old.load_state(state.to_json()).to_json() == state.to_json()


@pytest.mark.parametrize("bad", [[], ["chinese", "chinese"], ["chinese", "french"], [["chinese"]],
                                 None, 12, "", "chinese+", ["chinese"] * 40])
def test_bad_pair_rules_are_refused_naming_the_key(bad):
    from cardgames.core.options import OptionError

    with pytest.raises(OptionError) as caught:
        cardgames.create("jjak_ma_tcho_ki", rules={"pair_rules": bad})
    assert "pair_rules" in str(caught.value)


@pytest.mark.parametrize("bad", [[], (), ["chinese", "chinese"], ["nope"], "chinese+sum12", None])
def test_the_engine_itself_refuses_a_pair_rules_the_schema_would(bad):
    with pytest.raises(ValueError):
        parse_pair_rules(bad)


def test_pairable_marks_only_the_tiles_that_pair_now():
    # §11 example 1: the learner's 4-1 pairs with the 3-2 he may take; his other tiles
    # have partners still unseen, but nothing pairs them now, so they are not marked
    banker = ["3-2", "6-6", "1-1", "4-4", "6-5", "6-4"]
    learner = ["4-1", "2-2", "5-5", "6-1", "3-3"]
    state = new(2, 1, [*banker, *learner, "5-3"])
    play(state, "discard:3-2")
    assert state.view(0)["extra"]["pairable"] == ["4-1"]
    assert state.view(1)["extra"]["pairable"] == []  # the discard is not the banker's to take
    play(state, "draw")  # let go: it can't be taken any more, and 5-3 pairs with nothing
    assert state.view(0)["extra"]["pairable"] == []


def test_pairable_marks_nothing_when_the_discard_cannot_be_taken():
    # previous discard 4-2: its partner 2-1 is not held, so nothing in the hand pairs now
    banker = ["4-2", "6-6", "1-1", "4-4", "6-5", "6-4"]
    learner = ["4-1", "2-2", "5-5", "6-1", "3-3"]
    state = new(2, 1, [*banker, *learner])
    play(state, "discard:4-2")
    assert legal(state) == ["draw"]
    assert state.view(0)["extra"]["pairable"] == []


def test_pairable_marks_the_tiles_of_a_grouping_to_choose():
    state = new(2, 0, ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1"],
                pair_rules="consecutive_doubles")
    assert state.view(0)["extra"]["step"] == "lay"
    assert sorted(state.view(0)["extra"]["pairable"]) == sorted(
        ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1"])
