"""A short message near the bottom centre that fades after about three seconds.

A refused action must never fail silently (UI-STYLE "Feedback"): the table shows the
engine's sentence here.  Refusals carry a warning sign and the word "Not allowed" as
well as the muted red, so colour is never the only cue.
"""

from __future__ import annotations

import pygame

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
        head = "\u26a0 Not allowed: " if refusal else ""
        lines = text.wrap(head + self.message, size, metrics.px(640))
        step = round(size * 1.3)
        width = max(text.size(line, size)[0] for line in lines) + 2 * pad
        height = step * len(lines) + 2 * pad - (step - size) // 2
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        accent = style.RED if refusal else style.GOLD
        surf.blit(surfaces.panel((width, height), metrics.px(10), style.PANEL_STRONG, accent,
                                 max(1, metrics.px(2))), (0, 0))
        for i, line in enumerate(lines):
            colour = style.CREAM
            if refusal and i == 0 and line.startswith(head.strip()):
                # the warning sign and "Not allowed:" in the accent, the reason in cream
                lead = text.render(head, size, style.RED, bold=True)
                surf.blit(lead, (pad, pad))
                rest = line[len(head):]
                surf.blit(text.render(rest, size, colour), (pad + lead.get_width(), pad))
                continue
            surf.blit(text.render(line, size, colour), (pad, pad + i * step))
        return surf
