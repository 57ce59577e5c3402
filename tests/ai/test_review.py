"""The hand review: each decision judged from what the seat knew, marked only beyond noise."""

from __future__ import annotations

import random
from dataclasses import asdict

import pytest
from ai.test_bourre_fairness import twin_pairs as bourre_twins
from ai.test_fairness import twin_pairs as pocha_twins

import cardgames
from cardgames.ai import make_player
from cardgames.ai.review import (
    GOOD,
    INACCURACY,
    INACCURACY_MARK,
    MISTAKE,
    MISTAKE_MARK,
    Budget,
    Decision,
    decisions_of,
    review_decision,
    review_from,
    review_hand,
    verdict_of,
)
from cardgames.catalog import CATALOG
from cardgames.core.history import hand_history_text, parse_hand_history
from cardgames.core.i18n import set_language

SMALL = Budget(search=40, worlds=16, max_worlds=48)


def one_card_pocha():
    """Seat 0 holds the ace of the trump suit (oros: the 3O is turned up) in a one-card
    hand: it takes the only trick whatever happens, so bid 1 always makes and bid 0 never."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [1]})
    return game.new_state(deck=["1O", "4C", "7E", "5B", "3O"], dealer=3)


def played_hand(start, seat_moves: dict[int, str] | None = None, level: str = "normal"):
    """The actions of the hand played from ``start`` by ``level`` players, with the
    seat's first moves forced to ``seat_moves`` (their index -> action)."""
    state = start.clone()
    players = [make_player(level, seed=s) for s in range(state.players)]
    actions: list[str] = []
    while state.hands_finished == start.hands_finished and not state.is_over:
        seat = state.current_player
        forced = (seat_moves or {}).get(len(actions))
        action = forced or str(players[seat].choose(state.observation(seat)))
        state.apply(action)
        actions.append(action)
    return actions


def test_a_certain_loss_is_a_mistake_with_its_numbers_in_the_games_words():
    start = one_card_pocha()
    assert start.current_player == 0
    actions = played_hand(start, {0: "bid:0"})
    review = review_from(start, actions, 0, SMALL)
    bid = review.decisions[0]
    assert (bid.index, bid.played, bid.best) == (0, "bid:0", "bid:1")
    assert bid.verdict == MISTAKE_MARK
    assert bid.played_success == 0.0 and bid.best_success == 1.0
    assert bid.cost_se == 0.0 and bid.cost > MISTAKE  # the same in every world: no noise
    # Pocha's score change: bid 1 made is worth more points than bid 0 missed, every time
    assert bid.measure_cost is not None and bid.measure_cost > 0
    assert "you made your bid in 0 % of the sampled deals; with bid 1, in 100 %" in bid.words
    assert review.mistakes == 1 and review.summary.startswith("1 mistake, cost about")


def test_the_best_move_is_left_unmarked():
    start = one_card_pocha()
    review = review_from(start, played_hand(start, {0: "bid:1"}), 0, SMALL)
    assert [d.verdict for d in review.decisions] == [GOOD]
    assert review.decisions[0].cost == 0 and "the search's choice too" in review.decisions[0].words
    assert review.summary == "No mistake found in 1 decision."


def test_forced_moves_are_no_decisions_and_other_seats_are_not_reviewed():
    start = one_card_pocha()
    actions = played_hand(start, {0: "bid:1"})
    found = decisions_of(start, actions, 0)
    # seat 0 bids (a choice of 0 or 1) and then plays its one card (forced)
    assert [d.index for d in found] == [0]
    assert start.game.action_of(found[0].played).verb == "bid"
    for decision in decisions_of(start, actions, 2):
        assert decision.observation.seat == 2


def test_the_verdict_needs_both_the_noise_and_the_size():
    z = 2.5
    assert verdict_of(0.5, 0.3, z) == GOOD  # large but within noise
    assert verdict_of(INACCURACY / 2, 0.0, z) == GOOD  # certain but too small to matter
    assert verdict_of(INACCURACY * 1.5, 0.001, z) == INACCURACY_MARK
    assert verdict_of(MISTAKE, 0.001, z) == MISTAKE_MARK
    assert verdict_of(-0.2, 0.01, z) == GOOD  # the played move did better


def test_a_recorded_hand_is_reviewed_from_its_history_text():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [5, 5]})
    state = game.new_state(seed=11)
    players = [make_player("random" if s == 0 else "normal", seed=s) for s in range(4)]
    while state.hands_finished < 2:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    history = parse_hand_history(hand_history_text(state, 2, ["A", "B", "C", "D"]),
                                 catalog=CATALOG)
    shares: list[float] = []
    review = review_hand(history, 0, SMALL, progress=shares.append)
    assert review.hand == 2 and review.complete
    assert shares == sorted(shares) and shares[-1] == 1.0
    assert len(shares) == len(review.decisions) >= 2
    for decision in review.decisions:
        assert decision.played == history.actions[decision.index]
    data = review.to_data()
    assert data["mistakes"] == review.mistakes and len(data["decisions"]) == len(shares)
    with pytest.raises(ValueError, match="not a seat"):
        review_hand(history, 4, SMALL)


def test_a_cancelled_review_stops_and_says_it_is_incomplete():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [6]})
    start = game.new_state(seed=5)
    actions = played_hand(start)
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 3

    review = review_from(start, actions, 0, SMALL, cancel=cancel)
    assert not review.complete
    assert len(review.decisions) < len(decisions_of(start, actions, 0))


def test_the_words_come_in_the_players_language():
    start = one_card_pocha()
    actions = played_hand(start, {0: "bid:0"})
    set_language("es")
    review = review_from(start, actions, 0, SMALL)
    assert "acertaste tu petición" in review.decisions[0].words
    assert "error" in review.summary
    set_language("eu")
    assert "akats" in review_from(start, actions, 0, SMALL).summary.lower()


# --- fairness: the same verdict whatever the cards the seat could not see --------------------
def _same_review(state, seat, other, seed):
    played = random.Random(seed).choice(state.legal_ids())
    mine = review_decision(Decision(len(state.log), state.observation(seat), played), SMALL, seed)
    theirs = review_decision(Decision(len(other.log), other.observation(seat), played), SMALL,
                             seed)
    assert asdict(mine) == asdict(theirs)
    return mine


def test_twin_matches_get_the_same_review_in_pocha():
    verdicts = [_same_review(state, seat, other, n).verdict
                for n, (state, seat, other) in enumerate(pocha_twins("short", 4, seed=3,
                                                                     count=6))]
    assert len(verdicts) == 6


def test_twin_matches_get_the_same_review_in_bourre():
    verdicts = [_same_review(state, seat, other, n).verdict
                for n, (state, seat, other) in enumerate(bourre_twins(4, seed=2, count=4))]
    assert len(verdicts) == 4


def test_the_twin_check_would_catch_a_review_that_peeked(monkeypatch):
    """The check has teeth: a review measuring on the real deal (the live state handed
    over as the "world") instead of worlds dealt from the observation tells twins apart."""
    import cardgames.ai.review as review_module

    for state, seat, other in pocha_twins("short", 4, seed=5, count=8):
        live = {id(state): state, id(other): other}
        told = {}
        for twin_state in (state, other):
            observation = twin_state.observation(seat)
            monkeypatch.setattr(review_module, "sample_weighted",
                                lambda obs, rng, like, real=twin_state: (real.clone(), 1))
            played = [a for a in state.legal_ids()]
            told[id(twin_state)] = [asdict(review_decision(Decision(0, observation, move),
                                                           SMALL, 1)) for move in played]
        assert len(live) == 2
        if told[id(state)] != told[id(other)]:
            return
    pytest.fail("a review that measured on the real cards was never caught")
