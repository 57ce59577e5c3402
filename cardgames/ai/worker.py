"""AI moves computed in a worker process, so the window keeps drawing while the AI thinks.

The worker is started with ``spawn`` (never by forking the pygame process, which would
inherit its display connection) and imports only core, games and ai.  A request carries
the state as its JSON save, so nothing unpicklable crosses the process boundary; the
worker rebuilds the state and hands the AI only the seat's ``Observation``.

``inline=True`` computes in the calling process: headless tests use it.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.game import State


def choose_from_save(
    game_id: str,
    options: dict[str, Any],
    state_json: str,
    seat: int,
    level: str,
    seed: int | None,
    budget: dict[str, Any],
) -> str:
    """Rebuild the state, observe it from ``seat`` and let the AI choose (in any process)."""
    from cardgames.ai import make_player
    from cardgames.games import create

    game = create(game_id, rules=options)
    state = game.load_state(state_json)
    player = make_player(level, seed=seed, **budget)
    return str(player.choose(state.observation(seat)))


def hint_from_save(
    game_id: str, options: dict[str, Any], state_json: str, seat: int, iterations: int, seed: int
) -> tuple[str, str]:
    """Rebuild the state and search it for a hint: (action text, the sentence why)."""
    from cardgames.ai.hints import hint
    from cardgames.games import create

    game = create(game_id, rules=options)
    state = game.load_state(state_json)
    advice = hint(state.observation(seat), iterations=iterations, seed=seed)
    return str(advice.action), advice.sentence


class AIWorker:
    def __init__(self, inline: bool = False):
        self.inline = inline
        self._pool: ProcessPoolExecutor | None = None
        if not inline:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
            self._pool.submit(_warm_up)  # pay the imports now, not on the first move

    def request(
        self, state: State, seat: int, level: str, seed: int | None = None, **budget: Any
    ) -> Future[str]:
        """Start choosing for ``seat``; the future's result is the action's text."""
        args = (state.game.id, state.game.options, state.to_json(), seat, level, seed, budget)
        return self._submit(choose_from_save, args)

    def request_hint(
        self, state: State, seat: int, iterations: int = 600, seed: int = 0
    ) -> Future[tuple[str, str]]:
        """Start a hint search for ``seat``; the result is (action text, sentence)."""
        args = (state.game.id, state.game.options, state.to_json(), seat, iterations, seed)
        return self._submit(hint_from_save, args)

    def _submit(self, function: Any, args: tuple) -> Future:
        """Run in the worker process, or right here (inline) with the same Future API."""
        if self._pool is not None:
            return self._pool.submit(function, *args)
        future: Future = Future()
        try:
            future.set_result(function(*args))
        except Exception as error:  # noqa: BLE001 - handed to the caller through the future
            future.set_exception(error)
        return future

    @staticmethod
    def action(future: Future[str]) -> Action:
        return Action.parse(future.result())

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def _warm_up() -> bool:
    import cardgames.ai  # noqa: F401
    import cardgames.games  # noqa: F401  (discovery imports every game)

    return True
