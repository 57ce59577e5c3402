"""The trick-game table: one arrangement of the shared parts, for every trick game.

Seat panels round the table (name, AI level, bid, tricks won), face-down fans for the
opponents, the human's fanned hand, the trick in the middle, the trump indicator in the
top-left corner (it says "no trump yet" until the game fixes one -- in Pitch the first
lead does), the score sheet in the top-right, a bar of buttons for the choices that are
not cards (bids, pass, ... generated from the legal actions, worded by the game's UI
module: :mod:`cardgames.ui.games`), and a prompt.

Everything shown comes from the engine, through the layout's
:class:`~cardgames.ui.table.port.TablePort` (never the runner or the state): the legal
cards and choices from the view's ``legal_actions``, the reasons from
``port.refusal()``; the view has the shape of
:class:`cardgames.core.views.TrickView`.  This module only decides *where* and *how*
things are shown.  A game with more of its own (Pocha's seven swap, its score sheet's
words) subclasses :class:`TrickLayout` in ``cardgames/ui/games/<id>.py`` and overrides
the small hooks below (``hand_display_order``, ``deal_started``, ``extra_beats``,
``choices``, ``prompt_text``, ``score_words`` ...), whose signatures are the Protocols of
:mod:`cardgames.ui.table.hooks`; a game without one plays on this table as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.actions import Action
from cardgames.core.i18n import N_, _, game_text, ngettext, pgettext
from cardgames.ui.cards import suit_name as deck_suit_name
from cardgames.ui.games import action_help, action_label
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import ActionBar, Choice
from cardgames.ui.table.beats import MatchOverBeat
from cardgames.ui.table.fanned_hand import FaceDownFan, FannedHand
from cardgames.ui.table.markers import SeatMarker, TrumpIndicator
from cardgames.ui.table.model import SeatModel, TrickTableModel
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.summary import (
    HandSummaryData,
    MatchSummaryData,
    ScoreLine,
)
from cardgames.ui.table.trick_area import TrickArea
from cardgames.ui.table.trick_beats import (
    BidBeat,
    DealBeat,
    MessageBeat,
    PlayBeat,
    SummaryBeat,
    TrickWonBeat,
    TrumpFixedBeat,
)
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

MINUS = "\u2212"
DASH = "\u2013"
#: how long the last move stays outlined (UI style: also with animation off)
LAST_MOVE_S = 1.6
#: phases in which the hand is played (other phases use the button bar)
PLAYING = "playing"


class TrickLayout(SeatedTable):
    """The parts of a trick-game table and how the match's state and events reach them:
    the seated table (:class:`~cardgames.ui.table.seated.SeatedTable`) plus the hand, the
    fans, the action bar, the dealer's chip, the trick and the trump corner."""

    #: the displayed model's class (a game may add its own fields in a subclass)
    model_class: type[TrickTableModel] = TrickTableModel
    #: the score sheet's columns besides the score, and the seat panels' figures
    score_columns: tuple[str, ...] = (N_("Bid"), N_("Won"))

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        n = port.players
        schedule = port.game_table("schedule")
        names, levels = port.names, port.levels
        self.model = self.model_class(
            seats=[SeatModel(_("You") if names[s] == "You" else names[s], levels[s])
                   for s in range(n)],
            viewer=port.viewer,
            hands_scheduled=len(schedule) if schedule else None,
        )
        self.dealer_chip = SeatMarker(pgettext("dealer's chip", "D"), _("Dealer: deals this hand."), chip=True)
        self.hand = FannedHand(self.renderer)
        self.hand.on_choose = lambda code: port.act(f"play:{code}")
        self.fans = {s: FaceDownFan(self.renderer) for s in range(n) if s != self.model.viewer}
        self.trick = TrickArea(self.renderer)
        self.trump = TrumpIndicator(self.renderer)
        self.bar = ActionBar(on_action=port.act, on_refused=port.refuse)
        #: the hand size the opponents' fans were last laid out for (-1: not yet)
        self.fans_laid_for = -1
        #: the trick's places per (hand size, window size): see place_trick
        self._trick_places: dict[tuple[int, int, int], tuple[dict, int]] = {}
        self._scored: Any = None  # the last hand_scored event played back

    # --- the game's own words and hooks (override in cardgames/ui/games/<id>.py) ---------------
    def markers(self) -> list[SeatMarker]:
        """The chips and tags on the seat panels (drawn in this order)."""
        return [self.dealer_chip]

    def place_markers(self) -> None:
        m = self.model
        self.dealer_chip.visible = True
        self.dealer_chip.place(self.seat_panels[m.dealer].rect, self.metrics)

    def largest_hand(self) -> int:
        """The most cards a hand can hold (sizes the fans and the hand area)."""
        schedule = self.port.game_table("schedule")
        return max(schedule) if schedule else 10

    def suit_name(self, suit: str | None) -> str:
        """A suit's name as the table shows it ("Oros"), from the deck's own words."""
        return deck_suit_name(self.renderer.family, suit).capitalize()

    def card_strength(self, code: str) -> int:
        """Higher first within a suit in the hand: the deck module's ``card_strength(code)``
        if it has one (else the codes' order)."""
        from cardgames.ui.cards import deck_module

        strength = getattr(deck_module(self.renderer.family), "card_strength", None)
        return strength(code) if strength is not None else 0

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """Trumps first, then the other suits in their first-seen order; strongest first."""
        from cardgames.ui.cards import suit_of

        family = self.renderer.family
        trump = self.model.trump
        suits: list[str] = [trump] if trump else []
        def suit(code: str) -> str:  # a deck that does not say: codes end with the suit
            return suit_of(family, code) or code[-1:]

        for code in sorted(cards):
            if suit(code) not in suits:
                suits.append(suit(code))

        def key(code: str) -> tuple[int, int]:
            return suits.index(suit(code)), -self.card_strength(code)

        return sorted(cards, key=key)

    def deal_started(self, event: Any) -> None:
        """Read the deal's trump fields into the model (``trump`` may be None: no trump yet)."""
        m = self.model
        m.trump, m.trump_card = event.get("trump"), event.get("trump_card")
        m.leader = event.get("leader")

    def deal_reveal(self) -> str | None:
        """The card turned up at the end of the deal (flies to the trump indicator)."""
        return self.model.trump_card

    def trump_revealed(self) -> None:
        """The turned-up card has landed."""

    def sync_extra(self, view: dict[str, Any]) -> None:
        """Read the game's own view fields (``view["extra"]``) into the model."""
        self.model.leader = view["extra"].get("leader")

    def extra_beats(self, event: Any) -> list[Beat]:
        """Beats for the game's own events (the generic ones are handled already)."""
        return []

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on a seat's panel."""
        sm = self.model.seats[seat]
        if not sm.active:
            return []
        return [(_("Bid"), DASH if sm.bid is None else str(sm.bid)), (_("Won"), str(sm.tricks))]

    def seat_active(self, seat: int) -> bool:
        """A seat sitting this hand out (Bourré's drop, five players in Pocha's) is dimmed."""
        return self.model.seats[seat].active

    def seat_flash(self, seat: int) -> float:
        """A bid or a pass outlines its seat's panel a moment (a card shows in the trick)."""
        last = self.model.last_move
        if last is not None and last.seat == seat and last.kind != "play":
            return max(0.0, 1.0 - last.age / LAST_MOVE_S)
        return 0.0

    def language_changed(self) -> None:
        """The dealer's chip in the new language (the rest is worded each frame)."""
        self.dealer_chip.label = pgettext("dealer's chip", "D")
        self.dealer_chip.help = _("Dealer: deals this hand.")

    def score_cells(self, seat: int) -> list[str]:
        """A seat's cells under :attr:`score_columns` on the score sheet."""
        sm = self.model.seats[seat]
        return [DASH if sm.bid is None else str(sm.bid), str(sm.tricks) if sm.active else ""]

    def score_title(self) -> tuple[str, str]:
        """The score sheet's heading and the line under it."""
        m = self.model
        if m.phase == "over":
            title = _("Final scores")
        elif m.hands_scheduled:
            title = _("Hand {number} of {total}").format(number=m.hand_number, total=m.hands_scheduled)
        else:
            title = _("Hand {number}").format(number=m.hand_number)
        return title, ngettext("{n} card", "{n} cards", m.hand_size).format(n=m.hand_size)

    def trump_caption(self) -> str:
        """The line under the trump's name."""
        m = self.model
        if not m.trump_shown:
            return _("Dealing\u2026")
        if m.trump is None:
            return _("None yet: the first card led makes its suit trump.")
        return ""

    def choices(self, view: dict[str, Any]) -> list[Choice]:
        """The buttons for the legal actions that are not cards, in the engine's order
        (a number's key is itself; a word's is its initial, when no other word shares it)."""
        actions = [Action.parse(a) for a in view["legal_actions"]]
        labelled = [(str(a), action_label(self.game_id, a), a) for a in actions if a.verb != "play"]
        initials = [label[:1].lower() for _, label, _ in labelled if not label.isdigit()]
        choices = []
        for action, label, parsed in labelled:
            word = not label.isdigit()  # "Pass" is a word: a wide button
            key = label[:1].lower() if word else label
            choices.append(Choice(action, label, wide=word,
                                  hotkey=key if not word or initials.count(key) == 1 else "",
                                  help=action_help(self.game_id, parsed, dict(self.info.verbs))))
        return choices

    def bar_active(self, phase: str) -> bool:
        """Whether the button bar is up in this phase (it is, outside the play)."""
        return phase != PLAYING

    def prompt_text(self, view: dict[str, Any]) -> str:
        """What the prompt asks the human, on the human's turn."""
        if view["phase"] == PLAYING:
            return _("Your lead \u2014 play a card") if not view["trick"] else \
                _("Your turn \u2014 play a card")
        if view["phase"] == "bidding":
            return _("Your bid")
        return _("Your turn \u2014 choose")

    def score_words(self, seat: int, event: Any) -> str:
        """A score line of the hand summary in words (generic: the points)."""
        return _signed(event["deltas"][seat])

    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        size = event.get("size") or self.model.hand_size
        parts = [ngettext("{n} card each", "{n} cards each", size).format(n=size)]
        if event.get("trump"):
            parts.append(_("trump {suit}").format(suit=self.suit_name(event["trump"])))
        if event.get("dealer") is not None:
            parts.append(_("dealer {name}").format(name=names[event["dealer"]]))
        return " \u00b7 ".join(parts)

    def summary_title(self, event: Any) -> str:
        number = event.get("hand", self.model.hand_number)
        if self.model.hands_scheduled:
            return _("Hand {number} of {total}").format(number=number, total=self.model.hands_scheduled)
        return _("Hand {number}").format(number=number)

    def match_stats(self, history: list[dict[str, Any]]) -> tuple[str, list[str]]:
        """A line of figures per seat under the final ranking: (title, per-seat text)."""
        return "", []

    # --- the TrickTable protocol (used by the beats) ----------------------------------------
    @property
    def hand_card_w(self) -> int:
        return self.geometry.hand_card_w

    @property
    def trick_card_w(self) -> int:
        return self.geometry.trick_card_w

    @property
    def small_card_w(self) -> int:
        return self.geometry.small_card_w

    @property
    def arc(self) -> int:
        return self.metrics.px(36)

    def own_card_rect(self, code: str, hand: list[str] | None = None) -> pygame.Rect:
        rect = self.hand.slot_for(hand, code) if hand is not None else self.hand.rect_of(code)
        if rect is None:
            w, h = self.renderer.size_for_width(self.hand_card_w)
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = self.geometry.hand_area.midbottom
        return rect

    def opponent_card_rect(self, seat: int, code: str | None, slot: str) -> pygame.Rect:
        fan = self.fans.get(seat)
        if fan is None:
            return self.own_card_rect(code or "")
        if code is not None:
            rect = fan.rect_of_known(code)
            if rect is not None:
                return rect
        if slot == "next":
            return fan.next_slot()
        rects = fan.rects()
        return rects[-1] if rects else fan.next_slot()

    def trick_slot(self, seat: int) -> pygame.Rect:
        return self.trick.slot(seat)

    def seat_point(self, seat: int) -> tuple[int, int]:
        return self.seat_panels[seat].rect.center

    def deck_point(self, dealer: int) -> tuple[int, int]:
        panel = self.seat_panels[dealer].rect.center
        cx, cy = self.geometry.centre
        return (round(panel[0] + (cx - panel[0]) * 0.3), round(panel[1] + (cy - panel[1]) * 0.3))

    def trump_card_rect(self) -> pygame.Rect:
        return self.trump.card_rect(self.metrics)

    # --- events -> beats ----------------------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        if kind == "dealt":
            return [*self.extra_beats(event), DealBeat(self, event)]
        if kind == "bid":
            return [BidBeat(self, event["seat"], event["bid"])]
        if kind == "played":
            return [PlayBeat(self, event["seat"], event["card"])]
        if kind == "trick_won":
            return [TrickWonBeat(self, event["winner"])]
        if kind == "hand_scored":
            return [Call(lambda: setattr(self, "_scored", event)), SummaryBeat(self, event)]
        if kind == "match_over":
            return [MatchOverBeat(self, event)]
        if kind == "passed":
            seat = event["seat"]
            return [Call(lambda: self.model.mark(seat, "pass")), *self.extra_beats(event)]
        if kind == "trump" and event.get("suit"):  # fixed during the hand (Pitch: first lead)
            name = self.suit_name(event["suit"]).lower()
            return [TrumpFixedBeat(self, event["suit"]),
                    MessageBeat(self, _("Trump is {suit}.").format(suit=name), 1.0), *self.extra_beats(event)]
        return self.extra_beats(event)

    # --- state -> model (when the picture has caught up) --------------------------------------
    def sync(self, view: dict[str, Any]) -> None:
        """Read a :class:`~cardgames.core.views.TrickView`, every declared field by name
        (no silent empties: in the tests the view is strict, and a field it lacks fails
        there; only :data:`~cardgames.core.views.OPTIONAL_KEYS` may be left out)."""
        m = self.model
        n = len(m.seats)
        m.phase = view["phase"]
        m.hand_number = view["hand_number"]
        m.hands_scheduled = view["hands_scheduled"]
        m.hand_size = view["hand_size"]
        m.dealer = view["dealer"]
        m.trump, m.trump_card = view["trump"], view["trump_card"]
        self.sync_extra(view)
        m.trump_shown = True
        m.arriving = set()
        active = set(view["active"] or range(n))
        known = view["known_cards"] or [[] for _ in range(n)]
        bids = view["bids"] or [None] * n
        tricks = view["tricks"] or [0] * n
        for seat, sm in enumerate(m.seats):
            sm.count = view["hand_counts"][seat]
            sm.known = list(known[seat]) if seat != m.viewer else []
            sm.bid = bids[seat]
            sm.tricks = tricks[seat]
            sm.score = view["scores"][seat]
            sm.active = seat in active
        own = list(view["hand"])
        mine = m.seats[m.viewer]
        if sorted(own) != sorted(mine.hand):
            mine.hand = self.hand_display_order(own)
        if view["trick"] or not m.resting:
            m.trick = [(t["seat"], t["card"]) for t in view["trick"]]
            m.trick_winner = view.get("trick_winner")

    # --- layout ---------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        g = self.layout_seats(metrics, self.largest_hand())
        self.place_hand()
        self.trick.layout(g.centre, g.trick_card_w, g.round_dirs)
        self.trump.layout(g.top_left, g.trick_card_w, metrics)
        self.bar.layout(g.action_bar, metrics)
        self.prompt.midbottom = (g.hand_area.centerx, g.prompt_bottom)
        self.fans_laid_for = -1
        self.place_fans()
        self.place_markers()  # a resize under a dialog moves the chips with their panels

    def place_hand(self) -> None:
        """The fanned hand in the geometry's hand area, at its card width."""
        g = self.geometry
        self.hand.layout(g.hand_area, g.hand_card_w)

    def place_fans(self, again: bool = False) -> bool:
        """Lay the opponents' fans out for the hand's size, and the trick clear of them,
        when the size has changed (``again``: whatever it is, and the trick's places
        worked out afresh -- a game has put something new on the table); True if laid out."""
        size = max(1, self.model.hand_size)
        if again:
            self.fans_laid_for = -1
            self._trick_places.clear()
        if size == self.fans_laid_for or self.geometry is None:
            return False
        self.fans_laid_for = size
        g = self.geometry
        for seat, fan in self.fans.items():
            fan.card_w = g.small_card_w
            box = g.toward_centre(seat, fan.size_for(size), self.metrics.px(6))
            fan.layout(box.center, g.small_card_w)
        self.place_trick(size)
        return True

    def place_trick(self, size: int) -> None:
        """Each seat's trick card in front of that seat (see :mod:`.trick_area`): clear of
        every seat's cards and panel, the corners, the prompt and the human's hand."""
        g, m = self.geometry, self.metrics
        fans = {seat: fan.bounds_for(size) for seat, fan in self.fans.items()}
        prompt = self.prompt_band()
        anchors = {seat: box.center for seat, box in fans.items()}
        anchors[self.model.viewer] = (g.hand_area.centerx, prompt.top)
        keep = [*fans.values(), *(pygame.Rect(p.rect) for p in self.seat_panels),
                *self.corner_rects(), prompt, pygame.Rect(g.hand_area)]
        self.trick.layout(g.centre, g.trick_card_w, g.round_dirs)
        key = (size, m.width, m.height)
        if key in self._trick_places:  # worked out already for this window and hand size
            slots, self.trick.card_w = self._trick_places[key]
            self.trick.slots = {seat: pygame.Rect(r) for seat, r in slots.items()}
            return
        self.trick.place(anchors, keep, g.screen, g.trick_card_w, m.px(6),
                         self.seat_regions(size), metrics=m)
        self._trick_places[key] = (dict(self.trick.slots), self.trick.card_w)

    def seat_regions(self, size: int) -> dict[int, list[pygame.Rect]]:
        """Where each seat is on the table: its panel and the cards it holds (a hand of
        ``size``); the human's also the prompt's line, which speaks to them."""
        regions = {seat: [pygame.Rect(p.rect)] for seat, p in enumerate(self.seat_panels)}
        for seat, fan in self.fans.items():
            regions[seat].append(fan.bounds_for(size))
        codes = [str(k) for k in range(size)]
        rects = [self.hand.slot_for(codes, c) for c in codes]
        mine = regions[self.model.viewer]
        if rects:
            mine.append(rects[0].unionall(rects[1:]))
        mine.append(self.prompt_band())
        return regions

    def prompt_band(self) -> pygame.Rect:
        """Where the prompt's line goes (the trick keeps clear of it)."""
        from cardgames.ui import text

        g, m = self.geometry, self.metrics
        h = text.size("Ag", m.heading_px, True)[1] + 2 * m.px(6)
        band = pygame.Rect(0, 0, min(g.hand_area.width, m.px(560)), h)
        band.midbottom = (g.hand_area.centerx, g.prompt_bottom)
        return band

    def corner_rects(self) -> list[pygame.Rect]:
        """The panels in the top corners (a game adds its own there)."""
        g = self.geometry
        return [pygame.Rect(g.top_left), pygame.Rect(g.top_right), pygame.Rect(self.trump.rect),
                pygame.Rect(self.scores.rect)]

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        """Push the model (and, when the human may act, the legal moves) into the parts."""
        m = self.model
        m.update(dt)
        self.place_fans()
        port = self.port
        idle = port.idle
        current = port.current if idle else None  # the glow waits for the picture
        thinking = port.thinking_seat if idle else None
        human_turn = ready and port.human_to_act
        phase = view["phase"]

        self.update_seats(dt, current, thinking)

        # fans and hand
        for seat, fan in self.fans.items():
            fan.count = m.seats[seat].count
            fan.known = m.seats[seat].known
        mine = m.seats[m.viewer]
        self.hand.set_cards(mine.hand)
        self.hand.hidden = set(m.arriving)
        self.hand.active = human_turn and phase == PLAYING
        self.hand.clickable = human_turn
        legal = set(view["legal_actions"]) if human_turn else set()
        aids = port.learning_aids
        self.hand.legal = {a[5:] for a in legal if a.startswith("play:")} \
            if self.hand.active and aids else None
        self.hand.shape_cues = port.settings.colour_blind_aids
        hinted = port.hint() if human_turn else None
        self.hand.suggested = hinted[5:] if hinted and hinted.startswith("play:") else None
        self.hand.update(dt)

        # trick
        self.trick.cards = list(m.trick or m.resting)
        self.trick.winner = m.resting_winner
        self.trick.winning = m.trick_winner if m.trick else None
        last = m.last_move
        self.trick.highlight = None
        if last is not None and last.kind == "play" and self.speed <= 0 and last.age < LAST_MOVE_S:
            self.trick.highlight = last.code
            self.trick.highlight_alpha = max(0.0, 1 - last.age / LAST_MOVE_S)

        # corners
        self.update_trump()
        title, cards = self.score_title()
        rows = [(sm.name, self.score_cells(seat), sm.score) for seat, sm in enumerate(m.seats)]
        self.scores.count_up_s = 0.6 * self.speed
        scored = self._scored if m.phase == "scored" else None
        n_seats = len(m.seats)
        active = set(scored.get("active") or range(n_seats)) if scored else set()
        self.scores.changes = [_signed(d) if seat in active else ""
                               for seat, d in enumerate(scored["deltas"])] if scored else []
        self.scores.set(title, cards, [game_text(self.game_id, c) for c in self.score_columns], rows, current)
        used = port.hints_used
        self.scores.note = _("Hints: {n}").format(n=used) if used else ""
        self.scores.update(dt)

        # the choices that are not cards
        self.bar.active = human_turn and self.bar_active(phase)
        self.bar.set(self.choices(view) if self.bar.active else [])
        self.bar.suggested = hinted if self.bar.active else None
        self.bar.update(dt)
        self.prompt.set(*self._prompt(view, human_turn, thinking))

    def update_trump(self) -> None:
        """The trump indicator: the card that shows trump (or the stock), its suit, a caption."""
        m = self.model
        known = m.trump_shown and m.trump is not None
        self.trump.code = m.trump_card if m.trump_shown else None
        self.trump.suit_name = self.suit_name(m.trump) if known else ""
        self.trump.suit_glyph = self.suit_glyph(m.trump) if known else None
        self.trump.on_stock = not m.trump_shown or m.trump_card is None
        self.trump.caption = self.trump_caption()

    def suit_glyph(self, suit: str | None) -> pygame.Surface | None:
        """The suit's symbol for the trump's name, with the colour-blind aids on."""
        if not suit or not self.port.settings.colour_blind_aids:
            return None
        from cardgames.ui.table.suit_text import suit_glyph_surface

        return suit_glyph_surface(self.renderer.family, suit, self.metrics.heading_px)

    def _prompt(self, view: dict[str, Any], human_turn: bool,
                thinking: int | None) -> tuple[str, bool]:
        m = self.model
        if human_turn:
            return self.prompt_text(view), True
        if m.resting_winner is not None:
            return (_("You take the trick") if m.resting_winner == m.viewer else
                    _("{name} takes the trick").format(name=m.seats[m.resting_winner].name)), False
        if thinking is not None:
            if thinking == m.viewer:  # the demo's AI plays the human's seat
                return _("Thinking for you\u2026"), False
            return _("{name} is thinking\u2026").format(name=m.seats[thinking].name), False
        return "", False

    def draw(self, surface: pygame.Surface) -> None:
        metrics = self.metrics
        self.trump.draw(surface, metrics)
        self.draw_seats(surface)
        for fan in self.fans.values():
            fan.draw(surface, metrics)
        self.trick.draw(surface, metrics)
        self.prompt.draw(surface, metrics)
        self.bar.draw(surface, metrics)
        self.hand.draw(surface, metrics)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        metrics = self.metrics
        if not self.port.toast_visible:  # the toast already says it; never stack the two
            self.bar.draw_tooltips(surface, metrics)
        found = self.tooltip_at(self.mouse)
        if found is not None:
            words, rect, prefer = found
            draw_tooltip(surface, metrics, words, rect, prefer=prefer)

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect, str] | None:
        """What the trick's tag or the trump corner under ``pos`` means, else the seated
        table's tips (markers, seat panels, the score sheet's turn mark): (words, its
        rect, where the tip prefers to go); None over anything else."""
        found = self.trick.help_at(pos)
        if found is not None:
            return found[0], found[1], "above"
        m = self.model
        if self.trump.rect.collidepoint(pos):
            if m.trump_shown and m.trump is not None:
                name = self.suit_name(m.trump).lower()
                return (_("Trump is {suit}: any card of {suit} beats every card "
                          "of the other suits.").format(suit=name), self.trump.rect, "below")
            return (_("Trump: {caption}").format(caption=self.trump_caption() or _("none.")),
                    self.trump.rect, "below")
        return super().tooltip_at(pos)

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.hurry_trick(event):
            return True
        if ready and self.bar.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not ready:
            code = self.hand.card_at(event.pos)
            if code is not None:
                self.port.not_your_turn()
                return True
        return self.hand.handle(event) if ready or event.type == pygame.MOUSEMOTION else False

    def hurry_trick(self, event: pygame.event.Event) -> bool:
        """A click, Space or Enter while a finished trick rests on show: move on at once."""
        beat = self.port.current_beat
        if not isinstance(beat, TrickWonBeat) or not beat.resting:
            return False
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        key = event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN,
                                                             pygame.K_KP_ENTER)
        if click or key:
            beat.hurry()
            return True
        return False

    # --- targets (tutorial, tests) ----------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        if name.startswith("card:"):
            rect = self.hand.targets().get(name) or self.trick.targets().get(name)
            if rect is None:
                code = name[5:]
                for fan in self.fans.values():
                    rect = fan.rect_of_known(code)
                    if rect is not None:
                        break
            if rect is None and code_is(self.trump.code, name) and self.model.trump_shown:
                rect = self.trump_card_rect()
            return pygame.Rect(rect) if rect is not None else None
        if name == "trump":
            return pygame.Rect(self.trump.rect)
        if name == "hand":
            return self.hand.bounds()
        if name == "trick":
            return pygame.Rect(self.geometry.shared_area)
        return super().target_rect(name)  # seat:N, button:..., panel:score, prompt

    def button_target(self, name: str) -> pygame.Rect | None:
        return self.bar.targets().get(name)

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """A card in the fanned hand is partly under the next card: only its uncovered
        strip counts."""
        rect = self.target_rect(name)
        hand = self.hand
        if rect is None or not name.startswith("card:"):
            return rect
        code = name[5:]
        cards = [c for c in hand.cards if c not in hand.hidden]
        if code not in cards or cards.index(code) + 1 >= len(cards) or code in hand.on_top:
            return rect
        nxt = hand.rect_of(cards[cards.index(code) + 1])
        if nxt is not None and rect.left < nxt.left < rect.right:
            rect.width = nxt.left - rect.left
        return rect

    def bring_to_front(self, names: list[str]) -> None:
        """Draw these targets' cards of the hand whole, over their neighbours (the
        tutorial's spotlit card is never half hidden under a dimmed one)."""
        self.hand.on_top = {n[5:] for n in names if n.startswith("card:")}

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        must = list(self.bar.targets().values())
        soft = [fan.bounds() for fan in self.fans.values() if fan.count]
        return must, soft

    # --- summaries ----------------------------------------------------------------------------------
    def hand_summary(self, event: Any) -> HandSummaryData:
        names = [s.name for s in self.model.seats]
        active = set(event.get("active") or range(len(names)))
        bids, tricks = event.get("bids"), event.get("tricks")
        lines = []
        for seat, name in enumerate(names):
            if seat not in active:
                lines.append(ScoreLine(seat, name, _("sat out this hand"), 0, event["scores"][seat],
                                       active=False))
                continue
            delta = event["deltas"][seat]
            lines.append(ScoreLine(seat, name, self.score_words(seat, event), delta,
                                   event["scores"][seat],
                                   bid=bids[seat] if bids else None,
                                   took=tricks[seat] if tricks else None))
        last = self.port.is_over  # the engine has already dealt on, or ended
        return HandSummaryData(self.summary_title(event), self.summary_subtitle(event), lines,
                               last_hand=last, explanation_title=game_text(self.game_id, self.explanation_title))

    #: the hand summary's heading over the score lines' words
    explanation_title = N_("How the hand scored")

    def match_summary(self, event: Any) -> MatchSummaryData:
        names = [s.name for s in self.model.seats]
        history = self.port.view()["history"]
        start = self.starting_scores(history)
        series = [[start[seat]] + [h["scores"][seat] for h in history]
                  for seat in range(len(names))]
        labels = [self.hand_label(h) for h in history]
        stats_title, stats = self.match_stats(history)
        return MatchSummaryData(names=names, scores=list(event["scores"]),
                                winners=list(event["winners"]), series=series,
                                hand_labels=labels, viewer=self.model.viewer,
                                stats_title=stats_title, stats=stats)

    def starting_scores(self, history: list[dict[str, Any]]) -> list[int]:
        """Each seat's score before the first hand, where the match chart starts: the
        first hand's totals minus its changes (a bankroll game starts at its bank, not
        0), else the state's scores when no hand was scored."""
        n = len(self.model.seats)
        first = history[0] if history else None
        if first and first.get("deltas") is not None and first.get("scores") is not None:
            return [first["scores"][s] - first["deltas"][s] for s in range(n)]
        return list(self.port.view()["scores"])[:n]

    def hand_label(self, record: dict[str, Any]) -> str:
        """A hand's label on the match chart's axis."""
        return str(record.get("hand", ""))


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")


signed = _signed


def code_is(code: str | None, name: str) -> bool:
    return code is not None and name == f"card:{code}"
