"""Every game with out-of-turn claims uses the core's claim window
(``cardgames/core/claims.py``, ``docs/architecture.md`` "The claim window") and keeps it
fair.  Parametrized over the registered games whose view is a claims view (it has a
``window``: Quán Duì and Sì Sè Pái plug in here), the games whose claim window is a rule
option (``Game.claim_rules``, played with those options: Jjak-ma-tcho-ki's
``claim_any_player``; its draw-and-discard view shows the window as ``extra.claim_window``)
and the toy claims game of the tests (``tests/claims_toy.py``).

A claims game keeps its open window in the state field ``window`` (a ``claims.Window``)
and says what a seat may answer with ``claim_answers(seat)``.  Random matches; at every
open window:

- the view's ``window`` is ``claims.view_of`` of the state's window for every seat, and
  the seat to answer is the window's next and may answer exactly its ``claim_answers``;
- an answer outside that set is refused with a sentence and changes nothing;
- whatever the seat answers, every other seat's observation, view and events are the
  same while the window stays open (``claim_checks.assert_answers_hidden``);
- sampled worlds keep no real hidden answer, and their answers fit their hands
  (``claim_checks.assert_worlds_redecide``);
- every window that closes writes its ``claim_closed`` event.
"""

from __future__ import annotations

import random

import pytest
from claim_checks import assert_answers_hidden, assert_worlds_redecide
from claims_toy import ToyGame

import cardgames
from cardgames.core import claims
from cardgames.core.actions import IllegalAction
from cardgames.games import GAME_IDS, game_class

SEEDS = 4
MAX_STEPS = 400


def claims_games() -> list[str]:
    """The registered games whose view has a claim window, or whose rules can open one."""
    found = []
    for game_id in GAME_IDS:
        if game_class(game_id).claim_rules is not None:
            found.append(game_id)
            continue
        state = cardgames.create(game_id).new_state(seed=1)
        if "window" in state.view(0):
            found.append(game_id)
    return found


def make(game_id: str, players: int | None = None):
    if game_id == "toy":
        return ToyGame(players or 4)
    rules = dict(game_class(game_id).claim_rules or {})
    if players:
        return cardgames.create(game_id, players=players, rules=rules)
    return cardgames.create(game_id, rules=rules)


def window_view(view):
    """The view's claim window: a claims view's ``window``, or (a draw-and-discard view,
    which has none) its ``extra.claim_window``."""
    if "window" in view:
        return view["window"]
    return view["extra"]["claim_window"]


def test_the_claims_games_are_found():
    assert "jjak_ma_tcho_ki" in claims_games()


@pytest.mark.parametrize("game_id", [*claims_games(), "toy"])
def test_every_claim_window_is_the_cores_and_fair(game_id):
    checked = 0
    for seed in range(SEEDS):
        game = make(game_id)
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        for _step in range(MAX_STEPS):
            if state.is_over:
                break
            window = state.window
            if window is not None:
                assert isinstance(window, claims.Window)
                seat = state.current_player
                assert seat == claims.next_to_answer(window)
                answers = state.claim_answers(seat)
                assert sorted(str(a) for a in state.legal_actions()) == sorted(answers)
                for viewer in range(state.players):
                    assert window_view(state.view(viewer)) == claims.view_of(window, viewer)
                before = state.to_json()
                for wrong in ("nonsense", *(a for a in ("win", "hu", "pass") if a not in answers)):
                    with pytest.raises(IllegalAction):
                        state.apply(wrong)
                    assert state.to_json() == before
                later = window.asked[window.asked.index(seat) + 1:]
                if len(answers) > 1 and later and checked < 3 * SEEDS:
                    assert_answers_hidden(state)
                    assert_worlds_redecide(state, lambda world, s: world.claim_answers(s), 2)
                    checked += 1
            state.apply_id(rng.choice(state.legal_ids()))
        kinds = [e["type"] for e in state.events]
        opened, closed = kinds.count(claims.OPENED), kinds.count(claims.CLOSED)
        assert opened > 0
        assert closed == opened - (state.window is not None), "a window closed unannounced"
    assert checked, "no window with a real choice was met: play longer or more seeds"
