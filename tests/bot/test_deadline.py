"""An interaction that is already older than Discord's 3 s when its turn comes can no longer
be answered (Discord: 10062 Unknown interaction): the bot does no work for it and logs it
(bot/ui/deadline.py, docs/memory.md fourteenth pass)."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest

from bot.ui import deadline
from discord_double import components_of


@pytest.fixture
def strict_deadline(monkeypatch):
    """Discord's 3 s, as in production (tests/conftest.py turns it off for the rest)."""
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
    assert "component opts:" in caplog.records[-1].getMessage()
    caplog.clear()
    await unanswered(env, caplog, env.double.autocomplete(user, env.channel_id, "act", {"action": ""}, "action"))
    assert "autocomplete act" in caplog.records[-1].getMessage()
    assert len(env.double.records) == records and live.match.number == number
    assert not live.menus  # the late click opened no options menu
