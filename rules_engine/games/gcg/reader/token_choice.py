"""s11-gcg-read (issue 29): "Deploy 1 [A](…) Unit token or 1 [B](…) Unit token" — the effect's
controller deploys one of the two printed tokens, their choice as the effect resolves (10-3-3:
a choice the text asks for is made where it is asked; 5-17-1: a token as printed). It is read
as a choice of two effects (the one "choose 1 of the following effects" makes, modal.py), each
a token deployment, labelled with the token (modal.py); a condition in front of the sentence
holds for both (printed.py / modal.py).

Printed forms: "Deploy 1 [A](…) Unit token or 1 [B](…) Unit token", "deploy 1 [A](…) or 1 [B](…)
Unit token" (the noun once, after the second token), either token "rested".
  ja       「「A」(…)のユニットトークン1つか「B」(…)のユニットトークン1つを配備する」
  zh-Hant  「配置1張『A』(…)的機體替代卡或1張『B』(…)的機體替代卡」
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ....core.effects.model import Step
from ....core.effects.reader import Unread, first_match
from . import build as b

Spec = Callable[[str], dict[str, Any]]


def either(spec_of: Spec, rested_per_token: bool) -> Callable[[Any], list[Step]]:
    """The two token deployments as two effects to choose from (read once each, as printed).
    ja / zh-Hant print "rested" once for the sentence (「…をレストで配備する」, 「以休息狀態配置…」):
    then it is both tokens'."""
    def build(s: Any) -> list[Step]:
        rested = s.has("rested")
        rested2 = s.has("rested2") if rested_per_token else rested
        first = b.token(int(s.n), s.name, spec_of(s.spec), rested)
        second = b.token(int(s.n2), s.name2, spec_of(s.spec2), rested2)
        return [Step("choose_mode", amount=None, extra=(("modes", ((first,), (second,))),))]
    return build


EN = [(r"Deploy (?P<n>\d+) (?P<rested>rested )?\[{name}\]\({spec}\)(?: Unit tokens?)? or (?P<n2>\d+) "
       r"(?P<rested2>rested )?\[{name2}\]\({spec2}\) Unit tokens?", "v.deploy_token_or")]
JA = [(r"「{name}」\({spec}\)のユニットトークン(?P<n>\d+)つか、?「{name2}」\({spec2}\)の"
       r"ユニットトークン(?P<n2>\d+)つを(?P<rested>レストで)?配備する", "v.deploy_token_or")]
ZH = [(r"(?P<rested>以休息狀態)?配置(?P<n>\d+)張『{name}』\({spec}\)的機體替代卡或"
       r"(?P<n2>\d+)張『{name2}』\({spec2}\)的機體替代卡", "v.deploy_token_or")]



# --- s11-gcg-read: one token of several, by a printed count ("… if …, … if …, or … if …") ----------
# "Deploy 1 [A](…) Unit token if you have no Units in play, deploy 1 [B](…) Unit token if you have
# only 1 Unit in play, or deploy 1 [C](…) Unit token if you have 2 or more Units in play." — the
# "or" makes them alternatives: the one whose condition holds as the effect resolves (10-2-1), not
# each in turn (deploying A would make B's condition hold). Each alternative is read as its own
# sentence ("deploy … if …", en.py's c.if_trailing) and marked `one_of`; printed.py orders them so
# that running them in turn is exact, or leaves them by hand.

ALTERNATIVE = "one_of"
_EN_SPLIT = re.compile(r",? (?:or )?(?=deploy )", re.IGNORECASE)


def alternatives(grammar: Callable[[], Any]) -> Callable[[Any], list[Step]]:
    def build(s: Any) -> list[Step]:
        out: list[Step] = []
        parts = _EN_SPLIT.split(s.alts)
        if len(parts) < 2:
            raise Unread(s.alts)
        for part in parts:
            built = first_match(grammar().SENTENCES, part, s.ctx)
            steps = list(built) if isinstance(built, list | tuple) else [built]
            if len(steps) != 1 or steps[0].verb != "token" or steps[0].condition is None:
                raise Unread(part, "one of several tokens: resolved by hand")
            out.append(replace(steps[0], extra=(*steps[0].extra, (ALTERNATIVE, True))))
        return out
    return build


def _en() -> Any:
    from . import en
    return en


EN_ALTERNATIVES = [(r"(?P<alts>Deploy .+? if .+?(?:, deploy .+? if .+?)*,? or deploy .+? if .+)",
                    alternatives(_en), "v.deploy_token_by_count")]

__all__ = ["ALTERNATIVE", "EN", "EN_ALTERNATIVES", "JA", "ZH", "alternatives", "either"]
