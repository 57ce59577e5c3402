"""Guided tutorials: data (a stacked deal and steps) driven through the normal engine.

A tutorial is ``rules/<game>/tutorial.yaml``: the game's options, the players, the
dealer, the stacked deck(s), and a list of steps.  Each step may first have the other
seats play scripted actions (``play``), then shows its text with highlights and waits —
for "Continue", or for the one action the learner must take (``expect``).

Nothing about the rules lives here: every action goes through ``State.apply``, so a
tutorial can never show a move the engine would refuse.  Loading plays the whole
script once to prove it: an action the engine would refuse is an error naming the
tutorial, the step and the action.

>>> from cardgames.catalog import CATALOG
>>> game_id = next(g for g in CATALOG.ids if has_tutorial(g))  # any game with a tutorial
>>> tutorial = load_tutorial(game_id, CATALOG)
>>> runner = TutorialRunner(tutorial)
>>> runner.step.id == tutorial.steps[0].id
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import yaml

from . import safe_yaml
from .actions import Action, IllegalAction
from .game import Game, State
from .paths import rules_dir
from .storage import read_limited

if TYPE_CHECKING:
    from .catalog import Catalog

HUMAN = 0
TARGET = re.compile(r"^(card:[A-Za-z0-9-]+|seat:\d+|button:[a-z_]+(:[A-Za-z0-9,-]+)?|panel:[a-z_]+"
                    r"|[a-z_]+(:[A-Za-z0-9_-]+)?)$")
# a plain name is a part of the game's table (hand, trick ...), with its own argument if
# it has one (a row's end ``end:start``, a seat's pile ``pile:1``)


class TutorialError(ValueError):
    """A tutorial file that can't be used; the message names the file, the step and why."""


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    highlight: tuple[str, ...]
    play: tuple[Action, ...]        # other seats' scripted actions, played first
    expect: Action | None           # the learner's one action, or None for "Continue"
    hint: str                       # why a legal but different action is not the lesson


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    title: str
    source: str
    players: int
    options: Mapping[str, Any]
    dealer: int | None
    decks: tuple[tuple[str, ...], ...]
    steps: tuple[Step, ...]
    seat_names: tuple[str, ...]
    #: the games it is played with (given when it is read; core imports no game)
    catalog: Catalog = field(compare=False, repr=False)

    def make_game(self) -> Game:
        return self.catalog.create(self.game_id, players=self.players, rules=dict(self.options),
                      source=self.source)

    def new_state(self) -> State:
        return self.make_game().new_state(decks=[list(d) for d in self.decks], dealer=self.dealer,
                                          seed=0)


def _fail(source: str, where: str, message: str) -> TutorialError:
    return TutorialError(f"{source}: {where}: {message}" if where else f"{source}: {message}")


def parse_tutorial(data: Any, source: str, catalog: Catalog) -> Tutorial:
    """Build and *verify* a tutorial: the whole script is played through the engine."""
    if not isinstance(data, Mapping):
        raise _fail(source, "", "the file must be a mapping with game, players, decks and steps")
    game_id = data.get("game")
    if game_id not in catalog.ids:
        raise _fail(source, "game", f"{game_id!r} is not a game")
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise _fail(source, "players", "must be a whole number")
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise _fail(source, "options", "must be a mapping of option names to values")
    dealer = data.get("dealer")
    decks = data.get("decks") or []
    if not isinstance(decks, list) or not all(isinstance(d, list) for d in decks):
        raise _fail(source, "decks", "must be a list of decks, each a list of card codes")
    names = data.get("seat_names") or []
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise _fail(source, "steps", "must be a non-empty list")
    steps = []
    for number, raw in enumerate(raw_steps, start=1):
        where = f"step {number}"
        if not isinstance(raw, Mapping):
            raise _fail(source, where, "must be a mapping")
        step_id = str(raw.get("id", number))
        where = f"step {number} ({step_id})"
        text = raw.get("text")
        if not isinstance(text, str) or not text.strip():
            raise _fail(source, where, "needs a text")
        highlight = raw.get("highlight") or []
        if isinstance(highlight, str):
            highlight = [highlight]
        for target in highlight:
            if not isinstance(target, str) or not TARGET.match(target):
                raise _fail(source, where, f"highlight {target!r} is not a target name (like "
                            "card:AS, seat:2, button:bid:1, panel:score, hand, trick)")
        try:
            scripted = tuple(Action.parse(a) for a in (raw.get("play") or []))
            expect = Action.parse(raw["expect"]) if raw.get("expect") else None
        except IllegalAction as error:
            raise _fail(source, where, str(error)) from None
        steps.append(Step(step_id, " ".join(text.split()), tuple(highlight), scripted, expect,
                          str(raw.get("hint", "")).strip()))
    tutorial = Tutorial(
        game_id, str(data.get("title", f"Learn {game_id}")), source, players, dict(options),
        dealer, tuple(tuple(str(c) for c in d) for d in decks), tuple(steps),
        tuple(str(n) for n in names), catalog,
    )
    _verify(tutorial)
    return tutorial


def _verify(tutorial: Tutorial) -> None:
    """Play the script: every action must be one the engine accepts, at its moment."""
    source = tutorial.source
    try:
        state = tutorial.new_state()
    except ValueError as error:
        raise _fail(source, "options/decks", str(error)) from None
    for number, step in enumerate(tutorial.steps, start=1):
        where = f"step {number} ({step.id})"
        for action in step.play:
            if state.current_player in (None, HUMAN):
                raise _fail(source, where, f"play {action}: it is not another seat's turn")
            reason = state.refusal(action)
            if reason:
                raise _fail(source, where, f"play {action}: the engine refuses it: {reason}")
            state.apply(action)
        if step.expect is not None:
            if state.current_player != HUMAN:
                raise _fail(source, where, f"expect {step.expect}: it is not the learner's turn")
            reason = state.refusal(step.expect)
            if reason:
                raise _fail(source, where, f"expect {step.expect}: the engine refuses it: {reason}")
            state.apply(step.expect)


def load_tutorial(game_id: str, catalog: Catalog, language: str | None = None) -> Tutorial:
    """The game's tutorial, its words in ``language`` (default: the current one) when
    ``tutorial.<lang>.yaml`` exists; a missing file or step keeps the English words."""
    from .i18n import language as current_language

    path = rules_dir() / game_id / "tutorial.yaml"
    try:
        data = safe_yaml.load(read_limited(path, 500_000), str(path))
    except FileNotFoundError:
        raise TutorialError(f"{game_id} has no tutorial yet") from None
    except safe_yaml.YamlSyntaxError as error:
        raise TutorialError(str(error)) from None
    except yaml.YAMLError as error:
        raise _fail(str(path), "", f"not valid YAML ({error})") from None
    tutorial = parse_tutorial(data, str(path), catalog)
    code = language or current_language()
    words = rules_dir() / game_id / f"tutorial.{code}.yaml"
    if code == "en" or not words.is_file():
        return tutorial
    return translate_tutorial(tutorial, _read_words(words), str(words))


def _read_words(path) -> Any:
    try:
        return safe_yaml.load(read_limited(path, 500_000), str(path))
    except safe_yaml.YamlSyntaxError as error:
        raise TutorialError(str(error)) from None
    except yaml.YAMLError as error:
        raise _fail(str(path), "", f"not valid YAML ({error})") from None


def translate_tutorial(tutorial: Tutorial, words: Any, source: str) -> Tutorial:
    """The tutorial with the words of a ``tutorial.<lang>.yaml``: ``title``, ``seat_names``
    and ``steps: {<step id>: {text, hint}}`` -- only words, so the actions can't drift.
    A step id the tutorial doesn't have is an error; a step left out keeps its English."""
    from dataclasses import replace

    if not isinstance(words, Mapping):
        raise _fail(source, "", "must be a mapping with title, seat_names and steps")
    allowed = {"title", "seat_names", "steps"}
    for key in words:
        if key not in allowed:
            raise _fail(source, str(key), "is not allowed here: only words go in this file "
                        "(title, seat_names, steps)")
    names = words.get("seat_names") or tutorial.seat_names
    if not isinstance(names, list | tuple) or len(names) != len(tutorial.seat_names) \
            or not all(isinstance(n, str) and n.strip() for n in names):
        raise _fail(source, "seat_names", f"must list {len(tutorial.seat_names)} names")
    steps_words = words.get("steps") or {}
    if not isinstance(steps_words, Mapping):
        raise _fail(source, "steps", "must be a mapping of step id -> {text, hint}")
    ids = {step.id for step in tutorial.steps}
    for step_id, entry in steps_words.items():
        if str(step_id) not in ids:
            raise _fail(source, f"steps.{step_id}", "is not a step of the tutorial; its steps "
                        "are " + ", ".join(s.id for s in tutorial.steps))
        if not isinstance(entry, Mapping) or not isinstance(entry.get("text"), str) \
                or not entry["text"].strip() or set(entry) - {"text", "hint"}:
            raise _fail(source, f"steps.{step_id}", "must be {text: ..., hint: ...}")
    steps = []
    for step in tutorial.steps:
        entry = steps_words.get(step.id) or {}
        hint = entry.get("hint") if step.hint else ""
        steps.append(replace(step, text=entry.get("text", step.text),
                             hint=hint if isinstance(hint, str) and hint.strip() else step.hint))
    title = words.get("title")
    return replace(tutorial, title=title if isinstance(title, str) and title.strip()
                   else tutorial.title, seat_names=tuple(names), steps=tuple(steps))


def untranslated_steps(tutorial: Tutorial, code: str) -> list[str]:
    """What ``tutorial.<code>.yaml`` leaves in English: the file, or each step's text/hint
    (for the tests that keep a game's tutorial whole in every language)."""
    path = rules_dir() / tutorial.game_id / f"tutorial.{code}.yaml"
    if not path.is_file():
        return [str(path)]
    words = _read_words(path) or {}
    steps = words.get("steps") or {}
    missing = [] if words.get("title") else [f"{path}: title"]
    for step in tutorial.steps:
        entry = steps.get(step.id) or {}
        if not entry.get("text"):
            missing.append(f"{path}: steps.{step.id}.text")
        if step.hint and not entry.get("hint"):
            missing.append(f"{path}: steps.{step.id}.hint")
    return missing


def has_tutorial(game_id: str) -> bool:
    return (rules_dir() / game_id / "tutorial.yaml").is_file()


class TutorialRunner:
    """Where a learner is in a tutorial; the UI (or a test) drives it.

    The flow of a step: ``next_scripted()`` returns each of the other seats' actions in
    turn (the caller applies it with ``play_scripted()`` once it has animated it), then
    the step waits: ``submit(action)`` for an ``expect`` step, ``proceed()`` for a
    Continue step.  ``back()``/``restart_step()`` return to the start of a step exactly.
    """

    def __init__(self, tutorial: Tutorial):
        self.tutorial = tutorial
        self.state = tutorial.new_state()
        self.index = 0
        self.scripted_done = 0
        self._starts: list[State] = [self.state.clone()]
        self.message: str | None = None

    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def waiting(self) -> bool:
        """True once the step's scripted actions are played and it waits for the learner."""
        return not self.finished and self.scripted_done >= len(self.step.play)

    def next_scripted(self) -> Action | None:
        if self.finished or self.waiting:
            return None
        return self.step.play[self.scripted_done]

    def play_scripted(self) -> Action:
        action = self.next_scripted()
        if action is None:
            raise ValueError("no scripted action is due")
        self.state.apply(action)
        self.scripted_done += 1
        return action

    def submit(self, action: Action | str) -> tuple[bool, str | None]:
        """The learner's action: applied if it is the lesson; else refused with a reason."""
        if not self.waiting:
            return False, "Wait a moment: the other players are still playing."
        expected = self.step.expect
        if expected is None:
            return False, "Read the note, then press Continue."
        try:
            parsed = Action.parse(action)
        except IllegalAction as error:
            return False, str(error)
        reason = self.state.refusal(parsed)
        if reason is not None:
            self.message = reason
            return False, reason
        if parsed != expected:
            self.message = self.step.hint or f"That is allowed, but this lesson is about {expected}."
            return False, self.message
        self.state.apply(parsed)
        self._advance()
        return True, None

    def proceed(self) -> bool:
        """Continue past a step that only shows text."""
        if not self.waiting or self.step.expect is not None:
            return False
        self._advance()
        return True

    def _advance(self) -> None:
        self.message = None
        self.index += 1
        self.scripted_done = 0
        if len(self._starts) <= self.index:
            self._starts.append(self.state.clone())
        else:
            self._starts[self.index] = self.state.clone()

    def restart_step(self) -> None:
        self.state = self._starts[self.index].clone()
        self.scripted_done = 0
        self.message = None

    def back(self) -> None:
        """Go to the start of the previous step (or restart the first)."""
        self.index = max(0, self.index - 1)
        self.restart_step()

    def skip(self) -> None:
        """Leave the tutorial: the caller returns to the menu."""
        self.index = len(self.tutorial.steps)

    def advance_to(self, step_id: str | None = None) -> State:
        """Play as a perfect learner up to the start of step ``step_id`` (its scripted
        actions not yet played), or to the end; tests and screenshots use it."""
        ids = [step.id for step in self.tutorial.steps]
        if step_id is not None and step_id not in ids:
            raise ValueError(f"{self.tutorial.title} has no step {step_id!r}: "
                             f"its steps are {', '.join(ids)}")
        while not self.finished and self.step.id != step_id:
            while not self.waiting:
                self.play_scripted()
            if self.step.expect is None:
                self.proceed()
            else:
                ok, message = self.submit(self.step.expect)
                if not ok:
                    raise RuntimeError(f"the tutorial refused its own lesson: {message}")
        return self.state

    def play_to_end(self) -> State:
        """Play the whole tutorial as a perfect learner would."""
        return self.advance_to(None)
