"""Actions: who does what, with which fields, chosen at which action number."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from .errors import MalformedAction


@dataclass(frozen=True, slots=True, init=False)
class Action:
    actor: str
    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    at: int | None = None  # the action number the player saw when choosing; None: now

    def __init__(self, actor: str, kind: str, args: dict[str, Any] | None = None,
                 at: int | None = None) -> None:
        # Frozen, but built through the slots' own setters: half the cost of the generated
        # `object.__setattr__` calls, on the engine's hottest path (every legal action).
        _set_actor(self, actor)
        _set_kind(self, kind)
        _set_args(self, {} if args is None else args)
        _set_at(self, at)

    def get(self, name: str, default: Any = None) -> Any:
        return self.args.get(name, default)

    def to_dict(self) -> dict:
        out = {"actor": self.actor, "kind": self.kind, **({"args": self.args} if self.args else {})}
        if self.at is not None:
            out["at"] = self.at
        return out

    @classmethod
    def from_dict(cls, data: dict) -> Action:
        if not isinstance(data, dict) or "actor" not in data or "kind" not in data:
            raise MalformedAction("an action needs an actor and a kind")
        args = data.get("args") or {}
        if not isinstance(args, dict):
            raise MalformedAction("an action's args must be a mapping")
        at = data.get("at")
        if at is not None and not isinstance(at, int):
            raise MalformedAction("an action's `at` must be an action number")
        return cls(str(data["actor"]), str(data["kind"]), dict(args), at)

    def key(self) -> tuple:
        """Identity for comparing with a legal action (ignores `at`)."""
        return (self.actor, self.kind, _freeze(self.args))

    def digest(self) -> str:
        """A short stable name for this action (actor, kind, fields; not `at`): what a
        button or menu option carries instead of an index into a legal list."""
        data = json.dumps([self.actor, self.kind, self.args], sort_keys=True, separators=(",", ":"),
                          ensure_ascii=False, default=str)
        return hashlib.sha256(data.encode()).hexdigest()[:10]

    def describe(self) -> str:
        fields = ", ".join(f"{k}={v}" for k, v in self.args.items())
        return f"{self.actor}: {self.kind}" + (f" ({fields})" if fields else "")


_set_actor = Action.__dict__["actor"].__set__
_set_kind = Action.__dict__["kind"].__set__
_set_args = Action.__dict__["args"].__set__
_set_at = Action.__dict__["at"].__set__


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value
