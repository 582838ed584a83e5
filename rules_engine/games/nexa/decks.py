"""NEX-A deck lists (`3 N-GM` lines or YAML `main:`) and the construction rules of B2-1,
every violation listed at once."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ...core.data import DataError, load_yaml
from ...core.errors import DeckError
from ...paths import data_dir
from .cards import CardPool, is_filler

DECK_SIZE = 50  # B2-1
MAX_COPIES = 3  # B2-1: per name, graphics excepted
_LINE = re.compile(r"^(\d{1,3})\s*[x×*]?\s+(\S+)(?:\s+.*)?$", re.IGNORECASE)


@dataclass(slots=True)
class Violation:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


@dataclass(slots=True)
class Deck:
    name: str
    main: Counter = field(default_factory=Counter)

    def main_list(self) -> list[str]:
        return [n for n, c in sorted(self.main.items()) for _ in range(c)]

    def to_text(self) -> str:
        return "\n".join([f"# {self.name}"] + [f"{c} {n}" for n, c in sorted(self.main.items())]) + "\n"


def parse_deck(text: str, name: str = "deck") -> Deck:
    stripped = text.lstrip()
    if stripped.startswith(("main:", "name:")) or "\nmain:" in text:
        return _parse_yaml(text, name)
    deck = Deck(name=name)
    for number, raw in enumerate(text.splitlines(), 1):
        if raw.lstrip().startswith("#"):
            title = raw.lstrip()[1:].strip()
            if title and not deck.main and deck.name == name:
                deck.name = title.split(":")[0].strip() or name
            continue
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _LINE.match(line)
        if not m or int(m.group(1)) < 1:
            raise DeckError(f"{name}: line {number}: expected `COUNT NUMBER [name]`, got {raw.strip()!r}")
        deck.main[m.group(2).upper()] += int(m.group(1))
    return deck


def _parse_yaml(text: str, name: str) -> Deck:
    try:
        data = load_yaml(text, name, max_bytes=64 * 1024)
    except DataError as exc:
        raise DeckError(str(exc)) from None
    if not isinstance(data, dict) or set(data) - {"name", "main"}:
        raise DeckError(f"{name}: expected a mapping with `name` and `main`")
    deck = Deck(name=str(data.get("name") or name))
    value = data.get("main") or {}
    items = value.items() if isinstance(value, dict) else [(v, 1) for v in value]
    for number, count in items:
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DeckError(f"{name}: main: {number}: the count must be a positive integer")
        deck.main[str(number).upper()] += count
    return deck


def violations(deck: Deck, pool: CardPool) -> list[Violation]:
    """Every way the deck breaks B2-1, at once."""
    out: list[Violation] = []
    for number in sorted(deck.main):
        if number not in pool or is_filler(number):
            out.append(Violation("B2-1", f"unknown card {number}"))
    total = sum(deck.main.values())
    if total != DECK_SIZE:
        out.append(Violation("B2-1", f"the deck has {total} cards; it must have exactly {DECK_SIZE}"))
    by_name: Counter = Counter()
    for number, count in deck.main.items():
        card = pool.get(number)
        if card is not None and card.type != "graphic":
            by_name[card.name] += count
    for name, count in sorted(by_name.items()):
        if count > MAX_COPIES:
            out.append(Violation("B2-1", f"{count} cards named {name}; at most {MAX_COPIES} "
                                         "(graphics excepted)"))
    return out


def load_deck(path: Path) -> Deck:
    return parse_deck(path.read_text(encoding="utf-8"), path.stem)


def demo_decks() -> dict[str, Deck]:
    folder = data_dir() / "decks" / "nexa"
    return {path.stem: load_deck(path) for path in sorted(folder.glob("*.txt"))}
