"""The table's palette and its one unit of size.

UI style (``docs/architecture.md``, "UI style"): everything scales from
``u = min(width / 1280, height / 800)`` and every size is a multiple of ``u``.  :class:`Metrics` is that unit for one window size; parts keep
the ``Metrics`` they were laid out with and re-lay themselves when the window changes.
Colours live here so that a part never invents its own shade of cream or gold.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

FELT_CENTRE: Colour = (0x1F, 0x6B, 0x45)
FELT_EDGE: Colour = (0x0D, 0x3B, 0x26)
PANEL: RGBA = (0, 0, 0, 115)  # black at ~45 %
PANEL_STRONG: RGBA = (8, 20, 14, 215)  # floating panels over the table (hints, toasts)
DIALOG: RGBA = (8, 20, 14, 255)  # dialogs: opaque, so nothing behind shows through
DIALOG_VEIL_ALPHA = 170  # how strongly a dialog dims what is behind it
PANEL_BORDER: RGBA = (255, 255, 255, 28)
CREAM: Colour = (0xF5, 0xEF, 0xE0)
CREAM_DIM: Colour = (0xC9, 0xC2, 0xB0)  # secondary text (still >= 4.5:1 on the panels)
GOLD: Colour = (0xF2, 0xC1, 0x4E)
GOLD_DEEP: Colour = (0xB8, 0x8A, 0x2A)
RED: Colour = (0xD9, 0x53, 0x4F)
INK: Colour = (0x1A, 0x14, 0x0C)  # dark text on gold
GOOD: Colour = (0x9F, 0xD8, 0x8F)  # gains in the score lines (always with a + sign)

#: Distinct, calm line colours for the score chart (each line is also labelled by name).
SERIES: tuple[Colour, ...] = (
    (0xF2, 0xC1, 0x4E),  # gold (you)
    (0x8E, 0xC9, 0xF0),  # sky
    (0xF0, 0x9A, 0x8E),  # coral
    (0xB9, 0xE0, 0x8A),  # leaf
    (0xD6, 0xA8, 0xF0),  # lilac
    (0xF5, 0xEF, 0xE0),  # cream
    (0x7F, 0xE0, 0xC8),  # mint
    (0xF0, 0xC0, 0x9A),  # sand
)

BASE_SIZE = (1280, 800)
#: The smallest window: 1024x640 landscape and 800x1000 portrait both fit, and below
#: 800 wide or 640 high the table's text would be cut off.  The window can't be dragged
#: smaller and a smaller ``--size`` is raised to it (:func:`fit_window_size`).
MIN_SIZE = (800, 640)


def fit_window_size(size: tuple[int, int]) -> tuple[tuple[int, int], str | None]:
    """``size`` raised to :data:`MIN_SIZE` where it falls short, and why (None: it fits)."""
    w, h = int(size[0]), int(size[1])
    fitted = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
    if fitted == (w, h):
        return fitted, None
    return fitted, (f"a {w}x{h} window is too small for the table's text (at least "
                    f"{MIN_SIZE[0]}x{MIN_SIZE[1]}): using {fitted[0]}x{fitted[1]}.")


@dataclass(frozen=True)
class Metrics:
    """One window size and its unit ``u``; ``px(v)`` is ``v`` units in whole pixels."""

    width: int
    height: int

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    @property
    def u(self) -> float:
        return min(self.width / BASE_SIZE[0], self.height / BASE_SIZE[1])

    def px(self, units: float) -> int:
        """``units`` of ``u`` rounded to whole pixels (at least 1 for a positive size)."""
        value = round(units * self.u)
        return max(1, value) if units > 0 else value

    # Three text sizes (UI style), never below what stays readable at 1024x640.
    @property
    def title_px(self) -> int:
        return max(22, self.px(40))

    @property
    def heading_px(self) -> int:
        return max(16, self.px(25))

    @property
    def body_px(self) -> int:
        return max(14, self.px(19))

    @property
    def small_px(self) -> int:
        return max(12, self.px(15))


def with_alpha(colour: Colour, alpha: int) -> RGBA:
    return colour[0], colour[1], colour[2], alpha
