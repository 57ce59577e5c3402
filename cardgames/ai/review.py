"""Hand review: "where did I go wrong?" -- each of a seat's decisions in a recorded hand,
searched again from what that seat knew then, and judged against the best move found.

For every decision of ``seat`` in the hand (a position where it had more than one legal
move) the review

1. rebuilds the seat's *observation* at that moment (``state.observation(seat)``: its
   knowledge copy, the hidden cards removed), so nothing the seat could not see enters the
   judgement (fair by construction, as hints are);
2. finds the best move from it: the game's own search if ``hard`` has one
   (``cardgames.ai.<id>_search``), else the generic ISMCTS -- the search hints use;
3. if the move played is not that move, *measures* the two on fresh worlds, independent of
   the ones the search chose with (so the winner's curse of picking the best of noisy
   means does not inflate the cost): each world is dealt from the observation (weighed by
   the game's ``world_likelihood``), each move is applied to its own copy of the world and
   the hand is played out by the game's playout policy with the *same* random stream (common
   random numbers), so the two results are a pair.  The cost is the mean of the paired
   differences of the hand reward, with its standard error; the worlds grow (up to
   ``Budget.max_worlds``) while the difference is still within noise.

A decision is marked only when its cost is beyond ``Budget.z`` standard errors *and* above
a size (``INACCURACY`` or ``MISTAKE``, in hand-reward units): a move within the search's own
noise of the best is never called a mistake by chance.

The numbers are given in the game's own terms: the share of deals in which the hand went
well (``State.hand_success``, named by the game's ``info.success_phrase``) with each move,
and the cost in the game's unit (``State.hand_measure``: the hand's score change, named by
``info.review_unit``).  A game with neither gets the generic "expected score" wording.

Pure and game-agnostic: no UI, no game named.  The table runs it in the AI worker.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from cardgames.ai.hints import CARD_VERBS, describe
from cardgames.ai.ismcts import sample_weighted, search
from cardgames.ai.policies import bind
from cardgames.ai.search_player import game_search
from cardgames.core.actions import Action
from cardgames.core.game import Observation, State
from cardgames.core.i18n import _, game_text, ngettext

GOOD, INACCURACY_MARK, MISTAKE_MARK = "good", "inaccuracy", "mistake"
VERDICTS = (GOOD, INACCURACY_MARK, MISTAKE_MARK)
#: the smallest cost (in hand-reward units, 0..1) worth a mark, once beyond the noise
INACCURACY = 0.02
MISTAKE = 0.06


@dataclass(frozen=True)
class Budget:
    """How hard the review looks at each decision."""

    #: iterations of the generic search that picks the best move (``hard`` plays with 300,
    #: keeping its tree between moves; the review searches each decision afresh)
    search: int = 200
    #: paired worlds measuring played against best, at first and at most
    worlds: int = 48
    max_worlds: int = 160
    #: how many standard errors a cost must clear to be marked
    z: float = 2.5


QUICK = Budget(search=80, worlds=24, max_worlds=64)


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the seat: what it played, what the search found, and the verdict."""

    index: int                 # the action's place in the hand (0 = the first action)
    played: str                # action texts
    best: str
    verdict: str               # GOOD, INACCURACY_MARK or MISTAKE_MARK
    #: mean hand reward (0..1) with each move over the paired worlds, and the cost
    #: (best minus played) with its standard error; 0 and 0 when the played move was best
    played_value: float
    best_value: float
    cost: float
    cost_se: float
    #: share of the worlds in which the hand went well with each move (None: no notion)
    played_success: float | None = None
    best_success: float | None = None
    #: the cost in the game's unit (its score change), with its standard error
    measure_cost: float | None = None
    measure_se: float | None = None
    worlds: int = 0
    words: str = ""

    @property
    def marked(self) -> bool:
        return self.verdict != GOOD


@dataclass(frozen=True)
class HandReview:
    game_id: str
    seat: int
    hand: int
    decisions: tuple[DecisionReview, ...]
    #: False when the review was cancelled before the last decision
    complete: bool = True
    unit: str = ""
    summary: str = field(default="")

    @property
    def mistakes(self) -> int:
        return sum(d.verdict == MISTAKE_MARK for d in self.decisions)

    @property
    def inaccuracies(self) -> int:
        return sum(d.verdict == INACCURACY_MARK for d in self.decisions)

    @property
    def cost(self) -> float:
        """What the marked decisions cost, in the game's unit if it has one, else in
        hand reward."""
        return sum((d.measure_cost if d.measure_cost is not None else d.cost)
                   for d in self.decisions if d.marked)

    def to_data(self) -> dict[str, Any]:
        return {"game": self.game_id, "seat": self.seat, "hand": self.hand,
                "complete": self.complete, "mistakes": self.mistakes,
                "inaccuracies": self.inaccuracies, "cost": round(self.cost, 3),
                "unit": self.unit, "summary": self.summary,
                "decisions": [asdict(d) for d in self.decisions]}


class ReviewCancelled(Exception):
    """The review was cancelled."""


# --- the decisions of a hand ------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    index: int
    observation: Observation
    played: int


def decisions_of(start: State, actions: list[str] | tuple[str, ...], seat: int) -> list[Decision]:
    """The seat's decisions in a hand: ``start`` is the match just before the hand's first
    action (it is not changed), ``actions`` the hand's actions as text.  A forced move (one
    legal move) is no decision."""
    state = start.clone()
    game = state.game
    found = []
    for index, text in enumerate(actions):
        if state.current_player == seat and not state.is_over:
            observation = state.observation(seat)
            if len(observation.legal_ids()) > 1:
                played = game.id_of(Action.parse(text))
                if played is not None:
                    found.append(Decision(index, observation, played))
        state.apply(text)
    return found


# --- one decision -----------------------------------------------------------------------------
def best_move(observation: Observation, rng: random.Random, iterations: int,
              should_stop: Callable[[], bool] | None = None) -> int:
    """The move the search recommends from this observation."""
    own = game_search(observation.game.id)
    if own is not None:
        return own.choose(observation, rng)
    return search(observation, rng, iterations=iterations, should_stop=should_stop).best


@dataclass
class _Paired:
    """Running sums of the paired results of two moves."""

    n: int = 0
    reward: list[float] = field(default_factory=lambda: [0.0, 0.0])
    diff: float = 0.0
    diff2: float = 0.0
    success: list[int] = field(default_factory=lambda: [0, 0])
    has_success: bool = True
    measure: float = 0.0
    measure2: float = 0.0
    has_measure: bool = True

    def add(self, results: list[tuple[float, bool | None, float | None]]) -> None:
        (r0, s0, m0), (r1, s1, m1) = results
        self.n += 1
        self.reward[0] += r0
        self.reward[1] += r1
        d = r1 - r0
        self.diff += d
        self.diff2 += d * d
        if s0 is None or s1 is None:
            self.has_success = False
        else:
            self.success[0] += s0
            self.success[1] += s1
        if m0 is None or m1 is None:
            self.has_measure = False
        else:
            self.measure += m1 - m0
            self.measure2 += (m1 - m0) ** 2

    @staticmethod
    def _mean_se(total: float, squares: float, n: int) -> tuple[float, float]:
        mean = total / n
        variance = max(0.0, squares / n - mean * mean) * n / max(1, n - 1)
        return mean, math.sqrt(variance / n)

    def cost(self) -> tuple[float, float]:
        return self._mean_se(self.diff, self.diff2, self.n)

    def measure_cost(self) -> tuple[float, float] | None:
        return self._mean_se(self.measure, self.measure2, self.n) if self.has_measure else None


def _play_out(world: State, move: int, seat: int, seed: int) -> tuple[float, bool | None, float | None]:
    """The hand's result for ``seat`` in a copy of ``world`` after ``move``, played out by
    the game's policy with the random stream ``seed``."""
    copy = world.clone()
    start = copy.hands_finished
    copy.apply_id(move)
    if not copy.is_over and copy.hands_finished == start:
        copy.rollout(random.Random(seed))
    return copy.hand_reward(seat), copy.hand_success(seat), copy.hand_measure(seat)


def measure(observation: Observation, played: int, best: int, rng: random.Random,
            budget: Budget, should_stop: Callable[[], bool] | None = None) -> _Paired:
    """Played against best on the same worlds with the same playout streams."""
    bind(observation.game)
    likelihood = observation.world_likelihood()
    seat = observation.seat
    paired = _Paired()
    while paired.n < budget.max_worlds:
        if should_stop is not None and should_stop():
            raise ReviewCancelled
        world, _tries = sample_weighted(observation, rng, likelihood)
        seed = rng.getrandbits(32)
        paired.add([_play_out(world, move, seat, seed) for move in (played, best)])
        if paired.n >= budget.worlds and paired.n % 16 == 0:
            mean, se = paired.cost()
            if abs(mean) > budget.z * se or se * budget.z < INACCURACY / 2:
                break  # clearly apart, or clearly too close to matter
    return paired


def verdict_of(cost: float, se: float, z: float) -> str:
    """Marked only beyond ``z`` standard errors and above the size of a mark."""
    if cost <= z * se or cost < INACCURACY:
        return GOOD
    return MISTAKE_MARK if cost >= MISTAKE else INACCURACY_MARK


def review_decision(decision: Decision, budget: Budget, seed: int = 0,
                    should_stop: Callable[[], bool] | None = None,
                    words: bool = True) -> DecisionReview:
    """One decision judged (see the module's docstring); ``words=False`` leaves the
    sentence empty (the AI worker: the table words it in the player's language)."""
    observation = decision.observation
    game = observation.game
    # the seed comes from the review's own seed and the decision's place in the hand: nothing
    # of the real match's seed or hidden cards
    rng = random.Random(seed * 1_000_003 + decision.index)
    best = best_move(observation, rng, budget.search, should_stop)
    if should_stop is not None and should_stop():
        raise ReviewCancelled
    played_text, best_text = str(game.action_of(decision.played)), str(game.action_of(best))
    if best == decision.played:
        review = DecisionReview(decision.index, played_text, best_text, GOOD, 0.0, 0.0, 0.0, 0.0)
        return _worded(review, game) if words else review
    paired = measure(observation, decision.played, best, rng, budget, should_stop)
    n = paired.n
    cost, se = paired.cost()
    success = (paired.success[0] / n, paired.success[1] / n) if paired.has_success else (None, None)
    in_units = paired.measure_cost()
    review = DecisionReview(
        decision.index, played_text, best_text, verdict_of(cost, se, budget.z),
        paired.reward[0] / n, paired.reward[1] / n, cost, se,
        played_success=success[0], best_success=success[1],
        measure_cost=None if in_units is None else in_units[0],
        measure_se=None if in_units is None else in_units[1], worlds=n)
    return _worded(review, game) if words else review


# --- a whole hand ------------------------------------------------------------------------------
def review_hand(history: Any, seat: int = 0, budget: Budget | None = None, *,
                progress: Callable[[float], None] | None = None,
                cancel: Callable[[], bool] | None = None, seed: int = 0) -> HandReview:
    """Review ``seat``'s decisions in a recorded hand (a ``core.history.HandHistory``).

    ``progress`` is called with the share done (0..1) after each decision; ``cancel`` is
    asked between worlds and search iterations, and once it says True the review stops
    and returns what it has (``complete=False``)."""
    game = history.game()
    start = game.replay(history.origin, list(history.earlier))
    if not 0 <= seat < game.players:
        raise ValueError(_("seat {seat} is not a seat of this game (0 to {last})").format(
            seat=seat, last=game.players - 1))
    return review_from(start, history.actions, seat, budget, hand=history.hand,
                       progress=progress, cancel=cancel, seed=seed)


def review_from(start: State, actions: list[str] | tuple[str, ...], seat: int,
                budget: Budget | None = None, *, hand: int = 0,
                progress: Callable[[float], None] | None = None,
                cancel: Callable[[], bool] | None = None, seed: int = 0) -> HandReview:
    """Review ``seat``'s decisions in the hand ``actions`` played from ``start``."""
    budget = budget or Budget()
    game = start.game
    decisions = decisions_of(start, actions, seat)
    reviewed: list[DecisionReview] = []
    complete = True
    for number, decision in enumerate(decisions, start=1):
        if cancel is not None and cancel():
            complete = False
            break
        try:
            reviewed.append(review_decision(decision, budget, seed, cancel))
        except ReviewCancelled:
            complete = False
            break
        if progress is not None:
            progress(number / len(decisions))
    if not decisions and progress is not None:
        progress(1.0)
    return assemble(game, seat, hand, reviewed, complete)


def assemble(game: Any, seat: int, hand: int, decisions: list[DecisionReview],
             complete: bool = True) -> HandReview:
    """A hand's review from its decisions' reviews, with its summary line (worded now)."""
    result = HandReview(game.id, seat, hand, tuple(decisions), complete, unit_of(game))
    return HandReview(result.game_id, seat, hand, result.decisions, complete, result.unit,
                      summary_line(result))


# --- words ------------------------------------------------------------------------------------
def unit_of(game: Any) -> str:
    """The game's unit for a hand's score change ("points", "chips"), translated."""
    unit = game.info.review_unit
    return game_text(game.id, unit) if unit else _("points")


def _percent(share: float) -> str:
    return f"{share * 100:.0f} %"


def verdict_word(verdict: str) -> str:
    return {GOOD: _("good"), INACCURACY_MARK: _("inaccuracy"), MISTAKE_MARK: _("mistake")}[verdict]


def worded(review: DecisionReview, game: Any,
           name_move: Callable[[str], str] | None = None) -> DecisionReview:
    """The review with its sentence, in the language of the moment (``name_move``: how
    the table names a move in that language, "play the 3 of oros"; default the search's
    short English form, "Play 3O")."""
    return _worded(review, game, name_move)


def _worded(review: DecisionReview, game: Any,
            name_move: Callable[[str], str] | None = None) -> DecisionReview:
    return DecisionReview(**{**asdict(review),
                             "words": decision_words(review, game, name_move)})


def _other(best: Action, played: Action) -> str:
    """The better move as the sentence names it: the card alone against a card ("6C"),
    else the move in words ("bid 1")."""
    if best.verb == played.verb and best.verb in CARD_VERBS:
        return ",".join(best.args)
    words = describe(best)
    return words[:1].lower() + words[1:]


def decision_words(review: DecisionReview, game: Any,
                   name_move: Callable[[str], str] | None = None) -> str:
    """The verdict in the game's own terms, with the numbers behind it (the moves named
    by ``name_move`` when the table gives it, in the player's language)."""
    if name_move is not None:
        played = name_move(review.played)
        played = played[:1].upper() + played[1:]
    else:
        played = describe(Action.parse(review.played))
    if review.played == review.best:
        return _("{move}: the search's choice too.").format(move=played)
    best = name_move(review.best) if name_move is not None else \
        _other(Action.parse(review.best), Action.parse(review.played))
    if review.played_success is not None and review.played_success != review.best_success:
        phrase = game_text(game.id, game.success_phrase)
        numbers = _("{move}: {phrase} in {played} of the sampled deals; with {best}, in "
                    "{better}.").format(move=played, phrase=phrase,
                                        played=_percent(review.played_success), best=best,
                                        better=_percent(review.best_success))
    else:
        numbers = _("{move}: expected score {played} of the best outcome; {better} with "
                    "{best}.").format(move=played, played=_percent(review.played_value),
                                      better=_percent(review.best_value), best=best)
    if review.measure_cost is not None:
        cost = _("On average it cost about {cost:.1f} {unit} (\u00b1 {se:.1f}).").format(
            cost=review.measure_cost, se=review.measure_se, unit=unit_of(game))
    else:
        cost = _("On average it cost about {cost} of the best outcome (\u00b1 {se}).").format(
            cost=_percent(review.cost), se=_percent(review.cost_se))
    if not review.marked:
        return " ".join((numbers, _("Within the search's noise: not a mistake.")))
    return " ".join((numbers, cost))


def summary_line(review: HandReview) -> str:
    """'2 mistakes, cost about 1.3 points', or that no decision was marked."""
    if not review.decisions:
        return _("No decisions to review in this hand.")
    mistakes, slips = review.mistakes, review.inaccuracies
    if not mistakes and not slips:
        n = len(review.decisions)
        return ngettext("No mistake found in {n} decision.", "No mistakes found in {n} decisions.",
                        n).format(n=n)
    parts = []
    if mistakes:
        parts.append(ngettext("{n} mistake", "{n} mistakes", mistakes).format(n=mistakes))
    if slips:
        parts.append(ngettext("{n} inaccuracy", "{n} inaccuracies", slips).format(n=slips))
    marked = [d for d in review.decisions if d.marked]
    if all(d.measure_cost is not None for d in marked):
        cost = _("cost about {cost:.1f} {unit}").format(cost=review.cost, unit=review.unit)
    else:
        cost = _("cost about {cost} of the best outcome").format(cost=_percent(review.cost))
    return ", ".join(parts) + ", " + cost
