"""The one interface every deck family's renderer implements, and everything they share.

A renderer turns a card code into a ``pygame.Surface`` at a given width.  Drawing a face
is slow (vector shapes, text), blitting one is not, so faces are drawn once per size and
kept in a dict; the table blits them every frame and calls :meth:`CardRenderer.clear_cache`
when the window is resized.  Subclasses only *draw* (:meth:`CardRenderer._draw_face`); the
base class owns caching, dimming, shadows, rounded corners and the shared back, so every
deck behaves the same way on the table.

Nothing here needs a display: surfaces are ``SRCALPHA`` and are converted with
``convert_alpha()`` only when a display surface exists, so tests and scripts run with
``SDL_VIDEODRIVER=dummy`` and no ``pygame.display.set_mode``.
"""

from __future__ import annotations

import io
import math
from abc import ABC, abstractmethod
from collections.abc import Hashable

import pygame

#: Multiplier applied to a face's colours for the dimmed (not playable) look: the UI style asks
#: for "about half" brightness, enough to step back while the card stays legible.
DIM_FACTOR = 0.5

#: Smallest width anybody may ask for; below this a card is a smudge and a bug upstream.
MIN_WIDTH = 8


class CardRenderer(ABC):
    """Draws one deck family's faces and backs, cached per size.

    Subclasses set :attr:`family` and :attr:`aspect` and implement :meth:`_draw_face`
    (and :meth:`_check_code` to refuse codes that are not in the family).  Everything a
    caller uses lives here:

    * :meth:`face` / :meth:`back` / :meth:`shadow` return cached surfaces; a cache hit is
      one dict lookup, so calling them every frame is fine.
    * Widths are whole pixels; heights follow from :attr:`aspect`
      (:meth:`size_for_width`, :meth:`size_for_height`).  Nothing may assume one aspect:
      Spanish cards are tall, dominoes and chess cards are not.
    * The cache keeps the sizes of at most :attr:`max_widths` distinct widths; drawing a
      new width beyond that forgets the oldest one, so a resize drag cannot leak memory
      even if nobody calls :meth:`clear_cache`.
    """

    family: str = ""
    aspect: float = 0.64  # face width / height
    #: Distinct widths kept at once: the hand, the trick, the opponents' small cards and
    #: one spare for an animation or the old size during a resize.
    max_widths: int = 4
    #: Corner radius as a fraction of the width (a real card: ~3 mm on 61-63 mm).
    corner_fraction: float = 0.055

    def __init__(self) -> None:
        self._faces: dict[tuple[str, int, bool], pygame.Surface] = {}
        self._backs: dict[int, pygame.Surface] = {}
        self._shadows: dict[int, pygame.Surface] = {}
        self._widths: list[int] = []  # in the order they were first drawn

    # --- sizes ---------------------------------------------------------------------------

    def size_for_width(self, width: int) -> tuple[int, int]:
        """``(width, height)`` of a card ``width`` pixels wide."""
        w = int(width)
        return w, max(1, round(w / self.aspect))

    def size_for_height(self, height: int) -> tuple[int, int]:
        """``(width, height)`` of a card about ``height`` pixels tall.

        The width is the one to pass to :meth:`face`, so the result is exactly what
        :meth:`face` will draw; its height never exceeds ``height`` (it may fall a pixel
        short of it, because widths are whole pixels).
        """
        h = int(height)
        w = max(1, round(h * self.aspect))
        while w > 1 and self.size_for_width(w)[1] > h:
            w -= 1
        return self.size_for_width(w)

    def corner_radius(self, width: int) -> int:
        """Corner radius in pixels for a card ``width`` wide (at least 3 so it still reads)."""
        return max(3, round(int(width) * self.corner_fraction))

    # --- cached surfaces -----------------------------------------------------------------

    def face(self, code: str, width: int, *, dimmed: bool = False) -> pygame.Surface:
        """The face of ``code``, ``width`` pixels wide; half as bright when ``dimmed``.

        Drawn once per ``(code, width, dimmed)``; do not modify the returned surface.
        Raises ``ValueError`` for a code that is not in this family.
        """
        try:
            return self._faces[(code, width, dimmed)]
        except KeyError:
            return self._build_face(code, width, dimmed)

    def back(self, width: int) -> pygame.Surface:
        """The program's shared back at ``width`` pixels (the same for every deck)."""
        try:
            return self._backs[width]
        except KeyError:
            return self._build_back(width)

    def shadow(self, width: int) -> pygame.Surface:
        """A soft, blurred, translucent shadow for a card ``width`` wide.

        It is :meth:`shadow_margin` pixels larger than the card on every side.  Blit it
        before the card at ``(card_x - m + dx, card_y - m + dy)`` where ``m`` is the margin
        and ``(dx, dy)`` the light's offset, down and right (UI style: 2-4 ``u``;
        :meth:`shadow_offset` gives a width-based default).
        """
        try:
            return self._shadows[width]
        except KeyError:
            return self._build_shadow(width)

    def shadow_margin(self, width: int) -> int:
        """How far the shadow surface extends beyond the card on each side."""
        return max(3, round(int(width) * 0.07))

    def shadow_offset(self, width: int) -> tuple[int, int]:
        """A sensible default ``(dx, dy)`` for the shadow when the table has no ``u`` at hand."""
        w = int(width)
        return max(1, round(w * 0.02)), max(2, round(w * 0.035))

    def clear_cache(self) -> None:
        """Forget every drawn surface (call on window resize; they are redrawn on demand)."""
        self._faces.clear()
        self._backs.clear()
        self._shadows.clear()
        self._widths.clear()
        _SHARED.clear()

    # --- what subclasses provide ---------------------------------------------------------

    @abstractmethod
    def _check_code(self, code: str) -> None:
        """Raise ``ValueError`` if ``code`` is not a card of this family."""

    @abstractmethod
    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        """Draw the face of a valid ``code`` at exactly ``w`` x ``h`` (SRCALPHA).

        Need not round the corners: the base class cuts them (anti-aliased) afterwards.
        """

    # --- building (cache misses) ---------------------------------------------------------

    def _build_face(self, code: str, width: int, dimmed: bool) -> pygame.Surface:
        w, h = self._checked_size(width)
        if dimmed:
            surf = _dim(self.face(code, w))
        else:
            self._check_code(code)
            surf = self._draw_face(code, w, h)
            if surf.get_size() != (w, h):
                raise RuntimeError(
                    f"{type(self).__name__} drew {code} at {surf.get_size()}, not {(w, h)}"
                )
            surf = self._finish(surf, w)
        self._note_width(w)
        self._faces[(code, w, dimmed)] = surf
        return surf

    def _build_back(self, width: int) -> pygame.Surface:
        from cardgames.ui.cards.back import draw_back  # late: back.py imports this module

        w, h = self._checked_size(width)
        radius = self.corner_radius(w)
        key = ("back", w, h, radius)
        surf = _SHARED.get(key)
        if surf is None:
            surf = _SHARED.put(key, self._finish(draw_back(w, h), w))
        self._note_width(w)
        self._backs[w] = surf
        return surf

    def _build_shadow(self, width: int) -> pygame.Surface:
        w, h = self._checked_size(width)
        m = self.shadow_margin(w)
        surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(
            surf, (0, 0, 0, 110), (m, m, w, h), border_radius=self.corner_radius(w)
        )
        surf = pygame.transform.gaussian_blur(surf, max(1, m // 2), repeat_edge_pixels=False)
        surf = _maybe_convert(surf)
        self._note_width(w)
        self._shadows[w] = surf
        return surf

    def _checked_size(self, width: int) -> tuple[int, int]:
        if int(width) != width or width < MIN_WIDTH:
            raise ValueError(f"card width must be a whole number >= {MIN_WIDTH} px, not {width!r}")
        return self.size_for_width(int(width))

    def _finish(self, surf: pygame.Surface, w: int) -> pygame.Surface:
        """Cut the rounded corners (transparent outside, anti-aliased) and convert."""
        if not surf.get_flags() & pygame.SRCALPHA:
            surf = surf.convert_alpha() if _has_display() else _to_srcalpha(surf)
        surf.blit(rounded_mask(surf.get_size(), self.corner_radius(w)), (0, 0),
                  special_flags=pygame.BLEND_RGBA_MULT)
        return _maybe_convert(surf)

    def _note_width(self, w: int) -> None:
        """Remember that width ``w`` is cached; forget the oldest width beyond the limit."""
        if w in self._widths:
            return
        self._widths.append(w)
        while len(self._widths) > self.max_widths:
            self._forget_width(self._widths.pop(0))

    def _forget_width(self, w: int) -> None:
        self._faces = {k: v for k, v in self._faces.items() if k[1] != w}
        self._backs = {k: v for k, v in self._backs.items() if k != w}
        self._shadows = {k: v for k, v in self._shadows.items() if k != w}


class LookRenderer(CardRenderer):
    """A deck drawn in a process-wide *look* (the table's deck options: the form, the aids,
    the language of the learner's names) with a back of its own.

    Everything drawn in another look is forgotten before the next face, back or shadow is
    handed out, so a change of look never shows a stale sprite; subclasses say what the
    look is (:meth:`_current_look`, any hashable value) and draw their back
    (:meth:`_draw_back`)."""

    def __init__(self) -> None:
        super().__init__()
        self._drawn_look = self._current_look()

    @abstractmethod
    def _current_look(self) -> Hashable:
        """Everything the sprites depend on besides the code and the width."""

    @abstractmethod
    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        """The deck's own back, ``w`` x ``h`` pixels, before its corners are cut."""

    def _sync_look(self) -> None:
        now = self._current_look()
        if self._drawn_look != now:
            self.clear_cache()
            self._drawn_look = now

    def face(self, code: str, width: int, *, dimmed: bool = False) -> pygame.Surface:
        """As :meth:`CardRenderer.face`, in the current look."""
        self._sync_look()
        return super().face(code, width, dimmed=dimmed)

    def back(self, width: int) -> pygame.Surface:
        """The deck's own back (not the program's shared one), in the current look."""
        self._sync_look()
        try:
            return self._backs[width]
        except KeyError:
            w, h = self._checked_size(width)
            surf = self._finish(self._draw_back(w, h), w)
            self._note_width(w)
            self._backs[w] = surf
            return surf

    def shadow(self, width: int) -> pygame.Surface:
        self._sync_look()
        return super().shadow(width)


# --- shared helpers ----------------------------------------------------------------------


class _SharedCache:
    """Surfaces shared by every renderer (the back, corner masks), bounded like theirs."""

    def __init__(self, limit: int = 24) -> None:
        self._data: dict[Hashable, pygame.Surface] = {}
        self._limit = limit

    def get(self, key: Hashable) -> pygame.Surface | None:
        return self._data.get(key)

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        if len(self._data) >= self._limit:
            self._data.pop(next(iter(self._data)))  # oldest first
        self._data[key] = surf
        return surf

    def clear(self) -> None:
        self._data.clear()


_SHARED = _SharedCache()


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White, with alpha 255 inside a rounded rect of ``size`` and 0 outside (anti-aliased).

    Multiplied into a face with ``BLEND_RGBA_MULT`` it makes the corners transparent
    without touching the colours.  Drawn at 4x and smoothed down once per size.
    """
    key = ("mask", size, radius)
    mask = _SHARED.get(key)
    if mask is None:
        k = 4
        big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
        big.fill((255, 255, 255, 0))
        pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * k)
        mask = _SHARED.put(key, pygame.transform.smoothscale(big, size))
    return mask


def star_path(points: int, outer: float, inner: float) -> str:
    """SVG path data of a star centred on the origin, first point up (backs and pips)."""
    pts = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = math.pi * k / points - math.pi / 2
        pts.append(f"{r * math.cos(a):.2f} {r * math.sin(a):.2f}")
    return "M" + "L".join(pts) + "Z"


def render_svg(svg: str, w: int, h: int) -> pygame.Surface:
    """Rasterise SVG text to an SRCALPHA surface of exactly ``w`` x ``h``.

    pygame-ce's ``load_sized_svg`` (nanosvg) gives anti-aliased curves at any size, which
    is why the deck designs are written as SVG: one description, crisp at 40 px and at
    400 px.  The SVG should use ``viewBox="0 0 w h"`` so no rounding changes the size;
    if it still differs by a pixel, the result is padded or cropped, never stretched.
    """
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (w, h))
    if surf.get_size() != (w, h) or not surf.get_flags() & pygame.SRCALPHA:
        exact = pygame.Surface((w, h), pygame.SRCALPHA)
        exact.fill((0, 0, 0, 0))
        exact.blit(surf, (0, 0))
        surf = exact
    return surf


def _dim(surf: pygame.Surface) -> pygame.Surface:
    """A copy of ``surf`` at :data:`DIM_FACTOR` brightness, alpha untouched."""
    level = round(255 * DIM_FACTOR)
    dimmed = surf.copy()
    dimmed.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
    return dimmed


def _has_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _maybe_convert(surf: pygame.Surface) -> pygame.Surface:
    """``convert_alpha()`` for fast blits, but only when there is a display to convert to."""
    return surf.convert_alpha() if _has_display() else surf


def _to_srcalpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out
