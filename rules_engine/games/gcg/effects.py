"""Card effects: triggering, ordering (10-1-6), resolution of scripts and of effects
the owner resolves by hand with effect actions, Burst (13-2-5) and destruction."""

from __future__ import annotations

from typing import Any

from ...core.game import Event
from ...core.labels import place
from ...core.rng import shuffled
from . import (
    damage_kills,
    deck_placing,
    each_chooses,
    effect_deploy,
    next_turn,
    protections,
    stat_amounts,
    target_parts,
)
from .cards import (
    ALL_TARGETS,
    CARD_TARGETS,
    EVENT_TARGETS,
    PILOT_TARGETS,
    UNTARGETED,
    Card,
    Effect,
    Step,
    StepCondition,
    TargetFilter,
    TokenSpec,
)
from .conditions import (
    battling_units,
    condition_met,
    counted,
    in_trash,
    matches,
    players_of,
    traits_now,
    with_counted_bounds,
)
from .continuous import bounded_shields, cant, damage_from, damage_prevented, enemy_cut_stopped
from .events import (
    RECORDED_EVENTS,
    activates_command_main,
    at_once,
    attack_target_matches,
    command_matches,
    delayed_step,
    delayed_waiting,
    destruction_source_counts,
    effect_destruction,
    note_triggered,
    record_event,
    refers_to_event_card,
    register_delayed,
    triggered_at_once,
)
from .state import MAX_EX_RESOURCES, RESOURCE_LIMIT, GcgState, Modifier, PendingEffect, Prompt

KEYWORD_TEXT = {
    "repair": "《Repair {n}》: at the end of your turn, this unit recovers {n} HP (13-1-1).",
    "breach": "《Breach {n}》: this unit destroyed an enemy unit with battle damage; deal {n} "
              "damage to the front card of the opponent's shield area (13-1-2).",
    "support": "《Support {n}》: choose 1 other friendly unit; it gets AP+{n} during this turn "
               "(13-1-3).",
}


def say(state: GcgState, text: str, *, key: str = "", params: dict[str, Any] | None = None,
        private_params: dict[str, dict[str, Any]] | None = None, **private: str) -> None:
    """One log line: the English `text` (and a fuller line per viewer in `private`), with
    its translation key `gcg.event.<name>` and the arguments the text interpolates."""
    state.events.append(Event(text, private, key=key, params=params, private_params=private_params))


def card_label(state: GcgState, uid: int) -> str:
    """A card as a line names it: name and card number, and for one of two cards in play
    sharing a name its player and place, "Ironbark Colossus [GD01-001] (A2)" (#30 §4)."""
    card = state.cards.get(uid)
    if card is None:
        return f"#{uid}"
    # a 2v2's base is its team's (12-3-7), listed apart from the seats: units only there
    zones = ("battle",) if state.format == "team" else ("battle", "base")
    where = place(uid, lambda u: state.pool[state.cards[u].number].name,
                  ((p, state.zone(p, z)) for p in state.players for z in zones))
    return f"{state.pool[card.number].name} [{card.number}]" + (f" ({where})" if where else "")


# --- triggering --------------------------------------------------------------------


def fire(state: GcgState, owner: str, source: int, effect: int, kind: str, *, value: int = 0,
         extra: dict | None = None) -> None:
    """An effect has triggered; it waits in `state.fresh` until the current action
    or effect is done, then all fresh triggers are queued together (10-1-6-5)."""
    card = state.cards.get(source)
    inc = card.incarnation if card else 0
    state.fresh.append(PendingEffect(owner=owner, source=source, source_inc=inc, effect=effect,
                                     kind=kind, value=value, extra=dict(extra or {})))


TRIGGERED = ("deploy", "attack", "destroyed", "when_paired", "when_linked", "start_of_turn",
             "end_of_turn", "start_of_main")


def fire_card(state: GcgState, uid: int, timing: str, *, pilot_check: int | None = None,
              extra: dict | None = None) -> None:
    """Fire every effect of `timing` on card `uid` (and, for a unit, on its pilot:
    3-3-9-2, the pilot's lower text belongs to the unit)."""
    card = state.cards.get(uid)
    if card is None:
        return
    sources = state.text_sources(uid) if timing in TRIGGERED else [uid]
    for source in sources:
        definition = state.definition(source)
        for index, effect in definition.effects_at(timing):
            if timing == "when_paired" and pilot_check is not None and not state.pilot_meets(
                    pilot_check, effect.condition):
                continue
            if not requirement_met(state, uid, effect):
                continue
            if effect.conditions and not all(condition_met(state, card.owner, uid, c)
                                             for c in effect.conditions):
                continue  # "During your turn, …": it does not trigger (10-1-6-2)
            if not mark_once(state, source, index, effect):
                continue
            fire(state, card.owner, source, index, timing, extra=extra)


def note_kill(state: GcgState, killer: int, victim: int) -> None:
    """Battle damage from `killer` will destroy `victim` (8-5-3): the killer's "When this Unit
    destroys an enemy Unit with battle damage" effects whose conditions hold now trigger when
    the victim is destroyed (10-1-6-1; even when both are destroyed, as 《Breach》, 13-1-2-3)."""
    battle = state.battle
    card = state.cards.get(killer)
    if battle is None or card is None or state.cards[victim].owner in state.friends(card.owner):
        return
    found = []
    for source in state.text_sources(killer):
        for index, effect in state.definition(source).effects_at("destroys_enemy_unit"):
            if requirement_met(state, killer, effect) and all(
                    condition_met(state, card.owner, killer, c) for c in effect.conditions):
                found.append((card.owner, source, index))
    found.extend(event_kills(state, killer, victim))  # "when one of your Units destroys …"
    if found:
        battle.kills[victim] = found


def requirement_met(state: GcgState, unit: int, effect: Effect) -> bool:
    """【During Pair】/【During Link】 before a timing (13-2-10, 13-2-12): the effect is
    there only while the unit is paired with a pilot / linked."""
    if effect.requires is None:
        return True
    card = state.cards.get(unit)
    if card is None or card.zone != "battle":
        return False
    if effect.requires == "paired":
        return card.pilot is not None
    return state.linked(unit)


def mark_once(state: GcgState, source: int, index: int, effect: Effect) -> bool:
    """13-2-13-1, 10-1-6-1-1: a 【Once per Turn】 effect activates once in a turn, a
    triggered one included — when it triggers again that turn, it does not activate.
    False when it was already used; otherwise it is marked used now."""
    if not effect.once_per_turn:
        return True
    card = state.cards.get(source)
    if card is None:
        return True
    if index in card.used:
        return False
    card.mark_used(index)
    return True


def fire_turn_timing(state: GcgState, timing: str) -> None:
    """7-2-4-1, 7-6-4-1: "at the start / end of the turn" effects of the cards on the
    field — of the turn player's cards, and of the other player's when the effect says
    `whose: any`."""
    players = (state.active, state.non_active) if state.format == "duel" else state.seating_from(
        state.active_players()[0])
    for player in players:
        bases = state.zone(player, "base") if state.format != "team" else [
            u for u in state.zone(player, "base") if state.cards[u].owner == player]
        for uid in (*state.units(player), *bases):
            for source in state.text_sources(uid):
                for index, effect in state.definition(source).effects_at(timing):
                    if effect.whose == "own" and not state.is_active(player):
                        continue
                    if not requirement_met(state, uid, effect) or not all(
                            condition_met(state, player, uid, c) for c in effect.conditions):
                        continue  # 【During Pair】 / its conditions as it triggers (13-2-10, 10-1-6-2)
                    if mark_once(state, source, index, effect):
                        fire(state, player, source, index, timing)


def flush(state: GcgState) -> None:
    """Queue the fresh triggers ahead of older ones (10-1-6-7): Bursts first (10-1-6-8),
    then the turn player's, then the other player's (10-1-6-6)."""
    if not state.fresh:
        return
    state.batch_counter += 1
    for pending in state.fresh:
        pending.batch = state.batch_counter
    if state.format == "duel":
        fresh = sorted(state.fresh, key=lambda p: (p.kind != "burst", p.owner != state.active))
    else:  # 12-2-4: from the active player (team: captain, teammate, …) round the table
        seats = state.seating_from(state.active_players()[0])
        fresh = sorted(state.fresh, key=lambda p: (p.kind != "burst", seats.index(p.owner)
                                                   if p.owner in seats else len(seats)))
    state.queue[:0] = fresh
    state.fresh = []


def describe(state: GcgState, pending: PendingEffect) -> str:
    if pending.effect < 0:
        return KEYWORD_TEXT[pending.kind].format(n=pending.value)
    number = pending.extra.get("number") or state.cards[pending.source].number
    return state.pool[number].effects[pending.effect].text


def effect_of(state: GcgState, pending: PendingEffect) -> Effect | None:
    if pending.effect < 0:
        return None
    number = pending.extra.get("number") or state.cards[pending.source].number
    effect = state.pool[number].effects[pending.effect]
    if "delayed" in pending.extra:  # s6-gcg-a: a delayed trigger runs its own script (events.py)
        mode = pending.extra.get("delayed_mode")  # s11-gcg-exec: made by a ■ effect chosen (modal)
        made = (effect.modes[mode] if mode is not None else effect.script)[pending.extra["delayed"]].delayed
        return Effect(timing="event", text=effect.text, script=made.script, on=made.on)
    if effect.modes and "mode" in pending.extra:  # s9-gcg-c: the ■ effect chosen runs as its own (modal.py)
        return mode_effect(effect, pending.extra["mode"])
    return effect


def effect_of_is_modal(state: GcgState, pending: PendingEffect) -> bool:
    """s11-gcg-exec: the resolving effect is a ■ effect chosen of a modal effect (not a delayed one)."""
    return "mode" in pending.extra and "delayed" not in pending.extra


def mode_effect(effect: Effect, mode: int) -> Effect:
    """One ■ effect of a modal effect, as an effect of its own (its targets, its `it`)."""
    return effect.model_copy(update={"script": effect.modes[mode], "modes": None, "optional": False})


def offered_modes(state: GcgState, pending: PendingEffect, effect: Effect) -> list[int]:
    """The ■ effects that can be carried out now (10-2-2, 10-3-3-1: one whose target cannot be
    chosen does not activate, so it is not offered)."""
    source = pending.source if pending.source in state.cards else None
    return [i for i in range(len(effect.modes or ()))
            if source is None or can_start(state, pending.owner, mode_effect(effect, i), source,
                                           extra=pending.extra)]


def choose_mode(state: GcgState, mode: int) -> None:
    """s9-gcg-c: the controller chose ■ effect `mode` (checked by actions._check_choose)."""
    pending = state.resolving
    effect = effect_of(state, pending)
    state.prompt = None
    pending.extra["mode"] = mode
    label = effect.mode_labels[mode] if mode < len(effect.mode_labels) else str(mode + 1)
    say(state, f"{pending.owner} chooses the effect: {label} (10-3-3)", key="gcg.event.chooses_mode",
        params={"player": pending.owner, "effect": label})
    continue_resolution(state)


def start_next(state: GcgState) -> None:
    """Take the next queued effect. If its owner has several from the same batch
    that could resolve differently depending on order, the owner orders them."""
    head = state.queue[0]
    siblings = [p for p in state.queue if p.batch == head.batch and p.owner == head.owner
                and (p.kind == "burst") == (head.kind == "burst")]
    distinct = {(state.cards[p.source].number if p.source in state.cards else "", p.effect, p.kind)
                for p in siblings}
    if len(siblings) > 1 and len(distinct) > 1 and any(_needs_choice(state, p) for p in siblings):
        positions = [i for i, p in enumerate(state.queue) if p in siblings]
        state.prompt = Prompt("order", head.owner, options=positions,
                              data={"effects": [(p.source, describe(state, p)) for p in siblings]})
        return
    state.queue.pop(0)
    state.resolving = head


def choose_order(state: GcgState, index: int) -> None:
    """The owner picks which of their simultaneous effects resolves next."""
    chosen = state.queue[state.prompt.options[index]]
    state.queue.remove(chosen)
    state.prompt = None
    state.resolving = chosen


def _needs_choice(state: GcgState, pending: PendingEffect) -> bool:
    effect = effect_of(state, pending)
    if effect is None:
        return pending.kind == "support"
    # a look at the deck sees other cards after a draw (10-3-5): its order matters too
    return effect.script is None or effect.optional or bool(effect.modes) or any(  # s9-gcg-c: modes
        s.needs_target or s.verb == "look" for s in effect.script)


# --- resolution --------------------------------------------------------------------


def legal_targets(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    if step.target == "enemy_shield_area_front":  # s5-gcg-a: each opponent's first card (13-1-2-2)
        fronts = (state.front_of_shield_area(p) for p in state.opponents(pending.owner))
        return list(dict.fromkeys(u for u in fronts if u is not None))  # a team shares one area (12-3)
    if step.pair_this:  # s5-gcg-a: only a unit this card can be paired with (3-3-4, 10-1-5-6)
        from . import paired_play

        return paired_play.pair_targets(state, pending, _legal_targets(state, pending, step))
    extreme = step.other and step.target in ALL_TARGETS and target_parts.has_extreme(step.where)
    if extreme:  # s16-filt: "all your other Units with the lowest AP": the lowest among the others (10-3-2)
        targets = _legal_targets(state, pending, step.model_copy(
            update={"where": target_parts.without_extreme(step.where)}))
    else:
        targets = _legal_targets(state, pending, step)
    if step.other and step.target in ALL_TARGETS:  # s8-gcg-a: "all your other Units" — not this card
        bearer = state.bearer(pending.source)
        targets = [u for u in targets if u != bearer]
        if extreme:
            targets = target_parts.narrow(state, targets, step.where)
    if step.needs_target and step.target not in each_chooses.TARGETS:
        # s14-cont: "can't be chosen by your opponent's effects" (10-3-3, 10-1-5-6); each player choosing
        # their own units is handed over when one bears it (_each_enemy_chooses)
        targets = protections.choosable(state, pending.owner, targets)
    return targets


def _legal_targets(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    if step.target in EVENT_TARGETS:
        return event_targets(state, pending, step)
    step = _relative_to_this(state, pending, step)
    step = target_parts.resolve_battling(state, pending.owner, step)  # s6-gcg-b
    owner = pending.owner
    if step.target == "your_trash_card" and step.where is not None and step.where.placed_by_this_effect:
        placed = set(pending.extra.get("milled", ()))  # s13-gcg-exec: only what this effect placed (4-9-2)
        return [u for u in _trash_cards(state, owner, step) if u in placed]
    if step.target in MORE_TARGETS:
        return _more_targets(state, pending, step)
    if state.format != "duel":
        return _multi_targets(state, pending, step)
    enemy = state.opponent(owner)
    source = state.cards.get(pending.source)
    bearer = state.bearer(pending.source) if source else pending.source
    if step.target == "self" and step.verb == "exile":
        pool = own_card_in_trash(state, pending)
    elif step.target == "self":
        alive = source and source.incarnation == pending.source_inc and source.zone in ("battle", "base")
        pool = [bearer] if alive else []
    elif step.target == "paired_unit":
        pool = [source.paired_to] if source and source.paired_to else []
    elif step.target == "enemy_unit":
        pool = list(state.units(enemy))
    elif step.target in ("friendly_unit", "your_unit", "friendly_units", "your_units"):
        pool = list(state.units(owner))  # duel: friendly = yours (12-3-10/11)
    elif step.target == "enemy_units":
        pool = list(state.units(enemy))
    elif step.target == "all_units":
        pool = list(state.units(state.active)) + list(state.units(state.non_active))
    elif step.target == "other_friendly_unit":
        pool = [u for u in state.units(owner) if u != bearer]
    elif step.target == "any_unit":
        pool = list(state.units(state.active)) + list(state.units(state.non_active))
    elif step.target == "enemy_rested_unit":
        pool = [u for u in state.units(enemy) if state.cards[u].rested]
    elif step.target == "enemy_active_unit":
        pool = [u for u in state.units(enemy) if not state.cards[u].rested]
    elif step.target in ("enemy_shield", "friendly_shield"):  # the top shield (4-6-4-1)
        shields = state.zone(enemy if step.target == "enemy_shield" else owner, "shields")
        return shields[:1]
    elif step.target in ("enemy_base", "friendly_base"):
        return list(state.zone(enemy if step.target == "enemy_base" else owner, "base"))
    elif step.target in CARD_TARGETS and step.verb == "deploy_card":  # s5-gcg-b
        return effect_deploy.candidates(state, owner, step)
    elif step.target == "your_hand_card":  # s11-gcg-exec: "Reveal 1 (X) card from your hand"
        return _hand_cards(state, owner, step)
    elif step.target == "your_trash_card":
        return _trash_cards(state, owner, step)
    else:
        pool = []
    return _where(state, step, pool)


# s4-gcg-verbs (issue 29): targets chosen by `_more_targets`.
MORE_TARGETS = ("other_your_unit", "each_enemy_unit", "your_resource", "your_unit_or_base",
                "friendly_unit_or_base", "enemy_unit_or_base", "friendly_base_where", "enemy_base_where",
                "other_player_unit", "your_trash_cards", "paired_pilot", "all_bases",
                "enemy_battling_this")
MORE_TARGETS = (*MORE_TARGETS, "other_any_unit")  # r2-trig
MORE_TARGETS = (*MORE_TARGETS, "your_base_where", "any_base_where")  # s8-gcg-d
MORE_TARGETS = (*MORE_TARGETS, *each_chooses.TARGETS)  # s6-gcg-b, s7-gcg
MORE_TARGETS = (*MORE_TARGETS, *PILOT_TARGETS)  # s9-gcg-b


def _relative_to_this(state: GcgState, pending: PendingEffect, step: Step) -> Step:
    """s4-gcg-verbs (issue 29): "whose Lv. is equal to or lower than this Unit": the printed
    Lv. (2-7) of the card whose effect this is (a pilot's text: its unit, 3-3-9-2), known
    from its card even once it has left the field (13-2-8-2-1). s10-gcg-a: "… than that Unit" in a
    trigger: the event's unit; s11-gcg-exec: after a choice, the unit chosen. s12-gcg-exec: "equal to
    or higher than" the same cards: a lower bound. Unresolved (no such card, or which one is not
    said): the flag stays and `matches` lets nothing through."""
    where = step.where
    if where is None:
        return step
    if where.max_level_count is not None or where.min_level_count is not None:  # s14-cont: "… that number"
        bearer = state.bearer(pending.source) if pending.source in state.cards else None
        step = step.model_copy(update={"where": with_counted_bounds(state, pending.owner, bearer, where)})
        where = step.where
    update: dict[str, Any] = {}
    for upper in (True, False):
        prefix = "max_level_" if upper else "min_level_"
        flags = [k for k in ("event", "chosen", "this") if getattr(where, prefix + k)]
        if not flags:
            continue
        card = _relative_card(state, pending, flags[0]) if len(flags) == 1 else None
        if card is None:
            return step
        level = state.definition(card).level  # its printed Lv. (2-9)
        printed = getattr(where, "max_level" if upper else "min_level")
        bound = level if printed is None else (min if upper else max)(level, printed)
        update |= {"max_level" if upper else "min_level": bound, prefix + flags[0]: None}
    return step.model_copy(update={"where": where.model_copy(update=update)}) if update else step


def _relative_card(state: GcgState, pending: PendingEffect, which: str) -> int | None:
    """The card a relative bound names: the event's unit, the one unit chosen, or this card's bearer."""
    if which == "event":
        kept = pending.extra.get("event_subject")
        return kept[0] if kept and kept[0] in state.cards else None
    if which == "chosen":
        chosen = _latest_chosen(state, pending)
        return chosen[0] if len(chosen) == 1 else None
    bearer = state.bearer(pending.source) if pending.source in state.cards else None
    return bearer if bearer is not None and bearer in state.cards else None


def cost_unpaid(state: GcgState, owner: str, effect: Effect, source: int) -> str | None:
    """s4-gcg-verbs (issue 29): an activated effect whose cost rests N of your units or exiles
    N cards of your trash can be activated only when all of it can be paid (10-1-7-2, 1-3-2
    does not apply to a cost); and, as for every effect, only when what it then chooses has a
    target (10-3-3-1). The clause that refuses, or None."""
    pending = PendingEffect(owner=owner, source=source, source_inc=state.cards[source].incarnation,
                            effect=0, kind=effect.timing)
    for step in effect.script or ():
        if step.cost and step.discard:  # s8-gcg-c: "Discard N：" N cards of your hand (5-11-1)
            hand = [u for u in state.zone(owner, "hand") if in_trash(state, u, step.discard_where)]
            if len(hand) < step.discard:
                return "10-1-7-2"
        elif step.cost:
            if len(legal_targets(state, pending, step)) < step.count:
                return "10-1-7-2"
        elif step.needs_target:
            return None if legal_targets(state, pending, step) else "10-3-3-1"
    return None


def own_card_in_trash(state: GcgState, pending: PendingEffect) -> list[int]:
    """s13-gcg-gen (issue 29): "exile this card in your trash": the card whose effect it is, still the one
    that went to its owner's trash (a 【Destroyed】 effect activates from there, 13-2-8-2); once it has
    left the trash there is nothing to exile (1-3-2) and "If you do," is not done (10-2-1)."""
    card = state.cards.get(pending.source)
    in_trash = card is not None and card.incarnation == pending.source_inc and card.zone == "trash"
    return [pending.source] if in_trash else []


def _trace(state: GcgState, uid: int | None) -> tuple | None:
    """What "If you do," (10-2-1) looks at on the one card a step acted on: where it is (and
    which incarnation), rested or not, its damage (s4-gcg-verbs)."""
    card = state.cards.get(uid) if uid is not None else None
    if card is None:
        return None
    return (card.zone, card.incarnation, card.rested, card.damage)


def against_attacker(state: GcgState, unit: int, where: TargetFilter) -> TargetFilter:
    """s4-gcg-verbs (issue 29): "This Unit may choose an active enemy Unit whose Lv. is equal to
    or lower than / with AP equal to or less than this Unit as its attack target" (8-2-1): the
    bounds of the attacking unit, which is "this Unit" (its printed Lv., its AP now)."""
    if not (where.max_level_this or where.max_ap_this or where.min_level_this or where.min_ap_this):
        return where
    update: dict = {"max_level_this": None, "max_ap_this": None, "min_level_this": None, "min_ap_this": None}
    if where.max_level_this:
        level = state.definition(unit).level
        update["max_level"] = level if where.max_level is None else min(level, where.max_level)
    if where.min_level_this:  # s12-gcg-exec: "… equal to or higher than this Unit"
        level = state.definition(unit).level
        update["min_level"] = level if where.min_level is None else max(level, where.min_level)
    if where.max_ap_this:
        ap = state.ap(unit)
        update["max_ap"] = ap if where.max_ap is None else min(ap, where.max_ap)
    if where.min_ap_this:  # s12-gcg-exec: "with AP equal to or more than this Unit"
        ap = state.ap(unit)
        update["min_ap"] = ap if where.min_ap is None else max(ap, where.min_ap)
    return where.model_copy(update=update)


def _more_targets(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    """s4-gcg-verbs (issue 29). `other_your_unit`: "1 of your other Units" — your own
    units (12-3-11), not the one whose effect this is. `each_enemy_unit`: "1 Unit belonging
    to each enemy player" (12-2-6) — the units of every enemy player none of whose units is
    chosen yet (one each; `_choose_several` asks for one per enemy player)."""
    owner = pending.owner
    if step.target in PILOT_TARGETS:  # s9-gcg-b: "Choose 1 enemy Pilot": paired with a unit in play (3-3-9)
        players = {"your": [owner], "friendly": state.friends(owner), "enemy": state.opponents(owner),
                   "any": state.seating_from(owner)}[step.target.split("_")[0]]
        pilots = [state.cards[u].pilot for p in players for u in state.units(p)
                  if state.cards[u].pilot is not None and state.cards[u].pilot in state.cards]
        return _where(state, step, pilots)
    if step.target == "other_any_unit":  # r2-trig: "1 other Unit": any player's but this one (10-3-3)
        bearer = state.bearer(pending.source) if pending.source in state.cards else pending.source
        units = [u for p in state.seating_from(owner) for u in state.units(p) if u != bearer]
        return _where(state, step, units)
    if step.target == "other_your_unit":
        bearer = state.bearer(pending.source) if pending.source in state.cards else pending.source
        return _where(state, step, [u for u in state.units(owner) if u != bearer])
    if step.target in each_chooses.TARGETS:  # s6-gcg-b (12-2-6), s7-gcg (1-3-4)
        return _where(state, step, each_chooses.pool(state, owner, step.target))
    if step.target == "other_player_unit":  # "1 Unit belonging to another player": a teammate's too
        others = [p for p in state.seating_from(owner) if p != owner]
        return _where(state, step, [u for p in others for u in state.units(p)])
    if step.target == "paired_pilot":  # "this Unit's paired Pilot" (3-3-9)
        unit = state.cards.get(state.bearer(pending.source)) if pending.source in state.cards else None
        if unit is not None and unit.zone == "battle" and unit.pilot is not None:
            return _where(state, step, [unit.pilot])  # s12-gcg-exec: "a blue Pilot paired with …"
        last = pending.extra.get("last_pilot")  # 【Destroyed】: it went to the trash with its unit (3-3-6)
        if last and last[0] in state.cards and state.cards[last[0]].incarnation == last[1]:
            return _where(state, step, [last[0]])
        return []
    if step.target == "enemy_battling_this":  # "1 enemy Unit battling this Unit" (8-2)
        bearer = state.bearer(pending.source) if pending.source in state.cards else None
        pair = battling_units(state)
        other = (pair[1] if bearer == pair[0] else pair[0]) if pair and bearer in pair else None
        enemy = other is not None and state.cards[other].owner not in state.friends(owner)
        return _where(state, step, [other] if enemy else [])
    if step.target == "all_bases":  # "all Bases": every base in play (team: the shared one once)
        return list(dict.fromkeys(u for p in state.seating_from(owner) for u in state.zone(p, "base")))
    if step.target == "your_trash_cards":  # a cost: cards of your trash (public, 4-9-2)
        return _trash_cards(state, owner, step)
    if step.target == "your_resource":  # "Choose 1 of your Resources" (public, 4-4)
        return _where(state, step, list(state.zone(owner, "resources")))  # s9-gcg-b: "rested"
    if step.target.endswith(("_unit_or_base", "_base_where")):
        # "1 of your Units/Bases": a unit or a base (4-7); "1 active friendly Base": a base by its state
        players = {"your": [owner], "friendly": state.friends(owner), "enemy": state.opponents(owner),
                   "any": state.seating_from(state.active_players()[0])}[step.target.split("_")[0]]
        bases_only = step.target.endswith("_base_where")
        pool: list[int] = []
        for p in players:  # team format: the base section is shared (12-3-7)
            cards = state.zone(p, "base") if bases_only else (*state.units(p), *state.zone(p, "base"))
            pool.extend(u for u in cards if u not in pool)
        if step.target == "your_base_where":  # s8-gcg-d: "1 of your Bases" — yours alone (12-3-11)
            pool = [u for u in pool if state.cards[u].owner == owner]
        return _where(state, step, pool)
    taken = {state.cards[u].owner for u in pending.targets if u in state.cards}
    pool = [u for p in state.opponents(owner) if p not in taken for u in state.units(p)]
    return _where(state, step, pool)


def _where(state: GcgState, step: Step, pool: list[int]) -> list[int]:
    if step.where and target_parts.has_extreme(step.where):  # s6-gcg-b: "with the highest Lv."
        where = target_parts.without_extreme(step.where)
        return target_parts.narrow(state, [u for u in pool if matches(state, u, where)], step.where)
    if step.where:
        pool = [u for u in pool if matches(state, u, step.where)]
    return pool


def condition_holds(state: GcgState, pending: PendingEffect, condition: StepCondition) -> bool:
    """"If …," checked as the step resolves (10-2-1)."""
    bearer = state.bearer(pending.source) if pending.source in state.cards else None
    if condition.kind == "they_did":  # s11-gcg-read: "If they draw with this effect," (10-2-1)
        return bool(pending.extra.get("they_drew"))
    if condition.kind in ("they_discarded", "they_did_not_discard"):  # s15-opt round 3
        return bool(pending.extra.get("they_discarded")) == (condition.kind == "they_discarded")
    if condition.kind == "done":  # s4-gcg-verbs: "If you do," — the step before changed its card
        effect = effect_of(state, pending)
        script = effect.script if effect is not None and effect.script else []
        if pending.extra.get("done_at") == pending.step - 1 and 0 < pending.step < len(script) \
                and script[pending.step] == script[pending.step - 1]:
            # s5-gcg-b: "If you do, deploy 2 … Unit tokens": one sentence run as one step per token,
            # each done when the first was (10-2-1), not when the token step before it changed a card
            pending.extra["done_at"] = pending.step
            return True
        step, target, before = pending.extra.get("trace") or (None, None, None)
        done = step == pending.step - 1 and target is not None and before is not None \
            and _trace(state, target) != before
        done = done or pending.extra.get("paid_at") == pending.step - 1  # s11-gcg-exec: it was paid
        if done:
            pending.extra["done_at"] = pending.step
        return done
    if condition.kind == "chosen_is":  # r2-look: "Then, if it is a (X) Unit," (10-3-3)
        effect = effect_of(state, pending)
        units = chosen_units(state, pending, effect) if effect is not None else []
        where = condition.where
        return bool(units) and all(where is None or matches(state, u, where) for u in units)
    if condition.kind in ("played_with_ex", "played_without_ex"):  # s9-gcg-a (5-17-3-2): as it was played
        used = bool(pending.extra.get("paid_ex"))
        return used if condition.kind == "played_with_ex" else not used
    if condition.kind == "destroyed_by_battle":  # s7-gcg: "If this Unit is destroyed with battle damage"
        return pending.extra.get("destroyed_by") is not None
    if condition.kind == "destroyed_by_effect":  # s14-trig: "If this Unit is destroyed by one of your (X)
        # card's effects" (5-10-1; a cost's destruction or damage's is none, 10-1-7-2, 11-3)
        return destruction_source_counts(state, pending.owner, condition.source_who, condition.source_where,
                                         condition.source_kind, pending.extra.get("destroyed_by_effect"))
    if condition.kind == "rested_by_effect":  # s11-gcg-exec: "If this effect rested N or more Units"
        n = pending.extra.get("rested_n", 0)  # units it turned from active to rested (1-3-2-1)
        return {">=": n >= condition.n, "<=": n <= condition.n, "==": n == condition.n}[condition.op]
    if condition.kind == "placed":  # s4-gcg-verbs: "If you placed a (X) card with this effect"
        placed = [u for u in pending.extra.get("milled", ()) if u in state.cards]
        n = sum(1 for u in placed if in_trash(state, u, condition.where))
        return {">=": n >= condition.n, "<=": n <= condition.n, "==": n == condition.n}[condition.op]
    return condition_met(state, pending.owner, bearer, condition)


def _this_unit(state: GcgState, pending: PendingEffect) -> int | None:
    """s10-gcg-b: the unit "this Unit" names while it is still the card whose effect this is (4-1-5:
    a card that changed zone is a new card), in the battle area; else None."""
    source = state.cards.get(pending.source)
    if source is None or source.incarnation != pending.source_inc or source.zone != "battle":
        return None
    return state.bearer(pending.source)


def _trash_cards(state: GcgState, owner: str, step: Step) -> list[int]:
    """"Choose 1 (X) Pilot card from your trash": the cards of your trash (public, 4-9-2) that
    pass the printed filters."""
    return [u for u in state.zone(owner, "trash") if in_trash(state, u, step.where)]


def _hand_cards(state: GcgState, owner: str, step: Step) -> list[int]:
    """s11-gcg-exec: "Reveal 1 (X) Unit card from your hand": the cards of the owner's hand passing the
    printed bounds (their view alone, 4-3-2; view.py hides a hand's options from the others)."""
    return [u for u in state.zone(owner, "hand") if in_trash(state, u, step.where)]


def _multi_targets(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    """Targets with 3 or 4 players: 對方 is every other player (12-2-6; team: both
    opponents), 友方 both members of a team (12-3-10)."""
    owner = pending.owner
    enemies = state.opponents(owner)
    friends = state.friends(owner)
    source = state.cards.get(pending.source)
    bearer = state.bearer(pending.source) if source else pending.source
    enemy_units = [u for p in enemies for u in state.units(p)]
    friendly = [u for p in friends for u in state.units(p)]
    if step.target == "self" and step.verb == "exile":
        return own_card_in_trash(state, pending)
    if step.target == "self":
        alive = source and source.incarnation == pending.source_inc and source.zone in ("battle", "base")
        return [bearer] if alive else []
    if step.target == "paired_unit":
        return [source.paired_to] if source and source.paired_to else []
    if step.target in CARD_TARGETS and step.verb == "deploy_card":  # s5-gcg-b
        return effect_deploy.candidates(state, owner, step)
    if step.target == "your_hand_card":  # s11-gcg-exec (12-3-11: your own hand)
        return _hand_cards(state, owner, step)
    if step.target == "your_trash_card":
        return _trash_cards(state, owner, step)
    if step.target in ("enemy_shield", "friendly_shield", "enemy_base", "friendly_base"):
        zone = "shields" if step.target.endswith("shield") else "base"
        out: list[int] = []
        for p in (enemies if step.target.startswith("enemy") else friends):
            cards = state.zone(p, zone)
            if cards and cards[0] not in out:
                out.append(cards[0])
        return out
    pool = {
        "enemy_unit": enemy_units,
        "friendly_unit": friendly,
        "your_unit": list(state.units(owner)),  # 12-3-11: "your" is the player's own
        "your_units": list(state.units(owner)),
        "friendly_units": friendly,
        "enemy_units": enemy_units,
        "all_units": [u for p in state.seating_from(state.active_players()[0]) for u in state.units(p)],
        "other_friendly_unit": [u for u in friendly if u != bearer],
        "any_unit": [u for p in state.seating_from(state.active_players()[0]) for u in state.units(p)],
        "enemy_rested_unit": [u for u in enemy_units if state.cards[u].rested],
        "enemy_active_unit": [u for u in enemy_units if not state.cards[u].rested],
    }.get(step.target, [])
    return _where(state, step, pool)


def can_start(state: GcgState, owner: str, effect: Effect, source: int, *, extra: dict | None = None) -> bool:
    """10-1-8-1-1 / 10-2-2: an effect that must choose a target cannot be used when
    there is none. `extra`: what the effect's trigger recorded (s5-gcg-b: a 【Destroyed】
    effect's pilot, gone to the trash with its unit, 3-3-6)."""
    if effect.modes:  # s9-gcg-c: a modal effect can be used when one of its ■ effects can (modal.py)
        return any(can_start(state, owner, mode_effect(effect, i), source, extra=extra)
                   for i in range(len(effect.modes)))
    if not effect.script:
        return True
    pending = PendingEffect(owner=owner, source=source, source_inc=state.cards[source].incarnation,
                            effect=0, kind=effect.timing, extra=dict(extra or {}))
    # a step whose "If …," does not hold now is not done (10-2-1): the first one that is done
    first = next((i for i, s in enumerate(effect.script) if s.needs_target
                  and (s.condition is None or condition_holds(state, pending, s.condition))), None)
    if first is not None and effect.script[first].group_end is not None:
        return True  # s13-gcg-exec: an activated 【Main】 with no target is skipped, the rest done (10-2-2)
    return first is None or any(_partners_have_targets(state, pending, effect, first, taken=(t,))
                                for t in legal_targets(state, pending, effect.script[first]))


def illegal_preset(state: GcgState, owner: str, effect: Effect, source: int, preset: list[int]) -> int | None:
    """s18-cover: the first of a command's pre-chosen `targets` that its effect could not choose
    now (10-3-3: only a card the text names), or None. Checked for the targets chosen as the
    effect begins — its first targeted step that is done and those chosen together with it
    ("Choose A and B") — exactly as `resolve` filters them; a later step's target is checked as
    that step resolves (`resolve`: an illegal one opens the choice, never redirected)."""
    if effect.modes or not effect.script or not preset:
        return None
    pending = PendingEffect(owner=owner, source=source, source_inc=state.cards[source].incarnation,
                            effect=0, kind=effect.timing)
    first = next((i for i, s in enumerate(effect.script) if s.needs_target
                  and (s.condition is None or condition_holds(state, pending, s.condition))), None)
    if first is None:
        return None
    taken: list[int] = []
    index = first
    for chosen in preset:
        step = effect.script[index]
        if step.count > 1 or step.at_least is not None:
            return None  # several chosen at once (a `choose` prompt each)
        pending.step = index
        targets = [t for t in legal_targets(state, pending, step) if t not in taken]
        if index == first:
            targets = [t for t in targets
                       if _partners_have_targets(state, pending, effect, index, taken=(t,))]
        if chosen not in targets:
            return chosen
        taken.append(chosen)
        index += 1
        if index >= len(effect.script) or not effect.script[index].together:
            return None
    return None


def _partners_have_targets(state: GcgState, pending: PendingEffect, effect: Effect, index: int,
                           taken: tuple[int, ...] = ()) -> bool:
    """"Choose A and B": B (a `together` step after A) must have a target too (10-2-2) — another
    card than the one A takes (`taken`; s11-gcg-exec: "1 (X) card and 1 (Y) card from your trash",
    one card may pass both)."""
    script = effect.script or []
    j = index + 1
    while j < len(script) and script[j].together:
        if not [t for t in legal_targets(state, pending, script[j]) if t not in taken]:
            return False
        j += 1
    return True


def group_end(effect: Effect, index: int) -> int:
    """s11-gcg-exec: the index after step `index` and the `together` steps chosen with it (s17-gcg round 2:
    and the steps under its "may", `under_may`)."""
    script = effect.script or []
    j = index + 1
    while j < len(script) and (script[j].together or script[j].under_may):
        j += 1
    return j


def _group_possible(state: GcgState, pending: PendingEffect, effect: Effect) -> bool:
    """s11-gcg-exec: a `may` step and its partners can all choose a target now (10-2-2, 10-3-3)."""
    step = effect.script[pending.step]
    if step.target == "chosen":  # s17-gcg round 2: "Choose up to 1 … You may rest it." — none chosen (or it
        return bool(chosen_units(state, pending, effect))  # left play): nothing to do, not asked (1-3-2)
    if not step.needs_target:
        return True
    return any(_partners_have_targets(state, pending, effect, pending.step, taken=(t,))
               for t in legal_targets(state, pending, step))


def decline_step(state: GcgState) -> None:
    """s11-gcg-exec: the owner declined a `may` step later in the effect: it and its partners are
    not done (10-1-3); the effect goes on."""
    pending = state.resolving
    effect = effect_of(state, pending)
    state.prompt = None
    pending.step = group_end(effect, pending.step)


def _chosen_together(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    """s11-gcg-exec: the cards the steps before a `together` step chose in its group ("Choose A and
    B": B is another card than A, 10-3-3)."""
    effect = effect_of(state, pending)
    script = effect.script if effect is not None and effect.script else []
    chosen = pending.extra.get("chosen", {})
    out: list[int] = []
    k = pending.step
    while 0 < k < len(script) and script[k].together:
        out.extend(uid for uid, _inc in chosen.get(str(k - 1), ()))
        k -= 1
    return out


def continue_resolution(state: GcgState) -> None:
    """Resolve as much of the current effect as can be done without a decision."""
    pending = state.resolving
    effect = effect_of(state, pending)
    if pending.effect < 0:
        _resolve_keyword(state, pending)
        return
    if effect.optional and not pending.started:
        source = state.cards.get(pending.source)
        if source is not None and not can_start(state, pending.owner, effect, pending.source,
                                                extra=pending.extra):
            say(state, f"{effect.text} — no legal target: it does not activate (10-2-2)",
                key="gcg.event.no_target", params={"text": effect.text})
            finish(state)
            return
        if nothing_holds(state, pending, effect):  # s11-gcg-exec: never a question both answers of
            say(state, f"{effect.text} — its condition does not hold: it does not activate (10-2-1)",
                key="gcg.event.condition_fails", params={"text": effect.text})  # which do the same
            finish(state)
            return
        state.prompt = Prompt("may", pending.owner, data={"text": effect.text})
        return
    if pending.extra.get("event_several"):  # s13-trig: which card is "it"? (10-1-6-3, events.at_once)
        say(state, f"{effect.text} — it triggered once for several cards at once (10-1-6-3), and which of "
                   "them it speaks of is not said: resolved by hand", key="gcg.event.several_events_by_hand",
            params={"text": effect.text})
        state.prompt = Prompt("effect", pending.owner,
                              data={"text": effect.text, "optional": effect.optional})
        return
    if effect.modes and "mode" not in pending.extra:  # s9-gcg-c: choose 1 of the ■ effects (10-3-3)
        if all(nothing_holds(state, pending, mode_effect(effect, i)) for i in range(len(effect.modes))):
            # s12-gcg-gen: "If C, choose 1 of the following": C does not hold, so whichever were chosen
            # nothing would be done — not asked, as "If C, you may" is not (10-2-1)
            say(state, f"{effect.text} — its condition does not hold: it does not activate (10-2-1)",
                key="gcg.event.condition_fails", params={"text": effect.text})
            finish(state)
            return
        offered = offered_modes(state, pending, effect)
        if not offered:
            say(state, f"{effect.text} — none of its effects can be carried out: it does not activate "
                       "(10-2-2)", key="gcg.event.no_mode", params={"text": effect.text})
            finish(state)
            return
        state.prompt = Prompt("mode", pending.owner, options=offered,
                              data={"text": effect.text, "labels": [effect.mode_labels[i] for i in offered]})
        return
    if effect.script is None:
        state.prompt = Prompt("effect", pending.owner, data={"text": effect.text,
                                                             "optional": effect.optional})
        return
    while pending.step < len(effect.script):
        step = effect.script[pending.step]
        if step.condition is not None and not condition_holds(state, pending, step.condition):
            pending.step += 1  # 10-2-1: "If …," does not hold; this step is not done
            continue
        if step.whole and short_of_whole(state, pending, effect, step):  # s5-gcg-a
            return
        if step.until in next_turn.UNTILS and next_turn.unsettled(state, pending.owner, step.until):
            say(state, f"{effect.text} — which enemy player it means is for the players to settle: resolved "
                       "by hand (12-2-6)", key="gcg.event.enemy_player_by_hand", params={"text": effect.text})
            state.prompt = Prompt("effect", pending.owner,
                                  data={"text": effect.text, "optional": effect.optional})
            return  # s17-gcg: "your opponent's next turn" with several opponents (next_turn.unsettled)
        if step.after_every_step and unsettled_then(state, pending, effect):  # s12-gcg-exec
            return
        if step.may and pending.extra.get("may_step") != pending.step:  # s11-gcg-exec (10-1-3)
            if not _group_possible(state, pending, effect):
                pending.step = group_end(effect, pending.step)  # nothing it could do: not asked
                continue
            state.prompt = Prompt("may", pending.owner, data={"text": effect.text, "step": pending.step})
            return
        if step.if_discarded and step.needs_target and not pending.extra.get("discarded"):
            pending.step += 1  # s8-gcg-c: "If you do, choose …" (10-2-1): no discard, no choice
            continue
        if step.needs_target and step.target in each_chooses.TARGETS:  # s6-gcg-b, s7-gcg
            if not _each_enemy_chooses(state, pending, effect, step):
                return
            continue
        if step.needs_target and (step.count > 1 or step.at_least is not None):
            if not _choose_several(state, pending, effect, step):
                return
            if state.resolving is None:
                return
            if state.prompt is not None:
                return
            continue  # _choose_several moved on to the next step itself (it was skipped before)
        elif step.needs_target:
            targets = legal_targets(state, pending, step)
            if step.together:  # s11-gcg-exec: another card than its partners chose (10-3-3)
                taken = _chosen_together(state, pending, step)
                targets = [t for t in targets if t not in taken]
            # 10-2-2: those chosen together all there (a group's first step too: s13-gcg-exec)
            if (pending.step == 0 or step.may or step.group_end is not None) and targets:
                targets = [t for t in targets
                           if _partners_have_targets(state, pending, effect, pending.step, taken=(t,))]
            preset = pending.extra.get("preset") or []
            refused_preset = False
            if preset:
                chosen = preset.pop(0)
                if chosen in targets:
                    targets = [chosen]
                else:  # s18-cover: a pre-chosen target no longer legal is not redirected (10-3-3)
                    refused_preset = True
            if not targets:
                if step.group_end is not None:  # s13-gcg-exec: the activated 【Main】 does not (10-2-2)
                    say(state, f"{effect.text} — no legal target: its 【Main】 does not activate (10-2-2); "
                               "the steps after it are done", key="gcg.event.main_not_activated",
                        params={"text": effect.text})
                    pending.step = step.group_end
                    continue
                if pending.step == 0:  # 10-2-2: no target, the effect does not activate
                    say(state, f"{effect.text} — no legal target: it does not activate (10-2-2)",
                        key="gcg.event.no_target", params={"text": effect.text})
                    finish(state)
                    return
                pending.step += 1  # 1-3-2: do as much as possible
                continue
            if len(targets) > 1 or refused_preset:  # the owner chooses among the legal ones
                state.prompt = Prompt("target", pending.owner, options=targets,
                                      data={"text": effect.text, "verb": step.verb})
                return
            run_step(state, pending, step, targets[0])
        elif step.target in ALL_TARGETS:  # every such unit, none chosen
            _run_on_all(state, pending, step, legal_targets(state, pending, step))
        elif step.target == "chosen":  # "it" / "them": the units chosen earlier (10-3-3)
            _run_on_all(state, pending, step, chosen_units(state, pending, effect))
        elif step.verb == "token" and _deploys_several(effect, pending.step):
            with at_once(state):  # s13-trig: "Deploy 2 … tokens" deploys them together (10-1-6-3)
                while True:
                    run_step(state, pending, step, None)
                    if state.prompt is not None or not _deploys_several(effect, pending.step):
                        break
                    pending.step += 1
        else:
            targets = [] if step.verb in UNTARGETED else legal_targets(state, pending, step)
            run_step(state, pending, step, targets[0] if targets else None)
        pending.step += 1
        if state.prompt is not None:  # e.g. a destroyed shield's Burst (13-2-5-1)
            return
    finish(state)


def _deploys_several(effect: Effect, index: int) -> bool:
    """s13-trig: step `index` and the next are the same token step — "Deploy 2 [X] Unit tokens", read as
    one step per token (printed._token): the tokens are deployed together."""
    script = effect.script or []
    return index + 1 < len(script) and script[index].verb == "token" and script[index + 1] == script[index] \
        and script[index + 1].condition is None


def nothing_holds(state: GcgState, pending: PendingEffect, effect: Effect) -> bool:
    """s11-gcg-exec (issue 29): "If C, you may …" — every step has an "If …," that does not hold now,
    so used or not the effect would do nothing: it does not activate (10-2-1: an effect whose condition
    is not met does not activate). Judged as it would resolve: with no step done, no later condition
    can turn (nothing changed, "If you do" has nothing done), so each is judged on the state now."""
    script = effect.script or []
    return bool(script) and all(s.condition is not None and not condition_holds(state, pending, s.condition)
                                for s in script)


def unsettled_then(state: GcgState, pending: PendingEffect, effect: Effect) -> bool:
    """s12-gcg-exec (issue 29): "If you do, draw 1. Then, discard 1." — when every earlier step was
    done, the discard is done under either reading; when one was not (its "If …," failed, nothing
    was paid, it was declined), whether the step after "Then," still happens is not settled (1-3-7
    only orders the steps, 10-2-1 speaks of a whole effect's condition): the owner resolves the
    rest by hand, as the log says."""
    if all(i in pending.extra.get("ran", ()) for i in range(pending.step)):
        return False
    hand_over_unsettled_then(state, pending, effect)
    return True


def hand_over_unsettled_then(state: GcgState, pending: PendingEffect, effect: Effect) -> None:
    say(state, f"{effect.text} — an earlier step was not done: whether the step after \"Then,\" is done "
               "is not settled (1-3-7, 10-2-1): resolved by hand", key="gcg.event.unsettled_then",
        params={"text": effect.text})
    state.prompt = Prompt("effect", pending.owner, data={"text": effect.text, "optional": effect.optional})


def short_of_whole(state: GcgState, pending: PendingEffect, effect: Effect, step: Step) -> bool:
    """s5-gcg-a (issue 29): "Choose 3 (X) cards from your trash. Exile them. If you do, …" with
    some but fewer than 3 such cards: 1-3-2 exiles as many as possible, and whether "If you do"
    then holds is not settled by the rules — the owner resolves the effect by hand (the effect
    actions), as the log says. None at all: nothing can be chosen (10-3-3-1), as for any choice."""
    if step.mill is not None:  # s13-gcg-exec: "Place the top N cards …. If you do," with fewer in the deck
        have = len(state.zone(pending.owner, "deck"))
        if have >= step.mill:
            return False
        say(state, f"{effect.text} — only {have} of the {step.mill} cards it places: resolved by hand "
                   "(1-3-2)", key="gcg.event.short_of_mill",
            params={"text": effect.text, "have": have, "n": step.mill})
        state.prompt = Prompt("effect", pending.owner,
                              data={"text": effect.text, "optional": effect.optional})
        return True
    legal = legal_targets(state, pending, step)
    if not legal or len(legal) >= step.count or pending.targets:
        return False
    say(state, f"{effect.text} — only {len(legal)} of the {step.count} cards it chooses: resolved by hand "
               "(1-3-2)", key="gcg.event.short_of_whole",
        params={"text": effect.text, "have": len(legal), "n": step.count})
    state.prompt = Prompt("effect", pending.owner, data={"text": effect.text, "optional": effect.optional})
    return True


def _each_enemy_chooses(state: GcgState, pending: PendingEffect, effect: Effect, step: Step) -> bool:
    """s6-gcg-b: "All enemy players each choose 1 of their … Units. Rest them." (each_chooses.py):
    False while an enemy player is choosing; True once the verb is done to every chosen unit."""
    legal = legal_targets(state, pending, step)
    if not pending.targets and not legal and pending.step == 0:
        say(state, f"{effect.text} — no legal target: it does not activate (10-2-2)",
            key="gcg.event.no_target", params={"text": effect.text})
        finish(state)
        return False
    guarded = [u for u in legal if protections.stops_enemy(state, u, pending.owner, protections.CHOSEN)]
    if guarded and not pending.targets:
        # s14-cont: a player choosing their own unit by an enemy's effect, the unit "can't be chosen by your
        # opponent's effects": whether that choice is the effect's is not settled by our rule documents
        # (10-3-3 names the effect's choices, not who makes them) — not guessed: resolved by hand
        label = card_label(state, guarded[0])
        say(state, f"{effect.text} — whether {label}, which can't be chosen by its owner's opponent's "
                   "effects, may be chosen by its owner here is not settled (10-3-3): resolved by hand",
            key="gcg.event.unsettled_choice", params={"text": effect.text, "card": label})
        state.prompt = Prompt("effect", pending.owner,
                              data={"text": effect.text, "optional": effect.optional})
        return False
    if not each_chooses.choose(state, pending, effect, step, legal):
        return False
    chosen, pending.targets = list(pending.targets), []
    with at_once(state):  # s13-trig: done to them together; each effect triggers once (10-1-6-3)
        for uid in chosen:
            run_step(state, pending, step, uid)
    pending.step += 1
    return state.prompt is None


def _choose_several(state: GcgState, pending: PendingEffect, effect: Effect, step: Step) -> bool:
    """"Choose 1 to 2 enemy Units. Rest them." (10-3-3): the owner chooses the targets one by
    one (`pending.targets`), and may stop once `at_least` are chosen; then the verb is done to
    each. With no more targets to choose, as many as possible are chosen (1-3-2). False while
    the owner is choosing (a prompt is up); True when the step is done."""
    legal = [t for t in legal_targets(state, pending, step) if t not in pending.targets]
    if not pending.targets and not legal and pending.step == 0:
        say(state, f"{effect.text} — no legal target: it does not activate (10-2-2)",
            key="gcg.event.no_target", params={"text": effect.text})
        finish(state)
        return True
    count = _how_many(state, step, pending.targets, legal)
    done = pending.extra.pop("stop", False) or len(pending.targets) >= count or not legal
    if not done and step.at_least is None and len(pending.targets) + len(legal) <= count:
        pending.targets.extend(legal)  # every legal target must be chosen: no choice to make
        done = True
    if not done:
        can_stop = step.at_least is not None and len(pending.targets) >= step.at_least
        state.prompt = Prompt("target", pending.owner, options=legal,
                              data={"text": effect.text, "verb": step.verb, "can_stop": can_stop,
                                    "chosen": list(pending.targets), "count": count})
        return False
    chosen, pending.targets = list(pending.targets), []
    _run_on_all(state, pending, step, chosen)
    pending.step += 1
    return True


def _how_many(state: GcgState, step: Step, chosen: list[int], legal: list[int]) -> int:
    """How many targets a step chooses: as printed; "1 Unit belonging to each enemy player"
    (s4-gcg-verbs): one of each enemy player who still has a legal unit (12-2-6, 1-3-2)."""
    if step.target != "each_enemy_unit":
        return step.count
    return len(chosen) + len({state.cards[u].owner for u in legal})


def stop_choosing(state: GcgState) -> None:
    """The owner chose as many targets as they want (at least the printed minimum)."""
    state.prompt = None
    state.resolving.extra["stop"] = True


def choose_target(state: GcgState, uid: int) -> None:
    pending = state.resolving
    effect = effect_of(state, pending)
    state.prompt = None
    step = effect.script[pending.step]
    if step.count > 1 or step.at_least is not None or step.target in each_chooses.TARGETS:
        pending.targets.append(uid)  # the verb is done once every target is chosen
        return
    run_step(state, pending, step, uid)
    pending.step += 1


def _run_on_all(state: GcgState, pending: PendingEffect, step: Step, targets: list[int]) -> None:
    """The step on each of several cards; cards put on decks go together (s8-gcg-d: their owners
    order them, 4-1-7 — deck_placing.py)."""
    if step.verb == "to_deck" and step.target != "paired_pilot" and step.to_deck in ("top", "bottom"):
        for uid in targets:
            if step.needs_target and uid in state.cards:
                _remember_chosen(state, pending, uid)
        deck_placing.put_on_deck(state, pending, list(targets), step.to_deck)
        return
    with at_once(state):  # s13-trig: done to them together; each effect triggers once (10-1-6-3)
        for uid in targets:
            run_step(state, pending, step, uid)


def run_step(state: GcgState, pending: PendingEffect, step: Step, target: int | None) -> None:
    # s17-gcg: a duration that ends in a later turn (next_turn.py)
    # s18-gcg: a delayed trigger (a gained effect too) "during … next turn" is registered now and waits itself
    # (events.carry_delayed, delayed_waiting), on the unit as chosen (4-1-5)
    if step.until in next_turn.UNTILS and (target, "next_turn") not in state.busy \
            and not (step.verb == "delayed" and step.until in next_turn.LATER):
        next_turn.run(state, pending, step, target, _run_step, say, card_label)
        return
    _run_step(state, pending, step, target)


def _run_step(state: GcgState, pending: PendingEffect, step: Step, target: int | None) -> None:
    owner = pending.owner
    if step.instead is not None and target is not None and target in state.cards \
            and matches(state, target, step.instead.where):  # s11-gcg-exec: "If it …, … instead" (10-1-9-1)
        then = step.instead.then
        step = then.model_copy(update={"target": step.target, "where": step.where, "count": step.count,
                                       "at_least": step.at_least, "together": step.together,
                                       "condition": step.condition, "other": step.other})
    if step.needs_target and target is not None and target in state.cards:
        _remember_chosen(state, pending, target)
    pending.extra["trace"] = (pending.step, target, _trace(state, target))  # "If you do," (s4-gcg-verbs)
    if step.if_discarded and not pending.extra.get("discarded"):
        return  # "If you do," (s4-gcg-verbs): the discard before it was not done
    ran = pending.extra.setdefault("ran", [])  # s12-gcg-exec: the steps done (unsettled_then)
    if pending.step not in ran:
        ran.append(pending.step)
    if step.verb == "choose_only":  # s15-gen: chosen (remembered above) for the later steps on "it" (10-3-3)
        return
    if step.verb == "draw" and step.player == "you_and_destroyer":  # s7-gcg
        destroyer = pending.extra.get("destroyed_by")  # printed.py: only after "If … battle damage,"
        for player in [owner] + ([destroyer] if destroyer in state.active_players() else []):
            draw(state, player, step.draw)
            notify(state, "drew", None, player=player, by=owner)
        return
    if step.verb == "draw" and step.player == "chosen_enemy":  # s11-gcg-read: "They (may) draw 1."
        from .enemy_discard import enemy_draws

        enemy_draws(state, pending, step)
        return
    if step.verb == "draw":
        if state.format == "duel":
            players = {"self": [owner], "opponent": [state.opponent(owner)],
                       "each": [state.active, state.non_active]}[step.player]
        else:  # 12-2-6: 對方 is every other player; 12-2-4: from the active player on
            players = {"self": [owner], "opponent": state.opponents(owner),
                       "each": state.seating_from(state.active_players()[0])}[step.player]
        n = step.draw
        if step.per_count is not None:  # s13-gcg-exec: "Draw 1 for each …", counted now (10-2-1)
            n *= _effect_record(state, pending, step.per_count) \
                if step.per_count.kind in ("rested_by_effect", "placed", "cost_paid") \
                else counted(state, pending.owner, pending.source, step.per_count)
            if n <= 0:
                return  # 1-3-2-2: drawing 0 cards is not done
        for player in players:  # 11-2-1: both may run out; rules processing judges
            draw(state, player, n)
            notify(state, "drew", None, player=player, by=owner)  # "When you draw with an effect"
        return
    if step.verb == "add_to_hand" and step.target == "self" and own_card_in_trash(state, pending):
        # s15-opt: "【Destroyed】… add it from your trash to your hand": the card in the trash (13-2-8-2)
        label, owner_of = card_label(state, pending.source), state.cards[pending.source].owner
        say(state, f"{label} returns to {owner_of}'s hand", key="gcg.event.returns_to_hand",
            params={"card": label, "owner": owner_of})
        state.move(pending.source, "hand")
        return
    if step.verb in ("add_to_hand", "deploy") and step.target == "self":
        _burst_self(state, pending, step.verb)
        return
    if step.verb == "add_shield":
        add_shields(state, owner, step.add_shield)
        return
    if step.verb == "pay":  # s11-gcg-exec: "You may pay ①. If you do, …"
        pay_in_effect(state, pending, step.pay)
        return
    if step.verb == "reveal_to_deck":  # s11-gcg-exec: "Reveal 1 … from your hand. Return it to the bottom …"
        card = state.cards.get(target) if target is not None else None
        if card is None or card.owner != owner or card.zone != "hand":
            return  # 1-3-2: it has left the hand; nothing to do
        say(state, f"{owner} reveals {card_label(state, target)} from their hand and puts it on the "
                   f"{step.reveal_to_deck} of their deck", key="gcg.event.reveal_to_deck",
            params={"player": owner, "card": card_label(state, target), "where": step.reveal_to_deck})
        state.move(target, "deck", top=step.reveal_to_deck == "top")  # 4-1-7
        return
    if step.verb == "token":
        deploy_token(state, owner, step.token)
        return
    if step.verb == "place_resource":
        place_resource(state, owner, step.place_resource)
        return
    if step.verb == "look":
        look(state, pending, step)
        return
    if step.verb == "look_each":  # s11-gcg-read: every player's own top card, in turn (1-3-4)
        from .each_look import start

        start(state, pending, step)
        return
    if step.verb == "delayed" and step.delayed.this_effect:
        return  # s13-gcg-exec: "When this effect destroys …": the damage marks it (note_this_effect_kill)
    if step.verb == "delayed":  # s6-gcg-a: "During this turn, when …," waits (events.py)
        number = pending.extra.get("number") or state.cards[pending.source].number
        bound = target if step.target != "self" else None  # `self`: on the event's printed subject
        if step.delayed.granted:  # s11-gcg-exec: on the unit that gains it, this one for `self`
            if target is None or target not in state.cards:
                return  # 1-3-2: it has left play (a new card, 4-1-5); nothing gains the effect
            bound = target
        who = card_label(state, bound) if bound is not None else owner
        if step.until == "battle" and state.battle is None:  # s11-gcg-exec: granted "during this battle"
            say(state, f"{who}: \"during this battle\" has no battle to last (8-2-3); nothing changes",
                key="gcg.event.no_battle_to_last", params={"card": who})
            return
        # s11-gcg-exec: a gained effect is the unit's, its controller's (5-16-1; a teammate's, 12-3-10)
        controller = state.cards[bound].owner if step.delayed.granted and bound is not None else owner
        register_delayed(state, controller, pending.source, number, pending.effect, pending.step, bound,
                         pending.extra.get("mode") if effect_of_is_modal(state, pending) else None)
        source = card_label(state, pending.source)
        if step.delayed.granted and step.until == "battle":
            say(state, f"{who} gains an effect of {source} until the end of this battle (5-16-1)",
                key="gcg.event.granted_effect_battle", params={"card": who, "source": source})
        elif step.until in next_turn.LATER:  # s18-gcg: it waits for that turn (events.delayed_waiting)
            side = next_turn.LATER[step.until]
            whose = "'s" if side == "yours" else "'s opponent's"
            what = "gains an effect" if step.delayed.granted else "has a trigger"
            say(state, f"{who} {what} of {source} during {owner}{whose} next turn"
                       f"{' (5-16-1)' if step.delayed.granted else ''}",
                key="gcg.event.granted_effect_during_next_turn" if step.delayed.granted
                else "gcg.event.delayed_trigger_during_next_turn",
                params={"card": who, "source": source, "player": owner, "side": side})
        elif step.until in next_turn.TO_THE_END:  # s17-gcg round 2 (events.carry_delayed)
            side = next_turn.TO_THE_END[step.until]
            whose = "'s" if side == "yours" else "'s opponent's"
            if step.delayed.granted:
                say(state, f"{who} gains an effect of {source} until the end of {owner}{whose} next turn "
                           "(5-16-1)",
                    key="gcg.event.granted_effect_next_turn",
                    params={"card": who, "source": source, "player": owner, "side": side})
            else:
                say(state, f"{who}: a trigger of {source} waits until the end of {owner}{whose} next turn",
                    key="gcg.event.delayed_trigger_next_turn",
                    params={"card": who, "source": source, "player": owner, "side": side})
        elif step.delayed.granted:
            say(state, f"{who} gains an effect of {source} until the end of this turn (5-16-1)",
                key="gcg.event.granted_effect", params={"card": who, "source": source})
        else:
            say(state, f"{who}: a trigger of {source} waits until the end of this turn",
                key="gcg.event.delayed_trigger", params={"card": who, "source": source})
        return
    if step.verb == "discard" and step.player == "each":  # s15-opt round 3: "Each player discards N"
        from .enemy_discard import every_player_discards

        every_player_discards(state, pending, step.discard)
        return
    if step.verb == "discard" and step.player == "opponent":  # s11-gcg-read: an enemy player discards
        from .enemy_discard import enemy_discards

        enemy_discards(state, pending, step)
        return
    if step.verb == "discard":
        effect_discard(state, pending, step.discard, where=step.discard_where, may=step.discard_may)
        return
    if step.verb == "mill":
        mill(state, pending, step.mill, step.player)
        return
    if step.verb == "guard_shields":  # r2-trig
        guard_shields(state, owner, step.guard_shields)
        return
    if step.verb in ("pair_this", "activate_paired"):  # s5-gcg-a
        from . import paired_play

        if step.verb == "activate_paired":
            paired_play.activate_paired(state, pending, step.activate_paired)
        elif target is not None:
            paired_play.pair_this(state, pending, target)
        return
    if target is None or target not in state.cards:
        return
    if state.cards[target].zone == "shields":  # 11-3-1-1: a shield has HP 1
        destroy_shield(state, state.cards[target].owner, target)
        if step.verb == "damage":  # s9-gcg-b: "… destroys an enemy shield area card with damage"
            damage_kills.shield_destroyed(state, pending.source, target)
        return
    if step.until == "battle" and state.battle is None and step.verb in ("modify", "grant", "may_attack",
                                                                         "prevent_damage", "lose",
                                                                         "damage_cut",
                                                                         "forced_target"):  # s10-gcg-a
        say(state, f"{card_label(state, target)}: \"during this battle\" has no battle to last "
                   "(8-2-3); nothing changes", key="gcg.event.no_battle_to_last",
            params={"card": card_label(state, target)})
        return
    if step.verb in ("damage", "recover") and step.per_stat is not None:  # s11-gcg-read: by a stat
        stat_amounts.resolve(state, pending, step, target, run_step, say, card_label)
        return
    if step.verb in ("damage", "recover") and step.per_count is not None:  # s6-gcg-b: counted
        _counted_modify(state, pending, step, target)
        return
    if step.verb == "cant" and step.cant == "block":  # s5-gcg-b: "It can't activate <Blocker> …"
        state.cards[target].add_modifier(Modifier(until=step.until, cant="block",
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} can't activate 《Blocker》 {_duration(step.until)}".rstrip(),
            key="gcg.event.cant_block", params={"card": card_label(state, target), "until": step.until})
    elif step.verb == "cant" and step.cant in ("be_blocked", "be_attacked"):  # s8-gcg-b (13-1-6-1, 8-2-1)
        state.cards[target].add_modifier(Modifier(until=step.until, cant=step.cant,
                                                      source=_src(state, owner)))
        what, key = ("be blocked", "gcg.event.cant_be_blocked") if step.cant == "be_blocked" \
            else ("be chosen as an attack target", "gcg.event.cant_be_attacked")
        say(state, f"{card_label(state, target)} can't {what} {_duration(step.until)}".rstrip(),
            key=key, params={"card": card_label(state, target), "until": step.until})
    elif step.verb == "cant" and step.cant in (protections.CHOSEN, protections.RETURNED):  # s14-cont
        state.cards[target].add_modifier(Modifier(until=step.until, cant=step.cant,
                                                      source=_src(state, owner)))
        label = card_label(state, target)
        key, what = ("gcg.event.cant_be_chosen_by_enemy", "be chosen by enemy effects") \
            if step.cant == protections.CHOSEN else ("gcg.event.cant_be_returned_by_enemy",
                                                      "be returned to its owner's hand by enemy effects")
        say(state, f"{label} can't {what} {_duration(step.until)}".rstrip(), key=key,
            params={"card": label, "until": step.until})
    elif step.verb == "cant" and step.cant in ("destroyed_by_enemy", "destroyed_by_effect"):  # s11-gcg-exec
        state.cards[target].add_modifier(Modifier(until=step.until, cant=step.cant,
                                                      source=_src(state, owner)))
        key = "gcg.event.cant_be_destroyed_by_enemy" if step.cant == "destroyed_by_enemy" \
            else "gcg.event.cant_be_destroyed_by_effects"
        whose = "enemy effects" if step.cant == "destroyed_by_enemy" else "effects"
        label = card_label(state, target)
        say(state, f"{label} can't be destroyed by {whose} {_duration(step.until)}".rstrip(), key=key,
            params={"card": label, "until": step.until})
    elif step.verb == "cant":  # s4-gcg-verbs: "It can't choose the enemy player … during this turn"
        state.cards[target].add_modifier(Modifier(until=step.until, cant=step.cant,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} can't choose the enemy player as its attack target "
                   f"{_duration(step.until)}".rstrip(), key="gcg.event.cant_attack_player",
            params={"card": card_label(state, target), "until": step.until})
    elif step.verb == "exile" and state.cards[target].zone in ("battle", "base"):
        # s16-verb: "Exile it / all enemy Units / that enemy Unit from the game" — from play to the removal
        # area (5-12-1), not a destruction (5-12-2: no 【Destroyed】); its paired pilot goes along (3-3-6,
        # state.move), a token is removed from the game (5-17-2-5)
        card = state.cards[target]
        label = card_label(state, target)
        pilot = card_label(state, card.pilot) if card.pilot in state.cards else None
        if pilot:
            say(state, f"{label} and its pilot {pilot} are exiled from the game",
                key="gcg.event.exiled_from_play_with_pilot", params={"card": label, "pilot": pilot})
        else:
            say(state, f"{label} is exiled from the game", key="gcg.event.exiled_from_play",
                params={"card": label})
        state.move(target, "removal")
    elif step.verb == "exile":  # s4-gcg-verbs: a cost "Exile N … from your trash" (5-12-1)
        say(state, f"{card_label(state, target)} is exiled from {state.cards[target].owner}'s trash",
            key="gcg.event.exiled_from_trash",
            params={"card": card_label(state, target), "player": state.cards[target].owner})
        state.move(target, "removal")
    elif step.verb == "damage":
        card = state.cards[target]
        if threshold_unsettled(state, pending, target, step.damage):
            return  # s14-cont: "can't receive 2 or less …" against damage a reduction may bring under it
        lethal = card.damage + step.damage >= state.hp(target)
        if lethal and not damage_stopped(state, target, "effect", pending.source, step.damage) \
                and unsettled_destruction(state, pending, target):
            return
        deal_effect_damage(state, target, step.damage, pending.source)
        note_this_effect_kill(state, pending, target)  # s13-gcg-exec: "When this effect destroys …"
    elif step.verb == "grant":
        state.cards[target].add_modifier(Modifier(until=step.until, grant=step.grant,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} gains 《{step.grant.replace('_', ' ')}》 "
                   f"{_duration(step.until)}".rstrip(), key="gcg.event.gains_keyword",
            params={"card": card_label(state, target), "keyword": step.grant, "until": step.until})
    elif step.verb == "gain_traits":  # s11-gcg-read: "It gains (Zeon) during this turn" (2-5-3)
        state.cards[target].add_modifier(Modifier(until=step.until, traits=tuple(step.gain_traits or ()),
                                                      source=_src(state, owner)))
        traits = "/".join(f"({t})" for t in step.gain_traits or ())
        say(state, f"{card_label(state, target)} gains {traits} {_duration(step.until)}".rstrip(),
            key="gcg.event.gains_trait",
            params={"card": card_label(state, target), "traits": traits, "until": step.until})
    elif step.verb == "lose":  # s8-gcg-d: "It loses <Blocker> during this turn" (13-1, 10-1-5-6)
        state.cards[target].add_modifier(Modifier(until=step.until, lose=step.lose,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} loses 《{step.lose.replace('_', ' ')}》 "
                   f"{_duration(step.until)}".rstrip(), key="gcg.event.loses_keyword",
            params={"card": card_label(state, target), "keyword": step.lose, "until": step.until})
    elif step.verb == "forced_target":  # s14-cont round 2: "… enemy Units must choose that Unit …" (8-2-1)
        state.cards[target].add_modifier(Modifier(until=step.until, forced_target=True,
                                                  forced_by=step.forced_by, source=_src(state, owner)))
        label = card_label(state, target)
        say(state, f"enemy units must choose {label} as their attack target while they can "
                   f"{_duration(step.until)}".rstrip(), key="gcg.event.forced_attack_target",
            params={"card": label, "until": step.until})
    elif step.verb == "may_attack":
        state.cards[target].add_modifier(Modifier(until=step.until, attack=step.may_attack,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} may choose an active enemy unit as printed as its "
                   f"attack target {_duration(step.until)}".rstrip(), key="gcg.event.may_attack",
            params={"card": card_label(state, target), "until": step.until})
    elif step.verb == "recover":
        recover(state, target, step.recover)
    elif step.verb == "no_set_active":  # r2-chosen: "It won't be set as active during the start phase …"
        who = state.cards[target].owner
        state.cards[target].add_modifier(Modifier(until="next_start", no_set_active=who,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} won't be set as active in {who}'s next start phase",
            key="gcg.event.no_set_active", params={"card": card_label(state, target), "player": who})
    elif step.verb == "may_attack_deployed":  # r2-chosen: this turn is the only one it could be deployed in
        state.cards[target].add_modifier(Modifier(until="turn", fresh_attack=True,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} may attack on the turn it is deployed",
            key="gcg.event.may_attack_deployed", params={"card": card_label(state, target)})
    elif step.verb == "change_attack_target":  # r2-chosen
        _change_attack_target(state, owner, target)
    elif step.verb == "damage_cut" and step.damage_cut.enemy:  # s9-gcg-b: "when it receives enemy …"
        cut = step.damage_cut
        state.cards[target].add_modifier(Modifier(until=step.until, cut=cut, source=_src(state, owner)))
        say(state, f"{card_label(state, target)}: {cut.damage if cut.damage != 'any' else ''} damage from "
                   f"an enemy it receives is reduced by {cut.n} {_duration(step.until)}".strip(),
            key="gcg.event.damage_cut_enemy", params={"card": card_label(state, target), "n": cut.n,
                                                      "damage": cut.damage, "until": step.until})
    elif step.verb == "damage_cut":  # r2-chosen: "reduce (the next) damage it receives by N"
        cut = step.damage_cut
        state.cards[target].add_modifier(Modifier(until=step.until, cut=cut, source=_src(state, owner)))
        say(state, f"{card_label(state, target)}: {'the next ' if cut.next else ''}"
                   f"{'battle ' if cut.damage == 'battle' else ''}damage it receives is reduced by {cut.n} "
                   f"{_duration(step.until)}".rstrip(), key="gcg.event.damage_cut",
            params={"card": card_label(state, target), "n": cut.n, "next": str(cut.next).lower(),
                    "damage": cut.damage, "until": step.until})
    elif step.verb == "prevent_damage":  # r2-chosen: "It can't receive … damage during this turn"
        state.cards[target].add_modifier(Modifier(until=step.until, prevent=step.prevent_damage,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} can't receive {step.prevent_damage.damage} damage "
                   f"as printed {_duration(step.until)}".rstrip(), key="gcg.event.cant_receive_damage",
            params={"card": card_label(state, target), "damage": step.prevent_damage.damage,
                    "until": step.until})
    elif step.verb == "cant_attack":
        state.cards[target].add_modifier(Modifier(until=step.until, cant_attack=True,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} can't attack {_duration(step.until)}".rstrip(),
            key="gcg.event.cant_attack", params={"card": card_label(state, target), "until": step.until})
    elif step.verb == "modify" and step.per_count is not None:  # r2-trig: "for each …"
        _counted_modify(state, pending, step, target)
    elif step.verb == "modify" and step.modify.get("ap", 0) < 0 \
            and owner in state.opponents(state.cards[target].owner) and enemy_cut_stopped(state, target):
        # s10-gcg-b: "This Unit's AP can't be reduced by enemy effects" (10-1-5-6): the AP-N is not
        # applied (an HP change printed with it still is)
        say(state, f"{card_label(state, target)}'s AP can't be reduced by enemy effects",
            key="gcg.event.ap_not_reduced", params={"card": card_label(state, target)})
        rest = {k: v for k, v in step.modify.items() if k != "ap"}
        if rest:
            run_step(state, pending, step.model_copy(update={"modify": rest}), target)
    elif step.verb == "modify" and step.modify.get("hp", 0) < 0 and state.cards[target].damage > 0 \
            and state.cards[target].damage >= state.hp(target) + step.modify["hp"] \
            and unsettled_destruction(state, pending, target):
        return  # s11-gcg-exec: an HP-N that would let the rules processing destroy a protected unit
    elif step.verb == "modify":
        ap_before = state.ap(target) if step.modify.get("ap", 0) < 0 else None
        state.cards[target].add_modifier(Modifier(step.modify.get("ap", 0),
                                                      step.modify.get("hp", 0), step.until,
                                                      source=_src(state, owner)))
        say(state, f"{card_label(state, target)} gets "
                   f"{_signed(step.modify)} {_duration(step.until)}", key="gcg.event.gets_modifier",
            params={"card": card_label(state, target), "modify": _signed(step.modify),
                    "until": step.until})
        if ap_before is not None and state.ap(target) < ap_before:  # s6-gcg-a: "When its AP is reduced by …"
            notify(state, "ap_reduced", target, by=owner)
    elif step.verb == "rest":
        was_active = target in state.cards and not state.cards[target].rested
        rest_by_effect(state, target, True, owner)
        if was_active and state.cards[target].rested and not step.cost:  # s11-gcg-exec: "If this effect
            pending.extra["rested_n"] = pending.extra.get("rested_n", 0) + 1  # rested N …" (not its cost)
    elif step.verb == "set_active":
        rest_by_effect(state, target, False, owner)
    elif step.verb == "return_to_hand":
        if return_stopped(state, target, owner):
            return  # s14-cont: 10-1-5-6, the "can't" wins; it stays ("If you do" fails, 10-2-1)
        owner_of = state.cards[target].owner
        if state.cards[target].zone == "battle" and state.definition(target).type == "unit":
            # s13-gcg-exec: "When one of your Units is returned to its owner's hand", judged as it was (on the
            # field); the units this step returns together trigger each effect once (10-1-6-3, _run_on_all)
            notify(state, "returned_to_hand", target, by=owner)
        say(state, f"{card_label(state, target)} returns to {owner_of}'s hand",
            key="gcg.event.returns_to_hand", params={"card": card_label(state, target), "owner": owner_of})
        state.move(target, "hand")
    elif step.verb == "destroy" and step.target in PILOT_TARGETS:
        # s12-gcg-exec: "Choose 1 enemy Pilot. Destroy it." — put from the field into its owner's trash
        # by an effect, a destruction (5-10-1; the trash holds destroyed pilot cards, 4-9-1). Its unit
        # stays, unpaired; no unit is destroyed, so no 【Destroyed】 (the pilot's lower text is its
        # unit's, 3-3-9-2) and no "When … Unit is destroyed" triggers
        say(state, f"{card_label(state, target)} is destroyed", key="gcg.event.destroyed",
            params={"card": card_label(state, target)})
        state.move(target, "trash")
    elif step.verb == "destroy":
        if destruction_stopped(state, target, owner):
            return  # s11-gcg-exec: 10-1-5-6, the "can't" wins; not destroyed ("If you do" fails)
        destroy(state, [target], cause=owner, source=pending.source)  # s14-trig: by `owner`'s effect (5-10-1)
    elif step.verb == "to_deck" and step.to_deck == "shuffle":  # s7-gcg: "… to its owner's deck and shuffle"
        owner_of = state.cards[target].owner  # a card of the trash (public, 4-9-2); the new order is hidden
        say(state, f"{card_label(state, target)} is shuffled into {owner_of}'s deck",
            key="gcg.event.shuffled_into_deck", params={"card": card_label(state, target), "owner": owner_of})
        from .flow import shuffle_deck  # flow imports this module

        state.move(target, "deck", top=True)
        shuffle_deck(state, owner_of)  # once per card: as random as once after all (4-2-4)
    elif step.verb == "to_deck" and step.target != "paired_pilot":  # s8-gcg-d: a chosen card (3-3-6, 4-1-7)
        deck_placing.put_on_deck(state, pending, [target], step.to_deck)
    elif step.verb == "to_deck":  # s5-gcg-b: "… the card paired with this Unit to the top of …"
        owner_of = state.cards[target].owner
        say(state, f"{card_label(state, target)} goes to the {step.to_deck} of {owner_of}'s deck",
            key="gcg.event.to_deck", params={"card": card_label(state, target), "owner": owner_of,
                                             "where": step.to_deck})
        state.move(target, "deck", top=step.to_deck == "top")
    elif step.verb == "deploy_card" and step.deploy_card.pair:  # s10-gcg-b: "pair … with this Unit"
        effect_deploy.pair_card(state, owner, step, target, _this_unit(state, pending))
    elif step.verb == "deploy_card":  # s5-gcg-b: a card of your trash / hand (5-8-1)
        effect_deploy.deploy_card(state, owner, step, target)
    elif step.verb == "add_to_hand" and state.cards[target].zone == "trash":
        owner_of = state.cards[target].owner
        say(state, f"{card_label(state, target)} returns to {owner_of}'s hand",
            key="gcg.event.returns_to_hand", params={"card": card_label(state, target), "owner": owner_of})
        state.move(target, "hand")


def _remember_chosen(state: GcgState, pending: PendingEffect, uid: int) -> None:
    """A choosing step chose `uid`: a later "it" / "them" step (`chosen`) acts on it, while
    it is still that card (4-1-5: a card that changed zones is a new card)."""
    chosen = pending.extra.setdefault("chosen", {}).setdefault(str(pending.step), [])
    chosen.append([uid, state.cards[uid].incarnation])


def _latest_chosen(state: GcgState, pending: PendingEffect) -> list[int]:
    """s11-gcg-exec: the cards the latest choosing step before this one chose, wherever they are now."""
    effect = effect_of(state, pending)
    script = (effect.script if effect is not None else None) or []
    latest = next((i for i in range(min(pending.step, len(script)) - 1, -1, -1)
                   if script[i].needs_target and script[i].target not in CARD_TARGETS), None)
    if latest is None:
        return []
    return list(dict.fromkeys(uid for uid, _ in pending.extra.get("chosen", {}).get(str(latest), [])
                              if uid in state.cards))


def chosen_units(state: GcgState, pending: PendingEffect, effect: Effect) -> list[int]:
    """The units the latest choosing step before this one chose, still in play as those
    same cards; none when that step chose nothing (1-3-2: as much as possible)."""
    script = effect.script or []
    latest = next((i for i in range(pending.step - 1, -1, -1)
                   if script[i].needs_target and script[i].target not in CARD_TARGETS), None)
    if latest is None:
        return []
    out = []
    for uid, incarnation in pending.extra.get("chosen", {}).get(str(latest), []):
        card = state.cards.get(uid)
        if card is not None and card.incarnation == incarnation and card.zone in ("battle", "base") \
                and uid not in out:
            out.append(uid)
    return out


# --- looking at the top of the deck (10-3-5; session 3, s4-gcg-chosen) ----------------


def look(state: GcgState, pending: PendingEffect, step: Step) -> None:
    """"Look at the top N cards of your deck. You may reveal 1 (X) Unit card among them and
    add it to your hand. Return the remaining cards randomly to the bottom of your deck."
    Only the owner sees the looked-at cards (10-3-5); the others see how many. With a card
    that may be taken, the owner decides (prompt `look`, answered by `take` or `decline`);
    with none, the cards go straight to the bottom."""
    owner = pending.owner
    top = list(state.zone(owner, "deck")[:step.look])  # 1-3-2: as many as there are
    if not top:
        return
    names = [card_label(state, u) for u in top]
    say(state, f"{owner} looks at the top {len(top)} card(s) of their deck",
        **{owner: f"{owner} looks at the top of their deck: {', '.join(names)}"},
        key="gcg.event.looks", params={"player": owner, "n": len(top)},
        private_params={owner: {"cards": names}})
    if step.look_to == "top_ordered":  # s16-verb: back on top in the looker's order (4-1-6)
        if len(top) >= 2:
            group = {"owner": owner, "cards": top, "placed": []}
            pending.extra["deck_order"] = {"where": "top", "queue": [group]}
            deck_placing.ask(state, pending)
        return
    takeable = [u for u in top if _may_take(state, u, step)]
    pending.extra["looked"] = top
    pending.extra["look_to"] = step.look_to
    if not takeable:
        look_done(state, None)
        return
    state.prompt = Prompt("look", owner, options=takeable,
                          data={"text": describe(state, pending), "looked": list(top)})
    if step.look_to == "top":  # r2-look: which card stays on top; "return 1" must pick one
        pending.extra["look_rest"] = step.look_rest
        pending.extra["look_reveal"] = step.look_may  # "You may reveal 1 (X) Unit card …"
        state.prompt.data.update(keep_top=True, must_take=step.look > 1 and not step.look_may)


def _may_take(state: GcgState, uid: int, step: Step) -> bool:
    definition = state.definition(uid)
    return (step.look_types is None or definition.type in step.look_types) \
        and in_trash(state, uid, step.where)


def look_done(state: GcgState, taken: int | None) -> None:
    """The owner took `taken` (revealed, to their hand) or nothing; the other looked-at cards
    go to the bottom of the deck in random order."""
    pending = state.resolving
    owner = pending.owner
    state.prompt = None
    if "each_look" in pending.extra:  # s11-gcg-read: a player of "All players each look …" answered
        from .each_look import answer

        answer(state, pending, taken)
        return
    if deck_placing.ordering(pending):  # s8-gcg-d: a unit and its pilot put on a deck (4-1-7)
        deck_placing.order_next(state, pending, taken)
        return
    if pending.extra.get("look_order") is not None:  # s5-gcg-b: the owner orders the bottom
        _look_order_next(state, pending, taken)
        return
    if pending.extra.get("look_to") == "top":  # r2-look
        _look_done_top(state, pending, taken)
        return
    looked = [u for u in pending.extra.pop("looked", [])
              if u in state.cards and state.cards[u].zone == "deck"]
    if taken is not None and taken in looked and pending.extra.pop("look_to", "hand") == "deploy":
        from .actions import deploy_unit  # actions imports this module

        looked.remove(taken)
        say(state, f"{owner} deploys {card_label(state, taken)}", key="gcg.event.deploys",
            params={"player": owner, "card": card_label(state, taken)})
        deploy_unit(state, taken)  # 11-4-2: into a full battle area after a unit is trashed
    elif taken is not None and taken in looked:
        say(state, f"{owner} reveals {card_label(state, taken)} and adds it to their hand",
            key="gcg.event.look_takes", params={"player": owner, "card": card_label(state, taken)})
        state.move(taken, "hand")
        looked.remove(taken)
    if not looked:
        return
    state.rng_counter += 1
    for uid in shuffled(looked, state.seed, state.rng_counter):
        state.move(uid, "deck")  # to the bottom (4-2-2)
    say(state, f"{owner} puts {len(looked)} card(s) on the bottom of their deck in random order",
        key="gcg.event.look_bottom", params={"player": owner, "n": len(looked)})


def _look_done_top(state: GcgState, pending: PendingEffect, taken: int | None) -> None:
    """r2-look (issue 29): "Return it to the top or bottom of your deck" / "Return it to the
    top of your deck or place it into your trash" / "… return 1 to the top. Place the remaining
    card into your trash" / "… and 1 to the bottom" (10-3-5). The card `taken` stays on top,
    unnamed (the deck is hidden, 4-2-2); the others go to the bottom (in random order) or into
    the trash, where they are public (4-9-2)."""
    owner = pending.owner
    pending.extra.pop("look_to", None)
    rest_to = pending.extra.pop("look_rest", "bottom")
    looked = [u for u in pending.extra.pop("looked", [])
              if u in state.cards and state.cards[u].zone == "deck"]
    rest = [u for u in looked if u != taken]
    if taken in looked and pending.extra.pop("look_reveal", False):  # revealed: public (10-3-5)
        say(state, f"{owner} reveals {card_label(state, taken)} and returns it to the top of their deck",
            key="gcg.event.look_reveal_top", params={"player": owner, "card": card_label(state, taken)})
    elif taken in looked:
        say(state, f"{owner} returns a card to the top of their deck", key="gcg.event.look_top",
            params={"player": owner})
    if not rest:
        return
    if rest_to == "bottom_ordered" and len(rest) >= 2:  # s5-gcg-b
        pending.extra["look_order"] = rest
        _ask_bottom_order(state, pending)
        return
    if rest_to == "trash":
        for uid in rest:
            state.move(uid, "trash")
        labels = [card_label(state, u) for u in rest]
        say(state, f"{owner} places {', '.join(labels)} into their trash", key="gcg.event.look_trash",
            params={"player": owner, "cards": labels})
        return
    state.rng_counter += 1
    for uid in shuffled(rest, state.seed, state.rng_counter):
        state.move(uid, "deck")  # to the bottom (4-2-2)
    say(state, f"{owner} puts {len(rest)} card(s) on the bottom of their deck in random order",
        key="gcg.event.look_bottom", params={"player": owner, "n": len(rest)})


def _ask_bottom_order(state: GcgState, pending: PendingEffect) -> None:
    """s5-gcg-b (issue 29): "Return the remaining cards to the bottom of your deck" with no
    "randomly": their owner chooses the order (4-1-6), seeing them alone (4-1-7, 10-3-5) — the
    card taken goes to the bottom now, each next one under it."""
    rest = pending.extra["look_order"]
    state.prompt = Prompt("look", pending.owner, options=list(rest),
                          data={"text": describe(state, pending), "looked": list(rest), "order": True,
                                "must_take": True})


def _look_order_next(state: GcgState, pending: PendingEffect, taken: int | None) -> None:
    owner = pending.owner
    rest = [u for u in pending.extra["look_order"] if u in state.cards and state.cards[u].zone == "deck"]
    if taken in rest:
        rest.remove(taken)
        state.move(taken, "deck")  # to the bottom (4-2-2)
    if len(rest) == 1:
        state.move(rest[0], "deck")
        rest = []
    if rest:
        pending.extra["look_order"] = rest
        _ask_bottom_order(state, pending)
        return
    count = len([u for u in pending.extra.pop("look_order") if u in state.cards])
    say(state, f"{owner} puts {count} card(s) on the bottom of their deck in an order they chose",
        key="gcg.event.look_bottom_ordered", params={"player": owner, "n": count})


def pay_in_effect(state: GcgState, pending: PendingEffect, n: int) -> None:
    """s11-gcg-exec (issue 29): "(You may) pay ①" inside an effect — paid as an activation cost is
    (10-1-7-3: active resources rested, normal ones first, an EX Resource used leaving the game,
    5-17-3-2; actions._pay), all N or nothing (1-3-2: what cannot be paid is not paid). "If you do,"
    after it holds only when it was paid (`paid_at`, condition_holds); "When you pay ⟦1⟧ or more for
    one of your Units' effects" is told (10-1-6-1)."""
    from .actions import _pay  # actions imports effects

    owner = pending.owner
    normal, ex = state.active_resources(owner)
    if normal + ex < n:
        say(state, f"{owner} cannot pay {n}: not paid (1-3-2)", key="gcg.event.cannot_pay",
            params={"player": owner, "n": n})
        return
    _pay(state, owner, n)
    pending.extra["paid_at"] = pending.step
    say(state, f"{owner} pays {n}", key="gcg.event.pays", params={"player": owner, "n": n})
    unit = state.bearer(pending.source) if pending.source in state.cards else None
    if unit is not None and unit in state.cards and state.cards[unit].zone == "battle":  # a Unit's effect
        notify(state, "paid", unit, player=owner, amount=n)


def add_shields(state: GcgState, player: str, n: int) -> None:
    """"Add N of your Shields to your hand": the shields are face down (5-10-2), so which
    ones is no choice of information; the top ones go, and only their owner sees them."""
    added = []
    for uid in list(state.zone(player, "shields"))[:n]:
        state.move(uid, "hand")
        added.append(card_label(state, uid))
    if added:
        say(state, f"{player} adds {len(added)} shield(s) to their hand",
            **{player: f"{player} adds {', '.join(added)} from their shields to their hand"},
            key="gcg.event.adds_shields", params={"player": player, "n": len(added)},
            private_params={player: {"cards": added}})


def effect_discard(state: GcgState, pending: PendingEffect, n: int, *, where: TargetFilter | None = None,
                   may: bool = False) -> None:
    """s4-gcg-verbs (issue 29): "Discard N" — the effect's owner chooses N cards of their hand
    and places them in their trash (5-11-1); with N or fewer, all of them (1-3-2: as much as
    possible), with none, nothing. The choice is the `discard` prompt, seen by its player only
    (4-8-2); the discarded cards are public once in the trash (4-9-2)."""
    from .flow import discard  # flow imports this module

    owner = pending.owner
    hand = [u for u in state.zone(owner, "hand") if in_trash(state, u, where)]  # s5-gcg-b: as printed
    pending.extra["discarded"] = len(hand) >= n  # "If you do," after it (the prompt must be answered)
    if len(hand) <= n and not (may and hand):
        discard(state, owner, hand, by=owner)
        return
    effect = effect_of(state, pending)
    data: dict[str, Any] = {"count": n, "text": effect.text if effect else ""}
    if where is not None or may:  # s5-gcg-b: the cards it may discard; "you may": none (10-1-3)
        data |= {"only": list(hand), "may": may}
    state.prompt = Prompt("discard", owner, data=data)


def mill(state: GcgState, pending: PendingEffect, n: int, player: str = "self") -> None:
    """s4-gcg-verbs (issue 29): "Place the top N cards of your deck into your trash": as many
    as the deck has (1-3-2); they are public in the trash (4-9-2). The effect remembers them
    for "If you placed a (X) card with this effect". s16-verb: `opponent`, "Place the top N cards of
    your opponent's deck into their trash" — the enemy's cards into their owner's trash (4-9; not
    remembered: "placed by this effect" is your trash's); an empty deck loses at the next rules
    processing (1-2-2-2, 11-2)."""
    if player == "opponent" and state.format != "duel":  # which enemy player (12-2-6): the players settle it
        effect = effect_of(state, pending)
        text = effect.text if effect else ""
        say(state, f"{text} — which enemy player it means is for the players to settle: resolved by hand "
                   "(12-2-6)", key="gcg.event.enemy_player_by_hand", params={"text": text})
        optional = effect.optional if effect else False
        state.prompt = Prompt("effect", pending.owner, data={"text": text, "optional": optional})
        return
    owner = state.opponent(pending.owner) if player == "opponent" else pending.owner
    placed = list(state.zone(owner, "deck"))[:n]
    for uid in placed:
        state.move(uid, "trash")
    if owner == pending.owner:
        pending.extra.setdefault("milled", []).extend(placed)
    if placed:
        labels = [card_label(state, u) for u in placed]
        say(state, f"{owner} places the top {len(placed)} card(s) of their deck into their trash: "
                   f"{', '.join(labels)}", key="gcg.event.mills",
            params={"player": owner, "n": len(placed), "cards": labels})


def token_number(state: GcgState, name: str, ap: int, hp: int, traits: list[str],
                 keywords: list[str] | None = None, effects: list[Effect] | None = None) -> str:
    """The pool number of a unit token (5-17-1): one per distinct printed token, added to the
    match's pool the first time (no colour, Lv. and cost 0, 5-17-2-3, 5-17-2-4); a token's own
    printed text is its effects (5-17-2-1)."""
    token = Card(number="TOKEN", name=name.strip(), type="unit", ap=ap, hp=hp, traits=list(traits),
                 keywords=list(keywords or ()), token=True, effects=list(effects or ()))
    same = (token.name, token.ap, token.hp, token.traits, token.keywords, token.effects)
    number = next((k for k, c in state.pool.cards.items() if k.startswith("TOKEN-")
                   and (c.name, c.ap, c.hp, c.traits, c.keywords, c.effects) == same), None)
    if number is None:
        number = f"TOKEN-{sum(k.startswith('TOKEN-') for k in state.pool.cards) + 1}"
        state.pool = state.pool.with_cards([token.model_copy(update={"number": number})])
    return number


def place_resource(state: GcgState, player: str, what: str) -> None:
    """"Place 1 (rested) Resource": the top card of the resource deck into the resource area;
    "Place 1 (rested) EX Resource" (5-17-3). Past 15 resources (4-4-2) or 5 EX Resources
    (4-4-2-1), or with an empty resource deck, nothing is placed (1-3-2)."""
    resources = state.zone(player, "resources")
    if len(resources) >= RESOURCE_LIMIT:
        return
    if what in ("ex", "rested_ex"):
        if sum(1 for u in resources if state.definition(u).token) >= MAX_EX_RESOURCES:
            return
        uid = state.new_card("EX-RESOURCE", player, "resources")
    else:
        deck = state.zone(player, "resource_deck")
        if not deck:
            return
        uid = deck[0]
        state.move(uid, "resources")
    state.cards[uid].rested = what.startswith("rested")
    say(state, f"{player} places a resource ({card_label(state, uid)})", key="gcg.event.places_resource",
        params={"player": player, "card": card_label(state, uid)})
    if what in ("ex", "rested_ex"):
        notify(state, "ex_placed", None, player=player)  # "When you place an EX Resource"


def deploy_token(state: GcgState, owner: str, spec: TokenSpec) -> None:
    """"Deploy 1 (rested) [Name]((Trait)･APa･HPh) Unit token" (5-17-1), or "Deploy 1 EX Base"
    (5-17-3, into the base section, 11-5-2). A full battle area first asks its owner for a unit
    to trash (11-4-2); the token waits outside the game until then."""
    from .actions import enter_base_section, enter_battle_area  # actions imports this module

    if spec.ex_base:
        uid = state.new_card("EX-BASE", owner, "limbo")
        say(state, f"{owner} deploys {card_label(state, uid)}", key="gcg.event.deploys",
            params={"player": owner, "card": card_label(state, uid)})
        enter_base_section(state, uid)
        return
    uid = state.new_card(token_number(state, spec.name, spec.ap, spec.hp, spec.traits, spec.keywords,
                                      spec.effects), owner, "limbo")
    say(state, f"{owner} deploys {card_label(state, uid)}", key="gcg.event.deploys",
        params={"player": owner, "card": card_label(state, uid)})
    if len(state.units(owner)) >= 6:
        state.prompt = Prompt("overflow", owner, options=list(state.units(owner)),
                              data={"card": uid, "inc": state.cards[uid].incarnation, "rested": spec.rested})
        return
    enter_battle_area(state, uid, rested=spec.rested)


def _burst_self(state: GcgState, pending: PendingEffect, verb: str) -> None:
    """【Burst】Add this card to your hand / Deploy this card (13-2-5): the revealed shield,
    still waiting in limbo, goes to its owner's hand or is deployed (a base replaces the
    base in the base section, 11-5-2; a unit enters the battle area, 11-4-2)."""
    card = state.cards.get(pending.source)
    if card is None or card.zone != "limbo" or card.incarnation != pending.source_inc:
        return  # 1-3-2: it has already gone; nothing to do
    label = card_label(state, pending.source)
    if verb == "add_to_hand":
        say(state, f"{label} returns to {card.owner}'s hand", key="gcg.event.returns_to_hand",
            params={"card": label, "owner": card.owner})
        state.move(pending.source, "hand")
        return
    from .actions import deploy_unit, enter_base_section  # actions imports this module

    say(state, f"{card.owner} deploys {label}", key="gcg.event.deploys",
        params={"player": card.owner, "card": label})
    if state.definition(pending.source).type == "base":
        enter_base_section(state, pending.source)
    else:
        deploy_unit(state, pending.source)


def finish(state: GcgState) -> None:
    """The effect is done: a command or Burst card still in limbo goes to the trash
    (3-4-4, 13-2-5-3)."""
    pending = state.resolving
    state.resolving = None
    card = state.cards.get(pending.source)
    if card is not None and card.zone == "limbo" and card.incarnation == pending.source_inc:
        state.move(pending.source, "trash")
    # s5-gcg-a: "Activate 【Main】 on the card paired with this Unit": that effect is done now, as
    # the rest of this one (10-1-8), before anything triggered meanwhile
    state.resolving = pending.extra.pop("then", None)


def _resolve_keyword(state: GcgState, pending: PendingEffect) -> None:
    owner = pending.owner
    if pending.kind == "repair":
        card = state.cards.get(pending.source)
        if card and card.incarnation == pending.source_inc and card.zone == "battle":
            recover(state, pending.source, pending.value)
        finish(state)
    elif pending.kind == "breach":
        # 13-1-2-1: the owner of the destroyed unit (with 3-4 players, not necessarily
        # the attacked player)
        enemy = pending.extra.get("victim") or state.opponent(owner)
        front = state.front_of_shield_area(enemy)
        if front is None:  # 13-1-2-4
            say(state, f"《Breach》: {enemy} has no base or shield; it does not activate (13-1-2-4)",
                key="gcg.event.breach_no_target", params={"player": enemy})
        elif state.cards[front].zone == "base":
            say(state, f"《Breach {pending.value}》 deals {pending.value} damage to "
                       f"{card_label(state, front)}", key="gcg.event.breach_base",
                params={"n": pending.value, "card": card_label(state, front)})
            state.cards[front].damage += pending.value
            damage_kills.note_effect_kill(state, front, pending.source)  # s9-gcg-b (13-1-2-1)
        else:
            say(state, f"《Breach {pending.value}》 deals {pending.value} damage to {enemy}'s top shield",
                key="gcg.event.breach_shield", params={"n": pending.value, "player": enemy})
            destroy_shield(state, enemy)
            damage_kills.shield_destroyed(state, pending.source, front)  # s9-gcg-b (13-1-2-1)
        finish(state)
    elif pending.kind == "support":
        # 13-1-3-1: "choose 1 other friendly unit"; 友方 is both members of a team (12-3-10)
        targets = [u for p in state.friends(owner) for u in state.units(p) if u != pending.source]
        if not targets:
            finish(state)
        elif len(targets) > 1 and not pending.targets:
            state.prompt = Prompt("target", owner, options=targets,
                                  data={"text": describe(state, pending), "verb": "modify"})
        else:
            target = pending.targets[0] if pending.targets else targets[0]
            state.cards[target].add_modifier(Modifier(pending.value, 0, "turn",
                                                          source=_src(state, owner)))
            say(state, f"《Support {pending.value}》: {card_label(state, target)} gets "
                       f"AP+{pending.value} during this turn", key="gcg.event.support",
                params={"n": pending.value, "card": card_label(state, target)})
            # s10-gcg-a: "When you use this Unit's <Support> to increase a (X) Unit's AP" (10-1-6-1)
            notify(state, "supported", pending.source, obj=target, player=owner)
            finish(state)


# --- primitives --------------------------------------------------------------------


def draw(state: GcgState, player: str, n: int) -> None:
    drawn = []
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break  # 1-3-2: as much as possible; the empty deck loses at rules processing
        uid = deck[0]
        state.move(uid, "hand")
        drawn.append(card_label(state, uid))
    if drawn:
        say(state, f"{player} draws {len(drawn)}", **{player: f"{player} draws {', '.join(drawn)}"},
            key="gcg.event.draws", params={"player": player, "n": len(drawn)},
            private_params={player: {"cards": drawn}})


def recover(state: GcgState, uid: int, n: int) -> None:
    card = state.cards[uid]
    if card.damage <= 0:  # 5-6-3
        return
    healed = min(n, card.damage)  # 5-6-2
    card.damage -= healed
    say(state, f"{card_label(state, uid)} recovers {healed}", key="gcg.event.recovers",
        params={"card": card_label(state, uid), "n": healed})
    notify(state, "recovers", uid)  # "When this Unit recovers HP" (10-1-6-1)


def set_rest(state: GcgState, uid: int, rested: bool) -> None:
    if not rested and state.cards[uid].rested and cant(state, uid, "be_set_active"):  # 10-1-5-6
        say(state, f"{card_label(state, uid)} can't be set as active (its effect, 10-1-5-6)",
            key="gcg.event.cant_be_set_active", params={"card": card_label(state, uid)})
        return
    card = state.cards[uid]
    if card.rested == rested:  # 1-3-2-1
        return
    card.rested = rested
    say(state, f"{card_label(state, uid)} is {'rested' if rested else 'set active'}",
        key="gcg.event.rest", params={"card": card_label(state, uid), "rested": rested})


def deal_effect_damage(state: GcgState, uid: int, n: int, source: int | None = None) -> None:
    if n <= 0:  # 5-5-5
        return
    if damage_stopped(state, uid, "effect", source, n):  # 10-1-5-6
        return
    n = reduced_damage(state, uid, n, "effect", source)  # "reduce it by 1" (10-1-9-1)
    if n <= 0:  # 5-5-5
        return
    state.cards[uid].damage += n
    say(state, f"{card_label(state, uid)} takes {n} damage", key="gcg.event.takes_damage",
        params={"card": card_label(state, uid), "n": n})
    notify(state, "receives_damage", uid, obj=source, damage="effect", dealer=source)  # 10-1-6-1
    damage_kills.note_effect_kill(state, uid, source)  # s9-gcg-b: "destroys … with damage"


def note_this_effect_kill(state: GcgState, pending: PendingEffect, victim: int) -> None:
    """s13-gcg-exec (issue 29): this effect's damage was just dealt to `victim`. When it is lethal (5-5-2)
    to an enemy unit passing the bounds of the effect's "When this effect destroys an enemy (X) Unit, …",
    that trigger waits for its destruction (state.effect_kills, fired by `destroy` with the 【Destroyed】
    effects, 10-1-6-5, and once for all destroyed together, 10-1-6-3)."""
    card = state.cards.get(victim)
    if card is None or card.zone != "battle" or state.hp(victim) > card.damage \
            or "mode" in pending.extra or "delayed" in pending.extra:
        return  # not lethal; printed.py leaves a ■ effect with this trigger by hand, a delayed one has none
    effect = effect_of(state, pending)
    holders = [k for k, s in enumerate(effect.script or ())
               if s.delayed is not None and s.delayed.this_effect]
    if not holders or card.owner in state.friends(pending.owner):
        return
    number = pending.extra.get("number") or state.cards[pending.source].number
    for k in holders:
        where = effect.script[k].delayed.on.where
        if where is None or matches(state, victim, where):
            state.effect_kills.setdefault(victim, [card.incarnation, []])[1].append(
                (pending.owner, pending.source, pending.effect, {"number": number, "delayed": k}))


def destroy(state: GcgState, uids: list[int], cause: str | None = None, source: int | None = None) -> None:
    """Destroy cards together (8-5-3-2-3): all go to the trash, then their
    【Destroyed】 effects trigger together, knowing their last state (13-2-8-2-1) — a
    paired pilot's 【Destroyed】 too, since its lower text is the unit's (3-3-9-2). The cards destroyed
    together trigger each other effect once (10-1-6-3, events.at_once); each card's own 【Destroyed】 is
    an effect of its own and fires for each. s14-trig: `cause` a player: by that player's effect (5-10-1), of
    the card `source`."""
    with at_once(state):
        _destroy_together(state, uids, cause, effect_card=source)


def _destroy_together(state: GcgState, uids: list[int], cause: str | None,
                      effect_card: int | None = None) -> None:
    # s14-trig: by an effect (5-10-1): its owner and its card as they were, for "If this Unit is destroyed by
    # one of your (X) card's effects" (【Destroyed】) and "… has been destroyed by … this turn" (the record)
    by_effect = effect_destruction(state, cause, effect_card) if cause not in (None, "damage") else None
    traits_then = {uid: sorted(traits_now(state, uid)) for uid in uids if uid in state.cards} \
        if by_effect else {}
    snapshots = []
    absent: set[tuple[int, int]] = set()  # 【During Link】【Destroyed】 … whose condition fails
    # s9-gcg-b: "… destroys an enemy Unit with damage" by effect damage, judged as it was dealt
    effect_kills = {uid: damage_kills.waiting(state, uid) for uid in uids} if state.effect_kills else {}
    if cause != "damage":
        effect_kills = {}  # destroyed by an effect, not by the damage (5-10-1)
    for uid in uids:
        if uid not in state.cards:
            continue
        card = state.cards[uid]
        pilot = card.pilot if card.pilot in state.cards else None
        snapshots.append((uid, card.owner, card.number, state.ap(uid), state.hp(uid),
                          pilot, state.cards[pilot].number if pilot else None))
        for source in (uid, pilot):  # 13-2-10, 13-2-12: judged by its last state (13-2-8-2-1)
            for index, effect in state.definition(source).effects_at("destroyed") if source else ():
                if not requirement_met(state, uid, effect) or not all(
                        condition_met(state, card.owner, uid, c) for c in effect.conditions):
                    absent.add((source, index))
    # s6-gcg-a: "When <a Unit> is destroyed [with damage]", judged as it was (13-2-8-2-1);
    # `cause` "damage": destroyed by rules processing (11-3); s14-trig: a player: by that player's effect
    # (5-10-1)
    battle = state.battle
    for uid, *_ in snapshots:  # s14-trig: "… with battle damage": the battle's damage made it lethal (8-5-3)
        by_battle = cause == "damage" and battle is not None and uid in battle.killers
        # s15-gen: every destruction in the turn's record, "If one of your Units has been destroyed this turn"
        state.turn_record.append(["destroyed", state.cards[uid].owner, state.cards[uid].number,
                                  sorted(traits_now(state, uid)),
                                  "battle" if by_battle else "damage" if cause == "damage" else "effect"])
        notify(state, "destroyed", uid, by=cause, damage="battle" if by_battle else "any",
               dealer=effect_card if by_effect else None)  # s14-trig: the destroying effect's card
    for uid, *_ in snapshots:
        if uid in state.cards:
            say(state, f"{card_label(state, uid)} is destroyed", key="gcg.event.destroyed",
                params={"card": card_label(state, uid)})
            state.move(uid, "trash")
    for uid, owner, number, ap, hp, pilot, pilot_number in snapshots:
        if battle is not None and battle.breach and uid == battle.target:
            # 13-1-2-1: the attacker destroyed this unit with battle damage. It triggers
            # with the destruction, so it is ordered with the 【Destroyed】 effects.
            if state.format == "duel":
                fire(state, state.active, battle.attacker, -1, "breach", value=battle.breach)
            elif battle.attacker in state.cards:
                fire(state, state.cards[battle.attacker].owner, battle.attacker, -1, "breach",
                     value=battle.breach, extra={"victim": owner})
            battle.breach = 0
        for killer_owner, source, index, *more in [*(battle.kills.pop(uid, []) if battle is not None else []),
                                                   *effect_kills.get(uid, ())]:
            if source in state.cards:
                effect = state.definition(source).effects[index]
                extra = {"number": state.cards[source].number, **(more[0] if more else {})}
                once = (source, index, extra.get("delayed"))
                runs = effect_of(state, PendingEffect(killer_owner, source, 0, index, "event", extra=extra))
                if triggered_at_once(state, once, refers_to_event_card(runs)):
                    continue  # one trigger for all the units destroyed together (10-1-6-3)
                if "delayed" in extra or mark_once(state, source, index, effect):  # s6-gcg-a
                    fire(state, killer_owner, source, index, "destroys_enemy_unit", extra=extra)
                    note_triggered(state, once)
        last: dict[str, Any] = {"last_ap": ap, "last_hp": hp}
        if battle is not None and uid in battle.killers:  # s7-gcg: destroyed with battle damage (8-5-3)
            last["destroyed_by"] = battle.killers.pop(uid)
        if battle is not None and uid in battle.kill_records:  # s13-gcg-exec: the turn's record
            state.turn_record.append(battle.kill_records.pop(uid))
        if by_effect is not None:  # s14-trig
            last["destroyed_by_effect"] = by_effect
            state.turn_record.append(["destroyed_by_effect", owner, number, traits_then.get(uid, []),
                                      by_effect])
        if pilot is not None and pilot in state.cards:  # s4-gcg-verbs: "this Unit's paired Pilot"
            last["last_pilot"] = (pilot, state.cards[pilot].incarnation)
        for source, source_number in ((uid, number), (pilot, pilot_number)):
            if source is None:
                continue
            for index, effect in state.pool[source_number].effects_at("destroyed"):
                if (source, index) not in absent and mark_once(state, source, index, effect):
                    fire(state, owner, source, index, "destroyed",
                         extra={"number": source_number, **last})


def destruction_stopped(state: GcgState, uid: int, by: str) -> bool:
    """s11-gcg-exec (issue 29): "This Unit / friendly Units can't be destroyed by enemy effects" (or
    "by effects"): an effect of `by` would destroy the card `uid` (5-10-1: put from the field into
    the trash by an effect). An enemy effect is one whose controller is not on the card's side
    (12-3-10). 10-1-5-6: the "can't" wins — the card stays, told with the clause. Damage equal to
    its HP still destroys it: that destruction is the rules processing's (5-5-2, 11-3-1)."""
    card = state.cards.get(uid)
    if card is None or card.zone not in ("battle", "base"):
        return False
    enemy = by not in state.friends(card.owner)
    if not (cant(state, uid, "destroyed_by_effect") or (enemy and cant(state, uid, "destroyed_by_enemy"))):
        return False
    say(state, f"{card_label(state, uid)} can't be destroyed by this effect: it stays (10-1-5-6)",
        key="gcg.event.not_destroyed", params={"card": card_label(state, uid)})
    return True


def return_stopped(state: GcgState, uid: int, by: str) -> bool:
    """s14-cont (issue 29): "This Unit can't be returned to its owner's hand by your opponent's effects":
    an effect of `by`, an enemy of the card's owner (12-3-10), would return the card `uid` to its owner's
    hand. 10-1-5-6: the "can't" wins — the card (and its paired pilot, 3-3-6) stays, told with the clause."""
    if not protections.stops_enemy(state, uid, by, protections.RETURNED):
        return False
    say(state, f"{card_label(state, uid)} can't be returned to its owner's hand by this effect: it stays "
               "(10-1-5-6)", key="gcg.event.not_returned", params={"card": card_label(state, uid)})
    return True


def threshold_unsettled(state: GcgState, pending: PendingEffect, uid: int, n: int) -> bool:
    """s14-cont (issue 29): "can't receive 2 or less (3 or more) enemy effect damage" against an effect's `n`
    damage, where a reduction ("reduce it by 1", 10-1-9-1) may apply and move it across the bound (under
    "2 or less" from above it, under "3 or more" from within it): whether the bound is judged on the damage
    dealt or as reduced is not settled by our rule documents. Not guessed: the step is not done and the
    effect's owner resolves the rest by hand. Within an upper bound the damage is not received either way;
    with no reduction possible the damage dealt is judged."""
    shields = bounded_shields(state, uid, "effect", pending.source)
    if not shields or damage_prevented(state, uid, "effect", pending.source) \
            or any(s.at_least is None and n <= s.at_most for s in shields):
        return False  # not received however it is reduced (an unbounded "can't", or under an upper bound)
    if not any((s.at_most is not None and n > s.at_most) or (s.at_least is not None and n >= s.at_least)
               for s in shields) or not _reduction_may_apply(state, uid, "effect", pending.source):
        return False
    effect = effect_of(state, pending)
    text = effect.text if effect is not None else describe(state, pending)
    label = card_label(state, uid)
    say(state, f"{text} — whether {label}, which can't receive some amounts of damage, receives this damage "
               "once reduced is not settled (10-1-9-1, 10-1-5-6): resolved by hand",
        key="gcg.event.unsettled_threshold", params={"text": text, "card": label})
    state.prompt = Prompt("effect", pending.owner, data={"text": text, "optional": False})
    return True


def unsettled_destruction(state: GcgState, pending: PendingEffect, uid: int) -> bool:
    """s11-gcg-exec: this effect would make the card `uid` — one that "can't be destroyed by (enemy)
    effects" against it — lethally damaged (or its HP fall to its damage). 5-10-1 counts lethal damage
    and being put into the trash by an effect as destruction, and 5-5-2 / 11-3-1 give the lethal damage's
    destruction to the rules processing: whether damage from such an effect destroys the card is not
    settled by our rule documents (s8-gcg-b, s10-gcg-b read them so). That part is not guessed: the step
    is not done, and the effect's owner resolves the rest of the effect by hand (as short_of_whole)."""
    card = state.cards.get(uid)
    if card is None or card.zone not in ("battle", "base"):
        return False
    enemy = pending.owner not in state.friends(card.owner)
    if not (cant(state, uid, "destroyed_by_effect") or (enemy and cant(state, uid, "destroyed_by_enemy"))):
        return False
    effect = effect_of(state, pending)
    text = effect.text if effect is not None else describe(state, pending)
    say(state, f"{text} — whether it destroys {card_label(state, uid)}, which can't be destroyed by "
               "its effects, is not settled (5-10-1, 5-5-2): resolved by hand",
        key="gcg.event.unsettled_destruction", params={"text": text, "card": card_label(state, uid)})
    state.prompt = Prompt("effect", pending.owner, data={"text": text, "optional": False})
    return True


def destroy_shield(state: GcgState, player: str, uid: int | None = None) -> None:
    """A shield (the top one unless an effect names another) is destroyed: turned face
    up, and its Burst may be used before it goes to the trash (5-10-3, 8-5-2-3-1,
    13-2-5-1: by damage or by an effect alike)."""
    shields = state.zone(player, "shields")
    if not shields:
        return
    if uid is None or uid not in shields:
        uid = shields[0]
    state.move(uid, "limbo")
    state.cards[uid].face_up = True
    say(state, f"{player}'s shield is destroyed: {card_label(state, uid)}",
        key="gcg.event.shield_destroyed", params={"player": player, "card": card_label(state, uid)})
    # s14-trig: "When one of your shields is destroyed": the shield's owner's (12-3-11: a team's shared shield
    # area holds both members' cards)
    notify(state, "shield_destroyed", None, player=state.cards[uid].owner)
    bursts = state.definition(uid).effects_at("burst")
    if bursts:  # 13-2-5-1, 12-3-8: decided by the card's owner
        state.prompt = Prompt("burst", state.cards[uid].owner, options=[uid],
                              data={"effect": bursts[0][0]})
    else:
        state.move(uid, "trash")


def use_burst(state: GcgState, use: bool) -> None:
    prompt = state.prompt
    uid = prompt.options[0]
    state.prompt = None
    if use:
        say(state, f"{prompt.player} uses the Burst of {card_label(state, uid)}",
            key="gcg.event.uses_burst", params={"player": prompt.player, "card": card_label(state, uid)})
        fire(state, prompt.player, uid, prompt.data["effect"], "burst")
        if activates_command_main(state, uid, prompt.data["effect"]):  # s6-gcg-a (13-2-5)
            notify(state, "command", None, obj=uid, player=prompt.player, by="burst")  # not played (13-2-5-1)
            state.turn_record.append(["command", prompt.player, state.cards[uid].number])
    else:
        state.move(uid, "trash")  # 13-2-5-2


def _src(state: GcgState, owner: str) -> str:
    """Who made a modifier: recorded with 3-4 players only (it ends with them, 12-2-5)."""
    return "" if state.format == "duel" else owner


def _signed(modify: dict) -> str:
    return " ".join(f"{k.upper()}{v:+d}" for k, v in modify.items())


def _duration(until: str) -> str:
    return {"turn": "during this turn", "battle": "during this battle"}.get(until, "")


# --- "Change the attack target of the battling enemy Unit to it" (r2-chosen) -------------


def _change_attack_target(state: GcgState, owner: str, unit: int) -> None:
    """The attack of the enemy unit now battling turns on `unit` (8-5-1: the damage step takes
    the attack target it has then). No battle, or an attacker that is not an enemy's: nothing."""
    battle = state.battle
    attacker = state.cards.get(battle.attacker) if battle is not None else None
    if attacker is None or attacker.incarnation != battle.attacker_inc or attacker.zone != "battle" \
            or attacker.owner in state.friends(owner):
        say(state, "no enemy unit is battling: the attack target stays (8-5-1)",
            key="gcg.event.no_attack_to_change")
        return
    battle.target_player = None
    battle.target = unit
    battle.target_inc = state.cards[unit].incarnation
    say(state, f"{card_label(state, battle.attacker)} now attacks {card_label(state, unit)} "
               "(an effect, 8-5-1)",
        key="gcg.event.attack_target_changed",
        params={"attacker": card_label(state, battle.attacker), "unit": card_label(state, unit)})


# --- "reduce the next damage it receives by 2" on a chosen unit (r2-chosen) ---------------


def _cut_for_a_time(state: GcgState, uid: int, n: int, damage: str, dealer: int | None = None) -> int:
    """The damage `n` about to be dealt to `uid`, less each DamageCut it bears now (10-1-9-1);
    a "next damage" cut is used up by this damage. s9-gcg-b: an `enemy` cut only when `dealer`
    is a card of an enemy of the unit's owner."""
    card = state.cards.get(uid)
    if card is None or n <= 0:
        return n
    dealt_by = state.cards.get(dealer) if dealer is not None else None
    from_enemy = dealt_by is not None and dealt_by.owner not in state.friends(card.owner)
    for m in [m for m in card.modifiers if m.cut is not None and m.cut.damage in ("any", damage)
              and (from_enemy or not m.cut.enemy)]:
        cut = min(n, m.cut.n)
        n -= cut
        if m.cut.next:
            card.modifiers.remove(m)
        label = card_label(state, uid)
        say(state, f"{label}: the damage it receives is reduced by {cut} (an effect)",
            key="gcg.event.damage_cut_used", params={"card": label, "n": cut})
        if n <= 0:
            break
    return n


# --- "can't receive damage" (s4-gcg-trig) ------------------------------------------


def damage_stopped(state: GcgState, uid: int, damage: str, source: int | None,
                   amount: int | None = None) -> bool:
    """A continuous effect keeps `damage` (battle, 5-5-3; effect, 5-5-4) dealt by `source`
    off `uid` (10-1-5-6: "can't receive … damage" wins): logged, nothing is dealt. `amount`: the
    damage about to be dealt, for a shield bounded by it (s14-cont: "2 or less")."""
    if not damage_prevented(state, uid, damage, source, amount) \
            and not battle_guarded(state, uid, damage, source):
        return False
    if state.cards[uid].zone == "shields":  # face down (4-6-4-1): never named
        owner = state.cards[uid].owner
        say(state, f"{owner}'s shields can't receive {damage} damage from this (10-1-5-6); none is dealt",
            key="gcg.event.shield_damage_prevented", params={"player": owner, "damage": damage})
        return True
    label = card_label(state, uid)
    say(state, f"{label} can't receive {damage} damage from this (10-1-5-6); none is dealt",
        key="gcg.event.damage_prevented", params={"card": label, "damage": damage})
    return True


# --- unmarked triggers on events (s4-gcg-trig) -------------------------------------


def notify(state: GcgState, event: str, subject: int | None, *, obj: int | None = None,
           player: str | None = None, damage: str = "any", by: str | None = None,
           dealer: int | None = None, amount: int = 0) -> None:
    """Something happened that an unmarked trigger "When …," may wait for (10-1-6-1): fire
    every `event` effect of a card in play whose event, subject and bounds match, whose
    【During Pair】/【During Link】 and "During your turn" hold now (10-1-6-2), once per turn
    where printed (10-1-6-1-1). They wait in `state.fresh` and are ordered with every other
    effect triggered now (10-1-6-5, 10-1-6-6). `subject`: the unit it happened to (None:
    `player` did it, "When you place an EX Resource"); `obj`: the other card (the pilot paired,
    the unit dealt damage); `by`: the player whose effect did it ("rested by an effect");
    `dealer`: the card whose damage it is. Inside `events.at_once`, an effect already triggered by
    another event of the same batch is not triggered again (10-1-6-3)."""
    if event in RECORDED_EVENTS:  # s13-gcg-exec: the turn's record, derived from the events themselves
        record_event(state, event, subject, player, amount)
    if not state.pool.has_timing("event") and not state.delayed:  # s6-gcg-a
        return
    for owner, uid, source, index, effect in state.effects_in_play("event"):
        on = effect.on
        if on is None or not event_is(on.event, event) or amount < on.at_least or (
                on.at_most is not None and amount > on.at_most) or not _event_matches(
                state, owner, uid, on, subject, obj, player, damage, by, dealer):
            continue
        if not requirement_met(state, uid, effect) or not all(
                condition_met(state, owner, uid, c) for c in effect.conditions):
            continue  # 10-1-6-2: it does not trigger
        if triggered_at_once(state, (source, index), refers_to_event_card(effect)):
            continue  # s13-trig: triggered by another event of this batch (10-1-6-3)
        if not mark_once(state, source, index, effect):
            continue
        fire(state, owner, source, index, "event", extra={
            "number": state.cards[source].number,
            "event_subject": _as_of(state, subject), "event_object": _as_of(state, obj),
            **({"event_amount": amount} if event == "paid" else {})})  # s13-gcg-exec: "the cost paid"
        note_triggered(state, (source, index))
    for entry, on, bearer in delayed_waiting(state, event, subject) if state.delayed else ():  # s6-gcg-a
        if amount < on.at_least or (on.at_most is not None and amount > on.at_most):
            continue  # s12-gcg-gen: a delayed "when you pay ⟦N⟧ or more / or less" judged as the unmarked one
        if _event_matches(state, entry[0], bearer, on, subject, obj, player, damage, by, dealer):
            if triggered_at_once(state, id(entry), refers_to_event_card(delayed_step(state, entry).delayed)):
                continue  # s13-trig: one delayed trigger is one effect too (10-1-6-3)
            fire(state, entry[0], entry[1], entry[3], "event",
                 extra=_delayed_extra(state, entry, subject, obj))
            note_triggered(state, id(entry))


def _as_of(state: GcgState, uid: int | None) -> list[int] | None:
    """A card as it is now (uid and incarnation): the same card later, or gone (4-1-5)."""
    card = state.cards.get(uid) if uid is not None else None
    return [uid, card.incarnation] if card is not None else None


def _event_matches(state: GcgState, owner: str, bearer: int, on: Any, subject: int | None,
                   obj: int | None, player: str | None, damage: str, by: str | None,
                   dealer: int | None) -> bool:
    if subject is None:  # "When you …": the effect's owner did it
        if on.event == "shield_destroyed":  # s14-trig: "When one of your shields is destroyed" (5-10-3)
            return player in players_of(state, owner, on.subject)
        if on.event == "command":  # s6-gcg-a
            return on.subject == "yours" and player == owner and command_matches(state, owner, on, obj, by)
        return on.subject == "yours" and player == owner
    card = state.cards.get(subject)
    if card is None:
        return False
    if on.subject == "this" or (on.or_this and subject == bearer):
        if subject != bearer:
            return False
    else:
        if (on.other and subject == bearer) or card.owner not in players_of(state, owner, on.subject):
            return False
        if state.definition(subject).type != on.card_kind:  # s14-trig: a base too
            return False
        if on.where is not None and not matches(state, subject, on.where):
            return False
    if on.damage != "any" and on.damage != damage:
        return False
    friends = state.friends(card.owner)
    if on.by in ("effect", "enemy_effect") and by is None:
        return False
    if on.by == "enemy_effect" and by in friends:
        return False
    if on.by == "damage" and by != "damage":  # s6-gcg-a: "is destroyed with damage" (11-3)
        return False
    if on.event == "destroyed" and on.by in ("effect", "enemy_effect") and by not in state.players:
        return False  # s14-trig: "destroyed by an effect": put into the trash by an effect (5-10-1)
    if on.event == "destroyed" and (on.source_who != "any" or on.source_kind or on.source_where) \
            and not destruction_source_counts(state, owner, on.source_who, on.source_where, on.source_kind,
                                              effect_destruction(state, by, dealer)):
        return False  # s14-trig round 2: "by one of your (X) card's effects" (5-10-1), as it destroyed
    if on.event == "paid" and player != owner:  # s6-gcg-a: "When you pay …": the effect's owner paid
        return False
    if on.event == "attacks" and not attack_target_matches(state, owner, on, obj):
        return False
    if on.by == "enemy":  # damage from an enemy's card
        dealt_by = state.cards.get(dealer) if dealer is not None else None
        if dealt_by is None or dealt_by.owner in friends:
            return False
    if on.event == "attacks":
        return True  # its target: attack_target_matches above
    if on.event == "receives_damage" and on.object_where is not None and (  # s6-gcg-a: from a unit
            obj not in state.cards or state.definition(obj).type != "unit"):
        return False
    if on.object_where is not None or on.event in ("deals_damage", "destroys", "destroys_card"):
        other = state.cards.get(obj) if obj is not None else None
        if other is None:
            return False
        if on.event in ("deals_damage", "destroys", "destroys_card") \
                and other.owner in friends:  # "an enemy Unit / card"
            return False
        if on.object_where is not None and not matches(state, obj, on.object_where):
            return False
    return True


def event_targets(state: GcgState, pending: PendingEffect, step: Step) -> list[int]:
    """"It gains …" / "destroy that enemy Unit": the card of the event, while it is still the
    card it was and in play (4-1-5: a card that moved is a new card)."""
    kept = pending.extra.get(step.target)
    if not kept:
        return []
    uid, inc = kept
    card = state.cards.get(uid)
    if card is None or card.incarnation != inc or card.zone not in ("battle", "base"):
        return []
    return _where(state, step, [uid])


def rest_by_effect(state: GcgState, uid: int, rested: bool, by: str) -> None:
    """An effect of `by`'s rests / sets active a card: "When this Unit is rested by an effect"
    triggers only when it did change (1-3-2-1: an already rested card is not rested again)."""
    card = state.cards.get(uid)
    before = card is not None and card.rested
    set_rest(state, uid, rested)
    if card is not None and card.rested != before:  # a "can't be set as active" unit stays rested
        notify(state, "rested" if rested else "set_active", uid, by=by)


def event_kills(state: GcgState, killer: int, victim: int) -> list[tuple[str, int, int, dict]]:
    """"When one of your Units destroys an enemy Unit with battle damage, …" (10-1-6-1): the
    `event` effects of cards in play that wait for `killer` destroying `victim` with battle
    damage, judged now (8-5-3) and fired as the victim is destroyed (as note_kill's)."""
    return _battle_kill_triggers(state, "destroys", killer, victim)


def _battle_kill_triggers(state: GcgState, event: str, killer: int,
                         victim: int, damage: str = "battle") -> list[tuple[str, int, int, dict]]:
    """The `event` effects ("destroys" a unit, "destroys_shield" a shield area card) of cards in
    play that wait for `killer` destroying `victim` with battle damage (10-1-6-1, 8-5-3);
    s9-gcg-b: with `damage` "effect", its effect damage (damage_kills.py)."""
    found: list[tuple[str, int, int, dict]] = []
    if not state.pool.has_timing("event") and not state.delayed:  # s6-gcg-a
        return found
    for owner, uid, source, index, effect in state.effects_in_play("event"):
        on = effect.on
        if on is None or not event_is(on.event, event) or not _event_matches(
                state, owner, uid, on, killer, victim, None, damage, None, None):
            continue
        if requirement_met(state, uid, effect) and all(
                condition_met(state, owner, uid, c) for c in effect.conditions):
            found.append((owner, source, index, {"event_subject": _as_of(state, killer),
                                                 "event_object": _as_of(state, victim)}))
    for entry, on, bearer in delayed_waiting(state, event, killer) if state.delayed else ():  # s6-gcg-a
        if _event_matches(state, entry[0], bearer, on, killer, victim, None, damage, None, None):
            found.append((entry[0], entry[1], entry[3], _delayed_extra(state, entry, killer, victim)))
    return found


def event_is(waited: str, event: str) -> bool:
    """s9-gcg-b: "destroys an enemy card" (`destroys_card`) waits for a unit ("destroys") and
    a shield area card ("destroys_shield") alike; any other event for itself."""
    return waited == event or (waited == "destroys_card" and event in ("destroys", "destroys_shield"))


def _delayed_extra(state: GcgState, entry: list, subject: int | None, obj: int | None) -> dict:
    """s6-gcg-a: what a fired delayed trigger carries: its card's number, its step, the event's cards."""
    mode = entry[8] if len(entry) > 8 else None
    return {"number": entry[2], "delayed": entry[4], "event_subject": _as_of(state, subject),
            "event_object": _as_of(state, obj), **({"delayed_mode": mode} if mode is not None else {})}


def _reduction_may_apply(state: GcgState, uid: int, damage: str, dealer: int | None) -> bool:
    """s14-cont: could `reduced_damage` lower `damage` from `dealer` to `uid` now — a cut for a time on it, or
    an effect in play whose subject it is and whose conditions hold (its 【Once per Turn】 not asked)."""
    card = state.cards.get(uid)
    if card is None:
        return False
    if any(m.cut is not None and m.cut.damage in ("any", damage) for m in card.modifiers):
        return True
    if not state.pool.has_timing("reduce_damage"):
        return False
    for owner, bearer, _source, _index, effect in state.effects_in_play("reduce_damage"):
        on = effect.on
        if on is not None \
                and _event_matches(state, owner, bearer, on, uid, dealer, None, damage, None, dealer) \
                and requirement_met(state, bearer, effect) \
                and all(condition_met(state, owner, bearer, c) for c in effect.conditions):
            return True
    return False


def reduced_damage(state: GcgState, uid: int, n: int, damage: str, dealer: int | None) -> int:
    """"When this Unit receives (effect) damage from an enemy, reduce it by 1": the damage `n`
    about to be dealt to `uid` by `dealer`, less each such effect of the card that applies now
    (【During Link】, "If …,", once per turn: 13-2-13-1). It changes that damage as it is dealt
    (10-1-9-1); damage reduced to 0 is not dealt (5-5-5). s8-gcg-b: any card in play's effect
    whose subject the unit is ("When a friendly (X) Unit receives battle damage from an enemy
    Unit with 3 or less AP, reduce it by 1"), in the one walk over effects in play."""
    card = state.cards.get(uid)
    n = _cut_for_a_time(state, uid, n, damage, dealer)  # r2-chosen; dealer: s9-gcg-b
    if card is None or n <= 0 or not state.pool.has_timing("reduce_damage"):
        return n
    for owner, bearer, source, index, effect in list(state.effects_in_play("reduce_damage")):
        on = effect.on
        if on is None or not _event_matches(state, owner, bearer, on, uid, dealer, None, damage, None,
                                            dealer):
            continue
        if not requirement_met(state, bearer, effect) or not all(
                condition_met(state, owner, bearer, c) for c in effect.conditions):
            continue
        steps = [s for s in effect.script or () if s.reduce_damage is not None and (
            s.condition is None or condition_met(state, owner, bearer, s.condition))]
        if not steps or not mark_once(state, source, index, effect):
            continue
        cut = min(n, sum(s.reduce_damage or 0 for s in steps))
        n -= cut
        label = card_label(state, uid)
        say(state, f"{label}: the damage it receives is reduced by {cut} (its effect)",
            key="gcg.event.damage_reduced", params={"card": label, "n": cut})
        if n <= 0:
            break  # reduced to 0: not dealt (5-5-5); no further effect applies to it
    return max(0, n)


def _effect_record(state: GcgState, pending: PendingEffect, condition: StepCondition) -> int:
    """s13-gcg-exec (issue 29): how many units this effect rested (1-3-2-1) or how many of the cards it
    placed from the deck are in the trash passing `where` (4-9-2), as the step resolves (10-2-1) — the
    same records "If this effect rested N or more Units" / "If you placed a (X) card with this effect"
    read."""
    if condition.kind == "rested_by_effect":
        return pending.extra.get("rested_n", 0)
    if condition.kind == "cost_paid":  # the payment that triggered this effect (notify "paid")
        return pending.extra.get("event_amount", 0)
    placed = [u for u in pending.extra.get("milled", ()) if u in state.cards]
    return sum(1 for u in placed if in_trash(state, u, condition.where))


def _counted_modify(state: GcgState, pending: PendingEffect, step: Step, target: int) -> None:
    """r2-trig (issue 29): "For each (AEUG) Unit card in your trash, it gets AP-1 during this
    turn": counted once, as the effect resolves (10-2-1), and fixed for its duration. s6-gcg-b:
    damage and recovery by a count the same way ("Deal damage to it equal to the number of …")."""
    n = _effect_record(state, pending, step.per_count) \
        if step.per_count.kind in ("rested_by_effect", "placed", "cost_paid") \
        else counted(state, pending.owner, pending.source, step.per_count)
    if step.verb in ("damage", "recover"):  # s6-gcg-b: "Deal damage to it equal to the number of …"
        amount = getattr(step, step.verb) * n
        if amount <= 0:
            return  # 0 damage / 0 HP: the action is not done (1-3-2-2)
        step = step.model_copy(update={step.verb: amount, "per_count": None})
    else:
        modify = {k: v * n for k, v in step.modify.items()}
        step = step.model_copy(update={"modify": modify, "per_count": None})
    run_step(state, pending, step, target)


def note_shield_area_kill(state: GcgState, killer: int, base: int) -> None:
    """r2-trig (issue 29): battle damage from `killer` on an enemy base will destroy it (8-5-2-4,
    11-3): "when this Unit destroys an enemy shield area card with battle damage" (a base is a
    shield area card, 3-6-2) is judged now and fires as the base is destroyed (as note_kill's)."""
    battle = state.battle
    if battle is None or base not in state.cards or state.hp(base) > state.cards[base].damage \
            or not (state.pool.has_timing("event") or state.delayed):
        return
    found = _battle_kill_triggers(state, "destroys_shield", killer, base)
    if found:
        battle.kills.setdefault(base, []).extend(found)


def guard_shields(state: GcgState, owner: str, guard: Any) -> None:
    """r2-trig (issue 29): "During this battle, your shield area cards can't receive damage from
    enemy Units that are Lv.3 or lower" (10-1-5-6): kept on the battle, so it ends with it
    (8-6-2); outside a battle it has none to last (8-2-3)."""
    if state.battle is None:
        say(state, f"{owner}: \"during this battle\" has no battle to last (8-2-3); nothing changes",
            key="gcg.event.no_battle_to_last", params={"card": owner})
        return
    state.battle.guards.append((owner, guard))
    say(state, f"{owner}'s shield area cards can't receive {guard.damage} damage from this during "
               "this battle (10-1-5-6)", key="gcg.event.shields_guarded",
        params={"player": owner, "damage": guard.damage})


def battle_guarded(state: GcgState, uid: int, damage: str, source: int | None) -> bool:
    """Is `uid` a shield area card (a shield or the base, 3-6-2) of a player whose "your shield
    area cards can't receive damage from …" holds for this battle, against this damage?"""
    battle = state.battle
    if battle is None or not battle.guards or uid not in state.cards:
        return False
    for player, guard in battle.guards:
        area = (*state.zone(player, "shields"), *state.zone(player, "base"))
        if uid in area and guard.damage in ("any", damage) and damage_from(state, uid, guard, source):
            return True
    return False
