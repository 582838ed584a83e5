"""The SQLite backend (aiosqlite): one file, WAL, synchronous=FULL, explicit
transactions (BEGIN IMMEDIATE, so two processes on one file queue instead of failing
mid-transaction), and group commit of actions."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from .base import (
    END_MATCH_SQL,
    INSERT_NEXT_ACTION_SQL,
    NEXT_ACTION_SQL,
    Conflict,
    Store,
    StoreError,
    Tx,
    not_next,
)
from .migrations.sqlite import MIGRATIONS

BUSY_TIMEOUT_MS = 10_000


def sqlite_path(target: str | Path) -> Path:
    text = str(target)
    if text.startswith("sqlite://"):
        text = text.removeprefix("sqlite://")  # sqlite:///abs/path → /abs/path; sqlite://rel → rel
        if not text:
            raise StoreError("the SQLite URL names no file: use sqlite:///path/to/file.db")
    return Path(text)


def _probe(path: Path) -> None:
    """Open and close the file once: raises sqlite3.Error when SQLite cannot open it."""
    sqlite3.connect(path).close()


def _error(exc: Exception) -> StoreError:
    if isinstance(exc, sqlite3.IntegrityError):
        return Conflict(f"someone else wrote first ({exc}); nothing was changed, try again")
    return StoreError(f"database error: {exc}")


def _write_actions(db: aiosqlite.Connection, rows: list) -> list[StoreError | None]:
    """Runs on aiosqlite's thread: one transaction for a batch of actions. Each action is
    one conditional insert (only if its number is the next one), so a refused one writes
    nothing and the others go on; few statements, because between two of them this
    thread waits for the GIL the busy event loop holds."""
    conn = db._conn
    conn.execute("BEGIN IMMEDIATE")
    try:
        outcomes: list[StoreError | None] = []
        for row, status, winner in rows:
            match_id, n = row[0], row[1]
            try:
                inserted = conn.execute(INSERT_NEXT_ACTION_SQL, row).rowcount
                if not inserted:
                    raise not_next(match_id, n, conn.execute(NEXT_ACTION_SQL, (match_id,)).fetchone()[0])
                if status is not None:
                    conn.execute(END_MATCH_SQL, (status, winner, time.time(), match_id))
            except (StoreError, sqlite3.Error) as exc:  # a failed statement undoes only itself
                outcomes.append(_error(exc) if isinstance(exc, sqlite3.Error) else exc)
            else:
                outcomes.append(None)
        conn.execute("COMMIT")
        return outcomes
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


class _SqliteTx:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        cursor = await self.db.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, rows: list[Sequence]) -> None:
        await self.db.executemany(sql, rows)

    async def fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None:
        cursor = await self.db.execute(sql, params)
        rows = await cursor.fetchall()  # all: a RETURNING statement finishes only when read to the end
        return rows[0] if rows else None

    async def fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]:
        return list(await (await self.db.execute(sql, params)).fetchall())


class SqliteStore(Store):
    kind = "sqlite"

    def __init__(self, target: str | Path) -> None:
        super().__init__(target)
        self.path = sqlite_path(target)
        self.db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()  # one transaction at a time on the one connection
        self._pending: list = []
        self._flusher: asyncio.Task | None = None

    @staticmethod
    def migrations() -> list[str]:
        return MIGRATIONS

    async def open(self) -> None:
        if self.db is not None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # A file SQLite cannot open (a folder, no permission) fails here, on a thread we
            # wait for: aiosqlite's own failed connect answers the event loop from its thread
            # later, after `python -m bot migrate` may have closed the loop ("Event loop is
            # closed" printed on exit).
            await asyncio.to_thread(_probe, self.path)
            self.db = await aiosqlite.connect(self.path, isolation_level=None)
            await self.db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            # Switching a new file to WAL takes a lock SQLite does not wait for (no busy
            # handler): several processes starting on one new file retry, within the timeout.
            deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
            while True:
                try:
                    await self.db.execute("PRAGMA journal_mode=WAL")
                    await self.db.execute("PRAGMA synchronous=FULL")
                    await self.db.execute("PRAGMA foreign_keys=ON")
                    self.applied = await self.migrate()
                    break
                except sqlite3.OperationalError as exc:
                    if "locked" not in str(exc) or time.monotonic() > deadline:
                        raise
                    await asyncio.sleep(0.01)
        except (OSError, sqlite3.Error) as exc:
            await self.close()
            raise StoreError(f"cannot use the database at {self.path}: {exc} "
                             "(check REFBOT_DB_URL / REFBOT_DB_PATH and the folder's permissions)") from None

    async def close(self) -> None:
        if self._flusher is not None and not self._flusher.done():
            await asyncio.wait([self._flusher])
        if self.db is not None:
            try:
                await self.db.close()
            finally:
                self.db = None

    async def migrate(self) -> list[int]:
        db = self.db
        async with self._lock:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            await db.execute("CREATE UNIQUE INDEX IF NOT EXISTS schema_version_once "
                             "ON schema_version(version)")
            row = await (await db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
            current = row[0] or 0
            applied = []
            for version, script in enumerate(MIGRATIONS, 1):
                if version <= current:
                    continue
                # One transaction per migration; its version row goes first, so if another
                # process applied it meanwhile the unique index stops us before any change.
                try:
                    await db.executescript(f"BEGIN IMMEDIATE;\nINSERT INTO schema_version VALUES ({version});"
                                           f"\n{script}\nCOMMIT;")
                except sqlite3.IntegrityError:
                    if db.in_transaction:
                        await db.execute("ROLLBACK")
                    continue
                except BaseException:
                    if db.in_transaction:
                        await db.execute("ROLLBACK")
                    raise
                applied.append(version)
            return applied

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[Tx]:
        async with self._lock:
            try:
                await self.db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise _error(exc) from None
            try:
                yield _SqliteTx(self.db)
                await self.db.execute("COMMIT")
            except BaseException as exc:
                if self.db.in_transaction:
                    await self.db.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise _error(exc) from None
                raise

    async def _fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None:
        try:
            return await (await self.db.execute(sql, params)).fetchone()
        except sqlite3.Error as exc:
            raise _error(exc) from None

    async def _fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]:
        try:
            return list(await (await self.db.execute(sql, params)).fetchall())
        except sqlite3.Error as exc:
            raise _error(exc) from None

    async def append_action(self, match_id: int, n: int, actor: str, kind: str, args: dict,
                            user_id: int | None, *, status: str | None = None,
                            winner: str | None = None) -> None:
        """Actions from different matches that arrive while a commit is under way are
        committed together in the next transaction (group commit): every caller still
        returns only after its own action is durable, but one fsync serves many. Each
        action has its own savepoint, so a conflicting one fails alone."""
        future = asyncio.get_running_loop().create_future()
        self._pending.append(((match_id, n, actor, kind, json.dumps(args), user_id, time.time()),
                              status, winner, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            rows = [(row, status, winner) for row, status, winner, _ in batch]
            try:
                async with self._lock:
                    # the whole batch in one call on aiosqlite's thread: one statement per
                    # call would wait for the busy event loop at every hop (measured:
                    # benchmarks/bot_load.py, the store's append time)
                    outcomes = await self.db._execute(_write_actions, self.db, rows)
            except sqlite3.Error as exc:  # the commit itself failed: nothing of the batch was written
                outcomes = [_error(exc)] * len(batch)
            except Exception as exc:
                error = exc if isinstance(exc, StoreError) else StoreError(f"database error: {exc}")
                outcomes = [error] * len(batch)
            for (_, _, _, future), error in zip(batch, outcomes, strict=True):
                if future.done():
                    continue
                if error is None:
                    future.set_result(None)
                else:
                    future.set_exception(error)
