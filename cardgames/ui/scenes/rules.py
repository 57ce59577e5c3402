"""The rules of a game, readable: ``rules/<game>/rules.md`` in a scrolling text box.

pygame_gui's text box lays out and scrolls the text (wheel, scroll bar); this scene adds
the keys (arrows, Page Up/Down, Home/End, Space) and the title and Back button on the
felt.  The column is kept to a comfortable reading width (about 80 characters) however
wide the window, and card codes and the suits' names carry the suit's small symbol, as
drawn on the cards.  A game without its rules text yet says so instead of failing.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from cardgames.core.i18n import _, game_text, localized_file
from cardgames.core.paths import rules_dir
from cardgames.core.storage import read_limited
from cardgames.ui import style, text
from cardgames.ui.cards.glyphs import suit_glyph_file
from cardgames.ui.gui_theme import hex_colour, make_manager
from cardgames.ui.markdown import to_gui_html
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import Button

MAX_RULES_BYTES = 400_000


def load_rules_text(game_id: str, language: str | None = None) -> str:
    """``rules.<lang>.md`` in the current language, else the English ``rules.md``."""
    path = localized_file(rules_dir() / game_id, "rules", ".md", language)
    try:
        return read_limited(path, MAX_RULES_BYTES)
    except (OSError, ValueError, UnicodeDecodeError):
        return "# " + _("Rules") + "\n\n" + _(
            "The rules text of this game is not written yet. "
            "Its options are described on the setup screen: hover over each one.")


class RulesScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        from cardgames.games import game_class

        self.game_id = game_id
        cls = game_class(game_id)
        self.title = _("{game} \u2014 rules").format(game=game_text(game_id, cls.title))
        self.deck_family = cls.info.deck_family
        self.markdown = load_rules_text(game_id)
        self.manager: pygame_gui.UIManager | None = None
        self.box: UITextBox | None = None
        self.back = Button(_("Back"), self.app.scenes.pop, name="button:back")
        self.left = 0
        self.column = pygame.Rect(0, 0, 0, 0)
        self._keep = 0.0  # the scroll position to restore after a new layout
        self._shown = False

    def layout(self, metrics: Metrics) -> None:
        """Place the column; the text itself is laid out on the next frame (:meth:`update`),
        so the title and an empty panel show at once instead of a frozen or black window."""
        super().layout(metrics)
        m = metrics
        self._keep = self.scroll_fraction() if self.box is not None else self._keep
        width = min(m.width - 2 * m.px(48), m.px(980))
        self.column = pygame.Rect((m.width - width) // 2, m.px(96), width,
                                  m.height - m.px(96) - m.px(92))
        self.left = self.column.left
        if self.manager is not None:
            self.manager.clear_and_reset()
        self.manager = None
        self.box = None
        self._shown = False  # no frame drawn since this layout yet
        self.back.rect = pygame.Rect(0, 0, m.px(150), m.px(50))
        self.back.rect.bottomleft = (self.left, m.height - m.px(22))

    def build_text(self) -> None:
        """Lay the rules out in pygame_gui's text box (the slow part: ~0.2 s)."""
        m = self.metrics
        sizes = (max(20, m.px(32)), max(17, m.px(25)), max(15, m.px(21)), m.body_px)
        self.manager = make_manager(m, sizes)
        glyph_px = round(m.body_px * 1.15)

        def glyph(suit: str) -> str | None:
            path = suit_glyph_file(self.deck_family, suit, glyph_px)
            return str(path) if path is not None else None

        glyph.size_px = glyph_px  # type: ignore[attr-defined]  # a deck sizes its pictures by it
        # the deck's own module marks its card codes and suit names up (if it says how)
        from cardgames.ui.cards import deck_module

        markup = getattr(deck_module(self.deck_family), "rules_markup", None)
        pattern, card_html, decorate = markup(glyph) if markup is not None else (None,) * 3
        html_text = to_gui_html(self.markdown, sizes, hex_colour(style.GOLD),
                                pattern, card_html, decorate)
        self.box = UITextBox(html_text, pygame.Rect(self.column), self.manager)
        self.manager.update(0.0)
        if self._keep:
            self.scroll_to(self._keep)

    def close(self) -> None:
        if self.manager is not None:
            self.manager.clear_and_reset()
            self.manager = None

    # --- scrolling ---------------------------------------------------------------------------
    def _bar(self):
        return getattr(self.box, "scroll_bar", None) if self.box is not None else None

    def scroll_fraction(self) -> float:
        bar = self._bar()
        return float(bar.start_percentage) if bar is not None else 0.0

    def scroll_to(self, fraction: float) -> None:
        bar = self._bar()
        if bar is None:
            return
        fraction = max(0.0, min(fraction, 1.0 - bar.visible_percentage))
        bar.set_scroll_from_start_percentage(fraction)

    def scroll_by(self, pixels: float) -> None:
        bar = self._bar()
        layout = getattr(self.box, "text_box_layout", None)
        if bar is None or layout is None:
            return
        height = max(1, layout.layout_rect.height)
        self.scroll_to(bar.start_percentage + pixels / height)

    # --- frame -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        m = self.metrics
        line = m.body_px * 3
        page = (self.box.rect.height - m.px(60)) if self.box is not None else 300
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line)
            return
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                     pygame.K_SPACE: page, pygame.K_PAGEUP: -page}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return
            if event.key == pygame.K_HOME:
                self.scroll_to(0.0)
                return
            if event.key == pygame.K_END:
                self.scroll_to(1.0)
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.scenes.pop()
                return
        if self.back.handle(event):
            return
        if self.manager is not None:
            self.manager.process_events(event)

    def update(self, dt: float) -> None:
        if self.box is None and self._shown:
            self.build_text()
        if self.manager is not None:
            self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        title = text.render(self.title, m.title_px, style.CREAM, bold=True)
        surface.blit(title, (self.left, m.px(28)))
        surface.blit(surfaces.panel(self.column.size, m.px(12), (0, 0, 0, 112),
                                    (255, 255, 255, 32), 1), self.column)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        self._shown = True
        self.back.draw(surface, m)
        hint = text.render(_("Wheel, arrows or Page Up/Down to scroll \u00b7 Esc to go back"),
                           m.small_px, style.CREAM_DIM)
        right = self.column.right
        surface.blit(hint, hint.get_rect(bottomright=(right, m.height - m.px(36))))

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:back":
            return pygame.Rect(self.back.rect)
        if name == "text":
            return pygame.Rect(self.column)
        return None
