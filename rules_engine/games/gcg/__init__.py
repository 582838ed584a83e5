"""The Gundam Card Game: the comprehensive rules (zh-Hant v1.1.0, chapters 1–11 and 13,
cross-checked with the Japanese document) as a game module of the core engine."""

from .game import GAME, DeckRejected, empty_state, pool_for

__all__ = ["GAME", "DeckRejected", "empty_state", "pool_for"]
