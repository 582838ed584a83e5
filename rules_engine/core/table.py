"""The table: one shape for what a viewer sees of any game, built by the game module
from a view (never from the state), so the bot renders every game with one renderer.

A game's own view (`GameModule.view`) keeps whatever detail its rules and tests need;
`GameModule.table(view)` reduces it to this shape: seats with their piles of cards,
zones shared by everyone, the turn and phase, who must decide now and on what.
Hidden cards appear only as a count (`Pile.cards is None`), so a renderer cannot show
what the view did not contain.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Fact:
    """One printed fact of a card: a `label` ("" for its colours, "Keywords", "Traits") and
    its `values`. `words`: the values are game words the reader's language has ("red",
    "Blocker", "Repair 2"); else they are the card file's own names (a trait, a team, a
    pilot), shown as printed."""

    label: str
    values: tuple[str, ...]
    words: bool = True


@dataclass(frozen=True, slots=True)
class Face:
    """A card as a viewer sees it.

    `uid` is the engine's card id when the viewer may follow the card (None for a card
    seen only as "a face-down card"); `stats` is the compact public line ("3/4",
    "BP 7000"); `marks` are its states in words ("rested", "dmg 2", "face down");
    `attached` are cards that travel with it (a pilot, level-up cards under it, charge);
    `facts` are its printed facts (`Fact`), which a renderer says in the reader's
    language; `detail` is the printed text, for hands and judges."""

    uid: int | None
    number: str
    name: str
    kind: str = ""
    stats: str = ""
    marks: tuple[str, ...] = ()
    attached: tuple[Face, ...] = ()
    facts: tuple[Fact, ...] = ()
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Note:
    """A line about the table ("Resolving: Zaku II"): the engine's English `text`, and the
    `key` and `params` that say it in another language, as a log line's do
    (`gcg.note.victory` → the catalogue's `note-gcg-victory`)."""

    text: str
    key: str = ""
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Pile:
    """A zone as a viewer sees it.

    `cards` is None when the viewer may not see the cards (only `count`); `private` marks
    a zone only its owner sees (a hand): shown in DMs and `/hand`, never on the board;
    `summary` marks a zone the board shows as a count only (a deck, a trash);
    `capacity` is the zone's limit when the rules give one (6 units)."""

    key: str
    label: str
    count: int
    cards: tuple[Face, ...] | None = None
    private: bool = False
    summary: bool = False
    capacity: int | None = None
    note: Note | None = None  # e.g. "top: Zaku II" for a trash shown as a count


@dataclass(frozen=True, slots=True)
class Battle:
    """An attack under way, as everyone sees it: the attacking card and what it attacks,
    a card on the field (`target`) or a player (`player`). Both are public (cards in play),
    so every viewer's table carries it; the picture draws it as an arrow."""

    attacker: int | None
    target: int | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Seat:
    player: str
    piles: tuple[Pile, ...]
    stats: tuple[tuple[str, str], ...] = ()  # ("Lv", "3"), ("Resources", "2/3 active")
    tags: tuple[str, ...] = ()  # "first player", "eliminated", "team 1"
    out: bool = False  # eliminated: no more decisions, nothing in play

    def pile(self, key: str) -> Pile | None:
        return next((p for p in self.piles if p.key == key), None)


@dataclass(frozen=True, slots=True)
class Table:
    game: str
    turn: int
    phase: str  # the game's phase key
    step: str  # the game's step key, "" when none
    phase_label: str  # "Main phase · action step"
    active: str | None  # the turn player, None in games without one
    seats: tuple[Seat, ...]
    shared: tuple[Pile, ...] = ()  # zones of no single player (a shared scene area)
    deciding: tuple[str, ...] = ()  # who must decide now
    decision: str = ""  # what they decide, in words ("choose a target")
    detail: str = ""  # the text of the effect being decided on, if any
    notes: tuple[Note, ...] = ()  # "⚔️ Battle in progress", "Resolving: …"
    over: bool = False
    winner: str | None = None  # a player, a team, "draw", or None
    action_number: int = 0
    extra: dict = field(default_factory=dict)
    battle: Battle | None = None  # the attack under way, if any
    order: tuple[str, ...] = ()  # seats in turn order where it is not the seats' order (GCG 12-2-1)
    waiting: tuple[str, ...] = ()  # texts of effects waiting to resolve, next first

    def seat(self, player: str) -> Seat | None:
        return next((s for s in self.seats if s.player == player), None)
