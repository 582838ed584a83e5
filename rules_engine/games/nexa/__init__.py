"""Gundam War NEX-A: the official rulebook (ja, v1.2) as a game module of the core engine,
clauses cited by the project's rulebook ids (contracts/nexa.md)."""

from .game import GAME

__all__ = ["GAME"]
