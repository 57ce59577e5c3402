"""Bourré: the spec's worked examples (§5.4, §11) and the tutorial deal (§9), as stacked
decks played through the engine."""

from __future__ import annotations

import pytest

import cardgames
from cardgames.core.actions import IllegalAction
from cardgames.games.bourre import HAND_LIMIT, validate_options


def new(players, dealer, deck, **rules):
    game = cardgames.create("bourre", players=players, rules=rules)
    return game.new_state(seed=0, deck=deck.split(", "), dealer=dealer)


def legal_cards(state):
    return {a.arg for a in state.legal_actions() if a.verb == "play"}


def hand(state, seat):
    return set(state.view(seat)["hand"])


E1_DECK = ("AS, QS, JH, KS, 10H, 5C, 7H, 8H, 6D, 3C, 4D, KD, 9D, 2C, 4S, QH, 6S, 9C, 2S, "
           "3H, 5H")


def test_e1_deal_antes_and_upcard():
    s = new(3, 0, E1_DECK)
    assert hand(s, 1) == {"AS", "KS", "7H", "3C", "9D"}
    assert hand(s, 2) == {"QS", "10H", "8H", "4D", "2C"}
    assert hand(s, 0) == {"JH", "5C", "6D", "KD", "4S"}
    v = s.view(1)
    assert v["trump"] == "S" and v["trump_card"] == "4S"
    assert v["known_cards"][0] == ["4S"]  # the upcard stays in the dealer's hand, seen by all
    assert v["extra"]["pot"] == 3 and s.scores == [99, 99, 99]
    assert s.current_player == 1


def e1_declared():
    s = new(3, 0, E1_DECK)
    s.apply("draw:3C")
    assert hand(s, 1) == {"AS", "KS", "7H", "QH", "9D"}
    s.apply("draw:4D,2C")  # any order of the discards names the same action
    assert hand(s, 2) == {"QS", "10H", "8H", "6S", "9C"}
    s.apply("draw:5C")
    assert hand(s, 0) == {"JH", "2S", "6D", "KD", "4S"}
    assert s.action_log == ["draw:3C", "draw:2C,4D", "draw:5C"]
    assert s.view(0)["extra"]["stock"] == 52 - 15 - 4  # the rest of the pack
    return s


def test_e1_tricks_cinch_and_bourre():
    s = e1_declared()
    assert s.current_player == 1
    s.apply("play:9D")
    assert legal_cards(s) == {"QS", "6S"}  # void in diamonds: must trump
    s.apply("play:6S")
    assert legal_cards(s) == {"6D", "KD"}  # trick trumped: any diamond
    s.apply("play:6D")
    assert s.current_player == 2  # seat 2 won
    s.apply("play:10H")
    assert legal_cards(s) == {"JH"}
    s.apply("play:JH")
    assert legal_cards(s) == {"QH"}  # must head the trick
    s.apply("play:QH")
    assert s.current_player == 1
    # one trick + AS KS above every outstanding trump: a cinch
    assert s.view(1)["extra"]["cinch"] is True
    assert legal_cards(s) == {"AS", "KS"}
    with pytest.raises(IllegalAction, match="cinch"):
        s.apply("play:7H")
    s.apply("play:AS")
    assert legal_cards(s) == {"QS"}
    s.apply("play:QS")
    assert legal_cards(s) == {"4S", "2S"}
    s.apply("play:2S")
    assert legal_cards(s) == {"KS"}
    s.apply("play:KS")
    s.apply("play:9C")
    s.apply("play:4S")
    assert s.current_player == 1
    s.apply("play:7H")
    s.apply("play:8H")
    s.apply("play:KD")
    record = s.history[-1]
    assert record["tricks"] == [0, 3, 2]
    assert record["winner"] == 1 and record["bourre"] == [0]
    assert record["deltas"] == [-4, 2, -1]
    # next hand: seat 0 exempt; the pot is the bourré payment (3) + two antes
    assert s.scores == [96, 101, 98]  # seats 1 and 2 paid the next ante
    assert s.view(0)["extra"]["pot"] == 5
    assert s.history[-1]["scores"] == [96, 102, 99]
    assert s.history[-1]["new_pot"] == 3 and s.history[-1]["exempt"] == [0]
    assert sum(s.scores) + s.view(0)["extra"]["pot"] == 300


def test_e1_illegal_moves_are_refused_with_reasons():
    s = e1_declared()
    s.apply("play:9D")
    before = s.to_json()
    for bad, words in (("play:10H", "trump"), ("play:AS", "don't hold"), ("draw", "tricks"),
                       ("play:ZZ", "not a card")):
        with pytest.raises(IllegalAction, match=words):
            s.apply(bad)
    assert s.to_json() == before


E2_DECK = ("AC, 4H, 6H, QC, KC, 8H, 2H, 3C, 5D, 7D, QD, KS, 9S, JS, 8S, 6D, 2D, 10D, 4S, "
           "3H, AD, AS")


def test_e2_trumping_duties_split_pot_and_bourre():
    s = new(4, 3, E2_DECK, starting_bank=30)
    assert hand(s, 0) == {"AC", "KC", "5D", "9S", "2D"}
    assert hand(s, 3) == {"QC", "3C", "KS", "6D", "3H"}
    for _ in range(4):
        s.apply("draw")
    assert s.view(0)["extra"]["pot"] == 4
    s.apply("play:AC")
    assert legal_cards(s) == {"4H", "8H"}
    s.apply("play:8H")
    assert legal_cards(s) == {"6H", "2H"}  # can't over-trump: must still trump
    s.apply("play:2H")
    assert legal_cards(s) == {"QC", "3C"}
    s.apply("play:3C")
    assert s.current_player == 1
    s.apply("play:JS")
    assert legal_cards(s) == {"8S", "4S"}
    s.apply("play:4S")
    assert legal_cards(s) == {"KS"}
    s.apply("play:KS")
    s.apply("play:9S")
    assert s.current_player == 3
    s.apply("play:6D")
    assert legal_cards(s) == {"5D", "2D"}
    s.apply("play:2D")
    s.apply("play:10D")
    s.apply("play:QD")
    assert s.current_player == 2
    s.apply("play:8S")
    assert legal_cards(s) == {"3H"}
    s.apply("play:3H")
    assert legal_cards(s) == {"KC", "5D"}
    s.apply("play:5D")
    assert legal_cards(s) == {"4H"}  # over-trump
    s.apply("play:4H")
    assert s.current_player == 1
    s.apply("play:7D")
    s.apply("play:6H")
    s.apply("play:QC")
    s.apply("play:KC")
    record = s.history[-1]
    assert record["tricks"] == [0, 2, 2, 1]
    assert record["winner"] is None and record["tied"] == [1, 2]
    assert record["bourre"] == [0] and record["payments"] == [4, 0, 0, 0]
    assert record["scores"] == [25, 29, 29, 29]
    assert sorted(record["exempt"]) == [0, 1, 2]
    assert s.view(0)["extra"]["pot"] == 9  # 4 carried + 4 bourré + seat 3's ante
    assert s.scores == [25, 29, 29, 28]


def test_e3_all_but_one_pass():
    s = new(3, 0, "7C, 2D, 2S, 8C, 3D, 3S, 9C, 4D, 4S, 10C, 5D, 5S, JC, 6D, 9H", starting_bank=10)
    assert s.view(0)["trump_card"] == "9H"
    s.apply("draw")
    s.apply("pass")
    s.apply("pass")  # the dealer may pass: the upcard is not an ace
    record = s.history[-1]
    assert record["kind"] == "auto_win" and record["winner"] == 1
    assert record["scores"] == [9, 12, 9] and record["bourre"] == []
    assert s.view(0)["extra"]["antes"] == [1, 1, 1]  # everybody antes next hand
    assert s.view(0)["extra"]["pot"] == 3


def test_dealer_takes_the_pot_when_everybody_else_passes():
    s = new(3, 0, "7C, 2D, 2S, 8C, 3D, 3S, 9C, 4D, 4S, 10C, 5D, 5S, JC, 6D, 9H")
    s.apply("pass")
    s.apply("pass")
    record = s.history[-1]
    assert record["kind"] == "auto_win" and record["winner"] == 0  # no declaration


def test_ace_turned_up_forces_the_dealer():
    deck = "7C, 2D, 2S, 8C, 3D, 3S, 9C, 4D, 4S, 10C, 5D, 5S, JC, 6D, AH"
    s = new(3, 0, deck)
    s.apply("draw")
    s.apply("draw")
    assert "pass" not in {str(a) for a in s.legal_actions()}
    with pytest.raises(IllegalAction, match="ace"):
        s.apply("pass")
    free = new(3, 0, deck, ace_upcard_forces_dealer=False)
    free.apply("draw")
    free.apply("draw")
    assert free.is_legal("pass")


def test_dealer_may_discard_the_upcard_trump_unchanged():
    s = new(3, 0, "7C, 2D, 2S, 8C, 3D, 3S, 9C, 4D, 4S, 10C, 5D, 5S, JC, 6D, 9H, AS, KS")
    s.apply("draw")
    s.apply("draw")
    s.apply("draw:9H")
    v = s.view(1)
    assert v["trump"] == "H" and v["extra"]["upcard_aside"] is True
    assert v["known_cards"][0] == []
    places = s.card_places()[1]
    assert places["upcard"] == ["9H"] and places["discards:0"] == []


def test_stock_runs_out_reshuffle_excludes_the_players_own_discards():
    # 8 players: 40 cards dealt, a stock of 12; everybody exchanges five
    game = cardgames.create("bourre", players=8)
    s = game.new_state(seed=3, dealer=7)
    seats = []
    for _ in range(3):
        seat = s.current_player
        five = s.view(seat)["hand"]
        s.apply("draw:" + ",".join(five))
        seats.append((seat, set(five)))
    # the third player takes the last two cards, then the discards of the first two
    # (never his own) are shuffled into a new stock
    refills = [e for e in s.events if e["type"] == "refill"]
    third, own = seats[2]
    assert len(refills) == 1 and refills[0]["seat"] == third and refills[0]["count"] == 10
    assert not own & set(s.view(third)["hand"])
    assert set(s.card_places()[1][f"discards:{third}"]) == own
    assert s.card_places()[1]["discards:0"] == []
    assert s.view(0)["extra"]["stock"] == 10 - 3
    s.check_invariants()


def test_e4_pot_limit_arithmetic():
    # 4 players, pot 12 at play: a stacked hand with tricks 3-2-0-0
    s = new(4, 3, E2_DECK, pot_limit=10)
    s.pot = 12  # as if 8 chips had carried over
    s.bank = [s.bank[0] - 2, s.bank[1] - 2, s.bank[2] - 2, s.bank[3] - 2]
    for _ in range(4):
        s.apply("draw")
    # play out: make seat 1 win three, seat 2 two, seats 0 and 3 none
    s.tricks = [0, 3, 2, 0]
    s.tricks_played = 5
    s.status = list(s.status)
    s._settle()
    record = s.history[-1]
    assert record["winnings"][1] == 12
    assert record["payments"] == [10, 0, 0, 10]
    assert record["new_pot"] == 20
    assert sorted(record["exempt"]) == [0, 3]
    assert s.view(0)["extra"]["pot"] == 22  # + the antes of the two non-bourréd players


def test_pot_limit_caps_the_win():
    s = new(4, 3, E2_DECK, pot_limit=3, limit_caps_win=True)
    for _ in range(4):
        s.apply("draw")
    s.tricks = [0, 3, 1, 1]
    s.tricks_played = 5
    s._settle()
    record = s.history[-1]
    assert record["winnings"][1] == 3 and record["payments"] == [3, 0, 0, 0]
    assert record["new_pot"] == 1 + 3


def test_double_ante_and_no_exemptions():
    s = new(4, 3, E2_DECK, double_ante=True)
    s.apply("draw")
    s.apply("pass")
    s.apply("draw")
    s.apply("draw")
    assert s.view(0)["extra"]["pot"] == 4 + 3
    assert s.scores == [98, 99, 98, 98]


def test_secret_declarations_reveal_together_then_draw():
    s = new(3, 0, E1_DECK, simultaneous_declare=True)
    assert {str(a) for a in s.legal_actions()} == {"stay", "pass"}
    s.apply("stay")
    assert s.view(2)["extra"]["status"][1] == "decided"
    assert s.view(1)["extra"]["status"][1] == "stay"
    s.apply("pass")
    s.apply("stay")
    assert s.view(2)["extra"]["status"] == ["playing", "playing", "passed"]
    assert s.current_player == 1 and not s.is_legal("pass")
    s.apply("draw:3C")
    s.apply("draw")
    assert s.view(1)["phase"] == "playing"


def test_secret_declarations_nobody_stays_carries_the_pot():
    s = new(3, 0, E3_DECK := "7C, 2D, 2S, 8C, 3D, 3S, 9C, 4D, 4S, 10C, 5D, 5S, JC, 6D, 9H",
            simultaneous_declare=True)
    assert E3_DECK
    for _ in range(3):
        s.apply("pass")
    record = s.history[-1]
    assert record["kind"] == "void" and record["new_pot"] == 3
    assert s.view(0)["extra"]["pot"] == 6 and s.scores == [98, 98, 98]


def test_cinch_equivalents_options():
    # seat 1 holds AS QS with KS played: with_played lets QS count as the highest
    s = e1_declared()
    assert s.game.cinch_eq == "adjacent_in_hand"
    s.hands[1] = s.hands[1]  # no change: the option's effect is checked on equivalents()
    from cardgames.games.bourre import CARD_IDS
    s.hands[1] = (1 << CARD_IDS["AS"]) | (1 << CARD_IDS["QS"])
    s.dead = 1 << CARD_IDS["KS"]
    assert s.equivalents(1) == 1 << CARD_IDS["AS"]
    s.game.cinch_eq = "with_played"
    assert s.equivalents(1) == (1 << CARD_IDS["AS"]) | (1 << CARD_IDS["QS"])
    s.game.cinch_eq = "none"
    s.hands[1] |= 1 << CARD_IDS["KS"]
    assert s.equivalents(1) == 1 << CARD_IDS["AS"]


def test_tutorial_deal():
    deck = "AH, 10S, AS, KH, JS, KD, 4C, 5D, 5C, 3D, 8D, 7C, 9S, 2C, 6H, QH, 7S, 3C, 4S"
    s = new(3, 2, deck, starting_bank=20)
    assert hand(s, 0) == {"AH", "KH", "4C", "3D", "9S"}
    assert hand(s, 1) == {"10S", "JS", "5D", "8D", "2C"}
    assert hand(s, 2) == {"AS", "KD", "5C", "7C", "6H"}
    assert s.view(0)["extra"]["pot"] == 3
    s.apply("draw:4C,3D")
    assert hand(s, 0) == {"AH", "KH", "QH", "9S", "7S"}
    s.apply("draw:2C")
    s.apply("draw")
    assert legal_cards(s) == {"AH", "KH", "QH"}
    for move in ("AH", "3C", "6H", "KH", "5D", "5C"):
        s.apply(f"play:{move}")
    assert legal_cards(s) == {"QH"}
    for move in ("QH", "8D", "7C", "9S"):
        s.apply(f"play:{move}")
    assert legal_cards(s) == {"10S", "JS"}
    s.apply("play:JS")
    s.apply("play:AS")
    s.apply("play:KD")
    assert legal_cards(s) == {"7S"}
    s.apply("play:7S")
    s.apply("play:10S")
    record = s.history[-1]
    assert record["tricks"] == [3, 0, 2]
    assert record["scores"] == [22, 16, 19]
    assert record["exempt"] == [1]
    assert s.view(0)["extra"]["pot"] == 5


def test_option_combinations_refused():
    assert validate_options({"limit_caps_win": True, "pot_limit": 0, "hand_size": 5,
                             "max_discard": 5})
    assert not validate_options({"limit_caps_win": False, "pot_limit": 0, "hand_size": 4,
                                 "max_discard": 4})
    assert HAND_LIMIT > 20
