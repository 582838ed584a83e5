"""The questions each clause answers (`data/rules/<stem>.questions.yaml` in English,
`<stem>.questions-cjk.yaml` in Chinese and Japanese; english.py): a search aid written by
the team from the clauses. Every clause that states a rule has some,
they name real clauses, they stay short plain English, GCG's Japanese clauses reach theirs
through the zh↔ja correspondence, they are never shown as rule text, and a question in
players' words reaches its clause through them."""

from __future__ import annotations

import json
import re

import pytest

from rules_engine.paths import data_dir
from rules_engine.rulebook.align import read_correspondence
from rules_engine.rulebook.english import (
    cjk_questions_path,
    questions_path,
    read_cjk_questions,
    read_questions,
)
from rules_engine.rulebook.glossary import load_glossary
from rules_engine.rulebook.index import build_index
from rules_engine.rulebook.library import documents, load_documents, load_manifest, rules_dir
from rules_engine.rulebook.search import Searcher

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")

DOCS = {d.code: d for d in documents()}


@pytest.mark.parametrize("entry", load_manifest(), ids=lambda e: e["file"])
def test_every_question_names_a_clause_and_is_short_plain_english(entry):
    asked = read_questions(questions_path(rules_dir(), entry["file"]))
    doc = next(d for d in DOCS.values() if d.file == entry["file"])
    if (doc.game, doc.lang) != ("gcg", "ja"):  # the ja GCG file holds only ja-only clauses
        assert asked, f"{entry['file']}: no questions file"
    for key, questions in asked.items():
        assert key in doc.by_key, (entry["file"], key)
        assert 1 <= len(questions) <= 4, (entry["file"], key)
        assert len(set(questions)) == len(questions), (entry["file"], key)
        for q in questions:
            assert q.isascii() and 3 <= len(q) <= 150, (entry["file"], key, q)


@pytest.mark.parametrize("code", sorted(DOCS))
def test_nearly_every_clause_with_text_has_questions(code):
    doc = DOCS[code]
    with_text = [c for c in doc.clauses if c.text]
    asked = [c for c in with_text if c.questions]
    assert len(asked) >= 0.95 * len(with_text), (code, len(asked), len(with_text),
                                                 [c.key for c in with_text if not c.questions][:20])


def test_gcg_japanese_clauses_take_their_zh_counterparts_questions():
    ja, zh = DOCS["gcg/ja"], DOCS["gcg/zh-Hant"]
    assert ja.by_key["10-4-2"].questions == zh.by_key["11-4-2"].questions != ()


def test_questions_are_never_shown_as_rule_text():
    searcher = Searcher()
    for query in ("can I block with a rested unit?", "11-4", "what happens when my deck runs out"):
        for result in searcher.search(query):
            shown = json.dumps(result.to_json(), ensure_ascii=False)
            doc = next(d for d in DOCS.values() if (d.game, d.lang) == (result.game, result.lang))
            for q in doc.by_key[result.key].questions:
                assert q not in shown, (query, result.id, q)


@pytest.mark.parametrize("entry", load_manifest(), ids=lambda e: e["file"])
def test_chinese_and_japanese_questions_name_clauses(entry):
    asked = read_cjk_questions(cjk_questions_path(rules_dir(), entry["file"]))
    doc = next(d for d in DOCS.values() if d.file == entry["file"])
    if (doc.game, doc.lang) != ("gcg", "ja"):
        assert asked, f"{entry['file']}: no Chinese/Japanese questions file"
    for key, questions in asked.items():
        assert key in doc.by_key, (entry["file"], key)
        assert 1 <= len(questions) <= 4, (entry["file"], key)
        for q in questions:
            assert CJK.search(q) and len(q) <= 60, (entry["file"], key, q)
    with_text = [c for c in doc.clauses if c.text]
    assert sum(bool(c.questions_cjk) for c in with_text) >= 0.95 * len(with_text), entry["file"]


@pytest.fixture(scope="module")
def without_questions() -> Searcher:
    """The same documents and glossary, every clause's questions taken away."""
    docs = load_documents()
    for doc in docs:
        for clause in doc.clauses:
            clause.questions = clause.questions_cjk = ()
    glossary_dir = data_dir() / "glossary"
    return Searcher(build_index(docs, load_glossary(glossary_dir),
                                read_correspondence(glossary_dir / "gcg-zh-ja.yaml")))


# Questions in players' words whose clause shares few words with them (written for this
# test, not taken from the evaluation set).
REACHED_THROUGH_QUESTIONS = [
    ("what happens to a token that leaves the field?", "gcg", "5-17-2-5"),
    ("ultraman can I put two scenes down in the same turn", "ucg", "5.4.2"),
]


@pytest.mark.parametrize(("query", "game", "clause"), REACHED_THROUGH_QUESTIONS)
def test_a_players_question_reaches_its_clause_through_the_questions(query, game, clause, without_questions):
    first = Searcher().search(query, limit=1)[0]
    assert (first.game, first.id) == (game, clause)
    bare = without_questions.search(query, limit=1)[0]
    assert (bare.game, bare.id) != (game, clause)  # the questions made the difference
