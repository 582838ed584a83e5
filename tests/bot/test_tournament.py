"""Tournaments through the Discord double (issue 32): registration, a thread per pairing with
its match, results flowing from the games, the round clock, the judge queue, standings and
the export — the real bot, the real store, the double as strict as Discord."""

from __future__ import annotations

import json

import pytest

from discord_double import components_of

from .conftest import settle, start_bot, stop_bot


def threads_of(env, parent_id) -> list[dict]:
    return [c for c in env.double.channels.values()
            if c.get("type") == 11 and c.get("parent_id") == str(parent_id)]


async def slash_in(env, user, channel_id, command, options=None, **kw):
    reply = await env.double.slash(user, channel_id, command, options or {}, **kw)
    await settle(env.double)
    return reply


async def make_event(env, players, *, best_of=3, minutes=50, top_cut=0, rounds=None):
    options = {"name": "Friday *Swiss*", "game": "gcg", "best_of": best_of, "round_minutes": minutes,
               "top_cut": top_cut}
    if rounds:
        options["rounds"] = rounds
    reply = await env.slash(env.alice, "tournament create", options, admin=True)
    assert "Friday \\*Swiss\\*" in reply.text(), reply.text()  # the name is never markup
    for user in players:
        joined = await env.slash(user, "tournament join")
        assert joined.ephemeral and joined.text().startswith("✅"), joined.text()
    return env.bot.tournaments


def table_thread(env, table) -> int:
    return table.thread_id


async def concede_game(env, table, loser_id: int) -> None:
    """The loser concedes the game in play on the table's thread."""
    user = env.double.users[loser_id]
    reply = await slash_in(env, user, table.thread_id, "match concede")
    assert reply.content.startswith("✅"), reply.content


async def current_tables(env, event_id, number):
    return await env.bot.store.tables(event_id, number)


async def play_round_by_concessions(env, event_id, number, plan):
    """`plan(table) -> list of loser ids, one per game` for every table of the round."""
    for table in await current_tables(env, event_id, number):
        if table.player_b is None:
            continue
        for loser in plan(table):
            fresh = next(t for t in await current_tables(env, event_id, number) if t.table_no == table.table_no)
            assert fresh.status == "playing" and fresh.match_id is not None
            await concede_game(env, fresh, loser)


async def test_a_four_player_best_of_three_round_runs_in_threads(env):
    dave = env.double.add_user("Dave")
    players = [env.alice, env.bob, env.carol, dave]
    await make_event(env, players)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    assert event is not None and event.options["best_of"] == 3

    # an opponent never sees a list: joining says nothing public, and no message has the deck
    start = await env.slash(env.alice, "tournament start", admin=True)
    assert "Round 1" in start.text() and "Table 1:" in start.text()
    threads = threads_of(env, env.channel_id)
    assert len(threads) == 2
    tables = await current_tables(env, event.id, 1)
    for table in tables:
        messages = env.double.channel_messages(table.thread_id)
        opening = messages[0]
        # both players mentioned (and notified), the clock shown as a Discord timestamp
        assert f"<@{table.player_a}>" in opening["content"] and f"<@{table.player_b}>" in opening["content"]
        assert set(opening["pinged"]["users"]) == {str(table.player_a), str(table.player_b)}
        assert "<t:" in opening["content"]
        assert any(m.get("embeds") for m in messages), "the first game's board is in the thread"
        live = env.bot.matches.live[table.match_id]
        assert live.row.channel_id == table.thread_id
        assert {s.user_id for s in live.row.seats.values()} == {table.player_a, table.player_b}

    # table 1: a 2-1 for player a; table 2: 2-0 for player b
    await play_round_by_concessions(env, event.id, 1, lambda t: (
        [t.player_b, t.player_a, t.player_b] if t.table_no == 1 else [t.player_a, t.player_a]))
    done = await current_tables(env, event.id, 1)
    assert [(t.wins_a, t.wins_b, t.draws, t.status) for t in done] == [(2, 1, 0, "done"), (0, 2, 0, "done")]
    for table in done:
        assert len([m for m in env.double.channel_messages(table.thread_id) if m.get("embeds")]) == table.games
    # the round's completion is said in the channel
    assert any("Every match of round 1" in m["content"] for m in env.double.channel_messages(env.channel_id))

    standings = await env.slash(env.bob, "tournament standings")
    assert "3 pts" in standings.content and not standings.ephemeral

    nxt = await env.slash(env.alice, "tournament next", admin=True)
    assert "Round 2" in nxt.text()
    for table in done:  # the finished round's threads are archived when the next is paired
        assert env.double.channels[table.thread_id]["thread_metadata"]["archived"]
    assert len(threads_of(env, env.channel_id)) == 4
    round2 = await current_tables(env, event.id, 2)
    winners = {t.player_a if t.wins_a > t.wins_b else t.player_b for t in done}
    assert {frozenset((t.player_a, t.player_b)) for t in round2} == {
        frozenset(winners), frozenset({t.player_a for t in done} | {t.player_b for t in done}) - frozenset(winners)}

    # nobody's deck list ever reached a channel
    deck = (await env.bot.store.entries(event.id))[0].deck
    for channel_id in [int(env.channel_id), *(int(t["id"]) for t in threads_of(env, env.channel_id))]:
        for message in env.double.channel_messages(channel_id):
            assert deck.splitlines()[0] not in message["content"]


async def test_registration_refusals_and_leaving(env):
    await make_event(env, [env.bob])
    again = await env.slash(env.bob, "tournament join")
    assert "already entered" in again.text()
    create = await env.slash(env.alice, "tournament create", {"name": "Two", "game": "gcg", "best_of": 1,
                                                             "round_minutes": 30}, admin=True)
    assert "already has a tournament" in create.text()
    not_organiser = await env.slash(env.carol, "tournament start")
    assert "Only organisers" in not_organiser.content
    few = await env.slash(env.alice, "tournament start", admin=True)
    assert "at least two players" in few.text()
    left = await env.slash(env.bob, "tournament leave")
    assert left.content.startswith("✅")
    gone = await env.slash(env.bob, "tournament leave")
    assert "not entered" in gone.content


async def test_results_survive_a_restart_mid_round(env):
    await make_event(env, [env.alice, env.bob], best_of=3)
    await env.slash(env.alice, "tournament start", admin=True)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    table = (await current_tables(env, event.id, 1))[0]
    await concede_game(env, table, table.player_a)  # game 1 to b
    await stop_bot(env.bot, env.task)
    env.bot, env.task = await start_bot(env.double, env.db_path)
    table = (await current_tables(env, event.id, 1))[0]
    assert (table.wins_a, table.wins_b) == (0, 1) and table.match_id in env.bot.matches.live
    await concede_game(env, table, table.player_a)  # game 2, after the restart: the match is over
    table = (await current_tables(env, event.id, 1))[0]
    assert (table.wins_a, table.wins_b, table.status) == (0, 2, "done")


async def test_a_judge_call_lands_in_the_queue_is_claimed_and_closes(env):
    judges = await env.double.create_channel(env.guild["id"], "judges")
    made = await env.slash(env.alice, "tournament create", {"name": "Queue", "game": "gcg", "best_of": 1,
                                                     "round_minutes": 30, "judges": judges["id"]}, admin=True)
    assert "Queue" in made.text(), made.text()
    for user in (env.bob, env.carol):
        await env.slash(user, "tournament join")
    await env.slash(env.alice, "tournament start", admin=True)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    table = (await current_tables(env, event.id, 1))[0]
    caller = env.double.users[table.player_a]
    await slash_in(env, caller, table.thread_id, "judge call", {"reason": "@everyone he *peeked*"})
    queue = env.double.channel_messages(judges["id"])
    assert len(queue) == 1
    text = queue[0]["content"]
    assert f"<#{table.thread_id}>" in text and f"<@{caller['id']}>" in text and "table 1" in text
    assert "\\*peeked\\*" in text and "<t:" in text and not queue[0]["pinged"]["everyone"]
    claim = next(c for c in components_of(queue[0]) if c["custom_id"].startswith("tqclaim:"))
    refused = await env.click(env.bob if caller is not env.bob else env.carol, queue[0], claim["custom_id"])
    assert "only judges" in refused.content
    reply = await env.click(env.alice, queue[0], claim["custom_id"], admin=True)
    assert reply.ephemeral and f"<#{table.thread_id}>" in reply.content
    queue = env.double.channel_messages(judges["id"])
    assert f"claimed by <@{env.alice['id']}>" in queue[0]["content"]
    assert not [c for c in components_of(queue[0]) if c["custom_id"].startswith("tqclaim:")]
    # a time extension, then the judge resumes: the call closes
    ext = await slash_in(env, env.alice, table.thread_id, "tournament extend", {"minutes": 5, "reason": "call"},
                         admin=True)
    assert "5 more minutes" in ext.content
    await slash_in(env, env.alice, table.thread_id, "judge resume", admin=True)
    queue = env.double.channel_messages(judges["id"])
    assert "No open calls" in queue[0]["content"]
    files = await env.bot.tournaments.export(event)
    record = json.loads(files[f"tournament-{event.id}.json"])["record"]
    kinds = [r["kind"] for r in record]
    assert "call" in kinds and "extension" in kinds
    assert next(r for r in record if r["kind"] == "call")["state"] == "closed"


@pytest.mark.parametrize("denied", ["CREATE_PUBLIC_THREADS"])
async def test_no_thread_permission_is_said_not_crashed(env, denied):
    env.double.denied[int(env.channel_id)] = {denied}
    await make_event(env, [env.alice, env.bob], best_of=1)
    await env.slash(env.alice, "tournament start", admin=True)
    said = " ".join(m["content"] for m in env.double.channel_messages(env.channel_id))
    assert "no thread could be opened" in said


async def test_a_late_entry_a_fix_and_one_tournament_at_a_time(env):
    dave = env.double.add_user("Dave")
    await make_event(env, [env.bob, env.carol], best_of=1, rounds=3)
    await env.slash(env.alice, "tournament start", admin=True)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    early = await env.slash(env.alice, "tournament next", admin=True)
    assert "no result yet: 1" in early.text()
    added = await env.slash(env.alice, "tournament add", {"player": dave["id"]}, admin=True)
    assert f"<@{dave['id']}>" in added.text() and "late entry" in added.text()
    fixed = await env.slash(env.alice, "tournament fix", {"round": 1, "table": 1, "wins_a": 1, "wins_b": 0},
                            admin=True)
    assert "is now 1–0–0" in fixed.content
    table = (await env.bot.store.tables(event.id, 1))[0]
    assert (table.wins_a, table.wins_b, table.status) == (1, 0, "done")
    round2 = await env.slash(env.alice, "tournament next", admin=True)
    assert "Round 2" in round2.text()
    tables = await env.bot.store.tables(event.id, 2)
    assert int(dave["id"]) in {p for t in tables for p in (t.player_a, t.player_b)}, "the late entry is paired"
    assert sum(t.player_b is None for t in tables) == 1
    # a second tournament in another channel: a player entered here cannot enter it
    other = await env.double.create_channel(env.guild["id"], "side-event")
    await env.double.slash(env.alice, other["id"], "tournament create", {"name": "Side", "game": "gcg",
                                                                         "best_of": 1, "round_minutes": 30},
                           admin=True)
    await env.settle()
    refused = await env.double.slash(env.bob, other["id"], "tournament join")
    await env.settle()
    assert f"tournament #{event.id}" in refused.text()
