"""s9-gcg-b (issue 29): "When this Unit / one of your (X) Units destroys an enemy Unit / an enemy
shield area card / an enemy card WITH DAMAGE" — battle damage (8-5) or effect damage (5-5-4),
the Unit's own effects' (its paired pilot's text is the unit's, 3-3-9-2; 《Breach》 is its
keyword effect, 13-1-2-1).

Battle damage is handled where it is dealt (effects.note_kill, note_shield_area_kill and the
shield destroyed in flow._battle_damage). Here: effect damage. A unit or base receiving lethal
effect damage is destroyed by rules processing (5-5-2, 11-3), so the triggers waiting for its
killer are judged as the damage is dealt (as battle damage's are, 8-5-3) and kept in
`state.effect_kills` until the card is destroyed (effects.destroy fires them with the
【Destroyed】 effects, 10-1-6-5). A shield destroyed by effect damage (11-3-1-1: its HP is 1) is
destroyed at once: its triggers fire then (`shield_destroyed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GcgState


def killer_unit(state: GcgState, source: int | None) -> int | None:
    """The unit whose effect damage this is: the unit itself, or the unit a pilot whose text
    dealt it is paired with (3-3-9-2); a command's or a base's damage has no unit (None)."""
    card = state.cards.get(source) if source is not None else None
    if card is None or card.zone != "battle":
        return None
    if state.definition(source).type == "unit":
        return source
    unit = card.paired_to
    return unit if unit is not None and unit in state.cards and state.cards[unit].zone == "battle" else None


def note_effect_kill(state: GcgState, victim: int, source: int | None) -> None:
    """Effect damage from `source` was just dealt to `victim` (a unit or a base): when it is
    lethal (5-5-2), the triggers waiting for the killer destroying it are judged now."""
    from .effects import _battle_kill_triggers

    killer = killer_unit(state, source)
    card = state.cards.get(victim)
    if killer is None or card is None or state.hp(victim) > card.damage \
            or card.owner in state.friends(state.cards[killer].owner):  # an ENEMY card only
        return
    if not (state.pool.has_timing("event") or state.delayed):
        return
    event = "destroys" if card.zone == "battle" else "destroys_shield"  # a base: 3-6-2
    found = _battle_kill_triggers(state, event, killer, victim, damage="effect")
    if found:
        state.effect_kills.setdefault(victim, [card.incarnation, []])[1].extend(found)


def shield_destroyed(state: GcgState, source: int | None, shield: int) -> None:
    """A shield was destroyed by effect damage from `source` (11-3-1-1, 13-1-2-1)."""
    from .effects import notify

    killer = killer_unit(state, source)
    if killer is not None and shield in state.cards \
            and state.cards[shield].owner not in state.friends(state.cards[killer].owner):
        notify(state, "destroys_shield", killer, obj=shield, damage="effect")


def waiting(state: GcgState, uid: int) -> list[tuple]:
    """The effect-damage kill triggers kept for `uid` as it is destroyed (4-1-5: only while it is
    still the card that received the damage)."""
    kept = state.effect_kills.pop(uid, None)
    if kept is None or uid not in state.cards or state.cards[uid].incarnation != kept[0]:
        return []
    return kept[1]
