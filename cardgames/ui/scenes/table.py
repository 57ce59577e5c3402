"""The table: one match, drawn by its game's layout, played by the human and the AI.

The scene coordinates and draws nothing of its own but the felt, the toast, the
Menu button, the Hint button with its panel (:mod:`cardgames.ui.table.hint_controls`;
H asks too) and the Undo button (:mod:`cardgames.ui.table.undo_controls`; Ctrl+Z too).
Each frame it

1. moves the flights (:class:`~cardgames.ui.table.animation.Animator`) and the event
   playback (:class:`~cardgames.ui.table.presenter.Presenter`) forward;
2. when the picture has caught up, lets the AI seat to act move (never blocking: the
   choice runs in the worker process and is applied on a later frame) and turns the
   engine's new events into beats;
3. hands the layout the current view so the parts show whose turn it is and what is
   legal.

The human's input is accepted only when the picture has caught up and it is seat 0's
turn; every action goes to the engine, and a refusal is shown as the engine wrote it.

After every action the match is written down (:mod:`cardgames.ui.table.records`: the
autosave, each scored hand's history, the statistics at the end).  A saved match sits
down again with :meth:`TableScene.resumed`: the same state, names, AI levels and hints,
shown as it is rather than replayed from the first deal.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from cardgames.core.i18n import _
from cardgames.ui import sound
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.table import claim_pacing
from cardgames.ui.table.animation import Animator
from cardgames.ui.table.hint_controls import HintControls
from cardgames.ui.table.match import MatchConfig, MatchRunner
from cardgames.ui.table.port import TablePort, for_layout
from cardgames.ui.table.presenter import Presenter
from cardgames.ui.table.records import MatchRecords
from cardgames.ui.table.specs import layout_for
from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData
from cardgames.ui.table.undo_controls import UndoControls
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button
from cardgames.ui.widgets.toast import INFO, REFUSAL, Toast
from cardgames.ui.widgets.tooltip import keep_clear


class TableScene(Scene):
    #: the player's own match: autosaved, its hands and result recorded (not a tutorial)
    keeps_records = True
    #: the Hint button and H (a lesson or a replay has nothing to hint)
    offers_hints = True

    def __init__(self, app, config: MatchConfig, runner: MatchRunner | None = None) -> None:
        super().__init__(app)
        self.config = config
        self.animator = Animator()
        self.presenter = Presenter()
        self.presenter.cue = self.play_sound
        self.toast = Toast()
        self.runner = runner or MatchRunner(config, app.ai_worker,
                                            min_think_s=app.settings.ai_min_think_s,
                                            autoplay_until=app.demo_handover,
                                            player_name=app.settings.player_name.strip(),
                                            table_settings=app.settings)
        self.records = MatchRecords(app, self.runner, config,
                                    enabled=self.keeps_records and not config.autoplay)
        #: hand summaries shown so far (a resumed match counts the hands before it)
        self.summaries = 0
        self.table = layout_for(config.game_id)(TablePort(self))
        self.family = self.runner.game.info.family
        self.menu_button = Button("\u2630  " + _("Menu"), self.open_pause, name="button:menu",
                                  kind=QUIET, help=_("Pause the game (Esc)"))
        self.hint = HintControls(self, offered=self.offers_hints)
        self.undo = UndoControls(self, offered=self.keeps_records)
        self._view_key: Any = None
        self._view: dict[str, Any] | None = None
        self._synced_key: Any = None
        self.finished = False
        #: tutorial hooks: ``hold`` freezes the AI and the human's input (while a step is
        #: explained); ``action_filter(action)`` may refuse a legal action with a hint
        #: (the learner must make the step's move) -- rules stay the engine's alone
        self.hold = False
        self.action_filter = None
        #: the position at which "your turn" was last sounded (once per turn)
        self._turn_sounded: Any = None
        sound.prepare()

    @classmethod
    def resumed(cls, app, saved) -> TableScene:
        """The table of a saved match (:class:`~cardgames.core.saves.SavedMatch`), exactly
        where it was: its state, the same names, AI levels and hints used.

        Restoring the state and showing it the first time happen inside the saves'
        boundary (:func:`~cardgames.core.saves.guarded`): whatever a save's data makes go
        wrong sets its file aside and raises ``SaveError`` naming it, for the caller to say
        (the menu stays)."""
        import contextlib

        from cardgames.core.saves import guarded

        with guarded(saved.path) if saved.path is not None else contextlib.nullcontext():
            return cls._resumed(app, saved)

    @classmethod
    def _resumed(cls, app, saved) -> TableScene:
        from cardgames.catalog import CATALOG

        state = saved.restore(CATALOG)
        game = state.game
        preset = saved.preset if saved.preset in game.schema.presets else None
        config = MatchConfig(game_id=game.id, players=game.players, preset=preset,
                             rules=dict(game.options), rules_name=saved.preset or None,
                             default_ai=app.settings.default_ai_level)
        levels = list(saved.levels) if len(saved.levels) == game.players \
            and all(_playable(level) for level in saved.levels) else []
        names = list(saved.names) if len(saved.names) == game.players else []
        runner = MatchRunner(config, app.ai_worker, min_think_s=app.settings.ai_min_think_s,
                             state=state, levels=levels, names=names,
                             hints_used=saved.hints_used, undos_used=saved.undos_used,
                             player_name=app.settings.player_name.strip(),
                             table_settings=app.settings)
        scene = cls(app, config, runner=runner)
        scene.show_as_is()
        if app.metrics is not None:  # laid out once here, where the state is first shown
            scene.layout(app.metrics)
        return scene

    def show_as_is(self) -> None:
        """Show the state as it is now: no replay of the events that led to it."""
        self.runner.skip_events()
        self.summaries = self.runner.state.hands_finished
        self.table.sync(self.layout_view())
        self._synced_key = self._view_key

    def layout_view(self):
        """The view as the layout gets it (strict in the tests: :func:`for_layout`)."""
        return for_layout(self.view(), self.family)

    @property
    def learning_aids(self) -> bool:
        """Light the legal cards and say why a bid is barred (the player's setting)."""
        return self.app.settings.learning_aids

    def saved_match(self, name: str = ""):
        """This match as a :class:`~cardgames.core.saves.SavedMatch` (for "Save as...")."""
        from cardgames.core.saves import SavedMatch

        runner = self.runner
        return SavedMatch.of(runner.state, runner.names, runner.levels, self.records.stats_key,
                             runner.hints_used, name, undos_used=runner.undos_used)

    # --- state ------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        state = self.runner.state
        key = (len(state.events), self.runner.moves, state.current_player)
        if key != self._view_key or self._view is None:
            self._view = self.runner.view()
            self._view_key = key
        return self._view

    @property
    def is_top(self) -> bool:
        return self.app.scenes.top is self

    @property
    def input_ready(self) -> bool:
        return (self.presenter.idle and self.animator.idle and self.runner.caught_up
                and not self.finished and not self.hold and self.runner.human_to_act)

    # --- layout ---------------------------------------------------------------------------------
    def language_changed(self) -> None:
        """The words made once (the Menu and Undo buttons, the seat markers) in the new
        language; everything else at the table is worded again each frame."""
        from cardgames.ui.table.undo_controls import HELP, LABEL

        self.menu_button.label, self.menu_button.help = "\u2630  " + _("Menu"), \
            _("Pause the game (Esc)")
        self.undo.button.label, self.undo.button.help = "\u21b6  " + _(LABEL), _(HELP)
        relabel = getattr(self.table, "language_changed", None)
        if relabel is not None:
            relabel()

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        self.animator.finish_all()  # flights aimed at the old positions land at once
        self.table.layout(metrics)
        g = self.table.geometry
        self.menu_button.rect = pygame.Rect(g.menu_button)
        self.hint.layout(metrics)
        self.undo.layout(metrics, self.hint.button.rect)
        self.toast.place(self.toast_home())

    def toast_home(self) -> tuple[int, int]:
        """The toast's usual midbottom: just above the prompt (a layout with something of
        its own there moves it: its ``toast_home(usual)``)."""
        g = self.table.geometry
        home = (g.hand_area.centerx, g.prompt_bottom - self.metrics.px(52))
        own = getattr(self.table, "toast_home", None)
        return own(home) if own is not None else home

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.records.after_action()
        self.toast.update(dt)
        self.animator.update(dt)
        self.presenter.update(dt)
        if self.presenter.idle and not self.finished:
            self._pull_events()
        if self.presenter.idle and self.animator.idle and not self.finished and not self.hold:
            if self.runner.tick_ai(dt, may_apply=True):
                self.records.after_action()
                self._pull_events()
        notice = self.runner.take_notice()
        if notice:
            self.toast.show(notice, INFO, duration=4.0)
        view = self.layout_view()
        if self.presenter.idle and self._view_key != self._synced_key:
            self.table.sync(view)
            self._synced_key = self._view_key
        self.hint.update(dt)
        self.undo.update()
        self._sound_turn()
        self.table.update(dt, view, self.input_ready)

    # --- sound -----------------------------------------------------------------------------------
    def play_sound(self, name: str) -> None:
        """One of the table's sounds (:mod:`cardgames.ui.sound`), at the player's volume."""
        sound.play(name, self.app.settings)

    def _sound_turn(self) -> None:
        """The chime, once, when the player's turn begins (not again after a refusal)."""
        if not self.input_ready:
            return
        here = (len(self.runner.state.log), self.runner.undos_used)
        if here != self._turn_sounded:
            self._turn_sounded = here
            self.play_sound("turn")

    def toggle_mute(self) -> None:
        """M: sound off or on, kept in the settings."""
        muted = not self.app.settings.muted
        self.app.apply_settings(self.app.settings.copy(muted=muted))
        self.toast.show(_("Sound off") if muted else _("Sound on"), INFO, duration=1.5)

    def _key_claimed(self, letter: str) -> bool:
        """A button of the layout's bar answers to ``letter`` (it keeps it, then)."""
        bar = getattr(self.table, "bar", None)
        return any(getattr(choice, "hotkey", "") == letter
                   for choice in getattr(bar, "choices", ()) or ())

    def _pull_events(self) -> None:
        events = self.runner.new_events()
        if not events:
            return
        beats = [beat for event in events for beat in self.table.beats_for(event)]
        self.presenter.feed(beats)

    def draw(self, surface: pygame.Surface) -> None:
        metrics = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        self.table.draw(surface)
        self.animator.draw(surface, self.table.renderer)
        self.menu_button.draw(surface, metrics)
        self.hint.draw(surface, metrics)
        self.undo.draw(surface, metrics)
        self._draw_toast(surface)
        if self.is_top:
            hint = self.hint.panel
            keep_clear([self.table.target_rect("prompt"), hint.rect if hint.visible else None])
            self.table.draw_tooltips(surface)
            self.menu_button.draw_tooltip(surface, metrics)
            self.hint.draw_tooltip(surface, metrics)
            self.undo.draw_tooltip(surface, metrics)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast.visible:
            anchor = self.hint.toast_anchor(self.toast_home())
            if anchor != self.toast.anchor:
                self.toast.place(anchor)
            self.toast.draw(surface, self.metrics)

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # the table first: a selection of several cards is let go (Tien Gow's set);
            # else, and every other time, the pause menu
            if not self.table.handle(event, self.input_ready):
                self.open_pause()
            return
        if self.menu_button.handle(event) or self.hint.handle(event) or self.undo.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META) \
                and not self._key_claimed("m"):
            self.toggle_mute()
            return
        self.table.handle(event, self.input_ready)

    def submit(self, action: str) -> None:
        """The human chose ``action`` (a card, a bid button, a key)."""
        if not self.input_ready:
            self.not_your_turn()
            return
        reason = self.runner.play_refusal(action)
        if reason is None and self.action_filter is not None:
            hint = self.action_filter(action)
            if hint:
                self.toast.show(hint, INFO)
                return
        if reason is None:
            reason = self.runner.play(action)
        if reason is not None:
            self.refuse(reason)
            return
        self.toast.hide()
        self.records.after_action()
        self._pull_events()

    def undo_last_move(self) -> None:
        """Take back the player's last move and the AI's after it; show the table as it
        is then at once (no animation) and save it (see :mod:`~cardgames.ui.table.undo_controls`)."""
        problem = self.runner.undo()
        if problem is not None:
            self.toast.show(problem, INFO, duration=2.0)
            return
        self.animator.finish_all()
        self.presenter.clear()
        self.hint.hints.forget()
        self.toast.show(_("Move taken back."), INFO, duration=1.5)
        self._turn_sounded = (len(self.runner.state.log), self.runner.undos_used)
        self.records.after_action()
        self.table.sync(self.layout_view())
        self._synced_key = self._view_key

    def suggested_action(self) -> str | None:
        """The action the hint on screen suggests (the layout outlines its card or
        button), or None."""
        return self.hint.suggested()

    def hints_not_offered(self) -> None:
        """H where there are no hints (a replay): nothing to do."""

    def refuse(self, reason: str) -> None:
        self.toast.show(reason or _("That is not allowed now."), REFUSAL)
        self.play_sound("refused")

    def not_your_turn(self) -> None:
        seat = self.runner.current
        if seat is None or not self.presenter.idle:
            return
        if claim_pacing.open_window(self.runner.state) is not None:
            # a claim window: which seat is still answering would tell who had a choice
            self.toast.show(_("Wait a moment: the others are answering the claim."), INFO,
                            duration=2.0)
            return
        name = self.runner.names[seat]
        self.toast.show(_("Wait a moment: it is {name}'s turn.").format(name=name), INFO,
                        duration=2.0)

    # --- scenes this one opens ---------------------------------------------------------------
    def open_pause(self) -> None:
        from cardgames.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self.config.game_id, table=self))

    def show_summary(self, data: HandSummaryData, on_closed) -> None:
        from cardgames.ui.scenes.hand_summary import HandSummaryScene

        self.summaries += 1
        history = self.records.histories.get(self.summaries)
        self.app.scenes.push(HandSummaryScene(self.app, data, on_closed, history=history))

    def finish_match(self, data: MatchSummaryData) -> None:
        from cardgames.ui.scenes.match_end import MatchEndScene

        self.finished = True
        if not self.config.autoplay:  # a demo's hints are nobody's
            data = dataclasses.replace(data, hints_used=self.runner.hints_used,
                                       undos_used=self.runner.undos_used)
        self.app.scenes.replace(MatchEndScene(self.app, data, self.config))

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:menu":
            return pygame.Rect(self.menu_button.rect)
        if name == "button:undo":
            return pygame.Rect(self.undo.button.rect) if self.undo.button.visible else None
        if name == "button:hint":
            return pygame.Rect(self.hint.button.rect) if self.hint.button.visible else None
        if name == "panel:hint":
            return pygame.Rect(self.hint.panel.rect) if self.hint.panel.visible else None
        return self.table.target_rect(name)

    def close(self) -> None:
        self.hint.close()
        self.records.close()
        self.runner.close()


def _playable(level: str | None) -> bool:
    """A saved seat's AI level this version can seat (None: a human's seat)."""
    if level is None:
        return True
    from cardgames.ai import make_player

    try:
        make_player(level)
    except (ValueError, TypeError, ImportError):
        return False
    return True
