"""Answers before pictures, across the GIL (bot/unanswered.py; docs/memory.md, sixteenth pass):
a render thread does not start a picture while an interaction is unanswered — at most the
bound — and the bot's count of unanswered interactions returns to none on every path an
interaction can take (answered, deferred, refused, an error, dropped as too late, an
autocomplete, a click). No timing: each wait ends on an event, never on a clock."""

from __future__ import annotations

import asyncio
import logging
import threading

import pytest

from bot.render.picture.worker import RenderWorker
from bot.unanswered import Unanswered
from discord_double import components_of

from .test_deadline import interactions_come_late, strict_deadline, unanswered  # noqa: F401 (a fixture)


def a_worker(gate: Unanswered) -> RenderWorker:
    return RenderWorker(threads=1, trim=lambda: True, release_idle=lambda: None, gate=gate)


async def until(condition) -> None:
    """Until `condition()` holds, giving the event loop and the render thread their turns."""
    for _ in range(100_000):
        if condition():
            return
        await asyncio.sleep(0.001)
    pytest.fail("the condition never held")


async def test_a_render_waits_while_an_interaction_is_unanswered_and_draws_once_it_is_answered():
    gate = Unanswered(wait_s=3600)  # a bound no test reaches: only the answer can release it
    worker = a_worker(gate)
    started = threading.Event()
    gate.received(1)
    picture = asyncio.ensure_future(worker.run(lambda: started.set() or "the picture"))
    await until(lambda: gate.waiting == 1)  # the render thread has its job and waits for the answer
    assert not started.is_set() and not picture.done()
    gate.received(2)
    gate.done(1)  # one answered, another still waits for its answer
    assert gate.waiting == 1 and not started.is_set()
    gate.done(2)
    assert await picture == "the picture"
    assert (gate.waits, gate.waited_out, len(gate)) == (1, 0, 0)
    # nothing unanswered: the next render does not wait at all
    assert await worker.run(lambda: "the next") == "the next" and gate.waits == 1


async def test_an_interaction_never_answered_holds_a_render_back_only_for_the_bound():
    gate = Unanswered(wait_s=0.01)
    worker = a_worker(gate)
    gate.received(1)  # never answered
    assert await worker.run(lambda: "drawn anyway") == "drawn anyway"
    assert (gate.waits, gate.waited_out, len(gate)) == (1, 1, 1)


async def test_off_a_render_never_waits():
    """REFBOT_ANSWERS_FIRST_S=0, the default: the count is kept, the pictures do not wait for it."""
    gate = Unanswered(wait_s=0)
    worker = a_worker(gate)
    gate.received(1)
    assert await worker.run(lambda: "drawn") == "drawn"
    assert (gate.waits, len(gate)) == (0, 1)


def test_the_bot_sets_the_process_bound_from_its_setting(monkeypatch, tmp_path):
    from bot import unanswered
    from bot.client import RefereeBot
    from bot.settings import load_settings

    from .conftest import TOKEN

    monkeypatch.setattr(unanswered.process(), "wait_s", unanswered.process().wait_s)  # restored after
    for setting, bound in (({}, 0.0), ({"REFBOT_ANSWERS_FIRST_S": "0.2"}, 0.2)):
        settings = load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_PATH": str(tmp_path / "bot.db"), **setting})
        bot = RefereeBot(settings)
        assert bot.unanswered is unanswered.process() and bot.unanswered.wait_s == bound


def test_an_interaction_is_forgotten_once_discord_would_refuse_its_answer():
    now = [100.0]
    gate = Unanswered(forget_after_s=3.0, clock=lambda: now[0])
    gate.received(1)
    now[0] += 2.0
    gate.received(2)
    gate.received(2)  # counted once
    gate.forget_stale()
    assert 1 in gate and 2 in gate and gate.received_count == 2
    now[0] += 1.0  # 3 s after the first: Discord refuses any answer to it now
    gate.forget_stale()
    assert 1 not in gate and 2 in gate
    now[0] += 2.0
    gate.forget_stale()
    assert len(gate) == 0 and gate.wait()  # nothing to wait for
    gate.done(2)  # an answer after it was forgotten changes nothing
    assert len(gate) == 0


@pytest.fixture
def seen(env, monkeypatch):
    """The ids of the interactions the bot counts from now on, in order."""
    gate = env.bot.unanswered
    ids: list[int] = []
    received = gate.received

    def record(interaction_id: int) -> None:
        ids.append(interaction_id)
        received(interaction_id)

    monkeypatch.setattr(gate, "received", record)
    return ids


def none_open(env, ids: list[int]) -> bool:
    return not any(i in env.bot.unanswered for i in ids)


async def test_an_interaction_is_unanswered_while_it_is_handled_and_answered_on_every_path(env, seen,
                                                                                         monkeypatch):
    gate = env.bot.unanswered
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    user = env.user_for(live, live.match.deciding()[0])
    assert seen and none_open(env, seen)  # the start's slash command, select and click

    # answered: while the action is played, its interaction is counted as unanswered
    while_handled: list[bool] = []
    act = env.bot.matches.act

    async def observed_act(*args, **kwargs):
        while_handled.append(seen[-1] in gate)
        return await act(*args, **kwargs)

    monkeypatch.setattr(env.bot.matches, "act", observed_act)
    choices = [c for c in await env.choices(user) if c["name"] != "Concede"]  # an autocomplete
    assert choices and none_open(env, seen)
    reply = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert reply.content.startswith("✅") and while_handled == [True] and none_open(env, seen)

    # refused: an action the engine does not offer
    before = len(seen)
    reply = await env.slash(user, "act", {"action": "no such action"})
    assert reply.content.startswith("⛔") and seen[before:] == [reply.interaction_id] and none_open(env, seen)

    # a click on the board (a component): the private options menu
    board = env.board()
    options = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    reply = await env.click(user, board, options["custom_id"])
    assert reply.message is not None and none_open(env, seen)

    # an error the bot did not expect: the apology is the answer
    async def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(env.bot.matches, "act", broken)
    user = env.user_for(live, live.match.deciding()[0])
    choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
    reply = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert reply.content.startswith("Something went wrong on my side") and none_open(env, seen)
    monkeypatch.setattr(env.bot.matches, "act", act)

    # deferred: a challenge whose card pool is not in memory is answered "thinking" first
    async def not_ready(*args, **kwargs) -> bool:
        return False

    monkeypatch.setattr(env.bot.library, "pool_ready", not_ready)
    before = len(seen)
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.carol["id"]})
    assert reply.type == 5 and reply.followups  # deferred, then the challenge is posted
    assert seen[before:] == [reply.interaction_id] and none_open(env, seen)


async def test_an_interaction_dropped_as_too_late_is_no_longer_waited_for(env, seen, caplog, monkeypatch,
                                                                          strict_deadline):  # noqa: F811
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    user = env.user_for(live, live.match.deciding()[0])
    choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
    before = len(seen)
    interactions_come_late(monkeypatch)
    caplog.set_level(logging.INFO, logger="refbot.deadline")
    await unanswered(env, caplog, env.double.slash(user, env.channel_id, "act", {"action": choices[0]["value"]}))
    assert len(seen) == before + 1 and none_open(env, seen)  # never answered, not waited for


async def test_an_action_is_answered_and_its_handler_returns_while_its_pictures_are_still_marked(env):
    """The pictures behind the answers cost a mark, not a waiting handler (docs/memory.md,
    sixteenth pass round 2, seventeenth pass): with every picture held in the render thread,
    each action is answered, the open options menu (text) is edited to the new position and
    the interaction's handler returns; the board and DMs stay marked and keep their last
    picture until the render thread is free, then show the newest position."""
    from bot.presenter import DRAWER_TASK
    from bot.render.picture import Viewer

    from .conftest import BOT_TASKS
    from .test_open_menu import controls, keep_hands, open_menu, position

    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await keep_hands(env, live)
    (deciding,) = live.match.deciding()
    waiting = next(s for s in live.seats if s != deciding)
    menu = await open_menu(env, env.user_for(live, waiting))
    await env.settle()
    picture_before = env.board()["attachments"][0]["id"]

    pictures = env.bot.presenter.pictures
    gate, started = threading.Event(), threading.Event()
    draw = pictures.renderer

    def held_renderer(table, **kwargs):  # every picture, board and DMs alike
        started.set()
        gate.wait(timeout=300)  # released below; the timeout only ends a failed test
        return draw(table, **kwargs)

    def running(drawers: bool) -> list[asyncio.Task]:
        return [t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(BOT_TASKS)
                and t.get_name().startswith(DRAWER_TASK) == drawers]

    pictures.renderer, shared_worker = held_renderer, pictures.worker
    pictures.worker = held = RenderWorker(threads=1)
    try:
        for _ in range(40):  # the deciding player acts until the menu's player must decide
            if waiting in live.match.deciding():
                break
            user = env.user_for(live, live.match.deciding()[0])
            choices = await env.choices(user)
            reply = await env.double.slash(user, env.channel_id, "act", {"action": choices[0]["value"]})
            assert reply.content.startswith("✅"), reply.content
            await until(lambda: not running(drawers=False))  # the handler returned
            assert not gate.is_set()
        assert waiting in live.match.deciding()
        await until(started.is_set)  # a drawer is in the render thread, held there
        # answered and the text out: the menu offers the player's choices of now
        ids = controls(menu)
        assert ids and {position(i) for i in ids} == {(live.match.number, waiting)}, menu["content"]
        assert len(env.bot.unanswered) == 0
        # the pictures: marked or being drawn, not shown yet
        assert running(drawers=True)
        assert env.board()["attachments"][0]["id"] == picture_before
    finally:
        gate.set()
    await env.settle()
    pictures.worker = shared_worker
    held._executor.shutdown()
    assert not live.to_draw
    board = env.board()
    newest = pictures.latest(match_id, Viewer(), "en")
    assert newest is not None and newest[0] == live.table(None).action_number
    assert bytes(env.double.files[board["attachments"][0]["id"]]) == newest[1].png
    assert f"action {live.table(None).action_number} " in board["embeds"][0]["footer"]["text"]
