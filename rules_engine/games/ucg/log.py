"""Log lines of the action being applied."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.game import Event
from ...core.labels import place

if TYPE_CHECKING:
    from .state import UcgState


def say(state: UcgState, text: str, *, key: str, params: dict[str, Any] | None = None,
        private_params: dict[str, dict[str, Any]] | None = None, **private: str) -> None:
    """A log line; `key` (`ucg.event.<name>`) and `params` let the bot say it in the
    reader's language, `private_params[viewer]` the extra values of a viewer's fuller line."""
    state.events.append(Event(text, private, key=key, params=params, private_params=private_params))


def label(state: UcgState, uid: int) -> str:
    """A card as a line names it: name and number, and for one of two face-up characters
    sharing a name its player and place in their battle areas as the board lists them,
    "Ultraman Tiga (UCG-D001, A2)" (#30 §4). A face-down card's name stays hidden: it
    never makes a mirror."""
    card = state.cards[uid]
    piles = ((p, [area[p].top for area in state.areas if area.get(p) is not None and area[p].stack])
             for p in state.players)
    where = place(uid, lambda u: state.pool[state.cards[u].number].name, piles,
                  shown=lambda u: not state.cards[u].face_down)
    return f"{state.pool[card.number].name} ({card.number}{', ' + where if where else ''})"
