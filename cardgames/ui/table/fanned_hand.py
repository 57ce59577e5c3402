"""Hands of cards: the human's fanned hand (face up, playable) and an opponent's
face-down fan.

:class:`FannedHand` overlaps the cards so every corner index stays visible, lifts a
legal card by about 15 % of its height under the mouse or the keyboard selection, and
-- only while it is the human's turn -- dims the cards the rules do not allow.  It does
not judge anything itself: the layout gives it the set of legal cards from the engine,
and a click on any card is reported through ``on_choose``; the table then plays it or
shows the engine's refusal.  Arrows move the keyboard selection, Enter chooses.
A hint's card (``suggested``) is lifted and wears a pulsing gold outline until the
layout clears it.

Nothing here assumes a card's proportions: heights come from the deck's renderer.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardgames.ui import style
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import pulse, surfaces

LIFT = 0.15  # of the card's height: the card under the mouse (or the keyboard)
LEGAL_LIFT = 0.04  # every playable card rises a little on the human's turn (a shape cue)
CUE_LIFT = 0.08  # ... twice as much with the colour-blind aids
SIDE_BY_SIDE = 1.08  # of the card's width: the most a card steps from the one before


def blit_card(surface: pygame.Surface, renderer: CardRenderer, code: str | None,
              rect: pygame.Rect, dimmed: bool = False, shadow: bool = True) -> None:
    """One card (face, or the back when ``code`` is None) with its soft shadow."""
    w = rect.width
    if shadow:
        m = renderer.shadow_margin(w)
        dx, dy = renderer.shadow_offset(w)
        surface.blit(renderer.shadow(w), (rect.x - m + dx, rect.y - m + dy))
    card = renderer.back(w) if code is None else renderer.face(code, w, dimmed=dimmed)
    surface.blit(card, rect)


class FannedHand:
    #: of the card's width: the most a card steps from the one before
    side_step = SIDE_BY_SIDE
    #: of the card's height: how much lower the outer cards sit, like a held fan
    sag = 0.05

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_w = 40
        self.cards: list[str] = []
        self.hidden: set[str] = set()  # not drawn (still flying in, or flying out)
        self.legal: set[str] | None = None  # None: not the human's turn, nothing dimmed
        self.hover: str | None = None
        self.selected: int | None = None  # keyboard selection (index in cards)
        self.active = False  # the human's turn to play a card: lift, dim, keyboard
        self.clickable = False  # clicks are reported (also while bidding: the engine says why)
        self.on_choose: Callable[[str], None] | None = None
        #: colour-blind aids: a no-entry sign on each card that may not be played, and the
        #: playable ones rise higher -- shapes, not only brightness
        self.shape_cues = False
        #: the hint's card: lifted and outlined in pulsing gold (the layout sets and clears it)
        self.suggested: str | None = None
        #: cards drawn over their neighbours, whole (a tutorial's spotlit card)
        self.on_top: set[str] = set()
        self._pulse_age = 0.0
        self._pressed: str | None = None
        self._pressed_at: pygame.Rect | None = None
        self._lift: dict[str, float] = {}
        self._slide: dict[str, float] = {}  # x offset still to close after the hand changed
        self._rects: dict[str, pygame.Rect] = {}
        self._glow = False

    # --- geometry ---------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, card_w: int) -> None:
        self.area = pygame.Rect(area)
        self.card_w = card_w
        self._rects = self.card_rects(self.cards)
        self._slide = {}

    def set_cards(self, cards: list[str]) -> None:
        if cards != self.cards:
            before = {c: self.rect_of(c).x for c in self.cards if c in self._rects}
            self.cards = list(cards)
            self._rects = self.card_rects(self.cards)
            # the cards left slide together instead of jumping (only when one was played)
            self._slide = {c: float(before[c] - r.x) for c, r in self._rects.items()
                           if c in before and c not in self.hidden}
            if self.selected is not None and self.selected >= len(self.cards):
                self.selected = len(self.cards) - 1 if self.cards else None
            if self.hover not in self.cards:
                self.hover = None

    @property
    def card_size(self) -> tuple[int, int]:
        return self.renderer.size_for_width(self.card_w)

    def card_rects(self, cards: list[str]) -> dict[str, pygame.Rect]:
        w, h = self.card_size
        n = len(cards)
        if n == 0:
            return {}
        # side by side with a gap when they fit (a short hand uses the room); a long hand
        # overlaps just enough to fit the area
        step = round(w * self.side_step)
        if n > 1:
            step = max(1, min(step, (self.area.width - w) // (n - 1)))
        total = (n - 1) * step + w
        x0 = self.area.centerx - total // 2
        base_y = self.area.bottom - h
        mid = (n - 1) / 2
        rects = {}
        for i, code in enumerate(cards):
            # a gentle curve: the outer cards sit a little lower, like a held fan
            sag = round(h * self.sag * ((i - mid) / mid) ** 2) if n > 2 else 0
            rects[code] = pygame.Rect(x0 + i * step, base_y + sag, w, h)
        return rects

    def settled_rect(self, code: str) -> pygame.Rect | None:
        """Where ``code`` sits in the hand, not lifted."""
        rect = self._rects.get(code)
        return pygame.Rect(rect) if rect else None

    def rect_of(self, code: str) -> pygame.Rect | None:
        """Where ``code`` is drawn now (lifted if it is)."""
        rect = self._rects.get(code)
        if rect is None:
            return None
        return rect.move(round(self._slide.get(code, 0.0)), -round(self._lift.get(code, 0.0)))

    def slot_for(self, cards: list[str], code: str) -> pygame.Rect | None:
        """Where ``code`` would sit if the hand were ``cards`` (for cards flying in)."""
        return self.card_rects(cards).get(code)

    def bounds(self) -> pygame.Rect:
        rects = [self.rect_of(c) for c in self.cards if c not in self.hidden]
        rects = [r for r in rects if r is not None]
        if not rects:
            return pygame.Rect(self.area.centerx, self.area.bottom, 0, 0)
        return rects[0].unionall(rects[1:])

    # --- input ------------------------------------------------------------------------------
    def drawing_order(self) -> list[str]:
        """The cards bottom to top: in hand order, the ``on_top`` ones last."""
        return [c for c in self.cards if c not in self.on_top] + \
            [c for c in self.cards if c in self.on_top]

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The card drawn at ``pos`` (the topmost), or None."""
        for code in reversed(self.drawing_order()):
            if code in self.hidden:
                continue
            rect = self.rect_of(code)
            if rect is not None and rect.collidepoint(pos):
                return code
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            if self.hover is not None:
                self.selected = None
            return False
        if not (self.active or self.clickable):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.card_at(event.pos)
            self._pressed_at = self.rect_of(self._pressed) if self._pressed else None
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and self._pressed_at is not None \
                    and self._pressed_at.collidepoint(event.pos):
                code = pressed  # released where it was pressed (though the hand slid on)
            else:
                code = self.card_at(event.pos)
            if code is not None and code == pressed:
                self._choose(code)
                return True
            return False
        if event.type == pygame.KEYDOWN and self.cards and self.active:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if event.key == pygame.K_LEFT else 1
                if self.selected is None:
                    start = self.cards.index(self.hover) if self.hover in self.cards else None
                    self.selected = start if start is not None else (
                        0 if step > 0 else len(self.cards) - 1)
                    if start is None:
                        self.hover = None
                        return True
                self.selected = (self.selected + step) % len(self.cards)
                self.hover = None
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
                self._choose(self.cards[self.selected])
                return True
        return False

    def _choose(self, code: str) -> None:
        if self.on_choose is not None:
            self.on_choose(code)

    # --- frame ------------------------------------------------------------------------------
    def focus(self) -> str | None:
        """The card under the mouse or the keyboard selection."""
        if self.selected is not None and 0 <= self.selected < len(self.cards):
            return self.cards[self.selected]
        return self.hover

    def update(self, dt: float) -> None:
        if self._slide:
            keep = max(0.0, 1.0 - dt * 12)
            self._slide = {c: x * keep for c, x in self._slide.items() if abs(x * keep) >= 0.5}
        h = self.card_size[1]
        focus = self.focus() if self.active else None
        self._pulse_age = self._pulse_age + dt if self.suggested else 0.0
        for code in self.cards:
            playable = self.legal is None or code in self.legal
            if code == self.suggested or (code == focus and playable):
                target = h * LIFT
            elif self.active and self.legal is not None and playable:
                target = h * (CUE_LIFT if self.shape_cues else LEGAL_LIFT)
            else:
                target = 0.0
            now = self._lift.get(code, 0.0)
            self._lift[code] = now + (target - now) * min(1.0, dt * 18)

    def hold_lifted(self, code: str, lift: float) -> None:
        """Show ``code`` lifted by ``lift`` pixels now (a hand that marks picked cards
        keeps them up, after :meth:`update` has eased the others)."""
        self._lift[code] = lift

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.active and self.cards:
            self._draw_turn_glow(surface, metrics)
        focus = self.focus() if self.active else None
        radius = self.renderer.corner_radius(self.card_w)
        for code in self.drawing_order():
            if code in self.hidden:
                continue
            rect = self.rect_of(code)
            dimmed = self.active and self.legal is not None and code not in self.legal
            suggested = code == self.suggested
            if suggested:
                pulse.draw_halo(surface, rect, radius, metrics, self._pulse_age)
            blit_card(surface, self.renderer, code, rect, dimmed=dimmed)
            if suggested:
                pulse.draw_ring(surface, rect, radius, metrics)
            if dimmed and self.shape_cues:
                self._draw_no_entry(surface, rect, metrics)
            if code == focus and self.selected is not None:
                width = max(2, metrics.px(3))
                ring = surfaces.outline(rect.inflate(2 * width, 2 * width).size,
                                        radius + width, width, style.GOLD)
                surface.blit(ring, rect.inflate(2 * width, 2 * width))

    def _draw_no_entry(self, surface: pygame.Surface, rect: pygame.Rect,
                       metrics: Metrics) -> None:
        """A round no-entry sign low on the card's visible strip (where no later card
        covers it), dark inside and light-rimmed so it reads without colour."""
        visible = self._visible_width(rect)
        r = max(5, min(visible // 2 - 2, round(rect.width * 0.2)))
        centre = (rect.x + max(r + 2, visible // 2), rect.bottom - round(rect.height * 0.16))
        width = max(2, r // 3)
        pygame.draw.circle(surface, (20, 16, 12), centre, r + width // 2 + 1)
        pygame.draw.circle(surface, style.CREAM, centre, r, width)
        d = round((r - width / 2) * 0.7071)
        pygame.draw.line(surface, style.CREAM, (centre[0] - d, centre[1] + d),
                         (centre[0] + d, centre[1] - d), width)

    def _visible_width(self, rect: pygame.Rect) -> int:
        """How much of a card's width shows before the next card in the fan."""
        xs = sorted(r.x for r in self._rects.values())
        later = [x for x in xs if x > rect.x]
        return min(rect.width, later[0] - rect.x) if later else rect.width

    def _draw_turn_glow(self, surface: pygame.Surface, metrics: Metrics) -> None:
        """A soft gold light under the hand while the human is to act."""
        bounds = pygame.Rect(self._rects[self.cards[0]]).unionall(list(self._rects.values()))
        spread = metrics.px(22)
        halo = surfaces.glow(bounds.size, metrics.px(14), spread, style.GOLD, 95)
        surface.blit(halo, bounds.move(-spread, -spread))

    def targets(self) -> dict[str, pygame.Rect]:
        return {f"card:{c}": self.rect_of(c) for c in self.cards if c not in self.hidden}


class FaceDownFan:
    """An opponent's hand: ``count`` cards, face down except the publicly known ones
    (e.g. the dealer's revealed trump card), in a short overlapping row."""

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.centre = (0, 0)
        self.card_w = 30
        self.count = 0
        self.known: list[str] = []

    def layout(self, centre: tuple[int, int], card_w: int) -> None:
        self.centre = centre
        self.card_w = card_w

    #: a long hand is squeezed rather than reaching into the middle of the table
    MAX_SPREAD = 1.6  # total width beyond the first card, in card widths

    def step(self, count: int | None = None) -> int:
        count = self.count if count is None else count
        step = self.card_w * 0.3
        if count > 1:
            step = min(step, self.card_w * self.MAX_SPREAD / (count - 1))
        return max(2, round(step))

    def size_for(self, count: int) -> tuple[int, int]:
        w, h = self.renderer.size_for_width(self.card_w)
        return (w + self.step(count) * max(0, count - 1), h)

    def rects(self, count: int | None = None) -> list[pygame.Rect]:
        count = self.count if count is None else count
        w, h = self.renderer.size_for_width(self.card_w)
        total_w = self.size_for(count)[0]
        x0 = self.centre[0] - total_w // 2
        y = self.centre[1] - h // 2
        step = self.step(count)
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]

    def next_slot(self) -> pygame.Rect:
        """Where one more card would go (for a card flying in)."""
        return self.rects(self.count + 1)[-1]

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.count <= 0:
            return
        rects = self.rects()
        known = [c for c in self.known][: self.count]
        faces: list[str | None] = [None] * (self.count - len(known)) + known
        for rect, code in zip(rects, faces, strict=True):
            blit_card(surface, self.renderer, code, rect)

    def bounds_for(self, count: int) -> pygame.Rect:
        rects = self.rects(count)
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(self.centre, (0, 0))

    def bounds(self) -> pygame.Rect:
        rects = self.rects()
        if not rects:
            return pygame.Rect(self.centre, (0, 0))
        return rects[0].unionall(rects[1:])

    def rect_of_known(self, code: str) -> pygame.Rect | None:
        if code not in self.known:
            return None
        rects = self.rects()
        known = self.known[: self.count]
        at = self.count - len(known) + known.index(code)
        return rects[at] if 0 <= at < len(rects) else None
