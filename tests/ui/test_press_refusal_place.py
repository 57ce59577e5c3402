"""Where the press-your-luck table shows a refusal (issue 19): Latxa's red box used to
cover the line of what just happened and the eagle on the row.  It must cover neither,
nor the row's other cards or the picker, at any table size and window."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.match import MatchConfig, MatchRunner


def aiming_table(make_app, ui, players, size):
    """The human has drawn an eagle and a sheep, banked, and must aim the eagle."""
    app = make_app(size)
    config = MatchConfig(game_id="latxa", players=players, rules={"first_player": 0})
    state = config.create_game().new_state(seed=1, deck=["EAGLE", "S1", "S3", "S5"] + ["S1"] * 6)
    runner = MatchRunner(config, app.ai_worker, min_think_s=0.0, state=state)
    table = TableScene(app, config, runner=runner)
    app.scenes.push(table)
    for key, char in ((None, ""), (pygame.K_d, "d"), (pygame.K_d, "d"), (pygame.K_s, "s")):
        if key is not None:
            ui.key(app, key, char)
        assert ui.step_until(app, lambda: table.input_ready, frames=4000)
    assert all(a.startswith("resolve:EAGLE") for a in state.view(0)["legal_actions"])
    return app, table


@pytest.mark.parametrize("players,size", list(itertools.product(
    (2, 3, 5, 8), [(1024, 640), (1280, 800), (800, 1000), (1920, 1080)])))
def test_a_refusal_covers_neither_the_status_line_nor_the_row(make_app, ui, players, size):
    app, table = aiming_table(make_app, ui, players, size)
    before = table.runner.state.to_json()
    ui.key(app, pygame.K_d, "d")  # drawing now is refused: aim the eagle first
    app.step(1 / 60)
    assert table.toast.visible and table.runner.state.to_json() == before
    box, lay = table.toast.rect, table.table
    status = lay.message_rect
    assert status.width and lay.model.message, "the status line is showing"
    assert not box.colliderect(status), (box, status)
    for number, card in lay.row_rects().items():
        assert not box.colliderect(card), (number, box, card)
    for _action, button in lay.picker:
        assert not box.colliderect(button.rect), (box, button.rect)
    assert app.screen.get_rect().contains(box)
