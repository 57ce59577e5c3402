"""Show or save a sheet of the 21 Chinese domino faces in every form, on the table's felt.

    python scripts/domino_sheet.py out.png --width 40
    python scripts/domino_sheet.py out.png --width 80 --forms card --labels --markers
    python scripts/domino_sheet.py --show --width 40 --aids-row --tooltip 6-4   # a window

One row per form (black tiles, ivory tiles, paper cards), the faces in the order of the deck's
table (civil high to low, then military), each row ending with the form's back; with
``--labels`` / ``--markers`` the learner's aids are drawn too, and ``--aids-row`` adds a row of
black tiles with both; ``--tooltip CODE`` shows that tile's hover tooltip over the sheet.  So a person can judge the
faces at the size players see them: pips in the traditional layouts, red and white right.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

if "--show" not in sys.argv:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sheet_window  # noqa: E402
from card_sheet import felt  # noqa: E402

from cardgames.core.dominoes import CODES  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.cards import renderer_for  # noqa: E402
from cardgames.ui.cards.dominoes import FORMS, DominoLook, look, set_look  # noqa: E402

TITLES = {"tile_black": "Tiles (black)", "tile_ivory": "Tiles (ivory)", "card": "Domino cards"}


def sheet(width: int, forms: tuple[str, ...], labels: bool, markers: bool,
          aids_row: bool = False) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """The sheet, and where each face of the first row is (for a tooltip)."""
    renderer = renderer_for("dominoes")
    base = look()
    gap = max(5, width // 7)
    caption = max(11, width // 4)
    rows = []
    wanted = [(form, labels, markers) for form in forms]
    if aids_row:
        wanted.append((forms[0], True, True))
    for form, with_labels, with_markers in wanted:
        set_look(replace(base, form=form, code_labels=with_labels, suit_markers=with_markers))
        w, h = renderer.size_for_width(width)
        cards = [renderer.face(code, width) for code in CODES] + [renderer.back(width)]
        shadow = renderer.shadow(width)
        title = TITLES[form] + (" with the learner's aids" if with_labels and with_markers
                                 and aids_row else "")
        rows.append((title, w, h, cards, shadow, renderer.shadow_margin(width),
                     renderer.shadow_offset(width)))
    set_look(base)
    cols = len(CODES) + 1
    total_h = gap + sum(caption + gap // 2 + r[2] + gap for r in rows)
    out = felt((gap + cols * (width + gap) + gap, total_h))
    y = gap
    places: dict[str, pygame.Rect] = {}
    for title, w, h, cards, shadow, m, (dx, dy) in rows:
        out.blit(fonts.font(caption).render(title, True, (246, 236, 210)), (gap, y))
        y += caption + gap // 2
        for c, card in enumerate(cards):
            x = gap + c * (w + gap) + (gap if c == len(CODES) else 0)
            out.blit(shadow, (x - m + dx, y - m + dy))
            out.blit(card, (x, y))
            if c < len(CODES):
                places.setdefault(CODES[c], pygame.Rect(x, y, w, h))
        y += h + gap
    return out, places


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", help="PNG file to write")
    parser.add_argument("--width", type=int, default=40, help="face width in pixels")
    parser.add_argument("--forms", nargs="+", default=list(FORMS), choices=FORMS)
    parser.add_argument("--labels", action="store_true", help="draw the code labels")
    parser.add_argument("--markers", action="store_true", help="draw civil/military markers")
    parser.add_argument("--aids-row", action="store_true",
                        help="add a row of black tiles with code labels and suit markers")
    parser.add_argument("--tooltip", metavar="CODE", help="show this tile's hover tooltip")
    parser.add_argument("--show", action="store_true", help="show it in a window until closed")
    parser.add_argument("--seconds", type=float, default=0, help="with --show: close after")
    args = parser.parse_args(argv)
    if not args.out and not args.show:
        parser.error("give a PNG file to write, or --show")
    pygame.display.init()
    pygame.font.init()
    if args.show:
        screen = pygame.display.set_mode((1024, 640))
        pygame.display.set_caption("Chinese dominoes")
    _ = DominoLook()  # the defaults must construct
    start = time.perf_counter()
    image, places = sheet(args.width, tuple(args.forms), args.labels, args.markers,
                          args.aids_row)
    elapsed = time.perf_counter() - start
    if args.tooltip:
        from cardgames.ui.style import Metrics
        from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip

        canvas = pygame.Surface((max(1024, image.get_width()), max(640, image.get_height())))
        canvas.blit(felt(canvas.get_size()), (0, 0))
        canvas.blit(image, (0, 0))
        draw_tile_tooltip(canvas, Metrics(1024, 640), args.tooltip, places[args.tooltip],
                          prefer="below")
        image = canvas
    if args.out:
        pygame.image.save(image, args.out)
        print(f"{len(CODES)} faces x {len(args.forms)} forms at {args.width} px drawn in "
              f"{elapsed * 1000:.0f} ms; wrote {args.out}")
    if args.show:
        sheet_window.show(screen, image, args.seconds)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
