"""The hand summary draws one line per payment from the hand's ``result`` (Tien Gow's
and Bourré's, in their words; none for a points game, whose score lines say it), and the
match-end screen says why the match ended, driven headlessly."""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _
from cardgames.core.settlement import HandResult, Party
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene


def table_of_stack(app) -> TableScene:
    return next(s for s in app.scenes.stack if isinstance(s, TableScene))


def first_summary(make_app, ui, game, **kw):
    app = make_app((1024, 640), autoplay=True)
    app.open("table", game, **kw)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, HandSummaryScene),
                         frames=40000)
    scene = app.scenes.top
    record = table_of_stack(app).runner.state.history[0]
    return app, scene, record


def paid(record, players):
    return [p for p in HandResult.from_data(record["result"], players).payments
            if p.party is not Party.SCORE]


def test_tien_gow_summary_has_one_line_per_payment(make_app, ui):
    app, scene, record = first_summary(make_app, ui, "tien_gow", seed=4)
    names = [line.name for line in scene.data.lines]
    payments = paid(record, 4)
    assert payments and len(scene.data.payments) == len(payments)
    for line, p in zip(scene.data.payments, payments, strict=True):
        if p.payer == 0:  # the viewer's own payments are in the second person
            assert line.startswith(f"You pay {names[p.payee]} {p.amount} \u2014 ")
        elif p.payee == 0:
            assert line.startswith(f"{names[p.payer]} pays you {p.amount} \u2014 ")
        else:
            assert line.startswith(f"{names[p.payer]} pays {names[p.payee]} {p.amount} \u2014 ")
        assert "You pays" not in line
    assert any(0 in (p.payer, p.payee) for p in payments)  # the viewer's lines were checked
    surface = pygame.Surface((1024, 640))
    scene.draw(surface)  # the payment lines drawn within the panel
    assert scene.panel.bottom <= 640
    app.close()


def test_bourre_summary_has_one_line_per_payment_into_and_out_of_the_pot(make_app, ui):
    app, scene, record = first_summary(make_app, ui, "bourre", players=8, seed=5)
    names = [line.name for line in scene.data.lines]
    payments = paid(record, 8)
    assert len(scene.data.payments) == len(payments) >= 8  # an ante from each seat at least
    for line, p in zip(scene.data.payments, payments, strict=True):
        if p.payer is None:
            assert line.startswith(f"pot \u2192 {names[p.payee]} {p.amount}")
        else:
            assert line.startswith(f"{names[p.payer]} \u2192 pot {p.amount}")
    scene.draw(pygame.Surface((1024, 640)))
    button = scene.buttons[0].rect
    assert scene.panel.contains(button)
    app.close()


def test_a_points_game_keeps_its_bid_and_took_lines_and_no_payment_lines(make_app, ui):
    app, scene, _record = first_summary(make_app, ui, "pocha", seed=3)
    assert scene.data.payments == ()
    assert any(line.bid is not None for line in scene.data.lines)
    app.close()


def test_the_match_end_says_why_it_ended(make_app, ui):
    app = make_app((1024, 640), autoplay=True)
    app.open("table", "tien_gow", rules={"hands_per_session": 2}, seed=4)
    table = table_of_stack(app)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, MatchEndScene), frames=40000)
    end = app.scenes.top
    outcome = table.runner.state.outcome
    assert outcome is not None
    assert end.data.reason == _(outcome.phrase) == _("Every hand of the match was played.")
    end.draw(pygame.Surface((1024, 640)))
    app.close()
