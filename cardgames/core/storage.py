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

import os
import sys
import tempfile
import time
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


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename an unreadable file out of the way and return its new name."""
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.name}.broken-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = source.with_name(f"{source.name}.broken-{stamp}-{counter}")
    os.replace(source, target)
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


class PidLock:
    """A lock file holding its owner's process id; stale when that process is gone.

    :meth:`acquire` takes the lock if it is free, stale, unreadable, or already this
    process's; it returns False while another running process holds it.  Nothing is
    ever deleted but the lock file itself.
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
        me = os.getpid()
        for _ in range(3):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                owner = self.owner()
                if owner is not None and owner != me and pid_alive(owner) \
                        and not self._reused(owner):
                    return False
                try:  # stale (or ours already): take it over
                    atomic_write_text(self.path, str(me))
                except OSError:
                    return False
                if self.owner() == me:
                    self.held = True
                    return True
                continue  # somebody else took it over at the same moment: look again
            except OSError:
                return False
            with os.fdopen(fd, "w", encoding="ascii") as handle:
                handle.write(str(me))
            self.held = True
            return True
        return False

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
