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

from ...core.effects.model import Ability, Amount, Condition, Filter, Reading, Selector, Step
from . import each_chooses, each_look, modal, next_turn, stat_amounts
from .by_hand_words import filter_words, plain_words
from .cards import PILOT_TARGETS
from .cards import Step as ExecutorStep
from .filter_fields import unhonoured
from .restrictions import EVERY_CANT, FRIENDLY_ONLY, FRIENDLY_TARGETS, ONLY_CONTINUOUS, cant_what

# The timings the executor fires (13-2; `main_or_action` is 【Main】/【Action】, 13-2-3-2).
RUN_TIMINGS = frozenset({"deploy", "attack", "destroyed", "when_paired", "when_linked",
                         "activate_main", "activate_action", "main", "action", "burst",
                         "main_or_action"})
DEFINED_KEYWORDS = frozenset({"repair", "breach", "support", "blocker", "first_strike",
                              "high_maneuver"})
# s14-cont: the keywords whose values add when gained again (13-1-1-2, 13-1-2-5, 13-1-3-2); the others a unit
# can't have more than once (13-1-4-2, 13-1-5-3, 13-1-6-2)
STACKING_KEYWORDS = frozenset({"repair", "breach", "support"})
# The verbs the executor has, with the targets it can take (effects.py run_step).
TARGET_VERBS = frozenset({"damage", "recover", "modify", "rest", "set_active",
                          "return_to_hand", "destroy", "grant", "may_attack"})
SELF_VERBS = frozenset({"modify", "recover", "rest", "set_active", "grant", "destroy",
                        "return_to_hand", "damage", "may_attack"})
TARGET_VERBS |= {"remove"}  # s8-gcg-d: "It loses <Blocker> during this turn" (`lose`, 13-1, 10-1-5-6)
# s9-gcg-b: "Place it into its owner's trash" on a unit / base in play: a destruction (5-10-1, _verb)
TARGET_VERBS |= {"to_trash"}
SELF_VERBS |= {"to_trash"}  # s12-gcg-exec: "Place this Unit into its owner's trash": the same destruction
SELF_VERBS |= {"remove"}
# s11-gcg-read: "It gains (Zeon) during this turn" / "All your Units gain (Neo Zeon)" (2-5-3, _gained_traits)
TARGET_VERBS |= {"add_trait"}
SELF_VERBS |= {"add_trait"}
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
    """This part has no exact counterpart in the executor: the ability is by hand. The reason is
    shown to players, so its internal names are put in words here (by_hand_words)."""

    def __init__(self, reason: str) -> None:
        super().__init__(plain_words(reason))


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
        if _alias_names(ability):  # s5-gcg-b: the card's `also_named` (also_named below)
            reasons.append(None)
            continue
        if ability.timing and "|" in ability.timing:  # s9-gcg-a: 【Deploy】/【Attack】 (either_timings)
            reason, either = _either_timings(reading, ability)
            reasons.append(reason)
            effects.extend(either)
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


def _either_timings(reading: Reading, ability: Ability) -> tuple[str | None, list[dict[str, Any]]]:
    """s9-gcg-a: "【Deploy】/【Attack】…" — one effect per marker, each the same text (10-1-6: either
    event triggers it); by hand, all of it, when either one is (never a partial reading)."""
    effects: list[dict[str, Any]] = []
    for timing in ability.timing.split("|"):
        try:
            effects.append(_effect(replace(ability, timing=timing)))
        except ByHand as exc:
            return str(exc), [_header(replace(ability, timing=timing))]
    return None, effects


def run_reason(ability: Ability) -> str | None:
    """None when the engine runs this ability as printed; else why it is by hand."""
    if ability.body is None:
        return ability.reason or "not understood"
    if _keyword(ability) is not None or (ability.keyword is not None and ability.keyword.name == "pilot") \
            or _alias_names(ability):
        return None
    try:
        either = ability.timing.split("|") if ability.timing and "|" in ability.timing else [None]
        for timing in either:  # s9-gcg-a: "【Deploy】/【Attack】", each timing (_either_timings)
            _effect(ability if timing is None else replace(ability, timing=timing))
    except ByHand as exc:
        return str(exc)
    return None


def run_reasons(reading: Reading) -> list[str | None]:
    """`run_reason` of each ability of a card, knowing the card's other abilities (a 【Burst】
    that activates this card's 【Main】 runs what that 【Main】 runs)."""
    return [run_reason(_activated(reading, ability)) for ability in reading.abilities]


# s13-gcg-exec: where an activated 【Main】's steps end and the 【Burst】's own begin (_activated, _effect)
_MAIN_ENDS = Step("activated_main_ends")


def _activated(reading: Reading, ability: Ability) -> Ability:
    """【Burst】Activate this card's 【Main】 / 【Action】 (13-2-5): the Burst does what the card's
    【Main】 (or 【Action】) does, as printed on the card; anything else is itself."""
    body = ability.body or ()
    if ability.timing != "burst" or not body or body[0].verb != "activate" \
            or not _is_this(body[0].target, kind="card") or ability.cost or ability.conditions \
            or _flags(body[0]):
        return ability
    # s12-gcg-gen: "Activate this card's 【Main】. Then, draw 1." — the 【Main】 as printed, then the steps
    # after it (10-1-2: in order). Only steps of their own: no "If you do," on the activation, no "it"
    # reaching into the 【Main】, no "You may" on either (declining one would skip the other), no choice in
    # the 【Main】 (10-2-2: with no target it does not activate, yet the steps after it are done)
    after = body[1:]
    if after and (ability.optional or any(s.if_done or (s.target is not None and s.target.who == "it")
                                          for s in after)):
        return ability
    wanted = body[0].get("timing")
    timings = {"main": ("main", "main_or_action"), "action": ("action", "main_or_action")}.get(wanted, ())
    for other in reading.abilities:
        if other.timing in timings and other.body is not None and not other.cost \
                and not other.conditions and not other.limit and other.trigger is None:
            if after and other.optional:
                return ability  # declining the 【Main】 is not declining the steps after it (10-1-3)
            if after and any(s.verb == "choose" for s in other.body):
                # s13-gcg-exec: 10-2-2, a 【Main】 with no target does not activate; the steps after do:
                # the 【Main】's steps are scripted as a group the executor skips (_effect, `group_end`)
                return replace(ability, body=(*other.body, _MAIN_ENDS, *after), optional=False)
            return replace(ability, body=(*other.body, *after), optional=other.optional)
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
        if ability.trigger.get("any_turn"):  # s6-gcg-a
            effect["whose"] = "any"
        if effect["timing"] == "event":
            effect["on"] = _event_on(ability.trigger)
            when = ability.trigger.get("when")  # s6-gcg-a: "… while this Unit is attacking" (10-1-6-2)
            if isinstance(when, Condition):
                effect.setdefault("conditions", []).append(_qualifier(when))
            if _reduces_damage(ability):  # "… receives damage from an enemy, reduce it by 1"
                effect["timing"] = "reduce_damage"
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
        with_this_card = cost.destroy_self or cost.return_self  # s5-gcg-b: alone, beside ① only
        if cost.colour or cost.either or cost.extra \
                or cost.return_self not in (None, "hand", "deck_bottom") \
                or (with_this_card and (paid_in_steps(cost) or cost.rest_self
                                        or (cost.destroy_self and cost.return_self))):
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        paid = _cost_steps(cost)  # s4-gcg-verbs: "Rest 1 of your (X) Units", "Exile 2 … from your trash"
        if cost.destroy_self or cost.return_self:  # s5-gcg-b: paid as it is activated (10-1-7)
            effect["cost"] = {**effect["cost"], "destroy_self": cost.destroy_self,
                              "return_self": cost.return_self}
    if ability.limit not in (None, "once_per_turn"):
        raise ByHand(f"limit {ability.limit}: not run by the engine yet")
    if any(step.verb == "choose_mode" for step in ability.body or ()) and any(
            step.verb == "delayed" and isinstance(step.get("on"), Condition)
            and step.get("on").kind == "destroyed_by_this_effect" for step in ability.body or ()):
        # s13-gcg-exec: a ■ effect's own kill is not traced (effects.note_this_effect_kill)
        raise ByHand("a trigger on this effect's result (10-1-6-3, 10-1-6-6): resolved by hand")
    if any(step.verb == "choose_mode" for step in ability.body or ()):  # s9-gcg-a read it, s9-gcg-c runs it
        _left_its_card(effect, None)
        return modal.effect(ability, effect, timing, cost, lambda body: _effect_checks(
            _script(body, burst=timing == "burst", optional=False), timing))
    if timing == "destroyed" and effect.get("requires") == "linked":  # s17-fmt: _destroyed_self_conditions
        ability = replace(ability, body=tuple(replace(s, condition=None) if s.condition == _LINK_STATE else s
                                              for s in ability.body))
    if _MAIN_ENDS in ability.body:
        script = _main_then_steps(ability.body, burst=timing == "burst")
    else:
        script = _script(ability.body, burst=timing == "burst", optional=ability.optional)
    effect["script"] = _effect_checks(script, timing)
    on = effect.get("on") or {}
    if timing == "destroyed" or (on.get("event") == "destroyed" and on.get("subject") == "this"):
        effect["script"] = _destroyed_self_conditions(effect)  # "When this Unit is destroyed" too (13-2-8-1)
    _enemy_event_card(ability, script)  # s16-verb
    _left_its_card(effect, script)  # s14-trig
    # s13-gcg-exec: "the cost paid" is the payment that triggered the effect
    if any((s.get("per_count") or {}).get("kind") == "cost_paid" for s in script) \
            and (effect.get("on") or {}).get("event") != "paid":
        raise ByHand("an amount equal to the cost paid, with no payment that triggered it: resolved by hand")
    if cost is not None and paid_in_steps(cost):  # discard: s8-gcg-c
        if ability.optional:
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        effect["script"] = [*paid, *effect["script"]]
    if effect["optional"] and not effect["script"]:
        raise ByHand("an optional effect with nothing to do")
    return effect


_LINK_STATE = Condition("self_state", (("state", "link"),))  # "If this (Unit) is a Link Unit"
_DONE = {"kind": "done"}  # "If you do," (10-2-1)


def _destroyed_self_conditions(effect: dict[str, Any]) -> list[dict[str, Any]]:
    """s17-fmt: a 【Destroyed】 effect's "If this Unit is …" is judged on the unit's last state in play
    (13-2-8-2-1), which the executor knows only as the effect triggers (`requires`, effect conditions;
    a step's condition is judged as it resolves, where the card in the trash would never meet it). So
    "【During Link】【Destroyed】If this is a Link Unit, …" (an older printing) is its 【During Link】
    again, judged on that same last state: always met, dropped; a condition over every step is the
    effect's own; any other condition on this card is by hand."""
    script = effect["script"]
    if not any(_on_this_card(step.get("condition")) for step in script):
        return script
    shared = script[0].get("condition")  # later steps: under it too, or "If you do,"
    if effect["once_per_turn"] or effect["optional"] \
            or any(s.get("condition") not in (shared, _DONE) for s in script[1:]):
        raise ByHand("a condition on this card in a 【Destroyed】 effect is judged on its last state "
                     "in play (13-2-8-2-1): resolved by hand")
    # every step under it: the effect's own condition, judged on the last state (effects.destroy)
    effect.setdefault("conditions", []).append(shared)
    return [{k: v for k, v in step.items() if k != "condition" or v != shared} for step in script]


def _on_this_card(condition: Any) -> bool:
    """A condition (or one of those it joins) on this card's own state."""
    if isinstance(condition, dict):
        return condition.get("kind") == "self" or any(_on_this_card(v) for v in condition.values())
    return isinstance(condition, list) and any(_on_this_card(c) for c in condition)


def _left_its_card(effect: dict[str, Any], script: list[dict[str, Any]] | None) -> None:
    """s14-trig: a trigger whose card has left the field as it triggers ("When this Unit is returned to its
    owner's hand": it activates from the hand, 10-1-6-4) cannot act on that card — in the hand it is a new
    card (4-1-5), and "this Unit" names none; nor can a trigger on a shield destroyed act on "it" (the
    shield, face up on its way to the trash, 5-10-3). Those steps (and ■ choices) are by hand."""
    on = effect.get("on") or {}
    # "When this Unit is destroyed (by an effect / with battle damage)": it is in the trash as it resolves too
    left = on.get("event") in ("returned_to_hand", "destroyed") and on.get("subject") == "this"
    if not left and on.get("event") != "shield_destroyed":
        return
    gone = (*_EVENT_TARGETS, "self") if left else _EVENT_TARGETS
    if script is None or any(s.get("target") in gone or (s.get("delayed") or {}).get("on", {}).get(
            "subject") == "this" for s in script):
        raise ByHand("a step on the card that left its zone as the effect triggered (4-1-5, 10-1-6-4): "
                     "resolved by hand")


def _main_then_steps(body: tuple[Step, ...], *, burst: bool) -> list[dict[str, Any]]:
    """s13-gcg-exec (issue 29): "【Burst】Activate this card's 【Main】. Then, draw 1." where the 【Main】
    chooses ("Choose 1 enemy Unit. Deal 2 damage to it."): the 【Main】's steps, then the Burst's own
    (13-2-5-1, 10-1-2). The 【Main】 needs its target to activate (10-2-2); without one none of its
    steps is done, yet the steps after the activation are (they are not the 【Main】's). Its first step
    must be the choice of one card, plainly (no "If", no "may", not several): anything else is by hand."""
    cut = body.index(_MAIN_ENDS)
    main = _script(body[:cut], burst=burst, optional=False)
    after = _script(body[cut + 1:], burst=burst, optional=False)
    first = main[0] if main else {}
    if not main or not after or any("mode" in s or "modes" in s for s in (*main, *after)):
        raise ByHand("activate: not run by the engine yet")
    try:  # the executor's own check: one card chosen, no "If", no "may", not together (cards.Step)
        checked = ExecutorStep(**{**first, "group_end": len(main)})
    except ValueError as exc:
        raise ByHand("activate: not run by the engine yet") from exc
    if checked.target in each_chooses.TARGETS:  # another player chooses: not the owner's choice
        raise ByHand("activate: not run by the engine yet")
    return [{**first, "group_end": len(main)}, *main[1:], *after]


def _effect_checks(script: list[dict[str, Any]], timing: str) -> list[dict[str, Any]]:
    """A script's steps the engine cannot run at this timing: the whole effect by hand."""
    for i, s in enumerate(script):  # s13-gcg-exec: a count of this effect's record follows the step
        record = (s.get("per_count") or {}).get("kind")  # that makes it (a rest / a mill of its own)
        if record in ("rested_by_effect", "placed") and not any(
                ("rest" in t and not t.get("cost")) if record == "rested_by_effect" else "mill" in t
                for t in script[:i]):
            raise ByHand("a count of what this effect did, before it does it: resolved by hand")
        if (s.get("where") or {}).get("placed_by_this_effect") and not any("mill" in t for t in script[:i]):
            raise ByHand("a card this effect placed, before it places one: resolved by hand")
        if (s.get("delayed") or {}).get("this_effect") and (
                not any("damage" in t for t in script[:i])
                or any(t.get("destroy") or t.get("to_trash") for t in script)):  # s13-gcg-exec
            raise ByHand("a trigger on this effect's result (10-1-6-3, 10-1-6-6): resolved by hand")
    if timing != "destroyed" and any((s.get("condition") or {}).get("kind") in ("destroyed_by_battle",
                                                                             "destroyed_by_effect")
                                     for s in script):  # s7-gcg: known only as it is destroyed (s14-trig too)
        raise ByHand("condition destroyed_by: checked by hand")
    if timing not in ("main", "action", "main_or_action") and any(  # s9-gcg-a: known as a command is played
            _played_with_ex(s.get("condition")) for s in script):
        raise ByHand("condition played_with_ex: checked by hand")
    if timing != "event" and any(s.get("target") in _EVENT_TARGETS for s in script):
        raise ByHand("a card of the event: resolved by hand")
    for k, s in enumerate(script):  # s11-gcg-exec: "… whose Lv. is … lower than that Unit"
        for key, op in (("max_level_chosen", "<="), ("min_level_chosen", ">=")):
            if (s.get("where") or {}).get(key) and not _one_unit_chosen_before(script[:k]):
                raise ByHand(f"{filter_words('level', op, 'it')}: chosen by hand")
    if (timing == "reduce_damage") != any("reduce_damage" in s for s in script):
        raise ByHand("reduce_damage: not run by the engine yet")
    return script


def _one_unit_chosen_before(script: list[dict[str, Any]]) -> bool:
    """s11-gcg-exec: "that Unit" is the one unit the latest choosing step chose (effects._latest_chosen):
    a step choosing exactly 1 unit in play, with no other choice after it."""
    for s in reversed(script):
        target = s.get("target")
        if target in _UNIT_CHOICES and not s.get("cost"):
            return s.get("count", 1) == 1 and "at_least" not in s
        if target not in (None, "self", "chosen", *_ALL.values(), "paired_pilot"):
            return False  # another choice (a card of the trash, a base …): which card is "that Unit"
    return False


# The executor's targets choosing units in play (effects._legal_targets / _more_targets).
_UNIT_CHOICES = frozenset({"enemy_unit", "friendly_unit", "your_unit", "other_your_unit",
                           "other_friendly_unit", "any_unit", "other_any_unit", "enemy_rested_unit",
                           "enemy_active_unit"})


# Timings fired while the unit is in play, where 【During Pair】/【During Link】 in front can be
# checked as the effect triggers or is activated (effects.requirement_met).
_REQUIRES_TIMINGS = frozenset({"deploy", "attack", "activate_main", "activate_action",
                               "destroys_enemy_unit", "destroyed", "event", "reduce_damage",
                               "end_of_turn", "start_of_turn",  # s5-gcg-b, s8-gcg-c: fire_turn_timing
                               "start_of_main"})  # s14-trig
# Triggered timings where "During your turn, …" is checked as the effect triggers (10-1-6-2).
_TURN_CONDITIONED = frozenset({"deploy", "attack", "when_paired", "when_linked", "destroys_enemy_unit",
                               "destroyed", "event", "reduce_damage", "end_of_turn",
                         "start_of_turn",  # s8-gcg-c: "At the start of your opponent's turn" (10-1-6-2)
                         "start_of_main"})  # s14-trig


def _trigger_timing(trigger: Condition) -> str:
    """An unmarked trigger "When …," (10-1-6-1) the engine fires: "When this Unit destroys an
    enemy Unit with battle damage"."""
    if trigger.kind == "end_of_turn" and not trigger.params and not trigger.negated:
        return "end_of_turn"  # s5-gcg-b: "At the end of your turn, …" (7-6-4-1), fired in the end step
    if trigger.kind == "end_of_turn" and dict(trigger.params) == {"any_turn": True} and not trigger.negated:
        return "end_of_turn"  # s6-gcg-a: "At the end of the turn when …" (any turn: `whose: any`)
    if trigger.kind == "start_of_turn" and dict(trigger.params) in ({}, {"any_turn": True}) \
            and not trigger.negated:
        return "start_of_turn"  # s8-gcg-c: "At the start of your / each turn, …" (7-2-4-1)
    if trigger.kind == "start_of_main" and not trigger.params and not trigger.negated:
        return "start_of_main"  # s14-trig: "At the start of your main phase, …" (7-5), flow._resource_phase
    if trigger.kind == "end_of_battle":  # s14-trig (reader/player_events.py)
        raise ByHand("\"at the end of the battle\": which battle (any, or this card's) the card does not say "
                     "(8-6): resolved by hand")
    subject, target = trigger.get("subject"), trigger.get("target")
    if trigger.kind == "destroys" and trigger.get("by") == "battle_damage" \
            and set(dict(trigger.params)) == {"by", "subject", "target"} \
            and _is_this(subject) and isinstance(target, Selector) and target.who == "enemy" \
            and target.kind == "unit" and target.zone == "play" and not target.filters and not target.other:
        return "destroys_enemy_unit"
    if trigger.kind in _EVENTS:
        _event_on(trigger)  # by hand when it cannot be matched exactly
        return "event"
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
        if condition.kind == "this_turn" and timing in _TURN_CONDITIONED and not condition.negated:
            effect.setdefault("conditions", []).append(_condition(condition))  # s6-gcg-a
            continue
        if condition.kind == "self_state" and condition.get("state") == "attacking" \
                and timing in _TURN_CONDITIONED and not condition.negated:  # s6-gcg-a (ja, zh-Hant)
            effect.setdefault("conditions", []).append(_qualifier(condition))
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
        if step.verb not in ("modify", "grant", "may_attack", "cant", "prevent_damage", "cost_modify",
                             "level_modify", "forced_attack_target", "fresh_attack", "remove", "add_trait") \
                or step.may or step.if_done \
                or (step.zone_from and step.verb not in ("cost_modify", "level_modify")) \
                or step.zone_to or step.get("instead") is not None or step.get("and") is not None:
            raise ByHand("a continuous effect: applied by hand")
        parts = []
        if step.condition is not None:
            parts.extend(_continuous_conditions(step.condition))
        if step.until.kind == "while":
            parts.extend(_continuous_conditions(step.until.condition))
        elif step.until.kind not in ("instant", "permanent"):
            raise ByHand(f"a continuous effect lasting {step.until.kind}: applied by hand")
        if step.verb == "modify" and step.get("per") == "damage_received":  # s5-gcg-a
            if not _is_this(step.target) or step.stat not in ("ap", "hp") or set(dict(step.extra)) != {"per"}:
                raise ByHand("a continuous effect: applied by hand")
            out = {"modify": {step.stat: 1}, "per_damage": True}
        elif step.verb == "modify" and step.stat in ("ap", "hp") and step.amount is not None \
                and step.amount.count_of is not None:  # r2-trig: "gets AP+2 for each of your …"
            out = {"modify": {step.stat: step.amount.per}, "per_count": _per_count(step)}
        elif step.verb == "modify":
            if step.stat not in ("ap", "hp"):
                raise ByHand(f"a continuous {step.stat} change: applied by hand")
            out: dict[str, Any] = {"modify": {step.stat: _signed(step)}}
        elif step.verb == "may_attack":  # "This Unit may choose an active enemy Unit … as its target"
            out = {"may_attack": _attack_where(step)}
        elif step.verb == "fresh_attack":  # s7-gcg: "On the turn this Unit is deployed, it may …"
            out = {"fresh_attack": _fresh_attack_where(step)}
        elif step.verb == "cant":  # "This Unit can't choose the enemy player as its attack target"
            what = cant_what(step)  # s8-gcg-b: every "can't" the engine enforces, on every subject
            if what is None or (what not in EVERY_CANT and not _is_this(step.target)):
                raise ByHand("a continuous effect: applied by hand")
            out = {"cant": what}
            if what in FRIENDLY_ONLY and not _is_this(step.target) \
                    and (_every(step.target, other=True) or {}).get("target") not in FRIENDLY_TARGETS:
                raise ByHand("a continuous effect on these units: applied by hand")
        elif step.verb == "prevent_damage" and not _is_this(step.target) \
                and not _friendly_shields(step.target):  # s8-gcg-b: "All friendly Units can't receive …"
            out = {"prevent_damage": _friendly_every_shield(step)}
        elif step.verb == "prevent_damage":  # "This Unit can't receive battle damage from …"
            out = {"prevent_damage": _damage_shield(step)}
            if out["prevent_damage"].get("shields"):  # "friendly Shields …": this card bears it
                out["target"] = "self"
        elif step.verb in ("cost_modify", "level_modify") and step.amount is not None \
                and step.amount.count_of is not None:  # s5-gcg-a: "… -1 for each enemy Unit in play"
            out = _hand_change_per(step)
        elif step.verb in ("cost_modify", "level_modify"):  # "this card in your hand gets cost -1"
            out = {step.verb: _hand_cost(step)}  # level_modify: "… gets Lv. -3 and cost -3" (s5-gcg-a)
            if step.get("as_if") is True:  # s14-cont round 2: "play it as if it has N Lv. and cost"
                out["as_if"] = True
            if step.get("pairing_with") is not None:  # s14-cont round 2: "… and pairing it with a Unit …"
                out["as_if_pairing"] = _pairing_with(step.get("pairing_with"))
            if step.get("pay_verb") is not None:  # s15-opt: "you may destroy / discard … If you do, …"
                out["as_if_option"] = _play_option(step.get("pay_verb"), step.get("pay_with"))
            if step.zone_from == "trash":  # s11-gcg-exec: "This card in your trash gets cost -1"
                out["cost_zone"] = "trash"
        elif step.verb == "forced_attack_target":  # "Enemy Units choose this rested Unit as … if possible"
            extra = dict(step.extra)
            if set(extra) - {"attackers"}:
                raise ByHand("a continuous effect: applied by hand")
            out = {"forced_target": True}
            if "attackers" in extra:  # s14-cont: "Enemy Units other than Link Units choose …" (8-2-1)
                out["forced_by"] = _attackers(extra["attackers"])
            if not _is_this(step.target) and _one_of_yours(step.target):
                out |= _one_of_yours(step.target)
        elif step.verb == "add_trait":  # s11-gcg-read: "All your Units gain (Neo Zeon)." (continuous.traits)
            out = {"gain_traits": _gained_traits(step)}
        elif step.verb == "remove":  # s8-gcg-d: "This Unit loses <Blocker>." (continuous.lost_keywords)
            keyword = step.keyword
            if keyword is None or keyword.name not in DEFINED_KEYWORDS or keyword.value is not None:
                raise ByHand("a continuous effect removing this keyword: applied by hand")
            out = {"lose": keyword.name}
        else:
            keyword = step.keyword
            if keyword is None or keyword.name not in DEFINED_KEYWORDS:
                raise ByHand("a continuous effect granting this keyword: applied by hand")
            out = {"grant": keyword.name if keyword.value is None else f"{keyword.name} {keyword.value}"}
            if step.amount is not None:  # s14-cont: "gains the same number of <Repair 1> as the number of …"
                if keyword.name not in STACKING_KEYWORDS or keyword.value is None:
                    raise ByHand("a counted number of this keyword: applied by hand")
                out["per_count"] = _per_count(step)
        if "target" in out:  # set with the verb (s4-gcg-trig)
            pass
        elif _is_this(step.target):
            out["target"] = "self"
        elif _battling_enemy(step.target) and ("modify" in out or "grant" in out or "lose" in out) \
                and "per_damage" not in out and "per_count" not in out:
            out["target"] = "enemy_battling_this"  # s11-gcg-exec: "the enemy Unit battling this Unit" (8-2)
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
# the start phase's 7-2-3); s8-gcg-b: attack (8-2), activate 《Blocker》 (13-1-4), be blocked
# (13-1-6-1) — those four on any subject (EVERY_CANT), the others on this unit only
# (restrictions.py).


def _battling_enemy(selector: Selector | None) -> bool:
    """s11-gcg-exec: "the enemy Unit battling this Unit" — the other unit of this unit's battle (8-2),
    an enemy's: none while this unit is not battling a unit."""
    return selector is not None and selector.who == "battling" and selector.kind == "unit" \
        and selector.count == 1 and not selector.all and not selector.up_to and not selector.other \
        and selector.filters == (Filter("owner", "==", "enemy"),)


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


def _pilot_condition(ability: Ability) -> dict[str, Any] | None:
    """【When Paired･(Trait) Pilot】 / 【During Pair･[Name]】: the pilot's trait or name."""
    return _pilot_of(ability.conditions)


def _pilot_of(conditions: tuple[Condition, ...]) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
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
            elif f.attr == "colour" and f.op == "==" and f.value in _COLOURS and "color" not in out:
                out["color"] = str(f.value)  # 【During Pair･Red Pilot】 (s4-gcg-trig)
            elif f.attr == "level" and f.op == "<=" and isinstance(f.value, int) and "max_level" not in out:
                out["max_level"] = f.value  # 【During Pair･Lv.3 or Lower Pilot】
            elif f.attr == "level" and f.op == ">=" and isinstance(f.value, int) and "min_level" not in out:
                out["min_level"] = f.value  # s9-gcg-b: 【During Pair･Lv.5 or Higher Pilot】 (13-2-10-2)
            else:
                raise ByHand("a pilot condition checked by hand (13-2-9-2)")
    return out or None


# --- the body: model steps → executor script steps ----------------------------------


def _script(body: tuple[Step, ...], *, burst: bool, optional: bool) -> list[dict[str, Any]]:
    """The executor's steps for an effect's body. s17-gcg round 2: "(You may) A and B." — one "may" over two
    joined steps (10-1-3; the reader marks B `under_may`): the effect's own "may" when it leads the effect
    (B then a plain step); later, B is done only when the owner took A's "may" (`_on_the_chosen`); anywhere
    else, by hand."""
    if optional and body and body[0].may:
        k = 1
        while k < len(body) and body[k].get("under_may"):
            plain = replace(body[k], extra=tuple(kv for kv in body[k].extra if kv[0] != "under_may"))
            body = (*body[:k], plain, *body[k + 1:])
            k += 1
    joined = sum(1 for step in body if step.get("under_may"))
    try:
        script = _script_of(body, burst=burst, optional=optional)
    except ByHand:
        if joined:
            raise ByHand("a \u201cmay\u201d over two joined steps: resolved by hand") from None
        raise
    if joined != sum(1 for step in script if step.get("under_may")):
        raise ByHand("a \u201cmay\u201d over two joined steps: resolved by hand")
    return script


def _script_of(body: tuple[Step, ...], *, burst: bool, optional: bool) -> list[dict[str, Any]]:
    script: list[dict[str, Any]] = []
    printed = body  # as read: `body` loses the "If you do," it has turned into conditions (s4-gcg-verbs)
    if_discarded_from: int | None = None  # s8-gcg-c: "Discard 1. If you do, choose …" (_choice_if_discarded)
    joined_at: tuple[int, int] | None = None  # s17-gcg round 3: (body index, script length) under a "may"
    i = 0
    while i < len(body):
        if joined_at is not None and i != joined_at[0]:
            _join_under_may(script, joined_at, i)
            joined_at = None
        step = body[i]
        if step.get("under_may"):  # s17-gcg round 3: "You may return it … and draw 1." (10-1-3)
            step = replace(step, extra=tuple(kv for kv in step.extra if kv[0] != "under_may"))
            body = (*body[:i], step, *body[i + 1:])
            joined_at = (i, len(script))
        if _choice_if_discarded(body, i):
            body = (*body[:i], replace(step, if_done=False), *body[i + 1:])
            if_discarded_from = len(script)
            continue
        modified = _modify_instead(body, i)  # s10-gcg-b: "… gets AP+1 … If C, … get AP+1 instead."
        if modified is None:
            modified = _token_instead(body, i)  # s10-gcg-b: "If A, deploy T. If A and B, deploy U instead."
        if modified is None:
            modified = _draw_instead(body, i)  # s15-opt round 2: "Draw 1. If C, draw 2 instead."
        if modified is not None:
            script.extend(modified)
            i += 2
            continue
        deployed = _deploy_card(body, i, leading=i == 0 and optional)  # s5-gcg-b
        if deployed is not None:
            condition = _step_condition(step.condition, body[:i]) if step.condition is not None else None
            if step.if_done:  # s13-gcg-gen: "If you do, (you may) deploy 1 … from your hand" (10-2-1)
                condition = _if_done(condition, script)
            script.append(_with(condition, deployed[0]))
            i = deployed[1]
            continue
        alternatives = _token_alternatives(body, i)  # s11-gcg-read: "deploy A if …, or deploy B if …"
        if alternatives is not None:
            script.extend(alternatives[0])
            i = alternatives[1]
            continue
        by_player = _enemy_discard(body, i)  # s11-gcg-read: "Choose 1 enemy player … They discard 1."
        if by_player is not None:
            script.extend(by_player[0])
            i = by_player[1]
            continue
        paired_play = _paired_play_step(body, i)  # s5-gcg-a
        if paired_play is not None:
            script.append(paired_play)
            i += 1
            continue
        if step.may and not (i == 0 and optional) and step.verb == "choose" and i + 1 < len(body) \
                and body[i + 1].verb == "choose" and body[i + 1].get("and") is True:
            # s11-gcg-exec: "Then, you may choose 1 active friendly Unit and 1 enemy Unit. Rest them." —
            # both or neither: asked as it comes (10-1-3, the executor's `may` on the first choice)
            condition = _step_condition(step.condition, body[:i]) if step.condition is not None else None
            chained = _on_the_chosen((*body[:i], replace(step, may=False), *body[i + 1:]), i, condition)
            if chained is None:
                raise ByHand("an optional step: resolved by hand")
            script.extend([{**chained[0][0], "may": True}, *chained[0][1:]])
            i = chained[1]
            continue
        if step.may and not (i == 0 and optional) and _may_choose(step):  # r2-chosen
            step = replace(step, may=False, target=replace(step.target, up_to=True, at_least=0))
            body = (*body[:i], step, *body[i + 1:])
        if step.may and not (i == 0 and optional) and step.verb != "discard":  # s5-gcg-b: discard_may
            # a leading "You may" is the effect's (10-1-3)
            raise ByHand("an optional step: resolved by hand")
        # s15-gen round 2: "If it is …, draw 1." right after a step that only chose (`choose_only`)
        alone = bool(script) and script[-1].get("choose_only") is True
        condition = None if step.condition is None else _step_condition(step.condition, body[:i], alone)
        looked = _look_if_discarded(body, i)  # s5-gcg-b
        if looked is not None:
            script.append(looked[0])
            i = looked[1]
            continue
        looked = _look_steps(body, i) if step.verb == "look" and step.condition is None else None
        if step.verb == "look" and step.condition is not None and condition is not None:
            # s12-gcg-gen: "If C, look at the top N cards …. You may reveal … among them …. Return the
            # remaining …": what follows acts on the cards looked at, none when C does not hold
            # (10-2-1), so C gates the whole look step
            looked = _look_steps((*body[:i], replace(step, condition=None), *body[i + 1:]), i)
            if looked is not None and "condition" in looked[0]:
                raise ByHand("look with two conditions: resolved by hand")
        if looked is not None:
            script.append(_with(condition, looked[0]))
            i = looked[1]
            continue
        # s4-gcg-verbs; after a discard, "If you do," is the discard's (_discard_step)
        if step.verb == "mill" and not (step.if_done and i > 0 and body[i - 1].verb == "discard"):
            if step.may and i == 0 and optional:
                step = replace(step, may=False)  # s15-opt round 2: the effect's "You may" (10-1-3)
            if step.if_done:  # s10-gcg-a: "You may rest this Base. If you do, place the top card …" (10-2-1)
                condition = _if_done(condition, script)
                step = replace(step, if_done=False)
            script.append(_with(condition, _mill_step(step)))
            i += 1
            continue
        if step.verb == "delayed":  # s6-gcg-a: "During this turn, when …, …" (its own script)
            if step.may or step.if_done or i != len(body) - 1 or step.target is not None:
                raise ByHand("a delayed trigger in this place: resolved by hand")
            script.append(_with(condition, _delayed(step)))
            i += 1
            continue
        if step.verb == "discard" and step.player == "each":  # s15-opt round 3: every player discards
            script.append(_with(condition, _each_discards(body, i)))
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
        if step.verb == "to_deck" and _plain_to_deck(step) and _every(step.target, other=True):
            # s8-gcg-d: "Return all enemy Units to the bottom of their owners' decks" (4-1-7)
            script.append(_with(condition, {"to_deck": step.zone_to[5:], **_every(step.target, other=True)}))
            i += 1
            continue
        if step.verb == "to_deck" and _is_this(step.target) and _plain_to_deck(step):
            # s8-gcg-d: "Return this Unit to the bottom of its owner's deck" (3-3-6, 4-1-7: deck_placing.py)
            script.append(_with(condition, {"to_deck": step.zone_to[5:], "target": "self"}))
            i += 1
            continue
        if step.verb == "to_deck" and _plain_to_deck(step) and _event_card(step.target) == "event_object":
            # s16-verb: "When this Unit deals battle damage to an enemy Unit, return that enemy Unit to the
            # top / bottom of its owner's deck" — the card the event names, as a chosen one (deck_placing.py)
            script.append(_with(condition, {"to_deck": step.zone_to[5:], "target": "event_object"}))
            i += 1
            continue
        if _flags(step, allow_may=True, allow_condition=True) \
                and not (step.verb == "to_deck" and _paired_pilot(step.target) and not step.zone_from
                         and not step.if_done and step.get("instead") is None):  # s5-gcg-b: zone_to
            raise ByHand(f"{step.verb} with a condition: resolved by hand")
        if step.verb == "exile" and i == 0 and _bare_trash_exile(body):
            # s13-gcg-gen: "(You may) exile N (X) cards from your trash. If you do, …" — the owner picks
            # which (10-3-3), as in "(You may) choose N … from your trash. Exile them. If you do, …"
            body = (replace(step, verb="choose"), Step(verb="exile", target=Selector(who="it", kind="unit")),
                    *body[1:])
            printed, step = body, body[0]  # nothing read yet: the printed steps are these
        if step.verb == "choose" and i == 0:
            exiled = _exile_from_trash(body, optional)  # s5-gcg-a
            if exiled is not None:
                after = replace(body[2], if_done=False)
                if condition is not None:  # s11-gcg-exec: "If C, (you may) choose N … Exile them. If you do"
                    after = _gated_by_the_exile(body, condition, after)
                    exiled = {**exiled, "condition": condition}
                script.append(exiled)
                body = (*body[:2], after, *body[3:])
                i = 2
                continue
        several = _several_from_trash(body, i) if step.verb == "choose" else None  # s12-gcg-gen
        if several is not None:
            script.append(_with(condition, several))
            i += 2
            continue
        if step.verb == "choose":
            instead = _choose_instead(body, i, condition)  # "If …, choose … instead"
            if instead is not None:
                script.extend(instead[0])
                i = instead[1]
                continue
            chained = _on_the_chosen(body, i, condition)  # several steps on one choice
            if chained is not None:
                script.extend(chained[0])
                i = chained[1]
                continue
            target = _chosen(step.target)
            if i + 1 >= len(body):
                raise ByHand("a choice with nothing done to it")
            then = body[i + 1]
            # s12-gcg-exec: "Choose 1 (X) card from your trash. Exile it from the game." (5-12-1)
            verbs = ("add_to_hand", "exile") if target["target"] == "your_trash_card" else CHOSEN_TARGET_VERBS
            if target["target"] in PILOT_TARGETS:  # s9-gcg-b
                verbs = _PILOT_VERBS
            elif target["target"] == "your_resource":  # s12-gcg-exec: the effect matrix
                verbs = _RESOURCE_VERBS
            elif _to_deck_chosen(then, target) and not _later_it(body, i + 2):  # s8-gcg-d: "Return it to …"
                script.append(_with(condition, {"to_deck": then.zone_to[5:], **target}))
                i += 2
                continue
            if target["target"] in _EXILED_FROM_PLAY:  # s16-verb: "Exile it from the game" (5-12-1)
                verbs = verbs | {"exile"}
            if then.verb not in verbs or then.target is None or then.target.who != "it" \
                    or _flags(then) or _later_it(body, i + 2):  # r2-chosen: up to the next choice
                # 10-3-3: the executor chooses per step; two steps on one choice could differ
                raise ByHand(f"{then.verb} on the chosen card: resolved by hand")
            script.append(_with(condition, _friendly_bearer({**_verb(then), **target})))  # r2-chosen
            i += 2
            continue
        if step.verb == "draw" and step.amount is not None and step.amount.count_of is not None:
            script.append(_with(condition, _counted_draw(step)))  # s13-gcg-exec: "Draw 1 for each …"
        elif step.verb == "draw":
            if step.target is not None or step.amount is None or step.amount.count_of is not None:
                raise ByHand("draw: resolved by hand")
            if step.player not in ("self", "opponent", "each", "you_and_destroyer"):
                raise ByHand(f"draw by {step.player}: resolved by hand")
            if step.player == "you_and_destroyer" and (condition or {}).get("kind") != "destroyed_by_battle":
                raise ByHand("the player who destroyed this unit, not by battle damage: by hand")  # s7-gcg
            script.append(_with(condition, {"draw": _n(step), "player": step.player}))
        elif step.verb == "token":
            script.extend(_with(condition, t) for t in _tokens(step))
        elif step.verb == "place_resource":
            script.extend([_with(condition, _place_resource(step))] * _n(step))
        elif step.verb == "reveal" and _reveal_to_deck(body, i) is not None:  # s11-gcg-exec
            script.append(_with(condition, _reveal_to_deck(body, i)))
            i += 2
            continue
        elif step.verb == "pay":  # s11-gcg-exec: "You may pay ①. If you do, …" (10-1-7-3)
            script.append(_with(condition, _pay_step(step)))
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
        elif step.verb == "prevent_damage" and _every(step.target) and _until(step) is not None:
            # s8-gcg-b: "During this turn, friendly Units can't receive effect damage" (5-5, 10-1-5-6)
            script.append(_with(condition, {"prevent_damage": _friendly_every_shield(step),
                                             "until": _until(step), **_every(step.target)}))
        elif step.verb == "cant" and _every(step.target, other=True, now=True) \
                and cant_what(step) in EVERY_CANT - ONLY_CONTINUOUS:
            # s5-gcg-b: "Units that are Lv.7 or lower can't activate <Blocker> during this battle";
            # s8-gcg-b: every "can't" of EVERY_CANT on every unit the text names; s16-verb: "all your other
            # …". s16-filt round 3: each unit found as it resolves bears the restriction (effects.run_step),
            # so "whose Lv. is … this Unit" / "with the lowest HP" are judged then, as for any one-shot "all"
            every = _every(step.target, other=True, now=True)
            script.append(_with(condition, _friendly_cant({**cant_for_a_time(step), **every})))
        elif step.verb == "cant" and _is_this(step.target) and not _cant_attack(step):
            # s16-verb: "This Unit can't block / can't be destroyed by your opponent's effects during this
            # turn / battle" (10-1-5-6): on this card as on a chosen one. ("This Unit won't be set as active
            # during … your opponent's next turn": not its owner's start phase (7-2-3-1) — by hand, as on a
            # chosen friendly unit)
            script.append(_with(condition, {**_verb(step), "target": "self"}))
        elif step.verb == "exile" and _every(step.target, other=True, now=True) and not _flags(step):
            # s16-verb: "Exile all enemy Units / all your other Units from the game" (5-12-1; 5-12-2: not
            # destroyed); s16-filt round 3: the units found as it resolves ("… with the lowest HP", "… whose
            # Lv. is … this Unit" judged then, 10-3-2)
            script.append(_with(condition, {**_verb(step), **_every(step.target, other=True, now=True)}))
        elif step.verb == "no_set_active" and step.target.who == "enemy" and _every(step.target):
            # s16-verb: "All enemy Units won't be set as active during …" (7-2-3-1: their owner's start phase)
            script.append(_with(condition, {**_verb(step), **_every(step.target)}))
        elif _cant_attack(step) and _is_this(step.target):  # r2-trig: "(Set this Unit as active.) It
            # can't attack during this turn." — on this unit, as its own sentence (10-1-5-6)
            script.append(_with(condition, {"cant_attack": True, "until": "turn", "target": "self"}))
        elif step.verb == "prevent_damage" and _your_shield_area(step.target) and step.until.kind == "battle":
            # r2-trig: "During this battle, your shield area cards can't receive damage from …"
            spec = _damage_shield(replace(step, target=Selector(who="this", kind="unit")))
            if "at_most" in spec or "at_least" in spec:  # s14-cont: a bound on the amount: units only
                raise ByHand("damage of N or less to shield area cards: applied by hand")
            script.append(_with(condition, {"guard_shields": spec}))
        elif step.verb in ("damage", "destroy") and step.target == FIRST_IN_SHIELD_AREA \
                and (step.verb == "destroy" or step.amount.count_of is None):  # s5-gcg-a
            script.append(_with(condition, {**_verb(step), "target": "enemy_shield_area_front"}))
        elif step.verb == "damage" and _all_bases(step.target):  # s4-gcg-verbs: "… to all Bases"
            script.append(_with(condition, {**_verb(step), "target": "all_bases"}))
        elif step.verb == "to_deck" and _paired_pilot(step.target) and not step.extra \
                and step.zone_to in ("deck_top", "deck_bottom") and not step.zone_from:
            # s5-gcg-b: "Return the card paired with this Unit to the top of its owner's deck" (3-3-9)
            script.append(_with(condition, {"to_deck": step.zone_to[5:], "target": "paired_pilot"}))
        elif step.verb == "return_to_hand" and _paired_pilot(step.target, filtered=True):  # s4-gcg-verbs
            # s12-gcg-exec: "return a blue / (X) Pilot paired with this Unit": only if it is one (10-3-3)
            where = _where_of(step.target.filters, "pilot") if step.target.filters else None
            script.append(_with(condition, {"return_to_hand": True, "target": "paired_pilot",
                                            **({"where": where} if where else {})}))
        elif step.verb == "add_to_hand" and _this_card_in_trash(step.target) \
                and not _flags(step, allow_may=True, allow_condition=True):
            # s15-opt: "【Destroyed】If this Unit is destroyed by …, add it from your trash to your hand":
            # this card, still the one in its owner's trash (13-2-8-2); once it has left, nothing (1-3-2)
            script.append(_with(condition, {"add_to_hand": True, "target": "self"}))
        elif step.verb == "exile" and _this_card_in_trash(step.target) \
                and not _flags(step, allow_may=True, allow_condition=True):
            # s13-gcg-gen: "(You may) exile this card in your trash (from the game)" — the card whose
            # effect it is, from its owner's trash, as a 【Destroyed】 effect activates there (13-2-8-2,
            # 5-12-1); effects.legal_targets: nothing when it has left the trash
            script.append(_with(condition, {"exile": True, "target": "self"}))
        elif step.verb == "grant_ability" and _is_this(step.target):
            # s11-gcg-exec: "This Unit gains the following effect during this turn:" (5-16-1)
            script.append(_with(condition, {**_granted(step), "target": "self"}))
        elif (step.verb in SELF_VERBS or step.verb == "prevent_damage") and _is_this(step.target):
            # s6-gcg-a: prevent_damage on this unit ("When this Unit is blocked, it can't receive …")
            script.append(_with(condition, {**_verb(step), "target": "self"}))
        elif step.verb in TARGET_VERBS and _every(step.target, other=True, now=True):  # s8-gcg-a, s16-filt
            script.append(_with(condition, {**_verb(step), **_every(step.target, other=True, now=True)}))
        elif step.verb == "reduce_damage" and _event_card(step.target) == "event_subject" \
                and dict(step.extra) == {"kind": "any"}:  # "reduce it by 1" (s4-gcg-trig)
            script.append(_with(condition, {"reduce_damage": _n(step)}))
        elif step.verb == "exile" and _event_card(step.target) == "event_object" and not _flags(step):
            # s16-verb: "… exile that enemy Unit from the game" (5-12-1)
            script.append(_with(condition, {**_verb(step), "target": "event_object"}))
        elif step.verb in (*TARGET_VERBS, *_EVENT_CARD_VERBS) and _event_card(step.target):
            # "it gains …" (s4-gcg-trig); s16-verb: "that enemy Unit can't block during this turn" / "won't be
            # set as active during …" (an enemy's only: _enemy_event_card), as on a chosen unit (_verb)
            script.append(_with(condition, {**_verb(step), "target": _event_card(step.target)}))
        else:
            raise ByHand(f"{step.verb}: not run by the engine yet")
        i += 1
    if joined_at is not None:
        _join_under_may(script, joined_at, i)
    if if_discarded_from is not None:
        _mark_if_discarded(script, if_discarded_from)
    return script


def _join_under_may(script: list[dict[str, Any]], joined_at: tuple[int, int], i: int) -> None:
    """s17-gcg round 3: "Choose 1 enemy Unit. You may return it to its owner's hand and draw 1." — the second
    of two steps joined under one "may" (10-1-3) is not on the chosen card: done only when the owner took the
    "may" (the executor skips the `under_may` steps with a declined one: effects.group_end). Only a step that
    chooses nothing (a draw, a step on this card or on every unit): a choice inside a declinable group would
    have to be possible for the "may" to be asked (10-2-2), which the rules do not say — by hand. One printed
    step read as one or more script steps, right after the step carrying the "may"."""
    at, start = joined_at
    added = script[start:]
    if i != at + 1 or not added or start == 0 or not (script[start - 1].get("may")
                                                      or script[start - 1].get("under_may")):
        raise ByHand("a \u201cmay\u201d over two joined steps: resolved by hand")
    for k, spec in enumerate(added, start=start):
        try:
            chooses = ExecutorStep.model_validate(spec).needs_target
        except ValueError:
            chooses = True
        if chooses or "condition" in spec:
            raise ByHand("a \u201cmay\u201d over two joined steps: resolved by hand")
        script[k] = {**spec, "under_may": True}


# Verbs whose "If you do," (10-2-1) is seen on their one card: it was rested / set active /
# dealt damage / destroyed / returned to the hand — a change the executor traces (effects.py).
_DONE_VERBS = frozenset({"rest", "set_active", "damage", "destroy", "return_to_hand",
                         "reveal_to_deck"})  # s11-gcg-exec: the revealed card left the hand


def _if_done(condition: dict[str, Any] | None, script: list[dict[str, Any]]) -> dict[str, Any] | None:
    """s4-gcg-verbs (issue 29): "Rest it. If you do, …" / "You may rest this Unit. If you do,
    …" / "Deal 1 damage to this Unit. If you do, …": the step is done only when the step
    before it changed its one card (1-3-2-1: resting a rested card is not done)."""
    before = script[-1] if script else None
    if before is not None and before.get("under_may"):
        # s17-gcg round 2: "You may deal 1 damage to it and rest it. If you do, …" — done when both were, or
        # either? (the damage may destroy it before the rest, 1-3-2): not said — by hand
        raise ByHand("a step after \"If you do,\": resolved by hand")
    if condition is None and before is not None and "pay" in before:
        return {"kind": "done"}  # s11-gcg-exec: "You may pay ①. If you do, …" — when it was paid
    if condition is None and before is not None and before.get("exile") and before.get("target") == "self":
        return {"kind": "done"}  # s13-gcg-gen: this card left the trash (effects._trace on the source)
    if condition is None and before is not None and "reveal_to_deck" in before:
        # s11-gcg-exec: "(If C,) reveal 1 … from your hand. Return it to the bottom …. If you do, …" — done
        # when that card left the hand; a step skipped by its "If …," changed nothing (effects._trace)
        return {"kind": "done"}
    if condition is None and before is not None and before.get("together") \
            and before.get("target") == "your_trash_card":
        # s11-gcg-exec: "Choose 1 (X) card and 1 (Y) card from your trash. Exile them. If you do, …" —
        # done when the last one chosen left the trash (effects._trace); chosen together (10-3-3), so
        # at the effect's start both or neither (10-2-2)
        return {"kind": "done"}
    if condition is None and before is not None and _rest_one_to_n_own(before) \
            and not any("rest" in t for t in script[:-1]):
        # s13-gcg-exec: "(You may) choose 1 to 2 / up to 2 of your active Units. Rest them. If you do, …": the
        # owner chooses any number in the printed range (10-3-3) and each chosen active unit is rested
        # (1-3-2-1): the step was done exactly when it rested one (none: declined, none chosen or to choose)
        return {"kind": "rested_by_effect", "op": ">=", "n": 1}
    if condition is None and before is not None and set(before) == {"mill"}:
        # s13-gcg-exec: "Place the top 2 cards of your deck into your trash. If you do, …" — done when all N
        # were placed; with fewer cards in the deck 1-3-2 places as many as possible and whether "If you
        # do" then holds is not settled: by hand as the mill comes (`whole`, effects.short_of_whole)
        before["whole"] = True
        return {"kind": "placed", "op": ">=", "n": before["mill"]}
    if condition is None and before is not None and _rest_several_own(before):
        # s11-gcg-exec: "Choose 2 of your active Units. Rest them. If you do, …" — resting an active
        # unit always rests it (1-3-2-1): done exactly when all N were chosen; with fewer the rules do
        # not settle "If you do" and the effect is resolved by hand (`whole`, effects.short_of_whole)
        before["whole"] = True
        return None
    # s12-gcg-gen: the step before may carry its own "If C," (10-2-1): when C does not hold that step is
    # skipped (effects.py: no trace, nothing paid), so it was not done and neither is this one
    if condition is not None or before is None \
            or not any(verb in before for verb in _DONE_VERBS) \
            or before.get("target", "self") in ("your_units", "friendly_units", "enemy_units", "all_units",
                                                 "each_enemy_unit", *_EACH_CHOOSES) \
            or before.get("count", 1) != 1:  # s12-gcg-gen: "up to 1": none chosen, none done
        raise ByHand("a step after \"If you do,\": resolved by hand")
    return {"kind": "done"}


def _reveal_to_deck(body: tuple[Step, ...], i: int) -> dict[str, Any] | None:
    """s11-gcg-exec (issue 29): "Reveal 1 (X) Unit card from your hand. Return it to the bottom of your
    deck." → one `reveal_to_deck` step on `your_hand_card`: the owner chooses 1 card of their hand
    passing the printed bounds (their view alone), shown to all, put on the bottom (or top) of their
    deck (4-1-7). None when the two sentences are not this template ("You may reveal …": by hand)."""
    if i + 1 >= len(body):
        return None
    reveal, back = body[i], body[i + 1]
    sel = reveal.target
    if sel is None or sel.who != "yours" or sel.zone != "hand" or sel.count != 1 or sel.up_to or sel.all \
            or sel.other or sel.kind not in (*CARD_TYPES, "card") or reveal.may or reveal.if_done \
            or reveal.extra or reveal.zone_from or reveal.zone_to:
        return None
    if back.verb != "to_deck" or back.target is None or back.target.who != "it" \
            or back.zone_to not in ("deck_top", "deck_bottom") or back.zone_from or back.extra or back.may \
            or back.if_done or back.condition is not None or _later_it(body, i + 2):
        return None
    where = _where_of(sel.filters, "printed")
    if sel.kind != "card":
        where["type"] = sel.kind
    step: dict[str, Any] = {"reveal_to_deck": back.zone_to[5:], "target": "your_hand_card"}
    return {**step, "where": where} if where else step


def _pay_step(step: Step) -> dict[str, Any]:
    """s11-gcg-exec (issue 29): "(You may) pay ①" as a step of the effect: N of the owner's
    resources, as an activation cost is paid (effects.pay_in_effect)."""
    n = dict(step.extra).get("resources")
    if step.target is not None or set(dict(step.extra)) != {"resources"} or not isinstance(n, int) \
            or isinstance(n, bool) or not 1 <= n <= 10 or step.amount is not None or step.if_done \
            or step.zone_from or step.zone_to or step.player not in (None, "self"):
        raise ByHand("pay: not run by the engine yet")
    return {"pay": n}


def _rest_one_to_n_own(step: dict[str, Any]) -> bool:
    """s13-gcg-exec: a choice of 1 to N / up to N (N ≥ 2) of your own active units, rested (no "If …,", not
    a cost): any number in the printed range is doing it; none chosen, nothing rested, not done."""
    return step.get("rest") is True and step.get("count", 1) > 1 and step.get("at_least") in (0, 1) \
        and "condition" not in step and not step.get("cost") \
        and step.get("target") in ("your_unit", "other_your_unit") \
        and (step.get("where") or {}).get("state") == "active"


def _rest_several_own(step: dict[str, Any]) -> bool:
    """s11-gcg-exec: a choice of N ≥ 2 of your own active units, rested (not "1 to N", no "If …,")."""
    return step.get("rest") is True and step.get("count", 1) > 1 and "at_least" not in step \
        and "condition" not in step and not step.get("cost") \
        and step.get("target") in ("your_unit", "other_your_unit") \
        and (step.get("where") or {}).get("state") == "active"


def paid_in_steps(cost: Any) -> bool:
    """The cost names cards the executor pays as the effect's first steps (`_cost_steps`)."""
    return bool(cost.exile or cost.rest_other or cost.discard or cost.destroy_other or cost.return_other)


def _other_unit_cost(sel: Selector, verb: str) -> dict[str, Any]:
    """s13-gcg-gen (issue 29): "Destroy 1 of your other Units / (X) Unit tokens：", "Place 1 of your
    Units into its owner's trash：" (a destruction, 5-10-1) and "Return 1 of your other Units to its
    owner's hand：" — the action before "：" done to activate (10-1-7-2), all of it or the effect cannot
    be activated (effects.cost_unpaid). Your own units only: a teammate's card does not pay your cost
    (12-3-3)."""
    if sel.who not in ("yours", "friendly") or sel.kind != "unit" or sel.zone != "play" or sel.all \
            or sel.up_to or not 1 <= sel.count <= 6:
        raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
    step: dict[str, Any] = {verb: True, "target": "other_your_unit" if sel.other else "your_unit",
                            "count": sel.count, "cost": True}
    where = _where_of(sel.filters)
    return {**step, "where": where} if where else step


def _cost_steps(cost: Any) -> list[dict[str, Any]]:
    """s4-gcg-verbs (issue 29): the parts of an activation cost (10-1-7) the executor pays as
    the effect's first steps, once it has checked all of it can be paid (effects.cost_unpaid):
    "Rest 1 of your (other) (X) Units" (your own units, 12-3-3: never a teammate's), "Exile N
    (X) cards / Command cards from your trash" (5-12-1). Anything else is paid by hand."""
    steps: list[dict[str, Any]] = []
    rest, exile = cost.rest_other, cost.exile
    if cost.discard is not None:
        steps.append(_discard_cost(cost.discard))  # s8-gcg-c
    if exile is not None:
        if exile.who != "yours" or exile.zone != "trash" or exile.all or exile.up_to or exile.other \
                or not 1 <= exile.count <= _MOST_TRASH_CARDS or exile.kind not in (*CARD_TYPES, "card"):
            raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
        where = _where_of(exile.filters, "printed")
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
    others = [(sel, verb) for sel, verb in ((cost.destroy_other, "destroy"),
                                            (cost.return_other, "return_to_hand")) if sel is not None]
    if others and (rest is not None or len(others) > 1):  # one unit could be named by two parts: by hand
        raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
    steps.extend(_other_unit_cost(sel, verb) for sel, verb in others)
    return steps


def _discard_cost(sel: Selector) -> dict[str, Any]:
    """s8-gcg-c (issue 29): "Discard N (X cards)：" — N cards of your hand passing the printed
    bounds (5-11-1), all N or the effect cannot be activated (10-1-7-2, effects.cost_unpaid)."""
    if sel.who != "yours" or sel.zone != "hand" or sel.all or sel.up_to or sel.other \
            or not 1 <= sel.count <= 6 or sel.kind not in (*CARD_TYPES, "card"):
        raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
    where = _where_of(sel.filters, "printed")
    if sel.kind != "card":
        where["type"] = sel.kind
    step: dict[str, Any] = {"discard": sel.count, "cost": True}
    return {**step, "discard_where": where} if where else step


def _plain_to_deck(step: Step) -> bool:
    """"… to the top / bottom of its owner's deck" and nothing more (no "from", no "If you do,")."""
    return step.verb == "to_deck" and step.zone_to in ("deck_top", "deck_bottom") and not step.zone_from \
        and not step.extra and not step.if_done and step.get("instead") is None \
        and step.get("and") is None and step.until.kind == "instant" and step.amount is None


def _to_deck_chosen(then: Step, target: dict[str, Any]) -> bool:
    """s8-gcg-d (issue 29): "Return it / them to the top / bottom of its owner's / their owners'
    deck(s)" on the card(s) a choice in play chose (deck_placing.py: a paired pilot goes along,
    3-3-6; each owner orders their own cards, 4-1-7). A choice each player makes stays by hand.
    s12-gcg-exec: also 1 card chosen from your trash (a public card put on the top / bottom)."""
    return _plain_to_deck(then) and then.target is not None and then.target.who == "it" and not then.may \
        and then.condition is None \
        and target["target"] not in ("your_hand_card", *_EACH_CHOOSES, "each_enemy_unit") \
        and "resource" not in target["target"] and "shield" not in target["target"]  # 4-4, 4-6: not a deck


def _all_bases(selector: Selector | None) -> bool:
    """s4-gcg-verbs (issue 29): "all Bases" — every base in play, any player's (4-7)."""
    return selector is not None and selector.who == "any" and selector.kind == "base" and selector.all \
        and selector.zone == "play" and not selector.filters and not selector.other


def _paired_pilot(selector: Selector | None, filtered: bool = False) -> bool:
    """s4-gcg-verbs (issue 29): "this Unit's paired Pilot" / "the card paired with this Unit"
    (3-3-9; a 【Destroyed】 effect finds it in the trash, where it went with its unit, 3-3-6).
    `filtered`: s12-gcg-exec, "a blue Pilot paired with this Unit" — the caller keeps the bounds."""
    return selector is not None and selector.who == "paired" and selector.kind == "pilot" \
        and selector.count == 1 and (filtered or not selector.filters) and not selector.all \
        and not selector.up_to and not selector.other


def _mill_step(step: Step) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Place the top (N) card(s) of your deck into your trash"."""
    if step.target is not None or step.player not in (None, "self", "opponent") or step.extra or step.may \
            or step.if_done or step.zone_from or step.zone_to or step.until.kind != "instant":
        raise ByHand("mill: not run by the engine yet")
    if step.player == "opponent":  # s16-verb: the enemy player's deck into their trash (4-9), a plain step
        return {"mill": _n(step), "player": "opponent"}
    return {"mill": _n(step)}


def _step_condition(condition: Condition, before: tuple[Step, ...],
                    chosen_alone: bool = False) -> dict[str, Any]:
    """A step's "If …," (10-2-1): `_condition`'s, and (s4-gcg-verbs) "If you placed a (X) card /
    a card that is Lv.3 or higher with this effect" after this effect's own mill. `chosen_alone`
    (s15-gen): the choice just before is a step of its own (`choose_only`)."""
    if condition.kind == "it_is":  # r2-look
        return _chosen_is(condition, before, chosen_alone)
    if condition.kind != "effect_result":
        return _condition(condition)
    if condition.get("what") == "they_drew" and not condition.negated \
            and any(s.verb == "draw" and s.player == "chosen_player" for s in before):  # s11-gcg-read
        return {"kind": "they_did"}  # "If they draw with this effect," (enemy_discard.py, 10-2-1)
    if condition.get("what") == "they_discarded" \
            and any(s.verb == "discard" and s.player == "chosen_player" for s in before):  # s15-opt round 3
        # "If they (don't) discard with this effect," — the chosen player's discard (enemy_discard.py, 10-2-1)
        return {"kind": "they_did_not_discard" if condition.negated else "they_discarded"}
    selector = condition.get("selector")
    if condition.get("what") == "rested":  # s11-gcg-exec: "If this effect rested N or more Units"
        return _rested_by_effect(condition, before)
    if condition.negated or condition.get("what") != "placed" or condition.get("n") != 1 \
            or set(dict(condition.params)) != {"n", "selector", "what"} \
            or not any(s.verb == "mill" for s in before) \
            or not isinstance(selector, Selector) or selector.kind not in (*CARD_TYPES, "card") \
            or selector.other:
        raise ByHand("condition effect_result: checked by hand")
    where = _where_of(selector.filters, "printed")
    if selector.kind != "card":
        where["type"] = selector.kind
    out: dict[str, Any] = {"kind": "placed", "op": ">=", "n": 1}
    return {**out, "where": where} if where else out


def _rested_by_effect(condition: Condition, before: tuple[Step, ...]) -> dict[str, Any]:
    """s11-gcg-exec (issue 29): "Rest all Units. If this effect rested 3 or more Units, draw 1." —
    the units this effect's earlier rest steps turned from active to rested (1-3-2-1: resting a
    rested unit does nothing), counted as the step resolves (10-2-1). Any unit (the reader's
    "Units" is every unit); only after a rest of this effect's own."""
    selector, n, op = condition.get("selector"), condition.get("n"), condition.get("op") or ">="
    if condition.negated or set(dict(condition.params)) - {"op"} != {"n", "selector", "what"} \
            or op not in (">=", "<=") \
            or not isinstance(n, int) or n < 1 or not isinstance(selector, Selector) \
            or selector.kind != "unit" or selector.who != "any" or selector.filters or selector.other \
            or not any(s.verb == "rest" for s in before):
        raise ByHand("condition effect_result: checked by hand")
    return {"kind": "rested_by_effect", "op": op, "n": n}  # s12-gcg-gen: "or less" (op "<=")


def _choice_if_discarded(body: tuple[Step, ...], i: int) -> bool:
    """s8-gcg-c (issue 29): "(You may) discard 1. If you do, choose 1 enemy Unit. Deal 2 damage
    to it." — a choice that depends on the discard before it alone (10-2-1). s15-opt round 2: "If C, you may
    discard 1. If you do, choose …" too — C gates the discard, and no discard, no choice."""
    step = body[i]
    return step.verb == "choose" and step.if_done and step.condition is None and not step.may \
        and i > 0 and body[i - 1].verb == "discard" and not body[i - 1].if_done \
        and not any(s.condition is not None or s.if_done for s in body[:i - 1])


def _mark_if_discarded(script: list[dict[str, Any]], start: int) -> None:
    """The one verb on the choice after a discard runs, and its target is chosen, only when the
    discard was done (effects.continue_resolution); more steps after it: by hand (whether they
    depend on the discard too is not certain)."""
    last = len(script) - (1 if script and script[-1].get("after_every_step") else 0)  # s12-gcg-exec:
    if last - start != 1 or "condition" in script[start]:  # "… Then, discard 1." gated on every step done
        raise ByHand("choose if discarded: resolved by hand")
    script[start]["if_discarded"] = True


def _discard_step(body: tuple[Step, ...], i: int, _after_draw: bool = False) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Discard N" / "Draw 2. Then, discard 1." — the owner chooses N
    cards of their hand (5-11-1); "Discard 1. If you do, draw 1." — the draw only when N cards
    were discarded. After an "If …," that governs an earlier step, whether "Then, discard"
    depends on it is not certain: by hand."""
    step = body[i]
    if _discard_after_trash_add(body, i):  # r2-look: "… add it to your hand. If you do, discard 1."
        return {"discard": _n(step), "condition": {"kind": "done"}}
    if not _after_draw and step.verb == "discard" and step.if_done and body[i - 1].verb == "draw" \
            and step.condition is None \
            and not any(s.condition is not None or s.if_done for s in body[:i - 1]) \
            and not body[i - 1].if_done and not body[i - 1].may:
        # "If C, draw 1. If you do, discard 1.": done when the draw was — when C held (10-2-1;
        # a deck drawn to 0 loses the game at rules processing, 11-2-1-2)
        out = _discard_step(body, i, _after_draw=True)
        drawn = body[i - 1].condition
        return out if drawn is None else {**out, "condition": _condition(drawn)}
    # s5-gcg-b: a step after the discard ("If you do, …") depends on the discard alone
    before = body[:i] if step.verb == "discard" else body[:i - 1]
    after_a_condition = any(s.condition is not None or s.if_done for s in before) and not _after_draw
    if after_a_condition and not _then_discard_last(body, i):
        raise ByHand("discard after a condition: resolved by hand")
    if step.verb == "discard":
        extra = set(dict(step.extra))
        if step.player not in (None, "self") or extra \
                or (step.if_done and not _after_draw) \
                or step.zone_from or step.zone_to or step.until.kind != "instant":
            raise ByHand("discard: not run by the engine yet")
        out = _discard_of(step) if step.target is not None else {"discard": _n(step)}
        if step.may and i != 0:
            out["discard_may"] = True  # s5-gcg-b: "Then, you may discard …" (10-1-3)
        if after_a_condition:
            out["after_every_step"] = True  # s12-gcg-exec: see _then_discard_last
        return out
    if step.verb == "mill" and not step.may:  # s10-gcg-a: "If you do, place the top 2 cards … (mill)"
        return {**_mill_step(replace(step, if_done=False)), "if_discarded": True}
    if step.verb == "place_resource" and not step.may:  # s5-gcg-b: "If you do, place 1 EX Resource"
        resource = _place_resource(step)
        if _n(step) != 1:
            raise ByHand("place_resource if discarded: resolved by hand")
        return {**resource, "if_discarded": True}
    if step.verb == "return_to_hand" and _paired_pilot(step.target) and not step.may and not step.extra:
        # s5-gcg-b: "If you do, return the card paired with this Unit to your hand" (3-3-9)
        return {"return_to_hand": True, "target": "paired_pilot", "if_discarded": True}
    if step.verb == "modify" and _is_this(step.target) and not step.may and step.condition is None:
        # s15-opt round 2: "You may discard 1. If you do, this Unit gets AP+2 during this turn." — the
        # modifier only when the discard was done (10-2-1; effects.run_step checks `if_discarded`)
        return {**_verb(step), "target": "self", "if_discarded": True}
    if step.verb != "draw" or step.target is not None or step.player not in (None, "self") \
            or step.may or step.zone_from or step.zone_to or step.extra:
        raise ByHand(f"{step.verb} if discarded: resolved by hand")
    return {"draw": _n(step), "if_discarded": True}


def _then_discard_last(body: tuple[Step, ...], i: int) -> bool:
    """s12-gcg-exec (issue 29): "If you do, draw 1. Then, discard 1." / "If C, draw 1. Then, discard
    1." / "You may pay ①. If you do, draw 1. Then, discard 1." — whether the step after "Then," is
    done when an earlier "If …," failed is not settled by our rule documents (1-3-7 orders the steps
    only; 10-2-1 speaks of a whole effect's condition; docs/gcg.md "Then,"). When every earlier step
    was done both readings agree, so the discard runs; otherwise the effect goes by hand from there
    (`after_every_step`, effects.unsettled_then). Only a plain last "Then, discard N" of one's own."""
    step = body[i]
    return step.verb == "discard" and i == len(body) - 1 and not step.if_done and step.condition is None \
        and step.player in (None, "self") and not step.extra and not step.zone_from and not step.zone_to \
        and step.until.kind == "instant"


def _discard_of(step: Step) -> dict[str, Any]:
    """s5-gcg-b (issue 29): "Discard 1 green (X) Unit card" / "discard 1 red card": N cards of
    your hand passing the printed bounds (5-11-1; type, traits, colours, Lv., name)."""
    selector = step.target
    if step.amount is not None or selector.who != "yours" or selector.zone != "hand" or selector.all \
            or selector.up_to or selector.other or not 1 <= selector.count <= 10 \
            or selector.kind not in (*CARD_TYPES, "card"):
        raise ByHand("discard: not run by the engine yet")
    try:
        where = _where_of(selector.filters, "printed")
    except ByHand as exc:
        raise ByHand("discard: not run by the engine yet") from exc
    if selector.kind != "card":
        where["type"] = selector.kind
    return {"discard": selector.count, "discard_where": where}


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
    Base" (5-17-3). A token's own printed text rides on it when the engine runs it (_token_text)."""
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
    it exactly as a card's continuous effect (10-1-5) or trigger (10-1-6, _TOKEN_TEXT_TIMINGS), else
    the token is deployed by hand."""
    if text is None:
        return []
    if not isinstance(text, Ability) or text.body is None:
        raise ByHand("a token with text of its own: deployed by hand")
    try:
        effect = _effect(text)
    except ByHand as exc:
        raise ByHand("a token with text of its own: deployed by hand") from exc
    if effect.get("timing") not in _TOKEN_TEXT_TIMINGS:
        raise ByHand("a token with text of its own: deployed by hand")
    return [effect]


def _each_discards(body: tuple[Step, ...], i: int) -> dict[str, Any]:
    """s15-opt round 3: "Each player discards N" — every player chooses N cards of their own hand (5-11-1),
    the turn player first (1-3-4, 12-2-4; enemy_discard.every_player_discards). A later "If you do" /
    "If they do" would have every player's discard to judge (whose? all of them?): not settled, by hand."""
    step = body[i]
    amount = step.amount
    if step.may or step.if_done or step.target is not None or amount is None or amount.count_of is not None \
            or amount.stat is not None or amount.per != 1 or amount.n < 1 or step.extra:
        raise ByHand("this discard by every player: resolved by hand")
    if any(later.if_done or (later.condition is not None and later.condition.kind == "effect_result")
           for later in body[i + 1:]):
        raise ByHand("a result of every player's discard: resolved by hand (whose discard is not said)")
    return {"discard": amount.n, "player": "each"}


# s15-gen: the timings a token's own text may carry and run as a card's: continuous (10-1-5), and the
# triggers of a unit in play (10-1-6) — 【Destroyed】 too: a token is placed in the trash before it
# leaves the game, so "when destroyed" is met (5-17-2-5-1); 【When Paired】: a Pilot pairs with a token
# as with a unit (5-17-2-2); "When this Unit receives effect damage, reduce it by N". 【Deploy】 stays by
# hand (whether a token deployed by an effect meets its own 【Deploy】 the rules do not say), and so do
# activated texts (their costs on a token are untried).
_TOKEN_TEXT_TIMINGS = frozenset({"continuous", "attack", "destroyed", "when_paired", "reduce_damage"})


def _enemy_discard(body: tuple[Step, ...], i: int) -> tuple[list[dict[str, Any]], int] | None:
    from .enemy_discard import script_steps  # s11-gcg-read

    return script_steps(body, i, _condition, ByHand)


def _token_alternatives(body: tuple[Step, ...], i: int) -> tuple[list[dict[str, Any]], int] | None:
    from .token_alternatives import script_steps  # s11-gcg-read

    return script_steps(body, i, _condition, _tokens, ByHand)


def _look_steps(body: tuple[Step, ...], i: int) -> tuple[dict[str, Any], int] | None:
    """The look templates (one executor step and where the body goes on), or None."""
    looked = each_look.script_of(body, i, _takeable)  # s11-gcg-read
    if looked is None:
        looked = _look_and_take(body, i)  # 10-3-5
    if looked is None:
        looked = _look_keep_top(body, i)  # r2-look: "Return it to the top or bottom …"
    return looked


def _with(condition: dict[str, Any] | None, step: dict[str, Any]) -> dict[str, Any]:
    return step if condition is None else {**step, "condition": condition}


_ALL = {"yours": "your_units", "friendly": "friendly_units", "enemy": "enemy_units", "any": "all_units"}


def _every(selector: Selector | None, other: bool = False, now: bool = False) -> dict[str, Any] | None:
    """"All your Units" / "all enemy Units" (with bounds): every such unit in play; with
    `other`, "all your other … Units" too (not the card whose effect this is). s16-filt: with `now` (a
    step that resolves once: its units are found as it resolves, effects.legal_targets), also the bounds
    judged over the units in play then — "whose Lv. is equal to or lower / higher than this Unit" (this
    card's printed Lv., 2-9) and "with the lowest / highest Lv. / AP / HP" (every unit whose value is
    the extreme one: "all" leaves no choice among tied units, 10-3-2); a continuous effect's units
    (10-1-5) are not found that way, so there they stay by hand."""
    if selector is None or not selector.all or selector.kind != "unit" or selector.zone != "play" \
            or (selector.other and not other) or selector.who not in _ALL:
        return None
    out: dict[str, Any] = {"target": _ALL[selector.who]}
    if selector.other:
        out["other"] = True
    if now:
        relative = tuple(f for f in selector.filters if f.value == "this")
        extreme, selector = _extreme_of(selector, every=True)
        where = _where_of(tuple(f for f in selector.filters if f.value != "this"))
        where |= _relative_where(relative) | extreme
        if where:
            out["where"] = where
        return out
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
    if condition.kind == "deployed_from" and dict(condition.params) == {"zone": "trash"}:  # r2-look
        return {"kind": "deployed_from", "zone": "trash"}
    if condition.kind == "played_with_ex" and not condition.params:  # s9-gcg-a: a command (_effect)
        return {"kind": "played_with_ex"}
    if condition.kind == "destroyed_by" and dict(condition.params) == {"by": "battle_damage"}:
        return {"kind": "destroyed_by_battle"}  # s7-gcg: 【Destroyed】 only (_effect)
    if condition.kind == "destroyed_by" and condition.get("by") in ("effect", "enemy_effect"):
        return _destroyed_by_effect(dict(condition.params))  # s14-trig: 【Destroyed】 only (_effect)
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
    if condition.kind == "compare":  # s15-gen: "If your opponent has more Units in play than you," (10-2-1)
        of, more, selector = condition.get("of"), condition.get("more"), condition.get("selector")
        if of not in ("units", "shields", "hand") or more not in ("yours", "enemy") \
                or (selector is not None and not isinstance(selector, Selector)):
            raise ByHand("condition compare: checked by hand")
        out = {"kind": "compare", "of": of, "more": more}
        where = _where_of(selector.filters) if selector is not None else {}
        return {**out, "where": where} if where else out
    if condition.kind == "any":  # s15-gen: "If A or B," (10-2-1): each part as it reads alone
        parts = condition.get("conditions") or ()
        if len(parts) < 2 or not all(isinstance(c, Condition) for c in parts) \
                or set(dict(condition.params)) != {"conditions"}:
            raise ByHand("condition any: checked by hand")
        return {"kind": "any", "any_of": [_condition(c) for c in parts]}
    if condition.kind == "paired" and set(dict(condition.params)) <= {"pilot"}:  # "If this Unit is paired"
        pilot = _pilot_of((condition,))
        return {"kind": "paired", "pilot": pilot} if pilot else {"kind": "paired"}
    if condition.kind == "linked" and not condition.params:
        return {"kind": "linked"}
    if condition.kind == "attacking":  # "If this Unit is attacking an enemy Unit / the enemy player"
        target = condition.get("target")
        if not isinstance(target, Selector) or target.who != "enemy" or target.other \
                or target.kind not in ("unit", "player") or set(dict(condition.params)) != {"target"} \
                or (target.filters and target.kind != "unit"):
            raise ByHand("condition attacking: checked by hand")
        if target.filters:  # "If you are attacking a damaged enemy Unit" (s4-gcg-trig)
            return {"kind": "attacking", "attacking": "unit", "where": _where_of(target.filters)}
        return {"kind": "attacking", "attacking": target.kind}
    if condition.kind == "this_turn":  # s6-gcg-a: the turn's record (events.happened)
        return _this_turn(condition)
    if condition.kind in ("hand_size", "shields", "battling", "trash_size"):  # trash_size: s5-gcg-a
        return _player_or_battle(condition)
    if condition.kind != "count":
        raise ByHand(f"condition {condition.kind}: checked by hand")
    selector, op, n = condition.get("selector"), condition.get("op"), condition.get("n")
    if not isinstance(selector, Selector) or op not in (">=", "<=", "==") or not isinstance(n, int):
        raise ByHand("a count condition checked by hand")
    if selector.who not in _CONDITION_WHO:
        raise ByHand(f"a count of {selector.who} {selector.kind}: checked by hand")
    if selector.zone == "trash" and not selector.other:  # "If there are 4 or more (X) cards in your trash"
        where = _where_of(selector.filters, "trash_count",
                          "a count of trash cards by these bounds: checked by hand")
        if selector.kind in CARD_TYPES:
            where["type"] = selector.kind
        elif selector.kind != "card":
            raise ByHand(f"a count of {selector.kind} cards: checked by hand")
        out = {"kind": "count", "who": _CONDITION_WHO[selector.who], "zone": "trash", "op": op, "n": n}
        return {**out, "where": where} if where else out
    if selector.kind == "pilot" and selector.zone == "play" and not selector.other:
        # "If you have a (CB) Pilot in play": pilots paired with units (3-3-9)
        where = _where_of(selector.filters, "printed")
        out = {"kind": "count", "who": _CONDITION_WHO[selector.who], "zone": "pilot", "op": op, "n": n}
        return {**out, "where": where} if where else out
    if selector.kind == "resource" and selector.zone == "resources" and not selector.other \
            and all(((f.attr, f.op) == ("ex", "==") and f.value is True)
                    or ((f.attr, f.op) == ("state", "==") and f.value in ("rested", "active"))
                    for f in selector.filters):
        # "If you have no EX Resources" / "While your opponent has an EX Resource" (s4-gcg-trig);
        # s15-gen: "5 or more rested Resources" (4-4, 1-3-2)
        out = {"kind": "count", "who": _CONDITION_WHO[selector.who], "zone": "resources", "op": op, "n": n}
        where = {("token" if f.attr == "ex" else "state"): (True if f.attr == "ex" else f.value)
                 for f in selector.filters}
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


def _this_card_in_trash(selector: Selector | None) -> bool:
    """s13-gcg-gen: "this card in your trash" (reader/build.THIS_CARD_IN_TRASH), no bounds."""
    return selector is not None and selector.who == "this" and selector.zone == "trash" \
        and not selector.filters and selector.kind == "card" and not selector.all


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
    if verb == "prevent_damage":
        return _prevent_on_the_chosen(step)  # r2-chosen
    if verb == "delayed":  # s6-gcg-a: "Choose 1 of your Units. When it … during this turn, …"
        return _delayed(step)
    if verb == "grant_ability":  # s11-gcg-exec: "It gains the following effect during this turn:"
        return _granted(step)
    if verb == "no_set_active":
        return _no_set_active(step)  # r2-chosen
    if verb == "reduce_damage":
        return _damage_cut(step)  # r2-chosen
    if verb == "cant":
        return cant_for_a_time(step)  # s5-gcg-b, s8-gcg-b
    if verb == "forced_attack_target":
        return _forced_for_a_time(step)  # s14-cont round 2
    if verb in ("damage", "recover") and step.amount is not None and step.amount.stat is not None:
        return stat_amounts.script_of(step, ByHand)  # s11-gcg-read: "… for each 4 AP this Unit has"
    if verb in ("damage", "recover") and step.amount is not None and step.amount.count_of is not None:
        return _counted_amount(step)  # s6-gcg-b: "equal to the number of …" / "N … for each …"
    if verb in ("damage", "recover"):
        return {verb: _n(step)}
    if verb == "modify":
        if step.stat not in ("ap", "hp") or _until(step) is None:
            raise ByHand("modify: resolved by hand")
        # s17-gcg round 2: "the cost paid" is the one payment that triggered the effect, fixed as it resolves
        # (effects._counted_modify): into a later turn too. Other counts into a later turn: not taught
        paid = step.amount is not None and step.amount.count_of is not None \
            and step.amount.count_of.kind == "cost_paid"
        if step.until.kind not in ("turn", "battle") and step.amount is not None \
                and step.amount.count_of is not None and not paid:  # s17-gcg: counted, into a later turn
            raise ByHand("modify by a counted amount: resolved by hand")
        sign = step.get("sign", 1)
        if step.amount is not None and step.amount.count_of is not None \
                and step.amount.count_of.kind == "cost_paid":  # s13-gcg-exec: "… equal to the cost paid"
            if step.amount.per != 1 or step.get("sign", 1) != 1 or step.amount.n != 0:
                raise ByHand("modify by a counted amount: resolved by hand")
            return {"modify": {step.stat: 1}, "per_count": {"kind": "cost_paid"},
                    "until": _until(step) or step.until.kind}  # s17-gcg round 2: or a later turn's end
        if step.amount is not None and step.amount.count_of is not None:  # r2-trig: "for each …"
            record = _by_this_effect(step)  # s13-gcg-exec: "… rested / placed with this effect"
            return {"modify": {step.stat: step.amount.per},
                    "per_count": record if record is not None else _per_count(step), "until": step.until.kind}
        n = step.amount.n if step.amount and step.amount.count_of is None and step.amount.per == 1 else None
        if n is None or n == 0 or sign not in (1, -1):
            raise ByHand("modify by a counted amount: resolved by hand")
        return {"modify": {step.stat: n}, "until": _until(step)}
    if verb == "grant":
        keyword = step.keyword
        if keyword is None or keyword.name not in DEFINED_KEYWORDS \
                or _until(step) is None or step.amount is not None:  # s14-cont: a count
            raise ByHand("grant: resolved by hand")
        return {"grant": keyword.name if keyword.value is None else f"{keyword.name} {keyword.value}",
                "until": _until(step)}
    if verb == "add_trait":  # s11-gcg-read: "It gains (Zeon) during this turn" (a modifier, 2-5-3)
        if _until(step) is None:
            raise ByHand("add_trait: resolved by hand")
        return {"gain_traits": _gained_traits(step), "until": _until(step)}
    if verb == "remove":  # s8-gcg-d: a keyword lost for a while (every value of it: "<Repair>")
        keyword = step.keyword
        if keyword is None or keyword.name not in DEFINED_KEYWORDS or keyword.value is not None \
                or _until(step) is None:
            raise ByHand("remove: resolved by hand")
        return {"lose": keyword.name, "until": _until(step)}
    if verb == "to_trash":  # s9-gcg-b: see docs/gcg.md "Placed into the trash from the field"
        # 5-10-1: destruction is a card receiving damage up to its HP OR being put from the field
        # into the trash by an effect; the rules name their exceptions (11-5-2-1, a base replaced;
        # exiling is not destruction). So it is destroyed: its 【Destroyed】 triggers (13-2-8-1),
        # its paired pilot goes with it (3-3-6), and a "can't be destroyed" effect stops it.
        if step.until.kind != "instant" or step.amount is not None or step.zone_to not in (None, "trash") \
                or dict(step.extra):
            raise ByHand("to_trash: resolved by hand")
        return {"destroy": True}
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


def _fresh_attack_where(step: Step) -> dict[str, Any]:
    """s7-gcg: "On the turn this Unit is deployed, it may choose a rested enemy Unit (that …) as its
    attack target and attack it" (3-2-4 "unless specified"): the units it may attack that turn,
    all their printed filters (rested included); this unit's own text only."""
    target = step.get("attack_target")
    if not _is_this(step.target) or not isinstance(target, Selector) \
            or set(dict(step.extra)) != {"attack_target"} or step.condition is not None \
            or any(f.value == "this" for f in target.filters):
        raise ByHand("a continuous effect: applied by hand")
    return _where_of(target.filters)


# The executor's target names (cards.Target) for a chosen unit, by whose it is.
_WHO = {"enemy": "enemy_unit", "friendly": "friendly_unit", "any": "any_unit", "yours": "your_unit"}
_BOUNDS = {"<=": "max_", ">=": "min_"}
_COLOURS = frozenset({"blue", "green", "red", "white", "purple"})


def _chosen(selector: Selector | None) -> dict[str, Any]:
    """`Choose 1 enemy Unit with 3 or less HP` → target enemy_unit, where max_hp 3."""
    if selector is not None and selector.zone == "trash":
        return _from_trash(selector)
    if selector is not None and selector.who == "each_player_chooses" and selector.kind == "resource":
        if selector.filters or selector.up_to or selector.other or not 1 <= selector.count <= 6:
            raise ByHand("a choice every player makes: made by hand")
        out = {"target": "each_player_chooses_resource"}  # s7-gcg: each player chooses their own (1-3-4)
        return {**out, "count": selector.count} if selector.count > 1 else out
    if selector is not None and selector.kind in ("base", "unit|base", "resource"):
        return _chosen_more(selector)  # s4-gcg-verbs
    if selector is not None and selector.kind == "pilot" and selector.zone == "play":
        return _chosen_pilot(selector)  # s9-gcg-b
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
    if target in _EACH_CHOOSES and (selector.up_to or selector.other):  # s6-gcg-b, s7-gcg
        raise ByHand("a choice each enemy player makes: made by hand")
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
    extreme, selector = _extreme_of(selector)  # s6-gcg-b
    battling_with, selector = _battling_with(selector)  # s6-gcg-b
    if extreme and out["target"] in ("each_enemy_unit", *_EACH_CHOOSES):  # whose extreme is not printed
        raise ByHand("the lowest / highest of each player's units: chosen by hand")
    if extreme and (out.get("count", 1) > 1 or "at_least" in out):
        # s17-gcg: "Choose 2 / up to 2 … with the lowest AP": the candidates are the units tied for the
        # extreme (as for "Choose 1"). With at least 2 of them tied, "the 2 lowest" and "2 of the tied
        # lowest" are the same choice; with fewer the two readings differ (the next lowest or not?) and the
        # rules do not say (10-3-3): the effect is then resolved by hand (`whole`, effects.short_of_whole)
        out["whole"] = True
    relative = tuple(f for f in selector.filters if f.value in ("this", "event"))  # event: s10-gcg-a
    where = _where_of(tuple(f for f in selector.filters if f.value not in ("this", "event")))
    where |= _relative_where(relative)
    where |= extreme
    if battling_with and "battling" in where:
        raise ByHand("two battling bounds: chosen by hand")
    where |= battling_with
    if where:
        out["where"] = where
    return out


def _battling_with(selector: Selector) -> tuple[dict[str, Any], Selector]:
    """s6-gcg-b: "1 enemy Unit battling a friendly Unit with <Blocker>" (reader/battling.py): the
    other unit of the battle, its owner's side and its own filters (target_parts.resolve_battling)."""
    found = [f for f in selector.filters if f.attr == "battling_with"]
    if not found:
        return {}, selector
    if len(found) > 1 or selector.who not in ("enemy", "friendly", "yours", "any"):
        raise ByHand("a unit battling these cards: chosen by hand")
    from .reader.battling import inner_selector

    inner = inner_selector(found[0].value)
    out: dict[str, Any] = {"battling_who": inner.who}
    inner_where = _where_of(inner.filters)
    if inner_where:
        out["battling_where"] = inner_where
    return out, replace(selector, filters=tuple(f for f in selector.filters if f not in found))


def _extreme_of(selector: Selector, every: bool = False) -> tuple[dict[str, Any], Selector]:
    """s6-gcg-b: "Choose 1 enemy Unit with the highest Lv." (target_parts.py): one extreme each
    way: the candidates are the units tied for it, the chooser picks among them (10-3-3). s17-gcg:
    "Choose 2 / up to 2 … with the lowest AP" too, resolved by hand when fewer than 2 are tied (the
    caller's `whole`: the rules do not say whether the second card must tie the lowest or may be the
    next lowest); `every`:
    "all … with the lowest AP" (_every), each tied unit, no choice (10-3-2)."""
    found = [f for f in selector.filters if f.attr in ("lowest", "highest")]
    if not found:
        return {}, selector
    if (not every and selector.count < 1) or len({f.attr for f in found}) != len(found) \
            or any(f.op != "==" or f.value not in ("level", "hp", "ap") for f in found):
        raise ByHand("a choice by the lowest / highest value: made by hand")
    rest = tuple(f for f in selector.filters if f not in found)
    return {f.attr: f.value for f in found}, replace(selector, filters=rest)


def _chosen_pilot(selector: Selector) -> dict[str, Any]:
    """s9-gcg-b: "Choose 1 enemy Pilot" / "1 of your (X) Pilots": a pilot paired with a unit in
    play (3-3-9; a pilot is in play only paired, 4-5). Only "Return it to its owner's hand" is run
    on it (`_PILOT_VERBS`): the unit stays, unpaired (3-3-6 moves a pilot with its unit, not a
    unit with its pilot)."""
    if selector.all or selector.count != 1 or selector.other:
        raise ByHand("this choice is made by hand")
    target = {"enemy": "enemy_pilot", "friendly": "friendly_pilot", "yours": "your_pilot",
              "any": "any_pilot"}.get(selector.who)
    if target is None:
        raise ByHand("this choice is made by hand")
    where = _where_of(selector.filters, "pilot")
    return _up_to_one(selector, {"target": target, **({"where": where} if where else {})})


def _up_to_one(selector: Selector, out: dict[str, Any]) -> dict[str, Any]:
    """s12-gcg-gen: "Choose up to 1 …" — the owner may choose none (10-3-3; `at_least` 0, as for units)."""
    return {**out, "at_least": 0} if selector.up_to else out


_PILOT_VERBS = ("return_to_hand",)  # s9-gcg-b: what is run on a chosen pilot
# s12-gcg-exec: "Destroy it" / "Place it into its owner's trash" on a chosen pilot — a destruction of the
# pilot alone (5-10-1, 4-9-1; effects.run_step): the unit stays in play, unpaired
_PILOT_VERBS = (*_PILOT_VERBS, "destroy", "to_trash")
# s12-gcg-exec (the effect matrix, tests/…/effect_matrix.py): a resource is only rested or set as
# active by an effect the engine runs (4-4, 1-3-2-1); damage, HP, AP, keywords, destruction or a move
# of a resource are not what the rules give a resource — "Deal 2 damage to it" on one was run before
_RESOURCE_VERBS = ("rest", "set_active")


def _chosen_more(selector: Selector) -> dict[str, Any]:
    """s4-gcg-verbs (issue 29): "Choose 1 enemy Base" (the base in its base section, 4-7);
    "Choose 1 of your (X) Units/Bases" (a unit or the base); "Choose 1 of your Resources" (4-4);
    s12-gcg-gen: "up to 1" of each (`_up_to_one`)."""
    if selector.all or selector.count != 1 or selector.other:
        raise ByHand("this choice is made by hand")
    return _up_to_one(selector, _chosen_one_more(selector))


def _chosen_one_more(selector: Selector) -> dict[str, Any]:
    if selector.kind == "resource":
        if selector.who != "yours" or selector.zone != "resources" \
                or any(f.attr != "state" or f.value not in ("rested", "active") for f in selector.filters):
            raise ByHand("this choice is made by hand")
        where = _where_of(selector.filters)  # s9-gcg-b: "1 of your rested Resources" (4-4, 1-3-2-1)
        return {"target": "your_resource", **({"where": where} if where else {})}
    if selector.zone != "play":
        raise ByHand("this choice is made by hand")
    if selector.kind == "base":
        target = {"enemy": "enemy_base", "friendly": "friendly_base",
                  "yours": "your_base", "any": "any_base"}.get(selector.who)  # s8-gcg-d (12-3-11)
        if target is None:
            raise ByHand("this choice is made by hand")
        if not selector.filters and target not in ("your_base", "any_base"):
            return {"target": target}
        where = _where_of(selector.filters)
        return {"target": target + "_where", **({"where": where} if where else {})}
    target = {"yours": "your_unit_or_base", "friendly": "friendly_unit_or_base",
              "enemy": "enemy_unit_or_base"}.get(selector.who)
    if target is None:
        raise ByHand("this choice is made by hand")
    where = _where_of(selector.filters)
    return {"target": target, "where": where} if where else {"target": target}


# s4-gcg-verbs (issue 29): more choices the executor makes exactly.
# "Choose 1 Unit … belonging to each enemy player" (12-2-6): one unit of each enemy player.
_MORE_WHO = {"each_enemy_player": "each_enemy_unit", "other_player": "other_player_unit"}
_MORE_WHO["each_enemy_chooses"] = "each_enemy_chooses"  # s6-gcg-b: each enemy player chooses their own
_MORE_WHO["each_player_chooses"] = "each_player_chooses"  # s7-gcg: every player chooses their own (1-3-4)
_EACH_CHOOSES = ("each_enemy_chooses", "each_player_chooses", "each_player_chooses_resource")
# "Choose 1 of your other Units" (12-3-11) / "1 other friendly Unit" (12-3-10).
_OTHER = {"friendly_unit": "other_friendly_unit", "your_unit": "other_your_unit"}
_OTHER["any_unit"] = "other_any_unit"  # r2-trig: "Choose 1 other Unit": any player's, not this one
# s16-verb: the chosen units an effect may exile from play (5-12-1: from any zone; its pilot goes along,
# 3-3-6). "Exile this Unit from the game" stays by hand: the engine's "this card" exiled is this card in
# its owner's trash (13-2-8-2, _this_card_in_trash), and no card prints this unit exiled from play.
_EXILED_FROM_PLAY = frozenset({*_WHO.values(), *_OTHER.values()})
# s16-verb: the verbs beside TARGET_VERBS done to the card an event names (their side: _enemy_event_card)
_EVENT_CARD_VERBS = ("cant", "no_set_active", "prevent_damage")


def _relative_where(filters: tuple[Filter, ...]) -> dict[str, Any]:
    """"whose Lv. is equal to or lower than this Unit" (the card's printed Lv., 2-7); any other
    bound relative to a card is by hand."""
    where: dict[str, Any] = {}
    for f in filters:
        # event: s10-gcg-a; s12-gcg-exec: "equal to or higher than" (>=), a lower bound
        bound = {"<=": "max_level_", ">=": "min_level_"}.get(f.op)
        key = bound + f.value if bound and f.value in ("this", "event") else None
        if f.attr != "level" or key is None or where:
            raise ByHand(f"{filter_words(f.attr, f.op, f.value)}: chosen by hand")
        where[key] = True
    return where


def _relative_attack(filters: tuple[Filter, ...]) -> dict[str, Any]:
    """"an active enemy Unit whose Lv. is equal to or lower than / with AP equal to or less than
    this Unit" as this unit's attack target: bounds of the attacker (effects.against_attacker)."""
    where: dict[str, Any] = {}
    for f in filters:
        key = {("level", "<="): "max_level_this", ("ap", "<="): "max_ap_this",  # >=: s12-gcg-exec
               ("level", ">="): "min_level_this", ("ap", ">="): "min_ap_this"}.get((f.attr, f.op))
        if key is None or key in where:
            raise ByHand(f"{filter_words(f.attr, f.op, f.value)}: chosen by hand")
        where[key] = True
    return where


# Filters read into the executor's TargetFilter beside `_where_of`'s own (s4-gcg-verbs).
_MORE_FILTERS: dict[tuple[str, str, Any], tuple[str, Any]] = {
    ("state", "not", "paired"): ("paired", False),   # "with no paired Pilot" (3-3-9)
    ("state", "==", "paired"): ("paired", True),     # "paired with a Pilot"
    ("state", "not", "damaged"): ("not_state", "damaged"),  # "undamaged"
    ("state", "not", "link"): ("not_state", "link"),  # "other than Link Units" (3-2-6-2)
    ("state", "==", "battling"): ("battling", True),  # "battling an enemy Unit" (8-2)
    ("state", "not", "battling"): ("battling", False),  # s6-gcg-b: "non-battling" (8-2)
}


def _more_filter(f: Filter, where: dict[str, Any]) -> bool:
    """Put `f` into `where` when it is one of the filters above or "paired with a (Trait)
    Pilot" (13-2-9-2); False when it is none of them."""
    if f.attr == "pilot_trait" and f.op == "has" and isinstance(f.value, tuple) and f.value \
            and all(isinstance(t, str) for t in f.value):
        key, value = "pilot_traits", list(f.value)
    elif f.attr == "pilot_level" and f.op in _BOUNDS and isinstance(f.value, int) \
            and not isinstance(f.value, bool):  # s6-gcg-b: the paired pilot's Lv. (3-3-9)
        key, value = "pilot_" + _BOUNDS[f.op] + "level", f.value
    elif isinstance(f.value, str | bool | int) and (f.attr, f.op, f.value) in _MORE_FILTERS:
        key, value = _MORE_FILTERS[(f.attr, f.op, f.value)]
    else:
        return False
    if key == "not_state" and where.get(key) in ("damaged", "link") and where[key] != value \
            and "damaged" not in where:
        # s15-gen: "undamaged … other than Link Units": no damage on it (5-5) beside not a Link Unit (3-2-6-2)
        where["not_state"], where["damaged"] = "link", False
        return True
    if key in where:
        raise ByHand(f"two {key} bounds: chosen by hand")
    where[key] = value
    return True


def _several_from_trash(body: tuple[Step, ...], i: int) -> dict[str, Any] | None:
    """s12-gcg-gen (issue 29): "Choose 2 (X) cards from your trash. Add them to your hand." / "Choose up
    to 1 …" / "(You may) choose 1 to 2 … and add them to your hand." → one `add_to_hand` step choosing
    several trash cards (4-9-2: public): as many as possible up to N (1-3-2), the owner may stop at the
    printed least ("up to"). None when it is one card (the plain reading) or not this template; with a
    later "If you do," (done with fewer than N? 10-2-1 does not say) or "it": by hand."""
    sel, then = body[i].target, body[i + 1] if i + 1 < len(body) else None
    if sel is None or sel.zone != "trash" or sel.who != "yours" or sel.all or sel.other \
            or sel.kind not in (*CARD_TYPES, "card") or not 1 <= sel.count <= 6 \
            or not (sel.count > 1 or sel.up_to) or sel.at_least > sel.count:
        return None
    step = body[i]
    if step.if_done or step.zone_from or step.zone_to or step.get("instead") is not None \
            or step.get("and") is not None:  # a "may" here is the effect's (10-1-3; `_script` above)
        return None
    if then is None or then.verb != "add_to_hand" or then.target is None or then.target.who != "it" \
            or _flags(then) or then.amount is not None:
        return None
    if _later_it(body, i + 2) or any(s.if_done for s in body[i + 2:]):
        raise ByHand("this choice is made by hand")
    where = _trash_where(sel)
    out: dict[str, Any] = {"add_to_hand": True, "target": "your_trash_card"}
    if sel.count > 1:
        out["count"] = sel.count
    if sel.up_to:
        out["at_least"] = sel.at_least
    return {**out, "where": where} if where else out


def _from_trash(selector: Selector) -> dict[str, Any]:
    """"Choose 1 (X) Pilot card that is Lv.3 or lower from your trash" (4-9-2: public)."""
    if selector.who != "yours" or selector.all or selector.count != 1 or selector.up_to or selector.other \
            or selector.kind not in (*CARD_TYPES, "card"):
        raise ByHand("this choice is made by hand")
    where = _trash_where(selector)
    return {"target": "your_trash_card", "where": where} if where else {"target": "your_trash_card"}


def _trash_where(selector: Selector) -> dict[str, Any]:
    """The printed bounds of a card chosen from your trash; s13-gcg-exec: "… you placed from your deck with
    this effect" — only a card this effect's own mill placed (`placed_by_this_effect`, 4-9-2)."""
    record = selector.filter("by_this_effect")
    if record is not None and record.value != "placed":
        raise ByHand("this choice is made by hand")
    # s16-filt: a card in the trash has no modifiers: its cost is printed (2-10-1, on every card but a
    # resource and a token, 2-10-2), as are a Unit's or a Base's AP and HP (2-7, 2-8); a Pilot prints AP / HP
    # modifiers (2-7-3, 2-8-4), not values, so "a (X) card with 2 or less AP" stays by hand
    matcher = "printed_unit" if selector.kind in ("unit", "base") else "printed_card"
    where = _where_of(tuple(f for f in selector.filters if f.attr != "by_this_effect"), matcher)
    if selector.kind != "card":
        where["type"] = selector.kind
    if record is not None:
        where["placed_by_this_effect"] = True
    return where


def _where_of(filters: tuple[Filter, ...], matcher: str = "in_play",
              refusal: str | None = None) -> dict[str, Any]:
    """The executor's TargetFilter for a printed target's filters (each one exactly, or by hand), for the
    `matcher` that will check it (filter_fields.HONOURED: a card in play, a card out of play by what it
    prints, a recorded card …): a filter giving a field that matcher does not check is refused by hand
    (`refusal`, else "a trash card by …"), never dropped (s16-filt round 3)."""
    where: dict[str, Any] = {}
    for f in filters:
        _where_add(f, where)
        if unhonoured(where, matcher):
            raise ByHand(refusal or f"a trash card by {f.attr}: chosen by hand")
    return where


def _where_add(f: Filter, where: dict[str, Any]) -> None:
    """Put one printed filter into `where` (the TargetFilter fields it gives), or refuse it by hand."""
    if _more_filter(f, where):
        return
    if (f.attr, f.op, f.value) == ("state", "==", "attacked"):  # r2-trig
        where["attacked"] = True
        return
    if (f.attr, f.op) == ("keyword", "has") and isinstance(f.value, tuple) \
            and len(f.value) > 1 and set(f.value) <= DEFINED_KEYWORDS:
        # s16-filt round 2: "with <Repair> or <Breach>": one of the keywords (13-1), as `any_of` (each
        # matcher checks it whole, conditions.matches; a record's matcher refuses it, filter_fields)
        if "any_of" in where:
            raise ByHand("two \u201cor\u201d filters: chosen by hand")
        where["any_of"] = [{"keyword": name} for name in f.value]
        return
    if f.attr == "any_of":  # s6-gcg-b: either bound lets a card through
        if "any_of" in where or not isinstance(f.value, tuple) or len(f.value) < 2:
            raise ByHand("two \u201cor\u201d filters: chosen by hand")
        where["any_of"] = [_where_of((Filter(*t),)) for t in f.value]
        return
    if f.attr == "level" and isinstance(f.value, Amount) and f.op in ("<=", ">="):
        where.update(_level_by_count(f))  # s14-cont: "… than that number" (reader/counted_number.py)
        return
    if (f.attr, f.value) == ("level", "it") and f.op in ("<=", ">="):  # s11-gcg-exec:
        # "… equal to or lower (s12-gcg-exec: or higher) than that Unit": the chosen unit, checked
        # in the script (_effect_checks)
        key = ("max" if f.op == "<=" else "min") + "_level_chosen"
        if key in where:
            raise ByHand(f"two {f.attr} bounds: chosen by hand")
        where[key] = True
        return
    if f.attr == "name_contains" and f.op in ("==", "not") and isinstance(f.value, str) and f.value:
        key = "name_contains" if f.op == "==" else "name_excludes"  # s11-gcg-exec: "without \"X\" …"
        if key in where:
            raise ByHand("two names: chosen by hand")
        where[key] = f.value
        return
    if f.attr in ("hp", "level", "ap") and f.op == "==" and isinstance(f.value, int) \
            and not isinstance(f.value, bool):  # "Lv.3", "1 HP": both bounds
        for key in ("max_" + f.attr, "min_" + f.attr):
            if key in where:
                raise ByHand(f"two {f.attr} bounds: chosen by hand")
            where[key] = f.value
        return
    if f.attr in ("hp", "level", "ap") and f.op in _BOUNDS and isinstance(f.value, int) \
            and not isinstance(f.value, bool):
        key = _BOUNDS[f.op] + f.attr
    elif f.attr == "cost" and f.op in _BOUNDS \
            and isinstance(f.value, int) \
            and not isinstance(f.value, bool):  # s8-gcg-a: a unit's printed cost (2-10)
        key = _BOUNDS[f.op] + "cost"
    elif f.attr == "colour" and f.op == "==" and f.value in _COLOURS:
        key = "colors"
    elif f.attr == "colour" and f.op == "==" and isinstance(f.value, tuple) and len(f.value) > 1 \
            and set(f.value) <= _COLOURS:
        key = "colors"  # s16-filt: "blue/green": either colour (5-19-1, 2-4)
    elif f.attr == "colour" and f.op == "not" and f.value in _COLOURS:
        key = "no_colors"  # s12-gcg-gen: "non-blue" — has no blue (2-4-1)
    elif f.attr == "trait" and f.op == "has" and isinstance(f.value, tuple) and f.value:
        key = "traits"
    elif f.attr == "trait" and f.op == "not" and isinstance(f.value, tuple) and len(f.value) == 1:
        key = "no_traits"  # s16-filt: "non-(X)" — has no (X) (2-5-3)
    elif f.attr == "keyword" and f.op == "has" and f.value in DEFINED_KEYWORDS:
        key = "keyword"
    elif f.attr == "keyword" and f.op == "not" and f.value in DEFINED_KEYWORDS:
        key = "no_keyword"  # s9-gcg-a: "without <Breach>" (in play: the keyword as it is now, 13-1)
    elif f.attr == "state" and f.op == "==" and f.value in ("rested", "active", "damaged", "link"):
        key = "state"
        both = {f.value, where.get("state")}
        if both in ({"rested", "damaged"}, {"active", "damaged"}) and "damaged" not in where:
            # s15-gen: "a rested damaged Unit": its readiness (1-3-2) and damage on it (5-5), both checked
            where["state"] = (both - {"damaged"}).pop()
            where["damaged"] = True
            return
        if "state" in where and "link" in (f.value, where["state"]) and "link" not in where:
            # s9-gcg-b: "rested / active / damaged Link Units": a state and a Link Unit (3-2-6-2)
            if f.value != "link":
                where["state"] = f.value
            where["link"] = True
            return
    elif f.attr == "token" and f.op == "==" and isinstance(f.value, bool):
        key = "token"
    elif (f.attr, f.op, f.value) == ("token", "not", True):  # s13-gcg-gen: "other than Unit tokens"
        key, f = "token", replace(f, op="==", value=False)
    else:
        raise ByHand(f"{filter_words(f.attr, f.op, f.value)}: chosen by hand")
    if key in where:
        raise ByHand(f"two {f.attr} bounds: chosen by hand")
    listed = key in ("colors", "no_colors")
    # s16-filt: "blue/green" — a tuple of colours
    several = key in ("traits", "no_traits") or (listed and isinstance(f.value, tuple))
    where[key] = list(f.value) if several else [f.value] if listed else f.value


# --- steps on the chosen cards (session 3, s4-gcg-chosen) -----------------------------


def _on_the_chosen(body: tuple[Step, ...], i: int,
                   condition: dict[str, Any] | None) -> tuple[list[dict[str, Any]], int] | None:
    """"Choose 1 of your Units. Deal 1 damage to it. It gets AP+1 during this turn." and
    "Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them." (10-3-3: the units are
    chosen where "Choose" is printed; every later "it" / "them" acts on them): the first verb
    on each choice, then `chosen` steps. None for a single verb on one choice (the plain
    `choose` reading above); by hand for anything the executor cannot do exactly."""
    first = _chosen(body[i].target)
    if first["target"] == "your_trash_card":
        return _trash_pair(body, i, condition)  # s11-gcg-exec: "1 (X) card and 1 (Y) card"
    if first["target"] in PILOT_TARGETS:  # s9-gcg-b: one verb
        return None
    choices, j = [first], i + 1
    while j < len(body) and body[j].verb == "choose" and body[j].get("and") is True:
        following = body[j]
        if following.may or following.if_done or following.condition is not None or following.zone_from \
                or following.zone_to or following.get("instead") is not None \
                or set(dict(following.extra)) != {"and"}:
            raise ByHand("choose on the chosen card: resolved by hand")
        choice = _chosen(following.target)
        if choice["target"] == "your_trash_card" or "count" in choice or "at_least" in choice \
                or "count" in first or "at_least" in first:
            raise ByHand("choose on the chosen card: resolved by hand")
        choices.append({**choice, "together": True})
        j += 1
    verbs = []
    # s15-gen: "Choose 1 enemy Unit. If it is a (X) Unit, rest it." — the unit is chosen first (10-3-3), the
    # condition checked after: a step that only chooses, then the verb on the chosen unit under its condition
    # s15-gen round 2: "up to 1" too (none chosen: "it" is nothing, the condition fails), and a step not on
    # "it" under "If it is …" ("Choose 1 enemy Unit. If it is a (X) Unit, draw 1.": the main loop runs it)
    if len(choices) == 1 and condition is None and first.get("count", 1) == 1 \
            and j < len(body) and body[j].condition is not None and body[j].get("instead") is None \
            and not _flags(body[j], allow_condition=True) and (
                (body[j].target is not None and body[j].target.who == "it")
                or (body[j].condition.kind == "it_is" and body[j].verb != "choose"
                    and (body[j].target is None or body[j].target.who != "it"))):
        verbs.append(replace(body[i], verb="choose_only"))
    instead: dict[int, Step] = {}  # s11-gcg-exec: "If it is / has …, <verb> instead" on verbs[k]
    checked: dict[int, dict[str, Any]] = {}  # s11-gcg-exec: "If C, <verb> it." on verbs[k], k ≥ 1
    while j < len(body) and body[j].target is not None and body[j].target.who == "it":
        if _if_it_is_instead(body[j]) and verbs and len(verbs) - 1 not in instead:
            instead[len(verbs) - 1] = body[j]
        elif verbs and body[j].condition is not None and body[j].get("instead") is None \
                and not _flags(body[j], allow_condition=True) and condition is None:
            # 10-2-1: checked as this step resolves, after the steps printed before it — the
            # unit was chosen whatever C is (10-3-3); `_step_condition` is by hand for what it cannot read
            checked[len(verbs)] = _step_condition(body[j].condition, body[:j],
                                                  chosen_alone=verbs[0].verb == "choose_only")
            verbs.append(replace(body[j], condition=None))
        else:
            verbs.append(body[j])
        j += 1
    optional = {k for k, then in enumerate(verbs) if then.may}
    for k, then in enumerate(verbs):  # s17-gcg round 2: "You may deal 1 damage to it and rest it." (10-1-3)
        if then.get("under_may") and (k == 0 or not (verbs[k - 1].may or verbs[k - 1].get("under_may"))):
            raise ByHand("a \u201cmay\u201d over two joined steps: resolved by hand")
        if then.get("under_may"):
            optional.add(k)
    if optional:
        # s17-gcg round 2: "Choose 1 enemy Unit. You may deal 1 damage to it. (If you do, …)" — the unit is
        # chosen where "Choose" is printed, whatever the owner then decides (10-3-3); with none to choose the
        # effect does not activate (10-3-3-1, 10-2-2); then the owner decides whether to do the verb (10-1-3),
        # asked as that step comes (effects: the step's `may`). One "may" on one card only: "you may rest
        # them" (several chosen: may some be rested and not others?) and a "may" done instead or under its own
        # "If …," are not said by the rules — by hand
        if len(choices) > 1 or "count" in first or instead or any(k in checked for k in optional) \
                or verbs[0].verb == "choose_only":
            raise ByHand("an optional step on the chosen card: resolved by hand")
        verbs.insert(0, replace(body[i], verb="choose_only"))
        checked = {k + 1: c for k, c in checked.items()}
    chose_alone = bool(verbs) and verbs[0].verb == "choose_only"
    if len(choices) == 1 and len(verbs) <= 1 and not instead and not chose_alone:
        return None
    if instead and (len(choices) > 1 or "count" in first or "at_least" in first):
        raise ByHand("a step done instead: resolved by hand")  # "them": which one "it" is is unclear
    if not verbs or (len(choices) > 1 and len(verbs) > 1):
        raise ByHand(f"{verbs[0].verb if verbs else 'choose'} on the chosen card: resolved by hand")
    if _later_it(body, j):  # r2-chosen: up to the next choice
        raise ByHand("a later step on the chosen card: resolved by hand")
    for then in verbs:
        if then.verb == "choose_only" or (then.verb == "exile" and first["target"] in _EXILED_FROM_PLAY
                                          and not _flags(then, allow_may=then.may)):
            continue  # s16-verb: "… and exile it from the game" (5-12-1)
        if then.may and _plain_to_deck(replace(then, may=False)) and first["target"] not in PILOT_TARGETS:
            continue  # s17-gcg round 2: "You may return it to the bottom of its owner's deck." (4-1-7)
        if (then.verb not in CHOSEN_TARGET_VERBS and not _cant_attack(then)) or _flags(then, allow_may=True) \
                or (first["target"] == "your_resource" and then.verb not in _RESOURCE_VERBS):
            raise ByHand(f"{then.verb} on the chosen card: resolved by hand")
    head = {"choose_only": True} if verbs[0].verb == "choose_only" else _chosen_verb(verbs[0])
    script = [_with(condition, _friendly_bearer({**head, **choice})) for choice in choices]
    _enemy_bearers(verbs, choices)  # r2-chosen
    script.extend(_with(checked.get(k, condition), {**_chosen_verb(then), "target": "chosen",
                                                    **({"may": True} if then.may else {}),
                                                    **({"under_may": True} if then.get("under_may") else {})})
                  for k, then in enumerate(verbs[1:], start=1))
    for k, other in instead.items():
        script[k] = {**script[k], "instead": _instead_on_the_chosen(verbs[k], other, first)}
    return script, j


# s11-gcg-exec: the verbs done to cards chosen from your trash together (effects.run_step)
_TRASH_PAIR_VERBS = {"add_to_hand": {"add_to_hand": True}, "exile": {"exile": True}}


def _trash_pair(body: tuple[Step, ...], i: int,
                condition: dict[str, Any] | None) -> tuple[list[dict[str, Any]], int] | None:
    """s11-gcg-exec (issue 29): "Choose 1 (X) card and 1 (Y) card from your trash. Add them to your
    hand." / "… Exile them from the game." → one step per choice on `your_trash_card`, the second
    `together` with the first (10-3-3: both chosen as "Choose" is printed; 10-2-2, 10-3-3-1: the
    effect does not activate unless both can be chosen — two different cards, effects
    ._partners_have_targets). None for a single choice (the plain reading)."""
    if i + 1 >= len(body) or body[i + 1].verb != "choose" or body[i + 1].get("and") is not True:
        return None
    choices = [_chosen(body[i].target)]
    j = i + 1
    while j < len(body) and body[j].verb == "choose" and body[j].get("and") is True:
        following = body[j]
        if following.may or following.if_done or following.condition is not None \
                or set(dict(following.extra)) != {"and"}:
            raise ByHand("choose on the chosen card: resolved by hand")
        choices.append(_chosen(following.target))
        j += 1
    then = body[j] if j < len(body) else None
    if then is None or then.verb not in _TRASH_PAIR_VERBS or then.target is None or then.target.who != "it" \
            or _flags(then) or then.zone_to not in (None, "removal", "hand") or then.zone_from \
            or any(c["target"] != "your_trash_card" or "count" in c or "at_least" in c for c in choices) \
            or _later_it(body, j + 1):
        raise ByHand("choose on the chosen card: resolved by hand")
    verb = _TRASH_PAIR_VERBS[then.verb]
    script = [_with(condition, {**verb, **choice, **({"together": True} if k else {})})
              for k, choice in enumerate(choices)]
    return script, j + 1


def _without_instead(step: Step) -> Step:
    """The step done instead, as its verb alone (its "If …," and "instead" are the caller's)."""
    return replace(step, condition=None, extra=tuple((k, v) for k, v in step.extra if k != "instead"))


def _if_it_is_instead(step: Step) -> bool:
    """s11-gcg-exec: "If it is / has …, <verb> (it) instead." — a verb on the chosen card itself."""
    return step.get("instead") is True and step.condition is not None and step.condition.kind == "it_is" \
        and step.target is not None and step.target.who == "it"


# Bounds resolved against another card as a target is chosen (effects.legal_targets), or judged
# over a whole pool: never on one card as a step is replaced.
_UNRESOLVED_BOUNDS = frozenset({"max_level_this", "max_ap_this", "max_level_event", "max_level_chosen",
                                "min_level_this", "min_level_event", "min_level_chosen", "min_ap_this",
                                "lowest", "highest",
                                "battling_who", "battling_where", "attacked"})


def _instead_on_the_chosen(printed: Step, other: Step, choice: dict[str, Any]) -> dict[str, Any]:
    """s11-gcg-exec (issue 29): "Choose 1 enemy Unit. Deal 1 damage to it. If it has <Repair>, deal
    3 damage instead." / "Rest it. If it is Lv.3 or lower, destroy it instead." → the executor's
    `instead` on the printed step: the chosen card is checked as that step is done, and the other
    verb is done in its place when the card passes the printed bounds (10-1-9-1 "do (B) in place of
    (A)"; 10-2-1). One card, one replaced step; anything else by hand."""
    condition = other.condition
    selector = condition.get("selector") if condition is not None else None
    if condition is None or condition.negated or set(dict(condition.params)) != {"selector"} \
            or not isinstance(selector, Selector) or selector.kind not in ("unit", "card") \
            or selector.who != "any" or selector.other or selector.count not in (0, 1) \
            or not selector.filters \
            or other.may or other.if_done or other.zone_from or other.zone_to \
            or set(dict(other.extra)) != {"instead"} or printed.verb == "to_deck" or other.verb == "to_deck" \
            or (other.verb not in CHOSEN_TARGET_VERBS and not _cant_attack(other)):
        raise ByHand("a step done instead: resolved by hand")
    where = _where_of(selector.filters)
    if set(where) & _UNRESOLVED_BOUNDS:
        raise ByHand("a step done instead: resolved by hand")
    then = _friendly_bearer({**_chosen_verb(_without_instead(other)), **choice})
    return {"where": where,
            "then": {k: v for k, v in then.items() if k not in ("target", "where", "together")}}


def _cant_attack(step: Step) -> bool:
    """"It can't attack during this turn" (10-1-5-6)."""
    return step.verb == "cant" and dict(step.extra) == {"what": "attack"} and step.until.kind == "turn" \
        and step.amount is None


def _chosen_verb(step: Step) -> dict[str, Any]:
    if step.verb == "to_deck" and _plain_to_deck(replace(step, may=False)):
        return {"to_deck": step.zone_to[5:]}  # s17-gcg round 2: its owner's deck, top or bottom (4-1-7)
    return {"cant_attack": True, "until": "turn"} if _cant_attack(step) else _verb(step)


# --- looking at the top of the deck (session 3, s4-gcg-chosen) --------------------------


def _look_and_take(body: tuple[Step, ...], i: int) -> tuple[dict[str, Any], int] | None:
    """"Look at the top 3 cards of your deck. You may reveal 1 (X) Unit card among them and add
    it to your hand. Return the remaining cards randomly to the bottom of your deck." and "Look
    at the top card of your deck. If it is a (X) card, you may reveal it and add it to your
    hand. Return any remaining card to the bottom of your deck." (10-3-5) → one executor `look`
    step. None for any other look (it stays by hand)."""
    look = body[i]
    if look.player not in (None, "self") or look.zone_from != "deck_top" or look.target is not None \
            or look.amount is None or look.amount.count_of is not None or look.amount.per != 1 \
            or not 1 <= look.amount.n <= 10 or look.may or look.if_done or look.zone_to or look.extra \
            or look.condition is not None or len(body) - i < 3:
        return None
    n = look.amount.n
    if body[i + 1].verb == "deploy":  # "You may deploy 1 (X) Unit card … among them"
        return _look_and_deploy(body, i, n)
    if len(body) - i < 4:
        return None
    reveal, add, rest = body[i + 1:i + 4]
    what = _takeable(reveal, n)
    if what is None:
        return None
    if add.verb != "add_to_hand" or add.target is None or add.target.who != "it" or not add.if_done \
            or add.may or add.condition is not None or add.zone_from or add.zone_to or add.extra:
        return None
    if not _rest_to_bottom(rest, n) or _refers_to_looked(body[i + 4:]):
        return None
    return {"look": n, **what}, i + 4


def _look_and_deploy(body: tuple[Step, ...], i: int, n: int) -> tuple[dict[str, Any], int] | None:
    """"Look at the top 3 cards of your deck. You may deploy 1 (X) Unit card that is Lv.4 or
    lower among them. Return the remaining cards randomly to the bottom of your deck." (10-3-5;
    deployed as by any effect, 11-4-2)."""
    deploy, rest = body[i + 1], body[i + 2]
    if deploy.if_done or deploy.zone_from or deploy.zone_to or deploy.extra or deploy.condition is not None:
        return None
    what = _takeable(replace(deploy, verb="reveal"), n)
    if what is None or what.get("look_types") != ["unit"] or not _rest_to_bottom(rest, n) \
            or _refers_to_looked(body[i + 3:]):
        return None
    return {"look": n, **what, "look_to": "deploy"}, i + 3


def _rest_to_bottom(rest: Step, n: int) -> bool:
    """"Return the remaining cards randomly to the bottom of your deck" (with one card left,
    "Return any remaining card to the bottom"); in an order the owner picks: by hand."""
    random = dict(rest.extra).get("random")
    return rest.verb == "to_deck" and rest.target is not None and rest.target.who == "remaining" \
        and rest.target.all and rest.target.zone == "looked" and rest.zone_to == "deck_bottom" \
        and not rest.may and not rest.if_done and rest.condition is None \
        and not set(dict(rest.extra)) - {"random"} and (n == 1 or random is True)


def _refers_to_looked(steps: tuple[Step, ...]) -> bool:
    return any(s.target is not None and s.target.who in ("it", "remaining", "looked") for s in steps)


def _takeable(reveal: Step, n: int) -> dict[str, Any] | None:
    """What the owner may take among the looked-at cards: its card types and printed bounds."""
    if reveal.verb != "reveal" or not reveal.may or reveal.if_done or reveal.zone_from or reveal.zone_to \
            or reveal.extra or reveal.target is None:
        return None
    target = reveal.target
    if target.who == "looked":  # "reveal 1 (X) Unit card among them"
        if reveal.condition is not None or target.zone != "looked" or target.count != 1 \
                or not target.up_to or target.all or target.other:
            return None
        selector = target
    elif target.who == "it" and n == 1:  # "If it is a (X) card, you may reveal it"
        condition = reveal.condition
        selector = condition.get("selector") if condition is not None else None
        if condition is None or condition.kind != "it_is" or condition.negated \
                or set(dict(condition.params)) != {"selector"} or not isinstance(selector, Selector) \
                or selector.other or selector.who != "any":
            return None
    else:
        return None
    kinds = selector.kind.split("|")
    if selector.kind != "card" and not set(kinds) <= CARD_TYPES:
        return None  # "a (X) Unit card/1 card with …": two different bounds, by hand
    try:
        where = _where_of(selector.filters, "printed")
    except ByHand:
        return None
    out: dict[str, Any] = {}
    if selector.kind != "card":
        out["look_types"] = kinds
    if where:
        out["where"] = where
    return out


# --- "If …, … instead" (session 3, s4-gcg-chosen) --------------------------------------


def _choose_instead(body: tuple[Step, ...], i: int,
                    condition: dict[str, Any] | None) -> tuple[list[dict[str, Any]], int] | None:
    """"Choose 1 enemy Unit with 2 or less HP. Return it to its owner's hand. If you have a Link
    Unit in play, choose 1 enemy Unit with 4 or less HP instead." and "Choose 1 enemy Unit. Deal
    1 damage to it. If a friendly (X) Link Unit is in play, deal 2 damage instead." → the
    printed step when the condition does not hold, the "instead" step when it does (10-2-1).
    Only where the first step, done to enemy units, cannot change a count of your own or
    friendly cards (so the condition reads the same before and after it). None otherwise.
    s12-gcg-gen: "If C, choose … . If D, choose … instead." — C joins both steps' conditions: when the
    first step is done D did not hold and still does not (above), so the second is not done whatever C
    reads then; when the first is not done nothing changed, so C reads the same for the second (10-2-1)."""
    if i + 2 >= len(body):
        return None
    then, other = body[i + 1], body[i + 2]
    if other.get("instead") is not True or other.condition is None or then.target is None \
            or then.target.who != "it" or _flags(then) \
            or then.verb not in CHOSEN_TARGET_VERBS - {"delayed"} \
            or any(s.target is not None and s.target.who == "it" for s in body[i + 3:]):
        return None
    if _if_it_is_instead(other):  # s11-gcg-exec: on the chosen card itself (_on_the_chosen)
        return None
    # the verb's own fields ("can't receive battle damage from …": s11-gcg-exec) beside "instead"
    own = set(dict(then.extra)) if other.verb == then.verb else set()
    if other.may or other.if_done or other.zone_from or other.zone_to \
            or set(dict(other.extra)) != {"instead", *own}:
        raise ByHand("a step done instead: resolved by hand")
    first = _chosen(body[i].target)
    holds = _condition(other.condition)
    # s11-gcg-exec: whose turn it is, how this card was played and your Lv. (resources, 2-9-4) no
    # verb on a unit changes: read the same before and after the first step, on any unit
    stable = _stable_condition(holds)
    if not first["target"].startswith("enemy") and not stable:
        raise ByHand("a step done instead: resolved by hand")
    unless = _negated_count(holds)
    if condition is not None:
        unless, holds = _both(condition, unless), _both(condition, holds)
    if other.verb == "choose":  # the same verb, to a unit chosen by other bounds
        second = _chosen(other.target)
        if not second["target"].startswith("enemy") and not stable:
            raise ByHand("a step done instead: resolved by hand")
        done = [{**_verb(then), **first, "condition": unless}, {**_verb(then), **second, "condition": holds}]
        return [_friendly_bearer(d) for d in done], i + 3
    if other.verb == then.verb and other.target is not None and other.target.who == "it" \
            and other.until == then.until:  # the same verb to the same choice, by another amount
        done = [{**_verb(then), **first, "condition": unless},
                {**_verb(_without_instead(other)), **first, "condition": holds}]
        return [_friendly_bearer(d) for d in done], i + 3
    raise ByHand("a step done instead: resolved by hand")


def _both(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Two conditions that must both hold (10-2-1), as one `all` condition."""
    parts = [part for c in (first, second)
             for part in ((c.get("all_of") or ()) if c.get("kind") == "all" else (c,))]
    return {"kind": "all", "all_of": parts}


def _modify_instead(body: tuple[Step, ...], i: int) -> list[dict[str, Any]] | None:
    """s10-gcg-b: "This Unit gets AP+1 during this turn. If there are 7 or more (CB) cards in
    your trash, all your (CB) Units get AP+1 instead." → the first modifier when the condition
    does not hold, the modifier printed with "instead" when it does (10-1-9-1: (B) is done in
    place of (A); 10-2-1: B's condition). Only on this unit first (an unconditional step of
    its own), and only for conditions of your own cards (_negated_count) that count no AP or
    HP, which the first modifier cannot change: reading the condition once, before either
    step, is the printed order's result. None when the two steps are not this template.
    s12-gcg-exec: "If C, this Unit gets AP+1 …. If D, all your (X) Units get AP+1 instead." — C joins
    both steps' conditions, as for a choice (_choose_instead): B is done in place of A (10-1-9-1), and
    when C fails A is not done (10-2-1), so neither is; when A is done D did not hold and no AP or HP
    change turns it (below), so B is not done whatever C reads then."""
    if i + 1 >= len(body):
        return None
    first, other = body[i], body[i + 1]
    if first.verb != "modify" or other.verb != "modify" or other.get("instead") is not True:
        return None
    if not _is_this(first.target) or _flags(first, allow_condition=True) or other.condition is None \
            or other.may \
            or other.if_done or other.zone_from or other.zone_to or set(dict(other.extra)) != {"instead"} \
            or other.until.kind not in ("turn", "battle") or any(s.get("instead") for s in body[i + 2:]):
        raise ByHand("modify with a condition: resolved by hand")
    holds = _condition(other.condition)
    if any(bound.endswith(("_ap", "_hp")) for bound in holds.get("where") or ()):
        raise ByHand("modify with a condition: resolved by hand")  # a count the modifier could change
    try:
        unless = _negated_count(holds)
    except ByHand as exc:
        raise ByHand("modify with a condition: resolved by hand") from exc
    if _is_this(other.target):
        second = {"target": "self"}
    else:
        second = _every(other.target)
        if second is None:
            raise ByHand("modify with a condition: resolved by hand")
    if first.condition is None:
        return [{**_verb(first), "target": "self", "condition": unless},
                {**_verb(other), **second, "condition": holds}]
    gate = _step_condition(first.condition, body[:i])
    return [{**_verb(first), "target": "self", "condition": _both(gate, unless)},
            {**_verb(other), **second, "condition": _both(gate, holds)}]


def _token_instead(body: tuple[Step, ...], i: int) -> list[dict[str, Any]] | None:
    """s10-gcg-b: "Then, if it is your turn, deploy 1 [T](…) Unit token. If it is your turn and
    a card with "X" in its card name is in your trash, deploy 2 [U](…) Unit tokens instead." →
    T's tokens when A holds and B does not, U's when A and B hold (10-1-9-1: U in place of T;
    10-2-1). Only where the "instead" condition is the first one's and one more (or the first
    has none), and that one no token deployed can turn: "N or more" cards in your trash, your
    bases or resources, whose turn, your Lv., hand, shields (not units or pilots in play)."""
    if i + 1 >= len(body):
        return None
    first, other = body[i], body[i + 1]
    if first.verb != "token" or other.verb != "token" or other.get("instead") is not True:
        return None
    if first.may or first.if_done or other.may or other.if_done or other.condition is None \
            or any(s.get("instead") for s in body[i + 2:]):
        raise ByHand("token with a condition: resolved by hand")
    holds = _condition(other.condition)
    if first.condition is None:
        extra, before = holds, None
    else:
        before = _condition(first.condition)
        parts = holds.get("all_of") if holds.get("kind") == "all" else None
        if not parts or len(parts) != 2 or parts[0] != before:
            raise ByHand("token with a condition: resolved by hand")
        extra = parts[1]
    if extra.get("kind") == "count" and (extra.get("zone") not in ("trash", "base", "resources")
                                         or (extra.get("zone") == "trash" and extra.get("op") != ">=")):
        raise ByHand("token with a condition: resolved by hand")  # a count a token deployed could change
    try:
        unless = _negated_count(extra)
    except ByHand as exc:
        raise ByHand("token with a condition: resolved by hand") from exc
    first_runs = unless if before is None else {"kind": "all", "all_of": [before, unless]}
    printed = replace(other, extra=tuple((k, v) for k, v in other.extra if k != "instead"))
    # The "instead" tokens first: a token deployed into a full battle area sends a unit to the
    # trash (11-4-2), which can only make "N or more … in your trash" hold more, never less — so
    # once they are deployed the printed ones stay undone, and the other way round nothing moved.
    return [*(_with(holds, t) for t in _tokens(printed)), *(_with(first_runs, t) for t in _tokens(first))]


_TURN_NEGATED = {"your_turn": "opponents_turn", "opponents_turn": "your_turn",  # s8-gcg-c (7-1)
                 "played_with_ex": "played_without_ex"}  # s9-gcg-a (5-17-3-2)


def _played_with_ex(condition: dict[str, Any] | None) -> bool:
    """s9-gcg-a: a step's condition asks how this card was played (a command's play alone records it)."""
    if not condition:
        return False
    return condition.get("kind") in ("played_with_ex", "played_without_ex") \
        or any(_played_with_ex(c) for c in condition.get("all_of") or ())


def _stable_condition(condition: dict[str, Any]) -> bool:
    """s11-gcg-exec: a condition no verb on a unit or card in play can turn: whose turn it is (7-1),
    how this command was played (5-17-3-2), your Lv. — the number of your resources (2-9-4)."""
    kind = condition.get("kind")
    if kind == "all":
        return all(_stable_condition(c) for c in condition.get("all_of") or ())
    return kind in ("your_turn", "opponents_turn", "played_with_ex", "played_without_ex", "player_level")


def _draw_instead(body: tuple[Step, ...], i: int) -> list[dict[str, Any]] | None:
    """s15-opt round 2: "Draw 1. If C, draw 2 instead." — as _modify_instead: the first draw when C does
    not hold, the draw printed with "instead" when it does (10-1-9-1: B in place of A; 10-2-1: B's
    condition), C read once before either. Only for conditions a draw cannot change (_negated_count's: your
    units, your Lv., whose turn — not your hand, deck or trash); anything else is by hand. None when the
    two steps are not this template."""
    if i + 1 >= len(body):
        return None
    first, other = body[i], body[i + 1]
    if first.verb != "draw" or other.verb != "draw" or other.get("instead") is not True:
        return None
    plain = all(s.target is None and s.player in (None, "self") and not s.may and not s.if_done
                and s.amount is not None and s.amount.count_of is None and s.amount.stat is None
                and not s.zone_from and not s.zone_to for s in (first, other))
    if not plain or first.condition is not None or first.extra or other.condition is None \
            or set(dict(other.extra)) != {"instead"} or any(s.get("instead") for s in body[i + 2:]):
        raise ByHand("draw with a condition: resolved by hand")
    holds = _condition(other.condition)
    if holds.get("kind") == "hand_size" or holds.get("zone") in ("deck", "trash", "hand"):
        raise ByHand("draw with a condition: resolved by hand")  # a count the first draw would change
    unless = _negated_count(holds)
    return [{"draw": _n(first), "player": "self", "condition": unless},
            {"draw": _n(other), "player": "self", "condition": holds}]


def _negated_count(condition: dict[str, Any]) -> dict[str, Any]:
    """A count of your own or friendly cards, the other way round: ">= n" → "<= n-1"; s8-gcg-c:
    also whose turn it is (7-1), your Lv. (2-9-4), your hand (4-8) and your shields (4-6) —
    none of which a step done to an enemy unit changes."""
    kind = condition.get("kind")
    if kind in _TURN_NEGATED and set(condition) == {"kind"}:
        return {"kind": _TURN_NEGATED[kind]}
    who = condition.get("who")
    mine = kind == "player_level" or (kind in ("hand_size", "shields") and who == "yours") \
        or (kind == "count" and who in ("yours", "friendly"))
    if not mine:
        raise ByHand("a step done instead: resolved by hand")
    op, n = condition["op"], condition["n"]
    if op == ">=" and n >= 1:
        return {**condition, "op": "<=", "n": n - 1}
    if op == "<=":
        return {**condition, "op": ">=", "n": n + 1}
    if op == "==" and n == 0:  # s8-gcg-c: "If you have no …" the other way round: 1 or more
        return {**condition, "op": ">=", "n": 1}
    raise ByHand("a step done instead: resolved by hand")


# --- "can't receive damage" (s4-gcg-trig; 5-5-3, 5-5-4, 10-1-5-6) ------------------------


def _damage_shield(step: Step) -> dict[str, Any]:
    """"This Unit can't receive effect damage from enemy Units that are Lv.5 or lower" /
    "… battle damage from enemy Units with 3 or less AP" / "… effect damage from enemy
    Commands" / "This Base can't receive enemy effect damage" → cards.DamageShield. Only on
    this card: "friendly Shields can't receive …" (no HP of their own) stays by hand."""
    extra = dict(step.extra)
    if "amount_op" in extra:
        op, n = extra.pop("amount_op"), extra.pop("amount_n", None)
        bounds = {"at_most" if op == "<=" else "at_least": n}
        # s14-cont: "can't receive 2 or less (or more) enemy effect damage" — effect damage only, judged on
        # the amount an effect deals (effects.threshold_unsettled); battle damage, shields bounded: by hand
        if extra.get("kind") != "effect" or "source" in extra or _friendly_shields(step.target):
            raise ByHand("damage of N or less / more of this kind: applied by hand")
        return {**_damage_shield(replace(step, extra=tuple(extra.items()))), **bounds}
    damage = extra.get("kind")
    shields = _friendly_shields(step.target)
    if damage not in ("battle", "effect", "any") or set(extra) - {"kind", "source", "enemy"} \
            or not (_is_this(step.target) or shields) or (shields and damage != "battle"):
        raise ByHand("a continuous effect: applied by hand")
    if shields:
        return {**_damage_shield(replace(step, target=Selector(who="this", kind="unit"))), "shields": True}
    source = extra.get("source")
    if source is None:  # "can't receive (enemy) battle damage": from any card (an enemy's)
        return {"damage": damage, "enemy": extra.get("enemy") is True}
    if not isinstance(source, Selector) or source.who != "enemy" or source.zone != "play" \
            or source.other or source.kind not in ("unit", "command") or extra.get("enemy") is not None:
        raise ByHand("damage from these cards: applied by hand")
    filters = []
    out: dict[str, Any] = {"damage": damage, "source": source.kind, "enemy": True}
    for f in source.filters:
        if (f.attr, f.op, f.value) == ("token", "not", True):  # "other than Unit tokens"
            out.setdefault("where", {})["token"] = False
        else:
            filters.append(f)
    if filters and source.kind != "unit":
        raise ByHand("damage from these cards: applied by hand")
    where = _where_of(tuple(filters))
    if where:
        out["where"] = {**out.get("where", {}), **where}
    return out


# --- unmarked triggers on events (s4-gcg-trig; 10-1-6-1, effects.notify) -----------------

# The reader's trigger kinds → the events the engine emits (cards.EventTrigger).
_EVENTS = {"returned_to_hand": "returned_to_hand",  # s13-gcg-exec
           "deployed": "deployed", "placed_resource": "ex_placed", "receives_damage": "receives_damage",
           "deals_damage": "deals_damage", "rested": "rested", "set_active": "set_active",
           "recovers": "recovers", "linked_event": "linked", "paired_event": "paired",
           "destroys": "destroys", "draws": "drew",
           # s6-gcg-a
           "attacks": "attacks", "blocked": "blocked", "blocks": "blocks", "destroyed": "destroyed",
           "command_activated": "command", "ap_reduced": "ap_reduced", "paid": "paid",
           "supported": "supported"}  # s10-gcg-a
_EVENT_TARGETS = ("event_subject", "event_object")
_EVENT_PARAMS = {"deployed": {"subject", "or_this"}, "placed_resource": {"ex"},
                 "receives_damage": {"subject", "damage", "source", "target"},  # target: s6-gcg-a
                 "deals_damage": {"subject", "by", "target"},
                 "rested": {"subject", "by"}, "set_active": {"subject", "by"}, "recovers": {"subject"},
                 "linked_event": {"subject"}, "paired_event": {"subject", "pilot", "or_this"},  # s10-gcg-a
                 "destroys": {"subject", "by", "target"}, "draws": {"by"},
                 "attacks": {"subject", "target"}, "blocked": {"subject", "target"},  # s6-gcg-a
                 "blocks": {"subject", "target"}, "destroyed": {"subject", "by", "source"},
                 "command_activated": {"command", "ex", "played"}, "ap_reduced": {"subject", "by"},
                 "paid": {"subject", "n", "op"}, "supported": {"subject", "target"},
                 "returned_to_hand": {"subject"}}


def _event_on(trigger: Condition) -> dict[str, Any]:
    """"When one of your (Neo Zeon) Units is deployed" / "When this Unit receives enemy effect
    damage" / "When you pair a Pilot that is Lv.3 or lower with one of your Units" / … →
    cards.EventTrigger; anything the engine cannot match exactly is by hand."""
    params = dict(trigger.params)
    params.pop("when", None)  # s6-gcg-a: the effect's conditions (_effect)
    if trigger.negated or trigger.kind not in _EVENTS or set(params) - _EVENT_PARAMS[trigger.kind]:
        raise ByHand("a trigger without a timing marker (10-1-6-1): not run by the engine yet")
    on: dict[str, Any] = {"event": _EVENTS[trigger.kind]}
    if trigger.kind == "destroyed" and isinstance(params.get("subject"), Selector) \
            and params["subject"].kind in ("shield", "base"):
        return _shield_area_destroyed_on(params)  # s14-trig
    if trigger.kind == "deployed" and isinstance(params.get("subject"), Selector) \
            and params["subject"].kind == "base":  # s14-trig: "When you deploy a Base" (5-8-1)
        return on | _event_subject(replace(params["subject"], kind="unit"), or_this=params.get("or_this")) \
            | {"card_kind": "base"}
    if trigger.kind in ("attacks", "blocked", "blocks", "destroyed"):
        return on | events_on(trigger.kind, params)
    if trigger.kind == "command_activated":
        return on | _command_on(params)
    if trigger.kind == "returned_to_hand":  # s13-gcg-exec: judged as it was, still on the field
        # s14-trig: "When this Unit is returned to its owner's hand" triggers as it leaves the field (judged
        # as it was there, as 13-2-8-2-1 judges a destroyed card) and activates though its card is now in
        # the hand (10-1-6-4); its steps may not act on this card (a new card in the hand, 4-1-5: _effect)
        return on | _event_subject(params.get("subject"))
    if trigger.kind == "destroys" and isinstance(params.get("target"), Selector) \
            and params["target"].kind == "base|shield":
        return _destroys_shield_on(trigger)  # r2-trig
    if trigger.kind == "draws":  # "When you draw with an effect"
        if params != {"by": "effect"}:
            raise ByHand("a trigger on drawing: not run by the engine yet")
        return {**on, "subject": "yours", "by": "effect"}
    if trigger.kind == "placed_resource":  # "When you place an EX Resource"
        if params != {"ex": True}:
            raise ByHand("a trigger on placing a resource: not run by the engine yet")
        return {**on, "subject": "yours"}
    on |= _event_subject(params.get("subject"), or_this=params.get("or_this"))
    if trigger.kind == "receives_damage":
        if params.get("damage") not in (None, "effect", "battle") \
                or params.get("source") not in (None, "enemy"):
            raise ByHand("a trigger on this damage: not run by the engine yet")
        on["damage"] = params.get("damage") or "any"
        if params.get("source") == "enemy":
            on["by"] = "enemy"
        if "target" in params:  # s6-gcg-a: the dealer's bounds, "from an enemy Unit with 3 or less AP"
            dealer = params["target"]
            if not isinstance(dealer, Selector) or dealer.who != "enemy" or dealer.kind != "unit" \
                    or dealer.other or dealer.zone != "play" or not dealer.filters:
                raise ByHand("a trigger on this damage: not run by the engine yet")
            on["object_where"] = _where_of(dealer.filters)
    elif trigger.kind in ("deals_damage", "destroys"):  # "… (destroys an enemy Unit) with battle damage"
        target = params.get("target")
        # s9-gcg-b: "destroys … with damage" (battle or effect damage, damage_kills.py) and
        # "destroys an enemy card" (a unit or a shield area card, 3-6-2)
        by = params.get("by")
        kinds = ("unit", "card") if trigger.kind == "destroys" else ("unit",)
        if by not in ("battle_damage", "damage") or (by == "damage" and trigger.kind != "destroys") \
                or not isinstance(target, Selector) or target.who != "enemy" \
                or target.kind not in kinds or target.zone != "play" or target.other \
                or (target.kind == "card" and target.filters):
            raise ByHand("a trigger on this damage: not run by the engine yet")
        on["damage"] = "battle" if by == "battle_damage" else "any"
        if target.kind == "card":
            on["event"] = "destroys_card"
        where = _where_of(target.filters)
        if where:
            on["object_where"] = where
    elif trigger.kind == "paid":  # s6-gcg-a: "When you pay ⟦1⟧ or more for one of your Units' effects"
        n, op = params.get("n"), params.get("op", ">=")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 10 or on.get("subject") == "enemy" \
                or op not in (">=", "<="):
            raise ByHand("a trigger on paying: not run by the engine yet")
        on["at_least" if op == ">=" else "at_most"] = n  # s12-gcg-gen: "⟦2⟧ or less": ⟦1⟧ or ⟦2⟧ paid
    elif trigger.kind in ("rested", "set_active", "ap_reduced"):  # ap_reduced: s6-gcg-a
        if params.get("by") not in ("effect", "enemy_effect"):
            raise ByHand("a trigger on resting: not run by the engine yet")
        on["by"] = params["by"]
    elif trigger.kind == "supported":  # s10-gcg-a: "to increase a (ZAFT) Unit's AP" (13-1-3-1)
        if on.get("subject") != "this":
            raise ByHand("a trigger on this <Support>: not run by the engine yet")
        unit = params.get("target")
        if not isinstance(unit, Selector) or unit.kind != "unit" or unit.other or unit.zone != "play" \
                or unit.who not in ("any", "friendly"):
            raise ByHand("a trigger on this <Support>: not run by the engine yet")
        where = _where_of(unit.filters)
        if where:
            on["object_where"] = where
    elif trigger.kind == "paired_event":  # the pilot's bounds
        pilot = params.get("pilot")
        if not isinstance(pilot, Selector) or pilot.kind != "pilot" or pilot.other \
                or pilot.who not in ("any", "yours"):
            raise ByHand("a trigger on pairing: not run by the engine yet")
        where = _where_of(pilot.filters, "printed")
        if where:
            on["object_where"] = where
    return on


def _shield_area_destroyed_on(params: dict[str, Any]) -> dict[str, Any]:
    """s14-trig (issue 29): "When one of your shields is destroyed" (5-10-3, 8-5-2-3-1: as it is turned
    face up, by battle damage or by an effect alike) and "When your Base / an enemy Base is destroyed"
    (8-5-2-4-1, 11-3) — the card of your (or an enemy's) shield area (3-6-2); nothing else about it."""
    subject = params["subject"]
    if set(params) != {"subject"} or subject.filters or subject.other \
            or subject.who not in ("yours", "friendly", "enemy"):
        raise ByHand("a trigger on these cards: not run by the engine yet")
    if subject.kind == "shield":
        return {"event": "shield_destroyed", "subject": subject.who}
    return {"event": "destroyed", "subject": subject.who, "card_kind": "base"}


def _this_effect_destroys(event: Condition, body: tuple[Step, ...]) -> dict[str, Any]:
    """s13-gcg-exec (issue 29): "Choose 1 rested enemy Unit. Deal 1 damage to it. When this effect destroys
    an enemy (X) Unit (that is Lv.N or lower), draw 1." — a trigger (10-1-6-1) on the destruction this
    effect's damage causes (5-5-2, 11-3-1: the rules processing destroys the unit it made lethal). It
    triggers once however many are destroyed together (10-1-6-3) and resolves among the destruction's
    other triggers, the turn player's first (10-1-6-5, 10-1-6-6). A `delayed` holder step, never
    registered: the damage marks the kill (effects.note_this_effect_kill). Only on enemy units, only after
    damage (an effect that destroys or trashes a unit itself: by hand, _effect_checks); its script may not
    act on "it" (the destroyed unit has left play)."""
    subject = event.get("subject")
    if not isinstance(subject, Selector) or subject.who != "enemy" or subject.kind != "unit" \
            or subject.other or set(dict(event.params)) != {"subject"}:
        raise ByHand("a trigger on this effect's result (10-1-6-3, 10-1-6-6): resolved by hand")
    where = _where_of(subject.filters) if subject.filters else {}
    if any(s.target is not None and s.target.who in ("it", "event") for s in body):
        raise ByHand("a trigger on this effect's result (10-1-6-3, 10-1-6-6): resolved by hand")
    inner = _script(body, burst=False, optional=False)
    if not inner or any(s.get("delayed") or s.get("reduce_damage") for s in inner):
        raise ByHand("a trigger on this effect's result (10-1-6-3, 10-1-6-6): resolved by hand")
    on = {"event": "destroyed", "subject": "enemy", **({"where": where} if where else {})}
    return {"delayed": {"on": on, "script": inner, "this_effect": True}}


def _delayed(step: Step) -> dict[str, Any]:
    """s6-gcg-a: a delayed trigger (10-1-6-1) → a `delayed` step (cards.DelayedTrigger), made
    for every unit chosen before it ("Choose 1 of your Units. When it …": target chosen) or for
    the event's printed subject ("During this turn, when one of your (X) Units …"). In its own
    script `it` before any choice of its own is the unit it waits on (the event's unit)."""
    event, body = step.get("on"), tuple(step.get("body") or ())
    if isinstance(event, Condition) and event.kind == "destroyed_by_this_effect":
        # s12-gcg-gen read it (reader build.this_effect_destroys); s13-gcg-exec runs it
        return _this_effect_destroys(event, body)
    if not isinstance(event, Condition) or not body or event.kind not in _EVENTS:
        raise ByHand("a delayed trigger on this event: resolved by hand")
    bound = step.target is not None  # on the chosen unit: the choice is the step's (_verb, _on_the_chosen)
    if bound:
        if step.target.who != "it":
            raise ByHand("a delayed trigger on no chosen unit: resolved by hand")
        event = Condition.of(event.kind, **{k: (Selector(who="this", kind="unit") if k == "subject" else v)
                                            for k, v in event.params})
    on = _event_on(event)
    if bound and on.get("subject") != "this":
        raise ByHand("a delayed trigger on no chosen unit: resolved by hand")
    if any(isinstance(event.get(k), Condition) for k in ("when",)):
        raise ByHand("a delayed trigger with a qualifier: resolved by hand")
    if bound and len(body) == 1 and body[0].verb == "reduce_damage":
        return _delayed_cut(on, body[0], step)  # s9-gcg-b
    if on.get("subject") == "this" and len(body) == 1 and body[0].verb == "reduce_damage":
        # s10-gcg-a: "During this battle, when this Unit receives enemy damage, reduce it by 2."
        return {**_delayed_cut(on, body[0], step), "target": "self"}
    # a delayed trigger waits for the rest of the turn (register_delayed); s17-gcg round 2: or to the end of a
    # later turn (events.carry_delayed, 7-6-6-1); s17-gcg round 3: or only during a later turn ("During your
    # opponent's next turn, when …": it waits, not live, until that turn has begun; events.delayed_waiting)
    later = _until(step) if _until(step) in next_turn.UNTILS else None
    if step.until.kind != "turn" and later is None:
        raise ByHand("a delayed trigger for this battle: resolved by hand")
    inner = _script(_it_is_the_event(body), burst=False, optional=False)
    if any(s.get("delayed") or s.get("reduce_damage") for s in inner):  # reduce_damage: as it is dealt
        raise ByHand("a delayed trigger with this effect: resolved by hand")
    return {"delayed": {"on": on, "script": inner}, **({"until": later} if later else {})}


# s11-gcg-exec: the triggers a granted effect can have, as the event the engine emits for the unit
# that has it (effects.notify, _battle_kill_triggers): 【Destroyed】 (13-2-8), 【Attack】 (13-2-7),
# "When this Unit destroys an enemy Unit with battle damage" (10-1-6-1)
_GRANTED_EVENTS = {"destroyed": "destroyed", "attack": "attacks", "destroys_enemy_unit": "destroys"}


def _granted(step: Step) -> dict[str, Any]:
    """s11-gcg-exec (issue 29): "Choose 1 friendly Unit. It gains the following effect during this
    turn / battle: ■<a triggered effect>" → a `delayed` trigger on the chosen unit. A gained effect
    is an effect added to the card (5-16-1): it triggers as the card's own would — on that unit,
    while it is that card (4-1-5: a unit that leaves play is a new card and has lost it), its
    【During Link】/【During Pair】 checked on it as it triggers (13-2-10, 13-2-12; when destroyed, as it
    was, 13-2-8-2-1) — and it ends with its duration (7-6-6; 8-6-2 for "this battle"). The granted
    ■ line is read as any printed ability (its markers included). What the engine could not run as
    printed on the unit that gains it is by hand: a 【Once per Turn】, "you may", a condition or a
    cost of its own, "this Unit" inside it (the card whose effect this is would be the command),
    a trigger other than those above."""
    ability = step.get("ability")
    # s17-gcg round 2: or "until the end of your (opponent's) next turn" (events.carry_delayed, 7-6-6-1);
    # s18-gcg: or "during your (opponent's) next turn": gained as that turn begins (7-1), ended by its
    # cleanup (7-6-6-1) — the delayed trigger of s17-gcg round 3 (events.delayed_waiting), on the unit as
    # chosen (4-1-5)
    if not isinstance(ability, Ability) or step.until is None or (
            step.until.kind not in ("turn", "battle") and _until(step) not in next_turn.UNTILS):
        raise ByHand("an effect granted to a card: resolved by hand")
    inner = _effect(ability)
    timing = inner["timing"]
    if timing == "event":
        on = dict(inner["on"])
        if on.get("subject") != "this" or on.get("or_this") or inner.get("conditions") or inner.get("whose"):
            raise ByHand("an effect granted to a card with this trigger: resolved by hand")
    elif timing in _GRANTED_EVENTS:
        on = {"event": _GRANTED_EVENTS[timing], "subject": "this"}
        if inner.get("conditions"):
            raise ByHand("an effect granted to a card with a condition: resolved by hand")
    else:
        raise ByHand("an effect granted to a card with this timing: resolved by hand")
    if inner["once_per_turn"] or inner["optional"] or inner.get("cost") or inner.get("condition"):
        raise ByHand("an effect granted to a card with a limit or a choice: resolved by hand")
    script = inner["script"]
    for s in script:
        if s.get("target") in ("self", "paired_pilot") or any("this" in k for k in s.get("where") or {}) \
                or (s.get("condition") or {}).get("kind") not in (None, "done"):
            raise ByHand("\"this Unit\" in an effect granted to a card: resolved by hand")
    granted: dict[str, Any] = {"on": on, "script": script, "granted": True}
    if inner.get("requires"):
        granted["requires"] = inner["requires"]
    return {"delayed": granted, "until": _until(step)}


def _it_is_the_event(body: tuple[Step, ...]) -> tuple[Step, ...]:
    """`it` in a delayed trigger's script before it chooses anything: the unit of its event."""
    out = []
    chose = False
    for s in body:
        if not chose and s.target is not None and s.target.who == "it":
            s = replace(s, target=replace(s.target, who="event"))
        chose = chose or s.verb == "choose"
        out.append(s)
    return tuple(out)


def _command_on(params: dict[str, Any]) -> dict[str, Any]:
    """s6-gcg-a: "When you activate a Command's 【Main】/【Action】" / "When you play and activate a
    (X) Command card [using an EX Resource]" → the `command` event of the effect's owner."""
    command = params.get("command")
    on: dict[str, Any] = {"subject": "yours", **({"ex": True} if params.get("ex") else {}),
                          **({"played": True} if params.get("played") else {})}  # s14-trig (5-7-1)
    if command is None:
        return on
    if not isinstance(command, Selector) or command.kind != "command" or command.other \
            or command.who not in ("any", "yours") or command.zone not in ("play", "hand"):
        raise ByHand("a trigger on this card: not run by the engine yet")
    where = _where_of(command.filters, "printed")
    return on | ({"object_where": where} if where else {})


def _this_turn(condition: Condition) -> dict[str, Any]:
    """s6-gcg-a: "If you have activated a (X) Command card's 【Main】/【Action】 during this turn" /
    "the turn when this Unit is paired with a Pilot" → the `this_turn` StepCondition; a command's
    printed bounds only (traits, colours, name, Lv.: it has resolved, events.record_matches)."""
    params = dict(condition.params)
    if params == {"happened": "paired"}:
        return {"kind": "this_turn", "happened": "paired"}
    if params.get("happened") == "battle_kill":
        return _battle_kill_this_turn(params)
    if params.get("happened") == "destroyed_by_effect":
        return _destroyed_by_effect_this_turn(params)
    if params.get("happened") == "paid":
        return _paid_this_turn(params)
    if params.get("happened") in ("deployed", "destroyed"):
        return _deployed_or_destroyed_this_turn(params)
    if params.get("happened") == "discarded" and params.get("who") in ("enemy", "yours") \
            and set(params) == {"happened", "who", "by"} and params.get("by") == "yours":
        return {"kind": "this_turn", "happened": "discarded", "who": params["who"]}  # s13-gcg-exec
    command = params.get("command")
    if params.get("happened") != "command" or set(params) != {"happened", "command"} \
            or not isinstance(command, Selector) or command.kind != "command" or command.other \
            or command.who not in ("any", "yours"):
        raise ByHand("condition this_turn: checked by hand")
    where = _where_of(command.filters, "record_command", "condition this_turn: checked by hand")
    return {"kind": "this_turn", "happened": "command", **({"where": where} if where else {})}


_SOURCE_KINDS = {"card": None, "unit": "unit", "command": "command", "base": "base", "pilot": "pilot"}


def _effect_source(params: dict[str, Any]) -> dict[str, Any]:
    """s14-trig: "by an (enemy) effect" / "by one of your (X) card's effects" / "by your opponent's effect" →
    the `source_*` fields: whose effect (relative to this effect's owner), its card's kind and its bounds
    (traits as it destroyed; printed colours / name / Lv., events.destruction_source_counts). "another", a
    state: by hand."""
    source = params.get("source")
    if source is None:
        return {"source_who": "enemy"} if params.get("by") == "enemy_effect" else {}
    if not isinstance(source, Selector) or source.other or source.kind not in _SOURCE_KINDS \
            or source.who not in ("yours", "friendly", "enemy", "any") or params.get("by") != "effect":
        raise ByHand("condition destroyed_by: checked by hand")
    where = _where_of(source.filters, "record_destruction_source",
                      "condition destroyed_by: checked by hand")
    return {"source_who": source.who, **({"source_kind": _SOURCE_KINDS[source.kind]} if source.kind != "card"
                                         else {}), **({"source_where": where} if where else {})}


def _destroyed_by_effect(params: dict[str, Any]) -> dict[str, Any]:
    """s14-trig: 【Destroyed】"If this Unit is destroyed by an (enemy) effect / by one of your (X) card's
    effects" (5-10-1: put into the trash by an effect; not by damage, 11-3, nor as a cost, 10-1-7-2)."""
    if set(params) - {"by", "source"}:
        raise ByHand("condition destroyed_by: checked by hand")
    return {"kind": "destroyed_by_effect", **_effect_source(params)}


def _destroyed_by_effect_this_turn(params: dict[str, Any]) -> dict[str, Any]:
    """s14-trig: "If one of your (X) Units has been destroyed by one of your (Y) card's effects during this
    turn" (5-10-1, 7-6-6) → `this_turn` `destroyed_by_effect`: the unit's traits as it was destroyed, printed
    colours / name; the effect's as `_effect_source`. "another", a Lv. / AP bound on the unit: by hand."""
    unit = params.get("unit")
    if set(params) - {"happened", "unit", "by", "source"} or not isinstance(unit, Selector) \
            or unit.kind != "unit" or unit.other or unit.who not in ("yours", "friendly", "enemy", "any"):
        raise ByHand("condition this_turn: checked by hand")
    where = _where_of(unit.filters, "record_destroyed_by_effect", "condition this_turn: checked by hand")
    return {"kind": "this_turn", "happened": "destroyed_by_effect", "who": unit.who,
            **({"where": where} if where else {}), **_effect_source(params)}


def _deployed_or_destroyed_this_turn(params: dict[str, Any]) -> dict[str, Any]:
    """s15-gen: "If you have deployed a (X) Unit this turn" (5-8) / "If one of your (X) Units has been
    destroyed (by battle) this turn" (5-10-1, 8-5-3) → `this_turn` `deployed` / `destroyed` (7-6-6: the turn's
    record): the unit's traits as it entered / was destroyed, its printed colours / name. A Lv. / AP / state
    bound (they change), "another" (which card is "this" then?), a Base: by hand. "You" deployed it: the unit
    is yours (12-3-11), whatever the selector's owner word."""
    unit, happened = params.get("unit"), params.get("happened")
    allowed = {"happened", "unit"} | ({"by"} if happened == "destroyed" else set())
    if set(params) - allowed or not isinstance(unit, Selector) or unit.kind != "unit" or unit.other \
            or unit.who not in ("yours", "friendly", "enemy", "any") \
            or params.get("by", "battle") != "battle" \
            or (happened == "deployed" and unit.who == "enemy"):
        raise ByHand("condition this_turn: checked by hand")
    where = _where_of(unit.filters, "record_deployed_or_destroyed", "condition this_turn: checked by hand")
    who = "yours" if happened == "deployed" else unit.who
    return {"kind": "this_turn", "happened": happened, "who": who, **({"where": where} if where else {}),
            **({"by_battle": True} if params.get("by") == "battle" else {})}


def _battle_kill_this_turn(params: dict[str, Any]) -> dict[str, Any]:
    """s13-gcg-exec: "If a friendly Unit paired with a Pilot / one of your (X) Units has destroyed an enemy
    Unit with battle damage this turn" (8-5-3, 7-6-6) → `this_turn` `battle_kill`: the killer's traits and
    pairing as it dealt the damage, its printed colours / name (events._battle_kill_counts). A bound on
    the enemy Unit, a Lv. bound (Lv. can change), "another" (which card is "this" then?) stay by hand."""
    unit, victim = params.get("unit"), params.get("victim")
    if set(params) != {"happened", "unit", "victim"} or not isinstance(unit, Selector) \
            or not isinstance(victim, Selector) or unit.kind != "unit" or unit.other \
            or unit.who not in ("yours", "friendly") or victim.kind != "unit" or victim.who != "enemy" \
            or victim.filters or victim.other:
        raise ByHand("condition this_turn: checked by hand")
    where = _where_of(unit.filters, "record_battle_kill", "condition this_turn: checked by hand")
    return {"kind": "this_turn", "happened": "battle_kill", "who": unit.who,
            **({"where": where} if where else {})}


def _paid_this_turn(params: dict[str, Any]) -> dict[str, Any]:
    """s13-gcg-exec: "you have paid ⟦N⟧ or more / or less for one of your (other) (X) Units' effects" →
    `this_turn` `paid` (one payment of N or more, as the "When you pay …" trigger counts, 10-1-7); the unit's
    traits as it was paid, its printed colours / name (events._paid_counts). Lv. / AP bounds: by hand.
    Whose Unit it is adds nothing: "you" paid, and a player pays for their own cards' effects (10-1-7)."""
    unit, n, op = params.get("unit"), params.get("n"), params.get("op")
    if set(params) != {"happened", "unit", "n", "op"} or not isinstance(unit, Selector) \
            or unit.kind != "unit" or unit.who not in ("yours", "friendly", "any") \
            or not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 10 or op not in (">=", "<="):
        raise ByHand("condition this_turn: checked by hand")
    where = _where_of(unit.filters, "record_paid", "condition this_turn: checked by hand")
    return {"kind": "this_turn", "happened": "paid", "n": n, "op": op,
            **({"other": True} if unit.other else {}), **({"where": where} if where else {})}


def _qualifier(when: Condition) -> dict[str, Any]:
    """s6-gcg-a: what must hold as the event happens (10-1-6-2): "while this Unit is attacking"
    (its battle, 8-1), "during your turn", "while this Unit is rested" …"""
    if when.kind == "self_state" and when.get("state") == "attacking" and not when.negated:
        return {"kind": "attacking"}
    return _condition(when)


def events_on(kind: str, params: dict[str, Any]) -> dict[str, Any]:
    """s6-gcg-a: "When <subject> attacks [an enemy Unit (that is …) / a player]" (8-2-2),
    "… is blocked [by an enemy Unit …]" / "… blocks" (8-3-1), "… is destroyed [with damage]"
    (11-3, 13-2-8) → cards.EventTrigger; a part the engine cannot match exactly is by hand."""
    on = _event_subject(params.get("subject"))
    if kind == "destroyed":
        # s14-trig: "… by an effect / an enemy effect" (5-10-1: put into the trash by an effect — not by
        # its cost, the action before "：" that activates it, 10-1-7-2; not by damage)
        if params.get("by") not in (None, "damage", "effect", "enemy_effect", "battle_damage"):
            raise ByHand("a trigger on this destruction: not run by the engine yet")
        if params.get("by") == "battle_damage":  # s14-trig: its HP reached by battle damage (8-5-3-2-1)
            return on | {"by": "damage", "damage": "battle"}
        if params.get("source") is not None:  # s14-trig round 2: "by one of your (X) card's effects"
            return on | {"by": "effect"} | _effect_source(params)
        return on | ({"by": params["by"]} if params.get("by") else {})
    target = params.get("target")
    if target is None:
        return on
    if not isinstance(target, Selector) or target.other or target.zone != "play" \
            or target.who not in ("enemy", "any") or (kind != "attacks" and target.who != "enemy"):
        raise ByHand("a trigger on this card of the event: not run by the engine yet")
    if kind == "attacks" and target.kind == "player" and not target.filters:
        return on | {"target": "player"}
    if target.kind != "unit" or (kind == "attacks" and target.who != "enemy"):
        raise ByHand("a trigger on this card of the event: not run by the engine yet")
    where = _where_of(target.filters)
    return on | ({"target": "unit"} if kind == "attacks" else {}) | ({"object_where": where} if where else {})


def _event_subject(subject: Any, *, or_this: Any = None) -> dict[str, Any]:
    """Whose unit the event happens to: "this Unit", or "one of your / a friendly / an enemy
    (X) Unit (that is Lv.3)", "another …", "this Unit or one of your (X) Units"."""
    if isinstance(subject, Selector) and subject.who == "this" and subject.kind == "base" \
            and subject.zone == "play" and not subject.filters and not or_this:
        return {"subject": "this"}  # s6-gcg-a: "When this Base receives damage" (3-6-2)
    if not isinstance(subject, Selector) or subject.kind != "unit" or subject.zone != "play":
        raise ByHand("a trigger on these cards: not run by the engine yet")
    if subject.who == "this":
        if subject.filters or or_this:
            raise ByHand("a trigger on these cards: not run by the engine yet")
        return {"subject": "this"}
    if subject.who not in ("yours", "friendly", "enemy", "any") or (subject.count > 1 and not subject.all):
        raise ByHand("a trigger on these cards: not run by the engine yet")
    out: dict[str, Any] = {"subject": subject.who}
    if subject.other:
        out["other"] = True
    if or_this:
        out["or_this"] = True
    where = _where_of(subject.filters)
    if where:
        out["where"] = where
    return out


def _event_card(selector: Selector | None) -> str | None:
    """"It gains …" (the unit of the event) / "destroy that enemy Unit" (the other card)."""
    if selector is None or selector.filters or selector.all or selector.count > 1:
        return None
    return {"event": "event_subject", "event_target": "event_object"}.get(selector.who)


# --- "this card in your hand gets cost -N" (s4-gcg-trig; 2-10-1, 10-1-5) ------------------


def _hand_cost(step: Step) -> int:
    """"While you have 2 or more (X) Units in play, this card in your hand gets cost -1" →
    the continuous `cost_modify` of this card while in its owner's hand (continuous.play_cost).
    s11-gcg-exec: "This card in your trash gets cost -1" — its cost while in the trash, paid when an
    effect deploys it from there paying its cost (2-10, effect_deploy.py); a Lv. change there: by hand."""
    extra = dict(step.extra)
    as_if = extra.get("as_if") is True and set(extra) <= {"as_if", "pairing_with", "pay_verb", "pay_with"} \
        and ("pairing_with" not in extra or step.verb == "cost_modify")  # s14-cont round 2; s15-opt: pay_*
    from_trash = step.zone_from == "trash" and step.verb == "cost_modify" and not as_if
    if (step.zone_from != "hand" and not from_trash) \
            or not _is_this(step.target) or step.amount is None \
            or step.amount.count_of is not None or step.amount.per != 1 \
            or (step.amount.n < 0 if as_if else step.amount.n >= 0) \
            or (dict(step.extra) and not as_if):
        raise ByHand("a cost change: applied by hand")
    return step.amount.n


# --- conditions on a hand, the shields, the battle (s4-gcg-trig) -------------------------

_PLAYER_WHO = {"self": "yours", "opponent": "enemy", "any_enemy": "enemy", "any": "any"}  # any: s9-gcg-a


def _player_or_battle(condition: Condition) -> dict[str, Any]:
    """"If you have 4 or less cards in your hand" / "If an enemy player has 6 or more cards in
    their hand" / "If there are 3 or less enemy Shields" / "while this Unit is battling an enemy
    Unit that is Lv.2 or lower" → conditions.condition_met's `hand_size`, `shields`, `battling`."""
    params = dict(condition.params)
    if condition.kind == "battling":
        target = params.get("target")
        if not isinstance(target, Selector) or target.who != "enemy" or target.kind != "unit" \
                or target.other or set(params) != {"target"}:
            raise ByHand("condition battling: checked by hand")
        where = _where_of(target.filters)
        return {"kind": "battling", "where": where} if where else {"kind": "battling"}
    op, n, player = params.get("op"), params.get("n"), params.get("player")
    if op not in (">=", "<=", "==") or not isinstance(n, int) or isinstance(n, bool) \
            or player not in _PLAYER_WHO or set(params) != {"op", "n", "player"}:
        raise ByHand(f"condition {condition.kind}: checked by hand")
    return {"kind": condition.kind, "who": _PLAYER_WHO[player], "op": op, "n": n}



def _reduces_damage(ability: Ability) -> bool:
    """"When this Unit receives (effect) damage from an enemy, reduce it by N": an effect on
    that damage as it is dealt (effects.reduced_damage), when the body is that one step."""
    trigger = ability.trigger
    body = ability.body or ()
    return trigger is not None and trigger.kind == "receives_damage" and len(body) == 1 \
        and body[0].verb == "reduce_damage" and not ability.optional and not body[0].may
    # s8-gcg-b: any subject and dealer _event_on reads ("When a friendly (X) Unit receives battle
    # damage from an enemy Unit with 3 or less AP"): effects.reduced_damage walks every card in play


def _attackers(selector: Any) -> dict[str, Any]:
    """s14-cont: the enemy units a forced attack target binds ("Enemy Units other than Link Units"): every
    enemy unit passing the bounds; any other subject (friendly units, one unit): by hand."""
    if not isinstance(selector, Selector) or selector.who != "enemy" or selector.kind != "unit" \
            or selector.zone != "play" or not selector.all or selector.other or not selector.filters:
        raise ByHand("a forced attack target on these attackers: applied by hand")
    return _where_of(selector.filters)


def _play_option(verb: str, selector: Any) -> dict[str, Any]:
    """s15-opt: the optional payment of "When playing this card from your hand, you may destroy 1 of your
    Link Units with [X] … / discard 1 (X) Unit card. If you do, play this card as if …" (7-5-2-2): N of your
    own units in play in the printed bounds (destroy, rest, return to hand), or N cards of your hand
    (discard) — never a teammate's (12-3-3), never "other" (the card played is in the hand, not in play);
    anything else by hand."""
    if not isinstance(selector, Selector) or selector.who != "yours" or selector.all or selector.up_to \
            or not 1 <= selector.count <= 3:
        raise ByHand("an optional payment on playing: made by hand")
    if verb == "discard":
        if selector.zone != "hand" or selector.other or selector.kind not in (*CARD_TYPES, "card"):
            raise ByHand("an optional payment on playing: made by hand")
        where = _where_of(selector.filters, "printed")  # a hand card: what it prints
        if selector.kind != "card":
            where["type"] = selector.kind
    else:
        if selector.kind != "unit" or selector.zone != "play" or selector.other:
            raise ByHand("an optional payment on playing: made by hand")
        where = _where_of(selector.filters)
    return {"verb": verb, "n": selector.count, **({"where": where} if where else {})}


def _pairing_with(selector: Any) -> dict[str, Any]:
    """s14-cont round 2: the unit "pairing it with a Unit with [X] in its card name" names: one of the
    player's units (3-3-1) in those bounds; anything else by hand."""
    if not isinstance(selector, Selector) or selector.kind != "unit" \
            or selector.who not in ("any", "yours", "friendly") or selector.other or not selector.filters:
        raise ByHand("a cost change: applied by hand")
    return _where_of(selector.filters)


def _forced_for_a_time(step: Step) -> dict[str, Any]:
    """s14-cont round 2: "Choose 1 of your rested Units. During this turn, all enemy Units must choose that
    Unit as their attack target when attacking." (8-2-1; 1-3-2: while it cannot be chosen — active, or an
    effect forbids it, 1-3-3 — the attacker chooses as usual, as for "if possible"): a modifier the chosen
    unit bears for the duration (continuous.forced_targets). Attackers other than every enemy unit (in
    bounds or not): by hand."""
    extra = dict(step.extra)
    if step.until.kind not in ("turn", "battle") or set(extra) - {"attackers"} or step.amount is not None:
        raise ByHand("forced_attack_target on the chosen card: resolved by hand")
    out: dict[str, Any] = {"forced_target": True, "until": step.until.kind}
    attackers = extra.get("attackers")
    if attackers is not None and (not isinstance(attackers, Selector) or attackers.filters):
        out["forced_by"] = _attackers(attackers)
    elif attackers is not None and (attackers.who != "enemy" or attackers.kind != "unit"
                                    or attackers.zone != "play" or not attackers.all or attackers.other):
        raise ByHand("a forced attack target on these attackers: applied by hand")
    return out


def _one_of_yours(selector: Selector | None) -> dict[str, Any] | None:
    """"Enemy Units choose one of your rested (X) Units as their attack target if possible":
    every such unit of yours is a target they must choose among (actions._check_forced_target)."""
    if selector is None or selector.who != "yours" or selector.kind != "unit" or selector.zone != "play" \
            or selector.other or selector.up_to or selector.count != 1:
        return None
    where = _where_of(selector.filters)
    return {"target": "your_units", "where": where} if where else {"target": "your_units"}


def _friendly_shields(selector: Selector | None) -> bool:
    """"friendly Shields" (every shield of the effect owner's side, 12-3-10)."""
    return selector is not None and selector.who == "friendly" and selector.kind == "shield" \
        and selector.zone == "shields" and selector.all and not selector.filters and not selector.other


# --- r2-look (issue 29): a look that returns a card to the top ----------------------------


def _look_keep_top(body: tuple[Step, ...], i: int) -> tuple[dict[str, Any], int] | None:
    """"Look at the top card of your deck. Return it to the top or bottom of your deck." /
    "… Return it to the top of your deck or place it into your trash." / "Look at the top 2
    cards of your deck and return 1 to the top. Place the remaining card into your trash." /
    "… and return 1 to the top and 1 to the bottom." (10-3-5) → one executor `look` step with
    `look_to: top`. With 2 cards one is left over, so no order of the rest is chosen; any
    other look stays by hand."""
    look = body[i]
    if look.player not in (None, "self") or look.zone_from != "deck_top" or look.target is not None \
            or look.amount is None or look.amount.count_of is not None or look.amount.per != 1 \
            or look.may or look.if_done or look.zone_to or look.extra:
        return None  # a condition on the look ("If you have a (X) Unit in play, look …") is _script's
    n = look.amount.n
    back = body[i + 1] if len(body) - i >= 2 else None
    if 2 <= n <= 10 and back is not None and back.verb == "to_deck" and back.zone_to == "deck_top" \
            and back.target is not None and back.target.who == "remaining" and back.target.all \
            and not back.target.filters and dict(back.extra) == {"random": False} and not back.may \
            and not back.if_done and back.condition is None and not back.zone_from \
            and not _refers_to_looked(body[i + 2:]):
        # s16-verb: "… and return them to the top of your deck in any order" — all back on top, in the order
        # the looker alone chooses (4-1-6; the deck is hidden, 4-2-2)
        return {"look": n, "look_to": "top_ordered"}, i + 2
    if 2 <= n <= 10 and len(body) - i >= 4 and body[i + 1].verb == "reveal":
        return _look_reveal_to_top(body, i, n)
    if n == 1 and len(body) - i >= 2:
        back = body[i + 1]
        rest = {"deck_top_or_bottom": "bottom", "deck_top_or_trash": "trash"}.get(back.zone_to or "")
        if back.verb == "to_deck" and rest and _plain_look_step(back, "it") \
                and not _refers_to_looked(body[i + 2:]):
            return {"look": 1, "look_to": "top", "look_rest": rest}, i + 2
        return None
    if 3 <= n <= 10 and len(body) - i >= 3:
        return _look_top_rest_bottom(body, i, n)  # s5-gcg-b
    if n != 2 or len(body) - i < 3:
        return None
    top, other = body[i + 1], body[i + 2]
    if top.verb != "to_deck" or top.zone_to != "deck_top" or not _plain_look_step(top, "looked") \
            or top.target.count != 1 or top.target.all or top.target.filters:
        return None
    if other.verb == "to_trash" and other.target is not None and other.target.who == "remaining" \
            and other.target.all and _plain_look_step(other, "remaining") and other.zone_to is None:
        rest = "trash"
    elif other.verb == "to_deck" and other.zone_to == "deck_bottom" and _plain_look_step(other, "looked") \
            and other.target.count == 1 and not other.target.filters:
        rest = "bottom"
    else:
        return None
    if _refers_to_looked(body[i + 3:]):
        return None
    return {"look": 2, "look_to": "top", "look_rest": rest}, i + 3


def _plain_look_step(step: Step, who: str) -> bool:
    """A step on the looked-at cards with no "may", condition or extra of its own."""
    return step.target is not None and step.target.who == who and not step.may and not step.if_done \
        and step.condition is None and not step.extra and not step.zone_from


def _chosen_is(condition: Condition, before: tuple[Step, ...], chosen_alone: bool = False) -> dict[str, Any]:
    """r2-look (issue 29): "Choose 1 of your other Units. It gains <Repair 2> during this turn.
    Then, if it is a (X) Unit, draw 1." — "it" is the unit the one earlier `choose` chose
    (10-3-3), every step between acting on it; checked as the step resolves (10-2-1)."""
    selector = condition.get("selector")
    chooses = [k for k, s in enumerate(before) if s.verb == "choose"]
    if condition.negated or set(dict(condition.params)) != {"selector"} \
            or not isinstance(selector, Selector) or selector.kind not in ("unit", "card") or selector.other \
            or len(chooses) != 1:
        raise ByHand("condition it_is: checked by hand")
    choose = before[chooses[0]]
    if choose.target is None or choose.target.kind != "unit" or choose.target.zone != "play" \
            or choose.target.count != 1 or dict(choose.extra) \
            or any(s.target is None or s.target.who != "it" for s in before[chooses[0] + 1:]) \
            or (len(before) == chooses[0] + 1 and not chosen_alone):
        raise ByHand("condition it_is: checked by hand")
    where = _where_of(selector.filters)
    if not where:
        raise ByHand("condition it_is: checked by hand")
    return {"kind": "chosen_is", "where": where}


def _discard_after_trash_add(body: tuple[Step, ...], i: int) -> bool:
    """r2-look (issue 29): "(You may) choose 1 (X) card from your trash and add it to your hand.
    If you do, discard 1." — the discard only when the card came to the hand (10-2-1: the
    step before changed its card's zone; with no such card the effect does not activate, 10-2-2).
    s10-gcg-b: also after "If C," on the choice ("If there is a player with 3 or less Shields,
    choose 1 … from your trash. Add it to your hand. If you do, discard 1."): "If you do" names
    the adding, which is not done when C fails — unlike "Then," (docs/gcg.md), no guess."""
    step = body[i]
    if i != 2 or step.verb != "discard" or not step.if_done or step.may or step.target is not None \
            or step.player not in (None, "self") or step.extra or step.zone_from or step.zone_to \
            or step.condition is not None or step.until.kind != "instant":
        return False
    choose, add = body[0], body[1]
    return choose.verb == "choose" and choose.target is not None and choose.target.zone == "trash" \
        and choose.target.who == "yours" and choose.target.count == 1 and not choose.target.up_to \
        and not choose.if_done and not choose.extra \
        and add.verb == "add_to_hand" and add.target is not None and add.target.who == "it" \
        and not add.may and not add.if_done and add.condition is None and not add.extra \
        and not add.zone_from and not add.zone_to


def _look_reveal_to_top(body: tuple[Step, ...], i: int, n: int) -> tuple[dict[str, Any], int] | None:
    """r2-look: "Look at the top 3 cards of your deck. You may reveal 1 (X) Unit card among them
    and return it to the top of your deck. Return the remaining cards randomly to the bottom of
    your deck." (10-3-5) → `look_to: top, look_may`: the one revealed stays on top."""
    reveal, back, rest = body[i + 1:i + 4]
    what = _takeable(reveal, n)
    if what is None or reveal.target is None or reveal.target.who != "looked":
        return None
    if back.verb != "to_deck" or back.zone_to != "deck_top" or not _plain_look_step(back, "it") \
            or not _rest_to_bottom(rest, n) or _refers_to_looked(body[i + 4:]):
        return None
    return {"look": n, **what, "look_to": "top", "look_may": True}, i + 4


# --- "It can't receive … damage during this turn" on the chosen card (r2-chosen) --------

# Verbs run on a chosen unit ("Choose 1 …. It …"): TARGET_VERBS and the lasting "can't receive
# damage" (5-5, 10-1-5-6), which only a chosen unit bears (never "all your Units": 10-3-3).
CHOSEN_TARGET_VERBS = TARGET_VERBS | {"prevent_damage", "no_set_active", "reduce_damage",
                                      "change_attack_target", "may_attack_deployed"}
CHOSEN_TARGET_VERBS |= {"forced_attack_target"}  # s14-cont round 2 (_forced_for_a_time)
CHOSEN_TARGET_VERBS |= {"cant"}  # s5-gcg-b: "It can't activate <Blocker> during this turn" (_cant_block)
CHOSEN_TARGET_VERBS |= {"delayed"}  # s6-gcg-a
CHOSEN_TARGET_VERBS |= {"grant_ability"}  # s11-gcg-exec: "It gains the following effect …" (_granted)


def _prevent_on_the_chosen(step: Step) -> dict[str, Any]:
    """"Choose 1 friendly Unit. It can't receive battle damage from enemy Units with 2 or less
    AP during this battle." → a `prevent_damage` step on the chosen unit for the duration: the
    same cards.DamageShield the continuous "This Unit can't receive …" reads (_damage_shield).
    Only on a friendly chosen unit: "enemy Units" is read from its owner's side."""
    # s6-gcg-a: "When this Unit is blocked, it …"; s16-verb: "When one of your Units is deployed, it can't
    # receive …" (yours only: _enemy_event_card)
    if step.target is None or _until(step) is None or not (
            step.target.who in ("it", "event") or _is_this(step.target)):
        raise ByHand("prevent_damage on the chosen card: resolved by hand")
    shield = _damage_shield(replace(step, target=Selector(who="this", kind="unit")))
    return {"prevent_damage": shield, "until": _until(step)}


def _friendly_cant(out: dict[str, Any]) -> dict[str, Any]:
    """s8-gcg-b: "Enemy Units can't choose <X> as their attack target": X on the effect owner's
    side only (restrictions.FRIENDLY_ONLY)."""
    if out.get("cant") in FRIENDLY_ONLY and out.get("target") not in FRIENDLY_TARGETS:
        raise ByHand("cant on these units: resolved by hand")
    return out


def _friendly_every_shield(step: Step) -> dict[str, Any]:
    """s8-gcg-b: "All friendly (X) Units can't receive battle damage from enemy Units …" — the
    shield every unit the text names bears (continuous._from). Only on friendly units, as for
    a chosen one (_friendly_bearer): the text's "enemy" is read from the bearer's side."""
    every = _every(step.target, other=True) or {}
    if every.get("target") not in ("friendly_units", "your_units"):
        raise ByHand("prevent_damage on these units: resolved by hand")
    return _damage_shield(replace(step, target=Selector(who="this", kind="unit")))


def _friendly_bearer(step: dict[str, Any]) -> dict[str, Any]:
    """A chosen unit bears "can't receive damage from enemy Units" only when it is friendly:
    the text's "enemy" is then the effect owner's enemies (continuous._from reads it so).
    "It won't be set as active during the start phase of your opponent's next turn" only on
    an enemy unit: that opponent is its owner (effects.run_step)."""
    if ("prevent_damage" in step or "change_attack_target" in step) and step.get("target") not in (
            "friendly_unit", "your_unit", *_OTHER.values()):
        raise ByHand(f"{'prevent_damage' if 'prevent_damage' in step else 'change_attack_target'} "
                     "on the chosen card: resolved by hand")
    if step.get("cant") in FRIENDLY_ONLY:  # s8-gcg-b
        _friendly_cant(step)
    if step.get("forced_target") and step.get("target") not in ("friendly_unit", "your_unit",
                                                                *_OTHER.values()):
        # s14-cont round 2: "enemy Units must choose that Unit" — a unit on the effect owner's side only
        raise ByHand("forced_attack_target on the chosen card: resolved by hand")
    if "no_set_active" in step and step.get("target") != "enemy_unit":
        raise ByHand("no_set_active on the chosen card: resolved by hand")
    if (step.get("delayed") or {}).get("granted") and step.get("target") not in (
            "friendly_unit", "your_unit", "other_friendly_unit", "other_your_unit"):
        # s11-gcg-exec: a gained effect is its card's, controlled by that unit's player (5-16-1,
        # effects.run_step); granted to an enemy unit is not seen printed: by hand
        raise ByHand("an effect granted to this card: resolved by hand")
    return step


def _enemy_bearers(verbs: list[Step], choices: list[dict[str, Any]]) -> None:
    """A later "It won't be set as active …" (after "Rest it.") is on enemy units only."""
    if any(v.verb == "no_set_active" for v in verbs) \
            and any(c.get("target") != "enemy_unit" for c in choices):
        raise ByHand("no_set_active on the chosen card: resolved by hand")


def _enemy_event_card(ability: Ability, script: list[dict[str, Any]]) -> None:
    """s16-verb: a step on the card an event names, whose side matters, only when the trigger names that
    side: "… won't be set as active during the start phase of your opponent's next turn" on an enemy's (its
    owner is then that opponent; 7-2-3-1 sets active the turn player's cards only, and the executor skips its
    owner's next start phase); "… can't be destroyed / chosen / returned by your opponent's effects" on yours
    or a friendly one (as on a chosen unit: restrictions.FRIENDLY_ONLY, _friendly_cant)."""
    params = dict(ability.trigger.params) if ability.trigger is not None else {}
    for step in script:
        if step.get("target") not in _EVENT_TARGETS:
            continue
        named = params.get("subject" if step["target"] == "event_subject" else "target")
        who = named.who if isinstance(named, Selector) else None
        if step.get("no_set_active") and who != "enemy":
            raise ByHand("no_set_active on the chosen card: resolved by hand")
        if step.get("cant") in FRIENDLY_ONLY and who not in ("yours", "friendly"):
            raise ByHand("cant on these units: resolved by hand")
        if step.get("prevent_damage") is not None and who not in ("yours", "friendly"):
            raise ByHand("prevent_damage on the chosen card: resolved by hand")  # "enemy" read from its side


def _no_set_active(step: Step) -> dict[str, Any]:
    """"Choose 1 rested enemy Unit. It won't be set as active during the start phase of your
    opponent's next turn." (7-2-3) → a `no_set_active` step on the chosen unit."""
    if step.until.kind != "until" or step.until.key != "opponent_next_start" or step.amount is not None \
            or set(dict(step.extra)):
        raise ByHand("no_set_active on the chosen card: resolved by hand")
    return {"no_set_active": True}


def _later_it(body: tuple[Step, ...], j: int) -> bool:
    """Does a step from `j` on still act on "it" / "them" of this choice? Up to the next
    "Choose …" only: "Rest it. If you do, choose 1 enemy Unit. Deal 2 damage to it." — that
    last "it" is the new choice's (10-3-3: each "Choose" chooses anew)."""
    for s in body[j:]:
        if s.verb == "choose":
            return False
        if s.target is not None and s.target.who == "it":
            return True
    return False


def _damage_cut(step: Step) -> dict[str, Any]:
    """"Choose 1 of your Units. During this battle, reduce battle damage it receives by 3." /
    "… During this turn, reduce the next damage it receives by 2." (10-1-9-1) → a
    `damage_cut` step on the chosen unit for the duration."""
    extra = dict(step.extra)
    # s18-gcg: or a later turn's ("During your opponent's next turn, …" / "Until the end of your opponent's
    # next turn, …"): applied as that turn begins, or now, and ended by that turn's cleanup (7-6-6-1;
    # next_turn.run)
    if step.target is None or step.target.who != "it" \
            or (step.until.kind not in ("turn", "battle") and _until(step) not in next_turn.UNTILS) \
            or set(extra) - {"kind", "next"} or extra.get("kind") not in ("battle", "any") \
            or step.amount is None or step.amount.count_of is not None or step.amount.per != 1:
        raise ByHand("reduce_damage on the chosen card: resolved by hand")
    cut = {"n": step.amount.n, "damage": extra["kind"], "next": extra.get("next") is True}
    return {"damage_cut": cut, "until": _until(step) or step.until.kind}


def _delayed_cut(on: dict[str, Any], reduce: Step, step: Step) -> dict[str, Any]:
    """s9-gcg-b: "Choose 1 of your Units. During this turn, when it receives (enemy) (battle)
    damage (from an enemy Unit), reduce it by 2." — a reduction of each such damage the chosen
    unit receives for the duration (10-1-9-1, 5-5-5): the `damage_cut` of r2-chosen, bound to
    damage from an enemy's card when printed ("from an enemy Unit": battle damage is a unit's,
    5-5-3)."""
    if on.get("event") != "receives_damage" or set(on) - {"event", "subject", "damage", "by"} \
            or on.get("by", "enemy") != "enemy" or on.get("damage") not in ("battle", "effect", "any") \
            or (step.until.kind not in ("turn", "battle") and _until(step) not in next_turn.UNTILS) \
            or reduce.amount is None \
            or reduce.amount.count_of is not None or reduce.amount.per != 1 or reduce.amount.n < 1 \
            or reduce.target is None or reduce.target.who not in ("it", "event") \
            or dict(reduce.extra) not in ({}, {"kind": "any"}) or reduce.condition is not None:
        raise ByHand("a delayed trigger with this effect: resolved by hand")
    cut = {"n": reduce.amount.n, "damage": on["damage"], "enemy": on.get("by") == "enemy"}
    return {"damage_cut": cut, "until": _until(step)}  # s17-gcg round 2: or a later turn's


def _may_choose(step: Step) -> bool:
    """"Then, you may choose 1 friendly Unit. It gains <Blocker> during this turn." later in an
    effect: the owner may choose none — the executor's "Choose up to 1" (at_least 0, 10-3-3:
    always asked, never chosen for them); what follows acts on the choice, or on nothing."""
    target = step.target
    return step.verb == "choose" and target is not None and target.zone == "play" \
        and target.kind == "unit" and target.count == 1 and not target.up_to and not target.all \
        and step.get("and") is None



# --- "for each …" (r2-trig, issue 29) ------------------------------------------------------


def _counted_amount(step: Step) -> dict[str, Any]:
    """s6-gcg-b (issue 29): "Deal damage to it equal to the number of …" / "Deal 1 damage to it for
    each …" / "It recovers HP equal to the number of …": `per` times the cards counted as the step
    resolves (10-2-1); a count of 0 deals or recovers nothing (1-3-2-2)."""
    amount = step.amount
    if amount is None or amount.per < 1 or amount.n != 0 or step.until.kind != "instant" \
            or set(dict(step.extra)) or step.target is None \
            or step.target.kind != "unit":  # units only: a shield has no HP to count on
        raise ByHand(f"{step.verb} by a counted amount: resolved by hand")
    per_count = _by_this_effect(step)  # s13-gcg-exec: "… rested / placed with this effect"
    if per_count is not None:
        return {step.verb: amount.per, "per_count": per_count}
    try:
        per_count = _per_count(step)
    except ByHand as exc:
        raise ByHand(f"{step.verb} by a counted amount: resolved by hand") from exc
    return {step.verb: amount.per, "per_count": per_count}


def _counted_draw(step: Step) -> dict[str, Any]:
    """s13-gcg-exec (issue 29): "Draw 1 for each enemy Unit with 3 or less HP" / "Draw cards equal to the
    number of …" (the owner draws): `per` times the cards counted as the step resolves (10-2-1) — units in
    play, cards in a trash, or what this effect rested / placed; a count of 0 draws nothing (1-3-2-2)."""
    amount = step.amount
    if step.target is not None or step.player != "self" or amount is None or amount.n != 0 \
            or not 1 <= amount.per <= 10 or dict(step.extra):
        raise ByHand("draw by a counted amount: resolved by hand")
    per_count = _by_this_effect(step)
    if per_count is None:
        try:
            per_count = _per_count(step)
        except ByHand as exc:
            raise ByHand("draw by a counted amount: resolved by hand") from exc
    return {"draw": amount.per, "player": "self", "per_count": per_count}


def _by_this_effect(step: Step) -> dict[str, Any] | None:
    """s13-gcg-exec (issue 29): "deal damage equal to the number of Units rested with this effect" /
    "… of (X) cards placed with this effect": a count of what this effect's own earlier step did, read
    from its record as the step resolves (10-2-1) — units it turned from active to rested (1-3-2-1:
    resting a rested unit rests nothing) or cards it placed from the deck into the trash passing the
    printed bounds (4-9-2). None when the count is not of this effect's record. A rested count with
    bounds of its own (whose units, which traits) is by hand: the record keeps how many, not which."""
    amount = step.amount
    selector = amount.count_of if amount is not None else None
    record = selector.filter("by_this_effect") if selector is not None else None
    if record is None:
        return None
    others = tuple(f for f in selector.filters if f.attr != "by_this_effect")
    if amount.n != 0 or amount.per == 0 or abs(amount.per) > 10 or step.get("sign", 1) != 1 or selector.other:
        raise ByHand(f"{step.verb} by a counted amount: resolved by hand")
    if record.value == "rested" and selector.kind == "unit" and selector.who == "any" and not others:
        return {"kind": "rested_by_effect"}
    if record.value == "placed" and selector.who == "any" and selector.kind in (*CARD_TYPES, "card"):
        try:
            where = _where_of(others, "printed")
        except ByHand as exc:
            raise ByHand(f"{step.verb} by a counted amount: resolved by hand") from exc
        if selector.kind != "card":
            where["type"] = selector.kind
        return {"kind": "placed", **({"where": where} if where else {})}
    raise ByHand(f"{step.verb} by a counted amount: resolved by hand")


def _level_by_count(f: Filter) -> dict[str, Any]:
    """s14-cont: "whose Lv. is equal to or lower than that number" after "Count up the number of your Units
    with "X" in their card name, plus this Unit." → `max_level_count` (the count, as `_per_count` reads one:
    units in play) and `level_count_plus` (this card, counted once: the count is of its other cards)."""
    amount = f.value
    selector = amount.count_of
    if selector is None or amount.per != 1 or amount.n not in (0, 1) or amount.stat is not None \
            or selector.zone != "play" or selector.kind != "unit" or (amount.n == 1 and not selector.other):
        raise ByHand("a bound by a counted number: chosen by hand")
    try:
        condition = _condition(Condition.of("count", selector=selector, op=">=", n=0))
    except ByHand as exc:
        raise ByHand("a bound by a counted number: chosen by hand") from exc
    if condition.get("kind") != "count" or condition.get("zone", "play") != "play":
        raise ByHand("a bound by a counted number: chosen by hand")
    out: dict[str, Any] = {("max" if f.op == "<=" else "min") + "_level_count":
                           {k: v for k, v in condition.items() if k not in ("op", "n")}}
    if amount.n:
        out["level_count_plus"] = 1
    return out


def _per_count(step: Step) -> dict[str, Any]:
    """"gets AP+2 for each of your rested (CB) Units" / "For each (AEUG) Unit card in your
    trash, it gets AP-1" → the count condition (who, zone, where) the executor multiplies the
    modifier by: units in play or cards in a trash, by the bounds a count condition reads."""
    amount = step.amount
    selector = amount.count_of if amount is not None else None
    if selector is None or amount.n != 0 or amount.per == 0 or abs(amount.per) > 10 \
            or step.get("sign", 1) != 1 or set(dict(step.extra)) - {"sign"} \
            or not ((selector.zone == "play" and selector.kind == "unit") or selector.zone == "trash"):
        raise ByHand("modify by a counted amount: resolved by hand")
    try:
        condition = _condition(Condition.of("count", selector=selector, op=">=", n=0))
    except ByHand as exc:
        raise ByHand("modify by a counted amount: resolved by hand") from exc
    if condition.get("kind") != "count" or condition.get("zone", "play") not in ("play", "trash"):
        raise ByHand("modify by a counted amount: resolved by hand")
    return {k: v for k, v in condition.items() if k not in ("op", "n")}


# --- "when this Unit destroys an enemy shield area card with battle damage" (r2-trig) -------


def _destroys_shield_on(trigger: Condition) -> dict[str, Any]:
    """"(During your turn,) when this Unit / one of your (X) Units destroys an enemy shield area
    card with battle damage" (10-1-6-1): a shield or the base (3-6-2) destroyed by the unit's
    battle damage on the player (8-5-2-3, 8-5-2-4). "with damage" (《Breach》's effect damage too)
    stays by hand."""
    params = dict(trigger.params)
    target = params.get("target")
    if params.get("by") not in ("battle_damage", "damage") or set(params) != {"by", "subject", "target"} \
            or target.who != "enemy" or target.filters or target.other or target.count > 1:
        raise ByHand("a trigger on this damage: not run by the engine yet")
    # s9-gcg-b: "with damage": battle or effect damage (《Breach》's too, damage_kills.py)
    damage = "battle" if params["by"] == "battle_damage" else "any"
    return {"event": "destroys_shield", **_event_subject(params.get("subject")), "damage": damage}


def _your_shield_area(selector: Selector | None) -> bool:
    """r2-trig: "your shield area cards" (your shields and your base, 3-6-2)."""
    return selector is not None and selector.who == "yours" and selector.kind == "base|shield" \
        and selector.zone == "shields" and selector.all and not selector.filters and not selector.other


# --- deploying a card of your trash or hand by an effect (s5-gcg-b, issue 29) ------------------


def _deploy_card(body: tuple[Step, ...], i: int, *, leading: bool) -> tuple[dict[str, Any], int] | None:
    """"Choose 1 (X) Unit card that is Lv.4 or lower from your trash. Pay its cost to deploy it." /
    "… Base card from your trash. Deploy it." / "(Then, you may) deploy 1 (X) Unit card from your
    hand." → one executor `deploy_card` step (effect_deploy.py: 5-8-1, 2-10-1, 11-4-2, 11-5-2)
    and the index after what it read; None when the steps are not this template. A "you may"
    later in the effect lets the owner choose none (at_least 0, 10-3-3)."""
    step = body[i]
    if (step.if_done and step.verb != "deploy") or step.zone_from or step.zone_to \
            or step.get("instead") is not None or step.get("and") is not None or step.until.kind != "instant":
        return None  # s13-gcg-gen: "If you do," on a deploy from the hand is the caller's (_if_done)
    selector = step.target
    if step.verb == "choose" and selector is not None and selector.zone in ("trash", "hand") \
            and selector.kind == "pilot" and i + 1 < len(body) and body[i + 1].verb == "pair":
        then = body[i + 1]  # s10-gcg-b: "Choose 1 (X) Pilot card … from your trash. Pair it with this Unit."
        if then.target is None or then.target.who != "it" or _flags(then) or then.extra or step.extra \
                or then.until.kind != "instant" or _later_it(body, i + 2):
            return None
        return _pair_chosen_card(replace(step, may=False), leading=leading), i + 2
    if step.verb == "choose" and selector is not None and selector.zone in ("trash", "hand") \
            and i + 1 < len(body):
        then = body[i + 1]
        if then.verb != "deploy" or then.target is None or then.target.who != "it" or _flags(then) \
                or set(dict(then.extra)) - {"pay_cost", "rested"} or then.until.kind != "instant" \
                or _later_it(body, i + 2) or set(dict(step.extra)):
            return None
        pay, used = then.get("pay_cost") is True, 2
        rested = then.get("rested") is True  # s8-gcg-d: "Deploy it rested"
    elif step.verb == "deploy" and selector is not None and selector.zone == "hand" \
            and set(dict(step.extra)) <= {"pay_cost"}:
        pay, used = step.get("pay_cost") is True, 1
        rested = False
    elif step.verb == "pair" and selector is not None and selector.zone == "hand" \
            and selector.kind == "pilot" and not step.extra:  # s10-gcg-b: "pair 1 Pilot card from your hand"
        return _pair_chosen_card(step, leading=leading), i + 1
    else:
        return None
    if selector.who != "yours" or selector.all or selector.count != 1 or selector.other \
            or selector.kind not in ("unit", "base"):
        return None
    # s16-filt: a Unit / Base card out of play by its printed AP, HP (2-7, 2-8) and, in the trash, cost
    # (2-10-1; in the hand a card's cost may be changed — "this card in your hand gets cost -1": by hand)
    try:
        where = _where_of(selector.filters, "printed_unit" if selector.zone == "trash" else "hand_unit")
    except ByHand:
        return None
    where["type"] = selector.kind
    target = "your_trash_card" if selector.zone == "trash" else "your_hand_card"
    out: dict[str, Any] = {"deploy_card": {"pay_cost": pay, **({"rested": True} if rested else {})},
                           "target": target, "where": where}
    if (step.may and not leading) or (selector.up_to and selector.at_least == 0):
        out["at_least"] = 0  # "Then, you may deploy …" / s12-gcg-gen "up to 1": the owner may choose none
    return out, i + used


def _pair_chosen_card(step: Step, *, leading: bool) -> dict[str, Any]:
    """s10-gcg-b: "(You may) pair 1 (X) Pilot card from your hand with this Unit" / "Choose 1 (X)
    Pilot card from your trash. Pair it with this Unit." → a `deploy_card` step that pairs
    (effect_deploy.pair_card: 5-9-1, 3-3-4, 13-2-9) the chosen Pilot card (2-3-4-2) of your hand /
    trash with this unit. Its "If C," is the step's; a "you may" not leading the effect lets the
    owner choose none (10-1-3)."""
    selector = step.target
    if selector.who != "yours" or selector.all or selector.count != 1 or selector.up_to or selector.other:
        raise ByHand("pair: not run by the engine yet")
    try:
        where = _where_of(selector.filters, "printed")
    except ByHand as exc:
        raise ByHand("pair: not run by the engine yet") from exc
    target = "your_hand_card" if selector.zone == "hand" else "your_trash_card"
    out: dict[str, Any] = {"deploy_card": {"pair": True}, "target": target,
                           "where": {**where, "type": "pilot"}}
    if step.may and not leading:
        out["at_least"] = 0
    return out


def cant_for_a_time(step: Step) -> dict[str, Any]:
    """s5-gcg-b (issue 29): "It can't activate <Blocker> during this turn" / "Units that are
    Lv.7 or lower can't activate <Blocker> during this battle" (13-1-4; 10-1-5-6: the "can't"
    wins over the keyword) → a `cant: block` step for the duration; s8-gcg-b: the same for
    "can't attack" (`cant_attack`, 8-2), "can't choose the enemy player as its attack target"
    and "can't be blocked" (13-1-6-1). Any other "can't" of a chosen card is by hand."""
    what = cant_what(step)
    if what not in EVERY_CANT - ONLY_CONTINUOUS or _until(step) is None or step.amount is not None:
        raise ByHand("cant on the chosen card: resolved by hand")
    if what == "attack":
        return {"cant_attack": True, "until": _until(step)}
    return {"cant": what, "until": _until(step)}


def _until(step: Step) -> str | None:
    """A lasting step's script `until`: "this turn" / "this battle" (7-6-6-1, 8-6-1), or s17-gcg a duration
    that ends in a later turn (next_turn.py); None for any other."""
    if step.until.kind in ("turn", "battle"):
        return step.until.kind
    if step.until.kind == "until" and step.until.key in next_turn.UNTILS:
        return step.until.key
    return None


# --- "This card's name is also treated as [Name]" (s5-gcg-b, issue 29) ------------------------


def also_named(reading: Reading) -> list[str]:
    """The names the card's text also gives it (2-2-4: a card may have several names)."""
    return [name for ability in reading.abilities for name in _alias_names(ability)]


def _alias_names(ability: Ability) -> list[str]:
    """"This card's name is also treated as [Char Aznable]." — a name of the card itself,
    unconditional and for good (anything else about names stays by hand)."""
    body = ability.body or ()
    if not body or ability.timing is not None or ability.trigger is not None or ability.conditions \
            or ability.cost or ability.limit or ability.optional or ability.keyword is not None:
        return []
    names = []
    for step in body:
        extra = dict(step.extra)
        target = step.target
        if step.verb != "name_alias" or target is None or target.who != "this" or target.filters \
                or set(extra) != {"name"} or not isinstance(extra["name"], str) or not extra["name"] \
                or step.may or step.if_done or step.condition is not None or step.until.kind != "instant":
            return []
        names.append(extra["name"])
    return names


def _look_if_discarded(body: tuple[Step, ...], i: int) -> tuple[dict[str, Any], int] | None:
    """s5-gcg-b (issue 29): "You may discard 1. If you do, look at the top 3 cards of your deck.
    You may reveal 1 (X) Unit card among them and add it to your hand. Return the remaining …"
    — the look (10-3-5) only when the discard was done (10-2-1); None for anything else."""
    step = body[i]
    if step.verb != "look" or not step.if_done or i == 0 or body[i - 1].verb != "discard" \
            or step.condition is not None or body[i - 1].condition is not None \
            or any(s.condition is not None or s.if_done for s in body[:i - 1]):
        return None
    plain = (*body[:i], replace(step, if_done=False), *body[i + 1:])
    looked = _look_and_take(plain, i) or _look_keep_top(plain, i)
    if looked is None:
        return None
    return {**looked[0], "if_discarded": True}, looked[1]


def _look_top_rest_bottom(body: tuple[Step, ...], i: int, n: int) -> tuple[dict[str, Any], int] | None:
    """s5-gcg-b (issue 29): "Look at the top 3 cards of your deck and return 1 to the top. Return
    the remaining cards (randomly) to the bottom of your deck." (10-3-5) → `look_to: top`; the rest
    go to the bottom in random order, or, printed without "randomly", in the order their owner
    chooses (4-1-6, 4-1-7: the others do not learn it)."""
    top, other = body[i + 1], body[i + 2]
    if top.verb != "to_deck" or top.zone_to != "deck_top" or not _plain_look_step(top, "looked") \
            or top.target.count != 1 or top.target.all or top.target.filters:
        return None
    if other.verb == "to_trash" and other.target is not None and other.target.who == "remaining" \
            and other.target.all and _plain_look_step(other, "remaining") and other.zone_to is None \
            and not other.target.filters and not _refers_to_looked(body[i + 3:]):
        # s12-gcg-exec: "… and return 1 to the top. Place the remaining cards into your trash." — the
        # trash is public (4-9-2): no order to choose, the rest go there whatever their number
        return {"look": n, "look_to": "top", "look_rest": "trash"}, i + 3
    extra = dict(other.extra)
    if other.verb != "to_deck" or other.zone_to != "deck_bottom" or other.target is None \
            or other.target.who != "remaining" or not other.target.all or other.target.filters \
            or other.may or other.if_done or other.condition is not None or other.zone_from \
            or set(extra) - {"random"} or _refers_to_looked(body[i + 3:]):
        return None
    rest = "bottom" if extra.get("random") is True else "bottom_ordered"
    return {"look": n, "look_to": "top", "look_rest": rest}, i + 3


# --- s5-gcg-a (issue 29): a command paired by its own 【Main】, a paired card's 【Main】 activated ---

# "the first card in your opponent's shield area" (13-1-2-2), as the readers give it
FIRST_IN_SHIELD_AREA = Selector(who="enemy", kind="base|shield", zone="shields",
                                filters=(Filter("position", "==", "first"),))


def _paired_play_step(body: tuple[Step, ...], i: int) -> dict[str, Any] | None:
    """"After activating this card's 【Main】, you may pair this card from your trash with one of
    your (X) Units" → `pair_this` on a chosen unit of yours, which may be declined (`at_least: 0`);
    "Activate 【Main】 on the card paired with this Unit" → `activate_paired`. Each only as the
    last step (what follows is done after it, which the executor does not order), with nothing
    else on it (no "If you do,"; the pairing with no condition either); anything else is not this
    template (None)."""
    step = body[i]
    if step.verb == "pair" and step.get("card") == "this":
        if i != len(body) - 1 or not step.may or step.if_done or step.condition is not None \
                or step.zone_from != "trash" or dict(step.extra) != {"card": "this"}:
            raise ByHand("pair this card: resolved by hand")
        target = _chosen(step.target)
        if target["target"] != "your_unit" or set(target) - {"target", "where"}:
            raise ByHand("pair this card with that unit: resolved by hand")
        return {**target, "pair_this": True, "at_least": 0}  # "you may" (10-1-3)
    if step.verb == "activate" and _paired_pilot(step.target):
        timing = step.get("timing")
        if i != len(body) - 1 or step.may or step.if_done \
                or timing not in ("main", "action") or set(dict(step.extra)) != {"timing"}:
            raise ByHand("activate on the paired card: resolved by hand")
        # s12-gcg-exec: "If C, activate 【Main】 on the card paired with this Unit." — C gates the
        # activation as it resolves (10-2-1): when C fails nothing is activated
        condition = _step_condition(step.condition, body[:i]) if step.condition is not None else None
        return _with(condition, {"activate_paired": timing, "target": "self"})
    return None


# s11-gcg-exec: "Choose 7 (X) cards from your trash" / "Exile 10 … from your trash：" — the executor
# chooses up to 15 cards of a trash at once (cards.Step.count); a choice in play, at most 6.
_MOST_TRASH_CARDS = 15


def _exile_from_trash(body: tuple[Step, ...], optional: bool) -> dict[str, Any] | None:
    """s5-gcg-a: "(You may) choose N (X) cards from your trash. Exile them from the game. If you
    do, …" as the effect's first steps → one `exile` step on N cards of your trash (`whole`: the
    owner chooses N of them; with some but fewer the effect is resolved by hand, effects
    .short_of_whole; with none it does not activate, 10-3-3-1). Whenever the effect goes on
    automatically all N were exiled, so what "If you do," covers is then done (10-2-1). None
    when the body is not this template."""
    if len(body) < 3:
        return None
    choose, exile, after = body[0], body[1], body[2]
    sel = choose.target
    shuffle = exile.verb == "to_deck" and exile.zone_to == "deck_shuffle"  # s7-gcg: "… and shuffle it"
    if sel is None or sel.zone != "trash" or (exile.verb != "exile" and not shuffle) or exile.target is None \
            or exile.target.who != "it" or not after.if_done:
        return None
    if sel.who != "yours" or sel.all or sel.up_to or sel.other or not 1 <= sel.count <= _MOST_TRASH_CARDS \
            or sel.kind not in (*CARD_TYPES, "card") \
            or (choose.condition is not None and not _unchanged_by_an_exile(_condition(choose.condition))) \
            or (choose.may and not optional) or choose.if_done \
            or _flags(replace(exile, zone_to=None) if shuffle else exile) \
            or exile.zone_to not in (None, "removal", "deck_shuffle") \
            or dict(exile.extra) or dict(choose.extra):
        raise ByHand("this choice is made by hand")
    where = _where_of(sel.filters, "printed")
    if sel.kind != "card":
        where["type"] = sel.kind
    verb: dict[str, Any] = {"to_deck": "shuffle"} if shuffle else {"exile": True}  # s7-gcg: 4-2 (shuffled)
    step: dict[str, Any] = {**verb, "target": "your_trash_cards", "count": sel.count, "whole": True}
    return {**step, "where": where} if where else step


def _bare_trash_exile(body: tuple[Step, ...]) -> bool:
    """s13-gcg-gen: an effect's first step exiling N cards of your trash with no "choose" printed, and
    "If you do," after it (the one form `_exile_from_trash` then reads)."""
    first = body[0]
    return len(body) >= 2 and body[1].if_done and first.target is not None and first.target.zone == "trash" \
        and first.target.who == "yours" and first.zone_to in (None, "removal") and not first.extra \
        and first.amount is None


def _unchanged_by_an_exile(condition: dict[str, Any]) -> bool:
    """s11-gcg-exec: a condition exiling cards of a trash cannot turn: `_stable_condition`'s, and what
    this unit is attacking (8-2-1); s12-gcg-gen: a count of cards anywhere but a trash (units, pilots,
    resources, bases in play), your hand, your shields — exiling cards of a trash or shuffling them into
    a deck moves nothing else (5-12-1, 4-2)."""
    kind = condition.get("kind")
    if kind == "all":
        return all(_unchanged_by_an_exile(c) for c in condition.get("all_of") or ())
    return _stable_condition(condition) or kind in ("attacking", "hand_size", "shields") \
        or (kind == "count" and condition.get("zone") != "trash")


def _gated_by_the_exile(body: tuple[Step, ...], condition: dict[str, Any], after: Step) -> Step:
    """s11-gcg-exec (issue 29): "If you are attacking the enemy player, you may choose 7 (X) cards from
    your trash. Exile them. If you do, choose 1 enemy Unit. Destroy it." — what "If you do," covers
    is done only when the exile was, so only when C held: C is one the exile cannot change (whose
    turn, what this unit attacks, your Lv.: _unchanged_by_an_exile), so the covered step carries it. Only
    when nothing but that step (and its verbs on "it") follows: a later "Then," is not settled."""
    if after.condition is not None or any(s.target is None or s.target.who != "it" for s in body[3:]) \
            or (body[3:] and after.verb != "choose"):
        raise ByHand("this choice is made by hand")
    return replace(after, condition=body[0].condition)  # read again by `_script` as that step's "If …,"


def _hand_change_per(step: Step) -> dict[str, Any]:
    """s5-gcg-a: a Lv. / cost change of this card in its owner's hand counted "for each …" (units
    in play or cards in a trash, as `_per_count` reads them), computed whenever asked (10-1-5)."""
    amount = step.amount
    if step.zone_from != "hand" or not _is_this(step.target) or amount is None or amount.n != 0 \
            or not -10 <= amount.per < 0 or dict(step.extra):
        raise ByHand("a cost change: applied by hand")
    return {step.verb: amount.per, "per_count": _per_count(step)}


def _gained_traits(step: Step) -> list[str]:
    """s11-gcg-read: the one trait "gain (X)" gives (2-5-3); "(A)/(B)" is "A or B" (5-19-1), which
    says nothing of which one is gained: by hand."""
    traits = step.get("traits") or ()
    if len(traits) != 1 or step.amount is not None or set(dict(step.extra)) != {"traits"}:
        raise ByHand("a trait gained: resolved by hand")
    return [str(traits[0])]
