"""Top-1 / top-3 accuracy of the search over a JSONL file of queries with their
acceptable answers (`../shared/eval/rules_queries_dev.jsonl` format)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from .search import Result, Searcher, default_searcher


@dataclass(slots=True)
class Outcome:
    query: str
    rank: int | None  # 1-based rank of the first acceptable result, None if absent
    got: list[str]


def acceptable(result: Result, accept: dict) -> bool:
    if accept.get("game") and result.game != accept["game"]:
        return False
    if accept.get("lang") and result.lang != accept["lang"]:
        return False
    if "id" in accept:
        return result.id == accept["id"]
    if "title_contains" in accept:
        return accept["title_contains"] in (result.heading or result.title)
    return False


def evaluate(path: Path, searcher: Searcher | None = None, k: int = 3) -> list[Outcome]:
    searcher = searcher or default_searcher()
    outcomes = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        results = searcher.search(case["q"], limit=k)
        rank = next((n for n, r in enumerate(results, 1)
                     if any(acceptable(r, a) for a in case["accept"])), None)
        got = [f"{r.game}/{r.lang} {r.id} ({r.kind} {r.score})" for r in results]
        outcomes.append(Outcome(case["q"], rank, got))
    return outcomes


def main(argv: list[str]) -> int:
    from ..cli import Parser

    default = Path(__file__).resolve().parents[3] / "shared" / "eval" / "rules_queries_dev.jsonl"
    parser = Parser(prog="python -m rules_engine.rulebook.evaluate",
                    description="Top-1 / top-3 of the rules search over a JSONL file of queries.")
    parser.add_argument("file", nargs="?", type=Path, default=default, help="queries (JSONL)")
    path = parser.parse_args(argv).file
    if not path.is_file():
        parser.error(f"no such file: {path}")
    outcomes = evaluate(path)
    n = len(outcomes)
    top1 = sum(1 for o in outcomes if o.rank == 1)
    top3 = sum(1 for o in outcomes if o.rank is not None)
    for o in outcomes:
        if o.rank != 1:
            print(f"{'MISS' if o.rank is None else f'@{o.rank}'}  {o.query!r}: {'; '.join(o.got)}")
    print(f"top-1 {top1}/{n} = {top1 / n:.1%}   top-3 {top3}/{n} = {top3 / n:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
