"""The window never goes below the smallest size its text fits in (issue 10)."""

from __future__ import annotations

import warnings

import pygame

from cardgames.ui.style import MIN_SIZE, fit_window_size


def test_fit_window_size_raises_each_side_and_says_why():
    assert fit_window_size((1280, 800)) == ((1280, 800), None)
    assert fit_window_size(MIN_SIZE) == (MIN_SIZE, None)
    size, why = fit_window_size((300, 200))
    assert size == MIN_SIZE
    assert "300x200" in why and f"{MIN_SIZE[0]}x{MIN_SIZE[1]}" in why
    assert fit_window_size((2560, 300))[0] == (2560, MIN_SIZE[1])
    assert fit_window_size((800, 1000)) == ((800, 1000), None)  # portrait fits


def test_a_small_size_opens_at_the_minimum_and_a_drag_cannot_shrink_it(make_app):
    app = make_app(size=(300, 200))
    assert app.screen.get_size() == MIN_SIZE
    app.open("setup", "pocha")
    app.step(1 / 60)
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(1200, 900), w=1200, h=900)])
    assert app.screen.get_size() == (1200, 900)
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300)])
    assert app.screen.get_size() == MIN_SIZE
    assert app.metrics.size == MIN_SIZE
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_SIZE


def test_cli_size_below_the_minimum_says_why_and_uses_the_minimum(monkeypatch, capsys):
    import cardgames.ui.app as app_module
    from cardgames import cli

    seen = {}

    def fake_run(**kwargs):
        seen.update(kwargs)
        return 0

    monkeypatch.setattr(app_module, "run", fake_run)
    assert cli.main(["--size", "300x200"]) == 0
    assert seen["size"] == MIN_SIZE
    err = capsys.readouterr().err
    assert "300x200" in err and "too small" in err


def test_portrait_800x1000_lays_out_menu_setup_and_table(make_app):
    app = make_app(size=(800, 1000))
    for scene, kwargs in (("menu", {}), ("setup", {}),
                          ("table", {"players": 5, "preset": "max_only", "seed": 2})):
        app.open(scene, "pocha", **kwargs)
        for _ in range(3):
            app.step(1 / 60)
        assert app.screen.get_size() == (800, 1000)


def test_seat_panels_and_score_sheet_fit_their_text_in_a_narrow_window():
    import pygame

    pygame.font.init()
    from cardgames.ui import text
    from cardgames.ui.style import Metrics
    from cardgames.ui.table.geometry import TableGeometry, score_sheet_sizes, seat_panel_min_height

    for size in ((800, 1000), (800, 640), (1024, 640), (1280, 800)):
        m = Metrics(*size)
        g = TableGeometry(m, 5, "counter_clockwise", hand_cards=10, score_rows=5,
                          card_aspect=1.5)
        assert all(p.height >= seat_panel_min_height(m) for p in g.seat_panels)
        row_h, head_y, col_w, name_px = score_sheet_sizes(m)
        assert row_h >= text.size("Ag", name_px)[1]
        assert col_w > text.size("Score", m.small_px)[0]
        rows_end = head_y + m.small_px + m.px(9) + row_h * 5
        assert g.top_right.height >= rows_end
