"""The bot's SQLite store: matches and their action logs, message ids, decks, card
files and guild settings. WAL, synchronous=FULL; versioned migrations applied at start.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS: list[str] = [
    # 1: the first schema
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,               -- challenge | active | finished | abandoned | declined
        player_a INTEGER NOT NULL,
        player_b INTEGER NOT NULL,
        deck_a TEXT, deck_b TEXT,           -- deck lists as text, frozen at the start
        deck_a_name TEXT, deck_b_name TEXT,
        seed TEXT,
        options TEXT NOT NULL DEFAULT '{}',
        board_message_id INTEGER,
        challenge_message_id INTEGER,
        winner TEXT,
        abandon_request INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_match_per_channel ON matches(channel_id)
        WHERE status IN ('challenge', 'active');
    CREATE TABLE actions (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id INTEGER,
        created_at REAL NOT NULL,
        PRIMARY KEY (match_id, n)
    );
    CREATE TABLE dm_messages (
        match_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        channel_id INTEGER,
        message_id INTEGER,
        failed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, player)
    );
    CREATE TABLE decks (
        user_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (user_id, game, name)
    );
    CREATE TABLE card_files (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (guild_id, game, name)
    );
    CREATE TABLE guild_settings (
        guild_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild_id, key)
    );
    """,
    # 2: judge tools — pauses, superseded actions, calls / rulings / penalties / rewinds
    """
    ALTER TABLE matches ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE superseded_actions (
        match_id INTEGER NOT NULL,
        rewind INTEGER NOT NULL,            -- the match_events row of the rewind
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id INTEGER,
        created_at REAL NOT NULL
    );
    CREATE TABLE match_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id INTEGER NOT NULL,
        kind TEXT NOT NULL,                 -- call | claim | resume | ruling | penalty | rewind
        user_id INTEGER,
        data TEXT NOT NULL DEFAULT '{}',
        at_n INTEGER,
        created_at REAL NOT NULL
    );
    """,
    # 3: any number of seats (a match of 2 to 4 players), rewind epochs, abandon votes
    """
    CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        seat TEXT NOT NULL,                 -- A, B, C, D
        position INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL DEFAULT '',      -- the display name when the match was made
        deck TEXT, deck_name TEXT,          -- frozen at the start
        accepted INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, seat)
    );
    INSERT INTO match_seats (match_id, seat, position, user_id, deck, deck_name, accepted)
        SELECT id, 'A', 0, player_a, deck_a, deck_a_name, 1 FROM matches;
    INSERT INTO match_seats (match_id, seat, position, user_id, deck, deck_name, accepted)
        SELECT id, 'B', 1, player_b, deck_b, deck_b_name,
               CASE WHEN status = 'challenge' THEN 0 ELSE 1 END FROM matches;
    ALTER TABLE matches ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE matches ADD COLUMN abandon_votes TEXT NOT NULL DEFAULT '[]';
    UPDATE matches SET epoch = (SELECT COUNT(*) FROM match_events e
                                WHERE e.match_id = matches.id AND e.kind = 'rewind');
    """,
]


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
    status: str  # challenge | active | finished | abandoned | declined
    seed: str | None
    options: dict
    board_message_id: int | None
    challenge_message_id: int | None
    winner: str | None
    paused: bool
    epoch: int  # how many times a judge rewound the match (components of an older epoch are stale)
    abandon_votes: list[int]
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
                  "challenge_message_id, winner, paused, epoch, abandon_votes")


class StoreError(Exception):
    """The database cannot be used; one line for the operator."""


class Store:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.db: aiosqlite.Connection | None = None
        self._pending: list = []
        self._flusher: asyncio.Task | None = None
        self.applied: list[int] = []  # migrations applied when it was opened

    @staticmethod
    def migrations() -> list[str]:
        return MIGRATIONS

    async def open(self) -> None:
        if self.db is not None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = await aiosqlite.connect(self.path)
            await self.db.execute("PRAGMA journal_mode=WAL")
            await self.db.execute("PRAGMA synchronous=FULL")
            await self.db.execute("PRAGMA foreign_keys=ON")
            self.applied = await self.migrate()
        except (OSError, sqlite3.Error) as exc:
            await self.close()
            raise StoreError(f"cannot use the database at {self.path}: {exc} "
                             "(check REFBOT_DB_PATH and the folder's permissions)") from None

    async def close(self) -> None:
        if self.db is not None:
            try:
                await self.db.close()
            finally:
                self.db = None

    async def migrate(self) -> list[int]:
        """Apply the migrations not applied yet, each in its own transaction; returns
        the versions applied now."""
        db = self.db
        await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        await db.commit()
        row = await (await db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
        current = row[0] or 0
        applied = []
        for version, script in enumerate(MIGRATIONS, 1):
            if version > current:
                await db.executescript(
                    f"BEGIN;\n{script}\nINSERT INTO schema_version VALUES ({version});\nCOMMIT;")
                applied.append(version)
        return applied

    async def _write(self, sql: str, params: tuple = ()) -> aiosqlite.Cursor:
        """One statement, committed; rolled back (and raised) if anything fails."""
        try:
            cursor = await self.db.execute(sql, params)
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise
        return cursor

    async def schema_version(self) -> int:
        row = await (await self.db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
        return row[0] or 0

    # --- matches ---------------------------------------------------------------------

    async def create_challenge(self, guild_id: int | None, channel_id: int, game: str,
                               seats: list[SeatRow], options: dict) -> int | None:
        """A challenge with its seats (the challenger's accepted, with their deck), in one
        transaction; None when the channel already has a live match."""
        now = time.time()
        first, second = seats[0], seats[1]
        try:
            cursor = await self.db.execute(
                "INSERT INTO matches (guild_id, channel_id, game, status, player_a, player_b, deck_a, "
                "deck_a_name, options, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (guild_id, channel_id, game, "challenge", first.user_id, second.user_id, first.deck,
                 first.deck_name, json.dumps(options), now, now))
            match_id = cursor.lastrowid
            await self.db.executemany(
                "INSERT INTO match_seats (match_id, seat, position, user_id, name, deck, deck_name, "
                "accepted) VALUES (?,?,?,?,?,?,?,?)",
                [(match_id, s.seat, n, s.user_id, s.name, s.deck, s.deck_name, int(s.accepted))
                 for n, s in enumerate(seats)])
            await self.db.commit()
        except aiosqlite.IntegrityError:
            await self.db.rollback()
            return None  # one live match per channel
        except Exception:
            await self.db.rollback()
            raise
        return match_id

    async def accept_seat(self, match_id: int, seat: str, deck: str, deck_name: str, *,
                          start_seed: str | None) -> None:
        """A seat accepts with its deck; with `start_seed` (the last seat) the match starts, in
        the same transaction."""
        try:
            await self.db.execute("UPDATE match_seats SET deck=?, deck_name=?, accepted=1 "
                                  "WHERE match_id=? AND seat=?", (deck, deck_name, match_id, seat))
            if start_seed is not None:
                await self.db.execute("UPDATE matches SET status='active', seed=?, updated_at=? WHERE id=?",
                                      (start_seed, time.time(), match_id))
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise

    async def match(self, match_id: int) -> MatchRow | None:
        row = await (await self.db.execute(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id=?",
                                           (match_id,))).fetchone()
        return await self._with_seats(_match_row(row)) if row else None

    async def live_match_in(self, channel_id: int) -> MatchRow | None:
        row = await (await self.db.execute(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id=? AND status IN "
            "('challenge','active')", (channel_id,))).fetchone()
        return await self._with_seats(_match_row(row)) if row else None

    async def latest_finished_in(self, channel_id: int) -> MatchRow | None:
        row = await (await self.db.execute(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id=? AND status IN "
            "('finished','abandoned') ORDER BY id DESC LIMIT 1", (channel_id,))).fetchone()
        return await self._with_seats(_match_row(row)) if row else None

    async def active_matches(self) -> list[MatchRow]:
        rows = await (await self.db.execute(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE status IN ('challenge','active') ORDER BY id"
        )).fetchall()
        return [await self._with_seats(_match_row(r)) for r in rows]

    async def _with_seats(self, row: MatchRow) -> MatchRow:
        seats = await (await self.db.execute(
            "SELECT seat, user_id, name, deck, deck_name, accepted FROM match_seats WHERE match_id=? "
            "ORDER BY position", (row.id,))).fetchall()
        row.seats = {s[0]: SeatRow(s[0], s[1], s[2], s[3], s[4], bool(s[5])) for s in seats}
        return row

    async def update_match(self, match_id: int, **fields: Any) -> None:
        for name in ("options", "abandon_votes"):
            if name in fields:
                fields[name] = json.dumps(fields[name])
        fields["updated_at"] = time.time()
        assignments = ", ".join(f"{k}=?" for k in fields)
        try:
            await self.db.execute(f"UPDATE matches SET {assignments} WHERE id=?",
                                  (*fields.values(), match_id))
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise

    async def append_action(self, match_id: int, n: int, actor: str, kind: str, args: dict,
                            user_id: int | None, *, status: str | None = None,
                            winner: str | None = None) -> None:
        """Commit one action (and the match's end, if it ended) before returning.

        Actions from different matches that arrive while a commit is under way are
        committed together in the next transaction (group commit): every caller still
        returns only after its own action is durable, but one fsync serves many."""
        future = asyncio.get_running_loop().create_future()
        self._pending.append(((match_id, n, actor, kind, json.dumps(args), user_id, time.time()),
                              (status, winner, match_id), future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                await self.db.executemany(
                    "INSERT INTO actions (match_id, n, actor, kind, args, user_id, created_at) "
                    "VALUES (?,?,?,?,?,?,?)", [row for row, _, _ in batch])
                ends = [(status, winner, time.time(), match_id) for _, (status, winner, match_id), _ in batch
                        if status is not None]
                if ends:
                    await self.db.executemany(
                        "UPDATE matches SET status=?, winner=?, updated_at=? WHERE id=?", ends)
                await self.db.commit()
            except Exception as exc:
                await self.db.rollback()
                for _, _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                continue
            for _, _, future in batch:
                if not future.done():
                    future.set_result(None)

    async def actions(self, match_id: int) -> list[tuple[str, str, dict, int | None, float]]:
        rows = await (await self.db.execute(
            "SELECT actor, kind, args, user_id, created_at FROM actions WHERE match_id=? ORDER BY n",
            (match_id,))).fetchall()
        return [(r[0], r[1], json.loads(r[2]), r[3], r[4]) for r in rows]

    async def set_dm(self, match_id: int, player: str, channel_id: int | None, message_id: int | None,
                     failed: bool = False) -> None:
        await self._write(
            "INSERT INTO dm_messages (match_id, player, channel_id, message_id, failed) VALUES (?,?,?,?,?) "
            "ON CONFLICT(match_id, player) DO UPDATE SET channel_id=excluded.channel_id, "
            "message_id=excluded.message_id, failed=excluded.failed",
            (match_id, player, channel_id, message_id, int(failed)))

    async def dms(self, match_id: int) -> dict[str, tuple[int | None, int | None, bool]]:
        rows = await (await self.db.execute(
            "SELECT player, channel_id, message_id, failed FROM dm_messages WHERE match_id=?",
            (match_id,))).fetchall()
        return {r[0]: (r[1], r[2], bool(r[3])) for r in rows}

    # --- decks and cards -------------------------------------------------------------

    async def save_deck(self, user_id: int, game: str, name: str, text: str) -> None:
        await self._write(
            "INSERT INTO decks (user_id, game, name, text, created_at) VALUES (?,?,?,?,?) "
            "ON CONFLICT(user_id, game, name) DO UPDATE SET text=excluded.text",
            (user_id, game, name, text, time.time()))

    async def decks(self, user_id: int, game: str) -> list[tuple[str, str]]:
        rows = await (await self.db.execute(
            "SELECT name, text FROM decks WHERE user_id=? AND game=? ORDER BY name", (user_id, game))
        ).fetchall()
        return [(r[0], r[1]) for r in rows]

    async def remove_deck(self, user_id: int, game: str, name: str) -> bool:
        cursor = await self._write("DELETE FROM decks WHERE user_id=? AND game=? AND name=?",
                                   (user_id, game, name))
        return cursor.rowcount > 0

    # --- judging -------------------------------------------------------------------------

    async def add_event(self, match_id: int, kind: str, user_id: int | None, data: dict,
                        at_n: int | None) -> int:
        try:
            cursor = await self.db.execute(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?)", (match_id, kind, user_id, json.dumps(data), at_n, time.time()))
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise
        return cursor.lastrowid

    async def events(self, match_id: int) -> list[dict]:
        rows = await (await self.db.execute(
            "SELECT id, kind, user_id, data, at_n, created_at FROM match_events WHERE match_id=? ORDER BY id",
            (match_id,))).fetchall()
        return [{"id": r[0], "kind": r[1], "user": r[2], **json.loads(r[3]), "at": r[4], "time": r[5]}
                for r in rows]

    async def rewind(self, match_id: int, judge_id: int, to: int, data: dict) -> tuple[int, int]:
        """Rewind in one transaction: record the event, move the actions from `to` on to the
        superseded table (kept for the record, never deleted), and start a new epoch.
        Returns (actions superseded, the new epoch)."""
        try:
            cursor = await self.db.execute(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?)", (match_id, "rewind", judge_id, json.dumps(data), to, time.time()))
            event = cursor.lastrowid
            await self.db.execute(
                "INSERT INTO superseded_actions (match_id, rewind, n, actor, kind, args, user_id, "
                "created_at) SELECT match_id, ?, n, actor, kind, args, user_id, created_at FROM actions "
                "WHERE match_id=? AND n>=?", (event, match_id, to))
            cursor = await self.db.execute("DELETE FROM actions WHERE match_id=? AND n>=?", (match_id, to))
            count = cursor.rowcount
            await self.db.execute("UPDATE matches SET epoch = epoch + 1, updated_at=? WHERE id=?",
                                  (time.time(), match_id))
            cursor = await self.db.execute("SELECT epoch FROM matches WHERE id=?", (match_id,))
            row = await cursor.fetchone()
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise
        return count, row[0]

    async def set_paused(self, match_id: int, paused: bool, event: tuple[str, int | None, dict, int]) -> None:
        """Pause or unpause with its call / resume event, in one transaction."""
        kind, user_id, data, at_n = event
        try:
            await self.db.execute("UPDATE matches SET paused=?, updated_at=? WHERE id=?",
                                  (int(paused), time.time(), match_id))
            await self.db.execute(
                "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) "
                "VALUES (?,?,?,?,?,?)", (match_id, kind, user_id, json.dumps(data), at_n, time.time()))
            await self.db.commit()
        except Exception:
            await self.db.rollback()
            raise

    async def superseded(self, match_id: int) -> list[dict]:
        rows = await (await self.db.execute(
            "SELECT rewind, n, actor, kind, args, user_id, created_at FROM superseded_actions "
            "WHERE match_id=? ORDER BY rewind, n", (match_id,))).fetchall()
        return [{"rewind": r[0], "n": r[1], "actor": r[2], "kind": r[3], "args": json.loads(r[4]),
                 "user": r[5], "time": r[6], "superseded": True} for r in rows]

    async def setting(self, guild_id: int, key: str) -> str | None:
        row = await (await self.db.execute("SELECT value FROM guild_settings WHERE guild_id=? AND key=?",
                                           (guild_id, key))).fetchone()
        return row[0] if row else None

    async def set_setting(self, guild_id: int, key: str, value: str) -> None:
        await self._write(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (?,?,?) "
            "ON CONFLICT(guild_id, key) DO UPDATE SET value=excluded.value", (guild_id, key, value))

    async def save_card_file(self, guild_id: int, game: str, name: str, content: str) -> None:
        await self._write(
            "INSERT INTO card_files (guild_id, game, name, content, created_at) VALUES (?,?,?,?,?) "
            "ON CONFLICT(guild_id, game, name) DO UPDATE SET content=excluded.content",
            (guild_id, game, name, content, time.time()))

    async def card_files(self, guild_id: int | None, game: str) -> list[tuple[str, str]]:
        if guild_id is None:
            return []
        rows = await (await self.db.execute(
            "SELECT name, content FROM card_files WHERE guild_id=? AND game=? ORDER BY name",
            (guild_id, game))).fetchall()
        return [(r[0], r[1]) for r in rows]


def _match_row(row) -> MatchRow:
    values = list(row)
    values[6] = json.loads(values[6] or "{}")
    values[10] = bool(values[10])
    values[12] = json.loads(values[12] or "[]")
    return MatchRow(*values)
