"""The draw-and-discard table (K'ap T'ai Shap and Jjak-ma-tcho-ki), driven headlessly: a
whole AI match to the match end, legal moves made by clicks (a table tile picked, the
stock drawn, a hand tile discarded by the tile and its button), an illegal one refused
with the engine's reason and no change, every player count fitting 1024x640 and
1920x1080 with nothing overlapping, and each tutorial clicked through in every language
it is written in."""

from __future__ import annotations

import pytest
from table_helpers import (
    assert_fits,
    click_through_tutorial,
    play_to_match_end,
    resize,
    to_human,
    tutorial_languages,
)

from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.table.draw_discard_layout import DrawDiscardLayout
from cardgames.ui.table.parts import DiscardPile, Pool
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))


# --- a whole match with the AI in every seat -------------------------------------------------

def test_kap_tai_shap_whole_match_with_ai_in_every_seat(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "kap_tai_shap", players=4, rules={"hands_per_session": 2}, seed=4)
    layout = app.scenes.top.table
    assert isinstance(layout, DrawDiscardLayout) and isinstance(layout.discards_part(), Pool)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    for summary in summaries:
        data = summary.data
        assert any("house's cut" in n for n in data.notes)  # the pot, the cut, the prize
        assert any("ante" in p for p in data.payments)  # every payment with its reason
    assert sum(end.data.scores) <= 0  # the house's cuts leave the table


def test_jjak_ma_tcho_ki_whole_match_with_ai_in_every_seat(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "jjak_ma_tcho_ki", players=3, rules={"rounds": 2}, seed=4)
    layout = app.scenes.top.table
    assert isinstance(layout, DrawDiscardLayout) and isinstance(layout.discards_part(),
                                                                DiscardPile)
    end, summaries = play_to_match_end(app, ui)
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    for summary in summaries:
        data = summary.data
        assert len(data.notes) == 3 and all("pair points" in n for n in data.notes)
        if "won" in data.subtitle:
            assert any("win" in p for p in data.payments)
    assert sum(end.data.scores) == 0  # the stakes go from seat to seat


# --- moves by clicks ---------------------------------------------------------------------------

def click_target(app, ui, layout, name: str) -> None:
    rect = layout.visible_target_rect(name)
    assert rect is not None, name
    ui.click(app, (rect.left + max(3, rect.width // 4), rect.centery))


def click_button(app, ui, layout, verb: str) -> None:
    rect = layout.bar.targets().get(f"button:{verb}")
    assert rect is not None, (verb, list(layout.bar.targets()))
    ui.click(app, rect.center)


def phase_of(state) -> str:
    return state.view(0)["phase"]


def at_phase(phase: str, more=lambda v: True):
    def ready(state) -> bool:
        if state.current_player != 0 or state.is_over:
            return False
        view = state.view(0)
        return view["phase"] == phase and len(view["discards"]) >= 2 and more(view)
    return ready


def test_kap_tai_shap_pick_then_put_back_then_draw_and_discard_by_clicks(make_app, ui):
    app = make_app(autoplay=True, demo_handover=at_phase("pick"))
    app.open("table", "kap_tai_shap", players=3, seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    # the steps: Pick and Skip lit, Draw / Put back / Discard not
    lit = {b.name[7:]: b.enabled for b in layout.bar.buttons}
    assert lit == {"pick": True, "skip": True, "draw": False, "put": False, "discard": False}
    reasons = {b.name[7:]: b.reason for b in layout.bar.buttons if not b.enabled}
    assert reasons["draw"] == state.refusal("draw")  # what the turn wants, in words
    hand_tile = layout.model.hand[0].split("#")[0]
    assert reasons["discard"] == state.refusal(f"discard:{hand_tile}") and "pick" in \
        reasons["discard"]
    # a hand tile clicked now names a discard: refused with the engine's reason, no change
    saved = state.to_json()
    key = layout.hand.cards[0]
    click_target(app, ui, layout, f"hand:{key.split('#')[0]}")
    app.step(1 / 60)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"discard:{key.split('#')[0]}")
    # a table tile picked by a click
    tile = state.view(0)["extra"]["takeable"][0]
    assert tile in {k.split("#")[0] for k in layout.discards_part().legal}
    before = len(state.action_log)
    click_target(app, ui, layout, f"discards:{tile}")
    assert state.action_log[before] == f"pick:{tile}"
    if state.current_player == 0 and phase_of(state) == "put":  # put a tile back
        app.step(1 / 60)
        put = next(a for a in map(str, state.legal_actions()))
        click_target(app, ui, layout, f"hand:{put[4:]}")
        app.step(1 / 60)
        assert layout.picked == (f"hand:{put[4:]}",)
        click_button(app, ui, layout, "put")
        assert state.action_log[before + 1] == put


def test_kap_tai_shap_skip_draw_from_the_stock_and_discard_by_clicks(make_app, ui):
    app = make_app(autoplay=True, demo_handover=at_phase("pick"))
    app.open("table", "kap_tai_shap", players=3, seed=3)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    before = len(state.action_log)
    click_button(app, ui, layout, "skip")
    assert state.action_log[before] == "skip"
    assert ui.step_until(app, lambda: table.input_ready and layout.stock.drawable, frames=600)
    ui.click(app, layout.target_rect("stock").center)  # the stock, clicked, draws
    assert state.action_log[before + 1] == "draw"
    if state.is_over or state.current_player != 0:
        return  # the draw won the hand
    assert ui.step_until(app, lambda: table.input_ready and layout.legal, frames=600)
    tile = str(state.legal_actions()[0])[8:]
    click_target(app, ui, layout, f"hand:{tile}")
    app.step(1 / 60)
    assert layout.picked == (f"hand:{tile}",)
    assert next(b for b in layout.bar.buttons if b.name == "button:discard").kind == "primary"
    click_button(app, ui, layout, "discard")
    assert state.action_log[before + 2] == f"discard:{tile}"


def test_jjak_ma_tcho_ki_take_discard_lit_only_when_legal_and_clicks(make_app, ui):
    app = make_app(autoplay=True, demo_handover=at_phase("acquire"))
    app.open("table", "jjak_ma_tcho_ki", players=3, seed=5)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    legal = {str(a) for a in state.legal_actions()}
    button = next(b for b in layout.bar.buttons if b.name == "button:take_discard")
    assert button.enabled == ("take_discard" in legal)
    live = state.view(0)["live_discard"]
    assert live is not None and layout.target_rect("live") is not None  # marked
    before = len(state.action_log)
    if "take_discard" not in legal:  # the live discard clicked: refused, nothing changes
        saved = state.to_json()
        click_target(app, ui, layout, f"discards:{live}")
        app.step(1 / 60)
        assert state.to_json() == saved
        assert table.toast.visible and table.toast.kind == REFUSAL
        assert table.toast.message == state.refusal("take_discard")
        ui.click(app, layout.target_rect("stock").center)
        assert state.action_log[before] == "draw"
    else:
        click_target(app, ui, layout, f"discards:{live}")
        assert state.action_log[before] == "take_discard"


def test_jjak_ma_tcho_ki_a_refused_take_and_a_discard_by_clicks(make_app, ui):
    def no_take(view) -> bool:
        return view["live_discard"] is not None and "take_discard" not in view["legal_actions"]

    app = make_app(autoplay=True, demo_handover=at_phase("acquire", no_take))
    app.open("table", "jjak_ma_tcho_ki", players=2, seed=2)
    table = to_human(app, ui)
    state, layout = table.runner.state, table.table
    app.step(1 / 60)
    saved = state.to_json()
    click_button(app, ui, layout, "take_discard")  # not lit: says why
    app.step(1 / 60)
    assert state.to_json() == saved and table.toast.visible and table.toast.message
    ui.click(app, layout.target_rect("stock").center)
    assert ui.step_until(app, lambda: state.is_over or state.current_player != 0 or (
        table.input_ready and phase_of(state) == "discard" and layout.legal), frames=900)
    if state.current_player != 0 or state.is_over:
        return
    tile = str(state.legal_actions()[0])[8:]
    before = len(state.action_log)
    click_target(app, ui, layout, f"hand:{tile}")
    app.step(1 / 60)
    click_button(app, ui, layout, "discard")
    assert state.action_log[before] == f"discard:{tile}"


def test_kap_tai_shap_the_hand_aid_switches_off_and_stays_off(make_app, ui):
    import pygame

    from cardgames.ui.settings_file import load_settings

    app = make_app(autoplay=True, demo_handover=at_phase("pick"))
    app.open("table", "kap_tai_shap", players=3, seed=3)
    table = to_human(app, ui)
    layout = table.table
    app.step(1 / 60)
    aid = table.runner.state.view(0)["extra"]["aid"]
    assert layout.aid_shown and str(aid["tiles_away"]) in layout.aid_shown[0]
    # the hand lies eye first, then each tens pair
    shown = [k.split("#")[0] for k in layout.model.hand]
    structure = list(aid["eye"] or []) + [t for p in aid["pairs"] for t in p]
    assert shown[:len(structure)] == structure
    ui.click(app, layout.target_rect("panel:aid").center)
    app.step(1 / 60)
    assert app.settings.hand_aid is False and layout.aid_shown == []
    assert load_settings().settings.hand_aid is False  # kept for the next time
    ui.key(app, pygame.K_a, unicode="a")
    app.step(1 / 60)
    assert app.settings.hand_aid is True and layout.aid_shown


def test_jjak_ma_tcho_ki_words_for_a_grouping_choice():
    from cardgames.core.actions import Action
    from cardgames.ui.games import jjak_ma_tcho_ki as ui_module

    assert ui_module.action_label(Action.parse("lay:3-3,3-3,6-2,5-3")) == \
        "Lay 3-3+3-3, 6-2+5-3"


def test_jjak_ma_tcho_ki_says_who_claimed_from_the_cores_window_event(make_app, ui):
    from cardgames.core import claims
    from cardgames.core.events import Event

    app = make_app()
    app.open("table", "jjak_ma_tcho_ki", players=3,
             rules={"rounds": 1, "claim_any_player": True}, seed=2)
    layout = app.scenes.top.table
    names = [s.name for s in layout.model.seats]
    window = claims.open_window("3-2", "discard", 0, players=3)
    window = claims.declare(window, 1, "pass", ("pass",))
    window = claims.declare(window, 2, "claim", ("claim", "pass"))
    taken = claims.closed_event(window, claims.resolve(window, {"claim": 1}))
    assert layout.event_words(taken) == f"{names[2]} claims 3-2."
    nobody = Event(claims.CLOSED, card="3-2", source="discard", owner=0,
                   answers=[None, "pass", "pass"], seat=None, claim=None, skipped=[])
    assert layout.event_words(nobody) == "Nobody claims it."


@pytest.mark.parametrize("game_id,rules", [
    ("kap_tai_shap", {"hands_per_session": 1}), ("jjak_ma_tcho_ki", {"rounds": 1}),
    ("jjak_ma_tcho_ki", {"rounds": 1, "claim_any_player": True})])
def test_a_hand_animated_reaches_its_summary(make_app, ui, game_id, rules):
    """With animation on, every event's tiles fly (the deal, draws, picks, discards, laid
    pairs) and the picture the flights leave is the engine's."""
    app = make_app(speed="fast", autoplay=True)
    app.open("table", game_id, players=3, rules=rules, seed=2)
    table = app.scenes.top
    layout = table.table
    flew = []

    def summary() -> bool:
        if layout.animator.flights:
            flew.append(len(layout.animator.flights))
        return isinstance(app.scenes.top, HandSummaryScene)

    assert ui.step_until(app, summary, frames=40000)
    assert len(flew) > 20
    view = table.runner.state.view(0)
    model = layout.model
    assert [k.split("#")[0] for k in model.discards] == view["discards"]
    assert [[[k.split("#")[0] for k in g] for g in s.groups] for s in model.seats] == \
        view["exposed"]
    assert model.stock == view["stock"]
    assert [s.count for s in model.seats] == view["hand_counts"]


# --- fitting the window ------------------------------------------------------------------------

def mid_hand(state) -> bool:
    return state.current_player == 0 and not state.is_over and len(state.action_log) >= 8


@pytest.mark.parametrize("game,players", [
    ("kap_tai_shap", 2), ("kap_tai_shap", 8), ("jjak_ma_tcho_ki", 2), ("jjak_ma_tcho_ki", 4)])
def test_the_table_fits_small_and_large_windows(make_app, ui, game, players):
    app = make_app(autoplay=True, demo_handover=mid_hand)
    app.open("table", game, players=players, seed=7)
    table = to_human(app, ui)
    layout = table.table
    for size in SIZES:
        resize(app, size)
        part = layout.discards_part()
        assert_fits(app, layout, part, max_hidden=0.5 if isinstance(part, Pool) else 0.7)
        if game == "kap_tai_shap":  # the learner's aid sits clear of the panels
            aid = layout.target_rect("panel:aid")
            assert aid is not None and not any(aid.colliderect(p.rect)
                                               for p in layout.seat_panels)


# --- the tutorials, clicked through --------------------------------------------------------------

@pytest.mark.parametrize("game_id,language", [
    (g, lang) for g in ("kap_tai_shap", "jjak_ma_tcho_ki") for lang in tutorial_languages(g)])
def test_the_tutorial_clicked_through(make_app, ui, game_id, language):
    click_through_tutorial(make_app, ui, game_id, language)
