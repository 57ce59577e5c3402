"""The claim window (``cardgames/core/claims.py``): who is asked and in what order, the
priorities and the tie-break, the seats skipped, hidden answers, saves, refusals -- and,
through a toy game written in the tests (``tests/claims_toy.py``), that it is fair by
construction: observations, sampled worlds and the search's tree."""

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
from claims_toy import ANSWERS, DECLARED, IDS, ToyGame, legal_answers, stacked
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgames.ai.ismcts import Node, Tree, search
from cardgames.core import claims
from cardgames.core.actions import IllegalAction
from cardgames.core.events import Event
from cardgames.core.game import Observation
from cardgames.core.views import ClaimsView, shape_problems

#: the priorities of the two specs (lower wins): quan dui §4.2, si se pai §4.3
QUAN_DUI = {"win": 1, "dui": 2}
SI_SE_PAI = {"zhimo": 1, "hu": 2, "pong": 3, "gan": 3, "pong_own": 3, "gan_own": 3,
             "group_own": 4, "single_own": 4, "chi": 5}
ANY = ("win", "dui", "pass", "zhimo", "hu", "pong:RR,RR", "gan:RR,RR,RR", "pong_own:RR,RR",
       "group_own:field,RR,RC", "single_own", "chi:field,RR,RC")


def answered(window: claims.Window, *answers: str) -> claims.Window:
    """The window after the seats asked answer ``answers`` in turn (each legal)."""
    for answer in answers:
        window = claims.declare(window, claims.next_to_answer(window), answer, ANY)
    return window


# --- who is asked, in what order ---------------------------------------------------------------

def test_a_discard_window_asks_every_other_seat_from_the_owners_right():
    window = claims.open_window("S6", "discard", 2, players=4)
    assert window.asked == (3, 0, 1)
    assert claims.next_to_answer(window) == 3
    window = answered(window, "pass")
    assert claims.next_to_answer(window) == 0
    window = answered(window, "pass", "pass")
    assert claims.next_to_answer(window) is None and claims.is_complete(window)


def test_a_draw_window_asks_the_owner_first_then_round_the_table():
    assert claims.open_window("RR", "draw", 2, players=4).asked == (2, 3, 0, 1)
    # the game says who is eligible; the window orders them from the owner
    assert claims.open_window("RR", "draw", 3, [1, 3, 0], players=5).asked == (3, 0, 1)
    assert claims.open_window("RR", "discard", 3, [1, 4, 0], players=5).asked == (4, 0, 1)


def test_the_owner_of_a_discard_takes_no_part():
    with pytest.raises(ValueError, match="owner of a discard"):
        claims.open_window("S6", "discard", 1, [1, 2], players=3)
    window = claims.open_window("S6", "discard", 1, players=3)
    with pytest.raises(IllegalAction, match="your own discard"):
        claims.declare(window, 1, "dui", ("dui", "pass"))


@pytest.mark.parametrize("bad", [{"source": "stolen"}, {"owner": 4}, {"owner": True},
                                 {"seats_asked": [0, 0]}, {"seats_asked": [5]}])
def test_a_window_that_could_not_be_is_refused(bad):
    args = {"card": "S6", "source": "draw", "owner": 1, "seats_asked": None, **bad}
    with pytest.raises(ValueError):
        claims.open_window(args["card"], args["source"], args["owner"], args["seats_asked"],
                           players=4)


# --- resolution: priorities, then nearest to the owner's right ---------------------------------

def test_quan_dui_e3_two_wins_and_a_dui_with_wraparound():
    """Spec quan_dui §11 E3: seat 2 discards S6; seat 3 dui, seats 0 and 1 win."""
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui", "win", "win")
    assert claims.resolve(window, QUAN_DUI) == {"card": "S6", "seat": 0, "claim": "win",
                                                "skipped": [3]}


@pytest.mark.parametrize("answers, seat, claim, skipped", [
    (("dui", "pass", "win"), 1, "win", [3, 0]),  # win beats dui, whatever the seats
    (("pass", "dui", "dui"), 0, "dui", [3]),     # two duis: the nearer
    (("dui", "pass", "pass"), 3, "dui", []),     # the next seat skips nobody
    (("pass", "pass", "pass"), None, None, []),  # nobody: the card is dead
])
def test_quan_dui_priorities(answers, seat, claim, skipped):
    window = answered(claims.open_window("S6", "discard", 2, players=4), *answers)
    assert claims.resolve(window, QUAN_DUI) == {"card": "S6", "seat": seat, "claim": claim,
                                                "skipped": skipped}


@pytest.mark.parametrize("answers, seat, claim", [
    # the owner (seat 1) answers first, then 2, 3, 0
    (("zhimo", "hu", "pong:RR,RR", "pass"), 1, "zhimo"),
    (("group_own:field,RR,RC", "pass", "hu", "hu"), 3, "hu"),
    (("group_own:field,RR,RC", "chi:field,RR,RC", "pong:RR,RR", "pass"), 3, "pong"),
    # pong/gan rank alike: the owner counts as nearest
    (("pong_own:RR,RR", "pass", "gan:RR,RR,RR", "pass"), 1, "pong_own"),
    (("group_own:field,RR,RC", "chi:field,RR,RC", "pass", "pass"), 1, "group_own"),
    (("single_own", "chi:field,RR,RC", "pass", "pass"), 1, "single_own"),
    (("pass", "chi:field,RR,RC", "pass", "pass"), 2, "chi"),
    (("pass", "pass", "pass", "pass"), None, None),
])
def test_si_se_pai_draw_window_priorities(answers, seat, claim):
    """si se pai §4.3: zhimo > hu > pong/gan (own too) > the owner's own groups > chi."""
    window = answered(claims.open_window("RR", "draw", 1, players=4), *answers)
    result = claims.resolve(window, SI_SE_PAI)
    assert (result["seat"], result["claim"]) == (seat, claim)
    assert claims.answer_of(window, 1) == answers[0]


def test_si_se_pai_discard_window_leaves_the_owner_out():
    window = answered(claims.open_window("RR", "discard", 3, players=4),
                      "chi:field,RR,RC", "pass", "pong:RR,RR")
    assert window.asked == (0, 1, 2)
    assert claims.resolve(window, SI_SE_PAI) == {"card": "RR", "seat": 2, "claim": "pong",
                                                 "skipped": [0, 1]}


def test_a_rank_may_be_a_function_and_an_unranked_word_is_a_bug():
    window = answered(claims.open_window("S6", "discard", 0, players=3), "dui", "win")
    assert claims.resolve(window, lambda word: {"win": 1, "dui": 2}[word])["seat"] == 2
    with pytest.raises(ValueError, match="no rank"):
        claims.resolve(window, {"win": 1})


def test_an_open_window_does_not_resolve():
    window = answered(claims.open_window("S6", "discard", 0, players=3), "dui")
    with pytest.raises(ValueError, match="still open"):
        claims.resolve(window, QUAN_DUI)


@settings(max_examples=200, deadline=None)
@given(players=st.integers(2, 6), owner=st.integers(0, 5), source=st.sampled_from(claims.SOURCES),
       data=st.data())
def test_the_best_claim_nearest_to_the_owners_right_wins(players, owner, source, data):
    owner %= players
    window = claims.open_window("S6", source, owner, players=players)
    answers = data.draw(st.lists(st.sampled_from(("pass", "dui", "win")),
                                 min_size=len(window.asked), max_size=len(window.asked)))
    window = answered(window, *answers)
    result = claims.resolve(window, QUAN_DUI)
    # walk round the table from the owner (the owner first): the first seat with the
    # best word made takes it, the seats walked past after the owner are skipped
    by_seat = dict(zip(window.asked, answers, strict=True))
    best = next((w for w in ("win", "dui") if w in answers), None)
    seat, passed = None, []
    for step in range(players):
        s = (owner + step) % players
        if best is not None and by_seat.get(s) == best:
            seat = s
            break
        if step:
            passed.append(s)
    assert result == {"card": "S6", "seat": seat, "claim": best,
                      "skipped": passed if seat is not None else []}


# --- refusals ----------------------------------------------------------------------------------

def test_an_illegal_answer_is_refused_with_a_sentence_and_changes_nothing():
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui")
    before = window.to_json()
    with pytest.raises(IllegalAction, match=r"can't declare 'win' on S6; you may declare: "
                                            r"dui, pass\."):
        claims.declare(window, 0, "win", ("dui", "pass"))
    with pytest.raises(IllegalAction, match="seat 0 declares on S6 before you"):
        claims.declare(window, 1, "pass", ("pass",))
    with pytest.raises(IllegalAction, match="already declared"):
        claims.declare(window, 3, "pass", ("pass",))
    with pytest.raises(IllegalAction, match="can't declare"):
        claims.declare(window, 0, None, ("pass",))
    assert window.to_json() == before
    closed = answered(window, "pass", "pass")
    with pytest.raises(IllegalAction, match="closed"):
        claims.declare(closed, 0, "pass", ("pass",))


def test_the_toy_game_refuses_an_illegal_answer_and_stays_as_it_was():
    game = ToyGame(3)
    # seat 0 deals and draws a 1; seat 1 holds no 1, so it may not pong
    state = game.new_state(dealer=0, deck=stacked([["2", "3", "4"], ["2", "3", "4"],
                                                   ["1", "2", "3"]], ["1"]))
    state.apply("own")
    assert state.current_player == 1 and state.legal_actions()[-1].verb == "pass"
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply("pong")
    assert str(refused.value) == "You can't declare 'pong' on 1; you may declare: chi, pass."
    assert state.to_json() == before
    assert state.refusal("discard:2") == "Declare on 1 first."
    # only the seat to answer acts; the window says why any other may not yet
    assert claims.refusal(state.window, 2, "pass", ["pass"]) \
        == "Wait: seat 1 declares on 1 before you."
    assert state.to_json() == before


# --- hidden answers: views, events, knowledge --------------------------------------------------

def test_a_seat_sees_who_declared_and_its_own_answer_only():
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui", "win")
    assert claims.view_of(window, 1) == {"card": "S6", "source": "discard", "owner": 2,
                                         "asked": [3, 0, 1],
                                         "declared": [True, False, False, True],
                                         "own_answer": None}
    assert claims.view_of(window, 3)["own_answer"] == "dui"
    assert claims.view_of(window, 0)["own_answer"] == "win"
    assert claims.view_of(window, 1) == claims.view_of(
        answered(claims.open_window("S6", "discard", 2, players=4), "pass", "pass"), 1)


def test_the_declared_event_names_the_seat_but_not_the_answer_for_the_others():
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui")
    event = claims.declared_event(window, 3)
    assert event == Event("claim_declared", card="S6", seat=3, answer="dui")
    assert claims.redact(event, 3) == event
    for viewer in (0, 1, 2):
        assert claims.redact(event, viewer) == Event("claim_declared", card="S6", seat=3,
                                                     answer=None)
    assert claims.opened_event(window) == Event("claim_opened", card="S6", source="discard",
                                                owner=2, asked=[3, 0, 1])
    done = answered(window, "win", "pass")
    closed = claims.closed_event(done, claims.resolve(done, QUAN_DUI))
    assert closed["answers"] == [None if s == 2 else a for s, a in
                                 enumerate(["win", "pass", None, "dui"])]
    assert (closed["seat"], closed["claim"], closed["skipped"]) == (0, "win", [3])
    assert claims.redact(closed, 1) == closed  # once closed, every call is shown


def test_a_knowledge_copy_holds_only_its_own_answer_and_cannot_resolve():
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui", "win")
    known = claims.known_to(window, 0)
    assert known.answers == (
        "win", None, None, claims.HIDDEN)
    assert claims.view_of(known, 0) == claims.view_of(window, 0)
    assert claims.next_to_answer(known) == 1
    with pytest.raises(ValueError, match="hidden"):
        claims.resolve(answered(known, "pass"), QUAN_DUI)


def test_a_knowledge_log_replaces_the_others_answers():
    assert claims.known_log([7, 0, 3, 0, 8], [0, 1, 2, 0, 0], 0, lambda a: a < 6, 99) \
        == [7, 99, 99, 0, 8]
    with pytest.raises(ValueError):
        claims.known_log([1, 2], [0], 0, lambda a: True, 99)


# --- sampled worlds re-decide the others' answers ----------------------------------------------

def test_redecide_keeps_the_seats_own_answer_and_asks_again_for_the_others():
    window = answered(claims.open_window("S6", "discard", 2, players=4), "dui", "win")
    asked = []

    def decide(seat, world):
        asked.append(seat)
        return world[seat]

    world = {3: "pass", 0: "dui", 1: "win"}
    legal = lambda seat, world: ("win", "dui", "pass")  # noqa: E731
    redone = claims.redecide(claims.known_to(window, 0), 0, world, decide, legal)
    assert asked == [3]  # only the other seats that had answered, in order
    assert redone.answers == ("win", None, None, "pass")
    # even a window that was not hidden first keeps no real answer of another seat
    assert claims.redecide(window, 0, world, decide, legal).answers[3] == "pass"
    # an answer that doesn't fit the sampled hand is refused
    with pytest.raises(IllegalAction):
        claims.redecide(window, 0, world, decide, lambda seat, world: ("dui", "win"))


def states_in_a_window(seed: int, players: int, steps: int):
    return window_state(ToyGame(players), seed, steps)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(3, 5), steps=st.integers(1, 30))
def test_an_observation_is_the_same_whatever_another_seat_answered(seed, players, steps):
    state = states_in_a_window(seed, players, steps)
    assert state is not None  # the owner of a draw may always keep it or let it go
    assert_answers_hidden(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(3, 5), steps=st.integers(1, 30))
def test_a_sampled_world_redecides_the_hidden_answers_from_its_own_hands(seed, players, steps):
    state = states_in_a_window(seed, players, steps)
    assert state is not None
    assert_worlds_redecide(state, legal_answers)
    viewer = state.window.asked[state.window.asked.index(state.current_player) + 1]
    branch = answer_branches(state)[0]
    known = branch.observation(viewer)._known
    # the log tells no other seat's answer either: each is the placeholder "declared"
    assert DECLARED in known.log and all(a not in ANSWERS or m == viewer
                                         for a, m in zip(known.log, known.movers(), strict=True))
    assert [a for a in branch.log if a == DECLARED] == []


def test_a_world_keeps_no_real_hidden_answer():
    """Seat 1 declares pong on seat 0's draw; seen from seat 2 the worlds' answer of seat
    1 is drawn from seat 1's sampled hand, so it is not always pong."""
    game = ToyGame(3)
    state = game.new_state(dealer=0, deck=stacked([["2", "3", "4"], ["1", "2", "3"],
                                                   ["2", "3", "4"]], ["1"]))
    state.apply("own")
    state.apply("pong")
    observation = state.observation(2)
    seen = {observation.sample_world(random.Random(k)).window.answers[1] for k in range(60)}
    assert "pass" in seen and seen <= {"hu", "pong", "chi", "pass"}
    assert len(seen) > 1


# --- saves ---------------------------------------------------------------------------------------

@settings(max_examples=100, deadline=None)
@given(players=st.integers(2, 6), owner=st.integers(0, 5), source=st.sampled_from(claims.SOURCES),
       data=st.data())
def test_a_window_saves_and_loads_exactly(players, owner, source, data):
    owner %= players
    window = claims.open_window("S6", source, owner, players=players)
    given = data.draw(st.integers(0, len(window.asked)))
    window = answered(window, *data.draw(st.lists(st.sampled_from(ANY), min_size=given,
                                                  max_size=given)))
    if data.draw(st.booleans()):
        window = claims.known_to(window, data.draw(st.integers(0, players - 1)))
    assert claims.Window.from_json(window.to_json()) == window
    assert claims.Window.from_data(json.loads(json.dumps(window.to_data())), ["S6"]) == window


@pytest.mark.parametrize("damage, why", [
    ({"asked": [0, 3, 1]}, "in turn"),
    ({"answers": ["win", None, None, None]}, "in the order"),
    ({"answers": [None, None, "dui", None]}, "not asked"),
    ({"answers": [None, None, None]}, "one answer"),
    ({"card": "ZZ"}, "not a card"),
    ({"source": "stolen"}, "draw or discard"),
    ({"players": True}, "count"),
    ({"asked": [2, 3, 0, 1]}, "takes no part"),
])
def test_a_damaged_window_is_refused_with_a_sentence(damage, why):
    data = answered(claims.open_window("S6", "discard", 2, players=4), "dui").to_data()
    data.update(damage)
    with pytest.raises(ValueError, match=why):
        claims.Window.from_data(data, ["S6", "B7"])


def test_the_toy_games_save_and_observation_round_trip_mid_window():
    game = ToyGame(4)
    state = states_in_a_window(11, 4, 25)
    assert state is not None and state.window is not None
    state.apply_id(state.legal_ids()[0])
    state.check_invariants()
    assert game.load_state(state.to_json()).to_json() == state.to_json()
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()
    for seat in range(4):
        text = state.observation(seat).to_json()
        assert Observation.from_json(game, text).to_json() == text
    snapshot = json.loads(state.to_json())
    snapshot["state"]["window"]["answers"] = ["?", "?", "?", "?"]
    with pytest.raises(ValueError, match="window"):
        game.load_state(json.dumps(snapshot))


def test_the_toy_games_view_is_a_claims_view():
    state = states_in_a_window(5, 3, 20)
    assert state is not None
    for seat in range(3):
        assert shape_problems(state.view(seat), ClaimsView) == []
    assert state.view(state.current_player)["legal_actions"]


# --- the search: hidden answers branch nothing, the kept tree is keyed by who moved ----------

class KeptObservation:
    """What ``Tree.root_for`` reads of an observation."""

    def __init__(self, log, movers, seat=0, players=3):
        self.log, self._movers, self.seat, self.log_start = log, movers, seat, 0
        self.game = type("G", (), {"players": players})()

    def movers(self):
        return self._movers


def kept_tree(seat=0):
    """A kept tree after move 1 by ``seat``: action 5 followed it by seat 1 in some
    worlds and by seat 2 in others (the second kept as ``(2, 5)``)."""
    tree = Tree()
    root = Node(seat)
    by_one, by_two = Node(1), Node(2)
    root.children[5] = by_one
    root.children[(2, 5)] = by_two
    tree.root, tree.log, tree.start, tree.seat = root, [1], 0, seat
    return tree, by_one, by_two


def test_a_kept_tree_is_walked_by_who_moved():
    tree, by_one, by_two = kept_tree()
    assert tree.root_for(KeptObservation([1, 5], [0, 2])) is by_two
    tree, by_one, by_two = kept_tree()
    assert tree.root_for(KeptObservation([1, 5], [0, 1])) is by_one
    # a seat whose move the tree never saw from there: a fresh root, not another's branch
    tree, by_one, by_two = kept_tree()
    fresh = tree.root_for(KeptObservation([1, 5], [0, 0]))
    assert fresh is not by_one and fresh is not by_two and not fresh.children
    # with no movers the same move of two seats is ambiguous: start afresh
    tree, by_one, by_two = kept_tree()
    fresh = tree.root_for(KeptObservation([1, 5], None))
    assert fresh is not by_one and fresh is not by_two


def test_the_search_keys_hidden_answers_as_declared_and_reuses_its_tree():
    game = ToyGame(3)
    # seat 2 deals and draws a 4: seat 2 answers, then seat 0 (chi or pass), then seat 1
    state = game.new_state(dealer=2, deck=stacked([["2", "3", "3"], ["1", "2", "2"],
                                                   ["2", "3", "4"]], ["4", "1", "4", "4"]))
    state.apply("pass")
    observation = state.observation(0)
    assert observation.log == [DECLARED] and observation.movers() == [2]
    assert [str(a) for a in observation.legal_actions()] == ["chi", "pass"]
    tree = Tree()
    assert search(observation, random.Random(1), iterations=120, tree=tree).iterations == 120
    kept = tree.root
    # under each of seat 0's answers seat 1's (hidden) answer is one branch: "declared"
    assert set(kept.children) == {IDS["chi"], IDS["pass"]}
    for child in kept.children.values():
        assert set(child.children) == {DECLARED}, "a hidden answer branched the tree"
    # seat 0 passes, seat 1 passes: the 4 is dead and seat 0 draws the 1
    state.apply("pass")
    state.apply("pass")
    observation = state.observation(0)
    assert observation.log == [DECLARED, IDS["pass"], DECLARED]
    assert observation.movers() == [2, 0, 1]
    search(observation, random.Random(2), iterations=60, tree=tree)
    # the next decision starts from the kept node: seat 0's pass, then seat 1's answer
    assert tree.root is kept.children[IDS["pass"]].children[DECLARED]
