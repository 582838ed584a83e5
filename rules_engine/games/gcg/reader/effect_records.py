"""s13-gcg-exec (issue 29): a card this effect placed, chosen. "Add 1 (X) Unit card you placed from your
deck with this effect to your hand." after "Place the top N cards of your deck into your trash": one card
of the trash this effect's own mill put there (4-9-2: public), passing the printed bounds — a choice of
the owner's (10-3-3) among the cards placed, as "Choose 1 … from your trash. Add it to your hand." is
among the whole trash. The counted form ("equal to the number of … placed with this effect") is in
amounts.py; the executor reads both from the mill's record (printed._trash_where, effects.legal_targets)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, Filter, Step
from . import build as b


def add_placed(s: Any) -> list[Step]:
    """"Add 1 / 2 / up to 2 …": N cards (fewer when fewer pass: as many as possible, 1-3-2), or up to N."""
    n, up_to = int(s.n), s.has("upto")
    placed = replace(s.sel, who="yours", zone="trash", count=n, all=False, up_to=up_to, at_least=0,
                     filters=(*s.sel.filters, Filter("by_this_effect", "==", "placed")))
    return [Step("choose", target=placed), b.act("add_to_hand", IT)]


EN = [
    (r"Add (?P<upto>up to )?(?P<n>[1-9]) {sel} you placed (?:from your deck |into your trash )?with this effect "
     r"to your hand", add_placed, "v.add_placed"),
]
JA = [
    (r"この効果で(?:デッキから|トラッシュに)?置いた{sel}(?P<n>[1-9])枚(?P<upto>まで)?を手札に加える", add_placed,
     "v.add_placed"),
]
ZH = [
    (r"將透過此效果(?:從卡組)?放置的 ?(?P<upto>最多 ?)?(?P<n>[1-9]) ?張{sel}加入手牌", add_placed, "v.add_placed"),
]
