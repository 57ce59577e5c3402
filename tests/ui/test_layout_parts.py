"""Pieces that need no running match: geometry, markdown, the setup model, benchmark."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cardgames.ui.markdown import SPANISH_CODE, spanish_card_html, to_gui_html
from cardgames.ui.setup_model import SetupModel, parse_int_list
from cardgames.ui.style import Metrics
from cardgames.ui.table.geometry import CLOCKWISE, COUNTER_CLOCKWISE, TableGeometry

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 8])
def test_seat_panels_corners_and_hand_never_overlap(size, seats):
    g = TableGeometry(Metrics(*size), seats, score_rows=seats)
    screen = pygame.Rect(0, 0, *size)
    boxes = [*g.seat_panels, g.top_left, g.top_right, g.menu_button]
    for box in boxes:
        assert screen.contains(box), box
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b), (a, b)
    for panel in g.seat_panels[1:]:
        assert not panel.colliderect(g.hand_area)


def test_direction_of_play_puts_seat_one_on_the_right_or_left():
    m = Metrics(1280, 800)
    ccw = TableGeometry(m, 4, COUNTER_CLOCKWISE)
    cw = TableGeometry(m, 4, CLOCKWISE)
    assert ccw.seat_panels[1].centerx > 640 > ccw.seat_panels[3].centerx  # to the right
    assert cw.seat_panels[1].centerx < 640 < cw.seat_panels[3].centerx  # mirrored
    assert ccw.seat_panels[2].centery < ccw.seat_panels[1].centery  # across the table
    assert ccw.seat_panels[0].centery > 600  # the human at the bottom


def test_markdown_subset_to_gui_html():
    out = to_gui_html("# Title\n\nSome **bold** and *it* <b>x</b>\n\n- one\n  - two\n1. first\n"
                      "| a | b |\n|---|---|\n| c | d |\n", (30, 24, 20, 16))
    assert "<font pixel_size=30" in out and "<b>Title</b>" in out
    assert "<b>bold</b>" in out and "<i>it</i>" in out
    assert "&lt;b&gt;x&lt;/b&gt;" in out  # markup in the text is escaped, never obeyed
    assert "\u2022 one" in out and "1. first" in out
    assert "a &nbsp;\u00b7&nbsp; b" in out and "---" not in out


def test_spanish_card_codes_become_names_in_their_suit_colour():
    out = to_gui_html("Play 12O, then 3C. Not in E1 or `7E`.", (30, 24, 20, 16),
                      card_pattern=SPANISH_CODE, card_html=spanish_card_html)
    assert "rey of oros" in out and "3 of copas" in out
    assert "E1" in out and "7E" in out  # a word and code spans stay as they are


def test_suit_symbols_go_before_card_names_and_suit_names(tmp_path):
    from cardgames.ui.cards.glyphs import suit_glyph, suit_glyph_file
    from cardgames.ui.markdown import spanish_suit_words

    def glyph(suit):
        return f"/glyphs/{suit}.png"

    out = to_gui_html("The **oros** (coins). Play 12C, not `3E`.", (30, 24, 20, 16),
                      card_pattern=SPANISH_CODE,
                      card_html=lambda m: spanish_card_html(m, glyph),
                      decorate=spanish_suit_words(glyph))
    assert "<img src='/glyphs/O.png'>&nbsp;<b>oros</b>" in out
    assert "<img src='/glyphs/C.png'>&nbsp;<b><font" in out and "rey of copas" in out
    assert "/glyphs/E.png" not in out  # a code span stays a code
    assert suit_glyph("spanish", "E", 24).get_size() == (24, 24)
    assert suit_glyph("french", "H", 24).get_size() == (24, 24)
    assert suit_glyph("dominoes", "H", 24) is None  # a deck without suit symbols
    path = suit_glyph_file("spanish", "B", 20)
    assert path is not None and path.read_bytes()[:4] == b"\x89PNG"


def test_setup_model_preset_options_and_levels():
    model = SetupModel("pocha")
    model.set_preset("oh_hell")
    assert model.values["must_trump"] is False and model.overrides() == {}
    model.set("players", 6)
    assert len(model.levels) == 5
    model.set("must_head_trick", True)
    assert model.overrides() == {"players": 6, "must_head_trick": True}
    config = model.config(seed=3)
    game = config.create_game()
    assert game.players == 6 and game.options["must_head_trick"] is True
    model.set("deal_schedule", [9])
    assert any(p.key == "deal_schedule" for p in model.problems())


def test_parse_int_list():
    assert parse_int_list(" [1, 2,3] ") == [1, 2, 3]
    assert parse_int_list("") is None
    with pytest.raises(ValueError):
        parse_int_list("1, two")


def test_benchmark_frame_times_smoke():
    from cardgames.ui.benchmark import frame_times, summary

    times = frame_times((1280, 800), frames=20, seed=2)
    assert len(times) == 20 and all(t > 0 for t in times)
    median, p99 = summary(times)
    assert 0 < median <= p99
