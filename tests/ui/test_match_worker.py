"""The table's AI over a real worker process: killed mid-match, the match still finishes
with the very moves it would have had; and the AI's seeds don't lead back to the match."""

from __future__ import annotations

import os
import signal
import time

from cardgames.ai.worker import AIWorker
from cardgames.ui.table.match import MatchConfig, MatchRunner, move_seed


def config() -> MatchConfig:
    return MatchConfig(game_id="pocha", players=4, rules={"deal_schedule": [2, 3]}, seed=77,
                       autoplay=True, ai_levels=["normal", "easy", "normal"],
                       default_ai="normal")


def play_out(runner: MatchRunner, on_move=None, limit_s: float = 60.0) -> None:
    deadline = time.monotonic() + limit_s
    while not runner.is_over:
        assert time.monotonic() < deadline, "the match stalled"
        if runner.tick_ai(0.01, may_apply=True):
            if on_move is not None:
                on_move(runner)
        else:
            time.sleep(0.002)


def test_a_match_goes_on_when_the_ai_worker_is_killed():
    expected = MatchRunner(config(), AIWorker(inline=True), min_think_s=0.0)
    play_out(expected)
    worker = AIWorker()
    try:
        runner = MatchRunner(config(), worker, min_think_s=0.0)
        killed = []

        def kill_now_and_then(runner: MatchRunner) -> None:
            pids = worker.process_ids()
            if runner.moves in (3, 12) and pids:
                os.kill(pids[0], signal.SIGKILL)  # the next request finds it dead ...
                killed.append(runner.moves)
            if runner.moves == 20 and pids:
                runner.tick_ai(0.0, may_apply=False)  # the next move is asked for ...
                assert runner.thinking_seat is not None
                os.kill(pids[0], signal.SIGKILL)  # ... and the worker dies with it
                killed.append(runner.moves)

        play_out(runner, kill_now_and_then)
        assert killed == [3, 12, 20]
        assert worker.restarts >= 2
        assert runner.last_error is None  # every move was the AI's own, asked again
        assert runner.state.action_log == expected.state.action_log
        assert runner.state.scores == expected.state.scores
    finally:
        worker.shutdown()


def test_ai_seeds_are_a_keyed_hash_of_the_match_seed():
    seeds = {move_seed(123456789, seat, move) for seat in range(4) for move in range(50)}
    assert len(seeds) == 200  # one per seat and move
    assert all(0 <= s < 1 << 63 for s in seeds)
    assert move_seed(5, 1, 7) == move_seed(5, 1, 7)
    assert move_seed(5, 1, 7) != move_seed(6, 1, 7)
    # no linear relation to undo: successive moves differ by unrelated amounts
    steps = {move_seed(seed, 1, 8) - move_seed(seed, 1, 7) for seed in range(20)}
    assert len(steps) == 20
    # a huge seed is fine too (hashed down to a key)
    assert 0 <= move_seed(10**200, 0, 0) < 1 << 63


def test_the_runner_seeds_each_move_from_the_match_not_from_a_formula():
    runner = MatchRunner(config(), AIWorker(inline=True), min_think_s=0.0)
    seat = runner.current
    first = runner.ai_seed()
    assert first == runner.ai_seed(seat) == move_seed(77, seat, 0)
    assert first != (77 * 7919) % (1 << 31)  # the old, invertible formula
    runner.tick_ai(0.01, may_apply=True)
    assert runner.ai_seed() == move_seed(77, runner.current, 1)


def test_a_match_without_a_chosen_seed_gets_a_63_bit_one():
    cfg = config()
    cfg.seed = None
    seeds = {MatchRunner(cfg, AIWorker(inline=True)).seed for _ in range(5)}
    assert len(seeds) == 5 and max(seeds) > 1 << 40


def test_a_worker_that_refuses_a_request_does_not_stop_the_table():
    class Refusing(AIWorker):
        def request(self, *args, **kwargs):
            raise RuntimeError("no AI process can be started")

    runner = MatchRunner(config(), Refusing(inline=True), min_think_s=0.0)
    assert runner.tick_ai(0.01, may_apply=True)  # a legal move all the same ...
    assert runner.moves == 1 and len(runner.state.action_log) == 1
    assert "no AI process" in runner.last_error  # ... and the problem is kept to be shown


def test_a_frozen_ai_worker_is_replaced_and_the_runner_says_so():
    expected = MatchRunner(config(), AIWorker(inline=True), min_think_s=0.0)
    play_out(expected)
    worker = AIWorker(answer_limit_s=1.5)
    try:
        runner = MatchRunner(config(), worker, min_think_s=0.0)
        frozen, notices = [], []

        def freeze_once(runner: MatchRunner) -> None:
            notice = runner.take_notice()
            if notice:
                notices.append((runner.moves, notice))
            pids = worker.process_ids()
            if runner.moves == 6 and pids and not frozen:
                os.kill(pids[0], signal.SIGSTOP)  # the worker freezes ...
                runner.tick_ai(0.0, may_apply=False)  # ... as the next move is asked for
                assert runner.thinking_seat is not None
                frozen.append(pids[0])

        assert runner.take_notice() is None  # nothing to say before anything happened
        play_out(runner, freeze_once)
        notices.append((runner.moves, runner.take_notice()))
        assert frozen and worker.stalls == 1
        told = [n for n in notices if n[1]]
        assert told == [(7, "The AI helper stopped answering and was restarted")]  # once
        assert runner.last_error is None  # the move was the AI's own, asked again
        assert runner.state.action_log == expected.state.action_log
        assert frozen[0] not in worker.process_ids()
    finally:
        worker.shutdown()
