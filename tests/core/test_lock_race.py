"""Two copies of the program started at the same instant: exactly one owns the autosave.

Real processes race for real lock files (``multiprocessing``), many times over: the claim
must never give the lock to both (before the guard, 7 starts in 160 did) nor to neither.
Each owner stays alive until both have answered, so a lock is never stale in these races:
taking one over would be the bug.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from pathlib import Path

from cardgames.core.storage import FRESH_EMPTY_LOCK_S, PidLock

#: fork starts a process in milliseconds; spawn (Windows, macOS) needs far fewer trials
CONTEXT = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
FAST = CONTEXT.get_start_method() == "fork"


def _contender(root: str, trials: int, start, done, results) -> None:
    """One copy: at each trial, claim that trial's lock the moment both are ready."""
    for trial in range(trials):
        start.wait()
        lock = PidLock(Path(root) / f"{trial}.lock")
        results.put((trial, os.getpid(), lock.acquire()))
        done.wait()  # the owner is alive until both have answered
        lock.release()


def _one_start(path: str, go, done, results) -> None:
    """A copy started for a single race: claim, answer, stay alive until told."""
    go.wait()
    lock = PidLock(path)
    results.put((os.getpid(), lock.acquire()))
    done.wait(30)
    lock.release()


def _owners(answers) -> list[int]:
    return [pid for pid, held in answers if held]


def test_two_running_copies_racing_many_times_never_both_own_the_lock(tmp_path):
    trials = 400 if FAST else 40
    start, done = CONTEXT.Barrier(2), CONTEXT.Barrier(3)
    results = CONTEXT.Queue()
    copies = [CONTEXT.Process(target=_contender, args=(str(tmp_path), trials, start, done,
                                                       results)) for _ in range(2)]
    for copy in copies:
        copy.start()
    both, none = [], []
    began = time.monotonic()
    try:
        for trial in range(trials):
            answers = [results.get(timeout=30) for _ in range(2)]
            assert {a[0] for a in answers} == {trial}
            owners = _owners([a[1:] for a in answers])
            if len(owners) == 2:
                both.append(trial)
            elif not owners:
                none.append(trial)
            done.wait(timeout=30)
    finally:
        for copy in copies:
            copy.join(timeout=30)
            if copy.is_alive():
                copy.kill()
    assert not both, f"two owners in {len(both)} of {trials} races"
    assert not none, f"no owner in {len(none)} of {trials} races"
    assert time.monotonic() - began < 20


def test_two_copies_started_together_many_times_have_exactly_one_owner(tmp_path):
    """Fresh processes each time, as two clicks on the program's icon would start them."""
    trials = 120 if FAST else 10
    began = time.monotonic()
    for trial in range(trials):
        go, done, results = CONTEXT.Event(), CONTEXT.Event(), CONTEXT.Queue()
        path = str(tmp_path / f"{trial}.lock")
        copies = [CONTEXT.Process(target=_one_start, args=(path, go, done, results))
                  for _ in range(2)]
        for copy in copies:
            copy.start()
        go.set()
        try:
            answers = [results.get(timeout=30) for _ in range(2)]
        finally:
            done.set()
            for copy in copies:
                copy.join(timeout=30)
        owners = _owners(answers)
        assert len(owners) == 1, f"race {trial}: {len(owners)} owners"
        assert not Path(path).exists()  # the owner released it as it quit
    assert time.monotonic() - began < 20


def test_an_empty_lock_just_created_is_left_to_its_writer(tmp_path):
    """A copy has created the lock and not yet written its id: never taken over."""
    path = tmp_path / "x.lock"
    path.write_text("")
    assert not PidLock(path).acquire()
    assert path.read_text() == ""  # untouched
    long_ago = time.time() - FRESH_EMPTY_LOCK_S - 5
    os.utime(path, (long_ago, long_ago))  # nobody ever filled it in: abandoned
    lock = PidLock(path)
    assert lock.acquire() and lock.owner() == os.getpid()
    lock.release()
