"""s6-gcg-b (issue 29): counted amounts, one part the verbs share. "equal to the number of X" and
"N … for each X" are an `Amount(per=N, count_of=every X)` on damage (5-5), recovery (5-6) and AP/HP
changes (2-7, 2-8), counted as the step resolves (10-2-1); X is any target phrase the selector
grammar reads (units in play, cards in a trash). Each language's grammar wraps these sentence
patterns with its own slots ({sel}: what is acted on; {sel2}: what is counted; {dur}: how long,
or a leading "During this turn," / 「このターン中、」 as for every lasting step).
What the executor cannot count exactly stays by hand (printed._per_count)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, THIS, Amount, Duration, Filter, Selector, Step
from . import build as b

# s11-gcg-read (round 2): "… for each 4 AP this Unit has" — an amount from a stat (2-7 AP, 2-8 HP: damage counters do not lower it, 5-5-1,
# 2-9 Lv.) of this card or of the card acted on ("it"), any divisor; whole multiples only (1-3-5: a
# number in the rules is a whole number, so 7 AP holds one "4 AP").
_STATS = {"ap": "ap", "hp": "hp", "lv.": "level", "lv": "level"}
_REFS = {"this unit": THIS, "this card": THIS, "it": IT, "that unit": IT,
         "このユニット": THIS, "このカード": THIS, "それ": IT, "此機體": THIS, "此卡牌": THIS, "該機體": IT}


def _by_stat(per: int, s: Any) -> Amount:
    return Amount(per=per, stat=_STATS[s.stat.lower()], stat_of=_REFS[s.ref.lower()],
                  stat_each=int(s.each))


def damage_by_stat(s: Any) -> Step:
    """"Deal 1 damage to it for each 4 AP this Unit has"."""
    return b.act("damage", _target(s), amount=_by_stat(int(s.n), s))


def recover_by_stat(s: Any) -> Step:
    """"It recovers 1 HP for each 2 AP this Unit has"."""
    return b.act("recover", _target(s), amount=_by_stat(int(s.n), s))


def _equal_to_stat(s: Any) -> Amount:
    """s17-gcg: "damage equal to this Unit's AP" — as much as the stat (1 for each 1 AP: 2-7, 2-8, 5-5-4)."""
    ref = s.ref.lower().removesuffix("'s").removesuffix("’s")
    return Amount(per=1, stat=_STATS[s.stat.lower()], stat_of=IT if ref == "its" else _REFS[ref], stat_each=1)


def damage_equal_to_stat(s: Any) -> Step:
    """s17-gcg: "Deal damage equal to this Unit's AP to it" (5-5-4: effect damage of that number)."""
    return b.act("damage", _target(s), amount=_equal_to_stat(s))


_EN_REC = r"(?: (?P<rec>rested|placed) with this effect)?"  # s13-gcg-exec
_EN_STAT = r"(?P<each>[1-9]\d*) (?P<stat>AP|HP)"
_EN_REF = r"(?P<ref>this Unit|this card|it|that Unit) has"


# s13-gcg-exec: "equal to the number of Units rested with this effect" / "… (X) cards placed with this effect":
# a count of what this effect's own earlier step did (the executor's record of it: rested, 1-3-2-1;
# placed into the trash from the deck, 4-9-2), a filter `by_this_effect` on the counted cards
_RECORDS = {"rested": "rested", "placed": "placed", "レストにした": "rested", "置いた": "placed",
            "轉為休息狀態的": "rested", "放置的": "placed"}


def _counted(per: int, sel2: Any, s: Any = None) -> Amount:
    counted = b.every(sel2)
    if s is not None and s.has("rec"):
        counted = replace(counted, filters=(*counted.filters, Filter("by_this_effect", "==", _RECORDS[s.rec])))
    return Amount(per=per, count_of=counted)


def _target(s: Any) -> Any:
    return s.sel if s.has("sel") else IT


def damage(s: Any) -> Step:
    """"Deal damage to it equal to the number of X" / "Deal 1 damage to it for each X"."""
    return b.act("damage", _target(s), amount=_counted(int(s.n) if s.has("n") else 1, s.sel2, s))


def recover(s: Any) -> Step:
    """"It recovers HP equal to the number of X" / "It recovers 1 HP for each X"."""
    return b.act("recover", _target(s), amount=_counted(int(s.n) if s.has("n") else 1, s.sel2, s))


def draw(s: Any) -> Step:
    """s13-gcg-exec: "Draw 1 for each X" / "Draw cards equal to the number of X" (the owner draws)."""
    return b.act("draw", None, player="self", amount=_counted(int(s.n) if s.has("n") else 1, s.sel2, s))


def modify(s: Any, sign: int) -> Step:
    """"reduce its AP by an amount equal to the number of X" (sign -1) / "increase … by …" (+1)."""
    until = s.dur if s.has("dur") else Duration()
    return b.act("modify", _target(s), stat=s.stat.lower(), until=until, amount=_counted(sign, s.sel2, s))


def cost_paid_modify(s: Any) -> Step:
    """s13-gcg-exec: "increase this Unit's AP during this turn by an amount equal to the cost paid"."""
    until = s.dur if s.has("dur") else Duration()
    if s.has("later"):  # s17-gcg round 2: "… until the end of your (opponent's) next turn …"
        until = b.DURATIONS["end_of_opponents_next_turn" if "opponent" in s.raw("later") else "end_of_your_next_turn"]
    return b.act("modify", _target(s), stat=s.stat.lower(), until=until,
                 amount=Amount(per=1, count_of=Selector(who="event", kind="cost_paid")))


# English. `{sel}'s` / `its` name what changes; "in play" and trash zones are the selector's.
EN = [
    (rf"Deal (?P<n>\d+) damage to {{sel}} for each {_EN_STAT} {_EN_REF}", damage_by_stat, "v.deal_damage_by_stat"),
    (rf"{{sel}} recovers? (?P<n>\d+) HP for each {_EN_STAT} {_EN_REF}", recover_by_stat, "v.recover_by_stat"),
    # s17-gcg: "equal to this Unit's AP" (the stat's value: 1 for each 1, 5-5-4)
    (r"Deal damage equal to (?P<ref>this Unit's|this card's|its|that Unit's) (?P<stat>AP|HP) to {sel}",
     damage_equal_to_stat, "v.deal_damage_by_stat"),
    (r"Deal damage to {sel} equal to (?P<ref>this Unit's|this card's|its|that Unit's) (?P<stat>AP|HP)",
     damage_equal_to_stat, "v.deal_damage_by_stat"),
    (rf"Deal (?:an amount of )?damage equal to the number of {{sel2}}{_EN_REC} to {{sel}}", damage,
     "v.deal_damage_count"),
    (rf"Deal damage to {{sel}} equal to the number of {{sel2}}{_EN_REC}", damage, "v.deal_damage_count"),
    (rf"Deal (?P<n>\d+) damage to {{sel}} for each (?:of )?{{sel2}}{_EN_REC}", damage, "v.deal_damage_count"),
    (rf"{{sel}} recovers? HP equal to the number of {{sel2}}{_EN_REC}", recover, "v.recover_count"),
    (rf"{{sel}} recovers? (?P<n>\d+) HP for each (?:of )?{{sel2}}{_EN_REC}", recover, "v.recover_count"),
    # s13-gcg-exec: a draw by a count (1-3-2-2: a count of 0 draws nothing)
    (rf"Draw (?P<n>\d+) (?:card )?for each (?:of )?{{sel2}}{_EN_REC}", draw, "v.draw_count"),
    (rf"Draw (?:a number of )?cards equal to the number of {{sel2}}{_EN_REC}", draw, "v.draw_count"),
    (rf"reduce (?:its|{{sel}}'s) (?P<stat>AP|HP) by an amount equal to the number of {{sel2}}{_EN_REC}"
     r"(?: during {dur})?", lambda s: modify(s, -1), "v.ap_count"),
    (rf"increase (?:its|{{sel}}'s) (?P<stat>AP|HP) by an amount equal to the number of {{sel2}}{_EN_REC}"
     r"(?: during {dur})?", lambda s: modify(s, 1), "v.ap_count"),
    # s13-gcg-exec: "… by an amount equal to the cost paid" (the payment that triggered the effect, 10-1-7)
    (r"increase (?:its|{sel}'s) (?P<stat>AP|HP) during {dur} by an amount equal to the cost paid",
     cost_paid_modify, "v.ap_cost_paid"),
    # s17-gcg round 2: lasting to the end of a later turn (7-6-6-1; next_turn.py)
    (r"increase (?:its|{sel}'s) (?P<stat>AP|HP) (?P<later>until the end of your(?: opponent's)? next turn) by an "
     r"amount equal to the cost paid", cost_paid_modify, "v.ap_cost_paid"),
    (r"increase (?:its|{sel}'s) (?P<stat>AP|HP) by an amount equal to the cost paid(?: during {dur})?",
     cost_paid_modify, "v.ap_cost_paid"),
]

# Japanese: 「それに、Xと同じ数のダメージを与える」「それを、Xと同じ数だけAP-する」「Xと同じ数だけ回復する」.
# s11-gcg-read: 「それに、このユニットのAP4につき1ダメージを与える」 (the counted stat, then 「Nにつき」)
_JA_REC = r"(?:この効果で(?P<rec>レストにした|置いた))?"  # s13-gcg-exec: 「この効果でレストにしたユニット」
_JA_REFS = r"(?P<ref>このユニット|このカード|それ)の(?P<stat>AP|HP) ?(?P<each>[1-9]\d*)につき"
JA = [
    (rf"{{sel}}に、{_JA_REFS}(?P<n>\d+)ダメージを与える", damage_by_stat, "v.deal_damage_by_stat"),
    (rf"{{sel}}を、{_JA_REFS}(?P<n>\d+)回復する", recover_by_stat, "v.recover_by_stat"),
    (r"{sel}に、(?P<ref>このユニット|このカード|それ)の(?P<stat>AP|HP)と同じ数のダメージを与える", damage_equal_to_stat,
     "v.deal_damage_by_stat"),  # s17-gcg
    (rf"{{sel}}に、{_JA_REC}{{sel2}}と同じ数(?:だけ|の)ダメージを与える", damage, "v.deal_damage_count"),
    (rf"{{sel}}に、{_JA_REC}{{sel2}}(?:1つ|1枚)につき(?P<n>\d+)ダメージを与える", damage, "v.deal_damage_count"),
    (rf"{{sel}}を、{_JA_REC}{{sel2}}と同じ数だけ回復する", recover, "v.recover_count"),
    (rf"{_JA_REC}{{sel2}}(?:1つ|1枚)につき(?P<n>\d+)枚ドローする", draw, "v.draw_count"),  # s13-gcg-exec
    (rf"{_JA_REC}{{sel2}}と同じ枚数ドローする", draw, "v.draw_count"),
    (rf"{{sel}}を、{_JA_REC}{{sel2}}と同じ数だけ(?P<stat>AP|HP)-する", lambda s: modify(s, -1), "v.ap_count"),
    (rf"{{sel}}を、{_JA_REC}{{sel2}}と同じ数だけ(?P<stat>AP|HP)\+する", lambda s: modify(s, 1), "v.ap_count"),
    (r"{sel}を、支払ったコストと同じ数だけ(?P<stat>AP|HP)\+する", cost_paid_modify, "v.ap_cost_paid"),  # s13-gcg-exec
]

# Traditional Chinese: 「給予該機體與X張數相同的傷害」「X每有1張，給予該機體1點傷害」.
# s11-gcg-read: 「此機體的AP每有4，給予該機體1點傷害」 (as 「X每有1張，…」 prints a count)
_ZH_REC = r"(?:透過此效果(?P<rec>轉為休息狀態的|放置的))?"  # s13-gcg-exec: 「透過此效果轉為休息狀態的機體」
_ZH_REFS = r"(?P<ref>此機體|此卡牌|該機體)的(?P<stat>AP|HP) ?每有 ?(?P<each>[1-9]\d*)點?，"
ZH = [
    (rf"{_ZH_REFS}給予{{sel}}(?P<n>\d+)點傷害", damage_by_stat, "v.deal_damage_by_stat"),
    (rf"{_ZH_REFS}{{sel}}回復(?P<n>\d+)點?HP", recover_by_stat, "v.recover_by_stat"),
    (r"給予{sel}與(?P<ref>此機體|此卡牌|該機體)的 ?(?P<stat>AP|HP) ?相同數值的傷害", damage_equal_to_stat,
     "v.deal_damage_by_stat"),  # s17-gcg
    (rf"給予{{sel}}與{_ZH_REC}{{sel2}}張數相同的傷害", damage, "v.deal_damage_count"),
    (rf"{_ZH_REC}{{sel2}}每有1張，給予{{sel}}(?P<n>\d+)點傷害", damage, "v.deal_damage_count"),
    (rf"{{sel}}回復與{_ZH_REC}{{sel2}}張數相同的HP", recover, "v.recover_count"),
    (rf"{_ZH_REC}{{sel2}}每有1張，抽(?P<n>\d+)張卡", draw, "v.draw_count"),  # s13-gcg-exec
    (rf"抽與{_ZH_REC}{{sel2}}張數相同的卡", draw, "v.draw_count"),
    (r"(?:使)?{sel}的 ?(?P<stat>AP|HP) ?增加與支付的費用相同的數值", cost_paid_modify, "v.ap_cost_paid"),  # s13-gcg-exec
]


