"""UCG card definitions (contracts/ucg.md §3): pydantic models loaded from YAML or JSON.

A malformed file is reported naming the file, the card and the field.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from ...core.cards import LocalisedName
from ...core.effects.reader import normalise
from ...core.errors import CardFileError
from ...paths import data_dir
from .printed import is_printed, to_card

CardType = Literal["ultraman", "kaiju", "mecha", "scene"]  # 2.2.1, 2.2.2
CHARACTER_TYPES = ("ultraman", "kaiju", "mecha")  # 2.3.6.2
Attribute = Literal["basic", "power", "speed", "armed", "hazard", "devastation", "invasion", "meteor"]
# on_any_scene_enter: 《Whenever a scene enters play》 on a character (9.2.1)
Timing = Literal["on_enter", "on_scene_enter", "on_any_scene_enter", "trigger", "continuous", "activate",
                 "deckbuilding"]
StateName = Literal["single", "double", "triple", "quad"]
STATES: tuple[StateName, ...] = ("single", "double", "triple", "quad")  # 2.3.5.2, 8.1.1
# opposing_of_own: "the battle opponent of one of your 『X』" (7.1.1): the filters name yours
Target = Literal["self", "opposing", "own_character", "enemy_character", "opposing_of_own"]
Until = Literal["turn", "permanent"]
VERBS = ("draw", "bp", "level", "result", "return_to_hand", "return_top", "discard", "charge",
         "extra", "copies", "detach", "reveal_pick", "to_deck", "trash_scene", "draw_returned",
         "exile", "mill", "recover", "swap", "return_scene", "trash_this", "exile_own")
Noun = Literal["character", "ultraman", "kaiju", "scene", "card"]  # 2.2.1, 2.3.6
_VARIANT = re.compile(r"_[A-Za-z0-9]+$")  # 4.1.3: UCG-001_P1 is a variant of UCG-001


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Step(_Strict):
    """One step of a script: exactly one verb."""

    draw: int | None = Field(default=None, ge=1, le=10)  # 11.10
    bp: int | None = Field(default=None, ge=-99999, le=99999)  # 11.7
    level: Literal[-1, 1] | None = None  # 11.6
    result: Literal["win", "draw"] | None = None  # 11.16
    return_to_hand: bool | None = None  # whole character
    return_top: bool | None = None  # 11.12
    discard: int | None = Field(default=None, ge=1, le=10)
    charge: int | None = Field(default=None, ge=1, le=10)  # 11.17
    extra: bool | None = None  # 8.1.2: the EXTRA BP applies (continuous only)
    # s17-games round 2: with `bp` on a continuous effect, the BP change applies once for every whole this
    # many cards in the opponent's hand, counted whenever the BP is read (「每有兩張」, 9.3.1, 11.7.1)
    per_opponent_hand: int | None = Field(default=None, ge=1, le=10)
    copies: int | None = Field(default=None, ge=1, le=50)  # deckbuilding: copies allowed
    detach: int | None = Field(default=None, ge=1, le=10)  # cost: charge cards to the trash
    target: Target = "self"
    until: Until = "turn"
    name: str | None = None  # charge: the 【○○】 character name (11.17.1)
    named: str | None = None  # only characters whose card name contains 「…」 (2.3.1.2)
    may: bool = False  # this step is a 「可」 part: asked before it runs (11.14.2, 11.19.3, 11.20.1)
    # s17-games: the opponent does this step — draws (「對手可抽一張牌」, 11.10.1); with `may` the 「可」 is
    # theirs: they are asked (11.3)
    by_opponent: bool = False
    if_done: bool = False  # runs only if the step before was done in full (11.4.2, 11.20.2)
    # printed cards (issue 29, printed.py): what the reader's targets and verbs need
    reveal_pick: int | None = Field(default=None, ge=1, le=10)  # 11.11 + 11.4: reveal n, may take one
    to_deck: Literal["top", "bottom", "top_or_bottom"] | None = None  # one card of the hand (11.20)
    up_to: int | None = Field(default=None, ge=1, le=10)  # to_deck / exile: up to n cards, one at a time
    draw_returned: bool | None = None  # draw as many as the `to_deck … up_to` before it returned (11.10)
    exile: int | None = Field(default=None, ge=1, le=10)  # n cards of the opponent's discard area (3.8.1)
    # s17-games, a [發動] cost: n cards of your own discard area removed from the game (3.8.1, 9.4.3), of
    # `character_name` / `kind` when printed ("Exile two 『X』 cards in your discard area from the game");
    # the player names them in `pay`
    exile_own: int | None = Field(default=None, ge=1, le=10)
    return_scene: bool | None = None  # the opponent's scene to its owner's hand (6.1.1)
    # "send this scene to its owner's discard area": a step, or a [發動] cost (9.4.3); only the
    # scene whose effect it is, while it is the scene (6.1.1)
    trash_this: bool | None = None
    swap: bool | None = None  # this character and the target swap places (11.9.1)
    adjacent: bool = False  # a target in an area left or right of this character's (5.5.7)
    other: bool = False  # "another one of your …": a target other than this character
    recover: int | None = Field(default=None, ge=1, le=10)  # n cards of your discard area into your hand
    or_named: str | None = None  # a chosen card matches also by 「X」 in its card name alone (2.3.1.2)
    or_kind: Noun | None = None  # a chosen card matches also by this noun alone ("scene or 『X』 card")
    mill: int | None = Field(default=None, ge=1, le=20)  # the top n of your deck to your discard area
    # mill / draw / discard / exile: not at all unless all n can be (11.4.4, the (A) of "(A), to
    # (B)"); without it, as many as can be (1.2.3, 11.19.2, 11.20.1)
    whole: bool = False
    min_level: int | None = Field(default=None, ge=1, le=9)  # a chosen card's level, at least / most (2.3.3)
    max_level: int | None = Field(default=None, ge=1, le=9)
    trash_scene: int | None = Field(default=None, ge=0, le=20)  # the scene, round <= n (6.1.1, 2.4.2)
    scene_owner: Literal["any", "enemy"] = "any"  # trash_scene: whose scene the text names
    round_op: Literal["at_most", "at_least", "exactly"] = "at_most"  # trash_scene: "round n or lower" …
    kind: Noun | None = None  # a target's / the picked card's noun (2.3.6)
    character_name: list[str] | None = None  # 『X』 (or 『Y』): character names (2.3.2), in any printing
    attribute: list[Attribute] | None = None  # TYPE 【X】 (2.3.4)
    states: list[StateName] | None = None  # SINGLE … QUAD (2.3.5.2)
    all: bool = False  # every matching character, none chosen

    @model_validator(mode="after")
    def _one_verb(self) -> Step:
        verbs = [v for v in VERBS if getattr(self, v) not in (None, False)]
        if len(verbs) != 1:
            raise ValueError(f"a script step needs exactly one verb, got {verbs or 'none'}")
        if self.by_opponent and verbs[0] != "draw":
            raise ValueError("by_opponent is the opponent's draw (「對手可抽一張牌」, 11.10.1)")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in VERBS if getattr(self, v) not in (None, False))

    @property
    def chosen(self) -> bool:
        """A target the player chooses (7.1.2) rather than one the text fixes."""
        chosen_targets = ("own_character", "enemy_character", "opposing_of_own")
        return self.target in chosen_targets and not self.all and self.verb in (
            "bp", "level", "result", "return_to_hand", "return_top", "charge", "swap")


class Condition(_Strict):
    """When a continuous effect or an EXTRA BP holds (an extension of the contract)."""

    own_scene: bool = False  # the effect's owner has the scene in the scene area
    charge_at_least: int = Field(default=0, ge=0, le=50)
    present: str | None = None  # 11.5.1: a character named 「…」 (2.3.1.2) on the owner's side
    # printed cards (issue 29, printed.py)
    opponent_type: list[Attribute] | None = None  # the battle opponent has TYPE 【X】 (7.1.1, 9.3.2)
    opponent_state: list[StateName] | None = None  # the battle opponent is DOUBLE … (7.1.1, 2.3.5.2)
    opponent_kind: Literal["ultraman", "kaiju"] | None = None  # the battle opponent is a Kaiju (7.1.1, 2.2.1)
    first_player: bool = False  # you are the Lead player for this turn (5.2.1)
    present_character: str | None = None  # 11.5.1: you have 『X』 (a character name, 2.3.2)
    present_any: list[str] | None = None  # 11.5.1: you have 『A』 or 『B』
    adjacent_character: str | None = None  # 『X』 is left or right of this character (5.5.7)
    adjacent_both: bool = False  # … on both sides
    count_kind: Literal["character", "ultraman", "kaiju"] | None = None  # you have n or more … (9.3.1)
    count_states: list[StateName] | None = None
    count_at_least: int = Field(default=0, ge=0, le=50)


class Effect(_Strict):
    timing: Timing
    text: str
    states: list[StateName] | None = None  # [SIN]/[DBL]/[TRP]/[QUAD] (2.3.5.2)
    script: list[Step] | None = None
    per_turn: int | None = Field(default=None, ge=1, le=9)  # 9.4.2
    cost: list[Step] | None = None  # 9.4.3: left of →
    optional: bool = False  # 「可～」 (11.3)
    condition: Condition | None = None
    by_hand: bool = False  # a printed text the engine does not run: shown, resolved by hand (issue 29)
    _reason: str | None = PrivateAttr(default=None)  # set when a scripted effect loads by hand

    @model_validator(mode="after")
    def _consistent(self) -> Effect:
        if (self.per_turn or self.cost) and self.timing != "activate":
            raise ValueError("per_turn and cost belong to [發動] effects (9.4)")
        if self.timing == "activate" and self.per_turn is None:
            raise ValueError("a [發動] effect states its uses per turn (9.4.2)")
        # issue 29: an effect kind the engine does not run loads by hand, as a printed one does
        # (printed.py `by_hand`): shown with the card and applied by the players
        if self.timing == "trigger" and not self.by_hand:
            self._to_hand("a triggered effect other than 《當本角色登場時》 / 《當本場景出現時》 / "
                          "《Whenever a scene enters play》: the engine does not know when it triggers; "
                          "shown with the card and applied by the players (9.2.1)")
        if self.timing == "continuous" and not self.by_hand:
            if not self.script:
                self._to_hand("a continuous effect without a script: shown with the card and applied by the "
                              "players (9.3.1)")
            else:
                step = next((s for s in self.script
                             if s.verb not in ("bp", "level", "result", "extra") or s.target != "self"), None)
                if step is not None:
                    self._to_hand(f"a continuous effect the engine applies only as this character's BP, "
                                  f"level, battle result or EXTRA; `{step.verb}` on `{step.target}` is shown "
                                  "with the card and applied by the players (9.3.1)")
        for step in self.script or []:
            if step.per_opponent_hand is not None and (step.verb != "bp" or self.timing != "continuous"):
                raise ValueError("`per_opponent_hand` counts a continuous `bp` change (9.3.1, 11.7.1)")
        if self.timing == "deckbuilding" and (not self.script or any(
                s.verb != "copies" for s in self.script)):
            raise ValueError("a deckbuilding effect's script is `copies: n` (9.1.1)")
        for step in self.script or []:
            if step.verb in ("extra",) and self.timing != "continuous":
                raise ValueError("`extra` is a continuous effect (8.1.2)")
            if step.verb == "copies" and self.timing != "deckbuilding":
                raise ValueError("`copies` is a deckbuilding effect (9.1.1)")
            if step.verb in ("detach", "exile_own"):
                raise ValueError(f"`{step.verb}` is a cost, not an effect step (9.4.3)")
        for step in self.cost or []:
            if step.verb not in ("discard", "detach", "trash_this", "exile_own"):
                raise ValueError("a [發動] cost is `discard: n`, `detach: n`, `exile_own: n` or `trash_this` "
                                 "(9.4.3)")
        if any(s.exile_own for s in self.cost or []) and len(self.cost or []) > 1:
            raise ValueError("an `exile_own` cost is the whole cost: `pay` names its cards (9.4.3)")
        return self

    def _to_hand(self, reason: str) -> None:
        """The effect loads by hand (issue 29, CONTRACTS §3b): the engine runs none of its script (an
        automated effect doing other than its printing is worse than by hand)."""
        object.__setattr__(self, "by_hand", True)  # frozen: set once, while validating
        object.__setattr__(self, "script", None)
        self._reason = reason

    @property
    def by_hand_reason(self) -> str | None:
        """Why this scripted effect is by hand though the card gives it a script or a timing the engine
        does not run (`check` reports it), or None."""
        return self._reason


class BP(_Strict):
    single: int | None = Field(default=None, ge=0, le=99999)
    double: int | None = Field(default=None, ge=0, le=99999)
    triple: int | None = Field(default=None, ge=0, le=99999)
    quad: int | None = Field(default=None, ge=0, le=99999)
    extra: int | None = Field(default=None, ge=0, le=99999)

    def column(self, state: StateName) -> int | None:
        return getattr(self, state)


class Card(_Strict, LocalisedName):  # `name` may be given per language (core.cards)
    number: Annotated[str, Field(min_length=1, max_length=40)]
    name: Annotated[str, Field(min_length=1, max_length=100)]
    type: CardType
    character: str | None = None  # 2.3.2 (English where given per language: docs/ucg.md)
    characters: dict[str, Annotated[str, Field(min_length=1, max_length=100)]] = {}  # 2.3.2 per language
    text: str | dict[str, str] | None = None  # a printed card's text as printed, per language (CONTRACTS §3b)
    level: int | None = Field(default=None, ge=1, le=9)  # 2.3.3
    attribute: Attribute | None = None  # 2.3.4
    bp: BP | None = None  # 2.3.7
    team: list[str] = []  # 11.18.1
    round: int | None = Field(default=None, ge=0, le=20)  # 2.4.2, 6.3.1
    effects: list[Effect] = []
    filler: bool = False  # scenario filler: neither character nor scene

    @model_validator(mode="before")
    @classmethod
    def _localised_character(cls, data: Any) -> Any:
        """`character` per language, like `name` (docs/ucg.md: the printed 『X』 of a zh-Hant or
        ja text names the character in that language)."""
        if isinstance(data, dict) and isinstance(data.get("character"), dict):
            data = dict(data)
            names = {str(k): v for k, v in data.pop("character").items()}
            data["characters"] = names
            data["character"] = names.get("en") or next(iter(names.values()), None)
        return data

    def name_contains(self, part: str) -> bool:
        """「X」 is a part of this card's name, in any language it is printed in (2.3.1.2); compared
        in one spelling (NFKC, no spaces), as the reader reads the text."""
        def key(text: str) -> str:
            return re.sub(r"\s+", "", normalise(text, cjk=True))
        return any(key(part) in key(n) for n in (self.name, *self.names.values()))

    def has_character(self, name: str) -> bool:
        """『X』 names this card's character, in any language it is printed in (2.3.2)."""
        return name == self.character or name in self.characters.values()

    def character_contains(self, part: str) -> bool:
        """【○○】 is in this card's character name, in any language it is printed in (11.17.1)."""
        return any(part in n for n in (self.character or "", *self.characters.values()) if n)

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if self.filler:
            return self
        if self.type == "scene":
            if self.round is None:
                raise ValueError("a scene card has a round (2.4.2)")
            if self.character or self.level or self.bp or self.team or self.attribute:
                raise ValueError("a scene card has no character name, level, TYPE, BP or TEAM (2.4)")
            for effect in self.effects:
                if effect.timing == "on_enter" or effect.states:
                    raise ValueError("《當本角色登場時》 and state prefixes are character texts")
        else:
            if not self.character or self.level is None or self.bp is None or not self.attribute:
                raise ValueError("a character card has character, level, attribute and bp (2.3)")
            if self.round is not None:
                raise ValueError("only scene cards have a round (2.4.2)")
            if self.bp.extra is not None and not any(
                    s.verb == "extra" for e in self.effects for s in e.script or []) and not any(
                    e.by_hand for e in self.effects):  # printed: its EXTRA condition is by hand
                raise ValueError("an EXTRA BP needs a continuous effect giving its condition (8.1.2)")
            for effect in self.effects:
                if effect.timing == "on_scene_enter":
                    raise ValueError("《當本場景出現時》 is a scene text (6.2.3)")
        return self

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTER_TYPES and not self.filler

    @property
    def base_number(self) -> str:
        return _VARIANT.sub("", self.number)

    def effects_at(self, timing: str) -> list[tuple[int, Effect]]:
        return [(i, e) for i, e in enumerate(self.effects) if e.timing == timing]


FILLER = Card(number="FILLER", name="Filler", type="kaiju", filler=True)


class CardPool:
    """Card definitions by number, from one or more files."""

    def __init__(self, cards: list[Card] | None = None) -> None:
        self.cards: dict[str, Card] = {FILLER.number: FILLER}
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


def parse_cards(data: Any, source: str = "<cards>") -> list[Card]:
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
        if isinstance(row, dict) and row.get("filler"):
            raise CardFileError(f"{source}: {label}: field filler: reserved for scenarios")
        if isinstance(row, dict) and "effects" not in row and "lang" in row:  # a printed language (§3b)
            row = {k: v for k, v in row.items() if k != "lang"}
        try:
            card = Card.model_validate(to_card(row) if is_printed(row) else row)
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
    return CardPool(load_card_file(data_dir() / "cards" / "ucg-demo.yaml"))
