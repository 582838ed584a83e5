"""The registry of games: every package under `rules_engine/games/` that exposes `GAME`.

Adding a game adds a folder; nothing here names one. Games are imported on first use.
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module

from .game import GameModule

GAMES_PACKAGE = "rules_engine.games"


class UnknownGame(KeyError):
    def __init__(self, code: str, known: list[str]) -> None:
        super().__init__(code)
        self.code = code
        self.known = known

    def __str__(self) -> str:
        return f"unknown game {self.code!r}; known: {', '.join(self.known) or 'none'}"


@cache
def codes() -> tuple[str, ...]:
    """The code of every game package, sorted (gcg first: the first game)."""
    package = import_module(GAMES_PACKAGE)
    found = sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg)
    return tuple(sorted(found, key=lambda code: (code != "gcg", code)))


def get_game(code: str) -> GameModule:
    if code not in codes():
        raise UnknownGame(code, list(codes()))
    return _load(code)


@cache
def _load(code: str) -> GameModule:
    module = import_module(f"{GAMES_PACKAGE}.{code}")
    game = getattr(module, "GAME", None)
    if game is None:
        raise UnknownGame(code, list(codes()))
    return game


def games() -> list[GameModule]:
    return [get_game(code) for code in codes()]
