"""s5-gcg-a (issue 29): a command paired by its own effect, and the paired card's 【Main】 activated
by a unit's effect — the two halves of the newer sets' "Special Move" commands:

* "【Main】… After activating this card's 【Main】, you may pair this card from your trash with one of
  your (MF) Units." (`pair_this`): once the 【Main】 has been done the command goes to its owner's
  trash (3-4-4) and from there may be paired (5-9-1) with a unit of theirs, as a pilot (3-4-6-3,
  3-4-6-4: the pilot rules apply) — a unit with no pilot (3-3-4) that may be paired (10-1-5-6). It
  is not played: nothing is paid. 【When Paired】 / 【When Linked】 trigger as for any pairing
  (13-2-9, 13-2-11). A card whose 【Main】 was activated from somewhere else (paired with a unit)
  never went to the trash: nothing is paired (1-3-2).
* "【Attack】Activate 【Main】 on the card paired with this Unit." (`activate_paired`): that card's
  【Main】 effect (10-1-8-1) is done as part of this effect, as printed on that card, without
  paying its cost; a paired card with no 【Main】 (a Pilot card) activates nothing (1-3-2).
"""

from __future__ import annotations

from .continuous import cant
from .effects import card_label, fire_card, notify, say
from .state import GcgState, PendingEffect


def pair_source(state: GcgState, pending: PendingEffect) -> int | None:
    """The command this effect belongs to while it can still be paired "from your trash": the card
    in limbo as its 【Main】 resolves (it goes to the trash now, 3-4-4), or already in its trash."""
    card = state.cards.get(pending.source)
    if card is None or card.incarnation != pending.source_inc or card.zone not in ("limbo", "trash"):
        return None
    return pending.source


def pairable(state: GcgState, unit: int) -> bool:
    """A unit a card can be paired with: no pilot yet (3-3-4), not "can't be paired" (10-1-5-6)."""
    card = state.cards[unit]
    return card.zone == "battle" and card.pilot is None and not cant(state, unit, "be_paired")


def pair_targets(state: GcgState, pending: PendingEffect, units: list[int]) -> list[int]:
    """The units `pair_this` may choose: none when the card is no longer there to be paired."""
    if pair_source(state, pending) is None:
        return []
    return [u for u in units if pairable(state, u)]


def pair_this(state: GcgState, pending: PendingEffect, unit: int) -> None:
    uid = pair_source(state, pending)
    if uid is None or not pairable(state, unit):
        return  # 1-3-2: it cannot be done
    if state.cards[uid].zone == "limbo":
        state.move(uid, "trash")  # 3-4-4: the 【Main】 has been activated
    owner = pending.owner
    state.pair(uid, unit)
    linked = state.linked(unit)
    say(state, f"{owner} pairs {card_label(state, uid)} with {card_label(state, unit)}"
               + (" — linked" if linked else ""), key="gcg.event.pairs",
        params={"player": owner, "card": card_label(state, uid), "unit": card_label(state, unit),
                "linked": linked})
    after_pairing(state, uid, unit, linked)


def after_pairing(state: GcgState, pilot: int, unit: int, linked: bool) -> None:
    """What any pairing by an effect causes: 【When Paired】 / 【When Linked】 (13-2-9, 13-2-11), the
    events "when … is paired / links" and the turn's record (s6-gcg-a)."""
    fire_card(state, unit, "when_paired", pilot_check=unit)  # 13-2-9
    if linked:
        fire_card(state, unit, "when_linked")  # 13-2-11
    notify(state, "paired", unit, obj=pilot)
    state.turn_record.append(["paired", unit, state.cards[unit].incarnation])  # s6-gcg-a
    if linked:
        notify(state, "linked", unit)


def activate_paired(state: GcgState, pending: PendingEffect, timing: str) -> None:
    """Note the paired card's 【Main】 (`timing`) to be done next, within this effect (`finish`)."""
    unit = state.bearer(pending.source)
    card = state.cards.get(unit)
    pilot = card.pilot if card is not None and card.zone == "battle" else None
    found = state.definition(pilot).effects_at(timing) if pilot is not None else []
    if not found:
        say(state, f"{card_label(state, unit)}: no paired card with 【{timing.capitalize()}】 — nothing is "
                   "activated (1-3-2)", key="gcg.event.nothing_to_activate",
            params={"card": card_label(state, unit), "timing": timing})
        return
    index = found[0][0]
    say(state, f"{card_label(state, unit)} activates 【{timing.capitalize()}】 of {card_label(state, pilot)}",
        key="gcg.event.activates_paired",
        params={"card": card_label(state, unit), "pilot": card_label(state, pilot), "timing": timing})
    pending.extra["then"] = PendingEffect(owner=pending.owner, source=pilot,
                                          source_inc=state.cards[pilot].incarnation, effect=index,
                                          kind=timing)
