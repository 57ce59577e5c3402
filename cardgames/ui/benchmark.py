"""Frame-time and claim-window measurements of the table, for ``cardgames bench``.

:func:`frame_times` runs the real app with the dummy video driver: a Pocha table with
the AI in every seat (computed inline, so the numbers include its moves), animations at
normal speed, fast-forwarded to the middle of a trick; then it times each of ``frames``
frames -- events, update, draw and flip -- exactly as the window would run them.

:func:`claim_window_times` plays a claims game's match on the table's runner (the AI in
every seat, inline, at 60 frames a second of simulated time) and times each claim window
from the frame it is first seen to the frame it closes: the visible time (simulated: the
pause the table makes, :mod:`cardgames.ui.table.claim_pacing`) of windows where no AI
seat could claim and of those where one could, and the CPU time the runner spent on it.
"""

from __future__ import annotations

import os
import time


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 300,
                seed: int = 1, game_id: str = "pocha", players: int | None = 4,
                preset: str | None = "max_only", min_hand: int = 8) -> list[float]:
    """Seconds per frame of a game's table mid-trick at ``size`` (dummy driver): AI in
    every seat, measured once a card is on the table and the hand holds ``min_hand``
    cards or more (the defaults: Pocha's 4-player 10-card hands)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from cardgames.ui.app import App
    from cardgames.ui.scenes.table import TableScene
    from cardgames.ui.settings import UiSettings

    settings = UiSettings(animation_speed="normal", ai_min_think_s=0.25, autoplay_summary_s=2.0)
    app = App(tuple(size), inline_ai=True, settings=settings, autoplay=True)
    try:
        app.open("table", game_id, players=players, preset=preset, seed=seed)
        dt = 1 / 60
        for _ in range(3000):  # fast-forward (simulated time) to a card on the table
            app.step(dt)
            top = app.scenes.top
            model = getattr(top, "table", None) and top.table.model
            # a card on the table: a trick, or a press-your-luck game's row
            shown = getattr(model, "trick", None) or getattr(model, "row", None)
            if isinstance(top, TableScene) and shown and \
                    getattr(model, "hand_size", min_hand) >= min_hand:
                break
        times = []
        clock = time.perf_counter
        for _ in range(frames):
            start = clock()
            app.step(dt)
            times.append(clock() - start)
        return times
    finally:
        app.close()


def claim_window_times(game_id: str, players: int, rules: dict | None = None,
                       windows: int = 200, seed: int = 1) -> dict[str, float]:
    """How long a claim window takes to resolve at the table (see the module): windows
    measured, mean visible seconds where nobody could claim / where an AI seat could
    (and the most of either), the mean and largest CPU milliseconds per window."""
    from cardgames.ai.worker import AIWorker
    from cardgames.ui.table import claim_pacing
    from cardgames.ui.table.match import MatchConfig, MatchRunner

    dt = 1 / 60
    quiet: list[float] = []
    claimable: list[float] = []
    cpu: list[float] = []
    worker = AIWorker(inline=True)
    clock = time.perf_counter
    match = 0
    while len(quiet) + len(claimable) < windows and match < 50:
        config = MatchConfig(game_id=game_id, players=players, rules=rules, seed=seed + match,
                             autoplay=True, default_ai="normal")
        runner = MatchRunner(config, worker, min_think_s=0.0)
        match += 1
        key, age, spent, chooses = None, 0.0, 0.0, False
        for _frame in range(200_000):
            if runner.is_over or len(quiet) + len(claimable) >= windows:
                break
            state = runner.state
            window = claim_pacing.open_window(state)
            if window is not None and key is None:
                key, age, spent = claim_pacing.window_key(state, window), 0.0, 0.0
                chooses = any(claim_pacing.has_choice(claim_pacing.answers_of(state, s))
                              for s in window.asked)
            started = clock()
            runner.tick_ai(dt, may_apply=True)
            spent += clock() - started
            if key is None:
                continue
            window = claim_pacing.open_window(runner.state)
            if window is not None and claim_pacing.window_key(runner.state, window) == key:
                age += dt
                continue
            (claimable if chooses else quiet).append(age)
            cpu.append(spent)
            key = None
    worker.shutdown()
    done = len(quiet) + len(claimable)
    return {
        "players": players, "windows": done,
        "nobody_could_claim": len(quiet),
        "nobody_visible_s": round(sum(quiet) / max(1, len(quiet)), 3),
        "nobody_visible_max_s": round(max(quiet, default=0.0), 3),
        "a_seat_could_claim": len(claimable),
        "claimable_visible_s": round(sum(claimable) / max(1, len(claimable)), 3),
        "claimable_visible_max_s": round(max(claimable, default=0.0), 3),
        "cpu_ms": round(1000 * sum(cpu) / max(1, done), 3),
        "cpu_max_ms": round(1000 * max(cpu, default=0.0), 3),
    }


def summary(times: list[float]) -> tuple[float, float]:
    """(median, p99) in milliseconds."""
    ordered = sorted(times)
    if not ordered:
        return 0.0, 0.0
    median = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return median * 1000, p99 * 1000


if __name__ == "__main__":
    for size in ((1280, 800), (1920, 1080)):
        med, p99 = summary(frame_times(size))
        print(f"{size[0]}x{size[1]}: median {med:.2f} ms, p99 {p99:.2f} ms")
