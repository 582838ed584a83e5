"""s11-gcg-read (issue 29, round 2): every player looks at the top card of their own deck —

  "All players each look at the top card of their deck. If it is a Unit card, they may reveal it
   and add it to their hand. They return any remaining card to the top or bottom of their deck."

and the one-player form's last sentence, "Return any remaining card to the top or bottom of your
deck." Read into the look steps the one-player look already uses (`look` with `player: each`, the
reveal of "it" under "If it is …", the remaining card `to_deck` with `deck_top_or_bottom`); the
executor runs them as one `look_each` step (each_look.py at the package root)."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Amount, Step
from . import build as b


def each_looks(s: Any) -> Step:
    return Step("look", amount=Amount(1), zone_from="deck_top", player="each")


def rest_top_or_bottom(s: Any) -> Step:
    return b.to_deck(b.LOOKED, "deck_top_or_bottom")


EN = [
    (r"All players each look at the top card of their decks?", each_looks, "v.look_each"),
    (r"(?:they|each player) may reveal it and add it to their hand", lambda s: b.reveal_it_add(), "v.reveal_add"),
    (r"(?:They return|Return) (?:any|the) remaining card to the top or bottom of (?:their|your) decks?",
     rest_top_or_bottom, "v.remaining_top_or_bottom"),
]
# 「全てのプレイヤーは、自分のデッキを上から1枚見る。それがユニットカードなら、そのプレイヤーはそれを公開して
# 手札に加えてもよい。残ったカードはデッキの上か下に戻す。」
JA = [
    (r"(?:全てのプレイヤー|プレイヤーすべて)は、?(?:それぞれ)?自分のデッキを上から1枚見る", each_looks, "v.look_each"),
    (r"そのプレイヤーは(?:それを)?公開して手札に加え(?:てもよい|る)", lambda s: b.reveal_it_add(), "v.reveal_add"),
    (r"残ったカードは(?:自分の)?デッキの上か下に戻す", rest_top_or_bottom, "v.remaining_top_or_bottom"),
]
# 「所有玩家各自查看自己卡組最上方的1張卡牌。若該卡牌為機體卡牌，則該玩家可以公開並加入手牌。剩餘的卡牌放回卡組最上方或最下方。」
ZH = [
    (r"所有玩家各自查看自己卡組最上方的1張卡牌", each_looks, "v.look_each"),
    (r"該玩家可以公開(?:該卡牌)?並加入手牌", lambda s: b.reveal_it_add(), "v.reveal_add"),
    (r"剩餘的卡牌放回(?:自己的)?卡組最上方或最下方", rest_top_or_bottom, "v.remaining_top_or_bottom"),
]
