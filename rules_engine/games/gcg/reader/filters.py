"""s6-gcg-b (issue 29): target-filter parts the three GCG grammars share, as selector pieces
that combine with every other piece in any order (a part is one filter; the selector grammar
builds the conjunction).

* "with the lowest/highest Lv./HP/AP" (`Filter("lowest"|"highest", "==", "level"|"hp"|"ap")`):
  among the cards the rest of the phrase selects, those whose value is the extreme one. The
  choice is the chooser's (10-3-3): a tie leaves every tied card choosable. Lv. is the printed
  level (2-9); AP and HP the values now, with their modifiers (2-7, 2-8)."""

from __future__ import annotations

import re

from ....core.effects.model import Filter
from ....core.effects.reader import SelectorDraft

EXTREMES = ("lowest", "highest")
STATS = {"lv": "level", "lv.": "level", "hp": "hp", "ap": "ap"}


def _extreme(which: str, stat: str) -> Filter:
    return Filter(which, "==", STATS[stat.lower()])


def _en_extreme(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(_extreme(m["x"].lower(), m["stat"]))


# English: "… with the highest Lv." ends a sentence with "Lv." (the full stop is both): the
# sentence splitter ends a sentence after "highest Lv." / "lowest Lv." too.
EN_SENTENCE_END = re.compile(r"(?<!Lv)\.(?=\s|$)|(?:(?<=lowest Lv)|(?<=highest Lv))\.(?=\s|$)|。")
EN_PIECES = [
    (r"with the (?P<x>lowest|highest) (?P<stat>Lv\.?|HP|AP)(?![A-Za-z])", _en_extreme),
]

# Japanese: 「Lv.が最も高い」「HPが最も低い」 before the noun.
_JA_WHICH = {"低い": "lowest", "高い": "highest"}


def _ja_extreme(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(_extreme(_JA_WHICH[m["x"]], m["stat"]))


JA_PIECES = [
    (r"(?P<stat>Lv\.?|HP|AP)が最も(?P<x>低い|高い)", _ja_extreme),
]

# Traditional Chinese: 「Lv. 最高的」「HP 最低的」 before the noun.
_ZH_WHICH = {"最低": "lowest", "最高": "highest"}


def _zh_extreme(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(_extreme(_ZH_WHICH[m["x"]], m["stat"]))


ZH_PIECES = [
    (r"(?P<stat>Lv\.?|HP|AP) ?(?P<x>最低|最高)的", _zh_extreme),
]

# How `explain` words them (reader.WORDS: `filter.<attr>`).
WORDS = {"filter.lowest": "with the lowest {stat}", "filter.highest": "with the highest {stat}"}  # s8-gcg-a: {stat}


# "paired with a Pilot that is Lv.3 or lower" (`Filter("pilot_level", "<=", 3)`): the bound is the
# PILOT's printed Lv. (2-9, 3-3-9), not the unit's. These pieces go before "paired with a Pilot",
# which would otherwise read the Lv. as the unit's.
_BOUND = {"lower": "<=", "higher": ">=", "以下": "<=", "以上": ">="}


def _pilot_level(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.filters.append(Filter("pilot_level", _BOUND.get(m["bound"] or "", "=="), int(m["n"])))


EN_FIRST_PIECES = [
    (r"paired with a Pilot that is Lv\.(?P<n>\d+)(?: or (?P<bound>lower|higher))?", _pilot_level),
]
JA_FIRST_PIECES = [
    (r"Lv\.(?P<n>\d+)(?P<bound>以下|以上)?のパイロットがセットされている", _pilot_level),
]
ZH_FIRST_PIECES = [
    (r"搭乘(?:了|有)?Lv\.(?P<n>\d+)(?P<bound>以下|以上)?的駕駛員的", _pilot_level),
]
WORDS["filter.pilot_level"] = "paired with a pilot of Lv.{value} {bound}"  # s8-gcg-a: "Lv.3 or lower"


# "that is Lv.1 or lower or has 1 or less AP" (`Filter("any_of", "==", ((attr, op, n), …))`): the
# filter read just before and this one, either of which lets a card through. Plain (attr, op,
# value) triples, so a reading stays JSON (the cache).
_OR_OPS = {"less": "<=", "lower": "<=", "fewer": "<=", "more": ">=", "higher": ">="}


def _or_bound(draft: SelectorDraft, m: re.Match[str]) -> None:
    if not draft.filters or draft.filters[-1].attr not in ("level", "ap", "hp") \
            or not isinstance(draft.filters[-1].value, int):
        from ....core.effects.reader import Unread

        raise Unread(m.group(0), "an \u201cor\u201d with no bound before it")
    before = draft.filters.pop()
    stat = STATS[(m["stat"] or "lv").lower()]
    either = ((before.attr, before.op, before.value), (stat, _OR_OPS[m["bound"].lower()], int(m["n"])))
    draft.filters.append(Filter("any_of", "==", either))


EN_PIECES.extend([
    (r"or (?:has|with) (?P<n>\d+) or (?P<bound>less|more) (?P<stat>AP|HP)\b", _or_bound),
    (r"or (?:is |that is )?(?P<stat>Lv\.)(?P<n>\d+) or (?P<bound>lower|higher)\b", _or_bound),
])


def _cjk_either(draft: SelectorDraft, m: re.Match[str]) -> None:
    """「Lv.1以下かAP1以下の」「Lv.1 以下或 AP 1 以下的」: both bounds in one piece."""
    either = tuple((STATS[m[f"s{i}"].lower()], _BOUND[m[f"b{i}"]], int(m[f"n{i}"])) for i in (1, 2))
    draft.filters.append(Filter("any_of", "==", either))


_CJK_BOUND = r"(?P<s{i}>Lv\.|AP|HP)(?P<n{i}>\d+)(?P<b{i}>以下|以上)"
# s8-gcg-a: 「Lv.1以下/AP1以下の」 (GD04's slash between the two bounds) reads as 「か」
JA_PIECES.append((_CJK_BOUND.format(i=1) + r"(?:か、?|/)" + _CJK_BOUND.format(i=2) + "の", _cjk_either))
ZH_PIECES.append((_CJK_BOUND.format(i=1) + r"(?:或|/)" + _CJK_BOUND.format(i=2) + "的", _cjk_either))


# s11-gcg-read: a card name with alternatives — `with "A" or "B" in their card name`, `"A"/"B"`
# ("/" is "or", 5-19-1), any number of names ("A", "B", or "C"): a card whose name contains any of
# them passes (2-2-3, 2-2-4). `Filter("any_of", …)` of name_contains triples, as the bounds above.
_EN_NAME = r"\"[^\"]+\""
_CJK_NAME = r"「[^「」]+」"


def _names(draft: SelectorDraft, m: re.Match[str], quote: str) -> None:
    names = re.findall(quote, m["names"])
    draft.filters.append(Filter("any_of", "==", tuple(("name_contains", "==", n[1:-1]) for n in names)))


EN_PIECES.append((rf"with (?P<names>{_EN_NAME}(?:(?:/|, | or |, or ){_EN_NAME})+) in (?:its|their) card names?\b",
                  lambda d, m: _names(d, m, _EN_NAME)))
# 「カード名に「A」か「B」を含む」「「A」/「B」」; 「名稱中包含「A」或「B」的」
JA_PIECES.append((rf"カード名に(?P<names>{_CJK_NAME}(?:(?:/|か|または|、){_CJK_NAME})+)を含む",
                  lambda d, m: _names(d, m, _CJK_NAME)))
ZH_PIECES.append((rf"名稱中包含(?P<names>{_CJK_NAME}(?:(?:/|或|、){_CJK_NAME})+)的",
                  lambda d, m: _names(d, m, _CJK_NAME)))
