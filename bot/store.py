"""The bot's SQLite store: matches and their action logs, message ids, decks, card
files and guild settings. WAL, synchronous=FULL; versioned migrations applied at start.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
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
]


@dataclass
class MatchRow:
    id: int
    guild_id: int | None
    channel_id: int
    game: str
    status: str
    player_a: int
    player_b: int
    deck_a: str | None
    deck_b: str | None
    deck_a_name: str | None
    deck_b_name: str | None
    seed: str | None
    options: dict
    board_message_id: int | None
    challenge_message_id: int | None
    winner: str | None
    abandon_request: int | None

    def player_of(self, user_id: int) -> str | None:
        if user_id == self.player_a:
            return "A"
        if user_id == self.player_b:
            return "B"
        return None

    def user_of(self, player: str) -> int:
        return self.player_a if player == "A" else self.player_b


_MATCH_COLUMNS = ("id, guild_id, channel_id, game, status, player_a, player_b, deck_a, deck_b, "
                  "deck_a_name, deck_b_name, seed, options, board_message_id, challenge_message_id, "
                  "winner, abandon_request")


class Store:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.db: aiosqlite.Connection | None = None
        self._pending: list = []
        self._flusher: asyncio.Task | None = None

    async def open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = await aiosqlite.connect(self.path)
        await self.db.execute("PRAGMA journal_mode=WAL")
        await self.db.execute("PRAGMA synchronous=FULL")
        await self.db.execute("PRAGMA foreign_keys=ON")
        await self.migrate()

    async def close(self) -> None:
        if self.db is not None:
            await self.db.close()
            self.db = None

    async def migrate(self) -> int:
        db = self.db
        await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        row = await (await db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
        current = row[0] or 0
        for version, script in enumerate(MIGRATIONS, 1):
            if version > current:
                await db.executescript(
                    f"BEGIN;\n{script}\nINSERT INTO schema_version VALUES ({version});\nCOMMIT;")
        return len(MIGRATIONS)

    async def schema_version(self) -> int:
        row = await (await self.db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
        return row[0] or 0

    # --- matches ---------------------------------------------------------------------

    async def create_challenge(self, guild_id: int | None, channel_id: int, game: str, a: int, b: int,
                               deck_a: str, deck_a_name: str, options: dict) -> int | None:
        now = time.time()
        try:
            cursor = await self.db.execute(
                "INSERT INTO matches (guild_id, channel_id, game, status, player_a, player_b, deck_a, "
                "deck_a_name, options, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (guild_id, channel_id, game, "challenge", a, b, deck_a, deck_a_name, json.dumps(options),
                 now, now))
        except aiosqlite.IntegrityError:
            return None  # one live match per channel
        await self.db.commit()
        return cursor.lastrowid

    async def match(self, match_id: int) -> MatchRow | None:
        row = await (await self.db.execute(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id=?",
                                           (match_id,))).fetchone()
        return _match_row(row) if row else None

    async def live_match_in(self, channel_id: int) -> MatchRow | None:
        row = await (await self.db.execute(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id=? AND status IN "
            "('challenge','active')", (channel_id,))).fetchone()
        return _match_row(row) if row else None

    async def active_matches(self) -> list[MatchRow]:
        rows = await (await self.db.execute(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE status IN ('challenge','active') ORDER BY id"
        )).fetchall()
        return [_match_row(r) for r in rows]

    async def update_match(self, match_id: int, **fields: Any) -> None:
        if "options" in fields:
            fields["options"] = json.dumps(fields["options"])
        fields["updated_at"] = time.time()
        assignments = ", ".join(f"{k}=?" for k in fields)
        await self.db.execute(f"UPDATE matches SET {assignments} WHERE id=?", (*fields.values(), match_id))
        await self.db.commit()

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
        await self.db.execute(
            "INSERT INTO dm_messages (match_id, player, channel_id, message_id, failed) VALUES (?,?,?,?,?) "
            "ON CONFLICT(match_id, player) DO UPDATE SET channel_id=excluded.channel_id, "
            "message_id=excluded.message_id, failed=excluded.failed",
            (match_id, player, channel_id, message_id, int(failed)))
        await self.db.commit()

    async def dms(self, match_id: int) -> dict[str, tuple[int | None, int | None, bool]]:
        rows = await (await self.db.execute(
            "SELECT player, channel_id, message_id, failed FROM dm_messages WHERE match_id=?",
            (match_id,))).fetchall()
        return {r[0]: (r[1], r[2], bool(r[3])) for r in rows}

    # --- decks and cards -------------------------------------------------------------

    async def save_deck(self, user_id: int, game: str, name: str, text: str) -> None:
        await self.db.execute(
            "INSERT INTO decks (user_id, game, name, text, created_at) VALUES (?,?,?,?,?) "
            "ON CONFLICT(user_id, game, name) DO UPDATE SET text=excluded.text",
            (user_id, game, name, text, time.time()))
        await self.db.commit()

    async def decks(self, user_id: int, game: str) -> list[tuple[str, str]]:
        rows = await (await self.db.execute(
            "SELECT name, text FROM decks WHERE user_id=? AND game=? ORDER BY name", (user_id, game))
        ).fetchall()
        return [(r[0], r[1]) for r in rows]

    async def remove_deck(self, user_id: int, game: str, name: str) -> bool:
        cursor = await self.db.execute("DELETE FROM decks WHERE user_id=? AND game=? AND name=?",
                                       (user_id, game, name))
        await self.db.commit()
        return cursor.rowcount > 0

    # --- judging -------------------------------------------------------------------------

    async def add_event(self, match_id: int, kind: str, user_id: int | None, data: dict,
                        at_n: int | None) -> int:
        cursor = await self.db.execute(
            "INSERT INTO match_events (match_id, kind, user_id, data, at_n, created_at) VALUES (?,?,?,?,?,?)",
            (match_id, kind, user_id, json.dumps(data), at_n, time.time()))
        await self.db.commit()
        return cursor.lastrowid

    async def events(self, match_id: int) -> list[dict]:
        rows = await (await self.db.execute(
            "SELECT id, kind, user_id, data, at_n, created_at FROM match_events WHERE match_id=? ORDER BY id",
            (match_id,))).fetchall()
        return [{"id": r[0], "kind": r[1], "user": r[2], **json.loads(r[3]), "at": r[4], "time": r[5]}
                for r in rows]

    async def supersede(self, match_id: int, from_n: int, rewind_event: int) -> int:
        """Rewind: the actions from `from_n` on leave the live log for the superseded
        table (kept for the record, never deleted), in one transaction."""
        await self.db.execute(
            "INSERT INTO superseded_actions (match_id, rewind, n, actor, kind, args, user_id, created_at) "
            "SELECT match_id, ?, n, actor, kind, args, user_id, created_at FROM actions "
            "WHERE match_id=? AND n>=?", (rewind_event, match_id, from_n))
        cursor = await self.db.execute("DELETE FROM actions WHERE match_id=? AND n>=?", (match_id, from_n))
        await self.db.commit()
        return cursor.rowcount

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
        await self.db.execute(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (?,?,?) "
            "ON CONFLICT(guild_id, key) DO UPDATE SET value=excluded.value", (guild_id, key, value))
        await self.db.commit()

    async def save_card_file(self, guild_id: int, game: str, name: str, content: str) -> None:
        await self.db.execute(
            "INSERT INTO card_files (guild_id, game, name, content, created_at) VALUES (?,?,?,?,?) "
            "ON CONFLICT(guild_id, game, name) DO UPDATE SET content=excluded.content",
            (guild_id, game, name, content, time.time()))
        await self.db.commit()

    async def card_files(self, guild_id: int | None, game: str) -> list[tuple[str, str]]:
        if guild_id is None:
            return []
        rows = await (await self.db.execute(
            "SELECT name, content FROM card_files WHERE guild_id=? AND game=? ORDER BY name",
            (guild_id, game))).fetchall()
        return [(r[0], r[1]) for r in rows]


def _match_row(row) -> MatchRow:
    values = list(row)
    values[12] = json.loads(values[12] or "{}")
    return MatchRow(*values)
