"""Tsung Shap's AI: the heuristic follows §10 (the best capture, always the best claim, the
side that leaves the opponent the least), every level is fair (twin matches whose piles
differ only where the seat can't see get the same choices), and the search plays legally."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.ai.ismcts import search
from cardgames.ai.policies import bind
from cardgames.ai.tsung_shap_heuristic import choose, side_value
from cardgames.games.tsung_shap import DECK


def deck_of(first, second=()):
    rest = Counter(DECK.codes) - Counter(first) - Counter(second)
    left = list(rest.elements())
    return list(first) + left[:16 - len(first)] + list(second) + left[16 - len(first):]


def start(first, second=(), **rules):
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1, **rules})
    return game.new_state(deck=deck_of(first, second), dealer=0, seed=1)


def heuristic(state) -> str:
    seat = state.current_player
    return str(state.game.action_of(choose(state.observation(seat).public_state(), seat)))


def test_takes_the_240_pair_over_a_sweep():
    # row 4-2 6-6; the other 6-6: the pair at the right (240) or the sweep (6 + 12 + 12 = 30)
    state = start(["4-2", "6-6"], ["6-6"])
    state.apply("place:right")
    state.apply("place:right")
    assert {"capture:pair,right", "capture:sweep"} <= {str(a) for a in state.legal_actions()}
    assert heuristic(state) == "capture:pair,right"


def test_takes_a_capture_rather_than_place():
    state = start(["6-1", "5-5"], ["3-3", "2-1"])
    for _ in range(3):
        state.apply("place:right")
    assert heuristic(state) == "capture:triple,ends"


def test_always_claims_the_best_missed_option():
    state = start(["3-3", "3-3"], ["4-4"])
    state.apply("place:right")
    state.apply("place:right")
    state.apply("place:right")   # misses the pair (120) and the sweep (40)
    assert {str(a) for a in state.legal_actions()} == {"claim:pair,left", "claim:sweep", "decline"}
    assert heuristic(state) == "claim:pair,left"


def test_covers_an_end_the_opponent_could_pair():
    """Row 6-6 5-3 and nothing to take with 2-1: on the right it would leave Heaven at the
    left end for the unseen 6-6 (240 points); on the left it hides it."""
    state = start(["6-6", "2-1"], ["5-3"])
    state.apply("place:right")
    state.apply("place:right")
    assert state.row == ["6-6", "5-3"] and state.drawn == "2-1" and not state.options()
    assert heuristic(state) == "place:left"
    unseen = state.unseen(0)
    assert side_value(state.game, ["2-1", "6-6", "5-3"], unseen) < \
        side_value(state.game, ["6-6", "5-3", "2-1"], unseen)


def test_four_in_hand_plays_the_tile_that_captures_most():
    game = cardgames.create("tsung_shap", rules={"variant": "four_in_hand"})
    hands = ["6-6", "5-1", "2-1", "3-2", "6-6", "4-4", "1-1", "6-3"]
    rest = list((Counter(DECK.codes) - Counter(hands)).elements())
    state = game.new_state(deck=hands + rest, dealer=0, seed=1)
    state.apply("play:2-1")
    state.apply("place:right")
    state.apply("play:6-6")
    state.apply("place:right")      # row 2-1 6-6: A's own 6-6 pairs it for 240
    assert state.current == 0 and "6-6" in state.piles[0]
    assert heuristic(state) == "play:6-6"
    state.apply("play:6-6")
    assert heuristic(state) == "capture:pair,right"


# --- fairness -------------------------------------------------------------------------------

def twin(state, seat: int, rng: random.Random):
    """Another real match, from another seed with a stacked deck, in which every tile
    turned so far is the same and the unturned tiles lie in other orders (and piles)."""
    dealt = [e for e in state.events if e.type == "dealt"]
    assert len(dealt) == 1
    first = dealt[0]["dealer"]
    turned = [[], []]
    for event in state.events:
        if event.type in ("revealed", "restarted"):
            turned[event["seat"]].append(event["tile"])
    hidden = list(state.piles[0]) + list(state.piles[1])
    rng.shuffle(hidden)
    sizes = [len(state.piles[0]), len(state.piles[1])]
    piles = [turned[0] + hidden[:sizes[0]], turned[1] + hidden[sizes[0]:]]
    other = state.game.new_state(seed=rng.getrandbits(63), deck=piles[first] + piles[1 - first],
                                 dealer=first)
    for action in state.action_log:
        other.apply(action)
    return other


def twin_pairs(seed: int, count: int):
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1})
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63))
        for _ in range(rng.randrange(0, 24)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if other.piles != state.piles:
            found += 1
            yield state, seat, other


def test_twins_give_byte_identical_observations_and_worlds():
    for state, seat, other in twin_pairs(seed=3, count=8):
        assert_twins_look_alike(state, seat, other)
        assert other.view(1 - seat) == state.view(1 - seat)   # nobody sees a pile's order


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:30"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(seed=11, count=5))


# --- search -----------------------------------------------------------------------------------

def test_search_is_legal_and_deterministic():
    game = cardgames.create("tsung_shap", rules={"games_per_match": 1})
    bind(game)
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while not state.is_over and decisions < 3:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.3:
            first = search(state.observation(seat), random.Random(1), iterations=30)
            again = search(state.observation(seat), random.Random(1), iterations=30)
            assert first.best in state.legal_ids() and first.best == again.best
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 2


def test_the_playout_policy_plays_a_game_to_its_end():
    game = cardgames.create("tsung_shap", rules={"games_per_match": 3})
    bind(game)
    world = game.new_state(seed=6).observation(0).sample_world(random.Random(1),
                                                               record_events=False)
    world.rollout(random.Random(2))
    assert world.is_over and world.hands_finished == 1
    assert 0.0 <= world.hand_reward(0) <= 1.0
    assert world.hand_reward(0) + world.hand_reward(1) == pytest.approx(1.0)


def test_hard_chooses_the_same_in_twin_matches():
    assert_level_chooses_alike("hard", twin_pairs(seed=13, count=4))


def test_hards_own_search_takes_the_big_pair_claims_and_covers_heaven():
    from cardgames.ai.tsung_shap_search import Expectimax
    from cardgames.ai.tsung_shap_search import choose as hard

    state = start(["4-2", "6-6"], ["6-6"])
    state.apply("place:right")
    state.apply("place:right")
    best = hard(state.observation(0), random.Random(1))
    assert str(state.game.action_of(best)) == "capture:pair,right"
    # placing would hand the opponent the pair as a claim: far worse than taking it
    moves = Expectimax(state.game, state.unseen(0)).moves(state.row, "6-6", 3)
    captures = [v for v, what, _ in moves if what == "capture"]
    places = [v for v, what, _ in moves if what == "place"]
    assert min(captures) > max(places) + 200
    # the same heaven-covering choice as the heuristic
    cover = start(["6-6", "2-1"], ["5-3"])
    cover.apply("place:right")
    cover.apply("place:right")
    assert str(cover.game.action_of(hard(cover.observation(0), random.Random(1)))) == "place:left"
    # always claims the best missed option
    claim = start(["3-3", "3-3"], ["4-4"])
    for _ in range(3):
        claim.apply("place:right")
    assert str(claim.game.action_of(hard(claim.observation(1), random.Random(1)))) == \
        "claim:pair,left"


# --- the endgame solver -------------------------------------------------------------------------

def test_endgame_value_is_exact_on_a_small_position():
    """Row 5-5; unseen 1-1 1-1 5-5; the mover has 2 tiles to turn, the opponent 1.

    - the mover turns 5-5 (1/3): the pair, 200; the row empties and his last tile (a 1-1)
      restarts it; his pile is empty: the game ends.  Worth +200.
    - he turns 1-1 (2/3): no capture, he places it (row 1-1 5-5, either side) and the
      opponent turns his last tile from 5-5 1-1: 5-5 pairs for 200, 1-1 pairs for 40;
      the game ends.  Worth -(200 + 40) / 2 = -120.

    In all (200 - 2 * 120) / 3 = -40 / 3.  A look-ahead drawing with replacement would
    count a second 5-5 after the first."""
    from cardgames.ai.tsung_shap_endgame import Endgame

    game = cardgames.create("tsung_shap", rules={"games_per_match": 1})
    endgame = Endgame(game)
    assert endgame.reveal(("5-5",), ("1-1", "1-1", "5-5"), 2, 1) == pytest.approx(-40 / 3)
    # his last tile: whatever it is, the game ends with his move (no reply to fear)
    assert endgame.reveal(("5-5",), ("1-1", "1-1", "5-5"), 1, 2) == pytest.approx(200 / 3)
    # placing a tile that could pair leaves the opponent only the final claim
    values = {(what, which): v for v, what, which in endgame.choices(("3-3", "4-4"), "3-3",
                                                                     ("1-1",), 0, 1)}
    assert values[("capture", 0)] == 120 and values[("capture", 5)] == 40
    assert values[("place", 0)] == values[("place", 1)] == -120


def test_hard_plays_the_endgames_with_the_solver_legally():
    from cardgames.ai.tsung_shap_search import ENDGAME
    from cardgames.ai.tsung_shap_search import choose as hard

    game = cardgames.create("tsung_shap", rules={"games_per_match": 1})
    solved = 0
    for seed in range(3):
        state = game.new_state(seed=seed)
        while not state.is_over:
            seat = state.current_player
            observation = state.observation(seat)
            if sum(state.unseen(seat).values()) <= ENDGAME:
                solved += 1
            action = hard(observation, random.Random(1))
            assert action in state.legal_ids()
            state.apply_id(action)
    assert solved >= 6


def test_the_look_ahead_stops_where_the_game_ends():
    """With his last tile turned, a player's move ends the game: a capture is worth its
    points exactly, a placing that misses nothing is worth 0, and one that misses a pair
    gives away only that pair (the opponent's final claim)."""
    from cardgames.ai.tsung_shap_search import DEPTH, Expectimax

    state = start(["6-1", "5-5"], ["3-3", "2-1"])
    for _ in range(3):
        state.apply("place:right")   # row 6-1 3-3 5-5; seat 1 turns 2-1 (a triple at the ends)
    search = Expectimax(state.game, state.unseen(1))
    last = {(what, which): v for v, what, which in search.moves(state.row, "2-1", DEPTH, 0, 5)}
    assert last[("capture", 4)] == 20  # triple,ends: 2-1 6-1 5-5
    assert last[("place", 0)] == last[("place", 1)] == -20
    later = {(what, which): v for v, what, which in search.moves(state.row, "2-1", DEPTH, 5, 5)}
    assert later[("capture", 4)] != 20  # the opponent's reply is counted when there is one
    quiet = search.moves(["6-6", "1-1"], "4-1", DEPTH, 0, 5)
    assert [v for v, what, _ in quiet if what == "place"] == [0.0, 0.0]
