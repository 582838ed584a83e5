"""The tournament records on both backends (the `store` fixture runs each test on SQLite and
on a real PostgreSQL server): results written by compare-and-set, so two results arriving
at once never lose one and the same game never counts twice."""

from __future__ import annotations

import asyncio

from bot.store import Store

from .conftest import BIG


async def event_with_round(store: Store, players=(BIG, BIG + 1, BIG + 2, BIG + 3)) -> int:
    tid = await store.create_tournament(BIG + 9, 77, "Event", "gcg", {"best_of": 3}, BIG, None)
    for user in players:
        assert await store.add_entry(tid, user, f"P{user % 10}", "deck text", "Deck", None)
    pairs = [(players[i], players[i + 1], "playing") for i in range(0, len(players), 2)]
    assert await store.add_round(tid, 1, "swiss", 12345, 1.0, 3001.0, pairs)
    return tid


async def test_entries_rounds_and_tables_round_trip(store):
    tid = await event_with_round(store)
    event = await store.tournament(tid)
    assert (event.name, event.game, event.status, event.options) == ("Event", "gcg", "registration", {"best_of": 3})
    assert not await store.add_entry(tid, BIG, "again", "x", "X", None), "one entry per player"
    assert [e.user_id for e in await store.entries(tid)] == [BIG, BIG + 1, BIG + 2, BIG + 3]
    assert not await store.add_round(tid, 1, "swiss", 1, 1.0, 2.0, []), "a round is paired once"
    rounds = await store.rounds(tid)
    assert [(r.round, r.kind, r.seed) for r in rounds] == [(1, "swiss", 12345)]
    tables = await store.tables(tid, 1)
    assert [(t.player_a, t.player_b, t.status) for t in tables] == [(BIG, BIG + 1, "playing"),
                                                                     (BIG + 2, BIG + 3, "playing")]
    assert await store.move_tournament(tid, "registration", "running")
    assert not await store.move_tournament(tid, "registration", "running")


async def test_a_game_counts_once_and_two_tables_reporting_at_once_both_land(store):
    tid = await event_with_round(store)
    assert await store.start_game(tid, 1, 1, 501)
    assert await store.start_game(tid, 1, 2, 502)
    assert not await store.start_game(tid, 1, 1, 503), "one game in play per table"
    first, second, again = await asyncio.gather(
        store.count_game(501, 1, 0, 0, 2, {}), store.count_game(502, 0, 1, 0, 2, {}),
        store.count_game(501, 1, 0, 0, 2, {}))
    assert first is not None and second is not None
    assert again is None, "the same game's end never counts twice"
    tables = await store.tables(tid, 1)
    assert [(t.wins_a, t.wins_b, t.match_id) for t in tables] == [(1, 0, None), (0, 1, None)]
    assert await store.start_game(tid, 1, 1, 504)
    done = await store.count_game(504, 1, 0, 0, 2, {})
    assert done.status == "done" and (done.wins_a, done.wins_b) == (2, 0)


async def test_a_result_and_a_report_racing_leave_one_result(store):
    tid = await event_with_round(store)
    results = await asyncio.gather(*(store.finish_table(tid, 1, 1, (2, i % 2, 0), "result", BIG, {})
                                     for i in range(6)))
    assert results.count(True) == 1
    table = (await store.tables(tid, 1))[0]
    log = [e for e in await store.tournament_log(tid) if e["kind"] == "result"]
    assert len(log) == 1 and (table.wins_a, table.wins_b) == (log[0]["wins_a"], log[0]["wins_b"])
    assert await store.finish_table(tid, 1, 1, (0, 2, 0), "fix", BIG, {}, fix=True), "a judge's fix always lands"
    assert (await store.tables(tid, 1))[0].wins_b == 2


async def test_judge_calls_move_once_and_extensions_add_up(store):
    tid = await event_with_round(store)
    call = await store.log_tournament(tid, 1, 1, "call", BIG, {"state": "open", "thread": 5, "reason": "x"})
    claims = await asyncio.gather(*(store.move_call(tid, call, ("open",), "claimed", BIG + n) for n in range(4)))
    assert claims.count(True) == 1
    assert await store.move_call(tid, call, ("open", "claimed"), "closed", BIG)
    assert not await store.move_call(tid, call, ("open", "claimed"), "closed", BIG)
    assert await store.extend_table(tid, 1, 1, 300, BIG, "call") == 300
    assert await store.extend_table(tid, 1, 1, 120, BIG, "again") == 420
    kinds = [e["kind"] for e in await store.tournament_log(tid)]
    assert kinds.count("extension") == 2


async def test_a_player_in_two_tournaments_is_found_and_drops_once(store):
    tid = await event_with_round(store)
    other = await store.create_tournament(BIG + 9, 78, "Other", "gcg", {}, BIG, None)
    assert await store.entered_elsewhere(BIG + 9, BIG, other) == tid
    assert await store.drop_entry(tid, BIG, 1, BIG)
    assert not await store.drop_entry(tid, BIG, 1, BIG)
    assert await store.entered_elsewhere(BIG + 9, BIG, other) is None


async def test_a_report_confirmed_and_disputed_at_once_lands_once(store):
    """The opponent's two answers (and a second click) race: exactly one compare-and-set on
    the pending report wins; a confirmation after the report changed is refused."""
    tid = await event_with_round(store)
    report = {"by": BIG, "wins_a": 2, "wins_b": 1, "draws": 0, "nonce": 7}
    assert await store.set_pending(tid, 1, 1, report, None)
    assert not await store.set_pending(tid, 1, 1, {**report, "nonce": 8}, None), "one pending report"
    disputed = {**report, "disputed": True, "disputed_by": BIG + 1}
    results = await asyncio.gather(
        store.confirm_report(tid, 1, 1, report, BIG + 1, {"why": "report"}),
        store.confirm_report(tid, 1, 1, report, BIG + 1, {"why": "report"}),
        store.set_pending(tid, 1, 1, disputed, report),
    )
    assert results.count(True) == 1, results
    table = (await store.tables(tid, 1))[0]
    log = [e["kind"] for e in await store.tournament_log(tid)]
    if results[2]:
        assert table.status == "playing" and table.pending == disputed and "result" not in log
    else:
        assert (table.wins_a, table.wins_b, table.status, table.pending) == (2, 1, "done", None)
        assert log.count("result") == 1
    stale = {**report, "nonce": 99}
    assert not await store.confirm_report(tid, 1, 2, stale, BIG + 3, {}), "a report never pending"


async def test_a_game_ending_before_the_confirmation_makes_it_fail(store):
    """A game of the table counts first: the pending report is cleared with it, so the
    opponent's confirmation of the old report lands nothing (the bot says it is stale)."""
    tid = await event_with_round(store)
    report = {"by": BIG, "wins_a": 1, "wins_b": 0, "draws": 0, "nonce": 5}
    assert await store.set_pending(tid, 1, 1, report, None)
    assert await store.start_game(tid, 1, 1, 601)
    counted = await store.count_game(601, 0, 1, 0, 2, {})
    assert counted is not None and counted.pending is None
    assert not await store.confirm_report(tid, 1, 1, report, BIG + 1, {"why": "report"})
    table = (await store.tables(tid, 1))[0]
    assert (table.wins_a, table.wins_b, table.status) == (0, 1, "playing")
