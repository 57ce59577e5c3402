"""The table, driven headlessly: whole AI matches, clicks on cards, bids, resizing."""

from __future__ import annotations

import pygame
from table_helpers import table_of

from cardgames.ui.demo import handover
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.widgets.toast import REFUSAL


def visible_point(table: TableScene, code: str) -> tuple[int, int]:
    """A point on ``code`` that no later card in the hand covers (its left strip)."""
    rect = table.target_rect(f"card:{code}")
    assert rect is not None, code
    return rect.left + max(3, rect.width // 12), rect.centery


def to_human_play(app, ui, moment="mid-trick"):
    """Let the AI play every seat until the demo hands seat 0 back at ``moment``."""
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=6000)
    return table_of(app)


def test_whole_match_with_ai_in_every_seat_reaches_match_end(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "pocha", players=4, rules={"deal_schedule": [2, 3]}, seed=4)
    summaries: list = []  # the scenes themselves: a freed scene's id() can be reused
    scenes = set()

    def over():
        top = app.scenes.top
        scenes.add(type(top).__name__)
        if isinstance(top, HandSummaryScene) and not any(s is top for s in summaries):
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=20000)
    assert "TableScene" in scenes
    end = app.scenes.top
    hands = len(end.data.hand_labels)
    assert hands >= 2 and len(summaries) == hands  # one summary after every hand
    assert end.data.winners and all(len(s) == hands + 1 for s in end.data.series)
    assert end.target_rect("panel:chart").width > 0


def test_click_on_a_legal_card_plays_it(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("mid-trick", 1))
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    table = to_human_play(app, ui)
    state = table.runner.state
    legal = [a[5:] for a in state.view(0)["legal_actions"]]
    code = legal[0]
    before = len(state.events)
    ui.click(app, visible_point(table, code))
    assert len(state.events) > before
    played = [e for e in state.events[before:] if e["type"] == "played"]
    assert played[0]["seat"] == 0 and played[0]["card"] == code
    assert code not in state.view(0)["hand"]


def test_click_on_an_illegal_card_changes_nothing_and_says_why(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("mid-trick", 1))
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    table = to_human_play(app, ui)
    state = table.runner.state
    view = state.view(0)
    legal = {a[5:] for a in view["legal_actions"]}
    illegal = [c for c in view["hand"] if c not in legal]
    assert illegal, "the demo stops where some cards are not allowed"
    saved = state.to_json()
    ui.click(app, visible_point(table, illegal[0]))
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"play:{illegal[0]}")
    # the dimmed look is only for the human's turn, and only for those cards
    assert table.table.hand.legal == legal


def test_keyboard_arrows_and_enter_play_a_card(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("mid-trick", 1))
    app.open("table", "pocha", players=4, preset="max_only", seed=3)
    table = to_human_play(app, ui)
    hand = table.table.hand
    legal = hand.legal
    ui.key(app, pygame.K_RIGHT)
    while hand.cards[hand.selected] not in legal:
        ui.key(app, pygame.K_RIGHT)
    code = hand.cards[hand.selected]
    ui.key(app, pygame.K_RETURN)
    assert any(e["type"] == "played" and e["seat"] == 0 and e["card"] == code
               for e in table.runner.state.events)


def _dealer_facing_forbidden_bid(make_app, ui):
    for seed in range(40):
        app = make_app(autoplay=True, demo_handover=handover("bidding", 1))
        app.open("table", "pocha", players=4,
                 rules={"deal_schedule": [3], "first_dealer": 0}, seed=seed)
        table = to_human_play(app, ui)
        if table.view()["extra"]["forbidden_bid"] is not None:
            return app, table
        app.close()
    raise AssertionError("no seed gave the dealer a forbidden bid")


def test_bid_buttons_grey_out_the_dealers_forbidden_bid_and_digits_bid(make_app, ui):
    app, table = _dealer_facing_forbidden_bid(make_app, ui)
    state = table.runner.state
    forbidden = table.view()["extra"]["forbidden_bid"]
    bar = table.table.bar
    button = next(b for b in bar.buttons if b.name == f"button:bid:{forbidden}")
    assert not button.enabled
    assert button.reason == state.refusal(f"bid:{forbidden}")
    assert "dealer" in button.reason
    assert table.target_rect(f"button:bid:{forbidden}") == button.rect
    # hovering shows the reason; clicking it changes nothing and says why
    saved = state.to_json()
    ui.click(app, button.rect.center)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.message == button.reason
    # a digit key bids a legal value
    legal = next(k for k in range(4) if k != forbidden)
    ui.key(app, getattr(pygame, f"K_{legal}"), unicode=str(legal))
    assert state.events[-1]["type"] in ("bid", "played") or state.view(0)["bids"][0] == legal
    assert state.view(0)["bids"][0] == legal


def test_digit_key_on_the_forbidden_bid_is_refused_with_the_reason(make_app, ui):
    app, table = _dealer_facing_forbidden_bid(make_app, ui)
    state = table.runner.state
    forbidden = table.view()["extra"]["forbidden_bid"]
    saved = state.to_json()
    ui.key(app, getattr(pygame, f"K_{forbidden}"), unicode=str(forbidden))
    assert state.to_json() == saved
    assert table.toast.kind == REFUSAL and "dealer" in table.toast.message


def _all_cards_on_screen(app, table):
    screen = app.screen.get_rect()
    hand = table.runner.state.view(0)["hand"]
    assert len(hand) == 12
    for code in hand:
        rect = table.target_rect(f"card:{code}")
        assert rect is not None and screen.contains(rect), (code, rect, screen)
    for seat in range(table.runner.game.players):
        assert screen.contains(table.target_rect(f"seat:{seat}"))
    assert screen.contains(table.target_rect("panel:score"))
    assert screen.contains(table.target_rect("trump"))


def test_resizing_relays_the_table_with_every_card_on_screen(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("bidding", 1))
    app.open("table", "pocha", players=3, preset="max_only", seed=2)
    table = to_human_play(app, ui)
    for size in ((1024, 640), (1920, 1080), (1280, 800)):
        app.resize(size)
        app.step(1 / 60)
        assert app.screen.get_size() == size
        _all_cards_on_screen(app, table)
    # the same through the window system's event
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640)])
    app.step(1 / 60)
    _all_cards_on_screen(app, table)


def test_target_rects_name_the_tables_parts(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("bidding", 1))
    app.open("table", "pocha", players=4, rules={"deal_schedule": [2]}, seed=5)
    table = to_human_play(app, ui)
    view = table.view()
    for name in ("seat:0", "seat:3", "panel:score", "trump", "button:bid:0", "button:menu"):
        assert table.target_rect(name) is not None, name
    assert table.target_rect(f"card:{view['hand'][0]}") is not None
    assert (table.target_rect("upcard") is not None) == (view["extra"]["upcard"] is not None)
    assert table.target_rect("seat:9") is None and table.target_rect("nonsense") is None


def test_clicking_when_it_is_not_your_turn_changes_nothing(make_app, ui):
    app = make_app(autoplay=False)
    app.settings.ai_min_think_s = 10.0  # the AI seat keeps "thinking"
    app.open("table", "pocha", players=4, rules={"deal_schedule": [2], "first_dealer": 0},
             seed=1)
    table = table_of(app)
    assert ui.step_until(app, lambda: table.presenter.idle and table.table.hand.cards
                         and table.runner.thinking_seat is not None, frames=600)
    assert table.runner.current != 0
    saved = table.runner.state.to_json()
    code = table.runner.state.view(0)["hand"][0]
    ui.click(app, visible_point(table, code))
    assert table.runner.state.to_json() == saved
    assert table.table.seat_panels[table.runner.current].thinking


def test_clicking_a_card_while_bidding_shows_the_engines_reason(make_app, ui):
    app = make_app(autoplay=True, demo_handover=handover("bidding", 1))
    app.open("table", "pocha", players=4, rules={"deal_schedule": [3]}, seed=6)
    table = to_human_play(app, ui)
    state = table.runner.state
    code = state.view(0)["hand"][0]
    saved = state.to_json()
    ui.click(app, visible_point(table, code))
    assert state.to_json() == saved
    assert table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"play:{code}")


def test_swap_or_keep_the_trump_seven_with_buttons_and_keys(make_app, ui):
    """House rule swap_trump_seven: when the human holds the 7 of trumps, two buttons."""
    from cardgames.games import create

    game = create("pocha", players=4, rules={"deal_schedule": [3], "swap_trump_seven": True,
                                            "first_dealer": 3})
    for seed in range(200):
        state = game.new_state(seed=seed)
        if state.current_player == 0 and state.view(0)["phase"] == "swap":
            break
    else:
        raise AssertionError("no seed asks seat 0 about the seven")
    app = make_app()
    app.open("table", "pocha", players=4, rules={"deal_schedule": [3], "swap_trump_seven": True,
                                                "first_dealer": 3}, seed=seed)
    table = table_of(app)
    assert ui.step_until(app, lambda: table.input_ready, frames=600)
    app.step(1 / 60)
    assert table.target_rect("button:swap") and table.target_rect("button:keep")
    ui.key(app, pygame.K_s, unicode="s")
    assert any(e["type"] == "swapped" and e["seat"] == 0 for e in table.runner.state.events)


def test_tutorial_hooks_script_the_ai_and_filter_the_learners_moves(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, rules={"deal_schedule": [2], "first_dealer": 3},
             seed=2)
    table = table_of(app)
    assert ui.step_until(app, lambda: table.input_ready, frames=600)
    table.action_filter = lambda action: None if action == "bid:1" else "Bid 1 here."
    saved = table.runner.state.to_json()
    ui.key(app, pygame.K_0, unicode="0")
    assert table.runner.state.to_json() == saved and table.toast.message == "Bid 1 here."
    table.runner.scripted = lambda state, seat: "bid:0"
    ui.key(app, pygame.K_1, unicode="1")
    assert ui.step_until(app, lambda: table.runner.state.view(0)["phase"] == "playing",
                         frames=600)
    assert table.runner.state.view(0)["bids"] == [1, 0, 0, 0]


def test_hand_summary_explains_each_score_line_and_waits_for_continue(make_app, ui):
    app = make_app(autoplay=True)
    app.settings.autoplay_summary_s = 1e9  # wait for the player
    app.open("table", "pocha", players=4, rules={"deal_schedule": [3, 1]}, seed=8)
    table = table_of(app)
    assert table.table.explain(2, 2, 20) == "bid 2, took 2: 10 + 5\u00d72 = +20"
    assert table.table.explain(3, 1, -10) == "bid 3, took 1: 2 \u00d7 \u22125 = \u221210"
    assert table.table.explain(0, 0, 10) == "bid 0, took 0: 10 + 5\u00d70 = +10"
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, HandSummaryScene),
                         frames=5000)
    summary = app.scenes.top
    scored = next(e for e in table.runner.state.events if e["type"] == "hand_scored")
    for line in summary.data.lines:
        assert line.delta == scored["deltas"][line.seat]
        assert line.explanation.startswith(f"bid {scored['bids'][line.seat]}, "
                                           f"took {scored['tricks'][line.seat]}")
    for _ in range(30):
        app.step(1 / 60)
    assert app.scenes.top is summary  # it waits
    ui.key(app, pygame.K_RETURN)
    assert app.scenes.top is table
