"""Latxa's own part of the press-your-luck table (:mod:`cardgames.ui.table.press_layout`).

The family layout draws the pile, the row (here the *mountain*), the discard, each
player's banked cards (the *flock*), the Draw and Stop buttons, the picker and the risk
read-out.  Latxa adds its words and pieces: bells hang on their sheep, the flock's
folds and their wear, what each eagle or storm target would lose (on the picker's
buttons), how its events look (the dog chasing the wolf off, the belled sheep going home,
a bust, a storm sweeping a flock away), the end summary and the chart of the flocks
turn by turn.  Everything is read from Latxa's view (``view["extra"]``) and events; the
engine decides every rule.
"""

from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.i18n import N_, domain
from cardgames.games.latxa import LATXA_CODES, LATXA_SHEEP
from cardgames.ui.cards.latxa import card_name
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.press_layout import PressLayout, SayBeat, percent
from cardgames.ui.table.summary import ScoreLine

_ = domain("latxa").gettext
ngettext = domain("latxa").ngettext

SHEEP_CODES = ("S1", "S3", "S5", "S7")
#: the pile read-out's short labels for the sheep cards (circled values) and the others
KIND_LABELS = {"S1": "\u2460", "S3": "\u2462", "S5": "\u2464", "S7": "\u2466",
               "WOLF": N_("Wolf"), "DOG": N_("Dog"), "BELL": N_("Bell"), "EAGLE": N_("Eagle"),
               "STORM": N_("Storm"), "FOLD": N_("Fold")}
#: what each card does, for its tooltip on the mountain
CARD_HELP = {
    "WOLF": N_("The wolf eats the sheep drawn this turn and ends it, unless a dog chases it "
               "off; belled sheep go home."),
    "DOG": N_("The sheepdog chases off the next wolf this turn (both are discarded)."),
    "BELL": N_("The bell hangs on a sheep: if the wolf comes, belled sheep go home."),
    "EAGLE": N_("When you stop: steal one sheep card from another player."),
    "STORM": N_("When you stop: another player loses every banked sheep."),
    "FOLD": N_("When you stop it joins your flock and takes the next eagle or storm aimed "
               "at you."),
}


# --- words for the replay, the hints and the buttons (see cardgames.ui.games) ----------------
def action_label(action: Action) -> str | None:
    if action.verb == "draw":
        return _("Draw")
    if action.verb == "stop":
        return _("Stop")
    if action.verb == "skip" and action.args:
        return _("Discard {card}").format(card=card_name(action.args[0]))
    return None


def action_help(action: Action) -> str | None:
    if action.verb == "draw":
        return _("Turn the next card onto the mountain.")
    if action.verb == "stop":
        return _("Bring the mountain's sheep home to your flock; eagles, storms and folds "
                 "act now.")
    if action.verb == "place_bell":
        return _("Hang the bell on this sheep: if the wolf comes, it goes home.")
    return None


def move_words(action: Action, who: str, family: str) -> str | None:
    you = who == "You"
    if action.verb == "draw":
        return _("You draw") if you else _("{who} draws").format(who=who)
    if action.verb == "stop":
        return _("You stop and bank the mountain") if you else \
            _("{who} stops and banks the mountain").format(who=who)
    if action.verb == "place_bell" and action.args:
        return _("{who}: the bell on card {n}").format(who=who, n=action.args[0])
    if action.verb == "resolve" and len(action.args) >= 2:
        return _("{who}: {card} on seat {seat}").format(
            who=who, card=card_name(action.args[0]), seat=action.args[1])
    if action.verb == "skip" and action.args:
        return _("{who} discards {card}").format(who=who, card=card_name(action.args[0]))
    return None


class LatxaTable(PressLayout):
    """The press-your-luck table with Latxa's bells, folds, attacks and words."""

    score_columns = (N_("Folds"),)

    # --- the family's hooks ------------------------------------------------------------------
    def card_words(self, code: str) -> str:
        return card_name(code)

    def card_help(self, code: str) -> str:
        if code in LATXA_SHEEP:
            return ngettext("{n} sheep", "{n} sheep", LATXA_SHEEP[code]).format(
                n=LATXA_SHEEP[code])
        return _(CARD_HELP[code])

    def attaches(self, code: str) -> bool:
        return code == "BELL"

    def kind_label(self, code: str) -> str:
        label = KIND_LABELS.get(code, code)
        return label if code in SHEEP_CODES else _(label)

    def pile_kinds(self) -> list[tuple[str, int]]:
        pile = self.model.draw_pile or {}
        return [(code, pile.get(code, 0)) for code in LATXA_CODES]

    def folds(self, seat: int) -> int:
        return (self.model.extra.get("folds") or [0] * len(self.model.seats))[seat]

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        show = self.model.seats[seat]
        stats = [(_("Flock"), f"{show.total}/{self.model.target}")]
        folds = self.folds(seat)
        if folds:
            wear = (self.model.extra.get("fold_wear") or [0] * len(self.model.seats))[seat]
            uses = self.options.get("fold_uses", 1)
            value = str(folds)
            if wear and uses:
                value += f" ({wear}/{uses})"
            stats.append((_("Folds"), value))
        return stats

    def score_cells(self, seat: int) -> list[str]:
        folds = self.folds(seat)
        return [str(folds) if folds else "\u2013"]

    def update(self, dt, view, ready) -> None:
        self.score_columns = (_("Folds"),)
        super().update(dt, view, ready)

    def area_order(self, cards: list[str]) -> list[str]:
        order = {code: i for i, code in enumerate(LATXA_CODES)}
        return sorted(cards, key=lambda code: order.get(code, 99))

    def row_heading(self) -> str:
        m = self.model
        if not m.row:
            return _("The mountain (empty)")
        me = self.port.current
        flock = m.seats[me].total if me is not None else 0
        if m.row_value:
            return _("Mountain: {n} sheep \u00b7 flock {flock} \u2192 {total} of {target}").format(
                n=m.row_value, flock=flock, total=flock + m.row_value, target=m.target)
        return _("Mountain: no sheep yet")

    def risk_lines(self) -> list[tuple[str, str]]:
        odds = self.model.odds
        if not odds:
            return []
        chances = odds.get("chances") or {}
        wolf = chances.get("wolf", 0.0)
        stopped = wolf > 0 and chances.get("wolf_unstopped", wolf) == 0
        return [
            (_("Wolf"), percent(wolf) + (" \u2713" if stopped else "")),
            (_("Bust"), percent(chances.get("bust", 0.0))),
            (_("Lose all"), percent(odds.get("lose", 0.0))),
            (_("Exactly {n}").format(n=self.model.target), percent(odds.get("win", 0.0))),
        ]

    def risk_help(self) -> str:
        return _("The next card, from the cards left in the pile. Wolf: the chance it is a "
                 "wolf (\u2713: a dog on the mountain would chase it off). Bust: sheep that "
                 "take you over {n}. Lose all: a bust or a wolf that costs the mountain. "
                 "Exactly {n}: a sheep that wins at once. The list: cards left by kind "
                 "(\u2460 \u2462 \u2464 \u2466: the sheep cards).").format(n=self.model.target)

    def prompt_text(self, view: dict[str, Any]) -> str:
        m = self.model
        if self.picker:
            return self.picker_title
        if not m.row:
            return _("Your turn \u2014 draw the first card")
        return _("Your turn \u2014 draw again or stop")

    # --- the picker: bells and attacks ---------------------------------------------------------
    def row_choice(self, action: Action) -> int | None:
        if action.verb == "place_bell" and action.args:
            return int(action.args[0])
        return None

    def picker_heading(self, actions: list[Action]) -> str:
        verbs = {a.verb for a in actions}
        if verbs == {"place_bell"}:
            return _("Hang the bell on a sheep (click one)")
        cards = sorted({a.args[0] for a in actions if a.args and a.verb in ("resolve", "skip")})
        if cards == ["EAGLE"]:
            return _("Aim your eagle")
        if cards == ["STORM"]:
            return _("Aim your storm")
        return _("Aim your eagles and storms")

    def picker_group(self, action: Action) -> str:
        if action.verb != "resolve" or len(action.args) < 2:
            return ""
        seat = int(action.args[1])
        show = self.model.seats[seat]
        words = ngettext("{name}: {n} sheep", "{name}: {n} sheep", show.total).format(
            name=show.name, n=show.total)
        folds = self.folds(seat)
        if folds:
            words += " \u00b7 " + ngettext("{n} fold", "{n} folds", folds).format(n=folds)
        return words

    def choice_label(self, action: Action) -> str:
        if action.verb == "place_bell" and action.args:
            number = int(action.args[0])
            card = next((c["card"] for c in self.model.row if c["number"] == number), "")
            return _("Bell on {card}").format(card=card_name(card) if card else "?")
        if action.verb == "resolve" and len(action.args) >= 2:
            return self.attack_words(action)
        return super().choice_label(action)

    def choice_help(self, action: Action) -> str:
        if action.verb == "resolve" and len(action.args) >= 2:
            name = self.model.seats[int(action.args[1])].name
            return _("Aim it at {name}: {what}").format(name=name,
                                                        what=self.attack_words(action))
        return super().choice_help(action)

    def attack_words(self, action: Action) -> str:
        """What aiming this eagle or storm would do, from what the table shows (the engine
        decides; these words only preview it).  The picker's column names the target."""
        card, seat = action.args[0], int(action.args[1])
        show = self.model.seats[seat]
        me = self.port.current if self.port.current is not None else self.model.viewer
        mine = self.model.seats[me].total
        if self.folds(seat):
            return _("Storm: the fold takes it") if card == "STORM" else \
                _("Eagle: the fold takes it")
        if card == "STORM":
            if not show.total:
                return _("Storm: no sheep to lose")
            return _("Storm: loses {n}").format(n=show.total)
        if len(action.args) >= 3:
            value = LATXA_SHEEP.get(action.args[2], 0)
            target = self.model.target or 0
            if mine + value > target and self.options.get("eagle_overflow") != "keep":
                return _("Eagle: {n} lost (over {target})").format(n=value, target=target)
            if mine + value == target:
                return _("Eagle: take {n} \u2014 {target}!").format(n=value, target=target)
            return _("Eagle: take {n} (you {total})").format(n=value, total=mine + value)
        if not show.total:
            return _("Eagle: no sheep to take")
        return _("Eagle: a random sheep")

    # --- events -> beats ---------------------------------------------------------------------------
    def extra_beats(self, event: Any) -> list[Beat]:
        kind = event["type"]
        m = self.model
        names = [s.name for s in m.seats]
        if kind == "started":
            first = event["first"]
            return [SayBeat(self, _("You take the first turn.") if first == m.viewer else
                            _("{name} takes the first turn.").format(name=names[first]))]
        if kind == "bell_placed":
            bell, sheep = event["bell"], event["sheep"]

            def hang() -> None:
                for card in m.row:
                    if card["number"] == bell:
                        card["attached_to"] = sheep
                    elif card["number"] == sheep:
                        card["attached_to"] = bell

            return [Call(hang), SayBeat(self, _("The bell hangs on {card}.").format(
                card=card_name(event["card"])))]
        if kind == "bell_waiting":
            return [SayBeat(self, _("No free sheep: the bell waits for the next one."))]
        if kind == "dog_saved":
            wolf, dog = event["wolf"], event["dog"]
            plan = lambda: [self.row_to(wolf, "WOLF", "discard"),  # noqa: E731
                            self.row_to(dog, "DOG", "discard")]
            return [SayBeat(self, _("The dog chases the wolf away!"), 0.6),
                    self.move_beat(plan)]
        if kind == "wolf":
            seat = event["seat"]

            def plan() -> list[tuple]:
                moves = []
                for card in list(m.row):
                    home = card["card"] in LATXA_SHEEP and card.get("attached_to")
                    moves.append(self.row_to(card["number"], card["card"],
                                             seat if home else "discard"))
                return moves

            words = _("The wolf! {name} loses the mountain.").format(name=names[seat])
            if event.get("saved"):
                words = ngettext("The wolf! The belled sheep go home: {name} has {n}.",
                                 "The wolf! The belled sheep go home: {name} has {n}.",
                                 event["flock"]).format(name=names[seat], n=event["flock"])
            return [SayBeat(self, words, 0.7), self.move_beat(plan),
                    Call(lambda: self._set_total(seat, event["flock"]))]
        if kind == "bust":
            seat = event["seat"]
            words = _("Bust! {total} is more than {target}: {name} loses the mountain.").format(
                total=event["total"], target=m.target, name=names[seat])
            return [SayBeat(self, words, 0.8), self.move_beat(self._clear_plan)]
        if kind == "banked":
            return self._bank_beats(event)
        if kind == "resolved":
            return self._attack_beats(event)
        if kind == "skipped":
            code = event["card"]
            return [self.move_beat(lambda: [self.row_to(self._number_of(code), code, "discard")])]
        if kind == "reshuffled":
            def refill() -> None:
                m.discard = []
                m.draw_count = event["cards"]

            return [Call(refill), SayBeat(self, _("The discards are shuffled into a new pile."),
                                          0.6, toast=True)]
        if kind == "turn_ended":
            nxt = event["next"]
            words = _("Your turn.") if nxt == m.viewer else \
                _("{name}'s turn.").format(name=names[nxt])
            return [SayBeat(self, self._turn_words(event) + " " + words, 0.5)]
        if kind in ("won", "exhausted"):
            self.model.odds = None  # no next card: the read-out rests
        if kind == "won":
            seat = event["seat"]
            words = _("You have exactly {n}: you win!") if seat == m.viewer else \
                _("{name} has exactly {n} and wins.")
            return [self.move_beat(self._clear_plan),
                    SayBeat(self, words.format(name=names[seat], n=event["flock"]), 1.0,
                            toast=True)]
        if kind == "exhausted":
            words = _("The pile is empty and can't be refilled: the largest flock wins.") \
                if event.get("why") == "empty" else _("The game is too long: the largest "
                                                      "flock wins.")
            return [self.move_beat(self._clear_plan), SayBeat(self, words, 1.0, toast=True)]
        return []

    def _clear_plan(self) -> list[tuple]:
        return [self.row_to(c["number"], c["card"], "discard") for c in list(self.model.row)]

    def _number_of(self, code: str) -> int:
        return next((c["number"] for c in self.model.row if c["card"] == code), -1)

    def _set_total(self, seat: int, total: int) -> None:
        self.model.seats[seat].total = total

    def _turn_words(self, event: Any) -> str:
        seat = event["seat"]
        show = self.model.seats[seat]
        how = event.get("how")
        if seat == self.model.viewer:
            return _("Your flock: {n}.").format(n=show.total) if how != "stopped" else \
                _("You banked: your flock is {n}.").format(n=show.total)
        return _("{name}'s flock: {n}.").format(name=show.name, n=show.total)

    def _bank_beats(self, event: Any) -> list[Beat]:
        m = self.model
        seat = event["seat"]
        stop = event.get("why") == "stop"

        def plan() -> list[tuple]:
            moves = []
            for card in list(m.row):
                code = card["card"]
                if code in LATXA_SHEEP or (code == "FOLD" and stop):
                    moves.append(self.row_to(card["number"], code, seat))
                elif code in ("EAGLE", "STORM") and stop:
                    continue  # stays until resolved
                else:
                    moves.append(self.row_to(card["number"], code, "discard"))
            return moves

        def settle() -> None:
            self._set_total(seat, event["flock"])
            folds = list(m.extra.get("folds") or [0] * len(m.seats))
            folds[seat] += event.get("folds", 0)
            m.extra["folds"] = folds

        name = m.seats[seat].name
        gain = event["deltas"][seat]
        if not gain:
            words = _("You stop.") if seat == m.viewer else _("{name} stops.").format(name=name)
            return [self.move_beat(plan, sound="trick"), Call(settle), SayBeat(self, words, 0.4)]
        words = ngettext("{name} banks {n} sheep: flock {total}.",
                         "{name} banks {n} sheep: flock {total}.", gain).format(
            name=name, n=gain, total=event["flock"])
        if seat == m.viewer:
            words = ngettext("You bank {n} sheep: your flock is {total}.",
                             "You bank {n} sheep: your flock is {total}.", gain).format(
                n=gain, total=event["flock"])
        return [self.move_beat(plan, sound="trick"), Call(settle), SayBeat(self, words, 0.4)]

    def _attack_beats(self, event: Any) -> list[Beat]:
        m = self.model
        me, q, code = event["seat"], event["target"], event["card"]
        names = [s.name for s in m.seats]

        def plan() -> list[tuple]:
            moves = [self.row_to(self._number_of(code), code, "discard")]
            if event.get("fold_lost"):
                moves.append(self.area_to(q, "FOLD", "discard"))
            if code == "STORM":
                moves += [self.area_to(q, lost, "discard") for lost in event.get("lost") or []]
            elif event.get("taken"):
                moves.append(self.area_to(q, event["taken"], me))
            elif event.get("dropped"):
                moves.append(self.area_to(q, event["dropped"], "discard"))
            return moves

        def settle() -> None:
            flocks = event.get("flocks") or []
            for seat, total in enumerate(flocks):
                self._set_total(seat, total)
            if event.get("fold_lost"):
                folds = list(m.extra.get("folds") or [0] * len(m.seats))
                folds[q] = max(0, folds[q] - 1)
                m.extra["folds"] = folds

        card = _("The storm") if code == "STORM" else _("The eagle")
        if event.get("blocked"):
            words = _("{card} hits {name}'s fold instead of the flock.").format(
                card=card, name=names[q])
        elif code == "STORM":
            lost = -event["deltas"][q]
            words = ngettext("The storm sweeps away {name}'s {n} sheep.",
                             "The storm sweeps away {name}'s {n} sheep.", lost).format(
                name=names[q], n=lost)
        elif event.get("taken"):
            words = _("The eagle takes {name}'s {n} to {thief}'s flock.").format(
                name=names[q], n=LATXA_SHEEP[event["taken"]], thief=names[me])
        elif event.get("dropped"):
            words = _("The eagle takes {name}'s {n}, but it would go over: it is lost.").format(
                name=names[q], n=LATXA_SHEEP[event["dropped"]])
        else:
            words = _("The eagle finds nothing to take from {name}.").format(name=names[q])
        return [SayBeat(self, words, 0.4), self.move_beat(plan), Call(settle)]

    # --- the end ------------------------------------------------------------------------------------
    def summary_title(self, event: Any) -> str:
        winners = event.get("winners") or []
        names = [s.name for s in self.model.seats]
        if len(winners) == 1:
            return _("{name} wins!").format(name=names[winners[0]]) \
                if winners[0] != self.model.viewer else _("You win!")
        return _("A shared win")

    def summary_subtitle(self, event: Any) -> str:
        turns = event.get("turns", self.model.turn_number) + 1
        return ngettext("{n} turn", "{n} turns", turns).format(n=turns) + " \u00b7 " + \
            _("first to exactly {n}").format(n=self.model.target)

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        names = [s.name for s in self.model.seats]
        flocks = event.get("flocks") or event["scores"]
        winners = set(event.get("winners") or [])
        target = self.model.target
        lines = []
        for seat, name in enumerate(names):
            flock = flocks[seat]
            if seat in winners and flock == target:
                words = _("exactly {n}: wins").format(n=target)
            elif seat in winners:
                words = _("the largest flock: wins")
            else:
                gap = (target or 0) - flock
                words = ngettext("{gap} sheep short", "{gap} sheep short", gap).format(gap=gap) \
                    if gap > 0 else _("over the target")
            lines.append(ScoreLine(seat, name, words, flock, flock))
        return lines, tuple(self._end_notes(event))

    def _end_notes(self, event: Any) -> list[str]:
        reason = event.get("reason")
        winners = event.get("winners") or []
        name = self.model.seats[winners[0]].name if winners else ""
        how = {
            "draw": N_("{name} reached exactly {n} on a draw."),
            "stop": N_("{name} stopped with exactly {n}."),
            "bell": N_("{name}'s belled sheep came home to make exactly {n}."),
            "eagle": N_("{name}'s eagle made exactly {n}."),
            "empty": N_("The pile ran out: the largest flock won."),
            "turn_limit": N_("The game ran too long: the largest flock won."),
        }.get(reason)
        return [_(how).format(name=name, n=self.model.target)] if how else []

    def series(self) -> tuple[list[list[int]], list[str]]:
        """Each flock after every round (the match-end chart), from the event log."""
        n = len(self.model.seats)
        flocks = [0] * n
        series: list[list[int]] = [[0] for _ in range(n)]
        labels: list[str] = []  # the chart labels the start "0" itself
        first = None
        rounds = 0
        for event in self.port.events():
            kind = event["type"]
            if kind == "started":
                first = event["first"]
            elif kind in ("banked", "wolf") and "flock" in event:
                flocks[event["seat"]] = event["flock"]
            elif kind == "resolved":
                flocks = list(event["flocks"])
            elif kind in ("turn_ended", "won", "exhausted"):
                if kind == "turn_ended" and event["next"] != first:
                    continue
                rounds += 1
                for seat in range(n):
                    series[seat].append(flocks[seat])
                labels.append(str(rounds))
        return series, labels

    def chart_words(self, rounds: int) -> tuple[str, str]:
        """A point of the chart is a round (everybody's turn, as the rules' worked
        example counts them), not a hand: Latxa is one long hand."""
        return (_("Flocks after each round"),
                ngettext("Final flocks after {n} round", "Final flocks after {n} rounds",
                         rounds).format(n=rounds))


LAYOUT = LatxaTable
