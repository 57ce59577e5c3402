"""Each card of the trick lies in front of the seat that played it, at every player count
and window size: no two trick cards share more than a corner, no card lies under another
card's "Led" or "Winning" tag, none lies on a seat panel, an opponent's cards or the
human's hand, and each is nearer its own seat than any other (issues 10 and 19).  Every
trick game the registry finds is measured at every player count it allows, with a full
trick (every seat has played), the tags any seat's card may wear and several hand sizes
(the opponents' fans, which the trick keeps clear of, shrink as the hand is played)."""

from __future__ import annotations

import pygame
import pytest

from cardgames.games import GAME_IDS, info_of
from cardgames.ui.table.trick_area import overlap_share, rect_distance, tag_edges, tag_rect

SIZES = [(1024, 640), (800, 640), (1280, 800), (1920, 1080), (2560, 1080), (800, 1000)]
CASES = [(game, n) for game in GAME_IDS if info_of(game).family == "trick"
         for n in info_of(game).player_counts]
#: the most of a card another trick card, or another card's tag, may cover (a corner)
CORNER = 0.15


def _resize(app, size):
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def hand_sizes(layout):
    """The hand sizes measured: the smallest ones (where the issue's overlaps were seen),
    the middle and the largest the game deals (the fans at their widest)."""
    largest = layout.largest_hand()
    return sorted({1, 2, 3, largest // 2, largest} & set(range(1, largest + 1)))


def trick_places(layout, size=None):
    """Every seat's trick card, where each seat sits, and what the cards must keep off,
    for a hand of ``size`` (default: the largest the game deals)."""
    size = size or layout.largest_hand()
    layout.model.hand_size = size
    layout.fans_laid_for = -1
    layout.place_fans()
    n = len(layout.seat_panels)
    slots = {seat: layout.trick.slot(seat) for seat in range(n)}
    fans = {seat: fan.bounds_for(size) for seat, fan in layout.fans.items()}
    codes = [f"x{k}" for k in range(size)]
    hand = [layout.hand.slot_for(codes, c) for c in codes]
    hand_bounds = hand[0].unionall(hand[1:])
    # where each seat is: its panel and its cards; the human's also the prompt's line,
    # which speaks to them (between their hand and the middle)
    seats = {seat: [pygame.Rect(p.rect)] for seat, p in enumerate(layout.seat_panels)}
    for seat, fan in fans.items():
        seats[seat].append(fan)
    seats[layout.model.viewer] += [hand_bounds, layout.prompt_band()]
    return slots, fans, hand_bounds, seats


def drawn_trick(layout, size):
    """Where the table draws each seat's card of a full trick (every seat has played)."""
    n = len(layout.seat_panels)
    sets = getattr(layout, "set_rects", None)  # a game that lays its trick out itself
    if sets is not None:  # (Tien Gow: each seat's set of tiles in a row across the middle)
        count = max(1, layout.model.trick_size or 1)
        return {seat: sets(seat, count)[0].unionall(sets(seat, count)) for seat in range(n)}
    return {seat: layout.trick.slot(seat) for seat in range(n)}


def covered(rect, parts):
    """How many pixels of ``rect`` the union of ``parts`` covers."""
    clips = [rect.clip(p) for p in parts if rect.colliderect(p)]
    total = sum(c.width * c.height for c in clips)
    for i, a in enumerate(clips):  # two parts (a card and its tag) overlap at most
        for b in clips[i + 1:]:
            both = a.clip(b)
            total -= both.width * both.height
    return total


def worst_cover(slots, metrics):
    """The worst overlap in a full trick, in shares of a card: (two cards, a card under
    another card with its tags, two tags), whichever seat led and whichever wins so far,
    with the tags where the trick area draws them."""
    items = list(slots.items())
    area = items[0][1].width * items[0][1].height
    cards = max((max(overlap_share(ra, rb), overlap_share(rb, ra))
                 for i, (_a, ra) in enumerate(items) for _b, rb in items[i + 1:]), default=0.0)
    under_tag = tags = 0.0
    for led in slots:
        for best in slots:
            led_top, best_top = tag_edges(slots, led, best, "Winning", metrics)
            placed = [(led, tag_rect(slots[led], "Led", led_top, metrics)),
                      (best, tag_rect(slots[best], "Winning", best_top, metrics))]
            for seat, tag in placed:
                for other, rect in items:
                    if other != seat:  # the card and its tag together over another card
                        under_tag = max(under_tag, covered(rect, [slots[seat], tag]) / area)
            if led != best:
                clip = placed[0][1].clip(placed[1][1])
                tags = max(tags, clip.width * clip.height / area)
    return cards, under_tag, tags


@pytest.mark.parametrize(("game", "players"), CASES)
def test_trick_cards_lie_in_front_of_their_seats(make_app, game, players):
    app = make_app(size=SIZES[0], autoplay=True)
    app.open("table", game, players=players, seed=2)
    for _ in range(3):
        app.step(1 / 60)
    layout = app.scenes.top.table
    tagged = not hasattr(layout, "set_rects")
    for size, cards_held in ((size, held) for size in SIZES for held in hand_sizes(layout)):
        if cards_held == hand_sizes(layout)[0]:
            _resize(app, size)
        _, fans, hand, seats = trick_places(layout, cards_held)
        slots = drawn_trick(layout, size)
        rects = list(slots.items())
        card_area = rects[0][1].width * rects[0][1].height
        assert card_area > 0
        if tagged:
            assert rects[0][1].width >= layout.geometry.small_card_w, (size, "trick cards too small")
            cards, under_tag, tags = worst_cover(slots, layout.metrics)
        else:
            cards, under_tag, tags = worst_cover(slots, layout.metrics)[0], 0.0, 0.0
        where = (size, cards_held)
        assert cards <= CORNER, (where, "two trick cards overlap", cards)
        assert under_tag <= CORNER, (where, "a card with its tag covers another", under_tag)
        assert tags == 0, (where, "two tags overlap", tags)
        for a, ra in rects:
            for seat, panel in enumerate(layout.seat_panels):
                assert not ra.colliderect(panel.rect), (where, a, "on the panel of", seat)
            for seat, fan in fans.items():
                assert not ra.colliderect(fan), (where, a, "on the cards of", seat)
            assert not ra.colliderect(hand), (where, a, "on the human's hand")
            assert pygame.Rect(0, 0, *size).contains(ra), (where, a, "off the window")
            if not tagged:  # Tien Gow's sets lie in one row across the middle, by design
                continue
            distance = {s: min(rect_distance(ra.center, r) for r in rs)
                        for s, rs in seats.items()}
            nearest = min(distance, key=distance.get)
            assert nearest == a, (where, a, "is nearer seat", nearest, distance)


def test_the_led_and_the_winning_card_are_tagged_with_tooltips(make_app):
    """The led card says "Led", the card the view says wins so far "Winning" (gold), each
    with a tooltip; a finished trick's winner says "Takes"."""
    app = make_app(size=(1280, 800), autoplay=True)
    app.open("table", "pocha", players=4, seed=2)
    for _ in range(3):
        app.step(1 / 60)
    layout = app.scenes.top.table
    area = layout.trick
    area.cards = [(1, "1O"), (2, "3O"), (3, "7C")]
    area.winning = 2
    area.winner = None
    surface = pygame.Surface((1280, 800))
    area.draw(surface, layout.metrics)
    words = {}
    for rect, help_text in area.tags:
        found = area.help_at(rect.center)
        assert found is not None and found[0] == help_text and help_text
        words[help_text.split(":")[0]] = rect
    assert set(words) == {"Led", "Winning"}
    assert area.slot(1).collidepoint(words["Led"].centerx, words["Led"].top)  # on the led card
    winning = area.slot(2)
    assert winning.left <= words["Winning"].centerx <= winning.right
    # the winning card's gold outline: a gold pixel just outside its left edge
    gold = surface.get_at((winning.left - 2, winning.centery))[:3]
    assert gold[0] > 180 and gold[1] > 140 and gold[2] < 120, gold
    # a finished trick: its winner takes it
    area.winner = 3
    area.draw(surface, layout.metrics)
    assert any(h.startswith("Takes") for _, h in area.tags)
    assert not any(h.startswith("Winning") for _, h in area.tags)
    # one card alone is not tagged (it leads and wins trivially)
    area.cards, area.winner, area.winning = [(1, "1O")], None, 1
    area.draw(surface, layout.metrics)
    assert area.tags == []


def test_the_view_says_who_wins_the_trick_so_far():
    """The engine's view names the seat winning the trick in progress (Pocha and Pitch);
    the UI only shows it.  A new card either takes the lead or leaves it where it was, and
    the trick goes to the seat that was winning once the last card is down."""
    import random

    from cardgames.games import create

    for game_id, players in (("pocha", 4), ("pitch", 5)):
        for seed in range(3):
            state = create(game_id, players=players).new_state(seed=seed)
            rng = random.Random(seed)
            seen = 0
            for _ in range(120):
                if state.is_over:
                    break
                before = state.view(0)
                if before["trick"]:
                    assert before["trick_winner"] in {t["seat"] for t in before["trick"]}
                    seen += 1
                else:
                    assert before["trick_winner"] is None
                seat = state.current_player
                action = str(rng.choice(state.legal_actions()))
                done = len(state.events)
                state.apply(action)
                if not action.startswith("play:"):
                    continue
                won = [e for e in state.events[done:] if e["type"] == "trick_won"]
                after = state.view(0)
                if won:
                    if before["trick"]:
                        assert won[0]["winner"] in (before["trick_winner"], seat)
                else:
                    assert after["trick_winner"] in ((seat,) if not before["trick"]
                                                     else (before["trick_winner"], seat))
            assert seen > 3, game_id
