"""Bourré's search hooks (``cardgames.ai.bourre_policy``): the few discards the search
weighs, and the heuristic playout policy that plays the opponents and the playouts."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.ai import bourre_heuristic, bourre_policy
from cardgames.ai.bourre_heuristic import ACES
from cardgames.ai.ismcts import sample_weighted, search
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


def new(players, dealer, deck, seed=0, **rules):
    game = cardgames.create("bourre", players=players, rules=rules)
    return game.new_state(seed=seed, deck=deck.split(", ") if deck else None, dealer=dealer)


def mask(*codes):
    return sum(1 << CARD_IDS[c] for c in codes)


def test_declaring_offers_pass_stand_pat_and_the_k_weakest_discards():
    s = new(3, 0, E1)  # seat 1: AS KS 7H 3C 9D, spades trump
    assert s.current_player == 1
    ids = s.search_ids()
    assert ids == [PASS_ID, DRAW_BASE,
                   DRAW_BASE + mask("3C"),
                   DRAW_BASE + mask("3C", "7H"),
                   DRAW_BASE + mask("3C", "7H", "9D"),
                   DRAW_BASE + mask("3C", "7H", "9D", "KS"),  # trumps last, lowest first
                   DRAW_BASE + mask("3C", "7H", "9D", "KS", "AS")]
    assert set(ids) <= set(s.legal_ids()) and len(s.legal_ids()) == 33
    # the heuristic's own choice is among them
    seat = s.current_player
    assert bourre_heuristic.choose(s.observation(seat).public_state(), seat) in ids


def test_weakest_first_puts_side_aces_after_side_cards_and_trumps_last():
    s = new(3, 0, E1)  # spades trump
    hand = mask("AH", "2S", "5C", "KD", "9S")
    order = bourre_policy.weakest_first(s, hand)
    assert order == [CARD_IDS[c] for c in ("5C", "KD", "AH", "2S", "9S")]


def test_the_exchange_limit_caps_the_discards_offered():
    s = new(3, 0, E1, max_discard=2)
    ids = s.search_ids()
    assert ids == [PASS_ID, DRAW_BASE, DRAW_BASE + mask("3C"), DRAW_BASE + mask("3C", "7H")]


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
            thrown = [a - DRAW_BASE for a in ids if a != PASS_ID]
            assert thrown[0] == 0  # stand pat
            for smaller, larger in zip(thrown, thrown[1:], strict=False):
                assert smaller & ~larger == 0 and larger.bit_count() == smaller.bit_count() + 1
            assert thrown[-1].bit_count() == min(state.game.max_discard,
                                                 state.hands[state.current].bit_count())
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
