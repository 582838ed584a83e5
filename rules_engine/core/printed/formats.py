"""Card lists as people bring them (CONTRACTS.md §3b): YAML (a list, or `{cards: [...]}`),
CSV or TSV (a header row naming the fields), JSON Lines (one card a line).

The format is chosen by the file's extension and checked against its content (a `.csv`
holding YAML is an error naming the file). Every problem names the file, the row or line,
the card and the field. A file-wide problem (not text, too large, wrong format, an unknown
column) raises `CardFileError`; a problem with one card is kept on that card's `CardRow`, so
the other cards still load and a report can list every bad card at once.

Text is decoded strictly (UTF-8, with or without a byte-order mark, or UTF-16 with one, as
spreadsheets save "Unicode text"); line breaks are unified to `\\n`; zero-width characters
are dropped; control characters and invisible direction overrides are refused (they can
make a card's name read differently from what it is).
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..data import DataError, load_yaml_located
from ..errors import CardFileError
from .fields import MAX_TEXT, MAX_VALUE, NO_TEXT, CardFields
from .language import LANGUAGES, UnknownLanguage, canonical

MAX_BYTES = 4 * 1024 * 1024  # a card list attached in Discord, or a whole real set
MAX_CARDS = 20_000
MAX_YAML_NODES = 1_000_000

FORMATS = {".yaml": "yaml", ".yml": "yaml", ".json": "yaml", ".csv": "csv", ".tsv": "tsv",
           ".tab": "tsv", ".jsonl": "jsonl", ".ndjson": "jsonl"}

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))
_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SCRIPTED = ("effects", "keywords", "script")  # fields of a scripted card, not of a printed one
PRINTED_NUMBERS = frozenset({"X"})  # a number printed as a variable (NEX-A's X costs): kept as printed
_TRUE = frozenset({"true", "yes", "y", "1", "✓", "★"})
_FALSE = frozenset({"false", "no", "n", "0"})
_YAML_START = re.compile(r"^(-\s|-$|cards\s*:|[A-Za-z_][\w.-]*\s*:\s)")


@dataclass(slots=True)
class CardRow:
    """One card of a list: its mapping, where it was (`row 12`, `line 7`), and what is wrong
    with it (None: nothing)."""

    data: dict[str, Any]
    where: str
    error: str | None = None

    @property
    def number(self) -> str:
        value = self.data.get("number")
        return str(value) if isinstance(value, str | int) and not isinstance(value, bool) else ""

    @property
    def label(self) -> str:
        """`row 12 (GD01-001)`: how an error names this card."""
        return f"{self.where} ({self.number})" if self.number else self.where


def format_of(name: str) -> str:
    """The format a file name's extension says: yaml, csv, tsv or jsonl (CardFileError if none)."""
    suffix = Path(name).suffix.lower()
    if suffix not in FORMATS:
        raise CardFileError(f"{name}: unknown kind of card file {suffix or '(no extension)'!r}: "
                            "use .yaml, .csv, .tsv or .jsonl")
    return FORMATS[suffix]


def read_card_file(path: Path, fields: CardFields) -> list[CardRow]:
    try:
        data = path.read_bytes() if path.stat().st_size <= MAX_BYTES else None
    except OSError as exc:
        raise CardFileError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    if data is None:
        raise CardFileError(f"{path.name}: larger than {MAX_BYTES // (1024 * 1024)} MB")
    return parse_cards_bytes(data, path.name, fields)


def parse_cards_bytes(data: bytes, source: str, fields: CardFields, kind: str | None = None) -> list[CardRow]:
    """The cards of a file's bytes (`kind`: the format, else from `source`'s extension)."""
    kind = kind or format_of(source)
    if len(data) > MAX_BYTES:
        raise CardFileError(f"{source}: larger than {MAX_BYTES // (1024 * 1024)} MB")
    return parse_cards_text(decode(data, source), source, fields, kind)


def decode(data: bytes, source: str) -> str:
    """The text of a file: UTF-8 (a BOM allowed) or UTF-16 with a BOM; `\\r\\n` and `\\r` as `\\n`."""
    try:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            text = data.decode("utf-16")
        else:
            text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardFileError(f"{source}: not UTF-8 text (byte {exc.start + 1}); save it as UTF-8") from None
    if "\x00" in text:
        raise CardFileError(f"{source}: not a text file (it contains NUL characters)")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def parse_cards_text(text: str, source: str, fields: CardFields, kind: str) -> list[CardRow]:
    text = text.lstrip("\ufeff")
    if kind == "yaml":
        rows = _yaml_rows(text, source)
    elif kind in ("csv", "tsv"):
        rows = _table_rows(text, source, fields, "," if kind == "csv" else "\t")
    elif kind == "jsonl":
        rows = _jsonl_rows(text, source)
    else:
        raise CardFileError(f"{source}: unknown card file format {kind!r}")
    if len(rows) > MAX_CARDS:
        raise CardFileError(f"{source}: more than {MAX_CARDS} cards")
    seen: dict[str, str] = {}
    for row in rows:
        if row.error is None:
            row.data, row.error = clean_card(row.data, fields)
        number = row.number
        if number and row.error is None:
            if number in seen:
                row.error = f"number {number} is used twice (first at {seen[number]})"
            seen.setdefault(number, row.where)
    return rows


# --- the formats ----------------------------------------------------------------------------


def _yaml_rows(text: str, source: str) -> list[CardRow]:
    first = _first_line(text)
    try:
        data, lines = load_yaml_located(text, source, max_bytes=MAX_BYTES, max_nodes=MAX_YAML_NODES)
    except DataError as exc:
        raise CardFileError(str(exc)) from None
    if isinstance(data, dict) and "cards" in data:
        data = data["cards"]
    if not isinstance(data, list):
        looks = " (it looks like a table: give it a .csv or .tsv name)" if "," in first or "\t" in first \
            else ""
        raise CardFileError(f"{source}: expected a list of cards{looks}")
    rows = []
    for n, item in enumerate(data):
        where = f"line {lines[n]}" if n < len(lines) else f"card {n + 1}"
        if isinstance(item, dict):
            rows.append(CardRow({str(k): v for k, v in item.items()}, where))
        else:
            rows.append(CardRow({}, where, "a card is a mapping of fields (number: …, name: …)"))
    return rows


def _jsonl_rows(text: str, source: str) -> list[CardRow]:
    rows = []
    for number, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        if len(rows) >= MAX_CARDS:
            raise CardFileError(f"{source}: more than {MAX_CARDS} cards")
        try:
            item = json.loads(line)
        except (ValueError, RecursionError):
            looks = " (it looks like YAML: give it a .yaml name)" if _YAML_START.match(line.strip()) else ""
            raise CardFileError(f"{source}: line {number}: not a JSON object{looks}") from None
        if not isinstance(item, dict):
            raise CardFileError(f"{source}: line {number}: a card is a JSON object {{\"number\": …}}")
        rows.append(CardRow(item, f"line {number}"))
    return rows


def _table_rows(text: str, source: str, fields: CardFields, delimiter: str) -> list[CardRow]:
    first = _first_line(text)
    kind = "CSV" if delimiter == "," else "TSV"
    if not first:
        raise CardFileError(f"{source}: empty: a {kind} card list starts with a header row")
    if _YAML_START.match(first) and delimiter not in first:
        raise CardFileError(f"{source}: this is not {kind} (it looks like YAML: give it a .yaml name)")
    if first.startswith(("{", "[")):
        raise CardFileError(f"{source}: this is not {kind} (it looks like JSON: give it a .jsonl "
                            "or .json name)")
    other = "\t" if delimiter == "," else ","
    if delimiter not in first and other in first:
        hint = "tabs: give it a .tsv name" if other == "\t" else "commas: give it a .csv name"
        raise CardFileError(f"{source}: the header row is separated by {hint}")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header, start = _header(reader, source, fields)
        rows = []
        for cells in reader:
            where = f"row {start}"
            start = reader.line_num + 1
            if not any(cell.strip() for cell in cells):
                continue
            if len(rows) >= MAX_CARDS:
                raise CardFileError(f"{source}: more than {MAX_CARDS} cards")
            if len(cells) > len(header) and any(c.strip() for c in cells[len(header):]):
                rows.append(CardRow({}, where, f"{len(cells)} cells, but the header names {len(header)}"))
                continue
            rows.append(_table_card(header, cells, where, fields))
    except csv.Error as exc:
        raise CardFileError(f"{source}: line {reader.line_num}: not valid {kind} ({exc})") from None
    return rows


def _header(reader: Any, source: str, fields: CardFields) -> tuple[list[str], int]:
    header = [fields.canonical(cell) for cell in next(reader)]
    known = set(fields.known) | {f"{name}.{lang}" for name in fields.localised for lang in LANGUAGES}
    for name in header:
        if not name:
            raise CardFileError(f"{source}: the header row has an empty column name")
        if name not in known:
            raise CardFileError(f"{source}: column {name!r} is not a card field; the fields are "
                                f"{', '.join(fields.known)}")
    duplicates = sorted({name for name in header if header.count(name) > 1})
    if duplicates:
        raise CardFileError(f"{source}: column {duplicates[0]!r} appears twice in the header row")
    missing = [name for name in fields.required if name not in header
               and not any(h.startswith(name + ".") for h in header)]
    if missing:
        raise CardFileError(f"{source}: the header row has no {missing[0]!r} column")
    return header, reader.line_num + 1


def _table_card(header: list[str], cells: list[str], where: str, fields: CardFields) -> CardRow:
    card: dict[str, Any] = {}
    for name, raw in zip(header, cells, strict=False):
        cell = raw.strip() if name not in fields.texts and name.rpartition(".")[0] not in fields.texts \
            else raw.strip("\n ")
        if not cell or (cell == "-" and name not in fields.texts):
            continue
        try:
            _put(card, name, _cell_value(name, cell, fields))
        except ValueError as exc:
            row = CardRow(card, where, f"field {name}: {exc}")
            row.data = {**card, "number": _cell(header, cells, "number")}
            return row
    return CardRow(card, where)


def _cell(header: list[str], cells: list[str], name: str) -> str:
    return cells[header.index(name)].strip() if name in header and header.index(name) < len(cells) else ""


def _cell_value(name: str, cell: str, fields: CardFields) -> Any:
    if name in fields.ints:
        return _int(cell)
    if name in fields.bools:
        if cell.lower() in _TRUE | _FALSE:
            return cell.lower() in _TRUE
        raise ValueError(f"expected true or false, got {cell[:40]!r}")
    if name in fields.lists:
        return [part.strip() for part in cell.split(";") if part.strip()]
    if name in fields.maps:
        out: dict[str, Any] = {}
        for part in (p.strip() for p in cell.split(";")):
            key, colon, value = part.partition(":")
            if not part:
                continue
            if not colon or not key.strip():
                keys = fields.choices.get(name)  # what a key may be (NEX-A: a roll cost's colour)
                what = f"; each key is one of {', '.join(keys)}" if keys else ""
                missing = f"{part!r} has no key: " if colon else ""
                raise ValueError(f"{missing}expected key:value pairs separated by ';'{what}, got {cell!r}")
            value = value.strip()
            out[key.strip()] = int(value) if re.fullmatch(r"[+-]?\d+", value) else value
        return out
    return cell


def _int(cell: str) -> int | str:
    if cell.upper() in PRINTED_NUMBERS:
        return cell.upper()
    if not re.fullmatch(r"[+-]?\d{1,9}", cell):
        raise ValueError(f"expected a whole number, got {cell[:40]!r}")
    return int(cell)


def _put(card: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    node = card
    for part in parts[:-1]:
        child = node.setdefault(part, {})
        if not isinstance(child, dict):
            raise ValueError(f"column {part!r} and a column inside it ({path!r}) are both given")
        node = child
    node[parts[-1]] = value


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.split("\n") if line.strip()), "")


# --- one card's fields ----------------------------------------------------------------------


def clean_card(card: dict[str, Any], fields: CardFields) -> tuple[dict[str, Any], str | None]:
    """The card with its strings cleaned (line breaks, zero-width characters), or the first
    problem with it: an unknown field, a wrong type, a missing number or name, odd characters.

    Cards that are not printed cards (scripted definitions with `effects`/`keywords`, no
    `text`) are left to the game's own schema: only their strings are cleaned here."""
    try:
        cleaned = _clean(card, "")
    except ValueError as exc:
        return card, str(exc)
    cleaned = _without_no_values(cleaned, fields)
    if isinstance(cleaned.get("number"), int) and not isinstance(cleaned.get("number"), bool):
        cleaned["number"] = str(cleaned["number"])
    for name in fields.required:
        value = cleaned.get(name)
        if value is None or value == "" or value == {}:
            return cleaned, f"field {name}: missing"
    if any(name in cleaned for name in SCRIPTED):
        return cleaned, None  # a scripted card (CONTRACTS §3): the game's own schema checks it
    problem = _check(cleaned, fields, "")
    return cleaned, problem


def _without_no_values(card: dict[str, Any], fields: CardFields) -> dict[str, Any]:
    """s17-fmt (#29): the card without what another source prints for "nothing": a text that is only a
    dash (`text: "-"`, per language too), and a field's `no_value` words (GCG `colors: colorless`)."""
    out = dict(card)
    for name in fields.texts:
        value = out.get(name)
        if isinstance(value, str) and value.strip() in NO_TEXT:
            out[name] = ""
        elif isinstance(value, dict):
            out[name] = {lang: "" if isinstance(text, str) and text.strip() in NO_TEXT else text
                         for lang, text in value.items()}
    for name, words in fields.no_value.items():
        value = out.get(name)
        if isinstance(value, str) and value.strip().lower() in words:
            del out[name]
        elif isinstance(value, list):
            kept = [v for v in value if not (isinstance(v, str) and v.strip().lower() in words)]
            if len(kept) != len(value):
                if kept:
                    out[name] = kept
                else:
                    del out[name]
    return out


def _clean(value: Any, path: str) -> Any:
    if isinstance(value, str):
        text = value
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if not text.isascii():
            text = text.translate(_ZERO_WIDTH)
        bad = _FORBIDDEN.search(text)
        if bad:
            where = f"field {path}: " if path else ""
            raise ValueError(f"{where}contains an invisible control character (U+{ord(bad.group()):04X})")
        return text
    if isinstance(value, dict):
        # keys as parsed: a game's schema may read YAML 1.1's `on:` (True) back itself
        return {k: _clean(v, f"{path}.{k}" if path else str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v, path) for v in value]
    return value


def _check(card: dict[str, Any], fields: CardFields, prefix: str) -> str | None:
    for key, value in card.items():
        path = f"{prefix}{key}"
        if path in fields.localised and isinstance(value, dict):
            problem = _check_localised(path, value, MAX_TEXT if path in fields.texts else MAX_VALUE)
        elif isinstance(value, dict) and fields.is_branch(path):
            problem = _check(value, fields, path + ".")
        elif path in fields.known_set:
            problem = _check_value(path, value, fields)
        else:
            problem = f"field {path}: not a printed field of this game (the fields are " \
                      f"{', '.join(fields.known)})"
        if problem:
            return problem
    return None


def _check_localised(path: str, value: dict, limit: int) -> str | None:
    for lang, text in value.items():
        try:
            canonical(str(lang))
        except UnknownLanguage as exc:
            return f"field {path}: {exc}"
        if not isinstance(text, str):
            return f"field {path}.{lang}: expected text"
        if len(text) > limit:
            return f"field {path}.{lang}: longer than {limit} characters"
    return None if value else f"field {path}: empty"


def _check_value(path: str, value: Any, fields: CardFields) -> str | None:
    if path == "lang":
        try:
            canonical(str(value))
        except UnknownLanguage as exc:
            return f"field lang: {exc}"
        return None
    if path in fields.ints:
        if (isinstance(value, int) and not isinstance(value, bool)) or value in PRINTED_NUMBERS:
            return None
        return f"field {path}: expected a whole number, got {_short(value)}"
    if path in fields.lists:
        items = value if isinstance(value, list) else [value]
        if not all(isinstance(v, str | int) and not isinstance(v, bool) for v in items):
            return f"field {path}: expected a list of values"
        allowed = fields.choices.get(path)
        wrong = next((v for v in items if allowed and str(v).lower() not in allowed), None)
        if wrong is not None:
            return f"field {path}: {_short(wrong)} is not one of {', '.join(fields.choices[path])}"
        return _too_long(path, items, MAX_VALUE)
    if path in fields.maps:
        return None if isinstance(value, dict) else f"field {path}: expected key: value pairs"
    if path in fields.bools:
        if isinstance(value, bool):
            return None
        return f"field {path}: expected true or false, got {_short(value)}"
    if path in fields.texts and not isinstance(value, str):
        return f"field {path}: expected text, got {_short(value)}"
    if not isinstance(value, str | int | list) or isinstance(value, bool):
        return f"field {path}: expected a value as printed, got {_short(value)}"
    choices = fields.choices.get(path)
    if choices:
        values = value if isinstance(value, list) else [value]
        wrong = next((v for v in values if str(v).lower() not in choices), None)
        if wrong is not None:
            return f"field {path}: {_short(wrong)} is not one of {', '.join(choices)}"
    limit = MAX_TEXT if path in fields.texts else MAX_VALUE
    return _too_long(path, value if isinstance(value, list) else [value], limit)


def _too_long(path: str, values: Iterable[Any], limit: int) -> str | None:
    if any(isinstance(v, str) and len(v) > limit for v in values):
        return f"field {path}: longer than {limit} characters"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
