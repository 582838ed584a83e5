"""PostgreSQL only: what happens when the connection dies in the middle of an action."""

from __future__ import annotations

import asyncio
import time

import asyncpg
import pytest

from bot.store import ConnectionLost, Store, StoreError

from .conftest import new_match

pytestmark = pytest.mark.postgres


async def _waiting_backend(admin: asyncpg.Connection, deadline_s: float = 30) -> int:
    """The pid of the server process blocked on a lock in this database (polled, with a deadline)."""
    deadline = time.monotonic() + deadline_s
    while True:
        pid = await admin.fetchval("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                                   "AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()")
        if pid is not None:
            return pid
        assert time.monotonic() < deadline, "the store's transaction never blocked"
        await asyncio.sleep(0.005)


@pytest.mark.parametrize("ending", [False, True])
async def test_connection_killed_mid_action_applies_all_or_nothing(pg_url, ending):
    """The action's insert is done and the transaction waits (on a row a test connection
    holds) when its server process is terminated: nothing of the action stays, the caller
    gets a StoreError, and the store goes on with a new connection."""
    store = Store(pg_url)
    await store.open()
    admin = await asyncpg.connect(pg_url)
    try:
        match_id = await new_match(store)
        await store.append_action(match_id, 0, "A", "pass", {}, None)
        async with admin.transaction():
            if ending:  # the insert passes, the update of the match's end waits
                await admin.execute("SELECT 1 FROM matches WHERE id=$1 FOR NO KEY UPDATE", match_id)
            else:  # the insert itself waits (its number's check passed)
                await admin.execute("LOCK TABLE actions IN SHARE MODE")
            action = asyncio.create_task(store.append_action(
                match_id, 1, "B", "pass", {}, None, status="finished" if ending else None, winner="B"))
            pid = await _waiting_backend(admin)
            assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
            with pytest.raises(StoreError) as caught:
                await action
        assert isinstance(caught.value, ConnectionLost) and "try again" in str(caught.value)
        assert len(await store.actions(match_id)) == 1  # not applied at all
        assert (await store.match(match_id)).status == "active"
        await store.append_action(match_id, 1, "B", "pass", {}, None)  # the same number, now on a new connection
        assert len(await store.actions(match_id)) == 2
    finally:
        await admin.close()
        await store.close()


async def test_a_commit_whose_answer_was_lost_is_not_reported_as_failed(pg_url, monkeypatch):
    """The connection breaks after the server committed the action: the store looks the
    row up and reports success (a retry would otherwise hit its own action and conflict
    forever). A break before the commit still raises."""
    from bot.store import postgres

    store = Store(pg_url)
    await store.open()
    try:
        match_id = await new_match(store)
        real = asyncpg.Pool.fetchrow

        def breaking(commit_first: bool):
            async def fetchrow(pool, sql, *args):
                if sql is postgres.APPEND:
                    if commit_first:
                        await real(pool, sql, *args)
                    raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed (simulated)")
                return await real(pool, sql, *args)
            return fetchrow

        monkeypatch.setattr(asyncpg.Pool, "fetchrow", breaking(commit_first=True))
        await store.append_action(match_id, 0, "A", "pass", {"k": 1}, None)  # no error: it landed
        monkeypatch.setattr(asyncpg.Pool, "fetchrow", breaking(commit_first=False))
        with pytest.raises(ConnectionLost, match="try again"):
            await store.append_action(match_id, 1, "B", "pass", {"k": 2}, None)
        monkeypatch.undo()
        assert [a[2] for a in await store.actions(match_id)] == [{"k": 1}]
    finally:
        await store.close()


async def test_server_gone_then_back(pg_server, pg_url):
    """Every pooled connection is terminated (as by a server restart): the next operations
    reconnect by themselves."""
    store = Store(pg_url)
    await store.open()
    try:
        match_id = await new_match(store)
        name = pg_url.rsplit("/", 1)[1]
        pg_server.psql(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'")
        for attempt in range(3):  # at most the pool's dead connections fail, each once
            try:
                await store.append_action(match_id, 0, "A", "pass", {}, None)
                break
            except ConnectionLost:
                assert attempt < 2
        assert len(await store.actions(match_id)) == 1
    finally:
        await store.close()
