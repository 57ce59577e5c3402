"""Setup columns give their labels the width they need (issue 19: every column gave its
labels a fixed share, so at 1024x640 many Spanish and Basque labels and choices ended in
"…", and Tien Gow's Basque bonus choices were cut in the middle, "Laukote…bakarra").

Measured at 1024x640 over the five games of the time in Spanish and Basque: with the
fixed shares, 23 labels and 100 drop-down choices were cut; now 17 and 83, and none in the
middle.  A game added since is held to what those five reach on average (at most 8
choices and 2 labels cut per language, none in the middle).  Jjak-ma-tcho-ki was held apart
while its pair systems were one drop-down of 31 combinations; they are one toggle each now."""

from __future__ import annotations

import pytest

from cardgames.games import GAME_IDS
from cardgames.ui.scenes.setup import SetupScene

ELLIPSIS = "\u2026"
#: what the fixed shares cut (labels, choices), and the most the measured widths may
BEFORE = (23, 100)
BOUND = (17, 83)
#: the games measured then; every other game has its own bound per language
MEASURED = ("pocha", "latxa", "pitch", "bourre", "tien_gow")
BOUND_PER_LANGUAGE = (2, 8)


def open_setup(make_app, game: str, lang: str):
    app = make_app(size=(1024, 640), language=lang)
    app.open("setup", game)
    app.step(1 / 60)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return setup


def cut_texts(setup) -> tuple[list[str], list[str]]:
    labels = [lab.text for lab in setup.labels if ELLIPSIS in lab.text]
    choices = [shown for row in setup.rows.values() for shown in row.values if ELLIPSIS in shown]
    return labels, choices


def test_fewer_labels_and_choices_are_cut_in_spanish_and_basque(make_app):
    labels, choices, middle, over = 0, 0, [], []
    for lang in ("es", "eu"):
        for game in GAME_IDS:
            cut_labels, cut_choices = cut_texts(open_setup(make_app, game, lang))
            if game in MEASURED:
                labels += len(cut_labels)
                choices += len(cut_choices)
            elif len(cut_labels) > BOUND_PER_LANGUAGE[0] or \
                    len(cut_choices) > BOUND_PER_LANGUAGE[1]:
                over.append((game, lang, cut_labels, cut_choices))
            middle += [(game, lang, c) for c in cut_choices if not c.endswith(ELLIPSIS)]
    assert over == [], "a new game's setup cuts more than the others'"
    assert labels <= BOUND[0] < BEFORE[0], f"{labels} labels cut"
    assert choices <= BOUND[1] < BEFORE[1], f"{choices} choices cut"
    assert middle == [], "a choice cut in the middle"


def test_tien_gows_basque_bonus_choices_show_their_start(make_app):
    setup = open_setup(make_app, "tien_gow", "eu")
    shown = list(setup.rows["last_trick_bonus_sets"].values)
    assert all(s.endswith(ELLIPSIS) or ELLIPSIS not in s for s in shown), shown
    assert not any(s[:1].isdigit() and s[1:3] == ". " for s in shown), "no numbered choices"


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_column_whose_labels_are_short_gives_its_controls_the_rest(make_app, game):
    """Every control of a column starts at one offset, right after what its longest
    whole label needs (so a column of short labels has wide controls)."""
    from cardgames.ui import text
    from cardgames.ui.scenes.setup import FIT_SLACK_PX, LABEL_GAP_U

    setup = open_setup(make_app, game, "en")
    m = setup.metrics
    starts: dict[int, set[int]] = {}
    for row in setup.rows.values():
        starts.setdefault(row.rect.x, set()).add(row.elements[0].rect.x - row.rect.x)
    for x, offsets in starts.items():
        assert len(offsets) == 1, f"column at {x}: controls at {offsets}"
    widths = [setup.first_label_w, *setup.label_ws]
    for row in setup.rows.values():
        label = next(lab for lab in setup.labels if lab.rect.topleft == row.rect.topleft)
        if ELLIPSIS not in label.text:
            need = text.size(label.text, m.small_px)[0] + m.px(LABEL_GAP_U) + FIT_SLACK_PX
            offset = row.elements[0].rect.x - row.rect.x
            assert need <= offset, (row.key, need, offset)
    assert all(0 < w for w in widths)
