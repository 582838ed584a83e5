"""s6-gcg-b (issue 29): target parts the executor applies to a whole pool of candidates, not to
one card at a time.

"with the lowest/highest Lv./HP/AP" (`TargetFilter.lowest` / `.highest`): among the cards the
other filters let through, those whose value is the extreme one; the chooser picks among them
(10-3-3), so a tie leaves every tied card choosable. Lv. is the printed level (2-9); AP and HP
are the values now, with their modifiers (2-7, 2-8; damage counters do not lower HP, 5-5-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import players_of

if TYPE_CHECKING:
    from .cards import Step, TargetFilter
    from .state import GcgState


def has_extreme(where: TargetFilter | None) -> bool:
    return where is not None and (where.lowest is not None or where.highest is not None)


def _value(state: GcgState, uid: int, stat: str) -> int:
    if stat == "level":
        return state.definition(uid).level
    return state.ap(uid) if stat == "ap" else state.hp(uid)


def narrow(state: GcgState, pool: list[int], where: TargetFilter) -> list[int]:
    """The cards of `pool` (already passing the other filters) with the extreme value."""
    for stat, pick in ((where.lowest, min), (where.highest, max)):
        if stat is None or not pool:
            continue
        best = pick(_value(state, u, stat) for u in pool)
        pool = [u for u in pool if _value(state, u, stat) == best]
    return pool


def without_extreme(where: TargetFilter) -> TargetFilter:
    return where.model_copy(update={"lowest": None, "highest": None})


def resolve_battling(state: GcgState, owner: str, step: Step) -> Step:
    """"battling a friendly Unit …": whose unit the other one must be, from the effect's owner
    (12-3-10 friendly, 12-3-11 yours, 12-2-6 enemy), fixed as the target is chosen."""
    where = step.where
    if where is None or where.battling_who is None:
        return step
    owners = players_of(state, owner, where.battling_who)
    return step.model_copy(update={"where": where.model_copy(update={"battling_who": None,
                                                                     "battling_owners": owners})})
