"""The first screen: the program's name over the felt, a fan of cards, and the way in
(Play, Learn to play, Rules, Statistics, Settings, Quit).  Arrows and Enter work as well
as the mouse.

When a match was left unfinished (the autosave), a panel beside the buttons offers to
resume it, with the game, the players and the score so far.  An autosave that can't be
read is not offered: it has been set aside, and a note says so -- like every other note
the program keeps for the player (:attr:`App.notices`), until they close it.
"""

from __future__ import annotations

import math

import pygame

from cardgames.core.i18n import N_, _
from cardgames.ui import style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import NORMAL, PRIMARY, Button, FocusRing, row, stack_vertically
from cardgames.ui.widgets.notice import NoticeBox
from cardgames.ui.widgets.tooltip import keep_clear

#: The cards fanned over the title (a Spanish hand: ace of oros, three of copas...).
FAN = ("1O", "3C", "12E", "11B", "7O")
NO_TUTORIAL = N_("No game has a guided tutorial yet. Rules explains each game.")


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
            Button(_("Play"), self.play, name="button:play", kind=PRIMARY),
            Button(_("Learn to play"), self.learn, name="button:learn",
                   enabled=bool(games_with_tutorials()), reason=_(NO_TUTORIAL),
                   help=_("A guided game: each step explains one rule, you make the move.")),
            Button(_("Rules"), self.rules, name="button:rules"),
            Button(_("Statistics"), self.statistics, name="button:statistics",
                   help=_("Your results in every game and rule set.")),
            Button(_("Settings"), self.settings, name="button:settings",
                   help=_("Window, language, animation, card back, aids, your name.")),
            Button(_("Quit"), self.app.quit, name="button:quit"),
        ]
        self.resume_button = Button(_("Resume"), self.resume_match, name="button:resume",
                                    kind=PRIMARY, help=_("Sit down at this match again, "
                                                         "exactly where it was left."))
        self.saved = None  # the autosaved match, when there is one to resume
        self._autosave_seen: tuple | None = None
        self.resume_rect = pygame.Rect(0, 0, 0, 0)
        self.notice = NoticeBox(app.notices, on_dismiss=self._relayout_notice)
        self.focus = FocusRing(self.buttons)
        self._fan: list[tuple[pygame.Surface, pygame.Rect]] = []

    def language_changed(self) -> None:
        """The buttons again, in the new language (same names, same focus ring)."""
        fresh = MenuScene.__new__(MenuScene)
        Scene.__init__(fresh, self.app)
        MenuScene.__init__(fresh, self.app)
        for mine, new in zip(self.buttons + [self.resume_button],
                             fresh.buttons + [fresh.resume_button], strict=True):
            mine.label, mine.help, mine.reason = new.label, new.help, new.reason
        self._update_buttons()

    # --- the match left unfinished -------------------------------------------------------------
    def resume(self) -> None:
        """Became the top scene: look at the autosave again (a match may have been left)."""
        self.check_autosave()

    def check_autosave(self) -> None:
        from cardgames.catalog import CATALOG
        from cardgames.core.saves import SaveError, autosave_path, read_save

        path = autosave_path()
        try:
            stat = path.stat()
            seen: tuple | None = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            seen = None
        if seen == self._autosave_seen:
            return
        self._autosave_seen = seen
        self.saved = None
        if seen is not None:
            try:
                saved = read_save(path, CATALOG)
            except SaveError as error:
                self.app.notify(_("The match in progress could not be resumed: {error}").format(
                    error=error))
            else:
                if saved.rebuilt:
                    from cardgames.ui.save_text import kept_name, rebuilt_text

                    self.app.notify(rebuilt_text(path.name, kept_name(saved)))
                if not is_over(saved):
                    self.saved = saved
        self._update_buttons()

    def _update_buttons(self) -> None:
        from cardgames.ui.table.specs import has_layout

        saved = self.saved
        self.buttons[0].kind = NORMAL if saved is not None else PRIMARY
        self.buttons[0].help = (_("A new match replaces the one in progress (Save as\u2026 in "
                                  "its pause menu keeps it).") if saved is not None else "")
        ring = ([self.resume_button] if saved is not None else []) + self.buttons
        if saved is not None:
            ok = has_layout(saved.game_id)
            self.resume_button.enabled = ok
            self.resume_button.reason = "" if ok else _("This version has no table for that game.")
        self.focus.set(ring)
        if self.metrics is not None:
            self.layout(self.metrics)

    def resume_match(self) -> None:
        from cardgames.core.saves import SaveError
        from cardgames.ui.scenes.table import TableScene

        if self.saved is None:
            return
        try:
            scene = TableScene.resumed(self.app, self.saved)
        except (SaveError, ValueError, KeyError, TypeError) as error:
            self.app.notify(_("The match in progress could not be resumed: {error}").format(
                error=error))
            self.saved = None
            self._update_buttons()
            return
        self.app.scenes.push(scene)

    def _relayout_notice(self) -> None:
        if self.metrics is not None:
            self.layout(self.metrics)

    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        cx = m.width // 2
        top = round(m.height * 0.47)
        w, h, gap = m.px(300), m.px(52), m.px(12)
        main = [self.buttons[0], self.buttons[1], self.buttons[2]]
        bottom = stack_vertically(main, cx, top, w, h, gap)
        row(self.buttons[3:5], cx, bottom + gap, (w - gap) // 2, h, gap)
        stack_vertically([self.buttons[5]], cx, bottom + 2 * gap + h, w, h, gap)
        panel_w = min(m.px(400), (m.width - w) // 2 - m.px(60))
        self.resume_rect = pygame.Rect(cx + w // 2 + m.px(40), top, panel_w,
                                       self._resume_height(m, panel_w))
        self.resume_button.rect = pygame.Rect(0, 0, panel_w - m.px(40), h)
        self.resume_button.rect.midbottom = (self.resume_rect.centerx,
                                             self.resume_rect.bottom - m.px(20))
        self.notice.place((cx, m.px(16)), min(m.width - m.px(40), m.px(900)), m)
        self._fan = self._lay_fan(m)

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

    def statistics(self) -> None:
        from cardgames.ui.scenes.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from cardgames.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if self.notice.handle(event):
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        for card, rect in self._fan:
            surface.blit(card, rect)
        title = text.render(_("Card Table"), round(m.title_px * 1.5), style.CREAM, bold=True)
        y = self.buttons[0].rect.top - m.px(40) - title.get_height() - m.px(30)
        surface.blit(title, title.get_rect(midtop=(m.width // 2, y)))
        sub = text.render(_("Traditional card games at a green table"), m.body_px, style.CREAM_DIM)
        surface.blit(sub, sub.get_rect(midtop=(m.width // 2, y + title.get_height() + m.px(4))))
        if self.saved is not None:
            self._draw_resume(surface, m)
        self.focus.draw(surface, m)
        hint = text.render(_("Arrows and Enter choose  \u00b7  F11 full screen"), m.small_px,
                           style.CREAM_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(m.width // 2, m.height - m.px(16))))
        self.notice.draw(surface, m)
        for button in self.focus.buttons:  # a tooltip never covers another button
            if button.hovered:
                keep_clear(self.tooltip_avoid(button))
                button.draw_tooltip(surface, m)
        keep_clear([])
        if self.notice.visible:
            self.notice.button.draw_tooltip(surface, m)

    def tooltip_avoid(self, anchor) -> list[pygame.Rect]:
        """What the tooltip of ``anchor`` must leave uncovered: the other buttons (and the
        match-in-progress panel and the notice, when shown)."""
        out = [pygame.Rect(b.rect) for b in self.focus.buttons if b is not anchor]
        if self.saved is not None and anchor is not self.resume_button:
            out.append(pygame.Rect(self.resume_rect))
        if self.notice.visible:
            out.append(pygame.Rect(self.notice.rect))
        return out

    def _resume_lines(self, m: Metrics, width: int) -> list[str]:
        from cardgames.ui.save_text import scores_line

        return text.wrap(scores_line(self.saved.summary()), m.small_px, width)[:3] \
            if self.saved is not None else []

    def _resume_height(self, m: Metrics, panel_w: int) -> int:
        """Tall enough for what it says: heading, game, scores, when, the button."""
        lines = len(self._resume_lines(m, panel_w - m.px(40)))
        return (m.px(16) + m.small_px + m.px(8) + round(m.body_px * 1.35)
                + lines * round(m.small_px * 1.35) + m.px(14) + m.small_px + m.px(10)
                + m.px(52) + m.px(20))

    def _draw_resume(self, surface: pygame.Surface, m: Metrics) -> None:
        """The match left unfinished: game and hand, players and scores, when saved."""
        from cardgames.ui.save_text import headline, saved_when

        rect = self.resume_rect
        surface.blit(surfaces.panel(rect.size, m.px(14), style.PANEL,
                                    style.with_alpha(style.GOLD, 110), max(1, m.px(2))), rect)
        summary = self.saved.summary()
        pad = m.px(20)
        width = rect.width - 2 * pad
        y = rect.y + m.px(16)
        surface.blit(text.render(_("Match in progress"), m.small_px, style.CREAM_DIM), (rect.x + pad, y))
        y += m.small_px + m.px(8)
        for line in text.wrap(headline(summary), m.body_px, width, bold=True)[:1]:
            surface.blit(text.render(line, m.body_px, style.GOLD, bold=True), (rect.x + pad, y))
            y += round(m.body_px * 1.35)
        for line in self._resume_lines(m, width):
            surface.blit(text.render(line, m.small_px, style.CREAM), (rect.x + pad, y))
            y += round(m.small_px * 1.35)
        when = text.render(_("saved {when}").format(when=saved_when(summary.get("saved_at") or 0)),
                           m.small_px,
                           style.CREAM_DIM)
        surface.blit(when, (rect.x + pad, self.resume_button.rect.top - m.px(10)
                            - when.get_height()))

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:resume" and self.saved is not None:
            return pygame.Rect(self.resume_button.rect)
        if name == "panel:resume" and self.saved is not None:
            return pygame.Rect(self.resume_rect)
        if name == "notice" and self.notice.visible:
            return pygame.Rect(self.notice.rect)
        if name == self.notice.button.name and self.notice.visible:
            return pygame.Rect(self.notice.button.rect)
        for button in self.buttons:
            if button.name == name:
                return pygame.Rect(button.rect)
        return None



def is_over(saved) -> bool:
    """Whether a saved match is already over (there is nothing to resume then)."""
    try:
        return saved.is_over  # from the state checked when the save was read
    except ValueError:  # SaveError: it can't be restored, so there is nothing to resume
        return True
