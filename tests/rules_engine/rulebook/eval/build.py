"""Write tune.jsonl and test.jsonl from queries.py: a seeded split, stratified by kind and
game, made after all the queries were written.

    PYTHONPATH=$PWD python tests/rules_engine/rulebook/eval/build.py

Each stratum (kind x game) is shuffled with the seed and dealt alternately to the two
halves; a stratum of odd size gives its extra query to whichever half is smaller so far,
so the halves differ by at most one query overall.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from queries import Q  # noqa: E402

SEED = 17  # the number
DOCS = {
    "gz": ("gcg", "zh-Hant"),
    "gj": ("gcg", "ja"),
    "u": ("ucg", "zh-Hant"),
    "a": ("altcg", "zh-Hant"),
    "n": ("nexa", "ja"),
}
KINDS = ("id", "id_words", "en_keyword", "en_question", "zh", "zh_simplified", "ja", "typo",
         "cross_language", "situation")
GAMES = ("gcg", "ucg", "altcg", "nexa")


def record(q: str, kind: str, accept: list[str]) -> dict:
    out = []
    for ref in accept:
        doc, clause_id = ref.split(":", 1)
        game, lang = DOCS[doc]
        out.append({"game": game, "lang": lang, "id": clause_id})
    return {"q": q, "kind": kind, "accept": out}


def split(records: list[dict], seed: int = SEED) -> tuple[list[dict], list[dict]]:
    rng = random.Random(seed)
    strata: dict[tuple[str, str], list[dict]] = {}
    for rec in records:
        strata.setdefault((rec["kind"], rec["accept"][0]["game"]), []).append(rec)
    tune: list[dict] = []
    test: list[dict] = []
    for kind in KINDS:
        for game in GAMES:
            group = strata.pop((kind, game), [])
            rng.shuffle(group)
            half = len(group) // 2
            tune += group[:half]
            test += group[half:2 * half]
            if len(group) % 2:
                (tune if len(tune) <= len(test) else test).append(group[-1])
    assert not strata, f"unknown kind or game: {sorted(strata)}"
    return tune, test


def main() -> int:
    records = [record(*entry) for entry in Q]
    tune, test = split(records)
    for name, rows in (("tune", tune), ("test", test)):
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"tune {len(tune)}  test {len(test)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
