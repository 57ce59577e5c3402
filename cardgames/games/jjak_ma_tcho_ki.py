"""Jjak-ma-tcho-ki ("Making pairs") -- two to four players race to lay three pairs.

One 32-tile set of Chinese dominoes.  The banker takes six tiles, every other player
five; the rest is the stock.  On his turn a player takes the last discard (only to make
a pair with it) or draws from the stock, every pair in his hand is laid face up by
itself, and he discards one tile.  The first to lay three pairs wins the hand -- but the
third pair may not hold the ``6-6``.  A win from the stock (or the banker's opening six)
is paid the stake by everyone, a win from a discard by the discarder alone.  Over a
session of hands each player also adds up the pips of the pairs he laid; the most pair
points wins the session (``rules/jjak_ma_tcho_ki/rules.md``).

Seats are numbered counterclockwise, so the next player is seat + 1.

Action texts (tiles by code; identical copies are one action):

- ``take_discard``     ACQUIRE: take the live discard (the previous player's last one);
                       legal only if it pairs with a hand tile in a pair the player may
                       lay now (never a ``6-6`` pair as the third with
                       ``no_heaven_third_pair``)
- ``draw``             ACQUIRE: take the top stock tile (the discards are turned over and
                       shuffled into a new stock first when it is empty; when no
                       reshuffle is left the draw ends the hand void); always legal
- ``lay:A,B,C,D``      LAY, only when the pair systems allow several groupings: lay the
                       pairs A+B, C+D, ... in that order (one action per inclusion-maximal
                       grouping the player may lay, pairs in the engine's laying order:
                       a ``6-6`` pair never third when avoidable).  A single grouping is
                       laid automatically, never asked
- ``discard:X``        DISCARD: put hand tile X face up on the discard pile
- ``claim`` / ``pass`` only with ``claim_any_player``: every other seat, from the
                       discarder + 1 on, answers in turn whether it claims the new discard
                       (``claim`` legal as ``take_discard`` is); answers stay hidden until
                       all have answered; the claimant nearest the discarder's right takes
                       it, lays and discards; the seats in between lose their turn

The banker draw (most pips, ties draw again, ``5-2`` outright with ``koan_a_first``),
laying a single grouping and the end of a hand are automatic, never actions.

Phases (``view["phase"]``; ``view["extra"]["step"]`` is the same word, None when over):

- ``acquire``  ACQUIRE: ``take_discard`` (when legal) or ``draw``
- ``lay``      LAY with a choice: the ``lay:...`` groupings
- ``discard``  DISCARD: ``discard:X`` for each code in hand
- ``claim``    the claim window (``claim_any_player``): ``claim`` (when legal) or ``pass``
- ``over``     the session is finished

Events (``state.events``; tiles as codes):

- ``banker_drawn``  rounds (each round a list of ``{seat, tile}``: who drew what; a
                    tie's round holds only the tied players), banker, how (``"pips"`` /
                    ``"koan_a"``: a ``5-2`` drawn with ``koan_a_first``) -- at the start
                    of the session when no banker is named, and every hand with
                    ``next_banker: draw``
- ``dealt``         hand (number from 1), dealer and leader (the banker), hands (per seat;
                    others' hidden: None), counts (tiles per hand), stock (its size),
                    stake
- ``drew``          seat, tile (the drawer's own view only; None for the others), stock
                    (tiles left after it)
- ``reshuffled``    seat (about to draw), tiles (how many discards became the stock),
                    reshuffles (made this hand, counting this one)
- ``took_discard``  seat, tile, discarder (also after a won claim: claimed True)
- ``laid``          seat, pairs (the pairs laid now, each ``[a, b]``, in laying order),
                    pairs_laid (the seat's pairs this hand after it), points (the pips of
                    the seat's laid pairs this hand), chosen (True when it was a ``lay:``
                    choice)
- ``held_back``     seat, pair (a ``6-6`` pair that would have been the third: it stays
                    in the hand and can't be laid)
- ``discarded``     seat, tile
- ``claim_answered`` seat (with ``claim_any_player``; the answer is hidden: ``claim`` is
                    only in the answerer's own view, None for the others)
- ``claim_closed``  tile, discarder, claimant (seat or None), claims (the seats that
                    claimed, now public), skipped (the seats that lose their turn)
- ``hand_scored``   hand, dealer (the banker), end (``"won"`` / ``"void"``), winner (seat
                    or None), how (``"stock"`` / ``"discard"`` / None), discarder (the
                    paying discarder or None), pairs (each seat's laid pairs), pair_points
                    (this hand, per seat), scores (session pair points), deltas (the stake
                    settlement, per seat), ledger (stakes won or lost so far), payments
                    (``{payer, payee, amount, reason}``; reason ``"win_from_stock"`` or
                    ``"win_from_discard"``), result (the ``HandResult`` as data: end
                    ``won`` / ``void``, how ``stock`` / ``discard``)
- ``match_over``    winners (most pair points), scores (pair points), ledger, reason
                    (``"hands"``), outcome

The view is ``core/views.py: DrawDiscardView``: ``stock`` the tiles left in the stock,
``discards`` every discard face up since the last reshuffle, oldest first, with
``discarders`` the seat of each, ``live_discard`` the most recent discard while it may
still be taken (None after it was taken, claimed, passed by every claimant or turned
into the stock), ``exposed`` each seat's laid pairs (each pair a group of two, in laying
order), ``drawn`` None (a drawn tile goes straight into the hand, hidden), ``hand`` the
viewer's tiles, ``hand_counts`` each seat's concealed count, ``scores`` the session's pair
points, ``dealer`` the banker.  ``extra``: ``step`` (the phase word, None when over),
``banker``, ``pairs_laid`` per seat, ``hand_points`` (pips laid this hand per seat),
``pair_points`` (= scores), ``ledger`` (stakes won or lost, per seat), ``stake``,
``pairable`` (the viewer's hand tiles that can still make a pair: a partner in his hand,
the live discard or unseen), ``partners`` (code -> the codes that pair with it under the
options), ``held_back`` (per seat, a ``6-6`` pair that may not be the third, or None),
``reshuffles`` and ``reshuffle_limit``, ``last_drawn`` (the tile the viewer drew this
turn, or None), ``last_acquire`` (``{seat, how}``: how ``"draw"`` / ``"discard"``, or
None), ``claim_window`` (``{tile, discarder, declared}`` -- whether each seat has
answered, never what -- or None), ``rounds`` (hands in the session), ``options`` (the
rule options the table explains: ``pair_rules``, ``no_heaven_third_pair``,
``claim_any_player``, ``reshuffle_on_empty``, ``next_banker``).
"""
