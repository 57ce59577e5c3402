"""Esc on the setup screen closes an open drop-down first, the screen only after (issue 10)."""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.scenes.setup import SetupScene


def test_escape_closes_the_open_dropdown_not_the_screen(make_app, ui):
    app = make_app()
    app.open("setup", "pocha")
    app.step(1 / 60)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    players = setup.rows["players"].control
    before = players.selected_option
    ui.click(app, players.rect.center)
    app.step(1 / 60)
    assert setup.open_dropdown() is players
    ui.key(app, pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.scenes.top is setup, "Esc closed the whole screen"
    assert setup.open_dropdown() is None
    assert players.selected_option == before
    ui.key(app, pygame.K_ESCAPE)  # nothing open: Esc leaves the screen
    assert app.scenes.top is not setup


def _option_values(schema):
    out = set()
    for spec in schema.options.values():
        for value in spec.allowed or ():
            if isinstance(value, str) and "_" in value:
                out.add(value)
    return out


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1080), (800, 1000)])
def test_setup_speaks_the_players_words_and_lines_up(make_app, size):
    import warnings

    app = make_app(size=size)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.open("setup", "pocha")
        app.step(1 / 60)
    setup = app.scenes.top
    clipped = [str(w.message) for w in caught if "too small for text" in str(w.message)]
    assert not clipped, clipped
    assert not setup.overflow, "every option has its row"
    for element in setup.labels + [row.control for row in setup.rows.values()]:
        # the help line explains a row; no floating tool-tip covers the rows beneath it
        assert not getattr(element, "tool_tip_text", None), element
    internal = _option_values(setup.model.schema)
    assert internal  # pocha has values like one_card_all
    for row in setup.rows.values():
        for value in internal:
            assert value not in row.help, (row.key, row.help)
        for label in row.values:  # a drop-down shows labels, never internal values
            assert label not in internal, (row.key, label)
    # every control in a column starts at the same x (labels share one width)
    starts: dict[int, set[int]] = {}
    for row in setup.rows.values():
        starts.setdefault(row.rect.x, set()).add(row.elements[0].rect.x)
    for column, xs in starts.items():
        assert len(xs) == 1, (column, xs)
    # and a wide window is used: the form spans most of it
    right = max(row.rect.right for row in setup.rows.values())
    left = min(row.rect.left for row in setup.rows.values())
    if size[0] >= 2000:
        assert right - left > 0.8 * size[0]
    assert right <= size[0]


def test_the_two_card_orders_differ_where_a_dropdown_cuts_them():
    from cardgames.core.options import load_schema

    spec = load_schema("pocha").options["rank_order"]
    a, b = (spec.label_of(v) for v in spec.allowed)
    assert a[:8] != b[:8]
    for label in (a, b):  # one language: the Spanish names of the cards
        assert "Ace" not in label and "rey" in label
