"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

One tree for the observer's information set.  Each iteration deals a fresh world
consistent with what the seat knows (``Observation.sample_world``), walks down the tree
with the moves legal *in that world*, choosing by UCB with availability counts (a move
is only compared with the moves that were available alongside it), adds one node, plays
the rest of the hand with the game's rollout policy and credits every node with the
hand's reward for the seat that chose it.  Nothing here knows any game: it uses only the
engine contract (``legal_ids``, ``apply_id``, ``current_player``, ``rollout``,
``hands_finished``, ``hand_reward``).

The search is deterministic for a fixed seed and iteration budget.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from cardgames.core.game import Observation

EXPLORATION = 0.7


class Node:
    """Statistics of one action from one information set, for the seat that takes it."""

    __slots__ = ("seat", "visits", "total", "available", "children")

    def __init__(self, seat: int):
        self.seat = seat
        self.visits = 0
        self.total = 0.0
        self.available = 1
        self.children: dict[int, Node] = {}


@dataclass(frozen=True)
class ActionStats:
    action_id: int
    visits: int
    mean_reward: float
    #: share of this action's simulated hands the game counts as a success for the
    #: searching seat (in Pocha: the bid made exactly); None if the game has no such notion
    success_rate: float | None = None


@dataclass(frozen=True)
class SearchResult:
    best: int
    iterations: int
    seconds: float
    stats: tuple[ActionStats, ...]  # root actions, most visited first


def search(
    observation: Observation,
    rng: random.Random,
    iterations: int | None = None,
    time_s: float | None = None,
    exploration: float | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> SearchResult:
    """Search from the observer's decision; stop at the iteration or time budget, first hit.

    ``should_stop`` is asked before every iteration: once it says True the search ends at
    once with what it has.  The AI worker uses it to drop a search whose position has
    changed, so an answer nobody wants doesn't hold up the next one.
    """
    legal = observation.legal_ids()
    if not legal:
        raise ValueError("it is not this seat's turn: there is nothing to search")
    if iterations is None and time_s is None:
        iterations = 1000
    if exploration is None:
        exploration = EXPLORATION
    started = time.perf_counter()
    deadline = started + time_s if time_s is not None else math.inf
    limit = iterations if iterations is not None else 1 << 62
    root = Node(observation.seat)
    seat = observation.seat
    successes: dict[int, int] = {}
    has_outcome = True
    sqrt, log = math.sqrt, math.log
    done = 0
    if len(legal) > 1:
        while done < limit:
            if (done & 15) == 0 and time.perf_counter() >= deadline and done > 0:
                break
            if should_stop is not None and should_stop():
                break
            world = observation.sample_world(rng, record_events=False)
            start_hand = world.hands_finished
            node = root
            path = []
            while not world.is_over and world.hands_finished == start_hand:
                ids = world.legal_ids()
                children = node.children
                untried = [a for a in ids if a not in children]
                if untried:
                    action = untried[int(rng.random() * len(untried))]
                    child = Node(world.current_player)
                    children[action] = child
                    for a in ids:
                        if a != action and a in children:
                            children[a].available += 1
                    world.apply_id(action)
                    path.append(child)
                    if node is root:
                        first = action
                    break
                best_value = -1.0
                best_action = ids[0]
                for a in ids:
                    child = children[a]
                    child.available += 1
                    value = child.total / child.visits + exploration * sqrt(
                        log(child.available) / child.visits)
                    if value > best_value:
                        best_value = value
                        best_action = a
                if node is root:
                    first = best_action
                node = children[best_action]
                world.apply_id(best_action)
                path.append(node)
            if not world.is_over and world.hands_finished == start_hand:
                world.rollout(rng)
            rewards: dict[int, float] = {}
            for node in path:
                chooser = node.seat
                reward = rewards.get(chooser)
                if reward is None:
                    reward = rewards[chooser] = world.hand_reward(chooser)
                node.visits += 1
                node.total += reward
            if has_outcome and path:
                made = world.hand_success(seat)
                if made is None:
                    has_outcome = False
                elif made:
                    successes[first] = successes.get(first, 0) + 1
            done += 1
    stats = sorted(
        (ActionStats(a, c.visits, c.total / c.visits if c.visits else 0.0,
                     successes.get(a, 0) / c.visits if has_outcome and c.visits else None)
         for a, c in root.children.items() if a in legal),
        key=lambda s: (-s.visits, -s.mean_reward, s.action_id),
    )
    if not stats:
        stats = [ActionStats(legal[0], 0, 0.0)]
    return SearchResult(stats[0].action_id, done, time.perf_counter() - started, tuple(stats))
