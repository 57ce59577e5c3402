"""Jjak-ma-tcho-ki ("Making pairs") -- two to four players race to lay three pairs.

One 32-tile set of Chinese dominoes.  The banker takes six tiles, every other player
five; the rest is the stock.  On his turn a player takes the last discard (only to make
a pair with it) or draws from the stock, every pair in his hand is laid face up by
itself, and he discards one tile.  The first to lay three pairs wins the hand -- but the
third pair may not hold the ``6-6``.  A win from the stock (or the banker's opening six)
is paid the stake by everyone, a win from a discard by the discarder alone.  Over a
session of hands each player also adds up the pips of the pairs he laid; the most pair
points wins the session (``rules/jjak_ma_tcho_ki/rules.md``).

Seats are numbered counterclockwise, so the next player is seat + 1.

Action texts (tiles by code; identical copies are one action):

- ``take_discard``     ACQUIRE: take the live discard (the previous player's last one);
                       legal only if it pairs with a hand tile in a pair the player may
                       lay now (never a ``6-6`` pair as the third with
                       ``no_heaven_third_pair``)
- ``draw``             ACQUIRE: take the top stock tile (the discards are turned over and
                       shuffled into a new stock first when it is empty; when no
                       reshuffle is left the draw ends the hand void); always legal
- ``lay:A,B,C,D``      LAY, only when the pair systems allow several groupings: lay the
                       pairs A+B, C+D, ... in that order (one action per inclusion-maximal
                       grouping the player may lay, pairs in the engine's laying order:
                       a ``6-6`` pair never third when avoidable).  A single grouping is
                       laid automatically, never asked
- ``discard:X``        DISCARD: put hand tile X face up on the discard pile
- ``claim`` / ``pass`` only with ``claim_any_player``: every other seat, from the
                       discarder + 1 on, answers in turn whether it claims the new discard
                       (``claim`` legal as ``take_discard`` is); answers stay hidden until
                       all have answered; the claimant nearest the discarder's right takes
                       it, lays and discards; the seats in between lose their turn

The claim window is the core's (``core/claims.py``, ``docs/architecture.md`` "The claim
window"): the state field ``window`` (a ``claims.Window`` on the discard, None between
windows), ``claim_answers(seat)``, answers checked by ``claims.declare`` and resolved by
``claims.resolve`` (one claim word; the nearest claimant to the discarder's right).  A
knowledge copy holds the others' answers hidden and its log writes each of them as the
placeholder ``declared`` (never legal); a sampled world re-decides them from its hands
(``claim`` whenever legal, as the heuristic does); the search keys them as ``declared``
(``public_id``) and by who moved (``movers``: worked out from the events when a state is
revived, never saved).  Saves written with the older window (``claim_queue`` and
``claimants``, events ``claim_answered``) load as the same position.

``pair_rules`` is a ``multi`` option: a non-empty list of the systems (``[chinese]``,
``[chinese, sum12, consecutive_doubles]``), stored in the order of ``SYSTEMS``; the options
schema also reads the ``+``-joined text older saves and house rules wrote
(``chinese+sum12``).  The game keeps it as a tuple (``Game.pair_rules``).

The banker draw (most pips, ties draw again, ``5-2`` outright with ``koan_a_first``),
laying a single grouping and the end of a hand are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``acquire``  ACQUIRE: ``take_discard`` (when legal) or ``draw``
- ``lay``      LAY with a choice: the ``lay:...`` groupings
- ``discard``  DISCARD: ``discard:X`` for each code in hand
- ``claim``    the claim window (``claim_any_player``): ``claim`` (when legal) or ``pass``
- ``over``     the session is finished

Events (``state.events``; tiles as codes):

- ``banker_drawn``  rounds (each round a list of ``{seat, tile}``: who drew what; a
                    tie's round holds only the tied players), banker, how (``"pips"`` /
                    ``"koan_a"``: a ``5-2`` drawn with ``koan_a_first``) -- at the start
                    of the session when no banker is named, and every hand with
                    ``next_banker: draw``
- ``dealt``         hand (number from 1), dealer and leader (the banker), hands (per seat;
                    others' hidden: None), counts (tiles per hand), stock (its size),
                    stake
- ``drew``          seat, tile (the drawer's own view only; None for the others), stock
                    (tiles left after it)
- ``reshuffled``    seat (about to draw), tiles (how many discards became the stock),
                    reshuffles (made this hand, counting this one)
- ``stock_out``     seat: a draw from an empty stock with no reshuffle left; the hand is
                    void (a ``hand_scored`` follows)
- ``took_discard``  seat, tile, discarder (also after a won claim: claimed True)
- ``laid``          seat, pairs (the pairs laid now, each ``[a, b]``, in laying order),
                    pairs_laid (the seat's pairs this hand after it), points (the pips of
                    the seat's laid pairs this hand), chosen (True when it was a ``lay:``
                    choice)
- ``discarded``     seat, tile
- ``claim_opened``, ``claim_declared``, ``claim_closed`` (with ``claim_any_player``): the
                    core's claim window events (``core/claims.py``) on each discard --
                    opened: card, source ``"discard"``, owner (the discarder), asked
                    (discarder + 1 on); declared: card, seat, answer (``claim`` / ``pass``,
                    None for every seat but the answerer); closed: card, source, owner,
                    answers (every seat's, now public; None for the discarder), seat (the
                    claimant, or None), claim (``claim`` or None), skipped (the seats that
                    lose their turn)
- ``hand_scored``   hand, dealer (the banker), end (``"won"`` / ``"void"``), winner (seat
                    or None), how (``"stock"`` / ``"discard"`` / None), discarder (the
                    paying discarder or None), pairs (each seat's laid pairs), pair_points
                    (this hand, per seat), points (the session's pair points so far),
                    deltas (the stake settlement, per seat), scores (the stake ledger:
                    stakes won or lost so far, the deltas' running total), payments
                    (``{payer, payee, amount, reason}``; reason ``"win_from_stock"`` or
                    ``"win_from_discard"``), result (the ``HandResult`` as data: end
                    ``won`` / ``void``, how ``stock`` / ``discard``)
- ``match_over``    winners (most pair points), scores (the stake ledger), points (the
                    session's pair points), reason
                    (``"hands"``), outcome

The view is ``core/views.py: DrawDiscardView``: ``stock`` the tiles left in the stock,
``discards`` every discard face up since the last reshuffle, oldest first, with
``discarders`` the seat of each, ``live_discard`` the most recent discard while it may
still be taken (None after it was taken, claimed, passed by every claimant or turned into
the stock), ``exposed`` each seat's laid pairs (each pair a group of two, in laying
order), ``drawn`` None (a drawn tile goes straight into the hand, hidden), ``hand`` the
viewer's tiles, ``hand_counts`` each seat's concealed count, ``scores`` the stake ledger
(stakes won or lost, the payments' running total), ``dealer`` the banker; the session is
won on pair points (``extra["pair_points"]``), so ``winners`` need not hold the top score.
``extra``: ``step`` (the phase word, None when over), ``banker``, ``pairs_laid`` per seat,
``hand_points`` (pips laid this hand per seat), ``pair_points`` (the session's pair points
per seat: the most wins), ``stake``, ``held_back`` (True when the viewer's hand holds a
``6-6`` pair that may not be laid as his third: private, no event tells it), ``pairable``
(the viewer's hand tiles that make a pair he may lay now: with another tile of his hand,
or with the discard he may take now; empty otherwise), ``partners`` (code -> the codes that pair with it under the options),
``reshuffles`` and ``reshuffle_limit``, ``last_drawn`` (the tile the viewer drew this
turn, or None), ``last_acquire`` (``{seat, how}``: how ``"draw"`` / ``"discard"``, or
None), ``claim_window`` (the open claim window as the core shows it to the viewer,
``claims.view_of``: ``{card, source, owner, asked, declared, own_answer}`` -- whether each
seat has answered, never what, but the viewer's own answer -- or None; kept in ``extra``
because the draw-and-discard view has no ``window``), ``rounds`` (hands in the session), ``options`` (the rule
options the table explains: ``pair_rules``, ``no_heaven_third_pair``,
``claim_any_player``, ``reshuffle_on_empty``, ``next_banker``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from cardgames.core import claims, fields
from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.cards import Deck, flatten_cards, multiset_problem
from cardgames.core.dealing import deal_constrained
from cardgames.core.events import Event, hands_seen_by, with_fields
from cardgames.core.game import Game, MatchState, PolicySearch, detached
from cardgames.core.i18n import N_, domain
from cardgames.core.info import DRAW_DISCARD, GameInfo
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, Payment
from cardgames.core.views import DrawDiscardView

_ = domain("jjak_ma_tcho_ki").gettext

DECK: Deck = dom.deck(1)
#: the 21 faces in display order (civil high to low, then military): the canonical order
CODES: tuple[str, ...] = tuple(sorted(dom.CODES, key=dom.sort_key))
INDEX = {code: i for i, code in enumerate(CODES)}
N_CODES = len(CODES)
PIPS = {code: dom.pips(code) for code in CODES}
COPIES = {code: DECK.count(code) for code in CODES}
SIX = "6-6"
KOAN_A = "5-2"
BANKER_TILES = 6
HAND_TILES = 5
PAIRS_TO_WIN = 3

#: the pair systems of ``pair_rules`` (spec 2), in the order option values name them
SYSTEMS = ("chinese", "korean", "identical", "sum12", "consecutive_doubles")

ACQUIRE, LAY, DISCARD, CLAIM_STEP, OVER = 0, 1, 2, 3, 4
PHASE_NAMES = ("acquire", "lay", "discard", "claim", "over")

# action ids: four single words, one discard per code, then the groupings (made on demand)
TAKE, DRAW, CLAIM, PASS = 0, 1, 2, 3
DISCARD_ID = 4
#: another seat's claim answer as a knowledge copy's log holds it (never legal; with
#: ``claim_any_player`` only)
DECLARED = DISCARD_ID + N_CODES
#: the claim answers' ids, and the one claim word's rank (``claims.resolve``)
ANSWER_IDS = frozenset((CLAIM, PASS))
CLAIM_RANK = {"claim": 1}
LAY_ID = 32
assert DECLARED < LAY_ID
PAIR_SPAN = N_CODES * N_CODES + 1
VERBS = ("take_discard", "draw", "claim", "pass", "discard", "lay")


def system_accepts(system: str, a: str, b: str) -> bool:
    """Spec 2: does pair system ``system`` accept the tiles ``a`` and ``b`` as a pair?"""
    if system == "chinese":
        return dom.chinese_partner(a) == b
    if system == "korean":
        return dom.korean_partner(a) == b
    if system == "identical":
        return a == b
    if system == "sum12":
        return PIPS[a] + PIPS[b] == 12
    if system == "consecutive_doubles":
        return dom.is_double(a) and dom.is_double(b) and abs(PIPS[a] - PIPS[b]) == 2
    raise ValueError(f"unknown pair system {system!r}")


def partner_table(systems: Iterable[str]) -> dict[str, frozenset[str]]:
    """code -> the codes that make a valid pair with it under any of ``systems``."""
    systems = tuple(systems)
    return {a: frozenset(b for b in CODES if any(system_accepts(s, a, b) for s in systems))
            for a in CODES}


def parse_pair_rules(value: Sequence[str]) -> tuple[str, ...]:
    """The option's value (``["chinese", "sum12"]``) as the tuple of systems it lists, in
    the order of ``SYSTEMS`` (the schema has already checked and ordered it; this refuses
    what a caller bypassing the schema could hand over)."""
    names = tuple(value) if isinstance(value, (list, tuple)) else ()
    if not names or any(n not in SYSTEMS for n in names) or len(set(names)) != len(names):
        raise ValueError(f"pair_rules {value!r} is not a non-empty list of {', '.join(SYSTEMS)}")
    return tuple(s for s in SYSTEMS if s in names)


def canonical(codes: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(codes, key=INDEX.__getitem__))


def pair_of(a: str, b: str) -> tuple[str, str]:
    """A pair's two tiles in canonical order."""
    return (a, b) if INDEX[a] <= INDEX[b] else (b, a)


def pair_index(pair: Sequence[str]) -> int:
    a, b = pair_of(*pair)
    return INDEX[a] * N_CODES + INDEX[b]


def laying_order(pairs: Iterable[Sequence[str]]) -> tuple[tuple[str, str], ...]:
    """Spec 4 (LAY): pairs holding a ``6-6`` first, so that the pair laid last -- the one
    that may be a player's third -- is a ``6-6`` pair only when all of them are."""
    return tuple(sorted((pair_of(*p) for p in pairs),
                        key=lambda p: (SIX not in p, pair_index(p))))


def grouping_id(pairs: Iterable[Sequence[str]]) -> int:
    """The action id of laying exactly these pairs (any order names the same grouping)."""
    number = 0
    for k, index in enumerate(sorted(pair_index(p) for p in pairs)):
        number += (index + 1) * PAIR_SPAN ** k
    return LAY_ID + number


def grouping_of(action_id: int) -> tuple[tuple[str, str], ...] | None:
    """The pairs a ``lay`` action id names (in laying order), or None."""
    number = action_id - LAY_ID
    if number <= 0:
        return None
    pairs = []
    while number:
        number, digit = divmod(number, PAIR_SPAN)
        if digit == 0 or len(pairs) >= PAIRS_TO_WIN:
            return None
        index = digit - 1
        pairs.append((CODES[index // N_CODES], CODES[index % N_CODES]))
    if any(INDEX[a] > INDEX[b] for a, b in pairs):
        return None
    return laying_order(pairs)


def tile_name(code: str) -> str:
    """A tile in words: its name and its code."""
    return _("{name} ({code})").format(name=_(dom.english_name(code)), code=code)


def draw_for_banker(rng: random.Random, players: int, koan_a: bool
                    ) -> tuple[list[list[tuple[int, str]]], int, str]:
    """Spec 3.1: each player draws a tile from the shuffled set; most pips is banker, the
    players tied for most draw again from the same set (``koan_a``: a ``5-2`` drawn makes
    its drawer banker outright).  Returns the rounds (``(seat, tile)`` per draw), the
    banker and how (``"pips"`` / ``"koan_a"``)."""
    tiles = list(DECK.codes)
    rng.shuffle(tiles)
    at = 0
    contenders = list(range(players))
    rounds: list[list[tuple[int, str]]] = []
    while True:
        if at + len(contenders) > len(tiles):  # never with 32 tiles, but never stuck either
            rng.shuffle(tiles)
            at = 0
        drawn = [(seat, tiles[at + k]) for k, seat in enumerate(contenders)]
        at += len(contenders)
        rounds.append(drawn)
        if koan_a:
            for seat, tile in drawn:
                if tile == KOAN_A:
                    return rounds, seat, "koan_a"
        best = max(PIPS[t] for _s, t in drawn)
        contenders = [s for s, t in drawn if PIPS[t] == best]
        if len(contenders) == 1:
            return rounds, contenders[0], "pips"


class JjakMaTchoKiGame(Game):
    info = GameInfo(
        id="jjak_ma_tcho_ki",
        title=N_("Jjak-ma-tcho-ki"),
        tagline=N_("Making pairs: draw, take, and lay three pairs first."),
        family=DRAW_DISCARD,
        deck_family="dominoes",
        player_counts=(2, 3, 4),
        origin=N_("China and Korea"),
        success_phrase=N_("you laid three pairs first"),
        sample_cards=("4-2", "2-1", "6-5"),
        menu_order=64,
        verbs={
            "take_discard": N_("take the last discard to make a pair with a tile in your hand"),
            "draw": N_("draw the next tile of the stock"),
            "discard:X": N_("put tile X from your hand face up on the discard pile"),
            "lay:A,B,C,D": N_("lay the pairs A+B, C+D... when your tiles can be paired "
                              "in more than one way"),
            "claim": N_("claim the discard to make a pair with it (the player nearest the "
                        "discarder's right gets it)"),
            "pass": N_("let the discard go"),
        },
    )

    #: the claim window is an option (the contract test of claim windows turns it on)
    claim_rules = {"claim_any_player": True}

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.pair_rules = parse_pair_rules(o["pair_rules"])
        self.no_heaven_third = o["no_heaven_third_pair"]
        self.stake = o["stake"]
        self.koan_a = o["koan_a_first"]
        self.claim_any = o["claim_any_player"]
        self.reshuffle = o["reshuffle_on_empty"]
        self.reshuffle_limit = o["reshuffle_limit"] if o["reshuffle_on_empty"] else 0
        self.next_banker = o["next_banker"]
        self.rounds = o["rounds"]
        #: code -> the codes it pairs with under these pair systems
        self.partners = partner_table(self.pair_rules)
        self._groupings: dict[tuple[tuple[str, ...], int], list[tuple[tuple[str, str], ...]]] = {}
        table: dict[int, Action] = {TAKE: Action("take_discard"), DRAW: Action("draw")}
        if self.claim_any:
            table[CLAIM] = Action("claim")
            table[PASS] = Action("pass")
            table[DECLARED] = Action("declared")
        for code in CODES:
            table[DISCARD_ID + INDEX[code]] = Action("discard", (code,))
        self._register_actions(table, self._make_lay_action, self._make_lay_id)

    # --- pairs ----------------------------------------------------------------------------------
    def is_pair(self, a: str, b: str) -> bool:
        return b in self.partners[a]

    def may_lay(self, laid: int, pairs: Sequence[Sequence[str]]) -> bool:
        """Spec 4 (LAY): may a player with ``laid`` pairs lay these ``pairs`` now?  At most
        three in all, and (``no_heaven_third_pair``) the third may not hold a ``6-6``: with
        the ``6-6`` pairs laid first, that fails only when every new pair holds one."""
        total = laid + len(pairs)
        if total > PAIRS_TO_WIN:
            return False
        if self.no_heaven_third and total == PAIRS_TO_WIN and pairs:
            return any(SIX not in p for p in pairs)
        return True

    def groupings(self, hand: Sequence[str], laid: int) -> list[tuple[tuple[str, str], ...]]:
        """Every inclusion-maximal set of pairs of ``hand`` a player with ``laid`` pairs may
        lay (each in laying order, sorted by action id); ``[()]`` when none can be laid."""
        key = (tuple(hand), laid)
        found = self._groupings.get(key)
        if found is not None:
            return found
        tiles = list(hand)
        n = len(tiles)
        edges = [(i, j) for i, j in combinations(range(n), 2) if self.is_pair(tiles[i], tiles[j])]
        matchings: list[frozenset[tuple[int, int]]] = [frozenset()]

        def grow(start: int, used: frozenset[int], chosen: frozenset[tuple[int, int]]) -> None:
            for k in range(start, len(edges)):
                i, j = edges[k]
                if i in used or j in used:
                    continue
                more = chosen | {(i, j)}
                matchings.append(more)
                grow(k + 1, used | {i, j}, more)

        grow(0, frozenset(), frozenset())
        layable = [m for m in matchings
                   if self.may_lay(laid, [(tiles[i], tiles[j]) for i, j in m])]
        maximal = [m for m in layable if not any(m < other for other in layable)]
        result = sorted({laying_order((tiles[i], tiles[j]) for i, j in m) for m in maximal},
                        key=grouping_id)
        self._groupings[key] = result
        return result

    def takeable(self, hand: Sequence[str], laid: int, tile: str) -> bool:
        """Spec 4 (ACQUIRE): ``tile`` pairs with a hand tile in a pair the player may lay now."""
        return any(self.is_pair(tile, h) and self.may_lay(laid, [(tile, h)]) for h in hand)

    def _make_lay_action(self, action_id: object) -> Action | None:
        if not isinstance(action_id, int) or isinstance(action_id, bool):
            return None
        pairs = grouping_of(action_id)
        if not pairs or not all(self.is_pair(a, b) for a, b in pairs):
            return None
        return Action("lay", tuple(c for p in pairs for c in p))

    def _make_lay_id(self, action: object) -> int | None:
        if not isinstance(action, Action) or action.verb != "lay":
            return None
        args = action.args
        if len(args) not in (2, 4, 6) or any(a not in INDEX for a in args):
            return None
        pairs = [(args[k], args[k + 1]) for k in range(0, len(args), 2)]
        if not all(self.is_pair(a, b) for a, b in pairs):
            return None
        action_id = grouping_id(pairs)
        made = self._make_lay_action(action_id)
        return action_id if made == action else None

    def _revive(self, snapshot, events):
        """A saved state or an observation: ``pool``, ``pool_draws`` and ``mover_log``
        from its events (a save of the older claim window first put in today's form)."""
        if isinstance(snapshot, dict) and "window" not in snapshot and "claim_queue" in snapshot \
                and isinstance(events, list):
            snapshot, events = _older_window(snapshot, events, self.players, self.claim_any)
        state = super()._revive(snapshot, events)
        state.pool, state.pool_draws = _pool_from_events(state)
        state.mover_log = _movers_from_events(state.events)
        if len(state.mover_log) != len(state.log):
            raise ValueError("the snapshot's `log` does not match its events (each action "
                             "writes one event naming who made it)")
        return state

    # --- decks ----------------------------------------------------------------------------------
    def stack(self, codes: Sequence[str]) -> list[str]:
        """A stacked deck from the top, topped up in canonical order; refused if malformed."""
        return DECK.stack(codes, "a tile of the Chinese domino set (like 6-6, 4-2)", "one set holds it")

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> JjakMaTchoKiState:
        """``dealer`` names the first banker; without it the banker is drawn (spec 3.1)."""
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        if dealer is not None:
            dealer = self._first_seat(rng, dealer, what="the banker")
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, dealer)


def _hidden_hands(state, seat, hands) -> list[tuple]:
    return [h if s == seat else (None,) * len(h) for s, h in enumerate(hands)]


_TILE = fields.Code(DECK.codes, none=True)  # None: a tile hidden from a knowledge copy
_CODE = fields.Code(DECK.codes)
_PAIR = fields.ListOf(_CODE, length=2, as_tuple=True)
_MONEY = fields.per_seat(fields.Int(-10**9, 10**9))
#: Jjak-ma-tcho-ki's state, declared once, in the order of its snapshot
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(DECK.codes),
    fields.Field("hand_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("banker", fields.SEAT),
    fields.Field("current", fields.SEAT),
    fields.Field("hands", fields.per_seat(fields.ListOf(_TILE, longest=7, as_tuple=True)),
                 copy="list", hide=_hidden_hands),
    # the stock from the top; a knowledge copy keeps its size only
    fields.Field("stock", fields.ListOf(_TILE, longest=32), copy="list",
                 hide=lambda s, seat, v: [None] * len(v)),
    # the discards since the last reshuffle, oldest first, and who made each
    fields.Field("discards", fields.ListOf(_CODE, longest=32), copy="list"),
    fields.Field("discarders", fields.ListOf(fields.SEAT, longest=32), copy="list"),
    # may the last discard still be taken?
    fields.Field("live", fields.Bool()),
    # each seat's laid pairs, in laying order
    fields.Field("laid", fields.per_seat(fields.ListOf(_PAIR, longest=PAIRS_TO_WIN)),
                 copy="nested"),
    # how this turn's tile came ("draw" / "discard"; None before the acquire) and from whom
    fields.Field("acquired", fields.Maybe(fields.Text(("draw", "discard", "deal")))),
    fields.Field("taken_from", fields.SEAT_OR_NONE),
    # the tile the player to act drew this turn (only he knows it)
    fields.Field("drawn_tile", fields.Maybe(_CODE),
                 hide=lambda s, seat, v: v if seat == s.current else None),
    fields.Field("reshuffles", fields.Int(0, 10**4)),
    # has each seat had its LAY step this hand? (a hand dealt with pairs keeps them until
    # its player's first turn; after it, a hand at rest holds no pair it could lay)
    fields.Field("played", fields.per_seat(fields.Bool()), copy="list"),
    # the open claim window (claim_any_player; core/claims.py), None between windows: a
    # knowledge copy keeps only its own answer, the others' hidden until it closes
    fields.Field("window", fields.Maybe(claims.WindowKind(DECK.codes)), hide=claims.hide),
    # [seat, how] of the last acquire (how: draw / discard), or None
    fields.Field("last_acquire", fields.Maybe(fields.Row(fields.SEAT, fields.Text(
        ("draw", "discard"))))),
    # codes each seat let go although they made a pair with its hand (public: it follows
    # from the takes it did not make); the AI weighs worlds by them
    fields.Field("lacks", fields.per_seat(fields.ListOf(_CODE, longest=N_CODES, distinct=True)),
                 copy="nested"),
    fields.Field("points", _MONEY, copy="list"),
    fields.Field("ledger", _MONEY, copy="list"),
    # after a reshuffle the stock is made of known tiles (the discards turned over): those
    # tiles, and each seat's draws since (a knowledge copy keeps its own, the others' as
    # None).  Not saved: worked out from the hand's events when revived (``_revive``)
    fields.Field("pool", derived=lambda s: [], copy="list"),
    fields.Field("pool_draws", derived=lambda s: [[] for _ in range(s.game.players)],
                 copy="nested",
                 hide=lambda s, seat, v: [list(d) if k == seat else [None] * len(d)
                                          for k, d in enumerate(v)]),
    # who made each action of the log (``movers``): not saved, worked out from the events
    # when revived (``_movers_from_events``); a knowledge copy keeps the hand's
    fields.Field("mover_log", derived=lambda s: [], copy="list({v}) if events else []",
                 hide=lambda s, seat, v: list(v[s.hand_start:])),
    *fields.match_tail(DECK.codes, "hand_start")[:-1],
    # the hand's actions; the others' claim answers as the placeholder ``declared``
    fields.LOG.but(hide=lambda s, seat, v: claims.known_log(
        v[s.hand_start:], s.mover_log[s.hand_start:], seat, ANSWER_IDS.__contains__,
        DECLARED)),
)


def _movers_from_events(events: Sequence[Event]) -> list[int]:
    """Who made each action, from the events each action writes exactly one of: a draw
    (``drew`` or ``stock_out``), a take (``took_discard`` not claimed), a chosen lay
    (``laid`` chosen), a discard, a claim answer (``claim_declared``)."""
    movers = []
    for event in events:
        kind = event["type"]
        if kind in ("drew", "stock_out", "discarded", claims.DECLARED) \
                or (kind == "took_discard" and not event.get("claimed")) \
                or (kind == "laid" and event.get("chosen")):
            movers.append(event["seat"])
    return movers


def _older_window(snapshot: dict[str, Any], events: list[Any], players: int, claim_any: bool
                  ) -> tuple[dict[str, Any], list[Any]]:
    """A save of the window Jjak-ma-tcho-ki wrote before the core's (``claim_queue`` and
    ``claimants`` in the snapshot; events ``claim_answered`` {seat, claim} and
    ``claim_closed`` {tile, discarder, claimant, claims, skipped}) in today's form: the
    snapshot's ``window``, the core's events (a ``claim_opened`` after each discard that
    opened a window)."""
    queue, claimed = snapshot.get("claim_queue"), snapshot.get("claimants")
    if not isinstance(queue, list) or not isinstance(claimed, list):
        raise ValueError("the snapshot has no `window`")
    out: list[Any] = []
    window: claims.Window | None = None
    for event in events:
        kind = event.get("type") if isinstance(event, dict) else None
        if kind == "claim_answered":
            if window is None:
                raise ValueError("a claim answer comes after no discard")
            seat = event.get("seat")
            answer = "claim" if event.get("claim") else "pass"
            window = claims.declare(window, seat, answer, ("claim", "pass"))
            out.append({"type": claims.DECLARED, "card": window.card, "seat": seat,
                        "answer": answer if event.get("claim") is not None else None})
            continue
        if kind == "claim_closed":
            if window is None or not claims.is_complete(window):
                raise ValueError("a claim window closes before every seat answered")
            taker = event.get("claimant")
            out.append({"type": claims.CLOSED, "card": window.card, "source": "discard",
                        "owner": window.owner, "answers": list(window.answers),
                        "seat": taker, "claim": None if taker is None else "claim",
                        "skipped": list(event.get("skipped") or [])})
            window = None
            continue
        out.append(event)
        if kind == "discarded" and claim_any:
            window = claims.open_window(event.get("tile"), "discard", event.get("seat"),
                                        players=players)
            out.append({"type": claims.OPENED, "card": window.card, "source": "discard",
                        "owner": window.owner, "asked": list(window.asked)})
        elif kind in ("dealt", "hand_scored"):
            window = None
    if window is not None and claims.is_complete(window):
        window = None  # (never: the last answer closes the window)
    if (window is None) != (not queue) or (window is not None and (
            queue[0] not in window.asked
            or list(window.asked[window.asked.index(queue[0]):]) != queue)):
        raise ValueError("the snapshot's claim queue is not the open window's")
    if window is not None and any((window.answers[s] == "claim") != (s in claimed)
                                  for s in window.asked if window.answers[s] is not None):
        raise ValueError("the snapshot's claimants are not the answers given")
    snapshot = {k: v for k, v in snapshot.items() if k not in ("claim_queue", "claimants")}
    ordered: dict[str, Any] = {}
    for key, value in snapshot.items():  # in the snapshot's order: after ``played``
        ordered[key] = value
        if key == "played":
            ordered["window"] = None if window is None else window.to_data()
    return ordered, out


def _pool_from_events(state) -> tuple[list[str], list[list[str | None]]]:
    """The ``pool`` and ``pool_draws`` of a restored state, from the current hand's
    events: the discards (less the taken ones) turned into the stock at the last
    reshuffle, and what each seat drew since."""
    n = state.game.players
    pool: list[str] = []
    draws: list[list[str | None]] = [[] for _ in range(n)]
    discards: list[str] = []
    for event in state.events:
        kind = event["type"]
        if kind == "dealt":
            pool, draws, discards = [], [[] for _ in range(n)], []
        elif kind == "discarded":
            discards.append(event["tile"])
        elif kind == "took_discard":
            discards.pop()
        elif kind == "reshuffled":
            pool, draws, discards = list(canonical(discards)), [[] for _ in range(n)], []
        elif kind == "drew" and state.reshuffles:
            draws[event["seat"]].append(event["tile"])
    if not state.reshuffles:
        return [], [[] for _ in range(n)]
    return pool, draws


class JjakMaTchoKiState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    HAND_COUNTER = "hand_no"
    #: a claim answer is hidden from the other seats (``public_id``: ``declared``)
    hidden_moves = True

    # --- setting up -------------------------------------------------------------------------
    def _start(self, game: JjakMaTchoKiGame, rng: random.Random, stacked: list[list[str]],
               banker: int | None):
        self._open_match(game, rng, stacked)
        self.mover_log = []
        self.points = [0] * game.players
        self.ledger = [0] * game.players
        self.banker = self._draw_banker() if banker is None else banker
        self._deal()

    def _draw_banker(self) -> int:
        rounds, banker, how = draw_for_banker(self.rng, self.game.players, self.game.koan_a)
        if self.record_events:
            self.events.append(Event(
                "banker_drawn", banker=banker, how=how,
                rounds=[[{"seat": s, "tile": t} for s, t in drawn] for drawn in rounds]))
        return banker

    def _deal(self) -> None:
        """Spec 3.3: the banker takes the top six, each next player to his right five, the
        rest is the stock in order; then the banker opens (his pairs laid, a discard)."""
        game = self.game
        n = game.players
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(DECK.codes)
            self.rng.shuffle(cards)
        hands: list[tuple[str, ...]] = [()] * n
        hands[self.banker] = canonical(cards[:BANKER_TILES])
        at = BANKER_TILES
        for k in range(1, n):
            hands[(self.banker + k) % n] = canonical(cards[at:at + HAND_TILES])
            at += HAND_TILES
        self.hands = hands
        self.stock = list(cards[at:])
        self.discards = []
        self.discarders = []
        self.live = False
        self.laid = [[] for _ in range(n)]
        self.acquired = "deal"
        self.taken_from = -1
        self.drawn_tile = None
        self.reshuffles = 0
        self.played = [False] * n
        self.window = None
        self.last_acquire = None
        self.lacks = [[] for _ in range(n)]
        self.pool = []
        self.pool_draws = [[] for _ in range(n)]
        self.hand_start = len(self.log)
        self.current = self.banker
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=self.banker, leader=self.banker,
                hands=[list(h) for h in hands], counts=[len(h) for h in hands],
                stock=len(self.stock), stake=game.stake))
        self._lay_step()

    # --- the contract (the rest is MatchState's) ----------------------------------------------
    @property
    def scores(self) -> list[int]:
        """The stake ledger (what the hands' payments add up to, as in every game); the
        session is won on pair points (``points``, spec 6), not on these."""
        return list(self.ledger)

    @property
    def live_discard(self) -> str | None:
        return self.discards[-1] if self.live and self.discards else None

    def pairs_laid(self, seat: int) -> int:
        return len(self.laid[seat])

    def hand_points(self, seat: int) -> int:
        return sum(PIPS[a] + PIPS[b] for a, b in self.laid[seat])

    def can_take(self, seat: int) -> bool:
        tile = self.live_discard
        return tile is not None and self.game.takeable(self.hands[seat], len(self.laid[seat]), tile)

    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == ACQUIRE:
            if not self.game.claim_any and self.can_take(self.current):
                return [TAKE, DRAW]
            return [DRAW]
        if phase == DISCARD:
            return [DISCARD_ID + INDEX[c] for c in dict.fromkeys(self.hands[self.current])]
        if phase == LAY:
            seat = self.current
            return [grouping_id(g) for g in self.game.groupings(self.hands[seat],
                                                                  len(self.laid[seat]))]
        if phase == CLAIM_STEP:
            return [CLAIM, PASS] if self._may_claim(self.current) else [PASS]
        return []

    def _may_claim(self, seat: int) -> bool:
        """May ``seat`` claim the open window's discard (it pairs with a hand tile in a
        pair the seat may lay now)?"""
        window = self.window
        return window is not None and seat in window.asked and self.game.takeable(
            self.hands[seat], len(self.laid[seat]), window.card)

    def claim_answers(self, seat: int) -> list[str]:
        """What ``seat`` may answer on the open claim window (the claims games'
        convention): ``claim`` when legal, and ``pass``; nothing when it is not asked."""
        window = self.window
        if window is None or seat not in window.asked:
            return []
        return ["claim", "pass"] if self._may_claim(seat) else ["pass"]

    def apply_id(self, action_id: int) -> None:
        seat = self.current
        if self.record_events:
            self.log.append(action_id)
            self.mover_log.append(seat)
        if action_id == DRAW:
            self._draw(seat)
        elif action_id == TAKE:
            self._take(seat, claimed=False)
        elif action_id == CLAIM or action_id == PASS:
            self._answer(seat, "claim" if action_id == CLAIM else "pass")
        elif action_id < LAY_ID:
            self._discard(seat, CODES[action_id - DISCARD_ID])
        else:
            pairs = grouping_of(action_id)
            self._lay(seat, pairs, chosen=True)

    # --- the steps of a turn ------------------------------------------------------------------
    def _note_lacks(self, seat: int, tile: str) -> None:
        """A seat that lets a discard go probably holds none of the partners it could
        have laid it with (public: it reads only the tile and the seat's laid pairs, never
        whether the seat really could have taken it)."""
        game = self.game
        laid = len(self.laid[seat])
        lacks = set(self.lacks[seat])
        lacks.update(p for p in game.partners[tile] if game.may_lay(laid, [(tile, p)]))
        self.lacks[seat] = sorted(lacks, key=INDEX.__getitem__)

    def _draw(self, seat: int) -> None:
        """Spec 4 (ACQUIRE, draw): the top stock tile; an empty stock is first renewed from
        the discards, shuffled -- or, with no reshuffle left, the hand ends void."""
        game = self.game
        if self.live and not game.claim_any:
            self._note_lacks(seat, self.discards[-1])
        self.live = False
        if not self.stock:
            if game.reshuffle and self.reshuffles < game.reshuffle_limit and self.discards:
                tiles = list(self.discards)
                self.rng.shuffle(tiles)
                self.stock = tiles
                self.discards = []
                self.discarders = []
                self.reshuffles += 1
                self.pool = list(canonical(tiles))
                self.pool_draws = [[] for _ in range(game.players)]
                if self.record_events:
                    self.events.append(Event("reshuffled", seat=seat, tiles=len(tiles),
                                             reshuffles=self.reshuffles))
            else:
                if self.record_events:
                    self.events.append(Event("stock_out", seat=seat))
                self._score_hand(None, None)
                return
        tile = self.stock.pop(0)
        if self.reshuffles:
            self.pool_draws[seat].append(tile)
        self.hands[seat] = canonical(self.hands[seat] + (tile,))
        self.drawn_tile = tile
        self.acquired = "draw"
        self.taken_from = -1
        self.last_acquire = [seat, "draw"]
        if self.record_events:
            self.events.append(Event("drew", seat=seat, tile=tile, stock=len(self.stock)))
        self._lay_step()

    def _take(self, seat: int, claimed: bool) -> None:
        """Spec 4 (ACQUIRE, take_discard) or a won claim: the live discard into the hand."""
        tile = self.discards.pop()
        discarder = self.discarders.pop()
        self.live = False
        self.hands[seat] = canonical(self.hands[seat] + (tile,))
        self.drawn_tile = None
        self.acquired = "discard"
        self.taken_from = discarder
        self.last_acquire = [seat, "discard"]
        if self.record_events:
            self.events.append(Event("took_discard", seat=seat, tile=tile, discarder=discarder,
                                     claimed=claimed))
        self._lay_step()

    def _lay_step(self) -> None:
        """Spec 4 (LAY): one possible grouping is laid at once; several are offered."""
        seat = self.current
        self.played[seat] = True
        options = self.game.groupings(self.hands[seat], len(self.laid[seat]))
        if len(options) == 1:
            self._lay(seat, options[0], chosen=False)
        else:
            self.phase = LAY

    def _lay(self, seat: int, pairs: Sequence[tuple[str, str]], chosen: bool) -> None:
        if pairs:
            hand = list(self.hands[seat])
            for a, b in pairs:
                hand.remove(a)
                hand.remove(b)
            self.hands[seat] = tuple(hand)
            self.laid[seat].extend(tuple(p) for p in pairs)
            if self.record_events:
                self.events.append(Event(
                    "laid", seat=seat, pairs=[list(p) for p in pairs],
                    pairs_laid=len(self.laid[seat]), points=self.hand_points(seat),
                    chosen=chosen))
        if len(self.laid[seat]) >= PAIRS_TO_WIN:
            self._score_hand(seat, "discard" if self.acquired == "discard" else "stock")
            return
        self.phase = DISCARD

    def _discard(self, seat: int, tile: str) -> None:
        """Spec 4 (DISCARD): face up on the pile; it is live for the next player (or, with
        ``claim_any_player``, for the claim window)."""
        hand = list(self.hands[seat])
        hand.remove(tile)
        self.hands[seat] = tuple(hand)
        self.discards.append(tile)
        self.discarders.append(seat)
        self.live = True
        self.drawn_tile = None
        self.acquired = None
        self.taken_from = -1
        if self.record_events:
            self.events.append(Event("discarded", seat=seat, tile=tile))
        n = self.game.players
        if self.game.claim_any:
            # a discard window: the discarder is not asked, the others from its right on
            window = claims.open_window(tile, "discard", seat, players=n)
            self.window = window
            self.current = claims.next_to_answer(window)
            self.phase = CLAIM_STEP
            if self.record_events:
                self.events.append(claims.opened_event(window))
        else:
            self.current = (seat + 1) % n
            self.phase = ACQUIRE

    def _answer(self, seat: int, answer: str) -> None:
        """Spec 7.4: one seat's hidden answer (``claims.declare``); the last closes the
        window (``claims.resolve``: the claimant nearest the discarder's right)."""
        window = claims.declare(self.window, seat, answer, self.claim_answers(seat))
        self.window = window
        if self.record_events:
            self.events.append(claims.declared_event(window, seat))
        if not claims.is_complete(window):
            self.current = claims.next_to_answer(window)
            return
        result = claims.resolve(window, CLAIM_RANK)
        for s in window.asked:  # a seat that passed tells it (whether it could claim or not)
            if window.answers[s] == claims.PASS:
                self._note_lacks(s, window.card)
        if self.record_events:
            self.events.append(claims.closed_event(window, result))
        self.window = None
        claimant = result["seat"]
        if claimant is None:
            self.live = False  # the next player may only draw
            self.current = (window.owner + 1) % self.game.players
            self.phase = ACQUIRE
        else:
            self.current = claimant
            self._take(claimant, claimed=True)

    # --- scoring ------------------------------------------------------------------------------
    def _score_hand(self, winner: int | None, how: str | None) -> None:
        """Spec 5: a win from the stock is paid the stake by every other player, one from a
        discard by the discarder alone; a void hand pays nothing.  Everyone's laid pairs
        add their pips to the session's pair points."""
        game = self.game
        n = game.players
        payments: list[Payment] = []
        discarder = None
        if winner is not None:
            if how == "discard":
                discarder = self.taken_from
                payments.append(Payment(discarder, winner, game.stake, "win_from_discard"))
            else:
                payments = [Payment(s, winner, game.stake, "win_from_stock")
                            for s in range(n) if s != winner]
        end = HandEnd.WON if winner is not None else HandEnd.VOID
        result = HandResult.settled(end, () if winner is None else (winner,), how or "void",
                                    payments, n)
        deltas = list(result.deltas)
        hand_points = [self.hand_points(s) for s in range(n)]
        for s in range(n):
            self.ledger[s] += deltas[s]
            self.points[s] += hand_points[s]
        record = {
            "hand": self.hand_no + 1, "dealer": self.banker,
            "end": "won" if winner is not None else "void", "winner": winner, "how": how,
            "discarder": discarder,
            "pairs": [[list(p) for p in self.laid[s]] for s in range(n)],
            "pair_points": hand_points, "points": list(self.points),
            "deltas": deltas, "scores": list(self.ledger),
            "payments": [p.to_data() for p in payments],
        }
        if not self.search_world:  # a search reads the record's numbers only
            record["result"] = result.to_data()
        self._file_hand(record)
        self.window = None
        self.live = False
        self.drawn_tile = None
        if self.search_world:
            self.phase = OVER
            return
        if self.hand_no >= game.rounds:
            self.phase = OVER
            best = max(self.points)
            self.winner_seats = [s for s in range(n) if self.points[s] == best]
            if self.record_events:
                self.events.append(Event("match_over", winners=list(self.winner_seats),
                                         scores=list(self.ledger), points=list(self.points),
                                         reason="hands", outcome=self.outcome.to_data()))
            return
        if game.next_banker == "winner":
            if winner is not None:
                self.banker = winner
        elif game.next_banker == "rotate":
            self.banker = (self.banker + 1) % n
        else:
            self.banker = self._draw_banker()
        self._deal()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """The hand's settlement from its record: the stake to the winner."""
        n = len(record["deltas"])
        payments = [Payment(x["payer"], x["payee"], x["amount"], x["reason"])
                    for x in record["payments"]]
        winner = record["winner"]
        end = HandEnd.WON if winner is not None else HandEnd.VOID
        return HandResult.settled(end, () if winner is None else (winner,),
                                  record["how"] or "void", payments, n)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        return OutcomeReason.HANDS_PLAYED, "hands"

    # --- search -------------------------------------------------------------------------------
    def end_at_horizon(self) -> None:
        """A search world's hand stops here, unfinished (the playout's horizon: a hand may
        go round the table many times): it is scored with no payment, and
        :meth:`hand_reward` values it by the pairs each seat has laid."""
        if not self.search_world or self.phase == OVER:
            raise ValueError("only a search world's hand in play stops at a horizon")
        n = self.game.players
        self.history.append({
            "hand": self.hand_no + 1, "end": "horizon", "winner": None, "how": None,
            "pairs_laid": [len(self.laid[s]) for s in range(n)],
            "pair_points": [self.hand_points(s) for s in range(n)], "deltas": [0] * n})
        self.hand_no += 1
        self.phase = OVER

    def hand_reward(self, seat: int) -> float:
        """The hand just scored, for ``seat``, in [0, 1]: half its stake settlement (a win
        from the stock is the best, paying a winner the worst), half its pair points
        against the best other seat's (a hand's pairs are worth up to about 60 pips).  A
        search world stopped at its horizon counts the pairs laid instead of the stake:
        each pair ahead of the best other seat a third of the way to a win."""
        if not self.history:
            return 0.5
        record = self.history[-1]
        n = self.game.players
        stake = self.game.stake
        pts = record["pair_points"]
        lead = (pts[seat] - max(pts[s] for s in range(n) if s != seat)) / 60
        if record["end"] == "horizon":
            laid = record["pairs_laid"]
            ahead = (laid[seat] - max(laid[s] for s in range(n) if s != seat)) / PAIRS_TO_WIN
            money = 0.5 * ahead
        else:
            money = record["deltas"][seat] / (stake * (n - 1))  # -1/(n-1) .. 1
        value = 0.5 + 0.3 * money + 0.2 * max(-1.0, min(1.0, lead))
        return min(1.0, max(0.0, value))

    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        return self.history[-1]["winner"] == seat

    # --- refusals in the player's words -------------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return _("The session is over.")
        verb, args = action.verb, action.args
        game = self.game
        if verb not in VERBS or (verb in ("claim", "pass") and not game.claim_any):
            return _("That is not a Jjak-ma-tcho-ki move. Take the last discard or draw, "
                     "then discard a tile.")
        wants = {"discard": 1, "lay": None}.get(verb, 0)
        if wants == 0 and args:
            return _("That move takes no tiles.")
        if wants == 1 and len(args) != 1:
            return _("Name one tile to discard, like 5-5.")
        for code in args:
            if code not in INDEX:
                return _("That is not a tile (tiles are written like 6-6, 5-3, 2-1).")
        seat = self.current
        hand = self.hands[seat]
        laid = len(self.laid[seat])
        phase = self.phase
        if phase == CLAIM_STEP:
            if verb not in ("claim", "pass"):
                return _("{tile} was just discarded: first say whether you claim it or let "
                         "it go.").format(tile=tile_name(self.discards[-1]))
            if verb == "claim":
                return self._take_refusal(hand, laid, self.discards[-1])
            return None
        if verb in ("claim", "pass"):
            return _("There is no discard to claim now.")
        if phase == ACQUIRE:
            if verb == "draw":
                return None
            if verb == "take_discard":
                if game.claim_any:
                    return _("With claims, a discard is taken only by claiming it when it is "
                             "made; now you draw.")
                if self.live_discard is None:
                    return _("There is no discard you may take now: draw from the stock.")
                return self._take_refusal(hand, laid, self.live_discard)
            return _("First take the last discard or draw a tile.")
        if verb in ("take_discard", "draw"):
            return _("You already have your tile this turn: now discard one.") \
                if phase == DISCARD else _("First choose how to lay your pairs.")
        if phase == LAY:
            if verb != "lay":
                return _("Your tiles can be paired in more than one way: choose which pairs "
                         "to lay.")
            if len(args) not in (2, 4, 6):
                return _("Name the pairs to lay two tiles at a time, like lay:6-3,5-4.")
            pairs = [(args[k], args[k + 1]) for k in range(0, len(args), 2)]
            for a, b in pairs:
                if not game.is_pair(a, b):
                    return _("{a} and {b} are not a pair.").format(a=tile_name(a),
                                                                   b=tile_name(b))
            need = Counter(args)
            have = Counter(hand)
            for code, count in need.items():
                if have[code] < count:
                    return _("You don't hold {tile}.").format(tile=tile_name(code))
            if not game.may_lay(laid, pairs):
                return _("Your third pair may not hold the Heaven 6-6.")
            return None  # the exact grouping is checked against the legal ones
        # DISCARD
        if verb == "lay":
            return _("Your pairs are already laid: now discard a tile.")
        if args[0] not in hand:
            return _("You don't hold {tile}.").format(tile=tile_name(args[0]))
        return None

    def _take_refusal(self, hand: Sequence[str], laid: int, tile: str) -> str | None:
        game = self.game
        if game.takeable(hand, laid, tile):
            return None
        if any(game.is_pair(tile, h) for h in hand):
            return _("{tile} would make your third pair with a Heaven 6-6, which is not "
                     "allowed.").format(tile=tile_name(tile))
        return _("You can take {tile} only to make a pair with a tile in your hand, and none "
                 "of yours pairs with it.").format(tile=tile_name(tile))

    # --- what a seat sees ---------------------------------------------------------------------
    def unseen(self, seat: int) -> dict[str, int]:
        """Per-code copies ``seat`` has not seen (every code, 0 or more): the other hands
        and the stock.  Plain dict arithmetic: the playout policy asks it every move."""
        counts = dict(COPIES)
        for code in self.hands[seat]:
            counts[code] -= 1
        for code in self.discards:
            counts[code] -= 1
        for pairs in self.laid:
            for a, b in pairs:
                counts[a] -= 1
                counts[b] -= 1
        return counts

    def stock_may_hold(self, seat: int, unseen: dict[str, int] | None = None
                       ) -> dict[str, int] | None:
        """Per code, how many copies the stock may hold as ``seat`` knows it: after a
        reshuffle the stock is made of the discards turned over, less the tiles drawn since
        (its own draws it knows; the others' it doesn't, so only what is still unseen
        counts); None before a reshuffle (any unseen tile may be in the stock)."""
        if not self.reshuffles:
            return None
        if unseen is None:
            unseen = self.unseen(seat)
        counts = Counter(self.pool)
        for tile in self.pool_draws[seat]:
            if tile is not None:
                counts[tile] -= 1
        return {code: min(k, unseen[code]) for code, k in counts.items()
                if min(k, unseen[code]) > 0}

    def held_back(self, seat: int) -> bool:
        """Does ``seat``'s hand hold a ``6-6`` pair it may not lay (its third)?"""
        game = self.game
        return (game.no_heaven_third and len(self.laid[seat]) == PAIRS_TO_WIN - 1
                and self.hands[seat].count(SIX) >= 2 and game.is_pair(SIX, SIX))

    def takeable_by(self, seat: int) -> str | None:
        """The discard ``seat`` may take now to make a pair (its acquire, or its answer in
        a claim window), or None."""
        if self.phase == CLAIM_STEP:
            tile = self.window.card if seat == self.current else None
        elif self.phase == ACQUIRE and seat == self.current and not self.game.claim_any:
            tile = self.live_discard
        else:
            tile = None
        if tile is None or not self.game.takeable(self.hands[seat], len(self.laid[seat]), tile):
            return None
        return tile

    def pairable(self, seat: int) -> list[str]:
        """The tiles of ``seat``'s hand that make a pair it may lay now with another tile
        of its hand (while it chooses its grouping) or with the discard it may take now
        (``takeable_by``), in hand order: what the table marks for a learner."""
        game = self.game
        hand = self.hands[seat]
        laid = len(self.laid[seat])
        live = self.takeable_by(seat)
        held = Counter(hand)
        out = []
        for tile in dict.fromkeys(hand):
            for partner in game.partners[tile]:
                if not game.may_lay(laid, [(tile, partner)]):
                    continue
                mine = held[partner] - (1 if partner == tile else 0)
                if mine > 0 or partner == live:
                    out.append(tile)
                    break
        return out

    def view(self, seat: int) -> DrawDiscardView:
        game = self.game
        n = game.players
        current = self.current_player
        window = None if self.window is None else claims.view_of(self.window, seat)
        return DrawDiscardView(
            game="jjak_ma_tcho_ki",
            players=n,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + (0 if self.phase == OVER else 1),
            hands_scheduled=game.rounds,
            dealer=self.banker,
            hand=list(self.hands[seat]),
            hand_counts=[len(h) for h in self.hands],
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.ledger),
            history=detached(self.history),
            is_over=self.phase == OVER,
            winners=self.winners,
            stock=len(self.stock),
            discards=list(self.discards),
            discarders=list(self.discarders),
            live_discard=self.live_discard,
            exposed=[[list(p) for p in self.laid[s]] for s in range(n)],
            drawn=None,
            extra={
                "step": None if self.phase == OVER else PHASE_NAMES[self.phase],
                "banker": self.banker,
                "pairs_laid": [len(self.laid[s]) for s in range(n)],
                "hand_points": [self.hand_points(s) for s in range(n)],
                "pair_points": list(self.points),
                "stake": game.stake,
                "held_back": self.held_back(seat),
                "pairable": self.pairable(seat),
                "partners": {c: list(canonical(game.partners[c])) for c in CODES},
                "reshuffles": self.reshuffles,
                "reshuffle_limit": game.reshuffle_limit,
                "last_drawn": self.drawn_tile if seat == self.current else None,
                "last_acquire": None if self.last_acquire is None else {
                    "seat": self.last_acquire[0], "how": self.last_acquire[1]},
                "claim_window": window,
                "rounds": game.rounds,
                "options": {
                    "pair_rules": list(game.pair_rules),
                    "no_heaven_third_pair": game.no_heaven_third,
                    "claim_any_player": game.claim_any,
                    "reshuffle_on_empty": game.reshuffle,
                    "next_banker": game.next_banker,
                },
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The 32 tiles: hands, stock, discards, each seat's laid pairs."""
        places: dict[str, list[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["stock"] = list(self.stock)
        places["discards"] = list(self.discards)
        for s, pairs in enumerate(self.laid):
            places[f"laid:{s}"] = [c for p in pairs for c in p]
        return DECK, places

    def _redact(self, event: Event, seat: int) -> Event:
        kind = event["type"]
        if kind == "dealt":
            return hands_seen_by(event, seat)
        if kind == "drew" and event["seat"] != seat:
            return with_fields(event, tile=None)
        return claims.redact(event, seat)

    def public_id(self, action_id: int) -> int:
        """Another seat's claim answer as the others see it: ``declared``."""
        return DECLARED if action_id in ANSWER_IDS else action_id

    def movers(self) -> list[int]:
        return list(self.mover_log)

    # --- copies, knowledge and sampled worlds -------------------------------------------------
    def _knowledge(self, seat: int) -> JjakMaTchoKiState:
        """What ``seat`` knows: its hand and everything face up; other hands and the stock
        keep their sizes only; the others' pending claim answers are gone.  The hand's
        events and actions, no origin, a fresh RNG."""
        return self._known_copy(self._hand_events(seat), seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> JjakMaTchoKiState:
        """The unseen tiles dealt again to the other hands and the stock (their sizes
        known), the stock shuffled.  Every pair in a hand is laid at once, so a hand at
        rest holds no pair it could lay: deals that break that are dealt again (up to
        ``SAMPLE_TRIES`` times; the last is kept if none agrees)."""
        world = self._world_copy(rng, record_events)
        game = self.game
        others = [s for s in range(game.players) if s != seat]
        sizes = [len(self.hands[s]) for s in others] + [len(self.stock)]
        unseen = self.unseen(seat)
        pool = [code for code, k in unseen.items() for _k in range(k)]
        # after a reshuffle the stock holds only tiles of the pile turned over
        may_hold = self.stock_may_hold(seat, unseen)
        stock_pool = None if may_hold is None else \
            [code for code in CODES for _k in range(may_hold.get(code, 0))]
        if stock_pool is not None and len(stock_pool) < len(self.stock):
            stock_pool = None  # never in play; a hand-made state keeps the plain deal
        dealt: list[list[str]] = []
        for _try in range(SAMPLE_TRIES):
            if stock_pool is None:
                dealt = deal_constrained(pool, sizes, [None] * len(sizes), rng)
            else:
                dealt = self._deal_after_reshuffle(pool, stock_pool, sizes, rng)
            if all(self._at_rest(s, canonical(tiles)) for s, tiles in zip(others, dealt, strict=False)):
                break
        for s, tiles in zip(others, dealt, strict=False):
            world.hands[s] = canonical(tiles)
        stock = list(dealt[-1])
        rng.shuffle(stock)
        world.stock = stock
        world.drawn_tile = self.drawn_tile if seat == self.current else None
        if self.window is not None:
            # the others' answers asked again of the world's hands: claim whenever legal
            world.window = claims.redecide(
                self.window, seat, world,
                lambda s, w: "claim" if w._may_claim(s) else "pass",
                lambda s, w: w.claim_answers(s))
        return world

    @staticmethod
    def _deal_after_reshuffle(pool: list[str], stock_pool: list[str], sizes: list[int],
                              rng: random.Random) -> list[list[str]]:
        """The unseen ``pool`` dealt to the hands (``sizes`` but the last) and the stock
        (the last size), the stock's tiles all from ``stock_pool`` (the tiles it may hold,
        a part of ``pool``)."""
        candidates = list(stock_pool)
        rng.shuffle(candidates)
        stock = candidates[:sizes[-1]]
        rest = Counter(pool)
        rest.subtract(stock)
        others = [code for code in CODES for _k in range(rest[code])]
        rng.shuffle(others)
        dealt, at = [], 0
        for size in sizes[:-1]:
            dealt.append(others[at:at + size])
            at += size
        dealt.append(stock)
        return dealt

    def _at_rest(self, seat: int, hand: tuple[str, ...]) -> bool:
        """Could ``seat`` hold ``hand`` now: no pair it could lay once it has had a turn
        this hand, except while it is choosing its grouping (LAY); a held-back ``6-6``
        pair is no pair it could lay."""
        if not self.played[seat]:
            return True
        if seat == self.current and self.phase == LAY:
            return len(self.game.groupings(hand, len(self.laid[seat]))) > 1
        return self.game.groupings(hand, len(self.laid[seat])) == [()]

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the 32 tiles exactly once, hand sizes, the
        discards and their discarders, the claim window."""
        super().check_invariants()
        for deck in self.stacked:
            self.game.stack(deck)
        deck, places = self.card_places()
        problem = multiset_problem(deck.multiset(), Counter(flatten_cards(places.values())))
        if problem is not None:
            raise ValueError(f"the tiles are not one set: {problem}")
        if len(self.discards) != len(self.discarders):
            raise ValueError("every discard needs its discarder")
        if self.live and not self.discards:
            raise ValueError("a live discard needs a discard")
        window = self.window
        if (self.phase == CLAIM_STEP) != (window is not None):
            raise ValueError("the claim window is open exactly in the claim step")
        if window is not None:
            if not self.game.claim_any:
                raise ValueError("a claim window opens only with claim_any_player")
            if window.source != "discard" or not self.live or not self.discards \
                    or (window.card, window.owner) != (self.discards[-1], self.discarders[-1]):
                raise ValueError("the claim window must be on the last discard, from its "
                                 "discarder")
            if claims.next_to_answer(window) != self.current:
                raise ValueError("the seat asked about a claim must be the next in line")
        if len(self.mover_log) != len(self.log):
            raise ValueError("the movers must name who made each action of the log")
        if sum(self.ledger) != 0:
            raise ValueError("the ledger does not balance: payments must be zero-sum")
        for s, pairs in enumerate(self.laid):
            if len(pairs) > PAIRS_TO_WIN:
                raise ValueError(f"seat {s} has more than three pairs laid")


#: how many times a sampled world's hands are dealt again to hold no pair they could lay
SAMPLE_TRIES = 30

JjakMaTchoKiGame.state_class = JjakMaTchoKiState
GAME = JjakMaTchoKiGame
