"""Headless tests of the card renderers: sizes, caching, dimming, pinta, corners, back."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from cardgames.core.cards import SPANISH_40  # noqa: E402
from cardgames.ui import cards, fonts  # noqa: E402
from cardgames.ui.cards import CardRenderer, families, register, renderer_for  # noqa: E402
from cardgames.ui.cards.spanish import PAPER, SpanishRenderer  # noqa: E402

WIDTHS = (40, 64, 120, 240)
PAPER_RGB = pygame.Color(PAPER)


@pytest.fixture
def spanish() -> SpanishRenderer:
    """A fresh renderer per test, so no test sees another's cache."""
    return SpanishRenderer()


def _brightness(surf: pygame.Surface) -> float:
    r, g, b, _ = pygame.transform.average_color(surf)
    return (r + g + b) / 3


def _is_ink(colour: pygame.Color) -> bool:
    """Clearly not the card's paper: part of a line, a pip, a letter."""
    return colour.a > 200 and sum(abs(colour[i] - PAPER_RGB[i]) for i in range(3)) > 90


def _frame_row_gaps(surf: pygame.Surface, rows: range) -> int:
    """Find the frame line among ``rows`` (the row with most ink) and count its gaps."""
    w = surf.get_width()
    xs = range(round(w * 0.08), round(w * 0.92))
    best = max(rows, key=lambda y: sum(_is_ink(surf.get_at((x, y))) for x in xs))
    ink = [_is_ink(surf.get_at((x, best))) for x in xs]
    first, last = ink.index(True), len(ink) - 1 - ink[::-1].index(True)
    runs = [k for k, _ in itertools.groupby(ink[first:last + 1])]
    return runs.count(False)


# --- sizes -------------------------------------------------------------------------------


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_the_aspect(spanish: SpanishRenderer, width: int) -> None:
    expected = (width, round(width / 0.64))
    assert spanish.size_for_width(width) == expected
    for code in SPANISH_40.codes:
        surf = spanish.face(code, width)
        assert surf.get_size() == expected, code
        assert surf.get_flags() & pygame.SRCALPHA
    assert spanish.back(width).get_size() == expected


def test_size_for_height_matches_what_face_draws(spanish: SpanishRenderer) -> None:
    for height in (60, 100, 187, 375, *range(40, 400, 7)):
        w, h = spanish.size_for_height(height)
        assert height - 2 <= h <= height
        assert spanish.face("1O", w).get_size() == (w, h)


def test_aspect_is_a_real_spanish_card(spanish: SpanishRenderer) -> None:
    assert spanish.aspect == pytest.approx(61 / 95, abs=0.01)


# --- cache -------------------------------------------------------------------------------


def test_cache_returns_the_same_surface_until_cleared(spanish: SpanishRenderer) -> None:
    face, back, shadow = spanish.face("7C", 64), spanish.back(64), spanish.shadow(64)
    dim = spanish.face("7C", 64, dimmed=True)
    assert spanish.face("7C", 64) is face
    assert spanish.face("7C", 64, dimmed=True) is dim
    assert spanish.back(64) is back
    assert spanish.shadow(64) is shadow
    spanish.clear_cache()
    assert spanish.face("7C", 64) is not face
    assert spanish.face("7C", 64, dimmed=True) is not dim
    assert spanish.back(64) is not back
    assert spanish.shadow(64) is not shadow


def test_cache_keeps_only_a_few_widths(spanish: SpanishRenderer) -> None:
    """A resize drag asks for many widths; the oldest are forgotten, not hoarded."""
    for width in range(60, 80):
        spanish.face("1O", width)
        spanish.back(width)
    widths = {key[1] for key in spanish._faces} | set(spanish._backs)
    assert len(widths) <= spanish.max_widths
    assert 79 in widths


def test_renderer_for_gives_one_shared_renderer() -> None:
    assert renderer_for("spanish") is renderer_for("spanish")
    assert "spanish" in families()
    with pytest.raises(ValueError, match="no card renderer"):
        renderer_for("tarot")


# --- what the faces look like ------------------------------------------------------------


def test_all_faces_differ(spanish: SpanishRenderer) -> None:
    images = {pygame.image.tobytes(spanish.face(c, 120), "RGBA") for c in SPANISH_40.codes}
    assert len(images) == 40


def test_dimmed_is_darker_and_keeps_the_shape(spanish: SpanishRenderer) -> None:
    for code in ("1O", "5C", "11E", "12B"):
        face, dim = spanish.face(code, 64), spanish.face(code, 64, dimmed=True)
        assert _brightness(dim) < 0.65 * _brightness(face)
        assert dim.get_at((0, 0)).a == 0 and dim.get_at((32, 50)).a == 255


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("suit,gaps", [("O", 0), ("C", 1), ("E", 2), ("B", 3)])
def test_pinta_gap_count(spanish: SpanishRenderer, width: int, suit: str, gaps: int) -> None:
    """The frame line is broken 0/1/2/3 times at the top and at the bottom."""
    for rank in (1, 4, 10, 12):
        surf = spanish.face(f"{rank}{suit}", width)
        h = surf.get_height()
        band = max(4, round(h * 0.08))
        assert _frame_row_gaps(surf, range(1, band)) == gaps, (rank, "top")
        assert _frame_row_gaps(surf, range(h - band, h - 1)) == gaps, (rank, "bottom")


@pytest.mark.parametrize("width", WIDTHS)
def test_corners_are_transparent(spanish: SpanishRenderer, width: int) -> None:
    for surf in (spanish.face("3B", width), spanish.back(width),
                 spanish.face("3B", width, dimmed=True)):
        w, h = surf.get_size()
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surf.get_at((x, y)).a == 0
        assert surf.get_at((w // 2, h // 2)).a == 255
        assert surf.get_at((w // 2, 0)).a > 200  # the edge itself is solid


def test_indices_are_in_the_suit_colour(spanish: SpanishRenderer) -> None:
    """Top-left corner, inside the frame: the suit's ink dominates the index box."""
    reds = blues = 0
    for code in ("10C", "10E"):
        surf = spanish.face(code, 120)
        box = surf.subsurface((8, 8, 24, 24))
        r, g, b, _ = pygame.transform.average_color(box)
        if code.endswith("C"):
            reds += r > b + 10
        else:
            blues += b > r + 10
    assert reds == 1 and blues == 1


@pytest.mark.parametrize("code", ["8O", "9C", "13E", "0B", "1X", "AS", "", "O", "12", "1o", " 1O"])
def test_unknown_codes_are_refused(spanish: SpanishRenderer, code: str) -> None:
    with pytest.raises(ValueError):
        spanish.face(code, 64)
    with pytest.raises(ValueError):
        spanish.face(code, 64, dimmed=True)


@pytest.mark.parametrize("width", [0, 3, -64, 64.5])
def test_silly_widths_are_refused(spanish: SpanishRenderer, width: float) -> None:
    with pytest.raises(ValueError):
        spanish.face("1O", width)


# --- the back and the shadow -------------------------------------------------------------


class _OtherDeck(CardRenderer):
    """A stand-in for a later deck with the same proportions."""

    family = "other"
    aspect = 0.64

    def _check_code(self, code: str) -> None:
        if code != "X":
            raise ValueError(code)

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((255, 255, 255, 255))
        return surf


def test_the_back_is_the_same_whatever_the_deck(spanish: SpanishRenderer) -> None:
    other = _OtherDeck()
    for width in (64, 120):
        a, b = spanish.back(width), other.back(width)
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_the_back_fits_any_aspect() -> None:
    wide = _OtherDeck()
    wide.aspect = 2.0  # a domino tile lying down
    assert wide.back(120).get_size() == (120, 60)
    assert wide.size_for_height(60) == (120, 60)
    assert wide.back(120).get_at((0, 0)).a == 0


def test_registered_families_share_the_back(monkeypatch: pytest.MonkeyPatch) -> None:
    # work on copies of the registry so the test family vanishes afterwards
    monkeypatch.setattr(cards, "_factories", dict(cards._factories))
    monkeypatch.setattr(cards, "_instances", dict(cards._instances))
    register("other-test", _OtherDeck)
    assert "other-test" in families()
    a, b = renderer_for("spanish").back(90), renderer_for("other-test").back(90)
    assert a is b


def test_shadow_is_soft_and_larger_than_the_card(spanish: SpanishRenderer) -> None:
    width = 64
    m = spanish.shadow_margin(width)
    w, h = spanish.size_for_width(width)
    shadow = spanish.shadow(width)
    assert shadow.get_size() == (w + 2 * m, h + 2 * m)
    assert shadow.get_at((0, 0)).a == 0
    centre = shadow.get_at((shadow.get_width() // 2, shadow.get_height() // 2))
    assert 40 < centre.a < 255 and centre[:3] == (0, 0, 0)
    edge = shadow.get_at((m // 2, shadow.get_height() // 2)).a  # soft: fades outside the card
    assert 0 < edge < centre.a


# --- speed and display -------------------------------------------------------------------


def test_a_whole_deck_renders(spanish: SpanishRenderer) -> None:
    # how fast is for ``cardgames bench``; here: every face of the pack draws, all alike in size
    sizes = {spanish.face(code, 120).get_size() for code in SPANISH_40.codes}
    assert len(sizes) == 1


def test_works_with_a_display_too(spanish: SpanishRenderer) -> None:
    """With a display the surfaces are converted for fast blits and still transparent."""
    pygame.display.init()
    try:
        screen = pygame.display.set_mode((320, 200))
        face = spanish.face("12O", 64)
        assert face.get_at((0, 0)).a == 0
        screen.blit(spanish.shadow(64), (0, 0))
        screen.blit(face, (10, 10))
    finally:
        pygame.display.quit()


def test_fonts_are_cached_and_work_headless() -> None:
    assert fonts.font(14) is fonts.font(14)
    assert fonts.font(14, bold=True) is not fonts.font(14)
    text = fonts.font(14, bold=True).render("12", True, (0, 0, 0))
    assert text.get_height() > 10
    with pytest.raises(ValueError):
        fonts.font(0)
