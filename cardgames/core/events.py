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
