"""What a game module provides, and the registry of games."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Protocol

from .actions import Action
from .zones import ZoneSpec


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the match log. `text` is safe for everyone; `private` holds the
    fuller line a given player (and the judge) may read, e.g. which card they drew."""

    text: str
    private: dict[str, str] = field(default_factory=dict)

    def for_viewer(self, viewer: str | None) -> str:
        return self.private.get(viewer, self.text) if viewer else self.text


@dataclass(frozen=True, slots=True)
class MatchConfig:
    game: str
    players: tuple[str, ...]
    decks: dict[str, Any]  # player -> the game's deck object
    seed: str
    options: dict[str, Any] = field(default_factory=dict)


class GameModule(Protocol):
    code: str
    zones: dict[str, ZoneSpec]

    def setup(self, config: MatchConfig) -> Any: ...

    def legal_actions(self, state: Any, player: str) -> list[Action]: ...

    def check(self, state: Any, action: Action) -> None:
        """Raise IllegalAction (with the clause) if `action` may not be taken now.
        Must not change the state."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Carry out a checked action, then everything that follows automatically."""

    def view(self, state: Any, viewer: str | None) -> dict: ...

    def snapshot(self, state: Any) -> dict:
        """Everything in the state, hidden zones and order included, as plain data."""

    def finished(self, state: Any) -> bool: ...


_GAMES = {"gcg": "rules_engine.games.gcg"}


def get_game(code: str) -> GameModule:
    if code not in _GAMES:
        raise KeyError(f"unknown game {code!r}; known: {', '.join(_GAMES)}")
    return import_module(_GAMES[code]).GAME
