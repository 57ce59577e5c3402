"""The si se pai, the long and narrow four-colour chess cards, drawn from code.

The deck's drawing recipe, in units of the card width ``W`` (``H = 4 W``):

* a **suit card** is a rounded rectangle (radius 0.12 W) in its colour's background with a
  border of 0.04 W; the piece's character (帥, 車, ...) in the colour's ink, 0.70 W tall,
  centred at 0.55 W from the top and again, turned half a turn, 0.55 W from the bottom, so
  the card reads either way up; in the middle a thin xiangqi disc (radius 0.34 W) holding the
  same character at 0.45 W (the **ornament**, on by default); a general has a thin gold
  inner frame.  The character set is the look's (:data:`~cardgames.core.chess_cards.GLYPH_STYLES`
  and the black cannon 包 or 砲).
* the **colour-blind aid**, on by default: a badge per colour in the ink, at the top right
  and (turned half a turn, like the names) the bottom left, so a fan that covers the right
  of each card still shows one -- green a filled triangle, white a hollow circle, yellow a
  filled square, red a filled diamond.  It keeps a floor in pixels on a hand-sized card.
* the **learner's aid**, off by default: the piece's name in the player's language
  ("chariot", "carro", "gurdia"), written along the card in its middle (it takes the
  ornament's place, the only room a narrow card has), so a learner reads what 俥 is.
* the **Latin index** (option, off by default): the code (``YH``; ``J1``..``J5`` for the
  specials) at the top left and turned at the bottom right.
* the five **specials** are gold picture cards: a standing figure in court dress (robe
  colours per card), each with its own accessory -- a scroll, a winged official's hat, a
  long beard and a staff, a fan, a gold ingot -- under its red label character 福 祿 壽 喜
  財, which is also printed turned at the foot.
* the **back**: solid orange, a cream frame inset 0.08 W and a small xiangqi disc in the
  middle; the same on every card.

Shapes are SVG rasterised by pygame-ce (anti-aliased at any size).  The Chinese characters
come from the shipped CJK subset (``fonts.cjk_font``; the recipe's bold face is made by
doubling the strokes a pixel apart on large glyphs); if it cannot be opened, the Latin code
stands large where the character would be.  :class:`ChessLook` holds the presentation
options (the spec's ``ssp_*`` keys and ``ssp_piece_names`` for the learner's aid) and
:func:`set_look` chooses it for the whole process, like the other decks' looks; the renderer
forgets its drawn faces when the look changes (or, with the learner's names on, the
language).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import pygame

from cardgames.core import chess_cards as deck
from cardgames.core.i18n import language
from cardgames.ui import fonts
from cardgames.ui.cards.base import LookRenderer, render_svg

# --- colours and proportions of the recipe ----------------------------------------------------

#: colour -> (background, ink, border)
PALETTE = {
    deck.GREEN: ("#CFE6CC", "#1E5B2A", "#1E5B2A"),
    deck.WHITE: ("#FBFAF4", "#202020", "#7A7A7A"),
    deck.YELLOW: ("#F6E27A", "#7A4A00", "#A87400"),
    deck.RED: ("#F6C6C3", "#B01E23", "#B01E23"),
}
#: colour -> the colour-blind badge's shape
BADGES = {deck.GREEN: "triangle", deck.WHITE: "circle", deck.YELLOW: "square",
          deck.RED: "diamond"}
GOLD_FRAME = "#C9A227"
SPECIAL_GROUND = "#E8C766"
SPECIAL_BORDER = "#8A6A10"
SPECIAL_LABEL = "#B01E23"
#: the specials' robe colours
ROBES = {"JK1": "#8E2424", "JK2": "#2F4F7F", "JK3": "#3B6E3B", "JK4": "#5A3D7A",
         "JK5": "#7A5C1E"}
SKIN = "#F3DCC0"
LINE = "#2A1E10"
BACK_ORANGE = "#D9772B"
BACK_CREAM = "#F6EBD2"

#: card height / width
HEIGHT = 4.0
CORNER = 0.12
BORDER = 0.04
#: the names: ink height and centre (from the top) in W
NAME_SIZE = 0.70
NAME_Y = 0.55
#: the ornament's disc radius, stroke and character height in W
DISC_R = 0.34
DISC_STROKE = 0.03
DISC_GLYPH = 0.45
#: the colour-blind badge's size and inset in W, and its floor in pixels
BADGE_SIZE = 0.16
BADGE_INSET = 0.10
BADGE_MIN_PX = 7
#: the Latin index's cap height in W and its floor in pixels
LATIN_CAP = 0.14
LATIN_MIN_PX = 7
#: the learner's name: font size in W, its floor in pixels
PIECE_NAME_SIZE = 0.34
PIECE_NAME_MIN_PX = 12
#: the specials' label character: ink height and centre in W
LABEL_SIZE = 0.45
LABEL_Y = 0.29
#: CJK ink height per font pixel (the subset's glyphs fill ~95 % of the em)
CJK_INK = 0.95
#: DejaVu Sans Bold's cap height per font pixel
CAP_PER_PX = 0.73


@dataclass(frozen=True)
class ChessLook:
    """How chess cards are drawn: the deck's presentation options (``ssp_*``)."""

    glyph_style: str = "classic"
    black_cannon: str = "包"
    colour_badges: bool = True
    latin_index: bool = False
    centre_ornament: bool = True
    piece_names: bool = False

    def __post_init__(self) -> None:
        for key in ("colour_badges", "latin_index", "centre_ornament", "piece_names"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"ssp_{key}: {getattr(self, key)!r} is not allowed; use true "
                                 "or false")
        deck.glyph("GK", self.glyph_style, self.black_cannon)  # refuses a stranger

    @property
    def learner_aid(self) -> bool:
        """True when the piece's name is written on the card (the learner's aid)."""
        return self.piece_names

    @property
    def colour_blind_aid(self) -> bool:
        """True when each colour carries its badge (the colour-blind aid)."""
        return self.colour_badges


#: option key (without ``ssp_`` / ``deck.``) -> ChessLook field
_OPTION_FIELDS = {"glyph_style": "glyph_style", "black_cannon_glyph": "black_cannon",
                  "black_cannon": "black_cannon", "colour_badges": "colour_badges",
                  "latin_index": "latin_index", "centre_ornament": "centre_ornament",
                  "piece_names": "piece_names"}


def look_from_options(options: Mapping[str, object]) -> ChessLook:
    """A look from the deck's options (``ssp_glyph_style``, ``ssp_black_cannon_glyph``,
    ``ssp_colour_badges``, ``ssp_latin_index``, ``ssp_centre_ornament``, ``ssp_piece_names``;
    also with a ``deck.`` prefix); other keys (``ssp_card_width_px`` is the table's) are
    ignored.

    >>> look_from_options({"ssp_glyph_style": "simplified", "ssp_latin_index": True, "x": 1})
    ... # doctest: +NORMALIZE_WHITESPACE
    ChessLook(glyph_style='simplified', black_cannon='包', colour_badges=True,
              latin_index=True, centre_ornament=True, piece_names=False)
    """
    fields = {}
    for key, value in options.items():
        bare = key.removeprefix("ssp_").removeprefix("deck.").removeprefix("deck_")
        if bare in _OPTION_FIELDS:
            fields[_OPTION_FIELDS[bare]] = value
    return ChessLook(**fields)


_look = ChessLook()


def set_look(look: ChessLook) -> None:
    """Draw every chess card in ``look`` from now on; renderers notice on their next draw."""
    global _look
    if not isinstance(look, ChessLook):
        raise TypeError(f"set_look needs a ChessLook, not {type(look).__name__}")
    _look = look


def look() -> ChessLook:
    """The look cards are drawn in just now."""
    return _look


def set_learner_aid(on: bool) -> None:
    """Write the piece's name in the player's language on each card, or not."""
    set_look(replace(_look, piece_names=bool(on)))


def set_colour_blind_aid(on: bool) -> None:
    """Show each colour's badge (triangle, circle, square, diamond), or not."""
    set_look(replace(_look, colour_badges=bool(on)))


# --- the deck in words (see cardgames.ui.cards: card_name, suit_name, suit_of) ----------------


def card_name(code: str) -> str:
    """A card as a sentence names it: "the green chariot", "Fortune (JK1)"."""
    return deck.card_name(code)


def suit_name(suit: str) -> str:
    """A colour's name in the player's language (the letter otherwise)."""
    return deck.colour_name(suit)


def suit_of(code: str) -> str | None:
    """The colour ``G W Y R``; None for a special or anything that is no chess card."""
    try:
        return deck.colour(code)
    except ValueError:
        return None


# --- geometry ---------------------------------------------------------------------------------


def badge_size(w: int) -> float:
    """The colour-blind badge's side in pixels on a card ``w`` wide (floor in pixels, which
    gives way on a thumbnail)."""
    return max(BADGE_SIZE * w, min(BADGE_MIN_PX, 0.22 * w))


def badge_rect(w: int, h: int) -> pygame.Rect:
    """Where the top-right badge is drawn (the bottom-left one is its half-turn)."""
    s = badge_size(w)
    inset = BADGE_INSET * w
    return pygame.Rect(round(w - inset - s), round(inset), round(s), round(s))


def name_centres(w: int, h: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Centres of the top name and of the turned bottom name, in pixels."""
    return (0.5 * w, NAME_Y * w), (0.5 * w, h - NAME_Y * w)


def piece_name_box(w: int, h: int) -> pygame.Rect:
    """The band along the card's middle where the learner's name is written (the turned
    text's box): between the two names, clear of them."""
    top = round((NAME_Y + NAME_SIZE / 2 + 0.10) * w)
    return pygame.Rect(round(0.12 * w), top, w - 2 * round(0.12 * w), h - 2 * top)


# --- the renderer -----------------------------------------------------------------------------


def _drawn_as() -> tuple[ChessLook, str]:
    """What the faces depend on besides the code: the look and, when the learner's names
    are on, the player's language (a new language redraws them)."""
    return _look, language() if _look.piece_names else ""


class ChessRenderer(LookRenderer):
    """Faces of the 33 si se pai codes (``GK`` .. ``RP``, ``JK1`` .. ``JK5``) in the current
    look."""

    family = "chess"
    aspect = 1.0 / HEIGHT
    corner_fraction = CORNER
    max_widths = 5

    def _current_look(self) -> object:
        """The look, and the language while the learner's names are on."""
        return _drawn_as()

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        """The deck's own back: orange, a cream frame and a small xiangqi disc."""
        return render_svg(back_svg(w, h), w, h)

    def _check_code(self, code: str) -> None:
        deck.face(code)  # an instance (YP#2) draws as its code; anything else is refused

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        code = deck.face(code)
        lk = _look
        surf = render_svg(face_svg(code, w, h, lk), w, h)
        if deck.is_special(code):
            _draw_special_texts(surf, code, w, h, lk)
        else:
            _draw_suit_texts(surf, code, w, h, lk)
        return surf


# --- the faces as SVG -------------------------------------------------------------------------


def _f(x: float) -> str:
    return f"{x:.2f}"


def _svg_open(w: int, h: int) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">')


def face_svg(code: str, w: int, h: int, lk: ChessLook | None = None) -> str:
    """SVG text of a face's shapes at ``w`` x ``h`` pixels (the characters are blitted
    after)."""
    lk = lk or _look
    code = deck.face(code)
    if deck.is_special(code):
        return _svg_open(w, h) + _body(w, h, SPECIAL_GROUND, SPECIAL_BORDER) \
            + _figure(code, w, h) + "</svg>"
    ground, ink, border = PALETTE[code[0]]
    parts = [_svg_open(w, h), _body(w, h, ground, border)]
    if deck.is_general(code):
        inset = round(0.08 * w) + 0.5  # on a pixel's centre: a crisp line on a narrow card
        parts.append(f'<rect x="{_f(inset)}" y="{_f(inset)}" width="{_f(w - 2 * inset)}" '
                     f'height="{_f(h - 2 * inset)}" rx="{_f(0.07 * w)}" fill="none" '
                     f'stroke="{GOLD_FRAME}" stroke-width="{_f(max(1.6, 0.035 * w))}"/>')
    if lk.centre_ornament and not lk.piece_names:
        parts.append(f'<circle cx="{_f(0.5 * w)}" cy="{_f(0.5 * h)}" r="{_f(DISC_R * w)}" '
                     f'fill="none" stroke="{ink}" '
                     f'stroke-width="{_f(max(0.8, DISC_STROKE * w))}"/>')
    parts.append("</svg>")
    return "".join(parts)


def badges_svg(code: str, w: int, h: int) -> str:
    """SVG text of a suit card's two colour-blind badges (top right, and its half-turn at
    the bottom left), drawn over the characters; each on a halo of the background."""
    ground, ink, _border = PALETTE[deck.colour(code) or deck.WHITE]
    rect = badge_rect(w, h)
    turned = pygame.Rect(w - rect.right, h - rect.bottom, rect.width, rect.height)
    shape = BADGES[deck.colour(code) or deck.WHITE]
    return (_svg_open(w, h) + _badge(shape, rect, ink, ground, w)
            + _badge(shape, turned, ink, ground, w) + "</svg>")


def _body(w: int, h: int, ground: str, border: str) -> str:
    stroke = max(1.0, BORDER * w)
    return (f'<rect x="{_f(stroke / 2)}" y="{_f(stroke / 2)}" width="{_f(w - stroke)}" '
            f'height="{_f(h - stroke)}" rx="{_f(CORNER * w)}" fill="{ground}" '
            f'stroke="{border}" stroke-width="{_f(stroke)}"/>')


def _badge(shape: str, rect: pygame.Rect, ink: str, ground: str, w: int) -> str:
    """A colour-blind badge in ``rect`` on a halo of the background, so a stroke of the
    character it overlaps cannot blur its outline."""
    cx, cy, s = rect.centerx, rect.centery, rect.width
    pad = max(1.0, 0.03 * w)
    halo = f'stroke="{ground}" stroke-width="{_f(2 * pad)}" stroke-linejoin="round"'
    if shape == "triangle":
        d = (f'<path d="M{_f(cx)} {_f(cy - s / 2)}L{_f(cx + s / 2)} {_f(cy + s / 2)}'
             f'L{_f(cx - s / 2)} {_f(cy + s / 2)}Z" ')
    elif shape == "square":
        d = (f'<rect x="{_f(cx - s * 0.42)}" y="{_f(cy - s * 0.42)}" width="{_f(s * 0.84)}" '
             f'height="{_f(s * 0.84)}" ')
    elif shape == "diamond":
        r = s * 0.56
        d = (f'<path d="M{_f(cx)} {_f(cy - r)}L{_f(cx + r)} {_f(cy)}L{_f(cx)} {_f(cy + r)}'
             f'L{_f(cx - r)} {_f(cy)}Z" ')
    else:  # the hollow circle: an ink ring on the background
        ring = max(1.0, s * 0.2)
        rr = s / 2 - ring / 2
        return (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(rr)}" fill="{ground}" {halo}/>'
                f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(rr)}" fill="{ground}" '
                f'stroke="{ink}" stroke-width="{_f(ring)}"/>')
    return d + f'fill="{ground}" {halo}/>' + d + f'fill="{ink}"/>'


def _trapezoid(cx: float, top: float, bottom: float, top_w: float, bottom_w: float) -> str:
    return (f"M{_f(cx - top_w / 2)} {_f(top)}L{_f(cx + top_w / 2)} {_f(top)}"
            f"L{_f(cx + bottom_w / 2)} {_f(bottom)}L{_f(cx - bottom_w / 2)} {_f(bottom)}Z")


def figure_layout(w: int, h: int) -> dict[str, float]:
    """The recipe's places for a special's figure, in pixels: head centre and radius, the
    robe's top and bottom."""
    return {"head": 0.18 * h, "r": 0.16 * w, "robe_top": 0.24 * h, "robe_bottom": 0.86 * h}


def _figure(code: str, w: int, h: int) -> str:
    place = figure_layout(w, h)
    cx, r = 0.5 * w, place["r"]
    head, top, bottom = place["head"], place["robe_top"], place["robe_bottom"]
    line = max(0.8, 0.022 * w)
    robe = ROBES[code]
    stroke = f'stroke="{LINE}" stroke-width="{_f(line)}" stroke-linejoin="round"'
    out = []
    if code == "JK3":  # the staff, behind the figure, with a gourd at its top
        x = 0.86 * w
        out.append(f'<line x1="{_f(x)}" y1="{_f(head - 0.30 * w)}" x2="{_f(x)}" '
                   f'y2="{_f(bottom + 0.04 * w)}" stroke="#6B4A1E" '
                   f'stroke-width="{_f(max(1.2, 0.05 * w))}" stroke-linecap="round"/>'
                   f'<circle cx="{_f(x)}" cy="{_f(head - 0.30 * w)}" r="{_f(0.06 * w)}" '
                   f'fill="#C27C2C" {stroke}/>')
    # sleeves, robe, collar, belt, shoes
    for sgn in (-1, 1):
        out.append(f'<path d="M{_f(cx + sgn * 0.20 * w)} {_f(top + 0.02 * w)}'
                   f'L{_f(cx + sgn * 0.46 * w)} {_f(top + 0.85 * w)}'
                   f'L{_f(cx + sgn * 0.26 * w)} {_f(top + 0.95 * w)}Z" fill="{robe}" {stroke}/>')
    out.append(f'<path d="{_trapezoid(cx, top, bottom, 0.44 * w, 0.86 * w)}" fill="{robe}" '
               f'{stroke}/>')
    out.append(f'<path d="M{_f(cx - 0.14 * w)} {_f(top)}L{_f(cx)} {_f(top + 0.22 * w)}'
               f'L{_f(cx + 0.14 * w)} {_f(top)}" fill="none" stroke="{SPECIAL_GROUND}" '
               f'stroke-width="{_f(line * 1.3)}"/>')
    belt_y = top + 0.35 * (bottom - top)
    belt_w = 0.44 * w + 0.42 * w * 0.35
    out.append(f'<rect x="{_f(cx - belt_w / 2)}" y="{_f(belt_y)}" width="{_f(belt_w)}" '
               f'height="{_f(0.07 * w)}" fill="{SPECIAL_GROUND}" stroke="{LINE}" '
               f'stroke-width="{_f(line * 0.6)}"/>')
    for dx in (-0.14, 0.14):
        out.append(f'<path d="M{_f(cx + dx * w * 0.7)} {_f(belt_y + 0.12 * w)}'
                   f'L{_f(cx + dx * w * 1.3)} {_f(bottom - 0.05 * w)}" stroke="{LINE}" '
                   f'stroke-opacity="0.45" stroke-width="{_f(line * 0.7)}"/>')
    for sgn in (-1, 1):
        out.append(f'<rect x="{_f(cx + sgn * 0.18 * w - 0.09 * w)}" y="{_f(bottom - 0.02 * w)}" '
                   f'width="{_f(0.18 * w)}" height="{_f(0.05 * w)}" rx="{_f(0.025 * w)}" '
                   f'fill="{LINE}"/>')
    # neck and head
    out.append(f'<rect x="{_f(cx - 0.06 * w)}" y="{_f(head + r * 0.7)}" width="{_f(0.12 * w)}" '
               f'height="{_f(top - head - r * 0.6)}" fill="{SKIN}" stroke="{LINE}" '
               f'stroke-width="{_f(line * 0.6)}"/>')
    out.append(f'<circle cx="{_f(cx)}" cy="{_f(head)}" r="{_f(r)}" fill="{SKIN}" {stroke}/>')
    eye = max(0.6, 0.016 * w)
    for dx in (-0.35, 0.35):
        out.append(f'<circle cx="{_f(cx + dx * r)}" cy="{_f(head + 0.05 * r)}" r="{_f(eye)}" '
                   f'fill="{LINE}"/>')
    out.append(_hat(code, cx, head, r, w, line))
    out.append(_accessory(code, cx, w, h, place, line))
    return "".join(out)


def _hat(code: str, cx: float, head: float, r: float, w: int, line: float) -> str:
    top = head - r * 0.55
    if code == "JK2":  # the official's hat with long side wings
        return (f'<path d="{_trapezoid(cx, top - 0.8 * r, top, 1.1 * r, 1.9 * r)}'
                f'M{_f(cx - 2.5 * r)} {_f(top - 0.25 * r)}h{_f(5.0 * r)}v{_f(0.28 * r)}'
                f'h{_f(-5.0 * r)}Z" fill="{LINE}"/>'
                f'<circle cx="{_f(cx - 2.5 * r)}" cy="{_f(top - 0.11 * r)}" r="{_f(0.22 * r)}" '
                f'fill="{LINE}"/><circle cx="{_f(cx + 2.5 * r)}" cy="{_f(top - 0.11 * r)}" '
                f'r="{_f(0.22 * r)}" fill="{LINE}"/>')
    if code == "JK3":  # the old man's high forehead: a small topknot
        return (f'<circle cx="{_f(cx)}" cy="{_f(head - r * 1.05)}" r="{_f(0.32 * r)}" '
                f'fill="#E8E4DA" stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>')
    # a low scholar's cap (the hat of JK4 carries a gem)
    out = f'<path d="{_trapezoid(cx, top - 0.5 * r, top, 1.4 * r, 2.1 * r)}" fill="{LINE}"/>'
    if code == "JK4":
        out += (f'<circle cx="{_f(cx)}" cy="{_f(top - 0.25 * r)}" r="{_f(0.18 * r)}" '
                f'fill="{GOLD_FRAME}"/>')
    return out


def _accessory(code: str, cx: float, w: int, h: int, place: dict[str, float],
               line: float) -> str:
    top = place["robe_top"]
    hands_y = top + 0.95 * w
    hands = "".join(f'<circle cx="{_f(cx + dx * w)}" cy="{_f(hands_y)}" r="{_f(0.06 * w)}" '
                    f'fill="{SKIN}" stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>'
                    for dx in (-0.22, 0.22))
    if code == "JK1":  # a scroll held across the chest, rolled at both ends
        y, half = hands_y, 0.30 * w
        return (f'<rect x="{_f(cx - half)}" y="{_f(y - 0.10 * w)}" width="{_f(2 * half)}" '
                f'height="{_f(0.20 * w)}" fill="#F4ECD4" stroke="{LINE}" '
                f'stroke-width="{_f(line * 0.7)}"/>'
                + "".join(f'<rect x="{_f(x - 0.04 * w)}" y="{_f(y - 0.13 * w)}" '
                          f'width="{_f(0.08 * w)}" height="{_f(0.26 * w)}" rx="{_f(0.03 * w)}" '
                          f'fill="#8A5A2B" stroke="{LINE}" stroke-width="{_f(line * 0.5)}"/>'
                          for x in (cx - half, cx + half))
                + f'<path d="M{_f(cx - 0.18 * w)} {_f(y - 0.03 * w)}h{_f(0.36 * w)}'
                  f'M{_f(cx - 0.18 * w)} {_f(y + 0.04 * w)}h{_f(0.26 * w)}" stroke="{LINE}" '
                  f'stroke-width="{_f(max(0.6, 0.015 * w))}"/>')
    if code == "JK2":  # hands together holding a tablet
        return (f'<rect x="{_f(cx - 0.05 * w)}" y="{_f(hands_y - 0.34 * w)}" '
                f'width="{_f(0.10 * w)}" height="{_f(0.40 * w)}" rx="{_f(0.02 * w)}" '
                f'fill="#F4ECD4" stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>'
                f'<circle cx="{_f(cx)}" cy="{_f(hands_y)}" r="{_f(0.07 * w)}" fill="{SKIN}" '
                f'stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>')
    if code == "JK3":  # a long white beard down the robe; the hand on the staff
        head, r = place["head"], place["r"]
        return (f'<path d="M{_f(cx - 0.6 * r)} {_f(head + 0.45 * r)}'
                f'Q{_f(cx)} {_f(head + 0.2 * r)} {_f(cx + 0.6 * r)} {_f(head + 0.45 * r)}'
                f'L{_f(cx)} {_f(top + 0.75 * w)}Z" fill="#F2F0EA" stroke="{LINE}" '
                f'stroke-width="{_f(line * 0.6)}"/>'
                f'<circle cx="{_f(0.86 * w)}" cy="{_f(top + 0.55 * w)}" r="{_f(0.06 * w)}" '
                f'fill="{SKIN}" stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>')
    if code == "JK4":  # an open folding fan held up at the right
        fx, fy, fr = cx + 0.22 * w, hands_y - 0.05 * w, 0.30 * w
        ribs = "".join(f"M{_f(fx)} {_f(fy)}L{_f(fx + fr * dx)} {_f(fy - fr * dy)}"
                       for dx, dy in ((-0.71, 0.71), (-0.26, 0.97), (0.26, 0.97), (0.71, 0.71)))
        return (hands
                + f'<path d="M{_f(fx)} {_f(fy)}L{_f(fx - fr * 0.71)} {_f(fy - fr * 0.71)}'
                  f'A{_f(fr)} {_f(fr)} 0 0 1 {_f(fx + fr * 0.71)} {_f(fy - fr * 0.71)}Z" '
                  f'fill="#F4ECD4" stroke="{LINE}" stroke-width="{_f(line * 0.7)}" '
                  f'stroke-linejoin="round"/>'
                + f'<path d="{ribs}" stroke="{LINE}" stroke-width="{_f(line * 0.4)}"/>'
                + f'<circle cx="{_f(fx)}" cy="{_f(fy)}" r="{_f(0.06 * w)}" fill="{SKIN}" '
                  f'stroke="{LINE}" stroke-width="{_f(line * 0.6)}"/>')
    # JK5: a gold ingot (yuanbao) held in both hands
    y, half = hands_y - 0.02 * w, 0.30 * w
    return (f'<path d="M{_f(cx - half)} {_f(y - 0.10 * w)}Q{_f(cx - half * 0.7)} '
            f'{_f(y + 0.12 * w)} {_f(cx)} {_f(y + 0.12 * w)}Q{_f(cx + half * 0.7)} '
            f'{_f(y + 0.12 * w)} {_f(cx + half)} {_f(y - 0.10 * w)}'
            f'Q{_f(cx + half * 0.5)} {_f(y - 0.02 * w)} {_f(cx)} {_f(y - 0.02 * w)}'
            f'Q{_f(cx - half * 0.5)} {_f(y - 0.02 * w)} {_f(cx - half)} {_f(y - 0.10 * w)}Z" '
            f'fill="#E2B226" stroke="{LINE}" stroke-width="{_f(line * 0.7)}" '
            f'stroke-linejoin="round"/>'
            f'<ellipse cx="{_f(cx)}" cy="{_f(y - 0.05 * w)}" rx="{_f(0.10 * w)}" '
            f'ry="{_f(0.06 * w)}" fill="#F2D257" stroke="{LINE}" '
            f'stroke-width="{_f(line * 0.6)}"/>'
            + "".join(f'<circle cx="{_f(cx + dx * w)}" cy="{_f(y + 0.08 * w)}" '
                      f'r="{_f(0.055 * w)}" fill="{SKIN}" stroke="{LINE}" '
                      f'stroke-width="{_f(line * 0.6)}"/>' for dx in (-0.26, 0.26)))


# --- the characters and the words ---------------------------------------------------------------


def _ink(image: pygame.Surface) -> pygame.Surface:
    """``image`` cropped to its drawn pixels (so text is placed by its ink, not its em)."""
    box = image.get_bounding_rect()
    if box.width == 0 or box.height == 0:
        return image
    return image.subsurface(box).copy()


def cjk_text(text: str, ink_px: float, colour: str, bold: bool = True) -> pygame.Surface | None:
    """``text`` in the CJK subset, about ``ink_px`` pixels tall, cropped to its ink; bold
    (strokes doubled a pixel apart) when large enough to tell; None when the font cannot be
    opened (the cards then show their Latin code instead)."""
    try:
        font = fonts.cjk_font(max(4, round(ink_px / CJK_INK)))
    except (OSError, pygame.error, FileNotFoundError):
        return None
    image = font.render(text, True, pygame.Color(colour))
    if bold and ink_px >= 16:
        thick = pygame.Surface((image.get_width() + 1, image.get_height()), pygame.SRCALPHA)
        thick.blit(image, (0, 0))
        thick.blit(image, (1, 0))
        image = thick
    return _ink(image)


def _latin_text(text: str, size_px: float, colour: str) -> pygame.Surface:
    return _ink(fonts.font(max(4, round(size_px)), bold=True).render(text, True,
                                                                     pygame.Color(colour)))


def _blit_centred(surf: pygame.Surface, image: pygame.Surface | None, cx: float,
                  cy: float) -> None:
    if image is None:
        return
    surf.blit(image, (round(cx - image.get_width() / 2), round(cy - image.get_height() / 2)))


def _fit(image: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """``image`` scaled down (never up) to fit ``max_w`` x ``max_h``."""
    w, h = image.get_size()
    k = min(1.0, max_w / max(1, w), max_h / max(1, h))
    if k >= 1.0:
        return image
    return pygame.transform.smoothscale(image, (max(1, round(w * k)), max(1, round(h * k))))


def name_image(code: str, w: int, lk: ChessLook | None = None) -> pygame.Surface:
    """The top name of a suit card (upright): its character 0.70 W tall, no wider than the
    card's inside; the Latin code in its place without the CJK font."""
    lk = lk or _look
    ink = PALETTE[deck.colour(code) or deck.WHITE][1]
    image = cjk_text(deck.glyph(code, lk.glyph_style, lk.black_cannon), NAME_SIZE * w, ink)
    if image is None:
        image = _latin_text(deck.latin_label(code), 0.40 * w / CAP_PER_PX, ink)
    return _fit(image, 0.80 * w, NAME_SIZE * w * 1.05)


def latin_index_image(code: str, w: int, colour: str) -> pygame.Surface:
    """The small Latin code of the index option (cap height 0.14 W, a floor in pixels)."""
    cap = max(LATIN_CAP * w, min(LATIN_MIN_PX, 0.2 * w))
    return _latin_text(deck.latin_label(code), cap / CAP_PER_PX, colour)


def piece_name_image(code: str, w: int, h: int, colour: str) -> pygame.Surface:
    """The learner's name, upright (the card shows it turned to run along the card)."""
    box = piece_name_box(w, h)
    size = max(PIECE_NAME_SIZE * w, min(PIECE_NAME_MIN_PX, 0.4 * w))
    image = _latin_text(deck.piece_name(code), size, colour)
    # along the card: its length is the box's height, its height the box's width
    return _fit(image, box.height, box.width)


def _draw_suit_texts(surf: pygame.Surface, code: str, w: int, h: int, lk: ChessLook) -> None:
    ink = PALETTE[code[0]][1]
    name = name_image(code, w, lk)
    (tx, ty), (bx, by) = name_centres(w, h)
    _blit_centred(surf, name, tx, ty)
    _blit_centred(surf, pygame.transform.rotate(name, 180), bx, by)
    if lk.piece_names:
        box = piece_name_box(w, h)
        text = pygame.transform.rotate(piece_name_image(code, w, h, ink), 90)
        _blit_centred(surf, text, box.centerx, box.centery)
    elif lk.centre_ornament:
        small = cjk_text(deck.glyph(code, lk.glyph_style, lk.black_cannon), DISC_GLYPH * w, ink)
        if small is None:
            small = _latin_text(deck.latin_label(code), 0.26 * w / CAP_PER_PX, ink)
        _blit_centred(surf, _fit(small, 1.5 * DISC_R * w, 1.5 * DISC_R * w), 0.5 * w, 0.5 * h)
    if lk.latin_index:
        _draw_latin_index(surf, code, w, h, ink)
    if lk.colour_badges:
        surf.blit(render_svg(badges_svg(code, w, h), w, h), (0, 0))


def _draw_latin_index(surf: pygame.Surface, code: str, w: int, h: int, colour: str) -> None:
    label = latin_index_image(code, w, colour)
    x, y = round(0.10 * w), round(0.08 * w)
    surf.blit(label, (x, y))
    surf.blit(pygame.transform.rotate(label, 180),
              (w - x - label.get_width(), h - y - label.get_height()))


def _draw_special_texts(surf: pygame.Surface, code: str, w: int, h: int,
                        lk: ChessLook) -> None:
    label = cjk_text(deck.glyph(code), LABEL_SIZE * w, SPECIAL_LABEL)
    if label is None:
        label = _latin_text(deck.latin_label(code), 0.30 * w / CAP_PER_PX, SPECIAL_LABEL)
    label = _fit(label, 0.80 * w, LABEL_SIZE * w * 1.05)
    _blit_centred(surf, label, 0.5 * w, LABEL_Y * w)
    _blit_centred(surf, pygame.transform.rotate(label, 180), 0.5 * w, h - LABEL_Y * w)
    if lk.piece_names:  # the special's name along the robe's foot, small
        text = _latin_text(deck.piece_name(code), max(0.22 * w, min(9, 0.3 * w)), "#FFF6DC")
        place = figure_layout(w, h)
        text = pygame.transform.rotate(_fit(text, 0.40 * (place["robe_bottom"] - place["robe_top"]),
                                            0.40 * w), 90)
        _blit_centred(surf, text, 0.5 * w, place["robe_top"] + 0.70 * (place["robe_bottom"]
                                                                       - place["robe_top"]))
    if lk.latin_index:
        _draw_latin_index(surf, code, w, h, SPECIAL_LABEL)


# --- the back ---------------------------------------------------------------------------------


def back_svg(w: int, h: int) -> str:
    """SVG text of the back: solid orange, a cream frame inset 0.08 W, and a small xiangqi
    disc (two cream rings and a dot) in the middle; the same on every card."""
    inset = 0.08 * w
    frame = max(1.0, 0.03 * w)
    cx, cy = 0.5 * w, 0.5 * h
    return (_svg_open(w, h)
            + f'<rect x="0" y="0" width="{w}" height="{h}" fill="{BACK_ORANGE}"/>'
            f'<rect x="{_f(inset)}" y="{_f(inset)}" width="{_f(w - 2 * inset)}" '
            f'height="{_f(h - 2 * inset)}" rx="{_f(0.06 * w)}" fill="none" '
            f'stroke="{BACK_CREAM}" stroke-width="{_f(frame)}"/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(0.26 * w)}" fill="none" '
            f'stroke="{BACK_CREAM}" stroke-width="{_f(max(1.0, 0.04 * w))}"/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(0.18 * w)}" fill="none" '
            f'stroke="{BACK_CREAM}" stroke-width="{_f(max(0.8, 0.02 * w))}"/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(0.05 * w)}" fill="{BACK_CREAM}"/>'
            "</svg>")
