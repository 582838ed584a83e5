"""Start and stop the playground: the Discord double with its web client, the playground's
server in it, and the real bot connected to it exactly as it connects to Discord."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from bot import endpoints
from bot.client import RefereeBot
from bot.settings import load_settings
from discord_double import DiscordDouble

from . import world as worlds

# A token of the right shape that Discord never issued: the double accepts any, and the
# bot's settings check only the shape. It never leaves this machine.
OFFLINE_TOKEN = "cGxheWdyb3VuZC1vZmZsaW5lLW9ubHk.offline.bm90LWEtZGlzY29yZC10b2tlbi1hdC1hbGw"
START_TIMEOUT = 300.0  # seconds; the first start builds the rules index


class PlaygroundError(Exception):
    """One line for the user: why the playground could not start."""


class Playground:
    def __init__(self, db_path: str | Path, port: int = 0) -> None:
        self.db_path = Path(db_path)
        self.port = port
        self.double = DiscordDouble()
        self.world: worlds.World | None = None
        self.bot: RefereeBot | None = None
        self._task: asyncio.Task | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.double.port}/"

    async def start(self) -> None:
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            await self.double.start(self.port, web_client=True)
        except OSError as exc:
            raise PlaygroundError(f"cannot listen on 127.0.0.1:{self.port} ({exc.strerror or exc}); "
                                  "choose another port with --port") from None
        self.world = worlds.build(self.double)
        settings = load_settings({"DISCORD_TOKEN": OFFLINE_TOKEN, "REFBOT_DB_PATH": str(self.db_path),
                                  "DISCORD_API_BASE": self.double.api_base,
                                  "DISCORD_GATEWAY_URL": self.double.gateway_url})
        endpoints.configure(settings.api_base, settings.gateway_url)
        self.bot = RefereeBot(settings)
        self._task = asyncio.create_task(self.bot.start(OFFLINE_TOKEN), name="playground-bot")
        ready = asyncio.ensure_future(asyncio.gather(self.bot.synced.wait(), self.bot.wait_until_ready()))
        await asyncio.wait([ready, self._task], timeout=START_TIMEOUT, return_when=asyncio.FIRST_COMPLETED)
        if not ready.done():
            ready.cancel()
            if self._task.done():  # the bot stopped while starting: say why
                raise PlaygroundError(f"the bot stopped while starting: {_one_line(self._task.exception())}")
            raise PlaygroundError(f"the bot was not ready after {START_TIMEOUT:.0f} s")
        await self._configure_judges()

    async def _configure_judges(self) -> None:
        """The judge role is set the way a server's admin sets it: Admin runs
        `/config judge-role` in #judges (a private answer only Admin sees)."""
        assert self.world is not None
        reply = await self.double.slash(self.world.user(worlds.ADMIN), self.world.channel("judges")["id"],
                                        "config judge-role", {"role": self.world.judge_role["id"]})
        if not reply.content.startswith("✅"):
            raise PlaygroundError(f"could not set the judge role: {reply.content}")

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        await self.double.stop()
        endpoints.reset()

    async def __aenter__(self) -> Playground:
        try:
            await self.start()
        except BaseException:
            await self.stop()
            raise
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()


def _one_line(exc: BaseException | None) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__
