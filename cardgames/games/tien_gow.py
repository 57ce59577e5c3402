"""Tien Gow ("Heaven and nines") — four players, a banker, and Chinese domino cards.

Eight tiles each; the banker leads the first trick.  A lead is a single tile, a pair
(civil, military, mixed, or the supreme gee joon), a triple or a quad of one family.
Each follower plays as many tiles: a set that beats the current high set may go face
up, anything else goes face down.  The trick's winner takes its tiles as stacks of four
and leads next.  Whoever wins the **last** trick wins the hand and becomes the banker;
every other player pays him (or is paid) by the stacks he took: 5 for none, else
``4 - stacks``.  The banker's payments are doubled; quads and gee joon are paid at
once; some last tricks and a clean sweep double everything (``rules/tien_gow/rules.md``).

Action verbs (text forms; the tiles by code, in any order, written canonically):

- ``lead:C1,C2,..``     lead a single, pair, triple or quad, e.g. ``lead:6-6,5-4``
- ``play_up:C1,..``     play a set that beats the high set, face up
- ``play_down:C1,..``   throw as many tiles face down (they never win)

A dead player's face-down play and the one-red-dot win are automatic.

Identical copies share one code: a hand is a sorted tuple of codes, a set of tiles a
canonical tuple, and an action names a multiset of codes (``docs/architecture.md``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core import fields
from cardgames.core.actions import Action, quoted
from cardgames.core.cards import Deck
from cardgames.core.events import Event, hands_seen_by, with_fields
from cardgames.core.game import (
    Game,
    MatchState,
    PolicySearch,
    detached,
)
from cardgames.core.i18n import N_, domain
from cardgames.core.info import TRICK, GameInfo
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, Payment
from cardgames.core.views import TrickView

_ = domain("tien_gow").gettext

PLAY, OVER = 0, 1
PHASE_NAMES = ("playing", "over")
HAND_SIZE = 8
PLAYERS = 4
LEAD, UP, DOWN = 0, 1, 2
VERBS = ("lead", "play_up", "play_down")

DECK: Deck = dom.deck()
#: the 21 faces, highest first (civil then military): the canonical order of a set
CODES: tuple[str, ...] = tuple(sorted(dom.CODES, key=dom.sort_key))
ORDER = {code: i for i, code in enumerate(CODES)}
COPIES = {code: DECK.count(code) for code in CODES}
CIVIL = frozenset(c for c in CODES if dom.suit(c) == "civil")
#: the civil member and the military members of each family, by family rank (4 = heaven-nine)
FAMILY_RANK = dom.FAMILY_RANKS
FAMILIES: dict[int, tuple[str, tuple[str, str]]] = {}
for _code in CODES:
    _fam = dom.family(_code)
    if _fam in FAMILY_RANK and _code in CIVIL:
        _mil = tuple(sorted((c for c in CODES if dom.family(c) == _fam and c not in CIVIL),
                            key=ORDER.__getitem__))
        FAMILIES[FAMILY_RANK[_fam]] = (_code, _mil)  # type: ignore[assignment]
GEE_JOON = ("4-2", "2-1")

#: kinds of sets; a set beats another only of the same kind (gee joon never)
KINDS = ("single_civil", "single_military", "civil_pair", "military_pair", "mixed_pair",
         "gee_joon", "triple_ccm", "triple_cmm", "quad")
MIXED_KINDS = frozenset({"mixed_pair", "triple_ccm", "triple_cmm", "quad"})
LAST_TRICK_SETS = ("quad", "gee_joon", "single_2_1")


def canonical(codes: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(codes, key=ORDER.__getitem__))


def _combinations() -> dict[tuple[str, ...], tuple[str, int]]:
    """Every set that may be led (spec 2.2): canonical codes -> (kind, rank)."""
    table: dict[tuple[str, ...], tuple[str, int]] = {}
    for code in CODES:
        table[(code,)] = ("single_civil" if code in CIVIL else "single_military",
                          dom.single_key(code))
        if code in CIVIL:
            table[(code, code)] = ("civil_pair", dom.single_key(code))
    for rank, (civil, (m1, m2)) in FAMILIES.items():
        table[canonical((m1, m2))] = ("military_pair", rank)
        for m in (m1, m2):
            table[canonical((civil, m))] = ("mixed_pair", rank)
            table[canonical((civil, civil, m))] = ("triple_ccm", rank)
        table[canonical((civil, m1, m2))] = ("triple_cmm", rank)
        table[canonical((civil, civil, m1, m2))] = ("quad", rank)
    table[canonical(GEE_JOON)] = ("gee_joon", 0)
    return table


COMBOS = _combinations()


def _multisets() -> list[tuple[str, ...]]:
    """Every multiset of 1 to 4 codes the deck can hold, canonical, in a fixed order."""
    out: list[tuple[str, ...]] = []
    for size in range(1, 5):
        found = set()
        pool = [c for c in CODES for _ in range(min(COPIES[c], size))]
        for combo in combinations(pool, size):
            found.add(combo)
        out.extend(sorted(found, key=lambda s: [ORDER[c] for c in s]))
    return out


MULTISETS = _multisets()
SET_INDEX = {s: i for i, s in enumerate(MULTISETS)}
STRIDE = len(MULTISETS)


def action_id(verb: int, tiles: tuple[str, ...]) -> int:
    return verb * STRIDE + SET_INDEX[tiles]


def decode(action_id_: int) -> tuple[int, tuple[str, ...]]:
    return divmod(action_id_, STRIDE)[0], MULTISETS[action_id_ % STRIDE]


def tile_name(code: str) -> str:
    """A tile in words (the deck's name and its code)."""
    return _("{name} ({code})").format(name=dom.english_name(code), code=code)


def set_words(tiles: Sequence[str]) -> str:
    return ", ".join(tile_name(c) for c in tiles)


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    problems = []
    if options["no_trick_payment"] < options["par_stacks"]:
        problems.append(("no_trick_payment", "must be at least par_stacks "
                         f"({options['par_stacks']}): a player with no stack pays the most"))
    return problems


class TienGowGame(Game):
    info = GameInfo(
        id="tien_gow",
        title=N_("Tien Gow"),
        tagline=N_("Heaven and nines: win the last trick with Chinese dominoes."),
        family=TRICK,
        deck_family="dominoes",
        player_counts=(4,),
        origin=N_("China"),
        success_phrase=N_("you won the hand"),
        sample_cards=("6-6", "6-3", "4-2"),
        menu_order=60,
        verbs={
            "lead:C1,C2": "lead a single tile, a pair, a triple or a quad, e.g. lead:6-6,5-4",
            "play_up:C1,C2": "play as many tiles face up, beating the high set",
            "play_down:C1,C2": "throw as many tiles face down (they never win)",
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.double_banker = o["double_banker"]
        self.hk_streak = o["hk_streak"]
        self.par = o["par_stacks"]
        self.no_trick = o["no_trick_payment"]
        self.gee_joon_pay = o["gee_joon_trick_payment"]
        self.quad_pay = o["quad_trick_payment"]
        self.early_death = o["early_death"]
        self.last_bonus = o["last_trick_bonus"]
        sets = o["last_trick_bonus_sets"]
        self.last_bonus_sets = frozenset(() if sets == "none" else sets.split("+"))
        self.whole_game = o["whole_game_bonus"]
        self.banker_exception = o["banker_whole_game_exception"]
        self.six_three = o["six_catches_three"]
        self.red_dot = o["one_red_dot_hand"]
        self.mixed = o["mixed_combinations"]
        self.bankroll = o["starting_bankroll"]
        self.hands_per_session = o["hands_per_session"]
        self.stop_broke = o["stop_when_broke"]
        fives_split = o["fives_split"]
        #: the sets that may be led under these options: canonical tiles -> (kind, rank)
        self.combos: dict[tuple[str, ...], tuple[str, int]] = {}
        for tiles, (kind, rank) in COMBOS.items():
            if kind in MIXED_KINDS and not self.mixed:
                continue
            if fives_split and tiles == ("3-2",):
                rank -= 0.5  # 4-1 ranks above 3-2 (and both above 2-1)
            self.combos[tiles] = (kind, rank)
        self.combos_by_size: dict[int, list[tuple[str, ...]]] = {}
        for tiles in self.combos:
            self.combos_by_size.setdefault(len(tiles), []).append(tiles)
        table = {}
        for tiles in MULTISETS:
            i = SET_INDEX[tiles]
            if tiles in self.combos:
                table[LEAD * STRIDE + i] = Action("lead", tiles)
                table[UP * STRIDE + i] = Action("play_up", tiles)
            table[DOWN * STRIDE + i] = Action("play_down", tiles)
        self._register_actions(table)

    # --- the rules on sets ---------------------------------------------------------------------
    def beats(self, later: tuple[str, ...], high: tuple[str, ...]) -> bool:
        """Does ``later`` (canonical) beat the current high set ``high`` (spec 4.2)?"""
        mine = self.combos.get(later)
        theirs = self.combos.get(high)
        if mine is None or theirs is None or mine[0] == "gee_joon" or theirs[0] == "gee_joon":
            return False
        return mine[0] == theirs[0] and mine[1] > theirs[1]

    def unbeatable(self, lead: tuple[str, ...], unseen: Counter) -> bool:
        """No set of the lead's size made of ``unseen`` tiles beats it (spec 5.2.4)."""
        for tiles in self.combos_by_size.get(len(lead), ()):
            if self.beats(tiles, lead) and _holds(unseen, tiles):
                return False
        return True

    def stack(self, codes: Sequence[str]) -> list[str]:
        """A stacked deck from the top, topped up in canonical order; refused if malformed."""
        return DECK.stack(codes, "a tile of the Chinese domino set (like 6-6, 4-2)", "the set holds it")

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> TienGowState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        banker = self._first_seat(rng, dealer, what="the banker")  # the first, "by dice"
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, banker)


_NEEDS: dict[tuple[str, ...], tuple[tuple[str, int], ...]] = {}


def _holds(have: Counter, tiles: tuple[str, ...]) -> bool:
    """Does the multiset ``have`` hold the tiles (copies counted)?"""
    need = _NEEDS.get(tiles)
    if need is None:
        need = _NEEDS[tiles] = tuple(Counter(tiles).items())
    for c, k in need:
        if have[c] < k:
            return False
    return True


def red_pips_of(hand: Sequence[str]) -> int:
    return sum(dom.red_pips(c) for c in hand)


def _known_hands(state, seat, hands) -> list[tuple]:
    return [h if s == seat else (None,) * len(h) for s, h in enumerate(hands)]


def _known_trick(state, seat, trick) -> list[list]:
    return [[s, t if (up or s == seat) else (None,) * len(t), up] for s, t, up in trick]


_TILE = fields.Code(DECK.codes, none=True)  # None: a tile hidden from a knowledge copy
_TILES = fields.ListOf(_TILE, longest=HAND_SIZE)
_SET = fields.ListOf(_TILE, longest=HAND_SIZE, as_tuple=True)
_MONEY = fields.per_seat(fields.Int(-10**9, 10**9))
#: Tien Gow's state, declared once, in the order its snapshot has always been written
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(DECK.codes),
    fields.Field("hand_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("banker", fields.SEAT),
    fields.Field("streak", fields.Int(0, 10**6)),
    fields.Field("hands", fields.per_seat(_SET), copy="list", hide=_known_hands),
    fields.Field("stacks", fields.per_seat(fields.Int(0, HAND_SIZE)), copy="list"),
    # [trick number, seat, tiles (None = hidden), how]
    fields.Field("plays", fields.ListOf(fields.Row(fields.Int(0, HAND_SIZE), fields.SEAT, _TILES,
                                                   fields.Text()), longest=PLAYERS * HAND_SIZE),
                 copy=lambda plays: [[t, s, list(tiles), how] for t, s, tiles, how in plays],
                 hide=lambda s, seat, v: s.visible_plays(seat)),
    # [seat, tiles, face_up]
    fields.Field("trick", fields.ListOf(fields.Row(fields.SEAT, _SET, fields.Bool()),
                                        longest=PLAYERS),
                 copy=lambda trick: [[s, t, up] for s, t, up in trick], hide=_known_trick),
    fields.Field("high_seat", fields.SEAT_OR_NONE),
    fields.Field("high_set", _SET),
    fields.Field("size", fields.Int(0, 4)),
    fields.Field("leader", fields.SEAT),
    fields.Field("current", fields.SEAT),
    fields.Field("dead", fields.per_seat(fields.Bool()), copy="list"),
    fields.Field("tricks_played", fields.Int(0, HAND_SIZE)),
    fields.Field("first_lead", fields.Maybe(_SET)),
    # it depends on the banker's whole hand
    fields.Field("first_unbeatable", fields.Bool(),
                 hide=lambda s, seat, v: v and seat == s.banker),
    fields.Field("hand_money", _MONEY, copy="list"),
    fields.Field("hand_lines", fields.Data(fields.check_records),
                 copy=lambda lines: [dict(x) for x in lines]),
    fields.Field("bank", _MONEY, copy="list"),
    fields.HISTORY,
    fields.WINNER_SEATS,
    fields.Field("last_winning", fields.Maybe(_TILES), copy="list?"),
    fields.SEARCH_WORLD,
    fields.origin_field(DECK.codes),
    fields.LOG.but(hide=fields.emptied([])),  # the action log names others' face-down tiles
)


class TienGowState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    HAND_COUNTER = "hand_no"

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: TienGowGame, rng: random.Random, stacked: list[list[str]], banker: int):
        self._open_match(game, rng, stacked)
        self.banker = banker
        self.streak = 0
        self.bank = [game.bankroll] * PLAYERS
        self._deal()

    def _deal(self) -> None:
        game = self.game
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(DECK.codes)
            self.rng.shuffle(cards)
        banker = self.banker
        hands: list[tuple[str, ...]] = [()] * PLAYERS
        for k in range(PLAYERS):
            hands[(banker + k) % PLAYERS] = canonical(cards[HAND_SIZE * k:HAND_SIZE * (k + 1)])
        self.hands = hands
        self.stacks = [0] * PLAYERS
        self.plays = []  # [trick number, seat, tiles (None = hidden), how]
        self.dead = [False] * PLAYERS
        self.tricks_played = 0
        self.first_lead = None
        self.first_unbeatable = False
        self.hand_money = [0] * PLAYERS
        self.hand_lines = []
        self.last_winning = None
        self.leader = banker
        self.current = banker
        self._clear_trick()
        self.phase = PLAY
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=banker, leader=banker, size=HAND_SIZE,
                trump=None, trump_card=None, hands=[list(h) for h in hands],
                counts=[HAND_SIZE] * PLAYERS, streak=self.streak,
            ))
        if game.red_dot:
            for seat in range(PLAYERS):
                if red_pips_of(hands[seat]) == 1:
                    self._red_dot(seat)
                    return

    def _clear_trick(self) -> None:
        self.trick = []  # [seat, tiles, face_up]
        self.high_seat = -1
        self.high_set = ()
        self.size = 0

    # --- the contract (the rest is MatchState's) -------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.bank)

    def legal_ids(self) -> list[int]:
        if self.phase == OVER:
            return []
        game = self.game
        hand = self.hands[self.current]
        have = Counter(hand)
        if not self.trick:
            return [LEAD * STRIDE + SET_INDEX[t] for t in game.combos if _holds(have, t)]
        n = self.size
        ids = [UP * STRIDE + SET_INDEX[t] for t in game.combos_by_size.get(n, ())
               if game.beats(t, self.high_set) and _holds(have, t)]
        downs = sorted({SET_INDEX[c] for c in combinations(hand, n)})
        ids.extend(DOWN * STRIDE + i for i in downs)
        return ids

    def legal_id_of(self, action: Action) -> int | None:
        """As the contract's, but the tiles may be named in any order (spec 4.1)."""
        if action.verb in VERBS and action.args and all(a in ORDER for a in action.args):
            action = Action(action.verb, canonical(action.args))
        return super().legal_id_of(action)

    def apply_id(self, action_id_: int) -> None:
        verb, tiles = decode(action_id_)
        if self.record_events:
            self.log.append(action_id_)
        self._play(self.current, tiles, verb)

    # --- refusals in the player's words -----------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return _("The match is over.")
        verb = action.verb
        if verb not in VERBS:
            return _("{action} is not a Tien Gow move: lead tiles with 'lead:6-6,5-4', beat the "
                     "high set with 'play_up:...', or throw tiles face down with "
                     "'play_down:...'.").format(action=quoted(action))
        if not action.args:
            return _("Name the tiles, like '{verb}:6-6'.").format(verb=verb)
        for code in action.args:
            if code not in ORDER:
                return _("'{code}' is not a tile (tiles are written like 6-6, 5-4, 2-1).").format(
                    code=code)
        tiles = canonical(action.args)
        hand = Counter(self.hands[self.current])
        if not _holds(hand, tiles):
            return _("You don't hold {tiles}.").format(tiles=set_words(tiles))
        game = self.game
        if not self.trick:
            if verb != "lead":
                return _("You lead this trick: use 'lead:' with a single tile, a pair, a "
                         "triple or a quad.")
            if tiles not in game.combos:
                if len(tiles) > 4:
                    return _("A lead is at most four tiles.")
                return _("{tiles} is not a set you may lead: lead a single tile, a pair, a "
                         "triple or a quad of one family.").format(tiles=set_words(tiles))
            return None
        n = self.size
        if verb == "lead":
            return _("The trick is already led: play {n} tiles, face up to beat the high set "
                     "or face down.").format(n=n)
        if len(tiles) != n:
            return _("This trick is of {n} tiles: play exactly {n}.").format(n=n)
        if verb == "play_up" and not game.beats(tiles, self.high_set):
            if tiles not in game.combos:
                return _("{tiles} is not a set, so it can't beat anything: throw it face "
                         "down.").format(tiles=set_words(tiles))
            if COMBOS[tiles][0] == "gee_joon":
                return _("Gee joon beats nothing when it is not led: throw it face down.")
            return _("{tiles} does not beat the high set {high}: it must go face "
                     "down.").format(tiles=set_words(tiles), high=set_words(self.high_set))
        return None

    # --- moves ----------------------------------------------------------------------------
    def _remove(self, seat: int, tiles: tuple[str, ...]) -> None:
        hand = list(self.hands[seat])
        for c in tiles:
            hand.remove(c)
        self.hands[seat] = tuple(hand)

    def _play(self, seat: int, tiles: tuple[str, ...], verb: int) -> None:
        self._remove(seat, tiles)
        up = verb != DOWN
        if verb == LEAD:
            if self.tricks_played == 0 and seat == self.banker and self.first_lead is None:
                self.first_lead = tiles
                unseen = DECK.multiset() - Counter(self.hands[seat]) - Counter(tiles)
                self.first_unbeatable = self.game.unbeatable(tiles, unseen)
            self.size = len(tiles)
            self.leader = seat
        if up:
            self.high_seat = seat
            self.high_set = tiles
        self.trick.append([seat, tiles, up])
        self.plays.append([self.tricks_played, seat, list(tiles), VERBS[verb]])
        if self.record_events:
            self.events.append(Event("tiles_played", seat=seat, tiles=list(tiles),
                                     how=VERBS[verb], face_up=up, size=len(tiles)))
        self._advance()

    def _advance(self) -> None:
        """The next player; dead players throw their last tile down by themselves."""
        while True:
            if len(self.trick) == PLAYERS:
                self._end_trick()
                return
            seat = (self.trick[-1][0] + 1) % PLAYERS
            self.current = seat
            if not self.dead[seat]:
                return
            tiles = self.hands[seat]
            self._remove(seat, tiles)
            self.trick.append([seat, tiles, False])
            self.plays.append([self.tricks_played, seat, list(tiles), "dead"])
            if self.record_events:
                self.events.append(Event("tiles_played", seat=seat, tiles=list(tiles),
                                         how="dead", face_up=False, size=len(tiles)))

    def _pay(self, payer: int, payee: int, amount: int, reason: str, money: list[int]) -> None:
        if amount == 0:
            return
        if amount < 0:
            payer, payee, amount = payee, payer, -amount
        money[payer] -= amount
        money[payee] += amount
        self.hand_lines.append({"payer": payer, "payee": payee, "amount": amount,
                                "reason": reason})

    def _end_trick(self) -> None:
        game = self.game
        winner = self.high_seat
        n = self.size
        self.stacks[winner] += n
        self.tricks_played += 1
        kind = COMBOS[self.high_set][0]
        self.last_winning = list(self.high_set)
        trick_money = [0] * PLAYERS
        per = game.gee_joon_pay if kind == "gee_joon" else game.quad_pay if n == 4 else 0
        if per:
            reason = "gee_joon_trick" if kind == "gee_joon" else "quad_trick"
            for seat in range(PLAYERS):
                if seat != winner:
                    double = 2 if game.double_banker and self.banker in (seat, winner) else 1
                    self._pay(seat, winner, per * double, reason, trick_money)
            for seat in range(PLAYERS):
                self.hand_money[seat] += trick_money[seat]
                self.bank[seat] += trick_money[seat]
        if self.record_events:
            self.events.append(Event(
                "trick_won", winner=winner, trick=self.tricks_played,
                tiles=[[s, list(t) if up else None, up] for s, t, up in self.trick],
                set=list(self.high_set), stacks=list(self.stacks), payments=trick_money,
                scores=list(self.bank),
            ))
            # face-down tiles are hidden from everyone but their owner: _redact does it
        last = not self.hands[winner]
        if last:
            self._score_hand(winner)
            return
        self._clear_trick()
        self.leader = winner
        self.current = winner
        if game.early_death and all(len(h) == 1 for h in self.hands):
            for seat in range(PLAYERS):
                self.dead[seat] = self.stacks[seat] == 0
            if self.record_events and any(self.dead):
                self.events.append(Event("dead", seats=[s for s in range(PLAYERS) if self.dead[s]]))

    # --- scoring ---------------------------------------------------------------------------
    def _multiplier(self, payer: int, winner: int, streak_k: int) -> tuple[int, list[str]]:
        game = self.game
        banker = self.banker
        if not game.double_banker:
            return 1, []
        if winner == banker and game.hk_streak:
            return 2 * streak_k, ["hk_streak"]
        if banker in (payer, winner):
            return 2, ["double_banker"]
        return 1, []

    def _score_hand(self, winner: int, red_dot: bool = False) -> None:
        game = self.game
        banker = self.banker
        k = self.streak + 1 if winner == banker else 1
        stacks = [0 if (red_dot and s != winner) else self.stacks[s] for s in range(PLAYERS)]
        if red_dot:
            stacks[winner] = HAND_SIZE
        last = self.trick
        kind = COMBOS[self.high_set][0] if last else None
        bonuses = []
        if not red_dot and game.last_bonus:
            if (self.size == 4 and "quad" in game.last_bonus_sets) or \
                    (kind == "gee_joon" and "gee_joon" in game.last_bonus_sets) or \
                    (self.high_set == ("2-1",) and "single_2_1" in game.last_bonus_sets):
                bonuses.append("last_trick")
        whole = stacks[winner] == HAND_SIZE and game.whole_game
        excepted = False
        if whole and not red_dot and winner == banker and game.banker_exception \
                and self.first_unbeatable:
            whole, excepted = False, True
        if whole:
            bonuses.append("whole_game")
        amounts = [0] * PLAYERS
        reasons: list[list[str]] = [[] for _ in range(PLAYERS)]
        for seat in range(PLAYERS):
            if seat == winner:
                continue
            base = game.no_trick if stacks[seat] == 0 else game.par - stacks[seat]
            mult, why = self._multiplier(seat, winner, k)
            amount = base * mult * (2 ** len(bonuses))
            amounts[seat] = amount
            reasons[seat] = why + bonuses
        six_three = None
        if game.six_three and not red_dot and self.size == 1 and last \
                and last[0][1] == ("2-1",) and self.high_set == ("4-2",) and winner != last[0][0]:
            six_three = last[0][0]
        money = [0] * PLAYERS
        lines_start = len(self.hand_lines)
        for seat in range(PLAYERS):
            if seat == winner or amounts[seat] == 0:
                continue
            payer = seat
            reason = "base"
            if six_three is not None and seat != six_three and amounts[seat] > 0:
                payer = six_three
                reason = "six_catches_three"
            self._pay(payer, winner, amounts[seat], reason, money)
            line = self.hand_lines[-1]
            line["for"] = seat
            line["stacks"] = stacks[seat]
            line["base"] = game.no_trick if stacks[seat] == 0 else game.par - stacks[seat]
            line["multipliers"] = reasons[seat]
        for seat in range(PLAYERS):
            self.hand_money[seat] += money[seat]
            self.bank[seat] += money[seat]
        record = {
            "hand": self.hand_no + 1, "banker": banker, "winner": winner,
            "stacks": list(stacks), "red_dot": red_dot, "streak": k,
            "winning_set": None if red_dot else list(self.high_set),
            "bonuses": bonuses, "banker_exception": excepted,
            "first_lead": None if self.first_lead is None else list(self.first_lead),
            "six_catches_three": six_three,
            "lines": [dict(x) for x in self.hand_lines],
            "end_lines": len(self.hand_lines) - lines_start,
            "deltas": list(self.hand_money), "scores": list(self.bank),
        }
        if not self.search_world:  # a search reads the scores only: spare its playouts
            record["result"] = self._hand_result(record).to_data()
        self._file_hand(record)
        self.streak = k
        self.banker = winner
        self._clear_trick()
        if self.search_world:
            self.phase = OVER
            return
        broke = game.stop_broke and any(b < 0 for b in self.bank)
        if self.hand_no >= game.hands_per_session or broke:
            self._end_match(self.bank, "broke" if broke else "hands")
            return
        self._deal()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """The hand's payments as they were made (quads and gee joon at their trick, then
        the last trick's winner's), the winner and how he won."""
        payments = [Payment(x["payer"], x["payee"], x["amount"], x["reason"])
                    for x in record["lines"]]
        how = "red_dot" if record["red_dot"] else "last_trick"
        return HandResult.settled(HandEnd.WON, [record["winner"]], how, payments, PLAYERS)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        if self.game.stop_broke and any(b < 0 for b in self.bank):
            return OutcomeReason.BANK_EMPTY, "broke"
        return OutcomeReason.HANDS_PLAYED, ""

    def _red_dot(self, seat: int) -> None:
        if self.record_events:
            self.events.append(Event("red_dot", seat=seat, hand=list(self.hands[seat])))
        self._score_hand(seat, red_dot=True)

    # --- search ---------------------------------------------------------------------------
    def hand_reward(self, seat: int) -> float:
        if not self.history:
            return 0.5
        delta = self.history[-1]["deltas"][seat]
        return min(1.0, max(0.0, 0.5 + delta / 80))

    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        return self.history[-1]["winner"] == seat

    # --- what a seat sees -------------------------------------------------------------------
    def visible_plays(self, seat: int) -> list[list[Any]]:
        """This hand's plays as ``seat`` sees them: others' face-down tiles are None."""
        return [[t, s, tiles if (how != "play_down" and how != "dead") or s == seat
                 else [None] * len(tiles), how] for t, s, tiles, how in self.plays]

    def unseen(self, seat: int) -> Counter:
        """Per-code copies ``seat`` has not seen: other hands and others' face-down tiles."""
        seen = list(self.hands[seat])
        for _t, _s, tiles, _how in self.visible_plays(seat):
            seen.extend(c for c in tiles if c is not None)
        return dom.unseen(seen)

    def view(self, seat: int) -> TrickView:
        game = self.game
        current = self.current_player
        plays = self.visible_plays(seat)
        this_trick = [p for p in plays if p[0] == self.tricks_played] if self.trick else []
        won_piles: list[list[str | None]] = [[] for _ in range(PLAYERS)]
        winners_of = {}
        # who won each finished trick: the last face-up play of it
        for t, s, _tiles, how in self.plays:
            if how in ("lead", "play_up") and t < self.tricks_played:
                winners_of[t] = s
        for t, _s, tiles, _how in plays:
            if t in winners_of:
                won_piles[winners_of[t]].extend(tiles)
        return TrickView(
            game="tien_gow",
            players=PLAYERS,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + 1,
            hands_scheduled=game.hands_per_session,
            hand_size=HAND_SIZE,
            dealer=self.banker,
            active=list(range(PLAYERS)),
            trump=None,
            trump_card=None,
            hand=list(self.hands[seat]),
            hand_counts=[len(h) for h in self.hands],
            known_cards=[[] for _ in range(PLAYERS)],
            bids=[None] * PLAYERS,
            tricks=list(self.stacks),
            trick=[{"seat": s, "card": c if c is not None else ""}
                   for _t, s, tiles, how in this_trick for c in tiles if how != "play_down"
                   and how != "dead"],
            led_seat=self.leader if self.trick else None,
            trick_winner=self.high_seat if self.trick else None,
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.bank),
            history=detached(self.history),
            is_over=self.phase == OVER,
            winners=self.winners,
            extra={
                "banker": self.banker,
                "streak": self.streak,
                "stacks": list(self.stacks),
                "dead": list(self.dead),
                "trick_size": self.size,
                "high_seat": self.high_seat if self.trick else None,
                "high_set": list(self.high_set),
                # the kind of set this trick is played in (single_civil, mixed_pair ...):
                # only a higher set of the same kind beats the high set
                "trick_kind": COMBOS[self.high_set][0] if self.trick and self.high_set
                in COMBOS else None,
                "plays": [{"seat": s, "tiles": tiles, "how": how} for _t, s, tiles, how in this_trick],
                "won_tiles": won_piles,
                "tricks_played": self.tricks_played,
                "hand_money": list(self.hand_money),
                "payments": [dict(x) for x in self.hand_lines],
                "unseen": dict(sorted(self.unseen(seat).items(), key=lambda kv: ORDER[kv[0]])),
                "hands_per_session": game.hands_per_session,
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The 32 tiles: each hand, the tricks each seat won, and the trick on the table.
        Between hands (after a match's last hand) the tiles of the last hand stay where
        they ended."""
        places: dict[str, list[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        winners_of = {}
        for t, s, _tiles, how in self.plays:
            if how in ("lead", "play_up"):
                winners_of[t] = s
        for s in range(PLAYERS):
            places[f"won:{s}"] = []
        places["trick"] = []
        for t, _s, tiles, _how in self.plays:
            if t < self.tricks_played:
                places[f"won:{winners_of[t]}"].extend(tiles)
            else:
                places["trick"].extend(tiles)
        return DECK, places

    def _redact(self, event: Event, seat: int) -> Event:
        kind = event["type"]
        if kind == "dealt":
            return hands_seen_by(event, seat)
        if kind == "tiles_played" and not event["face_up"] and event["seat"] != seat:
            return with_fields(event, tiles=[None] * len(event["tiles"]))
        if kind == "trick_won":
            return with_fields(event, tiles=[[s, t if (up or s == seat) else None, up]
                                             for s, t, up in event["tiles"]])
        return event

    # --- copies, knowledge and sampled worlds ----------------------------------------------
    def _knowledge(self, seat: int) -> TienGowState:
        """What ``seat`` knows: its own hand, every face-up play and its own face-down ones;
        other hands are emptied (their sizes stay known through the plays) and others'
        face-down tiles become None.  No origin, a fresh RNG, nothing shared."""
        events = self.events
        start = len(events)
        while start > 0 and events[start - 1]["type"] != "dealt":
            start -= 1
        start = max(0, start - 1)
        # the fields hidden as declared (``FIELDS``)
        return self._known_copy([detached(self._redact(e, seat)) for e in events[start:]], seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> TienGowState:
        world = self._world_copy(rng, record_events)
        pool = list(self.unseen(seat).elements())
        rng.shuffle(pool)
        k = 0
        for s in range(PLAYERS):
            if s != seat:
                n = len(self.hands[s])
                world.hands[s] = canonical(pool[k:k + n])
                k += n
        for play in world.plays:
            if play[2] and play[2][0] is None:
                n = len(play[2])
                play[2] = list(pool[k:k + n])
                k += n
        for entry in world.trick:
            if entry[1] and entry[1][0] is None:
                # the same tiles as its play of this trick
                for t, s, tiles, _how in world.plays:
                    if t == world.tricks_played and s == entry[0]:
                        entry[1] = tuple(tiles)
        if world.first_lead is not None and seat != world.banker:
            world.first_unbeatable = self.game.unbeatable(
                world.first_lead, DECK.multiset() - Counter(world.dealt_hand(world.banker)))
        return world

    def dealt_hand(self, seat: int) -> list[str]:
        """The tiles ``seat`` was dealt this hand (those left and those played)."""
        tiles = list(self.hands[seat])
        for _t, s, played, _how in self.plays:
            if s == seat:
                tiles.extend(played)
        return tiles

    def unseen_counts(self, seat: int) -> dict[str, int]:
        return dict(self.unseen(seat))

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the 32 tiles exactly once, hands matching the
        tricks played, and money that balances."""
        super().check_invariants()
        for deck in self.stacked:  # the stacked decks are made of the set's tiles
            self.game.stack(deck)
        deck, places = self.card_places()
        from cardgames.core.cards import flatten_cards, multiset_problem
        problem = multiset_problem(deck.multiset(), Counter(flatten_cards(places.values())))
        if problem is not None:
            raise ValueError(f"the tiles are not one set: {problem}")
        if sum(self.stacks) * 4 != sum(len(v) for k, v in places.items() if k.startswith("won")):
            raise ValueError("the stacks won do not match the tiles taken")
        if sum(self.bank) != PLAYERS * self.game.bankroll:
            raise ValueError("the money does not balance: payments must be zero-sum")


TienGowGame.state_class = TienGowState
GAME = TienGowGame
