"""The generic trick table: a trick game with no UI module of its own plays on it.

``PlainTrickGame`` is Pocha's engine under another id, registered like any game, with
no ``cardgames/ui/games/plain_trick.py``: its table must come from its ``GameInfo``
alone (family "trick" -> :class:`TrickLayout`, deck "spanish" -> the Spanish renderer),
with buttons generated from its legal actions.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

import cardgames.games as registry
from cardgames.games import create
from cardgames.games.pocha import PochaGame
from cardgames.ui.games import action_help, action_label, game_ui
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.layout import TableLayout
from cardgames.ui.table.match import MatchConfig, MatchRunner
from cardgames.ui.table.specs import has_layout, layout_for
from cardgames.ui.table.trick_layout import TrickLayout


class PlainTrickGame(PochaGame):
    """Pocha's rules under an id that has no game-specific UI."""

    info = dataclasses.replace(PochaGame.info, id="plain_trick", title="Plain trick",
                               menu_order=999)


GAME = PlainTrickGame


@pytest.fixture
def plain_trick(monkeypatch):
    monkeypatch.setitem(registry.registry().modules, "plain_trick", __name__)
    pocha = create("pocha", players=4)
    return PlainTrickGame(pocha.options, pocha.schema)


def test_a_trick_game_without_ui_of_its_own_gets_the_generic_layout(plain_trick):
    assert game_ui("plain_trick") is None
    assert has_layout("plain_trick")
    assert layout_for("plain_trick") is TrickLayout
    # Pocha has its own part, a subclass of the same layout
    assert layout_for("pocha") is not TrickLayout and issubclass(layout_for("pocha"), TrickLayout)


def test_generic_labels_come_from_the_action_and_the_games_verbs():
    verbs = {"bid:K": "bid K tricks", "pass": "say nothing"}
    assert action_label("plain_trick", "bid:3") == "3"
    assert action_label("plain_trick", "pass") == "Pass"
    assert action_label("plain_trick", "call_trump:O") == "Call trump O"
    assert action_help("plain_trick", "bid:3", verbs) == "Bid K tricks."
    assert action_help("plain_trick", "pass", verbs) == "Say nothing."
    assert action_label("pocha", "swap") == "Swap"  # Pocha's own words


def _seed_where_seat_0_bids_first(game) -> int:
    for seed in range(200):
        if game.new_state(seed=seed).current_player == 0:
            return seed
    raise AssertionError("no seed lets seat 0 bid first")


def test_the_generic_table_draws_and_takes_a_bid_from_its_own_buttons(make_app, ui, plain_trick):
    app = make_app()
    seed = _seed_where_seat_0_bids_first(plain_trick)
    config = MatchConfig(game_id="plain_trick", players=4, seed=seed)
    runner = MatchRunner(config, app.ai_worker, min_think_s=0.0,
                         state=plain_trick.new_state(seed=seed),
                         levels=[None, None, None, None], names=["You", "B", "C", "D"])
    scene = TableScene(app, config, runner=runner)
    scene.records.enabled = False
    app.scenes.push(scene)
    table = scene.table
    assert type(table) is TrickLayout and isinstance(table, TableLayout)
    assert table.renderer.family == "spanish"
    assert ui.step_until(app, lambda: scene.input_ready, frames=600)
    app.step(1 / 60)
    legal = runner.state.view(0)["legal_actions"]
    assert legal and all(a.startswith("bid:") for a in legal)
    # one button per legal bid, in the engine's order, labelled by the generic words
    buttons = table.bar.targets()
    assert sorted(buttons) == sorted(f"button:{a}" for a in legal)
    assert table.trump.suit_name  # Pocha's trump is known from the deal
    surface = pygame.Surface((1280, 800))
    table.draw(surface)
    table.draw_tooltips(surface)
    ui.click(app, buttons[f"button:{legal[0]}"].center)
    assert runner.state.view(0)["bids"][0] == int(legal[0][4:])


def test_no_trump_yet_is_said_not_drawn_as_a_suit(make_app, ui, plain_trick):
    app = make_app()
    config = MatchConfig(game_id="plain_trick", players=4, seed=1)
    runner = MatchRunner(config, app.ai_worker, min_think_s=0.0,
                         state=plain_trick.new_state(seed=1),
                         levels=[None, None, None, None], names=["You", "B", "C", "D"])
    scene = TableScene(app, config, runner=runner)
    scene.records.enabled = False
    app.scenes.push(scene)
    table = scene.table
    assert ui.step_until(app, lambda: table.model.seats[0].hand, frames=600)
    table.model.trump, table.model.trump_card = None, None  # as in Pitch before the lead
    table.update_trump()
    assert table.trump.suit_name == "" and table.trump.suit_glyph is None
    assert table.trump.caption.startswith("None yet") and "first card led" in table.trump.caption
    assert table.trump.code is None and table.trump.on_stock
    # the trump event of a game that fixes trump during the hand
    beats = table.beats_for({"type": "trump", "suit": "E", "seat": 1, "card": "3E"})
    for beat in beats:
        beat.start()
    assert table.model.trump == "E"
    table.update_trump()
    assert table.trump.suit_name == "Espadas" and table.trump.caption == ""
    mine = table.model.seats[0].hand
    assert len(mine) == table.model.hand_size > 0
    suits = [code[-1] for code in mine]
    assert suits == sorted(suits, key=lambda s: s != "E")  # trumps first


def test_a_deal_without_size_counts_the_cards():
    from cardgames.ui.table.trick_beats import deal_size

    assert deal_size({"size": 3, "hands": [["1O"], None]}) == 3
    assert deal_size({"counts": [9, 9, 9], "hands": [None] * 3}) == 9
    assert deal_size({"hands": [["1O", "2O"], None]}) == 2


def test_pochas_table_is_the_trick_layout_plus_its_own_parts(make_app, ui):
    from cardgames.ui.games.pocha import PochaTable

    app = make_app(autoplay=True)
    app.open("table", "pocha", players=4, preset="club", seed=5)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene), frames=60)
    table = app.scenes.top.table
    assert type(table) is PochaTable and isinstance(table, TableLayout)
    assert table.explanation_title == "Bid, tricks and score"
    assert [m.label for m in table.markers()] == ["D", "Mano"]


def test_generated_buttons_have_keys_and_words(make_app, ui, plain_trick):
    app = make_app()
    config = MatchConfig(game_id="plain_trick", players=4, seed=1)
    runner = MatchRunner(config, app.ai_worker, min_think_s=0.0,
                         state=plain_trick.new_state(seed=1),
                         levels=[None, None, None, None], names=["You", "B", "C", "D"])
    scene = TableScene(app, config, runner=runner)
    scene.records.enabled = False
    app.scenes.push(scene)
    view = {"legal_actions": ["pass", "bid:2", "bid:3", "play:1O", "push", "pull_in"]}
    choices = scene.table.choices(view)
    assert [c.action for c in choices] == ["pass", "bid:2", "bid:3", "push", "pull_in"]
    assert [c.label for c in choices] == ["Pass", "2", "3", "Push", "Pull in"]
    assert [c.hotkey for c in choices] == ["", "2", "3", "", ""]  # p is shared: no key
    assert [c.wide for c in choices] == [True, False, False, True, True]
    assert choices[1].help.startswith("Bid K tricks")  # Pocha's verbs, from its GameInfo
