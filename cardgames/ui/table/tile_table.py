"""The tile table: what every table where tiles go from a hand to the middle and into
face-up groups shares, whatever the family -- fishing
(:class:`~cardgames.ui.table.fishing_layout.FishingLayout`) and draw and discard
(:class:`~cardgames.ui.table.draw_discard_layout.DrawDiscardLayout`).

It is the seated table (:class:`~cardgames.ui.table.seated.SeatedTable`) arranged in
columns: the **stock** face down with its count in the top-left corner
(:class:`StockPile`: ``stock``; clicking it makes the move whose step is ``stock``) with
the tile just **drawn** face up beside it (``drawn``); the score sheet top right; each
seat's face-up **groups** (:class:`ExposedGroups`: a fishing seat's catch, a
draw-and-discard seat's laid pairs; ``<group_place>:SEAT``) headed by its name, the
viewer's in the left column above its panel, the others' in the column on their side;
the **middle** between the columns for the family's centre (the pool, the row, the
discards); and along the bottom the viewer's **hand** (:class:`MultiSelectHand`), the
**action bar** and the prompt.

**How a move is chosen** is the game's; the table offers the mechanism.  The game's
``action_steps(action)`` hook says which clicks make a legal action, as a sequence of
target names -- ``hand:CODE`` (a hand tile), ``stock``, ``step:VERB`` (a step button,
below), and the family's own (``table:CODE``, ``end:left``, ``discards:CODE`` ...: a
*click part*'s prefix and a tile's code, :meth:`TileTable.click_parts`).  The table
lights the targets that can come next, acts when a sequence is complete, and puts every
action with no steps in the action bar (``button:<action>``, labelled by the game's
``action_label``).  A game may also name the **steps of its turn** (``turn_steps``:
verbs such as ``pick``, ``skip``, ``draw``, ``discard``): each is a button that stays in
the bar through the human's turn, lit only while an action of that verb is legal; one
whose action needs no tile acts at once, one that finishes a move (``step:discard``
after ``hand:5-5``) acts when the tiles are chosen.  A click that makes no legal move
asks the game which action it meant (``clicked_action``) and the engine refuses it with
its reason, changing nothing.  Hovering a target that completes a move, or a button,
previews it (``action_preview``).

**Beats.** A game turns each of its events into tile moves (``moves_for(event)``:
:class:`Move` from a place to a place -- ``stock``, ``drawn``, ``hand:SEAT``,
``<group_place>:SEAT`` and the family's own places) and a sentence (``event_words``);
the table flies them and plays ``hand_scored`` (the summary) and ``match_over`` itself.
Whatever the moves leave out, the family's ``sync`` puts right once the picture has
caught up.  The hooks are the Protocol :class:`~cardgames.ui.table.hooks.TileTableHooks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.actions import Action, IllegalAction
from cardgames.core.i18n import N_, _, game_text
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.table.action_bar import ActionBar
from cardgames.ui.table.beats import MatchOverBeat
from cardgames.ui.table.click_steps import ClickSteps
from cardgames.ui.table.parts import ExposedGroups, Group, MultiSelectHand, StockPile
from cardgames.ui.table.parts.base import CardPart
from cardgames.ui.table.parts.common import blit_card, card_size_in, code_of, draw_lit, draw_ring
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.seated import SeatedTable
from cardgames.ui.table.summary import HandSummaryData, MatchSummaryData, ScoreLine
from cardgames.ui.table.tile_beats import MovesBeat
from cardgames.ui.table.tile_model import KeyMaker, Move, TileModel
from cardgames.ui.table.trick_beats import SummaryBeat
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

__all__ = ["ClickPart", "Move", "TileTable", "signed"]

MINUS = "\u2212"
#: how long the last move stays outlined (UI style: also with animation off)
LAST_MOVE_S = 1.6

#: a part whose tiles are click targets: (the targets' prefix, the part, its keys now,
#: whether its lights are a learning aid shown only with the aids on, or once a move has begun)
ClickPart = tuple[str, CardPart, list[str], bool]


class TileTable(ClickSteps, SeatedTable):
    """The columns, the stock and the drawn tile, each seat's groups, the hand, the bar,
    the click-steps mechanism, the beats and the summaries of a tile table; a family adds
    its middle (:meth:`place_middle`, :meth:`draw_middle`), its click parts and its
    ``sync``."""

    #: the hand summary's heading over the score lines' words
    explanation_title = N_("How the hand scored")
    #: the word under the tile just turned up
    drawn_word = N_("Drawn")
    #: the hand summary's headings over the change and the total (empty: "Points", "Total")
    summary_columns: tuple[str, str] | tuple[()] = ()
    #: the place and target name of a seat's groups (``catch:SEAT``, ``exposed:SEAT``)
    group_place = "groups"
    #: the words in a seat's empty group area
    empty_group_words = N_("nothing laid yet")

    def __init__(self, port: TablePort, model: TileModel) -> None:
        super().__init__(port)
        self.model = model
        self.keys = KeyMaker()
        self.stock = StockPile(self.renderer)
        self.stock.on_draw = lambda: self.click("stock")
        self.groups = ExposedGroups(self.renderer)
        self.groups.centre = False
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
        self.group_areas: dict[int, pygame.Rect] = {}
        self.group_heads: dict[int, pygame.Rect] = {}
        self.strip = pygame.Rect(0, 0, 0, 0)

    # --- hooks: a game's words and pieces (override in cardgames/ui/games/<id>.py) -----------
    def largest_hand(self) -> int:
        """The most tiles the viewer's hand can hold (0: the game has no hand)."""
        return 12

    def hand_display_order(self, cards: list[str]) -> list[str]:
        """The viewer's tiles (keys) in the order the hand shows them (generic: by code)."""
        return sorted(cards, key=code_of)

    def hand_runs(self, cards: list[str]) -> list[int]:
        """How the viewer's tiles (keys, in display order) fall into runs that lie
        together, a little air between them: the runs' sizes (generic: one run)."""
        return []

    def has_stock(self) -> bool:
        """Whether the game draws from a shared stock (it shows in the top-left corner)."""
        return True

    def shows_groups(self) -> bool:
        """Whether the seats' face-up groups have areas on the table (generic: yes)."""
        return True

    def action_steps(self, action: Action) -> tuple[str, ...]:
        """The clicks that make ``action`` (target names, see the module); () puts it in
        the action bar (generic: every action is a button)."""
        return ()

    def turn_steps(self) -> tuple[str, ...]:
        """The verbs of the turn's steps, each a button that stays in the bar through the
        human's turn, lit while one of its actions is legal (generic: none)."""
        return ()

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        """The action a sequence of clicks names, legal or not (the engine then says why
        it is refused); None when the clicks name no move yet."""
        return None

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        """Why a click names no move (generic words)."""
        return _("That tile can't be used now.")

    def action_preview(self, action: Action) -> tuple[list[str], str]:
        """What taking ``action`` would do, shown before it is taken: the target names of
        the tiles it takes (outlined) and a line of words (its points)."""
        return [], ""

    def moves_for(self, event: Any) -> list[Move]:
        """The tiles an event moves (generic: none; ``sync`` shows the result)."""
        return []

    def event_words(self, event: Any) -> str:
        """An event as a sentence for the line of what just happened ("" for none)."""
        return ""

    def actor(self, event: Any) -> tuple[str, bool]:
        """Who an event's ``seat`` is, for its words: (the name, whether it is the viewer)."""
        seat = event.get("seat")
        names = [s.name for s in self.model.seats]
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return who, seat == self.model.viewer

    def group_title(self, seat: int) -> str:
        """The heading over a seat's groups, one or two lines (split by a newline;
        generic: its name)."""
        return self.model.seats[seat].name

    def summary_lines(self, event: Any) -> tuple[list[ScoreLine], tuple[str, ...]]:
        """The hand summary's score lines and notes (generic: each seat's change)."""
        lines = []
        for seat, show in enumerate(self.model.seats):
            delta = event["deltas"][seat]
            lines.append(ScoreLine(seat, show.name, signed(delta), delta, event["scores"][seat]))
        return lines, ()

    def prompt_text(self, view: Mapping[str, Any]) -> str:
        """What the prompt asks the human on the human's turn."""
        return _("Your turn")

    def summary_title(self, event: Any) -> str:
        number = event.get("hand", self.model.hand_number)
        return _("Deal {number}").format(number=number)

    def hand_label(self, record: Mapping[str, Any]) -> str:
        """A hand's label on the match chart's axis."""
        return str(record.get("hand", ""))

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

    def deal_started(self, event: Any) -> None:
        """A new deal (a ``dealt`` event's beat starts): the hands and the groups emptied
        before the tiles fly (a family empties its middle too; a game sets its stock)."""
        m = self.model
        m.hand_number = event.get("hand", m.hand_number)
        m.dealer = event.get("dealer", m.dealer)
        m.hand, m.drawn = [], None
        m.hidden = set()
        for show in m.seats:
            show.groups, show.count = [], 0
        self.picked = ()
        self.hand.clear()
        self.push()

    def event_started(self, event: Any) -> None:
        """Any other event's beat starts: read the figures it carries (generic: none)."""

    def draw_tile_tip(self, surface: pygame.Surface, code: str) -> None:
        """The tooltip of a face-up tile (generic: its name)."""
        from cardgames.ui.cards import card_name

        rect = pygame.Rect(self.mouse, (1, 1))
        draw_tooltip(surface, self.metrics, card_name(self.renderer.family, code), rect)

    # --- the family's pieces ---------------------------------------------------------------------
    def click_parts(self) -> list[ClickPart]:
        """The family's parts whose tiles are click targets (see :data:`ClickPart`)."""
        return []

    def place_middle(self) -> None:
        """Lay the family's centre parts out in :attr:`middle`."""

    def draw_middle(self, surface: pygame.Surface) -> None:
        """Draw the family's centre parts."""

    def push(self) -> None:
        """Hand the model to the parts (a family adds its own parts, then calls this)."""
        m = self.model
        self.groups.set_groups({s: [Group(list(g)) for g in show.groups]
                                for s, show in enumerate(m.seats)})
        self.groups.hidden = m.hidden
        runs = self.hand_runs(list(m.hand))
        if runs != self.hand.runs and list(m.hand) == self.hand.cards:
            self.hand.set_runs(runs)
        else:
            self.hand.runs = runs
            self.hand.set_cards(list(m.hand))
        self.hand.hidden = {k for k in m.hand if k in m.hidden}
        self.stock.set_count(m.stock)
        for _prefix, part, _keys, _aid in self.click_parts():
            part.hidden = m.hidden

    def sync_table(self, view: Mapping[str, Any]) -> None:
        """Read the fields of :class:`~cardgames.core.views.TableView` every tile table
        reads the same way (a family's ``sync`` starts with it)."""
        m = self.model
        m.phase = view["phase"]
        m.hand_number = view["hand_number"]
        m.hands_scheduled = view["hands_scheduled"]
        m.dealer = view["dealer"]
        m.extra = dict(view["extra"])
        m.over = bool(view["is_over"])

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
        self.middle_bottom = self.bar.rect.top - m.px(4) - prompt_h - gap
        # the corners: the stock top left (when the game has one), the score sheet top right
        corner = pygame.Rect(g.top_left)
        corner.width = col_w
        self.stock_box = corner if self.has_stock() else pygame.Rect(margin, margin, 0, 0)
        self.scores.rect.right = right_col.right
        # opponents: a side panel moves into its column; a panel at the top stays
        sides: dict[str, list[int]] = {"left": [], "right": []}
        self.top_seats = []
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
                self.top_seats.append(seat)
        # a column's panels one under another, in their order round the table
        for side, start in (("left", self.stock_box.bottom + gap if self.stock_box.height
                             else margin), ("right", self.scores.rect.bottom + gap)):
            column = sorted(sides[side], key=lambda s: self.seat_panels[s].rect.top)
            y = start
            for seat in column:
                rect = self.seat_panels[seat].rect
                rect.top = max(rect.top, y)
                y = rect.bottom + gap
            limit = human.top - gap if side == "left" else \
                g.menu_button.top - 2 * (g.menu_button.height + m.px(10)) - gap
            if y - gap > limit:  # no room as placed: packed from the top
                y = start
                for seat in column:
                    self.seat_panels[seat].rect.top = y
                    y = self.seat_panels[seat].rect.bottom + gap
        head_h = 2 * text.size("Ag", m.small_px, True)[1] + m.px(4)
        areas: dict[int, pygame.Rect] = {}
        # the left column: below the corner and the left opponents, the viewer's groups last
        y = self.stock_box.bottom + gap if self.stock_box.height else margin
        left_items = [(s, self.seat_panels[s].rect) for s in sides["left"]]
        free_top = max([r.bottom + gap for _s, r in left_items] + [y])
        left_groups = sides["left"] + [viewer]
        room = human.top - gap - free_top
        share = room // max(1, len(left_groups))
        for i, seat in enumerate(left_groups):
            areas[seat] = pygame.Rect(left_col.x, free_top + i * share, col_w, share - gap)
        if not self.shows_groups():  # the viewer's room is the column's free part
            areas[viewer] = pygame.Rect(left_col.x, free_top, col_w, room - gap)
        # the right column: below the score sheet and the right opponents; a seat at the
        # top keeps its groups here too (the middle stays whole for the family's centre)
        right_top = max([self.seat_panels[s].rect.bottom + gap for s in sides["right"]]
                        + [self.scores.rect.bottom + gap])
        right_groups = sides["right"] + self.top_seats
        menu = g.menu_button  # the scene's Hint and Undo buttons stack above Menu
        room = menu.top - 2 * (menu.height + m.px(10)) - gap - right_top
        share = room // max(1, len(right_groups))
        for i, seat in enumerate(right_groups):
            areas[seat] = pygame.Rect(right_col.x, right_top + i * share, col_w, share - gap)
        #: each seat's room in its column (its groups' heading and area, when shown)
        self.column_areas = areas
        self.group_heads, self.group_areas = {}, {}
        if self.shows_groups():
            for seat, area in areas.items():
                self.group_heads[seat] = pygame.Rect(area.x, area.y, area.width, head_h)
                self.group_areas[seat] = pygame.Rect(area.x, area.y + head_h, area.width,
                                                     max(1, area.height - head_h))
        self.groups.layout(pygame.Rect(0, 0, W, H), m)
        self.groups.bottom_seats = {viewer}  # its groups grow up from its panel
        self.groups.set_areas(self.group_areas)
        # the middle, between the columns, below a seat at the top, above the prompt
        top = margin
        for seat in self.top_seats:
            top = max(top, self.seat_panels[seat].rect.bottom + gap)
        self.middle = pygame.Rect(left_col.right + gap, top,
                                  right_col.left - left_col.right - 2 * gap,
                                  self.middle_bottom - top)
        self.drawn_boxes = {}
        if self.stock_box.width:
            half = pygame.Rect(self.stock_box)
            half.width = self.stock_box.width // 2
            self.stock.layout(half, m)
            self.drawn_boxes["stock"] = pygame.Rect(half.right, half.y, half.width, half.height)
        else:
            self.stock.layout(pygame.Rect(0, 0, 0, 0), m)
        self.layout_extra()
        self.place_middle()

    def layout_extra(self) -> None:
        """After the columns, before the middle: the family's own corners and the hand
        (generic: the hand fills the bottom strip)."""
        self.hand.layout(pygame.Rect(self.strip), self.metrics)

    # --- places (the beats' vocabulary) ----------------------------------------------------------
    def tile_size(self, width: int | None = None) -> tuple[int, int]:
        w = width or max(8, self.groups.card_size[0])
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

    def seat_point_rect(self, seat: int) -> pygame.Rect:
        """A tile's size at the centre of a seat's panel (a hidden hand's tile flies there)."""
        w, h = self.tile_size(max(8, self.groups.card_size[0]))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.seat_panels[seat].rect.center
        return rect

    def middle_point(self) -> pygame.Rect:
        return pygame.Rect(self.middle.center, (1, 1))

    def take(self, place: str, code: str | None) -> tuple[pygame.Rect, str | None]:
        """Take a tile of ``code`` out of ``place`` in the model: where it was drawn, and
        its key (None when the place shows no such tile)."""
        m = self.model
        if place == "stock":
            rect = self.stock.top_rect() if self.stock.card_rect.width else self.drawn_rect()
            return pygame.Rect(rect), None
        if place == "drawn":
            rect = self.drawn_rect()
            key, m.drawn = m.drawn, None
            return rect, key
        if place.startswith("hand:"):
            seat = int(place[5:])
            if seat == m.viewer:
                key = last_of(m.hand, code)
                if key is not None:
                    rect = self.hand.rect_of(key) or self.seat_point_rect(seat)
                    m.hand.remove(key)
                    return pygame.Rect(rect), key
            return self.seat_point_rect(seat), None
        return self.middle_point(), None

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
            self.push()
            return self.drawn_rect()
        if place.startswith("hand:"):
            seat = int(place[5:])
            if seat == m.viewer:
                m.hand = self.hand_display_order([*m.hand, key])
                self.push()
                return pygame.Rect(self.hand.rect_of(key) or self.seat_point_rect(seat))
            return self.seat_point_rect(seat)
        if place.startswith(f"{self.group_place}:"):
            seat = int(place.partition(":")[2])
            slot = groups.get((place, group))
            if slot is None:
                slot = groups[(place, group)] = []
                m.seats[seat].groups.append(slot)
            slot.append(key)
            self.push()
            return pygame.Rect(self.groups.rect_of(key) or self.group_areas.get(seat, self.middle))
        if place == "stock":
            return pygame.Rect(self.stock.top_rect())
        return self.middle_point()

    def count_change(self, place: str, delta: int) -> None:
        """A tile leaves (-1, as its flight starts) or reaches (+1, as it lands) a place
        shown by its count: the stock, a seat's hand."""
        m = self.model
        if place == "stock":
            m.stock = max(0, m.stock + delta)
        elif place.startswith("hand:") and place[5:].isdigit():
            show = m.seats[int(place[5:])]
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

    def tell(self, words: str) -> None:
        self.model.message = words

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float, view: Mapping[str, Any], ready: bool) -> None:
        m = self.model
        m.last_age += dt
        port = self.port
        idle = port.idle
        current = self.turn_shown(view, port.current) if idle else None
        thinking = port.thinking_seat if idle else None
        self.human_turn = ready and port.human_to_act
        legal = list(view["legal_actions"]) if self.human_turn else []
        if legal != self.legal:
            self.legal = legal
            self.steps = {a: tuple(self.action_steps(Action.parse(a))) for a in legal}
            if self.picked and not self.continuations(self.picked):
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
        self.push()
        self.light()
        hinted = port.hint() if self.human_turn else None
        self.hinted = hinted
        self.hand.suggested = None
        nxt = self.next_step(hinted)
        if nxt and nxt.startswith("hand:"):
            self.hand.suggested = self._hand_key(nxt[5:])
        self.bar.set(self.choices())
        self.bar.active = bool(self.bar.choices)
        if hinted and not self.steps.get(hinted):
            self.bar.suggested = hinted if hinted.partition(":")[0] not in self.turn_steps() \
                else hinted.partition(":")[0]
        else:
            self.bar.suggested = nxt[5:] if nxt and nxt.startswith("step:") else None
        self.bar.update(dt)
        for _prefix, part, _keys, _aid in self.click_parts():
            part.update(dt)
        self.groups.update(dt)
        self.stock.update(dt)
        self.update_extra(dt)
        self.hand.update(dt)
        self.preview = self._preview_at(self.mouse)
        if not self.preview[1] and self.focus is not None and self.human_turn:
            exact = [a for a, st in self.steps.items() if st == (*self.picked, self.focus)]
            if len(exact) == 1:
                self.preview = self.action_preview(Action.parse(exact[0]))
        if not self.human_turn:
            self.focus = None
        self.prompt.set(*self._prompt(view, thinking))

    def turn_shown(self, view: Mapping[str, Any], current: int | None) -> int | None:
        """The seat whose panel glows as the one to act (generic: the seat to act; a
        claim window shows none but the human's own: see the draw-and-discard table)."""
        return current

    def update_extra(self, dt: float) -> None:
        """Each frame, the family's other parts."""

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
        parts = [part for _prefix, part, _keys, _aid in self.click_parts()]
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not ready:
            if self.hand.card_at(event.pos) is not None or \
                    any(part.hit(event.pos) for part in parts) or self.stock.hit(event.pos):
                self.port.not_your_turn()
                return True
        if event.type == pygame.MOUSEMOTION:
            for part in (*parts, self.groups):
                part.handle(event)
            self.stock.handle(event)
            self.hand.handle(event)
            return False
        if not ready:
            return False
        if self.hand.handle(event) or self.stock.handle(event):
            return True
        if any(part.handle(event) for part in parts):
            return True
        return self.handle_extra(event)

    def handle_extra(self, event: pygame.event.Event) -> bool:
        """A click on the family's own places (the pool's free felt), on the human's turn."""
        return False

    # --- preview -----------------------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> str | None:
        """The click target under ``pos`` (see the module), or None."""
        for prefix, part, _keys, _aid in self.click_parts():
            key = part.hit(pos)
            if key is not None:
                return f"{prefix}{code_of(key)}"
        if self.stock_box.width and self.stock.hit(pos):
            return "stock"
        key = self.hand.card_at(pos)
        if key is not None:
            return f"hand:{code_of(key)}"
        return None

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_seats(surface)
        self.draw_groups(surface)
        if self.stock_box.width:
            self.stock.draw(surface)
        self.draw_middle(surface)
        self.draw_drawn(surface)
        self.draw_preview(surface)
        self.draw_last(surface)
        self.prompt.draw(surface, self.metrics)
        self.bar.draw(surface, self.metrics)
        self.hand.draw(surface, self.metrics)

    def draw_open_hands(self, surface: pygame.Surface,
                        hands: Mapping[int, list[str]]) -> list[pygame.Rect]:
        """A finished hand's replay with every card face up: each other seat's hidden
        tiles in a strip on a dark plate by its panel (below it, or above where there is
        no room), the tiles as wide as the strip allows up to a hand tile's third.
        Returns where the strips were drawn."""
        m = self.metrics
        drawn: list[pygame.Rect] = []
        screen = surface.get_rect()
        gap, pad = max(1, m.px(2)), m.px(6)
        busy = [pygame.Rect(r) for r in self.groups.group_rects.values()]
        busy += [pygame.Rect(r) for r in self.group_heads.values()]
        busy += [self.empty_group_box(s) for s in self.group_heads
                 if not self.model.seats[s].groups]
        busy += [p.rect for p in self.seat_panels]
        busy += [pygame.Rect(self.stock_box), self.drawn_rect(), pygame.Rect(self.scores.rect)]
        # the middle counts double: its cards are the game
        busy += [pygame.Rect(self.middle)] * 2
        for seat, codes in sorted(hands.items()):
            if seat == self.model.viewer or not codes or seat >= len(self.seat_panels):
                continue
            panel = self.seat_panels[seat].rect
            room = max(panel.width, m.px(260)) - 2 * pad
            width = max(m.px(14), min(m.px(34), (room - gap * (len(codes) - 1)) // len(codes)))
            w, h = self.renderer.size_for_width(width)
            plate = self._open_hand_place(panel, (len(codes) * (w + gap) - gap + 2 * pad,
                                                  h + 2 * pad), busy + drawn, screen)
            surface.blit(surfaces.panel(plate.size, m.px(8), style.PANEL_STRONG,
                                        style.with_alpha(style.GOLD, 140), 1), plate)
            x = plate.x + pad
            for code in codes:
                blit_card(surface, self.renderer, code, pygame.Rect(x, plate.y + pad, w, h))
                x += w + gap
            drawn.append(plate)
        return drawn

    def _open_hand_place(self, panel: pygame.Rect, size: tuple[int, int],
                         busy: list[pygame.Rect], screen: pygame.Rect) -> pygame.Rect:
        """Where a seat's open hand goes: below its panel, above it, or on its side
        towards the middle -- the place covering the least of the seats' groups, their
        headings and the strips already drawn."""
        gap = self.metrics.px(4)
        inward = 1 if panel.centerx < screen.centerx else -1
        places = []
        for where in ("below", "above", "side"):
            rect = pygame.Rect((0, 0), size)
            if where == "below":
                rect.midtop = (panel.centerx, panel.bottom + gap)
            elif where == "above":
                rect.midbottom = (panel.centerx, panel.top - gap)
            elif inward > 0:
                rect.midleft = (panel.right + gap, panel.centery)
            else:
                rect.midright = (panel.left - gap, panel.centery)
            rect.clamp_ip(screen)
            cover = 0
            for other in busy:
                clip = rect.clip(other)
                cover += clip.width * clip.height
            places.append((cover, len(places), rect))
        return min(places)[2]

    def draw_groups(self, surface: pygame.Surface) -> None:
        """Each seat's groups under its heading (an outline while it has none)."""
        m = self.metrics
        for seat in self.group_heads:
            colour = style.GOLD if seat == self.model.viewer else style.CREAM
            head = self.group_head(seat)
            y = head.y
            for i, words in enumerate(self.group_title(seat).split("\n")[:2]):
                shade = colour if i == 0 else style.CREAM_DIM
                image = text.render(words, m.small_px, shade, bold=i == 0)
                if image.get_width() > head.width:
                    image = text.render(words, max(10, m.small_px - 2), shade, bold=i == 0)
                surface.blit(image, (head.x, y), pygame.Rect(0, 0, head.width, image.get_height()))
                y += image.get_height()
            if not self.model.seats[seat].groups:
                box = self.empty_group_box(seat)
                surface.blit(surfaces.panel(box.size, m.px(8), (0, 0, 0, 40),
                                            (*style.CREAM, 50), 1), box)
                empty = text.render(game_text(self.game_id, self.empty_group_words),
                                    m.small_px, style.CREAM_DIM)
                surface.blit(empty, empty.get_rect(center=box.center))
        self.groups.draw(surface)

    def empty_group_box(self, seat: int) -> pygame.Rect:
        """The outline where a seat's groups will lie, while it has none."""
        area = self.group_areas[seat]
        h = min(area.height, self.metrics.px(60))
        if seat in self.groups.bottom_seats:
            return pygame.Rect(area.x, area.bottom - h, area.width, h)
        return pygame.Rect(area.x, area.y, area.width, h)

    def group_head(self, seat: int) -> pygame.Rect:
        """Where a seat's heading goes: over its groups (for a seat whose groups lie at
        the bottom of its area, just above them)."""
        head = pygame.Rect(self.group_heads[seat])
        if seat in self.groups.bottom_seats:
            rects = [r for (s, _i), r in self.groups.group_rects.items() if s == seat]
            top = min(r.top for r in rects) if rects else self.empty_group_box(seat).top
            head.bottom = max(head.bottom, top - self.metrics.px(2))
        return head

    def draw_drawn(self, surface: pygame.Surface) -> None:
        """The tile just drawn, face up beside where it came from, with its word."""
        m = self.model
        if m.drawn is None or m.drawn in m.hidden:
            return
        rect = self.drawn_rect()
        draw_lit(surface, rect, self.metrics, 170)
        blit_card(surface, self.renderer, code_of(m.drawn), rect)
        label = text.render(game_text(self.game_id, self.drawn_word), self.metrics.small_px,
                            style.GOLD, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + self.metrics.px(4))))

    def draw_preview(self, surface: pygame.Surface) -> None:
        """The hint's next click ringed, the keyboard's focus outlined, the move under the
        pointer's tiles ringed with its words."""
        names, words = self.preview
        m = self.metrics
        nxt = self.next_step(self.hinted) if self.human_turn else None
        if nxt and not nxt.startswith(("hand:", "step:")):
            rect = self.target_rect(nxt)  # the hint's next click
            if rect is not None:
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

    def draw_last(self, surface: pygame.Surface) -> None:
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
        for _prefix, part, _keys, _aid in self.click_parts():
            rect = part.rect_of(key)
            if rect is not None:
                return rect
        return self.groups.rect_of(key) or self.hand.rect_of(key)

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
        for part in (*(p for _x, p, _k, _a in self.click_parts()), self.groups):
            key = part.hit(pos)
            if key is not None:
                return code_of(key)
        key = self.hand.card_at(pos)
        if key is not None:
            return code_of(key)
        if self.model.drawn is not None and self.drawn_rect().collidepoint(pos):
            return code_of(self.model.drawn)
        return None

    # --- targets (tutorial, tests) ----------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        """``card:CODE`` (the drawn tile first, then a hand tile, the click parts, the
        groups), ``hand:CODE``, ``PREFIX:CODE`` of a click part, ``hand``, ``stock``,
        ``drawn``, ``middle``, ``<group_place>:SEAT``, and the shared names."""
        m = self.model
        kind, _sep, rest = name.partition(":")
        if name == "hand":
            return self.hand.bounds() if m.hand else None
        if name == "stock":
            return self.stock.target_rect("stock") if self.stock_box.width else None
        if name == "drawn":
            return self.drawn_rect() if m.drawn is not None else None
        if name == "middle":
            return pygame.Rect(self.middle)
        if kind == self.group_place:
            seat = int(rest) if rest.isdigit() else -1
            if seat in self.group_areas:
                return self.group_head(seat).union(self.group_areas[seat])
            return None
        if kind == "hand":
            return rect_for(m.hand, rest, self.hand)
        for prefix, part, keys, _aid in self.click_parts():
            if name.startswith(prefix):
                return rect_for(keys, name[len(prefix):], part)
        if kind == "card":
            if m.drawn is not None and code_of(m.drawn) == rest and m.drawn not in m.hidden:
                return self.drawn_rect()  # the tile in play first
            places = [(m.hand, self.hand)] + [(k, p) for _x, p, k, _a in self.click_parts()]
            for keys, part in places:
                rect = rect_for(keys, rest, part)
                if rect is not None:
                    return rect
            groups = [k for s in m.seats for g in s.groups for k in g]
            return rect_for(groups, rest, self.groups)
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
        step = steps[min(n, len(steps) - 1)]
        if step.startswith("step:"):
            return self.bar.targets().get(f"button:{step[5:]}")
        return self.target_rect(step)

    def visible_target_rect(self, name: str) -> pygame.Rect | None:
        """A tile of the hand partly under the next one: its uncovered part."""
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
        for seat in self.group_areas:
            out[f"{self.group_place}:{seat}"] = self.target_rect(f"{self.group_place}:{seat}")
        out["middle"] = pygame.Rect(self.middle)
        if self.model.hand:
            out["hand"] = self.hand.bounds()
        if self.stock_box.width:
            out["stock"] = self.stock.bounds().union(self.stock.label_rect)
        if self.model.drawn is not None:
            out["drawn"] = self.drawn_rect()
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


def last_of(keys: list[str], code: str | None) -> str | None:
    """The last key of ``code`` in ``keys`` (any key when ``code`` is None)."""
    for key in reversed(keys):
        if code is None or code_of(key) == code:
            return key
    return None


def rect_for(keys: list[str], code: str, part) -> pygame.Rect | None:
    """Where the first tile of ``code`` among ``keys`` lies in ``part``."""
    for key in keys:
        if code_of(key) == code:
            rect = part.rect_of(key)
            if rect is not None:
                return pygame.Rect(rect)
    return None
