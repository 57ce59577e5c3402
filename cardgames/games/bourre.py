"""Bourré (Booray) — a five-trick gambling game for 2 to 8 players, played for chips.

Everybody antes; five cards each, the dealer's last card turned up for trumps.  In turn
each player passes (out of the hand) or plays and exchanges up to five cards from the
stock in one action.  The players who stay play five tricks under strict rules: follow
suit and head the trick, trump when void and over-trump when able, and a player holding
a *cinch* (three sure tricks) must lead and play his highest trump.  Whoever takes most
tricks wins the pot; a tie carries it to the next hand; a player who stayed and took no
trick is *bourréd* and pays the size of the pot into the next one.

Action verbs (text forms):

- ``pass``            fold for this hand
- ``draw:4C,3D``      play, exchanging the listed cards (``draw`` alone stands pat)
- ``play:CARD``       play a card to the trick, e.g. ``play:AH``
- ``stay``            with ``simultaneous_declare``: the secret "play" choice

Inside, a card is its index in the French pack (suit * 13 + rank, 2 = 0 ... A = 12), a
hand is a bit mask and the trick keeps its strongest cards, so legality is a few mask
operations.  Chips are whole numbers and never created or lost: banks + pot is constant.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgames.core import fields
from cardgames.core.actions import Action, quoted
from cardgames.core.cards import FRENCH_52, Deck, french_card_name, stack_french_pack
from cardgames.core.dealing import deal_masks
from cardgames.core.events import Event, hands_seen_by, with_fields
from cardgames.core.game import (
    Game,
    MatchState,
    PolicySearch,
    detached,
)
from cardgames.core.i18n import N_, domain
from cardgames.core.info import TRICK, GameInfo
from cardgames.core.masks import bits, random_bit
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, Payment
from cardgames.core.tricks import TrickTable, beats, legal_trick_mask
from cardgames.core.views import PlayedCard, TrickView

_ = domain("bourre").gettext
ngettext = domain("bourre").ngettext

DECLARE, SECRET, DRAW, PLAY, OVER = range(5)
PHASE_NAMES = ("declaring", "choosing", "drawing", "playing", "over")

#: seat status in a hand
OUT, WAITING, PASSED, PLAYING = range(4)
STATUS_NAMES = ("out", "waiting", "passed", "playing")

PASS_ID = 64
STAY_ID = 65
#: ``draw`` with discard mask m is DRAW_BASE + m (m a set of up to five cards)
DRAW_BASE = 1 << 52
FULL_MASK = (1 << 52) - 1

SUITS = ("S", "H", "D", "C")
SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
CODES = FRENCH_52.codes
CARD_IDS = {code: i for i, code in enumerate(CODES)}
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
TRICKS = TrickTable.build([c // 13 for c in range(52)], [c % 13 for c in range(52)])
ACE = 12
#: tricks already won plus sure trumps that make a cinch
CINCH_TRICKS = 3
#: a match that never empties the pot still ends after this many hands (random play)
HAND_LIMIT = 300


def card_word(code: str) -> str:
    return french_card_name(code)


def suit_word(suit: int) -> str:
    return _(SUIT_WORDS[SUITS[suit]])


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    """Checks that need more than one option at a time (called by the option loader)."""
    problems = []
    if options.get("limit_caps_win") and not options.get("pot_limit"):
        problems.append(("limit_caps_win", "capping the win needs a pot limit (pot_limit of "
                         "1 or more)"))
    if not options.get("allow_negative_bank", True) and \
            options.get("starting_bank", 1) < options.get("ante", 1):
        problems.append(("starting_bank", f"without debts every bank must pay at least one ante: "
                         f"{options['ante']} chips or more"))
    if options.get("max_discard", 0) > options.get("hand_size", 5):
        problems.append(("max_discard", f"at most {options['hand_size']} cards, the hand size"))
    return problems


def draw_text(mask: int) -> Action:
    """The canonical action for a discard set: its cards from the highest deck index down
    (clubs, diamonds, hearts, spades; ace first), e.g. ``draw:4C,3D``."""
    cards = bits(mask)
    cards.reverse()
    return Action("draw", tuple(CODES[c] for c in cards))


def _draw_action(action_id: object) -> Action | None:
    """The draw an action id names (draws of three or more cards are made on demand)."""
    mask = _draw_mask(action_id)
    return None if mask is None else draw_text(mask)


def _draw_mask(action_id: object) -> int | None:
    if type(action_id) is not int or action_id < DRAW_BASE:
        return None
    mask = action_id - DRAW_BASE
    if mask > FULL_MASK or mask.bit_count() > 5:
        return None
    return mask


def _draw_id(action: object) -> int | None:
    """The id of any ``draw`` naming up to five distinct cards, in any order (the spec: the
    order is irrelevant; the action log keeps the canonical text)."""
    if isinstance(action, Action) and action.verb == "draw" and 0 < len(action.args) <= 5:
        ids = [CARD_IDS.get(a) for a in action.args]
        if None not in ids and len(set(ids)) == len(ids):
            return DRAW_BASE + sum(1 << c for c in ids)
    return None


class BourreGame(Game):
    info = GameInfo(
        id="bourre",
        title=N_("Bourré"),
        tagline=N_("Stay in and take the most tricks for the pot, or take none and pay it."),
        family=TRICK,
        deck_family="french",
        player_counts=(2, 3, 4, 5, 6, 7, 8),
        origin=N_("Louisiana, United States"),
        success_phrase=N_("you took the pot"),
        review_unit=N_("chips"),
        sample_cards=("AH", "KH", "QH"),
        menu_order=40,
        verbs={
            "pass": "fold for this hand (your ante stays in the pot)",
            "draw:CARDS": "play this hand, exchanging the listed cards (e.g. draw:4C,3D); "
                          "plain 'draw' stands pat",
            "play:CARD": "play a card to the trick, e.g. play:AH",
            "stay": "with secret declarations: choose to play (revealed when everybody has chosen)",
        },
    )

    #: the search tries its playout policy's move first at a new node (``ai/ismcts.py``)
    search_policy_first = True

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        o = options
        self.bank0 = o["starting_bank"]
        self.ante = o["ante"]
        self.hand_size = o["hand_size"]
        self.max_discard = min(o["max_discard"], self.hand_size)
        self.ace_forces = o["ace_upcard_forces_dealer"]
        self.cinch_rules = o["cinch_rules"]
        self.cinch_eq = o["cinch_equivalents"]
        self.undertrump = o["undertrump_required"]
        self.pot_limit = o["pot_limit"]
        self.caps_win = o["limit_caps_win"] and self.pot_limit > 0
        self.double_ante = o["double_ante"]
        self.simultaneous = o["simultaneous_declare"]
        self.restock_folded = o["restock_includes_folded"]
        self.max_hands = o["max_hands"]
        self.negative_ok = o["allow_negative_bank"]
        table: dict[int, Action] = {c: Action("play", (CODES[c],)) for c in range(52)}
        table[PASS_ID] = Action("pass")
        table[STAY_ID] = Action("stay")
        table[DRAW_BASE] = Action("draw")
        for a in range(52):  # one- and two-card draws listed; larger ones made on demand
            table[DRAW_BASE + (1 << a)] = draw_text(1 << a)
            for b in range(a + 1, 52):
                table[DRAW_BASE + (1 << a | 1 << b)] = draw_text(1 << a | 1 << b)
        self._register_actions(table, _draw_action, _draw_id)

    def stack(self, codes: Sequence[str]) -> list[int]:
        """A stacked pack from the top, topped up in canonical order; refused if malformed."""
        return stack_french_pack(codes)

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> BourreState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        dealer = self._first_seat(rng, dealer)
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, dealer)


def _trick_tops(state) -> tuple[int, int, int, int]:
    """The trick's winning card and seat, its top card of the led suit and top trump
    (worked out again when a state is restored)."""
    win_card = win_seat = top_led = top_trump = -1
    trump = state.upcard // 13
    for at, (seat, card) in enumerate(zip(state.trick_seats, state.trick, strict=True)):
        if not at:
            win_card, win_seat, top_led = card, seat, card
            if card // 13 == trump:
                top_trump = card
            continue
        if card // 13 == state.trick[0] // 13 and card > top_led:
            top_led = card
        if card // 13 == trump and card > top_trump:
            top_trump = card
        if beats(TRICKS, card, win_card, trump):
            win_card, win_seat = card, seat
    return win_card, win_seat, top_led, top_trump


def _dead(state) -> int:
    dead = 0
    for mask in state.won:
        dead |= mask
    return dead


def _check_history(value, state, what) -> None:
    if not isinstance(value, list) or not all(isinstance(h, dict) for h in value):
        raise ValueError(f"{what} must be a list of the scored hands")


def _known_hands(state, seat, hands) -> list[int]:
    """Another seat's hand is known only as the upcard the dealer holds, face up."""
    held = state.upcard_held()
    return [h if s == seat else (1 << state.upcard) if (held and s == state.dealer) else 0
            for s, h in enumerate(hands)]


def _known_choices(state, seat, choices) -> list[bool | None]:
    """Another seat's secret choice, once made, is unknown until it is shown."""
    if state.phase != SECRET:
        return list(choices)
    return [c if s == seat or not state.decided[s] else None for s, c in enumerate(choices)]


_MASK = fields.Mask(CODES)
_MASKS = fields.per_seat(_MASK)
_COUNTS = fields.per_seat(fields.Int(0, 52))
_CHIPS = fields.Int(-10**9, 10**9)
#: Bourré's state, declared once, in the order its snapshot has always been written
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(CODES),
    fields.Field("hand_no", fields.Int(0, 10**6)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("dealer", fields.SEAT),
    fields.Field("order", fields.seats()),
    fields.Field("turn", fields.Int(0, lambda s: len(s.order))),
    fields.Field("current", fields.SEAT),
    fields.Field("status", fields.per_seat(fields.Phase(STATUS_NAMES)), copy="list"),
    fields.Field("choice", fields.per_seat(fields.Maybe(fields.Bool())), copy="list",
                 hide=_known_choices),
    fields.Field("decided", fields.per_seat(fields.Bool()), copy="list"),
    fields.Field("hands", _MASKS, copy="list", hide=_known_hands),
    fields.Field("counts", _COUNTS, copy="list"),
    fields.Field("upcard", fields.Card(CODES)),
    fields.Field("up_aside", fields.Bool()),
    fields.Field("stock", fields.CardList(CODES, longest=52), copy="list",
                 hide=fields.emptied([])),
    fields.Field("stock_left", fields.Int(0, 52)),
    fields.Field("discards", _MASKS, copy="list", hide=fields.own_only(0)),
    fields.Field("disc_n", _COUNTS, copy="list"),
    fields.Field("folded", _MASKS, copy="list", hide=fields.own_only(0)),
    fields.Field("fold_n", _COUNTS, copy="list"),
    fields.Field("exchanged", fields.per_seat(fields.Maybe(fields.Int(0, 52))), copy="list"),
    fields.Field("trick", fields.CardList(CODES, longest=lambda s: len(s.order) - 1),
                 copy="list"),
    fields.Field("trick_seats", fields.ListOf(fields.SEAT, length=lambda s: len(s.trick)),
                 copy="list"),
    fields.Field("win_card", derived=lambda s: _trick_tops(s)[0]),
    fields.Field("win_seat", derived=lambda s: _trick_tops(s)[1]),
    fields.Field("top_led", derived=lambda s: _trick_tops(s)[2]),
    fields.Field("top_trump", derived=lambda s: _trick_tops(s)[3]),
    fields.Field("tricks", _COUNTS, copy="list"),
    fields.Field("won", _MASKS, copy="list"),
    fields.Field("dead", derived=_dead),
    fields.Field("excluded", _MASKS, copy="list"),
    fields.Field("tricks_played", fields.Int(0, 52)),
    fields.Field("bank", fields.per_seat(_CHIPS), copy="list"),
    fields.Field("pot", fields.Int(0, 10**9)),
    fields.Field("pot_start", fields.Int(0, 10**9)),
    fields.Field("exempt", fields.per_seat(fields.Bool()), copy="list"),
    fields.Field("start_banks", fields.per_seat(_CHIPS), copy="list"),
    fields.Field("antes", fields.per_seat(fields.Int(0, 10**9)), copy="list"),
    # the records are never changed once written: a copy shares them
    fields.Field("history", fields.Data(_check_history), copy="list", hide=fields.last_hands),
    fields.Field("winner_seats", fields.Maybe(fields.seats(as_tuple=False)), key="winners",
                 copy="list?"),
    fields.Field("end_reason", fields.Maybe(fields.Text())),
    fields.Field("refills", fields.Int(0, 10**6)),
    fields.Field("last_trick", fields.Maybe(fields.LastTrick(CODES))),
    fields.SEARCH_WORLD,
    fields.origin_field(CODES),
    # the action log names the cards the others exchanged, face down
    fields.LOG.but(hide=fields.emptied([])),
)


class BourreState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER

    @property
    def hands_finished(self) -> int:
        # the hand number, not ``len(history)``: a knowledge copy keeps only the last line
        return self.hand_no

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: BourreGame, rng: random.Random, stacked: list[list[str]], dealer: int):
        n = game.players
        self.game = game
        self.rng = rng
        self.events = []
        self.record_events = True
        self.stacked = stacked
        self.hand_no = 0
        self.dealer = dealer
        self.bank = [game.bank0] * n
        self.pot = 0
        self.exempt = [False] * n
        self.history = []
        self.winner_seats = None
        self.end_reason = None
        self.search_world = False
        self._deal()

    def participants(self) -> list[int]:
        """Seats taking part in the next hand: everyone, except (with
        ``allow_negative_bank: false``) a player who can't pay his ante."""
        game = self.game
        return [s for s in range(game.players)
                if game.negative_ok or self.exempt[s] or self.bank[s] >= game.ante]

    def _deal(self) -> None:
        game = self.game
        n = game.players
        h = game.hand_size
        seats = self.participants()
        if len(seats) < 2:  # the options refuse such a start, and _end_reason stops before
            raise ValueError("fewer than two players can pay the ante")
        while self.dealer not in seats:
            self.dealer = (self.dealer + 1) % n
        dealer = self.dealer
        self.start_banks = list(self.bank)
        antes = [0] * n
        for s in seats:
            if not self.exempt[s]:
                antes[s] = game.ante
                self.bank[s] -= game.ante
                self.pot += game.ante
        self.antes = antes
        self.exempt = [False] * n
        if self.record_events:
            self.events.append(Event("antes", hand=self.hand_no + 1, antes=list(antes),
                                     pot=self.pot, banks=list(self.bank)))
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(range(52))
            self.rng.shuffle(cards)
        order = tuple(s for k in range(1, n + 1) if (s := (dealer + k) % n) in seats)
        m = len(order)
        hands = [0] * n
        for k in range(h * m):
            hands[order[k % m]] |= 1 << cards[k]
        self.upcard = cards[h * m - 1]
        self.up_aside = False
        self.stock = cards[h * m:]
        self.stock_left = len(self.stock)
        self.order = order
        self.hands = hands
        self.counts = [h if s in order else 0 for s in range(n)]
        self.status = [WAITING if s in order else OUT for s in range(n)]
        self.choice = [None] * n
        self.decided = [False] * n
        self.discards = [0] * n
        self.disc_n = [0] * n
        self.folded = [0] * n
        self.fold_n = [0] * n
        self.exchanged = [None] * n
        self.tricks = [0] * n
        self.won = [0] * n
        self.dead = 0
        self.excluded = [0] * n
        self.tricks_played = 0
        self.last_trick = None
        self.refills = 0
        self.pot_start = self.pot
        self._clear_trick()
        self.turn = 0
        self.current = order[0]
        self.phase = SECRET if game.simultaneous else DECLARE
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=dealer, first=order[0], leader=order[0],
                size=h, trump=SUITS[self.upcard // 13], trump_card=CODES[self.upcard],
                hands=[[CODES[c] for c in bits(x)] for x in hands], counts=list(self.counts),
                active=list(order), pot=self.pot,
            ))
        if m == 1:  # only one seat could pay: he takes the pot at once
            self._auto_win(order[0])

    def _clear_trick(self) -> None:
        self.trick = []
        self.trick_seats = []
        self.win_card = -1
        self.win_seat = -1
        self.top_led = -1
        self.top_trump = -1

    # --- the contract (the rest is MatchState's) -------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.bank)

    @property
    def trump(self) -> int:
        return self.upcard // 13

    def active(self) -> list[int]:
        """The seats playing this hand, in turn order from the dealer's left."""
        return [s for s in self.order if self.status[s] == PLAYING]

    def upcard_held(self) -> bool:
        """Is the turned-up card still in the dealer's hand (seen by all)?"""
        return not self.up_aside and (self.hands[self.dealer] >> self.upcard) & 1 == 1

    def may_pass(self) -> bool:
        game = self.game
        if self.phase == DRAW:
            return False
        return not (self.current == self.dealer and game.ace_forces
                    and self.upcard % 13 == ACE)

    def legal_draw_masks(self) -> list[int]:
        """Every discard set the player to act may exchange (each subset of his hand of at
        most ``max_discard`` cards), smallest first."""
        hand = self.hands[self.current]
        cards = bits(hand)
        limit = self.game.max_discard
        masks = [0]
        for c in cards:
            masks += [m | 1 << c for m in masks if m.bit_count() < limit]
        masks.sort(key=int.bit_count)
        return masks

    # --- cinch ----------------------------------------------------------------------------
    def dead_mask(self) -> int:
        """Cards out of play for the cinch: completed tricks and the upcard set aside."""
        return self.dead | (1 << self.upcard if self.up_aside else 0)

    def masters(self, seat: int) -> int:
        """Trumps of ``seat`` above every trump it can't see as dead (§4.3)."""
        tmask = SUIT_MASKS[self.trump]
        hand = self.hands[seat]
        mine = hand & tmask
        if not mine:
            return 0
        outstanding = tmask & ~hand & ~self.dead_mask()
        if not outstanding:
            return mine
        top = outstanding.bit_length() - 1
        return mine & ~((2 << top) - 1)

    def has_cinch(self, seat: int) -> bool:
        return (self.game.cinch_rules and self.status[seat] == PLAYING
                and self.tricks[seat] + self.masters(seat).bit_count() >= CINCH_TRICKS)

    def equivalents(self, seat: int) -> int:
        """EQ(p): the highest trump held and the trumps continuing a run down from it."""
        trumps = self.hands[seat] & SUIT_MASKS[self.trump]
        if not trumps:
            return 0
        top = trumps.bit_length() - 1
        mode = self.game.cinch_eq
        if mode == "none":
            return 1 << top
        bridge = trumps | (self.dead_mask() if mode == "with_played" else 0)
        eq = 1 << top
        low = self.trump * 13
        c = top - 1
        while c >= low and (bridge >> c) & 1:
            eq |= trumps & (1 << c)
            c -= 1
        return eq

    def legal_play_mask(self) -> int:
        """The cards the player to act may play (§4.3), as a mask."""
        return self._legal_masks()[1]

    def _legal_masks(self) -> tuple[int, int]:
        """(the cards the ordinary rules allow, the same after the cinch duties)."""
        seat = self.current
        hand = self.hands[seat]
        tmask = SUIT_MASKS[self.trump]
        trick = self.trick
        if not trick:
            if hand & tmask and self.has_cinch(seat):
                return hand, self.equivalents(seat)
            return hand, hand
        led = trick[0] // 13
        legal = legal_trick_mask(TRICKS, hand, led, self.trump, self.top_led, self.top_trump,
                                 must_head=True, must_trump=True, must_overtrump=True,
                                 undertrump=self.game.undertrump)
        if legal & tmask and len(trick) < len(self.active()) - 1 and self.has_cinch(seat):
            return legal, legal & self.equivalents(seat)
        return legal, legal

    # --- ids --------------------------------------------------------------------------------
    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            return bits(self.legal_play_mask())
        if phase == DECLARE or phase == DRAW:
            ids = [PASS_ID] if self.may_pass() else []
            ids += [DRAW_BASE + m for m in self.legal_draw_masks()]
            return ids
        if phase == SECRET:
            return [PASS_ID, STAY_ID] if self.may_pass() else [STAY_ID]
        return []

    def apply_id(self, action_id: int) -> None:
        if action_id < 52:
            self._play(action_id)
        elif action_id == PASS_ID:
            if self.phase == SECRET:
                self._choose(False)
            else:
                self._pass()
        elif action_id == STAY_ID:
            self._choose(True)
        else:
            self._draw(action_id - DRAW_BASE)

    # --- refusals in the player's words -----------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        verb = action.verb
        phase = self.phase
        if phase == OVER:
            return _("The match is over.")
        if verb not in ("pass", "draw", "play", "stay"):
            return _("{move} is not a Bourré move: say 'pass', play with 'draw' (or "
                     "'draw:4C,3D' to exchange cards), or play a card with 'play:AH'."
                     ).format(move=quoted(action))
        if verb == "play":
            if phase != PLAY:
                return _("Wait: first everybody decides to play or pass, and exchanges cards.")
            return self._play_refusal(action)
        if phase == PLAY:
            return _("The tricks have begun: play a card.")
        if verb == "stay":
            if phase != SECRET:
                return _("'stay' is only for secret declarations: play with 'draw' or pass.")
            return None if not action.args else _("Say 'stay' on its own.")
        if verb == "pass":
            if action.args:
                return _("Say 'pass' on its own.")
            if phase == DRAW:
                return _("You chose to stay: now exchange cards ('draw:4C,3D') or stand pat "
                         "('draw').")
            if not self.may_pass():
                return _("The upcard is an ace: as the dealer you must play this hand.")
            return None
        # draw
        if phase == SECRET:
            return _("First choose in secret: 'stay' to play or 'pass'; the exchange comes "
                     "after everybody has chosen.")
        return self._draw_refusal(action)

    def _draw_refusal(self, action: Action) -> str | None:
        hand = self.hands[self.current]
        seen = 0
        for code in action.args:
            card = CARD_IDS.get(code)
            if card is None:
                return _("'{code}' is not a card (cards are written like AH, 10S, QC)."
                         ).format(code=code[:12])
            if not (hand >> card) & 1:
                return _("You don't hold {card}.").format(card=card_word(code))
            if (seen >> card) & 1:
                return _("You named {card} twice.").format(card=card_word(code))
            seen |= 1 << card
        limit = self.game.max_discard
        if len(action.args) > limit:
            return ngettext("You may exchange at most {n} card.",
                            "You may exchange at most {n} cards.", limit).format(n=limit)
        return None

    def _play_refusal(self, action: Action) -> str | None:
        if len(action.args) != 1:
            return _("Play one card, like 'play:AH'.")
        code = action.args[0]
        card = CARD_IDS.get(code)
        if card is None:
            return _("'{code}' is not a card (cards are written like AH, 10S, QC)."
                     ).format(code=code[:12])
        seat = self.current
        hand = self.hands[seat]
        if not (hand >> card) & 1:
            return _("You don't hold {card}.").format(card=card_word(code))
        ordinary, legal = self._legal_masks()
        if (legal >> card) & 1:
            return None
        if (ordinary >> card) & 1:
            return _("You hold a cinch (three sure tricks): you must play your highest trump "
                     "({cards}).").format(cards=", ".join(CODES[c] for c in reversed(bits(legal))))
        trump = self.trump
        led = self.trick[0] // 13
        if hand & SUIT_MASKS[led]:
            if card // 13 != led:
                return _("You must follow suit: play one of your {suit}.").format(
                    suit=suit_word(led))
            return _("You must head the trick: play one of your {suit} that beats "
                     "{card}.").format(suit=suit_word(led), card=card_word(CODES[self.top_led]))
        if card // 13 != trump:
            return _("You have no {suit}: you must play a trump ({trump}).").format(
                suit=suit_word(led), trump=suit_word(trump))
        return _("You must over-trump: play a trump that beats {card}.").format(
            card=card_word(CODES[self.top_trump]))

    # --- declaring and drawing ---------------------------------------------------------------
    def _pass(self) -> None:
        seat = self.current
        if self.record_events:
            self.log.append(PASS_ID)
            self.events.append(Event("passed", seat=seat))
        self._fold(seat)
        self._next_speaker()

    def _fold(self, seat: int) -> None:
        self.status[seat] = PASSED
        hand = self.hands[seat]
        if seat == self.dealer and (hand >> self.upcard) & 1:
            hand &= ~(1 << self.upcard)
            self.up_aside = True
        self.folded[seat] = hand
        self.fold_n[seat] = hand.bit_count()
        self.hands[seat] = 0
        self.counts[seat] = 0

    def _draw(self, mask: int) -> None:
        game = self.game
        seat = self.current
        if self.record_events:
            self.log.append(DRAW_BASE + mask)
        if self.phase == DECLARE:
            self.status[seat] = PLAYING
            if game.double_ante:
                self._pay_double_ante(seat)
        hand = self.hands[seat] & ~mask
        upcard_out = False
        if seat == self.dealer and (mask >> self.upcard) & 1:
            self.up_aside = True
            upcard_out = True
            face_down = mask & ~(1 << self.upcard)
        else:
            face_down = mask
        self.discards[seat] |= face_down
        self.disc_n[seat] += face_down.bit_count()
        received = 0
        refilled = False
        for _k in range(mask.bit_count()):
            if not self.stock:
                self._refill(seat)
                refilled = True
            card = self.stock.pop(0)
            received |= 1 << card
        self.stock_left = len(self.stock)
        self.hands[seat] = hand | received
        self.exchanged[seat] = mask.bit_count()
        if self.record_events:
            self.events.append(Event(
                "drew", seat=seat, count=mask.bit_count(),
                discards=[CODES[c] for c in bits(mask)], received=[CODES[c] for c in bits(received)],
                upcard_discarded=upcard_out, refilled=refilled, stock=self.stock_left,
            ))
        if self.phase == DECLARE:
            self._next_speaker()
        else:
            self._next_drawer()

    def _pay_double_ante(self, seat: int) -> None:
        game = self.game
        pay = game.ante if game.negative_ok else min(game.ante, max(self.bank[seat], 0))
        self.bank[seat] -= pay
        self.pot += pay
        self.antes[seat] += pay
        self.pot_start = self.pot
        if self.record_events:
            self.events.append(Event("double_ante", seat=seat, amount=pay, pot=self.pot))

    def _refill(self, seat: int) -> None:
        """REFILL(p): every face-down discard but p's own (and the passed hands, with
        ``restock_includes_folded``), shuffled, becomes the stock."""
        pool = 0
        n = self.game.players
        for s in range(n):
            if s != seat:
                pool |= self.discards[s]
                self.discards[s] = 0
                self.disc_n[s] = 0
            if self.game.restock_folded:
                pool |= self.folded[s]
                self.folded[s] = 0
                self.fold_n[s] = 0
        cards = bits(pool)
        self.rng.shuffle(cards)
        self.stock = cards
        self.refills += 1
        if self.record_events:
            self.events.append(Event("refill", seat=seat, count=len(cards)))

    def _next_speaker(self) -> None:
        order = self.order
        self.turn += 1
        last = len(order) - 1
        if self.turn == last and not self.active():
            self._auto_win(self.dealer)
            return
        if self.turn <= last:
            self.current = order[self.turn]
            return
        self._declarations_done()

    def _declarations_done(self) -> None:
        active = self.active()
        if len(active) == 1:
            self._auto_win(active[0])
            return
        if not active:  # only with secret declarations: nobody stayed
            self._void_hand()
            return
        self.phase = PLAY
        self.current = active[0]
        self.pot_start = self.pot
        if self.record_events:
            self.events.append(Event("tricks_begin", leader=active[0], active=active,
                                     pot=self.pot))

    # --- secret declarations -----------------------------------------------------------------
    def _choose(self, stay: bool) -> None:
        seat = self.current
        if self.record_events:
            self.log.append(STAY_ID if stay else PASS_ID)
            self.events.append(Event("decided", seat=seat, stay=stay))
        self.choice[seat] = stay
        self.decided[seat] = True
        self.turn += 1
        if self.turn < len(self.order):
            self.current = self.order[self.turn]
            return
        choices = [self.choice[s] if s in self.order else None for s in range(self.game.players)]
        if self.record_events:
            self.events.append(Event("revealed", choices=list(choices)))
        for s in self.order:
            if self.choice[s]:
                self.status[s] = PLAYING
                if self.game.double_ante:
                    self._pay_double_ante(s)
            else:
                if self.record_events:
                    self.events.append(Event("passed", seat=s))
                self._fold(s)
        active = self.active()
        if len(active) <= 1:
            self._declarations_done()
            return
        self.phase = DRAW
        self.turn = 0
        self.current = active[0]

    def _next_drawer(self) -> None:
        active = self.active()
        self.turn += 1
        if self.turn < len(active):
            self.current = active[self.turn]
        else:
            self._declarations_done()

    # --- the tricks ---------------------------------------------------------------------------
    def _play(self, card: int) -> None:
        seat = self.current
        bit = 1 << card
        self.hands[seat] ^= bit
        self.counts[seat] -= 1
        trick = self.trick
        trump = self.trump
        suit = card // 13
        if self.record_events:
            self.log.append(card)
            self.events.append(Event("played", seat=seat, card=CODES[card]))
        if not trick:
            self.win_card = card
            self.win_seat = seat
            self.top_led = card
            if suit == trump:
                self.top_trump = card
        else:
            self._infer(seat, card)
            led = trick[0] // 13
            if suit == led and card > self.top_led:
                self.top_led = card
            if suit == trump and card > self.top_trump:
                self.top_trump = card
            if beats(TRICKS, card, self.win_card, trump):
                self.win_card = card
                self.win_seat = seat
        trick.append(card)
        self.trick_seats.append(seat)
        active = self.active()
        if len(trick) < len(active):
            at = active.index(seat)
            self.current = active[(at + 1) % len(active)]
            return
        winner = self.win_seat
        cards = 0
        for c in trick:
            cards |= 1 << c
        self.won[winner] |= cards
        self.dead |= cards
        self.tricks[winner] += 1
        self.tricks_played += 1
        self.last_trick = (tuple(self.trick_seats), tuple(trick), winner)
        if self.record_events:
            self.events.append(Event(
                "trick_won", winner=winner, trick=self.tricks_played,
                cards=[CODES[c] for c in trick], seats=list(self.trick_seats),
            ))
        self.current = winner
        self._clear_trick()
        if self.tricks_played == self.game.hand_size:
            self._settle()

    def _infer(self, seat: int, card: int) -> None:
        """What the strict rules prove about a hand from the card played (§10): voids,
        no trumps, no higher card of the suit led, no higher trump."""
        led = self.trick[0] // 13
        trump = self.trump
        suit = card // 13
        ex = self.excluded
        trumped = led != trump and self.top_trump >= 0
        if suit == led:
            if not trumped and card < self.top_led:
                ex[seat] |= TRICKS.higher[self.top_led]
            return
        ex[seat] |= SUIT_MASKS[led]
        if suit == trump:
            if self.top_trump >= 0 and card < self.top_trump:
                ex[seat] |= TRICKS.higher[self.top_trump]
            return
        if self.game.undertrump or self.top_trump < 0:
            ex[seat] |= SUIT_MASKS[trump]
        else:
            ex[seat] |= TRICKS.higher[self.top_trump]

    # --- settling -----------------------------------------------------------------------------
    def _base_record(self) -> dict[str, Any]:
        return {
            "hand": self.hand_no + 1, "dealer": self.dealer, "trump": SUITS[self.trump],
            "upcard": CODES[self.upcard], "seats": list(self.order),
            "passed": [s for s in self.order if self.status[s] == PASSED],
            "active": self.active(), "exchanged": list(self.exchanged),
            "antes": list(self.antes), "pot": self.pot_start,
        }

    def _settle(self) -> None:
        game = self.game
        n = game.players
        big_p = self.pot
        active = self.active()
        tricks = self.tricks
        most = max(tricks[s] for s in active)
        leaders = [s for s in active if tricks[s] == most]
        bourre = [s for s in active if tricks[s] == 0]
        pay = min(big_p, game.pot_limit) if game.pot_limit > 0 else big_p
        payments = [0] * n
        winnings = [0] * n
        if len(leaders) == 1:
            take = min(big_p, game.pot_limit) if game.caps_win else big_p
            winnings[leaders[0]] = take
            self.bank[leaders[0]] += take
            new_pot = big_p - take
            winner = leaders[0]
        else:
            new_pot = big_p
            winner = None
        for b in bourre:
            amount = pay if game.negative_ok else min(pay, max(self.bank[b], 0))
            payments[b] = amount
            self.bank[b] -= amount
            new_pot += amount
        self.pot = new_pot
        exempt = [False] * n
        if not game.double_ante:
            for b in bourre:
                exempt[b] = True
            if winner is None:
                for s in leaders:
                    exempt[s] = True
        self.exempt = exempt
        record = {
            **self._base_record(), "kind": "played", "tricks": list(tricks), "winner": winner,
            "tied": leaders if winner is None else [], "bourre": bourre,
            "winnings": winnings, "payments": payments, "pay": pay, "auto_win": None,
        }
        self._finish_hand(record)

    def _auto_win(self, seat: int) -> None:
        n = self.game.players
        big_p = self.pot
        self.bank[seat] += big_p
        self.pot = 0
        self.exempt = [False] * n
        winnings = [0] * n
        winnings[seat] = big_p
        self.pot_start = big_p
        record = {
            **self._base_record(), "kind": "auto_win", "tricks": [0] * n, "winner": seat,
            "tied": [], "bourre": [], "winnings": winnings, "payments": [0] * n, "pay": 0,
            "auto_win": seat,
        }
        if self.record_events:
            self.events.append(Event("auto_win", seat=seat, pot=big_p))
        self._finish_hand(record)

    def _void_hand(self) -> None:
        n = self.game.players
        self.exempt = [False] * n
        record = {
            **self._base_record(), "kind": "void", "tricks": [0] * n, "winner": None,
            "tied": [], "bourre": [], "winnings": [0] * n, "payments": [0] * n, "pay": 0,
            "auto_win": None,
        }
        self._finish_hand(record)

    def _finish_hand(self, record: dict[str, Any]) -> None:
        game = self.game
        n = game.players
        record["deltas"] = [self.bank[s] - self.start_banks[s] for s in range(n)]
        record["scores"] = list(self.bank)
        record["new_pot"] = self.pot
        record["exempt"] = [s for s in range(n) if self.exempt[s]]
        if not self.search_world:  # a search reads the scores only: spare its playouts
            record["result"] = self._hand_result(record).to_data()
        self.history.append(record)
        if self.record_events:
            self.events.append(Event("hand_scored", **detached(record)))
        self.hand_no += 1
        self.phase = OVER
        if self.search_world:  # a search looks at one hand: don't deal the next
            return
        reason = self._end_reason()
        if reason is not None:
            top = max(self.bank)
            self.winner_seats = [s for s in range(n) if self.bank[s] == top]
            self.end_reason = reason
            if self.record_events:
                self.events.append(Event("match_over", winners=list(self.winner_seats),
                                         scores=list(self.bank), reason=reason, pot=self.pot,
                                         outcome=self.outcome.to_data()))
            return
        self.dealer = (self.dealer + 1) % n
        self._deal()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """The hand's chips as payments into and out of the pot: each ante (a second one
        with ``double_ante`` included), the pot (or its capped share) to the winner, each
        bourré player's penalty into the next pot."""
        n = len(record["antes"])
        payments = [Payment(s, None, a, "ante") for s, a in enumerate(record["antes"]) if a]
        payments += [Payment(None, s, w, "pot") for s, w in enumerate(record["winnings"]) if w]
        payments += [Payment(s, None, p, "bourre") for s, p in enumerate(record["payments"]) if p]
        kind, winner = record["kind"], record["winner"]
        if kind == "void":
            end, how = HandEnd.VOID, "everybody_passed"
        elif winner is None:
            end, how = HandEnd.DRAWN, "tied"
        else:
            end, how = HandEnd.WON, "auto_win" if kind == "auto_win" else "tricks"
        return HandResult.settled(end, [] if winner is None else [winner], how, payments, n)

    _OUTCOMES = {"hands": OutcomeReason.HANDS_PLAYED, "bank_empty": OutcomeReason.BANK_EMPTY,
                 "too_few": OutcomeReason.TOO_FEW_PLAYERS, "hand_limit": OutcomeReason.HAND_LIMIT}

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        return self._OUTCOMES.get(self.end_reason, OutcomeReason.FINISHED), ""

    def _end_reason(self) -> str | None:
        """Why the match ends after this hand (§6), or None: after ``max_hands`` hands at
        the first settlement that leaves the pot empty; as soon as a bank is empty (zero
        or in debt: whatever is in the pot stays there); when fewer than two players can
        pay to take part; and, whatever happens, after ``HAND_LIMIT`` hands."""
        game = self.game
        done = self.hand_no
        if self.pot == 0 and game.max_hands and done >= game.max_hands:
            return "hands"
        if min(self.bank) <= 0:
            return "bank_empty"
        if len(self.participants()) < 2:
            return "too_few"
        if done >= HAND_LIMIT:
            return "hand_limit"
        return None

    # --- rewards -------------------------------------------------------------------------------
    def hand_success(self, seat: int) -> bool | None:
        if not self.history:
            return None
        record = self.history[-1]
        if record["winner"] == seat:
            return True
        if seat in record["bourre"]:
            return False
        return None

    def hand_reward(self, seat: int) -> float:
        """What the last hand brought ``seat``, scaled into [0, 1]: the chip change plus the
        seat's share of the pot left for the next hand, over the pot at stake (0.5: no
        change; the reasons are in the AI layer's Bourré policy)."""
        if not self.history:
            return 0.5
        record = self.history[-1]
        worth = record["deltas"][seat] + record["new_pot"] / len(record["seats"])
        scale = 2 * (max(record["pot"], 1) + 2 * self.game.ante)
        return min(1.0, max(0.0, 0.5 + worth / scale))

    # --- fast play for search rollouts -------------------------------------------------------
    def greedy_playout(self, rng: random.Random, noise: float = 0.1) -> None:
        """Play this hand to its end with a cheap policy: play holding a trump or an ace
        (else pass), discard everything but trumps and aces, then win tricks cheaply and
        shed the lowest card otherwise.  With probability ``noise`` a move is random."""
        start = len(self.history)
        while self.phase != OVER and len(self.history) == start:
            phase = self.phase
            if phase == PLAY:
                legal = self.legal_play_mask()
                if legal & (legal - 1) == 0 or rng.random() < noise:
                    self._play(random_bit(legal, rng))
                    continue
                self._play(self._greedy_card(legal))
                continue
            if phase == SECRET:
                stay = self._keepers(self.hands[self.current]) or not self.may_pass()
                self._choose(bool(stay) if rng.random() >= noise else rng.random() < 0.5)
                continue
            hand = self.hands[self.current]
            keep = self._keepers(hand)
            if phase == DECLARE and self.may_pass() and (not keep or rng.random() < noise):
                self._pass()
                continue
            throw = hand & ~keep
            limit = self.game.max_discard
            while throw.bit_count() > limit:
                throw &= throw - 1  # keep the highest of the throw-aways
            self._draw(throw)

    def _keepers(self, hand: int) -> int:
        trumps = hand & SUIT_MASKS[self.trump]
        aces = sum(1 << (s * 13 + ACE) for s in range(4)) & hand
        return trumps | aces

    def _greedy_card(self, legal: int) -> int:
        trump = self.trump
        tmask = SUIT_MASKS[trump]
        if not self.trick:
            seat = self.current
            top = self.masters(seat)
            if top:
                return top.bit_length() - 1
            side = legal & ~tmask
            aces = side & sum(1 << (s * 13 + ACE) for s in range(4))
            if aces:
                return aces.bit_length() - 1
            pool = side or legal
            return (pool & -pool).bit_length() - 1
        win = self.win_card
        winners = 0
        for c in bits(legal):
            if beats(TRICKS, c, win, trump):
                winners |= 1 << c
        if winners:
            plain = winners & ~tmask
            pool = plain or winners
            return (pool & -pool).bit_length() - 1
        low = min(bits(legal), key=lambda c: (c // 13 == trump, c % 13))
        return low

    # --- what a seat sees -------------------------------------------------------------------
    def view(self, seat: int) -> TrickView:
        """What ``seat`` sees, in the trick family's shape; Bourré's own fields in ``extra``:
        the pot and each bank, who is exempt, each seat's status and exchange, the stock,
        the upcard, the viewer's cinch, and the last trick."""
        game = self.game
        n = game.players
        current = self.current_player
        trick = [PlayedCard(seat=s, card=CODES[c])
                 for s, c in zip(self.trick_seats, self.trick, strict=True)]
        held = self.upcard_held()
        known = [[] for _ in range(n)]
        if held:
            known[self.dealer] = [CODES[self.upcard]]
        statuses = []
        for s in range(n):
            st = STATUS_NAMES[self.status[s]]
            if self.phase == SECRET and self.decided[s]:
                st = ("stay" if self.choice[s] else "pass") if s == seat else "decided"
            statuses.append(st)
        cinch = self.phase == PLAY and self.status[seat] == PLAYING and self.has_cinch(seat)
        return TrickView(
            game="bourre",
            players=n,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + (0 if self.phase == OVER else 1),
            hands_scheduled=game.max_hands or None,
            hand_size=game.hand_size,
            dealer=self.dealer,
            active=self.active() if self.phase == PLAY else
            [s for s in self.order if self.status[s] != PASSED],
            trump=SUITS[self.trump],
            trump_card=CODES[self.upcard],
            hand=[CODES[c] for c in bits(self.hands[seat])],
            hand_counts=list(self.counts),
            known_cards=known,
            bids=[None] * n,
            tricks=list(self.tricks),
            trick=trick,
            led_seat=trick[0]["seat"] if trick else None,
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.bank),
            history=[detached(h) for h in self.history],
            is_over=self.phase == OVER,
            winners=self.winners,
            extra={
                "pot": self.pot,
                "pot_at_stake": self.pot_start,
                "banks": list(self.bank),
                "antes": list(self.antes),
                "ante": game.ante,
                "exempt": [s for s in range(n) if self.exempt[s]],
                "status": statuses,
                "exchanged": list(self.exchanged),
                "stock": self.stock_left,
                "discards": list(self.disc_n),
                "my_discards": [CODES[c] for c in bits(self.discards[seat])],
                "upcard": CODES[self.upcard],
                "upcard_held": held,
                "upcard_aside": self.up_aside,
                "max_discard": game.max_discard,
                "pot_limit": game.pot_limit,
                "cinch": cinch,
                "cinch_cards": [CODES[c] for c in bits(self.equivalents(seat))] if cinch else [],
                "trick_winner": self.win_seat if self.trick else None,
                "tricks_played": self.tricks_played,
                "simultaneous": game.simultaneous,
                "end_reason": self.end_reason,
                "last_trick": None if self.last_trick is None else {
                    "seats": list(self.last_trick[0]),
                    "cards": [CODES[c] for c in self.last_trick[1]],
                    "winner": self.last_trick[2],
                },
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The pack and where each card is: hands, face-down discards and passed hands by
        seat, the stock, the upcard set aside, the tricks each seat won, the trick."""
        def codes(mask: int) -> list[str]:
            return [CODES[c] for c in bits(mask)]

        places: dict[str, list[str]] = {}
        for s in range(self.game.players):
            places[f"hand:{s}"] = codes(self.hands[s])
            places[f"discards:{s}"] = codes(self.discards[s])
            places[f"folded:{s}"] = codes(self.folded[s])
            places[f"won:{s}"] = codes(self.won[s])
        places["trick"] = [CODES[c] for c in self.trick]
        places["stock"] = [CODES[c] for c in self.stock]
        places["upcard"] = [CODES[self.upcard]] if self.up_aside else []
        return FRENCH_52, places

    def _redact(self, event: Event, seat: int) -> Event:
        kind = event["type"]
        if kind == "dealt":
            return hands_seen_by(event, seat)
        if kind == "drew" and event["seat"] != seat:
            return with_fields(event, discards=None, received=None)
        if kind == "decided" and event["seat"] != seat:
            return Event("decided", seat=event["seat"], stay=None)
        return event

    # --- copies, knowledge and sampled worlds ----------------------------------------------------
    def _knowledge(self, seat: int) -> BourreState:
        """What ``seat`` knows: its own hand, discards and passed hand, the upcard, the
        cards played and what they proved; every other card only as a count.  No origin,
        a fresh RNG, the current hand's events as the seat saw them, nothing shared."""
        events = self.events
        start = len(events)
        while start > 0 and events[start - 1]["type"] != "antes":
            start -= 1
        start = max(0, start - 2)
        # the fields hidden as declared (``FIELDS``)
        return self._known_copy([detached(self._redact(e, seat)) for e in events[start:]], seat)

    def _sample_from_knowledge(
        self, seat: int, rng: random.Random, record_events: bool = True
    ) -> BourreState:
        world = self._world_copy(rng, record_events)
        n = self.game.players
        known = self.hands[seat] | self.discards[seat] | self.folded[seat] | self.dead
        for c in self.trick:
            known |= 1 << c
        known |= 1 << self.upcard
        pool = bits(FULL_MASK & ~known)
        places: list[tuple[str, int]] = []
        need: list[int] = []
        allowed: list[int] = []
        held = self.upcard_held()
        for s in range(n):
            if s == seat:
                continue
            fixed = 1 if (held and s == self.dealer) else 0
            places.append(("hand", s))
            need.append(self.counts[s] - fixed)
            allowed.append(~self.excluded[s])
            places.append(("discards", s))
            need.append(self.disc_n[s])
            allowed.append(-1)
            places.append(("folded", s))
            need.append(self.fold_n[s])
            allowed.append(-1)
        places.append(("stock", -1))
        need.append(len(pool) - sum(need))
        allowed.append(-1)
        dealt = deal_masks(pool, need, allowed, rng)
        for (where, s), mask in zip(places, dealt, strict=True):
            if where == "hand":
                world.hands[s] |= mask
            elif where == "discards":
                world.discards[s] = mask
            elif where == "folded":
                world.folded[s] = mask
            else:
                cards = bits(mask)
                rng.shuffle(cards)
                world.stock = cards
        if self.phase == SECRET:
            for s in range(n):
                if s != seat and self.decided[s] and world.choice[s] is None:
                    world.choice[s] = rng.random() < 0.5
        return world

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the dealer speaking last, every card of the
        pack exactly once, counts matching the hands, whole chips that add up to the
        starting banks, and a finished match with winners."""
        super().check_invariants()
        game = self.game
        n = game.players
        if self.order[-1] != self.dealer:
            raise ValueError("the dealer must speak last")
        for deck in self.stacked:  # the stacked decks are made of the pack's cards
            game.stack(deck)
        if sum(self.bank) + self.pot != n * game.bank0:
            raise ValueError("the banks and the pot don't add up to the chips the players "
                             "started with")
        union = 0
        places = [*self.hands, *self.discards, *self.folded, *self.won,
                  sum(1 << c for c in self.trick), sum(1 << c for c in self.stock),
                  (1 << self.upcard) if self.up_aside else 0]
        for m in places:
            if not isinstance(m, int) or m < 0 or m > FULL_MASK:
                raise ValueError("a place holds something that is not cards")
            if union & m:
                raise ValueError("a card is in two places at once")
            union |= m
        if union != FULL_MASK or len(set(self.trick)) != len(self.trick) \
                or len(set(self.stock)) != len(self.stock):
            raise ValueError("the hands, discards, tricks and stock are not the pack")
        for s in range(n):
            if self.hands[s].bit_count() != self.counts[s]:
                raise ValueError(f"seat {s + 1}'s card count does not match the hand")
        if self.stock_left != len(self.stock):
            raise ValueError("the stock count does not match the stock")
        if sum(self.tricks) != self.tricks_played or self.tricks_played > game.hand_size:
            raise ValueError("the tricks won do not add up to the tricks played")
        if (self.phase == OVER) != (self.winner_seats is not None):
            raise ValueError("a finished match needs winners, and only a finished one")


BourreGame.state_class = BourreState
GAME = BourreGame
