"""Engine figures: complete random games per second (one core, no invariant checks),
actions per game, and the time to rebuild a 300-action match from its log.

    python benchmarks/engine_bench.py [--games 200] [--seed bench]

Prints figures; asserts nothing. The playout fuzzer's --json prints the same figures
with every invariant checked after every action (much slower by design).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules_engine.core.match import Match
from rules_engine.playout import choose, gcg_config


def play(seed: str) -> Match:
    match = Match(gcg_config(seed))
    rng = random.Random(seed)
    while not match.finished and match.number < 3000:
        match.apply(choose(rng, match.legal_actions(match.state.prompt.player)))
    return match


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args()
    play("warm-up")
    start = time.perf_counter()
    matches = [play(f"{args.seed}-{n}") for n in range(args.games)]
    elapsed = time.perf_counter() - start
    actions = [m.number for m in matches]
    long_game = next((m for m in matches if m.number >= 300), None)
    n = 1
    while long_game is None:  # a game long enough for the 300-action replay figure
        candidate = play(f"{args.seed}-long-{n}")
        long_game = candidate if candidate.number >= 300 else None
        n += 1
    timings = []
    for _ in range(30):
        t0 = time.perf_counter()
        long_game.replay(300)
        timings.append((time.perf_counter() - t0) * 1000)
    print(f"games:                 {args.games}")
    print(f"games per second:      {args.games / elapsed:.1f}")
    print(f"actions per game:      mean {statistics.mean(actions):.0f}, "
          f"median {statistics.median(actions):.0f}, max {max(actions)}")
    print(f"actions per second:    {sum(actions) / elapsed:.0f}")
    print(f"replay 300 actions:    p50 {statistics.median(timings):.2f} ms, "
          f"max {max(timings):.2f} ms")


if __name__ == "__main__":
    main()
