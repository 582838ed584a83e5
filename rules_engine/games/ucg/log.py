"""Log lines of the action being applied."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import Event

if TYPE_CHECKING:
    from .state import UcgState


def say(state: UcgState, text: str, **private: str) -> None:
    state.events.append(Event(text, dict(private)))


def label(state: UcgState, uid: int) -> str:
    card = state.cards[uid]
    return f"{state.pool[card.number].name} ({card.number})"
