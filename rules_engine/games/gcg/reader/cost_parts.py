"""s8-gcg-c (issue 29): parts of an activation cost before `：` (10-1-7) the seen cards print
rarely or never: "Discard N" (N cards of your hand, 5-11-1) and "Return this Unit / card to
its owner's hand" (the card itself). Spliced at the front of each language's COSTS; the
executor pays them as printed.translate says (a discard: checked payable in full when
activated, 10-1-7-2; this card: as it is activated). Each entry is (pattern, build, id)."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Selector


def _discard(s: Any) -> dict[str, Any]:
    return {"discard": Selector(who="yours", kind="card", zone="hand", count=int(s.n))}


def _to_hand(_s: Any) -> dict[str, Any]:
    return {"return_self": "hand"}


EN: list[tuple[str, Any, str]] = [
    (r"Discard (?P<n>\d+)(?: cards?)?(?: from your hand)?", _discard, "cost.discard"),
    (r"Return this (?:Unit|Base|card) to (?:its owner's|your) hand", _to_hand, "cost.return_self"),
]

JA: list[tuple[str, Any, str]] = [
    (r"(?:自分の)?手札(?P<n>\d+)枚を捨てる", _discard, "cost.discard"),
    (r"この(?:ユニット|ベース|カード)を(?:持ち主の)?手札に戻す", _to_hand, "cost.return_self"),
]

ZH_HANT: list[tuple[str, Any, str]] = [
    (r"丟棄(?P<n>\d+)張手牌", _discard, "cost.discard"),
    (r"將此(?:機體|基地|卡牌)放回(?:持有者的)?手牌", _to_hand, "cost.return_self"),
]
