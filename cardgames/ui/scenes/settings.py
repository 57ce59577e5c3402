"""The settings screen: one row per setting, each change applied and saved at once.

Opened from the menu and from the pause menu (the table waits beneath).  Every row is a
label, a line saying what the setting does, and its control -- a row of choices, or the
name field.  A choice is handed to :meth:`App.apply_settings`, which applies it without a
restart (the window is resized, the card backs redrawn; everything else is read live)
and writes ``settings.yaml``; the line at the bottom says where.  The preview on the
right shows the chosen card back next to a face and how the colour-blind aids mark a
card that may not be played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from cardgames.core.i18n import LANGUAGES, N_, _, language
from cardgames.ui import sound, style, text
from cardgames.ui.scenes.base import Scene
from cardgames.ui.settings import (
    CARD_BACKS,
    MAX_NAME,
    WINDOW_SIZES,
    format_window_size,
    parse_window_size,
)
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import Button, FocusRing
from cardgames.ui.widgets.segmented import Segmented
from cardgames.ui.widgets.text_field import TextField

OFF_ON = [(False, N_("Off")), (True, N_("On"))]
SPEEDS = [("off", N_("Off")), ("fast", N_("Fast")), ("normal", N_("Normal")), ("slow", N_("Slow"))]
CARD_BACK_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green")}
#: the sound row's volumes; "off" is the ``muted`` setting (the volume is kept for "on")
VOLUMES = (25, 50, 75, 100)


def sound_choices(volume: int, muted: bool) -> tuple[list[tuple[Any, str]], Any]:
    """The sound row's options and its value: Off, then the volumes (the stored one too,
    if the file holds another)."""
    volumes = sorted(set(VOLUMES) | ({volume} if volume > 0 else set()))
    options: list[tuple[Any, str]] = [("off", _("Off"))]
    options += [(v, f"{v}%") for v in volumes]
    return options, ("off" if muted or volume <= 0 else volume)


@dataclass
class Row:
    key: str
    label: str
    short: str  # under the label
    help: str  # the whole story, at the bottom while the row is pointed at
    control: Segmented | TextField
    rect: pygame.Rect


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(_("Back"), self.leave, name="button:back", help="Esc")
        self.rows: list[Row] = []
        self.status = ""
        self.status_is_problem = False
        self.focus = FocusRing([])
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self.name_field: TextField | None = None
        self.mouse = (-1, -1)
        self._build()

    # --- the rows ------------------------------------------------------------------------------
    def _build(self) -> None:
        from cardgames.ui.table.match import LEVEL_NAMES, available_levels, level_label

        s = self.app.settings
        window = format_window_size(self.app._windowed_size if self.app.fullscreen
                                    else self.app.screen.get_size())
        sizes = list(WINDOW_SIZES)
        if window not in sizes:
            sizes.append(window)
        desktop = (pygame.display.get_desktop_sizes() or [(0, 0)])[0]
        too_big = {}
        for size in sizes:
            w, h = parse_window_size(size) or (0, 0)
            if size != window and desktop[0] and (w > desktop[0] or h > desktop[1]):
                too_big[size] = _("Larger than your screen ({width}\u00d7{height}).").format(
                    width=desktop[0], height=desktop[1])
        size_labels = [(v, v.replace("x", "\u00d7") + (_(" (now)") if v == window
                                                        and v not in WINDOW_SIZES else ""))
                       for v in sizes]
        levels = [(lv, _(LEVEL_NAMES[lv]) if lv in LEVEL_NAMES else level_label(lv))
                  for lv in available_levels()]
        off_on = [(v, _(label)) for v, label in OFF_ON]
        languages = [(code, name) for code, name in LANGUAGES.items()]
        self.name_field = TextField(s.player_name, placeholder=_("You"), max_length=MAX_NAME,
                                    name="field:player_name",
                                    on_change=lambda v: self.change("player_name", v))
        def row(key: str, label: str, short: str, help_: str, control) -> Row:
            return Row(key, label, short, help_, control, pygame.Rect(0, 0, 0, 0))

        def choices(key: str, options, value, **kw) -> Segmented:
            return Segmented(key, options, value, lambda v: self.change(key, v), **kw)

        self.rows = [
            row("language", _("Language"), _("Of every text, at once."),
                _("The language of the menus, the table, the rules and the tutorials. "
                  "cardgames --lang and CARDGAMES_LANG choose another for one run."),
                choices("language", languages, language())),
            row("window_size", _("Window size"), _("Or drag the window's edge."),
                _("The size of the window. The sizes larger than your screen can't be chosen; "
                  "drag the window's edge for any size in between."),
                choices("window_size", size_labels, window, disabled=too_big)),
            row("fullscreen", _("Full screen"), _("The table fills the screen (F11 too)."),
                _("The table fills the whole screen. F11 switches at any moment."),
                choices("fullscreen", off_on, self.app.fullscreen)),
            row("animation_speed", _("Animation speed"), _("How fast the cards move."),
                _("How fast cards are dealt, played and gathered. Off: every move lands at "
                  "once, and the last one stays outlined for a moment."),
                choices("animation_speed", [(v, _(label)) for v, label in SPEEDS],
                        s.animation_speed)),
            row("card_back", _("Card back"), _("The colour of the face-down cards."),
                _("The colour of the shared design on the back of every face-down card."),
                choices("card_back", [(b, _(CARD_BACK_NAMES.get(b, b.title())))
                                      for b in CARD_BACKS], s.card_back)),
            row("four_colour_french", _("Four-colour French deck"),
                _("Diamonds blue and clubs green."),
                _("Clubs drawn green and diamonds blue on French cards, so the four suits "
                  "differ in colour. Spanish cards don't change."),
                choices("four_colour_french", off_on, s.four_colour_french)),
            row("colour_blind_aids", _("Colour-blind aids"), _("Shapes and symbols beside colours."),
                _("A no-entry sign on each card you may not play, playable cards raised higher, "
                  "and the suit's symbol beside the trump's name and cards named in a replay."),
                choices("colour_blind_aids", off_on, s.colour_blind_aids)),
            row("learning_aids", _("Learning aids"), _("Light the cards you may play."),
                _("On: the cards you may play are lit (the others dimmed) and a barred bid says "
                  "why. Off: nothing is lit; a move the rules forbid is refused with the reason."),
                choices("learning_aids", off_on, s.learning_aids)),
            row("default_ai_level", _("Opponents' level"), _("The AI level new games start with."),
                _("The AI level of every opponent when you set up a game; each seat can still "
                  "be changed there."),
                choices("default_ai_level", levels, s.default_ai_level)),
            row("sound", _("Sound"), _("Soft sounds at the table (M: off/on)."),
                _("Short, quiet sounds for dealing, playing a card, a trick taken, your turn "
                  "and a refused move. M switches them off and on at the table."),
                choices("sound", *sound_choices(s.volume, s.muted))),
            row("player_name", _("Your name"), _("Used at the table instead of \u201cYou\u201d."),
                _("Your name on your seat, in the score sheet and in the hand histories. "
                  "Leave it empty to be \u201cYou\u201d."), self.name_field),
        ]
        buttons = [b for row in self.rows if isinstance(row.control, Segmented)
                   for b in row.control.buttons]
        self.focus.set(buttons + [self.back])

    def change(self, key: str, value: Any) -> None:
        """A choice was made: apply it now and write the file."""
        if key == "window_size":
            problem = self.app.apply_settings(self.app.settings.copy(window_size=value))
        elif key == "sound":
            changes = {"muted": True} if value == "off" else {"volume": int(value),
                                                              "muted": False}
            problem = self.app.apply_settings(self.app.settings.copy(**changes))
            sound.play("turn", self.app.settings)  # how loud it is now
        else:
            problem = self.app.apply_settings(self.app.settings.copy(**{key: value}))
        if problem:
            self.status, self.status_is_problem = problem, True
        else:
            from cardgames.ui.settings_file import settings_path

            self.status, self.status_is_problem = _("Saved in {path}").format(
                path=settings_path()), False

    def language_changed(self) -> None:
        """Every row again in the new language (the status line too)."""
        status = self.status
        self._build()
        self.status = status if self.status_is_problem else ""
        if not self.status_is_problem and status:
            from cardgames.ui.settings_file import settings_path

            self.status = _("Saved in {path}").format(path=settings_path())

    def control(self, key: str) -> Segmented | TextField | None:
        for row in self.rows:
            if row.key == key:
                return row.control
        return None

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        super().layout(metrics)
        m = metrics
        margin = m.px(40)
        preview_w = m.px(250)
        top = m.px(104)
        row_h = max(m.px(62), m.body_px + m.small_px + m.px(22))
        row_h = min(row_h, (m.height - m.px(86) - top) // max(1, len(self.rows)))
        label_w = m.px(330)
        width = m.width - 2 * margin - preview_w - m.px(30)
        control_x = margin + label_w
        control_w = width - label_w
        button_h = m.px(40)
        for i, row in enumerate(self.rows):
            row.rect = pygame.Rect(margin, top + i * row_h, width, row_h)
            y = row.rect.centery - button_h // 2
            if isinstance(row.control, Segmented):
                row.control.layout(control_x, y, button_h, m, max_width=control_w)
            else:
                row.control.rect = pygame.Rect(control_x, y, min(control_w, m.px(340)), button_h)
        self.preview_rect = pygame.Rect(m.width - margin - preview_w, top, preview_w,
                                        min(m.px(360), len(self.rows) * row_h))
        self.back.rect = pygame.Rect(0, 0, m.px(150), m.px(50))
        self.back.rect.bottomleft = (margin, m.height - m.px(20))

    def resume(self) -> None:
        # the window may have changed while away (F11): show it as it is
        seg = self.control("fullscreen")
        if isinstance(seg, Segmented):
            seg.set_value(self.app.fullscreen)

    # --- frame ---------------------------------------------------------------------------------------
    def leave(self) -> None:
        if self.name_field is not None:
            self.name_field.focus(False)
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        field = self.name_field
        if field is not None and field.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if event.type == pygame.VIDEORESIZE:
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        if self.name_field is not None:
            self.name_field.update(dt)
        seg = self.control("fullscreen")
        if isinstance(seg, Segmented):
            seg.set_value(self.app.fullscreen)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        surface.blit(surfaces.felt(surface.get_size()), (0, 0))
        title = text.render(_("Settings"), m.title_px, style.CREAM, bold=True)
        surface.blit(title, (m.px(40), m.px(30)))
        sub = text.render(_("Every change is used at once and kept for next time."), m.small_px,
                          style.CREAM_DIM)
        surface.blit(sub, (m.px(42), m.px(30) + title.get_height() + m.px(2)))
        for i, row in enumerate(self.rows):
            if i % 2 == 0:
                band = row.rect.inflate(m.px(20), 0)
                surface.blit(surfaces.panel(band.size, m.px(10), (0, 0, 0, 60), None, 0), band)
            label = text.render(row.label, m.body_px, style.CREAM, bold=True)
            y = row.rect.centery - (label.get_height() + m.small_px + m.px(4)) // 2
            surface.blit(label, (row.rect.x, y))
            surface.blit(text.render(row.short, m.small_px, style.CREAM_DIM),
                         (row.rect.x, y + label.get_height() + m.px(4)))
            if isinstance(row.control, TextField):
                row.control.draw(surface, m)
        self.focus.draw(surface, m)
        self._draw_preview(surface, m)
        self._draw_status(surface, m)
        self._draw_help(surface, m)
        self.focus.draw_tooltips(surface, m)

    def _hovered_row(self) -> Row | None:
        for row in self.rows:
            if row.rect.collidepoint(self.mouse):
                return row
        focused = [b for b in self.focus.buttons if b.focused]
        for row in self.rows:
            if isinstance(row.control, Segmented) and any(b in row.control.buttons
                                                          for b in focused):
                return row
            if row.control is self.name_field and self.name_field.focused:
                return row
        return None

    def _draw_help(self, surface: pygame.Surface, m: Metrics) -> None:
        """The whole explanation of the row under the mouse (or the keyboard focus)."""
        row = self._hovered_row()
        if row is None:
            return
        x = self.back.rect.right + m.px(24)
        width = m.width - x - m.px(40)
        lines = text.wrap(row.help, m.small_px, width)[:2]
        y = self.back.rect.centery - len(lines) * round(m.small_px * 1.3) // 2
        for line in lines:
            surface.blit(text.render(line, m.small_px, style.CREAM), (x, y))
            y += round(m.small_px * 1.3)

    def _draw_status(self, surface: pygame.Surface, m: Metrics) -> None:
        if not self.status:
            return
        ink = style.RED if self.status_is_problem else style.CREAM_DIM
        head = "\u26a0 " if self.status_is_problem else "\u2713 "
        cell = text.render(head + self.status, m.small_px, ink)
        surface.blit(cell, cell.get_rect(bottomright=(m.width - m.px(40),
                                                      m.px(30) + m.title_px + m.px(4))))

    def _draw_preview(self, surface: pygame.Surface, m: Metrics) -> None:
        """The chosen back beside a face, and the colour-blind mark when it is on."""
        from cardgames.ui.cards import renderer_for
        from cardgames.ui.table.fanned_hand import FannedHand, blit_card

        rect = self.preview_rect
        surface.blit(surfaces.panel(rect.size, m.px(14)), rect)
        surface.blit(text.render(_("Preview"), m.small_px, style.CREAM_DIM),
                     (rect.x + m.px(16), rect.y + m.px(12)))
        try:
            renderer = renderer_for("spanish")
        except (ValueError, ImportError):
            return
        card_w = m.px(92)
        w, h = renderer.size_for_width(card_w)
        y = rect.y + m.px(44)
        back = pygame.Rect(rect.x + m.px(20), y, w, h)
        face = pygame.Rect(rect.right - m.px(20) - w, y, w, h)
        blit_card(surface, renderer, None, back)
        dim = self.app.settings.learning_aids
        blit_card(surface, renderer, "12O", face, dimmed=dim)
        if dim and self.app.settings.colour_blind_aids:
            hand = FannedHand(renderer)
            hand._rects = {"12O": face}
            hand._draw_no_entry(surface, face, m)
        y = back.bottom + m.px(10)
        notes = [(_("Face down"), back.centerx), (_("Not playable"), face.centerx)]
        for note, x in notes:
            cell = text.render(note, m.small_px, style.CREAM_DIM)
            surface.blit(cell, cell.get_rect(midtop=(x, y)))
        y += m.small_px + m.px(8)
        what = (_("A card you may not play is dimmed and marked.")
                if dim and self.app.settings.colour_blind_aids
                else _("A card you may not play is dimmed.") if dim
                else _("A card you may not play is not lit: the rules refuse it when played."))
        for line in text.wrap(what, m.small_px,
                              rect.width - m.px(32)):
            surface.blit(text.render(line, m.small_px, style.CREAM), (rect.x + m.px(16), y))
            y += round(m.small_px * 1.3)
        # your seat, with your name on it
        from cardgames.ui.table.seat_panel import SeatPanel

        seat = SeatPanel(0)
        seat.rect = pygame.Rect(rect.x + m.px(16), y + m.px(12), rect.width - m.px(32),
                                m.px(74))
        if seat.rect.bottom <= rect.bottom - m.px(8):
            seat.set(self.app.settings.player_name or _("You"), _("your seat"),
                     [(_("Bid"), "2"), (_("Won"), "1")])
            seat.draw(surface, m)

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "button:back":
            return pygame.Rect(self.back.rect)
        if self.name_field is not None and name == self.name_field.name:
            return pygame.Rect(self.name_field.rect)
        for row in self.rows:
            if isinstance(row.control, Segmented):
                for button in row.control.buttons:
                    if button.name == name:
                        return pygame.Rect(button.rect)
        return None
