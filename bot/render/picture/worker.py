"""The threads that draw the bot's pictures (docs/memory.md, fourth pass).

asyncio's default executor has up to cores + 4 threads, and glibc gives each thread
that allocates its own heap (arena): pictures drawn in six threads left six heaps of
freed pixels resident. The bot draws in at most two (`RENDER_THREADS`): measured
(benchmarks/render_memory.py), two leave what one leaves, and draw a burst of 300 boards
in the time six do where one took 30 % longer (rendering releases the GIL in Pillow's
drawing and zlib). When a burst of renders is over (nothing queued), the heap's free pages
are handed back (`malloc_trim`), at most once a second; and while renders never stop
queueing (200 matches playing on: the queue may not drain for minutes), every
`BUSY_TRIM_INTERVAL` seconds as well — the render threads' arenas otherwise keep tens of
megabytes of freed encoder buffers and small images resident (docs/memory.md, ninth pass).
A picture's buffers are freed by the event loop after its render (sent, or pushed out of a
cache), i.e. after that trim: the bot calls `settle` every few seconds, which trims once
more, in a render thread, when pictures were drawn since and none is queued (tenth pass);
so does the presenter when its drawers have brought every marked picture up to date, at most
once a second (seventeenth pass).
A trim with nothing queued also empties Pillow's pool of freed pixel blocks
(`canvas.keep_pixel_blocks`: up to 8 MB kept for the next board): a busy queue keeps them,
an idle bot hands them back; the next board after a pause maps fresh blocks, ~0.6 ms
(twelfth pass).
A render thread does not start a picture while an interaction is unanswered (`gate`,
bot/unanswered.py: at most its `wait_s`): the answers first, across the GIL (sixteenth pass).
"""

from __future__ import annotations

import asyncio
import functools
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from PIL import Image

from ...memory import release_file_pages, release_free_memory
from ...unanswered import Unanswered, process
from .fonts import FONT_PATH

T = TypeVar("T")
TRIM_INTERVAL = 1.0  # seconds: at most one malloc_trim a second, after a burst
BUSY_TRIM_INTERVAL = 1.0  # seconds: a trim this long after the last one even if renders are queued
# (5 until the seventeenth pass: at bot_load's peak one trim handed back 41 MB of the render arenas)
RENDER_THREADS = min(2, os.cpu_count() or 1)


def release_render_memory() -> bool:
    """What a render thread's trim hands back: glibc's free heap pages, and the font file's
    pages mapped by FreeType's faces (one mapping per size: RSS counted each page once per
    size; a glyph not yet cached maps its page again from the page cache). True if the
    heap was trimmed."""
    release_file_pages(FONT_PATH)
    return release_free_memory()


def release_pixel_blocks() -> None:
    """Empty Pillow's pool of freed pixel blocks (process-wide; its blocks are freed, and
    those of 512 KiB or more, mapped, go back to the system at once)."""
    Image.core.clear_cache()


class RenderWorker:
    def __init__(self, threads: int = RENDER_THREADS, trim: Callable[[], bool] = release_render_memory,
                 clock: Callable[[], float] = time.monotonic,
                 release_idle: Callable[[], None] = release_pixel_blocks,
                 gate: Unanswered | None = None) -> None:
        self.threads = threads
        self._gate = gate  # what a render waits for before it starts (None: nothing)
        self._executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="refbot-render")
        self._queued = 0
        self._lock = threading.Lock()
        self._trim = trim
        self._release_idle = release_idle  # before a trim with nothing queued
        self._clock = clock
        self._last_trim = float("-inf")
        self._busy_since = float("-inf")  # when the queue last went from empty to busy
        self._drawn = 0  # renders finished
        self._drawn_at_settle = 0  # renders finished when `settle` last trimmed
        self._last_settle = float("-inf")  # when `settle` last trimmed
        self.trims = 0  # how many trims, after a burst or during a long one (tests, metrics)
        self.trim_seconds_max = 0.0  # the longest trim (metrics: a trim holds glibc's arena locks)

    async def run(self, draw: Callable[..., T], /, *args, **kwargs) -> T:
        """`draw(*args, **kwargs)` in a render thread, after those queued before it."""
        with self._lock:
            if self._queued == 0:
                self._busy_since = self._clock()
            self._queued += 1
        return await asyncio.get_running_loop().run_in_executor(
            self._executor, functools.partial(self._draw, draw, args, kwargs))

    def _draw(self, draw: Callable[..., T], args: tuple, kwargs: dict) -> T:
        try:
            if self._gate is not None:
                self._gate.wait()  # the interactions' answers first (bot/unanswered.py)
            return draw(*args, **kwargs)
        finally:
            with self._lock:
                self._queued -= 1
                self._drawn += 1
                now = self._clock()
                if self._queued == 0:
                    due = now - self._last_trim >= TRIM_INTERVAL
                else:
                    due = now - max(self._last_trim, self._busy_since) >= BUSY_TRIM_INTERVAL
                if due:
                    self._last_trim = now
                idle = self._queued == 0
            if due:
                self._timed_trim(idle)

    def _timed_trim(self, idle: bool) -> None:
        started = time.perf_counter()
        if idle:
            self._release_idle()
        self._trim()
        self.trim_seconds_max = max(self.trim_seconds_max, time.perf_counter() - started)
        self.trims += 1

    async def settle(self, at_most_every: float = 0.0) -> bool:
        """Trim once, in a render thread, if pictures were drawn since the last `settle` and
        none is queued now (a busy queue trims by itself), and the last `settle` trim is at least
        `at_most_every` seconds old: what the event loop freed after the render threads' own
        trims (the pictures sent) is handed back. True if it trimmed."""
        with self._lock:
            now = self._clock()
            due = self._queued == 0 and self._drawn != self._drawn_at_settle \
                and now - self._last_settle >= at_most_every
            if due:
                self._drawn_at_settle = self._drawn
                self._last_trim = self._last_settle = now
        if due:
            await asyncio.get_running_loop().run_in_executor(self._executor, self._timed_trim, True)
        return due


@functools.cache
def shared() -> RenderWorker:
    """The process's render worker (every picture cache of every bot in it); its renders wait
    for the answers to the interactions every bot of the process has received."""
    return RenderWorker(gate=process())
