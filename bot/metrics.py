"""Optional latency measurement for benchmarks (`REFBOT_METRICS=FILE`): for every
interaction, the time from its arrival from the gateway to the moment the bot's
response has been sent. Written to FILE (one number in ms per line) when the bot stops.

With REFBOT_TRACEMALLOC=1 too, the bot traces its allocations from start-up and, on each
SIGUSR1 (sent by benchmarks/memory.py at each stage), writes where its memory is to
FILE.mem-N: the top lines and files by size, and the collector's tracked objects. Without
it, a SIGUSR1 writes the collector's objects, the picture caches' bytes and hits, and the
allocators' figures (bot/memory.py: resident bytes by kind, glibc's and pymalloc's heaps)."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

import discord
from discord.webhook import async_ as webhook_async

from . import memory

_arrivals: dict[int, float] = {}
samples: list[tuple[str, float, float]] = []  # (interaction type, ms, seconds since start)
# (generation, ms, seconds since start, CPU ms): a pause's wall time includes the time
# the process was not running at all (a busy machine); its CPU time is the collector's work
gc_pauses: list[tuple[int, float, float, float]] = []
appends: list[tuple[float, float]] = []  # (ms for an action to be stored, seconds since start)
_started = time.perf_counter()
_gc_start = [0.0, 0.0]


def _gc_callback(phase: str, info: dict) -> None:
    if phase == "start":
        _gc_start[0], _gc_start[1] = time.perf_counter(), time.thread_time()
    else:
        now, cpu = time.perf_counter(), time.thread_time()
        gc_pauses.append((info["generation"], (now - _gc_start[0]) * 1000, now - _started,
                          (cpu - _gc_start[1]) * 1000))


TRACE_FRAMES = 1
TOP = 40


def trace_frames() -> int:
    """REFBOT_TRACEMALLOC=N with N > 1 keeps N frames a trace (the dump then also groups by
    traceback: which structure holds what); any other value, one frame."""
    value = os.environ.get("REFBOT_TRACEMALLOC", "")
    return int(value) if value.isdigit() and int(value) > 1 else TRACE_FRAMES


def start_tracing() -> None:
    """Before anything is imported that we want to see (called first thing when both
    REFBOT_METRICS and REFBOT_TRACEMALLOC are set)."""
    if os.environ.get("REFBOT_TRACEMALLOC") and not tracemalloc.is_tracing():
        tracemalloc.start(trace_frames())


def picture_caches(client: object = None) -> list[tuple[str, int, int | None, int | None]]:
    """(name, bytes, hits, misses) of the picture caches loaded so far (none before the
    first picture: the renderer is imported then); hits and misses where counted."""
    out: list[tuple[str, int, int | None, int | None]] = []
    pictures = getattr(getattr(client, "presenter", None), "pictures", None)
    if pictures is not None:
        done = pictures._done
        out.append(("pictures", done.bytes, done.hits, done.misses))
    canvas = sys.modules.get("bot.render.picture.canvas")
    if canvas is not None:
        out += [("tiles", canvas.TILES.bytes, canvas.TILES.hits, canvas.TILES.misses),
                ("parts", canvas.PARTS.bytes, canvas.PARTS.hits, canvas.PARTS.misses)]
    fonts = sys.modules.get("bot.render.picture.fonts")
    if fonts is not None:
        out += [("stamps", int(fonts._stamps.currsize), fonts.stamp_lookups.hits, fonts.stamp_lookups.misses),
                ("runs", int(fonts._runs.currsize), fonts.run_lookups.hits, fonts.run_lookups.misses)]
    return out


TYPES = 30


def object_types(top: int = TYPES) -> list[tuple[str, int]]:
    """The collector's tracked objects counted by type, the most numerous first: what a
    backlog of work in flight is made of (coroutines, tables, pictures; #28 §7). A type is
    named by its qualified name, with its module unless it is a builtin."""
    counts = Counter(map(type, gc.get_objects()))

    def name(kind: type) -> str:
        qualified = kind.__qualname__
        return qualified if kind.__module__ == "builtins" else f"{kind.__module__}.{qualified}"

    return [(name(kind), n) for kind, n in counts.most_common(top)]


def dump_memory(path: Path, client: object = None) -> Path:
    """Where the memory is now: the collector's objects, the picture caches' bytes and
    hit counts, the allocators' figures (then trims glibc's heaps, saying what that gave
    back), and with tracemalloc traced bytes by file and by line, the largest first."""
    dumps = sorted(path.parent.glob(path.name + ".mem-*"))
    target = path.with_name(f"{path.name}.mem-{len(dumps)}")
    gc.collect()
    lines = [f"gc_objects {len(gc.get_objects())} frozen {gc.get_freeze_count()}",
             "types " + " ".join(f"{name}:{count}" for name, count in object_types())]
    deadline = sys.modules.get("bot.ui.deadline")
    if deadline is not None:  # interactions too old to answer when their turn came (not handled)
        lines.append(f"late interactions {deadline.late_interactions}")
    gate = sys.modules.get("bot.unanswered")
    if gate is not None:  # answers before pictures: how often a render waited for one (bot/unanswered.py)
        count = gate.process()
        lines.append(f"unanswered now {len(count)} received {count.received_count} "
                     f"render waits {count.waits} waited out {count.waited_out}")
    lines += [f"cache {name} {nbytes / 2**20:.1f} MiB hits {hits} misses {misses}"
              for name, nbytes, hits, misses in picture_caches(client)]
    matches = getattr(client, "matches", None)
    if matches is not None:  # what the live matches hold, by structure (MiB), and their actions
        live = list(matches.live.values())
        sizes = memory.live_match_bytes(live)
        lines.append(f"live matches {len(live)} actions {sum(m.match.number for m in live)} "
                     + " ".join(f"{name} {size / 2**20:.2f} MiB" for name, size in sizes.items()))
    state = getattr(client, "_connection", None)
    if state is not None:  # discord.py's caches (#28 §7): views registered, messages kept
        views = state._view_store
        lines.append(f"discord views {len(views._views)} message views {len(views._synced_message_views)} "
                     f"modals {len(views._modals)} messages {len(state._messages or ())}")
    pictures = getattr(getattr(client, "presenter", None), "pictures", None)
    if pictures is not None:  # pictures drawn, and those superseded before they started (attach.py)
        lines.append(f"renders drawn {pictures.renders} dropped {pictures.dropped}")
    worker = sys.modules.get("bot.render.picture.worker")
    if worker is not None and worker.shared.cache_info().currsize:  # the render threads' trims
        lines.append(f"render trims {worker.shared().trims} "
                     f"max {worker.shared().trim_seconds_max * 1000:.1f} ms")
    # the allocators' side: resident bytes by kind, what glibc's arenas hold (`arenas`: how
    # many), what pymalloc's hold (`arenas`: bytes), and what a malloc_trim would hand back
    glibc = memory.heap_stats()
    allocators = (("resident", memory.resident()), ("malloc", glibc), ("pymalloc", memory.python_heap()))
    for kind, stats in allocators:
        if stats:
            figures = (f" {key} {value}" if kind == "malloc" and key == "arenas"
                       else f" {key} {value / 2**20:.1f} MiB" for key, value in stats.items()
                       if key != "arena_sizes")
            lines.append(kind + "".join(figures))
    if glibc.get("arena_sizes"):  # each arena: MiB taken / free
        lines.append("arenas " + " ".join(f"{taken / 2**20:.1f}/{free / 2**20:.1f}"
                                          for taken, free in glibc["arena_sizes"]))
    lines.append("threads " + " ".join(f"{name}:{cpu:.1f}s" for name, cpu in memory.threads()))
    fonts = sys.modules.get("bot.render.picture.fonts")
    if fonts is not None:  # FreeType maps the font once per size: RSS counts a page once per mapping
        mappings, font_bytes = memory.mapped_resident(fonts.FONT_PATH)
        lines.append(f"font mappings {mappings} resident {font_bytes / 2**20:.1f} MiB")
    if glibc:
        before = memory.resident()["rss"]
        memory.release_free_memory()
        lines.append(f"trimmed rss {before / 2**20:.1f} MiB -> {memory.resident()['rss'] / 2**20:.1f} MiB")
    if tracemalloc.is_tracing():
        snapshot = tracemalloc.take_snapshot().filter_traces(
            (tracemalloc.Filter(False, tracemalloc.__file__),))
        current, _ = tracemalloc.get_traced_memory()
        lines.append(f"traced_mb {current / 2**20:.1f}")
        for group in ("filename", "lineno"):
            lines.append(f"# by {group}")
            lines += [f"{stat.size / 1024:10.1f} KiB {stat.count:8} {stat.traceback}"
                      for stat in snapshot.statistics(group)[:TOP]]
        if tracemalloc.get_traceback_limit() > 1:  # the whole chain: who allocated it, for what
            lines.append("# by traceback")
            for stat in snapshot.statistics("traceback")[:TOP]:
                chain = " <- ".join(f"{frame.filename.rsplit('/', 2)[-1]}:{frame.lineno}"
                                    for frame in reversed(stat.traceback))
                lines.append(f"{stat.size / 1024:10.1f} KiB {stat.count:8} {chain}")
    target.write_text("\n".join(lines) + "\n")
    return target


def install(client: discord.Client, path: Path | None = None) -> None:
    gc.callbacks.append(_gc_callback)
    if path is not None:
        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, dump_memory, path, client)
    store = getattr(client, "store", None)
    if store is not None:
        original_append = store.append_action

        async def append_action(*args, **kwargs):
            start = time.perf_counter()
            try:
                return await original_append(*args, **kwargs)
            finally:
                appends.append(((time.perf_counter() - start) * 1000, start - _started))

        store.append_action = append_action
    original_parse = client._connection.parsers["INTERACTION_CREATE"]

    def parse(data):
        _arrivals[int(data["id"])] = time.perf_counter()
        return original_parse(data)

    client._connection.parsers["INTERACTION_CREATE"] = parse
    adapter = webhook_async.AsyncWebhookAdapter
    original = adapter.create_interaction_response

    async def create_interaction_response(self, interaction_id, token, **kwargs):
        # Measured when the response is handed to the HTTP client, i.e. sent; what the
        # server then does with it is the server's time, not the bot's.
        start = _arrivals.pop(int(interaction_id), None)
        if start is not None:
            params = kwargs.get("params")
            kind = (params.payload or {}).get("type") if params is not None else None
            now = time.perf_counter()
            samples.append((str(kind), (now - start) * 1000, start - _started))
        return await original(self, interaction_id, token, **kwargs)

    adapter.create_interaction_response = create_interaction_response


def write(path: Path) -> None:
    """`type ms arrival_s` per interaction; the collector's pauses to FILE.gc
    (`generation ms at_s cpu_ms`)."""
    path.write_text("\n".join(f"{kind} {ms:.3f} {at:.3f}" for kind, ms, at in samples) + "\n")
    path.with_suffix(path.suffix + ".gc").write_text(
        "\n".join(f"{gen} {ms:.3f} {at:.3f} {cpu:.3f}" for gen, ms, at, cpu in gc_pauses) + "\n")
    path.with_suffix(path.suffix + ".store").write_text(
        "\n".join(f"{ms:.3f} {at:.3f}" for ms, at in appends) + "\n")
