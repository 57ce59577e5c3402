"""The cards of the trick in the middle of the table, each placed toward the seat that
played it, in play order (the latest on top).

When a trick is complete it rests for a moment with the winning card outlined in gold
and the winner named, before the beats slide it away (or, with animation off, until the
next card is led).
"""

from __future__ import annotations

import pygame

from cardgames.ui import style
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.fanned_hand import blit_card
from cardgames.ui.widgets import surfaces


class TrickArea:
    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.centre = (0, 0)
        self.card_w = 60
        self.seat_dirs: list[tuple[float, float]] = []
        self.cards: list[tuple[int, str]] = []
        self.hidden: set[str] = set()
        self.winner: int | None = None  # seat whose card is outlined (a finished trick)
        self.highlight: str | None = None  # a card to outline (the last move, anim. off)
        self.highlight_alpha = 1.0
        self.spread = 1.0  # scale of the slots' ellipse, reduced by fit()

    def layout(self, centre: tuple[int, int], card_w: int,
               seat_dirs: list[tuple[float, float]]) -> None:
        self.centre = centre
        self.card_w = card_w
        self.seat_dirs = list(seat_dirs)

    def slot(self, seat: int) -> pygame.Rect:
        """Where seat ``seat``'s card lies: pushed from the centre toward that seat."""
        w, h = self.renderer.size_for_width(self.card_w)
        dx, dy = self.seat_dirs[seat] if seat < len(self.seat_dirs) else (0.0, 1.0)
        many = len(self.seat_dirs) >= 6
        rx, ry = w * (1.6 if many else 1.05), h * (0.62 if many else 0.5)
        rx, ry = rx * self.spread, ry * self.spread
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.centre[0] + dx * rx), round(self.centre[1] + dy * ry))
        return rect

    def fit(self, keep_clear: list[pygame.Rect]) -> bool:
        """Draw the slots in as far as needed so no card lies on ``keep_clear``; False if
        even the tightest spread leaves one there."""
        self.spread = 1.0
        seats = range(len(self.seat_dirs))
        while True:
            slots = [self.slot(s).inflate(6, 6) for s in seats]
            if not any(slot.collidelist(keep_clear) >= 0 for slot in slots):
                return True
            if self.spread <= 0.5:
                return False
            self.spread -= 0.05

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        radius = self.renderer.corner_radius(self.card_w)
        for seat, code in self.cards:
            if code in self.hidden:
                continue
            rect = self.slot(seat)
            blit_card(surface, self.renderer, code, rect)
            ring = None
            if self.winner is not None and seat == self.winner:
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

    def targets(self) -> dict[str, pygame.Rect]:
        return {f"card:{code}": self.slot(seat) for seat, code in self.cards
                if code not in self.hidden}
