"""settings.yaml in the player's config folder: read with checks, written atomically.

Loading never stops the program: a file that can't be read, isn't YAML, or holds a key
or a value that isn't allowed (the schema is :func:`~cardgames.ui.settings.check_value`:
each key's type and allowed values) is reported with the file, the key and what is
allowed -- the wrong value itself only by its kind and first characters;
the problem keys fall back to their defaults (a file that can't be read at all: every
key), the broken file is set aside (renamed, kept for the player), and a clean file with
the values that were good is written in its place so the next start is quiet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from cardgames.core import safe_yaml
from cardgames.core.i18n import _
from cardgames.core.storage import atomic_write_text, read_limited, set_aside
from cardgames.core.userfiles import config_dir
from cardgames.core.validate import describe
from cardgames.ui.settings import STORED, UiSettings, check_value

MAX_BYTES = 64_000
HEADER = ("# Card Table settings. The settings screen writes this file at every change;\n"
          "# edit it with care: a value that isn't allowed is set aside and its default used.\n")


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


@dataclass
class Loaded:
    settings: UiSettings
    problems: list[str] = field(default_factory=list)  # one sentence each
    moved_to: Path | None = None

    @property
    def notice(self) -> str | None:
        """What the menu says about the file, or None when it was fine."""
        if not self.problems:
            return None
        where = " " + _("The file was set aside as {name}.").format(name=self.moved_to.name) \
            if self.moved_to else ""
        return (_("Your settings could not all be used, so defaults replace them:") + " "
                + " ".join(self.problems) + where)


def load_settings(path: Path | None = None, base: UiSettings | None = None) -> Loaded:
    """The settings in ``path`` (settings.yaml) over ``base`` (the defaults)."""
    path = path or settings_path()
    base = base or UiSettings()
    try:
        text = read_limited(path, MAX_BYTES)
    except FileNotFoundError:
        return Loaded(base)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return _repair(path, base, [_("{path}: can't be read ({error}).").format(path=path, error=error)])
    try:
        data = safe_yaml.load(text, str(path))
    except safe_yaml.YamlSyntaxError as error:  # "settings.yaml, line 2, column 7: ..."
        return _repair(path, base, [f"{error}."])
    except (yaml.YAMLError, ValueError, RecursionError) as error:  # too deep, too big, a bomb
        mark = getattr(error, "problem_mark", None)
        return _repair(path, base, [_("{path}: is not valid YAML (line {line}).").format(
            path=path, line=mark.line + 1) if mark is not None else
            _("{path}: is not valid YAML.").format(path=path)])
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return _repair(path, base, [_("{path}: must be a list of \u201ckey: value\u201d lines.").format(
            path=path)])
    values = {}
    problems = []
    for key, value in data.items():
        if not isinstance(key, str) or len(key) > 40:
            problems.append(_("{path}: the key {key} is not a setting; the settings are "
                              "{keys}.").format(path=path, key=describe(key), keys=", ".join(STORED)))
            continue
        reason = check_value(key, value)
        if reason is not None:
            problems.append(_("{path}: {key}: {value} is not allowed; use {allowed}.").format(
                path=path, key=key, value=describe(value), allowed=reason))
            if key == "language":  # an unknown language: English, said in the notice
                values[key] = "en"
            continue
        values[key] = value
    settings = base.copy(**values)
    if problems:
        return _repair(path, settings, problems)
    return Loaded(settings)


def _repair(path: Path, settings: UiSettings, problems: list[str]) -> Loaded:
    """Keep the broken file aside and write the usable values in its place."""
    moved = None
    try:
        moved = set_aside(path)
    except OSError:
        pass
    else:
        try:
            save_settings(settings, path)
        except OSError:
            pass
    return Loaded(settings, problems, moved)


def settings_text(settings: UiSettings) -> str:
    body = yaml.safe_dump({key: getattr(settings, key) for key in STORED}, sort_keys=False,
                          allow_unicode=True, default_flow_style=False)
    return HEADER + body


def save_settings(settings: UiSettings, path: Path | None = None) -> Path:
    """Write every stored setting atomically (temp file, then rename)."""
    return atomic_write_text(path or settings_path(), settings_text(settings))


def stored_language(path: Path | None = None) -> str:
    """The language settings.yaml asks for ("" when none, or the file can't be read);
    for the headless commands, which neither repair nor rewrite the file."""
    try:
        data = safe_yaml.load(read_limited(path or settings_path(), MAX_BYTES), "settings")
    except (OSError, ValueError, UnicodeDecodeError, yaml.YAMLError, RecursionError):
        return ""
    value = data.get("language") if isinstance(data, dict) else None
    return value if isinstance(value, str) else ""
