"""The money-card renderer (dong guan pai): every face at three sizes, checked by its pixels
(coins and strings counted, robe colours, the odd cards' red), the index band and its
learner's aid switched on and off, the look's options, the cache, the deck's own back."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import doctest  # noqa: E402
import itertools  # noqa: E402
from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from cardgames.core import money_cards  # noqa: E402
from cardgames.core.i18n import set_language  # noqa: E402
from cardgames.ui import cards  # noqa: E402
from cardgames.ui.cards import money  # noqa: E402
from cardgames.ui.cards.back import draw_back  # noqa: E402
from cardgames.ui.cards.money import (  # noqa: E402
    BACK_GROUND,
    GREEN,
    OCHRE,
    RED,
    ROBES,
    MoneyLook,
    MoneyRenderer,
    look_from_options,
    set_learner_aid,
    set_look,
    set_show_indices,
)

WIDTHS = (40, 64, 128)
BARE = MoneyLook(show_indices=False)


@pytest.fixture(autouse=True)
def _default_look():
    """Every test starts and ends with the default look (it is process-wide)."""
    set_look(MoneyLook())
    yield
    set_look(MoneyLook())


@pytest.fixture
def renderer() -> MoneyRenderer:
    return MoneyRenderer()


def _blobs(surf: pygame.Surface, colour: str, area: pygame.Rect | None = None,
           tolerance: int = 40, minimum: int = 6) -> int:
    """How many separate blobs of ``colour`` lie inside ``area``."""
    part = surf.subsurface(area or surf.get_rect())
    mask = pygame.mask.from_threshold(part, pygame.Color(colour),
                                      (tolerance, tolerance, tolerance, 255))
    return len(mask.connected_components(minimum=minimum))


def _things(surf: pygame.Surface, area: pygame.Rect, minimum: int = 6) -> int:
    """How many separate drawn things (anything not paper) lie inside ``area``."""
    part = surf.subsurface(area)
    paper = pygame.mask.from_threshold(part, pygame.Color(money.PAPER), (24, 24, 24, 255))
    paper.invert()
    return len(paper.connected_components(minimum=minimum))


def _holes(surf: pygame.Surface, area: pygame.Rect) -> int:
    """How many small enclosed patches of paper (a coin's square hole) lie inside ``area``."""
    part = surf.subsurface(area)
    paper = pygame.mask.from_threshold(part, pygame.Color(money.PAPER), (30, 30, 30, 255))
    biggest = max(c.count() for c in paper.connected_components())
    return sum(1 for c in paper.connected_components() if c.count() < biggest // 20)


def _inside_frame(width: int, height: int) -> pygame.Rect:
    return pygame.Rect(round(0.1 * width), round(0.3 * width), round(0.8 * width),
                       height - round(0.6 * width))


def _pixels(surf: pygame.Surface, colour: str, area: pygame.Rect | None = None,
            tolerance: int = 30) -> int:
    part = surf.subsurface(area or surf.get_rect())
    return pygame.mask.from_threshold(part, pygame.Color(colour),
                                      (tolerance, tolerance, tolerance, 255)).count()


def test_the_family_is_found_by_its_module():
    assert "money" in cards.families()
    renderer = cards.renderer_for("money")
    assert isinstance(renderer, MoneyRenderer) and renderer.family == "money"
    assert renderer.size_for_width(64) == (64, 208)  # H = 3.25 W, the recipe's default
    w, h = renderer.size_for_height(208)
    assert (w, h) == (64, 208)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_draws_at_its_size_with_rounded_corners(renderer, width):
    w, h = renderer.size_for_width(width)
    drawn = {}
    for code in money_cards.CODES:
        face = renderer.face(code, width)
        assert face.get_size() == (w, h)
        assert face.get_at((0, 0)).a == 0 and face.get_at((w - 1, h - 1)).a < 40  # corners
        assert face.get_at((w // 2, 2)).a == 255
        drawn[code] = pygame.image.tobytes(face, "RGBA")
    assert len(set(drawn.values())) == len(money_cards.CODES)  # 30 distinct faces


@pytest.mark.parametrize("width", (8, 12, 20, 300))
def test_tiny_and_huge_cards_draw_too(renderer, width):
    for lk in (MoneyLook(), MoneyLook(index_script="chinese"), BARE):
        set_look(lk)
        for code in money_cards.CODES:
            assert renderer.face(code, width).get_size() == renderer.size_for_width(width)
        assert money.main_field(width, round(width * 3.25)).height > 0


def test_faces_are_cached_and_an_instance_draws_as_its_code(renderer):
    first = renderer.face("W7", 64)
    assert renderer.face("W7", 64) is first
    assert renderer.back(64) is renderer.back(64)
    assert renderer.shadow(64) is renderer.shadow(64)
    copy = renderer.face("W7#3", 64)
    assert pygame.image.tobytes(copy, "RGBA") == pygame.image.tobytes(first, "RGBA")
    dimmed = renderer.face("W7", 64, dimmed=True)
    assert dimmed is renderer.face("W7", 64, dimmed=True) and dimmed is not first
    light = pygame.transform.average_color(first, consider_alpha=True)
    dark = pygame.transform.average_color(dimmed, consider_alpha=True)
    assert dark[0] < light[0] * 0.6


@pytest.mark.parametrize("bad", ["DH", "B0", "S10", "W", "6-6", "AS"])
def test_strangers_are_refused(renderer, bad):
    with pytest.raises(ValueError):
        renderer.face(bad, 64)


@pytest.mark.parametrize("width", WIDTHS)
def test_coins_are_counted_by_their_pictures(renderer, width):
    set_look(BARE)
    for n in range(1, 10):
        face = renderer.face(f"B{n}", width)
        assert _holes(face, _inside_frame(*face.get_size())) == n, f"B{n} at {width}"
        coins = money.coin_positions(f"B{n}", width, face.get_height())
        for a, b in itertools.combinations(coins, 2):  # none covers another
            assert (a.x - b.x) ** 2 + (a.y - b.y) ** 2 > (a.r + b.r) ** 2, (n, a, b)
        red_ring = _pixels(face, RED, tolerance=50)
        assert (red_ring > 3 * width // 10) == (n in (1, 5, 7, 9)), f"B{n}"


def test_authentic_coins_cut_every_second_coin_to_a_half_disc(renderer):
    set_look(replace(BARE, authentic_coins=True))
    half = renderer.face("B8", 64)
    set_look(BARE)
    whole = renderer.face("B8", 64)
    assert _holes(half, _inside_frame(64, 208)) == 8
    assert _pixels(half, OCHRE) < _pixels(whole, OCHRE) * 0.8
    cut = [c.half for c in money.coin_positions("B8", 64, 208,
                                                replace(BARE, authentic_coins=True))]
    assert cut == [False, True] * 4


@pytest.mark.parametrize("width", (64, 128))
def test_strings_are_counted_by_their_pictures(renderer, width):
    set_look(BARE)
    for n in range(1, 10):
        face = renderer.face(f"S{n}", width)
        fish = 1 if n == 1 else 0
        assert _things(face, _inside_frame(*face.get_size())) == n + fish, f"S{n} at {width}"
    for n in range(2, 10):  # and at every width the strings stand apart
        rects = money.string_rects(f"S{n}", 40, 130)
        assert len(rects) == n
        for a, b in itertools.combinations(rects, 2):
            assert not pygame.Rect(a).colliderect(pygame.Rect(b)), (n, a, b)
    # the one of strings has its red fish at the foot: red low on the card
    one = renderer.face("S1", 64)
    lower = pygame.Rect(0, 208 // 2, 64, 208 // 2 - 10)
    assert _pixels(one, RED, lower) > 40


def test_each_myriad_wears_its_own_robe_under_its_numeral(renderer):
    set_look(BARE)
    for n in range(1, 10):
        face = renderer.face(f"W{n}", 64)
        robe = pygame.Rect(0, round(0.55 * 208), 64, round(0.25 * 208))
        assert _pixels(face, ROBES[n - 1], robe, tolerance=8) > 150, f"W{n}"
        # the red numeral sits at the top right (no index band in this look)
        top_right = pygame.Rect(26, 20, 30, 30)
        assert _pixels(face, RED, top_right) > (8 if n == 1 else 15), f"W{n}"


def test_the_odd_cards_carry_more_or_less_red(renderer):
    set_look(BARE)
    red = {code: _pixels(renderer.face(code, 64), RED, tolerance=45)
           for code in money_cards.ODD_CODES}
    assert red["DAHONG"] > 4 * red["XIAOHONG"] > 0
    assert red["BASHU"] == 0  # no red at all


def test_the_index_band_reads_top_left_and_bottom_right_in_the_suit_colour(renderer):
    for code, colour in (("B7", money.BLACK), ("S3", GREEN), ("W9", RED), ("BASHU", RED)):
        face = renderer.face(code, 64)
        band = money.index_rect(code, 64, 208)
        turned = pygame.Rect(64 - band.right, 208 - band.bottom, band.width, band.height)
        assert _pixels(face, colour, band) > 30, code
        assert _pixels(face, colour, turned) > 30, code
    assert money.index_colour("S3") == GREEN and money.index_colour("DAHONG") == RED


@pytest.mark.parametrize("width", (40, 48, 64, 128))
def test_the_index_stays_clear_of_the_pictures_and_in_a_fans_strip(width):
    h = round(width * 3.25)
    for lk in (MoneyLook(), MoneyLook(index_script="chinese"), MoneyLook(index_script="latin")):
        field = money.main_field(width, h, lk)
        for code in money_cards.CODES:
            band = money.index_rect(code, width, h, lk)
            assert band.bottom <= field.top, (code, width, lk)
            # a tight fan shows about 0.62 W of each card: the band is inside it (from the
            # hand's width up; smaller cards keep the index's floor in pixels)
            assert band.right <= 0.62 * width + 1 or width < 48, (code, width, lk)
            if money_cards.suit(code) == money_cards.COINS:
                top = min(c.y - c.r for c in money.coin_positions(code, width, h, lk))
                assert top >= band.bottom
    # the index keeps a readable size on small cards
    assert money.index_sizes(40) == (money.LATIN_MIN_PX, money.CHINESE_MIN_PX)
    assert money.index_sizes(128) == (28, 28)


def test_the_learners_aid_switches_the_latin_index_off_and_on(renderer):
    with_aid = renderer.face("S5", 64)
    band = money.index_rect("S5", 64, 208)
    set_learner_aid(False)
    assert not money.look().learner_aid and money.look().show_indices
    without = renderer.face("S5", 64)
    assert without is not with_aid  # the look changed: the cache was forgotten
    assert pygame.image.tobytes(without, "RGBA") != pygame.image.tobytes(with_aid, "RGBA")
    # without the aid the band shows the card's Chinese name, not the Latin code
    assert money.index_chinese("S5") == "五索"
    latin_only = money.index_band("S5", 64, MoneyLook(index_script="latin"))
    strip = pygame.Rect(band.x, band.y, latin_only.get_width(), latin_only.get_height())
    differs = pygame.image.tobytes(with_aid.subsurface(strip), "RGBA") != \
        pygame.image.tobytes(without.subsurface(strip), "RGBA")
    assert differs
    set_learner_aid(True)
    again = renderer.face("S5", 64)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(with_aid, "RGBA")


def test_no_index_is_the_real_cards_look(renderer):
    indexed = renderer.face("B4", 64)
    set_show_indices(False)
    bare = renderer.face("B4", 64)
    corner = pygame.Rect(6, 6, 22, 28)
    assert _pixels(indexed, money.BLACK, corner) > 20
    assert _pixels(bare, money.BLACK, corner) == 0
    assert money.index_height(64) == 0
    assert money.main_field(64, 208).top == round(0.55 * 64)  # the recipe's field


def test_the_coin_glyph_option_changes_only_the_coins(renderer):
    set_look(MoneyLook(coin_glyph="ben"))
    ben = {code: pygame.image.tobytes(renderer.face(code, 64), "RGBA") for code in ("B3", "S3")}
    set_look(MoneyLook())
    wen = {code: pygame.image.tobytes(renderer.face(code, 64), "RGBA") for code in ("B3", "S3")}
    assert ben["B3"] != wen["B3"] and ben["S3"] == wen["S3"]


def test_the_look_from_the_options_and_its_refusals():
    lk = look_from_options({"dgp_show_indices": False, "dgp_index_script": "latin",
                            "dgp_coin_suit_glyph": "ben", "dgp_authentic_coins": True,
                            "dgp_card_width_px": 80, "players": 4})
    assert lk == MoneyLook(show_indices=False, index_script="latin", coin_glyph="ben",
                           authentic_coins=True)
    assert look_from_options({}) == MoneyLook()
    for bad in ({"dgp_index_script": "pinyin"}, {"dgp_coin_suit_glyph": "qian"},
                {"dgp_show_indices": "yes"}, {"dgp_authentic_coins": 1}):
        with pytest.raises(ValueError, match="dgp_"):
            look_from_options(bad)
    with pytest.raises(TypeError):
        set_look({"show_indices": True})


def test_the_back_is_the_decks_own_and_the_same_on_every_card(renderer):
    back = renderer.back(64)
    assert back.get_size() == (64, 208)
    assert back.get_at((0, 0)).a == 0
    ground = _pixels(back, BACK_GROUND, tolerance=12)
    gold = _pixels(back, money.BACK_GOLD, tolerance=30)
    assert ground > 0.5 * 64 * 208 and gold > 300
    shared = draw_back(64, 208)
    assert pygame.image.tobytes(back, "RGBA") != pygame.image.tobytes(shared, "RGBA")
    set_learner_aid(False)  # the look does not change a back
    assert pygame.image.tobytes(renderer.back(64), "RGBA") == pygame.image.tobytes(back, "RGBA")


def test_the_cache_is_bounded_by_widths(renderer):
    for width in (40, 48, 56, 64, 72, 80):
        renderer.face("B1", width)
    assert len(renderer._widths) == renderer.max_widths
    assert not any(key[1] == 40 for key in renderer._faces)


def test_the_cards_in_words():
    set_language("en")
    assert cards.card_name("money", "S7") == "the 7 of strings"
    assert cards.card_name("money", "B1#2") == "the 1 of coins"
    assert cards.card_name("money", "DAHONG") == "Big red (DAHONG)"
    assert cards.card_name("money", "DH") == "DH"  # a label, not a card: said as is
    assert cards.suit_name("money", "W") == "myriads"
    assert cards.suit_of("money", "W4") == "W" and cards.suit_of("money", "BASHU") is None
    assert cards.suit_of("money", "nonsense") is None
    try:
        set_language("es")
        assert cards.card_name("money", "S7") == "el 7 de sartas"
        assert cards.card_name("money", "B1") == "el 1 de monedas"
        assert cards.card_name("money", "XIAOHONG") == "Rojo pequeño (XIAOHONG)"
        set_language("eu")
        assert cards.card_name("money", "S7") == "korden zazpikoa"
        assert cards.suit_name("money", "W") == "hamar milakoak"
    finally:
        set_language("en")


def test_every_face_differs_from_every_other_in_every_look(renderer):
    for lk in (MoneyLook(index_script="chinese"), BARE):
        set_look(lk)
        faces = {code: pygame.image.tobytes(renderer.face(code, 40), "RGBA")
                 for code in money_cards.CODES}
        for a, b in itertools.combinations(money_cards.CODES, 2):
            assert faces[a] != faces[b], (a, b, lk)


def test_doctests_of_the_money_renderer():
    result = doctest.testmod(money)
    assert result.attempted > 0 and result.failed == 0
