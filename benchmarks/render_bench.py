"""Picture figures: the time to render the board (table → PNG bytes) after every action of a
replayed seeded game, per game and GCG format, on one core, and the PNG's size.

    python benchmarks/render_bench.py [--json] [--seed S] [--actions N] [--repeat K] [--formats gcg:duel,…]

Bars (issue 31): a 2-player board ≤ 25 ms and a 4-player board ≤ 60 ms at p99 on one core;
a PNG ≤ 300 KB. `p50_ms`/`p99_ms` are the rendering thread's CPU time (`time.thread_time`):
the render on one core, whatever else the machine runs; `wall_p50_ms`/`wall_p99_ms` are wall
time beside them (equal on an idle core, more on a shared one).
Each game starts cold (`clear_caches`: no piece, word or tile spec kept from an earlier
game) and its first board is rendered once before timing (the font, the catalogues and the
card pool load once per process, as in the bot); after that every render is timed as the
bot makes it (the caches warm from the game's own earlier actions, nothing else).

The collector is set as the bot sets it once started (`--collector bot`, the default:
`bot.memory.settle_collector` after the chosen games and their card pools are loaded: what
was loaded frozen, thresholds `GC_THRESHOLDS`); `--collector default` leaves Python's
(thresholds 700/10/10, nothing frozen), where a full pass walks every object the process
holds — the replayed boards too — and lands on whichever render triggers it (docs/picture.md,
sixth pass). The heap is set as the bot sets it at start-up too (`--malloc bot`, the default:
`bot.memory.map_large_blocks`, every block of 512 KiB or more mapped and handed back when freed:
fresh pages for a board's pixels unless something keeps them — docs/picture.md, seventh
pass); `--malloc default` leaves glibc's (`malloc` in the JSON says which ran: "default" where
the C library is not glibc). `gc_ms` / `full_collections` (and `warm_gc_ms` / `warm_full_collections`): the
collector's CPU ms inside the timed renders of the first replay, and how many full passes.

`--repeat K` replays each game K times, each from that same cold start, and adds each
board's least CPU time over the K (`best_p50_ms`, `best_p99_ms`, and `same_work`: every
replay missed the piece caches as often). On a shared machine a render's CPU time is
inflated by whatever shares its core (caches, SMT): the least of K identical cold replays
is the render's own cost. `p50_ms`/`p99_ms` stay the first replay's, and `within_bar`
judges those.

Side by side in the same run (`baseline`): the largest board of the run encoded the way
the renderer does (its fixed palette, ISA-L level 1), at ISA-L level 2, through Pillow's
PNG writer (zlib levels 1, 3, 6: what it did before), as plain RGB at levels 1, 6 and 9,
and with an adaptive (octree) palette — time and size each (CPU time, best of 5).

Prints figures; asserts nothing. `--json`: one JSON object, `results` a list of
{game, format, players, p50_ms, p99_ms, png_kb_max, renders, mean_ms, wall_p50_ms, wall_p99_ms,
bar_ms, within_bar, png_digest} (with `--repeat`: replays, best_p50_ms, best_p99_ms, same_work).
"""

from __future__ import annotations

import gc
import io
import json
import statistics
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from bot.memory import map_large_blocks, settle_collector
from bot.render.picture import clear_caches, encode, render, theme
from bot.render.picture.board import Viewer
from bot.render.picture.canvas import PARTS, TILES
from bot.render.picture.sample import FORMATS, positions, printed_of, table_for
from bot.render.picture.warm import deck_numbers, pool_faces, warm
from rules_engine.cli import Parser, positive_int
from rules_engine.core.registry import get_game

BARS = {2: 25.0, 3: 60.0, 4: 60.0}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


Replay = tuple[list[float], list[float], list[int], list[int], int, float, list[int], list[tuple[int, float]]]


class Collections:
    """The collector's passes while `on`: (generation, CPU ms) each (gc.callbacks)."""

    def __init__(self) -> None:
        self.on = False
        self.passes: list[tuple[int, float]] = []
        self._started = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.thread_time()
        elif self.on:
            self.passes.append((info["generation"], (time.thread_time() - self._started) * 1000))


COLLECTIONS = Collections()


def replay(boards: list, title: str, warming=None) -> Replay:
    """Render every board of a game in order from a cold start (`clear_caches`, then the
    game's first board once untimed: the font, the catalogues, the pool load once per
    process); CPU and wall ms per board, the PNGs' sizes and pixel areas, how many drawn pieces were not
    found in the caches (the same in every replay: each does the same work), and the CPU
    ms of `warming()` (the match's start-up drawing, run after the cold start when given)."""
    clear_caches()
    warm_ms = 0.0
    if warming is not None:
        cpu = time.thread_time()
        warming()
        warm_ms = (time.thread_time() - cpu) * 1000
    table, printed = boards[0]
    render(table, printed=printed, title=title, match_id=1)
    misses = TILES.misses + PARTS.misses
    times: list[float] = []  # CPU time of the rendering thread: the render on one core
    walls: list[float] = []  # wall time: the same plus whatever else ran on the machine meanwhile
    sizes: list[int] = []
    digests: list[int] = []
    areas: list[int] = []
    COLLECTIONS.passes = []
    for table, printed in boards:
        start, cpu = time.perf_counter(), time.thread_time()
        COLLECTIONS.on = True
        picture = render(table, printed=printed, title=title, match_id=1)
        COLLECTIONS.on = False
        times.append((time.thread_time() - cpu) * 1000)
        walls.append((time.perf_counter() - start) * 1000)
        sizes.append(len(picture.png))
        digests.append(zlib.crc32(picture.png))  # (untimed) the warmed PNGs are compared with the cold ones
        areas.append(picture.width * picture.height)
    return (times, walls, sizes, areas, TILES.misses + PARTS.misses - misses, warm_ms, digests,
            COLLECTIONS.passes)


def collector_figures(passes: list[tuple[int, float]], prefix: str = "") -> dict:
    return {f"{prefix}gc_ms": round(sum(ms for _, ms in passes), 2),
            f"{prefix}full_collections": sum(1 for generation, _ in passes if generation == 2)}


def measure(game: str, options: dict, label: str, seed: str, actions: int | None,
            repeat: int = 1, warmed: bool = False) -> tuple[dict, object]:
    module = get_game(game)
    viewer = Viewer()
    boards, warming = [], None
    for match in positions(game, seed, options, upto=actions):
        if warming is None:  # what the bot draws when the match starts (warm.py): its pool
            faces = pool_faces(module, match.state.pool, deck_numbers(match.config.decks))
            printed = printed_of(match)

            def warming(faces=faces, printed=printed):
                return warm(game, faces, langs=("en",), printed=printed)
        boards.append((table_for(match, viewer), printed_of(match)))
    # (untimed) the replayed tables are the benchmark's own heap, not a bot's (it keeps a match,
    # not a table per action): the collector's pass their making owes is paid here, not by a render
    gc.collect()
    passes, warm_passes = [], []
    for _ in range(repeat):  # cold and warmed replays taking turns: the same load on both
        passes.append(replay(boards, module.title))
        if warmed:
            warm_passes.append(replay(boards, module.title, warming))
    times, walls, sizes, areas, *_ = passes[0]
    # each board's least CPU time over the replays: its own cost, less what other processes
    # on a shared core added to it (the same cold-start work every time: `misses` equal)
    best = [min(p[0][n] for p in passes) for n in range(len(boards))]
    largest_index = max(range(len(boards)), key=lambda n: areas[n])  # the first of the largest
    table, printed = boards[largest_index]
    largest = (areas[largest_index], table, printed, module.title)
    players = len(options.get("players", ()) if isinstance(options.get("players"), list) else ()) \
        or options.get("players", 2)
    row = {"game": game, "format": label, "players": players, "p50_ms": round(percentile(times, 0.5), 2),
           "p99_ms": round(percentile(times, 0.99), 2), "png_kb_max": round(max(sizes) / 1024, 1),
           "renders": len(times), "mean_ms": round(statistics.fmean(times), 2),
           "wall_p50_ms": round(percentile(walls, 0.5), 2), "wall_p99_ms": round(percentile(walls, 0.99), 2),
           # every board's PNG, as one CRC-32 of their CRC-32s: two trees drew the same bytes if equal
           "png_digest": f"{zlib.crc32(b''.join(d.to_bytes(4, 'big') for d in passes[0][6])):08x}",
           **collector_figures(passes[0][7])}
    if repeat > 1:
        row.update({"replays": repeat, "best_p50_ms": round(percentile(best, 0.5), 2),
                    "best_p99_ms": round(percentile(best, 0.99), 2),
                    "same_work": len({p[4] for p in passes}) == 1})
    if warmed:
        warm_times = warm_passes[0][0]
        warm_best = [min(p[0][n] for p in warm_passes) for n in range(len(boards))]
        row.update({"warm_ms": round(min(p[5] for p in warm_passes), 2),
                    "warm_first_ms": round(warm_passes[0][5], 2),
                    "warm_p50_ms": round(percentile(warm_times, 0.5), 2),
                    "warm_p99_ms": round(percentile(warm_times, 0.99), 2),
                    "warm_png_same": all(p[6] == passes[0][6] for p in warm_passes),
                    **collector_figures(warm_passes[0][7], "warm_")})
        if repeat > 1:
            row.update({"warm_best_p50_ms": round(percentile(warm_best, 0.5), 2),
                        "warm_best_p99_ms": round(percentile(warm_best, 0.99), 2)})
    row["bar_ms"] = BARS.get(players)
    row["within_bar"] = row["p99_ms"] <= BARS.get(players, 60.0) and row["png_kb_max"] <= 300
    return row, largest


def baseline(largest) -> dict:
    """The same board encoded several ways: the renderer's choice and the alternatives."""
    from bot.i18n import use
    from bot.render.picture.board import render_board

    _, table, printed, title = largest
    with use("en"):
        image = render_board(table, lang="en", viewer=Viewer(), names={}, printed=printed, title=title,
                             match_id=1).image

    def timed(encode_once) -> dict:
        best, data = None, b""
        for _ in range(5):
            start = time.thread_time()
            data = encode_once()
            elapsed = (time.thread_time() - start) * 1000
            best = elapsed if best is None else min(best, elapsed)
        return {"ms": round(best, 2), "kb": round(len(data) / 1024, 1)}

    def rgb(level: int) -> bytes:
        out = io.BytesIO()
        image.save(out, format="PNG", compress_level=level)
        return out.getvalue()

    def pillow_palette(level: int) -> bytes:
        out = io.BytesIO()
        image.quantize(palette=theme.palette(), dither=Image.Dither.NONE).save(out, format="PNG",
                                                                              compress_level=level)
        return out.getvalue()

    def octree() -> bytes:
        out = io.BytesIO()
        image.quantize(colors=128, method=2, dither=0).save(out, format="PNG", compress_level=3)
        return out.getvalue()

    return {"size": f"{image.width}x{image.height}",
            "fixed_palette_isal_1 (used)": timed(lambda: encode(image)),
            "mapping_to_the_palette_alone (KB unpacked)": timed(lambda: image.quantize(
                palette=theme.palette(), dither=Image.Dither.NONE).tobytes()),
            "fixed_palette_isal_2": timed(lambda: encode(image, compress=2)),
            "fixed_palette_pillow_zlib_1 (before)": timed(lambda: pillow_palette(1)),
            "fixed_palette_pillow_zlib_3": timed(lambda: pillow_palette(3)),
            "fixed_palette_pillow_zlib_6": timed(lambda: pillow_palette(6)),
            "adaptive_octree_128_level_3": timed(octree),
            "rgb_level_1": timed(lambda: rgb(1)), "rgb_level_6": timed(lambda: rgb(6)),
            "rgb_level_9": timed(lambda: rgb(9))}


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python benchmarks/render_bench.py",
                    description="Board picture render times and PNG sizes per game and format.")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seed", default="bench", help="the replayed games' seed")
    parser.add_argument("--actions", type=positive_int, help="at most this many actions per game")
    parser.add_argument("--repeat", type=positive_int, default=1,
                        help="replay each game this many times from a cold start; adds each board's "
                             "least CPU time over the replays (best_p50_ms, best_p99_ms)")
    parser.add_argument("--warm", action="store_true",
                        help="also replay each game after drawing its pool first, as the bot does when a "
                             "match starts (warm.py): warm_ms (that start-up cost, CPU), warm_p50_ms, "
                             "warm_p99_ms")
    parser.add_argument("--formats", help="comma-separated game:format (default: every game and GCG format)")
    parser.add_argument("--collector", choices=("bot", "default"), default="bot",
                        help="bot: the collector as the bot sets it after start-up (what was loaded "
                             "frozen, its thresholds); default: Python's, nothing frozen")
    parser.add_argument("--malloc", choices=("bot", "default"), default="bot",
                        help="bot: glibc's heap as the bot sets it at start-up (bot.memory."
                             "map_large_blocks: every block of 512 KiB or more mapped, handed back when "
                             "freed); default: glibc's own")
    args = parser.parse_args(argv)
    # as `python -m bot` starts (bot/__main__.py), before anything is drawn
    malloc = "bot" if args.malloc == "bot" and map_large_blocks() else "default"
    chosen = list(FORMATS)
    if args.formats:
        wanted = [item.strip() for item in args.formats.split(",") if item.strip()]
        known = {f"{game}:{label}" for game, _, label in FORMATS}
        unknown = [w for w in wanted if w not in known]
        if unknown:
            parser.error(f"unknown format {unknown[0]!r}: one of {', '.join(sorted(known))}")
        chosen = [f for f in FORMATS if f"{f[0]}:{f[2]}" in wanted]
    if args.collector == "bot":  # as the bot starts: the games and their card pools loaded, then settled
        for game, options, _ in chosen:
            next(positions(game, args.seed, options))
        settle_collector()
    results, largest = [], None
    for game, options, label in chosen:
        row, big = measure(game, options, label, args.seed, args.actions, args.repeat, args.warm)
        results.append(row)
        if big is not None and (largest is None or big[0] > largest[0]):
            largest = big
    data = {"results": results, "baseline": baseline(largest) if largest else {},
            "seed": args.seed, "collector": args.collector, "malloc": malloc,
            "gc_threshold": list(gc.get_threshold()),
            "python": sys.version.split()[0]}
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"{'game':6} {'format':13} {'players':>7} {'renders':>7} {'p50 ms':>8} {'p99 ms':>8} {'bar':>5} "
          f"{'PNG KB max':>10} {'wall p50':>9} {'wall p99':>9}")
    for row in results:
        print(f"{row['game']:6} {row['format']:13} {row['players']:>7} {row['renders']:>7} "
              f"{row['p50_ms']:>8} "
              f"{row['p99_ms']:>8} {row['bar_ms'] or '-':>5} {row['png_kb_max']:>10} {row['wall_p50_ms']:>9} "
              f"{row['wall_p99_ms']:>9}")
        if "warm_ms" in row:
            print(f"{'':6} {'warmed':13} {'':>7} {'':>7} {row['warm_p50_ms']:>8} {row['warm_p99_ms']:>8}"
                  f"   (warming {row['warm_ms']} ms CPU, PNGs the same: {row['warm_png_same']})")
    if data["baseline"]:
        print(f"\nencoding the largest board ({data['baseline']['size']}), best of 5:")
        for name, figures in data["baseline"].items():
            if isinstance(figures, dict):
                print(f"  {name:44} {figures['ms']:>7} ms {figures['kb']:>7} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
