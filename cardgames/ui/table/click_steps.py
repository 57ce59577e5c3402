"""The click-steps mechanism of a tile table: how clicks on tiles, places and step buttons
become the engine's legal actions (see :mod:`cardgames.ui.table.tile_table`, whose
:class:`~cardgames.ui.table.tile_table.TileTable` mixes it in).

A game's ``action_steps(action)`` names the clicks that make each legal action (target
names: ``hand:CODE``, ``stock``, ``step:VERB``, a click part's ``PREFIX:CODE``).  From
them :class:`ClickSteps` lights what the next click may take (:meth:`ClickSteps.light`),
follows the clicks made so far (``picked``), acts when a sequence is complete, lets the
engine refuse a sequence that names an illegal move (``clicked_action``), builds the bar
(the turn's step buttons lit while legal, then every move made by no clicks), steps the
keyboard's focus through the next targets (Tab, Enter) and previews the move under the
pointer.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from cardgames.core.actions import Action, IllegalAction
from cardgames.core.i18n import _
from cardgames.ui.games import action_help, action_label
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.parts.common import code_of


class ClickSteps:
    """The steps of a move chosen by clicks (a mixin of the tile table: it reads the
    table's ``steps``, ``picked``, ``legal``, ``human_turn``, ``hand``, ``bar``, ``port``,
    ``model`` and its hooks)."""

    steps: dict[str, tuple[str, ...]]
    picked: tuple[str, ...]
    legal: list[str]
    human_turn: bool
    focus: str | None

    def next_step(self, action: str | None) -> str | None:
        """The next click of a legal ``action`` after the clicks made so far, or None."""
        steps = self.steps.get(action or "")
        n = len(self.picked)
        if steps and steps[:n] == self.picked and len(steps) > n:
            return steps[n]
        return None

    def choices(self) -> list[Choice]:
        """The bar: the turn's steps (lit while legal), then every legal move made by no
        clicks."""
        out = []
        if self.human_turn:
            verbs = self.turn_steps()
            nexts = self.continuations(self.picked)
            labels = [action_label(self.game_id, Action.parse(v)) for v in verbs]
            initials = [lb[:1].lower() for lb in labels]
            for verb, label, initial in zip(verbs, labels, initials, strict=True):
                parsed = Action.parse(verb)
                lit = any(a.partition(":")[0] == verb for a in self.legal)
                reason = "" if lit else self.step_refusal(verb)
                out.append(Choice(verb, label, enabled=lit, reason=reason, wide=True,
                                  primary=f"step:{verb}" in nexts,
                                  hotkey=initial if initials.count(initial) == 1 else "",
                                  help=action_help(self.game_id, parsed, dict(self.info.verbs))))
        others = [a for a in self.legal if not self.steps.get(a)
                  and a.partition(":")[0] not in self.turn_steps()]
        for i, action in enumerate(others):
            parsed = Action.parse(action)
            out.append(Choice(action, action_label(self.game_id, parsed), wide=True,
                              hotkey=str(i + 1) if i < 9 else "",
                              help=action_help(self.game_id, parsed, dict(self.info.verbs))))
        return out

    def step_refusal(self, verb: str) -> str:
        """Why a step's button is not lit: the engine's sentence for the verb (with a tile
        of the hand or the middle when the verb names one, so the sentence says what the
        turn wants rather than how to name a tile)."""
        forms = [f for f in dict(self.info.verbs) if f.partition(":")[0] == verb]
        texts = [verb]
        if forms and ":" in forms[0]:
            codes = [code_of(k) for k in self.model.hand] + \
                [code_of(k) for _p, _part, keys, _a in self.click_parts() for k in keys]
            texts = [f"{verb}:{codes[0]}"] if codes else texts
        try:
            reason = self.port.refusal(texts[0])
        except (ValueError, IllegalAction):
            reason = None
        return reason or _("Not now.")

    def continuations(self, picked: tuple[str, ...]) -> dict[str, str]:
        """The next click of every legal move that starts with ``picked``: target -> the
        action (the first one found, when several share it)."""
        out: dict[str, str] = {}
        n = len(picked)
        for action, steps in self.steps.items():
            if len(steps) > n and steps[:n] == picked:
                out.setdefault(steps[n], action)
        return out

    def light(self) -> None:
        """Light the targets the next click may take (nothing dimmed when none of a part's
        tiles is a target: the player is choosing elsewhere)."""
        nexts = self.continuations(self.picked) if self.human_turn else {}
        aids = self.port.learning_aids
        for prefix, part, keys, aid_only in self.click_parts():
            part.legal = lit_keys(nexts, prefix, keys) if aids or self.picked or not aid_only \
                else None
            part.clickable = self.human_turn
        self.stock.drawable = "stock" in nexts
        hand_lit = lit_keys(nexts, "hand:", self.model.hand)
        m = self.model
        self.hand.active = self.human_turn and hand_lit is not None
        self.hand.clickable = self.human_turn
        self.hand.legal = (hand_lit if aids else None) if not self.picked else \
            ({k for k in m.hand if f"hand:{code_of(k)}" in nexts} | set(self.hand.picked)
             if nexts else None)
        self.light_extra(nexts)

    def light_extra(self, nexts: dict[str, str]) -> None:
        """Light the family's other targets (a row's ends)."""

    def _hand_key(self, code: str) -> str | None:
        return next((k for k in self.model.hand if code_of(k) == code), None)

    def _bar_action(self, action: str) -> None:
        if action in self.turn_steps() and action not in self.legal:
            only = [a for a in self.legal if a.partition(":")[0] == action]
            if len(only) == 1 and not any(s.startswith("step:") for s in self.steps[only[0]]):
                self._act(only[0])  # the step's one move (the live discard)
                return
            self.click(f"step:{action}")  # a step that finishes a move chosen by clicks
            return
        self.picked = ()
        self.hand.clear()
        self.port.act(action)

    def _hand_changed(self, selection: tuple[str, ...]) -> None:
        if not selection:
            if self.picked and self.picked[0].startswith("hand:"):
                self.picked = ()
            return
        self.click(f"hand:{code_of(selection[-1])}", from_hand=True)

    def click(self, target: str, from_hand: bool = False) -> None:
        """A click on a target (see the module): go on with the move being chosen, act
        when it is complete, or let the engine say why the move it names is refused."""
        if not self.human_turn:
            self.port.not_your_turn()
            if from_hand:
                self.hand.picked = []
            return
        seq = (*self.picked, target)
        exact = [a for a, s in self.steps.items() if s == seq]
        longer = [a for a, s in self.steps.items() if len(s) > len(seq) and s[:len(seq)] == seq]
        if exact and not longer:
            self._act(exact[0])
            return
        if longer:
            self.picked = seq
            if target.startswith("hand:"):
                self.hand.picked = [k for k in self.hand.picked
                                    if code_of(k) == target[5:]][-1:] or \
                    [self._hand_key(target[5:]) or ""]
            return
        # a hand tile starts a move afresh
        if self.picked and target.startswith("hand:"):
            self.picked = ()
            self.click(target, from_hand)
            return
        action = self.clicked_action(seq)
        self.picked = ()
        self.hand.picked = []
        if action is not None:
            self.port.act(action)  # refused with the engine's reason, nothing changes
        else:
            self.port.refuse(self.no_move_words(seq))

    def pick_first(self) -> tuple[int, int] | None:
        """Make the first click of the first legal move made by several clicks (demos and
        screenshots: what it lights shows); returns where the pointer may rest to preview
        a move (the first button that has a preview), or None."""
        for steps in self.steps.values():
            if len(steps) > 1:
                self.click(steps[0])
                return None
        for button in self.bar.buttons:
            if button.enabled and self.action_preview(Action.parse(button.name[7:]))[1]:
                return button.rect.center
        return None

    def _act(self, action: str) -> None:
        self.picked = ()
        self.hand.picked = []
        self.port.act(action)

    def focus_targets(self) -> list[str]:
        """The places the keyboard's Tab steps through: what the next click may be,
        outside the hand (the hand has its own keys), in reading order."""
        names = [t for t in self.continuations(self.picked)
                 if not t.startswith(("hand:", "step:"))]
        rects = {n: self.target_rect(n) for n in names}
        return sorted((n for n in names if rects[n] is not None),
                      key=lambda n: (rects[n].y // max(1, rects[n].height), rects[n].x))

    def _key(self, event: pygame.event.Event) -> bool:
        """Tab (Shift+Tab back) puts the focus on the next place a move may go; Enter
        or Space takes it."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if event.key == pygame.K_TAB:
            targets = self.focus_targets()
            if not targets:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            i = targets.index(self.focus) + step if self.focus in targets else \
                (0 if step > 0 else -1)
            self.focus = targets[i % len(targets)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.focus is not None:
            if self.focus in self.focus_targets():
                target, self.focus = self.focus, None
                self.click(target)
                return True
            self.focus = None
        return False

    def _preview_at(self, pos: tuple[int, int]) -> tuple[list[str], str]:
        """The move under the mouse, if one click there would make it: a lit target, or a
        button."""
        if not self.human_turn:
            return [], ""
        for button in self.bar.buttons:
            if button.rect.collidepoint(pos) and button.enabled:
                action = button.name[7:]
                if action in self.steps:
                    return self.action_preview(Action.parse(action))
                target = f"step:{action}"
                break
        else:
            target = self.target_at(pos)
        if target is None:
            return [], ""
        seq = (*self.picked, target)
        exact = [a for a, s in self.steps.items() if s == seq]
        if len(exact) == 1:
            return self.action_preview(Action.parse(exact[0]))
        return [], ""


def lit_keys(nexts: Mapping[str, str], prefix: str, keys: list[str]) -> set[str] | None:
    """The keys whose target (``prefix`` + code) may be the next click; None when none
    of them may (the part is not being chosen from)."""
    codes = {t[len(prefix):] for t in nexts if t.startswith(prefix)}
    if not codes:
        return None
    return {k for k in keys if code_of(k) in codes}
