"""One match being played at the table: the engine's state, who sits where, the AI.

:class:`MatchRunner` is the table's only door to the rules.  It hands the human's
actions to the engine (which accepts or refuses them with its own sentence), asks the AI
worker for the other seats' moves without ever blocking the frame, and gives the table
the new events to present.  It draws nothing, so tests can drive it alone.

The worker gets only the seat's observation and a per-move seed (:func:`move_seed`);
a worker process that dies, or stops answering, is replaced by the worker itself (the
latter is worth telling the player: :meth:`MatchRunner.take_notice`), and a move the worker
can't give at all becomes a random legal move with ``last_error`` set -- the table never
stops.

In a claim window (``core/claims.py``) the runner keeps the window's pace
(:mod:`cardgames.ui.table.claim_pacing`): every AI answer lands in one frame after one
pause (none when no AI seat can claim), no seat shows "thinking", and a human who may
only pass is passed by the table (unless ``prompt_all_humans``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import random
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from cardgames.ai import LEVELS, make_player
from cardgames.ai.worker import AIWorker
from cardgames.core.actions import Action, IllegalAction
from cardgames.core.events import Event
from cardgames.core.i18n import N_, _
from cardgames.games import GAME_IDS, create
from cardgames.ui.table import claim_pacing

log = logging.getLogger(__name__)

HUMAN = 0  # the human always sits at seat 0, bottom centre

#: Opponents' names round the table (Spanish and Basque, like the games' homes).
NAMES = ("Ane", "Mikel", "Carmen", "Iker", "Lucía", "Josu", "Nerea", "Pello")


def available_levels() -> list[str]:
    """The AI levels this installation can actually play (a level whose module is still
    missing is left out rather than failing at the table)."""
    levels = []
    for level in LEVELS:
        if level == "normal" and importlib.util.find_spec("cardgames.ai.heuristic") is None:
            continue
        levels.append(level)
    return levels or ["random"]


def default_level(preferred: str | None = None) -> str:
    """``preferred`` (the player's default level setting) if it can be played, else
    "normal", else the first level there is."""
    levels = available_levels()
    if preferred in levels:
        return preferred
    return "normal" if "normal" in levels else levels[0]


def move_seed(match_seed: int, seat: int, move: int) -> int:
    """The AI's seed for ``seat`` at action number ``move`` of the match begun with
    ``match_seed``: a keyed hash (BLAKE2b, the match seed as its key), 63 bits.

    The AI gets this seed, and the match seed with the public action log would rebuild
    every hidden hand; a keyed hash can't be run backwards, so no AI can recover the match
    seed from its own seeds (a linear formula could be solved from one of them).
    """
    key = str(match_seed).encode()
    if len(key) > hashlib.blake2b.MAX_KEY_SIZE:
        key = hashlib.blake2b(key).digest()
    digest = hashlib.blake2b(f"{seat}:{move}".encode(), key=key, digest_size=8,
                             person=b"cardgames-ai").digest()
    return int.from_bytes(digest, "big") >> 1


#: the table's notice when the worker process froze and was replaced (see ``take_notice``)
STALL_NOTICE = N_("The AI helper stopped answering and was restarted")

LEVEL_LABELS = {"random": N_("Beginner AI"), "easy": N_("Easy AI"), "normal": N_("Normal AI"),
                "hard": N_("Hard AI"), "replay": N_("as recorded")}
#: the level alone, where the row already says it is the AI's (the settings screen)
LEVEL_NAMES = {"random": N_("Beginner"), "easy": N_("Easy"), "normal": N_("Normal"),
               "hard": N_("Hard")}


#: what each level means for the player (the setup's tooltip); Hard is the one that makes
#: you wait: its search takes about a second per move
LEVEL_HELP = {"random": N_("Beginner plays any legal move"),
              "easy": N_("Easy plays sensibly but forgets and slips"),
              "normal": N_("Normal plays by a good player's rules of thumb"),
              "hard": N_("Hard searches the possible deals, about a second a move")}


def levels_help(levels: list[str]) -> str:
    """One sentence on the levels offered, weakest first."""
    parts = [_(LEVEL_HELP[level]) for level in levels if level in LEVEL_HELP]
    return _("How well this opponent plays. {levels}.").format(levels="; ".join(parts)) \
        if parts else _("How well this opponent plays.")


def level_label(level: str | None) -> str:
    if level is None:
        return _("You")
    return _(LEVEL_LABELS[level]) if level in LEVEL_LABELS else \
        _("{level} AI").format(level=level.title())


def first_game() -> str:
    """The game a configuration names when it names none: the catalog's first, by the
    games' ``menu_order`` (no shared module names a game)."""
    return GAME_IDS[0]


@dataclass
class MatchConfig:
    """Everything needed to start (or restart) a match."""

    game_id: str = field(default_factory=first_game)
    players: int | None = None
    preset: str | None = None
    rules: dict[str, Any] | None = None
    ai_levels: list[str] | None = None  # one per opponent (seat 1..n-1); more is ignored
    seed: int | None = None
    autoplay: bool = False  # AI in seat 0 as well (demos, screenshots)
    names: list[str] | None = None
    #: the level of opponents not given in ``ai_levels`` (the player's setting)
    default_ai: str | None = None
    #: what statistics count this match under when it is not the preset alone: the
    #: house rules' name ("house: Friday night") or "custom" for unsaved changes
    rules_name: str | None = None

    def create_game(self):
        return create(self.game_id, players=self.players, rules=self.rules, preset=self.preset)

    def stats_key(self, game) -> str:
        """The rule set statistics count this match under: the house rules' name, else
        the preset (the game's default preset when none was chosen)."""
        if self.rules_name:
            return self.rules_name
        if any(key != "players" for key in (self.rules or {})):
            return "custom"
        return self.preset or game.preset or game.schema.default_preset

    def levels_for(self, seats: int) -> list[str | None]:
        """AI level per seat; ``None`` is the human."""
        chosen = list(self.ai_levels or [])
        fill = default_level(self.default_ai)
        opponents = [(chosen[i] if i < len(chosen) else fill) for i in range(seats - 1)]
        return [fill if self.autoplay else None, *opponents]

    def names_for(self, seats: int, you: str = "You") -> list[str]:
        names = list(self.names or [])
        out = [you]
        for seat in range(1, seats):
            out.append(names[seat] if seat < len(names) else NAMES[(seat - 1) % len(NAMES)])
        return out


@dataclass
class MatchRunner:
    config: MatchConfig
    worker: AIWorker
    min_think_s: float = 0.4
    state: Any = None
    game: Any = None
    levels: list[str | None] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    viewer: int = HUMAN
    #: demos: the AI plays seat 0 until this returns True (then the human takes over)
    autoplay_until: Any = None
    #: tutorials: ``scripted(state, seat)`` may dictate an AI seat's move (its text);
    #: None lets the AI choose
    scripted: Any = None
    #: the human's name at the table (the player's setting); "" = "You"
    player_name: str = ""
    #: hints the human asked for in this match (saves and statistics carry it)
    hints_used: int = 0
    #: moves the human took back in this match (saves and statistics carry it)
    undos_used: int = 0
    #: the player's settings the table's claim choices fall back on when the game's
    #: options don't name them (``prompt_all_humans``; see :mod:`.claim_pacing`)
    table_settings: Any = None
    #: a claim window's one pause when an AI seat has a choice (:mod:`.claim_pacing`)
    claim_pause_s: float = claim_pacing.CLAIM_PAUSE_S

    def __post_init__(self) -> None:
        # a match given as a state (resumed, a tutorial) keeps the state's own rules
        self.game = self.state.game if self.state is not None else self.config.create_game()
        # a seed the player didn't choose is drawn from the whole 63-bit range: with the
        # action log it would rebuild every hand, so it must not be guessable either
        seed = self.config.seed if self.config.seed is not None else \
            random.SystemRandom().randrange(1 << 63)
        self.seed = seed
        if self.state is None:
            self.state = self.game.new_state(seed=seed)
        # given levels and names (a resumed match) are kept as they were
        if len(self.levels) != self.game.players:
            self.levels = self.config.levels_for(self.game.players)
        if len(self.names) != self.game.players:
            self.names = self.config.names_for(self.game.players, self.player_name or "You")
        self._seen = 0
        self._future: Future[str] | None = None
        self._future_seat: int | None = None
        self._waited = 0.0
        self.moves = 0
        self.last_error: str | None = None
        #: the worker's count of frozen processes replaced, when last looked at
        self._stalls_seen = getattr(self.worker, "stalls", 0)
        self._notice: str | None = None
        #: the open claim window's clock (its one pause, :mod:`.claim_pacing`)
        self.window_clock = claim_pacing.WindowClock(self.claim_pause_s)
        #: where each of the human's moves of this session begins: (actions before it,
        #: hands finished before it) -- what :meth:`undo` may go back to
        self._human_moves: list[tuple[int, int]] = []
        #: a match given as a state (resumed) learns its earlier human moves from its log
        self._scanned = not self.state.action_log

    # --- who acts -------------------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def is_ai(self, seat: int) -> bool:
        if self.levels[seat] is None:
            return False
        if seat == HUMAN and self.autoplay_until is not None and self.autoplay_until(self.state):
            self.levels[seat] = None  # the demo hands over to the human here
            return False
        return True

    @property
    def human_to_act(self) -> bool:
        """The human is to act now (a claim the table answers for them is not theirs, and
        a claim window asks them at its one moment: :meth:`window_due`)."""
        seat = self.current
        return seat is not None and not self.is_ai(seat) and self.table_answer(seat) is None \
            and self.window_due()

    def window_due(self) -> bool:
        """Whether the open claim window's pause is over (True with no window open): the
        AI seats' answers land then, and a human with a choice is asked then -- never
        sooner for a seat that answers before them, so when the bar comes up tells no
        more than the pause does (:mod:`.claim_pacing`)."""
        window = claim_pacing.open_window(self.state)
        if window is None:
            return True
        clock = self.window_clock
        clock.see(self.state, window, self.is_ai)  # the clock starts when first noticed
        return clock.due

    @property
    def thinking_seat(self) -> int | None:
        """The AI seat whose move is being worked out; None in a claim window, where no
        seat may look as if it had a choice (:mod:`.claim_pacing`)."""
        if claim_pacing.open_window(self.state) is not None:
            return None
        return self._future_seat if self._future is not None else None

    @property
    def prompt_all_humans(self) -> bool:
        """Ask a human even when their only claim is pass (the game's option, else the
        table setting)."""
        return bool(claim_pacing.table_choice(self.game.options, self.table_settings,
                                              claim_pacing.PROMPT_ALL_HUMANS, False))

    def table_answer(self, seat: int, state: Any = None) -> str | None:
        """The answer the table gives for the human ``seat`` without asking: ``pass``
        when a claim window asks them and pass is all they may answer (unless
        ``prompt_all_humans``); None when they are to choose."""
        state = self.state if state is None else state
        if claim_pacing.open_window(state) is None or state.current_player != seat:
            return None
        answers = claim_pacing.answers_of(state, seat)
        if answers and not claim_pacing.has_choice(answers) and not self.prompt_all_humans:
            return answers[0]
        return None

    def view(self) -> dict[str, Any]:
        return self.state.view(self.viewer)

    # --- events -----------------------------------------------------------------------------
    def new_events(self) -> list[Event]:
        """Events since the last call, as the viewer may see them."""
        if len(self.state.events) == self._seen:
            return []
        events = self.state.events_for(self.viewer, self._seen)  # only the new ones redacted
        self._seen += len(events)
        return events

    @property
    def caught_up(self) -> bool:
        """Every event has been handed to the table."""
        return len(self.state.events) == self._seen

    def skip_events(self) -> None:
        self._seen = len(self.state.events)

    # --- the human's moves --------------------------------------------------------------------
    def refusal(self, action: str) -> str | None:
        """The engine's reason why ``action`` is not allowed now, or None."""
        try:
            return self.state.refusal(action)
        except IllegalAction as error:
            return str(error)

    def play_refusal(self, action: str) -> str | None:
        """Why the human may not make ``action`` now (turn or rules), or None."""
        seat = self.current
        if seat is None or self.is_ai(seat):
            return _("Wait for your turn.")
        return self.refusal(action)

    def play(self, action: str) -> str | None:
        """Apply the human's action; returns the refusal sentence (and changes nothing)
        when the engine refuses it."""
        seat = self.current
        if seat is None or self.is_ai(seat):
            return _("Wait for your turn.")
        reason = self.refusal(action)
        if reason is not None:
            return reason
        before = (len(self.state.log), self.state.hands_finished)
        try:
            self.state.apply(action)
        except IllegalAction as error:  # the engine has the last word
            return str(error)
        self._human_moves.append(before)
        self.moves += 1
        return None

    # --- taking a move back -------------------------------------------------------------------
    def undo_problem(self) -> str | None:
        """Why the human's last move can't be taken back now, or None if it can."""
        if self.state.is_over:
            return _("The match is over.")
        if not self.levels or self.levels[HUMAN] is not None:
            return _("Undo is for your own moves against the AI.")
        point = self._undo_point()
        if point is None:
            return _("Nothing to undo yet: make a move first.")
        if point[1] != self.state.hands_finished:
            return _("Only moves of the current hand can be taken back.")
        return None

    def _undo_point(self) -> tuple[int, int] | None:
        """The human's last move still in the log (any later one was taken back)."""
        if not self._scanned:
            self._scanned = True
            self._human_moves = self._scan_log()
        while self._human_moves and self._human_moves[-1][0] >= len(self.state.log):
            self._human_moves.pop()
        return self._human_moves[-1] if self._human_moves else None

    def _scan_log(self) -> list[tuple[int, int]]:
        """Where the human's moves in the log begin, found by replaying it (the engine
        says whose turn each action was); nothing if the log can't be replayed."""
        actions = self.state.action_log
        try:
            state = self.game.replay(self.state.origin, actions, upto=0)
            marks = []
            for number, action in enumerate(actions):
                if state.current_player == HUMAN and self.table_answer(HUMAN, state) is None:
                    marks.append((number, state.hands_finished))
                state.apply(action)
        except Exception as error:  # noqa: BLE001 - a hand-edited save: no undo, no crash
            log.info("the log could not be replayed for undo: %r", error)
            return []
        return marks

    def undo(self) -> str | None:
        """Take back the human's last move and every AI move after it: the state is
        rebuilt from the match's origin and its action log up to that move (the engine
        replays it, so nothing is decided here).  Any AI request in flight is cancelled.
        Returns why it can't be done (and changes nothing), or None."""
        problem = self.undo_problem()
        if problem is not None:
            return problem
        point = self._undo_point()
        assert point is not None
        self.cancel()
        state = self.game.replay(self.state.origin, self.state.action_log, upto=point[0])
        self.state = state
        self._human_moves.pop()
        self._seen = len(state.events)  # the table shows it as it is, not replayed
        self.moves += 1
        self.undos_used += 1
        return None

    # --- the AI ---------------------------------------------------------------------------------
    def tick_ai(self, dt: float, may_apply: bool) -> bool:
        """Ask for / apply the AI's move for the seat to act.  Never blocks: the move is
        applied on a later frame, once it is ready, the table has caught up
        (``may_apply``) and the seat has "thought" for at least ``min_think_s``.  In a
        claim window the window's pace applies instead (:meth:`_tick_window`), and the
        table's own answer for a human who may only pass is given here too."""
        seat = self.current
        window = claim_pacing.open_window(self.state)
        if seat is not None and window is not None:
            return self._tick_window(dt, may_apply, window)
        self.window_clock.forget()
        if seat is None or not self.is_ai(seat):
            self.cancel()
            return False
        self._ask(seat)
        self._waited += dt
        self._look_for_stalls()
        if not (may_apply and self._future.done() and self._waited >= self.min_think_s):
            return False
        action = self._ai_action(self._future, seat)
        self._future = None
        self._future_seat = None
        self.state.apply(action)
        self.moves += 1
        return True

    def _ask(self, seat: int) -> None:
        """Ask the AI (or the tutorial's script) for ``seat``'s move, once."""
        if self._future is not None and self._future_seat == seat:
            return
        self.cancel()
        forced = self.scripted(self.state, seat) if self.scripted is not None else None
        if forced is not None:
            self._future = Future()
            self._future.set_result(str(forced))
        else:
            try:  # the worker replaces a dead process itself; anything else is a bug
                self._future = self.worker.request(
                    self.state, seat, self.levels[seat], seed=self.ai_seed(seat))
            except Exception as error:  # noqa: BLE001 - _ai_action falls back, logged
                self._future = Future()
                self._future.set_exception(error)
        self._future_seat = seat
        self._waited = 0.0

    def _tick_window(self, dt: float, may_apply: bool, window: Any) -> bool:
        """A claim window's answers (:mod:`.claim_pacing`): every AI answer lands once
        the window's one pause is over (a seat that can only pass answered by the table,
        one with a choice by the AI, asked as its turn to answer comes), a human who can
        only pass is passed at once, a human with a choice is waited for.  Several answers
        may land in one frame: a window nobody can use takes none."""
        clock = self.window_clock
        if not clock.see(self.state, window, self.is_ai):
            clock.age += dt
        applied = False
        for _round in range(len(window.asked) + 1):
            window = claim_pacing.open_window(self.state)
            seat = self.current
            if window is None or seat is None:
                break
            if not self.is_ai(seat):
                action = self.table_answer(seat)
                if action is None:  # the human chooses (asked once the pause is over)
                    self.cancel()
                    break
            else:
                answers = claim_pacing.answers_of(self.state, seat)
                forced = len(answers) == 1 and self.scripted is None
                if not forced:
                    self._ask(seat)  # thinks through the pause
                if not clock.due or not may_apply:
                    break
                if forced:
                    action = answers[0]
                else:
                    if not self._future.done():
                        break
                    action = str(self._ai_action(self._future, seat))
                    self._future = None
                    self._future_seat = None
            if not may_apply:
                break
            self.state.apply(action)
            self.moves += 1
            applied = True
        return applied

    def ai_seed(self, seat: int | None = None) -> int:
        """The seed of ``seat``'s next move (default: the seat to act), from the match
        itself (its seed and how many actions it has had), so a resumed match gets the very
        same moves.  See :func:`move_seed`: no AI can work the match seed back out of it."""
        origin_seed = self.state.origin.get("seed")
        base = origin_seed if isinstance(origin_seed, int) else self.seed
        if seat is None:
            seat = self.current if self.current is not None else -1
        return move_seed(base, seat, len(self.state.log))

    def _ai_action(self, future: Future[str], seat: int) -> Action:
        try:
            action = AIWorker.action(future)
            if self.state.refusal(action) is None:
                return action
            problem = f"the AI chose an illegal move {action}"
        except Exception as error:  # noqa: BLE001 - a broken AI must not stop the table
            problem = f"the AI failed ({error!r})"
        self.last_error = problem
        log.warning("seat %s: %s; playing a random legal move instead", seat, problem)
        fallback = make_player("random", seed=self.ai_seed(seat))
        return fallback.choose(self.state.observation(seat))

    def _look_for_stalls(self) -> None:
        stalls = getattr(self.worker, "stalls", 0)
        if stalls != self._stalls_seen:
            self._stalls_seen = stalls
            self._notice = STALL_NOTICE

    def take_notice(self) -> str | None:
        """What the table should tell the player about the AI, once (translated), or None:
        the worker's process stopped answering and was replaced."""
        self._look_for_stalls()
        notice, self._notice = self._notice, None
        return _(notice) if notice else None

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._future_seat = None

    def close(self) -> None:
        self.cancel()
