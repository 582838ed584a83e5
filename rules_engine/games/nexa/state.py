"""The state of a NEX-A match: every physical card, the zones (B2-5, D-50, D-51), the turn
structure, the cut and what the game waits for. Mutated only by apply; rebuilt by replay."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ...core.zones import ZoneSpec
from .cards import Card, CardPool, Effect, Step

# contracts/nexa.md "Zones". `space` and `earth` are kept per player: each side's force
# in that battle area, front first (B9-1, D-87). `played` holds cards waiting in a cut.
ZONES: dict[str, ZoneSpec] = {z.name: z for z in (
    ZoneSpec("deck", "hidden"),  # 本国 (B2-5 ①)
    ZoneSpec("pile", "hidden"),  # 捨て山, face down (B2-5 ②, D-51)
    ZoneSpec("hand", "owner", ordered=False),
    ZoneSpec("junkyard", "public"),  # B2-5 ⑥
    ZoneSpec("hangar", "public"),  # D-56
    ZoneSpec("removed", "public"),  # B2-5 ⑨, D-104
    ZoneSpec("deploy", "public", ordered=False),
    ZoneSpec("g", "public"),  # B2-5 ⑤
    ZoneSpec("space", "public"),
    ZoneSpec("earth", "public"),
    ZoneSpec("played", "public"),  # D-50, D-21
)}
AREAS = ("space", "earth")
FIELD = ("deploy", "g", "space", "earth")  # the 場
NOT_G = ("deploy", "space", "earth")
HAND_LIMIT = 6  # B10-2
OPENING_HAND = 6  # B5-2


def _numbers_where(pool: CardPool, name: str, has: Callable[[Card], bool]) -> frozenset[str]:
    """The numbers of the pool's cards for which `has` holds, cached on the pool under `name`
    (a pool's cards do not change once built)."""
    cached = pool.__dict__.get(name)
    if cached is None:
        cached = pool.__dict__[name] = frozenset(n for n, card in pool.cards.items() if has(card))
    return cached


def trigger_numbers(pool: CardPool) -> frozenset[str]:
    """The cards with a 起動 text (B10-3): most have none, and `triggers.fire` skips them
    without reading their texts."""
    return _numbers_where(pool, "_triggers", lambda card: any(e.timing == "trigger" for e in card.effects))


def start_numbers(pool: CardPool) -> frozenset[str]:
    """The cards with a `start:` 起動 text (B10-3): a phase or step that starts looks at
    them only (and at cards that gained texts, D-114)."""
    return _numbers_where(pool, "_start_triggers", lambda card: any(
        e.timing == "trigger" and (e.on or "").startswith("start:") for e in card.effects))


def off_turn_numbers(pool: CardPool) -> frozenset[str]:
    """The cards that may be played other than in their player's own deploy phase with no
    cut (D-48: commands at their timing, ACE in any deploy phase, クイック): the legal-action
    listing skips every other hand card then."""
    return _numbers_where(pool, "_off_turn",
                          lambda card: card.type in ("command", "ace") or card.has("quick"))


def text_numbers(pool: CardPool) -> frozenset[str]:
    """The cards with a printed text that is played (B10-3: not 常駐 / 恒常 / 起動)."""
    return _numbers_where(pool, "_played_texts", lambda card: any(
        e.timing not in ("continuous", "static", "trigger") for e in card.effects))


def aura_numbers(pool: CardPool) -> frozenset[str]:
    """The cards with a 常駐 / 恒常 text on units other than `self`, or giving a keyword: most
    pools have none, and `stat` then skips the search."""
    return _numbers_where(pool, "_auras", lambda card: any(
        e.timing in ("continuous", "static") and any(s.aim != "self" or s.grant for s in e.script)
        for e in card.effects))


@dataclass(slots=True)
class Mod:
    """A combat modifier from an effect (B10-2 ④: `turn_end` ones end at turn end)."""

    melee: int
    ranged: int
    defense: int
    until: str = "turn_end"
    keyword: str = ""  # a keyword given for a time (「ターン終了時まで「速攻」を得る」), no ±


@dataclass(slots=True)
class CardState:
    uid: int
    number: str
    owner: str
    zone: str = "deck"
    holder: str = ""  # whose zone list holds it ("" for a set card)
    rolled: bool = False
    damage: int = 0
    destroyed: bool = False
    set_on: int | None = None  # a character under this unit (B7-10)
    # `sets`, `mods` and `gained` are the shared empty tuple until their first entry, a list
    # after (#28 §7: most cards never have any, and each kept three empty lists).
    sets: list[int] | tuple[()] = ()
    mods: list[Mod] | tuple[()] = ()
    played_turn: int = -1
    is_g: bool = False
    battled_turn: int = -1  # last turn it entered a battle area (PS装甲, D-115)
    # Texts gained until turn end from クロスウェポン (D-114): [card number, index into that
    # card's `copyable`], in the order gained.
    gained: list[list[Any]] | tuple[()] = ()

    def add_mod(self, mod: Mod) -> None:
        self.mods = [*self.mods, mod]


@dataclass(slots=True)
class CutItem:
    """An effect waiting in the cut (B10-8 … B10-11): a played card, a played text, or the
    廃棄 effect of a destroyed card (D-93, D-95)."""

    kind: str  # card | text | discard
    owner: str
    source: int
    effect: int = -1  # the text's index for `text`
    targets: list[int] = field(default_factory=list)
    as_g: bool = False
    area: str = ""  # the guard system's force (B7-11)
    reveal: int | None = None  # 改装: the unit revealed as the cost (D-111)
    side: str = ""
    copy: int | None = None  # クロスウェポン: the index of the text to copy (D-114)
    origin: list[Any] | None = None  # a gained text's [card number, copyable index] (D-114)


@dataclass(slots=True)
class Prompt:
    kind: str  # redraw | free | cut_in | sortie | discard
    player: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class PlayerFlags:
    redrawn: bool = False
    g_played: bool = False
    ace_played: bool = False
    used: list[tuple[int, int]] = field(default_factory=list)  # (uid, effect) this turn (B10-7)


@dataclass(slots=True)
class NexaState:
    pool: CardPool
    players: tuple[str, str]
    seed: str
    cards: dict[int, CardState] = field(default_factory=dict)
    zones: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    flags: dict[str, PlayerFlags] = field(default_factory=dict)
    rng_counter: int = 0
    next_uid: int = 1
    turn: int = 1
    first: str = "A"
    active: str = "A"
    phase: str = "mulligan"  # mulligan | reroll | draw | deploy | battle | end
    step: str | None = None  # attack | defense | damage | return
    window: str | None = None  # before | after | main | None
    regulated: bool = False  # the current phase/step's regulation effect is done (D-45)
    cut: list[CutItem] = field(default_factory=list)
    force_mods: dict[str, int] = field(default_factory=dict)  # "A.space": +X until the force disbands
    priority: str = ""
    passes: int = 0
    prompt: Prompt | None = None
    winner: str | None = None
    over: bool = False
    events: list[Any] = field(default_factory=list)  # transient: log lines of this action
    # Automatic texts (B10-3, D-83 … D-86): fired 起動 texts waiting to apply, the texts that
    # fired this turn (D-85), units destroyed since the last check (their `destroyed` event),
    # and whether a cut paused for the attacker's order (D-86) and must resume.
    triggers: list[CutItem] = field(default_factory=list)
    applying: list[CutItem] = field(default_factory=list)  # ordered, being applied one by one
    fired: list[list[int]] = field(default_factory=list)
    destroyed_now: list[int] = field(default_factory=list)
    resuming: bool = False
    by_hand: CutItem | None = None  # an effect without a script its owner applies by hand
    # 「自軍手札N枚を廃棄する。その場合、…」 (D-96, D-127): the effect (in `by_hand`) waits for its
    # controller's `discard`; then these steps, their targets already checked, apply with no cut-in
    then_steps: list[tuple[Any, int | None]] = field(default_factory=list)

    # --- cards and zones ---------------------------------------------------------------

    def card(self, uid: int) -> CardState:
        return self.cards[uid]

    def definition(self, uid: int) -> Card:
        return self.pool.cards[self.cards[uid].number]  # the dict itself: the hottest lookup

    def zone(self, player: str, name: str) -> list[int]:
        return self.zones[player][name]

    def opponent(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    @property
    def defender(self) -> str:
        return self.opponent(self.active)

    def new_card(self, number: str, owner: str, zone: str) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = CardState(uid=uid, number=number, owner=owner, zone=zone, holder=owner)
        self.zones[owner][zone].append(uid)
        return uid

    def detach(self, uid: int) -> None:
        card = self.cards[uid]
        if card.set_on is not None:
            parent = self.cards[card.set_on]
            if uid in parent.sets:
                parent.sets.remove(uid)
            card.set_on = None
        elif card.holder and uid in self.zones[card.holder][card.zone]:
            self.zones[card.holder][card.zone].remove(uid)

    def move(self, uid: int, to: str, holder: str | None = None, *, top: bool = False) -> None:
        """Move a card, and the cards set on it with it (D-75). Off the 場 it loses damage,
        destroyed state and every effect (B9-11, D-96) and goes to its owner's place (D-54)."""
        card = self.cards[uid]
        children = list(card.sets)
        self.detach(uid)
        if holder is None:
            holder = card.owner if to not in FIELD else (card.holder or card.owner)
        card.zone, card.holder = to, holder
        if to not in FIELD:
            card.rolled = card.destroyed = card.is_g = False
            card.damage = 0
            card.mods = ()
            card.gained = ()
            for child in children:
                # D-54: a card's set cards follow it into the same hangar; anywhere else
                # off the 場 each goes to its owner's place
                self.move(child, to, holder if to == "hangar" else None)
            if uid in self.destroyed_now:
                self.destroyed_now.remove(uid)
        if top:
            self.zones[holder][to].insert(0, uid)
        else:
            self.zones[holder][to].append(uid)

    def set_under(self, uid: int, parent: int) -> None:
        """B7-10, D-73: the card goes under `parent`, taking its roll state."""
        self.detach(uid)
        card = self.cards[uid]
        host = self.cards[parent]
        card.zone, card.holder, card.set_on = "set", "", parent
        card.rolled = host.rolled
        host.sets = [*host.sets, uid]

    # --- derived facts -----------------------------------------------------------------

    def on_field(self, player: str, *, g: bool = True) -> list[int]:
        """Every card a player controls on the 場 (set cards included; `g=False`: but the
        G zone's)."""
        out: list[int] = []
        for zone in FIELD if g else NOT_G:
            for uid in self.zones[player][zone]:
                out.append(uid)
                if self.cards[uid].sets:
                    out.extend(self.group(uid))
        return out

    def group(self, uid: int) -> list[int]:
        """The set cards of a set group under `uid` (D-73), depth first: a set operation may
        lie under a character that lies under a unit (B7-10, D-71)."""
        out: list[int] = []
        for child in self.cards[uid].sets:
            out.append(child)
            if self.cards[child].sets:
                out.extend(self.group(child))
        return out

    def units_of(self, player: str) -> list[int]:
        return [u for z in ("deploy", "space", "earth") for u in self.zones[player][z]
                if self.definition(u).is_unit]

    def all_units(self) -> list[int]:
        return [u for p in self.players for u in self.units_of(p)]

    def controller(self, uid: int) -> str:
        card = self.cards[uid]
        while card.set_on is not None:
            card = self.cards[card.set_on]
        return card.holder or card.owner

    def power(self, player: str) -> int:
        """国力 generated (B7-4): one per standing G."""
        return sum(1 for u in self.zones[player]["g"] if not self.cards[u].rolled)

    def g_colour(self, uid: int) -> str:
        return self.definition(uid).g_colour

    def gained(self, uid: int) -> list[str | Effect]:
        """The texts a card gained from クロスウェポン (D-114): flag keywords or texts."""
        return [self.pool[number].copyable[index] for number, index in self.cards[uid].gained]

    def effects(self, uid: int) -> list[Effect]:
        """A card's texts: printed (keyword texts included) then gained (D-114). A gained
        text's index is its place here, after the printed ones."""
        printed = self.definition(uid).effects
        if not self.cards[uid].gained:
            return printed
        return [*printed, *(t for t in self.gained(uid) if isinstance(t, Effect))]

    def origin(self, uid: int, index: int) -> list[Any] | None:
        """[card number, copyable index] of the gained text at `index` of `effects(uid)`, or
        None for a printed text."""
        extra = index - len(self.definition(uid).effects)
        if extra < 0:
            return None
        texts = [entry for entry, text in zip(self.cards[uid].gained, self.gained(uid), strict=True)
                 if isinstance(text, Effect)]
        return list(texts[extra]) if extra < len(texts) else None

    def item_effect(self, item: CutItem) -> Effect:
        """The text a cut item or automatic effect plays: a gained one through its origin, so
        it still resolves if its card lost the text meanwhile (a played text is independent of
        its card, D-38)."""
        if item.origin is not None:
            text = self.pool[item.origin[0]].copyable[item.origin[1]]
            assert isinstance(text, Effect)
            return text
        return self.definition(item.source).effects[item.effect]

    def terrain(self, uid: int) -> list[str]:
        """地形適性 (B9-1): printed, plus one an effect gave for a time (`terrain:<area>` mods)."""
        given = [m.keyword.removeprefix("terrain:") for m in self.cards[uid].mods
                 if m.keyword.startswith("terrain:")]
        return [*(self.definition(uid).terrain or []), *given]

    def keyword(self, uid: int, name: str) -> bool:
        """A unit's keyword; a set card's 高機動, 速攻, 強襲 are given to its unit (D-107-2);
        one gained from クロスウェポン until turn end (D-114); one a 常駐 / 恒常 text gives
        (`grant`: this card's or its set group's, or every unit of a kind, B10-3, D-83)."""
        if self.definition(uid).has(name):
            return True
        if self.cards[uid].gained and name in self.gained(uid):
            return True
        if name not in ("high_mobility", "first_strike", "assault", "untargetable"):
            return False
        if any(m.keyword == name for m in self.cards[uid].mods):
            return True
        group = self.group(uid)
        if any(self.definition(s).has(name) for s in group):
            return True
        if not aura_numbers(self.pool):
            return False
        for source in (uid, *group):
            for effect in self.effects(source):
                if effect.timing in ("continuous", "static") and \
                        any(s.grant == name and s.aim == "self" for s in effect.script):
                    return True
        return any(step.grant == name for step in self._reaching(uid))

    def stat(self, uid: int, which: int, auras: list[tuple[Step, str, int]] | None = None) -> int:
        """格闘力 (0), 射撃力 (1), 防御力 (2): printed + set characters' 戦闘修正 (B7-10,
        D-15) + continuous texts + effects; floor 0 (D-68). `auras`: `field_auras()`, when
        the caller asks for many units at one moment."""
        return self._stat(uid, which, self._modifying(uid, auras))

    def stats(self, uid: int) -> list[int]:
        """All three of `stat` at once (the 常駐 texts reaching the unit searched once)."""
        reach = self._modifying(uid)
        return [self._stat(uid, which, reach) for which in range(3)]

    def _modifying(self, uid: int, auras: list[tuple[Step, str, int]] | None = None) -> list[Step]:
        return [s for s in self._reaching(uid, auras) if s.modify] if aura_numbers(self.pool) else []

    def _stat(self, uid: int, which: int, reach: list[Step]) -> int:
        card = self.cards[uid]
        d = self.definition(uid)
        value = (d.melee, d.ranged, d.defense)[which]
        for child in (self.group(uid) if card.sets else ()):
            cd = self.definition(child)
            if cd.type == "character":
                value += (cd.melee, cd.ranged, cd.defense)[which]
            # a set card's 常駐 `self` is its set group (D-73): a character's modifies its
            # 戦闘修正, which the unit adds, so both reach the unit
            for effect in cd.effects:
                if effect.timing in ("continuous", "static"):
                    value += sum(step.modify[which] for step in effect.script
                                 if step.modify and step.aim == "self")
        for effect in (self.effects(uid) if card.gained else d.effects):
            if effect.timing in ("continuous", "static"):
                for step in effect.script:
                    if step.modify and step.aim == "self":
                        value += step.modify[which]
        for mod in card.mods:
            value += (mod.melee, mod.ranged, mod.defense)[which]
        value += sum(step.modify[which] for step in reach if step.modify)
        return max(0, value)

    def _reaching(self, uid: int, auras: list[tuple[Step, str, int]] | None = None) -> Iterator[Step]:
        """The steps of 常駐 / 恒常 texts on the 場 that name every unit of a kind and reach
        this unit (B10-3, D-83): searched at every call, so they follow the game (D-84)."""
        card = self.cards[uid]
        if card.set_on is not None or card.zone not in ("deploy", "space", "earth"):
            return
        target = self.controller(uid)
        for step, player, root in self.field_auras() if auras is None else auras:
            if self._aura_fits(step.aim, player, target, uid, root) and self._aura_filters_fit(step, uid):
                yield step

    def _aura_filters_fit(self, step: Step, uid: int) -> bool:
        """「「特徴：X」を持つ全ての…」 (D-64), 「このカードと同じ属性のGサインを持つ全ての…」 (B7-8)."""
        d = self.definition(uid)
        if step.trait is not None and step.trait not in d.traits:
            return False
        return step.attribute is None or (d.g_sign is not None and d.g_sign.attribute == step.attribute)

    def field_auras(self) -> list[tuple[Step, str, int]]:
        """(step, its player, its set group's top card) of every 常駐 / 恒常 step on the 場
        that names units of a kind rather than `self` (B10-3, D-83), at this moment."""
        numbers = aura_numbers(self.pool)
        cards = self.cards
        out = []
        for player in self.players:
            for zone in ("deploy", "space", "earth"):  # a G's texts are not applied (B7-3)
                for root in self.zones[player][zone]:
                    for source in (root, *self.group(root)) if cards[root].sets else (root,):
                        src = cards[source]
                        if src.number not in numbers and not src.gained:
                            continue
                        for effect in self.effects(source):
                            if effect.timing in ("continuous", "static"):
                                out += [(step, player, root) for step in effect.script if step.aim != "self"]
        return out

    def _aura_fits(self, aim: str, player: str, target: str, uid: int, root: int) -> bool:
        """Whether an aura of `player`'s card (its set group's top card `root`) reaches `uid`."""
        mine = target == player
        zone = self.cards[uid].zone
        return (aim == "unit" or (aim == "own_unit" and mine) or (aim == "enemy_unit" and not mine)
                or (aim == "other_own_unit" and mine and uid != root)
                or (aim == "battle_enemy_unit" and not mine and zone in AREAS)
                or (aim == "engaged_enemy_unit" and not mine and zone in AREAS
                    and all(self.zones[p][zone] for p in self.players)))

    def name_on_field(self, player: str, name: str) -> bool:
        return any(self.definition(u).name == name for u in self.on_field(player)
                   if not self.cards[u].is_g)
