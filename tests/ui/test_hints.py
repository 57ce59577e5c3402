"""Hints at the table: the Hint button and H, what they light and say, stale answers,
the count in the save, the statistics and the match end; the AI levels in the setup."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from cardgames.ai.hints import hint
from cardgames.catalog import CATALOG
from cardgames.core.saves import autosave_path, read_save
from cardgames.core.stats import load_stats
from cardgames.ui.demo import handover
from cardgames.ui.scenes.match_end import MatchEndScene, hints_line, subtitle
from cardgames.ui.scenes.setup import SetupScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.hint_controls import HIDE, NOT_YOUR_TURN, THINKING
from cardgames.ui.table.hint_panel import hint_words
from cardgames.ui.table.hints import HINT_ITERATIONS
from cardgames.ui.tutorial.script import action_target


def table_at(app, ui, moment: str, **match) -> TableScene:
    """A table where the AI has played seat 0 up to ``moment``, then handed it over."""
    app.demo_handover = handover(moment, 1)
    app.autoplay = True
    app.open("table", "pocha", players=4, **match)
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=6000)
    return app.scenes.top


def expected_hint(table: TableScene):
    """What the AI's hint search says for the position (the worker runs the same)."""
    runner = table.runner
    return hint(runner.state.observation(0), iterations=HINT_ITERATIONS, seed=runner.ai_seed())


def on_screen(app, rect: pygame.Rect | None) -> bool:
    return rect is not None and rect.width > 0 and app.screen.get_rect().contains(rect)


def assert_panel_clear(table: TableScene) -> None:
    """The hint's panel covers neither the hand, the prompt nor a button the player may
    press."""
    panel = table.target_rect("panel:hint")
    assert panel is not None
    assert not panel.colliderect(table.target_rect("hand"))
    for rect in table.table.bar.targets().values():
        assert not panel.colliderect(rect)
    assert not panel.colliderect(table.target_rect("button:hint"))
    assert not panel.colliderect(table.target_rect("prompt"))


def test_hint_button_lights_a_legal_card_and_shows_the_sentence(make_app, ui):
    app = make_app()
    table = table_at(app, ui, "mid-trick", preset="max_only", seed=3)
    expected = expected_hint(table)
    legal = table.runner.state.view(0)["legal_actions"]
    ui.click_target(app, "button:hint")
    action = table.suggested_action()
    assert action == str(expected.action) and action in legal
    assert table.table.hand.suggested == action[5:]
    assert on_screen(app, table.target_rect(action_target(action)))
    heading, reason = hint_words(action, expected.sentence, "spanish")
    assert (table.hint.panel.heading, table.hint.panel.reason) == (heading, reason)
    assert heading.startswith("Hint: play the ")
    assert on_screen(app, table.target_rect("panel:hint"))
    assert_panel_clear(table)
    assert table.runner.hints_used == 1
    assert table.table.scores.note == "Hints: 1"
    assert table.hint.button.label == HIDE
    app.resize((1024, 640))  # the smallest window: still clear of the hand, on screen
    app.step(1 / 60)
    assert on_screen(app, table.target_rect("panel:hint"))
    assert_panel_clear(table)
    # it stays while the player thinks, and goes once they act
    for _ in range(30):
        app.step(1 / 60)
    assert table.suggested_action() == action
    before = len(table.runner.state.log)
    table.submit(action)
    app.step(1 / 60)
    assert len(table.runner.state.log) > before
    assert table.suggested_action() is None and not table.hint.panel.visible
    assert table.table.hand.suggested is None
    assert table.runner.hints_used == 1


def test_h_in_the_bidding_lights_the_bid_button_and_shows_again_without_counting(
        make_app, ui):
    app = make_app()
    app.settings = app.settings.copy(learning_aids=False)  # hints are asked for: still there
    table = table_at(app, ui, "bidding", seed=5)
    expected = expected_hint(table)
    ui.key(app, pygame.K_h, "h")
    action = str(expected.action)
    assert action.startswith("bid:") and table.suggested_action() == action
    assert table.table.bar.suggested == action
    assert on_screen(app, table.target_rect(f"button:{action}"))
    assert table.hint.panel.heading == f"Hint: bid {action[4:]}"
    assert_panel_clear(table)
    assert table.runner.hints_used == 1
    ui.key(app, pygame.K_h, "h")  # H again hides it ...
    assert table.suggested_action() is None and not table.hint.panel.visible
    assert table.table.bar.suggested is None
    ui.key(app, pygame.K_h, "h")  # ... and shows the same hint again: not a new one
    assert table.suggested_action() == action
    assert table.runner.hints_used == 1
    before = len(table.runner.state.action_log)
    ui.click_target(app, f"button:{action}")
    assert table.runner.state.action_log[before] == action
    assert table.suggested_action() is None and table.runner.hints_used == 1


def test_a_hint_made_stale_by_an_action_is_dropped(make_app, ui):
    app = make_app()
    table = table_at(app, ui, "mid-trick", preset="max_only", seed=3)
    pending: list[Future] = []

    def slow_hint(state, seat, iterations=600, seed=0):
        future: Future = Future()
        future.set_running_or_notify_cancel()  # a search under way can't be cancelled
        pending.append(future)
        return future

    table.runner.worker.request_hint = slow_hint
    ui.key(app, pygame.K_h, "h")
    assert len(pending) == 1
    app.step(1 / 60)  # the frame goes on while the search runs
    assert table.hint.button.label == THINKING and not table.hint.button.enabled
    assert table.suggested_action() is None
    legal = table.runner.state.view(0)["legal_actions"]
    table.submit(legal[-1])  # the player moves before the answer comes ...
    app.step(1 / 60)
    assert not table.hint.hints.thinking and table.hint.button.label != THINKING
    assert ui.step_until(app, lambda: table.input_ready, frames=6000)
    # ... and the answer comes on the player's next turn, naming a move legal *now*:
    # still an answer about a position that is gone
    now_legal = table.runner.state.view(0)["legal_actions"]
    pending[0].set_result((now_legal[0], "Play it: a reason for a position that is gone."))
    app.step(1 / 60)
    assert table.suggested_action() is None and not table.hint.panel.visible
    assert table.runner.hints_used == 0
    assert table.hint.button.label != THINKING


def test_hint_is_disabled_while_it_is_not_your_turn(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, seed=2, rules={"first_dealer": 0})
    table = app.scenes.top
    table.runner.min_think_s = 1000.0  # seat 1 (mano) thinks for as long as the test runs
    for _ in range(5):
        app.step(1 / 60)
    assert table.runner.current == 1 and not table.input_ready
    button = table.hint.button
    assert button.visible and not button.enabled and button.reason == NOT_YOUR_TURN
    ui.click_target(app, "button:hint")
    assert table.hint.hints.thinking is False and table.runner.hints_used == 0
    ui.key(app, pygame.K_h, "h")  # the key says why rather than doing nothing
    assert table.toast.visible and table.toast.message == NOT_YOUR_TURN
    assert table.runner.hints_used == 0 and table.suggested_action() is None


def test_hints_used_reach_the_save_the_statistics_and_the_match_end(make_app, ui):
    app = make_app()
    app.open("table", "pocha", players=4, rules={"deal_schedule": [2, 3]}, seed=4)
    table = app.scenes.top
    assert ui.step_until(app, lambda: table.input_ready, frames=6000)
    ui.key(app, pygame.K_h, "h")
    assert table.runner.hints_used == 1
    assert table.saved_match().hints_used == 1
    app.autosaver.flush()  # written when the hint came, before any move
    assert read_save(autosave_path(), CATALOG).hints_used == 1
    ui.play_like_a_human(app, random.Random(2))
    end = app.scenes.top
    assert isinstance(end, MatchEndScene)
    assert end.data.hints_used == 1 and "Hints used: 1" in subtitle(end.data)
    record = load_stats().records["pocha"][table.records.stats_key]
    assert record.played == 1 and record.hints == 1


def test_hints_line_wording():
    assert hints_line(None) == ""
    assert hints_line(0) == "No hints used"
    assert hints_line(3) == "Hints used: 3"


def test_hint_words_name_the_cards():
    heading, reason = hint_words(
        "play:3O", "Play 3O: you made your bid in 71% of 600 sampled deals with it, 38% "
        "with 1O.", "spanish")
    assert heading == "Hint: play the 3 of oros"
    assert reason.replace("\u00a0", " ") == (
        "You made your bid in 71% of 600 sampled deals with it, 38% with the ace of oros.")
    assert "the\u00a0ace\u00a0of\u00a0oros" in reason  # a card's name stays on one line
    assert hint_words("bid:1", "Bid 1: it is the only move the rules allow here.") == \
        ("Hint: bid 1", "It is the only move the rules allow here.")
    assert hint_words("swap", "no colon here", "spanish")[1] == "No colon here"


def test_the_tutorial_offers_no_hints(make_app, ui):
    app = make_app()
    tutorial = app.open("tutorial", "pocha")
    assert ui.step_until(app, lambda: tutorial.panel.visible, frames=600)
    assert tutorial.target_rect("button:hint") is None
    ui.key(app, pygame.K_h, "h")
    assert "Follow the lesson" in (tutorial.panel.message or "")
    assert tutorial.runner.hints_used == 0 and tutorial.suggested_action() is None


# --- the AI levels in the setup -------------------------------------------------------------


def choose_level(app, ui, setup: SetupScene, key: str, label: str) -> list[str]:
    """Open ``key``'s drop-down by a click, click ``label``; returns the labels offered."""
    row = setup.rows[key]
    ui.click(app, row.control.rect.center)
    app.step(1 / 60)
    items = row.control.current_state.options_selection_list.item_list
    offered = [i["text"] for i in items]
    item = next(i for i in items if i["text"] == label)
    ui.click(app, item["button_element"].rect.center)
    for _ in range(3):
        app.step(1 / 60)
    return offered


@pytest.fixture
def quick_hard(monkeypatch):
    """The hard level searches 5 iterations instead of hundreds (inline AI in tests)."""
    import cardgames.ai.search_player as search_player

    monkeypatch.setattr(search_player, "HARD_ITERATIONS", 5)
    monkeypatch.setattr(search_player, "HARD_MIN_ITERATIONS", 5)


def test_setup_offers_four_levels_and_the_seats_show_easy_and_hard(make_app, ui, quick_hard):
    app = make_app()
    setup = app.open("setup", "pocha")
    app.step(1 / 60)
    offered = choose_level(app, ui, setup, "level:1", "Easy AI")
    assert offered == ["Beginner AI", "Easy AI", "Normal AI", "Hard AI"]
    assert "about a second a move" in setup.rows["level:1"].help  # why Hard makes you wait
    choose_level(app, ui, setup, "level:2", "Hard AI")
    assert setup.model.levels[:2] == ["easy", "hard"]
    ui.click_target(app, "button:start")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    app.step(1 / 60)
    assert table.runner.levels[1:3] == ["easy", "hard"]
    panels = table.table.seat_panels
    assert (panels[1].subtitle, panels[2].subtitle) == ("Easy AI", "Hard AI")
