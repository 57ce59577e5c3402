"""The AI worker process: it survives being killed or frozen, and a cancelled search really
stops.

These tests start real ``spawn`` worker processes (about a second each to import).
"""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

import cardgames
from cardgames.ai import worker as worker_module
from cardgames.ai.ismcts import search
from cardgames.ai.worker import AIWorker


@pytest.fixture
def worker():
    made = AIWorker()
    yield made
    made.shutdown()


def position(seed=5):
    game = cardgames.create("pocha", players=4, preset="max_only")
    state = game.new_state(seed=seed)
    return state, state.current_player


def ready(worker: AIWorker) -> int:
    """Wait for the worker process to be up (imports done); its process id."""
    state, seat = position()
    worker.request(state, seat, "random", seed=0).result(timeout=60)
    pids = worker.process_ids()
    assert len(pids) == 1
    return pids[0]


def kill(pid: int) -> None:
    os.kill(pid, signal.SIGKILL)


def wait_dead(pid: int, worker: AIWorker) -> None:
    """Until the pool has noticed its process is gone."""
    deadline = time.monotonic() + 10
    while pid in worker.process_ids() and time.monotonic() < deadline:
        time.sleep(0.02)


def test_a_worker_killed_while_idle_is_replaced_on_the_next_request(worker):
    pid = ready(worker)
    kill(pid)
    wait_dead(pid, worker)
    state, seat = position()
    answer = worker.request(state, seat, "normal", seed=3).result(timeout=60)
    assert answer == AIWorker(inline=True).request(state, seat, "normal", seed=3).result()
    assert worker.restarts == 1 and worker.process_ids() != [pid]


def test_a_worker_killed_mid_search_answers_the_same_request_again(worker):
    pid = ready(worker)
    state, seat = position(seed=8)
    future = worker.request(state, seat, "ismcts", seed=4, time_s=0.6)
    time.sleep(0.15)  # the search is under way: it can't end before 0.6 s
    assert not future.done()
    kill(pid)
    answer = future.result(timeout=60)  # never BrokenProcessPool: asked again
    assert worker.restarts == 1
    assert answer in [str(a) for a in state.legal_actions()]


def test_when_the_fresh_worker_dies_too_the_move_is_computed_here(worker, monkeypatch):
    monkeypatch.setattr(worker_module, "RETRIES", 0)
    pid = ready(worker)
    state, seat = position(seed=9)
    future = worker.request(state, seat, "ismcts", seed=2, time_s=0.6)
    time.sleep(0.15)
    assert not future.done()
    kill(pid)
    answer = future.result(timeout=60)
    assert answer in [str(a) for a in state.legal_actions()]
    assert worker.restarts == 0  # computed in this process, no fresh worker yet ...
    assert worker.request(state, seat, "random", seed=1).result(timeout=60)
    assert worker.restarts == 1  # ... until the next request needed one


def test_a_cancelled_search_does_not_delay_the_next_answer(worker):
    ready(worker)
    state, seat = position(seed=6)
    long = worker.request(state, seat, "ismcts", seed=1, time_s=20.0)
    time.sleep(0.3)  # the long search is running in the worker
    assert not long.done()
    assert long.cancel()
    started = time.monotonic()
    quick = worker.request(state, seat, "normal", seed=1)
    assert quick.result(timeout=15) in [str(a) for a in state.legal_actions()]
    # without the cancellation the quick answer would wait ~20 s behind the search
    assert time.monotonic() - started < 5.0
    assert long.cancelled()


def test_a_cancelled_hint_stops_too(worker):
    ready(worker)
    state, seat = position(seed=7)
    hint = worker.request_hint(state, seat, iterations=10**7, seed=1)
    time.sleep(0.3)
    hint.cancel()
    started = time.monotonic()
    worker.request(state, seat, "random", seed=1).result(timeout=15)
    assert time.monotonic() - started < 5.0


def test_the_search_loop_honours_the_stop_flag():
    state, seat = position(seed=3)
    observation = state.observation(seat)
    asked = []

    def should_stop():
        asked.append(1)
        return len(asked) > 25

    result = search(observation, random.Random(1), iterations=10**6, should_stop=should_stop)
    assert result.iterations == 25
    assert result.best in observation.legal_ids()
    unstopped = search(observation, random.Random(1), iterations=40, should_stop=lambda: False)
    assert unstopped.iterations == 40


# --- a worker that stops answering (frozen with SIGSTOP) ------------------------------------------
def running(pid: int) -> bool:
    """The process exists and is not a zombie waiting to be reaped."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def wait_gone(pid: int, limit_s: float = 10.0) -> bool:
    deadline = time.monotonic() + limit_s
    while running(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not running(pid)


@pytest.fixture
def quick_limit_worker():
    made = AIWorker(answer_limit_s=1.5)
    yield made
    made.shutdown()


def test_a_worker_stopped_mid_request_is_replaced_and_the_move_still_comes(quick_limit_worker):
    worker = quick_limit_worker
    pid = ready(worker)
    state, seat = position(seed=8)
    future = worker.request(state, seat, "ismcts", seed=4, time_s=0.8)
    time.sleep(0.2)  # the search is under way ...
    assert not future.done()
    os.kill(pid, signal.SIGSTOP)  # ... and its process freezes: no answer, no death
    answer = future.result(timeout=60)  # asked again of a fresh process
    assert answer in [str(a) for a in state.legal_actions()]
    assert worker.stalls == 1 and worker.restarts == 1
    assert worker.process_ids() and pid not in worker.process_ids()
    assert wait_gone(pid), "the frozen worker process was left behind"


def test_a_process_still_starting_is_not_taken_for_a_frozen_one():
    # spawning and importing the program takes longer than this limit: the first request
    # waits for the start-up (with its allowance), not killed as frozen
    worker = AIWorker(answer_limit_s=0.05)
    try:
        state, seat = position()
        answer = worker.request(state, seat, "normal", seed=3).result(timeout=60)
        assert answer == AIWorker(inline=True).request(state, seat, "normal", seed=3).result()
        assert worker.stalls == 0 and worker.restarts == 0
    finally:
        worker.shutdown()


def test_a_worker_stopped_while_idle_is_replaced_on_the_next_request(quick_limit_worker):
    worker = quick_limit_worker
    pid = ready(worker)
    os.kill(pid, signal.SIGSTOP)
    state, seat = position()
    answer = worker.request(state, seat, "normal", seed=3).result(timeout=60)
    assert answer == AIWorker(inline=True).request(state, seat, "normal", seed=3).result()
    assert worker.stalls == 1
    assert wait_gone(pid)


def test_a_slow_answer_within_the_limit_is_not_taken_for_a_frozen_worker():
    worker = AIWorker(answer_limit_s=5.0)
    try:
        ready(worker)
        state, seat = position(seed=8)
        answer = worker.request(state, seat, "ismcts", seed=4, time_s=1.6).result(timeout=60)
        assert answer in [str(a) for a in state.legal_actions()]
        assert worker.stalls == 0 and worker.restarts == 0
    finally:
        worker.shutdown()


def test_shutting_down_kills_a_frozen_worker_process():
    worker = AIWorker()
    pid = ready(worker)
    os.kill(pid, signal.SIGSTOP)
    worker.shutdown()
    assert wait_gone(pid), "a stopped worker process outlived the shutdown"
