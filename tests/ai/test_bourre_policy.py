"""Bourré's search hooks (``cardgames.ai.bourre_policy``): the few discards the search
weighs, and the heuristic playout policy that plays the opponents and the playouts."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.ai import bourre_heuristic, bourre_policy
from cardgames.ai.bourre_heuristic import ACES
from cardgames.ai.ismcts import sample_weighted, search
from cardgames.ai.policies import bind
from cardgames.games.bourre import (
    CARD_IDS,
    DECLARE,
    DRAW,
    DRAW_BASE,
    OVER,
    PASS_ID,
    PLAY,
    SUIT_MASKS,
)

E1 = ("AS, QS, JH, KS, 10H, 5C, 7H, 8H, 6D, 3C, 4D, KD, 9D, 2C, 4S, QH, 6S, 9C, 2S, 3H, 5H")


@pytest.fixture(autouse=True)
def _bourre_policy_bound():
    """These tests read the hooks as the search sees them: with Bourré's policy bound
    (the search binds it itself, ``cardgames.ai.policies``)."""
    bind(cardgames.create("bourre", players=4))


def new(players, dealer, deck, seed=0, **rules):
    game = cardgames.create("bourre", players=players, rules=rules)
    return game.new_state(seed=seed, deck=deck.split(", ") if deck else None, dealer=dealer)


def mask(*codes):
    return sum(1 << CARD_IDS[c] for c in codes)


def test_declaring_weighs_pass_against_the_heuristics_own_exchange():
    s = new(3, 0, E1)  # seat 1: AS KS 7H 3C 9D, spades trump
    assert s.current_player == 1
    ids = s.search_ids()
    assert ids == [PASS_ID, DRAW_BASE + mask("3C", "7H", "9D")]  # keeps AS KS
    assert set(ids) <= set(s.legal_ids()) and len(s.legal_ids()) == 33
    seat = s.current_player
    assert bourre_heuristic.choose(s.observation(seat).public_state(), seat) in ids


def test_the_k_weakest_discards_are_kept_for_experiments():
    s = new(3, 0, E1)
    assert bourre_policy.weakest_ids(s) == [
        PASS_ID, DRAW_BASE,
        DRAW_BASE + mask("3C"),
        DRAW_BASE + mask("3C", "7H"),
        DRAW_BASE + mask("3C", "7H", "9D"),
        DRAW_BASE + mask("3C", "7H", "9D", "KS"),  # trumps last, lowest first
        DRAW_BASE + mask("3C", "7H", "9D", "KS", "AS")]


def test_weakest_first_puts_side_aces_after_side_cards_and_trumps_last():
    s = new(3, 0, E1)  # spades trump
    hand = mask("AH", "2S", "5C", "KD", "9S")
    order = bourre_policy.weakest_first(s, hand)
    assert order == [CARD_IDS[c] for c in ("5C", "KD", "AH", "2S", "9S")]


def test_the_exchange_limit_caps_the_discard_weighed():
    s = new(3, 0, E1, max_discard=2)
    assert s.search_ids() == [PASS_ID, DRAW_BASE + mask("3C", "7H")]  # the two lowest
    assert bourre_policy.weakest_ids(s) == [PASS_ID, DRAW_BASE, DRAW_BASE + mask("3C"),
                                            DRAW_BASE + mask("3C", "7H")]


def test_a_dealer_forced_by_an_ace_upcard_only_exchanges():
    # dealer 0 of E1 with the upcard turned to an ace: pass is not offered
    deck = "KS, QS, JH, 5S, 10H, 5C, 7H, 8H, 6D, 3C, 4D, KD, 9D, 2C, AS, QH, 6S, 9C, 2S"
    s = new(3, 0, deck)
    while s.current_player != 0:
        s.apply_id(PASS_ID if s.may_pass() and s.current_player == 2 else s.search_ids()[-1])
    assert not s.may_pass()
    assert s.hands[0] == mask("JH", "5C", "6D", "KD", "AS")
    assert s.search_ids() == [DRAW_BASE + mask("JH", "5C", "6D", "KD")]  # keeps AS


def positions(count, players=4, seed=0, **rules):
    """Positions of matches played by the policy, every decision of every seat."""
    game = cardgames.create("bourre", players=players, rules=rules)
    rng = random.Random(seed)
    out = []
    for k in range(count):
        state = game.new_state(seed=seed * 100 + k)
        start = state.hands_finished
        while not state.is_over and state.hands_finished == start:
            out.append(state.clone())
            state.apply_id(state.policy_id(rng))
    return out


@pytest.mark.parametrize("rules", [{}, {"simultaneous_declare": True}])
def test_offered_moves_are_legal_and_all_cards_in_trick_play(rules):
    for state in positions(6, **rules):
        ids = state.search_ids()
        legal = state.legal_ids()
        assert ids and set(ids) <= set(legal) and len(set(ids)) == len(ids)
        if state.phase in (DECLARE, DRAW):
            assert (PASS_ID in ids) == (PASS_ID in legal)
            seat = state.current_player
            own = bourre_heuristic.choose(state.observation(seat).public_state(), seat)
            plays = [a for a in ids if a != PASS_ID]
            assert plays == [own if own != PASS_ID else plays[0]] and len(plays) == 1
            hand = state.hands[seat]
            thrown = plays[0] - DRAW_BASE
            assert thrown & hand == thrown
            assert thrown & bourre_heuristic.keep_mask(state, hand) == 0
        else:
            assert ids == legal


@pytest.mark.parametrize("rules", [{}, {"simultaneous_declare": True}, {"max_discard": 3}])
def test_the_policy_is_the_heuristic_and_reads_only_the_seats_knowledge(rules):
    rng = random.Random(0)
    for state in positions(5, seed=1, **rules):
        seat = state.current_player
        move = bourre_policy.choose(state, rng)
        assert move in state.legal_ids()
        known = state.observation(seat).public_state()
        assert bourre_policy.choose(known, rng) == move  # no peeking at other hands
        assert bourre_heuristic.choose(known, seat) == move


def test_a_playout_ends_the_hand_and_keeps_every_chip():
    for k in range(8):
        state = cardgames.create("bourre", players=5).new_state(seed=k)
        chips = sum(state.scores) + state.pot
        state.rollout(random.Random(k))
        assert state.hands_finished == 1
        assert sum(state.scores) + state.pot == chips
        state.check_invariants()


def test_the_search_weighs_only_the_offered_discards():
    s = new(3, 0, E1)
    observation = s.observation(1)
    assert observation.search_ids() == s.search_ids()
    assert s.observation(2).search_ids() == []  # not its turn
    result = search(observation, random.Random(3), iterations=120)
    assert {st.action_id for st in result.stats} == set(s.search_ids())
    assert result.best in s.search_ids()


def test_search_plays_the_tricks_with_every_legal_card():
    """Once the tricks begin the search considers every legal card (no narrowing)."""
    game = cardgames.create("bourre", players=4)
    rng = random.Random(1)
    for seed in range(20):
        state = game.new_state(seed=seed)
        while state.phase != OVER and not (state.phase == PLAY and len(state.legal_ids()) > 2):
            state.apply_id(state.policy_id(rng))
        if state.phase == PLAY:
            break
    assert state.phase == PLAY, "no deal reached trick play with a choice"
    assert state.search_ids() == state.legal_ids()
    observation = state.observation(state.current_player)
    result = search(observation, random.Random(2), iterations=80)
    assert {st.action_id for st in result.stats} == set(state.legal_ids())


def keepers_of(state, seat):
    return (state.hands[seat] & (ACES | SUIT_MASKS[state.trump])).bit_count()


def test_no_weighing_before_anybody_else_has_declared():
    s = new(3, 0, E1)
    assert s.observation(1).world_likelihood() is None


def test_worlds_are_weighed_by_what_the_exchanges_tell():
    """Seat 1 stays exchanging three cards: it kept two, by the heuristic's rule trumps or
    aces.  Seen from seat 2, worlds where seat 1 holds fewer weigh less, per card short."""
    s = new(3, 0, E1)
    s.apply_id(DRAW_BASE + mask("3C", "7H", "9D"))
    observation = s.observation(2)
    weigh = observation.world_likelihood()
    assert weigh is not None
    rng = random.Random(5)
    shorts = set()
    for _ in range(200):
        world = observation.sample_world(rng, record_events=False)
        short = max(0, 2 - keepers_of(world, 1))
        shorts.add(short)
        assert weigh(world) == pytest.approx(bourre_policy.SHORT ** short)
    assert shorts == {0, 1, 2}
    # the worlds the search keeps hold more trumps and aces in seat 1's hand
    uniform = [keepers_of(observation.sample_world(rng, record_events=False), 1)
               for _ in range(400)]
    kept = [keepers_of(sample_weighted(observation, rng, weigh)[0], 1) for _ in range(400)]
    assert sum(kept) / 400 > sum(uniform) / 400 + 0.4, (sum(kept) / 400, sum(uniform) / 400)


def test_a_passed_hand_with_trumps_and_aces_weighs_less():
    s = new(3, 0, E1)
    s.apply_id(PASS_ID)  # seat 1 passes
    observation = s.observation(2)
    weigh = observation.world_likelihood()
    rng = random.Random(2)
    for _ in range(100):
        world = observation.sample_world(rng, record_events=False)
        count = (world.folded[1] & (ACES | SUIT_MASKS[world.trump])).bit_count()
        assert weigh(world) == pytest.approx(bourre_policy.FOLDED ** count)


E2 = ("AC, 4H, 6H, QC, KC, 8H, 2H, 3C, 5D, 7D, QD, KS, 9S, JS, 8S, 6D, 2D, 10D, 4S, 3H, "
      "AD, AS")


def test_the_reward_counts_a_share_of_the_pot_left_for_the_next_hand():
    """Spec E1: seat 1 takes the pot of 3, seat 0 is bourréd and pays 3 into the next pot;
    the search's reward counts each seat's third of that pot (antes of 1 paid by all)."""
    s = new(3, 0, E1)
    for move in ("draw:3C", "draw:2C,4D", "draw:5C", "play:9D", "play:6S", "play:6D",
                 "play:10H", "play:JH", "play:QH", "play:AS", "play:QS", "play:2S",
                 "play:KS", "play:9C", "play:4S", "play:7H", "play:8H", "play:KD"):
        s.apply(move)
    record = s.history[-1]
    assert record["deltas"] == [-4, 2, -1] and record["new_pot"] == 3
    scale = 2 * (3 + 2)  # twice the pot at stake and two antes
    assert bourre_policy.reward(s, 0) == pytest.approx(0.5 + (-4 + 1) / scale)
    assert bourre_policy.reward(s, 1) == pytest.approx(0.5 + (2 + 1) / scale)
    assert bourre_policy.reward(s, 2) == pytest.approx(0.5)
    assert s.hand_reward(0) == bourre_policy.reward(s, 0)  # the engine's hook


def test_a_split_pot_is_worth_a_share_not_nothing():
    """Spec E2: tricks 0-2-2-1, the pot of 4 carries and seat 0's bourré adds 4: the tied
    seats lost only their ante, and get a quarter of the 8 left, more than nothing."""
    s = new(4, 3, E2)
    for _ in range(4):
        s.apply("draw")
    for move in ("AC 8H 2H 3C JS 4S KS 9S 6D 2D 10D QD 8S 3H 5D 4H 7D 6H QC KC").split():
        s.apply("play:" + move)
    record = s.history[-1]
    assert record["tied"] == [1, 2] and record["new_pot"] == 8
    assert record["deltas"][1] == -1
    scale = 2 * (4 + 2)
    assert bourre_policy.reward(s, 1) == pytest.approx(0.5 + (-1 + 2) / scale)
    assert bourre_policy.reward(s, 0) == pytest.approx(0.5 + (-5 + 2) / scale)
    assert bourre_policy.reward(s, 0) < 0.5 < bourre_policy.reward(s, 1) == bourre_policy.reward(s, 3)


def test_rewards_stay_between_zero_and_one_with_the_pot_limit():
    for k in range(10):
        s = cardgames.create("bourre", players=5, rules={"pot_limit": 2}).new_state(seed=k)
        s.rollout(random.Random(k))
        assert all(0.0 <= bourre_policy.reward(s, seat) <= 1.0 for seat in range(5))


def test_a_new_node_tries_the_policys_move_first():
    """Bourré asks the search to try the heuristic's move before any other at a node
    reached for the first time: after one iteration the root's only move is the policy's."""
    assert cardgames.create("bourre", players=3).search_policy_first
    s = new(3, 0, E1)
    observation = s.observation(1)
    own = bourre_policy.choose(s, random.Random(0))
    assert own != PASS_ID
    for seed in range(8):
        result = search(observation, random.Random(seed), iterations=1)
        assert [st.action_id for st in result.stats] == [own]
    others = {search(observation, random.Random(seed), iterations=1, policy_first=False).best
              for seed in range(16)}
    assert others == {PASS_ID, own}  # without it, the first move tried is a coin toss


def test_the_observation_does_not_name_the_cards_others_exchanged():
    """Exchanged cards go face down: the action log in an observation would name them,
    so the observation holds none (nor does its JSON)."""
    s = new(3, 0, E1)
    s.apply("draw:3C,7H,9D")  # seat 1
    assert s.action_log == ["draw:3C,9D,7H"]  # the real log names them
    observation = s.observation(2)
    assert observation.log == []
    text = observation.to_json()
    assert all(code not in text for code in ('"3C"', '"7H"', '"9D"'))
    # and the search still works from it
    assert search(observation, random.Random(1), iterations=20).best in s.search_ids()
