"""A seat's panel: name, who plays it, what it has bid and won, and whether it is
that seat's turn (a soft gold glow) or its AI is thinking (an animated ellipsis).

The panel draws whatever stats the game's layout gives it (``("Bid", "2")``,
``("Won", "1")`` for Pocha; chips or points elsewhere), so every game can use it.
Its text is rendered into one cached surface that is redrawn only when something on it
changes; the glow and the thinking dots are the only per-frame work.
"""

from __future__ import annotations

import math

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces


class SeatPanel:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.name = ""
        self.subtitle = ""
        self.stats: list[tuple[str, str]] = []
        self.turn = False
        self.thinking = False
        self.active = True  # sits this hand out when False (e.g. a tie-break for others)
        self.flash = 0.0  # 1 -> 0: outline marking this seat's last move (e.g. its bid)
        self.clock = 0.0
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def set(self, name: str, subtitle: str, stats: list[tuple[str, str]],
            active: bool = True) -> None:
        self.name, self.subtitle, self.stats, self.active = name, subtitle, stats, active

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        radius = metrics.px(12)
        if self.turn:
            spread = metrics.px(14)
            halo = surfaces.glow(self.rect.size, radius, spread, style.GOLD, 170)
            pulse = 0.65 + 0.35 * (0.5 + 0.5 * math.sin(self.clock * 3.2))
            halo.set_alpha(round(255 * pulse))
            surface.blit(halo, self.rect.move(-spread, -spread))
        key = (self.name, self.subtitle, tuple(self.stats), self.turn, self.thinking,
               self.active, self.rect.size, metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics, radius)
            self._key = key
        surface.blit(self._surface, self.rect)
        if self.flash > 0 and not self.turn:
            width = max(2, metrics.px(2.5))
            ring = surfaces.outline(self.rect.inflate(2 * width, 2 * width).size,
                                    radius + width, width, style.GOLD).copy()
            ring.set_alpha(round(255 * min(1.0, self.flash)))
            surface.blit(ring, self.rect.inflate(2 * width, 2 * width))
        if self.thinking:
            self._draw_dots(surface, metrics)

    def stat_line(self, metrics: Metrics) -> list[tuple[str, str, int, bool]]:
        """Where the stats go on the bottom line: (label, value, x, whole) each; a stat
        with no room left shows cut ("Label val…", whole False, its text in ``label``)
        and ends the line.  The stats sit 16 u apart, closer (down to 7 u) when that lets
        every one show whole (eight seats at 1024x640 in Basque: "Fitxak 99 Altxaldi 0")."""
        pad = metrics.px(12)
        right = self.rect.width - pad
        widths = [(text.size(label, metrics.small_px)[0],
                   text.size(value, metrics.small_px + metrics.px(2), True)[0])
                  for label, value in self.stats]
        gap_between = metrics.px(16)
        total = sum(lw + metrics.px(5) + vw for lw, vw in widths)
        if widths and pad + total + gap_between * (len(widths) - 1) > right:
            gap_between = max(metrics.px(7), min(gap_between, (right - pad - total)
                                                 // max(1, len(widths) - 1)))
        out: list[tuple[str, str, int, bool]] = []
        x = pad
        for (label, value), (lw, vw) in zip(self.stats, widths, strict=True):
            if x + lw + metrics.px(5) + vw > right:
                left = right - x
                if left > text.size(text.ELLIPSIS, metrics.small_px)[0]:
                    out.append((text.ellipsize(f"{label} {value}", metrics.small_px, left),
                                "", x, False))
                break
            out.append((label, value, x, True))
            x += lw + metrics.px(5) + vw + gap_between
        return out

    def _render(self, metrics: Metrics, radius: int) -> pygame.Surface:
        w, h = self.rect.size
        border = style.GOLD if self.turn else style.PANEL_BORDER
        surf = surfaces.panel((w, h), radius, style.PANEL, border,
                              max(1, metrics.px(2)) if self.turn else 1).copy()
        pad = metrics.px(12)
        ink = style.CREAM if self.active else style.CREAM_DIM
        room = w - 2 * pad  # every line keeps the panel's padding; a longer one ends in "…"
        shown = text.ellipsize(self.name, metrics.body_px, room, bold=True)
        name = text.render(shown, metrics.body_px, style.GOLD if self.turn else ink, bold=True)
        surf.blit(name, (pad, metrics.px(8)))
        sub = _("thinking") if self.thinking else self.subtitle
        if not self.active:
            sub = _("sits out this hand")
        if self.thinking:  # the animated dots follow the word
            room -= metrics.px(6) + 3 * 3 * max(2, metrics.px(2.4))
        y2 = metrics.px(8) + name.get_height() + metrics.px(1)
        surf.blit(text.render(text.ellipsize(sub, metrics.small_px, room), metrics.small_px,
                              style.CREAM_DIM), (pad, y2))
        # stats on the bottom line, each "Label value"; what has no room is left off
        y3 = h - metrics.px(8) - metrics.small_px - metrics.px(2)
        for label, value, x, whole in self.stat_line(metrics):
            if not whole:
                surf.blit(text.render(label, metrics.small_px, style.CREAM_DIM),
                          (x, y3 + metrics.px(1)))
                break
            lab = text.render(label, metrics.small_px, style.CREAM_DIM)
            val = text.render(value, metrics.small_px + metrics.px(2), style.CREAM, bold=True)
            surf.blit(lab, (x, y3 + (val.get_height() - lab.get_height()) // 2))
            surf.blit(val, (x + lab.get_width() + metrics.px(5), y3))
        return surf

    def _draw_dots(self, surface: pygame.Surface, metrics: Metrics) -> None:
        pad = metrics.px(12)
        label_w = text.size(_("thinking"), metrics.small_px)[0]
        y = self.rect.y + metrics.px(8) + text.size(self.name, metrics.body_px, True)[1] + \
            metrics.px(1) + round(metrics.small_px * 0.72)
        x = self.rect.x + pad + label_w + metrics.px(6)
        r = max(2, metrics.px(2.4))
        for i in range(3):
            phase = (self.clock * 2.4 - i * 0.33) % 1.0
            alpha = 0.25 + 0.75 * max(0.0, math.sin(phase * math.pi))
            colour = tuple(round(c * alpha) for c in style.GOLD)
            pygame.draw.circle(surface, colour, (x + i * (3 * r), y), r)
