"""The table as a player reads it (issue 10): a short hand uses the room, the tutorial's
lit card is drawn whole, cards rise only when one may be played, the demo's prompt
agrees with "you", and every badge and marker explains itself on hover."""

from __future__ import annotations

import pygame
import pytest

from cardgames.ui.scenes.tutorial import TutorialScene
from cardgames.ui.table.fanned_hand import FannedHand

FRAME = 1 / 60


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                              buttons=(0, 0, 0), touch=False)


def _table(make_app, size=(1024, 640), players=4, seed=3, **kwargs):
    app = make_app(size=size, **kwargs)
    scene = app.open("table", "pocha", players=players, seed=seed)
    for _ in range(3):
        app.step(FRAME)
    return app, scene


# --- 3. a short hand uses the room ------------------------------------------------------------
@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_short_hand_lies_side_by_side(make_app, count):
    app, scene = _table(make_app, autoplay=True)
    layout = scene.table
    codes = ["1O", "3C", "7E", "12B"][:count]
    rects = [layout.hand.slot_for(codes, c) for c in codes]
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right < right.left, (count, left, right)  # a gap, no overlap
    bounds = rects[0].unionall(rects[1:])
    assert pygame.Rect(0, 0, 1024, 640).contains(bounds)
    assert not bounds.colliderect(layout.seat_panels[0].rect)  # the human's panel


@pytest.mark.parametrize("count", [10, 12])
def test_a_long_hand_still_fits_the_window(make_app, count):
    app, scene = _table(make_app, autoplay=True)
    layout = scene.table
    codes = [f"{r}{s}" for s in "OCEB" for r in (1, 2, 3, 4, 5, 6, 7)][:count]
    rects = [layout.hand.slot_for(codes, c) for c in codes]
    bounds = rects[0].unionall(rects[1:])
    assert pygame.Rect(0, 0, 1024, 640).contains(bounds)
    assert not bounds.colliderect(layout.seat_panels[0].rect)  # the human's panel
    assert all(b.left - a.left > 0.25 * a.width for a, b in zip(rects, rects[1:], strict=False))


# --- 4. the tutorial's lit card is drawn whole ------------------------------------------------
def test_the_tutorials_lit_card_is_drawn_whole_over_its_neighbours(make_app, ui):
    app = make_app(size=(1280, 800))
    app.open("tutorial", "pocha", start_at="head")
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    assert ui.step_until(app, lambda: scene.panel.visible and scene.step_ready, frames=2000)
    app.step(FRAME)
    hand = scene.table.hand
    code = "11B"
    assert code in hand.cards and hand.cards.index(code) < len(hand.cards) - 1  # a neighbour
    assert hand.drawing_order()[-1] == code
    full = scene.table.target_rect(f"card:{code}")
    assert scene.visible_target_rect(f"card:{code}") == full  # the spotlight lights all of it
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    face = scene.table.renderer.face(code, full.width)
    # the right part of the card, where the next card of the fan lies: the card's own face
    for fx in (0.7, 0.85):
        x, y = round(full.width * fx), round(full.height * 0.55)
        drawn = surface.get_at((full.x + x, full.y + y))[:3]
        own = face.get_at((x, y))[:3]
        assert all(abs(a - b) <= 12 for a, b in zip(drawn, own, strict=True)), (fx, drawn, own)
    # a click there plays the lit card (the one on top), not its neighbour
    assert hand.card_at((full.x + round(full.width * 0.85), full.centery)) == code


def test_without_a_spotlight_the_fan_keeps_its_order(make_app):
    hand = FannedHand(renderer=None)
    hand.cards = ["a", "b", "c"]
    assert hand.drawing_order() == ["a", "b", "c"]
    hand.on_top = {"a"}
    assert hand.drawing_order() == ["b", "c", "a"]


# --- 5. a card rises only when one may be played ----------------------------------------------
def _lift_of(app, hand, code):
    rect = hand.rect_of(code)
    for _ in range(20):
        app.step(FRAME, [_motion((rect.x + 4, rect.centery))])
    return hand.settled_rect(code).y - hand.rect_of(code).y


def test_hovered_cards_rise_only_when_a_card_may_be_played(make_app):
    app, scene = _table(make_app, seed=3)
    layout = scene.table
    assert pygame.display.get_surface() is not None
    for _ in range(3000):
        if scene.input_ready:
            break
        app.step(FRAME)
    view = scene.view()
    assert view["phase"] == "bidding"
    code = layout.hand.cards[0]
    assert _lift_of(app, layout.hand, code) == 0  # bidding: the card stays down
    # bid, then wait for a turn to play
    for _ in range(20000):
        if scene.input_ready and scene.view()["phase"] == "playing":
            break
        if scene.input_ready:
            scene.submit(scene.runner.state.legal_actions()[0].__str__())
        app.step(FRAME)
    legal = [a[5:] for a in scene.view()["legal_actions"] if a.startswith("play:")]
    assert legal
    assert _lift_of(app, layout.hand, legal[0]) > 0  # now it rises under the mouse


def test_cards_stay_down_in_a_replay(make_app, tmp_path):
    import random

    from cardgames.core.history import record_hand
    from cardgames.games import create

    state = create("pocha", players=4, rules={"deal_schedule": [3, 3]}).new_state(seed=9)
    rng = random.Random(2)
    while state.hands_finished < 1:
        state.apply(rng.choice(state.legal_actions()))
    path = record_hand(state, 1, ["Maite", "Ane", "Mikel", "Carmen"], folder=tmp_path / "h")
    app = make_app(size=(1024, 640))
    scene = app.open("replay", replay_file=str(path)).wait()
    app.step(FRAME)
    for _ in range(5):
        scene.forward()
    for _ in range(60):
        app.step(FRAME)
    hand = scene.table.hand
    assert hand.cards
    for code in hand.cards:
        assert _lift_of(app, hand, code) == 0, code


# --- 6. the demo's prompt agrees with "you" ---------------------------------------------------
def test_the_prompt_says_thinking_for_you_when_the_ai_plays_your_seat(make_app):
    app, scene = _table(make_app, autoplay=True)
    layout = scene.table
    view = scene.view()
    message, yours = layout._prompt(view, False, layout.model.viewer)
    assert message == "Thinking for you\u2026" and not yours
    other = 1
    message, _ = layout._prompt(view, False, other)
    assert message == f"{layout.model.seats[other].name} is thinking\u2026"
    assert "You is" not in message


# --- 7. every badge and marker explains itself --------------------------------------------------
def _tooltip_drawn(app, layout, pos) -> bool:
    """Hovering ``pos`` draws a tooltip (pixels change where nothing else moves)."""
    surface = pygame.Surface(app.screen.get_size())
    layout.mouse = (-10, -10)
    layout.draw(surface)
    bare = surface.copy()
    layout.mouse = pos
    layout.draw_tooltips(surface)
    return pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count() != \
        pygame.mask.from_threshold(bare, (0, 0, 0), (1, 1, 1, 255)).count() or \
        surface.get_view("2").raw != bare.get_view("2").raw


def test_every_badge_and_marker_has_a_tooltip(make_app):
    app, scene = _table(make_app, size=(1280, 800), players=5, seed=4)
    layout = scene.table
    for _ in range(20000):  # the human's turn with a trick in progress
        if scene.input_ready:
            if scene.view()["phase"] == "playing" and len(layout.model.trick) >= 2:
                break
            scene.submit(str(scene.runner.state.legal_actions()[0]))
        app.step(FRAME)
    assert scene.input_ready and len(layout.model.trick) >= 2
    app.step(FRAME)
    surface = pygame.Surface(app.screen.get_size())
    layout.draw(surface)  # places the trick's tags
    spots = {"dealer": layout.dealer_chip.rect, "mano": layout.mano_tag.rect,
             "trump": layout.trump.rect}
    turn = next(p for p in layout.seat_panels if p.turn or p.thinking)
    spots["turn"] = turn.rect
    spots["score turn"] = layout.scores.row_rect(layout.scores.turn, layout.metrics)
    for rect, words in layout.trick.tags:
        spots[words.split(":")[0]] = rect
    assert {"Led", "Winning"} <= set(spots), spots
    if layout.mano_tag.visible:
        found = layout.tooltip_at(layout.mano_tag.rect.center)
        assert "after the dealer" in found[0] and "leads the first trick" in found[0]
    for name, rect in spots.items():
        if name == "mano" and not layout.mano_tag.visible:
            continue
        found = layout.tooltip_at(rect.center)
        assert found is not None and len(found[0]) > 10, name
        assert _tooltip_drawn(app, layout, rect.center), name
    assert layout.tooltip_at((2, layout.metrics.height // 2)) is None  # bare felt: nothing


def test_a_card_pressed_while_the_hand_closes_up_is_still_played():
    """Side by side, the cards slide together after a play; a press and release on the
    same spot of a sliding card plays it (not lost in the gap it slid away from)."""
    from cardgames.ui.cards import renderer_for

    hand = FannedHand(renderer_for("spanish"))
    hand.layout(pygame.Rect(100, 400, 800, 200), 100)
    hand.active = hand.clickable = True
    chosen = []
    hand.on_choose = chosen.append
    hand.set_cards(["1O", "3C", "7E"])
    hand.set_cards(["3C", "7E"])  # the 1O was played: the others close up
    start = hand.rect_of("3C")
    spot = (start.right - 3, start.centery)
    assert hand.settled_rect("3C").right < spot[0]  # it is still sliding (to the left)
    hand.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    hand.update(0.05)
    assert not hand.rect_of("3C").collidepoint(spot)  # slid on from under the pointer
    hand.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    assert chosen == ["3C"]
