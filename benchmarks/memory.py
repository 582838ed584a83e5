"""The bot's memory and garbage-collector pauses with many live matches.

    python benchmarks/memory.py [--stages 200,1000] [--actions 4] [--concurrency 20]
        [--dump] [--tracemalloc [--trace-frames N]] [--idle SECONDS] [--rule]
        [--allocator system|jemalloc [--malloc-conf CONF]] [--json]

Starts the double in this process and the real bot (`python -m bot`) as a subprocess against
it (as benchmarks/bot_load.py does), then measures the bot's resident memory (VmRSS) when it
is ready with nothing played, and after each stage: as many matches started (challenge,
accept, --actions random legal actions each) and left running as the stage says. The
collector's pauses, timed inside the bot (gc.callbacks), are reported per generation: count,
p50, p99 and max ms. With --tracemalloc the bot also traces its allocations and writes, at
start and at each stage, where its memory is (top files and lines:
FOLDER/latency.txt.mem-N); the figures it then reports include tracemalloc's own overhead,
so compare RSS from runs without it; with --trace-frames N (> 1) each trace keeps N frames
and the files also group by traceback (slow: at 12 frames, use --stages 20). With --dump (no
tracing) the bot writes the same files with the collector's objects, the picture caches'
bytes, hits and misses, and the allocators' figures (resident bytes by kind, glibc's heaps
and each arena's size and free bytes, pymalloc's arenas, what a malloc_trim hands back,
every thread with its CPU time) only, after each RSS reading. With --rule one `/rule`
question in words is asked before the first reading: a ready bot loads the rulebook's
meaning model (~12 MB) only then, so the readings show a bot that has answered one.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_load import (
    TOKEN,
    add_allocator_arguments,
    allocator_env,
    event_loop_runner,
    gc_distribution,
    peak_rss_mb,
    read_gc_pauses,
    run_match,
    wait_ready,
)

from discord_double import DiscordDouble
from rules_engine.cli import Parser, positive_int


def rss_mb(pid: int) -> float:
    """The process's resident memory now (VmRSS)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def stages(text: str) -> list[int]:
    """`200,1000`: increasing positive numbers (an argparse type: a bad value exits 2)."""
    try:
        values = [int(part) for part in text.split(",")]
    except ValueError:
        values = []
    if not values or any(v <= 0 for v in values) or values != sorted(set(values)):
        raise argparse.ArgumentTypeError(f"increasing positive numbers separated by commas, not {text!r}")
    return values


def parse_args():
    parser = Parser(prog="python benchmarks/memory.py",
                    description="The bot's memory and collector pauses with many live matches.")
    parser.add_argument("--stages", type=stages, default=[200, 1000],
                        help="live matches at each measurement, increasing (default 200,1000)")
    parser.add_argument("--actions", type=positive_int, default=4,
                        help="random legal actions played in each match before it is left running")
    parser.add_argument("--concurrency", type=positive_int, default=20,
                        help="matches being started at once")
    parser.add_argument("--seed", default="memory")
    parser.add_argument("--dump", action="store_true",
                        help="after each reading, have the bot write FOLDER/latency.txt.mem-N: the "
                             "collector's objects, the picture caches' bytes and hits and the "
                             "allocators' figures (implied by --tracemalloc)")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="have the bot trace its allocations and write where its memory is "
                             "at each stage (slower, and RSS then includes the tracing)")
    parser.add_argument("--trace-frames", type=positive_int, default=1, metavar="N",
                        help="with --tracemalloc, frames kept a trace; above 1 the dump also "
                             "groups by traceback (which structure holds what)")
    parser.add_argument("--idle", type=float, default=0.0, metavar="SECONDS",
                        help="after each reading, leave the bot idle this long and read its RSS again "
                             "(rss_mb_idle: what it hands back between bursts; the bot trims every 5 s)")
    parser.add_argument("--rule", action="store_true",
                        help="ask one /rule question in words before the first reading, so that every "
                             "reading includes the meaning model a ready bot loads only then")
    add_allocator_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser.parse_args()


async def settle() -> None:
    """Let the bot finish what the last stage sent it (DM edits and the like)."""
    await asyncio.sleep(1.0)


async def main(args) -> dict:
    targets = args.stages
    total = targets[-1]
    double = DiscordDouble(validate=False)
    await double.start()
    guild = double.add_guild("Memory", channels=tuple(f"table-{k}" for k in range(total)))
    channels = guild["channels"]
    players = [(double.add_user(f"P{n}a"), double.add_user(f"P{n}b")) for n in range(total)]
    folder = tempfile.mkdtemp(prefix="bot-memory-")
    metrics = Path(folder) / "latency.txt"
    env = dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_URL=f"sqlite://{folder}/bot.sqlite3",
               DISCORD_API_BASE=double.api_base, DISCORD_GATEWAY_URL=double.gateway_url,
               REFBOT_METRICS=str(metrics), **allocator_env(args))
    if args.tracemalloc:
        env["REFBOT_TRACEMALLOC"] = str(args.trace_frames)
    log = (Path(folder) / "bot.log").open("w")  # the bot's own log, for when it falls over
    proc = subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=log, stderr=log)
    measured: list[dict] = []
    errors = [0]
    rng = random.Random(args.seed)

    async def measure(live: int) -> None:
        await settle()
        reading = {"live_matches": live, "rss_mb": round(rss_mb(proc.pid), 1),
                   "rss_mb_peak": round(peak_rss_mb(proc.pid), 1)}
        if args.idle > 0:
            await asyncio.sleep(args.idle)
            reading["rss_mb_idle"] = round(rss_mb(proc.pid), 1)
        if args.tracemalloc or args.dump:
            dumps = len(list(Path(folder).glob("latency.txt.mem-*")))
            proc.send_signal(signal.SIGUSR1)
            await double.wait_for(lambda: len(list(Path(folder).glob("latency.txt.mem-*"))) > dumps,
                                  timeout=600, poll=0.2)
            # a dump holds the bot's event loop for seconds: it may miss a heartbeat and
            # reconnect (discord.py resumes); go on once it is back
            await double.wait_for(lambda: bool(double.sessions) and double.inflight == 0, timeout=180,
                                  poll=0.2)
        if not args.tracemalloc:  # read before the dump, which collects and allocates
            measured.append(reading)
        else:  # after: tracemalloc's own overhead grows while the dump is written (as before)
            measured.append({"live_matches": live, "rss_mb": round(rss_mb(proc.pid), 1),
                             "rss_mb_peak": round(peak_rss_mb(proc.pid), 1)})

    try:
        await wait_ready(double, proc)
        if args.rule:  # the first question in words loads the meaning model (docs/memory.md, 12th pass)
            reply = await double.slash(players[0][0], channels[0]["id"], "rule",
                                       {"query": "can I block with a rested unit?"})
            if reply is None or not reply.embeds:
                errors[0] += 1
        await measure(0)
        started = 0
        gate = asyncio.Semaphore(args.concurrency)
        latencies: dict[str, list[float]] = {"start": [], "act": []}
        counter = [0]

        async def one(n: int) -> None:
            async with gate:
                a, b = players[n]
                await run_match(double, channels[n], a, b, args.actions, 0.0, 0.0,
                                random.Random(rng.random()), latencies, counter, errors)

        begin = time.perf_counter()
        for target in targets:
            await asyncio.gather(*(one(n) for n in range(started, target)))
            started = target
            await measure(target)
        elapsed = time.perf_counter() - begin
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        await double.stop()
    pauses = read_gc_pauses(metrics.with_suffix(metrics.suffix + ".gc"))
    result = {
        "stages": measured, "rss_mb_start": measured[0]["rss_mb"],
        **{f"rss_mb_{m['live_matches']}": m["rss_mb"] for m in measured[1:]},
        "allocator": args.allocator, "actions_per_match": args.actions, "interactions": counter[0],
        "elapsed_s": round(elapsed, 1),
        "errors": errors[0] + len(double.rejected), "gc": gc_distribution(pauses),
        "tracemalloc": args.tracemalloc, "rule_asked": args.rule, "load_average": list(os.getloadavg()),
        "metrics_folder": folder,
    }
    if args.json:
        print(json.dumps(result))
        return result
    for m in measured:
        idle = f", {m['rss_mb_idle']:.1f} MB after {args.idle:g} s idle" if "rss_mb_idle" in m else ""
        print(f"RSS with {m['live_matches']:5} live matches: {m['rss_mb']:7.1f} MB "
              f"(peak so far {m['rss_mb_peak']:.1f} MB{idle})")
    print(f"interactions: {counter[0]} in {elapsed:.1f} s, errors {result['errors']}")
    for gen, d in result["gc"].items():
        print(f"gc {gen}: {d['count']:6} pauses, p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms, "
              f"max {d['max_ms']} ms, total {d['total_ms']} ms; CPU p99 {d['cpu_p99_ms']} ms, "
              f"max {d['cpu_max_ms']} ms")
    if args.tracemalloc or args.dump:
        print(f"where the memory is: {folder}/latency.txt.mem-*")
    print(f"load average: {' '.join(f'{v:.2f}' for v in result['load_average'])}")
    return result


if __name__ == "__main__":
    event_loop_runner()(main(parse_args()))
