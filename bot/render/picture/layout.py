"""The layout a render returns beside its PNG: every drawn element with its box and what
it shows. Tests assert on it instead of on pixels (every public card drawn once, nothing
hidden drawn, no two tiles overlap, all text inside its box, every glyph in the font)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass


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


ELEMENT_BYTES = 400  # an Element with its boxes and strings, roughly (sys.getsizeof, deep)


# What a cached piece keeps of its layout (`Layout.pieces`): its own elements, and the pieces
# pasted into it as they were pasted — (dx, dy, their pieces, tags) — not moved into place.
Pieces = tuple["Element | tuple[int, int, Pieces, Tags | None]", ...]


class Layout:
    """Every drawn element in drawing order. A pasted piece (a cached tile or part of a
    panel) is kept as its own elements and where it went; they are moved into place when
    `elements` is first read (tests read it, the bot does not), not on every render — nor
    when a piece is drawn: a part of a panel keeps the tiles pasted into it as pasted
    (`pieces`), so drawing it makes no moved copy of their elements (seventh pass)."""

    __slots__ = ("_elements", "_parts", "height", "width")

    def __init__(self, width: int, height: int, elements: list[Element] | None = None) -> None:
        self.width = width
        self.height = height
        self._parts: list[Element | tuple[int, int, Pieces, Tags | None]] = list(elements or ())
        self._elements: list[Element] | None = None

    def add(self, element: Element) -> None:
        self._parts.append(element)
        self._elements = None

    def paste(self, dx: int, dy: int, pieces: Pieces, tags: Tags | None = None) -> None:
        """`pieces` (drawn at the origin: elements, or pieces pasted in them) moved by
        (dx, dy), when they are read; `tags`: the seat, pile and card ids of a piece drawn
        anonymous (`Tags`)."""
        self._parts.append((dx, dy, pieces, tags))
        self._elements = None

    def pieces(self) -> Pieces:
        """What a cached piece keeps: as `elements` reads, without moving anything."""
        return tuple(self._parts)

    @property
    def nbytes(self) -> int:
        """Roughly what this layout holds of its own (pasted pieces' elements are shared with
        the renderer's caches until `elements` is read and moves them into place)."""
        own = sum(1 for part in self._parts if isinstance(part, Element))
        moved = len(self._elements) if self._elements is not None else 0
        return 64 + 8 * len(self._parts) + ELEMENT_BYTES * (own + moved)

    @property
    def elements(self) -> list[Element]:
        if self._elements is None:
            self._elements = list(_placed(self._parts))
        return self._elements

    def of(self, *kinds: str) -> Iterator[Element]:
        return (e for e in self.elements if e.kind in kinds)

    def uids(self, *kinds: str) -> list[int]:
        """Card ids drawn (face up) by elements of these kinds (every card kind by default)."""
        return [e.uid for e in self.of(*(kinds or (*CARD_KINDS, STACK))) if e.uid is not None]

    def texts(self) -> list[str]:
        return [e.text for e in self.of(TEXT, BADGE)]


# A piece drawn once for whoever shows it (a card's tile: the same look in any seat, zone
# or card id) is drawn with these marks in place of its seat, pile and card ids, and
# tagged where it is pasted (`Tags`): a second copy of a card, a card moving zones, or a
# tile drawn before the match needed it (warm.py) is then a paste.
SEAT_MARK = "\x00seat"
PILE_MARK = "\x00pile"
UID_MARK = -1  # the card; its attached cards are UID_MARK - 1, UID_MARK - 2, …


@dataclass(frozen=True, slots=True)
class Tags:
    seat: str | None
    pile: str
    uids: tuple[int | None, ...]  # the card's id, then its attached cards' ids, in order

    def uid(self, value: int | None) -> int | None:
        if value is None or value > UID_MARK:
            return value
        index = UID_MARK - value
        return self.uids[index] if index < len(self.uids) else None


def moved(e: Element, dx: int, dy: int, tags: Tags | None = None) -> Element:
    # (dataclasses.replace is several times slower, and a board moves ~100 elements)
    seat, pile, uid = e.seat, e.pile, e.uid
    if tags is not None:
        seat = tags.seat if seat == SEAT_MARK else seat
        pile = tags.pile if pile == PILE_MARK else pile
        uid = tags.uid(uid)
    return Element(e.kind, e.box.moved(dx, dy), seat, pile, uid, e.name, e.text,
                   e.ink.moved(dx, dy) if e.ink is not None else None, e.size, e.missing, e.count, e.turned,
                   e.role)


def _placed(pieces) -> Iterator[Element]:
    """Every element of `pieces` where it was drawn: a pasted piece's elements moved (and
    tagged) by its paste, the pieces pasted inside it first by theirs."""
    for part in pieces:
        if isinstance(part, Element):
            yield part
        else:
            dx, dy, inner, tags = part
            for e in _placed(inner):
                yield moved(e, dx, dy, tags)


def element_count(pieces: Pieces) -> int:
    """How many elements `pieces` hold, pasted ones included (what `elements` would list)."""
    return sum(1 if isinstance(part, Element) else element_count(part[2]) for part in pieces)
