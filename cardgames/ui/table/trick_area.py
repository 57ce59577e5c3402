"""The cards of the trick, each lying in front of the seat that played it (between that
seat and the table's centre, as at a real table), in play order (the latest on top).

The led card wears a small "Led" tag; the card winning the trick so far (the engine's
word: the view's ``trick_winner``) a gold outline and a "Winning" tag.  When a trick is
complete it rests for a moment with the winning card outlined and tagged "Takes", the
winner named, before the beats slide it away (or, with animation off, until the next
card is led).

Where each seat's card lies is worked out once per window size and hand size
(:meth:`TrickArea.place`): along the line from what the seat holds (its fanned cards) to
the centre, as near the seat as it can be without touching any seat's cards, any seat
panel, the corner panels or the human's hand; smaller cards when the table is crowded
(eight seats in a small window) so no two trick cards cover more than a corner of each
other.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.fanned_hand import blit_card
from cardgames.ui.widgets import surfaces

#: the most of a card's area two trick cards may share (a corner, never the face)
MAX_SHARED = 0.12
#: the most of a card's area another card's "Led" / "Winning" tag may cover where the
#: cards are placed (tags are drawn over every card: more would hide its index); when
#: drawn, each tag takes the edge that keeps it off the other tag (:func:`tag_edges`)
TAG_SHARED = 0.10
#: how far from the centre a trick card may lie, in card heights (the trick stays a group;
#: more seats need a wider ring): MAX_REACH + REACH_PER_SEAT * seats
MAX_REACH = 0.9
REACH_PER_SEAT = 0.15
#: the trick cards never shrink below this share of the usual trick card's width
MIN_SCALE = 0.55
#: sideways steps (in card widths) a card may take off its seat's line, and what a pixel
#: off the line costs (low: the card hugs its seat; high: it keeps to the line)
LATERAL = (0.0, 0.3, -0.3, 0.6, -0.6, 0.9, -0.9, 1.2, -1.2)
LATERAL_COSTS = (0.3, 1.5)

Point = tuple[float, float]


def overlap_share(a: pygame.Rect, b: pygame.Rect) -> float:
    """The share of ``a``'s area that ``b`` covers (0..1)."""
    clip = a.clip(b)
    area = a.width * a.height
    return clip.width * clip.height / area if area else 0.0


def largest_share(rects: Sequence[pygame.Rect]) -> float:
    """The largest share of one rect's area that another of ``rects`` covers."""
    return max((max(overlap_share(a, b), overlap_share(b, a))
                for i, a in enumerate(rects) for b in rects[i + 1:]), default=0.0)


def clip_area(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def tag_excess(a: pygame.Rect, a_tags: Sequence[pygame.Rect],
               b: pygame.Rect, b_tags: Sequence[pygame.Rect]) -> float:
    """How far two trick cards with their tags (top, bottom) break the tag rules, in
    pixels: a tag covering more than TAG_SHARED of the other card, and any overlap of one
    card's top tag with the other's bottom tag (one may win while the other led)."""
    allowed = TAG_SHARED * a.width * a.height
    excess = sum(max(0.0, clip_area(tag, b) - allowed) for tag in a_tags)
    excess += sum(max(0.0, clip_area(tag, a) - allowed) for tag in b_tags)
    return excess


def rect_distance(point: Point, rect: pygame.Rect) -> float:
    """How far ``point`` is from ``rect`` (0 inside it)."""
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


def nearest_seat(point: Point, regions: dict[int, list[pygame.Rect]]) -> int:
    """The seat whose panel or cards (``regions``) lie nearest ``point``."""
    return min(regions, key=lambda s: min((rect_distance(point, r) for r in regions[s]),
                                          default=math.inf))


def tag_px(metrics: Metrics) -> int:
    """The text size of the "Led" / "Winning" / "Takes" tags."""
    return max(11, metrics.small_px - metrics.px(1))


def tag_rect(card: pygame.Rect, word: str, top: bool, metrics: Metrics) -> pygame.Rect:
    """Where a tag saying ``word`` lies on ``card``: a pill centred on its top edge (the
    winning card's) or its bottom edge (the led card's)."""
    w, h = text.size(word, tag_px(metrics), True)
    rect = pygame.Rect(0, 0, w, h).inflate(metrics.px(12), metrics.px(4))
    rect.width = min(rect.width, max(card.width + metrics.px(16), w))
    rect.centerx = card.centerx
    rect.centery = card.top if top else card.bottom
    return rect


def tag_rects(card: pygame.Rect, metrics: Metrics) -> tuple[pygame.Rect, pygame.Rect]:
    """The widest tag each edge of ``card`` may wear: (top: "Winning" or "Takes", bottom:
    "Led"), in the current language -- what a trick card must keep off its neighbours."""
    top = max((tag_rect(card, w, True, metrics) for w in (_("Winning"), _("Takes"))),
              key=lambda r: r.width)
    return top, tag_rect(card, _("Led"), False, metrics)


def tag_edges(slots: dict[int, pygame.Rect], led: int | None, best: int | None, word: str,
              metrics: Metrics) -> tuple[bool, bool]:
    """Which edge (True: the top) the led card's "Led" tag and the best card's ``word``
    tag go on: the led card's bottom and the best card's top, unless that puts one tag
    on the other or on another trick card where the other edges do not."""
    # the usual edges first, then one tag moved, then both (led on the same card as best:
    # the two edges swapped)
    combos = [(False, True), (True, True), (False, False), (True, False)] if led != best \
        else [(False, True), (True, False)]

    def cost(combo: tuple[bool, bool]) -> tuple[int, int]:
        tags = []
        if led in slots:
            tags.append((led, tag_rect(slots[led], _("Led"), combo[0], metrics)))
        if best in slots:
            tags.append((best, tag_rect(slots[best], word, combo[1], metrics)))
        on_tag = clip_area(tags[0][1], tags[1][1]) if len(tags) == 2 and led != best else 0
        on_cards = sum(clip_area(tag, rect) for seat, tag in tags
                       for other, rect in slots.items() if other != seat)
        return on_tag, on_cards

    return min(combos, key=cost)


class TrickArea:
    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.centre = (0, 0)
        self.card_w = 60
        self.seat_dirs: list[tuple[float, float]] = []
        self.cards: list[tuple[int, str]] = []
        self.hidden: set[str] = set()
        self.winner: int | None = None  # seat whose card took the finished trick
        self.winning: int | None = None  # seat whose card wins the trick so far (engine's)
        self.highlight: str | None = None  # a card to outline (the last move, anim. off)
        self.highlight_alpha = 1.0
        self.spread = 1.0  # scale of the fallback ellipse, reduced by fit()
        #: each seat's place, once :meth:`place` has run
        self.slots: dict[int, pygame.Rect] = {}
        #: the tags drawn last frame: (rect, tooltip text)
        self.tags: list[tuple[pygame.Rect, str]] = []
        #: sizes the tags :meth:`place` keeps clear (None: place ignores the tags)
        self._tag_metrics: Metrics | None = None

    def layout(self, centre: tuple[int, int], card_w: int,
               seat_dirs: list[tuple[float, float]]) -> None:
        self.centre = centre
        self.card_w = card_w
        self.seat_dirs = list(seat_dirs)
        self.slots = {}

    def slot(self, seat: int) -> pygame.Rect:
        """Where seat ``seat``'s card lies: in front of that seat."""
        placed = self.slots.get(seat)
        if placed is not None:
            return pygame.Rect(placed)
        w, h = self.renderer.size_for_width(self.card_w)
        dx, dy = self.seat_dirs[seat] if seat < len(self.seat_dirs) else (0.0, 1.0)
        many = len(self.seat_dirs) >= 6
        rx, ry = w * (1.6 if many else 1.05), h * (0.62 if many else 0.5)
        rx, ry = rx * self.spread, ry * self.spread
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.centre[0] + dx * rx), round(self.centre[1] + dy * ry))
        return rect

    def fit(self, keep_clear: list[pygame.Rect]) -> bool:
        """The fallback ellipse: draw the slots in as far as needed so no card lies on
        ``keep_clear``; False if even the tightest spread leaves one there."""
        self.slots = {}
        self.spread = 1.0
        seats = range(len(self.seat_dirs))
        while True:
            slots = [self.slot(s).inflate(6, 6) for s in seats]
            if not any(slot.collidelist(keep_clear) >= 0 for slot in slots):
                return True
            if self.spread <= 0.5:
                return False
            self.spread -= 0.05

    # --- each card in front of its seat ------------------------------------------------------
    def place(self, anchors: dict[int, Point], keep_clear: Sequence[pygame.Rect],
              screen: pygame.Rect, card_w: int, gap: int,
              regions: dict[int, list[pygame.Rect]] | None = None,
              metrics: Metrics | None = None) -> float:
        """Put each seat's card near the line from ``anchors[seat]`` (the middle of what
        the seat holds, nearest the centre) to the centre, as near the seat as it can lie
        clear of ``keep_clear``, sharing no more than a corner with another trick card and
        nearer its own seat's ``regions`` (panel, cards) than any other seat's; with
        ``metrics``, also with the "Led" and "Winning" tags any card may wear clear of the
        other cards and their tags; shrink the cards while that cannot be done.  Returns
        the largest share of a card another trick card covers."""
        self._tag_metrics = metrics
        tries = []
        for cost in LATERAL_COSTS:  # hug each seat, or keep to the lines: the larger cards
            slots, shared, fits = self._shrink_to_fit(anchors, keep_clear, screen, card_w,
                                                      gap, regions or {}, cost)
            w = next(iter(slots.values())).width if slots else card_w
            near = sum(math.dist(r.center, anchors[s]) for s, r in slots.items())
            tries.append(((not fits, -w, near), slots, shared))
        _key, self.slots, shared = min(tries, key=lambda t: t[0])
        if self.slots:
            self.card_w = next(iter(self.slots.values())).width
        return shared

    def _shrink_to_fit(self, anchors: dict[int, Point], keep_clear: Sequence[pygame.Rect],
                       screen: pygame.Rect, card_w: int, gap: int,
                       regions: dict[int, list[pygame.Rect]], cost: float
                       ) -> tuple[dict[int, pygame.Rect], float, bool]:
        """The largest cards (down to MIN_SCALE) that can all be placed: (slots, the
        largest share of a card covered, whether everything fits)."""
        best: tuple[tuple[int, bool, float], dict[int, pygame.Rect]] | None = None
        w = card_w
        floor = max(8, round(card_w * MIN_SCALE))
        while True:
            slots, blocked = self._place_at(anchors, keep_clear, screen, w, gap, regions, cost)
            shared = largest_share(list(slots.values()))
            tagged = self._tags_excess(list(slots.values()))
            key = (blocked, tagged > 0, shared)
            fits = not blocked and shared <= MAX_SHARED and not tagged
            if best is None or key < best[0] or fits:
                best = (key, slots)
            if fits or w <= floor:
                return best[1], best[0][2], fits
            w = max(floor, round(w * 0.94))

    def _tags_of(self, rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
        """The tags ``rect`` may wear (none without the metrics to size them)."""
        metrics = self._tag_metrics
        return tag_rects(rect, metrics) if metrics is not None else ()

    def _tags_excess(self, rects: Sequence[pygame.Rect]) -> float:
        tags = [self._tags_of(r) for r in rects]
        return sum(tag_excess(a, tags[i], b, tags[j]) for i, a in enumerate(rects)
                   for j, b in enumerate(rects) if j > i)

    def _place_at(self, anchors: dict[int, Point], keep_clear: Sequence[pygame.Rect],
                  screen: pygame.Rect, card_w: int, gap: int,
                  regions: dict[int, list[pygame.Rect]], cost: float
                  ) -> tuple[dict[int, pygame.Rect], int]:
        """Each card on the line from its seat's anchor to the centre, at the first spot
        clear of everything (or a little to one side of that line when another trick
        card lies there already)."""
        w, h = self.renderer.size_for_width(card_w)
        cx, cy = self.centre
        inside = screen.inflate(-2 * gap, -2 * gap)
        slots: dict[int, pygame.Rect] = {}
        placed_tags: dict[int, tuple[pygame.Rect, ...]] = {}
        blocked = 0
        reach = (MAX_REACH + REACH_PER_SEAT * len(anchors)) * h
        base_tags = self._tags_of(pygame.Rect(0, 0, w, h))
        for seat, (ax, ay) in sorted(anchors.items()):
            length = math.hypot(cx - ax, cy - ay) or 1.0
            ux, uy = (cx - ax) / length, (cy - ay) / length
            start = max(0.0, length - reach)  # farther out than the reach only if need be
            candidates = []
            for k in range(49):
                along = length * k / 48
                out = 0.0 if along >= start else 1e6 + (start - along)
                for side in LATERAL:
                    off = side * w
                    candidates.append((out + math.hypot(along, off) + cost * abs(off),
                                       ax + ux * along - uy * off, ay + uy * along + ux * off))
            candidates.sort()
            chosen: pygame.Rect | None = None
            least: tuple[float, pygame.Rect] | None = None
            for _cost, x, y in candidates:
                rect = pygame.Rect(0, 0, w, h)
                rect.center = (round(x), round(y))
                grown = rect.inflate(2 * gap, 2 * gap)
                # a card's tags move with it: the ones worked out once, shifted
                tags = tuple(t.move(rect.x, rect.y) for t in base_tags)
                bad = float(sum(clip_area(part, q) for part in (grown, *tags)
                                for q in keep_clear if part.colliderect(q)))
                if not inside.contains(rect):
                    bad += w * h
                # every term is >= 0: a spot already no better than the least bad one
                # found so far can be neither chosen nor the new least (same answer, sooner)
                if least is not None and bad >= least[0]:
                    continue
                bad += sum(max(0.0, overlap_share(rect, o) - MAX_SHARED) * w * h
                           + tag_excess(rect, tags, o, placed_tags[s])
                           for s, o in slots.items())
                if least is not None and bad >= least[0]:
                    continue
                if regions and nearest_seat(rect.center, regions) != seat:
                    bad += 0.25 * w * h
                if bad == 0:
                    chosen = rect
                    break
                if least is None or bad < least[0]:
                    least = (bad, rect)
            if chosen is None:
                blocked += 1
                chosen = least[1] if least is not None else pygame.Rect(0, 0, w, h)
            slots[seat] = chosen
            placed_tags[seat] = self._tags_of(chosen)
        return slots, blocked

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        self.tags = []
        radius = self.renderer.corner_radius(self.card_w)
        shown = [(seat, code) for seat, code in self.cards if code not in self.hidden]
        best = self.winner if self.winner is not None else self.winning
        for seat, code in shown:
            rect = self.slot(seat)
            blit_card(surface, self.renderer, code, rect)
            ring = None
            if best is not None and seat == best:
                ring = 1.0
            elif code == self.highlight:
                ring = self.highlight_alpha
            if ring:
                width = max(2, metrics.px(3))
                outline = surfaces.outline(rect.inflate(2 * width, 2 * width).size,
                                           radius + width, width, style.GOLD)
                if ring < 1:
                    outline = outline.copy()
                    outline.set_alpha(round(255 * ring))
                surface.blit(outline, rect.inflate(2 * width, 2 * width))
        if not shown:
            return
        led_seat = self.cards[0][0]
        slots = {seat: self.slot(seat) for seat, _code in shown}
        word = _("Takes") if self.winner is not None else _("Winning")
        led_top, best_top = tag_edges(slots, led_seat, best, word, metrics)
        for seat, _code in shown:
            rect = slots[seat]
            if seat == led_seat and len(self.cards) > 1:
                self.tag(surface, metrics, rect, _("Led"), top=led_top, gold=False,
                          help=_("Led: the first card of this trick; its suit is the suit "
                                 "led."))
            if best is not None and seat == best and len(self.cards) > 1:
                if self.winner is not None:
                    word, why = _("Takes"), _("Takes the trick: the best card of this trick.")
                else:
                    word, why = _("Winning"), _("Winning: the best card of this trick so far.")
                self.tag(surface, metrics, rect, word, top=best_top, gold=True, help=why)

    def tag(self, surface: pygame.Surface, metrics: Metrics, card: pygame.Rect, word: str,
             top: bool, gold: bool, help: str) -> None:
        """A small pill straddling the card's top (or bottom) edge: a word, not a colour."""
        label = text.render(word, tag_px(metrics), style.INK if gold else style.CREAM, bold=True)
        rect = tag_rect(card, word, top, metrics)
        fill = (*style.GOLD, 255) if gold else (20, 24, 20, 225)
        border = style.GOLD_DEEP if gold else style.CREAM
        surface.blit(surfaces.panel(rect.size, rect.height // 2, fill, border, 1), rect)
        surface.blit(label, label.get_rect(center=rect.center))
        self.tags.append((rect, help))

    def help_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tag under ``pos`` (its tooltip), or None."""
        for rect, words in reversed(self.tags):
            if rect.collidepoint(pos):
                return words, rect
        return None

    def targets(self) -> dict[str, pygame.Rect]:
        return {f"card:{code}": self.slot(seat) for seat, code in self.cards
                if code not in self.hidden}
