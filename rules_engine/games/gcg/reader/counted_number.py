"""s14-cont (issue 29): a number counted in one sentence and used in the next, as GD05 prints it:

  "Count up the number of your Units with "X"/"Y" in their card name, plus this Unit. All enemy Units
   whose Lv. is equal to or lower than that number are deployed rested."

The first sentence does nothing by itself: it names a count (`Context.that_number`, an Amount: the cards
of the phrase, counted as the effect applies, 10-1-5). "plus this Unit" adds this unit to the cards
counted — a count of cards counts each card once, so it is the phrase's cards other than this one, plus
1 (this unit is in play while its continuous effect applies, 10-1-2). A later "whose Lv. is equal to or
lower / higher than that number" compares with it (`Filter("level", op, "that_number")`, resolved by
build.resolve_that into the Amount). "that number" with nothing counted before it is not read.

Each sentence entry is (pattern, build, template id); each piece (pattern, apply) is a target-phrase
filter; `{sel2}` is a target phrase of the language."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import Amount, Filter, Step
from ....core.effects.reader import Unread
from . import build as b

THAT_NUMBER = "that_number"
_BOUND = {"lower": "<=", "higher": ">=", "以下": "<=", "以上": ">="}


def _count_up(s: Any) -> list:
    counted = b.every(s.sel2)
    plus_this = s.has("plus")
    s.ctx.that_number = Amount(n=1 if plus_this else 0, per=1,
                               count_of=replace(counted, other=True) if plus_this else counted)
    return []


def _that_number(draft: Any, m: re.Match[str]) -> None:
    draft.filters.append(Filter("level", _BOUND[m["bound"]], THAT_NUMBER))


EN = [(r"Count up the number of {sel2}(?P<plus>, plus this Unit)?", _count_up, "v.count_up")]
JA = [(r"{sel2}の数を数え(?:る|(?P<plus>、このユニットを加える))", _count_up, "v.count_up")]
ZH = [(r"計算{sel2}的數量(?P<plus>，並加上此機體)?", _count_up, "v.count_up")]

EN_PIECES = [(r"whose Lv\. is equal to or (?P<bound>lower|higher) than that number", _that_number)]
JA_PIECES = [(r"Lv\.がその数(?P<bound>以下|以上)の", _that_number)]
ZH_PIECES = [(r"Lv\.在該數量(?P<bound>以下|以上)的", _that_number)]


def _same_number(s: Any) -> Step:
    """"This Unit gains the same number of <Repair 1> as the number of (X) Unit tokens you have in play": one
    keyword, as many times as the cards counted (a count as "equal to the number of" reads one)."""
    if len(s.kws) != 1:
        raise Unread(s.raw("kws"), "several keywords gained by a count")
    return Step("grant", target=s.sel, keyword=s.kws[0], amount=Amount(per=1, count_of=b.every(s.sel2)))


EN_GAINS = [(r"{sel} gains? the same number of {kws} as the number of {sel2}", _same_number, "v.gain_kw_per")]
JA_GAINS = [(r"{sel}は、?{sel2}の数と同じ数の{kws}を得る", _same_number, "v.gain_kw_per")]
ZH_GAINS = [(r"{sel}獲得與{sel2}的數量相同數量的{kws}", _same_number, "v.gain_kw_per")]
