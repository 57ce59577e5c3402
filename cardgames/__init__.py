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
from cardgames.games import GAME_IDS, create

__all__ = ["Action", "Event", "GAME_IDS", "IllegalAction", "OptionError", "create", "__version__"]
__version__ = "0.1.0"
