"""Tsung Shap's table: the fishing table with a row captured at its ends and two piles.

The table is :class:`~cardgames.ui.table.fishing_layout.FishingLayout`; what is Tsung
Shap's:

- **The row** in the middle, left to right, with its two ends marked as the places to
  play; while the revealed tile waits, the ends are lit and a click lays it there
  (``place:left`` / ``place:right``; hovering an end shows the tile there first).
- **The revealed tile** face up beside its owner's pile; the two piles' remaining
  counts under them.
- **Captures** as buttons, one per option of the revealed tile ("Pair at the left
  end 120"), each previewed while the pointer rests on it: the row tiles it would take
  outlined, its points shown.  Claims of a missed option likewise, with Decline.
- **Catches** kept in groups per player (pairs, triples, sweeps), headed with the points.
- **The summary**: each player's groups and total, and the payment when the game is
  settled in chips.
"""

from __future__ import annotations

from typing import Any

from cardgames.core import dominoes as dom
from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.ui.cards import dominoes
from cardgames.ui.table.fishing_layout import FishingLayout, Move
from cardgames.ui.table.summary import ScoreLine
from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

_ = domain("tsung_shap").gettext
ngettext = domain("tsung_shap").ngettext

KIND_WORDS = {"pair": N_("Pair"), "triple": N_("Triple"), "sweep": N_("Sweep")}
END_WORDS = {"left": N_("at the left end"), "right": N_("at the right end"),
             "ends": N_("with both ends")}
SHORT_END_WORDS = {"left": N_("left"), "right": N_("right"), "ends": N_("both ends")}


def option_words(name: str) -> str:
    """``pair,left`` -> "Pair at the left end", ``sweep`` -> "Sweep"."""
    kind, _sep, where = name.partition(",")
    words = _(KIND_WORDS.get(kind, kind))
    if where:
        words = f"{words} {_(END_WORDS.get(where, where))}"
    return words


def option_label(name: str) -> str:
    """A button's short form: ``pair,left`` -> "Pair · left", ``sweep`` -> "Sweep"."""
    kind, _sep, where = name.partition(",")
    words = _(KIND_WORDS.get(kind, kind))
    if where:
        words = f"{words} \u00b7 {_(SHORT_END_WORDS.get(where, where))}"
    return words


# --- words for the buttons, the replay and the hints (see cardgames.ui.games) -------------------
def action_label(action: Action) -> str | None:
    name = ",".join(action.args)
    if action.verb == "capture":
        return option_label(name)
    if action.verb == "claim":
        return _("Claim: {option}").format(option=option_label(name))
    if action.verb == "place" and action.args:
        return _("Lay it at the left end") if action.args[0] == "left" else \
            _("Lay it at the right end")
    if action.verb == "decline":
        return _("Decline")
    if action.verb == "play" and action.args:
        return _("Play {tile}").format(tile=action.args[0])
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "capture":
        return _("Take these tiles with the revealed one: a pair of identical tiles scores "
                 "10 a pip, three tiles making ten, twenty or thirty their pips, a sweep 40.")
    if action.verb == "claim":
        return _("Your opponent missed this capture: take it for yourself.")
    if action.verb == "decline":
        return _("Leave the missed capture; the tiles stay in the row.")
    if action.verb == "place":
        return _("Lay the revealed tile at this end of the row.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    name = ",".join(action.args)
    if action.verb == "capture":
        return (_("You take: {option}") if you else _("{who} takes: {option}")).format(
            who=who, option=option_words(name).lower())
    if action.verb == "claim":
        return (_("You claim: {option}") if you else _("{who} claims: {option}")).format(
            who=who, option=option_words(name).lower())
    if action.verb == "place" and action.args:
        side = _("left") if action.args[0] == "left" else _("right")
        return (_("You lay it on the {side}") if you else
                _("{who} lays it on the {side}")).format(who=who, side=side)
    if action.verb == "decline":
        return _("You decline the claim") if you else _("{who} declines the claim").format(who=who)
    return None


def set_deck_look(options) -> None:
    """Tsung Shap is played with domino tiles (the deck's "auto" form for it)."""
    dominoes.set_look(dominoes.look_from_options(options, dominoes.TILE_BLACK))


class TsungShapTable(FishingLayout):
    """Tsung Shap's pieces on the fishing table (hooks only)."""

    score_columns = (N_("Points"),)

    @property
    def summary_columns(self) -> tuple[str, str]:
        """The summary's change and total: games won, or chips with a settlement."""
        if self.options.get("settlement") == "difference":
            return _("Chips"), _("Total")
        return _("Won"), _("Games")
    drawn_word = N_("Turned up")

    def four_in_hand(self) -> bool:
        return self.options.get("variant") == "four_in_hand"

    def largest_hand(self) -> int:
        return 4 if self.four_in_hand() else 0

    def has_stock(self) -> bool:
        return self.four_in_hand()

    def uses_seat_piles(self) -> bool:
        return not self.four_in_hand()

    def hand_display_order(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=lambda k: dom.sort_key(k.split("#", 1)[0]))

    # --- choosing a move by clicks -------------------------------------------------------------
    def action_steps(self, action: Action) -> tuple[str, ...]:
        if action.verb == "place" and action.args:
            return (f"end:{action.args[0]}",)
        if action.verb == "play" and action.args:
            return (f"hand:{action.args[0]}",)
        return ()

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        if len(steps) == 1 and steps[0].startswith("end:"):
            return f"place:{steps[0][4:]}"
        if len(steps) == 1 and steps[0].startswith("hand:"):
            return f"play:{steps[0][5:]}"
        return None

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        return _("Play at an end of the row, or take a capture with its button.")

    def option_of(self, action: Action) -> dict[str, Any] | None:
        name = ",".join(action.args)
        extra = self.model.extra
        pool = extra.get("options") if action.verb == "capture" else extra.get("missed")
        return next((o for o in pool or [] if o.get("name") == name), None)

    def taken_positions(self, codes: list[str]) -> list[int]:
        """Where in the row the tiles ``codes`` are taken from: the ends first."""
        row = [k.split("#", 1)[0] for k in self.model.row]
        n = len(row)
        order = []
        for i in (0, n - 1, 1, n - 2):
            if 0 <= i < n and i not in order:
                order.append(i)
        used: list[int] = []
        for code in codes:
            spot = next((i for i in order if i not in used and row[i] == code), None)
            if spot is not None:
                used.append(spot)
        return used

    def action_preview(self, action: Action) -> tuple[list[str], str]:
        if action.verb not in ("capture", "claim"):
            return [], ""
        option = self.option_of(action)
        if option is None:
            return [], ""
        taken = list(option["taken"]) if action.verb == "capture" else list(option["tiles"])
        names = [f"row:@{i}" for i in self.taken_positions(taken)]
        words = ngettext("{option}: {n} point", "{option}: {n} points", option["points"]).format(
            option=option_words(option["name"]), n=option["points"])
        return names, words

    # --- the events as tile moves --------------------------------------------------------------
    def deal_started(self, event: Any) -> None:
        super().deal_started(event)
        m = self.model
        piles = event.get("piles") or [0] * len(m.seats)
        for seat, show in enumerate(m.seats):
            show.pile = piles[seat]
        m.stock = event.get("stock", 0)

    def moves_for(self, event: Any) -> list[Move]:
        kind = event["type"]
        seat = event.get("seat")
        if kind == "revealed":
            src = f"pile:{seat}" if event.get("source") == "pile" else f"hand:{seat}"
            return [Move(event["tile"], src, "drawn")]
        if kind == "captured":
            return [Move(event["tiles"][0], "drawn", f"catch:{seat}"),
                    *(Move(t, "row", f"catch:{seat}") for t in event["taken"])]
        if kind == "claimed":
            return [Move(t, "row", f"catch:{seat}") for t in event["tiles"]]
        if kind == "placed":
            return [Move(event["tile"], "drawn", f"row:{event['side']}")]
        if kind == "restarted":
            src = f"pile:{seat}" if event.get("source") == "pile" else "stock"
            return [Move(event["tile"], src, "row:right")]
        if kind == "drew":
            tiles = event.get("tiles")
            count = event.get("count") or (len(tiles) if tiles else 0)
            return [Move(tiles[i] if tiles else None, "stock", f"hand:{seat}")
                    for i in range(count)]
        return []

    def event_words(self, event: Any) -> str:
        kind = event["type"]
        seat = event.get("seat")
        names = [s.name for s in self.model.seats]
        you = seat == self.model.viewer
        who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        if kind == "dealt":
            return _("Game {n}: sixteen tiles face down for each player.").format(n=event["hand"])
        if kind == "revealed":
            return (_("You turn up {tile}.") if you else
                    _("{who} turns up {tile}.")).format(who=who, tile=event["tile"])
        if kind in ("captured", "claimed"):
            option = option_words(event["option"]).lower()
            if kind == "claimed":
                return (_("You claim the missed {option}: {n} points.") if you else
                        _("{who} claims the missed {option}: {n} points.")).format(
                    who=who, option=option, n=event["points"])
            return (_("You take: {option}, {n} points.") if you else
                    _("{who} takes: {option}, {n} points.")).format(
                who=who, option=option, n=event["points"])
        if kind == "placed":
            side = _("left") if event["side"] == "left" else _("right")
            words = (_("You lay {tile} on the {side}.") if you else
                     _("{who} lays {tile} on the {side}.")).format(who=who, tile=event["tile"],
                                                                  side=side)
            if event.get("missed"):
                words += " " + _("A capture was missed!")
            return words
        if kind == "restarted":
            return _("{tile} starts a new row.").format(tile=event["tile"])
        if kind == "declined":
            return _("You decline the claim.") if you else \
                _("{who} declines the claim.").format(who=who)
        return ""

    # --- seats, catches, prompt ------------------------------------------------------------
    def catch_title(self, seat: int) -> str:
        show = self.model.seats[seat]
        kinds = (self.model.extra.get("catch_kinds") or [[]] * (seat + 1))[seat]
        counts = [(k, kinds.count(k)) for k in ("pair", "triple", "sweep") if kinds.count(k)]
        words = {"pair": ngettext("{n} pair", "{n} pairs", 1),
                 "triple": ngettext("{n} triple", "{n} triples", 1),
                 "sweep": ngettext("{n} sweep", "{n} sweeps", 1)}
        parts = []
        for kind, n in counts:
            form = {"pair": ngettext("{n} pair", "{n} pairs", n),
                    "triple": ngettext("{n} triple", "{n} triples", n),
                    "sweep": ngettext("{n} sweep", "{n} sweeps", n)}.get(kind, words[kind])
            parts.append(form.format(n=n))
        detail = f"\n{', '.join(parts)}" if parts else ""
        return _("{name}: {points}").format(name=show.name, points=show.points) + detail

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        show = self.model.seats[seat]
        stats = [(_("Points"), str(show.points))]
        if self.four_in_hand():
            stats.append((_("Hand"), str(show.count)))
        else:
            stats.append((_("Pile"), str(show.pile)))
        return stats

    def prompt_text(self, view) -> str:
        step = view["extra"]["step"]
        if step == "claim":
            return _("Your opponent missed a capture: claim it, or decline")
        if step == "play":
            return _("Choose a tile from your hand to play")
        if any(a.startswith("capture:") for a in self.legal):
            return _("Take a capture with its button, or lay the tile at a lit end")
        return _("Nothing to take: lay the tile at a lit end of the row")

    def draw_tile_tip(self, surface, code: str) -> None:
        import pygame

        draw_tile_tooltip(surface, self.metrics, code, pygame.Rect(self.mouse, (1, 1)))

    # --- the summary ---------------------------------------------------------------------------
    def score_title(self) -> tuple[str, str]:
        m = self.model
        total = m.extra.get("games_per_match")
        if m.over:
            title = _("Final scores")
        elif total:
            title = _("Game {number} of {total}").format(number=m.hand_number, total=total)
        else:
            title = _("Game {number}").format(number=m.hand_number)
        sub = _("Stock: {n}").format(n=m.stock) if self.four_in_hand() else ""
        return title, sub

    def summary_title(self, event: Any) -> str:
        total = self.model.extra.get("games_per_match")
        if total:
            return _("Game {number} of {total}").format(number=event["hand"], total=total)
        return _("Game {number}").format(number=event["hand"])

    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        winners = event.get("winners") or []
        if not winners:
            return _("A draw: {a} to {b}").format(a=event["points"][0], b=event["points"][1])
        return _("{name} wins with {points} points").format(
            name=names[winners[0]], points=event["points"][winners[0]])

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        lines = []
        for seat, show in enumerate(self.model.seats):
            groups = event["groups"][seat]
            parts = []
            for kind in ("pair", "triple", "sweep"):
                mine = [g for g in groups if g["kind"] == kind]
                if not mine:
                    continue
                total = sum(g["points"] for g in mine)
                label = {"pair": ngettext("{n} pair", "{n} pairs", len(mine)),
                         "triple": ngettext("{n} triple", "{n} triples", len(mine)),
                         "sweep": ngettext("{n} sweep", "{n} sweeps", len(mine))}[kind]
                parts.append(f"{label.format(n=len(mine))} {total}")
            if len(parts) > 1:
                words = _("{groups} = {points} points").format(
                    groups=" \u00b7 ".join(parts), points=event["points"][seat])
            else:
                words = _("{groups}: {points} points").format(
                    groups=parts[0] if parts else _("nothing caught"),
                    points=event["points"][seat])
            lines.append(ScoreLine(seat, show.name, words, event["deltas"][seat],
                                   event["scores"][seat]))
        notes = []
        if event.get("row"):
            notes.append(_("Left in the row, scoring nothing: {tiles}").format(
                tiles=" ".join(event["row"])))
        return lines, tuple(notes)

    def payment_words(self, index: int, payment: Any, event: Any) -> str:
        """Why a payment was made: the difference in points."""
        points = event["points"]
        if payment.payer is None or payment.payee is None:
            return ""
        return _("{a} \u2212 {b} points").format(a=points[payment.payee], b=points[payment.payer])


LAYOUT = TsungShapTable
