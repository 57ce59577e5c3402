"""The program's card back, shared by every deck (Spanish, French, Latxa, dominoes, ...).

One design for all decks means a face-down card never gives away its deck or its suit
(spanish_deck.md, "Back").  It is the program's own emblem -- four cream petals around a
gold medallion with an eight-pointed star, the "compass rose" of a card table -- on a
deep ground with a fine diagonal lattice, a gold inner frame and a white border.  The
ground comes in three colourways (``back_style``: red, the default, blue or green) that
the player chooses in the settings; everything else about the design stays the same.
The layout is computed from the card's width *and* height, so the same design fits tall
Spanish cards, poker-shaped French cards and wide domino tiles; it is point-symmetric,
so a card looks the same whichever way up it lies.

Renderers do not call this directly: :meth:`CardRenderer.back` does, caches the result
for all renderers and cuts the rounded corners.
"""

from __future__ import annotations

import math

import pygame

from cardgames.ui.cards.base import render_svg, star_path

BORDER = "#fbf8f0"  # the white border
GROUND = "#7a1424"  # deep red
GROUND_DARK = "#5e0d1b"
LATTICE = "#a53444"
GOLD = "#e0b552"
GOLD_DARK = "#8c6417"
GOLD_LIGHT = "#fbe7a6"
CREAM = "#f6ecd2"


#: The colourways of the ground: (ground, its darker rim, the lattice lines).
STYLES: dict[str, tuple[str, str, str]] = {
    "red": (GROUND, GROUND_DARK, LATTICE),
    "blue": ("#15346e", "#0c2150", "#3a5d9e"),
    "green": ("#145a3a", "#0b3f28", "#3b8562"),
}
_current = "red"


def set_back_style(style: str) -> None:
    """Make ``style`` the colourway drawn when none is asked for (the player's setting).

    Backs already drawn are cached by the renderers: call
    :func:`cardgames.ui.cards.clear_all_caches` afterwards so they are drawn again."""
    global _current
    if style not in STYLES:
        raise ValueError(f"card back {style!r}: use one of {', '.join(STYLES)}")
    _current = style


def back_style() -> str:
    return _current


def draw_back(w: int, h: int, back_style: str | None = None) -> pygame.Surface:
    """The back at exactly ``w`` x ``h`` pixels (square corners; the caller rounds them),
    in ``back_style`` (default: the one set by :func:`set_back_style`)."""
    return render_svg(back_svg(w, h, back_style), w, h)


def back_svg(w: int, h: int, back_style: str | None = None) -> str:
    """SVG text of the back, in pixel units (``viewBox 0 0 w h``)."""
    ground, ground_dark, lattice = STYLES[back_style or _current]
    s = min(w, h)
    border = max(2.0, s * 0.06)
    panel = (border, border, w - 2 * border, h - 2 * border)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">',
        _defs(ground, ground_dark),
        f'<rect x="0" y="0" width="{w}" height="{h}" fill="{BORDER}"/>',
        _rect(panel, 'fill="url(#ground)"', rx=s * 0.025),
        _lattice(panel, s, lattice),
        _inner_frame(panel, s),
        _emblem(w / 2, h / 2, w, h, ground, ground_dark),
        "</svg>",
    ]
    return "".join(parts)


def _defs(ground: str, ground_dark: str) -> str:
    return (
        "<defs>"
        '<radialGradient id="ground" cx="50%" cy="50%" r="70%">'
        f'<stop offset="0" stop-color="{ground}"/><stop offset="1" stop-color="{ground_dark}"/>'
        "</radialGradient>"
        '<radialGradient id="gold" cx="40%" cy="35%" r="75%">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset="0.55" stop-color="{GOLD}"/>'
        f'<stop offset="1" stop-color="#b7862a"/>'
        "</radialGradient>"
        "</defs>"
    )


def _lattice(panel: tuple[float, float, float, float], s: float, colour: str) -> str:
    """Fine diagonal lattice through the centre, clipped to the panel by arithmetic
    (nanosvg has no clip paths), with tiny gold diamonds at the crossings when there is
    room for them."""
    x0, y0, pw, ph = panel
    x1, y1 = x0 + pw, y0 + ph
    cx, cy = x0 + pw / 2, y0 + ph / 2
    step = max(4.0, s / 9)
    width = max(0.7, s * 0.011)
    n = int((pw + ph) / step) + 2
    lines = []
    for sign in (1, -1):
        for k in range(-n, n + 1):
            seg = _clip_diagonal(cx, cy + k * step, sign, x0, y0, x1, y1)
            if seg:
                lines.append(f"M{seg[0]:.2f} {seg[1]:.2f}L{seg[2]:.2f} {seg[3]:.2f}")
    out = [f'<path d="{"".join(lines)}" stroke="{colour}" stroke-width="{width:.2f}" fill="none"/>']
    if step >= 7:
        r = max(0.8, step * 0.12)
        dots = []
        for i in range(-n, n + 1):
            for j in range(-n, n + 1):
                # crossings sit where both families meet: the centre plus (i+j, i-j) half-steps
                px, py = cx + (i + j) * step / 2, cy + (i - j) * step / 2
                if (i + j) % 2 == 0 and x0 + r < px < x1 - r and y0 + r < py < y1 - r:
                    dots.append(_diamond_d(px, py, r))
        out.append(f'<path d="{"".join(dots)}" fill="{GOLD}" opacity="0.75"/>')
    return "".join(out)


def _clip_diagonal(
    px: float, py: float, sign: int, x0: float, y0: float, x1: float, y1: float
) -> tuple[float, float, float, float] | None:
    """The part inside the rectangle of the 45-degree line through (px, py) going
    down-right (sign 1) or up-right (sign -1)."""
    # parametrise x = px + t, y = py + sign * t
    lo, hi = x0 - px, x1 - px
    ta, tb = (y0 - py) * sign, (y1 - py) * sign
    lo, hi = max(lo, min(ta, tb)), min(hi, max(ta, tb))
    if hi - lo < 0.5:
        return None
    return px + lo, py + sign * lo, px + hi, py + sign * hi


def _inner_frame(panel: tuple[float, float, float, float], s: float) -> str:
    x0, y0, pw, ph = panel
    inset = s * 0.05
    width = max(1.0, s * 0.018)
    frame = (x0 + inset, y0 + inset, pw - 2 * inset, ph - 2 * inset)
    out = [_rect(frame, f'fill="none" stroke="{GOLD}" stroke-width="{width:.2f}"', rx=s * 0.02)]
    if s >= 90:  # a second, thinner cream line once there is room for it
        inner = (frame[0] + width * 2, frame[1] + width * 2, frame[2] - width * 4, frame[3] - width * 4)
        out.append(_rect(inner, f'fill="none" stroke="{CREAM}" stroke-width="{width * 0.5:.2f}" opacity="0.8"'))
    # small gold diamonds in the frame's corners
    r = s * 0.045
    fx, fy, fw, fh = frame
    for cx, cy in ((fx, fy), (fx + fw, fy), (fx, fy + fh), (fx + fw, fy + fh)):
        out.append(f'<path d="{_diamond_d(cx, cy, r)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
                   f'stroke-width="{max(0.5, s * 0.006):.2f}"/>')
    return "".join(out)


def _emblem(cx: float, cy: float, w: float, h: float, ground: str, ground_dark: str) -> str:
    """Four cream petals, four gold leaves between them, a gold medallion and a star.

    The petals along the card's long side stretch further, so the emblem fills a tall
    card (or a wide tile) the way a printed back does instead of floating in the middle.
    """
    s = min(w, h)
    R = s * 0.36  # petal tip distance along the short side
    long_r = min(max(w, h) * 0.34, R * 1.5)
    long_angles = (0, 180) if h >= w else (90, 270)
    line = max(0.6, s * 0.009)
    out = [f'<g transform="translate({cx:.2f} {cy:.2f})">']
    # dark halo so the emblem stands off the lattice
    out.append(f'<circle r="{R * 0.98:.2f}" fill="{ground_dark}" opacity="0.55"/>')
    for angle in (45, 135, 225, 315):  # gold leaves on the diagonals
        out.append(_petal(R * 0.72, R * 0.2, angle, f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="{line:.2f}"'))
    for angle in (0, 90, 180, 270):  # cream petals, pointing to the card's edges
        L = long_r if angle in long_angles else R
        half = R * (0.36 if angle in long_angles else 0.3)
        out.append(_petal(L, half, angle, f'fill="{CREAM}" stroke="{GOLD_DARK}" stroke-width="{line:.2f}"'))
        out.append(_petal(L * 0.78, R * 0.11, angle, f'fill="{ground}" opacity="0.85"'))
    m = R * 0.46  # medallion radius
    out.append(f'<circle r="{m:.2f}" fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="{line * 1.3:.2f}"/>')
    out.append(f'<circle r="{m * 0.74:.2f}" fill="{ground}" stroke="{GOLD_DARK}" stroke-width="{line:.2f}"/>')
    out.append(f'<path d="{star_path(8, m * 0.66, m * 0.3)}" fill="{GOLD_LIGHT}" stroke="{GOLD_DARK}" stroke-width="{line * 0.8:.2f}"/>')
    out.append(f'<circle r="{m * 0.14:.2f}" fill="{ground}"/>')
    if s >= 70:  # a ring of dots on the medallion once they are bigger than a pixel
        for k in range(16):
            a = math.tau * k / 16
            out.append(f'<circle cx="{m * 0.87 * math.cos(a):.2f}" cy="{m * 0.87 * math.sin(a):.2f}" '
                       f'r="{m * 0.055:.2f}" fill="{GOLD_DARK}"/>')
    out.append("</g>")
    return "".join(out)


def _petal(length: float, half_width: float, angle: float, style: str) -> str:
    """A pointed almond shape from the centre outwards, rotated by ``angle`` degrees."""
    L, b = length, half_width
    d = (f"M0 0C{b:.2f} {-L * 0.25:.2f} {b * 1.1:.2f} {-L * 0.6:.2f} 0 {-L:.2f}"
         f"C{-b * 1.1:.2f} {-L * 0.6:.2f} {-b:.2f} {-L * 0.25:.2f} 0 0Z")
    return f'<path transform="rotate({angle})" d="{d}" {style}/>'




def _diamond_d(cx: float, cy: float, r: float) -> str:
    return (f"M{cx:.2f} {cy - r:.2f}L{cx + r:.2f} {cy:.2f}L{cx:.2f} {cy + r:.2f}"
            f"L{cx - r:.2f} {cy:.2f}Z")


def _rect(rect: tuple[float, float, float, float], style: str, rx: float = 0.0) -> str:
    x, y, w, h = rect
    return (f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" '
            f'rx="{rx:.2f}" {style}/>')
