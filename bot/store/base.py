"""The store's interface and the logic both backends share.

Every query is written once, here, with `?` placeholders; a backend runs it in its own
dialect (PostgreSQL's backend numbers the placeholders). A backend provides only how to
connect, migrate, run a transaction, read rows, and append an action.

`Store(target)` picks the backend from `target`: a path or `sqlite:///path` → SQLite,
`postgresql://…` → PostgreSQL.
"""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit


class StoreError(Exception):
    """The database cannot be used; one line for the operator."""


class Conflict(StoreError):
    """Someone else wrote first: another action already has this number, or the channel
    already has a live match. Nothing was written; look again and try again."""


class ConnectionLost(StoreError):
    """The connection to the database broke during the operation; the operation was
    rolled back (a transaction is all or nothing). Try again."""


# Appending an action (`Store._append`, and the SQLite backend's one-call batch): the next
# number is checked, then inserted; the primary key (match_id, n) settles a race.
NEXT_ACTION_SQL = "SELECT COALESCE(MAX(n) + 1, 0) FROM actions WHERE match_id=?"
INSERT_ACTION_SQL = ("INSERT INTO actions (match_id, n, actor, kind, args, user_id, created_at) "
                     "VALUES (?,?,?,?,?,?,?)")
END_MATCH_SQL = "UPDATE matches SET status=?, winner=?, updated_at=? WHERE id=?"
# the same in one statement (SQLite: ?1 and ?2 are the row's match id and number):
# inserts nothing unless n is the next number
INSERT_NEXT_ACTION_SQL = ("INSERT INTO actions (match_id, n, actor, kind, args, user_id, created_at) "
                          "SELECT ?,?,?,?,?,?,? "
                          "WHERE (SELECT COALESCE(MAX(n) + 1, 0) FROM actions WHERE match_id=?1) = ?2")


def not_next(match_id: int, n: int, next_n: int) -> Conflict:
    return Conflict(f"match {match_id}: action {n} is not the next one (the next is {next_n}); "
                    "someone else acted first — look again and try again")


@dataclass(frozen=True)
class Transition:
    """What a compare-and-set on a challenge did. `won`: this call made the change, and
    `status` is the challenge's status now. Otherwise another call landed first and
    `status` is what it made (None: no such match); `late` when the challenge was still
    open but past its expiry time (it is the expiry's to close, not this call's)."""

    won: bool
    status: str | None
    late: bool = False


# A challenge's statuses: open, then exactly one of the others (MatchService's state machine).
OPEN = "challenge"
CLOSED = ("declined", "withdrawn", "expired", "cancelled")


@dataclass
class SeatRow:
    seat: str
    user_id: int
    name: str = ""
    deck: str | None = None
    deck_name: str | None = None
    accepted: bool = False


@dataclass
class MatchRow:
    id: int
    guild_id: int | None
    channel_id: int
    game: str
    # challenge → active | declined | withdrawn | expired | cancelled; active → finished | abandoned
    status: str
    seed: str | None
    options: dict
    board_message_id: int | None
    challenge_message_id: int | None
    winner: str | None
    paused: bool
    epoch: int  # how many times a judge rewound the match (components of an older epoch are stale)
    abandon_votes: list[int]
    expires_at: float | None = None  # an open challenge's end (epoch seconds)
    seats: dict[str, SeatRow] = field(default_factory=dict)  # in seating order

    def player_of(self, user_id: int) -> str | None:
        for seat in self.seats.values():
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_of(self, seat: str) -> int:
        return self.seats[seat].user_id

    @property
    def users(self) -> list[int]:
        return [s.user_id for s in self.seats.values()]


_MATCH_COLUMNS = ("id, guild_id, channel_id, game, status, seed, options, board_message_id, "
                  "challenge_message_id, winner, paused, epoch, abandon_votes, expires_at")

# Every table the bot keeps, with its columns and a stable order (for export-db), parents first.
TABLES: dict[str, tuple[str, str]] = {
    "matches": ("id, guild_id, channel_id, game, status, player_a, player_b, deck_a, deck_b, "
                "deck_a_name, deck_b_name, seed, options, board_message_id, challenge_message_id, winner, "
                "abandon_request, created_at, updated_at, paused, epoch, abandon_votes, expires_at", "id"),
    "match_seats": ("match_id, seat, position, user_id, name, deck, deck_name, accepted",
                    "match_id, position"),
    "actions": ("match_id, n, actor, kind, args, user_id, created_at", "match_id, n"),
    "superseded_actions": ("match_id, rewind, n, actor, kind, args, user_id, created_at",
                           "match_id, rewind, n"),
    "match_events": ("id, match_id, kind, user_id, data, at_n, created_at", "id"),
    "dm_messages": ("match_id, player, channel_id, message_id, failed", "match_id, player"),
    "decks": ("user_id, game, name, text, created_at", "user_id, game, name"),
    "card_files": ("guild_id, game, name, content, created_at, digest, cards", "guild_id, game, name"),
    "guild_settings": ("guild_id, key, value", "guild_id, key"),
}

ActionRow = tuple[int, int, str, str, str, int | None, float]  # match_id, n, actor, kind, args, user, time


class Tx(Protocol):
    """One open transaction: statements with `?` placeholders."""

    async def execute(self, sql: str, params: Sequence = ()) -> int: ...  # rows changed

    async def executemany(self, sql: str, rows: list[Sequence]) -> None: ...

    async def fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None: ...

    async def fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]: ...


def describe(target: str | Path) -> str:
    """The target as an operator may read it: never a password."""
    text = str(target)
    if "://" not in text or text.startswith("sqlite"):
        return text
    parts = urlsplit(text)
    user = f"{parts.username}@" if parts.username else ""
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{user}{parts.hostname or ''}{port}{parts.path}"


def backend_for(target: str | Path) -> type[Store]:
    text = str(target)
    if text.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStore

        return PostgresStore
    if "://" in text and not text.startswith("sqlite://"):
        raise StoreError(f"unknown database URL {describe(text)!r}: use sqlite:///path/to/file.db or "
                         "postgresql://user:password@host:port/database")
    from .sqlite import SqliteStore

    return SqliteStore


class Store(ABC):
    """The bot's memory: matches and their action logs, message ids, decks, card files,
    judge records and guild settings. `Store(path_or_url)` gives the right backend."""

    kind = ""  # "sqlite" | "postgresql"

    def __new__(cls, target: str | Path, *args: Any, **kwargs: Any) -> Store:
        if cls is Store:
            cls = backend_for(target)
        return super().__new__(cls)

    def __init__(self, target: str | Path) -> None:
        self.target = target
        self.applied: list[int] = []  # migrations applied when it was opened

    def __str__(self) -> str:
        return describe(self.target)

    # --- what a backend provides ----------------------------------------------------------

    @staticmethod
    @abstractmethod
    def migrations() -> list[str]: ...

    @abstractmethod
    async def open(self) -> None:
        """Connect and apply the migrations not applied yet (StoreError if it cannot)."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def migrate(self) -> list[int]:
        """Apply the migrations not applied yet, each in its own transaction; returns the
        versions applied now."""

    @abstractmethod
    def _tx(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction: committed at the end of the block, rolled back if it raises."""

    @abstractmethod
    async def _fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None: ...

    @abstractmethod
    async def _fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]: ...

    @abstractmethod
    async def append_action(self, match_id: int, n: int, actor: str, kind: str, args: dict,
                            user_id: int | None, *, status: str | None = None,
                            winner: str | None = None) -> None:
        """Commit action number `n` of the match (and the match's end, if it ended) before
        returning. Only the next number is accepted: if another action already has
        number `n`, or `n` skips one, nothing is written and `Conflict` is raised."""

    async def _write(self, sql: str, params: Sequence = ()) -> int:
        """One statement, committed; rolled back (and raised) if anything fails."""
        async with self._tx() as tx:
            return await tx.execute(sql, params)

    async def _append(self, tx: Tx, row: ActionRow, status: str | None, winner: str | None) -> None:
        """Action `row` in transaction `tx`, if its number is the next one. The primary key
        (match_id, n) settles a race between two writers: the second insert fails."""
        match_id, n = row[0], row[1]
        found = await tx.fetchone(NEXT_ACTION_SQL, (match_id,))
        if found[0] != n:
            raise not_next(match_id, n, found[0])
        await tx.execute(INSERT_ACTION_SQL, row)
        if status is not None:
            await tx.execute(END_MATCH_SQL, (status, winner, time.time(), match_id))

    async def schema_version(self) -> int:
        row = await self._fetchone("SELECT MAX(version) FROM schema_version")
        return row[0] or 0

    # --- matches ---------------------------------------------------------------------

    async def create_challenge(self, guild_id: int | None, channel_id: int, game: str,
                               seats: list[SeatRow], options: dict,
                               expires_at: float | None = None) -> int | None:
        """A challenge with its seats (the challenger's accepted, with their deck), in one
        transaction; None when the channel already has a live match."""
        now = time.time()
        first, second = seats[0], seats[1]
        try:
            async with self._tx() as tx:
                row = await tx.fetchone(
                    "INSERT INTO matches (guild_id, channel_id, game, status, player_a, player_b, deck_a, "
                    "deck_a_name, options, created_at, updated_at, expires_at) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
                    (guild_id, channel_id, game, OPEN, first.user_id, second.user_id, first.deck,
                     first.deck_name, json.dumps(options), now, now, expires_at))
                match_id = row[0]
                await tx.executemany(
                    "INSERT INTO match_seats (match_id, seat, position, user_id, name, deck, deck_name, "
                    "accepted) VALUES (?,?,?,?,?,?,?,?)",
                    [(match_id, s.seat, n, s.user_id, s.name, s.deck, s.deck_name, int(s.accepted))
                     for n, s in enumerate(seats)])
        except Conflict:
            return None  # one live match per channel
        return match_id

    # A challenge's transitions are compare-and-set: each first updates the match row only
    # while it is still open, which also takes the row's lock (PostgreSQL), so concurrent
    # transitions of one challenge, from any process, queue there and the later ones see
    # what the first one did. SQLite's BEGIN IMMEDIATE serialises them anyway.

    async def accept_seat(self, match_id: int, seat: str, deck: str, deck_name: str, *,
                          start_seed: str | None, now: float | None = None) -> Transition:
        """A seat accepts with its deck, if the challenge is open (and, given `now`, not past
        its expiry) and the seat has not accepted yet. With `start_seed`, the match starts
        in the same transaction if no seat is left waiting: `status` "active"."""
        stamp = time.time()
        async with self._tx() as tx:
            open_now = await tx.execute(
                "UPDATE matches SET updated_at=? WHERE id=? AND status=? "
                "AND (expires_at IS NULL OR expires_at > ?)",
                (stamp, match_id, OPEN, stamp if now is None else now))
            if not open_now:
                found = await tx.fetchone("SELECT status FROM matches WHERE id=?", (match_id,))
                status = found[0] if found else None
                return Transition(False, status, late=status == OPEN)
            taken = await tx.execute("UPDATE match_seats SET deck=?, deck_name=?, accepted=1 "
                                     "WHERE match_id=? AND seat=? AND accepted=0",
                                     (deck, deck_name, match_id, seat))
            if not taken:
                return Transition(False, OPEN)  # this seat had accepted already
            if start_seed is not None:
                started = await tx.execute(
                    "UPDATE matches SET status='active', seed=?, updated_at=? WHERE id=? AND NOT EXISTS "
                    "(SELECT 1 FROM match_seats WHERE match_id=? AND accepted=0)",
                    (start_seed, stamp, match_id, match_id))
                if started:
                    return Transition(True, "active")
        return Transition(True, OPEN)

    async def close_challenge(self, match_id: int, status: str, user_id: int | None, data: dict,
                              now: float) -> Transition:
        """challenge → `status` (declined, withdrawn, expired, cancelled) if it is still open,
        "expired" only once `now` is past its expiry; recorded as an event of that kind (who,
        and `data`) in the same transaction."""
        if status not in CLOSED:
            raise ValueError(f"{status!r} does not close a challenge")
        # (an open challenge without an expiry, made by an older version, expires at once)
        when = " AND (expires_at IS NULL OR expires_at <= ?)" if status == "expired" else ""
        async with self._tx() as tx:
            changed = await tx.execute(
                f"UPDATE matches SET status=?, updated_at=? WHERE id=? AND status=?{when}",
                (status, time.time(), match_id, OPEN, *((now,) if when else ())))
            if not changed:
                found = await tx.fetchone("SELECT status FROM matches WHERE id=?", (match_id,))
                return Transition(False, found[0] if found else None)
            await tx.execute(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?)", (match_id, status, user_id, json.dumps(data), None, time.time()))
        return Transition(True, status)

    async def discard_challenge(self, match_id: int) -> bool:
        """Remove a challenge that never reached anyone (its message could not be posted),
        if nobody acted on it meanwhile; True when it is gone."""
        async with self._tx() as tx:
            gone = await tx.execute("UPDATE matches SET status='discarded' WHERE id=? AND status=? AND NOT "
                                    "EXISTS (SELECT 1 FROM match_seats WHERE match_id=? AND accepted=1 "
                                    "AND position > 0)", (match_id, OPEN, match_id))
            if gone:
                await tx.execute("DELETE FROM match_seats WHERE match_id=?", (match_id,))
                await tx.execute("DELETE FROM matches WHERE id=?", (match_id,))
        return bool(gone)

    async def match(self, match_id: int) -> MatchRow | None:
        row = await self._fetchone(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id=?", (match_id,))
        return await self._with_seats(_match_row(row)) if row else None

    async def live_match_in(self, channel_id: int) -> MatchRow | None:
        row = await self._fetchone(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id=? AND status IN "
            "('challenge','active')", (channel_id,))
        return await self._with_seats(_match_row(row)) if row else None

    async def latest_finished_in(self, channel_id: int) -> MatchRow | None:
        row = await self._fetchone(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id=? AND status IN "
            "('finished','abandoned') ORDER BY id DESC LIMIT 1", (channel_id,))
        return await self._with_seats(_match_row(row)) if row else None

    async def active_matches(self) -> list[MatchRow]:
        rows = await self._fetchall(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE status IN ('challenge','active') ORDER BY id")
        return [await self._with_seats(_match_row(r)) for r in rows]

    async def all_matches(self) -> list[MatchRow]:
        """Every match, whatever its status (export-db replays them all)."""
        rows = await self._fetchall(f"SELECT {_MATCH_COLUMNS} FROM matches ORDER BY id")
        return [await self._with_seats(_match_row(r)) for r in rows]

    async def _with_seats(self, row: MatchRow) -> MatchRow:
        seats = await self._fetchall(
            "SELECT seat, user_id, name, deck, deck_name, accepted FROM match_seats WHERE match_id=? "
            "ORDER BY position", (row.id,))
        row.seats = {s[0]: SeatRow(s[0], s[1], s[2], s[3], s[4], bool(s[5])) for s in seats}
        return row

    async def update_match(self, match_id: int, **fields: Any) -> None:
        for name in ("options", "abandon_votes"):
            if name in fields:
                fields[name] = json.dumps(fields[name])
        if "paused" in fields:
            fields["paused"] = int(fields["paused"])
        fields["updated_at"] = time.time()
        assignments = ", ".join(f"{k}=?" for k in fields)
        await self._write(f"UPDATE matches SET {assignments} WHERE id=?", (*fields.values(), match_id))

    async def progress(self, match_id: int) -> tuple[int, int, str, bool] | None:
        """How far a match is in the store: (actions, epoch, status, paused) — what a process
        compares with its own copy to know whether another process acted since."""
        row = await self._fetchone(
            "SELECT (SELECT COALESCE(MAX(n) + 1, 0) FROM actions WHERE match_id=m.id), epoch, status, "
            "paused FROM matches m WHERE id=?", (match_id,))
        return None if row is None else (int(row[0]), int(row[1]), str(row[2]), bool(row[3]))

    async def actions(self, match_id: int) -> list[tuple[str, str, dict, int | None, float]]:
        rows = await self._fetchall(
            "SELECT actor, kind, args, user_id, created_at FROM actions WHERE match_id=? ORDER BY n",
            (match_id,))
        return [(r[0], r[1], json.loads(r[2]), r[3], r[4]) for r in rows]

    async def set_dm(self, match_id: int, player: str, channel_id: int | None, message_id: int | None,
                     failed: bool = False) -> None:
        await self._write(
            "INSERT INTO dm_messages (match_id, player, channel_id, message_id, failed) VALUES (?,?,?,?,?) "
            "ON CONFLICT(match_id, player) DO UPDATE SET channel_id=excluded.channel_id, "
            "message_id=excluded.message_id, failed=excluded.failed",
            (match_id, player, channel_id, message_id, int(failed)))

    async def dms(self, match_id: int) -> dict[str, tuple[int | None, int | None, bool]]:
        rows = await self._fetchall(
            "SELECT player, channel_id, message_id, failed FROM dm_messages WHERE match_id=?", (match_id,))
        return {r[0]: (r[1], r[2], bool(r[3])) for r in rows}

    # --- decks and cards -------------------------------------------------------------

    async def save_deck(self, user_id: int, game: str, name: str, text: str) -> None:
        await self._write(
            "INSERT INTO decks (user_id, game, name, text, created_at) VALUES (?,?,?,?,?) "
            "ON CONFLICT(user_id, game, name) DO UPDATE SET text=excluded.text",
            (user_id, game, name, text, time.time()))

    async def decks(self, user_id: int, game: str) -> list[tuple[str, str]]:
        rows = await self._fetchall(
            "SELECT name, text FROM decks WHERE user_id=? AND game=? ORDER BY name", (user_id, game))
        return [(r[0], r[1]) for r in rows]

    async def remove_deck(self, user_id: int, game: str, name: str) -> bool:
        return await self._write("DELETE FROM decks WHERE user_id=? AND game=? AND name=?",
                                 (user_id, game, name)) > 0

    # --- judging -------------------------------------------------------------------------

    async def add_event(self, match_id: int, kind: str, user_id: int | None, data: dict,
                        at_n: int | None) -> int:
        async with self._tx() as tx:
            row = await tx.fetchone(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?) RETURNING id",
                (match_id, kind, user_id, json.dumps(data), at_n, time.time()))
        return row[0]

    async def events(self, match_id: int) -> list[dict]:
        rows = await self._fetchall(
            "SELECT id, kind, user_id, data, at_n, created_at FROM match_events WHERE match_id=? ORDER BY id",
            (match_id,))
        return [{"id": r[0], "kind": r[1], "user": r[2], **json.loads(r[3]), "at": r[4], "time": r[5]}
                for r in rows]

    async def rewind(self, match_id: int, judge_id: int, to: int, data: dict) -> tuple[int, int]:
        """Rewind in one transaction: record the event, move the actions from `to` on to the
        superseded table (kept for the record, never deleted), and start a new epoch.
        Returns (actions superseded, the new epoch)."""
        async with self._tx() as tx:
            row = await tx.fetchone(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?) RETURNING id",
                (match_id, "rewind", judge_id, json.dumps(data), to, time.time()))
            event = row[0]
            await tx.execute(
                "INSERT INTO superseded_actions (match_id, rewind, n, actor, kind, args, user_id, "
                "created_at) SELECT match_id, CAST(? AS BIGINT), n, actor, kind, args, user_id, created_at "
                "FROM actions WHERE match_id=? AND n>=?", (event, match_id, to))
            count = await tx.execute("DELETE FROM actions WHERE match_id=? AND n>=?", (match_id, to))
            row = await tx.fetchone("UPDATE matches SET epoch = epoch + 1, updated_at=? WHERE id=? "
                                    "RETURNING epoch", (time.time(), match_id))
        return count, row[0]

    async def set_paused(self, match_id: int, paused: bool, event: tuple[str, int | None, dict, int]) -> None:
        """Pause or unpause with its call / resume event, in one transaction."""
        kind, user_id, data, at_n = event
        async with self._tx() as tx:
            await tx.execute("UPDATE matches SET paused=?, updated_at=? WHERE id=?",
                             (int(paused), time.time(), match_id))
            await tx.execute(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?)", (match_id, kind, user_id, json.dumps(data), at_n, time.time()))

    async def superseded(self, match_id: int) -> list[dict]:
        rows = await self._fetchall(
            "SELECT rewind, n, actor, kind, args, user_id, created_at FROM superseded_actions "
            "WHERE match_id=? ORDER BY rewind, n", (match_id,))
        return [{"rewind": r[0], "n": r[1], "actor": r[2], "kind": r[3], "args": json.loads(r[4]),
                 "user": r[5], "time": r[6], "superseded": True} for r in rows]

    async def setting(self, guild_id: int, key: str) -> str | None:
        row = await self._fetchone("SELECT value FROM guild_settings WHERE guild_id=? AND key=?",
                                   (guild_id, key))
        return row[0] if row else None

    async def set_setting(self, guild_id: int, key: str, value: str) -> None:
        await self._write(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (?,?,?) "
            "ON CONFLICT(guild_id, key) DO UPDATE SET value=excluded.value", (guild_id, key, value))

    async def save_card_file(self, guild_id: int, game: str, name: str, content: str, *,
                             digest: str | None = None, cards: str | None = None) -> None:
        """A card file as imported, with the SHA-256 of its content and its cards as parsed
        (JSON), so it is parsed once, at import."""
        await self._write(
            "INSERT INTO card_files (guild_id, game, name, content, created_at, digest, cards) "
            "VALUES (?,?,?,?,?,?,?) ON CONFLICT(guild_id, game, name) DO UPDATE SET "
            "content=excluded.content, digest=excluded.digest, cards=excluded.cards",
            (guild_id, game, name, content, time.time(), digest, cards))

    async def card_files(self, guild_id: int | None, game: str) -> list[tuple[str, str]]:
        if guild_id is None:
            return []
        rows = await self._fetchall(
            "SELECT name, content FROM card_files WHERE guild_id=? AND game=? ORDER BY name",
            (guild_id, game))
        return [(r[0], r[1]) for r in rows]

    async def card_file_digests(self, guild_id: int | None, game: str) -> list[tuple[str, str | None]]:
        """(name, digest) of a server's card files: what their parsed pool is cached by
        (the digest is None for a file imported before digests were kept)."""
        if guild_id is None:
            return []
        rows = await self._fetchall(
            "SELECT name, digest FROM card_files WHERE guild_id=? AND game=? ORDER BY name", (guild_id, game))
        return [(r[0], r[1]) for r in rows]

    async def card_file_cards(self, guild_id: int | None,
                              game: str) -> list[tuple[str, str | None, str | None, str | None]]:
        """(name, digest, parsed cards as JSON, content): the content only for a file whose
        cards were never kept (imported before they were), which is parsed once more."""
        if guild_id is None:
            return []
        rows = await self._fetchall(
            "SELECT name, digest, cards, CASE WHEN cards IS NULL THEN content END FROM card_files "
            "WHERE guild_id=? AND game=? ORDER BY name", (guild_id, game))
        return [(r[0], r[1], r[2], r[3]) for r in rows]

    async def keep_parsed_cards(self, guild_id: int, game: str, name: str, digest: str, cards: str) -> None:
        """The parsed cards of an older file (unless it was imported again meanwhile)."""
        await self._write("UPDATE card_files SET digest=?, cards=? WHERE guild_id=? AND game=? AND name=? "
                          "AND cards IS NULL", (digest, cards, guild_id, game, name))

    # --- whole tables (export-db) ------------------------------------------------------

    async def count(self, table: str) -> int:
        row = await self._fetchone(f"SELECT COUNT(*) FROM {_table(table)}")
        return int(row[0])

    async def dump(self, table: str) -> list[tuple]:
        columns, order = TABLES[_table(table)]
        return [tuple(r) for r in await self._fetchall(f"SELECT {columns} FROM {table} ORDER BY {order}")]

    async def load_tables(self, tables: dict[str, list[tuple]]) -> None:
        """Write whole tables into this (empty) store, in one transaction."""
        async with self._tx() as tx:
            for table, rows in tables.items():
                columns, _ = TABLES[_table(table)]
                marks = ",".join("?" * len(columns.split(",")))
                for start in range(0, len(rows), 1000):
                    chunk = rows[start:start + 1000]
                    if chunk:
                        await tx.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", chunk)
            await self._after_load(tx)

    async def _after_load(self, tx: Tx) -> None:  # noqa: B027 (optional hook)
        """After rows with explicit ids were written (PostgreSQL moves its sequences on)."""


def _table(name: str) -> str:
    if name not in TABLES:
        raise ValueError(f"unknown table {name!r}")
    return name


def _match_row(row: Sequence) -> MatchRow:
    values = list(row)
    values[6] = json.loads(values[6] or "{}")
    values[10] = bool(values[10])
    values[12] = json.loads(values[12] or "[]")
    return MatchRow(*values)


__all__ = ["CLOSED", "OPEN", "TABLES", "Conflict", "ConnectionLost", "MatchRow", "SeatRow", "Store",
           "StoreError", "Transition", "Tx", "backend_for", "describe"]
