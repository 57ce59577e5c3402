"""The table's pace in a claim window (``cardgames/ui/table/claim_pacing.py``), on the
runner alone: Jjak-ma-tcho-ki with ``claim_any_player`` (the claims window's first user),
four seats.

- every AI answer of a window lands in one frame: a seat that could only pass waits as
  long as a seat that had a choice (nothing tells them apart), and no seat shows
  "thinking" while the window is open;
- a window where no AI seat can claim costs no time (its answers land the frame it is
  first seen); one where an AI seat can claim costs the one pause, the same every time;
- a human who may only pass is passed by the table at once, unless
  ``prompt_all_humans`` (the table setting; a game's option of that name comes first);
  a human with a choice is asked at the window's moment (after its pause), never sooner;
- the human's table answers are not moves to take back.
"""

from __future__ import annotations

import pytest

from cardgames.ai.worker import AIWorker
from cardgames.core import claims
from cardgames.ui.settings import UiSettings
from cardgames.ui.table import claim_pacing
from cardgames.ui.table.match import MatchConfig, MatchRunner

DT = 0.0625  # exact in binary: the pause is a whole number of frames
PAUSE = 0.5
RULES = {"claim_any_player": True}


@pytest.fixture(scope="module")
def worker():
    worker = AIWorker(inline=True)
    yield worker
    worker.shutdown()


def runner_for(worker, seed: int, autoplay: bool, settings=None, rules=RULES) -> MatchRunner:
    config = MatchConfig(game_id="jjak_ma_tcho_ki", players=4, rules=dict(rules), seed=seed,
                         autoplay=autoplay, default_ai="normal")
    return MatchRunner(config, worker, min_think_s=0.0, claim_pause_s=PAUSE,
                       table_settings=settings)


def human_move(runner: MatchRunner) -> None:
    """The human's move in these tests: pass a window, else draw, else the first move."""
    legal = [str(a) for a in runner.state.legal_actions()]
    for choice in ("pass", "draw"):
        if choice in legal:
            assert runner.play(choice) is None
            return
    assert runner.play(legal[0]) is None


def play_windows(runner: MatchRunner, windows: int, on_frame=None) -> list[dict]:
    """Play (the human by :func:`human_move`) until ``windows`` claim windows asking only
    AI seats have closed; each one's record: whether an AI seat asked had a choice, the
    frames it was open, the frame each answer landed."""
    done: list[dict] = []
    current: dict | None = None
    frame = 0
    while len(done) < windows and not runner.is_over:
        frame += 1
        assert frame < 40_000, "the match stalled"
        state = runner.state
        window = claim_pacing.open_window(state)
        if window is not None and current is None:
            current = {"choice": any(runner.is_ai(s) and claim_pacing.has_choice(
                claim_pacing.answers_of(state, s)) for s in window.asked),
                "human": any(not runner.is_ai(s) for s in window.asked),
                "first": frame, "landed": {}, "card": window.card}
        if on_frame is not None:
            on_frame(runner)
        if window is not None:
            assert runner.thinking_seat is None  # no seat looks as if it had a choice
        if runner.human_to_act:
            human_move(runner)
        else:
            runner.tick_ai(DT, may_apply=True)
        if current is None:
            continue
        after = claim_pacing.open_window(runner.state)
        for event in runner.state.events[-8:]:
            if event["type"] == claims.DECLARED and event["card"] == current["card"]:
                current["landed"].setdefault(event["seat"], frame)
        if after is None or claim_pacing.window_key(runner.state, after) != \
                claim_pacing.window_key(state, window or after):
            current["last"] = frame
            if not current["human"]:
                done.append(current)
            current = None
    return done


def test_every_ai_answer_lands_together_after_one_equal_pause(worker):
    records = []
    for seed in (1, 2):
        records += play_windows(runner_for(worker, seed, autoplay=True), 25)
    quiet = [r for r in records if not r["choice"]]
    chosen = [r for r in records if r["choice"]]
    assert quiet and chosen, "both kinds of window were played"
    for record in records:
        frames = set(record["landed"].values())
        assert len(frames) == 1, record  # the seat that could only pass waits as long
    for record in quiet:  # no visible time: answered the frame the window is first seen
        assert record["last"] == record["first"], record
    pauses = {record["last"] - record["first"] for record in chosen}
    assert pauses == {round(PAUSE / DT)}, pauses  # one pause, the same every time


def test_the_pause_depends_on_no_single_seat(worker):
    """Which AI seat had the choice does not change the pause (nor who answers when)."""
    records = play_windows(runner_for(worker, 3, autoplay=True), 40)
    by_count: dict[int, set[int]] = {}
    for record in records:
        if record["choice"]:
            by_count.setdefault(len(record["landed"]), set()).add(
                record["last"] - record["first"])
    assert by_count and all(p == {round(PAUSE / DT)} for p in by_count.values())


def human_windows(worker, settings, seeds=(1, 2, 3)) -> tuple[int, int, int]:
    """Windows that asked the human (seat 0), played with ``settings``: how many the
    table answered for them, how many they answered with only pass legal, and with a
    choice."""
    auto = prompted_pass = prompted_choice = 0
    for seed in seeds:
        runner = runner_for(worker, seed, autoplay=False, settings=settings)
        for _frame in range(6000):
            if runner.is_over:
                break
            state = runner.state
            window = claim_pacing.open_window(state)
            if window is not None and state.current_player == 0:
                answers = claim_pacing.answers_of(state, 0)
                if runner.human_to_act:
                    assert runner.window_clock.due  # asked at the window's moment
                    if claim_pacing.has_choice(answers):
                        prompted_choice += 1
                    else:
                        prompted_pass += 1
                elif runner.table_answer(0) is None:  # a choice: the pause isn't over yet
                    assert not runner.window_due() and runner.window_clock.pause > 0
                else:
                    assert answers == ["pass"] and runner.table_answer(0) == "pass"
                    before = len(state.log)
                    assert runner.tick_ai(0.0, may_apply=True)  # at once, no pause of its own
                    assert len(runner.state.log) > before
                    mine = [e for e in runner.state.events
                            if e["type"] == claims.DECLARED and e["seat"] == 0]
                    assert mine[-1]["answer"] == "pass"
                    auto += 1
                    continue
            if runner.human_to_act:
                human_move(runner)
            else:
                runner.tick_ai(DT, may_apply=True)
    return auto, prompted_pass, prompted_choice


def test_a_human_who_may_only_pass_is_passed_at_once(worker):
    auto, prompted_pass, prompted_choice = human_windows(worker, UiSettings())
    assert auto > 0 and prompted_choice > 0
    assert prompted_pass == 0  # never asked for a pass that tells nothing


def test_prompt_all_humans_asks_even_for_a_pass(worker):
    settings = UiSettings(prompt_all_humans=True)
    auto, prompted_pass, prompted_choice = human_windows(worker, settings)
    assert auto == 0 and prompted_pass > 0 and prompted_choice > 0


def test_the_games_own_option_comes_before_the_table_setting():
    settings = UiSettings(prompt_all_humans=False, claim_timeout_seconds=5)
    assert claim_pacing.table_choice({"prompt_all_humans": True}, settings,
                                     claim_pacing.PROMPT_ALL_HUMANS, False) is True
    assert claim_pacing.table_choice({}, settings, claim_pacing.PROMPT_ALL_HUMANS, True) is False
    assert claim_pacing.table_choice({"claim_timeout_seconds": 0}, settings,
                                     claim_pacing.CLAIM_TIMEOUT, 0) == 0
    assert claim_pacing.table_choice({}, settings, claim_pacing.CLAIM_TIMEOUT, 0) == 5
    assert claim_pacing.table_choice({}, None, claim_pacing.CLAIM_TIMEOUT, 7) == 7


def test_the_tables_passes_are_not_moves_to_take_back(worker):
    runner = runner_for(worker, 2, autoplay=False)
    passed = 0
    for _frame in range(6000):
        if runner.is_over or passed >= 2:
            break
        if runner.table_answer(0) is not None:
            runner.tick_ai(0.0, may_apply=True)
            passed += 1
            continue
        if runner.human_to_act:
            human_move(runner)
        else:
            runner.tick_ai(DT, may_apply=True)
    assert passed >= 1
    points = runner._scan_log()  # what a resumed match would offer to take back
    assert len(points) == len(runner._human_moves)


class FirstAnswerWorker:
    """A stand-in AI for the toy claims game (not registered, so the real worker can't
    rebuild it): the seat's first legal move, at once."""

    stalls = 0

    def request(self, state, seat, level, seed=None):
        from concurrent.futures import Future

        future = Future()
        future.set_result(str(state.legal_actions()[0]))
        return future


def test_the_toy_games_draw_windows_keep_the_same_pace():
    """The toy claims game (``tests/claims_toy.py``): draw windows ask their owner first.
    Every AI answer still lands in one frame, after the one pause (an AI owner always has
    a choice: keep the card or let it go), and the human owner is asked (own / pass) at
    the window's moment."""
    from claims_toy import ToyGame

    def toy_runner(levels, dealer=1):
        return MatchRunner(MatchConfig(), FirstAnswerWorker(), min_think_s=0.0,
                           state=ToyGame(3).new_state(seed=4, dealer=dealer), levels=levels,
                           names=["You", "Ane", "Mikel"], claim_pause_s=PAUSE)

    records = play_windows(toy_runner(["normal"] * 3), 3)
    draws = [r for r in records if r["choice"]]
    assert draws
    for record in records:
        assert len(set(record["landed"].values())) == 1
    for record in draws:
        assert record["last"] - record["first"] == round(PAUSE / DT)
    runner = toy_runner([None, "normal", "normal"], dealer=0)  # the human draws first
    asked_as_owner = 0
    for _frame in range(400):
        window = claim_pacing.open_window(runner.state)
        if runner.is_over:
            break
        if window is not None and window.source == "draw" and window.owner == 0 \
                and runner.state.current_player == 0:
            assert runner.table_answer(0) is None  # own / pass: a choice
            waited = 0
            while not runner.human_to_act:  # asked at the window's moment
                assert not runner.tick_ai(DT, may_apply=True)
                waited += 1
            pause = runner.window_clock.pause
            assert waited == round(pause / DT) and pause in (0, PAUSE)
            asked_as_owner += 1
            break
        if runner.human_to_act:
            human_move(runner)
        else:
            runner.tick_ai(DT, may_apply=True)
    assert asked_as_owner == 1


def test_the_claim_settings_are_read_from_settings_yaml_and_checked(tmp_path):
    from cardgames.ui.settings_file import load_settings

    path = tmp_path / "settings.yaml"
    path.write_text("prompt_all_humans: true\nclaim_timeout_seconds: 7.5\n")
    loaded = load_settings(path)
    assert not loaded.problems
    assert loaded.settings.prompt_all_humans is True
    assert loaded.settings.claim_timeout_seconds == 7.5
    for bad in ("claim_timeout_seconds: -1", "claim_timeout_seconds: 601",
                "claim_timeout_seconds: yes", "prompt_all_humans: 3"):
        path.write_text(bad + "\n")
        loaded = load_settings(path)
        assert loaded.problems and bad.partition(":")[0] in loaded.problems[0], bad
        assert loaded.settings.claim_timeout_seconds == 0
        assert loaded.settings.prompt_all_humans is False
