"""Auction Pitch's rule-of-thumb player (spec §10): bid on the points a suit should make,
pitch its top card, then take the points and keep the jack safe.

Bidding values every suit as trumps: High is the chance that no higher trump was dealt
to anyone else (each unseen card is in another hand with probability ``p = 6(N-1)/46``),
Low the chance that no lower one was (discounted when Low goes to whoever captures it),
Jack the jack held and protected by higher trumps, Game the tens, aces and trumps held.
It bids the floor of the best suit's total, at most 4; the dealer steals when that
equals the high bid; a forced dealer bids the least he may.

Play reads only public facts — the cards played, the seat's own hand, who is winning the
trick — and the cards still unseen (in other hands or never dealt).  It pitches the top
trump of the chosen suit, leads sure trumps while trumps are out (protecting the jack),
wins tricks that hold points as cheaply as it can (last to play, it also drops its low
trump or jack into a trick it wins), and otherwise sheds the card worth least.

Everything reads a *knowledge copy* of the state (hidden cards removed), so the player
can't peek even by mistake.
"""

from __future__ import annotations

from cardgames.core.masks import bits
from cardgames.games.pitch import (
    BID_BASE,
    CARD_VALUES,
    FULL_MASK,
    JACK,
    PASS_ID,
    PLAY,
    SUIT_MASKS,
    PitchState,
)

#: bid when the best suit is worth at least this much more than the bid (a small margin)
BID_MARGIN = 0.0


def forget(state: PitchState) -> None:
    """The easy level's slip: forget the cards played and the voids seen, as at the deal."""
    state.played = 0
    state.excluded = [0] * len(state.excluded)


def choose(state: PitchState, seat: int) -> int:
    """The action id this seat plays, from its knowledge only."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    if state.phase == PLAY:
        return _play(state, seat, legal)
    return _bid(state, seat, legal)


# --- bidding ---------------------------------------------------------------------------------

def suit_value(state: PitchState, seat: int, hand: int, suit: int) -> float:
    """Expected points of ``hand`` with ``suit`` as trumps (High + Low + Jack + Game)."""
    game = state.game
    n = game.players
    mine = (hand >> (13 * suit)) & 0x1FFF
    if not mine:
        return 0.0
    # chance a given unseen card was dealt to one of the others (partners count as friends)
    unseen = 52 - 6
    foes = sum(1 for s in range(n) if game.unit[s] != game.unit[seat])
    p_foe = 6 * foes / unseen
    p_any = 6 * (n - 1) / unseen
    top = mine.bit_length() - 1
    low = (mine & -mine).bit_length() - 1
    count = mine.bit_count()
    high = (1 - p_foe) ** (12 - top)
    low_value = (1 - p_foe) ** low
    if not game.low_dealt:
        # captured: a low trump may be caught by a higher one; the trumps above protect it
        low_value *= min(1.0, 0.55 + 0.12 * (count - 1) + (0.2 if top >= 11 else 0.0))
    jack = 0.0
    if mine >> JACK & 1:
        higher_out = 12 - JACK - (mine >> (JACK + 1)).bit_count()
        jack = min(1.0, 0.45 + 0.2 * (count - 1) + 0.15 * (3 - higher_out))
    elif top > JACK:
        jack = 0.15 * p_any * (top - JACK)  # the jack may fall to our higher trump
    values = sum(CARD_VALUES[c] for c in bits(hand))
    tens = sum(1 for s in range(4) if hand >> (13 * s + 8) & 1)
    share = 1.0 / max(2, len(game.unit_seats))
    game_point = min(0.85, max(0.05, share + 0.02 * (values - 8) + 0.08 * (count - 2)
                               + 0.1 * tens))
    return high + low_value + jack + game_point


def _bid(state: PitchState, seat: int, legal: list[int]) -> int:
    hand = state.hands[seat]
    best = max(suit_value(state, seat, hand, s) for s in range(4))
    want = int(best - BID_MARGIN)
    game = state.game
    # behind in a race to the target: a bit bolder
    target = game.target
    mine = state.score[seat]
    others = max((state.score[s] for s in range(game.players) if game.unit[s] != game.unit[seat]),
                 default=0)
    if others >= target - 2 and mine < others and best - want > 0.6:
        want += 1
    bids = [a for a in legal if a != PASS_ID and a - BID_BASE <= min(want, 4)]
    if bids:
        return max(bids)
    if PASS_ID in legal:
        return PASS_ID
    return min(legal)  # a forced dealer bids the least he may


# --- play ------------------------------------------------------------------------------------

def _unseen(state: PitchState, seat: int) -> int:
    return FULL_MASK & ~state.played & ~state.hands[seat]


def _pitch(state: PitchState, seat: int, legal: list[int]) -> int:
    hand = state.hands[seat]
    suit = max(range(4), key=lambda s: (suit_value(state, seat, hand, s), s))
    mine = hand & SUIT_MASKS[suit]
    return mine.bit_length() - 1


def _play(state: PitchState, seat: int, legal: list[int]) -> int:
    if state.trump < 0:
        return _pitch(state, seat, legal)
    if not state.trick:
        return _lead(state, seat, legal)
    return _follow(state, seat, legal)


def _keep_cost(state: PitchState, card: int) -> float:
    """How much the seat loses by giving this card away (higher: keep it)."""
    trump = state.trump
    cost = CARD_VALUES[card] * 1.0
    if card // 13 == trump:
        cost += 6 + (card % 13) * 0.3
        if card % 13 == JACK:
            cost += 20
    return cost + (card % 13) * 0.01


def _lead(state: PitchState, seat: int, legal: list[int]) -> int:
    trump = state.trump
    hand = state.hands[seat]
    unseen = _unseen(state, seat)
    trump_mask = SUIT_MASKS[trump]
    trumps = hand & trump_mask
    trumps_out = unseen & trump_mask
    if trumps:
        top = trumps.bit_length() - 1
        boss = not (trumps_out >> top)
        jack = trump * 13 + JACK
        if boss and trumps_out:
            return top  # draw trumps with a sure winner
        if boss and hand >> jack & 1 and jack != top:
            return top
    side = hand & ~trump_mask
    if not side:
        # only trumps: the lowest, unless it is the jack or a likely Low
        return min(bits(trumps), key=lambda c: (c % 13 == JACK, -(c % 13)))
    # a side card nobody can beat in its suit, if trumps are scarce
    best = None
    for card in bits(side):
        suit_out = unseen & SUIT_MASKS[card // 13]
        if not (suit_out >> card) and (not trumps_out or CARD_VALUES[card] == 0):
            if best is None or CARD_VALUES[card] > CARD_VALUES[best]:
                best = card
    if best is not None:
        return best
    # else the lowest card of a side suit, never a 10 if it can be helped
    return min(bits(side), key=lambda c: (CARD_VALUES[c] > 0, CARD_VALUES[c], c % 13))


def _follow(state: PitchState, seat: int, legal: list[int]) -> int:
    game = state.game
    trump = state.trump
    trump_mask = SUIT_MASKS[trump]
    hand = state.hands[seat]
    unseen = _unseen(state, seat)
    win = state.win_card
    win_suit = win // 13
    led = state.trick[0] // 13
    last = len(state.trick) == game.players - 1
    friendly = game.unit[state.win_seat] == game.unit[seat]
    trumps_out = unseen & trump_mask

    def beats(card: int) -> bool:
        if card // 13 == win_suit:
            return card > win
        return card // 13 == trump and win_suit != trump

    def sure(card: int) -> bool:
        """Nobody after us can beat it (from what is unseen)."""
        if last:
            return True
        suit = card // 13
        if unseen & SUIT_MASKS[suit] & ~((2 << card) - 1):
            return False
        return suit == trump or not trumps_out or led == trump

    def point_card(card: int) -> bool:
        """The jack of trumps, or a trump that is certainly the lowest in play (Low)."""
        if card // 13 != trump:
            return False
        if card % 13 == JACK:
            return True
        lower = trump_mask & ((1 << card) - 1)
        return not game.low_dealt and not (lower & (unseen | state.played | hand))

    value = sum(CARD_VALUES[c] for c in state.trick)
    important = any(point_card(c) for c in state.trick)
    if friendly and sure(win):
        # feed the winning partner: the most valuable card we can spare
        return max(legal, key=lambda c: (CARD_VALUES[c] if c // 13 != trump else 0)
                   + (30 if point_card(c) else 0) - 0.01 * (c % 13))
    beaters = [c for c in legal if beats(c)]
    if beaters and not friendly:
        if last:
            # the cheapest winner; a low trump or the jack won here is a point banked
            for c in beaters:
                if point_card(c):
                    return c
            if value or important:
                return min(beaters, key=lambda c: (c // 13 == trump, c % 13))
        else:
            sure_ones = [c for c in beaters if sure(c)]
            if sure_ones and (value >= 3 or important):
                return min(sure_ones, key=lambda c: (point_card(c), c % 13))
            if value >= 10 or important:
                return max(beaters, key=lambda c: (c // 13 == trump, not point_card(c), c % 13))
    # shed the card worth least
    return min(legal, key=lambda c: _keep_cost(state, c))
