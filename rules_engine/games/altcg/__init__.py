"""The Azur Lane TCG (碧藍航線集換式對戰卡牌): the comprehensive rules (zh-Hant) as a game module of
the core engine."""

from .game import GAME, DeckRejected, empty_state, pool_for

__all__ = ["GAME", "DeckRejected", "empty_state", "pool_for"]
