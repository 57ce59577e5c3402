"""Finding the table scene and its cards in headless UI tests (shared by the games' table tests)."""

from __future__ import annotations

from cardgames.ui.scenes.table import TableScene


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
