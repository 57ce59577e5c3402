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

    A file with problems is still offered with its good options when it has any; a file
    that can't be read at all is set aside (renamed, never deleted) and reported.
    """
    folder = house_rules_dir(game_id)
    found: list[HouseRules] = []
    problems: list[Problem] = []
    if not folder.is_dir():
        return found, problems
    for path in sorted(folder.glob("*.yaml")):
        try:
            text = read_limited(path, 200_000)
        except (OSError, ValueError, UnicodeDecodeError) as error:
            problems.append(Problem(str(path), "", f"can't be read ({error})"))
            continue
        rules, file_problems = parse_house_rules(text, str(path), catalog)
        problems.extend(file_problems)
        if rules is None:
            try:
                moved = set_aside(path)
                problems.append(Problem(str(path), "", f"was set aside as {moved.name}"))
            except OSError:
                pass
            continue
        if rules.game == game_id:
            found.append(rules)
    return found, problems
