"""A card file as a server admin uploads it (CONTRACTS §3b): YAML, CSV/TSV or JSON Lines of
any game, parsed and read once per file (its SHA-256 and the reader's version,
core/printed/cache.py), with the `check` report of how every effect was read.

Pure functions over bytes, run in a worker thread by the library (bot/services/library.py)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from rules_engine.cards.check import CardReport, check_rows, summary
from rules_engine.core.data import DataError, load_yaml
from rules_engine.core.errors import CardFileError
from rules_engine.core.game import GameModule
from rules_engine.core.printed.cache import ReadCache
from rules_engine.core.printed.formats import CardRow, decode, format_of, parse_cards_bytes

MAX_CARD_FILE_BYTES = 4 * 1024 * 1024  # core/printed/formats.MAX_BYTES: a whole real set
MAX_ERRORS_SHOWN = 12  # the report names every bad card; the message the first ones
TOP_UNREAD = 5  # the commonest unread phrases the answer lists

# The reading of a file, by its bytes' SHA-256 and the reader's version: the same file
# imported again (or by another server) is never read twice in this process.
READINGS: ReadCache[tuple[dict, bytes]] = ReadCache(capacity=32)


@dataclass(frozen=True, slots=True)
class Upload:
    """A card file's cards, parsed: its mappings (what the store keeps and pools are built
    from), where each came from, its text and its digest."""

    filename: str
    content: str
    digest: str
    rows: list[CardRow]
    mappings: list[dict]

    @property
    def cards_json(self) -> str:
        return json.dumps(self.mappings, ensure_ascii=False, default=str)  # a YAML date as written


def digest_of(data: bytes | str) -> str:
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()


def parse_upload(module: GameModule, filename: str, data: bytes) -> Upload:
    """The cards of an uploaded file, checked by the game (every field of every card).
    Raises CardFileError / DataError naming the file, the row or line, the card and the
    field; a file with bad cards is refused whole, every bad card named."""
    kind = format_of(filename)
    if len(data) > MAX_CARD_FILE_BYTES:
        raise CardFileError(f"{filename}: larger than {MAX_CARD_FILE_BYTES // (1024 * 1024)} MB")
    content = decode(data, filename)
    if kind == "yaml":  # CONTRACTS §3: scripted and printed cards, as the card files of data/cards/
        loaded = load_yaml(content, filename, max_bytes=MAX_CARD_FILE_BYTES)
        mappings = loaded if isinstance(loaded, list) else (loaded or {}).get("cards", []) \
            if isinstance(loaded, dict) else None
        if not isinstance(mappings, list):
            raise CardFileError(f"{filename}: expected a list of cards (or `cards:` with one)")
        rows = [CardRow(m if isinstance(m, dict) else {}, f"card {n}") for n, m in enumerate(mappings, 1)]
    else:
        rows = parse_cards_bytes(data, filename, module.card_fields, kind)
        bad = [f"{filename}: {row.label}: {row.error}" for row in rows if row.error is not None]
        if bad:
            more = len(bad) - MAX_ERRORS_SHOWN
            shown = bad[:MAX_ERRORS_SHOWN] + ([f"… and {more} more"] if more > 0 else [])
            raise CardFileError("\n".join(shown))
        mappings = [row.data for row in rows]
    if not mappings:
        raise DataError(f"{filename}: no cards in the file")
    module.load_cards(mappings, filename)  # the game's own checks (a printed or a scripted card)
    upload = Upload(filename, content, digest_of(data), rows, mappings)
    # the kept JSON is what later pools are built from: it must load as the file did
    return Upload(filename, content, upload.digest, rows, json.loads(upload.cards_json))


def read_upload(module: GameModule, upload: Upload) -> tuple[dict, bytes]:
    """(the summary, the full report as JSON Lines: one object per card, then
    `{"summary": …}`, as `python -m rules_engine.cards check --json` prints it)."""

    def build() -> tuple[dict, bytes]:
        reports = check_rows(module, upload.rows, upload.filename)
        return report_of(reports)

    key = upload.content.encode("utf-8", "surrogatepass")
    return READINGS.get(key + module.code.encode(), module.reader_version(), build)


def report_of(reports: list[CardReport]) -> tuple[dict, bytes]:
    totals = summary(reports, top=TOP_UNREAD)
    lines = [json.dumps(r.to_dict(), ensure_ascii=False) for r in reports]
    lines.append(json.dumps({"summary": totals}, ensure_ascii=False))
    return totals, ("\n".join(lines) + "\n").encode()


def stored_report(report: str) -> tuple[dict, bytes]:
    """A report kept in the store (its JSON Lines) as `read_upload` returns it."""
    last = report.rstrip("\n").rsplit("\n", 1)[-1]
    totals: dict[str, Any] = json.loads(last)["summary"]
    return totals, report.encode()
