"""Writing the match in progress after every action, without a stutter.

Taking the snapshot (:meth:`SavedMatch.of <cardgames.core.saves.SavedMatch.of>`: the
engine's JSON, the origin and the action log) is quick and must happen on the frame loop,
while the state holds still; turning it into the file and ``fsync``-ing it can take
several milliseconds (tens on a slow disk), so that part runs on one writer thread.  Only
the newest snapshot matters: one that arrives while the previous is being written
replaces any still waiting.  :meth:`Autosaver.flush` waits for the last write (on quit),
:meth:`Autosaver.clear` removes the autosave when a match ends (after any write still in
flight, so a late write can't bring a finished match back).

An Autosaver made with ``enabled=False`` writes and removes nothing: that is the second
running copy of the program, whose autosave belongs to the first (see
:mod:`cardgames.core.session`).

Timings are kept (``snapshot_ms`` on the frame loop, ``write_ms`` on the thread) so the
cost can be checked; see ``tests/ui/test_save_resume.py``.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from cardgames.core.saves import SavedMatch, autosave_path, clear_autosave, write_save

log = logging.getLogger(__name__)


class Autosaver:
    def __init__(self, path: Path | None = None, enabled: bool = True) -> None:
        self.path = path
        self.enabled = enabled
        self._cond = threading.Condition()
        self._pending: SavedMatch | None = None
        self._busy = False
        self._closing = False
        self._thread: threading.Thread | None = None
        self.error: str | None = None  # the last write's failure, if any
        self.saves = 0
        self.snapshot_ms: list[float] = []  # frame-loop cost of each snapshot
        self.write_ms: list[float] = []  # writer-thread cost of each file written

    # --- the frame loop's side ---------------------------------------------------------------
    def save(self, state, names: list[str], levels: list[str | None], preset: str | None,
             hints_used: int = 0, undos_used: int = 0) -> None:
        """Snapshot the match now; it is written to the autosave file shortly after."""
        if not self.enabled:
            return
        start = time.perf_counter()
        match = SavedMatch.of(state, names, levels, preset, hints_used, undos_used=undos_used)
        self._record(self.snapshot_ms, start)
        self.submit(match)

    def submit(self, match: SavedMatch) -> None:
        if not self.enabled:
            return
        with self._cond:
            self._pending = match
            self._ensure_thread()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every snapshot handed over is on disk; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def clear(self) -> None:
        """The match is over: drop what is waiting, let a write in flight end, delete."""
        with self._cond:
            self._pending = None
            while self._busy:
                self._cond.wait(1.0)
        if not self.enabled:
            return
        try:
            if self.path is None:
                clear_autosave()
            else:
                self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("could not remove the autosave: %s", error)

    def close(self) -> None:
        """Write what is waiting, then stop the thread."""
        self.flush()
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=10.0)
            self._thread = None

    # --- the writer thread ------------------------------------------------------------------------
    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._closing = False
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closing:
                    self._cond.wait()
                if self._pending is None:
                    return
                match, self._pending = self._pending, None
                self._busy = True
            start = time.perf_counter()
            try:
                write_save(self.path or autosave_path(), match)
                self.error = None
                self.saves += 1
            except OSError as error:  # a full disk must not stop the game
                self.error = str(error)
                log.warning("autosave failed: %s", error)
            finally:
                self._record(self.write_ms, start)
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    @staticmethod
    def _record(into: list[float], start: float) -> None:
        into.append((time.perf_counter() - start) * 1000)
        del into[:-200]
