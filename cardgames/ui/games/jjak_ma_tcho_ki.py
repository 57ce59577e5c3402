"""Jjak-ma-tcho-ki's table: the draw-and-discard table with one takeable discard.

The table is :class:`~cardgames.ui.table.draw_discard_layout.DrawDiscardLayout`; what is
Jjak-ma-tcho-ki's:

- **The discards** as a pile under its heading, the latest on top, whole, raised and
  apart from the ones before it, ringed in gold and tagged while it may be taken; a click on it (or Take discard) takes it -- lit only when it pairs with a hand
  tile in a pair the player may lay.
- **Laid pairs** in front of each seat, each pair's two tiles side by side, headed by
  the seat's name, its pairs and their points this hand.
- **The hand** with its pairable tiles marked (a gold dot over each tile that makes a
  pair the player may lay now: with another tile of the hand, or with the discard he
  may take).
- **The turn's steps** as buttons (Take discard, Draw, Discard), only the legal ones
  lit; the grouping choice as one button per grouping when several fit; Claim / Pass
  with ``claim_any_player``.
- **The claim window** (``claim_any_player``) is the core's, answered on the shared claim
  bar (``ui/table/claim_bar.py``: Claim previews the pair it makes); its ``claim_closed`` event
  (``core/claims.py``: the taker ``seat``, the ``card``) says who claimed the discard;
  the answers stay hidden until then (the view's ``extra.claim_window``).
- **Words**: who won, from the stock or a discard, the payments with their reasons, the
  pair points over the session.
"""

from __future__ import annotations

from typing import Any

import pygame

from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.ui import style
from cardgames.ui.cards import dominoes
from cardgames.ui.table.draw_discard_layout import DrawDiscardLayout
from cardgames.ui.table.parts.common import code_of
from cardgames.ui.table.summary import ScoreLine
from cardgames.ui.table.tile_model import Move
from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

_ = domain("jjak_ma_tcho_ki").gettext
ngettext = domain("jjak_ma_tcho_ki").ngettext


def pairs_text(tiles) -> str:
    """``A,B,C,D`` -> ``A+B, C+D``."""
    tiles = list(tiles)
    return ", ".join(f"{a}+{b}" for a, b in zip(tiles[::2], tiles[1::2], strict=False))


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    if action.verb == "take_discard":
        return _("Take discard")
    if action.verb == "draw":
        return _("Draw")
    if action.verb == "discard":
        return _("Discard {tile}").format(tile=action.args[0]) if action.args else _("Discard")
    if action.verb == "lay":
        return _("Lay {pairs}").format(pairs=pairs_text(action.args))
    if action.verb == "claim":
        return _("Claim")
    if action.verb == "pass":
        return _("Pass")
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "take_discard":
        return _("Take the last discard (or click it): only to make a pair with a tile in "
                 "your hand.")
    if action.verb == "draw":
        return _("Take the top tile of the stock (or click the stock).")
    if action.verb == "discard":
        return _("Put a tile face up on the discard pile: choose it in your hand, then "
                 "press Discard.")
    if action.verb == "lay":
        return _("Lay these pairs face up: your tiles pair up in more than one way.")
    if action.verb == "claim":
        return _("Claim the discard to make a pair with it.")
    if action.verb == "pass":
        return _("Let the discard go.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    if action.verb == "take_discard":
        return _("You take the discard") if you else _("{who} takes the discard").format(who=who)
    if action.verb == "draw":
        return _("You draw") if you else _("{who} draws").format(who=who)
    if action.verb == "discard" and action.args:
        return (_("You discard {tile}") if you else
                _("{who} discards {tile}")).format(who=who, tile=action.args[0])
    if action.verb == "lay":
        return (_("You lay {pairs}") if you else
                _("{who} lays {pairs}")).format(who=who, pairs=pairs_text(action.args))
    if action.verb == "claim":
        return _("You claim") if you else _("{who} claims").format(who=who)
    if action.verb == "pass":
        return _("You pass") if you else _("{who} passes").format(who=who)
    return None


def claim_preview(view, answer: str) -> list[str] | None:
    """A claim makes a pair: the claimed tile and the first hand tile it pairs with."""
    window = view["extra"].get("claim_window")
    if window is None or answer != "claim":
        return None
    card = window["card"]
    mates = set(view["extra"].get("partners", {}).get(card, []))
    partner = next((t for t in view["hand"] if t in mates), None)
    return [card] if partner is None else [card, partner]


def set_deck_look(options) -> None:
    """Jjak-ma-tcho-ki is played with domino tiles (the deck's "auto" form for it)."""
    dominoes.set_look(dominoes.look_from_options(options, dominoes.TILE_BLACK))


class JjakMaTchoKiTable(DrawDiscardLayout):
    """Jjak-ma-tcho-ki's pieces on the draw-and-discard table (hooks only)."""

    score_columns = (N_("Pair pts"),)
    explanation_title = N_("How the hand was settled")
    empty_group_words = N_("no pairs laid yet")

    def largest_hand(self) -> int:
        return 7

    def discard_style(self) -> str:
        return "pile"

    def discards_title(self) -> str:
        return _("Discard pile")

    def live_words(self) -> str:
        return _("Last discard: may be taken")

    def turn_steps(self) -> tuple[str, ...]:
        return ("take_discard", "draw", "discard")

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """By rank, a tile beside its partners."""
        partners = self.model.extra.get("partners") or {}
        order = sorted(cards, key=lambda k: dom.sort_key(code_of(k)))
        out: list[str] = []
        for key in order:
            if key in out:
                continue
            out.append(key)
            mates = partners.get(code_of(key), [])
            out += [k for k in order if k not in out and code_of(k) in mates]
        return out

    # --- choosing a move by clicks ---------------------------------------------------------
    def action_steps(self, action: Action) -> tuple[str, ...]:
        live = self.model.live
        if action.verb in ("take_discard", "claim") and live is not None:
            return (f"discards:{code_of(live)}",) if action.verb == "take_discard" else ()
        return super().action_steps(action)

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        if steps[0].startswith("discards:"):
            return "take_discard"  # the engine says why not (not the last, or no pair)
        return super().clicked_action(steps)

    def prompt_text(self, view) -> str:
        step = view["phase"]
        if step == "acquire":
            if "take_discard" in self.legal:
                return _("Your turn: take the discard to make a pair, or draw")
            return _("Your turn: draw from the stock")
        if step == "lay":
            return _("Your tiles pair up in more than one way: choose the pairs to lay")
        if step == "claim":
            return _("Claim the discard, or pass")
        if self.picked:
            return _("Press Discard")
        if view["extra"]["held_back"]:
            return _("Discard a tile (your 6-6 pair may not be your third)")
        return _("Discard a tile: choose it, then press Discard")

    # --- the events as tile moves ----------------------------------------------------------
    def moves_for(self, event: Any) -> list[Move]:
        kind = event["type"]
        seat = event.get("seat")
        if kind == "took_discard":
            return [Move(event["tile"], "discards", f"hand:{seat}")]
        if kind == "laid":
            return [Move(t, f"hand:{seat}", f"exposed:{seat}", group=i)
                    for i, pair in enumerate(event["pairs"]) for t in pair]
        return super().moves_for(event)

    def event_started(self, event: Any) -> None:
        """The discards turned over into a new stock (``reshuffled``)."""
        if event["type"] == "reshuffled":
            m = self.model
            m.discards, m.discarders, m.live = [], [], None
            m.stock += event["tiles"]
            self.push()

    def event_words(self, event: Any) -> str:
        kind = event["type"]
        names = [s.name for s in self.model.seats]
        who, you = self.actor(event)
        tile = event.get("tile") or ""
        if kind == "banker_drawn":
            return _("{who} is the banker.").format(who=names[event["banker"]])
        if kind == "dealt":
            return _("Hand {n}: the banker {who} holds six tiles.").format(
                n=event["hand"], who=names[event["dealer"]])
        if kind == "took_discard":
            return (_("You take {tile}.") if you else
                    _("{who} takes {tile}.")).format(who=who, tile=tile)
        if kind == "laid":
            return (_("You lay {pairs}.") if you else _("{who} lays {pairs}.")).format(
                who=who, pairs=pairs_text([t for p in event["pairs"] for t in p]))
        if kind == "discarded":
            return (_("You discard {tile}.") if you else
                    _("{who} discards {tile}.")).format(who=who, tile=tile)
        if kind == "reshuffled":
            return _("The discards are shuffled into a new stock.")
        if kind == "stock_out":
            return _("The stock is empty: the hand is void.")
        if kind == "claim_closed":  # the core's window (core/claims.py): seat, card
            claimant = event.get("seat")
            return _("Nobody claims it.") if claimant is None else \
                _("{who} claims {tile}.").format(who=names[claimant], tile=event["card"])
        return super().event_words(event)

    # --- seats, groups, score sheet --------------------------------------------------------
    def group_title(self, seat: int) -> str:
        show = self.model.seats[seat]
        # the pips of the pairs on show (the view's hand_points once the picture caught up)
        points = sum(dom.pips(code_of(k)) for g in show.groups for k in g)
        n = len(show.groups)
        return _("{name}: {pairs}\n{points} pair points this hand").format(
            name=show.name, pairs=ngettext("{n} pair", "{n} pairs", n).format(n=n),
            points=points)

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        show = self.model.seats[seat]
        return [(_("Hand"), str(show.count)), (_("Pairs"), str(len(show.groups)))]

    def hands_in_match(self) -> int | None:
        return self.model.extra.get("rounds") or self.model.hands_scheduled

    def score_cells(self, seat: int) -> list[str]:
        return [str((self.model.extra.get("pair_points") or [0] * (seat + 1))[seat])]

    def draw_tile_tip(self, surface, code: str) -> None:
        draw_tile_tooltip(surface, self.metrics, code, pygame.Rect(self.mouse, (1, 1)))

    # --- the pairable tiles marked ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pairable = set(self.model.extra.get("pairable") or [])
        if not pairable or not self.port.learning_aids:
            return
        m = self.metrics
        r = max(3, m.px(5))
        for key in self.model.hand:
            if code_of(key) not in pairable or key in self.model.hidden:
                continue
            rect = self.hand.rect_of(key)
            if rect is None:
                continue
            centre = (rect.left + max(r + 2, rect.width // 5), rect.top - r - m.px(3))
            pygame.draw.circle(surface, style.GOLD, centre, r)

    # --- the summary ---------------------------------------------------------------------------
    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        winner = event.get("winner")
        if winner is None:
            return _("The stock ran out: a void hand, nobody pays.")
        if event.get("how") == "discard":
            return _("{who} won with a discard from {discarder}").format(
                who=names[winner], discarder=names[event["discarder"]])
        return _("{who} won from the stock: everybody pays").format(who=names[winner])

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        lines = []
        winner = event.get("winner")
        for seat, show in enumerate(self.model.seats):
            pts = event["pair_points"][seat]
            words = ngettext("{n} pair point", "{n} pair points", pts).format(n=pts)
            if seat == winner:
                words = _("won \u00b7 {words}").format(words=words)
            lines.append(ScoreLine(seat, show.name, words, event["deltas"][seat],
                                   event["scores"][seat]))
        notes = [_("{name}: {pairs} \u2014 {points} pair points this session").format(
            name=show.name, pairs=pairs_text([t for p in event["pairs"][seat] for t in p])
            or _("no pairs"), points=event["points"][seat])
            for seat, show in enumerate(self.model.seats)]
        return lines, tuple(notes)

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        if payment.reason == "win_from_stock":
            return _("a win from the stock: everybody pays")
        if payment.reason == "win_from_discard":
            return _("a win with this player's discard")
        return payment.reason


LAYOUT = JjakMaTchoKiTable
__all__ = ["LAYOUT", "JjakMaTchoKiTable", "action_help", "action_label", "claim_preview",
           "move_words"]
