"""What rendering board pictures leaves resident: a render-only run, one fresh process per
variant, side by side in the same run.

    python benchmarks/render_memory.py [--renders 300] [--concurrency 20] [--variants a,b] [--json]

Each variant's process replays the sample games (every game and GCG format, as
benchmarks/render_bench.py does), keeps the tables of `--renders` positions seen by each
seat in turn, then renders them all, `--concurrency` at a time, into the bot's own
picture cache (`PictureCache`, bounded in bytes) through a thread pool — the way the bot
renders under load. It reads VmRSS and /proc/self/smaps_rollup (Anonymous, Private_Dirty)
when the tables are ready, after the burst, after the caches are emptied, and after
glibc's `malloc_trim(0)`. Variants (what differs from the bot on main):

    pool6       the bot on main: asyncio's default executor (min(32, cores + 4) threads)
    single      one dedicated render thread
    arena2      pool6 with glibc's M_ARENA_MAX = 2 (mallopt at start)
    mmap1m      pool6 with a fixed M_MMAP_THRESHOLD of 1 MiB (a board's pixels are mmapped
                and handed back on free, glibc no longer raises the threshold)
    single_mmap single + mmap1m
    bot         the bot now: its one render thread (bot/render/picture/worker.py, which
                trims after a burst) and bot/memory.py's fixed mmap threshold
    bot2        the same with two render threads

Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_engine.cli import Parser, positive_int

VARIANTS = ("pool6", "single", "arena2", "mmap1m", "single_mmap", "bot", "bot2")
M_MMAP_THRESHOLD, M_ARENA_MAX = -3, -8  # glibc's mallopt parameters (malloc.h)


def memory() -> dict[str, float]:
    """This process's resident memory (MB): VmRSS, and from smaps_rollup its anonymous and
    private dirty pages (what the heap and Pillow's pixels hold; not shared libraries)."""
    out: dict[str, float] = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            out["rss"] = round(int(line.split()[1]) / 1024, 1)
    try:
        for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in ("Anonymous", "Private_Dirty"):
                out[name.lower()] = round(int(rest.split()[0]) / 1024, 1)
    except OSError:
        pass
    return out


def libc():
    import ctypes
    import ctypes.util
    return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")


def tables(renders: int):
    """`renders` (table, printed, title, viewer) of the sample games, every seat in turn."""
    from bot.render.picture.board import Viewer
    from bot.render.picture.sample import FORMATS, positions, printed_of
    from rules_engine.core.registry import get_game

    out = []
    per_format = max(1, renders // len(FORMATS))
    for game, options, _ in FORMATS:
        module = get_game(game)
        for n, match in enumerate(positions(game, "render-memory", options, upto=per_format)):
            seat = match.config.players[n % len(match.config.players)]
            out.append((match.table(seat), printed_of(match), module.title, Viewer(seat=seat), n))
    return out[:renders]


def child(variant: str, renders: int, concurrency: int, tiles_mb: float | None = None,
          parts_mb: float | None = None) -> dict:
    if variant in ("arena2",):
        libc().mallopt(M_ARENA_MAX, 2)
    if variant in ("mmap1m", "single_mmap"):
        libc().mallopt(M_MMAP_THRESHOLD, 1 << 20)
    if variant in ("bot", "bot2"):
        from bot import memory as bot_memory
        bot_memory.map_large_blocks()
    from concurrent.futures import ThreadPoolExecutor

    from bot.render.picture import canvas, render
    from bot.render.picture.attach import PictureCache
    for store, mb in ((canvas.TILES, tiles_mb), (canvas.PARTS, parts_mb)):
        if mb is not None:
            store.__init__(int(mb * 2**20))  # before any render: another bound
    boards = tables(renders)
    # the font, the catalogues and the pool, once, as a bot's first board does
    first = boards[0]
    render(first[0], printed=first[1], title=first[2], viewer=first[3], match_id=0)
    figures = {"ready": memory()}

    async def burst() -> PictureCache:
        loop = asyncio.get_running_loop()
        if variant in ("single", "single_mmap"):
            loop.set_default_executor(ThreadPoolExecutor(max_workers=1))
        cache = PictureCache()
        if variant == "bot2":
            from bot.render.picture.worker import RenderWorker
            cache.worker = RenderWorker(threads=2)
        elif variant != "bot":  # the bot's worker: one thread; main's: asyncio's default executor
            cache.worker = DefaultExecutor()
        gate = asyncio.Semaphore(concurrency)

        async def one(number: int, board) -> None:
            table, printed, title, viewer, _ = board
            async with gate:
                await cache.get(table, match_id=number, epoch=0, lang="en", viewer=viewer, names={},
                                printed=printed, title=title)

        await asyncio.gather(*(one(n, b) for n, b in enumerate(boards)))
        return cache

    wall, cpu = time.perf_counter(), time.process_time()
    cache = asyncio.run(burst())
    figures["burst_wall_s"] = round(time.perf_counter() - wall, 2)
    figures["burst_cpu_s"] = round(time.process_time() - cpu, 2)
    figures["after_burst"] = memory()
    figures["cache_bytes"] = cache.bytes
    from bot.render.picture import fonts
    figures["tiles_bytes"], figures["parts_bytes"] = canvas.TILES.bytes, canvas.PARTS.bytes
    figures["tiles_hits_misses"] = [canvas.TILES.hits, canvas.TILES.misses]
    figures["parts_hits_misses"] = [canvas.PARTS.hits, canvas.PARTS.misses]
    figures["stamps_bytes"] = int(fonts._stamps.currsize)
    # what the caches really hold: emptied, how much resident memory goes with them
    cache._done.clear()
    canvas.TILES.clear()
    canvas.PARTS.clear()
    fonts._stamps.clear()
    import gc
    gc.collect()
    figures["caches_emptied"] = memory()
    libc().malloc_trim(0)
    figures["after_trim"] = memory()
    return figures


class DefaultExecutor:
    """How main rendered: `asyncio.to_thread` (the loop's default executor)."""

    async def run(self, draw, /, *args, **kwargs):
        return await asyncio.to_thread(draw, *args, **kwargs)


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python benchmarks/render_memory.py",
                    description="Resident memory a burst of board renders leaves, per variant.")
    parser.add_argument("--renders", type=positive_int, default=300)
    parser.add_argument("--concurrency", type=positive_int, default=20)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--tiles-mb", type=float, help="the tile cache's bound (default: the bot's)")
    parser.add_argument("--parts-mb", type=float, help="the panel parts cache's bound (default: the bot's)")
    parser.add_argument("--child", help=argparse_hidden())
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.renders, args.concurrency, args.tiles_mb, args.parts_mb)))
        return 0
    wanted = [v.strip() for v in args.variants.split(",") if v.strip()]
    unknown = [v for v in wanted if v not in VARIANTS]
    if unknown:
        parser.error(f"unknown variant {unknown[0]!r}: one of {', '.join(VARIANTS)}")
    results = {}
    for variant in wanted:
        done = subprocess.run([sys.executable, __file__, "--child", variant, "--renders", str(args.renders),
                               "--concurrency", str(args.concurrency),
                               *(["--tiles-mb", str(args.tiles_mb)] if args.tiles_mb is not None else []),
                               *(["--parts-mb", str(args.parts_mb)] if args.parts_mb is not None else [])],
                              capture_output=True, text=True, env=dict(os.environ), check=False)
        if done.returncode:
            results[variant] = {"error": done.stderr.strip().splitlines()[-1:]}
            continue
        results[variant] = json.loads(done.stdout)
    if args.json:
        print(json.dumps({"renders": args.renders, "concurrency": args.concurrency, "variants": results}))
        return 0
    print(f"{'variant':12} {'ready':>7} {'burst':>7} {'anon':>7} {'trimmed':>8} {'anon':>7}  (MB)"
          f" {'wall s':>7} {'cpu s':>6}")
    for variant, row in results.items():
        if "error" in row:
            print(f"{variant:12} error: {row['error']}")
            continue
        print(f"{variant:12} {row['ready']['rss']:7.1f} {row['after_burst']['rss']:7.1f} "
              f"{row['after_burst'].get('anonymous', 0):7.1f} {row['after_trim']['rss']:8.1f} "
              f"{row['after_trim'].get('anonymous', 0):7.1f}       {row['burst_wall_s']:7.2f} "
              f"{row['burst_cpu_s']:6.2f}")
    return 0


def argparse_hidden() -> str:
    import argparse
    return argparse.SUPPRESS


if __name__ == "__main__":
    raise SystemExit(main())
