"""Tien Gow's table, driven headlessly: a whole AI match to the match end, sets chosen by
clicking tiles (only legal sets light a button), an illegal set refused with the engine's
reason and no change, the table fitting 1024x640 and 1920x1080, and the hand summary
listing each payment with its reason."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cardgames.ui.games.tien_gow import TienGowTable
from cardgames.ui.scenes.hand_summary import HandSummaryScene
from cardgames.ui.scenes.match_end import MatchEndScene
from cardgames.ui.scenes.table import TableScene
from cardgames.ui.widgets.toast import REFUSAL

SIZES = ((1024, 640), (1920, 1080))
SHORT = {"hands_per_session": 2}


def leading(state) -> bool:
    return state.current_player == 0 and not state.is_over and not state.trick \
        and len(state.hands[0]) >= 4


def following(state) -> bool:
    return state.current_player == 0 and not state.is_over and bool(state.trick) \
        and len(state.hands[0]) >= 3


def to_human(app, ui) -> TableScene:
    assert ui.step_until(app, lambda: isinstance(app.scenes.top, TableScene)
                         and app.scenes.top.input_ready, frames=8000)
    return app.scenes.top


def click_tile(app, ui, table: TableScene, key: str) -> None:
    rect = table.table.hand.rect_of(key)
    assert rect is not None, key
    ui.click(app, (rect.left + max(3, rect.width // 12), rect.top + rect.height // 3))


def test_whole_match_with_ai_in_every_seat_reaches_match_end(make_app, ui):
    app = make_app(autoplay=True)
    app.open("table", "tien_gow", rules=SHORT, seed=4)
    assert isinstance(app.scenes.top.table, TienGowTable)
    summaries = []

    def over():
        top = app.scenes.top
        if isinstance(top, HandSummaryScene) and id(top) not in {id(s) for s in summaries}:
            summaries.append(top)
        return isinstance(top, MatchEndScene)

    assert ui.step_until(app, over, frames=40000)
    end = app.scenes.top
    assert len(end.data.hand_labels) == 2 and len(summaries) == 2
    assert sum(end.data.scores) == 800
    payments = summaries[0].data.payments
    assert payments and all(" pays " in line for line in payments)


def test_selecting_a_legal_set_lights_its_button_and_plays_it(make_app, ui):
    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    hand = list(layout.hand.cards)
    click_tile(app, ui, table, hand[-1])
    app.step(1 / 60)
    choices = [c.action for c in layout.bar.choices]
    code = hand[-1].split("#")[0]
    assert choices == [f"lead:{code}"]
    before = len(state.log)
    ui.click(app, table.target_rect(f"button:lead:{code}").center)
    assert state.action_log[before] == f"lead:{code}"


def test_tiles_are_selected_from_the_keyboard_lifted_ringed_and_cleared(make_app, ui):
    """The hand is the multi-select part: Right moves the focus, Space or Enter selects,
    a selected tile stays lifted with its gold ring, Escape lets every tile go (and does
    not open the pause menu)."""
    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table
    hand = layout.hand
    cards = list(hand.cards)
    ui.key(app, pygame.K_RIGHT)  # the focus appears on the first tile
    ui.key(app, pygame.K_SPACE, unicode=" ")
    ui.key(app, pygame.K_RIGHT)
    ui.key(app, pygame.K_RETURN, unicode="\r")
    assert hand.selection() == (cards[0], cards[1])
    for _ in range(30):
        app.step(1 / 60)
    for key in cards[:2]:
        assert hand.rect_of(key).y < hand.settled_rect(key).y  # held up while selected
    assert hand.rect_of(cards[-1]).y >= hand.settled_rect(cards[-1]).y - 1
    ring = hand.rect_of(cards[0])
    colour = app.screen.get_at((ring.centerx, ring.top - 2))[:3]
    assert colour[0] > 200 and colour[1] > 150 and colour[2] < 120  # the gold ring
    codes = layout.selected_codes()
    assert all(c.action.endswith(":" + ",".join(codes)) for c in layout.bar.choices)
    ui.key(app, pygame.K_ESCAPE)
    assert hand.selection() == () and app.scenes.top is table


def test_an_illegal_set_lights_nothing_and_is_refused_unchanged(make_app, ui):
    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    legal = {str(a) for a in state.legal_actions()}
    pair = None
    for a, b in itertools.combinations(layout.hand.cards, 2):
        codes = ",".join(sorted([a.split("#")[0], b.split("#")[0]],
                                key=lambda c: __import__("cardgames.core.dominoes",
                                                         fromlist=["sort_key"]).sort_key(c)))
        if f"lead:{codes}" not in legal:
            pair = (a, b, codes)
            break
    assert pair is not None
    click_tile(app, ui, table, pair[0])
    click_tile(app, ui, table, pair[1])
    app.step(1 / 60)
    assert layout.bar.choices == []  # no button for a set that can't be led
    saved = state.to_json()
    ui.key(app, pygame.K_p, unicode="p")
    app.step(1 / 60)
    assert state.to_json() == saved
    assert table.toast.visible and table.toast.kind == REFUSAL
    assert table.toast.message == state.refusal(f"lead:{pair[2]}")


def test_following_offers_throw_down_for_the_right_count(make_app, ui):
    app = make_app(autoplay=True, demo_handover=following)
    app.open("table", "tien_gow", seed=5)
    table = to_human(app, ui)
    state = table.runner.state
    layout = table.table
    n = state.size
    for key in layout.hand.cards[-n:]:
        click_tile(app, ui, table, key)
    app.step(1 / 60)
    actions = [c.action for c in layout.bar.choices]
    assert any(a.startswith("play_down:") for a in actions)
    legal = {str(a) for a in state.legal_actions()}
    assert all(a in legal for a in actions)
    before = len(state.log)
    down = next(a for a in actions if a.startswith("play_down:"))
    ui.click(app, table.target_rect(f"button:{down}").center)
    assert state.action_log[before] == down


def _parts(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    layout = table.table
    parts = [(f"seat:{s}", p.rect) for s, p in enumerate(layout.seat_panels)]
    parts += [("score", layout.scores.rect), ("trump", layout.trump.rect),
              ("hand", layout.hand.bounds())]
    parts += [(f"fan:{s}", fan.bounds()) for s, fan in layout.fans.items() if fan.count]
    parts += [(name, rect) for name, rect in layout.bar.targets().items()]
    for seat, tiles, _how in layout.model.plays:
        rects = layout.set_rects(seat, len(tiles))
        parts.append((f"set:{seat}", rects[0].unionall(rects[1:])))
    if layout.prompt.message:
        parts.append(("prompt", layout.prompt.rect))
    return [(n, pygame.Rect(r)) for n, r in parts if r is not None and r.width > 0]


@pytest.mark.parametrize("moment", [leading, following])
def test_the_table_fits_small_and_large_windows(make_app, ui, moment):
    app = make_app(autoplay=True, demo_handover=moment)
    app.open("table", "tien_gow", seed=7)
    table = to_human(app, ui)
    layout = table.table
    for key in layout.hand.cards[:1]:
        click_tile(app, ui, table, key)
    for size in SIZES:
        app.resize(size)
        app.step(1 / 60)
        screen = app.screen.get_rect()
        parts = _parts(table)
        for name, rect in parts:
            assert screen.contains(rect), (name, rect, screen)
        for (a, ra), (b, rb) in itertools.combinations(parts, 2):
            if a.startswith("set:") and b.startswith("set:"):
                continue  # the sets of a trick may lie on each other
            assert not ra.colliderect(rb), (a, ra, b, rb)


# --- the deck options and the tiles' names -------------------------------------------------------

@pytest.fixture
def keep_look():
    """The domino look is process-wide: give it back as it was after the test."""
    from cardgames.ui.cards import dominoes

    before = dominoes.look()
    yield
    dominoes.set_look(before)


def _screen_colour(app, rect: pygame.Rect, x: float, y: float) -> tuple[int, int, int]:
    return tuple(app.screen.get_at((rect.x + round(x), rect.y + round(y))))[:3]


def _hex(colour: str) -> tuple[int, int, int]:
    return tuple(pygame.Color(colour))[:3]


def test_deck_options_choose_how_the_tiles_are_drawn(make_app, ui, keep_look):
    from cardgames.core import dominoes as dom
    from cardgames.ui.cards import dominoes

    looks = {}
    for rules in ({}, {"deck.suit_markers": True, "deck.form": "tile_ivory"}):
        app = make_app(autoplay=True, demo_handover=leading)
        app.open("table", "tien_gow", rules=rules, seed=3)
        table = to_human(app, ui)
        app.step(1 / 60)
        look = dominoes.look()
        looks[bool(rules)] = look
        hand = table.table.hand
        key = next(k for k in hand.cards if dom.suit(k.split("#")[0]) == dom.CIVIL)
        rect = hand.rect_of(key)
        x, y, _r = dominoes.marker_geometry(rect.width, rect.height, look)
        marker = _screen_colour(app, rect, x, y)
        ground = _screen_colour(app, rect, rect.width / 2, rect.height / 2)
        if rules:
            assert marker == _hex(dominoes.FORM_SPECS[dominoes.TILE_IVORY].muted)
            assert ground == _hex(dominoes.FORM_SPECS[dominoes.TILE_IVORY].face)
        else:
            assert marker == ground == _hex(dominoes.FORM_SPECS[dominoes.CARD].face)
    assert looks[False].form == dominoes.CARD and not looks[False].suit_markers
    assert looks[True].form == dominoes.TILE_IVORY and looks[True].suit_markers


def test_the_deck_options_are_on_the_setup_screen_and_leave_the_play_alone(make_app):
    import cardgames

    app = make_app(size=(1024, 640))
    scene = app.open("setup", "tien_gow")
    app.step(1 / 60)
    assert not scene.overflow, "every option has its row, the tiles' too"
    groups = dict(scene.model.groups())
    assert [s.key for s in groups["Tiles"]] == ["deck.form", "deck.suit_markers",
                                                "deck.code_labels", "deck.long_three_style",
                                                "deck.back_motif"]
    for spec in scene.model.schema.options.values():
        assert spec.key in scene.rows
    plain = cardgames.create("tien_gow", players=4)
    dressed = cardgames.create("tien_gow", players=4, rules={
        "deck.form": "tile_black", "deck.suit_markers": True, "deck.code_labels": True,
        "deck.long_three_style": "traditional", "deck.back_motif": "plain"})
    a, b = plain.new_state(seed=11), dressed.new_state(seed=11)
    for _ in range(12):
        assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]
        move = a.legal_actions()[0]
        a.apply(move)
        b.apply(move)
    assert a.view(0) == b.view(0)


def test_hovering_a_tile_names_it_and_a_face_down_tile_says_nothing(make_app, ui, keep_look):
    from cardgames.core import dominoes as dom
    from cardgames.ui.widgets.tile_tooltip import tooltip_lines

    app = make_app(autoplay=True, demo_handover=leading)
    app.open("table", "tien_gow", seed=3)
    table = to_human(app, ui)
    layout = table.table

    def hover(pos):
        pos = (int(pos[0]), int(pos[1]))
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False)])
        app.step(1 / 60)

    key = layout.hand.cards[-1]
    rect = layout.hand.rect_of(key)
    hover((rect.centerx, rect.top + rect.height // 3))
    assert layout.tile_tooltip_shown is not None
    code, shown = layout.tile_tooltip_shown
    assert code == key.split("#")[0]
    assert any(dom.english_name(code) in line for line in tooltip_lines(code))
    assert not shown.colliderect(rect)  # beside the tile, not over it
    # an opponent's face-down fan: no name
    fan = next(iter(layout.fans.values()))
    hover(fan.rects()[0].center)
    assert layout.tile_tooltip_shown is None
    assert layout.tile_at(fan.rects()[0].center) is None


def _threw_down(state) -> bool:
    return state.current_player == 0 and not state.is_over and any(
        p[0] == state.tricks_played and p[1] != 0 and p[3] == "play_down" for p in state.plays) \
        and bool(state.trick)


def test_a_thrown_down_tile_on_the_trick_has_no_name_a_face_up_one_has(make_app, ui, keep_look):
    app = make_app(autoplay=True, demo_handover=_threw_down)
    app.open("table", "tien_gow", seed=5)
    table = to_human(app, ui)
    app.step(1 / 60)
    layout = table.table
    down = [(seat, tiles) for seat, tiles, how in layout.model.plays if how == "play_down"]
    up = [(seat, tiles) for seat, tiles, how in layout.model.plays if how != "play_down"]
    assert down and up
    seat, tiles = down[0]
    for rect in layout.set_rects(seat, len(tiles)):
        assert layout.tile_at(rect.center) is None
    seat, tiles = up[0]
    rects = layout.set_rects(seat, len(tiles))
    assert layout.tile_at(rects[-1].center) == (tiles[-1], rects[-1])


def test_played_sets_fly_to_the_trick_and_tricks_fly_to_their_winner(make_app, ui):
    """With animation on, a set is in the air (not yet on the trick) before it lands, and
    a won trick leaves the middle as tiles sliding to the winner."""
    app = make_app(autoplay=True, speed="normal")
    app.open("table", "tien_gow", rules=SHORT, seed=4)
    table = app.scenes.top.table
    seen = {"play": 0, "collect": 0, "landed": 0}

    def watch():
        flights = table.animator.flights
        name = type(table.port.current_beat).__name__
        if name == "TilesPlayBeat" and flights:
            seen["play"] += 1
        if name == "TrickCollectBeat" and flights:
            seen["collect"] += 1
        if table.model.plays:
            seen["landed"] += 1
        return seen["play"] > 3 and seen["collect"] > 3 and seen["landed"] > 3

    assert ui.step_until(app, watch, frames=20000), seen
