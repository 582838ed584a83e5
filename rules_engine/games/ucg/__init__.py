"""The Ultraman Card Game: the comprehensive rules (zh-Hant v1.6) as a game module of the
core engine."""

from .game import GAME, DeckRejected, empty_state, pool_for

__all__ = ["GAME", "DeckRejected", "empty_state", "pool_for"]
