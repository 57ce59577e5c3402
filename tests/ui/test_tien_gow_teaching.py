"""Tien Gow's table teaches as the other trick tables do (issue 19): the corner panel says what
was led, who is winning with what and what beats it; the sets wear "Led" and "Winning" tags;
the score box counts the hands; the rank reminder switches off and stays off; the hint, the
tiles' tooltips and the tutorial's spotlight keep off what the player must see."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cardgames.core import dominoes as dom
from cardgames.ui.games.tien_gow import TienGowTable
from cardgames.ui.tutorial.spotlight import merge_touching

SIZES = ((1024, 640), (1920, 1080))


def following(state) -> bool:
    """Seat 0 to play, with the lead and one more set on the table."""
    return state.current_player == 0 and not state.is_over and bool(state.trick) \
        and len(state.plays) >= 2 and state.plays[-1][0] == state.tricks_played


def pair_lead(state) -> bool:
    return state.current_player == 0 and not state.is_over and not state.trick and any(
        a.verb == "lead" and len(a.args) == 2 for a in state.legal_actions())


def to_human(app, ui):
    from cardgames.ui.scenes.table import TableScene

    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=8000)
    app.step(1 / 60)
    return app.scenes.top


def click_tile(app, ui, table, key: str) -> None:
    rect = table.table.hand.rect_of(key)
    ui.click(app, (rect.left + max(3, rect.width // 12), rect.top + rect.height // 3))


def hover(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])
    app.step(1 / 60)


def select_pair(app, ui, table) -> list[str]:
    """Select the tiles of a legal two-tile lead; returns their hand keys."""
    layout = table.table
    lead = next(a for a in table.runner.state.legal_actions()
                if a.verb == "lead" and len(a.args) == 2)
    keys: list[str] = []
    for code in lead.args:
        keys.append(next(k for k in layout.hand.cards if k.split("#")[0] == code
                         and k not in keys))
    for key in keys:
        click_tile(app, ui, table, key)
    app.step(1 / 60)
    return keys


# --- the engine's view ---------------------------------------------------------------------------

def test_the_view_names_the_seat_winning_and_the_kind_of_the_trick():
    import random

    import cardgames

    game = cardgames.create("tien_gow", players=4)
    for seed in range(3):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        seen = 0
        while not state.is_over and seen < 40:
            view = state.view(0)
            if view["trick"] or view["extra"]["plays"]:
                assert view["trick_winner"] == view["extra"]["high_seat"] is not None
                led = view["extra"]["plays"][0]["tiles"]
                assert view["extra"]["trick_kind"] == game.combos[
                    tuple(sorted(led, key=lambda c: dom.CODES.index(c)))][0]
                seen += 1
            else:
                assert view["trick_winner"] is None and view["extra"]["trick_kind"] is None
            state.apply(rng.choice(state.legal_actions()))
        assert seen > 5


# --- the corner panel, the tags, the counter -----------------------------------------------------

def test_the_panel_says_what_was_led_who_wins_and_what_beats_it(make_app, ui):
    app = make_app(autoplay=True, demo_handover=following)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table
    view = table.view()
    extra = view["extra"]
    names = [s.name for s in layout.model.seats]
    lines = dict(layout.trump.content.lines[:2])
    lead = extra["plays"][0]
    from cardgames.ui.games.tien_gow_panel import KIND_WORDS

    assert lines["Led:"] == f"{names[lead['seat']]} \u00b7 {KIND_WORDS[extra['trick_kind']]}"
    high = next(p for p in extra["plays"] if p["seat"] == extra["high_seat"]
                and p["how"] != "play_down")
    assert lines["Winning:"] == f"{names[extra['high_seat']]} \u00b7 {' '.join(high['tiles'])}"
    beat = layout.trump.content.lines[2][1]
    assert beat == ("Nothing beats gee joon." if extra["trick_kind"] == "gee_joon" else
                    beat if extra["trick_kind"].startswith("triple") else
                    f"To beat: a higher {KIND_WORDS[extra['trick_kind']]}.")
    # the sets on the table wear the trick games' tags
    words = [h.split(":")[0] for _r, h in layout.trick.tags]
    assert "Led" in words and "Winning" in words
    led_rect = next(r for r, h in layout.trick.tags if h.startswith("Led"))
    assert led_rect.colliderect(layout.set_bounds()["led"])


def test_the_score_box_counts_the_hands_of_the_session(make_app, ui):
    app = make_app(autoplay=True, demo_handover=following)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    title, line = table.table.score_title()
    view = table.view()
    assert view["hands_scheduled"] == 16
    assert title == f"Hand {view['hand_number']} of 16"
    assert line == f"Money \u00b7 trick {view['extra']['tricks_played'] + 1}"


def _parts(layout: TienGowTable) -> list[tuple[str, pygame.Rect]]:
    parts = [(f"seat:{s}", p.rect) for s, p in enumerate(layout.seat_panels)]
    parts += [("score", layout.scores.rect), ("panel", layout.trump.rect),
              ("ranks", layout.trump.rank_rect), ("hand", layout.hand.bounds())]
    parts += [(f"fan:{s}", fan.bounds()) for s, fan in layout.fans.items() if fan.count]
    parts += list(layout.bar.targets().items())
    for seat, tiles, _how in layout.model.plays:
        rects = layout.set_rects(seat, len(tiles))
        parts.append((f"set:{seat}", rects[0].unionall(rects[1:])))
    if layout.prompt.message:
        parts.append(("prompt", layout.prompt.rect))
    return [(n, pygame.Rect(r)) for n, r in parts if r is not None and r.width > 0]


@pytest.mark.parametrize("moment", [following, pair_lead])
def test_the_panels_are_clear_of_the_hand_the_table_and_the_buttons(make_app, ui, moment):
    app = make_app(autoplay=True, demo_handover=moment)
    app.open("table", "tien_gow", seed=7)
    table = to_human(app, ui)
    layout = table.table
    if moment is pair_lead:
        select_pair(app, ui, table)
        assert layout.bar.targets()
    for size in SIZES:
        app.resize(size)
        app.step(1 / 60)
        screen = app.screen.get_rect()
        parts = _parts(layout)
        assert {"panel", "ranks"} <= {n for n, _r in parts}
        for name, rect in parts:
            assert screen.contains(rect), (size, name, rect)
        for (a, ra), (b, rb) in itertools.combinations(parts, 2):
            if a.startswith("set:") and b.startswith("set:"):
                continue
            assert not ra.colliderect(rb), (size, a, ra, b, rb)
        # the reminder's tiles are drawn whole inside their panel, large enough to read
        assert layout.trump.tiles and all(layout.trump.rank_rect.contains(r)
                                          for _c, r in layout.trump.tiles)
        assert min(r.height for _c, r in layout.trump.tiles) >= 14


def test_the_rank_reminder_switches_off_and_stays_off(make_app, ui):
    from cardgames.ui.settings_file import load_settings

    app = make_app(autoplay=True, demo_handover=following)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table
    codes = [c for c, _r in layout.trump.tiles]
    assert sorted(set(codes)) == sorted(dom.CODES)  # every face once, civil then military
    assert codes[:11] == list(dom.CIVIL_CODES)
    ui.click(app, table.target_rect("button:ranks").center)
    app.step(1 / 60)
    assert app.settings.rank_reminder is False and layout.trump.tiles == []
    assert layout.trump.rank_rect.width == 0
    assert load_settings().settings.rank_reminder is False  # kept for the next time
    # a new match opens with it off; R brings it back
    app2 = make_app(autoplay=True, demo_handover=following, from_file=True, size=(1024, 640))
    app2.open("table", "tien_gow", seed=3)
    table2 = to_human(app2, ui)
    assert table2.table.trump.tiles == [] and not table2.table.trump.content.reminder
    ui.key(app2, pygame.K_r, unicode="r")
    app2.step(1 / 60)
    assert app2.settings.rank_reminder is True and table2.table.trump.tiles


def test_the_reminder_follows_the_engines_ranks():
    """With the fives split, 4-1 ranks above 3-2: the reminder shows them apart."""
    import cardgames
    from cardgames.ui.games.tien_gow_panel import rank_groups

    for split, together in ((False, True), (True, False)):
        game = cardgames.create("tien_gow", players=4, rules={"fives_split": split})
        groups = rank_groups([(c, game.combos[(c,)][1]) for c in dom.MILITARY_CODES])
        assert (["4-1", "3-2"] in groups) is together
        assert groups[0] == ["6-3", "5-4"]


# --- selection, spotlight, tooltip, hint ---------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_selected_tiles_stay_clear_of_the_sets_button(make_app, ui, size):
    app = make_app(size=size, autoplay=True, demo_handover=pair_lead)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table
    keys = select_pair(app, ui, table)
    for _ in range(30):
        app.step(1 / 60)
    (button,) = layout.bar.targets().values()
    m = layout.metrics
    pad = m.px(6)  # the tutorial spotlight's padding round each target
    holes = [layout.hand.rect_of(k).inflate(2 * pad, 2 * pad) for k in keys]
    lit = button.inflate(2 * pad, 2 * pad)
    # the button is lit on its own, never as one frame with the tiles (over their neighbours)
    assert lit in merge_touching([*holes, lit])
    for key in layout.hand.cards:
        if key not in keys:
            assert not layout.hand.rect_of(key).colliderect(button)


def test_in_the_tutorial_only_the_asked_tiles_and_button_are_lit(make_app, ui):
    app = make_app(size=(1024, 640))
    scene = app.open("tutorial", "tien_gow", start_at="lead-a-pair")
    assert ui.step_until(app, lambda: scene.panel.visible and scene.runner.human_to_act,
                         frames=3000)
    layout = scene.table
    for code in ("6-6", "5-4"):
        click_tile(app, ui, scene, code)
    for _ in range(30):
        app.step(1 / 60)
    holes = scene.spotlight.holes
    assert len(holes) == 3
    for key in layout.hand.cards:
        if key not in ("6-6", "5-4"):
            rect = layout.hand.rect_of(key)
            assert not any(h.contains(rect.inflate(-4, -4)) for h in holes), key
            # the tiles around the lit ones are under the veil: no hole over their middle
            assert not any(h.collidepoint(rect.center) for h in holes), key


@pytest.mark.parametrize("size", SIZES)
def test_a_tiles_tooltip_never_covers_the_sets_button(make_app, ui, size):
    app = make_app(size=size, autoplay=True, demo_handover=pair_lead)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table
    keys = select_pair(app, ui, table)
    (button,) = layout.bar.targets().values()
    for key in [*keys, *layout.hand.cards]:
        rect = layout.hand.rect_of(key)
        hover(app, (rect.centerx, rect.top + 6))
        assert layout.tile_tooltip_shown is not None, key
        assert not layout.tile_tooltip_shown[1].colliderect(button), key


def panel_visible(panel):
    return lambda: panel.visible


def test_the_hint_panel_keeps_off_the_led_and_winning_sets(make_app, ui):
    for size in SIZES:
        app = make_app(size=size, autoplay=True, demo_handover=following)
        app.open("table", "tien_gow", seed=3)
        table = to_human(app, ui)
        table.hint.press()
        panel = table.hint.panel
        assert ui.step_until(app, panel_visible(panel), frames=2000)
        app.step(1 / 60)
        bounds = table.table.set_bounds()
        assert "led" in bounds and "winning" in bounds
        for name, rect in bounds.items():
            assert not table.hint.panel.rect.colliderect(rect), (size, name)


# --- the rules text and the preset ---------------------------------------------------------------

def test_the_rules_text_shows_pictures_of_tiles():
    from pathlib import Path

    from cardgames.ui.cards import dominoes
    from cardgames.ui.markdown import to_gui_html

    def glyph(suit):
        return None

    glyph.size_px = 20
    pattern, tile_html, decorate = dominoes.rules_markup(glyph)
    for lang in ("", ".es", ".eu"):
        text = Path(f"rules/tien_gow/rules{lang}.md").read_text(encoding="utf-8")
        out = to_gui_html(text, (30, 24, 20, 16), "#f2c14e", pattern, tile_html, decorate)
        pictures = out.count("<img src=")
        assert pictures >= 21, (lang, pictures)  # every civil and military face
        assert "`" not in out
    src = tile_html(pattern.search("the 6-6 tile")).split("'")[1]
    picture = pygame.image.load(src)
    assert abs(picture.get_height() - 60) <= 2 and picture.get_width() < picture.get_height()


def test_the_default_preset_has_a_players_name():
    from cardgames.core.options import load_schema

    schema = load_schema("tien_gow")
    preset = schema.presets[schema.default_preset]
    assert preset.label == "Standard"
