"""Auction Pitch under random house rules and every player count: the invariants of a
finished game hold at every step (legal moves apply, illegal ones change nothing, cards
are conserved, the scoring is the rules', matches end, views hide what they must, saved
states round-trip, sampled worlds agree with what the seat knows, the AI is fair)."""

from __future__ import annotations

import json
import random

from engine_checks import (
    check_illegal_refused,
    check_live_moves,
    check_match_over,
    check_save_round_trip,
    sampled_world,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.ai import make_player, pitch_heuristic
from cardgames.core.masks import bits, random_bit
from cardgames.games.pitch import BID_BASE, CARD_IDS, CODES, FULL_MASK, PLAY

PLAYER_COUNTS = (2, 3, 4, 5, 6, 7)
VALUES = {"10": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@st.composite
def option_sets(draw):
    players = draw(st.sampled_from(PLAYER_COUNTS))
    rules = {
        "partnerships": players == 4 and draw(st.booleans()),
        "deal_packet": draw(st.sampled_from([1, 3])),
        "min_bid": draw(st.sampled_from([1, 2])),
        "all_pass": draw(st.sampled_from(["dealer_forced", "redeal"])),
        "forced_min": draw(st.integers(1, 4)),
        "dealer_steal": draw(st.booleans()),
        "trump_anytime": draw(st.booleans()),
        "low_point": draw(st.sampled_from(["captured", "dealt"])),
        "target_score": draw(st.sampled_from([7, 11, 15, 21])),
        "going_out": draw(st.sampled_from(["bidder_first", "highest", "pitcher_only"])),
        "smudge": draw(st.sampled_from(["off", "bidder", "any"])),
    }
    return players, rules


ILLEGAL_PROBES = (
    [f"play:{c}" for c in CODES] + [f"bid:{k}" for k in range(6)]
    + ["pass", "pass:2", "bid:x", "play:99Z", "bid", "play:AS,KS", "  ", "bid:-1", "bid:02",
       "swap", "play", "play:as", "Pass", "bid:4.0"]
)


def check_conservation(state) -> None:
    """Every card is in exactly one place: a hand, the undealt cards or played."""
    union = 0
    for mask in [*state.hands, state.stock, state.played]:
        assert union & mask == 0, "a card is in two places"
        union |= mask
    assert union == FULL_MASK
    assert state.stock.bit_count() == 52 - 6 * state.players
    for seat in range(state.players):
        assert state.hands[seat].bit_count() == state.counts[seat]
    captured = 0
    for mask in state.won:
        assert captured & mask == 0
        captured |= mask
    on_table = sum(1 << c for c in state.trick)
    assert captured | on_table == state.played and not captured & on_table


def expected_hand(game, dealt: list[list[str]], tricks: list[dict], pitcher: int, bid: int,
                  old: list[int]) -> tuple[list[int], list[int]]:
    """The hand's deltas and game values, computed again from the events alone."""
    options = game.options
    n = game.players
    team = [s % 2 if options["partnerships"] else s for s in range(n)]
    trump = tricks[0]["cards"][0][-1]
    captured = {s: [] for s in range(n)}
    for trick in tricks:
        captured[trick["winner"]].extend(trick["cards"])
    strength = {c: RANKS.index(c[:-1]) for hand in dealt for c in hand}
    trumps = sorted((c for hand in dealt for c in hand if c.endswith(trump)), key=strength.get)
    owner = {c: s for s in range(n) for c in captured[s]}
    holder = {c: s for s in range(n) for c in dealt[s]}
    points = [0] * n
    points[team[owner[trumps[-1]]]] += 1
    low = trumps[0]
    points[team[holder[low] if options["low_point"] == "dealt" else owner[low]]] += 1
    if "J" + trump in trumps:
        points[team[owner["J" + trump]]] += 1
    values = [sum(VALUES.get(c[:-1], 0) for c in captured[s]) for s in range(n)]
    side_values = {}
    for s in range(n):
        side_values[team[s]] = side_values.get(team[s], 0) + values[s]
    top = max(side_values.values())
    leaders = [t for t, v in side_values.items() if v == top]
    if len(leaders) == 1:
        points[leaders[0]] += 1
    side_delta = {t: points[t] for t in set(team)}
    if points[team[pitcher]] < bid:
        side_delta[team[pitcher]] = -bid
    return [side_delta[team[s]] for s in range(n)], values


def check_scores(state) -> None:
    """Every hand scored as the rules say, recomputed from the event log."""
    game = state.game
    n = game.players
    totals = [0] * n
    hand_events: list = []
    records = []
    for event in state.events:
        if event.type == "dealt":
            hand_events = [event]
        else:
            hand_events.append(event)
        if event.type == "hand_scored":
            records.append((list(hand_events), event))
    assert len(records) == len(state.history)
    for events, record in records:
        dealt = events[0].hands
        if record["thrown_in"]:
            assert all(e.type in ("dealt", "passed", "thrown_in", "hand_scored") for e in events)
            assert record["deltas"] == [0] * n
            continue
        tricks = [e for e in events if e.type == "trick_won"]
        assert len(tricks) == 6
        bids = [e for e in events if e.type == "bid"]
        pitcher, bid = bids[-1].seat, bids[-1].bid
        assert (record["pitcher"], record["bid"]) == (pitcher, bid)
        deltas, values = expected_hand(game, dealt, tricks, pitcher, bid, totals)
        assert record["deltas"] == deltas
        assert record["game_values"] == values
        assert sum(values) == sum(VALUES.get(c[:-1], 0) for hand in dealt for c in hand)
        for seat in range(n):
            totals[seat] += deltas[seat]
        assert record["scores"] == totals
    assert totals == state.scores


def check_sampled_world(state, seat, rng) -> None:
    world = sampled_world(state, seat, rng)
    check_conservation(world)
    assert world.hands[seat] == state.hands[seat]
    for other in range(state.players):
        if other != seat:
            assert world.hands[other] & state.excluded[other] == 0, "sampled a known void"
    # the knowledge is the same whatever the hidden cards and however the match began
    known = state._knowledge(seat)
    assert known.origin == {} and known.stock == 0 and known.stacked == []
    assert all(known.hands[s] == 0 for s in range(state.players) if s != seat)
    assert world._knowledge(seat).to_json() == known.to_json()


def check_view_hides(state) -> None:
    for seat in range(state.players):
        text = json.dumps(state.view(seat)) + json.dumps(state.events_for(seat))
        hidden = state.stock
        for other in range(state.players):
            if other != seat:
                hidden |= state.hands[other]
        for card in bits(hidden):
            assert f'"{CODES[card]}"' not in text, f"seat {seat} sees {CODES[card]}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(option_sets(), st.integers(0, 2**32 - 1))
def test_random_match_invariants(option_set, seed):
    players, rules = option_set
    game = cardgames.create("pitch", players=players, rules=rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    random_hands = rng.randint(1, 3)
    steps = 0
    while not state.is_over:
        if state.hands_finished >= random_hands:
            state.greedy_playout(rng)  # finish the match quickly with sensible bids
            continue
        check_conservation(state)
        actions = check_live_moves(state)
        if state.hands_finished == 0 and steps % 3 == 0:
            check_view_hides(state)
        if steps % 7 == 0:
            check_illegal_refused(state, rng, ILLEGAL_PROBES, 14)
            check_sampled_world(state, rng.randrange(players), rng)
            check_save_round_trip(game, state, actions)
        state.apply(rng.choice(actions))
        steps += 1
    check_scores(state)
    check_match_over(state)
    winners = state.winners
    assert winners
    if rules["partnerships"]:
        assert sorted(w % 2 for w in winners) == [winners[0] % 2] * 2
    reason = state.events[-1].reason
    last = state.history[-1]
    if reason == "pitcher":
        assert last["made"] and last["pitcher"] in winners
    elif reason in ("points_order", "highest"):
        assert all(state.scores[w] >= rules["target_score"] for w in winners)
    elif reason == "smudge":
        assert rules["smudge"] != "off" and last["game_points"][winners[0]] == 4


def test_full_matches_every_player_count_end():
    for players in PLAYER_COUNTS:
        game = cardgames.create("pitch", players=players)
        for seed in range(4):
            state = game.new_state(seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                state.greedy_playout(rng)
            check_scores(state)
            (winner,) = state.winners
            assert state.scores[winner] >= 7


def test_random_playout_agrees_with_apply():
    """The fast playout path and the public apply path are the same rules."""
    game = cardgames.create("pitch", players=4)
    for seed in range(5):
        fast = game.new_state(seed=seed)
        slow = fast.clone()
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        fast.random_playout(rng_a)
        while slow.hands_finished == 0:
            if slow.phase == PLAY:
                card = random_bit(slow.legal_play_mask(), rng_b)
                slow.apply(f"play:{CODES[card]}")
            else:
                choices = slow.legal_bids()
                choice = choices[int(rng_b.random() * len(choices))] - BID_BASE
                slow.apply(f"bid:{choice}" if choice else "pass")
        assert fast.to_json() == slow.to_json()


def test_search_world_ends_with_the_hand():
    game = cardgames.create("pitch", players=4)
    state = game.new_state(seed=4)
    observation = state.observation(state.current_player)
    world = observation.sample_world(random.Random(1), record_events=False)
    assert world.events == []
    world.rollout(random.Random(2))
    assert world.is_over and world.hands_finished == 1 and world.winners is None
    assert 0.0 <= world.hand_reward(0) <= 1.0
    assert world.hand_success(0) in (True, False)
    assert state.hands_finished == 0  # the real match is untouched


def test_knowledge_shares_nothing_with_the_match():
    game = cardgames.create("pitch", players=3)
    state = game.new_state(seed=6)
    rng = random.Random(6)
    while state.hands_finished < 2:
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    before = state.to_json()
    known = state._knowledge(0)
    known.history[0]["deltas"][0] = 99
    known.history[0]["points"]["game"]["values"][0] = 99
    for event in known.events:
        for value in event.values():
            if isinstance(value, list):
                value.append("X")
    known.hands[0] = 0
    known.score[1] = 1000
    assert state.to_json() == before


def test_fairness_same_view_same_choice_whatever_the_hidden_cards_and_origin():
    rng = random.Random(11)
    checked = differed = 0
    for round_ in range(12):
        players = PLAYER_COUNTS[round_ % len(PLAYER_COUNTS)]
        game = cardgames.create("pitch", players=players)
        state = game.new_state(seed=rng.getrandbits(32))
        while not state.is_over and state.hands_finished < 2:
            seat = state.current_player
            if rng.random() < 0.3:
                observation = state.observation(seat)
                a = observation.sample_world(rng)
                b = observation.sample_world(rng)
                differed += a.hands != b.hands
                choice = pitch_heuristic.choose(observation.public_state(), seat)
                assert pitch_heuristic.choose(a.observation(seat).public_state(), seat) == choice
                assert pitch_heuristic.choose(b.observation(seat).public_state(), seat) == choice
                if checked % 10 == 0 and len(observation.legal_ids()) > 1:
                    searches = [make_player("ismcts:60", seed=5).choose(w.observation(seat))
                                for w in (state, a, b)]
                    assert searches[0] == searches[1] == searches[2]
                checked += 1
            state.apply_id(rng.choice(state.legal_ids()))
    assert checked > 100 and differed > checked // 2


def test_replay_from_origin_and_log_rebuilds_the_match():
    for players, preset in ((4, "standard"), (3, "hoyle"), (4, "partnership")):
        game = cardgames.create("pitch", players=players, preset=preset)
        state = game.new_state(seed=players)
        rng = random.Random(players)
        while not state.is_over:
            seat = state.current_player
            state.apply(make_player("normal", seed=1).choose(state.observation(seat))
                        if rng.random() < 0.8 else rng.choice(state.legal_actions()))
        assert game.replay(state.origin, state.action_log).to_json() == state.to_json()
        middle = len(state.action_log) // 2
        partial = game.replay(state.origin, state.action_log, upto=middle)
        assert partial.action_log == state.action_log[:middle]


def test_stacked_deck_is_checked():
    import pytest

    game = cardgames.create("pitch", players=4)
    with pytest.raises(ValueError, match="not a card"):
        game.new_state(deck=["AS", "1S"])
    with pytest.raises(ValueError, match="twice"):
        game.new_state(deck=["AS", "AS"])
    assert CARD_IDS["AS"] == 12


def test_bench_reports_pitch():
    from cardgames.bench import measure, random_hands_per_s, search_iteration_us

    assert random_hands_per_s("pitch", 0.05) > 0
    assert search_iteration_us("pitch", 1, iterations=20) > 0
    figures = measure(quick=True, frames=False, games=("pitch",))["pitch"]
    assert figures["random_hands_per_s"] > 0 and figures["heuristic_move_ms"] > 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 7))
def test_every_state_reached_by_play_passes_its_invariants(seed, players):
    rules = {"partnerships": True} if players == 4 and seed % 2 else {}
    game = cardgames.create("pitch", players=players, rules=rules or None)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over and state.hands_finished < 3:
        state.check_invariants()
        game.load_state(state.to_json()).check_invariants()
        state.apply(rng.choice(state.legal_actions()))
    state.check_invariants()


def test_broken_states_are_refused_with_a_sentence():
    import pytest

    game = cardgames.create("pitch", players=4)
    base = game.new_state(seed=3)

    def broken(change):
        state = game.load_state(base.to_json())
        change(state)
        with pytest.raises(ValueError) as refused:
            state.check_invariants()
        return str(refused.value)

    stock_card = (base.stock & -base.stock).bit_length() - 1
    assert "two places" in broken(lambda s: s.hands.__setitem__(0, s.hands[0] | 1 << stock_card))
    assert "not the pack" in broken(lambda s: setattr(s, "stock", s.stock & ~(1 << stock_card)))
    assert "dealer" in broken(lambda s: setattr(s, "dealer", 9))
    assert "card count" in broken(lambda s: s.counts.__setitem__(1, 5))
    assert "pitcher" in broken(lambda s: setattr(s, "phase", PLAY))
    assert "winners" in broken(lambda s: setattr(s, "winner_seats", [0]))
