"""The Latxa deck (the Basque sheep game's own 60 cards), drawn from code as SVG.

What a player must read at a glance, even on the ~56 px cards of a crowded 1024x640
table, and so what this module draws first:

* **sheep cards** (``S1``, ``S3``, ``S5``, ``S7``): that many latxa sheep on a meadow --
  shaggy cream fleece, dark face and legs, the breed's look -- set out like dice pips so
  they can be counted, and the value large in the top-left corner and again half a turn
  round at the bottom-right.  Each value has its own frame colour (green, blue, ochre,
  red), never colour alone: the number and the count of sheep say it too;
* **action cards**: a picture filling the middle -- the wolf's head under the moon, the
  black-and-white sheepdog, the brass bell on its strap, the eagle with spread wings, the
  storm cloud with its lightning, the stone borda (sheepfold) -- the card's name on a band
  at the top and, at the bottom, the one-line reminder of *when* it acts (spec §2.1): on
  the mountain (wolf, dog, bell: a slate band) or when the player stops (eagle, storm,
  fold: an amber band).  Names and reminders are the ``latxa`` domain's words, drawn in
  the language of the moment (faces are redrawn when it changes).

The deck has its own back: a meadow-green ground with a fleece-white sheep in a ring of
bells, in the player's back colourway.  Everything is laid out in card units (100 wide,
``100 / ASPECT`` tall); the SVG is rasterised by pygame-ce, text set with the program's
font, so the faces stay crisp at any size and are cached per width by the base class.
"""

from __future__ import annotations

import math

import pygame

from cardgames.core.i18n import N_, domain, language
from cardgames.games.latxa import LATXA_CODES, LATXA_SHEEP
from cardgames.ui import fonts
from cardgames.ui.cards.base import CardRenderer, render_svg

_ = domain("latxa").gettext

ASPECT = 63 / 88  # poker size
CARD_W = 100.0
CARD_H = CARD_W / ASPECT  # ~139.7

PAPER = "#fbf7ea"
EDGE = "#a59c88"
FLEECE = "#f4ecd6"
FLEECE_SHADE = "#d9ccaa"
FLEECE_LINE = "#8c7b5c"
FACE = "#2a2421"
MEADOW = "#dbe7c0"
MEADOW_DARK = "#b9cf93"

#: sheep value -> frame colour (also the corner numeral's)
SHEEP_INK = {1: "#2f7a3b", 3: "#2a5a9e", 5: "#a4701a", 7: "#b3302a"}
MOUNTAIN_INK = "#3c4a5e"  # wolf, dog, bell: act on the mountain
STOP_INK = "#9a5b12"  # eagle, storm, fold: act when the player stops

#: the action cards' names, in the ``latxa`` domain
ACTION_NAMES = {
    "WOLF": N_("Wolf"), "DOG": N_("Sheepdog"), "BELL": N_("Bell"),
    "EAGLE": N_("Eagle"), "STORM": N_("Storm"), "FOLD": N_("Fold"),
}
#: when each kind of action card acts (the reminder on its face)
ON_MOUNTAIN = N_("Acts on the mountain")
WHEN_STOPPING = N_("Acts when you stop")
MOUNTAIN_CARDS = frozenset({"WOLF", "DOG", "BELL"})

#: how a player says a card in a sentence ("five sheep", "the wolf")
_CARD_WORDS = {
    "S1": N_("one sheep"), "S3": N_("three sheep"), "S5": N_("five sheep"),
    "S7": N_("seven sheep"), "WOLF": N_("the wolf"), "DOG": N_("the sheepdog"),
    "BELL": N_("the bell"), "EAGLE": N_("the eagle"), "STORM": N_("the storm"),
    "FOLD": N_("the sheepfold"),
}


def card_name(code: str) -> str:
    """A card as a player says it, in the language of the moment ("five sheep")."""
    if code not in _CARD_WORDS:
        raise ValueError(f"{code!r} is not a Latxa card code")
    return _(_CARD_WORDS[code])


def action_name(code: str) -> str:
    """An action card's name as printed on it ("Sheepdog")."""
    return _(ACTION_NAMES[code])


def reminder(code: str) -> str:
    """The one-line timing reminder printed on an action card."""
    return _(ON_MOUNTAIN if code in MOUNTAIN_CARDS else WHEN_STOPPING)


def card_strength(code: str) -> int:
    """Sheep by value, then the action cards (the order a flock is shown in)."""
    return LATXA_SHEEP.get(code, 0)


class LatxaRenderer(CardRenderer):
    """Faces and the back of the Latxa deck (codes ``S1`` .. ``FOLD``)."""

    family = "latxa"
    aspect = ASPECT
    corner_fraction = 0.06

    def __init__(self) -> None:
        super().__init__()
        self._drawn_language = language()
        self._back_style = ""

    def face(self, code: str, width: int, *, dimmed: bool = False) -> pygame.Surface:
        """As :meth:`CardRenderer.face`, with the words in the language of the moment
        (faces drawn in another language are forgotten first)."""
        if self._drawn_language != language():
            self._faces.clear()
            self._drawn_language = language()
        return super().face(code, width, dimmed=dimmed)

    def _check_code(self, code: str) -> None:
        if code not in LATXA_CODES:
            raise ValueError(f"{code!r} is not a Latxa card code (one of {', '.join(LATXA_CODES)})")

    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        if code in LATXA_SHEEP:
            value = LATXA_SHEEP[code]
            surf = render_svg(_svg(w, h, sheep_face(value, w)), w, h)
            _blit_corners(surf, str(value), SHEEP_INK[value], w)
            return surf
        ink = MOUNTAIN_INK if code in MOUNTAIN_CARDS else STOP_INK
        surf = render_svg(_svg(w, h, action_face(code, ink)), w, h)
        _blit_band_text(surf, action_name(code), reminder(code), w, h)
        return surf

    # --- the deck's own back ----------------------------------------------------------------
    def back(self, width: int) -> pygame.Surface:
        from cardgames.ui.cards.back import back_style

        if self._back_style != back_style():  # the player changed the colourway
            self._backs.clear()
            self._back_style = back_style()
        return super().back(width)

    def _build_back(self, width: int) -> pygame.Surface:
        from cardgames.ui.cards.back import STYLES, back_style

        w, h = self._checked_size(width)
        ground, dark, _lattice = STYLES[back_style()]
        surf = self._finish(render_svg(back_svg(w, h, ground, dark), w, h), w)
        self._note_width(w)
        self._backs[w] = surf
        return surf


# --- SVG pieces -----------------------------------------------------------------------------


def _svg(w: int, h: int, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}"><g transform="scale({w / CARD_W:.5f} {h / CARD_H:.5f})">'
            f'{body}</g></svg>')


def _paper(ink: str) -> str:
    return (f'<rect x="0.6" y="0.6" width="{CARD_W - 1.2:.2f}" height="{CARD_H - 1.2:.2f}" '
            f'rx="5.4" fill="{PAPER}" stroke="{EDGE}" stroke-width="1.2"/>'
            f'<rect x="4" y="4" width="{CARD_W - 8:.2f}" height="{CARD_H - 8:.2f}" rx="3.5" '
            f'fill="none" stroke="{ink}" stroke-width="2.2"/>')


#: dice-like places of the sheep (card units, within the meadow) and their size
SHEEP_PLACES: dict[int, tuple[float, list[tuple[float, float, int]]]] = {
    1: (1.9, [(48, 72, 1)]),
    3: (1.15, [(36, 44, 1), (62, 70, -1), (36, 98, 1)]),
    5: (1.0, [(32, 42, 1), (66, 42, -1), (47, 70, 1), (32, 98, 1), (66, 98, -1)]),
    7: (0.78, [(34, 40, 1), (66, 40, -1), (22, 69, 1), (48, 69, 1), (76, 69, 1),
               (34, 98, 1), (66, 98, -1)]),
}


def sheep_face(value: int, width: int) -> str:
    """A sheep card: its frame, a meadow, and ``value`` sheep set out like pips."""
    ink = SHEEP_INK[value]
    scale, places = SHEEP_PLACES[value]
    meadow = (f'<rect x="9" y="22" width="{CARD_W - 18:.1f}" height="{CARD_H - 44:.1f}" rx="4" '
              f'fill="{MEADOW}"/>'
              f'<path d="M9 {CARD_H - 42:.1f}Q50 {CARD_H - 56:.1f} 91 {CARD_H - 44:.1f}'
              f'L91 {CARD_H - 26:.1f}Q91 {CARD_H - 22:.1f} 87 {CARD_H - 22:.1f}'
              f'L13 {CARD_H - 22:.1f}Q9 {CARD_H - 22:.1f} 9 {CARD_H - 26:.1f}Z" '
              f'fill="{MEADOW_DARK}"/>')
    fine = width >= 70
    flocks = "".join(sheep(x, y, scale, facing=facing, fine=fine) for x, y, facing in places)
    return _paper(ink) + meadow + flocks


def sheep(cx: float, cy: float, k: float, facing: int = 1, fine: bool = True) -> str:
    """One latxa sheep centred near (cx, cy), ``k`` times its 26-unit-wide base size:
    a woolly body of overlapping cream puffs, a dark face with ears, four dark legs."""
    parts = []
    legs = []
    for dx in (-7.5, -3.0, 4.0, 8.0):
        x = cx + dx * k * facing
        legs.append(f'M{x:.2f} {cy + 3 * k:.2f}L{x:.2f} {cy + 11 * k:.2f}')
    parts.append(f'<path d="{"".join(legs)}" stroke="{FACE}" stroke-width="{2.3 * k:.2f}" '
                 f'stroke-linecap="round" fill="none"/>')
    # fleece: a ring of puffs round a core, shaded below
    puffs = [(-8, -1, 5.2), (-4, -5, 5.4), (2, -6, 5.6), (7, -3.5, 5.0), (8.5, 2, 4.6),
             (3, 4, 5.2), (-3, 4, 5.2), (-8.5, 3, 4.4)]
    parts.append(f'<ellipse cx="{cx:.2f}" cy="{cy + 1.5 * k:.2f}" rx="{11.5 * k:.2f}" '
                 f'ry="{8.2 * k:.2f}" fill="{FLEECE_SHADE}"/>')
    circles = "".join(f'<circle cx="{cx + dx * k * facing:.2f}" cy="{cy + dy * k:.2f}" '
                      f'r="{r * k:.2f}"/>' for dx, dy, r in puffs)
    parts.append(f'<g fill="{FLEECE}" stroke="{FLEECE_LINE}" stroke-width="{0.7 * k:.2f}">'
                 f'{circles}</g>')
    parts.append(f'<ellipse cx="{cx:.2f}" cy="{cy - 0.5 * k:.2f}" rx="{8.5 * k:.2f}" '
                 f'ry="{5.8 * k:.2f}" fill="{FLEECE}"/>')
    if fine:  # curls in the wool
        curls = "".join(
            f'M{cx + (dx - 1.5) * k * facing:.2f} {cy + dy * k:.2f}'
            f'q{1.5 * k * facing:.2f} {-1.6 * k:.2f} {3 * k * facing:.2f} 0'
            for dx, dy in ((-4, -1), (1, -2), (-1, 2), (4, 1)))
        parts.append(f'<path d="{curls}" stroke="{FLEECE_LINE}" stroke-width="{0.55 * k:.2f}" '
                     f'fill="none" opacity="0.8"/>')
    # head: dark, long face, ears out to the sides
    hx, hy = cx + 12.5 * k * facing, cy - 4.5 * k
    parts.append(f'<ellipse cx="{hx - 2.2 * k * facing:.2f}" cy="{hy - 3.2 * k:.2f}" '
                 f'rx="{3.2 * k:.2f}" ry="{1.4 * k:.2f}" fill="{FACE}" '
                 f'transform="rotate({-25 * facing} {hx - 2.2 * k * facing:.2f} {hy - 3.2 * k:.2f})"/>')
    parts.append(f'<ellipse cx="{hx:.2f}" cy="{hy:.2f}" rx="{3.6 * k:.2f}" ry="{5.0 * k:.2f}" '
                 f'fill="{FACE}" transform="rotate({-30 * facing} {hx:.2f} {hy:.2f})"/>')
    # a tuft of wool on the forehead and an eye
    parts.append(f'<circle cx="{hx - 1.2 * k * facing:.2f}" cy="{hy - 4.2 * k:.2f}" '
                 f'r="{2.0 * k:.2f}" fill="{FLEECE}" stroke="{FLEECE_LINE}" '
                 f'stroke-width="{0.5 * k:.2f}"/>')
    parts.append(f'<circle cx="{hx + 0.8 * k * facing:.2f}" cy="{hy - 1.0 * k:.2f}" '
                 f'r="{0.7 * k:.2f}" fill="#e8dcc0"/>')
    return "".join(parts)


def action_face(code: str, ink: str) -> str:
    """An action card: frame, the name band at the top, the picture, the reminder band."""
    band = (f'<rect x="4" y="4" width="92" height="19" rx="3.5" fill="{ink}"/>'
            f'<rect x="4" y="{CARD_H - 21:.2f}" width="92" height="17" rx="3.5" fill="{ink}"/>')
    scene = _PICTURES[code]()
    return _paper(ink) + band + scene


def _sky(top: str, bottom: str) -> str:
    return ('<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
            '</linearGradient></defs>'
            f'<rect x="9" y="26" width="82" height="{CARD_H - 50:.2f}" rx="3" fill="url(#sky)"/>')


def _wolf() -> str:
    moon = '<circle cx="70" cy="44" r="10" fill="#f3ecc8"/>'
    ground = '<path d="M9 100Q40 92 91 98L91 110Q91 114 87 114L13 114Q9 114 9 110Z" fill="#2b3a2c"/>'
    head = ('<path d="M30 104L26 70L22 52L33 62L38 50L44 64L60 70L78 80L80 86L70 90L60 92'
            'L52 104Z" fill="#6d6a66" stroke="#2e2c2a" stroke-width="1.2" stroke-linejoin="round"/>'
            '<path d="M44 64L60 70L78 80L80 86L70 88L58 84L46 78Z" fill="#8c8984"/>'
            '<path d="M26 70L22 52L33 62Z" fill="#3f3c39"/>'
            '<circle cx="79" cy="82.5" r="2.6" fill="#1b1a19"/>'
            '<path d="M44 70L52 71L46 74Z" fill="#f1c232"/>'
            '<circle cx="48" cy="72" r="0.9" fill="#1b1a19"/>'
            '<path d="M62 90L66 95L70 90Z" fill="#f5f1e6"/>'
            '<path d="M58 92L66 89L78 87" stroke="#2e2c2a" stroke-width="1.1" fill="none"/>')
    return _sky("#1d2a4a", "#40557a") + moon + ground + head


def _dog() -> str:
    ground = '<path d="M9 104Q50 96 91 104L91 110Q91 114 87 114L13 114Q9 114 9 110Z" fill="#7aa35a"/>'
    body = ('<path d="M30 108L32 84Q34 70 46 66L58 64L66 56L64 48Q62 40 70 38L78 40L84 46'
            'L82 52L74 54L72 62L70 80L72 108L64 108L62 90L46 92L42 108Z" fill="#1f1d1c" '
            'stroke="#0d0c0c" stroke-width="1" stroke-linejoin="round"/>'
            '<path d="M58 64L66 56L72 62L70 80L62 82Q56 74 58 64Z" fill="#f6f2e7"/>'
            '<path d="M76 40L80 44L84 46L82 50L78 50Z" fill="#f6f2e7"/>'
            '<path d="M66 46L62 38L68 41Z" fill="#1f1d1c"/>'
            '<circle cx="74" cy="45" r="1.4" fill="#f1c232"/>'
            '<circle cx="84.2" cy="47" r="1.5" fill="#0d0c0c"/>'
            '<path d="M30 96Q18 92 20 78" stroke="#1f1d1c" stroke-width="5" fill="none" '
            'stroke-linecap="round"/>'
            '<path d="M64 104L72 104L72 108L64 108Z" fill="#f6f2e7"/>'
            '<path d="M66 58L73 60" stroke="#b3302a" stroke-width="2.4"/>')
    return _sky("#bfe0f2", "#e9f3f7") + ground + body


def _bell() -> str:
    strap = ('<path d="M38 34Q50 28 62 34L60 50L40 50Z" fill="#7a4a22" stroke="#4b2c12" '
             'stroke-width="1"/><path d="M41 38L59 38" stroke="#c99a5b" stroke-width="0.8" '
             'stroke-dasharray="2 2"/>')
    bell = ('<defs><linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">'
            '<stop offset="0" stop-color="#8a5e14"/><stop offset="0.35" stop-color="#f0cd6a"/>'
            '<stop offset="1" stop-color="#9c6d1a"/></linearGradient></defs>'
            '<path d="M40 50L60 50Q64 52 65 62L70 96Q74 100 78 102L22 102Q26 100 30 96'
            'L35 62Q36 52 40 50Z" fill="url(#brass)" stroke="#6b4a10" stroke-width="1.2"/>'
            '<path d="M24 100L76 100" stroke="#6b4a10" stroke-width="2"/>'
            '<circle cx="50" cy="106" r="5" fill="#5a3e10"/>'
            '<path d="M36 64Q50 60 64 64" stroke="#fff3c4" stroke-width="1" fill="none" '
            'opacity="0.7"/>')
    rings = ('<path d="M16 66Q12 76 16 86M84 66Q88 76 84 86M20 70Q17 76 20 82M80 70Q83 76 80 82" '
             'stroke="#6b7f96" stroke-width="1.4" fill="none" stroke-linecap="round"/>')
    return _sky("#e7edf2", "#d3dde6") + strap + bell + rings


def _eagle() -> str:
    mountains = ('<path d="M9 108L30 80L44 96L62 70L91 106L91 110Q91 114 87 114L13 114Q9 114 9 110Z" '
                 'fill="#7f8fa6"/><path d="M55 80L62 70L69 80L64 78L60 82Z" fill="#f5f5f5"/>')
    eagle = ('<path d="M50 62Q36 48 12 46Q22 52 24 56Q18 56 14 60Q28 60 30 64Q24 66 22 70'
             'Q36 68 44 70L46 84L42 92L50 88L58 92L54 84L56 70Q64 68 78 70Q76 66 70 64'
             'Q72 60 86 60Q82 56 76 56Q78 52 88 46Q64 48 50 62Z" fill="#5b3a1e" '
             'stroke="#2f1d0e" stroke-width="1" stroke-linejoin="round"/>'
             '<path d="M46 60Q50 50 54 60Q52 64 50 64Q48 64 46 60Z" fill="#d9b77c"/>'
             '<path d="M50 56L53 59L50 60Z" fill="#f1c232"/>'
             '<path d="M44 90L42 94M50 88L50 94M56 90L58 94" stroke="#f1c232" stroke-width="1.2"/>')
    return _sky("#8ec2e8", "#d6ebf7") + mountains + eagle


def _storm() -> str:
    cloud = ('<g fill="#4d5566" stroke="#2e3440" stroke-width="1">'
             '<circle cx="34" cy="58" r="12"/><circle cx="50" cy="50" r="15"/>'
             '<circle cx="67" cy="57" r="12"/><rect x="24" y="56" width="52" height="14" rx="7"/>'
             '</g>')
    bolt = ('<path d="M52 66L42 86L50 86L44 106L62 80L53 80L60 66Z" fill="#f6d743" '
            'stroke="#b8901a" stroke-width="1" stroke-linejoin="round"/>')
    rain = ('<path d="M26 76L22 88M34 78L30 90M70 76L66 88M78 74L74 86M30 94L27 102M74 92L71 100" '
            'stroke="#9fb3cc" stroke-width="1.6" stroke-linecap="round"/>')
    return _sky("#27303d", "#5a6679") + cloud + rain + bolt


def _fold() -> str:
    ground = '<path d="M9 100Q50 94 91 100L91 110Q91 114 87 114L13 114Q9 114 9 110Z" fill="#7aa35a"/>'
    walls = '<path d="M20 104L20 72L80 72L80 104Z" fill="#b9b2a4" stroke="#5d574c" stroke-width="1.2"/>'
    stones = []
    for row, y in enumerate(range(72, 104, 6)):
        offset = 0 if row % 2 == 0 else 6
        for x in range(20 + offset, 80, 12):
            stones.append(f'<rect x="{x + 0.6}" y="{y + 0.6}" width="{min(11, 80 - x) - 1.2:.1f}" '
                          f'height="4.8" rx="1.6" fill="#cfc8b9" stroke="#8d8576" stroke-width="0.5"/>')
    roof = ('<path d="M14 74L50 48L86 74Z" fill="#a8432e" stroke="#5e2418" stroke-width="1.2" '
            'stroke-linejoin="round"/><path d="M22 68L78 68M30 62L70 62M38 56L62 56" '
            'stroke="#7e2f1f" stroke-width="0.8"/>')
    door = ('<path d="M43 104L43 86Q50 80 57 86L57 104Z" fill="#4a3322" stroke="#2a1c12" '
            'stroke-width="1"/><rect x="64" y="80" width="8" height="7" fill="#3d2b1d"/>')
    return _sky("#cfe6f2", "#eef6f9") + ground + walls + "".join(stones) + roof + door


_PICTURES = {"WOLF": _wolf, "DOG": _dog, "BELL": _bell, "EAGLE": _eagle, "STORM": _storm,
             "FOLD": _fold}


def back_svg(w: int, h: int, ground: str, dark: str) -> str:
    """The deck's back at ``w`` x ``h`` px: a white border, the ground in the player's
    colourway with a fine grass pattern, and a sheep in a ring of small bells."""
    s = min(w, h)
    b = max(2.0, s * 0.06)
    cx, cy = w / 2, h / 2
    ring = s * 0.33
    tufts = []
    step = max(5.0, s / 8)
    y = b + step / 2
    row = 0
    while y < h - b:
        x = b + (step / 2 if row % 2 else step)
        while x < w - b:
            if math.hypot(x - cx, y - cy) > ring + step * 0.4:
                tufts.append(f"M{x - step * 0.18:.2f} {y + step * 0.12:.2f}"
                             f"L{x:.2f} {y - step * 0.2:.2f}L{x + step * 0.18:.2f} "
                             f"{y + step * 0.12:.2f}")
            x += step
        y += step * 0.8
        row += 1
    bells = "".join(
        f'<circle cx="{cx + ring * math.cos(a):.2f}" cy="{cy + ring * math.sin(a):.2f}" '
        f'r="{s * 0.03:.2f}" fill="#e0b552"/>'
        for a in (2 * math.pi * i / 12 for i in range(12)))
    k = s / 70
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">'
            f'<rect width="{w}" height="{h}" fill="#fbf8f0"/>'
            f'<rect x="{b:.2f}" y="{b:.2f}" width="{w - 2 * b:.2f}" height="{h - 2 * b:.2f}" '
            f'rx="{s * 0.03:.2f}" fill="{ground}" stroke="{dark}" stroke-width="{s * 0.02:.2f}"/>'
            f'<path d="{"".join(tufts)}" stroke="#ffffff" stroke-opacity="0.22" '
            f'stroke-width="{max(0.6, s * 0.012):.2f}" fill="none"/>'
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{ring:.2f}" fill="{dark}" '
            f'stroke="#e0b552" stroke-width="{s * 0.018:.2f}"/>'
            + bells + sheep(cx - 1.5 * k, cy - 1 * k, k, fine=s >= 70) + "</svg>")


# --- text on the faces --------------------------------------------------------------------------


def corner_px(width: int) -> int:
    """Size of the corner numeral: big on small cards (it must read at ~56 px)."""
    return max(9, round(min(0.24 * width, 11 + 0.1 * width)))


def _blit_corners(surf: pygame.Surface, text: str, ink: str, width: int) -> None:
    """The value at the top-left and, half a turn round, at the bottom-right."""
    font = fonts.font(corner_px(width), bold=True)
    image = font.render(text, True, ink)
    image = image.subsurface(image.get_bounding_rect()).copy()
    margin = max(3, round(width * 0.09))
    surf.blit(image, (margin, max(3, round(width * 0.07))))
    turned = pygame.transform.rotate(image, 180)
    w, h = surf.get_size()
    surf.blit(turned, (w - margin - turned.get_width(),
                       h - max(3, round(width * 0.07)) - turned.get_height()))


def _fit_text(text: str, size: int, max_w: int, bold: bool) -> pygame.Surface | None:
    """``text`` in cream, shrunk until it fits ``max_w`` (None if it can't stay legible)."""
    while size >= 6:
        image = fonts.font(size, bold=bold).render(text, True, (251, 247, 234))
        if image.get_width() <= max_w:
            return image
        size -= 1
    return None


def _blit_band_text(surf: pygame.Surface, name: str, note: str, w: int, h: int) -> None:
    """The name in the top band and the reminder in the bottom band, centred."""
    unit = w / CARD_W
    top = _fit_text(name, max(7, round(12.5 * unit)), round(86 * unit), bold=True)
    if top is not None:
        surf.blit(top, top.get_rect(center=(round(50 * unit), round(13.5 * h / CARD_H))))
    if w >= 44:
        small = _fit_text(note, max(6, round(8.5 * unit)), round(88 * unit), bold=False)
        if small is not None:
            surf.blit(small, small.get_rect(center=(round(50 * unit),
                                                    round((CARD_H - 12.5) * h / CARD_H))))
