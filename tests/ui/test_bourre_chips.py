"""Bourré's chips on the table (issue 13): the pot in the middle and every seat's bank
beside its panel, clear of everything at every window size and player count; chips
flying as the engine's events say (antes into the pot, the pot to its winner, bourré
payments into the next pot), the numbers changing as they land; none with animation off.
"""

from __future__ import annotations

import random

import pygame
import pytest

from cardgames.games import create
from cardgames.ui.games import bourre_chips
from cardgames.ui.games.bourre import BourreTable
from cardgames.ui.games.bourre_chips import POT, ChipFlight, ChipMove, ChipsBeat, moves_for
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.table.trick_area import rect_distance
from cardgames.ui.widgets import chips

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (800, 1000), (2560, 1080)]


def _resize(app, size):
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def _table(app) -> TableScene:
    return next(s for s in app.scenes.stack if isinstance(s, TableScene))


def _chip_flights(layout) -> list[ChipFlight]:
    return [f for f in layout.animator.flights if isinstance(f, ChipFlight)]


# --- where the chips lie ----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_the_pot_and_the_banks_lie_clear_of_everything(make_app, players):
    """The pot lies in the middle (its centre inside the shared area), every bank beside
    its own panel; neither touches a trick card (any seat's, with its tags), a seat panel,
    an opponent's cards, the human's hand, the prompt, a corner panel, a button, or each
    other; all inside the window."""
    app = make_app(size=SIZES[0])
    app.open("table", "bourre", players=players, seed=2)
    for _ in range(3):
        app.step(1 / 60)
    layout = _table(app).table
    assert isinstance(layout, BourreTable)
    size = layout.largest_hand()
    for window in SIZES:
        _resize(app, window)
        g, m = layout.geometry, layout.metrics
        screen = pygame.Rect(0, 0, *window)
        pot = layout.pot_rect
        tag = m.px(12)
        trick = [layout.trick.slot(s).inflate(0, 2 * tag) for s in range(players)]
        fans = [fan.bounds_for(size) for fan in layout.fans.values()]
        codes = [str(k) for k in range(size)]
        hand = [layout.hand.slot_for(codes, c) for c in codes]
        others = [*(pygame.Rect(p.rect) for p in layout.seat_panels), *fans, *hand,
                  pygame.Rect(g.hand_area), layout.prompt_band(), pygame.Rect(layout.scores.rect),
                  pygame.Rect(layout.trump.rect), pygame.Rect(g.menu_button),
                  pygame.Rect(_table(app).hint.button.rect),
                  pygame.Rect(_table(app).undo.button.rect)]
        assert screen.contains(pot), (window, pot)
        assert g.shared_area.collidepoint(pot.center), (window, "the pot is off the middle")
        assert pot.collidelist(trick + others) < 0, (window, pot, "on",
                                                     (trick + others)[pot.collidelist(
                                                         trick + others)])
        assert pot.width >= 4 * layout.pot_radius and layout.pot_radius >= m.px(11)
        # the table's messages never cover the pot (they move above it if need be)
        scene = _table(app)
        scene.toast.show("Carmen plays and exchanges 4 cards")
        app.step(1 / 60)
        assert scene.toast.rect.height > 0 and not scene.toast.rect.colliderect(pot), \
            (window, scene.toast.rect, pot)
        banks = layout.bank_rects
        assert len(banks) == players
        if window[0] >= 1280 and window[1] >= 800:  # room for every bank
            assert all(b is not None for b in banks), (window, banks)
        placed = [b for b in banks if b is not None]
        for seat, bank in enumerate(banks):
            if bank is None:
                continue
            assert screen.contains(bank), (window, seat)
            assert bank.collidelist(trick + others + [pot]) < 0, (window, seat, bank)
            assert [b for b in placed if b is not bank and b.colliderect(bank)] == []
            # beside its own panel: nearer it than any other seat's
            near = min(range(players),
                       key=lambda s: rect_distance(bank.center, layout.seat_panels[s].rect))
            assert near == seat, (window, seat, "lies by seat", near)
            assert rect_distance(bank.center, layout.seat_panels[seat].rect) <= \
                bank.width + m.px(8)


def test_a_pot_with_nowhere_to_go_is_refused_and_a_bank_beside_a_crowded_panel_too():
    inside = pygame.Rect(0, 0, 400, 300)
    busy = [pygame.Rect(0, 0, 400, 140), pygame.Rect(0, 160, 400, 140)]
    assert bourre_chips.place_pot((60, 60), (200, 150), busy, inside, 4, 5, 200) is None
    spot = bourre_chips.place_pot((60, 10), (200, 100), busy, inside, 4, 5, 200)
    assert spot is not None and spot.collidelist(busy) < 0 and spot.centery == 150
    panel = pygame.Rect(100, 100, 100, 50)
    crowd = [pygame.Rect(0, 0, 400, 99), pygame.Rect(0, 151, 400, 149),
             pygame.Rect(0, 0, 99, 300), pygame.Rect(201, 0, 199, 300)]
    assert bourre_chips.place_beside((20, 20), panel, crowd, inside, 4) is None
    beside = bourre_chips.place_beside((20, 20), panel, [], inside, 4)
    assert beside is not None and beside.right == panel.left - 4


def test_pile_chips_use_small_chips_until_there_are_too_many():
    assert chips.pile_chips(5, 18) == [1] * 5
    assert chips.pile_chips(30, 18) == [5] * 6
    assert sum(chips.pile_chips(137, 18)) == 137
    assert len(chips.pile_chips(10_000, 18)) == 18
    assert chips.pile_chips(0, 18) == [] and chips.pile_chips(-4, 18) == []
    columns = chips.pile_columns(23)
    assert len(columns) <= chips.PILE_COLUMNS
    assert all(len(c) <= chips.PILE_PER_COLUMN for c in columns)
    assert sum(map(sum, columns)) == 23


# --- which chips move ---------------------------------------------------------------------------
def test_events_say_which_chips_move():
    antes = {"type": "antes", "antes": [1, 0, 1, 1], "pot": 7, "banks": [9, 10, 9, 9]}
    assert moves_for(antes) == [[ChipMove(0, POT, 1), ChipMove(2, POT, 1), ChipMove(3, POT, 1)]]
    assert moves_for({"type": "double_ante", "seat": 2, "amount": 1, "pot": 8}) == \
        [[ChipMove(2, POT, 1)]]
    assert moves_for({"type": "double_ante", "seat": 2, "amount": 0, "pot": 8}) == []
    scored = {"type": "hand_scored", "winnings": [0, 6, 0, 0], "payments": [6, 0, 0, 6]}
    assert moves_for(scored) == [[ChipMove(POT, 1, 6)], [ChipMove(0, POT, 6), ChipMove(3, POT, 6)]]
    split = {"type": "hand_scored", "winnings": [0, 0, 0], "payments": [0, 0, 4]}
    assert moves_for(split) == [[ChipMove(2, POT, 4)]]
    assert moves_for({"type": "played", "seat": 0, "card": "AS"}) == []


# --- chips in flight ----------------------------------------------------------------------------
def test_antes_fly_from_every_seat_to_the_pot_and_count_when_they_land(make_app):
    app = make_app(speed="normal")
    app.open("table", "bourre", players=5, seed=3)
    scene = _table(app)
    layout = scene.table
    antes = next(e for e in scene.runner.state.events if e["type"] == "antes")
    paying = [s for s, a in enumerate(antes["antes"]) if a > 0]
    assert len(paying) == 5
    for _ in range(5):  # the events become beats on one frame, the first starts on the next
        app.step(1 / 60)
        if _chip_flights(layout):
            break
    flights = _chip_flights(layout)
    assert len(flights) == len(paying)
    pot = layout.chip_point(POT)
    assert all(f.end == pot for f in flights)
    assert sorted(f.start for f in flights) == sorted(layout.chip_point(s) for s in paying)
    assert all(layout.bank_rects[s].midbottom == layout.chip_point(s) for s in paying)
    # a bank drops as its chips take off; the pot counts them only as they land
    assert layout.model.pot == 0
    for flight in flights:
        seat = next(s for s in paying if layout.chip_point(s) == flight.start)
        assert layout.model.banks[seat] == (99 if flight.started else 100), seat
    assert any(not f.started for f in flights)  # a moment apart: not all at once
    for _ in range(200):
        if not _chip_flights(layout):
            break
        app.step(1 / 60)
    assert not _chip_flights(layout)
    assert layout.model.pot == antes["pot"] and layout.model.banks == antes["banks"]
    # the chips are drawn as chips, not cards: a frame mid-flight paints them
    flight = ChipFlight([1, 1], 12, (50, 50), (150, 50), 1.0, 0.0, None)
    flight.elapsed = 0.5
    surface = pygame.Surface((200, 100))
    layout.animator.flights.append(flight)
    flight.started = True
    layout.animator.draw(surface, layout.renderer)
    layout.animator.flights.remove(flight)
    assert surface.get_bounding_rect().width > 0


def _a_hand_with_a_winner_and_a_bourre(players: int):
    for seed in range(200):
        state = create("bourre", players=players).new_state(seed=seed)
        rng = random.Random(seed)
        while not state.history:
            state.apply(rng.choice(state.legal_actions()))
        record = state.history[0]
        if record["kind"] == "played" and record["winner"] is not None and record["bourre"]:
            return next(e for e in state.events if e["type"] == "hand_scored")
    raise AssertionError("no such hand")


def _run(app, layout, beat: ChipsBeat) -> list[ChipFlight]:
    beat.start()
    flights = _chip_flights(layout)
    for _ in range(200):
        layout.animator.update(1 / 30)
        if beat.update(1 / 30):
            break
    else:
        raise AssertionError("the chips never landed")
    return flights


def test_the_pot_flies_to_the_winner_then_the_bourre_payments_into_the_pot(make_app, ui):
    event = _a_hand_with_a_winner_and_a_bourre(4)
    app = make_app(speed="normal")
    app.open("table", "bourre", players=4, seed=1)
    assert ui.step_until(app, lambda: _table(app).input_ready, frames=3000)
    layout = _table(app).table
    m = layout.model
    winner = event["winner"]
    before = [s - w + p for s, w, p in zip(event["scores"], event["winnings"], event["payments"],
                                           strict=True)]
    m.pot, m.banks = event["pot"], list(before)
    beats = [b for b in layout.beats_for(event) if isinstance(b, ChipsBeat)]
    assert len(beats) == 2
    won = _run(app, layout, beats[0])
    assert [(f.start, f.end) for f in won] == [(layout.chip_point(POT), layout.chip_point(winner))]
    assert m.banks[winner] == before[winner] + event["winnings"][winner]
    assert m.pot == event["pot"] - event["winnings"][winner]
    paid = _run(app, layout, beats[1])
    assert sorted(f.start for f in paid) == sorted(layout.chip_point(b) for b in event["bourre"])
    assert all(f.end == layout.chip_point(POT) for f in paid)
    assert m.pot == event["new_pot"] and m.banks == event["scores"]
    assert [s.score for s in m.seats] == event["scores"]


def test_with_animation_off_nothing_flies_and_the_numbers_are_right_at_once(make_app, ui):
    from cardgames.ui.scenes.match_end import MatchEndScene

    app = make_app(speed="off", autoplay=True)
    app.open("table", "bourre", players=4, seed=4, rules={"max_hands": 2})
    scene = _table(app)
    layout = scene.table
    added = []
    real_add = layout.animator.add

    def watch(flight):
        added.append(flight)
        return real_add(flight)

    layout.animator.add = watch
    # one beat on its own: it lands as it starts
    m = layout.model
    m.pot, m.banks = 0, [100] * 4
    event = {"type": "antes", "antes": [1, 1, 0, 1], "pot": 3, "banks": [99, 99, 100, 99]}
    beat, = bourre_chips.beats_for(layout, event)
    beat.start()
    assert (m.pot, m.banks) == (3, [99, 99, 100, 99]) and beat.update(0.0)
    # a whole match: chips never fly
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, MatchEndScene), frames=20000)
    assert not [f for f in added if isinstance(f, ChipFlight)]
    assert m.banks == list(scene.runner.state.bank)
    assert m.pot == scene.runner.state.pot
