"""Chinese dominoes, drawn from code as rigid tiles or long paper domino cards.

What a player reads on a Chinese domino, and so what this module draws with care:

* two **halves** stacked upright, the smaller number on top (the "head": the red four of the
  "red-head ten" ``6-4`` is on top, the six of the "long-leg seven" ``6-1`` is the leg), with
  no dividing line -- the gap between the pip groups separates them;
* the **pips** in the traditional layouts of the deck's drawing recipe (``PIP_LAYOUTS``): the
  large single pip of a 1, the two of a 2 side by side at the tile's end, the diagonal 3, the
  square 4, the 5 as a 4 with a centre, the 6 as two columns; the bottom half is the top
  pattern turned half a turn, so a face reads the same upside down;
* **red pips** on every 1 and 4, and on ``6-6`` (Heaven) the outer column of each six
  (``core.dominoes.red_pips_by_half`` says how many); all other pips white on black tiles,
  black on ivory tiles and on paper cards.

Forms (:data:`FORMS`, the deck option ``deck.form``): ``tile_black`` (the default tile),
``tile_ivory`` and ``card`` (1 x 3.4, white with a black frame).  Two learner's aids: a
civil/military marker (solid dot = civil, ring = military) and the code (``6-4``) as a
label.  They sit at the left end of the band between the halves -- the one place that is free
on every face and that a fanned hand, which shows the left edge of each card, keeps in view.
:class:`DominoLook` holds all of it; :func:`set_look` is the player's (or the game's) choice,
and the renderer forgets its drawn faces when the look changes, like the French deck's
four-colour setting.

Sizes are worked out in the recipe's unit ``u`` = the face's width, so the same description is
crisp at 24 px and at 240 px; pips are SVG circles rasterised by pygame-ce (anti-aliased), the
code label is set with the program's font.  Backs are the deck's own: a plain tile with a
subtle bevel (optionally three small pips on a diagonal, red between two white), or a paper
card with a repeating one-colour pattern.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

import pygame

from cardgames.core import dominoes as deck
from cardgames.ui import fonts
from cardgames.ui.cards.base import LookRenderer, render_svg

# --- the look ---------------------------------------------------------------------------------

TILE_BLACK = "tile_black"
TILE_IVORY = "tile_ivory"
CARD = "card"
FORMS = (TILE_BLACK, TILE_IVORY, CARD)
LONG_THREE_STYLES = ("diagonal", "traditional")
BACK_MOTIFS = ("plain", "three_pips")
#: the range the deck option ``deck.large_one_pip`` allows (radius in u)
LARGE_ONE_PIP_RANGE = (0.12, 0.22)

RED = "#C8102E"


@dataclass(frozen=True)
class FormSpec:
    """One form's geometry (in u = face width) and colours, from the deck's drawing recipe."""

    height: float
    corner: float
    face: str
    ink: str  # the non-red pips
    box_height: float  # height of each half's pip box
    frame: float = 0.0  # width of a printed frame (cards)
    frame_colour: str = "#1A1A1A"
    muted: str = "#8A8478"  # marker and code label


FORM_SPECS: dict[str, FormSpec] = {
    TILE_BLACK: FormSpec(2.60, 0.12, "#141414", "#F4F1E8", 1.00, muted="#A39F95"),
    TILE_IVORY: FormSpec(2.60, 0.12, "#F3EBD8", "#1A1A1A", 1.00, muted="#6E675A"),
    CARD: FormSpec(3.40, 0.06, "#FFFFFF", "#1A1A1A", 1.35, frame=0.03, muted="#6B6B6B"),
}

#: (x, y) fractions of a half's pip box, measured from the face's outer end (y = 0 at the
#: end, 1 towards the middle), for the top half; the bottom half is turned half a turn.
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.50, 0.50),),
    2: ((0.25, 0.22), (0.75, 0.22)),
    3: ((0.78, 0.18), (0.50, 0.50), (0.22, 0.82)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72), (0.50, 0.50)),
    6: ((0.28, 0.18), (0.28, 0.50), (0.28, 0.82), (0.72, 0.18), (0.72, 0.50), (0.72, 0.82)),
}
PIP_BOX_WIDTH = 0.76
PIP_BOX_INSET = 0.12  # from the face's end to its pip box
PIP_RADIUS = 0.10


@dataclass(frozen=True)
class DominoLook:
    """How domino faces are drawn: the deck options of the recipe (``deck.*``)."""

    form: str = TILE_BLACK
    large_one_pip: float = 0.17
    long_three_style: str = "diagonal"
    code_labels: bool = False
    suit_markers: bool = False
    back_motif: str = "three_pips"

    def __post_init__(self) -> None:
        _check_choice("form", self.form, FORMS)
        _check_choice("long_three_style", self.long_three_style, LONG_THREE_STYLES)
        _check_choice("back_motif", self.back_motif, BACK_MOTIFS)
        lo, hi = LARGE_ONE_PIP_RANGE
        if isinstance(self.large_one_pip, bool) or not isinstance(self.large_one_pip, int | float) \
                or not lo <= self.large_one_pip <= hi:
            raise ValueError(f"deck.large_one_pip: {self.large_one_pip!r} is not allowed; use a "
                             f"number from {lo} to {hi}")
        for key in ("code_labels", "suit_markers"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"deck.{key}: {getattr(self, key)!r} is not allowed; use true "
                                 "or false")

    @property
    def spec(self) -> FormSpec:
        return FORM_SPECS[self.form]

    @property
    def is_card(self) -> bool:
        return self.form == CARD


def _check_choice(key: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise ValueError(f"deck.{key}: {value!r} is not allowed; use one of {', '.join(allowed)}")


def look_from_options(options: Mapping[str, object], auto_form: str = TILE_BLACK) -> DominoLook:
    """A look from the deck options (keys ``form``, ``large_one_pip``, ... with or without a
    ``deck.`` or ``deck_`` prefix; others are ignored).  ``form: auto`` is ``auto_form``, the
    form the game plays with by tradition.

    >>> look_from_options({"deck.form": "auto", "deck.code_labels": True}, CARD)
    DominoLook(form='card', large_one_pip=0.17, long_three_style='diagonal', code_labels=True, suit_markers=False, back_motif='three_pips')
    """
    _check_choice("form", auto_form, FORMS)
    fields = {}
    for key, value in options.items():
        bare = key.removeprefix("deck.").removeprefix("deck_")
        if bare in DominoLook.__dataclass_fields__:
            fields[bare] = value
    if fields.get("form", "auto") == "auto":
        fields["form"] = auto_form
    return DominoLook(**fields)


_look = DominoLook()


def set_look(look: DominoLook) -> None:
    """Draw every domino face in ``look`` from now on (a game's options or the player's
    settings); renderers notice on their next draw and redraw."""
    global _look
    if not isinstance(look, DominoLook):
        raise TypeError(f"set_look needs a DominoLook, not {type(look).__name__}")
    _look = look


def look() -> DominoLook:
    """The look faces are drawn in just now."""
    return _look


def set_form(form: str) -> None:
    """Tiles (black or ivory) or paper cards; the rest of the look stays."""
    set_look(replace(_look, form=form))


def set_code_labels(on: bool) -> None:
    """Show the code (``6-4``) on every face: an accessibility aid."""
    set_look(replace(_look, code_labels=bool(on)))


def set_suit_markers(on: bool) -> None:
    """Show a civil (solid dot) / military (ring) marker on every face: a learner's aid."""
    set_look(replace(_look, suit_markers=bool(on)))


# --- the deck in words (see cardgames.ui.cards: card_name, suit_name, suit_of) ----------------


def card_name(code: str) -> str:
    """A tile as a sentence names it: its English name and code, "Heaven (6-6)", in the
    player's language."""
    from cardgames.core.i18n import _

    return _("{name} ({code})").format(name=_(deck.english_name(code)), code=deck.face(code))


def suit_name(suit: str) -> str:
    """'civil' or 'military' in the player's language (the word itself if it is neither)."""
    from cardgames.core.i18n import _

    names = {deck.CIVIL: deck.CIVIL_NAMES["english"], deck.MILITARY: deck.MILITARY_NAMES["english"]}
    return _(names[suit]) if suit in names else suit


def suit_of(code: str) -> str | None:
    """``civil`` or ``military``; None for anything that is no domino code."""
    try:
        return deck.suit(code)
    except (ValueError, KeyError):
        return None


#: a tile's code written bare in the rules text (``6-6``, not in backticks): the rules screen
#: puts the tile's picture before it
TILE_CODE = re.compile(r"(?<![\w\-/.])([1-6])-([1-6])(?![\w\-])")


def rules_markup(glyph):
    """``(tile pattern, tile html, decorate)`` for the rules screen's text
    (:func:`cardgames.ui.markdown.to_gui_html`): a tile's code written bare gets a small
    picture of the tile before it, in the current look, about three times the text's symbol size
    (``glyph.size_px``); a code in backticks stays a code."""
    import html

    from cardgames.ui.cards.glyphs import card_picture_file

    height = round(getattr(glyph, "size_px", 20) * 3)

    def tile_html(match: re.Match[str]) -> str:
        code = match.group(0)
        try:
            deck.face(code)
        except ValueError:
            return code
        path = card_picture_file("dominoes", code, height)
        if path is None:
            return code
        return f"<img src='{html.escape(str(path))}'>&nbsp;<b>{code}</b>"

    return TILE_CODE, tile_html, None


# --- geometry ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pip:
    """One pip of a face, in pixels: centre, radius and whether it is red; ``half`` is 0 for
    the top half, 1 for the bottom."""

    x: float
    y: float
    r: float
    red: bool
    half: int


def _number_layout(number: int, heaven: bool, lk: DominoLook) -> list[tuple[float, float, bool,
                                                                            bool]]:
    """``(x, y, red, large)`` in pip-box fractions for one half showing ``number``."""
    red_all = number in deck.RED_NUMBERS
    out = []
    for x, y in PIP_LAYOUTS[number]:
        red = red_all or (heaven and number == 6 and x > 0.5)
        out.append((x, y, red, number == 1))
    return out


def pip_positions(code: str, w: int, h: int, lk: DominoLook | None = None) -> list[Pip]:
    """Every pip of ``code`` on a face ``w`` x ``h`` pixels, as the recipe places them.

    >>> pips = pip_positions("6-4", 100, 260)
    >>> [p.red for p in pips if p.half == 0], sum(not p.red for p in pips if p.half == 1)
    ([True, True, True, True], 6)
    """
    lk = lk or _look
    spec = lk.spec
    head, foot = deck.head_and_foot(code)
    heaven = deck.face(code) == "6-6"
    bw, bh = PIP_BOX_WIDTH * w, spec.box_height * w
    x0 = (w - bw) / 2
    top0 = PIP_BOX_INSET * w
    bottom_end = h - PIP_BOX_INSET * w
    pips: list[Pip] = []
    if lk.long_three_style == "traditional" and deck.face(code) == "3-3":
        # six pips as three horizontal pairs spread evenly along the whole face
        span_top, span = top0, bottom_end - top0
        for k, fy in enumerate((1 / 6, 3 / 6, 5 / 6)):
            for fx in (0.28, 0.72):
                pips.append(Pip(x0 + fx * bw, span_top + fy * span, PIP_RADIUS * w, False,
                                0 if k == 0 or (k == 1 and fx < 0.5) else 1))
        return pips
    for half, number in ((0, head), (1, foot)):
        for fx, fy, red, large in _number_layout(number, heaven, lk):
            r = (lk.large_one_pip if large else PIP_RADIUS) * w
            if half == 0:
                x, y = x0 + fx * bw, top0 + fy * bh
            else:
                x, y = x0 + (1 - fx) * bw, bottom_end - fy * bh
            pips.append(Pip(x, y, r, red, half))
    return pips


def middle_band(w: int, h: int, lk: DominoLook | None = None) -> tuple[float, float]:
    """``(top, bottom)`` in pixels of the free band between the two pip boxes."""
    spec = (lk or _look).spec
    top = (PIP_BOX_INSET + spec.box_height) * w
    return top, h - top


# --- the renderer -----------------------------------------------------------------------------


class DominoRenderer(LookRenderer):
    """Faces of the 21 Chinese domino codes (``6-6`` .. ``2-1``) in the current look."""

    family = "dominoes"
    max_widths = 5

    @property
    def aspect(self) -> float:  # type: ignore[override]
        """Face width / height of the current form (tiles 1 : 2.6, cards 1 : 3.4)."""
        return 1.0 / _look.spec.height

    @property
    def corner_fraction(self) -> float:  # type: ignore[override]
        return _look.spec.corner

    def _current_look(self) -> object:
        """The current :class:`DominoLook` (sizes may change with the form)."""
        return _look

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        """The deck's own back in the current form (not the program's shared back)."""
        return render_svg(back_svg(w, h, _look), w, h)

    def _check_code(self, code: str) -> None:
        deck.face(code)  # a tile instance (6-6#2) draws as its code; anything else is refused

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        code = deck.face(code)
        surf = render_svg(face_svg(code, w, h, _look), w, h)
        if _look.code_labels:
            _blit_label(surf, code, w, h, _look)
        return surf


# --- the face as SVG --------------------------------------------------------------------------


def face_svg(code: str, w: int, h: int, lk: DominoLook) -> str:
    """SVG text of a face at ``w`` x ``h`` pixels (square corners; the base class rounds)."""
    spec = lk.spec
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">', _ground(w, h, lk)]
    for pip in pip_positions(code, w, h, lk):
        parts.append(_pip(pip, spec.ink, w, lk))
    if lk.suit_markers:
        parts.append(_marker(deck.suit(code), w, h, lk))
    parts.append("</svg>")
    return "".join(parts)


def _ground(w: int, h: int, lk: DominoLook) -> str:
    """The face's colour with the form's edge: a frame for cards, a bevel for tiles."""
    spec = lk.spec
    if lk.is_card:
        f = max(1.0, spec.frame * w)
        return (f'<rect x="0" y="0" width="{w}" height="{h}" fill="{spec.face}"/>'
                f'<rect x="{f / 2:.2f}" y="{f / 2:.2f}" width="{w - f:.2f}" height="{h - f:.2f}" '
                f'rx="{spec.corner * w:.2f}" fill="none" stroke="{spec.frame_colour}" '
                f'stroke-width="{f:.2f}"/>')
    return _tile_ground(w, h, spec)


def _tile_ground(w: int, h: int, spec: FormSpec) -> str:
    """A tile's face: its colour, lit slightly from the top left, with a thin bevel."""
    dark = spec.face == FORM_SPECS[TILE_BLACK].face
    light, shade = ("#2E2E2E", "#050505") if dark else ("#FFFBF0", "#D9CDB2")
    b = max(1.0, 0.035 * w)
    return ('<defs><linearGradient id="bevel" x1="0" y1="0" x2="1" y2="1">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{shade}"/>'
            '</linearGradient></defs>'
            f'<rect x="0" y="0" width="{w}" height="{h}" fill="url(#bevel)"/>'
            f'<rect x="{b:.2f}" y="{b:.2f}" width="{w - 2 * b:.2f}" height="{h - 2 * b:.2f}" '
            f'rx="{max(0.0, spec.corner * w - b):.2f}" fill="{spec.face}"/>')


def _pip(pip: Pip, ink: str, w: int, lk: DominoLook) -> str:
    colour = RED if pip.red else ink
    out = f'<circle cx="{pip.x:.2f}" cy="{pip.y:.2f}" r="{pip.r:.2f}" fill="{colour}"/>'
    if not lk.is_card and w >= 72:
        # a drilled pip: a faint shadow along its upper rim once it is several pixels across
        # (a band hugging the edge, so the pip stays one shape)
        shade = "#000000" if lk.form == TILE_BLACK else "#5A4A30"
        stroke = max(0.6, pip.r * 0.16)
        rr = pip.r - stroke / 2
        (ax, ay), (bx, by) = (_on_circle(pip, rr, angle) for angle in (205, 335))
        out += (f'<path d="M{ax:.2f} {ay:.2f}A{rr:.2f} {rr:.2f} 0 0 1 {bx:.2f} {by:.2f}" '
                f'stroke="{shade}" stroke-opacity="0.3" stroke-width="{stroke:.2f}" '
                'fill="none"/>')
    return out


def _on_circle(pip: Pip, radius: float, degrees: float) -> tuple[float, float]:
    """The point of the circle round ``pip`` at ``degrees`` (0 = right, 270 = up)."""
    a = math.radians(degrees)
    return pip.x + radius * math.cos(a), pip.y + radius * math.sin(a)


def marker_geometry(w: int, h: int, lk: DominoLook | None = None) -> tuple[float, float, float]:
    """``(x, y, r)`` of the civil/military marker: left end of the middle band."""
    top, bottom = middle_band(w, h, lk)
    r = max(2.5, 0.065 * w)
    return max(r + 1.5, 0.06 * w + r), (top + bottom) / 2, r


def _marker(suit: str, w: int, h: int, lk: DominoLook) -> str:
    x, y, r = marker_geometry(w, h, lk)
    colour = lk.spec.muted
    if suit == deck.CIVIL:
        return f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="{colour}"/>'
    stroke = max(1.0, r * 0.38)
    return (f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r - stroke / 2:.2f}" fill="none" '
            f'stroke="{colour}" stroke-width="{stroke:.2f}"/>')


def label_size_px(w: int, h: int, lk: DominoLook | None = None) -> int:
    """The code label's font size: as large as the middle band allows, at least 8 px."""
    top, bottom = middle_band(w, h, lk)
    return max(8, min(round((bottom - top) * 0.8), round(0.26 * w)))


def _blit_label(surf: pygame.Surface, code: str, w: int, h: int, lk: DominoLook) -> None:
    size = label_size_px(w, h, lk)
    image = fonts.font(size).render(code, True, pygame.Color(lk.spec.muted))
    top, bottom = middle_band(w, h, lk)
    x = round(0.08 * w)
    if lk.suit_markers:
        mx, _my, r = marker_geometry(w, h, lk)
        x = round(mx + r + max(2, 0.04 * w))
    if x + image.get_width() > w - 2:  # too narrow for both: the label still fits alone
        x = max(1, w - 2 - image.get_width())
    surf.blit(image, (x, round((top + bottom) / 2 - image.get_height() / 2)))


# --- the back ---------------------------------------------------------------------------------

CARD_BACK_INK = "#8E1B24"


def back_svg(w: int, h: int, lk: DominoLook | None = None) -> str:
    """SVG text of the deck's back in the look's form."""
    lk = lk or _look
    spec = lk.spec
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">']
    if lk.is_card:
        parts.append(_card_back(w, h, spec))
    else:
        parts.append(_tile_ground(w, h, spec))
        if lk.back_motif == "three_pips":
            r = 0.07 * w
            for k, (fx, fy) in enumerate(((0.36, -0.2), (0.5, 0.0), (0.64, 0.2))):
                colour = RED if k == 1 else spec.ink
                parts.append(f'<circle cx="{fx * w:.2f}" cy="{h / 2 + fy * w:.2f}" r="{r:.2f}" '
                             f'fill="{colour}"/>')
    parts.append("</svg>")
    return "".join(parts)


def _card_back(w: int, h: int, spec: FormSpec) -> str:
    """White paper, a frame and a lattice of small diamonds in one colour."""
    f = max(1.0, 0.05 * w)
    inset = f + max(1.0, 0.05 * w)
    x0, y0, x1, y1 = inset, inset, w - inset, h - inset
    out = [f'<rect x="0" y="0" width="{w}" height="{h}" fill="{spec.face}"/>',
           f'<rect x="{f / 2:.2f}" y="{f / 2:.2f}" width="{w - f:.2f}" height="{h - f:.2f}" '
           f'fill="none" stroke="{CARD_BACK_INK}" stroke-width="{f:.2f}"/>']
    step = max(5.0, (x1 - x0) / 4)
    cols = max(1, round((x1 - x0) / step))
    step_x = (x1 - x0) / cols
    rows = max(1, round((y1 - y0) / step_x))
    step_y = (y1 - y0) / rows
    r = min(step_x, step_y) * 0.36
    d = []
    for row in range(rows):
        for col in range(cols):
            cx, cy = x0 + (col + 0.5) * step_x, y0 + (row + 0.5) * step_y
            d.append(f"M{cx:.2f} {cy - r:.2f}L{cx + r:.2f} {cy:.2f}L{cx:.2f} {cy + r:.2f}"
                     f"L{cx - r:.2f} {cy:.2f}Z")
    out.append(f'<path d="{"".join(d)}" fill="{CARD_BACK_INK}"/>')
    return "".join(out)
