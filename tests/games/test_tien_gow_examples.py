"""Tien Gow: the spec's examples (§5.5, §5.6, §11) and its tutorial deal (§9) as tests,
on stacked deals and made-up positions (helpers below)."""

from __future__ import annotations

from collections import Counter

import pytest

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.games.tien_gow import DECK, canonical

# --- stacked deals and made-up positions --------------------------------------------------------


def game(**rules):
    return cardgames.create("tien_gow", rules=rules)


def deal(hands: list[list[str]], banker: int = 0, **rules):
    """A new hand where seat ``banker + k`` holds ``hands[k]`` topped up from the rest of
    the set in canonical order (each list may be shorter than 8)."""
    rest = DECK.multiset()
    for hand in hands:
        rest.subtract(hand)
    assert min(rest.values()) >= 0, "a stacked hand uses a tile more often than the set has it"
    pool = sorted(rest.elements(), key=DECK.codes.index)
    deck = []
    for hand in hands:
        need = 8 - len(hand)
        deck.extend(hand + pool[:need])
        pool = pool[need:]
    state = game(**rules).new_state(seed=1, deck=deck, dealer=banker)
    return state


def position(hands: list[list[str]], stacks: list[int], leader: int, banker: int = 0,
             streak: int = 0, **rules):
    """A hand in progress: seat s holds ``hands[s]`` and has won ``stacks[s]`` earlier
    single-tile tricks (made up of the other tiles); ``leader`` leads the next trick."""
    # a deal nobody wins by one red dot, then the position put in place of it
    state = game(**rules).new_state(seed=1, deck=list(DECK.codes), dealer=banker)
    assert state.hands_finished == 0
    size = len(hands[0])
    assert all(len(h) == size for h in hands) and sum(stacks) == 8 - size
    rest = DECK.multiset()
    for hand in hands:
        rest.subtract(hand)
    assert min(rest.values()) >= 0
    pool = sorted(rest.elements(), key=DECK.codes.index)
    plays = []
    trick = 0
    for winner in range(4):
        for _ in range(stacks[winner]):
            for k in range(4):
                seat = (winner + k) % 4
                plays.append([trick, seat, [pool.pop()], "lead" if k == 0 else "play_down"])
            trick += 1
    state.hands = [canonical(h) for h in hands]
    state.stacks = list(stacks)
    state.plays = plays
    state.tricks_played = trick
    state.leader = state.current = leader
    state.banker = banker
    state.streak = streak
    state.check_invariants()
    return state


def play(state, *actions):
    for action in actions:
        state.apply(action)
    return state


def deltas(state):
    return state.history[-1]["deltas"]


# --- §11 examples -----------------------------------------------------------------------------

def test_singles_beat_only_in_their_suit_and_strictly_higher():
    # §11.1: lead 5-3; +1 plays 6-3 up; +2's 6-6 is civil; +3's 5-4 only equals the nine
    state = deal([["5-3"], ["6-3"], ["6-6"], ["5-4"]])
    state.apply("lead:5-3")
    assert "play_up:6-3" in {str(a) for a in state.legal_actions()}
    state.apply("play_up:6-3")
    with pytest.raises(IllegalAction, match="does not beat"):
        state.apply("play_up:6-6")
    state.apply("play_down:6-6")
    before = state.to_json()
    with pytest.raises(IllegalAction, match="does not beat"):
        state.apply("play_up:5-4")
    assert state.to_json() == before
    state.apply("play_down:5-4")
    assert state.stacks == [0, 1, 0, 0] and state.current == 1


def test_mixed_pairs_only_beat_mixed_pairs():
    # §11.2
    follower = ["1-1", "5-3", "6-6", "6-6", "3-1", "4-1", "2-2", "6-1"]
    state = deal([["4-4", "4-3"], follower])
    state.apply("lead:4-4,4-3")
    ups = sorted(str(a) for a in state.legal_actions() if a.verb == "play_up")
    assert ups == ["play_up:1-1,5-3"]
    with pytest.raises(IllegalAction):
        state.apply("play_up:6-6,6-6")
    with pytest.raises(IllegalAction):
        state.apply("play_up:3-1,4-1")


def test_triples_beat_only_the_same_structure():
    # §11.3
    g = game()
    assert g.beats(("4-4", "5-2", "4-3"), ("3-1", "4-1", "3-2"))
    assert not g.beats(("1-1", "1-1", "6-2"), ("3-1", "4-1", "3-2"))
    assert g.beats(("6-6", "6-6", "6-3"), ("1-1", "1-1", "5-3"))
    assert not g.beats(("6-6", "6-6", "6-3"), ("1-1", "6-2", "5-3"))
    state = deal([["3-1", "4-1", "3-2"], ["4-4", "5-2", "4-3", "1-1", "1-1", "6-2"]])
    state.apply("lead:3-1,4-1,3-2")
    ups = {str(a) for a in state.legal_actions() if a.verb == "play_up"}
    assert "play_up:4-4,5-2,4-3" in ups and "play_up:1-1,1-1,6-2" not in ups


def test_only_listed_combinations_may_be_led():
    state = deal([["6-6", "1-1", "6-6"]])
    for bad in ("lead:6-6,1-1", "lead:6-6,6-6,1-1"):
        with pytest.raises(IllegalAction, match="not a set you may lead"):
            state.apply(bad)
    state.apply("lead:6-6,6-6")
    assert state.size == 2


def test_early_death_before_a_single_last_trick():
    # §11.4: stacks 4, 3, 0, 0 before the last trick; seat 1 leads 5-2
    state = position([["6-2", "6-1"], ["6-6", "5-2"], ["6-3", "5-1"], ["2-2", "3-3"]],
                     [4, 2, 0, 0], leader=1)
    play(state, "lead:6-6", "play_down:6-3", "play_down:2-2", "play_down:6-1")
    assert state.stacks == [4, 3, 0, 0] and state.dead == [False, False, True, True]
    state.apply("lead:5-2")
    # seats 2 and 3 threw their last tiles down by themselves (seat 2 held a nine)
    assert state.current == 0
    assert "play_up:6-2" in {str(a) for a in state.legal_actions()}
    assert state.plays[-1][3] == "dead" and state.plays[-2][2] == ["5-1"]
    state.apply("play_up:6-2")
    assert state.history[-1]["winner"] == 0
    # banker 0 wins: every payment doubled; seat 1: (4 - 3) x 2, seats 2, 3: 5 x 2
    assert deltas(state) == [22, -2, -10, -10]


def test_no_early_death_when_the_option_is_off():
    state = position([["6-2", "6-1"], ["6-6", "5-2"], ["6-3", "5-1"], ["2-2", "3-3"]],
                     [4, 2, 0, 0], leader=1, early_death=False)
    play(state, "lead:6-6", "play_down:6-3", "play_down:2-2", "play_down:6-1")
    state.apply("lead:5-2")
    assert state.current == 2 and "play_up:5-1" not in {str(a) for a in state.legal_actions()}


def test_banker_exception_for_an_unbeatable_first_lead():
    # §11.5: a single 5-4 can't be beaten (the other nine only equals it)
    banker = ["5-4", "6-6", "6-6", "6-3", "1-1", "1-1", "4-4", "4-4"]
    state = deal([banker])
    for tile in ["5-4", "6-6", "6-6", "6-3", "1-1", "1-1", "4-4", "4-4"]:
        state.apply(f"lead:{tile}")
        while state.hands_finished == 0 and state.current != 0:  # last trick: all dead
            state.apply([a for a in state.legal_actions() if a.verb == "play_down"][-1])
    record = state.history[-1]
    assert record["stacks"][0] == 8 and record["banker_exception"]
    assert record["deltas"] == [30, -10, -10, -10]


def test_whole_game_bonus_when_the_first_lead_could_be_beaten():
    # a single 1-1 with no 6-6 in hand could be beaten, even if nobody did
    banker = ["1-1", "6-3", "5-4", "1-1", "4-4", "4-4", "6-2", "5-3"]
    state = deal([banker])
    for tile in ["1-1", "6-3", "5-4", "1-1", "4-4", "4-4", "6-2", "5-3"]:
        state.apply(f"lead:{tile}")
        while state.hands_finished == 0 and state.current != 0:
            state.apply([a for a in state.legal_actions() if a.verb == "play_down"][-1])
    record = state.history[-1]
    assert not record["banker_exception"] and "whole_game" in record["bonuses"]
    assert record["deltas"] == [60, -20, -20, -20]


def test_unbeatable_follows_the_seed_examples():
    g = game()

    from cardgames.games.tien_gow import DECK

    def unseen(hand):
        return DECK.multiset() - Counter(hand)

    assert g.unbeatable(("1-1", "1-1"), unseen(["1-1", "1-1", "6-6"]))
    assert not g.unbeatable(("1-1", "1-1"), unseen(["1-1", "1-1"]))
    assert g.unbeatable(("1-1",), unseen(["1-1", "6-6", "6-6"]))
    assert not g.unbeatable(("1-1",), unseen(["1-1", "6-6"]))
    assert g.unbeatable(("4-2", "2-1"), unseen(["4-2", "2-1"]))
    assert g.unbeatable(("6-6", "6-6", "6-3"), unseen(["6-6", "6-6", "6-3"]))


# --- §5.5 worked examples ------------------------------------------------------------------

def test_example_a_ordinary_last_trick():
    state = position([["5-1"], ["6-1"], ["6-4"], ["6-6"]], [1, 0, 4, 2], leader=3)
    play(state, "lead:6-6", "play_down:5-1", "play_down:6-1", "play_down:6-4")
    assert deltas(state) == [-6, -5, 0, 11]
    assert state.banker == 3 and state.hands_finished == 1


def test_example_b_banker_wins_everything_doubled():
    state = position([["6-2"], ["6-3"], ["5-1"], ["6-1"]], [5, 0, 2, 0], leader=0, banker=1,
                     early_death=False)
    play(state, "lead:6-2", "play_up:6-3", "play_down:5-1", "play_down:6-1")
    assert state.history[-1]["stacks"] == [5, 1, 2, 0]
    assert deltas(state) == [2, 12, -4, -10]


def test_example_c_gee_joon_last_trick():
    state = position([["5-1", "6-1"], ["6-4", "6-5"], ["4-2", "2-1"], ["2-2", "3-3"]],
                     [3, 2, 1, 0], leader=2)
    play(state, "lead:4-2,2-1", "play_down:2-2,3-3", "play_down:5-1,6-1", "play_down:6-4,6-5")
    assert deltas(state) == [-8, -6, 26, -12]
    trick = [(x["payer"], x["amount"]) for x in state.history[-1]["lines"]
             if x["reason"] == "gee_joon_trick"]
    assert sorted(trick) == [(0, 4), (1, 2), (3, 2)]
    assert "last_trick" in state.history[-1]["bonuses"]


def test_example_d_whole_game_and_last_trick_single_2_1():
    state = position([["5-1", "6-1"], ["6-4", "6-5"], ["2-2", "3-3"], ["6-6", "2-1"]],
                     [0, 0, 0, 6], leader=3)
    play(state, "lead:6-6", "play_down:5-1", "play_down:6-4", "play_down:2-2")
    state.apply("lead:2-1")  # the three others are dead
    assert deltas(state) == [-40, -20, -20, 80]
    assert set(state.history[-1]["bonuses"]) == {"last_trick", "whole_game"}


def test_example_e_hong_kong_streak():
    state = position([["5-1"], ["6-6"], ["6-1"], ["6-4"]], [2, 2, 2, 1], leader=1, banker=1,
                     streak=1, hk_streak=True)
    play(state, "lead:6-6", "play_down:6-1", "play_down:6-4", "play_down:5-1")
    assert deltas(state) == [-8, 28, -8, -12]
    assert state.streak == 2 and state.banker == 1


def test_example_f_six_big_catches_three_small():
    state = position([["6-1"], ["2-1"], ["4-2"], ["6-4"]], [3, 2, 1, 1], leader=1, banker=3)
    play(state, "lead:2-1", "play_up:4-2", "play_down:6-4", "play_down:6-1")
    assert deltas(state) == [0, -9, 9, 0]
    assert state.history[-1]["six_catches_three"] == 1


def test_six_catches_three_off_pays_normally():
    state = position([["6-1"], ["2-1"], ["4-2"], ["6-4"]], [3, 2, 1, 1], leader=1, banker=3,
                     six_catches_three=False)
    play(state, "lead:2-1", "play_up:4-2", "play_down:6-4", "play_down:6-1")
    assert deltas(state) == [-1, -2, 9, -6]


def test_quad_trick_is_paid_at_once_doubled_with_the_banker():
    state = deal([["1-1", "1-1", "6-2", "5-3"]])
    state.apply("lead:1-1,1-1,6-2,5-3")
    for _ in range(3):
        state.apply([a for a in state.legal_actions() if a.verb == "play_down"][0])
    assert state.bank == [224, 192, 192, 192] and state.stacks[0] == 4


# --- §5.6 one red dot -------------------------------------------------------------------------

def test_one_red_dot_wins_at_once():
    red_dot = ["5-5", "5-5", "3-3", "3-3", "2-2", "2-2", "6-5", "2-1"]
    state = deal([["6-6", "6-6", "1-1", "1-1", "4-4", "4-4", "6-4", "6-4"], ["6-3"], red_dot])
    record = state.history[0]
    assert record["red_dot"] and record["winner"] == 2
    assert record["deltas"] == [-20, -10, 40, -10]
    assert state.banker == 2 and state.hand_no == 1


def test_one_red_dot_off_plays_the_hand():
    red_dot = ["5-5", "5-5", "3-3", "3-3", "2-2", "2-2", "6-5", "2-1"]
    state = deal([["6-6"], ["6-3"], red_dot], one_red_dot_hand=False)
    assert state.hands_finished == 0 and state.current == 0


# --- options ------------------------------------------------------------------------------------

def test_pure_pairs_forbid_mixed_sets():
    state = deal([["6-6", "6-3", "1-1", "1-1", "6-2"]], mixed_combinations=False)
    with pytest.raises(IllegalAction):
        state.apply("lead:6-6,6-3")
    with pytest.raises(IllegalAction):
        state.apply("lead:1-1,1-1,6-2")
    state.apply("lead:1-1,1-1")


def test_fives_split_ranks_4_1_above_3_2():
    assert not game().beats(("4-1",), ("3-2",))
    assert game(fives_split=True).beats(("4-1",), ("3-2",))
    assert not game(fives_split=True).beats(("3-2",), ("4-1",))
    assert game(fives_split=True).beats(("3-2",), ("2-1",))


def test_gee_joon_played_second_beats_nothing():
    state = deal([["6-6", "6-3"], ["4-2", "2-1"]])
    state.apply("lead:6-6,6-3")
    with pytest.raises(IllegalAction, match="[Gg]ee joon"):
        state.apply("play_up:4-2,2-1")
    state.apply("play_down:2-1,4-2")  # any order of the tiles


def test_refusals_say_why_and_change_nothing():
    state = deal([["6-6", "6-3"]])
    before = state.to_json()
    for bad, words in (("play_up:6-6", "You lead"), ("lead:5-5", "don't hold"),
                       ("lead:7-7", "not a tile"), ("lead", "Name the tiles"),
                       ("bid:3", "not a Tien Gow move")):
        with pytest.raises(IllegalAction, match=words):
            state.apply(bad)
        assert state.to_json() == before


def test_session_ends_after_its_hands_and_ranks_by_money():
    state = position([["5-1"], ["6-1"], ["6-4"], ["6-6"]], [1, 0, 4, 2], leader=3,
                     hands_per_session=1)
    play(state, "lead:6-6", "play_down:5-1", "play_down:6-1", "play_down:6-4")
    assert state.is_over and state.winners == [3]


def test_session_stops_when_a_player_is_broke():
    state = position([["5-1"], ["6-1"], ["6-4"], ["6-6"]], [1, 0, 4, 2], leader=3,
                     starting_bankroll=5)
    play(state, "lead:6-6", "play_down:5-1", "play_down:6-1", "play_down:6-4")
    assert state.is_over and state.scores == [-1, 0, 5, 16]


# --- §9 tutorial deal ------------------------------------------------------------------------------

TUTORIAL = [
    ["4-2", "2-1", "6-6", "5-4", "1-1", "5-3", "6-4", "3-2"],
    ["6-6", "6-3", "1-1", "4-4", "5-5", "6-5", "6-1", "2-2"],
    ["4-4", "5-2", "3-1", "4-1", "3-3", "6-5", "5-1", "6-2"],
    ["4-3", "3-1", "5-5", "3-3", "2-2", "6-4", "6-1", "5-1"],
]


def test_tutorial_deal_plays_as_the_spec_says():
    state = deal(TUTORIAL)
    play(state, "lead:6-6,5-4", "play_down:6-1,2-2", "play_down:3-3,5-1", "play_down:2-2,6-1")
    assert state.stacks == [2, 0, 0, 0]
    play(state, "lead:4-2,2-1", "play_down:5-5,6-5", "play_down:6-5,6-2", "play_down:3-3,5-1")
    assert state.bank == [212, 196, 196, 196]
    play(state, "lead:1-1,5-3", "play_up:6-6,6-3", "play_down:4-4,5-2", "play_down:5-5,6-4")
    assert state.current == 1 and state.stacks == [4, 2, 0, 0]
    play(state, "lead:4-4", "play_down:4-1", "play_down:4-3")
    assert {str(a) for a in state.legal_actions()} == {"play_down:6-4", "play_down:3-2"}
    state.apply("play_down:3-2")
    assert state.dead == [False, False, True, True]
    state.apply("lead:1-1")
    assert state.current == 0
    state.apply("play_down:6-4")
    record = state.history[-1]
    assert record["stacks"] == [4, 4, 0, 0]
    assert record["deltas"] == [12, 6, -9, -9]
    assert state.banker == 1


def test_tutorial_tie_is_not_a_beat():
    state = deal(TUTORIAL)
    state.apply("lead:6-6,5-4")
    assert not any(a.verb == "play_up" for a in state.legal_actions())
