"""A real discord.py bot against the local Discord double, in the test's event loop."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import re
from dataclasses import dataclass, field

import pytest

from bot import endpoints
from bot.client import RefereeBot
from bot.presenter import DRAWER_TASK
from bot.settings import load_settings
from discord_double import DiscordDouble, components_of

# discord.py names the tasks it starts for an interaction or an event; the bot's own
# work for a click (the answer, the board edit, the DMs) all happens inside them.
BOT_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_", DRAWER_TASK)

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
logging.getLogger("discord").setLevel(logging.ERROR)


@dataclass
class Env:
    double: DiscordDouble
    bot: RefereeBot
    alice: dict
    bob: dict
    carol: dict
    guild: dict
    channel: dict
    db_path: str
    task: asyncio.Task | None = None
    extra: dict = field(default_factory=dict)
    # A test that sends Discord something invalid on purpose says so; every other test
    # fails if the bot sent one request real Discord would have refused.
    expect_rejections: bool = False

    @property
    def channel_id(self) -> str:
        return self.channel["id"]

    def board(self) -> dict | None:
        for message in self.double.channel_messages(self.channel_id):
            if message.get("embeds") and "match #" in (message["embeds"][0].get("title") or ""):
                return message
        return None

    async def settle(self):
        await settle(self.double)

    async def slash(self, user, command, options=None, **kw):
        reply = await self.double.slash(user, self.channel_id, command, options or {}, **kw)
        await self.settle()
        return reply

    async def click(self, user, message, custom_id, **kw):
        reply = await self.double.click(user, message, custom_id, **kw)
        await self.settle()
        return reply

    async def select(self, user, message, custom_id, values, **kw):
        reply = await self.double.select(user, message, custom_id, values, **kw)
        await self.settle()
        return reply

    async def choices(self, user, command="act", option="action", current=""):
        return await self.double.autocomplete(user, self.channel_id, command, {option: current}, option)

    async def start_match(self, first: str = "A", deck_b: int = 1) -> int:
        """Alice challenges Bob; Bob accepts; the coin's chooser picks `first`."""
        reply = await self.slash(self.alice, "match start", {"game": "gcg", "opponent": self.bob["id"]})
        challenge = reply.message
        accept = next(c for c in components_of(challenge) if c["custom_id"].startswith("accept:"))
        await self.select(self.bob, challenge, accept["custom_id"], [accept["options"][deck_b]["value"]])
        match_id = int(accept["custom_id"].split(":")[1])
        live = self.bot.matches.live[match_id]
        chooser = live.match.state.prompt.player
        user = self.user_for(live, chooser)
        board = self.board()
        wanted = "Go first" if chooser == first else "Go second"
        button = next(c for c in components_of(board) if c.get("label") == wanted)
        await self.click(user, board, button["custom_id"])
        return match_id

    def user_for(self, live, player: str) -> dict:
        user_id = live.row.user_of(player)
        return next(u for u in (self.alice, self.bob, self.carol) if int(u["id"]) == user_id)

    async def play_randomly(self, match_id: int, rng: random.Random, max_actions: int = 800,
                            on_step=None) -> int:
        """Both players act through `/act` autocomplete choices until the match ends."""
        steps = 0
        while match_id in self.bot.matches.live and steps < max_actions:
            # Who decides, as the store has it: sharded, another process may have acted
            # (a DM click goes to shard 0) and this process's copy may not have caught up yet.
            live = await self.bot.matches.current(match_id)
            user = self.user_for(live, rng.choice(live.match.deciding()))
            choices = await self.choices(user)
            assert choices, f"no choices offered at action {live.match.number}"
            choices = [c for c in choices if c["name"] != "Concede"] or choices
            preferred = [c for c in choices if re.match(r"(Done|End main|Pass|Keep hand|Use Burst)", c["name"])]
            pick = rng.choice(preferred if preferred and rng.random() < 0.35 else choices)
            reply = await self.slash(user, "act", {"action": pick["value"]})
            assert reply.ephemeral and reply.content.startswith("✅"), reply.content
            steps += 1
            if on_step:
                await on_step(live, user, pick, reply)
        return steps


    async def act_by_buttons(self, live, user: dict, rng: random.Random, prefer: str = "",
                             locale: str = "en-US") -> str:
        """One action the way a person takes it: the board's Options button, then a button or
        select of the private menu (a subject first where the menu asks for one). `prefer`
        (a regex over labels) is chosen half the time when it matches something; `locale`
        is the clicking user's Discord language. Returns the bot's "✅" answer; anything
        else fails the test."""
        board = self.board()
        options = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
        menu = (await self.click(user, board, options["custom_id"], locale=locale)).message
        assert menu is not None and components_of(menu), f"no menu at action {live.match.number}"
        for _ in range(2):  # a subject-first select leads to a second menu
            leaves: list[tuple[str, dict, list[str]]] = []  # label, component, values
            subject = None
            for c in components_of(menu):
                cid = c.get("custom_id", "")
                if cid.startswith("act:"):
                    leaves.append((c.get("label") or "", c, []))
                elif cid.startswith("pick:"):
                    leaves += [(o["label"], c, [o["value"]]) for o in c["options"]]
                elif cid.startswith("pickn:"):
                    chosen = rng.sample(c["options"], c.get("min_values", 1))
                    leaves.append((" + ".join(o["label"] for o in chosen), c, [o["value"] for o in chosen]))
                elif cid.startswith("subj:"):
                    subject = c
            if subject is not None and (not leaves or rng.random() < 0.5):
                value = rng.choice(subject["options"])["value"]
                menu = (await self.select(user, menu, subject["custom_id"], [value], locale=locale)).message
                assert menu is not None and components_of(menu), "the subject led to no choices"
                continue
            break
        assert leaves, f"the menu offers nothing at action {live.match.number}"
        liked = [leaf for leaf in leaves if prefer and re.match(prefer, leaf[0])]
        label, component, values = rng.choice(liked if liked and rng.random() < 0.5 else leaves)
        if values:
            reply = await self.select(user, menu, component["custom_id"], values, locale=locale)
        else:
            reply = await self.click(user, menu, component["custom_id"], locale=locale)
        assert reply.content.startswith("✅"), f"{label!r} was answered with {reply.content!r}"
        return reply.content


async def settle(double: DiscordDouble) -> None:
    """Wait until the bot has finished everything it started for the interactions and
    events so far (their tasks end only after every REST call they made is answered).
    No timers: a loaded machine only makes it slower, never wrong."""
    me = asyncio.current_task()
    while True:
        pending = [t for t in asyncio.all_tasks() if t is not me and not t.done()
                   and t.get_name().startswith(BOT_TASKS)]
        if not pending:
            if double.inflight == 0:
                return
            await asyncio.sleep(0)
            continue
        await asyncio.wait(pending)


async def start_bot(double: DiscordDouble, db_path: str, *, clock=None, **extra_env) -> tuple[RefereeBot, asyncio.Task]:
    """The bot, started and ready; `clock` (a function returning epoch seconds) stands in
    for the time, from start-up on."""
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_PATH": db_path,
                              "DISCORD_API_BASE": double.api_base, "DISCORD_GATEWAY_URL": double.gateway_url,
                              **extra_env})
    endpoints.configure(settings.api_base, settings.gateway_url)
    bot = RefereeBot(settings, **({"clock": clock} if clock is not None else {}))
    task = asyncio.create_task(bot.start(TOKEN))
    ready = asyncio.ensure_future(asyncio.gather(bot.synced.wait(), bot.wait_until_ready()))
    await asyncio.wait([ready, task], timeout=120, return_when=asyncio.FIRST_COMPLETED)
    if task.done():  # the bot died during start-up: show why
        ready.cancel()
        task.result()
    await ready
    await settle(double)
    return bot, task


async def stop_bot(bot: RefereeBot, task: asyncio.Task) -> None:
    await bot.close()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await task


@pytest.fixture
async def env(tmp_path):
    double = DiscordDouble()
    await double.start()
    alice, bob, carol = double.add_user("Alice"), double.add_user("Bob"), double.add_user("Carol")
    guild = double.add_guild("Test Server")
    channel = guild["channels"][0]
    db_path = str(tmp_path / "refbot.sqlite3")
    bot, task = await start_bot(double, db_path)
    environment = Env(double, bot, alice, bob, carol, guild, channel, db_path, task)
    yield environment
    await stop_bot(environment.bot, environment.task)
    await double.stop()
    endpoints.reset()
    if not environment.expect_rejections:
        assert_nothing_rejected(double)


def assert_nothing_rejected(double: DiscordDouble) -> None:
    refused = [f"{r.method} {r.path}: {json.dumps(why['errors'], ensure_ascii=False)[:400]}"
               for r, why in double.rejected]
    assert not refused, "Discord would have refused:\n" + "\n".join(refused)
