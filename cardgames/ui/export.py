"""Copying a file the program keeps (a hand history) to where the player will find it.

The program's own files live in the data folder, which players rarely open; an export
goes to ``~/Documents`` when there is one, else the home folder.  An existing file of
the same name is never overwritten: the copy gets a number instead.
"""

from __future__ import annotations

import shutil
from pathlib import Path


def export_dir() -> Path:
    home = Path.home()
    documents = home / "Documents"
    return documents if documents.is_dir() else home


def export_file(source: Path, folder: Path | None = None) -> Path:
    """Copy ``source`` into ``folder`` (default :func:`export_dir`); returns the copy."""
    folder = folder or export_dir()
    target = folder / source.name
    counter = 1
    while target.exists():
        counter += 1
        target = folder / f"{source.stem}-{counter}{source.suffix}"
    shutil.copyfile(source, target)
    return target
