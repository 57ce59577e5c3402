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
    (3, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 91, 91, 91, 94, 94, 94, 91, 91, 91, 91, 91, 91, 78, 78, 78, 90, 90, 92, 81, 81, 81, 81, 81, 81, 64, 64, 64, 81, 81, 82, 68, 68, 68, 68, 68, 68),
    (3, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 87, 89, 84, 91, 91, 92, 93, 93, 95, 89, 89, 89, 74, 75, 72, 87, 87, 88, 81, 81, 82, 79, 79, 79, 53, 52, 55, 74, 74, 74, 76, 76, 79, 61, 61, 61),
    (3, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 83, 79, 84, 88, 87, 92, 92, 92, 94, 85, 85, 85, 61, 70, 79, 77, 80, 73, 84, 84, 85, 86, 86, 92, 41, 48, 54, 67, 67, 68, 81, 81, 82, 68, 68, 72),
    (3, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 62, 70, 69, 85, 86, 83, 84, 86, 82, 83, 83, 86, 54, 60, 52, 78, 77, 77, 84, 84, 87, 80, 80, 84, 31, 44, 45, 53, 61, 68, 82, 81, 85, 80, 80, 87),
    (3, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 64, 60, 68, 79, 84, 85, 85, 86, 83, 91, 93, 94, 45, 52, 51, 67, 71, 64, 84, 83, 80, 78, 81, 78, 23, 47, 45, 47, 55, 61, 69, 75, 75, 84, 85, 91),
    (3, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 52, 49, 53, 77, 80, 80, 84, 81, 86, 85, 86, 89, 29, 42, 34, 66, 64, 56, 81, 73, 76, 87, 88, 84, 18, 42, 27, 39, 52, 52, 64, 70, 69, 82, 84, 82),
    (3, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 43, 47, 45, 74, 72, 75, 80, 77, 79, 83, 84, 86, 24, 43, 29, 61, 59, 61, 74, 73, 75, 83, 87, 88, 14, 35, 17, 33, 46, 34, 60, 60, 59, 78, 80, 78),
    (3, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 36, 43, 39, 74, 69, 73, 78, 77, 79, 86, 85, 90, 16, 28, 21, 51, 57, 52, 73, 63, 69, 88, 83, 84, 10, 36, 12, 24, 44, 27, 50, 58, 51, 72, 78, 78),
    (3, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 22, 41, 29, 63, 71, 64, 72, 73, 72, 83, 85, 76, 17, 18, 20, 42, 68, 45, 67, 59, 65, 84, 85, 85, 5, 21, 7, 17, 32, 18, 41, 50, 45, 69, 73, 73),
    (3, 11): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 6, 13, 14, 59, 59, 60, 72, 72, 72, 82, 82, 82, 7, 19, 15, 28, 52, 31, 64, 58, 63, 83, 85, 83, 4, 7, 5, 12, 24, 13, 33, 45, 34, 63, 70, 64),
    (3, 12): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 7, 17, 17, 53, 59, 54, 72, 64, 72, 83, 80, 83, 7, 14, 15, 18, 21, 20, 61, 54, 61, 79, 78, 79, 3, 8, 4, 10, 26, 10, 26, 41, 26, 54, 64, 55),
    (4, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 92, 92, 92, 90, 90, 90, 90, 90, 90, 90, 90, 90, 83, 83, 83, 82, 82, 82, 82, 82, 82, 82, 82, 82, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62),
    (4, 2): (100, 100, 100, 100, 100, 100, 98, 98, 98, 98, 98, 98, 92, 92, 92, 94, 94, 94, 91, 91, 91, 91, 91, 91, 73, 73, 73, 84, 84, 86, 76, 76, 76, 76, 76, 76, 49, 49, 49, 71, 71, 72, 54, 54, 54, 54, 54, 54),
    (4, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 84, 85, 82, 87, 87, 87, 82, 82, 81, 84, 84, 84, 69, 68, 71, 75, 75, 76, 86, 86, 91, 73, 73, 73, 45, 44, 48, 67, 67, 67, 78, 78, 82, 54, 54, 54),
    (4, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 100, 79, 79, 80, 84, 84, 85, 83, 83, 83, 86, 86, 90, 58, 58, 56, 74, 72, 78, 82, 82, 85, 67, 67, 67, 29, 40, 42, 59, 59, 59, 73, 73, 74, 67, 67, 76),
    (4, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 67, 64, 60, 82, 80, 84, 78, 81, 74, 89, 89, 94, 44, 48, 42, 74, 67, 68, 77, 79, 76, 79, 79, 85, 22, 39, 53, 49, 53, 56, 71, 70, 75, 79, 79, 83),
    (4, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 57, 70, 57, 79, 77, 71, 81, 80, 78, 80, 84, 76, 43, 54, 48, 65, 63, 65, 77, 66, 70, 80, 84, 82, 19, 44, 43, 40, 50, 49, 62, 63, 67, 81, 83, 84),
    (4, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 41, 54, 46, 71, 68, 70, 77, 77, 76, 79, 77, 87, 24, 37, 28, 58, 56, 59, 73, 63, 71, 85, 82, 85, 12, 44, 16, 31, 48, 39, 56, 62, 61, 76, 77, 75),
    (4, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 39, 47, 42, 66, 68, 65, 73, 66, 72, 83, 77, 78, 17, 32, 22, 50, 57, 51, 72, 66, 64, 80, 76, 82, 10, 32, 12, 25, 45, 29, 48, 56, 58, 67, 73, 81),
    (4, 9): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 22, 39, 27, 63, 64, 60, 69, 62, 64, 79, 76, 75, 10, 27, 16, 43, 55, 48, 65, 63, 66, 77, 76, 75, 6, 30, 8, 20, 37, 22, 42, 54, 42, 64, 73, 63),
    (4, 10): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 12, 25, 16, 55, 55, 55, 68, 59, 67, 77, 75, 74, 10, 24, 15, 35, 50, 36, 65, 67, 62, 80, 77, 80, 5, 33, 7, 14, 39, 14, 34, 50, 39, 57, 66, 75),
    (5, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 88, 88, 88, 87, 87, 87, 87, 87, 87, 87, 87, 87, 79, 79, 79, 78, 78, 78, 78, 78, 78, 78, 78, 78, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53, 53),
    (5, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 86, 86, 86, 88, 88, 88, 86, 86, 86, 86, 86, 86, 74, 74, 74, 82, 82, 83, 75, 75, 75, 75, 75, 75, 44, 44, 44, 64, 64, 64, 48, 48, 48, 48, 48, 48),
    (5, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 77, 76, 79, 82, 82, 82, 88, 88, 91, 79, 79, 79, 65, 63, 69, 73, 73, 73, 82, 82, 85, 69, 69, 69, 36, 36, 35, 60, 60, 60, 71, 71, 74, 45, 45, 45),
    (5, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 64, 74, 73, 78, 79, 77, 82, 82, 82, 78, 78, 80, 52, 59, 59, 70, 72, 68, 75, 75, 76, 78, 78, 85, 28, 36, 47, 52, 51, 56, 68, 68, 68, 67, 67, 77),
    (5, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 60, 69, 65, 78, 72, 73, 75, 78, 70, 78, 78, 80, 37, 58, 53, 59, 63, 64, 72, 73, 71, 78, 78, 82, 20, 38, 41, 41, 49, 54, 66, 66, 68, 72, 72, 76),
    (5, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 50, 58, 53, 75, 67, 62, 76, 70, 69, 73, 75, 74, 33, 51, 41, 60, 60, 56, 70, 70, 59, 74, 76, 77, 12, 42, 37, 35, 47, 46, 52, 61, 63, 71, 70, 75),
    (5, 7): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 36, 52, 40, 64, 60, 57, 72, 61, 72, 83, 71, 81, 24, 47, 30, 55, 55, 52, 73, 69, 60, 75, 73, 74, 8, 43, 19, 27, 45, 44, 47, 58, 64, 61, 75, 72),
    (5, 8): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 23, 42, 27, 61, 62, 60, 69, 62, 68, 74, 70, 79, 14, 45, 20, 51, 63, 51, 68, 66, 61, 73, 75, 75, 5, 44, 18, 21, 42, 42, 39, 51, 54, 59, 65, 74),
    (6, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 85, 85, 85, 83, 83, 83, 83, 83, 83, 83, 83, 83, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42),
    (6, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 82, 82, 82, 89, 89, 90, 82, 82, 82, 82, 82, 82, 69, 69, 69, 72, 72, 73, 70, 70, 70, 70, 70, 70, 36, 36, 36, 55, 55, 55, 40, 40, 40, 40, 40, 40),
    (6, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 75, 73, 79, 79, 79, 79, 85, 85, 88, 77, 77, 77, 54, 51, 58, 70, 70, 70, 69, 69, 71, 60, 60, 60, 33, 32, 35, 50, 50, 51, 63, 63, 65, 40, 40, 40),
    (6, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 60, 68, 69, 73, 74, 72, 69, 69, 69, 70, 70, 71, 41, 51, 55, 70, 73, 66, 73, 73, 75, 66, 66, 70, 19, 35, 39, 45, 43, 48, 62, 62, 63, 57, 57, 63),
    (6, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 48, 56, 56, 68, 70, 60, 69, 68, 71, 68, 68, 70, 36, 50, 51, 62, 68, 70, 69, 70, 68, 71, 71, 73, 13, 36, 31, 32, 41, 49, 58, 56, 62, 70, 70, 76),
    (6, 6): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 40, 59, 49, 67, 70, 69, 69, 71, 63, 74, 74, 76, 27, 53, 43, 54, 64, 60, 64, 69, 74, 75, 77, 74, 8, 39, 44, 26, 38, 51, 39, 48, 54, 64, 62, 68),
    (8, 1): (100, 100, 100, 98, 98, 98, 98, 98, 98, 98, 98, 98, 81, 81, 81, 80, 80, 80, 80, 80, 80, 80, 80, 80, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32),
    (8, 2): (100, 100, 100, 100, 100, 100, 99, 99, 99, 99, 99, 99, 80, 80, 80, 87, 87, 87, 81, 81, 81, 81, 81, 81, 65, 65, 65, 70, 70, 70, 65, 65, 65, 65, 65, 65, 29, 29, 29, 38, 38, 38, 31, 31, 31, 31, 31, 31),
    (8, 3): (100, 100, 100, 100, 100, 100, 100, 100, 100, 99, 99, 99, 76, 76, 75, 78, 78, 78, 79, 79, 80, 76, 76, 76, 55, 53, 57, 67, 67, 67, 65, 65, 66, 60, 60, 60, 25, 25, 23, 39, 39, 39, 49, 49, 51, 30, 30, 30),
    (8, 4): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 56, 67, 60, 70, 70, 70, 72, 72, 72, 69, 69, 70, 43, 53, 54, 68, 66, 71, 68, 68, 69, 67, 67, 70, 15, 23, 22, 37, 35, 41, 46, 46, 46, 58, 58, 67),
    (8, 5): (100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 47, 60, 58, 69, 73, 73, 72, 72, 72, 69, 69, 70, 36, 50, 61, 58, 63, 66, 67, 67, 68, 69, 69, 70, 7, 23, 28, 23, 31, 35, 41, 40, 44, 55, 55, 55),
}
SIDE_TABLE: dict[tuple[int, int], tuple[int, ...]] = {
    (3, 1): (19, 56, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 17, 53, 30, 30, 30, 30, 30, 30, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 6, 37, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16),
    (3, 2): (26, 41, 63, 64, 40, 40, 40, 40, 15, 45, 26, 26, 26, 26, 26, 26, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 21, 38, 50, 63, 36, 36, 36, 36, 15, 15, 16, 16, 16, 16, 16, 16, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 10, 16, 31, 40, 19, 19, 19, 19, 7, 16, 10, 10, 10, 10, 10, 10, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17),
    (3, 3): (46, 46, 58, 58, 84, 79, 55, 55, 43, 44, 60, 59, 48, 48, 48, 48, 8, 9, 15, 15, 15, 15, 15, 15, 49, 49, 49, 49, 49, 49, 49, 49, 34, 34, 48, 48, 66, 63, 43, 43, 16, 17, 48, 46, 26, 26, 26, 26, 19, 20, 22, 22, 22, 22, 22, 22, 35, 35, 35, 35, 35, 35, 35, 35, 10, 10, 20, 20, 39, 38, 17, 17, 10, 10, 26, 26, 15, 15, 15, 15, 7, 7, 8, 8, 8, 8, 8, 8, 16, 16, 16, 16, 16, 16, 16, 16),
    (3, 4): (58, 59, 66, 66, 79, 78, 83, 78, 45, 45, 52, 52, 73, 69, 51, 51, 42, 42, 43, 43, 43, 43, 43, 43, 12, 17, 28, 28, 28, 28, 28, 28, 36, 37, 54, 54, 65, 64, 53, 53, 24, 24, 41, 41, 50, 47, 34, 34, 18, 19, 27, 26, 22, 22, 22, 22, 8, 11, 19, 19, 19, 19, 19, 19, 10, 10, 15, 15, 26, 26, 32, 30, 10, 10, 15, 15, 35, 34, 14, 14, 8, 8, 16, 15, 11, 11, 11, 11, 0, 0, 3, 3, 3, 3, 3, 3),
    (3, 5): (66, 68, 80, 80, 86, 86, 81, 80, 56, 56, 64, 64, 73, 73, 73, 70, 43, 44, 53, 53, 89, 81, 52, 52, 28, 29, 29, 30, 33, 33, 33, 33, 35, 36, 47, 47, 52, 52, 71, 66, 35, 35, 48, 48, 59, 58, 51, 50, 27, 27, 31, 31, 73, 64, 32, 32, 15, 17, 27, 25, 22, 22, 22, 22, 8, 8, 13, 13, 15, 15, 19, 19, 8, 9, 17, 17, 26, 26, 39, 37, 7, 7, 13, 13, 38, 36, 12, 12, 8, 8, 9, 9, 8, 8, 8, 8),
    (3, 6): (79, 80, 83, 83, 86, 86, 86, 85, 66, 67, 75, 75, 75, 75, 82, 81, 55, 56, 59, 59, 69, 68, 76, 71, 33, 34, 36, 36, 64, 56, 38, 38, 42, 43, 46, 46, 49, 49, 53, 52, 28, 29, 48, 48, 59, 58, 56, 55, 22, 23, 39, 39, 47, 46, 56, 49, 7, 8, 18, 18, 48, 36, 16, 16, 7, 7, 9, 9, 12, 12, 14, 14, 7, 7, 14, 14, 21, 21, 34, 34, 6, 6, 12, 12, 22, 22, 51, 47, 5, 5, 9, 9, 29, 25, 8, 8),
    (3, 7): (84, 85, 87, 87, 94, 94, 92, 91, 73, 73, 81, 81, 83, 83, 88, 87, 63, 63, 67, 67, 71, 70, 84, 81, 49, 49, 51, 52, 56, 55, 85, 74, 45, 45, 45, 45, 47, 47, 46, 46, 31, 33, 47, 47, 57, 57, 65, 64, 24, 25, 40, 40, 45, 44, 61, 57, 7, 8, 22, 22, 37, 35, 43, 36, 3, 4, 7, 7, 8, 8, 11, 11, 6, 6, 10, 10, 17, 17, 25, 25, 6, 6, 11, 11, 19, 19, 32, 31, 5, 5, 8, 8, 15, 15, 43, 38),
    (3, 8): (95, 95, 97, 96, 95, 95, 96, 96, 87, 87, 87, 87, 89, 89, 89, 89, 79, 79, 77, 78, 79, 79, 84, 84, 49, 50, 57, 57, 62, 62, 81, 77, 32, 34, 36, 36, 42, 42, 37, 37, 36, 38, 44, 45, 60, 60, 61, 61, 34, 35, 46, 46, 53, 53, 63, 62, 13, 14, 21, 22, 40, 39, 46, 42, 3, 4, 5, 5, 5, 5, 6, 6, 5, 5, 9, 9, 12, 12, 19, 19, 5, 5, 10, 10, 18, 17, 27, 27, 5, 5, 9, 9, 14, 14, 33, 32),
    (3, 9): (98, 97, 96, 96, 97, 97, 97, 96, 92, 92, 92, 92, 93, 93, 93, 93, 89, 89, 84, 84, 85, 85, 88, 88, 53, 53, 59, 59, 66, 66, 79, 79, 15, 21, 27, 27, 30, 30, 32, 32, 23, 28, 43, 44, 55, 55, 60, 60, 24, 27, 42, 42, 50, 50, 57, 57, 18, 19, 22, 22, 34, 34, 50, 49, 1, 2, 3, 3, 4, 4, 5, 5, 2, 3, 5, 5, 10, 10, 14, 14, 4, 5, 9, 9, 14, 14, 27, 27, 4, 4, 7, 7, 11, 11, 30, 29),
    (3, 10): (98, 98, 100, 99, 100, 100, 98, 98, 95, 95, 94, 94, 95, 95, 98, 98, 86, 87, 89, 89, 90, 90, 92, 92, 59, 60, 65, 65, 70, 70, 83, 83, 19, 19, 11, 13, 25, 24, 18, 18, 28, 35, 46, 46, 55, 55, 57, 57, 28, 31, 39, 40, 53, 53, 62, 62, 14, 15, 22, 22, 35, 35, 49, 48, 0, 1, 1, 1, 2, 2, 2, 2, 1, 2, 4, 4, 6, 6, 11, 11, 4, 4, 6, 6, 12, 12, 22, 22, 4, 4, 5, 5, 12, 12, 26, 26),
    (3, 11): (99, 99, 96, 97, 100, 100, 100, 100, 93, 94, 94, 95, 98, 98, 99, 99, 90, 90, 91, 91, 92, 92, 94, 94, 57, 58, 68, 68, 71, 71, 81, 81, 10, 12, 13, 14, 13, 13, 11, 12, 30, 36, 29, 32, 50, 50, 55, 54, 25, 30, 35, 36, 52, 52, 62, 62, 11, 12, 17, 18, 31, 31, 50, 50, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 4, 4, 7, 7, 3, 3, 5, 5, 9, 9, 18, 18, 4, 4, 5, 5, 10, 10, 26, 26),
    (3, 12): (99, 99, 99, 99, 100, 100, 100, 100, 99, 99, 98, 98, 99, 99, 99, 99, 92, 93, 91, 91, 93, 93, 96, 96, 60, 61, 64, 64, 70, 70, 78, 78, 6, 6, 3, 4, 8, 7, 3, 3, 40, 44, 20, 25, 42, 43, 53, 53, 39, 43, 28, 30, 44, 44, 60, 60, 9, 11, 16, 17, 25, 25, 44, 44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 4, 4, 1, 2, 4, 5, 7, 7, 13, 13, 2, 2, 4, 4, 6, 6, 17, 17),
    (4, 1): (15, 37, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 12, 37, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 4, 24, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9),
    (4, 2): (19, 28, 46, 55, 31, 31, 31, 31, 13, 14, 14, 14, 14, 14, 14, 14, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 17, 16, 40, 44, 24, 24, 24, 24, 12, 9, 12, 12, 12, 12, 12, 12, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 6, 7, 21, 29, 11, 11, 11, 11, 4, 5, 4, 4, 4, 4, 4, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10),
    (4, 3): (26, 26, 48, 48, 54, 52, 39, 39, 15, 15, 34, 33, 21, 21, 21, 21, 12, 12, 14, 14, 14, 14, 14, 14, 30, 30, 30, 30, 30, 30, 30, 30, 20, 20, 34, 34, 51, 48, 29, 29, 14, 14, 32, 31, 20, 20, 20, 20, 9, 9, 11, 11, 11, 11, 11, 11, 24, 24, 24, 24, 24, 24, 24, 24, 6, 6, 13, 13, 26, 26, 11, 11, 5, 5, 12, 12, 7, 7, 7, 7, 3, 3, 3, 3, 3, 3, 3, 3, 9, 9, 9, 9, 9, 9, 9, 9),
    (4, 4): (50, 50, 59, 59, 63, 62, 77, 71, 29, 29, 42, 42, 61, 57, 38, 38, 10, 11, 35, 33, 20, 20, 20, 20, 8, 10, 18, 18, 18, 18, 18, 18, 18, 19, 37, 37, 46, 45, 56, 49, 14, 14, 27, 27, 44, 41, 22, 22, 7, 7, 20, 19, 12, 12, 12, 12, 12, 13, 16, 16, 16, 16, 16, 16, 6, 6, 9, 9, 16, 16, 22, 21, 4, 4, 10, 10, 23, 23, 8, 8, 4, 4, 7, 7, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3),
    (4, 5): (59, 60, 65, 65, 67, 67, 77, 74, 45, 45, 52, 52, 63, 62, 76, 69, 25, 26, 27, 27, 56, 52, 30, 30, 9, 9, 16, 16, 15, 15, 15, 15, 17, 19, 34, 34, 43, 43, 33, 33, 14, 15, 31, 30, 43, 42, 53, 47, 6, 6, 17, 17, 37, 32, 14, 14, 9, 10, 11, 12, 12, 12, 12, 12, 5, 5, 7, 7, 9, 9, 14, 14, 4, 4, 8, 8, 17, 17, 31, 29, 3, 4, 7, 7, 18, 17, 6, 6, 3, 3, 5, 4, 4, 4, 4, 4),
    (4, 6): (60, 62, 74, 74, 76, 76, 79, 78, 56, 57, 63, 63, 70, 69, 73, 72, 42, 42, 49, 49, 58, 58, 69, 63, 22, 23, 37, 36, 27, 28, 30, 30, 18, 20, 30, 30, 29, 29, 42, 41, 16, 17, 28, 28, 42, 42, 43, 42, 10, 10, 19, 19, 33, 32, 51, 43, 7, 7, 9, 9, 15, 14, 10, 10, 3, 3, 5, 5, 6, 6, 8, 8, 4, 4, 6, 6, 12, 12, 22, 22, 4, 4, 6, 6, 12, 12, 34, 31, 3, 3, 7, 7, 12, 11, 5, 5),
    (4, 7): (88, 87, 81, 81, 84, 84, 86, 86, 66, 67, 71, 71, 75, 75, 80, 79, 57, 57, 59, 59, 65, 65, 71, 70, 30, 31, 34, 34, 47, 45, 57, 49, 8, 12, 20, 20, 29, 29, 36, 35, 14, 16, 32, 32, 39, 39, 50, 50, 8, 8, 24, 24, 30, 30, 43, 40, 6, 6, 13, 13, 23, 22, 40, 32, 1, 2, 3, 3, 4, 4, 5, 5, 3, 3, 5, 5, 9, 9, 16, 16, 2, 3, 5, 5, 11, 11, 23, 23, 3, 3, 4, 4, 6, 6, 19, 17),
    (4, 8): (93, 92, 85, 86, 90, 90, 89, 89, 72, 73, 79, 79, 84, 84, 86, 86, 68, 68, 70, 70, 71, 71, 76, 76, 32, 33, 46, 46, 51, 51, 66, 63, 8, 13, 16, 17, 23, 23, 28, 28, 12, 14, 28, 28, 37, 37, 49, 48, 8, 10, 22, 22, 32, 32, 43, 42, 6, 6, 11, 11, 20, 20, 45, 40, 0, 1, 1, 1, 2, 2, 2, 2, 1, 2, 4, 4, 6, 6, 12, 12, 3, 3, 4, 4, 9, 9, 20, 20, 2, 2, 4, 4, 5, 5, 23, 23),
    (4, 9): (89, 90, 91, 91, 99, 98, 94, 94, 84, 85, 87, 87, 87, 87, 89, 89, 77, 78, 77, 77, 78, 78, 80, 80, 50, 50, 52, 52, 61, 61, 70, 69, 5, 9, 11, 12, 17, 17, 16, 16, 6, 11, 27, 28, 37, 37, 51, 50, 6, 8, 22, 22, 30, 30, 45, 45, 3, 4, 11, 11, 19, 19, 30, 29, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 5, 5, 9, 9, 1, 1, 3, 3, 8, 8, 16, 16, 2, 2, 3, 3, 6, 6, 16, 16),
    (4, 10): (98, 97, 95, 95, 94, 94, 97, 97, 81, 83, 88, 88, 91, 91, 90, 90, 77, 77, 79, 79, 80, 80, 83, 83, 47, 48, 52, 52, 58, 58, 68, 68, 9, 7, 6, 6, 4, 4, 4, 4, 6, 11, 16, 17, 31, 31, 44, 44, 7, 9, 13, 14, 29, 29, 40, 40, 5, 5, 6, 6, 13, 13, 28, 28, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 3, 3, 6, 6, 1, 1, 2, 2, 5, 5, 11, 11, 1, 1, 2, 2, 4, 4, 12, 12),
    (5, 1): (10, 30, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 6, 22, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 2, 13, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4),
    (5, 2): (11, 17, 37, 39, 21, 21, 21, 21, 6, 2, 6, 6, 6, 6, 6, 6, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 9, 17, 26, 35, 16, 16, 16, 16, 6, 3, 6, 6, 6, 6, 6, 6, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 3, 4, 13, 17, 7, 7, 7, 7, 2, 2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6),
    (5, 3): (15, 15, 38, 38, 55, 52, 29, 29, 9, 9, 23, 22, 14, 14, 14, 14, 5, 5, 7, 7, 7, 7, 7, 7, 21, 21, 21, 21, 21, 21, 21, 21, 13, 13, 27, 27, 46, 43, 23, 23, 8, 8, 21, 21, 12, 12, 12, 12, 2, 2, 3, 3, 3, 3, 3, 3, 17, 17, 17, 17, 17, 17, 17, 17, 3, 3, 7, 7, 17, 17, 6, 6, 3, 3, 8, 8, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 5, 5),
    (5, 4): (23, 23, 41, 41, 64, 62, 41, 41, 14, 15, 26, 26, 42, 40, 22, 22, 7, 7, 17, 16, 10, 10, 10, 10, 6, 7, 12, 12, 12, 12, 12, 12, 13, 14, 24, 24, 35, 35, 51, 44, 9, 9, 18, 18, 36, 34, 16, 16, 5, 6, 13, 13, 8, 8, 8, 8, 1, 2, 7, 7, 7, 7, 7, 7, 3, 3, 5, 5, 10, 10, 18, 17, 3, 3, 5, 5, 14, 14, 5, 5, 2, 2, 5, 5, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1),
    (5, 5): (49, 49, 49, 49, 54, 54, 57, 56, 19, 19, 38, 38, 52, 51, 51, 47, 11, 11, 25, 25, 39, 36, 20, 20, 2, 3, 17, 15, 9, 9, 9, 9, 11, 12, 24, 24, 29, 29, 40, 37, 9, 9, 18, 18, 29, 29, 49, 41, 5, 5, 15, 15, 17, 16, 11, 11, 3, 3, 5, 5, 5, 5, 5, 5, 2, 2, 3, 3, 5, 5, 9, 9, 2, 2, 4, 4, 10, 10, 22, 21, 2, 2, 3, 3, 6, 6, 3, 3, 1, 1, 3, 3, 2, 2, 2, 2),
    (5, 6): (61, 61, 63, 63, 67, 67, 71, 70, 48, 48, 51, 51, 54, 54, 66, 65, 19, 19, 36, 36, 43, 43, 51, 46, 9, 10, 21, 21, 28, 25, 17, 17, 11, 13, 24, 24, 25, 25, 30, 29, 9, 9, 15, 15, 23, 23, 40, 38, 6, 6, 12, 12, 20, 19, 31, 26, 5, 5, 7, 7, 9, 9, 6, 6, 2, 2, 2, 2, 2, 2, 5, 5, 1, 1, 3, 3, 7, 7, 12, 12, 1, 1, 3, 3, 7, 7, 20, 19, 1, 1, 3, 2, 6, 6, 2, 2),
    (5, 7): (67, 69, 75, 76, 81, 80, 82, 81, 54, 55, 64, 64, 65, 65, 73, 72, 35, 36, 45, 45, 53, 53, 61, 60, 13, 13, 23, 23, 33, 32, 50, 40, 5, 6, 12, 12, 17, 17, 16, 16, 9, 10, 13, 13, 23, 23, 38, 37, 4, 5, 10, 10, 20, 20, 36, 33, 4, 4, 9, 9, 7, 7, 19, 15, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2, 5, 5, 11, 11, 1, 1, 2, 2, 5, 5, 15, 15, 1, 1, 2, 2, 4, 4, 10, 9),
    (5, 8): (86, 86, 81, 81, 81, 81, 85, 85, 65, 65, 69, 69, 73, 73, 76, 75, 48, 48, 53, 53, 56, 56, 60, 60, 16, 16, 26, 26, 36, 36, 46, 45, 4, 4, 5, 5, 8, 8, 10, 10, 2, 3, 7, 8, 17, 17, 28, 28, 2, 2, 6, 6, 13, 13, 24, 24, 2, 2, 4, 4, 7, 7, 19, 19, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 3, 3, 6, 6, 1, 1, 1, 1, 3, 3, 9, 9, 1, 1, 1, 1, 2, 2, 8, 8),
    (6, 1): (7, 19, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 5, 15, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2, 8, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 2): (6, 13, 25, 25, 13, 13, 13, 13, 4, 3, 4, 4, 4, 4, 4, 4, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 7, 8, 17, 20, 11, 11, 11, 11, 4, 1, 3, 3, 3, 3, 3, 3, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 2, 1, 8, 14, 4, 4, 4, 4, 1, 0, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 3): (9, 9, 27, 27, 49, 46, 20, 20, 6, 6, 17, 16, 9, 9, 9, 9, 3, 3, 4, 4, 4, 4, 4, 4, 15, 15, 15, 15, 15, 15, 15, 15, 6, 7, 20, 19, 29, 27, 14, 14, 4, 4, 13, 13, 7, 7, 7, 7, 4, 4, 4, 4, 4, 4, 4, 4, 10, 10, 10, 10, 10, 10, 10, 10, 2, 2, 3, 3, 11, 11, 3, 3, 1, 1, 5, 5, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3),
    (6, 4): (13, 14, 32, 32, 41, 41, 40, 37, 7, 7, 25, 25, 36, 35, 18, 18, 5, 5, 13, 13, 8, 8, 8, 8, 7, 8, 11, 11, 11, 11, 11, 11, 7, 7, 17, 17, 25, 24, 27, 24, 4, 4, 12, 12, 24, 22, 9, 9, 4, 4, 6, 6, 4, 4, 4, 4, 3, 4, 5, 5, 5, 5, 5, 5, 1, 1, 2, 2, 4, 4, 11, 11, 1, 1, 3, 3, 6, 6, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (6, 5): (20, 21, 44, 44, 52, 52, 58, 56, 13, 13, 29, 29, 30, 30, 57, 49, 6, 6, 15, 15, 26, 24, 12, 12, 2, 2, 15, 14, 7, 7, 7, 7, 7, 8, 15, 15, 23, 22, 29, 27, 5, 5, 10, 10, 20, 20, 35, 30, 2, 2, 9, 9, 19, 18, 7, 7, 1, 2, 12, 11, 5, 5, 5, 5, 0, 0, 1, 1, 2, 2, 4, 4, 1, 1, 2, 2, 4, 4, 17, 17, 1, 1, 2, 2, 8, 8, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1),
    (6, 6): (49, 49, 51, 51, 54, 54, 61, 61, 16, 16, 32, 32, 38, 38, 46, 46, 8, 8, 19, 18, 20, 20, 31, 30, 3, 4, 11, 11, 13, 13, 8, 8, 3, 3, 9, 9, 11, 11, 15, 15, 3, 3, 7, 7, 12, 12, 22, 22, 1, 1, 5, 5, 8, 8, 15, 14, 1, 1, 2, 2, 2, 2, 2, 2, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 2, 2, 6, 6, 1, 1, 1, 1, 2, 2, 6, 6, 0, 0, 1, 1, 1, 1, 1, 1),
    (8, 1): (5, 10, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 2): (5, 8, 12, 15, 7, 7, 7, 7, 2, 1, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2, 3, 10, 5, 4, 4, 4, 4, 1, 0, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 1, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 3): (4, 4, 13, 13, 26, 25, 10, 10, 3, 3, 7, 7, 4, 4, 4, 4, 0, 0, 1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7, 7, 7, 7, 2, 2, 9, 9, 13, 13, 6, 6, 1, 1, 5, 5, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 1, 1, 4, 4, 1, 1, 0, 0, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 4): (7, 7, 15, 15, 27, 26, 19, 18, 3, 4, 10, 10, 23, 21, 8, 8, 2, 2, 5, 5, 3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 3, 3, 9, 9, 10, 10, 18, 15, 2, 2, 5, 5, 12, 11, 4, 4, 1, 1, 2, 2, 2, 2, 2, 2, 0, 0, 2, 2, 2, 2, 2, 2, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 3, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1),
    (8, 5): (7, 8, 20, 20, 27, 27, 34, 34, 4, 4, 11, 11, 16, 16, 21, 20, 2, 2, 4, 4, 8, 7, 3, 3, 0, 0, 2, 2, 1, 1, 1, 1, 2, 2, 7, 7, 9, 9, 16, 16, 1, 1, 4, 4, 7, 7, 16, 15, 1, 1, 2, 2, 4, 4, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 1, 1, 4, 4, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
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
    game = state.game
    strength = game.strength
    trump = state.trump
    hand = state.hands[seat]
    model = _Model(state, seat)
    others = [p for p in state.active if p != seat]
    cards = bits(hand)
    future = {c: _lead_chance(state, model, c, others) for c in cards}
    need = state.bids[seat] - state.taken[seat]
    left = len(cards)

    def power(card: int) -> tuple[int, int]:
        return (1 if card // 10 == trump else 0, strength[card])

    if not state.trick:
        return _choose_lead(state, seat, legal, future, need, left, power)
    later = _later_seats(state)
    now = {c: _win_chance(state, model, c, later) for c in legal}
    total = sum(future.values())
    spread = sum(p * (1 - p) for p in future.values())
    target = need

    def cost(card: int) -> tuple[float, float, tuple[int, int]]:
        p_now = now[card]
        w = future[card]
        expected = p_now + total - w
        variance = p_now * (1 - p_now) + spread - w * (1 - w)
        miss = (expected - target) ** 2 + variance
        # ties: keep the stronger cards while short, shed them once the bid is made
        return (round(miss, 6), w if need > 0 else -w, power(card) if need > 0 else _neg(power(card)))

    return min(legal, key=cost)


def _neg(pair: tuple[int, int]) -> tuple[int, int]:
    return (-pair[0], -pair[1])


#: Leading to lose: how much a card's danger of being stuck with later (its share of the
#: suit's unseen cards below it) and, for a trump, of being forced to ruff, weigh against
#: its chance of winning now (tuned in self-play).
DANGER_WEIGHT = 0.15
TRUMP_SHED = 0.6


def _choose_lead(state, seat, legal, future, need, left, power) -> int:
    trump = state.trump
    if need <= 0:
        return _losing_lead(state, seat, legal, future, power)
    if need >= left:
        # every trick counts: cash the surest card, the cheapest of equals
        return max(legal, key=lambda c: (round(future[c], 2), _neg(power(c))))
    sure = [c for c in legal if future[c] >= 0.97]
    if len(sure) < need:
        # short of winners: lead low in a side suit and keep the high cards to win
        # later, when the others have shown their hands
        sides = [c for c in legal if c // 10 != trump]
        return min(sides or legal, key=power)
    # enough sure winners: cash the side-suit ones that a void could ruff while they are
    # still needed, otherwise lose the spare cards and keep the winners for the end
    lasting = [c for c in sure if c // 10 == trump]
    perishable = [c for c in sure if c // 10 != trump]
    if perishable and len(lasting) < need:
        return min(perishable, key=power)
    rest = [c for c in legal if c not in sure] or legal
    return _losing_lead(state, seat, rest, future, power)


def _losing_lead(state, seat, cards, future, power) -> int:
    """The lead least likely to win; among safe ones, the one most dangerous to keep."""
    game = state.game
    unseen = state.unseen_mask(seat)
    for p in state.active:
        if p != seat:
            unseen |= state.held_public[p]

    def danger(card: int) -> float:
        suit_out = unseen & SUIT_MASKS[card // 10]
        if not suit_out:
            return 1.0
        below = (suit_out & ~game.higher[card]).bit_count()
        return below / suit_out.bit_count()

    trump = state.trump
    return min(cards, key=lambda c: (
        round(future[c] - DANGER_WEIGHT * danger(c) - (TRUMP_SHED * (1 - future[c]) if c // 10 == trump else 0), 4),
        _neg(power(c))))


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
