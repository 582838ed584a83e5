"""s11-gcg-read (issue 29, round 2): a trait gained — "All your Units gain (Neo Zeon).", "This Unit
gains (Zeon) during this turn.", 「自分のユニットすべては〔ネオ・ジオン〕を得る」, 「我方所有機體獲得〈新吉翁〉」.
A trait is card information text refers to (2-5-1, 2-5-3); a card that gains one has it for the
effect's duration, so every "(X) Unit" filter and count sees it (10-1-5: applied whenever asked).
One trait per step: "(A)/(B)" is "or" (5-19-1), and gaining "A or B" says nothing of which."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Duration, Step
from . import build as b

VERB = "add_trait"  # a lasting verb of the core reader (LASTING): "During this turn, …"


def gain(s: Any) -> Step:
    until = s.dur if s.has("dur") else Duration()
    return b.act(VERB, s.sel, until=until, extra=(("traits", tuple(s.traits)),))


EN = [(r"{sel} gains? {traits}(?: (?:during |(?=until the end of )){dur})?", gain, "v.gain_trait")]
JA = [(r"{sel}は{traits}を得る", gain, "v.gain_trait")]
ZH = [(r"{sel}獲得{traits}", gain, "v.gain_trait")]
