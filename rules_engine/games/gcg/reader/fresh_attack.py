"""s7-gcg (issue 29): attacks granted by a unit's own text on the turn it is deployed — "On the turn
this Unit is deployed, it may choose a rested enemy Unit as its attack target and attack it". A
newly deployed unit cannot attack on its deploy turn "unless specified" (3-2-4); this text
specifies it, for rested enemy units only (never the enemy player). The step names the units it
may attack (`attack_target`), read by the same selector grammar; a phrase that is not rested enemy
units stays unread (by hand)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import THIS, Filter, Selector, Step
from ....core.effects.reader import Unread

RESTED = Filter("state", "==", "rested")


def fresh_attack(s: Any) -> Step:
    sel: Selector = s.sel
    if sel.who != "enemy" or sel.kind != "unit" or sel.zone != "play" or sel.other or sel.up_to \
            or sel.count > 1 or RESTED not in sel.filters:
        raise Unread(s.raw("sel"), "the units a unit may attack on its deploy turn")
    # "a rested enemy Unit" (en) and 「レストの相手のユニット」 (ja, no count): the same kind of unit
    return Step("fresh_attack", target=THIS, extra=(("attack_target", replace(sel, count=1, all=False)),))


EN = [
    (r"On the turn this Unit is deployed, it may choose {sel} as its attack target and attack it",
     fresh_attack, "v.fresh_attack_units"),
]
JA = [
    (r"このユニットは、?配備されたターンに、?{sel}をアタック先に選んでアタックできる", fresh_attack,
     "v.fresh_attack_units"),
]
ZH = [
    (r"此機體在配置的回合，?可以選擇{sel}作為攻擊對象並進行攻擊", fresh_attack, "v.fresh_attack_units"),
]

__all__ = ["EN", "JA", "ZH", "fresh_attack"]
