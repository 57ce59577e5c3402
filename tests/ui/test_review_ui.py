"""The hand review at the table: Review in the replay runs in the worker with a progress
bar, can be cancelled, marks the timeline, jumps to a decision with the better move
outlined, counts in the statistics' trend; the hand summary opens it and gets it back."""

from __future__ import annotations

import pygame
import pytest

from cardgames.catalog import CATALOG
from cardgames.core.history import read_hand_history, record_hand
from cardgames.core.stats import load_stats, review_trend
from cardgames.games import create
from cardgames.ui.scenes.replay import ReplayScene
from cardgames.ui.table.review_job import CANCELLED, DONE, ReviewJob


@pytest.fixture
def blunder_file(tmp_path):
    """A one-card Pocha hand where seat 0, holding the ace of trumps, bid 0: a sure loss."""
    game = create("pocha", players=4, rules={"deal_schedule": [1]})
    state = game.new_state(deck=["1O", "4C", "7E", "5B", "3O"], dealer=3)
    state.apply("bid:0")
    while state.hands_finished < 1:
        state.apply(state.legal_actions()[0])
    return record_hand(state, 1, ["Maite", "Ane", "Mikel", "Carmen"], folder=tmp_path / "h")


class SlowWorker:
    """A worker whose answers never come (the review stays running), recording cancels."""

    def __init__(self):
        from concurrent.futures import Future

        self.futures: list = []
        self.Future = Future

    def request_review(self, *args):
        future = self.Future()
        self.futures.append(future)
        return future


def test_review_marks_the_blunder_and_outlines_the_better_bid(make_app, ui, blunder_file):
    history = read_hand_history(blunder_file, catalog=CATALOG)
    app = make_app()
    scene = ReplayScene(app, history, blunder_file)
    app.scenes.push(scene)
    app.step()
    ui.click_target(app, "button:review")
    assert ui.step_until(app, lambda: scene.reviewed is not None, frames=200)
    review = scene.reviewed
    assert review.complete and review.mistakes == 1
    assert review.summary.startswith("1 mistake")
    bid = review.decisions[0]
    assert (bid.played, bid.best, bid.verdict) == ("bid:0", "bid:1", "mistake")
    assert "you made your bid in 0 %" in bid.words
    assert scene.target_rect("review:timeline").width > 0
    # a click on the mark jumps to the decision: the deal as seat 0 saw it, bid 1 outlined
    app.step()
    (hit, decision), = [(r, d) for r, d in scene.timeline.mark_rects if d.marked]
    ui.click(app, hit.center)
    assert scene.step == decision.index == 0
    assert scene.focused() is decision
    assert scene.suggested_action() == "bid:1"
    app.step()
    assert scene.table.bar.suggested == "bid:1"
    ui.key(app, pygame.K_RIGHT)  # moving on: no outline, no verdict
    assert scene.suggested_action() is None
    ui.key(app, pygame.K_n)  # N: back to the marked decision
    assert scene.step == 0 and scene.suggested_action() == "bid:1"
    # counted in the statistics' trend of the game
    kept = load_stats().reviews["pocha"]
    assert [(k.mistakes, k.decisions) for k in kept] == [(1, 1)]
    assert review_trend(kept) == (1.0, None)


def test_the_review_runs_off_the_frame_loop_and_can_be_cancelled(make_app, ui, blunder_file):
    history = read_hand_history(blunder_file, catalog=CATALOG)
    app = make_app()
    scene = ReplayScene(app, history, blunder_file)
    app.scenes.push(scene)
    worker = SlowWorker()
    scene.job = ReviewJob(worker, history, seat=0)
    scene._review_changed()
    for _ in range(5):
        app.step()  # the table keeps drawing while the answer is awaited
    assert scene.timeline.progress == 0.0 and scene.review_button.label == "Cancel review"
    ui.key(app, pygame.K_ESCAPE)  # Esc first stops the review, and stays in the replay
    assert worker.futures[0].cancelled() and scene.job.status == CANCELLED
    assert app.scenes.top is scene and scene.timeline.progress is None
    assert not scene.reviewed.complete and "reviews" not in load_stats().to_json()


def test_a_review_job_goes_decision_by_decision(blunder_file):
    from cardgames.ai.worker import AIWorker

    history = read_hand_history(blunder_file, catalog=CATALOG)
    job = ReviewJob(AIWorker(inline=True), history, seat=0)
    while job.running:
        job.poll()
    assert job.status == DONE and job.progress == 1.0
    assert [d.verdict for d in job.review().decisions] == ["mistake"]


def test_the_hand_summary_opens_the_review_and_close_comes_back(make_app, ui, blunder_file):
    from cardgames.ui.scenes.hand_summary import HandSummaryScene
    from cardgames.ui.table.summary import HandSummaryData

    app = make_app()
    data = HandSummaryData(title="Hand 1", subtitle="", lines=[])
    summary = HandSummaryScene(app, data, lambda: None, history=blunder_file)
    app.scenes.push(summary)
    app.step()
    ui.click_target(app, "button:review")
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.job is not None
    assert ui.step_until(app, lambda: replay.reviewed is not None, frames=200)
    ui.click_target(app, "button:menu")  # Close
    assert app.scenes.top is summary


def test_the_face_up_switch_shows_every_hand_and_hides_them_again(make_app, ui, tmp_path):
    state = create("pocha", players=4, rules={"deal_schedule": [3]}).new_state(seed=4)
    while state.hands_finished < 1:
        state.apply(state.legal_actions()[0])
    path = record_hand(state, 1, ["A", "B", "C", "D"], folder=tmp_path / "h")
    history = read_hand_history(path, catalog=CATALOG)
    app = make_app()
    scene = ReplayScene(app, history, path)
    app.scenes.push(scene)
    app.step()
    dealt = history.state_at(0)
    assert scene.table.fans[1].known == []
    ui.click_target(app, "button:face_up")
    app.step()
    assert sorted(scene.table.fans[1].known) == sorted(dealt.card_places()[1]["hand:1"])
    assert scene.face_up_button.label == "Hide their cards"
    ui.key(app, pygame.K_a)
    app.step()
    assert scene.table.fans[1].known == [] and not scene.face_up


def test_the_verdict_names_the_moves_in_the_players_language(make_app, ui, blunder_file):
    """In Spanish the verdict's moves are Spanish too ("Apostar 0" ... "apostar 1"), as the
    hints name them, not the search's English short forms ("Bid 0")."""
    from cardgames.core.i18n import set_language

    history = read_hand_history(blunder_file, catalog=CATALOG)
    app = make_app(language="es")
    try:
        scene = ReplayScene(app, history, blunder_file)
        app.scenes.push(scene)
        app.step()
        ui.click_target(app, "button:review")
        assert ui.step_until(app, lambda: scene.reviewed is not None, frames=200)
        words = scene.reviewed.decisions[0].words
        assert "Bid" not in words and "bid 1" not in words, words
        from cardgames.ui.table.suit_text import order_words

        assert order_words("bid:1", "spanish", "pocha") in words
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", ["kap_tai_shap", "jjak_ma_tcho_ki", "tiu_u", "tsung_shap"])
def test_the_face_up_switch_on_a_tile_table(make_app, ui, tmp_path, game_id):
    """A tile table keeps the others' hands as counts; face up, the replay shows each
    other seat's hidden tiles in a strip by its panel, on screen and apart."""
    state = create(game_id, players=3 if game_id != "tsung_shap" else 2).new_state(seed=5)
    while state.hands_finished < 1:
        state.apply(state.legal_actions()[0])
    path = record_hand(state, 1, ["A", "B", "C"], folder=tmp_path / "h")
    history = read_hand_history(path, catalog=CATALOG)
    app = make_app(size=(1024, 640))
    scene = ReplayScene(app, history, path)
    app.scenes.push(scene)
    ui.key(app, pygame.K_RIGHT)
    ui.step_until(app, lambda: not scene.busy, frames=600)
    assert scene.face_up_button.visible
    hands = scene.open_hands()
    others = {seat: cards for seat, cards in hands.items() if seat != 0 and cards}
    assert others, hands
    _deck, places = scene.runner.state.card_places()
    for seat, cards in others.items():
        assert sorted(cards) == sorted(places.get(f"hand:{seat}", []) +
                                       places.get(f"pile:{seat}", []))
    surface = pygame.Surface((1024, 640))
    assert scene.table.draw_open_hands(surface, hands) != []  # drawable any time
    ui.click_target(app, "button:face_up")
    app.step()
    assert scene.face_up
    strips = scene.table.draw_open_hands(surface, hands)
    assert len(strips) == len(others)
    for strip in strips:
        assert surface.get_rect().contains(strip)
    for i, strip in enumerate(strips):
        assert not any(strip.colliderect(other) for other in strips[i + 1:])
