"""A wide window's table feels full, like a real table (issue 19): on 1920x1080 and
2560x1080 the cards grow past the height's unit as far as the width has room, the seats
spread over most of the width, and no panel is pushed out to the far edges of an
ultra-wide window; the usual sizes (1280x800, 1024x640, 800x640, 800x1000) keep their
layout.

The rules measured:
- the human's cards are at least 10 % taller, as a share of the window's height, than at
  1280x800 (the unit ``u`` alone keeps that share the same; with six seats or more no
  smaller: the lower seats beside the buttons need the height), the trick's cards no
  smaller;
- the seat panels' bounding box covers at least 75 % of the window's width;
- every panel (seats, corners, menu) lies within one window height of the middle, so the
  table is at most 2:1 however wide the window is.
"""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.style import Metrics
from cardgames.ui.table.geometry import TableGeometry, card_unit, table_frame


def _resize(app, size):
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def _largest_hand(layout):
    """The trick placed for the largest hand the game deals (the opponents' fans at
    their widest: the trick's cards at their smallest)."""
    layout.model.hand_size = layout.largest_hand()
    layout.fans_laid_for = -1
    layout.place_fans()

WIDE = [(1920, 1080), (2560, 1080)]
CASES = [("pocha", 3), ("pocha", 8), ("pitch", 4), ("bourre", 5), ("bourre", 8), ("latxa", 3)]


def _shares(app, size):
    """(hand card height, trick card height) as shares of the window's height, the seat
    panels' bounding box as a share of its width, and how far the farthest panel edge
    lies from the middle in window heights."""
    _resize(app, size)
    layout = app.scenes.top.table
    g = layout.geometry
    w, h = size
    hand = layout.renderer.size_for_width(g.hand_card_w)[1] / h
    trick = None
    if hasattr(layout, "trick"):
        _largest_hand(layout)
        trick = min(layout.trick.slot(s).height for s in range(len(g.seat_panels))) / h
    panels = [pygame.Rect(r) for r in g.seat_panels]
    box = panels[0].unionall(panels[1:])
    far = max(max(abs(r.left - w / 2), abs(r.right - w / 2))
              for r in [*panels, g.top_left, g.top_right, g.menu_button])
    return hand, trick, box.width / w, far / h


@pytest.mark.parametrize(("game", "players"), CASES)
def test_a_wide_window_fills_like_a_real_table(make_app, game, players):
    app = make_app(size=(1280, 800), autoplay=True)
    app.open("table", game, players=players, seed=2)
    for _ in range(3):
        app.step(1 / 60)
    hand_usual, trick_usual, _, _ = _shares(app, (1280, 800))
    for size in WIDE:
        hand, trick, seats, far = _shares(app, size)
        # six seats or more keep the hand at u: the lower seats need the height
        gain = 1.1 if players < 6 else 1.0
        assert hand >= gain * hand_usual - 1e-9, (size, "hand cards", hand, hand_usual)
        if trick is not None:
            assert trick >= trick_usual, (size, "trick cards", trick, trick_usual)
        assert seats >= 0.75, (size, "seats cover", seats)
        assert far <= 1.0, (size, "a panel lies far out at the edge", far)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 640), (800, 1000)])
def test_the_usual_windows_keep_their_layout(size):
    """Where the height does not hold the unit back, the cards keep ``u`` and the table
    the whole window."""
    m = Metrics(*size)
    assert card_unit(m) == m.u
    assert table_frame(m) == pygame.Rect(0, 0, *size)
    for seats in (3, 8):
        g = TableGeometry(m, seats, score_rows=seats)
        many = seats >= 6
        assert (g.hand_card_w, g.trick_card_w, g.small_card_w) == \
            (m.px(100), m.px(76 if many else 88), m.px(38 if many else 46))
        assert g.top_left.left == m.px(20) and g.top_right.right == size[0] - m.px(20)


def test_an_ultra_wide_window_gathers_the_table_in_the_middle():
    m = Metrics(2560, 1080)
    frame = table_frame(m)
    assert frame.width == 2160 and frame.centerx == 1280
    g = TableGeometry(m, 5, score_rows=5)
    for rect in [*g.seat_panels, g.top_left, g.top_right, g.menu_button, g.hand_area]:
        assert frame.contains(rect), rect
