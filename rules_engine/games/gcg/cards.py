"""GCG card definitions (CONTRACTS.md §3): pydantic models, loaded from YAML or JSON.

A malformed file is reported naming the file, the card and the field.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ...core.cards import Language, LocalisedName
from ...core.errors import CardFileError
from ...paths import data_dir

CardType = Literal["unit", "pilot", "command", "base", "resource"]
Color = Literal["blue", "green", "red", "white", "purple"]
Timing = Literal["deploy", "attack", "destroyed", "when_paired", "during_pair", "when_linked",
                 "during_link", "activate_main", "activate_action", "main", "action", "burst",
                 "start_of_turn", "end_of_turn", "continuous", "destroys_enemy_unit", "static",
                 "event", "reduce_damage",
                 "start_of_main"]  # s14-trig: "At the start of your main phase" (7-5), fired as it begins
# `event` (s4-gcg-trig): an unmarked trigger "When …," on an event (`on`, effects.notify);
# `reduce_damage`: "When this Unit receives damage from an enemy, reduce it by 1" (`on`), applied
# to that damage as it is dealt (10-1-9-1), never fired.
# `destroys_enemy_unit`: "When this Unit destroys an enemy Unit with battle damage, …" (10-1-6-1),
# triggered as the enemy unit is destroyed (as 《Breach》 is, 13-1-2-1, 13-1-2-3).
# `continuous`: a continuous effect the engine applies (10-1-5): AP/HP modifiers and granted
# keywords computed from the state while its source is in play and its conditions hold.
# `static`: a printed ability the engine neither fires nor applies (a continuous effect it
# does not run, an unmarked trigger, …): it is shown with the card and applied by hand.
# Script target names (docs/gcg.md): units, and the front of a shield area. A shield
# target is the top shield (4-6-4-1); a base target is the base in the base section.
Target = Literal["self", "enemy_unit", "friendly_unit", "other_friendly_unit", "any_unit", "your_unit",
                 "enemy_rested_unit", "enemy_active_unit", "paired_unit",
                 "enemy_shield", "friendly_shield", "enemy_base", "friendly_base",
                 "your_units", "friendly_units", "enemy_units", "all_units", "your_trash_card",
                 "chosen", "event_subject", "event_object"]
# `event_subject` / `event_object` (an `event` effect): the unit the event happened to ("it
# gains …") and the other card of the event ("destroy that enemy Unit"), as it triggered.
EVENT_TARGETS = ("event_subject", "event_object")
# `your_trash_card`: a card in your trash (public, 4-9-2), chosen by its filters.
# `chosen`: "it" / "them" — the units the latest earlier choosing step of this effect chose
# (10-3-3: chosen once, where "Choose" is printed), while they are still those cards in play.
CHOSEN_VERBS = ("damage", "recover", "modify", "rest", "set_active", "return_to_hand", "destroy",
                "grant", "may_attack", "cant_attack")
# r2-chosen: "It can't receive … damage during this turn", "It won't be set as active …"
CHOSEN_VERBS = (*CHOSEN_VERBS, "prevent_damage", "no_set_active", "damage_cut", "may_attack_deployed")
CHOSEN_VERBS = (*CHOSEN_VERBS, "cant")  # s5-gcg-b: "They can't activate <Blocker> during this turn"
# Every unit of a kind at once ("All your Units get AP+1"): no choice is made (10-3-3).
ALL_TARGETS = ("your_units", "friendly_units", "enemy_units", "all_units")
# s4-gcg-verbs (issue 29): "Choose 1 of your other Units" (12-3-11: yours, not a teammate's);
# "Choose 1 Unit belonging to each enemy player" (12-2-6: one unit of each enemy player).
# "Choose 1 of your Resources" (4-4); "1 of your Units/Bases" (a unit or the base, 4-5, 4-7).
Target = Literal[Target, "other_your_unit", "each_enemy_unit", "your_resource", "your_unit_or_base",
                 "friendly_unit_or_base", "enemy_unit_or_base", "friendly_base_where", "enemy_base_where",
                 "other_player_unit",  # "a Unit belonging to another player": any player but you
                 "your_trash_cards",  # an activation cost "Exile 2 (X) cards from your trash" (5-12)
                 "paired_pilot",  # "this Unit's paired Pilot" (3-3-9), also as it was destroyed
                 "all_bases",  # "Deal 3 damage to all Bases": every base in play, none chosen
                 "enemy_battling_this"]  # "Choose 1 enemy Unit battling this Unit" (8-2)
# s6-gcg-b: "All enemy players each choose 1 of their active Units": each enemy player chooses
# `count` of their own units (each_chooses.py, 1-3-4, 12-2-6)
Target = Literal[Target, "each_enemy_chooses"]
# s9-gcg-b: "Choose 1 enemy Pilot" — a pilot paired with a unit in play (3-3-9, 4-5)
# what is done to 1 card chosen from your trash (s12-gcg-exec: exiled, or put on the deck, too)
TRASH_CARD_VERBS = ("add_to_hand", "deploy_card", "exile", "to_deck")
PILOT_TARGETS = ("enemy_pilot", "friendly_pilot", "your_pilot", "any_pilot")
Target = Literal[Target, "enemy_pilot", "friendly_pilot", "your_pilot", "any_pilot"]
# s7-gcg: "All players each choose 1 of their Resources / Units": every player chooses their own
Target = Literal[Target, "each_player_chooses", "each_player_chooses_resource"]
Whose = Literal["own", "any"]
# Timings whose effect may carry `conditions`: while it applies, or when it triggers.
CONDITIONED_TIMINGS = ("continuous", "deploy", "attack", "when_paired", "when_linked",
                       "destroys_enemy_unit", "destroyed", "event", "reduce_damage",
                       "end_of_turn",  # s5-gcg-b: 【During Pair･(X) Pilot】At the end of your turn
                       "start_of_turn", "start_of_main")  # s14-trig: "At the start of your opponent's turn"
DrawPlayer = Literal["self", "opponent", "each", "you_and_destroyer",  # s7-gcg: the last one
                     "chosen_enemy"]  # s11-gcg-read: "Choose 1 enemy player. They (may) draw 1."
VERBS = ("draw", "damage", "recover", "modify", "rest", "set_active", "return_to_hand", "destroy",
         "grant", "add_to_hand", "deploy", "add_shield", "token", "place_resource", "may_attack",
         "cant", "cant_attack", "look", "prevent_damage", "cost_modify", "reduce_damage",
         "forced_target")
# Verbs that act on no chosen card: the player's deck, shields, resources, a new token.
UNTARGETED = ("draw", "add_shield", "token", "place_resource", "look")
# s4-gcg-verbs (issue 29): "discard N" chooses cards of the owner's hand, no card in play.
VERBS = (*VERBS, "discard", "mill", "exile")
ALL_TARGETS = (*ALL_TARGETS, "all_bases")
UNTARGETED = (*UNTARGETED, "discard", "mill")
VERBS = (*VERBS, "no_set_active", "damage_cut", "change_attack_target", "may_attack_deployed")  # r2-chosen
# r2-trig (issue 29): "During this battle, your shield area cards can't receive damage from enemy
# Units that are Lv.3 or lower": the owner's shields and base, for this battle (10-1-5-6)
VERBS = (*VERBS, "guard_shields")
UNTARGETED = (*UNTARGETED, "guard_shields")
# Verbs on the card whose 【Burst】 is being used, while it is revealed (13-2-5).
BURST_VERBS = ("add_to_hand", "deploy")
# s17-gcg: the durations that end in a later turn (next_turn.py): "during your (opponent's) next turn"
# starts with that turn, "until the end of your (opponent's) next turn" now; both end in that turn's
# cleanup (7-6-6-1)
Until = Literal["turn", "battle", "permanent", "your_next_turn", "opponents_next_turn",
                "end_of_your_next_turn", "end_of_opponents_next_turn"]
SHIELD_TARGETS = ("enemy_shield", "friendly_shield")
KEYWORD_PATTERN = re.compile(r"^(blocker|first_strike|high_maneuver|(repair|breach|support)\s+(\d+))$")
Target = Literal[Target, "other_any_unit"]  # r2-trig: "Choose 1 other Unit (that is being attacked)"
# s5-gcg-b (issue 29): "Choose 1 (X) Unit card from your trash. (Pay its cost to) deploy it." /
# "You may deploy 1 (X) Unit card from your hand." — a card of your trash (public, 4-9-2) or of
# your hand (its owner's alone, 4-3-2) deployed by an effect (5-8-1, 11-4-2, 11-5-2).
Target = Literal[Target, "your_hand_card"]
VERBS = (*VERBS, "deploy_card", "to_deck")
CARD_TARGETS = ("your_trash_card", "your_hand_card")  # a card chosen outside play: no `chosen` later
# s5-gcg-a (issue 29): "After activating this card's 【Main】, you may pair this card from your trash
# with one of your (X) Units" (5-9-1, 3-4-6) and "Activate 【Main】 on the card paired with this Unit"
# (10-1-8): see paired_play.py
VERBS = (*VERBS, "pair_this", "activate_paired", "level_modify")
# s8-gcg-d (issue 29): "It loses <Blocker> during this turn" — a keyword effect taken away for a
# while; a negative effect, it wins over any gain of that keyword (10-1-5-6; state.keyword)
VERBS = (*VERBS, "lose")
# s8-gcg-d: "Choose 1 of your Bases" — a base of the shared base section owned by you (12-3-11)
# and "Choose 1 Base" — any player's base (10-3-3)
Target = Literal[Target, "your_base_where", "any_base_where"]
CHOSEN_VERBS = (*CHOSEN_VERBS, "lose")
KEYWORD_NAMES = ("blocker", "first_strike", "high_maneuver", "repair", "breach", "support")  # 13-1
# s5-gcg-a: "the first card in your opponent's shield area": the base, else the top shield (13-1-2-2);
# with several opponents the effect's owner chooses whose (12-2-6)
Target = Literal[Target, "enemy_shield_area_front"]
SHIELD_TARGETS = ("enemy_shield", "friendly_shield", "enemy_shield_area_front")
UNTARGETED = (*UNTARGETED, "activate_paired")
# s6-gcg-a: a delayed trigger made by an effect (events.py): on the unit it chooses (or the
# `chosen` ones), or with target `self` (none chosen) on the event's printed subject; it lasts this turn
VERBS = (*VERBS, "delayed")
# s7-gcg: "On the turn this Unit is deployed, it may choose a rested enemy Unit as its attack target
# and attack it": a continuous permission to attack on the deploy turn (3-2-4), these units only
VERBS = (*VERBS, "fresh_attack")
CHOSEN_VERBS = (*CHOSEN_VERBS, "delayed")
# s11-gcg-exec: "You may pay ①. If you do, …" — the effect's owner pays N by resting active
# resources, as an activation cost is paid (7-5-2-2 c, 10-1-7-3); never in part
VERBS = (*VERBS, "pay")
UNTARGETED = (*UNTARGETED, "pay")
# s11-gcg-exec: "Reveal 1 (X) Unit card from your hand. Return it to the bottom of your deck." — the
# owner chooses a card of their hand passing `where` (their view alone, 4-3-2), shown to all (revealed),
# then put on the top / bottom of their deck (4-1-7)
VERBS = (*VERBS, "reveal_to_deck")
# s11-gcg-read: "All your Units gain (Neo Zeon)" / "It gains (Zeon) during this turn": a trait the
# unit has for the duration (2-5-3: every "(X)" filter and count sees it; trait_grants.py)
VERBS = (*VERBS, "gain_traits")
# s11-gcg-read: "All players each look at the top card of their deck. If it is …, they may reveal it
# and add it to their hand. They return any remaining card to the top or bottom …" (each_look.py)
VERBS = (*VERBS, "look_each")
UNTARGETED = (*UNTARGETED, "look_each")
CHOSEN_VERBS = (*CHOSEN_VERBS, "gain_traits")
CHOSEN_VERBS = (*CHOSEN_VERBS, "exile")  # s16-verb: "Rest it and exile it from the game" (5-12-1, in play)
# s15-gen: "Choose 1 enemy Unit. If it is a (X) Unit, rest it." — the unit is chosen whatever the condition
# says (10-3-3) and nothing is done to it by this step: the later steps on "it" (`chosen`) act on it
VERBS = (*VERBS, "choose_only")




class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TargetFilter(_Strict):
    max_hp: int | None = None
    max_level: int | None = None
    max_ap: int | None = None
    min_hp: int | None = None
    min_level: int | None = None
    min_ap: int | None = None
    # s8-gcg-a: "with a cost of 3 or less" — the printed cost (2-10-1); a token's is 0 (2-10-3)
    max_cost: int | None = None
    min_cost: int | None = None
    traits: list[str] | None = None  # has any of these traits (2-5-3)
    no_traits: list[str] | None = None  # s16-filt: "non-(X)": has none of these traits (2-5-3)
    keyword: str | None = None  # has this keyword effect (13-1)
    no_keyword: str | None = None  # s9-gcg-a: "without <Breach>" — has no such keyword effect (13-1)
    state: Literal["rested", "active", "damaged", "link"] | None = None  # link: a Link Unit (3-2-6-2)
    token: bool | None = None  # a token (5-17) or not
    type: CardType | None = None  # a card in the trash: its card type
    colors: list[Color] | None = None  # has any of these colours (2-4)
    # s12-gcg-gen: "non-blue": has none of these colours (2-4-1; a multicolour card with blue is not non-blue)
    no_colors: list[Color] | None = None
    name_contains: str | None = None  # "with \"X\" in its card name" (2-2)
    # s11-gcg-exec: "without \"X\" in its card name": none of its names contains X (2-2-3, 2-2-4)
    name_excludes: str | None = None
    # s4-gcg-verbs (issue 29): "whose Lv. is equal to or lower than this Unit" (the card whose
    # effect this is; resolved as the target is chosen, effects.legal_targets); "with no paired
    # Pilot" / "paired with a Pilot" (3-3-9); "paired with a (Trait) Pilot" (13-2-9-2);
    # "undamaged" / "other than Link Units".
    max_level_this: bool | None = None
    # s10-gcg-a: "whose Lv. is equal to or lower than that Unit" in a trigger: the event's unit
    # ("When one of your other Units … attacks"; its printed Lv., 2-9), resolved as for max_level_this
    max_level_event: bool | None = None
    max_ap_this: bool | None = None  # "with AP equal to or less than this Unit" (its current AP)
    # s11-gcg-exec: "whose Lv. is equal to or lower than that Unit" after "Choose 1 … Unit. Rest it.": the
    # unit the latest choosing step chose (its printed Lv., 2-9), resolved as for max_level_this
    max_level_chosen: bool | None = None
    # s12-gcg-exec: "whose Lv. is equal to or higher than this / that Unit": the same three cards'
    # printed Lv. (2-9) as a lower bound, resolved as for max_level_this / _event / _chosen
    min_level_this: bool | None = None
    min_level_event: bool | None = None
    min_level_chosen: bool | None = None
    min_ap_this: bool | None = None  # "with AP equal to or more than this Unit" (its current AP)
    # s14-cont: "whose Lv. is equal to or lower / higher than that number" after "Count up the number of X,
    # plus this Unit.": the cards counted (`plus`: this card added), made a number by the continuous effect
    # that names it (continuous._applies); unresolved, nothing matches
    max_level_count: StepCondition | None = None
    min_level_count: StepCondition | None = None
    level_count_plus: int | None = Field(None, ge=1, le=1)  # "…, plus this Unit": this card added once
    # s13-gcg-exec: "Add 1 (X) Unit card you placed from your deck with this effect to your hand": only a
    # card of the trash this effect's own mill placed there (4-9-2; effects.legal_targets, `your_trash_card`)
    placed_by_this_effect: bool | None = None
    battling: bool | None = None  # "battling an enemy Unit": the attacker or the attacked unit (8-2)
    paired: bool | None = None
    pilot_traits: list[str] | None = None
    not_state: Literal["damaged", "link"] | None = None
    link: bool | None = None  # s9-gcg-b: also a Link Unit, beside `state` ("rested Link Units", 3-2-6-2)
    # s15-gen: also damaged (False: undamaged), beside a rested / active `state` or another `not_state` (5-5)
    damaged: bool | None = None
    attacked: bool | None = None  # r2-trig: "that is being attacked": the battle's attacked unit (8-2, 8-3)
    # s6-gcg-b: "with the lowest/highest Lv./HP/AP": among the candidates (target_parts.py, 10-3-3)
    lowest: Literal["level", "hp", "ap"] | None = None
    highest: Literal["level", "hp", "ap"] | None = None
    # s6-gcg-b: "paired with a Pilot that is Lv.3 or lower": the paired pilot's printed Lv. (2-9, 3-3-9)
    pilot_max_level: int | None = None
    pilot_min_level: int | None = None
    # s6-gcg-b: "that is Lv.1 or lower or has 1 or less AP": passes any one of these (conditions.matches)
    any_of: list[TargetFilter] | None = None
    # s6-gcg-b: "battling a friendly Unit with <Blocker>": one of the two units of the battle (8-2) whose
    # other unit belongs to `battling_who` (the effect's owner's side: made `battling_owners` as the
    # target is chosen, target_parts.resolve_battling) and passes `battling_where`
    battling_who: Literal["friendly", "yours", "enemy"] | None = None
    battling_owners: list[str] | None = None
    battling_where: TargetFilter | None = None


class PilotCondition(_Strict):
    name: str | None = None
    trait: str | None = None
    color: Color | None = None  # 【During Pair･Red Pilot】 (s4-gcg-trig)
    max_level: int | None = Field(default=None, ge=0, le=15)  # 【During Pair･Lv.3 or Lower Pilot】
    min_level: int | None = Field(default=None, ge=0, le=15)  # s9-gcg-b: 【During Pair･Lv.5 or Higher Pilot】


class StepCondition(_Strict):
    """"If …," checked when the step resolves (10-2-1), or "While …," checked continuously
    (10-1-5-3): a count of units (or bases, or trash cards), whose turn it is, the card whose
    effect this is (`self`: it passes `where`), the player's level (7-3-1), the number of
    enemy players (12-2), paired / linked (13-2-10, 13-2-12), or `all` of several.
    `other`: other than the card whose effect this is."""

    kind: Literal["count", "your_turn", "opponents_turn", "self", "player_level", "enemy_players",
                  "paired", "linked", "attacking", "all",
                  "any",  # s15-gen: "If A or B," (`any_of`: one of them holds, 10-2-1)
                  "compare",  # s15-gen: "If your opponent has more Units in play than you," (`of`, `more`)
                  "hand_size", "shields", "battling", "placed", "done",
                  "deployed_from", "chosen_is",
                  "trash_size",  # s5-gcg-a: "an enemy player has 7 or more cards in their trash"
                  "this_turn",  # s6-gcg-a: what happened this turn (events.happened)
                  "destroyed_by_battle",  # s7-gcg: 【Destroyed】 by battle damage (8-5-3)
                  "destroyed_by_effect",  # s14-trig: 【Destroyed】 by an effect (5-10-1) of `source_who` …
                  # s9-gcg-a: "If you use an EX Resource to play this card" (a command, 5-17-3-2)
                  "played_with_ex", "played_without_ex",
                  # s11-gcg-exec: "If this effect rested 3 or more Units": how many units this effect's
                  # steps turned from active to rested (1-3-2-1), `op` `n`
                  "rested_by_effect",
                  # s13-gcg-exec: `per_count` "by an amount equal to the cost paid": the amount of the payment
                  # that triggered this effect ("When you pay ① or more …", 10-1-7)
                  "cost_paid",
                  "they_did",  # s11-gcg-read: "If they draw with this effect," (enemy_discard.py)
                  # s15-opt round 3: "If they (don't) discard with this effect," (the chosen player's)
                  "they_discarded", "they_did_not_discard"] = "count"
    # r2-look: `deployed_from` "If you deploy this Unit from your trash" (`zone`); `chosen_is`
    # "Then, if it is a (X) Unit": the unit the latest choosing step chose passes `where`
    # s4-gcg-trig: `hand_size` / `shields` "If you have 4 or less cards in your hand", "If there
    # are 3 or less enemy Shields" (`who`, `op`, `n`; an enemy's hand: any enemy player's);
    # `battling` "while this Unit is battling an enemy Unit (that passes `where`)" (8-1).
    # s4-gcg-verbs: `placed` "If you placed a (X) card with this effect"; `done` "If you do,"
    who: Literal["yours", "friendly", "enemy", "any"] = "any"
    # units in play, cards in the trash, bases, pilots in play (paired with units, 3-3-9)
    zone: Literal["play", "trash", "base", "pilot", "resources"] = "play"  # resources: s4-gcg-trig
    attacking: Literal["unit", "player"] | None = None  # `attacking`: it attacks a unit / the player
    other: bool = False
    where: TargetFilter | None = None
    op: Literal[">=", "<=", "=="] = ">="
    n: int = Field(default=1, ge=0, le=60)
    pilot: PilotCondition | None = None  # `paired`: with a pilot of this name / trait
    all_of: list[StepCondition] | None = None  # `all`: every one holds
    any_of: list[StepCondition] | None = None  # s15-gen: `any`: at least one holds
    # s15-gen: `compare` — the side (`more`: yours / the enemy's) with strictly more units in play passing
    # `where` (3-2), shields (4-6) or cards in hand (4-8) than the other
    of: Literal["units", "shields", "hand"] | None = None
    more: Literal["yours", "enemy"] | None = None
    # s6-gcg-a: `this_turn` "If you have activated a (X) Command card's 【Main】/【Action】 during this
    # turn" (`happened: command`, the command passing `where`) / "the turn when this Unit is paired
    # with a Pilot" (`happened: paired`)
    # with a Pilot" (`happened: paired`); s13-gcg-exec: `battle_kill` "If a friendly Unit paired with a
    # Pilot has destroyed an enemy Unit with battle damage this turn" (`who` the killer's, `where` its bounds)
    # s13-gcg-exec: `paid` "you have paid ⟦N⟧ or more for one of your (other) (X) Units' effects" (`op`, `n`,
    # `other`, `where`)
    # `discarded` "your opponent has discarded due to one of your effects" (`who`: the player who discarded)
    # s14-trig: `destroyed_by_effect` "If one of your (X) Units has been destroyed by one of your (Y) card's
    # effects during this turn" (`who`, `where`: the unit's; `source_*`: the effect's)
    # s15-gen: `deployed` "If you have deployed a (X) Unit this turn" (`where`: the unit's) / `destroyed`
    # "If one of your (X) Units has been destroyed (by battle) this turn" (`who`, `where`; `by_battle`: 8-5-3)
    happened: Literal["command", "paired", "battle_kill", "paid", "discarded",
                      "destroyed_by_effect", "deployed", "destroyed"] | None = None
    by_battle: bool | None = None
    # s14-trig: the effect that destroyed a card (5-10-1): whose (relative to this effect's owner), its card's
    # kind (None: any card) and bounds (traits as it destroyed, printed colours / name / Lv.)
    source_who: Literal["yours", "friendly", "enemy", "any"] = "any"
    source_kind: Literal["unit", "command", "base", "pilot"] | None = None
    source_where: TargetFilter | None = None


class TokenSpec(_Strict):
    """"Deploy 1 rested [Name]((Trait)･AP1･HP1･<Blocker>) Unit token" (5-17-1): one token
    unit, as printed; or the EX Base (`ex_base`, 5-17-3)."""

    name: Annotated[str, Field(min_length=1, max_length=100)] = "EX Base"
    ap: int = Field(default=0, ge=0, le=99)
    hp: int = Field(default=1, ge=0, le=99)
    traits: list[str] = []
    keywords: list[str] = []
    rested: bool = False
    ex_base: bool = False
    # s4-gcg-verbs (issue 29): "[Parts]((Trait)･AP1･HP1･This Unit can't choose the enemy player as
    # its attack target)": the token's own printed text, read like a card's (5-17-2-1)
    effects: list[Effect] = []

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, values: list[str]) -> list[str]:
        for value in values:
            if not KEYWORD_PATTERN.match(value):
                raise ValueError(f"unknown keyword {value!r}")
        return values


class StatAmount(_Strict):
    """s11-gcg-read: an amount from a stat — `stat` of the card whose effect this is (`of: self`)
    or of the card acted on (`of: target`), per whole `each` (1-3-5)."""

    stat: Literal["ap", "hp", "level"]
    of: Literal["self", "target"]
    each: int = Field(ge=1, le=20)


class DamageShield(_Strict):
    """Continuous (s4-gcg-trig): "This Unit can't receive battle damage from enemy Units that
    are Lv.2 or lower" / "… effect damage from enemy Commands" / "This Base can't receive enemy
    effect damage" (5-5-3 battle damage, 5-5-4 effect damage; 10-1-5-6: a "can't" wins). Such
    damage is not dealt to the card at all (5-5-5)."""

    damage: Literal["battle", "effect", "any"] = "any"
    source: Literal["unit", "command", "any"] = "any"  # the kind of card whose damage it is
    enemy: bool = True  # only damage from an enemy's card ("enemy Units", "enemy effect damage")
    where: TargetFilter | None = None  # the dealing unit's bounds (Lv., AP, not a token, …)
    shields: bool = False  # "friendly Shields can't receive battle damage …": not this card, they
    # s14-cont: "can't receive 2 or less enemy effect damage": only effect damage of at most this amount
    at_most: int | None = Field(None, ge=1, le=20)
    at_least: int | None = Field(None, ge=1, le=20)  # "can't receive 3 or more …"


class DamageCut(_Strict):
    """r2-chosen: "During this battle, reduce battle damage it receives by 3" / "During this
    turn, reduce the next damage it receives by 2" (10-1-9-1) on a chosen unit, for `until`."""

    n: int = Field(ge=1, le=20)
    damage: Literal["battle", "effect", "any"] = "any"  # effect: s9-gcg-b
    next: bool = False  # only the next damage it receives, then used up
    # s9-gcg-b: "During this turn, when it receives enemy (battle) damage, reduce it by 2": only
    # damage dealt by a card of an enemy of the unit's owner (battle damage from an enemy Unit)
    enemy: bool = False


class DeployCard(_Strict):
    """s5-gcg-b (issue 29): deploy the chosen card of your trash / hand by an effect (5-8-1): not
    played (5-7-1), so no Lv. condition (2-9-1) and no cost (2-10-1) unless printed "Pay its cost
    to deploy it" (`pay_cost`: active resources rested as 7-5-2-2 c; only cards whose cost can be
    paid may be chosen). A unit enters the battle area (a full one: 11-4-2), a base the base
    section (11-5-2); its 【Deploy】 triggers (13-2-6)."""

    pay_cost: bool = False
    rested: bool = False  # s8-gcg-d: "Deploy it rested" (it enters rested, 5-8-1)
    # s10-gcg-b: "(You may) pair 1 (X) Pilot card from your hand with this Unit" — the chosen Pilot
    # card is paired with this unit (5-9-1) instead of deployed: effect_deploy.pair_card
    pair: bool = False


class PlayOption(_Strict):
    """s15-opt (issue 29): "When playing this card from your hand, you may destroy 1 of your Link Units with
    [X] in its card name that is Lv.5 / discard 1 (X) Unit card. If you do, play this card as if it has N
    Lv. and cost." — an optional payment its player names with the play action (`pay`,
    actions.check_play_option) and makes before the Lv. is checked and the cost paid (7-5-2-2 b / c: the
    "as if" values are the card's Lv. and cost only when it is made). `verb` on `n` cards in `where`'s
    bounds: one of the player's units in the battle area (destroy 5-10-1, rest, return to its owner's
    hand) or a card of their hand (discard 5-11-1)."""

    verb: Literal["destroy", "discard", "rest", "return_to_hand"]
    n: int = Field(default=1, ge=1, le=3)
    where: TargetFilter = TargetFilter()


class Step(_Strict):
    """One step of a machine-readable effect script. Exactly one verb is set."""

    draw: int | None = Field(default=None, ge=1, le=10)
    damage: int | None = Field(default=None, ge=1, le=20)
    recover: int | None = Field(default=None, ge=1, le=20)
    modify: dict[Literal["ap", "hp"], int] | None = None
    rest: bool | None = None
    set_active: bool | None = None
    return_to_hand: bool | None = None
    destroy: bool | None = None
    grant: str | None = None  # a keyword, as in a card's `keywords` (13-1)
    lose: Literal[KEYWORD_NAMES] | None = None  # s8-gcg-d: a keyword's name, every value of it (13-1)
    gain_traits: list[str] | None = None  # s11-gcg-read: traits gained for the duration (2-5-3)
    choose_only: bool | None = None  # s15-gen: the target is chosen, nothing done to it here (10-3-3)
    add_to_hand: bool | None = None  # 【Burst】Add this card to your hand (13-2-5)
    deploy: bool | None = None  # 【Burst】Deploy this card (13-2-5)
    deploy_card: DeployCard | None = None  # s5-gcg-b: the chosen trash / hand card (DeployCard)
    # s5-gcg-b: "Return the card paired with this Unit to the top of its owner's deck" (paired_pilot)
    to_deck: Literal["top", "bottom", "shuffle"] | None = None  # shuffle: s7-gcg, then the deck is shuffled
    add_shield: int | None = Field(default=None, ge=1, le=6)  # add N of your shields to your hand
    token: TokenSpec | None = None  # deploy one token (5-17-1)
    # "Place 1 (rested) Resource" (the top of the resource deck) / "Place 1 EX Resource" (5-17-3)
    place_resource: Literal["resource", "rested_resource", "ex", "rested_ex"] | None = None
    # "it may choose an active enemy Unit (with …) as its attack target" (8-2-1): such units
    may_attack: TargetFilter | None = None
    # s7-gcg: continuous, this unit's own: it may attack on its deploy turn (3-2-4), only enemy
    # units passing this filter (the printed "rested" included), never a player
    fresh_attack: TargetFilter | None = None
    # continuous: "can't choose the enemy player …"; "This Unit can't be paired with a Pilot" /
    # "… can't be set as active" (s4-gcg-trig)
    # s5-gcg-b: `block` "It can't activate <Blocker> during this turn" (13-1-4, 10-1-5-6)
    # s8-gcg-b: `attack` (continuous; for a time it is `cant_attack`), `be_blocked` (13-1-6-1)
    cant: Literal["attack", "attack_player", "be_paired", "be_set_active", "block",
                  "be_blocked", "be_attacked",  # be_attacked: s8-gcg-b (8-2-1)
                  "ap_reduced_by_enemy",  # s10-gcg-b (10-1-5-6)
                  "destroyed_by_enemy", "destroyed_by_effect",  # s11-gcg-exec (5-10-1)
                  "be_deployed_active",  # s13-gcg-gen: "… is / are deployed rested"
                  # s14-cont (10-3-3, 10-1-5-6)
                  "be_chosen_by_enemy", "returned_to_hand_by_enemy"] | None = None
    prevent_damage: DamageShield | None = None  # continuous: "can't receive … damage" (5-5)
    # "It can't attack during this turn" (10-1-5-6: "can't" wins), on the chosen units
    cant_attack: bool | None = None
    # "Look at the top N cards of your deck. You may reveal 1 (X) Unit card among them and add
    # it to your hand. Return the remaining cards randomly to the bottom of your deck." (10-3-5):
    # the owner alone sees the N cards, may take 1 that is one of `look_types` and passes
    # `where` (its printed bounds), revealed; the rest go to the bottom in random order.
    look: int | None = Field(default=None, ge=1, le=10)
    look_types: list[CardType] | None = None
    look_each: Literal["self", "each"] | None = None  # s11-gcg-read: each player's top card (each_look.py)
    # "You may deploy 1 (X) Unit card … among them"; s16-verb: `top_ordered` "… and return them to the top of
    # your deck in any order" (4-1-6)
    look_to: Literal["hand", "deploy", "top", "top_ordered"] = "hand"
    # r2-look (issue 29): "Look at the top card of your deck. Return it to the top or bottom of
    # your deck." / "… return 1 to the top. Place the remaining card into your trash.": with
    # `look_to: top` the card taken stays on top and the rest go to `look_rest` (10-3-5)
    # s5-gcg-b: `bottom_ordered` "Return the remaining cards to the bottom of your deck" — in an
    # order their owner chooses (4-1-6, 4-1-7), one card at a time
    look_rest: Literal["bottom", "trash", "bottom_ordered"] = "bottom"
    # "You may reveal 1 (X) Unit card among them and return it to the top": none need be kept
    look_may: bool = False
    # "Choose 1 of your Units and 1 enemy Unit": chosen together with the step before it — the
    # effect needs a target for each to activate (10-2-2, 10-1-8-1-1)
    together: bool = False
    # s13-gcg-exec: "【Burst】Activate this card's 【Main】. Then, draw 1." where the 【Main】 chooses: this
    # step starts the 【Main】's steps, which end before `group_end`. With no target the 【Main】 does not
    # activate (10-2-2): its steps are not done and the effect goes on at `group_end` (the steps printed
    # after the activation are the Burst's own, 13-2-5-1, done in order, 10-1-2)
    group_end: int | None = Field(default=None, ge=1, le=40)
    # continuous, on a card in its owner's hand: "this card in your hand gets cost -1" (2-10)
    cost_modify: int | None = Field(default=None, ge=-15, le=15)
    # s11-gcg-exec: "This card in your trash gets cost -1": the zone the card's own cost change holds
    # in (2-10; paid when an effect deploys it from there paying its cost, effect_deploy.py)
    cost_zone: Literal["hand", "trash"] = "hand"
    level_modify: int | None = Field(default=None, ge=-15, le=15)  # s5-gcg-a: "… gets Lv. -3" (2-9-1)
    # s14-cont round 2: "When playing this card from your hand(, if C), play it as if it has N Lv. and cost":
    # the `cost_modify` / `level_modify` above is then the value itself, not a change (continuous.play_cost)
    as_if: bool = False
    as_if_pairing: TargetFilter | None = None  # "… and pairing it with a Unit with [X] …": paired so only
    # s15-opt: "you may destroy / discard … If you do, play this card as if …": only when that payment is made
    as_if_option: PlayOption | None = None
    # s5-gcg-a: "Choose 3 (X) cards from your trash. Exile them. If you do, …" — the effect's first
    # step; with fewer cards than printed (but some) the rules do not settle "If you do": the
    # effect is then resolved by hand (effects.short_of_whole)
    whole: bool = False
    # s5-gcg-a: continuous "Increase this Unit's AP by an amount equal to the amount of damage it
    # has received": `modify` per damage counter on this unit (5-5-1)
    per_damage: bool = False
    reduce_damage: int | None = Field(default=None, ge=1, le=20)  # `reduce_damage` effects only
    # continuous: "Enemy Units choose this rested Unit as their attack target if possible" (8-2-1)
    forced_target: bool | None = None
    forced_by: TargetFilter | None = None  # s14-cont: only attackers in these bounds ("other than Link …")
    # s4-gcg-verbs (issue 29): "discard N" — the effect's owner chooses N cards of their hand (5-11-1)
    discard: int | None = Field(default=None, ge=1, le=10)
    # s4-gcg-verbs: "Place the top N cards of your deck into your trash" (4-9-2: public there)
    mill: int | None = Field(default=None, ge=1, le=10)
    pay: int | None = Field(default=None, ge=1, le=10)  # s11-gcg-exec: "(You may) pay ①" (10-1-7-3)
    reveal_to_deck: Literal["top", "bottom"] | None = None  # s11-gcg-exec: on `your_hand_card`
    exile: bool | None = None  # "exile … from your trash": to the removal area (5-12-1)
    # r2-chosen: "It won't be set as active during the start phase of your opponent's next turn"
    # (7-2-3): on the chosen enemy unit, for its owner's next start phase
    no_set_active: bool | None = None
    damage_cut: DamageCut | None = None  # r2-chosen: see DamageCut
    # r2-chosen: "Change the attack target of the battling enemy Unit to it" (8-5-1: the target
    # is the one at the damage step), the chosen friendly unit
    change_attack_target: bool | None = None
    # r2-chosen: "It may attack on the turn it is deployed" (3-2-4 waived for the chosen unit)
    may_attack_deployed: bool | None = None
    # an activation cost paid as the effect starts ("Rest 1 of your (X) Units：", "Exile 2 … from
    # your trash："): checked payable when activated (10-1-7-2), never paid in part
    cost: bool = False
    # s5-gcg-a: pair this command from its owner's trash with the chosen unit (a choosing target)
    pair_this: bool | None = None
    # s5-gcg-a: activate that printed timing of the card paired with this unit (target: self)
    activate_paired: Literal["main", "action"] | None = None
    # r2-trig (issue 29): "gets AP+2 for each of your rested (X) Units" / "For each (X) Unit card in
    # your trash, it gets AP-1": `modify` is per card counted (a `count` condition's who/zone/where)
    per_count: StepCondition | None = None
    # s11-gcg-read: "Deal 1 damage to it for each 4 AP this Unit has": `damage`/`recover` times the
    # whole multiples of `each` in that card's stat as the step resolves (stat_amounts.py)
    per_stat: StatAmount | None = None
    guard_shields: DamageShield | None = None  # r2-trig: "your shield area cards can't receive …"
    delayed: DelayedTrigger | None = None  # s6-gcg-a: "During this turn, when …, …" (events.py)
    # s12-gcg-exec: "If you do, draw 1. Then, discard 1." — run only when every earlier step of the
    # effect was done; otherwise the rules do not settle it and the effect goes by hand from here
    # (effects.unsettled_then; printed._then_discard_last)
    after_every_step: bool = False
    if_discarded: bool = False  # "Discard 1. If you do, draw 1.": done only when the discard was
    # s5-gcg-b (issue 29): "(You may) discard 1 green (X) Unit card": only hand cards passing these
    # printed bounds may be discarded (5-11-1); `discard_may`: "Then, you may discard …" — none
    discard_where: TargetFilter | None = None
    discard_may: bool = False
    # s12-gcg-exec: "Your opponent discards N" (no player chosen): with several enemy players every
    # one of them discards (12-2-6), one after another from the turn player (12-2-4; enemy_discard.py)
    every_enemy: bool = False
    # s15-opt round 4: "When this Unit destroys an enemy shield area card …, that enemy player may discard 1":
    # no player chosen — the owner of the card the trigger's event destroyed (its `event_object`: 3-6-2, in a
    # team game the shared shield area's card goes to its owner's trash, 12-3-8), in any format
    event_player: bool = False
    draw_may: bool = False  # s11-gcg-read: "They may draw 1" — the chosen enemy player decides (10-1-3)
    # s12-gcg-exec: "Choose 1 enemy player (with 4 or more cards in their hand). They …": the step is
    # done by an enemy player the effect's owner chooses, passing these bounds (`hand_size` /
    # `trash_size` / `shields`; [] for none), judged player by player (enemy_discard.choosable).
    # None on a discard: "Your opponent discards N", no player chosen (12-2-6)
    chosen_player: list[StepCondition] | None = None
    # s11-gcg-exec: "Then, you may choose 1 active friendly Unit and 1 enemy Unit. Rest them." — later in
    # an effect, the owner is asked as this step comes whether to do it and the `together` steps after
    # it (10-1-3); never asked when they cannot be done (10-2-2), the answers would not differ
    may: bool = False
    # s17-gcg round 2: "Choose 1 enemy Unit. You may deal 1 damage to it and rest it." — one "may" over two
    # joined steps (10-1-3): this step is done only when the owner took the `may` of the step before it
    # (effects.group_end: declined, both are skipped)
    under_may: bool = False
    condition: StepCondition | None = None  # "If …," (10-2-1): the step is skipped when false
    # s11-gcg-exec: "Deal 1 damage to it. If it has <Repair>, deal 3 damage instead." — on a chosen
    # card passing `instead.where` as this step is done, `instead.then` is done in its place (10-1-9-1)
    instead: Instead | None = None
    # "Choose 2 …" / "Choose 1 to 2 …" / "Choose up to 1 …" (10-3-3): how many targets; with
    # `at_least`, the owner may stop choosing once that many are chosen.
    count: int = Field(default=1, ge=1, le=15)  # more than 6: cards of your trash only (validated below)
    at_least: int | None = Field(default=None, ge=0, le=6)
    target: Target = "self"
    player: DrawPlayer = "self"  # `draw`: who draws; `discard`: `opponent` for an enemy player (s11-gcg-read)
    where: TargetFilter | None = None
    other: bool = False  # every unit of a kind other than the card whose effect this is
    until: Until = "turn"

    @field_validator("grant")
    @classmethod
    def _granted(cls, value: str | None) -> str | None:
        if value is None:
            return None
        keyword = " ".join(str(value).lower().replace("-", "_").split())
        if not KEYWORD_PATTERN.match(keyword):
            raise ValueError(f"unknown keyword {value!r}: use blocker, first_strike, "
                             "high_maneuver, repair N, breach N or support N")
        return keyword

    @model_validator(mode="after")
    def _one_verb(self) -> Step:
        # `is` tests: 0 is a verb's value too (s14-cont round 2: "play it as if it has 0 Lv. and cost")
        verbs = [v for v in VERBS if getattr(self, v) is not None and getattr(self, v) is not False]
        if len(verbs) != 1:
            raise ValueError(f"a script step needs exactly one verb, got {verbs or 'none'}")
        # s16-verb: `mill` with `opponent`, the enemy player's deck
        if self.player != "self" and verbs[0] != "draw" \
                and not (verbs[0] == "mill" and self.player == "opponent") \
                and not (verbs[0] == "discard" and self.player in ("opponent", "each")  # s15-opt: each player
                         and self.discard_where is None and not (self.player == "each" and self.discard_may)):
            raise ValueError("`player` belongs to a `draw` step (or `opponent` / `each` to a `discard` step: "
                             "an enemy player discards, s11-gcg-read)")
        if self.target in SHIELD_TARGETS and verbs[0] not in ("destroy", "damage"):
            raise ValueError("a shield can only be destroyed or dealt damage (11-3-1-1)")
        if self.other and self.target not in ALL_TARGETS:
            raise ValueError("`other` belongs to a step on every unit of a kind (your_units …)")
        if self.count > 6 and self.target != "your_trash_cards":  # s11-gcg-exec: "Choose 12 cards …"
            raise ValueError("a step chooses at most 6 cards, except cards of your trash (your_trash_cards)")
        if (self.count > 1 or self.at_least is not None) and not self.needs_target:
            raise ValueError("`count` / `at_least` belong to a step that chooses its targets")
        if verbs[0] in BURST_VERBS and self.target != "self" \
                and not (verbs[0] == "add_to_hand" and self.target == "your_trash_card"):
            raise ValueError(f"`{verbs[0]}` acts on this card (target: self) or a card in your trash")
        if self.where is not None and self.where.placed_by_this_effect \
                and (self.target != "your_trash_card" or verbs[0] == "deploy_card"):
            raise ValueError("`placed_by_this_effect` bounds a card of your trash chosen (your_trash_card)")
        if self.target == "your_trash_card" and verbs[0] not in TRASH_CARD_VERBS:
            raise ValueError("a card chosen from your trash is added to your hand, deployed, exiled or put "
                             "on the deck")
        if verbs[0] == "to_deck" and self.target != "paired_pilot" \
                and not (self.to_deck == "shuffle" and self.target == "your_trash_cards") \
                and not (self.to_deck != "shuffle" and self.target == "your_trash_card") \
                and not (self.to_deck != "shuffle" and self.target in ("self", "event_object")) \
                and not (self.to_deck != "shuffle" and self.target == "chosen" and self.may) \
                and not (self.to_deck != "shuffle" and (self.needs_target or self.target in ALL_TARGETS)
                         and self.target not in CARD_TARGETS):  # s7-gcg; s8-gcg-d: chosen cards
            raise ValueError("`to_deck` returns this unit's paired pilot (target: paired_pilot), this unit "
                             "or 1 chosen card in play (top / bottom), or with `shuffle` cards of your trash "
                             "(target: your_trash_cards)")
        if (verbs[0] == "reveal_to_deck") != (self.target == "your_hand_card" and verbs[0] != "deploy_card"):
            raise ValueError("`reveal_to_deck` reveals a card of your hand (target: your_hand_card)")
        if (self.target == "your_hand_card" and verbs[0] not in ("deploy_card", "reveal_to_deck")) \
                or (verbs[0] == "deploy_card" and self.target not in CARD_TARGETS):
            raise ValueError("`deploy_card` deploys a card of your trash or hand (your_trash_card, "
                             "your_hand_card), and a card of your hand is only deployed or revealed")
        if (self.look_types is not None and verbs[0] not in ("look", "look_each")) \
                or (self.look_to != "hand" and verbs[0] != "look"):  # look_each: s11-gcg-read
            raise ValueError("`look_types` and `look_to` belong to a `look` step")
        if self.look_to == "deploy" and self.look_types != ["unit"]:
            raise ValueError("a `look` step deploys unit cards only (`look_types: [unit]`)")
        if (self.look_rest != "bottom" or self.look_may) and self.look_to != "top":  # r2-look
            raise ValueError("`look_rest` and `look_may` belong to a `look` step with `look_to: top`")
        if self.cost_zone != "hand" and verbs[0] != "cost_modify":
            raise ValueError("`cost_zone` belongs to a `cost_modify` step")
        if self.as_if and (verbs[0] not in ("cost_modify", "level_modify") or self.cost_zone != "hand"
                           or self.per_count is not None
                           or (self.cost_modify if verbs[0] == "cost_modify" else self.level_modify) < 0):
            raise ValueError("`as_if` is a Lv. or cost of 0 or more played from the hand (s14-cont)")
        if self.as_if_option is not None and (not self.as_if or self.as_if_pairing is not None):
            raise ValueError("`as_if_option` belongs to an `as_if` step of a card played from the hand")
        if (self.discard_where is not None or self.discard_may) and verbs[0] != "discard":
            raise ValueError("`discard_where` and `discard_may` belong to a `discard` step")
        if self.chosen_player is not None and (
                verbs[0] not in ("discard", "draw") or self.player not in ("opponent", "chosen_enemy")
                or self.every_enemy
                or any(b.kind not in ("hand_size", "trash_size", "shields") for b in self.chosen_player)):
            raise ValueError("`chosen_player` belongs to a chosen enemy player's `discard` / `draw` step "
                             "(hand_size, trash_size, shields)")
        if self.event_player and (verbs[0] not in ("discard", "draw") or self.every_enemy
                                  or self.player != {"discard": "opponent", "draw": "chosen_enemy"}[verbs[0]]
                                  or self.chosen_player is not None):
            raise ValueError("`event_player` belongs to a `discard` step (`player: opponent`) or a `draw` "
                             "step (`player: chosen_enemy`), none chosen")
        if self.every_enemy and (verbs[0] != "discard" or self.player != "opponent"):
            raise ValueError("`every_enemy` belongs to a `discard` step with `player: opponent`")
        if self.after_every_step and verbs[0] != "discard":
            raise ValueError("`after_every_step` belongs to a `discard` step")
        if self.together and (not self.needs_target or self.count > 1 or self.at_least is not None):
            raise ValueError("`together` belongs to a step that chooses 1 unit")
        plain_choice = self.needs_target and self.count == 1 and self.at_least is None
        if self.group_end is not None and (not plain_choice or self.together or self.may or self.condition):
            raise ValueError("`group_end` belongs to a plain step choosing 1 card (no condition, no may)")
        # s17-gcg round 2: "Choose 1 …. You may return it to the bottom of its owner's deck." (4-1-7, 10-1-3)
        if self.target == "chosen" and verbs[0] not in (*CHOSEN_VERBS, *(("to_deck",) if self.may else ())):
            raise ValueError(f"`{verbs[0]}` cannot act on the chosen units (target: chosen)")
        if self.instead is not None and (
                not (self.needs_target or self.target == "chosen") or verbs[0] not in CHOSEN_VERBS
                or self.instead.then.verb not in CHOSEN_VERBS
                or "to_deck" in (verbs[0], self.instead.then.verb)
                or self.instead.then.instead is not None or self.count > 1):
            raise ValueError("`instead` belongs to a step on one chosen unit, its verb and the other one "
                             "verbs done to a chosen unit (not to_deck)")
        return self

    @property
    def verb(self) -> str:
        for v in VERBS:
            if getattr(self, v) is not None and getattr(self, v) is not False:
                return v
        raise AssertionError("validated")

    @property
    def needs_target(self) -> bool:
        return self.verb not in UNTARGETED and self.target not in ("self", "paired_unit", "chosen",
                                                                            *ALL_TARGETS, *EVENT_TARGETS)


class Instead(_Strict):
    """s11-gcg-exec (issue 29): "If it is / has …, <verb> instead." after a verb on a chosen card:
    the card is checked as the replaced step would be done (10-1-9-1: (B) is done in place of (A));
    when it passes `where`, `then` (its verb, amount and duration) is done to it instead."""

    where: TargetFilter
    then: Step


class EventTrigger(_Strict):
    """s4-gcg-trig: an unmarked trigger "When …," (10-1-6-1) on an event the engine emits
    (effects.notify): a unit deployed, paired, linked, rested or set active by an effect,
    recovering HP, receiving damage, dealing battle damage; you placing an EX Resource.
    `subject`: whose unit it happens to (`this` card, or any of yours / friendly / enemy),
    `or_this` "this Unit or one of your (X) Units", `other` "another", `where` its bounds;
    `object_where`: the bounds of the other card (the pilot paired, the unit dealt damage)."""

    event: Literal["deployed", "ex_placed", "receives_damage", "deals_damage", "rested", "set_active",
                   "recovers", "linked", "paired", "destroys", "drew",
                   "destroys_shield",  # r2-trig: "destroys an enemy shield area card with battle damage"
                   "destroys_card",  # s9-gcg-b: "destroys an enemy card" (a unit or a shield area card)
                   "attacks", "blocked", "blocks", "destroyed", "command",  # s6-gcg-a (events.py)
                   "ap_reduced", "paid",
                   "returned_to_hand",  # s13-gcg-exec: a unit returned from the field to its owner's hand
                   "supported",  # s10-gcg-a: this unit's <Support> increased a unit's AP (13-1-3-1)
                   "shield_destroyed"]  # s14-trig: a shield of `subject`'s player destroyed (5-10-3)
    subject: Literal["this", "yours", "friendly", "enemy", "any"] = "this"
    # s14-trig: the kind of card of `subject` (not `this`): "When your Base is destroyed" (3-6-2), "When you
    # deploy a Base" (5-8-1)
    card_kind: Literal["unit", "base"] = "unit"
    or_this: bool = False
    other: bool = False
    where: TargetFilter | None = None
    object_where: TargetFilter | None = None
    damage: Literal["battle", "effect", "any"] = "any"  # receives_ / deals_damage: which damage
    # receives_damage: "from an enemy"; rested / set_active: "by an effect", "by an enemy effect"
    by: Literal["any", "enemy", "effect", "enemy_effect", "damage"] = "any"  # destroyed: "with damage"
    # s6-gcg-a: attacks: the target declared, "an enemy Unit" / "a player" (8-2-1)
    target: Literal["any", "unit", "player"] = "any"
    ex: bool = False  # command: "… using an EX Resource" (5-17-3-2)
    # s14-trig round 2: destroyed "by one of your (X) card's effects": that effect's owner (relative to this
    # effect's), its card's kind and bounds (as StepCondition's; events.destruction_source_counts)
    source_who: Literal["yours", "friendly", "enemy", "any"] = "any"
    source_kind: Literal["unit", "command", "base", "pilot"] | None = None
    source_where: TargetFilter | None = None
    # s14-trig: command: "When you play …": from the hand (5-7-1), not a 【Burst】 activation (13-2-5-1)
    played: bool = False
    at_least: int = Field(default=0, ge=0, le=10)  # paid: "When you pay ⟦1⟧ or more for …"
    at_most: int | None = Field(default=None, ge=1, le=10)  # s12-gcg-gen, paid: "… ⟦2⟧ or less for …"


class DelayedTrigger(_Strict):
    """s6-gcg-a (issue 29): a trigger an effect makes for the rest of this turn (10-1-6-1):
    "During this turn, when one of your (X) Units destroys an enemy Unit with battle damage, …",
    "Choose 1 of your Units. When it deals battle damage … during this turn, …". `on`: its event
    (subject `this`: the unit it was made for, a chosen one); `script`: what it does."""

    on: EventTrigger
    script: list[Step]
    # s11-gcg-exec: an effect granted to the chosen unit ("It gains the following effect during this
    # turn / battle: ■【During Link】【Destroyed】…", 5-16-1): 【During Pair】/【During Link】 of the granted
    # text, checked on that unit as it triggers (13-2-10, 13-2-12; its last state when destroyed, 13-2-8-2-1)
    requires: Literal["paired", "linked"] | None = None
    granted: bool = False  # s11-gcg-exec: told as an effect the unit gains (5-16-1)
    # s13-gcg-exec: "When this effect destroys an enemy Unit, draw 1." — not registered as it is reached:
    # the effect's own damage, as it makes an enemy unit (passing `on.where`) lethal, marks it
    # (effects.note_this_effect_kill); its destruction (5-5-2, 11-3-1) fires this once per destruction
    # together (10-1-6-3), ordered with the other triggers (10-1-6-5, 10-1-6-6)
    this_effect: bool = False


class ActivationCost(_Strict):
    rest_self: bool = False
    pay: int = Field(default=0, ge=0, le=15)
    # s5-gcg-b (issue 29): "Destroy this Unit：" / "Return this Unit to the bottom of its owner's
    # deck：" / "… to its owner's hand：" paid as it is activated (10-1-7; a pilot's text: its unit)
    destroy_self: bool = False
    return_self: Literal["hand", "deck_bottom"] | None = None


class Effect(_Strict):
    timing: Timing
    text: str
    script: list[Step] | None = None
    once_per_turn: bool = False
    optional: bool = False  # printed as "may" (可以～, 10-1-3)
    cost: ActivationCost | None = None  # activate_main / activate_action only
    condition: PilotCondition | None = None  # when_paired / during_pair (13-2-9-2)
    whose: Whose = "own"  # start_of_turn / end_of_turn: whose turn (7-2-4-1, 7-6-4-1)
    # 【During Pair】/【During Link】 in front of another timing (13-2-10, 13-2-12): the effect
    # exists only while this unit is paired / linked.
    requires: Literal["paired", "linked"] | None = None
    granted: bool = False  # s11-gcg-exec: told as an effect the unit gains (5-16-1)
    # `continuous`: the conditions under which it applies (10-1-5-3), all of them; a triggered
    # effect ("During your turn, when …"): the conditions under which it triggers (10-1-6-2).
    conditions: list[StepCondition] = []
    on: EventTrigger | None = None  # `event` only: the event it triggers on (s4-gcg-trig)
    # s9-gcg-c: "choose 1 of the following effects and activate it:" — one script per ■ effect,
    # its controller chooses one as it resolves (modal.py, 10-3-3); `script` is then empty.
    modes: list[list[Step]] | None = None
    mode_labels: list[str] = []  # each ■ line as printed: the option's label

    @model_validator(mode="after")
    def _event_on(self) -> Effect:
        if (self.timing in ("event", "reduce_damage")) != (self.on is not None):
            raise ValueError("`on` (the event) belongs to an `event` effect, and it needs one")
        return self

    @model_validator(mode="after")
    def _chosen_follows_a_choice(self) -> Effect:
        """A `chosen` step acts on what an earlier step chose: one must come before it."""
        for script in [self.script or [], *(self.modes or [])]:  # s9-gcg-c: each ■ effect its own
            self._check_chosen(script)
        return self

    @staticmethod
    def _check_chosen(script: list[Step]) -> None:
        chose = False
        for k, step in enumerate(script):
            if step.under_may and (k == 0 or not (script[k - 1].may or script[k - 1].under_may)):
                raise ValueError("`under_may` follows a step with `may` (or under it)")  # s17-gcg round 2
            if step.target == "chosen" and not chose:
                raise ValueError("a `target: chosen` step needs an earlier step that chooses units")
            chose = chose or (step.needs_target and step.target not in CARD_TARGETS)


# s4-gcg-verbs: a token's own effects (TokenSpec.effects) name `Effect`, defined after it
TokenSpec.model_rebuild()
DelayedTrigger.model_rebuild()
Instead.model_rebuild()
Step.model_rebuild()
Effect.model_rebuild()


class PilotProfile(_Strict):
    """A command that can be paired as a pilot (3-4-6): the name and modifiers it
    has while paired."""

    name: str
    ap: int = 0
    hp: int = 0
    traits: list[str] = []


# Card types as real card lists print them on tokens (5-17): "UNIT TOKEN", "EX RESOURCE",
# "EX BASE" — the card type and that the card is a token (never a deck card: decks.py).
_PRINTED_TOKEN_TYPES = {"unit token": "unit", "ex resource": "resource", "ex base": "base"}


def printed_type(data: Any) -> Any:
    """A card's `type` as printed, in any case ("UNIT", "Unit Token", "EX Resource"): the
    schema's type, and `token: true` for a token's printed type."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return data
    printed = " ".join(data["type"].replace("_", " ").split()).lower()
    if printed in _PRINTED_TOKEN_TYPES:
        return {**data, "type": _PRINTED_TOKEN_TYPES[printed], "token": data.get("token", True)}
    return {**data, "type": printed} if printed != data["type"] else data


def _one_list(value: Any, split: Callable[[str], list[str]]) -> Any:
    return [part for part in split(value) if part] if isinstance(value, str) else value


def _traits(text: str) -> list[str]:
    """`"(Earth Federation) (White Base Team)"` (as printed under the name), or `"A; B"` / `"A, B"`."""
    grouped = re.findall(r"[(（]([^()（）]+)[)）]", text)
    return [t.strip() for t in grouped] if grouped else [t.strip() for t in re.split(r"[;,/、]", text)]


def printed_forms(data: Any) -> Any:
    """s17-fmt (#29): what other card lists print for the fields, in the schema's form: the type as
    printed (`printed_type`), colours in any case and one colour as a string (`"Blue"`), traits as one
    string (`"(Earth Federation) (White Base Team)"`), zones as one string (`"Space Earth"`).
    A colour that is really wrong still fails with its one-line error."""
    data = printed_type(data)
    if not isinstance(data, dict):
        return data
    out = dict(data)
    for name in ("color", "colors"):
        value = out.get(name)
        if isinstance(value, str):
            value = [value]
        if isinstance(value, list):
            out[name] = [v.strip().lower() if isinstance(v, str) else v for v in value]
            if name == "color" and len(out[name]) == 1:
                out[name] = out[name][0]
    out["traits"] = _one_list(out.get("traits"), _traits) if "traits" in out else None
    if out["traits"] is None:
        del out["traits"]
    if isinstance(out.get("zone"), str):
        out["zone"] = [z for z in re.split(r"[\s;,/、・]+", out["zone"]) if z]
    return out if out != data else data


class Card(_Strict, LocalisedName):  # `name` may be given per language (core.cards)
    number: Annotated[str, Field(min_length=1, max_length=40)]
    name: Annotated[str, Field(min_length=1, max_length=100)]
    type: CardType
    colors: list[Color] = []
    level: int = Field(default=0, ge=0, le=15)
    cost: int = Field(default=0, ge=0, le=15)
    ap: int = Field(default=0, ge=0, le=99)  # on a pilot: its AP modifier
    hp: int = Field(default=0, ge=0, le=99)  # on a pilot: its HP modifier
    traits: list[str] = []
    link: str | list[str] | None = None  # a pilot name, or [trait]
    keywords: list[str] = []
    effects: list[Effect] = []
    pilot: PilotProfile | None = None
    token: bool = False
    # Printed cards (CONTRACTS §3b): the whole printed text, one string or one per language;
    # `keywords`, `effects` and a command's `pilot` are read from it (printed.py).
    text: str | dict[Language, str] | None = None
    lang: Language | None = None
    zone: list[str] = []  # printed zones (宇宙 / 地球): kept, not yet used by the rules
    # s5-gcg-b (issue 29): "This card's name is also treated as [Name]" (2-2-4: a card may have
    # several names), read from the printed text
    also_named: list[str] = []

    @model_validator(mode="before")
    @classmethod
    def _printed_text(cls, data: Any) -> Any:
        data = printed_forms(data)
        if isinstance(data, dict) and data.get("text") not in (None, "", {}):
            return read_printed(data)
        return data

    @model_validator(mode="before")
    @classmethod
    def _printed_token(cls, data: Any) -> Any:
        """A unit or base printed with its HP but no colour, Lv. or cost is a token: only
        resources and tokens have no colour (2-4-2), every other unit and base prints its Lv.
        and cost, and real card lists print the tokens too — the unit tokens (5-17-1) and the
        game-start EX Base (5-17-3-1). It loads as a token (never a deck card: decks.py)."""
        data = printed_forms(data)
        # s17-fmt: other lists print a token's cost as 0 (no Lv. and no colour still tell it apart)
        if isinstance(data, dict) and data.get("type") in ("unit", "base") and "token" not in data \
                and data.get("hp") not in (None, "", 0) and not data.get("color") and not data.get("colors") \
                and data.get("level") in (None, "") and data.get("cost") in (None, "", 0):
            data = {**data, "token": True}
        return data

    @model_validator(mode="before")
    @classmethod
    def _color_alias(cls, data: Any) -> Any:
        if isinstance(data, dict) and "color" in data:
            data = dict(data)
            color = data.pop("color")
            if "colors" in data:
                raise ValueError("give `color` or `colors`, not both")
            data["colors"] = color if isinstance(color, list) else [color]
        return data

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, values: list[str]) -> list[str]:
        out = []
        for raw in values:
            value = " ".join(str(raw).lower().replace("-", "_").split())
            if not KEYWORD_PATTERN.match(value):
                raise ValueError(f"unknown keyword {raw!r}: use blocker, first_strike, "
                                 "high_maneuver, repair N, breach N or support N")
            out.append(value)
        return out

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if self.type == "resource" and (self.level or self.cost or self.colors) and not self.token:
            raise ValueError("a resource card has no level, cost or color (2-4-2, 2-9-2)")
        if self.type not in ("resource",) and not self.colors and not self.token:
            raise ValueError("every card but resources and tokens has a color (2-4-2)")
        if self.link is not None and self.type != "unit":
            raise ValueError("only units have a link condition (2-12-2)")
        if self.pilot is not None and self.type != "command":
            raise ValueError("`pilot` is for commands that can be paired (3-4-6)")
        for effect in self.effects:
            if effect.timing in ("main", "action") and self.type != "command":
                raise ValueError(f"【{effect.timing}】 is a command timing (13-2-3, 13-2-4)")
            if effect.cost and not effect.timing.startswith("activate"):
                raise ValueError("`cost` belongs to activate_main / activate_action effects")
            if effect.conditions and effect.timing not in CONDITIONED_TIMINGS:
                raise ValueError("`conditions` belong to continuous effects and to "
                                 f"{', '.join(CONDITIONED_TIMINGS[1:])} effects")
            if effect.timing == "continuous" and any(
                    s.verb not in ("modify", "grant", "may_attack", "cant", "prevent_damage",
                                   "cost_modify", "level_modify", "forced_target", "fresh_attack", "lose",
                                   "gain_traits")  # s11-gcg-read
                    for s in effect.script or ()):
                raise ValueError("a continuous effect modifies AP/HP, grants keywords or traits or "
                                 "changes what a unit may attack (10-1-5)")
            if effect.whose != "own" and effect.timing not in ("start_of_turn", "end_of_turn"):
                raise ValueError("`whose` belongs to start_of_turn / end_of_turn effects")
        return self

    # --- derived --------------------------------------------------------------------

    def keyword_value(self, name: str) -> int:
        """Summed value of a valued keyword (13-1-1-2: two Repairs add up); 1 for a
        present flag keyword; 0 when absent."""
        total = 0
        for keyword in self.keywords:
            parts = keyword.split()
            if parts[0] == name:
                total += int(parts[1]) if len(parts) > 1 else 1
        return total

    def has(self, keyword: str) -> bool:
        return any(k.split()[0] == keyword for k in self.keywords)

    def effects_at(self, timing: str) -> list[tuple[int, Effect]]:
        return [(i, e) for i, e in enumerate(self.effects) if e.timing == timing]

    @property
    def link_traits(self) -> list[str]:
        return self.link if isinstance(self.link, list) else []

    @property
    def link_name(self) -> str | None:
        return self.link if isinstance(self.link, str) else None

    def name_contains(self, part: str) -> bool:
        """2-2-3 with 2-2-4: any of its names contains `part`."""
        return any(part in name for name in (self.name, *self.also_named))


# Tokens every match uses (5-17-3).
EX_BASE = Card(number="EX-BASE", name="EX Base", type="base", ap=0, hp=3, token=True)
EX_RESOURCE = Card(number="EX-RESOURCE", name="EX Resource", type="resource", token=True)
# Scenarios fill zones with a neutral card: a command with no effect, so it can be
# neither played nor used as a Burst.
FILLER = Card(number="FILLER", name="Filler", type="command", colors=["white"], level=1, cost=1)


def read_printed(data: dict[str, Any]) -> dict[str, Any]:
    """A printed card's fields for the schema: its text read (reader/) and translated for the
    executor (printed.py). The English printing is run when there is one, else the first."""
    from . import printed, reader

    data = dict(data)
    if "effects" in data or "keywords" in data:
        raise ValueError("a printed card (`text`) has no `keywords` or `effects`: they are read "
                         "from its text (CONTRACTS §3b)")
    text, lang = data["text"], data.get("lang")
    if isinstance(text, dict):
        if not text or not all(isinstance(v, str) for v in text.values()):
            raise ValueError("`text` per language maps en / ja / zh-Hant to the printed text")
        lang = "en" if "en" in text else next(iter(text))
        text = text[lang]
    if not isinstance(text, str):
        raise ValueError("`text` is the printed text")
    # the card type: where a Pilot's two texts run together on one line, it settles the layout (3-3-9)
    card_type = str(data.get("type") or "").strip().lower() or None
    reading = reader.read(text, lang if isinstance(lang, str) else None, card_type)
    translation = printed.translate(reading, str(data.get("type") or "unit"))
    data["keywords"] = list(translation.keywords)
    data["effects"] = [dict(e) for e in translation.effects]
    also = printed.also_named(reading)  # s5-gcg-b
    if also:
        data["also_named"] = also
    name = printed.pilot_name(reading)
    if name and data.get("type") == "command" and "pilot" not in data:
        data["pilot"] = {"name": name, "ap": data.get("ap") or 0, "hp": data.get("hp") or 0,
                         "traits": list(data.get("traits") or [])}
    link = data.get("link")
    if isinstance(link, str):  # as printed: [Name] or (Trait) Trait
        trait = re.fullmatch(r"\((.+?)\)(?: Trait)?", link.strip())
        name_only = re.fullmatch(r"\[(.+?)\]", link.strip())
        data["link"] = [trait.group(1)] if trait else name_only.group(1) if name_only else link
    return data


class CardPool:
    """Card definitions by number, from one or more files."""

    def __init__(self, cards: list[Card] | None = None) -> None:
        self.cards: dict[str, Card] = {}
        self._timings: frozenset[str] | None = None
        for card in (EX_BASE, EX_RESOURCE, *(cards or [])):
            self.cards[card.number] = card

    def has_timing(self, timing: str) -> bool:
        """Does any card of the pool have an effect of this timing (e.g. `continuous`)?"""
        if self._timings is None:
            self._timings = frozenset(e.timing for c in self.cards.values() for e in c.effects)
        return timing in self._timings

    def __contains__(self, number: str) -> bool:
        return number in self.cards

    def __getitem__(self, number: str) -> Card:
        return self.cards[number]

    def get(self, number: str) -> Card | None:
        return self.cards.get(number)

    def add(self, cards: list[Card]) -> None:
        self._timings = None
        for card in cards:
            self.cards[card.number] = card

    def with_cards(self, cards: list[Card]) -> CardPool:
        pool = CardPool()
        pool.cards = {**self.cards}
        pool._timings = None
        pool.add(cards)
        return pool


def parse_cards(data: Any, source: str = "<cards>") -> list[Card]:
    """Cards from already-parsed YAML/JSON data (a list of mappings)."""
    if isinstance(data, dict) and "cards" in data:
        data = data["cards"]
    if not isinstance(data, list):
        raise CardFileError(f"{source}: expected a list of cards")
    cards: list[Card] = []
    seen: set[str] = set()
    for n, row in enumerate(data, 1):
        label = f"card {n}"
        if isinstance(row, dict) and row.get("number"):
            label = f"card {row['number']}"
        try:
            card = Card.model_validate(row)
        except ValidationError as exc:
            raise CardFileError(f"{source}: {label}: {_first_error(exc)}") from None
        if card.number in seen:
            raise CardFileError(f"{source}: {label}: number {card.number} is used twice")
        seen.add(card.number)
        cards.append(card)
    return cards


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error["loc"]) or "card"
    message = error["msg"].removeprefix("Value error, ")
    if error["type"] == "extra_forbidden":
        message = "unknown field"
    return f"field {where}: {message}"


def load_card_file(path: Path) -> list[Card]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CardFileError(f"{path.name}: not UTF-8 text") from None
    try:
        data = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        where = f" line {line + 1}" if line is not None else ""
        raise CardFileError(f"{path.name}:{where} not valid YAML/JSON") from None
    return parse_cards(data, path.name)


@cache
def demo_pool() -> CardPool:
    """The shipped demo set (read once; a CardPool is never changed in place)."""
    return CardPool(load_card_file(data_dir() / "cards" / "gcg-demo.yaml"))
