"""Latxa on the engine contract's seam: where every card is (``card_places``), the
invariants a restored state is checked with, a knowledge copy that shares nothing with
the match, the easy level's ``forget`` hook, and the press-your-luck view shape."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cardgames
from cardgames.ai import easy, latxa_heuristic, make_player
from cardgames.ai.heuristic import heuristic_module
from cardgames.core.cards import flatten_cards
from cardgames.core.events import Event
from cardgames.core.game import Observation
from cardgames.core.views import PressYourLuckView, shape_problems
from cardgames.games.latxa import BELL_BASE, DECIDE, EFFECTS, LATXA_60, LatxaState, latxa_deck

HOUSE = [3, 2, 2, 1, 3, 1, 2, 1, 1, 1]


def new(deck=(), players=2, first=0, **rules):
    game = cardgames.create("latxa", players=players, rules=rules)
    return game.new_state(deck=list(deck), dealer=first, seed=1)


def play(state, *actions):
    for action in actions:
        state.apply(action)
    return state


def random_play(state, rng, steps):
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- the pack and where its cards are --------------------------------------------------------------

def test_the_pack_is_a_deck_with_copies_and_a_house_deck_is_another():
    assert latxa_deck([8, 10, 9, 7, 12, 3, 3, 3, 3, 2]) is LATXA_60
    house = latxa_deck(HOUSE)
    assert house.id == "latxa-house" and house.size == sum(HOUSE)
    assert house.count("WOLF") == 3 and house.count("S7") == 1
    assert "S1" in latxa_deck([1] + [0] * 9) and "WOLF" not in latxa_deck([1] + [0] * 9)
    with pytest.raises(ValueError, match="10 counts"):
        latxa_deck([1, 2])


def test_card_places_name_the_pile_the_mountain_the_discards_and_each_area():
    state = new(["S3", "FOLD", "S5", "WOLF", "DOG"])
    play(state, "draw", "draw", "draw", "stop")  # seat 0 banks 8 sheep and a fold
    play(state, "draw")  # seat 1: a wolf eats nothing, the turn ends
    play(state, "draw")  # seat 0: a dog on the mountain
    deck, places = state.card_places()
    assert deck is LATXA_60
    assert places["flock:0"] == ["S3", "S5"] and places["folds:0"] == ["FOLD"]
    assert places["flock:1"] == [] and places["folds:1"] == []
    assert places["mountain"] == ["DOG"] and places["discard"] == ["WOLF"]
    assert len(places["pile"]) == 60 - 5
    assert deck.conservation_problem(flatten_cards(places.values())) is None


def test_card_places_hold_a_house_deck_through_a_match():
    game = cardgames.create("latxa", players=3, rules={"deck_counts": HOUSE, "target": 10})
    state = game.new_state(seed=5)
    rng = random.Random(5)
    while not state.is_over:
        deck, places = state.card_places()
        assert deck.id == "latxa-house"
        assert Counter(flatten_cards(places.values())) == deck.multiset()
        state.apply(rng.choice(state.legal_actions()))


# --- the invariants of a restored state -------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 5]),
       rules=st.sampled_from([{}, {"fold_uses": 2, "eagle_overflow": "keep"},
                              {"deck_counts": HOUSE, "target": 10, "reshuffle_discards": False},
                              {"exact_win_on_draw": False, "end_effects_optional": True}]))
def test_every_state_reached_by_play_passes_its_invariants(seed, players, rules):
    game = cardgames.create("latxa", players=players, rules=rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    steps = 0
    while True:
        state.check_invariants()
        if steps % 7 == 0:
            game.load_state(state.to_json()).check_invariants()
            state.observation(rng.randrange(players)).public_state().check_invariants()
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        steps += 1


def _bank_then_bell_choice() -> LatxaState:
    """Seat 0 has banked 8 sheep and a fold; seat 1 has two sheep on the mountain and a
    bell to hang."""
    state = new(["S3", "FOLD", "S5", "S1", "S3", "BELL"])
    return play(state, "draw", "draw", "draw", "stop", "draw", "draw", "draw")


def _tampered(state, change) -> str:
    data = json.loads(state.to_json())
    change(data["state"])
    return json.dumps(data)


TAMPERINGS = {
    "a card gone": lambda s: s["draw"].pop(),
    "a card too many": lambda s: s["discard"].append("WOLF"),
    "a banked sheep gone": lambda s: s["sheep"][0].__setitem__(1, 0),
    "a fold from nowhere": lambda s: s["folds"].__setitem__(1, 1),
    "turn out of range": lambda s: s.update(turn=5),
    "first player a text": lambda s: s.update(first="0"),
    "winners while playing": lambda s: s.update(winners=[0]),
    "a bell linked to nothing": lambda s: s["mountain"][0].__setitem__(2, 9),
    "a phase with nothing to choose": lambda s: s.update(phase="effects"),
    "a turn number of zero": lambda s: s.update(turns=0),
    "a worn fold that can't wear": lambda s: s.update(wear=[1, 0]),
    "a seat too many": lambda s: s.update(folds=[1, 0, 0]),
}


def test_the_untampered_example_passes():
    state = _bank_then_bell_choice()
    assert state.phase != DECIDE and state.legal_ids() == [BELL_BASE + 1, BELL_BASE + 2]
    state.game.load_state(state.to_json()).check_invariants()


@pytest.mark.parametrize("change", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_a_snapshot_breaking_an_invariant_is_refused_with_a_sentence(change):
    state = _bank_then_bell_choice()
    with pytest.raises((ValueError, KeyError, TypeError, IndexError)) as refused:
        state.game.load_state(_tampered(state, change)).check_invariants()
    assert str(refused.value)


def test_flocks_that_disagree_with_the_announced_changes_are_refused():
    state = _bank_then_bell_choice()
    data = json.loads(state.to_json())
    for event in data["events"]:
        if event.get("deltas"):
            event["deltas"][0] += 1
            break
    with pytest.raises(ValueError, match="changes the events announced"):
        state.game.load_state(json.dumps(data)).check_invariants()


def test_a_restored_log_may_name_a_bell_the_table_has_not_made_yet():
    state = _bank_then_bell_choice()
    play(state, "place_bell:2")
    fresh = cardgames.create("latxa", players=2)  # as in a program just started
    assert fresh is not state.game and BELL_BASE + 2 not in dict(fresh._actions)
    again = fresh.load_state(state.to_json())
    again.check_invariants()
    assert again.action_log[-1] == "place_bell:2"


# --- the knowledge copy ------------------------------------------------------------------------------

MUTABLE = (list, dict, set, bytearray, random.Random)


def reachable(root, skip: set[int]) -> dict[int, object]:
    """Every mutable object reachable from ``root`` (not following the Game)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        item = stack.pop()
        if id(item) in skip or id(item) in seen:
            continue
        if isinstance(item, MUTABLE):
            seen[id(item)] = item
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set)):
            stack.extend(item)
        elif isinstance(item, (LatxaState, Observation)):
            for cls in type(item).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if name != "game" and hasattr(item, name):
                        stack.append(getattr(item, name))
    return seen


@pytest.mark.parametrize("steps", [0, 25, 10**5], ids=["start", "mid-game", "over"])
def test_an_observation_shares_no_object_with_the_live_state(steps):
    game = cardgames.create("latxa", players=3)
    state = random_play(game.new_state(seed=8), random.Random(8), steps)
    state.last_turn = state.last_turn or {"seat": 0, "how": "stopped", "flock": 0}
    skip = {id(state.game)}
    live = reachable(state, skip)
    for seat in range(3):
        observation = state.observation(seat)
        known = observation.public_state()
        assert known.origin == {} and known.rng.random() == random.Random(0).random()
        for part in (observation, known, observation.sample_world(random.Random(3)),
                     observation.sample_world(random.Random(3), record_events=False),
                     Observation.from_json(game, observation.to_json())):
            shared = set(reachable(part, skip)) & set(live)
            assert not shared, [type(live[i]).__name__ for i in shared]


def test_changing_an_observation_changes_neither_the_match_nor_its_save():
    game = cardgames.create("latxa", players=3)
    state = random_play(game.new_state(seed=9), random.Random(9), 30)
    before = state.to_json()
    known = state.observation(state.current_player or 0)._known
    for event in known.events:
        dict.__setitem__(event, "scribbled", True)
    known.flock[0] += 3
    known.origin["seed"] = 0
    if known.last_turn:
        known.last_turn["how"] = "scribbled"
    assert state.to_json() == before


def test_twin_matches_give_byte_identical_observations():
    """Two matches that differ only in the pile's order, seed and RNG look the same."""
    state = random_play(new(players=3), random.Random(2), 12)
    twin = state.clone()
    random.Random(4).shuffle(twin.draw)
    twin.rng = random.Random(77)
    twin.origin = {"seed": 77, "decks": [], "dealer": 0}
    for seat in range(3):
        assert state.observation(seat).to_json() == twin.observation(seat).to_json()


# --- the easy level forgets through the heuristic's hook ---------------------------------------------

def test_latxa_has_its_heuristic_and_forget_by_convention():
    module = heuristic_module("latxa")
    assert module is latxa_heuristic and callable(module.forget)


def test_easy_calls_latxas_forget_on_the_knowledge_copy_only(monkeypatch):
    forgotten = []
    real = latxa_heuristic.forget

    def spy(state):
        forgotten.append(state)
        real(state)

    monkeypatch.setattr(latxa_heuristic, "forget", spy)
    monkeypatch.setattr(easy, "FORGET", 1.0)
    monkeypatch.setattr(easy, "SLIP", 0.0)
    state = new(["S1", "WOLF", "S3", "S5"], players=2)
    play(state, "draw", "draw")  # seat 0's S1 eaten: a discarded wolf and sheep
    play(state, "draw")  # seat 1 drew S3: draw or stop
    assert len(state.discard) == 2 and len(state.legal_actions()) == 2
    before = state.to_json()
    action = make_player("easy", seed=1).choose(state.observation(1))
    assert str(action) in {"draw", "stop"}
    assert len(forgotten) == 1 and forgotten[0] is not state
    known = forgotten[0]
    assert known.discard == [] and known.left[4] == 12 and known.left[0] == 8  # reckoned back
    assert state.to_json() == before and len(state.discard) == 2


def test_easy_plays_whole_games_with_forget():
    rng = random.Random(3)
    game = cardgames.create("latxa", players=3)
    for seed in range(3):
        state = game.new_state(seed=seed)
        bots = [make_player("easy", seed=seed * 10 + s) for s in range(3)]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat)))
        assert state.winners
    assert rng  # the bots' own seeds drive them


# --- the press-your-luck view ------------------------------------------------------------------------

def test_the_view_has_the_press_your_luck_shape_with_latxas_own_fields_in_extra():
    state = _bank_then_bell_choice()
    view = state.view(0)
    assert shape_problems(view, PressYourLuckView) == []
    assert view["banked"] == [8, 0] == view["scores"] and view["areas"][0] == ["S3", "S5", "FOLD"]
    assert [m["card"] for m in view["mountain"]] == ["S1", "S3", "BELL"]
    assert view["mountain_value"] == 4 and view["drawn"] == 3 and view["turn_number"] == 2
    assert view["dealer"] == 0 and view["hand"] == [] and view["hand_counts"] == [0, 0]
    assert view["draw_count"] == 54 and sum(view["draw_pile"].values()) == 54
    assert view["last_turn"] == {"seat": 0, "how": "stopped", "total": 8}
    assert view["legal_actions"] == [] and state.view(1)["legal_actions"] == [
        "place_bell:1", "place_bell:2"]
    assert set(view["extra"]) == {"pending_bells", "folds", "fold_wear", "end_reason"}
    assert view["extra"]["folds"] == [1, 0]
    odds = view["odds"]
    assert odds["cards"] == 54 and set(odds["chances"]) == {"wolf", "wolf_unstopped", "bust",
                                                             "exact"}
    assert odds["lose"] == pytest.approx(odds["chances"]["wolf_unstopped"]
                                         + odds["chances"]["bust"])
    assert view["history"] == [] and view["winners"] is None


def test_a_finished_game_has_one_history_record_and_no_odds():
    state = new(["S7", "S5", "S3"], players=2)
    play(state, "draw", "draw", "draw")  # exactly 15 on the draw wins
    view = state.view(1)
    assert view["is_over"] and view["odds"] is None and view["winners"] == [0]
    assert view["history"] == [{"hand": 1, "turns": 1, "reason": "draw", "winners": [0],
                                "scores": [15, 0]}]
    assert view["last_turn"]["how"] == "won" and view["extra"]["end_reason"] == "draw"


def test_the_odds_win_only_on_the_draw_when_the_rules_say_so():
    on = new(["S7", "S5"], players=2)
    off = new(["S7", "S5"], players=2, exact_win_on_draw=False)
    for state in (on, off):
        play(state, "draw", "draw")  # 12: a 3 makes exactly 15
    odds = on.view(0)["odds"]
    assert odds["win"] > 0 and odds["win"] == pytest.approx(odds["chances"]["exact"])
    assert off.view(0)["odds"]["win"] == 0.0


def test_after_effects_the_mountain_holds_only_eagles_and_storms():
    state = new(["S3", "EAGLE", "STORM"], players=3)
    play(state, "draw", "draw", "draw", "stop")
    assert state.phase == EFFECTS
    assert [m["card"] for m in state.view(2)["mountain"]] == ["EAGLE", "STORM"]
    state.check_invariants()
    assert isinstance(state.events[-1], Event)
