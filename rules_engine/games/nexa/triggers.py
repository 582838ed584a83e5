"""Automatic texts (B10-3, D-83 … D-86): 起動 (trigger) texts fire on an event, wait in
`state.triggers`, and are applied right after the effect or processing that made them fire,
outside the cut (no cut-in, D-83; a cut pauses for them, D-86). Several at once: the
attacker decides their order (D-40, B10-2 ②) through an `order` prompt."""

from __future__ import annotations

from .battle import label, mark_destroyed, say
from .effects import run_script
from .state import FIELD, CutItem, NexaState, Prompt


def fire(state: NexaState, event: str, uids: list[int]) -> None:
    """Queue the 起動 texts of `uids` (cards on the 場) that fire on `event`. A text fires
    once per turn (D-85 "～した場合") unless `repeat` (D-85 "～する毎に")."""
    for uid in uids:
        card = state.cards.get(uid)
        if card is None or (card.zone not in FIELD and card.set_on is None) or card.is_g:
            continue
        for index, effect in enumerate(state.definition(uid).effects):
            if effect.timing != "trigger" or effect.on != event:
                continue
            key = [uid, index]
            if not effect.repeat and key in state.fired:
                continue
            if not effect.repeat:
                state.fired.append(key)
            state.triggers.append(CutItem("auto", state.controller(uid), uid, effect=index))
            say(state, f"{label(state, uid)}: its {event} text fires (B10-3)")


def settle(state: NexaState) -> bool:
    """Apply the waiting 起動 texts (D-86); True when none is left. Two or more at once wait
    for the attacker's order (D-40): False with an `order` prompt."""
    while not state.over:
        if state.destroyed_now:  # units destroyed since the last check fire now
            fresh = list(state.destroyed_now)
            state.destroyed_now.clear()
            fire(state, "destroyed", fresh)
        if not state.triggers:
            return True
        if len(state.triggers) > 1:
            state.prompt = Prompt("order", state.active,
                                  {"items": [t.source for t in state.triggers]})
            return False
        apply_all(state, [state.triggers.pop()])
    return True


def apply_all(state: NexaState, items: list[CutItem]) -> None:
    """Apply automatic effects in the given order; what they destroy fires next (D-86)."""
    from .flow import check_loss

    for item in items:
        d = state.definition(item.source)
        say(state, f"{label(state, item.source)}: {d.effects[item.effect].text or 'text'} applies (B10-3)")
        run_script(state, item)
        mark_destroyed(state)
        if check_loss(state):
            return


def check_order(state: NexaState, order: object) -> list[CutItem]:
    """D-40: `order` lists the card id of every waiting automatic effect once (a card with
    two waiting texts twice, its texts in printed order)."""
    from ...core.errors import IllegalAction, MalformedAction

    if not isinstance(order, list) or not all(type(u) is int for u in order):
        raise MalformedAction("`order` is a list of card ids")
    waiting = list(state.triggers)
    if sorted(order) != sorted(t.source for t in waiting):
        raise IllegalAction("name every waiting automatic effect once, in the order to apply them (D-40)",
                            "D-40")
    out: list[CutItem] = []
    for uid in order:
        item = next(t for t in waiting if t.source == uid)
        waiting.remove(item)
        out.append(item)
    return out
