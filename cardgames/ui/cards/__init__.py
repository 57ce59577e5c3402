"""Card renderers: one per deck family, all behind the same :class:`CardRenderer` interface.

The table asks ``renderer_for(game.deck_family)`` for the renderer and then only calls
``face`` / ``back`` / ``shadow`` / ``size_for_*``, so adding a deck is adding a renderer,
never changing the table.  Each family has one renderer per process (its cache is shared
by every scene); call :func:`clear_all_caches` on window resize.

Registering a family: add a line to ``_BUILTIN`` (module path and class name, imported
only when first asked for, so starting the program does not build every deck), or call
:func:`register` with a factory at run time.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from cardgames.ui.cards.base import DIM_FACTOR, CardRenderer, render_svg

__all__ = [
    "DIM_FACTOR",
    "CardRenderer",
    "clear_all_caches",
    "families",
    "register",
    "render_svg",
    "renderer_for",
]

#: family -> "module:ClassName", imported lazily on first use.
_BUILTIN: dict[str, str] = {
    "spanish": "cardgames.ui.cards.spanish:SpanishRenderer",
    "french": "cardgames.ui.cards.french:FrenchRenderer",
}

_factories: dict[str, Callable[[], CardRenderer]] = {}
_instances: dict[str, CardRenderer] = {}


def register(family: str, factory: Callable[[], CardRenderer]) -> None:
    """Make ``renderer_for(family)`` build its renderer with ``factory`` (replacing any)."""
    _factories[family] = factory
    _instances.pop(family, None)


def families() -> tuple[str, ...]:
    """The deck families a renderer is known for."""
    return tuple(sorted(set(_BUILTIN) | set(_factories)))


def renderer_for(deck_family: str) -> CardRenderer:
    """The (one, shared) renderer of ``deck_family``; ``ValueError`` if there is none."""
    renderer = _instances.get(deck_family)
    if renderer is None:
        renderer = _instances[deck_family] = _factory(deck_family)()
    return renderer


def clear_all_caches() -> None:
    """Forget every drawn card of every family (call once on window resize)."""
    for renderer in _instances.values():
        renderer.clear_cache()


def _factory(family: str) -> Callable[[], CardRenderer]:
    if family in _factories:
        return _factories[family]
    target = _BUILTIN.get(family)
    if target is None:
        known = ", ".join(families())
        raise ValueError(f"no card renderer for deck family {family!r} (known: {known})")
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)
