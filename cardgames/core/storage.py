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


def read_limited(path: str | os.PathLike[str], max_bytes: int = 2_000_000) -> str:
    """Read a text file the player may have shared with us, refusing absurd sizes."""
    source = Path(path)
    size = source.stat().st_size
    if size > max_bytes:
        raise ValueError(f"{source}: the file is {size} bytes, more than the {max_bytes} allowed")
    return source.read_text(encoding="utf-8")
