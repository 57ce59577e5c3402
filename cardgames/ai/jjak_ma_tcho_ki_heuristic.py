"""Jjak-ma-tcho-ki's rule-of-thumb player (spec §10): keep the tiles that can still pair,
throw away the dead ones, and never feed the next player a pair when it can be helped.

A tile's *life* is how many unseen copies of its partners there are (under the game's
pair systems): those are the tiles that could still come to this seat from the stock or
a discard.  A partner laid or discarded is gone; with two pairs laid a ``6-6`` is dead
(it may not be in the third pair), and so is any tile whose only partners are ``6-6``.

- Acquire: take the discard whenever it is legal (a pair laid now, and the discard is
  the only copy of that tile anyone will see); else draw.  Claim whenever legal.
- Lay: the grouping with the most pairs, then the one leaving the hand the most life,
  then the most pips (pair points).
- Discard: a dead tile first (it helps nobody); then, after a reshuffle, a tile whose
  partners can't be in the stock (the stock is the pile turned over, less what was drawn
  since: ``JjakMaTchoKiState.stock_may_hold``) -- they are in the others' hands, and
  keeping it only locks the hand; then the fewest live partners; ties go to the least
  danger of feeding the next player (unseen partners, less for one he has shown he lacks
  -- he let one go -- and for one that may be in the stock), then to the fewest pips
  (pairs score their pips).

Why the reshuffle rule: every player keeps his live tiles, so after a while the tiles in
the hands are partners of tiles in other hands and the stock only ever brings dead
ones; a player who keeps such a locked tile waits for a pair that can't come.  Without
the rule ``random`` at seat 0 won stakes from two ``normal`` players (it throws locked
tiles by chance): +13.0 ± 1.5 on its ledger over a 4-hand session where ``normal`` made
-1.0 ± 1.2 (300 sessions).  With it, measured with
``python scripts/hard_ai_experiments.py jjak_ma_tcho_ki --seed S`` (three players, seat
0 against two ``normal``, 300 sessions of four hands, the same deals), seat 0's stake
ledger and share of sessions won (most pair points):

- seed 15: ``normal`` -2.57 ± 1.20, 31.0 % ± 2.6; ``random`` -10.63 ± 1.02,
  2.7 % ± 0.9 (paired -8.07 ± 1.62);
- seed 16: ``normal`` +0.47 ± 1.19, 36.8 % ± 2.8; ``random`` -10.77 ± 1.03,
  1.7 % ± 0.7 (paired -11.23 ± 1.48).

The new ``normal`` at seat 0 against two of the old: +5.9 ± 1.8 on stakes, 28 % ± 4 of
the sessions (150 sessions, seed 15).

It reads only a knowledge copy of the state (others' hands and the stock hidden);
``forget`` (the easy level) drops what the others' let-go discards told it.
"""

from __future__ import annotations

from cardgames.games.jjak_ma_tcho_ki import (
    CLAIM,
    CLAIM_STEP,
    DISCARD_ID,
    DRAW,
    INDEX,
    LAY,
    PASS,
    PIPS,
    TAKE,
    JjakMaTchoKiState,
    grouping_of,
)

#: how much a partner code the next player is believed to lack counts toward the danger
LACK_WEIGHT = 0.3
#: after a reshuffle, how much less a partner that may be in the stock counts toward the
#: danger than one surely in a hand
STOCK_SHARE = 0.5


def life(state: JjakMaTchoKiState, seat: int, tile: str, unseen: dict[str, int]) -> int:
    """Unseen copies of ``tile``'s partners that would make a pair ``seat`` may lay."""
    game = state.game
    laid = len(state.laid[seat])
    total = 0
    for partner in game.partners[tile]:
        if game.may_lay(laid, [(tile, partner)]):
            total += unseen[partner]
    return total


def drawable(state: JjakMaTchoKiState, seat: int, tile: str, unseen: dict[str, int],
             may_hold: dict[str, int] | None) -> int:
    """Copies of ``tile``'s partners that may still be in the stock (``may_hold``: what a
    reshuffled stock may hold, None before a reshuffle: every unseen copy)."""
    if may_hold is None:
        return life(state, seat, tile, unseen)
    game = state.game
    laid = len(state.laid[seat])
    return sum(may_hold.get(p, 0) for p in game.partners[tile] if game.may_lay(laid, [(tile, p)]))


def discard_choice(state: JjakMaTchoKiState, seat: int) -> str:
    """The tile to discard (§10): dead first; then, after a reshuffle, a tile whose
    partners are all in the others' hands (the stock is the pile turned over, so it can't
    bring them: keeping it only locks the hand); then the least danger to feed the next
    player, the fewest pips."""
    hand = state.hands[seat]
    unseen = state.unseen(seat)
    may_hold = state.stock_may_hold(seat, unseen)
    game = state.game
    nxt = (seat + 1) % game.players
    lacks = set(state.lacks[nxt])

    def key(tile: str):
        alive = life(state, seat, tile, unseen)
        # a partner known to be in a hand (not in a reshuffled stock) is more likely the
        # next player's than one that may be in the stock
        danger = sum((LACK_WEIGHT if c in lacks else 1.0)
                     * (unseen[c] - (0 if may_hold is None else STOCK_SHARE * may_hold.get(c, 0)))
                     for c in game.partners[tile])
        return (alive > 0, drawable(state, seat, tile, unseen, may_hold) > 0, alive, danger,
                PIPS[tile], INDEX[tile])

    return min(dict.fromkeys(hand), key=key)


def lay_choice(state: JjakMaTchoKiState, seat: int, legal: list[int]) -> int:
    """The grouping to lay (§10): most pairs, then most life left, then most pips."""
    hand = state.hands[seat]
    unseen = state.unseen(seat)

    def key(action_id: int):
        pairs = grouping_of(action_id) or ()
        rest = list(hand)
        for a, b in pairs:
            rest.remove(a)
            rest.remove(b)
        left = sum(life(state, seat, t, unseen) for t in rest)
        pips = sum(PIPS[a] + PIPS[b] for a, b in pairs)
        return (len(pairs), left, pips, -action_id)

    return max(legal, key=key)


def choose(state: JjakMaTchoKiState, seat: int) -> int:
    """The heuristic's action id for ``seat`` (to act) in the knowledge copy ``state``."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    if state.phase == CLAIM_STEP:
        return CLAIM if CLAIM in legal else PASS
    if TAKE in legal:
        return TAKE
    if DRAW in legal:
        return DRAW
    if state.phase == LAY:
        return lay_choice(state, seat, legal)
    return DISCARD_ID + INDEX[discard_choice(state, seat)]


def forget(state: JjakMaTchoKiState) -> None:
    """The easy level: forget which partners the others were seen to lack."""
    state.lacks = [[] for _ in state.lacks]
