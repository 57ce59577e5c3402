"""Jjak-ma-tcho-ki's claim window (``claim_any_player``) is the core's (``core/claims.py``)
and fair: whatever a seat answers, every other seat's observation, view, events and log
are the same while the window is open (before, the log of a knowledge copy held the
answer: seed 0 with four players ended ``[21, 2]`` or ``[21, 3]``); sampled worlds
re-decide the hidden answers from their own hands; the search keys them as
``declared``; saves keep the window, and saves of the older window still load."""

from __future__ import annotations

import json
import random

import pytest
from claim_checks import (
    answer_branches,
    assert_answers_hidden,
    assert_worlds_redecide,
    window_state,
)

import cardgames
from cardgames.ai.ismcts import Tree, search
from cardgames.core import claims
from cardgames.core.game import Observation
from cardgames.games.jjak_ma_tcho_ki import ANSWER_IDS, CLAIM, DECLARED, PASS

CLAIMS = {"claim_any_player": True, "rounds": 1}


def game(players: int):
    return cardgames.create("jjak_ma_tcho_ki", players=players, rules=CLAIMS)


def open_window(players: int, seed: int):
    """A position where a seat answers with a real choice and another answers after it."""
    state = window_state(game(players), seed, 300)
    assert state is not None, "no window with a real choice: play longer"
    return state


@pytest.mark.parametrize("players,seed", [(4, 0), (4, 1), (4, 2), (3, 0), (3, 3)])
def test_no_seat_can_tell_another_seats_answer(players, seed):
    state = open_window(players, seed)
    mover = state.current_player
    branches = assert_answers_hidden(state)
    # the log the others know ends with the placeholder, whatever the answer; the mover's
    # own log keeps its answer
    for viewer in range(players):
        tails = {tuple(b.observation(viewer).log[-1:]) for b in branches}
        if viewer == mover:
            assert tails == {(CLAIM,), (PASS,)}
        else:
            assert tails == {(DECLARED,)}
    for branch in branches:
        assert branch.observation(mover).movers()[-1] == mover


def test_the_reported_leak_seed_0_four_players():
    """The position of the report: the same log for every other seat now."""
    state = open_window(4, 0)
    mover = state.current_player
    logs = {tuple(b.observation((mover + 1) % 4).log) for b in answer_branches(state)}
    assert len(logs) == 1 and next(iter(logs))[-1] == DECLARED


@pytest.mark.parametrize("players,seed", [(4, 0), (3, 3)])
def test_sampled_worlds_redecide_the_hidden_answers_from_their_hands(players, seed):
    state = open_window(players, seed)
    assert_worlds_redecide(state, lambda world, s: world.claim_answers(s), seeds=6)
    mover = state.current_player
    window = state.window
    viewer = window.asked[window.asked.index(mover) + 1]
    state.apply("claim")
    observation = state.observation(viewer)
    for world_seed in range(8):
        world = observation.sample_world(random.Random(world_seed))
        # the heuristic's rule: claim whenever it is legal for the world's hand
        answer = world.window.answers[mover]
        assert answer == ("claim" if "claim" in world.claim_answers(mover) else "pass")


def test_the_knowledge_copy_holds_the_window_hidden_and_its_own_answer():
    state = open_window(4, 0)
    mover = state.current_player
    state.apply("pass")
    window = state.window
    for viewer in range(4):
        known = state.observation(viewer)._known
        assert known.window == claims.known_to(window, viewer)
        assert known.window.answers[mover] == ("pass" if viewer == mover else claims.HIDDEN)
        assert state.view(viewer)["extra"]["claim_window"] == claims.view_of(window, viewer)


def test_the_search_keys_another_seats_answer_as_declared():
    state = open_window(4, 0)
    mover = state.current_player
    assert {state.public_id(a) for a in ANSWER_IDS} == {DECLARED}
    assert state.hidden_moves and len(state.movers()) == len(state.log)
    observation = state.observation(mover)
    tree = Tree()
    result = search(observation, random.Random(3), iterations=80, tree=tree)
    assert result.best in state.legal_ids() and result.iterations == 80
    after = state.window.asked[state.window.asked.index(mover) + 1]
    for child in tree.root.children.values():
        for key, grandchild in child.children.items():
            if grandchild.seat == after:
                assert key == DECLARED, "another seat's hidden answer branched the tree"
    # the seat after answers from the same observation whatever the mover answered, so a
    # seeded search chooses the same
    choices = {search(b.observation(after), random.Random(5), iterations=40).best
               for b in answer_branches(state)}
    assert len(choices) == 1


def test_a_save_mid_window_round_trips_with_its_movers():
    state = open_window(3, 3)
    state.apply(state.legal_actions()[0])
    text = state.to_json()
    assert '"window":{' in text and "claim_queue" not in text
    loaded = state.game.load_state(text)
    loaded.check_invariants()
    assert loaded.to_json() == text and loaded.window == state.window
    assert loaded.movers() == state.movers() and len(loaded.movers()) == len(loaded.log)
    for seat in range(3):
        observation = state.observation(seat)
        again = Observation.from_json(state.game, observation.to_json())
        assert again.log == observation.log and again.movers() == observation.movers()
        assert again.to_json() == observation.to_json()


def older_form(text: str) -> str:
    """A save as Jjak-ma-tcho-ki wrote it before the core's window: ``claim_queue`` and
    ``claimants`` in the snapshot, ``claim_answered`` / the older ``claim_closed`` events,
    no ``claim_opened``."""
    data = json.loads(text)
    snapshot = {}
    for key, value in data["state"].items():
        if key != "window":
            snapshot[key] = value
            continue
        answers = value["answers"] if value else []
        snapshot["claim_queue"] = [s for s in value["asked"] if answers[s] is None] \
            if value else []
        snapshot["claim_cl"] = [s for s in value["asked"] if answers[s] == "claim"] \
            if value else []
    data["state"] = {("claimants" if k == "claim_cl" else k): v for k, v in snapshot.items()}
    events = []
    for event in data["events"]:
        kind = event["type"]
        if kind == "claim_opened":
            continue
        if kind == "claim_declared":
            events.append({"type": "claim_answered", "seat": event["seat"],
                           "claim": event["answer"] == "claim"})
        elif kind == "claim_closed":
            answers = event["answers"]
            events.append({"type": "claim_closed", "tile": event["card"],
                           "discarder": event["owner"], "claimant": event["seat"],
                           "claims": [s for s, a in enumerate(answers) if a == "claim"],
                           "skipped": event["skipped"]})
        else:
            events.append(event)
    data["events"] = events
    return json.dumps(data, separators=(",", ":"))


@pytest.mark.parametrize("answers", [0, 1, 2])
def test_a_save_of_the_older_window_loads_as_the_same_position(answers):
    state = open_window(4, 0)
    for _k in range(answers):  # mid-window, some answers given (or the window closed)
        if state.window is not None:
            state.apply(state.legal_actions()[-1])
    text = state.to_json()
    old = older_form(text)
    assert "claim_queue" in old and "claim_declared" not in old and "claim_answered" in old
    loaded = state.game.load_state(old)
    loaded.check_invariants()
    assert loaded.to_json() == text
    assert loaded.movers() == state.movers()


def test_a_damaged_older_save_is_refused_with_a_sentence():
    state = open_window(4, 0)
    state.apply("pass")
    data = json.loads(older_form(state.to_json()))
    data["state"]["claimants"] = [state.window.asked[0]]  # it passed
    with pytest.raises(ValueError, match="claimants"):
        state.game.load_state(json.dumps(data))
    data["state"]["claimants"] = []
    data["state"]["claim_queue"] = data["state"]["claim_queue"][1:]
    with pytest.raises(ValueError, match="queue"):
        state.game.load_state(json.dumps(data))
