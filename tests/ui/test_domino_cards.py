"""The Chinese domino renderer: every face at three sizes in every form, checked by its pixels
(pips per half, red pips per half, which column of Heaven is red), the look's options, the
deck's own back."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from cardgames.core import dominoes  # noqa: E402
from cardgames.ui import cards  # noqa: E402
from cardgames.ui.cards import dominoes as render  # noqa: E402
from cardgames.ui.cards.back import draw_back  # noqa: E402
from cardgames.ui.cards.dominoes import (  # noqa: E402
    CARD,
    FORM_SPECS,
    FORMS,
    RED,
    TILE_BLACK,
    TILE_IVORY,
    DominoLook,
    DominoRenderer,
    look_from_options,
    set_look,
)

WIDTHS = (32, 64, 128)


@pytest.fixture(autouse=True)
def _default_look():
    """Every test starts and ends with the default look (it is process-wide, like the
    French deck's colour setting)."""
    set_look(DominoLook())
    yield
    set_look(DominoLook())


@pytest.fixture
def renderer() -> DominoRenderer:
    return DominoRenderer()


def _blobs(surf: pygame.Surface, colour: str, area: pygame.Rect, tolerance: int = 40,
           minimum: int = 3) -> list[tuple[float, float]]:
    """Centres of the separate blobs of ``colour`` inside ``area`` (in face pixels)."""
    part = surf.subsurface(area)
    mask = pygame.mask.from_threshold(part, pygame.Color(colour),
                                      (tolerance, tolerance, tolerance, 255))
    centres = []
    for blob in mask.connected_components(minimum=minimum):
        cx, cy = blob.centroid()
        centres.append((area.x + cx, area.y + cy))
    return centres


def _halves(w: int, h: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The top and bottom halves, inside any frame or bevel."""
    x0, x1 = round(0.09 * w), round(0.91 * w)
    y0, y1 = round(0.07 * w), h - round(0.07 * w)
    return (pygame.Rect(x0, y0, x1 - x0, h // 2 - y0),
            pygame.Rect(x0, h // 2, x1 - x0, y1 - h // 2))


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_shows_its_pips_and_red_pips_per_half(renderer, form, width):
    set_look(DominoLook(form=form))
    ink = FORM_SPECS[form].ink
    for code in dominoes.CODES:
        surf = renderer.face(code, width)
        w, h = surf.get_size()
        assert (w, h) == (width, round(width * FORM_SPECS[form].height)), code
        head, foot = dominoes.head_and_foot(code)
        (top_red, top_ink), (bottom_red, bottom_ink) = dominoes.red_pips_by_half(code)
        top, bottom = _halves(w, h)
        found = [(len(_blobs(surf, RED, half)), len(_blobs(surf, ink, half)))
                 for half in (top, bottom)]
        assert found == [(top_red, top_ink), (bottom_red, bottom_ink)], (code, form, width)
        assert top_red + top_ink == head and bottom_red + bottom_ink == foot


@pytest.mark.parametrize("form", FORMS)
def test_heaven_red_column_is_right_on_top_and_left_below(renderer, form):
    set_look(DominoLook(form=form))
    surf = renderer.face("6-6", 96)
    w, h = surf.get_size()
    top, bottom = _halves(w, h)
    for half, red_right in ((top, True), (bottom, False)):
        reds, inks = _blobs(surf, RED, half), _blobs(surf, FORM_SPECS[form].ink, half)
        assert len(reds) == 3 and len(inks) == 3
        assert all((x > w / 2) == red_right for x, _ in reds)
        assert all((x > w / 2) != red_right for x, _ in inks)


def test_example_5_red_head_ten_on_a_black_tile(renderer):
    """6-4 upright: four red pips in the top half, six white pips below, on black."""
    surf = renderer.face("6-4", 64)
    w, h = surf.get_size()
    top, bottom = _halves(w, h)
    assert len(_blobs(surf, RED, top)) == 4 and not _blobs(surf, RED, bottom)
    assert len(_blobs(surf, "#F4F1E8", bottom)) == 6 and not _blobs(surf, "#F4F1E8", top)
    assert surf.get_at((w // 2, h // 2))[:3] == pygame.Color("#141414")[:3]


def test_layouts_the_names_describe(renderer):
    """Bench: two pips across each end; the single pip of a 1 is large and centred; the
    threes run diagonally; the 2 of a 2-1 sits at the tile's end."""
    w, h = renderer.size_for_width(100)
    bench = renderer.face("2-2", 100)
    top, bottom = _halves(w, h)
    pips_top = _blobs(bench, "#F4F1E8", top)
    assert len(pips_top) == 2 and abs(pips_top[0][1] - pips_top[1][1]) < 1.5
    assert all(y < 0.2 * h for _, y in pips_top)
    assert all(y > 0.8 * h for _, y in _blobs(bench, "#F4F1E8", bottom))
    earth = renderer.face("1-1", 100)
    (x, y), = _blobs(earth, RED, top)
    assert abs(x - w / 2) < 1.5
    large = pygame.mask.from_threshold(earth.subsurface(top), pygame.Color(RED),
                                       (40, 40, 40, 255)).count()
    small = pygame.mask.from_threshold(renderer.face("4-4", 100).subsurface(top),
                                       pygame.Color(RED), (40, 40, 40, 255)).count() / 4
    assert large > 2.2 * small  # radius 0.17u against 0.10u
    three = sorted(_blobs(renderer.face("3-3", 100), "#F4F1E8", top), key=lambda p: p[1])
    assert three[0][0] > three[1][0] > three[2][0]  # top right to lower left


def _pips_of(renderer, code, form, area_of):
    surf = renderer.face(code, 64)
    w, h = surf.get_size()
    area = area_of(w, h)
    return w, h, {colour: sorted(_blobs(surf, colour, area))
                  for colour in (RED, FORM_SPECS[form].ink)}


def _close(a, b):
    return len(a) == len(b) and all(abs(x1 - x2) + abs(y1 - y2) <= 2.5  # centroids are whole pixels
                                    for (x1, y1), (x2, y2) in zip(a, b, strict=True))


@pytest.mark.parametrize("form", FORMS)
def test_bottom_half_is_the_top_pattern_turned_half_a_turn(renderer, form):
    """Doubles look the same upside down, and the bottom half of any face shows its number
    placed exactly as on that number's double (the 6s of faces other than Heaven are all
    white, so they are compared with Heaven's pips of both colours together)."""
    set_look(DominoLook(form=form))
    whole = lambda w, h: pygame.Rect(5, 5, w - 10, h - 10)  # noqa: E731
    bottom = lambda w, h: _halves(w, h)[1]  # noqa: E731
    for number in range(1, 7):
        w, h, pips = _pips_of(renderer, f"{number}-{number}", form, whole)
        for colour, centres in pips.items():
            turned = sorted((w - 1 - x, h - 1 - y) for x, y in centres)
            assert _close(centres, turned), (number, form, colour)
    for code in dominoes.CODES:
        high = dominoes.halves(code)[0]
        mine = _pips_of(renderer, code, form, bottom)[2]
        double = _pips_of(renderer, f"{high}-{high}", form, bottom)[2]
        assert _close(sorted(mine[RED] + mine[FORM_SPECS[form].ink]),
                      sorted(double[RED] + double[FORM_SPECS[form].ink])), (code, form)


def test_large_one_pip_option(renderer):
    def red_pixels(radius):
        set_look(DominoLook(large_one_pip=radius))
        return pygame.mask.from_threshold(renderer.face("1-1", 100), pygame.Color(RED),
                                          (40, 40, 40, 255)).count()

    assert red_pixels(0.12) < red_pixels(0.17) < red_pixels(0.22)


def test_long_three_traditional_spreads_three_pairs(renderer):
    set_look(DominoLook(long_three_style="traditional"))
    surf = renderer.face("3-3", 80)
    w, h = surf.get_size()
    pips = _blobs(surf, "#F4F1E8", pygame.Rect(4, 4, w - 8, h - 8))
    assert len(pips) == 6
    rows = sorted({round(y) for _, y in pips})
    assert len(rows) == 3 and abs((rows[1] - rows[0]) - (rows[2] - rows[1])) <= 1
    assert abs(rows[1] - h / 2) <= 1


@pytest.mark.parametrize("form", FORMS)
def test_sizes_follow_the_form(renderer, form):
    set_look(DominoLook(form=form))
    ratio = FORM_SPECS[form].height
    assert renderer.aspect == pytest.approx(1 / ratio)
    for height in (120, 200, 333):
        w, h = renderer.size_for_height(height)
        assert h <= height and renderer.face("6-6", w).get_size() == (w, h)
        assert renderer.back(w).get_size() == (w, h)


def test_changing_the_look_redraws(renderer):
    black = renderer.face("5-5", 64)
    assert renderer.face("5-5", 64) is black
    render.set_form(TILE_IVORY)
    ivory = renderer.face("5-5", 64)
    assert ivory is not black
    assert ivory.get_at((32, 82))[:3] == pygame.Color("#F3EBD8")[:3]
    render.set_form(CARD)
    assert renderer.face("5-5", 64).get_height() == round(64 * 3.4)


def test_code_labels_and_suit_markers(renderer):
    plain = renderer.face("6-4", 96)
    render.set_code_labels(True)
    labelled = renderer.face("6-4", 96)
    w, h = plain.get_size()
    top, bottom = render.middle_band(w, h)
    band = pygame.Rect(0, round(top), w, round(bottom - top))
    changed = [(x, y) for x in range(band.left, band.right) for y in range(band.top, band.bottom)
               if plain.get_at((x, y)) != labelled.get_at((x, y))]
    assert len(changed) > 40 and all(x < 0.75 * w for x, _ in changed)  # on the left
    render.set_code_labels(False)
    render.set_suit_markers(True)
    x, y, r = render.marker_geometry(w, h)
    muted = pygame.Color(FORM_SPECS[TILE_BLACK].muted)
    civil, military = renderer.face("6-4", 96), renderer.face("4-2", 96)
    assert civil.get_at((round(x), round(y)))[:3] == muted[:3]  # solid dot
    assert military.get_at((round(x), round(y)))[:3] != muted[:3]  # a ring: hollow
    ring = [military.get_at((round(x + dx), round(y))) for dx in range(-round(r), round(r) + 1)]
    assert any(abs(c.r - muted.r) < 30 and abs(c.g - muted.g) < 30 for c in ring)
    # the markers and labels stay off the pips
    for code in dominoes.CODES:
        set_look(DominoLook(suit_markers=True, code_labels=True))
        surf = renderer.face(code, 64)
        hh = surf.get_height()
        top_half, bottom_half = _halves(64, hh)
        assert len(_blobs(surf, RED, top_half)) + len(_blobs(surf, "#F4F1E8", top_half)) == \
            dominoes.head_and_foot(code)[0]


def test_backs_are_the_decks_own(renderer):
    tile_back = renderer.back(64)
    assert tile_back.get_at((32, 30))[:3] == pygame.Color("#141414")[:3]
    reds = _blobs(tile_back, RED, tile_back.get_rect())
    whites = _blobs(tile_back, "#F4F1E8", tile_back.get_rect())
    assert len(reds) == 1 and len(whites) == 2  # three small pips on a diagonal
    set_look(DominoLook(back_motif="plain"))
    plain = renderer.back(64)
    assert not _blobs(plain, RED, plain.get_rect())
    set_look(DominoLook(form=CARD))
    card_back = renderer.back(64)
    assert len(_blobs(card_back, render.CARD_BACK_INK, card_back.get_rect().inflate(-16, -16),
                      tolerance=30)) > 20  # a repeating pattern
    program_back = draw_back(*card_back.get_size())  # what every other deck shows
    assert pygame.transform.average_color(program_back) != pygame.transform.average_color(
        card_back)
    for surf in (tile_back, card_back):
        w, h = surf.get_size()
        assert surf.get_at((0, 0)).a == 0 and surf.get_at((w // 2, h // 2)).a == 255


def test_every_face_differs_and_dims(renderer):
    images = {pygame.image.tobytes(renderer.face(c, 48), "RGBA") for c in dominoes.CODES}
    assert len(images) == 21
    face, dim = renderer.face("4-4", 48), renderer.face("4-4", 48, dimmed=True)
    assert sum(pygame.transform.average_color(dim)[:3]) < 0.7 * sum(
        pygame.transform.average_color(face)[:3]) + 1


@pytest.mark.parametrize("code", ["1-6", "0-0", "7-7", "6-6#", "", "66", "AS", "6-6#x"])
def test_unknown_codes_are_refused(renderer, code):
    with pytest.raises(ValueError):
        renderer.face(code, 64)


def test_a_tile_instance_draws_as_its_code(renderer):
    assert pygame.image.tobytes(renderer.face("6-6#2", 64), "RGBA") == \
        pygame.image.tobytes(renderer.face("6-6", 64), "RGBA")


def test_found_by_family_and_says_its_tiles_in_words():
    assert "dominoes" in cards.families()
    assert isinstance(cards.renderer_for("dominoes"), DominoRenderer)
    assert cards.card_name("dominoes", "6-6") == "Heaven (6-6)"
    assert cards.suit_of("dominoes", "4-2") == "military"
    assert cards.suit_of("dominoes", "XX") is None
    assert cards.suit_name("dominoes", "civil") == "civil"


def test_look_from_options():
    assert look_from_options({}, CARD).form == CARD
    assert look_from_options({"deck.form": "tile_ivory"}, CARD).form == TILE_IVORY
    lk = look_from_options({"deck_suit_markers": True, "large_one_pip": 0.2, "players": 4})
    assert lk.suit_markers and lk.large_one_pip == 0.2 and lk.form == TILE_BLACK
    with pytest.raises(ValueError, match=r"deck\.form: 'tiles' is not allowed; use one of"):
        look_from_options({"deck.form": "tiles"})
    with pytest.raises(ValueError, match=r"deck\.large_one_pip: 0\.3 .*0\.12 to 0\.22"):
        look_from_options({"deck.large_one_pip": 0.3})
    with pytest.raises(ValueError, match=r"deck\.code_labels"):
        DominoLook(code_labels="yes")
    with pytest.raises(ValueError, match=r"deck\.long_three_style"):
        replace(DominoLook(), long_three_style="fancy")
    with pytest.raises(TypeError):
        set_look({"form": "card"})
