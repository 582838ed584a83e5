"""s15-opt (issue 29): an optional payment on playing a card (2-9-1, 2-10-1, 7-5-2-2).

    When playing this card from your hand, you may destroy 1 of your Link Units with "X" in its card name that
    is Lv.5. If you do, play this card as if it has 0 Lv. and cost.
    When playing this card from your hand, you may discard 1 (X) Unit card. If you do, play this card as if it
    has 2 Lv. and cost.

The payment is any activation-cost part the language's COSTS read (discard, destroy, rest or return to hand 1
or more of your cards in printed bounds: the same words, 10-1-7), so the class is read, not the one sentence.
Its two sentences are one rule: `join` keeps them together before the text is split into sentences (the
second alone would be an "as if" with no payment), and `steps` gives the two `as_if` steps of
build.play_as_if with the payment as `pay_verb` / `pay_with` (printed.py makes it the step's `as_if_option`;
the player takes it or not with the play action, actions._check_play_option). Each entry of EN / JA /
ZH_HANT is (pattern, build-with-the-language's-COSTS, id)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ....core.effects.model import Step
from ....core.effects.reader import Unread, first_match
from . import build as b

# The cost part → the payment's verb (cards.PlayOption.verb)
_VERBS = {"discard": "discard", "destroy_other": "destroy", "rest_other": "rest", "return_other": "return_to_hand"}

# The two sentences joined (the second starts with "If you do, play …"): a joiner no sentence splitter cuts at
_EN_JOIN = re.compile(r"(When playing this card from your hand, you may .+?)\. (If you do, play (?:it|this card) "
                      r"as if it has)")
_JA_JOIN = re.compile(r"((?:手札の)?このカードを(?:手札から)?プレイするとき、[^。\n]+?てもよい)。(そうしたなら、)")
_ZH_HANT_JOIN = re.compile(r"(從手牌使用此卡牌時，可以[^。\n]+?)。(那樣做時，將此卡牌視為)")


def join(text: str, lang: str) -> str:
    """The payment sentence and its "If you do, play … as if …" kept as one sentence (`；` in ja / zh-Hant)."""
    if lang == "en":
        return _EN_JOIN.sub(r"\1; \2", text)
    pattern = _JA_JOIN if lang == "ja" else _ZH_HANT_JOIN
    return pattern.sub(r"\1；\2", text)


def steps(cost: Any, n: int, m: int | None) -> list[Step]:
    """The "as if" Lv. `n` and cost `m` (None: `n`) taken when the payment `cost` (a COSTS reading, one part) is
    made. Anything but one part of another card of yours (this card, resources, exile): not read."""
    if not isinstance(cost, dict) or len(cost) != 1 or next(iter(cost)) not in _VERBS:
        raise Unread("an optional payment on playing other than discarding / destroying / resting / returning")
    part, selector = next(iter(cost.items()))
    return [replace(step, extra=(*step.extra, ("pay_verb", _VERBS[part]), ("pay_with", selector)))
            for step in b.play_as_if(n, None, m)]


def _en(costs: Any) -> Any:
    def build(s: Any) -> list[Step]:
        pay = s.pay[0].upper() + s.pay[1:]
        return steps(first_match(costs(), pay, s.ctx), int(s.n), int(s.m) if s.m else None)
    return build


def _cjk(costs: Any, verbs: dict[str, str] | None = None) -> Any:
    """`verbs`: the -te form printed before もよい → the plain form the COSTS read (ja); zh-Hant prints the
    payment as a cost is printed."""
    def build(s: Any) -> list[Step]:
        n = int(s.n if s.n else s.n2)
        pay = s.pay + verbs[s.v] if verbs is not None else s.pay
        return steps(first_match(costs(), pay, s.ctx), n, int(s.m) if s.m else None)
    return build


def en(costs: Any) -> list[tuple[str, Any, str]]:
    return [(r"When playing this card from your hand, you may (?P<pay>.+?); If you do, play (?:it|this card) as if "
             r"it has (?P<n>\d+) Lv\. and (?:(?P<m>\d+) )?cost", _en(costs), "v.play_as_if_option")]


# the verb's -te form before もよい → its plain form, as the COSTS read it
_JA_VERBS = {"捨て": "捨てる", "破壊し": "破壊する", "レストにし": "レストにする", "手札に戻し": "手札に戻す"}


def ja(costs: Any) -> list[tuple[str, Any, str]]:
    verbs = "|".join(_JA_VERBS)
    return [(r"(?:手札の)?このカードを(?:手札から)?プレイするとき、(?P<pay>.+?)(?P<v>" + verbs + r")てもよい；そうしたなら、"
             r"(?:これ|このカード)を(?:Lv\.とコストを(?P<n>\d+)|Lv\.(?P<n2>\d+)・コスト(?P<m>\d+))としてプレイする",
             _cjk(costs, _JA_VERBS), "v.play_as_if_option")]


def zh_hant(costs: Any) -> list[tuple[str, Any, str]]:
    return [(r"從手牌使用此卡牌時，可以(?P<pay>.+?)；那樣做時，將此卡牌視為 ?(?:Lv\. ?和費用為 ?(?P<n>\d+)|"
             r"Lv\. ?(?P<n2>\d+)(?:、|及)費用 ?(?P<m>\d+)) ?(?:來)?使用", _cjk(costs), "v.play_as_if_option")]
