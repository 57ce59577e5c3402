"""Card Table: traditional card and domino-card games at a green table.

>>> import cardgames
>>> game = cardgames.create("pocha", players=4, rules={"length": "max_only"})
>>> state = game.new_state(seed=7)
>>> state.current_player in range(4)
True
"""

from cardgames.core.actions import Action, IllegalAction
from cardgames.core.events import Event
from cardgames.core.options import OptionError


def __getattr__(name: str):
    """``GAME_IDS`` and ``create`` come from the registry when first asked for: importing
    ``cardgames`` (or any of its modules) imports no game (``cardgames.games``)."""
    if name in ("GAME_IDS", "create"):
        from cardgames import games

        return getattr(games, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["Action", "Event", "GAME_IDS", "IllegalAction", "OptionError", "create", "__version__"]
__version__ = "0.1.0"
