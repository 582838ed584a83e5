"""GCG deck lists: text (`4 DEMO-001`, `4x DEMO-001 Name`, a `Resource deck:` section)
or YAML, and the construction rules of 6-1 with every violation listed at once."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ...core.data import DataError, load_yaml
from ...core.errors import DeckError
from ...paths import data_dir
from .cards import CardPool

DECK_SIZE = 50  # 6-1-1
RESOURCE_DECK_SIZE = 10  # 6-1-1
MAX_COPIES = 4  # 6-1-1-3
MAX_COLORS = 2  # 6-1-1-2
_LINE = re.compile(r"^(\d{1,3})\s*[x×*]?\s+(\S+)(?:\s+.*)?$", re.IGNORECASE)
_SECTION = re.compile(r"^(resource(?:s| deck)?|resource-deck|能源卡組|リソースデッキ)\s*:?\s*$",
                      re.IGNORECASE)
_MAIN = re.compile(r"^(main(?: deck)?|deck|卡組|デッキ)\s*:?\s*$", re.IGNORECASE)




@dataclass(slots=True)
class Violation:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


@dataclass(slots=True)
class Deck:
    name: str
    main: Counter = field(default_factory=Counter)  # card number -> copies
    resources: Counter = field(default_factory=Counter)

    def main_list(self) -> list[str]:
        return [n for n, c in sorted(self.main.items()) for _ in range(c)]

    def resource_list(self) -> list[str]:
        return [n for n, c in sorted(self.resources.items()) for _ in range(c)]

    def to_text(self) -> str:
        lines = [f"# {self.name}"] + [f"{c} {n}" for n, c in sorted(self.main.items())]
        lines += ["", "Resource deck:"] + [f"{c} {n}" for n, c in sorted(self.resources.items())]
        return "\n".join(lines) + "\n"


def parse_deck_text(text: str, name: str = "deck") -> Deck:
    deck = Deck(name=name)
    section = deck.main
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if raw.lstrip().startswith("#") and deck.name == name and not deck.main:
            title = raw.lstrip()[1:].strip()
            if title:
                deck.name = title.split(":")[0].strip() or name
            continue
        if not line:
            continue
        if _SECTION.match(line):
            section = deck.resources
            continue
        if _MAIN.match(line):
            section = deck.main
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{name}: line {number}: expected `COUNT NUMBER [name]`, got {raw.strip()!r}")
        count = int(m.group(1))
        if count < 1:
            raise DeckError(f"{name}: line {number}: a count must be at least 1")
        section[m.group(2).upper()] += count
    return deck


def parse_deck_yaml(text: str, name: str = "deck") -> Deck:
    try:
        data = load_yaml(text, name, max_bytes=64 * 1024)
    except DataError as exc:
        raise DeckError(str(exc)) from None
    if not isinstance(data, dict):
        raise DeckError(f"{name}: expected a mapping with `main` and `resources`")
    deck = Deck(name=str(data.get("name") or name))
    for key, target in (("main", deck.main), ("resources", deck.resources)):
        value = data.get(key) or {}
        items = value.items() if isinstance(value, dict) else [(v, 1) for v in value]
        for number, count in items:
            if not isinstance(count, int) or count < 1:
                raise DeckError(f"{name}: {key}: {number}: the count must be a positive integer")
            target[str(number).upper()] += count
    unknown = set(data) - {"name", "main", "resources"}
    if unknown:
        raise DeckError(f"{name}: unknown field {sorted(unknown)[0]!r}")
    return deck


def parse_deck(text: str, name: str = "deck") -> Deck:
    stripped = text.lstrip()
    if stripped.startswith(("main:", "name:", "resources:")) or "\nmain:" in text:
        return parse_deck_yaml(text, name)
    return parse_deck_text(text, name)


def load_deck(path: Path) -> Deck:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path.name}: not UTF-8 text") from None
    return parse_deck(text, path.stem)


def violations(deck: Deck, pool: CardPool) -> list[Violation]:
    """Every way the deck breaks 6-1, all at once (empty when it is legal)."""
    out: list[Violation] = []
    unknown = sorted(n for n in {**deck.main, **deck.resources} if n not in pool)
    for number in unknown:
        out.append(Violation("6-2-1-1", f"unknown card {number}"))
    main_total = sum(deck.main.values())
    if main_total != DECK_SIZE:
        out.append(Violation("6-1-1", f"the deck has {main_total} cards; it must have exactly {DECK_SIZE}"))
    res_total = sum(deck.resources.values())
    if res_total != RESOURCE_DECK_SIZE:
        out.append(Violation("6-1-1", f"the resource deck has {res_total} cards; it must have exactly "
                                      f"{RESOURCE_DECK_SIZE}"))
    colors: set[str] = set()
    for number, count in sorted(deck.main.items()):
        card = pool.get(number)
        if card is None:
            continue
        if card.type == "resource":
            out.append(Violation("6-1-1-1", f"{number} {card.name} is a resource card: it belongs in "
                                            "the resource deck"))
        if card.token:
            out.append(Violation("5-17-1", f"{number} {card.name} is a token, not a deck card"))
        if count > MAX_COPIES:
            out.append(Violation("6-1-1-3", f"{count} copies of {number} {card.name}; at most "
                                            f"{MAX_COPIES}"))
        colors.update(card.colors)
    if len(colors) > MAX_COLORS:
        out.append(Violation("6-1-1-2", f"the deck has {len(colors)} colors ({', '.join(sorted(colors))}); "
                                        f"at most {MAX_COLORS}"))
    for number in sorted(deck.resources):
        card = pool.get(number)
        if card is not None and card.type != "resource":
            out.append(Violation("6-1-1-4", f"{number} {card.name} is not a resource card"))
    return out


def demo_decks() -> dict[str, Deck]:
    folder = data_dir() / "decks" / "gcg"
    return {path.stem: load_deck(path) for path in sorted(folder.glob("*.txt"))}
