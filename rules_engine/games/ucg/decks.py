"""UCG deck lists (`4 UCG-001`, `4x UCG-001 Name`, or YAML `{name, main}`) and the
construction rules of 4.1 with every violation listed at once."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ...core.data import DataError, load_yaml
from ...core.errors import DeckError
from ...paths import data_dir
from .cards import CardPool

DECK_SIZE = 50  # 4.1.1
MAX_COPIES = 4  # 2.3.9.1, 2.4.6.1, 4.1.2
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
        lines = [f"# {self.name}"] + [f"{c} {n}" for n, c in sorted(self.main.items())]
        return "\n".join(lines) + "\n"


def parse_deck_text(text: str, name: str = "deck") -> Deck:
    deck = Deck(name=name)
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if stripped.startswith("#"):
            title = stripped[1:].strip()
            if title and deck.name == name and not deck.main:
                deck.name = title.split(":")[0].strip() or name
            continue
        line = stripped.split("#", 1)[0].strip()
        if not line or re.match(r"^(main(?: deck)?|deck|牌組)\s*:?\s*$", line, re.IGNORECASE):
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{name}: line {number}: expected `COUNT NUMBER [name]`, got {stripped!r}")
        count = int(m.group(1))
        if count < 1:
            raise DeckError(f"{name}: line {number}: a count must be at least 1")
        deck.main[m.group(2).upper()] += count
    return deck


def parse_deck_yaml(text: str, name: str = "deck") -> Deck:
    try:
        data = load_yaml(text, name, max_bytes=64 * 1024)
    except DataError as exc:
        raise DeckError(str(exc)) from None
    if not isinstance(data, dict):
        raise DeckError(f"{name}: expected a mapping with `main`")
    unknown = set(data) - {"name", "main"}
    if unknown:
        raise DeckError(f"{name}: unknown field {sorted(unknown)[0]!r}")
    deck = Deck(name=str(data.get("name") or name))
    value = data.get("main") or {}
    items = value.items() if isinstance(value, dict) else [(v, 1) for v in value]
    for number, count in items:
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DeckError(f"{name}: main: {number}: the count must be a positive integer")
        deck.main[str(number).upper()] += count
    return deck


def parse_deck(text: str, name: str = "deck") -> Deck:
    stripped = text.lstrip()
    if stripped.startswith(("main:", "name:")) or "\nmain:" in text:
        return parse_deck_yaml(text, name)
    return parse_deck_text(text, name)


def load_deck(path: Path) -> Deck:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path.name}: not UTF-8 text") from None
    return parse_deck(text, path.stem)


def violations(deck: Deck, pool: CardPool) -> list[Violation]:
    """Every way the deck breaks 4.1, all at once (empty when it is legal)."""
    out: list[Violation] = []
    for number in sorted(n for n in deck.main if n not in pool or pool[n].filler):
        out.append(Violation("4.1.1", f"unknown card {number}"))
    total = sum(deck.main.values())
    if total != DECK_SIZE:
        out.append(Violation("4.1.1", f"the deck has {total} cards; it must have exactly {DECK_SIZE}"))
    by_base: Counter = Counter()
    allowed: dict[str, int] = {}
    names: dict[str, str] = {}
    for number, count in deck.main.items():
        card = pool.get(number)
        if card is None or card.filler:
            continue
        base = card.base_number  # 4.1.3: variant numbers are the same card
        by_base[base] += count
        names[base] = card.name
        limit = MAX_COPIES
        for _, effect in card.effects_at("deckbuilding"):  # 9.1.1
            for step in effect.script or []:
                limit = max(limit, step.copies or 0)
        allowed[base] = max(allowed.get(base, 0), limit)
    for base, count in sorted(by_base.items()):
        if count > allowed[base]:
            out.append(Violation("4.1.2", f"{count} copies of {base} {names[base]}; at most "
                                          f"{allowed[base]} (variants count together, 4.1.3)"))
    return out


def demo_decks() -> dict[str, Deck]:
    folder = data_dir() / "decks" / "ucg"
    return {path.stem: load_deck(path) for path in sorted(folder.glob("*.txt"))}
