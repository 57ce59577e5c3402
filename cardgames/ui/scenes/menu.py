"""The first screen: the program's name over the felt, a fan of cards, and the way in
(Play, Learn to play, Rules, Quit).  Arrows and Enter work as well as the mouse."""

from __future__ import annotations

import math

import pygame

from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import PRIMARY, Button, FocusRing, stack_vertically

#: The cards fanned over the title (a Spanish hand: ace of oros, three of copas...).
FAN = ("1O", "3C", "12E", "11B", "7O")
NO_TUTORIAL = "No game has a guided tutorial yet. Rules explains each game."


def games_with_tutorials() -> list[str]:
    """The games a learner can be taken through (a tutorial and a drawn table)."""
    from cardgames.core.tutorial import has_tutorial
    from cardgames.games import GAME_IDS
    from cardgames.ui.table.specs import has_layout

    return [g for g in GAME_IDS if has_tutorial(g) and has_layout(g)]


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [
            Button("Play", self.play, name="button:play", kind=PRIMARY),
            Button("Learn to play", self.learn, name="button:learn",
                   enabled=bool(games_with_tutorials()), reason=NO_TUTORIAL,
                   help="A guided game: each step explains one rule, you make the move."),
            Button("Rules", self.rules, name="button:rules"),
            Button("Quit", self.app.quit, name="button:quit"),
        ]
        self.focus = FocusRing(self.buttons)
        self._fan: list[tuple[pygame.Surface, pygame.Rect]] = []

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        cx = metrics.width // 2
        top = round(metrics.height * 0.5)
        stack_vertically(self.buttons, cx, top, metrics.px(300), metrics.px(54), metrics.px(14))
        self._fan = self._lay_fan(metrics)

    def _lay_fan(self, metrics: Metrics) -> list[tuple[pygame.Surface, pygame.Rect]]:
        try:
            from cardgames.ui.cards import renderer_for

            renderer = renderer_for("spanish")
        except (ValueError, ImportError):
            return []
        width = metrics.px(96)
        _, h = renderer.size_for_width(width)
        pivot = (metrics.width // 2, round(metrics.height * 0.08) + h + metrics.px(70))
        out = []
        count = len(FAN)
        for i, code in enumerate(FAN):
            angle = (i - (count - 1) / 2) * 11.0
            card = pygame.Surface((width + 8, h + 8), pygame.SRCALPHA)
            card.fill((0, 0, 0, 0))
            card.blit(renderer.shadow(width), (4 - renderer.shadow_margin(width) + 2,
                                              4 - renderer.shadow_margin(width) + 4))
            card.blit(renderer.face(code, width), (4, 4))
            turned = pygame.transform.rotozoom(card, -angle, 1.0)
            # rotate about a point below the cards, like a hand holding them
            radius = h * 1.05
            a = math.radians(angle)
            centre = (pivot[0] + radius * math.sin(a), pivot[1] - radius * math.cos(a))
            out.append((turned, turned.get_rect(center=(round(centre[0]), round(centre[1])))))
        return out

    def play(self) -> None:
        from cardgames.ui.scenes.choose_game import ChooseGameScene

        self.app.scenes.push(ChooseGameScene(self.app, purpose="play"))

    def learn(self) -> None:
        """Straight into the tutorial while there is only one; else choose the game."""
        games = games_with_tutorials()
        if len(games) == 1:
            from cardgames.ui.scenes.tutorial import TutorialScene

            self.app.scenes.push(TutorialScene(self.app, games[0]))
            return
        from cardgames.ui.scenes.choose_game import ChooseGameScene

        self.app.scenes.push(ChooseGameScene(self.app, purpose="learn"))

    def rules(self) -> None:
        from cardgames.ui.scenes.choose_game import ChooseGameScene

        self.app.scenes.push(ChooseGameScene(self.app, purpose="rules"))

    def handle(self, event: pygame.event.Event) -> None:
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        for card, rect in self._fan:
            surface.blit(card, rect)
        title = text.render("Card Table", round(m.title_px * 1.5), style.CREAM, bold=True)
        y = self.buttons[0].rect.top - m.px(40) - title.get_height() - m.px(30)
        surface.blit(title, title.get_rect(midtop=(m.width // 2, y)))
        sub = text.render("Traditional card games at a green table", m.body_px, style.CREAM_DIM)
        surface.blit(sub, sub.get_rect(midtop=(m.width // 2, y + title.get_height() + m.px(4))))
        self.focus.draw(surface, m)
        hint = text.render("Arrows and Enter choose  \u00b7  F11 full screen", m.small_px,
                           style.CREAM_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(m.width // 2, m.height - m.px(16))))
        self.focus.draw_tooltips(surface, m)

    def target_rect(self, name: str) -> pygame.Rect | None:
        for button in self.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
