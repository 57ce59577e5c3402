"""The normal Latxa AI: push your luck while the odds pay, hit the leader (spec §10).

It reads only the knowledge copy of an observation: the flocks, the mountain, the folds
and the discards are public, so the cards left in the draw pile are known by kind (only
their order is hidden).  After each draw it weighs what the next card may bring —
sheep that fit, an exact win, a wolf no dog stops, a bust — against what is already on
the mountain, and carries on while the expected change is positive.  With a small gap to
the target it also wants the exact card to be common and the busting ones rare.  A dog
on the mountain makes the next wolf harmless, so it pushes harder; a bell goes on the
biggest sheep; eagles and storms go to the leader, eagles first at a fold that guards
the leader's flock from a storm.
"""

from __future__ import annotations

from cardgames.games.latxa import (
    BELL_BASE,
    BELL_CHOICE,
    DECIDE,
    DRAW_ID,
    EFFECTS,
    STOP_ID,
    LatxaState,
    effect_choice,
    wants_to_draw,
)


def should_draw(state: LatxaState) -> bool:
    """Carry on (True) or stop and bank (False), at a DECISION: the engine's
    ``wants_to_draw``, the same judgement the search plays its worlds with."""
    return wants_to_draw(state)


def choose(state: LatxaState, seat: int) -> int:
    """The heuristic's action id for ``seat`` (the player to act) in a knowledge state."""
    legal = state.legal_ids()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == DECIDE:
        return DRAW_ID if should_draw(state) else STOP_ID
    if phase == BELL_CHOICE:
        free = state._free_sheep()
        best = max(free, key=lambda i: (state.m_kind[i], -i))
        return BELL_BASE + state.m_num[best]
    if phase == EFFECTS:
        choice = effect_choice(state)
        return choice if choice in legal else legal[0]
    return legal[0]


def forget(state: LatxaState) -> None:
    """The easy level's slip: forget which cards were discarded, and reckon the draw pile
    as the whole pack minus what lies on the table."""
    left = list(state.game.counts)
    for seat in range(state.game.players):
        for kind in range(4):
            left[kind] -= state.sheep[seat][kind]
        left[9] -= state.folds[seat]
    for kind in state.m_kind:
        left[kind] -= 1
    state.left = [max(0, n) for n in left]
    state.discard = []
