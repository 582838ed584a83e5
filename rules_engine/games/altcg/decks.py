"""ALTCG deck lists: text with `Flagship:`, `Deck:` and `Cubes:` sections (`4 ALT-001 Name`), or
YAML `{name, flagship, main, cubes}`; the construction rules of 101.1 with every violation at once."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ...core.data import DataError, load_yaml
from ...core.errors import DeckError
from ...paths import data_dir
from .cards import CUBE, CardPool

DECK_SIZE = 50  # 101.1b
CUBE_DECK_SIZE = 10  # 101.1c
MAX_COPIES = 4  # 101.1b, 209.2
_LINE = re.compile(r"^(\d{1,3})\s*[x×*]?\s+(\S+)(?:\s+.*)?$", re.IGNORECASE)
_SECTIONS = {
    "flagship": re.compile(r"^(flagship|旗艦)\s*:?\s*$", re.IGNORECASE),
    "main": re.compile(r"^(main(?: deck)?|deck|卡組)\s*:?\s*$", re.IGNORECASE),
    "cubes": re.compile(r"^(cubes?|cube deck|魔方卡組)\s*:?\s*$", re.IGNORECASE),
}


@dataclass(slots=True)
class Violation:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


@dataclass(slots=True)
class Deck:
    name: str
    flagship: Counter = field(default_factory=Counter)
    main: Counter = field(default_factory=Counter)
    cubes: Counter = field(default_factory=Counter)

    def main_list(self) -> list[str]:
        return [n for n, c in sorted(self.main.items()) for _ in range(c)]

    def flagship_number(self) -> str | None:
        return next(iter(sorted(self.flagship)), None)

    def to_text(self) -> str:
        lines = [f"# {self.name}", "Flagship:"] + [f"{c} {n}" for n, c in sorted(self.flagship.items())]
        lines += ["", "Deck:"] + [f"{c} {n}" for n, c in sorted(self.main.items())]
        lines += ["", "Cubes:"] + [f"{c} {n}" for n, c in sorted(self.cubes.items())]
        return "\n".join(lines) + "\n"


def parse_deck_text(text: str, name: str = "deck") -> Deck:
    deck = Deck(name=name)
    section = deck.main
    seen_any = False
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if stripped.startswith("#"):
            if not seen_any and deck.name == name and stripped[1:].strip():
                deck.name = stripped[1:].strip().split(":")[0].strip() or name
            continue
        line = stripped.split("#", 1)[0].strip()
        if not line:
            continue
        seen_any = True
        matched = next((key for key, pattern in _SECTIONS.items() if pattern.match(line)), None)
        if matched:
            section = getattr(deck, matched)
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{name}: line {number}: expected `COUNT NUMBER [name]`, got {stripped!r}")
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
        raise DeckError(f"{name}: expected a mapping with `flagship`, `main` and `cubes`")
    unknown = set(data) - {"name", "flagship", "main", "cubes"}
    if unknown:
        raise DeckError(f"{name}: unknown field {sorted(unknown)[0]!r}")
    deck = Deck(name=str(data.get("name") or name))
    flagship = data.get("flagship")
    if isinstance(flagship, str):
        deck.flagship[flagship.upper()] += 1
    for key, target in (("main", deck.main), ("cubes", deck.cubes)):
        value = data.get(key) or {}
        if isinstance(value, int) and key == "cubes":
            target[CUBE.number] += value
            continue
        items = value.items() if isinstance(value, dict) else [(v, 1) for v in value]
        for number, count in items:
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                raise DeckError(f"{name}: {key}: {number}: the count must be a positive integer")
            target[str(number).upper()] += count
    return deck


def parse_deck(text: str, name: str = "deck") -> Deck:
    stripped = text.lstrip()
    if stripped.startswith(("main:", "name:", "flagship:", "cubes:")) or "\nmain:" in text:
        return parse_deck_yaml(text, name)
    return parse_deck_text(text, name)


def load_deck(path: Path) -> Deck:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"{path.name}: not UTF-8 text") from None
    return parse_deck(text, path.stem)


def violations(deck: Deck, pool: CardPool) -> list[Violation]:
    """Every way the deck breaks 101.1, all at once (empty when it is legal)."""
    out: list[Violation] = []
    for number in sorted({*deck.flagship, *deck.main, *deck.cubes}):
        card = pool.get(number)
        if card is None or card.filler or number == "ALTCG-BLANK-FLAGSHIP":
            out.append(Violation("101.1", f"unknown card {number}"))
    flagships = sum(deck.flagship.values())
    if flagships != 1:
        out.append(Violation("101.1a", f"{flagships} flagship cards; a player brings exactly 1"))
    flagship = pool.get(deck.flagship_number() or "")
    if flagship is not None and flagship.type != "flagship":
        out.append(Violation("101.1a", f"{flagship.number} {flagship.name} is not a flagship card"))
        flagship = None
    total = sum(deck.main.values())
    if total != DECK_SIZE:
        out.append(Violation("101.1b", f"the deck has {total} cards; it must have exactly {DECK_SIZE}"))
    allowed = set(flagship.colors) if flagship is not None else None
    for number, count in sorted(deck.main.items()):
        card = pool.get(number)
        if card is None or card.filler:
            continue
        if card.type not in ("ship", "event"):
            out.append(Violation("101.1b", f"{number} {card.name} is a {card.type} card: the deck holds "
                                           "ships and events only"))
        if count > MAX_COPIES:
            out.append(Violation("209.2", f"{count} copies of {number} {card.name}; at most {MAX_COPIES}"))
        if allowed is not None and not set(card.colors) <= allowed:
            if allowed:
                out.append(Violation("101.1b", f"{number} {card.name} is {'/'.join(card.colors)}: only the "
                                               f"flagship's colours ({'/'.join(sorted(allowed))}) may be "
                                               "used"))
            else:
                out.append(Violation("101.1b", f"{number} {card.name} has a colour: a colourless flagship "
                                               "allows only colourless cards"))
    cubes = sum(deck.cubes.values())
    if cubes != CUBE_DECK_SIZE:
        out.append(Violation("101.1c", f"the cube deck has {cubes} cards; it must have exactly "
                                       f"{CUBE_DECK_SIZE}"))
    for number in sorted(deck.cubes):
        card = pool.get(number)
        if card is not None and card.type != "cube":
            out.append(Violation("101.1c", f"{number} {card.name} is not a cube card"))
    return out


def demo_decks() -> dict[str, Deck]:
    folder = data_dir() / "decks" / "altcg"
    return {path.stem: load_deck(path) for path in sorted(folder.glob("*.txt"))}
