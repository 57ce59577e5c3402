"""Tien Gow's table, driven headlessly: a whole AI match to the match end, sets chosen by
clicking tiles (only legal sets light a button), an illegal set refused with the engine's
reason and no change, the table fitting 1024x640 and 1920x1080, and the hand summary
listing each payment with its reason."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cardgames.ui.games.tien_gow import TienGowTable
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))
SHORT = {"hands_per_session": 2}


def leading(state) -> bool:
    return state.current_player == 0 and not state.is_over and not state.trick \
        and len(state.hands[0]) >= 4


def following(state) -> bool:
    return state.current_player == 0 and not state.is_over and bool(state.trick) \
        and len(state.hands[0]) >= 3


def to_human(app, ui) -> TableScene:
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=8000)
    return app.scenes.top


def click_tile(app, ui, table: TableScene, key: str) -> None:
    rect = table.table.hand.rect_of(key)
    assert rect is not None, key
    ui.click(app, (rect.left + max(3, rect.width // 12), rect.top + rect.height // 3))


def test_whole_match_with_ai_in_every_seat_reaches_match_end(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "tien_gow", rules=SHORT, seed=4)
    assert isinstance(app.scenes.top.table, TienGowTable)
    summaries = []

    def over():
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and id(top) not in {id(s) for s in summaries}:
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=40000)
    end = app.scenes.top
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    assert sum(end.data.scores) == 800
    notes = summaries[0].data.notes
    assert notes and all(" \u2192 " in n for n in notes if "bonus" not in n)


def test_selecting_a_legal_set_lights_its_button_and_plays_it(make_app, ui):
    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    hand = list(layout.hand.cards)
    click_tile(app, ui, table, hand[-1])
    app.step(1 / 60)
    choices = [c.action for c in layout.bar.choices]
    code = hand[-1].split("#")[0]
    assert choices == [f"lead:{code}"]
    before = len(state.log)
    ui.click(app, table.target_rect(f"button:lead:{code}").center)
    assert state.action_log[before] == f"lead:{code}"


def test_an_illegal_set_lights_nothing_and_is_refused_unchanged(make_app, ui):
    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    legal = {str(a) for a in state.legal_actions()}
    pair = None
    for a, b in itertools.combinations(layout.hand.cards, 2):
        codes = ",".join(sorted([a.split("#")[0], b.split("#")[0]],
                                key=lambda c: __import__("cardgames.core.dominoes",
                                                         fromlist=["sort_key"]).sort_key(c)))
        if f"lead:{codes}" not in legal:
            pair = (a, b, codes)
            break
    assert pair is not None
    click_tile(app, ui, table, pair[0])
    click_tile(app, ui, table, pair[1])
    app.step(1 / 60)
    assert layout.bar.choices == []  # no button for a set that can't be led
    saved = state.to_json()
    ui.key(app, pygame.K_p, unicode="p")
    app.step(1 / 60)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"lead:{pair[2]}")


def test_following_offers_throw_down_for_the_right_count(make_app, ui):
    app = make_app(autoplay=True, demo_handover=following)
    app.open("table", "tien_gow", seed=5)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    n = state.size
    for key in layout.hand.cards[-n:]:
        click_tile(app, ui, table, key)
    app.step(1 / 60)
    actions = [c.action for c in layout.bar.choices]
    assert any(a.startswith("play_down:") for a in actions)
    legal = {str(a) for a in state.legal_actions()}
    assert all(a in legal for a in actions)
    before = len(state.log)
    down = next(a for a in actions if a.startswith("play_down:"))
    ui.click(app, table.target_rect(f"button:{down}").center)
    assert state.action_log[before] == down


def _parts(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    layout = table.table
    parts = [(f"seat:{s}", p.rect) for s, p in enumerate(layout.seat_panels)]
    parts += [("score", layout.scores.rect), ("trump", layout.trump.rect),
              ("hand", layout.hand.bounds())]
    parts += [(f"fan:{s}", fan.bounds()) for s, fan in layout.fans.items() if fan.count]
    parts += [(name, rect) for name, rect in layout.bar.targets().items()]
    for seat, tiles, _how in layout.model.plays:
        rects = layout.set_rects(seat, len(tiles))
        parts.append((f"set:{seat}", rects[0].unionall(rects[1:])))
    if layout.prompt.message:
        parts.append(("prompt", layout.prompt.rect))
    return [(n, pygame.Rect(r)) for n, r in parts if r is not None and r.width > 0]


@pytest.mark.parametrize("moment", [leading, following])
def test_the_table_fits_small_and_large_windows(make_app, ui, moment):
    app = make_app(autoplay=True, demo_handover=moment)
    app.open("table", "tien_gow", seed=7)
    table = to_human(app, ui)
    layout = table.table
    for key in layout.hand.cards[:1]:
        click_tile(app, ui, table, key)
    for size in SIZES:
        app.resize(size)
        app.step(1 / 60)
        screen = app.screen.get_rect()
        parts = _parts(table)
        for name, rect in parts:
            assert screen.contains(rect), (name, rect, screen)
        for (a, ra), (b, rb) in itertools.combinations(parts, 2):
            if a.startswith("set:") and b.startswith("set:"):
                continue  # the sets of a trick may lie on each other
            assert not ra.colliderect(rb), (a, ra, b, rb)
