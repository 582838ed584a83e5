"""s11-gcg-read (issue 29): a count condition with both bounds, and a second count that leaves
its cards unsaid, as token cards print them (10-2-1: the effect applies only while the printed
condition holds):

  "If 1 to 4 enemy Units are in play, deploy 1 [A](…) Unit token. If 5 or more are in play,
   deploy 1 [B](…) Unit token."

"1 to 4" is at least 1 and at most 4 (both printed numbers included, as "1 to 2" of a choice,
10-3-3); reading only its low end ("if an enemy Unit is in play") would deploy A with 7 enemy
Units. "5 or more are in play" counts the cards the sentence before counted (`Context.counted`);
with no count before it, nothing says what is counted and the sentence is not read.

Each entry is (pattern, build, template id); `{sel}` is a target phrase of the language."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition, Selector
from ....core.effects.reader import Context, Unread
from . import build as b

_BOUND = {"more": ">=", "less": "<=", "fewer": "<=", "以上": ">=", "以下": "<=",
          "或更多": ">=", "或更少": "<=", "或以上": ">=", "或以下": "<="}


def remember(ctx: Context, sel: Selector) -> Selector:
    """The cards a count condition counts, for a later "If 5 or more are in play"."""
    ctx.counted = sel
    return sel


def between(low: int, high: int, sel: Selector, ctx: Context, phrase: str) -> Condition:
    """"1 to 4 X are in play": at least `low` and at most `high` of them (10-2-1)."""
    if low > high:
        raise Unread(phrase, "a count from a higher number to a lower one")
    if sel.zone != "play" or sel.kind not in ("unit", "base", "pilot"):
        raise Unread(phrase, "a count in play of cards that are not in play")
    sel = remember(ctx, replace(sel, count=1, up_to=False, at_least=None))
    return b.both(b.count(low, sel, ">="), b.count(high, sel, "<="))


def same_cards(ctx: Context, phrase: str) -> Selector:
    if ctx.counted is None:
        raise Unread(phrase, "a count that does not say what it counts")
    return ctx.counted


def _range(who: str | None = None) -> Any:
    def build(s: Any) -> Condition:
        sel = s.sel if who is None else _whose(s.sel, who, s.raw("sel"))
        return between(int(s.low), int(s.high), sel, s.ctx, s.raw("sel"))
    return build


def _whose(sel: Selector, who: str, phrase: str) -> Selector:
    if sel.who not in ("any", who):
        raise Unread(phrase, "a count that names its owner twice")
    return replace(sel, who=who)


def _again(s: Any) -> Condition:
    """"If 5 or more are in play": the cards the count before counted."""
    return b.count(int(s.n), same_cards(s.ctx, f"{s.n} {s.bound}"), _BOUND[s.bound.lower()])


_EN_RANGE = r"(?P<low>\d+) to (?P<high>\d+)"
EN = [
    (rf"{_EN_RANGE} {{sel}} (?:is |are )?in play", _range(), "c.if_count_range"),
    (rf"there (?:is|are) {_EN_RANGE} {{sel}} in play", _range(), "c.if_count_range"),
    (rf"you have {_EN_RANGE} {{sel}} in play", _range("yours"), "c.if_count_range"),
    (rf"your opponent has {_EN_RANGE} {{sel}} in play", _range("enemy"), "c.if_count_range"),
    (r"(?:there (?:is|are) )?(?P<n>\d+) or (?P<bound>more|less|fewer) (?:is |are )?in play", _again,
     "c.if_count_again"),
]
# ja: 「相手のユニットが1～4体いる場合、…。5体以上いる場合、…」 (～ is ~ after NFKC)
JA = [
    (r"{sel}が(?P<low>\d+)~(?P<high>\d+)(?:つ|枚|体)(?:いる|ある)", _range(), "c.if_count_range"),
    (r"(?P<n>\d+)(?:つ|枚|体)(?P<bound>以上|以下)(?:いる|ある)", _again, "c.if_count_again"),
]
# zh-Hant: 「若對方場上有1~4張機體，則…。若有5張或更多，則…」
ZH = [
    (r"(?P<whose>我方|友方|對方)?場上有(?P<low>\d+)~(?P<high>\d+)張{sel}", lambda s: _zh_range(s),
     "c.if_count_range"),
    (r"(?:場上)?有(?P<n>\d+)張(?P<bound>或更多|或更少|或以上|或以下|以上|以下)", _again, "c.if_count_again"),
]


def _zh_range(s: Any) -> Condition:
    who = {"我方": "yours", "友方": "friendly", "對方": "enemy"}.get(s.whose or "")
    sel = s.sel if who is None else _whose(s.sel, who, s.raw("sel"))
    return between(int(s.low), int(s.high), sel, s.ctx, s.raw("sel"))


__all__ = ["EN", "JA", "ZH", "between", "remember", "same_cards"]
