"""The table parts for the coming games (``cardgames/ui/table/parts``), headless.

Each part is laid out at 1024x640, 1280x800 and 1920x1080 with small and large contents
(a pool of 40 tiles, a row of 32, 4 seats x 6 exposed groups, a hand of 21 narrow cards),
with the domino renderer and with a fake deck of very narrow cards (aspect 0.3, like the
money and chess cards to come): nothing is drawn outside the part's rect, cards overlap
no more than the part allows, a click finds the card under it, only the legal cards are
lit and bright.
"""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.cards import renderer_for
from cardgames.ui.cards.base import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.geometry import TableGeometry
from cardgames.ui.table.parts import (
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
from cardgames.ui.table.parts.common import largest_share
from cardgames.ui.table.parts.pool import MIN_VISIBLE
from cardgames.ui.table.parts.seats import seat_areas

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
BRIGHT = (200, 180, 60)
CODES = ("6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5",
         "6-3", "5-4", "6-2", "4-1", "3-1", "2-6", "2-5", "2-4", "2-3", "2-1")
DOMINO_CODES = ("6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1",
                "6-3", "5-4", "6-2", "4-1", "4-2", "5-3", "5-2", "4-3", "3-2", "2-1")


class NarrowRenderer(CardRenderer):
    """Very narrow cards (width / height 0.3), each face one flat colour: a dimmed face
    is measurably half as bright."""

    family = "test_narrow"
    aspect = 0.3

    def _check_code(self, code: str) -> None:
        if not code or "#" in code:
            raise ValueError(code)

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*BRIGHT, 255))
        return surf


@pytest.fixture(params=["narrow", "dominoes"])
def renderer(request):
    pygame.init()
    return NarrowRenderer() if request.param == "narrow" else renderer_for("dominoes")


def keys(n: int, codes=DOMINO_CODES) -> list[str]:
    """``n`` distinct keys: codes in turn, later copies numbered ``CODE#2``..."""
    seen: dict[str, int] = {}
    out = []
    for i in range(n):
        code = codes[(i * 7) % len(codes)]
        seen[code] = seen.get(code, 0) + 1
        out.append(code if seen[code] == 1 else f"{code}#{seen[code]}")
    return out


def rects_for(size):
    """Where a table would put each part, scaled with the window."""
    m = Metrics(*size)
    px = m.px
    w, h = size
    return m, {
        "stock": pygame.Rect(px(20), px(20), px(110), px(200)),
        "pile": pygame.Rect(px(20), px(240), px(200), px(170)),
        "row": pygame.Rect(px(150), px(10), w - px(170), px(200)),
        "pool": pygame.Rect(px(230), px(230), w - px(460), px(300)),
        "hand": pygame.Rect(px(40), h - px(200), w - px(80), px(190)),
    }


def settle(part, frames=40):
    for _ in range(frames):
        part.update(1 / 30)


def drawn_outside(part, size, rect) -> bool:
    """Whether drawing ``part`` changes any pixel outside ``rect``."""
    before = pygame.Surface(size)
    before.fill((3, 5, 7))
    after = before.copy()
    part.draw(after)
    for surf in (before, after):
        surf.fill((0, 0, 0), rect)
    return pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")


def visible_mask(rects: list[pygame.Rect], index: int) -> pygame.mask.Mask:
    """The part of ``rects[index]`` no later rect covers (drawn later = on top)."""
    own = rects[index]
    mask = pygame.mask.Mask(own.size, fill=True)
    for later in rects[index + 1:]:
        clip = own.clip(later)
        if clip.width and clip.height:
            mask.erase(pygame.mask.Mask(clip.size, fill=True), (clip.x - own.x, clip.y - own.y))
    return mask


def visible_point(rects: list[pygame.Rect], index: int) -> tuple[int, int]:
    """A point of ``rects[index]`` that no later rect covers (the middle of its strip)."""
    mask = visible_mask(rects, index)
    own = rects[index]
    bits = mask.get_bounding_rects()
    assert bits, f"rect {index} is fully covered"
    best = max(bits, key=lambda r: r.width * r.height)
    return own.x + best.centerx, own.y + best.centery


def check_inside(part, rect, size):
    for placed in part.items():
        lifted = placed.rect.move(0, -part.lift_room(placed.rect.height))
        assert rect.contains(placed.rect) and rect.contains(lifted), (placed, rect)
    assert not drawn_outside(part, size, rect)


# --- Pool ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [3, 40])
def test_pool_keeps_every_tile_visible_and_inside(renderer, size, count):
    m, where = rects_for(size)
    pool = Pool(renderer)
    pool.layout(where["pool"], m)
    pool.set_cards(keys(count))
    placed = pool.items()
    assert len(placed) == count
    check_inside(pool, where["pool"], size)
    rects = [p.rect for p in placed]
    for i, rect in enumerate(rects):
        shown = visible_mask(rects, i).count() / (rect.width * rect.height)
        assert shown >= MIN_VISIBLE - 0.02, (placed[i].key, shown)
    # large enough to read: a tile of a 40-tile pool at 1024x640 is still 20 px wide
    assert pool.card_size[0] >= 20


@pytest.mark.parametrize("size", SIZES)
def test_pool_click_returns_the_tile_and_lights_only_the_legal(size):
    pygame.init()
    renderer = NarrowRenderer()
    m, where = rects_for(size)
    pool = Pool(renderer)
    pool.layout(where["pool"], m)
    cards = keys(40, CODES)
    pool.set_cards(cards)
    legal = set(cards[3:9])
    pool.legal = legal
    chosen = []
    pool.on_choose = chosen.append
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    pool.draw(surface)
    placed = pool.items()
    rects = [p.rect for p in placed]
    for i, p in enumerate(placed):
        point = visible_point(rects, i)
        assert pool.hit(point) == p.key
        colour = surface.get_at(point)[:3]
        if p.key in legal:
            assert pool.is_lit(p.key) and colour == BRIGHT, (p.key, colour)
        else:
            assert not pool.is_lit(p.key) and colour[0] < BRIGHT[0] * 0.6, (p.key, colour)
    target = placed[5]
    point = visible_point(rects, 5)
    pool.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    pool.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
    assert chosen == [target.key]
    assert {k for k in cards if pool.is_lit(k)} == legal
    pool.legal = None  # not the player's turn: nothing lit, nothing dimmed
    assert not any(pool.is_lit(k) or pool.is_dimmed(k) for k in cards)


def test_pool_groups_copies_and_counts_them():
    pygame.init()
    pool = Pool(NarrowRenderer())
    pool.layout(pygame.Rect(0, 0, 800, 300), Metrics(1280, 800))
    pool.set_cards(["6-6", "1-1", "6-6#2", "6-6#3", "2-1"])
    assert [(g, ks) for g, ks in pool.groups] == [
        ("6-6", ["6-6", "6-6#2", "6-6#3"]), ("1-1", ["1-1"]), ("2-1", ["2-1"])]
    assert pool.target_rect("group:6-6").contains(pool.rect_of("6-6#3"))


# --- TileRow -------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [0, 5, 32])
def test_row_wraps_without_overlap_and_keeps_its_ends(renderer, size, count):
    m, where = rects_for(size)
    row = TileRow(renderer)
    row.layout(where["row"], m)
    row.set_cards(keys(count))
    check_inside(row, where["row"], size)
    rects = [p.rect for p in row.items()] + list(row.end_rects.values())
    assert largest_share(rects) == 0
    for rect in row.end_rects.values():
        assert where["row"].contains(rect)
    start, end = row.end_rects["start"], row.end_rects["end"]
    order = sorted(rects, key=lambda r: (r.y, r.x))
    assert order[0] == start and order[-1] == end  # reading order: start first, end last


def test_row_ends_light_and_report_clicks():
    pygame.init()
    row = TileRow(NarrowRenderer())
    m = Metrics(1280, 800)
    row.layout(pygame.Rect(100, 50, 900, 200), m)
    row.set_cards(keys(6, CODES))
    row.lit_ends = {"end"}
    row.preview = ("end", "6-6")
    ends = []
    row.on_end = ends.append
    chosen = []
    row.on_choose = chosen.append
    for name in ("end", "start"):
        at = row.target_rect(f"end:{name}").center
        row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        row.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    assert ends == ["end", "start"] and chosen == []
    first = row.items()[0]
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first.rect.center, button=1))
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=first.rect.center, button=1))
    assert chosen == [first.key]
    surface = pygame.Surface((1280, 800))
    row.draw(surface)  # the preview and the lit end draw without error


# --- StockPile -----------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_stock_thickens_counts_and_draws_only_when_legal(renderer, size):
    m, where = rects_for(size)
    stock = StockPile(renderer)
    stock.layout(where["stock"], m)
    edges = []
    for count in (0, 1, 6, 24, 80):
        stock.set_count(count)
        edges.append(stock.edges())
        stock.drawable = count > 0
        stock.hover = True
        settle(stock)
        assert where["stock"].contains(stock.bounds())
        assert not drawn_outside(stock, size, where["stock"])
    assert edges == sorted(edges) and edges[0] == 0 and edges[-1] > edges[2] > 0
    drawn = []
    stock.on_draw = lambda: drawn.append(True)
    at = stock.top_rect().center
    for drawable in (False, True):
        stock.drawable = drawable
        stock.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        stock.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    assert drawn == [True]
    assert "80" in stock.help_text()


# --- DiscardPile ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("spread", [1, 5])
def test_discard_pile_top_is_whole_and_only_it_takeable(renderer, size, spread):
    m, where = rects_for(size)
    pile = DiscardPile(renderer, spread=spread)
    pile.layout(where["pile"], m)
    cards = keys(12)
    pile.set_cards(cards)
    pile.legal = {pile.top}
    check_inside(pile, where["pile"], size)
    placed = pile.items()
    assert [p.key for p in placed] == cards[-spread:]
    rects = [p.rect for p in placed]
    top = rects[-1]
    assert visible_mask(rects, len(rects) - 1).count() == top.width * top.height
    for i, p in enumerate(placed):
        assert pile.hit(visible_point(rects, i)) == p.key
    assert [p.key for p in placed if pile.is_lit(p.key)] == [cards[-1]]


# --- per seat: discard rows and exposed groups ---------------------------------------------
def seat_panels(size, seats=4):
    g = TableGeometry(Metrics(*size), seats, score_rows=seats)
    return dict(enumerate(g.seat_panels))


@pytest.mark.parametrize("size", SIZES)
def test_seat_areas_clear_of_panels_and_each_other(size):
    panels = seat_panels(size)
    screen = pygame.Rect(0, 0, *size)
    m = Metrics(*size)
    areas = seat_areas(screen, panels, m.px(130), m.px(8))
    assert set(areas) == set(panels)
    for seat, area in areas.items():
        assert screen.contains(area) and area.width > 0 and area.height > 0
        assert area.collidelist(list(panels.values())) < 0
        others = [a for s, a in areas.items() if s != seat]
        assert area.collidelist(others) < 0
        # beside its own panel: nearer to it than to any other panel
        dist = {s: pygame.Vector2(area.center).distance_to(p.center) for s, p in panels.items()}
        assert min(dist, key=dist.get) == seat


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("groups", [1, 6])
def test_exposed_groups_per_seat(renderer, size, groups):
    m = Metrics(*size)
    panels = seat_panels(size)
    screen = pygame.Rect(0, 0, *size)
    part = ExposedGroups(renderer)
    part.layout(screen, m)
    part.set_panels(panels)
    cards = iter(keys(4 * groups * 3))
    laid = {seat: [Group([next(cards) for _ in range(2 + (k % 2))], face_up=k != 3)
                   for k in range(groups)] for seat in panels}
    part.set_groups(laid)
    check_inside(part, screen, size)
    by_seat: dict[int, list[pygame.Rect]] = {}
    for (seat, index), box in part.group_rects.items():
        assert part.areas[seat].contains(box)
        by_seat.setdefault(seat, []).append(box)
        rects = [part.rect_of(k) for k in laid[seat][index].keys]
        assert largest_share(rects) <= 0.5 + 1e-9  # half of each card shows
    boxes = list(part.group_rects.values())
    assert largest_share(boxes) == 0  # groups (of any seats) never overlap
    assert all(box.collidelist(list(panels.values())) < 0 for box in boxes)
    # a face-down group tells nothing; a face-up card is found under the mouse
    if groups > 3:
        hidden = laid[1][3].keys[-1]
        assert part.hit(part.rect_of(hidden).center) is None
        assert part.target_rect(f"card:{hidden}") is None
    shown = laid[2][0].keys[-1]
    assert part.hit(part.rect_of(shown).center) == shown
    assert part.group_at(part.rect_of(shown).center) == (2, 0)
    assert part.card_size[0] >= 10


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [2, 14])
def test_discard_rows_by_seat(renderer, size, count):
    m = Metrics(*size)
    panels = seat_panels(size)
    screen = pygame.Rect(0, 0, *size)
    rows = DiscardRows(renderer)
    rows.layout(screen, m)
    rows.set_panels(panels)
    all_keys = iter(keys(4 * count))
    thrown = {seat: [next(all_keys) for _ in range(count)] for seat in panels}
    rows.set_rows(thrown)
    check_inside(rows, screen, size)
    assert largest_share(p.rect for p in rows.items()) == 0
    for seat, cards in thrown.items():
        for key in cards:
            assert rows.areas[seat].contains(rows.rect_of(key))
            assert rows.hit(rows.rect_of(key).center) == key and rows.seat_of(key) == seat


# --- MultiSelectHand -----------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [3, 21])
def test_hand_fits_and_every_card_shows(renderer, size, count):
    m, where = rects_for(size)
    hand = MultiSelectHand(renderer)
    hand.set_cards(keys(count))
    hand.layout(where["hand"], m)
    hand.active = True
    hand.legal = set(hand.cards)
    for key in hand.cards[::3]:
        hand.toggle(key)
    settle(hand)
    rects = [hand.rect_of(k) for k in hand.cards]
    assert all(where["hand"].contains(r) for r in rects)
    assert not drawn_outside(hand, size, where["hand"])
    settled = [hand.settled_rect(k) for k in hand.cards]
    for a, b in zip(settled, settled[1:], strict=False):
        assert b.x - a.x >= 0.55 * a.width - 1  # more than half of each card shows
    for i, key in enumerate(hand.cards):
        assert hand.hit(visible_point(settled, i)) == key or key in hand.picked


def press(hand, key):
    hand.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def test_hand_keyboard_and_mouse_selection():
    pygame.init()
    hand = MultiSelectHand(NarrowRenderer())
    hand.set_cards(keys(21, CODES))
    hand.layout(pygame.Rect(40, 600, 944, 190), Metrics(1024, 640))
    hand.active = True
    seen = []
    hand.on_change = seen.append
    press(hand, pygame.K_RIGHT)  # the focus appears on the first card
    press(hand, pygame.K_SPACE)
    press(hand, pygame.K_RIGHT)
    press(hand, pygame.K_RETURN)
    c = hand.cards
    assert hand.selection() == (c[0], c[1])
    assert seen == [(c[0],), (c[0], c[1])]
    press(hand, pygame.K_LEFT)
    press(hand, pygame.K_SPACE)  # let the first go again
    assert hand.selection() == (c[1],)
    at = hand.settled_rect(c[20]).center
    hand.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    hand.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    hand.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    assert hand.selection() == (c[1], c[20])
    settle(hand)
    assert hand.rect_of(c[20]).y < hand.settled_rect(c[20]).y  # selected: lifted
    assert hand.rect_of(c[5]).y == hand.settled_rect(c[5]).y
    press(hand, pygame.K_ESCAPE)
    assert hand.selection() == () and seen[-1] == ()
    hand.max_picked = 2
    for k in c[:3]:
        hand.toggle(k)
    assert hand.selection() == (c[1], c[2])
    hand.set_cards(c[2:])  # a card played away leaves the selection too
    assert hand.selection() == (c[2],) and seen[-1] == (c[2],)


def test_hand_draws_selected_rings_in_gold():
    pygame.init()
    hand = MultiSelectHand(NarrowRenderer())
    hand.set_cards(keys(5, CODES))
    m = Metrics(1280, 800)
    hand.layout(pygame.Rect(100, 500, 1000, 290), m)
    hand.active = True
    hand.toggle(hand.cards[2])
    settle(hand)
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    hand.draw(surface)
    rect = hand.rect_of(hand.cards[2])
    ring = surface.get_at((rect.centerx, rect.top - 1))[:3]
    other = hand.rect_of(hand.cards[0])
    plain = surface.get_at((other.centerx, other.top - 1))[:3]
    assert ring[0] > 200 and ring[1] > 150 and ring[2] < 120  # gold
    assert plain != ring


# --- Flights -------------------------------------------------------------------------------
def test_flight_arcs_and_ends_on_its_target():
    pygame.init()
    r = NarrowRenderer()
    flights = Flights(r, speed=1.0)
    flights.layout(pygame.Rect(0, 0, 1280, 800), Metrics(1280, 800))
    start, end = pygame.Rect(100, 300, 30, 100), pygame.Rect(900, 600, 45, 150)
    landed = []
    flight = flights.launch("6-6#2", start, end, on_land=lambda: landed.append(True))
    assert flight is not None and not flights.idle
    flights.update(0.11)
    (rect, _f), = flights.in_air()
    straight_y = start.centery + (end.centery - start.centery) * flight.ease(flight.progress)
    assert rect.centery < straight_y - 5  # above the straight line: an arc
    assert start.width < rect.width < end.width
    surface = pygame.Surface((1280, 800))
    flights.draw(surface)
    flights.update(0.2)
    assert flights.idle and landed == [True]
    assert flights.landed["6-6#2"] == end
    assert flight.position()[0] == end.center


def test_flight_with_animation_off_lands_at_once():
    pygame.init()
    flights = Flights(NarrowRenderer(), speed=0.0)
    order = []
    result = flights.launch(None, pygame.Rect(0, 0, 30, 100), pygame.Rect(500, 500, 30, 100),
                            on_start=lambda: order.append("start"),
                            on_land=lambda: order.append("land"))
    assert result is None and flights.idle and order == ["start", "land"]


def test_flights_land_when_the_window_changes():
    pygame.init()
    flights = Flights(NarrowRenderer(), speed=1.6)
    landed = []
    flights.launch("x", pygame.Rect(0, 0, 30, 100), pygame.Rect(500, 500, 30, 100),
                   delay=0.3, on_land=lambda: landed.append(True))
    flights.layout(pygame.Rect(0, 0, 1024, 640), Metrics(1024, 640))
    assert flights.idle and landed == [True]


# --- the draw-and-discard table's extras ---------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [7, 21])
def test_hand_runs_lie_apart_inside_the_area(renderer, size, count):
    m, where = rects_for(size)
    hand = MultiSelectHand(renderer)
    hand.set_cards(keys(count))
    hand.layout(where["hand"], m)
    plain = [hand.settled_rect(k) for k in hand.cards]
    hand.set_runs([2, 2, 2])
    rects = [hand.settled_rect(k) for k in hand.cards]
    assert all(where["hand"].contains(r) for r in rects)
    steps = [b.x - a.x for a, b in zip(rects, rects[1:], strict=False)]
    assert all(s >= 0.55 * rects[0].width - 1 for s in steps)  # every card still shows
    room = hand.area.width - (plain[-1].right - plain[0].left)
    if room >= 3:  # room to spare: air after each run of two, none inside a run
        assert steps[1] > steps[0] and steps[3] > steps[2] and steps[5] > steps[4]
        assert steps[0] == steps[2] == steps[4]
        assert rects[-1].right - rects[0].left <= hand.area.width
    else:  # a full hand keeps its places: no room for air
        assert rects == plain


@pytest.mark.parametrize("size", SIZES)
def test_pool_stacked_copies_share_one_slot(size):
    pygame.init()
    m, where = rects_for(size)
    pool = Pool(NarrowRenderer())
    pool.stack_copies = True
    pool.layout(where["pool"], m)
    cards = ["6-6", "1-1", "6-6#2", "6-6#3", "2-1", "1-1#2"]
    pool.set_cards(cards)
    placed = pool.items()
    assert [p.key for p in placed] == ["6-6#3", "1-1#2", "2-1"]  # the top copy of each
    assert largest_share(p.rect for p in placed) == 0  # nothing over a neighbour
    for key in cards:  # every copy lies in its code's slot (a flight starts there)
        assert pool.group_rect(key.split("#")[0]).contains(pool.rect_of(key))
    pool.hidden = {"6-6#3"}  # the top copy still flying in: the one under it shows
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    pool.draw(surface)
    assert surface.get_at(pool.rect_of("6-6").center)[:3] == BRIGHT
    check_inside(pool, where["pool"], size)


@pytest.mark.parametrize("size", SIZES)
def test_discard_rows_in_the_areas_the_table_gives(renderer, size):
    m = Metrics(*size)
    screen = pygame.Rect(0, 0, *size)
    rows = DiscardRows(renderer)
    rows.layout(screen, m)
    w, h = size
    areas = {0: pygame.Rect(w // 4, h - h // 4, w // 2, h // 5),
             1: pygame.Rect(10, 10, w // 5, h // 2), 2: pygame.Rect(w - w // 5 - 10, 10, w // 5,
                                                                    h // 2)}
    rows.set_areas(areas)
    thrown = dict(zip(areas, [keys(36)[i::3] for i in range(3)], strict=True))
    rows.set_rows(thrown)
    assert rows.areas == areas
    assert largest_share(p.rect for p in rows.items()) == 0
    for seat, cards in thrown.items():
        assert all(areas[seat].contains(rows.rect_of(k)) for k in cards)
    rows.set_areas(None)  # beside each panel again
    assert rows.fixed_areas is None
