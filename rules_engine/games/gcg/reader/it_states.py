"""s15-gen (issue 29 §4): a condition on the card an earlier step named — "If it is Lv.3 or lower," /
"If it is rested / damaged / active," / "If it has 3 or less HP / 4 or more AP," (10-2-1; 2-9 Lv.,
1-3-2 rested, 5-5 damaged, 2-10 / 2-11 AP / HP) — and ja 「それにパイロットがセットされている」 / zh-Hant
「該機體搭乘了駕駛員」 (3-3-4). The same filters the target phrases read ("1 Unit that is Lv.3 or lower",
"1 rested Unit", "1 Unit with 3 or less HP"), as `it_is` on that card (the executor's `chosen_is`)."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Condition, Filter, Selector
from . import build as b

_BOUND = {"lower": "<=", "higher": ">=", "less": "<=", "more": ">=", "以下": "<=", "以上": ">="}
_STATE = {"rested": "rested", "active": "active", "damaged": "damaged",
          "レスト": "rested", "アクティブ": "active", "ダメージを受けている": "damaged",
          "休息": "rested", "活躍": "active"}


def _it(*filters: Filter) -> Condition:
    return b.it_is(Selector(kind="card", filters=filters))


def _level(s: Any) -> Condition:
    return _it(Filter("level", _BOUND[s.bound], int(s.n)))


def _stat(s: Any) -> Condition:
    return _it(Filter(s.stat.lower(), _BOUND[s.bound], int(s.n)))


def _state(s: Any) -> Condition:
    return _it(Filter("state", "==", _STATE[s.s]))


_PAIRED = Filter("state", "==", "paired")  # as "1 Unit paired with a Pilot" reads (3-3-4)
_IT_EN = r"(?:it|that (?:Unit|card))"
_IT_JA = r"(?:それ|そのユニット)"
_IT_ZH = r"該機體"

EN: list[tuple[str, Any, str]] = [
    (_IT_EN + r" is Lv\.(?P<n>\d+) or (?P<bound>lower|higher)", _level, "c.if_it_is"),
    (_IT_EN + r" is (?P<s>rested|active|damaged)", _state, "c.if_it_is"),
    (_IT_EN + r" has (?P<n>\d+) or (?P<bound>more|less) (?P<stat>AP|HP)", _stat, "c.if_it_is"),
]
JA: list[tuple[str, Any, str]] = [
    (_IT_JA + r"がLv\.(?P<n>\d+)(?P<bound>以下|以上)", _level, "c.if_it_is"),
    (_IT_JA + r"が(?P<s>レスト|アクティブ|ダメージを受けている)", _state, "c.if_it_is"),
    (_IT_JA + r"が(?P<stat>AP|HP)(?P<n>\d+)(?P<bound>以下|以上)", _stat, "c.if_it_is"),
    (_IT_JA + r"にパイロットがセットされている", lambda s: _it(_PAIRED), "c.if_it_is"),
]
ZH: list[tuple[str, Any, str]] = [
    (_IT_ZH + r"(?:為|的)?Lv\.(?:為)?(?P<n>\d+)(?P<bound>以下|以上)", _level, "c.if_it_is"),
    (_IT_ZH + r"(?:處於)?(?P<s>休息|活躍)狀態", _state, "c.if_it_is"),
    (_IT_ZH + r"受到傷害", lambda s: _it(Filter("state", "==", "damaged")), "c.if_it_is"),
    (_IT_ZH + r"的(?P<stat>AP|HP)為(?P<n>\d+)(?P<bound>以下|以上)", _stat, "c.if_it_is"),
    (_IT_ZH + r"搭乘了駕駛員", lambda s: _it(_PAIRED), "c.if_it_is"),
]
