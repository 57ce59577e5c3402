"""A ``multi`` option on the setup screen (Jjak-ma-tcho-ki's pair systems): one toggle per
system with its label, wrapped inside its column at 1024x640 in every language; a click
or Space turns one on or off, the last one on stays on (and the line above the buttons
says why); Tab / Shift+Tab and the arrows move the keyboard along the toggles; the match
starts with the systems chosen."""

from __future__ import annotations

import warnings

import pygame
import pytest
from table_helpers import press as key

import cardgames
from cardgames.core.i18n import game_text
from cardgames.ui import style
from cardgames.ui.scenes.setup import ON_MARK, SetupScene
from cardgames.ui.setup_model import SetupModel

GAME = "jjak_ma_tcho_ki"
SYSTEMS = ["chinese", "korean", "identical", "sum12", "consecutive_doubles"]


def open_setup(make_app, lang="en", size=(1024, 640)):
    app = make_app(size=size, language=lang)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.open("setup", GAME)
        app.step(1 / 60)
    clipped = [str(w.message) for w in caught if "too small for text" in str(w.message)]
    assert not clipped, clipped
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return app, setup


def toggle(setup, item):
    row = setup.rows["pair_rules"]
    return row.elements[row.items.index(item)]


# --- the model -----------------------------------------------------------------------------

def test_the_model_toggles_a_system_and_keeps_the_last_one_on():
    model = SetupModel(GAME)
    assert model.values["pair_rules"] == ["chinese"]
    assert model.toggle("pair_rules", "sum12") is True
    assert model.values["pair_rules"] == ["chinese", "sum12"]
    assert model.overrides() == {"pair_rules": ["chinese", "sum12"]}
    assert model.toggle("pair_rules", "chinese") is True
    assert model.values["pair_rules"] == ["sum12"]
    assert model.toggle("pair_rules", "sum12") is False  # the last one stays on
    assert model.values["pair_rules"] == ["sum12"]
    assert model.toggle("pair_rules", "french") is False
    assert model.toggle("no_heaven_third_pair", "chinese") is False  # not a multi
    assert model.problems() == []
    config = model.config()
    game = cardgames.create(GAME, preset=config.preset, rules=config.rules)
    assert game.pair_rules == ("sum12",)


def test_a_preset_and_older_preselected_rules_give_the_list():
    model = SetupModel(GAME)
    model.set_preset("mixed")
    assert model.values["pair_rules"] == ["chinese", "sum12", "consecutive_doubles"]
    assert model.overrides() == {}
    model.preselect(rules={"pair_rules": "korean+chinese"})
    assert model.values["pair_rules"] == ["chinese", "korean"]
    model.preselect(rules={"pair_rules": ["nope"]})  # refused: nothing changes
    assert model.values["pair_rules"] == ["chinese", "korean"]


def test_house_rules_saved_from_the_toggles_load_back(make_app):
    app, setup = open_setup(make_app)
    model = setup.model
    model.toggle("pair_rules", "identical")
    model.toggle("pair_rules", "chinese")
    model.save("Only copies")
    again = SetupModel(GAME)
    rules = next(r for r in again.house_rules if r.name == "Only copies")
    assert rules.options == {"pair_rules": ["identical"]}
    again.apply_house_rules(rules)
    assert again.values["pair_rules"] == ["identical"] and not again.load_problems
    assert again.rules_name() == "house: Only copies"


# --- the screen ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es", "eu"])
def test_one_toggle_per_system_fits_its_column_at_1024x640(make_app, lang):
    app, setup = open_setup(make_app, lang)
    assert not setup.overflow
    row = setup.rows["pair_rules"]
    assert row.kind == "multi" and row.items == SYSTEMS
    spec = setup.model.schema.options["pair_rules"]
    words = [game_text(GAME, spec.labels[s]) for s in SYSTEMS]
    assert len(set(words)) == 5
    shown = list(row.values)
    for word, text in zip(words, shown, strict=True):  # its own label, or its start
        assert text == word or (text.endswith("\u2026") and word.startswith(text[:-1].rstrip()))
    rects = [e.rect for e in row.elements]
    screen = pygame.Rect(0, 0, 1024, 640)
    for i, rect in enumerate(rects):
        assert row.rect.contains(rect), (lang, SYSTEMS[i], rect, row.rect)
        assert screen.contains(rect)
        assert rect.x >= row.elements[0].rect.x  # all in the control's room
        for other in rects[i + 1:]:
            assert not rect.colliderect(other), (lang, rect, other)
    # no other row overlaps it
    for key_, other in setup.rows.items():
        if key_ != "pair_rules":
            assert not other.rect.colliderect(row.rect), (lang, key_)
    # the default: only Chinese on, marked
    on = [e.text.startswith(ON_MARK) for e in row.elements]
    assert on == [True, False, False, False, False]
    assert "pair_rules" not in [r.key for r in setup.rows.values() if r.kind == "choice"]


def test_clicking_toggles_and_the_last_one_stays_on(make_app, ui):
    app, setup = open_setup(make_app)
    ui.click(app, toggle(setup, "korean").rect.center)
    assert setup.model.values["pair_rules"] == ["chinese", "korean"]
    assert toggle(setup, "korean").text.startswith(ON_MARK)
    ui.click(app, toggle(setup, "chinese").rect.center)
    assert setup.model.values["pair_rules"] == ["korean"]
    assert not toggle(setup, "chinese").text.startswith(ON_MARK)
    assert setup.status == ""
    ui.click(app, toggle(setup, "korean").rect.center)  # the last one: refused
    assert setup.model.values["pair_rules"] == ["korean"]
    assert toggle(setup, "korean").text.startswith(ON_MARK)
    assert setup.status_is_problem and "at least one" in setup.status
    assert setup.start.enabled  # a refused click is no problem for the match
    ui.click(app, toggle(setup, "sum12").rect.center)  # a change clears the notice
    assert setup.model.values["pair_rules"] == ["korean", "sum12"] and setup.status == ""


def test_the_keyboard_works_the_toggles(make_app):
    app, setup = open_setup(make_app)
    assert setup.focused_toggle() is None
    order = setup.focus_order()
    assert order[0] == ("preset", None)  # every control is reached, the match's first
    key(app, pygame.K_TAB)
    assert setup.toggle_focus == ("preset", None)
    for _ in range(order.index(("pair_rules", "chinese"))):
        key(app, pygame.K_TAB)
    assert setup.toggle_focus == ("pair_rules", "chinese")
    assert setup.focused_toggle() is toggle(setup, "chinese")
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert setup.toggle_focus == ("pair_rules", "identical")
    key(app, pygame.K_SPACE)
    assert setup.model.values["pair_rules"] == ["chinese", "identical"]
    assert setup.focused_toggle() is toggle(setup, "identical")  # kept over the rebuild
    key(app, pygame.K_TAB, shift=True)
    key(app, pygame.K_LEFT)
    assert setup.toggle_focus == ("pair_rules", "chinese")
    key(app, pygame.K_SPACE)
    assert setup.model.values["pair_rules"] == ["identical"]
    for _ in range(order.index(("pair_rules", "identical")) - order.index(
            ("pair_rules", "chinese"))):
        key(app, pygame.K_TAB)
    assert setup.toggle_focus == ("pair_rules", "identical")
    key(app, pygame.K_SPACE)  # identical, the only one on: stays
    assert setup.model.values["pair_rules"] == ["identical"]
    assert "at least one" in setup.status
    # the focused toggle's row is explained in the help line (the mouse is elsewhere)
    app.step(1 / 60)
    assert setup.help_text == setup.rows["pair_rules"].help
    assert "\u201cDoubles one apart\u201d" in setup.help_text
    # and the focus is drawn
    surface = pygame.Surface((1024, 640))
    setup.draw(surface)
    ring = setup.focused_toggle().rect.inflate(setup.metrics.px(6), setup.metrics.px(6))
    assert tuple(surface.get_at(ring.midtop))[:3] == tuple(style.GOLD[:3])


def test_space_types_in_a_text_field_and_toggles_nothing(make_app, ui):
    app, setup = open_setup(make_app)
    key(app, pygame.K_TAB)
    ui.click(app, setup.name_entry.rect.center)
    ui.type_text(app, "a b")
    key(app, pygame.K_SPACE)
    assert setup.model.values["pair_rules"] == ["chinese"]
    assert setup.name_entry.get_text().startswith("a b")


def test_the_match_starts_with_the_systems_chosen(make_app, ui):
    from cardgames.ui.scenes.table import TableScene

    app, setup = open_setup(make_app)
    ui.click(app, toggle(setup, "consecutive_doubles").rect.center)
    ui.click(app, toggle(setup, "sum12").rect.center)
    ui.click_target(app, "button:start")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.runner.game.pair_rules == ("chinese", "sum12", "consecutive_doubles")
    assert table.runner.game.options["pair_rules"] == ["chinese", "sum12", "consecutive_doubles"]


def test_a_toggle_can_be_named_as_a_target(make_app):
    app, setup = open_setup(make_app)
    assert setup.target_rect("option:pair_rules:korean") == toggle(setup, "korean").rect
    assert setup.target_rect("option:pair_rules") == toggle(setup, "chinese").rect
    assert setup.target_rect("option:pair_rules:french") is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (2560, 1080), (800, 1000)])
@pytest.mark.parametrize("lang", ["en", "eu"])
def test_the_toggles_leave_every_option_a_row(make_app, size, lang):
    """The toggles' lines are reserved in the column they start in: at 2560x1080 in
    Basque, moving all five lines whole to the next column pushed the last rows off."""
    app, setup = open_setup(make_app, lang, size)
    assert not setup.overflow
    assert set(setup.rows) >= set(setup.model.schema.options)
    bottom = max(row.rect.bottom for row in setup.rows.values())
    assert bottom <= size[1] - setup.metrics.px(120)


def test_house_rules_files_with_the_older_text_or_junk_pair_systems(make_app):
    from cardgames.core.userfiles import house_rules_dir

    folder = house_rules_dir(GAME)
    folder.mkdir(parents=True)
    (folder / "old.yaml").write_text(f"game: {GAME}\nname: Old\noptions:\n"
                                     "  pair_rules: sum12+korean\n", encoding="utf-8")
    (folder / "junk.yaml").write_text(f"game: {GAME}\nname: Junk\noptions:\n"
                                      "  pair_rules: [[korean], {a: 1}]\n", encoding="utf-8")
    app, setup = open_setup(make_app)
    names = [r.name for r in setup.model.house_rules]
    assert "Old" in names
    problems = "\n".join(str(p) for p in setup.model.load_problems)
    assert "junk.yaml" in problems and "pair_rules" in problems and "old.yaml" not in problems
    old = next(r for r in setup.model.house_rules if r.name == "Old")
    setup.model.apply_house_rules(old)
    setup._build()
    assert setup.model.values["pair_rules"] == ["korean", "sum12"]
    on = [item for item, e in zip(setup.rows["pair_rules"].items,
                                  setup.rows["pair_rules"].elements, strict=True)
          if e.text.startswith(ON_MARK)]
    assert on == ["korean", "sum12"]
