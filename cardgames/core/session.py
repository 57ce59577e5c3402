"""What a running copy of the program settles about its files when it starts.

Two things, once per start: temporary files of writes a killed program left behind are
removed (only those older than this start, so a write another running copy has in
flight is spared), and the autosave is claimed.  Only one running copy may write the
autosave -- two would silently overwrite each other's match -- so the first holds
``<data>/saves/autosave.lock`` (its process id) and a second copy plays without
autosaving, and says so.  A lock whose process is gone is stale and taken over.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from cardgames.core.i18n import N_, _

from .saves import autosave_lock_path
from .storage import PidLock, clean_temp_files
from .userfiles import config_dir, data_dir

#: another running copy's write in flight is younger than this
LIVE_WRITE_S = 60.0

SECOND_COPY = N_("Card Table is already running in another window, which keeps the match "
                 "in progress. This window does not autosave: use \u201cSave as\u2026\u201d in "
                 "the pause menu to keep a match played here.")


@dataclass
class SessionFiles:
    lock: PidLock
    removed: list[Path] = field(default_factory=list)  # leftover temporary files

    @property
    def owns_autosave(self) -> bool:
        return self.lock.held

    @property
    def notice(self) -> str | None:
        return None if self.owns_autosave else _(SECOND_COPY)

    def close(self) -> None:
        self.lock.release()


def start_session(now: float | None = None) -> SessionFiles:
    """Claim the autosave and sweep up interrupted writes; never raises for a file."""
    now = time.time() if now is None else now
    lock = PidLock(autosave_lock_path())
    lock.acquire()
    # alone, every leftover is stale; beside another copy, spare its writes in flight
    before = now if lock.held else now - LIVE_WRITE_S
    removed = [path for folder in (config_dir(), data_dir())
               for path in clean_temp_files(folder, before)]
    return SessionFiles(lock, removed)
