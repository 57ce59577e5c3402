"""Bourré's seat panels show both their stats at 1024x640 with eight players, in every
language (issue 19: the Basque "Fitxak 99 Aldatua…" lost its second stat)."""

from __future__ import annotations

import pytest

from cardgames.core.i18n import _, domain
from cardgames.ui.table.seat_panel import SeatPanel


@pytest.mark.parametrize("lang", ["en", "es", "eu"])
def test_both_stats_show_whole_on_an_eight_seat_table(make_app, lang):
    app = make_app(size=(1024, 640), language=lang)
    app.open("table", "bourre", seed=3, players=8)
    for _frame in range(3):
        app.step(1 / 60)
    table = app.scenes.top.table
    metrics = app.scenes.top.metrics
    words = domain("bourre").gettext
    narrowest = min(table.seat_panels, key=lambda p: p.rect.width)
    seconds = [(words("Passed"), ""), (words("Tricks"), "5"), (words("Drew"), "\u2013"),
               (words("Drew"), "3")]
    for second in seconds:
        panel = SeatPanel(narrowest.seat)
        panel.rect = narrowest.rect.copy()
        panel.set("Carmen", _("normal AI"), [(words("Bank"), "99"), second], True)
        line = panel.stat_line(metrics)
        assert [(label, value) for label, value, _x, _whole in line] == \
            [(words("Bank"), "99"), second], f"{lang}: {line}"
        assert all(whole for *_rest, whole in line)


def test_a_stat_with_no_room_is_still_cut_visibly(make_app):
    from cardgames.ui.style import Metrics

    make_app(size=(1024, 640))
    metrics = Metrics(1024, 640)
    panel = SeatPanel(1)
    panel.rect.size = (metrics.px(150), metrics.px(80))
    panel.set("Ane", "", [("Chips", "99"), ("A label far too long to fit", "12")], True)
    line = panel.stat_line(metrics)
    assert len(line) == 2 and line[0][3] and not line[1][3]
    assert line[1][0].endswith("\u2026")
