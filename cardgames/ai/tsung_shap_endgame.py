"""Tsung Shap's endgame, solved exactly (``hard``, classic piles only).

Nobody knows the order of either pile, so every order of the unseen tiles between and
within the two piles is equally likely: whatever the interleaving of the players' reveals
(restarts included), the next tile turned is a draw *without replacement* from the
multiset of unseen tiles.  A position is then fully described by the row, the unseen
multiset, the two pile sizes and the missed options the mover may claim, and the game
ends when a player has turned his last tile (after the opponent's final claim).  Late in
the game few tiles are unseen, so an expectimax over every draw and every choice, with
the positions cached, is exact and cheap: its value is the mover's expected points from
here *less* the opponent's (the difference is what decides the game and what the
``difference`` settlement pays).

Unlike the midgame look-ahead (``tsung_shap_search``) it removes each drawn tile from
the unseen ones, knows the game's end (a last tile placed gives nothing away but the
final claim), and values the claim as a choice.
"""

from __future__ import annotations

from cardgames.games.tsung_shap import AUTO_ORDER, OPTION_INDEX, TsungShapGame, capture_options

#: a missed option the mover may claim: (left, right, points) on the row as it is
Missed = tuple[int, int, int]


class Endgame:
    """Exact values for one game's rules, cached across the positions of one decision."""

    def __init__(self, game: TsungShapGame):
        self.game = game
        self.turns: dict[tuple, float] = {}

    # --- the moves -----------------------------------------------------------------------
    def resolutions(self, row: tuple, tile: str) -> list[tuple[str, int, int, tuple, tuple]]:
        """Each RESOLVE choice for ``tile`` on ``row``: ("capture", option index, points,
        row after, ()) or ("place", side, 0, row after, missed options left)."""
        game = self.game
        n = len(row)
        options = capture_options(row, tile, game.chinese)
        captures = []
        for name, kind, left, right in options:
            tiles = [tile, *row[:left], *row[n - right:]]
            if kind == "pair" and n == 1 and game.single_pair_sweep:
                kind = "sweep"
            captures.append((name, game.score_of(kind, tiles), kind, left, right))
        out: list[tuple[str, int, int, tuple, tuple]] = []
        if game.auto_capture and captures:
            best = min(captures, key=lambda c: (-c[1], 0 if c[2] == "pair" else 1,
                                                AUTO_ORDER[c[0]]))
            name, points, _kind, left, right = best
            return [("capture", OPTION_INDEX[name], points, row[left:n - right], ())]
        for name, points, _kind, left, right in captures:
            out.append(("capture", OPTION_INDEX[name], points, row[left:n - right], ()))
        for side in (0, 1):
            placed = (tile, *row) if side == 0 else (*row, tile)
            missed: tuple = ()
            if captures and game.claims:
                missed = tuple(sorted({(left + (side == 0), right + (side == 1), points)
                                       for _n, points, _k, left, right in captures}))
            out.append(("place", side, 0, placed, missed))
        return out

    # --- the values ----------------------------------------------------------------------
    def turn(self, row: tuple, unseen: tuple, mine: int, theirs: int, missed: tuple) -> float:
        """The mover's expected points less the opponent's, from the start of his turn
        (his claim step, then his reveal).  ``unseen``: the unseen tiles, sorted; ``mine``
        and ``theirs``: the pile sizes (``mine`` >= 1)."""
        key = (row, unseen, mine, theirs, missed)
        value = self.turns.get(key)
        if value is None:
            value = self.reveal(row, unseen, mine, theirs)
            for left, right, points in missed:
                value = max(value, points + self.reveal(row[left:len(row) - right], unseen,
                                                        mine, theirs))
            self.turns[key] = value
        return value

    def reveal(self, row: tuple, unseen: tuple, mine: int, theirs: int) -> float:
        """The mover's value of turning his next tile on ``row`` (any unseen tile, with the
        chance of its copies) and resolving it as well as he can."""
        total = 0.0
        previous, last = None, 0.0
        for i, tile in enumerate(unseen):
            if tile == previous:
                total += last
                continue
            previous = tile
            rest = unseen[:i] + unseen[i + 1:]
            last = max(v for v, *_ in self.choices(row, tile, rest, mine - 1, theirs))
            total += last
        return total / len(unseen)

    def choices(self, row: tuple, tile: str, rest: tuple, mine: int,
                theirs: int) -> list[tuple[float, str, int]]:
        """Each RESOLVE choice with its exact value: (value, "capture" or "place", option
        index or side).  ``mine``: the mover's pile once ``tile`` is turned."""
        out = []
        for what, which, points, after, missed in self.resolutions(row, tile):
            if what == "capture":
                if not after and mine:  # the row emptied: the next tile restarts it
                    value = points + sum(self.after_turn((u,), rest[:i] + rest[i + 1:],
                                                         mine - 1, theirs, ())
                                         for i, u in enumerate(rest)) / len(rest)
                else:
                    value = points + self.after_turn(after, rest, mine, theirs, ())
            else:
                value = self.after_turn(after, rest, mine, theirs, missed)
            out.append((value, what, which))
        return out

    def after_turn(self, row: tuple, unseen: tuple, mine: int, theirs: int,
                   missed: tuple) -> float:
        """The mover's value once his turn is over: the game ends if his pile is empty (the
        opponent still claims the best missed option), else the opponent's turn."""
        if not mine:
            return -max((points for _l, _r, points in missed), default=0)
        return -self.turn(row, unseen, theirs, mine, missed)

