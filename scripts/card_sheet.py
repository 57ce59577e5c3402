"""Write a PNG contact sheet of a deck's faces and the shared back, on the table's felt.

    python scripts/card_sheet.py out.png --width 90
    python scripts/card_sheet.py out.png --width 64 --family spanish --dimmed
    python scripts/card_sheet.py out.png --width 80 --family french --four-colour-sample

One row per suit, in canonical order, with shadows as the table draws them, plus the
back (and, with ``--dimmed``, the last row again dimmed; with ``--four-colour-sample``,
French diamonds and clubs in the four-colour setting beside the back) -- so a person can
judge the cards at the size players will see them.  Runs headless.
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
from cardgames.ui.cards.french import FRENCH_CODES, set_four_colour  # noqa: E402

DECKS = {"spanish": SPANISH_40.codes, "french": FRENCH_CODES}
#: cards per row: one suit per row
PER_ROW = {"spanish": 10, "french": 13}
#: what ``--four-colour-sample`` shows after the back: the suits that change colour
FOUR_COLOUR_SAMPLE = ("AD", "7D", "10D", "QD", "AC", "7C", "10C", "KC")
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


def sheet(renderer: CardRenderer, codes: tuple[str, ...], width: int, dimmed: bool,
          per_row: int = 10, four_colour_sample: tuple[str, ...] = ()) -> pygame.Surface:
    """The sheet; ``four_colour_sample`` cards follow the back, drawn in four colours."""
    w, h = renderer.size_for_width(width)
    gap = max(6, width // 8)
    rows = rows_of(codes, per_row)
    extra = [[("back", False, False)]]
    if four_colour_sample:
        extra[0] += [("", False, False)] + [(c, False, True) for c in four_colour_sample]
    if dimmed:
        extra.insert(0, [(c, True, False) for c in rows[-1]])
    grid = [[(c, False, False) for c in row] for row in rows] + extra
    cols = max(len(r) for r in grid)
    out = felt((gap + cols * (w + gap), gap + len(grid) * (h + gap)))
    m = renderer.shadow_margin(width)
    dx, dy = renderer.shadow_offset(width)
    for r, row in enumerate(grid):
        for c, (code, dim, four) in enumerate(row):
            if not code:
                continue  # a space between the back and the four-colour sample
            x, y = gap + c * (w + gap), gap + r * (h + gap)
            out.blit(renderer.shadow(width), (x - m + dx, y - m + dy))
            set_four_colour(four)
            card = renderer.back(width) if code == "back" else renderer.face(code, width, dimmed=dim)
            out.blit(card, (x, y))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--width", type=int, default=90, help="card width in pixels")
    parser.add_argument("--family", default="spanish", choices=sorted(DECKS))
    parser.add_argument("--dimmed", action="store_true", help="add a dimmed row")
    parser.add_argument("--four-colour-sample", action="store_true",
                        help="French deck: add some diamonds and clubs in four colours")
    args = parser.parse_args(argv)

    renderer = renderer_for(args.family)
    codes = DECKS[args.family]
    start = time.perf_counter()
    for code in codes:
        renderer.face(code, args.width)
    elapsed = time.perf_counter() - start
    sample = FOUR_COLOUR_SAMPLE if args.four_colour_sample and args.family == "french" else ()
    pygame.image.save(sheet(renderer, codes, args.width, args.dimmed, PER_ROW[args.family], sample),
                      args.out)
    print(f"{len(codes)} faces at {args.width} px drawn in {elapsed * 1000:.0f} ms; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
