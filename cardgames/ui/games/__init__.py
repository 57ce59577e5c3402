"""Game-specific UI, found by convention: ``cardgames/ui/games/<game id>.py`` (optional).

The table is the same for every game of a family (:mod:`cardgames.ui.table.layouts`
picks the family's layout from the game's ``GameInfo``); a game's own UI module adds only
what is its own.  Every name in it is optional:

``LAYOUT``
    a layout class (usually a subclass of the family's, e.g.
    :class:`~cardgames.ui.table.trick_layout.TrickLayout`) used instead of the family's.
``action_label(action: Action) -> str | None``
    the text on the button for a choice that is not a card ("Swap", "3"); None falls back
    to the generic label.
``action_help(action: Action) -> str | None``
    the button's tooltip; the generic one is the game's ``info.verbs`` text for the verb.
``move_words(action: Action, who: str, family: str) -> str | None``
    a seat's move as a sentence ("Ane swaps the seven for the face-up card"), for the
    replay and the hints; None falls back to the generic words.
``claim_preview(view: Mapping, answer: str) -> list[str] | None``
    the tiles a claim would make (the claimed card and the hand's tiles it joins), shown
    over the claim bar's button (:mod:`cardgames.ui.table.claim_bar`); None falls back to
    the claimed card alone (nothing for ``pass``).
``set_deck_look(options: Mapping) -> None``
    draw the deck as this game's table does with ``options`` (e.g. Tien Gow's paper domino
    cards); the table calls it, and the menu with the game's default options so that its
    sample cards look like the table's (:func:`sample_look`).

A game without a module here plays on its family's table with generic buttons.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from types import ModuleType

from cardgames.core.actions import Action
from cardgames.ui.plugins import optional_module


@cache  # asked every frame by the hint panel; modules do not come and go
def game_ui(game_id: str) -> ModuleType | None:
    """The game's own UI module, or None if it has none."""
    return optional_module(__name__, game_id)


def _hook(game_id: str, name: str):
    return getattr(game_ui(game_id), name, None)


def action_label(game_id: str, action: Action | str) -> str:
    """The button text of a choice: the game's own words, else e.g. "3" for ``bid:3``,
    "Pass" for ``pass``, "Call clubs" for ``call:clubs``."""
    parsed = Action.parse(action) if isinstance(action, str) else action
    own = _hook(game_id, "action_label")
    label = own(parsed) if own is not None else None
    if label:
        return label
    if parsed.verb == "bid" and len(parsed.args) == 1:
        return parsed.args[0]
    words = " ".join([parsed.verb.replace("_", " "), *parsed.args])
    return words[:1].upper() + words[1:]


def action_help(game_id: str, action: Action | str, verbs: dict[str, str] | None = None) -> str:
    """The tooltip of a choice: the game's own words, else its ``info.verbs`` text."""
    parsed = Action.parse(action) if isinstance(action, str) else action
    own = _hook(game_id, "action_help")
    text = own(parsed) if own is not None else None
    if text:
        return text
    for form, meaning in (verbs or {}).items():
        if form.split(":", 1)[0] == parsed.verb:
            return meaning[:1].upper() + meaning[1:] + "."
    return ""


def move_words(game_id: str, action: Action, who: str, family: str) -> str | None:
    """The game's own sentence for a move, or None (the generic words then apply)."""
    own = _hook(game_id, "move_words")
    return own(action, who, family) if own is not None else None


def claim_preview(game_id: str, view, answer: str) -> list[str]:
    """The tiles ``answer`` (a claim on the open window) would make: the game's own
    ``claim_preview(view, answer)``, else the claimed card alone (nothing for a pass).
    The window is the view's ``window`` (the claims family), else ``extra.claim_window``."""
    own = _hook(game_id, "claim_preview")
    codes = own(view, answer) if own is not None else None
    if codes is not None:
        return list(codes)
    window = view["window"] if "window" in view else view["extra"].get("claim_window")
    if window is None or Action.parse(answer).verb == "pass":
        return []
    return [window["card"]]


def default_options(game_id: str) -> dict:
    """The options a new match of the game starts from (its default preset), or {}."""
    from cardgames.core.options import OptionError, load_schema

    try:
        schema = load_schema(game_id)
        return schema.resolve(preset=schema.default_preset)
    except (OptionError, OSError, ValueError):
        return {}


@contextmanager
def sample_look(game_id: str, deck_family: str) -> Iterator[None]:
    """Inside the block the game's cards are drawn as its table draws them by default (its
    ``set_deck_look`` hook with :func:`default_options`); the deck's look is given back
    after (a deck module with a process-wide look has ``look()`` and ``set_look()``)."""
    own = _hook(game_id, "set_deck_look")
    if own is None:
        yield
        return
    from cardgames.ui.cards import deck_module

    deck = deck_module(deck_family)
    before = deck.look() if deck is not None and hasattr(deck, "look") else None
    try:
        own(default_options(game_id))
        yield
    finally:
        if before is not None:
            deck.set_look(before)
