"""Every rules query the repository holds, and what the search answers: for comparing two
trees' answers byte for byte when a change must not move any (a storage change to the index:
docs/memory.md, tenth pass).

    cd TREE && PYTHONPATH=$PWD python benchmarks/rulebook_ranks.py > ranks-TREE.jsonl
    cmp ranks-main.jsonl ranks-branch.jsonl

The queries: every `*.jsonl` set under tests/rules_engine/rulebook/ (the held-out and tuning
sets and the example set), the shared example set beside the repository when there is one
(../shared/eval/rules_queries_dev.jsonl), the evaluation's source list (eval/queries.py) and
the bot's autocomplete terms (`ASKED_MOST`). Each is searched with no game, then within `gcg`
and `ucg`; one JSON line per search: the query, the game, and the top results as (game,
language, id, key, kind, `repr` of the score). Prints lines; asserts nothing.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bot.services.lookups import ASKED_MOST  # noqa: E402
from rules_engine.cli import Parser, positive_int  # noqa: E402
from rules_engine.rulebook.search import default_searcher  # noqa: E402

HERE = REPO / "tests" / "rules_engine" / "rulebook"
GAMES = (None, "gcg", "ucg")


def queries() -> list[str]:
    paths = sorted((HERE / "eval").glob("*.jsonl")) + sorted(HERE.glob("*.jsonl"))
    shared = REPO.parent / "shared" / "eval" / "rules_queries_dev.jsonl"
    out = []
    for path in [*paths, *([shared] if shared.is_file() else [])]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                out.append(row.get("q") or row.get("query"))
    sys.path.insert(0, str(HERE / "eval"))
    from queries import Q  # the evaluation's source list

    return out + [query for query, *_ in Q] + list(ASKED_MOST)


def main() -> None:
    parser = Parser(prog="python benchmarks/rulebook_ranks.py",
                    description="Every rules query the repository holds and the search's answers, one "
                                "JSON line each (for cmp between two trees).")
    parser.add_argument("--limit", type=positive_int, default=10, help="results kept per search")
    args = parser.parse_args()
    searcher = default_searcher()
    asked = queries()
    for query in asked:
        for game in GAMES:
            results = searcher.search(query, game=game, limit=args.limit)
            print(json.dumps([query, game, [(r.game, r.lang, r.id, r.key, r.kind, repr(r.score))
                                            for r in results]], ensure_ascii=False))
    print(f"{len(asked)} queries, {len(asked) * len(GAMES)} searches", file=sys.stderr)


if __name__ == "__main__":
    main()
