"""Which finished pictures are asked for again in a played game, and whether the bot's
cache of them (REFBOT_PICTURE_CACHE_MB, `bot/render/picture/attach.py`) serves them.

    python benchmarks/picture_reuse.py [--cache-mb 2,8] [--hand 0.5] [--seed reuse]
        [clicks.py's options: --game gcg --games 1 --turns 4 ...] [--json]

Plays seeded games with benchmarks/clicks.py's scripted players (the default flow: the
board's buttons, the DMs, the options menu kept open) through the local Discord double,
pictures on; after each of their interactions each player also asks for their hand
(`/hand`, as "My hand" does) with the probability `--hand`. Every lookup of the
finished-picture cache is counted by who asked (the board's edit, a DM's, a hand answer,
a judge's view) and whether the cache served it. Each `--cache-mb` bound is a fresh
process playing the same games (same seeds), so the counts compare. Prints figures;
asserts nothing (docs/memory.md, sixth pass).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import inspect
import json
import os
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

ASKERS = {"update_board": "board", "_update_dm": "dm", "answer_hand": "hand", "view": "judge"}


def count_lookups(cache_mb: float, hand: float, seed: str, clicks_argv: list[str]) -> dict:
    """Play clicks.py's games with the cache bounded at `cache_mb`; the lookups by asker."""
    import clicks

    from bot.render.picture import attach
    from bot.render.picture.lru import ByteLRU

    seen: collections.Counter = collections.Counter()
    sizes: list[int] = []
    original_get = attach.PictureCache.get

    async def get(self, table, **kwargs):
        if not getattr(self, "bounded_for_bench", False):
            self._done, self.bounded_for_bench = ByteLRU(int(cache_mb * 2**20)), True
        asker = next((ASKERS[f.function] for f in inspect.stack() if f.function in ASKERS), "other")
        hits = self._done.hits
        picture = await original_get(self, table, **kwargs)
        seen[(asker, "hits" if self._done.hits > hits else "misses")] += 1
        if picture is not None:
            sizes.append(picture.nbytes)
        return picture

    rng = random.Random(seed)
    original_interact = clicks.interact

    async def interact(table, coro):
        reply = await original_interact(table, coro)
        live = table.live
        if hand and live is not None and not live.match.finished:
            for user in table.users.values():
                if rng.random() < hand:
                    await table.playground.double.slash(user, table.channel["id"], "hand", {})
                    await clicks.settle(table.playground.double)
        return reply

    attach.PictureCache.get = get
    clicks.interact = interact
    results, status = asyncio.run(clicks.run(clicks.parse_args(clicks_argv)))
    by_asker = {asker: {kind: seen[(asker, kind)] for kind in ("hits", "misses")}
                for asker in sorted({a for a, _ in seen})}
    return {"cache_mb": cache_mb, "hand": hand, "lookups": sum(seen.values()),
            "hits": sum(n for (_, kind), n in seen.items() if kind == "hits"), "by_asker": by_asker,
            "picture_kb_mean": round(sum(sizes) / len(sizes) / 1024, 1) if sizes else None,
            "interactions_per_game": {r["game"]: r["interactions_per_game"] for r in results},
            "status": status}


def bounds(text: str) -> list[float]:
    """`0,2,8`: cache bounds in MiB, none negative (an argparse type: a bad value exits 2)."""
    try:
        values = [float(part) for part in text.split(",")]
    except ValueError:
        values = []
    if not values or any(v < 0 for v in values):
        raise argparse.ArgumentTypeError(f"bounds in MiB separated by commas, not {text!r}")
    return values


def main() -> int:
    from rules_engine.cli import Parser

    parser = Parser(prog="python benchmarks/picture_reuse.py",
                    description="How often a finished picture is asked for again in a played game, and "
                                "served by the bot's cache, per cache bound. Other options are "
                                "benchmarks/clicks.py's (--game, --games, --turns, ...).")
    parser.add_argument("--cache-mb", type=bounds, default=[2.0, 8.0],
                        help="the bounds compared, in MiB, separated by commas (default 2,8)")
    parser.add_argument("--hand", type=float, default=0.5,
                        help="the chance each player asks for their hand after an interaction")
    parser.add_argument("--seed", default="reuse")
    parser.add_argument("--child", help=argparse.SUPPRESS)  # one bound, in this fresh process
    parser.add_argument("--json", action="store_true", help="one JSON object per bound, one per line")
    args, clicks_argv = parser.parse_known_args()
    clicks_argv = [*clicks_argv, "--mode", "on"]
    import clicks

    clicks.parse_args(clicks_argv)  # what is not ours must be clicks.py's: else one line, exit 2
    if args.child is not None:
        print(json.dumps(count_lookups(float(args.child), args.hand, args.seed, clicks_argv)))
        return 0
    status = 0
    for bound in args.cache_mb:
        done = subprocess.run([sys.executable, __file__, "--child", str(bound), "--hand", str(args.hand),
                               "--seed", args.seed, *clicks_argv],
                              capture_output=True, text=True, env=dict(os.environ))
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            status = 1
            continue
        out = json.loads(done.stdout.strip().splitlines()[-1])
        if args.json:
            print(json.dumps(out), flush=True)
            continue
        askers = ", ".join(f"{asker} {n['hits']}/{n['hits'] + n['misses']}"
                           for asker, n in out["by_asker"].items())
        print(f"cache {out['cache_mb']} MiB: {out['hits']} of {out['lookups']} lookups served ({askers}); "
              f"pictures {out['picture_kb_mean']} KB on average")
    return status


if __name__ == "__main__":
    sys.exit(main())
