"""Files the program writes: atomically, and never losing what it could not read.

A write goes to a temporary file in the same folder (``.<name>.<random>.tmp``) and is
renamed over the old one, then the folder itself is synced, so a crash or a power cut
mid-write leaves the old file or the new one whole, never half of either.  Temporary
files a killed program left behind are removed at the next start
(:func:`clean_temp_files`).  A file that can't be read is renamed aside
(``name.broken-YYYYmmdd-HHMMSS``), never deleted, so the player can recover it.

:class:`PidLock` is how two copies of the program running at once tell each other
apart: a small file holding the owner's process id, stale once that process is gone.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> Path:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(target.parent)
    return target


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows can't open a folder for it)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder; the rename itself stands
    finally:
        os.close(fd)


def clean_temp_files(folder: str | os.PathLike[str], before: float) -> list[Path]:
    """Remove the temporary files of interrupted writes under ``folder``.

    Only files named like :func:`atomic_write_text`'s (``.<name>.<random>.tmp``) and
    last touched before ``before`` (a time.time() value: this session's start, less a
    margin) are removed, so a write another running copy has in flight is left alone.
    Returns what was removed; a file that can't be removed is skipped.
    """
    root = Path(folder)
    removed: list[Path] = []
    if not root.is_dir():
        return removed
    try:
        candidates = list(root.rglob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and path.stat().st_mtime < before:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def _aside_name(source: Path) -> Path:
    """``<name>.broken-<date>-<time>`` next to ``source``, a name no file has yet."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.name}.broken-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = source.with_name(f"{source.name}.broken-{stamp}-{counter}")
    return target


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename an unreadable file out of the way and return its new name."""
    source = Path(path)
    target = _aside_name(source)
    os.replace(source, target)
    return target


def keep_copy(path: str | os.PathLike[str]) -> Path:
    """Copy a file that is about to be replaced by something made from it (a save whose
    match was rebuilt from its moves) to ``<name>.broken-<date>-<time>``, and return the
    copy's name; the file itself stays where it is.  A copy with the same bytes already
    there (the same save read again) is returned instead of making another.  Raises
    ``OSError`` when no copy could be written (then nothing was changed)."""
    source = Path(path)
    data = source.read_bytes()
    for earlier in sorted(source.parent.glob(f"{source.name}.broken-*")):
        with contextlib.suppress(OSError):
            if earlier.is_file() and earlier.stat().st_size == len(data) \
                    and earlier.read_bytes() == data:
                return earlier
    target = _aside_name(source)
    try:
        with open(target, "xb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except OSError:
        with contextlib.suppress(OSError):
            target.unlink()
        raise
    return target


_CHUNK = 1 << 16  # bytes per read


def read_limited(path: str | os.PathLike[str], max_bytes: int = 2_000_000) -> str:
    """Read a text file someone else may have written, refusing anything absurd.

    Only a regular file is read (a symlink is followed, then checked): a FIFO would block
    forever and ``/dev/zero`` never ends.  The file is opened without blocking, checked on
    the opened descriptor (so it can't be swapped in between), and read in chunks up to
    ``max_bytes`` -- its reported size is never trusted.  Raises ``OSError`` (including
    ``FileNotFoundError``), ``ValueError`` for a file that is not regular or is too big,
    and ``UnicodeDecodeError``.
    """
    import stat

    source = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(source, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(f"{source} is not a regular file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    if total > max_bytes:
        raise ValueError(f"{source}: the file is more than the {max_bytes} bytes allowed")
    text = b"".join(chunks).decode("utf-8")
    return text.replace("\r\n", "\n").replace("\r", "\n")  # as text mode reads it


def pid_alive(pid: int) -> bool:
    """Whether a process with this id is running now."""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would end the process on Windows
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, but another user's
    except OSError:
        return False
    return True


def process_start_time(pid: int) -> float | None:
    """When process ``pid`` started (time.time() scale), where /proc tells; else None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        boot = next(line for line in Path("/proc/stat").read_text().splitlines()
                    if line.startswith("btime "))
        ticks = int(stat.rsplit(")", 1)[1].split()[19])  # field 22: starttime
        return int(boot.split()[1]) + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration, AttributeError):
        return None


@contextlib.contextmanager
def exclusive(path: Path, wait_s: float) -> Iterator[bool]:
    """Hold an OS lock on ``path`` (created if missing, never deleted) for the block.

    Yields True once this process holds it, False if it could not within ``wait_s``
    seconds or the file can't be opened.  The system frees it when the holder exits, so a
    killed program never leaves it held.
    """
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    deadline = time.monotonic() + wait_s
    held = False
    try:
        while True:
            try:
                _os_lock(fd)
                held = True
                break
            except OSError:  # held by another process (BlockingIOError, or Windows' error)
                if time.monotonic() >= deadline:
                    break
                time.sleep(0.002)
        yield held
    finally:
        if held:
            try:
                _os_unlock(fd)
            except OSError:
                pass
        os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _os_lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _os_unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _os_lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _os_unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


#: an empty lock file younger than this may be one a writer has just created and not yet
#: filled (a copy of the program that creates it without the guard): it is left alone
FRESH_EMPTY_LOCK_S = 5.0
#: how long :meth:`PidLock.acquire` waits for another copy's claim in flight
GUARD_WAIT_S = 2.0


class PidLock:
    """A lock file holding its owner's process id; stale when that process is gone.

    :meth:`acquire` takes the lock if it is free, already this process's, or stale: its
    process is gone, or it is unreadable -- except an *empty* lock younger than
    :data:`FRESH_EMPTY_LOCK_S`, which may be another copy's being written.  A live owner's
    lock is never taken over.  Every claim (reading the lock, deciding, writing it) runs
    under an OS file lock on a guard file beside it (``<lock>.guard``, never deleted, freed
    by the system when its holder dies), so two copies started at the same instant can't
    both decide the lock is theirs; the lock file itself is written whole (temporary file
    renamed over it), never seen empty.  Nothing is ever deleted but the lock file itself.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.held = False

    def owner(self) -> int | None:
        """The process id written in the lock file, or None if there is none to read."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace")[:40].strip()
        except OSError:
            return None
        return int(text) if text.isdigit() and len(text) < 20 else None

    def acquire(self) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        with exclusive(self.path.with_name(self.path.name + ".guard"), GUARD_WAIT_S) as alone:
            if not alone:
                return False  # another copy is claiming it this very moment (or hangs)
            return self._claim(os.getpid())

    def _claim(self, me: int) -> bool:
        """Under the guard: take the lock unless a live process holds it."""
        if self.path.exists() and not self._free_for(me):
            return False
        try:
            if self.owner() != me:
                atomic_write_text(self.path, str(me))
        except OSError:
            return False
        self.held = self.owner() == me
        return self.held

    def _free_for(self, me: int) -> bool:
        """Whether the existing lock file may be taken by process ``me``."""
        owner = self.owner()
        if owner is not None:
            return owner == me or not pid_alive(owner) or self._reused(owner)
        try:
            info = self.path.stat()
            with open(self.path, "rb") as handle:
                empty = not handle.read(64).strip()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        if empty and time.time() - info.st_mtime < FRESH_EMPTY_LOCK_S:
            return False  # being written, perhaps: its writer may well be alive
        return True  # unreadable, or empty and long since abandoned: stale

    def _reused(self, pid: int) -> bool:
        """Whether ``pid`` now names a process started after the lock was written: the
        owner is gone and its number was given to another (Linux can tell; elsewhere no)."""
        try:
            written = self.path.stat().st_mtime
            started = process_start_time(pid)
        except OSError:
            return False
        return started is not None and started > written + 2.0

    def release(self) -> None:
        """Remove the lock file if it is still this process's."""
        if self.held and self.owner() == os.getpid():
            try:
                self.path.unlink()
            except OSError:
                pass
        self.held = False
