"""Tien Gow's corner panel: what the trick is about, and the tiles' ranks for learners.

The other trick games keep their trump panel in the top-left corner; Tien Gow has no trump,
so the corner tells a newcomer what the trick on the table is about instead:

* **Led** -- who led and what kind of set (a civil single, a mixed pair ...: the engine's
  kind of the trick, ``view["extra"]["trick_kind"]``, in the game's words);
* **Winning** -- who is winning so far and with which tiles (the engine's high set);
* **To beat** -- one line: only a higher set of the same kind beats it (gee joon: nothing);
* the **rank reminder** for learners: the civil and the military suits as small tiles,
  strongest first, equal tiles side by side without a gap (the engine's own ranks, so the
  ``fives_split`` option moves 4-1 above 3-2).  Its button or R switches it off and on,
  kept in the player's settings (``rank_reminder``) like Latxa's risk read-out.

The panel only shows words: every fact in it comes from the view or the engine's table of
sets (``game.combos``); it decides no rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from cardgames.core.i18n import N_, domain
from cardgames.ui import style, text
from cardgames.ui.cards.base import CardRenderer
from cardgames.ui.style import Metrics
from cardgames.ui.table.markers import TrumpIndicator
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.button import QUIET, Button

_ = domain("tien_gow").gettext

#: the kinds of sets (the engine's names) in the game's words
KIND_WORDS = {
    "single_civil": N_("civil single"),
    "single_military": N_("military single"),
    "civil_pair": N_("civil pair"),
    "military_pair": N_("military pair"),
    "mixed_pair": N_("mixed pair"),
    "gee_joon": N_("gee joon"),
    "triple_ccm": N_("triple: civil pair + military"),
    "triple_cmm": N_("triple: civil + military pair"),
    "quad": N_("quad"),
}


def kind_words(kind: str | None) -> str:
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else ""


def beat_line(kind: str | None) -> str:
    """What beats the high set, in one line."""
    if kind is None:
        return ""
    if kind == "gee_joon":
        return _("Nothing beats gee joon.")
    if kind.startswith("triple"):
        return _("To beat: a higher triple built the same way.")
    return _("To beat: a higher {kind}.").format(kind=kind_words(kind))


def rank_groups(ranked: list[tuple[str, float]]) -> list[list[str]]:
    """Codes with their rank (strongest first) -> groups of equal rank, in order."""
    groups: list[list[str]] = []
    last = None
    for code, rank in sorted(ranked, key=lambda cr: -cr[1]):
        if groups and rank == last:
            groups[-1].append(code)
        else:
            groups.append([code])
        last = rank
    return groups


@dataclass(frozen=True)
class PanelContent:
    """What the panel says: lines of (label, words), the suits' rank groups."""

    lines: tuple[tuple[str, str], ...] = ()
    ranks: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...] = ()
    reminder: bool = True


@dataclass
class _Placed:
    """Where the panel's parts went at the last layout."""

    tile_w: int = 0
    rows: list[pygame.Rect] = field(default_factory=list)


class TrickPanel(TrumpIndicator):
    """The top-left panel (it stands where the trump panel does, so the table's corner
    rects, hint placement and tests find it as ``trump``)."""

    def __init__(self, renderer: CardRenderer, on_toggle) -> None:
        super().__init__(renderer)
        self.title = N_("This trick")
        self.content = PanelContent()
        self.region = pygame.Rect(0, 0, 0, 0)
        self.button = Button("", on_toggle, name="button:ranks", kind=QUIET)
        self.placed = _Placed()
        self.column = pygame.Rect(0, 0, 0, 0)
        self.rank_rect = pygame.Rect(0, 0, 0, 0)
        #: each tile of the reminder as drawn: (code, rect)
        self.tiles: list[tuple[str, pygame.Rect]] = []
        self._metrics: Metrics | None = None

    # --- layout ----------------------------------------------------------------------------
    def layout(self, corner: pygame.Rect, card_w: int, metrics: Metrics) -> None:
        """The trick layout's call: the corner as a first guess (see :meth:`place`)."""
        self._metrics = metrics
        if self.region.width <= 0:
            self.region = pygame.Rect(corner)
        self.place(self.region, metrics)

    def line_h(self, metrics: Metrics) -> int:
        return text.size("Ag", metrics.small_px)[1] + metrics.px(2)

    def place(self, region: pygame.Rect, metrics: Metrics,
              column: pygame.Rect | None = None) -> None:
        """Size the panel inside ``region`` (the free top-left corner: its three lines) and
        the rank reminder inside ``column`` (the free strip down the left side, below the
        left seat): the two suits side by side, each tile lying on its side, strongest at
        the top, as large as the strip allows."""
        self._metrics = metrics
        self.region = pygame.Rect(region)
        if column is not None:
            self.column = pygame.Rect(column)
        column = getattr(self, "column", None) or pygame.Rect(region.x, region.bottom,
                                                              region.width, 0)
        m = metrics
        pad = m.px(10)
        line = self.line_h(m)
        width = min(region.width, m.px(360))  # steady: the lines' words shrink to fit
        height = 2 * pad + 3 * line - m.px(2)
        self.rect = pygame.Rect(region.x, region.y, width, min(height, max(region.height,
                                                                          height)))
        on = self.content.reminder
        label = _("Hide ranks (R)") if on else _("Show ranks (R)")
        self.button.label = label
        self.button.help = _("The ranks of the tiles, for learners: each suit strongest "
                             "first.")
        self.button.text_px = m.small_px
        bw = min(column.width, text.size(label, m.small_px)[0] + m.px(18))
        bh = max(m.px(26), m.small_px + m.px(8))
        self.placed = _Placed()
        self.rank_rect = pygame.Rect(column.x, column.y, 0, 0)
        if not on:
            self.button.rect = pygame.Rect(column.x, column.y, bw, bh)
            return
        rows = max((sum(len(g) for g in groups) for _s, groups in self.content.ranks),
                   default=11)
        groups = max((len(groups) for _s, groups in self.content.ranks), default=11)
        gap = m.px(3)
        top = column.y + pad + 2 * line + m.px(2)  # the heading, the suits' names
        free_h = column.bottom - pad - bh - m.px(6) - top
        short = (free_h - (groups - 1) * gap - rows) // max(1, rows)  # a tile's short side
        aspect = self.renderer.size_for_width(100)[1] / 100  # long side / short side
        col_w = (min(column.width, m.px(260)) - 2 * pad - m.px(10)) // 2
        short = max(6, min(short, int(col_w / aspect)))
        long = self.renderer.size_for_width(short)[1]
        col_w = max(long, max(text.size(_(s), m.small_px)[0] for s in (N_("Civil"),
                                                                        N_("Military"))))
        width = max(2 * pad + 2 * col_w + m.px(10), bw + 2 * pad)
        heights = rows * (short + 1) + (groups - 1) * gap
        self.rank_rect = pygame.Rect(column.x, column.y, width,
                                     top - column.y + heights + m.px(6) + bh + pad)
        cols = [pygame.Rect(column.x + pad + i * (col_w + m.px(10)), top, col_w, heights)
                for i in range(2)]
        self.placed = _Placed(short, cols)
        self.button.rect = pygame.Rect(self.rank_rect.right - pad - bw,
                                       self.rank_rect.bottom - pad - bh, bw, bh)

    # --- content ---------------------------------------------------------------------------
    def set(self, content: PanelContent) -> None:
        changed = content.reminder != self.content.reminder
        self.content = content
        if changed and self._metrics is not None:
            self.place(self.region, self._metrics)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if self.rect.width <= 0:
            return
        m = metrics
        rect = self.rect
        surface.blit(surfaces.panel(rect.size, m.px(12), style.PANEL, style.PANEL_BORDER, 1),
                     rect)
        pad = m.px(10)
        line = self.line_h(m)
        x, y = rect.x + pad, rect.y + pad
        width = rect.width - 2 * pad
        for label, words in self.content.lines:
            lab = text.render(label, m.small_px, style.GOLD, bold=True) if label else None
            lx = x
            if lab is not None:
                surface.blit(lab, (x, y))
                lx += lab.get_width() + m.px(6)
            size = m.small_px
            while size > 9 and text.size(words, size)[0] > x + width - lx:
                size -= 1
            surface.blit(text.render(words, size, style.CREAM), (lx, y))
            y += line
        self.tiles = []
        if self.content.reminder and self.placed.rows:
            self._draw_ranks(surface, m)
        self.button.draw(surface, m)

    def _draw_ranks(self, surface: pygame.Surface, m: Metrics) -> None:
        rect = self.rank_rect
        surface.blit(surfaces.panel(rect.size, m.px(12), style.PANEL, style.PANEL_BORDER, 1),
                     rect)
        pad = m.px(10)
        head = _("Ranks, strongest first")
        size = m.small_px
        while size > 9 and text.size(head, size)[0] > rect.width - 2 * pad:
            size -= 1
        surface.blit(text.render(head, size, style.CREAM_DIM), (rect.x + pad, rect.y + pad))
        gap = m.px(3)
        short = self.placed.tile_w
        for col, (suit, groups) in zip(self.placed.rows, self.content.ranks, strict=False):
            size = m.small_px
            while size > 9 and text.size(_(suit), size, True)[0] > col.width + m.px(8):
                size -= 1
            label = text.render(_(suit), size, style.GOLD, bold=True)
            surface.blit(label, (col.x, col.y - label.get_height() - m.px(2)))
            ty = col.y + m.px(4)
            for group in groups:
                for code in group:
                    face = self.renderer.face(code, short)
                    lying = pygame.transform.rotate(face, 90)
                    tile = lying.get_rect(topleft=(col.x, ty))
                    surface.blit(lying, tile)
                    self.tiles.append((code, tile))
                    ty += short + 1
                ty += gap

    def tile_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        for code, rect in self.tiles:
            if rect.collidepoint(pos):
                return code, rect
        return None

    def help_text(self) -> str:
        return _("This trick: what was led, who is winning with what, and what beats it.")

    def ranks_help(self) -> str:
        return _("The ranks: each suit strongest first; tiles side by side without a gap "
                 "are equal. A civil tile never beats a military one.")
