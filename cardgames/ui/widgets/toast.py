"""A short message near the bottom centre that fades after about three seconds.

A refused action must never fail silently (UI style "Feedback"): the table shows the
engine's sentence here.  Refusals carry a warning sign and the word "Not allowed" as
well as the muted red, so colour is never the only cue.
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces

REFUSAL = "refusal"
INFO = "info"


class Toast:
    def __init__(self, duration: float = 3.0) -> None:
        self.duration = duration
        self.message = ""
        self.kind = INFO
        self.age = 0.0
        self.anchor = (0, 0)  # midbottom of the toast
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    @property
    def visible(self) -> bool:
        return bool(self.message) and self.age < self.duration

    def show(self, message: str, kind: str = INFO, duration: float | None = None) -> None:
        self.message = message
        self.kind = kind
        self.age = 0.0
        if duration is not None:
            self.duration = duration
        self._key = None

    def hide(self) -> None:
        self.message = ""

    def update(self, dt: float) -> None:
        if self.message:
            self.age += dt
            if self.age >= self.duration:
                self.message = ""

    def place(self, midbottom: tuple[int, int]) -> None:
        self.anchor = midbottom
        self._key = None

    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible:
            return
        key = (self.message, self.kind, metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics)
            self._key = key
        self.rect = self._surface.get_rect(midbottom=self.anchor)
        self.rect.clamp_ip(surface.get_rect())
        fade = min(1.0, (self.duration - self.age) / 0.4, self.age / 0.12 if self.age < 0.12 else 1)
        self._surface.set_alpha(round(255 * max(0.0, fade)))
        surface.blit(self._surface, self.rect)

    def _render(self, metrics: Metrics) -> pygame.Surface:
        size = metrics.body_px
        pad = metrics.px(14)
        refusal = self.kind == REFUSAL
        head = "\u26a0 " + _("Not allowed:") + " " if refusal else ""
        head_w = text.size(head, size, bold=True)[0] if head else 0
        # the first line starts after the (bold) head; wrap the rest around it
        lines = text.wrap(self.message, size, metrics.px(620))
        if head:
            first = text.wrap(self.message, size, metrics.px(620) - head_w)[0]
            lines = [first, *text.wrap(self.message[len(first):].strip(), size,
                                       metrics.px(620))] if first != self.message else [first]
        step = round(size * 1.3)
        widths = [text.size(line, size)[0] + (head_w if i == 0 else 0)
                  for i, line in enumerate(lines)]
        width = max(widths) + 2 * pad
        height = step * len(lines) + 2 * pad - (step - size) // 2
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        accent = style.RED if refusal else style.GOLD
        surf.blit(surfaces.panel((width, height), metrics.px(10), style.PANEL_STRONG, accent,
                                 max(1, metrics.px(2))), (0, 0))
        for i, line in enumerate(lines):
            x = pad
            if i == 0 and head:
                # the warning sign and "Not allowed:" in the accent, the reason in cream
                lead = text.render(head, size, style.RED, bold=True)
                surf.blit(lead, (x, pad))
                x += head_w
            surf.blit(text.render(line, size, style.CREAM), (x, pad + i * step))
        return surf
