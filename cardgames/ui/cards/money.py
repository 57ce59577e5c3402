"""The dong guan pai, the long and narrow money-suited cards, drawn from code.

What a player reads on these cards, and so what this module draws with care (the deck's
drawing recipe, a readable stylisation rather than a facsimile):

* the **shape**: long and narrow, ``H = 3.25 W``, rounded corners, paper ``#F3EBD7`` with a
  dark outer stroke and a thin inner frame;
* **coins** (``B1``..``B9``): round ochre cash coins with a square hole, as many as the rank,
  in columns at 0.30 / 0.50 / 0.70 W; the odd coin of 5, 7 and 9 (in a row of its own, so
  no coin covers another) and the single big coin of ``B1`` carry a red ring; optionally every second coin cut to a half disc, as real packs
  print them (``authentic_coins``);
* **strings** (``S1``..``S9``): tall corded stacks of coins seen edge-on, green, a red knot
  on top, in rows of up to three; ``S1`` is one double-width string with a red fish at its
  foot;
* **myriads** (``W1``..``W9``): the red Chinese numeral at the top right, 萬 under it, and a
  *Water Margin* hero whose robe colour, hat and prop differ by rank;
* the **odd cards**: one standing figure each -- ``DAHONG`` in a red robe with a big red seal
  大紅, ``XIAOHONG`` outlined with a small red seal 小紅, ``BASHU`` outlined with a bundle of
  eight strokes and the label 八束 in black.

The **index band** (real packs have none) sits top left and again bottom right turned half a
turn, so a card reads the same either way up and a tight fan or a stacked column -- which
show each card's left edge or its top -- keeps it in view: the Latin code (``B7``, ``S3``;
``DH``, ``XH``, ``BS`` for the odd cards, with their value ``1`` beside) over the Chinese suit
mark (文 or 本, 索, 萬; 大, 小, 八).  The Latin part is the **learner's aid**: it can be
switched off (:func:`set_learner_aid`), leaving the Chinese mark, and the band can go
altogether (``show_indices``) for the real cards' look.  :class:`MoneyLook` holds it all and
:func:`set_look` is the player's (or the game's) choice, process-wide like the dominoes' look;
the renderer forgets its drawn faces when the look changes.  On small cards the index keeps
a floor in pixels (so it stays readable at a 1024 x 640 hand) and the picture field moves
clear of it.

Shapes are SVG rasterised by pygame-ce (anti-aliased at any size); the Latin text is the
program's bold face and the Chinese text the shipped CJK subset (``fonts.cjk_font``; if it
cannot be opened, the cards fall back to the Latin index alone).  The back is the deck's own:
deep red with a thin gold frame and a lattice of small gold diamonds, the same on every card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from cardgames.core import money_cards as deck
from cardgames.ui import fonts
from cardgames.ui.cards.base import LookRenderer, render_svg

# --- colours and proportions of the recipe ----------------------------------------------------

PAPER = "#F3EBD7"
STROKE = "#3A2A1A"
BLACK = "#1B1B1B"
RED = "#C62828"
OCHRE = "#C9A227"
GREEN = "#2E6B3A"
BACK_GROUND = "#7A1F1F"
BACK_GOLD = "#C9A227"
#: the myriads' robe colours by rank 1..9
ROBES = ("#8E2424", "#2F4F7F", "#3B6E3B", "#7A5C1E", "#5A3D7A", "#1F5F5F", "#8A4B2A",
         "#444444", "#A0522D")

#: card height / width
HEIGHT = 3.25
CORNER = 0.08
#: the index band's colour by suit (odd cards red)
INDEX_COLOURS = {deck.COINS: BLACK, deck.STRINGS: GREEN, deck.MYRIADS: RED}
#: the index's Latin and Chinese sizes in W (Latin: font size, cap height ~0.16 W; Chinese:
#: ink height 0.22 W) and their floors in pixels, so a narrow card in a hand stays readable
LATIN_SIZE = 0.22
CHINESE_SIZE = 0.22
LATIN_MIN_PX = 11
CHINESE_MIN_PX = 13
#: the index band's top and left edge, in W
INDEX_TOP = 0.09
INDEX_LEFT = 0.11
#: CJK ink height per font pixel (the subset's glyphs fill ~95 % of the em)
CJK_INK = 0.95

INDEX_SCRIPTS = ("latin", "chinese", "both")


@dataclass(frozen=True)
class MoneyLook:
    """How money cards are drawn: the deck's presentation options (``dgp_*``)."""

    show_indices: bool = True
    index_script: str = "both"
    coin_glyph: str = "wen"
    authentic_coins: bool = False

    def __post_init__(self) -> None:
        for key in ("show_indices", "authentic_coins"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"dgp_{key}: {getattr(self, key)!r} is not allowed; use true "
                                 "or false")
        if self.index_script not in INDEX_SCRIPTS:
            raise ValueError(f"dgp_index_script: {self.index_script!r} is not allowed; use one "
                             f"of {', '.join(INDEX_SCRIPTS)}")
        if self.coin_glyph not in deck.COIN_GLYPHS:
            raise ValueError(f"dgp_coin_suit_glyph: {self.coin_glyph!r} is not allowed; use one "
                             f"of {', '.join(deck.COIN_GLYPHS)}")

    @property
    def learner_aid(self) -> bool:
        """True when the index shows the Latin code (the learner's aid)."""
        return self.show_indices and self.index_script != "chinese"

    @property
    def latin(self) -> bool:
        return self.show_indices and self.index_script in ("latin", "both")

    @property
    def chinese(self) -> bool:
        return self.show_indices and self.index_script in ("chinese", "both")


#: option key (without ``dgp_`` / ``deck.``) -> MoneyLook field
_OPTION_FIELDS = {"show_indices": "show_indices", "index_script": "index_script",
                  "coin_suit_glyph": "coin_glyph", "coin_glyph": "coin_glyph",
                  "authentic_coins": "authentic_coins"}


def look_from_options(options: Mapping[str, object]) -> MoneyLook:
    """A look from the deck's options (``dgp_show_indices``, ``dgp_index_script``,
    ``dgp_coin_suit_glyph``, ``dgp_authentic_coins``; also with a ``deck.`` prefix); other
    keys (``dgp_card_width_px`` is the table's) are ignored.

    >>> look_from_options({"dgp_index_script": "chinese", "dgp_coin_suit_glyph": "ben", "x": 1})
    MoneyLook(show_indices=True, index_script='chinese', coin_glyph='ben', authentic_coins=False)
    """
    fields = {}
    for key, value in options.items():
        bare = key.removeprefix("dgp_").removeprefix("deck.").removeprefix("deck_")
        if bare in _OPTION_FIELDS:
            fields[_OPTION_FIELDS[bare]] = value
    return MoneyLook(**fields)


_look = MoneyLook()


def set_look(look: MoneyLook) -> None:
    """Draw every money card in ``look`` from now on; renderers notice on their next draw."""
    global _look
    if not isinstance(look, MoneyLook):
        raise TypeError(f"set_look needs a MoneyLook, not {type(look).__name__}")
    _look = look


def look() -> MoneyLook:
    """The look cards are drawn in just now."""
    return _look


def set_learner_aid(on: bool) -> None:
    """Show the Latin code and value in the index band (the learner's aid), or only the
    Chinese mark; the band itself stays (see :func:`set_show_indices`)."""
    script = "both" if on else "chinese"
    set_look(replace(_look, index_script=script, show_indices=_look.show_indices or bool(on)))


def set_show_indices(on: bool) -> None:
    """Draw the corner index bands, or the bare faces of a real pack."""
    set_look(replace(_look, show_indices=bool(on)))


# --- the deck in words (see cardgames.ui.cards: card_name, suit_name, suit_of) ----------------


def card_name(code: str) -> str:
    """A card as a sentence names it: "the 7 of coins", "Big red (DAHONG)"."""
    return deck.card_name(code)


def suit_name(suit: str) -> str:
    """'coins', 'strings' or 'myriads' in the player's language (the letter otherwise)."""
    return deck.suit_name(suit)


def suit_of(code: str) -> str | None:
    """``B``, ``S`` or ``W``; None for an odd card or anything that is no money card."""
    try:
        return deck.suit(code)
    except ValueError:
        return None


# --- geometry ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Coin:
    """One coin of a face, in pixels; ``red`` rings it red, ``half`` cuts it to a half disc."""

    x: float
    y: float
    r: float
    red: bool = False
    half: bool = False


def index_sizes(w: int) -> tuple[int, int]:
    """``(latin font px, chinese ink px)`` of the index band of a card ``w`` wide."""
    # the floors give way on tiny cards (a thumbnail), where nothing is read anyway
    return (max(round(LATIN_SIZE * w), min(LATIN_MIN_PX, round(0.30 * w))),
            max(round(CHINESE_SIZE * w), min(CHINESE_MIN_PX, round(0.34 * w))))


def index_height(w: int, lk: MoneyLook | None = None) -> float:
    """How far down from the card's top the index band reaches, in pixels (0 without it):
    the tallest band of the look at this width."""
    lk = lk or _look
    if not lk.show_indices:
        return 0.0
    return _index_height(w, lk)


@lru_cache(maxsize=64)  # a few widths at a time; a resize drag must not grow it
def _index_height(w: int, lk: MoneyLook) -> float:
    return INDEX_TOP * w + max(index_band(code, w, lk).get_height()
                               for code in ("W8", deck.DAHONG, deck.BASHU))


def main_field(w: int, h: int, lk: MoneyLook | None = None) -> pygame.Rect:
    """The picture field: from 0.55 W to H - 0.55 W, inset 0.1 W at the sides, moved clear
    of a large index band on small cards (symmetrically top and bottom)."""
    margin = min(max(0.55 * w, index_height(w, lk) + 0.04 * w), 0.3 * h)
    return pygame.Rect(round(0.1 * w), round(margin), round(w - 0.2 * w), round(h - 2 * margin))


def coin_positions(code: str, w: int, h: int, lk: MoneyLook | None = None) -> list[Coin]:
    """Every coin of a coins card, as the recipe places them.

    >>> [len(coin_positions(f"B{n}", 64, 208)) for n in range(1, 10)]
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    >>> [c.red for c in coin_positions("B5", 64, 208)]
    [False, False, True, False, False]
    """
    lk = lk or _look
    n = deck.rank(code)
    if deck.suit(code) != deck.COINS or n is None:
        raise ValueError(f"{code!r} is not a coins card")
    field = main_field(w, h, lk)
    r = 0.17 * w
    xl, xc, xr = 0.30 * w, 0.50 * w, 0.70 * w

    def rows_y(count: int) -> list[float]:
        step = field.height / count
        return [field.top + step * (i + 0.5) for i in range(count)]

    if n == 1:
        return [Coin(xc, field.centery, 0.30 * w, red=True)]
    if n <= 3:
        rows = ["one"] * n
    else:  # pairs of coins; the odd coin of 5, 7 and 9 has a row of its own, red-ringed
        pairs = ["pair"] * (n // 2)
        if n == 7:
            rows = ["red"] + pairs  # above the top row
        elif n % 2:
            rows = pairs[:len(pairs) // 2] + ["red"] + pairs[len(pairs) // 2:]  # the middle
        else:
            rows = pairs
    coins: list[Coin] = []
    for kind, y in zip(rows, rows_y(len(rows)), strict=True):
        if kind == "pair":
            coins += [Coin(xl, y, r), Coin(xr, y, r)]
        else:
            coins.append(Coin(xc, y, r, red=kind == "red"))
    if lk.authentic_coins:
        coins = [replace(c, half=k % 2 == 1) for k, c in enumerate(coins)]
    return coins


def string_rows(n: int) -> list[int]:
    """How many strings each row holds, top first (up to three a row).

    >>> [string_rows(n) for n in (2, 4, 6, 7, 8, 9)]
    [[2], [3, 1], [3, 3], [3, 3, 1], [3, 3, 2], [3, 3, 3]]
    """
    if not 1 <= n <= 9:
        raise ValueError(f"a strings card has 1 to 9 strings, not {n!r}")
    rows = []
    while n > 0:
        rows.append(min(3, n))
        n -= 3
    return rows


def string_rects(code: str, w: int, h: int, lk: MoneyLook | None = None
                 ) -> list[tuple[float, float, float, float]]:
    """``(x, y, width, height)`` of every string of a strings card, in pixels.

    >>> len(string_rects("S8", 64, 208)), len(string_rects("S1", 64, 208))
    (8, 1)
    """
    n = deck.rank(code)
    if deck.suit(code) != deck.STRINGS or n is None:
        raise ValueError(f"{code!r} is not a strings card")
    field = main_field(w, h, lk)
    if n == 1:
        sw = 0.26 * w
        fish = 0.20 * w
        return [(0.5 * w - sw / 2, field.top + 0.04 * w, sw, field.height - fish - 0.06 * w)]
    rows = string_rows(n)
    row_h = field.height / len(rows)
    sw = 0.13 * w
    out = []
    for k, count in enumerate(rows):
        sh = row_h * 0.85
        y = field.top + k * row_h + (row_h - sh) / 2
        for j in range(count):
            cx = 0.5 * w + (j - (count - 1) / 2) * 0.23 * w
            out.append((cx - sw / 2, y, sw, sh))
    return out


# --- the renderer -----------------------------------------------------------------------------


class MoneyRenderer(LookRenderer):
    """Faces of the 30 dong guan pai codes (``B1`` .. ``BASHU``) in the current look."""

    family = "money"
    aspect = 1.0 / HEIGHT
    corner_fraction = CORNER
    max_widths = 5

    def _current_look(self) -> object:
        """The current :class:`MoneyLook`."""
        return _look

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        """The deck's own back: deep red, a gold frame and a lattice of gold diamonds."""
        return render_svg(back_svg(w, h), w, h)

    def _check_code(self, code: str) -> None:
        deck.face(code)  # an instance (B7#2) draws as its code; anything else is refused

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        code = deck.face(code)
        lk = _look
        surf = render_svg(face_svg(code, w, h, lk), w, h)
        _draw_texts(surf, code, w, h, lk)
        if lk.show_indices:
            _draw_index(surf, code, w, h, lk)
        return surf


# --- the face as SVG --------------------------------------------------------------------------


def face_svg(code: str, w: int, h: int, lk: MoneyLook | None = None) -> str:
    """SVG text of a face's shapes at ``w`` x ``h`` pixels (the text is blitted after)."""
    lk = lk or _look
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">', _body(w, h)]
    suit = deck.suit(code)
    if suit == deck.COINS:
        parts += [_coin(c, w) for c in coin_positions(code, w, h, lk)]
    elif suit == deck.STRINGS:
        parts.append(_strings(code, w, h, lk))
    elif suit == deck.MYRIADS:
        parts.append(_hero(deck.rank(code) or 1, w, h))
    else:
        parts.append(_odd_figure(code, w, h, lk))
    parts.append("</svg>")
    return "".join(parts)


def _f(x: float) -> str:
    return f"{x:.2f}"


def _body(w: int, h: int) -> str:
    outer = max(1.0, 0.03 * w)
    inner = max(0.8, 0.015 * w)
    inset = 0.06 * w
    return (f'<rect x="0" y="0" width="{w}" height="{h}" fill="{PAPER}"/>'
            f'<rect x="{_f(outer / 2)}" y="{_f(outer / 2)}" width="{_f(w - outer)}" '
            f'height="{_f(h - outer)}" rx="{_f(CORNER * w)}" fill="none" stroke="{STROKE}" '
            f'stroke-width="{_f(outer)}"/>'
            f'<rect x="{_f(inset)}" y="{_f(inset)}" width="{_f(w - 2 * inset)}" '
            f'height="{_f(h - 2 * inset)}" rx="{_f(0.04 * w)}" fill="none" stroke="{STROKE}" '
            f'stroke-width="{_f(inner)}"/>')


def _coin(c: Coin, w: int) -> str:
    outer = max(0.8, 0.025 * w)
    inner = max(0.6, 0.012 * w)
    ring = RED if c.red else BLACK
    side = 0.55 * c.r
    if c.half:  # the upper half disc: flat edge through the centre
        x0, x1 = c.x - c.r, c.x + c.r
        ri = 0.7 * c.r
        return (f'<path d="M{_f(x0)} {_f(c.y)}A{_f(c.r)} {_f(c.r)} 0 0 1 {_f(x1)} {_f(c.y)}Z" '
                f'fill="{OCHRE}" stroke="{BLACK}" stroke-width="{_f(outer)}"/>'
                f'<path d="M{_f(c.x - ri)} {_f(c.y)}A{_f(ri)} {_f(ri)} 0 0 1 {_f(c.x + ri)} '
                f'{_f(c.y)}" fill="none" stroke="{ring}" stroke-width="{_f(inner)}"/>'
                f'<rect x="{_f(c.x - side / 2)}" y="{_f(c.y - side / 2)}" width="{_f(side)}" '
                f'height="{_f(side / 2)}" fill="{PAPER}" stroke="{BLACK}" '
                f'stroke-width="{_f(inner)}"/>')
    red_ring = max(inner, 0.025 * w) if c.red else inner
    return (f'<circle cx="{_f(c.x)}" cy="{_f(c.y)}" r="{_f(c.r)}" fill="{OCHRE}" '
            f'stroke="{BLACK}" stroke-width="{_f(outer)}"/>'
            f'<circle cx="{_f(c.x)}" cy="{_f(c.y)}" r="{_f(0.7 * c.r)}" fill="none" '
            f'stroke="{ring}" stroke-width="{_f(red_ring)}"/>'
            f'<rect x="{_f(c.x - side / 2)}" y="{_f(c.y - side / 2)}" width="{_f(side)}" '
            f'height="{_f(side)}" fill="{PAPER}" stroke="{BLACK}" stroke-width="{_f(inner)}"/>')


def _strings(code: str, w: int, h: int, lk: MoneyLook) -> str:
    out = []
    stroke = max(0.8, 0.02 * w)
    bar = max(0.6, 0.012 * w)
    knot = 0.035 * w
    rects = string_rects(code, w, h, lk)
    for x, y, sw, sh in rects:
        out.append(f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(sw)}" height="{_f(sh)}" '
                   f'rx="{_f(sw / 2)}" fill="{PAPER}" stroke="{GREEN}" '
                   f'stroke-width="{_f(stroke)}"/>')
        step = 0.055 * w
        bars = []
        yy = y + sw / 2
        while yy < y + sh - sw / 2 + 0.01:
            bars.append(f"M{_f(x + stroke / 2)} {_f(yy)}H{_f(x + sw - stroke / 2)}")
            yy += step
        out.append(f'<path d="{"".join(bars)}" stroke="{GREEN}" stroke-width="{_f(bar)}"/>')
        out.append(f'<line x1="{_f(x + sw / 2)}" y1="{_f(y - knot * 1.6)}" x2="{_f(x + sw / 2)}" '
                   f'y2="{_f(y)}" stroke="{RED}" stroke-width="{_f(bar)}"/>')
        out.append(f'<circle cx="{_f(x + sw / 2)}" cy="{_f(y)}" r="{_f(knot)}" fill="{RED}"/>')
    if deck.rank(code) == 1:
        x, y, sw, sh = rects[0]
        out.append(_fish(0.5 * w, y + sh + 0.11 * w, w))
    return "".join(out)


def _fish(cx: float, cy: float, w: int) -> str:
    """A small red carp swimming right: body, tail, paper eye."""
    rx, ry = 0.15 * w, 0.07 * w
    tail_x = cx - rx * 0.85
    return (f'<path d="M{_f(tail_x)} {_f(cy)}L{_f(tail_x - 0.11 * w)} {_f(cy - 0.07 * w)}'
            f'L{_f(tail_x - 0.08 * w)} {_f(cy)}L{_f(tail_x - 0.11 * w)} {_f(cy + 0.07 * w)}Z" '
            f'fill="{RED}"/>'
            f'<ellipse cx="{_f(cx)}" cy="{_f(cy)}" rx="{_f(rx)}" ry="{_f(ry)}" fill="{RED}"/>'
            f'<circle cx="{_f(cx + rx * 0.55)}" cy="{_f(cy - ry * 0.2)}" '
            f'r="{_f(max(0.8, 0.018 * w))}" fill="{PAPER}"/>')


def _trapezoid(cx: float, top: float, bottom: float, top_w: float, bottom_w: float) -> str:
    return (f"M{_f(cx - top_w / 2)} {_f(top)}L{_f(cx + top_w / 2)} {_f(top)}"
            f"L{_f(cx + bottom_w / 2)} {_f(bottom)}L{_f(cx - bottom_w / 2)} {_f(bottom)}Z")


def _head(cx: float, cy: float, r: float, w: int, hat: int, beard: bool) -> str:
    line = max(0.8, 0.02 * w)
    out = [f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="{PAPER}" stroke="{BLACK}" '
           f'stroke-width="{_f(line)}"/>']
    eye = max(0.6, 0.014 * w)
    for dx in (-0.35, 0.35):
        out.append(f'<circle cx="{_f(cx + dx * r)}" cy="{_f(cy + 0.05 * r)}" r="{_f(eye)}" '
                   f'fill="{BLACK}"/>')
    if beard:
        out.append(f'<path d="M{_f(cx - 0.55 * r)} {_f(cy + 0.45 * r)}Q{_f(cx)} '
                   f'{_f(cy + 1.9 * r)} {_f(cx + 0.55 * r)} {_f(cy + 0.45 * r)}Z" '
                   f'fill="{BLACK}"/>')
    top = cy - r * 0.55
    if hat == 0:  # a flat scholar's cap
        d = _trapezoid(cx, top - 0.55 * r, top, 1.3 * r, 2.1 * r)
    elif hat == 1:  # a tall official's hat with wings
        d = (_trapezoid(cx, top - 0.9 * r, top, 1.0 * r, 1.8 * r)
             + f"M{_f(cx - 1.9 * r)} {_f(top - 0.45 * r)}h{_f(3.8 * r)}v{_f(0.22 * r)}"
             f"h{_f(-3.8 * r)}Z")
    else:  # a warrior's helmet with a crest
        d = (f"M{_f(cx - 1.05 * r)} {_f(top + 0.25 * r)}Q{_f(cx)} {_f(top - 1.3 * r)} "
             f"{_f(cx + 1.05 * r)} {_f(top + 0.25 * r)}Z"
             + _trapezoid(cx, top - 1.25 * r, top - 0.55 * r, 0.15 * r, 0.45 * r))
    out.append(f'<path d="{d}" fill="{BLACK}"/>')
    return "".join(out)


def _hero(number: int, w: int, h: int) -> str:
    """The myriads' Water Margin hero: robe colour, hat and prop by rank."""
    cx = 0.5 * w
    r = 0.12 * w
    head_y = 0.48 * h
    robe_top, robe_bottom = 0.55 * h, 0.80 * h
    line = max(0.8, 0.02 * w)
    colour = ROBES[number - 1]
    hat, prop = (number - 1) % 3, (number - 1) // 3
    out = []
    # the prop, behind the figure: a staff, a sword or a banner pole
    if prop == 0:
        out.append(f'<line x1="{_f(0.80 * w)}" y1="{_f(head_y - 0.30 * w)}" x2="{_f(0.80 * w)}" '
                   f'y2="{_f(robe_bottom + 0.05 * w)}" stroke="{STROKE}" '
                   f'stroke-width="{_f(max(1.0, 0.035 * w))}" stroke-linecap="round"/>')
    elif prop == 1:
        out.append(f'<path d="M{_f(0.78 * w)} {_f(head_y - 0.25 * w)}l{_f(0.03 * w)} '
                   f'{_f(0.06 * w)}v{_f(0.55 * w)}h{_f(-0.06 * w)}v{_f(-0.55 * w)}Z" '
                   f'fill="#9AA3AD" stroke="{BLACK}" stroke-width="{_f(line * 0.6)}"/>'
                   f'<rect x="{_f(0.72 * w)}" y="{_f(head_y + 0.36 * w)}" width="{_f(0.12 * w)}" '
                   f'height="{_f(0.035 * w)}" fill="{BLACK}"/>')
    else:
        out.append(f'<line x1="{_f(0.20 * w)}" y1="{_f(head_y - 0.35 * w)}" x2="{_f(0.20 * w)}" '
                   f'y2="{_f(robe_bottom + 0.05 * w)}" stroke="{STROKE}" '
                   f'stroke-width="{_f(max(1.0, 0.03 * w))}"/>'
                   f'<path d="M{_f(0.20 * w)} {_f(head_y - 0.35 * w)}h{_f(0.16 * w)}'
                   f'l{_f(-0.04 * w)} {_f(0.12 * w)}l{_f(0.04 * w)} {_f(0.12 * w)}'
                   f'h{_f(-0.16 * w)}Z" fill="{colour}" stroke="{BLACK}" '
                   f'stroke-width="{_f(line * 0.6)}"/>')
    # neck, robe with a belt, sleeves, boots
    out.append(f'<rect x="{_f(cx - 0.05 * w)}" y="{_f(head_y + r * 0.8)}" width="{_f(0.10 * w)}" '
               f'height="{_f(robe_top - head_y - r * 0.6)}" fill="{PAPER}" stroke="{BLACK}" '
               f'stroke-width="{_f(line * 0.6)}"/>')
    for side in (-1, 1):
        out.append(f'<path d="M{_f(cx + side * 0.16 * w)} {_f(robe_top + 0.02 * w)}'
                   f'L{_f(cx + side * 0.40 * w)} {_f(robe_top + 0.55 * w)}'
                   f'L{_f(cx + side * 0.22 * w)} {_f(robe_top + 0.62 * w)}Z" fill="{colour}" '
                   f'stroke="{BLACK}" stroke-width="{_f(line)}" stroke-linejoin="round"/>')
    out.append(f'<path d="{_trapezoid(cx, robe_top, robe_bottom, 0.36 * w, 0.70 * w)}" '
               f'fill="{colour}" stroke="{BLACK}" stroke-width="{_f(line)}" '
               f'stroke-linejoin="round"/>')
    belt_y = robe_top + 0.30 * (robe_bottom - robe_top)
    belt_w = 0.36 * w + (0.70 - 0.36) * w * 0.30
    out.append(f'<rect x="{_f(cx - belt_w / 2)}" y="{_f(belt_y)}" width="{_f(belt_w)}" '
               f'height="{_f(0.05 * w)}" fill="{OCHRE}" stroke="{BLACK}" '
               f'stroke-width="{_f(line * 0.5)}"/>')
    out.append(f'<path d="M{_f(cx)} {_f(robe_top)}L{_f(cx)} {_f(robe_bottom)}" stroke="{BLACK}" '
               f'stroke-width="{_f(line * 0.6)}" stroke-opacity="0.6"/>')
    for side in (-1, 1):
        out.append(f'<rect x="{_f(cx + side * 0.15 * w - 0.07 * w)}" y="{_f(robe_bottom)}" '
                   f'width="{_f(0.14 * w)}" height="{_f(0.05 * w)}" rx="{_f(0.02 * w)}" '
                   f'fill="{BLACK}"/>')
    out.append(_head(cx, head_y, r, w, hat, beard=number in (2, 5, 6, 9)))
    return "".join(out)


def _odd_layout(w: int, h: int, lk: MoneyLook) -> dict[str, float]:
    """Where the odd cards' figure and seal go: the recipe's places, kept in the field."""
    field = main_field(w, h, lk)
    r = 0.13 * w
    head_y = max(0.20 * h, field.top + 1.6 * r)
    robe_top = max(0.26 * h, head_y + 1.3 * r)
    robe_bottom = min(0.88 * h, field.bottom)
    return {"head": head_y, "r": r, "robe_top": robe_top, "robe_bottom": robe_bottom,
            "field_bottom": field.bottom}


def seal_rect(code: str, w: int, h: int, lk: MoneyLook | None = None) -> pygame.Rect | None:
    """The red seal of ``DAHONG`` (side 0.40 W) or ``XIAOHONG`` (0.26 W), in the field; the
    bundle's box on ``BASHU``.

    >>> seal_rect("DAHONG", 64, 208).width, seal_rect("XIAOHONG", 64, 208).width
    (26, 17)
    """
    lk = lk or _look
    code = deck.face(code)
    if code not in deck.ODD_CODES:
        return None
    place = _odd_layout(w, h, lk)
    side, at = {deck.DAHONG: (0.40, 0.78), deck.XIAOHONG: (0.26, 0.80),
                deck.BASHU: (0.36, 0.80)}[code]
    s = round(side * w)
    cy = min(at * h, place["robe_bottom"] - s / 2 - 0.04 * w)
    rect = pygame.Rect(0, 0, s, s)
    rect.center = (round(0.5 * w), round(cy))
    return rect


def _odd_figure(code: str, w: int, h: int, lk: MoneyLook) -> str:
    place = _odd_layout(w, h, lk)
    cx = 0.5 * w
    line = max(0.9, 0.022 * w)
    robe = RED if code == deck.DAHONG else PAPER
    top, bottom = place["robe_top"], place["robe_bottom"]
    out = []
    for side in (-1, 1):  # sleeves
        out.append(f'<path d="M{_f(cx + side * 0.18 * w)} {_f(top + 0.03 * w)}'
                   f'L{_f(cx + side * 0.44 * w)} {_f(top + 0.75 * w)}'
                   f'L{_f(cx + side * 0.24 * w)} {_f(top + 0.85 * w)}Z" fill="{robe}" '
                   f'stroke="{BLACK}" stroke-width="{_f(line)}" stroke-linejoin="round"/>')
    out.append(f'<path d="{_trapezoid(cx, top, bottom, 0.40 * w, 0.80 * w)}" fill="{robe}" '
               f'stroke="{BLACK}" stroke-width="{_f(line)}" stroke-linejoin="round"/>')
    # folds of the long robe
    for dx in (-0.12, 0.12):
        out.append(f'<path d="M{_f(cx + dx * w * 0.6)} {_f(top + 0.4 * w)}L{_f(cx + dx * w)} '
                   f'{_f(bottom - 0.05 * w)}" stroke="{BLACK}" stroke-opacity="0.45" '
                   f'stroke-width="{_f(line * 0.6)}"/>')
    out.append(f'<rect x="{_f(cx - 0.05 * w)}" y="{_f(place["head"] + place["r"] * 0.8)}" '
               f'width="{_f(0.10 * w)}" height="{_f(top - place["head"] - place["r"] * 0.7)}" '
               f'fill="{PAPER}" stroke="{BLACK}" stroke-width="{_f(line * 0.6)}"/>')
    out.append(_head(cx, place["head"], place["r"], w, hat={deck.DAHONG: 1, deck.XIAOHONG: 0,
                                                            deck.BASHU: 2}[code], beard=False))
    seal = seal_rect(code, w, h, lk)
    assert seal is not None
    if code in (deck.DAHONG, deck.XIAOHONG):
        ground = RED if code == deck.XIAOHONG else "#9E1B1B"
        edge = PAPER if code == deck.DAHONG else RED
        out.append(f'<rect x="{seal.x}" y="{seal.y}" width="{seal.width}" height="{seal.height}" '
                   f'rx="{_f(0.02 * w)}" fill="{ground}" stroke="{edge}" '
                   f'stroke-width="{_f(max(0.8, 0.015 * w))}"/>')
    else:  # eight short strokes tied with a band, above the label
        bundle = pygame.Rect(seal.x, seal.y, seal.width, round(seal.height * 0.55))
        stroke_w = max(0.8, 0.025 * w)
        d = []
        for k in range(8):
            x = bundle.x + bundle.width * (k + 0.5) / 8
            d.append(f"M{_f(x)} {bundle.top}V{bundle.bottom}")
        out.append(f'<path d="{"".join(d)}" stroke="{BLACK}" stroke-width="{_f(stroke_w)}"/>'
                   f'<rect x="{_f(bundle.x - 0.02 * w)}" y="{_f(bundle.centery - 0.03 * w)}" '
                   f'width="{_f(bundle.width + 0.04 * w)}" height="{_f(0.06 * w)}" '
                   f'fill="{PAPER}" stroke="{BLACK}" stroke-width="{_f(stroke_w * 0.7)}"/>')
    return "".join(out)


# --- text: the myriads' numerals, the seals' names, the index band -----------------------------


def _ink(image: pygame.Surface) -> pygame.Surface:
    """``image`` cropped to its drawn pixels (so text is placed by its ink, not its em)."""
    box = image.get_bounding_rect()
    if box.width == 0 or box.height == 0:
        return image
    return image.subsurface(box).copy()


def cjk_text(text: str, ink_px: float, colour: str) -> pygame.Surface | None:
    """``text`` in the CJK subset, about ``ink_px`` pixels tall, cropped to its ink; None
    when the font cannot be opened (the cards then show their Latin index alone)."""
    try:
        font = fonts.cjk_font(max(4, round(ink_px / CJK_INK)))
    except (OSError, pygame.error, FileNotFoundError):
        return None
    return _ink(font.render(text, True, pygame.Color(colour)))


def _latin_text(text: str, size_px: int, colour: str) -> pygame.Surface:
    return _ink(fonts.font(max(4, size_px), bold=True).render(text, True, pygame.Color(colour)))


def _blit_centred(surf: pygame.Surface, image: pygame.Surface | None, cx: float,
                  cy: float) -> None:
    """``image`` with its ink centred on ``(cx, cy)`` (a flat glyph like 一 stays flat)."""
    if image is None:
        return
    surf.blit(image, (round(cx - image.get_width() / 2), round(cy - image.get_height() / 2)))


def _draw_texts(surf: pygame.Surface, code: str, w: int, h: int, lk: MoneyLook) -> None:
    """The Chinese text inside the picture: a myriad's numeral and 萬, a seal's name."""
    if deck.suit(code) == deck.MYRIADS:
        number = deck.rank(code) or 1
        # the recipe's places: right of the index band, which sits at the left
        _blit_centred(surf, cjk_text(deck.numeral(number), 0.40 * w, RED), 0.62 * w, 0.55 * w)
        _blit_centred(surf, cjk_text("萬", 0.38 * w, BLACK), 0.50 * w, 1.00 * w)
        return
    seal = seal_rect(code, w, h, lk)
    if seal is None:
        return
    name = deck.ODD_CHINESE[code]
    if code == deck.BASHU:
        label = cjk_text(name, 0.19 * w, BLACK)
        _blit_centred(surf, label, seal.centerx, seal.y + seal.height * 0.85)
        return
    # the seal's two characters stacked, in paper colour on red
    colour = PAPER
    each = seal.height * 0.40
    for k, ch in enumerate(name):
        image = cjk_text(ch, each, colour)
        _blit_centred(surf, image, seal.centerx, seal.y + seal.height * (0.27 + 0.46 * k))


def index_colour(code: str) -> str:
    """The index band's colour: coins black, strings green, myriads and odd cards red."""
    return INDEX_COLOURS.get(deck.suit(code) or "", RED)


def index_chinese(code: str, lk: MoneyLook | None = None) -> str:
    """The Chinese characters of the index band, top to bottom: with the Latin code, the
    suit's mark alone (文, 索, 萬; 大, 小, 八), as the recipe has it; without it, the card's
    Chinese name (七萬, 大紅), so a card still says its rank where a fan or a column shows
    only its corner.

    >>> index_chinese("W7"), index_chinese("W7", MoneyLook(index_script="chinese"))
    ('萬', '七萬')
    >>> index_chinese("B2", MoneyLook(index_script="chinese", coin_glyph="ben"))
    '二本'
    """
    lk = lk or _look
    if lk.latin:
        return deck.index_glyph(code, lk.coin_glyph)
    return deck.chinese_name(code, lk.coin_glyph)


def index_band(code: str, w: int, lk: MoneyLook | None = None) -> pygame.Surface:
    """The index band of ``code`` on a transparent surface (the top-left copy, upright): the
    Latin code (the learner's aid; an odd card's value ``1`` beside its label) over the
    Chinese characters of :func:`index_chinese`, stacked."""
    lk = lk or _look
    colour = index_colour(code)
    latin_px, chinese_px = index_sizes(w)
    glyphs: list[pygame.Surface] = []
    if lk.chinese:
        for ch in index_chinese(code, lk):
            image = cjk_text(ch, chinese_px, colour)
            if image is None:  # no CJK font: the Latin code stands in
                glyphs = []
                break
            glyphs.append(image)
    parts: list[pygame.Surface] = []
    if lk.latin or not glyphs:
        label = _latin_text(deck.latin_label(code), latin_px, colour)
        if deck.is_odd(code):  # the learner is told the odd card counts as a one
            one = _latin_text(str(deck.value(code)), max(8, round(latin_px * 0.72)), BLACK)
            both = pygame.Surface((label.get_width() + one.get_width() + max(1, w // 40),
                                   label.get_height()), pygame.SRCALPHA)
            both.blit(label, (0, 0))
            both.blit(one, (both.get_width() - one.get_width(),
                            label.get_height() - one.get_height()))
            label = both
        parts.append(label)
    if glyphs:  # each glyph centred in a cell as big as the largest (一 stays flat)
        cell_w = max(g.get_width() for g in glyphs)
        cell_h = max(chinese_px, *(g.get_height() for g in glyphs))
        cells = []
        for g in glyphs:
            cell = pygame.Surface((cell_w, cell_h), pygame.SRCALPHA)
            cell.blit(g, ((cell_w - g.get_width()) // 2, (cell_h - g.get_height()) // 2))
            cells.append(cell)
        glyphs = cells
    parts += glyphs
    gap = round(0.08 * w)  # under the Latin code
    small_gap = max(1, round(0.04 * w))  # between two characters
    gaps = [gap if k == 0 and len(parts) > len(glyphs) else small_gap
            for k in range(len(parts) - 1)] + [0]
    band = pygame.Surface((max(p.get_width() for p in parts),
                           sum(p.get_height() for p in parts) + sum(gaps)), pygame.SRCALPHA)
    y = 0
    for p, below in zip(parts, gaps, strict=True):
        band.blit(p, (0, y))
        y += p.get_height() + below
    return band


def index_rect(code: str, w: int, h: int, lk: MoneyLook | None = None) -> pygame.Rect:
    """Where the top-left index band is drawn on a face ``w`` x ``h``."""
    band = index_band(code, w, lk)
    return pygame.Rect(round(INDEX_LEFT * w), round(INDEX_TOP * w), band.get_width(),
                       band.get_height())


def _draw_index(surf: pygame.Surface, code: str, w: int, h: int, lk: MoneyLook) -> None:
    band = index_band(code, w, lk)
    at = index_rect(code, w, h, lk)
    surf.blit(band, at.topleft)
    turned = pygame.transform.rotate(band, 180)
    surf.blit(turned, (w - at.right, h - at.bottom))


# --- the back ---------------------------------------------------------------------------------


def back_svg(w: int, h: int) -> str:
    """SVG text of the back: solid deep red, a thin gold frame inset 0.06 W, a lattice of
    small gold diamonds (the same on every card)."""
    inset = 0.06 * w
    frame = max(0.8, 0.02 * w)
    x0, y0, x1, y1 = inset + frame * 2, inset + frame * 2, w - inset - frame * 2, \
        h - inset - frame * 2
    cols = 3
    step_x = (x1 - x0) / cols
    rows = max(1, round((y1 - y0) / step_x))
    step_y = (y1 - y0) / rows
    r = min(step_x, step_y) * 0.22
    d = []
    for row in range(rows + 1):
        for col in range(cols + 1):
            # a diamond at each crossing and one in each cell's middle: a lattice
            for cx, cy in ((x0 + col * step_x, y0 + row * step_y),
                           (x0 + (col + 0.5) * step_x, y0 + (row + 0.5) * step_y)):
                if x0 - 0.1 <= cx <= x1 + 0.1 and y0 - 0.1 <= cy <= y1 + 0.1:
                    d.append(f"M{_f(cx)} {_f(cy - r)}L{_f(cx + r)} {_f(cy)}L{_f(cx)} "
                             f"{_f(cy + r)}L{_f(cx - r)} {_f(cy)}Z")
    lines = []
    for k in range(-rows - cols, rows + cols + 1):
        # thin diagonal threads joining the diamonds
        for sign in (1, -1):
            pts = _diagonal(x0, y0, x1, y1, step_x, step_y, k, sign)
            if pts:
                lines.append(pts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">'
            f'<rect x="0" y="0" width="{w}" height="{h}" fill="{BACK_GROUND}"/>'
            f'<rect x="{_f(inset)}" y="{_f(inset)}" width="{_f(w - 2 * inset)}" '
            f'height="{_f(h - 2 * inset)}" rx="{_f(0.04 * w)}" fill="none" stroke="{BACK_GOLD}" '
            f'stroke-width="{_f(frame)}"/>'
            f'<path d="{"".join(lines)}" stroke="{BACK_GOLD}" stroke-opacity="0.45" '
            f'stroke-width="{_f(max(0.5, 0.008 * w))}" fill="none"/>'
            f'<path d="{"".join(d)}" fill="{BACK_GOLD}"/>'
            "</svg>")


def _diagonal(x0: float, y0: float, x1: float, y1: float, sx: float, sy: float, k: int,
              sign: int) -> str:
    """One lattice thread through the cells' corners, clipped to the lattice's box."""
    # in cell units the thread is u - sign * v = k; walk it from v = 0 to v = rows
    rows = (y1 - y0) / sy
    cols = (x1 - x0) / sx
    pts = []
    for v in (0.0, rows):
        u = k + sign * v
        pts.append((u, v))
    (u0, v0), (u1, v1) = pts
    # clip u to [0, cols]
    if u1 == u0:
        return ""
    t0, t1 = (0 - u0) / (u1 - u0), (cols - u0) / (u1 - u0)
    lo, hi = max(0.0, min(t0, t1)), min(1.0, max(t0, t1))
    if hi - lo < 1e-6:
        return ""
    a = (u0 + (u1 - u0) * lo, v0 + (v1 - v0) * lo)
    b = (u0 + (u1 - u0) * hi, v0 + (v1 - v0) * hi)
    return (f"M{_f(x0 + a[0] * sx)} {_f(y0 + a[1] * sy)}"
            f"L{_f(x0 + b[0] * sx)} {_f(y0 + b[1] * sy)}")

