"""Text fits its control, in every language (issue 19).

The setup screen of every game in English, Spanish and Basque at the smallest sizes: every
label, toggle, stepper and drop-down (its shown value and every item of its open list)
either shows its whole text inside its rect or ends in "…" and still fits, measured with
pygame_gui's own font of that element; and no label reaches into its control.
"""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from cardgames.games import GAME_IDS
from cardgames.ui import text
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


# --- the table: seat panels and the trump panel -------------------------------------------------


def ink_in_padding(drawn, blank, pad: int, bottom: bool = False) -> list[tuple[int, int]]:
    """Pixels where ``drawn`` (a panel with its text) differs from ``blank`` (the same
    panel without text) inside the panel's right padding (and bottom, if asked): text
    that ran past where it should stop."""
    w, h = drawn.get_size()
    strips = [pygame.Rect(w - pad + 1, 0, pad - 1, h)]
    if bottom:
        strips.append(pygame.Rect(0, h - pad + 1, w, pad - 1))
    if all(pygame.image.tobytes(drawn.subsurface(r), "RGBA")
           == pygame.image.tobytes(blank.subsurface(r), "RGBA") for r in strips):
        return []  # the quick answer; the pixels below only say where
    spots = [(x, y) for x in range(w - pad + 1, w) for y in range(h)]
    if bottom:
        spots += [(x, y) for x in range(w) for y in range(h - pad + 1, h)]
    return [(x, y) for x, y in spots if drawn.get_at((x, y)) != blank.get_at((x, y))]


def check_seat_panel(panel, metrics) -> None:
    from cardgames.ui.table.seat_panel import SeatPanel

    blank = SeatPanel(panel.seat)
    blank.rect, blank.turn = pygame.Rect(panel.rect), panel.turn
    radius = metrics.px(12)
    stray = ink_in_padding(panel._render(metrics, radius), blank._render(metrics, radius),
                           metrics.px(12))
    assert not stray, (f"seat {panel.seat} {panel.name!r} / {panel.subtitle!r} / "
                       f"{panel.stats} (active {panel.active}) runs into its padding at "
                       f"{stray[:3]}")


@pytest.mark.parametrize("size", SMALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_seat_panel_line_fits(make_app, ui, game, lang, size):
    """A few random moves of each game; every text a seat panel shows stays inside it."""
    import random

    from cardgames.ui.scenes.hand_summary import HandSummaryScene
    from cardgames.ui.scenes.table import TableScene
    from cardgames.ui.tutorial.script import action_target

    app = make_app(size=size, language=lang)
    app.open("table", game, seed=7)
    rng = random.Random(7)
    seen: set = set()
    moves = 0
    for _ in range(900):
        top = app.scenes.top
        if isinstance(top, HandSummaryScene):
            ui.click_target(app, "button:continue")
            continue
        if not isinstance(top, TableScene):
            break
        for panel in top.table.seat_panels:
            key = (panel.name, panel.subtitle, tuple(panel.stats), panel.active,
                   panel.thinking, panel.turn)
            if key not in seen:
                seen.add(key)
                check_seat_panel(panel, top.metrics)
        if top.input_ready and moves < 12:
            action = str(rng.choice(top.runner.state.legal_actions()))
            rect = top.target_rect(action_target(action))
            if rect is not None:
                ui.click(app, rect.center if not action_target(action).startswith("card:")
                         else (rect.left + max(3, rect.width // 12), rect.centery))
                moves += 1
                continue
        app.step(1 / 60)
    assert len(seen) > 3, "the panels showed something"


def test_a_basque_seat_out_of_the_hand_shows_a_whole_or_cut_line(make_app):
    """The text of a seat that sits the hand out fits its panel (issue 19: "…jokatz")."""
    from cardgames.core.i18n import _
    from cardgames.ui.style import Metrics
    from cardgames.ui.table.geometry import seat_panel_min_height
    from cardgames.ui.table.seat_panel import SeatPanel

    make_app(size=(1024, 640), language="eu")
    words = _("sits out this hand")
    for size in ((800, 640), (1024, 640), (1280, 800), (1920, 1080)):
        metrics = Metrics(*size)
        copy = SeatPanel(2)  # a five-seat table's panel at that size (see geometry.py)
        copy.rect = pygame.Rect(0, 0, metrics.px(196),
                                max(metrics.px(74), seat_panel_min_height(metrics)))
        copy.set("Carmen", "AA normala", [("Fitxak", "99"), ("Pasatua", "")], active=False)
        check_seat_panel(copy, metrics)
        pad = metrics.px(12)
        assert text.size(words, metrics.small_px)[0] <= copy.rect.width - 2 * pad, (
            f"{words!r} does not show whole at {size}")


TABLE_SIZES = ((800, 640), (1024, 640), (1280, 800), (1920, 1080))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pitch_trump_panel_shows_its_caption_inside_its_padding(make_app, size, lang):
    from cardgames.ui.games.pitch import NO_TRUMP_YET
    from cardgames.ui.games.pitch import _ as pitch_words
    from cardgames.ui.scenes.table import TableScene

    app = make_app(size=size, language=lang)
    app.open("table", "pitch", seed=5)
    top = app.scenes.top
    assert isinstance(top, TableScene)
    for _ in range(600):  # the human's first bid: no card led, no trump yet
        if top.input_ready:
            break
        app.step(1 / 60)
    trump, m = top.table.trump, top.metrics
    assert trump.caption == pitch_words(NO_TRUMP_YET)
    drawn = trump._render(m)
    caption, trump.caption = trump.caption, ""
    blank = trump._render(m)
    trump.caption = caption
    stray = ink_in_padding(drawn, blank, m.px(12), bottom=True)
    assert not stray, f"the caption runs into the panel's padding at {stray[:3]}"
    pad = m.px(12)
    x = pad + m.px(3) + trump.card_w + m.px(14)
    lines = trump.caption_lines(m, trump.rect.width - x - pad, pad + m.small_px + m.px(6),
                                trump.rect.height - pad)
    assert " ".join(lines) == " ".join(caption.split()), f"cut: {lines}"
    # the points panel below it does not overlap it
    assert not top.table.points.rect.colliderect(trump.rect)
