"""The hover tooltip of a Chinese domino tile: its Chinese and English name, and its facts.

Any table of the domino family shows it when the pointer rests on a tile::

    from cardgames.ui.widgets.tile_tooltip import draw_tile_tooltip
    draw_tile_tooltip(surface, metrics, "6-6", tile_rect)

The first line is the **name line**: the Chinese name in the shipped CJK subset
(``fonts.cjk_font``; never a system font), then the Cantonese name and the English name in
the player's language (``天  Teen · Heaven``).  The lines below give the other English names
and the tile's suit, pips and red pips.  :func:`tooltip_lines` gives the same lines as text
(for tests, screen readers and the rules screen); :func:`render_name_line` draws only the name
line, for a table that wants it elsewhere (under a tile it teaches, in a tutorial).
"""

from __future__ import annotations

import pygame

from cardgames.core import dominoes
from cardgames.core.i18n import N_, _, ngettext
from cardgames.ui import fonts, style, text
from cardgames.ui.style import Metrics
from cardgames.ui.widgets import surfaces
from cardgames.ui.widgets.tooltip import SIDES, margin_px

SUIT_TITLES = {dominoes.CIVIL: N_("Civil"), dominoes.MILITARY: N_("Military")}
#: the Chinese name a little larger than the Latin text, so its strokes stay legible
CJK_SCALE = 1.25


def name_line_parts(code: str) -> tuple[str, str]:
    """``(chinese, rest)`` of the name line: the Chinese name, and the Cantonese and
    translated English names after it.

    >>> name_line_parts("6-6")
    ('天', 'Teen · Heaven')
    """
    rest = _("{cantonese} · {english}").format(cantonese=dominoes.cantonese_name(code),
                                               english=_(dominoes.english_name(code)))
    return dominoes.chinese_name(code), rest


def tooltip_lines(code: str) -> list[str]:
    """The tooltip's lines as text, the name line first.

    >>> tooltip_lines("3-1")
    ['鵝  Gor · Goose', 'Also: Harmony', 'Civil · 4 pips · 1 red']
    >>> tooltip_lines("6-3")
    ['雜九  Gow · Nine', 'Military · 9 pips · no red']
    """
    chinese, rest = name_line_parts(code)
    lines = [f"{chinese}  {rest}"]
    others = dominoes.english_alternatives(code)
    if others:
        lines.append(_("Also: {names}").format(names=", ".join(_(n) for n in others)))
    n_pips, n_red = dominoes.pips(code), dominoes.red_pips(code)
    pips = ngettext("{n} pip", "{n} pips", n_pips).format(n=n_pips)
    red = _("no red") if n_red == 0 else ngettext("{n} red", "{n} red", n_red).format(n=n_red)
    lines.append(_("{suit} · {pips} · {red}").format(
        suit=_(SUIT_TITLES[dominoes.suit(code)]), pips=pips, red=red))
    return lines


def render_name_line(code: str, size_px: int, colour=style.CREAM,
                     chinese_colour=style.GOLD) -> pygame.Surface:
    """The name line drawn: Chinese glyphs from the CJK subset, the rest in the UI font,
    centred on one line."""
    chinese, rest = name_line_parts(code)
    size = int(size_px)
    hanzi = fonts.cjk_font(max(1, round(size * CJK_SCALE))).render(chinese, True, chinese_colour)
    latin = text.render(rest, size, colour)
    gap = max(4, size // 2)
    height = max(hanzi.get_height(), latin.get_height())
    surf = pygame.Surface((hanzi.get_width() + gap + latin.get_width(), height), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    surf.blit(hanzi, (0, (height - hanzi.get_height()) // 2))
    surf.blit(latin, (hanzi.get_width() + gap, (height - latin.get_height()) // 2))
    return surf


def tile_tooltip_surfaces(code: str, metrics: Metrics) -> list[pygame.Surface]:
    """Each line of the tooltip drawn, the name line first."""
    size = metrics.small_px
    lines = [render_name_line(code, size)]
    lines += [text.render(line, size, style.CREAM_DIM) for line in tooltip_lines(code)[1:]]
    return lines


def tile_tooltip_rect(metrics: Metrics, code: str, anchor: pygame.Rect, bounds: pygame.Rect,
                      prefer: str = "above", never: list[pygame.Rect] | None = None
                      ) -> pygame.Rect:
    """Where the tooltip of ``code`` goes: inside ``bounds`` less a margin, off ``anchor``
    (the preferred side first, else the side that covers the tile least), and off every
    rect of ``never`` (the buttons a player is about to press: a side that would cover one
    is moved along, past it, and is taken only if no other place is free of them)."""
    lines = tile_tooltip_surfaces(code, metrics)
    pad, gap = metrics.px(10), metrics.px(8)
    inside = pygame.Rect(bounds).inflate(-2 * margin_px(metrics), -2 * margin_px(metrics))
    width = min(inside.width, max(s.get_width() for s in lines) + 2 * pad)
    height = sum(s.get_height() for s in lines) + metrics.px(4) * (len(lines) - 1) + 2 * pad
    blocked = [pygame.Rect(r).inflate(2 * metrics.px(4), 2 * metrics.px(4))
               for r in (never or []) if r.width > 0 and r.height > 0]
    order = [prefer] + [side for side in SIDES if side != prefer]
    best: tuple[int, int, int, pygame.Rect] | None = None
    for rank, side in enumerate(order):
        rect = pygame.Rect(0, 0, width, height)
        if side == "above":
            rect.midbottom = (anchor.centerx, anchor.top - gap)
        elif side == "below":
            rect.midtop = (anchor.centerx, anchor.bottom + gap)
        elif side == "right":
            rect.midleft = (anchor.right + gap, anchor.centery)
        else:
            rect.midright = (anchor.left - gap, anchor.centery)
        rect.clamp_ip(inside)
        candidates = [rect]
        for r in blocked:  # the same side, slid along until clear of the button
            if rect.colliderect(r):
                if side in ("above", "below"):
                    candidates += [rect.move(r.right - rect.left, 0),
                                   rect.move(r.left - rect.right, 0)]
                else:
                    candidates += [rect.move(0, r.bottom - rect.top),
                                   rect.move(0, r.top - rect.bottom)]
        for cand in candidates:
            cand = cand.clamp(inside)
            hit = sum(_area(cand.clip(r)) for r in blocked)
            covered = _area(cand.clip(anchor))
            if best is None or (hit, covered, rank) < best[:3]:
                best = (hit, covered, rank, cand)
        if best[0] == 0 and best[1] == 0:
            break
    return best[3]


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def draw_tile_tooltip(surface: pygame.Surface, metrics: Metrics, code: str,
                      anchor: pygame.Rect, prefer: str = "above",
                      never: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Draw the tooltip of tile ``code`` next to ``anchor``, off the ``never`` rects;
    returns where it went."""
    rect = tile_tooltip_rect(metrics, code, anchor, surface.get_rect(), prefer, never)
    lines = tile_tooltip_surfaces(code, metrics)
    surface.blit(surfaces.panel(rect.size, metrics.px(8), style.PANEL_STRONG,
                                style.with_alpha(style.CREAM, 60), 1), rect)
    pad = metrics.px(10)
    y = rect.y + pad
    for line in lines:
        surface.blit(line, (rect.x + pad, y))
        y += line.get_height() + metrics.px(4)
    return rect
