"""Pictures on Discord messages: the board's, a player's DM hand's, a judge's (issue 31).

`PictureCache` renders off the event loop (the render threads, worker.py) and remembers pictures per
(match, rewind epoch, action, viewer, language, display names), so a refresh without a new
action, or the same view asked twice at once, renders once; what it keeps is bounded in
bytes (REFBOT_PICTURE_CACHE_MB). A picture asked for a message (`slot`: the board, a DM)
supersedes the older ones of that message still waiting for a render thread: those are
not drawn, and their callers are told (`Superseded`) so that only the newest is shown —
when the bot is short of CPU, the renders of a busy board no longer queue up, each
holding its table (docs/memory.md, seventh pass). `with_picture` puts a picture
on a message as Discord shows one: the PNG uploaded as `board.png` and the first embed's
image `attachment://board.png`. Plain Python (no discord.py, no store).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import AsyncIterator, Callable, Hashable, Mapping
from dataclasses import replace

from rules_engine.core.table import Table

from ...ports import OutMessage
from . import Picture, Viewer, cache_key, render
from .lru import ByteLRU
from .worker import RENDER_THREADS, RenderWorker, shared

log = logging.getLogger("refbot.picture")

FILENAME = "board.png"
REFERENCE = f"attachment://{FILENAME}"
MODES = ("both", "picture", "text")  # /config board; "both" unless a server chooses
DEFAULT_MODE = "both"


# REFBOT_PICTURE_CACHE_MB's default: ~45 two-player boards (~45 KB each), ~25 of four. A
# finished picture is asked for again only by "My hand" / `/hand` (or a judge's view) at a
# position already drawn — never by a board or DM edit, each of which follows a new action —
# and soon after it was drawn: 2 MiB served as many of those as 8 in a played game, and
# 8 MiB served nothing more under load (docs/memory.md, sixth pass).
DEFAULT_BYTES = 2 * 2**20
# Messages whose picture may be drawn or waiting for a render thread at once (`PictureCache.place`):
# enough to keep the render threads busy; every other one waits holding nothing it has built
# (docs/memory.md, fifteenth pass).
PLACES = 4 * RENDER_THREADS


class Superseded(Exception):
    """A newer picture of the same message (slot) was asked for before this one was shown:
    the newer request's caller brings the message up to date, this one leaves it alone."""


class PictureCache:
    """An LRU of rendered pictures, bounded by the bytes they hold (each PNG and the layout
    kept with it); each is rendered once, in a render thread."""

    def __init__(self, max_bytes: int = DEFAULT_BYTES, renderer: Callable[..., Picture] = render,
                 worker: RenderWorker | None = None, places: int = PLACES) -> None:
        self.max_bytes = max_bytes
        self.places = places
        self._places = asyncio.Semaphore(places)
        self._placing: set[Hashable] = set()  # slots with a request waiting for a place
        self.renderer = renderer
        self.worker = worker or shared()
        self._done: ByteLRU[Picture] = ByteLRU(max_bytes)
        self._pending: dict[tuple, asyncio.Future] = {}
        # slot (a message) → the ticket of its newest request; a slot is here while asked for
        self._newest: dict[Hashable, int] = {}
        self._tickets = itertools.count()
        self._waiting: dict[tuple, list[tuple[Hashable | None, int]]] = {}  # key → (slot, ticket) asking
        # key → what its render thread draws (the table and the rest), until a thread takes it;
        # dropped at once when every asker is superseded, so a queued render holds no table
        self._jobs: dict[tuple, tuple[Table, dict]] = {}
        self._slot_keys: dict[Hashable, tuple] = {}  # slot → the key its newest request asked for
        self._rendering: set[asyncio.Task] = set()  # the tasks handing renders to their askers
        self.renders = 0  # how many were drawn (tests and metrics)
        self.dropped = 0  # how many were not drawn: every request waiting on them superseded

    @property
    def bytes(self) -> int:
        """What the kept pictures weigh now (≤ max_bytes)."""
        return self._done.bytes

    def __len__(self) -> int:
        return len(self._done)

    @contextlib.asynccontextmanager
    async def place(self, slot: Hashable | None = None) -> AsyncIterator[None]:
        """A place among the `places` pictured messages being drawn or waiting for a render
        thread. The caller builds its message and takes its table only once it has one, so
        what waits for the render threads is bounded however far behind they fall — a
        waiting request holds nothing it has built (at 200 starting matches, hundreds of
        boards and hands otherwise waited with their tables: docs/memory.md, fifteenth pass).
        A request for a message (`slot`) while another for the same message already waits
        for a place raises `Superseded` at once, having built nothing: the waiting one builds
        the message as it is when placed, which includes whatever the newer one would have
        shown. So at most one request per message waits, however many actions are played
        meanwhile — the backlog is one per message, not one per action, and the interaction
        that asked is not kept waiting for a picture another request will draw (#28 §7:
        with the answers first, the pictures fell behind and thousands of finished
        interactions waited for theirs; sixteenth pass)."""
        if slot is not None:
            if slot in self._placing:
                raise Superseded(slot)
            self._placing.add(slot)
        try:
            await self._places.acquire()
        finally:
            if slot is not None:
                self._placing.discard(slot)
        try:
            yield
        finally:
            self._places.release()

    def latest(self, match_id: int, viewer: Viewer, lang: str) -> tuple[int, Picture] | None:
        """The newest picture kept of this match for `viewer` in `lang`, with its action number."""
        found = [(key[2], picture) for key, picture in self._done.items()
                 if key[0] == match_id and key[3:6] == (viewer.seat, viewer.judge, lang)]  # type: ignore[index]
        return max(found, key=lambda item: item[0]) if found else None

    async def get(self, table: Table, *, match_id: int, epoch: int, lang: str, viewer: Viewer,
                  names: Mapping[str, str], printed, title: str,
                  slot: Hashable | None = None) -> Picture | None:
        """The picture of `table` (which must be `viewer`'s own), or None when it cannot be
        drawn (logged: the text embed still goes out, a user never sees a traceback).

        `slot` names the message the picture is for: a later request of the same slot
        supersedes this one — it is then not drawn if it has not started, and raises
        `Superseded` instead of returning (even if drawn), so the message is not edited
        to an older picture after a newer one."""
        key = (*cache_key(match_id, table.action_number, viewer, lang, epoch), tuple(sorted(names.items())))
        ticket = next(self._tickets)
        if slot is not None:
            self._newest[slot] = ticket
            older = self._slot_keys.get(slot)
            self._slot_keys[slot] = key
            if older is not None and older != key:
                self._drop_if_unwanted(older)
        try:
            picture = self._done.get(key)
            if picture is None:
                picture = await self._drawn(key, (slot, ticket), table, lang=lang, viewer=viewer, names=names,
                                            printed=printed, title=title, match_id=match_id)
            if slot is not None and self._newest.get(slot) != ticket:
                raise Superseded(slot)
            return picture
        finally:
            if slot is not None and self._newest.get(slot) == ticket:
                del self._newest[slot]
                if self._slot_keys.get(slot) == key:
                    del self._slot_keys[slot]

    async def _drawn(self, key: tuple, asker: tuple[Hashable | None, int], table: Table, *, lang: str,
                     viewer: Viewer, names: Mapping[str, str], printed, title: str,
                     match_id: int) -> Picture | None:
        """`key`'s picture, drawn once in a render thread however many ask for it at once;
        None if it could not be drawn, or was not because every asker was superseded."""
        self._waiting.setdefault(key, []).append(asker)
        if key in self._pending:  # the same view asked for while it renders
            return await asyncio.shield(self._pending[key])
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        self._jobs[key] = (table, dict(lang=lang, viewer=viewer, names=dict(names), printed=printed,
                                       title=title, match_id=match_id))
        task = asyncio.get_running_loop().create_task(self._render(key, future, match_id, table.action_number,
                                                                   viewer))
        self._rendering.add(task)
        task.add_done_callback(self._rendering.discard)
        return await asyncio.shield(future)

    async def _render(self, key: tuple, future: asyncio.Future, match_id: int, action: int,
                      viewer: Viewer) -> None:
        """Draw `key` in a render thread and hand the picture to its askers, unless it was
        dropped meanwhile (`_drop_if_unwanted`: the askers were answered then)."""
        try:
            picture = await self.worker.run(self._draw_if_wanted, key)
        except Exception:
            log.warning("could not draw match %s action %s for %s", match_id, action, viewer, exc_info=True)
            picture = None
        if future.done():  # dropped while queued: its askers have their answer
            return
        if picture is None:
            self.dropped += 1
        else:
            self.renders += 1
        self._forget(key)
        future.set_result(picture)
        if picture is not None:
            self._done.put(key, picture, picture.nbytes)

    def _forget(self, key: tuple) -> None:
        self._pending.pop(key, None)
        self._waiting.pop(key, None)
        self._jobs.pop(key, None)

    def _drop_if_unwanted(self, key: tuple) -> None:
        """A newer picture of a message was asked for: if nobody else waits for `key`'s (a
        request without a slot, another slot's newest), its render is dropped now, not when a
        render thread reaches it — its askers learn at once that they were superseded, and
        neither they nor the queue keep its table (the backlog under load: #28 §7)."""
        future = self._pending.get(key)
        if future is None or future.done() or self._wanted(key):
            return
        self._forget(key)
        self.dropped += 1
        future.set_result(None)

    def _wanted(self, key: tuple) -> bool:
        """Someone still waits for `key`'s picture: a request without a slot, or the newest
        of its slot. Read by the render thread just before drawing."""
        return any(slot is None or self._newest.get(slot) == ticket
                   for slot, ticket in tuple(self._waiting.get(key, ())))

    def _draw_if_wanted(self, key: tuple) -> Picture | None:
        """In a render thread: draw, unless a newer request has superseded every asker."""
        job = self._jobs.pop(key, None)
        if job is None or not self._wanted(key):
            return None
        table, kwargs = job
        return self.renderer(table, **kwargs)


def with_picture(message: OutMessage, png: bytes | None, mode: str) -> OutMessage:
    """`message` with its picture: the first embed shows `attachment://board.png`; `png`
    uploads a new one (replacing what the message had), None keeps the one the message
    already carries. `picture` mode keeps only the embed's title and footer (the picture
    says the rest); `both` keeps the whole text embed, which screen readers and search read."""
    if mode == "text" or not message.embeds:
        return message
    first = dict(message.embeds[0])
    if mode == "picture":
        first = {k: v for k, v in first.items() if k in ("title", "footer", "color", "url")}
    first["image"] = {"url": REFERENCE}
    embeds = (first, *message.embeds[1:])
    if png is None:
        return replace(message, embeds=embeds)
    return replace(message, embeds=embeds, files=((FILENAME, png),))


def picture_message(png: bytes, title: str) -> OutMessage:
    """A message that is only a picture (a judge's view, beside its text embeds)."""
    return OutMessage(embeds=({"title": title, "image": {"url": REFERENCE}, "color": 0x3B6EA5},),
                      files=((FILENAME, png),))
