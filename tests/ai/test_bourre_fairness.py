"""Bourré's AI is fair by construction: twin matches that look the same from a seat --
other hidden hands, another stock, another seed and stacked deck -- give byte-identical
observations, sampled worlds and choices at every level."""

from __future__ import annotations

import random

import pytest
from twin_checks import assert_level_chooses_alike, assert_twins_look_alike

import cardgames
from cardgames.core.masks import bits
from cardgames.games.bourre import CODES, DECLARE


def twin(state, seat: int, rng: random.Random):
    """The same deal from ``seat``'s chair while play-or-pass goes round (before the seat
    speaks): its hand and the upcard kept, every card the others exchanged kept in their
    hands (the action log names them), everything else dealt again at random."""
    n = state.players
    order = list(state.order)
    m = len(order)
    h = state.game.hand_size
    log = state.action_log
    discarded = {}
    for speaker, action in zip(order, log, strict=False):
        discarded[speaker] = set(action[5:].split(",")) if action.startswith("draw:") else set()
    first = state.events[[e["type"] for e in state.events].index("dealt")]
    dealt = [list(x) if x else [] for x in first["hands"]]
    upcard = CODES[state.upcard]
    fixed = {s: (set(dealt[s]) if s == seat else discarded.get(s, set())) for s in range(n)}
    fixed[state.dealer] = fixed[state.dealer] | {upcard}
    used = set().union(*fixed.values())
    free = [c for c in CODES if c not in used]
    rng.shuffle(free)
    hands = {}
    for s in order:
        keep = list(fixed[s] - {upcard})
        need = h - len(keep) - (1 if s == state.dealer else 0)
        hands[s] = keep + [free.pop() for _ in range(need)]
        rng.shuffle(hands[s])
    hands[state.dealer].append(upcard)  # the dealer's last card, face up
    deck = [hands[order[k % m]][k // m] for k in range(h * m)]
    other = state.game.new_state(seed=rng.getrandbits(63), deck=deck + free,
                                 dealer=state.dealer)
    for action in log:
        other.apply(action)
    return other


def twin_pairs(players: int, seed: int, count: int):
    game = cardgames.create("bourre", players=players)
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = game.new_state(seed=rng.getrandbits(63))
        steps = rng.randrange(0, players)
        while steps and state.phase == DECLARE and state.hands_finished == 0:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.phase != DECLARE or state.hands_finished or len(state.legal_ids()) < 2:
            continue
        seat = state.current_player
        other = twin(state, seat, rng)
        if any(other.hands[s] != state.hands[s] for s in range(players) if s != seat):
            found += 1
            yield state, seat, other


@pytest.mark.parametrize("players", [3, 5, 8])
def test_twins_give_byte_identical_observations_and_worlds(players):
    for state, seat, other in twin_pairs(players, seed=players, count=6):
        assert_twins_look_alike(state, seat, other)


@pytest.mark.parametrize("level", ["easy", "normal", "ismcts:40"])
def test_every_level_chooses_the_same_in_twin_matches(level):
    assert_level_chooses_alike(level, twin_pairs(4, seed=11, count=4))


def test_hidden_cards_really_differ_in_twins():
    state, seat, other = next(twin_pairs(5, seed=1, count=1))
    assert [bits(h) for s, h in enumerate(state.hands) if s != seat] != \
        [bits(h) for s, h in enumerate(other.hands) if s != seat]
