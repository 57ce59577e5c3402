"""The claim bar and the claim's call on the draw-and-discard table
(``cardgames/ui/table/claim_bar.py``), driven headlessly on Jjak-ma-tcho-ki with
``claim_any_player`` (four seats): the bar is up exactly while the human is asked and may
claim, its buttons are exactly the legal answers, a human who may only pass is passed
(unless ``prompt_all_humans``), silence is pass at the timeout, the keys answer (Tab,
Enter, Escape), the pointed answer's tiles are previewed, and after a window its taker's
word is called out and the seats it skipped are marked."""

from __future__ import annotations

import pygame
from table_helpers import table_of, ui_move

from cardgames.core import claims
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.claim_bar import CALL_S, SKIP_S

RULES = {"claim_any_player": True}


def open_jjak(make_app, seed: int = 3, autoplay: bool = False, **settings):
    app = make_app(size=(1024, 640), autoplay=autoplay)
    for name, value in settings.items():
        setattr(app.settings, name, value)
    app.open("table", "jjak_ma_tcho_ki", players=4, rules=dict(RULES), seed=seed)
    return app, table_of(app)


def window_of(view):
    return view["extra"]["claim_window"]


def check_bar(table: TableScene) -> bool:
    """The bar's invariants on this frame; whether it is up."""
    layout = table.table
    view = table.view()
    window = window_of(view)
    asked = table.input_ready and window is not None and view["current_player"] == 0
    bar = layout.claim_bar
    assert bar.shown == asked, (bar.shown, window, view["legal_actions"])
    if window is not None and view["current_player"] != 0:
        # the seats declare as if at once: no panel glows or "thinks" for one of them
        assert not any(p.turn or p.thinking for p in layout.seat_panels)
    if bar.shown:
        assert bar.actions == view["legal_actions"]  # exactly the legal answers
        assert set(bar.actions) <= {"claim", "pass"} and "pass" in bar.actions
        assert layout.bar.choices == []  # the turn's steps wait for the window
        for action in bar.actions:
            assert layout.target_rect(f"button:{action}") is not None
    return bar.shown


def play_turn(table: TableScene) -> None:
    """The human's move outside a window: draw, else the first legal move."""
    legal = table.view()["legal_actions"]
    table.submit("draw" if "draw" in legal else legal[0])


def to_bar(app, ui, table: TableScene, frames: int = 6000) -> None:
    """Play on (the human drawing and discarding) until the claim bar is up."""
    for _ in range(frames):
        if check_bar(table):
            return
        if table.input_ready:
            play_turn(table)
        app.step(1 / 60)
    raise AssertionError("the claim bar never came up")


def own_answers(table: TableScene) -> list[str]:
    return [e["answer"] for e in table.runner.state.events
            if e["type"] == claims.DECLARED and e["seat"] == 0]


def test_the_bar_is_up_exactly_when_the_human_may_claim(make_app, ui):
    app, table = open_jjak(make_app)
    shown = answered = 0
    for _frame in range(12_000):
        if answered >= 3 or table.runner.is_over:
            break
        if check_bar(table):
            shown += 1
            answer = "claim" if answered % 2 == 0 else "pass"
            before = len(own_answers(table))
            ui.click(app, table.table.target_rect(f"button:{answer}").center)
            assert own_answers(table)[before:] == [answer]  # the mouse answers
            answered += 1
            continue
        view = table.view()
        if window_of(view) is not None and view["current_player"] == 0:
            assert not table.input_ready  # asked with only pass: never prompted
        if table.input_ready:
            play_turn(table)
        app.step(1 / 60)
    assert answered >= 3 and shown == answered
    asked = [e for e in table.runner.state.events if e["type"] == claims.OPENED
             and 0 in e["asked"]]
    passes_for_you = len(own_answers(table)) - answered
    assert passes_for_you > 0 and len(asked) > answered  # the table passed for the human


def test_prompt_all_humans_keeps_the_bar_for_a_pass(make_app, ui):
    app, table = open_jjak(make_app, prompt_all_humans=True)
    for _ in range(12_000):
        if check_bar(table) and table.table.claim_bar.actions == ["pass"]:
            break
        if table.table.claim_bar.shown:
            ui.click_target(app, "button:pass")
            continue
        if table.input_ready:
            play_turn(table)
        app.step(1 / 60)
    bar = table.table.claim_bar
    assert bar.shown and bar.actions == ["pass"]  # asked though only pass is legal
    before = own_answers(table)
    ui.key(app, pygame.K_ESCAPE)
    assert own_answers(table) == [*before, "pass"]


def test_silence_is_pass_at_the_timeout(make_app, ui):
    app, table = open_jjak(make_app, claim_timeout_seconds=3)
    to_bar(app, ui, table)
    bar = table.table.claim_bar
    before = own_answers(table)
    for _ in range(120):  # two seconds: still waiting, the time left shown
        app.step(1 / 60)
    assert bar.shown and 0.9 < bar.left < 1.1
    assert bar.time_words(bar.left) == "1 s to answer"
    assert own_answers(table) == before
    for _ in range(70):
        app.step(1 / 60)
    assert own_answers(table) == [*before, "pass"]  # the table answered pass
    assert not bar.shown or bar.key != table.table.claim_bar.key


def test_no_timeout_waits(make_app, ui):
    app, table = open_jjak(make_app)
    to_bar(app, ui, table)
    before = own_answers(table)
    for _ in range(600):
        app.step(1 / 60)
    assert table.table.claim_bar.shown and own_answers(table) == before


def test_the_keys_answer(make_app, ui):
    app, table = open_jjak(make_app)
    to_bar(app, ui, table)
    bar = table.table.claim_bar
    ui.key(app, pygame.K_TAB)
    assert bar.focus == 0 and bar.pointed((0, 0)) == bar.actions[0]
    ui.key(app, pygame.K_TAB)
    ui.key(app, pygame.K_TAB)  # round again to the first button
    assert bar.focus == 0
    before = own_answers(table)
    ui.key(app, pygame.K_RETURN)
    assert own_answers(table) == [*before, "claim"]
    to_bar(app, ui, table)
    before = own_answers(table)
    ui.key(app, pygame.K_ESCAPE)  # Escape passes, and opens no pause menu
    assert own_answers(table) == [*before, "pass"]
    assert isinstance(app.scenes.top, TableScene)


def test_pointing_at_an_answer_previews_its_tiles(make_app, ui):
    app, table = open_jjak(make_app)
    to_bar(app, ui, table)
    layout = table.table
    view = table.view()
    card = window_of(view)["card"]
    codes = layout.claim_preview_codes("claim")
    assert codes[0] == card and len(codes) == 2 and codes[1] in view["hand"]
    assert codes[1] in view["extra"]["partners"][card]  # the pair it makes
    assert layout.claim_preview_codes("pass") == []
    ui_move(app, layout.target_rect("button:claim").center)
    assert layout.claim_bar.pointed(layout.mouse) == "claim"
    box = layout.claim_bar.preview_rect
    assert box is not None and app.screen.get_rect().contains(box)
    assert not box.colliderect(layout.target_rect("prompt"))
    assert not box.colliderect(layout.target_rect("claim_bar"))
    assert not box.colliderect(layout.target_rect("discards"))  # the discards stay in view
    assert not box.colliderect(layout.hand.bounds())


def test_the_call_after_a_window_and_the_seats_skipped(make_app, ui):
    app, table = open_jjak(make_app, seed=5, autoplay=True)
    layout = table.table
    calls = 0
    seen = 0
    for _ in range(20_000):
        if calls >= 3 or table.runner.is_over:
            break
        app.step(1 / 60)
        closed = [e for e in table.runner.state.events if e["type"] == claims.CLOSED
                  and e["seat"] is not None]
        call = layout.calls.call
        if call is None or len(closed) == seen or call.age > 0.05:
            continue
        seen = len(closed)
        event = closed[-1]
        assert layout.calls.word == "Claim!"  # the game's word for the claim, called out
        assert call.name == table.runner.names[event["seat"]] and call.seat == event["seat"]
        assert list(layout.calls.skipped) == event["skipped"]
        calls += 1
    assert calls >= 1
    for _ in range(round(max(CALL_S, SKIP_S) * 60) + 2):
        layout.calls.update(1 / 60)
    assert layout.calls.word is None and layout.calls.skipped == ()


def closed(answers: dict[int, str]):
    """A ``claim_closed`` event on seat 1's discard with these answers (the rest pass)."""
    window = claims.open_window("2-2", "discard", 1, players=4)
    for seat in window.asked:
        answer = answers.get(seat, "pass")
        window = claims.declare(window, seat, answer, [answer])
    return claims.closed_event(window, claims.resolve(window, {"claim": 1}))


def play_beats(layout, event) -> None:
    for beat in layout.beats_for(event):
        beat.start()
        beat.update(0.0)


def test_a_window_nobody_takes_calls_nothing(make_app, ui):
    app, table = open_jjak(make_app)
    layout = table.table
    layout.calls.clear()
    play_beats(layout, closed({}))
    assert layout.calls.call is None and layout.calls.word is None
    play_beats(layout, closed({0: "claim", 3: "claim"}))  # seat 3 is nearest: 2 skipped
    assert layout.calls.word == "Claim!" and layout.calls.call.seat == 3
    assert layout.calls.skipped == (2,)
    app.step(1 / 60)  # drawn over the table (the skipped panel marked)


def test_a_hint_outlines_its_answer_on_the_bar(make_app, ui):
    app, table = open_jjak(make_app)
    to_bar(app, ui, table)
    ui.key(app, pygame.K_h, "h")
    assert ui.step_until(app, lambda: table.suggested_action() is not None, frames=600)
    bar = table.table.claim_bar
    assert bar.shown and bar.buttons.suggested == table.suggested_action()
    assert bar.buttons.suggested in bar.actions


def test_an_answers_initial_takes_it_but_never_the_tables_keys(make_app, ui):
    app, table = open_jjak(make_app)
    to_bar(app, ui, table)
    layout = table.table
    assert [c.hotkey for c in layout.claim_bar.buttons.choices] == ["c", "p"]
    before = own_answers(table)
    ui.key(app, pygame.K_c, "c")
    assert own_answers(table) == [*before, "claim"]
    legal = layout.legal
    layout.legal = ["hu", "gan", "pass"]  # another game's answers: H stays the hint's
    try:
        assert [c.hotkey for c in layout.claim_choices()] == ["", "g", "p"]
    finally:
        layout.legal = legal


def test_a_click_in_a_window_names_no_seat(make_app):
    """While the others answer a claim, a click out of turn is told to wait without the
    name of the seat still answering (that seat is the one with a choice)."""
    app, table = open_jjak(make_app, seed=3, autoplay=False)
    for _frame in range(6000):
        window = window_of(table.view())
        if window is not None and table.runner.current not in (None, 0) and \
                table.presenter.idle:
            break
        legal = table.view()["legal_actions"]
        if table.input_ready and table.view()["current_player"] == 0 and legal:
            table.submit("pass" if "pass" in legal else
                         ("draw" if "draw" in legal else legal[0]))
        app.step(1 / 60)
    else:
        raise AssertionError("no window with another seat answering")
    table.toast.message = ""
    table.not_your_turn()
    shown = table.toast.message
    assert "claim" in shown
    assert not any(name in shown for name in table.runner.names[1:])
