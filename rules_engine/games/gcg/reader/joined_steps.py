"""s11-gcg-read (issue 29): two things done by one sentence, joined by "and":

  "Destroy this and choose 1 enemy Unit that is Lv.5 or lower. Deal 1 damage to it."
      → destroy this card, then choose (10-3-3; "it" after it is the chosen unit)
  "This Unit and all your Units with "X" in their card name get AP+1 during this turn."
      → this unit, and every OTHER such unit of yours: a card that is both gets it once

The second form re-reads the sentence without "This Unit and" and keeps it only when each of
its steps changes AP/HP or grants a keyword to every unit of a kind (a union of this card and
those units is then exact); anything else is not read. Each entry is (pattern, build, id)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, THIS, Step
from ....core.effects.reader import Unread, first_match
from . import build as b

_UNION_VERBS = ("modify", "grant")


def destroy_this_and_choose(s: Any) -> list[Step]:
    s.ctx.referent = IT  # "Deal 1 damage to it": the chosen unit
    return [b.act("destroy", THIS), *b.choose(s.sel)]


def this_and_all(grammar: Any) -> Any:
    """`grammar()` → the language's grammar module (read lazily: this module is imported by it)."""
    def build(s: Any) -> list[Step]:
        built = first_match(grammar().SENTENCES, s.rest, s.ctx)
        steps = list(built) if isinstance(built, list | tuple) else [built]
        out: list[Step] = []
        for step in steps:
            sel = step.target
            if step.verb not in _UNION_VERBS or sel is None or not sel.all or sel.kind != "unit" \
                    or sel.zone != "play" or sel.who not in ("yours", "friendly", "any") or step.condition is not None:
                raise Unread(s.raw("rest"), "this card and these cards: resolved by hand")
            out.extend([replace(step, target=THIS), replace(step, target=replace(sel, other=True))])
        s.ctx.referent = THIS
        return out
    return build


def _en() -> Any:
    from . import en
    return en


def _ja() -> Any:
    from . import ja
    return ja


def _zh() -> Any:
    from . import zh_hant
    return zh_hant


EN = [
    (r"Destroy this(?: Unit)? and choose {sel}", destroy_this_and_choose, "v.destroy_this_and_choose"),
    (r"This Unit and (?P<rest>all .+)", this_and_all(_en), "v.this_and_all"),
]
# ja: 「このユニットを破壊し、Lv.5以下の相手のユニット1つを選ぶ。」 /
#     「このターン中、このユニットと、カード名に「X」を含む自分のユニットすべてをAP+1する。」
JA = [
    (r"このユニットを破壊し、{sel}を選ぶ", destroy_this_and_choose, "v.destroy_this_and_choose"),
    (r"このユニットと、?(?P<rest>.+すべて(?:を|は).+)", this_and_all(_ja), "v.this_and_all"),
]
# zh-Hant: 「破壞此機體，並選擇對方的 1 張 Lv.5 以下的機體。」 / 「本回合中，此機體與我方所有名稱中包含「X」的機體的 AP+1。」
ZH = [
    (r"破壞此機體，並選擇{sel}", destroy_this_and_choose, "v.destroy_this_and_choose"),
    (r"此機體與(?P<rest>(?:我方|友方)所有.+)", this_and_all(_zh), "v.this_and_all"),
]

__all__ = ["EN", "JA", "ZH"]
