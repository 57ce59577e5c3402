"""Auction Pitch's own part of the trick table: what the shared layout does not know.

The table is :class:`~cardgames.ui.table.trick_layout.TrickLayout`, played clockwise;
Pitch adds the auction as buttons (Pass and Bid 1 to 4, only the legal ones enabled; the
dealer's steal and forced bid as the house rules say), the pitcher's tag and contract,
the trump corner that waits for the pitch, the four points (High, Low, Jack, Game) and
the card values under it, each seat's Game count on the score sheet, the teams of the
partnership game, and a hand summary that says who took each point, with which card,
and whether the pitcher made the bid or was set back.  Everything is read from Pitch's
view (``view["extra"]``) and events; the rules stay in the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain, language
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.geometry import CLOCKWISE
from cardgames.ui.table.markers import SeatMarker
from cardgames.ui.table.model import TrickTableModel
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.summary import HandSummaryData
from cardgames.ui.table.trick_beats import MessageBeat
from cardgames.ui.table.trick_layout import DASH, TrickLayout
from cardgames.ui.widgets import surfaces

POINTS = ("high", "low", "jack", "game")
POINT_TITLES = {"high": N_("High"), "low": N_("Low"), "jack": N_("Jack"), "game": N_("Game")}
POINT_HELP = {
    "high": N_("the highest trump dealt"),
    "low": N_("the lowest trump dealt"),
    "jack": N_("the jack of trumps, if dealt"),
    "game": N_("most card values taken"),
}
#: the suits in a hand, black and red in turn
SUIT_ORDER = ("S", "H", "C", "D")
#: the suits in a hand once trumps are named: trumps, then black and red in turn
SUITS_AFTER_TRUMP = {"S": ("S", "H", "C", "D"), "H": ("H", "S", "D", "C"),
                     "C": ("C", "H", "S", "D"), "D": ("D", "S", "H", "C")}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
VALUES_LINES = (N_("Game counts 10 = 10, A = 4,"), N_("K = 3, Q = 2, J = 1"))
#: the trump panel before the first lead (the longest caption it shows)
NO_TRUMP_YET = N_("None yet: the pitcher's first card names it.")

#: Pitch's own words, in its catalog (the language is looked up at each call)
_ = domain("pitch").gettext
pgettext = domain("pitch").pgettext


def short_card(code: str) -> str:
    """``AS`` -> ``A♠`` (the summary's compact card names)."""
    return code[:-1] + SUIT_SYMBOLS.get(code[-1:], code[-1:])


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    if action.verb == "pass":
        return _("Pass")
    if action.verb == "bid" and len(action.args) == 1:
        return _("Bid {n}").format(n=action.args[0])
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "pass":
        return _("Don't bid this hand.")
    if action.verb == "bid" and len(action.args) == 1:
        k = action.args[0]
        return (_("Bid {n}: as the pitcher you name trumps with your first card and must "
                  "win at least {n} of High, Low, Jack and Game, or lose {n}.").format(n=k))
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who in ("You", _("You"))
    if action.verb == "bid" and action.args:
        return _("You bid {n}").format(n=action.args[0]) if you else \
            _("{name} bids {n}").format(name=who, n=action.args[0])
    if action.verb == "pass":
        return _("You pass") if you else _("{name} passes").format(name=who)
    return None


@dataclass
class PitchTableModel(TrickTableModel):
    """The trick table's model plus the auction's result and each seat's Game count."""

    pitcher: int | None = None
    high_bid: int = 0
    game_values: list[int] = field(default_factory=list)
    #: the cards in each seat's tricks this hand
    captured: list[list[str]] = field(default_factory=list)
    target: int = 7
    teams: list[list[int]] | None = None


class PointsPanel:
    """The four points a hand is played for, as badges, and the cards' Game values."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.badges: dict[str, pygame.Rect] = {}
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def layout(self, rect: pygame.Rect, metrics: Metrics) -> None:
        self.rect = pygame.Rect(rect)
        pad, gap = metrics.px(10), metrics.px(6)
        w = (rect.width - 2 * pad - 3 * gap) // 4
        h = metrics.px(24)
        self.badges = {name: pygame.Rect(rect.x + pad + i * (w + gap), rect.y + metrics.px(7),
                                         w, h)
                       for i, name in enumerate(POINTS)}

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        key = (self.rect.size, metrics.u, language())
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics)
            self._key = key
        surface.blit(self._surface, self.rect)

    def _render(self, metrics: Metrics) -> pygame.Surface:
        surf = surfaces.panel(self.rect.size, metrics.px(12)).copy()
        small = metrics.small_px
        for name, badge in self.badges.items():
            local = badge.move(-self.rect.x, -self.rect.y)
            pygame.draw.rect(surf, (*style.GOLD, 40), local, border_radius=local.height // 2)
            pygame.draw.rect(surf, style.GOLD, local, width=1, border_radius=local.height // 2)
            # a longer word (Basque "Behekoa") shrinks to its badge rather than spill over
            title, size = _(POINT_TITLES[name]), small
            while size > 9 and text.size(title, size, bold=True)[0] > local.width - metrics.px(6):
                size -= 1
            word = text.render(title, size, style.CREAM, bold=True)
            surf.blit(word, word.get_rect(center=local.center))
        y = max(b.bottom for b in self.badges.values()) - self.rect.y + metrics.px(4)
        width = self.rect.width - 2 * metrics.px(10)
        size = small
        while size > 10 and max(text.size(_(t), size)[0] for t in VALUES_LINES) > width:
            size -= 1
        for words in VALUES_LINES:
            line = text.render(_(words), size, style.CREAM_DIM)
            surf.blit(line, (metrics.px(10), y))
            y += round(size * 1.15)
        return surf

    def help_at(self, pos: tuple[int, int], status: dict[str, str] | None = None
                ) -> tuple[str, pygame.Rect] | None:
        """The badge under ``pos``: what the point is, and how it stands (``status``)."""
        for name, badge in self.badges.items():
            if badge.collidepoint(pos):
                words = _("{point}: {meaning} (1 point).").format(point=_(POINT_TITLES[name]),
                                                                   meaning=_(POINT_HELP[name]))
                now = (status or {}).get(name)
                return (f"{words} {now}" if now else words), badge
        return None


class PitchTable(TrickLayout):
    """Pitch's table: the shared trick layout, clockwise, and Pitch's own parts."""

    model_class = PitchTableModel
    #: the score sheet: each seat's Game count so far (the bids are on the seat panels and
    #: the contract is the sheet's second line)
    score_columns: tuple[str, ...] = (N_("Game"),)
    explanation_title = N_("Points won")
    model: PitchTableModel

    def __init__(self, port) -> None:
        super().__init__(port)
        self.dealer_chip.help = _("Dealer: deals this hand and bids last.")
        self.pitcher_tag = SeatMarker(_("Pitcher"), _("Pitcher: won the auction, names trumps "
                                                      "with the first card and must make the "
                                                      "bid."), chip=False)
        self.pitcher_chip = SeatMarker(pgettext("pitcher's chip", "P"), self.pitcher_tag.help,
                                       chip=True)
        self.points = PointsPanel()
        n = self.port.players
        self.model.game_values = [0] * n
        self.model.target = self.options.get("target_score", 7)
        if self.options.get("partnerships"):
            self.model.teams = [[s for s in range(n) if s % 2 == t] for t in range(2)]
            self.score_columns = (N_("Team"), N_("Game"))

    def language_changed(self) -> None:
        super().language_changed()
        self.dealer_chip.help = _("Dealer: deals this hand and bids last.")
        self.pitcher_tag.label = _("Pitcher")
        self.pitcher_tag.help = _("Pitcher: won the auction, names trumps "
                                  "with the first card and must make the "
                                  "bid.")
        self.pitcher_chip.label = pgettext("pitcher's chip", "P")
        self.pitcher_chip.help = self.pitcher_tag.help

    # --- the table's shape -----------------------------------------------------------------------
    def direction(self) -> str:
        return CLOCKWISE  # Pitch goes to the left: seat 1 sits on the human's left

    def largest_hand(self) -> int:
        return 6

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """Trumps first (once the pitch names them), then the other suits black and red
        in turn; the strongest card of each suit first."""
        suits = SUITS_AFTER_TRUMP.get(self.model.trump, SUIT_ORDER)

        def key(code: str) -> tuple[int, int]:
            suit = code[-1:]
            return (suits.index(suit) if suit in suits else 9, -self.card_strength(code))

        return sorted(cards, key=key)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        g = self.geometry
        # the trump corner: a small card (the cards set aside), then the four points under it
        self.trump.layout(g.top_left, g.small_card_w, metrics)
        # 3 lines of words at least, and the whole caption before the first lead when the
        # text keeps its smallest size in a small window (the points panel moves down)
        self.trump.rect.height = max(self.trump.rect.height, metrics.px(94),
                                     self._caption_height(metrics))
        gap = metrics.px(6)
        below = pygame.Rect(g.top_left.x, self.trump.rect.bottom + gap, g.top_left.width, 0)
        below.height = max(metrics.px(70), g.top_left.bottom - below.y)
        self.points.layout(below, metrics)
        self.place_fans(again=True)  # the trick keeps clear of the points panel too

    def _caption_height(self, metrics: Metrics) -> int:
        """The trump panel's height for its longest caption (no suit named yet)."""
        trump = self.trump
        shown = trump.caption, trump.suit_name
        trump.caption, trump.suit_name = _(NO_TRUMP_YET), ""
        try:
            return trump.caption_height(metrics)
        finally:
            trump.caption, trump.suit_name = shown

    def corner_rects(self) -> list[pygame.Rect]:
        return [*super().corner_rects(), pygame.Rect(self.points.rect)]

    # --- seats and markers -----------------------------------------------------------------------
    def markers(self) -> list[SeatMarker]:
        return [self.dealer_chip, self.pitcher_tag, self.pitcher_chip]

    def place_markers(self) -> None:
        super().place_markers()
        m = self.model
        # narrow seat panels (six or seven seats) take a "P" chip rather than the word
        narrow = len(m.seats) >= 6
        if m.pitcher is not None and not narrow:
            # a word longer than a third of the panel (Basque "Eskatzailea") would cover the
            # name: the chip says it as well
            self.pitcher_tag.place(self.seat_panels[m.pitcher].rect, self.metrics)
            narrow = self.pitcher_tag.rect.width * 3 > self.seat_panels[m.pitcher].rect.width
        shown, hidden = (self.pitcher_chip, self.pitcher_tag) if narrow else \
            (self.pitcher_tag, self.pitcher_chip)
        hidden.visible = False
        shown.visible = m.pitcher is not None
        if m.pitcher is not None:
            shown.place(self.seat_panels[m.pitcher].rect, self.metrics)
            if m.pitcher == m.dealer:  # both on one panel: it goes left of the dealer's chip
                shown.rect.right = self.dealer_chip.rect.left - self.metrics.px(4)

    def team_of(self, seat: int) -> str:
        teams = self.model.teams
        if not teams:
            return ""
        return "A" if seat in teams[0] else "B"

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        bid = self.model.seats[seat].bid
        return [(_("Bid"), bid_text(bid)), (_("Game"), str(self._game_of(seat)))]

    def _game_of(self, seat: int) -> int:
        values = self.model.game_values
        return values[seat] if seat < len(values) else 0

    def score_cells(self, seat: int) -> list[str]:
        index = seat
        cells = [str(self._game_of(index))]
        return [self.team_of(index), *cells] if self.model.teams else cells

    def score_title(self) -> tuple[str, str]:
        m = self.model
        title = _("Final scores") if m.phase == "over" else \
            _("Hand {number}").format(number=m.hand_number)
        title += " \u00b7 " + _("to {target}").format(target=m.target)
        if m.pitcher is not None:
            line = _("Contract: you, {bid}").format(bid=m.high_bid) if m.pitcher == m.viewer \
                else _("Contract: {name}, {bid}").format(name=m.seats[m.pitcher].name,
                                                         bid=m.high_bid)
        elif m.phase == "bidding":
            line = _("Bidding\u2026")
        else:
            line = ""
        if m.teams:
            line = (line + " \u00b7 " if line else "") + _("teams A, B")
        return title, line

    # --- the deal, the auction and trumps --------------------------------------------------------
    def deal_started(self, event: Any) -> None:
        super().deal_started(event)
        m = self.model
        m.pitcher, m.high_bid = None, 0
        m.trump, m.trump_card = None, None
        m.game_values = [0] * len(m.seats)
        m.captured = [[] for _ in m.seats]

    def deal_reveal(self) -> str | None:
        return None  # nothing is turned up: the pitch names trumps

    def sync_extra(self, view: dict[str, Any]) -> None:
        extra = view["extra"]
        m = self.model
        m.leader = extra.get("first_bidder")
        m.pitcher = extra.get("pitcher")
        m.high_bid = extra.get("high_bid") or 0
        m.game_values = list(extra.get("game_values") or [0] * len(m.seats))
        m.captured = [list(c) for c in extra.get("captured") or [[] for _ in m.seats]]
        m.target = extra.get("target_score", m.target)
        m.teams = extra.get("teams") or m.teams

    def update_trump(self) -> None:
        super().update_trump()
        self.trump.on_stock = True  # the cards set aside, face down

    def trump_caption(self) -> str:
        m = self.model
        if not m.trump_shown:
            return _("Dealing\u2026")
        if m.trump is None:
            return _(NO_TRUMP_YET)
        if m.pitcher is None:
            return ""
        if m.pitcher == m.viewer:
            return _("By your pitch")
        return _("By {name}'s pitch").format(name=m.seats[m.pitcher].name)

    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        m = self.model
        if kind == "bid":
            seat, bid = event["seat"], event["bid"]

            def contract() -> None:
                m.pitcher, m.high_bid = seat, bid

            beats = [Call(contract), *super().beats_for(event)]
            if event.get("steal"):  # the dealer took the contract at the high bid
                words = _("You take the contract at {bid}, as the dealer.").format(bid=bid) \
                    if seat == m.viewer else _("{name} takes the contract at {bid}, as the "
                                               "dealer.").format(name=m.seats[seat].name, bid=bid)
                beats.append(MessageBeat(self, words,
                                         1.0))
            return beats
        if kind == "passed":
            seat = event["seat"]

            def passed() -> None:
                m.seats[seat].bid = 0

            return [Call(passed), *super().beats_for(event)]
        if kind == "trick_won":
            winner, value = event["winner"], event.get("value", 0)
            cards = list(event.get("cards") or [])

            def count() -> None:
                if winner < len(m.game_values):
                    m.game_values[winner] += value
                if winner < len(m.captured):
                    m.captured[winner] += cards

            return [*super().beats_for(event), Call(count)]
        return super().beats_for(event)

    def extra_beats(self, event: Any) -> list[Beat]:
        kind = event["type"]
        m = self.model
        if kind == "auction_won":
            seat = event["seat"]
            words = _("You are the pitcher at {bid}.").format(bid=event["bid"]) \
                if seat == m.viewer else _("{name} is the pitcher at {bid}.").format(
                    name=m.seats[seat].name, bid=event["bid"])
            return [MessageBeat(self, words, 1.0)]
        if kind == "thrown_in":
            return [MessageBeat(self, _("Everybody passed: the hand is thrown in."), 1.4)]
        return []

    # --- the choices that are not cards ----------------------------------------------------------
    def bar_active(self, phase: str) -> bool:
        return phase == "bidding"

    def choices(self, view: dict[str, Any]) -> list[Choice]:
        legal = view["legal_actions"]
        aids = self.port.learning_aids
        extra = view["extra"]
        high = extra.get("high_bid") or 0
        steal = view["seat"] == view["dealer"] and high and f"bid:{high}" in legal
        choices = []
        for action in ["pass"] + [f"bid:{k}" for k in range(1, 5)]:
            enabled = action in legal or not aids  # without aids the engine says no
            reason = "" if enabled else (self.port.refusal(action) or "")
            parsed = Action.parse(action)
            label = action_label(parsed) or action
            help_text = action_help(parsed) or ""
            if steal and action == f"bid:{high}":
                label = _("Steal at {n}").format(n=high)
                help_text = (_("As the dealer, take the contract at {n}, the high bid, "
                               "without raising it.").format(n=high))
            choices.append(Choice(action, label, enabled=enabled, reason=reason,
                                  help=help_text, wide=True,
                                  hotkey="p" if action == "pass" else action[4:]))
        return choices

    def prompt_text(self, view: dict[str, Any]) -> str:
        phase = view["phase"]
        extra = view["extra"]
        if phase == "bidding":
            legal = view["legal_actions"]
            high = extra.get("high_bid") or 0
            if "pass" not in legal:
                return _("Everybody passed: as the dealer you must bid")
            if high and f"bid:{high}" in legal:  # the dealer may steal
                return _("Your bid \u2014 steal at {n}, bid more, or pass").format(n=high)
            if high:
                return _("Your bid \u2014 the high bid is {n}: bid more, or pass").format(n=high)
            return _("Your bid \u2014 how many of High, Low, Jack and Game will you make?")
        if phase == "playing" and view["trump"] is None and not view["trick"]:
            return _("Pitch\u2026 your first card names trumps")
        return super().prompt_text(view)

    def points_status(self) -> dict[str, str]:
        """How the four points stand so far this hand, in words (the badges' tooltips)."""
        m = self.model
        trump = m.trump
        if trump is None or not m.captured:
            return {}
        names = [_("you") if s == m.viewer else sm.name for s, sm in enumerate(m.seats)]
        taken = {code: s for s, cards in enumerate(m.captured) for code in cards}
        trumps = sorted((c for c in taken if c.endswith(trump)), key=self.card_strength)
        status = {}
        if trumps:
            top, low = trumps[-1], trumps[0]
            status["high"] = _("Highest trump taken so far: {card} ({name}).").format(
                card=short_card(top), name=names[taken[top]])
            status["low"] = _("Lowest trump taken so far: {card} ({name}).").format(
                card=short_card(low), name=names[taken[low]])
        jack = f"J{trump}"
        status["jack"] = (_("{card} was taken by {name}.").format(card=short_card(jack),
                                                                  name=names[taken[jack]])
                          if jack in taken else
                          _("{card} has not been taken yet.").format(card=short_card(jack)))
        values = m.game_values
        if values and max(values) > 0:
            best = max(range(len(values)), key=values.__getitem__)
            status["game"] = _("Most so far: {name}, {n}.").format(name=names[best], n=values[best])
        return status

    # --- targets (tutorial, tests) ---------------------------------------------------------------
    def target_rect(self, name: str):
        if name == "panel:points":
            return pygame.Rect(self.points.rect)
        if name.startswith("point:") and name[6:] in self.points.badges:
            return pygame.Rect(self.points.badges[name[6:]])
        return super().target_rect(name)

    def draw(self, surface: pygame.Surface) -> None:
        self.points.draw(surface, self.metrics)
        super().draw(surface)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        found = self.points.help_at(self.mouse, self.points_status())
        if found is not None:
            from cardgames.ui.widgets.tooltip import draw_tooltip

            draw_tooltip(surface, self.metrics, found[0], found[1], prefer="below")
            return
        super().draw_tooltips(surface)

    # --- summaries -------------------------------------------------------------------------------
    def _name(self, seat: int | None) -> str:
        if seat is None:
            return _("nobody")
        return self.model.seats[seat].name

    def _side(self, seat: int) -> str:
        """A seat's side in words: its name, or both partners' names."""
        teams = self.model.teams
        if teams:
            return " & ".join(self._name(s) for s in teams[0 if seat in teams[0] else 1])
        return self._name(seat)

    def _owns(self, point: dict[str, Any] | None, seat: int) -> bool:
        if point is None:
            return False
        if self.model.teams:
            team = point.get("team")
            return team is not None and seat in self.model.teams[team]
        return point.get("seat") == seat

    def score_words(self, seat: int, event: Any) -> str:
        if event.get("thrown_in"):
            return _("thrown in: nobody bid")
        points = event["points"]
        won = [_(POINT_TITLES[p]) for p in POINTS if self._owns(points.get(p), seat)]
        game = event["game_values"][seat]
        named = _("all four") if len(won) == 4 else (", ".join(won) if won else _("no point"))
        words = named + " \u00b7 " + _("game {n}").format(n=game)
        if seat == event["pitcher"] or (self.model.teams and self.team_of(seat)
                                        == self.team_of(event["pitcher"])):
            bid = event["bid"]
            words += " \u00b7 " + (_("made {bid}").format(bid=bid) if event["made"]
                                   else _("set back {bid}").format(bid=bid))
        return words

    def hand_notes(self, event: Any) -> tuple[str, ...]:
        """Who took High, Low, Jack and Game, with which card or count."""
        if event.get("thrown_in"):
            return (_("Everybody passed: no points this hand."),)
        points = event["points"]
        high, low, jack, game = (points.get(p) for p in POINTS)
        notes = [_("High: {card} \u2014 taken by {name}").format(card=short_card(high['card']),
                                                                 name=self._who(high))]
        if low.get("rule") == "dealt":
            notes.append(_("Low: {card} \u2014 dealt to {name}").format(
                card=short_card(low['card']), name=self._who(low)))
        else:
            notes.append(_("Low: {card} \u2014 captured by {name}").format(
                card=short_card(low['card']), name=self._who(low)))
        if jack is None:
            notes.append(_("Jack: the jack of trumps was not dealt \u2014 nobody"))
        else:
            notes.append(_("Jack: {card} \u2014 taken by {name}").format(
                card=short_card(jack['card']), name=self._who(jack)))
        if self.model.teams and game.get("team_values"):
            teams = self.model.teams
            counts = " \u00b7 ".join(
                f"{self._side(t[0])} {v}" for t, v in zip(teams, game["team_values"], strict=False))
            holder = self._side(teams[game["team"]][0]) if game.get("team") is not None else None
        else:
            counts = " \u00b7 ".join(f"{self._name(s)} {v}"
                                     for s, v in enumerate(game["values"]))
            holder = self._name(game["seat"]) if game.get("seat") is not None else None
        notes.append(_("Game: {counts} \u2014 {name}").format(
            counts=counts, name=holder if holder else _("a tie for the most: nobody")))
        pitcher = event["pitcher"]
        who = self._side(pitcher)
        if event["made"]:
            notes.append(_("{name} bid {bid} and made it.").format(name=who, bid=event['bid']))
        else:
            notes.append(_("{name} bid {bid}, fell short: set back {bid}.").format(
                name=who, bid=event['bid']))
        return tuple(notes)

    def _who(self, point: dict[str, Any]) -> str:
        if self.model.teams and point.get("team") is not None:
            return self._side(self.model.teams[point["team"]][0])
        return self._name(point.get("seat"))

    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        parts = []
        if event.get("trump"):
            parts.append(_("trump {suit}").format(suit=self.suit_name(event['trump'])))
        if event.get("pitcher") is not None:
            parts.append(_("pitcher {name}, bid {bid}").format(name=names[event['pitcher']],
                                                              bid=event['bid']))
        parts.append(_("dealer {name}").format(name=names[event['dealer']]))
        return " \u00b7 ".join(parts)

    def hand_summary(self, event: Any) -> HandSummaryData:
        data = super().hand_summary(event)
        return HandSummaryData(data.title, data.subtitle, data.lines, data.last_hand,
                               data.explanation_title, self.hand_notes(event))

    def match_stats(self, history: list[dict[str, Any]]) -> tuple[str, list[str]]:
        stats = []
        for seat in range(len(self.model.seats)):
            bids = [h for h in history if h.get("pitcher") == seat]
            made = sum(1 for h in bids if h.get("made"))
            stats.append(_("{n} of {total}").format(n=made, total=len(bids)))
        return _("Bids made as pitcher"), stats


def bid_text(bid: int | None) -> str:
    """A seat's bid on the table: a number, "pass" (0), or a dash before it speaks."""
    if bid is None:
        return DASH
    return _("pass") if bid == 0 else str(bid)


LAYOUT = PitchTable
