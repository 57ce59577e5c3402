"""Tiu U's rule-of-thumb player (spec §10): land the biggest fish, and take first the big
fish the others could land.

A tile's worth in a catch (:func:`tile_value`): a big fish its points (2 a pip by
default); a small fish its red pips times 1.5 (the small-fish total is rounded up, so a
red pip is worth a little more than its face).

- Hand step: the capture or claim worth most (the two tiles, a claimed pile's four),
  plus a bonus for taking a big fish that the others could also land: the unseen
  copies of the tiles that match it, the more the likelier.  ``pile_three`` only for a
  big-fish code (``6-6``, ``6-5``, ``6-4``, ``5-5``) whose fourth copy is unseen, while
  the stock is large enough that this seat is as likely as anyone to draw it, and when
  no capture is worth as much.  Pass only when nothing can be taken; with the bait rule,
  bait the tile worth least to whoever takes it.
- Draw step: the capture (or claim) worth most for the drawn tile.
- Double sixes: always laid (48 points sure).

It reads only a knowledge copy of the state (others' hands and the stock hidden);
``forget`` (the easy level) drops what the others' passes told it.
"""

from __future__ import annotations

from collections import Counter

from cardgames.games.tiu_u import (
    BAIT,
    CIVIL,
    CLAIM,
    CODES,
    DRAW,
    INDEX,
    KEEP_SIXES,
    LAY_SIXES,
    N_CODES,
    PASS,
    PILE,
    PIPS,
    RED,
    TiuUGame,
    TiuUState,
)

#: a red pip of a small fish, counted a little above its face (the total rounds up)
RED_WEIGHT = 1.5
#: how much of a big fish's value counts again when the others could land it
THREAT = 0.5
#: big-fish codes worth locking into a pile
PILE_CODES = frozenset({"6-6", "6-5", "6-4", "5-5"})


def tile_value(game: TiuUGame, code: str) -> float:
    """What ``code`` adds to a catch, roughly (§10)."""
    if PIPS[code] >= game.big_min:
        return game.big_per_pip * PIPS[code]
    return RED_WEIGHT * RED[code]


_VALUES: dict[tuple[int, int], dict[str, float]] = {}


def values(game: TiuUGame) -> dict[str, float]:
    """Every code's :func:`tile_value` under the game's scoring options (kept)."""
    key = (game.big_min, game.big_per_pip)
    found = _VALUES.get(key)
    if found is None:
        found = _VALUES[key] = {c: tile_value(game, c) for c in CODES}
    return found


def forget(state: TiuUState) -> None:
    """The easy level's slip: forget what the others' passes showed they lack."""
    state.lacks = [[] for _ in state.lacks]


def threat(game: TiuUGame, target: str, unseen: Counter, hidden_share: float) -> float:
    """How likely the others could land ``target`` (a big fish) if it stays: the unseen
    copies of the tiles that match it, in the others' share of the hidden tiles."""
    if PIPS[target] < game.big_min:
        return 0.0
    copies = sum(unseen[c] for c in game.match[target])
    if copies == 0:
        return 0.0
    return 1.0 - (1.0 - hidden_share) ** copies


def choose(state: TiuUState, seat: int) -> int:
    """The action id this seat plays, from its knowledge only."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    if LAY_SIXES in legal or KEEP_SIXES in legal:
        return LAY_SIXES
    return best_action(state, seat, legal, state.unseen(seat))


def best_action(state: TiuUState, seat: int, legal: list[int], unseen: Counter | None) -> int:
    """The §10 choice among ``legal``; ``unseen`` (None: skip the threat and pile
    reckoning, as the cheap playout policy does)."""
    game = state.game
    worth = values(game).__getitem__
    hidden = 0
    others_share = 0.0
    if unseen is not None:
        hidden = sum(len(h) for s, h in enumerate(state.hands) if s != seat) + len(state.stock)
        in_hands = sum(len(h) for s, h in enumerate(state.hands) if s != seat)
        others_share = in_hands / hidden if hidden else 0.0
    best, best_score = None, float("-inf")
    baits = []
    for action in legal:
        if action < CLAIM:
            h, t = CODES[action // N_CODES], CODES[action % N_CODES]
            score = worth(h) + worth(t)
            if unseen is not None:
                score += THREAT * worth(t) * threat(game, t, unseen, others_share)
            score += 0.01 * INDEX[t]  # a fixed order among equals
        elif action < PILE:
            score = 4 * worth(CODES[action - CLAIM]) + 1.0
        elif action < BAIT:
            score = pile_score(state, seat, CODES[action - PILE], unseen, hidden)
        elif action < PASS:
            baits.append(action)
            continue
        else:
            score = 0.0
        if score > best_score:
            best, best_score = action, score
    if best is not None and (best_score > 0 or not baits):
        return best
    if baits:
        return min(baits, key=lambda a: (bait_cost(state, CODES[a - BAIT], worth, unseen),
                                         a))
    return legal[0] if best is None else best


def pile_score(state: TiuUState, seat: int, code: str, unseen: Counter | None,
               hidden: int) -> float:
    """Worth of locking ``code`` into a pile (§10): only a big-fish civil code whose
    fourth copy is more likely to come to this seat than to the others: this seat holds
    it too (a sure claim next turn), or it lies in the stock and this seat draws next,
    every ``players``-th tile.  Then the four tiles' worth times that chance; otherwise
    below a pass."""
    if unseen is None or code not in PILE_CODES or code not in CIVIL:
        return -1.0
    if state.phase == DRAW:
        return -1.0
    if state.hands[seat].count(code) >= 2:  # the fourth is in this hand: a sure claim
        return 4 * tile_value(state.game, code) + 1.0
    if unseen[code] == 0 or not hidden:
        return -1.0
    stock = len(state.stock)
    mine = -(-stock // state.game.players) / hidden  # in the stock, at one of my draws
    if mine <= 1.0 - mine:
        return -1.0
    return mine * 4 * tile_value(state.game, code) + 1.0


def bait_cost(state: TiuUState, code: str, worth, unseen: Counter | None) -> float:
    """What baiting ``code`` may give away: its worth, and more if the others could take
    it with the matching tiles they may hold."""
    cost = worth(code) + 0.5 * worth(code)
    if unseen is not None:
        cost += 0.1 * sum(unseen[c] for c in state.game.match[code])
    return cost
