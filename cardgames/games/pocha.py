"""Pocha — the Spanish exact-bidding trick game, Ludoteka rules.

Each hand every player bids exactly how many tricks they will take; exact bids score
``exact_bonus + points_per_trick * tricks``, misses lose ``miss_penalty_per_trick`` per
trick of difference.  Hands climb from one card to a full deal and back (``length``).

Action verbs (text forms):

- ``bid:K``     bid K tricks (0..hand size); the dealer may be barred from one value
- ``play:CARD`` play a card from your hand, e.g. ``play:12O``
- ``swap`` / ``keep``  only with ``swap_trump_seven``: exchange the 7 of trumps for the
  face-up card, or not

Inside, a card is its index in the Spanish 40-card pack (suit * 10 + rank position), a
hand is a bit mask, and each trick keeps its led suit, its top card of that suit and its
top trump, so every legality check is a few mask operations — cheap enough for search
to play thousands of hands per move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgames.core import fields
from cardgames.core.actions import Action, quoted
from cardgames.core.cards import (
    SPANISH_36,
    SPANISH_40,
    Deck,
    spanish_card_name,
    spanish_suit_name,
)
from cardgames.core.dealing import deal_masks
from cardgames.core.events import Event, hands_seen_by
from cardgames.core.game import (
    Game,
    MatchState,
    PolicySearch,
    number_per_seat,
)
from cardgames.core.i18n import N_, domain
from cardgames.core.info import TRICK, GameInfo
from cardgames.core.masks import bits, random_bit
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, points
from cardgames.core.tricks import TrickTable, legal_trick_mask
from cardgames.core.views import PlayedCard, TrickView

#: Pocha's own words, in its catalog (the language is looked up at each call)
_ = domain("pocha").gettext
ngettext = domain("pocha").ngettext

SWAP, BID, PLAY, OVER = range(4)
PHASE_NAMES = ("swap", "bidding", "playing", "over")

BID_BASE = 100
SWAP_ID = 200
KEEP_ID = 201

SUITS = ("O", "C", "E", "B")
CODES = SPANISH_40.codes
CARD_IDS = {code: i for i, code in enumerate(CODES)}
SUIT_MASKS = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
TWOS_MASK = sum(1 << (10 * s + 1) for s in range(4))
FULL_MASK = (1 << 40) - 1

#: After this many extra one-card hands the tied players share the win.  The rules say
#: "until the tie is broken", but with some scoring options (no points per trick) the
#: same bids can tie again and again; this keeps every match finite.
MAX_TIEBREAK_HANDS = 30

#: cards per player in a full deal, by number of players
MAX_HAND = {3: 12, 4: 10, 5: 8, 6: 6, 8: 5}

# Strength by rank position (1, 2, 3, 4, 5, 6, 7, 10, 11, 12): higher wins.
RANK_STRENGTH = {
    "as_tres": (10, 1, 9, 2, 3, 4, 5, 6, 7, 8),
    "natural": (10, 1, 2, 3, 4, 5, 6, 7, 8, 9),
}


def uses_36(active_count: int) -> bool:
    """The four 2s are removed when three or six play."""
    return active_count in (3, 6)


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    """Checks that need more than one option at a time (called by the option loader)."""
    problems = []
    players = options["players"]
    largest = MAX_HAND[players]
    schedule = options.get("deal_schedule")
    if schedule and max(schedule) > largest:
        problems.append(
            ("deal_schedule", _("with {players} players a hand has at most {largest} cards; "
                                "use sizes from 1 to {largest}").format(players=players, largest=largest))
        )
    if not (options["exact_bonus"] or options["points_per_trick"] or options["miss_penalty_per_trick"]):
        problems.append(
            ("exact_bonus", _("the exact-bid bonus, the points per trick and the penalty can't all "
                              "be 0: nobody could ever score"))
        )
    first = options.get("first_dealer")
    if first != "random" and first >= players:
        problems.append(
            ("first_dealer", _("{first} is not a seat at a table of {players}; use 'random' or "
                               "0 to {last}").format(first=first, players=players, last=players - 1))
        )
    return problems


def schedule_for(options: dict[str, Any]) -> tuple[int, ...]:
    """The hand sizes of the match (§3.4), or the explicit ``deal_schedule``."""
    if options.get("deal_schedule"):
        return tuple(options["deal_schedule"])
    players = options["players"]
    top = MAX_HAND[players]
    up = list(range(1, top))
    full = [top] * players
    if options["length"] == "max_only":
        return tuple(full)
    if options["length"] == "short":
        return tuple(up + full)
    return tuple(up + full + up[::-1])


class PochaGame(Game):
    info = GameInfo(
        id="pocha",
        title=N_("Pocha"),
        tagline=N_("Say exactly how many tricks you'll take \u2014 no more, no fewer."),
        family=TRICK,
        deck_family="spanish",
        player_counts=(3, 4, 5, 6, 8),
        origin=N_("Spain"),
        success_phrase=N_("you made your bid"),
        sample_cards=("1O", "12C", "3E"),
        menu_order=10,
        verbs={
            "bid:K": N_("bid K tricks, from 0 to the hand size (the dealer may be barred from one value)"),
            "play:CARD": N_("play a card from your hand, e.g. play:12O"),
            "swap": N_("with swap_trump_seven: exchange your 7 of trumps for the face-up card"),
            "keep": N_("with swap_trump_seven: keep your 7 of trumps"),
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        order = RANK_STRENGTH[options["rank_order"]]
        #: suits and strengths for the shared trick rules (``cardgames.core.tricks``)
        self.tricks = TrickTable.build([c // 10 for c in range(40)], [order[c % 10] for c in range(40)])
        self.strength = self.tricks.strength
        self.higher = self.tricks.higher
        # For the greedy rollout policy: weakest / strongest rank position in a 10-bit suit set.
        self.weakest = tuple(min(bits(m), key=order.__getitem__) if m else -1 for m in range(1024))
        self.strongest = tuple(max(bits(m), key=order.__getitem__) if m else -1 for m in range(1024))
        # Cards that usually take a trick, for a rollout's quick bid: aces and 3s (or reyes).
        self.sure_mask = sum(1 << c for c in range(40) if self.strength[c] >= 9)
        self.good_mask = sum(1 << c for c in range(40) if self.strength[c] >= 7)
        self.schedule = schedule_for(options)
        self.must_head = options["must_head_trick"]
        self.must_trump = options["must_trump"]
        self.must_overtrump = options["must_overtrump"]
        self.undertrump = options["undertrump_required"]
        self.restrict = options["dealer_restriction"]
        self.restrict_one = options["restriction_in_one_card_hands"]
        self.bonus = options["exact_bonus"]
        self.per_trick = options["points_per_trick"]
        self.penalty = options["miss_penalty_per_trick"]
        self.swap_seven = options["swap_trump_seven"]
        table: dict[int, Action] = {c: Action("play", (CODES[c],)) for c in range(40)}
        table.update({BID_BASE + k: Action("bid", (str(k),)) for k in range(13)})
        table[SWAP_ID] = Action("swap")
        table[KEEP_ID] = Action("keep")
        self._register_actions(table)

    def deck_mask(self, active_count: int) -> int:
        return FULL_MASK & ~TWOS_MASK if uses_36(active_count) else FULL_MASK

    def stack(self, codes: Sequence[str], active_count: int) -> list[int]:
        """A stacked pack from the top, topped up in canonical order; refused if malformed."""
        mask = self.deck_mask(active_count)
        cards: list[int] = []
        seen = 0
        for code in codes:
            card = CARD_IDS.get(code)
            if card is None or not (mask >> card) & 1:
                size = 36 if uses_36(active_count) else 40
                raise ValueError(f"{code!r} is not a card of the {size}-card Pocha pack")
            if (seen >> card) & 1:
                raise ValueError(f"the stacked deck has {code} twice")
            seen |= 1 << card
            cards.append(card)
        cards.extend(bits(mask & ~seen))
        return cards

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> PochaState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        dealer = self._first_seat(rng, dealer, self.options["first_dealer"])
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand, self.players)
        return self._begin(origin, rng, stacked, dealer)


def _last_hand(state) -> int:
    return len(state.game.schedule) + MAX_TIEBREAK_HANDS


def _size(state) -> int:
    return state.size


def _check_history(value, state, what) -> None:
    if not isinstance(value, list) or len(value) > _last_hand(state):
        raise ValueError(f"{what} must be a list of the scored hands")
    n = state.game.players
    for record in value:
        if not isinstance(record, dict):
            raise ValueError(f"{what} holds a scored hand that is not a record")
        for key in ("tricks", "deltas", "scores"):
            number_per_seat(n, record.get(key), f"a scored hand's {key}", -10**9, 10**9)


def _led(state) -> int:
    return state.trick[0] // 10 if state.trick else -1


def _top(state, suit: int) -> int:
    cards = [c for c in state.trick if c // 10 == suit]
    return max(cards, key=state.game.strength.__getitem__) if cards else -1


_MASK = fields.Mask(CODES)
_SIZE_COUNT = fields.Int(0, _size)
#: Pocha's state, declared once, in the order its snapshot has always been written
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(CODES),
    fields.Field("hand_no", fields.Int(0, _last_hand)),
    fields.Field("tiebreak", fields.Bool()),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("active", fields.seats()),
    fields.Field("dealer", fields.SEAT),
    fields.Field("order", fields.seats(length=lambda s: len(s.active))),
    fields.Field("size", fields.Int(1, lambda s: 40 // len(s.active))),
    fields.Field("hands", fields.per_seat(_MASK), copy="list",
                 hide=lambda s, seat, v: [h if i == seat else s.held_public[i]
                                          for i, h in enumerate(v)]),
    fields.Field("counts", fields.per_seat(_SIZE_COUNT), copy="list"),
    fields.Field("upcard", fields.Card(CODES, none=True)),
    fields.Field("trump_card", fields.Card(CODES)),
    fields.Field("trump", derived=lambda s: s.trump_card // 10),
    fields.Field("stock", _MASK, hide=fields.emptied(0)),
    fields.Field("held_public", fields.per_seat(_MASK), copy="list"),
    fields.Field("excluded", fields.per_seat(_MASK), copy="list"),
    fields.Field("bids", fields.per_seat(fields.Int(-1, _size)), copy="list"),
    fields.Field("taken", fields.per_seat(_SIZE_COUNT), copy="list"),
    fields.Field("turn", fields.Int(0, lambda s: len(s.order) - 1)),
    fields.Field("trick", fields.CardList(CODES, longest=lambda s: len(s.order) - 1),
                 copy="list"),
    fields.Field("trick_seats", fields.ListOf(fields.SEAT, length=lambda s: len(s.trick)),
                 copy="list"),
    fields.Field("led", derived=_led),
    fields.Field("top_led", derived=lambda s: _top(s, s.led)),
    fields.Field("top_trump", derived=lambda s: _top(s, s.trump)),
    fields.Field("win_pos", fields.Int(-1, lambda s: len(s.order) - 1)),
    fields.Field("tricks_played", _SIZE_COUNT),
    fields.Field("played", _MASK),
    fields.Field("last_trick", fields.Maybe(fields.LastTrick(CODES))),
    fields.Field("score", fields.per_seat(fields.Int(-10**9, 10**9)), copy="list"),
    # the records are never changed once written: a copy shares them
    fields.Field("history", fields.Data(_check_history), copy="list", hide=fields.last_hands),
    fields.Field("winner_seats", fields.Maybe(fields.seats(as_tuple=False)), key="winners",
                 copy="list?"),
    fields.Field("swap_seat", fields.SEAT_OR_NONE),
    fields.SEARCH_WORLD,
    fields.origin_field(CODES),
    fields.LOG.but(hide=lambda s, seat, v: s._hand_log()),
)


class PochaState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    #: each action writes exactly one of these (a knowledge copy keeps the hand's actions)
    ACTION_EVENTS = frozenset({"bid", "played", "swapped", "kept"})

    @property
    def hands_finished(self) -> int:
        # the hand number, not ``len(history)``: a knowledge copy keeps only the last line
        return self.hand_no

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: PochaGame, rng: random.Random, stacked: list[list[str]], dealer: int):
        n = game.players
        self.game = game
        self.rng = rng
        self.events = []
        self.record_events = True
        self.stacked = stacked
        self.hand_no = 0
        self.tiebreak = False
        self.active = tuple(range(n))
        self.dealer = dealer
        self.score = [0] * n
        self.history = []
        self.winner_seats = None
        self.last_trick = None
        self.search_world = False
        self._deal()

    def _deal(self) -> None:
        game = self.game
        n_seats = game.players
        active = self.active
        count = len(active)
        size = 1 if self.tiebreak else game.schedule[self.hand_no]
        if self.stacked:
            cards = game.stack(self.stacked.pop(0), count)
        else:
            cards = bits(game.deck_mask(count))
            self.rng.shuffle(cards)
        at = active.index(self.dealer)
        order = active[at + 1:] + active[:at + 1]
        hands = [0] * n_seats
        dealt = size * count
        for k in range(dealt):
            hands[order[k % count]] |= 1 << cards[k]
        held = [0] * n_seats
        if dealt < len(cards):
            upcard = cards[dealt]
            self.stock = sum(1 << c for c in cards[dealt + 1:])
            trump_card = upcard
        else:
            upcard = -1
            self.stock = 0
            trump_card = cards[dealt - 1]
            held[self.dealer] = 1 << trump_card  # shown to everybody, kept in hand
        self.order = order
        self.size = size
        self.hands = hands
        self.counts = [size if s in active else 0 for s in range(n_seats)]
        self.upcard = upcard
        self.trump_card = trump_card
        self.trump = trump_card // 10
        self.held_public = held
        self.excluded = [0] * n_seats
        self.bids = [-1] * n_seats
        self.taken = [0] * n_seats
        self.played = 0
        self.tricks_played = 0
        self.turn = 0
        self._clear_trick()
        self.swap_seat = -1
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=self.dealer, mano=order[0], size=size,
                active=list(active), tiebreak=self.tiebreak,
                hands=[[CODES[c] for c in bits(hands[s])] if s in active else None
                       for s in range(n_seats)],
                counts=[size if s in active else 0 for s in range(n_seats)],
                upcard=CODES[upcard] if upcard >= 0 else None, trump=SUITS[self.trump],
                trump_card=CODES[trump_card],
            ))
        self.phase = BID
        if game.swap_seven and upcard >= 0:
            seven = self.trump * 10 + 6
            if upcard != seven:
                for seat in order:
                    if (hands[seat] >> seven) & 1:
                        self.swap_seat = seat
                        self.phase = SWAP
                        break

    def _clear_trick(self) -> None:
        self.trick = []
        self.trick_seats = []
        self.led = -1
        self.top_led = -1
        self.top_trump = -1
        self.win_pos = -1

    # --- the contract ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == SWAP:
            return self.swap_seat
        return self.order[self.turn]

    @property
    def scores(self) -> list[int]:
        return list(self.score)

    @property
    def hand_number(self) -> int:
        return self.hand_no + 1

    def forbidden_bid(self) -> int | None:
        """The bid the dealer may not make now, if the restriction applies (public)."""
        game = self.game
        if self.phase != BID or self.turn != len(self.order) - 1 or not game.restrict:
            return None
        if self.size < 2 and not game.restrict_one:
            return None
        value = self.size - sum(b for b in self.bids if b > 0)
        return value if 0 <= value <= self.size else None

    def legal_play_mask(self) -> int:
        """The cards the player to act may play (§4.3), as a mask."""
        hand = self.hands[self.order[self.turn]]
        if not self.trick:
            return hand
        game = self.game
        return legal_trick_mask(game.tricks, hand, self.led, self.trump, self.top_led,
                                self.top_trump, game.must_head, game.must_trump,
                                game.must_overtrump, game.undertrump)

    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            return bits(self.legal_play_mask())
        if phase == BID:
            forbidden = self.forbidden_bid()
            return [BID_BASE + k for k in range(self.size + 1) if k != forbidden]
        if phase == SWAP:
            return [SWAP_ID, KEEP_ID]
        return []

    def apply_id(self, action_id: int) -> None:
        if action_id < BID_BASE:
            self._play(action_id)
        elif action_id < SWAP_ID:
            self._bid(action_id - BID_BASE)
        else:
            self._swap(action_id == SWAP_ID)

    # --- refusals in the player's words -----------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        verb = action.verb
        if self.phase == OVER:
            return _("The match is over.")
        if verb not in ("bid", "play", "swap", "keep"):
            return (_("{action} is not a Pocha move: bid with 'bid:2', play with 'play:12O', "
                      "or answer 'swap' / 'keep'.") if self.game.swap_seven else
                    _("{action} is not a Pocha move: bid with 'bid:2', play with 'play:12O'.")
                    ).format(action=quoted(action))
        if self.phase == SWAP:
            if verb in ("swap", "keep") and not action.args:
                return None
            seven = spanish_card_name(CODES[self.trump * 10 + 6])
            return _("First decide whether to swap {seven} for the face-up card: swap or keep."
                     ).format(seven=seven)
        if verb in ("swap", "keep"):
            return _("You can only swap the 7 of trumps before the first bid.")
        if self.phase == BID:
            if verb == "play":
                return _("Wait: everybody bids before the first card is played.")
            return self._bid_refusal(action)
        if verb == "bid":
            return _("The bidding is over: play a card.")
        return self._play_refusal(action)

    def _bid_refusal(self, action: Action) -> str | None:
        size = self.size
        text = action.args[0] if len(action.args) == 1 else ""
        # plain ASCII digits only, no leading zero: '١', '１', '¹' and 5,000-digit numbers
        # are digits to str.isdigit but no bid (int() of them fails or means something else)
        if not (text.isascii() and text.isdigit()) or len(text) > 3 \
                or (len(text) > 1 and text[0] == "0"):
            return _("Bid a whole number of tricks, from 0 to {size}, written like 'bid:{example}'."
                     ).format(size=size, example=min(1, size))
        value = int(text)
        if value > size:
            return ngettext("You can bid from 0 to {size} in a hand of {size} card.",
                            "You can bid from 0 to {size} in a hand of {size} cards.",
                            size).format(size=size)
        if value == self.forbidden_bid():
            return _("As the dealer you can't bid {value}: the bids would add up to {size}, the "
                     "number of tricks, and somebody must miss.").format(value=value, size=size)
        return None

    def _play_refusal(self, action: Action) -> str | None:
        if len(action.args) != 1:
            return _("Play one card, like 'play:12O'.")
        code = action.args[0]
        card = CARD_IDS.get(code)
        if card is None:
            return _("{code} is not a Spanish card (cards are written like 1O, 7C, 12E, 10B)."
                     ).format(code=quoted(code))
        hand = self.hands[self.order[self.turn]]
        if not (hand >> card) & 1:
            return _("You don't hold {card}.").format(card=spanish_card_name(code))
        if (self.legal_play_mask() >> card) & 1:
            return None
        return self._why_not(hand, card)

    def _why_not(self, hand: int, card: int) -> str:
        game = self.game
        led, trump = self.led, self.trump
        led_name, trump_name = spanish_suit_name(SUITS[led]), spanish_suit_name(SUITS[trump])
        if hand & SUIT_MASKS[led]:
            if card // 10 != led:
                return _("You must follow suit: play one of your {suit}.").format(suit=led_name)
            top = spanish_card_name(CODES[self.top_led])
            return _("You must head the trick: play a card of {suit} higher than {top}.").format(
                suit=led_name, top=top)
        trumps = hand & SUIT_MASKS[trump]
        if self.top_trump < 0:
            return _("You have no {suit}, so you must play a trump ({trump}).").format(
                suit=led_name, trump=trump_name)
        top = spanish_card_name(CODES[self.top_trump])
        if trumps & game.higher[self.top_trump]:
            return _("You have no {suit}, so you must beat {top} with a higher trump.").format(
                suit=led_name, top=top)
        return _("You can't beat {top}, but you must still play a trump ({trump}).").format(
            top=top, trump=trump_name)

    # --- moves ----------------------------------------------------------------------------
    def _swap(self, swap: bool) -> None:
        seat = self.swap_seat
        seven = self.trump * 10 + 6
        if swap:
            old = self.upcard
            self.hands[seat] ^= (1 << seven) | (1 << old)
            self.upcard = seven
            self.held_public[seat] |= 1 << old
        else:
            self.held_public[seat] |= 1 << seven  # being asked showed who holds it
        if self.record_events:
            self.log.append(SWAP_ID if swap else KEEP_ID)
            self.events.append(Event("swapped" if swap else "kept", seat=seat,
                                     upcard=CODES[self.upcard], card=CODES[seven]))
        self.swap_seat = -1
        self.phase = BID

    def _bid(self, value: int) -> None:
        seat = self.order[self.turn]
        self.bids[seat] = value
        if self.record_events:
            self.log.append(BID_BASE + value)
            self.events.append(Event("bid", seat=seat, bid=value))
        self.turn += 1
        if self.turn == len(self.order):
            self.turn = 0
            self.phase = PLAY

    def _play(self, card: int) -> None:
        order = self.order
        seat = order[self.turn]
        bit = 1 << card
        self.hands[seat] ^= bit
        self.counts[seat] -= 1
        self.played |= bit
        if self.held_public[seat] & bit:
            self.held_public[seat] ^= bit
        suit = card // 10
        trick = self.trick
        if self.record_events:
            self.log.append(card)
            self.events.append(Event("played", seat=seat, card=CODES[card]))
        if not trick:
            self.led = suit
            self.top_led = card
            self.win_pos = self.turn
            if suit == self.trump:
                self.top_trump = card
        else:
            strength = self.game.strength
            self._infer(seat, card, suit)
            if suit == self.led:
                if strength[card] > strength[self.top_led]:
                    self.top_led = card
                    if self.top_trump < 0 or suit == self.trump:
                        self.win_pos = self.turn
                        if suit == self.trump:
                            self.top_trump = card
            elif suit == self.trump:
                if self.top_trump < 0 or strength[card] > strength[self.top_trump]:
                    self.top_trump = card
                    self.win_pos = self.turn
        trick.append(card)
        self.trick_seats.append(seat)
        if len(trick) < len(order):
            self.turn = (self.turn + 1) % len(order)
            return
        winner = order[self.win_pos]
        self.taken[winner] += 1
        self.tricks_played += 1
        self.last_trick = (tuple(self.trick_seats), tuple(trick), winner)
        if self.record_events:
            self.events.append(Event(
                "trick_won", winner=winner, trick=self.tricks_played,
                cards=[CODES[c] for c in trick], seats=list(self.trick_seats),
            ))
        self.turn = self.win_pos
        self._clear_trick()
        if self.tricks_played == self.size:
            self._score_hand()

    def _infer(self, seat: int, card: int, suit: int) -> None:
        """Record what this play proves the seat does NOT hold (public knowledge, §10)."""
        game = self.game
        led, trump = self.led, self.trump
        if suit != led:
            excluded = SUIT_MASKS[led]
            if game.must_trump and suit != trump:
                if self.top_trump < 0 or game.undertrump or not game.must_overtrump:
                    excluded |= SUIT_MASKS[trump]
                else:
                    excluded |= game.higher[self.top_trump]
            elif suit == trump and game.must_trump and game.must_overtrump and self.top_trump >= 0:
                if game.strength[card] < game.strength[self.top_trump]:
                    excluded |= game.higher[self.top_trump]
            self.excluded[seat] |= excluded
        elif game.must_head and not (led != trump and self.top_trump >= 0):
            if game.strength[card] < game.strength[self.top_led]:
                self.excluded[seat] |= game.higher[self.top_led]

    def _score_hand(self) -> None:
        game = self.game
        n_seats = game.players
        deltas = [0] * n_seats
        for seat in self.active:
            bid, took = self.bids[seat], self.taken[seat]
            if bid == took:
                deltas[seat] = game.bonus + game.per_trick * took
            else:
                deltas[seat] = -game.penalty * abs(bid - took)
            self.score[seat] += deltas[seat]
        record = {
            "hand": self.hand_no + 1, "size": self.size, "dealer": self.dealer,
            "trump": SUITS[self.trump], "active": list(self.active), "tiebreak": self.tiebreak,
            "bids": [b if b >= 0 else None for b in self.bids], "tricks": list(self.taken),
            "deltas": deltas, "scores": list(self.score),
        }
        if not self.search_world:  # a search reads the scores only: spare its playouts
            record["result"] = self._hand_result(record).to_data()
        self.history.append(record)
        if self.record_events:
            self.events.append(Event("hand_scored", **record))
        self._next_hand()

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """A points hand: each seat's points from the score sheet ("bid_made") or to it
        ("bid_missed"); the hand's winners are the seats that made their bids."""
        bids, tricks = record["bids"], record["tricks"]
        made = [s for s in record["active"] if bids[s] is not None and bids[s] == tricks[s]]
        return HandResult.settled(HandEnd.SCORED, made, "tricks",
                                  points(record["deltas"], "bid_made", "bid_missed"),
                                  len(record["deltas"]))

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        extra = self.hand_no - len(self.game.schedule)
        leaders = self.winner_seats or []
        if len(leaders) > 1 and extra >= MAX_TIEBREAK_HANDS:
            return OutcomeReason.HAND_LIMIT, "tiebreak"
        return OutcomeReason.HANDS_PLAYED, "tiebreak" if self.tiebreak else ""

    def _next_hand(self) -> None:
        game = self.game
        n_seats = game.players
        self.hand_no += 1
        if self.search_world:  # a search only looks at one hand: don't deal the next
            self.phase = OVER
            return
        if not self.tiebreak and self.hand_no < len(game.schedule):
            self.dealer = (self.dealer + 1) % n_seats
            self._deal()
            return
        top = max(self.score)
        leaders = [s for s in range(n_seats) if self.score[s] == top]
        mode = game.options["tiebreak"]
        extra = self.hand_no - len(game.schedule)
        if len(leaders) == 1 or mode == "shared" or extra >= MAX_TIEBREAK_HANDS:
            self.phase = OVER
            self.winner_seats = leaders
            if self.record_events:
                self.events.append(Event("match_over", winners=leaders, scores=list(self.score),
                                         outcome=self.outcome.to_data()))
            return
        self.active = tuple(leaders) if mode == "one_card_tied_only" else tuple(range(n_seats))
        if not self.tiebreak and self.record_events:
            self.events.append(Event("tiebreak", seats=leaders, mode=mode))
        self.tiebreak = True
        self.dealer = next(
            (self.dealer + k) % n_seats for k in range(1, n_seats + 1)
            if (self.dealer + k) % n_seats in self.active
        )
        self._deal()

    # --- fast play for search rollouts and benchmarks -------------------------------------------
    def greedy_playout(self, rng: random.Random, noise: float = 0.1) -> None:
        """Play this hand to its end with a cheap bid-aware policy.

        Bids count aces, 3s and good trumps; in play each seat short of its bid wins as
        cheaply as it can, and a seat that has its tricks ducks as high as it can.  With
        probability ``noise`` a move is random instead, so rollouts still explore.  It is
        the search's rollout policy: a few mask operations per card, no lists.
        """
        game = self.game
        weakest, strongest = game.weakest, game.strongest
        start = self.hand_no
        while self.phase != OVER and self.hand_no == start:
            phase = self.phase
            if phase == BID:
                choices = self.legal_ids()
                if rng.random() < noise:
                    self._bid(choices[int(rng.random() * len(choices))] - BID_BASE)
                    continue
                hand = self.hands[self.order[self.turn]]
                trumps = hand & SUIT_MASKS[self.trump]
                guess = ((hand & game.sure_mask & ~trumps).bit_count()
                         + (trumps & game.good_mask).bit_count()
                         + max(0, trumps.bit_count() - 2) // 2)
                self._bid(min(choices, key=lambda a: abs(a - BID_BASE - guess)) - BID_BASE)
                continue
            if phase == SWAP:
                self._swap(rng.random() < 0.5)
                continue
            legal = self.legal_play_mask()
            if legal & (legal - 1) == 0:
                self._play(legal.bit_length() - 1)
                continue
            if rng.random() < noise:
                self._play(random_bit(legal, rng))
                continue
            seat = self.order[self.turn]
            wants = self.bids[seat] > self.taken[seat]
            trump = self.trump
            trump_mask = SUIT_MASKS[trump]
            if not self.trick:
                # lead the best (or worst) card of a random suit held, trumps last
                pool = legal & ~trump_mask or legal
                suit = random_bit(pool, rng) // 10
                table = strongest if wants else weakest
                self._play(suit * 10 + table[(legal >> (10 * suit)) & 1023])
                continue
            if self.top_trump >= 0 and self.led != trump:
                winners = legal & (game.higher[self.top_trump])
            else:
                winners = legal & game.higher[self.top_led]
                if self.led != trump:
                    winners |= legal & trump_mask
            if wants:
                pool = winners or legal
                side = pool & ~trump_mask
                pool = side or pool
                table = weakest
            else:
                losers = legal & ~winners
                pool = losers or legal
                side = pool & ~trump_mask
                pool = side or pool
                table = strongest if losers else weakest
            suit = random_bit(pool, rng) // 10
            self._play(suit * 10 + table[(pool >> (10 * suit)) & 1023])

    def random_playout(self, rng: random.Random, to_hand_end: bool = True) -> None:
        """Play uniformly random legal moves until this hand (or the match) ends."""
        start = self.hand_no
        while self.phase != OVER and (not to_hand_end or self.hand_no == start):
            phase = self.phase
            if phase == PLAY:
                self._play(random_bit(self.legal_play_mask(), rng))
            elif phase == BID:
                choices = self.legal_ids()
                self._bid(choices[int(rng.random() * len(choices))] - BID_BASE)
            else:
                self._swap(rng.random() < 0.5)

    # --- what a seat sees -------------------------------------------------------------------
    def view(self, seat: int) -> TrickView:
        """What ``seat`` sees, in the trick family's shape; Pocha's own fields in ``extra``."""
        current = self.current_player
        trick = [PlayedCard(seat=s, card=CODES[c])
                 for s, c in zip(self.trick_seats, self.trick, strict=True)]
        return TrickView(
            game="pocha",
            players=self.game.players,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + 1,
            hands_scheduled=len(self.game.schedule),
            hand_size=self.size,
            dealer=self.dealer,
            active=list(self.active),
            trump=SUITS[self.trump],
            trump_card=CODES[self.trump_card],
            hand=[CODES[c] for c in bits(self.hands[seat])],
            hand_counts=list(self.counts),
            known_cards=[[CODES[c] for c in bits(m)] for m in self.held_public],
            bids=[b if b >= 0 else None for b in self.bids],
            tricks=list(self.taken),
            trick=trick,
            led_seat=trick[0]["seat"] if trick else None,
            trick_winner=self.order[self.win_pos] if trick else None,
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.score),
            history=[dict(h) for h in self.history],
            is_over=self.phase == OVER,
            winners=self.winners,
            extra={
                "mano": self.order[0],
                "upcard": CODES[self.upcard] if self.upcard >= 0 else None,
                "forbidden_bid": self.forbidden_bid(),
                "swap_seat": self.swap_seat if self.phase == SWAP else None,
                "tiebreak": self.tiebreak,
                "tricks_played": self.tricks_played,
                "last_trick": None if self.last_trick is None else {
                    "seats": list(self.last_trick[0]),
                    "cards": [CODES[c] for c in self.last_trick[1]],
                    "winner": self.last_trick[2],
                },
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """This hand's pack (36 cards when three or six play) and where each card is."""
        deck = SPANISH_36 if uses_36(len(self.active)) else SPANISH_40
        places = {f"hand:{s}": [CODES[c] for c in bits(h)] for s, h in enumerate(self.hands)}
        places["stock"] = [CODES[c] for c in bits(self.stock)]
        places["played"] = [CODES[c] for c in bits(self.played)]
        places["upcard"] = [CODES[self.upcard]] if self.upcard >= 0 else []
        return deck, places

    def _redact(self, event: Event, seat: int) -> Event:
        return hands_seen_by(event, seat) if event["type"] == "dealt" else event

    # --- copies, knowledge and sampled worlds ----------------------------------------------------
    def _knowledge(self, seat: int) -> PochaState:
        """What ``seat`` knows (see ``State._knowledge``): its own hand, the cards shown,
        what play proved; no stock, no stacked decks, no origin, a fresh RNG.

        Only the current hand's events and actions, and the last hand's line of the score
        sheet (the scores hold the totals): what crosses to the AI stays the same size in
        a 200-hand match."""
        return self._known_copy(self._hand_events(seat), seat)  # fields hidden as declared

    def unseen_mask(self, seat: int) -> int:
        """Cards whose place ``seat`` does not know (other hands' hidden cards and the stock)."""
        mask = self.game.deck_mask(len(self.active)) & ~self.played & ~self.hands[seat]
        if self.upcard >= 0:
            mask &= ~(1 << self.upcard)
        for other in self.active:
            if other != seat:
                mask &= ~self.held_public[other]
        return mask

    def _sample_from_knowledge(
        self, seat: int, rng: random.Random, record_events: bool = True
    ) -> PochaState:
        world = self._world_copy(rng, record_events)
        pool = bits(self.unseen_mask(seat))
        others = [s for s in self.active if s != seat]
        need = [self.counts[s] - self.held_public[s].bit_count() for s in others]
        places = others + [-1]  # -1: the undealt stock
        need.append(len(pool) - sum(need))
        allowed = [~self.excluded[s] for s in others] + [-1]
        hands = deal_constrained(pool, places, need, allowed, rng)
        for place, mask in zip(places, hands, strict=True):
            if place >= 0:
                world.hands[place] = self.held_public[place] | mask
            else:
                world.stock = mask
        return world

    def hand_success(self, seat: int) -> bool | None:
        """The bid made exactly, in the last finished hand."""
        if not self.history:
            return None
        record = self.history[-1]
        return record["bids"][seat] == record["tricks"][seat]

    def hand_reward(self, seat: int) -> float:
        """The last finished hand's score for ``seat``, scaled to [0, 1]."""
        if not self.history:
            return 0.5
        record = self.history[-1]
        game = self.game
        size = record["size"]
        high = game.bonus + game.per_trick * size
        low = -game.penalty * size
        if high == low:
            return 0.5
        return (record["deltas"][seat] - low) / (high - low)

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the order the active seats ending with the
        dealer, every card of the pack exactly once (hands, cards played, the stock and
        the face-up card), counts matching the hands, tricks adding up."""
        super().check_invariants()
        n = self.game.players
        game = self.game
        active = self.active
        order = self.order
        if sorted(order) != sorted(active) or order[-1] != self.dealer:
            raise ValueError("the order of play must be the active seats, ending with the dealer")
        if self.phase == SWAP and self.swap_seat not in active:
            raise ValueError("the seat asked to swap must be an active seat")
        for deck in self.stacked:  # the stacked decks are made of this pack's cards
            game.stack(deck, len(active))
        # every card of the pack exactly once
        pack = game.deck_mask(len(active))
        places = [self.hands[s] for s in range(n)] + [self.played, self.stock]
        if self.upcard >= 0:
            places.append(1 << self.upcard)
        union = 0
        for mask in places:
            if union & mask:
                raise ValueError("a card is in two places at once")
            union |= mask
        if union != pack:
            raise ValueError("the cards in hands, played, the stock and the face-up card are "
                             "not the pack")
        for s in range(n):
            if s not in active and self.hands[s]:
                raise ValueError(f"seat {s + 1} sits this hand out but holds cards")
            if self.hands[s].bit_count() != self.counts[s]:
                raise ValueError(f"seat {s + 1}'s card count does not match the hand")
            if self.held_public[s] & ~self.hands[s]:
                raise ValueError(f"seat {s + 1} shows a card it does not hold")
        trick_mask = sum(1 << c for c in self.trick)
        if trick_mask & ~self.played or len(set(self.trick)) != len(self.trick):
            raise ValueError("the trick on the table holds a card that was not played")
        if self.played.bit_count() != self.tricks_played * len(active) + len(self.trick):
            raise ValueError("the cards played do not match the tricks played")
        if sum(self.taken) != self.tricks_played:
            raise ValueError("the tricks taken do not add up to the tricks played")
        # the end
        if (self.phase == OVER) != (self.winner_seats is not None):
            raise ValueError("a finished match needs winners, and only a finished one")
        if not isinstance(self.events, list) or not all(
                isinstance(e, dict) and isinstance(e.get("type"), str) for e in self.events):
            raise ValueError("the events are not a list of events")
        if sum(1 for e in self.events if e["type"] == "hand_scored") != len(self.history):
            raise ValueError("the events and the scored hands disagree")


def deal_constrained(
    pool: list[int],
    places: list[int],
    need: list[int],
    allowed: list[int],
    rng: random.Random,
) -> list[int]:
    """Deal ``pool`` so place i gets exactly need[i] cards, each allowed by mask allowed[i]
    (the shared ``cardgames.core.dealing.deal_masks``; ``places`` only names them)."""
    return deal_masks(pool, need, allowed, rng)


PochaGame.state_class = PochaState
GAME = PochaGame
