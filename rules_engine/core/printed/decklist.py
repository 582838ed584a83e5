"""Deck lists as players paste them (CONTRACTS.md §3b), one parser for every game.

One entry a line, in any of the shapes deck builders and players write:

    4 GD01-001            4x GD01-001 Gundam      4 x GD01-001      GD01-001 x4
    GD01-001 4            GD01-001x4              x3 Amuro Ray      3x Amuro Ray
    Amuro Ray x3          Sinanju (3)             ST03-001 Sinanju x3
    Gundam (ST01-001)     - 3 Amuro Ray           resource 10 R-001

with blank lines, `#` / `//` comments (the first comment before any entry is the deck's
title), Markdown headings, and section headings the game names (`Main deck`, `Resource
deck`, `メイン`, `主牌組`, `// Resource Deck`, `Resource deck (10):`). A line naming a
card without a number keeps the name: the game resolves it against its card pool.
A deck may also be given as YAML/JSON: `{name, <section>: {NUMBER: count} | [NUMBER, …]}`
or a list of `{card_id|number: …, count: …}` (what deck sites export).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..data import DataError, load_yaml
from ..errors import DeckError

MAX_BYTES = 64 * 1024
MAX_LINES = 2000
MAX_COUNT = 99

# A card number: letters/digits in dash- or slash-joined parts, with a digit somewhere
# (GD01-001, ST01-014, R-001, TC-001, BP01-001, 179001-015). A game may give its own.
NUMBER = re.compile(r"(?=[^\s]*\d)[A-Za-z0-9]{1,10}(?:[-/][A-Za-z0-9]{1,10}){1,3}")
_COUNT_BEFORE = re.compile(r"^(?P<count>\d{1,3})(?:\s*[x×*]\s*|\s+)(?P<rest>\S.*)$", re.IGNORECASE)
_X_BEFORE = re.compile(r"^[x×*]\s*(?P<count>\d{1,3})\s+(?P<rest>\S.*)$", re.IGNORECASE)
_COUNT_AFTER = re.compile(r"^(?P<rest>.*?\S)\s*(?:[x×*]\s*(?P<count>\d{1,3})|\((?P<paren>\d{1,3})\))$",
                          re.IGNORECASE)
_BARE_COUNT_AFTER = re.compile(r"^(?P<rest>\S.*?)\s+(?P<count>\d{1,3})$")
_PAREN_NUMBER = re.compile(r"^(?P<name>.*?)\s*[(\[](?P<number>[^()\[\]]+)[)\]]$")
_BULLET = re.compile(r"^(?:[-*•・]\s+|\d{1,3}[.)]\s+(?=\d))")
_HEADING = re.compile(r"^(?:#{1,6}|//+|--+|==+)\s*")
_HEADING_TAIL = re.compile(r"\s*(?:[(\[（]\s*\d{1,3}\s*(?:cards?|枚|張)?\s*[)\]）])?\s*[:：]?\s*$",
                           re.IGNORECASE)
_INLINE_COMMENT = re.compile(r"\s(?:#|//).*$")
_RECIPE_LINK = re.compile(r"https?://\S*(?:deck_recipe|deck-recipe|deckrecipe|deck_code|deckcode)", re.I)


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """A game's deck sections: key -> the headings players write for it (any case; a trailing
    `:` and a card count are allowed). `default` is the section before any heading."""

    sections: Mapping[str, Sequence[str]] = field(
        default_factory=lambda: {"main": ("main", "main deck", "deck")})
    default: str = "main"
    number: re.Pattern[str] = NUMBER

    def section_of(self, heading: str) -> str | None:
        words = " ".join(_HEADING_TAIL.sub("", heading).replace("_", " ").replace("-", " ").split()).lower()
        for key, aliases in self.sections.items():
            if words == key.replace("_", " ") or words in (a.lower() for a in aliases):
                return key
        return None


@dataclass(frozen=True, slots=True)
class DeckEntry:
    section: str
    count: int
    number: str | None  # upper-cased card number; None when the line names the card only
    name: str  # the name as written ("" when only the number is given)
    line: int

    @property
    def key(self) -> str:
        """What the deck counts the entry under: its number, else its name."""
        return self.number or self.name


@dataclass(slots=True)
class DeckList:
    title: str
    entries: list[DeckEntry] = field(default_factory=list)

    def counts(self, section: str) -> Counter:
        """Copies per card (number, or name when no number was given) in one section."""
        out: Counter = Counter()
        for entry in self.entries:
            if entry.section == section:
                out[entry.key] += entry.count
        return out


def parse_deck_list(text: str, source: str = "deck", spec: DeckSpec | None = None) -> DeckList:
    """A deck from list text, YAML or JSON; DeckError (naming `source` and the line) otherwise."""
    spec = spec or DeckSpec()
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise DeckError(f"{source}: larger than {MAX_BYTES // 1024} KiB")
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if _RECIPE_LINK.search(text) and not any(_entry_like(line) for line in text.split("\n")):
        raise DeckError(f"{source}: a deck recipe link cannot be read (its card codes are the "
                        "publisher's); paste the card list instead, one `4 NUMBER` a line")
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")) or _yaml_deck(stripped, spec):
        return parse_deck_data(text, source, spec)
    return parse_deck_lines(text, source, spec)


def _yaml_deck(text: str, spec: DeckSpec) -> bool:
    keys = ("name", *spec.sections)
    head = text.split("\n")[:50]
    return any(re.match(rf"^{re.escape(k)}\s*:(\s|$)", line) for line in head for k in keys) \
        and not any(_entry_like(line) for line in head)


def _entry_like(line: str) -> bool:
    return bool(re.match(r"^\s*(?:[-*•]\s*)?\d{1,3}\s*[x×]?\s+\S", line, re.IGNORECASE))


def parse_deck_lines(text: str, source: str, spec: DeckSpec) -> DeckList:
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise DeckError(f"{source}: more than {MAX_LINES} lines")
    deck = DeckList(title=source)
    titled = False
    section = spec.default
    for number, raw in enumerate(lines, 1):
        line = " ".join(raw.split())
        if not line:
            continue
        heading = _HEADING.match(line)
        if heading:
            body = line[heading.end():]
            found = spec.section_of(body)
            if found:
                section = found
            elif not deck.entries and not titled and body and line.startswith("#") \
                    and not line.startswith("##"):
                deck.title = body.split(":")[0].strip() or source
                titled = True
            continue
        line = _INLINE_COMMENT.sub("", line).strip()
        found = spec.section_of(line)
        if found:
            section = found
            continue
        line = _BULLET.sub("", line)
        entry_section, line = _section_prefix(line, spec, section)
        entry = _entry(line, number, entry_section, spec)
        if entry is None:
            raise DeckError(f"{source}: line {number}: expected a count and a card, such as "
                            f"`4 GD01-001` or `GD01-001 x4`, got {raw.strip()[:80]!r}")
        if not 1 <= entry.count <= MAX_COUNT:
            raise DeckError(f"{source}: line {number}: a count must be from 1 to {MAX_COUNT}, "
                            f"got {entry.count}")
        deck.entries.append(entry)
    return deck


def _section_prefix(line: str, spec: DeckSpec, section: str) -> tuple[str, str]:
    """`resource 10 R-001`: a section word in front of an entry."""
    lowered = line.lower()
    for key, aliases in spec.sections.items():
        for word in sorted({key, *aliases}, key=len, reverse=True):
            if lowered.startswith(word.lower() + " ") and re.match(r"\s*[x×]?\d", line[len(word):]):
                return key, line[len(word):].strip()
    return section, line


def _entry(line: str, line_number: int, section: str, spec: DeckSpec) -> DeckEntry | None:
    count: int | None = None
    rest = line
    glued = re.fullmatch(rf"(?P<number>{spec.number.pattern})[x×*](?P<count>\d{{1,3}})", line, re.IGNORECASE)
    if glued:  # GD01-008x4
        return DeckEntry(section, int(glued["count"]), glued["number"].upper(), "", line_number)
    for pattern in (_X_BEFORE, _COUNT_BEFORE):
        m = pattern.match(line)
        if m:
            count, rest = int(m["count"]), m["rest"].strip()
            break
    if count is None:
        m = _COUNT_AFTER.match(line)
        if m:
            count, rest = int(m["count"] or m["paren"]), m["rest"].strip()
        else:
            m = _BARE_COUNT_AFTER.match(line)
            if m and spec.number.fullmatch(m["rest"].split()[0]):
                count, rest = int(m["count"]), m["rest"].strip()
    number, name = _card(rest, spec)
    if number is None and not name:
        return None
    if count is None:
        if number is None:  # a bare name with no count is more likely a mistake than one copy
            return None
        count = 1
    return DeckEntry(section, count, number, name, line_number)


def _card(text: str, spec: DeckSpec) -> tuple[str | None, str]:
    """(number, name) of `GD01-001`, `GD01-001 Gundam`, `Gundam (GD01-001)` or `Gundam`."""
    text = text.strip().strip(":：").strip()
    if not text:
        return None, ""
    m = spec.number.match(text)
    if m and (m.end() == len(text) or text[m.end()].isspace()):
        return m.group().upper(), text[m.end():].strip()
    paren = _PAREN_NUMBER.match(text)
    if paren and spec.number.fullmatch(paren["number"].strip()):
        return paren["number"].strip().upper(), paren["name"].strip()
    return None, text


def parse_deck_data(text: str, source: str, spec: DeckSpec) -> DeckList:
    """`{name, main: {NUMBER: 4} | [NUMBER, …], …}` or `[{card_id: NUMBER, count: 4}, …]`."""
    try:
        data = load_yaml(text, source, max_bytes=MAX_BYTES)
    except DataError as exc:
        raise DeckError(str(exc)) from None
    deck = DeckList(title=source)
    if isinstance(data, list):
        _data_items(deck, data, spec.default, source)
        return deck
    if not isinstance(data, dict):
        raise DeckError(f"{source}: expected a mapping with {', '.join(f'`{s}`' for s in spec.sections)}")
    unknown = sorted(set(map(str, data)) - {"name", *spec.sections})
    if unknown:
        raise DeckError(f"{source}: unknown field {unknown[0]!r} (the fields are name, "
                        f"{', '.join(spec.sections)})")
    deck.title = str(data.get("name") or source)
    for key in spec.sections:
        value = data.get(key) or {}
        if isinstance(value, dict):
            items: list = [{"number": k, "count": v} for k, v in value.items()]
        elif isinstance(value, list):
            items = [v if isinstance(v, dict) else {"number": v, "count": 1} for v in value]
        else:
            raise DeckError(f"{source}: {key}: expected {{NUMBER: count}} or a list of numbers")
        _data_items(deck, items, key, source, label=f"{key}: ")
    return deck


def _data_items(deck: DeckList, items: list, section: str, source: str, label: str = "") -> None:
    for n, item in enumerate(items, 1):
        if not isinstance(item, dict):
            raise DeckError(f"{source}: {label}entry {n}: expected {{card_id: NUMBER, count: N}}")
        number = next((item[k] for k in ("number", "card_id", "id", "card", "cardNumber") if k in item), None)
        count = item.get("count", item.get("quantity", 1))
        if not isinstance(number, str | int) or isinstance(number, bool) or not str(number).strip():
            raise DeckError(f"{source}: {label}entry {n}: no card number")
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
            raise DeckError(f"{source}: {label}{number}: the count must be a whole number from 1 to "
                            f"{MAX_COUNT}")
        deck.entries.append(DeckEntry(section, count, str(number).strip().upper(), "", 0))
