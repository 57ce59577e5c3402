"""The fishing table (Tiu U and Tsung Shap), driven headlessly: a whole AI match to the
match end, a legal move made by clicks (a hand tile then the table tile it takes; an end
of the row), an illegal one refused with the engine's reason and no change, every player
count fitting 1024x640 and 1920x1080 with nothing overlapping, and each tutorial clicked
through in every language it is written in."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from table_helpers import (
    assert_fits,
    click_through_tutorial,
    play_to_match_end,
    resize,
    tutorial_languages,
    ui_move,
)

from cardgames.core.actions import Action
from cardgames.games.tiu_u import DRAW as TIU_DRAW
from cardgames.games.tiu_u import HAND as TIU_HAND
from cardgames.games.tsung_shap import CLAIM as TS_CLAIM
from cardgames.games.tsung_shap import RESOLVE as TS_RESOLVE
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.fishing_layout import FishingLayout
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))
#: a match where the easy AI misses a capture the human may claim
CLAIM_SEED = 2
ROOT = Path(__file__).resolve().parents[2]


def to_human(app, ui, frames: int = 8000) -> TableScene:
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=frames)
    return app.scenes.top


# --- a whole match with the AI in every seat -------------------------------------------------

@pytest.mark.parametrize("players,rules", [
    (2, {}), (3, {}), (2, {"double_six_auto": False, "bait_must_be_played": True})])
def test_tiu_u_whole_match_with_ai_in_every_seat(make_app, ui, players, rules):
    app = make_app(autoplay=True)
    app.open("table", "tiu_u", players=players, rules={"deals_per_session": 2, **rules}, seed=4)
    assert isinstance(app.scenes.top.table, FishingLayout)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    data = summaries[0].data
    assert all(line.explanation.startswith("big ") for line in data.lines)
    assert len(data.notes) == players and all("big fish" in n for n in data.notes)
    assert sum(end.data.scores) == 0  # the difference is paid: zero-sum
    for summary in summaries:
        assert all((" pays " in line or line.startswith("You pay ")) and "catch" in line
                   for line in summary.data.payments)


@pytest.mark.parametrize("rules", [{}, {"settlement": "difference", "variant": "four_in_hand"}])
def test_tsung_shap_whole_match_with_ai_in_every_seat(make_app, ui, rules):
    app = make_app(autoplay=True)
    app.open("table", "tsung_shap", rules={"games_per_match": 2, **rules}, seed=5)
    assert isinstance(app.scenes.top.table, FishingLayout)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    assert all(" points" in line.explanation for line in summaries[0].data.lines)
    if rules:
        assert sum(end.data.scores) == 0


# --- moves by clicks ---------------------------------------------------------------------------

def tiu_u_hand_capture(state) -> bool:
    """The human is at the hand step and some hand tile can fish."""
    return state.current_player == 0 and not state.is_over and state.phase == TIU_HAND \
        and any(str(a).startswith("capture:") for a in state.legal_actions())


def tiu_u_draw_capture(state) -> bool:
    return state.current_player == 0 and not state.is_over and state.phase == TIU_DRAW


def click_key(app, ui, layout: FishingLayout, key: str) -> None:
    rect = layout.hand.rect_of(key)
    assert rect is not None, key
    ui.click(app, (rect.left + max(3, rect.width // 4), rect.top + rect.height // 3))


def click_target(app, ui, layout: FishingLayout, name: str) -> None:
    rect = layout.visible_target_rect(name)
    assert rect is not None, name
    ui.click(app, rect.center)


def test_tiu_u_a_hand_tile_lights_what_it_can_take_and_a_click_takes_it(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tiu_u_hand_capture)
    app.open("table", "tiu_u", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    capture = next(Action.parse(str(a)) for a in state.legal_actions()
                   if str(a).startswith("capture:"))
    tile, target = capture.args
    key = next(k for k in layout.hand.cards if k.split("#")[0] == tile)
    click_key(app, ui, layout, key)
    app.step(1 / 60)
    assert layout.picked == (f"hand:{tile}",)
    takes = {str(a).split(",")[1] for a in state.legal_actions()
             if str(a).startswith(f"capture:{tile},")}
    lit = {k.split("#")[0] for k in layout.pool.legal}
    assert lit == takes  # exactly the tiles it can take
    # hovering the target previews the catch
    rect = layout.target_rect(f"table:{target}")
    ui_move(app, rect.center)
    assert layout.preview[0] == [f"table:{target}"] and layout.preview[1]
    before = len(state.action_log)
    click_target(app, ui, layout, f"table:{target}")
    assert state.action_log[before] == f"capture:{tile},{target}"


def test_tiu_u_a_tile_it_cannot_take_is_refused_with_the_reason_and_nothing_changes(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tiu_u_hand_capture)
    app.open("table", "tiu_u", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    legal = {str(a) for a in state.legal_actions()}
    pair = next((k, t) for k in layout.hand.cards for t in state.table
                if f"capture:{k.split('#')[0]},{t}" not in legal)
    key, target = pair
    tile = key.split("#")[0]
    click_key(app, ui, layout, key)
    app.step(1 / 60)
    saved = state.to_json()
    click_target(app, ui, layout, f"table:{target}")
    app.step(1 / 60)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"capture:{tile},{target}")
    assert table.toast.message  # a sentence, not silence


def test_tiu_u_the_drawn_tile_lights_its_targets(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tiu_u_draw_capture)
    app.open("table", "tiu_u", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    drawn = state.drawn
    targets = {str(a).split(",")[1] for a in state.legal_actions() if str(a).startswith("capture:")}
    assert layout.target_rect("drawn") is not None
    assert {k.split("#")[0] for k in layout.pool.legal} == targets
    before = len(state.action_log)
    action = str(state.legal_actions()[0])
    name = f"table:{action.split(',')[1]}" if action.startswith("capture:") else \
        f"pile:{drawn}"
    click_target(app, ui, layout, name)
    assert state.action_log[before] == action


def tsung_shap_resolve(state) -> bool:
    return state.current_player == 0 and not state.is_over and state.phase == TS_RESOLVE \
        and len(state.row) >= 2


def test_tsung_shap_an_end_of_the_row_lays_the_tile_and_a_row_tile_is_refused(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tsung_shap_resolve)
    app.open("table", "tsung_shap", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    assert layout.row.lit_ends == {"start", "end"}
    saved = state.to_json()
    click_target(app, ui, layout, "row:@1")  # a tile inside the row: no move
    app.step(1 / 60)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL and table.toast.message
    for name, button in [(n, r) for n, r in layout.bar.targets().items()]:
        action = Action.parse(name[7:])  # each capture option previews what it takes
        ui_move(app, button.center)
        assert layout.preview[1], action
    before = len(state.action_log)
    click_target(app, ui, layout, "end:right")
    assert state.action_log[before] == "place:right"


def tsung_shap_capture(state) -> bool:
    return state.current_player == 0 and not state.is_over and state.phase == TS_RESOLVE \
        and any(str(a).startswith("capture:") for a in state.legal_actions())


def test_tsung_shap_a_capture_is_previewed_on_its_button_then_taken(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tsung_shap_capture)
    app.open("table", "tsung_shap", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    capture = next(str(a) for a in state.legal_actions() if str(a).startswith("capture:"))
    button = layout.target_rect(f"button:{capture}")
    assert button is not None
    ui_move(app, button.center)
    names, words = layout.preview
    option = next(o for o in state.view(0)["extra"]["options"]
                  if o["name"] == capture.split(":", 1)[1])
    assert len(names) == len(option["taken"]) and str(option["points"]) in words
    assert all(layout.target_rect(n) is not None for n in names)
    before = len(state.action_log)
    ui.click(app, button.center)
    assert state.action_log[before] == capture


# --- fitting the window ------------------------------------------------------------------------

def mid_hand(state) -> bool:
    return state.current_player == 0 and not state.is_over and len(state.action_log) >= 12


@pytest.mark.parametrize("game,players,rules", [
    ("tiu_u", 2, {}), ("tiu_u", 3, {}), ("tsung_shap", 2, {}),
    ("tsung_shap", 2, {"variant": "four_in_hand"})])
def test_the_table_fits_small_and_large_windows(make_app, ui, game, players, rules):
    app = make_app(autoplay=True, demo_handover=mid_hand)
    app.open("table", game, players=players, rules=rules, seed=7)
    table = to_human(app, ui)
    layout = table.table
    for size in SIZES:
        resize(app, size)
        assert_fits(app, layout, layout.pool)


def test_a_big_pool_fits_1024x640(make_app, ui):
    """Forty tiles in the pool, every one visible and inside the middle."""
    app = make_app((1024, 640), autoplay=True, demo_handover=mid_hand)
    app.open("table", "tiu_u", players=3, seed=7)
    table = to_human(app, ui)
    layout = table.table
    from cardgames.core import dominoes as dom

    codes = [c for c in dom.CODES for _ in range(2)][:40]
    layout.model.table = layout.keys.many(codes)
    layout.model.piles = [layout.keys.many(["5-5"] * 3)]
    layout.push()
    assert len(layout.pool.items()) == 40
    assert_fits(app, layout, layout.pool)


# --- the tutorials, clicked through --------------------------------------------------------------

@pytest.mark.parametrize("game_id,language", [
    (g, lang) for g in ("tiu_u", "tsung_shap") for lang in tutorial_languages(g)])
def test_the_tutorial_clicked_through(make_app, ui, game_id, language):
    click_through_tutorial(make_app, ui, game_id, language)


@pytest.mark.parametrize("game_id", ["tiu_u", "tsung_shap"])
def test_a_deal_animated_reaches_its_summary(make_app, ui, game_id):
    """With animation on, every event's tiles fly (the deal, draws, captures, tiles
    laid) and the picture the flights leave is the engine's."""
    app = make_app(speed="fast", autoplay=True)
    rules = {"deals_per_session": 1} if game_id == "tiu_u" else {"games_per_match": 1}
    app.open("table", game_id, rules=rules, seed=2)
    table = app.scenes.top
    layout = table.table
    flew = []

    def summary() -> bool:
        if layout.animator.flights:
            flew.append(len(layout.animator.flights))
        return isinstance(app.scenes.top, HandSummaryScene)

    assert ui.step_until(app, summary, frames=40000)
    assert len(flew) > 40
    view = table.runner.state.view(0)
    shown = [[k.split("#")[0] for k in g] for g in layout.model.seats[0].catches]
    assert shown == view["catches"][0]
    # the catches' figures on show are the engine's, though the view was not read again
    assert [s.points for s in layout.model.seats] == view["catch_points"]
    assert layout.model.stock == view["stock"]
    assert [s.pile for s in layout.model.seats] == view["pile_counts"]
    assert [s.count for s in layout.model.seats] == view["hand_counts"]
    if game_id == "tiu_u":
        extra = view["extra"]
        assert [layout.catch_pips(s) for s in range(2)] == list(
            zip(extra["big_pips"], extra["red_pips"], strict=True))


# --- the keyboard ----------------------------------------------------------------------------------

def test_tiu_u_by_keyboard_a_hand_tile_then_tab_to_its_target(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tiu_u_hand_capture)
    app.open("table", "tiu_u", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    can = {str(a).split(":")[1].split(",")[0] for a in state.legal_actions()
           if str(a).startswith("capture:")}
    ui.key(app, pygame.K_RIGHT)  # the focus on the first tile, then along to one that fishes
    for _ in range(len(layout.hand.cards)):
        if layout.hand.focus().split("#")[0] in can:
            break
        ui.key(app, pygame.K_RIGHT)
    tile = layout.hand.focus().split("#")[0]
    ui.key(app, pygame.K_SPACE)
    assert layout.picked == (f"hand:{tile}",)
    ui.key(app, pygame.K_TAB)
    assert layout.focus is not None and layout.focus.startswith("table:")
    target = layout.focus[6:]
    before = len(state.action_log)
    ui.key(app, pygame.K_RETURN)
    assert state.action_log[before] == f"capture:{tile},{target}"


def test_tsung_shap_by_keyboard_tab_to_an_end(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tsung_shap_resolve)
    app.open("table", "tsung_shap", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    ui.key(app, pygame.K_TAB)
    assert layout.focus == "end:left"
    ui.key(app, pygame.K_TAB)
    assert layout.focus == "end:right"
    before = len(state.action_log)
    ui.key(app, pygame.K_RETURN)
    assert state.action_log[before] == "place:right"


def test_tiu_u_undo_shows_the_table_as_it_was(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tiu_u_hand_capture)
    app.open("table", "tiu_u", seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    before = state.view(0)
    capture = next(str(a) for a in state.legal_actions() if str(a).startswith("capture:"))
    click_target(app, ui, layout, f"button:{capture}")  # the hand tile
    click_target(app, ui, layout, f"button:{capture}")  # then what it takes
    assert to_human(app, ui) is table
    assert table.runner.state.view(0)["catches"] != before["catches"]
    table.undo_last_move()
    app.step(1 / 60)
    state = table.runner.state
    assert state.view(0)["catches"] == before["catches"]
    shown = [[k.split("#")[0] for k in g] for g in layout.model.seats[0].catches]
    assert shown == before["catches"][0]
    assert sorted(k.split("#")[0] for k in layout.model.hand) == sorted(before["hand"])


def tsung_shap_claim(state) -> bool:
    return state.current_player == 0 and not state.is_over and state.phase == TS_CLAIM


def test_tsung_shap_a_missed_capture_is_claimed_by_its_button(make_app, ui):
    app = make_app(autoplay=True, demo_handover=tsung_shap_claim)
    app.open("table", "tsung_shap", seed=CLAIM_SEED, ai_levels=["easy"],
             rules={"games_per_match": 4})
    table = to_human(app, ui, frames=20000)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    assert tsung_shap_claim(state)
    names = set(layout.bar.targets())
    claims = [a for a in map(str, state.legal_actions()) if a.startswith("claim:")]
    assert claims and "button:decline" in names
    assert {f"button:{a}" for a in claims} <= names
    rect = layout.target_rect(f"button:{claims[0]}")
    ui_move(app, rect.center)
    assert layout.preview[0] and "point" in layout.preview[1]
    before = len(state.action_log)
    ui.click(app, rect.center)
    assert state.action_log[before] == claims[0]
