"""The replay scene: a recorded hand on the real table, stepped forward and back to its
recorded result; a broken or mismatching file shows the reason, also from the command."""

from __future__ import annotations

import random

import pygame
import pytest

from cardgames.catalog import CATALOG
from cardgames.core.history import read_hand_history, record_hand
from cardgames.games import create
from cardgames.ui.scenes.replay import ReplayErrorScene, ReplayScene


@pytest.fixture
def history_file(tmp_path):
    """Hand 2 of a short match, recorded as the table records it."""
    state = create("pocha", players=4, rules={"deal_schedule": [1, 3]}).new_state(seed=9)
    rng = random.Random(2)
    while state.hands_finished < 2:
        state.apply(rng.choice(state.legal_actions()))
    return record_hand(state, 2, ["Maite", "Ane", "Mikel", "Carmen"], folder=tmp_path / "h")


def open_replay(app, path) -> ReplayScene:
    scene = app.open("replay", replay_file=str(path))
    app.step()
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
    scene = app.open("replay", replay_file=str(history_file))
    app.step()
    assert isinstance(scene, ReplayErrorScene)
    assert words in scene.message


def test_the_replay_command_opens_the_window_on_the_error(monkeypatch, tmp_path, capsys):
    from cardgames.cli import main
    from cardgames.ui import app as app_module

    bad = tmp_path / "bad.txt"
    bad.write_text("format: 1\nkind: cardgames-hand\ngame: pocha\n")
    shown = {}

    def run_a_few_frames(self):  # instead of the frame loop that waits for the player
        for _ in range(3):
            self.step()
        shown["scene"] = self.scenes.top
        self.close()
        return 0

    monkeypatch.setattr(app_module.App, "run", run_a_few_frames)
    assert main(["--size", "1024x640", "replay", str(bad)]) == 0
    scene = shown["scene"]
    assert isinstance(scene, ReplayErrorScene) and "can't be replayed" in scene.message
    assert str(bad) in scene.message
    assert scene.message in capsys.readouterr().err  # said in the terminal as well
