"""The hard level's parts: the uniform constrained deal, the per-game search hooks (playout
policy, world likelihood), opponents played outside the tree, the iteration budget and
the tree kept between moves."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

import cardgames
from cardgames.ai import make_player
from cardgames.ai.ismcts import Tree, sample_weighted, search
from cardgames.ai.pocha_heuristic import estimate_tricks
from cardgames.ai.policies import bind
from cardgames.core.dealing import NoConsistentDeal, deal_masks
from cardgames.core.game import State
from cardgames.core.masks import bits


def exact_deals(pool, counts, allowed):
    """Every consistent deal, by brute force, with how many orderings of the pool give it."""
    out = Counter()
    for perm in itertools.permutations(pool):
        hands, at = [], 0
        for k in counts:
            hands.append(perm[at:at + k])
            at += k
        if all(a == -1 or all((a >> c) & 1 for c in h) for h, a in zip(hands, allowed, strict=True)):
            out[tuple(sum(1 << c for c in h) for h in hands)] += 1
    return out


@pytest.mark.parametrize("counts, allowed", [
    ((2, 2, 3), (0b0011110, 0b1111001, -1)),
    # a contrived case: one card only the stock may take, a hand barred from most cards
    ((1, 3, 3), (0b0000011, 0b0111110, -1)),
    ((3, 2, 2), (0b1110000, -1, 0b0001111)),
])
def test_the_constrained_deal_is_uniform_over_consistent_deals(counts, allowed):
    pool = list(range(7))
    exact = exact_deals(pool, counts, allowed)
    total = sum(exact.values())
    rng = random.Random(4)
    draws = 12000
    seen = Counter(tuple(deal_masks(pool, counts, allowed, rng)) for _ in range(draws))
    assert set(seen) == set(exact), "every consistent deal, and only those"
    for deal, ways in exact.items():
        p = ways / total
        sigma = (p * (1 - p) / draws) ** 0.5
        assert abs(seen[deal] / draws - p) < 4.5 * sigma, (deal, seen[deal] / draws, p)


def test_a_deal_that_cannot_be_made_is_refused():
    with pytest.raises(NoConsistentDeal):
        deal_masks([0, 1, 2], [2, 1], [0b001, -1], random.Random(1))
    with pytest.raises(NoConsistentDeal):
        deal_masks([0, 1], [1, 1], [0b100, 0b100], random.Random(1))


def late_position_with_voids():
    """Two cards each left of a full 4-player deal (no stock), voids shown on the way."""
    game = cardgames.create("pocha", players=4, preset="max_only")
    normal = make_player("normal", seed=1)
    for seed in range(60):
        state = game.new_state(seed=seed)
        while not (state.tricks_played == 8 and not state.trick):
            state.apply(normal.choose(state.observation(state.current_player)))
        seat = state.current_player
        pool = bits(state.unseen_mask(seat))
        holders = [s for s in range(4) if s != seat]
        allowed = [~state.excluded[s] for s in holders]
        deals = exact_deals(pool, [2, 2, 2], allowed)
        if 1 < len(deals) < 90:  # some deals ruled out, some left
            return state, seat, holders, deals
    raise AssertionError("no seed gave a position with voids")


def test_pocha_worlds_are_uniform_over_the_deals_the_seat_cannot_tell_apart():
    """Late in a full deal, after voids were shown: the sampled worlds are exactly the
    consistent deals, each as often as exact enumeration says."""
    state, seat, holders, deals = late_position_with_voids()
    total = sum(deals.values())
    known = state.observation(seat)
    rng = random.Random(2)
    draws = 6000
    seen = Counter()
    for _ in range(draws):
        world = known.sample_world(rng, record_events=False)
        seen[tuple(world.hands[s] for s in holders)] += 1
    assert set(seen) == set(deals)
    for deal, ways in deals.items():
        p = ways / total
        sigma = (p * (1 - p) / draws) ** 0.5
        assert abs(seen[deal] / draws - p) < 4.5 * sigma


def test_bids_weigh_the_worlds_towards_hands_that_explain_them():
    """After an opponent bids high, worlds drawn by likelihood give him stronger hands than
    worlds drawn uniformly (and a bid of 0, weaker ones)."""
    game = cardgames.create("pocha", players=4, preset="max_only")
    bind(game)  # the search binds the game's policy; here the hooks are asked directly
    state = game.new_state(seed=21)
    observation = state.observation(state.current_player)
    assert observation.world_likelihood() is None  # nobody has bid: nothing to weigh
    first = state.current_player
    state.apply("bid:5")
    state.apply("bid:0")
    seat = state.current_player
    observation = state.observation(seat)
    likelihood = observation.world_likelihood()
    assert likelihood is not None
    second = state.order[1]

    def mean_estimates(weighted):
        rng = random.Random(5)
        firsts, seconds = [], []
        for _ in range(150):
            if weighted:
                world, _ = sample_weighted(observation, rng, likelihood)
            else:
                world = observation.sample_world(rng, record_events=False)
            bidding = world.clone()
            firsts.append(estimate_tricks(bidding, first))
            seconds.append(estimate_tricks(bidding, second))
        return sum(firsts) / len(firsts), sum(seconds) / len(seconds)

    uniform, weighted = mean_estimates(False), mean_estimates(True)
    assert weighted[0] > uniform[0] + 0.4, (uniform, weighted)
    assert weighted[1] < uniform[1] - 0.3, (uniform, weighted)


@pytest.mark.parametrize("game_id", ["pocha", "pitch", "bourre"])
def test_the_playout_policy_plays_legal_moves_from_each_seats_own_hand(game_id):
    game = cardgames.create(game_id)
    bind(game)
    rng = random.Random(3)
    state = game.new_state(seed=3)
    for _ in range(3):
        world = state.observation(state.current_player).sample_world(rng, record_events=False)
        start = world.hands_finished
        while not world.is_over and world.hands_finished == start:
            action = world.policy_id(rng)
            assert action in world.legal_ids()
            world.apply_id(action)
        assert world.hands_finished == start + 1
        state.apply(state.legal_actions()[0])


def test_a_game_without_hooks_gets_safe_defaults():
    game = cardgames.create("latxa")
    state = game.new_state(seed=2)
    observation = state.observation(state.current_player)
    assert observation.world_likelihood() is None
    world = observation.sample_world(random.Random(1), record_events=False)
    # (Latxa has its own policy now: ask the contract's default itself)
    assert State.policy_id(world, random.Random(1)) in world.legal_ids()
    assert state.search_ids() == state.legal_ids()
    assert observation.search_ids() == observation.legal_ids()
    other = state.observation((state.current_player + 1) % game.players)
    assert other.search_ids() == []


def test_the_search_weighs_only_the_moves_the_game_offers(monkeypatch):
    """A game narrowing ``search_ids`` gets only those moves at the root, and the seat's
    later moves in the tree come from it too (here: one card, so one branch each)."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3]})
    state = game.new_state(seed=5)
    seat = state.current_player
    state_class = type(state)
    legal_bids = state.legal_ids()
    offered_bids = [legal_bids[0], legal_bids[2]]
    asked = Counter()

    def narrowed(self):
        ids = self.legal_ids()
        asked[self.current_player] += 1
        if set(ids) == set(legal_bids):
            return offered_bids
        return [min(ids)]  # in trick play: only the lowest legal card

    monkeypatch.setattr(state_class, "search_ids", narrowed)
    assert state.observation(seat).search_ids() == offered_bids
    tree = Tree()
    result = search(state.observation(seat), random.Random(1), iterations=200, tree=tree)
    assert {s.action_id for s in result.stats} == set(offered_bids)
    assert asked[seat] >= 200 and set(asked) == {seat}  # asked in every world, for the seat only
    # below the root, every decision of the seat has a single branch: the one card offered
    stack, seen = [tree.root], 0
    while stack:
        node = stack.pop()
        mine = [a for a, child in node.children.items() if child.seat == seat]
        if node is not tree.root and mine:
            assert len(mine) == 1
            seen += 1
        stack.extend(node.children.values())
    assert seen > 0


def test_opponents_move_by_the_policy_outside_the_tree(monkeypatch):
    """Inside the tree the policy is asked only for other seats' moves, and the root holds
    only the searching seat's own moves."""
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3]})
    state = game.new_state(seed=5)
    seat = state.current_player
    asked = Counter()
    state_class = type(state)
    original = state_class.policy_id

    def spy(self, rng):
        asked[self.current_player] += 1
        return original(self, rng)

    monkeypatch.setattr(state_class, "policy_id", spy)
    result = search(state.observation(seat), random.Random(1), iterations=60)
    assert asked and seat not in asked
    assert {s.action_id for s in result.stats} <= set(state.legal_ids())


def test_the_budget_is_iterations_and_a_time_cap_never_cuts_below_the_floor():
    game = cardgames.create("pocha", players=4, preset="max_only")
    state = game.new_state(seed=8)
    observation = state.observation(state.current_player)
    capped = search(observation, random.Random(1), iterations=500, time_s=1e-6, min_iterations=25)
    assert 25 <= capped.iterations < 500
    exact = search(observation, random.Random(1), iterations=30)
    again = search(observation, random.Random(1), iterations=30)
    assert exact.iterations == 30 and exact.stats == again.stats
    hard = make_player("hard", seed=1)
    assert hard.iterations >= hard.min_iterations > 0


def test_the_tree_is_kept_along_the_moves_made_since():
    game = cardgames.create("pocha", players=4, rules={"deal_schedule": [3]})
    reused = 0
    for seed in range(6):
        state = game.new_state(seed=seed)
        state.apply(make_player("normal").choose(state.observation(state.current_player)))
        seat = state.current_player
        tree = Tree()
        first = search(state.observation(seat), random.Random(1), iterations=80, tree=tree)
        old_root, old_log = tree.root, tree.log
        state.apply(game.action_of(first.best))
        while state.current_player != seat:
            state.apply(make_player("normal").choose(state.observation(state.current_player)))
        expected = old_root
        for action in state.log[len(old_log):]:
            expected = expected.children.get(action) if expected is not None else None
        root = tree.root_for(state.observation(seat))
        if expected is not None:  # the others moved as some world's policy did
            assert root is expected and sum(c.visits for c in root.children.values()) > 0
            reused += 1
        else:
            assert root is not old_root and not root.children
        # a fresh tree, or the same position asked again, starts afresh
        assert Tree().root_for(state.observation(seat)).children == {}
        again = tree.root_for(state.observation(seat))
        assert again is not root and not again.children
    assert reused > 0


def test_a_deal_too_big_to_count_quickly_is_still_consistent():
    """Six hands and a stock with several voids: past ``COUNT_WORK`` the deal falls back to
    quick weighted deals, which still respect every count and exclusion."""
    from cardgames.core import dealing

    pool = list(range(46))
    counts = [6, 6, 6, 6, 6, 6, 10]
    suit = [sum(1 << c for c in range(s * 13, min(46, s * 13 + 13))) for s in range(4)]
    allowed = [~suit[0], ~(suit[0] | suit[1]), ~suit[2], -1, ~suit[1], -1, -1]
    rng = random.Random(3)
    for _ in range(20):
        hands = deal_masks(pool, counts, allowed, rng)
        assert [h.bit_count() for h in hands] == counts
        assert sum(hands) == (1 << 46) - 1
        assert all(a == -1 or not h & ~a for h, a in zip(hands, allowed, strict=True))
    key = (tuple(pool), tuple(counts), tuple(allowed))
    assert dealing._PREPARED[key] is None, "this deal is past the counting bound"
