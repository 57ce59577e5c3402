"""Pocha's table: one arrangement of the shared parts.

Seat panels round the table (name, AI level, bid, tricks won), face-down fans for the
opponents, the human's fanned hand, the trick in the middle, the trump indicator in the
top-left corner, the score sheet in the top-right, a bar of bid buttons (and swap/keep
with the ``swap_trump_seven`` house rule) above the hand, and a prompt.

Everything shown comes from the engine: the legal cards and bids from
``state.legal_actions()``, the reasons from ``state.refusal()``, the forbidden bid from
the view.  This module only decides *where* and *how* things are shown, and how Pocha's
events are played back (the shared trick beats plus Pocha's own swap/tie-break notes),
and it writes the hand summary's explanations of the score lines.  A hint the player
asked for (the scene's ``suggested_action``) lights its card or bid/swap/keep button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.cards import SPANISH_SUIT_NAMES, spanish_card_name
from cardgames.ui.cards import renderer_for
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import ActionBar, Choice
from cardgames.ui.table.animation import Animator
from cardgames.ui.table.fanned_hand import FaceDownFan, FannedHand
from cardgames.ui.table.geometry import COUNTER_CLOCKWISE, TableGeometry
from cardgames.ui.table.markers import SeatMarker, TrumpIndicator
from cardgames.ui.table.match import level_label
from cardgames.ui.table.model import SeatModel, TrickTableModel
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.prompt import Prompt
from cardgames.ui.table.score_panel import ScorePanel
from cardgames.ui.table.seat_panel import SeatPanel
from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData, ScoreLine
from cardgames.ui.table.trick_area import TrickArea
from cardgames.ui.table.trick_beats import (
    BidBeat,
    DealBeat,
    MatchOverBeat,
    MessageBeat,
    PlayBeat,
    SummaryBeat,
    TrickWonBeat,
)
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.scenes.table import TableScene

SUITS = ("O", "C", "E", "B")
#: Display order of ranks in the hand, strongest first (as the game's option says).
RANK_DISPLAY = {
    "as_tres": ("1", "3", "12", "11", "10", "7", "6", "5", "4", "2"),
    "natural": ("1", "12", "11", "10", "7", "6", "5", "4", "3", "2"),
}
MINUS = "\u2212"
#: how long the last move stays outlined (UI style: also with animation off)
LAST_MOVE_S = 1.6


def suit_name(letter: str | None) -> str:
    return SPANISH_SUIT_NAMES.get(letter or "", "").capitalize()


class PochaTable:
    """The parts of a Pocha table and how the match's state and events reach them."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.runner = scene.runner
        game = self.runner.game
        self.options = game.options
        self.renderer = renderer_for(game.deck_family)
        self.animator: Animator = scene.animator
        n = game.players
        self.model = TrickTableModel(
            seats=[SeatModel(self.runner.names[s], self.runner.levels[s]) for s in range(n)],
            viewer=self.runner.viewer,
            hands_scheduled=len(game.schedule),
        )
        self.seat_panels = [SeatPanel(s) for s in range(n)]
        self.dealer_chip = SeatMarker("D", "Dealer: deals this hand and bids last.", chip=True)
        self.mano_tag = SeatMarker("Mano", "Mano: bids first and leads the first trick.",
                                   chip=False)
        self.hand = FannedHand(self.renderer)
        self.hand.on_choose = lambda code: scene.submit(f"play:{code}")
        self.fans = {s: FaceDownFan(self.renderer) for s in range(n) if s != self.model.viewer}
        self.trick = TrickArea(self.renderer)
        self.scores = ScorePanel()
        self.trump = TrumpIndicator(self.renderer)
        self.bar = ActionBar(on_action=scene.submit, on_refused=scene.refuse)
        self.prompt = Prompt()
        self.geometry: TableGeometry | None = None
        self.metrics: Metrics | None = None
        self.mouse = (-1, -1)
        self._fan_size = -1
        self._scored: Any = None  # the last hand_scored event played back

    # --- the TrickTable protocol (used by the beats) ----------------------------------------
    @property
    def speed(self) -> float:
        return self.scene.app.settings.speed

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

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """Trumps first, then the other suits; strongest first within a suit."""
        ranks = RANK_DISPLAY.get(self.options.get("rank_order", "as_tres"),
                                 RANK_DISPLAY["as_tres"])
        trump = self.model.trump
        suits = ([trump] if trump in SUITS else []) + [s for s in SUITS if s != trump]

        def key(code: str) -> tuple[int, int]:
            rank, suit = code[:-1], code[-1]
            return (suits.index(suit) if suit in suits else 9,
                    ranks.index(rank) if rank in ranks else 99)

        return sorted(cards, key=key)

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

    def show_summary(self, event: Any, on_closed) -> None:
        self.scene.show_summary(self.hand_summary(event), on_closed)

    def finish_match(self, event: Any) -> None:
        self.scene.finish_match(self.match_summary(event))

    def announce(self, message: str) -> None:
        self.scene.toast.show(message)

    # --- events -> beats ----------------------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        names = self.model.seats
        if kind == "dealt":
            beats: list[Beat] = []
            if event.get("tiebreak"):
                beats.append(MessageBeat(self, "Tie-break: one more one-card hand.", 0.8))
            beats.append(DealBeat(self, event))
            return beats
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
        if kind in ("swapped", "kept"):
            who = "You" if event["seat"] == self.model.viewer else names[event["seat"]].name
            seven = spanish_card_name(event["card"])
            if kind == "swapped":
                text = f"{who} swapped {seven} for the face-up card."
            else:
                text = f"{who} kept {seven}."
            return [_SwapBeat(self, event), MessageBeat(self, text, 1.2)]
        if kind == "tiebreak":
            tied = ", ".join(names[s].name for s in event["seats"])
            if event.get("mode") == "shared":
                return []
            return [MessageBeat(self, f"Tie for first place ({tied}): one-card hands decide.",
                                1.6)]
        return []

    # --- state -> model (when the picture has caught up) --------------------------------------
    def sync(self, view: dict[str, Any]) -> None:
        m = self.model
        m.phase = view["phase"]
        m.hand_number = view["hand_number"]
        m.hands_scheduled = view["hands_scheduled"]
        m.hand_size = view["hand_size"]
        m.tiebreak = view["tiebreak"]
        m.dealer, m.mano = view["dealer"], view["mano"]
        m.trump, m.trump_card, m.upcard = view["trump"], view["trump_card"], view["upcard"]
        m.trump_shown = True
        m.arriving = set()
        m.forbidden_bid = view["forbidden_bid"]
        active = set(view["active"])
        for seat, sm in enumerate(m.seats):
            sm.count = view["hand_counts"][seat]
            sm.known = list(view["known_cards"][seat]) if seat != m.viewer else []
            sm.bid = view["bids"][seat]
            sm.tricks = view["tricks"][seat]
            sm.score = view["scores"][seat]
            sm.active = seat in active
        own = list(view["hand"])
        mine = m.seats[m.viewer]
        if sorted(own) != sorted(mine.hand):
            mine.hand = self.hand_display_order(own)
        if view["trick"] or not m.resting:
            m.trick = [(t["seat"], t["card"]) for t in view["trick"]]

    # --- layout ---------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        self.metrics = metrics
        n = self.runner.game.players
        largest = max(self.runner.game.schedule) if self.runner.game.schedule else 10
        self.geometry = g = TableGeometry(
            metrics, n, self.options.get("direction", COUNTER_CLOCKWISE),
            hand_cards=largest, score_rows=n, card_aspect=self.renderer.aspect)
        for seat, panel in enumerate(self.seat_panels):
            panel.rect = pygame.Rect(g.seat_panels[seat])
        self.hand.layout(g.hand_area, g.hand_card_w)
        self.trick.layout(g.centre, g.trick_card_w, g.round_dirs)
        self.scores.rect = pygame.Rect(g.top_right)
        self.trump.layout(g.top_left, g.trick_card_w, metrics)
        self.bar.layout(g.action_bar, metrics)
        self.prompt.midbottom = (g.hand_area.centerx, g.prompt_bottom)
        self._fan_size = -1
        self._place_fans()

    def _place_fans(self) -> None:
        size = max(1, self.model.hand_size)
        if size == self._fan_size or self.geometry is None:
            return
        self._fan_size = size
        g = self.geometry
        for seat, fan in self.fans.items():
            fan.card_w = g.small_card_w
            box = g.toward_centre(seat, fan.size_for(size), self.metrics.px(6))
            fan.layout(box.center, g.small_card_w)
        # the trick keeps clear of the opponents' cards (crowded tables draw it tighter)
        fans = [fan.bounds_for(size) for fan in self.fans.values()]
        self.trick.fit(fans + [pygame.Rect(p.rect) for p in self.seat_panels])

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        """Push the model (and, when the human may act, the legal moves) into the parts."""
        m = self.model
        m.update(dt)
        self._place_fans()
        runner = self.runner
        idle = self.scene.presenter.idle and self.animator.idle
        current = runner.current if idle else None  # the glow waits for the picture
        thinking = runner.thinking_seat if idle else None
        human_turn = ready and runner.human_to_act
        phase = view["phase"]

        # seats
        for seat, panel in enumerate(self.seat_panels):
            sm = m.seats[seat]
            stats = [("Bid", "\u2013" if sm.bid is None else str(sm.bid)),
                     ("Won", str(sm.tricks))] if sm.active else []
            level = runner.levels[seat]
            subtitle = level_label(level) if level is not None else "your seat"
            if seat == m.viewer and level is not None:
                subtitle += " (demo)"
            panel.set(sm.name, subtitle, stats, sm.active)
            panel.turn = current == seat
            panel.thinking = thinking == seat
            last = m.last_move
            panel.flash = 0.0
            if last is not None and last.seat == seat and last.kind in ("bid", "swap"):
                panel.flash = max(0.0, 1.0 - last.age / LAST_MOVE_S)
            panel.update(dt)
        self.dealer_chip.visible = True
        self.dealer_chip.place(self.seat_panels[m.dealer].rect, self.metrics)
        self.mano_tag.visible = m.phase in ("bidding", "swap") or m.hand_number > 0
        self.mano_tag.place(self.seat_panels[m.mano].rect, self.metrics)
        if m.mano == m.dealer:
            self.mano_tag.visible = False

        # fans and hand
        for seat, fan in self.fans.items():
            fan.count = m.seats[seat].count
            fan.known = m.seats[seat].known
        mine = m.seats[m.viewer]
        self.hand.set_cards(mine.hand)
        self.hand.hidden = set(m.arriving)
        self.hand.active = human_turn and phase == "playing"
        self.hand.clickable = human_turn
        legal = set(view.get("legal_actions") or []) if human_turn else set()
        aids = self.scene.learning_aids
        self.hand.legal = {a[5:] for a in legal if a.startswith("play:")} \
            if self.hand.active and aids else None
        self.hand.shape_cues = self.scene.app.settings.colour_blind_aids
        hinted = self.scene.suggested_action() if human_turn else None
        self.hand.suggested = hinted[5:] if hinted and hinted.startswith("play:") else None
        self.hand.update(dt)

        # trick
        self.trick.cards = list(m.trick or m.resting)
        self.trick.winner = m.resting_winner
        last = m.last_move
        self.trick.highlight = None
        if last is not None and last.kind == "play" and self.speed <= 0 and last.age < LAST_MOVE_S:
            self.trick.highlight = last.code
            self.trick.highlight_alpha = max(0.0, 1 - last.age / LAST_MOVE_S)

        # corners
        self.trump.code = (m.upcard or m.trump_card) if m.trump_shown else None
        self.trump.suit_name = suit_name(m.trump) if m.trump_shown else ""
        self.trump.suit_glyph = self._suit_glyph(m.trump) if m.trump_shown else None
        self.trump.on_stock = m.upcard is not None or not m.trump_shown
        if not m.trump_shown:
            self.trump.caption = "Dealing\u2026"
        elif m.upcard:
            self.trump.caption = "the face-up card"
        else:
            dealer = "your" if m.dealer == m.viewer else f"{m.seats[m.dealer].name}'s"
            self.trump.caption = f"{dealer} last card, shown to all"
        if m.phase == "over":  # the engine counts on past the last hand
            title = "Final scores"
        elif m.tiebreak:
            title = "Tie-break hand"
        else:
            title = f"Hand {m.hand_number} of {m.hands_scheduled}"
        cards = f"{m.hand_size} card" + ("" if m.hand_size == 1 else "s")
        bids = [sm.bid for sm in m.seats if sm.bid is not None]
        if bids:  # what Pocha players watch: the bids against the tricks there are
            cards += f" \u00b7 bids {sum(bids)}"
        rows = [(sm.name, ["\u2013" if sm.bid is None else str(sm.bid),
                           str(sm.tricks) if sm.active else ""], sm.score) for sm in m.seats]
        self.scores.count_up_s = 0.6 * self.speed
        scored = self._scored if m.phase == "scored" else None
        n_seats = len(m.seats)
        active = set(scored.get("active") or range(n_seats)) if scored else set()
        self.scores.changes = [_signed(d) if seat in active else ""
                               for seat, d in enumerate(scored["deltas"])] if scored else []
        self.scores.set(title, cards, ["Bid", "Won"], rows, current)
        used = runner.hints_used
        self.scores.note = f"Hints: {used}" if used else ""
        self.scores.update(dt)

        # the choices that are not cards
        self.bar.active = human_turn and phase in ("bidding", "swap")
        self.bar.set(self._choices(view) if self.bar.active else [])
        self.bar.suggested = hinted if self.bar.active else None
        self.bar.update(dt)
        self.prompt.set(*self._prompt(view, human_turn, thinking))

    def _suit_glyph(self, suit: str | None) -> pygame.Surface | None:
        """The suit's symbol for the trump's name, with the colour-blind aids on."""
        if not suit or not self.scene.app.settings.colour_blind_aids:
            return None
        from cardgames.ui.table.suit_text import suit_glyph_surface

        return suit_glyph_surface(self.renderer.family, suit, self.metrics.heading_px)

    def _choices(self, view: dict[str, Any]) -> list[Choice]:
        legal = set(view.get("legal_actions") or [])
        aids = self.scene.learning_aids
        if view["phase"] == "swap":
            upcard = view["upcard"]
            return [Choice("swap", "Swap", help=f"Take {spanish_card_name(upcard)} and "
                           "put your 7 face up.", hotkey="s", wide=True, primary=True),
                    Choice("keep", "Keep", help="Keep your 7.", hotkey="k", wide=True)]
        choices = []
        for k in range(view["hand_size"] + 1):
            action = f"bid:{k}"
            # without learning aids every bid looks open; the engine refuses a barred one
            enabled = action in legal or not aids
            reason = "" if enabled else (self.runner.refusal(action) or "")
            choices.append(Choice(action, str(k), enabled=enabled, reason=reason,
                                  help=f"Bid {k}: take exactly {k} trick"
                                  + ("" if k == 1 else "s") + ".", hotkey=str(k)))
        return choices

    def _prompt(self, view: dict[str, Any], human_turn: bool,
                thinking: int | None) -> tuple[str, bool]:
        m = self.model
        if human_turn:
            phase = view["phase"]
            if phase == "bidding":
                return "Your bid \u2014 how many tricks will you take?", True
            if phase == "swap":
                seven = f"7{view['trump']}"
                return f"Swap your {spanish_card_name(seven)[4:]} for the face-up card?", True
            if phase == "playing":
                lead = "lead" if not view["trick"] else "turn"
                return f"Your {lead} \u2014 play a card", True
        if m.resting_winner is not None:
            who = "You take" if m.resting_winner == m.viewer else \
                f"{m.seats[m.resting_winner].name} takes"
            return f"{who} the trick", False
        if thinking is not None:
            return f"{m.seats[thinking].name} is thinking\u2026", False
        return "", False

    def draw(self, surface: pygame.Surface) -> None:
        metrics = self.metrics
        self.trump.draw(surface, metrics)
        self.scores.draw(surface, metrics)
        for panel in self.seat_panels:
            panel.draw(surface, metrics)
        self.dealer_chip.draw(surface, metrics)
        self.mano_tag.draw(surface, metrics)
        for fan in self.fans.values():
            fan.draw(surface, metrics)
        self.trick.draw(surface, metrics)
        self.prompt.draw(surface, metrics)
        self.bar.draw(surface, metrics)
        self.hand.draw(surface, metrics)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        metrics = self.metrics
        if not self.scene.toast.visible:  # the toast already says it; never stack the two
            self.bar.draw_tooltips(surface, metrics)
        for marker in (self.dealer_chip, self.mano_tag):
            if marker.visible and marker.rect.collidepoint(self.mouse):
                draw_tooltip(surface, metrics, marker.help, marker.rect)
                return
        if self.trump.rect.collidepoint(self.mouse) and self.model.trump_shown:
            name = suit_name(self.model.trump).lower()
            draw_tooltip(surface, metrics, f"Trump is {name}: any {name} card beats every card "
                         "of the other suits.", self.trump.rect, prefer="below")

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if ready and self.bar.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not ready:
            code = self.hand.card_at(event.pos)
            if code is not None:
                self.scene.not_your_turn()
                return True
        return self.hand.handle(event) if ready or event.type == pygame.MOUSEMOTION else False

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
        if name.startswith("seat:"):
            try:
                seat = int(name[5:])
            except ValueError:
                return None
            if 0 <= seat < len(self.seat_panels):
                return pygame.Rect(self.seat_panels[seat].rect)
            return None
        if name.startswith("button:"):
            return self.bar.targets().get(name)
        if name == "panel:score":
            return pygame.Rect(self.scores.rect)
        if name in ("trump", "upcard"):
            return self.trump.targets(self.metrics, bool(self.model.upcard)).get(name)
        if name == "hand":
            return self.hand.bounds()
        if name == "trick":
            return pygame.Rect(self.geometry.shared_area)
        if name == "prompt":
            return pygame.Rect(self.prompt.rect) if self.prompt.message else None
        return None

    # --- summaries ----------------------------------------------------------------------------------
    def hand_summary(self, event: Any) -> HandSummaryData:
        names = [s.name for s in self.model.seats]
        active = set(event.get("active") or range(len(names)))
        lines = []
        for seat, name in enumerate(names):
            if seat not in active:
                lines.append(ScoreLine(seat, name, "sat out this hand", 0, event["scores"][seat],
                                       active=False))
                continue
            bid, took = event["bids"][seat], event["tricks"][seat]
            delta = event["deltas"][seat]
            lines.append(ScoreLine(seat, name, self.explain(bid, took, delta), delta,
                                   event["scores"][seat], bid=bid, took=took))
        if event.get("tiebreak"):
            title = "Tie-break hand"
        else:
            title = f"Hand {event['hand']} of {self.model.hands_scheduled}"
        size = event["size"]
        subtitle = (f"{size} card{'s' if size != 1 else ''} each \u00b7 trump "
                    f"{suit_name(event.get('trump'))} \u00b7 dealer {names[event['dealer']]}")
        last = self.runner.state.is_over  # the engine has already dealt on, or ended
        return HandSummaryData(title, subtitle, lines, last_hand=last)

    def explain(self, bid: int | None, took: int, delta: int) -> str:
        """The score line in words and numbers, e.g. ``bid 2, took 2: 10 + 5×2 = +20``."""
        if bid is None:
            return f"took {took}: {_signed(delta)}"
        bonus = self.options.get("exact_bonus", 10)
        per = self.options.get("points_per_trick", 5)
        penalty = self.options.get("miss_penalty_per_trick", 5)
        head = f"bid {bid}, took {took}: "
        if bid == took and bonus + per * took == delta:
            return head + f"{bonus} + {per}\u00d7{took} = {_signed(delta)}"
        diff = abs(bid - took)
        if bid != took and -penalty * diff == delta:
            return head + f"{diff} \u00d7 {MINUS}{penalty} = {_signed(delta)}"
        return head + _signed(delta)

    def match_summary(self, event: Any) -> MatchSummaryData:
        names = [s.name for s in self.model.seats]
        history = self.runner.state.view(self.model.viewer)["history"]
        series = [[0] + [h["scores"][seat] for h in history] for seat in range(len(names))]
        labels = ["T" if h.get("tiebreak") else str(h["hand"]) for h in history]
        stats = []
        for seat in range(len(names)):
            played = [h for h in history if seat in h.get("active", range(len(names)))]
            exact = sum(1 for h in played if h["bids"][seat] == h["tricks"][seat])
            stats.append(f"{exact} of {len(played)}")
        return MatchSummaryData(names=names, scores=list(event["scores"]),
                                winners=list(event["winners"]), series=series,
                                hand_labels=labels, viewer=self.model.viewer,
                                stats_title="Bids made exactly", stats=stats)


class _SwapBeat(Beat):
    """The seven of trumps and the face-up card change places (house rule)."""

    def __init__(self, table: PochaTable, event: Any) -> None:
        self.table, self.event = table, event

    def start(self) -> None:
        m, e = self.table.model, self.event
        seat = e["seat"]
        if self.event["type"] == "swapped":
            old = m.upcard
            m.upcard = e["upcard"]
            m.trump_card = e["upcard"]
            if seat == m.viewer:
                hand = [c for c in m.seats[seat].hand if c != e["card"]]
                if old:
                    hand.append(old)
                m.seats[seat].hand = self.table.hand_display_order(hand)
            elif old:
                m.seats[seat].known = [*m.seats[seat].known, old]
        elif seat != m.viewer:
            m.seats[seat].known = [*m.seats[seat].known, e["card"]]
        m.mark(seat, "swap")


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")


def code_is(code: str | None, name: str) -> bool:
    return code is not None and name == f"card:{code}"
