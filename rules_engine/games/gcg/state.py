"""The state of a GCG match: every physical card, the zones, the turn structure and
what the game is waiting for. Mutated only by the engine's apply; rebuilt by replay."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ...core.zones import ZoneSpec
from . import continuous
from .cards import Card, CardPool, Effect

# 4-1-1 zones, plus `limbo` for a command or Burst card while its effect resolves
# (4-1-2: it belongs to no zone; it is shown to everyone, face up).
ZONES: dict[str, ZoneSpec] = {z.name: z for z in (
    ZoneSpec("deck", "hidden"),
    ZoneSpec("resource_deck", "hidden"),
    ZoneSpec("resources", "public", ordered=False, limit=15),  # 4-4-2
    ZoneSpec("battle", "public", ordered=False, limit=6),  # 4-5-4
    ZoneSpec("base", "public", ordered=False, limit=1),  # 4-6-3
    ZoneSpec("shields", "hidden"),  # 4-6-4-1
    ZoneSpec("hand", "owner", ordered=False),  # 4-8-2
    ZoneSpec("trash", "public"),  # 4-9-2
    ZoneSpec("removal", "public"),  # 4-7-2
    ZoneSpec("limbo", "public", ordered=False),
)}
MAX_EX_RESOURCES = 5  # 4-4-2-1
RESOURCE_LIMIT = 15  # 4-4-2
HAND_LIMIT = 10  # 4-8-4
STARTING_HAND = 5  # 6-2-1-5
STARTING_SHIELDS = 6  # 6-2-2
TEAM_SHIELDS = 4  # 12-3-5: each member's top 4 cards
SHARED = ("shields", "base")  # 12-3-3, 12-3-7: a team's shared shield area and base section


@dataclass(slots=True)
class Modifier:
    ap: int = 0
    hp: int = 0
    until: str = "turn"  # turn | battle | permanent | end_of_your_next_turn | end_of_opponents_next_turn
    grant: str = ""  # a keyword granted for the duration (`grant` script step), e.g. "blocker"
    traits: tuple[str, ...] = ()  # s11-gcg-read: traits gained for the duration (2-5-3)
    lose: str = ""  # s8-gcg-d: a keyword's name lost for the duration (`lose` step; 10-1-5-6)
    source: str = ""  # multiplayer: the player whose effect made it (ends with them, 12-2-5)
    attack: Any = None  # a TargetFilter: it may choose such an active enemy unit as its attack target
    cant_attack: bool = False  # "It can't attack during this turn" (10-1-5-6)
    cant: str = ""  # s4-gcg-verbs: "It can't choose the enemy player as its attack target during this turn"
    # r2-chosen: "Choose 1 friendly Unit. It can't receive battle damage from enemy Units … during
    # this turn" (5-5, 10-1-5-6): a cards.DamageShield the chosen unit bears for the duration
    prevent: Any = None
    # r2-chosen: "It won't be set as active during the start phase of your opponent's next turn"
    # (7-2-3): the player whose next start phase leaves it rested (until: next_start)
    no_set_active: str = ""
    fresh_attack: bool = False  # r2-chosen: "It may attack on the turn it is deployed" (3-2-4)
    # s14-cont round 2: "During this turn, all enemy Units must choose that Unit as their attack target":
    # enemy attackers (within `forced_by`, a TargetFilter) must choose this unit while they can (8-2-1)
    forced_target: bool = False
    forced_by: Any = None
    cut: Any = None  # r2-chosen: a cards.DamageCut the unit bears ("reduce the next damage it receives by 2")
    # s17-gcg: "… until the end of your (opponent's) next turn": the player whose effect made it,
    # whose (opponent's) next turn it lasts to the end of (next_turn.py)
    of: str = ""


@dataclass(slots=True)
class CardState:
    """One physical card. `incarnation` goes up whenever the card changes zone: by
    4-1-5 it is then a new card, and effects waiting on the old one no longer find it."""

    uid: int
    number: str
    owner: str
    zone: str = "deck"
    incarnation: int = 0
    rested: bool = False
    damage: int = 0
    pilot: int | None = None  # on a unit: the paired pilot's uid
    paired_to: int | None = None  # on a pilot: the unit's uid
    deployed_turn: int = -1
    # Most cards never bear a modifier nor use a once-per-turn effect: both start as the
    # shared empty tuple and become a list at their first entry (#28 §7: a match has ~120
    # cards, each kept two empty lists); add them with `add_modifier` and `mark_used`.
    modifiers: list[Modifier] | tuple[()] = ()
    used: list[int] | tuple[()] = ()  # once-per-turn effects used this turn
    face_up: bool = False  # a shield turned face up by its destruction (5-10-3)
    # r2-look (issue 29): the zone a unit in play was deployed from ("hand", "trash", …), for
    # "If you deploy this Unit from your trash" (public: both zones are, 4-8 aside, seen moving)
    deployed_from: str = ""

    def add_modifier(self, modifier: Modifier) -> None:
        self.modifiers = [*self.modifiers, modifier]

    def mark_used(self, index: int) -> None:
        self.used = [*self.used, index]


@dataclass(slots=True)
class Battle:
    attacker: int
    attacker_inc: int
    target_player: str | None  # the defending player when the attack is on the player
    target: int | None  # the attacked unit's uid
    target_inc: int = 0
    original_target: int | None = None  # 8-3-3: may not block
    blocked: bool = False
    breach: int = 0  # 《Breach》 waiting for the target's destruction by battle damage
    # "When this Unit destroys an enemy Unit with battle damage": victim uid -> the effects
    # (owner, source card, effect index) that trigger when it is destroyed (effects.destroy)
    kills: dict[int, list[tuple[str, int, int]]] = field(default_factory=dict)
    # s7-gcg: victim uid -> the player whose unit's battle damage will destroy it (8-5-3): "If this
    # Unit is destroyed with battle damage, you and the player who destroyed this Unit draw 1"
    killers: dict[int, str] = field(default_factory=dict)
    # s13-gcg-exec: victim uid -> the turn record's "battle_kill" entry, judged as the battle damage
    # is dealt (8-5-3) and kept in GcgState.turn_record when the victim is destroyed (events.py)
    kill_records: dict[int, list[Any]] = field(default_factory=dict)
    # r2-trig: "During this battle, your shield area cards can't receive damage from …":
    # (the player, cards.DamageShield) until the battle ends (8-6-2)
    guards: list[tuple[str, Any]] = field(default_factory=list)


@dataclass(slots=True)
class PendingEffect:
    """An effect waiting to resolve, or resolving."""

    owner: str
    source: int  # card uid
    source_inc: int
    effect: int  # index into the card's effects; -1 for a keyword effect
    kind: str  # the timing, or a keyword: repair, breach, support
    batch: int = 0  # effects triggered together share a batch (10-1-6-5)
    value: int = 0  # a keyword's value
    step: int = 0  # next script step
    targets: list[int] = field(default_factory=list)  # chosen so far
    started: bool = False  # a "may" effect already accepted
    extra: dict[str, Any] = field(default_factory=dict)  # e.g. the last known state


@dataclass(slots=True)
class Prompt:
    """The decision the game waits for, and whose it is."""

    kind: str  # first_player | mulligan | main | block | action_step | burst | overflow |
    #            discard | target | order | may | effect
    player: str
    options: list[Any] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class GcgState:
    pool: CardPool
    players: tuple[str, ...]
    seed: str
    format: str = "duel"  # duel | free_for_all (12-2) | team (12-3)
    victory: str = ""  # free-for-all: first_hit (12-2-5-1) | last_standing (12-2-5-2)
    order: list[str] = field(default_factory=list)  # seating / turn order (12-2-1); teams: names
    eliminated: list[str] = field(default_factory=list)  # free-for-all, in the order they left
    teams: dict[str, list[str]] = field(default_factory=dict)  # team -> [captain, teammate]
    team_of: dict[str, str] = field(default_factory=dict)  # player -> team (team format)
    cards: dict[int, CardState] = field(default_factory=dict)
    zones: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    rng_counter: int = 0
    turn: int = 0
    active: str = ""
    first: str = ""
    phase: str = "setup"  # setup | start | draw | resource | main | end | over
    step: str = ""
    step_started: bool = False
    battle: Battle | None = None
    prompt: Prompt | None = None
    queue: list[PendingEffect] = field(default_factory=list)
    resolving: PendingEffect | None = None
    priority: str | None = None  # action step: who may act now
    passes: int = 0  # consecutive passes in the action step
    batch_counter: int = 0
    winner: str | None = None  # a player, "draw", or None
    over: bool = False
    defeated: list[str] = field(default_factory=list)  # met a defeat condition (11-2)
    mulligans_done: list[str] = field(default_factory=list)
    next_uid: int = 1
    order_chooser: str = ""  # who chooses first or second (6-2-1-4), by the seeded coin
    # s6-gcg-a: delayed triggers made by effects this turn (events.py): [owner, source, number,
    # effect, step, bound uid or None, its incarnation, turn]
    delayed: list[list[Any]] = field(default_factory=list)
    # s6-gcg-a: what happened this turn that a text asks about (events.happened): ["command",
    # player, number], ["paired", unit, incarnation], ["battle_kill", killer's owner, its number,
    # paired, its traits, victim's owner] (s13-gcg-exec)
    turn_record: list[list[Any]] = field(default_factory=list)
    # s9-gcg-b: a card dealt lethal effect damage -> [its incarnation, the "destroys … with
    # damage" triggers waiting for its destruction by rules processing] (damage_kills.py)
    effect_kills: dict[int, list[Any]] = field(default_factory=dict)
    # s17-gcg: "… during your (opponent's) next turn": a lasting step that starts with that turn
    # (next_turn.py): [the pending effect, the step, the unit, its incarnation]
    waiting: list[list[Any]] = field(default_factory=list)
    # Transient, not part of the match state: triggers not yet queued (effects.flush)
    # and the log lines of the action being applied.
    fresh: list[PendingEffect] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)
    busy: set[tuple[int, str]] = field(default_factory=set)  # continuous.py: values being computed
    # 10-1-6-3 (events.at_once): while events happen together, each effect triggered so far -> its pending
    # effect, so a second event of the same batch does not trigger it again; None outside a batch
    at_once: dict[Any, Any] | None = None

    # --- cards and zones -------------------------------------------------------------

    def card(self, uid: int) -> CardState:
        return self.cards[uid]

    def definition(self, uid: int) -> Card:
        return self.pool[self.cards[uid].number]

    def zone(self, player: str, name: str) -> list[int]:
        if self.team_of and name in SHARED:
            return self.zones[self.team_of.get(player, player)][name]
        return self.zones[player][name]

    def holder(self, owner: str, zone: str) -> str:
        """Whose zone list holds a card of `owner` in `zone`: the team's for the shared
        shield area and base section (12-3-3, 12-3-7), else the owner's."""
        if self.team_of and zone in SHARED:
            return self.team_of[owner]
        return owner

    def opponent(self, player: str) -> str:
        if self.format != "duel":
            return self.opponents(player)[0] if self.opponents(player) else player
        return self.players[1] if player == self.players[0] else self.players[0]

    def opponents(self, player: str) -> list[str]:
        """12-2-6, 12-3: every other player still in the game (team: the other team),
        in turn order from `player` on."""
        if self.format == "duel":
            return [self.opponent(player)]
        seats = self.seating_from(player)
        if self.format == "team":
            return [p for p in seats if self.team_of[p] != self.team_of[player]]
        return [p for p in seats if p != player]

    def seating_from(self, player: str) -> list[str]:
        """Players still in the game in seating order, starting with `player` (12-2-4)."""
        seats = [p for p in self.seats() if p not in self.eliminated]
        if player not in seats:
            return seats
        i = seats.index(player)
        return seats[i:] + seats[:i]

    def seats(self) -> list[str]:
        if self.format == "team":
            first, second = self.order
            a, b = self.teams[first], self.teams[second]
            return [a[0], a[1], b[0], b[1]]
        return list(self.order) if self.order else list(self.players)

    def friends(self, player: str) -> list[str]:
        """12-3-10: 友方 covers both members of a team."""
        if self.format == "team":
            return list(self.teams[self.team_of[player]])
        return [player]

    def active_players(self) -> list[str]:
        """The player(s) whose turn it is (the team's members, captain first)."""
        if self.format == "team":
            return list(self.teams.get(self.active, []))
        return [self.active]

    def is_active(self, player: str) -> bool:
        return player == self.active or self.team_of.get(player) == self.active

    @property
    def non_active(self) -> str:
        if self.format == "duel":
            return self.opponent(self.active)
        if self.format == "team":
            other = [t for t in self.order if t != self.active]
            return self.teams[other[0]][0]
        return self.seating_from(self.active)[1] if len(self.seating_from(self.active)) > 1 else self.active

    def new_card(self, number: str, owner: str, zone: str) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = CardState(uid=uid, number=number, owner=owner, zone=zone)
        self.zones[self.holder(owner, zone)][zone].append(uid)
        return uid

    def move(self, uid: int, to: str, *, top: bool = False) -> None:
        """Move a card between zones. By 4-1-5 it becomes a new card: damage,
        modifiers, rest and pairing are gone. A token leaving the field is removed
        from the game (5-17-2-5). A unit's pilot goes where the unit goes (3-3-6)."""
        card = self.cards[uid]
        if card.zone in ("battle", "base", "resources", "shields", "deck", "resource_deck", "hand",
                         "trash", "removal", "limbo"):
            where = self.zones[self.holder(card.owner, card.zone)][card.zone]
            if uid in where:
                where.remove(uid)
        if card.paired_to is not None:  # a pilot leaving its unit
            unit = self.cards.get(card.paired_to)
            if unit is not None and unit.pilot == uid:
                unit.pilot = None
        pilot = card.pilot
        card.zone = to
        card.incarnation += 1
        card.rested = False
        card.damage = 0
        card.pilot = None
        card.paired_to = None
        card.modifiers = ()
        card.used = ()
        card.face_up = False
        if self.pool[card.number].token and to not in ("battle", "base", "resources", "shields"):
            del self.cards[uid]
        else:
            zone = self.zones[self.holder(card.owner, to)][to]
            if top:
                zone.insert(0, uid)
            else:
                zone.append(uid)
        if pilot is not None and pilot in self.cards:
            self.move(pilot, to)

    def pair(self, pilot: int, unit: int) -> None:
        card = self.cards[pilot]
        holder = self.holder(card.owner, card.zone)
        if card.zone in self.zones[holder] and pilot in self.zones[holder][card.zone]:
            self.zones[holder][card.zone].remove(pilot)
        card.zone = "battle"
        card.incarnation += 1
        card.paired_to = unit
        card.modifiers = ()
        self.cards[unit].pilot = pilot

    # --- derived facts -----------------------------------------------------------------

    def units(self, player: str) -> list[int]:
        return self.zones[player]["battle"]

    def level(self, player: str) -> int:
        """2-9-4: a player's Lv. is the number of resources, EX Resources included."""
        return len(self.zones[player]["resources"])

    def active_resources(self, player: str) -> tuple[int, int]:
        """(normal, EX) resources that are active."""
        normal = ex = 0
        for uid in self.zones[player]["resources"]:
            card = self.cards[uid]
            if not card.rested:
                if self.pool[card.number].token:
                    ex += 1
                else:
                    normal += 1
        return normal, ex

    def pilot_profile(self, uid: int) -> tuple[str, int, int, list[str]] | None:
        """(name, AP, HP, traits) a card brings as a pilot."""
        definition = self.definition(uid)
        if definition.type == "pilot":
            return definition.name, definition.ap, definition.hp, definition.traits
        if definition.pilot is not None:
            p = definition.pilot
            return p.name, p.ap, p.hp, p.traits
        return None

    def linked(self, unit: int) -> bool:
        """3-2-6-2: a unit whose pilot meets its link condition."""
        card = self.cards[unit]
        if card.pilot is None:
            return False
        definition = self.definition(unit)
        profile = self.pilot_profile(card.pilot)
        if profile is None or definition.link is None:
            return False
        name, _, _, traits = profile
        if definition.link_name is not None:  # s5-gcg-b: or a name its text also gives it (2-2-4)
            return definition.link_name in (name, *self.definition(card.pilot).also_named)
        return bool(set(definition.link_traits) & set(traits))

    def pilot_meets(self, unit: int, condition: Any) -> bool:
        card = self.cards[unit]
        if card.pilot is None:
            return False
        if condition is None:
            return True
        profile = self.pilot_profile(card.pilot)
        if profile is None:
            return False
        name, _, _, traits = profile
        if condition.name and condition.name != name \
                and condition.name not in self.definition(card.pilot).also_named:  # s5-gcg-b: 2-2-4
            return False
        pilot = self.definition(card.pilot)  # its colour and Lv. as printed (s4-gcg-trig)
        if (condition.color and condition.color not in pilot.colors) \
                or (condition.max_level is not None and pilot.level > condition.max_level) \
                or (condition.min_level is not None and pilot.level < condition.min_level):  # s9-gcg-b
            return False
        return not (condition.trait and condition.trait not in traits)

    def continuous(self, uid: int) -> tuple[int, int]:
        """AP/HP from 【During Pair】 and 【During Link】 effects (10-1-5)."""
        card = self.cards[uid]
        if card.zone != "battle" or card.paired_to is not None:
            return 0, 0
        ap = hp = 0
        sources = [(self.definition(uid), "self")]
        if card.pilot is not None:
            sources.append((self.definition(card.pilot), "pilot"))
        linked = None
        for definition, origin in sources:
            for effect in definition.effects:
                if effect.timing not in ("during_pair", "during_link") or not effect.script:
                    continue
                if effect.timing == "during_pair" and not self.pilot_meets(uid, effect.condition):
                    continue
                if effect.timing == "during_link":
                    linked = self.linked(uid) if linked is None else linked
                    if not linked:
                        continue
                for step in effect.script:
                    if step.verb == "modify" and step.target in ("self", "paired_unit"):
                        if origin == "self" and step.target != "self":
                            continue
                        ap += step.modify.get("ap", 0)
                        hp += step.modify.get("hp", 0)
        return ap, hp

    def ap(self, uid: int) -> int:
        return self._stat(uid, 0)

    def hp(self, uid: int) -> int:
        return self._stat(uid, 1)

    def _stat(self, uid: int, which: int) -> int:
        """AP (0) or HP (1): printed, plus the pilot's, plus continuous effects, plus
        modifiers; never below 0 (1-3-6)."""
        card = self.cards[uid]
        definition = self.definition(uid)
        value = definition.ap if which == 0 else definition.hp
        if card.zone == "battle" and card.paired_to is None:
            if card.pilot is not None:
                profile = self.pilot_profile(card.pilot)
                value += profile[1 + which] if profile else 0
            value += self.continuous(uid)[which]
        if card.zone in ("battle", "base") and card.paired_to is None:
            value += continuous.stat(self, uid, "ap" if which == 0 else "hp")  # 10-1-5
        value += sum(m.ap if which == 0 else m.hp for m in card.modifiers)
        return max(0, value)

    def keyword(self, uid: int, name: str) -> int:
        """A unit's keyword value, its pilot's granted keywords included; 0 while it loses that
        keyword ("It loses <Blocker> during this turn": a negative effect wins over every gain,
        10-1-5-6 — s8-gcg-d)."""
        if name in self.lost_keywords(uid):
            return 0
        value = self.definition(uid).keyword_value(name)
        card = self.cards[uid]
        if card.pilot is not None:
            value += self.definition(card.pilot).keyword_value(name)
        granted = [m.grant for m in card.modifiers if m.grant]
        if card.zone in ("battle", "base") and card.paired_to is None:
            granted += continuous.keywords(self, uid)  # 10-1-5
        for grant in granted:
            if grant:
                parts = grant.split()
                if parts[0] == name:
                    value += int(parts[1]) if len(parts) > 1 else 1
        return value

    def lost_keywords(self, uid: int) -> set[str]:
        """The keywords a unit loses now: for a while (modifiers) or continuously (10-1-5)."""
        card = self.cards[uid]
        lost = {m.lose for m in card.modifiers if m.lose}
        if card.zone in ("battle", "base") and card.paired_to is None:
            lost |= continuous.lost_keywords(self, uid)
        return lost

    def attack_grants(self, uid: int) -> list[Any]:
        """The filters of the active enemy units this unit may choose as its attack target
        (its effects' "may choose an active enemy Unit … as its attack target", 8-2-1)."""
        card = self.cards[uid]
        out = [m.attack for m in card.modifiers if m.attack is not None]
        if card.zone == "battle" and card.paired_to is None:
            out += continuous.attack_grants(self, uid)
        return out

    def cant_attack_player(self, uid: int) -> bool:
        """"This Unit can't choose the enemy player as its attack target" (10-1-5-6)."""
        card = self.cards[uid]
        return card.zone == "battle" and card.paired_to is None \
            and (continuous.cant(self, uid, "attack_player")
                 or any(m.cant == "attack_player" for m in card.modifiers))  # s4-gcg-verbs: for a time

    def cant_attack(self, uid: int) -> bool:
        """An effect says "It can't attack during this turn" (10-1-5-6: "can't" wins); s8-gcg-b:
        or a continuous one, "All enemy Units with 2 or less AP can't attack" (10-1-5)."""
        card = self.cards[uid]
        return any(m.cant_attack for m in card.modifiers) \
            or (card.zone == "battle" and card.paired_to is None and continuous.cant(self, uid, "attack"))

    def bearer(self, uid: int) -> int:
        """The card whose text an effect of `uid` is: a paired pilot's lower text is its
        unit's (3-3-9-2)."""
        card = self.cards.get(uid)
        if card is not None and card.paired_to is not None and card.zone == "battle":
            return card.paired_to
        return uid

    def text_sources(self, uid: int) -> list[int]:
        """The cards whose effects a card on the field has: itself, and for a unit its
        paired pilot (3-3-9-2)."""
        card = self.cards.get(uid)
        if card is None:
            return []
        return [uid] if card.pilot is None else [uid, card.pilot]

    def effects_in_play(self, timing: str) -> Iterator[tuple[str, int, int, int, Effect]]:
        """(owner, bearer, source, index, effect) for every effect of `timing` that a card in play
        has — a unit, a base, a paired pilot's text on its unit (3-3-9-2) — each card once (a
        team's shared base is in both members' zones, 12-3-7)."""
        seen: set[int] = set()
        for seat in self.seats():
            if seat not in self.zones:
                continue
            for uid in (*self.units(seat), *self.zone(seat, "base")):
                if uid in seen:
                    continue
                seen.add(uid)
                owner = self.cards[uid].owner
                for source in self.text_sources(uid):
                    for index, effect in self.definition(source).effects_at(timing):
                        yield owner, uid, source, index, effect

    def front_of_shield_area(self, player: str) -> int | None:
        """13-1-2-2: the base if there is one, else the top shield."""
        if self.zone(player, "base"):
            return self.zone(player, "base")[0]
        shields = self.zone(player, "shields")
        return shields[0] if shields else None
