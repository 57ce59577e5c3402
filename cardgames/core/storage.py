"""Files the program writes: atomically, and never losing what it could not read.

A write goes to a temporary file in the same folder and is renamed over the old one,
so a crash mid-write leaves the old file whole.  A file that can't be read is renamed
aside (``name.broken-YYYYmmdd-HHMMSS``), never deleted, so the player can recover it.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


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
    return target


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
