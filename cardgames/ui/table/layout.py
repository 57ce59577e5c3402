"""The one interface every table layout offers the scenes (table, tutorial, replay).

A layout is one arrangement of the shared parts (seat panels, hands, the middle, the
score panel, buttons) for a *family* of games, plus how that family's events are played
back as animated beats.  The scenes only talk to it through :class:`TableLayout`, so a
new family is a new layout class and a new game of a known family needs none (see
:mod:`cardgames.ui.table.layouts` for how a game's layout is found).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import pygame

if TYPE_CHECKING:
    from cardgames.ui.cards.base import CardRenderer
    from cardgames.ui.style import Metrics
    from cardgames.ui.table.geometry import TableGeometry
    from cardgames.ui.table.presenter import Beat


@runtime_checkable
class TableLayout(Protocol):
    """What a scene may ask of a table layout.

    A layout is built with a :class:`~cardgames.ui.table.port.TablePort` the scene makes
    from its runner (``Layout(TablePort(scene))``: the viewer's view and events, callbacks
    to act -- never the runner or the engine's state); the scene gives it the window's
    metrics (:meth:`layout`), a frame's time and the viewer's view (:meth:`update`), the
    input (:meth:`handle`), the engine's events (:meth:`beats_for`) and, once the picture
    has caught up with the engine, the whole view again (:meth:`sync`).
    """

    #: draws the game's cards (the scene's flying cards use it too)
    renderer: CardRenderer
    #: where the parts are, once :meth:`layout` has run (``centre``, ``hand_area``,
    #: ``prompt_bottom``, ``action_bar`` place the scenes' own panels)
    geometry: TableGeometry | None

    def layout(self, metrics: Metrics) -> None:
        """Place every part for this window size."""

    def update(self, dt: float, view: dict[str, Any], ready: bool) -> None:
        """Push the displayed model (and, when ``ready``, the legal moves) into the parts."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table (the scene draws the felt below and the flying cards above)."""

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """Draw the tooltip of whatever is under the mouse, if any."""

    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        """Take an input event; True if it was used.  ``ready``: the human may act."""

    def beats_for(self, event: Any) -> list[Beat]:
        """The animated beats that show one engine event."""

    def sync(self, view: dict[str, Any]) -> None:
        """Set the displayed model from the viewer's view (the picture has caught up)."""

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a named thing is ("card:12O", "seat:2", "button:bid:1", "panel:score",
        "trump", "hand", "trick", "prompt", or a game's own names), or None."""

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """The part of a target the player can see and click (a card in a fanned hand is
        partly under the next one)."""

    def say(self, message: str, emphasis: bool = False) -> None:
        """Put ``message`` in the prompt ("" clears it: a scene's own panel speaks)."""

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """``(must, soft)``: rects a floating panel must not cover (the buttons the player
        is about to press) and should rather not cover (the opponents' cards)."""
