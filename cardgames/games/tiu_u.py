"""Tiu U ("Fishing") -- two or three players fish big tiles out of a face-up pool.

Two sets of Chinese dominoes (64 tiles).  Sixteen tiles lie face up on the table, each
player holds 12 (two players) or 8 (three), and 24 stay face down in the stock
(woodpile).  A turn has two steps: from the hand, capture one table tile with a hand
tile of the same pip total (the supreme ``4-2`` and ``2-1`` also take each other), claim
a locked pile with its fourth identical tile, pile three alike, or pass; then the top
stock tile is drawn face up and *must* capture if it can, else it is laid on the table.
When the stock is empty each catch is scored -- big fish (8+ pips) 2 points a pip, small
fish their red pips rounded up to ten -- and every other player pays each top scorer
the difference (``rules/tiu_u/rules.md``).

Action texts (tiles by code; identical copies are one action):

- ``capture:H,T``   take table tile ``T`` with ``H``: a hand tile at the hand step, the
                    drawn tile at the draw step (``capture:5-3,4-4``)
- ``claim_pile:H``  take a locked pile (three alike) with its fourth copy ``H``, from
                    the hand or the drawn tile (``claim_pile:5-5``)
- ``pile_three:H``  put hand tile ``H`` and the two identical table tiles into a new
                    locked pile (civil codes, the fourth copy not yet in any catch)
- ``bait:H``        only with ``bait_must_be_played``: put hand tile ``H`` on the table
                    instead of passing
- ``pass``          nothing from the hand this turn
- ``lay_sixes`` / ``keep_sixes``  only with ``double_six_auto: false``, right after the
                    deal: a holder of two ``6-6`` lays the pair (pairs) in his catch or
                    keeps them as ordinary hand tiles

The draw itself, a drawn tile that matches nothing going to the table, and (by default)
the double-six pair going to the catch are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``sixes``  a holder of a double-six pair is asked ``lay_sixes`` / ``keep_sixes``
- ``hand``   HAND_STEP: the player's one hand action (capture, claim_pile, pile_three,
             bait or pass)
- ``draw``   DRAW_STEP: the drawn tile (``view["drawn"]``) can capture or claim; the
             player chooses how (``capture:D,T`` / ``claim_pile:D``)
- ``over``   the match (all deals of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``        hand (deal number from 1), dealer and leader (the first player),
                   table (the 16 face-up tiles), hands (per seat; others' hidden: None),
                   counts (tiles per hand), size, stock (24), trump None, trump_card None
- ``sixes_laid``   seat, tiles (``["6-6", "6-6"]``, or four for two pairs), auto (bool)
- ``sixes_kept``   seat
- ``captured``     seat, tile (the hand or drawn tile), target (the table tile), source
                   (``"hand"`` / ``"draw"``), points (the seat's catch_points after)
- ``pile_claimed`` seat, tile (the fourth copy), pile (the three tiles), source, points
- ``piled``        seat, tile (the three alike are ``[tile] * 3``), piles (all piles now)
- ``baited``       seat, tile
- ``passed``       seat
- ``drew``         seat, tile (public: the drawn tile is shown), stock (left after it)
- ``laid``         seat, tile (a drawn tile that captured nothing, now on the table)
- ``hand_scored``  hand, dealer, deltas (the settlement, per seat), scores (the ledger),
                   points (each seat's score), fish (per seat ``{big_pips, big, red,
                   small, score}``), top (the top score), winners, payments (``{payer,
                   payee, amount, reason}``), result (the ``HandResult`` as data)
- ``match_over``   winners, scores, reason, outcome

The view is ``core/views.py: FishingView``: ``table`` the face-up pool (unordered,
sorted for display), ``row`` [], ``catches`` per seat a list of groups (each capture one
group: a double-six pair ``["6-6", "6-6"]``, a capture ``[hand_or_drawn, table_tile]``,
a claimed pile of four), ``piles`` the locked piles (each three alike), ``pile_counts``
zeros, ``stock`` the tiles left in the stock, ``drawn`` the drawn tile while its player
must choose how it captures (else None), ``catch_points`` each catch's running score as
the end scoring counts it (big fish and rounded small fish).  ``extra``: ``step``
(``"hand"`` / ``"draw"`` / ``"sixes"`` / None), ``first_player``, ``big_pips`` and
``red_pips`` per seat (the catch's big-fish pips and small-fish red pips), ``ledger``
(= ``scores``), ``deals_per_session``, ``unseen`` (code -> copies the viewer has not
seen), ``last_draw`` (``{seat, tile, how}`` of the last draw: how is ``"laid"`` /
``"captured"`` / ``"claimed"``, or None), ``options`` (the rule options the table
explains: ``supreme_match``, ``pile_three_rule``, ``force_hand_capture``,
``bait_must_be_played``, ``big_fish_min_pips``, ``big_fish_points_per_pip``,
``small_fish_round_up_to``).
"""
