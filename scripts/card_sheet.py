"""Write a PNG contact sheet of a deck's faces and the shared back, on the table's felt.

    python scripts/card_sheet.py out.png --width 90
    python scripts/card_sheet.py out.png --width 64 --family spanish --dimmed

One row per suit, in canonical order, with shadows as the table draws them, plus the
back (and, with ``--dimmed``, the last row again dimmed) -- so a person can judge the
cards at the size players will see them.  Runs headless.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from cardgames.core.cards import SPANISH_40  # noqa: E402
from cardgames.ui.cards import CardRenderer, renderer_for  # noqa: E402

DECKS = {"spanish": SPANISH_40.codes}
FELT_CENTRE = (31, 107, 69)  # UI style felt: #1f6b45 ...
FELT_EDGE = (13, 59, 38)  # ... to #0d3b26


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table's green felt with a soft radial vignette."""
    w, h = size
    small = pygame.Surface((32, 32))
    for y in range(32):
        for x in range(32):
            d = min(1.0, (((x - 15.5) / 16) ** 2 + ((y - 15.5) / 16) ** 2) ** 0.5)
            small.set_at((x, y), [round(c + (e - c) * d**1.6) for c, e in zip(FELT_CENTRE, FELT_EDGE, strict=True)])
    return pygame.transform.smoothscale(small, (w, h))


def rows_of(codes: tuple[str, ...], per_row: int) -> list[tuple[str, ...]]:
    return [codes[i:i + per_row] for i in range(0, len(codes), per_row)]


def sheet(renderer: CardRenderer, codes: tuple[str, ...], width: int, dimmed: bool) -> pygame.Surface:
    w, h = renderer.size_for_width(width)
    gap = max(6, width // 8)
    rows = rows_of(codes, 10)
    extra = [[("back", False)]]
    if dimmed:
        extra.insert(0, [(c, True) for c in rows[-1]])
    grid = [[(c, False) for c in row] for row in rows] + extra
    cols = max(len(r) for r in grid)
    out = felt((gap + cols * (w + gap), gap + len(grid) * (h + gap)))
    m = renderer.shadow_margin(width)
    dx, dy = renderer.shadow_offset(width)
    for r, row in enumerate(grid):
        for c, (code, dim) in enumerate(row):
            x, y = gap + c * (w + gap), gap + r * (h + gap)
            out.blit(renderer.shadow(width), (x - m + dx, y - m + dy))
            card = renderer.back(width) if code == "back" else renderer.face(code, width, dimmed=dim)
            out.blit(card, (x, y))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--width", type=int, default=90, help="card width in pixels")
    parser.add_argument("--family", default="spanish", choices=sorted(DECKS))
    parser.add_argument("--dimmed", action="store_true", help="add a dimmed row")
    args = parser.parse_args(argv)

    renderer = renderer_for(args.family)
    codes = DECKS[args.family]
    start = time.perf_counter()
    for code in codes:
        renderer.face(code, args.width)
    elapsed = time.perf_counter() - start
    pygame.image.save(sheet(renderer, codes, args.width, args.dimmed), args.out)
    print(f"{len(codes)} faces at {args.width} px drawn in {elapsed * 1000:.0f} ms; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
