"""Choose a game: one tile per game in the registry, in a grid that grows with it.

Tiles come from ``cardgames.games.GAME_IDS`` and each game's own ``GameInfo`` (title,
tagline, players, sample cards to fan), so adding a game adds a tile.  A game whose table is not drawn yet shows its tile disabled, saying so.

To play, a tile opens the setup, and a game with a guided tutorial also has a small
"Learn to play" button on its tile; in the learn mode (the menu's "Learn to play") the
tiles open the tutorials, and a game without one says so.
"""

from __future__ import annotations

import pygame

from cardgames.core.i18n import _, game_text
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button, FocusRing


def describe(game_id: str) -> tuple[str, str, str]:
    """(title, players, one line) for a game, from the game's own ``GameInfo``."""
    from cardgames.games import info_of

    info = info_of(game_id)
    return game_text(game_id, info.title), info.players_text, game_text(game_id, info.tagline)


def tile_fan(family: str, width: int, codes: tuple[str, ...] = ()) -> pygame.Surface | None:
    """A few cards of the game's deck (its ``info.sample_cards``; backs if it names none),
    fanned, for the corner of its tile."""
    try:
        from cardgames.ui.cards import renderer_for

        renderer = renderer_for(family)
    except (ValueError, ImportError):
        return None
    shown: tuple[str | None, ...] = tuple(codes[:3]) or (None, None, None)
    w, h = renderer.size_for_width(width)
    surf = pygame.Surface((w * 2 + 8, h + 16), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    for i, code in enumerate(shown):
        try:
            card = renderer.back(width) if code is None else renderer.face(code, width)
        except ValueError:  # a sample card the deck does not have: its back instead
            card = renderer.back(width)
        turned = pygame.transform.rotozoom(card, 12 - 12 * i, 1.0)
        surf.blit(turned, turned.get_rect(center=(w // 2 + 4 + i * w // 2, h // 2 + 8)))
    return surf


class GameTile(Button):
    """A game's tile: its title, players and one line about it (and maybe a small
    button of its own, ``inner``, which takes the clicks over its corner)."""

    def __init__(self, game_id: str, on_click, enabled: bool, reason: str) -> None:
        from cardgames.games import info_of

        title, players, line = describe(game_id)
        super().__init__(title, on_click, name=f"game:{game_id}", enabled=enabled, reason=reason)
        info = info_of(game_id)
        self.family, self.sample_cards = info.deck_family, info.sample_cards
        self.players, self.line = players, line
        self.inner: Button | None = None
        self._faces: dict[tuple, pygame.Surface] = {}

    def handle(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if self.inner is not None and pos is not None and self.inner.rect.collidepoint(pos):
            self.hovered = self.pressed = False  # the inner button has this click
            return False
        return super().handle(event)

    def _face(self, metrics: Metrics, state: str) -> pygame.Surface:
        key = (state, self.rect.size, metrics.u)
        if key not in self._faces:
            self._faces[key] = self._draw_tile(metrics, state)
        return self._faces[key]

    def _draw_tile(self, metrics: Metrics, state: str) -> pygame.Surface:
        w, h = self.rect.size
        radius = metrics.px(14)
        hover = state in ("hover", "pressed")
        border = style.GOLD if hover else style.PANEL_BORDER
        surf = surfaces.panel((w, h), radius, style.PANEL, border,
                              max(1, metrics.px(2)) if hover else 1).copy()
        pad = metrics.px(18)
        ink = style.CREAM if self.enabled else style.CREAM_DIM
        title = text.render(self.label, metrics.heading_px, style.GOLD if hover else ink, True)
        surf.blit(title, (pad, pad))
        y = pad + title.get_height() + metrics.px(4)
        surf.blit(text.render(self.players, metrics.small_px, style.CREAM_DIM), (pad, y))
        y += metrics.small_px + metrics.px(12)
        fan = tile_fan(self.family, metrics.px(44), self.sample_cards)
        if fan is not None:
            top = pad - metrics.px(6)
            surf.blit(fan, (w - pad - fan.get_width() + metrics.px(6), top))
            y = max(y, top + fan.get_height() + metrics.px(2))
        for line in text.wrap(self.line, metrics.small_px, w - 2 * pad)[:3]:
            surf.blit(text.render(line, metrics.small_px, ink), (pad, y))
            y += round(metrics.small_px * 1.35)
        return surf


class ChooseGameScene(Scene):
    def __init__(self, app, purpose: str = "play") -> None:
        super().__init__(app)
        from cardgames.games import GAME_IDS
        from cardgames.ui.scenes.menu import games_with_tutorials
        from cardgames.ui.table.specs import has_layout

        #: "play" opens the setup, "rules" the rules text, "learn" the tutorial
        self.purpose = purpose
        learnable = set(games_with_tutorials())
        self.tiles = []
        ring: list[Button] = []
        for game_id in GAME_IDS:
            if purpose == "learn":
                ready, reason = game_id in learnable, _("No guided tutorial for this game yet.")
            else:
                ready, reason = purpose == "rules" or has_layout(game_id), \
                    _("Its table is not drawn yet.")
            tile = GameTile(game_id, (lambda g=game_id: self.choose(g)), ready, reason)
            self.tiles.append(tile)
            ring.append(tile)
            if purpose == "play" and game_id in learnable:
                tile.inner = Button(_("Learn to play"), (lambda g=game_id: self.learn(g)),
                                    name=f"learn:{game_id}", kind=QUIET,
                                    help=_("A guided game: each step explains one rule."))
                ring.append(tile.inner)
        self.back = Button(_("Back"), self.app.scenes.pop, name="button:back")
        self.focus = FocusRing([*ring, self.back])

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        cols = 3 if metrics.width >= 1100 else 2
        # a tile with a "Learn to play" button grows a row for it, under its text
        tall = any(tile.inner is not None for tile in self.tiles)
        tile_w, tile_h, gap = metrics.px(330), metrics.px(206 if tall else 170), metrics.px(22)
        cols = max(1, min(cols, len(self.tiles)))
        total_w = cols * tile_w + (cols - 1) * gap
        x0 = (metrics.width - total_w) // 2
        y0 = metrics.px(170)
        for i, tile in enumerate(self.tiles):
            r, c = divmod(i, cols)
            tile.rect = pygame.Rect(x0 + c * (tile_w + gap), y0 + r * (tile_h + gap), tile_w, tile_h)
            if tile.inner is not None:
                pad = metrics.px(12)
                tile.inner.rect = pygame.Rect(0, 0, metrics.px(140), metrics.px(34))
                tile.inner.rect.bottomright = (tile.rect.right - pad, tile.rect.bottom - pad)
        self.back.rect = pygame.Rect(0, 0, metrics.px(160), metrics.px(48))
        self.back.rect.bottomleft = (metrics.px(28), metrics.height - metrics.px(24))

    def learn(self, game_id: str) -> None:
        from cardgames.ui.scenes.tutorial import TutorialScene

        self.app.scenes.push(TutorialScene(self.app, game_id))

    def choose(self, game_id: str) -> None:
        if self.purpose == "learn":
            self.learn(game_id)
        elif self.purpose == "rules":
            from cardgames.ui.scenes.rules import RulesScene

            self.app.scenes.push(RulesScene(self.app, game_id))
        else:
            from cardgames.ui.scenes.setup import SetupScene

            self.app.scenes.push(SetupScene(self.app, game_id))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        heading = {"play": _("Choose a game"), "learn": _("Which game will you learn?")}.get(
            self.purpose, _("Which game's rules?"))
        title = text.render(heading, m.title_px, style.CREAM, bold=True)
        surface.blit(title, title.get_rect(midtop=(m.width // 2, m.px(70))))
        self.focus.draw(surface, m)
        self.focus.draw_tooltips(surface, m)

    def target_rect(self, name: str) -> pygame.Rect | None:
        for button in self.focus.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None
