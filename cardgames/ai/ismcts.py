"""Information-set search with the opponents outside the tree (``hard`` and ``ismcts``).

Each iteration deals a *world*: the cards the seat can't see, dealt uniformly among the
deals consistent with what it knows (``Observation.sample_world``), then kept with the
chance the game's ``world_likelihood`` gives it (how well its hands explain the bids
made), so worlds arrive in proportion to their likelihood (rejection sampling, at most
``MAX_TRIES`` draws; past that the likeliest draw is taken).

In the world, the tree holds only what the searching seat knows: its own decisions are
chosen by UCB with availability counts (a move is only compared with the moves that were
legal alongside it), and every other seat's move is made by the game's playout policy
(``State.policy_id``) from that seat's own hand in this world — not by statistics shared
across worlds, where an opponent's "best move" would be chosen knowing the cards of all
the worlds at once.  Their moves, once seen, branch the tree as the real game would (the
searching seat sees them); a move it doesn't see (another seat's hidden answer in a claim
window) is keyed as it sees it (``State.public_id``: "declared"), so it branches nothing.
Below the tree the policy plays the hand out (``State.rollout``), and every node of the
seat is credited with its hand reward.
The seat's own moves are those the game offers the search (``State.search_ids``: every
legal move unless the game narrows them).

Because a node is named by the public moves that lead to it, the tree of one decision
can serve the next: :class:`Tree` keeps it and :meth:`Tree.root_for` walks it along the
moves made since.  Nothing here knows any game: it uses only the engine contract.

The search is deterministic for a fixed seed and iteration budget; a time cap may stop
it early, but never before ``min_iterations``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from cardgames.ai.policies import bind
from cardgames.core.game import Observation, State

EXPLORATION = 0.35
#: draws of a world, at most, before the likeliest one is taken
MAX_TRIES = 24


class Node:
    """Statistics of one move from one information set (for the searcher's moves), or the
    branch of an opponent's move as the searcher saw it."""

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
    #: searching seat (e.g. a bid made exactly); None if the game has no such notion
    success_rate: float | None = None


@dataclass(frozen=True)
class SearchResult:
    best: int
    iterations: int
    seconds: float
    stats: tuple[ActionStats, ...]  # root actions, most visited first
    #: mean draws per world kept (1.0 when the game weighs no world)
    draws_per_world: float = 1.0


class Tree:
    """The search tree kept between one seat's decisions in a hand (tree reuse)."""

    __slots__ = ("root", "log", "start", "seat")

    def __init__(self) -> None:
        self.root: Node | None = None
        self.log: list[int] = []
        self.start = 0  # the match's action number of log[0] (``Observation.log_start``)
        self.seat = -1

    def root_for(self, observation: Observation) -> Node:
        """The node for this observation: the kept tree walked along the moves made since
        it was searched, or a fresh root when the seat changed or the moves left the tree
        (a search world ends with its hand, so a new hand always starts afresh).  Logs are
        compared at their places in the match: an observation may hold only the current
        hand's actions."""
        log, start = observation.log, observation.log_start
        root = self.root
        # where the kept log sits in the new one (it must lie wholly inside it)
        offset = self.start - start
        kept_end = offset + len(self.log)
        # (an empty kept log could be the start of any match, and the same position asked
        # again must get the same answer as the first time: neither reuses the tree)
        if (root is not None and self.seat == observation.seat and self.log and offset >= 0
                and len(log) > kept_end and log[offset:kept_end] == self.log):
            movers = observation.movers()
            if movers is not None and len(movers) != len(log):
                movers = None
            players = observation.game.players
            for at in range(kept_end, len(log)):
                root = _child(root.children, log[at], None if movers is None else movers[at],
                              players)
                if root is None:
                    break
        else:
            root = None
        if root is None:
            root = Node(observation.seat)
        self.root, self.log, self.start, self.seat = root, log, start, observation.seat
        return root


def _key(children: dict, action: int, mover: int) -> int | tuple[int, int]:
    """The key of ``action`` by ``mover`` among a node's children: the action id, unless
    that id already names another seat's move there -- in a game where hidden cards decide
    who moves next (a drawn tile that the drawer must use, or that goes to the table and
    passes the turn), one node can be followed by the searcher in some worlds and by an
    opponent in others, with the same action ids; their moves are kept apart as
    ``(mover, action)``.  ``Tree.root_for`` walks a kept tree by the same keys, with who
    made each move (``Observation.movers``; see :func:`_child`)."""
    child = children.get(action)
    if child is None or child.seat == mover:
        return action
    return (mover, action)


def _child(children: dict, action: int, mover: int | None, players: int) -> Node | None:
    """The child of a kept node for ``action`` made by ``mover`` (see :func:`_key`): the
    tree is keyed by who moved, not only by the move.  With ``mover`` unknown (a game
    that keeps no movers) a move two seats made from this node is ambiguous: None, and
    the search starts afresh rather than reuse another seat's branch."""
    child = children.get(action)
    if mover is None:
        if any((seat, action) in children for seat in range(players)):
            return None
        return child
    if child is not None and child.seat == mover:
        return child
    return children.get((mover, action))


def sample_weighted(observation: Observation, rng: random.Random,
                    likelihood: Callable[[State], float] | None) -> tuple[State, int]:
    """A search world, drawn in proportion to its likelihood; and the draws it took."""
    world = observation.sample_world(rng, record_events=False)
    if likelihood is None:
        return world, 1
    best, best_weight = world, -1.0
    for tries in range(1, MAX_TRIES + 1):
        if tries > 1:
            world = observation.sample_world(rng, record_events=False)
        weight = likelihood(world)
        if rng.random() < weight:
            return world, tries
        if weight > best_weight:
            best, best_weight = world, weight
    return best, MAX_TRIES


def search(
    observation: Observation,
    rng: random.Random,
    iterations: int | None = None,
    time_s: float | None = None,
    exploration: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    min_iterations: int = 0,
    tree: Tree | None = None,
    weigh_worlds: bool = True,
    policy_first: bool | None = None,
) -> SearchResult:
    """Search from the observer's decision; stop at ``iterations``, or at ``time_s`` once
    ``min_iterations`` are done, whichever comes first.

    ``should_stop`` is asked before every iteration: once it says True the search ends at
    once with what it has.  The AI worker uses it to drop a search whose position has
    changed, so an answer nobody wants doesn't hold up the next one.  ``tree`` keeps the
    tree for the seat's next decision.  ``weigh_worlds=False`` draws worlds uniformly
    (for experiments).  ``policy_first``: at a node of the seat reached for the first
    time, try the playout policy's move before the others (instead of a random one), so
    a move's first visits are followed by sensible moves of the seat, not random ones;
    by default the game says (``Game.search_policy_first``, off unless a game sets it).
    """
    bind(observation.game)  # the game's playout policy, for every world of this search
    legal = observation.search_ids()
    if not legal:
        raise ValueError("it is not this seat's turn: there is nothing to search")
    if iterations is None and time_s is None:
        iterations = 1000
    if exploration is None:
        exploration = EXPLORATION
    if policy_first is None:
        policy_first = getattr(observation.game, "search_policy_first", False)
    started = time.perf_counter()
    deadline = started + time_s if time_s is not None else math.inf
    limit = iterations if iterations is not None else 1 << 62
    seat = observation.seat
    likelihood = observation.world_likelihood() if weigh_worlds else None
    root = tree.root_for(observation) if tree is not None else Node(seat)
    successes: dict[int, int] = {}
    fresh: dict[int, int] = {}  # this search's visits per root move (a kept tree has more)
    has_outcome = True
    sqrt, log = math.sqrt, math.log
    done = 0
    draws = 0
    first = legal[0]
    if len(legal) > 1:
        while done < limit:
            if (done & 7) == 0 and done >= min_iterations and time.perf_counter() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            world, tries = sample_weighted(observation, rng, likelihood)
            draws += tries
            start_hand = world.hands_finished
            public = world.public_id if world.hidden_moves else None
            node = root
            path = []
            expanded = False
            while not world.is_over and world.hands_finished == start_hand:
                player = world.current_player
                if player != seat:
                    action = world.policy_id(rng)
                    # a move the searcher doesn't see (a hidden claim) is keyed as it sees it
                    key = _key(node.children, public(action) if public else action, player)
                    child = node.children.get(key)
                    if child is None:
                        child = node.children[key] = Node(player)
                    world.apply_id(action)
                    node = child
                    continue
                if expanded:
                    break
                ids = world.search_ids()
                children = node.children
                keys = {a: _key(children, a, player) for a in ids}
                untried = [a for a in ids if keys[a] not in children]
                if untried:
                    action = untried[int(rng.random() * len(untried))]
                    if policy_first:
                        preferred = world.policy_id(rng)
                        if preferred in untried:
                            action = preferred
                    child = Node(player)
                    children[keys[action]] = child
                    for a in ids:
                        if a != action and keys[a] in children:
                            children[keys[a]].available += 1
                    expanded = True
                else:
                    best_value = -1.0
                    action = ids[0]
                    for a in ids:
                        child = children[keys[a]]
                        child.available += 1
                        value = child.total / child.visits + exploration * sqrt(
                            log(child.available) / child.visits)
                        if value > best_value:
                            best_value = value
                            action = a
                    child = children[keys[action]]
                if node is root:
                    first = action
                node = child
                world.apply_id(action)
                path.append(child)
            if not world.is_over and world.hands_finished == start_hand:
                world.rollout(rng)
            reward = world.hand_reward(seat)
            for node in path:
                node.visits += 1
                node.total += reward
            if path:
                fresh[first] = fresh.get(first, 0) + 1
            if has_outcome and path:
                made = world.hand_success(seat)
                if made is None:
                    has_outcome = False
                elif made:
                    successes[first] = successes.get(first, 0) + 1
            done += 1
    stats = sorted(
        (ActionStats(a, c.visits, c.total / c.visits if c.visits else 0.0,
                     successes.get(a, 0) / fresh[a] if has_outcome and fresh.get(a) else None)
         for a, c in root.children.items() if a in legal),
        key=lambda s: (-s.visits, -s.mean_reward, s.action_id),
    )
    if not stats:
        stats = [ActionStats(legal[0], 0, 0.0)]
    return SearchResult(stats[0].action_id, done, time.perf_counter() - started, tuple(stats),
                        draws / done if done else 1.0)
