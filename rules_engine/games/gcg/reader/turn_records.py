"""s13-gcg-exec (issue 29): conditions on the turn's record — what happened earlier this turn, kept in
the state by the engine as it happens (GcgState.turn_record, emptied as the next turn begins, 7-6-6;
events.happened). "If a friendly Unit paired with a Pilot has destroyed an enemy Unit with battle damage
this turn": the killer any unit selector (who, traits, colour, name, paired), the victim an enemy Unit
(8-5-3: destroyed by the battle damage it dealt). Registered in en.py / ja.py / zh_hant.py's CONDITIONS."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Condition


def battle_kill(s: Any) -> Condition:
    return Condition.of("this_turn", happened="battle_kill", unit=s.sel, victim=s.sel2)


EN = [
    (r"{sel} (?:has|have) destroyed {sel2} with battle damage (?:during )?this turn", battle_kill,
     "c.if_this_turn_battle_kill"),
]
JA = [
    (r"このターン中に、?{sel}がバトルダメージで{sel2}を破壊していた", battle_kill, "c.if_this_turn_battle_kill"),
]
ZH = [
    (r"本回合中，?{sel}已透過戰鬥傷害破壞過{sel2}", battle_kill, "c.if_this_turn_battle_kill"),
]
