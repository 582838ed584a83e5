"""s5-gcg-b (issue 29): a card of your trash or hand deployed by an effect — "Choose 1 (X) Unit
card that is Lv.4 or lower from your trash. Pay its cost to deploy it.", "… Base card from your
trash. Deploy it.", "You may deploy 1 (X) Unit card from your hand."

Deploying by an effect places the card on the field (5-8-1); it is not played (5-7-1), so the
player's Lv. (2-9-1) is not checked and nothing is paid unless the text says "Pay its cost"
(2-10-1: active resources rested, as 7-5-2-2 c). A unit enters the battle area (a full one asks
for a unit to trash, 11-4-2), a base replaces the base in the base section (11-5-2); either way
its 【Deploy】 triggers (13-2-6). A hand card chosen stays hidden until it is deployed (4-3-2).

s10-gcg-b: "(You may) pair 1 (X) Pilot card from your hand with this Unit" (`pair`): the chosen
Pilot card (2-3-4-2: a card of that type, outside the battle area) is paired with this unit
(5-9-1) — by the effect, so not played (5-7-1): no Lv. check, nothing paid. Only while this unit is
still the card whose effect it is, in the battle area, with no pilot (3-3-4) and not "can't be
paired" (10-1-5-6): otherwise the chosen card stays where it was (1-3-2). 【When Paired】 and,
if the pilot links, 【When Linked】 trigger as for any pairing (13-2-9, 13-2-11).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import in_trash
from .continuous import play_cost

if TYPE_CHECKING:
    from .cards import Step
    from .state import GcgState


def candidates(state: GcgState, owner: str, step: Step) -> list[int]:
    """The cards the owner may choose: of their trash (`your_trash_card`) or hand
    (`your_hand_card`, 12-3-3: never a teammate's) passing the printed bounds; with "Pay its
    cost", only those whose cost the owner's active resources can pay (2-10-1); s10-gcg-b: to be
    paired, Pilot cards (2-3-4-2). Whether this unit can take a pilot is not the choice's concern
    (10-3-3: the card is chosen; pair_card then does what it can, 1-3-2)."""
    zone = "hand" if step.target == "your_hand_card" else "trash"
    pool = [u for u in state.zone(owner, zone) if in_trash(state, u, step.where)]
    spec = step.deploy_card
    if spec is not None and spec.pair:
        return [u for u in pool if state.definition(u).type == "pilot"]
    if spec is not None and spec.pay_cost:  # s11-gcg-exec: its cost there, its own changes too (2-10)
        normal, ex = state.active_resources(owner)
        pool = [u for u in pool if play_cost(state, u) <= normal + ex]
    if spec is not None:  # only a unit or a base can be deployed (5-8-1)
        pool = [u for u in pool if state.definition(u).type in ("unit", "base")]
    return pool


def deploy_card(state: GcgState, owner: str, step: Step, uid: int) -> None:
    """Deploy the chosen card (5-8-1), paying its printed cost first when the text says so."""
    from .actions import _pay, deploy_unit, enter_base_section  # actions imports effects
    from .effects import card_label, say

    card = state.cards[uid]
    zone = "hand" if step.target == "your_hand_card" else "trash"
    if card.owner != owner or card.zone != zone:
        return  # 1-3-2: it has left that zone; nothing to do
    definition = state.definition(uid)
    spec = step.deploy_card
    if spec.pay_cost:
        normal, ex = state.active_resources(owner)
        cost = play_cost(state, uid)  # s11-gcg-exec: "this card in your hand / trash gets cost -1" (2-10)
        if cost > normal + ex:
            return  # 1-3-2: the cost cannot be paid, so it is not deployed
        _pay(state, owner, cost)
        say(state, f"{owner} pays {cost} to deploy {card_label(state, uid)} from their {zone}",
            key="gcg.event.deploy_paid", params={"player": owner, "card": card_label(state, uid),
                                                 "n": cost, "zone": zone})
    else:
        say(state, f"{owner} deploys {card_label(state, uid)} from their {zone}",
            key="gcg.event.deploy_from", params={"player": owner, "card": card_label(state, uid),
                                                 "zone": zone})
    if definition.type == "base":
        enter_base_section(state, uid, rested=spec.rested)
    else:
        deploy_unit(state, uid, rested=spec.rested)  # s8-gcg-d: "Deploy it rested"


def pair_card(state: GcgState, owner: str, step: Step, uid: int, unit: int | None) -> None:
    """s10-gcg-b: pair the chosen Pilot card of the owner's hand or trash with this unit (5-9-1)."""
    from .effects import card_label, say  # effects imports this module
    from .paired_play import after_pairing, pairable

    card = state.cards[uid]
    zone = "hand" if step.target == "your_hand_card" else "trash"
    if unit is None or card.owner != owner or card.zone != zone or not pairable(state, unit):
        return  # 1-3-2: it cannot be done
    state.pair(uid, unit)
    linked = state.linked(unit)
    say(state, f"{owner} pairs {card_label(state, uid)} from their {zone} with {card_label(state, unit)}"
               + (" — linked" if linked else ""), key="gcg.event.pairs_from",
        params={"player": owner, "card": card_label(state, uid), "unit": card_label(state, unit),
                "zone": zone, "linked": linked})
    after_pairing(state, uid, unit, linked)
