"""K'ap T'ai Shap ("Collecting tens") -- draw and discard Chinese dominoes until your ten
tiles are one eye and four tens pairs.

Two to eight players, several 32-tile sets shuffled together (``num_sets``: ``auto`` is
two sets up to four players, three for five or six, four for seven or eight).  Everybody
antes ``stake`` into the pot.  The leader holds 10 tiles, the others 9.  The leader
discards; then each player in turn may pick a face-up tile from the table (and puts one
back), then draws the next stock tile and discards one.  The first player to hold an
*eye* (two identical tiles) plus four *tens pairs* (two tiles whose pips add to 10 or
20; the ``4-2`` counts three) wins the pot less the house's cut.  If the stock runs out
the hand is void (antes returned).  A match is a session of ``hands_per_session`` hands
(``rules/kap_tai_shap/rules.md``).

Action texts (tiles by code; identical copies are one action):

- ``discard:X``  put hand tile ``X`` face up on the table: the leader's opening discard,
                 and the discard after a draw (any of the 10 tiles, the drawn one too)
- ``pick:T``     take table tile ``T`` into the hand (the most recent copy of ``T``);
                 with ``discard_pick: last_only`` only the latest discard, with ``none``
                 never
- ``skip``       take nothing from the table this turn
- ``put:H``      after a pick that did not win: put hand tile ``H`` face up on the table
                 (not the picked tile itself, unless another copy is held)
- ``draw``       take the next stock tile (the only action at the draw step, even after
                 ``skip``); with an empty stock it ends the hand as void

Declaring a win, dealing and the dice are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``discard``  the player holds 10 tiles and discards one (the leader's opening, or
               after a draw)
- ``pick``     PICK_STEP: ``pick:T`` or ``skip``
- ``put``      after a non-winning pick: ``put:H``
- ``draw``     DRAW_STEP: ``draw``
- ``over``     the match (every hand of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``       hand (number from 1), dealer and leader (the seat holding 10 tiles),
                  thrower (who threw the dice), dice (the four dice, or None when the
                  leader was named or passed on without a throw), hands (per seat; the
                  others' hidden: None each), counts (tiles per hand), stock (tiles in
                  the stock, the far-end pile included), far_end (tiles moved to the far
                  end, N - 1), sets (sets in play), stake, pot (antes in the pot now,
                  carried pot included), carried (the pot carried from void hands)
- ``discarded``   seat, tile, after (``"deal"`` the leader's opening, ``"draw"``, or
                  ``"pick"`` for a tile put back after a pick), table (how many tiles lie
                  on the table after it)
- ``picked``      seat, tile (the most recent copy of that code leaves the table)
- ``skipped``     seat
- ``drew``        seat, tile (only the drawer sees it: None for the others), stock
                  (tiles left after it)
- ``won``         seat, how (``"deal"`` / ``"pick"`` / ``"draw"``), tile (the tile that
                  completed it: the picked or drawn one, None from the deal), hand (the
                  10 tiles, now shown), eye (``[a, a]``), pairs (four ``[a, b]``)
- ``void``        seat (who could not draw), carried (``exhausted_stock: carry_over``:
                  the pot now carried to the next hand; 0 when the antes go back)
- ``hand_scored`` hand, dealer (= leader), leader, winner (None when void), how
                  (``"deal"`` / ``"pick"`` / ``"draw"`` / ``"void"`` / ``"carry_over"``),
                  pot (the pot at stake), cut (the house's share), prize (pot - cut),
                  tiles (the winning tiles, [] when void), eye, pairs, payments
                  (``{payer, payee, amount, reason, party}``: reasons ``"ante"``
                  (seat to pot), ``"house cut"`` (the winner to the house),
                  ``"pot to the winner"``, ``"ante returned"`` (void)), deltas,
                  scores (the ledger), carried (pot kept on the table for the next hand),
                  result (the ``HandResult`` as data: end ``won``, ``void`` or
                  ``exhausted`` (carry over); how as above)
- ``match_over``  winners, scores, reason, outcome

The view is ``core/views.py: DrawDiscardView``: ``stock`` tiles left in the stock (the
far-end pile included), ``discards`` the face-up table tiles in the order played (oldest
first) with ``discarders`` (who put each there), ``live_discard`` None when every table
tile may be picked (the default) or none may (``discard_pick: none``), the latest
discard with ``last_only``; ``exposed`` ``[]`` per seat (nothing is laid in this game);
``drawn`` None (a drawn tile goes straight into the hand, unseen by the others).
``extra``: ``step`` (the phase word or None), ``pot`` (chips in the pot now),
``carried`` (of which carried from void hands), ``stake``, ``house_cut`` (the cut if
the hand is won now), ``leader``, ``thrower``, ``dice``, ``sets``, ``takeable`` (the
codes on the table that may be picked under the rules, distinct), ``picked`` (the tile
the player to act picked this turn, which he may not put back, or None), ``just_drew``
(the viewer's own drawn tile while he must discard, else None), ``ledger`` (=
``scores``), ``hands_per_session``, ``unseen`` (code -> copies the viewer has not seen),
``last_win`` (``{seat, how, tile}`` of the hand's win, else None), ``options`` (the
rules the table explains: ``four_two_value``, ``discard_pick``, ``draw_after_pick``,
``exhausted_stock``, ``house_cut_percent``), and ``aid`` -- the learner's aid for the
viewer's hand: ``{tiles_away, eye, pairs, loose, wants, wins, best_discards}``: how
many more tiles it needs at best (0: a winner), the best eye found (``[a, a]`` or None),
the tens pairs found (``[[a, b], ...]``), the tiles in no structure (``loose``); for a
nine-tile hand the codes that would bring it closer (``wants``) and those that would win
at once (``wins``); for a ten-tile hand (about to discard or put) the codes whose loss
keeps it closest (``best_discards``).

Search hooks: ``hand_reward`` is 1 for taking the pot, 0 when another seat did, 0.5 for
a void hand; sampled worlds keep the tiles each seat is known to hold (``known``: picked
from the table and not let go since) and deal the rest of the unseen tiles at random;
``world_likelihood`` weighs a world by how well its hands explain each other seat's
latest skip, pick and discard (spec §10's play).
The playout policy is ``cardgames/ai/kap_tai_shap_policy.py``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core import fields
from cardgames.core.actions import Action
from cardgames.core.cards import Deck, flatten_cards, multiset_problem
from cardgames.core.events import Event, hands_seen_by, with_fields
from cardgames.core.game import Game, MatchState, PolicySearch, detached
from cardgames.core.i18n import N_, domain
from cardgames.core.info import DRAW_DISCARD, GameInfo
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, Party, Payment
from cardgames.core.views import DrawDiscardView

_ = domain("kap_tai_shap").gettext

#: the 21 faces in display order (civil high to low, then military): the canonical order
CODES: tuple[str, ...] = tuple(sorted(dom.CODES, key=dom.sort_key))
INDEX = {code: i for i, code in enumerate(CODES)}
N_CODES = len(CODES)
PIPS = {code: dom.pips(code) for code in CODES}
#: each code's residue mod 10 by its pips (the 4-2's is the option's: see ``tens_values``)
RESIDUE = {code: PIPS[code] % 10 for code in CODES}
FOUR_TWO = "4-2"
COLUMN = 5          # the woodpile's columns are five tiles high (spec 3.4)
LEADER_TILES = 10   # a winning hand has ten tiles; the others hold nine between turns
MAX_SETS = 6
#: ``world_likelihood``'s weights of a world where a seat's latest turn would have been a
#: slip: a skipped table tile that would have won its hand, or brought it closer; a picked
#: tile that partners nothing it holds; a discard that left it further than another would
WIN_SLIP = 0.05
CLOSER_SLIP = 0.6
PICK_SLIP = 0.3
DISCARD_SLIP = 0.4

DISCARD, PICK, PUT, DRAW, OVER = 0, 1, 2, 3, 4
PHASE_NAMES = ("discard", "pick", "put", "draw", "over")

# action ids: one block of 21 per one-tile verb, then skip and draw
A_DISCARD = 0
A_PICK = N_CODES
A_PUT = 2 * N_CODES
A_SKIP = 3 * N_CODES
A_DRAW = A_SKIP + 1
TILE_VERBS = {"discard": A_DISCARD, "pick": A_PICK, "put": A_PUT}
VERBS = ("discard", "pick", "put", "skip", "draw")


def canonical(codes: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(codes, key=INDEX.__getitem__))


def tile_name(code: str) -> str:
    """A tile in words: its name and its code."""
    return _("{name} ({code})").format(name=_(dom.english_name(code)), code=code)


def sets_for(players: int, num_sets: Any) -> int:
    """Spec 3.1: ``auto`` is max(2, ceil(N / 2)); else the number given."""
    if num_sets in (None, "auto"):
        return max(2, -(-players // 2))
    return int(num_sets)


# --- tens values, the winning check and the distance to a win (pure functions) ---------------

def tens_values(code: str, four_two: str) -> tuple[int, ...]:
    """Spec 2: a tile's tens value(s): its pips, except ``4-2`` counts 3 (``four_two_value:
    3``), 6, or either (both returned)."""
    if code == FOUR_TWO:
        return {"3": (3,), "6": (6,)}.get(four_two, (3, 6))
    return (PIPS[code],)


def is_tens_pair(a: str, b: str, four_two: str = "3") -> bool:
    """Two tiles whose tens values add to 10 or 20."""
    return any((x + y) % 10 == 0 for x in tens_values(a, four_two) for y in tens_values(b, four_two))


def _residue_options(tiles: Sequence[str], four_two: str) -> list[list[int]]:
    """The residue counts (index 0..9) of ``tiles``: one list, or one per way of counting
    the ``4-2`` copies as 3 or 6 (``either``)."""
    counts = [0] * 10
    flexible = 0
    for code in tiles:
        if code == FOUR_TWO and four_two == "either":
            flexible += 1
        else:
            counts[tens_values(code, four_two)[0] % 10] += 1
    if not flexible:
        return [counts]
    out = []
    for threes in range(flexible + 1):
        c = list(counts)
        c[3] += threes
        c[6] += flexible - threes
        out.append(c)
    return out


def _splits(c: list[int]) -> bool:
    """Spec 2: the tiles split into tens pairs iff 1/9, 2/8, 3/7, 4/6 balance and 5s and 0s
    are even."""
    return c[1] == c[9] and c[2] == c[8] and c[3] == c[7] and c[4] == c[6] \
        and c[5] % 2 == 0 and c[0] % 2 == 0


def _pairs_of(tiles: Sequence[str], four_two: str) -> list[list[str]] | None:
    """The tens pairs ``tiles`` split into (a split exists), or None."""
    values: list[tuple[str, tuple[int, ...]]] = [(t, tens_values(t, four_two)) for t in tiles]
    pairs: list[list[str]] = []
    rest = list(values)
    # tiles with one value first; a flexible 4-2 takes whatever partner is left
    rest.sort(key=lambda tv: (len(tv[1]), INDEX[tv[0]]))

    def solve(items: list[tuple[str, tuple[int, ...]]]) -> bool:
        if not items:
            return True
        (a, va), others = items[0], items[1:]
        for i, (b, vb) in enumerate(others):
            if any((x + y) % 10 == 0 for x in va for y in vb):
                pairs.append([a, b])
                if solve(others[:i] + others[i + 1:]):
                    return True
                pairs.pop()
        return False

    return pairs if solve(rest) else None


def winning_split(tiles: Sequence[str], four_two: str = "3") -> tuple[list[str], list[list[str]]] | None:
    """Spec 2's check: ``(eye, pairs)`` if the ten ``tiles`` are one eye plus four tens
    pairs (the first eye that works, in display order), else None."""
    if len(tiles) != LEADER_TILES:
        return None
    counts = Counter(tiles)
    for code in sorted(counts, key=INDEX.__getitem__):
        if counts[code] < 2:
            continue
        rest = list(tiles)
        rest.remove(code)
        rest.remove(code)
        if any(_splits(c) for c in _residue_options(rest, four_two)):
            pairs = _pairs_of(rest, four_two)
            if pairs is not None:
                return [code, code], pairs
    return None


def _residues(tiles: Sequence[str], four_two: str) -> tuple[list[int], dict[str, int]] | None:
    """The residue counts and the code counts of ``tiles`` (None when a ``4-2`` may count
    either way: the slow path weighs both)."""
    if four_two == "either" and FOUR_TWO in tiles:
        return None
    res = [0] * 10
    counts: dict[str, int] = {}
    r42 = 6 if four_two == "6" else 3
    for t in tiles:
        res[r42 if t == FOUR_TWO else RESIDUE[t]] += 1
        counts[t] = counts.get(t, 0) + 1
    return res, counts


def is_winning(tiles: Sequence[str], four_two: str = "3") -> bool:
    """Only ten tiles can win: an eye and four tens pairs."""
    if len(tiles) != LEADER_TILES:
        return False
    found = _residues(tiles, four_two)
    if found is None:
        return winning_split(tiles, four_two) is not None
    res, counts = found
    r42 = 6 if four_two == "6" else 3
    for code, k in counts.items():
        if k < 2:
            continue
        r = r42 if code == FOUR_TWO else RESIDUE[code]
        res[r] -= 2
        ok = _splits(res)
        res[r] += 2
        if ok:
            return True
    return False


def _max_pairs(c: list[int]) -> int:
    return (min(c[1], c[9]) + min(c[2], c[8]) + min(c[3], c[7]) + min(c[4], c[6])
            + c[5] // 2 + c[0] // 2)


def tiles_away(tiles: Sequence[str], four_two: str = "3", sets: int = 2) -> int:
    """How many more tiles the hand needs at best to be an eye plus four tens pairs (0: it
    is one): ten less the most tiles a winning hand could keep.  Complete units (the eye,
    up to four tens pairs) keep two tiles each, and every other unit still open keeps one
    tile waiting for its partner (a half eye needs a code with a second copy)."""
    n = len(tiles)
    found = _residues(tiles, four_two)
    if found is None:
        return _tiles_away_slow(tiles, four_two, sets)
    res, counts = found
    r42 = 6 if four_two == "6" else 3
    # no eye yet: up to four pairs, and one tile may wait for its twin
    p = min(4, _max_pairs(res))
    half_eye = sets >= 2 or any(dom.copies(t, sets) >= 2 for t in counts)
    kept = 2 * p + min(n - 2 * p, 4 - p + half_eye)
    for code, k in counts.items():
        if k < 2:
            continue
        r = r42 if code == FOUR_TWO else RESIDUE[code]
        res[r] -= 2
        p = min(4, _max_pairs(res))
        res[r] += 2
        complete = p + 1
        kept = max(kept, 2 * complete + min(n - 2 * complete, 4 - p))
    return LEADER_TILES - kept


def _tiles_away_slow(tiles: Sequence[str], four_two: str = "3", sets: int = 2) -> int:
    """``tiles_away`` weighing every way of counting flexible ``4-2`` tiles."""
    best = 0
    counts = Counter(tiles)
    eyes: list[str | None] = [None] + [c for c, k in counts.items() if k >= 2]
    for eye in eyes:
        rest = list(tiles)
        if eye is not None:
            rest.remove(eye)
            rest.remove(eye)
        for c in _residue_options(rest, four_two):
            p = min(4, _max_pairs(c))
            complete = p + (eye is not None)
            singles = len(tiles) - 2 * complete
            slots = 4 - p
            if eye is None and any(dom.copies(t, sets) >= 2 for t in rest):
                slots += 1
            kept = 2 * complete + min(singles, slots)
            best = max(best, kept)
    return LEADER_TILES - best


def structure(tiles: Sequence[str], four_two: str = "3", sets: int = 2) -> dict[str, Any]:
    """The learner's reading of a hand: the best eye and the tens pairs found with it, the
    tiles in neither (``loose``) and how many tiles away from a win it is."""
    away = tiles_away(tiles, four_two, sets)
    counts = Counter(tiles)
    best: tuple[int, list[str] | None, list[list[str]], tuple[str, ...]] | None = None
    for eye in [None] + sorted((c for c, k in counts.items() if k >= 2), key=INDEX.__getitem__):
        rest = list(tiles)
        if eye is not None:
            rest.remove(eye)
            rest.remove(eye)
        pairs = _greedy_pairs(rest, four_two)[:4]
        used = Counter(t for p in pairs for t in p)
        loose = list((Counter(rest) - used).elements())
        # as many tiles placed as can be, an eye rather than one more pair (a win needs one)
        score = 4 * (len(pairs) + (eye is not None)) + (eye is not None)
        if best is None or score > best[0]:
            best = (score, None if eye is None else [eye, eye], pairs, canonical(loose))
    assert best is not None
    return {"tiles_away": away, "eye": best[1], "pairs": best[2], "loose": list(best[3])}


def _greedy_pairs(tiles: Sequence[str], four_two: str) -> list[list[str]]:
    """As many tens pairs as the tiles make (per residue class; a flexible 4-2 last)."""
    by_res: dict[int, list[str]] = {r: [] for r in range(10)}
    flexible = []
    for t in canonical(tiles):
        values = tens_values(t, four_two)
        if len(values) > 1:
            flexible.append(t)
        else:
            by_res[values[0] % 10].append(t)
    pairs = []
    for r in (0, 5):
        group = by_res[r]
        while len(group) >= 2:
            pairs.append([group.pop(0), group.pop(0)])
    for r in (1, 2, 3, 4):
        low, high = by_res[r], by_res[10 - r]
        while low and high:
            pairs.append([low.pop(0), high.pop(0)])
    for t in flexible:  # the 4-2 as 3 (wants a 7) or 6 (wants a 4)
        for r in (7, 4):
            if by_res[r]:
                pairs.append([t, by_res[r].pop(0)])
                break
    return pairs


class KapTaiShapGame(Game):
    info = GameInfo(
        id="kap_tai_shap",
        title=N_("K'ap T'ai Shap"),
        tagline=N_("Collecting tens: draw and discard for an eye and four tens pairs."),
        family=DRAW_DISCARD,
        deck_family="dominoes",
        player_counts=(2, 3, 4, 5, 6, 7, 8),
        origin=N_("China"),
        success_phrase=N_("you won the pot"),
        review_unit=N_("chips"),
        sample_cards=("5-5", "6-4", "4-2"),
        menu_order=63,
        verbs={
            "discard:X": N_("put tile X from your hand face up on the table"),
            "pick:T": N_("take tile T from the table into your hand"),
            "skip": N_("take nothing from the table this turn"),
            "put:H": N_("after a pick, put tile H from your hand face up on the table"),
            "draw": N_("take the next tile of the stock"),
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.sets = sets_for(self.players, o["num_sets"])
        self.deck: Deck = dom.deck(self.sets)
        self.copies = {code: self.deck.count(code) for code in CODES}
        self.stake = o["stake"]
        self.cut_percent = o["house_cut_percent"]
        self.four_two = str(o["four_two_value"])
        self.pick_rule = o["discard_pick"]
        self.draw_after_pick = o["draw_after_pick"]
        self.exhausted = o["exhausted_stock"]
        self.next_leader = o["next_leader"]
        self.hands_per_session = o["hands_per_session"]
        table: dict[int, Action] = {}
        for verb, base in TILE_VERBS.items():
            for code in CODES:
                table[base + INDEX[code]] = Action(verb, (code,))
        table[A_SKIP] = Action("skip")
        table[A_DRAW] = Action("draw")
        self._register_actions(table)

    def house_cut(self, pot: int) -> int:
        """Spec 5: the house's share, rounded down."""
        return pot * self.cut_percent // 100

    def stack(self, codes: Sequence[str]) -> list[str]:
        """A stacked deck from the top, topped up in canonical order; refused if malformed."""
        return self.deck.stack(codes, "a tile of the Chinese domino set (like 6-6, 4-2)", f"{self.sets} set(s) hold it")

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> KapTaiShapState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        if dealer is not None:
            dealer = self._first_seat(rng, dealer, what="the leader")
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, dealer)


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    """The woodpile must hold every hand: 32 x sets >= 10 x players."""
    players = options["players"]
    sets = sets_for(players, options["num_sets"])
    if 32 * sets < 10 * players:
        return [("num_sets", f"{sets} set(s) hold {32 * sets} tiles, too few to deal "
                 f"{players} hands (at least {-(-10 * players // 32)} sets)")]
    return []


def deal_woodpile(deck: Sequence[str], players: int, leader: int) -> tuple[list[list[str]], list[str]]:
    """Spec 3.4-3.7: the hands (per seat) and the stock from a deck listed from the top.

    The tops of columns 3, 5, ... (``deck[10]``, ``deck[20]`` ...: N - 1 tiles) go to the
    far end; the leader takes columns 1-2 (10 tiles), the k-th next player columns 2k+1 and
    2k+2 (9 tiles); the stock is the columns from 2N+1 on, then the far-end pile, last
    placed first."""
    n = players
    removed = [deck[10 * k] for k in range(1, n)]
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[leader] = list(deck[0:10])
    for k in range(1, n):
        hands[(leader + k) % n] = list(deck[10 * k + 1:10 * k + 10])
    stock = list(deck[10 * n:]) + removed[::-1]
    return hands, stock


def _hidden_hands(state, seat, hands) -> list[tuple]:
    return [h if s == seat else (None,) * len(h) for s, h in enumerate(hands)]


def _pack_codes(state) -> tuple[str, ...]:
    return state.game.deck.codes


_TILE = fields.Code(CODES, none=True)  # None: a tile hidden from a knowledge copy
_CODE = fields.Code(CODES)
_MONEY = fields.Int(-10**12, 10**12)
#: K'ap T'ai Shap's state, declared once, in the order of its snapshot
FIELDS = (
    *fields.HEAD,
    fields.Field("stacked", fields.Stacked(_pack_codes), copy="nested", hide=fields.emptied([])),
    fields.Field("hand_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("leader", fields.SEAT),
    fields.Field("thrower", fields.SEAT),
    fields.Field("dice", fields.Maybe(fields.ListOf(fields.Int(1, 6), length=4)), copy="list?"),
    fields.Field("current", fields.SEAT),
    fields.Field("hands", fields.per_seat(fields.ListOf(_TILE, longest=LEADER_TILES,
                                                        as_tuple=True)),
                 copy="list", hide=_hidden_hands),
    # the stock from the top (the far-end pile last); a knowledge copy keeps its size only
    fields.Field("stock", fields.ListOf(_TILE, longest=32 * MAX_SETS), copy="list",
                 hide=lambda s, seat, v: [None] * len(v)),
    # the table: every face-up discard in the order played, and who put each there
    fields.Field("discards", fields.ListOf(_CODE, longest=32 * MAX_SETS), copy="list"),
    fields.Field("discarders", fields.ListOf(fields.SEAT, longest=32 * MAX_SETS), copy="list"),
    # the tile picked this turn (it may not be put back), None otherwise
    fields.Field("picked", fields.Maybe(_CODE)),
    # the tile the player to act just drew (his own knowledge only)
    fields.Field("just_drew", fields.Maybe(_CODE),
                 hide=lambda s, seat, v: v if s.current == seat else None),
    # the tiles everybody knows each seat holds: picked from the table, not since let go
    fields.Field("known", fields.per_seat(fields.ListOf(_CODE, longest=LEADER_TILES)),
                 copy=lambda v: [list(x) for x in v]),
    # the pot now (this hand's antes and any carried pot) and the part carried over
    fields.Field("pot", fields.Int(0, 10**12)),
    fields.Field("carried", fields.Int(0, 10**12)),
    fields.Field("house", fields.Int(0, 10**12)),
    fields.Field("ledger", fields.per_seat(_MONEY), copy="list"),
    # [seat, how, tile] of this hand's win, or None
    fields.Field("last_win", fields.Maybe(fields.Row(fields.SEAT, fields.Text(
        ("deal", "pick", "draw")), fields.Maybe(_CODE))), copy="list?"),
    *fields.match_tail(_pack_codes, "hand_start"),
)


_AWAY: dict[tuple[tuple[str, ...], str, int], int] = {}


def _away(tiles: tuple[str, ...], four_two: str, sets: int) -> int:
    """``tiles_away`` of a canonical hand, cached (``world_likelihood`` asks it often)."""
    key = (tiles, four_two, sets)
    value = _AWAY.get(key)
    if value is None:
        if len(_AWAY) > 200_000:
            _AWAY.clear()
        value = _AWAY[key] = tiles_away(tiles, four_two, sets)
    return value


def _skip_weight(hand: tuple[str, ...], codes: frozenset[str], four_two: str, sets: int) -> float:
    """``world_likelihood``'s weight of skipping the table ``codes`` with ``hand`` (a
    ten-tile hand that is no winner is at least one tile away: 0 is a win)."""
    w = 1.0
    now = _away(hand, four_two, sets)
    for code in codes:
        after = _away(canonical((*hand, code)), four_two, sets)
        if after == 0:
            w *= WIN_SLIP
        elif after < now:
            w *= CLOSER_SLIP
    return w


class KapTaiShapState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    HAND_COUNTER = "hand_no"
    ACTION_EVENTS = frozenset({"discarded", "picked", "skipped", "drew", "void"})

    @property
    def phase_name(self) -> str:
        """The phase as the view words it (``discard``, ``pick``, ``put``, ``draw``, ``over``)."""
        return PHASE_NAMES[self.phase]

    # --- setting up -------------------------------------------------------------------------
    def _start(self, game: KapTaiShapGame, rng: random.Random, stacked: list[list[str]],
               leader: int | None):
        self._open_match(game, rng, stacked)
        self.thrower = 0
        self.ledger = [0] * game.players
        self.carried = 0
        self.house = 0
        self.dice = None
        if leader is None:
            leader = self._throw()
        self.leader = leader
        self._deal()

    def _throw(self) -> int:
        """Spec 3.3: the thrower rolls four dice and counts from his right-hand neighbour
        as 1: the leader is seat (thrower + total) mod N."""
        self.dice = [self.rng.randint(1, 6) for _k in range(4)]
        return (self.thrower + sum(self.dice)) % self.game.players

    def _deal(self) -> None:
        """Spec 3: antes into the pot, the woodpile in columns of five, N - 1 column tops
        to the far end, ten tiles to the leader and nine to each other player."""
        game = self.game
        n = game.players
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(game.deck.codes)
            self.rng.shuffle(cards)
        hands, stock = deal_woodpile(cards, n, self.leader)
        self.hands = [canonical(h) for h in hands]
        self.stock = stock
        self.discards = []
        self.discarders = []
        self.picked = None
        self.just_drew = None
        self.known = [[] for _ in range(n)]
        self.pot = self.carried + n * game.stake
        self.last_win = None
        self.hand_start = len(self.log)
        self.current = self.leader
        self.phase = DISCARD
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=self.leader, leader=self.leader,
                thrower=self.thrower, dice=None if self.dice is None else list(self.dice),
                hands=[list(h) for h in self.hands], counts=[len(h) for h in self.hands],
                stock=len(self.stock), far_end=n - 1, sets=game.sets, stake=game.stake,
                pot=self.pot, carried=self.carried,
            ))
        if is_winning(self.hands[self.leader], game.four_two):
            self._win(self.leader, "deal", None)

    # --- the contract (the rest is MatchState's) ----------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.ledger)

    def takeable(self) -> list[str]:
        """The table codes that may be picked under ``discard_pick`` (distinct)."""
        rule = self.game.pick_rule
        if rule == "none" or not self.discards:
            return []
        if rule == "last_only":
            return [self.discards[-1]]
        return list(canonical(set(self.discards)))

    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == DRAW:
            return [A_DRAW]
        hand = self.hands[self.current]
        if phase == DISCARD:
            return [A_DISCARD + INDEX[c] for c in dict.fromkeys(hand)]
        if phase == PUT:
            picked = self.picked
            return [A_PUT + INDEX[c] for c in dict.fromkeys(hand)
                    if c != picked or hand.count(c) >= 2]
        return [A_PICK + INDEX[c] for c in self.takeable()] + [A_SKIP]

    def apply_id(self, action_id: int) -> None:
        if self.record_events:
            self.log.append(action_id)
        seat = self.current
        game = self.game
        if action_id == A_DRAW:
            self._draw(seat)
        elif action_id == A_SKIP:
            if self.record_events:
                self.events.append(Event("skipped", seat=seat))
            self.phase = DRAW
        elif action_id >= A_PUT:
            self._let_go(seat, CODES[action_id - A_PUT], "pick")
            self.picked = None
            if game.draw_after_pick:
                self.phase = DRAW
            else:
                self._next_turn()
        elif action_id >= A_PICK:
            self._pick(seat, CODES[action_id - A_PICK])
        else:
            self._let_go(seat, CODES[action_id - A_DISCARD],
                         "deal" if self.just_drew is None else "draw")
            self.just_drew = None
            self._next_turn()

    def _next_turn(self) -> None:
        self.current = (self.current + 1) % self.game.players
        self.phase = PICK

    def _let_go(self, seat: int, code: str, after: str) -> None:
        """A discard or a put: the tile leaves the hand face up onto the table."""
        hand = list(self.hands[seat])
        hand.remove(code)
        self.hands[seat] = tuple(hand)
        known = self.known[seat]
        if code in known:
            known.remove(code)
        while len(known) > len(hand):  # never more known tiles than the hand holds
            known.pop()
        self.discards.append(code)
        self.discarders.append(seat)
        if self.record_events:
            self.events.append(Event("discarded", seat=seat, tile=code, after=after,
                                     table=len(self.discards)))

    def _pick(self, seat: int, code: str) -> None:
        """Take the most recent copy of ``code`` from the table; a win is declared at once."""
        discards = self.discards
        at = len(discards) - 1 - discards[::-1].index(code)
        del discards[at]
        del self.discarders[at]
        self.hands[seat] = canonical((*self.hands[seat], code))
        self.known[seat].append(code)
        self.picked = code
        if self.record_events:
            self.events.append(Event("picked", seat=seat, tile=code))
        if is_winning(self.hands[seat], self.game.four_two):
            self._win(seat, "pick", code)
        else:
            self.phase = PUT

    def _draw(self, seat: int) -> None:
        """Spec 4 DRAW_STEP: the next stock tile, or a void hand when there is none."""
        if not self.stock:
            self._void(seat)
            return
        tile = self.stock.pop(0)
        self.hands[seat] = canonical((*self.hands[seat], tile))
        if self.record_events:
            self.events.append(Event("drew", seat=seat, tile=tile, stock=len(self.stock)))
        if is_winning(self.hands[seat], self.game.four_two):
            self._win(seat, "draw", tile)
        else:
            self.just_drew = tile
            self.phase = DISCARD

    # --- the end of a hand --------------------------------------------------------------------
    def _win(self, seat: int, how: str, tile: str | None) -> None:
        """Spec 5: every ante is in the pot; the winner takes it and pays the house its cut."""
        game = self.game
        n = game.players
        eye: list[str] | None = None
        pairs: list[list[str]] = []
        if not self.search_world:  # a search's playouts need the winner only
            split = winning_split(self.hands[seat], game.four_two)
            assert split is not None
            eye, pairs = split
        self.last_win = [seat, how, tile]
        if self.record_events:
            self.events.append(Event("won", seat=seat, how=how, tile=tile,
                                     hand=list(self.hands[seat]), eye=eye, pairs=pairs))
        pot = self.pot
        cut = game.house_cut(pot)
        payments = [Payment(s, None, game.stake, "ante") for s in range(n)]
        payments.append(Payment(None, seat, pot, "pot to the winner"))
        if cut:
            payments.append(Payment(seat, None, cut, "house cut", Party.HOUSE))
        self.house += cut
        self.carried = 0
        self._score(HandEnd.WON, [seat], how, payments, pot, cut,
                    {"winner": seat, "tiles": list(self.hands[seat]), "eye": eye, "pairs": pairs})

    def _void(self, seat: int) -> None:
        """Spec 6: the stock ran out: antes back (``void``), or the pot stays on the table
        for the next hand (``carry_over``; on the session's last hand it goes back too)."""
        game = self.game
        n = game.players
        payments = [Payment(s, None, game.stake, "ante") for s in range(n)]
        last = self.hand_no + 1 >= game.hands_per_session and not self.search_world
        if game.exhausted == "carry_over" and not last:
            self.carried = self.pot
            end, how = HandEnd.EXHAUSTED, "carry_over"
        else:
            back = self.pot // n  # every seat put the same into the pot
            payments += [Payment(None, s, back, "ante returned") for s in range(n)]
            self.carried = 0
            end, how = HandEnd.VOID, "void"
        if self.record_events:
            self.events.append(Event("void", seat=seat, carried=self.carried))
        self._score(end, [], how, payments, self.pot, 0,
                    {"winner": None, "tiles": [], "eye": None, "pairs": []})

    def _score(self, end: HandEnd, winners: list[int], how: str, payments: list[Payment],
               pot: int, cut: int, extra: dict[str, Any]) -> None:
        game = self.game
        n = game.players
        result = HandResult.settled(end, winners, how, payments, n)
        deltas = list(result.deltas)
        for s in range(n):
            self.ledger[s] += deltas[s]
        record = {
            "hand": self.hand_no + 1, "dealer": self.leader, "leader": self.leader,
            "how": how, "pot": pot, "cut": cut, "prize": pot - cut if winners else 0,
            **extra,
            "payments": [p.to_data() for p in payments],
            "deltas": deltas, "scores": list(self.ledger), "carried": self.carried,
        }
        if not self.search_world:  # a search reads the deltas only: spare its playouts
            record["result"] = result.to_data()
        self._file_hand(record)
        self.picked = None
        self.just_drew = None
        if self.search_world:
            self.phase = OVER
            return
        if self.hand_no >= game.hands_per_session:
            self._end_match(self.ledger, "hands")
            return
        self._next_leader(winners[0] if winners else None)
        self._deal()

    def _next_leader(self, winner: int | None) -> None:
        """Spec 6: a new throw by the winner (or, after a void, the same thrower); or the
        winner leads (after a void the same leader again); or the lead passes on."""
        rule = self.game.next_leader
        self.dice = None
        if rule == "dice":
            if winner is not None:
                self.thrower = winner
            self.leader = self._throw()
        elif rule == "winner":
            if winner is not None:
                self.leader = winner
            self.thrower = self.leader
        else:
            self.leader = (self.leader + 1) % self.game.players
            self.thrower = self.leader

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """The hand's settlement from its record."""
        n = len(record["deltas"])
        payments = [Payment.from_data(x, n) for x in record["payments"]]
        how = record["how"]
        if record["winner"] is not None:
            return HandResult.settled(HandEnd.WON, [record["winner"]], how, payments, n)
        end = HandEnd.EXHAUSTED if how == "carry_over" else HandEnd.VOID
        return HandResult.settled(end, [], how, payments, n)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        return OutcomeReason.HANDS_PLAYED, "hands"

    # --- search -------------------------------------------------------------------------------
    def hand_reward(self, seat: int) -> float:
        """The hand just scored, for ``seat``: 1 for taking the pot, 0 when another did,
        0.5 for a void hand (nobody won)."""
        if not self.history:
            return 0.5
        winner = self.history[-1]["winner"]
        if winner is None:
            return 0.5
        return 1.0 if winner == seat else 0.0

    def world_likelihood(self, seat: int) -> Callable[[KapTaiShapState], float] | None:
        """Search hook, on a knowledge copy: how well a sampled world's hidden hands explain
        what each other seat did on its latest turn of this hand (spec §10's play: take a
        tile that helps, let go the loosest), as a weight in (0, 1]:

        - it skipped the table: a world where a tile then on the table would have won its
          hand then weighs ``WIN_SLIP``, one that would have brought it closer
          ``CLOSER_SLIP`` each (the hand then is this one with its discard back and its
          unknown draw out: the mean over the ten tiles the draw may have been);
        - it picked a tile it still holds: a world where that tile partners nothing else
          in its hand (no twin, no tens partner) weighs ``PICK_SLIP``;
        - its latest discard: a world where letting go another tile would have left the
          hand closer to a win weighs ``DISCARD_SLIP``.

        It reads only this copy's events of the hand (what ``seat`` saw) and the world's
        hands, so twin worlds that look the same to ``seat`` weigh the same.  None when
        nobody else has acted yet."""
        game = self.game
        four_two, sets = game.four_two, game.sets
        skipped: dict[int, frozenset[str]] = {}
        discarded: dict[int, str] = {}
        table: list[str] = []
        opening = self._hand_opening()
        for event in self.events[0 if opening is None else opening:]:
            kind = event["type"]
            s = event.get("seat")
            if kind == "discarded":
                table.append(event["tile"])
                if s != seat:
                    discarded[s] = event["tile"]
            elif kind == "picked":
                at = len(table) - 1 - table[::-1].index(event["tile"])
                del table[at]
                skipped.pop(s, None)
            elif kind == "skipped" and s != seat and table and game.pick_rule != "none":
                skipped[s] = frozenset(table if game.pick_rule == "any" else table[-1:])
        picked = {s: tuple(k) for s, k in enumerate(self.known) if s != seat and k}
        if not (skipped or discarded or picked):
            return None
        def away(tiles: tuple[str, ...]) -> int:
            return _away(tiles, four_two, sets)

        def weight(world: KapTaiShapState) -> float:
            w = 1.0
            for s, hand in enumerate(world.hands):
                if s == seat:
                    continue
                hand = canonical(hand)
                now = None
                code = discarded.get(s)
                if code is not None and len(hand) == LEADER_TILES - 1:
                    full = (*hand, code)
                    now = away(hand)
                    if any(away(canonical(full[:i] + full[i + 1:])) < now
                           for i in range(len(full) - 1)):
                        w *= DISCARD_SLIP
                    codes = skipped.get(s)
                    if codes:  # the hand then: this one with the discard back, less its draw
                        w *= sum(_skip_weight(canonical(full[:i] + full[i + 1:]), codes,
                                              four_two, sets)
                                 for i in range(len(full))) / len(full)
                for code in picked.get(s, ()):
                    rest = list(hand)
                    if code in rest:
                        rest.remove(code)
                    if not any(t == code or is_tens_pair(t, code, four_two) for t in rest):
                        w *= PICK_SLIP
            return w

        return weight

    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        return self.history[-1]["winner"] == seat

    # --- refusals in the player's words -------------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return _("The match is over.")
        verb, args = action.verb, action.args
        if verb not in VERBS:
            return _("That is not a K'ap T'ai Shap move. Pick a table tile or skip, draw, "
                     "then discard a tile.")
        if verb in TILE_VERBS:
            if len(args) != 1:
                return _("Name one tile, like 5-5.")
            if args[0] not in INDEX:
                return _("That is not a tile (tiles are written like 6-6, 5-3, 2-1).")
        elif args:
            return _("That move takes no tiles.")
        phase = self.phase
        seat = self.current
        hand = self.hands[seat]
        if phase == DISCARD:
            if verb != "discard":
                return _("You hold ten tiles: discard one of them face up on the table.")
            if args[0] not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(args[0]))
            return None
        if phase == PUT:
            if verb != "put":
                return _("You picked {tile}: now put one of your other tiles face up on the "
                         "table.").format(tile=tile_name(self.picked))
            code = args[0]
            if code not in hand:
                return _("You don't hold {tile}.").format(tile=tile_name(code))
            if code == self.picked and hand.count(code) < 2:
                return _("You can't put back the tile you just picked, {tile}.").format(
                    tile=tile_name(code))
            return None
        if phase == DRAW:
            if verb != "draw":
                return _("Now draw the next tile from the stock.")
            return None
        # PICK
        if verb == "draw":
            return _("First pick a tile from the table, or skip.")
        if verb not in ("pick", "skip"):
            return _("You hold nine tiles: pick a tile from the table, or skip and draw.")
        if verb == "pick":
            code = args[0]
            rule = self.game.pick_rule
            if rule == "none":
                return _("Under these rules no tile may be taken from the table: skip, "
                         "then draw.")
            if code not in self.discards:
                return _("{tile} is not on the table.").format(tile=tile_name(code))
            if rule == "last_only" and code != self.discards[-1]:
                return _("Only the latest discard, {tile}, may be taken.").format(
                    tile=tile_name(self.discards[-1]))
        return None

    # --- what a seat sees ---------------------------------------------------------------------
    def unseen(self, seat: int) -> Counter:
        """Per-code copies ``seat`` has not seen: other hands (but the tiles known there)
        and the stock."""
        seen = list(self.hands[seat]) + list(self.discards)
        for s, known in enumerate(self.known):
            if s != seat:
                seen.extend(known)
        left = self.game.deck.multiset()
        left.subtract(seen)
        return +left

    def aid(self, seat: int) -> dict[str, Any]:
        """The learner's aid for ``seat``'s hand (``structure``), with the codes that would
        bring a nine-tile hand closer (``wants``) or win at once (``wins``), and for ten
        tiles the discards that keep it closest (``best_discards``)."""
        game = self.game
        hand = self.hands[seat]
        if any(t is None for t in hand):
            return {"tiles_away": 0, "eye": None, "pairs": [], "loose": [], "wants": [],
                    "wins": [], "best_discards": []}
        info = structure(hand, game.four_two, game.sets)
        wants: list[str] = []
        wins: list[str] = []
        best: list[str] = []
        if len(hand) < LEADER_TILES:
            away = info["tiles_away"]
            for code in CODES:
                more = (*hand, code)
                if is_winning(more, game.four_two):
                    wins.append(code)
                    wants.append(code)
                elif tiles_away(more, game.four_two, game.sets) < away:
                    wants.append(code)
        else:
            scored = []
            for code in dict.fromkeys(hand):
                rest = list(hand)
                rest.remove(code)
                scored.append((tiles_away(rest, game.four_two, game.sets), code))
            low = min(a for a, _c in scored)
            best = [c for a, c in scored if a == low]
        return {**info, "wants": wants, "wins": wins, "best_discards": best}

    def view(self, seat: int) -> DrawDiscardView:
        game = self.game
        n = game.players
        current = self.current_player
        live = self.discards[-1] if game.pick_rule == "last_only" and self.discards else None
        return DrawDiscardView(
            game="kap_tai_shap",
            players=n,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=min(self.hand_no + 1, game.hands_per_session),
            hands_scheduled=game.hands_per_session,
            dealer=self.leader,
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
            live_discard=live,
            exposed=[[] for _ in range(n)],
            drawn=None,
            extra={
                "step": None if self.phase == OVER else PHASE_NAMES[self.phase],
                "pot": self.pot if self.phase != OVER else self.carried,
                "carried": self.carried,
                "stake": game.stake,
                "house_cut": game.house_cut(self.pot),
                "leader": self.leader,
                "thrower": self.thrower,
                "dice": None if self.dice is None else list(self.dice),
                "sets": game.sets,
                "takeable": self.takeable(),
                "picked": self.picked,
                "just_drew": self.just_drew if current == seat else None,
                "ledger": list(self.ledger),
                "hands_per_session": game.hands_per_session,
                "unseen": {c: k for c, k in sorted(self.unseen(seat).items(),
                                                   key=lambda kv: INDEX[kv[0]]) if k},
                "last_win": None if self.last_win is None else {
                    "seat": self.last_win[0], "how": self.last_win[1],
                    "tile": self.last_win[2]},
                "options": {
                    "four_two_value": game.four_two, "discard_pick": game.pick_rule,
                    "draw_after_pick": game.draw_after_pick,
                    "exhausted_stock": game.exhausted,
                    "house_cut_percent": game.cut_percent,
                },
                "aid": self.aid(seat),
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """Every tile of the sets: the hands, the stock (far-end pile included), the table."""
        places: dict[str, list[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["stock"] = list(self.stock)
        places["table"] = list(self.discards)
        return self.game.deck, places

    def _redact(self, event: Event, seat: int) -> Event:
        kind = event["type"]
        if kind == "dealt":
            return hands_seen_by(event, seat)
        if kind == "drew" and event["seat"] != seat:
            return with_fields(event, tile=None)
        return event

    # --- copies, knowledge and sampled worlds -------------------------------------------------
    def _knowledge(self, seat: int) -> KapTaiShapState:
        """What ``seat`` knows: its hand, the table, the tiles others picked and still
        hold; other hands and the stock keep their sizes only.  The hand's events and
        actions, no origin, a fresh RNG."""
        return self._known_copy(self._hand_events(seat), seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> KapTaiShapState:
        """The unseen tiles dealt again: each other hand keeps the tiles it is known to
        hold and is filled up at random, the rest is the stock, shuffled."""
        world = self._world_copy(rng, record_events)
        pool = sorted(self.unseen(seat).elements(), key=INDEX.__getitem__)
        rng.shuffle(pool)
        at = 0
        for s in range(self.game.players):
            if s == seat:
                continue
            known = list(self.known[s])
            need = len(self.hands[s]) - len(known)
            world.hands[s] = canonical(known + pool[at:at + need])
            at += need
        world.stock = pool[at:]
        return world

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: every tile exactly once, the hands' sizes for
        the step, the known tiles in their hands, the chips balanced."""
        super().check_invariants()
        game = self.game
        for deck in self.stacked:
            game.stack(deck)
        deck, places = self.card_places()
        problem = multiset_problem(deck.multiset(), Counter(flatten_cards(places.values())))
        if problem is not None:
            raise ValueError(f"the tiles are not {game.sets} sets: {problem}")
        if len(self.discards) != len(self.discarders):
            raise ValueError("every table tile needs the seat that discarded it")
        if self.phase != OVER:
            for s, hand in enumerate(self.hands):
                big = s == self.current and self.phase in (DISCARD, PUT)
                if len(hand) != (LEADER_TILES if big else LEADER_TILES - 1):
                    raise ValueError("the player to discard holds ten tiles, the others nine")
        for s, known in enumerate(self.known):
            if Counter(known) - Counter(self.hands[s]):
                raise ValueError("a tile known to be in a hand is not there")
        if (self.phase == PUT) != (self.picked is not None):
            raise ValueError("a picked tile waits exactly at the put step")
        if self.just_drew is not None and (self.phase != DISCARD
                                           or self.just_drew not in self.hands[self.current]):
            raise ValueError("a tile just drawn is in the hand of the player to discard")
        if sum(self.ledger) + self.carried + self.house != 0:
            raise ValueError("the chips do not balance: ledger, carried pot and house cut")
        if self.phase != OVER and self.pot != self.carried + game.players * game.stake:
            raise ValueError("the pot must hold every ante and the carried pot")


KapTaiShapGame.state_class = KapTaiShapState
GAME = KapTaiShapGame
