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

#: how any action is written, in no particular game's terms (the generic refusal's advice)
HOW_TO_WRITE = "write a move as a verb or verb:argument, like 'pass' or 'bid:2'."


class IllegalAction(ValueError):
    """An action the rules refuse here; the message is the sentence the player sees."""


def quoted(text: object, limit: int = 40) -> str:
    """``text`` in quotes for a refusal, cut short: a refusal quotes what was sent, and a
    5,000-character text must not become a 5,000-character sentence."""
    text = str(text)
    return f"'{text}'" if len(text) <= limit else f"'{text[:limit - 3]}...'"


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
        """Read the text form; an Action passes through unchanged (if it is made of text).

        Parsing only reads the shape; whether the action is one the game knows, written
        exactly as the game writes it, is the engine's question (``State.legal_id_of``).
        """
        if isinstance(text, Action):
            if isinstance(text.verb, str) and isinstance(text.args, tuple) \
                    and all(isinstance(a, str) for a in text.args):
                return text
            raise IllegalAction(f"Action({text.verb!r}, {text.args!r}) is not an action made of "
                                f"text: {HOW_TO_WRITE}")
        if not isinstance(text, str):
            raise IllegalAction(f"{quoted(repr(text))} is not an action: {HOW_TO_WRITE}")
        text = text.strip()
        verb, sep, rest = text.partition(":")
        if not verb or not verb.replace("_", "").isalnum():
            raise IllegalAction(f"{quoted(text)} is not an action: {HOW_TO_WRITE}")
        args = tuple(a.strip() for a in rest.split(",")) if sep else ()
        if sep and not all(args):
            raise IllegalAction(f"{quoted(text)} is not an action: an argument is missing after ':'.")
        return cls(verb, args)
