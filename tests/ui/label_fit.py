"""Measuring drawn labels against the controls that hold them (used by the language tests).

A label *fits* when its text, at the size the control draws it, is no wider than the
control less its padding -- the buttons would otherwise shrink their text to fit, which
hides a layout that longer Basque or Spanish words broke.
"""

from __future__ import annotations

from cardgames.ui import text
from cardgames.ui.widgets.button import QUIET, Button
from cardgames.ui.widgets.text_field import TextField

SKIP = {"app", "scene", "runner", "on_click", "on_change", "manager", "metrics"}


def buttons_of(root, depth: int = 4) -> list[Button]:
    """Every Button reachable from ``root``'s attributes (lists and dicts too)."""
    found: dict[int, Button] = {}
    seen: set[int] = set()

    def walk(obj, level):
        if id(obj) in seen or level > depth:
            return
        seen.add(id(obj))
        if isinstance(obj, Button):
            found[id(obj)] = obj
            return
        if isinstance(obj, list | tuple | set):
            for item in obj:
                walk(item, level + 1)
            return
        if isinstance(obj, dict):
            for item in obj.values():
                walk(item, level + 1)
            return
        if hasattr(obj, "__dict__") and type(obj).__module__.startswith("cardgames"):
            for name, value in vars(obj).items():
                if name not in SKIP:
                    walk(value, level + 1)

    walk(root, 0)
    return list(found.values())


def button_overflows(buttons: list[Button], metrics) -> list[str]:
    """The buttons whose label is wider than the button (at the size it is drawn)."""
    out = []
    for button in buttons:
        if not button.visible or button.rect.width <= 0 or not button.label:
            continue
        px = button.text_px or (metrics.small_px if button.kind == QUIET else metrics.body_px)
        width = text.size(button.label, px, button.kind != QUIET)[0]
        room = button.rect.width - metrics.px(8)
        if width > room:
            out.append(f"{button.name or button.label}: {button.label!r} is {width} px wide in "
                       f"{room} px")
    return out


def fits(label: str, px: int, room: int, bold: bool = False) -> str | None:
    width = text.size(label, px, bold)[0]
    return None if width <= room else f"{label!r} is {width} px wide in {room} px"


__all__ = ["buttons_of", "button_overflows", "fits", "TextField"]
