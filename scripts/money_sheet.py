"""Show or save a sheet of the dong guan pai (the 120-card money pack), on the table's felt.

    python scripts/money_sheet.py docs/screenshots/money_cards_deck.png
    python scripts/money_sheet.py out.png --width 64 --no-aid
    python scripts/money_sheet.py --show                 # a window

Row by row: the 30 faces at the width a hand uses on a 1024 x 640 window (coins, strings,
myriads, the odd cards; four copies of each are the same face, so each is drawn once) with
the back; the same faces with the learner's aid off (the card's Chinese name as index) and with no
index at all (the real cards' look); then a hand of 16 held as players hold them -- a tight
fan (with and without the aid) and a stacked column -- so a person can judge the cards at the size players see them:
narrow proportion, index glyphs legible, suit pictures countable.
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

from cardgames.core import money_cards  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.cards import renderer_for  # noqa: E402
from cardgames.ui.cards.money import MoneyLook, look, set_look  # noqa: E402

#: a quan dui hand of 16 (the spec's learner's hand and one more card), sorted by value
HAND = ("B7", "S6", "W5", "B9", "S3", "S3", "W8", "W8", "B4", "W4", "DAHONG", "S1", "XIAOHONG",
        "S2", "B2", "BASHU")
#: the hand's card width at 1024 x 640: 16 narrow cards in the hand area (about 640 px wide
#: beside the human's panel) as a tight fan, about 5/8 of each card showing, and a card
#: height near a quarter of the window
HAND_WIDTH_1024 = 48
CREAM = (246, 236, 210)


def _caption(out: pygame.Surface, text: str, x: int, y: int, size: int) -> int:
    out.blit(fonts.font(size).render(text, True, CREAM), (x, y))
    return size + size // 2


def sheet(width: int, hand_width: int, fan_step: float = 0.62) -> pygame.Surface:
    renderer = renderer_for("money")
    base = look()
    w, h = renderer.size_for_width(width)
    gap = max(5, width // 6)
    caption = 14
    codes = money_cards.CODES
    rows = [("The 30 faces (x4 = 120 cards), index with the learner's aid, and the back",
             base, True),
            ("Learner's aid off: the Chinese name as index (coins marked ben here)",
             replace(base, index_script="chinese", coin_glyph="ben"), False),
            ("No index: the real cards' look (authentic half coins)",
             replace(base, show_indices=False, authentic_coins=True), False)]
    per_row = 15
    hand_w, hand_h = renderer.size_for_width(hand_width)
    fan_dx = round(hand_w * fan_step)
    column_dy = round(hand_w * 0.80)
    fan_width = fan_dx * (len(HAND) - 1) + hand_w
    column_h = column_dy * 7 + hand_h
    width_px = max(gap + per_row * (w + gap) + w + 2 * gap, 2 * gap + fan_width + 3 * gap
                   + 2 * (hand_w + gap) + 2 * gap)
    height_px = (gap + len(rows) * 2 * (caption + caption // 2 + h + gap)
                 + caption * 2 + max(2 * hand_h + 2 * caption + gap, column_h) + 2 * gap)
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
    set_look(base)
    y += _caption(out, f"A hand of 16 at {hand_width} px wide (1024 x 640): a tight fan and a "
                       "stacked column", gap, y, caption)
    x = gap
    fan_y = y
    for k, code in enumerate(sorted(HAND, key=money_cards.value_sort_key)):
        sheet_window.blit_with_shadow(out, renderer, renderer.face(code, hand_width), x + k * fan_dx, y, hand_width)
    # the same fan with the learner's aid off: the corner says the Chinese name
    fan_y += hand_h + gap
    _caption(out, "The same hand, learner's aid off", gap, fan_y, caption)
    fan_y += caption + caption // 2
    set_look(replace(base, index_script="chinese"))
    for k, code in enumerate(sorted(HAND, key=money_cards.value_sort_key)):
        sheet_window.blit_with_shadow(out, renderer, renderer.face(code, hand_width), x + k * fan_dx, fan_y,
              hand_width)
    set_look(base)
    x = gap + fan_width + 3 * gap
    column = sorted(HAND, key=money_cards.value_sort_key)
    for half in (column[:8], column[8:]):
        for k, code in enumerate(half):
            sheet_window.blit_with_shadow(out, renderer, renderer.face(code, hand_width), x, y + k * column_dy,
                  hand_width)
        x += hand_w + gap
    return out



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", help="PNG file to write")
    parser.add_argument("--width", type=int, default=HAND_WIDTH_1024,
                        help="face width of the rows in pixels")
    parser.add_argument("--hand-width", type=int, default=HAND_WIDTH_1024,
                        help="face width of the hand (a 1024 x 640 hand: the default)")
    parser.add_argument("--no-aid", action="store_true", help="the first row without the aid")
    parser.add_argument("--show", action="store_true", help="show it in a window until closed")
    parser.add_argument("--seconds", type=float, default=0, help="with --show: close after")
    args = parser.parse_args(argv)
    if not args.out and not args.show:
        parser.error("give a PNG file to write, or --show")
    pygame.display.init()
    pygame.font.init()
    if args.show:
        screen = pygame.display.set_mode((1024, 640))
        pygame.display.set_caption("Dong guan pai")
    if args.no_aid:
        set_look(replace(MoneyLook(), index_script="chinese"))
    start = time.perf_counter()
    image = sheet(args.width, args.hand_width)
    elapsed = time.perf_counter() - start
    if args.out:
        pygame.image.save(image, args.out)
        print(f"{len(money_cards.CODES)} faces x 3 looks at {args.width} px and a hand at "
              f"{args.hand_width} px drawn in {elapsed * 1000:.0f} ms; wrote {args.out} "
              f"({image.get_width()} x {image.get_height()})")
    if args.show:
        sheet_window.show(screen, image, args.seconds)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
