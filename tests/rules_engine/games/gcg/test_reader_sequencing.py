"""s8-gcg-c (issue 29): the generalisation harness for conditions, sequencing, triggers and
costs. Fragments (sequencing_fragments.py, official English phrasing, each with what it means
to the engine) are composed into sentences no seen card prints; each must read — and the
executor's script must say exactly what the fragments say — or be listed below as a
combination the rules make meaningless. A part not fully read leaves the whole effect by hand,
so a reading that is not the fragments' meaning fails here rather than running wrongly.
Clauses are the zh-Hant rules' (v1.1.0): 10-2-1, 10-1-6, 10-1-7, 13-2."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from rules_engine.core.effects.explain import explain
from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import WORDS

from .sequencing_fragments import (
    CHOSEN_MAY_JOINED,
    CHOSEN_MAY_TARGETS,
    CHOSEN_MAY_VERBS,
    COMMAND_CONDITIONS,
    CONDITIONS,
    COSTS,
    DAMAGE_FROM_EVENTS,
    DEPLOY_AFTER,
    EFFECTS,
    EVENTS,
    EXILE_GATES,
    FRIENDLY_INSTEAD_VERBS,
    INSTEAD_CONDITIONS,
    IT_IS_CONDITIONS,
    IT_IS_VERBS,
    LATER_TURN_DELAYED_LEADS,
    LINKED_AMOUNTS,
    LINKED_KEYWORDS,
    MARKERS,
    MAY_FIRST,
    MODIFY_INSTEAD,
    PAIR_PILOTS,
    PAIR_UNITS,
    PLAYER_EVENT_LEADS,
    PLAYER_EVENTS,
    RELATIVE_LEVEL_BOUNDS,
    REST_SEVERAL_FIRST,
    RESTED_BOUNDS,
    RESTED_BY_THIS_EFFECT,
    REVEALED_HAND_CARDS,
    STABLE_INSTEAD_CONDITIONS,
    SUBJECTS,
    SUPPORTED_UNITS,
    THAT_CHOSEN_UNIT_FIRST,
    THAT_CHOSEN_UNIT_THEN,
    THAT_UNIT_EVENTS,
    THEN_IF_ON_THE_CHOSEN,
    THEY_CHOICES,
    THEY_EVENTS,
    TURN_LEADS,
)

GAME = get_game("gcg")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _on_this_card(condition: Any) -> bool:
    """A condition (or one it joins) on this card's own state."""
    if isinstance(condition, dict):
        return condition.get("kind") == "self" or any(_on_this_card(v) for v in condition.values())
    return isinstance(condition, list) and any(_on_this_card(c) for c in condition)


def _with_condition(script: list[dict[str, Any]], condition: dict[str, Any]) -> list[dict[str, Any]]:
    return [{**script[0], "condition": condition}, *script[1:]]


def composed() -> list[tuple[str, str, dict[str, Any], list[dict[str, Any]]]]:
    """(slot, printed text, the effect's header fields, its script) for every composition."""
    out: list[tuple[str, str, dict[str, Any], list[dict[str, Any]]]] = []
    headers = [("【Deploy】", {"timing": "deploy"}), ("【Activate･Main】①：", {"timing": "activate_main",
                                                                     "cost": {"pay": 1, "rest_self": False}})]
    # conditions × effects × headers, leading "If …," (10-2-1)
    for (cond, meaning), (effect, script), (header, fields) in itertools.product(CONDITIONS, EFFECTS, headers):
        out.append(("condition", f"{header}If {cond}, {effect}.", fields, _with_condition(script, meaning)))
    # s12-gcg-exec: "If C, activate 【Main】 / 【Action】 on the card paired with this Unit." (C gates the
    # activation as it resolves, 10-2-1)
    for (cond, meaning), (header, fields), timing in itertools.product(
            CONDITIONS, headers, ("Main", "Action")):
        out.append(("condition.activate_paired", f"{header}If {cond}, activate 【{timing}】 on the card paired "
                    "with this Unit.", fields,
                    [{"activate_paired": timing.lower(), "target": "self", "condition": meaning}]))
    # a condition on this Unit, then "it" (this Unit, 10-2-1)
    for cond, meaning in CONDITIONS:
        if cond.startswith("this Unit "):
            out.append(("condition.this_it", f"【Attack】If {cond}, it gets AP+2 during this turn.",
                        {"timing": "attack"},
                        _with_condition([{"modify": {"ap": 2}, "until": "turn", "target": "self"}], meaning)))
    # s10-gcg-b: "If <cond>, choose … from your trash. Add it to your hand. If you do, discard 1." —
    # the discard only when the card was added (10-2-1), so never when <cond> fails
    for (cond, meaning), (card, where) in itertools.product(CONDITIONS, (
            ("1 Unit card that is Lv.6 or higher", {"min_level": 6, "type": "unit"}),
            ("1 (Storm Fist) card", {"traits": ["Storm Fist"]}))):
        add = {"add_to_hand": True, "target": "your_trash_card", "where": where}
        if _on_this_card(meaning):  # s17-fmt: on this card's last state in play, as it triggers (13-2-8-2-1)
            fields, steps = {"timing": "destroyed", "conditions": [meaning]}, [add]
        else:
            fields, steps = {"timing": "destroyed"}, [{**add, "condition": meaning}]
        out.append(("condition.trash_add_discard", f"【Destroyed】If {cond}, choose {card} from your trash. Add it to "
                    "your hand. If you do, discard 1.", fields, [*steps, {"discard": 1, "condition": {"kind": "done"}}]))
    # s10-gcg-b: "(If <cond>,) you may pair 1 <filtered> Pilot card from your hand with this Unit." (5-9-1)
    pilots = (("1 Pilot card", {"type": "pilot"}), ("1 (Storm Fist) Pilot card", {"traits": ["Storm Fist"], "type": "pilot"}),
              ('1 Pilot card with "Rena" in its card name', {"name_contains": "Rena", "type": "pilot"}),
              ("1 Lv.4 or lower Pilot card", {"max_level": 4, "type": "pilot"}))
    for (card, where), (cond, meaning) in itertools.product(pilots, [(None, None), *CONDITIONS[::6]]):
        lead = f"If {cond}, you may" if cond else "You may"
        step = {"deploy_card": {"pair": True}, "target": "your_hand_card", "where": where}
        out.append(("sequence.pair_from_hand", f"【Deploy】{lead} pair {card} from your hand with this Unit.",
                    {"timing": "deploy", "optional": True}, [step if cond is None else {**step, "condition": meaning}]))
        trash = {**step, "target": "your_trash_card"}  # "Choose … from your trash. Pair it with this Unit."
        out.append(("sequence.pair_from_trash", f"【Activate･Main】①：{'If ' + cond + ', c' if cond else 'C'}hoose "
                    f"{card} from your trash. Pair it with this Unit.",
                    {"timing": "activate_main", "cost": {"pay": 1, "rest_self": False}},
                    [trash if cond is None else {**trash, "condition": meaning}]))
        if cond is None:
            out.append(("sequence.pair_from_hand", f"【Deploy】Draw 1. Then, you may pair {card} from your hand with "
                        "this Unit.", {"timing": "deploy"}, [{"draw": 1, "player": "self"}, {**step, "at_least": 0}]))
    # "…, if <cond>." after a one-sentence effect
    for cond, meaning in CONDITIONS:
        out.append(("condition.trailing", f"【Deploy】Draw 1 if {cond}.", {"timing": "deploy"},
                    _with_condition([{"draw": 1, "player": "self"}], meaning)))
    # two conditions joined by "and" (both must hold)
    for (a, ma), (b, mb) in itertools.product(CONDITIONS[::4], CONDITIONS[1::5]):
        if a == b:
            continue
        out.append(("condition.and", f"【Deploy】If {a} and {b}, draw 1.", {"timing": "deploy"},
                    _with_condition([{"draw": 1, "player": "self"}], {"kind": "all", "all_of": [ma, mb]})))
    # s9-gcg-a: conditions on how this command was played × effects × command headers, and a few
    # conditions of every kind on a command (a command's conditions are the same parts)
    for (cond, meaning), (effect, script), header in itertools.product(
            COMMAND_CONDITIONS + CONDITIONS[::7], EFFECTS, ("【Main】", "【Action】")):
        timing = {"timing": header.strip("【】").lower()}
        out.append(("condition.command", f"{header}If {cond}, {effect}.", timing, _with_condition(script, meaning)))
    # markers × effects (13-2)
    for (marker, fields), (effect, script) in itertools.product(MARKERS, EFFECTS):
        cost = "①：" if "Activate" in marker else ""
        more = {"cost": {"pay": 1, "rest_self": False}} if cost else {}
        out.append(("marker", f"{marker}{cost}{_cap(effect)}.", {**fields, **more}, script))
    # turn timings × effects, × a condition (7-2-4-1, 7-6-4-1; 10-2-1)
    for (lead, fields), (effect, script) in itertools.product(TURN_LEADS, EFFECTS):
        out.append(("turn_timing", f"{lead}{effect}.", fields, script))
    for (lead, fields), (cond, meaning) in itertools.product(TURN_LEADS, CONDITIONS[::3]):
        out.append(("turn_timing.condition", f"{lead}if {cond}, draw 1.", fields,
                    _with_condition([{"draw": 1, "player": "self"}], meaning)))
    # subjects × events, with and without 【Once per Turn】 (10-1-6-1)
    for (subject, sfields), (event, efields), once in itertools.product(SUBJECTS, EVENTS, (False, True)):
        if (subject, event) in MEANINGLESS_EVENTS:
            continue
        prefix = "【Once per Turn】" if once else ""
        on = {**efields, **sfields}
        fields: dict[str, Any] = {"timing": "event", "on": on, "once_per_turn": once}
        if subject == "this Unit" and event == "destroys an enemy Unit with battle damage":
            fields = {"timing": "destroys_enemy_unit", "once_per_turn": once}
        out.append(("trigger", f"{prefix}When {subject} {event}, draw 1.", fields,
                    [{"draw": 1, "player": "self"}]))
    # s10-gcg-a: pairing — the pilot's bounds × the unit's ("this Unit or one of your white Units")
    for (pilot, pfields), (unit, ufields), once in itertools.product(PAIR_PILOTS, PAIR_UNITS, (False, True)):
        prefix = "【Once per Turn】" if once else ""
        out.append(("trigger.pair", f"{prefix}When you pair {pilot} with {unit}, draw 1.",
                    {"timing": "event", "on": {"event": "paired", **ufields, **pfields}, "once_per_turn": once},
                    [{"draw": 1, "player": "self"}]))
    # s10-gcg-a: "When damage from <subject> destroys …" (the subject's damage, 5-5-3, 5-5-4)
    for (subject, sfields), (event, efields) in itertools.product(SUBJECTS, DAMAGE_FROM_EVENTS):
        out.append(("trigger.damage_from", f"When {event.format(s=subject)}, draw 1.",
                    {"timing": "event", "on": {**efields, **sfields}}, [{"draw": 1, "player": "self"}]))
    # s10-gcg-a: a bound relative to the event's unit ("… than that Unit", 2-9)
    # (s12-gcg-exec: "or higher", a lower bound)
    for (event, on), verb, (words, bound) in itertools.product(
            THAT_UNIT_EVENTS, ("Rest it", "Deal 2 damage to it"), RELATIVE_LEVEL_BOUNDS):
        step = {"rest": True} if verb == "Rest it" else {"damage": 2}
        out.append(("trigger.that_unit", f"When {event}, choose 1 enemy Unit whose Lv. is equal to or {words} "
                    f"than that Unit. {verb}.", {"timing": "event", "on": on},
                    [{**step, "target": "enemy_unit", "where": {bound + "_event": True}}]))
    # s12-gcg-exec: "… whose Lv. is equal to or lower / higher than this Unit" (this card's printed Lv., 2-8)
    for (trigger, tfields), (words, bound), (verb, vstep), target in itertools.product(
            (("【Deploy】", {"timing": "deploy"}), ("【Attack】", {"timing": "attack"}),
             ("【Destroyed】", {"timing": "destroyed"})),
            RELATIVE_LEVEL_BOUNDS,
            (("Rest it", {"rest": True}), ("Deal 2 damage to it", {"damage": 2}),
             ("Return it to its owner's hand", {"return_to_hand": True})),
            (("enemy Unit", "enemy_unit"), ("of your other Units", "other_your_unit"))):
        out.append(("choose.relative_level", f"{trigger}Choose 1 {target[0]} whose Lv. is equal to or {words} "
                    f"than this Unit. {verb}.", tfields,
                    [{**vstep, "target": target[1], "where": {bound + "_this": True}}]))
    # s10-gcg-a: this unit's <Support> used on a unit within the printed bounds (13-1-3-1)
    for (unit, ufields), once in itertools.product(SUPPORTED_UNITS, (False, True)):
        prefix = "【Once per Turn】" if once else ""
        out.append(("trigger.support", f"{prefix}When you use this Unit's <Support> to increase {unit}'s AP, draw 1.",
                    {"timing": "event", "on": {"event": "supported", "subject": "this", **ufields},
                     "once_per_turn": once}, [{"draw": 1, "player": "self"}]))
    # s14-trig: the player's own acts, the shield area, this unit returned (10-1-6-1) × leads × effects (the
    # returned unit's steps never act on it: printed._left_its_card)
    for (event, on), (lead, lfields), (effect, script) in itertools.product(PLAYER_EVENTS, PLAYER_EVENT_LEADS,
                                                                           EFFECTS):
        out.append(("trigger.player", f"{lead}{event}, {effect}.", {"timing": "event", "on": on, **lfields}, script))
    # s17-gcg round 3: "【Main】During your (opponent's) next turn, when <event>, <effect>." — a delayed trigger made
    # now that waits for that turn (and "Until the end of …", live from now): the event, the effect, the `until`
    for (event, on), (lead, until), (effect, script) in itertools.product(PLAYER_EVENTS, LATER_TURN_DELAYED_LEADS,
                                                                           EFFECTS[:2]):
        out.append(("trigger.later_turn_delayed", f"【Main】{lead}, when {event}, {effect}.", {"timing": "main"},
                    [{"delayed": {"on": on, "script": script}, "until": until}]))
    # s14-trig: "when they …" — the units chosen before, each (a delayed trigger per unit, 10-1-6-1)
    for (choice, cfields), (verb, on) in itertools.product(THEY_CHOICES, THEY_EVENTS):
        out.append(("trigger.they", f"【Deploy】Choose {choice}. During this turn, when they {verb}, draw 1.",
                    {"timing": "deploy"}, [{"delayed": {"on": on, "script": [{"draw": 1, "player": "self"}]},
                                            **cfields}]))
    # s14-trig: "At the start of your main phase," (7-5) × effects, × a condition
    for (effect, script), (cond, meaning) in itertools.product(EFFECTS, [(None, None), *CONDITIONS[::5]]):
        if cond is None:
            out.append(("turn_timing.main", f"At the start of your main phase, {effect}.", {"timing": "start_of_main"},
                        script))
        elif effect == "draw 1":
            out.append(("turn_timing.main", f"At the start of your main phase, if {cond}, {effect}.",
                        {"timing": "start_of_main"}, _with_condition(script, meaning)))
    for (cost, cfields, paid), (effect, script) in itertools.product(COSTS, EFFECTS):
        out.append(("cost", f"【Activate･Main】{cost}：{_cap(effect)}.", {"timing": "activate_main", "cost": cfields},
                    [*paid, *script]))
    # sequencing: "Then," (10-2-3: does not depend on the first) and "If you do," (depends on it)
    for effect, script in EFFECTS:
        out.append(("sequence.then", f"【Deploy】Draw 1. Then, {effect}.", {"timing": "deploy"},
                    [{"draw": 1, "player": "self"}, *script]))
    # "…, If <cond>, … instead." (10-2-1): one of two steps, by the condition
    for cond, holds, unless in INSTEAD_CONDITIONS:
        out.append(("sequence.instead", f"【Deploy】Choose 1 enemy Unit. Deal 2 damage to it. If {cond}, deal 4 damage "
                    "to it instead.", {"timing": "deploy"},
                    [{"damage": 2, "target": "enemy_unit", "condition": unless},
                     {"damage": 4, "target": "enemy_unit", "condition": holds}]))
        out.append(("sequence.instead", f"【Deploy】Choose 1 enemy Unit with 3 or less HP. Destroy it. If {cond}, "
                    "choose 1 enemy Unit with 5 or less HP instead.", {"timing": "deploy"},
                    [{"destroy": True, "target": "enemy_unit", "where": {"max_hp": 3}, "condition": unless},
                     {"destroy": True, "target": "enemy_unit", "where": {"max_hp": 5}, "condition": holds}]))
    # s15-opt round 2: "If C, you may discard 1. If you do, choose …" — C gates the discard; no discard, no choice
    for (cond, meaning), (effect, script) in itertools.product(CONDITIONS[::7], EFFECTS):
        if effect.startswith("choose"):
            out.append(("sequence.if_c_discard_if_you_do", f"【Deploy】If {cond}, you may discard 1. If you do, {effect}.",
                        {"timing": "deploy", "optional": True},
                        [{"discard": 1, "condition": meaning}, {**script[0], "if_discarded": True}, *script[1:]]))
    # s15-opt round 2: "Draw 1. If C, draw 2 instead." — C a condition no draw changes (not a hand, deck or trash)
    for cond, holds, unless in INSTEAD_CONDITIONS:
        if holds.get("kind") != "hand_size" and holds.get("zone") != "trash":
            out.append(("sequence.draw_instead", f"【Deploy】Draw 1. If {cond}, draw 2 instead.", {"timing": "deploy"},
                        [{"draw": 1, "player": "self", "condition": unless},
                         {"draw": 2, "player": "self", "condition": holds}]))
    # s15-opt round 3: "Each player discards N" / "All players each discard N" (1-3-4) × markers, conditions, "Then,"
    for (marker, fields), (phrase, n) in itertools.product(
            MARKERS, (("Each player discards 1", 1), ("All players each discard 2", 2))):
        each = [{"discard": n, "player": "each"}]
        out.append(("sequence.each_discards", f"{marker}{phrase}.", fields, each))
        out.append(("sequence.each_discards", f"{marker}Draw 1. Then, {phrase[0].lower()}{phrase[1:]}.", fields,
                    [{"draw": 1, "player": "self"}, *each]))
        out.append(("sequence.each_discards", f"{marker}{phrase}. Then, draw 1.", fields,
                    [*each, {"draw": 1, "player": "self"}]))
    for cond, meaning in CONDITIONS[::7]:
        out.append(("sequence.each_discards", f"【Deploy】If {cond}, each player discards 1.", {"timing": "deploy"},
                    _with_condition([{"discard": 1, "player": "each"}], meaning)))
    # s11-gcg-exec: "If it is / has …, <verb> instead." on the chosen unit (10-1-9-1)
    for (cond, where), (first, fstep, other, ostep) in itertools.product(IT_IS_CONDITIONS, IT_IS_VERBS):
        out.append(("sequence.it_is_instead", f"【Deploy】Choose 1 enemy Unit. {first}. If {cond}, {other}.",
                    {"timing": "deploy"},
                    [{**fstep, "target": "enemy_unit", "instead": {"where": where, "then": ostep}}]))
        # after another step on the same unit: the replaced step is a `chosen` one
        out.append(("sequence.it_is_instead", f"【Deploy】Choose 1 enemy Unit. It gets AP-1 during this turn. "
                    f"{first}. If {cond}, {other}.", {"timing": "deploy"},
                    [{"modify": {"ap": -1}, "until": "turn", "target": "enemy_unit"},
                     {**fstep, "target": "chosen", "instead": {"where": where, "then": ostep}}]))
    # s11-gcg-exec: the same on a friendly unit, under a condition no step on a unit changes (10-1-9-1)
    for (cond, holds, unless), (first, fstep, other, ostep) in itertools.product(STABLE_INSTEAD_CONDITIONS,
                                                                                 FRIENDLY_INSTEAD_VERBS):
        out.append(("sequence.friendly_instead", f"【Deploy】Choose 1 friendly Unit. {first}. If {cond}, {other}.",
                    {"timing": "deploy"}, [{**fstep, "target": "friendly_unit", "condition": unless},
                                           {**ostep, "target": "friendly_unit", "condition": holds}]))
    # s11-gcg-exec: "Choose 1 enemy Unit. A. If C, B (on it)." — B only when C holds then (10-2-1)
    for (cond, condition), (first, fstep, later, lstep) in itertools.product(CONDITIONS, THEN_IF_ON_THE_CHOSEN):
        out.append(("sequence.then_if_on_the_chosen", f"【Deploy】Choose 1 enemy Unit. {first}. If {cond}, {later}.",
                    {"timing": "deploy"}, [{**fstep, "target": "enemy_unit"},
                                           {**lstep, "target": "chosen", "condition": condition}]))
    # s15-gen round 2: "Choose (up to) 1 enemy Unit. If it is …, <a step not on it>." — chosen first (10-3-3),
    # the condition checked on it as the step resolves (10-2-1)
    for (cond, where), (effect, script), up_to in itertools.product(
            IT_IS_CONDITIONS, [e for e in EFFECTS if len(e[1]) == 1 and not e[0].startswith("choose")], (False, True)):
        out.append(("sequence.chosen_then_other_step",
                    f"【Deploy】Choose {'up to ' if up_to else ''}1 enemy Unit. If {cond}, {effect}.",
                    {"timing": "deploy"},
                    [{"choose_only": True, "target": "enemy_unit", **({"at_least": 0} if up_to else {})},
                     {**script[0], "condition": {"kind": "chosen_is", "where": where}}]))
    # s17-gcg round 2: "Choose (up to) 1 <X>. You may <verb> it. (If you do, <effect>.)" — chosen first (10-3-3),
    # then the owner's "may" (10-1-3); "If you do," when the verb changed its card (10-2-1)
    for (words, target), (verb, vstep, seen), up_to, (effect, script) in itertools.product(
            CHOSEN_MAY_TARGETS, CHOSEN_MAY_VERBS, (False, True), [(None, []), *EFFECTS[:3]]):
        if effect is not None and not seen:
            continue
        after = f" If you do, {effect}." if effect else ""
        choice = {"choose_only": True, **target, **({"at_least": 0} if up_to else {})}
        done = [{**s, "condition": {"kind": "done"}} if k == 0 else s for k, s in enumerate(script)]
        out.append(("sequence.choose_then_may", f"【Deploy】Choose {'up to ' if up_to else ''}1 {words}. You may "
                    f"{verb}.{after}", {"timing": "deploy"},
                    [choice, {**vstep, "target": "chosen", "may": True}, *done]))
    # s17-gcg round 3: "Choose (up to) 1 <X>. You may <verb> it and <step>." — the second step under the same "may"
    # (10-1-3) but not on the chosen unit: skipped with a declined "may" (`under_may`)
    for (words, target), (verb, vstep, _seen), up_to, (joined, jstep) in itertools.product(
            CHOSEN_MAY_TARGETS, CHOSEN_MAY_VERBS, (False, True), CHOSEN_MAY_JOINED):
        choice = {"choose_only": True, **target, **({"at_least": 0} if up_to else {})}
        out.append(("sequence.choose_then_may_joined", f"【Deploy】Choose {'up to ' if up_to else ''}1 {words}. You "
                    f"may {verb} and {joined}.", {"timing": "deploy"},
                    [choice, {**vstep, "target": "chosen", "may": True}, {**jstep, "under_may": True}]))
    # s11-gcg-exec: "… If you do, <B on units whose Lv. is … lower than that Unit>" (the chosen unit, 2-9)
    for (first, fstep), (then, tstep), may in itertools.product(THAT_CHOSEN_UNIT_FIRST, THAT_CHOSEN_UNIT_THEN,
                                                                 (False, True)):
        lead = "You may " + first if may else first[0].upper() + first[1:]
        out.append(("sequence.that_chosen_unit", f"【Deploy】{lead}. If you do, {then}.",
                    {"timing": "deploy", "optional": may}, [fstep, {**tstep, "condition": {"kind": "done"}}]))
    # s11-gcg-exec: "… If this effect rested N or more Units, <effect>." (counted as it resolves, 10-2-1)
    # s12-gcg-gen: "or less" / "or fewer" too (op "<=")
    for (rest, rstep), n, (bound, op), (effect, script) in itertools.product(
            RESTED_BY_THIS_EFFECT, (1, 2, 3), RESTED_BOUNDS, EFFECTS):
        out.append(("sequence.rested_by_effect", f"【Deploy】{rest}. If this effect rested {n} or {bound} Units, "
                    f"{effect}.", {"timing": "deploy"},
                    [rstep, *({**s, "condition": {"kind": "rested_by_effect", "op": op, "n": n}}
                              if k == 0 else s for k, s in enumerate(script))]))
    # s11-gcg-exec: "Choose N of your active Units. Rest them. If you do, <effect>." (10-2-1, 1-3-2-1)
    for (first, fstep), (effect, script), may in itertools.product(REST_SEVERAL_FIRST, EFFECTS, (False, True)):
        lead = "You may " + first if may else first[0].upper() + first[1:]
        out.append(("sequence.rest_several", f"【Deploy】{lead}. If you do, {effect}.",
                    {"timing": "deploy", "optional": may}, [fstep, *script]))
    # s11-gcg-exec: "If C, you may choose 2 (X) cards from your trash. Exile them. If you do, <effect>."
    for (cond, gate), (effect, script) in itertools.product(EXILE_GATES, EFFECTS[:4]):
        exile = {"exile": True, "target": "your_trash_cards", "count": 2, "whole": True,
                 "where": {"traits": ["Storm Fist"]}, "condition": gate}
        out.append(("sequence.exile_gate", f"【Attack】If {cond}, you may choose 2 (Storm Fist) cards from your "
                    f"trash. Exile them from the game. If you do, {effect}.", {"timing": "attack", "optional": True},
                    [exile, {**script[0], "condition": gate}, *script[1:]]))
    # s11-gcg-exec: "(If C,) reveal 1 (X) card from your hand. Return it to the … of your deck. If you do, …"
    for (card, where), side, lead, (effect, script) in itertools.product(
            REVEALED_HAND_CARDS, ("top", "bottom"), ("", "you are attacking the enemy player"), EFFECTS[:3]):
        first = {"reveal_to_deck": side, "target": "your_hand_card", "where": where}
        if lead:
            first["condition"] = {"kind": "attacking", "attacking": "player"}
        text = f"If {lead}, reveal" if lead else "Reveal"
        out.append(("sequence.reveal_to_deck", f"【Attack】{text} 1 {card} from your hand. Return it to the {side} "
                    f"of your deck. If you do, {effect}.", {"timing": "attack"},
                    [first, {**script[0], "condition": {"kind": "done"}}, *script[1:]]))
    # s10-gcg-b: "This Unit gets AP+1 during this turn. If <cond>, <others> get AP+N instead."
    for (cond, holds, unless), (other, ostep) in itertools.product(INSTEAD_CONDITIONS, MODIFY_INSTEAD):
        for until, lasting in (("turn", "during this turn"), ("battle", "during this battle")):
            out.append(("sequence.modify_instead", f"【Attack】This Unit gets AP+1 {lasting}. If {cond}, {other} "
                        "instead.", {"timing": "attack"},
                        [{"modify": {"ap": 1}, "until": until, "target": "self", "condition": unless},
                         {**ostep, "until": until, "condition": holds}]))
    # s12-gcg-exec: "If C, this Unit gets AP+1 …. If D, … instead." — C joins both steps' conditions
    # (10-1-9-1: nothing to do B in place of when A is not done; 10-2-1)
    for (gate, gated), (cond, holds, unless), (other, ostep) in itertools.product(
            CONDITIONS[::5], INSTEAD_CONDITIONS, MODIFY_INSTEAD):
        parts = gated["all_of"] if gated["kind"] == "all" else [gated]  # one `all`, flat
        out.append(("sequence.if_c_modify_instead", f"【Attack】If {gate}, this Unit gets AP+1 during this turn. "
                    f"If {cond}, {other} instead.", {"timing": "attack"},
                    [{"modify": {"ap": 1}, "until": "turn", "target": "self",
                      "condition": {"kind": "all", "all_of": [*parts, unless]}},
                     {**ostep, "until": "turn", "condition": {"kind": "all", "all_of": [*parts, holds]}}]))
    # "You may A. If you do, B." (10-1-3, 10-2-1)
    for (first, fscript, flag), (effect, script) in itertools.product(MAY_FIRST, EFFECTS):
        out.append(("sequence.if_you_do", f"【Deploy】You may {first}. If you do, {effect}.",
                    {"timing": "deploy", "optional": True}, [*fscript, {**script[0], **flag}, *script[1:]]))
    # s13-gcg-gen round 2: "You may A. If you do, (you may) deploy 1 … from your hand." — A a change the
    # executor traces on one card (the flag "done"); a discard's "If you do," is its own (if_discarded)
    for (first, fscript, flag), (deploy, dscript) in itertools.product(MAY_FIRST, DEPLOY_AFTER):
        if flag == {"condition": {"kind": "done"}}:
            out.append(("sequence.if_you_do_deploy", f"【Deploy】You may {first}. If you do, {deploy}.",
                        {"timing": "deploy", "optional": True}, [*fscript, {**dscript, **flag}]))
    # s12-gcg-exec: "… If you do, B. Then, discard N." / "If C, B. Then, discard N." — the discard after
    # "Then," runs only when every earlier step was done (`after_every_step`; 1-3-7, 10-2-1 leave
    # the other case unsettled: by hand at resolution)
    for (first, fscript, flag), (effect, script), n in itertools.product(MAY_FIRST, EFFECTS, (1, 2)):
        out.append(("sequence.if_you_do_then_discard", f"【Deploy】You may {first}. If you do, {effect}. Then, "
                    f"discard {n}.", {"timing": "deploy", "optional": True},
                    [*fscript, {**script[0], **flag}, *script[1:], {"discard": n, "after_every_step": True}]))
    for (cond, meaning), (effect, script), (header, fields) in itertools.product(
            CONDITIONS[::3], EFFECTS, [("【Deploy】", {"timing": "deploy"}), ("【Main】", {"timing": "main"})]):
        out.append(("condition.then_discard", f"{header}If {cond}, {effect}. Then, discard 1.", fields,
                    [*_with_condition(script, meaning), {"discard": 1, "after_every_step": True}]))
    return out


# Combinations the rules make meaningless (never printed, nothing for the engine to do):
MEANINGLESS_EVENTS = {
    # 【Deploy】 is this unit's own deploy trigger (13-2-2); the unmarked form is not printed
    ("this Unit", "is deployed"),
    # a unit is destroyed once; "When this Unit is destroyed" is 【Destroyed】 (13-2-6)
    ("this Unit", "is destroyed"),
}


def _reading(text: str) -> tuple[list[str | None], tuple[dict[str, Any], ...]]:
    reading = GAME.read_text(text, "en")
    card_type = "command" if text.startswith(("【Main】", "【Action】")) else "unit"  # s9-gcg-a
    return printed.run_reasons(reading), printed.translate(reading, card_type).effects


def _plain(script: Any) -> Any:
    """`player: self` is a draw's default (the executor's Step): the same step either way."""
    return [{k: v for k, v in step.items() if (k, v) != ("player", "self")} for step in script or ()]


def outcome(text: str, fields: dict[str, Any], script: list[dict[str, Any]]) -> str | None:
    """None when the text is automated and means exactly the fragments; else what differs."""
    reasons, effects = _reading(text)
    if reasons != [None]:
        return f"by hand: {reasons}"
    if len(effects) != 1:
        return f"{len(effects)} effects"
    effect = effects[0]
    wrong = {k: effect.get(k) for k, v in fields.items() if effect.get(k) != v}
    if wrong:
        return f"header {wrong} (wanted {fields})"
    if _plain(effect.get("script")) != _plain(script):
        return f"script {effect.get('script')} (wanted {script})"
    return None


COMPOSED = composed()


@pytest.mark.parametrize(("slot", "text", "fields", "script"), COMPOSED, ids=[c[1] for c in COMPOSED])
def test_composed_sentence_reads_as_its_fragments(slot, text, fields, script):
    assert outcome(text, fields, script) is None, text


@pytest.mark.parametrize("header", ["【Deploy】", "【Attack】", "【Destroyed】", "【Activate･Main】①："])
def test_how_this_card_was_played_is_by_hand_outside_a_command(header):
    """s9-gcg-a: only a command's play records whether an EX Resource paid for it (5-17-3-2): on a
    unit's trigger or activated effect the condition is read, and left by hand — never guessed."""
    reasons, _ = _reading(f"{header}If you use an EX Resource to play this card, draw 1.")
    assert reasons == ["a condition on the EX Resources paid: checked by hand"]


MODAL_LEADS = ["When playing this card, choose 1 of the following effects and activate it:",
               "Choose 1 of the following effects and activate it:"]
MODAL = [(header, lead, a, b) for header in ("【Main】", "【Action】", "【Main】/【Action】") for lead in MODAL_LEADS
         for a, b in itertools.permutations(EFFECTS, 2)]


@pytest.mark.parametrize(("header", "lead", "first", "second"), MODAL,
                         ids=[f"{h}{lead[:4]}|{a[0][:12]}|{b[0][:12]}" for h, lead, a, b in MODAL])
def test_choose_one_of_the_following_reads_each_effect_whole(header, lead, first, second):
    """s9-gcg-a: "choose 1 of the following effects and activate it:" with ■ lines — each ■ line is
    read as an effect of its own and means exactly its fragment's script. s9-gcg-c: the engine
    prompts for the choice (modal.py, 10-3-3), so the effect is automated, one script per ■ line."""
    text = f"{header}{lead}\n■{_cap(first[0])}.\n■{_cap(second[0])}."
    reading = GAME.read_text(text, "en")
    (ability,) = reading.abilities
    assert ability.body is not None, ability.unread
    (step,) = ability.body
    assert step.verb == "choose_mode"
    modes = step.get("modes")
    assert [_plain(printed._script(m, burst=False, optional=False)) for m in modes] == \
        [_plain(first[1]), _plain(second[1])]
    assert printed.run_reasons(reading) == [None]
    (effect, *_) = printed.translate(reading, "command").effects
    assert effect["script"] == []
    assert [_plain(m) for m in effect["modes"]] == [_plain(first[1]), _plain(second[1])]
    assert effect["mode_labels"] == [f"{_cap(first[0])}.", f"{_cap(second[0])}."]


GRANTED_SUBJECTS = [("Choose 1 friendly Unit. It gains", "friendly"), ("Choose 1 of your (Storm Fist) Units. It gains",
                                                                     "yours"), ("This Unit gains", "this")]
GRANTED = [  # abilities printed on cards (the markers and triggers of this harness)
    "【Destroyed】Draw 1.", "【Attack】Choose 1 enemy Unit. Deal 2 damage to it.",
    "【During Link】【Destroyed】Choose 1 friendly (Storm Fist) Unit. Set it as active.",
    "When this Unit destroys an enemy Unit with battle damage, draw 1.",
    "【Once per Turn】When this Unit receives enemy effect damage, choose 1 enemy Unit. Rest it.",
]
GRANTS = list(itertools.product(GRANTED_SUBJECTS, ("during this turn", "during this battle"), GRANTED))


@pytest.mark.parametrize(("subject", "duration", "granted"), GRANTS,
                         ids=[f"{s[1]}|{d[-6:]}|{g[:20]}" for s, d, g in GRANTS])
def test_gains_the_following_effect_reads_the_granted_ability_as_printed(subject, duration, granted):
    """s9-gcg-a: "<subject> gains the following effect during this turn / battle:" with a ■ line —
    the granted ability is read exactly as the same text printed on a card (its markers, trigger,
    limit and steps), on the printed subject for the printed time; by hand, with that reason."""
    subject, _ = subject
    prefix = "【Attack】" if subject.startswith("This") else "【Main】"  # a command, or a trigger
    reading = GAME.read_text(f"{prefix}{subject} the following effect {duration}:\n■{granted}", "en")
    (ability,) = reading.abilities
    assert ability.body is not None, ability.unread
    step = ability.body[-1]
    assert step.verb == "grant_ability"
    assert step.until.kind == duration.split()[-1]
    assert (step.target.who if step.target is not None else None) == ("this" if subject.startswith("This") else "it")
    alone = GAME.read_text(granted, "en").abilities[0]
    assert step.get("ability") == alone
    # s11-gcg-exec: run as a delayed trigger on the unit that gains it (5-16-1): its event, its
    # 【During Link】, the script the same ■ text printed on a unit runs; a 【Once per Turn】 by hand
    if granted.startswith("【Once per Turn】"):
        assert printed.run_reasons(reading) == [
            "an effect granted to a card with a limit or a choice: resolved by hand"]
        return
    assert printed.run_reasons(reading) == [None]
    (effect,) = printed.translate(reading, "unit" if subject.startswith("This") else "command").effects
    (own,) = printed.translate(GAME.read_text(granted, "en"), "unit").effects
    made = effect["script"][-1]
    assert made["until"] == duration.split()[-1]
    assert made["target"] == ("self" if subject.startswith("This") else
                              "friendly_unit" if subject.startswith("Choose 1 friendly") else "your_unit")
    assert made["delayed"]["script"] == own["script"]
    on = own.get("on") or {
        "event": {"destroyed": "destroyed", "attack": "attacks", "destroys_enemy_unit": "destroys"}[own["timing"]],
        "subject": "this"}
    assert made["delayed"]["on"] == on
    assert made["delayed"].get("requires") == own.get("requires")


_TRIGGERS = [("【Deploy】", "deploy"), ("【Attack】", "attack"), ("【Destroyed】", "destroyed"),
             ("【When Paired】", "when_paired"), ("【When Linked】", "when_linked")]
EITHER = [(a, b, effect) for a, b in itertools.permutations(_TRIGGERS, 2) for effect in EFFECTS]


@pytest.mark.parametrize(("first", "second", "effect"), EITHER,
                         ids=[f"{a[1]}/{b[1]}|{e[0][:16]}" for a, b, e in EITHER])
def test_two_trigger_markers_joined_by_a_slash_run_on_either_event(first, second, effect):
    """s9-gcg-a: "【Deploy】/【Attack】<effect>" — the same effect on either event (13-2): one
    executor effect per marker, each exactly the fragment's script (as 【Main】/【Action】 is two)."""
    text = f"{first[0]}/{second[0]}{_cap(effect[0])}."
    reasons, effects = _reading(text)
    assert reasons == [None], text
    assert [e["timing"] for e in effects] == [first[1], second[1]]
    assert all(_plain(e["script"]) == _plain(effect[1]) for e in effects)


if __name__ == "__main__":  # the tally: python -m tests.rules_engine.games.gcg.test_reader_sequencing
    import collections

    tally: collections.Counter[str] = collections.Counter()
    read: collections.Counter[str] = collections.Counter()
    for slot, text, fields, script in COMPOSED:
        tally[slot] += 1
        problem = outcome(text, fields, script)
        if problem is None:
            read[slot] += 1
        else:
            print(f"{text}\n    {problem}")
    for slot in tally:
        print(f"{slot}: {read[slot]}/{tally[slot]}")
    print(f"all: {sum(read.values())}/{sum(tally.values())}")


@pytest.mark.parametrize("cond", ["you have a Unit with 5 or more AP in play",
                                  "an enemy Unit with 5 or more AP is in play",
                                  "2 or more enemy Units are in play"])
def test_modify_instead_on_a_count_the_modifier_could_change_is_by_hand(cond):
    """s10-gcg-b: "This Unit gets AP+1 … If <cond>, all your Units get AP+1 instead." is run by
    checking <cond> once, before either modifier (10-1-9-1) — only right when this Unit's AP+1
    cannot change it (a count by AP could), and only for counts of your own cards (an enemy
    count is left to the reading of the rest of the effect): those stay by hand."""
    reasons, _ = _reading(f"【Attack】This Unit gets AP+1 during this turn. If {cond}, all your Units get AP+1 instead.")
    assert reasons == ["modify with a condition: resolved by hand"]


LINKED_TEXTS = [
    (lang, text, mod, keyword, until)
    for (amount, mod), (en, ja, zh, keyword), (until, en_dur, ja_dur, zh_dur) in itertools.product(
        LINKED_AMOUNTS, LINKED_KEYWORDS,
        (("turn", "During this turn, ", "このターン中、", "本回合中，"),
         ("battle", "During this battle, ", "このバトル中、", "本次戰鬥中，")))
    for lang, text in (
        ("en", f"【Attack】{en_dur}this Unit gets {amount} and, if it is a Link Unit, it gains {en}."),
        ("ja", f"【アタック時】{ja_dur}このユニットを{amount}し、これがリンクユニットなら、これは{ja}を得る。"),
        ("zh-Hant", f"【攻擊時】{zh_dur}此機體的 {amount}，若此機體為共鳴機體，則此機體獲得{zh}。"))
]


@pytest.mark.parametrize(("lang", "text", "amount", "keyword", "until"), LINKED_TEXTS,
                         ids=[f"{t[0]}|{t[1]}" for t in LINKED_TEXTS])
def test_modifier_and_if_linked_keyword_reads_in_every_language(lang, text, amount, keyword, until):
    """s10-gcg-b: "During this turn, this Unit gets AP+1 and, if it is a Link Unit, it gains
    <High-Maneuver>." — the modifier always, the keyword only if this unit is a Link Unit as the
    effect resolves (10-2-1); the duration leads the sentence and holds for both."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "pilot").effects
    assert effect["script"] == [
        {"modify": amount, "until": until, "target": "self"},
        {"grant": keyword, "until": until, "target": "self", "condition": {"kind": "self", "where": {"state": "link"}}},
    ]


def test_and_if_linked_on_a_chosen_unit_stays_by_hand():
    """s10-gcg-b: "it" after "and, if" is this Unit only when the sentence's subject is this Unit;
    on a chosen unit the sentence is not read (no guessing what "it" is)."""
    reasons, _ = _reading("【Attack】Choose 1 enemy Unit. It gets AP-1 and, if it is a Link Unit, it gains <Blocker> "
                          "during this turn.")
    assert reasons == ["\u201cit\u201d after \u201cand, if\u201d names a card other than this Unit"]


_SCOUT = {"name": "Scout", "ap": 2, "hp": 2, "traits": ["Storm Fist"], "keywords": [], "rested": False}
_POD = {"name": "Pod", "ap": 1, "hp": 1, "traits": ["Storm Fist"], "keywords": [], "rested": False}
TOKEN_INSTEAD = [(cond, holds, unless, lead) for cond, holds, unless in INSTEAD_CONDITIONS
                 for lead in ("", "it is your turn")
                 if not (lead and cond.startswith("it is"))]  # "your turn and your opponent's turn": never printed


@pytest.mark.parametrize(("cond", "holds", "unless", "lead"), TOKEN_INSTEAD,
                         ids=[f"{lead}|{cond}" for cond, _, _, lead in TOKEN_INSTEAD])
def test_token_instead_deploys_one_kind_or_the_other(cond, holds, unless, lead):
    """s10-gcg-b: "(Then, if A,) deploy 1 [Scout] token. If (A and) B, deploy 2 [Pod] tokens
    instead." — the Pods when B holds, else the Scout (10-1-9-1); the Pods are deployed first so
    that a unit a token sends to the trash (11-4-2) cannot turn B; a B on units in play (which
    a token changes) stays by hand."""
    first = f"if {lead}, deploy" if lead else "deploy"
    both = f"{lead} and {cond}" if lead else cond
    text = (f"【Deploy】Draw 1. Then, {first} 1 [Scout]((Storm Fist)･AP2･HP2) Unit token. If {both}, deploy 2 "
            "[Pod]((Storm Fist)･AP1･HP1) Unit tokens instead.")
    reasons, effects = _reading(text)
    if holds.get("kind") == "count" and "zone" not in holds:
        assert reasons == ["token with a condition: resolved by hand"], text
        return
    assert reasons == [None], text
    turn = {"kind": "your_turn"}
    pods = {"kind": "all", "all_of": [turn, holds]} if lead else holds
    scout = {"kind": "all", "all_of": [turn, unless]} if lead else unless
    assert _plain(effects[0]["script"]) == [{"draw": 1}, {"token": _POD, "condition": pods},
                                            {"token": _POD, "condition": pods}, {"token": _SCOUT, "condition": scout}]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "【Activate･Main】①：If a Pilot is not paired with this Unit, choose 1 Pilot card from your trash. "
           "Pair it with this Unit."),
    ("ja", "【起動・メイン】①：このユニットにパイロットがセットされていないなら、自分のトラッシュのパイロットカード1枚を選ぶ。"
           "それをこのユニットにセットする。"),
    ("zh-Hant", "【啟動·主要】①：若此機體未搭乘駕駛員，則選擇我方廢棄區中的 1 張駕駛員卡牌。將該卡牌搭乘至此機體。"),
])
def test_pair_from_trash_if_not_paired_reads_in_every_language(lang, text):
    """s10-gcg-b: "If a Pilot is not paired with this Unit, choose 1 Pilot card from your trash. Pair
    it with this Unit." — the condition is this unit's (no pilot, 3-3-4), the pairing a `deploy_card`
    step that pairs the chosen trash card (5-9-1)."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"deploy_card": {"pair": True}, "target": "your_trash_card",
                                 "where": {"type": "pilot"}, "condition": {"kind": "self", "where": {"paired": False}}}]


_RANGE_SUBJECTS = [  # (the first count's cards as printed, the executor's count fields)
    ("{r} enemy Units are in play", {"who": "enemy", "other": False}),
    ("there are {r} rested enemy Units in play", {"who": "enemy", "other": False, "where": {"state": "rested"}}),
    ("you have {r} (Storm Fist) Units in play", {"who": "yours", "other": False, "where": {"traits": ["Storm Fist"]}}),
    ("your opponent has {r} Units in play", {"who": "enemy", "other": False}),
]


@pytest.mark.parametrize(("first", "fields"), _RANGE_SUBJECTS, ids=[f for f, _ in _RANGE_SUBJECTS])
@pytest.mark.parametrize(("again", "op", "n"), [("5 or more are in play", ">=", 5), ("5 or more", None, None),
                                                ("there are 5 or more in play", ">=", 5),
                                                ("2 or less are in play", "<=", 2)])
def test_a_second_count_that_leaves_its_cards_unsaid_counts_the_first_ones(first, fields, again, op, n):
    """s11-gcg-read: "If 1 to 4 X are in play, deploy A. If 5 or more are in play, deploy B." (10-2-1):
    "1 to 4" holds from 1 to 4 (both ends); the second count is of the first one's cards. A bare
    "If 5 or more," says nothing of play and stays by hand."""
    text = (f"【Main】If {first.format(r='1 to 4')}, deploy 1 [Scout]((Storm Fist)･AP2･HP2) Unit token. "
            f"If {again}, deploy 1 [Pod]((Storm Fist)･AP4･HP4) Unit token.")
    reasons, effects = _reading(text)
    if op is None:
        assert reasons != [None], text
        return
    assert reasons == [None], text
    between = {"kind": "all", "all_of": [{"kind": "count", **fields, "op": ">=", "n": 1},
                                         {"kind": "count", **fields, "op": "<=", "n": 4}]}
    scout = {"name": "Scout", "traits": ["Storm Fist"], "ap": 2, "hp": 2}
    pod = {"name": "Pod", "traits": ["Storm Fist"], "ap": 4, "hp": 4}
    script = _plain(effects[0]["script"])
    assert [s["condition"] for s in script] == [between, {"kind": "count", **fields, "op": op, "n": n}], text
    assert [{k: v for k, v in s["token"].items() if k in scout} for s in script] == [scout, pod], text


@pytest.mark.parametrize("text", [
    "【Main】If 5 or more are in play, draw 1.",  # nothing counted before it
    "【Main】If you have 3 or more cards in your hand, draw 1. If 5 or more are in play, draw 1.",  # not cards in play
])
def test_a_count_with_nothing_counted_before_it_stays_by_hand(text):
    assert _reading(text)[0] != [None], text


_TOKEN_OR = [  # (how the two tokens are printed, rested: first, second)
    ("Deploy 1 [Scout]((Storm Fist)･AP2･HP2) Unit token or 1 [Pod]((Storm Fist)･AP1･HP3･<Blocker>) Unit token",
     (False, False)),
    ("Deploy 1 [Scout]((Storm Fist)･AP2･HP2) or 1 [Pod]((Storm Fist)･AP1･HP3･<Blocker>) Unit token", (False, False)),
    ("Deploy 1 rested [Scout]((Storm Fist)･AP2･HP2) Unit token or 1 [Pod]((Storm Fist)･AP1･HP3･<Blocker>) Unit token",
     (True, False)),
    ("Deploy 1 [Scout]((Storm Fist)･AP2･HP2) or 1 rested [Pod]((Storm Fist)･AP1･HP3･<Blocker>) Unit token",
     (False, True)),
]


@pytest.mark.parametrize(("tokens", "rested"), _TOKEN_OR, ids=[t for t, _ in _TOKEN_OR])
@pytest.mark.parametrize(("header", "timing", "card_type"), [("【Deploy】", "deploy", "unit"), ("【Main】", "main", "command"),
                                                            ("【Destroyed】", "destroyed", "unit")])
@pytest.mark.parametrize(("cond", "meaning"), [(None, None), *CONDITIONS[::9]])
def test_deploy_one_token_or_another_is_a_choice_of_the_two(tokens, rested, header, timing, card_type, cond, meaning):
    """s11-gcg-read: "Deploy 1 [A](…) Unit token or 1 [B](…) Unit token" (10-3-3, 5-17-1): two
    effects to choose from, each one token as printed (its own "rested"), labelled as printed; a
    condition in front holds for either (10-2-1)."""
    text = f"{header}If {cond}, {tokens[0].lower()}{tokens[1:]}." if cond else f"{header}{tokens}."
    reading = GAME.read_text(text, "en")
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, card_type).effects
    assert effect["timing"] == timing and effect["script"] == []
    scout = {"name": "Scout", "traits": ["Storm Fist"], "ap": 2, "hp": 2}
    pod = {"name": "Pod", "traits": ["Storm Fist"], "ap": 1, "hp": 3, "keywords": ["blocker"]}
    got = [[{k: v for k, v in step["token"].items() if k in (*spec, "rested")} for step in mode]
           for mode, spec in zip(effect["modes"], (scout, pod), strict=True)]
    assert got == [[{**scout, "rested": rested[0]}], [{**pod, "rested": rested[1]}]], text
    assert [[step.get("condition") for step in mode] for mode in effect["modes"]] == [[meaning], [meaning]], text
    assert effect["mode_labels"] == [f"1 {'rested ' if rested[0] else ''}[Scout] (AP2・HP2)",
                                     f"1 {'rested ' if rested[1] else ''}[Pod] (AP1・HP3)"]


def test_deploy_one_token_or_another_beside_another_step_stays_by_hand():
    text = "【Deploy】Draw 1. Then, deploy 1 [Scout]((Storm Fist)･AP2･HP2) or 1 [Pod]((Storm Fist)･AP1･HP1) Unit token."
    assert _reading(text)[0] != [None]


_PLAYER_CHOICES = [  # (the choice as printed, the condition its filter makes)
    ("Choose 1 enemy player", None),
    ("Choose 1 enemy player with 4 or more cards in their hand", {"kind": "hand_size", "who": "enemy", "op": ">=", "n": 4}),
    ("Choose 1 enemy player with 2 or less cards in their hand", {"kind": "hand_size", "who": "enemy", "op": "<=", "n": 2}),
    ("Choose 1 enemy player with 7 or more cards in their trash", {"kind": "trash_size", "who": "enemy", "op": ">=", "n": 7}),
    ("Choose 1 enemy player with 2 or less Shields", {"kind": "shields", "who": "enemy", "op": "<=", "n": 2}),
]
_THEY = ["They", "That player", "That enemy player", "The chosen player"]


@pytest.mark.parametrize(("choice", "filtered"), _PLAYER_CHOICES, ids=[c for c, _ in _PLAYER_CHOICES])
@pytest.mark.parametrize("they", _THEY)
@pytest.mark.parametrize(("verb", "n", "may"), [("discard 1", 1, False), ("discard 2", 2, False),
                                                ("may discard 1", 1, True)])
@pytest.mark.parametrize(("header", "card_type"), [("【Deploy】", "unit"), ("【Main】", "command"),
                                                   ("【When Paired】", "unit"), ("【Activate･Main】①：", "unit")])
@pytest.mark.parametrize(("cond", "meaning"), [(None, None), *CONDITIONS[::11]])
def test_an_enemy_player_chosen_discards_from_their_own_hand(choice, filtered, they, verb, n, may, header, card_type,
                                                              cond, meaning):
    """s11-gcg-read: "Choose 1 enemy player (with N or more cards in their hand). They (may) discard
    N." (10-3-3, 5-11-1): one `discard` step by the enemy player, any condition in front as its
    condition (10-2-1), the player's filter as `chosen_player` (10-3-3-1), "may" theirs (10-1-3)."""
    lead = f"If {cond}, {choice[0].lower()}{choice[1:]}" if cond else choice
    text = f"{header}{lead}. {they} {verb}."
    reasons, effects = _reading(text)
    assert reasons == [None], text
    step = {"discard": n, "player": "opponent", **({"discard_may": True} if may else {})}
    if meaning is not None:
        step["condition"] = meaning
    # s12-gcg-exec: the player's bounds, judged player by player as it resolves (enemy_discard.choosable)
    step["chosen_player"] = [filtered] if filtered is not None else []
    assert effects[0]["script"] == [step], text


@pytest.mark.parametrize("text", [
    "【Deploy】They discard 1.",  # nobody chosen
    "【Deploy】Choose 1 enemy Unit. They discard 1.",  # a unit does not discard
    "【Deploy】Choose 2 enemy players. They discard 1.",
    "【Deploy】Choose 1 enemy player. They discard 1. If you do, draw 1.",  # whose discard, all of it?
    "【Deploy】Choose 1 enemy player. They discard 1. Then, they draw 1.",
    "【Deploy】Draw 1. Then, choose 1 enemy player. They discard 1.",
    "【Deploy】Choose 1 enemy player. They may draw 1. Draw 1.",  # a step not under "If they draw …"
    "【Deploy】Choose 1 enemy player with 3 or more Units in play. They discard 1.",
])
def test_what_an_enemy_player_does_beyond_a_discard_stays_by_hand(text):
    assert _reading(text)[0] != [None], text


@pytest.mark.parametrize(("choice", "filtered"), _PLAYER_CHOICES, ids=[c for c, _ in _PLAYER_CHOICES])
@pytest.mark.parametrize(("then", "steps"), [
    ("Then, draw 1.", [{"draw": 1, "player": "self"}]),
    ("Draw 1.", [{"draw": 1, "player": "self"}]),
    ("Then, deal 1 damage to all enemy Units.", [{"damage": 1, "target": "enemy_units"}]),
    ("Then, draw 1. Then, discard 1.", [{"draw": 1, "player": "self"}, {"discard": 1}]),
])
def test_an_enemy_player_discards_then_the_owners_steps(choice, filtered, then, steps):
    """s12-gcg-exec round 3: "Choose 1 enemy player (…). They discard 1. Then, <steps>." — the owner's
    steps after the chosen player's discard, in order (1-3-7); with no player to choose none of the
    effect is done (10-3-3-1: enemy_discard._chosen_enemy ends it)."""
    text = f"【Deploy】{choice}. They discard 1. {then}"
    reasons, effects = _reading(text)
    assert reasons == [None], text
    first = {"discard": 1, "player": "opponent", "chosen_player": [filtered] if filtered is not None else []}
    assert effects[0]["script"] == [first, *steps], text


@pytest.mark.parametrize(("lang", "text", "may"), [
    ("en", "【Deploy】Choose 1 enemy player with 4 or more cards in their hand. They discard 1.", False),
    ("ja", "【配備時】手札が4枚以上の相手プレイヤー1人を選ぶ。そのプレイヤーは自分の手札1枚を捨てる。", False),
    ("zh-Hant", "【配置時】選擇 1 名手牌有 4 張或更多的對方玩家。該玩家丟棄 1 張手牌。", False),
    ("en", "【Deploy】Choose 1 enemy player with 4 or more cards in their hand. They may discard 1.", True),
    ("ja", "【配備時】手札が4枚以上の相手プレイヤー1人を選ぶ。そのプレイヤーは自分の手札1枚を捨ててもよい。", True),
    ("zh-Hant", "【配置時】選擇 1 名手牌有 4 張或更多的對方玩家。該玩家可以丟棄 1 張手牌。", True),
])
def test_an_enemy_player_discards_in_every_language(lang, text, may):
    """s11-gcg-read: the same script from the three printings (10-3-3, 5-11-1, 10-1-3)."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"discard": 1, "player": "opponent", **({"discard_may": True} if may else {}),
                                 "chosen_player": [{"kind": "hand_size", "who": "enemy", "op": ">=", "n": 4}]}]


_THEY_DISCARDED = [  # s15-opt round 3: (how the consequence is printed, the executor's condition)
    ("If they don't discard with this effect, ", "they_did_not_discard"),
    ("If they do not discard with this effect, ", "they_did_not_discard"),
    ("If they don't discard a card with this effect, ", "they_did_not_discard"),
    ("If that player doesn't discard with this effect, ", "they_did_not_discard"),
    ("If they don't, ", "they_did_not_discard"),
    ("If they discard with this effect, ", "they_discarded"),
    ("If that enemy player discards with this effect, ", "they_discarded"),
    ("If they do, ", "they_discarded"),
]
_THEY_DISCARDED_JA = [("この効果でそのプレイヤーが手札を捨てなかったなら、", "they_did_not_discard"),
                      ("この効果でそのプレイヤーが手札を捨てたなら、", "they_discarded")]
_THEY_DISCARDED_ZH = [("若該玩家未透過此效果丟棄手牌，則", "they_did_not_discard"),
                      ("若該玩家透過此效果丟棄了手牌，則", "they_discarded")]
_THEY_DISCARDED_STEPS = [  # (en, ja, zh-Hant, the step's script)
    ("draw 1", "自分は1枚ドローする", "抽1張卡", {"draw": 1, "player": "self"}),
    ("choose 1 enemy Unit. Deal 2 damage to it", "相手のユニット1つを選ぶ。それに2ダメージを与える",
     "選擇對方的 1 張機體。給予該機體 2 點傷害", {"damage": 2, "target": "enemy_unit"}),
    ("this Unit gets AP+2 during this turn", "このターン中、このユニットをAP+2する", "本回合中，此機體的AP+2",
     {"modify": {"ap": 2}, "until": "turn", "target": "self"}),
]


def _their_discard_cases() -> list[tuple[str, str, str, dict[str, Any]]]:
    out = []
    for (lead, kind), (en, _ja, _zh, step) in itertools.product(_THEY_DISCARDED, _THEY_DISCARDED_STEPS):
        out.append(("en", f"【Deploy】Choose 1 enemy player. They may discard 1. {lead}{en}.", kind, step))
    for (lead, kind), (_en, ja, _zh, step) in itertools.product(_THEY_DISCARDED_JA, _THEY_DISCARDED_STEPS):
        out.append(("ja", f"【配備時】相手プレイヤー1人を選ぶ。そのプレイヤーは手札1枚を捨ててもよい。{lead}{ja}。", kind, step))
    for (lead, kind), (_en, _ja, zh, step) in itertools.product(_THEY_DISCARDED_ZH, _THEY_DISCARDED_STEPS):
        out.append(("zh-Hant", f"【配置時】選擇1名對方玩家。該玩家可以丟棄1張手牌。{lead}{zh}。", kind, step))
    return out


@pytest.mark.parametrize(("lang", "text", "kind", "step"), _their_discard_cases(), ids=lambda v: str(v)[:90])
def test_the_consequence_of_another_players_optional_discard(lang, text, kind, step):
    """s15-opt round 3: "Choose 1 enemy player. They may discard 1. If they don't (discard with this effect), …" —
    their own choice (10-1-3), the effect's owner's step under what they did (10-2-1): the record of their discard."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    mine = {k: v for k, v in step.items()}
    assert effect["script"][0] == {"discard": 1, "player": "opponent", "discard_may": True, "chosen_player": []}
    assert effect["script"][1:] == [{**mine, "condition": {"kind": kind}}], text


_SHIELD_PLAYER = [  # s15-opt round 3: "that enemy player" — the trigger's, whose shield area card was destroyed
    ("en", "When this Unit destroys an enemy shield area card with battle damage, that enemy player may discard 1. "
           "If they don't discard with this effect, {en}."),
    ("en", "During your turn, when this Unit destroys an enemy shield area card with damage, that enemy player may "
           "discard 1. If they don't, {en}."),
    ("ja", "このユニットがバトルダメージで相手のシールドエリアのカードを破壊したとき、そのプレイヤーは手札1枚を捨ててもよい。"
           "この効果でそのプレイヤーが手札を捨てなかったなら、{ja}。"),
    ("zh-Hant", "當此機體透過戰鬥傷害破壞對方護盾區的卡牌時，該玩家可以丟棄1張手牌。若該玩家未透過此效果丟棄手牌，則{zh}。"),
]


@pytest.mark.parametrize(("lang", "text"), _SHIELD_PLAYER, ids=[t[:60] for _, t in _SHIELD_PLAYER])
@pytest.mark.parametrize(("en", "ja", "zh", "step"), _THEY_DISCARDED_STEPS, ids=[s[0] for s in _THEY_DISCARDED_STEPS])
def test_the_enemy_player_of_a_destroyed_shield_may_discard(lang, text, en, ja, zh, step):
    """s15-opt round 3: no player chosen — the one whose shield area card the trigger destroyed (3-6-2): their own
    "may" (10-1-3, ja 「そのプレイヤーは…てもよい」 after the trigger is theirs too), the owner's step under its result."""
    text = text.format(en=en, ja=ja, zh=zh)
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    # round 4: `event_player` — the owner of the card the event destroyed, in every format (3-6-2, 12-3-8)
    assert effect["script"] == [{"discard": 1, "player": "opponent", "discard_may": True, "event_player": True},
                                {**step, "condition": {"kind": "they_did_not_discard"}}], text
    assert not effect.get("optional"), text  # the "may" is theirs, not the effect owner's
    # s15-opt round 4: what `/card` shows names the player the event meant, never "the chosen player"
    (line,) = explain(reading, WORDS)
    assert "that enemy player may discard 1; if not (that enemy player discarded with this effect)" in line, line
    assert "chosen" not in line, line


_SHIELD_PLAYER_DRAWS = [  # s15-opt round 5: the draw beside the discard above — (lang, lead, draws N, may draw N + "If …")
    ("en", "When this Unit destroys an enemy shield area card with battle damage, ", "that enemy player draws {n}.",
     "that enemy player may draw {n}. If they draw with this effect, draw 1."),
    ("en", "During your turn, when this Unit destroys an enemy shield area card with damage, ",
     "that enemy player draws {n}.", "that enemy player may draw {n}. If they draw with this effect, draw 1."),
    ("ja", "このユニットがバトルダメージで相手のシールドエリアのカードを破壊したとき、", "そのプレイヤーは{n}枚ドローする。",
     "そのプレイヤーは{n}枚ドローしてもよい。この効果でそのプレイヤーがドローしたなら、自分は1枚ドローする。"),
    ("zh-Hant", "當此機體透過戰鬥傷害破壞對方護盾區的卡牌時，", "該玩家抽{n}張卡。",
     "該玩家可以抽{n}張卡。若該玩家透過此效果抽卡，則抽1張卡。"),
]


@pytest.mark.parametrize(("lang", "lead", "draws", "may_draw"), _SHIELD_PLAYER_DRAWS,
                         ids=[(lang + lead)[:40] for lang, lead, _, _ in _SHIELD_PLAYER_DRAWS])
@pytest.mark.parametrize("n", [1, 2])
def test_the_enemy_player_of_a_destroyed_shield_draws(lang, lead, draws, may_draw, n):
    """s15-opt round 5: "…, that enemy player (may) draw(s) N" — no player chosen: the one whose shield area card
    the trigger destroyed (3-6-2) draws (4-14-1), their own "may" (10-1-3), the owner's draw under its result."""
    for text, script in (
            (lead + draws.format(n=n), [{"draw": n, "player": "chosen_enemy", "event_player": True}]),
            (lead + may_draw.format(n=n), [{"draw": n, "player": "chosen_enemy", "draw_may": True, "event_player": True},
                                           {"draw": 1, "player": "self", "condition": {"kind": "they_did"}}])):
        reading = GAME.read_text(text, lang)
        assert printed.run_reasons(reading) == [None], text
        (effect,) = printed.translate(reading, "unit").effects
        assert effect["script"] == script, text
        assert not effect.get("optional"), text  # the "may" is theirs, not the effect owner's
        (line,) = explain(reading, WORDS)
        assert f"that enemy player {'may draw' if len(script) > 1 else 'draws'} {n}" in line, line
        assert "chosen" not in line, line


def test_the_enemy_player_of_a_destroyed_shield_draws_in_a_delayed_trigger():
    """s15-opt round 5: the same inside "【Attack】During this turn, when this Unit destroys …" (a delayed trigger's
    event: whose shield area card it destroyed); `/card` names that enemy player, never "the chosen player"."""
    text = ("【Attack】During this turn, when this Unit destroys an enemy shield area card with battle damage, "
            "that enemy player draws 1.")
    reading = GAME.read_text(text, "en")
    assert printed.run_reasons(reading) == [None]
    (line,) = explain(reading, WORDS)
    assert "that enemy player draws 1" in line and "chosen" not in line, line


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("en", "【Deploy】Choose 1 enemy player. They may discard 1. If they don't discard with this effect, draw 1.",
     "the chosen player"),
    ("en", "【Deploy】Choose 1 enemy player. They may draw 1. If they draw with this effect, draw 1.", "the chosen player"),
    ("en", "【Attack】Choose 1 enemy player. They discard 1.", "the chosen player"),
    ("ja", "【配備時】相手プレイヤー1人を選ぶ。そのプレイヤーは手札1枚を捨ててもよい。この効果でそのプレイヤーが手札を捨てなかったなら、"
           "自分は1枚ドローする。", "the chosen player"),
    ("en", "When this Unit destroys an enemy shield area card with battle damage, that enemy player may discard 1.",
     "that enemy player"),
    ("ja", "このユニットがバトルダメージで相手のシールドエリアのカードを破壊したとき、そのプレイヤーは手札1枚を捨ててもよい。",
     "that enemy player"),
    ("zh-Hant", "當此機體透過戰鬥傷害破壞對方護盾區的卡牌時，該玩家可以丟棄1張手牌。", "that enemy player"),
])
def test_explain_names_the_player_as_the_text_does(lang, text, who):
    """s15-opt round 4: a player chosen by a step before is "the chosen player"; one the trigger's event meant
    (whose shield area card was destroyed, 3-6-2) was never chosen: "that enemy player" — in every printing."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (line,) = explain(reading, WORDS)
    assert who in line, line
    other = "that enemy player" if who == "the chosen player" else "the chosen player"
    assert other not in line, line


@pytest.mark.parametrize("text", [
    # with fewer than 2 cards in hand, whether discarding the one is "discarding with this effect" (1-3-2)
    "【Deploy】Choose 1 enemy player. They may discard 2. If they don't, draw 1.",
    # "If they don't," after their draw: not this record
    "【Deploy】Choose 1 enemy player. They may draw 1. If they don't, draw 1.",
])
def test_the_consequence_of_another_players_step_stays_by_hand_when_unsettled(text):
    assert printed.run_reasons(GAME.read_text(text, "en")) != [None], text


_BY_COUNT = [  # (the alternatives' conditions as printed, as the executor checks them, highest count first)
    (("you have no Units in play", "you have only 1 Unit in play", "you have 2 or more Units in play"),
     [(">=", 2), ("==", 1), ("==", 0)]),
    (("you have 3 or more Units in play", "you have 2 or less Units in play"), [(">=", 3), ("<=", 2)]),
    (("you have exactly 2 Units in play", "you have no Units in play", "you have 4 or more Units in play"),
     [(">=", 4), ("==", 2), ("==", 0)]),
]


@pytest.mark.parametrize(("conditions", "order"), _BY_COUNT, ids=[" / ".join(c) for c, _ in _BY_COUNT])
@pytest.mark.parametrize("header", ["【Main】", "【Deploy】", "【Activate･Main】【Once per Turn】②："])
def test_one_token_by_a_count_runs_highest_count_first(conditions, order, header):
    """s11-gcg-read: "Deploy 1 [A](…) Unit token if …, …, or deploy 1 [C](…) Unit token if …" (10-2-1):
    one of them, so the script checks the highest count first (a token never lowers the count)."""
    tokens = [f"deploy 1 [T{i}]((Storm Fist)･AP{i + 1}･HP1) Unit token if {cond}" for i, cond in enumerate(conditions)]
    text = f"{header}{', '.join(tokens[:-1])}, or {tokens[-1]}."
    text = text.replace(header + "deploy", header + "Deploy")
    reasons, effects = _reading(text)
    assert reasons == [None], text
    script = effects[0]["script"]
    assert [(s["condition"]["op"], s["condition"]["n"]) for s in script] == order, text
    assert all(s["condition"]["who"] == "yours" for s in script)
    by_n = {f"T{i}": cond for i, cond in enumerate(conditions)}
    assert len({s["token"]["name"] for s in script}) == len(by_n)


@pytest.mark.parametrize("text", [
    # the counts overlap: both could hold
    "【Main】Deploy 1 [A]((X)･AP1･HP1) Unit token if you have 2 or less Units in play, or deploy 1 [B]((X)･AP2･HP2) "
    "Unit token if you have 2 or more Units in play.",
    # a bound on the count: a token coming into a full battle area could lower it
    "【Main】Deploy 1 [A]((X)･AP1･HP1) Unit token if you have no (X) Units in play, or deploy 1 [B]((X)･AP2･HP2) "
    "Unit token if you have 1 or more (X) Units in play.",
    # different counts
    "【Main】Deploy 1 [A]((X)･AP1･HP1) Unit token if you have no Units in play, or deploy 1 [B]((X)･AP2･HP2) "
    "Unit token if your opponent has 1 or more Units in play.",
])
def test_one_token_by_counts_that_could_both_hold_stays_by_hand(text):
    assert _reading(text)[0] != [None], text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "【Deploy】Each enemy player discards 1."),
    ("en", "【Deploy】Your opponent discards 1."),
    ("ja", "【配備時】相手は自分の手札1枚を捨てる。"),
    ("zh-Hant", "【配置時】對方丟棄 1 張手牌。"),
])
def test_your_opponent_discards(lang, text):
    """s11-gcg-read: "Your opponent / Each enemy player discards 1" (12-2-6: in a duel the
    opponent). s12-gcg-exec: with several enemy players every one of them discards, from the turn
    player on (12-2-4) — `every_enemy`, only as the effect's last step."""
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"discard": 1, "player": "opponent", "every_enemy": True}]


def test_your_opponent_discards_before_another_step_is_each_enemy_only_in_a_duel():
    """s12-gcg-exec: "Your opponent discards 1. Then, draw 1." — a step after the enemies' discards
    keeps the one-enemy form (several enemy players: by hand at run time, 12-2-6)."""
    reading = GAME.read_text("【Deploy】Your opponent discards 1. Then, draw 1.", "en")
    assert printed.run_reasons(reading) == [None]
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"][0] == {"discard": 1, "player": "opponent"}


@pytest.mark.parametrize("what", ["ability", "effect"])
@pytest.mark.parametrize("then", ["Deal 3 damage to it.", "Rest it.", "Return it to its owner's hand."])
def test_the_unit_rested_with_this_ability_is_the_unit_chosen_and_rested(what, then):
    """s11-gcg-read: "Choose 1 active friendly Unit. Rest it. If you do, choose 1 enemy Unit whose Lv.
    is equal to or lower than the Unit rested with this ability." reads as "… than that Unit" (the
    chosen unit); with no unit chosen before it, by hand."""
    lead = "【Main】Choose 1 active friendly Unit. Rest it. If you do, choose 1 enemy Unit whose Lv. is equal to or lower than"
    printed_ = GAME.read_text(f"{lead} the Unit rested with this {what}. {then}", "en").abilities[0]
    that = GAME.read_text(f"{lead} that Unit. {then}", "en").abilities[0]
    assert printed_.body is not None and printed_.body == that.body
    alone = GAME.read_text(f"【Main】Choose 1 enemy Unit whose Lv. is equal to or lower than the Unit rested with this "
                           f"{what}. {then}", "en").abilities[0]
    assert alone.body is None


def test_a_condition_in_front_of_a_choice_of_effects_is_never_dropped():
    """s11-gcg-read: "If C, choose 1 of the following effects …" — main ran the chosen effect whether
    C held or not (the condition was dropped). Now each one-step option carries C (10-2-1); an option
    of several steps would run its later steps without it: by hand."""
    lead = "【Main】If you have 2 or more Units in play, choose 1 of the following effects and activate it:\n"
    reasons, effects = _reading(lead + "■Draw 1.\n■Deal 2 damage to all enemy Units.")
    assert reasons == [None]
    held = {"kind": "count", "who": "yours", "op": ">=", "n": 2, "other": False}
    assert [[step.get("condition") for step in mode] for mode in effects[0]["modes"]] == [[held], [held]]
    assert _reading(lead + "■Draw 1.\n■Choose 1 enemy Unit. Rest it.")[0] != [None]


# s11-gcg-read (round 2): the reading says "1" with a singular noun ("only 1 unit", never "1 units"),
# for every condition the harness composes, in each printed language's reading (explain is English)
_ONE_PLURAL = re.compile(r"\b1 (?!of\b|to\b|or\b)(?:[\w()/.\-]+ )*?(?:units|cards|shields|bases|pilots|tokens"
                         r"|resources)\b")


@pytest.mark.parametrize(("phrase", "expected"), CONDITIONS, ids=[c[0] for c in CONDITIONS])
def test_a_condition_reads_with_number_agreement(phrase, expected):
    text = f"【Deploy】If {phrase}, draw 1."
    reading = GAME.read_text(text, "en")
    (line,) = explain(reading, WORDS)
    assert not _ONE_PLURAL.search(line), line
    if expected.get("op") == "==" and expected.get("n") == 1:
        assert "only 1 " in line, line


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("【Deploy】If you have only 1 Unit in play, draw 1.", "en", "if you have only 1 unit in play"),
    ("【Deploy】If you have only 1 (Storm Fist) Unit in play, draw 1.", "en",
     "if you have only 1 (Storm Fist) unit in play"),
    ("【Deploy】If you have exactly 2 Units in play, draw 1.", "en", "if you have exactly 2 units in play"),
])
def test_only_one_reads_in_the_singular(text, lang, words):
    (line,) = explain(GAME.read_text(text, lang), WORDS)
    assert words in line, line


# s11-gcg-read (round 2): "Choose 1 enemy player (…). They (may) draw N. [If they draw with this effect, …]"
_THEY_DRAW_AFTER = [  # (what follows, its script)
    ("", []),
    (" If they draw with this effect, draw 1.", [{"draw": 1, "player": "self", "condition": {"kind": "they_did"}}]),
    (" If that player draws with this effect, draw 2.", [{"draw": 2, "player": "self", "condition": {"kind": "they_did"}}]),
]


@pytest.mark.parametrize(("choice", "filtered"), _PLAYER_CHOICES, ids=[c for c, _ in _PLAYER_CHOICES])
@pytest.mark.parametrize("they", _THEY)
@pytest.mark.parametrize(("verb", "n", "may"), [("draw 1", 1, False), ("may draw 1", 1, True), ("may draw 2", 2, True)])
@pytest.mark.parametrize(("after", "then"), _THEY_DRAW_AFTER)
@pytest.mark.parametrize(("header", "card_type"), [("【Deploy】", "unit"), ("【Main】", "command"),
                                                   ("【Attack】【Once per Turn】", "unit")])
def test_an_enemy_player_chosen_draws_and_what_follows_their_draw(choice, filtered, they, verb, n, may, after, then,
                                                                  header, card_type):
    """The chosen enemy player's draw (4-14-1; "may": their decision, 10-1-3), then the steps that
    say "If they draw with this effect," under `they_did` (10-2-1); the filter `chosen_player` (10-3-3-1)."""
    verb = verb.replace("draw", "draws") if they != "They" and not may else verb
    text = f"{header}{choice}. {they} {verb}.{after}"
    reading = GAME.read_text(text, "en")
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, card_type).effects
    step = {"draw": n, "player": "chosen_enemy", **({"draw_may": True} if may else {}),
            "chosen_player": [filtered] if filtered is not None else []}
    assert effect["script"] == [step, *then], text


@pytest.mark.parametrize("text", [
    "【Deploy】If they draw with this effect, draw 1.",  # nobody chosen
    "【Deploy】Choose 1 enemy player. They may draw 1. Draw 1. If they draw with this effect, draw 1.",
    "【Deploy】Draw 1. Choose 1 enemy player. They may draw 1.",
    "【Deploy】Choose 1 enemy player. They may draw 1. If they don't, draw 1.",
])
def test_what_an_enemy_player_draws_beside_other_steps_stays_by_hand(text):
    assert _reading(text)[0] != [None], text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "【Deploy】Choose 1 enemy player. They may draw 1. If they draw with this effect, draw 1."),
    ("ja", "【配備時】相手プレイヤー1人を選ぶ。そのプレイヤーは1枚ドローしてもよい。この効果でそのプレイヤーがドローしたなら、自分は1枚ドローする。"),
    ("zh-Hant", "【配置時】選擇1名對方玩家。該玩家可以抽1張卡。若該玩家透過此效果抽了卡，則抽1張卡。"),
])
def test_an_enemy_player_may_draw_in_every_language(lang, text):
    reading = GAME.read_text(text, lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"draw": 1, "player": "chosen_enemy", "draw_may": True, "chosen_player": []},
                                {"draw": 1, "player": "self", "condition": {"kind": "they_did"}}]


# s11-gcg-read (round 2): every player's (or your) top card, what may be taken, top or bottom for the rest
_LOOK_TAKES = [  # (the printed bound after "If it is", what the executor checks)
    ("a Unit card", {"look_types": ["unit"]}),
    ("a Command card", {"look_types": ["command"]}),
    ("a card that is Lv.5 or higher", {"where": {"min_level": 5}}),
    ("a (Storm Fist) card", {"where": {"traits": ["Storm Fist"]}}),
    ("a (Storm Fist) Unit card", {"look_types": ["unit"], "where": {"traits": ["Storm Fist"]}}),
]
_LOOK_FORMS = [  # (the three sentences with {what}, whose)
    ("All players each look at the top card of their deck. If it is {what}, they may reveal it and add it to "
     "their hand. They return any remaining card to the top or bottom of their deck.", "each"),
    ("Look at the top card of your deck. If it is {what}, you may reveal it and add it to your hand. "
     "Return any remaining card to the top or bottom of your deck.", "self"),
    ("Look at the top card of your deck. If it is {what}, you may reveal it and add it to your hand. "
     "Return the remaining card to the top or bottom of your deck.", "self"),
]


@pytest.mark.parametrize(("what", "takes"), _LOOK_TAKES, ids=[w for w, _ in _LOOK_TAKES])
@pytest.mark.parametrize(("form", "whose"), _LOOK_FORMS, ids=["each", "self-any", "self-the"])
@pytest.mark.parametrize(("header", "card_type"), [("【Main】", "command"), ("【Attack】", "unit"),
                                                   ("【Deploy】", "unit"), ("【Activate･Main】①：", "unit")])
def test_each_player_looks_at_their_top_card(what, takes, form, whose, header, card_type):
    """10-3-5: the look and its choices are the player's own; "each": turn player first (1-3-4)."""
    text = header + form.format(what=what)
    reasons, effects = _reading(text)
    assert reasons == [None], text
    assert effects[0]["script"] == [{"look_each": whose, **takes}], text


@pytest.mark.parametrize("text", [
    "【Main】All players each look at the top 2 cards of their deck. They return them to the bottom of their deck.",
    "【Main】All players each look at the top card of their deck. If it is a Unit card, they may reveal it and "
    "add it to their hand. They return any remaining card to the bottom of their deck.",  # no choice of end
    "【Main】All players each look at the top card of their deck. If it is a Unit card, they may reveal it and "
    "add it to their hand. They return any remaining card to the top or bottom of their deck. They draw 1.",
])
def test_other_looks_by_every_player_stay_by_hand(text):
    assert _reading(text)[0] != [None], text


# --- s11-gcg-exec (second round): joined choices of two filters, and "Then, you may choose A and B" ----

TRASH_CARDS = ["(Zeon) Unit card", "(Zeon) Pilot card", "(Zeon) card", "green Unit card",
               "Command card that is Lv.3 or lower", "Unit card with <Blocker>",
               "Pilot card with \"Amuro\" in its card name"]
PAIR_VERBS = [("Add them to your hand.", {"add_to_hand": True}), ("Exile them from the game.", {"exile": True})]
PAIR_LEADS = [("【Main】Choose", "main", None), ("【Deploy】Draw 1. Then, choose", "deploy", "draw"),
              ("【Deploy】Draw 1. Then, you may choose", "deploy", "may")]
TRASH_PAIRS = [(lead, a, b, verb) for lead in PAIR_LEADS for a, b in itertools.permutations(TRASH_CARDS, 2)
               for verb in PAIR_VERBS]


def _trash_where(card: str) -> dict[str, Any]:
    (effect,) = printed.translate(GAME.read_text(f"【Main】Choose 1 {card} from your trash. Add it to your hand.",
                                                 "en"), "command").effects
    return effect["script"][0]["where"]


@pytest.mark.parametrize(("lead", "first", "second", "verb"), TRASH_PAIRS,
                         ids=[f"{lead[2]}|{a[:10]}|{b[:10]}|{v[0][:3]}" for lead, a, b, v in TRASH_PAIRS])
def test_one_choice_of_two_trash_filters_is_two_steps_chosen_together(lead, first, second, verb):
    """"Choose 1 (X) card and 1 (Y) card from your trash. Add them to your hand / Exile them." — one step
    per filter, each the filter the single choice reads, the second `together` (10-3-3, 10-2-2); later
    in an effect "you may choose …" asks first (`may` on the first, 10-1-3)."""
    (text_lead, timing, kind) = lead
    text = f"{text_lead} 1 {first} and 1 {second} from your trash. {verb[0]}"
    reading = GAME.read_text(text, "en")
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit" if timing == "deploy" else "command").effects
    pair = effect["script"][1:] if kind else effect["script"]
    assert pair == [{**verb[1], "target": "your_trash_card", "where": _trash_where(first),
                     **({"may": True} if kind == "may" else {})},
                    {**verb[1], "target": "your_trash_card", "where": _trash_where(second), "together": True}]


FRIENDLY_PAIRED = ["active friendly blue (Harbor Fleet) Unit", "friendly Unit", "of your rested Units",
                   "friendly Unit with 3 or less AP"]
ENEMY_PAIRED = ["enemy Unit", "active enemy Unit", "enemy Unit that is Lv.4 or lower"]
PAIR_UNIT_VERBS = ["Rest them.", "Deal 1 damage to them.", "Set them as active."]
MAY_PAIRS = [(a, b, v) for a in FRIENDLY_PAIRED for b in ENEMY_PAIRED for v in PAIR_UNIT_VERBS]


@pytest.mark.parametrize(("first", "second", "verb"), MAY_PAIRS,
                         ids=[f"{a[:12]}|{b[:12]}|{v[:6]}" for a, b, v in MAY_PAIRS])
def test_then_you_may_choose_a_and_b_asks_once_for_both(first, second, verb):
    """"…. Then, you may choose 1 A and 1 B. <Verb> them." = the same pair as "Choose 1 A and 1 B.
    <Verb> them." printed first, asked as it comes (`may` on its first choice, 10-1-3)."""
    alone = GAME.read_text(f"【Deploy】Choose 1 {first} and 1 {second}. {verb}", "en")
    if printed.run_reasons(alone) != [None]:
        pytest.skip(f"the pair itself is by hand: {printed.run_reasons(alone)}")
    (plain,) = printed.translate(alone, "unit").effects
    reading = GAME.read_text(f"【Deploy】Draw 1. Then, you may choose 1 {first} and 1 {second}. {verb}", "en")
    assert printed.run_reasons(reading) == [None]
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"draw": 1, "player": "self"}, {**plain["script"][0], "may": True},
                                *plain["script"][1:]]


# s11-gcg-exec (second round): the granted effect in ja / zh-Hant reads and runs as the English does
GRANTED_LANGS = [  # (en ■ line, ja ■ line, zh-Hant ■ line), as the corpus writes each
    ("【Destroyed】Draw 1.", "【破壊時】自分は1枚ドローする。", "【破壞時】抽 1 張卡。"),
    ("【During Link】【Destroyed】Choose 1 enemy Unit. Rest it.",
     "【リンク中】【破壊時】相手のユニット1つを選ぶ。それをレストにする。",
     "【共鳴中】【破壞時】選擇對方的 1 張機體。將該機體轉為休息狀態。"),
    ("When this Unit destroys an enemy Unit with battle damage, draw 1.",
     "このユニットがバトルダメージで相手のユニットを破壊したとき、自分は1枚ドローする。",
     "當此機體透過戰鬥傷害破壞對方機體時，抽 1 張卡。"),
]
GRANT_DURATIONS = [("during this turn", "このターン中、", "本回合中，"),
                   ("during this battle", "このバトル中、", "本次戰鬥中，")]
GRANTED_IN_LANGS = list(itertools.product(GRANTED_LANGS, GRANT_DURATIONS))


@pytest.mark.parametrize(("granted", "duration"), GRANTED_IN_LANGS,
                         ids=[f"{g[0][:14]}|{d[0][-6:]}" for g, d in GRANTED_IN_LANGS])
def test_a_granted_effect_reads_the_same_in_every_printing(granted, duration):
    texts = {"en": f"【Action】Choose 1 friendly Unit. It gains the following effect {duration[0]}:\n■{granted[0]}",
             "ja": f"【アクション】味方のユニット1つを選ぶ。{duration[1]}それは以下の効果を得る。\n■{granted[1]}",
             "zh-Hant": f"【瞬動】選擇友方的 1 張機體。{duration[2]}該機體獲得以下效果：\n■{granted[2]}"}
    scripts = {}
    for lang, text in texts.items():
        reading = GAME.read_text(text, lang)
        assert printed.run_reasons(reading) == [None], (lang, text)
        (effect,) = printed.translate(reading, "command").effects
        scripts[lang] = effect["script"]
    assert scripts["ja"] == scripts["en"] and scripts["zh-Hant"] == scripts["en"]
    assert scripts["en"][0]["delayed"]["granted"] and scripts["en"][0]["until"] == duration[0].split()[-1]


_PAIRED_COLOURS = {"blue": ("青", "藍"), "green": ("緑", "綠"), "red": ("赤", "紅"), "white": ("白", "白"),
                   "purple": ("紫", "紫")}


@pytest.mark.parametrize("lead", [("", None), ("If you are attacking an enemy Unit, ", {"kind": "attacking", "attacking": "unit"})])
@pytest.mark.parametrize("colour", sorted(_PAIRED_COLOURS))
def test_a_coloured_pilot_paired_with_this_unit_is_returned_only_if_it_is_that_colour(colour, lead):
    """s12-gcg-exec: "(If C,) you may return a <colour> Pilot paired with this Unit to its owner's hand."
    (GD04-001's template) — the pilot's bound kept (`where`, 10-3-3), in en / ja / zh-Hant alike."""
    lead_en, condition = lead
    ja_word, zh_word = _PAIRED_COLOURS[colour]
    ja_lead = "相手のユニットにアタックしているなら、" if condition else ""
    zh_lead = "若正在攻擊對方機體，則" if condition else ""
    texts = [(f"【Attack】{lead_en}{'y' if lead_en else 'Y'}ou may return a {colour} Pilot paired with this Unit "
              "to its owner's hand.", "en"),
             (f"【アタック時】{ja_lead}このユニットにセットされている{ja_word}のパイロットを持ち主の手札に戻してもよい。", "ja"),
             (f"【攻擊時】{zh_lead}可以將搭乘此機體的{zh_word}色的駕駛員放回持有者的手牌。", "zh-Hant")]
    want = {"return_to_hand": True, "target": "paired_pilot", "where": {"colors": [colour]},
            **({"condition": condition} if condition else {})}
    for text, lang in texts:
        reading = GAME.read_text(text, lang)
        assert printed.run_reasons(reading) == [None], text
        (effect,) = printed.translate(reading, "unit").effects
        assert effect["script"] == [want] and effect["optional"] is True, text


@pytest.mark.parametrize(("pilot", "where"), [("a (Zeon) Pilot", {"traits": ["Zeon"]}),
                                              ("a Lv.3 or lower Pilot", {"max_level": 3}),
                                              ("a blue (Zeon) Pilot", {"traits": ["Zeon"], "colors": ["blue"]})])
def test_a_bounded_pilot_paired_with_this_unit_keeps_every_bound(pilot, where):
    reading = GAME.read_text(f"【Attack】You may return {pilot} paired with this Unit to its owner's hand.", "en")
    assert printed.run_reasons(reading) == [None]
    (effect,) = printed.translate(reading, "unit").effects
    assert effect["script"] == [{"return_to_hand": True, "target": "paired_pilot", "where": where}]


@pytest.mark.parametrize("header", ["【Deploy】", "【Attack】", "【Main】", "【Activate･Main】①："])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_look_return_one_to_the_top_rest_into_the_trash_for_any_number(n, header):
    """s12-gcg-exec: "Look at the top N cards of your deck and return 1 to the top. Place the remaining
    card(s) into your trash." — one kept on top (10-3-5), the rest into the public trash whatever
    their number (4-9-2: no order to choose); a later step is its own."""
    rest = "card" if n == 2 else "cards"
    text = f"{header}Look at the top {n} cards of your deck and return 1 to the top. Place the remaining {rest} " \
           "into your trash."
    for later, more in (("", []), (" Then, draw 1.", [{"draw": 1}])):
        reading = GAME.read_text(text + later, "en")
        assert printed.run_reasons(reading) == [None], text + later
        card_type = "command" if header == "【Main】" else "unit"
        (effect,) = printed.translate(reading, card_type).effects
        assert _plain(effect["script"]) == [{"look": n, "look_to": "top", "look_rest": "trash"}, *more]


@pytest.mark.parametrize(("bound", "field"), [
    ("whose Lv. is equal to or lower than this Unit", "max_level_this"),
    ("whose Lv. is equal to or higher than this Unit", "min_level_this"),
    ("with AP equal to or less than this Unit", "max_ap_this"),
    ("with AP equal to or more than this Unit", "min_ap_this"),
])
@pytest.mark.parametrize(("lead", "until"), [("", "permanent"), ("【When Linked】During this turn, ", "turn")])
def test_an_attack_target_bounded_by_this_unit(bound, field, lead, until):
    """s12-gcg-exec round 3: "This Unit may choose an active enemy Unit <bound> as its attack target." —
    the attacker's printed Lv. / AP as it attacks, an upper or a lower bound (8-2-1, effects.against_attacker)."""
    subject = "this Unit" if lead else "This Unit"
    text = f"{lead}{subject} may choose an active enemy Unit {bound} as its attack target."
    reasons, effects = _reading(text)
    assert reasons == [None], text
    assert effects[0]["script"] == [{"may_attack": {field: True}, "target": "self", "until": until}], text


@pytest.mark.parametrize("cond", [c for c, holds, _ in INSTEAD_CONDITIONS
                                  if holds.get("kind") == "hand_size" or holds.get("zone") == "trash"])
def test_draw_instead_on_a_count_the_first_draw_could_change_is_by_hand(cond):
    """s15-opt round 2: "Draw 1. If you have 3 or less cards in your hand, draw 2 instead." — read before
    or after the first draw? (10-1-9-1 says B is done in place of A, not when C is read): by hand."""
    reading = GAME.read_text(f"【Deploy】Draw 1. If {cond}, draw 2 instead.", "en")
    assert printed.run_reasons(reading)[0] is not None


# s16-verb round 2: the looker's order of the top of the deck (4-1-6), any number, any header, a later step its own
_ORDERED_LOOKS = [  # (the sentences after "Look at the top {n} cards of your deck", the executor step's fields)
    (" and return them to the top of your deck in any order.", {"look_to": "top_ordered"}),
    (". Return them to the top of your deck in any order.", {"look_to": "top_ordered"}),
    (" and return 1 to the top. Return the remaining cards to the bottom of your deck in any order.",
     {"look_to": "top", "look_rest": "bottom_ordered"}),
    (" and return 1 to the top. Return the remaining cards to the bottom of your deck.",
     {"look_to": "top", "look_rest": "bottom_ordered"}),
    (" and return 1 to the top. Return the remaining cards randomly to the bottom of your deck.",
     {"look_to": "top", "look_rest": "bottom"}),
]


@pytest.mark.parametrize("header", ["【Deploy】", "【Attack】", "【Main】", "【Activate･Main】①："])
@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize(("rest", "fields"), _ORDERED_LOOKS, ids=["top-any", "top-any-2", "bottom-any", "bottom", "random"])
def test_the_top_of_the_deck_in_the_lookers_order_for_any_number(rest, fields, n, header):
    """"… return them to the top of your deck in any order" / "… the remaining cards to the bottom … in any order"
    (no "randomly"): the looker orders them (4-1-6); "randomly" (5-13-1) orders nobody; a later step is its own."""
    text = f"{header}Look at the top {n} cards of your deck{rest}"
    for later, more in (("", []), (" Then, draw 1.", [{"draw": 1}])):
        reading = GAME.read_text(text + later, "en")
        assert printed.run_reasons(reading) == [None], text + later
        (effect,) = printed.translate(reading, "command" if header == "【Main】" else "unit").effects
        assert _plain(effect["script"]) == [{"look": n, **fields}, *more], text + later


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "【配備時】自分のデッキを上から{n}枚見て、好きな順番でデッキの上に戻す。"),
    ("zh-Hant", "【配置時】查看我方卡組最上方的 {n} 張卡牌，以任意順序放回卡組最上方。"),
    ("ja", "【配備時】自分のデッキを上から{n}枚見て、それらを好きな順番でデッキの上に戻す。"),
])
@pytest.mark.parametrize("n", [2, 3, 5])
def test_all_back_on_top_in_any_order_in_ja_and_zh_hant(lang, text, n):
    reading = GAME.read_text(text.format(n=n), lang)
    assert printed.run_reasons(reading) == [None], text
    (effect,) = printed.translate(reading, "unit").effects
    assert _plain(effect["script"]) == [{"look": n, "look_to": "top_ordered"}]


@pytest.mark.parametrize("text", [
    "【Deploy】Look at the top card of your deck and return them to the top of your deck in any order.",
    "【Deploy】Choose 1 enemy Unit. Return them to the top of your deck in any order.",
    "【Deploy】Look at the top 3 cards of your deck and return them to the top of your deck in any order. "
    "You may reveal 1 of them.",
])
def test_an_order_with_nothing_to_order_or_no_look_is_not_automated(text):
    """One card has no order; "them" after a choice is no looked-at card: never automated as a look."""
    reading = GAME.read_text(text, "en")
    assert printed.run_reasons(reading) != [None], text


@pytest.mark.parametrize("header", ["【Deploy】", "【Attack】", "【Main】", "【Destroyed】"])
@pytest.mark.parametrize(("form", "n"), [("Place the top card of your opponent's deck into their trash.", 1),
                                         ("Place the top 3 cards of your opponent's deck into their trash.", 3),
                                         ("Your opponent places the top 2 cards of their deck into their trash.", 2)])
def test_the_enemy_players_deck_milled_any_number(form, n, header):
    """s16-verb: the enemy player's top cards into their own trash (4-9); a later step is its own; with "You may …
    If you do," it stays by hand (whose placing "If you do" means is not settled for the enemy's deck)."""
    for later, more in (("", []), (" Then, draw 1.", [{"draw": 1}])):
        reading = GAME.read_text(header + form + later, "en")
        assert printed.run_reasons(reading) == [None], form + later
        (effect,) = printed.translate(reading, "command" if header == "【Main】" else "unit").effects
        assert _plain(effect["script"]) == [{"mill": n, "player": "opponent"}, *more]
    lowered = form[0].lower() + form[1:]
    assert printed.run_reasons(GAME.read_text(f"{header}You may {lowered} If you do, draw 1.", "en")) != [None]
