"""Pocha's rule-of-thumb player (spec §10): count likely tricks, then bid and play to be exact.

Bidding gives every card of the hand its chance of taking a trick, read from
``TRUMP_TABLE`` / ``SIDE_TABLE``: rates measured in self-play by table size, hand size,
trump or side suit, stronger cards of the suit out, the suit's length, the trumps held,
voids and (in tiny hands) the lead.  The chances make a distribution of tricks; the bid
is the allowed number with the best expected score, after moving the distribution down
a little when the earlier bidders claimed more than the rest of the deal leaves them
(they will fight for those tricks), up when they claimed less.

Play uses a small opponent model: for every other player, the chance he holds a card
that beats a given card, from how many unknown cards he has and which cards public
inference (voids, ceilings, the dealer's shown card) still allows him — hypergeometric,
so with few cards left it counts exactly.  Following, the card is the one that brings
the expected final count nearest the bid (win cheaply while short, keep high cards that
win anyway, duck and shed dangerous cards once the bid is made).  Leading, each legal
card is scored by a few features (its chance, trump or not, length, danger, voids,
which opponents would have to beat it) with weights fitted on play-outs from sampled
deals; when every trick left is needed it cashes its surest card.

Everything reads a *knowledge copy* of the state (hidden cards removed), so the player
can't peek even by mistake.  A move costs some tens of microseconds.
"""

from __future__ import annotations

from cardgames.core.masks import bits
from cardgames.games.pocha import BID_BASE, KEEP_ID, PLAY, SUIT_MASKS, SWAP_ID, PochaState


def forget(state: PochaState) -> None:
    """The ``easy`` level's lapse: forget the played cards and the inferred voids, and
    reason as at the deal (a hook found by ``cardgames.ai.heuristic``)."""
    state.played = 0
    state.excluded = [0] * len(state.excluded)


# --- the trick tables ---------------------------------------------------------------------
#
# Keys (built by ``card_keys``):
#   trump card: ("T", players, size, higher, length, voids)
#       higher = stronger trumps out of the hand (0..3, 3 = three or more),
#       length = trumps held (1..4, 4 = four or more), voids = side suits missing (0..2)
#   side card:  ("S", players, size, higher, length, trumps, lead)
#       higher 0..2, length of the suit 1..4, trumps held 0..3, lead = 1 when the seat
#       leads the first trick of a hand of at most two cards
# ``TRUMP_TABLE[players, size][index]`` and ``SIDE_TABLE[players, size][index]`` (at the
# end of this module) give the rate, in %, at which such a card took a trick in self-play;
# ``_index`` flattens a key.

_TRUMP_HIGHER, _TRUMP_LENGTH, _VOIDS = 4, 4, 3
_SIDE_HIGHER, _SIDE_LENGTH, _SIDE_TRUMPS = 3, 4, 4
_SIZES = {3: 12, 4: 10, 5: 8, 6: 6, 8: 5}


def _index(key: tuple) -> int:
    if key[0] == "T":
        _, _, _, higher, length, voids = key
        return (higher * _TRUMP_LENGTH + length - 1) * _VOIDS + voids
    _, _, _, higher, length, trumps, lead = key
    return ((higher * _SIDE_LENGTH + length - 1) * _SIDE_TRUMPS + trumps) * 2 + lead


def card_keys(state: PochaState, seat: int, hand: int | None = None,
              played: int | None = None) -> list[tuple[int, tuple]]:
    """Each card of the seat's hand with its table key (read at bidding time); ``hand`` and
    ``played`` stand for the seat's hand and the cards played when given (search weighs a
    sampled world by the hand each bidder held when bidding)."""
    game = state.game
    if hand is None:
        hand = state.hands[seat]
    if played is None:
        played = state.played
    players = len(state.active)
    size = hand.bit_count()
    trump = state.trump
    out = game.deck_mask(players) & ~hand & ~played
    if state.upcard >= 0:
        out &= ~(1 << state.upcard)
    trumps = (hand & SUIT_MASKS[trump]).bit_count()
    voids = sum(1 for s in range(4) if s != trump and not hand & SUIT_MASKS[s])
    lead = 1 if size <= 2 and state.order[0] == seat else 0
    keys = []
    for card in bits(hand):
        suit = card // 10
        higher = (game.higher[card] & out).bit_count()
        length = (hand & SUIT_MASKS[suit]).bit_count()
        if suit == trump:
            key = ("T", players, size, min(higher, 3), min(length, 4), min(voids, 2))
        else:
            key = ("S", players, size, min(higher, 2), min(length, 4), min(trumps, 3), lead)
        keys.append((card, key))
    return keys


def key_parents(key: tuple) -> list[tuple]:
    """Coarser cells, nearest first: the fit shrinks a thin cell towards them."""
    if key[0] == "T":
        return [key[:5], key[:4], key[:3]]
    return [key[:6], key[:5], key[:4], key[:3]]


def all_keys() -> list[tuple]:
    keys = []
    for players, top in _SIZES.items():
        for size in range(1, top + 1):
            for higher in range(_TRUMP_HIGHER):
                for length in range(1, _TRUMP_LENGTH + 1):
                    for voids in range(_VOIDS):
                        keys.append(("T", players, size, higher, length, voids))
            for higher in range(_SIDE_HIGHER):
                for length in range(1, _SIDE_LENGTH + 1):
                    for trumps in range(_SIDE_TRUMPS):
                        for lead in (0, 1):
                            keys.append(("S", players, size, higher, length, trumps, lead))
    return keys


def format_table(table: dict[tuple, float]) -> str:
    """The two tables as Python source, one line per (players, size)."""
    out = []
    for name, kind in (("TRUMP_TABLE", "T"), ("SIDE_TABLE", "S")):
        rows: dict[tuple[int, int], list[int]] = {}
        for key in sorted(k for k in table if k[0] == kind):
            rows.setdefault(key[1:3], []).append((_index(key), round(100 * table[key])))
        out.append(f"{name}: dict[tuple[int, int], tuple[int, ...]] = {{")
        for where, cells in rows.items():
            values = [v for _, v in sorted(cells)]
            out.append(f"    {where!r}: ({', '.join(map(str, values))}),")
        out.append("}")
    return "\n".join(out) + "\n"


# --- chances -------------------------------------------------------------------------------

_NONE: dict[tuple[int, int, int], float] = {}


def _none_of(pool: int, unknown: int, k: int) -> float:
    """Chance that ``unknown`` cards drawn from ``pool`` miss ``k`` given cards."""
    if k <= 0 or unknown <= 0:
        return 1.0
    if k + unknown > pool:
        return 0.0
    key = (pool, unknown, k)
    value = _NONE.get(key)
    if value is None:
        value = 1.0
        for i in range(unknown):
            value *= (pool - k - i) / (pool - i)
        _NONE[key] = value
    return value


class _Model:
    """What the seat knows about each opponent's hand, ready for quick chance queries."""

    __slots__ = ("possible", "public", "unknown", "pool", "trump_mask", "must_trump")

    def __init__(self, state: PochaState, seat: int):
        unseen = state.unseen_mask(seat)
        n = state.game.players
        self.possible = [0] * n
        self.public = [0] * n
        self.unknown = [0] * n
        self.pool = [0] * n
        for p in state.active:
            if p == seat:
                continue
            public = state.held_public[p]
            possible = unseen & ~state.excluded[p]
            self.public[p] = public
            self.possible[p] = possible
            self.unknown[p] = state.counts[p] - public.bit_count()
            self.pool[p] = possible.bit_count()
        self.trump_mask = SUIT_MASKS[state.trump]
        self.must_trump = state.game.must_trump

    def has_any(self, p: int, cards: int) -> float:
        if cards & self.public[p]:
            return 1.0
        return 1.0 - _none_of(self.pool[p], self.unknown[p], (cards & self.possible[p]).bit_count())

    def void(self, p: int, suit_mask: int) -> float:
        if suit_mask & self.public[p]:
            return 0.0
        return _none_of(self.pool[p], self.unknown[p], (suit_mask & self.possible[p]).bit_count())

    def beats(self, p: int, card: int, led: int, higher: int) -> float:
        """Chance that ``p`` can beat ``card``, on top of a trick led in suit ``led``."""
        trump_mask = self.trump_mask
        if (1 << card) & trump_mask:
            if SUIT_MASKS[led] == trump_mask:
                return self.has_any(p, higher)
            return self.void(p, SUIT_MASKS[led]) * self.has_any(p, higher)
        chance = self.has_any(p, higher)
        ruff = self.void(p, SUIT_MASKS[led]) * self.has_any(p, trump_mask)
        if not self.must_trump:
            ruff *= 0.5
        return min(1.0, chance + ruff)


def _later_seats(state: PochaState) -> list[int]:
    order = state.order
    count = len(order)
    return [order[(state.turn + k) % count] for k in range(1, count - len(state.trick))]


def _on_top(state: PochaState, card: int) -> bool:
    """Would ``card`` be on top of the trick if played now?"""
    if not state.trick:
        return True
    strength = state.game.strength
    suit = card // 10
    if suit == state.trump:
        return state.top_trump < 0 or strength[card] > strength[state.top_trump]
    if suit == state.led and state.top_trump < 0:
        return strength[card] > strength[state.top_led]
    return False


def _win_chance(state: PochaState, model: _Model, card: int, later: list[int]) -> float:
    """Chance that ``card``, played now, takes the trick."""
    if not _on_top(state, card):
        return 0.0
    led = state.led if state.trick else card // 10
    higher = state.game.higher[card]
    chance = 1.0
    for p in later:
        chance *= 1.0 - model.beats(p, card, led, higher)
        if chance <= 0.0:
            return 0.0
    return chance


def _lead_chance(state: PochaState, model: _Model, card: int, others: list[int]) -> float:
    """Chance that ``card`` takes a trick if led now (its value for the rest of the hand)."""
    higher = state.game.higher[card]
    led = card // 10
    chance = 1.0
    for p in others:
        chance *= 1.0 - model.beats(p, card, led, higher)
        if chance <= 0.0:
            return 0.0
    return chance


# --- bidding -------------------------------------------------------------------------------

def card_chances(state: PochaState, seat: int, hand: int | None = None,
                 played: int | None = None) -> list[float]:
    """Each card's chance of taking a trick, from the table (or the model where it's silent;
    ``hand``/``played`` as in ``card_keys``)."""
    chances = []
    model = None
    others = [p for p in state.active if p != seat]
    for card, key in card_keys(state, seat, hand, played):
        row = (TRUMP_TABLE if key[0] == "T" else SIDE_TABLE).get(key[1:3])
        if row is None:
            if model is None:
                model = _Model(state, seat)
            chances.append(_lead_chance(state, model, card, others))
        else:
            chances.append(row[_index(key)] / 100)
    return chances


def trick_distribution(chances: list[float]) -> list[float]:
    """P(k tricks) for k = 0..len(chances), each card an independent chance."""
    dist = [1.0]
    for p in chances:
        q = 1.0 - p
        nxt = [0.0] * (len(dist) + 1)
        for k, v in enumerate(dist):
            nxt[k] += v * q
            nxt[k + 1] += v * p
        dist = nxt
    return dist


def estimate_tricks(state: PochaState, seat: int) -> float:
    """How many tricks this hand is likely to take, from the seat's knowledge."""
    return sum(card_chances(state, seat))


#: Each trick the earlier bidders claim beyond their share of what this hand leaves them
#: costs this hand about this much of a trick: they will fight for it.  Fitted on the
#: residuals (tricks taken - table count) of self-play hands, checked in self-play
#: (0.15-0.25 alike; a flat shift of the count either way did not help).
PRESSURE_SLOPE = 0.2


def shifted(dist: list[float], shift: float) -> list[float]:
    """``dist`` moved ``shift`` tricks down (up when negative), clipped to 0..len-1."""
    low = int(shift // 1)
    frac = shift - low
    top = len(dist) - 1
    out = [0.0] * len(dist)
    for k, p in enumerate(dist):
        for where, weight in ((k - low, 1.0 - frac), (k - low - 1, frac)):
            if weight:
                out[min(top, max(0, where))] += p * weight
    return out


def choose_bid(state: PochaState, seat: int, legal: list[int]) -> int:
    """The allowed bid with the best expected score under the (shifted) trick distribution."""
    game = state.game
    chances = card_chances(state, seat)
    estimate = sum(chances)
    earlier = [b for b in state.bids if b >= 0]
    others = len(state.active) - 1
    pressure = sum(earlier) - len(earlier) * (state.size - estimate) / others if others else 0.0
    dist = shifted(trick_distribution(chances), PRESSURE_SLOPE * pressure)
    best, best_value = legal[0], None
    for action in legal:
        bid = action - BID_BASE
        value = dist[bid] * (game.bonus + game.per_trick * bid) - game.penalty * sum(
            p * abs(k - bid) for k, p in enumerate(dist))
        if best_value is None or value > best_value + 1e-9:
            best, best_value = action, value
    return best


# --- play ----------------------------------------------------------------------------------

def choose_play(state: PochaState, seat: int, legal_mask: int) -> int:
    legal = bits(legal_mask)
    if len(legal) == 1:
        return legal[0]
    model = _Model(state, seat)
    others = [p for p in state.active if p != seat]
    future = {c: _lead_chance(state, model, c, others) for c in bits(state.hands[seat])}
    if not state.trick:
        return choose_lead(state, seat, legal, model, future)
    return _choose_follow(state, seat, legal, model, future)


def _power(state: PochaState, card: int) -> tuple[int, int]:
    return (1 if card // 10 == state.trump else 0, state.game.strength[card])


def _choose_follow(state, seat, legal, model, future) -> int:
    """The card that brings the expected final count nearest the bid.

    Each card left in hand is worth its chance of winning if led now (``future``); the
    card played is worth its chance of taking this trick instead.  The cost is the
    expected squared miss, so sure things beat gambles of the same mean: while short,
    a cheap card that wins now beats a high card that would win anyway later; once the
    bid is made, a card that loses now goes, the most dangerous such card first.
    """
    need = state.bids[seat] - state.taken[seat]
    later = _later_seats(state)
    total = sum(future.values())
    spread = sum(p * (1 - p) for p in future.values())
    short = need > 0

    def cost(card: int) -> tuple:
        now = _win_chance(state, model, card, later)
        kept = future[card]
        expected = now + total - kept
        variance = now * (1 - now) + spread - kept * (1 - kept)
        miss = (expected - need) ** 2 + variance
        # ties: keep the stronger cards while short, shed them once the bid is made
        power = _power(state, card)
        return (round(miss, 6), kept if short else -kept, power if short else _neg(power))

    return min(legal, key=cost)


def _neg(pair: tuple[int, int]) -> tuple[int, int]:
    return (-pair[0], -pair[1])


#: What a lead is judged on (``lead_features``), for each lead the seat may make.
LEAD_FEATURES = (
    "win chance", "win chance squared", "trump", "trump x win chance", "sure winner",
    "share of the hand in this suit", "lowest of the suit held", "highest of the suit held",
    "singleton", "danger (share of the suit's unseen cards below it)", "rank",
    "share of opponents known void in the suit",
    "chance an opponent who has made his bid beats it (mean)",
    "chance an opponent still short beats it (mean)",
)
#: Weights of ``LEAD_FEATURES`` by situation: "made" (the bid is reached), "short" (fewer
#: sure winners than tricks needed), "covered" (enough sure winners).  A least-squares
#: fit of the hand's score after each possible lead, measured by playing the hand out
#: from sampled deals (``scripts/pocha_bid_stats.py --fit-leads``), in 3-5 player games.
#: In short: once made, lead low trumps and cards that surely lose; short of winners,
#: lead from suits the others are void in, never a trump that might lose, and keep the
#: sure winners; covered, lose a side card and keep the winners.
LEAD_WEIGHTS = {
    "made": (-3.66, -10.1, 3.36, 10.9, -4.91, -0.33, -0.01, -0.58, 1.01, -1.44, 0.57, -3.94,
             -5.57, -5.49),
    "short": (2.08, 0.64, -0.23, -7.85, 3.18, 0.5, -0.48, 0.15, 0.28, 1.3, -0.15, 3.77, 2.95,
              1.83),
    "covered": (5.5, -14.11, 5.64, -6.07, 2.48, -7.62, -0.08, -0.35, 0.0, 3.08, -2.08, 2.62,
                -1.03, -5.7),
}


def lead_situation(state: PochaState, seat: int, future: dict[int, float]) -> str:
    """"all" when every trick left is needed, else a key of ``LEAD_WEIGHTS``."""
    need = state.bids[seat] - state.taken[seat]
    if need <= 0:
        return "made"
    if need >= len(future):
        return "all"
    sure = sum(1 for p in future.values() if p >= 0.97)
    return "short" if sure < need else "covered"


def lead_features(state, seat, card, future, model, others, unseen) -> list[float]:
    """The ``LEAD_FEATURES`` of leading ``card``; ``unseen``: cards the others may hold."""
    game = state.game
    hand = state.hands[seat]
    suit = card // 10
    suit_mask = SUIT_MASKS[suit]
    mine = hand & suit_mask
    higher = game.higher[card]
    p = future[card]
    trump = float(suit == state.trump)
    suit_out = unseen & suit_mask
    danger = (suit_out & ~higher).bit_count() / suit_out.bit_count() if suit_out else 1.0
    made = short = 0.0
    for other in others:
        chance = model.beats(other, card, suit, higher)
        if state.bids[other] - state.taken[other] <= 0:
            made += chance
        else:
            short += chance
    count = len(others)
    voids = sum(1 for o in others if state.excluded[o] & suit_mask == suit_mask)
    return [p, p * p, trump, p * trump, float(p >= 0.97), mine.bit_count() / hand.bit_count(),
            float(not (mine & ~higher & ~(1 << card))), float(not (mine & higher)),
            float(mine.bit_count() == 1), danger, game.strength[card] / 10, voids / count,
            made / count, short / count]


def lead_options(state: PochaState, seat: int, model: _Model | None = None,
                 future: dict[int, float] | None = None) -> tuple[str, dict[int, list[float]]]:
    """The lead situation and each legal lead's ``LEAD_FEATURES`` (none when "all")."""
    others = [p for p in state.active if p != seat]
    if model is None:
        model = _Model(state, seat)
    if future is None:
        future = {c: _lead_chance(state, model, c, others) for c in bits(state.hands[seat])}
    situation = lead_situation(state, seat, future)
    if situation == "all":
        return situation, {}
    unseen = state.unseen_mask(seat)
    for p in others:
        unseen |= state.held_public[p]
    return situation, {c: lead_features(state, seat, c, future, model, others, unseen)
                       for c in bits(state.legal_play_mask())}


def choose_lead(state, seat, legal, model, future) -> int:
    situation, options = lead_options(state, seat, model, future)
    if situation == "all":
        # every trick counts: cash the surest card, the cheapest of equals
        return max(legal, key=lambda c: (round(future[c], 2), _neg(_power(state, c))))
    weights = LEAD_WEIGHTS[situation]
    return max(legal, key=lambda c: sum(w * x for w, x in zip(weights, options[c], strict=True)))


def choose(state: PochaState, seat: int) -> int:
    """The heuristic's action id for ``seat`` on a knowledge state."""
    legal = state.legal_ids()
    if state.phase == PLAY:
        return choose_play(state, seat, state.legal_play_mask())
    if legal[0] >= SWAP_ID:
        seven = state.trump * 10 + 6
        strength = state.game.strength
        return SWAP_ID if strength[state.upcard] > strength[seven] else KEEP_ID
    return choose_bid(state, seat, legal)


# --- fitted tables (scripts/pocha_bid_stats.py --fit; see "the trick tables" above) ---------

TRUMP_TABLE: dict[tuple[int, int], tuple[int, ...]] = {
    (3, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 94, 94, 94, 92, 92, 92, 92, 92, 92, 92, 92, 92, 92, 92, 93, 91, 91, 91, 91, 91, 91, 91, 91, 91, 72, 72, 72, 73, 73, 73, 73, 73, 73, 73, 73, 73),
    (3, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 93, 93, 94, 94, 94, 94, 93, 93, 93, 93, 93, 93, 86, 86, 86, 91, 91, 92, 87, 87, 87, 87, 87, 87, 76, 76, 76, 81, 81, 82, 77, 77, 77, 77, 77, 77),
    (3, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 94, 94, 94, 95, 95, 95, 91, 91, 89, 94, 94, 94, 88, 87, 89, 90, 90, 91, 88, 88, 87, 89, 89, 89, 72, 70, 78, 79, 79, 79, 81, 81, 82, 75, 75, 75),
    (3, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 89, 90, 96, 92, 91, 96, 95, 95, 95, 90, 90, 89, 79, 88, 88, 85, 84, 85, 86, 86, 86, 92, 92, 96, 48, 69, 78, 77, 76, 81, 82, 82, 83, 72, 72, 72),
    (3, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 80, 92, 91, 90, 94, 95, 89, 89, 89, 87, 87, 85, 77, 91, 84, 82, 86, 89, 85, 84, 88, 86, 86, 87, 44, 74, 76, 63, 75, 87, 81, 80, 85, 84, 84, 88),
    (3, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 84, 92, 88, 87, 92, 93, 86, 91, 90, 92, 90, 96, 69, 86, 76, 77, 83, 83, 87, 87, 92, 85, 85, 86, 39, 73, 63, 60, 73, 79, 70, 81, 87, 82, 82, 87),
    (3, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 81, 89, 83, 90, 88, 92, 90, 92, 91, 89, 93, 94, 62, 84, 67, 72, 87, 82, 80, 83, 90, 81, 85, 81, 37, 75, 48, 55, 75, 73, 69, 81, 91, 75, 86, 88),
    (3, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 74, 83, 76, 85, 92, 88, 85, 89, 86, 88, 91, 91, 56, 74, 60, 71, 83, 73, 81, 86, 78, 77, 85, 89, 34, 73, 38, 54, 75, 56, 70, 83, 77, 79, 86, 84),
    (3, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 74, 85, 76, 78, 93, 80, 89, 84, 88, 87, 88, 91, 47, 65, 52, 72, 84, 74, 77, 88, 81, 84, 89, 89, 28, 71, 31, 47, 75, 51, 67, 85, 73, 78, 90, 87),
    (3, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 54, 64, 58, 77, 88, 78, 81, 86, 81, 88, 92, 90, 42, 58, 46, 62, 79, 64, 75, 81, 78, 83, 91, 86, 24, 60, 27, 40, 75, 42, 62, 88, 67, 76, 90, 82),
    (3, 11): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 41, 49, 46, 72, 78, 72, 81, 88, 81, 87, 89, 87, 30, 39, 36, 54, 69, 55, 71, 86, 73, 80, 90, 81, 23, 50, 26, 35, 73, 36, 58, 89, 60, 75, 90, 77),
    (3, 12): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 39, 44, 44, 68, 76, 69, 78, 89, 78, 83, 87, 83, 41, 48, 45, 46, 55, 47, 63, 83, 64, 76, 86, 77, 19, 28, 21, 30, 70, 31, 48, 83, 49, 68, 90, 70),
    (4, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 92, 92, 92, 91, 91, 91, 91, 91, 91, 91, 91, 91, 83, 83, 84, 83, 83, 83, 83, 83, 83, 83, 83, 83, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63),
    (4, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 94, 94, 94, 93, 93, 93, 93, 93, 93, 93, 93, 93, 83, 83, 83, 85, 85, 85, 83, 83, 83, 83, 83, 83, 64, 64, 64, 69, 69, 69, 65, 65, 65, 65, 65, 65),
    (4, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 92, 91, 93, 91, 91, 91, 86, 86, 84, 91, 91, 91, 86, 84, 90, 88, 88, 88, 89, 89, 90, 86, 86, 86, 62, 59, 68, 68, 68, 68, 76, 76, 78, 65, 65, 65),
    (4, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 89, 89, 94, 92, 91, 96, 89, 89, 89, 89, 89, 88, 76, 81, 84, 85, 84, 89, 86, 86, 87, 85, 85, 87, 38, 59, 69, 65, 61, 74, 74, 74, 75, 65, 65, 68),
    (4, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 85, 84, 85, 89, 90, 97, 89, 91, 84, 94, 94, 96, 56, 73, 67, 80, 82, 87, 82, 79, 87, 80, 80, 82, 23, 54, 66, 47, 61, 67, 72, 70, 79, 76, 76, 79),
    (4, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 81, 90, 83, 86, 89, 86, 89, 88, 94, 87, 88, 87, 55, 76, 63, 71, 82, 81, 75, 77, 88, 77, 78, 77, 20, 62, 58, 45, 61, 69, 60, 67, 81, 81, 79, 89),
    (4, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 67, 81, 71, 79, 86, 75, 84, 86, 90, 88, 88, 92, 46, 67, 51, 69, 75, 70, 72, 77, 80, 82, 86, 89, 19, 68, 38, 41, 60, 53, 57, 72, 79, 66, 73, 78),
    (4, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 63, 76, 66, 74, 85, 79, 82, 82, 80, 82, 87, 91, 38, 67, 44, 62, 80, 66, 73, 78, 80, 76, 79, 83, 14, 64, 25, 32, 63, 39, 55, 72, 73, 68, 78, 87),
    (4, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 55, 78, 60, 71, 86, 74, 79, 78, 80, 79, 83, 81, 24, 56, 31, 57, 64, 60, 67, 77, 71, 76, 78, 83, 13, 69, 17, 28, 64, 32, 51, 75, 58, 68, 81, 75),
    (4, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 38, 56, 41, 63, 78, 64, 70, 79, 71, 80, 82, 88, 20, 31, 24, 43, 66, 45, 66, 79, 69, 77, 82, 80, 10, 66, 14, 23, 60, 32, 41, 74, 48, 61, 76, 80),
    (5, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 88, 88, 88, 87, 87, 87, 87, 87, 87, 87, 87, 87, 79, 79, 79, 78, 78, 78, 78, 78, 78, 78, 78, 78, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53),
    (5, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 91, 91, 91, 89, 89, 89, 90, 90, 90, 90, 90, 90, 81, 81, 82, 82, 82, 82, 81, 81, 81, 81, 81, 81, 55, 55, 55, 62, 62, 62, 57, 57, 57, 57, 57, 57),
    (5, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 89, 87, 94, 91, 91, 91, 91, 91, 92, 89, 89, 89, 80, 78, 83, 82, 82, 82, 83, 83, 84, 81, 81, 81, 51, 49, 56, 58, 58, 58, 66, 66, 67, 54, 54, 54),
    (5, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 76, 85, 81, 89, 88, 90, 91, 91, 91, 86, 86, 86, 63, 76, 85, 79, 78, 81, 79, 79, 79, 79, 79, 80, 27, 48, 60, 54, 51, 60, 63, 63, 63, 63, 63, 69),
    (5, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 77, 82, 75, 79, 83, 84, 88, 87, 92, 85, 85, 86, 48, 72, 61, 64, 77, 77, 80, 82, 79, 78, 78, 79, 14, 48, 53, 42, 51, 49, 64, 63, 68, 65, 65, 68),
    (5, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 63, 79, 68, 78, 78, 79, 83, 86, 90, 82, 81, 86, 30, 68, 49, 59, 75, 75, 73, 77, 89, 80, 81, 84, 10, 49, 45, 33, 46, 45, 53, 63, 71, 68, 69, 70),
    (5, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 54, 70, 58, 68, 80, 74, 77, 79, 87, 79, 83, 88, 22, 52, 29, 53, 72, 57, 69, 76, 76, 77, 74, 81, 7, 58, 21, 27, 46, 40, 49, 61, 66, 66, 75, 74),
    (5, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 38, 63, 42, 61, 72, 62, 71, 78, 79, 76, 81, 81, 13, 45, 18, 45, 69, 53, 65, 72, 67, 75, 79, 86, 5, 60, 15, 20, 46, 36, 41, 57, 59, 58, 67, 77),
    (6, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 85, 85, 85, 84, 84, 84, 84, 84, 84, 84, 84, 84, 71, 71, 71, 70, 70, 70, 70, 70, 70, 70, 70, 70, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42),
    (6, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 84, 84, 84, 90, 90, 90, 84, 84, 84, 84, 84, 84, 74, 74, 74, 75, 75, 75, 74, 74, 74, 74, 74, 74, 35, 35, 35, 55, 55, 55, 39, 39, 39, 39, 39, 39),
    (6, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 81, 80, 82, 84, 84, 85, 87, 87, 88, 82, 82, 82, 64, 61, 72, 74, 74, 74, 72, 72, 74, 68, 68, 68, 31, 29, 34, 48, 48, 48, 55, 55, 57, 37, 37, 37),
    (6, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 68, 75, 72, 83, 82, 85, 87, 87, 88, 86, 86, 91, 45, 56, 61, 75, 76, 72, 75, 75, 76, 69, 69, 72, 16, 29, 46, 43, 43, 43, 56, 56, 57, 57, 57, 66),
    (6, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 50, 67, 74, 70, 76, 78, 78, 76, 83, 80, 80, 82, 25, 53, 55, 61, 68, 73, 75, 75, 77, 76, 76, 79, 8, 35, 34, 30, 39, 46, 56, 54, 61, 62, 62, 66),
    (6, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 35, 61, 54, 64, 70, 75, 71, 78, 81, 82, 80, 87, 14, 50, 29, 46, 62, 70, 65, 73, 78, 75, 74, 78, 3, 34, 47, 23, 35, 38, 43, 50, 60, 61, 60, 65),
    (8, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 80, 80, 80, 79, 79, 79, 79, 79, 79, 79, 79, 79, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32),
    (8, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 80, 80, 80, 88, 88, 89, 82, 82, 82, 82, 82, 82, 64, 64, 64, 71, 71, 72, 66, 66, 66, 66, 66, 66, 23, 23, 23, 39, 39, 39, 26, 26, 26, 26, 26, 26),
    (8, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 75, 74, 77, 82, 82, 82, 82, 82, 84, 77, 77, 77, 54, 55, 51, 68, 68, 68, 71, 71, 74, 60, 60, 60, 18, 18, 18, 34, 34, 34, 47, 47, 49, 24, 24, 24),
    (8, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 52, 65, 70, 77, 75, 81, 81, 81, 82, 76, 76, 78, 26, 41, 47, 64, 62, 69, 69, 69, 70, 63, 63, 68, 8, 14, 18, 31, 31, 32, 49, 49, 49, 44, 44, 51),
    (8, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 33, 49, 60, 59, 68, 67, 74, 73, 77, 81, 81, 82, 11, 32, 33, 51, 57, 62, 71, 69, 75, 75, 75, 76, 2, 13, 21, 21, 27, 29, 44, 43, 47, 55, 55, 56),
}
SIDE_TABLE: dict[tuple[int, int], tuple[int, ...]] = {
    (3, 1): (20, 56, 33, 33, 33, 33, 33, 33, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 17, 53, 30, 30, 30, 30, 30, 30, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 6, 37, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16),
    (3, 2): (31, 34, 54, 62, 39, 39, 39, 39, 17, 35, 24, 24, 24, 24, 24, 24, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 31, 30, 44, 65, 37, 37, 37, 37, 16, 15, 17, 17, 17, 17, 17, 17, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 11, 14, 25, 20, 16, 16, 16, 16, 7, 15, 10, 10, 10, 10, 10, 10, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14),
    (3, 3): (44, 44, 52, 52, 77, 72, 50, 50, 39, 39, 48, 48, 42, 42, 42, 42, 14, 14, 19, 19, 19, 19, 19, 19, 45, 45, 45, 45, 45, 45, 45, 45, 33, 33, 41, 41, 57, 54, 39, 39, 21, 21, 33, 32, 25, 25, 25, 25, 18, 19, 20, 20, 20, 20, 20, 20, 32, 32, 32, 32, 32, 32, 32, 32, 10, 10, 17, 17, 17, 17, 13, 13, 9, 9, 22, 22, 13, 13, 13, 13, 7, 7, 7, 7, 7, 7, 7, 7, 13, 13, 13, 13, 13, 13, 13, 13),
    (3, 4): (56, 57, 61, 61, 68, 67, 79, 73, 46, 46, 51, 50, 58, 56, 49, 49, 39, 39, 32, 33, 38, 38, 38, 38, 18, 22, 31, 31, 31, 31, 31, 31, 36, 37, 50, 50, 47, 46, 42, 43, 26, 27, 36, 36, 37, 36, 32, 32, 19, 19, 26, 26, 22, 22, 22, 22, 2, 5, 14, 14, 14, 14, 14, 14, 9, 9, 12, 12, 14, 14, 12, 12, 8, 9, 15, 15, 25, 24, 13, 13, 7, 7, 13, 13, 9, 9, 9, 9, 0, 0, 2, 2, 2, 2, 2, 2),
    (3, 5): (63, 64, 74, 74, 78, 78, 75, 75, 54, 54, 60, 59, 61, 61, 61, 60, 42, 42, 48, 48, 67, 62, 47, 47, 23, 24, 31, 31, 29, 29, 29, 29, 35, 35, 44, 44, 45, 45, 58, 55, 34, 34, 40, 40, 43, 43, 36, 37, 21, 22, 27, 27, 41, 37, 26, 26, 12, 12, 15, 15, 16, 16, 16, 16, 7, 7, 11, 11, 11, 11, 11, 11, 8, 8, 13, 13, 19, 19, 24, 23, 7, 7, 12, 12, 28, 27, 11, 11, 7, 7, 8, 8, 7, 7, 7, 7),
    (3, 6): (78, 78, 80, 80, 82, 82, 84, 83, 62, 62, 70, 70, 69, 68, 73, 72, 49, 49, 50, 50, 55, 55, 71, 65, 29, 29, 32, 32, 51, 45, 33, 33, 43, 43, 49, 49, 49, 48, 48, 48, 33, 33, 44, 44, 46, 46, 47, 46, 21, 21, 35, 35, 37, 36, 31, 31, 12, 13, 18, 18, 34, 28, 18, 18, 7, 7, 7, 7, 9, 9, 7, 7, 8, 8, 12, 12, 16, 16, 18, 18, 5, 6, 9, 9, 19, 19, 29, 27, 5, 5, 8, 8, 17, 15, 7, 7),
    (3, 7): (83, 84, 86, 86, 90, 90, 86, 86, 69, 69, 76, 76, 78, 78, 83, 82, 57, 58, 64, 64, 64, 64, 67, 66, 37, 38, 44, 44, 43, 43, 59, 54, 52, 51, 47, 47, 47, 47, 43, 43, 32, 33, 44, 44, 48, 48, 52, 52, 24, 24, 29, 29, 37, 37, 44, 42, 12, 12, 14, 14, 23, 22, 28, 24, 4, 4, 6, 6, 6, 6, 8, 7, 5, 5, 9, 9, 12, 12, 13, 13, 6, 6, 9, 9, 15, 15, 23, 22, 4, 4, 6, 6, 15, 14, 31, 27),
    (3, 8): (99, 97, 96, 96, 93, 93, 95, 95, 86, 86, 84, 84, 84, 84, 85, 85, 72, 72, 69, 69, 72, 72, 74, 74, 43, 43, 47, 47, 53, 53, 60, 58, 35, 36, 36, 36, 41, 40, 37, 37, 38, 40, 46, 46, 53, 53, 51, 51, 29, 30, 37, 37, 38, 38, 40, 40, 11, 11, 19, 19, 24, 23, 28, 26, 3, 3, 5, 5, 4, 4, 4, 4, 5, 6, 8, 8, 10, 10, 14, 14, 5, 5, 8, 8, 14, 14, 17, 17, 4, 4, 5, 5, 9, 9, 23, 22),
    (3, 9): (98, 97, 96, 96, 97, 96, 97, 96, 91, 91, 89, 89, 92, 92, 92, 92, 80, 80, 77, 77, 81, 81, 81, 81, 43, 44, 51, 51, 57, 57, 64, 64, 25, 27, 30, 30, 28, 29, 34, 34, 41, 43, 42, 43, 54, 54, 53, 53, 33, 33, 35, 36, 43, 43, 42, 42, 15, 15, 17, 17, 25, 25, 27, 26, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 6, 6, 8, 8, 11, 11, 3, 3, 6, 6, 10, 10, 16, 16, 4, 4, 4, 4, 8, 8, 20, 20),
    (3, 10): (98, 98, 100, 99, 100, 99, 98, 98, 95, 95, 92, 92, 94, 94, 96, 96, 85, 85, 86, 86, 85, 85, 88, 88, 54, 54, 56, 56, 64, 64, 71, 70, 26, 24, 18, 19, 25, 24, 18, 18, 41, 44, 45, 45, 51, 51, 53, 53, 35, 36, 37, 37, 44, 44, 47, 47, 14, 14, 17, 17, 22, 22, 32, 31, 3, 3, 1, 1, 1, 1, 2, 2, 4, 5, 5, 5, 7, 7, 9, 9, 3, 3, 5, 5, 9, 9, 14, 14, 3, 3, 3, 3, 7, 7, 17, 17),
    (3, 11): (99, 99, 100, 99, 100, 100, 100, 100, 99, 99, 94, 95, 98, 98, 98, 98, 94, 93, 86, 86, 90, 90, 92, 92, 48, 49, 61, 61, 65, 65, 73, 73, 11, 14, 17, 17, 13, 14, 16, 16, 51, 51, 44, 45, 56, 56, 54, 54, 28, 31, 38, 38, 46, 46, 48, 48, 11, 12, 15, 15, 20, 20, 31, 31, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 7, 7, 2, 3, 4, 4, 7, 7, 13, 13, 2, 2, 3, 3, 6, 6, 15, 15),
    (3, 12): (99, 99, 99, 99, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 99, 99, 94, 94, 90, 90, 92, 92, 95, 95, 54, 55, 58, 58, 65, 65, 73, 73, 6, 6, 3, 4, 1, 3, 4, 4, 50, 53, 39, 42, 46, 47, 60, 60, 25, 30, 29, 30, 43, 43, 51, 51, 8, 9, 12, 12, 17, 17, 29, 29, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 0, 1, 2, 2, 4, 4, 5, 5, 3, 3, 5, 5, 10, 10, 1, 1, 2, 2, 3, 3, 8, 8),
    (4, 1): (15, 37, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 11, 36, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 4, 24, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9),
    (4, 2): (21, 27, 35, 34, 27, 27, 27, 27, 18, 14, 17, 17, 17, 17, 17, 17, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 18, 16, 31, 22, 21, 21, 21, 21, 12, 9, 12, 12, 12, 12, 12, 12, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 6, 7, 14, 9, 8, 8, 8, 8, 3, 5, 4, 4, 4, 4, 4, 4, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7),
    (4, 3): (28, 28, 39, 39, 30, 30, 33, 33, 20, 20, 27, 26, 22, 22, 22, 22, 9, 9, 12, 12, 12, 12, 12, 12, 27, 27, 27, 27, 27, 27, 27, 27, 24, 24, 25, 25, 32, 31, 25, 25, 15, 15, 21, 20, 17, 17, 17, 17, 6, 7, 8, 8, 8, 8, 8, 8, 21, 21, 21, 21, 21, 21, 21, 21, 5, 5, 8, 8, 9, 9, 7, 7, 4, 4, 11, 11, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3, 3, 3, 6, 6, 6, 6, 6, 6, 6, 6),
    (4, 4): (46, 46, 50, 50, 47, 48, 58, 55, 30, 31, 36, 36, 44, 43, 34, 34, 14, 14, 25, 25, 19, 19, 19, 19, 14, 16, 21, 21, 21, 21, 21, 21, 22, 22, 29, 29, 33, 33, 45, 40, 15, 15, 24, 24, 26, 25, 20, 20, 9, 9, 9, 9, 10, 10, 10, 10, 6, 8, 11, 11, 11, 11, 11, 11, 4, 4, 6, 6, 7, 7, 5, 5, 4, 4, 9, 9, 12, 12, 7, 7, 3, 3, 4, 4, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1),
    (4, 5): (58, 58, 56, 56, 61, 61, 65, 64, 46, 46, 46, 46, 48, 48, 48, 47, 23, 23, 25, 25, 51, 47, 27, 27, 13, 13, 19, 19, 18, 18, 18, 18, 25, 26, 34, 34, 35, 35, 27, 28, 20, 20, 26, 26, 32, 32, 33, 31, 13, 13, 17, 17, 19, 18, 15, 15, 8, 9, 22, 20, 14, 14, 14, 14, 4, 4, 5, 5, 7, 7, 8, 7, 5, 5, 8, 8, 13, 13, 13, 12, 3, 3, 5, 5, 15, 14, 5, 5, 2, 2, 3, 3, 3, 3, 3, 3),
    (4, 6): (63, 64, 70, 70, 72, 72, 71, 70, 48, 48, 58, 58, 65, 64, 57, 57, 32, 33, 44, 43, 49, 48, 36, 37, 19, 19, 22, 22, 23, 23, 22, 22, 27, 28, 29, 29, 28, 29, 40, 39, 20, 21, 25, 25, 36, 36, 26, 26, 12, 13, 20, 20, 23, 23, 33, 29, 10, 10, 12, 12, 15, 15, 12, 12, 3, 3, 3, 3, 5, 5, 5, 5, 4, 4, 6, 6, 10, 10, 10, 10, 4, 4, 5, 5, 10, 10, 19, 18, 3, 3, 3, 3, 13, 12, 4, 4),
    (4, 7): (86, 85, 78, 78, 79, 79, 83, 82, 62, 63, 65, 65, 70, 70, 74, 74, 48, 48, 51, 51, 58, 58, 63, 62, 29, 29, 31, 31, 38, 37, 45, 40, 21, 22, 19, 19, 27, 26, 34, 33, 21, 22, 30, 30, 34, 34, 41, 41, 10, 11, 20, 20, 24, 24, 25, 24, 3, 4, 10, 10, 12, 12, 17, 15, 1, 1, 2, 2, 3, 3, 4, 4, 2, 2, 4, 4, 7, 7, 9, 9, 2, 2, 4, 4, 9, 8, 13, 13, 1, 1, 3, 3, 5, 5, 14, 12),
    (4, 8): (83, 84, 87, 87, 89, 89, 88, 87, 69, 69, 73, 73, 81, 81, 82, 82, 57, 58, 63, 63, 65, 65, 68, 68, 25, 26, 35, 35, 41, 40, 47, 45, 19, 21, 22, 22, 24, 24, 31, 31, 26, 26, 26, 26, 35, 35, 37, 37, 8, 9, 18, 18, 26, 26, 28, 28, 8, 8, 9, 9, 13, 13, 27, 25, 0, 0, 1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 6, 6, 8, 8, 2, 2, 3, 3, 8, 8, 12, 12, 2, 2, 2, 2, 4, 4, 15, 15),
    (4, 9): (98, 96, 93, 93, 98, 97, 93, 93, 82, 83, 83, 83, 85, 85, 87, 87, 73, 73, 71, 71, 73, 73, 75, 75, 38, 38, 41, 41, 51, 51, 61, 60, 10, 13, 14, 14, 19, 18, 19, 19, 16, 18, 23, 24, 34, 34, 42, 41, 11, 12, 16, 16, 26, 26, 32, 31, 2, 3, 8, 8, 11, 11, 21, 20, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 5, 5, 7, 7, 2, 2, 3, 3, 6, 6, 10, 10, 1, 1, 2, 2, 4, 4, 12, 12),
    (4, 10): (98, 97, 96, 96, 95, 95, 97, 97, 81, 83, 88, 88, 89, 89, 89, 89, 71, 71, 75, 76, 78, 78, 80, 80, 35, 35, 44, 44, 52, 52, 62, 61, 4, 5, 6, 6, 5, 5, 8, 8, 17, 19, 20, 20, 30, 30, 38, 38, 8, 10, 15, 15, 25, 25, 29, 29, 3, 3, 5, 5, 10, 10, 16, 16, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 3, 3, 5, 5, 1, 1, 1, 1, 4, 4, 8, 7, 0, 0, 1, 1, 2, 2, 8, 8),
    (5, 1): (10, 31, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 6, 22, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 2, 13, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 2): (13, 18, 26, 23, 18, 18, 18, 18, 6, 2, 5, 5, 5, 5, 5, 5, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 9, 16, 17, 15, 12, 12, 12, 12, 6, 3, 6, 6, 6, 6, 6, 6, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 3, 4, 7, 5, 4, 4, 4, 4, 2, 1, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 3): (21, 21, 26, 26, 29, 28, 24, 24, 10, 10, 19, 19, 13, 13, 13, 13, 6, 6, 7, 7, 7, 7, 7, 7, 18, 18, 18, 18, 18, 18, 18, 18, 11, 12, 19, 19, 25, 24, 16, 16, 7, 7, 10, 10, 8, 8, 8, 8, 2, 2, 3, 3, 3, 3, 3, 3, 12, 12, 12, 12, 12, 12, 12, 12, 2, 2, 5, 5, 5, 5, 4, 4, 2, 2, 7, 7, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3),
    (5, 4): (24, 25, 33, 33, 45, 44, 38, 37, 18, 18, 22, 22, 31, 30, 21, 21, 9, 9, 15, 15, 11, 11, 11, 11, 4, 5, 9, 9, 9, 9, 9, 9, 17, 18, 22, 22, 26, 26, 22, 22, 11, 11, 14, 14, 23, 22, 14, 14, 5, 5, 9, 9, 6, 6, 6, 6, 6, 7, 9, 9, 9, 9, 9, 9, 2, 2, 3, 3, 5, 5, 3, 3, 2, 2, 5, 5, 9, 9, 4, 4, 1, 1, 3, 3, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3),
    (5, 5): (39, 40, 46, 46, 51, 51, 53, 52, 22, 22, 34, 34, 43, 43, 35, 35, 14, 14, 21, 21, 26, 25, 19, 19, 4, 5, 15, 13, 9, 9, 9, 9, 14, 15, 23, 23, 27, 27, 30, 29, 11, 11, 16, 16, 27, 26, 33, 29, 6, 6, 11, 11, 14, 13, 9, 9, 2, 2, 3, 3, 4, 4, 4, 4, 1, 1, 2, 2, 4, 4, 4, 4, 2, 2, 4, 4, 9, 9, 9, 9, 1, 1, 3, 3, 9, 9, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1),
    (5, 6): (59, 59, 59, 60, 65, 65, 66, 66, 45, 45, 49, 49, 54, 53, 56, 55, 22, 23, 31, 31, 40, 40, 46, 42, 9, 9, 17, 17, 27, 24, 15, 15, 12, 13, 24, 24, 23, 23, 25, 25, 11, 12, 16, 16, 23, 22, 31, 30, 7, 7, 9, 9, 16, 15, 16, 15, 4, 4, 4, 4, 12, 10, 5, 5, 1, 1, 1, 1, 3, 3, 4, 4, 1, 1, 3, 3, 7, 7, 7, 7, 2, 2, 3, 3, 8, 8, 18, 17, 1, 1, 1, 1, 3, 3, 1, 1),
    (5, 7): (65, 66, 68, 68, 78, 78, 81, 80, 49, 49, 60, 60, 63, 63, 66, 66, 31, 31, 39, 39, 47, 47, 51, 50, 12, 13, 20, 20, 26, 25, 41, 33, 7, 9, 11, 11, 19, 19, 21, 21, 9, 9, 15, 15, 20, 20, 28, 27, 5, 6, 9, 9, 16, 16, 14, 14, 3, 3, 5, 5, 9, 9, 15, 12, 0, 0, 1, 1, 2, 2, 2, 2, 1, 1, 2, 2, 5, 5, 7, 7, 1, 1, 2, 2, 5, 5, 14, 13, 1, 1, 2, 2, 2, 2, 14, 12),
    (5, 8): (81, 81, 82, 82, 80, 80, 83, 83, 61, 62, 66, 66, 71, 71, 73, 73, 42, 42, 49, 49, 53, 53, 56, 56, 14, 14, 23, 23, 31, 31, 43, 42, 0, 2, 5, 5, 8, 8, 13, 13, 4, 4, 9, 9, 18, 18, 24, 24, 2, 2, 7, 7, 12, 12, 16, 16, 1, 1, 4, 4, 7, 6, 10, 10, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 3, 3, 6, 6, 0, 0, 1, 1, 4, 4, 7, 7, 0, 0, 1, 1, 2, 2, 9, 9),
    (6, 1): (7, 18, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 5, 16, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2, 8, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 2): (7, 14, 25, 13, 13, 13, 13, 13, 4, 3, 4, 4, 4, 4, 4, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 8, 8, 19, 17, 11, 11, 11, 11, 2, 0, 2, 2, 2, 2, 2, 2, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 2, 1, 9, 9, 4, 4, 4, 4, 1, 0, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 3): (11, 11, 24, 23, 40, 38, 19, 19, 5, 5, 18, 17, 9, 9, 9, 9, 2, 3, 4, 4, 4, 4, 4, 4, 14, 14, 14, 14, 14, 14, 14, 14, 8, 8, 18, 18, 19, 18, 13, 13, 5, 5, 12, 12, 7, 7, 7, 7, 1, 1, 2, 2, 2, 2, 2, 2, 10, 10, 10, 10, 10, 10, 10, 10, 1, 1, 4, 4, 6, 6, 3, 3, 1, 1, 6, 6, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 4): (13, 13, 31, 31, 39, 38, 32, 31, 9, 10, 20, 20, 22, 21, 15, 15, 4, 4, 14, 14, 8, 8, 8, 8, 5, 6, 9, 9, 9, 9, 9, 9, 6, 6, 18, 18, 25, 24, 18, 17, 5, 5, 10, 10, 19, 18, 8, 8, 4, 4, 6, 6, 5, 5, 5, 5, 2, 2, 4, 4, 4, 4, 4, 4, 1, 1, 2, 2, 4, 4, 5, 5, 1, 1, 4, 4, 8, 8, 3, 3, 1, 1, 4, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1),
    (6, 5): (22, 23, 44, 44, 50, 50, 53, 51, 14, 14, 29, 29, 34, 33, 36, 33, 8, 8, 16, 16, 27, 25, 14, 14, 3, 3, 11, 10, 6, 6, 6, 6, 5, 6, 14, 14, 21, 21, 16, 16, 4, 4, 11, 11, 19, 19, 19, 17, 3, 3, 8, 7, 12, 11, 6, 6, 4, 4, 4, 4, 5, 5, 5, 5, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 2, 2, 7, 7, 7, 7, 1, 1, 2, 2, 11, 10, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0),
    (6, 6): (43, 43, 51, 51, 56, 56, 59, 59, 13, 14, 32, 32, 42, 42, 45, 45, 7, 7, 19, 19, 25, 25, 33, 32, 3, 4, 10, 10, 19, 18, 8, 8, 2, 2, 9, 9, 16, 16, 16, 16, 2, 2, 7, 7, 15, 15, 19, 18, 2, 2, 4, 4, 9, 9, 15, 14, 1, 1, 2, 2, 4, 4, 2, 2, 0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 1, 4, 4, 6, 6, 0, 0, 2, 2, 4, 4, 11, 10, 0, 0, 1, 1, 3, 3, 1, 1),
    (8, 1): (5, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 2): (4, 6, 16, 26, 9, 9, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2, 3, 16, 17, 7, 7, 7, 7, 2, 0, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 5, 5, 2, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
    (8, 3): (3, 3, 17, 16, 27, 25, 11, 11, 3, 3, 10, 10, 5, 5, 5, 5, 1, 1, 2, 2, 2, 2, 2, 2, 8, 8, 8, 8, 8, 8, 8, 8, 3, 3, 13, 13, 24, 23, 9, 9, 3, 4, 8, 8, 5, 5, 5, 5, 1, 2, 2, 2, 2, 2, 2, 2, 7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 2, 2, 7, 7, 2, 2, 1, 1, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    (8, 4): (8, 9, 24, 23, 33, 32, 32, 29, 5, 5, 15, 15, 24, 23, 11, 11, 3, 3, 9, 9, 5, 5, 5, 5, 3, 3, 5, 5, 5, 5, 5, 5, 2, 3, 11, 11, 24, 23, 10, 11, 3, 3, 8, 8, 15, 14, 6, 6, 2, 2, 5, 5, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 4, 4, 2, 2, 1, 1, 2, 2, 7, 7, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    (8, 5): (8, 8, 25, 25, 37, 37, 43, 43, 4, 4, 16, 16, 25, 25, 26, 25, 3, 3, 9, 8, 14, 14, 7, 7, 1, 1, 6, 6, 3, 3, 3, 3, 1, 1, 8, 8, 17, 17, 18, 18, 1, 1, 6, 6, 13, 13, 16, 15, 2, 2, 4, 4, 8, 8, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 4, 4, 7, 7, 0, 0, 1, 1, 3, 3, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0),
}
