"""The player's own files: house rules in the config folder, saves and stats in the data folder.

Folders come from platformdirs and can be redirected with ``CARDGAMES_CONFIG_DIR`` and
``CARDGAMES_DATA_DIR`` (tests and portable installs use these).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from .options import HouseRules, Problem, parse_house_rules
from .storage import atomic_write_text, read_limited, set_aside

if TYPE_CHECKING:
    from .catalog import Catalog

APP = "cardgames"


def config_dir() -> Path:
    return Path(os.environ.get("CARDGAMES_CONFIG_DIR") or platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    return Path(os.environ.get("CARDGAMES_DATA_DIR") or platformdirs.user_data_dir(APP))


def house_rules_dir(game_id: str) -> Path:
    return config_dir() / "house_rules" / game_id


def _slug(name: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower()
    return slug or "house-rules"


def save_house_rules(rules: HouseRules) -> Path:
    """Write a named set atomically; the file name comes from the name."""
    path = house_rules_dir(rules.game) / f"{_slug(rules.name)}.yaml"
    return atomic_write_text(path, rules.to_yaml())


def load_house_rules(game_id: str, catalog: Catalog) -> tuple[list[HouseRules], list[Problem]]:
    """Every saved set of a game that can be used, and the problems of those that can't.

    Each file is read on its own, so one bad file never hides the others.  A file with
    problems is still offered with its good options when it has any; a file that can't
    be used at all (not readable, not a regular file, too big, not valid YAML, not house
    rules) is set aside (renamed, never deleted) and reported.
    """
    folder = house_rules_dir(game_id)
    found: list[HouseRules] = []
    problems: list[Problem] = []
    if not folder.is_dir():
        return found, problems
    for path in sorted(folder.glob("*.yaml")):
        rules, file_problems = _read_house_rules_file(path, catalog)
        problems.extend(file_problems)
        if rules is None:
            problems.extend(_set_aside(path))
        elif rules.game == game_id:
            found.append(rules)
    return found, problems


MAX_HOUSE_RULES_BYTES = 200_000


def _read_house_rules_file(path: Path, catalog: Catalog) -> tuple[HouseRules | None, list[Problem]]:
    """One house-rules file: its rules (None when unusable) and its problems."""
    try:
        text = read_limited(path, MAX_HOUSE_RULES_BYTES)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return None, [Problem(str(path), "", f"can't be read ({error})")]
    try:
        return parse_house_rules(text, str(path), catalog)
    except Exception as error:  # noqa: BLE001 - one odd file must not hide the others
        return None, [Problem(str(path), "", f"can't be used ({type(error).__name__})")]


def _set_aside(path: Path) -> list[Problem]:
    try:
        moved = set_aside(path)
    except OSError as error:
        return [Problem(str(path), "", f"could not be set aside ({error})")]
    return [Problem(str(path), "", f"was set aside as {moved.name}")]
