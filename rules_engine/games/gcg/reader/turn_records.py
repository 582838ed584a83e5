"""s13-gcg-exec (issue 29): conditions on the turn's record — what happened earlier this turn, kept in
the state by the engine as it happens (GcgState.turn_record, emptied as the next turn begins, 7-6-6;
events.happened). "If a friendly Unit paired with a Pilot has destroyed an enemy Unit with battle damage
this turn": the killer any unit selector (who, traits, colour, name, paired), the victim an enemy Unit
(8-5-3: destroyed by the battle damage it dealt). "(If) you have paid ⟦N⟧ or more for one of your (other) (X)
Units' effects (this turn)" and "At the end of a turn where you have paid …, " (a trigger at the end of
any turn, 7-6-4-1, whose window is the record, 10-1-6-2): each payment for a Unit's effect (10-1-7), as the
trigger "When you pay ⟦N⟧ or more for …" counts one payment. Registered in en.py / ja.py / zh_hant.py's
CONDITIONS and LEADS."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition, Selector
from ....core.effects.reader import Lead


def battle_kill(s: Any) -> Condition:
    return Condition.of("this_turn", happened="battle_kill", unit=s.sel, victim=s.sel2)


def destroyed_by_effect(s: Any) -> Condition:
    """s14-trig: "If one of your Units has been destroyed by one of your (X) card's effects during this turn"
    (5-10-1): the unit `sel`, the effect's card `sel2` (effects.destroy keeps both in the record)."""
    return Condition.of("this_turn", happened="destroyed_by_effect", unit=s.sel, by="effect", source=s.sel2)


def deployed(s: Any) -> Condition:
    """s15-gen: "If you have deployed a (X) Unit this turn" (5-8, 7-6-6): a Unit you deployed this turn,
    from your hand or by an effect, passing the selector's filters as it entered."""
    return Condition.of("this_turn", happened="deployed", unit=_any_one(s.sel))


def destroyed(s: Any) -> Condition:
    """s15-gen: "If one of your (X) Units has been destroyed (by battle) this turn" (5-10-1, 7-6-6): any
    destruction — by damage (battle or effect) or by an effect; "by battle": battle damage made it (8-5-3)."""
    return Condition.of("this_turn", happened="destroyed", unit=_any_one(s.sel),
                        **({"by": "battle"} if s.has("battle") else {}))


def _any_one(selector: Selector) -> Selector:
    """"a Unit" / "one of your Units" / ja 「自分のユニット」: any one unit of the record — the count the phrase
    prints (1, or none in ja / zh-Hant) says nothing more, so every language reads the same selector."""
    return replace(selector, count=1, up_to=False, at_least=0, all=False)


def paid(s: Any) -> Condition:
    op = ">=" if s.bound in ("more", "以上", "或更多") else "<="
    return Condition.of("this_turn", happened="paid", unit=s.sel, n=int(s.n), op=op)


def discarded(s: Any) -> Condition:
    """"your opponent has discarded due to one of your effects": the discard's cause is the effect's owner
    (flow.discard `by`); a discard for the hand limit (7-6-5-1) has none."""
    return Condition.of("this_turn", happened="discarded", who="enemy", by="yours")


def during_turn_where_discarded(s: Any) -> list[Lead]:
    """"During a turn where …, <continuous effect>" (10-1-5-3): while the record holds it this turn."""
    return [Lead("while", discarded(s))]


def end_of_turn_where_paid(s: Any) -> list[Lead]:
    return [Lead("trigger", Condition.of("end_of_turn", any_turn=True)), Lead("window", paid(s))]


_PAID_EN = r"you have paid ⟦(?P<n>\d+)⟧ or (?P<bound>more|less)(?: cost)? for {sel}(?:'s|') effects?"
_PAID_JA = r"(?:自分が)?{sel}の効果で⟦(?P<n>\d+)⟧(?P<bound>以上|以下)(?:のコスト)?を支払っ"
_DISCARDED_EN = r"your opponent has discarded (?:a card )?(?:due to|by) (?:one of )?your effects?"
_DISCARDED_JA = r"相手が自分の効果で手札を捨て"
_PAID_ZH = r"我方(?:已)?為{sel}的效果支付(?:了|過)⟦(?P<n>\d+)⟧(?P<bound>以上|或更多|以下|或更少)(?:的費用)?"

EN = [
    (r"{sel} (?:has|have) destroyed {sel2} with battle damage (?:during )?this turn", battle_kill,
     "c.if_this_turn_battle_kill"),
    (_PAID_EN + r"(?: (?:during )?this turn)?", paid, "c.if_this_turn_paid"),
    (_DISCARDED_EN + r" (?:during )?this turn", discarded, "c.if_this_turn_discarded"),
    (r"{sel} (?:has|have) been destroyed by {sel2}(?:'s|') effects? (?:during )?this turn", destroyed_by_effect,
     "c.if_this_turn_destroyed_by_effect"),  # s14-trig
    # s15-gen: what you deployed / what was destroyed this turn
    (r"you (?:have )?deployed {sel} (?:during )?this turn", deployed, "c.if_this_turn_deployed"),
    (r"{sel} (?:has|have) been destroyed(?P<battle> (?:by|in|with) battle(?: damage)?)? (?:during )?this turn",
     destroyed, "c.if_this_turn_destroyed"),
]
JA = [
    (r"このターン中に、?{sel}がバトルダメージで{sel2}を破壊していた", battle_kill, "c.if_this_turn_battle_kill"),
    (r"このターン中に、?" + _PAID_JA + "ていた", paid, "c.if_this_turn_paid"),
    (r"このターン中に、?" + _DISCARDED_JA + "ていた", discarded, "c.if_this_turn_discarded"),
    (r"このターン中に、?{sel}が{sel2}の効果で破壊されていた", destroyed_by_effect,
     "c.if_this_turn_destroyed_by_effect"),  # s14-trig
    (r"このターン中に、?自分が{sel}を配備していた", deployed, "c.if_this_turn_deployed"),  # s15-gen
    (r"このターン中に、?{sel}が(?P<battle>バトルで|バトルダメージで)?破壊されていた", destroyed,
     "c.if_this_turn_destroyed"),
]
ZH = [
    (r"本回合中，?{sel}已透過戰鬥傷害破壞過{sel2}", battle_kill, "c.if_this_turn_battle_kill"),
    (r"本回合中，?" + _PAID_ZH, paid, "c.if_this_turn_paid"),
    (r"本回合中，?對方已因我方的效果丟棄過手牌", discarded, "c.if_this_turn_discarded"),
    (r"本回合中，?{sel}已因{sel2}的效果(?:而)?被破壞(?:過)?", destroyed_by_effect,
     "c.if_this_turn_destroyed_by_effect"),  # s14-trig
    (r"本回合中，?我方已配置過{sel}", deployed, "c.if_this_turn_deployed"),  # s15-gen
    (r"本回合中，?{sel}已(?P<battle>因戰鬥|透過戰鬥傷害)?被破壞(?:過)?", destroyed, "c.if_this_turn_destroyed"),
]
LEADS_EN = [(r"At the end of a turn (?:where|when|in which) " + _PAID_EN + ", ", end_of_turn_where_paid,
             "c.at_end_of_turn_where"),
            (r"During a turn (?:where|when|in which) " + _DISCARDED_EN + ", ", during_turn_where_discarded,
             "c.during_turn_where")]
LEADS_JA = [(_PAID_JA + "たターンの終了時、", end_of_turn_where_paid, "c.at_end_of_turn_where"),
            (_DISCARDED_JA + "たターン中、", during_turn_where_discarded, "c.during_turn_where")]
LEADS_ZH = [(r"在" + _PAID_ZH + r"的回合結束時，", end_of_turn_where_paid, "c.at_end_of_turn_where"),
            (r"在對方因我方的效果丟棄了手牌的回合中，", during_turn_where_discarded, "c.during_turn_where")]
