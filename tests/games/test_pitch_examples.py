"""Auction Pitch: the spec's examples (E1-E4), the tutorial deal, and every rule and option,
played through the public API with stacked decks."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames import IllegalAction
from cardgames.core.cards import FRENCH_52, french_card_name
from cardgames.core.options import OptionError
from cardgames.games.pitch import CARD_IDS, CARD_VALUES


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def plays(state) -> set[str]:
    return {a.arg for a in state.legal_actions()}


def play_all(state, cards: list[str]) -> None:
    for card in cards:
        state.apply(f"play:{card}")


def scored(state) -> dict:
    return [e for e in state.events if e.type == "hand_scored"][-1]


# --- the French deck codes ----------------------------------------------------------------

def test_french_deck_codes():
    assert FRENCH_52.size == 52
    assert {c[-1] for c in FRENCH_52.codes} == {"S", "H", "D", "C"}
    assert "10H" in FRENCH_52 and "1H" not in FRENCH_52 and "11S" not in FRENCH_52
    assert french_card_name("QH") == "the queen of hearts"
    assert french_card_name("JS") == "the jack of spades"
    assert french_card_name("7D") == "the 7 of diamonds"
    # within a suit the canonical order is the trick order, 2 lowest, ace highest
    spades = [c for c in FRENCH_52.codes if c.endswith("S")]
    assert spades == ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]


# --- E1: an auction with a steal ------------------------------------------------------------

def test_e1_auction_with_a_steal():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=5, dealer=0)
    assert state.current_player == 1
    assert legal(state) == {"pass", "bid:1", "bid:2", "bid:3", "bid:4"}
    state.apply("pass")
    assert state.current_player == 2
    state.apply("bid:2")
    assert state.current_player == 3
    assert legal(state) == {"pass", "bid:3", "bid:4"}
    with pytest.raises(IllegalAction, match="more than 2"):
        state.apply("bid:2")
    state.apply("pass")
    assert state.current_player == 0
    assert legal(state) == {"pass", "bid:2", "bid:3", "bid:4"}
    with pytest.raises(IllegalAction, match="take the contract at 2"):
        state.apply("bid:1")
    state.apply("bid:2")
    view = state.view(0)
    assert view["extra"]["pitcher"] == 0 and view["extra"]["high_bid"] == 2
    assert view["phase"] == "playing" and state.current_player == 0
    assert view["bids"] == [2, 0, 2, 0]
    assert state.events[-2].type == "bid" and state.events[-2].steal is True


# --- E2: the forced dealer ------------------------------------------------------------------

def test_e2_forced_dealer():
    game = cardgames.create("pitch", players=3)
    state = game.new_state(seed=7, dealer=1)
    assert [state.current_player] == [2]
    state.apply("pass")
    assert state.current_player == 0
    state.apply("pass")
    assert state.current_player == 1
    assert legal(state) == {"bid:2", "bid:3", "bid:4"}
    with pytest.raises(IllegalAction, match="must bid at least 2"):
        state.apply("pass")
    with pytest.raises(IllegalAction, match="at least 2"):
        state.apply("bid:1")
    state.apply("bid:2")
    assert state.view(1)["extra"]["pitcher"] == 1


# --- E3: a full hand, set back, Low by capture ---------------------------------------------

E3_DECK = ["AS", "5S", "9H", "JS", "8H", "AH", "KS", "2S", "10H", "3D", "KC", "6C",
           "QD", "10D", "2C", "QH", "7D", "4C"]


def e3_state(rules=None, scores=None):
    game = cardgames.create("pitch", players=3, rules=rules or {})
    state = game.new_state(deck=E3_DECK, dealer=0)
    if scores is not None:
        state.score = list(scores)
    return state


def play_e3(state) -> None:
    state.apply("bid:2")
    state.apply("pass")
    state.apply("bid:2")  # the dealer steals
    play_all(state, ["KS"])
    assert plays(state) == {"AS", "5S"}
    play_all(state, ["AS", "JS"])
    play_all(state, ["9H", "AH"])
    assert plays(state) == {"10H", "QH", "2S"}
    play_all(state, ["QH"])
    play_all(state, ["QD"])
    assert plays(state) == {"7D", "2S"}
    play_all(state, ["2S"])
    assert plays(state) == {"3D", "5S"}
    play_all(state, ["5S"])
    play_all(state, ["KC", "2C", "4C", "3D", "10D", "7D", "8H", "10H", "6C"])


def test_e3_deal():
    state = e3_state()
    assert set(state.view(1)["hand"]) == {"AS", "5S", "9H", "3D", "KC", "6C"}
    assert set(state.view(2)["hand"]) == {"JS", "8H", "AH", "QD", "10D", "2C"}
    assert set(state.view(0)["hand"]) == {"KS", "2S", "10H", "QH", "7D", "4C"}
    assert state.current_player == 1


def test_e3_full_hand_set_back_and_low_by_capture():
    state = e3_state()
    play_e3(state)
    tricks = [e for e in state.events if e.type == "trick_won"]
    assert [t.winner for t in tricks] == [1, 2, 1, 1, 2, 0]
    assert state.events[[e.type for e in state.events].index("trump")].suit == "S"
    record = scored(state)
    assert record["pitcher"] == 0 and record["bid"] == 2 and record["trump"] == "S"
    points = record["points"]
    assert (points["high"]["card"], points["high"]["seat"]) == ("AS", 1)
    assert (points["low"]["card"], points["low"]["seat"]) == ("2S", 1)
    assert points["low"]["captured_by"] == 1 and points["low"]["dealt_to"] == 0
    assert (points["jack"]["card"], points["jack"]["seat"]) == ("JS", 1)
    assert points["game"]["values"] == [10, 13, 16] and points["game"]["seat"] == 2
    assert record["game_values"] == [10, 13, 16]
    assert record["game_points"] == [0, 3, 1]
    assert record["made"] is False and record["set_back"] is True
    assert record["deltas"] == [-2, 3, 1]
    assert state.scores == [-2, 3, 1]
    # the next hand is dealt by the player on the dealer's left
    assert state.view(0)["dealer"] == 1 and state.view(0)["hand_number"] == 2
    assert state.current_player == 2


def test_e3_low_to_the_player_dealt_it():
    state = e3_state({"low_point": "dealt"})
    play_e3(state)
    record = scored(state)
    assert record["points"]["low"]["seat"] == 0
    assert record["game_points"] == [1, 2, 1]
    assert record["deltas"] == [-2, 2, 1]  # one point is less than the bid of 2: still set back


# --- E4: the Game count ---------------------------------------------------------------------

def test_e4_game_count():
    captured = ["10H", "AS", "KD", "QC", "JH", "9S"]
    assert sum(CARD_VALUES[CARD_IDS[c]] for c in captured) == 20


# --- the tutorial deal (§9) ----------------------------------------------------------------

TUTORIAL_DECK = ["AS", "JS", "3S", "2S", "QH", "9H", "KS", "AH", "7H", "KH", "10D", "4C",
                 "10C", "5D", "6C", "QD", "8C", "9D"]


def test_tutorial_hand():
    game = cardgames.create("pitch", players=3)
    state = game.new_state(deck=TUTORIAL_DECK, dealer=2)
    assert set(state.view(0)["hand"]) == {"AS", "JS", "3S", "KH", "10D", "4C"}
    assert set(state.view(1)["hand"]) == {"2S", "QH", "9H", "10C", "5D", "6C"}
    assert set(state.view(2)["hand"]) == {"KS", "AH", "7H", "QD", "8C", "9D"}
    state.apply("bid:2")
    state.apply("pass")
    assert legal(state) == {"pass", "bid:2", "bid:3", "bid:4"}  # the dealer could steal
    state.apply("pass")
    assert state.current_player == 0
    play_all(state, ["AS"])
    assert plays(state) == {"2S"}
    play_all(state, ["2S", "KS"])
    play_all(state, ["KH", "9H", "AH"])
    play_all(state, ["QD"])
    assert plays(state) == {"10D", "JS", "3S"}
    play_all(state, ["3S", "5D"])
    play_all(state, ["4C", "10C", "8C"])
    play_all(state, ["QH", "7H"])
    assert plays(state) == {"JS", "10D"}
    play_all(state, ["JS", "10D", "6C", "9D"])
    record = scored(state)
    assert [record["points"][p]["seat"] for p in ("high", "low", "jack")] == [0, 0, 0]
    assert record["points"]["low"]["card"] == "2S"
    assert record["game_values"] == [22, 10, 7]
    assert record["deltas"] == [4, 0, 0]


# --- the auction -----------------------------------------------------------------------------

def test_a_bid_of_four_ends_the_auction_at_once():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=3, dealer=0)
    state.apply("pass")
    state.apply("bid:4")
    assert state.view(0)["phase"] == "playing"
    assert state.current_player == 2 and state.view(0)["extra"]["pitcher"] == 2
    assert state.view(0)["bids"] == [None, 0, 4, None]
    with pytest.raises(IllegalAction, match="auction is over"):
        state.apply("bid:4")


def test_nobody_can_bid_at_or_below_the_high_bid_except_the_dealer_stealing():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=3, dealer=0)
    state.apply("bid:3")
    assert legal(state) == {"pass", "bid:4"}
    state.apply("pass")
    state.apply("pass")
    assert legal(state) == {"pass", "bid:3", "bid:4"}


def test_no_steal_without_dealer_steal():
    game = cardgames.create("pitch", players=4, rules={"dealer_steal": False})
    state = game.new_state(seed=3, dealer=0)
    state.apply("bid:2")
    state.apply("pass")
    state.apply("pass")
    assert legal(state) == {"pass", "bid:3", "bid:4"}
    with pytest.raises(IllegalAction, match="more than 2"):
        state.apply("bid:2")


def test_min_bid_two():
    game = cardgames.create("pitch", players=4, rules={"min_bid": 2})
    state = game.new_state(seed=3, dealer=0)
    assert legal(state) == {"pass", "bid:2", "bid:3", "bid:4"}
    with pytest.raises(IllegalAction, match="lowest bid is 2"):
        state.apply("bid:1")


@pytest.mark.parametrize("forced_min", [1, 2, 3, 4])
def test_forced_minimum(forced_min):
    game = cardgames.create("pitch", players=3, rules={"forced_min": forced_min})
    state = game.new_state(seed=3, dealer=0)
    state.apply("pass")
    state.apply("pass")
    assert legal(state) == {f"bid:{k}" for k in range(forced_min, 5)}


def test_all_pass_redeal_throws_the_hand_in():
    game = cardgames.create("pitch", players=3, rules={"all_pass": "redeal"})
    state = game.new_state(seed=3, dealer=0)
    state.apply("pass")
    state.apply("pass")
    assert legal(state) == {"pass", "bid:1", "bid:2", "bid:3", "bid:4"}
    state.apply("pass")
    record = scored(state)
    assert record["thrown_in"] is True and record["pitcher"] is None
    assert record["deltas"] == [0, 0, 0] and state.scores == [0, 0, 0]
    assert state.hands_finished == 1
    view = state.view(0)
    assert view["dealer"] == 1 and view["phase"] == "bidding" and view["hand_number"] == 2
    assert len(view["hand"]) == 6 and state.current_player == 2


def test_refusals_are_sentences_and_change_nothing():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=3, dealer=0)
    before = state.to_json()
    for probe in ("play:AS", "bid:5", "bid:0", "bid:02", "bid:x", "bid", "pass:1", "swap",
                  "play:", "bid:1,2", "PASS", "play:1S"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(probe)
        assert str(refused.value).endswith((".", "!", "?"))
        assert state.to_json() == before


# --- the play --------------------------------------------------------------------------------

def three_hands(hands: list[list[str]], rules=None, dealer=0):
    """A 3-player state with ``hands`` listed in deal order (dealer's left first), in packets of 3."""
    deck = hands[0][:3] + hands[1][:3] + hands[2][:3] + hands[0][3:] + hands[1][3:] + hands[2][3:]
    game = cardgames.create("pitch", players=3, rules=rules or {})
    return game.new_state(deck=deck, dealer=dealer)


def test_trumping_a_plain_lead_while_holding_the_suit():
    hands = [["AS", "KH", "9H", "8C", "7C", "6C"],   # seat 1, the pitcher
             ["2S", "3S", "QH", "5D", "6D", "7D"],   # seat 2
             ["4S", "2H", "4D", "5C", "2C", "3C"]]   # seat 0
    for anytime, expected in ((True, {"QH", "3S"}), (False, {"QH"})):
        state = three_hands(hands, {"trump_anytime": anytime})
        state.apply("bid:1")
        state.apply("pass")
        state.apply("pass")
        play_all(state, ["AS"])
        assert plays(state) == {"2S", "3S"}
        play_all(state, ["2S", "4S"])
        play_all(state, ["KH"])
        assert plays(state) == expected
        if not anytime:
            with pytest.raises(IllegalAction, match="follow suit: play one of your hearts"):
                state.apply("play:3S")
        else:
            play_all(state, ["3S"])  # trumps the king of hearts
            play_all(state, ["2H"])
            assert state.events[-1].type == "trick_won" and state.events[-1].winner == 2


def test_trump_lead_must_be_followed_with_a_trump():
    state = three_hands([["AS", "KH", "9H", "8C", "7C", "6C"],
                         ["2S", "3S", "QH", "5D", "6D", "7D"],
                         ["4S", "2H", "4D", "5C", "2C", "3C"]])
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["AS"])
    with pytest.raises(IllegalAction, match="Trumps were led"):
        state.apply("play:QH")
    with pytest.raises(IllegalAction, match="don't hold the ace of hearts"):
        state.apply("play:AH")


SWEEP = [["AS", "KS", "QS", "JS", "10S", "2S"],
         ["2H", "3H", "4H", "5H", "6H", "7H"],
         ["2D", "3D", "4D", "5D", "6D", "7D"]]


def sweep_hand(bid: str, rules=None, scores=None):
    state = three_hands(SWEEP, rules)
    if scores is not None:
        state.score = list(scores)
    state.apply(bid)
    if bid != "bid:4":
        state.apply("pass")
        state.apply("pass")
    for card in ("AS", "KS", "QS", "JS", "10S", "2S"):
        state.apply(f"play:{card}")
        state.apply(f"play:{state.legal_actions()[0].arg}")
        state.apply(f"play:{state.legal_actions()[0].arg}")
    return state


def test_all_four_points_and_smudge():
    state = sweep_hand("bid:4")
    record = scored(state)
    assert record["game_points"] == [0, 4, 0] and record["deltas"] == [0, 4, 0]
    assert not state.is_over  # smudge is off by default
    state = sweep_hand("bid:4", {"smudge": "bidder"})
    assert state.is_over and state.winners == [1] and scored(state)["smudge"] is True
    assert state.events[-1].reason == "smudge"
    state = sweep_hand("bid:2", {"smudge": "bidder"})
    assert not state.is_over  # a smudge must be bid: 4
    state = sweep_hand("bid:2", {"smudge": "any"})
    assert state.is_over and state.winners == [1]


def test_a_lone_trump_is_high_and_low_and_a_lone_jack_three_points():
    hands = [["JS", "AH", "KH", "QH", "10H", "9H"],
             ["2H", "3H", "4H", "5D", "6D", "7D"],
             ["8H", "2C", "4D", "5C", "6C", "7C"]]
    state = three_hands(hands)
    state.apply("bid:3")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["JS"])  # nobody else has a spade: any card
    state.apply("play:5D")
    state.apply("play:2C")
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    points = scored(state)["points"]
    assert points["high"]["card"] == points["low"]["card"] == points["jack"]["card"] == "JS"
    assert points["high"]["seat"] == points["low"]["seat"] == points["jack"]["seat"] == 1
    assert scored(state)["made"] is True
    hands[0][0] = "QS"
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["QS", "5D", "2C"])
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    points = scored(state)["points"]
    assert points["high"]["card"] == points["low"]["card"] == "QS"
    assert points["jack"] is None  # the jack of trumps was not dealt: nobody scores Jack


def scored_count(state) -> int:
    return sum(e.type == "hand_scored" for e in state.events)


def test_game_tie_scores_nobody():
    hands = [["AS", "2C", "5H", "6H", "7H", "8H"],   # seat 1, the pitcher
             ["3H", "AC", "4H", "9D", "8D", "7D"],   # seat 2
             ["3D", "4C", "2D", "5D", "6D", "9C"]]   # seat 0
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["AS", "3H", "3D"])   # seat 1 takes 4
    play_all(state, ["2C", "AC", "4C"])   # seat 2 takes 4; every other card is worth 0
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    record = scored(state)
    assert record["game_values"] == [0, 4, 4]
    assert record["points"]["game"]["tied"] is True and record["points"]["game"]["seat"] is None
    assert record["game_points"] == [0, 2, 0]  # the lone trump is High and Low
    assert record["deltas"] == [0, 2, 0]


def test_deal_one_card_at_a_time():
    game = cardgames.create("pitch", players=3, rules={"deal_packet": 1})
    deck = [f"{r}S" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    deck += ["2H", "3H", "4H", "5H", "6H"]
    state = game.new_state(deck=deck, dealer=2)  # order 0, 1, 2
    assert set(state.view(0)["hand"]) == {deck[k] for k in range(0, 18, 3)}
    assert set(state.view(1)["hand"]) == {deck[k] for k in range(1, 18, 3)}
    assert set(state.view(2)["hand"]) == {deck[k] for k in range(2, 18, 3)}


def test_undealt_cards_never_count():
    # 3 players: 34 cards are not dealt; the ace of spades among them is not High
    hands = [["KS", "5S", "9H", "3D", "KC", "6C"],
             ["JS", "8H", "AH", "QD", "10D", "2C"],
             ["QS", "3S", "10H", "QH", "7D", "4C"]]
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    points = scored(state)["points"]
    assert points["high"]["card"] == "KS" and points["low"]["card"] == "3S"


# --- going out (§6) --------------------------------------------------------------------------

def test_bidder_first_others_count_in_the_order_high_low_jack_game():
    # E3: pitcher 0 set back; seat 1 takes High, Low, Jack; seat 2 Game
    state = e3_state(scores=[5, 5, 6])
    play_e3(state)
    assert state.is_over and state.winners == [1]  # seat 1 reaches 7 at Low, before Game
    assert state.events[-1].reason == "points_order"
    state = e3_state(scores=[5, 3, 6])
    play_e3(state)
    assert state.is_over and state.winners == [2]  # seat 1 stops at 6; Game takes seat 2 to 7


def test_bidder_first_the_pitcher_goes_out_first():
    state = e3_state(scores=[5, 4, 6])
    state.apply("bid:2")   # seat 1
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["AS", "JS", "2S"])   # High, Low and Jack for the pitcher
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    record = scored(state)
    assert record["made"] is True and record["scores"][1] >= 7
    assert state.winners == [1]
    assert state.events[-1].reason == "pitcher"


def test_going_out_highest_ties_play_on():
    state = e3_state({"going_out": "highest"}, scores=[0, 4, 6])
    play_e3(state)
    assert state.scores == [-2, 7, 7] and not state.is_over  # a tie above the target
    state = e3_state({"going_out": "highest"}, scores=[0, 5, 6])
    play_e3(state)
    assert state.scores == [-2, 8, 7] and state.winners == [1]


def test_going_out_pitcher_only():
    state = e3_state({"going_out": "pitcher_only"}, scores=[0, 6, 6])
    play_e3(state)
    assert state.scores == [-2, 9, 7] and not state.is_over
    state = e3_state({"going_out": "pitcher_only"}, scores=[5, 4, 6])
    state.apply("bid:2")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["AS", "JS", "2S"])
    while scored_count(state) == 0:
        state.apply(state.legal_actions()[0])
    assert state.winners == [1]


@pytest.mark.parametrize("target", [7, 11, 15, 21])
def test_target_scores(target):
    game = cardgames.create("pitch", players=4, rules={"target_score": target})
    state = game.new_state(seed=target)
    rng = random.Random(target)
    while not state.is_over:
        state.greedy_playout(rng)  # sensible bids: random ones are set back again and again
    assert state.view(0)["extra"]["target_score"] == target
    (winner,) = state.winners
    assert state.scores[winner] >= target
    record = state.history[-1]
    before = [s - d for s, d in zip(record["scores"], record["deltas"], strict=True)]
    assert before[winner] < target


# --- partnerships -----------------------------------------------------------------------------

def test_partnerships_pool_points_and_the_team_must_make_the_bid():
    game = cardgames.create("pitch", players=4, rules={"partnerships": True})
    state = game.new_state(seed=8, dealer=3)
    rng = random.Random(4)
    while state.hands_finished == 0:
        state.apply(rng.choice(state.legal_actions()))
    record = state.history[0]
    assert record["deltas"][0] == record["deltas"][2] and record["deltas"][1] == record["deltas"][3]
    values = record["points"]["game"]["values"]
    team_values = record["points"]["game"]["team_values"]
    assert team_values == [values[0] + values[2], values[1] + values[3]]
    assert state.view(0)["extra"]["teams"] == [[0, 2], [1, 3]]


def test_partnerships_need_four_players():
    with pytest.raises(OptionError, match="partnerships"):
        cardgames.create("pitch", players=3, rules={"partnerships": True})
    with pytest.raises(OptionError, match="first_dealer"):
        cardgames.create("pitch", players=3, rules={"first_dealer": 5})


@pytest.mark.parametrize("preset", ["standard", "setback", "hoyle", "throw_in", "follow_suit",
                                    "partnership", "pitcher_only", "smudge"])
def test_presets_play(preset):
    game = cardgames.create("pitch", preset=preset)
    state = game.new_state(seed=2)
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.winners


# --- what plays reveal (§10) ----------------------------------------------------------------

def suit_mask(suit: str) -> int:
    return sum(1 << CARD_IDS[f"{r}{suit}"] for r in
               ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))


def test_voids_shown_by_play_are_kept_in_sampled_worlds():
    hands = [["AS", "2H", "3H", "4H", "5H", "6H"],   # seat 1, the pitcher
             ["7H", "8H", "9H", "10H", "2C", "3C"],  # seat 2: no spade
             ["KS", "QS", "2D", "3D", "4D", "5D"]]   # seat 0: no heart
    for anytime in (True, False):
        state = three_hands(hands, {"trump_anytime": anytime})
        state.apply("bid:1")
        state.apply("pass")
        state.apply("pass")
        play_all(state, ["AS", "2C", "KS"])
        # failing to follow a trump lead proves a trump void; following proves nothing
        assert state.excluded[2] == suit_mask("S") and state.excluded[0] == 0
        play_all(state, ["2H", "7H", "QS"])
        # trumping a plain lead proves a void only when trumping at will is not allowed
        assert state.excluded[0] == (0 if anytime else suit_mask("H"))
        rng = random.Random(3)
        observation = state.observation(1)
        for _ in range(40):
            world = observation.sample_world(rng)
            assert not world.hands[2] & suit_mask("S")
            if not anytime:
                assert not world.hands[0] & suit_mask("H")
    state = three_hands(hands)
    state.apply("bid:1")
    state.apply("pass")
    state.apply("pass")
    play_all(state, ["AS", "2C", "KS", "2H", "7H", "2D"])
    # a card of a third suit on a plain lead: void in the led suit, not (yet) in trumps
    assert state.excluded[0] == suit_mask("H")


def test_tutorial_plays_to_its_end_with_the_spec_result():
    from cardgames.catalog import CATALOG
    from cardgames.core.tutorial import TutorialRunner, load_tutorial

    runner = TutorialRunner(load_tutorial("pitch", CATALOG))
    state = runner.play_to_end()
    assert runner.finished
    record = state.history[0]
    assert record["pitcher"] == 0 and record["bid"] == 2
    assert record["game_values"] == [22, 10, 7] and record["deltas"] == [4, 0, 0]
    runner = TutorialRunner(load_tutorial("pitch", CATALOG))
    runner.advance_to("trump-anytime")
    while not runner.waiting:
        runner.play_scripted()
    assert plays(runner.state) == {"10D", "JS", "3S"}
    ok, message = runner.submit("play:10D")
    assert not ok and "3 of spades" in message
    ok, message = runner.submit("play:KH")
    assert not ok and "don't hold" in message
