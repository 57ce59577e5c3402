"""The Chinese names of the tiles: the shipped CJK font subset has every glyph they need, and
the hover tooltip shows the Chinese and English names (the font file itself, and every
deck's characters: ``test_cjk_font.py``)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from cardgames.core import dominoes  # noqa: E402
from cardgames.core.i18n import set_language  # noqa: E402
from cardgames.ui import fonts  # noqa: E402
from cardgames.ui.style import Metrics  # noqa: E402
from cardgames.ui.widgets import tile_tooltip  # noqa: E402
from cardgames.ui.widgets.tile_tooltip import (  # noqa: E402
    draw_tile_tooltip,
    name_line_parts,
    render_name_line,
    tooltip_lines,
)


@pytest.fixture(scope="module")
def freetype_font():
    pygame.freetype.init()
    yield pygame.freetype.Font(str(fonts.cjk_font_path()), 24)


def _all_chinese_names() -> list[str]:
    names = [n for names in dominoes.CHINESE_NAMES.values() for n in names]
    return names + [dominoes.GEE_JOON_NAMES["chinese"], dominoes.CIVIL_NAMES["chinese"],
                    dominoes.MILITARY_NAMES["chinese"]]


def test_every_character_of_every_name_has_a_glyph(freetype_font):
    for name in _all_chinese_names():
        metrics = freetype_font.get_metrics(name)
        assert len(metrics) == len(name)
        missing = [ch for ch, m in zip(name, metrics, strict=True) if m is None]
        assert not missing, f"{name}: no glyph for {missing} (rebuild the font subset)"
    # the check can fail: a character no name uses is not in the subset
    assert freetype_font.get_metrics("愛A") == [None, None]


def test_tooltip_lines_for_every_code():
    set_language("en")
    for code in dominoes.CODES:
        lines = tooltip_lines(code)
        chinese, rest = name_line_parts(code)
        assert lines[0] == f"{chinese}  {rest}"
        assert dominoes.english_name(code) in rest and dominoes.cantonese_name(code) in rest
        assert lines[-1].startswith(("Civil", "Military"))
        assert f"{dominoes.pips(code)} pips" in lines[-1]
        assert (len(lines) == 3) == bool(dominoes.english_alternatives(code))
    assert tooltip_lines("4-4")[-1] == "Civil · 8 pips · 8 red"
    assert tooltip_lines("6-4")[1] == "Also: Red-head ten"


def test_the_name_line_draws_the_chinese_with_the_cjk_font():
    pygame.font.init()
    for code in dominoes.CODES:
        line = render_name_line(code, 16)
        chinese, rest = name_line_parts(code)
        hanzi = fonts.cjk_font(round(16 * tile_tooltip.CJK_SCALE)).size(chinese)[0]
        assert line.get_width() > hanzi + fonts.font(16).size(rest)[0]
        # the left part, where the Chinese name sits, is drawn in gold
        left = line.subsurface((0, 0, hanzi, line.get_height()))
        r, g, b, a = pygame.transform.average_color(left, consider_alpha=True)
        assert a > 0 and r > b + 40


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_tooltip_stays_in_the_window_and_off_the_tile(size):
    pygame.font.init()
    screen = pygame.Surface(size, pygame.SRCALPHA)
    metrics = Metrics(*size)
    for anchor in (pygame.Rect(10, 10, 40, 104), pygame.Rect(size[0] - 50, size[1] - 120, 40, 104),
                   pygame.Rect(size[0] // 2, size[1] // 2, 40, 136)):
        for code in ("6-6", "6-4", "2-1"):
            rect = draw_tile_tooltip(screen, metrics, code, anchor)
            assert screen.get_rect().contains(rect)
            assert not rect.colliderect(anchor)
            assert screen.get_at(rect.center).a > 0


def test_doctests_of_the_domino_ui_modules():
    import doctest

    from cardgames.ui.cards import dominoes as renderer_module

    set_language("en")
    for module in (renderer_module, tile_tooltip):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0
