"""The narrow port through which a table layout sees its match and acts in it.

A layout (:mod:`cardgames.ui.table.trick_layout`, :mod:`.press_layout`, a game's own in
``cardgames/ui/games/``) used to be handed the whole scene, and through it the runner and
the engine's state: nothing but good manners kept it from reading another seat's hand.
Now the scene builds a :class:`TablePort` and the layout gets only that:

* what the viewer's seat may know: :meth:`TablePort.view` (its view), :meth:`events`
  (the events redacted for it), :meth:`observation` (what it knows, as the AI's helpers
  read it), whose turn it is, the engine's reason a move is refused;
* the match's public facts: the game's id, ``info``, options, seats' names and AI levels,
  and :meth:`game_table` (a public table of the game's rules, e.g. its deal schedule);
* callbacks to act: :meth:`act`, :meth:`refuse`, :meth:`not_your_turn`, :meth:`hint`;
* the scene's picture it plays into: the animator, whether the playback is idle, the beat
  on show, the toast, sounds, the summaries, the player's settings.

The port reads the scene afresh on every call, so a scene that swaps its runner (a
replay's step back, a tutorial's rebuild) needs no new port.  ``tests/ui/test_table_port.py``
checks that no layout module names the runner, the scene or the engine's state.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from cardgames.core.info import GameInfo
    from cardgames.ui.table.animation import Animator
    from cardgames.ui.table.presenter import Beat
    from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData

#: the environment switch that hands the layouts strict views (the UI tests set it)
STRICT_VIEWS_ENV = "CARDGAMES_STRICT_VIEWS"


class TablePort:
    """One seat's window on a match, and the table's buttons to act in it."""

    def __init__(self, scene: Any) -> None:
        self._scene = scene

    @property
    def _runner(self) -> Any:
        return self._scene.runner

    # --- the match's public facts --------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self._runner.game.id

    @property
    def info(self) -> GameInfo:
        return self._runner.game.info

    @property
    def options(self) -> Mapping[str, Any]:
        """The rules the match is played with (public: every player chose or saw them)."""
        return self._runner.game.options

    @property
    def players(self) -> int:
        return self._runner.game.players

    @property
    def deck_family(self) -> str:
        return self._runner.game.deck_family

    def game_table(self, name: str, default: Any = None) -> Any:
        """A public table of the game's rules, by name (``schedule``: cards per hand;
        a game's own, such as its sets that may be led), or ``default``."""
        return getattr(self._runner.game, name, default)

    @property
    def names(self) -> list[str]:
        return list(self._runner.names)

    @property
    def levels(self) -> list[str | None]:
        """Each seat's AI level (None: a human's seat)."""
        return list(self._runner.levels)

    @property
    def viewer(self) -> int:
        return self._runner.viewer

    # --- what the viewer's seat may know ----------------------------------------------------------
    def view(self) -> Mapping[str, Any]:
        """The viewer's view now (strict when ``CARDGAMES_STRICT_VIEWS=1``:
        :func:`for_layout`)."""
        return for_layout(self._scene.view(), self.info.family)

    def events(self) -> list[Any]:
        """Every event of the match so far, redacted for the viewer."""
        return self._runner.state.events_for(self.viewer)

    def observation(self) -> Any:
        """What the viewer knows now (a :class:`cardgames.core.game.Observation`: its own
        view and the public log), for the learners' read-outs the AI's helpers compute."""
        return self._runner.state.observation(self.viewer)

    @property
    def moves(self) -> int:
        """Actions applied so far in the match (a read-out recomputes when it changes)."""
        return len(self._runner.state.action_log)

    @property
    def legal_actions(self) -> list[str]:
        return list(self.view()["legal_actions"])

    @property
    def current(self) -> int | None:
        """The seat to act, or None."""
        return self._runner.current

    @property
    def thinking_seat(self) -> int | None:
        """The AI seat whose move is being worked out, or None."""
        return self._runner.thinking_seat

    @property
    def human_to_act(self) -> bool:
        return self._runner.human_to_act

    @property
    def is_over(self) -> bool:
        return self._runner.is_over

    @property
    def hints_used(self) -> int:
        return self._runner.hints_used

    def refusal(self, action: str) -> str | None:
        """The engine's reason why ``action`` is not allowed now, or None."""
        return self._runner.refusal(action)

    # --- acting ------------------------------------------------------------------------------------
    def act(self, action: str) -> None:
        """The human chose ``action`` (the scene checks the turn; a refusal says why)."""
        self._scene.submit(action)

    def refuse(self, reason: str) -> None:
        self._scene.refuse(reason)

    def not_your_turn(self) -> None:
        self._scene.not_your_turn()

    def hint(self) -> str | None:
        """The action the hint on screen suggests, or None."""
        return self._scene.suggested_action()

    @property
    def learning_aids(self) -> bool:
        return self._scene.learning_aids

    # --- the scene's picture ---------------------------------------------------------------------
    @property
    def settings(self) -> Any:
        return self._scene.app.settings

    def apply_settings(self, settings: Any) -> None:
        self._scene.app.apply_settings(settings)

    @property
    def speed(self) -> float:
        return self.settings.speed

    @property
    def animator(self) -> Animator:
        return self._scene.animator

    @property
    def idle(self) -> bool:
        """The playback has caught up (no beat on show, no card in flight)."""
        return self._scene.presenter.idle and self._scene.animator.idle

    @property
    def current_beat(self) -> Beat | None:
        return self._scene.presenter.current

    def play_sound(self, name: str) -> None:
        """One of the table's sounds now (nothing when the scene plays none)."""
        cue: Callable[[str], None] | None = self._scene.presenter.cue
        if cue is not None:
            cue(name)

    def announce(self, message: str) -> None:
        self._scene.toast.show(message)

    @property
    def toast_visible(self) -> bool:
        return self._scene.toast.visible

    def show_summary(self, data: HandSummaryData, on_closed: Callable[[], None]) -> None:
        self._scene.show_summary(data, on_closed)

    def finish_match(self, data: MatchSummaryData) -> None:
        self._scene.finish_match(data)

    def side_buttons(self) -> list[pygame.Rect]:
        """Where the scene's own Hint and Undo buttons are (placed after the table's)."""
        import pygame

        out = []
        for part in ("hint", "undo"):
            button = getattr(getattr(self._scene, part, None), "button", None)
            if button is not None and button.rect.width:
                out.append(pygame.Rect(button.rect))
        return out



def for_layout(view: Mapping[str, Any], family: str) -> Mapping[str, Any]:
    """The view as a layout gets it: a :class:`~cardgames.core.views.StrictView` (a field
    the view lacks raises, naming it) when ``CARDGAMES_STRICT_VIEWS=1`` -- the tests --
    else as it is (a player's table never stops on a game's missing field)."""
    if os.environ.get(STRICT_VIEWS_ENV) == "1":
        from cardgames.core.views import strict_view

        return strict_view(view, family)
    return view
