"""A toy game with out-of-turn claims, built on ``cardgames/core/claims.py`` for its tests.

It is not a registered game (it lives in the tests, and no discovery finds it): just
enough rules to drive the one claim window through the engine contract, its saves, its
knowledge copies, its sampled worlds and the search.

Rules.  A pack of four values, ``1``..``4``, six copies each; every seat holds 3 cards.
On its turn a seat draws the top card, face up, and a *draw window* opens on it: the
owner is asked first (``zhimo`` if it holds two like it, ``own`` to keep it, ``pass``),
then every other seat in turn (``hu`` with two like it, ``pong`` with one, ``chi`` for the
seat right after the owner holding a neighbouring value, ``pass``).  Ranks, strongest
first, as in si se pai: zhimo > hu > pong > own > chi.  A ``zhimo``/``hu`` wins the hand
(and the match: it is one hand); a ``pong``/``own``/``chi`` takes the card, and the taker
discards one, which opens a *discard window* (its owner takes no part).  A card nobody
takes is dead and the seat after its owner draws.  An empty stock ends the hand drawn.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from cardgames.core import claims, fields
from cardgames.core.actions import Action
from cardgames.core.cards import Deck, multiset_problem
from cardgames.core.dealing import deal_constrained
from cardgames.core.events import Event, hands_seen_by
from cardgames.core.game import Game, MatchState, detached
from cardgames.core.info import DRAW_DISCARD, GameInfo
from cardgames.core.views import ClaimsView

VALUES = ("1", "2", "3", "4")
DECK = Deck.with_copies("toy", [(v, 6) for v in VALUES])
HAND = 3
#: the claim words, strongest first (lower rank wins)
RANK = {"zhimo": 1, "hu": 2, "pong": 3, "own": 4, "chi": 5}
ANSWER_TEXTS = ("pass", "zhimo", "hu", "pong", "own", "chi")
ANSWERS = frozenset(range(len(ANSWER_TEXTS)))
#: the placeholder of another seat's answer in a knowledge copy's log (never legal)
DECLARED = len(ANSWER_TEXTS)
DISCARD = DECLARED + 1
ACTIONS = {i: Action(t) for i, t in enumerate(ANSWER_TEXTS)}
ACTIONS[DECLARED] = Action("declared")
ACTIONS.update({DISCARD + i: Action("discard", (v,)) for i, v in enumerate(VALUES)})
IDS = {str(a): i for i, a in ACTIONS.items()}

WINDOW, DISCARDING, OVER = 0, 1, 2
PHASES = ("window", "discard", "over")


def legal_answers(state: Any, seat: int) -> list[str]:
    """``seat``'s legal answers on the open window, from its hand in ``state`` (a real
    state or a sampled world), strongest first."""
    window = state.window
    card, owner, n = window.card, window.owner, state.game.players
    held = state.hands[seat].count(card)
    if window.source == "draw" and seat == owner:
        return (["zhimo"] if held >= 2 else []) + ["own", "pass"]
    out = (["hu"] if held >= 2 else []) + (["pong"] if held >= 1 else [])
    value = int(card)
    if seat == (owner + 1) % n and any(str(value + d) in state.hands[seat] for d in (-1, 1)):
        out.append("chi")
    return out + ["pass"]


class ToyGame(Game):
    info = GameInfo(id="toy_claims", title="Toy claims", tagline="A test game.",
                    family=DRAW_DISCARD, deck_family="toy", player_counts=(2, 3, 4, 5))

    def __init__(self, players: int = 3) -> None:
        super().__init__({"players": players}, schema=None)
        self._register_actions(dict(ACTIONS))

    def new_state(self, seed=None, deck=None, decks=None, dealer=None) -> ToyState:
        stacked, origin, rng = self._match_start(seed, deck, decks, dealer)
        dealer = self._first_seat(rng, dealer)
        return self._begin(origin, rng, stacked, dealer)


_CARD = fields.Code(DECK.codes, none=True)


def _known_log(state: ToyState, seat: int, log: list[int]) -> list[int]:
    return claims.known_log(log, state.mover_log, seat, ANSWERS.__contains__, DECLARED)


FIELDS = (
    *fields.HEAD,
    fields.stacked_field(DECK.codes),
    fields.Field("phase", fields.Phase(PHASES)),
    fields.Field("current", fields.SEAT),
    fields.Field("dealer", fields.SEAT),
    fields.Field("hands", fields.per_seat(fields.ListOf(_CARD, longest=HAND + 1)), copy="nested",
                 hide=lambda s, seat, v: [list(h) if i == seat else [None] * len(h)
                                          for i, h in enumerate(v)]),
    fields.Field("stock", fields.ListOf(_CARD, longest=len(DECK.codes)), copy="list",
                 hide=lambda s, seat, v: [None] * len(v)),
    fields.Field("dead", fields.ListOf(fields.Code(DECK.codes), longest=len(DECK.codes)),
                 copy="list"),
    fields.Field("dead_by", fields.ListOf(fields.SEAT, longest=len(DECK.codes)), copy="list"),
    fields.Field("window", fields.Maybe(claims.WindowKind(DECK.codes)), hide=claims.hide),
    fields.Field("last_claim", fields.Data(), copy="deep"),
    fields.Field("points", fields.per_seat(fields.Int(-100, 100)), copy="list"),
    # who made each action of the log (``State.movers``)
    fields.Field("mover_log", fields.ListOf(fields.SEAT, longest=10**6),
                 copy="list({v}) if events else []"),
    fields.HISTORY, fields.WINNER_SEATS, fields.SEARCH_WORLD, fields.origin_field(DECK.codes),
    fields.LOG.but(hide=_known_log),
)


class ToyState(MatchState):
    FIELDS = FIELDS
    __slots__ = fields.slots(FIELDS)
    OVER = OVER
    hidden_moves = True

    def _start(self, game: ToyGame, rng: random.Random, stacked: list, dealer: int) -> None:
        self._open_match(game, rng, stacked)
        n = game.players
        if stacked:
            cards = list(stacked.pop(0))
        else:
            cards = list(DECK.codes)
            rng.shuffle(cards)
        self.dealer = dealer
        self.hands = [sorted(cards[s * HAND:(s + 1) * HAND]) for s in range(n)]
        self.stock = cards[n * HAND:]
        self.dead, self.dead_by = [], []
        self.window = None
        self.last_claim = None
        self.points = [0] * n
        self.mover_log = []
        self.events.append(Event("dealt", hand=1, dealer=dealer,
                                 hands=[list(h) for h in self.hands]))
        self._turn(dealer)

    # --- play ---------------------------------------------------------------------------------
    def _open(self, window: claims.Window) -> None:
        self.window = window
        self.phase = WINDOW
        self.current = claims.next_to_answer(window)
        if self.record_events:
            self.events.append(claims.opened_event(window))

    def _turn(self, seat: int) -> None:
        if not self.stock:
            self._finish(None)
            return
        card = self.stock.pop(0)
        if self.record_events:
            self.events.append(Event("drew", seat=seat, card=card))
        self._open(claims.open_window(card, "draw", seat, players=self.game.players))

    def _finish(self, winner: int | None) -> None:
        n = self.game.players
        deltas = [0] * n
        if winner is not None:
            deltas = [n - 1 if s == winner else -1 for s in range(n)]
        self.points = [p + d for p, d in zip(self.points, deltas, strict=True)]
        self.window = None
        self._file_hand({"hand": 1, "winner": winner, "deltas": deltas,
                         "scores": list(self.points)})
        self._end_match(self.points, "finished")

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    def claim_answers(self, seat: int) -> list[str]:
        """What ``seat`` may answer on the open window (a claims game's convention)."""
        return legal_answers(self, seat)

    def legal_ids(self) -> list[int]:
        if self.phase == WINDOW:
            return [IDS[a] for a in legal_answers(self, self.current)]
        if self.phase == DISCARDING:
            return [DISCARD + VALUES.index(v) for v in dict.fromkeys(self.hands[self.current])]
        return []

    def apply_id(self, action_id: int) -> None:
        seat = self.current
        if self.record_events:
            self.log.append(action_id)
            self.mover_log.append(seat)
        if self.phase == DISCARDING:
            card = VALUES[action_id - DISCARD]
            self.hands[seat].remove(card)
            if self.record_events:
                self.events.append(Event("discarded", seat=seat, card=card))
            self._open(claims.open_window(card, "discard", seat, players=self.game.players))
            return
        window = claims.declare(self.window, seat, ANSWER_TEXTS[action_id],
                                legal_answers(self, seat))
        self.window = window
        if self.record_events:
            self.events.append(claims.declared_event(window, seat))
        if not claims.is_complete(window):
            self.current = claims.next_to_answer(window)
            return
        result = claims.resolve(window, RANK)
        self.last_claim = dict(result)
        self.window = None
        if self.record_events:
            self.events.append(claims.closed_event(window, result))
        taker, word = result["seat"], result["claim"]
        if taker is None:
            self.dead.append(window.card)
            self.dead_by.append(window.owner)
            self._turn((window.owner + 1) % self.game.players)
            return
        self.hands[taker] = sorted(self.hands[taker] + [window.card])
        if word in ("zhimo", "hu"):
            self._finish(taker)
            return
        self.phase = DISCARDING
        self.current = taker

    def _refusal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return "The match is over."
        text = str(action)
        if self.phase == WINDOW:
            if text not in ANSWER_TEXTS:
                return f"Declare on {self.window.card} first."
            return claims.refusal(self.window, self.current, text,
                                  legal_answers(self, self.current))
        if action.verb != "discard" or action.arg not in self.hands[self.current]:
            return "Discard a card of your hand."
        return None

    # --- what a seat sees ---------------------------------------------------------------------
    def view(self, seat: int) -> ClaimsView:
        n = self.game.players
        current = self.current_player
        window = self.window
        return ClaimsView(
            game=self.game.id, players=n, seat=seat, phase=PHASES[self.phase],
            hand_number=1, hands_scheduled=1, dealer=self.dealer,
            hand=list(self.hands[seat]), hand_counts=[len(h) for h in self.hands],
            current_player=current,
            legal_actions=[str(a) for a in self.legal_actions()] if current == seat else [],
            scores=list(self.points), history=detached(self.history),
            is_over=self.phase == OVER, winners=self.winners, extra={},
            stock=len(self.stock), discards=list(self.dead), discarders=list(self.dead_by),
            live_discard=window.card if window is not None and window.source == "discard"
            else None,
            exposed=[[] for _ in range(n)],
            drawn=window.card if window is not None and window.source == "draw" else None,
            window=None if window is None else claims.view_of(window, seat),
            last_claim=None if self.last_claim is None else dict(self.last_claim),
        )

    def _redact(self, event: Event, seat: int) -> Event:
        if event["type"] == "dealt":
            return hands_seen_by(event, seat)
        return claims.redact(event, seat)

    def movers(self) -> list[int] | None:
        return list(self.mover_log)

    def public_id(self, action_id: int) -> int:
        return DECLARED if action_id in ANSWERS else action_id

    def _knowledge(self, seat: int) -> ToyState:
        return self._known_copy(self._known_events(seat), seat)

    def _sample_from_knowledge(self, seat: int, rng: random.Random,
                               record_events: bool = True) -> ToyState:
        world = self._world_copy(rng, record_events)
        seen = Counter(self.hands[seat]) + Counter(self.dead)
        if self.window is not None:
            seen[self.window.card] += 1
        pool = sorted((DECK.multiset() - seen).elements())
        others = [s for s in range(self.game.players) if s != seat]
        sizes = [len(self.hands[s]) for s in others] + [len(self.stock)]
        dealt = deal_constrained(pool, sizes, [None] * len(sizes), rng)
        for s, cards in zip(others, dealt, strict=False):
            world.hands[s] = sorted(cards)
        world.stock = list(dealt[-1])
        rng.shuffle(world.stock)
        if self.window is not None:
            world.window = claims.redecide(
                self.window, seat, world,
                lambda s, w: rng.choice(legal_answers(w, s)), lambda s, w: legal_answers(w, s))
        return world

    def hand_reward(self, seat: int) -> float:
        winner = self.history[-1]["winner"] if self.history else None
        return 0.5 if winner is None else float(winner == seat)

    def card_places(self):
        places = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["stock"] = list(self.stock)
        places["dead"] = list(self.dead)
        places["window"] = [] if self.window is None else [self.window.card]
        return DECK, places

    def check_invariants(self) -> None:
        super().check_invariants()
        deck, places = self.card_places()
        problem = multiset_problem(deck.multiset(),
                                   Counter(c for cards in places.values() for c in cards))
        if problem is not None:
            raise ValueError(f"the cards are not one pack: {problem}")
        if (self.phase == WINDOW) != (self.window is not None):
            raise ValueError("a window is open exactly in the window phase")
        if self.window is not None and claims.next_to_answer(self.window) != self.current:
            raise ValueError("the seat to act must be the next to answer")


ToyGame.state_class = ToyState


def stacked(hands: list[list[str]], stock: list[str]) -> list[str]:
    """A stacked deck: the hands in seat order, then the stock from the top; the rest of
    the pack after them."""
    chosen = [c for h in hands for c in h] + list(stock)
    rest = DECK.multiset() - Counter(chosen)
    return chosen + sorted(rest.elements())
