"""The Chinese characters the decks draw: what the shipped CJK font subset must carry.

The program ships one small subset of a free CJK font (``assets/fonts/CardTableCJK.otf``,
built by ``scripts/build_cjk_font.py``) and never a system font, so every character any
deck can draw -- a domino's name, a money card's index or numeral, a chess card's piece --
has to be in it.
Each deck module with Chinese text says its own characters with a ``chinese_characters()``
function; :data:`DECK_MODULES` lists those modules.  A new deck with Chinese text adds its
module there, and the font script and the glyph test pick it up.

>>> set(dominoes.chinese_characters()) <= set(deck_characters())
True
>>> set(money_cards.chinese_characters()) <= set(deck_characters())
True
>>> set(chess_cards.chinese_characters()) <= set(deck_characters())
True
"""

from __future__ import annotations

from types import ModuleType

from cardgames.core import chess_cards, dominoes, money_cards

#: every deck module whose faces or names draw Chinese characters (each has
#: ``chinese_characters() -> str``): the hook a new deck adds its module to
DECK_MODULES: tuple[ModuleType, ...] = (dominoes, money_cards, chess_cards)


def deck_characters(modules: tuple[ModuleType, ...] = DECK_MODULES) -> str:
    """Every distinct Chinese character any of ``modules`` draws, sorted.

    >>> "天" in deck_characters() and "萬" in deck_characters()
    True
    >>> deck_characters() == "".join(sorted(set(deck_characters())))
    True
    """
    chars: set[str] = set()
    for module in modules:
        chars.update(module.chinese_characters())
    return "".join(sorted(chars))


def characters_by_deck(modules: tuple[ModuleType, ...] = DECK_MODULES) -> dict[str, str]:
    """Each deck module's short name -> its characters (for messages and tests).

    >>> sorted(characters_by_deck())
    ['chess_cards', 'dominoes', 'money_cards']
    """
    return {module.__name__.rsplit(".", 1)[-1]: module.chinese_characters()
            for module in modules}
