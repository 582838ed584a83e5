"""Results reported by hand (issue 32): the report is posted in the match's thread with
Confirm / Dispute buttons for the opponent; both agreeing records it, a dispute goes to the
judge queue and a judge settles it; stale and duplicate clicks are answered and change
nothing; two answers arriving at once record one result."""

from __future__ import annotations

import asyncio
import json

from discord_double import components_of

from .conftest import settle
from .test_tournament import current_tables, make_event, slash_in


async def started_pair(env, *, judges=None):
    """Alice and Bob, one best-of-three table, round 1 running; (event, table, a, b)."""
    if judges is None:
        await make_event(env, [env.alice, env.bob], best_of=3)
    else:
        await env.slash(env.alice, "tournament create", {"name": "Disputes", "game": "gcg", "best_of": 3,
                                                         "round_minutes": 50, "judges": judges["id"]},
                        admin=True)
        for user in (env.alice, env.bob):
            await env.slash(user, "tournament join")
    await env.slash(env.alice, "tournament start", admin=True)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    table = (await current_tables(env, event.id, 1))[0]
    return event, table, env.double.users[table.player_a], env.double.users[table.player_b]


def report_message(env, table) -> dict:
    """The latest report posted in the table's thread (the one with the buttons)."""
    return [m for m in env.double.channel_messages(table.thread_id) if "reports" in m["content"]][-1]


def answer_button(message, answer: str) -> str:
    return next(c["custom_id"] for c in components_of(message)
                if c["custom_id"].startswith("trep:") and c["custom_id"].endswith(":" + answer))


async def test_the_opponent_confirms_a_report_with_its_button(env):
    event, table, a, b = await started_pair(env)
    game = table.match_id
    reported = await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 1})
    assert reported.ephemeral and reported.content.startswith("✅") and f"<#{table.thread_id}>" in reported.content
    ask = report_message(env, table)
    # the opponent (only them) is pinged in the thread, with the score from the reporter's side
    assert ask["pinged"]["users"] == [b["id"]] and "2–1–0" in ask["content"]
    assert {c.get("label") for c in components_of(ask)} >= {"Confirm", "Dispute"}
    confirm = answer_button(ask, "c")

    own = await env.click(a, ask, confirm)
    assert own.ephemeral and "your own report" in own.content
    outsider = await env.click(env.carol, ask, confirm)
    assert outsider.ephemeral and "Only the players" in outsider.content
    assert (await current_tables(env, event.id, 1))[0].status == "playing"

    confirmed = await env.click(b, ask, confirm)
    assert "confirmed the report" in confirmed.content and not components_of(confirmed.message or confirmed.data)
    done = (await current_tables(env, event.id, 1))[0]
    assert (done.wins_a, done.wins_b, done.draws, done.status) == (2, 1, 0, "done")
    assert game not in env.bot.matches.live, "the game on the board stops"
    assert (await env.bot.store.match(game)).status == "abandoned"
    # the same button again (a stale copy of the message): answered, nothing changes
    again = await env.click(b, ask, confirm)
    assert again.ephemeral and "out of date" in again.content
    results = [e for e in await env.bot.store.tournament_log(event.id) if e["kind"] == "result"]
    assert len(results) == 1 and results[0]["confirmed_by"] == int(b["id"])
    assert results[0]["reported_by"] == int(a["id"])


async def test_a_dispute_goes_to_the_judge_queue_and_a_judge_settles_it(env):
    judges = await env.double.create_channel(env.guild["id"], "judges")
    event, table, a, b = await started_pair(env, judges=judges)
    await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 0})
    ask = report_message(env, table)
    confirm = answer_button(ask, "c")
    disputed = await env.click(b, ask, answer_button(ask, "d"))
    assert "disputed the report" in disputed.content
    queue = env.double.channel_messages(judges["id"])
    assert len(queue) == 1 and "disputed result" in queue[0]["content"]
    assert f"<#{table.thread_id}>" in queue[0]["content"] and f"<@{b['id']}>" in queue[0]["content"]
    assert (await current_tables(env, event.id, 1))[0].status == "playing"

    # while disputed, neither a click nor a new report settles it
    late_click = await env.click(b, ask, confirm)  # the buttons are gone from it
    assert late_click.ephemeral and "out of date" in late_click.content
    again = await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 1})
    assert again.ephemeral and "disputed" in again.content
    assert (await current_tables(env, event.id, 1))[0].status == "playing"

    # a judge settles it: the result lands, the call closes, the game on the board stops
    fixed = await env.slash(env.alice, "tournament fix", {"round": 1, "table": 1, "wins_a": 2, "wins_b": 1},
                            admin=True)
    assert "is now 2–1–0" in fixed.content
    done = (await current_tables(env, event.id, 1))[0]
    assert (done.wins_a, done.wins_b, done.status) == (2, 1, "done")
    assert "No open calls" in env.double.channel_messages(judges["id"])[0]["content"]
    call = next(e for e in await env.bot.store.tournament_log(event.id) if e["kind"] == "call")
    assert call["state"] == "closed" and call["dispute"] == [2, 0, 0]
    assert table.match_id not in env.bot.matches.live


async def test_reporting_again_makes_the_old_buttons_stale_and_a_matching_report_confirms(env):
    event, table, a, b = await started_pair(env)
    await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 0})
    first = report_message(env, table)
    await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 1})
    second = report_message(env, table)
    assert second["id"] != first["id"]
    stale = await env.click(b, first, answer_button(first, "c"))
    assert stale.ephemeral and "no longer waiting" in stale.content
    assert (await current_tables(env, event.id, 1))[0].status == "playing"
    # the opponent typing the same result confirms it too
    same = await slash_in(env, b, table.thread_id, "tournament report", {"wins": 1, "losses": 2})
    assert "confirmed" in same.content
    done = (await current_tables(env, event.id, 1))[0]
    assert (done.wins_a, done.wins_b, done.status) == (2, 1, "done")
    late = await env.click(b, second, answer_button(second, "c"))  # still shown: the service answers
    assert "already has a result" in late.content


async def test_two_answers_at_once_record_one_result(env):
    event, table, a, b = await started_pair(env)
    await slash_in(env, a, table.thread_id, "tournament report", {"wins": 2, "losses": 1})
    ask = report_message(env, table)
    confirm, dispute = answer_button(ask, "c"), answer_button(ask, "d")
    replies = await asyncio.gather(
        env.double.click(b, ask, confirm), env.double.click(b, ask, confirm), env.double.click(b, ask, dispute))
    await settle(env.double)
    won = [r for r in replies if not r.ephemeral]
    lost = [r for r in replies if r.ephemeral]
    assert len(won) == 1 and len(lost) == 2, [r.content for r in replies]
    assert all(any(why in r.content for why in ("already has a result", "disputed", "no longer waiting",
                                                "out of date")) for r in lost), [r.content for r in lost]
    log = await env.bot.store.tournament_log(event.id)
    now = (await current_tables(env, event.id, 1))[0]
    if "confirmed" in won[0].content:
        assert (now.wins_a, now.wins_b, now.status) == (2, 1, "done")
        assert [e["kind"] for e in log].count("result") == 1 and not [e for e in log if e["kind"] == "call"]
    else:
        assert now.status == "playing" and now.pending["disputed"]
        assert [e["kind"] for e in log].count("call") == 1 and "result" not in [e["kind"] for e in log]
    files = await env.bot.tournaments.export(event)
    assert "report" in {r["kind"] for r in json.loads(files[f"tournament-{event.id}.json"])["record"]}
