"""s6-gcg-b (issue 29): "battling <a target phrase>" as one target part, the phrase read by the same
selector grammar: "1 enemy Unit with 4 or less HP battling a friendly Unit with <Blocker>", "1 enemy
Unit that is battling one of your Units that is Lv.5 or higher". A unit passes when it is one of
the two units of the battle (8-2; a blocker once it blocks, 8-3) and the other one passes the inner
phrase (`Filter("battling_with", "==", (who, ((attr, op, value), …)))`, JSON-safe). "battling this
Unit" and a bare "battling an enemy Unit" read as before."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ....core.effects.model import Filter, Selector
from ....core.effects.reader import SelectorDraft, Unread

WHOS = ("friendly", "yours", "enemy")


def piece(parse: Callable[[], Any]) -> Callable[[SelectorDraft, re.Match[str]], None]:
    """The apply of a piece whose `inner` group is the other unit's phrase; `parse()` gives the
    language's selector grammar (looked up late: it is built after its pieces)."""
    def apply(draft: SelectorDraft, m: re.Match[str]) -> None:
        inner: Selector = parse().parse(m["inner"])
        if inner.who in ("this", "it"):
            draft.filters.append(Filter("battling", "==", "this"))
            return
        if inner.kind != "unit" or inner.zone != "play" or inner.who not in WHOS or inner.other \
                or inner.up_to or any(f.attr in ("battling_with", "battling") for f in inner.filters):
            raise Unread(m.group(0), "a unit battling these cards")
        if inner.who == "enemy" and not inner.filters:
            draft.filters.append(Filter("state", "==", "battling"))  # "battling an enemy Unit"
            return
        triples = tuple((f.attr, f.op, f.value) for f in inner.filters)
        draft.filters.append(Filter("battling_with", "==", (inner.who, triples)))
    return apply


def inner_selector(value: Any) -> Selector:
    """The other unit's selector back from the filter's value."""
    who, triples = value
    return Selector(who=who, filters=tuple(Filter(*t) for t in triples))


EN = r"(?:that (?:is|are) )?battling (?P<inner>(?:an? |one of your |1 of your ).+)"
JA = r"(?P<inner>(?:(?!とバトルしている).)+?)とバトルしている"
ZH = r"與(?P<inner>(?:(?!戰鬥中的).)+?)戰鬥中的"
