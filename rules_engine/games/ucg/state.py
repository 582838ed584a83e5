"""The state of a UCG match: every physical card, the zones, the shared battle areas
and scene area, the turn structure and what the game waits for. Mutated only by apply;
rebuilt by replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.zones import ZoneSpec
from .cards import STATES, Card, CardPool, StateName

# 3.1.2 zones; `battle` is each player's side of the shared battle areas (face-down
# cards only to their owner, 3.6.3); `scene` is shared (3.5); `removal` is 3.8.
ZONES: dict[str, ZoneSpec] = {z.name: z for z in (
    ZoneSpec("deck", "hidden"),  # 3.3.2
    ZoneSpec("hand", "owner", ordered=False),  # 3.4.2
    ZoneSpec("trash", "public"),  # 3.7.2
    ZoneSpec("removal", "public"),  # 3.8.3
    ZoneSpec("battle", "public", ordered=False),  # 3.6.2
    ZoneSpec("scene", "public", limit=1),  # 3.5.2, 6.1.1
)}
PILES = ("deck", "hand", "trash", "removal")
HAND_SIZE = 6  # 4.2.3
MAX_STACK = 4  # QUAD (2.3.5.2, 8.1.1)
WINS_NEEDED = 3  # 1.3.2
TWO_STEP = ("set", "level_up", "open", "activate")  # 5.5.1, 5.6.1, 5.7.1, 5.8.1
PHASES = ("start", "draw", "scene", "set", "level_up", "open", "activate", "judgment", "end")  # 5.1.2


@dataclass(slots=True)
class CardState:
    """One physical card. `inc` goes up whenever it changes zone: by 3.2.3 it is then a
    new card, and effects waiting on the old one no longer find it."""

    uid: int
    number: str
    owner: str
    zone: str = "deck"
    inc: int = 0
    face_down: bool = False  # a set or level-up card before the open phase; a charge card
    # [發動] indexes used this turn (9.4.2): the shared empty tuple until the first, a list
    # after (#28 §7: most cards never use one, and each kept an empty list)
    used: list[int] | tuple[()] = ()


@dataclass(slots=True)
class Mod:
    kind: str  # bp | level | result
    value: Any
    until: str = "turn"  # turn | permanent


@dataclass(slots=True)
class Character:
    """A stack on one side of a battle area: top card first (5.6.2.1), charge cards
    below it (11.17.1), which are not part of its state (11.17.2)."""

    stack: list[int]
    charge: list[int] = field(default_factory=list)
    horizontal: bool = False  # 5.9.4.2, 5.9.5.2
    leveled: bool = False  # 5.6.2.3: leveled in this level-up phase
    mods: list[Mod] = field(default_factory=list)

    @property
    def top(self) -> int:
        return self.stack[0]

    @property
    def state_name(self) -> StateName:
        return STATES[min(len(self.stack), MAX_STACK) - 1]


@dataclass(slots=True)
class PendingEffect:
    owner: str
    source: int
    source_inc: int
    effect: int  # index into the card's effects
    kind: str  # on_enter | on_scene_enter | on_any_scene_enter | activate
    step: int = 0
    started: bool = False  # a 「可」 effect accepted (11.3)
    area: int | None = None  # the character's area when it was triggered / used
    nested: bool = False  # triggered while another effect resolved: goes next (10.1.3.3)
    asked: bool = False  # the current step's 「可」 was accepted
    last_done: bool = True  # the step before was done in full (11.4.3, 11.20.2)
    moved: int = 0  # cards the current step has moved so far (`to_deck … up_to`, `exile`)
    last_moved: int = 0  # … and the step before moved ("draw that many cards")
    chosen: list[int] = field(default_factory=list)  # characters the current "up to n" step chose


@dataclass(slots=True)
class Prompt:
    kind: str  # choose_order | mulligan | scene | set | level_up | activate | order | target |
    #            may | discard | count | effect | pick | to_deck
    player: str
    options: list[Any] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class UcgState:
    pool: CardPool
    players: tuple[str, str]
    seed: str
    cards: dict[int, CardState] = field(default_factory=dict)
    zones: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # deck hand trash removal
    areas: list[dict[str, Character | None]] = field(default_factory=list)  # area 1 first
    scene: int | None = None  # 6.1.1: one scene in the whole game
    rng_counter: int = 0
    turn: int = 0
    first: str = ""  # 5.2.1
    phase: str = "mulligan"
    step: str | None = None
    step_started: bool = False
    scene_done: bool = False  # 5.4.2, 6.1.2: the turn's one scene
    flipped: bool = False  # 5.7.1 done this turn
    appeared: dict[str, list[int]] = field(default_factory=dict)  # cards turned up in 5.7.1
    results: list[str | None] = field(default_factory=list)  # latest judgment, per area
    judged: bool = False
    prompt: Prompt | None = None
    queue: list[PendingEffect] = field(default_factory=list)
    resolving: PendingEffect | None = None
    detached: list[int] = field(default_factory=list)  # 11.17.6: charge cards between zones
    revealed: list[int] = field(default_factory=list)  # 11.11.1: deck cards shown to both, while resolving
    nullified: list[tuple[int, int, int]] = field(default_factory=list)  # (uid, inc, effect) 11.13
    mulligans_done: list[str] = field(default_factory=list)
    order_chooser: str = ""  # 4.2.2
    winner: str | None = None
    over: bool = False
    next_uid: int = 1
    events: list[Any] = field(default_factory=list)  # transient: this action's log lines

    # --- cards ------------------------------------------------------------------------

    def definition(self, uid: int) -> Card:
        return self.pool[self.cards[uid].number]

    def zone(self, player: str, name: str) -> list[int]:
        return self.zones[player][name]

    def opponent(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    @property
    def second(self) -> str:
        return self.opponent(self.first)

    @property
    def step_player(self) -> str | None:
        if self.step == "first":
            return self.first
        if self.step == "second":
            return self.second
        return None

    @property
    def forming(self) -> int | None:
        """The index of the area this turn's set phase opens while it is not yet a battle
        area: 3.6.1 and 5.5.5 make an area the place where both players' set characters face
        each other, so the new one exists once both have set into it (docs/ucg.md)."""
        if self.phase != "set" or not self.areas or not (self.step_started or self.step == "second"):
            return None
        newest = len(self.areas) - 1
        return newest if any(self.areas[newest].get(p) is None for p in self.players) else None

    @property
    def rounds(self) -> int:
        """2.4.2.3: the field round count is the number of battle areas (one being formed
        by the set phase not yet among them)."""
        return len(self.areas) - (self.forming is not None)

    def vacancies(self, player: str) -> list[int]:
        """The player's vacant battle areas (12.4.1): `vacant` without the place of the
        area being formed (the set step fills both)."""
        forming = self.forming
        return [i for i in self.vacant(player) if i != forming]

    def new_card(self, number: str, owner: str, zone: str) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = CardState(uid=uid, number=number, owner=owner, zone=zone)
        if zone in PILES:
            self.zones[owner][zone].append(uid)
        return uid

    def take(self, uid: int) -> None:
        """Take a card out of wherever it is (a pile, a stack, the scene area)."""
        card = self.cards[uid]
        if card.zone in PILES:
            self.zones[card.owner][card.zone].remove(uid)
        elif card.zone == "scene":
            self.scene = None
        elif card.zone == "battle":
            found = self.locate(uid)
            if found is not None:
                area, player = found
                char = self.areas[area][player]
                assert char is not None
                if uid in char.stack:
                    char.stack.remove(uid)
                else:
                    char.charge.remove(uid)
        elif card.zone == "detached":
            self.detached.remove(uid)

    def put(self, uid: int, to: str, *, top: bool = False) -> None:
        """Move a card to a pile (3.2.3: a new card; `top` for the deck top). New trash
        cards go on top (3.7.2), which is the end of the list."""
        self.take(uid)
        card = self.cards[uid]
        card.zone = to
        card.inc += 1
        card.face_down = False
        card.used = ()
        pile = self.zones[card.owner][to]
        pile.insert(0, uid) if top else pile.append(uid)

    # --- characters -------------------------------------------------------------------

    def locate(self, uid: int) -> tuple[int, str] | None:
        """(area index, player) of the character a battle card belongs to."""
        card = self.cards.get(uid)
        if card is None or card.zone != "battle":
            return None
        for index, area in enumerate(self.areas):
            char = area.get(card.owner)
            if char is not None and (uid in char.stack or uid in char.charge):
                return index, card.owner
        return None

    def character(self, uid: int) -> Character | None:
        found = self.locate(uid)
        return None if found is None else self.areas[found[0]][found[1]]

    def characters(self, player: str | None = None) -> list[tuple[int, str, Character]]:
        out = []
        for index, area in enumerate(self.areas):
            for side in self.players:
                char = area.get(side)
                if char is not None and (player is None or side == player):
                    out.append((index, side, char))
        return out

    def vacant(self, player: str) -> list[int]:
        return [i for i, area in enumerate(self.areas) if area.get(player) is None]

    def opposing(self, uid: int) -> Character | None:
        """7.1.1: the character facing this one in its battle area."""
        found = self.locate(uid)
        if found is None:
            return None
        return self.areas[found[0]].get(self.opponent(found[1]))
