"""The engine contract every game implements (``docs/architecture.md``, "The contract").

A ``Game`` is a rule set with its options fixed; a ``State`` is one match in progress.
Inside, a state speaks in small ints (``action ids``) so search and playouts stay
cheap; outside, it speaks in ``Action`` values and card codes.  A concrete game
supplies the ``_``-prefixed hooks; everything a caller uses is defined here once.
"""

from __future__ import annotations

import copy
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from .actions import Action, IllegalAction, quoted
from .cards import Deck
from .events import Event
from .info import GameInfo
from .options import RuleSchema
from .settlement import HandResult, Outcome, OutcomeReason

SAVE_FORMAT = 1
#: the lines of the score sheet (``view["history"]``, a game's ``history``) an observation
#: keeps: the last hand's; the totals are in the scores.  With the current hand's events
#: and actions, that keeps what crosses to the AI the same size however long the match
KNOWN_HANDS = 1
#: the version of ``Observation.to_json`` text (what crosses to the AI worker)
OBSERVATION_FORMAT = 1


class Game:
    """A game with its options resolved.

    Subclasses declare ``info`` (a :class:`GameInfo`) and ``state_class``; ``id``,
    ``title``, ``deck_family``, ``verbs`` and ``success_phrase`` are read from ``info``.
    """

    info: ClassVar[GameInfo]
    id: ClassVar[str]
    title: ClassVar[str]
    deck_family: ClassVar[str]
    state_class: ClassVar[type[State]]
    verbs: ClassVar[Mapping[str, str]]
    success_phrase: ClassVar[str]
    #: the rule options under which the game's cards go through the core's claim window
    #: (``core/claims.py``) when that is an option ({} when it always does; None: never,
    #: or the view's ``window`` says so): ``tests/contract/test_claim_windows.py`` plays
    #: the game with them
    claim_rules: ClassVar[Mapping[str, Any] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if info is not None:
            cls.id = info.id
            cls.title = info.title
            cls.deck_family = info.deck_family
            cls.verbs = info.verbs
            cls.success_phrase = info.success_phrase

    def __init__(self, options: dict[str, Any], schema: RuleSchema, preset: str | None = None):
        self.options = options
        self.schema = schema
        self.preset = preset
        self.players: int = options["players"]

    def new_state(
        self,
        seed: int | None = None,
        deck: Sequence[str] | None = None,
        decks: Sequence[Sequence[str]] | None = None,
        dealer: int | None = None,
    ) -> State:
        raise TypeError(f"{type(self).__name__} must define new_state")

    # What every game's ``new_state`` does the same way (its own part: the first seat and
    # the stacked decks' check, in the order its RNG draws them).
    def _match_start(
        self,
        seed: int | None,
        deck: Sequence[str] | None,
        decks: Sequence[Sequence[str]] | None,
        dealer: int | None,
    ) -> tuple[list[list[str]], dict[str, Any], random.Random]:
        """The stacked decks (``deck=`` for the first hand or ``decks=``, not both), the
        match's ``origin`` (the arguments as given, a fresh seed when None) and its RNG."""
        if deck is not None and decks is not None:
            raise ValueError("give either deck= (the first hand) or decks= (several hands), not both")
        stacked = [list(deck)] if deck is not None else [list(d) for d in (decks or [])]
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        origin = {"seed": seed, "decks": [list(d) for d in stacked], "dealer": dealer}
        return stacked, origin, random.Random(seed)

    def _first_seat(self, rng: random.Random, seat: int | None, option: int | str = "random",
                    what: str = "dealer") -> int:
        """The seat that starts (deals, banks, plays first): ``seat`` if given, else the
        ``option``'s seat (a ``seat`` option: a number or "random"), else one drawn from
        ``rng``; refused unless it is a seat of this game."""
        if seat is None:
            seat = option if isinstance(option, int) else rng.randrange(self.players)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"{what} must be a seat from 0 to {self.players - 1}")
        return seat

    def _begin(self, origin: dict[str, Any], *start: Any) -> State:
        """A new state of ``state_class`` with this origin and an empty action log, set up by
        its ``_start(game, *start)``."""
        state = self.state_class.__new__(self.state_class)
        state.origin = origin
        state.log = []
        state._start(self, *start)
        return state

    def replay(self, origin: dict[str, Any], actions: Sequence[str], upto: int | None = None) -> State:
        """The match that began at ``origin``, after its first ``upto`` actions (all by default).

        Each action goes through ``apply``, so a history that the rules refuse is refused
        here too, with the engine's reason and the action's number.
        """
        state = self.new_state(seed=origin.get("seed"), decks=origin.get("decks") or None,
                               dealer=origin.get("dealer"))
        for number, action in enumerate(actions[:upto], start=1):
            try:
                state.apply(action)
            except IllegalAction as error:
                raise IllegalAction(f"action {number} ({action}): {error}") from None
        return state

    def load_state(self, text: str) -> State:
        """Rebuild a state from ``State.to_json()`` text (refused clearly if it isn't one)."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as error:
            raise ValueError(f"not a saved {self.title} state: {error}") from None
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise ValueError(f"not a saved {self.title} state")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(
                f"this state was saved in format {data.get('format')!r}; "
                f"this version of the program reads format {SAVE_FORMAT}"
            )
        # rules saved in an older spelling (a pair list as "chinese+sum12") are the same rules
        saved = data.get("options")
        if self.schema is not None:  # (a game made without a schema: the tests' toy games)
            saved = self.schema.normalized(saved)
        if saved != self.options:
            raise ValueError("the saved state was played with other rule options")
        return self._revive(data["state"], data["events"])

    def _revive(self, snapshot: dict[str, Any], events: list[dict[str, Any]]) -> State:
        """A state from its ``_snapshot`` and its event log (saves and observations)."""
        state = self.state_class.__new__(self.state_class)
        state.game = self
        state._restore(snapshot)
        state.events = [Event.from_dict(e) for e in events]
        state.record_events = True
        _add_results(state)
        return state

    # Action ids <-> Action values: a game fills these tables once per Game.
    def action_of(self, action_id: int) -> Action:
        return self._actions[action_id]

    def id_of(self, action: Action) -> int | None:
        return self._ids.get(action)

    def every_action(self) -> list[Action]:
        """Every action the game knows, legal now or not (the contract tests probe with them)."""
        return list(self._actions.values())

    def _register_actions(
        self,
        table: dict[int, Action],
        make_action: Callable[[object], Action | None] | None = None,
        make_id: Callable[[object], int | None] | None = None,
    ) -> None:
        """The game's action table.  A game whose actions can't all be listed (any set of
        cards to discard, a number with no upper bound) lists the usual ones and gives
        ``make_action(id)`` and ``make_id(action)``, which make the others when first asked
        (None: not one)."""
        ids = {action: i for i, action in table.items()}
        self._actions = table if make_action is None else _MadeOnDemand(table, make_action)
        # ids are not kept: any order of a set's cards names it, and a log keeps its text
        self._ids = ids if make_id is None else _MadeOnDemand(ids, make_id, keep=False)


class _MadeOnDemand(dict):
    """A table whose entries beyond the listed ones are made when asked for (and, with
    ``keep``, kept): ``make(key)`` gives the value, or None when the key names nothing."""

    __slots__ = ("make", "keep")

    def __init__(self, table: dict[Any, Any], make: Callable[[object], Any],
                 keep: bool = True) -> None:
        super().__init__(table)
        self.make = make
        self.keep = keep

    def __contains__(self, key: object) -> bool:
        # an action made on demand belongs to the game before the table has made it (a
        # restored action log may name one first)
        return dict.__contains__(self, key) or self.make(key) is not None

    def __missing__(self, key: Any) -> Any:
        value = self.make(key)
        if value is None:
            raise KeyError(key)
        if self.keep:
            self[key] = value
        return value

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default


class State(ABC):
    """One match.  Public members are the contract; the abstract ones are each game's."""

    __slots__ = ()

    game: Game
    events: list[Event]
    record_events: bool
    rng: random.Random
    #: how the match began: {"seed": int, "decks": [[codes]...], "dealer": int | None}, the
    #: arguments of ``new_state``; with ``action_log`` it replays the match exactly.  Only
    #: the live match has one: a knowledge copy (and every world sampled from it) has ``{}``
    origin: dict[str, Any]
    log: list[int]

    # --- what a game implements -------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        ...

    @property
    @abstractmethod
    def is_over(self) -> bool:
        ...

    @property
    @abstractmethod
    def winners(self) -> list[int] | None:
        ...

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        ...

    @property
    @abstractmethod
    def hands_finished(self) -> int:
        """How many hands of the match have been scored (search stops when it grows)."""

    @abstractmethod
    def legal_ids(self) -> list[int]:
        """Action ids legal for the current player (empty once the match is over)."""

    def rollout(self, rng: random.Random) -> None:
        """Play random legal moves to the end of the current hand.

        Games override this with a faster or smarter policy; search uses it for the part
        of each simulated hand below its tree.
        """
        start = self.hands_finished
        while not self.is_over and self.hands_finished == start:
            ids = self.legal_ids()
            self.apply_id(ids[int(rng.random() * len(ids))])

    def policy_id(self, rng: random.Random) -> int:
        """Search hook: the move the game's playout policy makes for the player to act.

        It must read only what that player could know in this world (its own hand, the
        public cards): search asks it for the opponents' moves, each from its own sampled
        hand.  Default: a random legal move (``docs/architecture.md``, "Search hooks").
        """
        ids = self.legal_ids()
        return ids[int(rng.random() * len(ids))]

    def search_ids(self) -> list[int]:
        """Search hook: the moves the search weighs for the searching seat, a non-empty
        subset of ``legal_ids()`` (default: all of them).  A game whose decision has many
        near-equivalent moves (Bourré's discard sets) offers only the sensible ones, so the
        iterations are not spread over moves no good player makes."""
        return self.legal_ids()

    #: does a seat make moves the others don't see (a hidden answer in a claim window)?
    #: Then ``public_id`` says how the others see them
    hidden_moves: ClassVar[bool] = False

    def public_id(self, action_id: int) -> int:
        """Search hook: the current player's move ``action_id`` as the other seats see it
        (default: as it is).  A game with hidden moves (``hidden_moves``: an answer in a
        claim window) gives the id of a placeholder that is never legal ("declared"), the
        one its knowledge copies write in their logs (``core/claims.py: known_log``); the
        search keys another seat's move by it, so worlds differing only in that hidden
        answer share the searcher's tree, and a reused tree walks the observation's log."""
        return action_id

    def movers(self) -> list[int] | None:
        """Who made each action of ``log``, in order (the same length), or None when the
        game doesn't keep it.  A reused search tree is keyed by who moved as well as by
        the move; where the same move of two seats could follow one node (a claim window
        whose hidden answers decide who moves next), the tree is walked only with it."""
        return None

    def world_likelihood(self, seat: int) -> Callable[[State], float] | None:
        """Search hook, on a knowledge copy: how likely a world sampled from it makes the
        public actions of this hand (the bids...), as a function world -> weight in [0, 1]
        (relative: 1 for the likeliest hands).  None (the default): every consistent world
        counts the same."""
        return None

    @abstractmethod
    def apply_id(self, action_id: int) -> None:
        """Apply an action id known to be legal: the fast path for search and playouts."""

    @abstractmethod
    def refusal(self, action: Action | str) -> str | None:
        """Why this action is refused now, in the player's words; None if it is legal."""

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        ...

    @abstractmethod
    def clone(self) -> State:
        ...

    def _redact(self, event: Event, seat: int) -> Event:
        """The event as ``seat`` may see it (default: unchanged)."""
        return event

    @abstractmethod
    def _knowledge(self, seat: int) -> State:
        """A copy holding only what ``seat`` knows, and nothing that could rebuild the rest.

        The AI is fair by construction only if this copy is all it gets, so it must hold:
        no hidden card (other hands keep only their public cards; no stock, no stacked
        decks); an empty ``origin`` (with the seed or the stacked decks, ``Game.replay``
        would rebuild every hidden hand from the public action log); a fresh RNG not derived
        from the match's (its state would predict the deals to come); events as the seat
        saw them (``_known_events``); and no object shared with this state, so nothing done
        to the copy can change the match or its save.  Its ``_snapshot`` must round-trip:
        ``Observation.to_json`` sends it to the AI worker.
        """

    @abstractmethod
    def _sample_from_knowledge(
        self, seat: int, rng: random.Random, record_events: bool = True
    ) -> State:
        """On a knowledge copy: a full world consistent with it (later deals use ``rng``).

        The world's hidden cards and later deals come from ``rng`` alone, and it inherits
        the copy's empty origin: no world carries anything of the real match's seed.
        """

    @abstractmethod
    def _snapshot(self) -> dict[str, Any]:
        ...

    @abstractmethod
    def _restore(self, data: dict[str, Any]) -> None:
        ...

    @abstractmethod
    def hand_reward(self, seat: int) -> float:
        """A value in [0, 1] for ``seat`` of the hand just finished (for search)."""

    @abstractmethod
    def card_places(self) -> tuple[Deck, dict[str, list[str]]]:
        """Where every card of the pack in play is now: the pack, and place -> card codes.

        Places are the game's own ("hand:0", "stock", "played", "upcard", ...); together
        they hold each card of the pack exactly once (copies as often as the pack has
        them), which is how the contract tests check that no card appears or vanishes.
        Only a full state answers (a knowledge copy has hidden cards removed).
        """

    def hand_success(self, seat: int) -> bool | None:
        """Did the hand just finished go well for ``seat``, in the game's own terms (a
        bid made, a pot won)?  Hints quote it; None when the game has no such notion."""
        return None

    def hand_measure(self, seat: int) -> float | None:
        """What the hand just finished changed for ``seat`` in the game's own unit
        (``info.review_unit``): the hand review says what a move cost in it.  Default:
        the seat's score change in the last hand record (its ``deltas``); None when the
        game keeps no such record."""
        history = getattr(self, "history", None)
        if not history or not isinstance(history[-1], dict):
            return None
        deltas = history[-1].get("deltas")
        if not isinstance(deltas, list) or not 0 <= seat < len(deltas):
            return None
        value = deltas[seat]
        return float(value) if isinstance(value, (int, float)) else None

    @property
    def outcome(self) -> Outcome | None:
        """Why the match ended, who won and the final scores; None until it is over (and
        for a search's world, which ends at its horizon with no winners).  The reason is
        the game's ``_outcome_reason()``; a game that says nothing gets ``FINISHED``."""
        winners = self.winners
        if not self.is_over or winners is None:
            return None
        reason, detail = self._outcome_reason()
        return Outcome(reason, tuple(winners), tuple(self.scores), detail)

    def _outcome_reason(self) -> tuple[OutcomeReason, str]:
        """Why the match that is over ended, and the game's own word for it ("" for none)."""
        return OutcomeReason.FINISHED, ""

    def _hand_result(self, record: dict[str, Any]) -> HandResult | None:
        """The settlement of a scored hand from its ``hand_scored`` record (the event's
        fields), or None for a game that gives none.  A game uses the same function when
        it scores a hand and, for a save written before results existed, when it is read."""
        return None

    def check_invariants(self) -> None:
        """Raise ``ValueError`` (a sentence) if this state could not have come from play.

        A state restored from a file is checked before it is offered for Resume.  This
        base checks what every game shares (the player to act, the scores, the action
        log); a game extends it with its own (cards conserved, dealer in range...).
        """
        players = self.players
        seat = self.current_player
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < players):
            raise ValueError(f"the player to act ({seat!r:.20}) is not a seat of {players}")
        scores = self.scores
        if len(scores) != players or any(isinstance(s, bool) or not isinstance(s, int)
                                         or abs(s) > 10**9 for s in scores):
            raise ValueError(f"the scores are not {players} whole numbers")
        known = self.game._actions
        if any(not isinstance(a, int) or a not in known for a in self.log):
            raise ValueError("the action log holds an action this game does not have")

    # --- the contract, defined once -----------------------------------------------------------
    @property
    def players(self) -> int:
        return self.game.players

    def legal_actions(self) -> list[Action]:
        table = self.game._actions
        return [table[i] for i in self.legal_ids()]

    def apply(self, action: Action | str) -> State:
        """Apply a legal action for the current player; refuse anything else unchanged."""
        parsed = Action.parse(action)
        reason = self.refusal(parsed)
        if reason is not None:
            raise IllegalAction(reason)
        action_id = self.legal_id_of(parsed)
        if action_id is None:
            # the game's refusal let through a text that names no legal move ('bid:01'):
            # the engine's own table has the last word, so nothing odd reaches apply_id
            raise IllegalAction(self._not_a_move(parsed))
        self.apply_id(action_id)
        return self

    def legal_id_of(self, action: Action) -> int | None:
        """The id of ``action`` if it is exactly the text of a move legal now, else None.

        Only the canonical text of an action id counts: ``bid:01`` or ``bid:\uff11`` may look
        like ``bid:1`` to a lenient check, but they name no action of the game.
        """
        action_id = self.game._ids.get(action)
        if action_id is None or action_id not in self.legal_ids():
            return None
        return action_id

    def _not_a_move(self, action: Action) -> str:
        """A refusal for a text that names no legal move (games' refusals may end with it)."""
        legal = [str(a) for a in self.legal_actions()]
        if not legal:
            return f"{quoted(action)} is not a move you can make now."
        shown = ", ".join(legal[:8]) + (", ..." if len(legal) > 8 else "")
        return f"{quoted(action)} is not a move you can make now; you can make: {shown}."

    @property
    def action_log(self) -> list[str]:
        """Every action applied since the deal of the first hand, as text, in order."""
        table = self.game._actions
        return [str(table[i]) for i in self.log]

    def is_legal(self, action: Action | str) -> bool:
        try:
            parsed = Action.parse(action)
            return self.refusal(parsed) is None and self.legal_id_of(parsed) is not None
        except IllegalAction:
            return False

    def events_for(self, seat: int, start: int = 0) -> list[Event]:
        """The event log from event number ``start`` on, as ``seat`` may see it."""
        redact = self._redact
        return [redact(e, seat) for e in (self.events[start:] if start else self.events)]

    def _known_events(self, seat: int, start: int = 0) -> list[Event]:
        """The events from number ``start`` on, as ``seat`` saw them, as fresh objects: for a
        knowledge copy, which must share nothing with this state (changing it must not
        change the match)."""
        redact, make, update, put = self._redact, Event.__new__, dict.update, dict.__setitem__
        known = []
        for event in self.events[start:] if start else self.events:  # detached(), inlined
            event = redact(event, seat)
            fresh = make(Event)
            update(fresh, event)
            for key, item in event.items():
                if type(item) not in _ATOMS:
                    put(fresh, key, detached(item))
            known.append(fresh)
        return known

    def observation(self, seat: int) -> Observation:
        """What ``seat`` knows now, detached from this state (see :class:`Observation`).

        Its view keeps the last ``KNOWN_HANDS`` lines of the score sheet (the scores hold
        the totals), so an observation doesn't grow with the match."""
        known = self._knowledge(seat)
        view = self.view(seat)
        history = view.get("history")
        if isinstance(history, list) and len(history) > KNOWN_HANDS:
            view = {**view, "history": history[-KNOWN_HANDS:]}  # cut before it is copied
        return Observation(seat, known, detached(view), log_start=len(self.log) - len(known.log))

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.game.id,
                "options": self.game.options,
                "state": self._snapshot(),
                "events": self.events,
            },
            separators=(",", ":"),
        )


class MatchState(State):
    """The bookkeeping the engines share, written once; a game's state derives from it.

    It expects these slots: ``phase`` (equal to the class's ``OVER`` once the match is
    over), ``current`` (the seat to act), ``winner_seats`` (None until the end),
    ``history`` (one record per scored hand), ``rng``, ``origin``, ``log``, ``stacked``
    (the stacked decks still to deal) and ``search_world``; a game whose names differ
    overrides the property that reads them.  The game supplies ``_refusal_reason``
    (refusals in its words) and declares its ``FIELDS`` (``cardgames.core.fields``), from
    which ``_copy``, ``_snapshot`` and ``_restore`` are derived.
    """

    __slots__ = ()

    #: the state's attributes declared once (``cardgames.core.fields``): a class that
    #: declares them gets ``_copy``, ``_snapshot``, ``_restore``, the field part of
    #: ``_knowledge`` (``_known_copy(events, seat)``) and of ``check_invariants`` derived,
    #: and its ``__slots__`` must be exactly these names (``fields.slots(FIELDS)``)
    FIELDS: ClassVar[tuple[Any, ...]] = ()
    #: the value of ``phase`` once the match is over
    OVER: ClassVar[Any]
    #: the slot counting the hands played (``hand_no``), or None to count the score sheet
    HAND_COUNTER: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = cls.FIELDS  # inherited too: a subclass adding a slot must declare it
        if declared:
            from . import fields

            fields.check_declared(cls, declared)
            cls._copy = fields.make_copy(cls, declared)
            cls._saved_fields = tuple(f for f in declared if f.kind is not None)
            cls._derived_fields = tuple(f for f in declared if f.derived is not None)
            cls._hidden_fields = tuple(f for f in declared if f.hide is not None)

    def _snapshot(self) -> dict[str, Any]:
        from .fields import snapshot

        return snapshot(self, self._saved_fields)

    def _restore(self, data: dict[str, Any]) -> None:
        """Every saved field from ``data``, checked by its kind (``ValueError`` naming the
        snapshot's key, nothing else), then the fields derived from them."""
        from .fields import restore

        restore(self, data, self._saved_fields, self._derived_fields)

    def check_invariants(self) -> None:
        """Every declared field of its kind and in its range, then the shared checks; a
        game extends it with what ties its fields together."""
        if self.FIELDS:
            from .fields import check

            check(self, self._saved_fields)
        super().check_invariants()
    #: the event that opens a hand (``_hand_events``), and the events of which each action
    #: writes exactly one (``_hand_log``; empty: the game doesn't say, the whole log is kept)
    HAND_OPENING: ClassVar[str] = "dealt"
    ACTION_EVENTS: ClassVar[frozenset[str]] = frozenset()

    @property
    def current_player(self) -> int | None:
        return None if self.phase == self.OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == self.OVER

    @property
    def winners(self) -> list[int] | None:
        return list(self.winner_seats) if self.winner_seats is not None else None

    @property
    def hands_finished(self) -> int:
        # the hand counter when the game keeps one, not ``len(history)``: a knowledge copy
        # keeps only the last lines of the score sheet
        if self.HAND_COUNTER is not None:
            return getattr(self, self.HAND_COUNTER)
        return len(self.history)

    def _open_match(self, game: Any, rng: random.Random, stacked: list) -> None:
        """The start every match shares: the game, its random source, no events yet (and
        recording them), the stacked decks still to deal, an empty score sheet, no winners,
        a real match (not a search's world) and the hand counter (``HAND_COUNTER``) at 0.
        A game's ``_start`` calls this, then sets its own fields and deals."""
        self.game = game
        self.rng = rng
        self.events = []
        self.record_events = True
        self.stacked = stacked
        self.history = []
        self.winner_seats = None
        self.search_world = False
        if self.HAND_COUNTER is not None:
            setattr(self, self.HAND_COUNTER, 0)

    def _file_hand(self, record: dict[str, Any]) -> None:
        """A scored hand onto the score sheet: its line, its ``hand_scored`` event (a
        detached copy of the line) and the hand counter one on."""
        self.history.append(record)
        if self.record_events:
            self.events.append(Event("hand_scored", **detached(record)))
        if self.HAND_COUNTER is not None:
            setattr(self, self.HAND_COUNTER, getattr(self, self.HAND_COUNTER) + 1)

    def _end_match(self, totals: Sequence[int], reason: str) -> None:
        """The match is over: the seats with the best of ``totals`` win, and the
        ``match_over`` event says who, the totals, why (``reason``) and the outcome."""
        self.phase = self.OVER
        top = max(totals)
        self.winner_seats = [s for s, total in enumerate(totals) if total == top]
        if self.record_events:
            self.events.append(Event("match_over", winners=list(self.winner_seats),
                                     scores=list(totals), reason=reason,
                                     outcome=self.outcome.to_data()))

    # --- refusals ---------------------------------------------------------------------------
    def refusal(self, action: Action | str) -> str | None:
        try:
            action = Action.parse(action)
        except IllegalAction as error:  # not even shaped like an action: say so
            return str(error)
        reason = self._refusal_reason(action)
        if reason is None and self.legal_id_of(action) is None:
            # the game's lenient checks let an odd spelling through ('bid:01'): only the
            # exact text of a legal action id is a move
            return self._not_a_move(action)
        return reason

    @abstractmethod
    def _refusal_reason(self, action: Action) -> str | None:
        """Why ``action`` (parsed) is refused now, in the game's words; None if its rules
        allow it (``refusal`` then checks that it is exactly a legal move's text)."""

    # --- copies -----------------------------------------------------------------------------
    def clone(self) -> State:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return self._copy(rng, list(self.events))

    @abstractmethod
    def _copy(self, rng: random.Random, events: list[Event]) -> State:
        """A copy with the given RNG and event log (copying an RNG costs more than the
        rest), sharing no mutable object with this state but the events and the history's
        records, which the engine never changes once written."""

    def _known_copy(self, events: list[Event], seat: int | None = None) -> Any:
        """The start of a knowledge copy (``State._knowledge``): a copy with a fresh RNG,
        the same in every match (it can't predict the deals to come), the given events, no
        stacked decks and no origin (with the seed or stacked decks, replay would rebuild
        every hand).  With ``seat``, a state declaring ``FIELDS`` hides each field as
        declared; else the game removes the cards the seat doesn't see."""
        known = self._copy(random.Random(0), events)
        if seat is not None and self.FIELDS:  # each field hidden as declared
            from .fields import hide

            hide(self, known, seat, self._hidden_fields)
        else:
            known.stacked = []
        known.origin = {}
        known.record_events = True
        known.search_world = False
        return known

    # --- the current hand, for knowledge copies that must not grow with the match -----------
    def _hand_opening(self) -> int | None:
        """The number of the event that opened the current hand (None: no such event)."""
        events, opening = self.events, self.HAND_OPENING
        for number in range(len(events) - 1, -1, -1):
            if events[number]["type"] == opening:
                return number
        return None

    def _hand_events(self, seat: int, before: int = 1) -> list[Event]:
        """The current hand's events as ``seat`` saw them (``_known_events``), from
        ``before`` events ahead of its opening (the last hand's score): a knowledge copy's
        log, which earlier hands would make grow with the match (their scores are kept in
        the game's own ``score`` and ``history``)."""
        opening = self._hand_opening()
        return self._known_events(seat, 0 if opening is None else max(0, opening - before))

    def _hand_log(self) -> list[int]:
        """The actions of the current hand (the whole log when the game names no
        ``ACTION_EVENTS`` or no hand has opened): a knowledge copy's action log.  The
        observation says where it starts in the match (``Observation.log_start``)."""
        opening = self._hand_opening()
        kinds = self.ACTION_EVENTS
        if opening is None or not kinds:
            return list(self.log)
        events = self.events
        count = sum(1 for number in range(opening + 1, len(events))
                    if events[number]["type"] in kinds)
        return self.log[len(self.log) - count:] if count else []

    def _world_copy(self, rng: random.Random, record_events: bool) -> Any:
        """The start of a sampled world (``State._sample_from_knowledge``): a copy of this
        knowledge copy dealing its later hands from ``rng``; a search world
        (``record_events=False``) keeps no event log and ends when the hand is scored."""
        world = self._copy(rng, list(self.events) if record_events else [])
        world.record_events = record_events
        world.search_world = not record_events
        return world


class PolicySearch:
    """The search hooks (``docs/architecture.md``, "Search hooks") answered by the game's
    playout policy: a module with ``playout(world, rng)`` and ``choose(world, rng)``, and
    if it has them ``likelihood(known, seat)`` and ``search_ids(state)``.  The engines
    name no such module: the AI layer binds it once per game as the class attribute
    ``playout_policy`` of the state class (``cardgames.ai.policies.bind``), so every
    clone, knowledge copy and sampled world has it at no cost.  With none bound the hooks
    are the generic ones (random legal moves, every legal move weighed, no likelihood).
    Listed before ``State``'s other bases.
    """

    __slots__ = ()

    #: the bound policy module, or None (set only by ``cardgames.ai.policies.bind``)
    playout_policy: ClassVar[Any] = None

    def _policy(self) -> Any:
        """The bound policy, else the generic one (:class:`GenericPolicy`)."""
        return self.playout_policy or GenericPolicy

    def rollout(self, rng: random.Random) -> None:
        (self.playout_policy or GenericPolicy).playout(self, rng)

    def policy_id(self, rng: random.Random) -> int:
        return (self.playout_policy or GenericPolicy).choose(self, rng)

    def world_likelihood(self, seat: int) -> Callable[[State], float] | None:
        likelihood = getattr(self.playout_policy, "likelihood", None)
        return None if likelihood is None else likelihood(self, seat)

    def search_ids(self) -> list[int]:
        search_ids = getattr(self.playout_policy, "search_ids", None)
        return self.legal_ids() if search_ids is None else search_ids(self)


class GenericPolicy:
    """What a :class:`PolicySearch` state plays with no policy bound: ``State``'s own
    defaults (random legal moves to the end of the hand, a random legal move)."""

    @staticmethod
    def playout(state: State, rng: random.Random, *_limit: Any) -> None:
        State.rollout(state, rng)

    @staticmethod
    def choose(state: State, rng: random.Random) -> int:
        return State.policy_id(state, rng)


def _add_results(state: State) -> None:
    """A state saved before hands had results gets them, derived from each hand's record
    (the history's and the ``hand_scored`` events'), and its ``match_over`` its outcome,
    so it reads as one saved today (and a save's snapshot still equals its replay)."""
    records = [r for r in getattr(state, "history", None) or () if isinstance(r, dict)]
    records += [e for e in state.events if e.get("type") == "hand_scored"]
    for record in records:
        if "result" not in record:
            result = state._hand_result(record)
            if result is not None:
                record["result"] = result.to_data()
    for event in state.events:
        if event.get("type") == "match_over" and "outcome" not in event:
            outcome = state.outcome
            if outcome is not None:
                event["outcome"] = outcome.to_data()


def whole_number(value: Any, what: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``, else ``ValueError`` with
    a sentence naming ``what`` (``check_invariants`` of a state read from a file)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}")
    return value


def number_per_seat(seats: int, values: Any, what: str, low: int, high: int) -> list[int]:
    """``values`` if it is a list of one whole number from ``low`` to ``high`` per seat."""
    if not isinstance(values, list) or len(values) != seats:
        raise ValueError(f"{what} must hold one number per seat ({seats})")
    return [whole_number(v, f"each of {what}", low, high) for v in values]


def copied_origin(origin: dict[str, Any]) -> dict[str, Any]:
    """A copy of a state's ``origin`` sharing nothing with it (its stacked decks copied)."""
    if origin.get("decks"):
        return {**origin, "decks": [list(d) for d in origin["decks"]]}
    return dict(origin)


class Observation:
    """What one seat knows, and nothing else: the only input the AI ever gets.

    Fairness is by construction, not by convention: an AI may read anything here --
    ``public_state()``, its ``origin``, its RNG, even ``_known`` -- and find nothing hidden.
    It holds a *knowledge copy* of the state (``State._knowledge``) in which every card
    hidden from the seat has been removed, whose ``origin`` is empty (so ``Game.replay``
    cannot rebuild the deal), whose RNG is fresh (so it can't predict the deals to come),
    and which shares no object with the live state (so changing it changes neither the
    match nor its save); ``view`` is a detached copy too.  Two matches that look the
    same from the seat give byte-identical ``to_json()`` text, whatever their hidden cards,
    seeds or stacked decks.

    ``to_json()`` / ``Observation.from_json(game, text)`` carry it to the AI worker process
    as JSON, so the worker never sees the state itself.
    """

    __slots__ = ("seat", "view", "_known", "_legal", "log_start")

    def __init__(self, seat: int, known: State, view: dict[str, Any], log_start: int = 0):
        self.seat = seat
        self.view = view
        self._known = known
        self._legal: list[int] | None = None
        #: how many of the match's actions come before ``log`` (a knowledge copy may keep
        #: only the current hand's)
        self.log_start = log_start

    @property
    def game(self) -> Game:
        return self._known.game

    @property
    def current_player(self) -> int | None:
        return self._known.current_player

    def legal_ids(self) -> list[int]:
        if self._legal is None:
            self._legal = self._known.legal_ids() if self._known.current_player == self.seat else []
        return list(self._legal)

    def legal_actions(self) -> list[Action]:
        table = self.game._actions
        return [table[i] for i in self.legal_ids()]

    def sample_world(self, rng: random.Random, record_events: bool = True) -> State:
        """A full state consistent with this seat's knowledge, hidden cards dealt at random.

        The result depends only on what the seat knows and on ``rng``.  A world for search
        (``record_events=False``) starts with an empty event log, keeps none, and ends
        (``is_over``, no winners) when the current hand is scored instead of dealing on.
        """
        return self._known._sample_from_knowledge(self.seat, rng, record_events)

    def search_ids(self) -> list[int]:
        """The moves the search weighs at this seat's decision (``State.search_ids``), or
        none when it is not this seat's turn."""
        return self._known.search_ids() if self._known.current_player == self.seat else []

    def world_likelihood(self) -> Callable[[State], float] | None:
        """The game's weight of a sampled world given this hand's public actions (see
        ``State.world_likelihood``), or None."""
        return self._known.world_likelihood(self.seat)

    def movers(self) -> list[int] | None:
        """Who made each action of ``log`` (``State.movers``), or None."""
        return self._known.movers()

    @property
    def log(self) -> list[int]:
        """The action ids applied so far that the seat may know, from action number
        ``log_start`` of the match on (the current hand's, or all): search reuses its tree
        along them."""
        return list(self._known.log)

    def public_state(self) -> State:
        """A copy of the knowledge state (hidden cards absent) for heuristics that need it."""
        return self._known.clone()

    # --- crossing to the AI worker ---------------------------------------------------------------
    def to_json(self) -> str:
        """The observation as JSON text: the knowledge copy, the view and the seat, no more.

        This is all that crosses to the AI worker process; it is built from the knowledge
        copy alone, so it holds nothing the seat doesn't know (never pickle: JSON is data).
        """
        known = self._known
        game = known.game
        return json.dumps(
            {
                "format": OBSERVATION_FORMAT,
                "game": game.id,
                "options": game.options,
                "seat": self.seat,
                "log_start": self.log_start,
                "view": self.view,
                "known": known._snapshot(),
                "events": known.events,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, game: Game, text: str) -> Observation:
        """Rebuild an observation of ``game`` from ``to_json()`` text (refused clearly if the
        text is not one, or is for another game or other rules)."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as error:
            raise ValueError(f"not a {game.title} observation: {error}") from None
        if not isinstance(data, dict) or data.get("game") != game.id:
            raise ValueError(f"not a {game.title} observation")
        if data.get("format") != OBSERVATION_FORMAT:
            raise ValueError(f"observation format {data.get('format')!r}; this version of the "
                             f"program reads format {OBSERVATION_FORMAT}")
        if data.get("options") != game.options:
            raise ValueError("the observation is of a match with other rule options")
        seat = data.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < game.players:
            raise ValueError(f"the observation's seat {seat!r} is not a seat of this game")
        log_start = data.get("log_start", 0)
        if isinstance(log_start, bool) or not isinstance(log_start, int) or log_start < 0:
            raise ValueError(f"the observation's log start {log_start!r} is not a count")
        known = game._revive(data["known"], data["events"])
        return cls(seat, known, data["view"], log_start=log_start)


def detached(value: Any) -> Any:
    """A deep copy of plain data (dicts, events, lists, tuples of scalars), sharing nothing.

    Faster than ``copy.deepcopy`` on the small, flat data of events and views, which
    every observation copies.
    """
    kind = type(value)
    if kind is list:
        return [item if type(item) in _ATOMS else detached(item) for item in value]
    if kind is Event:  # most events are flat: copy in C, then replace the few containers
        event = Event.__new__(Event)
        dict.update(event, value)
        for key, item in value.items():
            if type(item) not in _ATOMS:
                dict.__setitem__(event, key, detached(item))
        return event
    if kind is dict:
        return {key: item if type(item) in _ATOMS else detached(item) for key, item in value.items()}
    if kind is tuple:
        return tuple(item if type(item) in _ATOMS else detached(item) for item in value)
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value)  # anything else a game put in its view or events


_ATOMS = frozenset({int, str, float, bool, type(None)})
