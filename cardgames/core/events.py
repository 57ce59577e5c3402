"""Events: what happened, in order, as plain mappings that serialise as they are.

An event is a ``dict`` with a ``type`` key and named fields (``seat``, ``card``,
``winner``, ``deltas``...), so ``json.dumps`` takes it unchanged; attribute access is
a convenience for readers.

>>> e = Event("played", seat=1, card="3O")
>>> e.type, e.seat, e["card"]
('played', 1, '3O')
"""

from __future__ import annotations

from typing import Any


class Event(dict):
    __slots__ = ()

    def __init__(self, type: str, /, **fields: Any) -> None:  # noqa: A002 - 'type' is the field name
        super().__init__(type=type, **fields)

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def type(self) -> str:  # type: ignore[override]
        return self["type"]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        fields = dict(data)
        return cls(fields.pop("type"), **fields)


def with_fields(event: Event, **changes: Any) -> Event:
    """A new event of the same type with some fields replaced (the others, and their
    order, kept): how a game redacts what a seat may not see.

    >>> with_fields(Event("drew", seat=2, cards=["AS"]), cards=None)
    {'type': 'drew', 'seat': 2, 'cards': None}
    """
    fields = dict(event)
    fields.update(changes)
    return Event.from_dict(fields)


def hands_seen_by(event: Event, seat: int) -> Event:
    """A ``dealt`` event as ``seat`` sees it: its own hand, every other ``hands`` entry None.

    >>> hands_seen_by(Event("dealt", hand=1, hands=[["AS"], ["KS"]]), 1)
    {'type': 'dealt', 'hand': 1, 'hands': [None, ['KS']]}
    """
    return with_fields(event, hands=[h if s == seat else None for s, h in enumerate(event["hands"])])
