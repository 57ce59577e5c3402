"""The guided tutorial: a real table, a stacked deal, and a panel that teaches step by step.

This *is* the table (:class:`~cardgames.ui.scenes.table.TableScene`, with its layout,
animations and input); the tutorial only drives it:

* the match runs on the :class:`~cardgames.core.tutorial.TutorialRunner`'s state, and the
  other seats' scripted actions are played through the match's AI path (see
  :mod:`cardgames.ui.tutorial.script`), one by one, animated like any move;
* once they are shown, the step's panel appears, the table is dimmed around the step's
  targets (:mod:`cardgames.ui.tutorial.spotlight`), and the scene waits -- for Continue
  on a text step (the table ``hold``\\s: nobody moves), or for the learner's one action;
* every action the learner makes goes to ``TutorialRunner.submit``: the engine refuses
  what the rules forbid (its own sentence), the tutorial what is legal but not the
  lesson (its hint); nothing is applied then, and the panel says why;
* a hand's end waits for the learner to read the step about it before the next deal;
* Back and Restart step rebuild the table from the runner's saved state, exactly.

The rules screen is one click (or Esc, Rules) away and returns to the same moment.
"""

from __future__ import annotations

import pygame

from cardgames.catalog import CATALOG
from cardgames.core.i18n import N_, _
from cardgames.core.tutorial import Tutorial, TutorialRunner, load_tutorial
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.style import Metrics
from cardgames.ui.table.animation import Animator
from cardgames.ui.table.match import MatchConfig, MatchRunner
from cardgames.ui.table.port import TablePort
from cardgames.ui.table.presenter import Beat, Presenter
from cardgames.ui.table.specs import layout_for
from cardgames.ui.tutorial.placement import best_place
from cardgames.ui.tutorial.script import ScriptedSeats, advance_to_step, describe_action
from cardgames.ui.tutorial.spotlight import Spotlight
from cardgames.ui.tutorial.step_panel import HINT, INFO, RULE, StepContent, StepPanel
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button

#: events after which the table waits for the learner before going on (the next deal)
HAND_END_EVENTS = frozenset({"hand_scored"})
READ_FIRST = N_("Read the note, then press Continue.")
FINISHED_TEXT = N_("That's the whole lesson. Now play a real game against the computer, "
                   "with the usual rules \u2014 the Rules button is there whenever you need it.")


class _NoAI:
    """The tutorial's other seats only play their script; asking the AI is a bug (the
    table holds whenever no scripted action is due), so it fails loudly."""

    def request(self, *args, **kwargs):
        raise RuntimeError("a tutorial seat asked the AI for a move; its script is over")


class StepGate(Beat):
    """Holds the show after a hand ends while the learner reads a text step about it;
    opens when they continue (or go back), so the next deal comes after the lesson."""

    def __init__(self, tutor: TutorialRunner) -> None:
        self.tutor = tutor
        self.index = tutor.index

    @property
    def closed(self) -> bool:
        t = self.tutor
        return (t.index == self.index and not t.finished and t.waiting
                and t.step.expect is None)

    def update(self, dt: float) -> bool:
        return not self.closed


class TutorialScene(TableScene):
    #: a lesson is not the player's match: no autosave, hand history or statistics
    keeps_records = False
    #: the lesson points at the legal cards whatever the player's setting
    learning_aids = True
    #: the lesson says which move to make: no Hint button (H says so)
    offers_hints = False

    def __init__(self, app, tutorial: Tutorial | str, start_at: str | None = None) -> None:
        self.tutorial = load_tutorial(tutorial, CATALOG) if isinstance(tutorial, str) else tutorial
        self.tutor = TutorialRunner(self.tutorial)
        if start_at:
            advance_to_step(self.tutor, start_at)
        self.seats = ScriptedSeats(self.tutor)
        config = MatchConfig(game_id=self.tutorial.game_id, players=self.tutorial.players,
                             rules=dict(self.tutorial.options),
                             names=list(self.tutorial.seat_names))
        self.config = config
        self.app = app
        super().__init__(app, config, runner=self._new_match())
        if start_at:
            self._show_as_is()  # open on the step's picture, not a replay of the past
        self.spotlight = Spotlight()
        self.panel = StepPanel(on_continue=self.proceed, on_back=self.back,
                               on_restart=self.restart_step, on_skip=self.skip,
                               on_play=self.play_real_game, on_menu=self.to_menu)
        self.rules_button = Button(_("Rules"), self.open_rules, name="button:rules", kind=QUIET,
                                   help=_("Read the rules; the tutorial waits for you."))
        self._panel_at: tuple[int, int] | None = None

    def _new_match(self) -> MatchRunner:
        match = MatchRunner(self.config, _NoAI(), min_think_s=self.app.settings.ai_min_think_s,
                            state=self.tutor.state)
        self.seats.attach(match)
        return match

    # --- where the tutorial is -----------------------------------------------------------------
    @property
    def step_ready(self) -> bool:
        """The step's actions are shown and it waits for the learner (panel up)."""
        t = self.tutor
        if not (t.finished or t.waiting) or not self.animator.idle or not self.runner.caught_up:
            return False
        current = self.presenter.current
        return self.presenter.idle or (isinstance(current, StepGate) and current.closed)

    def _should_hold(self) -> bool:
        """Nobody moves on a text step or at the end; the match plays only the script."""
        t = self.tutor
        if t.finished:
            return True
        if t.next_scripted() is not None:
            return False
        return t.step.expect is None

    def _content(self) -> StepContent:
        t = self.tutor
        total = len(self.tutorial.steps)
        if t.finished:
            return StepContent(total, total, self.tutorial.title, _(FINISHED_TEXT), finished=True)
        step = t.step
        move = ""
        if step.expect is not None:
            family = self.runner.game.deck_family
            words = describe_action(step.expect, family, self.tutorial.game_id)
            move = "\u25b8 " + _("Your turn: {move}").format(move=words)
        return StepContent(t.index + 1, total, self.tutorial.title, step.text, move)

    def highlights(self) -> list[str]:
        return [] if self.tutor.finished else list(self.tutor.step.highlight)

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """The part of a target the learner can see and click: the table knows its own
        (a card in the fanned hand is partly under the next card)."""
        return self.table.visible_target_rect(name) or self.target_rect(name)

    # --- frame --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.hold = self._should_hold()
        super().update(dt)
        self.seats.catch_up(self.runner)
        ready = self.step_ready
        if ready:
            self.table.say("")  # the panel says what to do; two voices would compete
        if self.panel.set(self._content() if ready else None):
            self._place_panel()
        self.spotlight.update(dt)
        front = getattr(self.table, "bring_to_front", None)
        if front is not None:  # a lit card of the hand is drawn whole, on top
            front(self.highlights() if ready else [])
        if ready:
            rects = [self.visible_target_rect(n) for n in self.highlights()]
            self.spotlight.show([r for r in rects if r is not None], self.metrics)
        else:
            self.spotlight.hide()

    def _pull_events(self) -> None:
        events = self.runner.new_events()
        if not events:
            return
        beats: list[Beat] = []
        for event in events:
            beats.extend(self.table.beats_for(event))
            if event["type"] in HAND_END_EVENTS:
                beats.append(StepGate(self.tutor))
        self.presenter.feed(beats)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        menu = self.menu_button.rect
        self.rules_button.rect = pygame.Rect(0, 0, menu.width, menu.height)
        self.rules_button.rect.bottomright = (menu.right, menu.top - metrics.px(10))
        if self.panel.visible:
            self._place_panel()

    def _place_panel(self) -> None:
        """Size the panel for its text, and put it where it hides nothing the learner
        needs (as near as possible to where it was, so it does not wander)."""
        m = self.metrics
        if m is None or not self.panel.visible:
            return
        must = [r for r in (self.target_rect(n) for n in self.highlights()) if r is not None]
        must += [r for r in (self.target_rect("hand"),) if r is not None]
        buttons, crowded = self.table.keep_clear()
        must += buttons
        must += [self.menu_button.rect, self.rules_button.rect]
        soft = [r for r in (self.target_rect(f"seat:{s}") for s in range(self.tutorial.players))
                if r is not None]
        soft += [r for r in (self.target_rect(n) for n in ("panel:score", "trump", "prompt"))
                 if r is not None]
        # the cards on the table are what most steps talk about ("Carmen trumps with the
        # 5"): hiding one costs as much as hiding a highlighted target
        for seat_card in self.view().get("trick") or []:
            rect = self.target_rect(f"card:{seat_card['card']}")
            if rect is not None:
                must.append(rect)
        soft += crowded
        # two shapes: the usual one, and a wider, shorter one for a long text that would
        # otherwise reach over the seat or the hand below it
        screen = pygame.Rect(0, 0, m.width, m.height)
        best: tuple[float, int, pygame.Rect] | None = None
        for units, extra in ((400, 0.0), (440, 400.0)):
            width = min(m.px(units), m.width - 2 * m.px(16))
            size = self.panel.measure(m, width)
            prefer = self._panel_at or (m.px(20), self.table.geometry.centre[1] - size[1] // 3)
            rect, cost = best_place(size, screen, must, soft, prefer, margin=m.px(14),
                                    gap=m.px(10))
            if best is None or cost + extra < best[0]:
                best = (cost + extra, width, rect)
        assert best is not None
        _, width, rect = best
        self.panel.measure(m, width)
        self._panel_at = rect.topleft
        self.panel.place(rect)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        self.table.draw(surface)
        self.animator.draw(surface, self.table.renderer)
        self.spotlight.draw(surface, m)
        self.menu_button.draw(surface, m)
        self.rules_button.draw(surface, m)
        self.panel.draw(surface, m)
        self.toast.draw(surface, m)
        if self.is_top:
            self.table.draw_tooltips(surface)
            self.menu_button.draw_tooltip(surface, m)
            self.rules_button.draw_tooltip(surface, m)
            self.panel.draw_tooltips(surface, m)

    # --- input ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.panel.handle(event):
            return
        if self.rules_button.handle(event):
            return
        super().handle(event)

    def submit(self, action: str) -> None:
        """The learner's move goes to the tutorial runner: applied if it is the lesson,
        otherwise refused -- with the engine's reason or the lesson's hint."""
        if not (self.input_ready and self.step_ready):
            self.not_your_turn()
            return
        ok, reason = self.tutor.submit(action)
        if not ok:
            rule = self.runner.refusal(action) is not None
            self._say(reason or "", RULE if rule else HINT)
            if rule:
                self.play_sound("refused")
            return
        self.panel.clear_message()
        self.toast.hide()
        self._pull_events()

    def refuse(self, reason: str) -> None:
        """A disabled button or its hotkey: the engine's reason, in the panel."""
        if self.panel.visible:
            self._say(reason or _("That is not allowed now."), RULE)
            self.play_sound("refused")
        else:
            super().refuse(reason)

    def not_your_turn(self) -> None:
        if self.panel.visible and self.panel.content is not None and \
                not self.panel.content.your_move and not self.tutor.finished:
            self._say(_(READ_FIRST), INFO)
            return
        super().not_your_turn()

    def hints_not_offered(self) -> None:
        """H during the lesson: the panel already says what to do."""
        message = _("Follow the lesson: the panel says which move to make.")
        if self.panel.visible:
            self._say(message, INFO)
        else:
            self.toast.show(message, duration=2.0)

    def _say(self, message: str, kind: str) -> None:
        self.panel.say(message, kind)
        self._place_panel()  # the panel grew by the message

    # --- the panel's buttons -------------------------------------------------------------------------
    def proceed(self) -> None:
        if self.step_ready and self.tutor.proceed():
            self.panel.clear_message()

    def back(self) -> None:
        self.tutor.back()
        self._rebuild()

    def restart_step(self) -> None:
        self.tutor.restart_step()
        self._rebuild()

    def skip(self) -> None:
        self.tutor.skip()
        self.to_menu()

    def to_menu(self) -> None:
        from cardgames.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def play_real_game(self) -> None:
        """A normal match of the tutorial's game: its default rules, the same number of
        players, real AI opponents and a fresh deal."""
        from cardgames.ui.scenes.menu import MenuScene

        config = MatchConfig(game_id=self.tutorial.game_id, players=self.tutorial.players,
                             default_ai=self.app.settings.default_ai_level)
        self.app.scenes.reset(MenuScene(self.app))
        self.app.scenes.push(TableScene(self.app, config))

    def open_rules(self) -> None:
        from cardgames.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.tutorial.game_id))

    def _rebuild(self) -> None:
        """A fresh table on the runner's (restored) state, shown as it is -- no replay."""
        self.runner.close()
        self.runner = self._new_match()
        self.animator = Animator()
        self.presenter = Presenter()
        self.table = layout_for(self.config.game_id)(TablePort(self))
        self._view_key = self._view = self._synced_key = None
        self._show_as_is()
        self.toast.hide()
        self.spotlight.hide()
        self.panel.set(None)
        if self.metrics is not None:
            self.layout(self.metrics)

    def _show_as_is(self) -> None:
        """The table shows the state now, before any scripted move is played on it."""
        self.runner.skip_events()
        self.table.sync(self.layout_view())
        self._synced_key = self._view_key

    # --- the table's end-of-hand scenes: the tutorial's panel explains instead ---------------------
    def show_summary(self, data, on_closed) -> None:
        on_closed()

    def finish_match(self, data) -> None:
        """The last hand is scored: the tutorial's last step and end panel follow."""

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:rules":
            return pygame.Rect(self.rules_button.rect)
        found = self.panel.target_rect(name)
        return found if found is not None else super().target_rect(name)
