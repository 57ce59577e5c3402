"""Pocha's rule-of-thumb player (spec §10): count likely tricks, then bid and play to be exact.

Bidding gives every card of the hand a chance of taking a trick, read from
``TRUMP_TABLE`` and ``SIDE_TABLE`` — win rates measured in self-play (``scripts/pocha_bid_stats.py``),
by table size, hand size, trump or side suit, how many stronger cards of the suit are
out, the suit's length, the trumps held, voids and the lead — then bids the number
with the best expected score (the chances add up to a distribution of tricks), taking
the bids already made into account.

Play weighs each card with a small opponent model: for every player still to act, the
chance he holds a card that beats it, from how many unknown cards he has and which
cards public inference (voids, ceilings, the dealer's shown card) leaves him.  While
short of the bid it takes tricks cheaply and cashes sure winners before they can be
trumped; once the bid is made it ducks, sheds dangerous cards when it safely can and
leads cards that lose.  Near the end the same model counts exactly (with few cards
left the chances are 0 or 1).

Everything reads a *knowledge copy* of the state (hidden cards removed), so the
player can't peek even by mistake.  A move costs well under a millisecond.
"""

from __future__ import annotations

from cardgames.core.masks import bits
from cardgames.games.pocha import BID_BASE, KEEP_ID, PLAY, SUIT_MASKS, SWAP_ID, PochaState

# --- the trick tables ---------------------------------------------------------------------
#
# Keys (built by ``card_keys``):
#   trump card: ("T", players, size, higher, length, voids)
#       higher = stronger trumps out of the hand (0..3, 3 = three or more),
#       length = trumps held (1..4, 4 = four or more), voids = side suits missing (0..2)
#   side card:  ("S", players, size, higher, length, trumps, lead)
#       higher 0..2, length of the suit 1..4, trumps held 0..3, lead = 1 when the seat
#       leads the first trick of a hand of at most two cards
# ``TRUMP_TABLE[players, size][index]`` and ``SIDE_TABLE[players, size][index]`` give the
# rate (in %) at which such a card took a trick in self-play; ``_index`` flattens a key.

TRUMP_TABLE: dict[tuple[int, int], tuple[int, ...]] = {
    (3, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 94, 94, 94, 92, 92, 92, 92, 92, 92, 92, 92, 92, 92, 92, 93, 91, 91, 91, 91, 91, 91, 91, 91, 91, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72),
    (3, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 93, 93, 94, 94, 94, 94, 93, 93, 93, 93, 93, 93, 86, 86, 86, 91, 91, 92, 87, 87, 87, 87, 87, 87, 76, 76, 76, 81, 81, 82, 77, 77, 77, 77, 77, 77),
    (3, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 95, 95, 96, 95, 95, 96, 91, 91, 90, 95, 95, 95, 88, 87, 91, 89, 89, 89, 88, 88, 87, 88, 88, 88, 74, 72, 80, 79, 79, 79, 80, 80, 81, 76, 76, 76),
    (3, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 93, 93, 92, 92, 91, 97, 96, 96, 97, 91, 91, 90, 80, 92, 93, 87, 87, 87, 89, 89, 89, 94, 94, 96, 52, 70, 84, 77, 75, 83, 80, 80, 80, 70, 70, 68),
    (3, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 83, 93, 92, 87, 93, 94, 86, 88, 82, 89, 89, 89, 81, 89, 89, 86, 88, 86, 88, 87, 90, 85, 85, 84, 45, 75, 73, 58, 76, 89, 82, 80, 87, 82, 82, 86),
    (3, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 86, 97, 91, 92, 92, 95, 92, 91, 96, 94, 92, 97, 70, 87, 77, 72, 85, 82, 87, 91, 93, 86, 85, 89, 37, 76, 62, 60, 73, 81, 69, 82, 88, 80, 76, 89),
    (3, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 82, 95, 85, 89, 93, 93, 90, 91, 91, 89, 93, 94, 61, 84, 67, 76, 89, 85, 81, 84, 88, 87, 88, 85, 37, 82, 49, 54, 76, 70, 67, 83, 88, 72, 87, 88),
    (3, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 81, 90, 83, 87, 92, 89, 88, 89, 88, 88, 88, 86, 56, 69, 59, 77, 82, 78, 81, 82, 82, 77, 85, 89, 32, 77, 37, 51, 79, 59, 69, 84, 76, 74, 86, 86),
    (3, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 83, 90, 84, 82, 92, 84, 87, 89, 88, 89, 91, 89, 46, 64, 50, 72, 87, 75, 75, 87, 80, 83, 89, 88, 27, 70, 30, 42, 76, 46, 66, 85, 73, 76, 88, 86),
    (3, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 59, 67, 63, 82, 87, 82, 82, 88, 83, 88, 90, 90, 45, 64, 49, 63, 79, 65, 76, 82, 79, 82, 90, 84, 19, 64, 23, 38, 76, 41, 60, 87, 65, 74, 92, 80),
    (3, 11): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 36, 45, 42, 72, 84, 73, 80, 86, 80, 85, 86, 85, 29, 38, 35, 61, 78, 63, 71, 84, 72, 82, 89, 83, 18, 47, 20, 34, 77, 36, 57, 88, 58, 72, 90, 74),
    (3, 12): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 40, 45, 45, 73, 79, 73, 80, 86, 81, 83, 85, 83, 29, 33, 34, 48, 64, 50, 65, 83, 66, 75, 84, 76, 19, 28, 21, 29, 70, 30, 49, 87, 50, 66, 90, 68),
    (4, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 92, 92, 92, 90, 90, 90, 90, 90, 90, 90, 90, 90, 83, 83, 83, 82, 82, 82, 82, 82, 82, 82, 82, 82, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62),
    (4, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 94, 94, 94, 94, 94, 94, 93, 93, 93, 93, 93, 93, 82, 82, 82, 85, 85, 85, 83, 83, 83, 83, 83, 83, 64, 64, 64, 70, 70, 70, 65, 65, 65, 65, 65, 65),
    (4, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 93, 93, 93, 93, 93, 93, 85, 85, 82, 92, 92, 92, 88, 87, 91, 85, 85, 85, 91, 91, 93, 87, 87, 87, 63, 61, 68, 68, 68, 68, 76, 76, 78, 65, 65, 65),
    (4, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 88, 92, 97, 92, 91, 94, 89, 89, 88, 90, 90, 89, 74, 79, 83, 84, 83, 87, 82, 82, 82, 79, 79, 77, 35, 61, 69, 65, 62, 73, 74, 74, 75, 71, 71, 75),
    (4, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 86, 88, 91, 88, 90, 95, 88, 89, 87, 94, 94, 96, 58, 77, 73, 79, 79, 87, 86, 87, 87, 84, 84, 87, 24, 57, 65, 49, 62, 68, 70, 67, 77, 75, 75, 78),
    (4, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 84, 92, 89, 86, 90, 90, 87, 87, 93, 85, 86, 83, 59, 77, 66, 71, 80, 88, 75, 77, 80, 81, 81, 84, 19, 63, 52, 44, 62, 68, 63, 69, 81, 78, 76, 85),
    (4, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 71, 84, 75, 80, 86, 80, 84, 87, 88, 86, 90, 92, 35, 63, 42, 71, 79, 77, 76, 80, 81, 83, 77, 81, 16, 65, 27, 41, 60, 50, 57, 72, 77, 64, 75, 80),
    (4, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 63, 80, 67, 78, 88, 83, 81, 83, 84, 87, 85, 92, 37, 67, 44, 62, 79, 65, 75, 84, 82, 76, 81, 80, 14, 63, 24, 33, 60, 39, 54, 70, 74, 66, 76, 86),
    (4, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 43, 72, 49, 71, 80, 73, 78, 75, 78, 80, 83, 81, 21, 52, 28, 59, 76, 63, 69, 74, 71, 81, 81, 86, 10, 58, 14, 29, 61, 32, 51, 72, 57, 66, 80, 71),
    (4, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 33, 53, 37, 67, 79, 68, 70, 76, 70, 81, 82, 86, 19, 39, 24, 48, 71, 50, 67, 76, 70, 76, 78, 82, 9, 67, 13, 22, 57, 26, 43, 72, 49, 60, 76, 79),
    (5, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 89, 89, 89, 87, 87, 87, 87, 87, 87, 87, 87, 87, 79, 79, 79, 79, 79, 79, 79, 79, 79, 79, 79, 79, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53),
    (5, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 91, 91, 91, 89, 89, 89, 90, 90, 90, 90, 90, 90, 81, 81, 81, 82, 82, 82, 81, 81, 81, 81, 81, 81, 55, 55, 55, 62, 62, 62, 57, 57, 57, 57, 57, 57),
    (5, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 85, 83, 92, 89, 89, 89, 89, 89, 89, 86, 86, 86, 77, 76, 79, 77, 77, 78, 81, 81, 82, 77, 77, 77, 41, 40, 43, 60, 60, 60, 68, 68, 70, 48, 48, 48),
    (5, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 76, 87, 86, 88, 88, 88, 89, 89, 89, 86, 86, 86, 64, 75, 74, 79, 78, 80, 78, 78, 79, 78, 78, 80, 26, 40, 58, 55, 53, 60, 63, 63, 63, 64, 64, 71),
    (5, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 76, 82, 84, 84, 85, 81, 87, 84, 92, 89, 89, 91, 50, 75, 62, 63, 74, 76, 80, 82, 78, 75, 75, 76, 15, 50, 55, 43, 51, 52, 64, 62, 69, 67, 67, 70),
    (5, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 65, 83, 70, 78, 83, 84, 84, 90, 88, 85, 84, 88, 33, 63, 45, 62, 76, 76, 75, 76, 87, 76, 76, 80, 11, 51, 43, 36, 49, 50, 48, 61, 72, 68, 69, 70),
    (5, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 48, 69, 53, 69, 83, 76, 77, 78, 87, 87, 86, 91, 23, 51, 30, 58, 74, 65, 72, 74, 74, 78, 81, 83, 6, 55, 20, 29, 48, 43, 50, 63, 68, 61, 72, 76),
    (5, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 36, 61, 41, 65, 75, 66, 73, 78, 70, 77, 81, 83, 13, 49, 18, 48, 72, 55, 66, 71, 73, 75, 79, 88, 6, 60, 15, 20, 46, 43, 42, 57, 58, 57, 66, 73),
    (6, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 85, 85, 85, 84, 84, 84, 84, 84, 84, 84, 84, 84, 73, 73, 73, 72, 72, 72, 72, 72, 72, 72, 72, 72, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42),
    (6, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 85, 85, 85, 90, 90, 90, 85, 85, 85, 85, 85, 85, 74, 74, 74, 80, 80, 81, 75, 75, 75, 75, 75, 75, 37, 37, 37, 52, 52, 52, 40, 40, 40, 40, 40, 40),
    (6, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 81, 79, 83, 85, 85, 85, 90, 90, 92, 82, 82, 82, 67, 65, 71, 74, 74, 74, 73, 73, 74, 70, 70, 70, 33, 32, 36, 49, 49, 49, 57, 57, 59, 39, 39, 39),
    (6, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 71, 78, 73, 83, 83, 84, 85, 85, 85, 87, 87, 92, 52, 59, 68, 75, 76, 72, 74, 74, 75, 71, 71, 74, 17, 32, 41, 44, 43, 45, 56, 56, 57, 56, 56, 63),
    (6, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 52, 69, 75, 72, 79, 78, 81, 80, 84, 77, 77, 78, 25, 51, 58, 63, 68, 72, 74, 75, 75, 77, 77, 81, 9, 36, 35, 33, 40, 47, 56, 53, 62, 60, 60, 64),
    (6, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 36, 63, 55, 66, 72, 76, 71, 78, 83, 83, 82, 86, 15, 53, 38, 49, 63, 68, 64, 72, 76, 77, 77, 80, 3, 37, 50, 24, 36, 42, 41, 50, 57, 60, 59, 63),
    (8, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 83, 83, 83, 82, 82, 82, 82, 82, 82, 82, 82, 82, 66, 66, 66, 65, 65, 65, 65, 65, 65, 65, 65, 65, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31),
    (8, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 80, 80, 80, 88, 88, 89, 82, 82, 82, 82, 82, 82, 65, 65, 65, 71, 71, 72, 66, 66, 66, 66, 66, 66, 23, 23, 23, 39, 39, 39, 26, 26, 26, 26, 26, 26),
    (8, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 74, 74, 75, 84, 84, 84, 85, 85, 88, 78, 78, 78, 54, 55, 53, 69, 69, 69, 70, 70, 73, 60, 60, 60, 18, 17, 18, 35, 35, 35, 49, 49, 51, 24, 24, 24),
    (8, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 54, 67, 68, 77, 76, 79, 80, 80, 81, 79, 79, 82, 30, 41, 48, 64, 62, 68, 68, 68, 70, 56, 56, 58, 8, 14, 17, 34, 34, 34, 47, 47, 48, 49, 49, 56),
    (8, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 38, 52, 65, 61, 69, 70, 74, 74, 76, 82, 82, 83, 13, 36, 32, 49, 56, 63, 70, 68, 74, 76, 76, 77, 2, 13, 20, 24, 28, 31, 44, 43, 47, 53, 53, 53),
}
SIDE_TABLE: dict[tuple[int, int], tuple[int, ...]] = {
    (3, 1): (19, 56, 33, 33, 33, 33, 33, 33, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 18, 53, 30, 30, 30, 30, 30, 30, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 6, 37, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16),
    (3, 2): (30, 33, 54, 62, 38, 38, 38, 38, 17, 35, 24, 24, 24, 24, 24, 24, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 28, 30, 44, 65, 36, 36, 36, 36, 17, 15, 17, 17, 17, 17, 17, 17, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 12, 14, 25, 20, 16, 16, 16, 16, 7, 15, 10, 10, 10, 10, 10, 10, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14),
    (3, 3): (43, 44, 52, 52, 75, 71, 50, 50, 34, 34, 40, 40, 36, 36, 36, 36, 12, 12, 17, 17, 17, 17, 17, 17, 42, 42, 42, 42, 42, 42, 42, 42, 35, 35, 46, 46, 59, 57, 42, 42, 23, 23, 38, 37, 28, 28, 28, 28, 18, 19, 21, 21, 21, 21, 21, 21, 35, 35, 35, 35, 35, 35, 35, 35, 11, 12, 16, 16, 19, 18, 14, 14, 9, 9, 17, 17, 11, 11, 11, 11, 8, 8, 8, 8, 8, 8, 8, 8, 13, 13, 13, 13, 13, 13, 13, 13),
    (3, 4): (56, 57, 62, 62, 71, 70, 79, 74, 41, 42, 42, 42, 52, 50, 43, 43, 32, 31, 20, 21, 29, 29, 29, 29, 15, 18, 27, 27, 27, 27, 27, 27, 42, 42, 53, 53, 53, 52, 50, 50, 25, 25, 33, 33, 50, 47, 31, 31, 17, 18, 25, 24, 21, 21, 21, 21, 2, 5, 14, 14, 14, 14, 14, 14, 13, 13, 14, 14, 15, 15, 15, 15, 8, 8, 11, 11, 19, 18, 10, 10, 7, 7, 9, 9, 7, 7, 7, 7, 0, 0, 2, 2, 2, 2, 2, 2),
    (3, 5): (65, 65, 74, 74, 79, 79, 77, 76, 48, 48, 50, 50, 56, 55, 67, 61, 37, 37, 38, 38, 64, 58, 40, 40, 15, 16, 20, 20, 21, 21, 21, 21, 45, 46, 51, 51, 54, 54, 66, 63, 36, 36, 43, 43, 48, 47, 48, 46, 23, 23, 27, 27, 49, 44, 27, 27, 15, 16, 16, 17, 19, 19, 19, 19, 13, 13, 14, 14, 14, 14, 14, 14, 8, 8, 12, 12, 15, 15, 19, 18, 5, 5, 8, 8, 15, 14, 7, 7, 4, 4, 9, 9, 6, 6, 6, 6),
    (3, 6): (78, 78, 79, 79, 82, 82, 83, 82, 57, 57, 62, 62, 59, 59, 66, 66, 41, 41, 41, 41, 49, 48, 63, 57, 22, 22, 25, 25, 46, 39, 26, 26, 55, 56, 64, 64, 58, 58, 60, 60, 36, 36, 45, 45, 50, 49, 44, 44, 22, 23, 30, 30, 35, 34, 46, 41, 14, 15, 18, 18, 34, 29, 19, 19, 12, 12, 13, 13, 15, 15, 11, 11, 8, 8, 11, 11, 14, 14, 18, 18, 6, 6, 8, 8, 12, 12, 23, 22, 5, 5, 7, 7, 11, 10, 6, 6),
    (3, 7): (87, 87, 85, 86, 92, 91, 85, 85, 63, 64, 67, 66, 67, 67, 67, 67, 48, 48, 47, 47, 49, 49, 64, 62, 28, 29, 29, 29, 35, 35, 64, 53, 70, 69, 65, 65, 67, 67, 66, 66, 39, 40, 51, 51, 51, 51, 61, 61, 27, 27, 31, 31, 35, 35, 52, 49, 9, 10, 15, 15, 32, 30, 39, 32, 11, 12, 15, 15, 14, 14, 14, 14, 8, 8, 9, 9, 13, 12, 13, 13, 5, 5, 7, 7, 10, 10, 18, 18, 2, 2, 6, 6, 10, 10, 19, 17),
    (3, 8): (95, 95, 96, 96, 93, 93, 98, 97, 82, 81, 71, 71, 72, 72, 74, 74, 56, 56, 51, 51, 56, 56, 58, 58, 34, 34, 28, 29, 33, 33, 54, 51, 66, 66, 72, 71, 67, 67, 65, 65, 55, 56, 57, 57, 61, 60, 59, 59, 31, 32, 40, 40, 43, 43, 49, 48, 12, 13, 16, 16, 27, 26, 46, 40, 14, 14, 15, 15, 14, 14, 13, 13, 8, 8, 12, 12, 13, 13, 15, 15, 6, 6, 7, 7, 10, 10, 14, 14, 3, 3, 4, 4, 7, 7, 12, 11),
    (3, 9): (97, 96, 96, 96, 97, 96, 97, 96, 88, 87, 82, 82, 83, 83, 83, 83, 64, 64, 63, 63, 57, 57, 66, 65, 34, 34, 33, 34, 38, 38, 53, 52, 82, 75, 59, 60, 64, 64, 63, 63, 57, 58, 60, 60, 62, 62, 68, 68, 38, 39, 40, 40, 48, 48, 54, 54, 16, 16, 18, 18, 25, 25, 40, 39, 11, 11, 11, 11, 15, 15, 14, 14, 10, 10, 11, 11, 12, 12, 13, 13, 5, 5, 7, 7, 10, 10, 13, 13, 1, 2, 3, 3, 7, 7, 12, 12),
    (3, 10): (97, 97, 100, 99, 100, 99, 98, 98, 95, 93, 90, 90, 90, 90, 89, 89, 77, 76, 71, 71, 64, 64, 69, 69, 34, 34, 37, 37, 38, 38, 55, 55, 56, 57, 56, 57, 68, 66, 59, 59, 61, 62, 65, 65, 66, 66, 63, 63, 42, 43, 48, 48, 51, 51, 57, 57, 19, 19, 19, 19, 27, 27, 41, 41, 16, 15, 12, 12, 15, 15, 12, 12, 10, 10, 12, 12, 14, 14, 15, 15, 4, 4, 6, 6, 9, 9, 14, 14, 2, 2, 3, 3, 5, 5, 11, 11),
    (3, 11): (98, 98, 99, 98, 100, 99, 100, 100, 99, 97, 95, 95, 95, 95, 94, 94, 89, 86, 79, 79, 74, 74, 74, 74, 32, 33, 42, 42, 38, 38, 50, 50, 61, 59, 63, 61, 68, 65, 50, 51, 75, 73, 72, 71, 66, 67, 69, 69, 46, 48, 49, 50, 56, 56, 60, 60, 13, 14, 19, 19, 23, 23, 43, 42, 22, 17, 7, 8, 11, 11, 11, 11, 8, 8, 11, 11, 13, 13, 14, 14, 6, 6, 8, 8, 9, 9, 13, 13, 2, 2, 3, 3, 4, 4, 11, 11),
    (3, 12): (98, 97, 99, 98, 100, 99, 100, 100, 97, 96, 100, 99, 96, 96, 96, 96, 89, 86, 80, 80, 79, 79, 76, 76, 34, 35, 36, 36, 38, 38, 46, 46, 60, 60, 49, 54, 57, 58, 63, 63, 77, 74, 69, 69, 66, 67, 72, 72, 56, 56, 50, 50, 58, 58, 60, 60, 14, 15, 20, 20, 23, 23, 33, 33, 20, 16, 7, 8, 11, 11, 11, 11, 13, 13, 11, 11, 12, 12, 14, 14, 9, 9, 8, 8, 8, 8, 12, 12, 2, 2, 2, 2, 3, 3, 7, 7),
    (4, 1): (15, 37, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 11, 37, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 4, 24, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9),
    (4, 2): (21, 27, 33, 44, 28, 28, 28, 28, 16, 14, 16, 16, 16, 16, 16, 16, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 18, 16, 30, 22, 21, 21, 21, 21, 13, 9, 12, 12, 12, 12, 12, 12, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 6, 7, 14, 9, 8, 8, 8, 8, 3, 5, 4, 4, 4, 4, 4, 4, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7),
    (4, 3): (27, 27, 42, 41, 36, 35, 34, 34, 18, 18, 29, 29, 22, 22, 22, 22, 17, 17, 19, 19, 19, 19, 19, 19, 28, 28, 28, 28, 28, 28, 28, 28, 23, 23, 29, 29, 31, 30, 27, 27, 15, 15, 21, 21, 17, 17, 17, 17, 7, 8, 9, 9, 9, 9, 9, 9, 22, 22, 22, 22, 22, 22, 22, 22, 5, 5, 8, 8, 8, 8, 7, 7, 4, 4, 10, 9, 5, 5, 5, 5, 2, 2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6),
    (4, 4): (45, 45, 51, 51, 52, 52, 58, 56, 28, 29, 32, 32, 43, 42, 31, 31, 13, 14, 20, 20, 17, 17, 17, 17, 12, 14, 19, 19, 19, 19, 19, 19, 23, 24, 32, 32, 34, 34, 52, 45, 17, 17, 25, 25, 28, 27, 22, 22, 8, 8, 13, 13, 10, 10, 10, 10, 9, 10, 14, 14, 14, 14, 14, 14, 5, 5, 7, 7, 8, 8, 7, 7, 3, 3, 7, 7, 11, 10, 6, 6, 2, 2, 5, 5, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1),
    (4, 5): (57, 57, 58, 58, 61, 61, 75, 72, 42, 42, 39, 39, 41, 41, 44, 43, 23, 23, 21, 21, 27, 27, 23, 23, 9, 9, 14, 14, 13, 13, 13, 13, 30, 30, 38, 38, 45, 45, 33, 34, 19, 19, 27, 27, 33, 33, 38, 35, 11, 11, 13, 13, 19, 18, 13, 13, 7, 8, 6, 7, 9, 9, 9, 9, 7, 7, 7, 7, 7, 7, 8, 8, 4, 4, 7, 7, 11, 11, 14, 13, 2, 2, 4, 4, 11, 10, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2),
    (4, 6): (59, 60, 69, 69, 74, 73, 70, 70, 47, 47, 51, 51, 54, 54, 54, 54, 34, 34, 35, 35, 36, 36, 54, 48, 16, 16, 18, 18, 20, 20, 19, 19, 37, 37, 45, 45, 40, 40, 47, 47, 22, 22, 30, 30, 40, 40, 42, 41, 12, 12, 19, 19, 24, 24, 41, 35, 11, 11, 12, 12, 15, 15, 13, 13, 6, 6, 6, 6, 7, 7, 5, 5, 3, 3, 6, 6, 9, 9, 10, 10, 3, 3, 4, 4, 7, 7, 9, 9, 2, 2, 3, 3, 9, 8, 3, 3),
    (4, 7): (85, 84, 79, 79, 79, 79, 83, 82, 59, 59, 63, 63, 63, 63, 64, 64, 45, 45, 44, 44, 44, 44, 53, 52, 23, 23, 24, 24, 27, 27, 42, 35, 39, 40, 35, 35, 46, 45, 49, 48, 24, 25, 34, 34, 40, 40, 48, 47, 11, 12, 21, 21, 27, 27, 35, 33, 5, 6, 11, 11, 14, 13, 30, 24, 5, 5, 7, 7, 6, 6, 6, 6, 3, 3, 5, 5, 7, 7, 9, 9, 2, 2, 3, 3, 7, 7, 10, 10, 1, 1, 2, 2, 3, 3, 8, 7),
    (4, 8): (91, 90, 87, 87, 88, 88, 89, 89, 64, 64, 70, 70, 72, 72, 74, 74, 49, 49, 54, 54, 52, 52, 60, 59, 22, 22, 26, 26, 30, 30, 42, 40, 43, 44, 36, 37, 52, 51, 49, 49, 30, 31, 37, 37, 43, 43, 51, 51, 13, 14, 23, 23, 29, 29, 36, 36, 8, 9, 9, 9, 16, 16, 35, 32, 2, 2, 5, 5, 5, 5, 6, 6, 3, 3, 4, 4, 6, 6, 9, 9, 2, 2, 3, 3, 5, 5, 10, 10, 1, 1, 2, 2, 4, 4, 9, 9),
    (4, 9): (98, 96, 94, 94, 96, 96, 93, 93, 83, 83, 80, 80, 80, 80, 82, 82, 62, 62, 60, 60, 61, 61, 61, 61, 33, 33, 31, 31, 38, 38, 46, 46, 27, 32, 36, 37, 47, 47, 39, 39, 27, 30, 42, 42, 44, 45, 53, 53, 19, 20, 27, 27, 31, 31, 43, 42, 6, 6, 11, 11, 15, 15, 30, 29, 2, 2, 4, 4, 4, 4, 4, 4, 2, 3, 4, 4, 5, 5, 7, 7, 2, 2, 3, 3, 5, 5, 9, 9, 1, 1, 1, 1, 3, 3, 10, 9),
    (4, 10): (98, 97, 94, 94, 95, 95, 97, 97, 81, 81, 85, 85, 81, 81, 83, 83, 64, 64, 64, 64, 65, 65, 64, 64, 30, 30, 32, 32, 35, 35, 44, 44, 48, 45, 41, 41, 41, 41, 40, 40, 36, 39, 41, 42, 48, 48, 54, 54, 18, 19, 28, 28, 33, 33, 39, 39, 9, 9, 9, 9, 13, 13, 23, 22, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 3, 3, 4, 4, 6, 6, 2, 2, 2, 2, 3, 3, 7, 7, 1, 1, 1, 1, 2, 2, 5, 5),
    (5, 1): (10, 31, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 6, 23, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 2, 13, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 2): (13, 18, 27, 24, 18, 18, 18, 18, 6, 2, 5, 5, 5, 5, 5, 5, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 9, 16, 17, 15, 12, 12, 12, 12, 6, 3, 6, 6, 6, 6, 6, 6, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 3, 4, 7, 5, 4, 4, 4, 4, 2, 1, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 3): (18, 18, 34, 34, 41, 39, 27, 27, 12, 12, 20, 20, 15, 15, 15, 15, 5, 5, 7, 7, 7, 7, 7, 7, 21, 21, 21, 21, 21, 21, 21, 21, 14, 15, 24, 24, 36, 34, 21, 21, 8, 8, 18, 17, 11, 11, 11, 11, 2, 2, 4, 4, 4, 4, 4, 4, 16, 16, 16, 16, 16, 16, 16, 16, 3, 3, 6, 6, 6, 6, 5, 5, 2, 2, 7, 7, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 4): (26, 26, 40, 40, 52, 51, 41, 40, 18, 18, 25, 24, 37, 35, 22, 22, 8, 8, 13, 13, 10, 10, 10, 10, 1, 2, 7, 7, 7, 7, 7, 7, 19, 19, 25, 25, 26, 26, 27, 26, 10, 11, 17, 17, 29, 28, 15, 15, 4, 4, 11, 10, 7, 7, 7, 7, 1, 2, 6, 6, 6, 6, 6, 6, 2, 2, 4, 4, 5, 5, 5, 5, 2, 2, 4, 4, 9, 9, 4, 4, 1, 1, 4, 3, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 2, 2),
    (5, 5): (42, 42, 45, 45, 51, 51, 57, 55, 19, 19, 31, 31, 38, 37, 41, 39, 13, 13, 19, 19, 20, 20, 16, 16, 2, 3, 13, 11, 8, 8, 8, 8, 18, 18, 28, 28, 30, 29, 36, 34, 14, 14, 19, 19, 28, 28, 29, 27, 5, 6, 10, 10, 16, 15, 9, 9, 4, 4, 2, 2, 4, 4, 4, 4, 2, 2, 3, 3, 3, 3, 4, 4, 2, 2, 4, 4, 7, 7, 10, 10, 1, 1, 3, 3, 4, 4, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1),
    (5, 6): (57, 57, 61, 61, 64, 64, 64, 64, 45, 45, 47, 47, 46, 46, 47, 47, 20, 21, 30, 30, 32, 32, 38, 36, 9, 9, 15, 15, 11, 11, 13, 13, 23, 24, 31, 31, 33, 33, 32, 32, 12, 13, 18, 18, 27, 27, 33, 32, 6, 7, 9, 9, 19, 19, 36, 29, 4, 4, 5, 5, 6, 6, 5, 5, 2, 2, 2, 2, 3, 3, 4, 4, 1, 1, 3, 3, 5, 5, 6, 6, 1, 1, 2, 2, 4, 4, 12, 11, 0, 0, 2, 2, 3, 3, 1, 1),
    (5, 7): (66, 68, 72, 72, 80, 79, 83, 83, 46, 47, 58, 58, 56, 56, 64, 64, 29, 29, 37, 37, 37, 37, 39, 39, 13, 13, 19, 19, 17, 17, 23, 21, 17, 19, 24, 25, 32, 32, 31, 31, 13, 14, 19, 19, 29, 29, 35, 34, 7, 7, 11, 11, 18, 18, 25, 23, 4, 4, 5, 5, 9, 9, 15, 12, 1, 1, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 4, 4, 6, 6, 1, 1, 1, 1, 4, 4, 9, 9, 1, 1, 1, 1, 2, 2, 9, 8),
    (5, 8): (84, 83, 80, 80, 80, 80, 83, 83, 59, 59, 62, 62, 66, 66, 67, 67, 40, 40, 44, 44, 45, 45, 47, 47, 13, 13, 20, 20, 22, 22, 31, 30, 24, 24, 23, 23, 25, 25, 28, 28, 11, 12, 16, 16, 23, 23, 33, 32, 6, 6, 10, 10, 17, 17, 24, 24, 3, 3, 4, 4, 9, 9, 15, 15, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 2, 2, 5, 5, 1, 1, 1, 1, 2, 2, 6, 6, 0, 0, 1, 1, 1, 1, 6, 6),
    (6, 1): (7, 20, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 5, 14, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 2): (7, 14, 23, 13, 12, 12, 12, 12, 4, 3, 4, 4, 4, 4, 4, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 7, 9, 18, 10, 10, 10, 10, 10, 3, 0, 3, 3, 3, 3, 3, 3, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 2, 1, 8, 9, 4, 4, 4, 4, 1, 0, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 3): (10, 10, 26, 26, 40, 38, 20, 20, 5, 6, 20, 19, 10, 10, 10, 10, 2, 3, 4, 4, 4, 4, 4, 4, 15, 15, 15, 15, 15, 15, 15, 15, 8, 8, 16, 16, 20, 19, 12, 12, 4, 4, 11, 11, 7, 7, 7, 7, 1, 1, 2, 2, 2, 2, 2, 2, 9, 9, 9, 9, 9, 9, 9, 9, 1, 1, 3, 3, 5, 5, 3, 3, 1, 1, 4, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    (6, 4): (14, 14, 30, 30, 41, 40, 30, 29, 9, 10, 21, 21, 23, 22, 16, 16, 4, 5, 13, 13, 8, 8, 8, 8, 5, 6, 9, 9, 9, 9, 9, 9, 9, 9, 17, 17, 25, 24, 15, 15, 6, 6, 11, 11, 23, 22, 10, 10, 3, 3, 5, 5, 3, 3, 3, 3, 2, 2, 4, 4, 4, 4, 4, 4, 1, 1, 2, 2, 4, 3, 2, 2, 1, 1, 3, 3, 5, 5, 2, 2, 1, 1, 4, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1),
    (6, 5): (22, 23, 45, 45, 50, 50, 55, 53, 14, 15, 29, 29, 33, 33, 42, 38, 7, 7, 13, 13, 17, 16, 11, 11, 2, 3, 10, 9, 6, 6, 6, 6, 9, 10, 17, 17, 21, 21, 19, 19, 4, 5, 10, 10, 25, 25, 34, 29, 4, 4, 7, 7, 12, 11, 6, 6, 3, 3, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 2, 2, 5, 5, 4, 4, 0, 0, 1, 1, 8, 7, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    (6, 6): (46, 46, 50, 50, 55, 55, 60, 60, 14, 14, 32, 32, 40, 39, 45, 45, 7, 7, 18, 18, 22, 22, 26, 25, 3, 3, 9, 9, 10, 10, 6, 6, 6, 7, 14, 14, 18, 18, 20, 20, 4, 4, 8, 8, 17, 17, 24, 24, 2, 2, 5, 5, 10, 9, 14, 13, 2, 2, 2, 2, 5, 5, 2, 2, 0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 1, 3, 3, 5, 5, 0, 0, 1, 1, 2, 2, 7, 7, 0, 0, 0, 0, 1, 1, 0, 0),
    (8, 1): (4, 12, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 9, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 2): (4, 7, 16, 26, 9, 9, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2, 3, 16, 17, 7, 7, 7, 7, 1, 0, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 5, 5, 2, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
    (8, 3): (3, 3, 18, 18, 26, 25, 12, 12, 4, 4, 10, 10, 6, 6, 6, 6, 1, 1, 2, 2, 2, 2, 2, 2, 9, 9, 9, 9, 9, 9, 9, 9, 3, 3, 12, 12, 23, 22, 9, 9, 4, 4, 8, 8, 5, 5, 5, 5, 1, 1, 2, 2, 2, 2, 2, 2, 7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 2, 2, 5, 5, 2, 2, 1, 1, 3, 3, 2, 2, 2, 2, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    (8, 4): (8, 8, 25, 25, 36, 36, 32, 30, 4, 4, 15, 15, 32, 30, 12, 12, 3, 3, 7, 6, 4, 4, 4, 4, 3, 3, 5, 5, 5, 5, 5, 5, 3, 3, 12, 12, 22, 22, 12, 12, 3, 3, 7, 7, 19, 18, 6, 6, 1, 1, 7, 6, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 3, 3, 3, 3, 0, 0, 2, 2, 5, 5, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 5): (6, 6, 26, 26, 37, 37, 43, 43, 4, 4, 16, 16, 25, 25, 26, 25, 3, 3, 8, 8, 11, 11, 6, 6, 1, 1, 6, 6, 3, 3, 3, 3, 2, 2, 9, 9, 17, 17, 21, 21, 1, 1, 6, 6, 14, 14, 25, 24, 1, 1, 3, 3, 8, 8, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 1, 1, 3, 3, 5, 5, 0, 0, 1, 1, 2, 2, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0),
}

_TRUMP_HIGHER, _TRUMP_LENGTH, _VOIDS = 4, 4, 3
_SIDE_HIGHER, _SIDE_LENGTH, _SIDE_TRUMPS = 3, 4, 4
_SIZES = {3: 12, 4: 10, 5: 8, 6: 6, 8: 5}


def _index(key: tuple) -> int:
    if key[0] == "T":
        _, _, _, higher, length, voids = key
        return (higher * _TRUMP_LENGTH + length - 1) * _VOIDS + voids
    _, _, _, higher, length, trumps, lead = key
    return ((higher * _SIDE_LENGTH + length - 1) * _SIDE_TRUMPS + trumps) * 2 + lead


def card_keys(state: PochaState, seat: int) -> list[tuple[int, tuple]]:
    """Each card of the seat's hand with its table key (bidding time; in play, the cards
    left are read as a fresh hand of that size)."""
    game = state.game
    hand = state.hands[seat]
    players = len(state.active)
    size = hand.bit_count()
    trump = state.trump
    out = game.deck_mask(players) & ~hand & ~state.played
    if state.upcard >= 0:
        out &= ~(1 << state.upcard)
    trumps = (hand & SUIT_MASKS[trump]).bit_count()
    voids = sum(1 for s in range(4) if s != trump and not hand & SUIT_MASKS[s])
    lead = 1 if size <= 2 and state.order[0] == seat and state.phase != PLAY else 0
    keys = []
    for card in bits(hand):
        suit = card // 10
        higher = (game.higher[card] & out).bit_count()
        length = (hand & SUIT_MASKS[suit]).bit_count()
        if suit == trump:
            key = ("T", players, size, min(higher, 3), min(length, 4), min(voids, 2))
        else:
            key = ("S", players, size, min(higher, 2), min(length, 4), min(trumps, 3), lead)
        keys.append((card, key))
    return keys


def key_parents(key: tuple) -> list[tuple]:
    """Coarser cells, nearest first: the fit shrinks a thin cell towards them."""
    if key[0] == "T":
        return [key[:5], key[:4], key[:3]]
    return [key[:6], key[:5], key[:4], key[:3]]


def all_keys() -> list[tuple]:
    keys = []
    for players, top in _SIZES.items():
        for size in range(1, top + 1):
            for higher in range(_TRUMP_HIGHER):
                for length in range(1, _TRUMP_LENGTH + 1):
                    for voids in range(_VOIDS):
                        keys.append(("T", players, size, higher, length, voids))
            for higher in range(_SIDE_HIGHER):
                for length in range(1, _SIDE_LENGTH + 1):
                    for trumps in range(_SIDE_TRUMPS):
                        for lead in (0, 1):
                            keys.append(("S", players, size, higher, length, trumps, lead))
    return keys


def format_table(table: dict[tuple, float]) -> str:
    """The two tables as Python source, one line per (players, size)."""
    out = []
    for name, kind in (("TRUMP_TABLE", "T"), ("SIDE_TABLE", "S")):
        rows: dict[tuple[int, int], list[int]] = {}
        for key in sorted(k for k in table if k[0] == kind):
            rows.setdefault(key[1:3], []).append((_index(key), round(100 * table[key])))
        out.append(f"{name}: dict[tuple[int, int], tuple[int, ...]] = {{")
        for where, cells in rows.items():
            values = [v for _, v in sorted(cells)]
            out.append(f"    {where!r}: ({', '.join(map(str, values))}),")
        out.append("}")
    return "\n".join(out) + "\n"


# --- chances -------------------------------------------------------------------------------

_NONE: dict[tuple[int, int, int], float] = {}


def _none_of(pool: int, unknown: int, k: int) -> float:
    """Chance that ``unknown`` cards drawn from ``pool`` miss ``k`` given cards."""
    if k <= 0 or unknown <= 0:
        return 1.0
    if k + unknown > pool:
        return 0.0
    key = (pool, unknown, k)
    value = _NONE.get(key)
    if value is None:
        value = 1.0
        for i in range(unknown):
            value *= (pool - k - i) / (pool - i)
        _NONE[key] = value
    return value


class _Model:
    """What the seat knows about each opponent's hand, ready for quick chance queries."""

    __slots__ = ("possible", "public", "unknown", "pool", "trump_mask", "must_trump")

    def __init__(self, state: PochaState, seat: int):
        unseen = state.unseen_mask(seat)
        n = state.game.players
        self.possible = [0] * n
        self.public = [0] * n
        self.unknown = [0] * n
        self.pool = [0] * n
        for p in state.active:
            if p == seat:
                continue
            public = state.held_public[p]
            possible = unseen & ~state.excluded[p]
            self.public[p] = public
            self.possible[p] = possible
            self.unknown[p] = state.counts[p] - public.bit_count()
            self.pool[p] = possible.bit_count()
        self.trump_mask = SUIT_MASKS[state.trump]
        self.must_trump = state.game.must_trump

    def has_any(self, p: int, cards: int) -> float:
        if cards & self.public[p]:
            return 1.0
        return 1.0 - _none_of(self.pool[p], self.unknown[p], (cards & self.possible[p]).bit_count())

    def void(self, p: int, suit_mask: int) -> float:
        if suit_mask & self.public[p]:
            return 0.0
        return _none_of(self.pool[p], self.unknown[p], (suit_mask & self.possible[p]).bit_count())

    def beats(self, p: int, card: int, led: int, higher: int) -> float:
        """Chance that ``p`` can beat ``card``, on top of a trick led in suit ``led``."""
        trump_mask = self.trump_mask
        if (1 << card) & trump_mask:
            if SUIT_MASKS[led] == trump_mask:
                return self.has_any(p, higher)
            return self.void(p, SUIT_MASKS[led]) * self.has_any(p, higher)
        chance = self.has_any(p, higher)
        ruff = self.void(p, SUIT_MASKS[led]) * self.has_any(p, trump_mask)
        if not self.must_trump:
            ruff *= 0.5
        return min(1.0, chance + ruff)


def _later_seats(state: PochaState) -> list[int]:
    order = state.order
    count = len(order)
    return [order[(state.turn + k) % count] for k in range(1, count - len(state.trick))]


def _on_top(state: PochaState, card: int) -> bool:
    """Would ``card`` be on top of the trick if played now?"""
    if not state.trick:
        return True
    strength = state.game.strength
    suit = card // 10
    if suit == state.trump:
        return state.top_trump < 0 or strength[card] > strength[state.top_trump]
    if suit == state.led and state.top_trump < 0:
        return strength[card] > strength[state.top_led]
    return False


def _win_chance(state: PochaState, model: _Model, card: int, later: list[int]) -> float:
    """Chance that ``card``, played now, takes the trick."""
    if not _on_top(state, card):
        return 0.0
    led = state.led if state.trick else card // 10
    higher = state.game.higher[card]
    chance = 1.0
    for p in later:
        chance *= 1.0 - model.beats(p, card, led, higher)
        if chance <= 0.0:
            return 0.0
    return chance


def _lead_chance(state: PochaState, model: _Model, card: int, others: list[int]) -> float:
    """Chance that ``card`` takes a trick if led now (its value for the rest of the hand)."""
    higher = state.game.higher[card]
    led = card // 10
    chance = 1.0
    for p in others:
        chance *= 1.0 - model.beats(p, card, led, higher)
        if chance <= 0.0:
            return 0.0
    return chance


# --- bidding -------------------------------------------------------------------------------

def card_chances(state: PochaState, seat: int) -> list[float]:
    """Each card's chance of taking a trick, from the table (or the model where it's silent)."""
    chances = []
    model = None
    others = [p for p in state.active if p != seat]
    for card, key in card_keys(state, seat):
        row = (TRUMP_TABLE if key[0] == "T" else SIDE_TABLE).get(key[1:3])
        if row is None:
            if model is None:
                model = _Model(state, seat)
            chances.append(_lead_chance(state, model, card, others))
        else:
            chances.append(row[_index(key)] / 100)
    return chances


def trick_distribution(chances: list[float]) -> list[float]:
    """P(k tricks) for k = 0..len(chances), each card an independent chance."""
    dist = [1.0]
    for p in chances:
        q = 1.0 - p
        nxt = [0.0] * (len(dist) + 1)
        for k, v in enumerate(dist):
            nxt[k] += v * q
            nxt[k + 1] += v * p
        dist = nxt
    return dist


def estimate_tricks(state: PochaState, seat: int) -> float:
    """How many tricks this hand is likely to take, from the seat's knowledge."""
    return sum(card_chances(state, seat))


#: Bidding aims this many tricks below the table's count: a trick too many can usually
#: be ducked, a missing one is hard to find (tuned in self-play).
BID_SHIFT = 0.0
#: Each trick the earlier bidders claim beyond their share of what this hand leaves them
#: costs this hand about this much of a trick: they will fight for it (fitted in self-play).
PRESSURE_SLOPE = 0.2


def shifted(dist: list[float], shift: float) -> list[float]:
    """``dist`` moved ``shift`` tricks down (up when negative), clipped to 0..len-1."""
    low = int(shift // 1)
    frac = shift - low
    top = len(dist) - 1
    out = [0.0] * len(dist)
    for k, p in enumerate(dist):
        for where, weight in ((k - low, 1.0 - frac), (k - low - 1, frac)):
            if weight:
                out[min(top, max(0, where))] += p * weight
    return out


def choose_bid(state: PochaState, seat: int, legal: list[int]) -> int:
    game = state.game
    chances = card_chances(state, seat)
    estimate = sum(chances)
    earlier = [b for b in state.bids if b >= 0]
    others = len(state.active) - 1
    pressure = sum(earlier) - len(earlier) * (state.size - estimate) / others if others else 0.0
    dist = shifted(trick_distribution(chances), BID_SHIFT + PRESSURE_SLOPE * pressure)
    best, best_value = legal[0], None
    for action in legal:
        bid = action - BID_BASE
        value = dist[bid] * (game.bonus + game.per_trick * bid) - game.penalty * sum(
            p * abs(k - bid) for k, p in enumerate(dist))
        if best_value is None or value > best_value + 1e-9:
            best, best_value = action, value
    return best


# --- play ----------------------------------------------------------------------------------

def choose_play(state: PochaState, seat: int, legal_mask: int) -> int:
    legal = bits(legal_mask)
    if len(legal) == 1:
        return legal[0]
    model = _Model(state, seat)
    others = [p for p in state.active if p != seat]
    future = {c: _lead_chance(state, model, c, others) for c in bits(state.hands[seat])}
    if not state.trick:
        return choose_lead(state, seat, legal, model, future)
    return _choose_follow(state, seat, legal, model, future)


def _power(state: PochaState, card: int) -> tuple[int, int]:
    return (1 if card // 10 == state.trump else 0, state.game.strength[card])


def _choose_follow(state, seat, legal, model, future) -> int:
    """The card that brings the expected final count nearest the bid.

    Each card left in hand is worth its chance of winning if led now (``future``); the
    card played is worth its chance of taking this trick instead.  The cost is the
    expected squared miss, so sure things beat gambles of the same mean: while short,
    a cheap card that wins now beats a high card that would win anyway later; once the
    bid is made, a card that loses now goes, the most dangerous such card first.
    """
    need = state.bids[seat] - state.taken[seat]
    later = _later_seats(state)
    total = sum(future.values())
    spread = sum(p * (1 - p) for p in future.values())
    short = need > 0

    def cost(card: int) -> tuple:
        now = _win_chance(state, model, card, later)
        kept = future[card]
        expected = now + total - kept
        variance = now * (1 - now) + spread - kept * (1 - kept)
        miss = (expected - need) ** 2 + variance
        # ties: keep the stronger cards while short, shed them once the bid is made
        power = _power(state, card)
        return (round(miss, 6), kept if short else -kept, power if short else _neg(power))

    return min(legal, key=cost)


def _neg(pair: tuple[int, int]) -> tuple[int, int]:
    return (-pair[0], -pair[1])


#: What a lead is judged on (``lead_features``), for each lead the seat may make.
LEAD_FEATURES = (
    "win chance", "win chance squared", "trump", "trump x win chance", "sure winner",
    "share of the hand in this suit", "lowest of the suit held", "highest of the suit held",
    "singleton", "danger (share of the suit's unseen cards below it)", "rank",
    "share of opponents known void in the suit",
    "chance an opponent who has made his bid beats it (mean)",
    "chance an opponent still short beats it (mean)",
)
#: Weights of ``LEAD_FEATURES`` by situation: "made" (the bid is reached), "short" (fewer
#: sure winners than tricks needed), "covered" (enough sure winners).  A least-squares
#: fit of the hand's score after each possible lead, measured by playing the hand out
#: from sampled deals (``scripts/pocha_bid_stats.py --fit-leads``), in 3-5 player games.
#: In short: once made, lead low trumps and cards that surely lose; short of winners,
#: lead from suits the others are void in, never a trump that might lose, and keep the
#: sure winners; covered, lose a side card and keep the winners.
LEAD_WEIGHTS = {
    "made": (-3.66, -10.1, 3.36, 10.9, -4.91, -0.33, -0.01, -0.58, 1.01, -1.44, 0.57, -3.94,
             -5.57, -5.49),
    "short": (2.08, 0.64, -0.23, -7.85, 3.18, 0.5, -0.48, 0.15, 0.28, 1.3, -0.15, 3.77, 2.95,
              1.83),
    "covered": (5.5, -14.11, 5.64, -6.07, 2.48, -7.62, -0.08, -0.35, 0.0, 3.08, -2.08, 2.62,
                -1.03, -5.7),
}
#: Extra weight for leads that the players who have made their bid must win rather than
#: those still short (a club player's spite; 0 = only the seat's own score counts).
SPITE = 0.0


def lead_situation(state: PochaState, seat: int, future: dict[int, float]) -> str:
    """"all" when every trick left is needed, else a key of ``LEAD_WEIGHTS``."""
    need = state.bids[seat] - state.taken[seat]
    if need <= 0:
        return "made"
    if need >= len(future):
        return "all"
    sure = sum(1 for p in future.values() if p >= 0.97)
    return "short" if sure < need else "covered"


def lead_features(state, seat, card, future, model, others, unseen) -> list[float]:
    """The ``LEAD_FEATURES`` of leading ``card``; ``unseen``: cards the others may hold."""
    game = state.game
    hand = state.hands[seat]
    suit = card // 10
    suit_mask = SUIT_MASKS[suit]
    mine = hand & suit_mask
    higher = game.higher[card]
    p = future[card]
    trump = float(suit == state.trump)
    suit_out = unseen & suit_mask
    danger = (suit_out & ~higher).bit_count() / suit_out.bit_count() if suit_out else 1.0
    made = short = 0.0
    for other in others:
        chance = model.beats(other, card, suit, higher)
        if state.bids[other] - state.taken[other] <= 0:
            made += chance
        else:
            short += chance
    count = len(others)
    voids = sum(1 for o in others if state.excluded[o] & suit_mask == suit_mask)
    return [p, p * p, trump, p * trump, float(p >= 0.97), mine.bit_count() / hand.bit_count(),
            float(not (mine & ~higher & ~(1 << card))), float(not (mine & higher)),
            float(mine.bit_count() == 1), danger, game.strength[card] / 10, voids / count,
            made / count, short / count]


def choose_lead(state, seat, legal, model, future) -> int:
    situation = lead_situation(state, seat, future)
    if situation == "all":
        # every trick counts: cash the surest card, the cheapest of equals
        return max(legal, key=lambda c: (round(future[c], 2), _neg(_power(state, c))))
    others = [p for p in state.active if p != seat]
    unseen = state.unseen_mask(seat)
    for p in others:
        unseen |= state.held_public[p]
    weights = LEAD_WEIGHTS[situation]

    def score(card: int) -> float:
        x = lead_features(state, seat, card, future, model, others, unseen)
        return sum(w * v for w, v in zip(weights, x, strict=True)) + SPITE * (x[-2] - x[-1])

    return max(legal, key=score)


def choose(state: PochaState, seat: int) -> int:
    """The heuristic's action id for ``seat`` on a knowledge state."""
    legal = state.legal_ids()
    if state.phase == PLAY:
        return choose_play(state, seat, state.legal_play_mask())
    if legal[0] >= SWAP_ID:
        seven = state.trump * 10 + 6
        strength = state.game.strength
        return SWAP_ID if strength[state.upcard] > strength[seven] else KEEP_ID
    return choose_bid(state, seat, legal)
