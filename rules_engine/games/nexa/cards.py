"""NEX-A card definitions (contracts/nexa.md, "Card fields"): pydantic models loaded from
YAML or JSON. A malformed file is reported naming the file, the card and the field; a
rule the engine does not implement yet is refused when the card is loaded, naming its
clause, so no card can be played silently wrong."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal

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

from ...core.cards import Language, LocalisedName
from ...core.errors import CardFileError
from ...paths import data_dir
from .printed import is_printed, printed_fields, to_card
from .reader.ja import printed_lines

Colour = Literal["blue", "green", "black", "red", "brown", "white", "purple"]
CardType = Literal["unit", "character", "command", "operation", "ace", "graphic"]
# D-48-3 and the timing chart: the reroll and draw phases have free timings too
PHASES = ("reroll", "draw", "deploy", "battle", "attack", "defense", "damage", "return", "turn")
Target = Literal["self", "own_unit", "enemy_unit", "unit", "battle_enemy_unit", "engaged_enemy_unit",
                 "destroyed_own_unit", "other_own_unit", "engaged_enemy_unit_here", "own_force",
                 "enemy_force", "set_group", "other_group_own_unit", "all_units", "it", "this_force",
                 "engaged_enemy_force", "own_g", "engaged_own_unit", "all_own_units", "all_enemy_units",
                 "all_battle_enemy_units", "all_engaged_enemy_units_here", "own_card", "own_junkyard_unit"]
# 「全ての…ユニット」 (D-33: no target; the units there when the effect resolves, D-43), seen from
# the text's controller: every unit, every own one, every enemy one, every enemy one in a battle area
EVERY_UNIT = ("all_units", "all_own_units", "all_enemy_units", "all_battle_enemy_units",
              "all_engaged_enemy_units_here")  # the last: 「このカードと交戦中の全ての敵軍ユニット」 (D-12)
EVERY_VERBS = ("damage", "modify", "grant", "roll", "reroll")
# Not chosen either: `all_units` (「全てのユニット」, D-33: no target), `it` (the card the step
# before acted on: 「…は＋３／±０／±０と「速攻」を得る」), `this_force` (「このカードの部隊」) and
# `engaged_enemy_force` (「このカードと交戦中の敵軍部隊」), B9-1.
# `set_group`: the unit this card is set on, or this card if it is the unit (「このセットグループの
# ユニット」「このカードがセットされているユニット」, D-73): not chosen.
UNIT_TARGETS = ("own_unit", "enemy_unit", "unit", "battle_enemy_unit", "engaged_enemy_unit",
                "destroyed_own_unit", "other_own_unit", "engaged_enemy_unit_here", "other_group_own_unit",
                "engaged_own_unit")
# `other_group_own_unit`: 「このセットグループ以外の自軍ユニット」, an own unit not of this card's set group
# A force (部隊) in a battle area, named by one of its units (B9-1, B9-3). The rules act on a
# force in two ways only: its force power ±X (B9-3, as the guard system does, B7-11) and
# 貫通ダメージ, damage dealt to the force front to back (D-103).
FORCE_TARGETS = ("own_force", "enemy_force")
FORCE_VERBS = ("damage", "force_power")
NEAR_FORCES = ("this_force", "engaged_enemy_force")  # a force named by this card's place
# `own_g`: 「自軍G１枚」, a standing own G (B7-3) to roll; its 「特徴：X」 is its printed one
# (「本来の記述に」, D-6: no effect adds traits)
G_TARGETS = ("own_g",)
# `own_card`: 「自軍カード１枚」, any card its player controls on the 場 (a unit, a G, a set card …: D-30
# effects act on the 場 only), chosen to be 「敵軍効果の対象にならない」 for a time (D-35) — its one use
CARD_TARGETS = ("own_card",)
# s17-games round 2: `own_junkyard_unit`, 「自軍ジャンクヤードにあるユニット１枚」 — a unit card of its
# player's own junkyard (public), chosen when played (the text states the place: the rulebook's 対象, 場
# unless stated) and moved to the hand (`move: hand`); gone from the junkyard on resolution: the target is
# lost (D-32)
JUNKYARD_TARGETS = ("own_junkyard_unit",)
# chosen when played (D-30)
CHOSEN_TARGETS = UNIT_TARGETS + FORCE_TARGETS + G_TARGETS + CARD_TARGETS + JUNKYARD_TARGETS
# What a 常駐 / 恒常 `modify` may name (B10-3, D-83): `self` (its card, or a set card's set
# group), or every unit of a kind on the 場, seen from the text's controller — nothing is
# chosen, and the set of units follows the game at every moment (D-83, D-84).
AURA_TARGETS = ("self", "own_unit", "enemy_unit", "unit", "other_own_unit", "battle_enemy_unit",
                "engaged_enemy_unit")
# Keywords the engine implements (D-105 … D-119).
FLAG_KEYWORDS = ("high_mobility", "first_strike", "assault", "battle_deploy", "ps_armor", "quick",
                 "stay", "unique")
# Keywords that are texts (D-108 … D-113): expanded at load into used-type texts with their
# timing, ① cost (a roll cost 1 of any colour, as for the guard system) and script; the
# conditions they add are checked by actions._check_keyword. (X) keywords take their value.
VALUED_KEYWORDS = ("psycommu", "area_weapon")
NON_UNIT_KEYWORDS = {"first_strike", "high_mobility", "assault", "unique", "quick", "stay"}
TEXT_KEYWORDS = ("psycommu", "area_weapon", "gain", "supply", "refit", "share", "cross_weapon")
TRAIT_KEYWORDS = ("refit", "share", "cross_weapon")  # 改装[A], 共有[A], クロスウェポン[A]: a trait
# The flag keywords a unit can gain from クロスウェポン (D-114): its special effects (ユニーク is a
# deck-building limit, not a text of the card on the 場; ステイ is an operation's).
COPYABLE_FLAGS = ("high_mobility", "first_strike", "assault", "battle_deploy", "ps_armor", "quick")


def keyword_text(name: str, x: int | str) -> dict[str, Any]:
    one = {"any": 1}
    return {
        "psycommu": {"timing": "defense", "cost": one, "repeat": True, "keyword": name,
                     "text": f"サイコミュ({x})：交戦中の敵軍ユニット1枚に{x}ダメージ (D-108)",
                     "script": [{"damage": x, "target": "engaged_enemy_unit"}]},
        "area_weapon": {"timing": "damage", "cost": one, "repeat": True, "keyword": name,
                        "text": f"範囲兵器({x})：交戦中の防御力{x}以下の敵軍ユニット1枚を破壊 (D-109)",
                        "script": [{"destroy": True, "target": "engaged_enemy_unit_here", "max_defense": x}]},
        "gain": {"timing": "damage", "cost": one, "keyword": name, "text": "ゲイン (D-110)",
                 "script": [{"gain": True, "target": "self"}]},
        "refit": {"timing": "battle", "cost": one, "repeat": True, "keyword": name,
                  "text": f"改装[{x}]：手札かハンガーの特徴{x}のユニットと入れ替える (D-111)",
                  "script": [{"refit": str(x), "target": "self"}]},
        "share": {"timing": "always", "cost": one, "repeat": True, "keyword": name,
                  "text": f"共有[{x}]：自軍本国の特徴{x}のカード1枚をハンガーに移せる (D-112)",
                  "script": [{"share": str(x), "target": "self"}]},
        "supply": {"timing": "own.attack", "cost": one, "repeat": True, "keyword": name,
                   "text": "供給：このカード以外の自軍ユニット1枚をリロール (D-113)",
                   "script": [{"reroll": True, "target": "other_own_unit"}]},
        "cross_weapon": {"timing": "battle", "cost": one, "repeat": True, "keyword": name,
                         "text": f"クロスウェポン[{x}]：特徴{x}の自軍ユニット1枚は、ターン終了時まで、"
                                 "このカードの本来のテキスト1つと同じテキストを得る (D-114)",
                         "script": [{"cross_weapon": str(x), "target": "own_unit"}]},
    }[name]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Cost(_Strict):
    """B7-4: 合計国力 (`total`) and ロールコスト per colour (`roll`); two colours = dual (B7-7)."""

    total: int = Field(default=0, ge=0, le=20)
    roll: dict[Colour, int] = {}
    # 合計国力 X (a printed "X"): its value is chosen as the card is played, never 0 (the rulebook's
    # コストが増減する効果 1) and X(Y、Z)): the engine asks at least 1; the texts using X are by hand
    variable: bool = False

    @field_validator("roll")
    @classmethod
    def _positive(cls, value: dict[str, int]) -> dict[str, int]:
        if any(n < 1 or n > 10 for n in value.values()):
            raise ValueError("a roll cost per colour is 1 to 10")
        return value

    @cached_property
    def need(self) -> Need:
        """What paying this cost asks of the G zone (read once per card)."""
        return Need(self.total, dict(self.roll))


class GSign(_Strict):
    color: Colour
    attribute: str = ""


class Step(_Strict):
    """One verb of a script (contracts/nexa.md "Effects")."""

    damage: int | None = Field(default=None, ge=1, le=20)
    deck_damage: int | None = Field(default=None, ge=1, le=20)
    modify: tuple[int, int, int] | None = None
    roll: bool | None = None
    reroll: bool | None = None
    destroy: bool | None = None
    negate_destroy: bool | None = None
    gain: bool | None = None  # ゲイン (D-110), only from the keyword
    refit: str | None = None  # 改装 (D-111): the trait, only from the keyword
    share: str | None = None  # 共有 (D-112): the trait, only from the keyword
    cross_weapon: str | None = None  # クロスウェポン (D-114): the trait, only from the keyword
    force_power: int | None = Field(default=None, ge=-20, le=20)  # 部隊戦闘力 ±X (B9-3), a force only
    # a keyword a 常駐 / 恒常 text gives (B10-3): the battle keywords (D-105 … D-107)
    # and 「敵軍効果の対象にならない」 (`untargetable`, D-35), for a time or from a 常駐 text
    grant: Literal["high_mobility", "first_strike", "assault", "untargetable"] | None = None
    draw: int | None = Field(default=None, ge=1, le=10)
    # 地形適性 given for a time (「ターン終了時まで地形適性「宇宙」を得る」, B9-1)
    terrain: list[Literal["space", "earth"]] | None = None
    trait: str | None = None  # a target 「特徴：X」を持つ (D-64)
    damaged: bool | None = None  # a target 「ダメージを受けている」 (B9-10)
    # a target 「このカードと同じ属性のGサインを持つ」: its G sign's attribute (B7-8), the printed card's
    attribute: str | None = Field(default=None, min_length=1, max_length=40)
    # `deck` is the top of the owner's 本国, `deck_bottom` its bottom (「持ち主の本国の下に移す」)
    move: Literal["hand", "junkyard", "deck", "deck_bottom", "removed"] | None = None
    # 「このカードを廃棄する」 (D-96): this card leaves the 場 for its owner's junkyard; a step
    # after it is 「その場合、」 (D-127): the whole effect fails unless this card is still on the 場
    scrap: bool | None = None
    # 「自軍手札N枚を廃棄する」 (D-96): its controller chooses N cards of their own hand as the effect
    # resolves (a hand card is no target, D-30) and they go to the junkyard; the first step of a
    # used-type text or command, what follows being 「その場合、」 (D-127): with fewer than N cards
    # in the hand the whole effect fails
    discard_hand: int | None = Field(default=None, ge=1, le=10)
    # 「自軍本国の上のカードN枚を(ロール状態で)自軍Gにする」 (D-19 Gにする): the top N cards of the own 本国
    # go upside down into the own G zone and are a G only from then on; `rolled` when printed
    # 「ロール状態で」, else standing (D-24: a card an effect puts on the 場 is standing unless stated)
    deck_to_g: int | None = Field(default=None, ge=1, le=10)
    rolled: bool | None = None
    # 「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2 カードを見る): its controller alone sees
    # the top card of their 本国 and puts it back on top or at the bottom (a `look_place` prompt);
    # one card only (which order several go back in is not printed), the last step of a used-type
    # text or command (a decision while it resolves; an automatic text applies with none, D-83 … D-86)
    look_top_or_bottom: int | None = Field(default=None, ge=1, le=1)
    # 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2): its controller
    # alone sees the top N cards of their 本国 and moves one of them to their hand (a `look_take`
    # prompt); the rest stay in their order (D-2); the last step of a used-type text or command, as above
    look_take: int | None = Field(default=None, ge=1, le=10)
    target: Target | None = None
    player: Literal["self", "enemy", "each"] | None = None
    until: Literal["turn_end", "force_disband", "permanent"] = "turn_end"
    max_defense: int | None = Field(default=None, ge=0, le=20)  # 範囲兵器 (D-109)
    # s18-games: 「…ユニット１～２枚」 — the number of units the target names, [fewest, most] (D-30: the
    # targets chosen satisfy the printed number of cards; different cards). Without it one unit.
    several: tuple[int, int] | None = None

    @model_validator(mode="after")
    def _one_verb(self) -> Step:
        verbs = [v for v in VERBS if getattr(self, v) not in (None, False)]
        if len(verbs) != 1:
            raise ValueError(f"a script step needs exactly one verb, got {verbs or 'none'}")
        verb = verbs[0]
        if verb in ("deck_damage", "draw", "discard_hand", "deck_to_g", "look_top_or_bottom", "look_take"):
            if self.target is not None:
                raise ValueError(f"{verb} names a `player`, not a target")
        elif self.player is not None:
            raise ValueError(f"{verb} names a `target`, not a player")
        if self.aim in FORCE_TARGETS + NEAR_FORCES and verb not in FORCE_VERBS:
            raise ValueError(f"{verb} does not apply to a force: a force takes `damage` (貫通ダメージ, "
                             "D-103) or `force_power` (B9-3)")
        if verb == "force_power" and (self.aim not in FORCE_TARGETS + NEAR_FORCES or self.force_power == 0):
            raise ValueError("force_power is a non-zero ±X on a force: target own_force or enemy_force "
                             "(B9-3)")
        if self.aim in EVERY_UNIT and verb not in EVERY_VERBS:
            raise ValueError(f"{self.aim} takes {', '.join(EVERY_VERBS)} (D-33)")
        if self.aim in CARD_TARGETS and (verb != "grant" or self.grant != "untargetable"):
            raise ValueError("own_card is a card to make untargetable by enemy effects "
                             "(「自軍カード１枚は、…敵軍効果の対象にならない」, D-35)")
        if self.aim in JUNKYARD_TARGETS and (verb != "move" or self.move != "hand"):
            raise ValueError("own_junkyard_unit is a unit of the own junkyard to move to the hand "
                             "(「自軍ジャンクヤードにあるユニット１枚を、自軍手札に移す」)")
        if self.aim in G_TARGETS and verb != "roll":
            raise ValueError("own_g is a G to roll (「自軍G１枚をロールする」, B7-3)")
        if verb == "scrap" and self.aim != "self":
            raise ValueError("scrap is 「このカードを廃棄する」: this card only, no target (D-96)")
        if self.rolled is not None and verb != "deck_to_g":
            raise ValueError("rolled is the state of the cards `deck_to_g` puts into the G zone (D-19, D-24)")
        if verb in ("deck_to_g", "look_top_or_bottom", "look_take") and self.player not in (None, "self"):
            raise ValueError("deck_to_g puts the own 本国's top cards into the own G zone (D-19)")
        if self.several is not None and (self.aim not in UNIT_TARGETS or not
                                         1 <= self.several[0] < self.several[1] <= 5):
            raise ValueError("several is [fewest, most] units a chosen unit target names, "
                             "1 <= fewest < most <= 5 (「ユニット１～２枚」, D-30)")
        if verb == "force_power" and self.until == "permanent":
            raise ValueError("a force power modifier ends when the force disbands (B9-12)")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in VERBS if getattr(self, v) not in (None, False))

    @property
    def aim(self) -> str:
        """The target kind ("self" when none is named)."""
        return self.target or "self"


# where the engine fires them; `damaged`: the card took damage (battle, effect or 貫通ダメージ)
# `played`: it entered the 場 by being played (「プレイされて場に出た場合」), not by 改装 (D-111)
# `resolved`: a command's own 『恒常』「このカードの解決直後に、」 (D-83: a 恒常 text applies off the 場
# too; D-85: it fires at that moment), right after the command resolved and went to the junkyard
_AUTOMATIC = {"continuous": "常駐", "static": "恒常"}  # B10-3
TRIGGER_EVENTS = ("enter", "played", "sortie", "destroyed", "damaged", "turn_end", "resolved")
VERBS = ("damage", "deck_damage", "modify", "roll", "reroll", "destroy", "negate_destroy", "gain", "refit",
         "share", "cross_weapon", "force_power", "grant", "draw", "move", "terrain", "scrap", "discard_hand",
         "deck_to_g", "look_top_or_bottom", "look_take")


LOOKS = ("look_top_or_bottom", "look_take")  # D-2: a look at the own 本国, decided as the text resolves


def check_hand_discard(script: list[Step], automatic: bool) -> None:
    """`discard_hand` (D-96, D-127): the first step of a used-type text or command, asked while it
    resolves; an automatic text applies with no decision in between (D-83 … D-86)."""
    if any(s.verb == "discard_hand" for s in script[1:]):
        raise ValueError("discard_hand is the first step of a script "
                         "(「自軍手札N枚を廃棄する。その場合、…」, D-127)")
    if automatic and script and script[0].verb == "discard_hand":
        raise ValueError("discard_hand is for used-type texts and commands, not automatic texts (D-83)")
    for look in LOOKS:
        if any(s.verb == look for s in script[:-1]):
            raise ValueError(f"{look} is the last step of a script (its player decides as it resolves)")
        if any(s.verb == "discard_hand" for s in script) and any(s.verb == look for s in script):
            raise ValueError(f"{look} and discard_hand ask two decisions: not in one script")
        if automatic and any(s.verb == look for s in script):
            raise ValueError(f"{look} is for used-type texts and commands, not automatic texts (D-83)")


@dataclass(frozen=True, slots=True)
class Need:
    """What a cost asks of the G zone (B7-4 … B7-7, B10-7): a 合計国力, G to roll per colour,
    and G of any colour (a text's ①)."""

    total: int = 0
    roll: dict[str, int] = field(default_factory=dict)
    any: int = 0

    @property
    def rule(self) -> str:
        if "purple" in self.roll:
            return "B7-6"
        return "B7-7" if len(self.roll) > 1 else "B7-4"


class Effect(_Strict):
    """A text (B10-3): a timing icon (B10-6, D-48-3), a cost (B10-7) and a script."""

    timing: str
    text: str = ""
    cost: Any = None
    script: list[Step] = []
    repeat: bool = False
    on: str | None = None
    keyword: str | None = None  # set on the texts a keyword expands into (D-108 … D-113)
    # D-42: 「このカードが戦闘エリアにいる場合、」「このカードが交戦中の場合、」: the text cannot be
    # played unless it holds, and fails if it no longer holds when it resolves
    condition: Literal["in_battle_area", "engaged"] | None = None
    # 「…できる」: an automatic text whose controller may choose no target at its `target` prompt
    # (then nothing applies: 「その場合、」 what follows needs what came before, D-127)
    optional: bool = False
    _reason: str | None = PrivateAttr(default=None)  # set when the text loads by hand (`by_hand_reason`)

    @model_validator(mode="before")
    @classmethod
    def _yaml_on(cls, data: Any) -> Any:
        # YAML 1.1 reads the bare key `on` as the boolean true (contracts/nexa.md spells `on:`).
        if isinstance(data, dict) and True in data:
            data = {("on" if k is True else k): v for k, v in data.items()}
        return data

    @field_validator("timing")
    @classmethod
    def _timing(cls, value: str) -> str:
        if value in ("continuous", "static", "trigger"):  # automatic texts (B10-3, D-83)
            return value
        check_timing(value)
        return value

    @field_validator("cost")
    @classmethod
    def _cost(cls, value: Any) -> Any:
        parse_text_cost(value)
        return value

    @model_validator(mode="after")
    def _scripted(self) -> Effect:
        if not self.script and self.timing not in ("continuous", "static") and not self.text:
            # The engine never guesses an effect from its text: a used-type text without a
            # script is applied by hand with effect actions (by_hand.py).
            raise ValueError("a text without a script needs its `text` (it is applied by hand)")
        if self.timing in ("continuous", "static"):
            if self.cost is not None:
                raise ValueError("an automatic text has no cost (D-83)")
            if not self.script:
                # issue 29: a 常駐 / 恒常 text without a script loads and is by hand, as a printed
                # one the engine cannot apply is (printed.py): shown with the card
                self._by_hand(f"a {_AUTOMATIC[self.timing]} text without a script: shown with the card and "
                              "applied by the players (the engine has no moment to stop for it, B10-3)")
            else:
                step = next((s for s in self.script if s.verb not in ("modify", "grant") or
                             s.aim not in AURA_TARGETS), None)
                if step is not None:
                    self._by_hand(f"a {_AUTOMATIC[self.timing]} text the engine applies only as `modify` or "
                                  f"`grant` on this card or on every unit of a kind; `{step.verb}` on "
                                  f"`{step.aim}` is shown with the card and applied by the players "
                                  "(B10-3, D-83)")
        elif any(s.verb == "grant" and s.until == "permanent" for s in self.script):
            raise ValueError("a `grant` of a used-type or 起動 text lasts until turn end or until the force "
                             "disbands; a lasting one is a 常駐 / 恒常 text's (B10-3)")
        if self.timing == "trigger":
            if self.on is None:
                raise ValueError(f"a trigger text needs `on`: one of {', '.join(TRIGGER_EVENTS)}, or "
                                 "start:[own.|enemy.]<turn|deploy|battle|attack|defense|damage|return> (the "
                                 "start of that turn, phase or step), or another event, applied by hand "
                                 "(B10-3)")
            if self.on not in TRIGGER_EVENTS and not _start_event(self.on):
                # issue 29: an event the engine does not have loads by hand, as a printed 起動 text on
                # one does (printed.py): shown with the card; the engine never fires it
                self._by_hand(f"a 起動 text on `{self.on}`, an event the engine does not watch: shown "
                              "with the card and applied by the players (B10-3)")
            if self.cost is not None:
                raise ValueError("an automatic text has no cost (D-83)")
        elif self.on is not None:
            raise ValueError("`on` is for trigger texts (B10-3)")
        check_hand_discard(self.script, self.timing in ("continuous", "static", "trigger"))
        return self

    def _by_hand(self, reason: str) -> None:
        """The text loads and is resolved by hand (issue 29, CONTRACTS §3b): the engine runs none of
        its script (an automated text doing other than its printing is worse than by hand)."""
        if not self.text:
            raise ValueError("a text the engine applies by hand needs its `text` (B10-3)")
        object.__setattr__(self, "script", [])  # frozen: set once, while validating
        self._reason = reason

    @property
    def by_hand_reason(self) -> str | None:
        """Why this scripted text is by hand though it has a script or an automatic timing (`check`
        reports it), or None."""
        return self._reason

    @cached_property
    def needs(self) -> list[tuple[Need, bool]]:
        """(G to roll, roll this card) of the cost (B10-7), per way to pay an A / B cost (one
        way otherwise); read once, as a card's texts never change."""
        cost = parse_text_cost(self.cost)
        return [(Need(roll=dict(way.get("roll", {})), any=int(way.get("any", 0))), bool(way.get("roll_self")))
                for way in cost.get("either", [cost])]


def _start_event(on: str | None) -> bool:
    """`start:<timing>`: a 起動 text that fires when that turn, phase or step starts (B10-3
    "特定のタイミング"; B9: the battle phase starts with its attack step)."""
    if not isinstance(on, str) or not on.startswith("start:") or on == "start:always":
        return False
    try:
        check_timing(on.removeprefix("start:"))
    except ValueError:
        return False
    return True


def check_timing(value: str) -> tuple[str | None, str]:
    """(`own` / `enemy` / None, phase or step) of a timing (D-48-3); `always` = every free timing."""
    side, _, name = value.rpartition(".")
    if value == "always":
        return None, "always"
    if side not in ("", "own", "enemy") or name not in PHASES:
        raise ValueError(f"unknown timing {value!r}: always, or [own.|enemy.] one of {', '.join(PHASES)}")
    return side or None, name


def parse_text_cost(value: Any) -> dict[str, Any]:
    """A text's cost (B10-7) as {roll_self, any, roll: {colour: n}} or {either: [...]}."""
    if value is None or value == 0:
        return {}
    if value == "roll_self":
        return {"roll_self": True}
    if not isinstance(value, dict):
        raise ValueError("a text cost is roll_self, 0, {any: n}, {roll: {colour: n}} or {either: [..]}")
    if "either" in value:
        if set(value) != {"either"} or not isinstance(value["either"], list) or len(value["either"]) != 2:
            raise ValueError("`either` takes two costs (B10-7 A / B)")
        options = [parse_text_cost(option) for option in value["either"]]
        if any("either" in option for option in options):
            raise ValueError("`either` costs do not nest (B10-7)")
        return {"either": options}
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key == "roll_self" and item is True:
            out["roll_self"] = True
        elif key == "any" and isinstance(item, int) and 1 <= item <= 10:
            out["any"] = item
        elif key == "roll" and isinstance(item, dict) and all(
                k in COLOURS and isinstance(n, int) and 1 <= n <= 10 for k, n in item.items()):
            out["roll"] = dict(item)
        else:
            raise ValueError(f"unknown text cost part {key!r}")
    return out


COLOURS = ("blue", "green", "black", "red", "brown", "white", "purple")


class Card(_Strict, LocalisedName):  # `name` may be given per language (core.cards)
    number: str = Field(min_length=1, max_length=40)
    name: str = Field(min_length=1, max_length=100)
    type: CardType
    traits: list[str] = []
    aliases: list[str] = []
    text: str = ""  # as printed (Japanese): what the engine reads
    # a printed card's text per language (ja as printed; en / zh-Hant display translations of
    # our own cards, shown to readers, never read: CONTRACTS §3b)
    texts: dict[Language, str] = {}
    effects: list[Effect] = []
    unique: bool = False  # ★ in the name (D-120)
    cost: Cost | None = None
    # a printed "-" for the cost (some ACE): no cost is printed, so the engine never plays the card
    # by paying one; how it enters the game is for its players, by hand (the rulebook has no rule)
    uncosted: bool = False
    g_sign: GSign | None = None
    melee: int = Field(default=0, ge=-20, le=20)
    ranged: int = Field(default=0, ge=-20, le=20)
    defense: int = Field(default=0, ge=-20, le=20)
    terrain: list[Literal["space", "earth"]] | None = None
    keywords: list[str] = []
    set_on: Literal["unit", "character", "operation", "ace", "any"] | None = None
    timing: str | None = None
    script: list[Step] = []
    guard: int | None = None
    gain_level: int | None = None

    @model_validator(mode="before")
    @classmethod
    def _keyword_texts(cls, data: Any) -> Any:
        """D-108 … D-113: a text keyword becomes a used-type text of the card (after its own)."""
        if not isinstance(data, dict) or not isinstance(data.get("keywords"), list):
            return data
        if any(isinstance(e, dict) and "keyword" in e for e in data.get("effects") or []):
            raise ValueError("`keyword` on a text is set by the engine from `keywords`")
        flags, texts = [], []
        for raw in data["keywords"]:
            printed_cost = None
            if isinstance(raw, dict) and len(raw) == 2 and "cost" in raw:
                # a printed card's keyword text with its printed cost (D-114-1: it wins over ①)
                printed_cost = {"cost": raw["cost"] or None}
                raw = {k: v for k, v in raw.items() if k != "cost"}
            name = next(iter(raw)) if isinstance(raw, dict) and len(raw) == 1 else raw
            if name in TRAIT_KEYWORDS:
                value = raw[name] if isinstance(raw, dict) else None
                if not isinstance(value, str) or not value:
                    raise ValueError(f"keyword {name} takes a trait: {{{name}: <trait>}}")
                texts.append({**keyword_text(name, value), **(printed_cost or {})})
                flags.append(name)
            elif name in TEXT_KEYWORDS:
                value = raw[name] if isinstance(raw, dict) else None
                if (name in VALUED_KEYWORDS) != isinstance(value, int) or isinstance(value, bool) or \
                        (value is not None and not 1 <= value <= 9):
                    raise ValueError(f"keyword {name} takes " + ("a value 1 to 9: {" + name + ": X}"
                                                                 if name in VALUED_KEYWORDS else "no value"))
                texts.append({**keyword_text(name, value or 0), **(printed_cost or {})})
                flags.append(name)
            else:
                flags.append(raw)
        if not texts:
            return data
        return {**data, "keywords": flags, "effects": [*(data.get("effects") or []), *texts]}

    @field_validator("keywords", mode="before")
    @classmethod
    def _keywords(cls, values: Any) -> list[str]:
        if not isinstance(values, list):
            raise ValueError("keywords is a list")
        out = []
        for raw in values:
            name = next(iter(raw)) if isinstance(raw, dict) and len(raw) == 1 else raw
            if not isinstance(name, str):
                raise ValueError(f"unknown keyword {raw!r}")
            if name in TEXT_KEYWORDS and not isinstance(raw, dict):
                out.append(name)
                continue
            if name not in FLAG_KEYWORDS or isinstance(raw, dict):
                raise ValueError(f"unknown keyword {raw!r}")
            out.append(name)
        return out

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        t = self.type
        if t == "graphic":
            if self.g_sign is None:
                raise ValueError("a graphic needs a g_sign (B7-10)")
            if self.cost is not None:
                raise ValueError("a graphic has no cost")
            if self.guard is not None and not 1 <= self.guard <= 9:
                raise ValueError("a guard level is 1 to 9 (B7-11)")
            if self.gain_level is not None and not 1 <= self.gain_level <= 9:
                raise ValueError("a gain level is 1 to 9 (B7-12)")
        elif self.cost is None and not self.uncosted:
            raise ValueError(f"a {t} needs a cost (B7-4)")
        elif self.guard is not None or self.gain_level is not None:
            raise ValueError("guard and gain_level belong to graphics (B7-11, B7-12)")
        if t in ("unit", "ace"):
            if self.terrain is None:
                raise ValueError(f"a {t} needs terrain (may be empty)")
            if min(self.melee, self.ranged, self.defense) < 0:
                raise ValueError("printed combat values are at least 0 (D-68)")
        elif self.terrain is not None:
            raise ValueError("only units and ACE have terrain")
        if t not in ("unit", "ace", "character") and (self.melee or self.ranged or self.defense):
            raise ValueError(f"a {t} has no combat values")
        if t == "ace" and len(self.effects) > 3:
            raise ValueError("an ACE has at most 3 texts")
        if self.set_on is not None and t != "operation":
            raise ValueError("set_on is for operations (B7-10)")
        if t == "command":
            if self.timing is None or not (self.script or self.text):
                raise ValueError("a command needs a timing and a script, or a text applied by hand (D-48-3)")
            check_timing(self.timing)
            if any(e.timing != "trigger" or e.on != "resolved" for e in self.effects):
                raise ValueError("a command's own texts are 『恒常』「このカードの解決直後に」 ones "
                                 "(`trigger`, `on: resolved`, D-83, D-85); its effect is its script")
        elif any(e.on == "resolved" for e in self.effects):
            raise ValueError("`on: resolved` is a command's 「このカードの解決直後に」 (D-85)")
        elif self.timing is not None or self.script:
            raise ValueError("timing and script are for commands; other cards have effects")
        check_hand_discard(self.script, False)
        # D-118 「このカードは、自軍配備エリアにセットできる」: a set card's — a character (set on a
        # unit, B7-10) or a set operation (D-72) — that may instead be set in the own deploy area
        if "stay" in self.keywords and t not in ("operation", "character"):
            raise ValueError("stay is a set card's keyword: a character or a set operation (D-118)")
        if "stay" in self.keywords and t == "operation" and self.set_on is None:
            raise ValueError("stay is for set operations (D-118): give set_on")
        if t in ("character", "operation", "command", "graphic") and self.keywords and \
                not set(self.keywords) <= NON_UNIT_KEYWORDS:
            raise ValueError(f"keywords {self.keywords} do not fit a {t}")
        return self

    # --- derived ----------------------------------------------------------------------

    # Derived facts are cached on the (frozen) card: the engine asks for them on every
    # legal-action listing.
    @cached_property
    def is_unit(self) -> bool:
        return self.type in ("unit", "ace")

    @property
    def colours(self) -> list[str]:
        return sorted(self.cost.roll) if self.cost else []

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @cached_property
    def g_colour(self) -> str:
        """The colour this card gives as a G (its G sign's; white without one)."""
        return self.g_sign.color if self.g_sign else "white"

    def display_lines(self, lang: str) -> dict[str, str]:
        """The printed text's lines (as printed and as read) -> their display translation in
        `lang`, where the card file gives one line for line (our own cards: `text.en`,
        `text.zh-Hant`); empty otherwise. The bot shows readers these; the engine never reads them."""
        translation = self.texts.get(lang)  # type: ignore[call-overload]
        if not translation or not self.text or translation == self.text:
            return {}
        printed, shown = self.text.split("\n"), translation.split("\n")
        if len(printed) != len(shown):
            return {}
        out: dict[str, str] = {}
        for raw, line in zip(printed, shown, strict=True):
            if raw.strip():
                out[raw.strip()] = line.strip()
                out.update({read: line.strip() for read in printed_lines(raw) if read})
        return out

    @cached_property
    def copyable(self) -> list[str | Effect]:
        """クロスウェポン (D-114): this card's original texts other than クロスウェポン — its
        special-effect keywords, then its texts (keyword texts included) — in a fixed order;
        an activation names one by its index (`copy`)."""
        return [*(k for k in self.keywords if k in COPYABLE_FLAGS),
                *(e for e in self.effects if e.keyword != "cross_weapon")]


# A neutral card for scenario zones given as a number (contracts/nexa.md: no G sign,
# cannot be played, no text); `g: {blue: 3}` G are fillers with a G sign of that colour.
FILLER = Card.model_construct(number="FILLER", name="Filler", type="graphic", g_sign=None)
FILLER_G = {c: Card(number=f"FILLER-G-{c.upper()}", name=f"{c} G", type="graphic",
                    g_sign=GSign(color=c, attribute="-")) for c in COLOURS}  # type: ignore[arg-type]


class CardPool:
    """Card definitions by number, from one or more files."""

    def __init__(self, cards: list[Card] | None = None) -> None:
        self.cards: dict[str, Card] = {FILLER.number: FILLER, **{c.number: c for c in FILLER_G.values()}}
        for card in cards or []:
            self.cards[card.number] = card

    def __contains__(self, number: str) -> bool:
        return number in self.cards

    def __getitem__(self, number: str) -> Card:
        return self.cards[number]

    def get(self, number: str) -> Card | None:
        return self.cards.get(number)

    def with_cards(self, cards: list[Card]) -> CardPool:
        pool = CardPool()
        pool.cards = {**self.cards, **{c.number: c for c in cards}}
        return pool


def is_filler(number: str) -> bool:
    return number == FILLER.number or number.startswith("FILLER-G-")


def parse_cards(data: Any, source: str = "<cards>") -> list[Card]:
    if isinstance(data, dict) and "cards" in data:
        data = data["cards"]
    if not isinstance(data, list):
        raise CardFileError(f"{source}: expected a list of cards")
    cards: list[Card] = []
    seen: set[str] = set()
    for n, row in enumerate(data, 1):
        label = f"card {row['number']}" if isinstance(row, dict) and row.get("number") else f"card {n}"
        if isinstance(row, dict) and not is_printed(row) and not any(
                k in row for k in ("effects", "keywords", "script")):  # a printed card with no text (a G)
            row = {**{k: v for k, v in row.items() if k != "lang"}, **printed_fields(row)}
        try:
            card = _printed(row) if is_printed(row) else Card.model_validate(row)
        except ValidationError as exc:
            error = exc.errors()[0]
            where = ".".join(str(p) for p in error["loc"]) or "card"
            message = "unknown field" if error["type"] == "extra_forbidden" else \
                error["msg"].removeprefix("Value error, ")
            raise CardFileError(f"{source}: {label}: field {where}: {message}") from None
        if card.number in seen:
            raise CardFileError(f"{source}: {label}: number {card.number} is used twice")
        seen.add(card.number)
        cards.append(card)
    return cards


def _printed(row: dict[str, Any]) -> Card:
    """A printed card (CONTRACTS §3b) read by printed.py. Every printed card loads: what its
    printing says that the engine's card cannot hold (a keyword on a card type the engine
    gives it no meaning on, D-105 … D-119) is left to its text, by hand; a card whose fields
    themselves are wrong is still refused, naming the field."""
    converted = to_card(row)
    try:
        return Card.model_validate(converted)
    except ValidationError:
        pass
    fitting = [k for k in converted.get("keywords", []) if _fits(k, converted)]
    # a keyword text the card type cannot hold stays a used-type text of its timing and printed
    # cost, resolved by hand (never dropped)
    by_hand = [_by_hand_keyword(k) for k in converted.get("keywords", [])
               if not _fits(k, converted) and (k if isinstance(k, str) else next(iter(k))) in TEXT_KEYWORDS]
    effects = [*converted.get("effects", []), *by_hand]
    trimmed = {k: v for k, v in converted.items() if k not in ("keywords", "effects")}
    try:
        return Card.model_validate({**trimmed, **({"keywords": fitting} if fitting else {}),
                                    **({"effects": effects} if effects else {})})
    except ValidationError:
        bare = {k: v for k, v in converted.items() if k not in ("keywords", "effects", "script")}
        if bare.get("type") == "command":
            bare["script"] = []
        return Card.model_validate(bare)


def _by_hand_keyword(keyword: Any) -> dict[str, Any]:
    name = keyword if isinstance(keyword, str) else next(k for k in keyword if k != "cost")
    value = keyword.get(name) if isinstance(keyword, dict) else None
    text = keyword_text(name, value if value is not None else "")
    cost = keyword.get("cost", text["cost"]) if isinstance(keyword, dict) else text["cost"]
    return {"timing": text["timing"], "text": text["text"], **({"cost": cost} if cost else {})}


def _fits(keyword: Any, card: dict[str, Any]) -> bool:
    name = next(k for k in keyword if k != "cost") if isinstance(keyword, dict) else keyword
    if card.get("type") in ("unit", "ace"):
        return name != "stay"
    if name == "stay":  # D-118: a set card's (a character, or an operation with a set_on)
        return card.get("type") == "character" or \
            (card.get("type") == "operation" and card.get("set_on") is not None)
    return name in NON_UNIT_KEYWORDS


def load_card_file(path: Path) -> list[Card]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError):
        raise CardFileError(f"{path.name}: not valid YAML/JSON") from None
    return parse_cards(data, path.name)


@cache
def demo_pool() -> CardPool:
    return CardPool(load_card_file(data_dir() / "cards" / "nexa-demo.yaml"))
