"""What a game module provides: the `GameModule` protocol, one interface for every game.

Everything game-specific reaches the bot and the tools through it — card files, decks,
match options, the rules (setup, legal actions, check, apply), views and the table
shape every renderer understands, how actions read to a person, the scenario adapter,
the playout configuration and the judge's fixes. A game is a package
`rules_engine/games/<code>/` exposing `GAME`; `registry.py` finds it. The core never
imports a game.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import FrozenInstanceError, dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from .actions import Action
from .zones import ZoneSpec

if TYPE_CHECKING:
    from .effects.model import Reading
    from .match import Match
    from .printed.fields import CardFields
    from .table import Face, Table


# A line's English text is kept as a `str.format` template over its own arguments, e.g.
# "{player} draws {n}": a match's ~70 lines share ~30 templates, interned, instead of
# keeping a fresh string each (#28 §7, docs/memory.md, nineteenth pass). A template is
# kept only when it gives back the engine's text exactly (checked as the line is made);
# otherwise the text itself is kept, escaped. Only immutable values (str, int, a list of
# str shown joined by ", ") fill a template: what is shown never changes after the line
# is made.
_SLOT = 0xE000  # private-use characters mark the values while the template is cut out
_SLOTS = re.compile("[\ue000-\ue0ff]")  # a text using them keeps itself (checked, not cut)


def _shown(value: Any) -> str | None:
    """A value as a line shows it, if a template may stand for it."""
    kind = type(value)
    if kind is str:
        return value or None
    if kind is int:
        return str(value)
    if (kind is _List or kind is tuple) and value and all(type(item) is str for item in value):
        return ", ".join(value)
    return None


def _arguments(flat: Sequence[Any]) -> dict[str, str]:
    """What a template is filled with: a line's arguments (name, value, ...) as shown."""
    shown = {}
    for name, value in zip(flat[::2], flat[1::2], strict=True):
        text = _shown(value)
        if text is not None and name.isidentifier():
            shown[name] = text
    return shown


def _template(text: str, flat: Sequence[Any]) -> str:
    """`text` as a shared template over the arguments `flat` (name, value, ...), or the
    text escaped when no template gives it back exactly."""
    escaped = text.replace("{", "{{").replace("}", "}}")
    arguments = _arguments(flat)
    if not arguments or len(arguments) > 255 or _SLOTS.search(text):
        return sys.intern(escaped) if len(escaped) < 40 else escaped
    template = escaped
    named = sorted(arguments.items(), key=lambda item: -len(item[1]))  # "A1" before "A"
    for slot, (_, shown) in enumerate(named):
        template = template.replace(shown, chr(_SLOT + slot))
    for slot, (name, _) in enumerate(named):
        template = template.replace(chr(_SLOT + slot), "{" + name + "}")
    if template == escaped:
        return sys.intern(escaped) if len(escaped) < 40 else escaped
    try:
        same = template.format_map(arguments) == text
    except (KeyError, ValueError, IndexError, AttributeError):
        same = False
    return sys.intern(template) if same else escaped


def _fill(template: str, flat: Sequence[Any]) -> str:
    if "{" not in template and "}" not in template:
        return template
    return template.format_map(_arguments(flat))


class _List(tuple):
    """A list argument, kept as a tuple (the line shown from it cannot change after it is
    made, nor the record when a reader changes what it read) and read back as a list."""

    __slots__ = ()


def _read(value: Any) -> Any:
    return list(value) if type(value) is _List else value


def _interned(value: Any) -> Any:
    """Card names and seats recur in a match's lines and across matches: one string each."""
    kind = type(value)
    if kind is str:
        return sys.intern(value)
    if kind is list:
        return _List(sys.intern(item) if type(item) is str else item for item in value)
    return value


class Event:
    """One line of the match log. `text` is safe for everyone; `private` holds the
    fuller line a given player (and the judge) may read, e.g. which card they drew.
    `key` and `params` name the line for translation (empty: not yet translatable);
    a private line is the key's `.private` variant with `private_params[viewer]` added.

    Immutable, and compact because a match keeps every one (#28 §7): the arguments are
    kept as one flat tuple shared by every viewer, a viewer's extra arguments as a flat
    tuple beside their line (no mapping kept: a line with no private part keeps none), and
    the lines as shared templates over those arguments (`_template`), filled when read. So
    `text`, `params`, `private` and `private_params` are rebuilt when read (the log reads a
    few lines per message; the engine writes one or two an action and keeps them all). A
    viewer's line is filled from the shared arguments and that viewer's own only."""

    __slots__ = ("_params", "_private", "_text", "key")

    key: str
    _text: str  # the template of `text`
    _params: tuple[Any, ...]  # name, value, name, value, ...
    # (viewer, template of their line or None, their extra arguments flat or None)
    _private: tuple[tuple[str, str | None, tuple[Any, ...] | None], ...]

    def __init__(self, text: str, private: Mapping[str, str] | None = None, key: str = "",
                 params: Mapping[str, Any] | None = None,
                 private_params: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        lines = private or {}
        extra = private_params or {}
        setattr_ = object.__setattr__
        flat = tuple(item for name, value in params.items() for item in (name, _interned(value))) \
            if params else ()
        setattr_(self, "key", key)
        setattr_(self, "_params", flat)
        setattr_(self, "_text", _template(text, flat))
        viewers = [*lines, *(viewer for viewer in extra if viewer not in lines)]
        kept = []
        for viewer in viewers:
            own = tuple(item for name, value in extra[viewer].items() for item in (name, _interned(value))) \
                if viewer in extra else None
            line = lines.get(viewer)
            kept.append((viewer, None if line is None else _template(line, flat + (own or ())), own))
        setattr_(self, "_private", tuple(kept))

    @property
    def text(self) -> str:
        return _fill(self._text, self._params)

    @property
    def params(self) -> dict[str, Any]:
        flat = self._params
        return {name: _read(value) for name, value in zip(flat[::2], flat[1::2], strict=True)}

    @property
    def private(self) -> dict[str, str]:
        return {viewer: _fill(line, self._params + (own or ())) for viewer, line, own in self._private
                if line is not None}

    @property
    def private_params(self) -> dict[str, dict[str, Any]]:
        return {viewer: {name: _read(value) for name, value in zip(own[::2], own[1::2], strict=True)}
                for viewer, _, own in self._private if own is not None}

    def for_viewer(self, viewer: str | None) -> str:
        if viewer:
            for seat, line, own in self._private:
                if seat == viewer and line is not None:
                    return _fill(line, self._params + (own or ()))
        return self.text

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.text, self.key, self.params, self.private, self.private_params) == \
            (other.text, other.key, other.params, other.private, other.private_params)

    __hash__ = None  # type: ignore[assignment]  # as before: a dataclass holding dicts

    def __repr__(self) -> str:
        return (f"Event(text={self.text!r}, private={self.private!r}, key={self.key!r}, "
                f"params={self.params!r}, private_params={self.private_params!r})")


@dataclass(frozen=True, slots=True)
class MatchConfig:
    game: str
    players: tuple[str, ...]
    decks: dict[str, Any]  # player -> the game's deck object
    seed: str
    options: dict[str, Any] = field(default_factory=dict)


# --- what a game says about itself ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class RulesRef:
    """Where the game's clause ids point: the rulebook's game code and the language of
    the document whose numbering refusals cite."""

    game: str
    lang: str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A match option the game accepts (`/match start`, playouts, records)."""

    name: str
    description: str
    choices: tuple[Any, ...] = ()  # empty: free value checked by validate_options
    default: Any = None


class OptionError(ValueError):
    """Match options the game cannot play with; the message says why (and the clause)."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message + (f" ({rule})" if rule else ""))
        self.message = message
        self.rule = rule


Style = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True, slots=True)
class ActionText:
    """How one legal action reads to a person, built from a view's card names only.

    `group` places it in a menu (`GameModule.action_groups`); `public` actions may be
    offered on the public board (their existence and label reveal nothing hidden);
    `subject` is the card or thing acting — menus too long for one select are offered
    subject first, then the rest (a target step); `key`/`params` name the label for
    translation."""

    label: str
    group: str
    public: bool = False
    style: Style = "secondary"
    subject: str = ""
    key: str = ""
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class FixField:
    name: str
    type: Literal["card", "player", "zone", "int", "bool", "str"]
    description: str = ""
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FixSpec:
    """A judge correction the game supports: an action of actor `judge` with these fields."""

    kind: str  # fix_move, fix_rest, fix_damage, fix_shuffle, fix_turn, ...
    description: str
    fields: tuple[FixField, ...]


@runtime_checkable
class ScenarioAdapter(Protocol):
    """A game's part of the scenario format (CONTRACTS.md §2 and contracts/<game>.md)."""

    id_fields: frozenset[str]  # action fields whose string values may be scenario card ids
    top_keys: frozenset[str]  # top-level keys read as part of `state:` (GCG: format, victory)
    shorthands: frozenset[str]  # step keys that stand for a run of actions (NEX-A: advance)
    # Every action kind and the fields its actions take, under the engine's names: a step
    # with any other field is an invalid file (rules_engine.core.scenario).
    action_fields: Mapping[str, frozenset[str]]

    def players(self, description: dict) -> tuple[str, ...]:
        """The seats a scenario's `state:` describes (A, B, and C, D where the game has them)."""

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, Any, dict[str, int]]:
        """(config, state, ids) from `state:` and `cards:`; raises ScenarioError."""

    def expectation(self, state: Any, key: str, ids: dict[str, int]) -> Any:
        """The value an expectation key names; raises ScenarioError for an unknown key."""

    def rule_id(self, value: Any) -> str:
        """A clause id as written in `rules:`/`rule:`; raises ScenarioError for a value
        YAML read as a number where the game's ids are dotted (`"11.16"`)."""

    def fields(self, kind: str, given: dict) -> dict:
        """A step's fields under the engine's names (the contract's spellings and the
        project's variants both read); raises ScenarioError for two spellings at once."""

    def resolve(self, state: Any, action: Action) -> Action:
        """The action as the engine takes it on this board (what a field names now)."""

    def expand(self, action: Action, now: Callable[[], Any]) -> Iterator[Action]:
        """The actions one step stands for (`now()` is the state before each)."""

    def shorthand(self, name: str, value: Any, now: Callable[[], Any]) -> Iterator[Action]:
        """The actions a shorthand step stands for; raises ScenarioError for an unknown
        one, `core.scenario.ScenarioFailed` when it meets a decision it may not make."""


class ScenarioError(ValueError):
    """The scenario file describes something impossible or unknown."""


class GameModule(Protocol):
    """One game. Every method is pure over the objects it is given."""

    code: str  # "gcg": the folder name, the rulebook's game code, the `game:` of files
    title: str  # "Gundam Card Game"
    rules: RulesRef
    zones: dict[str, ZoneSpec]
    action_groups: Sequence[tuple[str, str]]  # (group key, menu title), in menu order
    # Where a player may ask the bot's auto-pass to wait: ("phase:<Table.phase>" or
    # "step:<Table.step>", English label), in turn order.
    stops: Sequence[tuple[str, str]]

    # --- cards and decks -------------------------------------------------------------

    def load_cards(self, data: Any, source: str) -> list[Any]:
        """Validate card mappings (a list, or {cards: [...]}); raises CardFileError naming
        the file (`source`), the card and the field."""

    def pool(self, extra: list[dict] | None = None) -> Any:
        """The demo pool plus `extra` card mappings (a server's imported cards)."""

    def parse_deck(self, text: str, name: str) -> Any:
        """A deck from list text or YAML; raises DeckError for an unreadable list. The deck
        has `.name` and `.to_text()` (what the store keeps)."""

    def deck_violations(self, deck: Any, pool: Any) -> list[Any]:
        """Every construction rule the deck breaks, at once; each has `.rule`, `.message`."""

    def demo_decks(self) -> Mapping[str, Any]:
        """The shipped decks, by file stem."""

    # --- printed cards (CONTRACTS §3b) -------------------------------------------------

    printed_languages: tuple[str, ...]  # the languages the game is printed in
    card_fields: CardFields  # its printed fields (which are numbers, lists … in a CSV)
    explain_words: Mapping[str, str]  # its own words for core.effects.explain (timings, verbs)

    def read_text(self, text: str, lang: str | None = None, card_type: str | None = None) -> Reading:
        """A printed text as the game's reader reads it (core/effects/model.py); never raises:
        what it does not understand is an ability resolved by hand. `card_type` (the card's
        printed type, when known) may settle how a text whose line breaks were lost is laid out
        (GCG: a Pilot's two texts, 3-3-9)."""

    def reader_version(self) -> str:
        """A version of the reader's code: what was read from a card file is cached under the
        file's hash and this (core/printed/cache.py)."""

    # --- match options ---------------------------------------------------------------

    options: Sequence[OptionSpec]

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options completed with defaults, or OptionError (player count, format …)."""

    def seats(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        """The seat names for that many players ("A", "B", …)."""

    # --- the rules -------------------------------------------------------------------

    def setup(self, config: MatchConfig) -> Any: ...

    def legal_actions(self, state: Any, player: str) -> list[Action]: ...

    def nothing_playable_in_public(self, state: Any, player: str) -> bool:
        """Whether public information alone (the table everyone sees and the match's card
        pool, never a hand or a deck) proves that `player` could play no card and activate
        nothing now: the bot's auto-pass may then pass for a player holding a hand without
        revealing anything (bot/services/autopass.py). Conservative: False when unsure (a
        game that cannot decide it returns False)."""

    def check(self, state: Any, action: Action) -> None:
        """Raise IllegalAction (with the clause) if `action` may not be taken now.
        Must not change the state."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Carry out a checked action, then everything that follows automatically."""

    def deciding(self, state: Any) -> tuple[str, ...]:
        """Who must decide now: one player, several at once (simultaneous hidden choices),
        or nobody when the match is over."""

    def finished(self, state: Any) -> bool: ...

    def winner(self, state: Any) -> str | None:
        """A player, a team name, "draw", or None while the match goes on."""

    # --- what each viewer sees -------------------------------------------------------

    def view(self, state: Any, viewer: str | None) -> dict:
        """`None`: public; a player: adds what that player may see; JUDGE: everything."""

    def snapshot(self, state: Any) -> dict:
        """Everything in the state, hidden zones and order included, as plain data."""

    def table(self, view: dict) -> Table:
        """The view in the shape every renderer understands (from the view only)."""

    def describe(self, action: Action, names: Mapping[int, str]) -> ActionText:
        """How a legal action reads; `names` maps card ids to names as the acting
        player's view shows them (never from hidden state)."""

    # --- judges ----------------------------------------------------------------------

    fixes: Mapping[str, FixSpec]

    # --- tools -----------------------------------------------------------------------

    scenario: ScenarioAdapter

    def playout_config(self, seed: str, options: Mapping[str, Any]) -> MatchConfig:
        """A match between the demo decks for the playout fuzzer and the benchmarks."""

    def playout_choose(self, rng: random.Random, legal: list[Action]) -> Action:
        """The random player's pick among legal actions (biased to finish games)."""

    def invariants(self, match: Match) -> list[str]:
        """Every broken invariant of the current state (card conservation, zone limits,
        hidden cards in views they must not reach); [] when all hold."""

    def hidden_from(self, state: Any, viewer: str | None) -> set[int]:
        """Card ids the viewer may not see (used to check views and payloads for leaks)."""

    # Optional (the bot asks with getattr): how the cards of a match's pool can show on
    # the table, for drawing them ahead of time (bot/render/picture/warm.py). From the
    # card files alone: never a state, a hand or a deck order.
    def pool_faces(self, pool: Any, numbers: Iterable[str]) -> list[Face]:
        """Faces of these cards (a match's decks' card numbers) as they show in play and in
        a hand before anything happens to them, most often needed first: every card in play
        as it enters it, then turned (rested), then as in a hand. Card ids are 0."""


def random_choice(rng: random.Random, legal: list[Action]) -> Action:
    """A random player that resolves effects instead of fiddling with them forever and
    concedes only rarely (the default `playout_choose`)."""
    kinds = {a.kind for a in legal}
    if "resolve" in kinds and rng.random() < 0.6:
        return next(a for a in legal if a.kind == "resolve")
    pool = [a for a in legal if a.kind != "concede"] or legal
    if rng.random() < 0.0005:
        pool = [a for a in legal if a.kind == "concede"] or pool
    return rng.choice(pool)


def playout_seats(seed: str, decks: Sequence[Any], seats: Sequence[str] = ("A", "B")) -> dict[str, Any]:
    """The decks a playout seats for `seed` (the games' `playout_config`): with more decks than
    seats the seed picks which neighbours meet (every deck plays), and it picks which of the two
    sits where, so that no deck keeps one seat and a deck's strength is not read as a seat's
    lean (docs/altcg.md, "Playout fairness"). The same seed, the same seating."""
    if len(decks) < len(seats):
        raise ValueError(f"{len(seats)} seats need {len(seats)} decks, not {len(decks)}")
    digest = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    first = digest % len(decks)
    chosen = [decks[(first + i) % len(decks)] for i in range(len(seats))]
    if (digest // len(decks)) % 2:
        chosen.reverse()
    return dict(zip(seats, chosen, strict=True))


_UID = re.compile(r'"uid": (-?\d+)(?=[,}])')


def uids_in(value: Any, into: set[int] | None = None) -> set[int]:
    """Every `uid` in a view (nested dicts and lists).

    The playout fuzzer asks this for several views after every action, so it reads the
    view's JSON text (built in C) rather than walking it in Python — twice as fast. A
    string value cannot fake a key: its quotes are escaped in the text."""
    into = set() if into is None else into
    try:
        text = json.dumps(value, default=str, check_circular=False)
    except (TypeError, ValueError):  # a key JSON cannot hold: walk the structure instead
        return _walk_uids(value, into)
    into.update(int(uid) for uid in _UID.findall(text))
    return into


def _walk_uids(value: Any, into: set[int]) -> set[int]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "uid" and isinstance(item, int) and not isinstance(item, bool):
                into.add(item)
            else:
                _walk_uids(item, into)
    elif isinstance(value, list | tuple):
        for item in value:
            _walk_uids(item, into)
    return into


def names_in(view: Any) -> dict[int, str]:
    """uid -> card name for every card a view shows (for `GameModule.describe`)."""
    names: dict[int, str] = {}
    stack = [view]
    while stack:  # an explicit stack, looking only into containers: asked for every view
        value = stack.pop()
        if isinstance(value, dict):
            uid = value.get("uid")
            if isinstance(uid, int) and not isinstance(uid, bool) and value.get("name"):
                names[uid] = value["name"]
            stack.extend(v for v in value.values() if isinstance(v, dict | list | tuple))
        elif isinstance(value, list | tuple):
            stack.extend(v for v in value if isinstance(v, dict | list | tuple))
    return names
