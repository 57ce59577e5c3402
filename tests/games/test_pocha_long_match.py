"""A long Pocha match (house rules ``deal_schedule: [10] x 200``): what an observation
carries doesn't grow with the match, and the match itself -- saves, replay, undo, which
use the real state -- still works at its far end.  (The time is in ``cardgames bench``.)"""

from __future__ import annotations

import random

import cardgames
from cardgames.ai import make_player
from cardgames.ai.ismcts import Tree, search
from cardgames.ai.worker import AIWorker
from cardgames.ui.table.match import MatchConfig, MatchRunner

LONG = {"deal_schedule": [10] * 200}


def random_moves(state, moves: int, rng: random.Random, marks=()) -> dict[int, int]:
    """Play ``moves`` random legal moves; the observation's JSON size at each mark."""
    sizes = {}
    for number in range(moves + 1):
        if number in marks:
            sizes[number] = len(state.observation(state.current_player).to_json())
        if number < moves:
            ids = state.legal_ids()
            state.apply_id(ids[int(rng.random() * len(ids))])
    return sizes


def test_an_observation_at_move_8000_is_no_bigger_than_twice_one_at_move_80():
    game = cardgames.create("pocha", players=4, rules=LONG)
    state = game.new_state(seed=1)
    sizes = random_moves(state, 8000, random.Random(2), marks=(80, 8000))
    assert state.hands_finished > 150 and not state.is_over
    assert sizes[8000] <= 2 * sizes[80], sizes
    # the live state keeps everything (saves and replay need it)
    assert len(state.log) == 8000
    assert sum(e["type"] == "hand_scored" for e in state.events) == state.hands_finished


def test_the_observation_keeps_the_hand_and_says_where_its_actions_begin():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3] * 12})
    rng = random.Random(4)
    for seed in range(3):
        state = game.new_state(seed=seed)
        hand_began = 0  # the action number where the current hand's deal came
        while not state.is_over:
            seat = state.current_player
            observation = state.observation(seat)
            known = observation.public_state()
            assert observation.log_start == hand_began
            assert observation.log == state.log[hand_began:]
            assert known.hands_finished == state.hands_finished
            assert known.history == state.history[-1:]
            assert [e["type"] for e in known.events].count("dealt") == 1
            again = type(observation).from_json(game, observation.to_json())
            assert again.log_start == hand_began and again.log == observation.log
            before = state.hands_finished
            ids = state.legal_ids()
            state.apply_id(ids[int(rng.random() * len(ids))])
            if state.hands_finished != before:
                hand_began = len(state.log)


def test_the_search_tree_is_kept_within_a_later_hand_and_not_into_the_next():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3, 3, 3, 3]})
    normal = make_player("normal")
    reused = fresh = 0
    for seed in range(6):
        state = game.new_state(seed=seed)
        while state.hands_finished < 2:  # the third hand: its actions don't start at 0
            state.apply(normal.choose(state.observation(state.current_player)))
        state.apply(normal.choose(state.observation(state.current_player)))
        seat = state.current_player
        tree = Tree()
        first = search(state.observation(seat), random.Random(1), iterations=80, tree=tree)
        assert tree.start > 0 and tree.start + len(tree.log) == len(state.log)
        old_root, old_end = tree.root, len(state.log)
        state.apply(game.action_of(first.best))
        while state.current_player != seat:
            state.apply(normal.choose(state.observation(state.current_player)))
        expected = old_root
        for action in state.log[old_end:]:
            expected = expected.children.get(action) if expected is not None else None
        root = tree.root_for(state.observation(seat))
        if expected is not None:  # the others moved as some world's policy did
            assert root is expected and sum(c.visits for c in root.children.values()) > 0
            reused += 1
        # the same seat's first decision of the next hand never walks this hand's tree
        while state.hands_finished == 2 or state.current_player != seat:
            state.apply(normal.choose(state.observation(state.current_player)))
        assert not tree.root_for(state.observation(seat)).children
        fresh += 1
    assert reused > 0 and fresh == 6


def test_save_replay_and_undo_work_at_the_end_of_a_long_match():
    game = cardgames.create("pocha", players=4, rules=LONG)
    state = game.new_state(seed=9)
    random_moves(state, 4000, random.Random(3))
    while state.current_player != 0 or state.tricks_played > 5:  # the human's turn, mid-hand
        ids = state.legal_ids()
        state.apply_id(ids[0])
    again = game.load_state(state.to_json())
    assert again.to_json() == state.to_json()
    assert game.replay(state.origin, state.action_log).to_json() == state.to_json()
    config = MatchConfig(game_id="pocha", players=4, rules=LONG, seed=9,
                         ai_levels=["normal"] * 3)
    runner = MatchRunner(config, AIWorker(inline=True), min_think_s=0.0, state=state)
    before = state.to_json()
    assert runner.play(str(state.legal_actions()[0])) is None
    while runner.current != 0 and runner.tick_ai(0.01, may_apply=True):
        pass
    assert runner.undo() is None
    assert runner.state.to_json() == before
