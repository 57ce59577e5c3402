"""The Spanish 40-card deck (baraja española), drawn from code as SVG at each size.

What a player reads on a Spanish card, and therefore what this module takes care to draw
legibly at ~64 px wide (spanish_deck.md):

* the **pinta** -- the frame line inset from the edge, broken by 0/1/2/3 short gaps at
  the top and bottom for oros/copas/espadas/bastos.  The gaps sit near the top-left and
  bottom-right corners, next to the indices, because players read the pinta on cards that
  are only slightly fanned (that is what the pinta is for), when just the left strip of
  each card shows;
* the **index** (1-7, 10, 11, 12) in the suit's colour at the top-left and bottom-right
  (rotated, so a card lying upside down reads the same);
* the **pips** in their traditional shapes and colours, in the familiar layouts, with
  swords and clubs slanting;
* three **figures** told apart by silhouette: the sota stands on two legs in coloured
  hose under a short tunic, with a feathered cap; the caballo rides a horse; the rey
  wears a crown, a beard and a long ermine-trimmed robe.  Each carries its suit's pip.

Everything is laid out in *card units*: the card is 100 units wide and ``100 / ASPECT``
tall, whatever its pixel size.  Line widths take the pixel size into account (``px`` is
one pixel in card units) so the frame line and outlines never vanish on small cards nor
turn heavy on big ones, and the frame line and its gaps are snapped to whole pixels so
the pinta stays crisp.  The SVG is rasterised by pygame-ce (nanosvg, anti-aliased);
indices are set with the program's font, which hints them crisply at small sizes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from cardgames.core.cards import (
    SPANISH_SUIT_NAMES,
    spanish_card_name,
    spanish_suit_name,
    split_spanish,
)
from cardgames.ui import fonts
from cardgames.ui.cards.base import CardRenderer, render_svg, star_path

ASPECT = 0.64  # 61 x 95 mm
CARD_W = 100.0
CARD_H = CARD_W / ASPECT  # 156.25

# --- palette ---------------------------------------------------------------------------

PAPER = "#fbf5e6"
EDGE = "#9d917c"
INK = "#2b2118"  # outlines

#: the suit's colour, used for the index and the frame line
SUIT_INK = {"O": "#a86a05", "C": "#b8202a", "E": "#24589b", "B": "#2f7431"}

GOLD = "#f2c443"
GOLD_DARK = "#8a5a0c"
ORANGE = "#e07b22"
ORANGE_DARK = "#9c4a12"
RED = "#c42e2a"
RED_DARK = "#7e1418"
BLUE = "#2f5ea8"
GREEN = "#3d8a3a"
FLESH = "#f4d0a6"
STEEL_DARK = "#33465c"
WOOD_DARK = "#3b3a16"
KNOT = "#efe4a8"

# --- frame and pinta geometry (card units) ----------------------------------------------

FRAME_INSET = 5.5
PINTA_START = 13.0  # where the first gap may begin, measured from the card's left edge
GAPS = {"O": 0, "C": 1, "E": 2, "B": 3}


@dataclass(frozen=True)
class _Scale:
    """Pixel-aware measures for one card width."""

    w: int
    h: int
    radius: int  # corner radius in pixels

    @property
    def px(self) -> float:
        """One pixel, in card units."""
        return CARD_W / self.w

    @property
    def outline(self) -> float:
        """Outline width of pips and figures: under a pixel would fade, over 2 looks heavy."""
        return min(max(0.8 * self.px, 0.7), 2.0 * self.px)

    @property
    def detail(self) -> bool:
        """Whether small ornaments (dots, fine lines) are bigger than a pixel or two."""
        return self.w >= 90


# --- the deck in words (see cardgames.ui.cards: card_name, suit_name, suit_of) --------------------
def card_name(code: str) -> str:
    """'the rey of oros', 'the 7 of copas'."""
    return spanish_card_name(code)


def suit_name(suit: str) -> str:
    """'oros', 'copas', 'espadas', 'bastos' (the letter itself if it is no Spanish suit)."""
    return spanish_suit_name(suit)


def suit_of(code: str) -> str | None:
    """The suit letter a Spanish code ends with, or None."""
    return code[-1] if code[-1:] in SPANISH_SUIT_NAMES else None


def rules_markup(glyph):
    """``(card pattern, card html, decorate)`` for the rules screen's text
    (:func:`cardgames.ui.markdown.to_gui_html`): card codes named in the suit's colour and
    bold suit names, each with the suit's symbol (``glyph``: suit letter -> image file)."""
    from cardgames.ui.markdown import SPANISH_CODE, spanish_card_html, spanish_suit_words

    return SPANISH_CODE, (lambda match: spanish_card_html(match, glyph)), \
        spanish_suit_words(glyph)


class SpanishRenderer(CardRenderer):
    """Faces of the 40-card Spanish deck (codes ``1O`` .. ``12B``)."""

    family = "spanish"
    aspect = ASPECT

    def _check_code(self, code: str) -> None:
        split_spanish(code)  # raises ValueError with a clear message

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        rank, suit = split_spanish(code)
        sc = _Scale(w, h, self.corner_radius(w))
        surf = render_svg(face_svg(rank, suit, sc), w, h)
        _draw_indices(surf, str(rank), suit, sc)
        return surf


# --- the face as SVG -------------------------------------------------------------------


def face_svg(rank: int, suit: str, sc: _Scale) -> str:
    """The whole face except the indices, as SVG text at ``sc.w`` x ``sc.h`` pixels."""
    body = [_paper(sc), _frame(suit, sc)]
    if rank == 1:
        body.append(ACES[suit](sc))
    elif rank <= 7:
        body.extend(_pip(suit, x, y, k, a, sc) for x, y, k, a in pip_layout(rank, suit))
    else:
        body.append(figure_svg(rank, suit, sc))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sc.w}" height="{sc.h}" '
        f'viewBox="0 0 {sc.w} {sc.h}">{_DEFS}'
        f'<g transform="scale({sc.w / CARD_W:.5f} {sc.h / CARD_H:.5f})">'
        + "".join(body)
        + "</g></svg>"
    )


_DEFS = (
    "<defs>"
    '<radialGradient id="coin" cx="40%" cy="38%" r="70%">'
    '<stop offset="0" stop-color="#fff5c0"/><stop offset="0.5" stop-color="#f6d04d"/>'
    '<stop offset="1" stop-color="#dc9d1d"/></radialGradient>'
    '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#d99e22"/><stop offset="0.4" stop-color="#ffe486"/>'
    '<stop offset="1" stop-color="#c98a16"/></linearGradient>'
    '<linearGradient id="blade" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#6f88a4"/><stop offset="0.45" stop-color="#d6e1ec"/>'
    '<stop offset="1" stop-color="#5d7590"/></linearGradient>'
    '<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#5f6e20"/><stop offset="0.4" stop-color="#b3c562"/>'
    '<stop offset="1" stop-color="#56601d"/></linearGradient>'
    "</defs>"
)


def _paper(sc: _Scale) -> str:
    sw = max(1.0 * sc.px, 0.5)
    return (f'<rect x="{sw / 2:.2f}" y="{sw / 2:.2f}" width="{CARD_W - sw:.2f}" '
            f'height="{CARD_H - sw:.2f}" rx="{sc.radius * sc.px - sw / 2:.2f}" fill="{PAPER}" stroke="{EDGE}" '
            f'stroke-width="{sw:.2f}"/>')


@dataclass(frozen=True)
class FrameGeometry:
    """The frame line in whole pixels, so it and the pinta's gaps come out crisp.

    ``inset`` is where the line's outer edge starts (from every side of the card),
    ``line`` its width; ``gaps`` the top edge's breaks as ``(x0, x1)`` pixel columns,
    left to right (the bottom edge's are the same turned half a turn).
    """

    inset: int
    line: int
    gaps: tuple[tuple[int, int], ...]


def frame_geometry(suit: str, w: int) -> FrameGeometry:
    """Where the frame line and its gaps fall on a card ``w`` pixels wide.

    The gaps start just after the corner, above the index: when cards are only slightly
    fanned, the left strip of each card is all that shows, and that is where a player
    looks for the pinta.  Gaps and the bits of line between them are at least 3 px so the
    count still reads on a 40-64 px card, and three gaps fit in the left ~35 % of it.
    """
    unit = w / CARD_W  # pixels per card unit
    inset = max(2, round(FRAME_INSET * unit))
    line = max(1, round(1 + w * 0.012))
    gap = max(3, round(5.0 * unit))
    solid = max(3, round(4.2 * unit))
    x = max(inset + 5, round(PINTA_START * unit))
    gaps = []
    for _ in range(GAPS[suit]):
        gaps.append((x, x + gap))
        x += gap + solid
    return FrameGeometry(inset, line, tuple(gaps))


def _frame(suit: str, sc: _Scale) -> str:
    """The frame line with the pinta: ``GAPS[suit]`` breaks at the top (near the left) and
    the same at the bottom (near the right, point-symmetric)."""
    g = frame_geometry(suit, sc.w)
    ux, uy = CARD_W / sc.w, CARD_H / sc.h  # one pixel in card units, across and down
    mid = g.inset + g.line / 2  # the line's centre, in pixels from the edge
    out = [f'<rect x="{mid * ux:.3f}" y="{mid * uy:.3f}" width="{(sc.w - 2 * mid) * ux:.3f}" '
           f'height="{(sc.h - 2 * mid) * uy:.3f}" rx="{1.5 * g.line * ux:.3f}" fill="none" '
           f'stroke="{SUIT_INK[suit]}" stroke-width="{g.line * ux:.3f}"/>']
    for x0, x1 in g.gaps:  # paper over the line: top gaps, then the bottom ones mirrored
        for xa, xb, y in ((x0, x1, g.inset), (sc.w - x1, sc.w - x0, sc.h - g.inset - g.line)):
            out.append(f'<rect x="{xa * ux:.3f}" y="{(y - 1) * uy:.3f}" width="{(xb - xa) * ux:.3f}" '
                       f'height="{(g.line + 2) * uy:.3f}" fill="{PAPER}"/>')
    return "".join(out)


# --- pips ------------------------------------------------------------------------------

def pip_layout(rank: int, suit: str) -> list[tuple[float, float, float, float]]:
    """Pip placements ``(x, y, scale, angle)`` for ranks 2-7.

    Coins and cups stand upright in the familiar columns; swords and clubs slant, the two
    columns mirrored so the card reads as neat chevrons (the 2 crosses them).  Pips are a
    touch smaller where there are more of them so that none touch.
    """
    cy = CARD_H / 2
    long = suit in "EB"
    lean = 26.0 if long else 0.0

    def col(x: float, ys: tuple[float, ...], k: float, a: float) -> list:
        return [(x, y, k, a) for y in ys]

    if long:
        if rank == 2:
            return [(50, cy, 1.45, -lean - 4), (50, cy, 1.45, lean + 4)]
        if rank == 3:
            return col(50, (cy - 38, cy, cy + 38), 0.78, lean)
        if rank == 4:
            return col(31, (cy - 26, cy + 26), 0.8, -lean) + col(69, (cy - 26, cy + 26), 0.8, lean)
        if rank == 5:
            return (col(31, (cy - 30, cy + 30), 0.62, -lean) + col(69, (cy - 30, cy + 30), 0.62, lean)
                    + [(50, cy, 0.62, 0.0)])
        ys = (cy - 38, cy, cy + 38)
        pips = col(30, ys, 0.58, -lean) + col(70, ys, 0.58, lean)
        if rank == 7:
            pips.append((50, cy - 19, 0.5, 0.0))
        return pips
    if rank == 2:
        return col(50, (cy - 28, cy + 28), 1.15, 0)
    if rank == 3:
        return col(50, (cy - 38, cy, cy + 38), 1.0, 0)
    if rank == 4:
        return col(31, (cy - 27, cy + 27), 1.05, 0) + col(69, (cy - 27, cy + 27), 1.05, 0)
    if rank == 5:
        return (col(29, (cy - 36, cy + 36), 0.92, 0) + col(71, (cy - 36, cy + 36), 0.92, 0)
                + [(50, cy, 0.92, 0)])
    ys = (cy - 36, cy, cy + 36)
    if rank == 6:
        return col(31, ys, 0.95, 0) + col(69, ys, 0.95, 0)
    ys = (cy - 35, cy, cy + 35)
    return col(27, ys, 0.78, 0) + col(73, ys, 0.78, 0) + [(50, cy - 17.5, 0.78, 0)]


def _pip(suit: str, x: float, y: float, k: float, angle: float, sc: _Scale) -> str:
    ol = sc.outline / k  # outline width in the pip's own units
    inner = PIPS[suit](ol, sc.detail and k * sc.w >= 55)
    rot = f" rotate({angle:.1f})" if angle else ""
    return f'<g transform="translate({x:.2f} {y:.2f}){rot} scale({k:.3f})">{inner}</g>'


def coin_svg(ol: float, detail: bool) -> str:
    """Oros: a golden coin, orange ring, an eight-rayed sun in the centre (radius 14)."""
    out = [
        f'<circle r="14" fill="{ORANGE}" stroke="{ORANGE_DARK}" stroke-width="{ol:.2f}"/>',
        f'<circle r="10.8" fill="url(#coin)" stroke="{ORANGE_DARK}" stroke-width="{ol * 0.8:.2f}"/>',
        f'<path d="{star_path(8, 6.6, 3.0)}" fill="{ORANGE}" stroke="{ORANGE_DARK}" '
        f'stroke-width="{ol * 0.6:.2f}" stroke-linejoin="round"/>',
        f'<circle r="2.4" fill="{RED}"/>',
    ]
    if detail:
        out.append(_ring_of_dots(12.4, 14, 0.6, "#fde9a8"))
    return "".join(out)


def cup_svg(ol: float, detail: bool) -> str:
    """Copas: a golden goblet with a red band (about 24 wide, 36 tall, centred)."""
    rx, ry, top = 12.0, 22.0, -16.0

    def side(y: float) -> float:  # the bowl is half an ellipse hanging from the rim
        return rx * math.sqrt(max(0.0, 1 - ((y - top) / ry) ** 2))

    b0, b1 = -11.0, -5.5
    s = f'stroke="{GOLD_DARK}" stroke-width="{ol:.2f}" stroke-linejoin="round"'
    out = [
        # foot, stem and knob behind the bowl
        f'<path d="M-2 4C-2 11 -4 14 -10 16.5C-10 18.5 10 18.5 10 16.5C4 14 2 11 2 4Z" fill="url(#gold)" {s}/>',
        f'<ellipse cy="9.5" rx="3.8" ry="1.8" fill="{GOLD}" {s}/>',
        f'<path d="M{-rx} {top}A{rx} {ry} 0 0 0 {rx} {top}Z" fill="url(#gold)" {s}/>',
        f'<path d="M{-side(b0):.2f} {b0}L{side(b0):.2f} {b0}A{rx} {ry} 0 0 1 {side(b1):.2f} {b1}'
        f'L{-side(b1):.2f} {b1}A{rx} {ry} 0 0 1 {-side(b0):.2f} {b0}Z" fill="{RED}" '
        f'stroke="{RED_DARK}" stroke-width="{ol * 0.6:.2f}"/>',
        f'<ellipse cy="{top}" rx="{rx}" ry="2.6" fill="#fbe7a0" {s}/>',
    ]
    if detail:
        out.append(f'<circle cy="{(b0 + b1) / 2}" r="1.3" fill="{GOLD}" stroke="{GOLD_DARK}" '
                   f'stroke-width="{ol * 0.5:.2f}"/>')
        out.append(f'<path d="M-6 -1Q0 2 6 -1" fill="none" stroke="{GOLD_DARK}" stroke-width="{ol * 0.6:.2f}"/>')
    return "".join(out)


def sword_svg(ol: float, detail: bool) -> str:
    """Espadas: a straight sword, blue-grey blade, golden hilt; point up (62 long)."""
    g = f'stroke="{GOLD_DARK}" stroke-width="{ol:.2f}" stroke-linejoin="round"'
    out = [
        f'<path d="M0 -31L3.6 -24.5L3.6 14L-3.6 14L-3.6 -24.5Z" fill="url(#blade)" '
        f'stroke="{STEEL_DARK}" stroke-width="{ol:.2f}" stroke-linejoin="round"/>',
        f'<path d="M0 -25L0 12" stroke="#f1f5fa" stroke-width="{max(ol * 0.8, 0.9):.2f}"/>',
        # guard with curled quillons
        f'<path d="M-11 14.5C-12.5 14.5 -13.5 16 -12.5 17.6C-11.5 19 -9.5 18.6 -9 17.8L9 17.8'
        f'C9.5 18.6 11.5 19 12.5 17.6C13.5 16 12.5 14.5 11 14.5Z" fill="{GOLD}" {g}/>',
        f'<rect x="-2.1" y="17.8" width="4.2" height="9" fill="#8b3a1e" stroke="{INK}" '
        f'stroke-width="{ol * 0.8:.2f}"/>',
        f'<circle cy="29" r="3.1" fill="{GOLD}" {g}/>',
    ]
    if detail:
        out.append(f'<path d="M-2.1 21L2.1 20M-2.1 24L2.1 23" stroke="{GOLD}" stroke-width="{ol * 0.7:.2f}"/>')
    return "".join(out)


def club_svg(ol: float, detail: bool) -> str:
    """Bastos: a knotty wooden club, thick end up, green-brown with light knots (62 long).

    The knots are cut branch stubs standing out of the outline, so the club still reads
    as knotty when it is only a few pixels wide.
    """
    out = [
        f'<path d="M-3.9 31C-4.5 12 -7.2 -8 -7.8 -23C-8 -33.5 8 -33.5 7.8 -23C7.2 -8 4.5 12 3.9 31Z" '
        f'fill="url(#wood)" stroke="{WOOD_DARK}" stroke-width="{ol:.2f}" stroke-linejoin="round"/>',
    ]
    for x, y, a in ((-6.6, -16.0, 215), (5.8, -3.0, -35), (-4.4, 10.0, 215), (3.6, 21.0, -35)):
        # a cut branch: a short stub pointing outwards and up, its pale end grain showing
        out.append(
            f'<g transform="translate({x} {y}) rotate({a})">'
            f'<path d="M-0.5 -2.3L3.4 -1.8L3.4 1.8L-0.5 2.3Z" fill="#6f7f2a" stroke="{WOOD_DARK}" '
            f'stroke-width="{ol * 0.8:.2f}" stroke-linejoin="round"/>'
            f'<ellipse cx="3.4" rx="1.2" ry="1.9" fill="{KNOT}" stroke="{WOOD_DARK}" '
            f'stroke-width="{ol * 0.7:.2f}"/></g>'
        )
    out.append(f'<ellipse cy="31" rx="3.9" ry="1.2" fill="{KNOT}" stroke="{WOOD_DARK}" '
               f'stroke-width="{ol * 0.7:.2f}"/>')
    if detail:
        out.append(f'<path d="M-1.5 -26C-2.5 -10 -1.5 8 -0.8 26" fill="none" stroke="#c9d77f" '
                   f'stroke-width="{ol * 0.8:.2f}" opacity="0.7"/>')
    return "".join(out)


PIPS = {"O": coin_svg, "C": cup_svg, "E": sword_svg, "B": club_svg}


def suit_symbol_svg(suit: str, size: int) -> str:
    """The suit's pip alone, as the cards draw it, centred in a ``size`` px square (for
    suit symbols in running text: the rules screen).  Swords and clubs lean as on the
    cards, which also lets them fill the square.  The square is 100 units across, like
    a card's width, so outlines keep their pixel-aware widths."""
    sc = _Scale(size, size, 0)
    k = CARD_W / {"O": 40.0, "C": 40.0, "E": 56.0, "B": 60.0}[suit]
    angle = 35.0 if suit in "EB" else 0.0
    pip = _pip(suit, CARD_W / 2, CARD_W / 2, k, angle, sc)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 {CARD_W:g} {CARD_W:g}">{_DEFS}{pip}</svg>')


# --- aces ------------------------------------------------------------------------------

def _ace_oros(sc: _Scale) -> str:
    """The most decorated card: a big coin inside a sunburst, over a red ribbon."""
    cx, cy, k = 50.0, CARD_H / 2 - 6, 2.05
    rays = []
    for i in range(32):
        a0 = math.tau * i / 32
        r_out = 41 if i % 2 == 0 else 36
        a1, a2 = a0 - math.pi / 32, a0 + math.pi / 32
        rays.append(f"M{cx + 27 * math.cos(a1):.2f} {cy + 27 * math.sin(a1):.2f}"
                    f"L{cx + r_out * math.cos(a0):.2f} {cy + r_out * math.sin(a0):.2f}"
                    f"L{cx + 27 * math.cos(a2):.2f} {cy + 27 * math.sin(a2):.2f}Z")
    ol = sc.outline
    return "".join([
        _ribbon(50, cy + 43, 46, sc),
        f'<path d="{"".join(rays[::2])}" fill="{GOLD}" stroke="{ORANGE_DARK}" stroke-width="{ol * 0.7:.2f}"/>',
        f'<path d="{"".join(rays[1::2])}" fill="{ORANGE}" stroke="{ORANGE_DARK}" stroke-width="{ol * 0.7:.2f}"/>',
        _pip("O", cx, cy, k, 0, sc),
        f'<circle cx="{cx}" cy="{cy}" r="{10.8 * k * 0.72:.2f}" fill="none" stroke="{ORANGE_DARK}" '
        f'stroke-width="{ol * 0.7:.2f}" stroke-dasharray="{1.2:.2f} {1.6:.2f}"/>' if sc.detail else "",
    ])


def _ace_copas(sc: _Scale) -> str:
    """A large chalice with a lid and jewels."""
    k, cx, cy = 2.15, 50.0, CARD_H / 2 + 6
    ol = sc.outline / k
    s = f'stroke="{GOLD_DARK}" stroke-width="{ol:.2f}" stroke-linejoin="round"'
    lid = (f'<g transform="translate({cx} {cy}) scale({k})">'
           f'<path d="M-11 -18.5C-9 -26 9 -26 11 -18.5Z" fill="url(#gold)" {s}/>'
           f'<circle cy="-27.5" r="2.6" fill="{GOLD}" {s}/>'
           f'<path d="M-7 -21L7 -21" stroke="{RED}" stroke-width="1.4"/></g>')
    jewels = "".join(
        f'<circle cx="{cx + dx * k:.2f}" cy="{cy + dy * k:.2f}" r="{1.5 * k:.2f}" fill="{c}" '
        f'stroke="{INK}" stroke-width="{sc.outline * 0.6:.2f}"/>'
        for dx, dy, c in ((-6, -1.5, BLUE), (0, 0.5, GREEN), (6, -1.5, BLUE))
    )
    return _ribbon(50, cy + 44, 40, sc) + _pip("C", cx, cy, k, 0, sc) + lid + jewels


def _ace_espadas(sc: _Scale) -> str:
    """One tall upright sword inside a laurel wreath tied with a red bow."""
    cx, cy, k = 50.0, CARD_H / 2 + 2, 1.95
    return _wreath(cx, cy + 32, 62, 17, sc) + _bow(cx, cy + 36, sc) + _pip("E", cx, cy, k, 0, sc)


def _ace_bastos(sc: _Scale) -> str:
    """One big knotty club, slightly slanted, sprouting leaves."""
    cx, cy, k = 50.0, CARD_H / 2 + 4, 1.95
    leaves = []
    for dx, dy, a in ((-8, -52, -40), (10, -48, 40), (-12, -30, -60)):
        leaves.append(
            f'<path transform="translate({cx + dx} {cy + dy}) rotate({a})" '
            f'd="M0 0C3 -3 3 -9 0 -12C-3 -9 -3 -3 0 0Z" fill="{GREEN}" stroke="#1f4a1e" '
            f'stroke-width="{sc.outline:.2f}"/>'
        )
    return "".join(leaves) + _pip("B", cx, cy, k, 8, sc)


ACES = {"O": _ace_oros, "C": _ace_copas, "E": _ace_espadas, "B": _ace_bastos}


def _ribbon(cx: float, cy: float, span: float, sc: _Scale) -> str:
    """A red banner with swallow-tailed ends (decoration under an ace)."""
    h, t = 7.0, 5.0
    x0, x1 = cx - span / 2, cx + span / 2
    d = (f"M{x0:.1f} {cy - h / 2:.1f}L{x1:.1f} {cy - h / 2:.1f}L{x1 - t:.1f} {cy:.1f}"
         f"L{x1:.1f} {cy + h / 2:.1f}L{x0:.1f} {cy + h / 2:.1f}L{x0 + t:.1f} {cy:.1f}Z")
    return (f'<path d="{d}" fill="{RED}" stroke="{RED_DARK}" stroke-width="{sc.outline:.2f}" '
            f'stroke-linejoin="round"/>'
            f'<path d="M{x0 + t + 2:.1f} {cy:.1f}L{x1 - t - 2:.1f} {cy:.1f}" stroke="{GOLD}" '
            f'stroke-width="{max(sc.px, 0.8):.2f}"/>')


def _wreath(cx: float, bottom: float, height: float, spread: float, sc: _Scale) -> str:
    """Two laurel branches rising from ``bottom`` and bowing out ``spread`` to each side."""
    out = []
    sw = sc.outline * 0.8
    for side in (-1, 1):
        pts = []
        for i in range(9):
            t = i / 8
            pts.append((cx + side * (3 + spread * math.sin(math.pi * t * 0.85)), bottom - height * t))
        stem = "M" + "L".join(f"{x:.2f} {y:.2f}" for x, y in pts)
        out.append(f'<path d="{stem}" fill="none" stroke="#1f4a1e" stroke-width="{sw * 1.4:.2f}"/>')
        for i, (x, y) in enumerate(pts[1:], 1):
            for lean in (-1, 1):
                angle = side * (lean * 38 + 12 * i / 8)
                out.append(
                    f'<ellipse transform="translate({x:.2f} {y:.2f}) rotate({angle:.1f}) translate(0 -3)" '
                    f'rx="1.7" ry="3.6" fill="{GREEN}" stroke="#1f4a1e" stroke-width="{sw:.2f}"/>'
                )
    return "".join(out)


def _bow(cx: float, cy: float, sc: _Scale) -> str:
    """A small red bow with two tails, where the wreath's branches meet."""
    st = f'fill="{RED}" stroke="{RED_DARK}" stroke-width="{sc.outline:.2f}" stroke-linejoin="round"'
    return (f'<path d="M{cx} {cy}L{cx - 9} {cy - 5}L{cx - 9} {cy + 5}Z" {st}/>'
            f'<path d="M{cx} {cy}L{cx + 9} {cy - 5}L{cx + 9} {cy + 5}Z" {st}/>'
            f'<path d="M{cx - 1} {cy}L{cx - 6} {cy + 11}L{cx - 2.5} {cy + 10}L{cx} {cy + 2}'
            f'L{cx + 2.5} {cy + 10}L{cx + 6} {cy + 11}L{cx + 1} {cy}Z" {st}/>'
            f'<circle cx="{cx}" cy="{cy}" r="2.2" {st}/>')


# --- figures ---------------------------------------------------------------------------
#
# Stylised full-length figures in the Spanish manner, drawn for the silhouette first:
# at 64 px only shapes and colours survive, so the three ranks differ in outline, not
# in detail -- the sota's two legs under a short tunic and a feathered cap, the caballo's
# horse, the rey's crown, beard and robe down to the ground.  Garment colours change
# with the suit so twelve figures are not twelve copies.

@dataclass(frozen=True)
class _Dress:
    coat: str
    second: str
    hose: str
    hair: str


DRESS = {
    "O": _Dress(coat="#c63b2f", second="#2f5ea8", hose="#f0c24a", hair="#6b3f1d"),
    "C": _Dress(coat="#2f5ea8", second="#c63b2f", hose="#c63b2f", hair="#d9a53a"),
    "E": _Dress(coat="#3d8a3a", second="#c63b2f", hose="#2f5ea8", hair="#4a2c14"),
    "B": _Dress(coat="#e2a63a", second="#3d8a3a", hose="#c63b2f", hair="#8a5426"),
}
HORSE = {"O": "#ebe5da", "C": "#b0773f", "E": "#7b4a2a", "B": "#e6e0d4"}
ERMINE = "#fbf8f0"
BEARD = "#e9e2d4"
SHOE = "#3a2a1e"
GRASS = "#8db35a"
#: each figure is drawn on a smaller canvas, then enlarged about a point near its feet
#: so it fills the frame, and leant a little (head right, feet left, degrees) so that it
#: clears both corner indices: (scale, x, y, lean)
FIGURE_FIT = {10: (1.1, 64.0, 132.0, 3.0), 11: (1.04, 50.0, 128.0, 0.0),
              12: (1.1, 66.0, 132.0, 3.0)}

#: local point of each pip that a hand grips, and the pip's scale when carried
GRIP = {"O": (0.0, 0.0), "C": (0.0, 14.0), "E": (0.0, 22.5), "B": (0.0, 22.0)}
CARRY = {"O": 0.72, "C": 0.7, "E": 0.95, "B": 0.9}


def figure_svg(rank: int, suit: str, sc: _Scale) -> str:
    """Sota (10), caballo (11) or rey (12) of ``suit``."""
    draw = {10: _sota, 11: _caballo, 12: _rey}[rank]
    k, x, y, lean = FIGURE_FIT[rank]
    return (f'<g transform="translate({x} {y}) scale({k}) translate({-x} {-y}) '
            f'translate(0 80) skewX({-lean}) translate(0 -80)">'
            f'{draw(suit, DRESS[suit], sc)}</g>')


def _held_pip(
    suit: str, hand: tuple[float, float], angle: float, sc: _Scale, k: float | None = None
) -> str:
    """The suit's pip with its grip in the hand (coins and cups rest just above it)."""
    k = k or CARRY[suit]
    gx, gy = GRIP[suit]
    if suit == "O":
        gy = 13.0  # a coin is held by its lower rim
    a = math.radians(angle)
    cx = hand[0] - (gx * math.cos(a) - gy * math.sin(a)) * k
    cy = hand[1] - (gx * math.sin(a) + gy * math.cos(a)) * k
    return _pip(suit, cx, cy, k, angle, sc)


def _st(sc: _Scale, width: float = 1.0) -> str:
    return f'stroke="{INK}" stroke-width="{sc.outline * width:.2f}" stroke-linejoin="round"'


def _head(cx: float, cy: float, d: _Dress, sc: _Scale, *, beard: bool = False) -> str:
    """A face in three-quarter view: flesh oval, hair, eyes when there is room."""
    st = _st(sc)
    out = [
        f'<path d="M{cx - 7.5} {cy + 2}C{cx - 9} {cy - 9} {cx + 9} {cy - 9} {cx + 7.5} {cy + 2}'
        f'L{cx + 7} {cy + 7}L{cx - 7} {cy + 7}Z" fill="{d.hair}" {st}/>',
        f'<ellipse cx="{cx}" cy="{cy}" rx="6" ry="7.2" fill="{FLESH}" {st}/>',
    ]
    if beard:
        out.append(
            f'<path d="M{cx - 6} {cy + 1}C{cx - 6} {cy + 10} {cx - 2} {cy + 14} {cx} {cy + 15}'
            f'C{cx + 2} {cy + 14} {cx + 6} {cy + 10} {cx + 6} {cy + 1}C{cx + 3} {cy + 4} {cx - 3} {cy + 4} '
            f'{cx - 6} {cy + 1}Z" fill="{BEARD}" {st}/>'
        )
    if sc.w >= 80:
        r = 0.75
        out.append(f'<circle cx="{cx - 2.4}" cy="{cy - 1}" r="{r}" fill="{INK}"/>'
                   f'<circle cx="{cx + 2.4}" cy="{cy - 1}" r="{r}" fill="{INK}"/>')
        if not beard:
            out.append(f'<path d="M{cx - 1.6} {cy + 3.6}Q{cx} {cy + 4.6} {cx + 1.6} {cy + 3.6}" '
                       f'fill="none" stroke="{RED_DARK}" stroke-width="{sc.outline * 0.7:.2f}"/>')
    return "".join(out)


def _ground(cx: float, y: float, half: float) -> str:
    return f'<ellipse cx="{cx}" cy="{y}" rx="{half}" ry="2.6" fill="{GRASS}" opacity="0.75"/>'


def _sota(suit: str, d: _Dress, sc: _Scale) -> str:
    """The page: standing, short tunic over coloured hose, a feathered cap, the pip in
    his right hand (on the card's right, where the corner is free)."""
    st = _st(sc)
    hand = (69.0, 80.0)
    pip = _held_pip(suit, hand, {"O": 0, "C": 0, "E": 12, "B": 18}[suit], sc)
    return "".join([
        _ground(50, 139, 20),
        # legs and shoes
        f'<path d="M40.5 102L47.5 102L47 136L42 136Z" fill="{d.hose}" {st}/>',
        f'<path d="M52.5 102L59.5 102L58 136L53 136Z" fill="{d.hose}" {st}/>',
        f'<path d="M37 139C37 135 41 135 47 136L47 139Z" fill="{SHOE}" {st}/>',
        f'<path d="M63 139C63 135 59 135 53 136L53 139Z" fill="{SHOE}" {st}/>',
        # left arm, hanging, behind the tunic
        f'<path d="M42 58C36 66 33 78 34 90L39 90C39 80 41 70 45 62Z" fill="{d.second}" {st}/>',
        f'<circle cx="36.5" cy="92" r="2.8" fill="{FLESH}" {st}/>',
        # tunic with belt and hem band
        f'<path d="M41 56C37 70 35 88 31 106L69 106C65 88 63 70 59 56Z" fill="{d.coat}" {st}/>',
        f'<path d="M32.2 101L67.8 101L69 106L31 106Z" fill="{GOLD}" {st}/>',
        f'<rect x="37.6" y="77" width="24.8" height="4" fill="{GOLD}" {st}/>',
        f'<path d="M50 58L50 77M50 81L50 101" stroke="{INK}" stroke-width="{sc.outline * 0.7:.2f}"/>',
        # right arm, bent, reaching out to the pip
        f'<path d="M57 58C63 62 67 70 70 78L66 81C63 74 60 68 55 64Z" fill="{d.second}" {st}/>',
        # collar, neck, head, cap with feather
        f'<rect x="47.5" y="49" width="5" height="7" fill="{FLESH}" {st}/>',
        f'<ellipse cx="50" cy="56.5" rx="9" ry="2.6" fill="{ERMINE}" {st}/>',
        _head(50, 44, d, sc),
        f'<path d="M57 35C62 28 67 24 73 22C69 27 64 32 59 37Z" fill="{ERMINE}" {st}/>',
        f'<ellipse cx="50" cy="37" rx="11" ry="3.2" fill="{d.second}" {st}/>',
        f'<path d="M43 36C43 29 57 29 57 36Z" fill="{d.second}" {st}/>',
        pip,
        f'<circle cx="{hand[0]}" cy="{hand[1]}" r="2.8" fill="{FLESH}" {st}/>',
    ])


def _rey(suit: str, d: _Dress, sc: _Scale) -> str:
    """The king: crown, white beard, a robe to the ground with ermine hem, a mantle."""
    st = _st(sc)
    hand = (68.0, 76.0)
    pip = _held_pip(suit, hand, {"O": 0, "C": 0, "E": 8, "B": 10}[suit], sc)
    crown = (f'<path d="M42 37L41 26L45.5 31L50 23.5L54.5 31L59 26L58 37Z" fill="{GOLD}" '
             f'stroke="{GOLD_DARK}" stroke-width="{sc.outline:.2f}" stroke-linejoin="round"/>'
             f'<rect x="41.6" y="34" width="16.8" height="3.6" fill="{GOLD}" stroke="{GOLD_DARK}" '
             f'stroke-width="{sc.outline:.2f}"/>'
             f'<circle cx="50" cy="35.8" r="1.3" fill="{RED}"/>')
    ermine_dots = ""
    if sc.detail:
        ermine_dots = "".join(
            f'<path d="M{x} 131.5l0.8 2.2l-1.6 0Z" fill="{INK}"/>' for x in range(35, 67, 5)
        )
    return "".join([
        _ground(50, 139, 22),
        # mantle behind, falling from the shoulders to the ground on the left
        f'<path d="M40 57C32 72 27 106 25 137L42 137L46 60Z" fill="{d.second}" {st}/>',
        # left arm across the robe
        f'<path d="M41 59C37 70 38 80 44 86L48 82C44 76 44 68 45 62Z" fill="{d.second}" {st}/>',
        # robe to the ground, ermine hem and belt
        f'<path d="M42 55C38 80 35 110 33 137L67 137C65 110 62 80 58 55Z" fill="{d.coat}" {st}/>',
        f'<path d="M33.6 129L66.4 129L67 137L33 137Z" fill="{ERMINE}" {st}/>',
        ermine_dots,
        f'<rect x="38.4" y="81" width="23.2" height="4" fill="{GOLD}" {st}/>',
        f'<circle cx="47.5" cy="84.5" r="2.6" fill="{FLESH}" {st}/>',
        f'<path d="M47 55L50 64L53 55" fill="none" stroke="{GOLD}" stroke-width="{sc.outline * 1.6:.2f}"/>',
        # right arm raising the pip
        f'<path d="M56 57C62 61 66 68 69 74L65 78C62 72 59 67 54 63Z" fill="{d.coat}" {st}/>',
        f'<path d="M63.3 75.3L68.6 72.6L69.8 75L64.6 77.6Z" fill="{ERMINE}" {st}/>',
        # ermine collar, head, beard, crown
        f'<path d="M39 57C44 53 56 53 61 57C56 61 44 61 39 57Z" fill="{ERMINE}" {st}/>',
        _head(50, 45, d, sc, beard=True),
        crown,
        pip,
        f'<circle cx="{hand[0]}" cy="{hand[1]}" r="2.8" fill="{FLESH}" {st}/>',
    ])


def _caballo(suit: str, d: _Dress, sc: _Scale) -> str:
    """The knight on a prancing horse.  By tradition the horses of oros and copas face
    left, those of espadas and bastos face right; drawn facing right and mirrored."""
    st = _st(sc)
    horse = HORSE[suit]
    mane = "#3a2616" if horse in ("#b0773f", "#7b4a2a") else "#9a8a70"
    hand = (64.0, 56.0)
    pip = _held_pip(suit, hand, {"O": 0, "C": 0, "E": 30, "B": 30}[suit], sc, k=0.8 if suit in "EB" else None)
    body = "".join([
        _ground(50, 128, 30),
        # tail
        f'<path d="M28 92C18 96 16 108 19 122C22 112 26 104 31 98Z" fill="{mane}" {st}/>',
        # far legs (darker), then body, near legs
        f'<path d="M34 104L31 118L34 126L37.5 126L35 118L39 106Z" fill="{_shade(horse)}" {st}/>',
        f'<path d="M64 104L72 110L75 116L72.5 118L69 112L61 108Z" fill="{_shade(horse)}" {st}/>',
        f'<path d="M28 98C28 86 40 85 52 86C62 86 68 86 72 92C74 100 70 108 62 109L36 109'
        f'C30 109 28 104 28 98Z" fill="{horse}" {st}/>',
        # neck and head
        f'<path d="M60 92C62 80 68 70 74 64L82 69C78 78 74 88 72 98Z" fill="{horse}" {st}/>',
        f'<path d="M72 66C74 59 80 57 84 60L88.5 69C89.5 73 86 75 83 73.5L78 72Z" fill="{horse}" {st}/>',
        f'<path d="M75 61L76 54L79 59Z" fill="{horse}" {st}/>',
        f'<path d="M73 63C68 70 63 80 61 90L65 88C67 80 70 72 75 66Z" fill="{mane}"/>',
        f'<circle cx="81" cy="64.5" r="0.9" fill="{INK}"/>',
        f'<path d="M76 68L84.5 72.5M78 63L84 61" stroke="{RED_DARK}" stroke-width="{sc.outline:.2f}" fill="none"/>',
        # near legs
        f'<path d="M38 104L36 118L39 126L42.5 126L40 117L44 106Z" fill="{horse}" {st}/>',
        f'<path d="M60 104L67 114L66 122L69 122L70.5 113L64 102Z" fill="{horse}" {st}/>',
        f'<path d="M38.7 124.5L43 124.5L43.5 127L38.3 127Z" fill="{SHOE}"/>'
        f'<path d="M65.6 120.5L69.4 120.5L69.6 123L65.3 123Z" fill="{SHOE}"/>',
        # saddle cloth
        f'<path d="M40 86L60 86L61 102L39 102Z" fill="{d.second}" {st}/>',
        f'<path d="M39 100L61 100L61 102.5L39 102.5Z" fill="{GOLD}" {st}/>',
        # rider: leg, torso, arm, head, hat
        f'<path d="M46 84L53 84L56 98L55 108L51 108L51 99Z" fill="{d.hose}" {st}/>',
        f'<path d="M50 106L57 106L58 110L50 110Z" fill="{SHOE}" {st}/>',
        f'<path d="M42 86C41 76 42 66 45 60L55 60C58 66 59 76 57 86Z" fill="{d.coat}" {st}/>',
        f'<rect x="42" y="76" width="15.6" height="3.4" fill="{GOLD}" {st}/>',
        f'<path d="M54 62C58 62 62 60 64 57L66 60C63 65 59 67 55 68Z" fill="{d.coat}" {st}/>',
        _head(49, 51, d, sc),
        f'<ellipse cx="49" cy="44.5" rx="10" ry="2.6" fill="{d.second}" {st}/>',
        f'<path d="M43 44C43 37 55 37 55 44Z" fill="{d.second}" {st}/>',
        f'<path d="M53 40C56 35 60 33 65 33C61 36 58 39 55 42Z" fill="{ERMINE}" {st}/>',
        pip,
        f'<circle cx="{hand[0]}" cy="{hand[1]}" r="2.6" fill="{FLESH}" {st}/>',
    ])
    if suit in "OC":
        return f'<g transform="translate({CARD_W} 0) scale(-1 1)">{body}</g>'
    return body


def _shade(colour: str, factor: float = 0.78) -> str:
    """A darker version of ``#rrggbb`` for the far side of a body."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(round(c * factor) for c in (r, g, b)))


# --- indices ---------------------------------------------------------------------------

def index_px(width: int) -> int:
    """Index digit size in pixels: big on small cards (it must read at 64 px), then
    growing more slowly so a large card does not shout."""
    return max(7, round(min(0.2 * width, 9 + 0.085 * width)))


def _draw_indices(surf: pygame.Surface, text: str, suit: str, sc: _Scale) -> None:
    """Rank at the top-left, and rotated half a turn at the bottom-right, inside the frame.

    Each sits on a small patch of paper, so a figure's hem or foot running under the
    corner never muddles the number.
    """
    glyphs = _index_glyphs(text, SUIT_INK[suit], index_px(sc.w))
    g = frame_geometry(suit, sc.w)
    inset = g.inset + g.line + max(2, round(sc.w * 0.035))
    flipped = pygame.transform.rotate(glyphs, 180)
    paper = pygame.Color(PAPER)
    for image, pos in ((glyphs, (inset, inset)),
                       (flipped, (sc.w - inset - flipped.get_width(),
                                  sc.h - inset - flipped.get_height()))):
        surf.fill(paper, image.get_rect(topleft=pos).inflate(2, 2))
        surf.blit(image, pos)


def _index_glyphs(text: str, colour: str, size: int) -> pygame.Surface:
    """The rank's digits, cropped to their ink and set tight (1 px apart).

    Bold DejaVu digits are wide; setting them tight keeps "12" inside the corner
    without scaling, so the hinted glyphs stay crisp at small sizes.
    """
    font = fonts.font(size, bold=True)
    digits = []
    for ch in text:
        image = font.render(ch, True, colour)
        digits.append(image.subsurface(image.get_bounding_rect()))
    gap = max(1, size // 14)
    width = sum(d.get_width() for d in digits) + gap * (len(digits) - 1)
    height = max(d.get_height() for d in digits)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for d in digits:
        out.blit(d, (x, height - d.get_height()))
        x += d.get_width() + gap
    return out


# --- small shapes ----------------------------------------------------------------------



def _ring_of_dots(radius: float, count: int, r: float, colour: str) -> str:
    return "".join(
        f'<circle cx="{radius * math.cos(math.tau * i / count):.2f}" '
        f'cy="{radius * math.sin(math.tau * i / count):.2f}" r="{r}" fill="{colour}"/>'
        for i in range(count)
    )
