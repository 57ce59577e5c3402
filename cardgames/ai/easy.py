"""The ``easy`` level: the game's heuristic, with a human's slips.

Beginners enjoy an opponent who plays sensibly but not perfectly.  This one thinks with
the normal heuristic, except that (a) it forgets what it should remember — the cards
already played and what the others showed they lack — and (b) now and then it takes
another legal move than the one it judged best.

What "forgetting" means is the game's own: its heuristic module's optional
``forget(knowledge_state)`` hook (``docs/architecture.md``); a game without one only slips.
"""

from __future__ import annotations

from cardgames.ai.base import Player
from cardgames.ai.heuristic import heuristic_module
from cardgames.core.actions import Action
from cardgames.core.game import Observation

#: chance per decision of forgetting the play so far, and of a slip to another move
FORGET = 0.5
SLIP = 0.15


class EasyPlayer(Player):
    level = "easy"

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_ids()
        if not legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        game = observation.game
        module = heuristic_module(game.id)
        if len(legal) == 1:
            return game.action_of(legal[0])
        if module is None or self.rng.random() < SLIP:
            return game.action_of(legal[int(self.rng.random() * len(legal))])
        state = observation.public_state()
        forget = getattr(module, "forget", None)
        if forget is not None and self.rng.random() < FORGET:
            forget(state)
        return game.action_of(module.choose(state, observation.seat))
