"""AI moves computed in a worker process, so the window keeps drawing while the AI thinks.

The worker is started with ``spawn`` (never by forking the pygame process, which would
inherit its display connection) and imports only core, games and ai.

What crosses to the worker is the seat's :class:`~cardgames.core.game.Observation` as
JSON (``Observation.to_json``), built here from the live state -- never the state itself.
The worker rebuilds the observation and hands it to the AI, so even code running in the
worker can't find a hidden card, the match's seed or its deck order: they never left this
process.  JSON, never pickle: the request is data.

Three things keep the table going whatever the worker does:

* a worker process that dies (killed, out of memory) is replaced: the request it had is
  sent once more to a fresh process, and if that one dies too, computed right here in a
  thread.  The future a caller holds never sees ``BrokenProcessPool``;
* a worker process that stops answering (frozen with SIGSTOP, hung) is killed when a
  request has had no answer for ``answer_limit_s`` (generous: ``hard``'s own safety cap is
  6 s), with SIGKILL, which ends a stopped process too; then it is a dead worker, as
  above.  ``stalls`` counts these, so the table can say so;
* a request whose answer is no longer wanted (``future.cancel()``: the position changed)
  really stops -- each request has a ticket, a cancelled ticket is written to memory the
  worker shares, and the search checks it between iterations -- so a search nobody needs
  doesn't hold up the next move.

``inline=True`` computes in the calling process (the same JSON round trip): headless
tests use it.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.game import Game, Observation, State

log = logging.getLogger(__name__)

#: slots of the shared ring of cancelled tickets; a ticket is cancelled when its slot holds
#: it, so only a request 64 tickets old could be confused with a new one -- long finished
CANCEL_SLOTS = 64

#: a request whose worker process died is sent again this many times before it is
#: computed in the calling process instead
RETRIES = 1

#: seconds a request may go unanswered before its worker process is taken for frozen and
#: replaced (the slowest real request, ``hard``'s move, stops itself at 6 s)
ANSWER_LIMIT_S = 20.0
#: more time for a request sent to a process still starting (spawning and importing the
#: program can take seconds on a busy machine): a slow start is not a frozen worker
STARTUP_ALLOWANCE_S = 15.0

# --- in the worker process --------------------------------------------------------------------
_CANCELLED: Any = None  # the shared ring of cancelled tickets, set by _init_worker
_GAMES: dict[tuple[str, str], Game] = {}


def _init_worker(cancelled: Any) -> None:
    global _CANCELLED
    _CANCELLED = cancelled


def _stop_check(ticket: int | None, cancelled: Any) -> Callable[[], bool] | None:
    """True once ``ticket`` has been cancelled (None: nothing can cancel this request)."""
    ring = cancelled if cancelled is not None else _CANCELLED
    if ring is None or ticket is None:
        return None
    slot = ticket % CANCEL_SLOTS
    return lambda: ring[slot] == ticket


def _game(game_id: str, options: dict[str, Any]) -> Game:
    """The game with these options (kept: building one reads its YAML, ~10 ms)."""
    from cardgames.games import create

    key = (game_id, json.dumps(options, sort_keys=True))
    game = _GAMES.get(key)
    if game is None:
        if len(_GAMES) > 16:
            _GAMES.clear()
        game = _GAMES[key] = create(game_id, rules=options)
    return game


def choose_from_observation(
    game_id: str,
    options: dict[str, Any],
    observation_json: str,
    level: str,
    seed: int | None,
    budget: dict[str, Any],
    ticket: int | None = None,
    cancelled: Any = None,
) -> str:
    """Rebuild the observation and let the AI choose (in any process): the action's text."""
    from cardgames.ai import make_player

    observation = Observation.from_json(_game(game_id, options), observation_json)
    player = make_player(level, seed=seed, **budget)
    if hasattr(player, "should_stop"):
        player.should_stop = _stop_check(ticket, cancelled)
    if getattr(player, "tree", None) is not None:  # keep the search tree for the seat's next move
        key = (game_id, json.dumps(options, sort_keys=True), observation.seat)
        player.tree = _TREES.setdefault(key, player.tree)
    return str(player.choose(observation))


#: the search tree each seat's search player kept, in this process (``ismcts.Tree``: it is
#: walked along the moves made since, and starts afresh when they left it)
_TREES: dict[tuple[str, str, int], Any] = {}


def hint_from_observation(
    game_id: str,
    options: dict[str, Any],
    observation_json: str,
    iterations: int,
    seed: int,
    ticket: int | None = None,
    cancelled: Any = None,
) -> tuple[str, str]:
    """Rebuild the observation and search it for a hint: (action text, the sentence why)."""
    from cardgames.ai.hints import hint

    observation = Observation.from_json(_game(game_id, options), observation_json)
    advice = hint(observation, iterations=iterations, seed=seed,
                  should_stop=_stop_check(ticket, cancelled))
    return str(advice.action), advice.sentence


def review_from_observation(
    game_id: str,
    options: dict[str, Any],
    observation_json: str,
    played: str,
    index: int,
    budget: dict[str, Any],
    seed: int,
    ticket: int | None = None,
    cancelled: Any = None,
) -> dict[str, Any] | None:
    """Rebuild the observation and review the move ``played`` from it (the hand review,
    one decision a request): the ``DecisionReview``'s fields, or None when cancelled.  The
    words are left for the asking process, which speaks the player's language."""
    from dataclasses import asdict

    from cardgames.ai.review import Budget, Decision, ReviewCancelled, review_decision

    game = _game(game_id, options)
    observation = Observation.from_json(game, observation_json)
    move = game.id_of(Action.parse(played))
    if move is None or move not in observation.legal_ids():
        raise ValueError(f"{played} was not a legal move in the position sent for review")
    try:
        review = review_decision(Decision(index, observation, move), Budget(**budget), seed,
                                 _stop_check(ticket, cancelled), words=False)
    except ReviewCancelled:
        return None
    return asdict(review)


def _warm_up() -> bool:
    import cardgames.ai  # noqa: F401
    import cardgames.ai.search_player  # noqa: F401
    import cardgames.games  # noqa: F401  (discovery imports every game)

    return True


# --- in the calling process -------------------------------------------------------------------
class _Request(Future):
    """A request's future; cancelling it also stops the work behind it in the worker."""

    def __init__(self, worker: AIWorker, ticket: int):
        super().__init__()
        self._worker = worker
        self.ticket = ticket

    def cancel(self) -> bool:
        self._worker._stop(self.ticket)
        return super().cancel()


class AIWorker:
    """Computes AI moves and hints off the frame loop; see the module's docstring."""

    def __init__(self, inline: bool = False, answer_limit_s: float = ANSWER_LIMIT_S):
        self.inline = inline
        #: a request unanswered this long kills its (frozen) worker process: it is replaced
        self.answer_limit_s = answer_limit_s
        #: how many times a dead worker process has been replaced
        self.restarts = 0
        #: how many times a worker process was killed for not answering (the table says so)
        self.stalls = 0
        self._lock = threading.RLock()  # a pool's callbacks may run inside our own calls
        self._tickets = 0
        self._live: dict[int, _Request] = {}
        self._pool: ProcessPoolExecutor | None = None
        #: each live pool's warm-up (its imports); a request sent before it is done gets
        #: the start-up allowance on top of the answer limit
        self._warming: dict[int, Future] = {}
        self._cancelled: Any = None
        if not inline:
            self._context = multiprocessing.get_context("spawn")
            self._cancelled = self._context.RawArray("q", [-1] * CANCEL_SLOTS)
            self._pool = self._start_pool()

    # --- requests ------------------------------------------------------------------------------
    def request(
        self, state: State | Observation, seat: int, level: str, seed: int | None = None,
        **budget: Any,
    ) -> Future[str]:
        """Start choosing for ``seat``; the future's result is the action's text.

        Only ``seat``'s observation of ``state`` is sent (give an Observation to send that).
        """
        observation = _observe(state, seat)
        game = observation.game
        args = (game.id, game.options, observation.to_json(), level, seed, budget)
        return self._submit(choose_from_observation, args)

    def request_hint(
        self, state: State | Observation, seat: int, iterations: int = 600, seed: int = 0
    ) -> Future[tuple[str, str]]:
        """Start a hint search for ``seat``; the result is (action text, sentence)."""
        observation = _observe(state, seat)
        game = observation.game
        args = (game.id, game.options, observation.to_json(), iterations, seed)
        return self._submit(hint_from_observation, args)

    def request_review(
        self, observation: Observation, played: str, index: int, budget: dict[str, Any],
        seed: int = 0,
    ) -> Future[dict[str, Any] | None]:
        """Start reviewing one decision of a hand (``played``, at ``index`` of the hand,
        from the seat's ``observation`` then); the result is the review's fields."""
        game = observation.game
        args = (game.id, game.options, observation.to_json(), played, index, budget, seed)
        return self._submit(review_from_observation, args)

    @staticmethod
    def action(future: Future[str]) -> Action:
        return Action.parse(future.result())

    def process_ids(self) -> list[int]:
        """The live worker processes' ids (none inline, or before the first has started)."""
        return _pool_pids(self._pool)

    def shutdown(self) -> None:
        with self._lock:
            live = list(self._live.values())
        for request in live:
            request.cancel()  # a search under way stops now instead of finishing unseen
        if self._pool is not None:
            processes = list((getattr(self._pool, "_processes", None) or {}).values())
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            # an idle process ends on its own; a frozen one never would (and exiting the
            # program would wait for it): killed after a moment
            threading.Thread(target=_reap, args=(processes,), name="ai-worker-reap",
                             daemon=True).start()

    # --- how a request is carried out -----------------------------------------------------------
    def _submit(self, function: Callable[..., Any], args: tuple) -> Future:
        """Run in the worker process, or right here (inline) with the same Future API."""
        if self.inline:
            future: Future = Future()
            try:
                future.set_result(function(*args))
            except Exception as error:  # noqa: BLE001 - handed to the caller through the future
                future.set_exception(error)
            return future
        with self._lock:
            self._tickets += 1
            request = _Request(self, self._tickets)
            self._live[request.ticket] = request
        request.add_done_callback(self._forget)
        self._send(request, function, args, attempt=0)
        return request

    def _send(self, request: _Request, function: Callable[..., Any], args: tuple,
              attempt: int) -> None:
        """Hand the request to the pool, replacing a pool found dead; as a last resort,
        compute it in a thread of this process."""
        try:
            with self._lock:
                pool = self._pool
                if pool is None:
                    raise RuntimeError("the AI worker is shut down")
                try:
                    inner = pool.submit(function, *args, request.ticket)
                except BrokenProcessPool:  # it died while idle: replace it, send again
                    pool = self._restart(pool)
                    inner = pool.submit(function, *args, request.ticket)
        except Exception as error:  # noqa: BLE001 - no process to be had: compute here
            log.warning("the AI worker can't take a request (%r); computing it here", error)
            self._run_here(request, function, args)
            return
        warming = self._warming.get(id(pool))
        limit = self.answer_limit_s
        if warming is not None and not warming.done():
            limit += STARTUP_ALLOWANCE_S
        watchdog = threading.Timer(limit, self._overdue, args=(inner, pool))
        watchdog.daemon = True
        watchdog.name = "ai-worker-watchdog"
        inner.add_done_callback(lambda done: watchdog.cancel())
        inner.add_done_callback(
            lambda done: self._settle(request, done, function, args, attempt, pool))
        if not inner.done():
            watchdog.start()

    def _overdue(self, inner: Future, pool: ProcessPoolExecutor) -> None:
        """A request has had no answer within the limit: its process is frozen or hung.
        Kill it (SIGKILL ends a stopped process too); the pool then breaks and the request
        goes the dead worker's way: a fresh process is asked again."""
        with self._lock:
            if inner.done() or self._pool is not pool:
                return
            pids = _pool_pids(pool)
            if not pids:
                return
            self.stalls += 1
        log.warning("the AI worker gave no answer in %.0f s; replacing it", self.answer_limit_s)
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass  # gone already

    def _settle(self, request: _Request, inner: Future, function: Callable[..., Any],
                args: tuple, attempt: int, pool: ProcessPoolExecutor) -> None:
        """The pool's answer, passed on -- unless the process died with the request."""
        if request.done():
            return
        # cancelled here means cancelled by the pool (ours are cancelled through ``request``)
        if inner.cancelled() or isinstance(inner.exception(), BrokenProcessPool):
            # this runs in the dying pool's own thread: restart from a thread of our own
            threading.Thread(target=self._retry, args=(request, function, args, attempt, pool),
                             name="ai-worker-restart", daemon=True).start()
            return
        _pass_on(inner, request)

    def _retry(self, request: _Request, function: Callable[..., Any], args: tuple,
               attempt: int, pool: ProcessPoolExecutor) -> None:
        if request.done():
            return
        if attempt >= RETRIES:
            log.warning("the AI worker died twice on one request; computing it here")
            self._run_here(request, function, args)
            return
        log.warning("the AI worker process died; starting a fresh one and asking again")
        with self._lock:
            if self._pool is pool:
                self._restart(pool)
        self._send(request, function, args, attempt + 1)

    def _restart(self, dead: ProcessPoolExecutor) -> ProcessPoolExecutor:
        """A fresh pool for a dead one (called with the lock held)."""
        try:
            dead.shutdown(wait=False)
        except Exception:  # noqa: BLE001 - a broken pool may fail to shut down: it's gone anyway
            pass
        self.restarts += 1
        self._pool = self._start_pool()
        return self._pool

    def _start_pool(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(max_workers=1, mp_context=self._context,
                                   initializer=_init_worker, initargs=(self._cancelled,))
        # pay the imports now, not on the first move
        self._warming = {id(pool): pool.submit(_warm_up)}
        return pool

    def _run_here(self, request: _Request, function: Callable[..., Any], args: tuple) -> None:
        """Compute in a thread of this process (the window keeps drawing, if slower)."""

        def run() -> None:
            if request.done():
                return
            try:
                result = function(*args, request.ticket, self._cancelled)
            except Exception as error:  # noqa: BLE001 - handed to the caller through the future
                _settle_with(request, exception=error)
            else:
                _settle_with(request, result=result)

        threading.Thread(target=run, name="ai-inline", daemon=True).start()

    def _stop(self, ticket: int) -> None:
        """Mark ``ticket`` cancelled where the worker's search looks between iterations."""
        if self._cancelled is not None:
            self._cancelled[ticket % CANCEL_SLOTS] = ticket

    def _forget(self, request: Future) -> None:
        with self._lock:
            self._live.pop(getattr(request, "ticket", -1), None)


def _reap(processes: list[Any], grace_s: float = 2.0) -> None:
    """Wait a moment for shut-down worker processes to end, then kill those still there."""
    for process in processes:
        process.join(grace_s)
        if process.is_alive():
            try:
                process.kill()
            except OSError:
                pass
            process.join(grace_s)


def _pool_pids(pool: ProcessPoolExecutor | None) -> list[int]:
    """The ids of a pool's live processes."""
    processes = getattr(pool, "_processes", None) or {}
    return [p.pid for p in list(processes.values()) if p.pid is not None and p.is_alive()]


def _observe(state: State | Observation, seat: int) -> Observation:
    if isinstance(state, Observation):
        if state.seat != seat:
            raise ValueError(f"this observation is seat {state.seat}'s, not seat {seat}'s")
        return state
    return state.observation(seat)


def _pass_on(source: Future, target: Future) -> None:
    if source.cancelled():
        target.cancel()
        return
    error = source.exception()
    if error is not None:
        _settle_with(target, exception=error)
    else:
        _settle_with(target, result=source.result())


def _settle_with(target: Future, result: Any = None, exception: BaseException | None = None) -> None:
    try:
        if exception is not None:
            target.set_exception(exception)
        else:
            target.set_result(result)
    except InvalidStateError:
        pass  # cancelled meanwhile: nobody wants this answer any more
