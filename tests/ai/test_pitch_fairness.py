"""Pitch's AI is fair by construction: twin matches that look the same from a seat --
other hidden hands, other undealt cards, another seed and stacked deck -- give
byte-identical observations, sampled worlds and choices at every level."""

from __future__ import annotations

import random

import pytest
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.core.masks import bits
from cardgames.games.pitch import CODES, HAND_SIZE


def twin(state, seat: int, rng: random.Random):
    """The same first hand from ``seat``'s chair, with the hidden cards dealt again."""
    world = state.observation(seat).sample_world(rng)
    n = state.players
    initial = [[CODES[c] for c in bits(world.hands[p] | world.played_by[p])] for p in range(n)]
    for hand in initial:
        rng.shuffle(hand)
    order = [(state.dealer + k) % n for k in range(1, n + 1)]
    deck = []
    for packet in range(HAND_SIZE // 3):
        for p in order:
            deck += initial[p][3 * packet: 3 * packet + 3]
    stock = [CODES[c] for c in bits(world.stock)]
    rng.shuffle(stock)
    other = state.game.new_state(seed=rng.getrandbits(63), deck=deck + stock,
                                 dealer=state.dealer)
    for action in state.action_log:
        other.apply(action)
    return other


def twin_pairs(players: int, seed: int, count: int):
    game = cardgames.create("pitch", players=players)
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63))
        steps = rng.randrange(0, 4 + players * HAND_SIZE)
        while steps and state.hands_finished == 0:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.hands_finished or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if any(other.hands[s] != state.hands[s] for s in range(players) if s != seat) \
                or other.stock != state.stock:
            found += 1
            yield state, seat, other


@pytest.mark.parametrize("players", [3, 4, 6])
def test_twins_give_byte_identical_observations_and_worlds(players):
    for state, seat, other in twin_pairs(players, seed=players, count=8):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:25"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(4, seed=11, count=6))
