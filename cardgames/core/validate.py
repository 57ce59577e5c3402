"""Checking what a file of ours holds, once, where it is read.

The program's own files (saves, statistics, settings) are read back at every start; a
player's editor, a full disk or a half-finished copy can leave anything in them.  Each
file kind turns its parsed data into typed values with the checks here, so that what
passes can't crash a screen later, and what doesn't fails with :class:`Invalid`: a
sentence naming the key and what is allowed.  A wrong value is described by its type
and a short cut of it, never printed whole (it may be a 5,000-digit number or a
megabyte of text).

:func:`parse_json` is :func:`json.loads` made safe for such files: NaN and Infinity,
numbers too long to convert, and nesting deeper than any file of ours needs are refused
with :class:`Invalid` instead of surfacing as ``RecursionError`` or ``ValueError`` later.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: nesting deeper than this is refused (a save nests about six levels)
MAX_DEPTH = 40
#: the latest moment a file's timestamp may name (the end of 2999: every system's
#: date functions, Windows' too, can show it)
LATEST_TIME = 32_503_679_999.0


class Invalid(ValueError):
    """A value that does not fit its file's schema; the message names key and rule."""


def describe(value: Any, limit: int = 24) -> str:
    """A short, safe description of an unexpected value: its kind and its first characters."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list, tuple)):
        kind = "a list" if isinstance(value, (list, tuple)) else "a mapping"
        return f"{kind} of {len(value)} item{'s' if len(value) != 1 else ''}"
    if isinstance(value, int):
        digits = len(str(abs(value))) if abs(value) < 10 ** 40 else None
        return f"the number {value}" if digits is not None else "a number of more than 40 digits"
    if isinstance(value, float):
        return f"the number {value!r}" if math.isfinite(value) else f"the value {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= limit else value[:limit] + "\u2026"
        return "the text " + repr(shown)
    return f"a value of type {type(value).__name__}"


def _refuse_constant(name: str) -> Any:
    raise Invalid(f"it holds {name}, which is not a number a file of ours contains")


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Invalid(f"it holds the number {text[:24]}, too large to use")
    return value


def parse_json(text: str) -> Any:
    """``json.loads`` refusing NaN/Infinity, huge numbers and deep nesting with Invalid."""
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_parse_float)
    except Invalid:
        raise
    except RecursionError:
        raise Invalid(f"it is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as error:  # JSONDecodeError, or an int too long to convert
        if isinstance(error, json.JSONDecodeError):
            raise Invalid(f"it is not complete JSON (line {error.lineno}, column "
                          f"{error.colno})") from None
        raise Invalid("it holds a number too long to use") from None
    check_depth(data)
    return data


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``limit`` (checked without recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, (list, tuple)):
            children = value
        else:
            continue
        if depth > limit:
            raise Invalid(f"it is nested more than {limit} levels deep")
        stack.extend((child, depth + 1) for child in children)


# --- one value ------------------------------------------------------------------------------


def integer(value: Any, where: str, low: int, high: int) -> int:
    """An int (not a bool, not a float) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use a whole number "
                      f"from {low} to {high}")
    if not low <= value <= high:
        raise Invalid(f"{where}: {describe(value)} is out of range; use a whole number "
                      f"from {low} to {high}")
    return value


def number(value: Any, where: str, low: float, high: float) -> float:
    """A finite int or float from ``low`` to ``high``, as a float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or (isinstance(value, float) and not math.isfinite(value)):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use a number "
                      f"from {low:g} to {high:g}")
    if not low <= value <= high:
        raise Invalid(f"{where}: {describe(value)} is out of range; use a number "
                      f"from {low:g} to {high:g}")
    return float(value)


def timestamp(value: Any, where: str) -> float:
    """Seconds since 1970, up to the end of 2999 (so every date function can show it)."""
    return number(value, where, 0.0, LATEST_TIME)


def boolean(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use true or false")
    return value


def text(value: Any, where: str, max_length: int, allow_empty: bool = True) -> str:
    """A str of at most ``max_length`` characters."""
    if not isinstance(value, str):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use a text of at most "
                      f"{max_length} characters")
    if len(value) > max_length:
        raise Invalid(f"{where}: a text of {len(value)} characters is too long; at most "
                      f"{max_length} are allowed")
    if not allow_empty and not value.strip():
        raise Invalid(f"{where}: must not be empty")
    return value


def optional(check: Callable[..., T], value: Any, where: str, *args: Any) -> T | None:
    """``check(value, where, *args)``, or None when the value is null."""
    return None if value is None else check(value, where, *args)


def mapping(value: Any, where: str, max_items: int = 10_000) -> dict[str, Any]:
    """A JSON object (string keys) of at most ``max_items`` entries."""
    if not isinstance(value, dict):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use a mapping of keys "
                      "to values")
    if len(value) > max_items:
        raise Invalid(f"{where}: {len(value)} entries are too many; at most {max_items}")
    for key in value:
        if not isinstance(key, str):
            raise Invalid(f"{where}: the key {describe(key)} is not allowed; keys are texts")
    return value


def list_of(value: Any, where: str, item: Callable[[Any, str], T], max_items: int,
            min_items: int = 0) -> list[T]:
    """A list whose every element passes ``item(element, "where[i]")``."""
    if not isinstance(value, list):
        raise Invalid(f"{where}: {describe(value)} is not allowed; use a list")
    if not min_items <= len(value) <= max_items:
        raise Invalid(f"{where}: a list of {len(value)} items is not allowed; use "
                      f"{min_items} to {max_items}")
    return [item(element, f"{where}[{i}]") for i, element in enumerate(value)]


def field(data: dict[str, Any], key: str, where: str) -> Any:
    """``data[key]``, or Invalid saying the key is missing."""
    if key not in data:
        raise Invalid(f"{where}: the key \u201c{key}\u201d is missing")
    return data[key]


def scalar(value: Any, where: str, max_length: int = 200) -> bool | int | float | str:
    """A plain value of a rule option: true/false, a modest number or a short text."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return integer(value, where, -10**9, 10**9)
    if isinstance(value, float):
        return number(value, where, -1e9, 1e9)
    if isinstance(value, str):
        return text(value, where, max_length)
    raise Invalid(f"{where}: {describe(value)} is not allowed; use true/false, a number or "
                  "a short text")
