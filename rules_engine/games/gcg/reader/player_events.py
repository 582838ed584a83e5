"""s14-trig (issue 29): unmarked triggers (10-1-6-1) on the player's own acts and on a phase, in the
three printed languages, each entry (pattern, build, template id) for the language's EVENTS / LEADS:

- "When you deploy a (X) Unit / a Base" (5-8-1: deploying is placing a unit or a base on the field;
  7-5-2-1) — the same event as "When one of your (X) Units is deployed": read as it, any bounds the
  selector reads ("a Unit with Lv.5 or more", "a (Zeon) Unit", a colour).
- "When you pair a (X) Pilot" with no unit named (5-9-1: pairing puts the pilot under one of your units):
  "When you pair a Pilot with one of your Units", the pilot's bounds as printed.
- "At the start of your main phase" (7-5): as the main phase begins, before the turn player acts (7-5-1).
- "At the end of the battle" is read, and left by hand by the executor (printed.py): which battle
  — any, or this card's — a card printing it outside a battle effect does not say.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import Condition, Selector
from ....core.effects.reader import Lead, Unread
from . import build as b

YOUR_UNIT = Selector(who="yours", kind="unit", zone="play", count=0, all=True)


def _yours(s: Any, kinds: tuple[str, ...], who: str = "yours") -> Selector:
    """The card "you" (or "your opponent") deploy / pair: one of theirs (a player deploys and pairs onto
    their own field); "another Unit": one other than this card."""
    sel: Selector = s.sel
    if sel.kind not in kinds or sel.who not in ("any", "yours") or (sel.other and kinds == ("pilot",)):
        raise Unread(s.raw("sel"), f"\u201c{s.raw('sel')}\u201d: not a card you deploy or pair")
    return replace(sel, who=who, count=0, all=True, up_to=False)


def you_deploy(s: Any) -> Condition:
    return b.event("deployed", _yours(s, ("unit", "base")))


def opponent_deploys(s: Any) -> Condition:
    """"When your opponent deploys a Unit": every other player's (12-2-6: "your opponent" is each enemy)."""
    return b.event("deployed", _yours(s, ("unit", "base"), "enemy"))


def you_pair(s: Any) -> Condition:
    """As "When you pair a Pilot with one of your Units" reads its pilot (any pilot you pair)."""
    return b.event("paired_event", YOUR_UNIT, pilot=replace(_yours(s, ("pilot",)), who="any"))


def opponent_pairs(s: Any) -> Condition:
    """"When your opponent pairs a Pilot": with one of an enemy's units (5-9-1, 12-2-6)."""
    return b.event("paired_event", replace(YOUR_UNIT, who="enemy"), pilot=replace(_yours(s, ("pilot",)), who="any"))


def _start_of_main(_s: Any) -> list[Lead]:
    return [Lead("trigger", Condition.of("start_of_main"))]


def _end_of_battle(_s: Any) -> list[Lead]:
    return [Lead("trigger", Condition.of("end_of_battle"))]


def _destroyed_by(enemy: bool) -> Any:
    """"… is destroyed by an effect / an enemy effect" (5-10-1: put into the trash by an effect)."""
    return lambda s: b.event("destroyed", s.sel, by="enemy_effect" if enemy or s.has("enemy") or s.has("opp")
                             else "effect")


def _they(s: Any) -> Selector:
    """"they" — the units an effect chose before ("Choose 1 to 2 of your Units. During this turn, when they …"):
    each of them, as "it" is the one (the delayed trigger is made for every unit chosen, printed._delayed). Only
    those: "When your Units receive damage" (all at once, or each?) is not read here."""
    if s.sel.who != "it":
        raise Unread(s.raw("sel"), f"\u201c{s.raw('sel')}\u201d with a plural verb: not the units chosen before")
    return s.sel


def _they_attack(s: Any) -> Any:
    """s18-gcg: "when they attack [a player / an enemy Unit]" (8-2-2): each chosen unit's attack, the target as
    declared (as en._attacks for "it attacks")."""
    if s.has("at") and not s.has("sel2"):
        return b.attack_event(_they(s), b.ENEMY_PLAYER)
    return b.attack_event(_they(s), s.sel2 if s.has("sel2") else None)


EVENTS_EN: list[tuple[str, Any, str]] = [
    # s14-trig: the plural verb after "they" (the chosen units)
    (r"{sel} destroy {sel2} with (?P<battle>battle )?damage", lambda s: b.destroys(_they(s), s.sel2, s.has("battle")),
     "c.when_destroys_battle"),
    (r"{sel} receive (?P<enemy>enemy )?(?P<kind>battle |effect )?damage",
     lambda s: b.receives_damage(_they(s), (s.kind or "").strip() or None, s.has("enemy")), "c.when_receives_damage"),
    (r"{sel} deal battle damage to {sel2}",
     lambda s: b.event("deals_damage", _they(s), target=s.sel2, by="battle_damage"), "c.when_deals_battle_damage"),
    # s18-gcg: the other plural verbs the Japanese and Chinese printings already read as one of the chosen units'
    # (「それらがアタックしたとき」「當那些機體被破壞時」): "when they attack (…)" (8-2-2), "… block (…)" (8-3),
    # "when they are destroyed"
    (r"{sel} attack(?: (?P<at>a player|an enemy player|the enemy player|{sel2}))?", _they_attack, "c.when_attacks"),
    (r"{sel} block(?: {sel2})?", lambda s: b.block_event("blocks", _they(s), s.sel2 if s.has("sel2") else None),
     "c.when_blocks"),
    (r"{sel} are destroyed", lambda s: b.event("destroyed", _they(s)), "c.when_destroyed"),
    (r"you deploy {sel}", you_deploy, "c.when_you_deploy"),
    (r"your opponent deploys {sel}", opponent_deploys, "c.when_you_deploy"),
    (r"{sel} (?:is|are) destroyed (?:with|by) battle damage", lambda s: b.event("destroyed", s.sel, by="battle_damage"),
     "c.when_destroyed"),
    (r"your opponent pairs {sel}", opponent_pairs, "c.when_you_pair"),
    (r"{sel} (?:is|are) destroyed by (?:an? (?P<enemy>enemy )?effect|(?:one of )?(?P<opp>your opponent's|an "
     r"opponent's) effects?)", _destroyed_by(False), "c.when_destroyed_by_effect"),
    # round 2: "by one of your (X) card's (Units') effects" (5-10-1: that card's effect)
    (r"{sel} (?:is|are) destroyed by {sel2}(?:'s|') effects?", lambda s: b.event("destroyed", s.sel, by="effect",
                                                                                 source=s.sel2),
     "c.when_destroyed_by_effect"),
    (r"{sel} (?:is|are) returned to your hand", lambda s: b.event("returned_to_hand", s.sel),
     "c.when_returned_to_hand"),
    (r"you pair {sel}", you_pair, "c.when_you_pair"),
]
EVENTS_JA: list[tuple[str, Any, str]] = [
    (r"{sel}が(?P<enemy>相手の)?効果で破壊された", _destroyed_by(False), "c.when_destroyed_by_effect"),
    (r"{sel}が{sel2}の効果で破壊された", lambda s: b.event("destroyed", s.sel, by="effect", source=s.sel2),
     "c.when_destroyed_by_effect"),
    (r"自分が{sel}を配備した", you_deploy, "c.when_you_deploy"),
    (r"相手が{sel}を配備した", opponent_deploys, "c.when_you_deploy"),
    (r"{sel}がバトルダメージで破壊された", lambda s: b.event("destroyed", s.sel, by="battle_damage"), "c.when_destroyed"),
    (r"相手が{sel}をセットした", opponent_pairs, "c.when_you_pair"),
    (r"自分が{sel}をセットした", you_pair, "c.when_you_pair"),
]
EVENTS_ZH: list[tuple[str, Any, str]] = [
    (r"{sel}因(?P<enemy>對方的)?效果(?:而)?被破壞", _destroyed_by(False), "c.when_destroyed_by_effect"),
    (r"{sel}因{sel2}的效果(?:而)?被破壞", lambda s: b.event("destroyed", s.sel, by="effect", source=s.sel2),
     "c.when_destroyed_by_effect"),
    (r"我方配置{sel}", you_deploy, "c.when_you_deploy"),
    (r"對方配置{sel}", opponent_deploys, "c.when_you_deploy"),
    (r"{sel}因戰鬥傷害(?:而)?被破壞", lambda s: b.event("destroyed", s.sel, by="battle_damage"), "c.when_destroyed"),
    (r"對方搭乘{sel}", opponent_pairs, "c.when_you_pair"),
    (r"我方搭乘{sel}", you_pair, "c.when_you_pair"),
]

LEADS_EN: list[tuple[str, Any, str]] = [
    (r"At the start of your main phase, ", _start_of_main, "c.at_start_of_main"),
    (r"At the end of (?:the|this) battle, ", _end_of_battle, "c.at_end_of_battle"),
]
LEADS_JA: list[tuple[str, Any, str]] = [
    (r"自分のメインフェイズ開始時、", _start_of_main, "c.at_start_of_main"),
    (r"(?:この)?バトル終了時、", _end_of_battle, "c.at_end_of_battle"),
]
LEADS_ZH: list[tuple[str, Any, str]] = [
    (r"在我方的主要階段開始時，", _start_of_main, "c.at_start_of_main"),
    (r"在(?:本次)?戰鬥結束時，", _end_of_battle, "c.at_end_of_battle"),
]
