"""The state of an ALTCG match: every card, the zones (400.1), the cubes, the turn and what the
game waits for. Mutated only by the engine's apply; rebuilt by replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.zones import ZoneSpec
from .cards import Card, CardPool

# 400.1, 400.2: deck, hand and durability are non-public; field, trash, cube deck and cost area
# public. Cubes are anonymous (only counts matter), so they are counts, not cards.
ZONES: dict[str, ZoneSpec] = {z.name: z for z in (
    ZoneSpec("deck", "hidden"),  # 401.2
    ZoneSpec("hand", "owner", ordered=False),  # 402.2
    ZoneSpec("field", "public", ordered=False, limit=6),  # 403.2, 403.3a: 5 ships + the flagship
    ZoneSpec("trash", "public"),  # 404.2
    ZoneSpec("durability", "hidden"),  # 405.2, 405.3
)}
SLOTS = ("FL", "FC", "FR", "BL", "BC", "BR")  # 403.3a, from the owner's view
FRONT = ("FL", "FC", "FR")
ADJACENT = {  # 505.5a 上下左右相鄰: orthogonal neighbours in the 2x3 grid
    "FL": ("FC", "BL"), "FC": ("FL", "FR", "BC"), "FR": ("FC", "BR"),
    "BL": ("BC", "FL"), "BC": ("BL", "BR", "FC"), "BR": ("BC", "FR"),
}
STARTING_HAND = 5  # 101.6, 402.1


@dataclass(slots=True)
class Mod:
    power: int
    until: str  # battle | turn | permanent
    keyword: str = ""  # 「本回合中，此卡獲得【速攻】」: a keyword it has meanwhile (601)
    support: int = 0  # 「本回合中，此卡支援+N」 (208.3)


@dataclass(slots=True)
class CardState:
    """One physical card. `inc` goes up whenever it changes zone: by 400.6 it is a new card."""

    uid: int
    number: str
    owner: str
    zone: str = "deck"
    inc: int = 0
    slot: str | None = None
    rested: bool = False
    awakened: bool = False  # a flagship's back side up (204.3a)
    entered: int = 0  # the turn it came onto the field (505.1)
    # Most cards never bear a modifier, use a once-per-turn effect nor have cards under them:
    # each starts as the shared empty tuple and becomes a list at its first entry (#28 §7:
    # a match has ~100 cards, each kept three empty lists); add with `add_mod`/`mark_used`.
    mods: list[Mod] | tuple[()] = ()
    used: list[int] | tuple[()] = ()  # once-per-turn effects used this turn (602.5)
    under: list[int] | tuple[()] = ()  # 408: cards under it, top first

    def add_mod(self, mod: Mod) -> None:
        self.mods = [*self.mods, mod]

    def mark_used(self, index: int) -> None:
        self.used = [*self.used, index]


@dataclass(slots=True)
class Cubes:
    deck: int = 0  # 406
    up: int = 0  # face-up active in the cost area (407)
    rested: int = 0  # face-up rested
    down: int = 0  # face-down (always active: resting one sends it back, 204.6b)

    @property
    def area(self) -> int:
        return self.up + self.rested + self.down


@dataclass(slots=True)
class Battle:
    attacker: int
    attacker_inc: int
    target: int
    target_inc: int
    resolved: bool = False  # 507/508 done: waiting only for triggers before 508.3
    supporters: list[tuple[int, int]] = field(default_factory=list)  # field supporters (uid, inc), 505.5a


@dataclass(slots=True)
class Pending:
    """A triggered or activated ability waiting or resolving (304.2, 306)."""

    owner: str
    source: int
    source_inc: int
    number: str  # the card number whose effect it is (last known information)
    effect: int  # index into that card's effects (awakened side when `back`); -1: 【潛水】
    kind: str
    back: bool = False
    step: int = 0
    started: bool = False  # an optional effect accepted, or costs paid
    seq: int = 0  # trigger order of arrival (board order for equal owners)
    slot: str = ""  # a 【反制】/【追擊】 ship's use: where 「將手牌中的此卡登場」 puts it
    via: str = ""  # how the card entered, for 【登場時】: "retrofit" (601.8a, 「通過【改造】登場時」)
    # the card this effect's `reveal_both` revealed from each player's deck (player -> uid), for a
    # later step's `revealed_cost` condition (202.1, 313.8a)
    revealed: dict[str, int] = field(default_factory=dict)
    done: bool = False  # 「若有執行此動作時」: the effect's discard was carried out


@dataclass(slots=True)
class Prompt:
    kind: str  # first_player | mulligan | main | attack | support | defense | comeback |
    #            trigger_order | choose | effect
    player: str
    options: list[Any] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class AltState:
    pool: CardPool
    players: tuple[str, str]
    seed: str
    cards: dict[int, CardState] = field(default_factory=dict)
    zones: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    cubes: dict[str, Cubes] = field(default_factory=dict)
    flagship: dict[str, int] = field(default_factory=dict)
    rng_counter: int = 0
    turn: int = 0
    active: str = ""
    first: str = ""
    phase: str = "setup"  # setup | reset | prepare | main | battle | end | over
    step: str = ""  # battle: attack | defense | battle | resolution; end: "" then cleanup
    battle: Battle | None = None
    battles: int = 0  # battles fought this turn (no return to the main phase, 503.1)
    prompt: Prompt | None = None
    waiting: list[Pending] = field(default_factory=list)
    resolving: Pending | None = None
    seq: int = 0
    damaged_empty: list[str] = field(default_factory=list)  # 312.3b met
    winner: str | None = None
    over: bool = False
    mulligans_done: list[str] = field(default_factory=list)
    order_chooser: str = ""
    next_uid: int = 1
    events: list[Any] = field(default_factory=list)  # transient: log lines of the action

    # --- cards and zones -------------------------------------------------------------

    def definition(self, uid: int) -> Card:
        """The card's information now: a flagship's back side while awakened (204.3c)."""
        card = self.cards[uid]
        if card.awakened:
            return self.pool.backs.get(card.number) or self.pool[card.number]
        return self.pool[card.number]

    def zone(self, player: str, name: str) -> list[int]:
        return self.zones[player][name]

    def opponent(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    @property
    def non_active(self) -> str:
        return self.opponent(self.active)

    def new_card(self, number: str, owner: str, zone: str) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = CardState(uid=uid, number=number, owner=owner, zone=zone)
        self.zones[owner][zone].append(uid)
        return uid

    def remove(self, uid: int) -> None:
        card = self.cards[uid]
        zone = self.zones[card.owner].get(card.zone)
        if zone is not None and uid in zone:
            zone.remove(uid)

    def move(self, uid: int, to: str, *, top: bool = False) -> list[int]:
        """Move a card to its owner's zone `to` (400.3). By 400.6 it is a new card: state and
        modifiers gone. Cards under a field card go to the trash (408.5); returned."""
        card = self.cards[uid]
        self.remove(uid)
        under = card.under
        card.zone, card.inc, card.slot, card.rested, card.awakened = to, card.inc + 1, None, False, False
        card.mods, card.used, card.under = (), (), ()
        if top:
            self.zones[card.owner][to].insert(0, uid)
        else:
            self.zones[card.owner][to].append(uid)
        for below in under:  # 408.5: to the trash, triggering nothing
            c = self.cards[below]
            c.zone, c.inc, c.slot = "trash", c.inc + 1, None
            self.zones[c.owner]["trash"].append(below)
        return under

    def place(self, uid: int, owner: str, slot: str) -> None:
        """Put a card onto `slot` of `owner`'s field, active and face up (307.2)."""
        card = self.cards[uid]
        self.remove(uid)
        card.zone, card.inc, card.slot, card.rested = "field", card.inc + 1, slot, False
        card.mods, card.used, card.entered = (), (), self.turn
        self.zones[owner]["field"].append(uid)

    # --- the field -------------------------------------------------------------------

    def at(self, player: str, slot: str) -> int | None:
        for uid in self.zones[player]["field"]:
            if self.cards[uid].slot == slot:
                return uid
        return None

    def ships(self, player: str) -> list[int]:
        flag = self.flagship.get(player)
        return [u for u in self.zones[player]["field"] if u != flag]

    def on_field(self, uid: int, inc: int | None = None) -> bool:
        card = self.cards.get(uid)
        return card is not None and card.zone == "field" and uid in self.zones[card.owner]["field"] \
            and (inc is None or card.inc == inc)

    def is_flagship(self, uid: int) -> bool:
        return self.flagship.get(self.cards[uid].owner) == uid

    def power(self, uid: int) -> int:
        """207.1: printed power of the side up, modifiers, supports, 【強擊】 while attacking,
        【固守】 while attacked (601.5, 601.6), continuous effects (304.4). May be negative
        (309.1a)."""
        card = self.cards[uid]
        definition = self.definition(uid)
        value = definition.power + sum(m.power for m in card.mods)
        if card.zone != "field":
            return value
        battle = self.battle
        if battle is not None:
            if battle.attacker == uid:
                value += self.keyword_value(uid, "strike")
            if battle.target == uid:
                value += self.keyword_value(uid, "guard")
        value += self.continuous_power(uid)
        return value

    def continuous_power(self, uid: int) -> int:
        from .effects import holds_all  # the effects module builds on this one

        owner = self.cards[uid].owner
        total = 0
        for source in self.zones[owner]["field"]:
            for effect in self.definition(source).effects:
                if effect.timing != "continuous" or not self.while_holds(owner, effect.while_):
                    continue
                for step in effect.script or ():
                    if not holds_all(self, owner, step.if_, source):
                        continue  # 304.4b
                    if (step.target == "self" and source == uid) or \
                            (step.target == "own_flagship" and self.flagship.get(owner) == uid):
                        total += step.power or 0
        return total

    def keywords(self, uid: int) -> list[str]:
        """The keyword abilities the card has now (601): printed, given for a while by an
        effect (「本回合中，此卡獲得【X】」), and given by its own continuous abilities
        (「(當…時，)前排的此卡獲得【X】」, 304.4, 304.4b) where it is."""
        card = self.cards[uid]
        found = [k for k in self.definition(uid).keywords if isinstance(k, str)]
        found += [m.keyword for m in card.mods if m.keyword]
        found += [step.grant for step in self._own_continuous(uid) if step.grant]
        return found

    def has_keyword(self, uid: int, name: str) -> bool:
        return any(k.split()[0] == name for k in self.keywords(uid))

    def keyword_value(self, uid: int, name: str) -> int:
        """Summed value of a valued keyword (【強擊+X】, 【固守+X】) the card has now; 0 when none."""
        return sum(int(k.split()[1]) for k in self.keywords(uid) if k.split()[0] == name and " " in k)

    def support_value(self, uid: int) -> int:
        """208.3: the printed support value, changed by effects (「此卡支援+N」) where it is."""
        support = self.definition(uid).support
        value = support.value if support is not None else 0
        value += sum(m.support for m in self.cards[uid].mods)
        return value + sum(step.support or 0 for step in self._own_continuous(uid))

    def _own_continuous(self, uid: int) -> list[Any]:
        """The steps of the card's own continuous abilities that apply now: the window (602.3–
        602.7) and conditions (304.4b) hold and the card is at the step's `place`."""
        from .effects import holds_all  # the effects module builds on this one

        card = self.cards[uid]
        here = {"field": card.zone == "field", "front": card.zone == "field" and card.slot in FRONT,
                "back": card.zone == "field" and card.slot not in FRONT,
                "durability": card.zone == "durability", "anywhere": True}
        out = []
        for effect in self.definition(uid).effects:
            if effect.timing != "continuous" or not self.while_holds(card.owner, effect.while_):
                continue
            out += [step for step in effect.script or () if step.verb in ("grant", "support")
                    and here[step.place] and holds_all(self, card.owner, step.if_, uid)]
        return out

    def while_holds(self, owner: str, condition: str | None) -> bool:
        """602.3, 602.4, 602.6, 602.7."""
        if condition is None:
            return True
        own = self.active == owner
        if condition == "own_turn":
            return own
        if condition == "opponent_turn":
            return not own
        main = self.phase == "main"
        return main and (own if condition == "own_main" else not own)
