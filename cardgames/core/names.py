"""Player names made safe to show: printable, visible, of a sensible length.

A name reaches the program from the settings screen, settings.yaml, a save file or the
setup's name fields, and is then drawn on every frame of the table.  A name of only
zero-width or control characters draws as nothing at all, which the text renderer
refuses (a crash at every later start); a 10,000-character name breaks every layout.
:func:`clean_name` is the one gate every name passes on the way in.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 20  # what a seat panel has room for

#: categories that never draw as text: control, format (zero-width joiners, bidi
#: marks, soft hyphen...), private use, surrogates, line and paragraph separators
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})

#: letters and symbols that are printable to Unicode but draw as blank space
_INVISIBLE = frozenset(
    "\u115f\u1160\u17b4\u17b5\u180e\u2800\u3164\uffa0\u034f"
)


def _kept(ch: str) -> bool:
    if ch in _INVISIBLE:
        return False
    return unicodedata.category(ch) not in _DROPPED_CATEGORIES


def _visible(ch: str) -> bool:
    """A character that leaves ink: not a space, not a combining mark."""
    return unicodedata.category(ch)[0] in "LNPS" and ch not in _INVISIBLE


def clean_name(value: object, default: str = "", max_length: int = MAX_NAME) -> str:
    """``value`` as a name that can be drawn, or ``default`` if nothing visible is left.

    NFC-normalised; control, format, private-use and invisible characters dropped;
    combining marks kept only after a visible character; every run of spaces (of any
    kind) collapsed to one; cut to ``max_length`` characters.  Anything that is not a str gives ``default``.
    """
    if not isinstance(value, str):
        return default
    value = unicodedata.normalize("NFC", value[: max_length * 8])
    out: list[str] = []
    has_base = False
    for ch in value:
        if not _kept(ch):
            continue
        if ch.isspace() or unicodedata.category(ch) == "Zs":
            if out and out[-1] != " ":
                out.append(" ")
            has_base = False
            continue
        if unicodedata.category(ch)[0] == "M":
            if has_base:
                out.append(ch)
            continue
        has_base = _visible(ch)
        if has_base:
            out.append(ch)
    name = "".join(out).strip()
    if len(name) > max_length:
        name = name[:max_length].rstrip()
    if not any(_visible(ch) for ch in name):
        return default
    return name
