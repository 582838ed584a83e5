"""Rulebook figures: index build time (cold, and a cold process start from the on-disk
cache) and in-process lookup latency, side by side with a naive rapidfuzz scan over the
raw clauses in the same run.

    python benchmarks/rulebook_bench.py [--repeat 20] [--json]

Lookups are every query of the example set and of the held-out halves
(tests/rules_engine/rulebook/{rules_queries_dev.jsonl,eval/tune.jsonl,eval/test.jsonl}),
repeated, in-process, after one warm-up pass. The naive scan scores every clause's
heading and text against the query with rapidfuzz `WRatio` and keeps the best 5.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rules_engine.cli import Parser, positive_int  # noqa: E402

HERE = REPO / "tests" / "rules_engine" / "rulebook"
QUERIES = [REPO.parent / "shared" / "eval" / "rules_queries_dev.jsonl", HERE / "rules_queries_dev.jsonl",
           HERE / "eval" / "tune.jsonl", HERE / "eval" / "test.jsonl"]
COLD_START = ("import time; t = time.perf_counter(); "
              "from rules_engine.rulebook.search import Searcher; "
              "Searcher().search('blocker'); print(time.perf_counter() - t)")


def percentiles(timings: list[float]) -> dict:
    timings = sorted(timings)
    return {"p50_ms": statistics.median(timings) * 1000,
            "p99_ms": timings[max(0, int(len(timings) * 0.99) - 1)] * 1000,
            "max_ms": timings[-1] * 1000, "lookups": len(timings)}


def cold_start(cache: str) -> float:
    """Seconds for a new process to import the search, load the cached index and answer."""
    env = dict(os.environ, REFBOT_CACHE_DIR=cache, PYTHONPATH=str(REPO))
    out = subprocess.run([sys.executable, "-c", COLD_START], env=env, cwd=REPO, check=True,
                         capture_output=True, text=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = Parser(prog="python benchmarks/rulebook_bench.py",
                    description="Rulebook index build time and lookup latency (prints figures).")
    parser.add_argument("--repeat", type=positive_int, default=20)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    cache = tempfile.mkdtemp(prefix="rulebook-bench-")
    os.environ["REFBOT_CACHE_DIR"] = cache

    from rapidfuzz import fuzz, process

    from rules_engine.rulebook.index import load_index
    from rules_engine.rulebook.search import Searcher

    t0 = time.perf_counter()
    index = load_index(use_cache=False)
    cold = time.perf_counter() - t0
    load_index()  # writes the cache file
    t0 = time.perf_counter()
    index = load_index()
    cached = time.perf_counter() - t0
    start = min(cold_start(cache) for _ in range(3))
    searcher = Searcher(index)

    queries = []
    seen = set()
    for path in QUERIES:
        if path.is_file() and path.name not in seen:
            seen.add(path.name)
            queries += [json.loads(line)["q"] for line in path.read_text(encoding="utf-8").splitlines()
                        if line.strip()]
    raw = [f"{c.heading} {c.text}" for d in index.documents for c in d.clauses]

    def naive(q: str) -> list:
        return process.extract(q, raw, scorer=fuzz.WRatio, limit=5)

    for q in queries:  # warm-up: first-use costs (regex, OpenCC) are not lookups
        searcher.search(q)
        naive(q)
    ours, theirs, cpu = [], [], []
    for _ in range(args.repeat):
        for q in queries:
            t0, c0 = time.perf_counter(), time.thread_time()
            searcher.search(q)
            ours.append(time.perf_counter() - t0)
            cpu.append(time.thread_time() - c0)
    for q in queries * max(1, args.repeat // 10):
        t0 = time.perf_counter()
        naive(q)
        theirs.append(time.perf_counter() - t0)
    figures = {"clauses": len(index.entries), "queries": len(queries),
               "build_cold_s": cold, "load_cached_s": cached, "cold_start_cached_s": start,
               "search": percentiles(ours), "search_cpu": percentiles(cpu),
               "naive_rapidfuzz_scan": percentiles(theirs), "load_average": os.getloadavg()[0]}
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    s, c, n = figures["search"], figures["search_cpu"], figures["naive_rapidfuzz_scan"]
    print(f"clauses indexed:           {figures['clauses']}")
    print(f"index build (cold):        {cold * 1000:.0f} ms")
    print(f"index load (cached):       {cached * 1000:.0f} ms")
    print(f"process start to answer:   {start * 1000:.0f} ms (imports + cached index + 1 query)")
    print(f"queries:                   {len(queries)} (search x{args.repeat}, naive scan "
          f"x{max(1, args.repeat // 10)})")
    print(f"load average (1 min):      {figures['load_average']:.1f} on {os.cpu_count()} CPUs "
          "(wall times grow with it; CPU time is this thread's)")
    print(f"{'':26} {'search':>10} {'search CPU':>12} {'naive scan':>12}")
    for key in ("p50_ms", "p99_ms", "max_ms"):
        print(f"lookup {key[:-3]:<19} {s[key]:>8.3f}ms {c[key]:>10.3f}ms {n[key]:>10.3f}ms")


if __name__ == "__main__":
    main()
