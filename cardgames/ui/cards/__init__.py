"""Card renderers: one per deck family, all behind the same :class:`CardRenderer` interface.

The table asks ``renderer_for(game.deck_family)`` for the renderer and then only calls
``face`` / ``back`` / ``shadow`` / ``size_for_*``, so adding a deck is adding a renderer,
never changing the table.  Each family has one renderer per process (its cache is shared
by every scene); call :func:`clear_all_caches` on window resize.

Registering a family is writing its module: ``cardgames/ui/cards/<family>.py`` holds the
family's :class:`CardRenderer` subclass (found by its ``family`` attribute, imported only
when first asked for, so starting the program does not build every deck) -- no line
elsewhere.  :func:`register` swaps in a factory at run time (tests).

The same module may say its cards and suits in words, for the table's sentences ("the
rey of oros", "Trump is espadas"): module functions ``card_name(code)``,
``suit_name(suit)`` and ``suit_of(code)`` (and ``suit_symbol_svg(suit, size)`` for the
suit's symbol beside those words, ``rules_markup(glyph)`` for the rules screen).  :func:`card_name`, :func:`suit_name` and
:func:`suit_of` here ask the family's module and fall back to the code itself, so shared
modules never name a deck.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache
from types import ModuleType

from cardgames.ui.cards.base import DIM_FACTOR, CardRenderer, render_svg
from cardgames.ui.plugins import optional_module

__all__ = [
    "DIM_FACTOR",
    "CardRenderer",
    "card_name",
    "clear_all_caches",
    "deck_module",
    "families",
    "register",
    "render_svg",
    "renderer_for",
    "suit_name",
    "suit_of",
]

#: family -> "module:ClassName": optional, for a renderer that does not live in
#: ``cardgames/ui/cards/<family>.py`` (a family's own module is found without a line here).
_BUILTIN: dict[str, str] = {
    "spanish": "cardgames.ui.cards.spanish:SpanishRenderer",
    "french": "cardgames.ui.cards.french:FrenchRenderer",
}

#: modules of this package that are not deck families
_NOT_DECKS = frozenset({"base", "back", "glyphs"})

_factories: dict[str, Callable[[], CardRenderer]] = {}
_instances: dict[str, CardRenderer] = {}


def register(family: str, factory: Callable[[], CardRenderer]) -> None:
    """Make ``renderer_for(family)`` build its renderer with ``factory`` (replacing any)."""
    _factories[family] = factory
    _instances.pop(family, None)


def families() -> tuple[str, ...]:
    """The deck families a renderer is known for (one module each, plus registered ones)."""
    found = {m.name for m in pkgutil.iter_modules(__path__)
             if not m.name.startswith("_") and m.name not in _NOT_DECKS}
    return tuple(sorted(found | set(_BUILTIN) | set(_factories)))


@cache  # asked every frame by the hint panel; modules do not come and go
def deck_module(family: str) -> ModuleType | None:
    """The family's own module ``cardgames.ui.cards.<family>``, or None if there is none."""
    if family in _NOT_DECKS:
        return None
    return optional_module(__name__, family)


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


def card_name(family: str, code: str) -> str:
    """A card as players say it ("the rey of oros"); the code itself for a deck without words."""
    say = getattr(deck_module(family), "card_name", None)
    if say is None:
        return code
    try:
        return say(code)
    except (KeyError, ValueError):
        return code


def suit_name(family: str, suit: str | None) -> str:
    """A suit's name in lower case ("oros"); the letter itself for a deck without words."""
    if not suit:
        return ""
    say = getattr(deck_module(family), "suit_name", None)
    return say(suit) if say is not None else suit


def suit_of(family: str, code: str) -> str | None:
    """The suit of a card code, or None (a joker, or a deck that does not say)."""
    find = getattr(deck_module(family), "suit_of", None)
    return find(code) if find is not None else None


def _factory(family: str) -> Callable[[], CardRenderer]:
    if family in _factories:
        return _factories[family]
    if family in _BUILTIN:
        module_name, class_name = _BUILTIN[family].split(":")
        return getattr(importlib.import_module(module_name), class_name)
    module = deck_module(family)
    if module is not None:
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, CardRenderer) \
                    and value is not CardRenderer and value.family == family:
                return value
    known = ", ".join(families())
    raise ValueError(f"no card renderer for deck family {family!r} (known: {known})")
