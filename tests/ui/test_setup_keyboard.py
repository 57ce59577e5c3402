"""The setup form works from the keyboard as well as with the mouse: Tab reaches every
control (the match's lists, each opponent's level, every rule), the arrows take a list's
previous or next choice and step a number, Space turns an On/Off rule, Enter starts typing
in a number field, and the focus is drawn."""

from __future__ import annotations

import pygame
from table_helpers import press as key

from cardgames.ui import style
from cardgames.ui.scenes.setup import SetupScene
from cardgames.ui.table.match import available_levels


def open_setup(make_app, game="pocha"):
    app = make_app(size=(1024, 640), language="en")
    app.open("setup", game)
    app.step(1 / 60)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return app, setup


def focus_on(app, setup, wanted):
    """Tab until the focus is on ``wanted`` (a row key); fails if Tab never gets there."""
    for _ in range(len(setup.focus_order()) + 1):
        if setup.toggle_focus == (wanted, None):
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted}: {setup.focus_order()}")


def test_tab_reaches_every_control_of_the_form(make_app):
    app, setup = open_setup(make_app)
    order = setup.focus_order()
    keys = {k for k, _item in order}
    assert {"preset", "house", "level:1", "players", "direction", "dealer_restriction",
            "exact_bonus", "deal_schedule"} <= keys
    assert set(setup.rows) == keys  # nothing on the form is out of the keyboard's reach
    seen = []
    for _ in order:
        key(app, pygame.K_TAB)
        seen.append(setup.toggle_focus)
    assert seen == order
    key(app, pygame.K_TAB)  # round again
    assert setup.toggle_focus == order[0]
    key(app, pygame.K_TAB, shift=True)
    assert setup.toggle_focus == order[-1]


def test_arrows_and_space_change_a_list(make_app):
    app, setup = open_setup(make_app)
    focus_on(app, setup, "direction")
    assert setup.model.values["direction"] == "counter_clockwise"
    key(app, pygame.K_RIGHT)
    assert setup.model.values["direction"] == "clockwise"
    assert setup.toggle_focus == ("direction", None)  # kept over the rebuild
    key(app, pygame.K_RIGHT)  # the last choice: stays
    assert setup.model.values["direction"] == "clockwise"
    key(app, pygame.K_SPACE)  # Space goes round
    assert setup.model.values["direction"] == "counter_clockwise"
    shown = setup.rows["direction"].control.selected_option
    shown = shown[0] if isinstance(shown, tuple) else shown
    assert setup.rows["direction"].values[shown] == "counter_clockwise"  # the list shows it


def test_an_opponents_level_and_the_player_count_from_the_keyboard(make_app):
    app, setup = open_setup(make_app)
    levels = available_levels()
    focus_on(app, setup, "level:1")
    at = levels.index(setup.model.levels[0])
    step, code = (-1, pygame.K_LEFT) if at > 0 else (1, pygame.K_RIGHT)
    key(app, code)
    assert setup.model.levels[0] == levels[at + step]
    focus_on(app, setup, "players")
    players = setup.model.values["players"]
    key(app, pygame.K_RIGHT)
    assert setup.model.values["players"] > players
    assert len(setup.model.levels) == setup.model.values["players"] - 1  # the form rebuilt


def test_space_turns_an_on_off_rule(make_app):
    app, setup = open_setup(make_app)
    focus_on(app, setup, "dealer_restriction")
    assert setup.model.values["dealer_restriction"] is True
    key(app, pygame.K_SPACE)
    assert setup.model.values["dealer_restriction"] is False
    assert setup.rows["dealer_restriction"].control.text == "Off"
    key(app, pygame.K_SPACE)
    assert setup.model.values["dealer_restriction"] is True


def test_arrows_step_a_number_and_enter_types_in_it(make_app, ui):
    app, setup = open_setup(make_app)
    focus_on(app, setup, "exact_bonus")
    value = setup.model.values["exact_bonus"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert setup.model.values["exact_bonus"] == value + 2
    key(app, pygame.K_LEFT)
    assert setup.model.values["exact_bonus"] == value + 1
    key(app, pygame.K_RETURN)  # into the field, not the match
    assert app.scenes.top is setup
    assert setup._typing()
    # the focus ring is drawn round the minus, the field and the plus
    surface = pygame.Surface((1024, 640))
    setup.draw(surface)
    ring = setup.focus_rect().inflate(setup.metrics.px(6), setup.metrics.px(6))
    assert tuple(surface.get_at(ring.midtop))[:3] == tuple(style.GOLD[:3])
    assert setup.focus_rect().contains(setup.rows["exact_bonus"].elements[0].rect)
    assert setup.focus_rect().contains(setup.rows["exact_bonus"].elements[-1].rect)


def test_enter_without_focus_still_starts_the_match(make_app):
    app, setup = open_setup(make_app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is not setup
