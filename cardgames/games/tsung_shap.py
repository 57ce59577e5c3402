"""Tsung Shap ("Fighting tens") -- two players fish pairs and tens at the ends of a row.

One set of Chinese dominoes (32 tiles).  Each player has a private face-down pile of 16
tiles (nobody, the owner included, knows its order: the first player's pile is
``deck[0..15]``, the second's ``deck[16..31]``, each turned in that order).  On his turn
a player turns his next tile face up (automatic, not an action) and either captures with
it at the ends of the face-up row -- a **pair** (the same code as an end tile: 10 points
a pip), a **triple** (with two end tiles, pips a multiple of ten: their pips), a **sweep**
(a triple on a two-tile row: 40) -- or places it at either end.  A capture that empties
the row is followed at once by his next tile, laid as the new row.  A capture he could
have made and didn't may be claimed by the opponent at the start of the opponent's next
turn.  When a player has turned his last tile the opponent gets a last claim and the
game is scored; a match is a session of ``games_per_match`` games, the first player
alternating (``rules/tsung_shap/rules.md``).  The match's ``scores`` are games won
(``settlement: none``) or chips won and lost (``settlement: difference``).

``variant: four_in_hand``: the 32 tiles are one common face-down stock; each player holds
four tiles (seen by their owner only), plays one of his choice instead of turning blindly,
then draws back to four while the stock lasts; the restart tile after an emptied row comes
from the stock (none when it is empty); the game ends when both hands are empty.

Capture options (the revealed tile ``t`` against the row before it is placed; L1/L2 the
two leftmost tiles, R1/R2 the two rightmost), named, in this order:

- ``pair,left`` (t + L1), ``pair,right`` (t + R1),
- ``triple,left`` (t + L1 + L2), ``triple,right`` (t + R1 + R2), ``triple,ends``
  (t + L1 + R1), row of 3 or more tiles,
- ``sweep`` (t + both tiles of a two-tile row).

Two options taking the same codes and leaving the same row are one option, named by the
first of them in that order (a one-tile row's pair is ``pair,left``).

Action texts:

- ``capture:<option>``  take that option, e.g. ``capture:pair,left``, ``capture:sweep``
- ``place:left`` / ``place:right``  lay the revealed tile at that end (always legal; if
                        it could capture, its options become *missed* options)
- ``claim:<option>``    at the start of one's turn, take an option the opponent missed,
                        named as it was when missed (``claim:triple,left``)
- ``decline``           leave the missed options (they expire)
- ``play:CODE``         ``variant: four_in_hand`` only: play a tile of one's hand (it
                        becomes the revealed tile, then ``capture``/``place`` as usual)

The reveal, the restart tile after a capture that empties the row, the end of a game and
(with ``auto_capture``) the best capture are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``claim``    CLAIM_STEP: the player to act may ``claim:<option>`` or ``decline``
               (only when the opponent's last tile missed a capture; also the final claim
               after the opponent's last tile)
- ``play``     ``four_in_hand`` only: the player chooses a hand tile (``play:CODE``)
- ``resolve``  RESOLVE: the revealed tile (``view["drawn"]``) is captured with or placed
- ``over``     the match (every game of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``      hand (game number from 1), dealer and leader (the first player), piles
                 (each seat's face-down pile count), stock (common stock count, 0 in the
                 classic game), hands (``four_in_hand``: each seat's hand, others' tiles
                 None; else empty lists), counts (hand sizes), size, trump None,
                 trump_card None
- ``revealed``   seat, tile, source (``"pile"``, or ``"hand"`` for ``play:CODE``), piles,
                 stock, options (``[{name, kind, tiles, taken, points}]``: the capture
                 options of the tile; ``tiles`` the whole group, ``taken`` the row tiles)
- ``captured``   seat, option (name), kind (``pair``/``triple``/``sweep``), tiles (the
                 group, revealed tile first), taken (the row tiles it took), points,
                 auto (bool: taken by ``auto_capture``), catch_points (per seat), row
- ``placed``     seat, tile, side (``left``/``right``), row, missed (option names left
                 open to a claim; [] when none or when claims are off)
- ``restarted``  seat, tile (the next tile laid as the new row after the row emptied),
                 source (``"pile"`` / ``"stock"``), row, piles, stock
- ``claimed``    seat, option, kind, tiles, taken, points, catch_points, row
- ``declined``   seat, options (the names that expire)
- ``drew``       ``four_in_hand``: seat, tiles (the tiles drawn back to four; None for
                 the other seat), count, stock
- ``hand_scored`` hand, dealer, points (each seat's total), groups (per seat ``[{kind,
                 tiles, points}]``), row (left at the end: scores nothing), deltas,
                 scores, winners ([] on a draw), how (``"points"`` / ``"draw"``),
                 payments, result (the ``HandResult`` as data)
- ``match_over`` winners, scores, reason, outcome

The view is ``core/views.py: FishingView``: ``row`` the line left to right, ``table``
[], ``catches`` per seat a list of groups (each capture one group, revealed tile first),
``piles`` [], ``pile_counts`` each seat's face-down tiles left, ``stock`` 0 (the common
stock's count in ``four_in_hand``), ``drawn`` the revealed tile waiting to be resolved
(else None), ``catch_points`` each seat's points so far, ``hand`` the viewer's hand
(``four_in_hand``; else []).  ``extra``:

- ``step``           ``"claim"`` / ``"play"`` / ``"resolve"`` / None
- ``options``        the revealed tile's capture options ``[{name, kind, tiles, taken,
                     points, ends}]`` (``ends``: ``["left"]``, ``["right"]`` or both, where
                     the taken row tiles are) -- for every viewer, [] when none
- ``missed``         the options open to a claim now ``[{name, kind, tiles, taken,
                     points, ends}]`` ([] when none); ``missed_by`` the seat that missed them
- ``catch_kinds``    per seat, each group's kind (parallel to ``catches``)
- ``catch_group_points``  per seat, each group's points
- ``first_player``, ``game_number``, ``games_per_match``, ``variant``
- ``unseen``         code -> copies not yet face up (nor in the viewer's hand)
- ``last_move``      ``{seat, what, option, side, tile}`` of the last move, or None
- ``rules``          the options the table explains: ``pair_rule``, ``auto_capture``,
                     ``claim_missed``, ``sweep_points``, ``sweep_adds_pips``,
                     ``single_tile_pair_is_sweep``, ``pair_multiplier``, ``settlement``,
                     ``points_per_chip``
"""
