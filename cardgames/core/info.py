"""What a game declares about itself, once: the one place the rest of the program learns it.

Modelled on OpenSpiel's ``GameType``/``GameInfo``: everything that is not a rule — the
menu's title and tagline, the table family that lays it out, the deck family that draws
its cards, the player counts, the action verbs — is read from here, so adding a game is
writing its own files (see ``docs/architecture.md``, "Adding a game").

>>> info = GameInfo(id="demo", title="Demo", tagline="A demo.", family=TRICK,
...                 deck_family="french", player_counts=(3, 4), verbs={"pass": "pass"})
>>> info.players_text
'3 or 4 players'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from cardgames.core.i18n import _, ngettext

#: table families: one table layout each in the UI
TRICK = "trick"
PRESS_YOUR_LUCK = "press_your_luck"
FISHING = "fishing"
DRAW_DISCARD = "draw_discard"
FAMILIES = (TRICK, PRESS_YOUR_LUCK, FISHING, DRAW_DISCARD)


@dataclass(frozen=True)
class GameInfo:
    """A game's description of itself (no rules here: those are the engine's)."""

    id: str
    title: str
    #: one friendly line for the menu tile
    tagline: str
    #: the table family that lays the game out (one of ``FAMILIES``)
    family: str
    #: the card renderer that draws its cards ("spanish", "french", ...)
    deck_family: str
    #: every player count the rules allow
    player_counts: tuple[int, ...]
    #: action text forms -> what they do, for ``cardgames rules`` and the docs
    verbs: Mapping[str, str] = field(default_factory=dict)
    #: where the game comes from, for the menu ("Spain", "Basque Country", ...)
    origin: str = ""
    #: how a hint names a hand that went well, e.g. "you made your bid"
    success_phrase: str = "it went well"
    #: what a hand's score change is counted in, for the hand review ("chips"); empty:
    #: points
    review_unit: str = ""
    #: a few card codes to fan on the menu tile
    sample_cards: tuple[str, ...] = ()
    #: position in the menu (lower first; ties by title)
    menu_order: int = 100

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise ValueError(f"{self.id}: family {self.family!r} is not one of {', '.join(FAMILIES)}")
        if not self.player_counts:
            raise ValueError(f"{self.id}: a game needs at least one player count")

    @property
    def players_text(self) -> str:
        """'3, 4, 5, 6 or 8 players', or '3–7 players' for a run of counts."""
        counts = sorted(self.player_counts)
        if len(counts) == 1:
            return ngettext("{n} player", "{n} players", counts[0]).format(n=counts[0])
        if len(counts) > 3 and counts == list(range(counts[0], counts[-1] + 1)):
            return _("{low}\u2013{high} players").format(low=counts[0], high=counts[-1])
        return _("{counts} or {last} players").format(
            counts=", ".join(map(str, counts[:-1])), last=counts[-1])
