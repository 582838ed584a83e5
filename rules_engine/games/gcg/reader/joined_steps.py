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


def two_steps(grammar: Any, plain: dict[str, str] | None = None) -> Any:
    """s16-verb: two steps one sentence joins with "and" (ja 「…を与え、…」, zh-Hant 「…，並…」): "Deal 1 damage to it
    and rest it." / "Set it as active and it gains <Blocker> during this turn." / "Draw 2 and discard 1." — each
    part read as the sentence it would be alone, in order (the second's "it" the first's); `plain` turns a ja
    joining form back into the plain verb (与え → 与える). Not read here: a second part without its own verb and
    subject ("It gets AP-2 and loses <Blocker> during this turn": a duration that may bind both), and a condition,
    "may" or "If you do" in front (`ctx.joined`, core apply_leads: it would bind both, checked once — by hand)."""
    def build(s: Any) -> list[Step]:
        out: list[Step] = []
        first = s.a + (plain or {}).get(s.raw("end"), "")
        for part in (first, s.b):
            built = first_match(grammar().SENTENCES, part[:1].upper() + part[1:], s.ctx)
            out.extend(built if isinstance(built, list | tuple) else [built])
        s.ctx.joined = True
        return out
    return build


_EN_VERBS = "rest|destroy|deal|set|return|draw|discard|exile|place|add|deploy"


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

# s16-verb: tried last (after every other sentence): "<step> and <step>" / 「…を与え、…」 / 「…，並…」
EN_LAST = [
    (rf"(?P<a>.+?),? and (?P<b>(?:{_EN_VERBS}) .+|(?:it|they|this Unit) (?!and ).+)", two_steps(_en), "v.two_steps"),
]
_JA_PLAIN = {"与え": "与える", "破壊し": "破壊する", "戻し": "戻す", "ドローし": "ドローする", "捨て": "捨てる"}
JA_LAST = [
    (r"(?P<a>.+?)(?P<end>" + "|".join(_JA_PLAIN) + r")、(?P<b>.+)", two_steps(_ja, _JA_PLAIN), "v.two_steps"),
]
ZH_LAST = [
    (r"(?P<a>.+?)，並(?P<b>(?:將(?:該|那些)機體|給予(?:該|那些)機體|破壞(?:該|那些)機體|抽 ?\d|丟棄).+)", two_steps(_zh),
     "v.two_steps"),
]

__all__ = ["EN", "EN_LAST", "JA", "JA_LAST", "ZH", "ZH_LAST"]
