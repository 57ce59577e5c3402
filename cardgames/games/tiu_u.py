"""Tiu U ("Fishing") -- two or three players fish big tiles out of a face-up pool.

Two sets of Chinese dominoes (64 tiles).  Sixteen tiles lie face up on the table, each
player holds 12 (two players) or 8 (three), and 24 stay face down in the stock
(woodpile).  A turn has two steps: from the hand, capture one table tile with a hand
tile of the same pip total (the supreme ``4-2`` and ``2-1`` also take each other), claim
a locked pile with its fourth identical tile, pile three alike, or pass; then the top
stock tile is drawn face up and *must* capture if it can, else it is laid on the table.
When the stock is empty each catch is scored -- big fish (8+ pips) 2 points a pip, small
fish their red pips rounded up to ten -- and every other player pays each top scorer
the difference (``rules/tiu_u/rules.md``).

Action texts (tiles by code; identical copies are one action):

- ``capture:H,T``   take table tile ``T`` with ``H``: a hand tile at the hand step, the
                    drawn tile at the draw step (``capture:5-3,4-4``)
- ``claim_pile:H``  take a locked pile (three alike) with its fourth copy ``H``, from
                    the hand or the drawn tile (``claim_pile:5-5``)
- ``pile_three:H``  put hand tile ``H`` and the two identical table tiles into a new
                    locked pile (civil codes, the fourth copy not yet in any catch)
- ``bait:H``        only with ``bait_must_be_played``: put hand tile ``H`` on the table
                    instead of passing
- ``pass``          nothing from the hand this turn
- ``lay_sixes`` / ``keep_sixes``  only with ``double_six_auto: false``, right after the
                    deal: a holder of two ``6-6`` lays the pair (pairs) in his catch or
                    keeps them as ordinary hand tiles

The draw itself, a drawn tile that matches nothing going to the table, and (by default)
the double-six pair going to the catch are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``sixes``  a holder of a double-six pair is asked ``lay_sixes`` / ``keep_sixes``
- ``hand``   HAND_STEP: the player's one hand action (capture, claim_pile, pile_three,
             bait or pass)
- ``draw``   DRAW_STEP: the drawn tile (``view["drawn"]``) can capture or claim; the
             player chooses how (``capture:D,T`` / ``claim_pile:D``)
- ``over``   the match (all deals of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``        hand (deal number from 1), dealer and leader (the first player),
                   table (the 16 face-up tiles), hands (per seat; others' hidden: None),
                   counts (tiles per hand), size, stock (24), trump None, trump_card None
- ``sixes_laid``   seat, tiles (``["6-6", "6-6"]``, or four for two pairs), auto (bool:
                   laid at the deal by the rule, or by ``lay_sixes``), points
- ``sixes_kept``   seat
- ``captured``     seat, tile (the hand or drawn tile), target (the table tile), source
                   (``"hand"`` / ``"draw"``), points (the seat's catch_points after)
- ``pile_claimed`` seat, tile (the fourth copy), pile (the three tiles), source, points
- ``piled``        seat, tile (the three alike are ``[tile] * 3``), piles (all piles now)
- ``baited``       seat, tile
- ``passed``       seat
- ``drew``         seat, tile (public: the drawn tile is shown), stock (left after it)
- ``laid``         seat, tile (a drawn tile that captured nothing, now on the table)
- ``hand_scored``  hand, dealer, deltas (the settlement, per seat), scores (the ledger),
                   points (each seat's score), fish (per seat ``{big_pips, big, red,
                   small, score}``), top (the top score), winners (the top scorers),
                   payments (``{payer, payee, amount, reason}``: reason
                   ``"difference_to_top"``, each other seat to each top scorer; with
                   ``settlement: none`` ``"catch"``, from the score sheet, ``party``
                   ``"score"``), result (the ``HandResult`` as data: end ``won``, or
                   ``drawn`` when all scores are equal; how ``top_score``)
- ``match_over``   winners, scores, reason, outcome

The view is ``core/views.py: FishingView``: ``table`` the face-up pool (unordered,
sorted for display), ``row`` [], ``catches`` per seat a list of groups (each capture one
group: a double-six pair ``["6-6", "6-6"]``, a capture ``[hand_or_drawn, table_tile]``,
a claimed pile of four), ``piles`` the locked piles (each three alike), ``pile_counts``
zeros, ``stock`` the tiles left in the stock, ``drawn`` the drawn tile while its player
must choose how it captures (else None), ``catch_points`` each catch's running score as
the end scoring counts it (big fish and rounded small fish).  ``extra``: ``step``
(``"hand"`` / ``"draw"`` / ``"sixes"`` / None), ``first_player``, ``big_pips`` and
``red_pips`` per seat (the catch's big-fish pips and small-fish red pips), ``ledger``
(= ``scores``), ``deals_per_session``, ``unseen`` (code -> copies the viewer has not
seen), ``last_draw`` (``{seat, tile, how}`` of the last draw: how is ``"drawn"`` (still
waiting at the draw step) / ``"laid"`` / ``"captured"`` / ``"claimed"``, or None),
``options`` (the rule options the table explains: ``supreme_match``, ``pile_three_rule``, ``force_hand_capture``,
``bait_must_be_played``, ``big_fish_min_pips``, ``big_fish_points_per_pip``,
``small_fish_round_up_to``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from math import comb
from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core import fields
from cardgames.core.actions import Action
from cardgames.core.cards import Deck, flatten_cards, multiset_problem
from cardgames.core.dealing import deal_constrained
from cardgames.core.events import Event, hands_seen_by
from cardgames.core.game import Game, MatchState, PolicySearch, detached
from cardgames.core.i18n import N_, domain
from cardgames.core.info import FISHING, GameInfo
from cardgames.core.settlement import (
    HandEnd,
    HandResult,
    OutcomeReason,
    Party,
    Payment,
    points,
)
from cardgames.core.views import FishingView

_ = domain("tiu_u").gettext

SETS = 2
DECK: Deck = dom.deck(SETS)
#: the 21 faces in display order (civil high to low, then military): the canonical order
CODES: tuple[str, ...] = tuple(sorted(dom.CODES, key=dom.sort_key))
INDEX = {code: i for i, code in enumerate(CODES)}
N_CODES = len(CODES)
COPIES = {code: DECK.count(code) for code in CODES}
CIVIL = frozenset(c for c in CODES if dom.suit(c) == "civil")
PIPS = {code: dom.pips(code) for code in CODES}
RED = {code: dom.red_pips(code) for code in CODES}
SIXES = "6-6"
SUPREME = ("4-2", "2-1")

TABLE_TILES = 16
STOCK_TILES = 24
HAND_TILES = {2: 12, 3: 8}

SIXES_STEP, HAND, DRAW, OVER = 0, 1, 2, 3
PHASE_NAMES = ("sixes", "hand", "draw", "over")

# action ids: captures are h * 21 + t; then one block of 21 per one-tile verb
CAPTURE = 0
CLAIM = N_CODES * N_CODES
PILE = CLAIM + N_CODES
BAIT = PILE + N_CODES
PASS = BAIT + N_CODES
LAY_SIXES = PASS + 1
KEEP_SIXES = PASS + 2
ONE_TILE_VERBS = {"claim_pile": CLAIM, "pile_three": PILE, "bait": BAIT}
VERBS = ("capture", "claim_pile", "pile_three", "bait", "pass", "lay_sixes", "keep_sixes")


def canonical(codes: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(codes, key=INDEX.__getitem__))


def matches(a: str, b: str, supreme: str = "additive") -> bool:
    """Spec 4.1: the same pip total, or the two halves of gee joon (``4-2`` and ``2-1``).
    ``exclusive``: a supreme tile matches only its partner; ``off``: pips only."""
    gee_joon = {a, b} == set(SUPREME)
    if supreme == "additive":
        return gee_joon or PIPS[a] == PIPS[b]
    if supreme == "exclusive":
        if a in SUPREME or b in SUPREME:
            return gee_joon
        return PIPS[a] == PIPS[b]
    return PIPS[a] == PIPS[b]


def round_up(value: int, unit: int) -> int:
    """``value`` rounded up to a multiple of ``unit`` (0 stays 0)."""
    return -(-value // unit) * unit


def tile_name(code: str) -> str:
    """A tile in words: its name and its code."""
    return _("{name} ({code})").format(name=_(dom.english_name(code)), code=code)


class TiuUGame(Game):
    info = GameInfo(
        id="tiu_u",
        title=N_("Tiu U"),
        tagline=N_("Fish with two domino sets: match pips, land the big fish."),
        family=FISHING,
        deck_family="dominoes",
        player_counts=(2, 3),
        origin=N_("China"),
        success_phrase=N_("you had the top score"),
        review_unit=N_("chips"),
        sample_cards=("6-6", "5-5", "2-1"),
        menu_order=61,
        verbs={
            "capture:H,T": N_("take table tile T with hand or drawn tile H of the same pips "
                              "(4-2 and 2-1 also take each other)"),
            "claim_pile:H": N_("take a locked pile of three with its fourth copy H"),
            "pile_three:H": N_("lock H with the two identical table tiles into a pile of three"),
            "bait:H": N_("put hand tile H on the table instead of passing"),
            "pass": N_("play nothing from the hand this turn"),
            "lay_sixes": N_("lay the pair of Heaven 6-6 in your catch"),
            "keep_sixes": N_("keep the 6-6 pair in your hand"),
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.supreme = o["supreme_match"]
        self.sixes_auto = o["double_six_auto"]
        self.pile_rule = o["pile_three_rule"]
        self.force_capture = o["force_hand_capture"]
        self.bait_rule = o["bait_must_be_played"]
        self.big_min = o["big_fish_min_pips"]
        self.big_per_pip = o["big_fish_points_per_pip"]
        self.round_unit = o["small_fish_round_up_to"]
        self.settle = o["settlement"]
        self.per_chip = o["points_per_chip"]
        self.next_first = o["first_player_next"]
        self.deals = o["deals_per_session"]
        self.hand_tiles = HAND_TILES[self.players]
        #: code -> the codes it matches (spec 4.1, under these options)
        self.match: dict[str, frozenset[str]] = {
            a: frozenset(b for b in CODES if matches(a, b, self.supreme)) for a in CODES}
        #: code -> its worth in a catch: big fish per pip, small fish none (their red pips
        #: are counted and rounded together)
        self.big = {c: PIPS[c] >= self.big_min for c in CODES}
        table: dict[int, Action] = {}
        for h in CODES:
            for t in sorted(self.match[h], key=INDEX.__getitem__):
                table[CAPTURE + INDEX[h] * N_CODES + INDEX[t]] = Action("capture", (h, t))
        for h in CODES:
            if h in CIVIL:  # piles are of civil codes only (the only ones with four copies)
                table[CLAIM + INDEX[h]] = Action("claim_pile", (h,))
                if self.pile_rule:
                    table[PILE + INDEX[h]] = Action("pile_three", (h,))
            if self.bait_rule:
                table[BAIT + INDEX[h]] = Action("bait", (h,))
        table[PASS] = Action("pass")
        if not self.sixes_auto:
            table[LAY_SIXES] = Action("lay_sixes")
            table[KEEP_SIXES] = Action("keep_sixes")
        self._register_actions(table)

    def score_catch(self, catch: Sequence[Sequence[str]]) -> tuple[int, int, int]:
        """Spec 5: (big-fish pips, small-fish red pips, score) of a catch's groups."""
        big = red = 0
        for group in catch:
            for code in group:
                if PIPS[code] >= self.big_min:
                    big += PIPS[code]
                else:
                    red += RED[code]
        return big, red, self.big_per_pip * big + round_up(red, self.round_unit)

    def stack(self, codes: Sequence[str]) -> list[str]:
        """A stacked deck from the top, topped up in canonical order; refused if malformed."""
        return DECK.stack(codes, "a tile of the Chinese domino set (like 6-6, 4-2)", "two sets hold it")

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> TiuUState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        first = self._first_seat(rng, dealer, what="the first player")
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, first)


def deal_hidden(unseen: Counter, sizes: Sequence[int], bounds: Sequence[tuple[int, int]],
                rng: random.Random) -> list[list[str]]:
    """Deal the ``unseen`` tiles to places of ``sizes`` (the other hands, then the stock)
    so place i holds from ``bounds[i][0]`` to ``bounds[i][1]`` copies of 6-6, uniformly
    over the deals that do: the 6-6 split is drawn with its number of deals (the product
    of C(size, k) over the places), the other tiles dealt by ``core/dealing.py``."""
    sixes = unseen[SIXES]
    splits: list[tuple[int, ...]] = [()]
    for size, (low, high) in zip(sizes, bounds, strict=True):
        splits = [split + (k,) for split in splits
                  for k in range(low, min(high, size) + 1) if sum(split) + k <= sixes]
    splits = [split for split in splits if sum(split) == sixes]
    if not splits:  # nothing agrees (a hand-made position): deal the sixes freely
        splits = [tuple(min(size, max(0, sixes - sum(sizes[:i])))
                        for i, size in enumerate(sizes))]
    weights = []
    for split in splits:
        w = 1
        for size, k in zip(sizes, split, strict=True):
            w *= comb(size, k)
        weights.append(w)
    split = rng.choices(splits, weights)[0]
    rest = [code for code in unseen.elements() if code != SIXES]
    rest.sort(key=INDEX.__getitem__)
    counts = [size - k for size, k in zip(sizes, split, strict=True)]
    dealt = deal_constrained(rest, counts, [None] * len(counts), rng)
    return [[SIXES] * k + tiles for k, tiles in zip(split, dealt, strict=True)]


def _hidden_hands(state, seat, hands) -> list[tuple]:
    return [h if s == seat else (None,) * len(h) for s, h in enumerate(hands)]


def _unasked(state, seat: int) -> list[int]:
    """While the holders of double sixes are asked: the seats after the one asked now,
    in order from the first player, but ``seat`` (whether they hold a pair is not known)."""
    if state.phase != SIXES_STEP:
        return []
    n = state.game.players
    order = [(state.first + k) % n for k in range(n)]
    return [s for s in order[order.index(state.current) + 1:] if s != seat]


def _known_bounds(state, seat: int, bounds) -> list[list[int]]:
    unasked = _unasked(state, seat)
    return [[0, 4] if s in unasked else list(b) for s, b in enumerate(bounds)]


_TILE = fields.Code(DECK.codes, none=True)  # None: a tile hidden from a knowledge copy
_CODE = fields.Code(DECK.codes)
_GROUP = fields.ListOf(_CODE, shortest=2, longest=4)
_MONEY = fields.per_seat(fields.Int(-10**9, 10**9))
#: Tiu U's state, declared once, in the order of its snapshot
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(DECK.codes),
    fields.Field("deal_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("first", fields.SEAT),
    fields.Field("current", fields.SEAT),
    fields.Field("hands", fields.per_seat(fields.ListOf(_TILE, longest=12, as_tuple=True)),
                 copy="list", hide=_hidden_hands),
    fields.Field("table", fields.ListOf(_CODE, longest=64), copy="list"),
    # the stock from the top; a knowledge copy keeps its size only
    fields.Field("stock", fields.ListOf(_TILE, longest=STOCK_TILES), copy="list",
                 hide=lambda s, seat, v: [None] * len(v)),
    fields.Field("drawn", fields.Maybe(_CODE)),
    # each locked pile by its code (three alike)
    fields.Field("piles", fields.ListOf(_CODE, longest=21), copy="list"),
    fields.Field("catches", fields.per_seat(fields.ListOf(_GROUP, longest=64)),
                 copy=lambda c: [[list(g) for g in seat] for seat in c]),
    # the seats still to be asked about their double sixes (``double_six_auto: false``)
    fields.Field("sixes_queue", fields.ListOf(fields.SEAT, longest=3, distinct=True), copy="list",
                 hide=lambda s, seat, v: v[:1]),  # who is asked later is not known yet
    # [fewest, most] 6-6 each hand can hold, as everybody knows: after the deal a hand
    # holds at most one unless its player kept a pair (or is still to be asked)
    fields.Field("sixes_bounds", fields.per_seat(fields.Row(fields.Int(0, 4), fields.Int(0, 4))),
                 copy=lambda v: [list(x) for x in v], hide=_known_bounds),
    # codes each seat is believed not to hold: it passed with a matching tile on the table
    fields.Field("lacks", fields.per_seat(fields.ListOf(_CODE, longest=N_CODES, distinct=True)),
                 copy=lambda v: [list(x) for x in v]),
    # [seat, tile, how] of the last draw (how: laid, captured, claimed), or None
    fields.Field("last_draw", fields.Maybe(fields.Row(fields.SEAT, _CODE, fields.Text(
        ("drawn", "laid", "captured", "claimed"))))),
    fields.Field("ledger", _MONEY, copy="list"),
    *fields.match_tail(DECK.codes, "deal_start"),
)


class TiuUState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    HAND_COUNTER = "deal_no"

    # --- setting up -------------------------------------------------------------------------
    def _start(self, game: TiuUGame, rng: random.Random, stacked: list[list[str]], first: int):
        self._open_match(game, rng, stacked)
        self.first = first
        self.ledger = [0] * game.players
        self._deal()

    def _deal(self) -> None:
        """Spec 3: the woodpile of 16 columns of four, taken from one end: four columns
        face up on the table, the hands from the first player on, the rest the stock."""
        game = self.game
        n = game.players
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(DECK.codes)
            self.rng.shuffle(cards)
        size = game.hand_tiles
        self.table = list(canonical(cards[:TABLE_TILES]))
        hands: list[tuple[str, ...]] = [()] * n
        at = TABLE_TILES
        for k in range(n):
            hands[(self.first + k) % n] = canonical(cards[at:at + size])
            at += size
        self.hands = hands
        self.stock = list(cards[at:])
        self.drawn = None
        self.piles = []
        self.catches = [[] for _ in range(n)]
        self.sixes_queue = []
        self.sixes_bounds = [[0, 1] for _ in range(n)]
        self.lacks = [[] for _ in range(n)]
        self.last_draw = None
        self.deal_start = len(self.log)
        self.current = self.first
        self.phase = HAND
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.deal_no + 1, dealer=self.first, leader=self.first,
                table=list(self.table), hands=[list(h) for h in hands], counts=[size] * n,
                size=size, stock=len(self.stock), trump=None, trump_card=None,
            ))
        holders = [(self.first + k) % n for k in range(n)
                   if hands[(self.first + k) % n].count(SIXES) >= 2]
        if game.sixes_auto:
            for seat in holders:
                self._lay_sixes(seat, auto=True)
        elif holders:
            self.sixes_queue = holders
            for seat in holders:
                self.sixes_bounds[seat] = [2, 4]
            self.current = holders[0]
            self.phase = SIXES_STEP

    def _lay_sixes(self, seat: int, auto: bool) -> None:
        """Spec 3.6: two 6-6 go to the catch as a pair; four as two pairs; a third stays."""
        pairs = self.hands[seat].count(SIXES) // 2
        hand = list(self.hands[seat])
        for _k in range(2 * pairs):
            hand.remove(SIXES)
        self.hands[seat] = tuple(hand)
        for _k in range(pairs):
            self.catches[seat].append([SIXES, SIXES])
        if self.record_events:
            self.events.append(Event("sixes_laid", seat=seat, tiles=[SIXES] * (2 * pairs),
                                     auto=auto, points=self.catch_points(seat)))

    # --- the contract (the rest is MatchState's) ----------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.ledger)

    def catch_points(self, seat: int) -> int:
        return self.game.score_catch(self.catches[seat])[2]

    def hand_options(self, seat: int) -> tuple[list[tuple[str, str]], list[str]]:
        """The captures ``(h, t)`` and the pile claims ``h`` open to ``seat``'s hand."""
        match = self.game.match
        on_table = set(self.table)
        captures = []
        claims = []
        piles = self.piles
        for h in dict.fromkeys(self.hands[seat]):
            for t in match[h] & on_table:
                captures.append((h, t))
            if h in piles:
                claims.append(h)
        return captures, claims

    def pile_ok(self, h: str) -> bool:
        """Spec 4.3.3 for a code held: civil, exactly two on the table, the fourth copy
        in no catch (so it is still in a hand or the stock)."""
        if h not in CIVIL or self.table.count(h) != 2:
            return False
        return all(code != h for catch in self.catches for group in catch for code in group)

    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == SIXES_STEP:
            return [LAY_SIXES, KEEP_SIXES]
        game = self.game
        if phase == DRAW:
            d = self.drawn
            row = CAPTURE + INDEX[d] * N_CODES
            on_table = set(self.table)
            ids = [row + INDEX[t] for t in game.match[d] & on_table]
            if d in self.piles:
                ids.append(CLAIM + INDEX[d])
            return sorted(ids)
        seat = self.current
        hand = self.hands[seat]
        captures, claims = self.hand_options(seat)
        ids = [CAPTURE + INDEX[h] * N_CODES + INDEX[t] for h, t in captures]
        ids += [CLAIM + INDEX[h] for h in claims]
        if game.pile_rule and len(self.table) > 1:
            table = self.table
            ids += [PILE + INDEX[h] for h in dict.fromkeys(hand)
                    if h in CIVIL and table.count(h) == 2 and self.pile_ok(h)]
        forced = game.force_capture and (captures or claims)
        if not forced:
            if game.bait_rule and hand:
                ids += [BAIT + INDEX[h] for h in dict.fromkeys(hand)]
            else:
                ids.append(PASS)
        return sorted(ids)

    def apply_id(self, action_id: int) -> None:
        if self.record_events:
            self.log.append(action_id)
        seat = self.current
        if action_id == LAY_SIXES or action_id == KEEP_SIXES:
            if action_id == LAY_SIXES:
                self._lay_sixes(seat, auto=False)
                self.sixes_bounds[seat] = [0, 1]
            elif self.record_events:
                self.events.append(Event("sixes_kept", seat=seat))
            self.sixes_queue.pop(0)
            if self.sixes_queue:
                self.current = self.sixes_queue[0]
            else:
                self.current = self.first
                self.phase = HAND
            return
        if action_id < CLAIM:
            h, t = CODES[action_id // N_CODES], CODES[action_id % N_CODES]
            self._capture(seat, h, t)
        elif action_id < PILE:
            self._claim(seat, CODES[action_id - CLAIM])
        elif action_id < BAIT:
            h = CODES[action_id - PILE]
            self._take_from_hand(seat, h)
            self.table.remove(h)
            self.table.remove(h)
            self.piles.append(h)
            if self.record_events:
                self.events.append(Event("piled", seat=seat, tile=h, piles=list(self.piles)))
        elif action_id < PASS:
            h = CODES[action_id - BAIT]
            self._note_lacks(seat)
            self._take_from_hand(seat, h)
            self._put_on_table(h)
            if self.record_events:
                self.events.append(Event("baited", seat=seat, tile=h))
        else:
            self._note_lacks(seat)
            if self.record_events:
                self.events.append(Event("passed", seat=seat))
        if self.phase == HAND:
            self._draw(seat)
        else:
            self._end_turn()

    def _note_lacks(self, seat: int) -> None:
        """A seat that passes (or baits) with a capture or a claim open probably holds no
        tile that could have made it: everything matching the table or a pile now."""
        lacks = set(self.lacks[seat])
        match = self.game.match
        for t in set(self.table):
            lacks.update(match[t])
        lacks.update(self.piles)
        self.lacks[seat] = sorted(lacks, key=INDEX.__getitem__)

    def _take_from_hand(self, seat: int, h: str) -> None:
        hand = list(self.hands[seat])
        hand.remove(h)
        self.hands[seat] = tuple(hand)
        if h == SIXES:
            low, high = self.sixes_bounds[seat]
            self.sixes_bounds[seat] = [max(0, low - 1), max(0, high - 1)]

    def _put_on_table(self, code: str) -> None:
        table = self.table
        table.append(code)
        table.sort(key=INDEX.__getitem__)

    def _capture(self, seat: int, h: str, t: str) -> None:
        source = "hand" if self.phase == HAND else "draw"
        if source == "hand":
            self._take_from_hand(seat, h)
        else:
            self.drawn = None
            self.last_draw = [seat, h, "captured"]
        self.table.remove(t)
        self.catches[seat].append([h, t])
        if self.record_events:
            self.events.append(Event("captured", seat=seat, tile=h, target=t, source=source,
                                     points=self.catch_points(seat)))

    def _claim(self, seat: int, h: str) -> None:
        source = "hand" if self.phase == HAND else "draw"
        if source == "hand":
            self._take_from_hand(seat, h)
        else:
            self.drawn = None
            self.last_draw = [seat, h, "claimed"]
        self.piles.remove(h)
        self.catches[seat].append([h, h, h, h])
        if self.record_events:
            self.events.append(Event("pile_claimed", seat=seat, tile=h, pile=[h, h, h],
                                     source=source, points=self.catch_points(seat)))

    def _draw(self, seat: int) -> None:
        """Spec 4.4: the top stock tile is shown; it must capture or claim if it can (the
        player's choice among the ways), else it goes to the table by itself."""
        d = self.stock.pop(0)
        if self.record_events:
            self.events.append(Event("drew", seat=seat, tile=d, stock=len(self.stock)))
        if d in self.piles or self.game.match[d] & set(self.table):
            self.drawn = d
            self.last_draw = [seat, d, "drawn"]
            self.phase = DRAW
            return
        self._put_on_table(d)
        self.last_draw = [seat, d, "laid"]
        if self.record_events:
            self.events.append(Event("laid", seat=seat, tile=d))
        self._end_turn()

    def _end_turn(self) -> None:
        if not self.stock:
            self._score_deal()
            return
        self.current = (self.current + 1) % self.game.players
        self.phase = HAND

    # --- scoring ------------------------------------------------------------------------------
    def _score_deal(self) -> None:
        """Spec 5: each catch scored; every other player pays each top scorer the
        difference (``settlement: difference_to_winner``) or the scores go to the ledger
        as points (``none``)."""
        game = self.game
        n = game.players
        fish = []
        for seat in range(n):
            big, red, score = game.score_catch(self.catches[seat])
            fish.append({"big_pips": big, "big": game.big_per_pip * big, "red": red,
                         "small": round_up(red, game.round_unit), "score": score})
        scores = [f["score"] for f in fish]
        top = max(scores)
        winners = [s for s in range(n) if scores[s] == top]
        payments: list[Payment] = []
        if game.settle == "difference_to_winner":
            for payer in range(n):
                amount = (top - scores[payer]) // game.per_chip
                if scores[payer] == top or amount <= 0:
                    continue
                for payee in winners:
                    payments.append(Payment(payer, payee, amount, "difference_to_top"))
        else:
            payments = points([s // game.per_chip for s in scores], "catch")
        result = HandResult.settled(HandEnd.WON if len(winners) < n else HandEnd.DRAWN,
                                    winners if len(winners) < n else (), "top_score",
                                    payments, n)
        deltas = list(result.deltas)
        for seat in range(n):
            self.ledger[seat] += deltas[seat]
        record = {
            "hand": self.deal_no + 1, "dealer": self.first, "points": scores, "fish": fish,
            "top": top, "winners": winners,
            "payments": [p.to_data() for p in payments],
            "deltas": deltas, "scores": list(self.ledger),
        }
        if not self.search_world:  # a search reads the deltas only: spare its playouts
            record["result"] = result.to_data()
        self._file_hand(record)
        if self.search_world:
            self.phase = OVER
            return
        if self.deal_no >= game.deals:
            self._end_match(self.ledger, "deals")
            return
        if game.next_first == "rotate":
            self.first = (self.first + 1) % n
        elif game.next_first == "winner":
            # the top scorer first in the order of play from this deal's first player
            self.first = next(s for s in ((self.first + k) % n for k in range(n))
                              if s in winners)
        else:
            self.first = self.rng.randrange(n)
        self._deal()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """The deal's settlement from its record: the payments to the top scorers."""
        n = len(record["deltas"])
        payments = []
        for x in record["payments"]:
            party = x.get("party", "pot")
            payments.append(Payment(x["payer"], x["payee"], x["amount"], x["reason"],
                                    Party(party)))
        winners = record["winners"]
        end = HandEnd.WON if len(winners) < n else HandEnd.DRAWN
        return HandResult.settled(end, winners if end == HandEnd.WON else (), "top_score",
                                  payments, n)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        return OutcomeReason.HANDS_PLAYED, "deals"

    # --- search -------------------------------------------------------------------------------
    def hand_reward(self, seat: int) -> float:
        """The deal just scored, for ``seat``: its settlement (or, with no settlement, its
        score against the best other score), 0.5 for even, into [0, 1]."""
        if not self.history:
            return 0.5
        record = self.history[-1]
        n = self.game.players
        if self.game.settle == "difference_to_winner":
            value = record["deltas"][seat] * self.game.per_chip
        else:
            pts = record["points"]
            value = (pts[seat] - max(pts[s] for s in range(n) if s != seat)) * (n - 1)
        return min(1.0, max(0.0, 0.5 + value / (400 * (n - 1))))

    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        return seat in self.history[-1]["winners"]

    # --- refusals in the player's words -------------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return _("The match is over.")
        verb, args = action.verb, action.args
        game = self.game
        if verb not in VERBS or (verb in ("lay_sixes", "keep_sixes") and game.sixes_auto) or (
                verb == "bait" and not game.bait_rule) or (
                verb == "pile_three" and not game.pile_rule):
            return _("That is not a Tiu U move. Capture a table tile with a tile of the same "
                     "pips, claim a locked pile with its fourth tile, or pass.")
        wants = 2 if verb == "capture" else 1 if verb in ONE_TILE_VERBS else 0
        if len(args) != wants:
            if wants == 2:
                return _("Name two tiles to capture: your tile first, then the table tile.")
            if wants == 1:
                return _("Name one tile, like 5-5.")
            return _("That move takes no tiles.")
        for code in args:
            if code not in INDEX:
                return _("That is not a tile (tiles are written like 6-6, 5-3, 2-1).")
        seat = self.current
        if self.phase == SIXES_STEP:
            if verb not in ("lay_sixes", "keep_sixes"):
                return _("First say whether you lay your pair of Heaven 6-6 in your catch "
                         "or keep it in your hand.")
            return None
        if verb in ("lay_sixes", "keep_sixes"):
            return _("There is no pair of double sixes to decide about now.")
        if self.phase == DRAW:
            d = self.drawn
            if verb not in ("capture", "claim_pile"):
                return _("You drew {tile}: it must capture a table tile it matches, or claim "
                         "its locked pile.").format(tile=tile_name(d))
            if args[0] != d:
                return _("At the draw you capture with the tile you drew, {tile}.").format(
                    tile=tile_name(d))
        hand = self.hands[seat]
        if verb == "capture":
            h, t = args
            if self.phase == HAND and h not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(h))
            if t not in self.table:
                return _("{tile} is not on the table.").format(tile=tile_name(t))
            if t not in game.match[h]:
                if game.supreme == "exclusive" and (h in SUPREME or t in SUPREME):
                    return _("The supreme tiles 4-2 and 2-1 take only each other.")
                return _("{mine} ({a} pips) can't take {theirs} ({b} pips): a capture needs "
                         "the same pip total.").format(mine=tile_name(h), theirs=tile_name(t),
                                                       a=PIPS[h], b=PIPS[t])
            return None
        if verb == "claim_pile":
            h = args[0]
            if self.phase == HAND and h not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(h))
            if h not in self.piles:
                return _("There is no locked pile of {tile} to claim.").format(tile=tile_name(h))
            return None
        captures, claims = self.hand_options(seat)
        if verb == "pile_three":
            h = args[0]
            if h not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(h))
            if h not in CIVIL:
                return _("Only civil tiles (those with four copies) can be piled.")
            if self.table.count(h) != 2:
                return _("Piling needs exactly two tiles like {tile} on the table.").format(
                    tile=tile_name(h))
            if not self.pile_ok(h):
                return _("The fourth {tile} is already in a catch, so the pile could never "
                         "be claimed.").format(tile=tile_name(h))
            return None
        if game.force_capture and (captures or claims):
            return _("You can capture from your hand, so you must.")
        if verb == "bait":
            h = args[0]
            if h not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(h))
            return None
        # pass
        if game.bait_rule and hand:
            return _("You can't pass with tiles in hand: put one on the table as bait.")
        return None

    # --- what a seat sees ---------------------------------------------------------------------
    def unseen(self, seat: int) -> Counter:
        """Per-code copies ``seat`` has not seen: other hands and the stock."""
        seen = list(self.hands[seat]) + list(self.table) + [p for p in self.piles for _k in "abc"]
        for catch in self.catches:
            for group in catch:
                seen.extend(group)
        if self.drawn is not None:
            seen.append(self.drawn)
        return dom.unseen(seen, SETS)

    def view(self, seat: int) -> FishingView:
        game = self.game
        n = game.players
        current = self.current_player
        scored = [game.score_catch(c) for c in self.catches]
        return FishingView(
            game="tiu_u",
            players=n,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.deal_no + 1,
            hands_scheduled=game.deals,
            dealer=self.first,
            hand=list(self.hands[seat]),
            hand_counts=[len(h) for h in self.hands],
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.ledger),
            history=detached(self.history),
            is_over=self.phase == OVER,
            winners=self.winners,
            table=list(self.table),
            row=[],
            catches=[[list(g) for g in c] for c in self.catches],
            piles=[[p, p, p] for p in self.piles],
            pile_counts=[0] * n,
            stock=len(self.stock),
            drawn=self.drawn,
            catch_points=[s[2] for s in scored],
            extra={
                "step": None if self.phase == OVER else PHASE_NAMES[self.phase],
                "first_player": self.first,
                "big_pips": [s[0] for s in scored],
                "red_pips": [s[1] for s in scored],
                "ledger": list(self.ledger),
                "deals_per_session": game.deals,
                "unseen": {c: k for c, k in sorted(self.unseen(seat).items(),
                                                   key=lambda kv: INDEX[kv[0]]) if k},
                "last_draw": None if self.last_draw is None else {
                    "seat": self.last_draw[0], "tile": self.last_draw[1],
                    "how": self.last_draw[2]},
                "options": {
                    "supreme_match": game.supreme, "pile_three_rule": game.pile_rule,
                    "force_hand_capture": game.force_capture,
                    "bait_must_be_played": game.bait_rule,
                    "big_fish_min_pips": game.big_min,
                    "big_fish_points_per_pip": game.big_per_pip,
                    "small_fish_round_up_to": game.round_unit,
                },
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The 64 tiles: hands, table, stock, the drawn tile, the locked piles, the catches."""
        places: dict[str, list[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["table"] = list(self.table)
        places["stock"] = list(self.stock)
        places["drawn"] = [] if self.drawn is None else [self.drawn]
        places["piles"] = [p for p in self.piles for _k in range(3)]
        for s, catch in enumerate(self.catches):
            places[f"catch:{s}"] = [c for g in catch for c in g]
        return DECK, places

    def _redact(self, event: Event, seat: int) -> Event:
        if event["type"] == "dealt":
            return hands_seen_by(event, seat)
        return event

    # --- copies, knowledge and sampled worlds -------------------------------------------------
    def _knowledge(self, seat: int) -> TiuUState:
        """What ``seat`` knows: its hand and everything face up; other hands and the stock
        keep their sizes only.  The deal's events and actions, no origin, a fresh RNG."""
        return self._known_copy(self._hand_events(seat), seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> TiuUState:
        """The unseen tiles dealt again to the other hands and the stock (their sizes
        known), uniformly among the deals that agree with what the double sixes told
        (:func:`deal_hidden`); the stock shuffled."""
        world = self._world_copy(rng, record_events)
        others = [s for s in range(self.game.players) if s != seat]
        sizes = [len(self.hands[s]) for s in others] + [len(self.stock)]
        bounds = [tuple(self.sixes_bounds[s]) for s in others] + [(0, 4)]
        dealt = deal_hidden(self.unseen(seat), sizes, bounds, rng)
        for s, tiles in zip(others, dealt, strict=False):
            world.hands[s] = canonical(tiles)
        stock = dealt[-1]
        rng.shuffle(stock)
        world.stock = stock
        if world.phase == SIXES_STEP:  # the holders still to be asked, in this world
            later = [s for s in _unasked(world, -1) if world.hands[s].count(SIXES) >= 2]
            world.sixes_queue = [world.current, *later]
            for s in later:
                world.sixes_bounds[s] = [2, 4]
        return world

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the 64 tiles exactly once, the phase and its
        tile, the ledger balanced."""
        super().check_invariants()
        for deck in self.stacked:
            self.game.stack(deck)
        deck, places = self.card_places()
        problem = multiset_problem(deck.multiset(), Counter(flatten_cards(places.values())))
        if problem is not None:
            raise ValueError(f"the tiles are not two sets: {problem}")
        if (self.phase == DRAW) != (self.drawn is not None):
            raise ValueError("a drawn tile waits exactly at the draw step")
        if self.phase == SIXES_STEP and (not self.sixes_queue or self.sixes_queue[0] != self.current):
            raise ValueError("the player asked about double sixes must be the next in line")
        if any(p not in CIVIL for p in self.piles):
            raise ValueError("only civil tiles make locked piles")
        if self.game.settle == "difference_to_winner" and sum(self.ledger) != 0:
            raise ValueError("the ledger does not balance: payments must be zero-sum")


TiuUGame.state_class = TiuUState
GAME = TiuUGame
