"""The store's contract, run on both backends (the `db_url` fixture is parametrised:
sqlite, and postgres against a real server)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.store import Conflict, SeatRow, Store, StoreError
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore

from .conftest import BIG, new_match


def test_the_target_picks_the_backend(tmp_path):
    assert isinstance(Store(tmp_path / "a.db"), SqliteStore)
    assert isinstance(Store(f"sqlite://{tmp_path}/a.db"), SqliteStore)
    assert Store(f"sqlite://{tmp_path}/a.db").path == tmp_path / "a.db"
    assert isinstance(Store("postgresql://u:secret@h:5432/db"), PostgresStore)
    assert "secret" not in str(Store("postgresql://u:secret@h:5432/db"))
    with pytest.raises(StoreError, match="unknown database URL"):
        Store("mysql://h/db")


async def test_migrations_are_versioned_and_idempotent(db_url):
    store = Store(db_url)
    await store.open()
    assert store.applied == list(range(1, len(store.migrations()) + 1))
    assert await store.schema_version() == len(store.migrations())
    await store.close()
    again = Store(db_url)
    await again.open()
    assert again.applied == []
    assert await again.migrate() == []
    await again.close()


async def test_two_processes_migrating_at_once_apply_each_version_once(db_url):
    stores = [Store(db_url) for _ in range(3)]
    await asyncio.gather(*(s.open() for s in stores))
    applied = sorted(v for s in stores for v in s.applied)
    assert applied == list(range(1, len(stores[0].migrations()) + 1))
    for s in stores:
        await s.close()


async def test_challenge_accept_and_one_live_match_per_channel(store):
    seats = [SeatRow("A", BIG, "Alice", "d1", "D1", True), SeatRow("B", BIG + 1, "Bob"),
             SeatRow("C", BIG + 2, "Carol")]
    match_id = await store.create_challenge(BIG + 10, 5, "gcg", seats, {"rounds": 3})
    assert await store.create_challenge(None, 5, "gcg", seats, {}) is None  # the channel is taken
    await store.accept_seat(match_id, "B", "d2", "D2", start_seed=None)
    row = await store.match(match_id)
    assert row.status == "challenge" and row.options == {"rounds": 3} and row.guild_id == BIG + 10
    assert [s.seat for s in row.seats.values()] == ["A", "B", "C"]
    assert row.seats["B"].accepted and not row.seats["C"].accepted and row.seats["B"].deck == "d2"
    assert row.player_of(BIG + 2) == "C" and row.users == [BIG, BIG + 1, BIG + 2]
    await store.accept_seat(match_id, "C", "d3", "D3", start_seed="s33d")
    row = await store.live_match_in(5)
    assert row.id == match_id and row.status == "active" and row.seed == "s33d"
    assert [m.id for m in await store.active_matches()] == [match_id]
    await store.update_match(match_id, status="abandoned", abandon_votes=[BIG, BIG + 1], paused=True)
    assert await store.live_match_in(5) is None
    row = await store.latest_finished_in(5)
    assert row.abandon_votes == [BIG, BIG + 1] and row.paused is True
    assert await store.create_challenge(None, 5, "gcg", seats, {}) is not None  # free again


async def test_a_failed_challenge_leaves_nothing(store):
    seats = [SeatRow("A", BIG, "Alice", "d", "D", True), SeatRow("A", BIG + 1, "Bob")]  # the same seat twice
    assert await store.create_challenge(None, 6, "gcg", seats, {}) is None
    assert await store.count("matches") == 0 and await store.count("match_seats") == 0


async def test_actions_append_in_order_and_the_end_commits_with_the_last(store):
    match_id = await new_match(store)
    for n in range(5):
        await store.append_action(match_id, n, "AB"[n % 2], "pass", {"n": n, "ü": "字"}, BIG)
    await store.append_action(match_id, 5, "B", "concede", {}, BIG + 1, status="finished", winner="A")
    actions = await store.actions(match_id)
    assert [a[2].get("n") for a in actions] == [0, 1, 2, 3, 4, None]
    assert actions[0][:2] == ("A", "pass") and actions[0][2]["ü"] == "字" and actions[0][3] == BIG
    row = await store.match(match_id)
    assert row.status == "finished" and row.winner == "A"


@pytest.mark.parametrize("n", [0, 2, 7])
async def test_only_the_next_number_is_accepted(store, n):
    match_id = await new_match(store)
    for i in range(2):
        await store.append_action(match_id, i, "A", "pass", {}, None)
    if n == 2:
        await store.append_action(match_id, n, "A", "pass", {}, None)
        return
    with pytest.raises(Conflict, match="try again"):
        await store.append_action(match_id, n, "B", "pass", {"late": True}, None, status="finished")
    assert len(await store.actions(match_id)) == 2
    assert (await store.match(match_id)).status == "active"  # the end did not commit either


async def test_two_connections_racing_for_one_number_one_wins(db_url):
    """Two processes (two stores, two connections) append the same numbers at once: every
    number is taken exactly once, the loser of each race gets Conflict."""
    first, second = Store(db_url), Store(db_url)
    await first.open()
    await second.open()
    try:
        match_id = await new_match(first)
        for n in range(10):
            results = await asyncio.gather(
                first.append_action(match_id, n, "A", "pass", {"by": 1}, None),
                second.append_action(match_id, n, "B", "pass", {"by": 2}, None), return_exceptions=True)
            errors = [r for r in results if isinstance(r, Exception)]
            assert len(errors) == 1 and isinstance(errors[0], Conflict), results
        actions = await second.actions(match_id)
        assert len(actions) == 10
        assert await first.count("actions") == 10
    finally:
        await first.close()
        await second.close()


async def test_concurrent_actions_of_many_matches_one_conflict_fails_alone(store):
    matches = [await new_match(store, channel_id=c, users=(c, c + 1000)) for c in range(20, 30)]
    await asyncio.gather(*(store.append_action(m, 0, "A", "pass", {}, None) for m in matches))
    calls = [store.append_action(m, 1, "B", "pass", {}, None) for m in matches]
    calls.append(store.append_action(matches[3], 0, "B", "pass", {}, None))  # a stale number
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert results[:-1] == [None] * len(matches)
    assert isinstance(results[-1], Conflict)
    assert await store.count("actions") == 2 * len(matches)


async def test_rewind_supersedes_and_starts_a_new_epoch(store):
    match_id = await new_match(store)
    for n in range(6):
        await store.append_action(match_id, n, "A", "pass", {"n": n}, None)
    count, epoch = await store.rewind(match_id, BIG, 4, {"reason": "missed trigger"})
    assert (count, epoch) == (2, 1)
    assert [a[2]["n"] for a in await store.actions(match_id)] == [0, 1, 2, 3]
    superseded = await store.superseded(match_id)
    assert [s["n"] for s in superseded] == [4, 5] and all(s["superseded"] for s in superseded)
    await store.append_action(match_id, 4, "B", "pass", {"n": "new"}, None)  # the next number is 4 again
    with pytest.raises(Conflict):
        await store.append_action(match_id, 6, "B", "pass", {}, None)
    events = await store.events(match_id)
    assert events[-1]["kind"] == "rewind" and events[-1]["at"] == 4 and events[-1]["reason"] == "missed trigger"
    assert superseded[0]["rewind"] == events[-1]["id"]
    assert (await store.match(match_id)).epoch == 1


async def test_pauses_events_and_judge_records(store):
    match_id = await new_match(store)
    await store.set_paused(match_id, True, ("call", BIG, {"reason": "why"}, 0))
    assert (await store.match(match_id)).paused
    first = await store.add_event(match_id, "ruling", BIG + 1, {"text": "ok"}, 0)
    second = await store.add_event(match_id, "penalty", BIG + 1, {"text": "warning"}, None)
    assert second > first
    await store.set_paused(match_id, False, ("resume", BIG + 1, {"paused_seconds": 3.5}, 0))
    events = await store.events(match_id)
    assert [e["kind"] for e in events] == ["call", "ruling", "penalty", "resume"]
    assert events[0]["user"] == BIG and events[3]["paused_seconds"] == 3.5 and events[2]["at"] is None
    assert not (await store.match(match_id)).paused


async def test_decks_cards_settings_and_dms(store):
    await store.save_deck(BIG, "gcg", "Red", "1 A")
    await store.save_deck(BIG, "gcg", "Red", "2 A")  # replaced
    await store.save_deck(BIG, "gcg", "Blue", "3 B")
    await store.save_deck(BIG, "other", "Green", "4 C")
    assert await store.decks(BIG, "gcg") == [("Blue", "3 B"), ("Red", "2 A")]
    assert await store.remove_deck(BIG, "gcg", "Red") is True
    assert await store.remove_deck(BIG, "gcg", "Red") is False
    await store.save_card_file(BIG, "gcg", "a.yaml", "x")
    await store.save_card_file(BIG, "gcg", "a.yaml", "y")
    assert await store.card_files(BIG, "gcg") == [("a.yaml", "y")]
    assert await store.card_files(None, "gcg") == []
    assert await store.setting(BIG, "judge_role") is None
    await store.set_setting(BIG, "judge_role", "1")
    await store.set_setting(BIG, "judge_role", "2")
    assert await store.setting(BIG, "judge_role") == "2"
    match_id = await new_match(store)
    await store.set_dm(match_id, "A", BIG, BIG + 1)
    await store.set_dm(match_id, "B", None, None, failed=True)
    await store.set_dm(match_id, "A", BIG, BIG + 2)
    assert await store.dms(match_id) == {"A": (BIG, BIG + 2, False), "B": (None, None, True)}


async def test_user_settings_are_per_user_per_server_and_replaced(store):
    """A player's own settings (auto-pass): one value per server, user and key; another
    server's or another user's is their own; a Discord snowflake past 2**53 is kept."""
    assert await store.user_setting(BIG, BIG + 1, "autopass") is None
    await store.set_user_setting(BIG, BIG + 1, "autopass", "off")
    await store.set_user_setting(BIG, BIG + 1, "autopass", "always")  # replaced
    await store.set_user_setting(BIG, BIG + 2, "autopass", "off")
    await store.set_user_setting(BIG + 3, BIG + 1, "autopass", "off")
    await store.set_user_setting(BIG, BIG + 1, "autopass_stops:nexa", '["own:phase:draw"]')
    assert await store.user_setting(BIG, BIG + 1, "autopass") == "always"
    assert await store.user_setting(BIG, BIG + 2, "autopass") == "off"
    assert await store.user_setting(BIG + 3, BIG + 1, "autopass") == "off"
    assert await store.user_setting(BIG, BIG + 1, "autopass_stops:nexa") == '["own:phase:draw"]'
    assert await store.user_setting(BIG + 3, BIG + 2, "autopass") is None
    assert (BIG, BIG + 1, "autopass", "always") in await store.dump("user_settings")


async def test_a_store_that_cannot_open_says_so_in_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    for target in (blocker / "sub" / "x.db", "postgresql://nobody@127.0.0.1:1/none"):
        store = Store(target)
        with pytest.raises(StoreError) as caught:
            await store.open()
        assert "\n" not in str(caught.value)
        await store.close()
    assert Path(blocker).read_text() == ""
