"""Log lines of the action being applied."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.game import Event

if TYPE_CHECKING:
    from .state import UcgState


def say(state: UcgState, text: str, *, key: str, params: dict[str, Any] | None = None,
        private_params: dict[str, dict[str, Any]] | None = None, **private: str) -> None:
    """A log line; `key` (`ucg.event.<name>`) and `params` let the bot say it in the
    reader's language, `private_params[viewer]` the extra values of a viewer's fuller line."""
    state.events.append(Event(text, dict(private), key=key, params=dict(params or {}),
                              private_params=dict(private_params or {})))


def label(state: UcgState, uid: int) -> str:
    card = state.cards[uid]
    return f"{state.pool[card.number].name} ({card.number})"
