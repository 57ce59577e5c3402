"""The player's settings, their defaults and what each one allows.

The App holds one :class:`UiSettings` and every part reads it live (the table asks for
the animation speed each frame, the hand for the learning aids...), so a change made in
the settings screen is applied without a restart.  Which keys are stored, and what each
allows, is declared once in :data:`CHOICES` / :func:`check_value`: the settings file
(:mod:`cardgames.ui.settings_file`) validates against it and the settings screen offers
exactly those values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from cardgames.core.i18n import _
from cardgames.core.names import MAX_NAME, clean_name

#: Multiplier on every animation duration.  "off" makes state changes instant (the last
#: move is still outlined for a moment, see the table's markers).
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}

#: The colourways of the shared card back (see :mod:`cardgames.ui.cards.back`).
CARD_BACKS = ("red", "blue", "green")

#: Window sizes the settings screen offers (the current size is offered too).
WINDOW_SIZES = ("1024x640", "1280x800", "1600x1000", "1920x1080")
MIN_WINDOW = (800, 640)  # the smallest supported window, as style.MIN_SIZE
MAX_WINDOW = (7680, 4320)

#: a name longer than this in settings.yaml is refused; a shorter one is cleaned
#: (:func:`~cardgames.core.names.clean_name`) to at most MAX_NAME visible characters
MAX_NAME_TEXT = 1000

#: The keys written to settings.yaml, in the file's order.
STORED = ("window_size", "fullscreen", "animation_speed", "card_back", "four_colour_french",
          "colour_blind_aids", "learning_aids", "default_ai_level", "player_name", "volume",
          "muted", "risk_readout", "rank_reminder", "hand_aid",
          "prompt_all_humans", "claim_timeout_seconds", "language")
#: the longest a claim may be waited for (``claim_timeout_seconds``), in seconds
MAX_CLAIM_TIMEOUT = 600

_SIZE = re.compile(r"^\s*(\d{3,5})\s*[xX\u00d7]\s*(\d{3,5})\s*$")


def parse_window_size(value: str) -> tuple[int, int] | None:
    """``"1280x800"`` -> ``(1280, 800)``; None if it is not a size the window may take."""
    match = _SIZE.match(value) if isinstance(value, str) else None
    if match is None:
        return None
    w, h = int(match.group(1)), int(match.group(2))
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        return None
    return w, h


def format_window_size(size: tuple[int, int]) -> str:
    return f"{int(size[0])}x{int(size[1])}"


def ai_levels() -> list[str]:
    """The AI levels this installation can play (the allowed default levels)."""
    from cardgames.ui.table.match import available_levels

    return available_levels()


def allowed(key: str) -> str:
    """What ``key`` allows, in the words a problem message uses."""
    if key == "window_size":
        return _("a size like 1280x800, from {low} to {high}, or empty for the usual size").format(
            low=f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}", high=f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
    if key == "animation_speed":
        return _("one of {values}").format(values=", ".join(ANIMATION_SPEEDS))
    if key == "card_back":
        return _("one of {values}").format(values=", ".join(CARD_BACKS))
    if key == "default_ai_level":
        return _("one of {values}").format(values=", ".join(ai_levels()))
    if key == "volume":
        return _("a whole number from {low} to {high}").format(low=0, high=100)
    if key == "language":
        from cardgames.core.i18n import LANGUAGES

        return _("one of {values}, or empty to follow the system's language").format(
            values=", ".join(LANGUAGES))
    if key == "claim_timeout_seconds":
        return _("a number of seconds from {low} to {high} (0: wait for every player)").format(
            low=0, high=MAX_CLAIM_TIMEOUT)
    if key == "player_name":
        return _("a name (its first {n} visible characters are used; empty: \u201cYou\u201d)"
                 ).format(n=MAX_NAME)
    return _("true or false")


def check_value(key: str, value: Any) -> str | None:
    """None if ``value`` is allowed for ``key``, else what is allowed."""
    ok: bool
    if key in ("fullscreen", "four_colour_french", "colour_blind_aids", "learning_aids",
               "muted", "risk_readout", "rank_reminder", "hand_aid", "prompt_all_humans"):
        ok = isinstance(value, bool)
    elif key == "claim_timeout_seconds":
        ok = isinstance(value, int | float) and not isinstance(value, bool) \
            and 0 <= value <= MAX_CLAIM_TIMEOUT
    elif key == "window_size":
        ok = isinstance(value, str) and (value == "" or parse_window_size(value) is not None)
    elif key == "animation_speed":
        ok = isinstance(value, str) and value in ANIMATION_SPEEDS
    elif key == "card_back":
        ok = isinstance(value, str) and value in CARD_BACKS
    elif key == "default_ai_level":
        ok = isinstance(value, str) and value in ai_levels()
    elif key == "player_name":
        ok = isinstance(value, str) and len(value) <= MAX_NAME_TEXT
    elif key == "language":
        from cardgames.core.i18n import LANGUAGES

        ok = isinstance(value, str) and (value == "" or value in LANGUAGES)
    elif key == "volume":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    else:
        return _("nothing: it is not a setting (the settings are {keys})").format(
            keys=", ".join(STORED))
    return None if ok else allowed(key)


@dataclass
class UiSettings:
    # --- stored in settings.yaml ---------------------------------------------------------
    animation_speed: str = "normal"
    #: "" = the usual size (or what the command line asks for)
    window_size: str = ""
    fullscreen: bool = False
    card_back: str = "red"
    #: clubs green and diamonds blue; kept for the French deck's renderer (not drawn yet)
    four_colour_french: bool = False
    #: shapes beside colours: a no-entry sign on unplayable cards, suit symbols by names
    colour_blind_aids: bool = False
    #: legal cards lit (the others dimmed) and disabled bids that say why
    learning_aids: bool = True
    default_ai_level: str = "normal"
    #: shown at the table and in hand histories instead of "You" ("" = "You")
    player_name: str = ""
    #: the table's sounds, 0 (silent) .. 100 (see :mod:`cardgames.ui.sound`)
    volume: int = 50
    #: no sound at all (M at the table switches)
    muted: bool = False
    #: the press-your-luck table's risk read-out (the next card's odds; O at the table)
    risk_readout: bool = True
    #: the ranks of the tiles for learners in Tien Gow's corner panel (R at the table)
    rank_reminder: bool = True
    #: how close the hand is to winning, for learners, on the draw-and-discard table (A)
    hand_aid: bool = True
    #: a claim window (``ui/table/claim_pacing.py``) asks a human who may only pass too
    #: (hot-seat play: the prompt then gives nothing away); a game's own option of the
    #: same name comes first
    prompt_all_humans: bool = False
    #: seconds a human has to answer a claim window, 0 = no limit (silence is pass); a
    #: game's own option of the same name comes first
    claim_timeout_seconds: float = 0
    #: the language of every text: "en", "es", "eu", or "" to follow the system's locale
    #: (``cardgames --lang`` and CARDGAMES_LANG override it for a run)
    language: str = ""
    # --- the session's own (not stored) -------------------------------------------------------
    #: The least time an AI seat shows "thinking..." before its move lands, so a human
    #: can follow who did what.  Tests set it to 0.
    ai_min_think_s: float = 0.4
    #: In autoplay (demo) mode the hand summary continues by itself after this long.
    autoplay_summary_s: float = 3.5

    def __post_init__(self) -> None:
        # a name is drawn on every frame: only visible text of a sensible length
        self.player_name = clean_name(self.player_name, "", MAX_NAME)
        if self.animation_speed not in ANIMATION_SPEEDS:
            allowed_speeds = ", ".join(ANIMATION_SPEEDS)
            raise ValueError(f"animation speed {self.animation_speed!r}: use one of "
                             f"{allowed_speeds}")

    @property
    def speed(self) -> float:
        """Duration multiplier: 0 (off) .. 1.6 (slow)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def animated(self) -> bool:
        return self.speed > 0

    @property
    def display_name(self) -> str:
        """The human's name at the table."""
        return self.player_name or "You"

    @property
    def window(self) -> tuple[int, int] | None:
        return parse_window_size(self.window_size) if self.window_size else None

    def stored(self) -> dict[str, Any]:
        """The values settings.yaml keeps, in its order."""
        return {key: getattr(self, key) for key in STORED}

    def copy(self, **changes: Any) -> UiSettings:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return UiSettings(**values)
