"""The game menu holds eleven games at every window size (issue 19, "The game menu").

Eleven dummy entries (fake GameInfo-like records with long titles and taglines, some decks
tall and narrow like the coming money cards and domino cards) and the real games, at the
sizes players use: every tile in the window or reachable by scrolling, no two tiles
overlapping, one picture box size, no text outside its tile or under a button; the wheel,
the keys and a drag scroll and reach the last tile.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from cardgames.ui import text
from cardgames.ui.cards.base import CardRenderer
from cardgames.ui.scenes.choose_game import ChooseGameScene, entry_of
from cardgames.ui.scenes.game_grid import ELLIPSIS, fit_lines, grid_layout
from cardgames.ui.style import Metrics

SIZES = [(1024, 640), (800, 640), (1280, 800), (1920, 1080), (2560, 1080), (800, 1000)]


class NarrowRenderer(CardRenderer):
    """A stand-in for long narrow cards (money cards are about 1 : 3.5)."""

    family = "test_narrow"
    aspect = 0.28

    def _check_code(self, code: str) -> None:
        if code not in ("a", "b", "c"):
            raise ValueError(code)

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((250, 240, 200, 255))
        return surf


@pytest.fixture
def narrow_deck(monkeypatch):
    from cardgames.ui import cards

    monkeypatch.setitem(cards._factories, "test_narrow", NarrowRenderer)
    monkeypatch.delitem(cards._instances, "test_narrow", raising=False)
    yield
    cards._instances.pop("test_narrow", None)


def dummy_infos() -> list[SimpleNamespace]:
    """Eleven fake games: titles and taglines of every length, four kinds of deck."""
    decks = [("spanish", ("1O", "3C", "12E")), ("french", ("AS", "KH", "QD")),
             ("dominoes", ("6-6", "1-1", "4-2")), ("test_narrow", ("a", "b", "c"))]
    titles = ["Tiu U", "Tsung Shap", "K'ap T'ai Shap", "Jjak-ma-tcho-ki", "Qu\u00e1n Du\u00ec",
              "Si S\u00e8 P\u00e1i", "A game whose name is far too long for any tile at all",
              "Mus", "Briscola", "Supercalifragilisticexpialidocious", "Eleventh"]
    out = []
    for i, title in enumerate(titles):
        family, codes = decks[i % len(decks)]
        tagline = ("Short." if i % 3 == 0 else
                   "Win the last trick with the highest pair, then take the pot from every "
                   "player who did not fold before the banker showed the second set of tiles "
                   "and the third, and a word without end: " + "x" * 60)
        out.append(SimpleNamespace(id=f"dummy{i}", title=title, tagline=tagline,
                                   players_text=f"{i + 2}\u2013{i + 6} players (and a long note)",
                                   deck_family=family, sample_cards=codes))
    return out


def dummy_entries(learnable: bool = True):
    return [entry_of(info, enabled=True, learnable=learnable) for info in dummy_infos()]


def open_menu(make_app, size, entries=None, purpose="play"):
    app = make_app(size)
    app.open("menu")
    scene = ChooseGameScene(app, purpose, entries)
    app.scenes.push(scene)
    for _ in range(2):
        app.step(1 / 60)
    return app, scene


def buttons_of(scene):
    return [b for t in scene.tiles for b in (t, t.inner) if b is not None]


def check_tiles(scene, size):
    """The layout's promises, on the scene as drawn."""
    grid = scene.grid
    window = pygame.Rect((0, 0), size)
    view = grid.viewport
    assert window.contains(view)
    assert not view.colliderect(scene.back.rect), "the Back button is outside the tiles' area"
    pictures = {tile.picture_rect().size for tile in scene.tiles}
    assert len(pictures) == 1, f"picture boxes of several sizes: {pictures}"
    assert len({tile.rect.size for tile in scene.tiles}) == 1
    rects = [tile.rect for tile in scene.tiles]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"tiles overlap: {a} {b}"
    inner = [t.inner.rect for t in scene.tiles if t.inner is not None]
    for tile in scene.tiles:
        assert tile.rect.left >= 0 and tile.rect.right <= size[0]
        # inside the viewport once scrolled (scroll 0 shows the first rows)
        base = tile.rect.move(0, scene.scroll)
        assert base.top >= view.top and base.bottom <= view.bottom + grid.max_scroll
        if tile.inner is not None:
            assert tile.rect.contains(tile.inner.rect)
        picture = tile.picture_rect()
        assert tile.rect.contains(picture)
        for rect in tile.text_rects():
            assert tile.rect.contains(rect), f"{tile.name}: text {rect} outside {tile.rect}"
            assert rect.collidelist(inner) == -1, f"{tile.name}: text under a button"
            assert not rect.colliderect(picture), f"{tile.name}: text over the picture"
        for line, px, bold, rect in tile.lines():
            assert text.size(line, px, bold)[0] <= rect.width + 1
        boxes = tile.boxes
        for box in boxes.texts():  # every line within its box
            box = box.move(tile.rect.topleft)
            for rect in tile.text_rects():
                if rect.colliderect(box):
                    assert box.contains(rect), f"{tile.name}: a line spills out of its box"


@pytest.mark.parametrize("size", SIZES)
def test_the_pure_layout_holds_eleven_tiles(size):
    m = Metrics(*size)
    grid = grid_layout(m, 11, True, m.px(120), size[1] - m.px(90), 120)
    assert len(grid.tiles) == 11
    assert grid.columns >= 3 if size[0] >= 1024 else grid.columns >= 2
    assert len({t.picture.size for t in grid.tiles}) == 1
    for i, a in enumerate(grid.tiles):
        assert a.rect.contains(a.picture) and a.rect.contains(a.button)
        for box in a.texts():
            assert a.rect.contains(box) and not box.colliderect(a.button)
            assert not box.colliderect(a.picture)
        assert a.rect.bottom <= grid.viewport.bottom + grid.max_scroll
        for b in grid.tiles[i + 1:]:
            assert not a.rect.colliderect(b.rect)
    # the grid uses the width: the tiles span most of it
    span = max(t.rect.right for t in grid.tiles) - min(t.rect.left for t in grid.tiles)
    assert span >= 0.8 * size[0]


@pytest.mark.parametrize("size", SIZES)
def test_eleven_dummy_games_fit_their_tiles(make_app, narrow_deck, size):
    app, scene = open_menu(make_app, size, dummy_entries())
    assert len(scene.tiles) == 11
    check_tiles(scene, size)
    # the picture: the sample cards scaled into the box whatever their aspect
    for tile in scene.tiles:
        fan = tile.picture()
        assert fan is not None and fan.get_size() == tile.picture_rect().size
        drawn = fan.get_bounding_rect()
        assert drawn.width > 0.3 * fan.get_width() or drawn.height > 0.7 * fan.get_height()
    # the last tile is reachable: scrolled to the end it is whole in view
    scene.scroll_to(scene.max_scroll)
    assert scene.grid.viewport.contains(scene.tiles[-1].rect)
    check_tiles(scene, size)


def wheel(app, y, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0,
                                         precise_y=float(y), flipped=False, touch=False)])


@pytest.mark.parametrize("size", [(1024, 640), (800, 640), (1280, 800)])
def test_the_wheel_scrolls_to_the_last_tile(make_app, size):
    app, scene = open_menu(make_app, size, dummy_entries())
    assert scene.max_scroll > 0, "eleven tiles need scrolling at this size"
    centre = scene.grid.viewport.center
    wheel(app, -1, centre)
    assert scene.scroll > 0
    for _ in range(40):
        wheel(app, -1, centre)
    assert scene.scroll == scene.max_scroll
    assert scene.grid.viewport.contains(scene.tiles[-1].rect)
    wheel(app, 3, centre)
    assert scene.scroll < scene.max_scroll


def test_the_keys_move_the_focus_and_scroll_it_into_view(make_app, ui):
    app, scene = open_menu(make_app, (1024, 640), dummy_entries())
    view = scene.grid.viewport
    ui.key(app, pygame.K_END)
    assert scene.focus.buttons[scene.focus.index] is scene.tiles[-1]
    assert scene.scroll == scene.max_scroll > 0 and view.contains(scene.tiles[-1].rect)
    ui.key(app, pygame.K_HOME)
    assert scene.scroll == 0 and scene.focus.buttons[scene.focus.index] is scene.tiles[0]
    ui.key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    focused = scene.focus.buttons[scene.focus.index]
    assert view.contains(focused.rect)
    ui.key(app, pygame.K_HOME)
    seen = set()
    for _ in range(12):  # Down, row by row: every row comes into view, then Back
        ui.key(app, pygame.K_DOWN)
        focused = scene.focus.buttons[scene.focus.index]
        if focused is scene.back:
            break
        assert view.contains(focused.rect), "the focused tile is scrolled into view"
        seen.add(scene.tiles.index(focused) // scene.grid.columns)
    assert focused is scene.back and seen == set(range(1, scene.grid.rows))
    ui.key(app, pygame.K_UP)  # back up into the last row
    assert scene.focus.buttons[scene.focus.index] in scene.tiles[-scene.grid.columns:]
    ui.key(app, pygame.K_RIGHT)  # the ring goes on through the inner buttons
    assert scene.focus.index >= 0


def test_a_drag_scrolls_and_clicks_nothing(make_app):
    app, scene = open_menu(make_app, (1024, 640), dummy_entries())
    start = scene.tiles[4].rect.center
    assert scene.grid.viewport.collidepoint(start)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0),
                                 touch=False),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)]
    for dy in range(20, 2000, 20):
        pos = (start[0], start[1] - dy)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, -20),
                                         buttons=(1, 0, 0), touch=False))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    for event in events:
        app.step(1 / 60, [event])
    assert scene.scroll == scene.max_scroll > 0
    assert app.scenes.top is scene, "a drag is not a click"
    assert scene.grid.viewport.contains(scene.tiles[-1].rect)


def test_a_tile_cut_off_by_the_edge_takes_no_click_outside_the_grid(make_app, ui):
    app, scene = open_menu(make_app, (1024, 640), dummy_entries(learnable=False))
    chosen = []
    scene.choose = chosen.append
    view = scene.grid.viewport
    scene.scroll_to(scene.grid.row_step // 2)  # the first row half under the heading
    cut = next(t for t in scene.tiles if t.rect.top < view.top < t.rect.bottom)
    ui.click(app, (cut.rect.centerx, view.top - 2))
    assert chosen == []
    ui.click(app, (cut.rect.centerx, view.top + 4))  # its part in view opens it
    assert chosen == [cut.entry.id]


def test_a_scroll_cue_shows_when_there_is_more(make_app):
    app, scene = open_menu(make_app, (1024, 640), dummy_entries())
    assert scene.max_scroll > 0
    bar, thumb = scene.scroll_bar, scene.scroll_thumb
    assert scene.grid.viewport.contains(bar) and bar.contains(thumb) and thumb.top == bar.top
    for tile in scene.tiles:
        assert not bar.colliderect(tile.rect)
    scene.scroll_to(scene.max_scroll)
    app.step(1 / 60)
    assert scene.scroll_thumb.bottom == bar.bottom


@pytest.mark.parametrize("purpose", ["play", "rules", "learn"])
@pytest.mark.parametrize("size", SIZES)
def test_the_real_games_fit_their_tiles(make_app, size, purpose):
    app, scene = open_menu(make_app, size, purpose=purpose)
    check_tiles(scene, size)
    for tile in scene.tiles:  # the text is whole or visibly cut ("...")
        lines = [line for line, *_ in tile.lines()][2:]
        shown = " ".join(lines)
        assert shown == " ".join(tile.line.split()) or shown.endswith(ELLIPSIS)
    if size[0] >= 1024:
        assert scene.max_scroll == 0 or size == (1024, 640), "five games fit without scrolling"


def test_fit_lines_cuts_with_an_ellipsis():
    pygame.init()
    long = "word " * 50
    lines = fit_lines(long, 14, 120, 2)
    assert len(lines) == 2 and lines[-1].endswith(ELLIPSIS)
    assert all(text.size(line, 14)[0] <= 120 for line in lines)
    assert fit_lines("short", 14, 120, 2) == ["short"]
    assert fit_lines("x" * 200, 14, 120, 3)[0].endswith(ELLIPSIS)


@pytest.fixture
def keep_look():
    """The domino look is process-wide: give it back as it was after the test."""
    from cardgames.ui.cards import dominoes

    before = dominoes.look()
    yield
    dominoes.set_look(before)


def test_tien_gows_tile_shows_its_tiles_as_its_table_does(make_app, keep_look):
    """The menu's sample tiles and the table agree on the form (by default: paper cards)."""
    from cardgames.ui.cards import dominoes
    from cardgames.ui.games import sample_look

    dominoes.set_look(dominoes.DominoLook())  # black tiles, as before any table was opened
    app, scene = open_menu(make_app, (1280, 800))
    assert dominoes.look() == dominoes.DominoLook(), "the menu gives the deck's look back"
    with sample_look("tien_gow", "dominoes"):
        menu_look = dominoes.look()
    tile = next(t for t in scene.tiles if t.name == "game:tien_gow")
    fan = tile.picture()
    colours = {}
    for x in range(fan.get_width()):
        for y in range(fan.get_height()):
            c = tuple(fan.get_at((x, y)))
            if c[3] == 255:
                colours[c[:3]] = colours.get(c[:3], 0) + 1
    card_face = tuple(pygame.Color(dominoes.FORM_SPECS[dominoes.CARD].face))[:3]
    black_face = tuple(pygame.Color(dominoes.FORM_SPECS[dominoes.TILE_BLACK].face))[:3]
    assert colours.get(card_face, 0) > 10 * colours.get(black_face, 0)
    app.open("table", "tien_gow", seed=1)
    for _ in range(3):
        app.step(1 / 60)
    assert dominoes.look() == menu_look
