"""Why the search ranks a text query as it does: each ranker's list, its weight in the
reciprocal rank fusion, the fused order, and the final answer (after the alignment stage)
— for whoever tunes the search (docs/search.md), not for players.

    python -m rules_engine.rulebook.explain QUERY [--game G] [--depth N] [--json]

Exit 0; 2 with one line on stderr for an empty query or an unknown --game.
"""

from __future__ import annotations

import json
import sys

from .cli import UsageError, _game, _Parser
from .normalize import strip_controls
from .search import Searcher, default_searcher


def label(searcher: Searcher, entry: int) -> str:
    """`gcg/zh-Hant 5-6-2`: what the search would print for the clause."""
    doc, clause = searcher.index.clause(entry)
    return f"{doc.game}/{doc.lang} {clause.id}"


def explanation(searcher: Searcher, query: str, game: str | None = None,
                depth: int = 5) -> dict:
    evidence = searcher.evidence(query, game=game)
    answer = [f"{r.game}/{r.lang} {r.id}" for r in searcher.search(query, game=game, limit=depth)]
    if evidence is None:  # an id, an overview or no rankable words: no fusion to show
        return {"query": query, "rankers": [], "fused": [], "answer": answer}
    return {
        "query": query,
        "rankers": [{"name": name, "weight": weight,
                     "ranking": [label(searcher, e) for e in ranking[:depth]]}
                    for name, (weight, ranking) in evidence.lists.items()],
        "fused": [{"clause": label(searcher, e), "score": round(evidence.fused[e], 4)}
                  for e in evidence.ranked[:depth]],
        "aligned": evidence.aligned,
        "answer": answer,
    }


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m rules_engine.rulebook.explain",
                     description="Show how the rules search ranks a text query.")
    parser.add_argument("query")
    parser.add_argument("--game")
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
        query = strip_controls(args.query).strip()
        if not query:
            raise UsageError("empty query")
        report = explanation(default_searcher(), query, _game(args.game),
                             max(1, min(args.depth, 20)))
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    print(f"query: {report['query']}")
    for ranker in report["rankers"]:
        print(f"  {ranker['name']:<17} ×{ranker['weight']:<4g} {', '.join(ranker['ranking'])}")
    if report["fused"]:
        print("  fused             " + ", ".join(f"{f['clause']} {f['score']}" for f in report["fused"]))
        if report["aligned"]:
            print("  (then reordered by token alignment)")
    print("  answer            " + ", ".join(report["answer"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
