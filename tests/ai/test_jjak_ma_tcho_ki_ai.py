"""Jjak-ma-tcho-ki's AI: the heuristic follows §10 (take when it can, lay the most pairs,
throw dead tiles first, a 6-6 is dead with two pairs laid), the policy plays a hand out
and its likelihood reads the discards let go, every level is fair (twin matches that
look the same from a seat get the same choices), and the search plays legally and
deterministically."""

from __future__ import annotations

import random

import pytest
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.ai import jjak_ma_tcho_ki_policy
from cardgames.ai.ismcts import search
from cardgames.ai.jjak_ma_tcho_ki_heuristic import choose
from cardgames.ai.policies import bind
from cardgames.games.jjak_ma_tcho_ki import ACQUIRE as ACQUIRE_PHASE
from cardgames.games.jjak_ma_tcho_ki import DECK


def new(players, dealer, deck, **rules):
    rules.setdefault("rounds", 1)
    game = cardgames.create("jjak_ma_tcho_ki", players=players, rules=rules)
    return game.new_state(seed=4, deck=deck, dealer=dealer)


def heuristic(state):
    seat = state.current_player
    return str(state.game.action_of(choose(state.observation(seat).public_state(), seat)))


BANKER_NO_PAIRS = ["6-6", "1-1", "4-4", "6-5", "6-4"]


def test_takes_the_discard_that_makes_a_pair():
    state = new(2, 1, ["3-2", *BANKER_NO_PAIRS, "4-1", "2-2", "5-5", "6-1", "3-3"])
    state.apply("discard:3-2")
    assert heuristic(state) == "take_discard"


def test_throws_a_dead_tile_first():
    # the 5-4 was discarded and let go: the 6-3 drawn now can never pair
    state = new(2, 1, ["5-4", *BANKER_NO_PAIRS, "2-2", "5-5", "3-3", "6-1", "5-1", "6-3"])
    state.apply("discard:5-4")
    state.apply("draw")
    assert "6-3" in state.hands[0]
    assert heuristic(state) == "discard:6-3"


def test_with_two_pairs_laid_a_6_6_is_dead():
    banker = ["6-6", "1-1", "4-4", "6-5", "6-4", "5-1"]
    learner = ["3-1", "3-1", "5-2", "4-3", "6-6"]
    state = new(2, 1, [*banker, *learner, "2-2"])
    state.apply("discard:1-1")
    state.apply("draw")
    assert len(state.laid[0]) == 2 and state.hands[0] == ("6-6", "2-2")
    assert heuristic(state) == "discard:6-6"


def test_without_the_heaven_rule_the_6_6_is_kept():
    banker = ["6-6", "1-1", "4-4", "6-5", "6-4", "5-1"]
    learner = ["3-1", "3-1", "5-2", "4-3", "6-6"]
    state = new(2, 1, [*banker, *learner, "2-2", "2-1", "5-5", "5-5"],
                no_heaven_third_pair=False)
    state.apply("discard:1-1")
    state.apply("draw")
    # 6-6 has one unseen partner as has 2-2: the fewer pips go
    assert heuristic(state) == "discard:2-2"


def test_lays_the_grouping_with_the_most_pairs():
    state = new(2, 0, ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1"],
                pair_rules=["consecutive_doubles"])
    assert heuristic(state) == "lay:6-6,5-5,1-1,2-2,4-4,3-3"


def test_claims_when_it_can():
    banker = ["3-2", "6-6", "1-1", "4-4", "6-5", "6-4"]
    seat1 = ["5-5", "3-3", "2-2", "6-1", "5-1"]
    seat2 = ["4-1", "5-5", "3-3", "2-2", "6-1"]
    state = new(3, 0, banker + seat1 + seat2, claim_any_player=True)
    state.apply("discard:3-2")
    assert heuristic(state) == "pass"
    state.apply("pass")
    assert heuristic(state) == "claim"


def test_likelihood_weighs_down_a_world_where_a_seat_let_its_pair_go():
    state = new(2, 1, ["3-2", *BANKER_NO_PAIRS, "4-1", "2-2", "5-5", "6-1", "3-3"])
    state.apply("discard:3-2")
    state.apply("draw")  # seat 0 lets the 3-2 go although it holds the 4-1
    assert state.lacks[0] == ["4-1"]
    known = state.observation(1)._known
    weigh = jjak_ma_tcho_ki_policy.likelihood(known, 1)
    assert weigh is not None
    world = state.observation(1).sample_world(random.Random(1))
    world.hands[0] = ("4-1", "2-2", "5-5", "6-1", "3-3")
    assert weigh(world) < 1.0
    world.hands[0] = ("5-3", "2-2", "5-5", "6-1", "3-3")
    assert weigh(world) == 1.0


def test_sampled_hands_at_rest_hold_no_pair():
    game = cardgames.create("jjak_ma_tcho_ki", players=4)
    state = game.new_state(seed=9)
    rng = random.Random(9)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.hands_finished:
            break
    seat = state.current_player
    for k in range(10):
        world = state.observation(seat).sample_world(random.Random(k))
        for s in range(4):
            if s != seat and world.played[s]:
                assert world.game.groupings(world.hands[s], len(world.laid[s])) == [()]


def after_a_reshuffle(seed: int, draws_after: int = 4):
    """A 3-player match played by ``normal`` until a few tiles were drawn from a
    reshuffled stock (the hand still on)."""
    from cardgames.ai import make_player
    game = cardgames.create("jjak_ma_tcho_ki", players=3)
    state = game.new_state(seed=seed)
    bots = [make_player("normal", seed=seed + k) for k in range(3)]
    while not state.is_over:
        if state.reshuffles and sum(len(d) for d in state.pool_draws) >= draws_after \
                and state.phase == ACQUIRE_PHASE:
            return state
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat)))
    raise AssertionError("no reshuffle in the whole match")


def test_sampled_worlds_deal_the_stock_from_the_pile_turned_over():
    from collections import Counter

    from cardgames.core.game import Observation
    state = after_a_reshuffle(seed=21)
    seat = state.current_player
    observation = state.observation(seat)
    known = observation._known
    may_hold = known.stock_may_hold(seat)
    unseen = known.unseen(seat)
    # the constraint says something: some unseen tiles can't be in the stock
    assert sum(may_hold.values()) < sum(unseen.values())
    # it is true of the real stock, it survives a save and the trip to the AI worker
    assert all(k <= may_hold.get(c, 0) for c, k in Counter(state.stock).items())
    revived = state.game.load_state(state.to_json())
    assert (revived.pool, revived.pool_draws) == (state.pool, state.pool_draws)
    again = Observation.from_json(state.game, observation.to_json())._known
    assert again.stock_may_hold(seat) == may_hold
    others = [s for s in range(3) if s != seat]
    for k in range(20):
        world = observation.sample_world(random.Random(k))
        # everything the seat saw: its hand, the discards, the laid pairs, the sizes
        assert world.hands[seat] == state.hands[seat]
        assert world.discards == state.discards and world.laid == state.laid
        assert [len(world.hands[s]) for s in others] == [len(state.hands[s]) for s in others]
        assert len(world.stock) == len(state.stock)
        assert all(k <= may_hold.get(c, 0) for c, k in Counter(world.stock).items())
        world.check_invariants()


def test_policy_plays_a_hand_out():
    game = cardgames.create("jjak_ma_tcho_ki", players=3)
    bind(game)
    state = game.new_state(seed=2)
    world = state.observation(0).sample_world(random.Random(0), record_events=False)
    world.rollout(random.Random(0))
    assert world.is_over and world.hand_no == 1 and 0.0 <= world.hand_reward(0) <= 1.0


# --- fairness -------------------------------------------------------------------------------

def twin_pairs(seed: int, count: int, players: int = 3):
    """Pairs of matches whose decks differ by a swap of a tile of another seat's hand and
    a tile deep in the stock, played with the same actions: at each turn of ``seat`` where
    it sees the same in both, a pair."""
    game = cardgames.create("jjak_ma_tcho_ki", players=players)
    rng = random.Random(seed)
    found = 0
    while found < count:
        deck = list(DECK.codes)
        rng.shuffle(deck)
        seat, dealer = rng.randrange(players), rng.randrange(players)
        other_seat = (seat + 1) % players
        k = (other_seat - dealer) % players
        start = 0 if k == 0 else 6 + 5 * (k - 1)
        mine = start + rng.randrange(5)
        twin_deck = list(deck)
        twin_deck[mine], twin_deck[-1] = twin_deck[-1], twin_deck[mine]
        if twin_deck == deck:
            continue
        state = game.new_state(seed=rng.getrandbits(63), deck=deck, dealer=dealer)
        other = game.new_state(seed=rng.getrandbits(63), deck=twin_deck, dealer=dealer)
        for _step in range(rng.randrange(1, 25)):
            if state.hands_finished or state.view(seat) != other.view(seat):
                break
            action = rng.choice(state.legal_actions())
            if not other.is_legal(action):
                break
            state.apply(action)
            other.apply(action)
        if (not state.hands_finished and state.current_player == seat
                and state.view(seat) == other.view(seat) and len(state.legal_ids()) > 1):
            found += 1
            yield state, seat, other


@pytest.mark.parametrize("players", [2, 4])
def test_twins_give_byte_identical_observations_and_worlds(players):
    for state, seat, other in twin_pairs(seed=3, count=5, players=players):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:40"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(seed=11, count=4))


# --- search -----------------------------------------------------------------------------------

def test_search_is_legal_and_deterministic():
    game = cardgames.create("jjak_ma_tcho_ki", players=3)
    state = game.new_state(seed=5)
    rng = random.Random(5)
    decisions = 0
    while state.hands_finished == 0:
        seat = state.current_player
        if len(state.legal_ids()) > 1 and rng.random() < 0.3:
            first = search(state.observation(seat), random.Random(1), iterations=40)
            again = search(state.observation(seat), random.Random(1), iterations=40)
            assert first.best in state.legal_ids() and first.best == again.best
            decisions += 1
        state.apply_id(rng.choice(state.legal_ids()))
    assert decisions >= 2


def test_a_search_world_stops_at_its_horizon_valued_by_the_pairs_laid():
    game = cardgames.create("jjak_ma_tcho_ki", players=4)
    bind(game)
    state = game.new_state(seed=8)
    world = state.observation(1).sample_world(random.Random(3), record_events=False)
    world.end_at_horizon()
    assert world.is_over and world.hand_no == 1 and world.history[-1]["end"] == "horizon"
    world.history[-1]["pairs_laid"] = [0, 2, 1, 0]
    world.history[-1]["pair_points"] = [0, 20, 10, 0]
    assert world.hand_reward(1) > 0.5 > world.hand_reward(0)
    with pytest.raises(ValueError):
        state.end_at_horizon()  # never in a real match


def test_after_a_reshuffle_a_tile_whose_partner_cant_be_drawn_goes_first():
    state = new(2, 1, ["3-2", *BANKER_NO_PAIRS, "4-1", "2-2", "5-5", "6-1", "3-3", "5-3"])
    state.apply("discard:3-2")
    state.apply("draw")  # seat 0 draws 5-3 and must discard; every tile has a partner unseen
    assert state.hands[0] == ("5-5", "3-3", "2-2", "6-1", "5-3", "4-1")
    assert heuristic(state) == "discard:4-1"  # its partner 3-2 is dead
    # now say the stock was turned over from a pile holding the other 2-2, 3-3, 6-1 and
    # 6-2: the 5-5's partner is not in that pile, so the stock can't bring it
    state.hands[0] = ("5-5", "3-3", "2-2", "6-1", "5-3")
    state.reshuffles = 1
    state.pool = ["3-3", "2-2", "6-1", "6-2"]
    state.pool_draws = [[], []]
    assert state.stock_may_hold(0)["2-2"] == 1 and "5-5" not in state.stock_may_hold(0)
    assert heuristic(state) == "discard:5-5"  # not the 2-2 of fewest pips, as before
