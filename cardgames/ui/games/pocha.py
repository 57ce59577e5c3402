"""Pocha's own part of the trick table: what the shared layout does not know.

The table is :class:`~cardgames.ui.table.trick_layout.TrickLayout`; Pocha adds the mano's
tag, the trump card turned up on the stock (or the dealer's last card, shown to all),
the seven swap of the ``swap_trump_seven`` house rule, the tie-break hands, its bid
buttons (every bid from 0 to the hand size, a barred one explained), the order of its
ranks in the hand, and the words of its score sheet and hand summary.  Everything is
read from Pocha's view (``view["extra"]``) and events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.markers import SeatMarker
from cardgames.ui.table.model import TrickTableModel
from cardgames.ui.table.presenter import Beat
from cardgames.ui.table.trick_beats import MessageBeat
from cardgames.ui.table.trick_layout import MINUS, TrickLayout, signed

#: Pocha's own words, in its catalog
_ = domain("pocha").gettext
ngettext = domain("pocha").ngettext

SUITS = ("O", "C", "E", "B")
#: Display order of ranks in the hand, strongest first (as the game's option says).
RANK_DISPLAY = {
    "as_tres": ("1", "3", "12", "11", "10", "7", "6", "5", "4", "2"),
    "natural": ("1", "12", "11", "10", "7", "6", "5", "4", "3", "2"),
}


def _card(code: str) -> str:
    from cardgames.ui.cards import card_name

    return card_name("spanish", code)


# --- words for the replay, the hints and the buttons (see cardgames.ui.games) -----------------
def move_words(action: Action, who: str, family: str) -> str | None:
    you = who in ("You", _("You"))
    if action.verb == "swap":
        return _("You swap the seven for the face-up card") if you else \
            _("{name} swaps the seven for the face-up card").format(name=who)
    if action.verb == "keep":
        return _("You keep the seven") if you else _("{name} keeps the seven").format(name=who)
    return None


def action_label(action: Action) -> str | None:
    return {"swap": _("Swap"), "keep": _("Keep")}.get(action.verb)


@dataclass
class PochaTableModel(TrickTableModel):
    """The trick table's model plus Pocha's face-up card and tie-break hands."""

    upcard: str | None = None
    tiebreak: bool = False


class PochaTable(TrickLayout):
    """Pocha's table: the shared trick layout and Pocha's own parts."""

    model_class = PochaTableModel
    explanation_title = N_("Bid, tricks and score")
    model: PochaTableModel

    def __init__(self, port) -> None:
        super().__init__(port)
        self.dealer_chip.help = _("Dealer: deals this hand and bids last.")
        self.mano_tag = SeatMarker(_("Mano"), _("Mano: the player after the dealer, who bids "
                                                "first and leads the first trick."), chip=False)

    def language_changed(self) -> None:
        super().language_changed()
        self.dealer_chip.help = _("Dealer: deals this hand and bids last.")
        self.mano_tag.label = _("Mano")
        self.mano_tag.help = _("Mano: the player after the dealer, who bids "
                               "first and leads the first trick.")

    # --- seats and markers ----------------------------------------------------------------------
    def markers(self) -> list[SeatMarker]:
        return [self.dealer_chip, self.mano_tag]

    def place_markers(self) -> None:
        super().place_markers()
        m = self.model
        mano = m.leader if m.leader is not None else m.dealer
        self.mano_tag.visible = m.phase in ("bidding", "swap") or m.hand_number > 0
        self.mano_tag.place(self.seat_panels[mano].rect, self.metrics)
        if mano == m.dealer:
            self.mano_tag.visible = False

    def largest_hand(self) -> int:
        schedule = self.port.game_table("schedule")
        return max(schedule) if schedule else 10

    # --- the hand -----------------------------------------------------------------------------------
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

    # --- the deal and the trump card ----------------------------------------------------------------
    def deal_started(self, event: Any) -> None:
        m = self.model
        m.tiebreak = event.get("tiebreak", False)
        m.leader = event["mano"]
        m.trump, m.trump_card, m.upcard = event.get("trump"), event.get("trump_card"), \
            event.get("upcard")

    def deal_reveal(self) -> str | None:
        return self.model.upcard or self.model.trump_card

    def trump_revealed(self) -> None:
        m = self.model
        if not m.upcard and m.trump_card and m.dealer != m.viewer:
            m.seats[m.dealer].known = [m.trump_card]  # the dealer's last card, shown to all

    def sync_extra(self, view: dict[str, Any]) -> None:
        extra = view["extra"]
        m = self.model
        m.leader = extra["mano"]
        m.upcard = extra["upcard"]
        m.tiebreak = extra["tiebreak"]

    def update_trump(self) -> None:
        m = self.model
        self.trump.code = (m.upcard or m.trump_card) if m.trump_shown else None
        self.trump.suit_name = self.suit_name(m.trump) if m.trump_shown else ""
        self.trump.suit_glyph = self.suit_glyph(m.trump) if m.trump_shown else None
        self.trump.on_stock = m.upcard is not None or not m.trump_shown
        if not m.trump_shown:
            self.trump.caption = _("Dealing\u2026")
        elif m.upcard:
            self.trump.caption = _("the face-up card")
        elif m.dealer == m.viewer:
            self.trump.caption = _("your last card, shown to all")
        else:
            self.trump.caption = _("{name}'s last card, shown to all").format(
                name=m.seats[m.dealer].name)

    def target_rect(self, name: str):
        if name == "upcard":
            return self.trump.targets(self.metrics, bool(self.model.upcard)).get(name)
        return super().target_rect(name)

    # --- Pocha's own events -------------------------------------------------------------------------
    def extra_beats(self, event: Any) -> list[Beat]:
        kind = event["type"]
        names = self.model.seats
        if kind == "dealt":
            if event.get("tiebreak"):
                return [MessageBeat(self, _("Tie-break: one more one-card hand."), 0.8)]
            return []
        if kind in ("swapped", "kept"):
            you = event["seat"] == self.model.viewer
            who = names[event["seat"]].name
            seven = _card(event["card"])
            if kind == "swapped":
                text = _("You swapped {card} for the face-up card.").format(card=seven) if you \
                    else _("{name} swapped {card} for the face-up card.").format(name=who, card=seven)
            else:
                text = _("You kept {card}.").format(card=seven) if you else \
                    _("{name} kept {card}.").format(name=who, card=seven)
            return [_SwapBeat(self, event), MessageBeat(self, text, 1.2)]
        if kind == "tiebreak":
            tied = ", ".join(names[s].name for s in event["seats"])
            if event.get("mode") == "shared":
                return []
            return [MessageBeat(self, _("Tie for first place ({names}): one-card hands decide."
                                        ).format(names=tied), 1.6)]
        return []

    # --- the score sheet ----------------------------------------------------------------------------
    def score_title(self) -> tuple[str, str]:
        m = self.model
        title, cards = super().score_title()
        if m.phase != "over" and m.tiebreak:
            title = _("Tie-break hand")
        bids = [sm.bid for sm in m.seats if sm.bid is not None]
        if bids:  # what Pocha players watch: the bids against the tricks there are
            cards += " \u00b7 " + _("bids {n}").format(n=sum(bids))
        return title, cards

    def score_cells(self, seat: int) -> list[str]:
        sm = self.model.seats[seat]
        return ["\u2013" if sm.bid is None else str(sm.bid), str(sm.tricks) if sm.active else ""]

    # --- the choices that are not cards -------------------------------------------------------------
    def bar_active(self, phase: str) -> bool:
        return phase in ("bidding", "swap")

    def choices(self, view: dict[str, Any]) -> list[Choice]:
        legal = set(view["legal_actions"])
        aids = self.port.learning_aids
        if view["phase"] == "swap":
            upcard = view["extra"]["upcard"]
            return [Choice("swap", _("Swap"), help=_("Take {card} and put your 7 face up.").format(
                card=_card(upcard)), hotkey="s", wide=True, primary=True),
                    Choice("keep", _("Keep"), help=_("Keep your 7."), hotkey="k", wide=True)]
        choices = []
        for k in range(view["hand_size"] + 1):
            action = f"bid:{k}"
            # without learning aids every bid looks open; the engine refuses a barred one
            enabled = action in legal or not aids
            reason = "" if enabled else (self.port.refusal(action) or "")
            choices.append(Choice(action, str(k), enabled=enabled, reason=reason,
                                  help=ngettext("Bid {n}: take exactly {n} trick.",
                                                "Bid {n}: take exactly {n} tricks.", k).format(n=k),
                                  hotkey=str(k)))
        return choices

    def prompt_text(self, view: dict[str, Any]) -> str:
        phase = view["phase"]
        if phase == "bidding":
            return _("Your bid \u2014 how many tricks will you take?")
        if phase == "swap":
            return _("Swap your 7 of trumps for the face-up card?")
        return super().prompt_text(view)

    # --- summaries ----------------------------------------------------------------------------------
    def summary_title(self, event: Any) -> str:
        if event.get("tiebreak"):
            return _("Tie-break hand")
        return _("Hand {number} of {total}").format(number=event["hand"],
                                                    total=self.model.hands_scheduled)

    def summary_subtitle(self, event: Any) -> str:
        names = [s.name for s in self.model.seats]
        size = event["size"]
        return " \u00b7 ".join([ngettext("{n} card each", "{n} cards each", size).format(n=size),
                                _("trump {suit}").format(suit=self.suit_name(event.get("trump"))),
                                _("dealer {name}").format(name=names[event["dealer"]])])

    def score_words(self, seat: int, event: Any) -> str:
        return self.explain(event["bids"][seat], event["tricks"][seat], event["deltas"][seat])

    def explain(self, bid: int | None, took: int, delta: int) -> str:
        """The score line in words and numbers, e.g. ``bid 2, took 2: 10 + 5×2 = +20``."""
        return explain_score(self.options, bid, took, delta)

    def hand_label(self, record: dict[str, Any]) -> str:
        return pgettext_tiebreak() if record.get("tiebreak") else str(record["hand"])

    def match_stats(self, history: list[dict[str, Any]]) -> tuple[str, list[str]]:
        n = len(self.model.seats)
        stats = []
        for seat in range(n):
            played = [h for h in history if seat in h.get("active", range(n))]
            exact = sum(1 for h in played if h["bids"][seat] == h["tricks"][seat])
            stats.append(_("{n} of {total}").format(n=exact, total=len(played)))
        return _("Bids made exactly"), stats


def explain_score(options: dict[str, Any], bid: int | None, took: int, delta: int) -> str:
    """``bid 2, took 2: 10 + 5×2 = +20`` (the option's figures, when they explain it)."""
    if bid is None:
        return _("took {n}: {points}").format(n=took, points=signed(delta))
    bonus = options.get("exact_bonus", 10)
    per = options.get("points_per_trick", 5)
    penalty = options.get("miss_penalty_per_trick", 5)
    head = _("bid {bid}, took {took}:").format(bid=bid, took=took) + " "
    if bid == took and bonus + per * took == delta:
        return head + f"{bonus} + {per}\u00d7{took} = {signed(delta)}"
    diff = abs(bid - took)
    if bid != took and -penalty * diff == delta:
        return head + f"{diff} \u00d7 {MINUS}{penalty} = {signed(delta)}"
    return head + signed(delta)


def pgettext_tiebreak() -> str:
    """The tie-break hand's column on the score chart (one letter)."""
    return domain("pocha").pgettext("tie-break hand, one letter", "T")


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


LAYOUT = PochaTable
