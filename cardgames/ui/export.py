"""Copying a file the program keeps (a hand history) to where the player will find it.

The program's own files live in the data folder, which players rarely open; an export
goes to ``~/Documents`` when there is one, else the home folder itself.  An existing
file of the same name is never overwritten: the copy gets a number instead.  The
message after an export names the folder in words and the file's full path
(:func:`exported_message`), so the player is never told "Documents" when there is none.
"""

from __future__ import annotations

import shutil
from pathlib import Path


def _home() -> Path:
    try:
        return Path.home()
    except RuntimeError:  # no HOME and no user database entry
        raise OSError("there is no home folder to copy it to") from None


def export_dir() -> Path:
    home = _home()
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


def exported_message(copy: Path, what: str = "Hand history") -> str:
    """Where the copy went, in words and in full: the message the player sees."""
    folder = copy.parent
    try:
        home = _home()
    except OSError:
        home = None
    if home is not None and folder == home / "Documents":
        place = "your Documents folder"
    elif home is not None and folder == home:
        place = "your home folder (there is no Documents folder)"
    else:
        place = "the folder"
    return f"{what} copied to {place}: {copy}"
