"""s6-gcg-a (issue 29): the parts of an unmarked trigger "When <subject> <event> …," (10-1-6-1)
that the event walk (effects.notify) checks beyond its subject: an attack's declared target
(8-2-1, 8-2-2). Kept apart so the trigger reader's events and the engine's walk share one place."""

from __future__ import annotations

from typing import Any

from .conditions import matches
from .state import GcgState


def attack_target_matches(state: GcgState, owner: str, on: Any, target: int | None) -> bool:
    """"When <a Unit> attacks an enemy Unit (that is Lv.4 or lower) / a player": the target
    declared in the attack step (8-2-1), judged as the attack is declared (8-2-2; the Japanese
    rules 7-3-5-2: a later change of target does not change it). `target` is the unit attacked,
    None when a player is. "Enemy" is the effect owner's enemy (12-3-10)."""
    if on.target == "player":
        return target is None
    if on.target == "unit" or on.object_where is not None:
        card = state.cards.get(target) if target is not None else None
        if card is None or card.owner in state.friends(owner):
            return False
        return on.object_where is None or matches(state, target, on.object_where)
    return True
