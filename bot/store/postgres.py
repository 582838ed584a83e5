"""The PostgreSQL backend (asyncpg): a small connection pool, one transaction per
operation, migrations under an advisory lock (several bot processes may start at once).

Driver: asyncpg, chosen over psycopg 3 by measurement on the store's own operations
(docs/store.md): the same append latency (both wait on the server's commit), faster
and steadier match loads (binary protocol, prepared statements cached per connection),
and a pool built in.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import asyncpg

from .base import Conflict, ConnectionLost, Store, StoreError, Tx, describe, not_next
from .migrations.postgres import MIGRATIONS

POOL_SIZE = 10
CONNECT_TIMEOUT_S = 10
COMMAND_TIMEOUT_S = 60
MIGRATION_LOCK = 0x7265_6662_6F74  # "refbot": one process migrates at a time


# Append action $2 to match $1 only if it is the next number; with a status ($8), end the
# match in the same statement. A concurrent writer of the same number waits on the primary
# key and then fails with a unique violation (→ Conflict).
APPEND = """
WITH ins AS (
    INSERT INTO actions (match_id, n, actor, kind, args, user_id, created_at)
    SELECT $1::bigint, $2::integer, $3::text, $4::text, $5::text, $6::bigint, $7::double precision
    WHERE (SELECT COALESCE(MAX(n) + 1, 0) FROM actions WHERE match_id = $1::bigint) = $2::integer
    RETURNING match_id
), ended AS (
    UPDATE matches SET status = $8::text, winner = $9::text, updated_at = $7::double precision
    WHERE $8::text IS NOT NULL AND id IN (SELECT match_id FROM ins)
    RETURNING id
)
SELECT (SELECT COUNT(*) FROM ins) > 0 AS inserted,
       (SELECT COUNT(*) FROM ended) AS ended,
       (SELECT COALESCE(MAX(n) + 1, 0) FROM actions WHERE match_id = $1::bigint) AS next
"""


@functools.lru_cache(maxsize=512)
def dialect(sql: str) -> str:
    """`?` placeholders → `$1, $2, …` (the store's SQL has no `?` inside literals)."""
    count = 0

    def number(_: re.Match) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


def _lost(exc: BaseException) -> bool:
    if isinstance(exc, (OSError, asyncio.TimeoutError, asyncpg.InterfaceError)):
        return True
    state = getattr(exc, "sqlstate", "") or ""
    return state.startswith(("08", "57P"))  # connection exceptions, operator intervention (terminated)


def _error(exc: BaseException) -> StoreError:
    if isinstance(exc, asyncpg.UniqueViolationError):
        return Conflict(f"someone else wrote first ({exc.constraint_name or exc}); nothing was changed, "
                        "try again")
    if _lost(exc):
        return ConnectionLost(f"lost the connection to PostgreSQL ({type(exc).__name__}: {exc}); the "
                              "operation was rolled back, try again")
    return StoreError(f"database error: {exc}")


def _rowcount(status: str) -> int:
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PgTx:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        return _rowcount(await self.conn.execute(dialect(sql), *params))

    async def executemany(self, sql: str, rows: list[Sequence]) -> None:
        await self.conn.executemany(dialect(sql), rows)

    async def fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None:
        return await self.conn.fetchrow(dialect(sql), *params)

    async def fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]:
        return await self.conn.fetch(dialect(sql), *params)


class PostgresStore(Store):
    kind = "postgresql"

    def __init__(self, target: str | Path) -> None:
        super().__init__(str(target))
        self.url = str(target)
        self.pool: asyncpg.Pool | None = None

    @staticmethod
    def migrations() -> list[str]:
        return MIGRATIONS

    async def open(self) -> None:
        if self.pool is not None:
            return
        try:
            self.pool = await asyncpg.create_pool(
                self.url, min_size=1, max_size=POOL_SIZE, timeout=CONNECT_TIMEOUT_S,
                command_timeout=COMMAND_TIMEOUT_S)
            self.applied = await self.migrate()
        except Exception as exc:
            await self.close()
            reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise StoreError(f"cannot use the PostgreSQL database at {describe(self.url)}: {reason} "
                             "(check REFBOT_DB_URL and that the server is running)") from None

    async def close(self) -> None:
        if self.pool is not None:
            pool, self.pool = self.pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except (TimeoutError, Exception):
                pool.terminate()

    async def migrate(self) -> list[int]:
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY)")
                current = await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
                applied = []
                for version, script in enumerate(MIGRATIONS, 1):
                    if version > current:
                        async with conn.transaction():
                            await conn.execute(script)
                            await conn.execute("INSERT INTO schema_version VALUES ($1)", version)
                        applied.append(version)
                return applied
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[Tx]:
        if self.pool is None:
            raise StoreError("the store is not open")
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                yield _PgTx(conn)
        except StoreError:
            raise
        except (TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
            raise _error(exc) from None

    async def _fetchone(self, sql: str, params: Sequence = ()) -> Sequence | None:
        try:
            return await self.pool.fetchrow(dialect(sql), *params)
        except (TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
            raise _error(exc) from None

    async def _fetchall(self, sql: str, params: Sequence = ()) -> list[Sequence]:
        try:
            return await self.pool.fetch(dialect(sql), *params)
        except (TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
            raise _error(exc) from None

    async def append_action(self, match_id: int, n: int, actor: str, kind: str, args: dict,
                            user_id: int | None, *, status: str | None = None,
                            winner: str | None = None) -> None:
        """One statement, so one round trip and one transaction: insert the action if its
        number is the next one and, if the match ended, update it (the server groups
        concurrent commits). If the connection breaks, the commit may or may not have
        happened: the row is looked up on a fresh connection, and only if it is not there
        is the error raised."""
        row = (match_id, n, actor, kind, json.dumps(args), user_id, time.time())
        try:
            found = await self.pool.fetchrow(APPEND, *row, status, winner)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as exc:
            error = _error(exc)
            if isinstance(error, ConnectionLost) and await self._landed(row):
                return
            raise error from None
        if not found["inserted"]:
            raise not_next(match_id, n, found["next"])

    async def _landed(self, row: tuple) -> bool:
        try:
            found = await self._fetchone(
                "SELECT match_id, n, actor, kind, args, user_id, created_at FROM actions "
                "WHERE match_id=? AND n=?", row[:2])
        except StoreError:
            return False
        return found is not None and tuple(found) == row

    async def _after_load(self, tx: Tx) -> None:
        for table in ("matches", "match_events", "tournaments", "tournament_log"):
            await tx.fetchone(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                              f"GREATEST(COALESCE(MAX(id), 0), 1), MAX(id) IS NOT NULL) FROM {table}")
