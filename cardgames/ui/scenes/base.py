"""Scenes and the stack that switches between them (the Tuxemon pattern).

A scene is one screen: the menu, the setup form, the table, a dialog over the table.
The :class:`SceneManager` keeps them on a stack: only the top scene receives events and
updates; drawing starts at the highest scene that is not an ``overlay`` so that a pause
menu or a hand summary is drawn over the (frozen) table beneath it.

Life cycle: ``push`` calls ``pause()`` on the old top and ``resume()`` on the new one;
``pop`` calls ``pause()`` on the leaving scene, ``close()`` on it, and ``resume()`` on the
one below.  ``layout(metrics)`` is called on every scene in the stack whenever the
window size changes (and once before a new scene is first drawn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from cardgames.ui.app import App
    from cardgames.ui.style import Metrics


class Scene:
    #: Drawn over the scene beneath it (which is drawn first, frozen).
    overlay: bool = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.metrics: Metrics | None = None

    # life cycle -------------------------------------------------------------------------
    def resume(self) -> None:
        """Became the top scene."""

    def pause(self) -> None:
        """Another scene went on top, or this one is leaving."""

    def close(self) -> None:
        """Removed from the stack for good: release what it holds."""

    def layout(self, metrics: Metrics) -> None:
        """Place everything for this window size (called on every resize)."""
        self.metrics = metrics

    def language_changed(self) -> None:
        """The language was switched (settings screen): re-make any text kept from before;
        :meth:`layout` follows.  Text made at each frame needs nothing here."""

    # frame ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (or, for an overlay, what goes over the scene beneath)."""

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Screen rect of a named thing a tutorial or a test may point at."""
        return None


class SceneManager:
    def __init__(self, app: App) -> None:
        self.app = app
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].pause()
        scene.layout(self.app.metrics)
        self.stack.append(scene)
        scene.resume()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        leaving = self.stack.pop()
        leaving.pause()
        leaving.close()
        if self.stack:
            self.stack[-1].resume()
        return leaving

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.stack:
            leaving = self.stack.pop()
            leaving.pause()
            leaving.close()
        scene.layout(self.app.metrics)
        self.stack.append(scene)
        scene.resume()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Close every scene and start again from ``scene`` (e.g. back to the menu)."""
        while self.stack:
            leaving = self.stack.pop()
            leaving.pause()
            leaving.close()
        return self.push(scene)

    def pop_to(self, kind: type[Scene]) -> Scene | None:
        """Pop until the top is a ``kind`` (or the stack is empty)."""
        while self.stack and not isinstance(self.stack[-1], kind):
            self.pop()
        return self.top

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def layout(self) -> None:
        for scene in self.stack:
            scene.layout(self.app.metrics)

    def handle(self, event: pygame.event.Event) -> None:
        if self.stack:
            self.stack[-1].handle(event)

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        from cardgames.ui.widgets.tooltip import keep_clear

        keep_clear([])  # a scene names what its tooltips must not cover, each frame
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(surface)

    def close_all(self) -> None:
        while self.stack:
            leaving = self.stack.pop()
            leaving.pause()
            leaving.close()
