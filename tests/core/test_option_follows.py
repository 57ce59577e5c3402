"""An option whose default follows another option (issue 19: Bourré's four-card game
alone, ``{hand_size: 4}``, was refused because ``max_discard`` stayed at 5)."""

from __future__ import annotations

import random

import pytest

import cardgames
from cardgames.cli import main
from cardgames.core.options import OptionError, parse_schema

SCHEMA = {
    "game": "demo",
    "options": {
        "size": {"type": "int", "default": 5, "allowed": [4, 5]},
        "most": {"type": "int", "default": 5, "follows": "size", "allowed": [0, 1, 2, 3, 4, 5]},
    },
    "presets": {"small": {"options": {"size": 4}}, "capped": {"options": {"most": 2}}},
}


def test_a_following_option_takes_the_other_ones_value_unless_it_is_set():
    schema = parse_schema(SCHEMA, "demo.yaml")
    assert schema.resolve()["most"] == 5
    assert schema.resolve({"size": 4})["most"] == 4
    assert schema.resolve(preset="small")["most"] == 4
    assert schema.resolve({"size": 4, "most": 3})["most"] == 3  # set: kept
    assert schema.resolve({"size": 4}, preset="capped")["most"] == 2  # the preset set it


@pytest.mark.parametrize("change,key", [({"follows": "nothing"}, "options.most.follows"),
                                        ({"follows": "most"}, "options.most.follows"),
                                        ({"default": 3}, "options.most.default")])
def test_a_broken_follows_is_refused_with_its_key(change, key):
    data = {**SCHEMA, "options": {**SCHEMA["options"],
                                  "most": {**SCHEMA["options"]["most"], **change}}}
    with pytest.raises(OptionError) as error:
        parse_schema(data, "demo.yaml")
    assert error.value.problems[0].key == key


def test_bourre_four_card_alone_checks_and_plays(tmp_path, capsys):
    rules = tmp_path / "four.yaml"
    rules.write_text("game: bourre\nname: Four\noptions: {hand_size: 4}\n")
    assert main(["rules", "check", str(rules)]) == 0, capsys.readouterr().out
    game = cardgames.create("bourre", players=4, rules={"hand_size": 4})
    assert game.options["max_discard"] == 4 and game.max_discard == 4
    state, rng = game.new_state(seed=5), random.Random(5)
    while not state.is_over:
        state.apply_id(rng.choice(state.legal_ids()))
    assert all(h["exchanged"][s] <= 4 for h in state.view(0)["history"]
               for s in range(4) if h.get("exchanged") and h["exchanged"][s] is not None)
    # an exchange above the hand size is still refused when written out
    with pytest.raises(OptionError, match="max_discard"):
        cardgames.create("bourre", rules={"hand_size": 4, "max_discard": 5})
