"""The French 52-card deck (the poker pack), drawn from code as SVG at each size.

What a player reads on a French card, and so what this module draws with care at the
~64 px a card has in hand on a 1024x640 window:

* the **index** in the top-left corner -- the rank over a small suit pip -- and again
  half a turn round at the bottom-right, in the suit's colour: red hearts and diamonds,
  black spades and clubs, or, with the player's *four-colour* setting
  (:func:`set_four_colour`), blue diamonds and green clubs;
* the **pips** of 2-10 in the layouts of the real pack (the 7 with one pip in the upper
  middle, the 8 with one upper and one lower, the 10 as 4 + 2 + 4), those of the bottom
  half upside down, as printed;
* the **ace** with one large pip, the ace of spades larger still and ornate;
* the **court cards** as double-ended busts in a frame, in the traditional red, blue,
  yellow and black, told apart by silhouette before any detail: the king's tall spiked
  crown and white beard, the queen's long golden hair under a small tiara, the jack's
  flat feathered cap.  Each carries its suit's pip beside the head.

Everything is laid out in *card units*: the card is 100 units wide and ``100 / ASPECT``
tall, whatever its pixel size.  Outlines take the pixel size into account so they never
vanish on small cards nor turn heavy on big ones.  The SVG is rasterised by pygame-ce
(nanosvg, anti-aliased); the index's rank is set with the program's font, which hints it
crisply at small sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cardgames.core.cards import (
    FRENCH_52,
    FRENCH_RANKS,
    FRENCH_SUIT_NAMES,
    FRENCH_SUITS,
    french_card_name,
    french_suit_name,
)
from cardgames.ui import fonts
from cardgames.ui.cards.base import CardRenderer, render_svg

ASPECT = 63 / 88  # poker size, 63 x 88 mm
CARD_W = 100.0
CARD_H = CARD_W / ASPECT  # ~139.7

#: Suits in the pack's usual order, and their names (for messages and glyph lookups):
#: the engine's one definition of the pack (``core/cards.py``).
SUITS = FRENCH_SUITS
SUIT_NAMES = FRENCH_SUIT_NAMES
#: Ranks as they appear in codes, the ace first (as a card sheet shows them).
RANKS = ("A", *FRENCH_RANKS[:-1])
#: Every code of the deck, suit by suit, ace first (what the card sheet and the tests
#: walk through): the codes of ``FRENCH_52``, in sheet order.
FRENCH_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
assert set(FRENCH_CODES) == set(FRENCH_52.codes)

# --- palette ---------------------------------------------------------------------------

PAPER = "#ffffff"
EDGE = "#b4afa5"
RED = "#c8102e"
BLACK = "#16161a"
BLUE_SUIT = "#1c5bc4"  # four-colour diamonds
GREEN_SUIT = "#15803d"  # four-colour clubs

#: The court cards' traditional colours.
C_RED = "#cc2530"
C_BLUE = "#2450a6"
C_YELLOW = "#f4c430"
C_BLACK = "#1b1b1f"
FLESH = "#fbe3c8"
WHITE = "#fdfcf7"
GOLD_DARK = "#8a6210"
LINE = "#1b1b1f"  # outlines of the figures

# --- the four-colour setting -----------------------------------------------------------

_four_colour = False


def set_four_colour(on: bool) -> None:
    """Draw diamonds blue and clubs green (``True``) or in the classic red and black.

    The player's setting; the renderer notices the change on its next draw and forgets
    the faces it drew in the other colours, so the table switches at once."""
    global _four_colour
    _four_colour = bool(on)


def four_colour() -> bool:
    """Whether diamonds are drawn blue and clubs green just now."""
    return _four_colour


def suit_colour(suit: str, four: bool | None = None) -> str:
    """The suit's ink as ``#rrggbb``: for its pips, its index and suit symbols in text.

    ``four`` chooses the four-colour palette; by default the player's setting."""
    if suit not in SUIT_NAMES:
        raise ValueError(f"{suit!r} is not a French suit (use S, H, D or C)")
    four = _four_colour if four is None else four
    if four and suit == "D":
        return BLUE_SUIT
    if four and suit == "C":
        return GREEN_SUIT
    return RED if suit in "HD" else BLACK


# --- codes -----------------------------------------------------------------------------


# --- the deck in words (see cardgames.ui.cards: card_name, suit_name, suit_of) --------------------
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}


def card_name(code: str) -> str:
    """'the queen of hearts', 'the 10 of clubs'."""
    return french_card_name(code)


def suit_name(suit: str) -> str:
    """'spades', 'hearts', 'diamonds', 'clubs' (the letter itself if it is no French suit)."""
    return french_suit_name(suit)


def suit_of(code: str) -> str | None:
    """The suit letter a French code ends with, or None."""
    return code[-1] if code[-1:] in SUIT_NAMES and code[:-1] in RANKS else None


def card_strength(code: str) -> int:
    """Aces high: 2 is 0 ... A is 12 (the hand is sorted by it within a suit)."""
    rank = code[:-1]
    return (RANKS.index(rank) - 1) % len(RANKS) if rank in RANKS else -1


def split_french(code: str) -> tuple[str, str]:
    """``"10H"`` -> ``("10", "H")``; ``ValueError`` saying what a French code looks like."""
    if not isinstance(code, str) or len(code) < 2 or code[:-1] not in RANKS or code[-1] not in SUIT_NAMES:
        raise ValueError(
            f"{code!r} is not a card of the French deck: a code is a rank (A, 2-10, J, Q, K) "
            "followed by a suit (S, H, D, C), like AS, 10H or QC"
        )
    return code[:-1], code[-1]


@dataclass(frozen=True)
class _Scale:
    """Pixel-aware measures for one card width."""

    w: int
    h: int

    @property
    def px(self) -> float:
        """One pixel, in card units."""
        return CARD_W / self.w

    @property
    def outline(self) -> float:
        """Outline width of the figures: under a pixel would fade, over 2 looks heavy."""
        return min(max(0.75 * self.px, 0.55), 1.8 * self.px)

    @property
    def detail(self) -> bool:
        """Whether fine ornaments (eyes, ermine tails, jewels) are bigger than a pixel."""
        return self.w >= 56


class FrenchRenderer(CardRenderer):
    """Faces of the 52-card French deck (codes ``AS`` .. ``KC``)."""

    family = "french"
    aspect = ASPECT
    corner_fraction = 0.06

    def __init__(self) -> None:
        super().__init__()
        self._drawn_four_colour = _four_colour

    def face(self, code: str, width: int, *, dimmed: bool = False) -> pygame.Surface:
        """As :meth:`CardRenderer.face`, in the colours of the four-colour setting now.

        Faces drawn under the other setting are forgotten first (the back is not), so
        a change in the settings shows on the very next frame."""
        if self._drawn_four_colour != _four_colour:
            self._faces.clear()
            self._drawn_four_colour = _four_colour
        return super().face(code, width, dimmed=dimmed)

    def _check_code(self, code: str) -> None:
        split_french(code)

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        rank, suit = split_french(code)
        sc = _Scale(w, h)
        ink = suit_colour(suit)
        index = _index_image(rank, suit, ink, w)
        surf = render_svg(face_svg(rank, suit, sc, ink, index_box(w)), w, h)
        _blit_indices(surf, index, w)
        return surf


# --- the face as SVG -------------------------------------------------------------------


def face_svg(rank: str, suit: str, sc: _Scale, ink: str, index: tuple[int, int, int]) -> str:
    """The whole face except the indices' ranks, as SVG text at ``sc.w`` x ``sc.h`` px."""
    body = [_paper(sc)]
    if rank == "A":
        body.append(_ace(suit, ink, sc))
    elif rank in ("J", "Q", "K"):
        body.append(court_svg(rank, suit, ink, sc, index))
    else:
        layout = pip_layout(int(rank), pip_column(index, sc.w))
        body.extend(_pip(suit, ink, x, y, k, flip) for x, y, k, flip in layout)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sc.w}" height="{sc.h}" '
        f'viewBox="0 0 {sc.w} {sc.h}">'
        f'<g transform="scale({sc.w / CARD_W:.5f} {sc.h / CARD_H:.5f})">'
        + "".join(body)
        + "</g></svg>"
    )


def _paper(sc: _Scale) -> str:
    sw = max(1.0 * sc.px, 0.5)
    r = CARD_W * 0.06
    return (f'<rect x="{sw / 2:.2f}" y="{sw / 2:.2f}" width="{CARD_W - sw:.2f}" '
            f'height="{CARD_H - sw:.2f}" rx="{r - sw / 2:.2f}" fill="{PAPER}" stroke="{EDGE}" '
            f'stroke-width="{sw:.2f}"/>')


# --- pips ------------------------------------------------------------------------------
#
# Each pip is drawn about 20 units wide and 22 tall, centred on the origin, point or stem
# down (spades and clubs) or point down (hearts); filled, not outlined, so it stays crisp.

def _circle(cx: float, cy: float, r: float) -> str:
    return f"M{cx - r:.2f} {cy:.2f}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0Z"


PIP_PATHS = {
    "H": ("M0 10.5C-2.8 6.2 -10 2.6 -10 -3.6C-10 -7.6 -7.2 -9.8 -4.7 -9.8"
          "C-2.4 -9.8 -0.7 -8.2 0 -6C0.7 -8.2 2.4 -9.8 4.7 -9.8"
          "C7.2 -9.8 10 -7.6 10 -3.6C10 2.6 2.8 6.2 0 10.5Z"),
    "D": ("M0 -11C2.3 -7 5.2 -3.4 8.3 0C5.2 3.4 2.3 7 0 11"
          "C-2.3 7 -5.2 3.4 -8.3 0C-5.2 -3.4 -2.3 -7 0 -11Z"),
    "S": ("M0 -11C-2.2 -6.4 -10 -3 -10 2.9C-10 6.6 -7.4 8.5 -4.9 8.5C-3.1 8.5 -1.7 7.6 -1 6.4"
          "C-1.3 8.4 -2.3 9.9 -4.2 11L4.2 11C2.3 9.9 1.3 8.4 1 6.4"
          "C1.7 7.6 3.1 8.5 4.9 8.5C7.4 8.5 10 6.6 10 2.9C10 -3 2.2 -6.4 0 -11Z"),
    "C": (_circle(0, -5.4, 4.9) + _circle(-5.4, 2.6, 4.9) + _circle(5.4, 2.6, 4.9)
          + _circle(0, 1.2, 2.8)
          + "M-1 2C-1.2 6.8 -2.3 9.6 -4.3 11L4.3 11C2.3 9.6 1.2 6.8 1 2Z"),
}


def pip_path(suit: str) -> str:
    """SVG path data of the suit's pip (about 20 x 22 units, centred on the origin)."""
    return PIP_PATHS[suit]


def pip_column(index: tuple[int, int, int], w: int) -> float:
    """Where the left column of pips is centred (card units): as on a real pack, unless
    the index -- relatively wider on a small card -- needs the room."""
    margin, col_w, _ = index
    clear = (margin + col_w + 2) * CARD_W / w + 10.5
    return max(29.5, clear)


def pip_layout(rank: int, left: float = 29.5) -> list[tuple[float, float, float, bool]]:
    """Pip placements ``(x, y, scale, upside_down)`` for ranks 2-10, as on a real pack.

    Two columns and a centre line; the columns hold 2, 3 or 4 pips from ``TOP`` to
    ``BOTTOM``, the centre line the rest: the 7's extra pip in the upper middle, the 8's
    one above and one below the middle, the 10's two between the first and last pairs of
    rows.  Pips below the middle stand upside down, a pip on the middle line upright.
    """
    top, bottom = 25.5, CARD_H - 25.5
    mid = CARD_H / 2
    right, centre = CARD_W - left, CARD_W / 2
    step4 = (bottom - top) / 3
    k = 1.0 if rank <= 8 else 0.94
    if left > 32 and rank >= 9:
        k = 0.88  # columns pushed in: keep the 9's and 10's centre pips clear of them

    def place(x: float, ys: tuple[float, ...]) -> list[tuple[float, float, float, bool]]:
        return [(x, y, k, y > mid + 0.01) for y in ys]

    sides3 = place(left, (top, mid, bottom)) + place(right, (top, mid, bottom))
    sides4 = [(x, top + i * step4) for x in (left, right) for i in range(4)]
    four = [(x, y, k, y > mid + 0.01) for x, y in sides4]
    layouts = {
        2: lambda: place(centre, (top, bottom)),
        3: lambda: place(centre, (top, mid, bottom)),
        4: lambda: place(left, (top, bottom)) + place(right, (top, bottom)),
        5: lambda: place(left, (top, bottom)) + place(right, (top, bottom)) + place(centre, (mid,)),
        6: lambda: sides3,
        7: lambda: sides3 + place(centre, ((top + mid) / 2,)),
        8: lambda: sides3 + place(centre, ((top + mid) / 2, (mid + bottom) / 2)),
        9: lambda: four + place(centre, (mid,)),
        10: lambda: four + place(centre, (top + step4 / 2, bottom - step4 / 2)),
    }
    if rank not in layouts:
        raise ValueError(f"no pip layout for rank {rank}")
    return layouts[rank]()


def _pip(suit: str, ink: str, x: float, y: float, k: float, flip: bool = False) -> str:
    rot = " rotate(180)" if flip else ""
    return (f'<path transform="translate({x:.2f} {y:.2f}){rot} scale({k:.3f})" '
            f'd="{PIP_PATHS[suit]}" fill="{ink}"/>')


def suit_symbol_svg(suit: str, size: int, ink: str | None = None) -> str:
    """The suit's pip alone, as the cards draw it, centred in a ``size`` px square (for
    suit symbols in running text), in the suit's colour under the current setting."""
    colour = ink or suit_colour(suit)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="-12 -12 24 24"><path d="{PIP_PATHS[suit]}" fill="{colour}"/></svg>')


# --- aces ------------------------------------------------------------------------------


def _ace(suit: str, ink: str, sc: _Scale) -> str:
    """One large pip in the centre; the ace of spades larger, with an ornate border."""
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != "S":
        return _pip(suit, ink, cx, cy, 2.5)
    return _ace_of_spades(ink, sc)


def _ace_of_spades(ink: str, sc: _Scale) -> str:
    """The pack's showpiece: a big spade with a white inner line and a gold jewel,
    ringed by a fine outer outline, on gold-and-black scrolls curling from its stem."""
    cx, cy = CARD_W / 2, CARD_H / 2 - 5
    k = 3.0
    ol = sc.outline
    thin = max(0.9 * sc.px, 0.6)
    out = []
    for s in (-1, 1):  # scrolls, each a gold band edged in ink, out from under the stem
        d = (f"M{cx + s * 4} {cy + 33}C{cx + s * 16} {cy + 41} {cx + s * 30} {cy + 42} "
             f"{cx + s * 35} {cy + 33}C{cx + s * 38} {cy + 26} {cx + s * 31} {cy + 21} "
             f"{cx + s * 27.5} {cy + 25.5}C{cx + s * 25} {cy + 29} {cx + s * 29} {cy + 32} "
             f"{cx + s * 31.5} {cy + 29.5}")
        out.append(f'<path d="{d}" fill="none" stroke="{ink}" stroke-width="{3.4 + 2 * ol:.2f}" '
                   f'stroke-linecap="round"/>')
        out.append(f'<path d="{d}" fill="none" stroke="{C_YELLOW}" stroke-width="3.4" '
                   f'stroke-linecap="round"/>')
    out.append(f'<path transform="translate({cx} {cy + 36.5})" d="M-10 0L10 0L7 3L-7 3Z" '
               f'fill="{C_YELLOW}" stroke="{ink}" stroke-width="{ol:.2f}" stroke-linejoin="round"/>')
    # the outer line, the spade, its white inner line, the jewel
    out.append(f'<path transform="translate({cx} {cy}) scale({k + 0.42})" d="{PIP_PATHS["S"]}" '
               f'fill="none" stroke="{ink}" stroke-width="{thin / (k + 0.42):.3f}" stroke-linejoin="round"/>')
    out.append(_pip("S", ink, cx, cy, k))
    inner = k * 0.8
    out.append(f'<path transform="translate({cx} {cy - 1.6}) scale({inner})" d="{PIP_PATHS["S"]}" '
               f'fill="none" stroke="{WHITE}" stroke-width="{max(1.2 * sc.px, 1.0) / inner:.3f}" '
               f'stroke-linejoin="round"/>')
    out.append(f'<path transform="translate({cx} {cy - 1})" d="M0 -8.5L5.5 0L0 8.5L-5.5 0Z" '
               f'fill="{C_YELLOW}" stroke="{WHITE}" stroke-width="{max(0.9 * sc.px, 0.7):.2f}" '
               f'stroke-linejoin="round"/>')
    out.append(f'<circle cx="{cx}" cy="{cy - 1}" r="2.1" fill="{C_RED}"/>')
    return "".join(out)


# --- court cards -----------------------------------------------------------------------
#
# A court card is a frame holding a bust drawn twice, the second half a turn round, so
# the card reads the same whichever way up it lies.  The bust is drawn for its silhouette
# first: at 64 px only outlines and colours survive, so the king, queen and jack differ
# in what they wear on their heads and round their faces, not in fine detail.

@dataclass(frozen=True)
class _Dress:
    """The colours of one suit's courts: the robe's left and right panels, the centre
    band and the hair."""

    left: str
    right: str
    band: str
    hair: str


DRESS = {
    "S": _Dress(left=C_BLUE, right=C_RED, band=C_YELLOW, hair="#3a2a1a"),
    "H": _Dress(left=C_RED, right=C_BLUE, band=C_YELLOW, hair="#e6a92a"),
    "D": _Dress(left=C_RED, right=C_YELLOW, band=C_BLUE, hair="#8a4f1f"),
    "C": _Dress(left=C_BLUE, right=C_YELLOW, band=C_RED, hair="#e6a92a"),
}


def frame_box(index: tuple[int, int, int], w: int) -> tuple[float, float, float, float]:
    """The court frame ``(x0, y0, x1, y1)`` in card units: clear of the index column
    (whose right edge ``index`` gives in pixels) by a small gap, symmetric."""
    margin, col_w, _ = index
    px = CARD_W / w
    x0 = (margin + col_w) * px + max(2.0, 2.5 * px)
    y0 = max(margin * px + 1.0, 6.0)
    return x0, y0, CARD_W - x0, CARD_H - y0


def court_svg(rank: str, suit: str, ink: str, sc: _Scale, index: tuple[int, int, int]) -> str:
    """The framed, double-ended figure of the jack, queen or king of ``suit``.

    Each half is drawn in a box ``HALF_W`` wide and ``HALF_H`` tall whose bottom edge is
    the card's middle line, scaled to fill the frame's half, then drawn again half a turn
    round.  nanosvg has no clip paths, so the figures are drawn to stay inside the box.
    """
    x0, y0, x1, y1 = frame_box(index, sc.w)
    mid = CARD_H / 2
    fw, hh = x1 - x0, mid - y0
    k = min(fw / HALF_W, hh / HALF_H)
    bust = {"K": _king, "Q": _queen, "J": _jack}[rank](suit, ink, DRESS[suit], sc, k)
    half = f'<g transform="translate({CARD_W / 2:.2f} {mid:.2f}) scale({k:.4f})">{bust}</g>'
    turned = f'<g transform="rotate(180 {CARD_W / 2:.2f} {mid:.2f})">{half}</g>'
    line = max(1.0 * sc.px, 0.7)
    box = f'x="{x0:.2f}" y="{y0:.2f}" width="{fw:.2f}" height="{y1 - y0:.2f}"'
    return "".join([
        f'<rect {box} fill="{FRAME_FILL}" stroke="none"/>',
        half,
        turned,
        f'<rect {box} fill="none" stroke="{ink}" stroke-width="{line:.2f}"/>',
        f'<path d="M{x0:.2f} {mid:.2f}L{x1:.2f} {mid:.2f}" stroke="{ink}" '
        f'stroke-width="{line * 0.8:.2f}"/>',
    ])


#: The box one half of a court figure is drawn in: x from -HALF_W/2 to HALF_W/2, y from
#: -HALF_H (the frame's top) to 0 (the card's middle line).
HALF_W = 52.0
HALF_H = 64.0
FRAME_FILL = "#fffbea"
STEEL = "#dfe7ef"
SHAFT = "#7a4a1c"


def _st(sc: _Scale, k: float, width: float = 1.0) -> str:
    """Stroke attributes for a figure drawn at scale ``k``: the same pixel width always."""
    return (f'stroke="{LINE}" stroke-width="{sc.outline * width / k:.3f}" '
            f'stroke-linejoin="round"')


def _gold(sc: _Scale, k: float) -> str:
    return (f'fill="{C_YELLOW}" stroke="{GOLD_DARK}" stroke-width="{sc.outline / k:.3f}" '
            f'stroke-linejoin="round"')


def _robe(d: _Dress, sc: _Scale, k: float, neck: float = 7.0) -> str:
    """Shoulders and chest down to the middle line: two coloured panels and a band down
    the middle with a black pattern, as on the traditional English-pattern courts."""
    st = _st(sc, k)
    out = [
        f'<path d="M-26 0L-26 -19C-26 -27 -19 -30 -{neck} -31L0 -31L0 0Z" fill="{d.left}" {st}/>',
        f'<path d="M26 0L26 -19C26 -27 19 -30 {neck} -31L0 -31L0 0Z" fill="{d.right}" {st}/>',
        f'<path d="M-4.5 0L-4.5 -31L4.5 -31L4.5 0Z" fill="{d.band}" {st}/>',
    ]
    if sc.detail:
        thin = _st(sc, k, 0.8)
        out.append(f'<path d="M-4.5 -22L0 -18L4.5 -22M-4.5 -13L0 -9L4.5 -13M-4.5 -4L0 0L4.5 -4" '
                   f'fill="none" {thin}/>')
        for x in (-16, 14):
            out.append(f'<path d="M{x - 4} -12L{x} -7L{x + 4} -12M{x - 4} -5L{x} 0L{x + 4} -5" '
                       f'fill="none" {thin}/>')
    return "".join(out)


def _hand(x: float, y: float, colour: str, sc: _Scale, k: float) -> str:
    """An arm bent up from the shoulder in a ``colour`` sleeve, its hand at ``(x, y)``
    gripping whatever the figure holds."""
    st = _st(sc, k)
    return (f'<path d="M{x - 10} {y - 17}C{x - 4} {y - 16} {x + 1} {y - 9} {x + 2.6} {y - 1.5}'
            f'L{x - 2.6} {y + 1.5}C{x - 4} {y - 4} {x - 7} {y - 8} {x - 11} {y - 10}Z" '
            f'fill="{colour}" {st}/>'
            f'<circle cx="{x}" cy="{y}" r="3.3" fill="{FLESH}" {st}/>')


def _face(cx: float, cy: float, sc: _Scale, k: float, rx: float, ry: float,
          mouth: bool = True) -> str:
    """An oval face with eyes, a nose and a mouth when there is room for them."""
    st = _st(sc, k)
    out = [f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{FLESH}" {st}/>']
    if sc.detail:
        px = sc.px / k  # one pixel in the figure's units
        er = max(0.8, 0.9 * px)
        out.append(f'<circle cx="{cx - 3}" cy="{cy - 1.5}" r="{er:.2f}" fill="{LINE}"/>'
                   f'<circle cx="{cx + 3}" cy="{cy - 1.5}" r="{er:.2f}" fill="{LINE}"/>')
        if mouth:
            out.append(f'<path d="M{cx - 2.2} {cy + 4.4}Q{cx} {cy + 5.8} {cx + 2.2} {cy + 4.4}" '
                       f'fill="none" stroke="{C_RED}" stroke-width="{max(0.9 * px, 0.8):.2f}" '
                       f'stroke-linecap="round"/>')
        if sc.w >= 100:
            out.append(f'<path d="M{cx + 0.4} {cy - 0.4}Q{cx + 1.8} {cy + 2} {cx - 0.3} {cy + 2.4}" '
                       f'fill="none" {_st(sc, k, 0.6)}/>')
    return "".join(out)


def _king(suit: str, ink: str, d: _Dress, sc: _Scale, k: float) -> str:
    """The king: a tall gold crown with five points, a full white beard, an ermine
    collar, and a sword held upright at his side."""
    st = _st(sc, k)
    crown = [
        f'<path d="M-10.5 -50L-13 -63L-6.5 -55.5L0 -64L6.5 -55.5L13 -63L10.5 -50Z" {_gold(sc, k)}/>',
        f'<rect x="-11" y="-53.5" width="22" height="5" {_gold(sc, k)}/>',
        f'<circle cx="0" cy="-51" r="1.6" fill="{C_RED}"/>',
        f'<circle cx="-6" cy="-51" r="1.2" fill="{C_BLUE}"/><circle cx="6" cy="-51" r="1.2" fill="{C_BLUE}"/>',
    ]
    ermine = [f'<path d="M-19 -29C-11 -34 11 -34 19 -29L18 -26C10 -30.5 -10 -30.5 -18 -26Z" '
              f'fill="{WHITE}" {st}/>']
    if sc.detail:
        ermine.append("".join(f'<path d="M{x} -30l0.9 2.2l-1.8 0Z" fill="{LINE}"/>' for x in (-13, 13)))
    return "".join([
        # sword at his side: blade, guard, then the hand on the grip
        f'<path d="M19 -63L21.2 -59L21.2 -18L16.8 -18L16.8 -59Z" fill="{STEEL}" {st}/>',
        f'<rect x="12.5" y="-19" width="13" height="3.2" rx="1" {_gold(sc, k)}/>',
        _robe(d, sc, k, neck=9),
        f'<rect x="17.6" y="-16" width="2.8" height="3" fill="{SHAFT}" {st}/>',
        _hand(19, -12, d.band, sc, k),
        # hair, face, beard and moustache
        f'<path d="M-10 -40C-11 -48 -8 -52 0 -52C8 -52 11 -48 10 -40L9.5 -33L-9.5 -33Z" '
        f'fill="{d.hair}" {st}/>',
        _face(0, -41, sc, k, 8.2, 9.6, mouth=False),
        f'<path d="M-8.2 -41C-9 -31 -5 -24 0 -20.5C5 -24 9 -31 8.2 -41C5.5 -37 2.5 -36.5 0 -37'
        f'C-2.5 -36.5 -5.5 -37 -8.2 -41Z" fill="{WHITE}" {st}/>',
        f'<path d="M0 -37.6C-2 -39.6 -5 -39.2 -6.4 -36.4C-4 -37.4 -2 -36.8 0 -36.4'
        f'C2 -36.8 4 -37.4 6.4 -36.4C5 -39.2 2 -39.6 0 -37.6Z" fill="{WHITE}" {_st(sc, k, 0.8)}/>',
        "".join(ermine),
        "".join(crown),
        _pip(suit, ink, -19.5, -55, 0.55),
    ])


def _queen(suit: str, ink: str, d: _Dress, sc: _Scale, k: float) -> str:
    """The queen: long golden hair falling to the shoulders, a low tiara with one peak
    and a jewel, a necklace over a square-cut gown, a rose in her hand."""
    st = _st(sc, k)
    hair = C_YELLOW if d.hair != C_YELLOW else "#e6a92a"
    beads = ""
    if sc.detail:
        beads = "".join(f'<circle cx="{x}" cy="{-26.2 - x * x * 0.045:.2f}" r="1.15" fill="{WHITE}" '
                        f'{_st(sc, k, 0.6)}/>' for x in (-4.6, -2.3, 0, 2.3, 4.6))
    return "".join([
        # long hair behind the head
        f'<path d="M-11 -42C-12 -55 12 -55 11 -42C12 -35 14 -30 17 -25L-17 -25C-14 -30 -12 -35 -11 -42Z" '
        f'fill="{hair}" {st}/>',
        _robe(d, sc, k, neck=10),
        # rounded neckline, hair falling over the shoulders, necklace
        f'<path d="M-8 -31.2C-7.5 -24 7.5 -24 8 -31.2Z" fill="{FLESH}" {st}/>',
        f'<path d="M-10.5 -38C-12 -32 -14 -28 -17 -24L-10.5 -24C-9.5 -28 -9 -32 -9 -36Z" fill="{hair}" {st}/>',
        f'<path d="M10.5 -38C12 -32 14 -28 17 -24L10.5 -24C9.5 -28 9 -32 9 -36Z" fill="{hair}" {st}/>',
        beads,
        # a rose on her right: stem, leaf, blossom, hand
        f'<path d="M19 -13L21 -44" stroke="#2f7a32" stroke-width="{max(1.4, sc.outline * 1.8 / k):.2f}"/>',
        f'<path d="M20.2 -31C24 -34.5 26 -33.5 26 -33.5C24.5 -29.5 22 -29.5 20.4 -29.5Z" fill="#3d8a3a" {st}/>',
        f'<circle cx="21" cy="-47" r="4.6" fill="{C_RED}" {st}/>',
        f'<circle cx="21" cy="-47" r="1.7" fill="{C_YELLOW}"/>',
        _hand(19, -12, d.band, sc, k),
        _face(0, -40.5, sc, k, 7.6, 9.2),
        # fringe over the brow, then the tiara
        f'<path d="M-7.6 -43C-6 -50 6 -50 7.6 -43C4 -46 -4 -46 -7.6 -43Z" fill="{hair}" {st}/>',
        f'<path d="M-9 -47C-4.5 -50.5 4.5 -50.5 9 -47L8.3 -50.5L4 -52.3L0 -58.5L-4 -52.3L-8.3 -50.5Z" '
        f'{_gold(sc, k)}/>',
        f'<circle cx="0" cy="-52" r="1.5" fill="{C_BLUE}"/>',
        _pip(suit, ink, -19.5, -55, 0.55),
    ])


def _jack(suit: str, ink: str, d: _Dress, sc: _Scale, k: float) -> str:
    """The jack: a young beardless face with curled hair under a flat cap with a wide
    brim and a long white feather, a pointed collar, a halberd at his side."""
    st = _st(sc, k)
    cap = d.right if d.right != C_YELLOW else C_RED
    brim = d.band if d.band != cap else C_BLUE
    return "".join([
        # halberd: shaft, axe blade, point; the hand on the shaft
        f'<path d="M18.5 -8L21.3 -58" stroke="{SHAFT}" stroke-width="{max(1.8, sc.outline * 2.4 / k):.2f}" '
        f'stroke-linecap="round"/>',
        f'<path d="M21.2 -54.5C25 -56.5 26.5 -54 25.8 -46C24 -47.5 22.5 -47.5 20.7 -47Z" fill="{STEEL}" {st}/>',
        f'<path d="M21.1 -53L17.5 -51.5L20.9 -49.5Z" fill="{STEEL}" {st}/>',
        f'<path d="M21.3 -58L19.7 -63.5L23.2 -63.3Z" fill="{STEEL}" {st}/>',
        _robe(d, sc, k, neck=8),
        f'<path d="M-14 -31L-3.5 -31L0 -24L3.5 -31L14 -31L7 -22.5L0 -26L-7 -22.5Z" fill="{WHITE}" {st}/>',
        _hand(19, -12, d.band, sc, k),
        # curls at the sides, face
        f'<ellipse cx="-8.6" cy="-38.5" rx="3.8" ry="5.6" fill="{d.hair}" {st}/>',
        f'<ellipse cx="8.6" cy="-38.5" rx="3.8" ry="5.6" fill="{d.hair}" {st}/>',
        _face(0, -40.5, sc, k, 7.6, 9.2),
        # flat cap: crown, feather sweeping back, wide brim
        f'<path d="M-9.5 -48.5C-10.5 -58.5 10.5 -58.5 9.5 -48.5Z" fill="{cap}" {st}/>',
        f'<path d="M6 -54C10 -60.5 15.5 -63.5 22 -63.5C17.5 -60 14 -56 10 -51Z" fill="{WHITE}" {st}/>',
        f'<ellipse cx="0" cy="-48.5" rx="14" ry="3.2" fill="{brim}" {st}/>',
        _pip(suit, ink, -19.5, -58, 0.55),
    ])


# --- indices ---------------------------------------------------------------------------


def index_px(width: int) -> int:
    """Font size of the index's rank: large on small cards (it must read at 64 px), then
    growing more slowly so a big card does not shout."""
    return max(8, round(min(0.215 * width, 10 + 0.09 * width)))


def index_box(width: int) -> tuple[int, int, int]:
    """``(margin, column_width, pip_px)`` of the index column in pixels: where it starts
    from the card's edges, how wide it is (the width every rank is centred in) and the
    size of the small pip under the rank."""
    size = index_px(width)
    margin = max(2, round(width * 0.035))
    col_w = max(6, round(size * 0.8))
    pip = max(5, round(size * 0.7))
    return margin, col_w, pip


def _rank_image(rank: str, ink: str, size: int, max_w: int) -> pygame.Surface:
    """The rank's characters cropped to their ink, set tight; the 10 is narrowed to the
    column's width (as printed packs do) instead of being shrunk."""
    font = fonts.font(size, bold=True)
    glyphs = []
    for ch in rank:
        image = font.render(ch, True, ink)
        glyphs.append(image.subsurface(image.get_bounding_rect()))
    width = sum(g.get_width() for g in glyphs)  # the glyphs' own side bearings are cropped:
    height = max(g.get_height() for g in glyphs)  # set edge to edge, "10" stays narrow
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for g in glyphs:
        out.blit(g, (x, height - g.get_height()))
        x += g.get_width()
    if width > max_w:
        out = pygame.transform.smoothscale(out, (max_w, height))
    return out


def _index_image(rank: str, suit: str, ink: str, width: int) -> pygame.Surface:
    """Rank over a small pip, both centred on the index column."""
    margin, col_w, pip_px = index_box(width)
    size = index_px(width)
    text = _rank_image(rank, ink, size, max(col_w, round(size * 0.92)))
    pip = render_svg(suit_symbol_svg(suit, pip_px, ink), pip_px, pip_px)
    gap = max(1, round(size * 0.1))
    w = max(col_w, text.get_width(), pip_px)
    h = text.get_height() + gap + pip_px
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    out.blit(text, ((w - text.get_width()) // 2, 0))
    out.blit(pip, ((w - pip_px) // 2, text.get_height() + gap))
    return out


def _blit_indices(surf: pygame.Surface, index: pygame.Surface, width: int) -> None:
    """The index at the top-left, and half a turn round at the bottom-right."""
    margin, col_w, _ = index_box(width)
    x = margin + (col_w - index.get_width()) // 2
    y = margin + max(1, round(width * 0.012))
    surf.blit(index, (x, y))
    turned = pygame.transform.rotate(index, 180)
    w, h = surf.get_size()
    surf.blit(turned, (w - x - turned.get_width(), h - y - turned.get_height()))
