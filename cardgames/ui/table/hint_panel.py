"""The hint on the table: what to do, in a gold heading, and the search's reason below.

The AI's sentence is written for any front end ("Play 3O: you made your bid in 71% of
600 sampled deals with it, 38% with 1O.").  At the table the move goes in the heading in
the words players use ("Hint: play the 3 of oros") and the reason follows with its card
codes named the same way -- wording only: the move and the numbers are the AI's.

The panel is placed by :func:`~cardgames.ui.tutorial.placement.best_place` (like a
tutorial step's panel), preferring the spot just above the prompt, so it never covers
the hand or the bid buttons the player is about to use.
"""

from __future__ import annotations

import re

import pygame

from cardgames.core.i18n import _, game_text, language
from cardgames.ui import style, text
from cardgames.ui.style import Metrics
from cardgames.ui.table.suit_text import card_words, order_words
from cardgames.ui.widgets import surfaces

NBSP = "\u00a0"
#: what may be a card code inside a sentence (rank + suit letter); the deck says if it is one
_CODE = re.compile(r"(?<![\w%])[0-9A-Z]{1,2}[A-Z]\b")


def hint_words(action: str, sentence: str, family: str = "", game_id: str = "") -> tuple[str, str]:
    """``(heading, reason)`` for a hint: ("Hint: play the 3 of oros", "You made your bid
    in 71% of 600 sampled deals with it, 38% with the 1 of oros.")."""
    heading = _("Hint: {move}").format(move=order_words(action, family, game_id))
    _head, colon, rest = sentence.partition(": ")
    reason = rest if colon and rest else sentence  # the sentence repeats the move first
    if language() != "en":
        reason = translated_reason(reason, family, game_id)
    # a card's name never breaks over two lines ("the 4 of / bastos" reads badly)
    reason = _CODE.sub(lambda m: card_words(m.group(0), family).replace(" ", NBSP), reason)
    return heading, reason[:1].upper() + reason[1:]


#: the search's sentences (cardgames.ai.hints, worded in English in the AI's process)
_ONLY = re.compile(r"^it is the only move the rules allow here\.$")
_SUCCESS = re.compile(r"^(?P<phrase>.+) in (?P<p>\d+)% of (?P<n>\d+) sampled deals with it, "
                      r"(?P<q>\d+)% with (?P<other>.+)\.$")
_SCORED = re.compile(r"^it scored (?P<p>\d+)% of the best outcome over (?P<n>\d+) sampled "
                     r"deals, (?P<q>\d+)% for (?P<other>.+)\.$")
_OTHER_BID = re.compile(r"^bid (\d+)$")


def translated_reason(reason: str, family: str = "", game_id: str = "") -> str:
    """The search's English reason in the player's language (unchanged if not known)."""
    if _ONLY.match(reason):
        return _("it is the only move the rules allow here.")
    found = _SUCCESS.match(reason) or _SCORED.match(reason)
    if found is None:
        return reason
    other = found["other"]
    bid = _OTHER_BID.match(other)
    if bid:
        other = _("bidding {n}").format(n=bid.group(1))
    elif other == "pass":
        other = _("passing")
    elif _CODE.fullmatch(other):
        other = _("playing {card}").format(card=other)  # the code is named below
    else:
        other = _("with {move}").format(move=other)
    figures = {"p": found["p"], "n": found["n"], "q": found["q"], "other": other}
    if found.re is _SUCCESS:
        return _("{phrase} in {p}% of {n} sampled deals with it, {q}% {other}.").format(
            phrase=game_text(game_id, found["phrase"]), **figures)
    return _("it scored {p}% of the best outcome over {n} sampled deals, {q}% {other}."
             ).format(**figures)


class HintPanel:
    def __init__(self) -> None:
        self.heading = ""
        self.reason = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.age = 0.0
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    @property
    def visible(self) -> bool:
        return bool(self.heading)

    def set(self, heading: str, reason: str) -> bool:
        """Show this hint (or nothing, with empty strings); True when it changed."""
        if (heading, reason) == (self.heading, self.reason):
            return False
        self.heading, self.reason = heading, reason
        self.age = 0.0
        self._key = None
        return True

    def update(self, dt: float) -> None:
        if self.visible:
            self.age += dt

    # --- size and place -------------------------------------------------------------------------
    @staticmethod
    def max_width(metrics: Metrics) -> int:
        return min(metrics.px(600), metrics.width - 2 * metrics.px(16))

    @staticmethod
    def _pads(metrics: Metrics) -> tuple[int, int]:
        """(side, top) padding: compact, so two lines of reason fit between the trick and
        the prompt at 1280x800 and 1024x640."""
        return metrics.px(14), metrics.px(9)

    def _lines(self, metrics: Metrics, inner: int) -> tuple[list[str], list[str]]:
        return (text.wrap(self.heading, metrics.body_px, inner, bold=True),
                text.wrap(self.reason, metrics.small_px, inner))

    def measure(self, metrics: Metrics) -> tuple[int, int]:
        side, top = self._pads(metrics)
        head, body = self._lines(metrics, self.max_width(metrics) - 2 * side)
        widths = [text.size(line, metrics.body_px, True)[0] for line in head]
        widths += [text.size(line, metrics.small_px)[0] for line in body]
        width = min(self.max_width(metrics), max(widths, default=0) + 2 * side)
        height = (2 * top + len(head) * round(metrics.body_px * 1.25) + metrics.px(3)
                  + len(body) * round(metrics.small_px * 1.3))
        return width, height

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._key = None

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, metrics: Metrics) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        key = (self.heading, self.reason, self.rect.size, metrics.u)
        if key != self._key or self._surface is None:
            self._surface = self._render(metrics)
            self._key = key
        self._surface.set_alpha(round(255 * min(1.0, self.age / 0.15)))
        surface.blit(self._surface, self.rect)

    def _render(self, metrics: Metrics) -> pygame.Surface:
        w, h = self.rect.size
        side, top = self._pads(metrics)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        surf.blit(surfaces.panel((w, h), metrics.px(10), style.PANEL_STRONG, style.GOLD,
                                 max(1, metrics.px(2))), (0, 0))
        head, body = self._lines(metrics, w - 2 * side)
        y = top
        for line in head:
            surf.blit(text.render(line, metrics.body_px, style.GOLD, bold=True), (side, y))
            y += round(metrics.body_px * 1.25)
        y += metrics.px(3)
        for line in body:
            surf.blit(text.render(line, metrics.small_px, style.CREAM), (side, y))
            y += round(metrics.small_px * 1.3)
        return surf
