"""K'ap T'ai Shap's table: the draw-and-discard table with every table tile takeable.

The table is :class:`~cardgames.ui.table.draw_discard_layout.DrawDiscardLayout`; what is
K'ap T'ai Shap's:

- **The table's tiles** as a spread where every tile can be clicked, the copies of a
  code in one slot with a count (a pile with only the latest takeable under ``discard_pick:
  last_only``).  A click on a lit table tile picks it (``pick:T``).
- **The turn's steps** as buttons, only the legal ones lit: Pick (a table tile), Skip,
  Draw (or the stock), Put back and Discard (a hand tile, then the button).
- **The hand** sorted so the eye and each tens pair lie together, a little apart from
  the next group, loose tiles last; for a learner, how close it is to winning (the eye,
  the pairs, the tiles that would win) in the aid panel above the player's seat (wrapped
  to it, its lists shortened with "…" where it is small) -- switched off with A or its button, kept as
  the ``hand_aid`` setting.
- **Words**: the pot and the house's cut on the score sheet, who won with what in the
  summary, every payment with its reason.
"""

from __future__ import annotations

from typing import Any

import pygame

from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.i18n import domain
from cardgames.ui import style, text
from cardgames.ui.cards import dominoes
from cardgames.ui.table.draw_discard_layout import DrawDiscardLayout
from cardgames.ui.table.summary import ScoreLine
from cardgames.ui.table.tile_model import Move
from cardgames.ui.table.tile_table import signed
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

_ = domain("kap_tai_shap").gettext
ngettext = domain("kap_tai_shap").ngettext

AID_SETTING = "hand_aid"
#: the aid names at most this many of the tiles the hand wants, and of the best to let go
AID_WANTS = 6
AID_LETS_GO = 4
#: the aid's text from its panel's edges (in ``u``)
AID_PAD_U = 8


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    tile = action.args[0] if action.args else None
    if action.verb == "pick":
        return _("Pick {tile}").format(tile=tile) if tile else _("Pick")
    if action.verb == "skip":
        return _("Skip")
    if action.verb == "draw":
        return _("Draw")
    if action.verb == "put":
        return _("Put back {tile}").format(tile=tile) if tile else _("Put back")
    if action.verb == "discard":
        return _("Discard {tile}").format(tile=tile) if tile else _("Discard")
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "pick":
        return _("Take a tile from the table into your hand: click it on the table.")
    if action.verb == "skip":
        return _("Take nothing from the table this turn; then draw.")
    if action.verb == "draw":
        return _("Take the next tile of the stock (or click the stock).")
    if action.verb == "put":
        return _("After a pick, put a tile from your hand face up on the table: choose it "
                 "in your hand, then press Put back.")
    if action.verb == "discard":
        return _("Put a tile from your hand face up on the table: choose it in your hand, "
                 "then press Discard.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    tile = action.args[0] if action.args else ""
    if action.verb == "pick":
        return (_("You pick {tile}") if you else _("{who} picks {tile}")).format(who=who, tile=tile)
    if action.verb == "skip":
        return _("You skip the table") if you else _("{who} skips the table").format(who=who)
    if action.verb == "draw":
        return _("You draw") if you else _("{who} draws").format(who=who)
    if action.verb == "put":
        return (_("You put back {tile}") if you else
                _("{who} puts back {tile}")).format(who=who, tile=tile)
    if action.verb == "discard":
        return (_("You discard {tile}") if you else
                _("{who} discards {tile}")).format(who=who, tile=tile)
    return None


def set_deck_look(options) -> None:
    """K'ap T'ai Shap is played with domino tiles (the deck's "auto" form for it)."""
    dominoes.set_look(dominoes.look_from_options(options, dominoes.TILE_BLACK))


def tiles_text(tiles) -> str:
    return " ".join(tiles)


def some_tiles(tiles, most: int) -> str:
    """The first ``most`` tiles, an ellipsis saying there are more."""
    tiles = list(tiles)
    return tiles_text(tiles[:most]) + ("\u00a0\u2026" if len(tiles) > most else "")


class KapTaiShapTable(DrawDiscardLayout):
    """K'ap T'ai Shap's pieces on the draw-and-discard table (hooks only)."""

    score_columns = ()

    def __init__(self, port) -> None:
        super().__init__(port)
        self.aid_button = pygame.Rect(0, 0, 0, 0)
        self.win_tile = ""
        #: the aid's lines on show (none while it is switched off)
        self.aid_shown: list[str] = []
        #: the aid's panel as last drawn, its lines' rects, and how many lines it laid
        #: out and drew (tests: all of them, inside it)
        self.aid_panel = pygame.Rect(0, 0, 0, 0)
        self.aid_line_rects: list[pygame.Rect] = []
        self.aid_lines_laid = self.aid_lines_drawn = 0

    def largest_hand(self) -> int:
        return 10

    def shows_groups(self) -> bool:
        return False  # nothing is laid in this game

    def discard_style(self) -> str:
        opts = self.model.extra.get("options") or {}
        return "pile" if opts.get("discard_pick") == "last_only" else "pool"

    def discards_title(self) -> str:
        return _("The table")

    def live_words(self) -> str:
        return _("May be picked")

    def turn_steps(self) -> tuple[str, ...]:
        return ("pick", "skip", "draw", "put", "discard")

    # --- the hand --------------------------------------------------------------------------
    def hand_display_order(self, cards: list[str]) -> list[str]:
        """The eye first, then each tens pair, then the loose tiles (the aid's reading of
        the hand; by rank where it says nothing)."""
        aid = self.model.extra.get("aid") or {}
        structure = list(aid.get("eye") or []) + [t for p in aid.get("pairs") or [] for t in p]
        left = sorted(cards, key=lambda k: dom.sort_key(k.split("#", 1)[0]))
        out = []
        for code in structure:
            key = next((k for k in left if k.split("#", 1)[0] == code), None)
            if key is not None:
                out.append(key)
                left.remove(key)
        return out + left

    def hand_runs(self, cards: list[str]) -> list[int]:
        """The eye, each tens pair, then the loose tiles, apart: as many of the aid's
        groups as lead the hand in that order (a hand caught mid-flight keeps fewer)."""
        aid = self.model.extra.get("aid") or {}
        groups = ([list(aid["eye"])] if aid.get("eye") else []) + \
            [list(p) for p in aid.get("pairs") or []]
        codes = [k.split("#", 1)[0] for k in cards]
        runs, at = [], 0
        for group in groups:
            if sorted(codes[at:at + len(group)]) != sorted(group):
                break
            runs.append(len(group))
            at += len(group)
        return runs

    # --- choosing a move by clicks ---------------------------------------------------------
    def action_steps(self, action: Action) -> tuple[str, ...]:
        tile = action.args[0] if action.args else None
        if action.verb == "pick" and tile:
            return (f"discards:{tile}",)
        if action.verb == "put" and tile:
            return (f"hand:{tile}", "step:put")
        return super().action_steps(action)

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        first = steps[0]
        if first.startswith("discards:"):
            return f"pick:{first[9:]}"
        if first.startswith("hand:") and self.model.phase == "put":
            return f"put:{first[5:]}"
        return super().clicked_action(steps)

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        if steps and steps[-1] == "step:pick":
            return _("Click a tile on the table to pick it.")
        return super().no_move_words(steps)

    def prompt_text(self, view) -> str:
        phase = view["phase"]
        if phase == "pick":
            return _("Your turn: pick a tile from the table, or skip")
        if phase == "draw":
            return _("Draw from the stock")
        if phase == "put":
            return _("Put a tile back on the table") if not self.picked else \
                _("Press Put back")
        if self.picked:
            return _("Press Discard")
        return _("Discard a tile: choose it, then press Discard")

    # --- the events as tile moves ----------------------------------------------------------
    def moves_for(self, event: Any) -> list[Move]:
        if event["type"] == "picked":
            return [Move(event["tile"], "discards", f"hand:{event['seat']}")]
        return super().moves_for(event)

    def deal_started(self, event: Any) -> None:
        super().deal_started(event)
        self.model.extra["pot"] = event.get("pot", 0)

    def event_words(self, event: Any) -> str:
        kind = event["type"]
        names = [s.name for s in self.model.seats]
        who, you = self.actor(event)
        tile = event.get("tile") or ""
        if kind == "dealt":
            return _("Hand {n}: {leader} leads with ten tiles.").format(
                n=event["hand"], leader=names[event["leader"]])
        if kind == "discarded":
            return (_("You put {tile} on the table.") if you else
                    _("{who} puts {tile} on the table.")).format(who=who, tile=tile)
        if kind == "picked":
            return (_("You pick {tile}.") if you else
                    _("{who} picks {tile}.")).format(who=who, tile=tile)
        if kind == "skipped":
            return _("You skip the table.") if you else _("{who} skips the table.").format(who=who)
        if kind == "won":
            return (_("You win: an eye and four tens pairs!") if you else
                    _("{who} wins: an eye and four tens pairs.").format(who=who))
        if kind == "void":
            return _("The stock is empty: the hand is void.")
        return super().event_words(event)

    # --- seats, score sheet ----------------------------------------------------------------
    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        return [(_("Hand"), str(self.model.seats[seat].count)),
                (_("Chips"), signed(self.model.seats[seat].score))]

    def hands_in_match(self) -> int | None:
        return self.model.extra.get("hands_per_session") or self.model.hands_scheduled

    def score_subtitle(self) -> str:
        return _("Pot: {pot} \u00b7 Stock: {n}").format(pot=self.model.extra.get("pot", 0),
                                                         n=self.model.stock)

    def draw_tile_tip(self, surface, code: str) -> None:
        draw_tile_tooltip(surface, self.metrics, code, pygame.Rect(self.mouse, (1, 1)))

    # --- the learner's aid -----------------------------------------------------------------
    def aid_lines(self, wants: int = AID_WANTS, lets_go: int = AID_LETS_GO) -> list[str]:
        """How close the viewer's hand is to winning, in words (at most ``wants`` of the
        tiles it wants and ``lets_go`` of the best to let go, an ellipsis for the rest)."""
        aid = self.model.extra.get("aid")
        if not aid or not self.model.hand:
            return []
        away = aid["tiles_away"]
        lines = [_("A winning hand!") if away == 0 else
                 ngettext("{n} tile from winning", "{n} tiles from winning", away).format(n=away)]
        lines.append(_("Eye: {tiles}").format(tiles=tiles_text(aid["eye"])) if aid["eye"]
                     else _("Eye: none yet"))
        pairs = ", ".join("+".join(p) for p in aid["pairs"])
        lines.append(_("Tens pairs: {pairs}").format(pairs=pairs or "\u2014"))
        if aid["loose"]:
            lines.append(_("Loose: {tiles}").format(tiles=tiles_text(aid["loose"])))
        if aid.get("wins"):
            lines.append(_("Wins with: {tiles}").format(tiles=some_tiles(aid["wins"], wants)))
        elif aid.get("wants"):
            lines.append(_("Wants: {tiles}").format(tiles=some_tiles(aid["wants"], wants)))
        if aid.get("best_discards") and self.model.phase in ("discard", "put") and lets_go:
            lines.append(_("Best to let go: {tiles}").format(
                tiles=some_tiles(aid["best_discards"], lets_go)))
        return lines

    def aid_box(self) -> pygame.Rect:
        return pygame.Rect(self.column_areas.get(self.model.viewer, pygame.Rect(0, 0, 0, 0)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_aid(surface)

    def aid_layout(self, room: pygame.Rect) -> list[tuple[str, bool]]:
        """The aid's lines wrapped to ``room``'s width, each (words, is the heading): the
        whole aid when it fits ``room``'s height, else shortened -- fewer of the wanted
        tiles and the tiles to let go, then without those lines -- never cut."""
        m = self.metrics
        line_h = text.size("Ag", m.small_px, True)[1]
        width = room.width - 2 * AID_PAD_U * m.u
        tries = [(AID_WANTS, AID_LETS_GO), (4, 2), (3, 0), (2, 0), (0, 0)]
        wrapped: list[tuple[str, bool]] = []
        for wants, lets_go in tries:
            lines = self.aid_lines(wants, lets_go)
            if not wants:  # the last resort: the count, the eye and the pairs
                lines = lines[:3]
            wrapped = [(part, i == 0) for i, line in enumerate(lines)
                       for part in text.wrap(line, m.small_px, int(width), i == 0)]
            if len(wrapped) * line_h + m.px(12) <= room.height:
                break
        return wrapped

    def draw_aid(self, surface: pygame.Surface) -> None:
        m = self.metrics
        box = self.aid_box()
        self.aid_panel = pygame.Rect(0, 0, 0, 0)
        self.aid_line_rects: list[pygame.Rect] = []
        self.aid_lines_laid = self.aid_lines_drawn = 0
        if box.height < m.px(40):
            self.aid_button = pygame.Rect(0, 0, 0, 0)
            return
        on = self.setting_on(AID_SETTING)
        label = text.render(_("Hide aid (A)") if on else _("Show hand aid (A)"), m.small_px,
                            style.CREAM)
        self.aid_button = label.get_rect().inflate(m.px(12), m.px(6))
        self.aid_button.bottomleft = box.bottomleft
        surface.blit(surfaces.panel(self.aid_button.size, m.px(6), (0, 0, 0, 90),
                                    (*style.CREAM, 60), 1), self.aid_button)
        surface.blit(label, label.get_rect(center=self.aid_button.center))
        lines = self.aid_lines() if on else []
        self.aid_shown = lines
        if not lines:
            return
        room = pygame.Rect(box.x, box.y, box.width, self.aid_button.top - m.px(4) - box.y)
        wrapped = self.aid_layout(room)
        images = [text.render(words, m.small_px, style.GOLD if head else style.CREAM,
                              bold=head) for words, head in wrapped]
        self.aid_lines_laid = len(images)
        pad = round(AID_PAD_U * m.u)
        panel = pygame.Rect(room)
        panel.height = min(room.height, sum(i.get_height() for i in images) + m.px(12))
        panel.bottom = room.bottom
        self.aid_panel = panel
        surface.blit(surfaces.panel(panel.size, m.px(8), (0, 0, 0, 110)), panel)
        y = panel.y + m.px(6)
        for image in images:
            if y + image.get_height() > panel.bottom:
                break  # a box too small even for the shortest aid: the lines that fit
            rect = image.get_rect(topleft=(panel.x + pad, y))
            surface.blit(image, rect)
            self.aid_line_rects.append(rect)
            self.aid_lines_drawn += 1
            y += image.get_height()

    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.aid_button.collidepoint(event.pos):
            self.flip_setting(AID_SETTING)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.flip_setting(AID_SETTING)
            return True
        return super().handle(event, ready)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "panel:aid":
            return pygame.Rect(self.aid_button) if self.aid_button.width else None
        return super().target_rect(name)

    # --- the summary ---------------------------------------------------------------------------
    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        winner = event.get("winner")
        if winner is None:
            if event.get("how") == "carry_over":
                return _("The stock ran out: the pot of {pot} stays for the next hand.").format(
                    pot=event.get("carried", 0))
            return _("The stock ran out: a void hand, every ante goes back.")
        how = event.get("how")
        who = names[winner]
        if how == "deal":
            return _("{who} won with the tiles dealt").format(who=who)
        if how == "pick":
            return _("{who} won by picking {tile}").format(who=who, tile=self.winning_tile(event))
        return _("{who} won by drawing {tile}").format(who=who, tile=self.winning_tile(event))

    def winning_tile(self, event: Any) -> str:
        return self.win_tile

    def event_started(self, event: Any) -> None:
        """The ``won`` event names the tile that completed the hand (for the summary)."""
        if event["type"] == "won":
            self.win_tile = event.get("tile") or ""

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        winner = event.get("winner")
        lines = []
        for seat, show in enumerate(self.model.seats):
            delta = event["deltas"][seat]
            if seat == winner:
                words = _("won the pot")
            elif winner is None:
                words = _("ante back") if event.get("how") != "carry_over" else _("ante stays")
            else:
                words = _("ante")
            lines.append(ScoreLine(seat, show.name, words, delta, event["scores"][seat]))
        notes = [_("Pot {pot} \u2212 the house's cut {cut} = {prize}").format(
            pot=event["pot"], cut=event["cut"], prize=event["prize"])]
        if winner is not None and event.get("eye"):
            pairs = ", ".join("+".join(p) for p in event["pairs"])
            notes.append(_("Eye {eye}; tens pairs {pairs}").format(
                eye=tiles_text(event["eye"]), pairs=pairs))
        return lines, tuple(notes)

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        reasons = {"ante": _("ante"), "house cut": _("the house's cut"),
                   "pot to the winner": _("the pot to the winner"),
                   "ante returned": _("ante returned")}
        return reasons.get(payment.reason, payment.reason)


LAYOUT = KapTaiShapTable
__all__ = ["LAYOUT", "KapTaiShapTable", "action_help", "action_label", "move_words"]
