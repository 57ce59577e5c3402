"""The seated table: what every family's layout builds and arranges the same way.

Every table is seat panels round the felt, the score sheet in the top-right corner and a
prompt, on a :class:`~cardgames.ui.table.geometry.TableGeometry` worked out for the
window, all fed through the layout's :class:`~cardgames.ui.table.port.TablePort`.  A
family's layout (:class:`~cardgames.ui.table.trick_layout.TrickLayout`,
:class:`~cardgames.ui.table.press_layout.PressLayout`) is this base plus its centre
parts; it builds its own displayed model, centre, buttons and beats.

The base holds only what the families shared word for word: the port's plumbing
(``announce``, ``show_summary``, ``finish_match``, ``speed``), the parts every seat has,
placing them (:meth:`SeatedTable.layout_seats`), bringing the seat panels up to date each
frame (:meth:`SeatedTable.update_seats`), drawing them with the score sheet and the
markers (:meth:`SeatedTable.draw_seats`), what the markers, the panels and the score
sheet's turn mark mean under the pointer (:meth:`SeatedTable.tooltip_at`), the player's
on/off switches kept in the settings (:meth:`SeatedTable.flip_setting`), ``say``, the
shared target names (``seat:N``, ``panel:score``, ``prompt``, ``button:...`` through
:meth:`SeatedTable.button_target`) and the defaults of the hooks of
:class:`~cardgames.ui.table.hooks.SeatedTableHooks` (a family or a game overrides them).

What stays in each family because the two differ (on purpose):

* ``keep_clear`` -- the rects a floating panel must not cover are the family's action
  buttons (the trick table's bar; the press table's Draw / Stop or its picker) and the
  ones it should rather not cover its centre (the opponents' fans; the row, the pile and
  the discard): the same rule, each family's own parts.
* the tooltips of the centre (the trick's tags and the trump corner; the press table's
  row cards and risk read-out) and of the buttons: each family's ``tooltip_at`` /
  ``draw_tooltips`` asks its own parts first and falls back on this base's.  A toast
  hides the trick table's button tips only, and every tip of the press table (its row
  and risk tips sit where the toast speaks).
* the drawing order round :meth:`draw_seats`: the trick table draws its trump corner
  first and its fans, trick, prompt, bar and hand after; the press table its areas, pile,
  discard, row, risk read-out, prompt and buttons after.  What is drawn later lies on
  top, and the two centres have different things to stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.i18n import _
from cardgames.ui.cards import renderer_for
from cardgames.ui.style import Metrics
from cardgames.ui.table.animation import Animator
from cardgames.ui.table.geometry import COUNTER_CLOCKWISE, TableGeometry
from cardgames.ui.table.markers import SeatMarker
from cardgames.ui.table.match import level_label
from cardgames.ui.table.presenter import Beat
from cardgames.ui.table.prompt import Prompt
from cardgames.ui.table.score_panel import ScorePanel
from cardgames.ui.table.seat_panel import SeatPanel
from cardgames.ui.table.summary import with_outcome, with_payments

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort


class SeatedTable:
    """The seat panels, the score sheet and the prompt of a table, and the port behind them.

    A subclass builds its ``model`` (with ``seats``, each with a ``name``, and ``viewer``)
    and defines ``hand_summary(event)`` and ``match_summary(event)``, which
    :meth:`show_summary` and :meth:`finish_match` hand to the scene."""

    #: the score sheet's columns besides the score (generic: none)
    score_columns: tuple[str, ...] = ()

    def __init__(self, port: TablePort) -> None:
        self.port = port
        self.game_id = port.game_id
        self.info = port.info
        self.options = port.options
        self.renderer = renderer_for(port.deck_family)
        self.animator: Animator = port.animator
        n = port.players
        self.seat_panels = [SeatPanel(s) for s in range(n)]
        self.scores = ScorePanel()
        self.prompt = Prompt()
        self.geometry: TableGeometry | None = None
        self.metrics: Metrics | None = None
        self.mouse = (-1, -1)

    # --- the hooks' defaults (SeatedTableHooks; a family or a game overrides them) ----------
    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on a seat's panel (generic: none)."""
        return []

    def score_cells(self, seat: int) -> list[str]:
        """A seat's cells under :attr:`score_columns` (generic: none)."""
        return []

    def prompt_text(self, view: dict[str, Any]) -> str:
        """What the prompt asks the human on the human's turn (generic: nothing)."""
        return ""

    def markers(self) -> list[SeatMarker]:
        """The chips and tags on the seat panels (generic: none)."""
        return []

    def place_markers(self) -> None:
        """Put the markers on their panels (generic: hide them all)."""
        for marker in self.markers():
            marker.visible = False

    def direction(self) -> str:
        """The direction of play round the table (``geometry.CLOCKWISE`` or
        ``COUNTER_CLOCKWISE``): the game's ``direction`` option, else counter-clockwise."""
        return self.options.get("direction", COUNTER_CLOCKWISE)

    def sync_extra(self, view: dict[str, Any]) -> None:
        """Read the game's own view fields (``view["extra"]``)."""

    def extra_beats(self, event: Any) -> list[Beat]:
        """Beats for the game's own events."""
        return []

    def summary_title(self, event: Any) -> str:
        return ""

    def summary_subtitle(self, event: Any) -> str:
        return ""

    def language_changed(self) -> None:
        """Reword what is not worded each frame (generic: nothing)."""

    def seat_active(self, seat: int) -> bool:
        """Whether ``seat`` plays now (generic: every seat; a panel out of play is dimmed)."""
        return True

    def seat_flash(self, seat: int) -> float:
        """How strongly ``seat``'s panel is outlined for its last move, 1 -> 0 (generic:
        not at all)."""
        return 0.0

    # --- the port's plumbing ----------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.port.speed

    def show_summary(self, event: Any, on_closed) -> None:
        self.port.show_summary(with_payments(self.hand_summary(event), event, self), on_closed)

    def finish_match(self, event: Any) -> None:
        self.port.finish_match(with_outcome(self.match_summary(event), event, self))

    def announce(self, message: str) -> None:
        self.port.announce(message)

    # --- layout -------------------------------------------------------------------------------
    def layout_seats(self, metrics: Metrics, hand_cards: int) -> TableGeometry:
        """Work out the table's geometry for this window (the human's hand room sized for
        ``hand_cards``) and put the seat panels and the score sheet in their places."""
        self.metrics = metrics
        n = self.port.players
        self.geometry = g = TableGeometry(
            metrics, n, self.direction(),
            hand_cards=hand_cards, score_rows=n, card_aspect=self.renderer.aspect)
        for seat, panel in enumerate(self.seat_panels):
            panel.rect = pygame.Rect(g.seat_panels[seat])
        self.scores.rect = pygame.Rect(g.top_right)
        return g

    # --- targets (tutorial, tests) and the prompt ---------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a shared named thing is: ``seat:N``, ``panel:score``, ``prompt`` (while it
        speaks), ``button:...`` (see :meth:`button_target`); None for any other name."""
        if name.startswith("seat:"):
            try:
                seat = int(name[5:])
            except ValueError:
                return None
            if 0 <= seat < len(self.seat_panels):
                return pygame.Rect(self.seat_panels[seat].rect)
            return None
        if name.startswith("button:"):
            return self.button_target(name)
        if name == "panel:score":
            return pygame.Rect(self.scores.rect)
        if name == "prompt":
            return pygame.Rect(self.prompt.rect) if self.prompt.message else None
        return None

    # --- the player's switches (kept in the settings) ---------------------------------------
    def setting_on(self, key: str) -> bool:
        """Whether the player's on/off setting ``key`` is on (on when the settings have
        no such key)."""
        return bool(getattr(self.port.settings, key, True))

    def flip_setting(self, key: str) -> bool:
        """Switch the setting ``key`` and keep it in the player's settings (this session
        only, for settings that have no such key); returns its new value."""
        port = self.port
        on = not self.setting_on(key)
        try:
            port.apply_settings(port.settings.copy(**{key: on}))
        except TypeError:  # settings without the key: this session only
            setattr(port.settings, key, on)
        return on

    # --- every frame: the seat panels -------------------------------------------------------
    def update_seats(self, dt: float, current: int | None, thinking: int | None) -> None:
        """Each seat's panel: its name, its level (``your seat`` for the human's, a demo's
        AI playing it marked so), its figures (:meth:`seat_stats`), whose turn it is
        (``current``) and who is thinking (``thinking``); then the markers on them."""
        m = self.model
        levels = self.port.levels  # the demo hands the human's seat back mid-match
        for seat, panel in enumerate(self.seat_panels):
            level = levels[seat]
            subtitle = level_label(level) if level is not None else _("your seat")
            if seat == m.viewer and level is not None:
                subtitle = _("{level} (demo)").format(level=subtitle)
            panel.set(m.seats[seat].name, subtitle, self.seat_stats(seat),
                      self.seat_active(seat))
            panel.turn = current == seat
            panel.thinking = thinking == seat
            panel.flash = self.seat_flash(seat)
            panel.update(dt)
        self.place_markers()

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The score sheet, the seat panels and the markers on them, in that order."""
        metrics = self.metrics
        self.scores.draw(surface, metrics)
        for panel in self.seat_panels:
            panel.draw(surface, metrics)
        for marker in self.markers():
            marker.draw(surface, metrics)

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect, str] | None:
        """What the marker, the seat panel or the score sheet's turn mark under ``pos``
        means: (words, its rect, where the tip prefers to go); None over anything else."""
        for marker in self.markers():
            if marker.visible and marker.rect.collidepoint(pos):
                return marker.help, marker.rect, "above"
        m = self.model
        for seat, panel in enumerate(self.seat_panels):
            if not panel.rect.collidepoint(pos):
                continue
            name = m.seats[seat].name
            if panel.thinking:
                words = _("Thinking for you\u2026") if seat == m.viewer else \
                    _("{name} is thinking about a move.").format(name=name)
                return words, panel.rect, "above"
            if panel.turn:
                words = _("Your turn: the glowing panel marks whose turn it is.") \
                    if seat == m.viewer else \
                    _("{name}'s turn: the glowing panel marks whose turn it is.").format(name=name)
                return words, panel.rect, "above"
        turn = self.scores.turn
        if turn is not None and self.scores.rect.collidepoint(pos):
            row = self.scores.row_rect(turn, self.metrics)
            if row.collidepoint(pos):
                name = m.seats[turn].name
                words = _("\u25b8 marks whose turn it is: yours.") if turn == m.viewer else \
                    _("\u25b8 marks whose turn it is: {name}'s.").format(name=name)
                return words, row, "below"
        return None

    def button_target(self, name: str) -> pygame.Rect | None:
        """Where the button ``name`` (``button:<action>``) is, if it is up (generic: none)."""
        return None

    def say(self, message: str, emphasis: bool = False) -> None:
        self.prompt.set(message, emphasis)
