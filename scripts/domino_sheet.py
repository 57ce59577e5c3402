"""Show or save a sheet of the 21 Chinese domino faces in every form, on the table's felt.

    python scripts/domino_sheet.py out.png --width 40
    python scripts/domino_sheet.py out.png --width 80 --forms card --labels --markers
    python scripts/domino_sheet.py --show --width 40      # a window (screenshots under Xvfb)

One row per form (black tiles, ivory tiles, paper cards), the faces in the order of the deck's
table (civil high to low, then military), each row ending with the form's back; with
``--labels`` / ``--markers`` the learner's aids are drawn too.  So a person can judge the
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
from card_sheet import felt  # noqa: E402

from cardgames.core.dominoes import CODES  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.cards import renderer_for  # noqa: E402
from cardgames.ui.cards.dominoes import FORMS, DominoLook, look, set_look  # noqa: E402

TITLES = {"tile_black": "Tiles (black)", "tile_ivory": "Tiles (ivory)", "card": "Domino cards"}


def sheet(width: int, forms: tuple[str, ...], labels: bool, markers: bool) -> pygame.Surface:
    renderer = renderer_for("dominoes")
    base = look()
    gap = max(5, width // 7)
    caption = max(11, width // 4)
    rows = []
    for form in forms:
        set_look(replace(base, form=form, code_labels=labels, suit_markers=markers))
        w, h = renderer.size_for_width(width)
        cards = [renderer.face(code, width) for code in CODES] + [renderer.back(width)]
        shadow = renderer.shadow(width)
        rows.append((form, w, h, cards, shadow, renderer.shadow_margin(width),
                     renderer.shadow_offset(width)))
    set_look(base)
    cols = len(CODES) + 1
    total_h = gap + sum(caption + gap // 2 + r[2] + gap for r in rows)
    out = felt((gap + cols * (width + gap) + gap, total_h))
    y = gap
    for form, w, h, cards, shadow, m, (dx, dy) in rows:
        out.blit(fonts.font(caption).render(TITLES[form], True, (246, 236, 210)), (gap, y))
        y += caption + gap // 2
        for c, card in enumerate(cards):
            x = gap + c * (w + gap) + (gap if c == len(CODES) else 0)
            out.blit(shadow, (x - m + dx, y - m + dy))
            out.blit(card, (x, y))
        y += h + gap
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", help="PNG file to write")
    parser.add_argument("--width", type=int, default=40, help="face width in pixels")
    parser.add_argument("--forms", nargs="+", default=list(FORMS), choices=FORMS)
    parser.add_argument("--labels", action="store_true", help="draw the code labels")
    parser.add_argument("--markers", action="store_true", help="draw civil/military markers")
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
    image = sheet(args.width, tuple(args.forms), args.labels, args.markers)
    elapsed = time.perf_counter() - start
    if args.out:
        pygame.image.save(image, args.out)
        print(f"{len(CODES)} faces x {len(args.forms)} forms at {args.width} px drawn in "
              f"{elapsed * 1000:.0f} ms; wrote {args.out}")
    if args.show:
        clock = pygame.time.Clock()
        shown = 0.0
        while not args.seconds or shown < args.seconds:
            if any(e.type == pygame.QUIT for e in pygame.event.get()):
                break
            screen.fill((13, 59, 38))
            screen.blit(image, (0, 0))
            pygame.display.flip()
            shown += clock.tick(30) / 1000
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
