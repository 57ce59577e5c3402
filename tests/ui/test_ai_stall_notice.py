"""The table tells the player, once, when the AI worker stopped answering and was replaced
(the worker's own test freezes a real process: tests/ai/test_worker.py)."""

from __future__ import annotations

from table_helpers import table_of

from cardgames.ui.scenes.table import TableScene

NOTICE = "The AI helper stopped answering and was restarted"


def test_the_table_says_once_that_the_ai_helper_was_restarted(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    table = table_of(app)
    ui.step_until(app, lambda: False, frames=5)
    shown = []
    real_show = table.toast.show
    table.toast.show = lambda message, *a, **k: (shown.append(message), real_show(message, *a, **k))
    app.ai_worker.stalls += 1  # what the worker counts when it kills a frozen process
    app.step(1 / 60)
    assert table.toast.visible and table.toast.message == NOTICE
    ui.step_until(app, lambda: False, frames=120)
    assert shown.count(NOTICE) == 1  # said once, not on every frame
