"""Rulebook figures: index build time (cold and from cache) and lookup latency.

    python benchmarks/rulebook_bench.py [--repeat 100]

Lookups are the dev queries (../shared/eval/rules_queries_dev.jsonl, or the copy in
tests/) repeated, in-process, after one warm-up pass. Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rules_engine.cli import Parser, positive_int  # noqa: E402

QUERIES = [REPO.parent / "shared" / "eval" / "rules_queries_dev.jsonl",
           REPO / "tests" / "rules_engine" / "rulebook" / "rules_queries_dev.jsonl"]


def main() -> None:
    parser = Parser(prog="python benchmarks/rulebook_bench.py",
                    description="Rulebook index build time and lookup latency (prints figures).")
    parser.add_argument("--repeat", type=positive_int, default=100)
    args = parser.parse_args()
    os.environ["REFBOT_CACHE_DIR"] = tempfile.mkdtemp(prefix="rulebook-bench-")

    from rules_engine.rulebook.index import load_index
    from rules_engine.rulebook.search import Searcher

    t0 = time.perf_counter()
    index = load_index(use_cache=False)
    cold = time.perf_counter() - t0
    load_index()  # writes the cache file
    t0 = time.perf_counter()
    index = load_index()
    cached = time.perf_counter() - t0
    searcher = Searcher(index)

    path = next(p for p in QUERIES if p.is_file())
    queries = [json.loads(line)["q"] for line in path.read_text(encoding="utf-8").splitlines()
               if line.strip()]
    for q in queries:  # warm-up: first-use costs (regex, OpenCC) are not lookups
        searcher.search(q)
    timings = []
    for _ in range(args.repeat):
        for q in queries:
            t0 = time.perf_counter()
            searcher.search(q)
            timings.append(time.perf_counter() - t0)
    timings.sort()
    p50 = statistics.median(timings) * 1000
    p99 = timings[int(len(timings) * 0.99) - 1] * 1000
    print(f"clauses indexed:      {len(index.entries)}")
    print(f"index build (cold):   {cold * 1000:.0f} ms")
    print(f"index load (cached):  {cached * 1000:.0f} ms")
    print(f"lookups:              {len(timings)} ({len(queries)} queries x {args.repeat})")
    print(f"lookup p50:           {p50:.3f} ms")
    print(f"lookup p99:           {p99:.3f} ms")
    print(f"lookup max:           {timings[-1] * 1000:.3f} ms")


if __name__ == "__main__":
    main()
