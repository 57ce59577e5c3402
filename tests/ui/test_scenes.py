"""Menu -> choose -> setup -> table by clicks; the setup form; pause; rules; match end."""

from __future__ import annotations

import pygame

from cardgames.ui.scenes.choose_game import ChooseGameScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.menu import MenuScene
from cardgames.ui.scenes.pause import PauseScene
from cardgames.ui.scenes.rules import RulesScene
from cardgames.ui.scenes.setup import SetupScene
from cardgames.ui.scenes.table import TableScene


def top(app):
    return app.scenes.top


def click_target(app, ui, name):
    rect = top(app).target_rect(name)
    assert rect is not None, f"{type(top(app)).__name__} has no {name}"
    ui.click(app, rect.center)
    app.step(1 / 60)  # pygame_gui's own events arrive on the next frame


def choose_in_dropdown(app, ui, setup: SetupScene, key: str, label: str) -> None:
    """Open the drop-down of ``key`` by a click and click its option ``label``."""
    row = setup.rows[key]
    ui.click(app, row.control.rect.center)
    app.step(1 / 60)  # pygame_gui's own events arrive on the next frame
    app.step(1 / 60)
    expanded = row.control.current_state
    items = expanded.options_selection_list.item_list
    item = next(i for i in items if i["text"] == label)
    assert item["button_element"] is not None, "the option is visible"
    ui.click(app, item["button_element"].rect.center)
    for _ in range(3):
        app.step(1 / 60)


def go_to_setup(app, ui) -> SetupScene:
    app.open("menu")
    app.step(1 / 60)
    assert isinstance(top(app), MenuScene)
    click_target(app, ui, "button:play")
    assert isinstance(top(app), ChooseGameScene)
    click_target(app, ui, "game:pocha")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return setup


def test_menu_to_table_by_clicks_with_the_options_chosen(make_app, ui):
    app = make_app()
    setup = go_to_setup(app, ui)
    choose_in_dropdown(app, ui, setup, "preset", "Short game")
    assert setup.model.preset == "short"
    click_target(app, ui, "option:must_trump")
    assert setup.model.values["must_trump"] is False
    assert top(app).rows["must_trump"].control.text == "Off"
    choose_in_dropdown(app, ui, setup, "players", "5")
    assert setup.model.players == 5 and len(setup.model.levels) == 4
    click_target(app, ui, "button:start")
    table = top(app)
    assert isinstance(table, TableScene)
    options = table.runner.game.options
    assert options["length"] == "short" and options["must_trump"] is False
    assert table.runner.game.players == 5


def test_number_stepper_and_deal_schedule_field(make_app, ui):
    app = make_app()
    setup = go_to_setup(app, ui)
    row = setup.rows["exact_bonus"]
    plus = row.elements[2]
    ui.click(app, plus.rect.center)
    assert setup.model.values["exact_bonus"] == 11
    entry = setup.rows["deal_schedule"].control
    ui.click(app, entry.rect.center)
    for ch in "1, 2, 99":
        app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    app.step(1 / 60)
    problems = [str(p) for p in setup.model.problems()]
    assert problems and any("deal_schedule" in p for p in problems)
    assert not setup.start.enabled  # a rule the engine would refuse never starts a match


def test_save_house_rules_and_load_them_back(make_app, ui):
    app = make_app()
    setup = go_to_setup(app, ui)
    click_target(app, ui, "option:must_trump")
    ui.click(app, setup.name_entry.rect.center)
    for ch in "Friday club":
        app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    click_target(app, ui, "button:save")
    assert [r.name for r in setup.model.house_rules] == ["Friday club"]
    assert dict(setup.model.house_rules[0].options) == {"must_trump": False}
    # a fresh setup lists them; choosing them applies them
    setup.model.set_preset("ludoteka")
    setup._build()
    app.step(1 / 60)
    choose_in_dropdown(app, ui, setup, "house", "Friday club")
    assert setup.model.values["must_trump"] is False


def test_a_broken_house_rules_file_is_shown_and_stops_nothing(make_app, ui, tmp_path):
    folder = tmp_path / "config" / "house_rules" / "pocha"
    folder.mkdir(parents=True)
    (folder / "bad.yaml").write_text("game: pocha\nname: Bad\noptions:\n  must_trumpp: yes\n"
                                     "  exact_bonus: -3\n", encoding="utf-8")
    (folder / "garbage.yaml").write_text("{{{ not yaml", encoding="utf-8")
    app = make_app()
    setup = go_to_setup(app, ui)
    problems = [str(p) for p in setup.model.load_problems]
    assert any("must_trumpp" in p for p in problems)
    assert any("garbage" in p for p in problems)
    app.step(1 / 60)
    assert setup.target_rect("problems") is not None  # listed on screen
    assert setup.model.values["exact_bonus"] == 10  # the form is on the defaults
    click_target(app, ui, "button:start")
    assert isinstance(top(app), TableScene)


def test_escape_opens_the_pause_menu_and_quit_goes_to_the_menu(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, preset="max_only", seed=1)
    app.step(1 / 60)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    ui.key(app, pygame.K_ESCAPE)  # Esc again resumes
    assert isinstance(top(app), TableScene)
    click_target(app, ui, "button:menu")
    assert isinstance(top(app), PauseScene)
    click_target(app, ui, "button:rules")
    assert isinstance(top(app), RulesScene)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    click_target(app, ui, "button:quit_to_menu")
    assert isinstance(top(app), MenuScene) and len(app.scenes.stack) == 1


def test_rules_screen_scrolls_with_keys_and_wheel(make_app, ui):
    app = make_app()
    app.open("rules", "pocha")
    app.step(1 / 60)
    app.step(1 / 60)  # the text is laid out once the first frame is shown
    rules = top(app)
    assert isinstance(rules, RulesScene)
    # a reading column (not the window's width), suit symbols inline
    assert rules.box.rect.width <= app.metrics.px(980)
    assert "<img src=" in rules.box.html_text
    if rules._bar() is None:  # the text fits: nothing to scroll
        return
    assert rules.scroll_fraction() == 0.0
    ui.key(app, pygame.K_PAGEDOWN)
    after_page = rules.scroll_fraction()
    assert after_page > 0
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                         precise_x=0.0, precise_y=-2.0, touch=False)])
    assert rules.scroll_fraction() > after_page
    ui.key(app, pygame.K_HOME)
    assert rules.scroll_fraction() == 0.0
    app.resize((1024, 640))
    app.step(1 / 60)
    app.step(1 / 60)
    assert rules.box is not None and app.screen.get_rect().contains(rules.box.rect)


def test_match_end_play_again_and_menu(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "pocha", players=3, rules={"deal_schedule": [1]}, seed=2)
    assert ui.step_until(app, lambda: isinstance(top(app), MatchEndScene), frames=5000)
    click_target(app, ui, "button:play_again")
    assert isinstance(top(app), TableScene)
    assert ui.step_until(app, lambda: isinstance(top(app), MatchEndScene), frames=5000)
    click_target(app, ui, "button:menu")
    assert isinstance(top(app), MenuScene)


def test_learn_to_play_is_disabled_and_says_why_without_tutorials(make_app, ui, monkeypatch):
    """(With a tutorial it opens it: tests/ui/test_tutorial_scene.py.)"""
    import cardgames.ui.scenes.menu as menu

    monkeypatch.setattr(menu, "games_with_tutorials", lambda: [])
    app = make_app()
    app.open("menu")
    app.step(1 / 60)
    learn = next(b for b in top(app).buttons if b.name == "button:learn")
    assert not learn.enabled and learn.reason
    click_target(app, ui, "button:learn")
    assert isinstance(top(app), MenuScene)


def test_f11_toggles_fullscreen_and_back(make_app, ui):
    app = make_app()
    app.open("menu")
    app.step(1 / 60)
    ui.key(app, pygame.K_F11)
    assert app.fullscreen
    ui.key(app, pygame.K_F11)
    assert not app.fullscreen and app.screen.get_size() == (1280, 800)


def test_rules_screen_shows_a_frame_before_laying_the_text_out(make_app):
    """The slow text layout waits for the first frame: the title and the empty column
    show at once (no black or frozen window), the text follows on the next frame."""
    app = make_app()
    app.open("menu")
    app.step(1 / 60)
    rules = app.scenes.push(RulesScene(app, "pocha"))
    assert rules.box is None  # pushing (and laying out) did not build the text
    app.step(1 / 60)
    felt = app.screen.get_at((2, 2))
    assert rules.box is None and felt != (0, 0, 0, 255)
    app.step(1 / 60)
    assert rules.box is not None and rules.box.rect == rules.target_rect("text")
    bar = rules._bar()
    if bar is not None:
        rules.scroll_to(0.5)
        kept = rules.scroll_fraction()
        app.resize((1100, 700))
        app.step(1 / 60)
        app.step(1 / 60)
        assert abs(rules.scroll_fraction() - kept) < 0.05  # the place is kept on a resize
