"""Moves and suits in words, and the suits' symbols to set beside those words.

The replay scene says what was just done ("Ane plays the rey of oros", "Mikel bids 2");
with the colour-blind aids on, a card or suit named in a sentence carries the suit's own
symbol (the pip drawn on the cards) so the suit never depends on colour alone.

No deck and no game is named here: cards and suits are said by the deck's own module
(``cardgames/ui/cards/<family>.py``: ``card_name``, ``suit_of``), and a game's own moves
(Pocha's swap of the seven) by the game's UI module (``cardgames/ui/games/<id>.py``:
``move_words``); the generic words cover play, bid and pass.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cardgames.core.actions import Action
from cardgames.core.i18n import _


@lru_cache(maxsize=32)
def suit_glyph_surface(family: str, suit: str, size: int) -> pygame.Surface | None:
    """The suit's symbol in a ``size`` px square (cached), or None for decks without."""
    from cardgames.ui.cards.glyphs import suit_glyph

    glyph = suit_glyph(family, suit, max(8, int(size)))
    if glyph is not None and pygame.display.get_init() and pygame.display.get_surface():
        glyph = glyph.convert_alpha()
    return glyph


def card_suit(code: str, family: str) -> str | None:
    """The suit of a card code, for decks that say it (None otherwise)."""
    from cardgames.ui.cards import suit_of

    return suit_of(family, code)


def card_words(code: str, family: str) -> str:
    """A card as players say it: "the rey of oros" (the code itself for other decks)."""
    from cardgames.ui.cards import card_name

    return card_name(family, code)


def move_words(action: str, who: str, family: str = "", game_id: str = "") -> tuple[str, str | None]:
    """``(sentence, suit)`` for a seat's action: ("Ane plays the rey of oros", "O").

    ``who`` is the seat's name ("You" reads as "You play"); the game's own UI module
    words its own verbs; unknown verbs are written plainly ("Iker: stop").
    """
    from cardgames.ui.games import move_words as game_words

    parsed = Action.parse(action)
    you = who in ("You", _("You"))
    verb, args = parsed.verb, parsed.args
    own = game_words(game_id, parsed, who, family)
    if own:
        return own, None
    if verb == "play" and len(args) == 1:
        card = card_words(args[0], family)
        return (_("You play {card}").format(card=card) if you else
                _("{name} plays {card}").format(name=who, card=card), card_suit(args[0], family))
    if verb == "bid" and len(args) == 1:
        return (_("You bid {n}").format(n=args[0]) if you else
                _("{name} bids {n}").format(name=who, n=args[0])), None
    if verb == "pass":
        return (_("You pass") if you else _("{name} passes").format(name=who)), None
    text = f"{verb.replace('_', ' ')} {' '.join(args)}".strip()
    return f"{_('You') if you else who}: {text}", None


def order_words(action: str, family: str = "", game_id: str = "") -> str:
    """The move as an order, for a hint: "play the 3 of oros", "bid 2", "pass"."""
    from cardgames.ui.games import action_label

    parsed = Action.parse(action)
    verb, args = parsed.verb, parsed.args
    if verb == "play" and len(args) == 1:
        return _("play {card}").format(card=card_words(args[0], family))
    if verb == "bid" and len(args) == 1:
        return _("bid {n}").format(n=args[0])
    if verb == "pass":
        return _("pass")
    return action_label(game_id, parsed)
