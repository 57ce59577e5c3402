"""Bourré's own part of the trick table: chips, play-or-pass with the exchange, the cinch.

The table is :class:`~cardgames.ui.table.trick_layout.TrickLayout`, played clockwise.
Bourré adds: every seat's bank on its panel (and whether it is in, passed, how many cards
it exchanged) and as a small stack of chips beside it; the pot in the middle as a pile of
chips labelled with its value (the stock's count beside the trump card while players
draw); chips that fly from the banks to the pot and back as the engine's events say
(antes, the pot to its winner, bourré payments: :mod:`cardgames.ui.games.bourre_chips`);
play-or-pass as buttons — select the cards to exchange in the hand, then "Draw N" (or
"Stand pat"), or "Pass"; secret declarations as Stay / Pass; a cinch badge over the hand
when the rules force the highest trump; a switchable learning aid before play-or-pass
(the chance of taking a trick and the risk of being bourréd, from worlds sampled and
played out as the search does); a hand summary that says who took how many tricks, who
was bourréd and where the chips went; the match chart of banks.
Everything is read from Bourré's view (``view["extra"]``) and events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.ui import style, text
from cardgames.ui.games import bourre_chips
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.geometry import CLOCKWISE
from cardgames.ui.table.model import TrickTableModel
from cardgames.ui.table.presenter import Beat
from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData, ScoreLine
from cardgames.ui.table.trick_beats import MessageBeat
from cardgames.ui.table.trick_layout import TrickLayout
from cardgames.ui.widgets import chips

_ = domain("bourre").gettext
ngettext = domain("bourre").ngettext
pgettext = domain("bourre").pgettext

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
#: the suits in a hand once trumps are known: trumps, then black and red in turn
SUITS_AFTER_TRUMP = {"S": ("S", "H", "C", "D"), "H": ("H", "S", "D", "C"),
                     "C": ("C", "H", "S", "D"), "D": ("D", "S", "H", "C")}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
#: the most chips a seat's bank stack shows (its panel says the number)
BANK_CHIPS = 5


def short_card(code: str) -> str:
    return code[:-1] + SUIT_SYMBOLS.get(code[-1:], code[-1:])


def canonical_draw(codes: list[str]) -> str:
    """The engine's text for exchanging ``codes`` (highest deck index first)."""
    if not codes:
        return "draw"
    order = sorted(codes, key=lambda c: SUIT_INDEX[c[-1]] * 13 + RANKS.index(c[:-1]),
                   reverse=True)
    return "draw:" + ",".join(order)


# --- words for the buttons, the replay and the hints ---------------------------------------------
def action_label(action: Action) -> str | None:
    if action.verb == "pass":
        return _("Pass")
    if action.verb == "stay":
        return _("Stay")
    if action.verb == "draw":
        n = len(action.args)
        return _("Stand pat") if n == 0 else ngettext("Draw {n}", "Draw {n}", n).format(n=n)
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "pass":
        return _("Fold this hand: your ante stays in the pot, but you can't be bourréd.")
    if action.verb == "stay":
        return _("Choose in secret to play this hand; the choices are shown together.")
    if action.verb == "draw":
        if not action.args:
            return _("Play this hand keeping all your cards.")
        return _("Play this hand and exchange {cards} for new cards from the stock.").format(
            cards=" ".join(short_card(c) for c in action.args))
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    if action.verb == "pass":
        return _("{who} pass").format(who=who) if you else _("{who} passes").format(who=who)
    if action.verb == "stay":
        return _("{who} chose").format(who=who)
    if action.verb == "draw":
        n = len(action.args)
        if n == 0:
            return _("{who} play, standing pat").format(who=who) if you else \
                _("{who} plays, standing pat").format(who=who)
        return (ngettext("{who} play and exchange {n} card", "{who} play and exchange {n} cards",
                         n) if you else
                ngettext("{who} plays and exchanges {n} card",
                         "{who} plays and exchanges {n} cards", n)).format(who=who, n=n)
    return None


@dataclass
class BourreTableModel(TrickTableModel):
    """The trick table's model plus the chips and each seat's part in the hand."""

    pot: int = 0
    banks: list[int] = field(default_factory=list)
    status: list[str] = field(default_factory=list)
    exchanged: list[int | None] = field(default_factory=list)
    exempt: list[int] = field(default_factory=list)
    stock: int = 0
    cinch: bool = False
    cinch_cards: list[str] = field(default_factory=list)
    phase_name: str = ""
    #: the cards the human has picked to exchange
    picked: list[str] = field(default_factory=list)
    starting_bank: int = 100


class BourreTable(TrickLayout):
    """Bourré's table: the shared trick layout, clockwise, with chips and the exchange."""

    model_class = BourreTableModel
    score_columns: tuple[str, ...] = ("Tricks",)
    explanation_title = N_("Tricks and chips")
    model: BourreTableModel

    def __init__(self, port) -> None:
        super().__init__(port)
        self.dealer_chip.help = _("Dealer: deals, turns up the trump card and speaks last.")
        self.hand.on_choose = self._card_chosen
        m = self.model
        n = self.port.players
        m.starting_bank = self.options.get("starting_bank", 100)
        m.banks = [m.starting_bank] * n
        for seat in m.seats:  # the score sheet shows the banks before the first sync
            seat.score = m.starting_bank
        #: the pot's place (its pile of chips and its label)
        self.pot_rect = pygame.Rect(0, 0, 0, 0)
        self.pot_radius = 1
        #: each seat's bank of chips beside its panel (None: no room, the panel says it)
        self.bank_rects: list[pygame.Rect | None] = [None] * n
        self._chips_key: tuple | None = None
        self.cinch_rect = pygame.Rect(0, 0, 0, 0)
        self.odds_rect = pygame.Rect(0, 0, 0, 0)
        #: where the odds were drawn this frame (None: not shown)
        self.odds_shown: pygame.Rect | None = None
        self._odds_key: tuple | None = None
        self._odds: tuple[float, float, float] | None = None

    # --- the table's shape -----------------------------------------------------------------------
    def direction(self) -> str:
        return CLOCKWISE

    def largest_hand(self) -> int:
        return 5

    def hand_display_order(self, cards: list[str]) -> list[str]:
        suits = SUITS_AFTER_TRUMP.get(self.model.trump or "S")

        def key(code: str) -> tuple[int, int]:
            return (suits.index(code[-1]), -RANKS.index(code[:-1]))

        return sorted(cards, key=key)

    # --- the model from the view -----------------------------------------------------------------
    def sync_extra(self, view: dict[str, Any]) -> None:
        extra = view["extra"]
        m = self.model
        m.pot = extra.get("pot", m.pot)
        m.banks = list(extra.get("banks") or m.banks)
        m.status = list(extra.get("status") or [])
        m.exchanged = list(extra.get("exchanged") or [])
        m.exempt = list(extra.get("exempt") or [])
        m.stock = extra.get("stock", 0)
        m.cinch = bool(extra.get("cinch"))
        m.cinch_cards = list(extra.get("cinch_cards") or [])
        m.phase_name = view["phase"]
        hand = set(view["hand"])
        m.picked = [c for c in m.picked if c in hand] if m.phase_name in (
            "declaring", "drawing") else []

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        s = seat
        m = self.model
        stats = [(_("Bank"), str(m.banks[s]) if s < len(m.banks) else "")]
        status = m.status[s] if s < len(m.status) else ""
        if status == "passed":
            stats.append((_("Passed"), ""))
        elif status == "playing":
            if m.phase_name == "playing":
                stats.append((_("Tricks"), str(m.seats[s].tricks)))
            else:
                got = m.exchanged[s] if s < len(m.exchanged) else None
                stats.append((_("Drew"), "\u2013" if got is None else str(got)))
        elif status == "decided":
            stats.append((_("Hand"), _("chose")))
        return stats

    def score_cells(self, seat: int) -> list[str]:
        s = seat
        status = self.model.status[s] if s < len(self.model.status) else ""
        if status == "passed":
            return [_("out")]
        return [str(self.model.seats[s].tricks)]

    def score_title(self) -> tuple[str, str]:
        m = self.model
        if m.phase == "over":
            title = _("Final banks")
        elif m.hands_scheduled:
            title = _("Hand {k} of {n}").format(k=m.hand_number, n=m.hands_scheduled)
        else:
            title = _("Hand {k}").format(k=m.hand_number)
        return title, _("Pot {pot}").format(pot=m.pot)

    def trump_caption(self) -> str:
        m = self.model
        if not m.trump_shown:
            return _("Dealing\u2026")
        if m.phase_name in ("declaring", "drawing"):  # the stock lies under the upcard
            return _("Turned up by the dealer \u00b7 stock: {n}").format(n=m.stock)
        return _("Turned up by the dealer")

    # --- the human's choices -----------------------------------------------------------------------
    def _card_chosen(self, code: str) -> None:
        m = self.model
        if m.phase_name in ("declaring", "drawing") and self.port.human_to_act:
            if code in m.picked:
                m.picked.remove(code)
            else:
                limit = self.options.get("max_discard", 5)
                if len(m.picked) >= limit:
                    self.port.refuse(ngettext("You may exchange at most {n} card.",
                                               "You may exchange at most {n} cards.",
                                               limit).format(n=limit))
                    return
                m.picked.append(code)
            return
        self.port.act(f"play:{code}")

    def bar_active(self, phase: str) -> bool:
        return phase in ("declaring", "choosing", "drawing")

    def choices(self, view: dict[str, Any]) -> list[Choice]:
        legal = view["legal_actions"]
        aids = self.port.learning_aids
        m = self.model
        out = []
        if view["phase"] == "choosing":
            for action, key in (("stay", "s"), ("pass", "p")):
                enabled = action in legal or not aids
                out.append(Choice(action, action_label(Action.parse(action)) or action,
                                  enabled=enabled,
                                  reason="" if enabled else (self.port.refusal(action) or ""),
                                  help=action_help(Action.parse(action)) or "", wide=True,
                                  hotkey=key))
            return out
        if "pass" in legal or view["phase"] == "declaring":
            enabled = "pass" in legal or not aids
            out.append(Choice("pass", _("Pass"), enabled=enabled,
                              reason="" if enabled else (self.port.refusal("pass") or ""),
                              help=action_help(Action("pass")) or "", wide=True, hotkey="p"))
        draw = canonical_draw(m.picked)
        parsed = Action.parse(draw)
        enabled = draw in legal or not aids
        out.append(Choice(draw, action_label(parsed) or draw, enabled=enabled,
                          reason="" if enabled else (self.port.refusal(draw) or ""),
                          help=action_help(parsed) or "", wide=True, hotkey="d", primary=True))
        return out

    def prompt_text(self, view: dict[str, Any]) -> str:
        phase = view["phase"]
        if phase == "choosing":
            return _("Play or pass? Choose in secret")
        if phase in ("declaring", "drawing"):
            if "pass" not in view["legal_actions"] and phase == "declaring":
                return _("Ace turned up: you must play \u2014 pick cards, then Draw")
            return _("Pick cards to exchange, then Draw \u2014 or Pass")
        if phase == "playing" and self.model.cinch:
            return _("Cinch! Play your highest trump")
        return super().prompt_text(view)

    # --- events ------------------------------------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        """The generic beats, and before the hand summary the chips of the settlement
        flying: the pot to its winner, the bourré payments into the next pot."""
        beats = super().beats_for(event)
        if event["type"] == "hand_scored":
            return [*bourre_chips.beats_for(self, event), *beats]
        return beats

    def extra_beats(self, event: Any) -> list[Beat]:
        kind = event["type"]
        m = self.model
        names = [s.name for s in m.seats]
        if kind == "antes":
            return [*bourre_chips.beats_for(self, event),
                    MessageBeat(self, _("Antes in: the pot is {pot}.").format(pot=event["pot"]),
                                0.6)]
        if kind == "double_ante":
            return list(bourre_chips.beats_for(self, event))
        if kind == "drew":
            seat = event["seat"]
            n = event["count"]
            who = _("You") if seat == m.viewer else names[seat]
            words = move_words(Action("draw", tuple(["x"] * n)), who, "trick") or ""
            return [MessageBeat(self, words, 0.5)]
        if kind == "refill":
            return [MessageBeat(self, _("The stock ran out: the discards are shuffled into a "
                                        "new stock."), 1.0)]
        if kind == "auto_win":
            seat = event["seat"]
            who = _("You take") if seat == m.viewer else _("{who} takes").format(who=names[seat])
            return [MessageBeat(self, _("{who} the pot of {pot}: nobody else plays.").format(
                who=who, pot=event["pot"]), 1.4)]
        if kind == "revealed":
            stay = [names[s] for s, c in enumerate(event["choices"]) if c]
            return [MessageBeat(self, _("Playing: {names}").format(
                names=", ".join(stay) or _("nobody")), 1.0)]
        return []

    # --- drawing -----------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        hand = self.hand.area
        self.cinch_rect = pygame.Rect(0, 0, metrics.px(90), metrics.px(26))
        self.cinch_rect.bottomleft = (hand.left, hand.top - metrics.px(4))
        self.odds_rect = pygame.Rect(0, 0, metrics.px(300), metrics.px(44))
        self.odds_rect.bottomright = (hand.right, hand.top - metrics.px(4))
        self._chips_key = None
        self.place_chips()

    # --- the chips' places -----------------------------------------------------------------------
    def _label_h(self, radius: int) -> int:
        return text.size("Ag", self.metrics.body_px, True)[1] + max(4, radius // 3)

    def pot_size(self, radius: int) -> tuple[int, int]:
        """The pot's rect for chips of ``radius``: its pile and its label (the same in
        every language: a longer word is written smaller)."""
        w, h = chips.pile_size(radius, self._label_h(radius))
        return max(w, round(self.metrics.px(100) * radius / self.metrics.px(18))), h

    def bank_size(self) -> tuple[int, int]:
        r = self.bank_radius()
        return 2 * r, chips.column_height(r, BANK_CHIPS)

    def bank_radius(self) -> int:
        return max(6, self.metrics.px(11))

    def flying_radius(self) -> int:
        """Chips in the air are the size of the pot's."""
        return self.pot_radius

    def chips_keep_clear(self) -> list[pygame.Rect]:
        """What the pot and the banks never cover: every seat's panel and cards, each
        seat's place in the trick (with its tags), the human's hand, the prompt, the
        corners, the cinch badge and the buttons (the odds and the messages keep clear of
        the chips themselves)."""
        g, m = self.geometry, self.metrics
        size = max(1, self.model.hand_size or self.largest_hand())
        busy = [pygame.Rect(p.rect) for p in self.seat_panels]
        busy += [fan.bounds_for(size) for fan in self.fans.values()]
        tag = m.px(12)
        busy += [self.trick.slot(s).inflate(0, 2 * tag) for s in range(len(self.seat_panels))]
        codes = [str(k) for k in range(size)]
        rects = [self.hand.slot_for(codes, c) for c in codes]
        busy += [r for r in rects if r is not None]
        prompt = self.prompt_band()  # as wide as the hand: a long prompt in any language
        prompt.width = max(prompt.width, g.hand_area.width)
        prompt.centerx = g.hand_area.centerx
        busy += [pygame.Rect(g.hand_area), prompt, *self.corner_rects(),
                 pygame.Rect(self.cinch_rect)]
        busy += [pygame.Rect(g.menu_button), *self._side_buttons()]
        return busy

    def toast_band(self, home: tuple[int, int] | None = None) -> pygame.Rect:
        """Where the table's messages usually show (just above the prompt): the pot keeps
        out of it when it can."""
        g, m = self.geometry, self.metrics
        toast = pygame.Rect(0, 0, m.px(400), m.px(48))
        toast.midbottom = home or (g.hand_area.centerx, g.prompt_bottom - m.px(52))
        return toast

    def toast_home(self, usual: tuple[int, int]) -> tuple[int, int]:
        """The table's messages go just above the odds or the pot when their usual place
        would cover them (the scene asks)."""
        if self.metrics is None:
            return usual
        home = usual
        for rect in (self.odds_shown, self.pot_rect):
            if rect is not None and self.toast_band(home).colliderect(rect):
                home = (home[0], rect.top - self.metrics.px(6))
        return home

    def _side_buttons(self) -> list[pygame.Rect]:
        """The Hint and Undo buttons above the Menu button (the scene places them after
        the table)."""
        return self.port.side_buttons()

    def place_chips(self) -> None:
        """The pot as near the table's centre as it lies clear of everything; then each
        seat's bank just outside its panel where there is room.  Worked out again only when
        the window, the hand's size or the buttons beside the table change."""
        if self.metrics is None or self.geometry is None:
            return
        m, g = self.metrics, self.geometry
        key = (m.size, self.fans_laid_for, tuple(tuple(r) for r in self._side_buttons()))
        if key == self._chips_key:
            return
        self._chips_key = key
        busy = self.chips_keep_clear()
        inside = g.screen.inflate(-2 * m.px(8), -2 * m.px(8))
        gap = m.px(6)
        centre = g.shared_area.center
        step = max(2, m.px(5))
        near, far = m.px(150), max(g.shared_area.width, g.shared_area.height)
        radius, rect = max(6, m.px(11)), None
        # near the centre first; there clear of the messages' place if it can be; large
        tries = [(reach, scale, extra) for reach in (near, far)
                 for extra in ([self.toast_band()], []) for scale in (1.0, 0.85, 0.7)]
        for reach, scale, extra in tries:
            radius = max(6, round(m.px(18) * scale))
            rect = bourre_chips.place_pot(self.pot_size(radius), centre, busy + extra, inside,
                                          gap, step, reach)
            if rect is not None:
                break
        if rect is None:  # nowhere clear: the middle, small
            rect = pygame.Rect((0, 0), self.pot_size(radius))
            rect.center = centre
        self.pot_radius = radius
        self.pot_rect = rect
        busy.append(pygame.Rect(rect))
        self.bank_rects = []
        for panel in self.seat_panels:
            bank = bourre_chips.place_beside(self.bank_size(), panel.rect, busy, inside, gap)
            self.bank_rects.append(bank)
            if bank is not None:
                busy.append(pygame.Rect(bank))

    def chip_point(self, seat: int | None) -> tuple[int, int]:
        """Where chips leave or land (the bottom of their stack): the pot's pile, a seat's
        bank, or the seat's panel when its bank has no room on the table."""
        if seat is None:
            return chips.landing_point(self.pot_rect, self.pot_radius,
                                       self._label_h(self.pot_radius))
        bank = self.bank_rects[seat] if seat < len(self.bank_rects) else None
        if bank is not None:
            return bank.midbottom
        return self.seat_panels[seat].rect.center

    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        super().update(dt, view, ready)
        if self.metrics is not None:
            self.place_chips()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        metrics = self.metrics
        m = self.model
        chips.draw_pile(surface, self.pot_rect, m.pot, self.pot_radius,
                        _("Pot {pot}").format(pot=m.pot), metrics.body_px, metrics.small_px)
        radius = self.bank_radius()
        for seat, rect in enumerate(self.bank_rects):
            if rect is not None and seat < len(m.banks):
                chips.draw_column(surface, rect.midbottom, radius,
                                  chips.pile_chips(m.banks[seat], BANK_CHIPS))
        self._draw_picked(surface, metrics)
        if m.cinch and m.phase_name == "playing":
            self._badge(surface, self.cinch_rect, _("Cinch"), metrics)
        self._draw_odds(surface, metrics)

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, words: str,
               metrics: Metrics) -> None:
        pygame.draw.rect(surface, style.GOLD, rect, border_radius=rect.height // 2)
        line = text.render("\u2605 " + words, metrics.small_px, style.INK, bold=True)
        surface.blit(line, line.get_rect(center=rect.center))

    def _draw_picked(self, surface: pygame.Surface, metrics: Metrics) -> None:
        """The cards picked for the exchange: a gold outline and an arrow, not colour alone."""
        width = max(2, metrics.px(3))
        for code in self.model.picked:
            rect = self.hand.rect_of(code)
            if rect is None:
                continue
            pygame.draw.rect(surface, style.GOLD, rect.inflate(2 * width, 2 * width), width,
                             border_radius=metrics.px(6))
            tag = text.render("\u21c5", metrics.body_px, style.GOLD, bold=True)
            surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.top - metrics.px(2))))

    def _draw_odds(self, surface: pygame.Surface, metrics: Metrics) -> None:
        m = self.model
        self.odds_shown = None
        if not (self.port.learning_aids and self.port.human_to_act
                and m.phase_name in ("declaring", "drawing", "choosing")):
            return
        key = (self.port.moves, tuple(m.picked))
        if key != self._odds_key:
            from cardgames.ai.bourre_heuristic import play_odds

            self._odds_key = key
            self._odds = play_odds(self.port.observation(), list(m.picked))
        if self._odds is None:
            return
        trick, bourre, pot = self._odds
        lines = [_("If you play: {t:.0%} to take a trick \u00b7 {b:.0%} bourré").format(
            t=trick, b=bourre), _("{p:.0%} to take the pot (from 48 sampled deals)").format(p=pot)]
        rendered = [text.render(words, metrics.small_px, style.CREAM) for words in lines]
        pad = metrics.px(8)
        size = (max(r.get_width() for r in rendered) + 2 * pad,
                sum(r.get_height() for r in rendered) + 2 * metrics.px(4))
        rect = self.odds_place(size)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, style.PANEL_STRONG, panel.get_rect(), border_radius=metrics.px(8))
        y = metrics.px(4)
        for line in rendered:
            panel.blit(line, (pad, y))
            y += line.get_height()
        surface.blit(panel, rect)
        self.odds_shown = rect

    def odds_place(self, size: tuple[int, int]) -> pygame.Rect:
        """The odds beside the buttons in the bar's row (right of them, else left), else
        just above the prompt: the first of these clear of the buttons, the seats' panels
        and cards, the pot, the prompt and the hand."""
        m, g = self.metrics, self.geometry
        buttons = list(self.bar.targets().values())
        bar = pygame.Rect(g.action_bar)
        used = buttons[0].unionall(buttons[1:]) if buttons else pygame.Rect(bar.center, (0, 0))
        keep = [pygame.Rect(p.rect) for p in self.seat_panels] + [
            fan.bounds() for fan in self.fans.values() if fan.count] + [
            pygame.Rect(g.menu_button), *self._side_buttons(), *buttons,
            pygame.Rect(self.pot_rect), self.hand.bounds(),
            *(pygame.Rect(b) for b in self.bank_rects if b is not None)]
        if self.prompt.message:
            keep.append(pygame.Rect(self.prompt.rect))
        screen = g.screen.inflate(-2 * m.px(8), -2 * m.px(8))
        gap = m.px(12)
        above = self.prompt.rect.top if self.prompt.message else self.prompt_band().top
        spots = []
        for place in ("right", "left", "above"):
            rect = pygame.Rect((0, 0), size)
            if place == "right":
                rect.midleft = (used.right + gap, bar.centery)
            elif place == "left":
                rect.midright = (used.left - gap, bar.centery)
            else:
                rect.midbottom = (g.hand_area.centerx, above - m.px(6))
            spots.append(rect)
            if screen.contains(rect) and rect.collidelist(keep) < 0:
                self.odds_rect = rect
                return rect
        self.odds_rect = spots[-1]
        return spots[-1]

    # --- targets -----------------------------------------------------------------------------------
    def target_rect(self, name: str):
        if name == "pot":
            return pygame.Rect(self.pot_rect)
        if name == "cinch":
            return pygame.Rect(self.cinch_rect)
        if name == "button:draw":
            for key, rect in self.bar.targets().items():
                if key == "button:draw" or key.startswith("button:draw:"):
                    return pygame.Rect(rect)
            return None
        return super().target_rect(name)

    # --- summaries ---------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.model.seats[seat].name

    def score_words(self, seat: int, event: Any) -> str:
        if seat in (event.get("passed") or []):
            return _("passed")
        if event.get("kind") == "auto_win":
            return _("took the pot: everybody else passed") if event["winner"] == seat else ""
        if event.get("kind") == "void":
            return _("nobody played")
        t = event["tricks"][seat]
        words = ngettext("{n} trick", "{n} tricks", t).format(n=t)
        if event["winner"] == seat:
            words += " \u00b7 " + _("took the pot of {pot}").format(pot=event["winnings"][seat])
        elif seat in event["bourre"]:
            words += " \u00b7 " + _("bourréd: paid {pay}").format(pay=event["payments"][seat])
        elif seat in (event.get("tied") or []):
            words += " \u00b7 " + _("tied for most")
        return words

    def hand_notes(self, event: Any) -> tuple[str, ...]:
        notes = []
        kind = event.get("kind")
        pot = event["pot"]
        if kind == "auto_win":
            notes.append(_("{who} took the pot of {pot} without playing.").format(
                who=self._name(event["winner"]), pot=pot))
        elif kind == "void":
            notes.append(_("Nobody stayed: the pot of {pot} carries over.").format(pot=pot))
        elif event["winner"] is not None:
            pass  # the payment lines say who took the pot, and the bourréd what they paid
        else:
            notes.append(_("Tie for most tricks ({names}): the pot of {pot} stays.").format(
                names=", ".join(self._name(s) for s in event["tied"]), pot=pot))
        notes.append(_("Next pot: {pot} before antes.").format(pot=event["new_pot"]))
        if event.get("exempt"):
            notes.append(_("Skip the next ante: {names}.").format(
                names=", ".join(self._name(s) for s in event["exempt"])))
        return tuple(notes)

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        """Why chips moved (the summary's payment lines): an ante, the pot to the
        player with most tricks, a bourréd player's penalty into the next pot."""
        if payment.reason == "ante":
            return _("ante")
        if payment.reason == "bourre":
            return _("bourréd")
        if payment.reason == "pot":
            if event.get("kind") == "auto_win":
                return _("won without playing")
            return _("most tricks")
        return payment.reason

    def summary_subtitle(self, event: Any) -> str:
        parts = [_("trump {card}").format(card=short_card(event["upcard"])),
                 _("dealer {who}").format(who=self._name(event["dealer"])),
                 _("pot {pot}").format(pot=event["pot"])]
        return " \u00b7 ".join(parts)

    def hand_summary(self, event: Any) -> HandSummaryData:
        """Every seat dealt in has a line (a player who passed still paid his ante); a
        seat that could not pay the ante sat out."""
        names = [s.name for s in self.model.seats]
        dealt = set(event.get("seats") or range(len(names)))
        lines = []
        for seat, name in enumerate(names):
            if seat not in dealt:
                lines.append(ScoreLine(seat, name, _("sat out this hand"), 0,
                                       event["scores"][seat], active=False))
                continue
            words = self.score_words(seat, event)
            ante = event["antes"][seat]
            if ante:
                words = (words + " \u00b7 " if words else "") + _("ante {n}").format(n=ante)
            lines.append(ScoreLine(seat, name, words, event["deltas"][seat],
                                   event["scores"][seat]))
        return HandSummaryData(self.summary_title(event), self.summary_subtitle(event), lines,
                               last_hand=self.port.is_over,
                               explanation_title=_(self.explanation_title),
                               notes=self.hand_notes(event),
                               columns=(pgettext("hand summary", "Chips"),
                                        pgettext("hand summary", "Bank")))

    def match_summary(self, event: Any) -> MatchSummaryData:
        data = super().match_summary(event)  # its chart starts at the starting bank
        return MatchSummaryData(names=data.names, scores=data.scores, winners=data.winners,
                                series=data.series, hand_labels=data.hand_labels,
                                viewer=data.viewer, stats_title=_("Times bourréd"),
                                stats=self._bourre_counts())

    def _bourre_counts(self) -> list[str]:
        history = self.port.view()["history"]
        return [str(sum(1 for h in history if s in (h.get("bourre") or [])))
                for s in range(len(self.model.seats))]


LAYOUT = BourreTable
