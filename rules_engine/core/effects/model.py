"""The effect model the four games share: what a printed text means, as plain frozen data.

A `Reading` is a card text's abilities. An `Ability` has a header (keyword, timing, the
conditions printed in its markers or in front of it, a once-per-turn limit, a cost) and a
body: `Step`s in order, or None when the text is resolved by hand (`reason` says why,
`unread` quotes the phrase not understood) — what the header understood still applies.

A step has one verb and its parameters: a `Selector` (which cards or players, with
`Filter`s), an `Amount`, a `Duration`, a `Condition` in front of it ("If …,"). Verbs, kinds,
zones, attributes and condition kinds are words: the shared ones are listed below, and a
game adds its own (a NEX-A `roll`, a UCG `grade_up`) by name. Everything is hashable and
turns into JSON and back (`to_dict` / `from_dict`), so readings can be cached and stored.

The vocabulary (docs/cards.md explains each word):

* verbs: choose, draw, damage, recover, destroy, rest, set_active, return_to_hand, to_deck,
  to_trash, exile, modify, grant, remove, token, look, reveal, search, add_to_hand, discard,
  move, cant, mill, shuffle, deploy, pair, place_resource, play, cost_modify, prevent_damage,
  attack_target, name_alias — plus a game's own.
* Selector.who: this, it (the cards an earlier step chose), friendly, enemy, yours, any,
  paired, battling, each_enemy_player, opponent, self (players), each (players).
* Filter.op: <=, >=, ==, has, not.
* Duration.kind: instant, turn, battle, permanent, while, until.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import Any, ClassVar

OPS = ("<=", ">=", "==", "has", "not")
DURATIONS = ("instant", "turn", "battle", "permanent", "while", "until")


def _freeze(value: Any) -> Any:
    """Lists and dicts as tuples, so every model object stays hashable."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple((str(k), _freeze(v)) for k, v in value.items())
    return value


class _Model:
    """to_dict / from_dict for the frozen dataclasses below: defaults left out, nested model
    objects by the field's class (`_nested`)."""

    _nested: ClassVar[dict[str, type]] = {}
    _tuples: ClassVar[frozenset[str]] = frozenset()  # fields holding a tuple of _nested objects
    _pairs: ClassVar[frozenset[str]] = frozenset()  # fields holding (key, value) pairs: a dict

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value == f.default:
                continue
            if f.name in self._pairs:  # (name, value) pairs: a JSON object, model values tagged with `$`
                out[f.name] = {k: _plain(v, tagged=True) for k, v in value}
            else:
                out[f.name] = _plain(value)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Any:
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            nested = cls._nested.get(name)
            if nested is not None and value is not None:
                if name in cls._tuples:
                    value = tuple(nested.from_dict(v) for v in value)  # type: ignore[attr-defined]
                else:
                    value = nested.from_dict(value)  # type: ignore[attr-defined]
            elif name in cls._pairs and isinstance(value, dict):
                value = tuple((k, _restore(v)) for k, v in value.items())
            else:
                value = _freeze(value)
            kwargs[name] = value
        return cls(**kwargs)


def _plain(value: Any, tagged: bool = False) -> Any:
    """JSON-able: tuples as lists, model objects as objects (with their class in `$` where the
    field's type does not say it)."""
    if is_dataclass(value) and isinstance(value, _Model):
        return {"$": type(value).__name__, **value.to_dict()} if tagged else value.to_dict()
    if isinstance(value, tuple):
        return [_plain(v, tagged) for v in value]
    return value


_TYPES: dict[str, type] = {}


def _restore(value: Any) -> Any:
    """A value of a (key, value) pair back from JSON: a model object where `$` names one."""
    if isinstance(value, dict) and "$" in value:
        data = dict(value)
        return _TYPES[data.pop("$")].from_dict(data)  # type: ignore[attr-defined]
    if isinstance(value, dict):
        return tuple((k, _restore(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_restore(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class Filter(_Model):
    """`attr op value`: level <= 4, trait has ("Zeon", "Neo Zeon") (any of), state == rested,
    keyword has blocker, colour == blue, name_contains == "Unicorn", token not True."""

    attr: str
    op: str
    value: Any

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"unknown filter operator {self.op!r}")
        object.__setattr__(self, "value", _freeze(self.value))


@dataclass(frozen=True, slots=True)
class Selector(_Model):
    """Which cards (or players) a step acts on.

    `count` cards (`all`: every one that matches; `up_to`: fewer may be chosen, at least
    `at_least`), of `kind`, belonging to `who`, in `zone`, `other` than the card itself,
    passing every filter. `who="this"` is the card itself (on a pilot: its unit), `who="it"`
    the cards an earlier step chose."""

    who: str = "any"
    kind: str = "unit"
    zone: str = "play"
    count: int = 1
    up_to: bool = False
    at_least: int = 0
    all: bool = False
    other: bool = False
    filters: tuple[Filter, ...] = ()

    _nested: ClassVar[dict[str, type]] = {"filters": Filter}
    _tuples: ClassVar[frozenset[str]] = frozenset({"filters"})

    def __post_init__(self) -> None:
        # a conjunction: kept in one order, so the same target reads the same in every language
        ordered = sorted(self.filters, key=lambda f: (f.attr, f.op, repr(f.value)))
        object.__setattr__(self, "filters", tuple(ordered))

    def filter(self, attr: str) -> Filter | None:
        return next((f for f in self.filters if f.attr == attr), None)


THIS = Selector(who="this")
IT = Selector(who="it")


@dataclass(frozen=True, slots=True)
class Amount(_Model):
    """A number, or `per` times the number of cards `count_of` selects ("equal to the
    number of …", "for each …"), or `per` times how many whole `stat_each` the `stat` ("ap", "hp",
    "level") of the card `stat_of` names holds ("1 damage for each 4 AP this Unit has": rounded
    down, a part of 4 is not "4 AP")."""

    n: int = 0
    count_of: Selector | None = None
    per: int = 1
    stat: str | None = None
    stat_of: Selector | None = None
    stat_each: int = 1
    # s17-games round 2 (opt-in; UCG "For every two cards in an opponent's hand, give this character +1000
    # BP"): `per` for every whole `count_each` of the cards `count_of` selects (`per_every`)
    count_each: int = 1

    _nested: ClassVar[dict[str, type]] = {"count_of": Selector, "stat_of": Selector}


def per_every(per: int, count: int, each: int) -> int:
    """`per` for every whole `each` of `count` cards: rounded down — three cards hold one "two cards", not
    one and a half (the printed 「每有兩張」 / "for every two" / 「2枚につき」)."""
    return per * (count // each)


@dataclass(frozen=True, slots=True)
class Condition(_Model):
    """A condition or an event, by kind, with its parameters as (name, value) pairs.

    Shared kinds: count (selector, op, n), your_turn, opponents_turn, self_state (state),
    paired (filters of the pilot), linked, player_level (op, n), hand_size (player, op, n),
    trash_size (player, op, n: s5-gcg-a),
    trash_count (selector, op, n), in_battle, attacking (target), shields (player, op, n),
    self_has (filter), deployed_from (zone), if_effect (what this effect did) — and events
    for triggered abilities: deployed, attacks, destroyed, destroys (by), receives_damage,
    paired_event, linked_event, rested, set_active, placed_resource, end_of_turn, played.
    A game adds its own kinds by name."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    negated: bool = False

    _pairs: ClassVar[frozenset[str]] = frozenset({"params"})

    def __post_init__(self) -> None:
        params = self.params.items() if isinstance(self.params, dict) else self.params
        # by name, so the same condition is equal however it was built
        pairs = ((str(k), _freeze(v)) for k, v in params)
        object.__setattr__(self, "params", tuple(sorted(pairs, key=lambda pair: pair[0])))

    @classmethod
    def of(cls, kind: str, negated: bool = False, **params: Any) -> Condition:
        return cls(kind, tuple((k, v) for k, v in params.items() if v is not None), negated)

    def get(self, name: str, default: Any = None) -> Any:
        return next((v for k, v in self.params if k == name), default)


@dataclass(frozen=True, slots=True)
class Duration(_Model):
    """How long a step's change lasts: instant (no lasting change), turn, battle, permanent,
    while `condition` holds (a continuous effect, 10-1-5), or until a game moment `key`."""

    kind: str = "instant"
    condition: Condition | None = None
    key: str = ""

    _nested: ClassVar[dict[str, type]] = {"condition": Condition}

    def __post_init__(self) -> None:
        if self.kind not in DURATIONS:
            raise ValueError(f"unknown duration {self.kind!r}")


INSTANT = Duration()
TURN = Duration("turn")
BATTLE = Duration("battle")
PERMANENT = Duration("permanent")


@dataclass(frozen=True, slots=True)
class Keyword(_Model):
    """A keyword ability or a keyword named in a text: blocker, repair 2, support 1."""

    name: str
    value: int | None = None

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"


@dataclass(frozen=True, slots=True)
class Step(_Model):
    """One thing an effect does. `extra` holds a game's own parameters as (name, value) pairs."""

    verb: str
    target: Selector | None = None
    amount: Amount | None = None
    until: Duration = INSTANT
    player: str | None = None  # self, opponent, each: who draws, discards, looks …
    keyword: Keyword | None = None
    stat: str | None = None  # modify: ap, hp, bp, power, cost, level …
    zone_from: str | None = None
    zone_to: str | None = None
    may: bool = False
    if_done: bool = False
    condition: Condition | None = None
    extra: tuple[tuple[str, Any], ...] = ()

    _nested: ClassVar[dict[str, type]] = {"target": Selector, "amount": Amount, "until": Duration,
                                          "keyword": Keyword, "condition": Condition}
    _pairs: ClassVar[frozenset[str]] = frozenset({"extra"})

    def __post_init__(self) -> None:
        extra = self.extra.items() if isinstance(self.extra, dict) else self.extra
        object.__setattr__(self, "extra", tuple(sorted(((str(k), _freeze(v)) for k, v in extra),
                                                       key=lambda pair: pair[0])))

    def get(self, name: str, default: Any = None) -> Any:
        return next((v for k, v in self.extra if k == name), default)


@dataclass(frozen=True, slots=True)
class Cost(_Model):
    """What is paid before an activated ability resolves (GCG 10-1-7, ALTCG 303.3, NEX-A
    B10-7, UCG 9.4.3): `resources` (①② — NEX-A 〔青2〕 adds a `colour`), rest this card,
    destroy or return it, discard / exile / rest / destroy / return other cards (selectors). `either`: one of
    several costs (printed A/B). `extra`: a game's own parts."""

    resources: int = 0
    colour: str | None = None
    rest_self: bool = False
    destroy_self: bool = False
    return_self: str | None = None  # the zone it returns to: hand, deck_bottom …
    discard: Selector | None = None
    exile: Selector | None = None
    rest_other: Selector | None = None
    # s13-gcg-gen (GCG 10-1-7-2): another card of yours destroyed / returned to its owner's hand as a cost
    destroy_other: Selector | None = None
    return_other: Selector | None = None
    # s17-games round 2 (ALTCG 303.3, 401): another card of yours to the bottom of its owner's deck as a cost
    bottom_other: Selector | None = None
    either: tuple[Cost, ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()

    _nested: ClassVar[dict[str, type]] = {"discard": Selector, "exile": Selector, "rest_other": Selector,
                                          "destroy_other": Selector, "return_other": Selector,
                                          "bottom_other": Selector}
    _pairs: ClassVar[frozenset[str]] = frozenset({"extra"})


Cost._nested = {**Cost._nested, "either": Cost}
Cost._tuples = frozenset({"either"})


@dataclass(frozen=True, slots=True)
class Ability(_Model):
    """One printed ability of a card.

    `text` is as printed (this ability only); `index` its position among the card's printed
    texts (CONTRACTS §3b; None for a keyword that is only a standing ability). `timing` is
    the game's timing key (gcg: deploy, attack, burst, activate_main …; "trigger" for an
    unmarked "When …," ability, whose event is `trigger`), `static` a continuous ability.
    `conditions` must hold for the ability to work: those printed in its markers
    (【During Link】, 【When Paired･(Zeon) Pilot】) or in front of it ("During your turn,").
    `body` None: resolved by hand, for `reason`; `unread` is the phrase not understood."""

    text: str
    index: int | None = None
    keyword: Keyword | None = None
    timing: str | None = None
    trigger: Condition | None = None
    conditions: tuple[Condition, ...] = ()
    limit: str | None = None
    cost: Cost | None = None
    optional: bool = False
    static: bool = False
    body: tuple[Step, ...] | None = ()
    reason: str = ""
    unread: str = ""

    _nested: ClassVar[dict[str, type]] = {"keyword": Keyword, "trigger": Condition, "conditions": Condition,
                                          "cost": Cost, "body": Step}
    _tuples: ClassVar[frozenset[str]] = frozenset({"conditions", "body"})

    @property
    def by_hand(self) -> bool:
        return self.body is None

    @property
    def automated(self) -> bool:
        """Read completely: header and every sentence (GCG phase 1: read, not yet executed)."""
        return self.body is not None


@dataclass(frozen=True, slots=True)
class Reading(_Model):
    """A printed text as read: its language and its abilities in printed order."""

    lang: str
    abilities: tuple[Ability, ...] = ()

    _nested: ClassVar[dict[str, type]] = {"abilities": Ability}
    _tuples: ClassVar[frozenset[str]] = frozenset({"abilities"})

    @property
    def automated(self) -> int:
        return sum(1 for a in self.abilities if a.automated)


for _cls in (Filter, Selector, Amount, Condition, Duration, Keyword, Step, Cost, Ability, Reading):
    _TYPES[_cls.__name__] = _cls
