"""The application: one window, a stack of scenes, a frame loop that never blocks.

:func:`run` is what ``cardgames`` (and ``cardgames play ...``) calls.  :class:`App` is
also the headless test harness: ``App(size, inline_ai=True, animation_speed="off")``
opens the window (the dummy video driver is enough), and ``app.step(dt, events)`` runs
exactly one frame -- events, update, draw -- so a test posts synthetic mouse and key
events and steps until what it expects is on screen.

The window is resizable (never smaller than ``style.MIN_SIZE``, 800x640), F11 toggles fullscreen, and every
resize re-lays every scene in the stack from the new unit ``u``.

The player's settings come from ``settings.yaml`` in the config folder (unless a test or a
demo hands the App its own); :meth:`App.apply_settings` applies a change at once (window,
card back) and writes the file.  What the program must tell the player on the way in --
a settings file that was set aside, say -- waits in :attr:`App.notices` for the menu.
The match in progress is written by one :class:`~cardgames.ui.table.autosave.Autosaver`
off the frame loop; closing the App waits for its last write.  The AI's moves are
computed by an :class:`~cardgames.ai.worker.AIWorker` in a spawn-started process (inline
in tests), started only when a table first needs it.

Run ``python -m cardgames.ui.app --help`` for the screenshot/demo entry point.
"""

from __future__ import annotations

import logging
import sys
import warnings
from collections.abc import Callable
from typing import Any

import pygame

from cardgames.ui import style
from cardgames.ui.scenes.base import Scene, SceneManager
from cardgames.ui.settings import UiSettings
from cardgames.ui.style import Metrics

log = logging.getLogger(__name__)

FPS = 60
MAX_DT = 0.1  # a frame that took longer (a drag, a hiccup) is not replayed in full


class App:
    def __init__(self, size: tuple[int, int] | None = None, *, fullscreen: bool | None = None,
                 inline_ai: bool = False, settings: UiSettings | None = None,
                 animation_speed: str | None = None, autoplay: bool = False,
                 demo_handover: Callable[[Any], bool] | None = None,
                 language: str | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        #: sentences the menu shows once (a broken settings file or save, ...)
        self.notices: list[str] = []
        if settings is None:
            from cardgames.core.i18n import choose_language, set_language
            from cardgames.ui.settings_file import load_settings, stored_language

            # the file's own problems are said in the language it asks for
            set_language(choose_language(language, stored_language())[0])
            loaded = load_settings()
            settings = loaded.settings
            if loaded.notice:
                self.notices.append(loaded.notice)
        self.settings = settings
        #: ``--lang`` / CARDGAMES_LANG for this run (None: the settings, else the system's)
        self._apply_language(language)
        pygame.display.set_caption(_app_title())
        if animation_speed is not None:
            self.settings = self.settings.copy(animation_speed=animation_speed)
        self._apply_card_back()
        self._apply_four_colour()
        self.inline_ai = inline_ai
        self.autoplay = autoplay
        #: demos: the AI plays seat 0 until this returns True for the state
        self.demo_handover = demo_handover
        if size is None:
            size = self.settings.window or style.BASE_SIZE
        if fullscreen is None:
            fullscreen = self.settings.fullscreen
        self._windowed_size, _ = style.fit_window_size(size)
        self.fullscreen = False
        self._autosaver = None
        self._session = self._start_session()
        self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self._apply_minimum_size()
        pygame.key.set_repeat(320, 45)
        self.metrics = Metrics(*self.screen.get_size())
        self.scenes = SceneManager(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.frame = 0
        self._ai = None
        if fullscreen:
            self.toggle_fullscreen()

    # --- services ----------------------------------------------------------------------------
    @property
    def ai_worker(self):
        """The AI worker, started on first use (a spawn-started process, or inline)."""
        if self._ai is None:
            from cardgames.ai.worker import AIWorker

            self._ai = AIWorker(inline=self.inline_ai)
        return self._ai

    @property
    def autosaver(self):
        """The writer of the match in progress (one per App, started on first use)."""
        if self._autosaver is None:
            from cardgames.ui.table.autosave import Autosaver

            owner = self._session is None or self._session.owns_autosave
            self._autosaver = Autosaver(enabled=owner)
        return self._autosaver

    def _start_session(self):
        """Claim the autosave (or say another copy has it) and sweep up interrupted
        writes; a demo, which never autosaves, claims nothing."""
        if self.autoplay:
            return None
        from cardgames.core.session import start_session

        session = start_session()
        if session.notice:
            self.notify(session.notice)
        return session

    def notify(self, message: str) -> None:
        """Keep ``message`` for the menu to show (once; the same sentence isn't repeated)."""
        if message and message not in self.notices:
            self.notices.append(message)

    # --- settings ------------------------------------------------------------------------------
    def apply_settings(self, new: UiSettings, save: bool = True) -> str | None:
        """Make ``new`` the settings now -- window, card back, everything read live -- and
        write settings.yaml.  Returns why the file could not be written, or None."""
        old = self.settings
        self.settings = new
        if new.card_back != old.card_back:
            self._apply_card_back()
            from cardgames.ui.cards import clear_all_caches

            clear_all_caches()
        if new.four_colour_french != old.four_colour_french:
            self._apply_four_colour()  # the French renderer redraws its faces on next use
        if new.language != old.language and new.language:
            from cardgames.core.i18n import set_language

            set_language(new.language)  # the settings screen's choice wins over --lang now
            self._language_changed()
        if new.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        size = new.window
        if size is not None and new.window_size != old.window_size:
            if self.fullscreen:
                self._windowed_size = size  # used when full screen is left
            else:
                self.resize(size)
        if not save:
            return None
        from cardgames.ui.settings_file import save_settings

        try:
            save_settings(new)
        except OSError as error:
            return f"The settings could not be saved ({error})."
        return None

    def _apply_language(self, override: str | None = None) -> None:
        """Set the language of every text: the run's override, else the settings' choice,
        else the system's locale; a code we don't know is said on the menu (English)."""
        from cardgames.core.i18n import choose_language, set_language

        code, problem = choose_language(override, self.settings.language)
        set_language(code)
        if problem:
            self.notify(problem)

    def _language_changed(self) -> None:
        """Every scene re-lays (and so re-labels) itself in the new language."""
        from cardgames.ui.widgets.button import surfaces_clear

        pygame.display.set_caption(_app_title())
        surfaces_clear()
        for scene in self.scenes.stack:
            scene.language_changed()
        self.scenes.layout()

    def _apply_card_back(self) -> None:
        from cardgames.ui.cards.back import STYLES, set_back_style

        if self.settings.card_back in STYLES:
            set_back_style(self.settings.card_back)

    def _apply_four_colour(self) -> None:
        from cardgames.ui.cards.french import set_four_colour

        set_four_colour(bool(self.settings.four_colour_french))
    # --- opening scenes ------------------------------------------------------------------------
    def open(self, scene: str = "menu", game_id: str | None = None, **match: Any) -> Scene:
        """Start on ``scene`` ("menu", "choose", "setup", "table", "rules", "tutorial",
        "settings", "statistics" or "replay"), with the menu beneath it so that leaving
        always comes back to the menu.

        ``scene="tutorial"`` takes ``start_at`` (a step id) to open at that step;
        ``scene="replay"`` takes ``replay_file`` (a hand history)."""
        from cardgames.games import GAME_IDS
        from cardgames.ui.scenes.menu import MenuScene

        game_id = game_id or GAME_IDS[0]
        self.scenes.reset(MenuScene(self))
        if scene == "menu":
            return self.scenes.top
        if scene == "choose":
            from cardgames.ui.scenes.choose_game import ChooseGameScene

            return self.scenes.push(ChooseGameScene(self, purpose="play"))
        if scene == "setup":
            from cardgames.ui.scenes.setup import SetupScene

            return self.scenes.push(SetupScene(self, game_id))
        if scene == "rules":
            from cardgames.ui.scenes.rules import RulesScene

            return self.scenes.push(RulesScene(self, game_id))
        if scene == "table":
            from cardgames.ui.scenes.table import TableScene
            from cardgames.ui.table.match import MatchConfig

            match.setdefault("default_ai", self.settings.default_ai_level)
            config = MatchConfig(game_id=game_id, autoplay=self.autoplay, **match)
            return self.scenes.push(TableScene(self, config))
        if scene == "tutorial":
            from cardgames.ui.scenes.tutorial import TutorialScene

            return self.scenes.push(TutorialScene(self, game_id, start_at=match.get("start_at")))
        if scene == "settings":
            from cardgames.ui.scenes.settings import SettingsScene

            return self.scenes.push(SettingsScene(self))
        if scene == "statistics":
            from cardgames.ui.scenes.statistics import StatisticsScene

            return self.scenes.push(StatisticsScene(self, game_id))
        if scene == "replay":
            from cardgames.ui.scenes.replay import ReplayScene

            return self.scenes.push(ReplayScene.from_file(self, match["replay_file"],
                                                          review=match.get("review", False)))
        raise ValueError(f"unknown scene {scene!r}: use menu, choose, setup, table, rules, "
                         "tutorial, settings, statistics or replay")

    # --- the frame -------------------------------------------------------------------------------
    def step(self, dt: float = 1 / FPS, events: list[pygame.event.Event] | None = None) -> bool:
        """One frame: handle the queued (then the given) events, update, draw, flip.
        Returns False once the app wants to quit."""
        for event in pygame.event.get() + list(events or []):
            self.dispatch(event)
            if not self.running:
                return False
        self.scenes.update(min(dt, MAX_DT))
        if not self.scenes.stack:
            self.running = False
            return False
        self.scenes.draw(self.screen)
        pygame.display.flip()
        self.frame += 1
        return self.running

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
        elif event.type == pygame.WINDOWSIZECHANGED:
            self.resize((event.x, event.y))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.scenes.handle(event)

    def run(self) -> int:
        """The frame loop at up to 60 fps until a scene quits or the window closes."""
        try:
            while self.running:
                dt = self.clock.tick(FPS) / 1000.0
                self.step(dt)
        finally:
            self.close()
        return self.exit_code

    # --- window ------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for ``size``; a window dragged below the minimum is set back to it."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if not self.fullscreen:
            size, _ = style.fit_window_size(size)
        current = pygame.display.get_surface()
        if current is None or current.get_size() != size:
            flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
            self.screen = pygame.display.set_mode(size, flags)
            self._apply_minimum_size()
        else:
            self.screen = current
        self._relayout()

    def _apply_minimum_size(self) -> None:
        """Tell the window manager the smallest size, so a drag stops there."""
        try:
            with warnings.catch_warnings():  # pygame-ce calls this way "deprecated"; it works
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = style.MIN_SIZE
        except (AttributeError, pygame.error):  # an older pygame-ce or no real window
            log.debug("the window's minimum size could not be set", exc_info=True)

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._windowed_size = self.screen.get_size()
            sizes = pygame.display.get_desktop_sizes() or [self._windowed_size]
            self.screen = pygame.display.set_mode(sizes[0], pygame.FULLSCREEN)
            self.fullscreen = True
        else:
            self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            self._apply_minimum_size()
            self.fullscreen = False
        self._relayout()

    def _relayout(self) -> None:
        new = Metrics(*self.screen.get_size())
        if new == self.metrics and self.scenes.stack:
            return
        self.metrics = new
        from cardgames.ui.cards import clear_all_caches

        clear_all_caches()  # the cards are redrawn at the new sizes on demand
        self.scenes.layout()

    # --- leaving ---------------------------------------------------------------------------------------
    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def close(self) -> None:
        self.scenes.close_all()  # a table's close() hands its last autosave over
        if self._autosaver is not None:
            self._autosaver.close()
            self._autosaver = None
        if self._ai is not None:
            self._ai.shutdown()
            self._ai = None
        if self._session is not None:
            self._session.close()
            self._session = None


def _app_title() -> str:
    from cardgames.core.i18n import _

    return _("Card Table")


def run(scene: str = "menu", game_id: str | None = None, players: int | None = None,
        preset: str | None = None, rules: dict | None = None, seed: int | None = None,
        size: tuple[int, int] | None = None, fullscreen: bool = False,
        ai_levels: list[str] | None = None, autoplay: bool = False,
        replay_file: str | None = None, language: str | None = None,
        review: bool = False) -> int:
    """Open the window on ``scene`` and run until the player quits; returns the exit code.

    ``scene="table"`` starts a match at once with ``game_id``, ``players``, ``preset``,
    ``rules`` and ``ai_levels`` (one per opponent); ``autoplay`` seats the AI in the
    human's chair too (demos); ``seed`` makes the deal reproducible.
    ``scene="tutorial"`` opens ``game_id``'s guided tutorial (``cardgames tutorial pocha``).
    ``scene="replay"`` replays the hand history ``replay_file`` (``cardgames replay FILE``);
    a file that can't be replayed opens the scene on the reason, never a crash; ``review``
    starts reviewing the player's decisions at once (``cardgames replay FILE --review``).
    ``size`` None takes the window size from the settings (else 1280x800); ``fullscreen``
    True asks for full screen whatever the settings say.
    """
    from cardgames.core.options import OptionError
    from cardgames.core.tutorial import TutorialError

    app = App(size, fullscreen=True if fullscreen else None, autoplay=autoplay,
              language=language)
    try:
        if scene == "replay":
            shown = app.open("replay", game_id, replay_file=replay_file, review=review)
            shown.report = True  # a file that can't be replayed: the reason in the terminal too
        elif scene == "table":
            app.open("table", game_id, players=players, preset=preset, rules=rules, seed=seed,
                     ai_levels=ai_levels)
        elif scene == "setup":
            app.open("setup", game_id)
            top = app.scenes.top
            if hasattr(top, "preselect"):
                top.preselect(players=players, preset=preset, rules=rules, ai_levels=ai_levels)
        else:
            app.open(scene, game_id)
    except (OptionError, TutorialError) as error:
        app.close()
        print(f"cardgames: {error}", file=sys.stderr)
        return 2
    return app.run()


def main(argv: list[str] | None = None) -> int:
    """``python -m cardgames.ui.app``: the app with a few demo/screenshot switches."""
    from cardgames.ui.demo import main as demo_main

    return demo_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
