"""Frame-time measurement of the table, for ``cardgames bench``.

:func:`frame_times` runs the real app with the dummy video driver: a Pocha table with
the AI in every seat (computed inline, so the numbers include its moves), animations at
normal speed, fast-forwarded to the middle of a trick; then it times each of ``frames``
frames -- events, update, draw and flip -- exactly as the window would run them.
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
