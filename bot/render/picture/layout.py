"""The layout a render returns beside its PNG: every drawn element with its box and what
it shows. Tests assert on it instead of on pixels (every public card drawn once, nothing
hidden drawn, no two tiles overlap, all text inside its box, every glyph in the font)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Box:
    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    def contains(self, other: Box, slack: int = 0) -> bool:
        return (other.x0 >= self.x0 - slack and other.y0 >= self.y0 - slack
                and other.x1 <= self.x1 + slack and other.y1 <= self.y1 + slack)

    def overlaps(self, other: Box) -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1

    def inset(self, dx: int, dy: int | None = None) -> Box:
        dy = dx if dy is None else dy
        return Box(self.x0 + dx, self.y0 + dy, self.x1 - dx, self.y1 - dy)

    def moved(self, dx: int, dy: int) -> Box:
        return Box(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)

    @property
    def centre(self) -> tuple[int, int]:
        return (self.x0 + self.x1) // 2, (self.y0 + self.y1) // 2

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.x0, self.y0, self.x1, self.y1)


# Element kinds
TILE = "tile"  # a face-up card (uid, name)
BACK = "back"  # a face-down card on the field, or a stack of hidden cards (count)
STACK = "stack"  # a pile shown as a count (its top card's uid and name for a trash)
CHIP = "chip"  # a small card (a resource, a G, a charge card): uid, turned
ATTACHED = "attached"  # a card under / paired with / set on a tile (uid, name)
TEXT = "text"  # a line of words: `text` drawn inside `box`, its pixels in `ink`
SEAT = "seat"  # a seat's panel
AREA = "area"  # a zone on the table (its label and its cards)
SLOT = "slot"  # an empty place of a zone with slots
ARROW = "arrow"  # the attack under way: from the attacker's box to its target's
BADGE = "badge"  # a keyword or state on a tile
HIGHLIGHT = "highlight"  # who must act now

CARD_KINDS = (TILE, CHIP, ATTACHED)


@dataclass(frozen=True, slots=True)
class Element:
    kind: str
    box: Box
    seat: str | None = None
    pile: str = ""
    uid: int | None = None
    name: str = ""  # a card's name as drawn
    text: str = ""  # TEXT: the words drawn; BADGE: its words
    ink: Box | None = None  # TEXT: where its pixels are
    size: int = 0  # TEXT: the font size used
    missing: str = ""  # TEXT: characters the font lacks (replaced by 〓)
    count: int | None = None  # STACK / BACK: how many cards
    turned: bool = False  # rested / rolled / horizontal: drawn turned 90°
    role: str = ""  # what a TEXT says ("name", "stats", "label", "count", "title", …)


@dataclass(slots=True)
class Layout:
    width: int
    height: int
    elements: list[Element] = field(default_factory=list)

    def of(self, *kinds: str) -> Iterator[Element]:
        return (e for e in self.elements if e.kind in kinds)

    def uids(self, *kinds: str) -> list[int]:
        """Card ids drawn (face up) by elements of these kinds (every card kind by default)."""
        return [e.uid for e in self.of(*(kinds or (*CARD_KINDS, STACK))) if e.uid is not None]

    def texts(self) -> list[str]:
        return [e.text for e in self.of(TEXT, BADGE)]
