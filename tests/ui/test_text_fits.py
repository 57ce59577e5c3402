"""Text fits its control, in every language (issue 19).

The setup screen of every game in English, Spanish and Basque at the smallest sizes: every
label, toggle, stepper and drop-down (its shown value and every item of its open list)
either shows its whole text inside its rect or ends in "…" and still fits, measured with
pygame_gui's own font of that element; and no label reaches into its control.
"""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from cardgames.games import GAME_IDS
from cardgames.ui.scenes.setup import SetupScene

LANGUAGES = ("en", "es", "eu")
SMALL_SIZES = ((1024, 640), (800, 640))
ELLIPSIS = "\u2026"


def text_room(element) -> int:
    """The pixels ``element`` has for its text: its width less its padding each side
    (pygame_gui pads left- or right-aligned text; centred text only keeps off the border)."""
    if getattr(element, "text_horiz_alignment", "left") == "center":
        return element.rect.width - 2
    return element.rect.width - 2 * element.text_horiz_alignment_padding


def assert_fits(element, where: str, whole: str | None = None) -> None:
    shown = element.text
    width = element.font.size(shown)[0]
    assert width <= text_room(element), (
        f"{where}: {shown!r} is {width} px wide in {text_room(element)} px")
    if whole is not None and shown != whole:
        assert shown.endswith(ELLIPSIS), f"{where}: {whole!r} cut to {shown!r} with no \u2026"


def set_expanded(dropdown: UIDropDownMenu, expanded: bool) -> None:
    dropdown.current_state.should_transition = True
    dropdown.current_state.target_state = "expanded" if expanded else "closed"


def open_setup(make_app, game: str, lang: str, size):
    app = make_app(size=size, language=lang)
    app.open("setup", game)
    app.step(1 / 60)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return app, setup


@pytest.mark.parametrize("size", SMALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_setup_text_fits_its_control(make_app, game, lang, size):
    app, setup = open_setup(make_app, game, lang, size)
    checked = 0
    for label in setup.labels:
        assert isinstance(label, UILabel)
        assert_fits(label, f"label {label.text!r}")
        checked += 1
    for row in setup.rows.values():
        label = next((lab for lab in setup.labels
                      if lab.rect.topleft == row.rect.topleft), None)
        assert label is not None, f"row {row.key} has no label"
        for element in row.elements:
            assert not label.rect.colliderect(element.rect), (
                f"{row.key}: label {label.rect} overlaps its control {element.rect}")
            assert label.rect.right < element.rect.left, (row.key, label.rect, element.rect)
            if isinstance(element, UIButton):  # a toggle or a stepper's - and +
                assert_fits(element, f"{row.key} button")
                checked += 1
        control = row.control
        if not isinstance(control, UIDropDownMenu):
            continue
        shown = control.current_state.selected_option_button
        assert_fits(shown, f"{row.key} shown value")
        assert shown.text in row.values, (row.key, shown.text)
        set_expanded(control, True)
        app.step(1 / 60)
        listed = control.current_state.options_selection_list
        items = listed.item_list
        assert [i["text"] for i in items] == list(row.values), row.key
        visible = [i["button_element"] for i in items if i["button_element"] is not None]
        assert visible, f"{row.key}: its open list shows nothing"
        sample = visible[0]  # every item of a list has the same width and font
        for item in items:
            width = sample.font.size(item["text"])[0]
            assert width <= text_room(sample), (
                f"{row.key} list item {item['text']!r} is {width} px in {text_room(sample)} px")
            checked += 1
        set_expanded(control, False)
        app.step(1 / 60)
    assert checked > 10


def test_cut_texts_end_in_an_ellipsis_and_say_the_whole_in_the_help(make_app):
    """Tien Gow in Spanish at 1024x640: the long label and drop-down values the players saw
    cut mid-word now end in "…", and hovering the row still gives the whole label."""
    app, setup = open_setup(make_app, "tien_gow", "es", (1024, 640))
    cut_labels = [lab.text for lab in setup.labels if lab.text.endswith(ELLIPSIS)]
    assert cut_labels, "the long Spanish labels are shortened visibly"
    row = setup.rows["six_catches_three"]
    label = next(lab for lab in setup.labels if lab.rect.topleft == row.rect.topleft)
    if label.text.endswith(ELLIPSIS):
        whole = label.text[:-1].rstrip()
        assert row.help.startswith(whole), row.help
    form = setup.rows["deck.form"]
    shown = form.control.current_state.selected_option_button.text
    assert form.values[shown] == setup.model.values["deck.form"]
