"""s8-gcg-c (issue 29): condition phrases ("If <cond>, …", "While <cond>, …", "…, if <cond>.";
10-2-1, 10-1-5-3) the seen cards print rarely or never, in the official English phrasing. They
are spliced at the front of en.CONDITIONS (the one condition parser every lead and "While …"
uses) and build the same conditions as the templates there, so a count, a comparison or a
state reads the same whatever zone or whose cards it speaks of:

- "only N" / "exactly N" (== N), "no …" (== 0), "N or more / or less" of units in play, yours
  or "your opponent's" (12-3-10: "enemy" in multiplayer), cards in your hand (4-8), trash (4-9),
  shields (4-6), Resources and EX Resources (4-4, 5-17);
- the player's Lv. "or lower" as well as "or higher" (2-9-4);
- this Unit paired "with a Pilot" / "with a (X) Pilot" / "with [Name]" (13-2-10-2) and linked
  (13-2-12): the conditions 【During Pair･(X) Pilot】 and 【During Link】 check.

Each entry is (pattern, build, template id); `{sel}` is a target phrase (en.SELECTORS)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import THIS, Condition, Filter, Selector
from ....core.effects.reader import Unread, refer
from . import build as b
from . import common as c

_BOUND = {"more": ">=", "less": "<=", "fewer": "<=", "lower": "<=", "higher": ">="}
# "N or more", "N or less", "only N", "exactly N", "no", "a"/"an" (1 or more)
_HOW_MANY = r"(?:(?P<n>\d+) or (?P<bound>more|less|fewer)|only (?P<only>\d+)|exactly (?P<exactly>\d+)|(?P<no>no)|an?)"


def _op_n(s: Any) -> tuple[str, int]:
    """The comparison a count prints (10-2-1)."""
    if s.has("n"):
        return _BOUND[s.bound.lower()], int(s.n)
    if s.has("only") or s.has("exactly"):
        return "==", int(s.only if s.has("only") else s.exactly)
    if s.has("no"):
        return "==", 0
    return ">=", 1


def _whose(sel: Selector, who: str) -> Selector:
    """`you have` / `your opponent has`: whose cards, unless the phrase says (12-3-11, 12-3-10)."""
    if sel.who not in ("any", who):
        raise Unread(str(sel), "a count that names its owner twice")
    return replace(sel, who=who)


def _in_play(who: str) -> Any:
    def build(s: Any) -> Condition:
        op, n = _op_n(s)
        sel = _whose(s.sel, who)
        if sel.zone != "play" or sel.kind not in ("unit", "base", "pilot"):
            raise Unread(s.raw("sel"), "a count in play of cards that are not in play")
        s.ctx.counted = sel  # s11-gcg-read: "If 5 or more are in play" after it (count_ranges)
        return b.count(n, sel, op)
    return build


def _resources(s: Any) -> Condition:
    """"you have 2 or more EX Resources" / "an EX Resource" / "5 or more Resources" (4-4, 5-17-3);
    s15-gen: "5 or more rested Resources" (1-3-2)."""
    op, n = _op_n(s)
    ex = (Filter("ex", "==", True),) if s.has("ex") else ()
    rested = (Filter("state", "==", "rested"),) if s.has("rested") else ()
    return b.count(n, Selector(who="yours", kind="resource", zone="resources", filters=rested + ex), op)


def _trash(s: Any) -> Condition:
    """"you have 4 or more cards in your trash" = "there are 4 or more cards in your trash" (4-9)."""
    op, n = _op_n(s)
    return b.count(n, b.in_zone(_whose(s.sel, "yours"), "trash"), op)


def _shields(s: Any) -> Condition:
    """"you have 2 or less shields" (4-6: the number of shields is public)."""
    op, n = _op_n(s)
    return Condition.of("shields", player="self", op=op, n=n)


def _hand(s: Any) -> Condition:
    op, n = _op_n(s)
    return b.hand_size("self", op, n)


def pilot_selector(phrase: str) -> Selector:
    """The pilot a pairing condition names: "[Name]" (2-2-3), or a pilot phrase "(X) Pilot",
    "Purple Pilot", "Lv.4 or Higher Pilot" (13-2-9-2, 13-2-10-2)."""
    phrase = phrase.strip()
    name = re.fullmatch(r"\[([^\[\]]+)\]", phrase)
    if name:
        return Selector(kind="pilot", count=1, filters=(Filter("name_is", "==", name.group(1).strip()),))
    from .en import SELECTORS  # the one target grammar (en imports this module)

    return SELECTORS.parse("1 " + re.sub(r"^an? ", "", phrase, flags=re.IGNORECASE))


def _this_unit(s: Any, condition: Condition) -> Condition:
    """A condition on this Unit: a later "it" is this Unit (as after "If this Unit is rested,")."""
    refer(s.ctx, THIS)
    return condition


_NOT_PAIRED = b.self_has(Filter("state", "not", "paired"))  # s10-gcg-b: no pilot paired with this Unit


def _paired_with(s: Any) -> Condition:
    """"this Unit is paired with a Pilot / a (X) Pilot / [Name]" (13-2-10-2)."""
    refer(s.ctx, THIS)
    if re.fullmatch(r"a Pilot", s.pilot, re.IGNORECASE):
        return b.self_state("paired")  # as "this Unit is paired" reads
    pilot = pilot_selector(s.pilot)
    if pilot.kind != "pilot" or pilot.who != "any" or pilot.other:
        raise Unread(s.pilot, "a pilot condition checked by hand (13-2-10-2)")
    return c.paired_with(pilot)


EN: list[tuple[str, Any, str]] = [
    (r"you have no cards in (?:your|their) hand", lambda s: b.hand_size("self", "==", 0), "c.if_hand"),
    (rf"you have {_HOW_MANY} cards? in your hand", _hand, "c.if_hand"),
    (rf"you have {_HOW_MANY} (?P<rested>rested )?(?P<ex>EX )?Resources?(?: remaining)?", _resources,
     "c.if_resources"),
    (r"you have (?P<no>no) remaining (?P<ex>EX )?Resources", _resources, "c.if_resources"),
    (rf"you have {_HOW_MANY} (?:shields|Shields|shield|Shield)(?: in your shield area)?", _shields,
     "c.if_shields"),
    (rf"you have {_HOW_MANY} {{sel}} in your trash", _trash, "c.if_trash_count"),
    (rf"you have {_HOW_MANY} {{sel}} in play", _in_play("yours"), "c.if_friendly_in_play"),
    (rf"your opponent has {_HOW_MANY} {{sel}} in play", _in_play("enemy"), "c.if_enemy_in_play"),
    (r"there (?:is|are) (?P<no>no) {sel} in play", lambda s: b.none_of(s.sel), "c.if_none_in_play"),
    (rf"(?:your opponent|the enemy player) has {_HOW_MANY} (?:shields|Shields|shield|Shield)",
     lambda s: Condition.of("shields", player="opponent", op=_op_n(s)[0], n=_op_n(s)[1]), "c.if_shields"),
    (r"you are Lv\.(?P<n>\d+) or (?P<bound>lower|higher)",
     lambda s: Condition.of("player_level", op=_BOUND[s.bound.lower()], n=int(s.n)), "c.if_level"),
    # s15-gen: "… with a Pilot that is Lv.3 or lower" (the pilot's bound after it, as the selectors read it)
    (r"this Unit is paired with (?P<pilot>\[[^\[\]]+\]|an? .*Pilot(?: that is Lv\.\d+ or (?:lower|higher))?)",
     _paired_with, "c.if_paired"),
    (r"this Unit is linked", lambda s: _this_unit(s, c.LINKED), "c.if_linked"),
    # s10-gcg-b: "If a Pilot is not paired with this Unit," (3-3-4: no pilot yet)
    (r"(?:a Pilot is not paired with this Unit|this Unit is not paired with a Pilot)",
     lambda s: _this_unit(s, _NOT_PAIRED), "c.if_not_paired"),
]

# The same parts as the Japanese and Chinese printings phrase them (GD04.ja; the zh-Hant rules'
# wording): your own shields (4-6) and your Lv. "or lower" (2-9-4).
_JA_BOUND = {"以上": ">=", "以下": "<="}
_ZH_BOUND = {"以上": ">=", "以下": "<=", "或更多": ">=", "或更少": "<="}

def _paired_with_printed(lang: str) -> Any:
    """「このユニットに〔X〕のパイロットがセットされている」 / 「此機體搭乘了擁有〈X〉的駕駛員」 (13-2-10-2)."""
    def build(s: Any) -> Condition:
        refer(s.ctx, THIS)
        if lang == "ja":
            from .ja import SELECTORS  # ja imports this module
        else:
            from .zh_hant import SELECTORS
        pilot = replace(SELECTORS.parse(s.p), count=1, all=False)  # "a (X) Pilot", as in English
        if pilot.kind != "pilot" or pilot.who != "any" or pilot.other or not pilot.filters:
            raise Unread(s.p, "a pilot condition checked by hand (13-2-10-2)")
        return c.paired_with(pilot)
    return build


JA: list[tuple[str, Any, str]] = [
    (r"このユニットにパイロットがセットされている", lambda s: _this_unit(s, b.self_state("paired")), "c.if_paired"),
    (r"このユニットにパイロットがセットされていない", lambda s: _this_unit(s, _NOT_PAIRED), "c.if_not_paired"),
    (r"このユニットに(?P<p>.+のパイロット)がセットされている", _paired_with_printed("ja"), "c.if_paired"),
    (r"自分のシールドが(?P<n>\d+)(?:つ|枚)(?P<bound>以上|以下)",
     lambda s: Condition.of("shields", player="self", op=_JA_BOUND[s.bound], n=int(s.n)), "c.if_shields"),
    (r"自分のシールドがない", lambda s: Condition.of("shields", player="self", op="==", n=0), "c.if_shields"),
    (r"自分がLv\.(?P<n>\d+)以下", lambda s: Condition.of("player_level", op="<=", n=int(s.n)), "c.if_level"),
]

def _zh_resources(s: Any, op: str, n: int) -> Condition:
    filters = ((Filter("state", "==", "rested"),) if s.has("rested") else ()) + \
        ((Filter("ex", "==", True),) if s.has("ex") else ())
    return b.count(n, Selector(who="yours", kind="resource", zone="resources", filters=filters), op)


ZH_HANT: list[tuple[str, Any, str]] = [
    (r"此機體搭乘了駕駛員", lambda s: _this_unit(s, b.self_state("paired")), "c.if_paired"),
    (r"此機體(?:未|沒有)搭乘駕駛員", lambda s: _this_unit(s, _NOT_PAIRED), "c.if_not_paired"),
    (r"此機體搭乘了(?P<p>.+的駕駛員)", _paired_with_printed("zh-Hant"), "c.if_paired"),
    (r"我方的護盾在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)",
     lambda s: Condition.of("shields", player="self", op=_ZH_BOUND[s.bound], n=int(s.n)), "c.if_shields"),
    (r"我方沒有護盾", lambda s: Condition.of("shields", player="self", op="==", n=0), "c.if_shields"),
    # s15-gen: your resources (4-4, 5-17-3; rested 1-3-2), as the hand's and shields' counts print
    (r"我方(?:的)?(?P<rested>休息狀態的)?(?P<ex>EX ?)?能源在(?P<n>\d+)張(?P<bound>以上|以下|或更多|或更少)",
     lambda s: _zh_resources(s, _ZH_BOUND[s.bound], int(s.n)), "c.if_resources"),
    (r"我方有(?P<rested>休息狀態的)?(?P<ex>EX ?)?能源", lambda s: _zh_resources(s, ">=", 1), "c.if_resources"),
    (r"我方沒有(?P<rested>休息狀態的)?(?P<ex>EX ?)?能源", lambda s: _zh_resources(s, "==", 0), "c.if_resources"),
    (r"我方的Lv\.為(?P<n>\d+)以下", lambda s: Condition.of("player_level", op="<=", n=int(s.n)), "c.if_level"),
]
