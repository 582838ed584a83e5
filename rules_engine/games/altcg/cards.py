"""ALTCG card definitions (contracts/altcg.md §3): pydantic models loaded from YAML or JSON.

A malformed file is reported naming the file, the card and the field.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from ...core.cards import LocalisedName
from ...core.errors import CardFileError
from ...paths import data_dir
from .printed import is_printed, to_card
from .reader.zh_hant import CLASSES as PRINTED_CLASSES

CardType = Literal["flagship", "ship", "event", "cube"]
Color = Literal["red", "blue", "yellow", "black"]  # 308.1
ShipClass = Literal["destroyer", "light_cruiser", "heavy_cruiser", "large_cruiser", "battleship",
                    "aviation_battleship", "carrier", "light_carrier", "repair", "transport", "monitor",
                    "submarine", "submarine_carrier", "sailing"]  # 205.2
# A card's class: one of 205.2's (by its key or as printed, 「驅逐」), or a class printed by
# newer sets that 205.2 does not list yet (「戰巡」): a plain class name, which matters only
# to class filters 〈X〉 and texts naming it (docs/altcg.md "Ship classes"). Never a load error.
ClassName = Annotated[str, Field(min_length=1, max_length=40)]
Faction = Literal["eagle_union", "dragon_empery", "royal_navy", "iron_blood", "sakura_empire",
                  "northern_parliament", "sardegna", "vichya", "iris"]  # 205.3
Allegiance = Literal["azur_lane", "crimson_axis"]  # 205.4
Timing = Literal["on_enter", "on_attack", "on_attacked", "on_support", "on_supported", "on_destroy",
                 "on_destroyed", "own_turn_end", "opponent_turn_end", "on_rest", "on_damage_dealt",
                 "on_damaged", "activate_main", "continuous", "event", "counter", "pursuit", "awaken",
                 "attack_end", "on_field_support", "support_end"]  # 「此卡發起攻擊的戰鬥結束時」 (508.3)
# `on_field_support`: 「戰場上的此卡發起支援時」 (505.5a, 505.6: a field supporter only);
# `support_end`: 「(戰場上的)此卡發起支援的戰鬥結束時」 (508.3: a card that supported from the field)
# `awaken`: a printed 【覺醒】「己方的旗艦耐久為N或以下時」 (602.2): triggered when the owner's
# durability is `durability` or less (checked at every rules processing, 304.2a).
Target = Literal["self", "attacker", "attacked", "own_flagship", "own_ship", "enemy_ship",
                 "enemy_rested_ship", "own_card", "enemy_card"]  # *_card: a ship or a flagship (403)
Until = Literal["battle", "turn", "permanent"]
While = Literal["own_turn", "opponent_turn", "own_main", "opponent_main"]  # 602.3, 602.4, 602.6, 602.7
# 601: the keyword abilities written as one string (a value where the keyword has one).
GRANTABLE = r"^(rush|long_range|dive|comeback|(strike|guard) \d+)$"  # 601: what 「獲得【X】」 may give
KEYWORD_PATTERN = re.compile(r"^(rush|long_range|dive|counter|pursuit|comeback|(strike|guard)\s+(\d+))$")
# 201.4: a name with one of these also counts as the name without it.
NAME_SUFFIXES = (".改", "（μ兵裝）", "(μ兵裝)", "Ⅱ", "Zwei")
TRIGGERED = {"on_enter", "on_attack", "on_attacked", "on_support", "on_supported", "on_destroy",
             "on_destroyed", "own_turn_end", "opponent_turn_end", "on_rest", "on_damage_dealt",
             "on_damaged", "attack_end", "on_field_support", "support_end"}  # 304.2a
TARGETED_VERBS = ("power", "rest", "set_active", "destroy", "return_to_hand", "bottom")
Row = Literal["front", "back"]  # 403.3a


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Where(_Strict):
    """What a chosen target must be (printed filters, issue 29): its row (403.3a), cost (202)
    and power (207) bounds, faction (205.3), class (205.2), colour (308), state (307.1a), no
    ability (206: 「不擁有技能的」)."""

    row: Row | None = None
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    faction: list[Faction] = []  # any of them (《X》或《Y》)
    class_: ShipClass | None = Field(default=None, alias="class")
    colour: Color | None = None
    rested: bool | None = None
    vanilla: bool = False
    type: Literal["ship", "event", "flagship"] | None = None  # 「艦船卡」「事件卡」「旗艦卡」 (204.2)
    name: str | None = None  # 「X」 (201, 201.4)
    name_contains: str | None = None  # 「名稱中帶有「X」的」 (201)
    classes: list[ShipClass] = []  # 〈X〉/〈Y〉: any of them (205.2)
    names: list[str] = []  # 「X」或「Y」: any of them (201)
    colour_other: Color | None = None  # 「擁有X以外顏色的」: a colour other than this one (308)
    allegiance: list[Allegiance] = []  # 《碧藍航線》《赤色中軸》: any of them (205.4)
    name_not: list[str] = []  # 「除「X」以外的」: none of these names (201, 201.4)
    # 「擁有【X】技能的」: the card has that keyword ability (601)
    keyword: Literal["rush", "long_range", "dive", "comeback", "strike", "guard", "counter", "pursuit",
                     "retrofit"] | None = None


class Cond(_Strict):
    """「當…時，」 in front of an effect or a step (304.4b): checked as it resolves, and all the
    time for a continuous effect. `of`: `self` (the ability's owner) or `opponent`.
    flagship: the flagship is a card passing `where` (「己方的旗艦卡為《X》〈Y〉卡牌」);
    field / trash: at least `at_least` cards passing `where` on the field (ships, flagship
    included for 「卡牌」) or in the trash; hand / durability / cubes: the count is between
    `at_least` and `at_most` (「手牌數量為N或以下」「旗艦耐久為0」「魔方卡數量為N或以上」)."""

    # this: the ability's own card is on the field and passes `where` (「當此卡處於休息狀態時」, 307.1a)
    kind: Literal["flagship", "field", "trash", "hand", "durability", "cubes", "retrofit", "battle", "turn",
                  "this", "revealed_cost", "done", "declined"]
    of: Literal["self", "opponent"] = "self"
    where: Where | None = None  # battle: the other card of the battle
    attacking: bool = False  # battle: this card is the attacker (「此卡…發起攻擊的戰鬥中」, 505)
    row: Row | None = None  # battle: this card's row (「位於前排的此卡」, 403.3a)
    at_least: int | None = Field(default=None, ge=0, le=99)
    at_most: int | None = Field(default=None, ge=0, le=99)
    # revealed_cost: the cost (202.1) of the card this effect's `reveal_both` revealed from the owner's
    # deck, compared with the one revealed from the opponent's (「己方公開的卡牌的費用大於等於對方…」);
    # with a deck that had no card to reveal there is nothing to compare: it does not hold (103.3)
    compare: Literal[">=", "<=", ">", "<", "=="] | None = None
    # done: 「若有執行此動作時」 — the effect's first step, a discard its owner chose to make, discarded
    # at least one card (declined or with an empty hand: not done, 103.3)
    # declined (s17-games): 「若對方未選擇捨棄手牌時」 — the effect's first step, a discard the opponent
    # may make (「對方可以捨棄」), discarded nothing: they chose none, or had no card to discard (103.3)

    @model_validator(mode="after")
    def _compared(self) -> Cond:
        if (self.kind == "revealed_cost") != (self.compare is not None):
            raise ValueError("`compare` goes with kind `revealed_cost` (202.1)")
        return self


class Step(_Strict):
    """One step of an effect script (or of an activation cost, 303.3). Exactly one verb."""

    draw: int | None = Field(default=None, ge=1, le=10)
    discard: int | None = Field(default=None, ge=1, le=10)
    power: int | None = Field(default=None, ge=-99999, le=99999)
    rest: bool | None = None
    set_active: bool | None = None
    destroy: bool | None = None
    return_to_hand: bool | None = None
    to_deck_bottom: int | None = Field(default=None, ge=1, le=10)
    # s17-games: 「將1張手牌置於卡組最上方或最下方」 — the owner chooses a card of their hand, then whether it
    # goes on the top or the bottom of their deck (401; one card: no order to choose, 401.4)
    to_deck_top_or_bottom: int | None = Field(default=None, ge=1, le=1)
    awaken: bool | None = None
    rest_self: bool | None = None
    cubes: int | None = Field(default=None, ge=1, le=10)  # cost only: rest that many active cubes
    bottom: bool | None = None  # the target to the bottom of its owner's deck (401, 「彈回卡組最下方」)
    mill: int | None = Field(default=None, ge=1, le=10)  # own deck top n to the trash (404)
    cube_ramp: int | None = Field(default=None, ge=1, le=10)  # cube deck -> cost area face down (406, 407)
    cube_active: int | None = Field(default=None, ge=1, le=10)  # own rested cubes -> active (307.1a)
    # look at the top n of one's deck (313.7a; `reveal`: revealed to everyone, 313.8a), up to 1
    # passing `where` revealed and added to the hand, the rest to the bottom in random order (401)
    search: int | None = Field(default=None, ge=1, le=10)
    must: bool = False  # search: 「將其加入手牌」 — a passing card is taken, no choice (「最多」 is a choice)
    take: int = Field(default=1, ge=1, le=10)  # search: 「其中最多N張」 — up to this many are taken
    enter_self: bool | None = None  # 「將手牌中的此卡登場」: a 【反制】 ship enters at its use's slot
    # 「將(己方)手牌(中)的1張{where}艦船卡登場(於未被放置卡牌的己方戰場)」: the owner picks a ship of
    # the hand passing `where` and a slot; it enters free (302.1a), an occupied slot's ship to the
    # trash (403.3c) unless `empty_slot` asks for a slot with no card
    deploy: bool | None = None
    empty_slot: bool = False
    # 「將己方撤退區的1張{where}卡牌加入手牌」: a card of the owner's trash (public, 400.2) to the hand
    recover: bool | None = None
    # 「查看己方卡組最上方的N張卡，而後將其以任意順序置於卡組最上方」: look at the top n (only the
    # looker sees them, 313.7a) and put them back on top in the order the owner chooses (401)
    arrange: int | None = Field(default=None, ge=1, le=10)
    # 「公開雙方卡組最上方的1張卡，而後將其置於卡組最下方」: each player's top card revealed to
    # everyone (313.8a), then put on the bottom of its own deck (401); a later step's `if` may
    # compare their costs (Cond `revealed_cost`)
    reveal_both: bool | None = None
    retreat: bool | None = None  # 「將此卡置於撤退區」: this ship from the field to the trash (313.10a)
    # 「此卡獲得【速攻】」: this card has the keyword (601) — for `until`, or, on a continuous
    # effect, while its conditions hold and the card is at `place` (304.4, 304.4b)
    grant: str | None = Field(default=None, pattern=GRANTABLE)
    support: int | None = Field(default=None, ge=-9999, le=9999)  # 「此卡支援+N」: its support value (208.3)
    # where the card must be for a continuous `grant`/`support` to apply: 「戰場上的此卡」 field,
    # 「前排的/後排的此卡」 front/back, 「作為旗艦耐久的此卡」 durability, 「所有區域的此卡」 anywhere
    place: Literal["field", "front", "back", "durability", "anywhere"] = "field"
    reveal: bool = False
    target: Target = "self"
    where: Where | None = None
    if_: list[Cond] = Field(default=[], alias="if")  # 304.4b: only while these hold
    chooser: Literal["self", "opponent"] = "self"  # 「對方將其自身…」「對方捨棄」: the opponent chooses
    # discard: 「對方可以捨棄N張手牌」 — the chooser may discard fewer, none too (their choice)
    may: bool = False

    @field_validator("if_", mode="before")
    @classmethod
    def _conditions(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value
    until: Until = "turn"
    player: Literal["self", "opponent", "each"] = "self"
    from_: Literal["hand", "trash"] = Field(default="hand", alias="from")  # deploy: 手牌 / 撤退區

    @model_validator(mode="after")
    def _one_verb(self) -> Step:
        verbs = [v for v in VERBS if getattr(self, v) not in (None, False)]
        if len(verbs) != 1:
            raise ValueError(f"a script step needs exactly one verb, got {verbs or 'none'}")
        if self.power == 0 or self.support == 0:
            raise ValueError("`power: 0` / `support: 0` changes nothing")
        if self.may and self.verb != "discard":
            raise ValueError("`may` is the chooser's choice to discard fewer (「對方可以捨棄」)")
        if self.verb in ("grant", "support", "retreat") and self.target != "self":
            raise ValueError(f"`{self.verb}` is supported only on self (「此卡」)")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in VERBS if getattr(self, v) not in (None, False))

    @property
    def chosen(self) -> bool:
        """A target the player chooses (prompted when there is more than one answer)."""
        return self.verb in TARGETED_VERBS and self.target in ("own_ship", "enemy_ship", "enemy_rested_ship",
                                                               "own_card", "enemy_card")


VERBS = ("draw", "discard", "power", "rest", "set_active", "destroy", "return_to_hand", "to_deck_bottom",
         "awaken", "rest_self", "cubes", "bottom", "mill", "cube_ramp", "cube_active", "search", "enter_self",
         "grant", "support", "retreat", "arrange", "deploy", "recover", "reveal_both",
         "to_deck_top_or_bottom")
# s17-games round 2: `bottom` with target `own_ship` as a cost
# (「將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方：」): one own ship of the field passing `where` to the
# bottom of its owner's deck, the player names it (303.3, 401)
COST_VERBS = {"rest_self", "cubes", "discard", "bottom"}


class Effect(_Strict):
    timing: Timing
    text: str = Field(min_length=1, max_length=500)
    script: list[Step] | None = None
    cost: list[Step] | None = None
    once_per_turn: bool = False  # 602.5
    while_: While | None = Field(default=None, alias="while")
    optional: bool = False  # 「可以…」: the owner may decline (303.3a)
    # s16-games round 2: 「可以抽1張卡。之後，…」 — the 「可以」 covers the first N steps only; declined,
    # resolution goes on with the rest (304.1a)
    optional_steps: int | None = Field(default=None, ge=1, le=10)
    durability: int | None = Field(default=None, ge=0, le=20)  # timing `awaken`: at most this many
    _reason: str | None = PrivateAttr(default=None)  # set when a continuous effect loads by hand

    @model_validator(mode="after")
    def _consistent(self) -> Effect:
        if (self.timing == "awaken") != (self.durability is not None):
            raise ValueError("timing `awaken` goes with `durability: N` (602.2)")
        if self.optional_steps is not None and (not self.optional or self.cost or self.script is None
                                                or self.optional_steps >= len(self.script)):
            raise ValueError("`optional_steps` is the first steps of an optional ability with no cost and "
                             "steps after them (303.3a)")
        for step in self.cost or []:
            if step.verb not in COST_VERBS:
                raise ValueError(f"a cost step is rest_self, cubes, discard or bottom, not {step.verb} "
                                 "(303.3)")
            if step.verb == "bottom" and step.target != "own_ship":
                raise ValueError("a `bottom` cost puts one of your own ships on your deck "
                                 "(`target: own_ship`, 303.3, 401)")
        if sum(s.verb in ("discard", "bottom") for s in self.cost or []) > 1:
            raise ValueError("a cost names its cards once: one `discard` or one `bottom` step (303.3)")
        for step in self.script or []:
            if step.verb in ("rest_self", "cubes"):
                raise ValueError(f"`{step.verb}` is a cost, not an effect step (303.3)")
            if step.place != "field" and self.timing != "continuous":
                raise ValueError("`place` is for a continuous effect: an effect that happens acts on "
                                 "the card on the field (304.4)")
        if self.timing == "continuous":
            if self.cost or self.once_per_turn:
                raise ValueError("a continuous effect has no cost and no use limit (304.4)")
            if not self.script or any(
                    not (s.verb == "power" and s.target in ("self", "own_flagship"))
                    and not (s.verb in ("grant", "support") and s.target == "self") for s in self.script):
                # issue 29 (s18-byhand): it loads by hand, as a printed one the engine cannot apply
                # does (shown with the card); the engine runs none of its script
                object.__setattr__(self, "script", None)  # frozen: set once, while validating
                self._reason = ("a continuous effect the engine applies only as `power` on this card or the "
                                "own flagship, or `grant` / `support` on this card: shown with the card and "
                                "applied by the players (304.4)")
        return self

    @property
    def by_hand_reason(self) -> str | None:
        """Why this scripted effect is by hand though the card gives it (`check` reports it), or None."""
        return self._reason


class Support(_Strict):
    # 208.2: 「支援範圍包括「戰場」以及「手牌」」: a card may show both (the contract has one of them;
    # real lists write `field;hand` or `Both`)
    from_: Literal["field", "hand", "both"] = Field(alias="from")

    @field_validator("from_", mode="before")
    @classmethod
    def _both(cls, value: Any) -> Any:
        if isinstance(value, list):
            value = ";".join(str(v) for v in value)
        if isinstance(value, str):
            parts = {p.strip().lower() for p in value.replace(",", ";").split(";") if p.strip()}
            return "both" if parts in ({"field", "hand"}, {"both"}) else value
        return value

    def reaches(self, zone: str) -> bool:
        return self.from_ in (zone, "both")
    value: int = Field(ge=0, le=99999)  # 208.3


class Retrofit(_Strict):
    onto: str = Field(min_length=1, max_length=100)
    cost: int = Field(ge=0, le=20)


class Back(_Strict):
    """The awakened side of a flagship (204.3a)."""

    power: int = Field(ge=-99999, le=99999)
    support: Support | None = None
    effects: list[Effect] = []
    keywords: list[Any] = []
    text: str | None = Field(default=None, max_length=4000)  # the back side's printed text (§3b), shown

    @field_validator("keywords")
    @classmethod
    def _kw(cls, values: list[Any]) -> list[Any]:
        return _keywords(values)


def _keywords(values: list[Any]) -> list[Any]:
    out: list[Any] = []
    for raw in values:
        if isinstance(raw, dict):
            if set(raw) != {"retrofit"}:
                raise ValueError("a keyword mapping is {retrofit: {onto: NAME, cost: N}} (601.8)")
            out.append({"retrofit": Retrofit.model_validate(raw["retrofit"]).model_dump()})
            continue
        value = " ".join(str(raw).lower().replace("-", "_").replace("+", " ").split())
        if not KEYWORD_PATTERN.match(value):
            raise ValueError(f"unknown keyword {raw!r}: use rush, long_range, strike N, guard N, dive, "
                             "counter, pursuit, comeback or {retrofit: {onto, cost}} (601)")
        out.append(value)
    return out


class Card(_Strict, LocalisedName):  # `name` may be given per language (core.cards)
    number: Annotated[str, Field(min_length=1, max_length=40)]
    name: Annotated[str, Field(min_length=1, max_length=100)]
    type: CardType
    colors: list[Color] = []
    cost: int | None = Field(default=None, ge=0, le=20)
    power: int = Field(default=0, ge=-99999, le=99999)
    durability: int = Field(default=0, ge=0, le=20)
    class_: ClassName | None = Field(default=None, alias="class")  # 205.2
    faction: Faction | None = None
    factions: list[Faction] = []  # 205.3: a card of two factions (`faction: a;b`): the others
    allegiance: Allegiance | None = None
    support: Support | None = None
    back: Back | None = None
    effects: list[Effect] = []
    keywords: list[Any] = []
    filler: bool = False  # scenario filler: no type usable in play (contract)
    text: str | None = Field(default=None, max_length=4000)  # a printed card's text (§3b), shown
    aliases: list[Annotated[str, Field(min_length=1, max_length=100)]] = []  # 201.4: 「在規則上被視為」

    @field_validator("keywords")
    @classmethod
    def _kw(cls, values: list[Any]) -> list[Any]:
        return _keywords(values)

    @field_validator("class_", mode="before")
    @classmethod
    def _class(cls, value: Any) -> Any:
        """205.2: a class as printed (「驅逐」) is its key; an unlisted one stays as printed."""
        if isinstance(value, str):
            value = value.strip()
            return PRINTED_CLASSES.get(value, value) or None
        return value

    @model_validator(mode="before")
    @classmethod
    def _two_factions(cls, data: Any) -> Any:
        """205.3: some printed cards belong to two factions (the contract names one)."""
        if isinstance(data, dict) and isinstance(data.get("faction"), list | str):
            value = data["faction"]
            parts = value if isinstance(value, list) else [p.strip() for p in value.split(";") if p.strip()]
            if len(parts) > 1:
                data = {**data, "faction": parts[0], "factions": parts[1:]}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        t = self.type
        if t in ("flagship", "cube") and self.cost is not None:
            raise ValueError(f"a {t} card has no cost (202.1a)")
        if t in ("ship", "event") and self.cost is None:
            raise ValueError(f"a {t} card needs a cost (202.1)")
        if t != "flagship" and (self.back is not None or self.durability):
            raise ValueError("only a flagship has durability and a back side (204.3a, 210.1)")
        if t == "cube" and (self.effects or self.keywords or self.colors or self.power or self.support):
            raise ValueError("a cube card is a bare resource (204.6)")
        if t == "event" and (self.power or self.support or self.class_):
            raise ValueError("an event has no power, support or class (205.2, 207.1, 208.1)")
        for effect in self.effects:
            if effect.timing == "event" and t != "event":
                raise ValueError("timing `event` is an event card's effect (302.1c)")
            if effect.timing in ("counter", "pursuit") and not self.has(effect.timing):
                raise ValueError(f"a `{effect.timing}` effect needs the {effect.timing} keyword "
                                 "(601.3, 601.9)")
            if t == "event" and effect.timing not in ("event", "counter", "pursuit"):
                raise ValueError("an event's effects are used when it is played (204.5)")
        if self.has("comeback") and t not in ("ship", "event"):
            raise ValueError("【絕地反擊】 is on a ship or event in the deck (601.2)")
        if self.retrofit is not None and t != "ship":
            raise ValueError("【改造】 is a ship's keyword (601.8)")
        return self

    # --- derived ----------------------------------------------------------------------

    def has(self, keyword: str) -> bool:
        return any(isinstance(k, str) and k.split()[0] == keyword for k in self.keywords)

    @property
    def names_counted(self) -> set[str]:
        """201.4: the names this card counts as."""
        return {n for name in (self.name, *self.names.values()) for n in names_of(name, self.aliases)}

    def keyword_value(self, name: str) -> int:
        """Summed value of a valued keyword (strike, guard); 0 when absent."""
        return sum(int(k.split()[1]) for k in self.keywords
                   if isinstance(k, str) and k.split()[0] == name and len(k.split()) > 1)

    @property
    def retrofit(self) -> dict | None:
        return next((k["retrofit"] for k in self.keywords if isinstance(k, dict)), None)

    def effects_at(self, timing: str) -> list[tuple[int, Effect]]:
        return [(i, e) for i, e in enumerate(self.effects) if e.timing == timing]


def base_name(name: str) -> str:
    """201.4: 「綾波.改」 also counts as 「綾波」."""
    for suffix in NAME_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)].rstrip()
    return name


def names_of(name: str, aliases: list[str] | None = None) -> set[str]:
    """The names a card counts as (201.4): its own, without a suffix, and what its text says."""
    return {name, base_name(name), *(aliases or ())}


def awakened(card: Card) -> Card:
    """The information of a flagship's back side (204.3c): only it counts while awakened."""
    assert card.back is not None
    back = card.back
    return card.model_copy(update={"power": back.power, "support": back.support,
                                   "effects": list(back.effects), "keywords": list(back.keywords),
                                   "text": back.text})


# Every match uses these (contract: omitted flagship, scenario fillers, cubes).
BLANK_FLAGSHIP = Card(number="ALTCG-BLANK-FLAGSHIP", name="Blank Flagship", type="flagship")
FILLER = Card(number="FILLER", name="Filler", type="ship", cost=0, filler=True)
CUBE = Card(number="ALTCG-CUBE", name="Cube", type="cube")


class CardPool:
    """Card definitions by number; awakened sides computed once."""

    def __init__(self, cards: list[Card] | None = None) -> None:
        self.cards: dict[str, Card] = {}
        self.backs: dict[str, Card] = {}
        self.add([BLANK_FLAGSHIP, FILLER, CUBE, *(cards or [])])

    def __contains__(self, number: str) -> bool:
        return number in self.cards

    def __getitem__(self, number: str) -> Card:
        return self.cards[number]

    def get(self, number: str) -> Card | None:
        return self.cards.get(number)

    def add(self, cards: list[Card]) -> None:
        for card in cards:
            self.cards[card.number] = card
            if card.back is not None:
                self.backs[card.number] = awakened(card)

    def name_of(self, name: str) -> str:
        """The card name `name` refers to as the log says it (`name`, English where given): a
        printed 【改造】「紅隼」 shows as `Kestrel` when a card of the pool is so named (201)."""
        for card in self.cards.values():
            if name != card.name and name in card.names.values():
                return card.name
        return name

    def with_cards(self, cards: list[Card]) -> CardPool:
        pool = CardPool()
        pool.cards, pool.backs = {**self.cards}, {**self.backs}
        pool.add(cards)
        return pool


def parse_cards(data: Any, source: str = "<cards>") -> list[Card]:
    if isinstance(data, dict) and "cards" in data:
        data = data["cards"]
    if not isinstance(data, list):
        raise CardFileError(f"{source}: expected a list of cards")
    cards: list[Card] = []
    seen: set[str] = set()
    for n, row in enumerate(data, 1):
        label = f"card {row['number']}" if isinstance(row, dict) and row.get("number") else f"card {n}"
        if isinstance(row, dict) and row.get("filler"):
            raise CardFileError(f"{source}: {label}: field filler: only the engine makes fillers")
        try:
            if is_printed(row):
                card = Card.model_validate(to_card(row))
            else:  # §3b `lang`: the printing's language, not a card field
                card = Card.model_validate({k: v for k, v in row.items() if k != "lang"}
                                           if isinstance(row, dict) else row)
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
    return CardPool(load_card_file(data_dir() / "cards" / "altcg-demo.yaml"))
