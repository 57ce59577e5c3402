"""Every setup row is on screen at the smallest window (issue: at 800x640 only the match's
column and one column of options fit, and the last rows fell off the bottom:
Jjak-ma-tcho-ki lost "Long three" and "Back of the tiles", Tien Gow seven rows, Tiu-u and
Tsung-shap "Back of the tiles"; and at every size Latxa's last group, "Deck", was left out
because a group's heading in the last column was held to the balanced bottom).

Now the option groups flow into the first column below its own sections when the other
columns do not hold them, and a form that still could not fit scrolls.  Checked for every
game, in English, Spanish and Basque, at 800x640 and 1024x640, with the game's default
number of players and with the most: every option has its row, every label and control
lies inside the window, above the help line and the buttons, and none overlaps another."""

from __future__ import annotations

import dataclasses
import itertools
import warnings

import pygame
import pytest

from cardgames.games import GAME_IDS
from cardgames.ui.scenes.setup import SetupScene

SIZES = ((800, 640), (1024, 640))
LANGUAGES = ("en", "es", "eu")


def player_counts(setup: SetupScene) -> list[int]:
    spec = setup.model.schema.options.get("players")
    if spec is None:
        return [setup.model.players]
    allowed = list(spec.allowed) if spec.allowed else list(range(spec.min, spec.max + 1))
    return list(dict.fromkeys([setup.model.players, max(allowed)]))


def element_rects(setup: SetupScene) -> list[tuple[str, pygame.Rect]]:
    """Every label and control of the form, named."""
    rects = [(f"label {label.text!r}", pygame.Rect(label.rect)) for label in setup.labels]
    for key, row in setup.rows.items():
        rects += [(f"{key}[{i}]", pygame.Rect(e.rect)) for i, e in enumerate(row.elements)]
    rects += [(name, pygame.Rect(e.rect)) for name, e in
              (("name entry", setup.name_entry), ("save", setup.save_button)) if e is not None]
    return rects


def layout_problems(setup: SetupScene) -> list[str]:
    m = setup.metrics
    window = pygame.Rect(0, 0, m.width, m.height)
    problems = [f"no row for {spec.key}" for spec in setup.model.options
                if spec.key not in setup.rows]
    problems += [f"{key}: no label" for key, row in setup.rows.items()
                 if not any(lab.rect.topleft == row.rect.topleft for lab in setup.labels)]
    # the help line: a long one, drawn, shows where the footer box goes
    setup.help_text = " ".join(["A long explanation of what the option does."] * 6)
    setup.draw(pygame.Surface(m.size))
    footer = pygame.Rect(setup.problem_rect)
    assert footer.width, "the help line is shown"
    buttons = [setup.back.rect, setup.start.rect]
    rects = element_rects(setup)
    for name, rect in rects:
        if not window.contains(rect):
            problems.append(f"{name} {tuple(rect)} outside the window")
        if rect.bottom > min(b.top for b in buttons):
            problems.append(f"{name} {tuple(rect)} reaches the buttons")
        if rect.colliderect(footer):
            problems.append(f"{name} {tuple(rect)} under the help line {tuple(footer)}")
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        if ra.colliderect(rb):
            problems.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_row_is_on_screen_and_none_overlaps(make_app, size, lang):
    app = make_app(size=size, language=lang)
    problems = []
    for game in GAME_IDS:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            app.open("setup", game)
            app.step(1 / 60)
            setup = app.scenes.top
            assert isinstance(setup, SetupScene)
            for players in player_counts(setup):
                if players != setup.model.players:
                    setup.model.set("players", players)
                    setup._build()
                assert not setup.overflow and setup.scroll_max == 0, (game, players)
                problems += [f"{game} ({players} players): {p}"
                             for p in layout_problems(setup)]
        problems += [f"{game}: {w.message}" for w in caught
                     if "too small for text" in str(w.message)]
        app.scenes.pop()
    assert problems == []


def test_a_small_window_flows_options_into_the_first_column_only_when_needed(make_app):
    """At 800x640 Jjak-ma-tcho-ki's options go below "Save as house rules" too (each in
    a column whose controls share one start); Pocha's fit beside the match as before."""
    app = make_app(size=(800, 640))
    app.open("setup", "jjak_ma_tcho_ki")
    app.step(1 / 60)
    setup = app.scenes.top
    first_x = setup.rows["preset"].rect.x
    below = [key for key, row in setup.rows.items()
             if row.rect.x == first_x and key in setup.model.schema.options]
    assert below, "some options are in the first column"
    save_bottom = setup.name_entry.rect.bottom
    assert all(setup.rows[key].rect.top > save_bottom for key in below)
    offsets = {row.elements[0].rect.x - row.rect.x for row in setup.rows.values()
               if row.rect.x == first_x}
    assert len(offsets) == 1, offsets
    app.scenes.pop()
    app.open("setup", "pocha")
    app.step(1 / 60)
    setup = app.scenes.top
    first_x = setup.rows["preset"].rect.x
    assert not any(row.rect.x == first_x for key, row in setup.rows.items()
                   if key in setup.model.schema.options)


def crowded(setup: SetupScene, copies: int, monkeypatch) -> None:
    """Give the form ``copies`` more of every option (new keys), more than fits (the
    schema is shared: the clones leave it with the test)."""
    schema = setup.model.schema
    for n in range(copies):
        for spec in list(schema.options.values()):
            if "~" in spec.key or spec.key == "players":
                continue
            clone = dataclasses.replace(spec, key=f"{spec.key}~{n}",
                                        group=f"{spec.group or 'Rules'} {n + 2}")
            monkeypatch.setitem(schema.options, clone.key, clone)
            setup.model.values[clone.key] = setup.model.values.get(spec.key)
    setup._build()


def wheel(app, y):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y), touch=False)])


def key(app, code):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0)])


def test_a_form_that_cannot_fit_scrolls_and_shows_every_row_on_the_way(make_app, monkeypatch):
    app = make_app(size=(800, 640))
    app.open("setup", "tien_gow")
    app.step(1 / 60)
    setup = app.scenes.top
    crowded(setup, 2, monkeypatch)
    keys = set(setup.model.schema.options)
    assert setup.scroll_max > 0 and setup.scroll == 0
    band_top, band_bottom = setup.view
    seen: set[str] = set()

    def look() -> None:
        for row in setup.rows.values():  # a row drawn lies wholly in the form's band
            for element in row.elements:
                assert band_top <= element.rect.top and element.rect.bottom <= band_bottom
        for label in setup.labels:
            assert band_top <= label.rect.top and label.rect.bottom <= band_bottom
        seen.update(k for k in setup.rows if k in keys)

    look()
    assert seen != keys, "some rows wait below"
    first = setup.rows["players"].rect.y
    wheel(app, -1)  # the wheel towards the player scrolls down
    assert setup.scroll > 0
    assert "players" not in setup.rows or setup.rows["players"].rect.y < first
    look()
    while setup.scroll < setup.scroll_max:
        before = setup.scroll
        key(app, pygame.K_PAGEDOWN)
        assert setup.scroll > before
        look()
    assert seen == keys, sorted(keys - seen)
    wheel(app, 1)
    assert setup.scroll < setup.scroll_max
    key(app, pygame.K_HOME)
    assert setup.scroll == 0 and setup.rows["players"].rect.y == first


def test_the_name_typed_survives_scrolling_out_of_sight(make_app, monkeypatch):
    app = make_app(size=(800, 640))
    app.open("setup", "tien_gow")
    app.step(1 / 60)
    setup = app.scenes.top
    crowded(setup, 2, monkeypatch)
    setup.name_entry.set_text("Friday")
    key(app, pygame.K_END)
    assert setup.scroll == setup.scroll_max
    assert setup.name_entry is None, "the field scrolled away"
    key(app, pygame.K_HOME)
    assert setup.name_entry.get_text() == "Friday"
