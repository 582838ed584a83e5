"""The held-out evaluation set (issue 17): eval/tune.jsonl and eval/test.jsonl are well
formed, name clauses that exist, overlap neither each other nor the example set, and meet
the minimum counts per kind and per game; eval/fresh*.jsonl, written later by other
writers, are well formed, name clauses that exist and repeat no query of
the others."""

import json
from collections import Counter
from pathlib import Path

import pytest

from rules_engine.rulebook.library import documents

HERE = Path(__file__).resolve().parent
EVAL = HERE / "eval"
HALVES = {"tune": EVAL / "tune.jsonl", "test": EVAL / "test.jsonl"}
EXAMPLES = HERE / "rules_queries_dev.jsonl"
FRESH = (EVAL / "fresh.jsonl", EVAL / "fresh2.jsonl", EVAL / "fresh3.jsonl", EVAL / "fresh4.jsonl",
         EVAL / "fresh5.jsonl")

KINDS = {"id", "id_words", "en_keyword", "en_question", "zh", "zh_simplified", "ja", "typo",
         "cross_language", "situation"}
MIN_PER_KIND = 20
MIN_PER_GAME = {"gcg": 90, "ucg": 50, "altcg": 50, "nexa": 50}
MIN_TOTAL = 300


def load(path: Path) -> list[dict]:
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        assert line.strip(), f"{path.name}:{n} is blank"
        rows.append(json.loads(line))
    return rows


def norm(query: str) -> str:
    return " ".join(query.casefold().split())


@pytest.fixture(scope="module")
def halves() -> dict[str, list[dict]]:
    return {name: load(path) for name, path in HALVES.items()}


@pytest.fixture(scope="module")
def every(halves) -> list[dict]:
    return halves["tune"] + halves["test"]


@pytest.fixture(scope="module")
def fresh() -> list[dict]:
    return [row for path in FRESH for row in load(path)]


def well_formed(rows: list[dict], most: int) -> None:
    for row in rows:
        assert set(row) == {"q", "kind", "accept"}, row
        assert isinstance(row["q"], str) and row["q"].strip(), row
        assert row["kind"] in KINDS, row
        accept = row["accept"]
        assert isinstance(accept, list) and 1 <= len(accept) <= most, row
        for clause in accept:
            assert set(clause) == {"game", "lang", "id"}, row
        assert len({clause["game"] for clause in accept}) == 1, row


def test_lines_have_query_kind_and_accept(every, fresh):
    well_formed(every, 3)
    well_formed(fresh, 4)  # a GCG rule stated in two places, with both counterparts


def test_accepted_clauses_exist(every, fresh):
    docs = {(doc.game, doc.lang): doc for doc in documents()}
    missing = [(row["q"], clause) for row in every + fresh for clause in row["accept"]
               if (clause["game"], clause["lang"]) not in docs
               or clause["id"] not in docs[clause["game"], clause["lang"]].by_id]
    assert not missing


@pytest.mark.parametrize("path", FRESH, ids=lambda p: p.stem)
def test_a_fresh_set_repeats_no_query(every, path):
    rows = load(path)
    others = [r for other in FRESH if other != path for r in load(other)]
    seen = {norm(r["q"]) for r in every + others} | {norm(r["q"]) for r in load(EXAMPLES)}
    assert len(rows) >= 135
    assert not [r["q"] for r in rows if norm(r["q"]) in seen]
    assert not [q for q, n in Counter(norm(r["q"]) for r in rows).items() if n > 1]


def test_no_query_twice_or_in_both_halves(halves):
    for name, rows in halves.items():
        repeated = [q for q, n in Counter(norm(r["q"]) for r in rows).items() if n > 1]
        assert not repeated, (name, repeated)
    both = {norm(r["q"]) for r in halves["tune"]} & {norm(r["q"]) for r in halves["test"]}
    assert not both


def test_no_query_from_the_example_set(every):
    examples = {norm(row["q"]) for row in load(EXAMPLES)}
    assert examples  # the copy is there and read
    assert not [row["q"] for row in every if norm(row["q"]) in examples]


def test_halves_are_even(halves):
    assert abs(len(halves["tune"]) - len(halves["test"])) <= 1


def test_minimum_counts(every):
    assert len(every) >= MIN_TOTAL
    kinds = Counter(row["kind"] for row in every)
    assert {k: n for k, n in kinds.items() if n < MIN_PER_KIND} == {}
    assert set(kinds) == KINDS
    games = Counter(row["accept"][0]["game"] for row in every)
    assert {g: games[g] for g, least in MIN_PER_GAME.items() if games[g] < least} == {}
    # GCG has two documents: both are used.
    gcg_langs = {c["lang"] for row in every for c in row["accept"] if c["game"] == "gcg"}
    assert gcg_langs == {"zh-Hant", "ja"}


def test_every_chapter_of_every_document_is_asked(every):
    """At least one query's best answer lies in each chapter (top-level clause) of each
    document; NEX-A's chapters are its B (basic) and D (detailed) parts."""
    asked = {(c["game"], c["lang"], c["id"]) for row in every for c in row["accept"][:1]}
    for doc in documents():
        chapters = {chapter_of(doc, clause) for clause in doc.clauses}
        covered = {chapter_of(doc, doc.by_id[i][0]) for g, lang, i in asked
                   if (g, lang) == (doc.game, doc.lang)}
        assert chapters <= covered, (doc.code, sorted(chapters - covered))


def chapter_of(doc, clause) -> str:
    if doc.game == "nexa":
        return clause.id[0]
    if doc.game == "altcg":
        return clause.id[0]  # 100s -> chapter 1, ..., 600s -> chapter 6
    return clause.id.replace(".", "-").split("-")[0]
