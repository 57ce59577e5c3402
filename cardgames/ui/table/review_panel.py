"""The hand review in the replay: the timeline of the hand with its marks, the progress bar
while the review runs, and the verdict of the decision on the table.

A mark is never colour alone: a mistake is a red disc with "?", an inaccuracy an amber disc
with "?!" (the chess annotator's signs), a decision found good a small cream dot; the
current step is a gold tick.  Clicking a mark (or N / P) jumps the replay to that decision:
the table as the seat saw it then, with the better move outlined (the replay scene hands
it to the layout as the hint's suggestion).
"""

from __future__ import annotations

import pygame

from cardgames.ai.review import (
    GOOD,
    INACCURACY_MARK,
    MISTAKE_MARK,
    DecisionReview,
    HandReview,
    verdict_word,
)
from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

AMBER = (0xE8, 0xA3, 0x3D)
MARKS = {MISTAKE_MARK: (style.RED, "?"), INACCURACY_MARK: (AMBER, "?!"), GOOD: (style.CREAM_DIM, "")}


class ReviewTimeline:
    """Where each action of the hand sits on a line, and the review's marks on it."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.steps = 0
        self.review: HandReview | None = None
        self.progress: float | None = None  # set while the review runs
        self.step = 0
        self.mark_rects: list[tuple[pygame.Rect, DecisionReview]] = []
        self._summary_w = 0

    def line_rect(self) -> pygame.Rect:
        """The part of the timeline the steps lie on (the summary takes its right end)."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.width - self._summary_w,
                           self.rect.height)

    def x_of(self, step: float) -> int:
        line = self.line_rect()
        if self.steps <= 0:
            return line.centerx
        return round(line.x + line.width * (step + 0.5) / (self.steps + 1))

    def decision_at(self, pos: tuple[int, int]) -> DecisionReview | None:
        for rect, decision in self.mark_rects:
            if rect.collidepoint(pos):
                return decision
        return None

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        rect = self.rect
        if self.progress is not None:
            self._draw_progress(surface, m)
            return
        if self.review is None:
            return
        surface.blit(surfaces.panel(rect.size, rect.height // 2, style.PANEL_STRONG), rect)
        summary = text.render(self.review.summary, m.small_px, style.CREAM, bold=True)
        self._summary_w = min(summary.get_width() + m.px(24), rect.width // 2)
        shown = self._summary_w - m.px(24)  # a summary too long for half the row is cut
        surface.blit(summary, (rect.right - m.px(12) - shown,
                               rect.centery - summary.get_height() // 2),
                     area=pygame.Rect(0, 0, shown, summary.get_height()))
        y = rect.centery
        line = self.line_rect().inflate(-m.px(16), 0)
        pygame.draw.line(surface, style.CREAM_DIM, (line.x, y), (line.right, y), max(1, m.px(1)))
        cursor = self.x_of(self.step - 0.5)
        pygame.draw.line(surface, style.GOLD, (cursor, rect.y + m.px(3)),
                         (cursor, rect.bottom - m.px(3)), max(2, m.px(3)))
        self.mark_rects = []
        radius = max(5, rect.height // 2 - m.px(2))
        for decision in self.review.decisions:
            colour, sign = MARKS[decision.verdict]
            x = self.x_of(decision.index)
            r = radius if decision.marked else max(3, radius // 3)
            pygame.draw.circle(surface, colour, (x, y), r)
            if sign:
                label = text.render(sign, max(8, round(r * 1.3)), style.INK, bold=True)
                surface.blit(label, label.get_rect(center=(x, y)))
            hit = pygame.Rect(0, 0, max(2 * radius, m.px(18)), rect.height)
            hit.center = (x, y)
            self.mark_rects.append((hit, decision))

    def _draw_progress(self, surface: pygame.Surface, m: Metrics) -> None:
        rect = self.rect
        surface.blit(surfaces.panel(rect.size, rect.height // 2, style.PANEL_STRONG), rect)
        bar = rect.inflate(-m.px(8), -m.px(8))
        filled = pygame.Rect(bar)
        filled.width = round(bar.width * (self.progress or 0.0))
        if filled.width:
            pygame.draw.rect(surface, style.with_alpha(style.GOLD, 160), filled,
                             border_radius=bar.height // 2)
        words = _("Reviewing your decisions\u2026 {percent} % (Esc cancels)").format(
            percent=round((self.progress or 0.0) * 100))
        label = text.render(words, m.small_px, style.CREAM, bold=True)
        surface.blit(label, label.get_rect(center=rect.center))


def verdict_lines(decision: DecisionReview) -> tuple[str, str]:
    """The panel's heading ("Mistake -- better: bid 1") and its sentence."""
    word = verdict_word(decision.verdict)
    heading = word[:1].upper() + word[1:]
    return heading, decision.words


def draw_verdict(surface: pygame.Surface, m: Metrics, decision: DecisionReview,
                 anchor: tuple[int, int], width: int) -> pygame.Rect:
    """The verdict of the decision on the table, in a panel whose bottom centre is
    ``anchor``; returns where it was drawn."""
    heading, sentence = verdict_lines(decision)
    colour, sign = MARKS[decision.verdict]
    lines = text.wrap(sentence, m.small_px, width - m.px(32))[:4]
    title = text.render(f"{sign}  {heading}" if sign else heading, m.body_px,
                        colour if decision.marked else style.CREAM, bold=True)
    row = round(m.small_px * 1.3)
    rect = pygame.Rect(0, 0, width, m.px(16) + title.get_height() + m.px(6) + row * len(lines)
                       + m.px(12))
    rect.midbottom = anchor
    surface.blit(surfaces.panel(rect.size, m.px(12), style.PANEL_STRONG,
                                style.with_alpha(colour, 200), max(1, m.px(2))), rect)
    surface.blit(title, (rect.x + m.px(16), rect.y + m.px(12)))
    y = rect.y + m.px(12) + title.get_height() + m.px(6)
    for line in lines:
        surface.blit(text.render(line, m.small_px, style.CREAM), (rect.x + m.px(16), y))
        y += row
    return rect
