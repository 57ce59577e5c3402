"""How the table paces a claim window (``core/claims.py``), so that nothing it shows gives
a hand away and a window nobody can use costs no time.

A claims game keeps its open window in the state field ``window`` and says what a seat
may answer with ``claim_answers(seat)`` (``docs/architecture.md``, "The claim window");
the table's runner (:class:`~cardgames.ui.table.match.MatchRunner`) reads both through
:func:`open_window` and :func:`answers_of`, and no module here names a game.

The rules of the pace:

- **every AI seat looks the same**: no seat shows "thinking" in a window, and every AI
  answer of a window lands at the same moment, after one pause of the window
  (:attr:`WindowClock.pause`) -- whether the seat had a real choice or could only pass
  (a seat that can only pass is answered by the table, never asked of the AI, but waits
  for the window's moment like the others);
- **a window nobody at the AI seats can use costs no time**: its pause is 0, and its
  answers are applied in one frame;
- **a human with a choice is asked at the window's moment** too (after its pause), so
  when the claim bar comes up tells no more than the pause does;
- **a human who can only pass is passed at once** (the table answers ``pass`` for them)
  unless ``prompt_all_humans`` is on (:func:`table_choice`: the game's option when it has
  one, else the player's table setting of that name) -- hot-seat play, where even the
  prompt would tell.

What the pause still tells: that *some* AI seat had a choice on this card (never which).
An AI seat's answer is asked of the AI when that seat is to answer (its observation is
made then), so a search slower than the pause (the hard level) lengthens the window; no
seat shows "thinking" meanwhile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardgames.core import claims

#: the one short pause of a window in which an AI seat has a real choice (seconds)
CLAIM_PAUSE_S = 0.6

#: the table's claim settings (``UiSettings`` fields of these names), used when the game's
#: options don't name them
PROMPT_ALL_HUMANS = "prompt_all_humans"
CLAIM_TIMEOUT = "claim_timeout_seconds"


def open_window(state: Any) -> claims.Window | None:
    """The claim window open in ``state`` (a claims game's ``window`` field), or None."""
    window = getattr(state, "window", None)
    return window if isinstance(window, claims.Window) else None


def answers_of(state: Any, seat: int) -> list[str]:
    """What ``seat`` may answer on the open window (the game's ``claim_answers``; the
    legal actions of the seat to act when the game has no such method)."""
    own = getattr(state, "claim_answers", None)
    if own is not None:
        return list(own(seat))
    return [str(a) for a in state.legal_actions()] if state.current_player == seat else []


def has_choice(answers: list[str]) -> bool:
    """Whether a seat's answers are a real choice (more than ``pass`` alone)."""
    return any(a != claims.PASS for a in answers)


def table_choice(options: Mapping[str, Any], settings: Any, name: str, default: Any) -> Any:
    """A claim setting: the game's option ``name`` when its options have it, else the
    player's table setting ``name`` (``UiSettings``), else ``default``."""
    if name in options:
        return options[name]
    return getattr(settings, name, default) if settings is not None else default


def window_key(state: Any, window: claims.Window) -> tuple:
    """Which window this is (the same while its seats answer, another for the next): the
    hand, the card, its owner and source, and the length of the log when it opened."""
    answered = sum(1 for s in window.asked if window.answers[s] is not None)
    return (state.hands_finished, window.card, window.owner, window.source,
            len(state.log) - answered)


@dataclass
class WindowClock:
    """The open window's clock: how long it has been open and its one pause."""

    pause_s: float = CLAIM_PAUSE_S
    key: tuple | None = None
    age: float = 0.0
    pause: float = 0.0

    def see(self, state: Any, window: claims.Window, is_ai) -> bool:
        """Start the clock on a new window (True when it is new): its pause is
        :attr:`pause_s` when an AI seat asked has a real choice, else 0."""
        key = window_key(state, window)
        if key == self.key:
            return False
        self.key, self.age = key, 0.0
        chooses = any(is_ai(s) and has_choice(answers_of(state, s)) for s in window.asked)
        self.pause = self.pause_s if chooses else 0.0
        return True

    @property
    def due(self) -> bool:
        """Whether the AI seats' answers may land now."""
        return self.age >= self.pause

    def forget(self) -> None:
        self.key, self.age, self.pause = None, 0.0, 0.0
