"""Show or save a sheet of the si se pai (the 117-card four-colour chess pack), on the felt.

    python scripts/chess_sheet.py docs/screenshots/chess_cards_deck.png
    python scripts/chess_sheet.py out.png --width 64
    python scripts/chess_sheet.py --show                 # a window

Row by row: the 33 faces (28 suit codes, four copies each, and the five specials) with the
back, at the deck's default width (52 px) in the default look (colour-blind badges and the
centre ornament on); the same faces with the learner's aid (the piece's name) and the Latin
index on; with every aid off and the other character sets (simplified, 砲 for the black
cannon; chariot and horse plain); then a hand of 20 at the width a hand gets on a 1024 x
640 window, laid in a 1024-pixel strip as the table lays it -- side by side, and as a tight
fan -- with the aids on and off (the learner's names in English and in Basque, the longest), so a person can judge the cards at the size players see
them.
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
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import sheet_window  # noqa: E402
from card_sheet import felt  # noqa: E402

from cardgames.core import chess_cards  # noqa: E402
from cardgames.core.i18n import set_language  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.cards import renderer_for  # noqa: E402
from cardgames.ui.cards.chess import ChessLook, look, set_look  # noqa: E402

#: a hand of 20 (a non-dealer's hand in a four-player game), with pairs and a special
HAND = ("GK", "GA", "GE", "GE", "WR", "WH", "WC", "WP", "WP", "YK", "YA", "YR", "YH", "YH",
        "RC", "RP", "RP", "RE", "JK2", "GP")
#: the hand's card width at 1024 x 640: 20 cards side by side (step 1.05 W) fill 840 px of
#: the 1024, and a card is a quarter of the window tall (160 px)
HAND_WIDTH_1024 = 40
WINDOW = 1024
CREAM = (246, 236, 210)


def _caption(out: pygame.Surface, text: str, x: int, y: int, size: int) -> int:
    out.blit(fonts.font(size).render(text, True, CREAM), (x, y))
    return size + size // 2


def sheet(width: int, hand_width: int) -> pygame.Surface:
    renderer = renderer_for("chess")
    base = look()
    w, h = renderer.size_for_width(width)
    gap = max(5, width // 6)
    caption = 14
    codes = chess_cards.CODES
    rows = [("The 33 faces (28 x 4 + 5 specials = 117 cards) in the default look "
             "(colour-blind badges on), and the back", base, True),
            ("Learner's aid on (the piece's name) and the Latin index",
             replace(base, piece_names=True, latin_index=True), False),
            ("Every aid off; simplified characters, the black cannon's other character (pao)",
             replace(base, colour_badges=False, glyph_style="simplified", black_cannon="砲"),
             False),
            ("Chariot and horse printed alike on every colour, no ornament",
             replace(base, glyph_style="plain_chariot_horse", centre_ornament=False), False)]
    per_row = 17
    hand_w, hand_h = renderer.size_for_width(hand_width)
    hand_rows = [("side by side", 1.05, base), ("side by side, learner's aid on", 1.05,
                                                 replace(base, piece_names=True)),
                 ("side by side, learner's aid in Basque", 1.05,
                  replace(base, piece_names=True)),
                 ("a tight fan (0.75 W showing), aids off", 0.75,
                  replace(base, colour_badges=False)),
                 ("a tight fan (0.75 W showing), colour-blind aid on", 0.75, base)]
    width_px = max(gap + per_row * (w + gap) + gap, WINDOW + 2 * gap)
    height_px = (gap + len(rows) * (caption * 3 // 2 + 2 * (h + gap))
                 + len(hand_rows) * (caption * 3 // 2 + hand_h + gap) + 2 * gap)
    out = felt((width_px, height_px))
    y = gap
    for title, lk, with_back in rows:
        set_look(lk)
        y += _caption(out, title, gap, y, caption)
        for last, chunk in ((False, codes[:per_row]), (True, codes[per_row:])):
            x = gap
            for code in chunk:
                sheet_window.blit_with_shadow(out, renderer, renderer.face(code, width), x, y, width)
                x += w + gap
            if with_back and last:
                sheet_window.blit_with_shadow(out, renderer, renderer.back(width), x + gap, y, width)
            y += h + gap
    hand = sorted(HAND, key=chess_cards.piece_sort_key)
    for title, step, lk in hand_rows:
        set_look(lk)
        set_language("eu" if "Basque" in title else "en")
        y += _caption(out, f"A hand of 20 at {hand_width} px wide in a {WINDOW} px window: "
                           f"{title}", gap, y, caption)
        pygame.draw.rect(out, (0, 0, 0), (gap, y - 2, WINDOW, hand_h + 4), 1)
        dx = round(hand_w * step)
        x0 = gap + (WINDOW - (dx * (len(hand) - 1) + hand_w)) // 2
        for k, code in enumerate(hand):
            sheet_window.blit_with_shadow(out, renderer, renderer.face(code, hand_width), x0 + k * dx, y, hand_width)
        y += hand_h + gap
    set_look(base)
    set_language("en")
    return out



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", help="PNG file to write")
    parser.add_argument("--width", type=int, default=52,
                        help="face width of the rows in pixels (the deck's default: 52)")
    parser.add_argument("--hand-width", type=int, default=HAND_WIDTH_1024,
                        help="face width of the hand (a 1024 x 640 hand: the default)")
    parser.add_argument("--show", action="store_true", help="show it in a window until closed")
    parser.add_argument("--seconds", type=float, default=0, help="with --show: close after")
    args = parser.parse_args(argv)
    if not args.out and not args.show:
        parser.error("give a PNG file to write, or --show")
    pygame.display.init()
    pygame.font.init()
    if args.show:
        screen = pygame.display.set_mode((1024, 640))
        pygame.display.set_caption("Si se pai")
    set_look(ChessLook())
    start = time.perf_counter()
    image = sheet(args.width, args.hand_width)
    elapsed = time.perf_counter() - start
    if args.out:
        pygame.image.save(image, args.out)
        print(f"{len(chess_cards.CODES)} faces x 4 looks at {args.width} px and a hand of 20 at "
              f"{args.hand_width} px drawn in {elapsed * 1000:.0f} ms; wrote {args.out} "
              f"({image.get_width()} x {image.get_height()})")
    if args.show:
        sheet_window.show(screen, image, args.seconds)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
