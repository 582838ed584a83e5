"""A challenge's transitions in the store, on SQLite and on PostgreSQL: each is a
compare-and-set, so of two that race — in one process or two — exactly one lands and
the other sees what it made. Races are orchestrated with a gate inside the first
transaction, never with timing."""

from __future__ import annotations

import asyncio
import time
from contextlib import asynccontextmanager

import asyncpg
import pytest

from bot.store import SeatRow, Store

from .conftest import BIG

NOW = 1_000_000.0


async def _challenge(store: Store, seats: int = 2, channel: int = 10, expires_at: float = NOW + 600) -> int:
    rows = [SeatRow("A", BIG, "Alice", "deck A", "Deck A", True)]
    rows += [SeatRow(chr(65 + n), BIG + n, f"P{n}") for n in range(1, seats)]
    return await store.create_challenge(BIG + 7, channel, "gcg", rows, {}, expires_at)


async def test_the_first_transition_wins_and_the_others_see_it(store):
    match_id = await _challenge(store)
    withdrawn = await store.close_challenge(match_id, "withdrawn", BIG, {}, NOW)
    assert withdrawn.won and withdrawn.status == "withdrawn"
    late = await store.close_challenge(match_id, "declined", BIG + 1, {}, NOW)
    assert not late.won and late.status == "withdrawn"
    accept = await store.accept_seat(match_id, "B", "deck B", "Deck B", start_seed="s", now=NOW)
    assert not accept.won and accept.status == "withdrawn" and not accept.late
    row = await store.match(match_id)
    assert row.status == "withdrawn" and row.seed is None and not row.seats["B"].accepted
    assert await store.live_match_in(10) is None  # the channel is free again
    # the transition is on the record: who, when
    [event] = await store.events(match_id)
    assert event["kind"] == "withdrawn" and event["user"] == BIG


async def test_the_last_acceptance_starts_the_match_in_the_same_transaction(store):
    match_id = await _challenge(store, seats=3)
    first = await store.accept_seat(match_id, "B", "deck B", "Deck B", start_seed="s1", now=NOW)
    assert first.won and first.status == "challenge"
    again = await store.accept_seat(match_id, "B", "other", "Other", start_seed="s2", now=NOW)
    assert not again.won and again.status == "challenge"  # a seat accepts once
    last = await store.accept_seat(match_id, "C", "deck C", "Deck C", start_seed="s3", now=NOW)
    assert last.won and last.status == "active"
    row = await store.match(match_id)
    assert row.status == "active" and row.seed == "s3" and row.seats["B"].deck == "deck B"
    closed = await store.close_challenge(match_id, "declined", BIG + 1, {}, NOW)
    assert not closed.won and closed.status == "active"
    assert (await store.match(match_id)).status == "active"


async def test_expiry_is_a_transition_too(store):
    match_id = await _challenge(store, expires_at=NOW + 600)
    early = await store.close_challenge(match_id, "expired", None, {}, NOW + 599)
    assert not early.won and early.status == "challenge"
    late = await store.accept_seat(match_id, "B", "deck B", "Deck B", start_seed="s", now=NOW + 600)
    assert not late.won and late.late and late.status == "challenge"  # past its time: not accepted
    expired = await store.close_challenge(match_id, "expired", None, {}, NOW + 600)
    assert expired.won and (await store.match(match_id)).status == "expired"
    assert [m.id for m in await store.active_matches()] == []
    cancelled = await store.close_challenge(match_id, "cancelled", BIG + 9, {"reason": "x"}, NOW + 601)
    assert not cancelled.won and cancelled.status == "expired"


async def test_a_discarded_challenge_leaves_nothing_unless_someone_accepted(store):
    match_id = await _challenge(store)
    assert await store.discard_challenge(match_id)
    assert await store.match(match_id) is None and await store.count("match_seats") == 0
    kept = await _challenge(store, seats=3)
    await store.accept_seat(kept, "B", "deck B", "Deck B", start_seed=None, now=NOW)
    assert not await store.discard_challenge(kept)
    assert (await store.match(kept)).status == "challenge"


class _Gated:
    """A transaction that stops after its first statement until the test opens the gate:
    it then holds what that statement took (PostgreSQL: the match row's lock; SQLite: the
    write lock of BEGIN IMMEDIATE)."""

    def __init__(self, tx, reached: asyncio.Event, release: asyncio.Event) -> None:
        self.tx, self.reached, self.release = tx, reached, release

    async def execute(self, sql, params=()):
        changed = await self.tx.execute(sql, params)
        if not self.reached.is_set():
            self.reached.set()
            await self.release.wait()
        return changed

    def __getattr__(self, name):
        return getattr(self.tx, name)


def _gate(store: Store) -> tuple[asyncio.Event, asyncio.Event]:
    reached, release = asyncio.Event(), asyncio.Event()
    real = store._tx

    @asynccontextmanager
    async def tx():
        async with real() as inner:
            yield _Gated(inner, reached, release)

    store._tx = tx
    return reached, release


async def _blocked_on_a_lock(url: str) -> None:
    """PostgreSQL: wait until some server process of this database waits on a lock."""
    admin = await asyncpg.connect(url)
    try:
        deadline = time.monotonic() + 30
        while not await admin.fetchval("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                       "AND wait_event_type = 'Lock'"):
            assert time.monotonic() < deadline, "the second transaction never waited"
            await asyncio.sleep(0.005)
    finally:
        await admin.close()


@pytest.mark.parametrize("first", ["accept", "withdraw"])
async def test_two_processes_racing_withdraw_and_the_last_accept_agree(db_url, first):
    """Two stores (as two bot processes) on one database: the challenger withdraws while
    the last seat accepts. The one whose transaction began first wins; the other waits
    for it (PostgreSQL: on the match row's lock; SQLite: on the write lock), then sees
    what it made — never both."""
    one, two = Store(db_url), Store(db_url)
    await one.open()
    await two.open()
    try:
        match_id = await _challenge(one)
        accept = lambda store: store.accept_seat(match_id, "B", "deck B", "Deck B", start_seed="s", now=NOW)  # noqa: E731
        withdraw = lambda store: store.close_challenge(match_id, "withdrawn", BIG, {}, NOW)  # noqa: E731
        winner, loser = (accept, withdraw) if first == "accept" else (withdraw, accept)
        reached, release = _gate(one)
        leading = asyncio.create_task(winner(one))
        await reached.wait()  # the first transaction holds the row
        trailing = asyncio.create_task(loser(two))
        if one.kind == "postgresql":
            await _blocked_on_a_lock(db_url)
        release.set()
        won, lost = await leading, await trailing
    finally:
        await one.close()
        await two.close()
    expected = "active" if first == "accept" else "withdrawn"
    assert won.won and won.status == expected
    assert not lost.won and lost.status == expected
    check = Store(db_url)
    await check.open()
    try:
        row = await check.match(match_id)
        assert row.status == expected and (row.seed == "s") == (first == "accept")
    finally:
        await check.close()


async def test_card_files_keep_their_digest_and_parsed_cards(store):
    await store.save_card_file(BIG, "gcg", "a.yaml", "cards: []\n")  # as an older version stored it
    assert await store.card_file_digests(BIG, "gcg") == [("a.yaml", None)]
    assert await store.card_file_cards(BIG, "gcg") == [("a.yaml", None, None, "cards: []\n")]
    await store.keep_parsed_cards(BIG, "gcg", "a.yaml", "d1", "[]")
    await store.save_card_file(BIG, "gcg", "b.yaml", "- x\n", digest="d2", cards='[{"x": 1}]')
    assert await store.card_file_digests(BIG, "gcg") == [("a.yaml", "d1"), ("b.yaml", "d2")]
    assert await store.card_file_cards(BIG, "gcg") == [("a.yaml", "d1", "[]", None),
                                                       ("b.yaml", "d2", '[{"x": 1}]', None)]
    await store.keep_parsed_cards(BIG, "gcg", "b.yaml", "stale", "[]")  # imported again meanwhile: kept as is
    assert (await store.card_file_digests(BIG, "gcg"))[1] == ("b.yaml", "d2")
    assert await store.card_file_digests(None, "gcg") == []
