"""Latxa — the Basque press-your-luck sheep game (TOKI rules sheet).

On your turn you draw cards one by one onto the mountain (mendia) and decide after each
whether to carry on or stop and bank the sheep in your flock.  A wolf (otsoa) eats the
turn's sheep unless a sheepdog (artzain-txakurra) is on the mountain or a bell
(zintzarria) hangs on a sheep; going over 15 busts the turn.  Stopping also plays the
turn's eagles (arranoa: steal a sheep card), storms (ekaitza: wipe out a flock) and folds
(borda: a shield against the next attack).  Whoever owns exactly 15 sheep first wins.

Action verbs (text forms):

- ``draw``                 draw the top card onto the mountain (the first draw is compulsory)
- ``stop``                 end the turn: bank the mountain's sheep and folds
- ``place_bell:K``         put the bell just drawn on the sheep drawn K-th this turn
- ``resolve:STORM,Q``      after stopping, aim a storm at seat Q
- ``resolve:EAGLE,Q``      after stopping, aim an eagle at seat Q (a fold or no sheep there,
  or ``eagle_steal_choice: random``)
- ``resolve:EAGLE,Q,S5``   ... and steal one of Q's ``S5`` cards (the thief chooses)
- ``skip:EAGLE`` / ``skip:STORM``  with ``end_effects_optional``: discard it unused

Events (all public; ``deltas`` on every flock change, so the deltas of the whole log add
up to ``scores``): ``started`` (first, players, cards, target); ``drew`` (seat, card,
number = draw number this turn); ``reshuffled`` (cards); ``bell_placed`` (seat, bell,
sheep = draw numbers, card, chosen); ``bell_waiting`` (seat, bell); ``dog_saved`` (seat,
wolf, dog = draw numbers); ``wolf`` (seat, saved, lost, deltas, flock); ``bust`` (seat,
total, lost, flock); ``banked`` (seat, why = stop | exact, sheep, folds, discarded,
deltas, flock); ``resolved`` (seat, card, target, blocked, fold_lost, lost, taken,
dropped, deltas, flocks); ``skipped`` (seat, card); ``turn_ended`` (seat, how = stopped |
wolf | bust, next); ``exhausted`` (seat, why, lost); ``won`` (seat, how = draw | bell |
stop | eagle, flock, unresolved); ``hand_scored`` (hand, turns, reason, winners, flocks,
scores, deltas = zeros: every change was announced as it happened); ``match_over``.

Inside, a card is a small int (its kind, in the canonical order of ``LATXA_CODES``); the
draw pile is a list with its top at the end, and the state keeps the pile's composition
and the flocks as counters, so a draw costs a few list operations — cheap enough for the
search to play whole games per move.  A match is one game: ``hands_finished`` becomes 1
when somebody wins (in a search's world, also at its horizon, see ``ROLLOUT_TURNS``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.cards import Deck
from cardgames.core.events import Event
from cardgames.core.game import (
    Game,
    MatchState,
    PolicySearch,
    number_per_seat,
    rng_from_state,
    rng_state,
    whole_number,
)
from cardgames.core.i18n import N_, domain
from cardgames.core.info import PRESS_YOUR_LUCK, GameInfo
from cardgames.core.views import DrawOdds as DrawOddsView
from cardgames.core.views import LastTurn, PressYourLuckView, RowCard

# --- The deck -------------------------------------------------------------------------------
# The Basque sheep game's own 60 cards: four sheep cards (1, 3, 5 and 7 latxa sheep) and six
# action cards.  Identical copies share one code, so a code names a kind of card.

_ = domain("latxa").gettext
ngettext = domain("latxa").ngettext

LATXA_CODES = ("S1", "S3", "S5", "S7", "WOLF", "DOG", "BELL", "EAGLE", "STORM", "FOLD")
LATXA_COUNTS = {"S1": 8, "S3": 10, "S5": 9, "S7": 7, "WOLF": 12, "DOG": 3, "BELL": 3,
                "EAGLE": 3, "STORM": 3, "FOLD": 2}
LATXA_SHEEP = {"S1": 1, "S3": 3, "S5": 5, "S7": 7}
#: the TOKI pack in canonical order, identical copies side by side (60 cards)
LATXA_60 = Deck.with_copies("latxa60", [(code, LATXA_COUNTS[code]) for code in LATXA_CODES])


def latxa_deck(counts: Sequence[int]) -> Deck:
    """The pack with ``counts`` copies of each kind, in the order of ``LATXA_CODES`` (a
    house deck, option ``deck_counts``); the TOKI counts give :data:`LATXA_60` itself.

    >>> latxa_deck([1, 0, 0, 0, 2, 0, 0, 0, 0, 0]).codes
    ('S1', 'WOLF', 'WOLF')
    """
    if len(counts) != len(LATXA_CODES):
        raise ValueError(f"a Latxa deck needs {len(LATXA_CODES)} counts, one per kind")
    if tuple(counts) == tuple(LATXA_COUNTS[code] for code in LATXA_CODES):
        return LATXA_60
    return Deck.with_copies("latxa-house", [(code, n) for code, n in zip(LATXA_CODES, counts,
                                                                          strict=True) if n])


LATXA_NAMES = {
    "S1": ("one sheep", "ardi 1"), "S3": ("three sheep", "3 ardi"),
    "S5": ("five sheep", "5 ardi"), "S7": ("seven sheep", "7 ardi"),
    "WOLF": ("the wolf", "otsoa"), "DOG": ("the sheepdog", "artzain-txakurra"),
    "BELL": ("the bell", "zintzarria"), "EAGLE": ("the eagle", "arranoa"),
    "STORM": ("the storm", "ekaitza"), "FOLD": ("the sheepfold", "borda"),
}


def latxa_card_name(code: str, basque: bool = False) -> str:
    """How a player says the card: 'five sheep', 'the wolf' (or the Basque 'otsoa').

    >>> latxa_card_name("S5"), latxa_card_name("WOLF", basque=True)
    ('five sheep', 'otsoa')
    """
    if code not in LATXA_NAMES:
        raise ValueError(f"{code!r} is not a Latxa card code (S1, S3, S5, S7, WOLF, DOG, BELL, "
                         "EAGLE, STORM, FOLD)")
    return LATXA_NAMES[code][1 if basque else 0]


S1, S3, S5, S7, WOLF, DOG, BELL, EAGLE, STORM, FOLD = range(10)
CODES = LATXA_CODES
KIND = {code: k for k, code in enumerate(CODES)}
VALUE = (1, 3, 5, 7, 0, 0, 0, 0, 0, 0)
SHEEP = (S1, S3, S5, S7)
STANDARD_COUNTS = tuple(LATXA_COUNTS[c] for c in CODES)

START, DECIDE, BELL_CHOICE, EFFECTS, OVER = range(5)
PHASE_NAMES = ("start", "decide", "bell", "effects", "over")

DRAW_ID = 0
STOP_ID = 1
SKIP_EAGLE_ID = 2
SKIP_STORM_ID = 3
STORM_BASE = 10         # + target seat
EAGLE_BASE = 20         # + target seat: an eagle without a chosen sheep
EAGLE_SHEEP_BASE = 40   # + target * 4 + sheep kind: an eagle stealing that kind of card
BELL_BASE = 1000        # + draw number of the sheep that gets the bell
MAX_SEATS = 8

#: The rules have no turn limit; with a house deck that makes exactly the target
#: unreachable (say, only 7s) the game could go round for ever.  After this many turns
#: it ends as an exhausted game: the largest flock wins.  No real game comes close.
MAX_TURNS = 1000

#: a search's world is played for this many turns from the moment it was sampled (1: to
#: the end of the turn being decided), then ``hand_reward`` values the flocks.  Playing
#: two more rounds measured no stronger (hard vs normal, 300 seeded games) and costs more.
ROLLOUT_TURNS = 1


def deck_counts(options: dict[str, Any]) -> tuple[int, ...]:
    """The number of copies of each card kind, in canonical order (§2.1, or ``deck_counts``)."""
    counts = options.get("deck_counts")
    return tuple(counts) if counts else STANDARD_COUNTS


def validate_options(options: dict[str, Any]) -> list[tuple[str, str]]:
    """Checks that need more than one option at a time (called by the option loader)."""
    problems = []
    players = options["players"]
    first = options.get("first_player")
    if isinstance(first, int) and first >= players:
        problems.append(("first_player", f"{first} is not a seat at a table of {players}; use "
                         f"'random', 'after_winner' or 0 to {players - 1}"))
    counts = options.get("deck_counts")
    if counts is not None:
        if len(counts) != len(CODES):
            problems.append(("deck_counts", "give one count per card, in this order: "
                             + ", ".join(CODES) + f" ({len(CODES)} numbers)"))
        elif not any(counts[k] for k in SHEEP):
            problems.append(("deck_counts", "the deck needs at least one sheep card"))
    return problems


@dataclass(frozen=True)
class DrawOdds:
    """What the next card may do, from the cards left to draw: the learners' read-out."""

    #: cards the next draw comes from, by code (the draw pile, or the discards it is
    #: refilled from when it is empty)
    left: dict[str, int]
    cards: int
    #: chance the next card is a wolf, and that it is one no dog on the mountain stops
    wolf: float
    wolf_unstopped: float
    #: chance the next card takes the flock and the mountain over the target
    bust: float
    #: chance the next card makes exactly the target
    exact: float


def draw_odds(left: Sequence[int], flock: int, mountain_sheep: int, dogs: int,
              target: int) -> DrawOdds:
    """Odds of the next draw: ``left`` counts the cards it comes from, by kind.

    >>> odds = draw_odds((8, 10, 9, 7, 12, 3, 3, 3, 3, 2), flock=9, mountain_sheep=3,
    ...                  dogs=0, target=15)
    >>> odds.cards, round(odds.wolf, 2), round(odds.bust, 2), round(odds.exact, 2)
    (60, 0.2, 0.27, 0.17)
    """
    cards = sum(left)
    gap = target - flock - mountain_sheep
    if cards == 0:
        return DrawOdds({c: 0 for c in CODES}, 0, 0.0, 0.0, 0.0, 0.0)
    bust = sum(left[k] for k in SHEEP if VALUE[k] > gap)
    exact = sum(left[k] for k in SHEEP if VALUE[k] == gap)
    wolf = left[WOLF] / cards
    return DrawOdds({c: left[k] for k, c in enumerate(CODES)}, cards, wolf,
                    0.0 if dogs else wolf, bust / cards, exact / cards)


class LatxaGame(Game):
    info = GameInfo(
        id="latxa",
        title=N_("Latxa"),
        tagline=N_("Push your luck up the mountain: bring home exactly 15 sheep before the wolf comes."),
        family=PRESS_YOUR_LUCK,
        deck_family="latxa",
        player_counts=(2, 3, 4, 5, 6, 7, 8),  # the rules: 2-6, a house rule up to 8
        origin=N_("Basque Country"),
        success_phrase=N_("you won the game"),
        sample_cards=("S5", "WOLF", "DOG"),
        menu_order=20,
        verbs={
            "draw": "draw the top card onto the mountain (the first draw of a turn is compulsory)",
            "stop": "end your turn: bank the mountain's sheep and folds, then play eagles and storms",
            "place_bell:K": "put the bell on the sheep card you drew K-th this turn",
            "resolve:STORM,Q": "after stopping, aim a storm at seat Q: all its banked sheep are lost",
            "resolve:EAGLE,Q": "after stopping, aim an eagle at seat Q (a fold or no sheep there, "
                               "or a random steal)",
            "resolve:EAGLE,Q,S5": "after stopping, steal one of seat Q's S5 cards with an eagle",
            "skip:EAGLE": "with end_effects_optional: discard an eagle (or skip:STORM a storm) unused",
        },
    )

    def __init__(self, options, schema, preset=None):
        super().__init__(options, schema, preset)
        self.target = options["target"]
        self.exact_on_draw = options["exact_win_on_draw"]
        self.optional_effects = options["end_effects_optional"]
        self.thief_chooses = options["eagle_steal_choice"] == "thief"
        self.overflow_keeps = options["eagle_overflow"] == "keep"
        self.fold_uses = options["fold_uses"]
        self.reshuffle = options["reshuffle_discards"]
        self.counts = deck_counts(options)
        self.pack = tuple(k for k in range(10) for _ in range(self.counts[k]))
        #: the pack as a ``Deck`` (copies share a code): ``LATXA_60``, or the house deck
        self.deck: Deck = latxa_deck(self.counts)
        table: dict[int, Action] = {
            DRAW_ID: Action("draw"), STOP_ID: Action("stop"),
            SKIP_EAGLE_ID: Action("skip", ("EAGLE",)), SKIP_STORM_ID: Action("skip", ("STORM",)),
        }
        for q in range(MAX_SEATS):
            table[STORM_BASE + q] = Action("resolve", ("STORM", str(q)))
            table[EAGLE_BASE + q] = Action("resolve", ("EAGLE", str(q)))
            for k in SHEEP:
                table[EAGLE_SHEEP_BASE + 4 * q + k] = Action("resolve", ("EAGLE", str(q), CODES[k]))
        self._register_actions(table, _bell_action, _bell_id)

    def stack(self, codes: Sequence[str]) -> list[int]:
        """A stacked draw pile from the top, topped up in canonical order; refused if it
        names a card that is not in the pack, or more copies than the pack has."""
        left = list(self.counts)
        cards = []
        for code in codes:
            kind = KIND.get(code)
            if kind is None:
                raise ValueError(f"{code!r} is not a Latxa card (S1, S3, S5, S7, WOLF, DOG, BELL, "
                                 "EAGLE, STORM, FOLD)")
            if left[kind] == 0:
                raise ValueError(f"the stacked deck has more {code} cards than the pack's "
                                 f"{self.counts[kind]}")
            left[kind] -= 1
            cards.append(kind)
        cards.extend(k for k in range(10) for _ in range(left[k]))
        return cards

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> LatxaState:
        """A new game.  ``deck`` is the draw pile from the top (topped up in canonical
        order); ``decks`` may hold one such pile (a Latxa match deals only once);
        ``dealer`` names the first player, overriding the ``first_player`` option."""
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        if len(stacked) > 1:
            raise ValueError("a Latxa match is one game with one draw pile: give one stacked deck")
        if stacked:
            pile = self.stack(stacked[0])
        else:
            pile = list(self.pack)
            rng.shuffle(pile)  # before the first player is drawn: the order seeds replay
        first = self._first_seat(rng, dealer, self.options["first_player"], "the first player")
        return self._begin(origin, rng, pile, first)

    def next_first_player(self, finished: LatxaState) -> int | None:
        """Who starts the next game with ``first_player: after_winner``: the seat after
        the winner (§6); None when the option says otherwise or there is no single winner."""
        winners = finished.winners
        if self.options["first_player"] != "after_winner" or not winners or len(winners) != 1:
            return None
        return (winners[0] + 1) % self.players


def _bell_action(action_id: object) -> Action | None:
    """``place_bell:K`` for its id (made on demand: K is unbounded)."""
    if type(action_id) is int and action_id > BELL_BASE:
        return Action("place_bell", (str(action_id - BELL_BASE),))
    return None


def _bell_id(action: object) -> int | None:
    """The id of ``place_bell:K`` for any whole K >= 1."""
    if (isinstance(action, Action) and action.verb == "place_bell" and len(action.args) == 1
            and action.args[0].isdigit() and action.args[0] == str(int(action.args[0]))
            and int(action.args[0]) >= 1):
        return BELL_BASE + int(action.args[0])
    return None


class LatxaState(PolicySearch, MatchState):
    __slots__ = (
        "game", "rng", "events", "record_events", "origin", "log",
        "draw", "left", "discard", "sheep", "flock", "folds", "wear",
        "m_kind", "m_num", "m_link", "m_value", "dogs", "pending_bells", "drawn",
        "phase", "turn", "turns", "first", "winner_seats", "end_reason", "last_turn",
        "rollout_turns", "horizon",
    )
    OVER = OVER

    # --- setting up -----------------------------------------------------------------------
    def _start(self, game: LatxaGame, rng: random.Random, pile: list[int], first: int) -> None:
        n = game.players
        self.game = game
        self.rng = rng
        self.events = []
        self.record_events = True
        self.draw = pile[::-1]  # top of the pile at the end
        self.left = list(game.counts)
        self.discard = []
        self.sheep = [[0, 0, 0, 0] for _ in range(n)]
        self.flock = [0] * n
        self.folds = [0] * n
        self.wear = [0] * n
        self._clear_mountain()
        self.phase = START
        self.turn = first
        self.turns = 1
        self.first = first
        self.winner_seats = None
        self.end_reason = None
        self.last_turn = None
        self.rollout_turns = 0
        self.horizon = None
        if self.record_events:
            self.events.append(Event("started", first=first, players=n, cards=len(pile),
                                     target=game.target))

    def _clear_mountain(self) -> None:
        self.m_kind = []
        self.m_num = []
        self.m_link = []  # a sheep: its bell's draw number; a bell: its sheep's; else 0
        self.m_value = 0
        self.dogs = 0
        self.pending_bells = 0
        self.drawn = 0

    # --- the contract (the rest is MatchState's) -------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def scores(self) -> list[int]:
        return list(self.flock)

    @property
    def hands_finished(self) -> int:
        """1 once the game is won; a search's world also counts its horizon (the end of
        the turn being decided, ``ROLLOUT_TURNS``) as its end, valued by ``hand_reward``."""
        if self.phase == OVER:
            return 1
        horizon = self.horizon
        return 1 if horizon is not None and self.rollout_turns >= horizon else 0

    @property
    def target(self) -> int:
        return self.game.target

    def legal_ids(self) -> list[int]:
        phase = self.phase
        if phase == DECIDE:
            return [DRAW_ID, STOP_ID]
        if phase == START:
            return [DRAW_ID]
        if phase == BELL_CHOICE:
            return [BELL_BASE + self.m_num[i] for i in self._free_sheep()]
        if phase == EFFECTS:
            return self._effect_ids()
        return []

    def _free_sheep(self) -> list[int]:
        """Mountain positions of the sheep that carry no bell."""
        kinds, links = self.m_kind, self.m_link
        return [i for i in range(len(kinds)) if kinds[i] < 4 and not links[i]]

    def _effect_ids(self) -> list[int]:
        game = self.game
        me = self.turn
        kinds = self.m_kind
        ids = []
        if STORM in kinds:
            ids.extend(STORM_BASE + q for q in range(game.players) if q != me)
        if EAGLE in kinds:
            for q in range(game.players):
                if q == me:
                    continue
                owned = self.sheep[q]
                if game.thief_chooses and not self.folds[q] and self.flock_cards(q):
                    ids.extend(EAGLE_SHEEP_BASE + 4 * q + k for k in SHEEP if owned[k])
                else:
                    ids.append(EAGLE_BASE + q)
        if game.optional_effects:
            if EAGLE in kinds:
                ids.append(SKIP_EAGLE_ID)
            if STORM in kinds:
                ids.append(SKIP_STORM_ID)
        return ids

    def flock_cards(self, seat: int) -> int:
        """How many sheep cards ``seat`` has banked."""
        return sum(self.sheep[seat])

    def apply_id(self, action_id: int) -> None:
        if self.record_events:
            self.log.append(action_id)
        if action_id == DRAW_ID:
            self._draw()
        elif action_id == STOP_ID:
            self._stop()
        elif action_id >= BELL_BASE:
            self._place_bell(action_id - BELL_BASE)
        elif action_id >= EAGLE_SHEEP_BASE:
            q, kind = divmod(action_id - EAGLE_SHEEP_BASE, 4)
            self._resolve(EAGLE, q, kind)
        elif action_id >= EAGLE_BASE:
            self._resolve(EAGLE, action_id - EAGLE_BASE, -1)
        elif action_id >= STORM_BASE:
            self._resolve(STORM, action_id - STORM_BASE, -1)
        else:
            self._skip(EAGLE if action_id == SKIP_EAGLE_ID else STORM)

    # --- refusals in the player's words -----------------------------------------------------
    # Said as a player would say them, never with an action's text ("resolve:EAGLE,1"):
    # the table shows them as they are, in the player's language.
    def _refusal_reason(self, action: Action) -> str | None:
        verb = action.verb
        if self.phase == OVER:
            return _("The match is over.")
        if verb not in ("draw", "stop", "place_bell", "resolve", "skip"):
            return _("That is not a Latxa move: draw a card, stop to bank your sheep, hang a "
                     "bell on a sheep, or aim an eagle or a storm.")
        if verb in ("draw", "stop") and action.args:
            return (_("Drawing takes nothing more: just draw.") if verb == "draw" else
                    _("Stopping takes nothing more: just stop."))
        phase = self.phase
        if phase == BELL_CHOICE:
            if verb != "place_bell":
                return _("First hang the bell on one of your sheep: {choices}.").format(
                    choices=self._bell_choices())
            return self._bell_refusal(action)
        if phase == EFFECTS:
            if verb == "resolve":
                return self._resolve_refusal(action)
            if verb == "skip":
                return self._skip_refusal(action)
            return self._aim_first()
        if verb == "place_bell":
            return _("There is no bell waiting for a sheep: bells are placed as soon as they "
                     "are drawn.")
        if verb in ("resolve", "skip"):
            return _("Eagles and storms act only when you stop: draw again or stop first.")
        if verb == "stop" and phase == START:
            return _("Draw first: every turn starts with a compulsory draw.")
        return None

    def _aim_first(self) -> str:
        eagles, storms = self.m_kind.count(EAGLE), self.m_kind.count(STORM)
        if eagles and storms:
            return _("You have stopped: now aim your eagles and storms at other players.")
        if eagles:
            return ngettext("You have stopped: now aim your eagle at another player.",
                            "You have stopped: now aim your eagles at other players.", eagles)
        return ngettext("You have stopped: now aim your storm at another player.",
                        "You have stopped: now aim your storms at other players.", storms)

    def _bell_choices(self) -> str:
        numbers = [str(self.m_num[i]) for i in self._free_sheep()]
        return _("the sheep drawn {numbers} this turn").format(
            numbers=_(" or ").join(numbers) if len(numbers) < 3 else
            ", ".join(numbers[:-1]) + _(" or ") + numbers[-1])

    def _bell_refusal(self, action: Action) -> str | None:
        free = [self.m_num[i] for i in self._free_sheep()]
        if len(action.args) == 1 and action.args[0] in {str(n) for n in free}:
            return None
        return _("Hang the bell on a sheep of this turn that has none: {choices}.").format(
            choices=self._bell_choices())

    def _resolve_refusal(self, action: Action) -> str | None:
        game = self.game
        args = action.args
        if len(args) not in (2, 3) or args[0] not in ("EAGLE", "STORM"):
            return _("Say which card, the eagle or the storm, and at whom.")
        kind = KIND[args[0]]
        if kind not in self.m_kind:
            return (_("You have no eagle to play: aim your storm instead.") if kind == EAGLE
                    else _("You have no storm to play: aim your eagle instead."))
        if args[1] not in [str(q) for q in range(game.players)]:
            return _("There is no such seat: aim at a seat from 0 to {last}.").format(
                last=game.players - 1)
        q = int(args[1])
        if q == self.turn:
            return (_("Aim the eagle at another player, not at yourself.") if kind == EAGLE
                    else _("Aim the storm at another player, not at yourself."))
        if kind == STORM:
            return None if len(args) == 2 else _("A storm takes all the sheep: it steals no "
                                                  "single card.")
        chooses = game.thief_chooses and not self.folds[q] and self.flock_cards(q) > 0
        if len(args) == 2:
            if chooses:
                owned = ", ".join(str(VALUE[k]) for k in SHEEP if self.sheep[q][k])
                return _("Choose which sheep card the eagle steals (seat {seat} has cards of "
                         "{owned} sheep).").format(seat=q, owned=owned)
            return None
        code = args[2]
        if not chooses:
            if self.folds[q]:
                return _("Seat {seat}'s fold stops the eagle: it steals no card.").format(seat=q)
            if not self.flock_cards(q):
                return _("Seat {seat} has no sheep to steal.").format(seat=q)
            return _("The stolen card is drawn at random: you can't choose it.")
        if code not in ("S1", "S3", "S5", "S7"):
            return _("The eagle steals a sheep card: one of 1, 3, 5 or 7 sheep.")
        if not self.sheep[q][KIND[code]]:
            return _("Seat {seat} has no card of {n} sheep to steal.").format(
                seat=q, n=VALUE[KIND[code]])
        return None

    def _skip_refusal(self, action: Action) -> str | None:
        if not self.game.optional_effects:
            return _("Eagles and storms must be played at the end of your turn (the house rule "
                     "\u201cEagles and storms optional\u201d would let you discard them).")
        if len(action.args) != 1 or action.args[0] not in ("EAGLE", "STORM"):
            return _("Say which card you discard, the eagle or the storm.")
        if KIND[action.args[0]] not in self.m_kind:
            return (_("You have no eagle to discard.") if action.args[0] == "EAGLE" else
                    _("You have no storm to discard."))
        return None

    # --- moves ----------------------------------------------------------------------------
    def _draw(self) -> None:
        draw = self.draw
        if not draw:
            if self.game.reshuffle and self.discard:
                draw.extend(self.discard)
                self.discard = []
                self.rng.shuffle(draw)
                left = [0] * 10
                for kind in draw:
                    left[kind] += 1
                self.left = left
                if self.record_events:
                    self.events.append(Event("reshuffled", cards=len(draw)))
            if not draw:
                self._exhausted("empty")
                return
        kind = draw.pop()
        self.left[kind] -= 1
        me = self.turn
        self.drawn += 1
        number = self.drawn
        kinds = self.m_kind
        kinds.append(kind)
        self.m_num.append(number)
        self.m_link.append(0)
        record = self.record_events
        if record:
            self.events.append(Event("drew", seat=me, card=CODES[kind], number=number))
        if kind < 4:
            if self.pending_bells:
                links = self.m_link
                bell = 0  # the first bell still waiting for a sheep
                while kinds[bell] != BELL or links[bell]:
                    bell += 1
                self.m_link[bell] = number
                self.m_link[-1] = self.m_num[bell]
                self.pending_bells -= 1
                if record:
                    self.events.append(Event("bell_placed", seat=me, bell=self.m_num[bell],
                                             sheep=number, card=CODES[kind], chosen=False))
            self.m_value += VALUE[kind]
            total = self.flock[me] + self.m_value
            target = self.game.target
            if total > target:
                self._bust(total)
            elif total == target and self.game.exact_on_draw:
                self._bank_and_win()
            else:
                self.phase = DECIDE
            return
        if kind == WOLF:
            self._wolf()
            return
        if kind == BELL:
            free = self._free_sheep()
            if not free:
                self.pending_bells += 1
                if record:
                    self.events.append(Event("bell_waiting", seat=me, bell=number))
                self.phase = DECIDE
            elif len(free) == 1:
                self._hang(len(kinds) - 1, free[0], chosen=False)
                self.phase = DECIDE
            else:
                self.phase = BELL_CHOICE
            return
        if kind == DOG:
            self.dogs += 1
        self.phase = DECIDE

    def _hang(self, bell: int, sheep: int, chosen: bool) -> None:
        self.m_link[bell] = self.m_num[sheep]
        self.m_link[sheep] = self.m_num[bell]
        if self.record_events:
            self.events.append(Event("bell_placed", seat=self.turn, bell=self.m_num[bell],
                                     sheep=self.m_num[sheep], card=CODES[self.m_kind[sheep]],
                                     chosen=chosen))

    def _place_bell(self, number: int) -> None:
        self._hang(len(self.m_kind) - 1, self.m_num.index(number), chosen=True)
        self.phase = DECIDE

    def _wolf(self) -> None:
        me = self.turn
        kinds = self.m_kind
        if self.dogs:
            dog = kinds.index(DOG)
            wolf_number, dog_number = self.m_num[-1], self.m_num[dog]
            for i in (len(kinds) - 1, dog):
                del kinds[i], self.m_num[i], self.m_link[i]
            self.discard.append(WOLF)
            self.discard.append(DOG)
            self.dogs -= 1
            if self.record_events:
                self.events.append(Event("dog_saved", seat=me, wolf=wolf_number, dog=dog_number))
            self.phase = DECIDE
            return
        saved = [k for k, link in zip(kinds, self.m_link, strict=True) if k < 4 and link]
        lost = [k for k, link in zip(kinds, self.m_link, strict=True) if not (k < 4 and link)]
        gain = 0
        for kind in saved:
            self.sheep[me][kind] += 1
            gain += VALUE[kind]
        self.flock[me] += gain
        self.discard.extend(lost)
        if self.record_events:
            deltas = [0] * self.game.players
            deltas[me] = gain
            self.events.append(Event("wolf", seat=me, saved=[CODES[k] for k in saved],
                                     lost=[CODES[k] for k in lost], deltas=deltas,
                                     flock=self.flock[me]))
        self._clear_mountain()
        if saved and self.flock[me] == self.game.target:
            self._win(me, "bell")
            return
        self._end_turn("wolf")

    def _bust(self, total: int) -> None:
        me = self.turn
        lost = list(self.m_kind)
        self.discard.extend(lost)
        if self.record_events:
            self.events.append(Event("bust", seat=me, total=total, lost=[CODES[k] for k in lost],
                                     flock=self.flock[me]))
        self._clear_mountain()
        self._end_turn("bust")

    def _bank(self, why: str) -> None:
        """Move the mountain's sheep and folds home; discard bells and dogs; eagles and
        storms stay on the mountain until they are resolved."""
        me = self.turn
        kinds = self.m_kind
        keep_k, keep_n = [], []
        banked, discarded = [], []
        folds = 0
        owned = self.sheep[me]
        for kind, number in zip(kinds, self.m_num, strict=True):
            if kind < 4:
                owned[kind] += 1
                banked.append(kind)
            elif kind == FOLD:
                folds += 1
            elif kind == EAGLE or kind == STORM:
                if why == "stop":
                    keep_k.append(kind)
                    keep_n.append(number)
                else:
                    discarded.append(kind)
            else:
                discarded.append(kind)
        if why != "stop":  # a win on the draw: the folds are not needed any more
            discarded.extend([FOLD] * folds)
            folds = 0
        gain = self.m_value
        self.flock[me] += gain
        self.folds[me] += folds
        self.discard.extend(discarded)
        if self.record_events:
            deltas = [0] * self.game.players
            deltas[me] = gain
            self.events.append(Event("banked", seat=me, why=why, sheep=[CODES[k] for k in banked],
                                     folds=folds, discarded=[CODES[k] for k in discarded],
                                     deltas=deltas, flock=self.flock[me]))
        self.m_kind = keep_k
        self.m_num = keep_n
        self.m_link = [0] * len(keep_k)
        self.m_value = 0
        self.dogs = 0
        self.pending_bells = 0

    def _bank_and_win(self) -> None:
        self._bank("exact")
        self._win(self.turn, "draw")

    def _stop(self) -> None:
        me = self.turn
        self._bank("stop")
        if self.flock[me] == self.game.target:
            self._win(me, "stop")
        elif self.m_kind:
            self.phase = EFFECTS
        else:
            self._end_turn("stopped")

    def _resolve(self, kind: int, q: int, chosen: int) -> None:
        game = self.game
        me = self.turn
        at = self.m_kind.index(kind)
        del self.m_kind[at], self.m_num[at], self.m_link[at]
        self.discard.append(kind)
        deltas = [0] * game.players
        lost: list[int] = []
        taken = -1
        dropped = -1
        fold_lost = False
        blocked = self.folds[q] > 0
        if blocked:
            uses = game.fold_uses
            if uses:
                self.wear[q] += 1
                if self.wear[q] >= uses:
                    self.wear[q] = 0
                    self.folds[q] -= 1
                    self.discard.append(FOLD)
                    fold_lost = True
        elif kind == STORM:
            owned = self.sheep[q]
            for k in SHEEP:
                lost.extend([k] * owned[k])
            self.discard.extend(lost)
            deltas[q] = -self.flock[q]
            self.sheep[q] = [0, 0, 0, 0]
            self.flock[q] = 0
        elif self.flock_cards(q):
            owned = self.sheep[q]
            if chosen < 0:  # a random card of the victim's
                pick = int(self.rng.random() * sum(owned))
                chosen = 0
                while pick >= owned[chosen]:
                    pick -= owned[chosen]
                    chosen += 1
            owned[chosen] -= 1
            value = VALUE[chosen]
            self.flock[q] -= value
            deltas[q] = -value
            lost.append(chosen)
            if self.flock[me] + value > game.target and not game.overflow_keeps:
                self.discard.append(chosen)
                dropped = chosen
            else:
                self.sheep[me][chosen] += 1
                self.flock[me] += value
                deltas[me] = value
                taken = chosen
        if self.record_events:
            self.events.append(Event(
                "resolved", seat=me, card=CODES[kind], target=q, blocked=blocked,
                fold_lost=fold_lost, lost=[CODES[k] for k in lost],
                taken=CODES[taken] if taken >= 0 else None,
                dropped=CODES[dropped] if dropped >= 0 else None, deltas=deltas,
                flocks=list(self.flock),
            ))
        if self.flock[me] == game.target:
            self._win(me, "eagle")
        elif not self.m_kind:
            self._end_turn("stopped")

    def _skip(self, kind: int) -> None:
        at = self.m_kind.index(kind)
        del self.m_kind[at], self.m_num[at], self.m_link[at]
        self.discard.append(kind)
        if self.record_events:
            self.events.append(Event("skipped", seat=self.turn, card=CODES[kind]))
        if not self.m_kind:
            self._end_turn("stopped")

    def _end_turn(self, how: str) -> None:
        me = self.turn
        self.last_turn = {"seat": me, "how": how, "flock": self.flock[me]}
        self._clear_mountain()
        nxt = (me + 1) % self.game.players
        if self.record_events:
            self.events.append(Event("turn_ended", seat=me, how=how, next=nxt))
        if self.turns >= MAX_TURNS:
            self._exhausted("turn_limit")
            return
        self.turn = nxt
        self.turns += 1
        self.rollout_turns += 1
        self.phase = START

    def _exhausted(self, why: str) -> None:
        """The pile can't be refilled (or the turn limit): the mountain is lost unbanked,
        the largest flock wins, ties shared (§6)."""
        lost = list(self.m_kind)
        self.discard.extend(lost)
        self._clear_mountain()
        top = max(self.flock)
        leaders = [s for s in range(self.game.players) if self.flock[s] == top]
        if self.record_events:
            self.events.append(Event("exhausted", seat=self.turn, why=why,
                                     lost=[CODES[k] for k in lost]))
        self._finish(leaders, why)

    def _win(self, seat: int, how: str) -> None:
        unresolved = list(self.m_kind)
        self.discard.extend(unresolved)
        self._clear_mountain()
        if self.record_events:
            self.events.append(Event("won", seat=seat, how=how, flock=self.flock[seat],
                                     unresolved=[CODES[k] for k in unresolved]))
        self.last_turn = {"seat": seat, "how": "won", "flock": self.flock[seat]}
        self._finish([seat], how)

    def _finish(self, winners: list[int], reason: str) -> None:
        self.phase = OVER
        self.winner_seats = winners
        self.end_reason = reason
        if self.record_events:
            n = self.game.players
            self.events.append(Event(
                "hand_scored", hand=1, turns=self.turns, reason=reason, winners=list(winners),
                flocks=list(self.flock), scores=list(self.flock), deltas=[0] * n,
            ))
            self.events.append(Event("match_over", winners=list(winners), scores=list(self.flock)))

    # --- odds, rewards and the rollout policy -------------------------------------------------
    def next_draw_counts(self) -> tuple[int, ...]:
        """The cards the next draw comes from, by kind: the pile, or the discards it is
        refilled from when empty (public knowledge: only the pile's order is hidden)."""
        if self.draw or not self.game.reshuffle:
            return tuple(self.left)
        counts = [0] * 10
        for kind in self.discard:
            counts[kind] += 1
        return tuple(counts)

    def odds(self) -> DrawOdds:
        """The active player's odds for the next draw (the learners' read-out)."""
        me = self.turn
        return draw_odds(self.next_draw_counts(), self.flock[me], self.m_value, self.dogs,
                         self.game.target)

    def hand_success(self, seat: int) -> bool | None:
        if self.phase != OVER:
            return None
        return seat in self.winner_seats

    def hand_reward(self, seat: int) -> float:
        """1 for a win (shared wins split), 0 for a loss; a game cut short by the rollout's
        horizon is valued by how close each flock is to the target."""
        if self.phase == OVER:
            winners = self.winner_seats
            return 1.0 / len(winners) if seat in winners else 0.0
        target = self.game.target
        weights = [math.exp(4.0 * min(f, target) / target) for f in self.flock]
        return weights[seat] / sum(weights)

    def rollout(self, rng: random.Random, horizon: int | None = None) -> None:
        """Play on with a cheap sensible policy: push while the odds pay, bells on the
        biggest sheep, eagles and storms at the leader.  A search's world stops at its
        horizon (the end of the turn being decided, ``ROLLOUT_TURNS``), where
        ``hand_reward`` values the flocks; any other state plays to the end of the game,
        or for ``horizon`` more turns."""
        if horizon is not None:
            limit = self.rollout_turns + horizon
        else:
            limit = self.horizon if self.horizon is not None else MAX_TURNS + 1
        self._policy().playout(self, rng, limit)

    # --- what a seat sees -------------------------------------------------------------------
    def mountain(self) -> list[RowCard]:
        """The mountain's cards in the order drawn, with their draw numbers; a bell and its
        sheep each name the other's draw number (``attached_to``)."""
        return [RowCard(card=CODES[kind], number=number, attached_to=link or None)
                for kind, number, link in zip(self.m_kind, self.m_num, self.m_link, strict=True)]

    def view(self, seat: int) -> PressYourLuckView:
        """What ``seat`` sees, in the press-your-luck shape; Latxa's own fields in
        ``extra``.  Everything is public but the order of the draw pile."""
        current = self.current_player
        n = self.game.players
        over = self.phase == OVER
        odds = None if over else self.odds()
        last = self.last_turn
        return PressYourLuckView(
            game="latxa",
            players=n,
            seat=seat,
            phase=PHASE_NAMES[self.phase],
            hand_number=1,
            hands_scheduled=1,
            dealer=self.first,
            hand=[],
            hand_counts=[0] * n,
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.flock),
            history=[{"hand": 1, "turns": self.turns, "reason": self.end_reason,
                      "winners": list(self.winner_seats), "scores": list(self.flock)}]
            if over else [],
            is_over=over,
            winners=self.winners,
            target=self.game.target,
            turn_number=self.turns,
            draw_count=len(self.draw),
            draw_pile={CODES[k]: left for k, left in enumerate(self.left)},
            discard=[CODES[k] for k in self.discard],
            mountain=self.mountain(),
            mountain_value=self.m_value,
            drawn=self.drawn,
            areas=[[CODES[k] for k in SHEEP for _ in range(self.sheep[s][k])]
                   + [CODES[FOLD]] * self.folds[s] for s in range(n)],
            banked=list(self.flock),
            odds=None if odds is None else DrawOddsView(
                cards=odds.cards,
                lose=odds.wolf_unstopped + odds.bust,
                win=odds.exact if self.game.exact_on_draw else 0.0,
                chances={"wolf": odds.wolf, "wolf_unstopped": odds.wolf_unstopped,
                         "bust": odds.bust, "exact": odds.exact},
            ),
            last_turn=None if last is None else LastTurn(seat=last["seat"], how=last["how"],
                                                         total=last["flock"]),
            extra={
                "pending_bells": self.pending_bells,
                "folds": list(self.folds),
                "fold_wear": list(self.wear),
                "end_reason": self.end_reason,
            },
        )

    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """The pack in play (the TOKI 60, or the house deck) and where each card is: the
        draw pile (top last), the mountain, the discards, and each seat's banked sheep and
        folds."""
        places = {
            "pile": [CODES[k] for k in self.draw],
            "mountain": [CODES[k] for k in self.m_kind],
            "discard": [CODES[k] for k in self.discard],
        }
        for s in range(self.game.players):
            places[f"flock:{s}"] = [CODES[k] for k in SHEEP for _ in range(self.sheep[s][k])]
            places[f"folds:{s}"] = [CODES[FOLD]] * self.folds[s]
        return self.game.deck, places

    # --- copies, knowledge and sampled worlds ----------------------------------------------------
    def _copy(self, rng: random.Random, events: list[Event]) -> LatxaState:
        other = self._copy_base(rng, events)
        other.log = list(self.log)  # also with no events (a world clears it itself)
        other.draw = list(self.draw)
        other.left = list(self.left)
        other.discard = list(self.discard)
        other.sheep = [list(s) for s in self.sheep]
        other.flock = list(self.flock)
        other.folds = list(self.folds)
        other.wear = list(self.wear)
        other.m_kind = list(self.m_kind)
        other.m_num = list(self.m_num)
        other.m_link = list(self.m_link)
        other.m_value = self.m_value
        other.dogs = self.dogs
        other.pending_bells = self.pending_bells
        other.drawn = self.drawn
        other.phase = self.phase
        other.turn = self.turn
        other.turns = self.turns
        other.first = self.first
        other.winner_seats = list(self.winner_seats) if self.winner_seats is not None else None
        other.end_reason = self.end_reason
        other.last_turn = dict(self.last_turn) if self.last_turn else None
        other.rollout_turns = self.rollout_turns
        other.horizon = self.horizon
        return other

    def _knowledge(self, seat: int) -> LatxaState:
        """What ``seat`` knows (see ``State._knowledge``): everything is public except the
        pile's order, so the copy keeps the pile's cards (which anybody can count) in
        canonical order; an empty origin, a fresh RNG (the same in every match), the events
        as fresh objects, nothing shared with this state."""
        # a fresh RNG, the same for every match: the copy can't predict the reshuffles
        known = self._copy(random.Random(0), self._known_events(seat))
        known.draw = sorted(self.draw, reverse=True)
        known.origin = {}  # with the seed or the stacked deck, replay would rebuild the pile
        known.record_events = True
        known.rollout_turns = 0
        known.horizon = None
        return known

    def _sample_from_knowledge(
        self, seat: int, rng: random.Random, record_events: bool = True
    ) -> LatxaState:
        world = self._copy(rng, list(self.events) if record_events else [])
        world.record_events = record_events
        if not record_events:
            world.log = []
        pile = sorted(self.draw)  # canonical order, then shuffled by the caller's rng
        rng.shuffle(pile)
        world.draw = pile
        world.rollout_turns = 0
        world.horizon = None if record_events else ROLLOUT_TURNS
        return world

    # --- a restored state ---------------------------------------------------------------------
    def check_invariants(self) -> None:
        """A restored state is one play could reach: seats and phase in range, every card
        of the pack exactly once (pile, mountain, discards, flocks, folds), each flock the
        sum of its sheep, the mountain's bells and sheep linked in pairs, and the flocks the
        sum of the announced changes (``deltas``)."""
        super().check_invariants()
        game = self.game
        n = game.players

        whole = whole_number
        per_seat = partial(number_per_seat, n)

        def cards(values: Any, what: str) -> list[int]:
            if not isinstance(values, list):
                raise ValueError(f"{what} must be a list of cards")
            return [whole(v, f"a card of {what}", 0, len(CODES) - 1) for v in values]


        size = len(game.pack)
        whole(self.phase, "the phase", START, OVER)
        whole(self.turn, "the player to draw", 0, n - 1)
        whole(self.first, "the first player", 0, n - 1)
        whole(self.turns, "the turn number", 1, MAX_TURNS)
        draw, discard, kinds = (cards(self.draw, "the draw pile"),
                                cards(self.discard, "the discards"),
                                cards(self.m_kind, "the mountain"))
        if not isinstance(self.sheep, list) or len(self.sheep) != n or not all(
                isinstance(owned, list) and len(owned) == 4 for owned in self.sheep):
            raise ValueError(f"the flocks must count four kinds of sheep for each of {n} seats")
        for owned in self.sheep:
            for count in owned:
                whole(count, "a count of banked sheep", 0, size)
        per_seat(self.flock, "the flocks", 0, 10**6)
        folds = per_seat(self.folds, "the folds", 0, size)
        wear = per_seat(self.wear, "the folds' wear", 0, max(0, game.fold_uses - 1))
        # every card of the pack exactly once
        counts = [0] * len(CODES)
        for kind in draw + discard + kinds:
            counts[kind] += 1
        for s in range(n):
            for k in SHEEP:
                counts[k] += self.sheep[s][k]
            counts[FOLD] += folds[s]
            if self.flock[s] != sum(VALUE[k] * self.sheep[s][k] for k in SHEEP):
                raise ValueError(f"seat {s + 1}'s flock is not the sum of its sheep")
            if wear[s] and not folds[s]:
                raise ValueError(f"seat {s + 1}'s fold is worn but it has none")
            if self.flock[s] > game.target and not game.overflow_keeps:
                raise ValueError(f"seat {s + 1}'s flock is over the target of {game.target}")
        if tuple(counts) != game.counts:
            problem = game.deck.conservation_problem(
                [CODES[k] for k, c in enumerate(counts) for _ in range(c)])
            raise ValueError(f"the cards in play are not the pack ({problem})")
        if list(self.left) != [draw.count(k) for k in range(len(CODES))]:
            raise ValueError("the count of the draw pile does not match its cards")
        # the mountain
        numbers, links = self.m_num, self.m_link
        if not (isinstance(numbers, list) and isinstance(links, list)
                and len(numbers) == len(links) == len(kinds)):
            raise ValueError("the mountain's draw numbers and bells must match its cards")
        drawn = whole(self.drawn, "the cards drawn this turn", 0, 10**6)
        for number in numbers:
            whole(number, "a draw number", 1, max(1, drawn))
        if any(a >= b for a, b in zip(numbers, numbers[1:], strict=False)):
            raise ValueError("the mountain's cards must be in the order drawn")
        by_number = dict(zip(numbers, range(len(kinds)), strict=True))
        for i, (kind, link) in enumerate(zip(kinds, links, strict=True)):
            whole(link, "a bell's link", 0, 10**6)
            if not link:
                continue
            other = by_number.get(link)
            if other is None or links[other] != numbers[i] or \
                    sorted((kind, kinds[other])) not in ([k, BELL] for k in SHEEP):
                raise ValueError("a bell on the mountain and its sheep must name each other")
        if self.m_value != sum(VALUE[k] for k in kinds):
            raise ValueError("the mountain's sheep do not add up")
        if self.dogs != kinds.count(DOG):
            raise ValueError("the count of dogs on the mountain does not match its cards")
        waiting = sum(1 for k, link in zip(kinds, links, strict=True) if k == BELL and not link)
        if self.phase == BELL_CHOICE:
            waiting -= 1  # the bell just drawn waits for the player's choice, not for a sheep
        if self.pending_bells != waiting:
            raise ValueError("the bells waiting for a sheep do not match the mountain")
        if self.phase == START and (kinds or drawn):
            raise ValueError("a turn that has not started has nothing on the mountain")
        if self.phase == EFFECTS and (not kinds or not set(kinds) <= {EAGLE, STORM}):
            raise ValueError("after a stop only eagles and storms wait on the mountain")
        if self.phase == BELL_CHOICE and (not kinds or kinds[-1] != BELL or links[-1]
                                          or len(self._free_sheep()) < 2):
            raise ValueError("a bell waits for a choice only between two free sheep or more")
        # the end
        if (self.phase == OVER) != (self.winner_seats is not None):
            raise ValueError("a finished game needs winners, and only a finished one")
        if self.winner_seats is not None:
            if not isinstance(self.winner_seats, list) or not self.winner_seats:
                raise ValueError("the winners must list seats")
            for w in self.winner_seats:
                whole(w, "a winner", 0, n - 1)
        if self.phase == OVER and kinds:
            raise ValueError("a finished game has nothing left on the mountain")
        if self.phase != OVER and not game.overflow_keeps and game.target in self.flock:
            raise ValueError(f"a flock of exactly {game.target} has won: the game must be over")
        # the flocks are what the events announced
        if not isinstance(self.events, list) or not all(
                isinstance(e, dict) and isinstance(e.get("type"), str) for e in self.events):
            raise ValueError("the events are not a list of events")
        if self.record_events:
            totals = [0] * n
            for event in self.events:
                deltas = event.get("deltas")
                if deltas is None:
                    continue
                if not isinstance(deltas, list) or len(deltas) != n:
                    raise ValueError("an event's changes to the flocks are not one per seat")
                for s, delta in enumerate(deltas):
                    totals[s] += whole(delta, "a change to a flock", -10**6, 10**6)
            if totals != self.flock:
                raise ValueError("the flocks do not match the changes the events announced")

    # --- saving -------------------------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        return {
            "rng": rng_state(self.rng),
            "draw": [CODES[k] for k in reversed(self.draw)],
            "discard": [CODES[k] for k in self.discard],
            "sheep": [list(s) for s in self.sheep], "folds": self.folds, "wear": self.wear,
            "mountain": [[CODES[k], n, link] for k, n, link in
                         zip(self.m_kind, self.m_num, self.m_link, strict=True)],
            "pending_bells": self.pending_bells, "drawn": self.drawn,
            "phase": PHASE_NAMES[self.phase], "turn": self.turn, "turns": self.turns,
            "first": self.first, "winners": self.winner_seats, "end_reason": self.end_reason,
            "last_turn": self.last_turn,
            "origin": self.origin,
            "log": self.action_log,
        }

    def _restore(self, data: dict[str, Any]) -> None:
        self.rng = rng_from_state(data["rng"])
        self.draw = [KIND[c] for c in reversed(data["draw"])]
        self.left = [0] * 10
        for kind in self.draw:
            self.left[kind] += 1
        self.discard = [KIND[c] for c in data["discard"]]
        self.sheep = [list(s) for s in data["sheep"]]
        self.flock = [sum(VALUE[k] * s[k] for k in SHEEP) for s in self.sheep]
        self.folds = list(data["folds"])
        self.wear = list(data["wear"])
        self.m_kind = [KIND[c] for c, _, _ in data["mountain"]]
        self.m_num = [n for _, n, _ in data["mountain"]]
        self.m_link = [link for _, _, link in data["mountain"]]
        self.m_value = sum(VALUE[k] for k in self.m_kind)
        self.dogs = self.m_kind.count(DOG)
        self.pending_bells = data["pending_bells"]
        self.drawn = data["drawn"]
        self.phase = PHASE_NAMES.index(data["phase"])
        self.turn = data["turn"]
        self.turns = data["turns"]
        self.first = data["first"]
        self.winner_seats = data["winners"]
        self.end_reason = data["end_reason"]
        self.last_turn = data["last_turn"]
        self.rollout_turns = 0
        self.horizon = None
        self.origin = data["origin"]
        self.log = self._log_from_text(data["log"])


# --- the rollout policy (also the heuristic's core) -------------------------------------------

def flock_value(flock: int, target: int) -> float:
    """How good a banked flock is, as a rough chance of winning: (flock / target)^2, and
    1 for exactly the target (a flock above it can't win until it loses sheep)."""
    if flock > target:
        return 0.0
    share = flock / target
    return share * share


#: what an eagle, a storm and a fold waiting on the mountain add to a stop, in the units
#: of ``flock_value``
EXTRA_VALUE = {EAGLE: 0.05, STORM: 0.05, FOLD: 0.02}


def draw_value(state: LatxaState, counts: Sequence[int]) -> float:
    """Drawing once more and then stopping, against stopping now, in ``flock_value`` units.

    A sheep that fits adds its value, exactly the target wins, a wolf no dog stops leaves
    only the belled sheep, a bust leaves the flock as it was; any other card leaves things
    as they are.  What a stop is worth is discounted by the threat of an opponent close to
    the target (a win now can't be taken away)."""
    cards = sum(counts)
    if cards == 0:
        return -1.0
    game = state.game
    me = state.turn
    target = game.target
    flock = state.flock[me]
    stake = state.m_value
    kinds = state.m_kind
    extras = 0.0
    if len(kinds) > 1 or stake == 0:
        for kind in kinds:
            extras += EXTRA_VALUE.get(kind, 0.0)
    now = flock_value(flock + stake, target) + extras
    threat = 0.0
    for q, f in enumerate(state.flock):
        if q != me and f <= target:
            threat = max(threat, f / target)
    keep = 1.0 - 0.35 * threat * threat * threat
    total = 0.0
    exact = 0
    for k in SHEEP:
        n = counts[k]
        if not n:
            continue
        after = flock + stake + VALUE[k]
        if after < target or (after == target and not game.exact_on_draw):
            total += n * (flock_value(after, target) + extras)
        elif after == target:
            exact += n
        else:
            total += n * flock_value(flock, target)
    if state.dogs:
        total += counts[WOLF] * now
    else:
        belled = 0
        if stake:
            links = state.m_link
            belled = sum(VALUE[kinds[i]] for i in range(len(kinds)) if kinds[i] < 4 and links[i])
        total += counts[WOLF] * flock_value(flock + belled, target)
    total += (cards - counts[WOLF] - sum(counts[k] for k in SHEEP)) * now
    return (exact + keep * total) / cards - keep * now


#: never draw more than this many cards in one turn when stopping is allowed: only a
#: house deck made of dogs and wolves could get there, and there is nothing to gain
MAX_DRAWS = 60


def wants_to_draw(state: LatxaState, jitter: float = 0.0) -> bool:
    """Carry on (True) or stop and bank (False), at a DECISION (spec §10).

    Draw while ``draw_value`` is positive (``jitter`` blurs it for playouts); with a small
    gap to the target (4 or less) also insist that the exact card is common (10% or more)
    and that busting sheep and unstopped wolves are not too many (half or less)."""
    game = state.game
    me = state.turn
    target = game.target
    flock = state.flock[me]
    stake = state.m_value
    gap = target - flock - stake
    if gap <= 0 or state.drawn >= MAX_DRAWS:
        return False  # banking wins (or nothing can be gained)
    counts = state.next_draw_counts()
    cards = sum(counts)
    if cards == 0:
        return False  # drawing would end the game with this mountain lost
    if stake == 0 and not any(k in state.m_kind for k in (EAGLE, STORM, FOLD)):
        return True  # nothing on the mountain to lose
    if gap <= 4:
        odds = draw_odds(counts, flock, stake, state.dogs, target)
        risk = odds.bust + (0.0 if state.dogs else counts[WOLF] / cards)
        if odds.exact < 0.1 or risk > 0.5:
            return False
    return draw_value(state, counts) + jitter > 0


def rollout_choice(state: LatxaState, rng: random.Random) -> int:
    """A quick, sensible move for the search's playouts (a little noise keeps them varied)."""
    phase = state.phase
    if phase == START:
        return DRAW_ID
    if phase == DECIDE:
        return DRAW_ID if wants_to_draw(state, (rng.random() - 0.5) * 0.04) else STOP_ID
    if phase == BELL_CHOICE:
        free = state._free_sheep()
        best = max(free, key=lambda i: state.m_kind[i])
        return BELL_BASE + state.m_num[best]
    return effect_choice(state)


def effect_choice(state: LatxaState) -> int:
    """Aim the turn's eagles and storms (§10): an eagle that makes exactly the target
    first; a storm at the largest unprotected flock; an eagle at the leader's best card
    that fits; the eagle spent on a fold when a storm is waiting for the same player."""
    game = state.game
    me = state.turn
    n = game.players
    target = game.target
    kinds = state.m_kind
    has_eagle = EAGLE in kinds
    has_storm = STORM in kinds
    others = [q for q in range(n) if q != me]
    flock, folds, sheep = state.flock, state.folds, state.sheep
    breakable = game.fold_uses != 0
    mine = flock[me]
    if has_eagle and game.thief_chooses:
        need = target - mine
        for q in sorted(others, key=lambda q: -flock[q]):
            if not folds[q] and 1 <= need <= 7 and need % 2 == 1 and sheep[q][need // 2]:
                return EAGLE_SHEEP_BASE + 4 * q + need // 2
    leader = max(others, key=lambda q: (flock[q], -((q - me) % n)))
    open_ = [q for q in others if not folds[q]]
    if has_storm:
        if (has_eagle and folds[leader] and breakable and flock[leader] > 0
                and folds[leader] == 1 and game.fold_uses - state.wear[leader] == 1):
            return _eagle_at(state, leader)  # break the fold, the storm follows
        victims = [q for q in open_ if flock[q] > 0]
        if victims:
            return STORM_BASE + max(victims, key=lambda q: (flock[q], -((q - me) % n)))
        if breakable and folds[leader]:
            return STORM_BASE + leader
        return STORM_BASE + (open_[0] if open_ else leader)
    victims = [q for q in open_ if flock[q] > 0]
    if victims:
        return _eagle_at(state, max(victims, key=lambda q: (flock[q], -((q - me) % n))))
    if breakable and any(folds[q] for q in others):
        return _eagle_at(state, max((q for q in others if folds[q]), key=lambda q: flock[q]))
    return _eagle_at(state, leader)


def _eagle_at(state: LatxaState, q: int) -> int:
    """The eagle aimed at ``q``: the best card that fits the thief's flock, else the
    biggest (it is lost to ``q`` all the same)."""
    game = state.game
    if state.folds[q] or not state.flock_cards(q) or not game.thief_chooses:
        return EAGLE_BASE + q
    room = game.target - state.flock[state.turn]
    owned = state.sheep[q]
    fits = [k for k in SHEEP if owned[k] and VALUE[k] <= room]
    kind = max(fits) if fits else max(k for k in SHEEP if owned[k])
    return EAGLE_SHEEP_BASE + 4 * q + kind


LatxaGame.state_class = LatxaState
GAME = LatxaGame
