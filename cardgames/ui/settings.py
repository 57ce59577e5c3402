"""The player's UI settings (animation speed, AI pacing) with their defaults.

Saving them is a later issue; for now the App holds one :class:`UiSettings` and every
part reads it, so adding persistence changes nothing here but where the values come from.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Multiplier on every animation duration.  "off" makes state changes instant (the last
#: move is still outlined for a moment, see the table's markers).
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}


@dataclass
class UiSettings:
    animation_speed: str = "normal"
    #: The least time an AI seat shows "thinking..." before its move lands, so a human
    #: can follow who did what.  Tests set it to 0.
    ai_min_think_s: float = 0.4
    #: In autoplay (demo) mode the hand summary continues by itself after this long.
    autoplay_summary_s: float = 3.5

    def __post_init__(self) -> None:
        if self.animation_speed not in ANIMATION_SPEEDS:
            allowed = ", ".join(ANIMATION_SPEEDS)
            raise ValueError(f"animation speed {self.animation_speed!r}: use one of {allowed}")

    @property
    def speed(self) -> float:
        """Duration multiplier: 0 (off) .. 1.6 (slow)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def animated(self) -> bool:
        return self.speed > 0
