"""Bourré under random house rules and every player count: chips and cards are conserved
at every step, each hand settles as §5 says (recomputed from the events), every match
ends, views hide what they must, illegal moves change nothing, saves round-trip."""

from __future__ import annotations

import json
import random
from collections import Counter

from engine_checks import check_illegal_refused, check_save_round_trip
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.ai import bourre_heuristic
from cardgames.core.cards import flatten_cards, multiset_problem
from cardgames.games.bourre import CODES, OVER


@st.composite
def option_sets(draw):
    players = draw(st.integers(2, 8))
    hand_size = draw(st.sampled_from([4, 5]))
    pot_limit = draw(st.sampled_from([0, 0, 3, 10]))
    rules = {
        "starting_bank": draw(st.sampled_from([5, 20, 40])),
        "ante": draw(st.sampled_from([1, 1, 2, 5])),
        "hand_size": hand_size,
        "max_discard": draw(st.integers(0, hand_size)),
        "ace_upcard_forces_dealer": draw(st.booleans()),
        "cinch_rules": draw(st.booleans()),
        "cinch_equivalents": draw(st.sampled_from(["adjacent_in_hand", "with_played", "none"])),
        "undertrump_required": draw(st.booleans()),
        "pot_limit": pot_limit,
        "limit_caps_win": pot_limit > 0 and draw(st.booleans()),
        "double_ante": draw(st.booleans()),
        "simultaneous_declare": draw(st.booleans()),
        "restock_includes_folded": draw(st.booleans()),
        "max_hands": draw(st.sampled_from([0, 1, 3, 6])),
        "allow_negative_bank": draw(st.booleans()),
    }
    return players, rules


PROBES = ["pass", "stay", "draw", "draw:AS,AS", "draw:2S,3S,4S,5S,6S,7S", "play:AS", "play:10H",
          "play", "bid:1", "draw:ZZ", "", "pass:1", "stay:1"] + [f"play:{c}" for c in CODES[:5]]


def check_cards(state) -> None:
    deck, places = state.card_places()
    assert multiset_problem(deck.multiset(), Counter(flatten_cards(places.values()))) is None


def check_settlement(record, game, pot_before_play: int) -> None:
    """§5.1-5.3 again from the hand record alone."""
    n = game.players
    o = game.options
    if record["kind"] != "played":
        return
    tricks = record["tricks"]
    active = record["active"]
    assert sum(tricks) == o["hand_size"]
    most = max(tricks[s] for s in active)
    leaders = [s for s in active if tricks[s] == most]
    bourre = [s for s in active if tricks[s] == 0]
    assert record["bourre"] == bourre
    P = record["pot"]
    assert P == pot_before_play  # the pot when the tricks began
    limit = o["pot_limit"]
    pay = min(P, limit) if limit else P
    if len(leaders) == 1:
        take = min(P, limit) if (o["limit_caps_win"] and limit) else P
        assert record["winner"] == leaders[0] and record["winnings"][leaders[0]] == take
        new_pot = P - take
    else:
        assert record["winner"] is None
        new_pot = P
    for b in bourre:
        if o["allow_negative_bank"]:
            assert record["payments"][b] == pay
        else:
            assert 0 <= record["payments"][b] <= pay
        new_pot += record["payments"][b]
    assert record["new_pot"] == new_pot
    exempt = set() if o["double_ante"] else set(bourre) | (set(leaders) if len(leaders) > 1
                                                           else set())
    assert set(record["exempt"]) == exempt
    for s in range(n):
        assert record["deltas"][s] == (record["winnings"][s] - record["payments"][s]
                                       - record["antes"][s])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(option_sets(), st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(options, seed):
    players, rules = options
    game = cardgames.create("bourre", players=players, rules=rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    total = players * rules["starting_bank"]
    steps = 0
    hands_seen = 0
    pot_at_play = None
    while not state.is_over:
        v = state.view(0)["extra"]
        assert sum(state.scores) + v["pot"] == total  # chips are conserved
        if not rules["allow_negative_bank"]:
            assert min(state.scores) >= 0
        if steps % 11 == 0:
            check_cards(state)
            state.check_invariants()
            seat = state.current_player
            check_illegal_refused(state, rng, PROBES, 4)
            check_save_round_trip(game, state, state.legal_actions())
            # what a seat sees: never another seat's hidden cards
            looker = rng.randrange(players)
            view = state.view(looker)
            text = json.dumps({k: view[k] for k in view if k != "history"})
            hidden = set()
            for s in range(players):
                if s != looker:
                    hidden |= {CODES[c] for c in range(52) if state.hands[s] >> c & 1}
                hidden |= {CODES[c] for c in range(52) if state.folded[s] >> c & 1} \
                    if s != looker else set()
            hidden -= set(view["known_cards"][state.dealer])
            hidden.discard(CODES[state.upcard])
            for code in hidden:
                assert f'"{code}"' not in text, f"seat {looker} sees {code}"
            del seat
        if rng.random() < 0.5 and len(state.legal_ids()) > 1:
            action_id = bourre_heuristic.choose(state.observation(state.current_player)
                                                .public_state(), state.current_player)
            state.apply(game.action_of(action_id))
        else:
            state.apply(rng.choice(state.legal_actions()))
        steps += 1
        if state.view(0)["phase"] == "playing":
            pot_at_play = state.view(0)["extra"]["pot"]
        if state.hands_finished > hands_seen:
            hands_seen = state.hands_finished
            check_settlement(state.history[-1], game, pot_at_play)
        assert steps < 10_000
    assert state.phase == OVER and state.winners
    assert sum(state.scores) + state.view(0)["extra"]["pot"] == total
    top = max(state.scores)
    assert state.winners == [s for s in range(players) if state.scores[s] == top]
    if rules["max_hands"] and state.end_reason == "hands":
        assert state.hands_finished >= rules["max_hands"] and state.view(0)["extra"]["pot"] == 0
    replayed = game.replay(state.origin, state.action_log)
    assert replayed.to_json() == state.to_json()
