"""Both family layouts are the seated table (cardgames.ui.table.seated) plus their centre:
what the base holds is written once, and no family layout copies it back."""

from __future__ import annotations

import pytest

from cardgames.ui.table.hooks import SeatedTableHooks
from cardgames.ui.table.press_layout import PressLayout
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.trick_layout import TrickLayout

#: what the families shared word for word, now only in the base
SHARED = ("speed", "show_summary", "finish_match", "announce", "say", "layout_seats",
          "direction", "update_seats", "draw_seats")


@pytest.mark.parametrize("layout", [TrickLayout, PressLayout])
def test_family_layout_is_a_seated_table(layout):
    assert issubclass(layout, SeatedTable)


@pytest.mark.parametrize("layout", [TrickLayout, PressLayout])
@pytest.mark.parametrize("name", SHARED)
def test_family_layout_does_not_copy_the_base(layout, name):
    assert name not in vars(layout), f"{layout.__name__}.{name} duplicates SeatedTable's"


def test_base_has_a_default_for_every_seated_hook():
    names = [n for n, v in vars(SeatedTableHooks).items()
             if not n.startswith("_") and callable(v)]
    assert names
    for name in names:
        assert name in vars(SeatedTable), name
    assert SeatedTable.score_columns == ()


def test_both_families_play_the_seated_tables_one_flights_beat():
    """The press table's flights are the trick table's beat (ui/table/beats.py), not a
    copy: no family module defines its own."""
    import cardgames.ui.table.press_layout as press
    import cardgames.ui.table.trick_beats as trick
    from cardgames.ui.table import beats

    for module in (press, trick):
        assert module.FlightsBeat is beats.FlightsBeat
        assert module.__name__ not in {getattr(module, n).__module__
                                       for n in ("FlightsBeat", "MatchOverBeat")
                                       if hasattr(module, n)}


def test_the_flights_beat_waits_for_its_flights_and_lands_at_once_with_animation_off():
    from types import SimpleNamespace

    from cardgames.ui.table.animation import Animator, Flight
    from cardgames.ui.table.beats import FlightsBeat

    landed = []
    table = SimpleNamespace(animator=Animator(), speed=1.0)
    flights = [Flight("6-6", (0, 0), (100, 50), 40, duration=0.2, delay=0.1 * i,
                      on_land=lambda i=i: landed.append(i)) for i in range(2)]
    beat = FlightsBeat(table, lambda: flights, sound="deal")
    assert beat.sound == "deal"
    beat.start()
    assert not beat.update(0.0) and landed == []
    for _ in range(40):
        table.animator.update(1 / 60)
    assert landed == [0, 1] and beat.update(0.0)

    off = FlightsBeat(SimpleNamespace(animator=Animator(), speed=0.0),
                      lambda: [Flight(None, (0, 0), (9, 9), 40, duration=0.0,
                                      on_land=lambda: landed.append("now"))])
    off.start()
    assert landed[-1] == "now" and off.update(0.0) and off.sound is None
