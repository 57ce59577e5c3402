"""Choose a game: one tile per game in the registry, in a grid that grows with it.

Tiles come from ``cardgames.games.GAME_IDS`` and each game's own ``GameInfo`` (title,
tagline, players, sample cards to fan), so adding a game adds a tile.  A game whose table is not drawn yet shows its tile disabled, saying so.

Where the tiles go is :func:`cardgames.ui.scenes.game_grid.grid_layout` (columns that use
the width, one tile size, one picture box size); when the rows are taller than the window
they scroll -- mouse wheel, drag, and the keys (arrows move the focus through the grid,
Page Up/Down by a screenful, Home/End), the focused tile always scrolled into view -- and
a scroll bar and a fade at the cut edge say there is more.  Each game's sample cards are
drawn in the look its table uses by default (:func:`cardgames.ui.games.sample_look`).

To play, a tile opens the setup, and a game with a guided tutorial also has a small
"Learn to play" button on its tile; in the learn mode (the menu's "Learn to play") the
tiles open the tutorials, and a game without one says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from cardgames.core.i18n import _, game_text
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.scenes.game_grid import (
    MAX_TAGLINE_LINES,
    GridLayout,
    TileBoxes,
    clamp,
    fit_lines,
    grid_layout,
    line_height,
)
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button, FocusRing
from cardgames.ui.widgets.tooltip import keep_clear


def describe(game_id: str) -> tuple[str, str, str]:
    """(title, players, one line) for a game, from the game's own ``GameInfo``."""
    from cardgames.games import info_of

    info = info_of(game_id)
    return game_text(game_id, info.title), info.players_text, game_text(game_id, info.tagline)


FAN_ANGLE = 12.0  # degrees each outer card of a tile's fan is turned


def heading_top(m: Metrics) -> int:
    """Where the heading sits (the tiles start below it)."""
    return m.px(44)


@dataclass(frozen=True)
class MenuEntry:
    """What a tile shows of one game (from its ``GameInfo``; tests make their own)."""

    id: str
    title: str
    players: str
    tagline: str
    deck_family: str
    sample_cards: tuple[str, ...] = ()
    enabled: bool = True
    reason: str = ""
    #: it has a guided tutorial (a "Learn to play" button on its tile in the play menu)
    learnable: bool = False


def entry_of(info, enabled: bool = True, reason: str = "", learnable: bool = False) -> MenuEntry:
    """A tile's entry from a ``GameInfo`` (or anything with its attributes)."""
    return MenuEntry(info.id, game_text(info.id, info.title), info.players_text,
                     game_text(info.id, info.tagline), info.deck_family,
                     tuple(info.sample_cards), enabled, reason, learnable)


def menu_entries(purpose: str) -> list[MenuEntry]:
    """One entry per registered game, ready or not for ``purpose`` (and why not)."""
    from cardgames.games import GAME_IDS, info_of
    from cardgames.ui.scenes.menu import games_with_tutorials
    from cardgames.ui.table.specs import has_layout

    learnable = set(games_with_tutorials())
    out = []
    for game_id in GAME_IDS:
        if purpose == "learn":
            ready, reason = game_id in learnable, _("No guided tutorial for this game yet.")
        else:
            ready, reason = purpose == "rules" or has_layout(game_id), \
                _("Its table is not drawn yet.")
        out.append(entry_of(info_of(game_id), ready, reason,
                            purpose == "play" and game_id in learnable))
    return out


def fan_in_box(family: str, codes: tuple[str, ...], box: tuple[int, int],
               game_id: str = "") -> pygame.Surface | None:
    """Three cards of the deck (``codes``; backs if it names none) fanned and scaled to fit
    ``box`` whatever their aspect, centred in a transparent surface of exactly that size;
    drawn in the look ``game_id``'s table uses by default."""
    from cardgames.ui.games import sample_look

    try:
        from cardgames.ui.cards import renderer_for

        renderer = renderer_for(family)
    except (ValueError, ImportError):
        return None
    bw, bh = box
    with sample_look(game_id, family):
        w0, h0 = renderer.size_for_width(1000)
        ratio = h0 / w0
        a = math.radians(FAN_ANGLE)
        span_w = 1 + math.cos(a) + ratio * math.sin(a)  # centres w/2 apart, outer ones turned
        span_h = max(ratio, math.sin(a) + ratio * math.cos(a))
        width = max(2, math.floor(min((bw - 4) / span_w, (bh - 4) / span_h)))
        w, h = renderer.size_for_width(width)
        shown: tuple[str | None, ...] = tuple(codes[:3]) or (None, None, None)
        surf = pygame.Surface((bw, bh), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        cx, cy = bw / 2, bh / 2
        offset = (len(shown) - 1) / 2
        for i, code in enumerate(shown):
            try:
                card = renderer.back(width) if code is None else renderer.face(code, width)
            except ValueError:  # a sample card the deck does not have: its back instead
                card = renderer.back(width)
            turned = pygame.transform.rotozoom(card, FAN_ANGLE * (offset - i), 1.0)
            surf.blit(turned, turned.get_rect(center=(round(cx + (i - offset) * w / 2),
                                                      round(cy))))
    return surf


class GameTile(Button):
    """A game's tile: its title, players and one line about it (and maybe a small
    button of its own, ``inner``, which takes the clicks over its corner)."""

    def __init__(self, entry: MenuEntry, on_click) -> None:
        super().__init__(entry.title, on_click, name=f"game:{entry.id}", enabled=entry.enabled,
                         reason=entry.reason)
        self.entry = entry
        self.family, self.sample_cards = entry.deck_family, entry.sample_cards
        self.players, self.line = entry.players, entry.tagline
        self.inner: Button | None = None
        #: the tile's boxes with its top-left at (0, 0) (set by the scene's layout)
        self.boxes: TileBoxes | None = None
        self.grid: GridLayout | None = None
        self._faces: dict[tuple, pygame.Surface] = {}
        self._fan: pygame.Surface | None = None

    def place(self, boxes: TileBoxes, grid: GridLayout) -> None:
        """Take the tile's new boxes (a new window size: the faces are drawn again)."""
        relative = boxes.relative()
        if relative != self.boxes or grid.small_px != getattr(self.grid, "small_px", None):
            self._faces.clear()
            self._fan = None
        self.boxes, self.grid = relative, grid

    def handle(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if self.inner is not None and pos is not None and self.inner.rect.collidepoint(pos):
            self.hovered = self.pressed = False  # the inner button has this click
            return False
        return super().handle(event)

    def lines(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        """What the tile writes: (text, size, bold, rect relative to the tile) per line,
        each cut to its box (the title and players on one line, the tagline on at most
        as many lines as its box holds, the last shown ending in an ellipsis when there is more)."""
        b, g = self.boxes, self.grid
        if b is None or g is None:
            return []
        out = []
        for line in fit_lines(self.label, g.title_px, b.title.width, 1, True):
            out.append((line, g.title_px, True, pygame.Rect(
                b.title.topleft, (text.size(line, g.title_px, True)[0], b.title.height))))
        small_h = line_height(g.small_px)
        for line in fit_lines(self.players, g.small_px, b.players.width, 1):
            out.append((line, g.small_px, False, pygame.Rect(
                b.players.topleft, (text.size(line, g.small_px)[0], small_h))))
        room = max(0, (b.tagline.height - small_h) // g.line_step + 1)
        for i, line in enumerate(fit_lines(self.line, g.small_px, b.tagline.width,
                                           min(MAX_TAGLINE_LINES, room))):
            out.append((line, g.small_px, False, pygame.Rect(
                b.tagline.x, b.tagline.y + i * g.line_step, text.size(line, g.small_px)[0],
                small_h)))
        return out

    def text_rects(self) -> list[pygame.Rect]:
        """The window rects of the lines the tile writes (where they are just now)."""
        return [r.move(self.rect.topleft) for *_, r in self.lines()]

    def picture_rect(self) -> pygame.Rect | None:
        return self.boxes.picture.move(self.rect.topleft) if self.boxes is not None else None

    def _face(self, metrics: Metrics, state: str) -> pygame.Surface:
        key = (state, self.rect.size, metrics.u)
        if key not in self._faces:
            self._faces[key] = self._draw_tile(metrics, state)
        return self._faces[key]

    def picture(self) -> pygame.Surface | None:
        """The sample cards fanned in the tile's picture box (drawn once per size)."""
        if self._fan is None and self.boxes is not None:
            self._fan = fan_in_box(self.family, self.sample_cards, self.boxes.picture.size,
                                   self.entry.id)
        return self._fan

    def _draw_tile(self, metrics: Metrics, state: str) -> pygame.Surface:
        w, h = self.rect.size
        radius = metrics.px(14)
        hover = state in ("hover", "pressed")
        border = style.GOLD if hover else style.PANEL_BORDER
        surf = surfaces.panel((w, h), radius, style.PANEL, border,
                              max(1, metrics.px(2)) if hover else 1).copy()
        ink = style.CREAM if self.enabled else style.CREAM_DIM
        fan = self.picture()
        if fan is not None:
            surf.blit(fan, self.boxes.picture)
        for i, (line, px, bold, rect) in enumerate(self.lines()):
            colour = (style.GOLD if hover else ink) if bold else \
                (style.CREAM_DIM if i == 1 else ink)
            surf.blit(text.render(line, px, colour, bold), rect)
        return surf


class ChooseGameScene(Scene):
    def __init__(self, app, purpose: str = "play", entries: list[MenuEntry] | None = None) -> None:
        super().__init__(app)
        #: "play" opens the setup, "rules" the rules text, "learn" the tutorial
        self.purpose = purpose
        self.entries = menu_entries(purpose) if entries is None else list(entries)
        self.tiles: list[GameTile] = []
        ring: list[Button] = []
        for entry in self.entries:
            tile = GameTile(entry, (lambda g=entry.id: self.choose(g)))
            self.tiles.append(tile)
            ring.append(tile)
            if entry.learnable:
                tile.inner = Button(_("Learn to play"), (lambda g=entry.id: self.learn(g)),
                                    name=f"learn:{entry.id}", kind=QUIET,
                                    help=_("A guided game: each step explains one rule."))
                ring.append(tile.inner)
        self.back = Button(_("Back"), self.app.scenes.pop, name="button:back")
        self.focus = FocusRing([*ring, self.back])
        self.grid: GridLayout | None = None
        self.scroll = 0
        self._mouse: tuple[int, int] | None = None  # where the pointer last was
        self._drag: tuple[int, int] | None = None  # (pointer y, scroll) when pressed
        self.dragging = False
        self._masks: dict[tuple, pygame.Surface] = {}

    # --- layout and scrolling ------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        self.back.rect = pygame.Rect(0, 0, m.px(160), m.px(48))
        self.back.rect.bottomleft = (m.px(28), m.height - m.px(24))
        top = heading_top(m) + line_height(m.title_px, True) + m.px(16)
        bottom = self.back.rect.top - m.px(14)
        with_button = any(tile.inner is not None for tile in self.tiles)
        label_w = max((text.size(t.inner.label, m.small_px)[0] for t in self.tiles
                       if t.inner is not None), default=0)
        self.grid = grid_layout(m, len(self.tiles), with_button, top, bottom, label_w)
        for tile, boxes in zip(self.tiles, self.grid.tiles, strict=True):
            tile.place(boxes, self.grid)
        self._masks.clear()
        self.scroll_to(self.scroll)

    @property
    def max_scroll(self) -> int:
        return self.grid.max_scroll if self.grid is not None else 0

    def scroll_to(self, offset: float) -> None:
        """Scroll the tiles ``offset`` pixels up (kept between 0 and :attr:`max_scroll`)."""
        self.scroll = clamp(round(offset), 0, self.max_scroll)
        if self.grid is None:
            return
        for tile, boxes in zip(self.tiles, self.grid.tiles, strict=True):
            moved = boxes.moved(-self.scroll)
            tile.rect = moved.rect
            if tile.inner is not None:
                tile.inner.rect = moved.button
        if self._mouse is not None:  # what is under the pointer now
            self._hover(self._mouse)

    def scroll_by(self, pixels: float) -> None:
        self.scroll_to(self.scroll + pixels)

    def show_tile(self, index: int) -> None:
        """Scroll just enough that tile ``index`` is whole in view."""
        if self.grid is not None and 0 <= index < len(self.tiles):
            self.scroll_to(self.grid.scroll_to_show(index, self.scroll))

    def _hover(self, pos: tuple[int, int]) -> None:
        inside = self.grid is not None and self.grid.viewport.collidepoint(pos)
        for tile in self.tiles:
            for button in (tile, tile.inner):
                if button is not None:
                    button.hovered = inside and button.rect.collidepoint(pos)
            if tile.inner is not None and tile.inner.hovered:
                tile.hovered = False

    # --- focus ---------------------------------------------------------------------------------
    def _focused_tile(self) -> tuple[int, bool] | None:
        """(tile index, on its inner button) of the keyboard focus, or None."""
        ring = self.focus.buttons
        if not 0 <= self.focus.index < len(ring):
            return None
        button = ring[self.focus.index]
        for i, tile in enumerate(self.tiles):
            if button is tile or button is tile.inner:
                return i, button is tile.inner
        return None

    def _focus(self, button: Button) -> None:
        self.focus.index = self.focus.buttons.index(button)
        for b in self.focus.buttons:
            b.focused = b is button

    def _focus_tile(self, target: int, inner: bool, direction: int) -> None:
        """Focus the usable tile nearest ``target`` (ties: ``direction``'s way), its inner
        button if ``inner`` and it has one; and scroll it into view."""
        usable = [i for i, t in enumerate(self.tiles) if t.enabled]
        if not usable:
            return
        best = min(usable, key=lambda i: (abs(i - target), (i - target) * direction < 0))
        tile = self.tiles[best]
        self._focus(tile.inner if inner and tile.inner is not None else tile)
        self.show_tile(best)

    def _key(self, key: int) -> bool:
        """The grid's keys: Up/Down a row, Page Up/Down a screenful, Home/End."""
        if self.grid is None or not self.tiles:
            return False
        cols = self.grid.columns
        page = cols * max(1, self.grid.viewport.height // self.grid.row_step)
        moves = {pygame.K_DOWN: cols, pygame.K_UP: -cols, pygame.K_PAGEDOWN: page,
                 pygame.K_PAGEUP: -page}
        at = self._focused_tile()
        last = len(self.tiles) - 1
        if key == pygame.K_HOME:
            self.scroll_to(0)
            self._focus_tile(0, False, 1)
            return True
        if key == pygame.K_END:
            self.scroll_to(self.max_scroll)
            self._focus_tile(last, False, -1)
            return True
        if key not in moves:
            return False
        step = moves[key]
        if key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):  # the view moves a screenful too
            self.scroll_by((1 if step > 0 else -1) * (page // cols) * self.grid.row_step)
        if at is None:
            if self.focus.index >= 0 and step < 0:  # from Back, up into the grid
                self._focus_tile(last, False, -1)
            elif self.focus.index < 0:
                self._focus_tile(0 if step > 0 else last, False, 1 if step > 0 else -1)
            else:
                return False  # on Back, Down: nothing below
            return True
        index, inner = at
        if step > 0 and index // cols == last // cols:  # down from the last row: Back
            self._focus(self.back)
            return True
        self._focus_tile(clamp(index + step, 0, last), inner, 1 if step > 0 else -1)
        return True

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
                return
            if self._key(event.key):
                return
            if self.focus.handle(event):
                at = self._focused_tile()
                if at is not None:
                    self.show_tile(at[0])
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * (self.grid.row_step // 2 if self.grid else 60))
            return
        pos = getattr(event, "pos", None)
        if pos is None:
            self.focus.handle(event)
            return
        self._mouse = pos
        if self._drag_event(event):
            return
        inside = self.grid is not None and self.grid.viewport.collidepoint(pos)
        away = (-10**6, -10**6)  # the parts of tiles cut off by the edge take no clicks
        for button in self.focus.buttons:
            seen = event if button is self.back or inside else _moved(event, away)
            if button.handle(seen):
                return
            if event.type == pygame.MOUSEMOTION and button.hovered and button.enabled:
                self._focus(button)

    def _drag_event(self, event: pygame.event.Event) -> bool:
        """Drag the tiles up and down (the press turns into a drag once it moves a few
        pixels: no tile is clicked then).  True when the event was the drag's."""
        m = self.metrics
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.grid is not None and self.grid.viewport.collidepoint(event.pos):
                self._drag = (event.pos[1], self.scroll)
            self.dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            y0, s0 = self._drag
            dy = event.pos[1] - y0
            if not self.dragging and abs(dy) > m.px(8) and self.max_scroll > 0:
                self.dragging = True
                for button in self.focus.buttons:
                    button.pressed = False
            if self.dragging:
                self.scroll_to(s0 - dy)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.dragging
            self._drag, self.dragging = None, False
            if was:
                for button in self.focus.buttons:
                    button.pressed = False
            return was
        return False

    # --- actions -------------------------------------------------------------------------------
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

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        felt = surfaces.felt(surface.get_size())
        surface.blit(felt, (0, 0))
        view = self.grid.viewport
        surface.set_clip(view)
        for tile in self.tiles:
            if tile.rect.colliderect(view):
                tile.draw(surface, m)
                if tile.inner is not None:
                    tile.inner.draw(surface, m)
        surface.set_clip(None)
        self._draw_scroll_cue(surface, felt)
        heading = {"play": _("Choose a game"), "learn": _("Which game will you learn?")}.get(
            self.purpose, _("Which game's rules?"))
        title = text.render(heading, m.title_px, style.CREAM, bold=True)
        surface.blit(title, title.get_rect(midtop=(m.width // 2, heading_top(m))))
        self.back.draw(surface, m)
        if self.max_scroll > 0:
            hint = text.render(_("Wheel, arrows or drag for more games"), m.small_px,
                               style.CREAM_DIM)
            surface.blit(hint, hint.get_rect(midleft=(self.back.rect.right + m.px(24),
                                                      self.back.rect.centery)))
        for button in self.focus.buttons:
            if button.hovered:
                keep_clear(self.tooltip_avoid(button))
                button.draw_tooltip(surface, m)
        keep_clear([])

    def tooltip_avoid(self, anchor: Button) -> list[pygame.Rect]:
        """What a tooltip of ``anchor`` must not cover: every other button in view."""
        view = self.grid.viewport
        out = [pygame.Rect(self.back.rect)] if anchor is not self.back else []
        for tile in self.tiles:
            for button in (tile, tile.inner):
                if button is not None and button is not anchor and button.rect.colliderect(view):
                    out.append(button.rect.clip(view))
        return out

    def _draw_scroll_cue(self, surface: pygame.Surface, felt: pygame.Surface) -> None:
        """A scroll bar beside the grid and the felt fading over a cut edge."""
        if self.max_scroll <= 0:
            return
        m, g = self.metrics, self.grid
        view = g.viewport
        band = m.px(30)
        if self.scroll > 0:
            self._fade(surface, felt, pygame.Rect(view.x, view.y, view.width, band), True)
        if self.scroll < self.max_scroll:
            self._fade(surface, felt, pygame.Rect(view.x, view.bottom - band, view.width, band),
                       False)
        right = max(t.rect.right for t in self.tiles)
        track = pygame.Rect(min(right + m.px(12), m.width - m.px(14)), view.y + m.px(4),
                            max(2, m.px(6)), view.height - m.px(8))
        thumb_h = max(m.px(36), track.height * view.height // max(1, g.content_height))
        thumb = pygame.Rect(track.x, track.y + (track.height - thumb_h) * self.scroll
                            // self.max_scroll, track.width, thumb_h)
        radius = track.width // 2
        pygame.draw.rect(surface, style.with_alpha(style.CREAM, 40), track, border_radius=radius)
        pygame.draw.rect(surface, style.CREAM_DIM, thumb, border_radius=radius)
        self.scroll_bar, self.scroll_thumb = track, thumb

    def _fade(self, surface: pygame.Surface, felt: pygame.Surface, band: pygame.Rect,
              from_top: bool) -> None:
        key = (band.size, from_top)
        mask = self._masks.get(key)
        if mask is None:
            column = pygame.Surface((1, band.height), pygame.SRCALPHA)
            for y in range(band.height):
                f = 1 - y / max(1, band.height - 1)
                column.set_at((0, y), (255, 255, 255, round(255 * (f if from_top else 1 - f))))
            mask = self._masks[key] = pygame.transform.scale(column, band.size)
        piece = pygame.Surface(band.size, pygame.SRCALPHA)
        piece.blit(felt, (0, 0), band)
        piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(piece, band)

    def target_rect(self, name: str) -> pygame.Rect | None:
        """A named button's rect; a tile (or its inner button) out of view is scrolled into
        view first, as a player would before pointing at it."""
        for button in self.focus.buttons:
            if button.name == name:
                for i, tile in enumerate(self.tiles):
                    if button is tile or button is tile.inner:
                        self.show_tile(i)
                return pygame.Rect(button.rect)
        return None


def _moved(event: pygame.event.Event, pos: tuple[int, int]) -> pygame.event.Event:
    """``event`` as if it happened at ``pos``."""
    return pygame.event.Event(event.type, {**event.dict, "pos": pos})
