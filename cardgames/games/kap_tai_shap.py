"""K'ap T'ai Shap ("Collecting tens") -- draw and discard Chinese dominoes until your ten
tiles are one eye and four tens pairs.

Two to eight players, several 32-tile sets shuffled together (``num_sets``: ``auto`` is
two sets up to four players, three for five or six, four for seven or eight).  Everybody
antes ``stake`` into the pot.  The leader holds 10 tiles, the others 9.  The leader
discards; then each player in turn may pick a face-up tile from the table (and puts one
back), then draws the next stock tile and discards one.  The first player to hold an
*eye* (two identical tiles) plus four *tens pairs* (two tiles whose pips add to 10 or
20; the ``4-2`` counts three) wins the pot less the house's cut.  If the stock runs out
the hand is void (antes returned).  A match is a session of ``hands_per_session`` hands
(``rules/kap_tai_shap/rules.md``).

Action texts (tiles by code; identical copies are one action):

- ``discard:X``  put hand tile ``X`` face up on the table: the leader's opening discard,
                 and the discard after a draw (any of the 10 tiles, the drawn one too)
- ``pick:T``     take table tile ``T`` into the hand (the most recent copy of ``T``);
                 with ``discard_pick: last_only`` only the latest discard, with ``none``
                 never
- ``skip``       take nothing from the table this turn
- ``put:H``      after a pick that did not win: put hand tile ``H`` face up on the table
                 (not the picked tile itself, unless another copy is held)
- ``draw``       take the next stock tile (the only action at the draw step, even after
                 ``skip``); with an empty stock it ends the hand as void

Declaring a win, dealing and the dice are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``discard``  the player holds 10 tiles and discards one (the leader's opening, or
               after a draw)
- ``pick``     PICK_STEP: ``pick:T`` or ``skip``
- ``put``      after a non-winning pick: ``put:H``
- ``draw``     DRAW_STEP: ``draw``
- ``over``     the match (every hand of the session) is finished

Events (``state.events``; tiles as codes):

- ``dealt``       hand (number from 1), dealer and leader (the seat holding 10 tiles),
                  thrower (who threw the dice), dice (the four dice, or None when the
                  leader was named or passed on without a throw), hands (per seat; the
                  others' hidden: None each), counts (tiles per hand), stock (tiles in
                  the stock, the far-end pile included), far_end (tiles moved to the far
                  end, N - 1), sets (sets in play), stake, pot (antes in the pot now,
                  carried pot included), carried (the pot carried from void hands)
- ``discarded``   seat, tile, after (``"deal"`` the leader's opening, ``"draw"``, or
                  ``"pick"`` for a tile put back after a pick), table (tiles on the table
                  after it)
- ``picked``      seat, tile (the most recent copy of that code leaves the table)
- ``skipped``     seat
- ``drew``        seat, tile (only the drawer sees it: None for the others), stock
                  (tiles left after it)
- ``won``         seat, how (``"deal"`` / ``"pick"`` / ``"draw"``), tile (the tile that
                  completed it: the picked or drawn one, None from the deal), hand (the
                  10 tiles, now shown), eye (``[a, a]``), pairs (four ``[a, b]``)
- ``void``        seat (who could not draw), carried (``exhausted_stock: carry_over``:
                  the pot now carried to the next hand; 0 when the antes go back)
- ``hand_scored`` hand, dealer (= leader), leader, winner (None when void), how
                  (``"deal"`` / ``"pick"`` / ``"draw"`` / ``"void"`` / ``"carry_over"``),
                  pot (the pot at stake), cut (the house's share), prize (pot - cut),
                  hand (the winning tiles, [] when void), eye, pairs, payments
                  (``{payer, payee, amount, reason, party}``: reasons ``"ante"``
                  (seat to pot), ``"house cut"`` (the winner to the house),
                  ``"pot to the winner"``, ``"ante returned"`` (void)), deltas,
                  scores (the ledger), carried (pot kept on the table for the next hand),
                  result (the ``HandResult`` as data: end ``won``, ``void`` or
                  ``exhausted`` (carry over); how as above)
- ``match_over``  winners, scores, reason, outcome

The view is ``core/views.py: DrawDiscardView``: ``stock`` tiles left in the stock (the
far-end pile included), ``discards`` the face-up table tiles in the order played (oldest
first) with ``discarders`` (who put each there), ``live_discard`` None when every table
tile may be picked (the default) or none may (``discard_pick: none``), the latest
discard with ``last_only``; ``exposed`` ``[]`` per seat (nothing is laid in this game);
``drawn`` None (a drawn tile goes straight into the hand, unseen by the others).
``extra``: ``step`` (the phase word or None), ``pot`` (chips in the pot now),
``carried`` (of which carried from void hands), ``stake``, ``house_cut`` (the cut if
the hand is won now), ``leader``, ``thrower``, ``dice``, ``sets``, ``takeable`` (the
codes on the table that may be picked under the rules, distinct), ``picked`` (the tile
the player to act picked this turn, which he may not put back, or None), ``just_drew``
(the viewer's own drawn tile while he must discard, else None), ``ledger`` (=
``scores``), ``hands_per_session``, ``unseen`` (code -> copies the viewer has not seen),
``last_win`` (``{seat, how, tile}`` of the hand's win, else None), ``options`` (the
rules the table explains: ``four_two_value``, ``discard_pick``, ``draw_after_pick``,
``exhausted_stock``, ``house_cut_percent``), and ``aid`` -- the learner's aid for the
viewer's hand: ``{tiles_away, eye, pairs, loose, wants, wins}``: how many more tiles it
needs at best (0: a winner), the best eye found (``[a, a]`` or None), the tens pairs
found (``[[a, b], ...]``), the tiles in no structure (``loose``), the codes that would
bring it closer (``wants``) and those that would win at once (``wins``).
"""
