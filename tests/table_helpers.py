"""Finding the table scene and its cards in headless UI tests (shared by the games' table tests)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame

from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parents[1]


def table_of(app) -> TableScene:
    """The table scene on top of the app's stack (fails the test if something else is)."""
    top = app.scenes.top
    assert isinstance(top, TableScene), type(top).__name__
    return top


def to_human(app, ui) -> TableScene:
    """Step the app until the table waits for the human's input, and return the table."""
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=8000)
    return table_of(app)


def visible_point(table: TableScene, code: str) -> tuple[int, int]:
    """A point on the visible strip of the card ``code`` in the human's hand."""
    rect = table.target_rect(f"card:{code}")
    assert rect is not None, code
    return rect.left + max(3, rect.width // 12), rect.centery


def play_to_match_end(app, ui) -> tuple[MatchEndScene, list[HandSummaryScene]]:
    summaries: list[HandSummaryScene] = []

    def over() -> bool:
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and all(top is not s for s in summaries):
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=60000)
    return app.scenes.top, summaries


def ui_move(app, pos) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False)])
    app.step(1 / 60)


def resize(app, size: tuple[int, int]) -> None:
    """Resize the window and let the table lay itself out again."""
    app.resize(size)
    for _ in range(3):
        app.step(1 / 60)


def assert_fits(app, layout, middle_part, max_hidden: float = 0.5) -> None:
    """Every fixed part of a tile table inside the window and clear of the others, every
    tile of ``middle_part`` inside the middle with no more than ``max_hidden`` of it
    under later tiles, the groups clear of every panel."""
    screen = app.screen.get_rect()
    parts = [(n, r) for n, r in layout.parts().items() if r is not None and r.width > 0]
    if layout.prompt.message:
        parts.append(("prompt", pygame.Rect(layout.prompt.rect)))
    for name, rect in parts:
        assert screen.contains(rect), (name, rect, screen)
    for (a, ra), (b, rb) in itertools.combinations(parts, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    # every middle tile shows (at least half of it uncovered by the tiles over it)
    items = middle_part.items()
    for i, placed in enumerate(items):
        assert layout.middle.contains(placed.rect), placed
        covered = [other.rect.clip(placed.rect) for other in items[i + 1:]
                   if other.rect.colliderect(placed.rect)]
        hidden = max((c.width * c.height for c in covered), default=0)
        assert hidden <= max_hidden * placed.rect.width * placed.rect.height, placed
    # the groups inside their areas, clear of every panel
    panels = [pygame.Rect(p.rect) for p in layout.seat_panels] + [pygame.Rect(layout.scores.rect)]
    for placed in layout.groups.items():
        assert not any(placed.rect.colliderect(p) for p in panels), placed


def tutorial_languages(game_id: str) -> list[str]:
    found = ["en"]
    found += sorted(p.name.split(".")[1] for p in (ROOT / "rules" / game_id).glob("tutorial.*.yaml"))
    return found


def wait_for_step(app, ui, scene) -> None:
    assert ui.step_until(app, lambda: scene.tutor.finished or (scene.panel.visible
                                                             and scene.step_ready), frames=3000)
    app.step(1 / 60)


def click_through_tutorial(make_app, ui, game_id: str, language: str) -> None:
    """Open a game's tutorial in ``language`` and click it through: every lit target on
    the screen, each expected move made by clicking its lit places in turn."""
    from cardgames.core.i18n import set_language
    from cardgames.ui.scenes.tutorial import TutorialScene

    app = make_app((1024, 640), language=language)
    try:
        app.open("tutorial", game_id)
        scene = app.scenes.top
        assert isinstance(scene, TutorialScene)
        seen = []
        while not scene.tutor.finished:
            wait_for_step(app, ui, scene)
            if scene.tutor.finished:
                break
            step = scene.tutor.step
            seen.append(step.id)
            screen = app.screen.get_rect()
            for name in scene.highlights():  # every lit target is on the table
                rect = scene.visible_target_rect(name)
                assert rect is not None and screen.contains(rect), (step.id, name)
            if step.expect is None:
                ui.click(app, scene.visible_target_rect("button:continue").center)
                continue
            layout = scene.table
            before = len(scene.runner.state.action_log)
            for _ in range(3):  # a move made by clicks: each lit place in turn
                rect = layout.visible_target_rect(f"button:{step.expect}")
                assert rect is not None, (step.id, step.expect)
                ui.click(app, (rect.centerx, rect.top + rect.height // 3))
                app.step(1 / 60)
                if len(scene.runner.state.action_log) > before:
                    break
            assert scene.runner.state.action_log[before] == str(step.expect), step.id
        assert len(seen) >= 5
    finally:
        set_language("en")


def press(app, code, shift=False) -> None:
    """A key pressed and released, one frame each (Shift held if asked)."""
    mod = pygame.KMOD_LSHIFT if shift else 0
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0)])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="",
                                         scancode=0)])
