"""Actions: the small values a seat sends to the engine, with a stable text form.

>>> a = Action.parse("play:12O")
>>> a.verb, a.args, str(a)
('play', ('12O',), 'play:12O')
>>> Action("bid", ("3",)) == Action.parse("bid:3")
True
>>> str(Action("pass"))
'pass'
"""

from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action the rules refuse here; the message is the sentence the player sees."""


@dataclass(frozen=True, slots=True)
class Action:
    """``verb`` or ``verb:arg[,arg]`` — e.g. ``play:12O``, ``bid:3``, ``pass``."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.verb}:{','.join(self.args)}" if self.args else self.verb

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def arg(self) -> str | None:
        """The first argument, or None: most verbs take exactly one."""
        return self.args[0] if self.args else None

    @classmethod
    def parse(cls, text: str | Action) -> Action:
        """Read the text form; an Action passes through unchanged."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise IllegalAction(f"{text!r} is not an action: write it like 'play:12O' or 'bid:2'.")
        text = text.strip()
        verb, sep, rest = text.partition(":")
        if not verb or not verb.replace("_", "").isalnum():
            raise IllegalAction(f"{text!r} is not an action: write it like 'play:12O' or 'bid:2'.")
        args = tuple(a.strip() for a in rest.split(",")) if sep else ()
        if sep and not all(args):
            raise IllegalAction(f"{text!r} is not an action: an argument is missing after ':'.")
        return cls(verb, args)
