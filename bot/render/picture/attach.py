"""Pictures on Discord messages: the board's, a player's DM hand's, a judge's (issue 31).

`PictureCache` renders off the event loop (the render threads, worker.py) and remembers pictures per
(match, rewind epoch, action, viewer, language, display names), so a refresh without a new
action, or the same view asked twice at once, renders once; what it keeps is bounded in
bytes (REFBOT_PICTURE_CACHE_MB). `with_picture` puts a picture
on a message as Discord shows one: the PNG uploaded as `board.png` and the first embed's
image `attachment://board.png`. Plain Python (no discord.py, no store).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from dataclasses import replace

from rules_engine.core.table import Table

from ...ports import OutMessage
from . import Picture, Viewer, cache_key, render
from .lru import ByteLRU
from .worker import RenderWorker, shared

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


class PictureCache:
    """An LRU of rendered pictures, bounded by the bytes they hold (each PNG and the layout
    kept with it); each is rendered once, in a render thread."""

    def __init__(self, max_bytes: int = DEFAULT_BYTES, renderer: Callable[..., Picture] = render,
                 worker: RenderWorker | None = None) -> None:
        self.max_bytes = max_bytes
        self.renderer = renderer
        self.worker = worker or shared()
        self._done: ByteLRU[Picture] = ByteLRU(max_bytes)
        self._pending: dict[tuple, asyncio.Future] = {}
        self.renders = 0  # how many were drawn (tests and metrics)

    @property
    def bytes(self) -> int:
        """What the kept pictures weigh now (≤ max_bytes)."""
        return self._done.bytes

    def __len__(self) -> int:
        return len(self._done)

    def latest(self, match_id: int, viewer: Viewer, lang: str) -> tuple[int, Picture] | None:
        """The newest picture kept of this match for `viewer` in `lang`, with its action number."""
        found = [(key[2], picture) for key, picture in self._done.items()
                 if key[0] == match_id and key[3:6] == (viewer.seat, viewer.judge, lang)]  # type: ignore[index]
        return max(found, key=lambda item: item[0]) if found else None

    async def get(self, table: Table, *, match_id: int, epoch: int, lang: str, viewer: Viewer,
                  names: Mapping[str, str], printed, title: str) -> Picture | None:
        """The picture of `table` (which must be `viewer`'s own), or None when it cannot be
        drawn (logged: the text embed still goes out, a user never sees a traceback)."""
        key = (*cache_key(match_id, table.action_number, viewer, lang, epoch), tuple(sorted(names.items())))
        done = self._done.get(key)
        if done is not None:
            return done
        if key in self._pending:  # the same view asked for while it renders
            return await asyncio.shield(self._pending[key])
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            picture = await self.worker.run(self.renderer, table, lang=lang, viewer=viewer,
                                            names=dict(names), printed=printed, title=title,
                                            match_id=match_id)
            self.renders += 1
        except Exception:
            log.warning("could not draw match %s action %s for %s", match_id, table.action_number, viewer,
                        exc_info=True)
            picture = None
        finally:
            del self._pending[key]
        future.set_result(picture)
        if picture is not None:
            self._done.put(key, picture, picture.nbytes)
        return picture


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
