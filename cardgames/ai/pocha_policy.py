"""Pocha's search hooks: the playout policy and the likelihood of a sampled world.

The search (``cardgames.ai.ismcts``) plays every opponent, and itself below its tree, with
this policy, each seat from its own hand in the sampled world; and it weighs each sampled
world by how well its hands explain the bids already made.

- Policy: the ``normal`` heuristic itself (``cardgames.ai.pocha_heuristic``).  Its bids
  are table look-ups (each card's calibrated chance of a trick); its play reads only the
  seat's hand, the public cards and public inference, which a sampled world holds as the
  real match does.  Playouts with it make their bids about as often as real players
  (≈60 % against ≈34 % for the old greedy playout), so a bid's value is measured against
  realistic play.
- Likelihood: a bidder's bid is taken to be drawn from his hand's trick distribution (the
  heuristic's per-card chances, shifted for the bids before his as the heuristic does):
  P(bid | hand) = P(hand takes ``bid`` tricks).  A world's weight is the product over the
  bids made this hand, each divided by its largest value over the legal bids, so the
  likeliest hands weigh 1.  It reads the cards each bidder has played since (public) to
  rebuild the hand he bid with.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardgames.ai import pocha_heuristic as heuristic
from cardgames.games.pocha import CARD_IDS, OVER, PochaState

#: the weight is raised to this power: above 1 trusts the bids more, below less
SHARPNESS = 1.0


def choose(world: PochaState, rng: random.Random) -> int:
    """The policy's move for the player to act in ``world`` (its own hand and public facts)."""
    return heuristic.choose(world, world.current_player)


def playout(world: PochaState, rng: random.Random) -> None:
    """Play ``world``'s hand to its end with the policy."""
    start = world.hand_no
    choose_move = heuristic.choose
    while world.phase != OVER and world.hand_no == start:
        world.apply_id(choose_move(world, world.current_player))


def likelihood(known: PochaState, seat: int) -> Callable[[PochaState], float] | None:
    """On a knowledge copy: world -> weight of the bids of this hand (None before any bid
    by another seat, when every world counts the same)."""
    order = known.order
    bidders = [(at, s) for at, s in enumerate(order) if s != seat and known.bids[s] >= 0]
    if not bidders:
        return None
    played_by = _played_this_hand(known)
    size = known.size
    others = len(known.active) - 1
    forbidden = _dealer_forbidden(known)

    def weight(world: PochaState) -> float:
        total = 1.0
        for at, s in bidders:
            hand = world.hands[s] | played_by.get(s, 0)
            chances = heuristic.card_chances(world, s, hand=hand, played=0)
            estimate = sum(chances)
            earlier = [world.bids[p] for p in order[:at]]
            pressure = (sum(earlier) - len(earlier) * (size - estimate) / others) if others else 0.0
            dist = heuristic.shifted(heuristic.trick_distribution(chances),
                                     heuristic.PRESSURE_SLOPE * pressure)
            legal = [dist[k] for k in range(size + 1) if not (s == order[-1] and k == forbidden)]
            top = max(legal)
            if top <= 0.0:
                continue
            total *= dist[world.bids[s]] / top
        return total ** SHARPNESS if SHARPNESS != 1.0 else total

    return weight


def _played_this_hand(known: PochaState) -> dict[int, int]:
    """Seat -> mask of the cards it has played in the current hand (from the public events)."""
    out: dict[int, int] = {}
    for event in reversed(known.events):
        kind = event["type"]
        if kind == "dealt":
            break
        if kind == "played":
            out[event["seat"]] = out.get(event["seat"], 0) | 1 << CARD_IDS[event["card"]]
    return out


def _dealer_forbidden(known: PochaState) -> int | None:
    """The bid the dealer could not make this hand (from the bids before his), if any."""
    game = known.game
    if not game.restrict or (known.size < 2 and not game.restrict_one):
        return None
    before = [known.bids[s] for s in known.order[:-1]]
    if any(b < 0 for b in before):
        return None
    value = known.size - sum(before)
    return value if 0 <= value <= known.size else None

