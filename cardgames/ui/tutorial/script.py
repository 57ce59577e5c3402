"""The tutorial's script, seen from the table: who plays what, and what to click.

The table's :class:`~cardgames.ui.table.match.MatchRunner` and the tutorial's
:class:`~cardgames.core.tutorial.TutorialRunner` share *one* engine state.  The other
seats' scripted actions go through the very path the AI's moves take (the runner's
``scripted`` hook: the seat "thinks", the card flies, the seat glows), so a tutorial
looks exactly like a game.  :class:`ScriptedSeats` is that hook, and it keeps the
tutorial's count of played scripted actions in step with what the match applied.

Nothing here judges an action: the engine (through ``TutorialRunner.submit``) does.
"""

from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.i18n import _
from cardgames.core.tutorial import TutorialRunner


def action_target(action: Action | str) -> str:
    """The table's target name for the control that makes ``action``: a card for
    ``play:12O`` (``card:12O``), a button for anything else (``button:bid:1``)."""
    action = Action.parse(action)
    if action.verb == "play" and len(action.args) == 1:
        return f"card:{action.arg}"
    return f"button:{action}"


def describe_action(action: Action | str, deck_family: str = "", game_id: str = "") -> str:
    """The lesson's move in the words the step panel uses: "bid 1", "play the 6 of
    copas" (cards are named as players say them when the deck has names); any other
    move in the words of the game's own button (its ``action_label`` hook, translated),
    so that no raw action ("capture 5-3 4-4") shows in a Spanish or Basque lesson."""
    action = Action.parse(action)
    if action.verb == "play" and len(action.args) == 1:
        from cardgames.ui.cards import card_name

        return _("play {card}").format(card=card_name(deck_family, action.arg or ""))
    if action.verb == "bid" and len(action.args) == 1:
        return _("bid {n}").format(n=action.arg)
    if game_id:
        from cardgames.ui.games import game_ui

        own = getattr(game_ui(game_id), "action_label", None)
        label = own(action) if own is not None else None
        if label:
            return label
    if action.args:
        return f"{action.verb.replace('_', ' ')} {' '.join(action.args)}"
    return action.verb.replace("_", " ")


class ScriptedSeats:
    """The ``scripted`` hook of the table's match, fed by the tutorial runner.

    ``choose`` is asked for the move of the seat to act; it answers the step's next
    scripted action (or None -- the table then holds, see
    :attr:`TutorialScene.hold <cardgames.ui.scenes.tutorial.TutorialScene>`).  The
    match applies it itself, on a later frame, once it has "thought"; :meth:`catch_up`
    then tells the tutorial runner, which would otherwise play it a second time.
    """

    def __init__(self, tutor: TutorialRunner) -> None:
        self.tutor = tutor
        self.applied = 0  # the match's move count already credited to the tutorial

    def choose(self, state: Any, seat: int) -> Action | None:
        if state is not self.tutor.state:  # a stale match (after Back): nothing to say
            return None
        return self.tutor.next_scripted()

    def attach(self, match: Any) -> None:
        """A new match on the tutorial's state (start, Back, Restart step)."""
        match.scripted = self.choose
        self.applied = match.moves

    def catch_up(self, match: Any) -> int:
        """Credit the scripted actions the match applied since the last call.

        The learner's own actions never go through the match (they go through
        ``TutorialRunner.submit``), so every move the match counts is a scripted one.
        """
        done = 0
        while self.applied < match.moves:
            self.applied += 1
            if self.tutor.next_scripted() is None:
                break
            self.tutor.scripted_done += 1
            done += 1
        return done


def advance_to_step(tutor: TutorialRunner, step_id: str) -> None:
    """Play the tutorial as a perfect learner up to the *start* of step ``step_id``
    (its scripted actions not yet played), e.g. to open a screenshot at a step."""
    tutor.advance_to(step_id)
