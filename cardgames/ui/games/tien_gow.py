"""Tien Gow's table: the trick table with multi-tile sets, face-down discards and money.

The table is :class:`~cardgames.ui.table.trick_layout.TrickLayout`, counter-clockwise.
Tien Gow's own pieces:

- **Choosing a set.** A click on a tile of the hand selects it (or lets it go); the bar
  shows only the moves the engine allows for the selected tiles — *Lead*, *Play up*
  (beat the high set face up) or *Throw down* — so only legal combinations light up.
  Tiles that take part in no legal move are dimmed; Escape clears the selection, and
  P plays it (a set that is not legal is refused with the engine's reason).
- **The trick.** Each seat's tiles lie toward it, face-down discards as backs; the
  set winning so far wears a gold outline.
- **Seats.** The banker's chip (B), his run of wins, every seat's stacks and the
  dead players of an early death.
- **Tile names.** The pointer resting on a face-up tile (the hand, a set on the trick)
  shows its Chinese and English name and its facts; a face-down tile shows nothing.
- **The look.** The deck options (``deck.form``, ``deck.suit_markers`` ...; the "Tiles"
  group of the setup) choose how the tiles are drawn; the engine never reads them.
- **The hand summary.** Every payment with its reason (stacks, double banker, bonuses,
  gee joon and quad tricks, six catches three, one red dot).

Identical tiles share a code; in the hand the second copy is shown as ``6-6#2`` (the
deck's instance form) so each can be selected, and the move names codes only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.ui import style
from cardgames.ui.cards import dominoes
from cardgames.ui.games.tien_gow_panel import (
    PanelContent,
    TrickPanel,
    beat_line,
    kind_words,
    rank_groups,
)
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.animation import Flight, ease_in_out, ease_out_cubic
from cardgames.ui.table.beats import FlightsBeat
from cardgames.ui.table.fanned_hand import LIFT, blit_card
from cardgames.ui.table.markers import SeatMarker
from cardgames.ui.table.model import TrickTableModel
from cardgames.ui.table.parts.common import CopyFaces, code_of
from cardgames.ui.table.parts.multi_select_hand import MultiSelectHand
from cardgames.ui.table.presenter import Beat, Call, Hold
from cardgames.ui.table.summary import HandSummaryData
from cardgames.ui.table.trick_beats import PLAY_FLIGHT_S, MessageBeat
from cardgames.ui.table.trick_layout import MINUS, TrickLayout
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

_ = domain("tien_gow").gettext
ngettext = domain("tien_gow").ngettext

HAND = 8
#: a selected tile is lifted as a hovered one (the multi-select hand's lift: about 15 %
#: of its height)
SELECT_LIFT = LIFT
#: the air between a selected tile's outline and the set's button, in units ``u`` (more
#: than the tutorial spotlight's two paddings, so it never lights them as one frame)
BAR_CLEARANCE_U = 16
STEP = 0.9  # of a tile's width: from one tile of a set to the next
VERB_LABELS = {"lead": N_("Lead"), "play_up": N_("Play up"), "play_down": N_("Throw down")}
VERB_KEYS = {"lead": "l", "play_up": "u", "play_down": "d"}
REASONS = {
    "base": N_("stacks"),
    "double_banker": N_("banker \u00d72"),
    "hk_streak": N_("banker's streak"),
    "last_trick": N_("last trick \u00d72"),
    "whole_game": N_("whole game \u00d72"),
    "gee_joon_trick": N_("gee joon trick"),
    "quad_trick": N_("quad trick"),
    "six_catches_three": N_("six catches three"),
}


def tiles_text(tiles: list[str]) -> str:
    return " ".join(tiles)


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    label = VERB_LABELS.get(action.verb)
    if label is None:
        return None
    return f"{_(label)} {tiles_text(list(action.args))}"


def action_help(action: Action) -> str | None:
    if action.verb == "lead":
        return _("Lead these tiles: the others must play as many.")
    if action.verb == "play_up":
        return _("Play these tiles face up: they beat the set winning so far.")
    if action.verb == "play_down":
        return _("Throw these tiles face down: they can't win.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    tiles = tiles_text(list(action.args))
    n = len(action.args)
    if action.verb == "lead":
        return (_("You lead {tiles}") if you else _("{who} leads {tiles}")).format(
            who=who, tiles=tiles)
    if action.verb == "play_up":
        return (_("You beat it with {tiles}") if you else _("{who} beats it with {tiles}")).format(
            who=who, tiles=tiles)
    if action.verb == "play_down":
        if you:
            return ngettext("You throw {tiles} face down", "You throw {tiles} face down",
                            n).format(tiles=tiles)
        return ngettext("{who} throws a tile face down", "{who} throws {n} tiles face down",
                        n).format(who=who, n=n)
    return None


#: the table is laid out as for tiles (width / height); the taller paper cards are drawn
#: narrower so they keep that height and the middle of the table stays free
LAYOUT_ASPECT = 1 / 2.6


class CopyRenderer(CopyFaces):
    """The deck's renderer, drawing a hand entry such as ``6-6#2`` as its code, with the
    table laid out for tiles' proportions (:data:`LAYOUT_ASPECT`)."""

    @property
    def aspect(self) -> float:
        return max(self._renderer.aspect, LAYOUT_ASPECT)

    @property
    def narrowing(self) -> float:
        """How much narrower a card is drawn than the layout's slot (1: not at all)."""
        return self._renderer.aspect / self.aspect


@dataclass
class TienGowModel(TrickTableModel):
    """The trick table's model plus the sets on the table, stacks, banker and the dead."""

    plays: list[tuple[int, list[str | None], str]] = field(default_factory=list)
    high_seat: int | None = None
    #: the seat taking the finished trick while it rests on the table (None otherwise;
    #: the base model's ``trick_winner`` is the view's: the set winning so far)
    taker: int | None = None
    trick_kind: str | None = None
    tricks_played: int = 0
    to_act: int | None = None
    banker: int = 0
    streak: int = 0
    stacks: list[int] = field(default_factory=list)
    dead: list[bool] = field(default_factory=list)
    trick_size: int = 0


class TienGowTable(TrickLayout):
    model_class = TienGowModel
    score_columns = ("Stacks",)
    explanation_title = "Payments"

    def __init__(self, port) -> None:
        # Tien Gow is played with paper domino cards (the deck's "auto" form for it)
        set_deck_look(port.options)
        super().__init__(port)
        self.renderer = CopyRenderer(self.renderer)
        self.trump = TrickPanel(self.renderer, self.toggle_ranks)
        # the hand's entries (``6-6``, ``6-6#2``) are selected several at once for a set:
        # the multi-select hand, laid out in the trick table's hand area (place_hand)
        self.hand = MultiSelectHand(self.renderer)
        self.hand.on_choose = self.choose_tile
        for part in (self.trick, *self.fans.values()):
            part.renderer = self.renderer
        self.dealer_chip = SeatMarker("B", _("Banker: leads the first trick; every payment "
                                             "between the banker and another player is "
                                             "doubled."), chip=True)
        self._legal: list[str] = []
        #: the tile whose name tooltip the last frame drew, and where: (code, tooltip rect)
        self.tile_tooltip_shown: tuple[str, pygame.Rect] | None = None

    # --- selection (the hand's: clicks, Space/Enter, Escape) ---------------------------------
    def choose_tile(self, key: str) -> None:
        """A click or Enter on a tile selects it or lets it go, on the player's turn."""
        if not self.port.human_to_act:
            self.port.not_your_turn()
            return
        self.hand.toggle(key)

    def selected_codes(self) -> tuple[str, ...]:
        return tuple(sorted((code_of(k) for k in self.hand.picked), key=dom.sort_key))

    def choices(self, view: dict[str, Any]) -> list[Choice]:
        legal = view["legal_actions"]
        picked = ",".join(self.selected_codes())
        out = []
        for verb in ("lead", "play_up", "play_down"):
            action = f"{verb}:{picked}"
            if picked and action in legal:
                out.append(Choice(action, f"{_(VERB_LABELS[verb])} {picked.replace(',', ' ')}",
                                  wide=True, hotkey=VERB_KEYS[verb], primary=verb != "play_down",
                                  help=action_help(Action.parse(action)) or ""))
        return out

    def bar_active(self, phase: str) -> bool:
        return True

    def prompt_text(self, view: dict[str, Any]) -> str:
        extra = view["extra"]
        if not view["trick"] and not extra.get("plays"):
            if not self.hand.picked:
                return _("Your lead \u2014 select a tile, a pair, a triple or a quad")
            return _("Your lead \u2014 a legal set lights up the Lead button")
        n = extra.get("trick_size") or 1
        return ngettext("Your turn \u2014 select {n} tile: beat face up or throw down",
                        "Your turn \u2014 select {n} tiles: beat face up or throw down",
                        n).format(n=n)

    # --- hooks of the trick table -----------------------------------------------------------
    def largest_hand(self) -> int:
        return 8

    def hand_display_order(self, cards: list[str]) -> list[str]:
        ordered = sorted((code_of(c) for c in cards), key=dom.sort_key)
        out, seen = [], {}
        for code in ordered:
            seen[code] = seen.get(code, 0) + 1
            out.append(code if seen[code] == 1 else f"{code}#{seen[code]}")
        return out

    def place_hand(self) -> None:
        """The hand area of the trick table; paper domino cards are drawn narrower than
        the layout's slots (same height)."""
        g = self.geometry
        w = round(g.hand_card_w * self.renderer.narrowing)
        self.hand.layout(pygame.Rect(g.hand_area), self.metrics, card_w=w)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        self._clear_bar_of_selection()
        self._place_panel()
        self._fit_sets()

    def _clear_bar_of_selection(self) -> None:
        """Raise the button bar (and the prompt above it) until a selected, lifted tile's
        outline is well clear of the set's button: the tutorial lights the tiles and the
        button as separate holes, never as one frame over the neighbouring tiles."""
        g, m = self.geometry, self.metrics
        h = self.hand.card_size[1]
        ring = max(2, m.px(3))
        lifted_top = g.hand_area.bottom - h - round(h * SELECT_LIFT) - ring
        need = BAR_CLEARANCE_U * m.u + 2
        short = round(g.action_bar.bottom + need - lifted_top)
        if short > 0:
            g.action_bar.move_ip(0, -short)
            g.prompt_bottom -= short
            self.bar.layout(g.action_bar, m)
            self.prompt.midbottom = (g.hand_area.centerx, g.prompt_bottom)

    def _place_panel(self) -> None:
        """The trick panel in the free top-left corner: right of the window's edge, left of
        the seats' panels and fans above it, above the left seat's panel."""
        g, m = self.geometry, self.metrics
        gap = m.px(10)
        corner = pygame.Rect(g.top_left)
        others = [pygame.Rect(p.rect) for s, p in enumerate(self.seat_panels)
                  if s != self.model.viewer]
        others += [fan.bounds_for(HAND) for fan in self.fans.values()]
        below = [r.top for r in others if r.left < corner.right and r.top > corner.y]
        bottom = min(below, default=corner.bottom + gap) - gap
        band = pygame.Rect(corner.x, corner.y, m.width, max(corner.height, bottom - corner.y))
        right = min([r.left for r in others if r.colliderect(band) and r.left > corner.right
                     - m.px(40)] + [g.top_right.left], default=g.top_right.left) - gap
        region = pygame.Rect(corner.x, corner.y, max(corner.width, right - corner.x),
                             band.height)
        # the rank reminder: down the left side, between the left seat and yours
        dirs = self.geometry.seat_dirs
        seats = [s for s in self.fans]
        left = min(seats, key=lambda s: dirs[s][0])
        panel = self.seat_panels[left].rect
        mine = self.seat_panels[self.model.viewer].rect
        fan = self.fans[left].bounds_for(HAND)
        top = max(panel.bottom, fan.bottom if fan.left < panel.right + m.px(80) else 0) + gap
        column = pygame.Rect(corner.x, top, max(panel.width, fan.right - corner.x),
                             mine.top - gap - top)
        self.trump.set(self.panel_content())
        self.trump.place(region, m, column)

    def place_fans(self, again: bool = False) -> bool:
        placed = super().place_fans(again)
        if placed:
            self._shrink_fans()
        return placed

    def _shrink_fans(self) -> None:
        """Face-down domino cards are tall: smaller fans leave the trick room to show sets
        of up to four tiles at a readable size."""
        g = self.geometry
        w = max(8, round(g.small_card_w * 0.8 * self.renderer.narrowing))
        for seat, fan in self.fans.items():
            fan.card_w = w
            box = g.toward_centre(seat, fan.size_for(HAND), self.metrics.px(6))
            fan.layout(box.center, w)
        self._fit_sets()

    def _fit_sets(self) -> None:
        """The free band of the table's middle where the trick's sets lie: between the
        side fans, below the top fan, above the prompt (tall tiles on a small window)."""
        g, m = self.geometry, self.metrics
        fans = {seat: fan.bounds_for(HAND) for seat, fan in self.fans.items()}
        gap = m.px(10)
        dirs = g.seat_dirs
        others = [s for s in fans]
        left = min(others, key=lambda s: dirs[s][0])
        right = max(others, key=lambda s: dirs[s][0])
        top = min(others, key=lambda s: dirs[s][1])
        region = pygame.Rect(fans[left].right + gap, fans[top].bottom + gap, 0, 0)
        region.width = fans[right].left - gap - region.left
        line = m.px(46)  # the prompt's line above the hand
        region.height = g.prompt_bottom - line - gap - region.top
        self._set_region = region
        self._set_order = [left, top, self.model.viewer, right]

    def place_markers(self) -> None:
        m = self.model
        self.dealer_chip.visible = True
        self.dealer_chip.place(self.seat_panels[m.banker].rect, self.metrics)

    def sync_extra(self, view: dict[str, Any]) -> None:
        m = self.model
        extra = view["extra"]
        m.banker = extra.get("banker", view["dealer"])
        m.streak = extra.get("streak", 0)
        m.stacks = list(extra.get("stacks") or [0] * len(m.seats))
        m.dead = list(extra.get("dead") or [False] * len(m.seats))
        m.trick_size = extra.get("trick_size", 0)
        m.tricks_played = extra.get("tricks_played", 0)
        m.to_act = view["current_player"]
        if view["trick"] or extra.get("plays") or m.taker is None:
            m.plays = [(p["seat"], list(p["tiles"]), p["how"]) for p in extra.get("plays") or []]
            m.high_seat = extra.get("high_seat")
            m.trick_kind = extra.get("trick_kind")
            m.taker = None

    def sync(self, view: dict[str, Any]) -> None:
        super().sync(view)
        self.model.trick = []  # the sets are drawn by this table (face-down ones too)
        mine = self.model.seats[self.model.viewer]
        own = sorted(view["hand"], key=dom.sort_key)
        if sorted(code_of(c) for c in mine.hand) != sorted(own):
            mine.hand = self.hand_display_order(own)

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        m = self.model
        index = seat
        stats = [(_("Stacks"), str(m.stacks[index] if index < len(m.stacks) else 0))]
        if index == m.banker and m.streak > 0:
            stats.append((_("Wins"), str(m.streak)))
        if index < len(m.dead) and m.dead[index]:
            stats.append((_("Dead"), "\u2020"))
        return stats

    def score_cells(self, seat: int) -> list[str]:
        m = self.model
        index = seat
        return [str(m.stacks[index] if index < len(m.stacks) else 0)]

    def score_title(self) -> tuple[str, str]:
        """"Hand n of N" (the session's hands, from the view) and the trick in play."""
        m = self.model
        if m.phase == "over":
            title = _("Final money")
        elif m.hands_scheduled:
            title = _("Hand {n} of {total}").format(n=m.hand_number, total=m.hands_scheduled)
        else:
            title = _("Hand {n}").format(n=m.hand_number)
        return title, _("Money \u00b7 trick {k}").format(k=m.tricks_played + 1)

    # --- the corner panel -----------------------------------------------------------------------
    @property
    def ranks_on(self) -> bool:
        return self.setting_on("rank_reminder")

    def toggle_ranks(self) -> None:
        """Show or hide the rank reminder, and keep the choice in the settings."""
        self.flip_setting("rank_reminder")
        self.trump.set(self.panel_content())
        if self.metrics is not None:
            self._place_panel()

    def panel_content(self) -> PanelContent:
        """The corner panel's lines: who led which kind of set, who is winning with what,
        what beats it; and the suits' ranks from the engine's table of sets."""
        m = self.model
        names = [s.name for s in m.seats]
        lines: list[tuple[str, str]] = []
        face_up = [(seat, tiles) for seat, tiles, how in m.plays if how in ("lead", "play_up")]
        if m.plays and face_up:
            lead_seat, lead_tiles = face_up[0]
            high_seat = m.high_seat if m.high_seat is not None else face_up[-1][0]
            high = next((t for s, t in reversed(face_up) if s == high_seat), face_up[-1][1])
            kind = m.trick_kind or self.kind_of(lead_tiles)
            lines.append((_("Led:"), _("{name} \u00b7 {kind}").format(
                name=names[lead_seat], kind=kind_words(kind))))
            word = _("Takes:") if m.taker is not None else _("Winning:")
            lines.append((word, _("{name} \u00b7 {tiles}").format(
                name=names[high_seat], tiles=tiles_text(high))))
            lines.append(("", beat_line(kind)))
        else:
            leader = m.to_act
            lines.append((_("Led:"), _("nothing yet")))
            if leader == m.viewer:
                lines.append(("", _("You lead: a single, a pair, a triple or a quad.")))
            elif leader is not None:
                lines.append(("", _("{name} leads a single, a pair, a triple or a quad.")
                              .format(name=names[leader])))
            else:
                lines.append(("", ""))
            lines.append(("", _("A set is beaten only by a higher one of its kind.")))
        return PanelContent(tuple(lines), self.rank_rows(), self.ranks_on)

    def kind_of(self, tiles: list[str]) -> str | None:
        """The kind of a set, from the engine's table of the sets that may be led."""
        combos = self.port.game_table("combos", {})
        found = combos.get(tuple(sorted(tiles, key=dom.sort_key)))
        if found is None:
            found = next((v for k, v in combos.items() if sorted(k) == sorted(tiles)), None)
        return found[0] if found else None

    def rank_rows(self) -> tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]:
        combos = self.port.game_table("combos", {})
        rows = []
        for suit, codes in ((N_("Civil"), dom.CIVIL_CODES), (N_("Military"), dom.MILITARY_CODES)):
            ranked = [(c, combos[(c,)][1]) for c in codes if (c,) in combos]
            rows.append((suit, tuple(tuple(g) for g in rank_groups(ranked))))
        return tuple(rows)

    def update_trump(self) -> None:
        self.trump.set(self.panel_content())

    # --- events -> beats --------------------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        if kind == "tiles_played":
            return [TilesPlayBeat(self, event), Hold(0.3 * self.speed)]
        if kind == "trick_won":
            return [Call(lambda: self._rest(event)), Hold(0.9 * self.speed),
                    TrickCollectBeat(self, event["winner"])]
        if kind == "dead":
            names = ", ".join(self.model.seats[s].name for s in event["seats"])
            return [Call(lambda: self._mark_dead(event["seats"])),
                    MessageBeat(self, _("Early death: {names} won no trick and can't win "
                                        "the last.").format(names=names), 1.4)]
        if kind == "red_dot":
            name = self.model.seats[event["seat"]].name
            return [MessageBeat(self, _("One red dot! {name} wins the hand at once.").format(
                name=name), 1.6)]
        return super().beats_for(event)

    def _take_from_hand(self, event: Any) -> None:
        """The played tiles leave their player's hand (once: copies of a code are alike)."""
        m = self.model
        seat = event["seat"]
        tiles = list(event["tiles"])
        if event["how"] == "lead":
            m.plays = []
            m.trick_size = len(tiles)
        m.seats[seat].count = max(0, m.seats[seat].count - len(tiles))
        if seat == m.viewer:
            mine = m.seats[seat]
            left = [code_of(c) for c in mine.hand]
            for code in tiles:
                if code in left:
                    left.remove(code)
            mine.hand = self.hand_display_order(left)
            self.hand.clear()

    def _land_play(self, event: Any) -> None:
        m = self.model
        seat = event["seat"]
        tiles = list(event["tiles"])
        m.plays.append((seat, tiles, event["how"]))
        if event["how"] == "lead":
            m.trick_kind = self.kind_of(tiles)
        if event["face_up"]:
            m.high_seat = seat
        m.mark(seat, "play", tiles[0] if event["face_up"] else None)
        self.play_sound_now("play")

    def _show_play(self, event: Any) -> None:
        self._take_from_hand(event)
        self._land_play(event)

    def play_sound_now(self, name: str) -> None:
        self.port.play_sound(name)

    def _rest(self, event: Any) -> None:
        m = self.model
        m.taker = event["winner"]
        m.high_seat = event["winner"]
        m.stacks = list(event["stacks"])
        for seat, score in enumerate(event.get("scores") or []):
            m.seats[seat].score = score
        self.play_sound_now("trick")

    def _clear_trick(self) -> None:
        m = self.model
        m.plays = []
        m.taker = None
        m.high_seat = None
        m.trick_kind = None

    def _mark_dead(self, seats: list[int]) -> None:
        for seat in seats:
            if seat < len(self.model.dead):
                self.model.dead[seat] = True

    # --- frame -------------------------------------------------------------------------------------
    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        human_turn = ready and self.port.human_to_act
        legal = list(view["legal_actions"]) if human_turn else []
        if legal != self._legal or not human_turn:
            self._legal = legal
            if not human_turn:
                self.hand.clear()
        super().update(dt, view, ready)  # the hand drops picked tiles that have left it
        if self.hand.active:
            usable = {code for a in legal for code in Action.parse(a).args}
            self.hand.legal = {k for k in self.hand.cards if code_of(k) in usable} \
                if self.port.learning_aids else None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # the hand rings its selected tiles itself
        self._draw_sets(surface, self.metrics)

    def set_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Where a seat's tiles of this trick lie: the four sets in a row across the middle
        (left seat, opposite seat, you, right seat), the opposite one a little higher and
        yours a little lower, each as large as the band allows for sets of this size."""
        region = getattr(self, "_set_region", None)
        if region is None or seat not in self._set_order:
            return [pygame.Rect(self.trick.slot(seat)) for _ in range(count)]
        n = max(count, self.model.trick_size or count, 1)
        gap = self.metrics.px(12)
        span = 1 + STEP * (n - 1)  # a set's width in tile widths
        aspect = self.renderer.size_for_width(100)[1] / 100
        top_w = round(self.geometry.trick_card_w * self.renderer.narrowing * 1.15)
        w = min(top_w, (region.width - 3 * gap) / (4 * span), region.height / (aspect * 1.2))
        w = max(8, int(w))
        h = self.renderer.size_for_width(w)[1]
        width = round(w * span)
        slot = self._set_order.index(seat)
        row = width * 4 + 3 * gap
        x0 = region.centerx - row // 2 + slot * (width + gap)
        lift = round(h * 0.1) * (-1 if slot == 1 else 1 if slot == 2 else 0)
        y = region.centery - h // 2 + lift
        step = round(w * STEP)
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]

    def _draw_sets(self, surface: pygame.Surface, metrics: Metrics) -> None:
        m = self.model
        width = max(2, metrics.px(3))
        for seat, tiles, how in m.plays:
            rects = self.set_rects(seat, len(tiles))
            up = how in ("lead", "play_up")
            for rect, code in zip(rects, tiles, strict=True):
                blit_card(surface, self.renderer, code if up else None, rect)
            if seat == m.high_seat and up and rects:
                radius = self.renderer.corner_radius(rects[0].width)
                box = rects[0].unionall(rects[1:]).inflate(2 * width, 2 * width)
                surface.blit(surfaces.outline(box.size, radius + width, width, style.GOLD), box)
        self._draw_tags(surface, metrics)

    def _draw_tags(self, surface: pygame.Surface, metrics: Metrics) -> None:
        """"Led" under the set that was led, "Winning" (or "Takes", once the trick is
        over) over the set winning so far -- the trick games' tags, once a second set lies
        there (a set alone leads and wins trivially)."""
        m = self.model
        if len(m.plays) < 2:
            return
        lead_seat, lead_tiles, _how = m.plays[0]
        rects = self.set_rects(lead_seat, len(lead_tiles))
        self.trick.tag(surface, metrics, rects[0].unionall(rects[1:]), _("Led"), top=False,
                        gold=False, help=_("Led: the set that opened this trick; the others "
                                           "must play as many tiles."))
        high = next(((s, t) for s, t, how in m.plays if s == m.high_seat
                     and how in ("lead", "play_up")), None)
        if high is None:
            return
        rects = self.set_rects(high[0], len(high[1]))
        if m.taker is not None:
            word, why = _("Takes"), _("Takes the trick: the best set of this trick.")
        else:
            word, why = _("Winning"), _("Winning: the best set of this trick so far.")
        self.trick.tag(surface, metrics, rects[0].unionall(rects[1:]), word, top=True,
                        gold=True, help=why)

    def set_bounds(self) -> dict[str, pygame.Rect]:
        """The led set and the set winning so far, as drawn (with their tags' room)."""
        m = self.model
        out: dict[str, pygame.Rect] = {}
        pad = self.metrics.px(12) if self.metrics is not None else 12
        for seat, tiles, how in m.plays:
            rects = self.set_rects(seat, len(tiles))
            box = rects[0].unionall(rects[1:]).inflate(pad, 2 * pad)
            if how == "lead":
                out["led"] = box
            if seat == m.high_seat and how in ("lead", "play_up"):
                out["winning"] = box
        return out

    # --- tile names on hover ------------------------------------------------------------------
    def tile_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The face-up tile drawn under ``pos``: (its code, its rect); None over a face-down
        tile (a thrown-down set, a seat's fan) or anything else, so nothing hidden is named."""
        key = self.hand.card_at(pos)
        if key is not None:
            return code_of(key), self.hand.rect_of(key)
        for seat, tiles, how in reversed(self.model.plays):
            rects = self.set_rects(seat, len(tiles))
            for rect, code in reversed(list(zip(rects, tiles, strict=True))):
                if rect.collidepoint(pos):
                    up = how in ("lead", "play_up") and code is not None
                    return (code_of(code), rect) if up else None
        for fan in self.fans.values():
            for code in fan.known:
                rect = fan.rect_of_known(code)
                if rect is not None and rect.collidepoint(pos):
                    return code_of(code), rect
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect, str] | None:
        if self.trump.rect.collidepoint(pos):
            if self.trump.button.rect.collidepoint(pos) or self.trump.tile_at(pos):
                return None  # the button's own help, a tile's name
            return self.trump.help_text(), self.trump.rect, "below"
        ranks = self.trump.rank_rect
        if ranks.collidepoint(pos) and not self.trump.button.rect.collidepoint(pos) \
                and not self.trump.tile_at(pos):
            return self.trump.ranks_help(), ranks, "right"
        return super().tooltip_at(pos)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        super().draw_tooltips(surface)
        self.trump.button.draw_tooltip(surface, self.metrics)
        self.tile_tooltip_shown = None
        if self.tooltip_at(self.mouse) is not None or self.trump.button.hovered:
            return  # a marker's or a panel's own tooltip is already there
        found = self.tile_at(self.mouse) or self.trump.tile_at(self.mouse)
        if found is not None:
            code, rect = found
            avoid = list(self.bar.targets().values())
            shown = draw_tile_tooltip(surface, self.metrics, code, rect, never=avoid)
            self.tile_tooltip_shown = (code, shown)

    def selection_action(self) -> str:
        """The move the selected tiles make with P: a lead, a beat if they beat the high
        set, else a throw down (the engine refuses with its reason what is not legal)."""
        picked = ",".join(self.selected_codes())
        legal = set(self._legal)
        if not (self.model.plays and self.model.taker is None):
            return f"lead:{picked}"
        return f"play_up:{picked}" if f"play_up:{picked}" in legal else f"play_down:{picked}"

    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if self.trump.button.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.toggle_ranks()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.hand.picked \
                and ready:
            self.port.act(self.selection_action())
            return True
        return super().handle(event, ready)

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """The bar's middle too: the buttons for a set appear there once tiles are
        selected, so a floating panel must not sit on them."""
        must, soft = super().keep_clear()
        if self.geometry is not None:
            bar = pygame.Rect(self.geometry.action_bar)
            middle = bar.inflate(-bar.width // 3, 0)
            must.append(middle)
            # the led set and the set to beat: what a hint talks about
            must.extend(self.set_bounds().values())
            soft.append(pygame.Rect(self.trump.rect))
        return must, soft

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "trick":
            return pygame.Rect(self.geometry.shared_area)
        if name == "panel:trick":
            return pygame.Rect(self.trump.rect)
        if name == "button:ranks":
            return pygame.Rect(self.trump.button.rect)
        if name in ("set:led", "set:winning"):
            return self.set_bounds().get(name[4:])
        if name.startswith("card:"):
            rect = self.hand.targets().get(name)
            if rect is not None:
                return pygame.Rect(rect)
            for seat, tiles, _how in self.model.plays:
                if name[5:] in tiles:
                    return self.set_rects(seat, len(tiles))[tiles.index(name[5:])]
        return super().target_rect(name)

    # --- summaries -----------------------------------------------------------------------------
    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        parts = [_("banker {name}").format(name=names[event["banker"]]),
                 _("last trick {name}").format(name=names[event["winner"]])]
        if event.get("red_dot"):
            parts[1] = _("one red dot: {name}").format(name=names[event["winner"]])
        return " \u00b7 ".join(parts)

    def score_words(self, seat: int, event: Any) -> str:
        stacks = event["stacks"][seat]
        words = ngettext("{n} stack", "{n} stacks", stacks).format(n=stacks)
        if seat == event["winner"]:
            words = _("won the last trick, {stacks}").format(stacks=words)
        delta = event["deltas"][seat]
        sign = "+" if delta > 0 else (MINUS if delta < 0 else "")
        return f"{words}: {sign}{abs(delta)}"

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        """Why one payment of the hand was made (the summary's payment lines): the stacks
        and what doubled them, or the trick that paid at once."""
        lines = event.get("lines") or []
        line = lines[index] if index < len(lines) else {"reason": payment.reason}
        names = [s.name for s in self.model.seats]
        par = self.options.get("par_stacks", 4)
        reason = line["reason"]
        if reason not in ("base", "six_catches_three"):
            return _(REASONS.get(reason, reason))
        stacks, base = line.get("stacks", 0), line.get("base", 0)
        if stacks:
            why = ngettext("{n} stack: {par} \u2212 {n} = {base}",
                           "{n} stacks: {par} \u2212 {n} = {base}", stacks).format(
                n=stacks, par=par, base=base)
        else:
            why = _("no stack: {base}").format(base=base)
        parts = [why] + [
            _("banker's streak \u00d7{m}").format(m=2 * event.get("streak", 1))
            if r == "hk_streak" else _(REASONS.get(r, r))
            for r in line.get("multipliers") or []]
        if reason == "six_catches_three":
            parts.append(_("six catches three: paid for {name}").format(
                name=names[line.get("for", line["payer"])]))
        return ", ".join(parts)

    def hand_summary(self, event: Any) -> HandSummaryData:
        """The stacks per seat; the payments are the summary's own lines, worded by
        :meth:`payment_words`."""
        data = super().hand_summary(event)
        notes = []
        if event.get("banker_exception"):
            notes.append(_("No whole-game bonus: the banker's first lead could not be beaten."))
        return HandSummaryData(data.title, data.subtitle, data.lines, data.last_hand,
                               explanation_title=_("Stacks and money"), notes=tuple(notes))

    def hand_label(self, record: dict[str, Any]) -> str:
        return str(record.get("hand", ""))


LAYOUT = TienGowTable


class TilesPlayBeat(FlightsBeat):
    """A played set flies from its player's hand to its place in the trick, each tile a
    moment after the one before; a set thrown down flies face down."""

    def __init__(self, table: TienGowTable, event: Any) -> None:
        super().__init__(table)
        self.event = event

    def start(self) -> None:
        t, m, event = self.table, self.table.model, self.event
        seat, tiles = event["seat"], list(event["tiles"])
        up = event["how"] in ("lead", "play_up")
        if seat == m.viewer:
            sources = [t.own_card_rect(code) for code in tiles]
        else:
            sources = [t.opponent_card_rect(seat, None, "last") for _ in tiles]
        t._take_from_hand(event)  # after the sources are read, before anything flies
        targets = t.set_rects(seat, len(tiles))
        left = [len(tiles)]

        def landed() -> None:
            left[0] -= 1
            if left[0] == 0:
                t._land_play(event)

        for i, (code, source, target) in enumerate(zip(tiles, sources, targets, strict=True)):
            self.fly(Flight(code if up else None, source.center, target.center, target.width,
                            start_width=source.width, duration=PLAY_FLIGHT_S * t.speed,
                            delay=0.05 * i * t.speed, arc=t.arc, flip=False,
                            face_up=up, ease=ease_out_cubic, on_land=landed))


class TrickCollectBeat(FlightsBeat):
    """The finished trick's tiles slide face down to the winner's seat, who stacks them."""

    def __init__(self, table: TienGowTable, winner: int) -> None:
        super().__init__(table)
        self.winner = winner

    def start(self) -> None:
        t, m = self.table, self.table.model
        plays = list(m.plays)
        goal = t.seat_panels[self.winner].rect.center if self.winner < len(t.seat_panels) \
            else t.geometry.centre
        t._clear_trick()
        for seat, tiles, _how in plays:
            for rect in t.set_rects(seat, len(tiles)):
                self.fly(Flight(None, rect.center, goal, max(8, rect.width // 2),
                                start_width=rect.width, duration=0.32 * t.speed,
                                face_up=False, ease=ease_in_out, fade_out=True))


def set_deck_look(options) -> None:
    """Tien Gow is played with paper domino cards (the deck's "auto" form for it): its table
    and its tile on the game menu both draw the tiles in the look ``options`` give."""
    dominoes.set_look(dominoes.look_from_options(options, dominoes.CARD))
