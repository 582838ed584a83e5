"""Running the bot: dev-guild sync, rate limits, abandoning a match, the health check."""

import os
import subprocess
import sys
import time

from discord_double import DiscordDouble

from .conftest import start_bot, stop_bot


async def test_commands_sync_to_the_dev_guild_when_set(tmp_path):
    double = DiscordDouble()
    await double.start()
    guild = double.add_guild("Dev")
    bot, task = await start_bot(double, str(tmp_path / "db.sqlite3"), REFBOT_DEV_GUILD=guild["id"])
    try:
        assert None not in double.commands
        names = {c["name"] for c in double.commands[int(guild["id"])]}
        assert {"rule", "match", "play", "attack", "act", "hand", "board", "deck", "cards"} <= names
        for command in double.commands[int(guild["id"])]:
            assert len(command.get("description", "")) <= 100
            for option in command.get("options", []):
                assert len(option.get("description", "")) <= 100
    finally:
        await stop_bot(bot, task)
        await double.stop()


async def test_rate_limits_are_waited_out(env):
    env.double.rate_limit_next = 3
    match_id = await env.start_match()
    assert env.double.rate_limited == 3
    live = env.bot.matches.live[match_id]
    assert env.board() is not None and live.match.state.prompt.kind == "mulligan"


async def test_abandon_needs_both_players(env):
    match_id = await env.start_match()
    reply = await env.slash(env.alice, "match abandon")
    assert "wants to abandon" in reply.content and match_id in env.bot.matches.live
    reply = await env.slash(env.carol, "match abandon")
    assert reply.ephemeral and "not playing" in reply.content
    reply = await env.slash(env.bob, "match abandon")
    assert "abandoned by every player" in reply.content
    assert match_id not in env.bot.matches.live
    row = await env.bot.store.match(match_id)
    assert row.status == "abandoned"
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]})
    assert not reply.ephemeral  # the channel is free again


async def test_concede_ends_the_match(env):
    match_id = await env.start_match()
    reply = await env.slash(env.bob, "match concede")
    assert reply.content.startswith("✅")
    row = await env.bot.store.match(match_id)
    bob = row.player_of(int(env.bob["id"]))
    assert row.status == "finished" and row.winner == ("A" if bob == "B" else "B")
    assert "Game over" in env.board()["embeds"][0]["description"]


async def test_the_container_health_check_follows_the_heartbeat(env, tmp_path):
    """`python -m bot health` (the Dockerfile's HEALTHCHECK) passes while the bot writes its
    heartbeat, fails once the heartbeat is old or missing, and says why."""
    beat = tmp_path / "heartbeat"

    def health(**extra: str) -> subprocess.CompletedProcess:
        environ = {k: v for k, v in os.environ.items() if k != "REFBOT_HEALTH_FILE"}
        return subprocess.run([sys.executable, "-m", "bot", "health"], capture_output=True, text=True,
                              env={**environ, **extra}, timeout=60)

    assert health(REFBOT_HEALTH_FILE=str(beat)).returncode == 1  # connected, but no heartbeat yet
    env.bot.settings.health_file = beat
    env.bot._heartbeat()
    ok = health(REFBOT_HEALTH_FILE=str(beat))
    assert ok.returncode == 0 and ok.stdout.startswith("healthy"), ok.stdout + ok.stderr
    beat.write_text(f"{time.time() - 3600:.0f}\n")
    stale = health(REFBOT_HEALTH_FILE=str(beat))
    assert stale.returncode == 1 and "unhealthy: last heartbeat 36" in stale.stdout
    unset = health()
    assert unset.returncode == 2 and "REFBOT_HEALTH_FILE" in unset.stderr
