"""After every hand: each seat's score line explained, before play goes on.

"bid 2, took 2: 10 + 5×2 = +20" -- the layout writes the explanation, this dialog lays
the lines out as a small table (gains with a + and losses with a −, never colour
alone), counts the points up, and waits for Continue (Enter or Space).  In a demo
(autoplay) it continues by itself after a few seconds.

Payment lines and notes wrap to their column (never cut): a Basque or Spanish line longer
than the column goes on over a second line, and the panel grows to hold it.

"Review" opens the hand's replay and reviews the player's decisions there (Close comes
back here).  "Export…" copies the hand's history file (written when the engine scored the hand, see
:mod:`cardgames.ui.table.records`) to the player's Documents folder and says where.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pygame

from cardgames.core.i18n import _
from cardgames.ui import style, text
from cardgames.ui.scenes.dialog import DialogScene
from cardgames.ui.style import Metrics
from cardgames.ui.table.summary import HandSummaryData
from cardgames.ui.widgets.button import PRIMARY, Button
from cardgames.ui.widgets.toast import INFO, REFUSAL, Toast

MINUS = "\u2212"
#: more payment lines than this are laid out in two columns
PAYMENTS_IN_ONE_COLUMN = 4
#: a payment line's height, in units
PAYMENT_ROW = 25
#: how far a payment line's second line is indented, in units
INDENT = 12
#: the panel's height besides its lines (the title, the headings, the button), in units
PANEL_FIXED = 236
#: the most the lines' heights are scaled down to fit the window
MIN_SQUEEZE = 0.75
#: a note's line height, in units
NOTE_ROW = 30
#: the height of a payment's or a note's line going on (closer: one paragraph), in units
GO_ON_ROW = 20
#: where the body starts under the panel's top, in units
BODY_TOP = 80


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")


class HandSummaryScene(DialogScene):
    def __init__(self, app, data: HandSummaryData, on_closed: Callable[[], None],
                 history: Path | None = None) -> None:
        self.data = data
        self.on_closed = on_closed
        self.history = history
        label = _("See the results") if data.last_hand else _("Continue")
        buttons = [Button(label, self.close_summary, name="button:continue", kind=PRIMARY)]
        if history is not None:
            buttons.append(Button(_("Review"), self.review, name="button:review",
                                  help=_("Where was this hand won or lost? The search goes "
                                         "through your decisions, in the hand's replay.")))
            buttons.append(Button(_("Export…"), self.export, name="button:export",
                                  help=_("Copy this hand's history (a text file you can read, "
                                         "share or replay with “cardgames replay FILE”) to "
                                         "your Documents folder.")))
        super().__init__(app, data.title, buttons)
        self.toast = Toast(duration=6.0)
        self.exported: Path | None = None
        self.focus.index = 0
        self.focus._apply()
        self.age = 0.0
        self.count_s = 0.7 * app.settings.speed
        self.closed = False
        self._body: pygame.Surface | None = None
        self._key = None
        #: the window the lines are wrapped for (set by ``layout``)
        self._wrap_for: Metrics | None = None
        #: the lines' heights, scaled down (to 0.75) when at full height they would run
        #: past the window's height
        self._squeeze = 1.0
        #: as last drawn, in window coordinates: each payment's lines and their rects, and
        #: the notes' (tests: every word shown, inside the panel)
        self.payment_shown: list[list[str]] = []
        self.payment_rects: list[pygame.Rect] = []
        self.note_rects: list[pygame.Rect] = []

    @property
    def panel_units(self) -> tuple[float, float]:  # type: ignore[override]
        return (self.panel_units_w, PANEL_FIXED + self._row_units() * len(self.data.lines) + self._payment_units()
                + self._notes_units())

    def _notes_units(self) -> int:
        """The room the notes under the score lines take (none without notes)."""
        if not self.data.notes:
            return 0
        go_on = self._go_on(self._wrap_for.small_px + 1) if self._wrap_for else GO_ON_ROW
        return 16 + sum(self._sq(NOTE_ROW) + go_on * (len(lines) - 1)
                        for lines in self._wrapped_notes())

    def _body_width(self, m: Metrics) -> tuple[int, int]:
        """The panel's width for window ``m`` (as the dialog lays it out) and its padding."""
        return min(m.width - m.px(40), m.px(self.panel_units_w)), m.px(32)

    #: the panel's width in units (its height follows the lines)
    panel_units_w = 800

    def _wrapped_notes(self) -> list[list[str]]:
        m = self._wrap_for
        if m is None:
            return [[note] for note in self.data.notes]
        w, pad = self._body_width(m)
        return [text.wrap(note, m.small_px + 1, w - 2 * pad) for note in self.data.notes]

    def _payment_layout(self) -> tuple[int, int, list[list[str]], int]:
        """(columns, rows of payments per column, each payment's lines wrapped to its
        column, the height of the tallest column in units): of one column up to as many
        as the payments' number asks for (:meth:`_payment_rows`), the one whose lines,
        wrapped, take the least height (the fewer columns on a tie)."""
        rows, most_columns = self._payment_rows()
        m = self._wrap_for
        if m is None:
            return most_columns, rows, [[line] for line in self.data.payments], \
                rows * self._sq(PAYMENT_ROW)
        w, pad = self._body_width(m)
        gap = m.px(20)
        best = None
        for columns in range(1, most_columns + 1):
            rows = -(-len(self.data.payments) // columns)
            col_w = (w - 2 * pad - (columns - 1) * gap) // columns
            # a line going on is indented a little: every part wraps to the narrower width
            wrapped = [text.wrap(line, m.small_px, col_w - m.px(INDENT))
                       for line in self.data.payments]
            units = [0] * columns
            for k, parts in enumerate(wrapped):
                units[k // rows] += self._sq(PAYMENT_ROW) + \
                    self._go_on(m.small_px) * (len(parts) - 1)
            found = (columns, rows, wrapped, max(units, default=0))
            if best is None or found[3] < best[3]:
                best = found
        assert best is not None
        return best

    def _row_units(self) -> int:
        """A score line's height: closer together for many seats, so that eight seats,
        their payments and the notes fit a 1024x640 window."""
        return self._sq(44 if len(self.data.lines) <= 5 else 36)

    def _go_on(self, size_px: int) -> int:
        """The height of a line going on, in units: close under the one before, never
        closer than the text's own height (never squeezed)."""
        m = self._wrap_for
        if m is None:
            return GO_ON_ROW
        return max(GO_ON_ROW, math.ceil(text.size("Ag", size_px)[1] / m.u))

    def _sq(self, units: int) -> int:
        """A line's height in units, squeezed when the lines would not fit the window."""
        return round(units * self._squeeze)

    def _payment_rows(self) -> tuple[int, int]:
        """(rows, columns) of the payment lines: two columns when there are many, three
        for more than two columns of four."""
        n = len(self.data.payments)
        columns = 1 if n <= PAYMENTS_IN_ONE_COLUMN else (2 if n <= 2 * PAYMENTS_IN_ONE_COLUMN
                                                          else 3)
        return -(-n // columns), columns

    def _payment_units(self) -> int:
        """The room the payment lines take under the score lines (none without any)."""
        if not self.data.payments:
            return 0
        return 12 + self._payment_layout()[3]

    def layout(self, metrics: Metrics) -> None:
        self._wrap_for = metrics  # the lines wrap to this window's panel
        self._squeeze = 1.0
        room = (metrics.height - metrics.px(40)) / metrics.u - PANEL_FIXED
        need = self.panel_units[1] - PANEL_FIXED
        if need > room > 0:
            self._squeeze = max(MIN_SQUEEZE, room / need - 0.01)
        super().layout(metrics)
        button = self.buttons[0]
        button.rect = pygame.Rect(0, 0, metrics.px(240), metrics.px(52))
        button.rect.midbottom = (self.panel.centerx, self.panel.bottom - metrics.px(22))
        for quiet in self.buttons[1:]:  # Review at the panel's left, Export at its right
            quiet.rect = pygame.Rect(0, 0, metrics.px(150), metrics.px(44))
            if quiet.name == "button:review":
                quiet.rect.bottomleft = (self.panel.x + metrics.px(24),
                                         self.panel.bottom - metrics.px(26))
            else:
                quiet.rect.bottomright = (self.panel.right - metrics.px(24),
                                          self.panel.bottom - metrics.px(26))
        self.toast.place((self.panel.centerx, self.panel.y - metrics.px(12)))

    def export(self) -> None:
        from cardgames.ui.export import export_file

        try:
            self.exported = export_file(self.history)
        except OSError as error:
            self.toast.show(_("The hand history could not be copied ({error}).").format(
                error=error), REFUSAL)
            return
        from cardgames.ui.export import exported_message

        self.toast.show(exported_message(self.exported), INFO)

    def review(self) -> None:
        """This hand's replay, reviewing the player's decisions; Close comes back here."""
        from cardgames.catalog import CATALOG
        from cardgames.core.history import HistoryError, read_hand_history
        from cardgames.ui.scenes.replay import ReplayScene

        try:
            history = read_hand_history(self.history, catalog=CATALOG)
            scene = ReplayScene(self.app, history, self.history, review=True,
                                leave_to_caller=True)
        except (HistoryError, ValueError, KeyError, TypeError) as error:
            self.toast.show(_("This hand can't be reviewed ({error}).").format(error=error),
                            REFUSAL)
            return
        self.app.scenes.push(scene)

    def update(self, dt: float) -> None:
        self.age += dt
        self.toast.update(dt)
        if self.app.autoplay and self.age >= self.app.settings.autoplay_summary_s:
            self.close_summary()

    def close_summary(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.scenes.pop()
        self.on_closed()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self.close_summary()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.toast.draw(surface, self.metrics)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.metrics
        t = 1.0 if self.count_s <= 0 else min(1.0, self.age / self.count_s)
        t = 1 - (1 - t) ** 3
        key = (round(t, 2), m.u, self.panel.size)
        if key != self._key or self._body is None:
            self._body = self._render_body(m, t)
            self._key = key
        surface.blit(self._body, (self.panel.x, self.panel.y + m.px(BODY_TOP)))

    def _render_body(self, m: Metrics, t: float) -> pygame.Surface:
        w = self.panel.width
        pad = m.px(32)
        rows_h = m.px(self._row_units()) * len(self.data.lines) + \
            m.px(self._payment_units()) + \
            m.px(self._notes_units())
        surf = pygame.Surface((w, m.px(60) + rows_h), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        sub = text.render(self.data.subtitle, m.small_px, style.CREAM_DIM)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, 0)))
        y = m.px(34)
        total_x = w - pad
        delta_x = total_x - m.px(110)
        head_px = m.small_px
        change, total = self.data.columns or (_("Points"), _("Total"))
        for label, x in ((change, delta_x), (total, total_x)):
            cell = text.render(label, head_px, style.CREAM_DIM)
            surf.blit(cell, (x - cell.get_width(), y))
        surf.blit(text.render(_("Player"), head_px, style.CREAM_DIM), (pad, y))
        surf.blit(text.render(self.data.explanation_title, head_px, style.CREAM_DIM),
                  (pad + m.px(150), y))
        y += head_px + m.px(8)
        pygame.draw.line(surf, (*style.CREAM, 60), (pad, y), (w - pad, y))
        y += m.px(8)
        body = m.body_px
        for line in self.data.lines:
            you = line.seat == 0
            if you:
                pygame.draw.rect(surf, (*style.GOLD, 28),
                                 (pad - m.px(10), y - m.px(6), w - 2 * pad + m.px(20), m.px(self._row_units() - 4)),
                                 border_radius=m.px(8))
            ink = style.CREAM if line.active else style.CREAM_DIM
            surf.blit(text.render(line.name, body, style.GOLD if you else ink, bold=True),
                      (pad, y))
            surf.blit(text.render(line.explanation, body, ink), (pad + m.px(150), y))
            delta = round(line.delta * t)
            colour = style.GOOD if line.delta > 0 else (style.RED if line.delta < 0 else ink)
            cell = text.render(signed(delta) if line.active else "", body, colour, bold=True)
            surf.blit(cell, (delta_x - cell.get_width(), y))
            total = round(line.total - line.delta + line.delta * t)
            cell = text.render(signed(total) if total < 0 else str(total), body, ink, bold=True)
            surf.blit(cell, (total_x - cell.get_width(), y))
            y += m.px(self._row_units())
        if self.data.payments:
            y = self._draw_payments(surf, m, y, pad)
        self.note_rects = []
        if self.data.notes:
            pygame.draw.line(surf, (*style.CREAM, 40), (pad, y), (w - pad, y))
            y += m.px(12)
            for lines in self._wrapped_notes():
                for i, part in enumerate(lines):
                    image = text.render(part, m.small_px + 1, style.CREAM)
                    surf.blit(image, (pad, y))
                    self.note_rects.append(self._on_screen(image.get_rect(topleft=(pad, y))))
                    y += m.px(self._go_on(m.small_px + 1) if i + 1 < len(lines)
                              else self._sq(NOTE_ROW))
        return surf

    def _on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect of the body's surface in window coordinates."""
        return rect.move(self.panel.x, self.panel.y + self.metrics.px(BODY_TOP))

    def _draw_payments(self, surf: pygame.Surface, m: Metrics, y: int, pad: int) -> int:
        """The payment lines, one per payment (in two or three columns when many), each
        wrapped to its column; returns the y under them."""
        w = surf.get_width()
        pygame.draw.line(surf, (*style.CREAM, 40), (pad, y), (w - pad, y))
        y += m.px(8)
        columns, rows, wrapped, most = self._payment_layout()
        gap = m.px(20)
        col_w = (w - 2 * pad - (columns - 1) * gap) // columns
        px = m.small_px
        self.payment_shown, self.payment_rects = [], []
        at = [y] * columns
        for k, lines in enumerate(wrapped):
            col = k // rows
            x = pad + col * (col_w + gap)
            self.payment_shown.append(list(lines))
            for i, part in enumerate(lines):
                image = text.render(part, px, style.CREAM)
                rect = image.get_rect(topleft=(x + (m.px(INDENT) if i else 0), at[col]))
                surf.blit(image, rect)
                self.payment_rects.append(self._on_screen(rect))
                at[col] += m.px(self._go_on(px) if i + 1 < len(lines)
                                else self._sq(PAYMENT_ROW))
        return max([y + m.px(most), *at]) + m.px(4)
