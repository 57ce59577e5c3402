"""The draw-and-discard table's finer points, driven headlessly: copies of a table tile in
one slot with their count (nothing reaching into a neighbour's place), K'ap T'ai Shap's hand
grouped (the eye, each tens pair, the loose tiles, air between them) and its learner's aid
whole inside its box in every language, Jjak-ma-tcho-ki's discard pile under its own heading
with the latest discard raised and ringed, laid pairs side by side at a readable size for
four seats of three pairs, and the ``rows`` discard style (each seat's discards in front of
it) clear of everything at two to six seats."""

from __future__ import annotations

import itertools

import pygame
import pytest
from table_helpers import resize, to_human

from cardgames.ui.table.parts.common import code_of
from cardgames.ui.table.parts.discard import TOP_RAISE

SIZES = ((1024, 640), (1920, 1080))


def mid_hand(state) -> bool:
    return state.current_player == 0 and not state.is_over and len(state.action_log) >= 8


def open_table(make_app, ui, game, players, size=(1024, 640), seed=7, language="en",
               handover=mid_hand):
    app = make_app(size, autoplay=True, demo_handover=handover, language=language)
    app.open("table", game, players=players, seed=seed)
    table = to_human(app, ui)
    app.step(1 / 60)
    return app, table, table.table


def overlapping(rects):
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]


# --- K'ap T'ai Shap: the table's copies, the hand's groups, the aid -------------------------

def test_kap_copies_of_a_table_tile_lie_in_one_slot_with_their_count(make_app, ui):
    app, table, layout = open_table(make_app, ui, "kap_tai_shap", 4)
    m = layout.model
    extra = ["6-6#t1", "6-6#t2", "6-6#t3", "1-1#t1", "1-1#t2"]
    m.discards = list(m.discards) + extra
    m.discarders = list(m.discarders) + [1] * len(extra)
    layout.push()
    pool = layout.discards_part()
    items = pool.items()
    codes = [code_of(p.key) for p in items]
    assert len(codes) == len(set(codes)), codes  # one slot per code
    assert overlapping([p.rect for p in items]) == []  # nothing reaches into a neighbour
    for code, count in (("6-6", 3), ("1-1", 2)):
        slot = pool.group_rect(code)
        keys = [k for k in m.discards if code_of(k) == code]
        assert len(keys) >= count
        # every copy lies in its slot (a pick flies from there), the top one shows
        assert all(slot.contains(pool.rect_of(k)) for k in keys)
        assert pool.hit(slot.center) == keys[-1]
    surface = pygame.Surface(app.screen.get_size())
    layout.draw_middle(surface)  # draws (badges included) without error


def test_kap_hand_lies_in_its_groups_with_air_between(make_app, ui):
    app, table, layout = open_table(make_app, ui, "kap_tai_shap", 3, seed=3)
    aid = table.runner.state.view(0)["extra"]["aid"]
    groups = ([aid["eye"]] if aid["eye"] else []) + aid["pairs"]
    assert groups, aid  # the seed's hand has an eye or a tens pair
    hand = layout.hand
    assert hand.runs == [len(g) for g in groups]
    rects = [hand.rect_of(k) for k in hand.cards]
    steps = [b.left - a.left for a, b in zip(rects, rects[1:], strict=False)]
    starts, at = set(), 0
    for g in groups:
        at += len(g)
        starts.add(at)
    inside = [s for i, s in enumerate(steps) if i + 1 not in starts]
    between = [s for i, s in enumerate(steps) if i + 1 in starts and i + 1 < len(rects)]
    assert between and min(between) > max(inside)  # a gap only where a group ends
    codes = [code_of(k) for k in hand.cards]
    at = 0
    for g in groups:
        assert sorted(codes[at:at + len(g)]) == sorted(g)
        at += len(g)
    assert overlapping(rects) == []


LONG_AID = {"tiles_away": 3, "eye": [], "pairs": [["6-4", "5-5"]],
            "loose": ["6-6", "1-1", "5-1", "4-2", "3-3", "2-2", "6-1"],
            "wants": ["6-6", "1-1", "5-5", "6-4", "6-1", "5-2", "4-3", "3-1"],
            "wins": [], "best_discards": ["6-6", "1-1", "5-1", "4-2"]}


@pytest.mark.parametrize("language", ["en", "es", "eu"])
@pytest.mark.parametrize("players", [4, 8])
def test_kap_aid_stays_whole_inside_its_box(make_app, ui, language, players):
    app, table, layout = open_table(make_app, ui, "kap_tai_shap", players, language=language)
    layout.model.extra["aid"] = dict(LONG_AID)
    layout.model.phase = "discard"  # the longest: "best to let go" too
    surface = pygame.Surface(app.screen.get_size())
    layout.draw_aid(surface)
    assert layout.aid_shown, "the aid is on"
    box = layout.aid_box()
    assert layout.aid_panel.width and box.contains(layout.aid_panel)
    # every line laid out is drawn whole, inside the panel: shortened where the box is
    # small (eight seats), never cut; with four seats nothing is left out, long lines wrap
    assert layout.aid_lines_drawn == layout.aid_lines_laid >= 3
    if players == 4:
        assert layout.aid_lines_laid > len(layout.aid_shown)
    for rect in layout.aid_line_rects:
        assert layout.aid_panel.contains(rect), (rect, layout.aid_panel)
    assert not layout.aid_panel.colliderect(layout.aid_button)


# --- Jjak-ma-tcho-ki: the pile and the laid pairs ---------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_jjak_pile_under_its_heading_with_the_latest_raised(make_app, ui, size, players):
    app, table, layout = open_table(make_app, ui, "jjak_ma_tcho_ki", players, size=size)
    pile = layout.discards_part()
    items = pile.items()
    assert len(items) >= 2
    rects = [p.rect for p in items]
    top = rects[-1]
    title = layout.title_rect()
    pile_box = top.unionall(rects)
    assert title.bottom <= pile_box.top - pile.lift_room(top.height)  # just above it
    assert pile_box.top - title.bottom <= app.scenes.top.metrics.px(40)
    assert abs(title.centerx - pile_box.centerx) <= 2
    # the latest whole (nothing over it), raised above the others and apart from them
    assert not any(top.colliderect(r) for r in rects[:-1])
    assert all(top.top <= r.top - round(top.height * TOP_RAISE) + 1 for r in rects[:-1])
    # the ones before it offset, each showing a readable strip
    for a, b in zip(rects[:-2], rects[1:-1], strict=True):
        assert b.left - a.left >= 0.45 * a.width


@pytest.mark.parametrize("size", SIZES)
def test_jjak_four_seats_of_three_laid_pairs_fit_side_by_side(make_app, ui, size):
    app, table, layout = open_table(make_app, ui, "jjak_ma_tcho_ki", 4, size=size)
    codes = ["6-6", "5-5", "4-4"]
    for seat, show in enumerate(layout.model.seats):
        show.groups = [[f"{c}#{seat}a", f"{c}#{seat}b"] for c in codes]
    layout.push()
    m = app.scenes.top.metrics
    placed = {p.key: p.rect for p in layout.groups.items()}
    assert len(placed) == 4 * 3 * 2
    w, h = layout.groups.card_size
    assert h >= m.px(80) and w >= 26, (w, h)  # readable from across the table
    for seat in range(4):
        pairs = [[placed[f"{c}#{seat}{x}"] for x in "ab"] for c in codes]
        area = layout.group_areas[seat]
        for a, b in pairs:
            assert area.contains(a) and area.contains(b)
            assert b.left >= a.right - 1 and abs(a.top - b.top) <= 1  # side by side, whole
        assert overlapping([r for pair in pairs for r in pair]) == []
    panels = [p.rect for p in layout.seat_panels] + [layout.scores.rect]
    assert not any(r.colliderect(p) for r in placed.values() for p in panels)


# --- the rows style -------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_rows_style_each_seat_in_front_of_it_nothing_overlapping(make_app, ui, monkeypatch,
                                                                 size, players):
    from cardgames.ui.games.kap_tai_shap import KapTaiShapTable
    from cardgames.ui.table.parts import DiscardRows

    monkeypatch.setattr(KapTaiShapTable, "discard_style", lambda self: "rows")
    app, table, layout = open_table(make_app, ui, "kap_tai_shap", players, size=size)
    resize(app, size)
    rows = layout.discards_part()
    assert isinstance(rows, DiscardRows)
    m = layout.model
    per_seat = 12
    codes = itertools.cycle(["6-6", "1-1", "4-4", "3-1", "5-5", "6-5", "6-4", "2-2"])
    m.discards = [f"{next(codes)}#r{s}{i}" for s in range(players) for i in range(per_seat)]
    m.discarders = [s for s in range(players) for _ in range(per_seat)]
    layout.push()
    items = rows.items()
    assert len(items) == players * per_seat
    assert overlapping([p.rect for p in items]) == []
    assert rows.card_size[0] >= 12
    for p in items:
        seat = rows.seat_of(p.key)
        assert rows.areas[seat].contains(p.rect) and layout.middle.contains(p.rect)
    # the areas clear of each other, of every panel and fixed part, the title clear too
    areas = list(rows.areas.values())
    assert len(areas) == players and overlapping(areas) == []
    fixed = [r for n, r in layout.parts().items() if n != "middle" and r is not None]
    for area in areas:
        assert not any(area.colliderect(r) for r in fixed), area
        assert not area.colliderect(layout.title_rect())
    # the viewer's row along the bottom, nearest its hand
    assert rows.areas[m.viewer].bottom == max(a.bottom for a in areas)
    # a discard in a row clicks like any other: the table hears its code
    key = items[0].key
    assert layout.target_at(rows.rect_of(key).center) == f"discards:{code_of(key)}"


# --- the hand summary: payment lines wrapped, never cut ----------------------------------------

def kap_payments(players, winner, void):
    from cardgames.core.settlement import Party, Payment

    out = [Payment(s, None, 10, "ante") for s in range(players)]
    if void:
        return out + [Payment(None, s, 10, "ante returned") for s in range(players)]
    return out + [Payment(winner, None, 4, "house cut", Party.HOUSE),
                  Payment(None, winner, 10 * players, "pot to the winner")]


def jjak_payments(players, winner, void):
    from cardgames.core.settlement import Payment

    return [Payment(s, winner, 10, "win_from_stock") for s in range(players) if s != winner]


@pytest.mark.parametrize("language", ["en", "es", "eu"])
@pytest.mark.parametrize("game,players,void", [
    ("kap_tai_shap", 8, False), ("kap_tai_shap", 8, True), ("kap_tai_shap", 4, False),
    ("jjak_ma_tcho_ki", 4, False), ("jjak_ma_tcho_ki", 2, False)])
def test_summary_payment_lines_wrap_inside_the_panel(make_app, ui, game, players, void,
                                                     language):
    import dataclasses

    from cardgames.ui.scenes.hand_summary import HandSummaryScene
    from cardgames.ui.scenes.table import TableScene
    from cardgames.ui.table.summary import payment_line

    app = make_app((1024, 640), autoplay=True, language=language)
    app.open("table", game, players=players, seed=4)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, HandSummaryScene),
                         frames=40000)
    scene = app.scenes.top
    layout = next(s for s in app.scenes.stack if isinstance(s, TableScene)).table
    names = [line.name for line in sorted(scene.data.lines, key=lambda line: line.seat)]
    winner = max(range(1, players), key=lambda s: len(names[s]))  # the longest name
    made = (kap_payments if game == "kap_tai_shap" else jjak_payments)(players, winner, void)
    lines = tuple(payment_line(p, names, layout.payment_words(i, p, {}), 0)
                  for i, p in enumerate(made))
    notes = tuple(scene.data.notes) + (scene.data.notes[-1] + " " + scene.data.notes[0],)
    data = dataclasses.replace(scene.data, payments=lines, notes=notes)
    longest = max(lines, key=len)
    summary = HandSummaryScene(app, data, on_closed=lambda: None)
    summary.layout(scene.metrics)
    surface = pygame.Surface((1024, 640))
    summary.draw(surface)
    panel = summary.panel
    assert pygame.Rect(0, 0, 1024, 640).contains(panel)
    # every payment shown whole, its words in order over one line or more, inside the panel
    assert [" ".join(parts) for parts in summary.payment_shown] == list(lines)
    assert not any("\u2026" in part for parts in summary.payment_shown for part in parts)
    for rect in summary.payment_rects + summary.note_rects:
        assert panel.contains(rect), (rect, panel)
    assert overlapping(summary.payment_rects) == [] and overlapping(summary.note_rects) == []
    button = summary.buttons[0].rect
    assert max(r.bottom for r in summary.payment_rects + summary.note_rects) <= button.top
    assert panel.contains(button)
    if language != "en" and game == "kap_tai_shap" and players == 8 and not void:
        # the long lines did need a second line here: the wrapping is what keeps them whole
        assert any(len(parts) > 1 for parts in summary.payment_shown), longest
