"""Tsung Shap ("Fighting tens") -- two players fish pairs and tens at the ends of a row.

One set of Chinese dominoes (32 tiles).  Each player has a private face-down pile of 16
tiles (nobody, the owner included, knows its order: the first player's pile is
``deck[0..15]``, the second's ``deck[16..31]``, each turned in that order).  On his turn
a player turns his next tile face up (automatic, not an action) and either captures with
it at the ends of the face-up row -- a **pair** (the same code as an end tile: 10 points
a pip), a **triple** (with two end tiles, pips a multiple of ten: their pips), a **sweep**
(a triple on a two-tile row: 40) -- or places it at either end.  A capture that empties
the row is followed at once by his next tile, laid as the new row.  A capture he could
have made and didn't may be claimed by the opponent at the start of the opponent's next
turn.  When a player has turned his last tile the opponent gets a last claim and the
game is scored; a match is a session of ``games_per_match`` games, the first player
alternating (``rules/tsung_shap/rules.md``).  The match's ``scores`` are games won
(``settlement: none``) or chips won and lost (``settlement: difference``).

``variant: four_in_hand``: the 32 tiles are one common face-down stock; each player holds
four tiles (seen by their owner only), plays one of his choice instead of turning blindly,
then draws back to four while the stock lasts; the restart tile after an emptied row comes
from the stock (none when it is empty); the game ends when both hands are empty.

Capture options (the revealed tile ``t`` against the row before it is placed; L1/L2 the
two leftmost tiles, R1/R2 the two rightmost), named, in this order:

- ``pair,left`` (t + L1), ``pair,right`` (t + R1),
- ``triple,left`` (t + L1 + L2), ``triple,right`` (t + R1 + R2), ``triple,ends``
  (t + L1 + R1), row of 3 or more tiles,
- ``sweep`` (t + both tiles of a two-tile row).

Two options taking the same codes and leaving the same row are one option, named by the
first of them in that order (a one-tile row's pair is ``pair,left``).

Action texts:

- ``capture:<option>``  take that option, e.g. ``capture:pair,left``, ``capture:sweep``
- ``place:left`` / ``place:right``  lay the revealed tile at that end (always legal; if
                        it could capture, its options become *missed* options)
- ``claim:<option>``    at the start of one's turn, take an option the opponent missed,
                        named as it was when missed (``claim:triple,left``)
- ``decline``           leave the missed options (they expire)
- ``play:CODE``         ``variant: four_in_hand`` only: play a tile of one's hand (it
                        becomes the revealed tile, then ``capture``/``place`` as usual)

The reveal, the restart tile after a capture that empties the row, the end of a game and
(with ``auto_capture``) the best capture are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``claim``    CLAIM_STEP: the player to act may ``claim:<option>`` or ``decline``
               (only when the opponent's last tile missed a capture; also the final claim
               after the opponent's last tile)
- ``play``     ``four_in_hand`` only: the player chooses a hand tile (``play:CODE``)
- ``resolve``  RESOLVE: the revealed tile (``view["drawn"]``) is captured with or placed
- ``over``     the match (every game of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``      hand (game number from 1), dealer and leader (the first player), piles
                 (each seat's face-down pile count), stock (common stock count, 0 in the
                 classic game), hands (``four_in_hand``: each seat's hand, the other
                 seat's None as a seat sees it; else empty lists), counts (hand sizes),
                 size, trump None, trump_card None
- ``revealed``   seat, tile, source (``"pile"``, or ``"hand"`` for ``play:CODE``), piles,
                 stock, options (``[{name, kind, tiles, taken, points, ends}]``: the
                 capture options of the tile; ``tiles`` the whole group, ``taken`` the row
                 tiles); with ``auto_capture`` a ``captured`` (auto true) follows at once
- ``captured``   seat, option (name), kind (``pair``/``triple``/``sweep``), tiles (the
                 group, revealed tile first), taken (the row tiles it took), points,
                 auto (bool: taken by ``auto_capture``), catch_points (per seat), row
- ``placed``     seat, tile, side (``left``/``right``), row, missed (option names left
                 open to a claim; [] when none or when claims are off)
- ``restarted``  seat, tile (the next tile laid as the new row after the row emptied),
                 source (``"pile"`` / ``"stock"``), row, piles, stock
- ``claimed``    seat, option, kind, tiles, taken, points, catch_points, row
- ``declined``   seat, options (the names that expire)
- ``drew``       ``four_in_hand``: seat, tiles (the tiles drawn back to four; None for
                 the other seat), count, stock
- ``hand_scored`` hand, dealer, points (each seat's total), groups (per seat ``[{kind,
                 tiles, points}]``), row (left at the end: scores nothing), deltas,
                 scores, winners ([] on a draw), how (``"points"`` / ``"draw"``),
                 payments, result (the ``HandResult`` as data)
- ``match_over`` winners, scores, reason (``"games"``), outcome

The view is ``core/views.py: FishingView``: ``row`` the line left to right, ``table``
[], ``catches`` per seat a list of groups (each capture one group, revealed tile first),
``piles`` [], ``pile_counts`` each seat's face-down tiles left, ``stock`` 0 (the common
stock's count in ``four_in_hand``), ``drawn`` the revealed tile waiting to be resolved
(else None), ``catch_points`` each seat's points so far, ``hand`` the viewer's hand
(``four_in_hand``; else []).  ``extra``:

- ``step``           ``"claim"`` / ``"play"`` / ``"resolve"`` / None
- ``options``        the revealed tile's capture options ``[{name, kind, tiles, taken,
                     points, ends}]`` (``ends``: ``["left"]``, ``["right"]`` or both, where
                     the taken row tiles are) -- for every viewer, [] when none
- ``missed``         the options open to a claim now ``[{name, kind, tiles, taken,
                     points, ends}]`` ([] when none); ``missed_by`` the seat that missed them
- ``catch_kinds``    per seat, each group's kind (parallel to ``catches``)
- ``catch_group_points``  per seat, each group's points
- ``first_player``, ``game_number``, ``games_per_match``, ``variant``
- ``unseen``         code -> copies not yet face up (nor in the viewer's hand)
- ``last_move``      ``{seat, what, option, side, tile}`` of the last move, or None
- ``rules``          the options the table explains: ``pair_rule``, ``auto_capture``,
                     ``claim_missed``, ``sweep_points``, ``sweep_adds_pips``,
                     ``single_tile_pair_is_sweep``, ``pair_multiplier``, ``settlement``,
                     ``points_per_chip``
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core import fields
from cardgames.core.actions import Action
from cardgames.core.cards import Deck, flatten_cards, multiset_problem
from cardgames.core.dealing import deal_constrained
from cardgames.core.events import Event, hands_seen_by, with_fields
from cardgames.core.game import Game, MatchState, PolicySearch, detached
from cardgames.core.i18n import N_, domain
from cardgames.core.info import FISHING, GameInfo
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, Party, Payment
from cardgames.core.views import FishingView

_ = domain("tsung_shap").gettext

CLAIM, PLAY, RESOLVE, OVER = 0, 1, 2, 3
PHASE_NAMES = ("claim", "play", "resolve", "over")
PLAYERS = 2
PILE = 16
HAND = 4  # four_in_hand's hand

DECK: Deck = dom.deck()
CODES: tuple[str, ...] = tuple(sorted(dom.CODES, key=dom.sort_key))
ORDER = {code: i for i, code in enumerate(CODES)}
PIPS = {code: dom.pips(code) for code in CODES}
_PACK = DECK.multiset()

#: the options' names, in the order that names a merged option (spec 4.2)
OPTION_NAMES = ("pair,left", "pair,right", "triple,left", "triple,right", "triple,ends", "sweep")
OPTION_INDEX = {name: i for i, name in enumerate(OPTION_NAMES)}
#: auto_capture's order among options of equal points (spec 4.2)
AUTO_ORDER = {name: i for i, name in enumerate(
    ("pair,left", "pair,right", "triple,left", "triple,ends", "triple,right", "sweep"))}
KINDS = ("pair", "triple", "sweep")
SIDES = ("left", "right")

# action ids
CAPTURE = 0                       # + option index
PLACE_LEFT, PLACE_RIGHT = 6, 7
CLAIM_BASE = 8                    # + option index
DECLINE = 14
PLAY_BASE = 15                    # + ORDER[code]


def option_words(name: str) -> str:
    """An option in a player's words."""
    return {
        "pair,left": _("the pair with the left end tile"),
        "pair,right": _("the pair with the right end tile"),
        "triple,left": _("the ten with the two tiles at the left end"),
        "triple,right": _("the ten with the two tiles at the right end"),
        "triple,ends": _("the ten with both end tiles"),
        "sweep": _("the sweep of both row tiles"),
    }[name]


def tile_name(code: str) -> str:
    return _("{name} ({code})").format(name=_(dom.english_name(code)), code=code)


def pairs_with(a: str, b: str, chinese: bool) -> bool:
    """Do ``a`` and ``b`` make a pair (spec 4.1, 7.1)?"""
    return a == b or (chinese and dom.chinese_partner(a) == b)


def capture_options(row: Sequence[str], tile: str, chinese: bool = False
                    ) -> list[tuple[str, str, int, int]]:
    """C(t) on ``row`` (before the tile is placed), spec 4.1: ``(name, kind, left, right)``,
    ``left``/``right`` the row tiles taken from each end.  Options that take the same codes
    and leave the same row are one, named by the first in ``OPTION_NAMES``.

    >>> capture_options(["6-1", "3-3", "5-5"], "2-1")
    [('triple,ends', 'triple', 1, 1)]
    >>> capture_options(["3-3", "4-4"], "3-3")
    [('pair,left', 'pair', 1, 0), ('sweep', 'sweep', 1, 1)]
    """
    n = len(row)
    if n == 0:
        return []
    found = []
    first, last = row[0], row[-1]
    if pairs_with(tile, first, chinese):
        found.append(("pair,left", "pair", 1, 0))
    if pairs_with(tile, last, chinese):
        found.append(("pair,right", "pair", 0, 1))
    pips = PIPS[tile]
    if n == 2:
        if (pips + PIPS[first] + PIPS[last]) % 10 == 0:
            found.append(("sweep", "sweep", 1, 1))
    elif n >= 3:
        if (pips + PIPS[first] + PIPS[row[1]]) % 10 == 0:
            found.append(("triple,left", "triple", 2, 0))
        if (pips + PIPS[last] + PIPS[row[-2]]) % 10 == 0:
            found.append(("triple,right", "triple", 0, 2))
        if (pips + PIPS[first] + PIPS[last]) % 10 == 0:
            found.append(("triple,ends", "triple", 1, 1))
    if len(found) < 2:
        return found
    out = []
    seen = set()
    for option in found:
        _name, _kind, left, right = option
        key = (tuple(sorted(list(row[:left]) + list(row[n - right:]))), tuple(row[left:n - right]))
        if key not in seen:
            seen.add(key)
            out.append(option)
    return out


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    return []


class TsungShapGame(Game):
    info = GameInfo(
        id="tsung_shap",
        title=N_("Tsung Shap"),
        tagline=N_("Fighting tens: pairs and tens at the ends of a domino row."),
        family=FISHING,
        deck_family="dominoes",
        player_counts=(2,),
        origin=N_("China"),
        success_phrase=N_("you won the game"),
        sample_cards=("6-6", "5-5", "6-4"),
        menu_order=65,
        verbs={
            "capture:OPTION": N_("take tiles with the revealed tile: pair,left, pair,right, "
                                 "triple,left, triple,right, triple,ends or sweep"),
            "place:SIDE": N_("lay the revealed tile at the left or right end of the row"),
            "claim:OPTION": N_("take a capture the opponent missed, named as it was missed"),
            "decline": N_("leave the missed captures"),
            "play:CODE": N_("four in hand: play a tile from your hand"),
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.chinese = o["pair_rule"] == "chinese"
        self.auto_capture = o["auto_capture"]
        self.claims = o["claim_missed"] and not o["auto_capture"]
        self.sweep_points = o["sweep_points"]
        self.sweep_adds_pips = o["sweep_adds_pips"]
        self.single_pair_sweep = o["single_tile_pair_is_sweep"]
        self.pair_multiplier = o["pair_multiplier"]
        self.difference = o["settlement"] == "difference"
        self.points_per_chip = o["points_per_chip"]
        self.first_next = o["first_player_next"]
        self.four = o["variant"] == "four_in_hand"
        self.games = o["games_per_match"]
        table = {}
        for i, name in enumerate(OPTION_NAMES):
            table[CAPTURE + i] = Action("capture", tuple(name.split(",")))
            table[CLAIM_BASE + i] = Action("claim", tuple(name.split(",")))
        table[PLACE_LEFT] = Action("place", ("left",))
        table[PLACE_RIGHT] = Action("place", ("right",))
        table[DECLINE] = Action("decline")
        if self.four:
            for code in CODES:
                table[PLAY_BASE + ORDER[code]] = Action("play", (code,))
        self._register_actions(table)

    def score_of(self, kind: str, tiles: Sequence[str]) -> int:
        """A capture group's points (spec 5, 8)."""
        pips = sum(PIPS[c] for c in tiles)
        if kind == "pair":
            return self.pair_multiplier * pips
        if kind == "sweep":
            return self.sweep_points + (pips if self.sweep_adds_pips else 0)
        return pips

    def stack(self, codes: Sequence[str]) -> list[str]:
        """A stacked deck from the top, topped up in canonical order; refused if malformed."""
        return DECK.stack(codes, "a tile of the Chinese domino set (like 6-6, 4-2)", "the set holds it")

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> TsungShapState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        first = self._first_seat(rng, dealer, what="the first player")
        for d in stacked:
            self.stack(d)
        return self._begin(origin, rng, stacked, first)


def canonical(codes: Sequence[str]) -> list[str]:
    return sorted(codes, key=ORDER.__getitem__)


def _hide_piles(state, seat, piles):
    """Nobody knows a pile's order, its owner included (classic); in four in hand a seat
    knows its own hand only."""
    if state.game.four:
        return [list(p) if s == seat else [None] * len(p) for s, p in enumerate(piles)]
    return [[None] * len(p) for p in piles]


_CODE = fields.Code(DECK.codes)
_TILE = fields.Code(DECK.codes, none=True)  # None: a tile hidden from a knowledge copy
_GROUP = fields.ListOf(_CODE, shortest=2, longest=3)
_POINTS = fields.Int(0, 10**6)
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(DECK.codes),
    fields.Field("hand_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("first", fields.SEAT),
    fields.Field("current", fields.SEAT),
    # classic: each seat's face-down pile, next tile first; four in hand: each hand, sorted
    fields.Field("piles", fields.per_seat(fields.ListOf(_TILE, longest=PILE)), copy="nested",
                 hide=_hide_piles),
    # four in hand: the common stock, next tile first
    fields.Field("stock", fields.ListOf(_TILE, longest=32), copy="list",
                 hide=lambda s, seat, v: [None] * len(v)),
    fields.Field("row", fields.ListOf(_CODE, longest=32), copy="list"),
    fields.Field("drawn", fields.Maybe(_CODE)),
    # per seat: [kind, tiles (revealed tile first), points]
    fields.Field("catches", fields.per_seat(fields.ListOf(fields.Row(
        fields.Text(KINDS), _GROUP, _POINTS), longest=16)),
        copy=lambda c: [[[k, list(t), p] for k, t, p in groups] for groups in c]),
    # the options open to a claim: [name, kind, from the left, from the right, points, tiles]
    fields.Field("missed", fields.ListOf(fields.Row(
        fields.Text(OPTION_NAMES), fields.Text(KINDS), fields.Int(0, 3), fields.Int(0, 3),
        _POINTS, _GROUP), longest=len(OPTION_NAMES)),
        copy=lambda m: [[n, k, a, b, p, list(t)] for n, k, a, b, p, t in m]),
    fields.Field("missed_by", fields.SEAT_OR_NONE),
    fields.Field("score", fields.per_seat(fields.Int(-10**9, 10**9)), copy="list"),
    # [seat, what, option name or "", side or "", tile or None]
    fields.Field("last_move", fields.Maybe(fields.Row(
        fields.SEAT, fields.Text(("captured", "placed", "claimed", "declined", "played")),
        fields.Text(("", *OPTION_NAMES)), fields.Text(("", *SIDES)), fields.Maybe(_CODE))),
        copy="list?"),
    *fields.match_tail(DECK.codes),
)


class TsungShapState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    HAND_COUNTER = "hand_no"

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: TsungShapGame, rng: random.Random, stacked: list[list[str]],
               first: int) -> None:
        self._open_match(game, rng, stacked)
        self.first = first
        self.score = [0] * PLAYERS
        self._deal()

    def _deal(self) -> None:
        game = self.game
        if self.stacked:
            tiles = game.stack(self.stacked.pop(0))
        else:
            tiles = list(DECK.codes)
            self.rng.shuffle(tiles)
        first, second = self.first, 1 - self.first
        piles: list[list[str]] = [[], []]
        if game.four:
            piles[first] = canonical(tiles[:HAND])
            piles[second] = canonical(tiles[HAND:2 * HAND])
            self.stock = tiles[2 * HAND:]
        else:
            piles[first] = tiles[:PILE]
            piles[second] = tiles[PILE:2 * PILE]
            self.stock = []
        self.piles = piles
        self.row = []
        self.drawn = None
        self.catches = [[], []]
        self.missed = []
        self.missed_by = -1
        self.last_move = None
        self.current = first
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=first, leader=first,
                piles=[0, 0] if game.four else [PILE, PILE], stock=len(self.stock),
                hands=[list(p) for p in piles] if game.four else [[], []],
                counts=[len(p) for p in piles] if game.four else [0, 0],
                size=HAND if game.four else 0, trump=None, trump_card=None))
        self._begin_turn(first)

    # --- the turn -------------------------------------------------------------------------
    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        if self.game.four:
            self.phase = PLAY
        else:
            self._reveal(seat, self.piles[seat].pop(0), "pile")

    def options(self) -> list[tuple[str, str, int, int]]:
        """The revealed tile's capture options (none when no tile waits)."""
        if self.drawn is None:
            return []
        return capture_options(self.row, self.drawn, self.game.chinese)

    def _option_record(self, option: tuple[str, str, int, int], tile: str) -> dict[str, Any]:
        name, kind, left, right = option
        row = self.row
        taken = row[:left] + row[len(row) - right:]
        group = [tile, *taken]
        kind = self._scored_kind(kind, len(row))
        ends = [s for s, k in (("left", left), ("right", right)) if k]
        return {"name": name, "kind": kind, "tiles": group, "taken": taken,
                "points": self.game.score_of(kind, group), "ends": ends}

    def _scored_kind(self, kind: str, row_length: int) -> str:
        if kind == "pair" and row_length == 1 and self.game.single_pair_sweep:
            return "sweep"
        return kind

    def _reveal(self, seat: int, tile: str, source: str) -> None:
        self.drawn = tile
        self.phase = RESOLVE
        options = self.options()
        if self.record_events:
            self.events.append(Event(
                "revealed", seat=seat, tile=tile, source=source, piles=self.pile_counts(),
                stock=len(self.stock), options=[self._option_record(o, tile) for o in options]))
        if options and self.game.auto_capture:
            self._capture(seat, self.best_option(options, tile), auto=True)

    def best_option(self, options, tile: str) -> tuple[str, str, int, int]:
        """auto_capture's choice: the most points, then pair before triple or sweep, then
        the left end (spec 4.2)."""
        def key(option):
            record = self._option_record(option, tile)
            return (-record["points"], 0 if option[1] == "pair" else 1, AUTO_ORDER[option[0]])
        return min(options, key=key)

    def pile_counts(self) -> list[int]:
        return [0, 0] if self.game.four else [len(p) for p in self.piles]

    def _take(self, seat: int, name: str, kind: str, left: int, right: int, tiles: list[str],
              verb: str, auto: bool = False) -> None:
        """Remove the group's row tiles from the ends and keep it as ``seat``'s catch."""
        row = self.row
        n = len(row)
        row_length = n - (1 if verb == "claimed" else 0)  # a claimed group's tile is in the row
        taken = row[:left] + row[n - right:]
        self.row = row[left:n - right]
        kind = self._scored_kind(kind, row_length) if verb == "captured" else kind
        points = self.game.score_of(kind, tiles)
        self.catches[seat].append([kind, list(tiles), points])
        if self.record_events:
            fields_ = {"seat": seat, "option": name, "kind": kind, "tiles": list(tiles),
                       "taken": taken, "points": points}
            if verb == "captured":
                fields_["auto"] = auto
            fields_["catch_points"] = self.catch_points()
            fields_["row"] = list(self.row)
            self.events.append(Event(verb, **fields_))

    def _capture(self, seat: int, option: tuple[str, str, int, int], auto: bool = False) -> None:
        name, kind, left, right = option
        tile = self.drawn
        row = self.row
        tiles = [tile, *row[:left], *row[len(row) - right:]]
        self.drawn = None
        self._take(seat, name, kind, left, right, tiles, "captured", auto)
        self.last_move = [seat, "captured", name, "", tile]
        if not self.row:
            self._restart(seat)
        self._end_turn(seat)

    def _restart(self, seat: int) -> None:
        """After a capture that empties the row, the next tile starts a new row (spec 4.2)."""
        if self.game.four:
            if not self.stock:
                return
            tile, source = self.stock.pop(0), "stock"
        else:
            if not self.piles[seat]:
                return
            tile, source = self.piles[seat].pop(0), "pile"
        self.row = [tile]
        if self.record_events:
            self.events.append(Event("restarted", seat=seat, tile=tile, source=source,
                                     row=[tile], piles=self.pile_counts(), stock=len(self.stock)))

    def _place(self, seat: int, side: int) -> None:
        tile = self.drawn
        options = self.options()
        records = [self._option_record(o, tile) for o in options]  # on the row before
        self.drawn = None
        if side == 0:
            self.row = [tile, *self.row]
        else:
            self.row = [*self.row, tile]
        self.missed = []
        self.missed_by = -1
        if options and self.game.claims:
            for option, record in zip(options, records, strict=True):
                name, _kind, left, right = option
                if side == 0:
                    left += 1
                else:
                    right += 1
                self.missed.append([name, record["kind"], left, right, record["points"],
                                    record["tiles"]])
            self.missed_by = seat
        self.last_move = [seat, "placed", "", SIDES[side], tile]
        if self.record_events:
            self.events.append(Event("placed", seat=seat, tile=tile, side=SIDES[side],
                                     row=list(self.row), missed=[m[0] for m in self.missed]))
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        game = self.game
        if game.four:
            hand = self.piles[seat]
            drawn = []
            while len(hand) + len(drawn) < HAND and self.stock:
                drawn.append(self.stock.pop(0))
            if drawn:
                self.piles[seat] = canonical(hand + drawn)
                if self.record_events:
                    self.events.append(Event("drew", seat=seat, tiles=canonical(drawn),
                                             count=len(drawn), stock=len(self.stock)))
        if self.missed:
            self.phase = CLAIM
            self.current = 1 - seat
            return
        self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        """After ``seat``'s turn (and the opponent's claim step, if any)."""
        other = 1 - seat
        if self.game.four:
            if self.piles[other]:
                self._begin_turn(other)
            elif self.piles[seat]:
                self._begin_turn(seat)
            else:
                self._score_game()
        elif not self.piles[seat]:
            self._score_game()  # he has turned his last tile (spec 4.2, 6)
        else:
            self._begin_turn(other)

    def _claim(self, seat: int, name: str | None) -> None:
        missed, by = self.missed, self.missed_by
        self.missed = []
        self.missed_by = -1
        if name is None:
            self.last_move = [seat, "declined", "", "", None]
            if self.record_events:
                self.events.append(Event("declined", seat=seat, options=[m[0] for m in missed]))
        else:
            entry = next(m for m in missed if m[0] == name)
            _name, kind, left, right, _points, tiles = entry
            self._take(seat, name, kind, left, right, tiles, "claimed")
            self.last_move = [seat, "claimed", name, "", tiles[0]]
        self._next_turn(by)

    # --- scoring ---------------------------------------------------------------------------
    def catch_points(self) -> list[int]:
        return [sum(p for _k, _t, p in groups) for groups in self.catches]

    def _score_game(self) -> None:
        game = self.game
        points = self.catch_points()
        first = self.first
        if points[0] == points[1]:
            winners: list[int] = []
        else:
            winners = [0 if points[0] > points[1] else 1]
        payments: list[dict[str, Any]] = []
        if winners:
            w = winners[0]
            if game.difference:
                chips = (points[w] - points[1 - w]) // game.points_per_chip
                if chips > 0:
                    payments.append({"payer": 1 - w, "payee": w, "amount": chips,
                                     "reason": "difference"})
            else:
                payments.append({"payer": None, "payee": w, "amount": 1, "reason": "game_won",
                                 "party": "score"})
        deltas = [0] * PLAYERS
        for p in payments:
            if p["payer"] is not None:
                deltas[p["payer"]] -= p["amount"]
            deltas[p["payee"]] += p["amount"]
        for s in range(PLAYERS):
            self.score[s] += deltas[s]
        record = {
            "hand": self.hand_no + 1, "dealer": first, "points": points,
            "groups": [[{"kind": k, "tiles": list(t), "points": p} for k, t, p in groups]
                       for groups in self.catches],
            "row": list(self.row), "deltas": deltas, "scores": list(self.score),
            "winners": winners, "how": "points" if winners else "draw",
            "payments": payments,
        }
        if not self.search_world:
            record["result"] = self._hand_result(record).to_data()
        self._file_hand(record)
        self.drawn = None
        if self.search_world:
            self.phase = OVER
            return
        if self.hand_no >= game.games:
            self._end_match(self.score, "games")
            return
        if game.first_next == "winner" and winners:
            self.first = winners[0]
        elif game.first_next == "random":
            self.first = self.rng.randrange(PLAYERS)
        else:
            self.first = 1 - first
        self._deal()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        payments = [Payment(p["payer"], p["payee"], p["amount"], p["reason"],
                            Party.SCORE if p["payer"] is None else Party.POT)
                    for p in record["payments"]]
        winners = record["winners"]
        return HandResult.settled(HandEnd.WON if winners else HandEnd.DRAWN, winners,
                                  record["how"], payments, PLAYERS)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        return OutcomeReason.HANDS_PLAYED, ""

    @property
    def scores(self) -> list[int]:
        return list(self.score)

    # --- the contract ---------------------------------------------------------------------
    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == RESOLVE:
            return [CAPTURE + OPTION_INDEX[o[0]] for o in self.options()] + [PLACE_LEFT,
                                                                             PLACE_RIGHT]
        if phase == CLAIM:
            return [CLAIM_BASE + OPTION_INDEX[m[0]] for m in self.missed] + [DECLINE]
        if phase == PLAY:
            return [PLAY_BASE + ORDER[c] for c in dict.fromkeys(self.piles[self.current])]
        return []

    def apply_id(self, action_id: int) -> None:
        if self.record_events:
            self.log.append(action_id)
        seat = self.current
        if action_id < PLACE_LEFT:
            name = OPTION_NAMES[action_id - CAPTURE]
            option = next(o for o in self.options() if o[0] == name)
            self._capture(seat, option)
        elif action_id <= PLACE_RIGHT:
            self._place(seat, action_id - PLACE_LEFT)
        elif action_id < DECLINE:
            self._claim(seat, OPTION_NAMES[action_id - CLAIM_BASE])
        elif action_id == DECLINE:
            self._claim(seat, None)
        else:
            code = CODES[action_id - PLAY_BASE]
            self.piles[seat].remove(code)
            self.last_move = [seat, "played", "", "", code]
            self._reveal(seat, code, "hand")

    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return _("The match is over.")
        verb, args = action.verb, action.args
        game = self.game
        if verb not in ("capture", "place", "claim", "decline", "play"):
            return _("That is not a Tsung Shap move: capture with the revealed tile, place it "
                     "at an end of the row, claim a capture your opponent missed, or decline.")
        if verb == "play" and not game.four:
            return _("In this game your tiles are turned from your face-down pile: there is no "
                     "hand to play from.")
        if self.phase == CLAIM and verb not in ("claim", "decline"):
            return _("First claim the capture your opponent missed, or decline it.")
        if verb in ("claim", "decline") and self.phase != CLAIM:
            return _("There is no missed capture to claim now.")
        if self.phase == PLAY and verb != "play":
            return _("First play a tile from your hand.")
        if verb == "play":
            if self.phase != PLAY:
                return _("Your tile is already played: capture with it or place it at an end.")
            if len(args) != 1 or args[0] not in ORDER:
                return _("Name one tile of your hand (tiles are written like 6-6, 5-4, 2-1).")
            if args[0] not in self.piles[self.current]:
                return _("You don't hold {tile}.").format(tile=tile_name(args[0]))
            return None
        if verb == "decline":
            return None if not args else _("Declining takes no tile or end.")
        if verb == "place":
            if len(args) != 1 or args[0] not in SIDES:
                return _("Place the tile at the left or the right end of the row.")
            return None
        name = ",".join(args)
        if name not in OPTION_INDEX:
            return _("There is no such capture: a pair or a ten is named by the end tiles it "
                     "takes.")
        if verb == "claim":
            if name not in [m[0] for m in self.missed]:
                open_ = ", ".join(option_words(m[0]) for m in self.missed)
                return _("Your opponent did not miss {option}; you may claim {open}.").format(
                    option=option_words(name), open=open_)
            return None
        options = [o[0] for o in self.options()]
        if name not in options:
            tile = tile_name(self.drawn)
            if not options:
                return _("{tile} takes nothing here: place it at an end of the row.").format(
                    tile=tile)
            return _("{tile} can't take {option}; it can take {open}.").format(
                tile=tile, option=option_words(name),
                open=", ".join(option_words(o) for o in options))
        return None

    # --- search ---------------------------------------------------------------------------
    def hand_reward(self, seat: int) -> float:
        """The game just finished, for ``seat``: mostly the result (won 1, drawn 0.5, lost
        0), a little the margin in points, so a search prefers a safer win."""
        if not self.history:
            return 0.5
        record = self.history[-1]
        winners = record["winners"]
        result = 0.5 if not winners else (1.0 if seat in winners else 0.0)
        points = record["points"]
        margin = max(-1.0, min(1.0, (points[seat] - points[1 - seat]) / 400))
        return 0.8 * result + 0.1 * (1 + margin)

    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        return seat in self.history[-1]["winners"]

    # --- what a seat sees -------------------------------------------------------------------
    def unseen(self, seat: int) -> Counter:
        """Copies of each code ``seat`` has not seen face up (nor in its own hand)."""
        seen = list(self.row)
        for groups in self.catches:
            for _k, tiles, _p in groups:
                seen.extend(tiles)
        if self.drawn is not None:
            seen.append(self.drawn)
        if self.game.four:
            seen.extend(c for c in self.piles[seat] if c is not None)
        left = _PACK.copy()
        for code in seen:
            left[code] -= 1
        return left

    def option_view(self, entry) -> dict[str, Any]:
        name, kind, left, right, points, tiles = entry
        return {"name": name, "kind": kind, "tiles": list(tiles), "taken": list(tiles[1:]),
                "points": points, "ends": [s for s, k in (("left", left), ("right", right)) if k]}

    def view(self, seat: int) -> FishingView:
        game = self.game
        current = self.current_player
        tile = self.drawn
        return FishingView(
            game="tsung_shap",
            players=PLAYERS,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + (0 if self.phase == OVER else 1),
            hands_scheduled=game.games,
            dealer=self.first,
            hand=list(self.piles[seat]) if game.four else [],
            hand_counts=[len(p) for p in self.piles] if game.four else [0, 0],
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.score),
            history=detached(self.history),
            is_over=self.phase == OVER,
            winners=self.winners,
            table=[],
            row=list(self.row),
            catches=[[list(t) for _k, t, _p in groups] for groups in self.catches],
            piles=[],
            pile_counts=self.pile_counts(),
            stock=len(self.stock),
            drawn=tile,
            catch_points=self.catch_points(),
            extra={
                "step": None if self.phase == OVER else PHASE_NAMES[self.phase],
                "options": [self._option_record(o, tile) for o in self.options()],
                "missed": [self.option_view(m) for m in self.missed],
                "missed_by": self.missed_by if self.missed else None,
                "catch_kinds": [[k for k, _t, _p in groups] for groups in self.catches],
                "catch_group_points": [[p for _k, _t, p in groups] for groups in self.catches],
                "first_player": self.first,
                "game_number": self.hand_no + (0 if self.phase == OVER else 1),
                "games_per_match": game.games,
                "variant": "four_in_hand" if game.four else "classic",
                "unseen": {code: n for code, n in sorted(self.unseen(seat).items(),
                                                         key=lambda kv: ORDER[kv[0]]) if n > 0},
                "last_move": None if self.last_move is None else dict(zip(
                    ("seat", "what", "option", "side", "tile"), self.last_move, strict=True)),
                "rules": {key: game.options[key] for key in (
                    "pair_rule", "auto_capture", "claim_missed", "sweep_points",
                    "sweep_adds_pips", "single_tile_pair_is_sweep", "pair_multiplier",
                    "settlement", "points_per_chip")},
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The 32 tiles: each pile (or hand), the stock, the row, the revealed tile and each
        seat's catch."""
        game = self.game
        places: dict[str, list[str]] = {}
        for s in range(PLAYERS):
            places[f"{'hand' if game.four else 'pile'}:{s}"] = list(self.piles[s])
            places[f"catch:{s}"] = [c for _k, tiles, _p in self.catches[s] for c in tiles]
        places["stock"] = list(self.stock)
        places["row"] = list(self.row)
        places["drawn"] = [] if self.drawn is None else [self.drawn]
        return DECK, places

    def _redact(self, event: Event, seat: int) -> Event:
        kind = event["type"]
        if kind == "dealt" and self.game.four:
            return hands_seen_by(event, seat)
        if kind == "drew" and event["seat"] != seat:
            return with_fields(event, tiles=[None] * len(event["tiles"]))
        return event

    # --- knowledge and sampled worlds -------------------------------------------------------
    def _knowledge(self, seat: int) -> TsungShapState:
        """What ``seat`` knows: the row, the catches, the revealed tile, the pile sizes (and
        in four in hand its own hand); no pile's order, not even its own.  The events of
        the current game only; no origin, a fresh RNG, nothing shared."""
        return self._known_copy(self._hand_events(seat), seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> TsungShapState:
        """The unseen tiles dealt at random into the hidden places with their sizes: both
        piles (classic), or the stock and the other hand (four in hand)."""
        world = self._world_copy(rng, record_events)
        pool = list(self.unseen(seat).elements())
        if self.game.four:
            other = 1 - seat
            counts = [len(self.stock), len(self.piles[other])]
            stock, hand = deal_constrained(pool, counts, [None, None], rng)
            rng.shuffle(stock)
            world.stock = stock
            world.piles[other] = canonical(hand)
        else:
            counts = [len(p) for p in self.piles]
            dealt = deal_constrained(pool, counts, [None, None], rng)
            for s in range(PLAYERS):
                rng.shuffle(dealt[s])
                world.piles[s] = dealt[s]
        return world

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), the 32 tiles exactly once, and the step's own fields."""
        super().check_invariants()
        for deck in self.stacked:
            self.game.stack(deck)
        deck, places = self.card_places()
        problem = multiset_problem(deck.multiset(), Counter(flatten_cards(places.values())))
        if problem is not None:
            raise ValueError(f"the tiles are not one set: {problem}")
        if (self.drawn is None) != (self.phase != RESOLVE):
            raise ValueError("a revealed tile waits exactly while a capture or place is due")
        if bool(self.missed) != (self.phase == CLAIM) or (self.missed and self.missed_by != 1 - self.current):
            raise ValueError("missed captures are open exactly in the opponent's claim step")
        if self.phase == PLAY and not self.game.four:
            raise ValueError("only four in hand plays tiles from a hand")
        if self.game.four and any(len(p) > HAND for p in self.piles):
            raise ValueError(f"a hand holds at most {HAND} tiles")
        for name, _kind, left, right, _p, tiles in self.missed:
            n = len(self.row)
            if left + right != len(tiles) or left + right > n:
                raise ValueError(f"the missed capture {name} is not at the row's ends")
            if Counter(self.row[:left] + self.row[n - right:]) != Counter(tiles):
                raise ValueError(f"the missed capture {name} is not at the row's ends")


TsungShapGame.state_class = TsungShapState
GAME = TsungShapGame
