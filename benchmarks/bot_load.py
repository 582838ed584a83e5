"""Load on the bot through the local Discord double.

    python benchmarks/bot_load.py [--matches 200] [--actions 30] [--think 1.0]
        [--db-url URL] [--processes N] [--dump-above MB] [--dump-end]
        [--allocator system|jemalloc [--malloc-conf CONF]] [--json]

Starts the double in this process and the real bot (`python -m bot`) as a subprocess
against it, starts N matches in N channels, then lets every match play random legal
actions through `/act`, each player "thinking" --think seconds (±50%) between actions,
as people do. Prints interactions per second, the latency from the interaction being
sent to the bot's response arriving (p50/p99), and the bot process's peak RSS (VmHWM:
`rss_mb_max`) with its VmRSS sampled every 0.5 s while the matches play (`rss_mb_p50`,
`rss_mb_p90`, `rss_mb_sampled_max`, and `rss_mb_timeline`: [seconds, MB] pairs), and
where the bot's resident memory was at the highest sample (`rss_at_sampled_peak`: by kind
of mapping, from /proc/PID/smaps, read from outside the bot).
The bot also measures, from the moment an interaction arrives from the gateway to the
moment its response has been sent (REFBOT_METRICS), which is the figure that excludes
the double's own queueing. Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from discord_double import DiscordDouble, components_of
from rules_engine.cli import Parser, positive_int

JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"  # Debian's libjemalloc2
JEMALLOC_CONF = "background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0"

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (/proc/PID/stat)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def rss_mb(pid: int) -> float | None:
    """The process's resident memory now (VmRSS), or None once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


ARENA_SPAN = 64 << 20  # a glibc thread arena's reservation (HEAP_MAX_SIZE on 64-bit)


def rss_by_mapping(pid: int) -> dict[str, float]:
    """The process's resident MB by kind of mapping (/proc/PID/smaps), read from outside it:
    `heap` (glibc's main arena), `thread_arenas` (anonymous mappings that, with the
    reserved rest after them, span glibc's 64 MiB: the render threads' and others' arenas),
    `stacks`, `other_anonymous` (pymalloc's 1 MiB arenas, blocks mapped on their own,
    libraries' own mappings) and the file-backed pages by file, the largest first."""
    try:
        text = Path(f"/proc/{pid}/smaps").read_text()
    except OSError:
        return {}
    mappings: list[list] = []  # [start, end, perms, path, rss kB]
    for line in text.splitlines():
        head = line.split(None, 5)
        if "-" in head[0] and len(head) >= 5 and not head[0].endswith(":"):
            start, end = (int(x, 16) for x in head[0].split("-"))
            mappings.append([start, end, head[1], head[5].strip() if len(head) > 5 else "", 0])
        elif line.startswith("Rss:") and mappings:
            mappings[-1][4] = int(line.split()[1])
    kinds: dict[str, float] = {}
    files: dict[str, float] = {}
    for n, (start, end, _perms, path, rss_kb) in enumerate(mappings):
        mb = rss_kb / 1024
        if path.startswith("/") or path.startswith("anon_inode"):
            files[Path(path).name] = files.get(Path(path).name, 0.0) + mb
            continue
        if path == "[heap]":
            kind = "heap"
        elif path.startswith("[stack"):
            kind = "stacks"
        elif path:
            kind = "other_anonymous"
        else:
            after = mappings[n + 1] if n + 1 < len(mappings) else None
            reserved = after is not None and after[0] == end and after[2].startswith("---") and not after[3]
            span = (after[1] if reserved else end) - start
            kind = "thread_arenas" if span == ARENA_SPAN and start % ARENA_SPAN == 0 else "other_anonymous"
        kinds[kind] = kinds.get(kind, 0.0) + mb
    out = {kind: round(mb, 1) for kind, mb in sorted(kinds.items())}
    out["file"] = round(sum(files.values()), 1)
    out.update((f"file {name}", round(mb, 1)) for name, mb in
               sorted(files.items(), key=lambda item: -item[1])[:8])
    return out


async def sample_rss(pids: list[int], into: list[tuple[float, float]], every: float = 0.5,
                     at_peak: dict | None = None, dump_above: float = 0.0) -> None:
    """Append (seconds since the matches started, the bots' summed VmRSS in MB) every `every`
    seconds until cancelled: whether the peak is a plateau (what stays) or a burst. With
    `at_peak` (one bot), keep there the bot's resident MB by mapping (`rss_by_mapping`) at
    the highest sample so far; with `dump_above`, send the bot one SIGUSR1 (its memory dump,
    bot/metrics.py) the first time a sample reaches that many MB."""
    start = time.perf_counter()
    highest = 0.0
    dumped = False
    while True:
        values = [v for v in map(rss_mb, pids) if v is not None]
        if values:
            seconds, total = round(time.perf_counter() - start, 2), round(sum(values), 1)
            into.append((seconds, total))
            if at_peak is not None and total > highest and len(pids) == 1:
                highest = total
                at_peak.clear()
                at_peak.update(seconds=seconds, rss_mb=total, **rss_by_mapping(pids[0]))
            if dump_above and not dumped and total >= dump_above:
                dumped = True
                for pid in pids:
                    os.kill(pid, signal.SIGUSR1)
        await asyncio.sleep(every)


def thread_cpu(pid: int) -> tuple[float, float]:
    """CPU seconds so far of the process's main thread (the bot's event loop) and of all its
    other threads together (the render threads, aiosqlite's, the default executor's)."""
    tick = os.sysconf("SC_CLK_TCK")
    main = other = 0.0
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        seconds = (int(fields[11]) + int(fields[12])) / tick
        if int(task.name) == pid:
            main += seconds
        else:
            other += seconds
    return main, other


async def sample_threads(pid: int, into: list[tuple[float, float, float]], every: float = 1.0) -> None:
    """Append (seconds since the matches started, the event loop's thread's CPU seconds, the
    other threads') every `every` seconds until cancelled (docs/memory.md, fourteenth pass)."""
    start = time.perf_counter()
    while True:
        into.append((round(time.perf_counter() - start, 2), *thread_cpu(pid)))
        await asyncio.sleep(every)


def by_window(threads: list[tuple[float, float, float]], inside: list[tuple[float, float]],
              window: float = 5.0) -> list[dict]:
    """Per `window` seconds of the run: the cores the event loop's thread and the other threads
    used, and the interactions the bot answered (`inside`: (arrival s, ms), arrival counted from
    the first) with how many of them took it over 3 s — the start burst's late answers."""
    out: list[dict] = []
    first = min((at for at, _ in inside), default=0.0)
    end = max(threads[-1][0] if threads else 0.0, max((at - first for at, _ in inside), default=0.0))
    n = 0
    while n * window <= end:
        lo, hi = n * window, (n + 1) * window
        inside_window = [ms for at, ms in inside if lo <= at - first < hi]
        row: dict = {"from_s": lo, "answered": len(inside_window),
                     "over_3s": sum(1 for ms in inside_window if ms > 3000)}
        points = [p for p in threads if lo <= p[0] <= hi]
        if len(points) >= 2:
            span = points[-1][0] - points[0][0]
            row["event_loop_cores"] = round((points[-1][1] - points[0][1]) / span, 2)
            row["other_cores"] = round((points[-1][2] - points[0][2]) / span, 2)
        out.append(row)
        n += 1
    return out


async def wait_ready(double: DiscordDouble, proc: subprocess.Popen, identified: int = 1) -> None:
    def ready() -> bool:
        if proc.poll() is not None:
            raise SystemExit("the bot exited during start-up")
        return (double.identified >= identified and bool(double.commands.get(None))
                and double.inflight == 0)
    try:
        await double.wait_for(ready, timeout=180, poll=0.05)  # a busy machine starts slowly
    except TimeoutError:
        raise SystemExit("the bot did not become ready") from None


async def run_match(double: DiscordDouble, channel: dict, a: dict, b: dict, actions: int, think: float,
                    ramp: float, rng: random.Random, latencies: dict[str, list[float]],
                    counter: list[int], errors: list[int]) -> None:
    async def timed(coro, kind="start"):
        """The reply, or None (counted as an error) when the bot never answered: Discord
        would have shown the player "This interaction failed"."""
        try:
            reply = await coro
        except TimeoutError:
            errors[0] += 1
            return None
        latencies[kind].append((reply.answered_at - reply.received_at) * 1000)
        counter[0] += 1
        return reply

    await asyncio.sleep(rng.random() * ramp)
    r = await timed(double.slash(a, channel["id"], "match start", {"game": "gcg", "opponent": b["id"]}))
    if r is None:
        return
    if r.message is None:  # refused: the challenge never started
        errors[0] += 1
        return
    accept = next(c for c in components_of(r.message) if c["custom_id"].startswith("accept:"))
    if await timed(double.select(b, r.message, accept["custom_id"], [accept["options"][1]["value"]])) is None:
        return
    done = 0
    while done < actions:
        await asyncio.sleep(think * (0.5 + rng.random()))
        moved = False
        for user in (a, b):
            try:
                choices = await double.autocomplete(user, channel["id"], "act", {"action": ""}, "action")
            except TimeoutError:
                errors[0] += 1
                return
            choices = [c for c in choices if c["name"] != "Concede"]
            if choices:
                reply = await timed(double.slash(user, channel["id"], "act",
                                                 {"action": rng.choice(choices)["value"]}), "act")
                if reply is None:
                    return
                moved = reply.type == 4
                if not reply.content.startswith("✅"):
                    errors[0] += 1  # a refusal or "try again": random legal choices never earn one
                break
        if not moved:
            return  # the match is over
        done += 1


def parse_args():
    parser = Parser(prog="python benchmarks/bot_load.py",
                    description="Load on real bot processes through the local Discord double.")
    parser.add_argument("--matches", type=positive_int, default=200)
    parser.add_argument("--actions", type=positive_int, default=30, help="actions per match")
    parser.add_argument("--think", type=float, default=1.0, help="seconds between a match's actions")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which matches start")
    parser.add_argument("--seed", default="load")
    parser.add_argument("--db-url", default="",
                        help="the store: sqlite:///file.db or postgresql://… (default: a new SQLite file)")
    parser.add_argument("--temp-postgres", action="store_true",
                        help="start a throwaway PostgreSQL server from the machine's binaries (as the "
                             "tests do, without fsync) and use it as the store")
    parser.add_argument("--processes", type=positive_int, default=1,
                        help="bot processes; with more than one, each runs one shard of as many "
                             "(REFBOT_SHARD_COUNT / REFBOT_SHARD_IDS) and the matches are spread "
                             "over one guild per shard")
    parser.add_argument("--strict", action="store_true",
                        help="validate every request against Discord's schema as the tests do (~3 ms of "
                             "the double's CPU per request, in this process: it then measures the double)")
    parser.add_argument("--dump-above", type=float, default=0.0, metavar="MB",
                        help="send the bot one SIGUSR1 the first time its RSS reaches MB: it writes "
                             "its memory dump (bot/metrics.py) next to the latency file, in "
                             "metrics_folder (the dump collects and trims: the run after it differs)")
    parser.add_argument("--dump-end", action="store_true",
                        help="when every match has played, have each bot write its memory dump "
                             "(next to its latency file, in metrics_folder) before it is stopped")
    add_allocator_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser.parse_args()


def add_allocator_arguments(parser) -> None:
    parser.add_argument("--allocator", choices=("system", "jemalloc"), default="system",
                        help="the bot's malloc: glibc's as it runs (system), or jemalloc preloaded into "
                             "the bot subprocess only (LD_PRELOAD=" + JEMALLOC + "; measured and "
                             "not kept: docs/memory.md, eighteenth pass, round 2)")
    parser.add_argument("--malloc-conf", default=JEMALLOC_CONF, metavar="CONF",
                        help="with --allocator jemalloc, the bot's MALLOC_CONF (default %(default)s)")


def allocator_env(args) -> dict[str, str]:
    """What the bot subprocess's environment gets for --allocator (nothing for glibc)."""
    if args.allocator == "system":
        return {}
    if not Path(JEMALLOC).exists():
        sys.exit(f"--allocator jemalloc: {JEMALLOC} is missing (apt-get install libjemalloc2)")
    return {"LD_PRELOAD": JEMALLOC, "MALLOC_CONF": args.malloc_conf}


def percentile(values: list[float], q: float) -> float:
    return values[max(0, int(len(values) * q) - 1)] if values else float("nan")


def read_gc_pauses(path: Path) -> list[tuple[int, float, float]]:
    """(generation, wall ms, CPU ms) of each collection the bot timed (bot/metrics.py);
    CPU ms is NaN from a bot that does not write it."""
    if not path.exists():
        return []
    rows = [line.split() for line in path.read_text().splitlines() if line.strip()]
    return [(int(r[0]), float(r[1]), float(r[3]) if len(r) > 3 else float("nan")) for r in rows]


def gc_distribution(pauses: list[tuple[int, float, float]]) -> dict[str, dict]:
    """The collector's pauses per generation ("gen0".."gen2", and "all"): count,
    p50/p99/max and total ms of wall time (what the event loop waited), and p99/max of
    the collector's CPU time (its own work; the rest is the machine being busy)."""
    out = {}
    for name, gens in [*((f"gen{g}", (g,)) for g in range(3)), ("all", (0, 1, 2))]:
        wall = sorted(ms for g, ms, _ in pauses if g in gens)
        cpu = sorted(c for g, _, c in pauses if g in gens and c == c)
        out[name] = {"count": len(wall),
                     "p50_ms": round(statistics.median(wall), 3) if wall else None,
                     "p99_ms": round(percentile(wall, 0.99), 3) if wall else None,
                     "max_ms": round(wall[-1], 3) if wall else None,
                     "total_ms": round(sum(wall), 1),
                     "cpu_p99_ms": round(percentile(cpu, 0.99), 3) if cpu else None,
                     "cpu_max_ms": round(cpu[-1], 3) if cpu else None}
    return out


def rss_summary(timeline: list[tuple[float, float]]) -> dict:
    """p50/p90/max of the sampled VmRSS and the samples themselves ([s, MB], every 0.5 s):
    a peak far above p90 is a burst (renders queued up), one near p50 a plateau (what stays)."""
    values = sorted(mb for _, mb in timeline)
    return {"rss_mb_p50": round(statistics.median(values), 1) if values else None,
            "rss_mb_p90": round(percentile(values, 0.9), 1) if values else None,
            "rss_mb_sampled_max": values[-1] if values else None,
            "rss_mb_timeline": [list(point) for point in timeline]}


async def main(args) -> dict:
    double = DiscordDouble(validate=args.strict)
    await double.start()
    shards = args.processes
    per_guild = [args.matches // shards + (1 if n < args.matches % shards else 0) for n in range(shards)]
    guilds = [double.add_guild(f"Load {n}", channels=tuple(f"table-{k}" for k in range(count)),
                               shard=(n, shards) if shards > 1 else None)
              for n, count in enumerate(per_guild)]
    channels = [c for g in guilds for c in g["channels"]]
    players = [(double.add_user(f"P{n}a"), double.add_user(f"P{n}b")) for n in range(args.matches)]
    folder = tempfile.mkdtemp(prefix="bot-load-")
    db_url = args.db_url or f"sqlite://{folder}/bot.sqlite3"
    procs: list[tuple[subprocess.Popen, Path]] = []
    for n in range(shards):
        metrics = Path(folder) / f"latency-{n}.txt"
        env = dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_URL=db_url,
                   DISCORD_API_BASE=double.api_base, DISCORD_GATEWAY_URL=double.gateway_url,
                   REFBOT_METRICS=str(metrics), **allocator_env(args))
        if shards > 1:
            env.update(REFBOT_SHARD_COUNT=str(shards), REFBOT_SHARD_IDS=str(n))
        proc = subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        procs.append((proc, metrics))
        # one at a time: each process migrates the store and syncs the commands at start
        await wait_ready(double, proc, identified=n + 1)
    errors = [0]
    timeline: list[tuple[float, float]] = []  # (s, MB) every 0.5 s while the matches play
    at_peak: dict = {}  # the bot's resident MB by mapping at the highest sample (one bot)
    try:
        latencies: dict[str, list[float]] = {"start": [], "act": []}
        counter = [0]
        rng = random.Random(args.seed)
        start = time.perf_counter()
        cpu_before = sum(cpu_seconds(proc.pid) for proc, _ in procs)
        pids = [proc.pid for proc, _ in procs]
        sampler = asyncio.get_running_loop().create_task(
            sample_rss(pids, timeline, at_peak=at_peak, dump_above=args.dump_above))
        threads: list[tuple[float, float, float]] = []  # (s, event loop CPU s, other threads' CPU s)
        thread_sampler = asyncio.get_running_loop().create_task(sample_threads(pids[0], threads))
        await asyncio.gather(*(run_match(double, channel, a, b, args.actions, args.think, args.ramp,
                                         random.Random(rng.random()), latencies, counter, errors)
                               for channel, (a, b) in zip(channels, players, strict=True)))
        elapsed = time.perf_counter() - start
        sampler.cancel()
        thread_sampler.cancel()
        if args.dump_end:  # what stays once the matches have played: the bot's own dump
            for proc, metrics in procs:
                before = len(list(metrics.parent.glob(metrics.name + ".mem-*")))
                proc.send_signal(signal.SIGUSR1)
                await double.wait_for(
                    lambda m=metrics, n=before: len(list(m.parent.glob(m.name + ".mem-*"))) > n,
                    timeout=60, poll=0.2)
        bot_cpu = sum(cpu_seconds(proc.pid) for proc, _ in procs) - cpu_before
        rss = max(peak_rss_mb(proc.pid) for proc, _ in procs)
    finally:
        for proc, _ in procs:
            proc.terminate()
        for proc, _ in procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
        await double.stop()
    everything = sorted(latencies["act"] + latencies["start"])
    inside: list[float] = []
    arrivals: list[tuple[float, float]] = []  # the first bot's (arrival s, ms): the burst's windows
    autocompletes = 0
    for n, (_, metrics) in enumerate(procs):  # measured inside each bot: gateway arrival -> response sent
        if metrics.exists():
            lines = [line.split() for line in metrics.read_text().splitlines() if line.strip()]
            inside += [float(line[1]) for line in lines]
            if n == 0:
                arrivals = [(float(line[2]), float(line[1])) for line in lines if len(line) > 2]
            autocompletes += sum(1 for line in lines if line[0] == "8")
    inside.sort()
    by_generation = []  # the bot's garbage-collector pauses: they stop its event loop
    for _, metrics in procs:
        by_generation += read_gc_pauses(metrics.with_suffix(metrics.suffix + ".gc"))
    pauses = [ms for _, ms, _ in by_generation]
    result = {
        "processes": shards, "allocator": args.allocator, "store": db_url.split(":", 1)[0],
        "matches": args.matches, "actions_per_match": args.actions, "think_s": args.think,
        "interactions": counter[0],
        "elapsed_s": round(elapsed, 2), "interactions_per_s": round(counter[0] / elapsed, 2),
        "p50_ms": round(statistics.median(everything), 2) if everything else None,
        "p99_ms": round(percentile(everything, 0.99), 2),
        "act_p50_ms": round(statistics.median(latencies["act"]), 2) if latencies["act"] else None,
        "act_p99_ms": round(percentile(sorted(latencies["act"]), 0.99), 2),
        "in_bot_p50_ms": round(statistics.median(inside), 2) if inside else None,
        "in_bot_p99_ms": round(percentile(inside, 0.99), 2), "in_bot_interactions": len(inside),
        "in_bot_autocompletes": autocompletes, "rss_mb_max": round(rss, 1),
        # VmRSS sampled every 0.5 s while the matches play (rss_mb_max is the peak, VmHWM)
        **rss_summary(timeline), "rss_at_sampled_peak": at_peak,
        "errors": errors[0] + len(double.rejected), "rejected_requests": len(double.rejected),
        "strict_double": args.strict, "load_average": list(os.getloadavg()),
        # the bots' CPU per interaction they answered: comparable between runs on a busy machine
        "bot_cpu_ms_per_interaction": round(bot_cpu * 1000 / len(inside), 3) if inside else None,
        "bot_cpu_share": round(bot_cpu / elapsed, 3),
        "gc_pauses": len(pauses), "gc_pause_max_ms": round(max(pauses, default=0.0), 2),
        "gc_pause_total_ms": round(sum(pauses), 1), "gc": gc_distribution(by_generation),
        # per 5 s: the event loop's thread's and the other threads' cores, answers and those over 3 s
        "windows": by_window(threads, arrivals),
        "metrics_folder": folder,
    }
    if args.json:
        print(json.dumps(result))
        return result
    print(f"processes:             {shards} on {result['store']}")
    print(f"matches:               {args.matches} concurrent, {args.actions} actions each, "
          f"think {args.think}s, starts spread over {args.ramp}s")
    print(f"interactions:          {counter[0]} in {elapsed:.1f} s = {result['interactions_per_s']}/s")
    for kind, title in (("act", "actions (/act)"), ("start", "challenge + accept")):
        values = sorted(latencies[kind])
        if values:
            print(f"latency {title:19} p50 {statistics.median(values):.1f} ms, "
                  f"p99 {percentile(values, 0.99):.1f} ms, max {values[-1]:.1f} ms ({len(values)})")
    print(f"latency all            p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms")
    if inside:
        print(f"in the bot (arrival -> response sent), all {len(inside)} interactions incl. "
              f"{autocompletes} autocompletes: p50 {result['in_bot_p50_ms']} ms, "
              f"p99 {result['in_bot_p99_ms']} ms, max {inside[-1]:.1f} ms")
    print(f"bot peak RSS (max):    {rss:.0f} MB (sampled every 0.5 s: p50 {result['rss_mb_p50']}, "
          f"p90 {result['rss_mb_p90']}, max {result['rss_mb_sampled_max']} MB)")
    for gen, d in result["gc"].items():
        if d["count"]:
            print(f"gc pauses {gen}:        {d['count']} p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms, "
                  f"max {d['max_ms']} ms (CPU p99 {d['cpu_p99_ms']} ms, max {d['cpu_max_ms']} ms)")
    for row in result["windows"][:6]:
        print(f"  from {row['from_s']:5.0f} s: event loop {row.get('event_loop_cores', '?')} cores, "
              f"other threads {row.get('other_cores', '?')}; {row['answered']} answered, "
              f"{row['over_3s']} over 3 s")
    print(f"errors:                {result['errors']} ({len(double.rejected)} requests Discord would refuse)")
    print(f"load average:          {' '.join(f'{v:.2f}' for v in result['load_average'])}")
    return result


def event_loop_runner():
    """The driver (the double and the simulated players) on uvloop too, as the bot: its
    CPU is taken from the same two cores the bot runs on."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run
    return uvloop.run


def run(args) -> None:
    if not args.temp_postgres:
        event_loop_runner()(main(args))
        return
    from tests.bot.store.pgserver import PostgresServer
    server = PostgresServer().start()
    try:
        args.db_url = server.create_database("bench")
        event_loop_runner()(main(args))
    finally:
        server.stop()


if __name__ == "__main__":
    run(parse_args())
