"""s5-gcg-b (issue 29): a card of your trash or hand deployed by an effect — "Choose 1 (X) Unit
card that is Lv.4 or lower from your trash. Pay its cost to deploy it.", "… Base card from your
trash. Deploy it.", "You may deploy 1 (X) Unit card from your hand."

Deploying by an effect places the card on the field (5-8-1); it is not played (5-7-1), so the
player's Lv. (2-9-1) is not checked and nothing is paid unless the text says "Pay its cost"
(2-10-1: active resources rested, as 7-5-2-2 c). A unit enters the battle area (a full one asks
for a unit to trash, 11-4-2), a base replaces the base in the base section (11-5-2); either way
its 【Deploy】 triggers (13-2-6). A hand card chosen stays hidden until it is deployed (4-3-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import in_trash

if TYPE_CHECKING:
    from .cards import Step
    from .state import GcgState


def candidates(state: GcgState, owner: str, step: Step) -> list[int]:
    """The cards the owner may choose: of their trash (`your_trash_card`) or hand
    (`your_hand_card`, 12-3-3: never a teammate's) passing the printed bounds; with "Pay its
    cost", only those whose cost the owner's active resources can pay (2-10-1)."""
    zone = "hand" if step.target == "your_hand_card" else "trash"
    pool = [u for u in state.zone(owner, zone) if in_trash(state, u, step.where)]
    spec = step.deploy_card
    if spec is not None and spec.pay_cost:
        normal, ex = state.active_resources(owner)
        pool = [u for u in pool if state.definition(u).cost <= normal + ex]
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
        if definition.cost > normal + ex:
            return  # 1-3-2: the cost cannot be paid, so it is not deployed
        _pay(state, owner, definition.cost)
        say(state, f"{owner} pays {definition.cost} to deploy {card_label(state, uid)} from their {zone}",
            key="gcg.event.deploy_paid", params={"player": owner, "card": card_label(state, uid),
                                                 "n": definition.cost, "zone": zone})
    else:
        say(state, f"{owner} deploys {card_label(state, uid)} from their {zone}",
            key="gcg.event.deploy_from", params={"player": owner, "card": card_label(state, uid),
                                                 "zone": zone})
    if definition.type == "base":
        enter_base_section(state, uid, rested=spec.rested)
    else:
        deploy_unit(state, uid, rested=spec.rested)  # s8-gcg-d: "Deploy it rested"
