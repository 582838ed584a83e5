"""Top-1 / top-3 / top-5 accuracy and MRR@5 of the search over a JSONL file of queries with
their acceptable answers (`../shared/eval/rules_queries_dev.jsonl` format; a `kind` per query
is optional), overall, per query kind and per game. Top-5 is what `/rule` offers a reader:
the answer and its other matches.

    python -m rules_engine.rulebook.evaluate FILE [--json] [--quiet]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from .search import Result, Searcher, default_searcher

DEPTH = 5  # results read per query: MRR@5


@dataclass(slots=True)
class Outcome:
    query: str
    rank: int | None  # 1-based rank of the first acceptable result within DEPTH, None if absent
    got: list[str]
    kind: str = ""
    game: str = ""

    @property
    def top1(self) -> bool:
        return self.rank == 1

    @property
    def top3(self) -> bool:
        return self.rank is not None and self.rank <= 3

    @property
    def top5(self) -> bool:
        return self.rank is not None and self.rank <= 5


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


def evaluate(path: Path, searcher: Searcher | None = None, k: int = DEPTH) -> list[Outcome]:
    searcher = searcher or default_searcher()
    outcomes = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        results = searcher.search(case["q"], limit=k)[:k]
        rank = next((n for n, r in enumerate(results, 1)
                     if any(acceptable(r, a) for a in case["accept"])), None)
        got = [f"{r.game}/{r.lang} {r.id} ({r.kind} {r.score})" for r in results]
        game = next((a["game"] for a in case["accept"] if a.get("game")), "")
        outcomes.append(Outcome(case["q"], rank, got, case.get("kind", ""), game))
    return outcomes


def summary(outcomes: list[Outcome]) -> dict:
    """{n, top1, top3, top5, mrr5} for a group of outcomes (fractions 0..1)."""
    n = len(outcomes)
    if not n:
        return {"n": 0, "top1": 0.0, "top3": 0.0, "top5": 0.0, "mrr5": 0.0}
    return {"n": n, "top1": sum(o.top1 for o in outcomes) / n,
            "top3": sum(o.top3 for o in outcomes) / n,
            "top5": sum(o.top5 for o in outcomes) / n,
            "mrr5": sum(1 / o.rank for o in outcomes if o.rank) / n}


def report(outcomes: list[Outcome]) -> dict:
    """Overall, per kind and per game."""
    by_kind: dict[str, list[Outcome]] = defaultdict(list)
    by_game: dict[str, list[Outcome]] = defaultdict(list)
    for o in outcomes:
        by_kind[o.kind or "-"].append(o)
        by_game[o.game or "-"].append(o)
    return {"overall": summary(outcomes),
            "kind": {k: summary(v) for k, v in sorted(by_kind.items())},
            "game": {g: summary(v) for g, v in sorted(by_game.items())}}


def table(title: str, rows: dict[str, dict]) -> list[str]:
    lines = [f"{title:<16} {'n':>4} {'top-1':>7} {'top-3':>7} {'top-5':>7} {'MRR@5':>7}"]
    for name, s in rows.items():
        lines.append(f"{name:<16} {s['n']:>4} {s['top1']:>7.1%} {s['top3']:>7.1%} {s['top5']:>7.1%} "
                     f"{s['mrr5']:>7.3f}")
    return lines


def main(argv: list[str]) -> int:
    from ..cli import Parser

    default = Path(__file__).resolve().parents[3] / "shared" / "eval" / "rules_queries_dev.jsonl"
    parser = Parser(prog="python -m rules_engine.rulebook.evaluate",
                    description="Top-1 / top-3 / top-5 / MRR@5 of the rules search over a JSONL file of "
                                "queries, overall, per kind and per game.")
    parser.add_argument("file", nargs="?", type=Path, default=default, help="queries (JSONL)")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object: overall, kind, game, misses")
    parser.add_argument("--quiet", action="store_true", help="do not list the misses")
    args = parser.parse_args(argv)
    path = args.file
    if not path.is_file():
        parser.error(f"no such file: {path}")
    outcomes = evaluate(path)
    figures = report(outcomes)
    if args.json:
        figures["misses"] = [{"q": o.query, "kind": o.kind, "rank": o.rank, "got": o.got}
                             for o in outcomes if not o.top1]
        print(json.dumps(figures, ensure_ascii=False, indent=1))
        return 0
    n = len(outcomes)
    top1 = sum(o.top1 for o in outcomes)
    top3 = sum(o.top3 for o in outcomes)
    if not args.quiet:
        for o in outcomes:
            if o.rank != 1:
                shown = "; ".join(o.got[:3])
                print(f"{'MISS' if not o.top3 else f'@{o.rank}'}  {o.query!r}: {shown}")
    if any(o.kind for o in outcomes):
        print("\n".join(table("kind", figures["kind"])))
    print("\n".join(table("game", figures["game"])))
    top5 = sum(o.top5 for o in outcomes)
    print(f"top-1 {top1}/{n} = {top1 / n:.1%}   top-3 {top3}/{n} = {top3 / n:.1%}   "
          f"top-5 {top5}/{n} = {top5 / n:.1%}   MRR@5 {figures['overall']['mrr5']:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
