"""Jjak-ma-tcho-ki's search hooks: the playout policy and a cheap world likelihood.

The search (``cardgames.ai.ismcts``) plays every opponent, and itself below its tree,
with this policy, each seat from its own hand in the sampled world.

- Policy: the ``normal`` heuristic (``cardgames.ai.jjak_ma_tcho_ki_heuristic``): take or
  claim whenever legal, lay the most pairs, discard the tile with the fewest unseen
  partners.  A search world stops at a horizon (four rounds of the table) and is valued
  there by the pairs laid (``JjakMaTchoKiState.end_at_horizon``).
- Likelihood: a seat that let a discard go (drew instead of taking it, or passed on a
  claim) while it could have laid a pair with it probably holds none of that tile's
  partners -- the heuristic never lets one go.  The engine keeps those codes per seat
  (``lacks``, public: it follows from the takes not made); a world whose hands break that
  is kept with chance ``SLIP_WEIGHT`` per such tile, not refused (a person may let one
  go on purpose, and may have drawn a partner since).
- Worlds: after a reshuffle a sampled world deals its stock only from the tiles the
  seat saw turned over, less those it drew since (``stock_may_hold``); the rest of the
  unseen tiles go to the hands.

Measured with ``python scripts/hard_ai_experiments.py jjak_ma_tcho_ki --matches 80
--seed S --jobs 1`` (three players, seat 0 against two ``normal``, sessions of four
hands, the same deals; the stake ledger and the share of sessions won on pair points):

- seed 15: ``hard`` +10.75 ± 2.44, 33.8 % ± 5.3; ``normal`` -3.00 ± 2.23, 25.6 % ± 4.9;
  paired stake difference +13.75 ± 3.26 (``random`` -11.00 ± 1.90, 3.8 % ± 2.1);
- seed 16: ``hard`` +11.75 ± 2.21, 34.4 % ± 5.3; ``normal`` -1.25 ± 2.32, 33.1 % ± 5.3;
  paired +13.00 ± 2.89 (``random`` -13.12 ± 1.85, 1.2 % ± 1.2).

``hard`` wins clearly on stakes; its share of sessions is higher on seed 15 and level on
seed 16, both within the noise of 80 sessions.  The likelihood shows no gain: ``hard``
without it on seed 15's first 30 sessions made +15.00 ± 4.86 against +12.00 ± 4.38 with
it (paired -3.00 ± 5.74): under the default pairs the tile let go is dead, so its
partner's place rarely matters before a reshuffle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardgames.ai.jjak_ma_tcho_ki_heuristic import choose as heuristic_choose
from cardgames.games.jjak_ma_tcho_ki import JjakMaTchoKiState

#: how many times round the table a search world's playout goes before its horizon,
#: and the moves of a turn without claims (acquire and discard; the lay is automatic)
HORIZON_ROUNDS = 4
MOVES_PER_TURN = 2
#: the weight of a world for each tile a seat was believed not to hold
SLIP_WEIGHT = 0.25


def choose(world: JjakMaTchoKiState, rng: random.Random | None = None) -> int:
    """The policy's move for the player to act in ``world``."""
    return heuristic_choose(world, world.current)


def playout(world: JjakMaTchoKiState, rng: random.Random) -> None:
    """Play ``world``'s hand to its end with the policy -- or, in a search world, to the
    horizon (``HORIZON_ROUNDS`` times round the table), where it is valued by the pairs
    laid (§10: a short horizon; a hand can go round many times through reshuffles)."""
    start = world.hand_no
    moves = 0
    limit = HORIZON_ROUNDS * MOVES_PER_TURN * world.game.players
    while not world.is_over and world.hand_no == start:
        world.apply_id(heuristic_choose(world, world.current))
        moves += 1
        if moves >= limit and world.search_world and world.hand_no == start \
                and not world.is_over:
            world.end_at_horizon()


def likelihood(known: JjakMaTchoKiState, seat: int
               ) -> Callable[[JjakMaTchoKiState], float] | None:
    """How well a world's hidden hands agree with the discards let go (None: nothing was
    let go)."""
    lacks = [(s, frozenset(codes)) for s, codes in enumerate(known.lacks)
             if s != seat and codes]
    if not lacks:
        return None

    def weight(world: JjakMaTchoKiState) -> float:
        w = 1.0
        for s, codes in lacks:
            for code in world.hands[s]:
                if code in codes:
                    w *= SLIP_WEIGHT
        return w

    return weight
