"""Tiu U's table: the fishing table with a pool of face-up tiles, a stock and locked piles.

The table is :class:`~cardgames.ui.table.fishing_layout.FishingLayout`; what is Tiu U's:

- **Fishing from the hand.** A click on a hand tile picks it and lights exactly the
  table tiles (and the locked pile) it can take; a click on one of them takes it
  (``capture:H,T`` / ``claim_pile:H``).  Hovering a lit tile previews the catch (the
  tiles outlined, what they are worth).  A table tile clicked that the picked tile
  can't take is refused with the engine's reason.
- **The draw.** The drawn tile lies face up beside the stock; its targets are lit and a
  click on one takes it.
- **Buttons** for the rest: Pass, Pile three, Bait, Lay / Keep the sixes.
- **Catches.** Each player's catch, every capture its own group, headed with its value
  so far (big fish pips, red pips of the small fish, points), for everybody to see.
- **The summary.** Each catch's score (big fish, small fish rounded up) and every
  payment with its reason.
"""

from __future__ import annotations

from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.i18n import domain
from cardgames.ui.cards import dominoes
from cardgames.ui.table.fishing_layout import FishingLayout, Move, signed
from cardgames.ui.table.summary import ScoreLine
from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

_ = domain("tiu_u").gettext
ngettext = domain("tiu_u").ngettext

HAND, DRAW, SIXES = "hand", "draw", "sixes"


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    args = list(action.args)
    if action.verb == "capture" and len(args) == 2:
        return _("{tile} takes {target}").format(tile=args[0], target=args[1])
    if action.verb == "claim_pile" and args:
        return _("Claim the {tile} pile").format(tile=args[0])
    if action.verb == "pile_three" and args:
        return _("Pile three {tile}").format(tile=args[0])
    if action.verb == "bait" and args:
        return _("Bait {tile}").format(tile=args[0])
    if action.verb == "pass":
        return _("Pass")
    if action.verb == "lay_sixes":
        return _("Lay the sixes")
    if action.verb == "keep_sixes":
        return _("Keep the sixes")
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "capture":
        return _("Take the table tile with the same pip total into your catch.")
    if action.verb == "claim_pile":
        return _("Take the locked pile with its fourth tile: four tiles into your catch.")
    if action.verb == "pile_three":
        return _("Lock this tile with the two like it on the table: only the fourth one "
                 "can take the pile.")
    if action.verb == "bait":
        return _("Put this tile face up on the table.")
    if action.verb == "pass":
        return _("Play nothing from your hand; the draw comes next.")
    if action.verb == "lay_sixes":
        return _("Put your pair of double sixes in your catch now.")
    if action.verb == "keep_sixes":
        return _("Keep the double sixes in your hand as ordinary tiles.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    args = list(action.args)
    if action.verb == "capture" and len(args) == 2:
        return (_("You take {target} with {tile}") if you else
                _("{who} takes {target} with {tile}")).format(who=who, tile=args[0],
                                                             target=args[1])
    if action.verb == "claim_pile" and args:
        return (_("You claim the {tile} pile") if you else
                _("{who} claims the {tile} pile")).format(who=who, tile=args[0])
    if action.verb == "pile_three" and args:
        return (_("You pile three {tile}") if you else
                _("{who} piles three {tile}")).format(who=who, tile=args[0])
    if action.verb == "bait" and args:
        return (_("You bait with {tile}") if you else
                _("{who} baits with {tile}")).format(who=who, tile=args[0])
    if action.verb == "pass":
        return _("You pass") if you else _("{who} passes").format(who=who)
    return None


def set_deck_look(options) -> None:
    """Tiu U is played with domino tiles (the deck's "auto" form for it)."""
    dominoes.set_look(dominoes.look_from_options(options, dominoes.TILE_BLACK))


class TiuUTable(FishingLayout):
    """Tiu U's pieces on the fishing table (hooks only)."""

    @property
    def summary_columns(self) -> tuple[str, str]:
        """The summary's change and total: what the deal paid, and the session's ledger."""
        return _("Paid"), _("Ledger")

    def largest_hand(self) -> int:
        return 12 if self.port.players == 2 else 8

    def hand_display_order(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=lambda k: dom.sort_key(k.split("#", 1)[0]))

    # --- choosing a move by clicks ---------------------------------------------------------
    def action_steps(self, action: Action) -> tuple[str, ...]:
        step = self.model.extra.get("step")
        args = list(action.args)
        if action.verb == "capture" and len(args) == 2:
            if step == DRAW:
                return (f"table:{args[1]}",)
            return (f"hand:{args[0]}", f"table:{args[1]}")
        if action.verb == "claim_pile" and args:
            if step == DRAW:
                return (f"pile:{args[0]}",)
            return (f"hand:{args[0]}", f"pile:{args[0]}")
        return ()

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        step = self.model.extra.get("step")
        drawn = self.model.drawn
        if step == DRAW and drawn is not None and len(steps) == 1:
            kind, _sep, code = steps[0].partition(":")
            tile = drawn.split("#", 1)[0]
            if kind == "table":
                return f"capture:{tile},{code}"
            if kind == "pile":
                return f"claim_pile:{tile}"
        if step == HAND and len(steps) == 2 and steps[0].startswith("hand:"):
            tile = steps[0][5:]
            kind, _sep, code = steps[1].partition(":")
            if kind == "table":
                return f"capture:{tile},{code}"
            if kind == "pile":
                return f"claim_pile:{tile}"
        return None

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        step = self.model.extra.get("step")
        if step == DRAW:
            return _("The drawn tile must be used now: click a lit table tile.")
        if step == HAND and steps and not steps[0].startswith("hand:"):
            return _("First choose a tile from your hand, then the table tile it takes.")
        return _("That tile can't be used now.")

    def fish_value(self, code: str) -> tuple[bool, int]:
        """(big fish?, its value): a big fish's points, a small fish's red pips."""
        opts = self.model.extra.get("options") or {}
        big_min = opts.get("big_fish_min_pips", 8)
        per_pip = opts.get("big_fish_points_per_pip", 2)
        pips = dom.pips(code)
        if pips >= big_min:
            return True, pips * per_pip
        return False, dom.red_pips(code)

    def action_preview(self, action: Action) -> tuple[list[str], str]:
        args = list(action.args)
        if action.verb == "capture" and len(args) == 2:
            tiles = args
            names = [f"table:{args[1]}"]
        elif action.verb == "claim_pile" and args:
            tiles = [args[0]] * 4
            names = [f"pile:{args[0]}"]
        else:
            return [], ""
        big = sum(v for b, v in (self.fish_value(t) for t in tiles) if b)
        red = sum(v for b, v in (self.fish_value(t) for t in tiles) if not b)
        parts = []
        if big:
            parts.append(_("big fish +{n}").format(n=big))
        if red or not big:
            parts.append(ngettext("small fish: {n} red pip", "small fish: {n} red pips",
                                  red).format(n=red))
        return names, " \u00b7 ".join(parts)

    # --- the events as tile moves ----------------------------------------------------------
    def moves_for(self, event: Any) -> list[Move]:
        kind = event["type"]
        viewer = self.model.viewer
        if kind == "dealt":
            counts = event.get("counts") or [0] * self.port.players
            hands = event.get("hands") or []
            moves = [Move(t, "stock", "table") for t in event["table"]]
            for seat in range(self.port.players):
                own = hands[seat] if seat < len(hands) and hands[seat] else None
                for i in range(counts[seat]):
                    code = own[i] if own and seat == viewer else None
                    moves.append(Move(code, "stock", f"hand:{seat}"))
            return moves
        seat = event.get("seat")
        if kind == "sixes_laid":
            tiles = list(event["tiles"])
            return [Move(t, f"hand:{seat}", f"catch:{seat}", group=i // 2)
                    for i, t in enumerate(tiles)]
        if kind == "captured":
            src = f"hand:{seat}" if event.get("source") == "hand" else "drawn"
            return [Move(event["tile"], src, f"catch:{seat}"),
                    Move(event["target"], "table", f"catch:{seat}")]
        if kind == "pile_claimed":
            src = f"hand:{seat}" if event.get("source") == "hand" else "drawn"
            return [Move(event["tile"], src, f"catch:{seat}"),
                    *(Move(t, "piles", f"catch:{seat}") for t in event["pile"])]
        if kind == "piled":
            tile = event["tile"]
            return [Move(tile, f"hand:{seat}", "piles"), Move(tile, "table", "piles"),
                    Move(tile, "table", "piles")]
        if kind == "baited":
            return [Move(event["tile"], f"hand:{seat}", "table")]
        if kind == "drew":
            return [Move(event["tile"], "stock", "drawn")]
        if kind == "laid":
            return [Move(event["tile"], "drawn", "table")]
        return []

    def deal_started(self, event: Any) -> None:
        """The whole woodpile face down before the deal flies from it."""
        super().deal_started(event)
        counts = event.get("counts") or [0] * self.port.players
        self.model.stock = len(event["table"]) + sum(counts) + event.get("stock", 24)

    def event_words(self, event: Any) -> str:
        kind = event["type"]
        seat = event.get("seat")
        names = [s.name for s in self.model.seats]
        you = seat == self.model.viewer
        who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        if kind == "dealt":
            return _("Deal {n}: sixteen tiles face up on the table.").format(n=event["hand"])
        if kind == "sixes_laid":
            return (_("You lay your double sixes in your catch.") if you else
                    _("{who} lays double sixes in the catch.").format(who=who))
        if kind == "captured":
            return (_("You take {target} with {tile}.") if you else
                    _("{who} takes {target} with {tile}.")).format(
                who=who, tile=event["tile"], target=event["target"])
        if kind == "pile_claimed":
            return (_("You claim the {tile} pile.") if you else
                    _("{who} claims the {tile} pile.")).format(who=who, tile=event["tile"])
        if kind == "piled":
            return (_("You lock three {tile} in a pile.") if you else
                    _("{who} locks three {tile} in a pile.")).format(who=who, tile=event["tile"])
        if kind == "baited":
            return (_("You put {tile} on the table.") if you else
                    _("{who} puts {tile} on the table.")).format(who=who, tile=event["tile"])
        if kind == "passed":
            return _("You pass.") if you else _("{who} passes.").format(who=who)
        if kind == "drew":
            return (_("You draw {tile}.") if you else
                    _("{who} draws {tile}.")).format(who=who, tile=event["tile"])
        if kind == "laid":
            return _("{tile} matches nothing: it goes on the table.").format(tile=event["tile"])
        return ""

    # --- seats, catches, prompt ------------------------------------------------------------
    def event_started(self, event: Any) -> None:
        """A capture or a claimed pile says the catcher's value after it."""
        if event["type"] in ("captured", "pile_claimed") and "points" in event:
            self.model.seats[event["seat"]].points = event["points"]

    def catch_pips(self, seat: int) -> tuple[int, int]:
        """The big fish's pips and the small fish's red pips of the catch on show."""
        big = red = 0
        opts = self.model.extra.get("options") or {}
        big_min = opts.get("big_fish_min_pips", 8)
        for group in self.model.seats[seat].catches:
            for key in group:
                code = key.split("#", 1)[0]
                if dom.pips(code) >= big_min:
                    big += dom.pips(code)
                else:
                    red += dom.red_pips(code)
        return big, red

    def catch_title(self, seat: int) -> str:
        show = self.model.seats[seat]
        big, red = self.catch_pips(seat)
        return _("{name}: {points}\nbig fish {big} pips \u00b7 red pips {red}").format(
            name=show.name, points=show.points, big=big, red=red)

    def prompt_text(self, view) -> str:
        step = view["extra"]["step"]
        if step == SIXES:
            return _("Lay your double sixes in your catch, or keep them?")
        if step == DRAW:
            return _("The drawn tile must fish: click a lit table tile")
        if self.picked:
            return _("Now click a lit table tile to take it")
        if any(a.startswith(("capture:", "claim_pile:")) for a in self.legal):
            return _("Your turn: pick a hand tile to fish with, or pass")
        return _("Your turn: nothing in your hand can fish \u2014 pass")

    def draw_tile_tip(self, surface, code: str) -> None:
        import pygame

        draw_tile_tooltip(surface, self.metrics, code, pygame.Rect(self.mouse, (1, 1)))

    # --- the summary ---------------------------------------------------------------------------
    def summary_title(self, event: Any) -> str:
        total = self.model.extra.get("deals_per_session") or self.model.hands_scheduled
        if total:
            return _("Deal {number} of {total}").format(number=event["hand"], total=total)
        return _("Deal {number}").format(number=event["hand"])

    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        winners = event.get("winners") or []
        top = ", ".join(names[s] for s in winners)
        return _("Top catch: {names} with {points}").format(names=top, points=event["top"])

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """Each catch in short on its line ("big 108 + small 30 = 138"), and how each part
        was counted in the notes under them."""
        opts = self.model.extra.get("options") or {}
        per_pip = opts.get("big_fish_points_per_pip", 2)
        unit = opts.get("small_fish_round_up_to", 10)
        lines, notes = [], []
        for seat, show in enumerate(self.model.seats):
            fish = event["fish"][seat]
            words = _("big {big} + small {small} = {score}").format(
                big=fish["big"], small=fish["small"], score=fish["score"])
            lines.append(ScoreLine(seat, show.name, words, event["deltas"][seat],
                                   event["scores"][seat]))
            if unit > 1:
                small = ngettext("small fish {red} red pip, rounded up to {small}",
                                 "small fish {red} red pips, rounded up to {small}",
                                 fish["red"]).format(red=fish["red"], small=fish["small"])
            else:
                small = ngettext("small fish {red} red pip", "small fish {red} red pips",
                                 fish["red"]).format(red=fish["red"])
            notes.append(_("{name}: big fish {pips} pips \u00d7 {per} = {big}; {small}").format(
                name=show.name, pips=fish["big_pips"], per=per_pip, big=fish["big"],
                small=small))
        return lines, tuple(notes)

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        """Why a payment was made: the difference to the top catch."""
        points = event["points"]
        if payment.payer is None or payment.payee is None:
            return _("catch points")
        return _("catch {top} \u2212 {mine}").format(top=points[payment.payee],
                                                    mine=points[payment.payer])

    def hand_label(self, record) -> str:
        return str(record.get("hand", ""))


LAYOUT = TiuUTable
__all__ = ["LAYOUT", "TiuUTable", "action_help", "action_label", "move_words", "signed"]
