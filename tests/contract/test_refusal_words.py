"""No refusal shows an action's machine text (issue 19: Latxa said "aim your eagle at
another player, like resolve:EAGLE,1").  For every registered game, through random play,
every action the game knows that is illegal at the position is refused in a sentence
without a ``verb:arg`` text, the exact text of any action, or a quoted bare verb -- in
English, Spanish and Basque."""

from __future__ import annotations

import random
import re

import pytest

from cardgames.core.i18n import set_language
from cardgames.games import GAME_IDS, create, info_of

#: a machine text: a verb, a colon and its argument with no space between
MACHINE = re.compile(r"[A-Za-z_]+:[A-Za-z0-9]")
LANGS = ("en", "es", "eu")


def machine_text(sentence: str, texts: set[str], verbs: set[str]) -> str | None:
    """The machine text ``sentence`` shows, or None."""
    found = MACHINE.search(sentence)
    if found:
        return found.group(0)
    if ":" in sentence:  # every text in ``texts`` holds one: without it none can be there
        for text in texts:
            if text in sentence:
                return text
    for verb in verbs:
        for quote in ("'{}'", "\u201c{}\u201d", "`{}`"):
            if quote.format(verb) in sentence:
                return quote.format(verb)
    return None


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_refusal_shows_an_action_text(game_id):
    for players in sorted({min(info_of(game_id).player_counts),
                           max(info_of(game_id).player_counts)}):
        game = create(game_id, players=players)
        actions = list(game.every_action())
        texts = {str(a) for a in actions if ":" in str(a)}
        verbs = {a.verb for a in actions}
        rng = random.Random(players)
        state = game.new_state(seed=players)
        probes = 0
        for _step in range(1500):  # every position, so rare phases are probed too
            if state.is_over:
                break
            sample = actions if len(actions) <= 40 else rng.sample(actions, 40)
            for action in sample:
                for lang in LANGS:
                    set_language(lang)
                    reason = state.refusal(action)
                    if reason is None:
                        break
                    probes += 1
                    shown = machine_text(reason, texts, verbs)
                    assert shown is None, (game_id, lang, str(action), reason)
            set_language("en")
            state.apply_id(rng.choice(state.legal_ids()))
        assert probes > 100, (game_id, probes)
