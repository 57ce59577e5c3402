"""Latxa at the press-your-luck table, headless: whole matches to the end screen, the
human's moves by mouse and keyboard (draw, stop, the bell's sheep, an attack's target),
refusals that change nothing, every player count fitting the window, the risk read-out
agreeing with the view's odds and switching off."""

from __future__ import annotations

import random

import pygame
import pytest

from cardgames.games.latxa import LATXA_CODES
from cardgames.ui.cards import renderer_for
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.press_layout import percent
from cardgames.ui.table.specs import has_layout


def open_table(make_app, ui, players=3, size=(1280, 800), speed="off", **kwargs):
    app = make_app(size, speed=speed)
    app.open("table", "latxa", players=players, seed=kwargs.pop("seed", 5), **kwargs)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return app, table


def wait_for_human(app, ui, table, frames=4000):
    assert ui.step_until(app, lambda: table.input_ready or table.finished, frames=frames)


def stacked(make_app, ui, pile, players=2, size=(1280, 800), before=(), **rules):
    """A table on a stacked pile (top first), the human first; the ``before`` actions are
    played by the engine first (so the AI's turns are the test's)."""
    from cardgames.ui.table.match import MatchConfig, MatchRunner

    app = make_app(size)
    config = MatchConfig(game_id="latxa", players=players,
                         rules={"first_player": 0, **rules})
    game = config.create_game()
    state = game.new_state(seed=1, deck=list(pile))
    for action in before:
        state.apply(action)
    runner = MatchRunner(config, app.ai_worker, min_think_s=0.0, state=state)
    table = TableScene(app, config, runner=runner)
    app.scenes.push(table)
    wait_for_human(app, ui, table)
    return app, table


def test_latxa_has_a_table_now():
    assert has_layout("latxa")


def test_whole_match_with_ai_in_every_seat_reaches_the_end(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "latxa", players=4, seed=11)
    seen = set()

    def over():
        top = app.scenes.top
        seen.add(type(top).__name__)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=30000)
    assert "HandSummaryScene" in seen
    end = app.scenes.top
    assert end.data.winners and max(end.data.scores) == end.data.scores[end.data.winners[0]]
    rounds = len(end.data.hand_labels)  # the rounds; the start is the chart's own "0"
    assert rounds >= 1 and all(len(s) == rounds + 1 for s in end.data.series)
    assert [s[-1] for s in end.data.series] == end.data.scores
    assert end.target_rect("panel:chart").width > 0


def test_a_whole_match_played_by_clicks(make_app, ui):
    app = make_app()
    app.open("table", "latxa", players=3, seed=2)
    moves = ui.play_like_a_human(app, random.Random(3), frames=40000)
    assert "draw" in moves


def test_draw_by_key_and_click_stop_by_key(make_app, ui):
    app, table = stacked(make_app, ui, ["S3", "S1", "S5", "S1", "S1"])
    state = table.runner.state
    ui.key(app, pygame.K_d, "d")
    wait_for_human(app, ui, table)
    assert [c["card"] for c in state.view(0)["mountain"]] == ["S3"]
    ui.click(app, table.target_rect("deck").center)  # the pile draws too
    wait_for_human(app, ui, table)
    assert state.view(0)["mountain_value"] == 4
    ui.key(app, pygame.K_SPACE, " ")
    wait_for_human(app, ui, table)
    assert state.view(0)["mountain_value"] == 9
    ui.key(app, pygame.K_s, "s")
    assert ui.step_until(app, lambda: state.current_player == 1 or state.view(0)["banked"][0])
    assert state.view(0)["banked"][0] == 9


def test_stop_before_the_first_draw_changes_nothing_and_says_why(make_app, ui):
    app, table = stacked(make_app, ui, ["S3", "S1", "S5", "S1", "S1"])
    state = table.runner.state
    before = state.to_json()
    button = table.target_rect("button:stop")
    ui.click(app, button.center)
    assert state.to_json() == before
    assert table.toast.visible and "draw" in table.toast.message.lower()
    ui.key(app, pygame.K_RETURN, "\r")
    assert state.to_json() == before


def test_a_bell_goes_on_the_clicked_sheep(make_app, ui):
    app, table = stacked(make_app, ui, ["S1", "S5", "BELL", "WOLF", "S1"])
    state = table.runner.state
    for _ in range(3):
        ui.click(app, table.target_rect("button:draw").center)
        wait_for_human(app, ui, table)
    legal = state.view(0)["legal_actions"]
    assert sorted(legal) == ["place_bell:1", "place_bell:2"]
    lay = table.table
    assert lay.target_rect("button:place_bell:2") is not None  # the picker offers both
    assert lay.target_rect("button:draw") is None  # no Draw while the bell waits
    before = state.to_json()
    ui.key(app, pygame.K_s, "s")  # stop is not allowed now: nothing happens
    assert state.to_json() == before
    five = lay.row_rects()[2]
    ui.click(app, (five.centerx, five.bottom - 5))
    wait_for_human(app, ui, table)
    row = {c["number"]: c for c in state.view(0)["mountain"]}
    assert row[2]["attached_to"] == 3 and row[1]["attached_to"] is None
    ui.key(app, pygame.K_d, "d")  # the wolf: the belled five goes home
    assert ui.step_until(app, lambda: state.view(0)["banked"][0] == 5)


def test_the_storm_picker_shows_what_each_target_loses(make_app, ui):
    # seat 0: S7, stop (7). seat 1: S5, stop (5). seat 2: S3, stop. seat 0: STORM, stop -> aim
    pile = ["S7", "S5", "S3", "STORM", "S1", "S1", "S1"]
    app, table = stacked(make_app, ui, pile, players=3,
                         before=["draw", "stop", "draw", "stop", "draw", "stop"])
    state = table.runner.state
    assert state.view(0)["banked"] == [7, 5, 3]
    ui.key(app, pygame.K_d, "d")
    wait_for_human(app, ui, table)
    assert [c["card"] for c in state.view(0)["mountain"]] == ["STORM"]
    ui.key(app, pygame.K_s, "s")
    wait_for_human(app, ui, table)
    legal = sorted(state.view(0)["legal_actions"])
    assert legal == ["resolve:STORM,1", "resolve:STORM,2"]
    lay = table.table
    flocks = state.view(0)["banked"]
    for seat in (1, 2):
        button = next(b for a, b in lay.picker if a == f"resolve:STORM,{seat}")
        assert str(flocks[seat]) in button.label and lay.model.seats[seat].name in button.help
    victim = max((1, 2), key=lambda s: flocks[s])
    ui.click(app, lay.target_rect(f"button:resolve:STORM,{victim}").center)
    assert ui.step_until(app, lambda: state.view(0)["banked"][victim] == 0)
    assert state.view(0)["banked"][0] == 7


def test_an_illegal_key_while_aiming_changes_nothing(make_app, ui):
    pile = ["EAGLE", "S1", "S1", "S1", "S1"]
    app, table = stacked(make_app, ui, pile, players=2)
    state = table.runner.state
    ui.key(app, pygame.K_d, "d")
    wait_for_human(app, ui, table)
    ui.key(app, pygame.K_s, "s")
    wait_for_human(app, ui, table)
    assert state.view(0)["legal_actions"] == ["resolve:EAGLE,1"]
    before = state.to_json()
    ui.key(app, pygame.K_d, "d")
    assert state.to_json() == before and table.toast.visible
    ui.key(app, pygame.K_1, "1")  # the picker's first button by its number
    assert ui.step_until(app, lambda: state.current_player == 1 or state.is_over, frames=50)


def parts_problems(table) -> list[str]:
    lay = table.table
    parts = lay.parts()
    screen = pygame.Rect(0, 0, *table.app.screen.get_size())
    problems = []
    names = sorted(parts)
    for name in names:
        if not screen.contains(parts[name]):
            problems.append(f"{name} off screen {parts[name]}")
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if parts[a].colliderect(parts[b]):
                problems.append(f"{a} {parts[a]} overlaps {b} {parts[b]}")
    return problems


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_count_fits(make_app, ui, players, size):
    app, table = open_table(make_app, ui, players=players, size=size)
    app.step(1 / 60)
    assert parts_problems(table) == []
    lay = table.table
    assert lay.row_card_w >= lay.geometry.small_card_w
    # a long mountain still stays in its band
    lay.model.row = [{"card": code, "number": i + 1, "attached_to": None}
                     for i, code in enumerate(["S1", "DOG", "S3", "BELL", "EAGLE", "S1", "STORM",
                                               "S3", "FOLD", "S1", "DOG", "S1"])]
    for rect in lay.row_rects().values():
        assert lay.row_band.contains(rect) or rect.top < lay.row_band.top
        assert lay.row_band.left <= rect.left and rect.right <= lay.row_band.right


@pytest.mark.parametrize("width", [40, 72, 160])
def test_the_renderer_draws_every_card(width):
    renderer = renderer_for("latxa")
    seen = set()
    for code in LATXA_CODES:
        face = renderer.face(code, width)
        assert face.get_size() == renderer.size_for_width(width)
        assert face.get_at((0, 0)).a == 0  # rounded corner
        seen.add(pygame.image.tobytes(face, "RGBA"))
    assert len(seen) == len(LATXA_CODES)
    back = renderer.back(width)
    assert back.get_size() == renderer.size_for_width(width)
    assert pygame.image.tobytes(back, "RGBA") not in seen
    with pytest.raises(ValueError):
        renderer.face("S2", width)


def risk_numbers(lay) -> dict[str, str]:
    return dict(lay.risk_lines())


def test_the_risk_readout_matches_the_views_odds_and_switches_off(make_app, ui):
    app, table = stacked(make_app, ui, ["S3", "DOG", "S5", "WOLF", "S7", "S1"] + ["S1"] * 4)
    state = table.runner.state
    lay = table.table
    for _ in range(2):
        ui.key(app, pygame.K_d, "d")
        wait_for_human(app, ui, table)
    view = state.view(0)
    odds = view["odds"]
    shown = risk_numbers(lay)
    assert shown["Wolf"].startswith(percent(odds["chances"]["wolf"]))
    assert shown["Wolf"].endswith("\u2713")  # the dog is on guard
    assert shown["Bust"] == percent(odds["chances"]["bust"])
    assert shown["Lose all"] == percent(odds["lose"])
    assert shown["Exactly 15"] == percent(odds["win"])
    assert dict(lay.pile_kinds()) == {c: view["draw_pile"].get(c, 0) for c in LATXA_CODES}
    assert lay.target_rect("panel:odds") is not None
    ui.key(app, pygame.K_o, "o")
    assert lay.target_rect("panel:odds") is None and app.settings.risk_readout is False
    from cardgames.ui.settings_file import load_settings

    assert load_settings().settings.risk_readout is False  # kept for the next time
    ui.click(app, lay.target_rect("button:odds").center)
    assert lay.target_rect("panel:odds") is not None and app.settings.risk_readout is True


def test_the_end_summary_ranks_the_flocks(make_app, ui):
    app, table = stacked(make_app, ui, ["S7", "S1", "S5", "S3"], players=2,
                         before=["draw", "stop", "draw", "stop"])
    app.settings.autoplay_summary_s = 1e9
    state = table.runner.state
    for _ in range(2):  # 5, then 3: exactly 15
        ui.key(app, pygame.K_d)
        ui.step_until(app, lambda: table.input_ready or state.is_over)
    assert state.is_over and state.winners == [0]
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, HandSummaryScene))
    summary = app.scenes.top
    assert summary.data.lines[0].total == 15 and "15" in summary.data.lines[0].explanation
    assert any("15" in note for note in summary.data.notes)
    ui.click_target(app, "button:continue")
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, MatchEndScene))


def test_a_recorded_latxa_game_replays_to_its_end(make_app, ui, tmp_path):
    from cardgames.catalog import CATALOG
    from cardgames.core.history import read_hand_history, record_hand
    from cardgames.games import create
    from cardgames.ui.scenes.replay import ReplayScene

    state = create("latxa", players=3).new_state(seed=4)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    path = record_hand(state, 1, ["Maite", "Ane", "Mikel"], folder=tmp_path / "h")
    history = read_hand_history(path, catalog=CATALOG)
    app = make_app()
    scene = app.open("replay", replay_file=str(path)).wait()
    app.step()
    assert isinstance(app.scenes.top, ReplayScene) and scene.steps == len(history.actions)
    for _ in range(min(12, scene.steps)):
        ui.key(app, pygame.K_RIGHT)
    assert scene.runner.state.to_json() == history.state_at(scene.step).to_json()
    ui.key(app, pygame.K_END)
    assert ui.step_until(app, lambda: scene.result is not None and not scene.busy, frames=600)
    assert [line.total for line in scene.result.lines] == list(state.scores)


def test_a_hint_outlines_draw_or_stop(make_app, ui):
    app, table = stacked(make_app, ui, ["S3", "S1", "S5", "S1", "S1"])
    ui.key(app, pygame.K_d, "d")
    wait_for_human(app, ui, table)
    ui.key(app, pygame.K_h, "h")
    assert ui.step_until(app, lambda: table.suggested_action() is not None, frames=600)
    assert table.suggested_action() in ("draw", "stop")
    assert table.table.suggested == table.suggested_action()
    app.step(1 / 60)


def test_the_seat_panels_and_the_turn_mark_explain_themselves_as_at_every_table(make_app, ui):
    """The press table's seat panels are the seated table's: the glowing panel and the
    score sheet's turn mark say whose turn it is (SeatedTable.tooltip_at), the human's
    panel says "your seat"."""
    app, table = open_table(make_app, ui)
    wait_for_human(app, ui, table)
    layout = table.table
    mine = layout.seat_panels[layout.model.viewer]
    assert mine.turn and mine.subtitle == "your seat"
    words, rect, _prefer = layout.tooltip_at(mine.rect.center)
    assert words.startswith("Your turn") and rect == mine.rect
    row = layout.scores.row_rect(layout.model.viewer, layout.metrics)
    assert layout.tooltip_at(row.center)[0].endswith("yours.")
    row_card = next(iter(layout.row_rects().values()), None)
    if row_card is not None:  # the row's own tips come first
        assert layout.tooltip_at(row_card.center)[1] == row_card
