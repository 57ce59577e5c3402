"""Every odd name, cleaned, draws with the program's real fonts -- and raw text that
draws as nothing can't crash the text renderer either."""

from __future__ import annotations

import pygame
import pytest

from cardgames.core.names import clean_name
from cardgames.ui import text
from cardgames.ui.settings import UiSettings

ODD = ["\u200b", "\u200b\u200c\u200d\ufeff", "\u0301", "\ufe0f", "\u3164", "\u00ad",
       "\U000e0041", "a\x00b", "\u202eevil", "", "Ane\u0301", "x" * 500, "\U0001F600",
       "\u2800", "\ue000", "\u0e3a"]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((200, 100))
    yield
    text.clear_cache()


@pytest.mark.parametrize("raw", ODD)
@pytest.mark.parametrize("bold", [False, True])
def test_a_cleaned_name_draws_with_ink(raw, bold):
    name = clean_name(raw, "You")
    surface = text.render(name, 18, (255, 255, 255), bold=bold)
    assert surface.get_width() > 0
    assert pygame.mask.from_surface(surface).count() > 0  # something visible was drawn


@pytest.mark.parametrize("raw", ODD)
def test_raw_text_never_crashes_the_renderer(raw):
    text.render(raw, 18, (255, 255, 255))  # a notice or a file name may hold anything


def test_the_settings_name_is_cleaned_where_it_enters():
    assert UiSettings(player_name="\u200b\u200b").display_name == "You"
    assert UiSettings(player_name=" \ufe0fMaite\u200d ").player_name == "Maite"


def test_a_name_typed_of_invisible_characters_never_crashes_a_later_start(make_app, ui):
    from cardgames.ui.scenes.table import TableScene

    app = make_app(from_file=True)
    app.open("settings")
    app.step()
    ui.click_target(app, "field:player_name")
    ui.type_text(app, "\u200b\ufe0f\u0301\u3164")  # draws as nothing
    for _ in range(3):
        app.step()
    assert app.settings.display_name == "You"
    app.close()
    again = make_app(from_file=True)  # the next start reads what was written
    again.open("table", "pocha", players=4, seed=2)
    for _ in range(5):
        again.step()
    table = again.scenes.top
    assert isinstance(table, TableScene) and table.runner.names[0] == "You"
    assert not again.notices
