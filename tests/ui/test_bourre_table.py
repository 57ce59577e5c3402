"""Bourré's table, driven headlessly: a whole AI match to the match-end chart of banks,
the exchange by picking cards then "Draw N", an illegal card that changes nothing, every
player count fitting small and large windows, the pot and the summary's words, and the
tutorial by clicks on what it lights."""

from __future__ import annotations

import itertools

import pygame
import pytest
from table_helpers import table_of, to_human, visible_point

from cardgames.core.actions import Action
from cardgames.ui.games.bourre import BourreTable, action_label, canonical_draw
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.scenes.tutorial import TutorialScene
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))


def handover(moment: str):
    def ready(state) -> bool:
        if state.current_player != 0 or state.is_over:
            return False
        view = state.view(0)
        if moment == "declaring":
            return view["phase"] == "declaring"
        return view["phase"] == "playing" and len(view["trick"]) >= 1 and \
            len(view["legal_actions"]) < len(view["hand"])
    return ready








def test_whole_match_with_ai_in_every_seat_reaches_match_end(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "bourre", players=4, seed=4, rules={"max_hands": 3})
    assert isinstance(table_of(app).table, BourreTable)
    summaries: list = []  # the scenes themselves: a freed scene's id() can be reused

    def over():
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and not any(s is top for s in summaries):
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=40000)
    end = app.scenes.top
    hands = len(end.data.hand_labels)
    assert hands >= 1 and len(summaries) == hands
    assert all(s[0] == 100 and len(s) == hands + 1 for s in end.data.series)  # banks from 100
    assert end.data.stats_title == "Times bourréd" and len(end.data.stats) == 4
    assert end.target_rect("panel:chart").width > 0


def test_pick_cards_then_draw_exchanges_them(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("declaring"))
    app.open("table", "bourre", players=4, seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    hand = state.view(0)["hand"]
    layout = table.table
    assert "button:pass" in layout.bar.targets() or not state.is_legal("pass")
    assert table.target_rect("button:draw") is not None
    assert action_label(Action.parse(layout.bar.choices[-1].action)) == "Stand pat"
    picked = hand[:2]
    for code in picked:
        ui.click(app, visible_point(table, code))
        app.step(1 / 60)
    assert layout.model.picked == picked
    ui.click(app, visible_point(table, picked[1]))  # a second click puts it back
    app.step(1 / 60)
    assert layout.model.picked == picked[:1]
    ui.click(app, visible_point(table, picked[1]))
    app.step(1 / 60)
    assert [c.label for c in layout.bar.choices][-1] == "Draw 2"
    before = len(state.log)
    ui.click(app, table.target_rect("button:draw").center)
    assert state.action_log[before] == canonical_draw(picked)
    assert not set(picked) & set(state.view(0)["hand"])


def test_a_legal_card_plays_and_an_illegal_one_changes_nothing(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("mid-trick"))
    app.open("table", "bourre", players=4, seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    view = state.view(0)
    legal = {a[5:] for a in view["legal_actions"]}
    illegal = [c for c in view["hand"] if c not in legal]
    saved = state.to_json()
    ui.click(app, visible_point(table, illegal[0]))
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"play:{illegal[0]}")
    code = sorted(legal)[0]
    before = len(state.events)
    ui.click(app, visible_point(table, code))
    played = [e for e in state.events[before:] if e["type"] == "played"]
    assert played and played[0]["seat"] == 0 and played[0]["card"] == code


def _parts(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    layout = table.table
    parts = [(f"seat:{s}", p.rect) for s, p in enumerate(layout.seat_panels)]
    parts += [("score", layout.scores.rect), ("trump", layout.trump.rect),
              ("hand", layout.hand.bounds()), ("pot", layout.pot_rect)]
    parts += [(f"bank:{s}", r) for s, r in enumerate(layout.bank_rects) if r is not None]
    if layout.model.phase_name == "declaring" and table.learning_aids:
        parts.append(("odds", layout.odds_rect))
    parts += [(f"fan:{s}", fan.bounds()) for s, fan in layout.fans.items() if fan.count]
    parts += [(name, rect) for name, rect in layout.bar.targets().items()]
    parts += [(name, rect) for name, rect in layout.trick.targets().items()]
    if layout.prompt.message:
        parts.append(("prompt", layout.prompt.rect))
    return [(n, pygame.Rect(r)) for n, r in parts if r is not None and r.width > 0]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_every_player_count_fits_small_and_large_windows(make_app, ui, players):
    for moment in ("declaring", "mid-trick"):
        app = make_app(autoplay=True, demo_handover=handover(moment))
        app.open("table", "bourre", players=players, seed=players)
        table = to_human(app, ui)
        for size in SIZES:
            app.resize(size)
            app.step(1 / 60)
            screen = app.screen.get_rect()
            parts = _parts(table)
            for name, rect in parts:
                assert screen.contains(rect), (players, moment, name, rect, screen)
            for (a, ra), (b, rb) in itertools.combinations(parts, 2):
                if a.startswith("card:") and b.startswith("card:"):
                    continue
                assert not ra.colliderect(rb), (players, moment, a, ra, b, rb)
        app.close()


def test_hand_summary_says_tricks_bourre_and_where_the_chips_went(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "bourre", players=5, seed=2)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, HandSummaryScene),
                         frames=20000)
    data = app.scenes.top.data
    record = table_of_stack(app).runner.state.history[0]
    assert any("pot" in note for note in data.notes)
    assert any("Next pot" in note for note in data.notes)
    names = [line.name for line in data.lines]
    for b in record["bourre"]:
        assert any(line.startswith(f"{names[b]} \u2192 pot") and "bourréd" in line
                   for line in data.payments), b


def table_of_stack(app) -> TableScene:
    return next(s for s in app.scenes.stack if isinstance(s, TableScene))


def test_the_whole_tutorial_by_clicking_the_lit_targets(make_app, ui):
    app = make_app((1024, 640))
    app.open("tutorial", "bourre")
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    seen = []
    while not scene.tutor.finished:
        assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
        app.step(1 / 60)
        step = scene.tutor.step
        seen.append(step.id)
        for name in step.highlight:
            rect = scene.target_rect(name)
            assert rect is not None and app.screen.get_rect().contains(rect), (step.id, name)
        if step.expect is None:
            ui.click(app, scene.visible_target_rect("button:continue").center)
        elif step.expect.verb == "draw":
            for code in step.expect.args:
                ui.click(app, scene.visible_target_rect(f"card:{code}").center)
                app.step(1 / 60)
            ui.click(app, scene.visible_target_rect("button:draw").center)
        else:
            ui.click(app, scene.visible_target_rect(f"card:{step.expect.arg}").center)
        assert ui.step_until(app, lambda s=step: scene.tutor.finished or scene.tutor.step != s,
                             frames=5)
    assert seen == [s.id for s in scene.tutorial.steps]
    record = scene.tutor.state.history[0]
    assert record["scores"] == [22, 16, 19] and record["bourre"] == [1]
