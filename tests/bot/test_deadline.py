"""An interaction that is already older than Discord's 3 s when its turn comes can no longer
be answered (Discord: 10062 Unknown interaction): the bot does no work for it and logs it
(bot/ui/deadline.py, docs/memory.md fourteenth pass)."""

from __future__ import annotations

import asyncio
import logging
import math
import os
import signal
import subprocess
import sys
import time

import pytest

from bot.ui import deadline
from discord_double import DiscordDouble, components_of

from .conftest import TOKEN


@pytest.fixture
def strict_deadline(env, monkeypatch):
    """Discord's 3 s, as in production, for the bot `env` started (tests/conftest.py sets the
    suite's bots to none)."""
    assert math.isinf(deadline.ANSWER_WITHIN_S)  # the suite's setting reached the bot
    monkeypatch.setattr(deadline, "ANSWER_WITHIN_S", 3.0)


def interactions_come_late(monkeypatch, seconds: float = 5.0) -> None:
    """From now on every interaction reaches its handler `seconds` after Discord made it."""
    monkeypatch.setattr(deadline, "CLOCK", lambda: time.time() + seconds)


async def unanswered(env, caplog, send) -> None:
    """Send an interaction the bot must drop: wait for its log line, let the bot finish
    whatever it started, and check nothing was answered."""
    pending = asyncio.ensure_future(send)
    for _ in range(2000):
        if any("past Discord's 3 s to answer: not handled" in r.getMessage() for r in caplog.records):
            break
        await asyncio.sleep(0.005)
    else:
        pytest.fail("the bot never said it dropped the late interaction")
    await env.settle()
    assert not pending.done(), "the late interaction was answered"
    pending.cancel()
    with pytest.raises(asyncio.CancelledError):
        await pending


async def test_an_action_past_its_deadline_does_no_work_and_says_so_in_the_log(env, caplog, monkeypatch,
                                                                               strict_deadline):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    user = env.user_for(live, live.match.deciding()[0])
    choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
    before = (live.match.number, len(await env.bot.store.actions(match_id)), len(env.double.records))
    board = env.board()

    interactions_come_late(monkeypatch)
    caplog.set_level(logging.INFO, logger="refbot.deadline")
    await unanswered(env, caplog, env.double.slash(user, env.channel_id, "act", {"action": choices[0]["value"]}))

    # nothing played, nothing stored, no board edit, no DM, no request to Discord at all
    assert (live.match.number, len(await env.bot.store.actions(match_id)), len(env.double.records)) == before
    assert env.board() == board
    line = next(r.getMessage() for r in caplog.records if "not handled" in r.getMessage())
    assert "application_command act" in line and f"user {user['id']}" in line
    assert deadline.late_interactions >= 1

    # an interaction in time is handled as ever
    monkeypatch.setattr(deadline, "CLOCK", time.time)
    reply = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert reply.content.startswith("✅") and live.match.number == before[0] + 1


async def test_a_late_click_and_a_late_autocomplete_are_not_handled(env, caplog, monkeypatch, strict_deadline):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    user = env.user_for(live, live.match.deciding()[0])
    number = live.match.number
    board = env.board()
    options = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    records = len(env.double.records)

    interactions_come_late(monkeypatch)
    caplog.set_level(logging.INFO, logger="refbot.deadline")
    await unanswered(env, caplog, env.double.click(user, board, options["custom_id"]))
    # the control's prefix, never the rest of its custom id (ids and digests a log need not show)
    line = caplog.records[-1].getMessage()
    assert "(component opts of user" in line and options["custom_id"] not in line
    caplog.clear()
    await unanswered(env, caplog, env.double.autocomplete(user, env.channel_id, "act", {"action": ""}, "action"))
    assert "autocomplete act" in caplog.records[-1].getMessage()
    assert len(env.double.records) == records and live.match.number == number
    assert not live.menus  # the late click opened no options menu


async def a_bot_process(double, tmp_path, **env: str) -> subprocess.Popen:
    """`python -m bot` against `double`, in this test's environment (tests/conftest.py) plus
    `env`, ready; its log in tmp_path/bot.log."""
    log = (tmp_path / "bot.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "bot"], stdout=log, stderr=subprocess.STDOUT,
                            env=dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_PATH=str(tmp_path / "bot.sqlite3"),
                                     DISCORD_API_BASE=double.api_base, DISCORD_GATEWAY_URL=double.gateway_url, **env))

    def ready() -> bool:
        if proc.poll() is not None:
            raise AssertionError("the bot exited: " + (tmp_path / "bot.log").read_text()[-2000:])
        return double.identified > 0 and bool(double.commands.get(None))

    await double.wait_for(ready, timeout=120, poll=0.05)
    return proc


async def challenge_while_the_bot_is_stopped(double, proc, seconds: float = 3.5):
    """Alice challenges Bob while the bot's process is stopped for `seconds` of wall time — a
    bot starved of CPU on a busy machine — and continued: the interaction reaches it older
    than Discord's 3 s, while this process (whose CPU time the double counts) did ~nothing."""
    alice, bob = double.add_user("Alice"), double.add_user("Bob")
    channel = double.add_guild("Test")["channels"][0]
    os.kill(proc.pid, signal.SIGSTOP)
    try:
        sent = asyncio.ensure_future(double.slash(alice, channel["id"], "match start",
                                                  {"game": "gcg", "opponent": bob["id"]}))
        await asyncio.sleep(seconds)
    finally:
        os.kill(proc.pid, signal.SIGCONT)
    return sent


@pytest.mark.parametrize("setting", ["the test environment's", "3"])
async def test_a_bot_process_follows_the_deadline_it_is_given(tmp_path, setting):
    """Every `python -m bot` a test starts inherits the suite's setting (no deadline of its own,
    tests/conftest.py) and answers an interaction its machine made it late for, as the double —
    counting its 3 s in CPU time — accepts; given Discord's 3 s, it drops it and says so."""
    double = DiscordDouble()
    await double.start()
    env = {} if setting.startswith("the test") else {"REFBOT_ANSWER_WITHIN_S": setting}
    proc = await a_bot_process(double, tmp_path, **env)
    try:
        sent = await challenge_while_the_bot_is_stopped(double, proc)
        if not env:
            reply = await sent
            assert any(c["custom_id"].startswith("accept:") for c in components_of(reply.message))
        else:
            await double.wait_for(lambda: "past Discord's 3 s to answer: not handled"
                                  in (tmp_path / "bot.log").read_text(), timeout=30, poll=0.05)
            assert "application_command match" in (tmp_path / "bot.log").read_text()
            with pytest.raises(TimeoutError):  # never answered: Discord's 10062, the user was told it failed
                await sent
            assert not any(r.path.endswith("/callback") for r in double.records)
    finally:
        proc.terminate()
        proc.wait(timeout=60)
        await double.stop()
