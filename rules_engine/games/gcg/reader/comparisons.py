"""s15-gen (issue 29 §4): conditions comparing your side with your opponent's (10-2-1): "If your opponent
has more Units in play than you," / "If you have fewer shields than your opponent," — units in play
(3-2, with the selector's bounds), shields (4-6: their number is public), cards in hand (4-8: the number
is public). Read as `compare`: which side has more (`more`: "yours" / "enemy"), of what (`of`), strictly.

ja / zh-Hant: 「相手のユニットの数が自分のユニットの数より多い」 / 「對方場上的機體比我方多」, the phrasing
the rules' comparisons use; no printed Japanese or Chinese card with a comparison was found (so far
the template is English only on real cards)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition, Selector
from ....core.effects.reader import Unread

_MORE = {"more": True, "fewer": False, "less": False, "多い": True, "少ない": False, "多": True, "少": False}


def _side(subject_is_you: bool, more: bool) -> str:
    """Which side has more: "you have more" / "your opponent has fewer" → yours."""
    return "yours" if subject_is_you == more else "enemy"


def _units(sel: Selector) -> Selector:
    if sel.who != "any" or sel.zone != "play" or sel.kind != "unit" or sel.other:
        raise Unread(str(sel), "a comparison of these cards: checked by hand")
    return replace(sel, count=0, all=True)


def _compare(of: str, subject_is_you: bool, more: bool, units: Selector | None = None) -> Condition:
    params: dict[str, Any] = {"of": of, "more": _side(subject_is_you, more)}
    if units is not None:
        params["selector"] = units
    return Condition.of("compare", **params)


EN: list[tuple[str, Any, str]] = [
    (r"(?P<who>you|your opponent) (?:has|have) (?P<cmp>more|fewer|less) {sel} in play than (?:you|your opponent)"
     r"(?: (?:has|have|does|do))?",
     lambda s: _compare("units", s.who.lower() == "you", _MORE[s.cmp.lower()], _units(s.sel)), "c.if_compare"),
    (r"(?P<who>you|your opponent) (?:has|have) (?P<cmp>more|fewer|less) (?:shields|Shields) than "
     r"(?:you|your opponent)(?: (?:has|have|does|do))?",
     lambda s: _compare("shields", s.who.lower() == "you", _MORE[s.cmp.lower()]), "c.if_compare"),
    (r"(?P<who>you|your opponent) (?:has|have) (?P<cmp>more|fewer|less) cards in (?:your|their) hand than "
     r"(?:you|your opponent)(?: (?:has|have|does|do))?",
     lambda s: _compare("hand", s.who.lower() == "you", _MORE[s.cmp.lower()]), "c.if_compare"),
]

JA: list[tuple[str, Any, str]] = [
    (r"(?P<who>自分|相手)の{sel}の数が(?:自分|相手)の(?:ユニットの数|それ)より(?P<cmp>多い|少ない)",
     lambda s: _compare("units", s.who == "自分", _MORE[s.cmp], _units(s.sel)), "c.if_compare"),
    (r"(?P<who>自分|相手)のシールドの数が(?:自分|相手)の(?:シールドの数|それ)より(?P<cmp>多い|少ない)",
     lambda s: _compare("shields", s.who == "自分", _MORE[s.cmp]), "c.if_compare"),
    (r"(?P<who>自分|相手)の手札の(?:枚)?数が(?:自分|相手)の(?:手札の(?:枚)?数|それ)より(?P<cmp>多い|少ない)",
     lambda s: _compare("hand", s.who == "自分", _MORE[s.cmp]), "c.if_compare"),
]

ZH: list[tuple[str, Any, str]] = [
    (r"(?P<who>我方|對方)場上的{sel}比(?:我方|對方)(?P<cmp>多|少)",
     lambda s: _compare("units", s.who == "我方", _MORE[s.cmp], _units(s.sel)), "c.if_compare"),
    (r"(?P<who>我方|對方)的護盾比(?:我方|對方)(?P<cmp>多|少)",
     lambda s: _compare("shields", s.who == "我方", _MORE[s.cmp]), "c.if_compare"),
    (r"(?P<who>我方|對方)的手牌比(?:我方|對方)(?P<cmp>多|少)",
     lambda s: _compare("hand", s.who == "我方", _MORE[s.cmp]), "c.if_compare"),
]
