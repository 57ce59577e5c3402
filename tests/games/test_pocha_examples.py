"""The spec's examples (E1-E4) and the tutorial deals, played through the public API."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames import IllegalAction


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def plays(state) -> set[str]:
    return {a.arg for a in state.legal_actions()}


def e1_state():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3]})
    deck = ["10O", "3O", "2E", "4O", "4E", "5O", "6E", "7O", "5B", "7C", "1C", "11E", "1E"]
    return game.new_state(deck=deck, dealer=0)


def test_e1_deal():
    state = e1_state()
    assert set(state.view(1)["hand"]) == {"10O", "4E", "5B"}
    assert set(state.view(2)["hand"]) == {"3O", "5O", "7C"}
    assert set(state.view(3)["hand"]) == {"2E", "6E", "1C"}
    assert set(state.view(0)["hand"]) == {"4O", "7O", "11E"}
    view = state.view(0)
    assert view["extra"]["upcard"] == "1E" and view["trump"] == "E" and view["extra"]["mano"] == 1
    assert state.current_player == 1


def test_e1_full_hand():
    state = e1_state()
    for bid in ("bid:0", "bid:1", "bid:2"):
        state.apply(bid)
    assert state.current_player == 0
    assert legal(state) == {"bid:1", "bid:2", "bid:3"}
    with pytest.raises(IllegalAction, match="dealer"):
        state.apply("bid:0")
    state.apply("bid:1")
    # trick 1
    state.apply("play:10O")
    assert plays(state) == {"3O"}
    state.apply("play:3O")
    assert plays(state) == {"2E", "6E"}
    state.apply("play:2E")
    assert plays(state) == {"4O", "7O"}
    state.apply("play:4O")
    assert state.events[-1].type == "trick_won" and state.events[-1].winner == 3
    # trick 2
    assert state.current_player == 3
    state.apply("play:1C")
    assert plays(state) == {"11E"}
    state.apply("play:11E")
    assert plays(state) == {"4E", "5B"}
    state.apply("play:5B")
    state.apply("play:7C")
    assert state.events[-1].winner == 0
    # trick 3
    state.apply("play:7O")
    state.apply("play:4E")
    state.apply("play:5O")
    assert plays(state) == {"6E"}
    state.apply("play:6E")
    scored = next(e for e in state.events if e.type == "hand_scored")
    assert scored.tricks == [1, 0, 0, 2]
    assert scored.deltas == [15, 10, -5, 20]
    assert state.is_over and state.winners == [3]


def test_e2_one_card_hand_has_no_restriction():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    state = game.new_state(deck=["1C", "7O", "12E", "5B", "3O"], dealer=3)
    assert [state.view(s)["hand"] for s in range(4)] == [["1C"], ["7O"], ["12E"], ["5B"]]
    assert state.current_player == 0
    for _ in range(3):
        state.apply("bid:0")
    assert legal(state) == {"bid:0", "bid:1"}
    state.apply("bid:0")
    state.apply("play:1C")
    assert plays(state) == {"7O"}
    state.apply("play:7O")
    state.apply("play:12E")
    state.apply("play:5B")
    scored = next(e for e in state.events if e.type == "hand_scored")
    assert scored.tricks == [0, 1, 0, 0]
    assert scored.deltas == [10, -5, 10, 10]


def test_e3_schedule_and_dealer_rotation():
    from cardgames.games.pocha import schedule_for

    game = cardgames.create("pocha", players=4, rules={"length": "full"})
    assert schedule_for(game.options) == (
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    state = game.new_state(seed=5, dealer=0)
    rng = random.Random(0)
    while sum(e.type == "dealt" for e in state.events) < 3:
        state.apply(rng.choice(state.legal_actions()))
    dealt = [(e.dealer, e.size) for e in state.events if e.type == "dealt"]
    assert dealt == [(0, 1), (1, 2), (2, 3)]


def test_e3_three_players_pack_has_no_twos():
    game = cardgames.create("pocha", players=3, rules={"length": "max_only"})
    state = game.new_state(seed=2)
    assert state.view(0)["extra"]["upcard"] is None  # 3 x 12 cards: the whole pack is dealt
    seen = set()
    for seat in range(3):
        seen |= set(state.view(seat)["hand"])
    assert len(seen) == 36
    assert not {"2O", "2C", "2E", "2B"} & seen


@pytest.mark.parametrize(
    ("players", "length", "hands"),
    [(3, "full", 25), (4, "full", 22), (5, "full", 19), (6, "full", 16), (8, "full", 16),
     (3, "short", 14), (4, "short", 13), (5, "short", 12), (6, "short", 11), (8, "short", 12),
     (3, "max_only", 3), (4, "max_only", 4), (5, "max_only", 5), (6, "max_only", 6),
     (8, "max_only", 8)],
)
def test_schedule_lengths(players, length, hands):
    from cardgames.games.pocha import schedule_for

    game = cardgames.create("pocha", players=players, rules={"length": length})
    assert len(schedule_for(game.options)) == hands


@pytest.mark.parametrize(("players", "cards"), [(3, 36), (4, 40), (5, 40), (6, 36), (8, 40)])
def test_pack_size_by_players(players, cards):
    from cardgames.games.pocha import MAX_HAND

    game = cardgames.create("pocha", players=players, rules={"length": "max_only"})
    state = game.new_state(seed=1)
    view = state.view(0)
    hidden = cards - MAX_HAND[players] * players
    assert view["hand_size"] == MAX_HAND[players]
    assert (view["extra"]["upcard"] is None) == (hidden == 0)
    if players in (3, 6):
        every = set()
        for seat in range(players):
            every |= set(state.view(seat)["hand"])
        assert not {"2O", "2C", "2E", "2B"} & every


@pytest.mark.parametrize(
    ("bid", "took", "delta"),
    [(0, 0, 10), (4, 4, 30), (2, 0, -10), (1, 3, -10), (0, 2, -10), (3, 3, 25), (2, 4, -10),
     (3, 1, -10), (1, 0, -5)],
)
def test_e4_scoring_table(bid, took, delta):
    """A stacked hand where seat 0 bids ``bid`` and takes exactly ``took`` tricks.

    Seat 0 holds ``took`` top trumps (oros) and low copas; seat 1 the high copas and
    espadas; seats 2 and 3 espadas and bastos; the rest of the oros stay in the stock.
    Seat 0 plays its highest legal card (copas before trumps), the others their lowest:
    seat 1 wins every copa trick, then leads an espada that seat 0 must trump, and seat 0
    cashes its trumps.
    """
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [5],
                                                       "dealer_restriction": False})
    seat_cards = [
        ["1O", "3O", "12O", "11O", "10O"][:took] + ["2C", "4C", "5C", "6C", "7C"][:5 - took],
        ["1C", "3C", "12C", "11C", "10C"][:5 - took] + ["1E", "2E", "3E", "4E", "5E"][:took],
        ["6E", "7E", "10E", "11E", "12E"],
        ["1B", "2B", "3B", "4B", "5B"],
    ]
    deck = [seat_cards[k % 4][k // 4] for k in range(20)] + ["2O"]  # 2O: the upcard, oros trump
    state = game.new_state(deck=deck, dealer=3)
    assert state.current_player == 0 and state.view(0)["trump"] == "O"
    state.apply(f"bid:{bid}")
    for _ in range(3):
        state.apply("bid:0")
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[-1] if state.current_player == 0 else legal[0])
    assert state.history[0]["tricks"][0] == took
    assert state.history[0]["deltas"][0] == delta


HAND_A = ["12O", "4C", "7E", "5B", "3O"]
HAND_B = ["10C", "12C", "5E", "1C", "1B", "4C", "12E", "6C", "7O", "3E", "10B", "11B", "3O",
          "11O", "5O", "2B", "4O", "2O", "7B", "6E", "7E"]


def tutorial_state():
    game = cardgames.create("pocha", players=4,
                            rules={"first_dealer": 3, "deal_schedule": [1, 5]})
    return game.new_state(decks=[HAND_A, HAND_B])


def test_tutorial_hand_a():
    state = tutorial_state()
    view = state.view(0)
    assert view["hand"] == ["12O"] and view["extra"]["upcard"] == "3O" and view["trump"] == "O"
    assert state.current_player == 0
    state.apply("bid:1")
    for _ in range(2):
        state.apply("bid:0")
    assert legal(state) == {"bid:0", "bid:1"}  # dealer's 1 stays enabled in a one-card hand
    state.apply("bid:0")
    state.apply("play:12O")
    for card in ("4C", "7E", "5B"):
        assert plays(state) == {card}
        state.apply(f"play:{card}")
    assert state.history[0]["deltas"][0] == 15


def test_tutorial_hand_b():
    state = tutorial_state()
    for action in ("bid:1", "bid:0", "bid:0", "bid:0", "play:12O", "play:4C", "play:7E",
                   "play:5B"):
        state.apply(action)
    view = state.view(0)
    assert set(view["hand"]) == {"1C", "6C", "11B", "2B", "6E"}
    assert view["extra"]["upcard"] == "7E" and view["dealer"] == 0 and view["extra"]["mano"] == 1
    assert set(state.view(1)["hand"]) == {"10C", "1B", "7O", "3O", "4O"}
    assert set(state.view(2)["hand"]) == {"12C", "4C", "3E", "11O", "2O"}
    assert set(state.view(3)["hand"]) == {"5E", "12E", "10B", "5O", "7B"}
    for action in ("bid:0", "bid:1", "bid:2"):
        state.apply(action)
    assert "bid:2" not in legal(state) and state.view(0)["extra"]["forbidden_bid"] == 2
    state.apply("bid:1")
    for card in ("10C", "12C", "5E"):
        state.apply(f"play:{card}")
    assert plays(state) == {"1C", "6C"}
    state.apply("play:6C")
    assert state.events[-1].winner == 3
    state.apply("play:10B")
    assert plays(state) == {"11B"}
    for card in ("11B", "1B", "3E"):
        state.apply(f"play:{card}")
    assert state.events[-1].winner == 2
    state.apply("play:4C")
    state.apply("play:12E")
    assert plays(state) == {"1C"}
    state.apply("play:1C")
    state.apply("play:7O")
    assert state.events[-1].winner == 3
    state.apply("play:5O")
    assert plays(state) == {"6E"}
    for card in ("6E", "3O", "2O"):
        state.apply(f"play:{card}")
    assert state.events[-1].winner == 0
    for card in ("2B", "4O", "11O", "7B"):
        state.apply(f"play:{card}")
    assert state.events[-2].type == "trick_won" or state.is_over
    record = state.history[1]
    assert record["tricks"] == [1, 0, 1, 3]
    assert record["deltas"] == [15, 10, 15, -5]
