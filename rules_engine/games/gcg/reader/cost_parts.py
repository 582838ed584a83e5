"""s8-gcg-c (issue 29): parts of an activation cost before `：` (10-1-7) the seen cards print
rarely or never: "Discard N" (N cards of your hand, 5-11-1) and "Return this Unit / card to
its owner's hand" (the card itself). Spliced at the front of each language's COSTS; the
executor pays them as printed.translate says (a discard: checked payable in full when
activated, 10-1-7-2; this card: as it is activated). Each entry is (pattern, build, id).

s13-gcg-gen: another card of yours as the cost, from the rules' matrix of cost forms (10-1-7-2: the
action before "：" is done to activate): "Destroy 1 of your other Units / (X) Unit tokens", "Place 1 of
your Units into its owner's trash" (a destruction, 5-10-1), "Return 1 of your other Units to its owner's
hand". Spliced after each language's this-card costs ("Destroy this Unit" stays `destroy_self`)."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Selector


def _discard(s: Any) -> dict[str, Any]:
    return {"discard": Selector(who="yours", kind="card", zone="hand", count=int(s.n))}


def _to_hand(_s: Any) -> dict[str, Any]:
    return {"return_self": "hand"}


def _destroy_other(s: Any) -> dict[str, Any]:
    if s.sel.who == "this":  # "Place this Unit into its owner's trash": this card destroyed (5-10-1)
        return {"destroy_self": True}
    return {"destroy_other": s.sel}


def _return_other(s: Any) -> dict[str, Any]:
    return {"return_other": s.sel}


# another card of yours (a selector): after the language's "this Unit" costs
EN_OTHER: list[tuple[str, Any, str]] = [
    (r"Destroy {sel}", _destroy_other, "cost.destroy_other"),
    (r"Place {sel} into (?:its owner's|your) trash", _destroy_other, "cost.destroy_other"),
    (r"Return {sel} to (?:its owner's|your) hand", _return_other, "cost.return_other"),
]

JA_OTHER: list[tuple[str, Any, str]] = [
    (r"{sel}を破壊する", _destroy_other, "cost.destroy_other"),
    (r"{sel}を(?:持ち主の|自分の)?トラッシュに置く", _destroy_other, "cost.destroy_other"),
    (r"{sel}を(?:持ち主の)?手札に戻す", _return_other, "cost.return_other"),
]

ZH_HANT_OTHER: list[tuple[str, Any, str]] = [
    (r"破壞{sel}", _destroy_other, "cost.destroy_other"),
    (r"將{sel}(?:置於|放置到|放入)(?:持有者的|我方)?廢棄區", _destroy_other, "cost.destroy_other"),
    (r"將{sel}放回(?:持有者的)?手牌", _return_other, "cost.return_other"),
]

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
