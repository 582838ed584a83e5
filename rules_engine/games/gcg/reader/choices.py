"""s6-gcg-b (issue 29): choices other players make, one part the three GCG grammars share.
"All enemy players each choose N of their <target>" is a choice of N of each enemy player's own
units passing the target's filters, made by that player (each_chooses.py: 1-3-4, 12-2-6); the
sentence after it names the chosen units "them". Also the filter "non-battling" (not one of the
two units of the battle, 8-2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import IT, Step
from ....core.effects.reader import Unread, add_filter
from . import build as b

WHO = "each_enemy_chooses"
EVERY_WHO = "each_player_chooses"  # s7-gcg: "All players each choose N of their …" (the owner too)


def each_enemy_chooses(s: Any) -> list[Step]:
    sel = s.sel
    if sel.who not in ("any", "yours", "their") or sel.kind != "unit" or sel.zone != "play" \
            or sel.other or sel.up_to:
        raise Unread(s.raw("sel"), "a choice each enemy player makes among these cards")
    s.ctx.referent = IT  # "Rest them.": the units they chose
    return b.choose(replace(sel, who=WHO, count=int(s.n), all=False))


def each_player_chooses(s: Any) -> list[Step]:
    """s7-gcg: "All players each choose 1 of their Resources. Set them as active.": every player,
    the effect's owner included, chooses N of their own units or resources (1-3-4: from the turn
    player on); the sentence after it names the chosen cards "them"."""
    sel = s.sel
    if sel.who not in ("any", "yours", "their") or sel.other or sel.up_to \
            or (sel.kind, sel.zone) not in (("unit", "play"), ("resource", "resources")):
        raise Unread(s.raw("sel"), "a choice every player makes among these cards")
    s.ctx.referent = IT
    return b.choose(replace(sel, who=EVERY_WHO, count=int(s.n), all=False))


EN = [
    (r"All enemy players each choose (?P<n>\d+) of their {sel}", each_enemy_chooses, "v.each_enemy_chooses"),
    (r"All players each choose (?P<n>\d+) of their {sel}", each_player_chooses, "v.each_player_chooses"),
]
JA = [
    (r"相手プレイヤーはそれぞれ、{sel}(?P<n>\d+)つを選ぶ", each_enemy_chooses, "v.each_enemy_chooses"),
    (r"(?:全てのプレイヤー|プレイヤーすべて)はそれぞれ、{sel}(?P<n>\d+)つを選ぶ", each_player_chooses, "v.each_player_chooses"),
]
ZH = [
    (r"所有對方玩家各自選擇自己的 ?(?P<n>\d+) ?張{sel}", each_enemy_chooses, "v.each_enemy_chooses"),
    (r"所有玩家各自選擇自己的 ?(?P<n>\d+) ?張{sel}", each_player_chooses, "v.each_player_chooses"),
]

EN_PIECES = [(r"non-battling\b", add_filter("state", "not", "battling"))]
JA_PIECES = [(r"バトルしていない", add_filter("state", "not", "battling"))]
ZH_PIECES = [(r"未在戰鬥中的", add_filter("state", "not", "battling"))]

__all__ = ["EN", "EN_PIECES", "EVERY_WHO", "JA", "JA_PIECES", "WHO", "ZH", "ZH_PIECES"]
