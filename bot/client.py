"""The bot: the composition root. It builds the store, the services and the presenter,
sets up every command extension with them, routes component clicks, and sends every
error to the one reporter. The default allowed mentions ping nobody."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands

from . import commands, i18n, unanswered
from .commands.base import Services
from .i18n import t
from .memory import release_free_memory, settle_collector
from .presenter import Presenter
from .services.errors import UserError
from .services.judging import JudgeService
from .services.library import Library
from .services.locales import Locales
from .services.lookups import Lookups
from .services.matches import MatchService
from .services.tournaments import TournamentService
from .settings import Settings
from .store import Store
from .ui import deadline
from .ui.errors import ErrorReporter
from .ui.messenger import DiscordMessenger
from .ui.routing import ComponentRouter
from .ui.translator import CatalogueTranslator

log = logging.getLogger("refbot")
CLOCK_CHECK_SECONDS = 5
HEALTH_MAX_AGE = 60  # seconds without a heartbeat before `python -m bot health` fails
# The one request every first response to an interaction is (discord.py's InteractionResponse:
# a message, an update, a deferral, autocomplete choices, a modal)
INTERACTION_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")


def answers_counted(count: unanswered.Unanswered,
                    trace: aiohttp.TraceConfig | None = None) -> aiohttp.TraceConfig:
    """`trace` (discord.py's `http_trace`, for its HTTP client), telling `count` when an
    interaction's first response starts on its way to Discord: the event loop's work for the
    answer is done, what is left is waiting on the network, and the pictures need not wait for
    that (counted to Discord's reply, they waited out nearly every round trip under load:
    docs/memory.md, sixteenth pass)."""
    trace = trace or aiohttp.TraceConfig()

    async def sent(session: aiohttp.ClientSession, context: object, params: Any) -> None:
        callback = INTERACTION_CALLBACK.search(params.url.path)
        if callback is not None:
            count.done(int(callback[1]))

    trace.on_request_start.append(sent)
    return trace


def on_message(message: discord.Message, custom_id: str, kind: object) -> bool:
    """The component is on the message as Discord sent it (what discord.py looks for)."""
    view = discord.ui.View.from_message(message, timeout=None)
    return any(getattr(item, "custom_id", None) == custom_id and item.type.value == kind
               for item in view.walk_children())


class RefereeTree(app_commands.CommandTree):
    """Every command runs in its invoker's language (and remembers it for their DMs)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if deadline.too_late(interaction):  # no answer can reach its user: no work (ui/deadline.py)
            return False
        await self.client.greet(interaction)
        return True


class RefereeBot(discord.AutoShardedClient):
    """One process of the bot: every shard (the default, one shard), or the shards
    REFBOT_SHARD_IDS names of REFBOT_SHARD_COUNT when several processes share one store."""

    def __init__(self, settings: Settings, *, clock: Callable[[], float] = time.time,
                 lookups: Lookups | None = None, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # The bot has no voice: discord.py's "PyNaCl/davey is not installed" warnings would
        # only bury the one line that says why a start failed (issue #30 §5).
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        options.setdefault("shard_count", settings.shard_count or 1)
        options.setdefault("shard_ids", settings.shard_ids)
        self.unanswered = unanswered.process()  # answers before pictures (bot/unanswered.py)
        self.unanswered.wait_s = settings.answers_first_s  # one bot a process: the process's renders
        options["http_trace"] = answers_counted(self.unanswered, options.get("http_trace"))
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none(), **options)
        self.settings = settings
        deadline.configure(settings.answer_within_s)  # one bot a process: the process's deadline
        self.tree = RefereeTree(self)
        self.store = Store(settings.database)
        self.locales = Locales(self.store)
        self.lookups = lookups or Lookups()
        self.errors = ErrorReporter(self.lookups)
        self.tree.on_error = self.errors.report
        self.router = ComponentRouter(self.errors.report, before=self.greet)
        self.library = Library(self.store)
        self.matches = MatchService(self.store, self.library, owns=settings.owns_guild,
                                    shared=settings.sharded, clock=clock)
        self.judging = JudgeService(self.matches, clock)
        self.presenter = Presenter(self.matches, self.judging, DiscordMessenger(self), self.locales,
                                   picture_cache_bytes=settings.picture_cache_bytes)
        self.tournaments = TournamentService(self.store, self.matches, self.judging, self.library, clock)
        self.services = Services(settings, self.store, self.library, self.matches, self.judging,
                                 self.lookups, self.presenter, self.errors, clock, self.tournaments)
        self.synced = asyncio.Event()
        self.restored: list = []
        self._clock_task: asyncio.Task | None = None

    async def setup_hook(self) -> None:
        await self.store.open()
        await self.lookups.load()  # builds or loads the rulebook index once, off the event loop
        commands.setup_all(self, self.services)
        await self.tree.set_translator(CatalogueTranslator())
        self.add_dynamic_items(self.router.item_class)
        self.restored = await self.matches.restore()
        await self.expire_challenges()  # those whose time ran out while the bot was down
        guild = discord.Object(self.settings.dev_guild) if self.settings.dev_guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)
        # The rulebook index and the card pools are hundreds of thousands of long-lived
        # objects: keep the garbage collector from re-scanning them on every full pass
        # (measured: p99 latency under load falls from ~110 ms to ~25 ms).
        settle_collector()
        release_free_memory()
        self._clock_task = asyncio.create_task(self._watch_clocks(), name="refbot-clock")
        self.synced.set()

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        # discord.py parses an interaction, schedules its handler (the command tree, the
        # component's item) and then dispatches "interaction", all before any of them runs:
        # counted here, every interaction is counted before its first line of work
        if event == "interaction":
            self.unanswered.received(args[0].id)
        super().dispatch(event, *args, **kwargs)

    async def greet(self, interaction: discord.Interaction) -> None:
        """An interaction is handled in its user's language; their locale (and their
        server's) is remembered for their DMs and the server's public messages."""
        i18n.set_current(interaction.locale)
        await self.locales.seen(interaction.user.id, interaction.locale, interaction.guild_id,
                                interaction.guild_locale)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A click on a component that is no longer on its message (a stale copy of the
        board, a menu the bot has since replaced) matches no item, and discord.py drops it
        without a word: answer it as stale, as the router answers any other stale click."""
        if interaction.type != discord.InteractionType.component or interaction.message is None:
            return
        data = interaction.data or {}
        custom_id, kind = str(data.get("custom_id", "")), data.get("component_type")
        if on_message(interaction.message, custom_id, kind) and self.router.routes(custom_id):
            return  # the router answers it
        if deadline.too_late(interaction):
            return
        await self.greet(interaction)
        await self.errors.report(interaction, UserError(t("error-component-gone")))

    async def expire_challenges(self) -> None:
        """Close the challenges whose time is up and say so on their messages."""
        try:
            for row in await self.matches.expire_due():
                await self.presenter.challenge_closed(row)
        except Exception:  # a failed sweep must not stop the watcher; the next one retries
            log.exception("challenge expiry failed")

    async def _watch_clocks(self) -> None:
        """The round clock is checked after every action and every few seconds; so are
        the challenges' expiries."""
        while not self.is_closed():
            await asyncio.sleep(CLOCK_CHECK_SECONDS)
            self._heartbeat()
            await self.expire_challenges()
            self.matches.forget_idle_memos()
            self.unanswered.forget_stale()  # one nobody answered holds no picture back for long
            try:  # what the pictures drawn since freed once sent, handed back (docs/memory.md, tenth pass)
                await self.presenter.pictures.worker.settle()
            except Exception:  # a failed trim must not stop the watcher
                log.exception("heap trim failed")
            try:  # the rulebook's file pages /rule questions read, the model when nobody asks (12th pass)
                self.lookups.release_pages()
                if self.lookups.forget_meaning():
                    await asyncio.to_thread(release_free_memory)
            except Exception:  # must not stop the watcher
                log.exception("releasing the rulebook's memory failed")
            for live in list(self.matches.live.values()):
                if not live.owned:  # another shard's process keeps that match's clock
                    continue
                try:
                    if self.matches.shared:  # another process may have finished or paused it
                        await self.matches.catch_up(live)
                        if live.id not in self.matches.live:
                            continue
                    await self.presenter.check_clock(live)
                except Exception:  # a failed check must not stop the watcher
                    log.exception("round clock check failed for match %s", live.id)

    def _heartbeat(self) -> None:
        """For a container's health check (`python -m bot health`): the time, written while
        every shard of this process is connected."""
        if not self.settings.health_file:
            return
        connected = self.is_ready() and all(not shard.is_closed() for shard in self.shards.values())
        if connected:
            try:
                Path(self.settings.health_file).write_text(f"{time.time():.0f}\n")
            except OSError:
                log.warning("cannot write the heartbeat file %s", self.settings.health_file)

    async def on_ready(self) -> None:
        log.info("ready as %s; %d match(es) restored", self.user, len(self.restored))
        if self.restored:
            restored, self.restored = self.restored, []
            await self.presenter.refresh_all(restored)

    async def close(self) -> None:
        if self._clock_task is not None:
            self._clock_task.cancel()
        for task in list(self.presenter.warming.values()):  # drawing ahead is worth nothing now
            task.cancel()
        await super().close()
        await self.store.close()
