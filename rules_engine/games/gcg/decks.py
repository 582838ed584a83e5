"""GCG deck lists as players paste them (the core parser: `4 DEMO-001`, `4x DEMO-001 Name`,
`DEMO-001 x4`, `3x Ember Raider`, a `Resource deck:` section, YAML, deck-site JSON), and the
construction rules of 6-1 with every violation listed at once."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ...core.errors import DeckError
from ...core.printed.decklist import DeckSpec, parse_deck_list
from ...paths import data_dir
from .cards import CardPool

DECK_SIZE = 50  # 6-1-1
RESOURCE_DECK_SIZE = 10  # 6-1-1
MAX_COPIES = 4  # 6-1-1-3
MAX_COLORS = 2  # 6-1-1-2
# The deck sections players write (CONTRACTS §3b), in the three printed languages (6-1-1).
DECK_SPEC = DeckSpec(sections={
    "main": ("main", "main deck", "deck", "メイン", "メインデッキ", "デッキ", "主牌組", "主卡組", "卡組"),
    "resources": ("resource", "resources", "resource deck", "リソース", "リソースデッキ", "能源卡組",
                  "能源牌組", "能源"),
})


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


def parse_deck(text: str, name: str = "deck") -> Deck:
    """A deck list as players paste it, YAML or deck-site JSON (the core parser,
    core/printed/decklist.py). A line naming a card without its number keeps the name: it is
    resolved against the card pool when the deck is checked or used (`resolve_names`)."""
    parsed = parse_deck_list(text, name, DECK_SPEC)
    deck = Deck(name=parsed.title)
    for entry in parsed.entries:
        (deck.main if entry.section == "main" else deck.resources)[entry.key] += entry.count
    return deck


def resolve_names(deck: Deck, pool: CardPool) -> Deck:
    """Entries given by a card's name (any printed language, any case) counted under its
    number; a name that is no card, or several, stays as written (an unknown card, 6-2-1-1)."""
    by_name: dict[str, set[str]] = {}
    for number, card in pool.cards.items():
        for written in {card.name, *card.names.values()}:
            by_name.setdefault(written.casefold(), set()).add(number)
    out = Deck(name=deck.name)
    for source, target in ((deck.main, out.main), (deck.resources, out.resources)):
        for key, count in source.items():
            numbers = by_name.get(key.casefold(), set()) if key not in pool else set()
            target[next(iter(numbers)) if len(numbers) == 1 else key] += count
    return out


def load_deck(path: Path) -> Deck:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path.name}: not UTF-8 text") from None
    return parse_deck(text, path.stem)


def violations(deck: Deck, pool: CardPool) -> list[Violation]:
    """Every way the deck breaks 6-1, all at once (empty when it is legal)."""
    deck = resolve_names(deck, pool)
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
