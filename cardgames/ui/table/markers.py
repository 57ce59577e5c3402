"""Small markers on the table: the dealer chip, the mano (first to play) tag, and the
trump indicator in its corner.

Markers say what they are in a word or letter, not by colour alone, and explain
themselves on hover (``help``).
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import N_, _
from cardgames.ui import style, text
from cardgames.ui.cards import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.fanned_hand import blit_card
from cardgames.ui.widgets import surfaces


class SeatMarker:
    """A gold chip with a letter (``D`` for the dealer) or a cream tag with a word
    (``Mano``), pinned to the top-right corner inside a seat panel."""

    def __init__(self, label: str, help: str, chip: bool) -> None:
        self.label = label
        self.help = help
        self.chip = chip
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = False

    def place(self, panel: pygame.Rect, metrics: Metrics) -> None:
        pad = metrics.px(8)
        if self.chip:
            d = metrics.px(26)
            self.rect = pygame.Rect(panel.right - pad - d, panel.top + pad, d, d)
        else:
            w = text.size(self.label, metrics.small_px, True)[0] + metrics.px(14)
            h = metrics.px(22)
            self.rect = pygame.Rect(panel.right - pad - w, panel.top + pad + metrics.px(2), w, h)

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        if self.chip:
            r = self.rect.width // 2
            centre = self.rect.center
            pygame.draw.circle(surface, style.GOLD_DEEP, (centre[0], centre[1] + 1), r)
            pygame.draw.circle(surface, style.GOLD, centre, r)
            pygame.draw.circle(surface, style.CREAM, centre, r - max(2, metrics.px(3)), 1)
            letter = text.render(self.label, round(r * 1.15), style.INK, bold=True)
            surface.blit(letter, letter.get_rect(center=centre))
        else:
            surface.blit(surfaces.panel(self.rect.size, self.rect.height // 2, (0, 0, 0, 90),
                                        style.CREAM, 1), self.rect)
            word = text.render(self.label, metrics.small_px, style.CREAM, bold=True)
            surface.blit(word, word.get_rect(center=self.rect.center))


class TrumpIndicator:
    """The trump suit in its corner: the card that set it (the face-up card on the
    stock, or the dealer's revealed last card), the suit's name, and a caption."""

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.card_w = 60
        self.code: str | None = None  # None while dealing: the stock, face down
        self.suit_name = ""
        #: the suit's symbol beside its name (colour-blind aids), or None
        self.suit_glyph: pygame.Surface | None = None
        self.caption = ""
        self.on_stock = True  # draw the stock beneath the card
        self.title = N_("Trump")
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def layout(self, corner: pygame.Rect, card_w: int, metrics: Metrics) -> None:
        self.card_w = card_w
        pad = metrics.px(12)
        _, h = self.renderer.size_for_width(card_w)
        self.rect = pygame.Rect(corner.x, corner.y, corner.width, h + 2 * pad + metrics.px(6))

    def card_rect(self, metrics: Metrics) -> pygame.Rect:
        pad = metrics.px(12)
        w, h = self.renderer.size_for_width(self.card_w)
        return pygame.Rect(self.rect.x + pad + metrics.px(3), self.rect.y + pad, w, h)

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        key = (self.suit_name, id(self.suit_glyph), self.caption, self.title, self.rect.size,
               metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics)
            self._key = key
        surface.blit(self._surface, self.rect)
        card = self.card_rect(metrics)
        if self.on_stock:
            step = max(1, metrics.px(2))
            for k in (2, 1):
                blit_card(surface, self.renderer, None, card.move(-k * step, -k * step),
                          shadow=k == 2)
        blit_card(surface, self.renderer, self.code, card, shadow=not self.on_stock)

    def _render(self, metrics: Metrics) -> pygame.Surface:
        w, h = self.rect.size
        surf = surfaces.panel((w, h), metrics.px(12)).copy()
        pad = metrics.px(12)
        x = pad + metrics.px(3) + self.card_w + metrics.px(14)
        width = w - x - pad
        y = pad
        surf.blit(text.render(_(self.title), metrics.small_px, style.CREAM_DIM), (x, y))
        y += metrics.small_px + metrics.px(6)
        if self.suit_name:
            glyph_w = self.suit_glyph.get_width() + metrics.px(6) if self.suit_glyph else 0
            size = metrics.heading_px
            if glyph_w + text.size(self.suit_name, size, True)[0] > width:
                size = metrics.body_px  # the symbol beside it: a smaller name still fits
            name = text.render(self.suit_name, size, style.GOLD, bold=True)
            if self.suit_glyph is not None:
                surf.blit(self.suit_glyph, self.suit_glyph.get_rect(
                    midleft=(x, y + name.get_height() // 2)))
            surf.blit(name, (x + glyph_w, y))
            y += name.get_height() + metrics.px(6)
        for line in self.caption_lines(metrics, width, y, h - pad):
            surf.blit(text.render(line, metrics.small_px, style.CREAM), (x, y))
            y += round(metrics.small_px * 1.3)
        return surf

    def caption_lines(self, metrics: Metrics, width: int, top: int, bottom: int) -> list[str]:
        """The caption wrapped to ``width``, as many lines as fit between ``top`` and
        ``bottom`` (the panel's padding kept); the last one shown ends in "…" when more
        did not fit, and a word too long for a line is cut the same way."""
        size = metrics.small_px
        step, line_h = round(size * 1.3), text.size("Ag", size)[1]
        room = max(0, (bottom - top - line_h) // step + 1) if bottom - top >= line_h else 0
        lines = text.wrap(self.caption, size, width) if self.caption else []
        if len(lines) > room:
            lines = lines[:room]
            if lines:  # say that the caption goes on
                last = lines[-1]
                while last and text.size(last.rstrip() + text.ELLIPSIS, size)[0] > width:
                    last = last[:-1]
                lines[-1] = last.rstrip(" ,;:") + text.ELLIPSIS
        return [text.ellipsize(line, size, width) for line in lines]

    def caption_height(self, metrics: Metrics) -> int:
        """The panel height that shows the whole caption beside the card, padding kept
        (a layout may grow the panel to it when the corner has the room)."""
        pad = metrics.px(12)
        x = pad + metrics.px(3) + self.card_w + metrics.px(14)
        width = self.rect.width - x - pad
        y = pad + metrics.small_px + metrics.px(6)
        if self.suit_name:
            y += text.size(self.suit_name, metrics.heading_px, True)[1] + metrics.px(6)
        lines = text.wrap(self.caption, metrics.small_px, width) if self.caption else []
        if not lines:
            return y + pad
        step = round(metrics.small_px * 1.3)
        return y + (len(lines) - 1) * step + text.size("Ag", metrics.small_px)[1] + pad

    def targets(self, metrics: Metrics, upcard: bool) -> dict[str, pygame.Rect]:
        out = {"trump": pygame.Rect(self.rect)}
        if upcard:
            out["upcard"] = self.card_rect(metrics)
        return out
