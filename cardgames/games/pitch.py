"""Auction Pitch (Setback) — the All Fours game: bid for the right to name trumps.

Six cards each; one round of bidding (1 to 4, or pass); the highest bidder — the
pitcher — leads, and the suit of that first card is trumps.  After six tricks four
points may be scored: High (the top trump in play), Low (the lowest), Jack (the jack of
trumps, if dealt) and Game (the most card values in tricks: 10 = 10, A = 4, K = 3, Q = 2,
J = 1).  The pitcher must win at least his bid or be set back by it.  First to the
target (7 by default) wins; with ``going_out: bidder_first`` the pitcher goes out first.

Action verbs (text forms):

- ``bid:K``     bid K points, 1 to 4 (more than the high bid; the dealer may steal)
- ``pass``      don't bid (the dealer may not pass when forced)
- ``play:CARD`` play a card from your hand, e.g. ``play:AS``; the pitcher's first card
  names trumps

Inside, a card is its index in the French 52-card pack (suit * 13 + rank, 2 = 0 ... A =
12, so a larger index of the same suit wins), a hand is a bit mask, and the trick keeps
its led suit and its winning card, so legality and trick winners are a few mask
operations — cheap enough for search to play thousands of hands per move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgames.core import fields
from cardgames.core.actions import Action, quoted
from cardgames.core.cards import (
    FRENCH_52,
    Deck,
    french_card_name,
    french_suit_name,
    stack_french_pack,
)
from cardgames.core.dealing import deal_masks
from cardgames.core.events import Event, hands_seen_by
from cardgames.core.game import (
    Game,
    MatchState,
    PolicySearch,
)
from cardgames.core.i18n import N_, domain
from cardgames.core.info import TRICK, GameInfo
from cardgames.core.masks import bits, random_bit
from cardgames.core.settlement import HandEnd, HandResult, OutcomeReason, points
from cardgames.core.tricks import TrickTable, beats, follow_mask, trick_winner
from cardgames.core.views import PlayedCard, TrickView

BID, PLAY, OVER = range(3)
PHASE_NAMES = ("bidding", "playing", "over")

PASS_ID = 100
BID_BASE = 100  # bid k is BID_BASE + k, k = 1..4 (a pass is "bid 0")
MAX_BID = 4
HAND_SIZE = 6
POINT_NAMES = ("high", "low", "jack", "game")

SUITS = ("S", "H", "D", "C")
CODES = FRENCH_52.codes
CARD_IDS = {code: i for i, code in enumerate(CODES)}
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
#: suits and strengths for the shared trick rules (``core/tricks.py``): card // 13 is its
#: suit, card % 13 its rank (2 lowest, ace highest) in every suit
TRICKS = TrickTable.build([c // 13 for c in range(52)], [c % 13 for c in range(52)])
FULL_MASK = (1 << 52) - 1
JACK = 9  # rank index of the jack: 2..10 are 0..8, J 9, Q 10, K 11, A 12
#: "Game" value of each rank index: 10 = 10, J = 1, Q = 2, K = 3, A = 4
RANK_VALUES = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
CARD_VALUES = tuple(RANK_VALUES[c % 13] for c in range(52))
#: the Game value of a 13-bit set of ranks
SUIT_VALUE = tuple(sum(RANK_VALUES[r] for r in range(13) if m >> r & 1) for m in range(1 << 13))

#: A match that runs this many hands without a winner ends with the top score winning
#: (shared on a tie).  The rules always end a real match long before; with
#: ``going_out: pitcher_only`` or ``highest`` random play could in principle go on.
MAX_HANDS = 300


def _rollout_suit_value(m: int) -> float:
    """A rough number of points a 13-bit suit is worth as trumps (the rollout's bid)."""
    if not m:
        return 0.0
    top = m.bit_length() - 1
    low = (m & -m).bit_length() - 1
    value = {12: 1.0, 11: 0.55, 10: 0.3}.get(top, 0.0)
    value += 0.6 if m >> JACK & 1 else 0.0
    value += (0.8, 0.55, 0.35, 0.2)[low] if low < 4 else 0.0
    value += 0.15 * (m.bit_count() - 1) + (0.25 if m >> 8 & 1 else 0.0)
    return value


ROLLOUT_SUIT_VALUE = tuple(_rollout_suit_value(m) for m in range(1 << 13))


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    """Checks that need more than one option at a time (called by the option loader)."""
    problems = []
    players = options["players"]
    if options.get("partnerships") and players != 4:
        problems.append(("partnerships", _("partnerships need exactly 4 players, not {players}").format(
            players=players)))
    first = options.get("first_dealer")
    if first != "random" and first >= players:
        problems.append(
            ("first_dealer", _("{first} is not a seat at a table of {players}; use 'random' or "
                               "0 to {last}").format(first=first, players=players, last=players - 1))
        )
    return problems


#: Pitch's own words, in its catalog
_ = domain("pitch").gettext


class PitchGame(Game):
    info = GameInfo(
        id="pitch",
        title=N_("Auction Pitch"),
        tagline=N_("Bid for trumps, then take High, Low, Jack and Game."),
        family=TRICK,
        deck_family="french",
        player_counts=(2, 3, 4, 5, 6, 7),
        origin=N_("United States"),
        success_phrase=N_("the bid went your way"),
        sample_cards=("AS", "JS", "2S"),
        menu_order=30,
        verbs={
            "bid:K": N_("bid K points, from 1 to 4, more than the high bid (the dealer may steal it)"),
            "pass": N_("don't bid (a forced dealer may not pass)"),
            "play:CARD": N_("play a card from your hand, e.g. play:AS; the pitcher's first card "
                            "names trumps"),
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        n = self.players
        self.partnerships = bool(options["partnerships"])
        #: the scoring side of each seat: its team with partnerships, else itself
        self.unit = tuple(s % 2 for s in range(n)) if self.partnerships else tuple(range(n))
        self.units = 2 if self.partnerships else n
        self.unit_seats = tuple(tuple(s for s in range(n) if self.unit[s] == u)
                                for u in range(self.units))
        self.packet = options["deal_packet"]
        self.min_bid = options["min_bid"]
        self.forced = options["all_pass"] == "dealer_forced"
        self.forced_min = options["forced_min"]
        self.steal = options["dealer_steal"]
        self.trump_anytime = options["trump_anytime"]
        self.low_dealt = options["low_point"] == "dealt"
        self.target = options["target_score"]
        self.going_out = options["going_out"]
        self.smudge = options["smudge"]
        table: dict[int, Action] = {c: Action("play", (CODES[c],)) for c in range(52)}
        table[PASS_ID] = Action("pass")
        table.update({BID_BASE + k: Action("bid", (str(k),)) for k in range(1, MAX_BID + 1)})
        self._register_actions(table)

    def stack(self, codes: Sequence[str]) -> list[int]:
        """A stacked pack from the top, topped up in canonical order; refused if malformed."""
        return stack_french_pack(codes)

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> PitchState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        dealer = self._first_seat(rng, dealer, self.options["first_dealer"])
        for hand in stacked:  # refuse a bad stack now, not in the middle of the match
            self.stack(hand)
        return self._begin(origin, rng, stacked, dealer)


def _check_history(value, state, what) -> None:
    n = state.game.players
    if not isinstance(value, list) or len(value) > MAX_HANDS or not all(
            isinstance(h, dict) and isinstance(h.get("deltas"), list)
            and len(h["deltas"]) == n for h in value):
        raise ValueError(f"{what} must be a list of the scored hands")


def _winning(state) -> tuple[int, int]:
    if not state.trick:
        return -1, -1
    at = trick_winner(TRICKS, state.trick, state.trump)
    return state.trick[at], state.trick_seats[at]


def _played(state) -> int:
    played = 0
    for mask in state.played_by:
        played |= mask
    return played


_MASK = fields.Mask(CODES)
_MASKS = fields.per_seat(_MASK)
_LAST_POSITION = fields.Int(0, fields.seats_count)
#: Pitch's state, declared once, in the order its snapshot has always been written
FIELDS = (
    *fields.HEAD,
    fields.stacked_field(CODES),
    fields.Field("hand_no", fields.Int(0, MAX_HANDS)),
    fields.Field("phase", fields.Phase(PHASE_NAMES)),
    fields.Field("dealer", fields.SEAT),
    fields.Field("order", fields.seats(length=fields.seats_count)),
    fields.Field("turn", _LAST_POSITION),
    fields.Field("current", fields.SEAT),
    fields.Field("hands", _MASKS, copy="list", hide=fields.own_only(0)),
    fields.Field("counts", fields.per_seat(fields.Int(0, HAND_SIZE)), copy="list"),
    fields.Field("stock", _MASK, hide=fields.emptied(0)),
    fields.Field("bids", fields.per_seat(fields.Maybe(fields.Int(0, MAX_BID))), copy="list"),
    fields.Field("high", fields.Int(0, MAX_BID)),
    fields.Field("pitcher", fields.SEAT_OR_NONE),
    fields.Field("trump", fields.Phase(SUITS, none=True)),
    fields.Field("trick", fields.CardList(CODES, longest=lambda s: s.game.players - 1),
                 copy="list"),
    fields.Field("trick_seats", fields.ListOf(fields.SEAT, length=lambda s: len(s.trick)),
                 copy="list"),
    fields.Field("win_card", derived=lambda s: _winning(s)[0]),
    fields.Field("win_seat", derived=lambda s: _winning(s)[1]),
    fields.Field("tricks_played", fields.Int(0, HAND_SIZE)),
    fields.Field("won", _MASKS, copy="list"),
    fields.Field("played_by", _MASKS, copy="list"),
    fields.Field("played", derived=_played),
    fields.Field("excluded", _MASKS, copy="list"),
    fields.Field("last_trick", fields.Maybe(fields.LastTrick(CODES))),
    fields.Field("score", fields.per_seat(fields.Int(-10**9, 10**9)), copy="list"),
    # the records are never changed once written: a copy shares them
    fields.Field("history", fields.Data(_check_history), copy="list", hide=fields.last_hands),
    fields.Field("winner_seats", fields.Maybe(fields.seats(as_tuple=False)), key="winners",
                 copy="list?"),
    fields.Field("hand_winners", fields.Maybe(fields.seats(as_tuple=False)), copy="list?"),
    fields.SEARCH_WORLD,
    fields.origin_field(CODES),
    fields.LOG.but(hide=lambda s, seat, v: s._hand_log()),  # the hand's actions, like its events
)


class PitchState(PolicySearch, MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    #: each action writes exactly one of these (a knowledge copy keeps the hand's actions)
    ACTION_EVENTS = frozenset({"bid", "passed", "played"})

    @property
    def hands_finished(self) -> int:
        # the hand number, not ``len(history)``: a knowledge copy keeps only the last line
        return self.hand_no

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: PitchGame, rng: random.Random, stacked: list[list[str]], dealer: int):
        n = game.players
        self.game = game
        self.rng = rng
        self.events = []
        self.record_events = True
        self.stacked = stacked
        self.hand_no = 0
        self.dealer = dealer
        self.score = [0] * n
        self.history = []
        self.winner_seats = None
        self.hand_winners = None
        self.search_world = False
        self._deal()

    def _deal(self) -> None:
        game = self.game
        n = game.players
        if self.stacked:
            cards = game.stack(self.stacked.pop(0))
        else:
            cards = list(range(52))
            self.rng.shuffle(cards)
        dealer = self.dealer
        order = tuple((dealer + k) % n for k in range(1, n + 1))
        hands = [0] * n
        packet = game.packet
        k = 0
        for _ in range(HAND_SIZE // packet):
            for seat in order:
                for card in cards[k:k + packet]:
                    hands[seat] |= 1 << card
                k += packet
        self.stock = sum(1 << c for c in cards[k:])
        self.order = order
        self.hands = hands
        self.counts = [HAND_SIZE] * n
        self.bids = [None] * n
        self.high = 0
        self.pitcher = -1
        self.trump = -1
        self.turn = 0
        self.current = order[0]
        self.won = [0] * n
        self.played_by = [0] * n
        self.played = 0
        self.excluded = [0] * n
        self.tricks_played = 0
        self.last_trick = None
        self._clear_trick()
        self.phase = BID
        if self.record_events:
            self.events.append(Event(
                "dealt", hand=self.hand_no + 1, dealer=dealer, first=order[0],
                leader=order[0], size=HAND_SIZE, trump=None, trump_card=None,
                hands=[[CODES[c] for c in bits(h)] for h in hands], counts=list(self.counts),
            ))

    def _clear_trick(self) -> None:
        self.trick = []
        self.trick_seats = []
        self.win_card = -1
        self.win_seat = -1

    # --- the contract (the rest is MatchState's) -------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.score)

    @property
    def hand_number(self) -> int:
        return self.hand_no + 1

    def bid_range(self) -> tuple[bool, int, int, bool]:
        """(may pass, lowest new bid, highest bid, may steal at the high bid) for the bidder."""
        game = self.game
        high = self.high
        if self.current != self.dealer:
            return True, max(high + 1, game.min_bid), MAX_BID, False
        if high == 0:
            if game.forced:
                return False, game.forced_min, MAX_BID, False
            return True, game.min_bid, MAX_BID, False
        return True, high + 1, MAX_BID, game.steal

    def legal_bids(self) -> list[int]:
        may_pass, low, top, steal = self.bid_range()
        ids = [PASS_ID] if may_pass else []
        if steal:
            ids.append(BID_BASE + self.high)
        ids.extend(BID_BASE + k for k in range(low, top + 1))
        return ids

    def legal_play_mask(self) -> int:
        """The cards the player to act may play (§4.3), as a mask."""
        hand = self.hands[self.current]
        if not self.trick:
            return hand
        led = self.trick[0] // 13
        legal = follow_mask(hand, SUIT_MASKS[led])
        trump = self.trump
        if legal == hand or led == trump or not self.game.trump_anytime:
            return legal
        return legal | (hand & SUIT_MASKS[trump])  # may trump while holding the suit led

    def legal_ids(self) -> list[int]:
        if self.phase == PLAY:
            return bits(self.legal_play_mask())
        if self.phase == BID:
            return self.legal_bids()
        return []

    def apply_id(self, action_id: int) -> None:
        if action_id < BID_BASE:
            self._play(action_id)
        else:
            self._bid(action_id - BID_BASE)

    # --- refusals in the player's words -----------------------------------------------------
    def _refusal_reason(self, action: Action) -> str | None:
        verb = action.verb
        if self.phase == OVER:
            return _("The match is over.")
        if verb not in ("bid", "pass", "play"):
            return (_("{action} is not a Pitch move: bid with 'bid:2', say 'pass', or play a "
                      "card with 'play:AS'.").format(action=quoted(action)))
        if self.phase == BID:
            if verb == "play":
                return _("Wait: the auction comes first. Bid or pass.")
            return self._bid_refusal(action)
        if verb != "play":
            return _("The auction is over: play a card.")
        return self._play_refusal(action)

    def _bid_refusal(self, action: Action) -> str | None:
        may_pass, low, top, steal = self.bid_range()
        if action.verb == "pass":
            if action.args:
                return _("Say 'pass' on its own, without a number.")
            if not may_pass:
                return (_("Everybody else passed, so as the dealer you must bid at least "
                          "{low}: you can't pass.").format(low=low))
            return None
        if len(action.args) != 1 or action.args[0] not in ("1", "2", "3", "4"):
            return _("Bid a whole number of points from 1 to 4, like 'bid:2', or pass.")
        value = int(action.args[0])
        if low <= value <= top or (steal and value == self.high):
            return None
        if not may_pass:
            return (_("Everybody else passed, so as the dealer you must bid at least {low}.").format(low=low))
        if self.high == 0:
            return _("The lowest bid is {low}, or pass.").format(low=low)
        if self.current == self.dealer and not steal:
            return _("You must bid more than {high}, the high bid, or pass.").format(high=self.high)
        if self.current == self.dealer:
            return (_("You must bid more than {high}, or take the contract at {high} "
                      "as the dealer, or pass.").format(high=self.high))
        return _("You must bid more than {high}, the high bid, or pass.").format(high=self.high)

    def _play_refusal(self, action: Action) -> str | None:
        if len(action.args) != 1:
            return _("Play one card, like 'play:AS'.")
        code = action.args[0]
        card = CARD_IDS.get(code)
        if card is None:
            return _("'{code}' is not a card (cards are written like AS, 10H, QC).").format(code=code)
        hand = self.hands[self.current]
        if not (hand >> card) & 1:
            return _("You don't hold {card}.").format(card=french_card_name(code))
        if (self.legal_play_mask() >> card) & 1:
            return None
        led = self.trick[0] // 13
        led_name = french_suit_name(SUITS[led])
        if led == self.trump:
            return _("Trumps were led: you must follow with a trump ({suit}).").format(suit=led_name)
        if self.game.trump_anytime:
            trump_name = french_suit_name(SUITS[self.trump])
            return _("You must follow suit with one of your {suit}, or play a trump ({trump}).").format(
                suit=led_name, trump=trump_name)
        return _("You must follow suit: play one of your {suit}.").format(suit=led_name)

    # --- moves ----------------------------------------------------------------------------
    def _bid(self, value: int) -> None:
        seat = self.current
        self.bids[seat] = value
        if self.record_events:
            self.log.append(BID_BASE + value)
            if value:
                self.events.append(Event("bid", seat=seat, bid=value,
                                         steal=value == self.high and value > 0))
            else:
                self.events.append(Event("passed", seat=seat))
        if value:
            self.high = value
            self.pitcher = seat
        self.turn += 1
        if value == MAX_BID or self.turn == len(self.order):
            self._end_auction()
        else:
            self.current = self.order[self.turn]

    def _end_auction(self) -> None:
        if self.pitcher < 0:  # everybody passed and the dealer may pass too: throw it in
            if self.record_events:
                self.events.append(Event("thrown_in", dealer=self.dealer))
            self._score_hand(thrown_in=True)
            return
        if self.record_events:
            self.events.append(Event("auction_won", seat=self.pitcher, bid=self.high))
        self.phase = PLAY
        self.current = self.pitcher

    def _play(self, card: int) -> None:
        seat = self.current
        bit = 1 << card
        self.hands[seat] ^= bit
        self.counts[seat] -= 1
        self.played |= bit
        self.played_by[seat] |= bit
        suit = card // 13
        trick = self.trick
        if self.record_events:
            self.log.append(card)
            self.events.append(Event("played", seat=seat, card=CODES[card]))
        if not trick:
            if self.trump < 0:
                self.trump = suit
                if self.record_events:
                    self.events.append(Event("trump", suit=SUITS[suit], seat=seat, card=CODES[card]))
            self.win_card = card
            self.win_seat = seat
        else:
            led = trick[0] // 13
            if suit != led:
                if led == self.trump or suit != self.trump:
                    self.excluded[seat] |= SUIT_MASKS[led]  # he could not follow (§10)
                elif not self.game.trump_anytime:
                    self.excluded[seat] |= SUIT_MASKS[led]
            if beats(TRICKS, card, self.win_card, self.trump):
                self.win_card = card
                self.win_seat = seat
        trick.append(card)
        self.trick_seats.append(seat)
        n = self.game.players
        if len(trick) < n:
            self.current = (seat + 1) % n
            return
        winner = self.win_seat
        for c in trick:
            self.won[winner] |= 1 << c
        self.tricks_played += 1
        self.last_trick = (tuple(self.trick_seats), tuple(trick), winner)
        if self.record_events:
            self.events.append(Event(
                "trick_won", winner=winner, trick=self.tricks_played,
                cards=[CODES[c] for c in trick], seats=list(self.trick_seats),
                value=sum(CARD_VALUES[c] for c in trick),
            ))
        self.current = winner
        self._clear_trick()
        if self.tricks_played == HAND_SIZE:
            self._score_hand()

    # --- scoring ---------------------------------------------------------------------------
    def _owner(self, masks: list[int], card: int) -> int:
        for seat, mask in enumerate(masks):
            if mask >> card & 1:
                return seat
        raise AssertionError("a card in play has no owner")

    def _score_hand(self, thrown_in: bool = False) -> None:
        game = self.game
        n = game.players
        unit = game.unit
        base = {
            "hand": self.hand_no + 1, "dealer": self.dealer, "bids": list(self.bids),
            "partnerships": game.partnerships,
        }
        if thrown_in:
            record = {
                **base, "thrown_in": True, "pitcher": None, "bid": 0, "trump": None,
                "points": {"high": None, "low": None, "jack": None, "game": None},
                "game_values": [0] * n, "game_points": [0] * n, "made": None,
                "set_back": False, "smudge": False, "deltas": [0] * n,
            }
            self._finish_hand(record, None)
            return
        trump = self.trump
        trumps = self.played & SUIT_MASKS[trump]
        high = trumps.bit_length() - 1
        low = (trumps & -trumps).bit_length() - 1
        jack = trump * 13 + JACK
        won = self.won
        high_seat = self._owner(won, high)
        low_captured = self._owner(won, low)
        low_dealt = self._owner(self.played_by, low)
        low_seat = low_dealt if game.low_dealt else low_captured
        team = (lambda s: unit[s]) if game.partnerships else (lambda s: None)
        points: dict[str, Any] = {
            "high": {"card": CODES[high], "seat": high_seat, "team": team(high_seat)},
            "low": {"card": CODES[low], "seat": low_seat, "team": team(low_seat),
                    "rule": "dealt" if game.low_dealt else "captured",
                    "captured_by": low_captured, "dealt_to": low_dealt},
            "jack": None,
            "game": None,
        }
        scorers = [unit[high_seat], unit[low_seat], None, None]
        if trumps >> jack & 1:
            jack_seat = self._owner(won, jack)
            points["jack"] = {"card": CODES[jack], "seat": jack_seat, "team": team(jack_seat)}
            scorers[2] = unit[jack_seat]
        values = [sum(SUIT_VALUE[(w >> (13 * s)) & 0x1FFF] for s in range(4)) for w in won]
        unit_values = [sum(values[s] for s in seats) for seats in game.unit_seats]
        top = max(unit_values)
        leaders = [u for u in range(game.units) if unit_values[u] == top]
        game_unit = leaders[0] if len(leaders) == 1 else None
        scorers[3] = game_unit
        points["game"] = {
            "seat": None if game.partnerships or game_unit is None else game_unit,
            "team": game_unit if game.partnerships else None,
            "values": values,
            "team_values": unit_values if game.partnerships else None,
            "top": top, "tied": game_unit is None,
        }
        unit_points = [0] * game.units
        for u in scorers:
            if u is not None:
                unit_points[u] += 1
        pitcher_unit = unit[self.pitcher]
        bid = self.high
        made = unit_points[pitcher_unit] >= bid
        unit_deltas = list(unit_points)
        if not made:
            unit_deltas[pitcher_unit] = -bid
        record = {
            **base, "thrown_in": False, "pitcher": self.pitcher, "bid": bid,
            "trump": SUITS[trump], "points": points, "game_values": values,
            "game_points": [unit_points[unit[s]] for s in range(n)], "made": made,
            "set_back": not made, "smudge": False,
            "deltas": [unit_deltas[unit[s]] for s in range(n)],
        }
        old = [self.score[seats[0]] for seats in game.unit_seats]
        out, reason = self._going_out(old, unit_deltas, scorers, pitcher_unit, made, bid)
        record["smudge"] = reason == "smudge"
        self._finish_hand(record, out, reason)

    def _hand_result(self, record: dict[str, Any]) -> HandResult:
        """A points hand: each seat's points from the score sheet, a pitcher set back
        paying his bid to it; the pitcher's side wins the hand when he makes his bid."""
        n = len(record["deltas"])
        if record["thrown_in"]:
            return HandResult.settled(HandEnd.VOID, [], "thrown_in", [], n)
        pitcher = record["pitcher"]
        unit = self.game.unit
        made = bool(record["made"])
        side = [s for s in range(n) if unit[s] == unit[pitcher]] if made else []
        how = "smudge" if record["smudge"] else ("made" if made else "set_back")
        return HandResult.settled(HandEnd.SCORED, side, how,
                                  points(record["deltas"], "points", "set_back"), n)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        last = self.history[-1] if self.history else None
        if last is None or last.get("out") is None:
            return OutcomeReason.HAND_LIMIT, ""
        if last.get("smudge"):
            return OutcomeReason.WON_OUTRIGHT, "smudge"
        return OutcomeReason.TARGET_REACHED, ""

    def _going_out(self, old: list[int], deltas: list[int], scorers: list[int | None],
                   pitcher_unit: int, made: bool, bid: int) -> tuple[int | None, str | None]:
        """Which side wins the match at the end of this hand (§6), and why; (None, None)."""
        game = self.game
        target = game.target
        sweep = scorers[0] is not None and all(u == scorers[0] for u in scorers)
        if game.smudge == "bidder" and sweep and bid == MAX_BID and scorers[0] == pitcher_unit:
            return pitcher_unit, "smudge"
        if game.smudge == "any" and sweep:
            return scorers[0], "smudge"
        new = [o + d for o, d in zip(old, deltas, strict=True)]
        pitcher_out = made and new[pitcher_unit] >= target
        if game.going_out == "pitcher_only":
            return (pitcher_unit, "pitcher") if pitcher_out else (None, None)
        if game.going_out == "highest":
            above = [u for u in range(game.units) if new[u] >= target]
            if not above:
                return None, None
            best = max(new[u] for u in above)
            leaders = [u for u in above if new[u] == best]
            return (leaders[0], "highest") if len(leaders) == 1 else (None, None)
        if pitcher_out:
            return pitcher_unit, "pitcher"
        running = list(old)
        running[pitcher_unit] += deltas[pitcher_unit]
        for u in scorers:  # High, Low, Jack, Game, one point at a time
            if u is None or u == pitcher_unit:
                continue
            running[u] += 1
            if running[u] >= target:
                return u, "points_order"
        return None, None

    def _finish_hand(self, record: dict[str, Any], out: int | None, reason: str | None = None):
        game = self.game
        n = game.players
        for seat in range(n):
            self.score[seat] += record["deltas"][seat]
        record["scores"] = list(self.score)
        record["out"] = None if out is None else list(game.unit_seats[out])
        if not self.search_world:  # a search reads the scores only: spare its playouts
            record["result"] = self._hand_result(record).to_data()
        self.history.append(record)
        if self.record_events:
            self.events.append(Event("hand_scored", **record))
        self.hand_no += 1
        self.hand_winners = record["out"]
        if out is None and self.hand_no >= MAX_HANDS and not self.search_world:
            top = max(self.score)
            self.hand_winners = [s for s in range(n) if self.score[s] == top]
            reason = "hand_limit"
        if self.search_world:  # a search looks at one hand: don't deal the next
            self.phase = OVER
            return
        if self.hand_winners is not None:
            self.phase = OVER
            self.winner_seats = list(self.hand_winners)
            if self.record_events:
                self.events.append(Event("match_over", winners=list(self.winner_seats),
                                         scores=list(self.score), reason=reason,
                                         outcome=self.outcome.to_data()))
            return
        self.dealer = (self.dealer + 1) % n
        self._deal()

    # --- fast play for search rollouts and benchmarks -------------------------------------------
    def greedy_playout(self, rng: random.Random, noise: float = 0.1) -> None:
        """Play this hand to its end with a cheap point-aware policy.

        Bids read a table of what each suit is worth as trumps; the pitcher leads his
        best suit's top card; a seat that can win a trick holding points wins it as
        cheaply as it can (unless its partner is already winning), else it sheds its
        lowest card.  With probability ``noise`` a move is random instead, so rollouts
        still explore.  It is the search's rollout policy: a few mask operations a card.
        """
        start = self.hand_no
        unit = self.game.unit
        while self.phase != OVER and self.hand_no == start:
            if self.phase == BID:
                choices = self.legal_bids()
                if rng.random() < noise:
                    self._bid(choices[int(rng.random() * len(choices))] - BID_BASE)
                    continue
                hand = self.hands[self.current]
                best = max(ROLLOUT_SUIT_VALUE[(hand >> (13 * s)) & 0x1FFF] for s in range(4))
                want = int(best)
                fitting = [a for a in choices if a - BID_BASE <= want]
                pick = max(fitting) if fitting else min(choices)
                self._bid(pick - BID_BASE)
                continue
            legal = self.legal_play_mask()
            if legal & (legal - 1) == 0:
                self._play(legal.bit_length() - 1)
                continue
            if rng.random() < noise:
                self._play(random_bit(legal, rng))
                continue
            trump = self.trump
            if trump < 0:  # the pitch: top card of the best suit
                suit = max(range(4), key=lambda s: ROLLOUT_SUIT_VALUE[(legal >> (13 * s)) & 0x1FFF])
                self._play(((legal & SUIT_MASKS[suit]).bit_length()) - 1)
                continue
            trump_mask = SUIT_MASKS[trump]
            trumps = legal & trump_mask
            if not self.trick:
                if trumps:
                    top = trumps.bit_length() - 1
                    outside = trump_mask & ~self.played & ~self.hands[self.current]
                    if outside >> top == 0:  # the boss trump: cash it
                        self._play(top)
                        continue
                side = legal & ~trump_mask or legal
                suit = random_bit(side, rng) // 13
                cards = side & SUIT_MASKS[suit]
                self._play((cards & -cards).bit_length() - 1)
                continue
            win = self.win_card
            win_suit = win // 13
            beaters = legal & SUIT_MASKS[win_suit] & ~((2 << win) - 1)
            if win_suit != trump:
                beaters |= trumps
            friendly = unit[self.win_seat] == unit[self.current]
            worth = sum(CARD_VALUES[c] for c in self.trick) or (
                any(c // 13 == trump for c in self.trick))
            if beaters and not friendly and (worth or rng.random() < 0.3):
                plain = beaters & ~trump_mask
                pool = plain or beaters
                self._play((pool & -pool).bit_length() - 1)
                continue
            side = legal & ~trump_mask or legal
            if friendly:
                # feed the partner's trick: the highest value card that is not a trump
                best = max(bits(side), key=CARD_VALUES.__getitem__)
                self._play(best)
                continue
            suit = random_bit(side, rng) // 13
            cards = side & SUIT_MASKS[suit]
            self._play((cards & -cards).bit_length() - 1)

    def random_playout(self, rng: random.Random, to_hand_end: bool = True) -> None:
        """Play uniformly random legal moves until this hand (or the match) ends."""
        start = self.hand_no
        while self.phase != OVER and (not to_hand_end or self.hand_no == start):
            if self.phase == PLAY:
                self._play(random_bit(self.legal_play_mask(), rng))
            else:
                choices = self.legal_bids()
                self._bid(choices[int(rng.random() * len(choices))] - BID_BASE)

    # --- what a seat sees -------------------------------------------------------------------
    def view(self, seat: int) -> TrickView:
        """What ``seat`` sees, in the trick family's shape; Pitch's own fields in ``extra``:
        the pitcher and the high bid, the first bidder, the teams, each seat's captured
        cards and their Game values, the target score and the last trick."""
        game = self.game
        current = self.current_player
        trick = [PlayedCard(seat=s, card=CODES[c])
                 for s, c in zip(self.trick_seats, self.trick, strict=True)]
        won = self.won
        return TrickView(
            game="pitch",
            players=game.players,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=self.hand_no + 1,
            hands_scheduled=None,
            hand_size=HAND_SIZE,
            dealer=self.dealer,
            active=list(range(game.players)),
            trump=SUITS[self.trump] if self.trump >= 0 else None,
            trump_card=None,
            hand=[CODES[c] for c in bits(self.hands[seat])],
            hand_counts=list(self.counts),
            known_cards=[[] for _ in range(game.players)],
            bids=list(self.bids),
            tricks=[w.bit_count() // game.players for w in won],
            trick=trick,
            led_seat=trick[0]["seat"] if trick else None,
            trick_winner=self.win_seat if trick else None,
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.score),
            history=[dict(h) for h in self.history],
            is_over=self.phase == OVER,
            winners=self.winners,
            extra={
                "first_bidder": self.order[0],
                "high_bid": self.high,
                "pitcher": self.pitcher if self.pitcher >= 0 else None,
                "partnerships": game.partnerships,
                "teams": [list(s) for s in game.unit_seats] if game.partnerships else None,
                "captured": [[CODES[c] for c in bits(w)] for w in won],
                "game_values": [sum(CARD_VALUES[c] for c in bits(w)) for w in won],
                "target_score": game.target,
                "trick_winner": self.win_seat if self.trick else None,
                "tricks_played": self.tricks_played,
                "last_trick": None if self.last_trick is None else {
                    "seats": list(self.last_trick[0]),
                    "cards": [CODES[c] for c in self.last_trick[1]],
                    "winner": self.last_trick[2],
                },
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The 52-card pack and where each card is: hands, the tricks each seat won, the
        trick on the table, and the cards set aside undealt (``stock``)."""
        places = {f"hand:{s}": [CODES[c] for c in bits(h)] for s, h in enumerate(self.hands)}
        for s, w in enumerate(self.won):
            places[f"won:{s}"] = [CODES[c] for c in bits(w)]
        places["trick"] = [CODES[c] for c in self.trick]
        places["stock"] = [CODES[c] for c in bits(self.stock)]
        return FRENCH_52, places

    def _redact(self, event: Event, seat: int) -> Event:
        return hands_seen_by(event, seat) if event["type"] == "dealt" else event

    # --- copies, knowledge and sampled worlds ----------------------------------------------------
    def _knowledge(self, seat: int) -> PitchState:
        """What ``seat`` knows (see ``State._knowledge``): its own hand and what play
        proved; no other hand, no undealt cards, no stacked decks, no origin, a fresh RNG,
        and nothing shared with this state.

        Its event log and action log are the current hand's only (from its deal), as the
        seat saw them, with the score sheet's last line (the scores hold the totals):
        copying a whole match's for every decision would make a long match quadratic.
        """
        events = self.events
        start = len(events)
        while start > 0 and events[start - 1]["type"] != "dealt":
            start -= 1
        start = max(0, start - 1)
        # the fields hidden as declared (``FIELDS``)
        return self._known_copy([_copy_event(self._redact(e, seat)) for e in events[start:]],
                                seat)

    def unseen_mask(self, seat: int) -> int:
        """Cards whose place ``seat`` does not know (other hands and the undealt cards)."""
        return FULL_MASK & ~self.played & ~self.hands[seat]

    def _sample_from_knowledge(
        self, seat: int, rng: random.Random, record_events: bool = True
    ) -> PitchState:
        world = self._world_copy(rng, record_events)
        pool = bits(self.unseen_mask(seat))
        others = [s for s in range(self.game.players) if s != seat]
        need = [self.counts[s] for s in others]
        places = others + [-1]  # -1: the cards left undealt
        need.append(len(pool) - sum(need))
        allowed = [~self.excluded[s] for s in others] + [-1]
        hands = deal_masks(pool, need, allowed, rng)  # the shared constrained deal
        for place, mask in zip(places, hands, strict=True):
            if place >= 0:
                world.hands[place] = mask
            else:
                world.stock = mask
        return world

    def hand_success(self, seat: int) -> bool | None:
        """For the pitcher's side: the bid made; for the others: the pitcher set back."""
        if not self.history:
            return None
        record = self.history[-1]
        if record["thrown_in"]:
            return False
        unit = self.game.unit
        if unit[seat] == unit[record["pitcher"]]:
            return record["made"]
        return record["set_back"]

    def hand_reward(self, seat: int) -> float:
        """The last finished hand for ``seat``, in [0, 1]: winning the match there is 1 and
        another side winning it 0; else the seat's score change against the others' mean."""
        if not self.history:
            return 0.5
        if self.hand_winners is not None:
            return 1.0 if seat in self.hand_winners else 0.0
        record = self.history[-1]
        game = self.game
        deltas = record["deltas"]
        unit = game.unit
        mine = deltas[seat]
        others = [deltas[seats[0]] for u, seats in enumerate(game.unit_seats) if u != unit[seat]]
        edge = mine - sum(others) / len(others)
        return min(1.0, max(0.0, 0.5 + edge / 16))

    def check_invariants(self) -> None:
        """A restored state is one play could reach: each field of its kind and range
        (``FIELDS``), and what ties them: the order every seat ending with the dealer,
        every card of the pack exactly once (hands, tricks won, the trick on the table, the
        cards set aside), counts matching the hands, and a finished match with winners."""
        super().check_invariants()
        n = self.game.players
        if sorted(self.order) != list(range(n)) or self.order[-1] != self.dealer:
            raise ValueError("the order of bidding must be every seat, ending with the dealer")
        if self.phase == PLAY and (self.pitcher < 0 or self.bids[self.pitcher] != self.high):
            raise ValueError("the play needs a pitcher holding the high bid")
        for deck in self.stacked:  # the stacked decks are made of the pack's cards
            self.game.stack(deck)
        # every card of the pack exactly once
        union = 0
        for mask in [*self.hands, *self.won, sum(1 << c for c in self.trick), self.stock]:
            if union & mask:
                raise ValueError("a card is in two places at once")
            union |= mask
        if union != FULL_MASK or len(set(self.trick)) != len(self.trick):
            raise ValueError("the hands, tricks won, the trick and the cards set aside are "
                             "not the pack")
        for s in range(n):
            if self.hands[s].bit_count() != self.counts[s]:
                raise ValueError(f"seat {s + 1}'s card count does not match the hand")
        played = 0
        for mask in self.played_by:
            played |= mask
        if played != self.played or self.played.bit_count() != \
                self.tricks_played * n + len(self.trick):
            raise ValueError("the cards played do not match the tricks played")
        if sum(w.bit_count() for w in self.won) != self.tricks_played * n:
            raise ValueError("the tricks won do not add up to the tricks played")
        if self.stock.bit_count() != 52 - HAND_SIZE * n:
            raise ValueError(f"{52 - HAND_SIZE * n} cards must be set aside undealt")
        if (self.phase == OVER) != (self.winner_seats is not None):
            raise ValueError("a finished match needs winners, and only a finished one")


def _copy_event(event: Event) -> Event:
    """An event copy that shares no list with the original (events nest at most lists of
    lists, except ``hand_scored``, which is copied in full)."""
    if event["type"] == "hand_scored":
        fields = _copy_record(event)
        fields.pop("type")
        return Event("hand_scored", **fields)
    fields = {k: ([list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v)
              for k, v in event.items() if k != "type"}
    return Event(event["type"], **fields)


def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A hand record copy that shares nothing with the original (its known two levels)."""
    out = {k: list(v) if isinstance(v, list) else v for k, v in record.items()}
    out["points"] = {name: None if point is None else {
        k: list(v) if isinstance(v, list) else v for k, v in point.items()}
        for name, point in record["points"].items()}
    return out


PitchGame.state_class = PitchState
GAME = PitchGame
