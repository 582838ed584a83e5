"""Two bot processes, each running some of the shards, on one PostgreSQL and one Discord.

Discord sends a guild's events to shard (guild_id >> 22) % count and every DM to shard 0,
so a DM click on the hand of a match in a shard-1 guild reaches the shard-0 process: it
must load the match from the store, act, and the owning process must see that action
before its next interaction. Both bots run in this test's event loop (their own clients,
stores and gateway sessions), so every reply can be awaited instead of slept for.
"""

from __future__ import annotations

import random

import asyncpg
import pytest

from bot import endpoints
from discord_double import DiscordDouble, components_of

from ..conftest import Env, assert_nothing_rejected, start_bot, stop_bot

pytestmark = pytest.mark.postgres


async def stored_numbers(url: str, match_id: int) -> list[int]:
    conn = await asyncpg.connect(url)
    try:
        return [r[0] for r in await conn.fetch("SELECT n FROM actions WHERE match_id=$1 ORDER BY n", match_id)]
    finally:
        await conn.close()


@pytest.fixture
async def double():
    double = DiscordDouble()
    await double.start()
    yield double
    await double.stop()
    endpoints.reset()


async def keep_hands_by_dm(env: Env, live) -> int:
    """Each player keeps their hand with the button of their DM (the private decision)."""
    kept = 0
    for seat in live.seats:
        user = env.user_for(live, seat)
        keep = next(((dm, c) for dm in reversed(env.double.dms(user)) for c in components_of(dm)
                     if c.get("label") == "Keep hand" and c["custom_id"].startswith(f"act:{live.id}:")), None)
        if keep is None:
            continue
        dm, keep = keep
        reply = await env.click(user, dm, keep["custom_id"])
        assert reply.type == 7, reply.content  # the DM itself is updated
        kept += 1
    return kept


async def test_two_processes_split_the_shards_and_a_dm_click_reaches_the_other(double, pg_url, tmp_path):
    guild0 = double.add_guild("Shard zero", shard=(0, 2))
    guild1 = double.add_guild("Shard one", shard=(1, 2))
    alice, bob, carol = double.add_user("Alice"), double.add_user("Bob"), double.add_user("Carol")
    shard = {"REFBOT_DB_URL": pg_url, "REFBOT_SHARD_COUNT": "2"}
    bot0, task0 = await start_bot(double, str(tmp_path / "a.db"), **shard, REFBOT_SHARD_IDS="0")
    bot1, task1 = await start_bot(double, str(tmp_path / "b.db"), **shard, REFBOT_SHARD_IDS="1")
    try:
        assert sorted(s.shard[0] for s in double.sessions) == [0, 1]
        env1 = Env(double, bot1, alice, bob, carol, guild1, guild1["channels"][0], "")
        env0 = Env(double, bot0, alice, bob, carol, guild0, guild0["channels"][0], "")

        match1 = await env1.start_match()  # a shard-1 guild: only the shard-1 process has it
        assert match1 in bot1.matches.live and match1 not in bot0.matches.live
        match0 = await env0.start_match()
        assert match0 in bot0.matches.live and match0 not in bot1.matches.live

        # The mulligan is decided in DMs, which Discord sends to shard 0.
        assert await keep_hands_by_dm(env1, bot1.matches.live[match1]) == 2
        guest = bot0.matches.live[match1]
        assert not guest.owned and guest.match.number >= 2

        # Back in the channel, the owning process acts on the store's state, not its own.
        await env1.play_randomly(match1, random.Random(2), max_actions=20)
        await env0.play_randomly(match0, random.Random(3), max_actions=10)
        live1 = bot1.matches.live[match1]
        numbers = await stored_numbers(pg_url, match1)
        assert numbers == list(range(live1.match.number))  # every action once, in order
        await bot0.matches.catch_up(guest)
        assert guest.match.state_hash() == live1.match.state_hash()
        board = env1.board()
        assert f"action {live1.match.number}" in board["embeds"][0]["footer"]["text"]
        assert match0 not in bot1.matches.live  # a shard-0 guild's match never came to shard 1
        assert_nothing_rejected(double)
    finally:
        await stop_bot(bot0, task0)
        await stop_bot(bot1, task1)


async def test_two_processes_given_the_same_shard_never_apply_an_action_twice(double, pg_url, tmp_path):
    """A misconfiguration: both processes run shard 0, so both receive every interaction.
    Discord takes the first answer (the second is refused, 40060); the store takes the
    first write of each number (the other gets a conflict and reloads). The player sees
    one answer each time, and the match's log has every number exactly once."""
    guild = double.add_guild("Doubled", shard=(0, 2))
    alice, bob, carol = double.add_user("Alice"), double.add_user("Bob"), double.add_user("Carol")
    shard = {"REFBOT_DB_URL": pg_url, "REFBOT_SHARD_COUNT": "2", "REFBOT_SHARD_IDS": "0"}
    bot_a, task_a = await start_bot(double, str(tmp_path / "a.db"), **shard)
    bot_b = task_b = None
    try:
        env = Env(double, bot_a, alice, bob, carol, guild, guild["channels"][0], "")
        match_id = await env.start_match()
        # the second process, started by mistake for the same shard, restores the match too
        bot_b, task_b = await start_bot(double, str(tmp_path / "b.db"), **shard)
        assert match_id in bot_b.matches.live
        assert [s.shard[0] for s in double.sessions] == [0, 0]
        owner = bot_a
        rng = random.Random(5)
        answers = []
        for _ in range(15):
            live = await owner.matches.current(match_id)
            if live.match.finished:
                break
            user = env.user_for(live, rng.choice(live.match.deciding()))
            choices = await env.choices(user)
            choices = [c for c in choices if c["name"] != "Concede"] or choices
            reply = await env.slash(user, "act", {"action": rng.choice(choices)["value"]})
            assert reply.content.startswith("✅") or "try again" in reply.content, reply.content
            answers.append(reply.content[:1])
        numbers = await stored_numbers(pg_url, match_id)
        assert numbers == list(range(len(numbers))) and len(numbers) > 2
        for bot in (bot_a, bot_b):
            live = await bot.matches.current(match_id)
            assert live.match.number == len(numbers)
        # Only Discord's "already answered" refusals, never a malformed request.
        assert {why.get("code") for _, why in double.rejected} <= {40060}
    finally:
        await stop_bot(bot_a, task_a)
        if bot_b is not None:
            await stop_bot(bot_b, task_b)
