"""Pictures on Discord messages: the board's, a player's DM hand's, a judge's (issue 31).

`PictureCache` renders off the event loop (a worker thread) and remembers pictures per
(match, rewind epoch, action, viewer, language, display names), so a refresh without a new
action, or the same view asked twice at once, renders once. `with_picture` puts a picture
on a message as Discord shows one: the PNG uploaded as `board.png` and the first embed's
image `attachment://board.png`. Plain Python (no discord.py, no store).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import replace

from cachetools import LRUCache

from rules_engine.core.table import Table

from ...ports import OutMessage
from . import Picture, Viewer, cache_key, render

log = logging.getLogger("refbot.picture")

FILENAME = "board.png"
REFERENCE = f"attachment://{FILENAME}"
MODES = ("both", "picture", "text")  # /config board; "both" unless a server chooses
DEFAULT_MODE = "both"


# The pictures kept, by their bytes (a board's PNG is ~40–65 KB, its layout ~50 KB): about
# 60 boards for the whole bot however many matches run, each match's newest board and DMs
# among the most recently used; an older one is drawn again if it is asked for again.
MAX_BYTES = 6 * 2**20


def footprint(picture: Picture) -> int:
    """What a kept picture holds: its PNG and its layout's elements (their boxes and texts)."""
    elements = picture.layout.elements
    return len(picture.png) + sum(_ELEMENT_BYTES + len(e.text) + len(e.name) for e in elements)


_ELEMENT_BYTES = 420  # an Element with its Boxes, their ints and its strings (sys.getsizeof, a GCG board)


class PictureCache:
    """An LRU of rendered pictures bounded by their bytes; each is rendered once, in a
    worker thread."""

    def __init__(self, max_bytes: int = MAX_BYTES, renderer: Callable[..., Picture] = render) -> None:
        self.max_bytes = max_bytes
        self.renderer = renderer
        self._done: LRUCache[tuple, Picture] = LRUCache(max_bytes, getsizeof=footprint)
        self._pending: dict[tuple, asyncio.Future] = {}
        self.renders = 0  # how many were drawn (tests and metrics)

    @property
    def bytes(self) -> int:
        """What the kept pictures hold (`footprint`)."""
        return self._done.currsize

    def latest(self, match_id: int, viewer: Viewer, lang: str) -> tuple[int, Picture] | None:
        """The newest picture kept of this match for `viewer` in `lang`, with its action number."""
        mine = (viewer.seat, viewer.judge, lang)
        found = [key for key in self._done if key[0] == match_id and key[3:6] == mine]
        if not found:
            return None
        key = max(found, key=lambda key: key[2])
        return key[2], self._done[key]

    async def get(self, table: Table, *, match_id: int, epoch: int, lang: str, viewer: Viewer,
                  names: Mapping[str, str], printed, title: str) -> Picture | None:
        """The picture of `table` (which must be `viewer`'s own), or None when it cannot be
        drawn (logged: the text embed still goes out, a user never sees a traceback)."""
        key = (*cache_key(match_id, table.action_number, viewer, lang, epoch), tuple(sorted(names.items())))
        if key in self._done:
            return self._done[key]  # now the most recently used
        if key in self._pending:  # the same view asked for while it renders
            return await asyncio.shield(self._pending[key])
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            picture = await asyncio.to_thread(self.renderer, table, lang=lang, viewer=viewer,
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
            with suppress(ValueError):  # a picture bigger than the whole bound is not kept
                self._done[key] = picture  # the least recently used go past `max_bytes`
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
