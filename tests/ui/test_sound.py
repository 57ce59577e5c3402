"""The table's sounds: made without an audio device (short, quiet, no clicks), played at
the player's volume, silent when muted or when the mixer can't start; M switches them
at the table; the settings screen keeps volume and mute in settings.yaml; the table asks
for the right sound at a deal, a card, a trick, the player's turn and a refusal."""

from __future__ import annotations

import pygame
import pytest
import yaml

from cardgames.ui import sound
from cardgames.ui.scenes.settings import SettingsScene, sound_choices
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.settings import UiSettings, check_value
from cardgames.ui.settings_file import load_settings, settings_path


@pytest.mark.parametrize("rate", [22050, 44100, 48000])
@pytest.mark.parametrize("name", sound.NAMES)
def test_each_sound_is_short_quiet_and_starts_and_ends_in_silence(name, rate):
    samples = sound.synthesize(name, rate)
    assert 0.05 <= len(samples) / rate <= 0.25
    peak = max(abs(s) for s in samples)
    assert 0.05 < peak <= sound.PEAK  # audible, never loud
    assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01  # no click at either end
    pcm = sound.pcm16(samples, channels=2)
    assert len(pcm) == 2 * len(samples) and pcm.itemsize == 2
    assert max(abs(v) for v in pcm) <= round(sound.PEAK * sound.FULL)
    assert pcm[0] == pcm[1]  # both channels alike


def test_sounds_differ_and_an_unknown_one_is_refused():
    made = {name: tuple(round(s, 4) for s in sound.synthesize(name, 22050)[:400])
            for name in sound.NAMES}
    assert len(set(made.values())) == len(sound.NAMES)
    with pytest.raises(ValueError, match="no sound called 'bang'"):
        sound.synthesize("bang")


def test_the_volume_follows_the_settings():
    assert sound.level(UiSettings(volume=50)) == 0.5
    assert sound.level(UiSettings(volume=100, muted=True)) == 0.0
    assert sound.level(UiSettings(volume=0)) == 0.0


def test_no_mixer_means_silence_not_an_exception(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    player = sound._Player()
    player.play("turn", 0.8)  # nothing happens, nothing is raised
    assert not player.ready() and player.failed and player.sounds is None


def test_the_sounds_are_made_under_the_dummy_driver():
    player = sound._Player()
    assert player.ready()
    assert set(player.sounds) == set(sound.NAMES)
    rate = pygame.mixer.get_init()[0]
    length = player.sounds["refused"].get_length()
    assert length == pytest.approx(len(sound.synthesize("refused", rate)) / rate, abs=0.01)
    player.play("refused", 0.5)  # played into nothing


def test_volume_and_mute_are_checked_like_every_setting():
    assert check_value("volume", 70) is None and check_value("muted", True) is None
    for bad in (101, -1, True, "loud", 5.5):
        assert check_value("volume", bad) == "a whole number from 0 to 100"
    assert check_value("muted", "yes") == "true or false"


def test_a_wrong_volume_in_the_file_falls_back_and_says_so(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("volume: 250\nmuted: true\n")
    loaded = load_settings(path)
    assert loaded.settings.volume == UiSettings().volume and loaded.settings.muted is True
    assert "volume" in loaded.notice and "0 to 100" in loaded.notice


def test_the_settings_screen_sets_volume_and_mute_kept_in_the_file(make_app, ui, monkeypatch):
    heard = []
    monkeypatch.setattr(sound, "play", lambda name, settings: heard.append(
        (name, sound.level(settings))))
    app = make_app(from_file=True)
    app.open("settings")
    assert isinstance(app.scenes.top, SettingsScene)
    app.step()
    ui.click_target(app, "sound:75")
    assert (app.settings.volume, app.settings.muted) == (75, False)
    assert heard[-1] == ("turn", 0.75)  # a sample at the new volume, at once
    ui.click_target(app, "sound:off")
    assert app.settings.muted and app.settings.volume == 75
    assert heard[-1] == ("turn", 0.0)
    stored = yaml.safe_load(settings_path().read_text())
    assert stored["volume"] == 75 and stored["muted"] is True
    app.close()
    again = make_app(from_file=True)
    assert (again.settings.volume, again.settings.muted) == (75, True)


def test_the_sound_row_shows_a_stored_volume_that_is_not_a_step():
    options, value = sound_choices(60, False)
    assert (60, "60%") in options and value == 60
    assert sound_choices(60, True)[1] == "off"


def test_m_switches_the_sound_at_the_table(make_app, ui, monkeypatch):
    heard = []
    monkeypatch.setattr(sound, "play", lambda name, settings: heard.append(
        (name, sound.level(settings))))
    app = make_app(from_file=True)
    app.open("table", "pocha", players=4, seed=3)
    table = app.scenes.top
    assert ui.step_until(app, lambda: table.input_ready)
    ui.key(app, pygame.K_m, "m")
    assert app.settings.muted and table.toast.message == "Sound off"
    assert yaml.safe_load(settings_path().read_text())["muted"] is True
    heard.clear()
    table.submit("bid:99")  # refused: asked for, at volume 0
    assert heard == [("refused", 0.0)]
    ui.key(app, pygame.K_m, "m")
    assert not app.settings.muted and table.toast.message == "Sound on"
    table.submit("bid:99")
    assert heard[-1] == ("refused", app.settings.volume / 100)


def test_the_table_cues_deal_turn_play_trick_and_refused(make_app, ui, monkeypatch):
    heard = []
    monkeypatch.setattr(sound, "play", lambda name, settings: heard.append(name))
    app = make_app(speed="fast")
    app.open("table", "pocha", players=4, seed=3, preset="max_only")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert ui.step_until(app, lambda: table.input_ready, frames=6000)
    assert heard[0] == "deal" and heard[-1] == "turn"
    assert heard.count("turn") == 1
    for _ in range(30):
        app.step(1 / 60)
    assert heard.count("turn") == 1  # once per turn, not every frame
    refused_before = heard.count("refused")
    table.submit("play:99X")
    assert heard.count("refused") == refused_before + 1
    assert heard.count("turn") == 1  # a refusal does not start the turn again
    # play on until a trick has been taken
    rng = __import__("random").Random(2)
    for _ in range(4000):
        if "trick" in heard:
            break
        if app.scenes.top is table and table.input_ready:
            table.submit(str(rng.choice(table.runner.state.legal_actions())))
        app.step(1 / 60)
    assert "play" in heard and "trick" in heard
    assert heard.index("play") < heard.index("trick")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_sound_row_fits_above_the_back_button(make_app, size):
    app = make_app(size=size)
    app.open("settings")
    app.step()
    scene = app.scenes.top
    rows = scene.rows
    assert [row.key for row in rows][-2:] == ["sound", "player_name"]
    assert rows[-1].rect.bottom <= scene.back.rect.top
    for button in scene.control("sound").buttons:
        assert rows[-2].rect.contains(button.rect)


def test_a_lesson_sounds_a_rule_refusal_but_not_a_hint(make_app, ui, monkeypatch):
    heard = []
    monkeypatch.setattr(sound, "play", lambda name, settings: heard.append(name))
    app = make_app()
    app.open("tutorial", "pocha", start_at="trumped")
    scene = app.scenes.top
    assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
    app.step(1 / 60)
    heard.clear()
    scene.submit("play:1C")  # allowed by the rules, not the lesson's move: a hint, no thud
    assert "refused" not in heard
    scene.submit("play:6E")  # the rules refuse it
    assert heard.count("refused") == 1


def _crossings_per_second(samples, rate):
    signs = [s >= 0 for s in samples if abs(s) > 1e-4]
    return sum(a != b for a, b in zip(signs[:-1], signs[1:], strict=True)) * rate / len(signs)


@pytest.mark.parametrize("rate", [22050, 44100])
def test_the_sounds_have_their_character_at_any_rate(rate):
    zc = {name: _crossings_per_second(sound.synthesize(name, rate), rate)
          for name in sound.NAMES}
    assert zc["deal"] > zc["play"] > zc["trick"]  # light ticks, a swish, a dark rustle
    assert zc["refused"] < 400 < zc["turn"]  # a low thud; a chime an octave up and more
