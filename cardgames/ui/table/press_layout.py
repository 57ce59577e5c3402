"""The press-your-luck table: one arrangement of the shared parts, for every game whose
turn draws cards one by one onto a shared row and stops to bank it.

What it shows (from :class:`cardgames.core.views.PressYourLuckView`):

* the **draw pile** face down with its count (``deck``; clicking it draws), and the
  **discard** face up with its count (``panel:discard``), either side of
* the **row** in the middle (``panel:mountain``): the cards drawn this turn in the order
  drawn, a card *attached* to another (``attached_to``; a game says which kind hangs on
  which, e.g. a bell on its sheep) tucked behind it and peeking out above, and over the
  row what stopping would bank now;
* each seat's **area** -- its banked cards, face up, under its seat panel (the human's
  larger, at the bottom: ``panel:flock``) -- and its total on the panel and the score
  sheet, the seat to act glowing;
* a large **Draw** and **Stop** pair of buttons (D or Space, S or Enter; ``button:draw``,
  ``button:stop``), the engine's reason on a disabled one;
* a **picker** for every other choice the rules give (where a card goes, whom an attack
  hits and what each target would lose), one button per legal action, named
  ``button:<action>`` and numbered for the keyboard;
* the **risk read-out** for learners in the top-left corner (``panel:odds``): the cards
  the next draw comes from, by kind, and the chances of the view's ``odds``; switched off
  and on with its own button or O, kept in the player's settings (``risk_readout``);
* the prompt (``prompt``), and the message of the last thing that happened
  (``panel:message``).

A game adds its words and pieces in ``cardgames/ui/games/<id>.py`` by subclassing
:class:`PressLayout` and overriding the hooks in the first section (labels, the seat's
figures, which kind attaches, what an event looks like as beats, the summary's words),
with the signatures of :mod:`cardgames.ui.table.hooks`.  The layout sees the match only
through its :class:`~cardgames.ui.table.port.TablePort`.
Nothing here decides a rule: legality and reasons come from the engine.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.actions import Action
from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.table.animation import Flight, ease_in_out, ease_out_cubic
from cardgames.ui.table.beats import FlightsBeat, MatchOverBeat
from cardgames.ui.table.presenter import Beat
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.summary import (
    HandSummaryData,
    MatchSummaryData,
    ScoreLine,
)
from cardgames.ui.widgets import pulse, surfaces
from cardgames.ui.widgets.button import PRIMARY, QUIET, Button
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

DRAW_FLIGHT_S = 0.30
MOVE_FLIGHT_S = 0.34
MOVE_STAGGER_S = 0.06
REST_S = 0.5
#: the verbs of the two big buttons (the family's own words, in every game of it)
DRAW, STOP = "draw", "stop"
#: how long the last-move outline shows with animation off (UI style)
LAST_MOVE_S = 1.6


@dataclass
class SeatShow:
    """One seat as the table shows it now (may run behind the engine during beats)."""

    name: str
    area: list[str] = field(default_factory=list)
    total: int = 0


@dataclass
class PressModel:
    """The displayed state: what the parts draw (beats move it, ``sync`` resets it)."""

    seats: list[SeatShow]
    viewer: int
    target: int | None = None
    turn_number: int = 0
    draw_count: int = 0
    draw_pile: dict[str, int] | None = None
    discard: list[str] = field(default_factory=list)
    row: list[dict[str, Any]] = field(default_factory=list)
    row_value: int = 0
    phase: str = ""
    odds: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    #: draw numbers of row cards still in flight (not drawn in place yet)
    flying: set[int] = field(default_factory=set)
    #: the last thing that happened, in words (``panel:message``), and its age
    message: str = ""
    message_age: float = 0.0
    #: the draw number of the card drawn last, and its age (outlined a moment)
    last_drawn: int | None = None
    last_age: float = 99.0


class SayBeat(Beat):
    """Put a sentence in the message panel (and a toast if ``toast``) and rest a moment."""

    def __init__(self, table: PressLayout, message: str, hold: float = REST_S,
                 toast: bool = False) -> None:
        self.table, self.message, self.left, self.toast = table, message, hold, toast

    def start(self) -> None:
        self.table.tell(self.message)
        if self.toast:
            self.table.announce(self.message)
        self.left *= self.table.speed

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0


class SummaryBeat(Beat):
    """The end-of-game summary; over when the player closes it."""

    def __init__(self, table: PressLayout, event: Any) -> None:
        self.table, self.event, self.closed = table, event, False

    def start(self) -> None:
        self.table.show_summary(self.event, self._closed)

    def _closed(self) -> None:
        self.closed = True

    def update(self, dt: float) -> bool:
        return self.closed


class PressLayout(SeatedTable):
    """The parts of a press-your-luck table and how the match's view and events reach them:
    the seated table (:class:`~cardgames.ui.table.seated.SeatedTable`) plus the pile, the
    row, the discard, the seats' areas, Draw / Stop, the picker and the risk read-out."""

    #: the score sheet's columns besides the total
    score_columns: tuple[str, ...] = ()

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        n = port.players
        names = port.names
        self.model = PressModel(seats=[SeatShow(names[s]) for s in range(n)],
                                viewer=port.viewer)
        self.draw_button = Button(_("Draw"), lambda: self.port.act(DRAW), name="button:draw",
                                  kind=PRIMARY, strike_when_disabled=True)
        self.stop_button = Button(_("Stop"), lambda: self.port.act(STOP), name="button:stop",
                                  strike_when_disabled=True)
        self.odds_button = Button("", self.toggle_risk, name="button:odds", kind=QUIET)
        self.picker: list[tuple[str, Button]] = []  # (action, button)
        self._picker_key: tuple = ()
        self.picker_rect = pygame.Rect(0, 0, 0, 0)
        self.picker_title = ""
        self.pile_rect = pygame.Rect(0, 0, 0, 0)
        self.discard_rect = pygame.Rect(0, 0, 0, 0)
        self.row_band = pygame.Rect(0, 0, 0, 0)
        self.row_card_w = 0
        self.area_rects: list[pygame.Rect] = []
        self.area_card_w: list[int] = []
        self.risk_rect = pygame.Rect(0, 0, 0, 0)
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        self.legal: list[str] = []
        self.human_turn = False
        self.suggested: str | None = None
        self._pulse = 0.0

    # --- hooks: a game's words and pieces (override in cardgames/ui/games/<id>.py) -----------
    def card_words(self, code: str) -> str:
        """A card in a sentence ("five sheep"), from the deck's own words."""
        from cardgames.ui.cards import card_name

        return card_name(self.renderer.family, code)

    def attaches(self, code: str) -> bool:
        """Whether a row card of this kind hangs on the card it is attached to (drawn
        tucked behind it) rather than the other way round."""
        return False

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on a seat's panel (generic: its total, of the target if any)."""
        show = self.model.seats[seat]
        target = self.model.target
        return [(_("Total"), f"{show.total}/{target}" if target else str(show.total))]

    def language_changed(self) -> None:
        """The two big buttons' words in the new language."""
        self.draw_button.label, self.stop_button.label = _("Draw"), _("Stop")

    def area_order(self, cards: list[str]) -> list[str]:
        """How a seat's banked cards are laid out (generic: as banked)."""
        return list(cards)

    def choice_label(self, action: Action) -> str:
        """The words on a picker button (generic: the game's label)."""
        from cardgames.ui.games import action_label

        return action_label(self.game_id, action)

    def choice_help(self, action: Action) -> str:
        from cardgames.ui.games import action_help

        return action_help(self.game_id, action, dict(self.info.verbs))

    def picker_heading(self, actions: list[Action]) -> str:
        return _("Choose")

    def picker_group(self, action: Action) -> str:
        """The column of the picker an action goes in ("" = one column for all)."""
        return ""

    def row_choice(self, action: Action) -> int | None:
        """The draw number of the row card that makes ``action`` when clicked, if any."""
        return None

    def row_heading(self) -> str:
        """The line over the row (generic: what stopping would bank)."""
        m = self.model
        if not m.row:
            return ""
        return _("On the row: {value}").format(value=m.row_value)

    def risk_lines(self) -> list[tuple[str, str]]:
        """The risk read-out's figures (generic: the view's ``odds``)."""
        odds = self.model.odds
        if not odds:
            return []
        return [(_("Lose the row"), percent(odds.get("lose", 0.0))),
                (_("Win at once"), percent(odds.get("win", 0.0)))]

    def pile_kinds(self) -> list[tuple[str, int]]:
        """The cards the next draw comes from, by kind, in the deck's order."""
        pile = self.model.draw_pile or {}
        return [(code, n) for code, n in pile.items()]

    def prompt_text(self, view: dict[str, Any]) -> str:
        """What the prompt asks the human on the human's turn (the picker's heading when
        a choice is up)."""
        if self.picker:
            return self.picker_heading([Action.parse(a) for a, _b in self.picker])
        return _("Your turn \u2014 draw or stop")

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """The end summary's lines and notes (generic: each total)."""
        names = [s.name for s in self.model.seats]
        scores = event.get("scores") or [s.total for s in self.model.seats]
        lines = [ScoreLine(seat, name, _("total {n}").format(n=scores[seat]), scores[seat],
                           scores[seat]) for seat, name in enumerate(names)]
        return lines, ()

    def summary_title(self, event: Any) -> str:
        return _("End of the game")

    def series(self) -> tuple[list[list[int]], list[str]]:
        """The match-end chart: each seat's total at the start and then after each round,
        and the labels of the points after the start (the chart labels the start "0")."""
        n = len(self.model.seats)
        return [[0, s.total] for s in self.model.seats][:n], ["1"]

    def chart_words(self, rounds: int) -> tuple[str, str]:
        """The chart's heading and the match end's length line in the game's own word for
        what the chart counts; ("", "") for the hands' words."""
        return "", ""

    # --- parts' helpers -------------------------------------------------------------------------
    @property
    def risk_on(self) -> bool:
        return self.setting_on("risk_readout")

    def toggle_risk(self) -> None:
        """Show or hide the risk read-out, and keep the choice in the settings."""
        self.flip_setting("risk_readout")
        if self.metrics is not None:
            self._place_risk()

    def tell(self, message: str) -> None:
        self.model.message = message
        self.model.message_age = 0.0

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        m = metrics
        g = self.layout_seats(metrics, hand_cards=8)
        gap = m.px(8)
        # areas: the human's along the bottom, the others' under their panels
        self.area_rects, self.area_card_w = [], []
        for seat, seat_panel in enumerate(self.seat_panels):
            panel = seat_panel.rect
            if seat == self.model.viewer:
                w = g.small_card_w + m.px(14)
                h = self.renderer.size_for_width(w)[1]
                rect = pygame.Rect(g.hand_area.x, g.hand_area.bottom - h, g.hand_area.width, h)
            else:
                w = g.small_card_w
                h = self.renderer.size_for_width(w)[1]
                rect = pygame.Rect(panel.x, panel.bottom + m.px(6), panel.width, h)
                if rect.bottom > g.hand_area.top - m.px(4):  # a low side seat: above instead
                    rect.bottom = panel.top - m.px(6)
            self.area_rects.append(rect)
            self.area_card_w.append(w)
        # the two big buttons, just above the human's area
        bw, bh = m.px(190), m.px(56)
        mid = g.hand_area.centerx
        y = self.area_rects[self.model.viewer].top - m.px(10) - bh
        self.draw_button.rect = pygame.Rect(mid - bw - m.px(8), y, bw, bh)
        self.stop_button.rect = pygame.Rect(mid + m.px(8), y, bw, bh)
        self.prompt.midbottom = (mid, y - m.px(8))
        # the middle band: pile, row, discard, between the side seats' parts
        self._place_middle(gap)
        self._place_risk()
        self._picker_key = ()  # lay the picker out again

    def _place_middle(self, gap: int) -> None:
        m, g = self.metrics, self.geometry
        prompt_top = self.prompt.midbottom[1] - m.px(40)
        card_w = max(g.trick_card_w, m.px(104))
        card_h = self.renderer.size_for_width(card_w)[1]
        top_limit = max(g.top_left.bottom, g.top_right.bottom)
        taken = [pygame.Rect(p.rect) for s, p in enumerate(self.seat_panels) if s != self.model.viewer]
        taken += [r for s, r in enumerate(self.area_rects) if s != self.model.viewer]
        taken += [pygame.Rect(g.top_right), pygame.Rect(g.top_left)]
        while True:
            band_h = (m.body_px + m.px(8) + round(card_h * 0.22) + card_h + m.px(16)
                      + m.small_px + m.body_px + m.px(8))
            cy = (top_limit + prompt_top) // 2 if m.height > 2 * top_limit else g.centre[1]
            top = max(cy - band_h // 2, 0)
            band = pygame.Rect(0, top, m.width, band_h)
            if band.bottom > prompt_top:
                band.bottom = prompt_top
            # the band's width: between whatever sits at its height on either side
            left, right = m.px(16), m.width - m.px(16)
            for rect in taken:
                if rect.colliderect(band):
                    if rect.centerx < m.width // 2:
                        left = max(left, rect.right + gap)
                    else:
                        right = min(right, rect.left - gap)
            width = right - left
            if width >= 4 * card_w + 6 * gap or card_w <= g.small_card_w:
                break
            card_w = max(g.small_card_w, round(card_w * 0.9))
            card_h = self.renderer.size_for_width(card_w)[1]
        self.row_card_w = card_w
        widest = m.px(820)  # a wide window: pile and discard stay near the row
        if right - left > widest:
            left, right = m.width // 2 - widest // 2, m.width // 2 + widest // 2
        label_h = m.body_px + m.px(8) + round(card_h * 0.22)  # the heading, and room for a
        cards_top = band.top + label_h  # card attached above its host
        self.pile_rect = pygame.Rect(left, cards_top, card_w, card_h)
        self.discard_rect = pygame.Rect(right - card_w, cards_top, card_w, card_h)
        self.row_band = pygame.Rect(self.pile_rect.right + 2 * gap, band.top,
                                    self.discard_rect.left - self.pile_rect.right - 4 * gap,
                                    band.bottom - band.top)
        self.message_rect = pygame.Rect(0, 0, 0, 0)

    def _place_risk(self) -> None:
        m, g = self.metrics, self.geometry
        box = pygame.Rect(g.top_left)
        self.risk_rect = box if self.risk_on else pygame.Rect(box.x, box.y, 0, 0)
        label = _("Hide odds") if self.risk_on else _("Show odds")
        self.odds_button.label = f"{label} (O)"
        self.odds_button.help = _("The risk read-out for learners: what the next card may be.")
        bw = max(m.px(130), text.size(self.odds_button.label, m.small_px)[0] + m.px(20))
        bh = max(m.px(30), m.small_px + m.px(10))
        if self.risk_on:
            self.odds_button.rect = pygame.Rect(box.right - bw - m.px(6), box.bottom - bh - m.px(6),
                                                bw, bh)
        else:
            self.odds_button.rect = pygame.Rect(box.x, box.y, bw, bh)

    def toast_home(self, usual: tuple[int, int]) -> tuple[int, int]:
        """A refusal's box sits above the row's heading: the usual place, above the
        prompt, is where this table has its line of what just happened and the row's
        cards, which the box must never cover."""
        return self.row_band.centerx, self.row_band.top - self.metrics.px(6)

    # --- where things are ---------------------------------------------------------------------------
    def row_items(self) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
        """The row as drawn: each main card with the card attached behind it (if any)."""
        row = self.model.row
        by_number = {c["number"]: c for c in row}
        items = []
        for card in row:
            host = by_number.get(card.get("attached_to")) if card.get("attached_to") else None
            if self.attaches(card["card"]) and host is not None:
                continue  # drawn behind its host
            rider = by_number.get(card.get("attached_to")) if card.get("attached_to") else None
            if rider is not None and not self.attaches(rider["card"]):
                rider = None
            items.append((card, rider))
        return items

    def row_rects(self) -> dict[int, pygame.Rect]:
        """Draw number -> where that row card is (an attached card peeks out above its host)."""
        items = self.row_items()
        w = self.row_card_w
        h = self.renderer.size_for_width(w)[1]
        m = self.metrics
        band = self.row_band
        top = self.pile_rect.top
        count = max(1, len(items))
        gap = m.px(10)
        step = min(w + gap, (band.width - w) // max(1, count - 1)) if count > 1 else w + gap
        total = w + step * (count - 1)
        x0 = band.x + (band.width - total) // 2
        out: dict[int, pygame.Rect] = {}
        peek = round(h * 0.22)
        for i, (card, rider) in enumerate(items):
            rect = pygame.Rect(round(x0 + i * step), top, w, h)
            out[card["number"]] = rect
            if rider is not None:
                out[rider["number"]] = rect.move(round(w * 0.12), -peek)
        return out

    def next_row_rect(self) -> pygame.Rect:
        rects = self.row_rects()
        if rects:
            return max(rects.values(), key=lambda r: r.x).move(self.row_card_w // 2, 0)
        w = self.row_card_w
        h = self.renderer.size_for_width(w)[1]
        return pygame.Rect(self.row_band.centerx - w // 2,
                           self.pile_rect.top, w, h)

    def area_card_rects(self, seat: int, cards: list[str] | None = None) -> list[pygame.Rect]:
        """Where each of a seat's banked cards lies (overlapping to fit its area)."""
        cards = self.model.seats[seat].area if cards is None else cards
        box = self.area_rects[seat]
        w = self.area_card_w[seat]
        h = self.renderer.size_for_width(w)[1]
        n = len(cards)
        if n == 0:
            return []
        step = min(w * 0.62, (box.width - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = box.x if seat != self.model.viewer else box.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), box.y, w, h) for i in range(n)]

    def area_slot(self, seat: int, code: str) -> pygame.Rect:
        """Where ``code`` would lie once added to the seat's area."""
        cards = self.area_order([*self.model.seats[seat].area, code])
        rects = self.area_card_rects(seat, cards)
        return rects[cards.index(code)] if rects else pygame.Rect(self.area_rects[seat])

    def area_rect_of(self, seat: int, code: str) -> pygame.Rect:
        cards = self.model.seats[seat].area
        rects = self.area_card_rects(seat)
        if code in cards:
            return rects[len(cards) - 1 - cards[::-1].index(code)]
        return pygame.Rect(self.seat_panels[seat].rect)

    # --- beats: the generic vocabulary ---------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        if kind == "drew":
            seat = event.get("seat")
            card = self.card_words(event["card"])
            if seat == self.model.viewer:
                self_words = _("You draw {card}.").format(card=card)
            elif seat is not None:
                self_words = _("{name} draws {card}.").format(
                    name=self.model.seats[seat].name, card=card)
            else:
                self_words = ""
            return [self.draw_beat(event["card"], event["number"], self_words)]
        if kind == "hand_scored":
            return [SummaryBeat(self, event)]
        if kind == "match_over":
            return [MatchOverBeat(self, event)]
        return self.extra_beats(event)

    def draw_beat(self, code: str, number: int, words: str = "") -> Beat:
        """A card flies from the pile, turning over, to the end of the row."""
        m = self.model

        def launch() -> list[Flight]:
            if words:
                self.tell(words)
            card = {"card": code, "number": number, "attached_to": None}
            m.row.append(card)
            m.draw_count = max(0, m.draw_count - 1)
            m.flying.add(number)
            end = self.row_rects()[number]
            m.last_drawn, m.last_age = number, 0.0

            def land() -> None:
                m.flying.discard(number)

            return [Flight(code, self.pile_rect.center, end.center, self.row_card_w,
                           duration=DRAW_FLIGHT_S * self.speed, arc=self.metrics.px(30),
                           flip=True, ease=ease_out_cubic, on_land=land)]

        return FlightsBeat(self, launch, sound="deal")

    def move_beat(self, plan: Callable[[], list[tuple]], sound: str | None = "play") -> Beat:
        """Cards flying from one place to another.  ``plan`` is asked when the beat starts
        (the picture has caught up with the events before it) and returns ``(code, start,
        end, width, on_start, on_land)`` moves, their rects asked at launch time too."""

        def launch() -> list[Flight]:
            flights = []
            for i, (code, start, end, width, on_start, on_land) in enumerate(plan()):
                s, e = start(), end()
                if on_start is not None:
                    on_start()
                flights.append(Flight(code, s.center, e.center, width, start_width=s.width,
                                      duration=MOVE_FLIGHT_S * self.speed,
                                      delay=i * MOVE_STAGGER_S * self.speed, ease=ease_in_out,
                                      arc=self.metrics.px(20), on_land=on_land))
            return flights

        return FlightsBeat(self, launch, sound=sound)

    def row_to(self, number: int, code: str, where: str | int) -> tuple:
        """A move of the row card ``number`` to the discard (``"discard"``) or a seat's area."""
        m = self.model
        start_rect = {}

        def start() -> pygame.Rect:
            start_rect["r"] = self.row_rects().get(number, self.next_row_rect())
            return start_rect["r"]

        def lift() -> None:
            m.row = [c for c in m.row if c["number"] != number]

        if where == "discard":
            return (code, start, lambda: pygame.Rect(self.discard_rect), self.row_card_w, lift,
                    lambda: m.discard.append(code))
        seat = int(where)
        return (code, start, lambda: self.area_slot(seat, code), self.area_card_w[seat], lift,
                lambda: self._add_to_area(seat, code))

    def area_to(self, seat: int, code: str, where: str | int) -> tuple:
        """A move of one of ``seat``'s banked cards to the discard or another seat's area."""
        m = self.model

        def start() -> pygame.Rect:
            return self.area_rect_of(seat, code)

        def lift() -> None:
            area = m.seats[seat].area
            if code in area:
                area.remove(code)

        if where == "discard":
            return (code, start, lambda: pygame.Rect(self.discard_rect), self.row_card_w, lift,
                    lambda: m.discard.append(code))
        other = int(where)
        return (code, start, lambda: self.area_slot(other, code), self.area_card_w[other], lift,
                lambda: self._add_to_area(other, code))

    def _add_to_area(self, seat: int, code: str) -> None:
        show = self.model.seats[seat]
        show.area = self.area_order([*show.area, code])

    # --- the view -> the model -----------------------------------------------------------------
    def sync(self, view: dict[str, Any]) -> None:
        m = self.model
        m.target = view["target"]
        m.turn_number = view["turn_number"]
        m.draw_count = view["draw_count"]
        m.draw_pile = view["draw_pile"]
        m.discard = list(view["discard"])
        m.row = [dict(c) for c in view["mountain"]]
        m.row_value = view["mountain_value"]
        m.phase = view["phase"]
        m.odds = view["odds"]
        m.extra = dict(view["extra"])
        m.over = bool(view["is_over"])
        m.flying = set()
        areas = view["areas"] or [[] for _ in m.seats]
        banked = view["banked"] or [0] * len(m.seats)
        for seat, show in enumerate(m.seats):
            show.area = self.area_order(list(areas[seat]))
            show.total = banked[seat]
        self.sync_extra(view)

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        m = self.model
        m.message_age += dt
        m.last_age += dt
        self._pulse += dt
        port = self.port
        idle = port.idle
        current = port.current if idle else None
        thinking = port.thinking_seat if idle else None
        self.human_turn = ready and port.human_to_act
        self.legal = list(view["legal_actions"]) if self.human_turn else []
        self.update_seats(dt, current, thinking)
        target = m.target
        title = _("First to exactly {n}").format(n=target) if target else _("Totals")
        rows = [(s.name, self.score_cells(seat), s.total) for seat, s in enumerate(m.seats)]
        self.scores.count_up_s = 0.6 * self.speed
        self.scores.set(title, _("Turn {n}").format(n=max(1, m.turn_number)),
                        list(self.score_columns),
                        rows, current)
        self.scores.update(dt)
        # the buttons and the picker
        self._update_buttons()
        self.suggested = port.hint() if self.human_turn else None
        self.prompt.set(*self._prompt(view, thinking))

    def _update_buttons(self) -> None:
        legal = set(self.legal)
        for button, verb in ((self.draw_button, DRAW), (self.stop_button, STOP)):
            button.visible = True
            button.enabled = verb in legal
            button.reason = "" if button.enabled else (
                self.port.refusal(verb) or "" if self.human_turn else
                _("Wait for your turn."))
        others = [a for a in self.legal if Action.parse(a).verb not in (DRAW, STOP)]
        key = tuple(others)
        if key != self._picker_key:
            self._picker_key = key
            self._build_picker(others)

    def _build_picker(self, actions: list[str]) -> None:
        self.picker = []
        if not actions or self.metrics is None:
            self.picker_rect = pygame.Rect(0, 0, 0, 0)
            return
        m = self.metrics
        parsed = [Action.parse(a) for a in actions]
        self.picker_title = self.picker_heading(parsed)
        groups: dict[str, list[tuple[str, Action]]] = {}
        for raw, action in zip(actions, parsed, strict=True):
            groups.setdefault(self.picker_group(action), []).append((raw, action))
        number = 0
        cols = list(groups.items())
        bh = max(m.px(38), m.small_px + m.px(16))
        gap = m.px(8)
        head_h = m.body_px + m.px(10)
        labels = []
        for _group, members in cols:
            for raw, action in members:
                number += 1
                label = self.choice_label(action)
                if number <= 9:
                    label = f"{number}  {label}"
                labels.append((raw, action, label))
        widest = max(text.size(label, m.small_px)[0] for _r, _a, label in labels) + m.px(24)
        col_w = min(max(m.px(170), widest), m.px(330))
        centre = self.geometry.hand_area.centerx  # clear of the Menu, Hint and Undo buttons
        half = min(centre - m.px(16), self.geometry.menu_button.left - m.px(10) - centre)
        max_cols = max(1, (2 * half - 2 * m.px(14) + gap) // (col_w + gap))
        if len(cols) > max_cols:  # too many groups to sit side by side: one list, wrapped
            cols = [("", [(r, a) for _g, members in cols for r, a in members])]
        # below the row's message, above the human's area (wrapped into columns to fit)
        room_top = self.pile_rect.bottom + m.small_px + m.px(14) + m.body_px + m.px(12)
        room_bottom = self.area_rects[self.model.viewer].top - m.px(6)
        fixed = m.body_px + m.px(16) + head_h + m.px(8)
        rows_fit = max(1, (room_bottom - room_top - fixed + gap) // (bh + gap))
        columns: list[tuple[str, list[tuple[str, Action]]]] = []
        if len(cols) == 1 and not cols[0][0]:  # one plain list: across first, then down
            members = cols[0][1]
            per_row = max(1, min(len(members), max_cols))
            per_row = max(per_row, -(-len(members) // rows_fit))
            cols = [("", members[i::per_row]) for i in range(per_row)]
        for heading, members in cols:
            for start in range(0, len(members), rows_fit):
                columns.append((heading if start == 0 else "", members[start:start + rows_fit]))
        longest = max(len(members) for _h, members in columns)
        has_heads = any(h for h, _m in columns)
        width = len(columns) * col_w + (len(columns) - 1) * gap + 2 * m.px(14)
        height = (m.body_px + m.px(16) + (head_h if has_heads else 0) + longest * (bh + gap)
                  + m.px(8))
        rect = pygame.Rect(0, 0, min(width, 2 * half), height)
        rect.midtop = (self.geometry.hand_area.centerx, room_top)
        if rect.bottom > room_bottom:
            rect.bottom = room_bottom
        rect.clamp_ip(pygame.Rect(0, 0, m.width, m.height))
        self.picker_rect = rect
        by_action = {raw: label for raw, _a, label in labels}
        x = rect.x + m.px(14)
        for heading, members in columns:
            y = rect.y + m.body_px + m.px(16) + (head_h if has_heads else 0)
            for raw, action in members:
                button = Button(by_action[raw], (lambda a=raw: self.port.act(a)),
                                name=f"button:{raw}", help=self.choice_help(action),
                                text_px=m.small_px)
                button.rect = pygame.Rect(x, y, col_w, bh)
                button.heading = heading  # type: ignore[attr-defined]
                self.picker.append((raw, button))
                y += bh + gap
            x += col_w + gap
        order = {raw: i for i, (raw, _a, _l) in enumerate(labels)}
        self.picker.sort(key=lambda pair: order[pair[0]])  # the keys' order: 1, 2, 3...
        self._column_heads = [(h, rect.x + m.px(14) + i * (col_w + gap), col_w)
                              for i, (h, _m) in enumerate(columns)]

    def _prompt(self, view: dict[str, Any], thinking: int | None) -> tuple[str, bool]:
        if self.human_turn:
            return ("", True) if self.picker else (self.prompt_text(view), True)
        if thinking is not None:
            return _("{name} is thinking\u2026").format(name=self.model.seats[thinking].name), False
        return "", False

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        self.draw_seats(surface)
        for seat in range(len(self.seat_panels)):
            self._draw_area(surface, seat)
        self._draw_pile(surface)
        self._draw_discard(surface)
        self._draw_row(surface)
        self._draw_risk(surface)
        self.odds_button.draw(surface, m)
        self.prompt.draw(surface, m)
        if self.picker:
            self._draw_picker(surface)
        else:
            for button in (self.draw_button, self.stop_button):
                self._draw_button(surface, button, f"{button.name[7:]}")

    def _draw_button(self, surface: pygame.Surface, button: Button, action: str) -> None:
        m = self.metrics
        if self.suggested == action:
            radius = min(button.rect.height // 2, m.px(10))
            pulse.draw_halo(surface, button.rect, radius, m, self._pulse)
            button.draw(surface, m)
            pulse.draw_ring(surface, button.rect, radius, m)
            return
        button.draw(surface, m)
        if self.human_turn and button.enabled:  # the key under the word
            key = {DRAW: "D / Space", STOP: "S / Enter"}.get(action, "")
            if key:
                label = text.render(key, max(11, m.small_px - 2), style.CREAM_DIM)
                surface.blit(label, label.get_rect(midtop=(button.rect.centerx,
                                                           button.rect.bottom + m.px(2))))

    def _card(self, surface: pygame.Surface, code: str | None, rect: pygame.Rect,
              dimmed: bool = False) -> None:
        r = self.renderer
        w = rect.width
        mg = r.shadow_margin(w)
        dx, dy = r.shadow_offset(w)
        surface.blit(r.shadow(w), (rect.x - mg + dx, rect.y - mg + dy))
        surface.blit(r.face(code, w, dimmed=dimmed) if code else r.back(w), rect)

    def _label(self, surface: pygame.Surface, words: str, midtop: tuple[int, int],
               colour=style.CREAM, size: int | None = None, bold: bool = False) -> pygame.Rect:
        m = self.metrics
        image = text.render(words, size or m.small_px, colour, bold=bold)
        rect = image.get_rect(midtop=midtop)
        surface.blit(image, rect)
        return rect

    def _draw_pile(self, surface: pygame.Surface) -> None:
        m = self.metrics
        rect = self.pile_rect
        count = self.model.draw_count
        layers = min(4, (count + 9) // 10)
        for i in range(layers, 0, -1):
            self._card(surface, None, rect.move(-i * m.px(1.5), -i * m.px(1.5)))
        if count:
            self._card(surface, None, rect)
        else:
            pygame.draw.rect(surface, style.CREAM_DIM, rect, 1, border_radius=m.px(6))
        if self.human_turn and DRAW in self.legal:
            radius = self.renderer.corner_radius(rect.width)
            pulse.draw_ring(surface, rect, radius, m)
        self._label(surface, _("Pile: {n}").format(n=count), (rect.centerx, rect.bottom + m.px(6)))

    def _draw_discard(self, surface: pygame.Surface) -> None:
        m = self.metrics
        rect = self.discard_rect
        pile = self.model.discard
        if pile:
            self._card(surface, pile[-1], rect)
        else:
            pygame.draw.rect(surface, style.CREAM_DIM, rect, 1, border_radius=m.px(6))
        self._label(surface, _("Discard: {n}").format(n=len(pile)),
                    (rect.centerx, rect.bottom + m.px(6)))

    def _draw_row(self, surface: pygame.Surface) -> None:
        m = self.metrics
        band = self.row_band
        heading = self.row_heading()
        if heading:
            self._label(surface, heading, (band.centerx, band.top), style.CREAM, m.body_px,
                        bold=True)
        rects = self.row_rects()
        choosable = {self.row_choice(Action.parse(a)): a for a in self.legal}
        choosable.pop(None, None)
        # attached cards first (they peek out from behind their hosts)
        order = sorted(self.model.row, key=lambda c: 0 if self.attaches(c["card"]) else 1)
        for card in order:
            number = card["number"]
            if number in self.model.flying or number not in rects:
                continue
            rect = rects[number]
            self._card(surface, card["card"], rect)
            if number in choosable:
                radius = self.renderer.corner_radius(rect.width)
                pulse.draw_ring(surface, rect, radius, m)
                index = next((i for i, (a, _b) in enumerate(self.picker)
                              if a == choosable[number]), None)
                if index is not None and index < 9:  # the picker's number for this card
                    r = max(9, m.px(14))
                    centre = (rect.right - r // 2, rect.top + r // 2)
                    pygame.draw.circle(surface, style.GOLD, centre, r)
                    digit = text.render(str(index + 1), m.small_px, style.INK, bold=True)
                    surface.blit(digit, digit.get_rect(center=centre))
            if number == self.model.last_drawn and self.speed <= 0 \
                    and self.model.last_age < LAST_MOVE_S:
                ring = surfaces.outline(rect.inflate(6, 6).size, m.px(8), max(2, m.px(2.5)),
                                        style.GOLD).copy()
                ring.set_alpha(round(255 * (1 - self.model.last_age / LAST_MOVE_S)))
                surface.blit(ring, rect.inflate(6, 6))
        message = self.model.message
        if message:
            image = text.render(message, m.body_px, style.CREAM)
            if image.get_width() > m.width - 2 * m.px(20):
                image = text.render(message, m.small_px, style.CREAM)
            y = self.pile_rect.bottom + m.small_px + m.px(14)
            rect = image.get_rect(midtop=(band.centerx, y)).inflate(m.px(16), m.px(6))
            surface.blit(surfaces.panel(rect.size, rect.height // 2, style.PANEL,
                                        style.PANEL_BORDER, 1), rect)
            surface.blit(image, image.get_rect(center=rect.center))
            self.message_rect = rect
        else:
            self.message_rect = pygame.Rect(0, 0, 0, 0)

    def _draw_area(self, surface: pygame.Surface, seat: int) -> None:
        show = self.model.seats[seat]
        rects = self.area_card_rects(seat)
        for code, rect in zip(show.area, rects, strict=True):
            self._card(surface, code, rect)
        if not show.area and seat == self.model.viewer:
            m = self.metrics
            box = self.area_rects[seat]
            self._label(surface, _("Your flock: nothing banked yet"),
                        (box.centerx, box.centery - m.small_px // 2), style.CREAM_DIM)

    def _draw_risk(self, surface: pygame.Surface) -> None:
        if not self.risk_on or self.risk_rect.width <= 0:
            return
        m = self.metrics
        rect = self.risk_rect
        surface.blit(surfaces.panel(rect.size, m.px(12), style.PANEL, style.PANEL_BORDER, 1), rect)
        pad = m.px(10)
        x, y = rect.x + pad, rect.y + m.px(6)
        odds = self.model.odds
        left = odds.get("cards", self.model.draw_count) if odds else self.model.draw_count
        head = text.render(_("Next card \u2014 {n} left").format(n=left), m.small_px,
                           style.GOLD, bold=True)
        surface.blit(head, (x, y))
        y += head.get_height() + m.px(2)
        lines = self.risk_lines()
        col_w = (rect.width - 2 * pad) // 2
        line_h = text.size("Ag", m.small_px)[1]
        for i, (label, value) in enumerate(lines):
            cx = x + (i % 2) * col_w
            cy = y + (i // 2) * line_h
            lab = text.render(f"{label} ", m.small_px, style.CREAM_DIM)
            val = text.render(value, m.small_px, style.CREAM, bold=True)
            if lab.get_width() + val.get_width() > col_w - m.px(4):
                lab = text.render(f"{label} ", max(10, m.small_px - 2), style.CREAM_DIM)
            surface.blit(lab, (cx, cy))
            surface.blit(val, (cx + lab.get_width(), cy))
        y += math.ceil(len(lines) / 2) * line_h + m.px(4)
        kinds = self.pile_kinds()
        small = m.small_px
        words = [f"{self.kind_label(code)} {n}" for code, n in kinds]
        line = ""
        for word in words:
            trial = f"{line} \u00b7 {word}" if line else word
            if text.size(trial, small)[0] > rect.width - 2 * pad and line:
                surface.blit(text.render(line, small, style.CREAM_DIM), (x, y))
                y += text.size("Ag", small)[1]
                line = word
            else:
                line = trial
        if line and y + text.size("Ag", small)[1] <= self.odds_button.rect.top:
            surface.blit(text.render(line, small, style.CREAM_DIM), (x, y))

    def risk_help(self) -> str:
        """What the read-out's figures mean (its tooltip)."""
        return _("The chances for the next card, from the cards left in the pile.")

    def kind_label(self, code: str) -> str:
        """A kind of card in the read-out's list (short)."""
        return code

    def _draw_picker(self, surface: pygame.Surface) -> None:
        m = self.metrics
        rect = self.picker_rect
        surface.blit(surfaces.panel(rect.size, m.px(12), style.PANEL_STRONG, style.GOLD, 1), rect)
        self._label(surface, self.picker_title, (rect.centerx, rect.y + m.px(8)), style.GOLD,
                    m.body_px, bold=True)
        for heading, x, w in getattr(self, "_column_heads", []):
            if heading:
                image = text.render(heading, m.small_px, style.CREAM, bold=True)
                if image.get_width() > w:
                    image = text.render(heading, max(10, m.small_px - 2), style.CREAM, bold=True)
                surface.blit(image, (x, rect.y + m.body_px + m.px(14)))
        for action, button in self.picker:
            if self.suggested == action:
                radius = min(button.rect.height // 2, m.px(10))
                pulse.draw_halo(surface, button.rect, radius, m, self._pulse)
            button.draw(surface, m)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        m = self.metrics
        if self.port.toast_visible:
            return
        buttons = [b for _a, b in self.picker] if self.picker else [self.draw_button,
                                                                     self.stop_button]
        for button in [*buttons, self.odds_button]:
            button.draw_tooltip(surface, m)
        found = self.tooltip_at(self.mouse)
        if found is not None:
            words, rect, prefer = found
            draw_tooltip(surface, m, words, rect, prefer=prefer)

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect, str] | None:
        """The risk read-out or the row card under ``pos`` in words, else the seated
        table's tips (the seat panels, the score sheet's turn mark)."""
        if self.risk_on and self.risk_rect.collidepoint(pos) \
                and not self.odds_button.rect.collidepoint(pos):
            return self.risk_help(), self.risk_rect, "below"
        for number, rect in self.row_rects().items():
            if rect.collidepoint(pos):
                card = next((c for c in self.model.row if c["number"] == number), None)
                return (self.card_help(card["card"]), rect, "above") if card else None
        return super().tooltip_at(pos)

    def card_help(self, code: str) -> str:
        return self.card_words(code)

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.odds_button.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_o and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.toggle_risk()
            return True
        buttons = [b for _a, b in self.picker] if self.picker else [self.draw_button,
                                                                     self.stop_button]
        if event.type == pygame.MOUSEMOTION:
            for button in buttons:
                button.handle(event)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            return self._click(event, ready, buttons)
        if event.type == pygame.KEYDOWN and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return self._key(event, ready)
        return False

    def _click(self, event: pygame.event.Event, ready: bool, buttons: list[Button]) -> bool:
        for button in buttons:
            if button.rect.collidepoint(event.pos):
                if not ready:
                    if event.type == pygame.MOUSEBUTTONUP:
                        self.port.not_your_turn()
                    return True
                if button.handle(event):
                    return True
                if event.type == pygame.MOUSEBUTTONUP and not button.enabled:
                    self.port.refuse(button.reason)
                return True
        if event.type != pygame.MOUSEBUTTONUP:
            return False
        if self.pile_rect.collidepoint(event.pos):
            if ready:
                self.port.act(DRAW)
            else:
                self.port.not_your_turn()
            return True
        for number, rect in sorted(self.row_rects().items(), key=lambda kv: -kv[1].x):
            if rect.collidepoint(event.pos):
                for action in self.legal:
                    if self.row_choice(Action.parse(action)) == number:
                        self.port.act(action)
                        return True
                return False
        return False

    def _key(self, event: pygame.event.Event, ready: bool) -> bool:
        key = event.key
        action = None
        if key in (pygame.K_d, pygame.K_SPACE):
            action = DRAW
        elif key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
            action = STOP
        elif self.picker and pygame.K_1 <= key <= pygame.K_9:
            index = key - pygame.K_1
            if index < len(self.picker):
                action = self.picker[index][0]
        if action is None:
            return False
        if not ready:
            self.port.not_your_turn()
            return True
        self.port.act(action)  # a refused one says why
        return True

    # --- targets (tutorial, tests) ----------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "deck":
            return pygame.Rect(self.pile_rect)
        if name == "panel:discard":
            return pygame.Rect(self.discard_rect)
        if name == "panel:mountain" or name == "panel:row":  # the heading and the cards
            return pygame.Rect(self.row_band.x, self.row_band.y, self.row_band.width,
                               self.pile_rect.bottom - self.row_band.y)
        if name == "panel:flock":
            return self.area_bounds(self.model.viewer)
        if name == "panel:odds":
            return pygame.Rect(self.risk_rect) if self.risk_on else None
        if name == "panel:message":
            return pygame.Rect(self.message_rect) if self.message_rect.width else \
                pygame.Rect(self.row_band)
        if name.startswith("card:"):
            code = name[5:]
            rects = self.row_rects()
            for card in reversed(self.model.row):
                if card["card"] == code and card["number"] in rects:
                    return pygame.Rect(rects[card["number"]])
            for seat in range(len(self.seat_panels)):
                if code in self.model.seats[seat].area:
                    return self.area_rect_of(seat, code)
            if self.model.discard and self.model.discard[-1] == code:
                return pygame.Rect(self.discard_rect)
            return None
        return super().target_rect(name)  # seat:N, button:..., panel:score, prompt

    def button_target(self, name: str) -> pygame.Rect | None:
        if name == "button:odds":
            return pygame.Rect(self.odds_button.rect)
        for action, button in self.picker:
            if name == f"button:{action}":
                return pygame.Rect(button.rect)
        if not self.picker:
            for button in (self.draw_button, self.stop_button):
                if name == button.name:
                    return pygame.Rect(button.rect)
        return None

    def area_bounds(self, seat: int) -> pygame.Rect:
        rects = self.area_card_rects(seat)
        if not rects:
            return pygame.Rect(self.area_rects[seat])
        return rects[0].unionall(rects[1:])

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """A card under the next one in the row or an area: only its uncovered part; an
        attached card: the part peeking out above its host."""
        rect = self.target_rect(name)
        if rect is None or not name.startswith("card:"):
            return rect
        rects = sorted(r for r in self.row_rects().values())
        for other in rects:
            if other != rect and other.x > rect.x and other.colliderect(rect) \
                    and other.y == rect.y:
                rect.width = other.x - rect.x
                break
            if other != rect and other.colliderect(rect) and other.y > rect.y:
                rect.height = other.y - rect.y  # an attached card peeks out above
                break
        return rect

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        if self.picker:
            must = [pygame.Rect(self.picker_rect)]
        else:
            must = [pygame.Rect(self.draw_button.rect), pygame.Rect(self.stop_button.rect)]
        soft = [pygame.Rect(self.row_band), pygame.Rect(self.pile_rect),
                pygame.Rect(self.discard_rect)]
        return must, soft

    def parts(self) -> dict[str, pygame.Rect]:
        """Every fixed part's rect by name (tests check that none overlaps another)."""
        out = {f"seat:{s}": pygame.Rect(p.rect) for s, p in enumerate(self.seat_panels)}
        out.update({f"area:{s}": pygame.Rect(r) for s, r in enumerate(self.area_rects)})
        out.update({"deck": pygame.Rect(self.pile_rect),
                    "panel:discard": pygame.Rect(self.discard_rect),
                    "panel:mountain": pygame.Rect(self.row_band),
                    "panel:score": pygame.Rect(self.scores.rect),
                    "panel:odds": pygame.Rect(self.geometry.top_left),
                    "button:draw": pygame.Rect(self.draw_button.rect),
                    "button:stop": pygame.Rect(self.stop_button.rect),
                    "button:menu": pygame.Rect(self.geometry.menu_button)})
        return out

    # --- summaries ----------------------------------------------------------------------------------
    def hand_summary(self, event: Any) -> HandSummaryData:
        lines, notes = self.summary_lines(event)
        return HandSummaryData(self.summary_title(event), self.summary_subtitle(event), lines,
                               last_hand=True, explanation_title=_("The flocks"),
                               notes=tuple(notes))

    def match_summary(self, event: Any) -> MatchSummaryData:
        names = [s.name for s in self.model.seats]
        series, labels = self.series()
        title, length = self.chart_words(len(labels))
        return MatchSummaryData(names=names, scores=list(event["scores"]),
                                winners=list(event["winners"]), series=series,
                                hand_labels=labels, viewer=self.model.viewer,
                                chart_title=title, length_line=length)


def percent(p: float) -> str:
    """A chance as a whole percentage ("24%"; "<1%" for a small one that is not zero)."""
    if p <= 0:
        return "0%"
    if p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def multiset_moves(row: list[dict[str, Any]], codes: list[str]) -> list[dict[str, Any]]:
    """The row cards matching ``codes`` (each code taken as often as listed), in row order."""
    want = Counter(codes)
    out = []
    for card in row:
        if want[card["card"]] > 0:
            want[card["card"]] -= 1
            out.append(card)
    return out
