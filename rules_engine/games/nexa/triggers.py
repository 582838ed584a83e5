"""Automatic texts (B10-3, D-83 … D-86): 起動 (trigger) texts fire on an event, wait in
`state.triggers`, and are applied right after the effect or processing that made them fire,
outside the cut (no cut-in, D-83; a cut pauses for them, D-86). Several at once: the
attacker decides their order (D-40, B10-2 ②) through an `order` prompt."""

from __future__ import annotations

from ...core.errors import IllegalAction, MalformedAction
from . import by_hand
from .battle import label, mark_destroyed, say
from .effects import (
    aimed,
    run_script,
    split_targets,
    step_candidates,
    step_fits,
    target_choices,
    untargetable,
)
from .state import FIELD, CutItem, NexaState, Prompt, start_numbers, trigger_numbers


def fire(state: NexaState, event: str, uids: list[int]) -> None:
    """Queue the 起動 texts of `uids` (cards on the 場) that fire on `event`. A text fires
    once per turn (D-85 "～した場合") unless `repeat` (D-85 "～する毎に")."""
    numbers = trigger_numbers(state.pool)
    for uid in uids:
        card = state.cards.get(uid)
        if card is None or (card.number not in numbers and not card.gained) or \
                (card.zone not in FIELD and card.set_on is None and event != "resolved") or card.is_g:
            continue
        for index, effect in enumerate(state.effects(uid)):
            if effect.timing != "trigger" or not _fires_on(state, effect.on, event, uid):
                continue
            key = [uid, index]
            if not effect.repeat and key in state.fired:
                continue
            if not effect.repeat:
                state.fired.append(key)
            state.triggers.append(CutItem("auto", state.controller(uid), uid, effect=index,
                                          origin=state.origin(uid, index)))
            say(state, f"{label(state, uid)}: its {event} text fires (B10-3)",
                key="nexa.event.text_fires", params={"card": label(state, uid), "event": event})


def _fires_on(state: NexaState, on: str | None, event: str, uid: int) -> bool:
    """`on` names the event, or for a start event `start:own.<x>` / `start:enemy.<x>`: the
    turn of the text's controller or of the enemy (D-48-3's 自軍/敵軍)."""
    if on == event:
        return True
    if on is None or not event.startswith("start:") or not on.startswith("start:"):
        return False
    side, _, name = on.removeprefix("start:").rpartition(".")
    if name != event.removeprefix("start:"):
        return False
    return side == "" or (side == "own") == (state.controller(uid) == state.active)


def fire_start(state: NexaState) -> None:
    """The turn, phase or step that starts now fires its `start:` 起動 texts (B10-3); the
    battle phase starts with its attack step (B9), and a turn with its reroll phase."""
    names = {"reroll": ["turn", "reroll"], "draw": ["draw"], "deploy": ["deploy"],
             "battle": ["battle", "attack"]}.get(state.phase, [])
    if state.phase == "battle" and state.step != "attack":
        names = [state.step or ""]
    numbers = start_numbers(state.pool)
    cards = state.cards
    uids = [u for u in state.on_field(state.active) + state.on_field(state.defender)
            if cards[u].number in numbers or cards[u].gained]
    if uids:
        for name in names:
            fire(state, f"start:{name}", uids)


def settle(state: NexaState) -> bool:
    """Apply the waiting 起動 texts (D-86); True when none is left. Two or more fired at once
    wait for the attacker's order (D-40, an `order` prompt); a text that chooses a target waits
    for its controller's choice (a `target` prompt, D-30); one without a script is applied by
    hand (an `effect` prompt). Texts fired while one applies go before the rest (D-86)."""
    from .flow import check_loss

    while not state.over:
        if state.destroyed_now:  # units destroyed since the last check fire now
            fresh = list(state.destroyed_now)
            state.destroyed_now.clear()
            fire(state, "destroyed", fresh)
        if state.by_hand is not None or (state.prompt is not None and state.prompt.kind == "target"):
            return False
        if len(state.triggers) > 1:
            state.prompt = Prompt("order", state.active, {"items": [t.source for t in state.triggers]})
            return False
        if state.triggers:
            state.applying.insert(0, state.triggers.pop())
        if not state.applying:
            return True
        item = state.applying[0]
        effect = state.item_effect(item)
        aims = aimed(effect.script)
        if aims and len(item.targets) < len(aims):
            if all(step_candidates(state, item.owner, step, item.source) for step in aims):
                state.prompt = Prompt("target", item.owner, {"source": item.source, "count": len(aims)})
                return False
            say(state, f"{label(state, item.source)}: no legal target, the text does nothing (D-31)",
                key="nexa.event.no_target", params={"card": label(state, item.source)})
            state.applying.pop(0)
            continue
        state.applying.pop(0)
        say(state, f"{label(state, item.source)}: {effect.text or 'text'} applies (B10-3)",
            key="nexa.event.text_applies",
            params={"card": label(state, item.source), "text": effect.text or 'text'})
        if not effect.script:
            by_hand.wait(state, item)
            return False
        run_script(state, item)
        mark_destroyed(state)
        check_loss(state)
    return True


def target_options(state: NexaState) -> list[list[int]]:
    """The target choices of the text waiting on a `target` prompt (at most 30)."""
    item = state.applying[0]
    steps = aimed(state.item_effect(item).script)
    options = target_choices(state, item.owner, steps, item.source)  # 「１～２枚」 too (D-30)
    return [*options, []] if state.item_effect(item).optional else options  # 「…できる」: none


def check_targets(state: NexaState, cards: object) -> list[int]:
    """D-30, D-31: the controller names a legal target for each of the text's choices."""
    if not isinstance(cards, list) or not all(type(u) is int for u in cards):
        raise MalformedAction("`cards` is a list of card ids", key="nexa.refusal.cards_list")
    item = state.applying[0]
    steps = aimed(state.item_effect(item).script)
    if not cards and state.item_effect(item).optional:
        return cards  # 「…できる」: its controller chooses not to
    groups = split_targets(steps, cards)
    named = [(step, uid) for step, group in zip(steps, groups or [], strict=False) for uid in group]
    if any(untargetable(state, item.owner, step, uid) for step, uid in named):
        raise IllegalAction("that unit cannot be the target of enemy effects (D-35)", "D-35",
                            key="nexa.refusal.untargetable")
    if groups is None or any(len(set(g)) != len(g) for g in groups) or \
            not all(step_fits(state, item.owner, step, uid, item.source) for step, uid in named):
        raise IllegalAction(f"name {len(steps)} legal target(s) for the text (D-31)", "D-31",
                            key="nexa.refusal.name_legal_targets", params={"count": len(steps)})
    return cards


def check_order(state: NexaState, order: object) -> list[CutItem]:
    """D-40: `order` lists the card id of every waiting automatic effect once (a card with
    two waiting texts twice, its texts in printed order)."""
    if not isinstance(order, list) or not all(type(u) is int for u in order):
        raise MalformedAction("`order` is a list of card ids", key="nexa.refusal.order_list")
    waiting = list(state.triggers)
    if sorted(order) != sorted(t.source for t in waiting):
        raise IllegalAction("name every waiting automatic effect once, in the order to apply them (D-40)",
                            "D-40", key="nexa.refusal.trigger_order")
    out: list[CutItem] = []
    for uid in order:
        item = next(t for t in waiting if t.source == uid)
        waiting.remove(item)
        out.append(item)
    return out
