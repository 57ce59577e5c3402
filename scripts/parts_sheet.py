"""Draw every table part (``cardgames/ui/table/parts``) with domino tiles, to look at them.

    python scripts/parts_sheet.py out.png                  # 1280x800 pages, stacked
    python scripts/parts_sheet.py out.png --size 1024x640 --form card

Two pages on the table's felt, one under the other, each the size of a window:

1. a stock of 24 (drawable), a discard pile fanning its last four (the top one
   takeable), a row of 32 tiles with both ends (one lit, a tile previewed at the other),
   a pool of 40 tiles with six of them takeable, and a hand of 21 with three selected;
2. four seats' panels, each with six exposed groups (one face down) and a row of
   discards beyond them, and a tile in flight from the stock to the hand.

So a person can judge the parts as a player would: sizes, what is lit, what is dimmed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from cardgames.core.dominoes import CODES  # noqa: E402
from cardgames.ui import style, text  # noqa: E402
from cardgames.ui.cards import renderer_for  # noqa: E402
from cardgames.ui.cards.dominoes import look, set_look  # noqa: E402
from cardgames.ui.style import Metrics  # noqa: E402
from cardgames.ui.table.geometry import TableGeometry  # noqa: E402
from cardgames.ui.table.parts import (  # noqa: E402
    DiscardPile,
    DiscardRows,
    ExposedGroups,
    Flights,
    Group,
    MultiSelectHand,
    Pool,
    StockPile,
    TileRow,
)
from cardgames.ui.widgets import surfaces  # noqa: E402

#: copies drawn so far per code: every key on a page is distinct, as a table's are
SEEN: dict[str, int] = {}


def tiles(n: int, rng: random.Random, seen: dict[str, int] = SEEN) -> list[str]:
    """``n`` tile keys, copies numbered (``6-6``, ``6-6#2``...)."""
    out = []
    for _ in range(n):
        code = rng.choice(CODES)
        seen[code] = seen.get(code, 0) + 1
        out.append(code if seen[code] == 1 else f"{code}#{seen[code]}")
    return out


def frame(surface: pygame.Surface, rect: pygame.Rect, label: str, m: Metrics) -> None:
    """A faint outline of a part's rect and its name, so the sheet says what is what."""
    surface.blit(surfaces.outline(rect.size, m.px(6), 1, (*style.CREAM, 60)), rect)
    words = text.render(label, m.small_px, style.CREAM_DIM)
    surface.blit(words, (rect.x + m.px(4), rect.bottom - words.get_height() - m.px(2)))


def settle(*parts) -> None:
    for _ in range(40):
        for part in parts:
            part.update(1 / 30)


def page_one(size: tuple[int, int], rng: random.Random) -> pygame.Surface:
    m = Metrics(*size)
    r = renderer_for("dominoes")
    surface = surfaces.felt(size).copy()
    px = m.px
    stock_rect = pygame.Rect(px(20), px(24), px(110), px(200))
    pile_rect = pygame.Rect(px(20), px(250), px(200), px(170))
    row_rect = pygame.Rect(px(150), px(10), m.width - px(170), px(230))
    pool_rect = pygame.Rect(px(240), px(250), m.width - px(260), px(300))
    hand_rect = pygame.Rect(px(40), px(570), m.width - px(80), m.height - px(580))

    stock = StockPile(r)
    stock.layout(stock_rect, m)
    stock.set_count(24)
    stock.drawable = True
    stock.hover = True

    pile = DiscardPile(r, spread=4)
    pile.layout(pile_rect, m)
    pile.set_cards(tiles(7, rng))
    pile.legal = {pile.top}

    row = TileRow(r)
    row.layout(row_rect, m)
    row.set_cards(tiles(32, rng))
    row.lit_ends = {"end"}
    row.preview = ("start", "6-6")

    pool = Pool(r)
    pool.layout(pool_rect, m)
    keys = tiles(40, rng)
    pool.set_cards(keys)
    pool.legal = set(keys[:6])
    pool.hover = keys[0]

    hand = MultiSelectHand(r)
    hand.set_cards(tiles(21, rng))
    hand.layout(hand_rect, m)
    hand.active = True
    hand.legal = set(hand.cards[::2])
    for key in hand.cards[2:7:2]:
        hand.toggle(key)
    settle(stock, pile, row, pool, hand)
    for _part, rect, name in ((stock, stock_rect, "StockPile"), (pile, pile_rect, "DiscardPile"),
                             (row, row_rect, "TileRow"), (pool, pool_rect, "Pool"),
                             (hand, hand_rect, "MultiSelectHand")):
        frame(surface, rect, name, m)
    for part in (stock, pile, row, pool, hand):
        part.draw(surface)
    return surface


def page_two(size: tuple[int, int], rng: random.Random) -> pygame.Surface:
    m = Metrics(*size)
    r = renderer_for("dominoes")
    surface = surfaces.felt(size).copy()
    g = TableGeometry(m, 4, score_rows=4)
    panels = dict(enumerate(g.seat_panels))
    screen = pygame.Rect(0, 0, *size)
    for seat, panel in panels.items():
        surface.blit(surfaces.panel(panel.size, m.px(10)), panel)
        name = text.render(f"Seat {seat}", m.body_px, style.CREAM, bold=True)
        surface.blit(name, name.get_rect(center=panel.center))

    exposed = ExposedGroups(r)
    exposed.layout(screen, m)
    exposed.set_panels(panels)
    exposed.set_groups({seat: [Group(tiles(2 + (k % 3 == 2), rng), face_up=k != 5)
                               for k in range(6)] for seat in panels})
    exposed.draw(surface)
    rows = DiscardRows(r)
    rows.layout(screen, m)
    rows.set_panels({s: a.inflate(0, 0) for s, a in exposed.areas.items()})
    rows.set_rows({seat: tiles(9, rng) for seat in panels})
    rows.draw(surface)

    stock = StockPile(r)
    stock.layout(pygame.Rect(m.width // 2 - m.px(60), m.height // 2 - m.px(60), m.px(80),
                             m.px(140)), m)
    stock.set_count(12)
    stock.draw(surface)
    flights = Flights(r, speed=1.0)
    flights.layout(screen, m)
    target = pygame.Rect(0, 0, *r.size_for_width(m.px(50)))
    target.midbottom = (m.width // 2 + m.px(200), m.height - m.px(10))
    flights.launch("6-6", stock.top_rect(), target, flip=True)
    flights.update(0.13)
    flights.draw(surface)
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--form", default="tile_black", choices=("tile_black", "tile_ivory",
                                                                  "card"))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    pygame.init()
    set_look(replace(look(), form=args.form))
    rng = random.Random(args.seed)
    pages = [page_one(size, rng), page_two(size, rng)]
    sheet = pygame.Surface((size[0], size[1] * len(pages)))
    for i, page in enumerate(pages):
        sheet.blit(page, (0, i * size[1]))
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
