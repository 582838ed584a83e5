"""Printed GCG cards run by the engine (issue 29 phase 2): the reader's model (core/effects)
translated into the effects the GCG executor (effects.py) runs — one table, model → executor.

An ability is **run** when every part of it has an exact counterpart in the executor:
its timing (13-2), its cost (10-1-7: ① resources, resting this card), its limit (13-2-13),
its marker conditions (13-2-9-2 a paired pilot by trait or name, 13-2-12 linked), and each
step of its body (the table `_STEP`). Anything else is **by hand**: the effect keeps its
timing, cost and limit (the engine still enforces them) and its owner resolves the body with
the effect actions (docs/cards.md "Which verbs the GCG engine runs"). The reader is never
second-guessed: an unsure reading was already by hand, and a reading the executor cannot do
exactly is by hand too — an automated effect that does something other than its text is
worse than one resolved by hand.

Keyword effects the rules define (13-1: Repair, Breach, Support, Blocker, First Strike,
High-Maneuver) become the card's `keywords`, run by the engine's rules; a keyword the rule
documents do not define (<Suppression>, Development) stays by hand.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace
from typing import Any

from ...core.effects.model import Ability, Condition, Filter, Reading, Selector, Step

# The timings the executor fires (13-2; `main_or_action` is 【Main】/【Action】, 13-2-3-2).
RUN_TIMINGS = frozenset({"deploy", "attack", "destroyed", "when_paired", "when_linked",
                         "activate_main", "activate_action", "main", "action", "burst",
                         "main_or_action"})
DEFINED_KEYWORDS = frozenset({"repair", "breach", "support", "blocker", "first_strike",
                              "high_maneuver"})
# The verbs the executor has, with the targets it can take (effects.py run_step).
TARGET_VERBS = frozenset({"damage", "recover", "modify", "rest", "set_active",
                          "return_to_hand", "destroy", "grant", "may_attack"})
SELF_VERBS = frozenset({"modify", "recover", "rest", "set_active", "grant", "destroy",
                        "return_to_hand", "damage", "may_attack"})
CARD_TYPES = frozenset({"unit", "pilot", "command", "base"})
# Verbs on this card while it is a revealed shield (13-2-5: a Burst acts from limbo).
BURST_SELF_VERBS = frozenset({"add_to_hand", "deploy"})


@dataclass(frozen=True, slots=True)
class Translation:
    """What a printed text becomes for the executor: keywords, the effects (dicts of the card
    schema's `Effect`), and for each ability whether it runs (None) or why it is by hand."""

    keywords: tuple[str, ...]
    effects: tuple[dict[str, Any], ...]
    reasons: tuple[str | None, ...]


class ByHand(Exception):
    """This part has no exact counterpart in the executor: the ability is by hand."""


def translate(reading: Reading, card_type: str = "unit") -> Translation:
    keywords: list[str] = []
    effects: list[dict[str, Any]] = []
    reasons: list[str | None] = []
    for ability in reading.abilities:
        if ability.keyword is not None and ability.keyword.name == "pilot":
            reasons.append(None)  # the pilot side of a command (3-4-6): the card's `pilot`
            continue
        keyword = _keyword(ability)
        if keyword is not None:
            keywords.append(keyword)
            reasons.append(None)
            continue
        try:
            effect = _effect(_activated(reading, ability))
            reason = None
        except ByHand as exc:
            effect = _header(ability)
            reason = str(exc)
        if effect["timing"] in ("main", "action", "main_or_action") and card_type != "command":
            effect, reason = _header(ability) | {"timing": "static"}, "a command timing on a " \
                f"{card_type} (13-2-3): applied by hand"
        reasons.append(reason)
        for timing in (("main", "action") if effect["timing"] == "main_or_action" else (effect["timing"],)):
            effects.append({**effect, "timing": timing})
    return Translation(tuple(keywords), tuple(effects), tuple(reasons))


def run_reason(ability: Ability) -> str | None:
    """None when the engine runs this ability as printed; else why it is by hand."""
    if ability.body is None:
        return ability.reason or "not understood"
    if _keyword(ability) is not None or (ability.keyword is not None and ability.keyword.name == "pilot"):
        return None
    try:
        _effect(ability)
    except ByHand as exc:
        return str(exc)
    return None


def run_reasons(reading: Reading) -> list[str | None]:
    """`run_reason` of each ability of a card, knowing the card's other abilities (a 【Burst】
    that activates this card's 【Main】 runs what that 【Main】 runs)."""
    return [run_reason(_activated(reading, ability)) for ability in reading.abilities]


def _activated(reading: Reading, ability: Ability) -> Ability:
    """【Burst】Activate this card's 【Main】 / 【Action】 (13-2-5): the Burst does what the card's
    【Main】 (or 【Action】) does, as printed on the card; anything else is itself."""
    body = ability.body or ()
    if ability.timing != "burst" or len(body) != 1 or body[0].verb != "activate" \
            or not _is_this(body[0].target, kind="card") or ability.cost or ability.conditions:
        return ability
    wanted = body[0].get("timing")
    timings = {"main": ("main", "main_or_action"), "action": ("action", "main_or_action")}.get(wanted, ())
    for other in reading.abilities:
        if other.timing in timings and other.body is not None and not other.cost \
                and not other.conditions and not other.limit and other.trigger is None:
            return replace(ability, body=other.body, optional=other.optional)
    return ability


def pilot_name(reading: Reading) -> str | None:
    """The name a command's 【Pilot】[Name] line gives it as a pilot (3-4-6)."""
    for ability in reading.abilities:
        for step in ability.body or ():
            if step.verb == "pilot":
                return str(step.get("name") or "") or None
    return None


# --- keywords ----------------------------------------------------------------------


def _keyword(ability: Ability) -> str | None:
    """The card-schema keyword of a keyword ability the rules define (13-1)."""
    if ability.keyword is None or ability.conditions or ability.limit or ability.cost:
        return None
    # 13-1-3: <Support> is printed after 【Activate･Main】; the engine activates it as a keyword
    if ability.timing is not None and not (ability.keyword.name == "support"
                                           and ability.timing == "activate_main"):
        return None
    if ability.keyword.name not in DEFINED_KEYWORDS or ability.body != ():
        return None
    value = ability.keyword.value
    return ability.keyword.name if value is None else f"{ability.keyword.name} {value}"


# --- one ability -------------------------------------------------------------------


def _header(ability: Ability) -> dict[str, Any]:
    """What the engine enforces of a by-hand ability: its timing, cost and limit. A static
    ability or one with a timing the executor does not fire is `static`: it is shown and
    applied by hand, never fired."""
    timing = ability.timing if ability.timing in RUN_TIMINGS else "static"
    if ability.static and ability.conditions:
        kinds = {c.kind for c in ability.conditions}
        timing = "during_link" if kinds == {"linked"} else "during_pair" if kinds == {"paired"} else timing
    effect: dict[str, Any] = {"timing": timing, "text": ability.text,
                              "once_per_turn": ability.limit == "once_per_turn",
                              "optional": ability.optional}
    cost = ability.cost
    if cost is not None and timing in ("activate_main", "activate_action"):
        effect["cost"] = {"pay": cost.resources, "rest_self": cost.rest_self}
    if timing in ("when_paired", "during_pair"):
        # a pilot condition the engine cannot check fires for any pilot; the owner judges it by hand
        with contextlib.suppress(ByHand):
            effect["condition"] = _pilot_condition(ability)
    return effect


def _effect(ability: Ability) -> dict[str, Any]:
    if ability.body is None:
        raise ByHand(ability.reason or "not understood")
    if ability.keyword is not None:
        raise ByHand(f"keyword {ability.keyword} with a timing: not run by the engine yet")
    effect = _header(ability)
    if ability.trigger is not None:
        if ability.timing not in (None, "trigger") or ability.static:
            raise ByHand("a trigger without a timing marker (10-1-6-1): not run by the engine yet")
        effect["timing"] = _trigger_timing(ability.trigger)
    timing = effect["timing"]
    if ability.static:
        return _continuous(ability, effect)
    if timing == "static":
        raise ByHand(f"timing {ability.timing}: not run by the engine yet")
    _conditions(ability, timing, effect)
    cost = ability.cost
    if cost is not None:
        if timing not in ("activate_main", "activate_action"):
            raise ByHand("a cost outside an activated effect: not run by the engine yet")
        if cost.colour or cost.destroy_self or cost.return_self or cost.discard \
                or cost.either or cost.extra:
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        paid = _cost_steps(cost)  # s4-gcg-verbs: "Rest 1 of your (X) Units", "Exile 2 … from your trash"
    if ability.limit not in (None, "once_per_turn"):
        raise ByHand(f"limit {ability.limit}: not run by the engine yet")
    effect["script"] = _script(ability.body, burst=timing == "burst", optional=ability.optional)
    if cost is not None and (cost.exile or cost.rest_other):
        if ability.optional:
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        effect["script"] = [*paid, *effect["script"]]
    if effect["optional"] and not effect["script"]:
        raise ByHand("an optional effect with nothing to do")
    return effect


# Timings fired while the unit is in play, where 【During Pair】/【During Link】 in front can be
# checked as the effect triggers or is activated (effects.requirement_met).
_REQUIRES_TIMINGS = frozenset({"deploy", "attack", "activate_main", "activate_action",
                               "destroys_enemy_unit", "destroyed"})
# Triggered timings where "During your turn, …" is checked as the effect triggers (10-1-6-2).
_TURN_CONDITIONED = frozenset({"deploy", "attack", "when_paired", "when_linked", "destroys_enemy_unit",
                               "destroyed"})


def _trigger_timing(trigger: Condition) -> str:
    """An unmarked trigger "When …," (10-1-6-1) the engine fires: "When this Unit destroys an
    enemy Unit with battle damage"."""
    subject, target = trigger.get("subject"), trigger.get("target")
    if trigger.kind == "destroys" and trigger.get("by") == "battle_damage" \
            and set(dict(trigger.params)) == {"by", "subject", "target"} \
            and _is_this(subject) and isinstance(target, Selector) and target.who == "enemy" \
            and target.kind == "unit" and target.zone == "play" and not target.filters and not target.other:
        return "destroys_enemy_unit"
    raise ByHand("a trigger without a timing marker (10-1-6-1): not run by the engine yet")


def _conditions(ability: Ability, timing: str, effect: dict[str, Any]) -> None:
    for condition in ability.conditions:
        if condition.kind == "paired" and timing == "when_paired":
            continue  # checked when the pilot is paired (13-2-9-2)
        if condition.kind == "linked" and timing == "when_linked":
            continue
        if condition.kind in ("paired", "linked") and timing in _REQUIRES_TIMINGS \
                and condition.get("pilot") is None and "requires" not in effect:
            effect["requires"] = condition.kind  # 13-2-10, 13-2-12
            continue
        if condition.kind in ("your_turn", "opponents_turn") and not condition.params \
                and timing in _TURN_CONDITIONED and not condition.negated:
            effect.setdefault("conditions", []).append({"kind": condition.kind})
            continue
        if condition.kind == "paired" and timing in _TURN_CONDITIONED and timing != "when_paired" \
                and not condition.negated and isinstance(condition.get("pilot"), Selector):
            # 【During Pair･(X) Pilot】【Attack】: paired with such a pilot as it triggers (13-2-10-2)
            effect.setdefault("conditions", []).append({"kind": "paired", "pilot": _pilot_of((condition,))})
            continue
        raise ByHand(f"condition {condition.kind}: checked by hand")


def _continuous(ability: Ability, effect: dict[str, Any]) -> dict[str, Any]:
    """A continuous effect (10-1-5). 【During Pair】 / 【During Link】 + "This Unit gets AP/HP±N"
    (13-2-10, 13-2-12) stay the executor's `during_pair` / `during_link` modifiers; every other
    one that modifies AP/HP or grants a keyword — of this unit, or of every unit of a kind —
    under conditions the engine checks is `continuous` (continuous.py)."""
    if ability.limit or ability.cost or ability.optional:
        raise ByHand("a continuous effect with a cost or limit: applied by hand")
    if effect["timing"] in ("during_pair", "during_link"):
        with contextlib.suppress(ByHand):
            return _during(ability, effect)
    return _always(ability, effect)


def _during(ability: Ability, effect: dict[str, Any]) -> dict[str, Any]:
    if effect["timing"] == "during_pair":
        effect["condition"] = _pilot_condition(ability)
    script = []
    for step in ability.body or ():
        if step.verb != "modify" or step.stat not in ("ap", "hp") or not _is_this(step.target) \
                or step.until.kind not in ("instant", "permanent") or _flags(step) or _signed(step) < 1:
            raise ByHand(f"{step.verb} while paired/linked: applied by hand")
        script.append({"modify": {step.stat: _n(step)}, "target": "self", "until": "permanent"})
    if not script:
        raise ByHand("nothing to apply")
    effect["script"] = script
    return effect


def _always(ability: Ability, effect: dict[str, Any]) -> dict[str, Any]:
    """`continuous`: the ability's conditions (markers, "During your turn", …) on the effect,
    a step's "While …," / "If …," on the step (10-1-5-3)."""
    conditions = []
    for condition in ability.conditions:
        conditions.extend(_continuous_conditions(condition))
    script = []
    for step in ability.body or ():
        if step.verb not in ("modify", "grant", "may_attack", "cant") or step.may or step.if_done \
                or step.zone_from \
                or step.zone_to or step.get("instead") is not None or step.get("and") is not None:
            raise ByHand("a continuous effect: applied by hand")
        parts = []
        if step.condition is not None:
            parts.extend(_continuous_conditions(step.condition))
        if step.until.kind == "while":
            parts.extend(_continuous_conditions(step.until.condition))
        elif step.until.kind not in ("instant", "permanent"):
            raise ByHand(f"a continuous effect lasting {step.until.kind}: applied by hand")
        if step.verb == "modify":
            if step.stat not in ("ap", "hp"):
                raise ByHand(f"a continuous {step.stat} change: applied by hand")
            out: dict[str, Any] = {"modify": {step.stat: _signed(step)}}
        elif step.verb == "may_attack":  # "This Unit may choose an active enemy Unit … as its target"
            out = {"may_attack": _attack_where(step)}
        elif step.verb == "cant":  # "This Unit can't choose the enemy player as its attack target"
            what = dict(step.extra).get("what")
            if set(dict(step.extra)) != {"what"} or what not in _CANT or (what != "attack_player"
                                                                        and not _is_this(step.target)):
                raise ByHand("a continuous effect: applied by hand")
            out = {"cant": what}
        else:
            keyword = step.keyword
            if keyword is None or keyword.name not in DEFINED_KEYWORDS:
                raise ByHand("a continuous effect granting this keyword: applied by hand")
            out = {"grant": keyword.name if keyword.value is None else f"{keyword.name} {keyword.value}"}
        if _is_this(step.target):
            out["target"] = "self"
        else:
            every = _every(step.target, other=True)
            if every is None:
                raise ByHand("a continuous effect on these cards: applied by hand")
            out |= every
        out["until"] = "permanent"
        if parts:
            out["condition"] = parts[0] if len(parts) == 1 else {"kind": "all", "all_of": parts}
        script.append(out)
    if not script:
        raise ByHand("nothing to apply")
    return {**effect, "timing": "continuous", "conditions": conditions, "script": script}


# "can't …" the engine enforces (10-1-5-6): choose the enemy player as its attack target;
# s4-gcg-verbs: be paired with a pilot (actions._check_pair), be set as active (effects.set_rest,
# the start phase's 7-2-3).
_CANT = frozenset({"attack_player", "be_paired", "be_set_active"})


def _continuous_conditions(condition: Condition | None) -> list[dict[str, Any]]:
    """A condition the engine checks continuously (conditions.condition_met), as a list of
    executor conditions that must all hold."""
    if condition is None:
        raise ByHand("a condition checked by hand")
    if condition.negated:
        raise ByHand("a negated condition: checked by hand")
    kind = condition.kind
    if kind == "all":
        out = []
        for part in condition.get("conditions") or ():
            if not isinstance(part, Condition):
                raise ByHand("condition all: checked by hand")
            out.extend(_continuous_conditions(part))
        return out
    if kind == "paired":
        pilot = condition.get("pilot")
        if pilot is None:
            return [{"kind": "paired"}]
        return [{"kind": "paired", "pilot": _pilot_of((condition,))}]
    if kind == "linked" and not condition.params:
        return [{"kind": "linked"}]
    return [_condition(condition)]


def _pilot_condition(ability: Ability) -> dict[str, str] | None:
    """【When Paired･(Trait) Pilot】 / 【During Pair･[Name]】: the pilot's trait or name."""
    return _pilot_of(ability.conditions)


def _pilot_of(conditions: tuple[Condition, ...]) -> dict[str, str] | None:
    out: dict[str, str] = {}
    for condition in conditions:
        if condition.kind != "paired":
            continue
        pilot = condition.get("pilot")
        if pilot is None:
            continue
        if not isinstance(pilot, Selector):
            raise ByHand("a pilot condition checked by hand")
        for f in pilot.filters:
            if f.attr == "trait" and f.op == "has" and len(f.value) == 1 and "trait" not in out:
                out["trait"] = str(f.value[0])
            elif f.attr == "name_is" and f.op == "==" and "name" not in out:
                out["name"] = str(f.value)
            else:
                raise ByHand("a pilot condition checked by hand (13-2-9-2)")
    return out or None


# --- the body: model steps → executor script steps ----------------------------------


def _script(body: tuple[Step, ...], *, burst: bool, optional: bool) -> list[dict[str, Any]]:
    script: list[dict[str, Any]] = []
    printed = body  # as read: `body` loses the "If you do," it has turned into conditions (s4-gcg-verbs)
    i = 0
    while i < len(body):
        step = body[i]
        if step.may and not (i == 0 and optional):  # a leading "You may" is the effect's (10-1-3)
            raise ByHand("an optional step: resolved by hand")
        condition = _step_condition(step.condition, body[:i]) if step.condition is not None else None
        if step.verb == "mill":  # s4-gcg-verbs
            script.append(_with(condition, _mill_step(step)))
            i += 1
            continue
        if step.verb == "discard" or (step.if_done and i > 0 and body[i - 1].verb == "discard"):
            script.append(_with(condition, _discard_step(printed, i)))  # s4-gcg-verbs
            i += 1
            continue
        if step.if_done:  # "If you do," after a step on one card (s4-gcg-verbs)
            condition = _if_done(condition, script)
            step = replace(step, if_done=False)
            body = (*body[:i], step, *body[i + 1:])
        if _flags(step, allow_may=True, allow_condition=True):
            raise ByHand(f"{step.verb} with a condition: resolved by hand")
        if step.verb == "choose":
            target = _chosen(step.target)
            if i + 1 >= len(body):
                raise ByHand("a choice with nothing done to it")
            then = body[i + 1]
            verbs = ("add_to_hand",) if target["target"] == "your_trash_card" else TARGET_VERBS
            if then.verb not in verbs or then.target is None or then.target.who != "it" \
                    or _flags(then) or any(s.target is not None and s.target.who == "it"
                                           for s in body[i + 2:]):
                # 10-3-3: the executor chooses per step; two steps on one choice could differ
                raise ByHand(f"{then.verb} on the chosen card: resolved by hand")
            script.append(_with(condition, {**_verb(then), **target}))
            i += 2
            continue
        if step.verb == "draw":
            if step.target is not None or step.amount is None or step.amount.count_of is not None:
                raise ByHand("draw: resolved by hand")
            if step.player not in ("self", "opponent", "each"):
                raise ByHand(f"draw by {step.player}: resolved by hand")
            script.append(_with(condition, {"draw": _n(step), "player": step.player}))
        elif step.verb == "token":
            script.extend(_with(condition, t) for t in _tokens(step))
        elif step.verb == "place_resource":
            script.extend([_with(condition, _place_resource(step))] * _n(step))
        elif step.verb == "add_to_hand" and _own_shields(step.target):
            script.append(_with(condition, {"add_shield": step.target.count}))
        elif burst and step.verb in BURST_SELF_VERBS and _is_this(step.target, kind="card"):
            if step.verb == "deploy" and step.get("pay_cost"):
                raise ByHand("deploy paying its cost: resolved by hand")
            script.append(_with(condition, {step.verb: True, "target": "self"}))
        elif step.verb == "cant" and _is_this(step.target) and step.until.kind in ("turn", "battle") \
                and dict(step.extra) == {"what": "attack_player"}:  # s4-gcg-verbs: "… during this turn"
            cant = {"cant": "attack_player", "target": "self", "until": step.until.kind}
            script.append(_with(condition, cant))
        elif step.verb == "damage" and _all_bases(step.target):  # s4-gcg-verbs: "… to all Bases"
            script.append(_with(condition, {**_verb(step), "target": "all_bases"}))
        elif step.verb == "return_to_hand" and _paired_pilot(step.target):  # s4-gcg-verbs
            script.append(_with(condition, {"return_to_hand": True, "target": "paired_pilot"}))
        elif step.verb in SELF_VERBS and _is_this(step.target):
            script.append(_with(condition, {**_verb(step), "target": "self"}))
        elif step.verb in TARGET_VERBS and _every(step.target):
            script.append(_with(condition, {**_verb(step), **_every(step.target)}))
        else:
            raise ByHand(f"{step.verb}: not run by the engine yet")
        i += 1
    return script


# Verbs whose "If you do," (10-2-1) is seen on their one card: it was rested / set active /
# dealt damage / destroyed / returned to the hand — a change the executor traces (effects.py).
_DONE_VERBS = frozenset({"rest", "set_active", "damage", "destroy", "return_to_hand"})


def _if_done(condition: dict[str, Any] | None, script: list[dict[str, Any]]) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Rest it. If you do, …" / "You may rest this Unit. If you do,
    …" / "Deal 1 damage to this Unit. If you do, …": the step is done only when the step
    before it changed its one card (1-3-2-1: resting a rested card is not done)."""
    before = script[-1] if script else None
    if condition is not None or before is None or "condition" in before \
            or not any(verb in before for verb in _DONE_VERBS) \
            or before.get("target", "self") in ("your_units", "friendly_units", "enemy_units", "all_units",
                                                 "each_enemy_unit") \
            or before.get("count", 1) != 1 or "at_least" in before:
        raise ByHand("a step after \"If you do,\": resolved by hand")
    return {"kind": "done"}


def _cost_steps(cost: Any) -> list[dict[str, Any]]:
    """s4-gcg-verbs (issue 29): the parts of an activation cost (10-1-7) the executor pays as
    the effect's first steps, once it has checked all of it can be paid (effects.cost_unpaid):
    "Rest 1 of your (other) (X) Units" (your own units, 12-3-3: never a teammate's), "Exile N
    (X) cards / Command cards from your trash" (5-12-1). Anything else is paid by hand."""
    steps: list[dict[str, Any]] = []
    rest, exile = cost.rest_other, cost.exile
    if exile is not None:
        if exile.who != "yours" or exile.zone != "trash" or exile.all or exile.up_to or exile.other \
                or not 1 <= exile.count <= 6 or exile.kind not in (*CARD_TYPES, "card"):
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        where = _where_of(exile.filters, trash=True)
        if exile.kind != "card":
            where["type"] = exile.kind
        step = {"exile": True, "target": "your_trash_cards", "count": exile.count, "cost": True}
        steps.append({**step, "where": where} if where else step)
    if rest is not None:
        # "rest 1 friendly (X) Unit": a teammate cannot pay your cost (12-3-3): your own units
        if rest.who not in ("yours", "friendly") or rest.kind != "unit" or rest.zone != "play" or rest.all \
                or rest.up_to \
                or not 1 <= rest.count <= 6:
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        where = _where_of(rest.filters)
        if where.get("state") not in (None, "active"):
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        where["state"] = "active"  # resting a rested unit pays nothing (1-3-2-1)
        step = {"rest": True, "target": "other_your_unit" if rest.other else "your_unit",
                "count": rest.count, "cost": True, "where": where}
        steps.append(step)
    return steps


def _all_bases(selector: Selector | None) -> bool:
    """s4-gcg-verbs (issue 29): "all Bases" — every base in play, any player's (4-7)."""
    return selector is not None and selector.who == "any" and selector.kind == "base" and selector.all \
        and selector.zone == "play" and not selector.filters and not selector.other


def _paired_pilot(selector: Selector | None) -> bool:
    """s4-gcg-verbs (issue 29): "this Unit's paired Pilot" / "the card paired with this Unit"
    (3-3-9; a 【Destroyed】 effect finds it in the trash, where it went with its unit, 3-3-6)."""
    return selector is not None and selector.who == "paired" and selector.kind == "pilot" \
        and selector.count == 1 and not selector.filters and not selector.all and not selector.up_to \
        and not selector.other


def _mill_step(step: Step) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Place the top (N) card(s) of your deck into your trash"."""
    if step.target is not None or step.player not in (None, "self") or step.extra or step.may \
            or step.if_done or step.zone_from or step.zone_to or step.until.kind != "instant":
        raise ByHand("mill: not run by the engine yet")
    return {"mill": _n(step)}


def _step_condition(condition: Condition, before: tuple[Step, ...]) -> dict[str, Any]:
    """A step's "If …," (10-2-1): `_condition`'s, and (s4-gcg-verbs) "If you placed a (X) card /
    a card that is Lv.3 or higher with this effect" after this effect's own mill."""
    if condition.kind != "effect_result":
        return _condition(condition)
    selector = condition.get("selector")
    if condition.negated or condition.get("what") != "placed" or condition.get("n") != 1 \
            or set(dict(condition.params)) != {"n", "selector", "what"} \
            or not any(s.verb == "mill" for s in before) \
            or not isinstance(selector, Selector) or selector.kind not in (*CARD_TYPES, "card") \
            or selector.other:
        raise ByHand("condition effect_result: checked by hand")
    where = _where_of(selector.filters, trash=True)
    if selector.kind != "card":
        where["type"] = selector.kind
    out: dict[str, Any] = {"kind": "placed", "op": ">=", "n": 1}
    return {**out, "where": where} if where else out


def _discard_step(body: tuple[Step, ...], i: int, _after_draw: bool = False) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Discard N" / "Draw 2. Then, discard 1." — the owner chooses N
    cards of their hand (5-11-1); "Discard 1. If you do, draw 1." — the draw only when N cards
    were discarded. After an "If …," that governs an earlier step, whether "Then, discard"
    depends on it is not certain: by hand."""
    step = body[i]
    if not _after_draw and step.verb == "discard" and step.if_done and body[i - 1].verb == "draw" \
            and step.condition is None \
            and not any(s.condition is not None or s.if_done for s in body[:i - 1]) \
            and not body[i - 1].if_done and not body[i - 1].may:
        # "If C, draw 1. If you do, discard 1.": done when the draw was — when C held (10-2-1;
        # a deck drawn to 0 loses the game at rules processing, 11-2-1-2)
        out = _discard_step(body, i, _after_draw=True)
        drawn = body[i - 1].condition
        return out if drawn is None else {**out, "condition": _condition(drawn)}
    if any(s.condition is not None or s.if_done for s in body[:i]) and not _after_draw:
        raise ByHand("discard after a condition: resolved by hand")
    if step.verb == "discard":
        extra = set(dict(step.extra))
        if step.target is not None or step.player not in (None, "self") or extra \
                or (step.if_done and not _after_draw) \
                or step.zone_from or step.zone_to or step.until.kind != "instant" \
                or (step.may and i != 0):
            raise ByHand("discard: not run by the engine yet")
        return {"discard": _n(step)}
    if step.verb != "draw" or step.target is not None or step.player not in (None, "self") \
            or step.may or step.zone_from or step.zone_to or step.extra:
        raise ByHand(f"{step.verb} if discarded: resolved by hand")
    return {"draw": _n(step), "if_discarded": True}


def _place_resource(step: Step) -> dict[str, Any]:
    """"Place 1 (rested) Resource" / "Place 1 (rested) EX Resource" (5-17-3)."""
    extra = dict(step.extra)
    if step.target is not None or step.player not in (None, "self") or set(extra) - {"ex", "rested"} \
            or step.amount is None or step.amount.n > 5:
        raise ByHand("place_resource: resolved by hand")
    what = "ex" if extra.get("ex") else "resource"
    return {"place_resource": f"rested_{what}" if extra.get("rested") else what}


_TOKEN_FIELDS = frozenset({"name", "ap", "hp", "traits", "keywords", "rested"})


def _tokens(step: Step) -> list[dict[str, Any]]:
    """"Deploy 2 (rested) [Name]((Trait)･AP1･HP1･<Blocker>) Unit tokens" (5-17-1) → one
    executor `token` step per token (each may ask for a unit to trash, 11-4-2); "Deploy 1 EX
    Base" (5-17-3). A token with printed text of its own stays by hand."""
    extra = dict(step.extra)
    n = _n(step)
    if step.target is not None or step.player not in (None, "self") or n > 6:
        raise ByHand("token: resolved by hand")
    if extra.get("ex_base") is True and set(extra) <= {"ex_base", "name", "rested"} \
            and not extra.get("rested"):
        return [{"token": {"ex_base": True}}] * n
    own = _token_text(extra.pop("text", None))
    if set(extra) - _TOKEN_FIELDS or not isinstance(extra.get("name"), str) \
            or not isinstance(extra.get("ap"), int) or not isinstance(extra.get("hp"), int):
        raise ByHand("a token with text of its own: deployed by hand")
    keywords = []
    for keyword in extra.get("keywords") or ():
        name = str(keyword).split()[0] if keyword else ""
        if name not in DEFINED_KEYWORDS:
            raise ByHand(f"a token with {keyword}: deployed by hand")
        keywords.append(str(keyword))
    spec = {"name": extra["name"], "ap": extra["ap"], "hp": extra["hp"],
            "traits": [str(t) for t in extra.get("traits") or ()], "keywords": keywords,
            "rested": bool(extra.get("rested"))}
    if own:
        spec["effects"] = own
    return [{"token": spec}] * n


def _token_text(text: Any) -> list[dict[str, Any]]:
    """s4-gcg-verbs (issue 29): a token's own printed text ("…･HP1･This Unit can't choose the
    enemy player as its attack target") read like a card's (5-17-2-1): run when the engine runs
    it exactly as a card's continuous effect (10-1-5), else the token is deployed by hand."""
    if text is None:
        return []
    if not isinstance(text, Ability) or not text.static or text.body is None or text.timing is not None \
            or text.trigger is not None:
        raise ByHand("a token with text of its own: deployed by hand")
    try:
        effect = _effect(text)
    except ByHand as exc:
        raise ByHand("a token with text of its own: deployed by hand") from exc
    if effect.get("timing") != "continuous":
        raise ByHand("a token with text of its own: deployed by hand")
    return [effect]


def _with(condition: dict[str, Any] | None, step: dict[str, Any]) -> dict[str, Any]:
    return step if condition is None else {**step, "condition": condition}


_ALL = {"yours": "your_units", "friendly": "friendly_units", "enemy": "enemy_units", "any": "all_units"}


def _every(selector: Selector | None, other: bool = False) -> dict[str, Any] | None:
    """"All your Units" / "all enemy Units" (with bounds): every such unit in play; with
    `other`, "all your other … Units" too (not the card whose effect this is)."""
    if selector is None or not selector.all or selector.kind != "unit" or selector.zone != "play" \
            or (selector.other and not other) or selector.who not in _ALL:
        return None
    out: dict[str, Any] = {"target": _ALL[selector.who]}
    if selector.other:
        out["other"] = True
    where = _where_of(selector.filters)
    if where:
        out["where"] = where
    return out


def _own_shields(selector: Selector | None) -> bool:
    """"Add 1 of your Shields to your hand"."""
    return selector is not None and selector.who == "yours" and selector.kind == "shield" \
        and selector.zone == "shields" and 1 <= selector.count <= 6 and not selector.up_to \
        and not selector.all and not selector.filters and not selector.other


_CONDITION_WHO = {"yours": "yours", "friendly": "friendly", "enemy": "enemy", "any": "any"}


def _condition(condition: Condition) -> dict[str, Any]:
    """"If …," (10-2-1) → the executor's StepCondition: your turn / the opponent's turn, or a
    count of units in play."""
    if condition.negated:
        raise ByHand("a negated condition: checked by hand")
    if condition.kind in ("your_turn", "opponents_turn") and not condition.params:
        return {"kind": condition.kind}
    if condition.kind in ("player_level", "enemy_players"):  # "If you are Lv.7 or higher"
        op, n = condition.get("op"), condition.get("n")
        if op not in (">=", "<=", "==") or not isinstance(n, int) \
                or set(dict(condition.params)) - {"op", "n"}:
            raise ByHand(f"condition {condition.kind}: checked by hand")
        return {"kind": condition.kind, "op": op, "n": n}
    if condition.kind == "self_has":  # "this Unit has <Repair>" / "has 5 or more AP" / "is blue"
        f = condition.get("filter")
        if not isinstance(f, Filter) or set(dict(condition.params)) != {"filter"}:
            raise ByHand("condition self_has: checked by hand")
        return {"kind": "self", "where": _where_of((f,))}
    if condition.kind == "self_state":  # "this Unit is rested"
        state = condition.get("state")
        if set(dict(condition.params)) != {"state"}:
            raise ByHand("condition self_state: checked by hand")
        return {"kind": "self", "where": _where_of((Filter("state", "==", state),))}
    if condition.kind == "all":  # "If A and B,"
        parts = condition.get("conditions") or ()
        if not parts or not all(isinstance(c, Condition) for c in parts) \
                or set(dict(condition.params)) != {"conditions"}:
            raise ByHand("condition all: checked by hand")
        return {"kind": "all", "all_of": [_condition(c) for c in parts]}
    if condition.kind == "paired" and set(dict(condition.params)) <= {"pilot"}:  # "If this Unit is paired"
        pilot = _pilot_of((condition,))
        return {"kind": "paired", "pilot": pilot} if pilot else {"kind": "paired"}
    if condition.kind == "linked" and not condition.params:
        return {"kind": "linked"}
    if condition.kind == "attacking":  # "If this Unit is attacking an enemy Unit / the enemy player"
        target = condition.get("target")
        if not isinstance(target, Selector) or target.who != "enemy" or target.filters or target.other \
                or target.kind not in ("unit", "player") or set(dict(condition.params)) != {"target"}:
            raise ByHand("condition attacking: checked by hand")
        return {"kind": "attacking", "attacking": target.kind}
    if condition.kind != "count":
        raise ByHand(f"condition {condition.kind}: checked by hand")
    selector, op, n = condition.get("selector"), condition.get("op"), condition.get("n")
    if not isinstance(selector, Selector) or op not in (">=", "<=", "==") or not isinstance(n, int):
        raise ByHand("a count condition checked by hand")
    if selector.who not in _CONDITION_WHO:
        raise ByHand(f"a count of {selector.who} {selector.kind}: checked by hand")
    if selector.zone == "trash" and not selector.other:  # "If there are 4 or more (X) cards in your trash"
        where = _where_of(selector.filters)
        if set(where) - {"traits", "max_level", "min_level"}:
            raise ByHand("a count of trash cards by these bounds: checked by hand")
        if selector.kind in CARD_TYPES:
            where["type"] = selector.kind
        elif selector.kind != "card":
            raise ByHand(f"a count of {selector.kind} cards: checked by hand")
        out = {"kind": "count", "who": _CONDITION_WHO[selector.who], "zone": "trash", "op": op, "n": n}
        return {**out, "where": where} if where else out
    if selector.kind == "pilot" and selector.zone == "play" and not selector.other:
        # "If you have a (CB) Pilot in play": pilots paired with units (3-3-9)
        where = _where_of(selector.filters, trash=True)
        out = {"kind": "count", "who": _CONDITION_WHO[selector.who], "zone": "pilot", "op": op, "n": n}
        return {**out, "where": where} if where else out
    if selector.kind not in ("unit", "base") or selector.zone != "play":
        raise ByHand(f"a count of {selector.who} {selector.kind}: checked by hand")
    out: dict[str, Any] = {"kind": "count", "who": _CONDITION_WHO[selector.who], "op": op, "n": n,
                           "other": selector.other}
    if selector.kind == "base":  # "While a friendly (white) Base is in play"
        out["zone"] = "base"
    where = _where_of(selector.filters)
    if where:
        out["where"] = where
    return out


def _flags(step: Step, allow_may: bool = False, allow_condition: bool = False) -> bool:
    return bool((step.may and not allow_may) or step.if_done
                or (step.condition is not None and not allow_condition)
                or step.zone_from or step.zone_to or step.get("instead") is not None
                or step.get("and") is not None)


def _is_this(selector: Selector | None, kind: str = "unit") -> bool:
    """This card: "This Unit" / "this Base" (a unit's verbs), or "this card" (a Burst)."""
    kinds = (kind, "unit|base", "base") if kind == "unit" else (kind,)
    return selector is not None and selector.who == "this" and not selector.filters and selector.kind in kinds


def _signed(step: Step) -> int:
    """A modifier's signed amount ("AP-2" is -2), never 0 and never counted."""
    if step.amount is None or step.amount.count_of is not None or step.amount.per != 1 or step.amount.n == 0:
        raise ByHand(f"{step.verb} by a counted amount: resolved by hand")
    return step.amount.n


def _n(step: Step) -> int:
    if step.amount is None or step.amount.count_of is not None or step.amount.per != 1 or step.amount.n < 1:
        raise ByHand(f"{step.verb} by a counted amount: resolved by hand")
    return step.amount.n


def _verb(step: Step) -> dict[str, Any]:
    """One executor step for a verb (its target set by the caller)."""
    verb = step.verb
    if verb in ("damage", "recover"):
        return {verb: _n(step)}
    if verb == "modify":
        if step.stat not in ("ap", "hp") or step.until.kind not in ("turn", "battle"):
            raise ByHand("modify: resolved by hand")
        sign = step.get("sign", 1)
        n = step.amount.n if step.amount and step.amount.count_of is None and step.amount.per == 1 else None
        if n is None or n == 0 or sign not in (1, -1):
            raise ByHand("modify by a counted amount: resolved by hand")
        return {"modify": {step.stat: n}, "until": step.until.kind}
    if verb == "grant":
        keyword = step.keyword
        if keyword is None or keyword.name not in DEFINED_KEYWORDS \
                or step.until.kind not in ("turn", "battle"):
            raise ByHand("grant: resolved by hand")
        return {"grant": keyword.name if keyword.value is None else f"{keyword.name} {keyword.value}",
                "until": step.until.kind}
    if verb == "may_attack":
        if step.until.kind not in ("turn", "battle"):
            raise ByHand("may_attack: resolved by hand")
        return {"may_attack": _attack_where(step), "until": step.until.kind}
    if step.until.kind != "instant" or step.amount is not None:
        raise ByHand(f"{verb}: resolved by hand")
    return {verb: True}


def _attack_where(step: Step) -> dict[str, Any]:
    """"… may choose an active enemy Unit (with …) as its attack target" (8-2-1): the filters
    of those units, beside being active enemy units."""
    target = step.get("attack_target")
    if not isinstance(target, Selector) or target.who != "enemy" or target.kind != "unit" \
            or target.other or set(dict(step.extra)) != {"attack_target"}:
        raise ByHand("may_attack: resolved by hand")
    filters = tuple(f for f in target.filters if (f.attr, f.op, f.value) != ("state", "==", "active"))
    if len(filters) == len(target.filters):
        raise ByHand("may_attack: resolved by hand")  # printed "active" is what it allows
    relative = tuple(f for f in filters if f.value == "this")  # s4-gcg-verbs: "… than this Unit"
    if relative and not _is_this(step.target):
        raise ByHand("may_attack: resolved by hand")  # "this Unit" is the attacker only when it is it
    return _where_of(tuple(f for f in filters if f.value != "this")) | _relative_attack(relative)


# The executor's target names (cards.Target) for a chosen unit, by whose it is.
_WHO = {"enemy": "enemy_unit", "friendly": "friendly_unit", "any": "any_unit", "yours": "your_unit"}
_BOUNDS = {"<=": "max_", ">=": "min_"}
_COLOURS = frozenset({"blue", "green", "red", "white", "purple"})


def _chosen(selector: Selector | None) -> dict[str, Any]:
    """`Choose 1 enemy Unit with 3 or less HP` → target enemy_unit, where max_hp 3."""
    if selector is not None and selector.zone == "trash":
        return _from_trash(selector)
    if selector is not None and selector.kind in ("base", "unit|base", "resource"):
        return _chosen_more(selector)  # s4-gcg-verbs
    if selector is None or selector.kind != "unit" or selector.zone != "play" or selector.all \
            or not 1 <= selector.count <= 6 or selector.at_least > selector.count:
        raise ByHand("this choice is made by hand")
    target = _WHO.get(selector.who) or _MORE_WHO.get(selector.who)
    if target is None:
        raise ByHand(f"a choice among {selector.who} units: made by hand")
    if selector.other:
        if target not in _OTHER:
            raise ByHand("another unit: chosen by hand")
        target = _OTHER[target]
    out: dict[str, Any] = {"target": target}
    if target == "each_enemy_unit":
        if selector.count != 1 or selector.up_to:
            raise ByHand("a choice among each_enemy_player units: made by hand")
        out["count"] = 3  # one of each enemy player's (effects._how_many); 3 at most (12-2)
    if selector.count > 1:
        out["count"] = selector.count  # "Choose 2 …": as many as possible up to 2 (1-3-2)
    if selector.up_to:  # "Choose 1 to 2 …" / "up to 1": the owner may stop at the minimum
        out["at_least"] = selector.at_least
    if target == "enemy_unit" and Filter("battling", "==", "this") in selector.filters:
        out["target"] = "enemy_battling_this"  # s4-gcg-verbs: "1 enemy Unit battling this Unit" (8-2)
        selector = replace(selector, filters=tuple(f for f in selector.filters if f.attr != "battling"))
    relative = tuple(f for f in selector.filters if f.value == "this")
    where = _where_of(tuple(f for f in selector.filters if f.value != "this"))
    where |= _relative_where(relative)
    if where:
        out["where"] = where
    return out


def _chosen_more(selector: Selector) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Choose 1 enemy Base" (the base in its base section, 4-7);
    "Choose 1 of your (X) Units/Bases" (a unit or the base); "Choose 1 of your Resources" (4-4)."""
    if selector.all or selector.count != 1 or selector.up_to or selector.other:
        raise ByHand("this choice is made by hand")
    if selector.kind == "resource":
        if selector.who != "yours" or selector.zone != "resources" or selector.filters:
            raise ByHand("this choice is made by hand")
        return {"target": "your_resource"}
    if selector.zone != "play":
        raise ByHand("this choice is made by hand")
    if selector.kind == "base":
        target = {"enemy": "enemy_base", "friendly": "friendly_base"}.get(selector.who)
        if target is None:
            raise ByHand("this choice is made by hand")
        if not selector.filters:
            return {"target": target}
        return {"target": target + "_where", "where": _where_of(selector.filters)}
    target = {"yours": "your_unit_or_base", "friendly": "friendly_unit_or_base",
              "enemy": "enemy_unit_or_base"}.get(selector.who)
    if target is None:
        raise ByHand("this choice is made by hand")
    where = _where_of(selector.filters)
    return {"target": target, "where": where} if where else {"target": target}


# s4-gcg-verbs (issue 29): more choices the executor makes exactly.
# "Choose 1 Unit … belonging to each enemy player" (12-2-6): one unit of each enemy player.
_MORE_WHO = {"each_enemy_player": "each_enemy_unit", "other_player": "other_player_unit"}
# "Choose 1 of your other Units" (12-3-11) / "1 other friendly Unit" (12-3-10).
_OTHER = {"friendly_unit": "other_friendly_unit", "your_unit": "other_your_unit"}


def _relative_where(filters: tuple[Filter, ...]) -> dict[str, Any]:
    """"whose Lv. is equal to or lower than this Unit" (the card's printed Lv., 2-7); any other
    bound relative to a card is by hand."""
    where: dict[str, Any] = {}
    for f in filters:
        if (f.attr, f.op, f.value) != ("level", "<=", "this") or where:
            raise ByHand(f"a target {f.attr} {f.op} {f.value!r}: chosen by hand")
        where["max_level_this"] = True
    return where


def _relative_attack(filters: tuple[Filter, ...]) -> dict[str, Any]:
    """"an active enemy Unit whose Lv. is equal to or lower than / with AP equal to or less than
    this Unit" as this unit's attack target: bounds of the attacker (effects.against_attacker)."""
    where: dict[str, Any] = {}
    for f in filters:
        key = {("level", "<="): "max_level_this", ("ap", "<="): "max_ap_this"}.get((f.attr, f.op))
        if key is None or key in where:
            raise ByHand(f"a target {f.attr} {f.op} {f.value!r}: chosen by hand")
        where[key] = True
    return where


# Filters read into the executor's TargetFilter beside `_where_of`'s own (s4-gcg-verbs).
_MORE_FILTERS: dict[tuple[str, str, Any], tuple[str, Any]] = {
    ("state", "not", "paired"): ("paired", False),   # "with no paired Pilot" (3-3-9)
    ("state", "==", "paired"): ("paired", True),     # "paired with a Pilot"
    ("state", "not", "damaged"): ("not_state", "damaged"),  # "undamaged"
    ("state", "not", "link"): ("not_state", "link"),  # "other than Link Units" (3-2-6-2)
    ("state", "==", "battling"): ("battling", True),  # "battling an enemy Unit" (8-2)
}


def _more_filter(f: Filter, where: dict[str, Any]) -> bool:
    """Put `f` into `where` when it is one of the filters above or "paired with a (Trait)
    Pilot" (13-2-9-2); False when it is none of them."""
    if f.attr == "pilot_trait" and f.op == "has" and isinstance(f.value, tuple) and f.value \
            and all(isinstance(t, str) for t in f.value):
        key, value = "pilot_traits", list(f.value)
    elif isinstance(f.value, str | bool | int) and (f.attr, f.op, f.value) in _MORE_FILTERS:
        key, value = _MORE_FILTERS[(f.attr, f.op, f.value)]
    else:
        return False
    if key in where:
        raise ByHand(f"two {key} bounds: chosen by hand")
    where[key] = value
    return True


def _from_trash(selector: Selector) -> dict[str, Any]:
    """"Choose 1 (X) Pilot card that is Lv.3 or lower from your trash" (4-9-2: public)."""
    if selector.who != "yours" or selector.all or selector.count != 1 or selector.up_to or selector.other \
            or selector.kind not in (*CARD_TYPES, "card"):
        raise ByHand("this choice is made by hand")
    where = _where_of(selector.filters, trash=True)
    if selector.kind != "card":
        where["type"] = selector.kind
    return {"target": "your_trash_card", "where": where} if where else {"target": "your_trash_card"}


def _where_of(filters: tuple[Filter, ...], trash: bool = False) -> dict[str, Any]:
    """The executor's TargetFilter for a printed target's filters (each one exactly, or by hand);
    for a card in the trash, only what it prints (level, traits, colours, name, keyword)."""
    where: dict[str, Any] = {}
    for f in filters:
        if trash and f.attr not in ("level", "trait", "colour", "name_contains", "keyword"):
            raise ByHand(f"a trash card by {f.attr}: chosen by hand")
        if not trash and _more_filter(f, where):
            continue
        if f.attr == "name_contains" and f.op == "==" and isinstance(f.value, str) and f.value:
            if "name_contains" in where:
                raise ByHand("two names: chosen by hand")
            where["name_contains"] = f.value
            continue
        if f.attr in ("hp", "level", "ap") and f.op == "==" and isinstance(f.value, int) \
                and not isinstance(f.value, bool):  # "Lv.3", "1 HP": both bounds
            for key in ("max_" + f.attr, "min_" + f.attr):
                if key in where:
                    raise ByHand(f"two {f.attr} bounds: chosen by hand")
                where[key] = f.value
            continue
        if f.attr in ("hp", "level", "ap") and f.op in _BOUNDS and isinstance(f.value, int) \
                and not isinstance(f.value, bool):
            key = _BOUNDS[f.op] + f.attr
        elif f.attr == "colour" and f.op == "==" and f.value in _COLOURS:
            key = "colors"
        elif f.attr == "trait" and f.op == "has" and isinstance(f.value, tuple) and f.value:
            key = "traits"
        elif f.attr == "keyword" and f.op == "has" and f.value in DEFINED_KEYWORDS:
            key = "keyword"
        elif f.attr == "state" and f.op == "==" and f.value in ("rested", "active", "damaged", "link"):
            key = "state"
        elif f.attr == "token" and f.op == "==" and isinstance(f.value, bool):
            key = "token"
        else:
            raise ByHand(f"a target {f.attr} {f.op} {f.value!r}: chosen by hand")
        if key in where:
            raise ByHand(f"two {f.attr} bounds: chosen by hand")
        where[key] = list(f.value) if key == "traits" else [f.value] if key == "colors" else f.value
    return where
