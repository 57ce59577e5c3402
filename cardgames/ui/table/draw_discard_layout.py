"""The draw-and-discard table: one arrangement of the shared parts for every game where a
turn takes a discard or draws from the stock, may lay groups face up, and discards one
(K'ap T'ai Shap, Jjak-ma-tcho-ki; the claims family's Quan Dui and Si Se Pai play on it
too, answering their claim windows on its claim bar: below).

It is a tile table (:class:`~cardgames.ui.table.tile_table.TileTable`: the columns, the
stock with its count top left and the drawn tile beside it, each seat's groups, the hand,
the action bar with the turn's steps, the click-steps mechanism, the beats) whose groups
are the seats' **exposed** groups (``view["exposed"]``: laid pairs, exposed dui ...;
``exposed:SEAT``) and whose middle is the **discards** (``view["discards"]`` with
``view["discarders"]``; ``discards``), laid out as the game's ``discard_style`` says:

* ``"pool"`` -- a spread where every tile can be clicked, copies grouped by code with a
  count (:class:`Pool`), for games where any discard may be taken;
* ``"pile"`` -- the latest on top, whole, raised and a little apart, the ones before
  it fanned to its left (:class:`DiscardPile`), for games where only the live one may
  be taken; the heading sits just above it;
* ``"rows"`` -- each seat's discards in a row in front of it, in the order thrown
  (:class:`DiscardRows`): the viewer's along the bottom of the middle, a seat at the top
  along its top, the seats of each column down that side.

The **live discard** (``view["live_discard"]``, the one that may be taken) is ringed in
gold with the game's ``live_words`` under it.  Click targets besides the tile table's:
``discards:CODE`` (a discard).  Places of the moves besides the tile table's:
``discards`` (the discards: a tile put there by ``hand:SEAT`` is that seat's) and
``exposed:SEAT``.

Generic moves, so a game with no UI module of its own plays: ``draw`` is a click on the
stock, ``discard:X`` a hand tile then the Discard button, every other action a button;
the turn's steps are ``draw`` and ``discard`` when the game has those verbs.  The hooks
are the Protocol :class:`~cardgames.ui.table.hooks.DrawDiscardTableHooks`.

**A claim window** (``core/claims.py``; the view's ``window``, or ``extra.claim_window``
for a draw-and-discard game whose view has none: :meth:`DrawDiscardLayout.claim_window`)
brings up the **claim bar** in the action bar's row while the human is asked and may
choose: the legal answers as buttons, each previewed on hover, the time left when
``claim_timeout_seconds`` is set (:class:`~cardgames.ui.table.claim_bar.ClaimBar`); no
seat's panel glows as the one to act while the window is open (the seats declare as if
at once).  When the window closes (``claim_closed``) the taker's claim word is announced
big over the middle and the seats it skipped are marked on their panels
(:class:`~cardgames.ui.table.claim_bar.ClaimCalls`).  The pace of the AI's answers is the
runner's (:mod:`~cardgames.ui.table.claim_pacing`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from cardgames.core import claims
from cardgames.core.actions import Action
from cardgames.core.i18n import N_, _
from cardgames.ui import style, text
from cardgames.ui.games import action_help, action_label, claim_preview
from cardgames.ui.table import claim_pacing
from cardgames.ui.table.action_bar import Choice
from cardgames.ui.table.claim_bar import TABLE_KEYS, ClaimBar, ClaimCalls
from cardgames.ui.table.parts import DiscardPile, DiscardRows, Pool
from cardgames.ui.table.parts.common import code_of, draw_ring
from cardgames.ui.table.presenter import Beat, Call
from cardgames.ui.table.tile_model import Move, TileModel, TileSeat
from cardgames.ui.table.tile_table import ClickPart, TileTable, last_of
from cardgames.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from cardgames.ui.table.port import TablePort

__all__ = ["DrawDiscardLayout", "DrawDiscardModel"]

#: how many of the last discards a pile fans out
PILE_SPREAD = 8
#: a laid group's tiles side by side with a little air (a share of a tile's width)
GROUP_STEP = 1.08
#: a laid group's tiles as tall as this at most (in ``u``): read from across the table
GROUP_MAX_CARD_H_U = 120
#: discard rows: how deep the bands along the middle's top and bottom are, how wide
#: those down its sides (shares of the middle)
ROW_BAND_H = 0.3
ROW_BAND_W = 0.24


@dataclass
class DrawDiscardModel(TileModel):
    """The draw-and-discard table's displayed state: the discards (keys, oldest first)
    and who threw each, and the live one's key (None: none may be taken)."""

    discards: list[str] = field(default_factory=list)
    discarders: list[int] = field(default_factory=list)
    live: str | None = None


class DrawDiscardLayout(TileTable):
    """The parts of a draw-and-discard table: the tile table plus the discards."""

    group_place = "exposed"
    empty_group_words = N_("nothing laid yet")

    def __init__(self, port: TablePort) -> None:
        names, levels = port.names, port.levels
        model = DrawDiscardModel(
            seats=[TileSeat(_("You") if names[s] == "You" else names[s], levels[s])
                   for s in range(port.players)],
            viewer=port.viewer)
        super().__init__(port, model)
        self.model: DrawDiscardModel = model
        self.pool = Pool(self.renderer)
        self.pool.stack_copies = True  # copies of a code in one slot, with their count
        self.pile = DiscardPile(self.renderer, spread=PILE_SPREAD)
        self.rows = DiscardRows(self.renderer)
        for part in (self.pool, self.pile, self.rows):
            part.on_choose = lambda key: self.click(f"discards:{code_of(key)}")
        self.discards_box = pygame.Rect(0, 0, 0, 0)
        self.groups.group_step = GROUP_STEP  # a laid pair's tiles side by side, whole
        self.groups.max_card_h_u = GROUP_MAX_CARD_H_U
        self.claim_bar = ClaimBar(on_action=self._claim_answer, on_refused=port.refuse)
        self.calls = ClaimCalls()
        #: the open window asks the human, who may choose now (the claim bar is up)
        self.claiming = False
        #: the open claim window as the view shows it (None between windows)
        self.window: Mapping[str, Any] | None = None

    # --- hooks: a game's words and pieces (override in cardgames/ui/games/<id>.py) -----------
    def discard_style(self) -> str:
        """``"pool"`` (every discard visible, any may be taken), ``"pile"`` (the latest
        on top: only the live one may be taken) or ``"rows"`` (each seat's in front of
        it); generic: a pile when the view names a live discard, else a pool."""
        return "pile" if self.model.live is not None else "pool"

    def discards_title(self) -> str:
        """The heading over the discards."""
        return _("Discards")

    def live_words(self) -> str:
        """The tag under the live discard."""
        return _("May be taken")

    def discard_tip(self, code: str) -> str:
        """A line added to a discard's tooltip: who threw it."""
        keys = [k for k in self.model.discards if code_of(k) == code]
        if not keys:
            return ""
        seat = self.discarder_of(keys[-1])
        if seat is None:
            return ""
        return _("Discarded by {name}").format(name=self.model.seats[seat].name)

    def hands_in_match(self) -> int | None:
        """How many hands the match has (None: to a target); generic: the view's."""
        return self.model.hands_scheduled

    def claim_window(self, view: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The open claim window the view shows (``core/views.py: ClaimWindow``), or
        None: a claims view's ``window``; a draw-and-discard view has none and keeps it
        in ``extra.claim_window``."""
        if "window" in view:
            return view["window"]
        return view["extra"].get("claim_window")

    def claim_call(self, claim: str) -> str:
        """The word announced when a seat takes a card with ``claim`` (its claim word):
        the game's label for it, called out ("Dui!")."""
        return _("{word}!").format(word=action_label(self.game_id, claim))

    def score_subtitle(self) -> str:
        """The line under the score sheet's heading (generic: the stock)."""
        return _("Stock: {n}").format(n=self.model.stock)

    def score_title(self) -> tuple[str, str]:
        m = self.model
        total = self.hands_in_match()
        if m.over:
            title = _("Final scores")
        elif total:
            title = _("Hand {number} of {total}").format(number=m.hand_number, total=total)
        else:
            title = _("Hand {number}").format(number=m.hand_number)
        return title, self.score_subtitle()

    def summary_title(self, event: Any) -> str:
        number = event.get("hand")
        if not isinstance(number, int):  # a record whose "hand" holds tiles
            number = self.model.hand_number
        total = self.hands_in_match()
        if total:
            return _("Hand {number} of {total}").format(number=number, total=total)
        return _("Hand {number}").format(number=number)

    def turn_steps(self) -> tuple[str, ...]:
        return tuple(v for v in ("draw", "discard") if v in dict(self.info.verbs))

    def action_steps(self, action: Action) -> tuple[str, ...]:
        """``draw``: the stock; ``discard:X``: the hand tile, then the Discard button."""
        if action.verb == "draw" and not action.args:
            return ("stock",)
        if action.verb == "discard" and len(action.args) == 1:
            return (f"hand:{action.args[0]}", "step:discard")
        return ()

    def clicked_action(self, steps: tuple[str, ...]) -> str | None:
        """A hand tile names its discard, the stock a draw (the engine says why not)."""
        first, last = steps[0], steps[-1]
        if last == "stock":
            return "draw"
        if first.startswith("hand:"):
            return f"discard:{first[5:]}"
        return None

    def no_move_words(self, steps: tuple[str, ...]) -> str:
        if steps and steps[-1].startswith("step:"):
            return _("Choose a tile in your hand first.")
        return _("That tile can't be used now.")

    def prompt_text(self, view: Mapping[str, Any]) -> str:
        if self.picked:
            return _("Now press the lit button")
        return _("Your turn")

    def seat_stats(self, seat: int) -> list[tuple[str, str]]:
        """The figures on a seat's panel: tiles in hand, groups laid."""
        show = self.model.seats[seat]
        stats = [(_("Hand"), str(show.count))]
        if self.shows_groups():
            stats.append((_("Laid"), str(len(show.groups))))
        return stats

    def draw_tile_tip(self, surface: pygame.Surface, code: str) -> None:
        """A tile's name; over a discard, who threw it too."""
        from cardgames.ui.cards import card_name

        words = card_name(self.renderer.family, code)
        if self.discards_part().hit(self.mouse) is not None:
            extra = self.discard_tip(code)
            if extra:
                words = f"{words}\n{extra}"
        draw_tooltip(surface, self.metrics, words, pygame.Rect(self.mouse, (1, 1)))

    def deal_started(self, event: Any) -> None:
        """A new deal: the discards cleared too before the tiles fly."""
        self.model.discards, self.model.discarders, self.model.live = [], [], None
        super().deal_started(event)
        if isinstance(event.get("stock"), int):  # the deal flies from the whole stock
            self.model.stock = event["stock"] + sum(event.get("counts") or [])

    # --- the claim window -------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The action bar's buttons; none while the claim bar is up (it holds the
        answers, and the turn's steps are not the human's yet)."""
        return [] if self.claiming else super().choices()

    def claim_choices(self) -> list[Choice]:
        """The claim bar's buttons: the legal answers in the game's order, labelled and
        explained in its words, each with its initial as its key when no other shares it
        (and the table keeps no key of that letter: H asks for a hint even over "Hu")."""
        labels = [action_label(self.game_id, a) for a in self.legal]
        initials = [lb[:1].lower() if lb[:1].lower() not in TABLE_KEYS else "" for lb in labels]
        return [Choice(a, label, wide=True, primary=a != claims.PASS,
                       hotkey=initial if initial and initials.count(initial) == 1 else "",
                       help=action_help(self.game_id, a, dict(self.info.verbs)))
                for a, label, initial in zip(self.legal, labels, initials, strict=True)]

    def turn_shown(self, view: Mapping[str, Any], current: int | None) -> int | None:
        """In a claim window no panel glows but the human's own while they are asked
        (the seats declare as if at once: a glow on a seat would say it is thinking)."""
        if self.claim_window(view) is not None and (current != self.model.viewer
                                                     or not self.port.human_to_act):
            return None
        return current

    def update(self, dt: float, view: Mapping[str, Any], ready: bool) -> None:
        window = self.claim_window(view)
        self.window = window
        viewer = self.model.viewer
        self.claiming = bool(ready and self.port.human_to_act and window is not None
                             and viewer in window["asked"] and not window["declared"][viewer])
        super().update(dt, view, ready)
        timeout = claim_pacing.table_choice(self.port.options, self.port.settings,
                                            claim_pacing.CLAIM_TIMEOUT, 0)
        key = None if window is None else (window["card"], window["owner"],
                                           tuple(window["asked"]), self.model.hand_number,
                                           self.port.moves - sum(window["declared"]))
        self.claim_bar.set(key, self.claim_choices() if self.claiming else [],
                           float(timeout or 0))
        self.claim_bar.buttons.suggested = self.hinted if self.claiming else None
        self.claim_bar.update(dt)
        if self.claiming and self.calls.word is not None:
            self.calls.end_word()  # the bar asks about the next card: the last call is done
        self.calls.update(dt)

    def _claim_answer(self, action: str) -> None:
        self.claim_bar.set(None, [], 0)
        self.claiming = False
        self.port.act(action)

    def claim_preview_codes(self, answer: str) -> list[str]:
        """The tiles ``answer`` would make (the game's ``claim_preview`` hook)."""
        return claim_preview(self.game_id, self.port.view(), answer)

    def beats_for(self, event: Any) -> list[Beat]:
        """The tile table's beats; a closed claim window's call after them."""
        beats = super().beats_for(event)
        if event["type"] == claims.CLOSED and event.get("seat") is not None \
                and event.get("claim"):
            seat = event["seat"]
            word = self.claim_call(event["claim"])
            name = self.model.seats[seat].name
            skipped = [s for s in event.get("skipped") or [] if isinstance(s, int)]
            beats.append(Call(lambda: self.calls.show(word, name, seat, skipped)))
        return beats

    def handle(self, event: pygame.event.Event, ready: bool) -> bool:
        if self.claiming and ready and self.claim_bar.handle(event):
            return True
        return super().handle(event, ready)

    # --- the parts --------------------------------------------------------------------------------
    def discards_part(self) -> Pool | DiscardPile | DiscardRows:
        style_ = self.discard_style()
        if style_ == "rows":
            return self.rows
        return self.pile if style_ == "pile" else self.pool

    def click_parts(self) -> list[ClickPart]:
        return [("discards:", self.discards_part(), self.model.discards, False)]

    def place_middle(self) -> None:
        """The discards fill the middle under their heading (a pile sits in its centre
        with its heading just above it; rows lie round the middle's edges)."""
        m = self.metrics
        head = m.small_px + m.px(8)
        box = pygame.Rect(self.middle.x, self.middle.y + head, self.middle.width,
                          self.middle.height - head)
        self.discards_box = box
        self.pool.layout(box, m)
        pile = pygame.Rect(0, 0, min(box.width, m.px(560)), min(box.height, m.px(200)))
        pile.center = box.center
        self.pile.layout(pile, m)
        self.rows.layout(pygame.Rect(self.middle), m)
        self.rows.set_areas(self.row_areas(pygame.Rect(self.middle)))
        self.claim_bar.layout(pygame.Rect(self.bar.rect), m)

    def row_sides(self) -> dict[int, str]:
        """Which edge of the middle each seat's discard row lies along: the viewer's the
        bottom, a seat in a column its side, a seat over the middle the top."""
        sides = {}
        for seat, panel in enumerate(self.seat_panels):
            rect = panel.rect
            if seat == self.model.viewer:
                sides[seat] = "bottom"
            elif rect.centerx < self.middle.left:
                sides[seat] = "left"
            elif rect.centerx > self.middle.right:
                sides[seat] = "right"
            else:
                sides[seat] = "top"
        return sides

    def row_areas(self, box: pygame.Rect) -> dict[int, pygame.Rect]:
        """Each seat's discard row in ``box``: bands along its edges (the bottom across
        the whole width, the sides above it, the top between the sides), a band shared
        by several seats split in their order round the table, the centre left for the
        heading."""
        m = self.metrics
        gap = m.px(8)
        sides = self.row_sides()
        by_side: dict[str, list[int]] = {"bottom": [], "top": [], "left": [], "right": []}
        for seat, side in sides.items():
            by_side[side].append(seat)
        band_h = round(box.height * ROW_BAND_H)
        side_w = round(box.width * ROW_BAND_W)
        bottom = pygame.Rect(box.x, box.bottom - band_h, box.width, band_h)
        upper = box.height - band_h - gap
        left = pygame.Rect(box.x, box.y, side_w if by_side["left"] else 0, upper)
        right = pygame.Rect(box.right - (side_w if by_side["right"] else 0), box.y,
                            side_w if by_side["right"] else 0, upper)
        inner_l = left.right + (gap if left.width else 0)
        inner_r = right.left - (gap if right.width else 0)
        top = pygame.Rect(inner_l, box.y, inner_r - inner_l, band_h)
        areas: dict[int, pygame.Rect] = {}
        for side, band, across in (("bottom", bottom, True), ("top", top, True),
                                   ("left", left, False), ("right", right, False)):
            seats = by_side[side]
            key = (lambda s: self.seat_panels[s].rect.centerx) if across else \
                (lambda s: self.seat_panels[s].rect.centery)
            seats.sort(key=key)
            n = max(1, len(seats))
            for i, seat in enumerate(seats):
                if across:
                    share = (band.width - gap * (n - 1)) // n
                    area = pygame.Rect(band.x + i * (share + gap), band.y, share, band.height)
                else:
                    share = (band.height - gap * (n - 1)) // n
                    area = pygame.Rect(band.x, band.y + i * (share + gap), band.width, share)
                areas[seat] = area
        return areas

    def push(self) -> None:
        m = self.model
        part = self.discards_part()
        for other in (self.pool, self.pile):
            other.set_cards(m.discards if other is part else [])
        rows: dict[int, list[str]] = {s: [] for s in range(len(m.seats))}
        if part is self.rows:
            for i, key in enumerate(m.discards):
                seat = m.discarders[i] if i < len(m.discarders) else -1
                rows.setdefault(seat if seat in rows else m.viewer, []).append(key)
        self.rows.set_rows(rows)
        super().push()

    def discarder_of(self, key: str) -> int | None:
        m = self.model
        if key in m.discards:
            i = m.discards.index(key)
            if i < len(m.discarders):
                return m.discarders[i]
        return None

    # --- the view -> the model -------------------------------------------------------------------
    def sync(self, view: Mapping[str, Any]) -> None:
        """Read a :class:`~cardgames.core.views.DrawDiscardView`, every declared field by name."""
        m = self.model
        keys = self.keys
        self.sync_table(view)
        m.discards = keys.many(view["discards"])
        m.discarders = list(view["discarders"])
        live = view["live_discard"]
        m.live = last_of(m.discards, live) if live is not None else None
        m.stock = view["stock"]
        drawn = view["drawn"]
        m.drawn = keys(drawn) if drawn is not None else None
        m.drawn_from = "stock"
        m.hidden = set()
        for seat, show in enumerate(m.seats):
            show.count = view["hand_counts"][seat]
            show.groups = [keys.many(g) for g in view["exposed"][seat]]
            show.score = view["scores"][seat]
        self.sync_extra(view)
        m.hand = self.hand_display_order(keys.many(view["hand"]))
        self.push()

    # --- the events as tile moves ----------------------------------------------------------
    def moves_for(self, event: Any) -> list[Move]:
        """The family's own events (a game names the rest and calls this): ``dealt``
        (``counts`` tiles from the stock to each hand, the viewer's face up from
        ``hands``), ``drew`` (a tile, or a hidden one, from the stock to ``seat``'s hand),
        ``discarded`` (``tile`` from ``seat``'s hand to the discards)."""
        kind = event["type"]
        seat = event.get("seat")
        if kind == "dealt":
            viewer = self.model.viewer
            hands = event.get("hands") or []
            moves = []
            for s, count in enumerate(event.get("counts") or []):
                own = hands[s] if s == viewer and s < len(hands) and hands[s] else None
                moves += [Move(own[i] if own else None, "stock", f"hand:{s}")
                          for i in range(count)]
            return moves
        if kind == "drew":
            return [Move(event.get("tile"), "stock", f"hand:{seat}")]
        if kind == "discarded":
            return [Move(event["tile"], f"hand:{seat}", "discards")]
        return []

    def event_words(self, event: Any) -> str:
        """The family's own events in words (a game words the rest and calls this):
        ``drew`` (the tile, to the drawer)."""
        who, you = self.actor(event)
        if event["type"] == "drew":
            tile = event.get("tile")
            if you and tile:
                return _("You draw {tile}.").format(tile=tile)
            return _("You draw.") if you else _("{who} draws.").format(who=who)
        return ""

    # --- places (the beats' vocabulary) ----------------------------------------------------------
    def take(self, place: str, code: str | None) -> tuple[pygame.Rect, str | None]:
        m = self.model
        if place == "discards":
            key = last_of(m.discards, code)
            if key is not None:
                rect = self.discards_part().rect_of(key) or self.middle_point()
                i = m.discards.index(key)
                del m.discards[i]
                if i < len(m.discarders):
                    del m.discarders[i]
                if m.live == key:
                    m.live = None
                return pygame.Rect(rect), key
        return super().take(place, code)

    def put(self, place: str, key: str, groups: dict[tuple[str, int], list[str]],
            group: int, src: str = "") -> pygame.Rect:
        m = self.model
        if place == "discards":
            m.hidden.add(key)
            m.discards.append(key)
            m.discarders.append(int(src[5:]) if src.startswith("hand:") else -1)
            if self.discard_style() == "pile":
                m.live = key
            self.push()
            return pygame.Rect(self.discards_part().rect_of(key) or self.discards_box)
        return super().put(place, key, groups, group, src)

    # --- drawing ----------------------------------------------------------------------------------
    def title_rect(self) -> pygame.Rect:
        """Where the discards' heading goes: just above the pile (or the pool's tiles),
        at the top of the middle while there are none; in the middle's centre for rows."""
        m = self.metrics
        size = text.size(f"{self.discards_title()} ({len(self.model.discards)})", m.small_px,
                         True)
        rect = pygame.Rect((0, 0), size)
        part = self.discards_part()
        if part is self.rows:
            rect.center = self.middle.center
            return rect
        items = [p.rect for p in part.items()]
        if items:  # clear of a tile rising under the mouse and of a count badge
            top = min(r.top for r in items) - max(part.lift_room(items[-1].height),
                                                  m.small_px)
            centre = items[-1].unionall(items).centerx if part is self.pile else \
                self.middle.centerx
            rect.midbottom = (centre, top - m.px(4))
        else:
            rect.midtop = (self.middle.centerx, self.middle.top)
        rect.top = max(rect.top, self.middle.top)
        return rect

    def draw_middle(self, surface: pygame.Surface) -> None:
        m = self.metrics
        model = self.model
        title = text.render(f"{self.discards_title()} ({len(model.discards)})", m.small_px,
                            style.CREAM, bold=True)
        surface.blit(title, self.title_rect())
        part = self.discards_part()
        part.draw(surface)
        if not model.discards:
            label = text.render(_("No discards yet"), m.small_px, style.CREAM_DIM)
            surface.blit(label, label.get_rect(center=self.discards_box.center))
        live = model.live
        if part is self.pile and part.top is not None and part.top != live \
                and part.top not in model.hidden:  # the latest, even when none may be taken
            rect = part.rect_of(part.top)
            if rect is not None:
                draw_ring(surface, rect, self.renderer.corner_radius(rect.width), m,
                          colour=style.CREAM, alpha=0.7)
        if live is not None and live not in model.hidden:
            rect = part.rect_of(live)
            words = self.live_words()
            if rect is not None:
                draw_ring(surface, rect, self.renderer.corner_radius(rect.width), m)
                if words:
                    tag = text.render(words, m.small_px, style.GOLD, bold=True)
                    box = tag.get_rect(midtop=(rect.centerx, rect.bottom + m.px(6)))
                    box.clamp_ip(self.middle)
                    surface.blit(tag, box)

    def draw(self, surface: pygame.Surface) -> None:
        """The tile table, then the claim bar with the pointed answer's preview, and the
        last window's call and skipped seats."""
        super().draw(surface)
        m = self.metrics
        self.claim_bar.draw(surface, m)
        answer = self.claim_bar.pointed(self.mouse) if self.claiming else None
        self.claim_bar.preview_rect = None
        if answer is not None:
            prompt = self.prompt.rect if self.prompt.message else self.bar.rect
            self.claim_bar.draw_preview(surface, m, self.renderer, answer,
                                        self.claim_preview_codes(answer),
                                        action_label(self.game_id, answer),
                                        bottom=prompt.top - m.px(6),
                                        room=self.preview_room(), avoid=self.preview_avoid())
        self.calls.draw(surface, m, self.middle, [p.rect for p in self.seat_panels])

    def preview_room(self) -> pygame.Rect:
        """Where a claim's preview may lie beside the bar: between the columns, above
        the hand."""
        return pygame.Rect(self.strip.left, self.middle.top, self.strip.width,
                           self.strip.top - self.middle.top)

    def preview_avoid(self) -> tuple[pygame.Rect, ...]:
        """What a claim's preview beside the bar must leave clear: the prompt, the
        discards (and the live one's tag under it)."""
        m = self.metrics
        out = [pygame.Rect(self.prompt.rect)] if self.prompt.message else []
        for placed in self.discards_part().items():
            out.append(placed.rect.inflate(m.px(8), 0).union(
                placed.rect.move(0, m.small_px + m.px(10))))
        tag = text.size(self.live_words(), m.small_px, True)
        live = self.target_rect("live")
        if live is not None:
            box = pygame.Rect((0, 0), tag)
            box.midtop = (live.centerx, live.bottom + m.px(6))
            out.append(box)
        return tuple(out)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        if self.claiming and not self.port.toast_visible:
            self.claim_bar.buttons.draw_tooltips(surface, self.metrics)
        super().draw_tooltips(surface)

    # --- targets ----------------------------------------------------------------------------------
    def button_target(self, name: str) -> pygame.Rect | None:
        """A claim bar's button first (``button:pass``), then the tile table's."""
        rect = self.claim_bar.targets().get(name)
        return pygame.Rect(rect) if rect is not None else super().button_target(name)

    def keep_clear(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        must, soft = super().keep_clear()
        return must + list(self.claim_bar.targets().values()), soft

    def parts(self) -> dict[str, pygame.Rect]:
        out = super().parts()
        out.update(self.claim_bar.targets())
        return out

    def target_rect(self, name: str) -> pygame.Rect | None:
        """The tile table's names, and ``discards`` (the discards' area), ``live`` (the
        live discard), ``claim_bar`` (while it is up)."""
        if name == "claim_bar":
            targets = list(self.claim_bar.targets().values())
            return targets[0].unionall(targets[1:]) if targets else None
        if name == "discards":
            rects = [r for r in (self.discards_part().rect_of(k) for k in self.model.discards)
                     if r is not None]
            if rects:
                return rects[0].unionall(rects[1:])
            return pygame.Rect(self.discards_box)
        if name == "live":
            live = self.model.live
            rect = self.discards_part().rect_of(live) if live is not None else None
            return pygame.Rect(rect) if rect is not None else None
        return super().target_rect(name)
