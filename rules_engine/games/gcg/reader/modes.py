"""s9-gcg-c (issue 29): "choose 1 of the following effects and activate it: ■… ■…" in ja and
zh-Hant (the English is phrasings.py's, s9-gcg-a). The lead and its ■ lines stay one piece when
the body is split into sentences (each ■ line is an effect of its own, read by
phrasings.read_modes in the language's grammar). The phrasings are the corpus's, after the
official printings' way of writing choices (「～から1つを選ぶ」/「選擇～中的1個」) and ■ lines:
  ja       「このカードのプレイ時、以下の効果から1つを選んで発動する。■…■…」
  zh-Hant  「使用此卡牌時，從以下效果中選擇1個發動：■…■…」
"""

from __future__ import annotations

import re
from typing import Any

from ....core.effects.model import Step
from . import phrasings

_JA_WHEN = r"(?:このカードのプレイ時、|このカードをプレイした時、)?"
_ZH_WHEN = r"(?:使用此卡牌時，|打出此卡牌時，)?"
_JA_LEAD = rf"{_JA_WHEN}以下の効果から(?P<n>\d+)つを選んで発動する[。：:]?"
_ZH_LEAD = rf"{_ZH_WHEN}從以下效果中選擇(?P<n>\d+)個發動[。：:]?"
LEADS = {"ja": re.compile(_JA_LEAD + r"\s*(?=■)"), "zh-Hant": re.compile(_ZH_LEAD + r"\s*(?=■)")}
# s11-gcg-exec: "It gains the following effect during this turn: ■…" (5-16-1), as the corpus writes
# a gain (「このターン中、それは《高機動》を得る」 / 「本回合中，該機體獲得《高機動》」):
#   ja       「このターン中、それは以下の効果を得る。■…」
#   zh-Hant  「本回合中，該機體獲得以下效果：■…」
_JA_GRANT = r"は以下の効果を得る[。：:]?"
_ZH_GRANT = r"獲得以下效果[。：:]?"
GRANT_LEADS = {"ja": re.compile(_JA_GRANT + r"\s*(?=■)"), "zh-Hant": re.compile(_ZH_GRANT + r"\s*(?=■)")}


def split_modes(body: str, split: Any, lang: str) -> list[str] | None:
    """The body's sentences, the modal lead and its ■ lines kept as one piece; None when none.
    A granted effect's ■ line is kept with its whole sentence (its subject and duration before it)."""
    m = LEADS[lang].search(body)
    if m is not None:
        before = split(body[:m.start()])
        if before and not body[:m.start()].rstrip().endswith("。"):  # s12-gcg-gen: 「Cなら、以下の効果から…」
            return [*before[:-1], before[-1] + body[m.start():].strip()]  # its lead, as en's "If C, choose …"
        return [*before, body[m.start():].strip()]
    m = GRANT_LEADS[lang].search(body)
    if m is None:
        return None
    start = body.rfind("。", 0, m.start()) + 1
    return [*split(body[:start]), body[start:].strip()]


def _reader(lang: str) -> Any:
    def build(s: Any) -> list[Step]:
        if lang == "ja":
            from .ja import GRAMMAR
        else:
            from .zh_hant import GRAMMAR  # type: ignore[no-redef]
        return phrasings.read_modes(s, GRAMMAR)
    return build


def _granted(lang: str) -> Any:
    def build(s: Any) -> list[Step]:
        if lang == "ja":
            from .ja import GRAMMAR
        else:
            from .zh_hant import GRAMMAR  # type: ignore[no-redef]
        return phrasings.read_granted(s, GRAMMAR)
    return build


JA_SENTENCES: list[tuple[str, Any, str]] = [
    (_JA_LEAD + r"\s*(?P<modes>■[\s\S]+)", _reader("ja"), "v.choose_mode"),
    (r"{sel}" + _JA_GRANT + r"\s*(?P<granted>■[\s\S]+)", _granted("ja"), "v.grant_ability")]
ZH_SENTENCES: list[tuple[str, Any, str]] = [
    (_ZH_LEAD + r"\s*(?P<modes>■[\s\S]+)", _reader("zh-Hant"), "v.choose_mode"),
    (r"{sel}" + _ZH_GRANT + r"\s*(?P<granted>■[\s\S]+)", _granted("zh-Hant"), "v.grant_ability")]
