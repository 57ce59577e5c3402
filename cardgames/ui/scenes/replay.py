"""``cardgames replay FILE``: a recorded hand, replayed on the real table, step by step.

The hand history (:mod:`cardgames.core.history`) is checked first -- its actions are run
through the engine again and must give the recorded result -- so a broken or mismatching
file opens :class:`ReplayErrorScene` with the core's sentence instead of a table.

On the table the match stands at a *step* of the hand (0 = just dealt).  Forward applies
the next recorded action to the engine's state and plays its events like a live move
(the card flies, the trick is taken); Back, First and Last rebuild the table at that step
from the history (:meth:`HandHistory.state_at`) and show it as it is.  The move just made
is said in words ("Ane plays the rey of oros") where the table's prompt goes.  The last
step stops at the hand's end: the next deal is not shown, the result is, in a panel with
the same explained score lines as the hand summary.

Nobody plays here: there is no AI and no input to the table; the buttons and the arrow
keys (Home, End) only move through the record.

Review (R) goes through the player's decisions of the hand with the search
(:mod:`cardgames.ai.review`, run a decision at a time in the AI worker by
:class:`~cardgames.ui.table.review_job.ReviewJob`, a progress bar meanwhile; Esc or the
button cancels).  Its marks go on a timeline of the hand above the buttons
(:mod:`cardgames.ui.table.review_panel`); a click on a mark, or N / P, jumps to that
decision: the table as the seat saw it, the verdict with its numbers, and the better move
outlined as a hint's is.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.style import Metrics
from cardgames.ui.table.animation import Animator
from cardgames.ui.table.match import MatchConfig, MatchRunner
from cardgames.ui.table.port import TablePort
from cardgames.ui.table.presenter import Beat, Presenter
from cardgames.ui.table.review_job import DONE, FAILED, ReviewJob
from cardgames.ui.table.review_panel import ReviewTimeline, draw_verdict
from cardgames.ui.table.specs import has_layout, layout_for
from cardgames.ui.table.suit_text import move_words, suit_glyph_surface
from cardgames.ui.table.summary import HandSummaryData
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, QUIET, Button, FocusRing

RECORDED = "replay"  # the "level" of a recorded seat: nobody thinks, nobody moves


class _NoAI:
    """Recorded seats never think, so the replay starts no AI process."""

    def request(self, *args, **kwargs):
        raise RuntimeError("a replayed seat asked the AI for a move")


class _RecordedRunner(MatchRunner):
    """A match that only moves when the replay applies the next recorded action."""

    #: set after the hand's last move: nobody is "to act" (the engine has dealt on)
    hand_over = False

    @property
    def current(self) -> int | None:
        return None if self.hand_over else self.state.current_player

    def tick_ai(self, dt: float, may_apply: bool) -> bool:
        return False


def prepare_replay(path: str | Path, progress: Callable[[float], None] | None = None):
    """Read, check and replay the hand history at ``path`` (any thread: pure Python, no
    pygame); the :class:`~cardgames.core.history.HandHistory`, or ``HistoryError``.

    ``progress`` is called with the share of the work done, 0..1: reading and checking the
    file is the first half, replaying its actions through the engine the second."""
    from cardgames.catalog import CATALOG
    from cardgames.core.history import HistoryError, read_hand_history, replay_hand

    def part(start: float):
        return None if progress is None else (lambda share: progress(start + share / 2))

    try:
        history = read_hand_history(Path(path), catalog=CATALOG, progress=part(0.0))
        replay_hand(history, progress=part(0.5))  # refuses actions that don't give the result
    except HistoryError as error:
        if str(path) in str(error):
            raise
        raise HistoryError(f"{path}: {error}") from None
    except (ValueError, KeyError, TypeError, IndexError) as error:  # e.g. an unknown option
        raise HistoryError(f"{path}: {str(error)[:300]}") from None
    return history


def replay_scene_for(app, path: str | Path, history, review: bool = False) -> Scene:
    """The table for a checked history, or the error scene (on the frame loop);
    ``review`` starts reviewing the player's decisions at once."""
    from cardgames.core.history import HistoryError

    if not has_layout(history.game_id):
        return ReplayErrorScene(app, Path(path),
                                f"{path}: this version has no table for {history.game_id}")
    try:
        return ReplayScene(app, history, Path(path), review=review)
    except (HistoryError, ValueError, KeyError, TypeError) as error:
        return ReplayErrorScene(app, Path(path), f"{path}: {str(error)[:300]}")


def load_replay(app, path: str | Path) -> Scene:
    """The replay of the hand history at ``path``, or the scene saying why it can't be --
    read here and now (a test, a script); the window uses :class:`ReplayLoadingScene`."""
    from cardgames.core.history import HistoryError

    try:
        history = prepare_replay(path)
    except HistoryError as error:
        return ReplayErrorScene(app, Path(path), str(error))
    return replay_scene_for(app, path, history)


class _Cancelled(Exception):
    """The player left while the hand was being read."""


class ReplayLoadingScene(Scene):
    """"Reading the hand... n%": the history is read and replayed on a worker thread
    (:func:`prepare_replay`) while the frame loop keeps drawing; when it is done this
    scene gives way to the replay, or to the reason it can't be.  Esc leaves."""

    def __init__(self, app, path: str | Path, *, report: bool = False,
                 prepare: Callable[..., Any] = prepare_replay, review: bool = False) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.review = review
        #: ``cardgames replay``: say the reason in the terminal too
        self.report = report
        self.progress = 0.0  # written by the worker, read by the frame loop
        self.cancelled = False
        self.result: Scene | None = None  # what took this scene's place
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.future: Future = Future()
        self._thread = threading.Thread(target=self._work, args=(prepare,),
                                        name="replay-reader", daemon=True)
        self._thread.start()

    def _work(self, prepare: Callable[..., Any]) -> None:
        try:
            self.future.set_result(prepare(self.path, self._progress))
        except BaseException as error:  # noqa: BLE001 - handed to the frame loop
            self.future.set_exception(error)

    def _progress(self, share: float) -> None:
        if self.cancelled:
            raise _Cancelled()
        self.progress = max(self.progress, min(1.0, share))

    def wait(self, timeout: float = 30.0) -> Scene:
        """Block until the hand is read and return the scene that replaces this one."""
        self._thread.join(timeout)
        self.update(0.0)
        return self.result or self

    def update(self, dt: float) -> None:
        if self.result is not None or not self.future.done():
            return
        from cardgames.core.history import HistoryError

        error = self.future.exception()
        if error is None:
            scene = replay_scene_for(self.app, self.path, self.future.result(), self.review)
        elif isinstance(error, HistoryError):
            scene = ReplayErrorScene(self.app, self.path, str(error))
        elif isinstance(error, _Cancelled):
            return
        else:
            scene = ReplayErrorScene(self.app, self.path,
                                     f"{self.path}: can't be replayed ({type(error).__name__})")
        message = getattr(scene, "message", "")
        if self.report and message:
            print(f"cardgames: {message}", file=sys.stderr)
        self.result = scene
        if self.app.scenes.top is self:
            self.app.scenes.replace(scene)

    def leave(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.cancelled = True
        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        self.panel = pygame.Rect(0, 0, min(m.width - m.px(80), m.px(560)), m.px(150))
        self.panel.center = (m.width // 2, m.height // 2)

    @property
    def words(self) -> str:
        return _("Reading the hand\u2026 {percent}%").format(percent=int(self.progress * 100))

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        surface.blit(surfaces.panel(self.panel.size, m.px(16), style.PANEL_STRONG,
                                    style.with_alpha(style.GOLD, 120), max(1, m.px(2))),
                     self.panel)
        label = text.render(self.words, m.heading_px, style.CREAM, bold=True)
        surface.blit(label, label.get_rect(midtop=(self.panel.centerx,
                                                   self.panel.y + m.px(28))))
        bar = pygame.Rect(self.panel.x + m.px(40), self.panel.bottom - m.px(52),
                          self.panel.width - m.px(80), m.px(14))
        pygame.draw.rect(surface, style.CREAM_DIM, bar, max(1, m.px(1)),
                         border_radius=bar.height // 2)
        filled = bar.inflate(-m.px(4), -m.px(4))
        filled.width = max(0, round(filled.width * self.progress))
        if filled.width:
            pygame.draw.rect(surface, style.GOLD, filled, border_radius=filled.height // 2)
        hint = text.render(_("Esc goes back to the menu"), m.small_px, style.CREAM_DIM)
        surface.blit(hint, hint.get_rect(midtop=(self.panel.centerx, bar.bottom + m.px(8))))


class ReplayScene(TableScene):
    keeps_records = False
    offers_hints = False  # a recorded hand: nobody is to act

    @classmethod
    def from_file(cls, app, path: str | Path, review: bool = False) -> Scene:
        """The scene ``cardgames replay FILE`` opens: the hand is read off the frame loop."""
        return ReplayLoadingScene(app, path, review=review)

    def __init__(self, app, history, path: Path | None = None, *, review: bool = False,
                 leave_to_caller: bool = False) -> None:
        self.history = history
        self.path = path
        #: Close goes back to the scene below (the hand summary) instead of the menu
        self.leave_to_caller = leave_to_caller
        self.job: ReviewJob | None = None
        self.reviewed = None  # the HandReview, once done (or cancelled part-way)
        self.timeline = ReviewTimeline()
        self.step = 0
        self.words = ""  # the move just made, in words
        self.words_suit: str | None = None
        self.result: HandSummaryData | None = None
        self._frozen: tuple[Any, dict[str, Any]] | None = None
        config = MatchConfig(game_id=history.game_id, players=history.players,
                             rules=dict(history.options))
        self.config = config
        self.app = app
        super().__init__(app, config, runner=self._runner_at(0))
        self.menu_button.label = "\u2715  " + _("Close")
        self.menu_button.help = _("Leave the replay (Esc)")
        self.first_button = Button("|\u25c0 " + _("First"), self.first, name="button:first", kind=QUIET,
                                   help=_("The hand as dealt (Home)"))
        self.back_button = Button("\u25c0 " + _("Back"), self.back, name="button:back",
                                  help=_("One move back (Left arrow)"))
        self.forward_button = Button(_("Forward") + " \u25b6", self.forward, name="button:forward",
                                     kind=PRIMARY, help=_("The next move (Right arrow or Space)"))
        self.last_button = Button(_("Last") + " \u25b6|", self.last, name="button:last", kind=QUIET,
                                  help=_("The end of the hand and its result (End)"))
        self.controls = [self.first_button, self.back_button, self.forward_button,
                         self.last_button]
        self.review_button = Button(_("Review"), self.press_review, name="button:review",
                                    kind=QUIET, help=_("Where was this hand won or lost? The "
                                                       "search goes through your decisions (R)"))
        #: every seat's cards face up (a finished hand has no secrets; the review's
        #: judgements still use only what the seat knew)
        self.face_up = False
        self.face_up_button = Button(_("Show all cards"), self.flip_face_up,
                                     name="button:face_up", kind=QUIET,
                                     help=_("Turn every seat's cards face up, or down again (A). "
                                            "The review judges only by what you could see."))
        self.counter_rect = pygame.Rect(0, 0, 0, 0)
        self.show_as_is()
        self._update_controls()
        self.face_up_button.visible = "known_cards" in self.view() or \
            hasattr(self.table, "draw_open_hands")
        if review:
            self.press_review()

    # --- the match at a step ---------------------------------------------------------------------
    @property
    def steps(self) -> int:
        return len(self.history.actions)

    @property
    def at_end(self) -> bool:
        return self.step >= self.steps

    def _runner_at(self, step: int) -> MatchRunner:
        state = self.history.state_at(step)
        n = state.game.players
        names = list(self.history.names) if len(self.history.names) == n else []
        return _RecordedRunner(self.config, _NoAI(), min_think_s=0.0, state=state,
                               levels=[None] + [RECORDED] * (n - 1), names=names)

    def _rebuild(self, step: int) -> None:
        """A fresh table at ``step``, shown as it is (no animation)."""
        self.runner.close()
        self.step = step
        self.runner = self._runner_at(step)
        self.animator = Animator()
        self.presenter = Presenter()
        self.table = layout_for(self.config.game_id)(TablePort(self))
        self._view_key = self._view = self._synced_key = None
        self._frozen = None
        self.result = None
        if self.metrics is not None:
            self.layout(self.metrics)
        self.show_as_is()
        self.words, self.words_suit = self._describe(step - 1) if step > 0 else ("", None)
        self._update_controls()

    @property
    def busy(self) -> bool:
        return not (self.presenter.idle and self.animator.idle)

    # --- moving through the record -------------------------------------------------------------------
    def forward(self) -> None:
        if self.at_end:
            return
        if self.busy:  # still showing the last move: land it at once, then go on
            self._rebuild(self.step)
        index = self.step
        if index == self.steps - 1:  # the hand's last move: the picture stops at its end
            self._frozen = (self._view_key, self.view())
        self.words, self.words_suit = self._describe(index)
        self.runner.state.apply(self.history.actions[index])
        self.step = index + 1
        self.runner.hand_over = self.at_end
        self._pull_events()
        self._update_controls()

    def back(self) -> None:
        if self.step > 0:
            self._rebuild(self.step - 1)

    def first(self) -> None:
        self._rebuild(0)

    def last(self) -> None:
        if self.steps == 0:
            return
        self._rebuild(self.steps - 1)
        self.forward()

    # --- the review --------------------------------------------------------------------------------
    def press_review(self) -> None:
        """Start the review, cancel it while it runs, or (once done) go to the next mark."""
        if self.job is not None and self.job.running:
            self.job.cancel()
            self._review_changed()
            return
        if self.reviewed is not None and self.reviewed.complete:
            self.jump(+1)
            return
        self.job = ReviewJob(self.app.ai_worker, self.history, seat=0)
        self._review_changed()

    def _review_changed(self) -> None:
        job = self.job
        if job is None:
            return
        self.timeline.progress = job.progress if job.running else None
        if not job.running:
            self.reviewed = job.review()
            self.timeline.review = self.reviewed
            if job.status == DONE:
                self._count_review()
                if any(d.marked for d in self.reviewed.decisions):
                    self.jump(+1)  # straight to the first marked decision
            elif job.status == FAILED:
                self.toast.show(_("No review this time: the search failed."), duration=3.0)
        self.review_button.label = _("Cancel review") if job.running else (
            _("Next mark (N)") if self.reviewed is not None and self.reviewed.complete
            else _("Review"))

    def _count_review(self) -> None:
        """The statistics' per-game trend of mistakes per reviewed hand."""
        from cardgames.core.stats import record_review

        review = self.reviewed
        try:
            record_review(self.history.game_id, review.mistakes, review.inaccuracies,
                          len(review.decisions))
        except OSError:
            pass  # statistics are a nicety: a read-only data folder must not stop the replay

    def flip_face_up(self) -> None:
        if not self.face_up_button.visible:
            return
        self.face_up = not self.face_up
        self.face_up_button.label = _("Hide their cards") if self.face_up else \
            _("Show all cards")
        self._rebuild(self.step)

    def focused(self):
        """The reviewed decision the table stands at, if any."""
        if self.reviewed is None or self.busy:
            return None
        for decision in self.reviewed.decisions:
            if decision.index == self.step:
                return decision
        return None

    def jump(self, direction: int) -> None:
        """To the next (``+1``) or previous (``-1``) marked decision, round the hand."""
        if self.reviewed is None:
            return
        marked = [d.index for d in self.reviewed.decisions if d.marked] or \
            [d.index for d in self.reviewed.decisions]
        if not marked:
            return
        if direction > 0:
            later = [i for i in marked if i > self.step]
            self._rebuild(later[0] if later else marked[0])
        else:
            earlier = [i for i in marked if i < self.step]
            self._rebuild(earlier[-1] if earlier else marked[-1])

    def suggested_action(self) -> str | None:
        """At a reviewed decision that was marked: the better move, outlined on the table."""
        decision = self.focused()
        return decision.best if decision is not None and decision.marked else None

    def _describe(self, index: int) -> tuple[str, str | None]:
        """The recorded action ``index`` in words, by the seat that made it."""
        state = self.history.state_at(index) if index != self.step else self.runner.state
        seat = state.current_player
        names = self.runner.names
        who = names[seat] if seat is not None and seat < len(names) else "?"
        game = self.runner.game
        return move_words(self.history.actions[index], who, game.deck_family, game.id)

    def _update_controls(self) -> None:
        start, end = self.step <= 0, self.at_end
        self.first_button.enabled = self.back_button.enabled = not start
        self.first_button.reason = self.back_button.reason = _("This is the deal: nothing before.")
        self.forward_button.enabled = self.last_button.enabled = not end
        self.forward_button.reason = self.last_button.reason = _("The hand is over.")

    # --- the table, tamed ------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        if self._frozen is not None:  # after the last move: the hand's end, not the next deal
            self._view_key, self._view = self._frozen
            return self._view
        view = super().view()
        if self.face_up and "known_cards" in view:
            view = self._face_up(view)
        return view

    def open_hands(self) -> dict[int, list[str]]:
        """Every seat's hidden cards now, by seat (a table that draws no known cards, a
        tile table, shows them beside the seats): its hand, and a face-down pile of its
        own where the game has one."""
        _deck, places = self.runner.state.card_places()
        hands: dict[int, list[str]] = {}
        for place, cards in places.items():
            kind, _colon, seat = place.partition(":")
            if kind in ("hand", "pile") and seat.isdigit():
                hands.setdefault(int(seat), []).extend(cards)
        return hands

    def _face_up(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view with every other seat's hand among its known cards (the recorded hand
        is over: the replay may show them; the table draws known cards face up)."""
        _deck, places = self.runner.state.card_places()
        known = [list(places.get(f"hand:{seat}", cards)) if seat != 0 else list(cards)
                 for seat, cards in enumerate(view["known_cards"])]
        return {**view, "known_cards": known}

    def _pull_events(self) -> None:
        events = self.runner.new_events()
        if not events:
            return
        beats: list[Beat] = []
        for event in events:
            beats += self.table.beats_for(event)
            if event["type"] == "hand_scored":
                break  # what follows (the next deal, the match's end) is not this hand
        self.presenter.feed(beats)

    @property
    def input_ready(self) -> bool:
        """Never a move to make; but at a marked decision the table lights the seat's
        choices then, so the better one can be outlined (a click does nothing)."""
        return self.suggested_action() is not None

    def submit(self, action: str) -> None:
        """Nobody plays in a replay."""

    def not_your_turn(self) -> None:
        """Clicking the cards does nothing here (no "wait for your turn" note)."""

    def show_summary(self, data: HandSummaryData, on_closed) -> None:
        self.result = data
        on_closed()

    def finish_match(self, data) -> None:
        """The match's end is not part of a hand's replay."""

    def open_pause(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        if self.job is not None and self.job.running:  # Esc first stops the review
            self.job.cancel()
            self._review_changed()
            return
        if self.leave_to_caller:
            self.app.scenes.pop()
            return
        self.app.scenes.reset(MenuScene(self.app))

    def close(self) -> None:
        if self.job is not None:
            self.job.cancel()
        super().close()

    # --- frame ----------------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        bar = self.table.geometry.action_bar
        widths = [m.px(120), m.px(130), m.px(160), m.px(120)]
        gap = m.px(12)
        counter_w = m.px(230)
        total = sum(widths) + counter_w + gap * 4
        x = bar.centerx - total // 2
        for i, (button, w) in enumerate(zip(self.controls, widths, strict=True)):
            if i == 2:
                x += counter_w + gap  # the step counter sits between Back and Forward
            button.rect = pygame.Rect(x, bar.y, w, bar.height)
            x += w + gap
        self.counter_rect = pygame.Rect(self.back_button.rect.right + gap, bar.y, counter_w,
                                        bar.height)
        self.review_button.rect = pygame.Rect(x, bar.y, m.px(150), bar.height)
        close = self.menu_button.rect
        self.face_up_button.rect = pygame.Rect(0, 0, m.px(170), close.height)
        self.face_up_button.rect.bottomright = (close.right, close.y - m.px(8))
        left = self.first_button.rect.x
        self.timeline.rect = pygame.Rect(left, bar.y - m.px(32), self.review_button.rect.right
                                         - left, m.px(26))
        self._lifted = 0

    def _lift(self) -> None:
        """At a reviewed decision whose better move is a button of the table's action bar
        (a bid), the replay's own row makes way: the controls and the timeline go up one
        row, so the outlined button shows."""
        m = self.metrics
        lift = 0
        if self.suggested_action() is not None and m is not None:
            row = pygame.Rect(self.timeline.rect.x, self.first_button.rect.y + self._lifted,
                              self.timeline.rect.width, self.first_button.rect.height)
            names = set()
            for action in self.runner.state.legal_actions():
                names |= {f"button:{action}", f"button:{action.verb}"}
            tops = [rect.y for rect in map(self.table.target_rect, sorted(names))
                    if rect is not None and rect.colliderect(row)]
            if tops:
                lift = row.bottom - min(tops) + m.px(8)
        if lift != self._lifted:
            for part in [*self.controls, self.review_button]:
                part.rect.y += self._lifted - lift
            self.counter_rect.y += self._lifted - lift
            self.timeline.rect.y += self._lifted - lift
            self._lifted = lift

    def update(self, dt: float) -> None:
        if self.job is not None and self.job.poll():
            self._review_changed()
        self.timeline.steps, self.timeline.step = self.steps, self.step
        super().update(dt)
        self.table.say("")  # the move in words takes the prompt's place
        self._lift()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.forward, pygame.K_SPACE: self.forward,
                    pygame.K_LEFT: self.back, pygame.K_HOME: self.first,
                    pygame.K_END: self.last, pygame.K_r: self.press_review,
                    pygame.K_n: lambda: self.jump(+1), pygame.K_p: lambda: self.jump(-1),
                    pygame.K_a: self.flip_face_up}
            if event.key in keys:
                keys[event.key]()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            decision = self.timeline.decision_at(event.pos)
            if decision is not None:
                self._rebuild(decision.index)
                return
        for button in [*self.controls, self.review_button, self.face_up_button]:
            if button.handle(event):
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.metrics
        if self.face_up and hasattr(self.table, "draw_open_hands") and not self.busy:
            self.table.draw_open_hands(surface, self.open_hands())
        for button in [*self.controls, self.review_button, self.face_up_button]:
            button.draw(surface, m)
        self._draw_counter(surface, m)
        words = self._draw_words(surface, m)
        self.timeline.draw(surface, m)
        if self.result is not None and not self.busy:
            self._draw_result(surface, m)
        self._draw_review(surface, m, words)
        if self.is_top:
            for button in [*self.controls, self.review_button, self.face_up_button]:
                button.draw_tooltip(surface, m)

    def _draw_review(self, surface: pygame.Surface, m: Metrics, words: pygame.Rect) -> None:
        """The review's summary line over the timeline, and the verdict of the decision the
        table stands at over the move's words."""
        if self.reviewed is None or self.timeline.progress is not None:
            return
        decision = self.focused()
        if decision is not None:
            width = min(m.px(580), m.width - m.px(60))
            draw_verdict(surface, m, decision, (words.centerx, words.y - m.px(8)), width)

    def _draw_counter(self, surface: pygame.Surface, m: Metrics) -> None:
        """Where in the record we are: "Move 5 of 12" over "Replay of hand 2"."""
        rect = self.counter_rect
        move = text.render(_("Move {number} of {total}").format(number=self.step, total=self.steps), m.body_px, style.CREAM,
                           bold=True)
        what = text.render(_("Replay of hand {number}").format(number=self.history.hand), m.small_px, style.CREAM_DIM)
        top = rect.centery - (move.get_height() + what.get_height()) // 2
        surface.blit(move, move.get_rect(midtop=(rect.centerx, top)))
        surface.blit(what, what.get_rect(midtop=(rect.centerx, top + move.get_height())))

    def _draw_words(self, surface: pygame.Surface, m: Metrics) -> pygame.Rect:
        message = self.words or _("The hand as dealt \u2014 press Forward to see the first move")
        size = m.heading_px if self.words else m.body_px
        label = text.render(message, size, style.CREAM, bold=bool(self.words))
        glyph = None
        if self.words_suit and self.app.settings.colour_blind_aids:
            glyph = suit_glyph_surface(self.runner.game.deck_family,
                                       self.words_suit, size)
        gw = glyph.get_width() + m.px(8) if glyph is not None else 0
        pad_x, pad_y = m.px(20), m.px(7)
        rect = pygame.Rect(0, 0, label.get_width() + gw + 2 * pad_x,
                           label.get_height() + 2 * pad_y)
        bottom = self.table.geometry.prompt_bottom
        if self.reviewed is not None or self.timeline.progress is not None:
            bottom = min(bottom, self.timeline.rect.y - m.px(6))  # the timeline shows
        rect.midbottom = (self.table.geometry.hand_area.centerx, bottom)
        surface.blit(surfaces.panel(rect.size, rect.height // 2, style.PANEL_STRONG,
                                    style.with_alpha(style.GOLD, 120), 1), rect)
        x = rect.x + pad_x
        if glyph is not None:
            surface.blit(glyph, glyph.get_rect(midleft=(x, rect.centery)))
            x += gw
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        return rect

    def _draw_result(self, surface: pygame.Surface, m: Metrics) -> None:
        """The hand's result, as the engine scored it, over the middle of the table."""
        from cardgames.ui.scenes.hand_summary import signed

        data = self.result
        width = min(m.px(640), m.width - m.px(80))
        row_h = m.px(34)
        rect = pygame.Rect(0, 0, width, m.px(76) + row_h * len(data.lines))
        rect.center = self.table.geometry.centre
        surface.blit(surfaces.panel(rect.size, m.px(14), style.PANEL_STRONG, style.GOLD,
                                    max(1, m.px(2))), rect)
        title = text.render(_("Result \u2014 {title}").format(title=data.title), m.heading_px, style.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + m.px(14))))
        y = rect.y + m.px(58)
        pad = m.px(24)
        for line in data.lines:
            ink = style.CREAM if line.active else style.CREAM_DIM
            surface.blit(text.render(line.name, m.body_px, ink, bold=True), (rect.x + pad, y))
            surface.blit(text.render(line.explanation, m.small_px, ink),
                         (rect.x + pad + m.px(150), y + m.px(3)))
            total = text.render(str(line.total) if line.total >= 0 else signed(line.total),
                                m.body_px, ink, bold=True)
            surface.blit(total, (rect.right - pad - total.get_width(), y))
            delta = text.render(signed(line.delta) if line.active else "", m.body_px,
                                style.GOOD if line.delta > 0 else
                                (style.RED if line.delta < 0 else ink), bold=True)
            surface.blit(delta, (rect.right - pad - m.px(90) - delta.get_width(), y))
            y += row_h

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "review:timeline":
            return pygame.Rect(self.timeline.rect)
        for button in [*self.controls, self.review_button, self.face_up_button]:
            if button.name == name:
                return pygame.Rect(button.rect)
        return super().target_rect(name)


class ReplayErrorScene(Scene):
    """A hand history that can't be replayed: the reason, and the way back."""

    def __init__(self, app, path: Path, message: str) -> None:
        super().__init__(app)
        self.path = path
        self.message = message
        self.button = Button("Menu", self.leave, name="button:menu", kind=PRIMARY)
        self.focus = FocusRing([self.button])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        width = min(m.width - m.px(80), m.px(860))
        self.lines = text.wrap(self.message, m.body_px, width - m.px(64))[:7]
        height = (m.px(28) + m.heading_px + m.px(26) + round(m.body_px * 1.35) * len(self.lines)
                  + m.px(30) + m.px(52) + m.px(24))
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (m.width // 2, m.height // 2)
        self.button.rect = pygame.Rect(0, 0, m.px(200), m.px(52))
        self.button.rect.midbottom = (self.panel.centerx, self.panel.bottom - m.px(24))

    def leave(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.leave()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        surface.blit(surfaces.panel(self.panel.size, m.px(16), style.PANEL_STRONG, style.RED,
                                    max(1, m.px(2))), self.panel)
        title = text.render("\u26a0 This hand can't be replayed", m.heading_px, style.RED,
                            bold=True)
        surface.blit(title, (self.panel.x + m.px(32), self.panel.y + m.px(28)))
        y = self.panel.y + m.px(28) + title.get_height() + m.px(16)
        for line in self.lines:
            surface.blit(text.render(line, m.body_px, style.CREAM), (self.panel.x + m.px(32), y))
            y += round(m.body_px * 1.35)
        self.focus.draw(surface, m)

    def target_rect(self, name: str) -> pygame.Rect | None:
        return pygame.Rect(self.button.rect) if name == "button:menu" else None
