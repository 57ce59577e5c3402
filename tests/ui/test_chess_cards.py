"""The chess-card renderer (si se pai): every face at three sizes, checked by its pixels
(palette, the names top and turned at the bottom, the generals' gold frame, the specials'
robes), the colour-blind badges and the learner's names switched on and off, the look's
options, the cache, the deck's own back, and readability at a 1024 x 640 hand of 20."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import doctest  # noqa: E402
import itertools  # noqa: E402
from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from cardgames.core import chess_cards  # noqa: E402
from cardgames.core.i18n import set_language  # noqa: E402
from cardgames.ui import cards, fonts  # noqa: E402
from cardgames.ui.cards import chess  # noqa: E402
from cardgames.ui.cards.back import draw_back  # noqa: E402
from cardgames.ui.cards.chess import (  # noqa: E402
    BACK_ORANGE,
    GOLD_FRAME,
    PALETTE,
    ROBES,
    SPECIAL_GROUND,
    SPECIAL_LABEL,
    ChessLook,
    ChessRenderer,
    look_from_options,
    set_colour_blind_aid,
    set_learner_aid,
    set_look,
)

WIDTHS = (40, 52, 120)
#: the width a card gets in a hand of 20 on a 1024 x 640 window (scripts/chess_sheet.py)
HAND_WIDTH = 40


@pytest.fixture(autouse=True)
def _default_look():
    """Every test starts and ends with the default look (it is process-wide) in English."""
    set_look(ChessLook())
    set_language("en")
    yield
    set_look(ChessLook())
    set_language("en")


@pytest.fixture
def renderer() -> ChessRenderer:
    return ChessRenderer()


def _count(surf: pygame.Surface, colour: str, area: pygame.Rect | None = None,
           tolerance: int = 30) -> int:
    """Pixels of ``colour`` (within ``tolerance`` per channel) inside ``area``."""
    part = surf.subsurface(area or surf.get_rect())
    return pygame.mask.from_threshold(part, pygame.Color(colour),
                                      (tolerance, tolerance, tolerance, 255)).count()


def _pixels(surf: pygame.Surface, area: pygame.Rect | None = None) -> bytes:
    return pygame.image.tobytes(surf.subsurface(area or surf.get_rect()), "RGBA")


def _near(a, b, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def test_the_family_is_found_by_its_module():
    assert "chess" in cards.families()
    renderer = cards.renderer_for("chess")
    assert isinstance(renderer, ChessRenderer)
    assert renderer.size_for_width(52) == (52, 208)  # H = 4 W, the recipe's default


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_draws_at_its_size_with_rounded_corners(renderer, width):
    for code in chess_cards.CODES:
        face = renderer.face(code, width)
        assert face.get_size() == (width, 4 * width)
        assert face.get_at((0, 0)).a == 0  # the corner is cut
        assert face.get_at((width // 2, 2 * width)).a == 255


@pytest.mark.parametrize("width", [8, 14, 300])
def test_tiny_and_huge_cards_draw_too(renderer, width):
    for code in ("GK", "WC", "JK3"):
        assert renderer.face(code, width).get_size() == (width, 4 * width)
    assert renderer.back(width).get_size() == (width, 4 * width)


def test_faces_are_cached_and_an_instance_draws_as_its_code(renderer):
    first = renderer.face("YH", 52)
    assert renderer.face("YH", 52) is first
    assert _pixels(renderer.face("YH#2", 52)) == _pixels(first)
    dimmed = renderer.face("YH", 52, dimmed=True)
    assert dimmed is not first and _pixels(dimmed) != _pixels(first)


@pytest.mark.parametrize("bad", ["KG", "BK", "JK6", "RX", "J1", "gk", "GK#x"])
def test_strangers_are_refused(renderer, bad):
    with pytest.raises(ValueError):
        renderer.face(bad, 52)


@pytest.mark.parametrize("width", WIDTHS)
def test_each_colour_has_its_background_and_ink(renderer, width):
    for code in ("GA", "WA", "YA", "RA"):
        ground, ink, _border = PALETTE[code[0]]
        face = renderer.face(code, width)
        # beside the ornament, between the names: the background
        assert _near(face.get_at((round(0.10 * width), round(1.3 * width))),
                     pygame.Color(ground))
        top = pygame.Rect(0, 0, width, round(1.0 * width))
        assert _count(face, ink, top) > 0.08 * width * width  # the name, in ink
        others = [PALETTE[c][1] for c in PALETTE if PALETTE[c][1] != ink]
        assert all(_count(face, other, top, 10) < _count(face, ink, top, 10) for other in others)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_name_reads_at_the_top_and_turned_at_the_bottom(renderer, width):
    set_look(ChessLook(colour_badges=False, centre_ornament=False))
    for code in ("GK", "WR", "YH", "RC", "JK2"):
        face = renderer.face(code, width)
        h = face.get_height()
        band = round(1.1 * width)
        top = face.subsurface((0, 0, width, band))
        bottom = face.subsurface((0, h - band, width, band))
        turned = pygame.transform.rotate(bottom, 180)
        ink = SPECIAL_LABEL if code.startswith("JK") else PALETTE[code[0]][1]
        a = pygame.mask.from_threshold(top, pygame.Color(ink), (40, 40, 40, 255))
        b = pygame.mask.from_threshold(turned, pygame.Color(ink), (40, 40, 40, 255))
        assert a.count() > 0.05 * width * width
        # the same glyph: nearly every ink pixel of one is ink in the other (a pixel's shift
        # from rounding allowed)
        assert a.overlap_area(b, (0, 0)) > 0.6 * a.count()


def test_the_two_sides_print_different_characters(renderer):
    set_look(ChessLook(colour_badges=False))
    name = pygame.Rect(0, 0, 52, 60)
    # the red side's 帥 and the black side's 將 (each in its own ink)
    red = chess.name_image("RK", 52)
    black = chess.name_image("GK", 52)
    assert _pixels(red) != _pixels(black)
    assert _pixels(renderer.face("GK", 52), name) != _pixels(renderer.face("WK", 52), name)
    # the character sets change what is printed
    set_look(ChessLook(glyph_style="plain_chariot_horse"))
    plain = chess.name_image("RR", 52)
    assert _pixels(plain) != _pixels(chess.name_image("RR", 52, ChessLook()))
    assert plain.get_size() == chess.name_image("GR", 52).get_size()  # both 車


def test_generals_have_the_gold_frame_and_no_other_piece(renderer):
    for width in WIDTHS:
        # the frame's column (inset 0.08 W), beside the ornament
        strip = pygame.Rect(round(0.08 * width), round(1.2 * width), 1, round(1.4 * width))
        for code in chess_cards.SUIT_CODES:
            gold = _count(renderer.face(code, width), GOLD_FRAME, strip, 25)
            if chess_cards.is_general(code):
                assert gold >= strip.height * 0.8, (code, width)
            else:
                assert gold < strip.height * 0.2, (code, width)


def test_the_ornament_is_on_by_default_and_can_go(renderer):
    disc = pygame.Rect(0, 0, 52, 52)
    disc.center = (26, 104)
    ink = PALETTE["Y"][1]
    with_disc = _count(renderer.face("YE", 52), ink, disc)
    set_look(ChessLook(centre_ornament=False))
    assert _count(renderer.face("YE", 52), ink, disc) == 0
    assert with_disc > 150  # a ring and a character


def test_the_colour_blind_badges_are_on_by_default_one_shape_per_colour(renderer):
    width = 52
    rect = chess.badge_rect(width, 4 * width)
    turned = pygame.Rect(width - rect.right, 4 * width - rect.bottom, rect.width, rect.height)
    shapes = []
    for c in chess_cards.COLOURS:
        ink = PALETTE[c][1]
        code = c + "A"
        on = renderer.face(code, width)
        mask = pygame.mask.from_threshold(on.subsurface(rect), pygame.Color(ink),
                                          (40, 40, 40, 255))
        low = pygame.mask.from_threshold(
            pygame.transform.rotate(on.subsurface(turned), 180), pygame.Color(ink),
            (40, 40, 40, 255))
        assert mask.count() > 10 and low.count() > 10
        shapes.append((mask.count(), mask))
    set_colour_blind_aid(False)
    for c in chess_cards.COLOURS:
        off = renderer.face(c + "A", width)
        assert _count(off, PALETTE[c][1], turned) == 0  # the corner is bare without it
    # four different shapes: no two masks alike
    for (n1, m1), (n2, m2) in itertools.combinations(shapes, 2):
        assert m1.overlap_area(m2, (0, 0)) < 0.9 * max(n1, n2)
    # the hollow circle (white) has the fewest ink pixels, the filled shapes more
    counts = dict(zip(chess_cards.COLOURS, (n for n, _m in shapes), strict=True))
    assert counts["W"] < min(counts["G"], counts["R"], counts["Y"])


def test_the_learners_aid_writes_the_piece_name_in_the_players_language(renderer):
    box = chess.piece_name_box(52, 208)
    plain = renderer.face("GR", 52)
    assert not chess.look().learner_aid
    set_learner_aid(True)
    named = renderer.face("GR", 52)
    assert _pixels(named, box) != _pixels(plain, box)
    assert _count(named, PALETTE["G"][1], box) > 100
    text = chess.piece_name_image("GR", 52, 208, "#000000")
    english = _pixels(text)
    set_language("es")
    assert chess_cards.piece_name("GR") == "carro"
    spanish = renderer.face("GR", 52)  # the renderer redraws in the new language
    assert _pixels(spanish, box) != _pixels(named, box)
    assert _pixels(chess.piece_name_image("GR", 52, 208, "#000000")) != english
    set_language("eu")
    assert chess_cards.piece_name("GR") == "gurdia"
    set_learner_aid(False)
    assert _pixels(renderer.face("GR", 52)) == _pixels(plain)


def test_the_learners_name_fits_the_card_and_stays_readable():
    set_learner_aid(True)
    for language in ("en", "es", "eu"):
        set_language(language)
        for width in (HAND_WIDTH, 52, 120):
            box = chess.piece_name_box(width, 4 * width)
            for code in chess_cards.CODES:
                text = chess.piece_name_image(code, width, 4 * width, "#000000")
                assert text.get_width() <= box.height and text.get_height() <= box.width
                if width == HAND_WIDTH and not chess_cards.is_special(code):
                    assert text.get_height() >= 8, (language, code)  # x-height and caps


def test_the_latin_index_is_an_option(renderer):
    corner = pygame.Rect(0, 0, 26, 20)
    off = renderer.face("YH", 52)
    set_look(ChessLook(latin_index=True))
    on = renderer.face("YH", 52)
    assert _pixels(on, corner) != _pixels(off, corner)
    label = chess.latin_index_image("JK4", 52, "#000000")
    assert label.get_height() >= 7 and label.get_width() > label.get_height()


def test_readable_in_a_hand_of_20_at_1024_x_640(renderer):
    """20 cards of the hand's width lie side by side in a 1024 window, a card is a quarter
    of its height, the character is some 28 pixels tall and the badge 7 pixels wide."""
    w, h = renderer.size_for_width(HAND_WIDTH)
    assert 20 * round(1.05 * w) <= 1024 - 2 * 48 and h <= 640 // 4
    for code in chess_cards.SUIT_CODES:
        name = chess.name_image(code, w)
        assert name.get_height() >= 0.6 * w and name.get_width() <= 0.8 * w
    assert chess.badge_rect(w, h).width >= 7
    # in a fan that covers the right quarter of each card, the bottom-left badge still shows
    rect = chess.badge_rect(w, h)
    turned = pygame.Rect(w - rect.right, h - rect.bottom, rect.width, rect.height)
    assert turned.right <= 0.75 * w


def test_the_specials_are_gold_picture_cards_each_its_own(renderer):
    faces = {code: renderer.face(code, 52) for code in chess_cards.SPECIALS}
    for code, face in faces.items():
        assert _near(face.get_at((4, 60)), pygame.Color(SPECIAL_GROUND))
        robe = pygame.Rect(0, round(0.5 * 208), 52, round(0.3 * 208))
        assert _count(face, ROBES[code], robe, 12) > 300, code
        assert _count(face, SPECIAL_LABEL, pygame.Rect(0, 0, 52, 30)) > 40
        assert _count(face, SPECIAL_LABEL, pygame.Rect(0, 178, 52, 30)) > 40
    for a, b in itertools.combinations(faces, 2):
        assert _pixels(faces[a]) != _pixels(faces[b])


def test_the_look_from_the_options_and_its_refusals():
    lk = look_from_options({"ssp_glyph_style": "simplified", "ssp_black_cannon_glyph": "砲",
                            "ssp_colour_badges": False, "ssp_latin_index": True,
                            "ssp_centre_ornament": False, "ssp_piece_names": True,
                            "ssp_card_width_px": 60, "other": 1})
    assert lk == ChessLook("simplified", "砲", False, True, False, True)
    assert lk.learner_aid and not lk.colour_blind_aid
    assert look_from_options({}) == ChessLook()
    assert ChessLook().colour_blind_aid and not ChessLook().learner_aid  # the spec's defaults
    for bad in ({"ssp_glyph_style": "fancy"}, {"ssp_black_cannon_glyph": "炮"},
                {"ssp_colour_badges": "yes"}, {"ssp_piece_names": 1}):
        with pytest.raises(ValueError):
            look_from_options(bad)
    with pytest.raises(TypeError):
        set_look({"ssp_latin_index": True})


def test_a_new_look_redraws(renderer):
    first = renderer.face("WC", 52)
    set_look(ChessLook(black_cannon="砲"))
    second = renderer.face("WC", 52)
    assert second is not first and _pixels(second) != _pixels(first)
    set_look(ChessLook())
    assert _pixels(renderer.face("WC", 52)) == _pixels(first)


def test_the_back_is_the_decks_own_and_the_same_on_every_card(renderer):
    back = renderer.back(52)
    assert back.get_size() == (52, 208)
    assert _near(back.get_at((26, 40)), pygame.Color(BACK_ORANGE))
    assert _near(back.get_at((26, 104)), pygame.Color(chess.BACK_CREAM), 40)  # the disc
    assert renderer.back(52) is back
    assert _pixels(back) != _pixels(draw_back(52, 208))  # not the program's shared back


def test_the_cache_is_bounded_by_widths(renderer):
    for width in range(20, 20 + 3 * renderer.max_widths):
        renderer.face("GK", width)
    widths = {key[1] for key in renderer._faces}
    assert len(widths) <= renderer.max_widths


def test_every_face_differs_from_every_other(renderer):
    for lk in (ChessLook(), ChessLook(colour_badges=False, centre_ornament=False)):
        set_look(lk)
        drawn = {_pixels(renderer.face(code, 40)) for code in chess_cards.CODES}
        assert len(drawn) == len(chess_cards.CODES)


def test_without_the_font_the_latin_code_stands_in_the_glyphs_place(monkeypatch, renderer):
    def broken(size_px):
        raise FileNotFoundError("no font")

    with_font = renderer.face("YH", 52)
    monkeypatch.setattr(fonts, "cjk_font", broken)
    renderer.clear_cache()
    face = renderer.face("YH", 52)
    assert face.get_size() == (52, 208) and _pixels(face) != _pixels(with_font)
    name = chess.name_image("YH", 52)
    assert name.get_width() > name.get_height()  # "YH", not a square character
    assert _count(face, PALETTE["Y"][1], pygame.Rect(0, 0, 52, 40)) > 100
    renderer.clear_cache()


def test_the_cards_in_words():
    assert cards.card_name("chess", "GR") == "the green chariot"
    assert cards.card_name("chess", "JK3") == "Long life (JK3)"
    assert cards.suit_name("chess", "Y") == "yellow"
    assert cards.suit_of("chess", "WP") == "W" and cards.suit_of("chess", "JK1") is None
    assert cards.suit_of("chess", "nonsense") is None
    set_language("es")
    assert cards.card_name("chess", "GR") == "el carro verde"
    assert cards.card_name("chess", "RK") == "el general rojo"
    set_language("eu")
    assert cards.card_name("chess", "GR") == "gurdi berdea"
    assert chess_cards.piece_name("JK1") == "Zoria"


def test_doctests_of_the_chess_renderer():
    result = doctest.testmod(chess)
    assert result.failed == 0 and result.attempted > 0


def test_default_look_is_restored_by_replace():
    lk = replace(ChessLook(), piece_names=True)
    assert lk != ChessLook() and replace(lk, piece_names=False) == ChessLook()
