"""Bourré's rule-of-thumb player (spec §10): play when a trick is likely, keep trumps and
aces, then win tricks cheaply and keep a trump back against being bourréd.

Declaring: the hand that will be kept (trumps and aces) is valued trick by trick — each
trump by its rank and by how many trumps above it are still unseen, each side ace at
about one half, both less against more opponents — plus a little for each card drawn
(it may be a trump).  From those chances come the chance of taking no trick at all
(``P(bourré)``) and a rough chance of taking the most; the player stays when
``P(win) × pot`` outweighs ``P(bourré) × payment``, counting the opponents already in and
about half of those yet to speak.

Play: a cinch plays its forced line (highest trump first); a leader cashes a sure trump
when it has one, otherwise an ace of a side suit, otherwise its lowest side card (keeping
a lone trump against a bourré until it has a trick); a follower wins as cheaply as it
can, or sheds its lowest card, a side card before a trump.

Everything reads a *knowledge copy* (hidden cards removed), so it can't peek.
"""

from __future__ import annotations

from cardgames.core.masks import bits
from cardgames.core.tricks import beats
from cardgames.games.bourre import (
    ACE,
    DECLARE,
    DRAW,
    DRAW_BASE,
    FULL_MASK,
    PASS_ID,
    PLAY,
    PLAYING,
    SECRET,
    STAY_ID,
    SUIT_MASKS,
    TRICKS,
    WAITING,
    BourreState,
)

ACES = sum(1 << (s * 13 + ACE) for s in range(4))
#: a trump's chance to take a trick by the number of higher trumps still unseen
TRUMP_CHANCE = (0.97, 0.75, 0.55, 0.4, 0.3, 0.22, 0.15)


def forget(state: BourreState) -> None:
    """The easy level's slip: forget what the play proved about the other hands."""
    state.excluded = [0] * len(state.excluded)


def choose(state: BourreState, seat: int) -> int:
    """The action id this seat plays, from its knowledge only."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    if state.phase == PLAY:
        return _play(state, seat, legal)
    if state.phase == SECRET:
        stay = worth_playing(state, seat, keep_mask(state, state.hands[seat]))
        return STAY_ID if stay or PASS_ID not in legal else PASS_ID
    hand = state.hands[seat]
    keep = keep_mask(state, hand)
    if state.phase == DECLARE and PASS_ID in legal and not worth_playing(state, seat, keep):
        return PASS_ID
    throw = discard_mask(state, hand, keep)
    action = DRAW_BASE + throw
    return action if action in legal else legal[-1]


# --- declaring ------------------------------------------------------------------------------

def keep_mask(state: BourreState, hand: int) -> int:
    """The cards worth keeping: trumps and side aces."""
    return hand & (SUIT_MASKS[state.trump] | ACES)


def discard_mask(state: BourreState, hand: int, keep: int) -> int:
    """Everything not kept, at most ``max_discard`` cards: the lowest ones go first."""
    throw = hand & ~keep
    limit = state.game.max_discard
    cards = sorted(bits(throw), key=lambda c: c % 13)
    return sum(1 << c for c in cards[:limit])


def opponents(state: BourreState, seat: int) -> float:
    """How many opponents will likely play: those in already, half of those to speak."""
    count = 0.0
    for s in state.order:
        if s == seat:
            continue
        if state.status[s] == PLAYING or (state.phase == DRAW and state.choice[s]):
            count += 1
        elif state.status[s] == WAITING:
            count += 0.5 if not (state.phase == SECRET and state.decided[s]) else 0.5
    return max(1.0, count)


def trick_chances(state: BourreState, seat: int, keep: int, drawn: int) -> list[float]:
    """Each kept card's chance to take a trick, plus a small one per card drawn."""
    trump = state.trump
    tmask = SUIT_MASKS[trump]
    opp = opponents(state, seat)
    crowd = max(0.45, 1.0 - 0.08 * (opp - 1))
    unseen_trumps = tmask & ~keep & ~state.dead_mask()
    if state.dealer != seat and state.upcard_held():
        unseen_trumps &= ~(1 << state.upcard)
        upcard_above = True
    else:
        upcard_above = False
    chances = []
    for c in bits(keep & tmask):
        above = (unseen_trumps & TRICKS.higher[c]).bit_count()
        # unseen trumps are spread over hands, stock and discards: roughly a share of them
        # is in the opponents' hands
        share = min(1.0, 5 * opp / 40)
        expected_above = above * share + (1 if upcard_above and state.upcard > c else 0)
        k = min(len(TRUMP_CHANCE) - 1, int(expected_above + 0.5))
        chances.append(TRUMP_CHANCE[k] * (1.0 if k == 0 else crowd))
    for _c in bits(keep & ACES & ~tmask):
        chances.append(0.55 * crowd)
    chances += [0.12 * crowd] * drawn
    return chances


def worth_playing(state: BourreState, seat: int, keep: int) -> bool:
    """Stay if the chance of the pot outweighs the risk of paying it."""
    chances = trick_chances(state, seat, keep, min(state.game.max_discard,
                                                   state.game.hand_size - keep.bit_count()))
    none = 1.0
    for p in chances:
        none *= 1.0 - p
    expected = sum(chances)
    opp = opponents(state, seat)
    share = state.game.hand_size / (opp + 1)
    win = min(0.95, max(0.0, (expected - 0.5) / (share + 0.5)))
    pot = max(1, state.pot)
    pay = min(pot, state.game.pot_limit) if state.game.pot_limit else pot
    return win * pot > none * pay


# --- play -----------------------------------------------------------------------------------

def _play(state: BourreState, seat: int, legal: list[int]) -> int:
    trump = state.trump
    tmask = SUIT_MASKS[trump]
    legal_mask = sum(1 << c for c in legal)
    if not state.trick:
        return _lead(state, seat, legal_mask, tmask)
    win = state.win_card
    winners = [c for c in legal if beats(TRICKS, c, win, trump)]
    if winners:
        plain = [c for c in winners if c // 13 != trump]
        pool = plain or winners
        return min(pool, key=lambda c: c % 13)
    return min(legal, key=lambda c: (c // 13 == trump, c % 13))


def _lead(state: BourreState, seat: int, legal: int, tmask: int) -> int:
    masters = state.masters(seat) & legal
    if masters:
        return masters.bit_length() - 1
    trumps = legal & tmask
    side = legal & ~tmask
    played = state.dead
    aces = side & ACES
    for a in bits(aces):
        if not played & SUIT_MASKS[a // 13]:  # the suit's first round: the ace is best
            return a
    if aces:
        return aces.bit_length() - 1
    if side and (state.tricks[seat] == 0 or trumps.bit_count() <= 1):
        return min(bits(side), key=lambda c: c % 13)
    if trumps:
        return trumps.bit_length() - 1
    pool = side or legal
    return min(bits(pool & FULL_MASK), key=lambda c: c % 13)


__all__ = ["choose", "forget", "play_odds", "DRAW"]


# --- odds for the learning aid (the search's own worlds and playouts) ----------------------------

def play_odds(observation, discards: list[str], samples: int = 48, seed: int = 0
              ) -> tuple[float, float, float] | None:
    """If the seat to act plays now exchanging ``discards``: the chances of taking at least
    one trick, of being bourréd, and of taking the pot, from ``samples`` worlds sampled
    from its knowledge (as the search samples them) played out by the search's rollout.
    None when the seat is not choosing to play or pass."""
    import random

    from cardgames.ai.policies import bind
    from cardgames.games.bourre import CARD_IDS

    bind(observation.game)  # "the search's rollout": the Bourré policy's playout

    known = observation._known  # noqa: SLF001 - the observation's own knowledge copy
    seat = observation.seat
    if known.current_player != seat or known.phase not in (DECLARE, DRAW, SECRET):
        return None
    mask = sum(1 << CARD_IDS[c] for c in discards if c in CARD_IDS)
    rng = random.Random(seed)
    trick = bourre = pot = 0
    for _ in range(samples):
        world = observation.sample_world(rng, record_events=False)
        if world.phase == SECRET:
            world.apply_id(STAY_ID)
        elif DRAW_BASE + mask in world.legal_ids():
            world.apply_id(DRAW_BASE + mask)
        else:
            world.apply_id(DRAW_BASE)
        world.rollout(rng)
        record = world.history[-1]
        if record["winner"] == seat:
            pot += 1
        if record["tricks"][seat] > 0 or record["kind"] == "auto_win":
            trick += 1
        if seat in record["bourre"]:
            bourre += 1
    return trick / samples, bourre / samples, pot / samples
