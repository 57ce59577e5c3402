"""Random Pocha matches under random house rules: its own invariants (masks, voids, scores).

The checks every game shares live in ``tests/contract``; these read Pocha's own fields.
"""

from __future__ import annotations

import json
import random

from engine_checks import (
    check_illegal_refused,
    check_live_moves,
    check_match_over,
    check_save_round_trip,
    same_but_recent_history,
    sampled_world,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgames
from cardgames import IllegalAction
from cardgames.core.masks import bits
from cardgames.games.pocha import CODES, MAX_HAND, MAX_TIEBREAK_HANDS, uses_36

PLAYER_COUNTS = (3, 4, 5, 6, 8)


@st.composite
def option_sets(draw):
    players = draw(st.sampled_from(PLAYER_COUNTS))
    top = MAX_HAND[players]
    rules = {
        "must_head_trick": draw(st.booleans()),
        "must_trump": draw(st.booleans()),
        "must_overtrump": draw(st.booleans()),
        "undertrump_required": draw(st.booleans()),
        "dealer_restriction": draw(st.booleans()),
        "restriction_in_one_card_hands": draw(st.booleans()),
        "tiebreak": draw(st.sampled_from(["one_card_all", "one_card_tied_only", "shared"])),
        "rank_order": draw(st.sampled_from(["as_tres", "natural"])),
        "swap_trump_seven": draw(st.booleans()),
        "exact_bonus": draw(st.integers(0, 20)),
        "points_per_trick": draw(st.integers(0, 10)),
        "miss_penalty_per_trick": draw(st.integers(0, 10)),
        "deal_schedule": draw(st.lists(st.integers(1, top), min_size=1, max_size=3)),
    }
    if not (rules["exact_bonus"] or rules["points_per_trick"] or rules["miss_penalty_per_trick"]):
        rules["exact_bonus"] = 10  # all-zero scoring is refused by the options (tested apart)
    return players, rules


ILLEGAL_PROBES = (
    [f"play:{c}" for c in CODES] + [f"bid:{k}" for k in range(14)]
    + ["swap", "keep", "pass", "bid:x", "play:99Z", "bid", "play:1O,2O", "  ", "bid:-1"]
)


def check_conservation(state) -> None:
    """Every card of this hand's pack is in exactly one place."""
    deck = 36 if uses_36(len(state.active)) else 40
    places = [*state.hands, state.played, state.stock]
    if state.upcard >= 0:
        places.append(1 << state.upcard)
    union = 0
    for mask in places:
        assert union & mask == 0, "a card is in two places"
        union |= mask
    assert union.bit_count() == deck
    for seat in range(state.players):
        assert state.hands[seat].bit_count() == state.counts[seat]


def check_scores(state) -> None:
    game = state.game
    totals = [0] * state.players
    for record in state.history:
        for seat in record["active"]:
            bid, took = record["bids"][seat], record["tricks"][seat]
            expected = (game.bonus + game.per_trick * took if bid == took
                        else -game.penalty * abs(bid - took))
            assert record["deltas"][seat] == expected
            totals[seat] += expected
        assert sum(record["tricks"]) == record["size"]
    assert totals == state.scores


def check_sampled_world(state, seat, rng) -> None:
    world = sampled_world(state, seat, rng)
    check_conservation(world)
    for other in state.active:
        if other != seat:
            assert world.hands[other] & state.excluded[other] == 0, "sampled a known void"
            assert world.hands[other] & state.held_public[other] == state.held_public[other]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(option_sets(), st.integers(0, 2**32 - 1))
def test_random_match_invariants(option_set, seed):
    players, rules = option_set
    game = cardgames.create("pocha", players=players, rules=rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        check_conservation(state)
        actions = check_live_moves(state)
        if steps % 7 == 0:
            check_illegal_refused(state, rng, ILLEGAL_PROBES, 12)
            check_sampled_world(state, rng.choice(list(state.active)), rng)
            check_save_round_trip(game, state, actions)
        state.apply(rng.choice(actions))
        steps += 1
        assert steps < 5000, "the match did not end"
    check_scores(state)
    check_match_over(state)
    winners = state.winners
    top = max(state.scores)
    assert winners and all(state.scores[w] == top for w in winners)
    extra_hands = sum(r["tiebreak"] for r in state.history)
    if rules["tiebreak"] != "shared" and extra_hands < MAX_TIEBREAK_HANDS:
        assert len(winners) == 1


def test_full_matches_every_player_count():
    """Whole default-length matches end, with the right number of hands."""
    for players in PLAYER_COUNTS:
        game = cardgames.create("pocha", players=players)
        for seed in range(3):
            state = game.new_state(seed=seed)
            state.random_playout(random.Random(seed), to_hand_end=False)
            assert state.is_over
            scheduled = [r for r in state.history if not r["tiebreak"]]
            assert [r["size"] for r in scheduled] == list(game.schedule)
            check_scores(state)


def test_playout_agrees_with_apply():
    """The fast playout path and the public apply path are the same rules."""
    game = cardgames.create("pocha", players=4)
    for seed in range(5):
        fast = game.new_state(seed=seed)
        slow = fast.clone()
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        fast.random_playout(rng_a, to_hand_end=False)
        while not slow.is_over:
            mask_choice = _random_like_playout(slow, rng_b)
            slow.apply_id(mask_choice)
        assert fast.to_json() == slow.to_json()


def _random_like_playout(state, rng):
    from cardgames.core.masks import random_bit
    from cardgames.games.pocha import BID, PLAY

    if state.phase == PLAY:
        return random_bit(state.legal_play_mask(), rng)
    choices = state.legal_ids()
    if state.phase == BID:
        return choices[int(rng.random() * len(choices))]
    return choices[0] if rng.random() < 0.5 else choices[1]


def test_view_hides_other_hands_and_stock():
    game = cardgames.create("pocha", players=4, rules={"length": "max_only"})
    state = game.new_state(seed=11)
    text = json.dumps(state.view(0))
    for seat in (1, 2, 3):
        for card in bits(state.hands[seat] & ~state.held_public[seat]):
            assert f'"{CODES[card]}"' not in text
    redacted = json.dumps(state.events_for(0))
    for seat in (1, 2, 3):
        for card in bits(state.hands[seat] & ~state.held_public[seat]):
            assert f'"{CODES[card]}"' not in redacted


def test_view_does_not_change_when_only_hidden_cards_change():
    game = cardgames.create("pocha", players=5)
    state = game.new_state(seed=3)
    rng = random.Random(3)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(5):
        other = state.observation(seat).sample_world(random.Random(seat))
        # (a world keeps the current hand's events and the score sheet's last line)
        assert same_but_recent_history(other.view(seat), state.view(seat))
        seen, real = other.events_for(seat), state.events_for(seat)
        assert seen == real[len(real) - len(seen):] and seen[1]["type"] == "dealt"


def test_replay_from_origin_and_log_rebuilds_the_match():
    for players, preset in ((4, "short"), (3, "max_only"), (8, "club")):
        game = cardgames.create("pocha", players=players, preset=preset)
        state = game.new_state(seed=players)
        rng = random.Random(players)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert game.replay(state.origin, state.action_log).to_json() == state.to_json()
        middle = len(state.action_log) // 2
        partial = game.replay(state.origin, state.action_log, upto=middle)
        assert partial.action_log == state.action_log[:middle]


def test_replay_refuses_a_broken_history():
    import pytest

    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    state = game.new_state(seed=1)
    with pytest.raises(IllegalAction, match=r"action 1 \(play:1O\)"):
        game.replay(state.origin, ["play:1O"])
