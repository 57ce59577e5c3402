"""The table in every language: switched on the settings screen without a restart, chosen
for a run by --lang or CARDGAMES_LANG, and laid out so that no label overflows its control
at 1024x640 -- Basque and Spanish words are longer than English ones."""

from __future__ import annotations

import warnings

import pygame
import pytest
import yaml

from cardgames.core.i18n import LANGUAGES, language, set_language
from cardgames.ui import text
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.settings import SettingsScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.scenes.tutorial import TutorialScene
from cardgames.ui.settings_file import settings_path
from cardgames.ui.tutorial.script import action_target
from cardgames.ui.widgets.button import QUIET, Button
from cardgames.ui.widgets.segmented import Segmented

SMALL = (1024, 640)
#: attributes that lead back up (the app) or into callables: not searched for buttons
SKIP = {"app", "scene", "runner", "on_click", "on_change", "manager", "metrics"}


def buttons_of(root, depth: int = 4) -> list[Button]:
    """Every Button reachable from ``root``'s attributes (through lists and dicts)."""
    found: dict[int, Button] = {}
    seen: set[int] = set()

    def walk(obj, level):
        if id(obj) in seen or level > depth:
            return
        seen.add(id(obj))
        if isinstance(obj, Button):
            found[id(obj)] = obj
        elif isinstance(obj, list | tuple | set):
            for item in obj:
                walk(item, level + 1)
        elif isinstance(obj, dict):
            for item in obj.values():
                walk(item, level + 1)
        elif hasattr(obj, "__dict__") and type(obj).__module__.startswith("cardgames"):
            for name, value in vars(obj).items():
                if name not in SKIP:
                    walk(value, level + 1)

    walk(root, 0)
    return list(found.values())


def overflowing(buttons: list[Button], metrics) -> list[str]:
    """The buttons whose label, at the size the button draws it, is wider than the button
    (the button would shrink it to fit: the layout is what must leave room)."""
    out = []
    for button in buttons:
        if not button.visible or button.rect.width <= 0 or not button.label:
            continue
        px = button.text_px or (metrics.small_px if button.kind == QUIET else metrics.body_px)
        width = text.size(button.label, px, button.kind != QUIET)[0]
        room = button.rect.width - metrics.px(8)
        if width > room:
            out.append(f"{button.name}: {button.label!r} is {width} px in {room} px")
    return out


def open_scene(app, ui, scene: str):
    """Open ``scene`` at the menu, and for the table wait until the human is asked to bid
    (the bid buttons are up); the tutorial at its first action step."""
    if scene == "tutorial":
        app.open("tutorial", "pocha", start_at="bid-one")
        top = app.scenes.top
        assert ui.step_until(app, lambda: top.panel.visible and top.step_ready, frames=2000)
    elif scene == "table":
        app.open("table", "pocha", players=5, seed=4, preset="max_only")
        top = app.scenes.top
        assert ui.step_until(app, lambda: top.input_ready, frames=3000)
    else:
        app.open(scene, "pocha")
    for _ in range(3):
        app.step(1 / 60)
    return app.scenes.top


# --- switching ----------------------------------------------------------------------------------
def test_switching_the_language_on_the_settings_screen_relabels_the_menu_at_once(make_app, ui):
    app = make_app(from_file=True)
    app.open("menu")
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.buttons[0].label == "Play"
    ui.click_target(app, "button:settings")
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    ui.click_target(app, "language:eu")
    assert language() == "eu"
    # the settings screen itself speaks Basque at once, and the file keeps the choice
    assert [row.label for row in settings.rows][:2] == ["Hizkuntza", "Leihoaren tamaina"]
    assert yaml.safe_load(settings_path().read_text())["language"] == "eu"
    ui.click_target(app, "button:back")
    assert app.scenes.top is menu  # the same menu, no restart
    assert [b.label for b in menu.buttons] == ["Jokatu", "Jokatzen ikasi", "Arauak",
                                               "Estatistikak", "Ezarpenak", "Irten"]
    ui.click_target(app, "button:settings")
    ui.click_target(app, "language:es")
    ui.click_target(app, "button:back")
    assert menu.buttons[0].label == "Jugar" and menu.buttons[5].label == "Salir"
    assert isinstance(app.scenes.top, MenuScene)
    # the choice is kept for next time: a new App starts in Spanish
    app.close()
    set_language("en")
    again = make_app(from_file=True)
    again.open("menu")
    assert language() == "es" and again.scenes.top.buttons[0].label == "Jugar"


def test_switching_from_the_pause_menu_relabels_the_table_beneath(make_app, ui):
    app = make_app(SMALL)
    app.open("table", "pocha", players=4, seed=2)
    table = app.scenes.top
    assert ui.step_until(app, lambda: table.input_ready, frames=3000)
    ui.key(app, pygame.K_ESCAPE)
    ui.click_target(app, "button:settings")
    ui.click_target(app, "language:eu")
    ui.click_target(app, "button:back")
    pause = app.scenes.top
    assert [b.label for b in pause.focus.buttons][:3] == ["Jarraitu", "Arauak", "Ezarpenak"]
    ui.click_target(app, "button:resume")
    assert app.scenes.top is table
    app.step(1 / 60)
    labels = [b.label for b in buttons_of(table)]
    assert "\u2630  Menua" in labels and "Aholkua (H)" in labels, labels


@pytest.mark.parametrize("bad", ["klingon", 7])
def test_an_unknown_language_in_the_settings_file_is_said_and_english_used(make_app, bad):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(yaml.safe_dump({"language": bad}))
    app = make_app(from_file=True)
    app.open("menu")
    assert language() == "en"
    assert any("language" in n and "en, es, eu" in n for n in app.notices), app.notices
    assert app.scenes.top.buttons[0].label == "Play"


def test_the_variable_and_the_flag_choose_the_language_of_a_run(make_app, monkeypatch):
    monkeypatch.setenv("CARDGAMES_LANG", "eu")
    app = make_app(from_file=True)
    app.open("menu")
    assert app.scenes.top.buttons[0].label == "Jokatu"
    flagged = make_app(from_file=True, language="es")
    flagged.open("menu")
    assert flagged.scenes.top.buttons[0].label == "Jugar"
    wrong = make_app(from_file=True, language="zz")
    wrong.open("menu")
    assert language() == "en" and any("--lang: 'zz'" in n for n in wrong.notices)


# --- layout ------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("scene", ["menu", "choose", "setup", "settings", "table", "tutorial"])
def test_no_label_overflows_its_control_at_1024x640(make_app, ui, code, scene):
    app = make_app(SMALL, language=code)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        top = open_scene(app, ui, scene)
    assert language() == code
    m = app.metrics
    buttons = buttons_of(top)
    assert buttons, "no buttons found"
    problems = overflowing(buttons, m)
    # pygame_gui's labels (the setup form) warn when their text doesn't fit
    problems += [str(w.message) for w in caught if "too small" in str(w.message)]
    if isinstance(top, SettingsScene):
        label_w = min(r.control.buttons[0].rect.x if isinstance(r.control, Segmented)
                      else r.control.rect.x for r in top.rows) - top.rows[0].rect.x
        for row in top.rows:
            for words, px, bold in ((row.label, m.body_px, True), (row.short, m.small_px, False)):
                width = text.size(words, px, bold)[0]
                if width > label_w - m.px(6):
                    problems.append(f"{row.key}: {words!r} is {width} px in {label_w} px")
    if isinstance(top, TableScene):
        for panel in top.table.seat_panels:
            if panel.rect.width and text.size(panel.name, m.body_px, True)[0] > panel.rect.width:
                problems.append(f"seat {panel.name!r} wider than its panel")
    if scene == "table":
        assert any(b.name == "button:bid:2" and b.visible for b in buttons)
    if scene == "tutorial":
        assert isinstance(top, TutorialScene) and top.panel.visible
        assert app.screen.get_rect().contains(top.panel.rect)
    assert problems == [], problems
    wide = [t for t in (top.title if hasattr(top, "title") and isinstance(top.title, str) else "",)
            if t and text.size(t, m.title_px, True)[0] > m.width]
    assert wide == []


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("scene", ["setup", "table"])
def test_bourres_labels_fit_at_1024x640(make_app, ui, code, scene):
    """Bourré's house rules and its Pass / Stand pat / Draw buttons, in every language."""
    app = make_app(SMALL, language=code)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if scene == "table":
            app.open("table", "bourre", players=5, seed=3)
            top = app.scenes.top
            assert ui.step_until(app, lambda: top.input_ready, frames=3000)
        else:
            app.open(scene, "bourre")
        for _ in range(3):
            app.step(1 / 60)
    top = app.scenes.top
    buttons = buttons_of(top)
    if scene == "table":
        assert any(b.name == "button:pass" and b.visible for b in buttons), \
            [b.name for b in buttons]
    problems = overflowing(buttons, app.metrics)
    problems += [str(w.message) for w in caught if "too small" in str(w.message)]
    assert problems == [], problems


# --- the tutorial in every language -----------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["pocha", "bourre"])
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_whole_tutorial_in_every_language(make_app, ui, code, game_id):
    """The lesson clicked through as a learner would, its panel in the language chosen,
    each step's words those of ``tutorial.<lang>.yaml``; the moves and scores never change."""
    from cardgames.catalog import CATALOG
    from cardgames.core.tutorial import load_tutorial

    app = make_app(SMALL, language=code)
    app.open("tutorial", game_id)
    scene = app.scenes.top
    words = load_tutorial(game_id, CATALOG, code)
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
        app.step(1 / 60)
        step = scene.tutor.step
        seen.append(step.id)
        expected = next(s for s in words.steps if s.id == step.id)
        assert scene.panel.content.text == expected.text
        assert scene.panel.content.title == words.title
        assert app.screen.get_rect().contains(scene.panel.rect)
        assert overflowing(scene.panel.buttons(), app.metrics) == []
        if step.expect is not None and step.expect.verb == "draw":  # Bourré: pick, then Draw
            for code in step.expect.args:
                ui.click(app, scene.visible_target_rect(f"card:{code}").center)
                app.step(1 / 60)
        name = "button:continue" if step.expect is None else action_target(step.expect)
        if step.expect is not None and step.expect.verb == "draw":
            name = "button:draw"
        rect = scene.visible_target_rect(name)
        assert rect is not None, name
        ui.click(app, rect.center)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in words.steps]
    history = scene.tutor.state.history
    if game_id == "pocha":
        assert history[1]["deltas"] == [15, 10, 15, -5]
    else:
        assert history[0]["scores"] == [22, 16, 19] and history[0]["bourre"] == [1]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_whole_pitch_tutorial_in_every_language(make_app, ui, code):
    """Pitch's lesson clicked through in each language: its words from
    ``tutorial.<lang>.yaml``, the buttons fitting, the hand scored as in English."""
    from cardgames.catalog import CATALOG
    from cardgames.core.tutorial import load_tutorial

    app = make_app(SMALL, language=code)
    app.open("tutorial", "pitch")
    scene = app.scenes.top
    words = load_tutorial("pitch", CATALOG, code)
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
        app.step(1 / 60)
        step = scene.tutor.step
        seen.append(step.id)
        expected = next(s for s in words.steps if s.id == step.id)
        assert scene.panel.content.text == expected.text
        assert scene.panel.content.title == words.title
        assert overflowing(scene.panel.buttons(), app.metrics) == []
        name = "button:continue" if step.expect is None else action_target(step.expect)
        rect = scene.visible_target_rect(name)
        assert rect is not None, name
        ui.click(app, rect.center)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in words.steps]
    assert scene.tutor.state.history[0]["deltas"] == [4, 0, 0]


def test_a_hints_reason_is_said_in_the_players_language():
    """The search words its reason in English (in the AI's process); the table says it again
    in the player's language, cards named as players say them."""
    from cardgames.ui.table.hint_panel import hint_words

    sentence = "Play 3O: you made your bid in 71% of 600 sampled deals with it, 38% with 1O."
    set_language("es")
    heading, reason = hint_words("play:3O", sentence, "spanish", "pocha")
    assert heading == "Pista: juega el 3 de oros"
    assert reason.replace("\u00a0", " ") == ("Acertaste tu petición en el 71% de 600 repartos "
                                             "simulados con esta jugada; 38% con el as de oros.")
    set_language("eu")
    heading, reason = hint_words("bid:1", "Bid 1: it is the only move the rules allow here.",
                                 "spanish", "pocha")
    assert (heading, reason) == ("Aholkua: 1 aurreikusi",
                                 "Hau da arauek hemen uzten duten jokaldi bakarra.")
    odd = "Bid 1: something the table has never seen."
    assert hint_words("bid:1", odd, "spanish", "pocha")[1] == "Something the table has never seen."
