"""s11-gcg-read (issue 29): "Deploy 1 [A](…) Unit token or 1 [B](…) Unit token" — the effect's
controller deploys one of the two printed tokens, their choice as the effect resolves (10-3-3:
a choice the text asks for is made where it is asked; 5-17-1: a token as printed). It is read
as a choice of two effects (the one "choose 1 of the following effects" makes, modal.py), each
a token deployment, labelled with the token as printed; a condition in front of the sentence
holds for both (printed.py / modal.py).

Printed forms: "Deploy 1 [A](…) Unit token or 1 [B](…) Unit token", "deploy 1 [A](…) or 1 [B](…)
Unit token" (the noun once, after the second token), either token "rested".
  ja       「「A」(…)のユニットトークン1つか「B」(…)のユニットトークン1つを配備する」
  zh-Hant  「配置1張『A』(…)的機體替代卡或1張『B』(…)的機體替代卡」
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core.effects.model import Step
from . import build as b

Spec = Callable[[str], dict[str, Any]]


def _label(n: str, name: str, spec: str, rested: bool, token: str) -> str:
    return f"{n} {'rested ' if rested else ''}[{name.strip()}]({spec}) {token}"


def either(spec_of: Spec, rested_per_token: bool, token: str = "Unit token") -> Callable[[Any], list[Step]]:
    """The two token deployments as two effects to choose from (read once each, as printed).
    ja / zh-Hant print "rested" once for the sentence (「…をレストで配備する」, 「以休息狀態配置…」):
    then it is both tokens'."""
    def build(s: Any) -> list[Step]:
        rested = s.has("rested")
        rested2 = s.has("rested2") if rested_per_token else rested
        first = b.token(int(s.n), s.name, spec_of(s.spec), rested)
        second = b.token(int(s.n2), s.name2, spec_of(s.spec2), rested2)
        labels = (_label(s.n, s.name, s.spec, rested, token), _label(s.n2, s.name2, s.spec2, rested2, token))
        return [Step("choose_mode", amount=None, extra=(("modes", ((first,), (second,))), ("labels", labels)))]
    return build


EN = [(r"Deploy (?P<n>\d+) (?P<rested>rested )?\[{name}\]\({spec}\)(?: Unit tokens?)? or (?P<n2>\d+) "
       r"(?P<rested2>rested )?\[{name2}\]\({spec2}\) Unit tokens?", "v.deploy_token_or")]
JA = [(r"「{name}」\({spec}\)のユニットトークン(?P<n>\d+)つか、?「{name2}」\({spec2}\)の"
       r"ユニットトークン(?P<n2>\d+)つを(?P<rested>レストで)?配備する", "v.deploy_token_or")]
ZH = [(r"(?P<rested>以休息狀態)?配置(?P<n>\d+)張『{name}』\({spec}\)的機體替代卡或"
       r"(?P<n2>\d+)張『{name2}』\({spec2}\)的機體替代卡", "v.deploy_token_or")]

__all__ = ["EN", "JA", "ZH", "either"]
