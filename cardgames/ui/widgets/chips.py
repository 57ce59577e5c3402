"""Gambling chips drawn on the felt: a stack for a pot or a bank, with its value.

A value is split into chips of 100, 25, 5 and 1 (each its own colour, and each with its
edge stripes so the stacks read without colour too); at most a dozen chips are drawn a
stack, the number underneath always says the exact value.

Three pictures: :func:`draw_stack` (one stack with its value under it),
:func:`draw_pile` (the pot: a few columns of chips and a "Pot N" label, in a rect of a
fixed size so the table can reserve its place) and :func:`draw_column` (a small stack
alone, e.g. a seat's bank beside its panel or chips in flight).  The pictures never
decide a value: the number written beside them does.
"""

from __future__ import annotations

import pygame

from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

#: chip denominations, largest first, and their colours (body, stripes)
DENOMINATIONS: tuple[tuple[int, tuple[int, int, int], tuple[int, int, int]], ...] = (
    (100, (30, 30, 36), (235, 225, 200)),
    (25, (40, 110, 60), (240, 240, 230)),
    (5, (180, 45, 45), (245, 240, 230)),
    (1, (235, 232, 220), (40, 80, 150)),
)
MAX_CHIPS = 12


def chips_for(value: int) -> list[int]:
    """The denominations of the chips that make ``value`` (largest first), at most
    ``MAX_CHIPS`` of them (the largest ones, when there are more)."""
    out: list[int] = []
    left = max(0, value)
    for denom, _body, _stripe in DENOMINATIONS:
        k, left = divmod(left, denom)
        out += [denom] * k
    return out[:MAX_CHIPS]


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], radius: int, denom: int) -> None:
    """One chip seen from slightly above: an ellipse with edge stripes."""
    body, stripe = next((b, s) for d, b, s in DENOMINATIONS if d == denom)
    rect = pygame.Rect(0, 0, 2 * radius, max(4, int(radius * 1.1)))
    rect.center = centre
    edge = rect.move(0, max(1, radius // 5))
    pygame.draw.ellipse(surface, tuple(max(0, c - 50) for c in body), edge)
    pygame.draw.ellipse(surface, body, rect)
    for k in range(6):  # stripes on the rim
        angle_x = rect.centerx + int(0.82 * radius * (-1 + k / 2.5))
        if abs(angle_x - rect.centerx) < radius * 0.9:
            pygame.draw.line(surface, stripe, (angle_x, rect.top + 1),
                             (angle_x, rect.top + max(2, rect.height // 4)), max(1, radius // 6))
    inner = rect.inflate(-rect.width // 2, -rect.height // 2)
    pygame.draw.ellipse(surface, stripe, inner, width=max(1, radius // 8))


def draw_stack(surface: pygame.Surface, bottom_centre: tuple[int, int], value: int,
               metrics: Metrics, label: str | None = None, radius: int | None = None
               ) -> pygame.Rect:
    """A stack of chips worth ``value`` standing on ``bottom_centre``, with its value (or
    ``label``) written under it; returns the rect the stack and its words cover."""
    r = radius or metrics.px(14)
    chips = chips_for(value)
    x, y = bottom_centre
    step = max(2, r // 3)
    for k, denom in enumerate(reversed(chips)):
        draw_chip(surface, (x, y - k * step), r, denom)
    words = label if label is not None else str(value)
    size = metrics.small_px if hasattr(metrics, "small_px") else metrics.px(14)
    line = text.render(words, size, style.CREAM, bold=True)
    back = line.get_rect(midtop=(x, y + r // 2 + metrics.px(3))).inflate(metrics.px(10),
                                                                         metrics.px(4))
    pill = pygame.Surface(back.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, style.PANEL, pill.get_rect(), border_radius=back.height // 2)
    surface.blit(pill, back)
    surface.blit(line, line.get_rect(center=back.center))
    top = y - max(0, len(chips) - 1) * step - r
    return pygame.Rect(x - r, top, 2 * r, back.bottom - top).union(back)


def pile_chips(value: int, cap: int) -> list[int]:
    """The chips a pile worth ``value`` is drawn with: the smallest chips that make it in
    at most ``cap`` chips (antes of 1 show as so many white chips; a big pot changes into
    larger chips), largest first; the largest chips alone (``cap`` of them) when even the
    largest chips are too many."""
    left = max(0, value)
    if left == 0 or cap <= 0:
        return []
    denoms = [d for d, _body, _stripe in DENOMINATIONS]
    for top in reversed(range(len(denoms))):  # only 1s, then 5s and 1s, ...
        out: list[int] = []
        rest = left
        for denom in denoms[top:]:
            k, rest = divmod(rest, denom)
            out += [denom] * k
        if len(out) <= cap:
            return out
    return out[:cap]


def chip_step(radius: int) -> int:
    """How far each chip of a stack sits above the one under it."""
    return max(2, radius // 3)


def column_height(radius: int, chips: int) -> int:
    """The height a stack of ``chips`` chips of ``radius`` covers."""
    return max(4, int(radius * 1.1)) + max(1, radius // 5) + max(0, chips - 1) * chip_step(radius)


def draw_column(surface: pygame.Surface, bottom_centre: tuple[float, float], radius: int,
                denoms: list[int]) -> None:
    """A stack of chips (``denoms``, largest first: the largest lie at the bottom) whose
    lowest chip's rim touches ``bottom_centre``."""
    x, bottom = round(bottom_centre[0]), round(bottom_centre[1])
    rim = max(4, int(radius * 1.1)) // 2 + max(1, radius // 5)
    step = chip_step(radius)
    for k, denom in enumerate(denoms):
        draw_chip(surface, (x, bottom - rim - k * step), radius, denom)


#: the pot's pile: a heap of up to three columns (two behind, one in front), chips a column
PILE_COLUMNS = 3
PILE_PER_COLUMN = 6
#: where each column of a heap of 1, 2 or 3 stands: (x, y) in chip radii from the heap's
#: foot, the ones behind first (drawn first)
HEAP_SPOTS = {1: ((0.0, 0.0),), 2: ((-0.95, 0.0), (0.95, 0.0)),
              3: ((-1.0, -0.65), (1.0, -0.65), (0.0, 0.0))}


def pile_size(radius: int, label_h: int) -> tuple[int, int]:
    """The (width, height) of the pot's heap of chips of ``radius`` over a label of
    height ``label_h``: what the table reserves for the pot."""
    gap = max(1, radius // 4)
    width = 4 * radius
    return width, column_height(radius, PILE_PER_COLUMN) + round(0.65 * radius) + gap + label_h


def pile_columns(value: int) -> list[list[int]]:
    """The pile's chips for ``value`` in columns: each denomination in its own columns
    (never more than :data:`PILE_PER_COLUMN` high), at most :data:`PILE_COLUMNS` of them."""
    chips = pile_chips(value, PILE_COLUMNS * PILE_PER_COLUMN)
    columns: list[list[int]] = []
    for denom in dict.fromkeys(chips):
        same = [c for c in chips if c == denom]
        for k in range(0, len(same), PILE_PER_COLUMN):
            columns.append(same[k:k + PILE_PER_COLUMN])
    while len(columns) > PILE_COLUMNS:  # more kinds than columns: merge the smallest
        last = columns.pop()
        columns[-1] = (columns[-1] + last)[:PILE_PER_COLUMN]
    return columns


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, value: int, radius: int,
              label: str, label_px: int, small_px: int | None = None) -> None:
    """The pot: its chips in a heap of columns standing on the label, the label
    ("Pot 12") as a gold pill along the bottom of ``rect`` (in ``small_px`` when it
    is too wide for ``rect`` in ``label_px``)."""
    pad = max(12, radius)
    size = label_px
    if small_px is not None and text.size(label, label_px, True)[0] + pad > rect.width:
        size = small_px
    words = text.render(label, size, style.INK, bold=True)
    pill = words.get_rect().inflate(pad, max(4, radius // 3))
    pill.height = max(pill.height, text.size("Ag", label_px, True)[1] + max(4, radius // 3))
    pill.midbottom = rect.midbottom
    pill.clamp_ip(rect)
    columns = pile_columns(value)
    gap = max(1, radius // 4)
    foot = pill.top - gap
    for column, (dx, dy) in zip(columns, HEAP_SPOTS.get(len(columns), ()), strict=False):
        draw_column(surface, (rect.centerx + dx * radius, foot + dy * radius), radius, column)
    back = surfaces.panel(pill.size, pill.height // 2, (*style.GOLD, 255), style.GOLD_DEEP, 1)
    surface.blit(back, pill)
    surface.blit(words, words.get_rect(center=pill.center))


def landing_point(rect: pygame.Rect, radius: int, label_h: int) -> tuple[int, int]:
    """Where chips flying into the pot in ``rect`` come down (their stack's foot): the
    heap's front, just above its label."""
    gap = max(1, radius // 4)
    return rect.centerx, rect.bottom - label_h - gap
