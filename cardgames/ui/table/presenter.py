"""Plays the engine's new events back as a sequence of beats.

The table never derives a picture from the rules; it derives it from *events*, one
after another: each new event becomes a :class:`Beat` (deal these cards, fly this card
to the trick, rest the finished trick then slide it to its winner, show the hand
summary...).  A beat runs until its animation is over; then the next one starts.  While
any beat is running the table takes no input and the AI waits, so what the player sees
is always what the engine did, in order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable


class Beat:
    """One step of the show.  ``start`` once, then ``update`` every frame until it
    returns True."""

    #: the table's sound heard as the beat starts (a name of :mod:`cardgames.ui.sound`)
    sound: str | None = None
    #: how the beat asks for a sound later on (set by the presenter; None: silence)
    cue: Callable[[str], None] | None = None

    def play_sound(self, name: str) -> None:
        if self.cue is not None:
            self.cue(name)

    def start(self) -> None:
        pass

    def update(self, dt: float) -> bool:
        return True


class Hold(Beat):
    """Wait ``seconds`` (0 finishes at once)."""

    def __init__(self, seconds: float) -> None:
        self.left = seconds

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0


class Call(Beat):
    """Run a function and move on."""

    def __init__(self, fn) -> None:
        self.fn = fn

    def start(self) -> None:
        self.fn()


class Presenter:
    #: a safety net: beats that finish at once are chained in one frame, but never forever
    MAX_BEATS_PER_FRAME = 2000

    def __init__(self) -> None:
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        #: plays a named sound (the scene sets it); beats cue through it
        self.cue: Callable[[str], None] | None = None

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def clear(self) -> None:
        """Drop the beats still to play (the table is about to show the state as it is)."""
        self.queue.clear()
        self.current = None

    def feed(self, beats: list[Beat]) -> None:
        self.queue.extend(b for b in beats if b is not None)

    def update(self, dt: float) -> None:
        for _ in range(self.MAX_BEATS_PER_FRAME):
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self.current.cue = self.cue
                if self.current.sound is not None:
                    self.current.play_sound(self.current.sound)
                self.current.start()
            if not self.current.update(dt):
                return
            self.current = None
            dt = 0.0  # the time of this frame was spent on the beat that just ended
