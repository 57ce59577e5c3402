"""The tutorial scene, driven like a learner would: clicks on the lit targets only.

Every tutorial step is checked on screen (each highlight target inside the window, the
panel never over a target or the hand), wrong moves change nothing and say why, Back
and Restart step restore the engine's state exactly, and the ways in and out work.
"""

from __future__ import annotations

import pygame
import pytest

from cardgames.catalog import CATALOG
from cardgames.core.tutorial import TutorialRunner, load_tutorial
from cardgames.ui.scenes.choose_game import ChooseGameScene
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.rules import RulesScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.scenes.tutorial import TutorialScene
from cardgames.ui.tutorial.script import action_target, advance_to_step
from cardgames.ui.tutorial.step_panel import HINT, RULE


def tutorial_of(app) -> TutorialScene:
    top = app.scenes.top
    assert isinstance(top, TutorialScene), type(top).__name__
    return top


def wait_for_step(app, ui, scene: TutorialScene, frames: int = 2000) -> None:
    """Step frames until the step's panel is up (its scripted moves shown)."""
    assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=frames)
    app.step(1 / 60)  # one more frame: the spotlight and the panel are drawn


def click_name(app, ui, scene: TutorialScene, name: str) -> None:
    rect = scene.visible_target_rect(name)
    assert rect is not None, name
    ui.click(app, rect.center)


def check_on_screen(app, scene: TutorialScene) -> None:
    """Every target of the step is inside the window, lit, and not under the panel."""
    screen = app.screen.get_rect()
    panel = scene.panel.rect
    assert screen.contains(panel), (panel, screen)
    for name in scene.highlights():
        rect = scene.target_rect(name)
        assert rect is not None, f"{scene.tutor.step.id}: {name} is not on the table"
        assert screen.contains(rect), (scene.tutor.step.id, name, rect, screen)
        assert not panel.colliderect(scene.visible_target_rect(name)), \
            (scene.tutor.step.id, name, "under the panel")
        assert any(hole.contains(scene.visible_target_rect(name))
                   for hole in scene.spotlight.holes), (scene.tutor.step.id, name, "not lit")
    hand = scene.target_rect("hand")
    assert hand is None or hand.width == 0 or not panel.colliderect(hand), "panel over the hand"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_whole_pocha_tutorial_by_clicking_the_lit_targets(make_app, ui, size):
    app = make_app(size)
    app.open("tutorial", "pocha")
    scene = tutorial_of(app)
    steps = scene.tutorial.steps
    seen = []
    while not scene.tutor.finished:
        wait_for_step(app, ui, scene)
        step = scene.tutor.step
        seen.append(step.id)
        assert scene.panel.content.number == len(seen)
        check_on_screen(app, scene)
        if step.expect is None:
            click_name(app, ui, scene, "button:continue")
        else:
            name = action_target(step.expect)
            assert name in step.highlight, f"{step.id}: the move {name} is not lit"
            click_name(app, ui, scene, name)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in steps]
    # the end: the scores of the spec, and the way to a real game
    state = scene.tutor.state
    assert state.history[1]["deltas"] == [15, 10, 15, -5]
    wait_for_step(app, ui, scene)
    assert scene.panel.content.finished
    click_name(app, ui, scene, "button:play_real")
    table = app.scenes.top
    assert isinstance(table, TableScene) and not isinstance(table, TutorialScene)
    assert table.runner.game.players == scene.tutorial.players
    assert table.runner.state is not state and table.runner.levels[1] is not None
    assert table.runner.game.options.get("deal_schedule") != [1, 5]  # the normal rules
    assert isinstance(app.scenes.stack[0], MenuScene)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_whole_pitch_tutorial_by_clicking_the_lit_targets(make_app, ui, size):
    """Pitch's tutorial (spec §9) by clicks on what is lit: the bid button, the pitch,
    trumping while holding the suit; the four points and the score sheet at the end."""
    app = make_app(size)
    app.open("tutorial", "pitch")
    scene = tutorial_of(app)
    steps = scene.tutorial.steps
    seen, trumps = [], []
    while not scene.tutor.finished:
        wait_for_step(app, ui, scene)
        step = scene.tutor.step
        seen.append(step.id)
        check_on_screen(app, scene)
        # no trump before the pitch; spades once the ace of spades is led
        trumps.append(scene.table.model.trump)
        if step.expect is None:
            click_name(app, ui, scene, "button:continue")
        else:
            name = action_target(step.expect)
            assert name in step.highlight, f"{step.id}: the move {name} is not lit"
            click_name(app, ui, scene, name)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in steps]
    assert trumps[:3] == [None, None, None] and trumps[3:] == ["S"] * (len(steps) - 3)
    state = scene.tutor.state
    record = state.history[0]
    assert record["pitcher"] == 0 and record["bid"] == 2 and record["made"]
    assert record["game_values"] == [22, 10, 7] and record["deltas"] == [4, 0, 0]


def test_with_animations_and_thinking_seats_every_step_still_comes(make_app, ui):
    """The real pace: cards fly, tricks rest and slide, the scripted seats "think"."""
    app = make_app(speed="normal")
    app.settings.ai_min_think_s = 0.4
    app.open("tutorial", "pocha")
    scene = tutorial_of(app)
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready,
                             frames=400, dt=0.05), (seen, scene.presenter.current)
        step = scene.tutor.step
        seen.append(step.id)
        check_on_screen(app, scene)
        name = "button:continue" if step.expect is None else action_target(step.expect)
        click_name(app, ui, scene, name)
    assert seen == [s.id for s in scene.tutorial.steps]


def open_at(make_app, ui, step_id: str, size=(1280, 800)) -> tuple:
    app = make_app(size)
    app.open("tutorial", "pocha", start_at=step_id)
    scene = tutorial_of(app)
    wait_for_step(app, ui, scene)
    assert scene.tutor.step.id == step_id
    return app, scene


def test_the_forbidden_dealer_bid_changes_nothing_and_the_engine_says_why(make_app, ui):
    app, scene = open_at(make_app, ui, "restriction")
    state = scene.tutor.state
    before = state.to_json()
    click_name(app, ui, scene, "button:bid:2")  # lit, but disabled: the dealer's rule
    assert state.to_json() == before and scene.tutor.step.id == "restriction"
    assert scene.panel.message == state.refusal("bid:2") and "dealer" in scene.panel.message
    assert scene.panel.message_kind == RULE
    check_on_screen(app, scene)  # the panel grew and still hides nothing
    # a legal bid that is not the lesson: the lesson's hint, nothing applied
    click_name(app, ui, scene, "button:bid:0")
    assert state.to_json() == before
    assert scene.panel.message == scene.tutor.step.hint and scene.panel.message_kind == HINT
    click_name(app, ui, scene, "button:bid:1")
    assert scene.tutor.step.id == "trumped"


def test_a_legal_but_wrong_card_gets_the_hint_and_an_illegal_one_the_rule(make_app, ui):
    app, scene = open_at(make_app, ui, "trumped")
    state = scene.tutor.state
    before = state.to_json()
    click_name(app, ui, scene, "card:1C")  # allowed, not the lesson
    assert state.to_json() == before
    assert "Save it" in scene.panel.message and scene.panel.message_kind == HINT
    click_name(app, ui, scene, "card:6E")  # a trump: the engine says follow suit
    assert state.to_json() == before
    assert scene.panel.message == state.refusal("play:6E") and scene.panel.message_kind == RULE
    # the reason is drawn: the panel's pixels changed where the message goes
    assert scene.panel.rect.collidepoint(scene.panel.rect.center)


def test_keys_continue_and_clicks_on_a_text_step_say_to_read_first(make_app, ui):
    app, scene = open_at(make_app, ui, "welcome")
    before = scene.tutor.state.to_json()
    click_name(app, ui, scene, "card:12O")
    assert scene.tutor.state.to_json() == before and "Continue" in scene.panel.message
    ui.key(app, pygame.K_RETURN)
    assert scene.tutor.step.id == "trump"
    wait_for_step(app, ui, scene)
    ui.key(app, pygame.K_SPACE)
    assert scene.tutor.step.id == "bid-one"


def reference_json(step_id: str, played: bool) -> str:
    """The engine's state at the start of ``step_id`` (or once its script is played)."""
    tutor = TutorialRunner(load_tutorial("pocha", CATALOG))
    advance_to_step(tutor, step_id)
    while played and not tutor.waiting:
        tutor.play_scripted()
    return tutor.state.to_json()


def test_back_and_restart_step_restore_the_state_exactly(make_app, ui):
    app, scene = open_at(make_app, ui, "forced")
    at_forced = scene.tutor.state.to_json()
    assert at_forced == reference_json("forced", played=True)
    click_name(app, ui, scene, "card:1C")
    wait_for_step(app, ui, scene)
    assert scene.tutor.step.id == "must-trump"
    # Back: the start of the previous step, exactly, then its script again
    app.settings.ai_min_think_s = 1e9  # the scripted seats wait while we look
    click_name(app, ui, scene, "button:tutorial_back")
    assert scene.tutor.step.id == "forced"
    assert scene.tutor.state.to_json() == reference_json("forced", played=False)
    assert scene.runner.state is scene.tutor.state
    scene.runner.min_think_s = 0.0
    wait_for_step(app, ui, scene)
    assert scene.tutor.state.to_json() == at_forced
    # the rebuilt table shows that state: the hand and the trick match the engine
    view = scene.tutor.state.view(0)
    assert sorted(scene.table.hand.cards) == sorted(view["hand"])
    assert scene.table.model.trick == [(t["seat"], t["card"]) for t in view["trick"]]
    # Restart step after a refused move: same start, same picture
    click_name(app, ui, scene, "card:6E")
    assert scene.panel.message
    click_name(app, ui, scene, "button:restart_step")
    assert scene.tutor.state.to_json() == reference_json("forced", played=False)
    scene.runner.min_think_s = 0.0
    wait_for_step(app, ui, scene)
    assert scene.tutor.state.to_json() == at_forced and not scene.panel.message


def test_a_finished_hand_waits_for_the_learner_before_the_next_deal(make_app, ui):
    app, scene = open_at(make_app, ui, "won")
    assert scene.tutor.state.view(0)["hand_number"] == 2  # the engine has dealt on...
    assert scene.table.model.hand_number == 1  # ...the table still shows the lesson's hand
    assert scene.table.model.seats[0].score == 15
    assert scene.table.scores.changes == ["+15", "+10", "+10", "+10"]  # the text's +15
    click_name(app, ui, scene, "button:continue")
    wait_for_step(app, ui, scene)
    assert scene.tutor.step.id == "hand-b" and scene.table.model.hand_number == 2


def test_opening_at_a_step_shows_its_start_before_the_script_plays(make_app, ui):
    """The last trick was led by the learner in the step before: it is on the table."""
    app, scene = open_at(make_app, ui, "scoring")
    trick = scene.table.model.trick or scene.table.model.resting
    assert [card for _, card in trick] == ["2B", "4O", "11O", "7B"]


def test_a_resized_window_keeps_the_step_clear_and_on_screen(make_app, ui):
    app, scene = open_at(make_app, ui, "trumped")
    for size in ((1024, 640), (1920, 1080), (1280, 800)):
        app.resize(size)
        app.step(1 / 60)
        app.step(1 / 60)
        check_on_screen(app, scene)


def test_skip_returns_to_the_menu(make_app, ui):
    app, scene = open_at(make_app, ui, "bid-one")
    click_name(app, ui, scene, "button:skip_tutorial")
    assert isinstance(app.scenes.top, MenuScene) and len(app.scenes.stack) == 1


def test_rules_open_over_the_tutorial_and_return_to_the_same_moment(make_app, ui):
    app, scene = open_at(make_app, ui, "restriction")
    before = scene.tutor.state.to_json()
    click_name(app, ui, scene, "button:rules")
    assert isinstance(app.scenes.top, RulesScene)
    ui.key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    # Esc -> pause -> Rules -> back -> resume
    ui.key(app, pygame.K_ESCAPE)
    ui.click(app, app.scenes.top.target_rect("button:rules").center)
    assert isinstance(app.scenes.top, RulesScene)
    ui.key(app, pygame.K_ESCAPE)
    ui.key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    wait_for_step(app, ui, scene)
    assert scene.tutor.step.id == "restriction" and scene.tutor.state.to_json() == before


def test_the_tutorial_scene_opens_as_the_cli_asks(make_app, ui):
    """``cardgames tutorial pocha`` calls ``run(scene="tutorial", game_id="pocha")``,
    which opens the scene with ``App.open`` over the menu."""
    app = make_app()
    scene = app.open("tutorial", "pocha")
    assert isinstance(scene, TutorialScene) and isinstance(app.scenes.stack[0], MenuScene)
    wait_for_step(app, ui, scene)
    assert scene.tutor.step.id == "welcome"
    assert scene.table.model.seats[0].hand == ["12O"]  # the stacked deal, animated in


def test_learn_to_play_from_the_menu_and_from_the_chooser(make_app, ui):
    app = make_app()
    app.open("menu")
    ui.click(app, app.scenes.top.target_rect("button:learn").center)
    # straight into the only tutorial; with several (Pocha, Pitch) the chooser asks which
    top = app.scenes.top
    assert isinstance(top, ChooseGameScene) and top.purpose == "learn"
    ui.click(app, top.target_rect("game:pitch").center)
    assert isinstance(app.scenes.top, TutorialScene)
    assert app.scenes.top.tutorial.game_id == "pitch"
    app.open("choose")
    chooser = app.scenes.top
    assert isinstance(chooser, ChooseGameScene)
    ui.click(app, chooser.target_rect("learn:pocha").center)
    assert isinstance(app.scenes.top, TutorialScene)


def test_a_game_without_a_tutorial_is_refused_at_the_door():
    from cardgames.ui.app import run

    assert run(scene="tutorial", game_id="no-such-game") == 2


def test_the_panel_goes_round_what_the_learner_needs():
    from cardgames.ui.tutorial.placement import best_place
    from cardgames.ui.tutorial.spotlight import merge_touching

    screen = pygame.Rect(0, 0, 1000, 600)
    target = pygame.Rect(0, 200, 300, 200)  # right where the panel would like to be
    rect, cost = best_place((300, 200), screen, [target], [], (0, 200), margin=10, gap=8)
    assert screen.contains(rect) and not rect.colliderect(target.inflate(16, 16))
    # when nothing fits clear of the targets it still stays on screen
    rect, _ = best_place((900, 500), screen, [screen.inflate(-100, -100)], [], (0, 0), 10, 8)
    assert screen.contains(rect)
    # cards side by side in the hand light up as one group
    assert merge_touching([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10),
                           pygame.Rect(50, 0, 5, 5)]) == [pygame.Rect(0, 0, 20, 10),
                                                          pygame.Rect(50, 0, 5, 5)]
