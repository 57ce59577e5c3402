"""Hand results and match outcomes: the types' round trip and refusals, every game's
``hand_scored`` results and ``outcome`` in random matches, and saves and histories
written before results existed."""

from __future__ import annotations

import json
import random

import pytest

from cardgames.catalog import CATALOG
from cardgames.core.history import hand_history_text, parse_hand_history, replay_hand
from cardgames.core.saves import SavedMatch, parse_save
from cardgames.core.settlement import (
    HandEnd,
    HandResult,
    Outcome,
    OutcomeReason,
    Party,
    Payment,
    deltas_of,
    points,
)

GAME_IDS = list(CATALOG.ids)


def test_payment_round_trip_and_parties():
    for payment in (Payment(0, 2, 4, "base"), Payment(None, 1, 12, "pot"),
                    Payment(3, None, 1, "ante", Party.HOUSE), Payment(None, 0, 5, "points", "score")):
        data = json.loads(json.dumps(payment.to_data()))
        assert Payment.from_data(data) == payment
    assert Payment(None, 1, 3, "pot", "score").party is Party.SCORE
    assert "party" not in Payment(0, 1, 2, "base").to_data()


@pytest.mark.parametrize("data, words", [
    ({"payer": 0, "payee": 0, "amount": 1, "reason": "x"}, "to itself"),
    ({"payer": 0, "payee": 1, "amount": 0, "reason": "x"}, "amount"),
    ({"payer": 0, "payee": 1, "amount": True, "reason": "x"}, "amount"),
    ({"payer": "0", "payee": 1, "amount": 1, "reason": "x"}, "payer"),
    ({"payer": 0, "payee": 9, "amount": 1, "reason": "x"}, "payee"),
    ({"payer": 0, "payee": 1, "amount": 1, "reason": ""}, "reason"),
    ({"payer": None, "payee": 1, "amount": 1, "reason": "x", "party": "casino"}, "party"),
    ({"payer": 0, "payee": 1, "amount": 1}, "'reason'"),
    ([0, 1, 1, "x"], "mapping"),
])
def test_broken_payments_are_refused_with_a_sentence(data, words):
    with pytest.raises(ValueError, match=words):
        Payment.from_data(data, players=4)


def test_hand_result_round_trip_and_its_deltas_follow_its_payments():
    payments = [Payment(0, None, 1, "ante"), Payment(1, None, 1, "ante"),
                Payment(None, 1, 2, "pot"), Payment(0, None, 2, "bourre")]
    result = HandResult.settled(HandEnd.WON, [1], "tricks", payments, 3)
    assert result.deltas == (-3, 1, 0) == deltas_of(payments, 3)
    assert result.party_flow == 2 == result.flow_to(Party.POT)
    again = HandResult.from_data(json.loads(json.dumps(result.to_data())), players=3)
    assert again == result
    scored = HandResult.settled(HandEnd.SCORED, [0], "tricks", points([13, -5, 0], "made"), 3)
    assert scored.deltas == (13, -5, 0) and scored.flow_to(Party.SCORE) == -8


@pytest.mark.parametrize("change, words", [
    ({"deltas": [0, 0, 0]}, "are not what its payments add up to"),
    ({"deltas": [-3, 1]}, "one number per seat"),
    ({"end": "lost"}, "one of won, drawn"),
    ({"winners": [5]}, "seat"),
    ({"payments": "none"}, "list"),
    ({"payments": [{"payer": 0, "payee": 7, "amount": 1, "reason": "x"}]}, "payee"),
    ({"how": 7}, "how the hand ended"),
])
def test_broken_hand_results_are_refused_with_a_sentence(change, words):
    good = HandResult.settled(HandEnd.WON, [1], "tricks",
                              [Payment(0, None, 1, "ante"), Payment(None, 1, 1, "pot")], 3)
    data = {**good.to_data(), **change}
    with pytest.raises(ValueError, match=words):
        HandResult.from_data(data, players=3)
    with pytest.raises(ValueError, match="hand result"):
        HandResult.from_data({"end": "won"})


def test_outcome_round_trip_and_refusals():
    outcome = Outcome(OutcomeReason.TARGET_REACHED, (1,), (3, 11, 7), "smudge")
    assert Outcome.from_data(json.loads(json.dumps(outcome.to_data())), players=3) == outcome
    assert outcome.phrase and all(Outcome(r, (), (0,)).phrase for r in OutcomeReason)
    for data, words in (({**outcome.to_data(), "reason": "bored"}, "match's end"),
                        ({**outcome.to_data(), "winners": [3]}, "seat"),
                        ({**outcome.to_data(), "scores": [1.5, 2, 3]}, "final scores"),
                        ({"reason": "hands_played"}, "'winners'")):
        with pytest.raises(ValueError, match=words):
            Outcome.from_data(data)


# --- every game --------------------------------------------------------------------------------
def random_match(game_id: str, seed: int):
    game = CATALOG.create(game_id)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    outcomes = []
    while not state.is_over:
        outcomes.append(state.outcome)
        ids = state.legal_ids()
        state.apply_id(ids[rng.randrange(len(ids))])
    return game, state, outcomes


def consistent_reason(game, state, outcome: Outcome) -> bool:
    """The outcome's reason agrees with the options and the final state."""
    hands = state.hands_finished
    gid, reason = game.id, outcome.reason
    if gid == "tien_gow":
        if reason is OutcomeReason.BANK_EMPTY:
            return any(b < 0 for b in state.scores)
        return reason is OutcomeReason.HANDS_PLAYED and hands == game.hands_per_session
    if gid == "pocha":
        return reason in (OutcomeReason.HANDS_PLAYED, OutcomeReason.HAND_LIMIT) \
            and hands >= len(game.schedule)
    if gid == "pitch":
        if reason is OutcomeReason.TARGET_REACHED:
            return max(state.scores) >= game.target
        return reason in (OutcomeReason.WON_OUTRIGHT, OutcomeReason.HAND_LIMIT)
    if gid == "bourre":
        if reason is OutcomeReason.BANK_EMPTY:
            return min(state.scores) <= 0
        if reason is OutcomeReason.HANDS_PLAYED:
            return game.max_hands and hands >= game.max_hands
        return reason in (OutcomeReason.TOO_FEW_PLAYERS, OutcomeReason.HAND_LIMIT)
    if gid == "latxa":
        if reason is OutcomeReason.TARGET_REACHED:
            return max(state.scores) == game.target
        return reason in (OutcomeReason.EXHAUSTED, OutcomeReason.HAND_LIMIT)
    return True  # a game added later: its own tests say more


@pytest.mark.parametrize("seed", [1, 7])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_hand_has_a_result_that_settles_it(game_id, seed):
    game, state, outcomes = random_match(game_id, seed)
    n = game.players
    scored = [e for e in state.events if e["type"] == "hand_scored"]
    assert scored and len(scored) == state.hands_finished
    previous = [s - d for s, d in zip(scored[0]["scores"], scored[0]["deltas"], strict=True)]
    pot = 0
    for event in scored:
        result = HandResult.from_data(event["result"], players=n)
        assert list(result.deltas) == event["deltas"]
        if game_id != "latxa":  # Latxa announces every flock change as it happens
            assert [s - p for s, p in zip(event["scores"], previous, strict=True)] == event["deltas"]
        previous = event["scores"]
        assert all(w in range(n) for w in result.winners)
        if game_id == "tien_gow":  # zero-sum: seats pay seats only
            assert all(p.payer is not None and p.payee is not None for p in result.payments)
            assert sum(result.deltas) == 0
        if game_id == "bourre":  # chips go into and out of the pot, none made or lost
            assert result.flow_to(Party.POT) == result.party_flow == event["new_pot"] - pot
            pot = event["new_pot"]
        if game_id in ("pocha", "pitch"):
            assert result.end in (HandEnd.SCORED, HandEnd.VOID)
            assert all(p.party is Party.SCORE for p in result.payments)
    assert all(o is None for o in outcomes)
    outcome = state.outcome
    assert outcome is not None and list(outcome.winners) == state.winners
    assert list(outcome.scores) == state.scores
    over = [e for e in state.events if e["type"] == "match_over"]
    assert len(over) == 1 and Outcome.from_data(over[0]["outcome"], players=n) == outcome
    assert consistent_reason(game, state, outcome), outcome


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_search_world_has_an_outcome_only_with_winners(game_id):
    """A search's world ends at its horizon with no winners, and then no outcome (Latxa's
    one hand is its whole match, so its worlds may end with a winner)."""
    game = CATALOG.create(game_id)
    state = game.new_state(seed=3)
    seat = state.current_player
    world = state.observation(seat).sample_world(random.Random(1), record_events=False)
    rng = random.Random(2)
    while not world.is_over:
        ids = world.legal_ids()
        world.apply_id(ids[rng.randrange(len(ids))])
    assert world.is_over and (world.outcome is None) == (world.winners is None)
    if game_id != "latxa":
        assert world.outcome is None


# --- files written before results ----------------------------------------------------------------
def strip_results(data):
    """The data as this program wrote it before hands had results and matches outcomes."""
    if isinstance(data, dict):
        return {k: strip_results(v) for k, v in data.items() if k not in ("result", "outcome")}
    if isinstance(data, list):
        return [strip_results(v) for v in data]
    return data


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_written_before_results_restores_with_them(game_id):
    game = CATALOG.create(game_id)
    state = game.new_state(seed=5)
    rng = random.Random(5)
    while state.hands_finished < 2 and not state.is_over:
        ids = state.legal_ids()
        state.apply_id(ids[rng.randrange(len(ids))])
    names = [f"P{s}" for s in range(game.players)]
    text = SavedMatch.of(state, names, [None] + ["normal"] * (game.players - 1)).to_json()
    old = json.dumps(strip_results(json.loads(text)))
    assert '"result"' not in old
    saved = parse_save(old, catalog=CATALOG)
    restored = saved.restore()
    assert not saved.rebuilt  # the snapshot is taken: its derived results are what replay gives
    assert json.loads(restored.to_json()) == json.loads(state.to_json())
    restored.check_invariants()


def test_a_history_records_the_result_and_one_without_it_still_replays():
    game, state, _ = random_match("tien_gow", 2)
    text = hand_history_text(state, 1, ["a", "b", "c", "d"])
    history = parse_hand_history(text, catalog=CATALOG)
    assert "result" in history.result
    assert replay_hand(history).result == history.result
    old = history.__class__(**{**history.__dict__, "result": strip_results(history.result)})
    assert replay_hand(old).result == old.result
    wrong = dict(history.result, result={**history.result["result"], "how": "red_dot"})
    bad = history.__class__(**{**history.__dict__, "result": wrong})
    with pytest.raises(ValueError, match="replaying hand 1"):
        replay_hand(bad)
