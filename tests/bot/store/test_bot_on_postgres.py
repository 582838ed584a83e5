"""The real bot, through the local Discord double, with its store on PostgreSQL."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import asyncpg
import pytest

from bot import endpoints
from bot.store import Store
from discord_double import DiscordDouble

from ..conftest import Env, start_bot, stop_bot
from ..test_tournament_roles import organiser_role_scenario

pytestmark = pytest.mark.postgres


@pytest.fixture
async def pg_env(tmp_path, pg_url):
    double = DiscordDouble()
    await double.start()
    alice, bob, carol = double.add_user("Alice"), double.add_user("Bob"), double.add_user("Carol")
    guild = double.add_guild("Test Server")
    unused = str(tmp_path / "unused.sqlite3")  # REFBOT_DB_URL wins over REFBOT_DB_PATH
    bot, task = await start_bot(double, unused, REFBOT_DB_URL=pg_url)
    env = Env(double, bot, alice, bob, carol, guild, guild["channels"][0], unused, task, {"url": pg_url})
    yield env
    await stop_bot(env.bot, env.task)
    await double.stop()
    endpoints.reset()


async def test_a_match_on_postgres_survives_a_restart(pg_env, tmp_path):
    env = pg_env
    assert env.bot.store.kind == "postgresql"
    match_id = await env.start_match()
    await env.play_randomly(match_id, random.Random(3), max_actions=25)
    live = env.bot.matches.live[match_id]
    before_hash, before_number = live.match.state_hash(), live.match.number

    await stop_bot(env.bot, env.task)
    env.bot, env.task = await start_bot(env.double, env.db_path, REFBOT_DB_URL=env.extra["url"])
    restored = env.bot.matches.live[match_id]
    assert restored.match.state_hash() == before_hash and restored.match.number == before_number
    automatic = []  # the passes the bot takes for a player left only a pass (services/autopass.py)
    passing = env.bot.matches.pass_automatically

    async def counting(live, choose, limit):
        results = await passing(live, choose, limit)
        automatic.extend(results)
        return results

    env.bot.matches.pass_automatically = counting
    await env.play_randomly(match_id, random.Random(4), max_actions=5)
    assert restored.match.number == before_number + 5 + len(automatic)

    conn = await asyncpg.connect(env.extra["url"])
    try:
        stored = await conn.fetchval("SELECT COUNT(*) FROM actions WHERE match_id=$1", match_id)
    finally:
        await conn.close()
    assert stored == restored.match.number
    assert not (tmp_path / "unused.sqlite3").exists()


async def test_another_writer_took_the_number_the_player_is_told_to_try_again(pg_env):
    """A second process given the same shard by mistake writes action n first: the bot's
    own write of n is refused by the store, the player reads "try again", the bot reloads
    the match from the store, and the retry works; no number is ever used twice."""
    env = pg_env
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    seat = live.match.deciding()[0]
    user = env.user_for(live, seat)
    number = live.match.number
    other = Store(env.extra["url"])
    await other.open()
    try:
        action = live.legal(seat)[0]
        await other.append_action(match_id, number, action.actor, action.kind, action.args, int(user["id"]))
    finally:
        await other.close()

    choices = await env.choices(user)
    reply = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert "try again" in reply.content and not reply.content.startswith("✅")
    live = env.bot.matches.live[match_id]
    assert live.match.number == number + 1  # reloaded: the other writer's action is in

    seat = live.match.deciding()[0]
    user = env.user_for(live, seat)
    choices = await env.choices(user)
    reply = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert reply.content.startswith("✅"), reply.content
    conn = await asyncpg.connect(env.extra["url"])
    try:
        numbers = [r[0] for r in await conn.fetch("SELECT n FROM actions WHERE match_id=$1 ORDER BY n", match_id)]
    finally:
        await conn.close()
    assert numbers == list(range(number + 2))


def test_python_m_bot_on_postgres_survives_sigkill(tmp_path, pg_url):
    """The SIGKILL test of test_persistence, with the store on PostgreSQL: the same board,
    hands and legal choices after the restart, and the next action works."""
    from ..test_persistence import DRIVER

    script = tmp_path / "drive.py"
    script.write_text(DRIVER)
    proc = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True,
                          timeout=240, cwd=os.getcwd(), env={**os.environ, "REFBOT_DB_URL": pg_url})
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "RESUMED OK" in proc.stdout
    assert not (tmp_path / "bot.sqlite3").exists()  # the URL won over the path


async def test_the_organiser_role_on_postgres(pg_env):
    """The organiser role is a server setting in the store: the same scenario as on SQLite."""
    await organiser_role_scenario(pg_env)
