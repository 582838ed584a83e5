"""Load on the bot through the local Discord double.

    python benchmarks/bot_load.py [--matches 200] [--actions 30] [--think 1.0]

Starts the double in this process and the real bot (`python -m bot`) as a subprocess
against it, starts N matches in N channels, then lets every match play random legal
actions through `/act`, each player "thinking" --think seconds (±50%) between actions,
as people do. Prints interactions per second, the latency from the interaction being
sent to the bot's response arriving (p50/p99), and the bot process's peak RSS.
The bot also measures, from the moment an interaction arrives from the gateway to the
moment its response has been sent (REFBOT_METRICS), which is the figure that excludes
the double's own queueing. Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from discord_double import DiscordDouble, components_of
from rules_engine.cli import Parser, positive_int

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


async def wait_ready(double: DiscordDouble, proc: subprocess.Popen) -> None:
    def ready() -> bool:
        if proc.poll() is not None:
            raise SystemExit("the bot exited during start-up")
        return bool(double.identified and double.commands.get(None)) and double.inflight == 0
    try:
        await double.wait_for(ready, timeout=60, poll=0.05)
    except TimeoutError:
        raise SystemExit("the bot did not become ready") from None


async def run_match(double: DiscordDouble, channel: dict, a: dict, b: dict, actions: int, think: float,
                    ramp: float, rng: random.Random, latencies: dict[str, list[float]],
                    counter: list[int]) -> None:
    async def timed(coro, kind="start"):
        reply = await coro
        latencies[kind].append((reply.answered_at - reply.received_at) * 1000)
        counter[0] += 1
        return reply

    await asyncio.sleep(rng.random() * ramp)
    r = await timed(double.slash(a, channel["id"], "match start", {"game": "gcg", "opponent": b["id"]}))
    accept = next(c for c in components_of(r.message) if c["custom_id"].startswith("accept:"))
    await timed(double.select(b, r.message, accept["custom_id"], [accept["options"][1]["value"]]))
    done = 0
    while done < actions:
        await asyncio.sleep(think * (0.5 + rng.random()))
        moved = False
        for user in (a, b):
            choices = await double.autocomplete(user, channel["id"], "act", {"action": ""}, "action")
            choices = [c for c in choices if c["name"] != "Concede"]
            if choices:
                reply = await timed(double.slash(user, channel["id"], "act",
                                                 {"action": rng.choice(choices)["value"]}), "act")
                moved = reply.type == 4
                break
        if not moved:
            return  # the match is over
        done += 1


def parse_args():
    parser = Parser(prog="python benchmarks/bot_load.py",
                    description="Load on a real bot process through the local Discord double.")
    parser.add_argument("--matches", type=positive_int, default=200)
    parser.add_argument("--actions", type=positive_int, default=30, help="actions per match")
    parser.add_argument("--think", type=float, default=1.0, help="seconds between a match's actions")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which matches start")
    parser.add_argument("--seed", default="load")
    return parser.parse_args()


async def main(args) -> None:
    double = DiscordDouble()
    await double.start()
    guild = double.add_guild("Load", channels=tuple(f"table-{n}" for n in range(args.matches)))
    players = [(double.add_user(f"P{n}a"), double.add_user(f"P{n}b")) for n in range(args.matches)]
    folder = tempfile.mkdtemp(prefix="bot-load-")
    metrics = Path(folder) / "latency.txt"
    env = dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_PATH=f"{folder}/bot.sqlite3",
               DISCORD_API_BASE=double.api_base, DISCORD_GATEWAY_URL=double.gateway_url,
               REFBOT_METRICS=str(metrics))
    proc = subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        await wait_ready(double, proc)
        latencies: dict[str, list[float]] = {"start": [], "act": []}
        counter = [0]
        rng = random.Random(args.seed)
        start = time.perf_counter()
        await asyncio.gather(*(run_match(double, channel, a, b, args.actions, args.think, args.ramp,
                                         random.Random(rng.random()), latencies, counter)
                               for channel, (a, b) in zip(guild["channels"], players, strict=True)))
        elapsed = time.perf_counter() - start
        print(f"matches:               {args.matches} concurrent, {args.actions} actions each, "
              f"think {args.think}s, starts spread over {args.ramp}s")
        print(f"interactions:          {counter[0]} in {elapsed:.1f} s = {counter[0] / elapsed:.1f}/s")
        for kind, title in (("act", "actions (/act)"), ("start", "challenge + accept")):
            values = sorted(latencies[kind])
            if values:
                p50 = statistics.median(values)
                p99 = values[max(0, int(len(values) * 0.99) - 1)]
                print(f"latency {title:19} p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {values[-1]:.1f} ms "
                      f"({len(values)})")
        everything = sorted(latencies["act"] + latencies["start"])
        print(f"latency all            p99 {everything[max(0, int(len(everything) * 0.99) - 1)]:.1f} ms")
        print(f"bot peak RSS:          {peak_rss_mb(proc.pid):.0f} MB")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        await double.stop()
    if metrics.exists():  # measured inside the bot: gateway arrival -> response sent
        inside = sorted(float(line.split()[1]) for line in metrics.read_text().splitlines() if line.strip())
        kinds = [line.split()[0] for line in metrics.read_text().splitlines() if line.strip()]
        if inside:
            p99 = inside[max(0, int(len(inside) * 0.99) - 1)]
            print(f"in the bot (arrival -> response sent), all {len(inside)} interactions incl. "
                  f"{kinds.count('8')} autocompletes: p50 {statistics.median(inside):.1f} ms, "
                  f"p99 {p99:.1f} ms, max {inside[-1]:.1f} ms")


if __name__ == "__main__":
    asyncio.run(main(parse_args()))
