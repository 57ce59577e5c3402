"""Settings: chosen on the screen, written to settings.yaml at once, read by the next App;
a broken file starts the program on defaults, says so, and is kept aside."""

from __future__ import annotations

import pygame
import yaml

from cardgames.core.userfiles import config_dir
from cardgames.ui.cards.back import back_style
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.pause import PauseScene
from cardgames.ui.scenes.settings import SettingsScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.settings_file import settings_path
from cardgames.ui.widgets.toast import REFUSAL


def open_settings_from_menu(app, ui) -> SettingsScene:
    app.open("menu")
    app.step()
    ui.click_target(app, "button:settings")
    assert isinstance(app.scenes.top, SettingsScene)
    return app.scenes.top


def test_settings_round_trip_through_the_screen_the_file_and_a_new_app(make_app, ui):
    app = make_app(from_file=True)
    assert not settings_path().exists()
    open_settings_from_menu(app, ui)
    for name in ("animation_speed:slow", "card_back:blue", "colour_blind_aids:True",
                 "learning_aids:False", "four_colour_french:True", "default_ai_level:random"):
        ui.click_target(app, name)
    ui.click_target(app, "window_size:1024x640")
    assert app.screen.get_size() == (1024, 640)  # applied at once, no restart
    assert back_style() == "blue" and app.settings.speed == 1.6
    ui.click_target(app, "field:player_name")
    ui.type_text(app, "Maitex")
    ui.key(app, pygame.K_BACKSPACE)
    stored = yaml.safe_load(settings_path().read_text())
    assert stored == {"window_size": "1024x640", "fullscreen": False, "animation_speed": "slow",
                      "card_back": "blue", "four_colour_french": True,
                      "colour_blind_aids": True, "learning_aids": False,
                      "default_ai_level": "random", "player_name": "Maite", "volume": 50,
                      "muted": False, "risk_readout": True, "rank_reminder": True,
                      "hand_aid": True, "prompt_all_humans": False,
                      "claim_timeout_seconds": 0, "language": ""}
    assert not list(config_dir().glob("*.tmp")), "written atomically (no temp file left)"
    ui.key(app, pygame.K_ESCAPE)  # leaves the name field...
    assert isinstance(app.scenes.top, SettingsScene)
    ui.key(app, pygame.K_ESCAPE)  # ...and then the screen
    assert isinstance(app.scenes.top, MenuScene)
    app.close()

    again = make_app(size=None, from_file=True)
    s = again.settings
    assert (s.animation_speed, s.card_back, s.colour_blind_aids, s.learning_aids,
            s.four_colour_french, s.default_ai_level, s.player_name) == \
        ("slow", "blue", True, False, True, "random", "Maite")
    assert again.screen.get_size() == (1024, 640) and not again.notices
    again.open("table", "pocha", players=4, seed=2)
    table = again.scenes.top
    assert table.runner.names[0] == "Maite"  # instead of "You"
    assert table.runner.levels[1:] == ["random"] * 3  # the default opponents' level


def test_a_broken_settings_file_gives_defaults_a_notice_and_is_set_aside(make_app, ui):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("animation_speed: warp\ncard_back: blue\nsound: true\n")
    app = make_app(from_file=True)
    assert app.settings.animation_speed == "normal"  # the default, not "warp"
    assert app.settings.card_back == "blue"  # the good value is kept
    notice = " ".join(app.notices)
    for words in (str(path), "animation_speed", "off, fast, normal, slow", "sound",
                  "is not a setting"):
        assert words in notice, words
    aside = list(path.parent.glob("settings.yaml.broken-*"))
    assert len(aside) == 1 and "warp" in aside[0].read_text()  # kept, never deleted
    assert yaml.safe_load(path.read_text())["animation_speed"] == "normal"
    app.open("menu")
    app.step()
    menu = app.scenes.top
    assert menu.target_rect("notice") is not None  # said on screen
    ui.click_target(app, "button:notice_ok")
    assert menu.target_rect("notice") is None and not app.notices


def test_a_settings_file_that_is_not_yaml_starts_on_all_defaults(make_app):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("animation_speed: [slow\n")
    app = make_app(from_file=True)
    assert app.settings.stored() == type(app.settings)().stored()
    assert "not valid YAML" in app.notices[0] and str(path) in app.notices[0]
    assert list(path.parent.glob("settings.yaml.broken-*"))


def _human_turn(app, ui, phase):
    from cardgames.ui.demo import handover

    app.demo_handover = handover(phase, 1)
    app.autoplay = True
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=6000)
    return app.scenes.top


def test_learning_aids_off_lights_nothing_and_the_engine_still_refuses(make_app, ui):
    app = make_app()
    app.settings.learning_aids = False
    table = _human_turn(app, ui, "mid-trick")
    app.step()
    assert table.table.hand.legal is None  # nothing dimmed, nothing raised
    state = table.runner.state
    illegal = next(c for c in table.table.hand.cards if not state.is_legal(f"play:{c}"))
    before = state.to_json()
    table.submit(f"play:{illegal}")
    assert state.to_json() == before and table.toast.kind == REFUSAL
    app.settings.learning_aids = True
    app.step()
    assert table.table.hand.legal  # lit again at once


def test_colour_blind_aids_mark_unplayable_cards_and_the_trump_suit(make_app, ui):
    app = make_app()
    app.settings.colour_blind_aids = True
    table = _human_turn(app, ui, "mid-trick")
    app.step()
    hand = table.table.hand
    assert hand.shape_cues and hand.legal and set(hand.cards) - hand.legal
    assert table.table.trump.suit_glyph is not None
    app.settings.colour_blind_aids = False
    app.step()
    assert not hand.shape_cues and table.table.trump.suit_glyph is None


def test_without_learning_aids_the_forbidden_bid_is_refused_by_the_engine(make_app, ui):
    app = make_app()
    app.settings.learning_aids = False
    app.demo_handover = lambda s: s.current_player == 0 and s.view(0)["extra"]["forbidden_bid"] is not None
    app.autoplay = True
    app.open("table", "pocha", players=4, preset="max_only", seed=11)
    ok = ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                       and app.scenes.top.input_ready, frames=20000)
    assert ok
    table = app.scenes.top
    app.step()
    forbidden = table.runner.view()["extra"]["forbidden_bid"]
    button = f"button:bid:{forbidden}"
    assert table.target_rect(button) is not None
    assert all(b.enabled for b in table.table.bar.buttons)  # no bid looks barred
    before = table.runner.state.to_json()
    ui.click_target(app, button)
    assert table.runner.state.to_json() == before
    assert table.toast.kind == REFUSAL and table.toast.message


def test_settings_from_the_pause_menu_apply_to_the_table_beneath(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, seed=2)
    app.step()
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    ui.click_target(app, "button:settings")
    ui.click_target(app, "animation_speed:fast")
    ui.click_target(app, "button:back")
    assert isinstance(app.scenes.top, PauseScene)
    assert app.settings.animation_speed == "fast"
    assert app.scenes.find(TableScene).table.speed == 0.5
    assert yaml.safe_load(settings_path().read_text())["animation_speed"] == "fast"


def test_full_screen_from_the_settings_and_back_to_the_same_window(make_app, ui):
    app = make_app(size=(1100, 700), from_file=True)
    open_settings_from_menu(app, ui)
    ui.click_target(app, "fullscreen:True")
    assert app.fullscreen and yaml.safe_load(settings_path().read_text())["fullscreen"] is True
    assert app.scenes.top.target_rect("fullscreen:True") is not None  # laid out again
    ui.click_target(app, "fullscreen:False")
    assert not app.fullscreen and app.screen.get_size() == (1100, 700)
