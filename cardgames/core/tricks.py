"""Trick-taking helpers shared by the trick games: follow suit, head, trump, who wins.

A game describes its pack once as a :class:`TrickTable`: for every card int its suit and
its strength (higher wins; only compared within a suit), from which the table derives
per-suit masks and, for every card, the mask of the stronger cards of its suit.  Hands
are bit masks (card ``i`` is bit ``i``, see ``core/masks.py``), so every rule here is a
few integer operations — cheap enough for search to play thousands of hands a move.
Games that keep hands as lists of codes map codes to card ints once (``Deck.index``).

>>> # two suits of three cards: 0, 1, 2 (suit 0) and 3, 4, 5 (suit 1), stronger upwards
>>> table = TrickTable.build(suit_of=[0, 0, 0, 1, 1, 1], strength=[1, 2, 3, 1, 2, 3])
>>> trick_winner(table, [1, 2, 0], trump=None)      # highest of the suit led
1
>>> trick_winner(table, [1, 2, 3], trump=1)         # any trump beats the suit led
2
>>> follow_mask(0b011001, table.suit_masks[0])      # holds 0 (suit 0): must play it
1
>>> follow_mask(0b011000, table.suit_masks[0])      # void in suit 0: anything
24
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

NO_TRUMP = -1


@dataclass(frozen=True)
class TrickTable:
    """Suits and strengths of a pack's cards, by card int, and the masks derived from them."""

    #: card -> suit index (0..suits-1)
    suit_of: tuple[int, ...]
    #: card -> strength; within a suit, higher beats lower
    strength: tuple[int, ...]
    #: suit -> mask of its cards
    suit_masks: tuple[int, ...]
    #: card -> mask of the stronger cards of the same suit
    higher: tuple[int, ...]

    @classmethod
    def build(cls, suit_of: Sequence[int], strength: Sequence[int]) -> TrickTable:
        if len(suit_of) != len(strength):
            raise ValueError("every card needs both a suit and a strength")
        suits = max(suit_of) + 1 if suit_of else 0
        suit_masks = [0] * suits
        for card, suit in enumerate(suit_of):
            suit_masks[suit] |= 1 << card
        higher = tuple(
            sum(1 << other for other in range(len(suit_of))
                if suit_of[other] == suit_of[card] and strength[other] > strength[card])
            for card in range(len(suit_of))
        )
        return cls(tuple(suit_of), tuple(strength), tuple(suit_masks), higher)


def follow_mask(hand: int, led_mask: int) -> int:
    """The cards a player may play under plain "follow suit if you can": the led suit's
    cards held, or the whole hand when void in it."""
    return hand & led_mask or hand


def beats(table: TrickTable, card: int, best: int, trump: int = NO_TRUMP) -> bool:
    """Does ``card`` (played later) beat ``best``, the card winning the trick so far?

    A card of another suit than ``best`` wins only if it is a trump (and ``best`` isn't);
    within a suit the stronger card wins, and the earlier of two equal ones stays ahead.
    """
    suit_of = table.suit_of
    suit, best_suit = suit_of[card], suit_of[best]
    if suit == best_suit:
        return table.strength[card] > table.strength[best]
    return suit == trump


def trick_winner(table: TrickTable, cards: Sequence[int], trump: int | None = NO_TRUMP) -> int:
    """The position in ``cards`` (in playing order, ``cards[0]`` led) of the card that wins:
    the strongest trump if any was played, else the strongest card of the suit led."""
    if trump is None:
        trump = NO_TRUMP
    best = 0
    for at in range(1, len(cards)):
        if beats(table, cards[at], cards[best], trump):
            best = at
    return best


def legal_trick_mask(
    table: TrickTable,
    hand: int,
    led: int,
    trump: int,
    top_led: int,
    top_trump: int,
    must_head: bool = False,
    must_trump: bool = False,
    must_overtrump: bool = False,
    undertrump: bool = False,
) -> int:
    """The cards of ``hand`` a player may play to a trick already led (Spanish-style rules).

    ``led`` is the suit led, ``top_led`` the strongest card of it played so far,
    ``top_trump`` the strongest trump played (``-1``: none).  Holding the led suit, the
    player follows — above ``top_led`` when ``must_head`` and the trick isn't trumped
    (when it is, any card of the suit).  Void in it: with ``must_trump`` he trumps — above
    ``top_trump`` when ``must_overtrump`` and he can; when he can't, still a trump if
    ``undertrump``, else anything.  Without ``must_trump`` a void player plays anything.
    """
    suit_masks = table.suit_masks
    same = hand & suit_masks[led]
    if same:
        if led != trump and top_trump >= 0:
            return same
        if must_head:
            higher = same & table.higher[top_led]
            if higher:
                return higher
        return same
    if not must_trump or trump < 0:
        return hand
    trumps = hand & suit_masks[trump]
    if not trumps:
        return hand
    if top_trump < 0 or not must_overtrump:
        return trumps
    over = trumps & table.higher[top_trump]
    if over:
        return over
    return trumps if undertrump else hand
