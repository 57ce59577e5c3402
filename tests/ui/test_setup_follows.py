"""The setup form keeps an option that follows another in step with it (Bourré's
``max_discard`` follows ``hand_size``), until the player sets it by hand."""

from __future__ import annotations

from cardgames.ui.setup_model import SetupModel


def test_the_setup_form_moves_the_following_option_with_the_other():
    model = SetupModel("bourre")
    model.set("hand_size", 4)
    assert model.values["max_discard"] == 4 and not model.problems()
    model.set("max_discard", 2)
    model.set("hand_size", 5)  # changed by hand: it stays
    assert model.values["max_discard"] == 2
