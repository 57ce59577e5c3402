"""The replay scene: a recorded hand on the real table, stepped forward and back to its
recorded result; a broken or mismatching file shows the reason, also from the command."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from cardgames.catalog import CATALOG
from cardgames.core.history import read_hand_history, record_hand
from cardgames.games import create
from cardgames.ui.scenes.replay import ReplayErrorScene, ReplayLoadingScene, ReplayScene


@pytest.fixture
def history_file(tmp_path):
    """Hand 2 of a short match, recorded as the table records it."""
    state = create("pocha", players=4, rules={"deal_schedule": [1, 3]}).new_state(seed=9)
    rng = random.Random(2)
    while state.hands_finished < 2:
        state.apply(rng.choice(state.legal_actions()))
    return record_hand(state, 2, ["Maite", "Ane", "Mikel", "Carmen"], folder=tmp_path / "h")


def open_replay(app, path) -> ReplayScene:
    """Open the replay and wait for the hand to be read (it is read off the frame loop)."""
    loading = app.open("replay", replay_file=str(path))
    assert isinstance(loading, ReplayLoadingScene)
    scene = loading.wait()
    app.step()
    assert app.scenes.top is scene
    return scene


def test_step_forward_and_back_through_the_hand_to_its_result(make_app, ui, history_file):
    history = read_hand_history(history_file, catalog=CATALOG)
    app = make_app()
    scene = open_replay(app, history_file)
    assert isinstance(scene, ReplayScene) and scene.step == 0
    assert scene.runner.state.to_json() == history.state_at(0).to_json()
    assert scene.runner.names == ["Maite", "Ane", "Mikel", "Carmen"]

    ui.key(app, pygame.K_RIGHT)
    assert scene.step == 1 and scene.words.split()[0] in history.names
    assert "bids" in scene.words or "bid" in scene.words
    ui.click_target(app, "button:forward")
    assert scene.step == 2
    ui.key(app, pygame.K_LEFT)
    assert scene.step == 1
    assert scene.runner.state.to_json() == history.state_at(1).to_json()

    while scene.step < scene.steps:  # to the end, one move at a time
        before = scene.step
        ui.key(app, pygame.K_RIGHT)
        assert scene.step == before + 1
    assert ui.step_until(app, lambda: scene.result is not None and not scene.busy, frames=300)
    deltas = [line.delta for line in scene.result.lines]
    assert deltas == history.result["deltas"]  # the recorded result
    assert scene.table.model.seats[0].score == history.result["scores"][0]
    assert not scene.forward_button.enabled and "over" in scene.forward_button.reason
    assert scene.table.model.hand_number == history.hand  # the next deal is not shown
    app.step()

    ui.key(app, pygame.K_HOME)
    assert scene.step == 0 and scene.result is None and not scene.back_button.enabled
    ui.key(app, pygame.K_END)
    assert scene.step == scene.steps
    assert ui.step_until(app, lambda: scene.result is not None, frames=300)


def test_the_replay_animates_when_animation_is_on(make_app, ui, history_file):
    app = make_app(speed="fast")
    scene = open_replay(app, history_file)
    for _ in range(scene.steps):
        ui.click_target(app, "button:forward")  # pressed again while a card still flies
    assert scene.step == scene.steps
    assert ui.step_until(app, lambda: scene.result is not None and not scene.busy, frames=600)


def test_nobody_can_play_in_a_replay(make_app, ui, history_file):
    app = make_app()
    scene = open_replay(app, history_file)
    before = scene.runner.state.to_json()
    for code in list(scene.table.hand.cards):
        rect = scene.target_rect(f"card:{code}")
        ui.click(app, (rect.left + 4, rect.centery))
    for _ in range(30):
        app.step()
    assert scene.runner.state.to_json() == before and scene.step == 0


@pytest.mark.parametrize("damage, words", [
    ("garbage", "not a Card Table hand history"),
    ("mismatch", "replaying hand 2 gives"),
    ("illegal", "refused by the rules"),
])
def test_a_broken_or_mismatching_history_shows_the_reason(make_app, history_file, damage,
                                                          words):
    text = history_file.read_text()
    if damage == "garbage":
        text = "just some words\n"
    elif damage == "mismatch":
        text = text.replace("deltas: [", "deltas: [1")
    else:
        first = text.split("actions:\n")[1].splitlines()[0]
        text = text.replace(first, '  - "play:99Z"', 1)
    history_file.write_text(text)
    app = make_app()
    scene = open_replay(app, history_file)
    assert isinstance(scene, ReplayErrorScene)
    assert words in scene.message


def test_the_replay_command_opens_the_window_on_the_error(monkeypatch, tmp_path, capsys):
    from cardgames.cli import main
    from cardgames.ui import app as app_module

    bad = tmp_path / "bad.txt"
    bad.write_text("format: 1\nkind: cardgames-hand\ngame: pocha\n")
    shown = {}

    def run_a_few_frames(self):  # instead of the frame loop that waits for the player
        for _ in range(300):
            self.step()
            if not isinstance(self.scenes.top, ReplayLoadingScene):
                break
            time.sleep(0.01)
        shown["scene"] = self.scenes.top
        self.close()
        return 0

    monkeypatch.setattr(app_module.App, "run", run_a_few_frames)
    assert main(["--size", "1024x640", "replay", str(bad)]) == 0
    scene = shown["scene"]
    assert isinstance(scene, ReplayErrorScene) and "can't be replayed" in scene.message
    assert str(bad) in scene.message
    assert scene.message in capsys.readouterr().err  # said in the terminal as well


def test_the_window_keeps_drawing_while_a_hand_is_read(make_app, history_file):
    """The reading runs on a worker thread: frames go on, showing its progress, while it
    is held back; then the replay takes the loading panel's place."""
    import threading

    from cardgames.ui.scenes import replay as replay_module

    gate = threading.Event()
    halfway = threading.Event()

    def slow_prepare(path, progress):
        progress(0.25)
        halfway.set()
        assert gate.wait(10), "the test never let the reading go on"
        progress(0.75)
        return replay_module.prepare_replay(path, progress)

    app = make_app()
    app.scenes.push(ReplayLoadingScene(app, history_file, prepare=slow_prepare))
    loading = app.scenes.top
    assert halfway.wait(5)
    for _ in range(20):  # the frame loop runs on while the reading waits
        assert app.step() and app.scenes.top is loading
    assert loading.progress == 0.25 and loading.words == "Reading the hand\u2026 25%"
    gate.set()
    for _ in range(500):
        app.step()
        if app.scenes.top is not loading:
            break
        time.sleep(0.01)
    assert isinstance(app.scenes.top, ReplayScene) and loading.progress == 1.0


def test_escape_while_reading_goes_back_to_the_menu(make_app, ui, history_file):
    import threading

    from cardgames.ui.scenes.menu import MenuScene

    gate = threading.Event()

    def stuck(path, progress):
        gate.wait(10)
        progress(0.5)  # the player has left: this stops the reading
        raise AssertionError("not reached")

    app = make_app()
    loading = app.scenes.push(ReplayLoadingScene(app, history_file, prepare=stuck))
    app.step()
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene) and loading.cancelled
    gate.set()
    loading._thread.join(5)
    app.step()
    assert isinstance(app.scenes.top, MenuScene)
