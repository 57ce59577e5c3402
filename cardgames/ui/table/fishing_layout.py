"""The fishing table: one arrangement of the shared parts, for every game where tiles or
cards played from a hand (or turned from a pile) capture face-up ones in the middle.

What it shows (from :class:`cardgames.core.views.FishingView`), built from the parts of
:mod:`cardgames.ui.table.parts`:

* the middle: a **pool** of loose face-up tiles (``view["table"]``, :class:`Pool`: copies
  grouped, every tile visible, ``table``) or a **row** captured at its two ends
  (``view["row"]``, :class:`TileRow`: ``row``, its ends ``end:left`` / ``end:right``);
  the **locked piles** set apart, face up (``view["piles"]``, a second :class:`Pool`:
  ``piles``);
* the **stock** face down with its count in the top-left corner (``view["stock"]``,
  :class:`StockPile`: ``stock``) and each seat's own face-down **pile** with its count
  (``view["pile_counts"]``: ``pile:SEAT``), the tile just turned up (``view["drawn"]``)
  face up beside the one it came from (``drawn``);
* each seat's **catch**, every capture its own group (``view["catches"]``,
  :class:`ExposedGroups`: ``catch:SEAT``), headed by the seat's name and its running
  value (``view["catch_points"]``) -- everybody sees every catch; the viewer's catch in
  the left column above its panel, the others' in the column on their side;
* the viewer's **hand** (:class:`MultiSelectHand`, one tile picked at a time), the
  **action bar** for every move that is not made by clicking tiles, the prompt, the seat
  panels and the score sheet (:class:`~cardgames.ui.table.seated.SeatedTable`).

**How a move is chosen** is the game's; the table offers the mechanism.  The game's
``action_steps(action)`` hook says which clicks make a legal action, as a sequence of
target names -- ``hand:CODE`` (a hand tile), ``table:CODE`` (a pool tile),
``pile:CODE`` (a locked pile), ``end:left`` / ``end:right`` (a row end), ``pool`` (the
pool's free felt) -- e.g. ``("hand:5-3", "table:4-4")`` for ``capture:5-3,4-4``.  The
table lights the targets that can come next (a picked hand tile lights exactly the pool
tiles it can take), acts when a sequence is complete, and puts every action with no
steps in the action bar (``button:<action>``, labelled by the game's ``action_label``).
A click that makes no legal move asks the game which action it meant
(``clicked_action``) and the engine refuses it with its reason, changing nothing.
Hovering a target that completes a move, or a button, previews it
(``action_preview``: the tiles it would take outlined, its points in words).

**Beats.** A game turns each of its events into tile moves (``moves_for(event)``:
:class:`Move` from a place to a place -- ``stock``, ``pile:SEAT``, ``drawn``,
``hand:SEAT``, ``table``, ``row``, ``row:left`` / ``row:right``, ``catch:SEAT``,
``piles``) and a sentence (``event_words``); the table flies them (the deal, a tile drawn
or revealed turning over, a capture flying to its catch, a tile laid on the pool or at a
row end) and plays ``hand_scored`` (the summary) and ``match_over`` itself.  Whatever
the moves leave out, :meth:`FishingLayout.sync` puts right once the picture has caught
up.  The hooks are the Protocol :class:`~cardgames.ui.table.hooks.FishingTableHooks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.actions import Action, IllegalAction
from cardgames.core.i18n import N_, _, game_text
from cardgames.ui import style, text
from cardgames.ui.games import action_help, action_label
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import ActionBar, Choice
from cardgames.ui.table.beats import MatchOverBeat
from cardgames.ui.table.fishing_beats import MovesBeat
from cardgames.ui.table.fishing_model import FishingModel, FishingSeat, KeyMaker, Move
from cardgames.ui.table.parts import ExposedGroups, Group, MultiSelectHand, Pool, StockPile, TileRow
from cardgames.ui.table.parts.common import card_size_in, code_of, draw_ring
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData, ScoreLine
from cardgames.ui.table.trick_beats import SummaryBeat
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

__all__ = ["FishingLayout", "Move", "signed"]

MINUS = "\u2212"
#: how long the last move stays outlined (UI style: also with animation off)
LAST_MOVE_S = 1.6
#: the row part's names for the two ends, by the actions' words
ROW_ENDS = {"left": "start", "right": "end"}


class FishingLayout(SeatedTable):
    """The parts of a fishing table and how the match's view and events reach them: the
    seated table plus the pool or the row, the stock and the piles, the drawn tile, the
    catches, the hand and the action bar."""

    #: the score sheet's columns besides the score (generic: the catch so far)
    score_columns: tuple[str, ...] = (N_("Catch"),)
    #: the hand summary's heading over the score lines' words
    explanation_title = N_("How the catches scored")
    #: the word under the tile just turned up
    drawn_word = N_("Drawn")
    #: the hand summary's headings over the change and the total (empty: "Points", "Total")
    summary_columns: tuple[str, str] | tuple[()] = ()

    def __init__(self, port: TablePort) -> None:
        super().__init__(port)
        n = port.players
        names, levels = port.names, port.levels
        self.model = FishingModel(
            seats=[FishingSeat(_("You") if names[s] == "You" else names[s], levels[s])
                   for s in range(n)],
            viewer=port.viewer, hands_scheduled=None)
        self.keys = KeyMaker()
        self.pool = Pool(self.renderer)
        self.pool.on_choose = lambda key: self.click(f"table:{code_of(key)}")
        self.row = TileRow(self.renderer)
        self.row.on_end = lambda end: self.click(f"end:{'left' if end == 'start' else 'right'}")
        self.row.on_choose = lambda key: self.click(f"row:{code_of(key)}")
        self.locked = Pool(self.renderer)
        self.locked.on_choose = lambda key: self.click(f"pile:{code_of(key)}")
        self.stock = StockPile(self.renderer)
        self.seat_piles = {s: StockPile(self.renderer) for s in range(n)}
        self.catches = ExposedGroups(self.renderer)
        self.catches.centre = False
        self.hand = MultiSelectHand(self.renderer)
        self.hand.max_picked = 1
        self.hand.on_change = self._hand_changed
        self.bar = ActionBar(on_action=self._bar_action, on_refused=port.refuse)
        #: the clicks of a move chosen so far (``("hand:5-3",)``)
        self.picked: tuple[str, ...] = ()
        self.legal: list[str] = []
        self.human_turn = False
        self.steps: dict[str, tuple[str, ...]] = {}
        self.preview: tuple[list[str], str] = ([], "")
        self.hinted: str | None = None
        #: the place the keyboard's Tab has put the focus on (a target name), or None
        self.focus: str | None = None
        # rects (layout)
        self.middle = pygame.Rect(0, 0, 0, 0)
        self.stock_box = pygame.Rect(0, 0, 0, 0)
        self.drawn_boxes: dict[str, pygame.Rect] = {}
        self.catch_areas: dict[int, pygame.Rect] = {}
        self.catch_heads: dict[int, pygame.Rect] = {}
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.uses_piles = False

    # --- hooks: a game's words and pieces (override in cardgames/ui/games/<id>.py) -----------
    def largest_hand(self) -> int:
        """The most tiles the viewer's hand can hold (0: the game has no hand)."""
        return 12

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """The viewer's tiles (keys) in the order the hand shows them (generic: by code)."""
        return sorted(cards, key=code_of)

    def action_steps(self, action: Action) -> tuple[str, ...]:
        """The clicks that make ``action`` (target names, see the module); () puts it in
        the action bar (generic: every action is a button)."""
        return ()

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        """The action a sequence of clicks names, legal or not (the engine then says why
        it is refused); None when the clicks name no move yet."""
        return None

    def action_preview(self, action: Action) -> tuple[list[str], str]:
        """What taking ``action`` would do, shown before it is taken: the target names of
        the tiles it takes (outlined) and a line of words (its points)."""
        return [], ""

    def moves_for(self, event: Any) -> list[Move]:
        """The tiles an event moves (generic: none; :meth:`sync` shows the result)."""
        return []

    def event_words(self, event: Any) -> str:
        """An event as a sentence for the line of what just happened ("" for none)."""
        return ""

    def catch_title(self, seat: int) -> str:
        """The heading over a seat's catch, one or two lines (split by a newline; generic:
        its name and running value)."""
        show = self.model.seats[seat]
        return _("{name}: {points}").format(name=show.name, points=show.points)

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """The hand summary's score lines and notes (generic: each seat's change)."""
        lines = []
        for seat, show in enumerate(self.model.seats):
            delta = event["deltas"][seat]
            lines.append(ScoreLine(seat, show.name, signed(delta), delta, event["scores"][seat]))
        return lines, ()

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on a seat's panel: its catch's value, tiles in hand, its pile."""
        show = self.model.seats[seat]
        stats = [(_("Catch"), str(show.points))]
        if self.largest_hand():
            stats.append((_("Hand"), str(show.count)))
        if show.pile:
            stats.append((_("Pile"), str(show.pile)))
        return stats

    def score_cells(self, seat: int) -> list[str]:
        return [str(self.model.seats[seat].points)]

    def prompt_text(self, view: Mapping[str, Any]) -> str:
        """What the prompt asks the human on the human's turn."""
        if self.picked:
            return _("Now choose what it takes")
        return _("Your turn")

    def summary_title(self, event: Any) -> str:
        number = event.get("hand", self.model.hand_number)
        return _("Deal {number}").format(number=number)

    def hand_label(self, record: Mapping[str, Any]) -> str:
        """A hand's label on the match chart's axis."""
        return str(record.get("hand", ""))

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, metrics: Metrics) -> None:
        m = metrics
        g = self.layout_seats(metrics, hand_cards=max(1, self.largest_hand()))
        W, H = m.width, m.height
        margin, gap = m.px(16), m.px(8)
        viewer = self.model.viewer
        col_w = max(self.seat_panels[viewer].rect.width, m.px(236), self.scores.rect.width)
        left_col = pygame.Rect(margin, margin, col_w, H - 2 * margin)
        right_col = pygame.Rect(W - margin - col_w, margin, col_w, H - 2 * margin)
        human = self.seat_panels[viewer].rect
        human.bottomleft = (margin, H - margin)
        # the bottom strip between the columns: the hand (or the viewer's pile), the bar, prompt
        strip_h = min(m.px(160), round(H * 0.21))
        self.strip = pygame.Rect(left_col.right + gap, H - m.px(10) - strip_h,
                                 right_col.left - left_col.right - 2 * gap, strip_h)
        bar_h = max(m.px(40), m.small_px + m.px(16))
        self.bar.layout(pygame.Rect(self.strip.x, self.strip.top - gap - bar_h,
                                    self.strip.width, bar_h), m)
        self.prompt.midbottom = (self.strip.centerx, self.bar.rect.top - m.px(4))
        self.prompt.max_width = self.strip.width
        prompt_h = text.size("Ag", m.heading_px, True)[1] + 2 * m.px(6)
        bottom = self.bar.rect.top - m.px(4) - prompt_h - gap
        # the corners: the stock top left (when the game has one), the score sheet top right
        corner = pygame.Rect(g.top_left)
        corner.width = col_w
        self.stock_box = corner if self.has_stock() else pygame.Rect(margin, margin, 0, 0)
        self.scores.rect.right = right_col.right
        # opponents: a side panel moves into its column; a panel at the top stays
        sides: dict[str, list[int]] = {"left": [], "right": []}
        top_seats = []
        for seat, panel in enumerate(self.seat_panels):
            if seat == viewer:
                continue
            rect = panel.rect
            if rect.centerx < W // 2 - rect.width // 2:
                rect.x = left_col.x
                rect.top = max(rect.top, self.stock_box.bottom + gap)
                sides["left"].append(seat)
            elif rect.centerx > W // 2 + rect.width // 2:
                rect.right = right_col.right
                rect.top = max(rect.top, self.scores.rect.bottom + gap)
                sides["right"].append(seat)
            else:
                top_seats.append(seat)
        head_h = 2 * text.size("Ag", m.small_px, True)[1] + m.px(4)
        areas: dict[int, pygame.Rect] = {}
        # the left column: below the corner and the left opponents, the viewer's catch last
        y = self.stock_box.bottom + gap if self.stock_box.height else margin
        left_items = [(s, self.seat_panels[s].rect) for s in sides["left"]]
        free_top = max([r.bottom + gap for _s, r in left_items] + [y])
        left_catches = sides["left"] + [viewer]
        room = human.top - gap - free_top
        share = room // max(1, len(left_catches))
        for i, seat in enumerate(left_catches):
            areas[seat] = pygame.Rect(left_col.x, free_top + i * share, col_w, share - gap)
        # the right column: below the score sheet and the right opponents; a seat at the
        # top keeps its catch here too (the middle stays whole for the pool or the row)
        right_top = max([self.seat_panels[s].rect.bottom + gap for s in sides["right"]]
                        + [self.scores.rect.bottom + gap])
        right_catches = sides["right"] + top_seats
        menu = g.menu_button  # the scene's Hint and Undo buttons stack above Menu
        room = menu.top - 2 * (menu.height + m.px(10)) - gap - right_top
        share = room // max(1, len(right_catches))
        for i, seat in enumerate(right_catches):
            areas[seat] = pygame.Rect(right_col.x, right_top + i * share, col_w, share - gap)
        self.catch_heads, self.catch_areas = {}, {}
        for seat, area in areas.items():
            self.catch_heads[seat] = pygame.Rect(area.x, area.y, area.width, head_h)
            self.catch_areas[seat] = pygame.Rect(area.x, area.y + head_h, area.width,
                                                 max(1, area.height - head_h))
        self.catches.layout(pygame.Rect(0, 0, W, H), m)
        self.catches.bottom_seats = {viewer}  # its catch grows up from its panel
        self.catches.set_areas(self.catch_areas)
        # the middle, between the columns, below a seat at the top, above the prompt
        top = margin
        for seat in top_seats:
            top = max(top, self.seat_panels[seat].rect.bottom + gap)
        self.middle = pygame.Rect(left_col.right + gap, top,
                                  right_col.left - left_col.right - 2 * gap, bottom - top)
        # piles of face-down tiles: the viewer's at the strip's left, the others' beside panels
        pile_w = self._pile_width()
        self.drawn_boxes = {}
        for seat, pile in self.seat_piles.items():
            if seat == viewer:
                box = pygame.Rect(self.strip.x, self.strip.y, pile_w, self.strip.height)
            else:
                panel = self.seat_panels[seat].rect
                h = max(panel.height, m.px(130))
                box = pygame.Rect(panel.right + gap, panel.y, pile_w, h)
                if seat in top_seats:
                    self.middle.top = max(self.middle.top, box.bottom + gap)
                    self.middle.height = bottom - self.middle.top
            pile.layout(box, m)
            drawn_w = round((box.height - m.small_px - m.px(12)) * self.renderer.aspect) + m.px(8)
            self.drawn_boxes[f"pile:{seat}"] = pygame.Rect(box.right + gap, box.y,
                                                           max(pile_w, drawn_w), box.height)
        if self.stock_box.width:
            half = pygame.Rect(self.stock_box)
            half.width = self.stock_box.width // 2
            self.stock.layout(half, m)
            self.drawn_boxes["stock"] = pygame.Rect(half.right, half.y, half.width, half.height)
        else:
            self.stock.layout(pygame.Rect(0, 0, 0, 0), m)
        hand_x = self.strip.x  # a hand beside the viewer's own pile and its drawn tile
        if self.uses_seat_piles():
            hand_x = self.drawn_boxes[f"pile:{viewer}"].right + gap
        self.hand.layout(pygame.Rect(hand_x, self.strip.y, self.strip.right - hand_x,
                                     self.strip.height), m)
        self._place_middle()

    def has_stock(self) -> bool:
        """Whether the game draws from a shared stock (it shows in the top-left corner)."""
        return not self.uses_seat_piles()

    def uses_seat_piles(self) -> bool:
        """Whether each seat plays from a face-down pile of its own (generic: no)."""
        return False

    def _pile_width(self) -> int:
        m = self.metrics
        return max(m.px(56), round(self.strip.height * self.renderer.aspect * 0.8) + m.px(16))

    def _place_middle(self) -> None:
        """The pool or the row in the middle; the locked piles at its right when any."""
        m = self.metrics
        middle = pygame.Rect(self.middle)
        self.uses_piles = bool(self.model.piles)
        if self.uses_piles:
            pile_w = min(middle.width // 4, m.px(200))
            self.locked.layout(pygame.Rect(middle.right - pile_w, middle.y + m.small_px + m.px(6),
                                           pile_w, middle.height - m.small_px - m.px(6)), m)
            middle.width -= pile_w + m.px(8)
        else:
            self.locked.layout(pygame.Rect(middle.right, middle.y, 0, 0), m)
        self.pool.layout(middle, m)
        self.row.layout(middle, m)

    # --- the view -> the model -------------------------------------------------------------------
    def sync(self, view: Mapping[str, Any]) -> None:
        """Read a :class:`~cardgames.core.views.FishingView`, every declared field by name."""
        m = self.model
        keys = self.keys
        m.phase = view["phase"]
        m.hand_number = view["hand_number"]
        m.hands_scheduled = view["hands_scheduled"]
        m.dealer = view["dealer"]
        m.extra = dict(view["extra"])
        m.over = bool(view["is_over"])
        m.hand = self.hand_display_order(keys.many(view["hand"]))
        m.table = keys.many(view["table"])
        m.row = keys.many(view["row"])
        piles = [keys.many(p) for p in view["piles"]]
        relayout = bool(piles) != bool(m.piles)
        m.piles = piles
        m.stock = view["stock"]
        drawn = view["drawn"]
        m.drawn = keys(drawn) if drawn is not None else None
        current = view["current_player"]
        if drawn is not None and any(view["pile_counts"]) and current is not None:
            m.drawn_from = f"pile:{current}"
        elif drawn is not None and not self.has_stock() and current is not None:
            m.drawn_from = f"pile:{current}"
        else:
            m.drawn_from = "stock"
        m.hidden = set()
        for seat, show in enumerate(m.seats):
            show.count = view["hand_counts"][seat]
            show.catches = [keys.many(g) for g in view["catches"][seat]]
            show.points = view["catch_points"][seat]
            show.pile = view["pile_counts"][seat]
            show.score = view["scores"][seat]
        self.sync_extra(view)
        if relayout and self.metrics is not None:
            self._place_middle()
        self._push()

    def _push(self) -> None:
        """Hand the model to the parts."""
        m = self.model
        self.pool.set_cards(m.table)
        self.pool.hidden = m.hidden
        self.row.set_cards(m.row)
        self.row.hidden = m.hidden
        self.locked.set_cards([k for pile in m.piles for k in pile])
        self.locked.hidden = m.hidden
        if bool(m.piles) != self.uses_piles and self.metrics is not None:
            self._place_middle()
        self.catches.set_groups({s: [Group(list(g)) for g in show.catches]
                                 for s, show in enumerate(m.seats)})
        self.catches.hidden = m.hidden
        self.hand.set_cards(list(m.hand))
        self.hand.hidden = {k for k in m.hand if k in m.hidden}
        self.stock.set_count(m.stock)
        for seat, pile in self.seat_piles.items():
            pile.set_count(m.seats[seat].pile)

    # --- places (the beats' vocabulary) ----------------------------------------------------------
    def tile_size(self, width: int | None = None) -> tuple[int, int]:
        w = width or max(8, self.pool.card_size[0])
        return self.renderer.size_for_width(w)

    def drawn_rect(self) -> pygame.Rect:
        """Where the drawn tile lies: beside the stock or the pile it came from."""
        box = self.drawn_boxes.get(self.model.drawn_from) or self.drawn_boxes.get("stock")
        if box is None:
            return pygame.Rect(self.middle.center, (1, 1))
        m = self.metrics
        label = m.small_px + m.px(8)
        w, h = card_size_in(self.renderer, box.width - m.px(4), box.height - label - m.px(4))
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (box.centerx, box.top + m.px(2))
        return rect

    def _seat_point_rect(self, seat: int) -> pygame.Rect:
        w, h = self.tile_size(max(8, self.catches.card_size[0]))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.seat_panels[seat].rect.center
        return rect

    def take(self, place: str, code: str | None) -> tuple[pygame.Rect, str | None]:
        """Take a tile of ``code`` out of ``place`` in the model: where it was drawn, and
        its key (None when the place shows no such tile)."""
        m = self.model

        def last_of(keys: list[str]) -> str | None:
            for key in reversed(keys):
                if code is None or code_of(key) == code:
                    return key
            return None

        if place == "stock":
            rect = self.stock.top_rect() if self.stock.card_rect.width else self.drawn_rect()
            return pygame.Rect(rect), None
        if place.startswith("pile:"):
            seat = int(place[5:])
            pile = self.seat_piles[seat]
            return pygame.Rect(pile.top_rect()), None
        if place == "drawn":
            rect = self.drawn_rect()
            key, m.drawn = m.drawn, None
            return rect, key
        if place.startswith("hand:"):
            seat = int(place[5:])
            if seat == m.viewer:
                key = last_of(m.hand)
                if key is not None:
                    rect = self.hand.rect_of(key) or self._seat_point_rect(seat)
                    m.hand.remove(key)
                    return pygame.Rect(rect), key
            return self._seat_point_rect(seat), None
        if place in ("table", "pool"):
            key = last_of(m.table)
            if key is not None:
                rect = self.pool.rect_of(key) or pygame.Rect(self.middle.center, (1, 1))
                m.table.remove(key)
                return pygame.Rect(rect), key
        if place.startswith("row"):
            side = place[4:]
            order = list(reversed(m.row)) if side == "right" else list(m.row)
            if not side:  # an end tile first (captures are made at the ends)
                order = [*m.row[:2], *m.row[-2:][::-1], *m.row]
            key = next((k for k in order if code is None or code_of(k) == code), None)
            if key is not None:
                rect = self.row.rect_of(key) or pygame.Rect(self.middle.center, (1, 1))
                m.row.remove(key)
                return pygame.Rect(rect), key
        if place == "piles":
            for pile in m.piles:
                key = last_of(pile)
                if key is not None:
                    rect = self.locked.rect_of(key) or pygame.Rect(self.middle.center, (1, 1))
                    pile.remove(key)
                    m.piles = [p for p in m.piles if p]
                    return pygame.Rect(rect), key
        return pygame.Rect(self.middle.center, (1, 1)), None

    def put(self, place: str, key: str, groups: dict[tuple[str, int], list[str]],
            group: int, src: str = "") -> pygame.Rect:
        """Put ``key`` into ``place`` in the model (hidden until it lands) and return where
        it will lie (``src``: where it came from; the drawn tile lies beside it)."""
        m = self.model
        m.hidden.add(key)
        if place == "drawn":
            m.drawn = key
            if src == "stock" or src.startswith("pile:"):
                m.drawn_from = src
            self._push()
            return self.drawn_rect()
        if place.startswith("hand:"):
            seat = int(place[5:])
            if seat == m.viewer:
                m.hand = self.hand_display_order([*m.hand, key])
                self._push()
                return pygame.Rect(self.hand.rect_of(key) or self._seat_point_rect(seat))
            return self._seat_point_rect(seat)
        if place in ("table", "pool"):
            m.table.append(key)
            self._push()
            return pygame.Rect(self.pool.rect_of(key) or self.middle)
        if place.startswith("row"):
            if place == "row:left":
                m.row.insert(0, key)
            else:
                m.row.append(key)
            self._push()
            return pygame.Rect(self.row.rect_of(key) or self.middle)
        if place.startswith("catch:"):
            seat = int(place[6:])
            slot = groups.get((place, group))
            if slot is None:
                slot = groups[(place, group)] = []
                m.seats[seat].catches.append(slot)
            slot.append(key)
            self._push()
            return pygame.Rect(self.catches.rect_of(key) or self.catch_areas.get(seat, self.middle))
        if place == "piles":
            slot = groups.get((place, group))
            if slot is None:
                slot = groups[(place, group)] = []
                m.piles.append(slot)
            slot.append(key)
            self._push()
            return pygame.Rect(self.locked.rect_of(key) or self.middle)
        if place.startswith("pile:"):
            return pygame.Rect(self.seat_piles[int(place[5:])].top_rect())
        if place == "stock":
            return pygame.Rect(self.stock.top_rect())
        return pygame.Rect(self.middle.center, (1, 1))

    def count_change(self, place: str, delta: int) -> None:
        """A tile leaves (-1, as its flight starts) or reaches (+1, as it lands) a place
        shown by its count: the stock, a seat's pile, a seat's hand."""
        m = self.model
        if place == "stock":
            m.stock = max(0, m.stock + delta)
        elif place.startswith(("pile:", "hand:")) and place[5:].isdigit():
            show = m.seats[int(place[5:])]
            if place.startswith("pile:"):
                show.pile = max(0, show.pile + delta)
            else:
                show.count = max(0, show.count + delta)

    # --- events -> beats ----------------------------------------------------------------------------
    def beats_for(self, event: Any) -> list[Beat]:
        kind = event["type"]
        if kind == "hand_scored":
            return [SummaryBeat(self, event)]
        if kind == "match_over":
            return [MatchOverBeat(self, event)]
        beats: list[Beat] = []
        if kind == "dealt":
            beats.append(Call(lambda: self.deal_started(event)))
        else:
            beats.append(Call(lambda: self.event_started(event)))
        moves = self.moves_for(event)
        words = self.event_words(event)
        if moves:
            beats.append(MovesBeat(self, moves, words, deal=kind == "dealt"))
        elif words:
            beats.append(Call(lambda: self.tell(words)))
        beats.extend(self.extra_beats(event))
        return beats

    def deal_started(self, event: Any) -> None:
        """A new deal (a ``dealt`` event's beat starts): the middle, the catches and the
        hands emptied before the tiles fly (a game sets its stock and piles after)."""
        m = self.model
        m.hand_number = event.get("hand", m.hand_number)
        m.dealer = event.get("dealer", m.dealer)
        m.table, m.row, m.piles, m.hand, m.drawn = [], [], [], [], None
        m.hidden = set()
        for show in m.seats:
            show.catches, show.count, show.points = [], 0, 0
        self.picked = ()
        self.hand.clear()
        self._push()

    def event_started(self, event: Any) -> None:
        """An event's beat starts: read what it says the seats' figures are now
        (generic: ``catch_points``, each seat's catch so far, when the event has it)."""
        points = event.get("catch_points")
        if isinstance(points, list) and len(points) == len(self.model.seats):
            for show, value in zip(self.model.seats, points, strict=True):
                show.points = value

    def tell(self, words: str) -> None:
        self.model.message = words

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: Mapping[str, Any], ready: bool) -> None:
        m = self.model
        m.last_age += dt
        port = self.port
        idle = port.idle
        current = port.current if idle else None
        thinking = port.thinking_seat if idle else None
        self.human_turn = ready and port.human_to_act
        legal = list(view["legal_actions"]) if self.human_turn else []
        if legal != self.legal:
            self.legal = legal
            self.steps = {a: tuple(self.action_steps(Action.parse(a))) for a in legal}
            if self.picked and not self._continuations(self.picked):
                self.picked = ()
                self.hand.clear()
        if not self.human_turn and self.picked:
            self.picked = ()
            self.hand.clear()
        self.update_seats(dt, current, thinking)
        rows = [(s.name, self.score_cells(seat), s.score) for seat, s in enumerate(m.seats)]
        self.scores.count_up_s = 0.6 * self.speed
        title, subtitle = self.score_title()
        self.scores.set(title, subtitle,
                        [game_text(self.game_id, c) for c in self.score_columns], rows, current)
        used = port.hints_used
        self.scores.note = _("Hints: {n}").format(n=used) if used else ""
        self.scores.update(dt)
        self._push()
        self._light()
        hinted = port.hint() if self.human_turn else None
        self.hinted = hinted
        self.hand.suggested = None
        if hinted and self.steps.get(hinted):
            first = self.steps[hinted][len(self.picked)] if \
                self.steps[hinted][:len(self.picked)] == self.picked and \
                len(self.steps[hinted]) > len(self.picked) else None
            if first and first.startswith("hand:"):
                self.hand.suggested = self._hand_key(first[5:])
        # the bar: every legal move made by no clicks
        choices = []
        for i, action in enumerate(a for a in self.legal if not self.steps.get(a)):
            parsed = Action.parse(action)
            choices.append(Choice(action, action_label(self.game_id, parsed), wide=True,
                                  hotkey=str(i + 1) if i < 9 else "",
                                  help=action_help(self.game_id, parsed, dict(self.info.verbs))))
        self.bar.active = bool(choices)
        self.bar.set(choices)
        self.bar.suggested = hinted if hinted and not self.steps.get(hinted) else None
        self.bar.update(dt)
        for part in (self.pool, self.row, self.locked, self.catches, self.stock,
                     *self.seat_piles.values()):
            part.update(dt)
        self.hand.update(dt)
        self.preview = self._preview_at(self.mouse)
        if not self.preview[1] and self.focus is not None and self.human_turn:
            exact = [a for a, st in self.steps.items() if st == (*self.picked, self.focus)]
            if len(exact) == 1:
                self.preview = self.action_preview(Action.parse(exact[0]))
        if not self.human_turn:
            self.focus = None
        self.prompt.set(*self._prompt(view, thinking))

    def score_title(self) -> tuple[str, str]:
        """The score sheet's heading and the line under it (generic: the deal, the stock)."""
        m = self.model
        if m.over:
            title = _("Final scores")
        elif m.hands_scheduled:
            title = _("Deal {number} of {total}").format(number=m.hand_number,
                                                          total=m.hands_scheduled)
        else:
            title = _("Deal {number}").format(number=m.hand_number)
        return title, _("Stock: {n}").format(n=m.stock) if self.has_stock() else ""

    def _continuations(self, picked: tuple[str, ...]) -> dict[str, str]:
        """The next click of every legal move that starts with ``picked``: target -> the
        action (the last one found, when several share it)."""
        out: dict[str, str] = {}
        n = len(picked)
        for action, steps in self.steps.items():
            if len(steps) > n and steps[:n] == picked:
                out.setdefault(steps[n], action)
        return out

    def _light(self) -> None:
        """Light the targets the next click may take (nothing dimmed when none of a part's
        tiles is a target: the player is choosing elsewhere)."""
        nexts = self._continuations(self.picked) if self.human_turn else {}

        def lit(prefix: str, keys: list[str]) -> set[str] | None:
            codes = {t[len(prefix):] for t in nexts if t.startswith(prefix)}
            if not codes:
                return None
            return {k for k in keys if code_of(k) in codes}

        m = self.model
        aids = self.port.learning_aids
        self.pool.legal = lit("table:", m.table) if aids or self.picked else None
        self.locked.legal = lit("pile:", [k for p in m.piles for k in p])
        self.row.legal = lit("row:", m.row)
        self.row.lit_ends = {ROW_ENDS[t[4:]] for t in nexts if t in ("end:left", "end:right")}
        self.row.preview = None
        if self.row.lit_ends and m.drawn:
            hover = self.row.end_at(self.mouse)
            if hover in self.row.lit_ends:
                self.row.preview = (hover, m.drawn)
        hand_lit = lit("hand:", m.hand)
        self.hand.active = self.human_turn and hand_lit is not None
        self.hand.clickable = self.human_turn
        self.hand.legal = (hand_lit if aids else None) if not self.picked else \
            ({k for k in m.hand if f"hand:{code_of(k)}" in nexts} | set(self.hand.picked)
             if nexts else None)
        for part in (self.pool, self.locked, self.row):
            part.clickable = self.human_turn

    def _hand_key(self, code: str) -> str | None:
        return next((k for k in self.model.hand if code_of(k) == code), None)

    def _prompt(self, view: Mapping[str, Any], thinking: int | None) -> tuple[str, bool]:
        m = self.model
        if self.human_turn:
            return self.prompt_text(view), True
        if thinking is not None:
            if thinking == m.viewer:
                return _("Thinking for you\u2026"), False
            return _("{name} is thinking\u2026").format(name=m.seats[thinking].name), False
        return m.message, False

    # --- input ------------------------------------------------------------------------------------
    def _bar_action(self, action: str) -> None:
        self.picked = ()
        self.hand.clear()
        self.port.act(action)

    def _hand_changed(self, selection: tuple[str, ...]) -> None:
        if not selection:
            if self.picked and self.picked[0].startswith("hand:"):
                self.picked = ()
            return
        self.click(f"hand:{code_of(selection[-1])}", from_hand=True)

    def click(self, target: str, from_hand: bool = False) -> None:
        """A click on a target (see the module): go on with the move being chosen, act
        when it is complete, or let the engine say why the move it names is refused."""
        if not self.human_turn:
            self.port.not_your_turn()
            if from_hand:
                self.hand.picked = []
            return
        seq = (*self.picked, target)
        exact = [a for a, s in self.steps.items() if s == seq]
        longer = [a for a, s in self.steps.items() if len(s) > len(seq) and s[:len(seq)] == seq]
        if exact and not longer:
            self._act(exact[0])
            return
        if longer:
            self.picked = seq
            if target.startswith("hand:"):
                self.hand.picked = [k for k in self.hand.picked
                                    if code_of(k) == target[5:]][-1:] or \
                    [self._hand_key(target[5:]) or ""]
            return
        # a hand tile starts a move afresh
        if self.picked and target.startswith("hand:"):
            self.picked = ()
            self.click(target, from_hand)
            return
        action = self.clicked_action(seq)
        self.picked = ()
        self.hand.picked = []
        if action is not None:
            self.port.act(action)  # refused with the engine's reason, nothing changes
        else:
            self.port.refuse(self.no_move_words(seq))

    def pick_first(self) -> tuple[int, int] | None:
        """Make the first click of the first legal move made by several clicks (demos and
        screenshots: what it lights shows); returns where the pointer may rest to preview
        a move (the first button that has a preview), or None."""
        for steps in self.steps.values():
            if len(steps) > 1:
                self.click(steps[0])
                return None
        for button in self.bar.buttons:
            if self.action_preview(Action.parse(button.name[7:]))[1]:
                return button.rect.center
        return None

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        """Why a click names no move (generic words)."""
        return _("That tile can't be used now.")

    def _act(self, action: str) -> None:
        self.picked = ()
        self.hand.picked = []
        self.port.act(action)

    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if ready and self.bar.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.picked:
            self.picked = ()
            self.hand.clear()
            self.focus = None
            return True
        if ready and event.type == pygame.KEYDOWN and self._key(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not ready:
            if self.hand.card_at(event.pos) is not None or self.pool.hit(event.pos):
                self.port.not_your_turn()
                return True
        if event.type == pygame.MOUSEMOTION:
            for part in (self.pool, self.locked, self.row, self.catches, self.stock):
                part.handle(event)
            self.hand.handle(event)
            return False
        if not ready:
            return False
        if self.hand.handle(event):
            return True
        for part in (self.locked, self.row, self.pool):
            if part.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.pool.rect.collidepoint(event.pos) and self.pool.hit(event.pos) is None \
                and "pool" in self._continuations(self.picked):
            self.click("pool")
            return True
        return False

    def focus_targets(self) -> list[str]:
        """The places the keyboard's Tab steps through: what the next click may be,
        outside the hand (the hand has its own keys), in reading order."""
        names = [t for t in self._continuations(self.picked) if not t.startswith("hand:")]
        rects = {n: self.target_rect(n) for n in names}
        return sorted((n for n in names if rects[n] is not None),
                      key=lambda n: (rects[n].y // max(1, rects[n].height), rects[n].x))

    def _key(self, event: pygame.event.Event) -> bool:
        """Tab (Shift+Tab back) puts the focus on the next place a move may go; Enter
        or Space takes it."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if event.key == pygame.K_TAB:
            targets = self.focus_targets()
            if not targets:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            i = targets.index(self.focus) + step if self.focus in targets else \
                (0 if step > 0 else -1)
            self.focus = targets[i % len(targets)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.focus is not None:
            if self.focus in self.focus_targets():
                target, self.focus = self.focus, None
                self.click(target)
                return True
            self.focus = None
        return False

    # --- preview -----------------------------------------------------------------------------------
    def _preview_at(self, pos: tuple[int, int]) -> tuple[list[str], str]:
        """The move under the mouse, if one click there would make it: a lit target, or a
        button."""
        if not self.human_turn:
            return [], ""
        for button in self.bar.buttons:
            if button.rect.collidepoint(pos):
                action = button.name[7:]
                return self.action_preview(Action.parse(action))
        target = self.target_at(pos)
        if target is None:
            return [], ""
        seq = (*self.picked, target)
        exact = [a for a, s in self.steps.items() if s == seq]
        if len(exact) == 1:
            return self.action_preview(Action.parse(exact[0]))
        return [], ""

    def target_at(self, pos: tuple[int, int]) -> str | None:
        """The click target under ``pos`` (see the module), or None."""
        key = self.pool.hit(pos)
        if key is not None:
            return f"table:{code_of(key)}"
        key = self.locked.hit(pos)
        if key is not None:
            return f"pile:{code_of(key)}"
        end = self.row.end_at(pos)
        if end is not None:
            return "end:left" if end == "start" else "end:right"
        key = self.row.hit(pos)
        if key is not None:
            return f"row:{code_of(key)}"
        key = self.hand.card_at(pos)
        if key is not None:
            return f"hand:{code_of(key)}"
        return None

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        self.draw_seats(surface)
        self._draw_catches(surface)
        if self.stock_box.width:
            self.stock.draw(surface)
        for seat, pile in self.seat_piles.items():
            if self.uses_seat_piles() or self.model.seats[seat].pile:
                pile.draw(surface)
        self._draw_middle(surface)
        self._draw_drawn(surface)
        self._draw_preview(surface)
        self._draw_last(surface)
        self.prompt.draw(surface, m)
        self.bar.draw(surface, m)
        self.hand.draw(surface, m)

    def _draw_catches(self, surface: pygame.Surface) -> None:
        m = self.metrics
        for seat, head in self.catch_heads.items():
            colour = style.GOLD if seat == self.model.viewer else style.CREAM
            head = self.catch_head(seat)
            y = head.y
            for i, words in enumerate(self.catch_title(seat).split("\n")[:2]):
                shade = colour if i == 0 else style.CREAM_DIM
                image = text.render(words, m.small_px, shade, bold=i == 0)
                if image.get_width() > head.width:
                    image = text.render(words, max(10, m.small_px - 2), shade, bold=i == 0)
                surface.blit(image, (head.x, y), pygame.Rect(0, 0, head.width, image.get_height()))
                y += image.get_height()
            if not self.model.seats[seat].catches:
                box = self.empty_catch_box(seat)
                surface.blit(surfaces.panel(box.size, m.px(8), (0, 0, 0, 40),
                                            (*style.CREAM, 50), 1), box)
                empty = text.render(_("no catch yet"), m.small_px, style.CREAM_DIM)
                surface.blit(empty, empty.get_rect(center=box.center))
        self.catches.draw(surface)

    def empty_catch_box(self, seat: int) -> pygame.Rect:
        """The outline where a seat's catch will lie, while it has none."""
        area = self.catch_areas[seat]
        h = min(area.height, self.metrics.px(60))
        if seat in self.catches.bottom_seats:
            return pygame.Rect(area.x, area.bottom - h, area.width, h)
        return pygame.Rect(area.x, area.y, area.width, h)

    def catch_head(self, seat: int) -> pygame.Rect:
        """Where a seat's catch heading goes: over its catch (for a seat whose catch lies
        at the bottom of its area, just above the groups)."""
        head = pygame.Rect(self.catch_heads[seat])
        if seat in self.catches.bottom_seats:
            rects = [r for (s, _i), r in self.catches.group_rects.items() if s == seat]
            top = min(r.top for r in rects) if rects else self.empty_catch_box(seat).top
            head.bottom = max(head.bottom, top - self.metrics.px(2))
        return head

    def _draw_middle(self, surface: pygame.Surface) -> None:
        m = self.metrics
        if self.model.row or not self.model.table and not self.has_stock():
            self.row.draw(surface)
        else:
            self.pool.draw(surface)
            if not self.model.table:
                label = text.render(_("The table is empty"), m.small_px, style.CREAM_DIM)
                surface.blit(label, label.get_rect(center=self.pool.rect.center))
        if self.model.piles:
            head = text.render(_("Locked piles"), m.small_px, style.CREAM, bold=True)
            surface.blit(head, head.get_rect(midbottom=(self.locked.rect.centerx,
                                                        self.locked.rect.top - m.px(2))))
            self.locked.draw(surface)

    def _draw_drawn(self, surface: pygame.Surface) -> None:
        m = self.model
        if m.drawn is None or m.drawn in m.hidden:
            return
        rect = self.drawn_rect()
        from cardgames.ui.table.parts.common import blit_card, draw_lit

        draw_lit(surface, rect, self.metrics, 170)
        blit_card(surface, self.renderer, code_of(m.drawn), rect)
        label = text.render(game_text(self.game_id, self.drawn_word), self.metrics.small_px, style.GOLD, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + self.metrics.px(4))))

    def _draw_preview(self, surface: pygame.Surface) -> None:
        names, words = self.preview
        m = self.metrics
        hinted = self.steps.get(self.hinted or "") if self.human_turn else None
        if hinted and hinted[:len(self.picked)] == self.picked and len(hinted) > len(self.picked):
            rect = self.target_rect(hinted[len(self.picked)])  # the hint's next click
            if rect is not None and not hinted[len(self.picked)].startswith("hand:"):
                from cardgames.ui.widgets import pulse

                pulse.draw_ring(surface, rect, self.renderer.corner_radius(rect.width), m)
        focus = self.target_rect(self.focus) if self.focus and self.human_turn else None
        if focus is not None:
            width = max(2, m.px(3))
            grown = focus.inflate(4 * width, 4 * width)
            surface.blit(surfaces.outline(grown.size, self.renderer.corner_radius(grown.width),
                                          width, style.CREAM), grown)
        rects = [r for r in (self.target_rect(n) for n in names) if r is not None]
        for rect in rects:
            draw_ring(surface, rect, self.renderer.corner_radius(rect.width), m)
        if words:
            anchor = rects[0].unionall(rects[1:]) if rects else pygame.Rect(self.mouse, (1, 1))
            image = text.render(words, m.body_px, style.INK, bold=True)
            box = image.get_rect().inflate(m.px(14), m.px(6))
            box.midbottom = (anchor.centerx, anchor.top - m.px(6))
            box.clamp_ip(pygame.Rect(0, 0, m.width, m.height))
            surface.blit(surfaces.panel(box.size, box.height // 2, style.GOLD, style.GOLD, 1), box)
            surface.blit(image, image.get_rect(center=box.center))

    def _draw_last(self, surface: pygame.Surface) -> None:
        """With animation off, the last move's tiles are outlined a moment."""
        m = self.model
        if self.speed > 0 or m.last_age >= LAST_MOVE_S:
            return
        from cardgames.ui.table.animation import last_move_outline

        for key in m.last:
            rect = self.key_rect(key)
            if rect is not None:
                alpha = max(0.0, 1 - m.last_age / LAST_MOVE_S)
                last_move_outline(surface, rect, self.renderer.corner_radius(rect.width),
                                  max(2, self.metrics.px(2.5)), alpha)

    def key_rect(self, key: str) -> pygame.Rect | None:
        for part in (self.pool, self.row, self.locked, self.catches):
            rect = part.rect_of(key)
            if rect is not None:
                return rect
        return self.hand.rect_of(key)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        m = self.metrics
        if not self.port.toast_visible:
            self.bar.draw_tooltips(surface, m)
        if self.stock_box.width and self.stock.hit(self.mouse):
            draw_tooltip(surface, m, self.stock.help_text(), self.stock.bounds(), prefer="below")
            return
        code = self.code_at(self.mouse)
        if code is not None:
            self.draw_tile_tip(surface, code)
            return
        tip = self.tooltip_at(self.mouse)
        if tip is not None:
            draw_tooltip(surface, m, tip[0], tip[1], prefer=tip[2])

    def code_at(self, pos: tuple[int, int]) -> str | None:
        """The face-up tile under ``pos`` (anywhere on the table), or None."""
        for part in (self.locked, self.pool, self.row, self.catches):
            key = part.hit(pos)
            if key is not None:
                return code_of(key)
        key = self.hand.card_at(pos)
        if key is not None:
            return code_of(key)
        if self.model.drawn is not None and self.drawn_rect().collidepoint(pos):
            return code_of(self.model.drawn)
        return None

    def draw_tile_tip(self, surface: pygame.Surface, code: str) -> None:
        """The tooltip of a face-up tile (generic: its name)."""
        from cardgames.ui.cards import card_name

        rect = pygame.Rect(self.mouse, (1, 1))
        draw_tooltip(surface, self.metrics, card_name(self.renderer.family, code), rect)

    # --- targets (tutorial, tests) ----------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        """``card:CODE`` (the drawn tile first, then a hand tile, the pool, the row, the
        piles, the catches), ``hand:CODE``, ``table:CODE``, ``row:CODE``, ``pile:CODE``,
        ``end:left`` / ``end:right``, ``hand``, ``table`` (the pool), ``row``, ``piles``,
        ``stock``, ``drawn``, ``pile:SEAT``, ``catch:SEAT``, and the shared names."""
        m = self.model

        def rect_for(keys: list[str], code: str, part) -> pygame.Rect | None:
            for key in keys:
                if code_of(key) == code:
                    rect = part.rect_of(key)
                    if rect is not None:
                        return pygame.Rect(rect)
            return None

        kind, _sep, rest = name.partition(":")
        if name == "hand":
            return self.hand.bounds() if m.hand else None
        if name in ("table", "pool"):
            return pygame.Rect(self.pool.rect)
        if name == "row":
            return pygame.Rect(self.row.rect)
        if name == "piles":
            return pygame.Rect(self.locked.rect) if m.piles else None
        if name == "stock":
            return self.stock.target_rect("stock") if self.stock_box.width else None
        if name == "drawn":
            return self.drawn_rect() if m.drawn is not None else None
        if name == "middle":
            return pygame.Rect(self.middle)
        if kind == "end":
            return self.row.targets().get(f"end:{ROW_ENDS.get(rest, rest)}")
        if kind == "catch":
            seat = int(rest) if rest.isdigit() else -1
            if seat in self.catch_areas:
                return self.catch_head(seat).union(self.catch_areas[seat])
            return None
        if kind == "pile" and rest.isdigit():
            return self.seat_piles[int(rest)].target_rect("stock") \
                if int(rest) in self.seat_piles else None
        if kind == "hand":
            return rect_for(m.hand, rest, self.hand)
        if kind == "table":
            return rect_for(m.table, rest, self.pool)
        if kind == "row":
            if rest.startswith("@") and rest[1:].lstrip("-").isdigit():  # by position
                index = int(rest[1:])
                if -len(m.row) <= index < len(m.row):
                    rect = self.row.rect_of(m.row[index])
                    return pygame.Rect(rect) if rect is not None else None
                return None
            return rect_for(m.row, rest, self.row)
        if kind == "pile":
            return rect_for([k for p in m.piles for k in p], rest, self.locked)
        if kind == "card":
            if m.drawn is not None and code_of(m.drawn) == rest and m.drawn not in m.hidden:
                return self.drawn_rect()  # the tile in play first
            for keys, part in ((m.hand, self.hand), (m.table, self.pool), (m.row, self.row),
                               ([k for p in m.piles for k in p], self.locked)):
                rect = rect_for(keys, rest, part)
                if rect is not None:
                    return rect
            catches = [k for s in m.seats for g in s.catches for k in g]
            return rect_for(catches, rest, self.catches)
        return super().target_rect(name)

    def button_target(self, name: str) -> pygame.Rect | None:
        """A button of the bar; for an action made by clicks (``button:capture:5-3,4-4``
        in a tutorial), where its next click goes: the hand tile, then what it takes."""
        rect = self.bar.targets().get(name)
        if rect is not None:
            return rect
        try:
            action = Action.parse(name[7:])
        except (ValueError, IllegalAction):
            return None
        steps = tuple(self.action_steps(action))
        if not steps:
            return None
        n = len(self.picked) if steps[:len(self.picked)] == self.picked else 0
        return self.target_rect(steps[min(n, len(steps) - 1)])

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """A tile of the hand or a pool group partly under the next one: its uncovered part."""
        rect = self.target_rect(name)
        if rect is None:
            return None
        kind, _sep, code = name.partition(":")
        if kind in ("card", "hand") and code in {code_of(k) for k in self.model.hand}:
            keys = [k for k in self.hand.cards if k not in self.hand.hidden]
            key = next(k for k in keys if code_of(k) == code)
            i = keys.index(key)
            if i + 1 < len(keys):
                nxt = self.hand.rect_of(keys[i + 1])
                if nxt is not None and rect.left < nxt.left < rect.right:
                    rect.width = nxt.left - rect.left
        return rect

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        must = list(self.bar.targets().values())
        soft = [pygame.Rect(self.middle)]
        return must, soft

    def parts(self) -> dict[str, pygame.Rect]:
        """Every fixed part's rect by name (tests check that none overlaps another)."""
        out = {f"seat:{s}": pygame.Rect(p.rect) for s, p in enumerate(self.seat_panels)}
        out["panel:score"] = pygame.Rect(self.scores.rect)
        out["button:menu"] = pygame.Rect(self.geometry.menu_button)
        for seat in self.catch_areas:
            out[f"catch:{seat}"] = self.target_rect(f"catch:{seat}")
        out["middle"] = pygame.Rect(self.middle)
        if self.model.hand:
            out["hand"] = self.hand.bounds()
        if self.stock_box.width:
            out["stock"] = self.stock.bounds().union(self.stock.label_rect)
        if self.model.drawn is not None:
            out["drawn"] = self.drawn_rect()
        for seat, pile in self.seat_piles.items():
            if self.uses_seat_piles():
                out[f"pile:{seat}"] = pile.bounds().union(pile.label_rect)
        out.update({n: r for n, r in self.bar.targets().items()})
        return out

    # --- summaries ----------------------------------------------------------------------------------
    def hand_summary(self, event: Any) -> HandSummaryData:
        lines, notes = self.summary_lines(event)
        return HandSummaryData(self.summary_title(event), self.summary_subtitle(event), lines,
                               last_hand=self.port.is_over,
                               explanation_title=game_text(self.game_id, self.explanation_title),
                               notes=tuple(notes), columns=tuple(self.summary_columns))

    def match_summary(self, event: Any) -> MatchSummaryData:
        names = [s.name for s in self.model.seats]
        history = self.port.view()["history"]
        n = len(names)
        first = history[0] if history else None
        if first and first.get("deltas") is not None and first.get("scores") is not None:
            start = [first["scores"][s] - first["deltas"][s] for s in range(n)]
        else:
            start = [0] * n
        series = [[start[s]] + [h["scores"][s] for h in history] for s in range(n)]
        labels = [self.hand_label(h) for h in history]
        return MatchSummaryData(names=names, scores=list(event["scores"]),
                                winners=list(event["winners"]), series=series,
                                hand_labels=labels, viewer=self.model.viewer)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")
