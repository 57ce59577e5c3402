"""A saved match in words: which game, who plays, the score so far, when it was saved.

The menu's Resume panel and the Load list both show saves; they show them the same way.
Everything comes from :meth:`SavedMatch.summary <cardgames.core.saves.SavedMatch.summary>`.
"""

from __future__ import annotations

import time
from typing import Any

from cardgames.core.i18n import _, game_text, ngettext

MINUS = "\u2212"


def game_title(game_id: str) -> str:
    try:
        from cardgames.games import game_class

        return game_text(game_id, game_class(game_id).title)
    except (ValueError, ImportError, AttributeError):
        return game_id


def signed(score: Any) -> str:
    return f"{MINUS}{-score}" if isinstance(score, int) and score < 0 else str(score)


def scores_line(summary: dict[str, Any]) -> str:
    """"You 25 · Ane 10 · Mikel −5" (names alone when there are no scores yet)."""
    names = list(summary.get("names") or [])
    scores = list(summary.get("scores") or [])
    if not names:
        names = [_("Seat {number}").format(number=i + 1) for i in range(len(scores))]
    parts = []
    for i, name in enumerate(names):
        parts.append(f"{name} {signed(scores[i])}" if i < len(scores) else name)
    return " \u00b7 ".join(parts)


def saved_when(stamp: float, now: float | None = None) -> str:
    """"today 14:02", "yesterday 09:15", "12 May 14:02", "12 May 2023"."""
    if not stamp:
        return _("at an unknown time")
    now = time.time() if now is None else now
    then, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    if then[:3] == today[:3]:
        return _("today {clock}").format(clock=clock)
    if then[:3] == time.localtime(now - 86400)[:3]:
        return _("yesterday {clock}").format(clock=clock)
    if then.tm_year == today.tm_year:
        return f"{then.tm_mday} {time.strftime('%b', then)} {clock}"
    return f"{then.tm_mday} {time.strftime('%b %Y', then)}"


def headline(summary: dict[str, Any]) -> str:
    """"Pocha · hand 3 · 4 players"."""
    players = summary.get("players") or len(summary.get("names") or []) or None
    parts = [game_title(str(summary.get("game")))]
    if summary.get("hand"):
        parts.append(_("hand {number}").format(number=summary["hand"]))
    if players:
        parts.append(ngettext("{n} player", "{n} players", players).format(n=players))
    return " \u00b7 ".join(parts)


def rebuilt_text(file_name: str, kept_as: str = "") -> str:
    """What the player is told when a save's position did not match its own moves (a
    hand-edited file, or one from an older version): the match was rebuilt from them,
    and the file as it was is kept under ``kept_as`` (the rebuilt match replaces it)."""
    if kept_as:
        return _("{file} did not match its own moves: the match was rebuilt from them. "
                 "The original is kept as {copy}.").format(file=file_name, copy=kept_as)
    return _("{file} did not match its own moves: the match was rebuilt from them.").format(
        file=file_name)


def kept_name(saved) -> str:
    """The name of the copy kept of a rebuilt save's file, or ""."""
    kept = getattr(saved, "kept_as", None)
    return kept.name if kept is not None else ""
