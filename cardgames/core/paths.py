"""Where the program's data lives: rules/ and assets/.

In an installed package they sit inside it (``cardgames/rules``, ``cardgames/assets``,
mapped there by pyproject.toml); in a source checkout they sit at the top of the
repository.  Nothing here reads anything outside the project.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


@cache
def _data_dir(name: str) -> Path:
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the program's {name}/ folder is missing (looked in {_PACKAGE})")


def rules_dir() -> Path:
    """The folder holding ``<game>/options.yaml``, ``rules.md`` and ``tutorial.yaml``."""
    return _data_dir("rules")


def assets_dir() -> Path:
    """The folder holding fonts and any static art."""
    return _data_dir("assets")
