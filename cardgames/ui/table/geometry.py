"""Where things go on the table for one window size and one number of seats.

This is the shared arrangement every game's table starts from (UI style "Space"): the
human at the bottom centre, the opponents on an ellipse in the game's direction of play,
the shared area in the middle, an info panel in each top corner that never covers cards.
A game's layout (e.g. :mod:`cardgames.ui.table.trick_layout`) reads these rects and
points and puts its parts there; nothing here knows about bids or tricks.

Direction: seats are numbered in the order of play.  ``counter_clockwise`` (the Spanish
tradition) puts seat ``i + 1`` on the *right* of seat ``i`` as seen from the table; for
the human at the bottom that means seat 1 is drawn at the right-hand side, and the seats
go up the right, across the top and down the left.  ``clockwise`` mirrors it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from cardgames.core.i18n import _
from cardgames.ui.style import Metrics


def score_sheet_sizes(m: Metrics) -> tuple[int, int, int, int]:
    """The score sheet's (row height, header top, column width, name size) in pixels:
    74 u-based at usual sizes, larger where the text keeps its smallest size (a small or
    narrow window), so rows and headers never run into each other."""
    from cardgames.ui import text

    name_px = max(12, m.px(16))
    row_h = max(m.px(26), round(text.size("Ag", name_px)[1] * 1.15))
    head_y = max(m.px(56), m.px(11) + text.size("Ag", m.body_px, True)[1]
                 + text.size("Ag", m.small_px)[1] + m.px(4))
    col_w = max(m.px(44), text.size(_("Score"), m.small_px)[0] + m.px(2))
    return row_h, head_y, col_w, name_px


def text_width(sample: str, m: Metrics) -> int:
    from cardgames.ui import text

    return text.size(sample, max(12, m.px(16)))[0]


def seat_panel_min_height(m: Metrics) -> int:
    """What a seat panel's three lines need (name, subtitle, stats; see seat_panel.py):
    more than 74 u when the text keeps its smallest size in a small or narrow window."""
    from cardgames.ui import text

    name = text.size("Ag", m.body_px, True)[1]
    sub = text.size("Ag", m.small_px)[1]
    # the stats line starts px(8) + small_px + px(2) above the bottom; the line boxes
    # may touch by a couple of pixels (their glyphs leave room)
    return m.px(8) + name + m.px(1) + sub + m.px(8) + m.small_px + m.px(2) - m.px(3)

#: A wide window's cards may grow past ``u`` (which the height holds back) by up to this
#: much, as far as the width allows: a 1920x1080 table's cards are then 1.5 u, 2560x1080's
#: 1.62 u (1280x800, 1024x640, 800x640 and tall windows keep ``u``).
WIDE_CARD_GAIN = 1.2
#: The table proper is at most this many times as wide as high: on a wider window the
#: seats, the corner panels and the human's side gather round the middle instead of
#: sitting at the window's far edges (a real table is not a bench).
MAX_TABLE_ASPECT = 2.0


def card_unit(m: Metrics) -> float:
    """The unit the cards are sized in: ``u``, or more where a wide window has room."""
    return max(m.u, min(m.width / 1280, m.height / 800 * WIDE_CARD_GAIN))


def table_frame(m: Metrics) -> pygame.Rect:
    """The part of the window the table is laid out in (all of it up to MAX_TABLE_ASPECT,
    centred in a wider one)."""
    width = min(m.width, round(m.height * MAX_TABLE_ASPECT))
    return pygame.Rect((m.width - width) // 2, 0, width, m.height)


COUNTER_CLOCKWISE = "counter_clockwise"
CLOCKWISE = "clockwise"

#: How far round the table (degrees from the bottom) the first and last opponent sit.
_FIRST_ANGLE = {2: 180.0, 3: 105.0, 4: 90.0, 5: 75.0, 6: 66.0, 7: 60.0, 8: 56.0}


def opponent_angles(seats: int) -> list[float]:
    """Angle of each opponent (seats 1..n-1) measured from the bottom, in the direction
    of play: 90 is beside the human, 180 straight across."""
    others = seats - 1
    if others <= 0:
        return []
    first = _FIRST_ANGLE.get(seats, 52.0)
    if others == 1:
        return [180.0]
    step = (360.0 - 2 * first) / (others - 1)
    return [first + k * step for k in range(others)]


@dataclass
class TableGeometry:
    metrics: Metrics
    seats: int
    direction: str = COUNTER_CLOCKWISE
    hand_cards: int = 10  # the most cards the human may hold (sizes the hand's cards)
    score_rows: int = 4  # rows the score panel needs (sizes the top-right corner)
    card_aspect: float = 0.64  # the deck's width / height (from its renderer)

    centre: tuple[int, int] = (0, 0)
    seat_panels: list[pygame.Rect] = field(default_factory=list)
    seat_dirs: list[tuple[float, float]] = field(default_factory=list)  # centre -> seat
    #: each seat's ideal direction round the table (evenly spread, for the trick's slots)
    round_dirs: list[tuple[float, float]] = field(default_factory=list)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    action_bar: pygame.Rect = field(default_factory=pygame.Rect)
    prompt_bottom: int = 0
    top_left: pygame.Rect = field(default_factory=pygame.Rect)
    top_right: pygame.Rect = field(default_factory=pygame.Rect)
    menu_button: pygame.Rect = field(default_factory=pygame.Rect)
    shared_area: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card_w: int = 0
    trick_card_w: int = 0
    small_card_w: int = 0

    def __post_init__(self) -> None:
        self._lay_out()

    # --- helpers the parts use -------------------------------------------------------------
    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.metrics.width, self.metrics.height)

    def toward_centre(self, seat: int, rect_size: tuple[int, int], gap: int) -> pygame.Rect:
        """A rect of ``rect_size`` placed just inside seat ``seat``'s panel, toward the
        table's centre (where that seat's cards, chips or tiles lie)."""
        panel = self.seat_panels[seat]
        cx, cy = self.centre
        dx, dy = cx - panel.centerx, cy - panel.centery
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        reach = (abs(ux) * panel.width / 2 + abs(uy) * panel.height / 2
                 + abs(ux) * rect_size[0] / 2 + abs(uy) * rect_size[1] / 2 + gap)
        out = pygame.Rect((0, 0), rect_size)
        out.center = (round(panel.centerx + ux * reach), round(panel.centery + uy * reach))
        return out

    # --- the arrangement -----------------------------------------------------------------------
    def _lay_out(self) -> None:
        m = self.metrics
        frame = table_frame(m)
        W, H = m.width, m.height
        x0, x1 = frame.left, frame.right  # the table proper (the window, up to 2:1)
        margin = m.px(20)
        many = self.seats >= 6
        panel_w = m.px(172 if many else 196)
        panel_h = max(m.px(74), seat_panel_min_height(m))  # small windows: fonts have floors

        cu = card_unit(m)
        self.small_card_w = m.px(38 if many else 46)  # the fans keep u: room for the trick
        self.trick_card_w = max(1, round((76 if many else 88) * cu))
        # six seats or more need the height for the lower seats beside the buttons
        self.hand_card_w = max(1, round(100 * (m.u if many else cu)))

        # The human's side: hand at the bottom, action bar and prompt above it.
        hand_h = round(self.hand_card_w / self.card_aspect)
        lift = round(hand_h * 0.16)
        human_panel = pygame.Rect(0, 0, panel_w, panel_h)
        human_panel.bottomleft = (x0 + margin, H - margin)
        self.menu_button = pygame.Rect(0, 0, m.px(118), m.px(40))
        self.menu_button.bottomright = (x1 - margin, H - margin)
        hand_left = human_panel.right + m.px(18)
        hand_right = W - hand_left
        self.hand_area = pygame.Rect(hand_left, H - m.px(12) - hand_h - lift,
                                     hand_right - hand_left, hand_h + lift)
        bar_h = m.px(46)
        self.action_bar = pygame.Rect(m.px(140), self.hand_area.top - m.px(8) - bar_h,
                                      W - 2 * m.px(140), bar_h)
        self.prompt_bottom = self.action_bar.top - m.px(8)

        # Corners: the trump / stock indicator on the left, the score panel on the right.
        self.top_left = pygame.Rect(x0 + margin, margin, m.px(244), m.px(176))
        row_h, head_y, col_w, _ = score_sheet_sizes(m)
        score_h = max(m.px(76) + m.px(26) * self.score_rows,
                      head_y + m.small_px + m.px(9) + row_h * self.score_rows + m.px(6))
        score_w = max(m.px(268), 2 * m.px(12) + text_width("Carmen", m) + 3 * col_w + m.px(14))
        self.top_right = pygame.Rect(0, margin, score_w, score_h)
        self.top_right.right = x1 - margin

        # The table's centre: the middle of what is left between the top and the prompt.
        top_band = margin + panel_h
        centre_y = round((top_band + self.prompt_bottom - m.px(24)) / 2 + m.px(30))
        self.centre = (W // 2, centre_y)
        self.shared_area = pygame.Rect(0, 0, m.px(420), m.px(300))
        self.shared_area.center = self.centre

        self.seat_panels = [human_panel]
        self.seat_dirs = [(0.0, 1.0)]
        self.round_dirs = [(0.0, 1.0)]
        sign = 1.0 if self.direction != CLOCKWISE else -1.0
        cx = W / 2
        rx_side = frame.width / 2 - margin - panel_w / 2
        rx_top = max(panel_w * 0.75,
                     frame.width / 2 - self.top_right.width - margin * 2 - panel_w / 2)
        ry_top = centre_y - margin - panel_h / 2
        ry_bottom = (H - margin - panel_h / 2) - centre_y - m.px(40)
        for angle in opponent_angles(self.seats):
            a = math.radians(angle)
            dx, dy = sign * math.sin(a), math.cos(a)
            self.round_dirs.append((dx, dy))
            upward = max(0.0, -dy)
            rx = rx_side * (1 - upward) + rx_top * upward
            x = cx + dx * rx
            y = centre_y + dy * (ry_top if dy < 0 else ry_bottom)
            rect = pygame.Rect(0, 0, panel_w, panel_h)
            rect.center = (round(x), round(y))
            self._clear_corners(rect)
            self.seat_panels.append(rect)
            vx, vy = rect.centerx - self.centre[0], rect.centery - self.centre[1]
            length = math.hypot(vx, vy) or 1.0
            self.seat_dirs.append((vx / length, vy / length))

    def _clear_corners(self, rect: pygame.Rect) -> None:
        """Push a seat panel down until it is clear of the corner panels, and keep it
        on screen."""
        gap = self.metrics.px(10)
        for corner in (self.top_left, self.top_right):
            grown = corner.inflate(2 * gap, 2 * gap)
            if rect.colliderect(grown):
                rect.top = grown.bottom
        rect.clamp_ip(self.screen.inflate(-2 * self.metrics.px(8), -2 * self.metrics.px(8)))
