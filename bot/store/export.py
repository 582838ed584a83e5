"""`python -m bot export-db --to URL`: copy every table of one store into another, empty
one (SQLite → PostgreSQL for a growing server, or back), then check the copy: the same
row count in every table, and every match replayed from each store's action log to the
same state hash."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_engine.core.actions import Action
from rules_engine.core.game import MatchConfig
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

from .base import CARD_FILES, TABLES, MatchRow, Store, StoreError


@dataclass
class ExportReport:
    counts: dict[str, int] = field(default_factory=dict)
    replayed: int = 0  # matches replayed to the same state hash in both stores
    not_started: int = 0  # challenges never accepted: no log to replay
    hashes: dict[int, str] = field(default_factory=dict)

    def summary(self, source: Store, target: Store) -> str:
        tables = ", ".join(f"{name} {count}" for name, count in self.counts.items())
        return (f"exported {source} → {target}: {tables}; {self.replayed} match(es) replayed to the same "
                f"state hash in both ({self.not_started} never started)")


async def replay_hash(store: Store, row: MatchRow) -> str:
    """The state hash of a match rebuilt from its log, as the bot rebuilds it; a match
    whose setup the rules refuse hashes to its error (it must fail alike in both stores)."""
    stored = await store.actions(row.id)
    try:
        game = get_game(row.game)
        decks = {seat: game.parse_deck(s.deck or "", seat) for seat, s in row.seats.items()}
        options = dict(row.options)
        pins = options.pop(CARD_FILES, None)
        if pins:  # the match's card file versions, as the bot resolves them
            options["cards"] = await store.pinned_cards(row.game, list(pins))
        config = MatchConfig(game=row.game, players=tuple(row.seats), decks=decks, seed=row.seed or "",
                             options=options)
        actions = [Action(actor, kind, args, n) for n, (actor, kind, args, _, _) in enumerate(stored)]
        return Match(config, actions).state_hash()
    except Exception as exc:
        return f"unreplayable: {type(exc).__name__}: {exc}"


async def export(source: Store, target: Store) -> ExportReport:
    """Copy `source` into `target` (both open; `target` must hold no data) and verify."""
    if await source.schema_version() != await target.schema_version():
        raise StoreError(f"the schemas differ (source version {await source.schema_version()}, target "
                         f"{await target.schema_version()}): run `python -m bot migrate` on the source first")
    for table in TABLES:
        if await target.count(table):
            raise StoreError(f"{target} already holds data (table {table}); export-db copies into an empty "
                             "database only")
    tables = {table: await source.dump(table) for table in TABLES}
    await target.load_tables(tables)  # one transaction: all or nothing
    report = ExportReport()
    for table, rows in tables.items():
        copied = await target.count(table)
        if copied != len(rows):
            raise StoreError(f"table {table}: {len(rows)} row(s) in the source but {copied} in the target")
        report.counts[table] = copied
    for row in await source.all_matches():
        if row.seed is None:
            report.not_started += 1
            continue
        copy = await target.match(row.id)
        if copy is None:
            raise StoreError(f"match {row.id} is missing from the target")
        before, after = await replay_hash(source, row), await replay_hash(target, copy)
        if before != after:
            raise StoreError(f"match {row.id} replays differently in the target "
                             f"({before[:16]} ≠ {after[:16]})")
        report.hashes[row.id] = after
        report.replayed += 1
    return report
