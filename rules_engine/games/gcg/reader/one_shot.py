"""s8-gcg-a (issue 29): one-shot effect parts the three GCG grammars share, found by the
combination harness (tests/rules_engine/games/gcg/test_reader_combinations.py): a known verb on
every target its rules allow, in every phrase order the official English prints.

* "up to N" / 「Nつまで」 / 「最多N張」 (10-3-3 names 「最多」): a choice of at most N cards, none
  at the least (`up_to`, `at_least` 0) — "1 to 2" is the same with a least of 1.
* "Place it at the bottom of its owner's deck" / "Return them to the top of their owners' decks"
  (4-2: a card put on a deck goes to its owner's): the known `to_deck` on any chosen card(s).
* "It loses <Blocker> during this turn" (13-1: a keyword effect removed, the `remove` verb): read
  so `explain` says it; the engine has no keyword removal yet, so it is resolved by hand.
* 「コスト2以下の」/「費用 2 以下的」: the cost bound English prints "with a cost of 2 or less" (2-10-1;
  a token's cost is 0, 2-10-3).
* "Place it into its owner's trash" / 「それを持ち主のトラッシュに置く」 / 「將該機體置於持有者的廢棄區」:
  put from the field into the trash by an effect — a destruction by 5-10-1 (s9-gcg-b, docs/gcg.md):
  the executor destroys it (its 【Destroyed】 triggers, its pilot goes with it).
* "Your opponent draws N" / 「相手はN枚ドローする」 / 「對方抽N張卡」 (12-2-6: every opponent in a
  multiplayer game) and "Each player draws N".
* "Deploy it rested" (5-8-1, 3-2-2 rested): the chosen card deployed rested; read, and by hand
  until the executor deploys a card of the trash rested (a full battle area asks first, 11-4-2).
* s10-gcg-b: "this Unit gets AP+1 and, if it is a Link Unit, it gains <High-Maneuver>" (one
  sentence, its duration leading: "During this turn, …") / 「このユニットをAP+1し、これがリンク
  ユニットなら、これは《高機動》を得る」 / 「此機體的 AP+1，若此機體為共鳴機體，則此機體獲得
  《高機動》」: two steps on this unit, the keyword only while it is a Link Unit as the effect
  resolves (10-2-1: a step's "if"; 6-5-2-3-2: a Link Unit). "it" is this Unit, the sentence's
  own subject — on any other subject the sentence stays unread.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import Amount, Filter, Step
from ....core.effects.reader import SelectorDraft, Unread
from . import build as b


def _up_to(draft: SelectorDraft, m: re.Match[str]) -> None:
    draft.set("count", int(m["n"]), m.string)
    draft.up_to, draft.at_least = True, 0


_BOUND = {"以下": "<=", "以上": ">="}


def _cost(draft: SelectorDraft, m: re.Match[str]) -> None:
    """「コスト2以下の」「費用 2 以下的」: the printed cost (2-10-1), as English "with a cost of 2 or less"."""
    draft.filters.append(Filter("cost", _BOUND.get(m["bound"] or "", "=="), int(m["n"])))


EN_COUNT_PIECES = [(r"up to (?P<n>\d+)\b", _up_to)]
JA_COUNT_PIECES = [(r"(?P<n>\d+)(?:つ|枚|体)まで", _up_to), (r"コスト(?P<n>\d+)(?P<bound>以下|以上)?の", _cost)]
ZH_COUNT_PIECES = [(r"最多 ?(?P<n>\d+) ?張", _up_to), (r"費用 ?(?P<n>\d+) ?(?P<bound>以下|以上)?的", _cost)]


def _to_deck(s: Any) -> Step:
    return b.to_deck(s.sel, f"deck_{s.end.lower()}")


def _lose(s: Any) -> list[Step]:
    until = s.dur if s.has("dur") else b.duration(None)
    return [b.act("remove", s.sel, keyword=k, until=until) for k in s.kws]


def _deploy_rested(s: Any) -> Step:
    return b.act("deploy", s.sel, extra=(("rested", True),))


def _modify_and_if_linked(s: Any) -> list[Step]:
    """s10-gcg-b: this unit's modifier, then its keywords only if it is a Link Unit (10-2-1)."""
    if s.sel.who != "this" or s.sel.kind != "unit":
        raise Unread("and, if it is a Link Unit", "\u201cit\u201d after \u201cand, if\u201d names a card other than this Unit")
    until = s.dur if s.has("dur") else b.duration(None)
    n = -int(s.n) if s.sign == "-" else int(s.n)
    linked = b.self_state("link")
    return [b.modify(s.sel, s.stat, n, until), *(replace(g, condition=linked) for g in b.grant(s.sel, s.kws, until))]


# (pattern, build, template id): the language module wraps them with its slots (`T`)
EN = [
    (r"(?:Return|Place) {sel} (?:to|at) the (?P<end>top|bottom) of (?:its owner's|their owners'|your) decks?",
     _to_deck, "v.to_deck"),
    (r"{sel} loses? {kws}(?: (?:during |(?=until the end of )){dur})?", _lose, "v.lose_kw"),
    (r"Deploy {sel} rested", _deploy_rested, "v.deploy_rested"),
    # put from the field into the trash by an effect: destroyed (5-10-1; s9-gcg-b, printed._verb)
    (r"Place {sel} into (?:its owner's|their owners'|your) trash", lambda s: b.act("to_trash", s.sel),
     "v.to_trash"),
]

# Another player draws (12-2-6: in a multiplayer game "your opponent" is every other player; the
# executor's `opponent`): "Your opponent draws 1." / "Each player draws 1." (the turn player first).
EN.extend([
    (r"Your opponent draws (?P<n>\d+)(?: cards?)?", lambda s: b.draw(int(s.n), "opponent"), "v.draw_opponent"),
    (r"Each player draws (?P<n>\d+)(?: cards?)?", lambda s: b.draw(int(s.n), "each"), "v.draw"),  # s16-verb: "… cards"
])
JA = [(r"相手は(?P<n>\d+)枚ドローする", lambda s: b.draw(int(s.n), "opponent"), "v.draw_opponent")]
ZH = [(r"對方抽 ?(?P<n>\d+) ?張卡", lambda s: b.draw(int(s.n), "opponent"), "v.draw_opponent")]
# s15-opt round 2: "Each player draws N" with the every-player lead the ja / zh-Hant cards print for "All players
# each choose …" (choices.py: 「全てのプレイヤーはそれぞれ、」/「所有玩家各自」), the turn player first (1-3-4)
JA.append((r"(?:全てのプレイヤー|プレイヤーすべて)はそれぞれ、?(?P<n>\d+)枚ドローする", lambda s: b.draw(int(s.n), "each"),
           "v.draw"))
ZH.append((r"所有玩家各自抽 ?(?P<n>\d+) ?張卡", lambda s: b.draw(int(s.n), "each"), "v.draw"))
# s15-opt round 3: "Each player discards N" / "All players each discard N": every player chooses N cards of their
# own hand (5-11-1, 4-8-2: a hidden choice), the turn player first (1-3-4; 12-2-4 with more players)
EN.append((r"(?:Each player discards|All players each discard) (?P<n>\d+)",
           lambda s: Step("discard", amount=Amount(int(s.n)), player="each"), "v.each_discards"))
JA.append((r"(?:全てのプレイヤー|プレイヤーすべて)はそれぞれ、?(?:自分の)?手札(?P<n>\d+)枚を捨てる",
           lambda s: Step("discard", amount=Amount(int(s.n)), player="each"), "v.each_discards"))
ZH.append((r"所有玩家各自丟棄(?:自己的)? ?(?P<n>\d+) ?張手牌",
           lambda s: Step("discard", amount=Amount(int(s.n)), player="each"), "v.each_discards"))
# s8-gcg-d: 「それは《ブロッカー》を失う」/「該機體失去《阻擋者》」 (a keyword lost, 13-1; the duration
# 「このターン中、」/「本回合中，」 leads the sentence as for 「を得る」)
JA.append((r"{sel}は{kws}を失う", _lose, "v.lose_kw"))
ZH.append((r"{sel}失去{kws}", _lose, "v.lose_kw"))
# s8-gcg-d: 「それをレストで配備する」/「以休息狀態配置該卡牌」 ("Deploy it rested", 5-8-1), as the
# printed tokens say it (「…をレストで配備する」/「以休息狀態配置 …」)
JA.append((r"{sel}をレストで配備する", _deploy_rested, "v.deploy_rested"))
ZH.append((r"以休息狀態配置{sel}", _deploy_rested, "v.deploy_rested"))
# s9-gcg-b: 「それを持ち主のトラッシュに置く」/「將該機體置於持有者的廢棄區」 ("Place it into its owner's
# trash": from the field, a destruction by 5-10-1)
JA.append((r"{sel}を(?:持ち主の|自分の)?トラッシュに置く", lambda s: b.act("to_trash", s.sel), "v.to_trash"))
ZH.append((r"將{sel}(?:置於|放置到|放入)(?:持有者的|我方)?廢棄區", lambda s: b.act("to_trash", s.sel), "v.to_trash"))

# s10-gcg-b: "this Unit gets AP+1 and, if it is a Link Unit, it gains <High-Maneuver>" (10-2-1)
EN.append((r"{sel} gets? (?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+) and, if (?:it|this Unit) is a Link Unit, "
           r"(?:it|this Unit) gains? {kws}(?: during {dur})?", _modify_and_if_linked, "v.ap_and_if_linked_kw"))
JA.append((r"{sel}を(?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+)し、(?:これ|このユニット)がリンクユニットなら、"
           r"(?:これ|このユニット)は{kws}を得る", _modify_and_if_linked, "v.ap_and_if_linked_kw"))
ZH.append((r"{sel}的(?P<stat>AP|HP)(?P<sign>[+-])(?P<n>\d+)，若(?:該機體|此機體)為共鳴機體，則(?:該機體|此機體)獲得{kws}",
           _modify_and_if_linked, "v.ap_and_if_linked_kw"))

__all__ = ["EN", "EN_COUNT_PIECES", "JA", "JA_COUNT_PIECES", "ZH", "ZH_COUNT_PIECES"]
