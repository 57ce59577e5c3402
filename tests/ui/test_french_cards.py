"""Headless tests of the French deck's faces: sizes, cache, colours, pips, courts, setting."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import hashlib  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from cardgames.ui.cards import families, renderer_for  # noqa: E402
from cardgames.ui.cards import french as fr  # noqa: E402
from cardgames.ui.cards.french import (  # noqa: E402
    FRENCH_CODES,
    FrenchRenderer,
    index_box,
    pip_layout,
    set_four_colour,
    split_french,
)
from cardgames.ui.cards.glyphs import suit_glyph, suit_glyph_file  # noqa: E402

WIDTHS = (40, 64, 96, 180)
COURTS = ("J", "Q", "K")


@pytest.fixture(autouse=True)
def _two_colours() -> Iterator[None]:
    """Every test starts in the classic colours and leaves them so."""
    set_four_colour(False)
    yield
    set_four_colour(False)


@pytest.fixture
def french() -> FrenchRenderer:
    """A fresh renderer per test, so no test sees another's cache."""
    return FrenchRenderer()


def _digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def _pixels(surf: pygame.Surface, rect: pygame.Rect | None = None) -> list[pygame.Color]:
    rect = rect or surf.get_rect()
    return [surf.get_at((x, y)) for y in range(rect.top, rect.bottom)
            for x in range(rect.left, rect.right)]


def _index_rect(width: int) -> pygame.Rect:
    """The top-left index column: the rank and the small pip under it, nothing else."""
    margin, col_w, _ = index_box(width)
    height = round(width / fr.ASPECT)
    return pygame.Rect(0, 0, margin + col_w, round(height * 0.3))


def _is_red(c: pygame.Color) -> bool:
    return c.a > 200 and c.r > 150 and c.r > c.g + 80 and c.r > c.b + 60


def _is_blue(c: pygame.Color) -> bool:
    return c.a > 200 and c.b > 140 and c.b > c.r + 80 and c.b > c.g + 40


def _is_green(c: pygame.Color) -> bool:
    return c.a > 200 and c.g > 90 and c.g > c.r + 50 and c.g > c.b + 30


def _is_dark(c: pygame.Color) -> bool:
    return c.a > 200 and max(c.r, c.g, c.b) < 70


def _tinted(c: pygame.Color) -> bool:
    """A colour that is not a grey: any of the court's red, blue, yellow, flesh..."""
    return c.a > 200 and max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 40


def _suit_mask(surf: pygame.Surface, ink: str) -> pygame.mask.Mask:
    """Pixels within a small distance of the suit's ink."""
    colour = pygame.Color(ink)
    return pygame.mask.from_threshold(surf, colour, (60, 60, 60, 255))


# --- sizes -------------------------------------------------------------------------------


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_renders_at_the_requested_size(french: FrenchRenderer, width: int) -> None:
    expected = (width, round(width / fr.ASPECT))
    assert french.size_for_width(width) == expected
    for code in FRENCH_CODES:
        surf = french.face(code, width)
        assert surf.get_size() == expected, code
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((0, 0)).a == 0  # rounded corner
        assert surf.get_at((width // 2, expected[1] // 2)).a == 255
    assert french.back(width).get_size() == expected


def test_the_deck_has_52_cards_and_poker_proportions() -> None:
    assert len(FRENCH_CODES) == len(set(FRENCH_CODES)) == 52
    assert {"AS", "10H", "QC", "2D", "KS"} <= set(FRENCH_CODES)
    assert FrenchRenderer.aspect == pytest.approx(63 / 88, abs=0.005)
    assert 0.71 <= FrenchRenderer.aspect <= 0.73


def test_a_big_card_renders_too(french: FrenchRenderer) -> None:
    for code in ("AS", "10D", "KH", "QC", "JS"):
        assert french.face(code, 480).get_size() == (480, round(480 / fr.ASPECT))


# --- codes -------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["1S", "11H", "AX", "", "as", "10", "S", "KS ", " KS", "0C",
                                  "1O", "12B", "TH", "AAS", "1 0H"])
def test_unknown_codes_are_refused_with_a_clear_error(french: FrenchRenderer, code: str) -> None:
    with pytest.raises(ValueError, match="not a card of the French deck"):
        french.face(code, 64)
    with pytest.raises(ValueError, match="rank .* followed by a suit"):
        french.face(code, 64, dimmed=True)


def test_codes_split_into_rank_and_suit() -> None:
    assert split_french("10H") == ("10", "H")
    assert split_french("AS") == ("A", "S")
    assert split_french("QC") == ("Q", "C")
    assert [split_french(c)[1] for c in FRENCH_CODES].count("D") == 13


# --- cache -------------------------------------------------------------------------------


def test_cache_returns_the_same_surface_until_cleared(french: FrenchRenderer) -> None:
    face, dim = french.face("QH", 64), french.face("QH", 64, dimmed=True)
    assert french.face("QH", 64) is face
    assert french.face("QH", 64, dimmed=True) is dim
    assert french.face("QH", 96) is not face
    french.clear_cache()
    again = french.face("QH", 64)
    assert again is not face
    assert _digest(again) == _digest(face)  # redrawn the same


def test_the_registry_knows_the_french_deck() -> None:
    assert "french" in families()
    renderer = renderer_for("french")
    assert isinstance(renderer, FrenchRenderer)
    assert renderer is renderer_for("french")


# --- what the faces look like ------------------------------------------------------------


@pytest.mark.parametrize("width", [64, 120])
def test_all_faces_differ(french: FrenchRenderer, width: int) -> None:
    digests = {_digest(french.face(code, width)) for code in FRENCH_CODES}
    assert len(digests) == 52


@pytest.mark.parametrize("width", [48, 64, 120])
def test_index_colours_two_colour_deck(french: FrenchRenderer, width: int) -> None:
    """Hearts and diamonds red, spades and clubs black (no red pixel at all)."""
    box = _index_rect(width)
    for code in FRENCH_CODES:
        pixels = _pixels(french.face(code, width), box)
        reds = sum(map(_is_red, pixels))
        darks = sum(map(_is_dark, pixels))
        if code[-1] in "HD":
            assert reds >= 8 and darks == 0, code
        else:
            assert reds == 0 and darks >= 8, code


@pytest.mark.parametrize("width", [48, 64, 120])
def test_four_colour_setting_turns_diamonds_blue_and_clubs_green(french: FrenchRenderer,
                                                                 width: int) -> None:
    box = _index_rect(width)
    set_four_colour(True)
    for code in FRENCH_CODES:
        pixels = _pixels(french.face(code, width), box)
        counts = {name: sum(map(test, pixels)) for name, test in
                  (("red", _is_red), ("blue", _is_blue), ("green", _is_green), ("dark", _is_dark))}
        expected = {"H": "red", "D": "blue", "C": "green", "S": "dark"}[code[-1]]
        assert counts[expected] >= 8, (code, counts)
        assert all(n == 0 for name, n in counts.items() if name != expected), (code, counts)


def test_the_four_colour_switch_shows_at_once_on_the_same_renderer(french: FrenchRenderer) -> None:
    box = _index_rect(64)
    classic = french.face("7D", 64)
    classic_club = _digest(french.face("7C", 64))
    spade = _digest(french.face("7S", 64))
    set_four_colour(True)
    four = french.face("7D", 64)
    assert four is not classic
    assert any(map(_is_blue, _pixels(four, box))) and not any(map(_is_red, _pixels(four, box)))
    assert _digest(french.face("7C", 64)) != classic_club
    assert _digest(french.face("7S", 64)) == spade  # spades keep their black
    set_four_colour(False)
    assert _digest(french.face("7D", 64)) == _digest(classic)
    assert _digest(french.face("7C", 64)) == classic_club


def test_dimmed_is_darker_and_keeps_the_corners(french: FrenchRenderer) -> None:
    for code in ("AS", "5H", "JD", "KC"):
        face, dim = french.face(code, 64), french.face(code, 64, dimmed=True)
        r, g, b, _ = pygame.transform.average_color(face)
        dr, dg, db, _ = pygame.transform.average_color(dim)
        assert dr + dg + db < 0.65 * (r + g + b)
        assert dim.get_at((0, 0)).a == 0 and dim.get_at((32, 45)).a == 255


@pytest.mark.parametrize("width", [64, 160])
def test_index_reads_the_same_from_the_opposite_corner(french: FrenchRenderer, width: int) -> None:
    """The bottom-right index is the top-left one turned half a turn (to within the
    anti-aliasing of the rounded corner)."""
    box = _index_rect(width)
    for code in ("10H", "QS", "AD", "7C"):
        surf = french.face(code, width)
        w, h = surf.get_size()
        top = surf.subsurface(box.move(2, 2).clip(surf.get_rect())).copy()
        bottom = surf.subsurface(pygame.Rect(w - top.get_width() - 2, h - top.get_height() - 2,
                                             *top.get_size())).copy()
        if code[0] in "QJK":  # only the index column: the court frame starts after it
            assert top.get_width() < 0.3 * w
        assert _difference(pygame.transform.rotate(bottom, 180), top) == 0, code


# --- pips --------------------------------------------------------------------------------


def _pips(surf: pygame.Surface, ink: str, width: int) -> list[pygame.Rect]:
    """Bounding boxes of the pips between the two index columns."""
    margin, col_w, _ = index_box(width)
    mask = _suit_mask(surf, ink)
    band = pygame.Rect(margin + col_w + 1, 0, width - 2 * (margin + col_w + 1), surf.get_height())
    inner = pygame.mask.Mask(mask.get_size())
    inner.draw(pygame.mask.Mask(band.size, fill=True), band.topleft)
    return [r for r in (mask.overlap_mask(inner, (0, 0))).get_bounding_rects()
            if r.width > 3 and r.height > 3]


@pytest.mark.parametrize("suit", ["S", "H", "D", "C"])
def test_number_cards_carry_as_many_pips_as_their_rank(french: FrenchRenderer, suit: str) -> None:
    width = 160
    for rank in range(2, 11):
        surf = french.face(f"{rank}{suit}", width)
        assert len(_pips(surf, fr.suit_colour(suit), width)) == rank, f"{rank}{suit}"


def test_bottom_half_pips_stand_upside_down(french: FrenchRenderer) -> None:
    """A heart's lobes are its wide end: on top when upright, below when turned."""
    width = 200
    for rank in (2, 3, 6, 8, 10):
        surf = french.face(f"{rank}H", width)
        mid = surf.get_height() / 2
        for pip in _pips(surf, fr.RED, width):
            top_row = sum(_is_red(surf.get_at((x, pip.top + pip.height // 4)))
                          for x in range(pip.left, pip.right))
            low_row = sum(_is_red(surf.get_at((x, pip.bottom - 1 - pip.height // 4)))
                          for x in range(pip.left, pip.right))
            if pip.centery < mid - 2:
                assert top_row > low_row, (rank, pip)
            elif pip.centery > mid + 2:
                assert low_row > top_row, (rank, pip)


def test_pip_layouts_are_those_of_the_real_pack() -> None:
    mid = fr.CARD_H / 2
    centre = fr.CARD_W / 2

    def centre_pips(rank: int) -> list[float]:
        return sorted(y for x, y, _, _ in pip_layout(rank) if abs(x - centre) < 1)

    for rank in range(2, 11):
        layout = pip_layout(rank)
        assert len(layout) == rank
        for _, y, _, flipped in layout:
            assert flipped == (y > mid + 0.01)
    assert centre_pips(7) == [pytest.approx(centre_pips(7)[0])] and centre_pips(7)[0] < mid
    upper, lower = centre_pips(8)
    assert upper < mid < lower
    assert len(centre_pips(10)) == 2  # 4 + 2 + 4
    assert sum(1 for x, _, _, _ in pip_layout(10) if x < centre - 1) == 4
    assert sum(1 for x, _, _, _ in pip_layout(10) if x > centre + 1) == 4
    assert centre_pips(9) == [pytest.approx(mid)]
    assert centre_pips(5) == [pytest.approx(mid)]
    assert len(centre_pips(3)) == 3 and len(centre_pips(2)) == 2
    with pytest.raises(ValueError):
        pip_layout(11)


def test_aces_have_one_large_pip_and_the_ace_of_spades_is_larger(french: FrenchRenderer) -> None:
    width = 160
    widths, inked = {}, {}
    for suit in "SHDC":
        ink = fr.suit_colour(suit)
        pips = _pips(french.face(f"A{suit}", width), ink, width)
        whole = pips[0].unionall(pips[1:])
        widths[suit] = whole.width
        assert abs(whole.centerx - width / 2) <= 2, suit  # one pip, in the centre
        assert whole.width > 0.4 * width, suit
        two = _pips(french.face(f"2{suit}", width), ink, width)
        assert whole.width > 2 * max(r.width for r in two), suit
        mask = _suit_mask(french.face(f"A{suit}", width), ink)
        inked[suit] = mask.overlap_area(pygame.mask.Mask(whole.size, fill=True), whole.topleft)
    assert widths["S"] > 1.2 * max(widths["H"], widths["D"], widths["C"])
    assert inked["S"] > 1.2 * max(inked["H"], inked["D"], inked["C"])
    gold = sum(1 for c in _pixels(french.face("AS", width)) if c.a > 200 and c.r > 200
               and c.g > 150 and c.b < 100)
    assert gold > 100  # ornate: gold scrolls and jewel


# --- court cards -------------------------------------------------------------------------


def _centre(surf: pygame.Surface) -> pygame.Surface:
    w, h = surf.get_size()
    return surf.subsurface(pygame.Rect(w // 4, h // 8, w // 2, h * 3 // 4))


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Share of pixels that differ clearly between two surfaces of one size."""
    pa, pb = _pixels(a), _pixels(b)
    return sum(1 for x, y in zip(pa, pb, strict=True)
               if sum(abs(x[i] - y[i]) for i in range(3)) > 60) / len(pa)


@pytest.mark.parametrize("width", [64, 120])
def test_court_cards_differ_from_each_other_in_the_figure(french: FrenchRenderer,
                                                          width: int) -> None:
    for suit in "SHDC":
        figures = {rank: _centre(french.face(rank + suit, width)) for rank in COURTS}
        for a, b in (("J", "Q"), ("Q", "K"), ("J", "K")):
            assert _difference(figures[a], figures[b]) > 0.05, (a, b, suit)


def _is_yellow(c: pygame.Color) -> bool:
    return c.a > 200 and c.r > 200 and c.g > 160 and c.b < 110


@pytest.mark.parametrize("width", [64, 120])
def test_court_cards_are_coloured_figures_unlike_pip_cards(french: FrenchRenderer,
                                                          width: int) -> None:
    """Courts are figures in the traditional red, blue and yellow; a number card holds
    only its suit's ink (the sole colour on a heart or diamond, none on a spade or club)."""
    for suit in "SHDC":
        for rank in COURTS:
            centre = _centre(french.face(rank + suit, width))
            pixels = _pixels(centre)
            assert sum(map(_tinted, pixels)) > 0.25 * len(pixels), rank + suit
            assert sum(map(_is_blue, pixels)) > 0.03 * len(pixels), rank + suit
            assert sum(map(_is_yellow, pixels)) > 0.03 * len(pixels), rank + suit
        for rank in ("2", "9", "10"):
            pixels = _pixels(_centre(french.face(rank + suit, width)))
            tinted = [c for c in pixels if _tinted(c)]
            if suit in "SC":
                assert not tinted, rank + suit
            else:
                assert tinted and all(c.r > c.g and c.r > c.b for c in tinted), rank + suit


def test_court_cards_are_double_ended(french: FrenchRenderer) -> None:
    """Turned half a turn, a court card looks the same."""
    for code in ("JS", "QH", "KD", "KC"):
        surf = french.face(code, 120)
        assert _difference(surf, pygame.transform.rotate(surf, 180)) < 0.03, code
    plain = french.face("7H", 120)  # ...which a 7, with its one upper pip, does not
    assert _difference(plain, pygame.transform.rotate(plain, 180)) > 0.01


def test_each_court_wears_its_own_headgear(french: FrenchRenderer) -> None:
    """Silhouettes, not details: above the face, the king's crown stands tallest, then
    the queen's tiara, then the jack's flat cap (measured on the centre line of the
    upper half, where each stands highest)."""
    width = 160
    fill = pygame.Color(fr.FRAME_FILL)

    def top_of_figure(code: str) -> int:
        surf = french.face(code, width)
        _, y0, _, _ = fr.frame_box(index_box(width), width)
        start = round(y0 * surf.get_height() / fr.CARD_H) + 2  # just inside the frame line
        for y in range(start, surf.get_height() // 2):
            row = [surf.get_at((x, y)) for x in range(width // 2 - 3, width // 2 + 4)]
            if any(sum(abs(c[i] - fill[i]) for i in range(3)) > 30 for c in row):
                return y
        raise AssertionError(f"no figure found on {code}")

    for suit in "SHDC":
        king, queen, jack = (top_of_figure(r + suit) for r in ("K", "Q", "J"))
        assert king < queen < jack, (suit, king, queen, jack)


# --- suit symbols for text ---------------------------------------------------------------


def test_suit_glyphs_follow_the_suit_colours() -> None:
    for suit, test in (("H", _is_red), ("D", _is_red), ("S", _is_dark), ("C", _is_dark)):
        glyph = suit_glyph("french", suit, 24)
        assert glyph is not None and glyph.get_size() == (24, 24)
        assert sum(map(test, _pixels(glyph))) > 40, suit
    set_four_colour(True)
    assert sum(map(_is_blue, _pixels(suit_glyph("french", "D", 24)))) > 40
    assert sum(map(_is_green, _pixels(suit_glyph("french", "C", 24)))) > 40
    assert suit_glyph("french", "X", 24) is None
    assert fr.suit_colour("D") == fr.BLUE_SUIT and fr.suit_colour("D", four=False) == fr.RED
    with pytest.raises(ValueError, match="not a French suit"):
        fr.suit_colour("O")


def test_suit_glyph_files_change_with_the_setting() -> None:
    classic = suit_glyph_file("french", "C", 20)
    set_four_colour(True)
    four = suit_glyph_file("french", "C", 20)
    assert classic is not None and four is not None and classic != four
    image = pygame.image.load(str(four))
    assert sum(map(_is_green, _pixels(image))) > 20


# --- the setting in the program ----------------------------------------------------------


def test_the_settings_screen_switches_the_deck_at_once(make_app, ui) -> None:
    from cardgames.ui.scenes.settings import SettingsScene

    app = make_app()
    app.open("settings")
    app.step()
    assert isinstance(app.scenes.top, SettingsScene)
    renderer = renderer_for("french")
    box = _index_rect(64)
    assert any(map(_is_red, _pixels(renderer.face("4D", 64), box)))
    ui.click_target(app, "four_colour_french:True")
    assert app.settings.four_colour_french
    assert any(map(_is_blue, _pixels(renderer.face("4D", 64), box)))
    ui.click_target(app, "four_colour_french:False")
    assert not any(map(_is_blue, _pixels(renderer.face("4D", 64), box)))
