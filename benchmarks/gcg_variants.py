"""How well the GCG reader generalises: mechanical variants of every effect it automates, read
and compared with the original's reading (tests/rules_engine/games/gcg/variant_fragments.py).

    python benchmarks/gcg_variants.py                 # the template corpus, en / ja / zh-Hant
    python benchmarks/gcg_variants.py FILES.jsonl     # other lists (English), to measure only
    python benchmarks/gcg_variants.py --json          # one JSON object
    python benchmarks/gcg_variants.py --show unread --kind count   # the failing variants

Per kind of variation: variants made, read right (as its parts say), unread (by hand), misread
(read, but not as the variation says), and read right but not run by the executor."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.rules_engine.games.gcg.variant_fragments import (
    KINDS,
    corpus_texts,
    jsonl_texts,
    outcomes,
    tally,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="card lists (JSON lines); the template corpus by default")
    parser.add_argument("--lang", action="append", help="only these printed languages")
    parser.add_argument("--kind", action="append", choices=sorted(KINDS), help="only these kinds")
    parser.add_argument("--show", choices=["unread", "misread", "not_run"], help="list those variants")
    parser.add_argument("--reasons", action="store_true", help="the most frequent reasons of the unread")
    parser.add_argument("--not-run-by-reason", action="store_true",
                        help="every reason the executor gives for variants read right but not run, all kinds")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    texts = jsonl_texts(args.files) if args.files else corpus_texts()
    seen: set[tuple[str, str, str]] = set()
    found = []
    for text, lang, card_type in texts:
        if (args.lang and lang not in args.lang) or (text, lang, card_type) in seen:
            continue
        seen.add((text, lang, card_type))
        found.extend(outcomes(text, lang, card_type, args.kind))
    rows = tally(found)
    columns = ("variants", "right", "unread", "misread", "not_run")
    total = {k: sum(r[k] for r in rows.values()) for k in columns}
    if args.json:
        print(json.dumps({"source": args.files or "corpus", "kinds": rows, "total": total},
                         ensure_ascii=False))
    else:
        print(f"{'kind':<10} {'variants':>8} {'right':>6} {'rate':>7} {'unread':>6} {'misread':>7} "
              f"{'not run':>7}")
        for name in sorted(rows, key=lambda n: -rows[n]["variants"]):
            r = rows[name]
            print(f"{name:<10} {r['variants']:>8} {r['right']:>6} {r['right'] / r['variants']:>7.1%} "
                  f"{r['unread']:>6} {r['misread']:>7} {r['not_run']:>7}")
        if total["variants"]:
            print(f"{'all':<10} {total['variants']:>8} {total['right']:>6} "
                  f"{total['right'] / total['variants']:>7.1%} {total['unread']:>6} {total['misread']:>7} "
                  f"{total['not_run']:>7}")
    if args.not_run_by_reason:
        for why, n in Counter(o.run_why for o in found if o.runs is False).most_common():
            print(f"{n:>5}  {why}")
    if args.reasons and args.show != "not_run":
        reasons = Counter(o.why[:90] for o in found if o.result == "unread")
        for why, n in reasons.most_common(40):
            print(f"{n:>5}  {why}")
    if args.show == "not_run" and args.reasons:
        reasons = Counter(f"[{o.kind}] {o.run_why[:90]}" for o in found if o.runs is False)
        for why, n in reasons.most_common(40):
            print(f"{n:>5}  {why}")
        return
    if args.show:
        for o in found:
            if (o.result == args.show) or (args.show == "not_run" and o.runs is False):
                print(f"[{o.kind}] {o.variant}\n    was: {o.original}\n    {o.why}")


if __name__ == "__main__":
    main()
