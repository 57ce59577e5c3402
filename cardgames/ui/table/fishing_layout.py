"""The fishing table: one arrangement of the shared parts, for every game where tiles or
cards played from a hand (or turned from a pile) capture face-up ones in the middle.

It is a tile table (:class:`~cardgames.ui.table.tile_table.TileTable`: the columns,
the stock and the drawn tile, each seat's groups, the hand, the action bar, the
click-steps mechanism, the beats) whose groups are the seats' **catches**
(``view["catches"]``, ``catch:SEAT``, every capture its own group, headed by the seat's
name and its running value, ``view["catch_points"]``) and whose middle is, from
:class:`cardgames.core.views.FishingView`:

* a **pool** of loose face-up tiles (``view["table"]``, :class:`Pool`: copies grouped,
  every tile visible, ``table``) or a **row** captured at its two ends (``view["row"]``,
  :class:`TileRow`: ``row``, its ends ``end:left`` / ``end:right``);
* the **locked piles** set apart, face up (``view["piles"]``, a second :class:`Pool`:
  ``piles``);
* each seat's own face-down **pile** with its count (``view["pile_counts"]``:
  ``pile:SEAT``), the tile just turned up (``view["drawn"]``) face up beside the one it
  came from (``drawn``).

Click targets besides the tile table's: ``table:CODE`` (a pool tile), ``pile:CODE`` (a
locked pile), ``row:CODE``, ``end:left`` / ``end:right`` (a row end), ``pool`` (the
pool's free felt) -- e.g. ``("hand:5-3", "table:4-4")`` for ``capture:5-3,4-4``.  Places
of the moves besides the tile table's: ``pile:SEAT``, ``table``, ``row``, ``row:left`` /
``row:right``, ``catch:SEAT``, ``piles``.  The hooks are the Protocol
:class:`~cardgames.ui.table.hooks.FishingTableHooks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core.i18n import N_, _
from cardgames.ui import style, text
from cardgames.ui.table.fishing_model import FishingModel, FishingSeat, Move
from cardgames.ui.table.parts import Pool, StockPile, TileRow
from cardgames.ui.table.parts.common import code_of
from cardgames.ui.table.tile_table import ClickPart, TileTable, last_of, signed

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

__all__ = ["FishingLayout", "Move", "signed"]

#: the row part's names for the two ends, by the actions' words
ROW_ENDS = {"left": "start", "right": "end"}


class FishingLayout(TileTable):
    """The parts of a fishing table and how the match's view and events reach them: the
    tile table plus the pool or the row, the piles, the seats' own piles and the
    catches."""

    #: the score sheet's columns besides the score (generic: the catch so far)
    score_columns: tuple[str, ...] = (N_("Catch"),)
    #: the hand summary's heading over the score lines' words
    explanation_title = N_("How the catches scored")
    group_place = "catch"
    empty_group_words = N_("no catch yet")

    def __init__(self, port: TablePort) -> None:
        n = port.players
        names, levels = port.names, port.levels
        model = FishingModel(
            seats=[FishingSeat(_("You") if names[s] == "You" else names[s], levels[s])
                   for s in range(n)],
            viewer=port.viewer, hands_scheduled=None)
        super().__init__(port, model)
        self.model: FishingModel = model
        self.pool = Pool(self.renderer)
        self.pool.on_choose = lambda key: self.click(f"table:{code_of(key)}")
        self.row = TileRow(self.renderer)
        self.row.on_end = lambda end: self.click(f"end:{'left' if end == 'start' else 'right'}")
        self.row.on_choose = lambda key: self.click(f"row:{code_of(key)}")
        self.locked = Pool(self.renderer)
        self.locked.on_choose = lambda key: self.click(f"pile:{code_of(key)}")
        self.seat_piles = {s: StockPile(self.renderer) for s in range(n)}
        self.catches = self.groups
        self.uses_piles = False

    # --- hooks: a game's words and pieces (override in cardgames/ui/games/<id>.py) -----------
    def catch_title(self, seat: int) -> str:
        """The heading over a seat's catch, one or two lines (split by a newline; generic:
        its name and running value)."""
        show = self.model.seats[seat]
        return _("{name}: {points}").format(name=show.name, points=show.points)

    def group_title(self, seat: int) -> str:
        return self.catch_title(seat)

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

    def has_stock(self) -> bool:
        """Whether the game draws from a shared stock (it shows in the top-left corner)."""
        return not self.uses_seat_piles()

    def uses_seat_piles(self) -> bool:
        """Whether each seat plays from a face-down pile of its own (generic: no)."""
        return False

    def deal_started(self, event: Any) -> None:
        """A new deal (a ``dealt`` event's beat starts): the middle, the catches and the
        hands emptied before the tiles fly (a game sets its stock and piles after)."""
        m = self.model
        m.table, m.row, m.piles = [], [], []
        for show in m.seats:
            show.points = 0
        super().deal_started(event)

    def event_started(self, event: Any) -> None:
        """An event's beat starts: read what it says the seats' figures are now
        (generic: ``catch_points``, each seat's catch so far, when the event has it)."""
        points = event.get("catch_points")
        if isinstance(points, list) and len(points) == len(self.model.seats):
            for show, value in zip(self.model.seats, points, strict=True):
                show.points = value

    # --- layout -----------------------------------------------------------------------------------
    def layout_extra(self) -> None:
        """Piles of face-down tiles: the viewer's at the strip's left, the others' beside
        their panels; the hand beside the viewer's pile and its drawn tile."""
        m = self.metrics
        gap = m.px(8)
        viewer = self.model.viewer
        pile_w = self._pile_width()
        for seat, pile in self.seat_piles.items():
            if seat == viewer:
                box = pygame.Rect(self.strip.x, self.strip.y, pile_w, self.strip.height)
            else:
                panel = self.seat_panels[seat].rect
                h = max(panel.height, m.px(130))
                box = pygame.Rect(panel.right + gap, panel.y, pile_w, h)
                if seat in self.top_seats:
                    self.middle.top = max(self.middle.top, box.bottom + gap)
                    self.middle.height = self.middle_bottom - self.middle.top
            pile.layout(box, m)
            drawn_w = round((box.height - m.small_px - m.px(12)) * self.renderer.aspect) + m.px(8)
            self.drawn_boxes[f"pile:{seat}"] = pygame.Rect(box.right + gap, box.y,
                                                           max(pile_w, drawn_w), box.height)
        hand_x = self.strip.x  # a hand beside the viewer's own pile and its drawn tile
        if self.uses_seat_piles():
            hand_x = self.drawn_boxes[f"pile:{viewer}"].right + gap
        self.hand.layout(pygame.Rect(hand_x, self.strip.y, self.strip.right - hand_x,
                                     self.strip.height), m)

    def _pile_width(self) -> int:
        m = self.metrics
        return max(m.px(56), round(self.strip.height * self.renderer.aspect * 0.8) + m.px(16))

    def place_middle(self) -> None:
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
        self.sync_table(view)
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
            self.place_middle()
        self.push()

    def push(self) -> None:
        """Hand the model to the parts."""
        m = self.model
        self.pool.set_cards(m.table)
        self.row.set_cards(m.row)
        self.locked.set_cards([k for pile in m.piles for k in pile])
        if bool(m.piles) != self.uses_piles and self.metrics is not None:
            self.place_middle()
        for seat, pile in self.seat_piles.items():
            pile.set_count(m.seats[seat].pile)
        super().push()

    def click_parts(self) -> list[ClickPart]:
        m = self.model
        return [("table:", self.pool, m.table, True),
                ("pile:", self.locked, [k for p in m.piles for k in p], False),
                ("row:", self.row, m.row, False)]

    # --- places (the beats' vocabulary) ----------------------------------------------------------
    def take(self, place: str, code: str | None) -> tuple[pygame.Rect, str | None]:
        m = self.model
        if place.startswith("pile:"):
            pile = self.seat_piles[int(place[5:])]
            return pygame.Rect(pile.top_rect()), None
        if place in ("table", "pool"):
            key = last_of(m.table, code)
            if key is not None:
                rect = self.pool.rect_of(key) or self.middle_point()
                m.table.remove(key)
                return pygame.Rect(rect), key
        if place.startswith("row"):
            side = place[4:]
            order = list(reversed(m.row)) if side == "right" else list(m.row)
            if not side:  # an end tile first (captures are made at the ends)
                order = [*m.row[:2], *m.row[-2:][::-1], *m.row]
            key = next((k for k in order if code is None or code_of(k) == code), None)
            if key is not None:
                rect = self.row.rect_of(key) or self.middle_point()
                m.row.remove(key)
                return pygame.Rect(rect), key
        if place == "piles":
            for pile in m.piles:
                key = last_of(pile, code)
                if key is not None:
                    rect = self.locked.rect_of(key) or self.middle_point()
                    pile.remove(key)
                    m.piles = [p for p in m.piles if p]
                    return pygame.Rect(rect), key
        return super().take(place, code)

    def put(self, place: str, key: str, groups: dict[tuple[str, int], list[str]],
            group: int, src: str = "") -> pygame.Rect:
        m = self.model
        if place in ("table", "pool"):
            m.hidden.add(key)
            m.table.append(key)
            self.push()
            return pygame.Rect(self.pool.rect_of(key) or self.middle)
        if place.startswith("row"):
            m.hidden.add(key)
            if place == "row:left":
                m.row.insert(0, key)
            else:
                m.row.append(key)
            self.push()
            return pygame.Rect(self.row.rect_of(key) or self.middle)
        if place == "piles":
            m.hidden.add(key)
            slot = groups.get((place, group))
            if slot is None:
                slot = groups[(place, group)] = []
                m.piles.append(slot)
            slot.append(key)
            self.push()
            return pygame.Rect(self.locked.rect_of(key) or self.middle)
        if place.startswith("pile:"):
            m.hidden.add(key)
            return pygame.Rect(self.seat_piles[int(place[5:])].top_rect())
        return super().put(place, key, groups, group, src)

    def count_change(self, place: str, delta: int) -> None:
        """A tile leaves or reaches a place shown by its count: a seat's pile too."""
        if place.startswith("pile:") and place[5:].isdigit():
            show = self.model.seats[int(place[5:])]
            show.pile = max(0, show.pile + delta)
            return
        super().count_change(place, delta)

    # --- frame and input --------------------------------------------------------------------------
    def update_extra(self, dt: float) -> None:
        for pile in self.seat_piles.values():
            pile.update(dt)

    def light_extra(self, nexts: dict[str, str]) -> None:
        """The row's ends the next click may take, and the drawn tile previewed there."""
        self.row.lit_ends = {ROW_ENDS[t[4:]] for t in nexts if t in ("end:left", "end:right")}
        self.row.preview = None
        if self.row.lit_ends and self.model.drawn:
            hover = self.row.end_at(self.mouse)
            if hover in self.row.lit_ends:
                self.row.preview = (hover, self.model.drawn)

    def handle_extra(self, event: pygame.event.Event) -> bool:
        """A click on the pool's free felt (a tile laid on the pool)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.pool.rect.collidepoint(event.pos) and self.pool.hit(event.pos) is None \
                and "pool" in self.continuations(self.picked):
            self.click("pool")
            return True
        return False

    def target_at(self, pos: tuple[int, int]) -> str | None:
        end = self.row.end_at(pos)
        if end is not None and self.pool.hit(pos) is None and self.locked.hit(pos) is None:
            return "end:left" if end == "start" else "end:right"
        return super().target_at(pos)

    # --- drawing ----------------------------------------------------------------------------------
    def draw_middle(self, surface: pygame.Surface) -> None:
        m = self.metrics
        for seat, pile in self.seat_piles.items():
            if self.uses_seat_piles() or self.model.seats[seat].pile:
                pile.draw(surface)
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

    # --- targets (tutorial, tests) ----------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        """The tile table's names, and ``table`` (the pool), ``row``, ``piles``,
        ``end:left`` / ``end:right``, ``row:@INDEX`` (by position), ``pile:SEAT``."""
        m = self.model
        kind, _sep, rest = name.partition(":")
        if name in ("table", "pool"):
            return pygame.Rect(self.pool.rect)
        if name == "row":
            return pygame.Rect(self.row.rect)
        if name == "piles":
            return pygame.Rect(self.locked.rect) if m.piles else None
        if kind == "end":
            return self.row.targets().get(f"end:{ROW_ENDS.get(rest, rest)}")
        if kind == "pile" and rest.isdigit():
            return self.seat_piles[int(rest)].target_rect("stock") \
                if int(rest) in self.seat_piles else None
        if kind == "row" and rest.startswith("@") and rest[1:].lstrip("-").isdigit():
            index = int(rest[1:])
            if -len(m.row) <= index < len(m.row):
                rect = self.row.rect_of(m.row[index])
                return pygame.Rect(rect) if rect is not None else None
            return None
        return super().target_rect(name)

    def parts(self) -> dict[str, pygame.Rect]:
        out = super().parts()
        for seat, pile in self.seat_piles.items():
            if self.uses_seat_piles():
                out[f"pile:{seat}"] = pile.bounds().union(pile.label_rect)
        return out
