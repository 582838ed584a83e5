"""Search behaviour a player or judge relies on, one behaviour per test."""

import pytest

from rules_engine.rulebook.query import parse_query
from rules_engine.rulebook.search import default_searcher

S = default_searcher()


def top(query, **kw):
    results = S.search(query, **kw)
    return results[0]


def ids(query, n=3, **kw):
    return [(r.game, r.lang, r.id) for r in S.search(query, limit=n, **kw)]


@pytest.mark.parametrize("query", [
    "13-2-5", "13.2.5", "１３－２－５", "13 - 2 - 5", "rule 13-2-5", "CR 13-2-5", "第13-2-5條",
    "gcg 13-2-5", "gundam 13-2-5", "Rule 13-2-5", "§13-2-5",
])
def test_exact_id_any_spelling(query):
    result = top(query)
    assert (result.game, result.lang, result.id, result.kind) == ("gcg", "zh-Hant", "13-2-5", "exact")
    assert result.score == 100


@pytest.mark.parametrize("query,expected", [
    ("ultraman 5.9.4", ("ucg", "zh-Hant", "5.9.4")),
    ("ucg 8.1.1", ("ucg", "zh-Hant", "8.1.1")),
    ("azur lane 508.1a", ("altcg", "zh-Hant", "508.1a")),
    ("505.2b", ("altcg", "zh-Hant", "505.2b")),
    ("gcg ja 9-1-6-8", ("gcg", "ja", "9-1-6-8")),
    ("nexa B9-3", ("nexa", "ja", "B9-3")),
    ("d-45-1", ("nexa", "ja", "D-45-1")),
    ("11.4.2.1", ("gcg", "zh-Hant", "11-4-2-1")),
])
def test_game_and_language_hints(query, expected):
    assert ids(query, 1)[0] == expected


def test_options_choose_the_document():
    assert ids("8.1.1", 1, game="ucg")[0] == ("ucg", "zh-Hant", "8.1.1")
    assert ids("1-2-2-1", 1, game="gcg", lang="ja")[0] == ("gcg", "ja", "1-2-2-1")


def test_words_next_to_an_id_choose_the_document():
    # 11-4 is printed by GCG (overflow) and by Ultraman (an effect); the words decide.
    assert ids("11-4 overflow", 1)[0] == ("gcg", "zh-Hant", "11-4")
    assert ids("11.4 效果", 1)[0] == ("ucg", "zh-Hant", "11.4")


def test_prefix_respects_boundaries():
    results = S.search("ja 11-1", limit=10)
    assert results and all(r.kind == "prefix" for r in results)
    assert all(r.id.startswith("11-1-") for r in results)
    # 1-1 exists in zh, but in ja only its children: never 1-10 or 1-11…
    for r in S.search("gcg ja 1-1", limit=20):
        assert r.id == "1-1" or r.id.startswith("1-1-")


def test_missing_id_suggests_its_neighbours():
    results = S.search("11-40")
    assert 3 <= len(results) <= 5
    assert all(r.kind == "suggestion" for r in results)
    assert "11-40" not in [r.id for r in results]
    assert ("gcg", "11") in [(r.game, r.id) for r in results]


def test_gcg_japanese_with_chinese_numbering():
    result = top("gcg ja 13-1-3")
    assert (result.lang, result.id, result.counterpart) == ("ja", "11-1-3", ("zh-Hant", "13-1-3"))


def test_heading_answers_with_itself_and_lists_children():
    result = top("11-4")
    assert result.heading == "戰鬥區的超額處理"
    assert [c for c, _ in result.children] == ["11-4-1", "11-4-2"]
    assert result.children[0][1] == "戰鬥區中的機體上限為 6 張。"
    assert result.path == [("11", "規則處理")]


def test_duplicate_ids_both_returned():
    results = S.search("altcg 601.5")
    assert [r.key for r in results[:2]] == ["601.5", "601.5#2"]
    assert S.show("601.5", "altcg")[1].text.startswith("【強擊+X】")


@pytest.mark.parametrize("query,expected", [
    ("blocker", "13-1-4"), ("Blockers", "13-1-4"), ("blokcer", "13-1-4"), ("阻擋者", "13-1-4"),
    ("阻挡者", "13-1-4"), ("high maneuver", "13-1-6"), ("High-Maneuver", "13-1-6"),
    ("高机动", "13-1-6"), ("repair", "13-1-1"), ("burst", "13-2-5"), ("超額處理", "11-4"),
    ("超额处理", "11-4"), ("once per turn", "13-2-13"), ("when linked", "13-2-11"),
])
def test_terms_find_their_defining_clause(query, expected):
    results = S.search(query, limit=2)
    assert expected in [r.id for r in results if r.game == "gcg"]


def test_japanese_query_prefers_the_japanese_document():
    result = top("ブロッカー")  # 11-1-4 【ブロッカー】 is a bare heading: its definition first
    assert (result.lang, result.id) == ("ja", "11-1-4-1")
    result = top("リペア")
    assert (result.lang, result.id) == ("ja", "11-1-1-1")


def test_japanese_section_without_printed_heading():
    # ja prints no `3-6. シールドエリア`; its first clause stands for it.
    assert top("シールドエリア").id in ("3-6-1", "3-6-2")


@pytest.mark.parametrize("query,expected", [
    ("hand size limit", {"4-8-4", "3-8-4", "7-6-5-1"}),
    ("ultraman no hand limit", {"3.4.3", "5.3.3"}),
    ("tokens have no color", {"5-17-2-3", "4-17-2-2"}),
    ("can units attack the turn they are deployed", {"3-2-6-3", "2-11-4", "3-2-4"}),
    ("what happens when the deck runs out", {"1-2-2-2", "11-2-1-2", "10-2-1-2"}),
    ("azur lane flagship durability", {"210", "210.1", "311", "311.1"}),
    ("nexa cut in", {"B10-8", "B10-10", "B10-11"}),
])
def test_english_questions_reach_chinese_and_japanese_text(query, expected):
    assert {r.id for r in S.search(query, limit=3)} & expected


def test_counterpart_points_to_the_other_language():
    result = top("11-4-2")
    assert result.counterpart == ("ja", "10-4-2")
    assert top("gcg ja 10-4-2").counterpart == ("zh-Hant", "11-4-2")
    assert top("ultraman 5.9.4").counterpart is None


@pytest.mark.parametrize("query", ["asdfghjkl qwerty", "😀😀", "zzzz", "ultraman 99.99", "gcg"])
def test_never_empty_handed(query):
    results = S.search(query)
    assert 3 <= len(results) <= 5
    assert all(r.kind == "suggestion" for r in results)


def test_game_alone_lists_its_chapters():
    assert [r.id for r in S.search("nexa")][:3] == ["B1", "B2", "B5"]


def test_limit_is_honoured():
    assert len(S.search("damage", limit=1)) == 1
    assert len(S.search("damage", limit=10)) == 10


def test_scores_are_0_to_100_and_kinds_are_known():
    for query in ["11-4", "ja 11-1", "blocker", "damage shield", "xyzzy"]:
        for r in S.search(query, limit=5):
            assert 0 <= r.score <= 100
            assert r.kind in {"exact", "prefix", "alias", "fuzzy", "suggestion"}


def test_navigation_by_key():
    """The bot's parent / previous / next buttons carry a clause key."""
    result = S.result_for("gcg", "zh-Hant", "11-4-2")
    assert (result.id, result.parent) == ("11-4-2", "11-4")
    doc = next(d for d in S.index.documents if d.code == "gcg/zh-Hant")
    clause = doc.by_key["11-4-2"]
    assert S.result_for("gcg", "zh-Hant", clause.next).id == "11-4-2-1"
    assert S.result_for("gcg", "zh-Hant", clause.prev).id == "11-4-1"
    assert S.result_for("gcg", "zh-Hant", "99-99") is None


def test_the_meaning_ranker_finds_a_clause_said_in_other_words():
    """semantic.py: the model ships in the wordllama wheel and loads offline; a question
    sharing no content word with the rule ("take off … put another on" for 3-3-5 "cannot
    remove or exchange a paired pilot") finds it among the ranker's first three."""
    import numpy as np

    from rules_engine.rulebook import semantic

    assert semantic.model() is not None
    searcher = default_searcher()
    index = searcher.index
    scores = semantic.scores(index.lexical.english_vectors, "may I take the pilot off and put another one on")
    best = [index.entries[e] for e in np.argsort(-scores)[:3]]
    assert any(index.documents[d].game == "gcg" and key == "3-3-5" for d, key in best), best
    assert semantic.scores(index.lexical.english_vectors, "  ") is None


def test_the_package_exports_import_without_recursion():
    """`from rules_engine.rulebook import search` once recursed without end (the lazy export
    and the submodule share the name): now it is the submodule, and the docstring's
    `from rules_engine.rulebook.search import search` answers."""
    from rules_engine.rulebook import Searcher, search
    from rules_engine.rulebook.search import search as find

    assert search.Searcher is Searcher
    assert find("11-4 overflow")[0].id == "11-4"


@pytest.mark.parametrize(("query", "expected"), [
    ("what is gundam war nex-a?", ("nexa", "ja", "B1")),
    ("what is the ultraman card game", ("ucg", "zh-Hant", "1")),
    ("how do you play azur lane", ("altcg", "zh-Hant", "1")),
])
def test_a_game_named_with_nothing_else_asked_gets_its_overview(query, expected):
    results = S.search(query)
    first = results[0]
    assert (first.game, first.lang, first.id) == expected and first.kind != "suggestion"
    assert all(r.game == expected[0] for r in results) and len(results) > 1  # then its chapters


def test_a_game_named_with_a_question_is_not_the_overview():
    assert top("azur lane flagship").id != "1"
    assert top("what is a nexa guard level").id != "B1"


# --- typos ----------------------------------------------------------------------------


@pytest.mark.parametrize(("query", "game", "words"), [
    ("ultrman chrage", "ucg", "chrage"),  # one letter missing
    ("gundum blocker", "gcg", "blocker"),  # one letter wrong
    ("gundum war hangar", "nexa", "hangar"),  # the longer name is read first
    ("azure lane flagship", "altcg", "flagship"),  # a two-word name, one letter more
])
def test_a_misspelt_game_name_still_chooses_the_game(query, game, words):
    parsed = parse_query(query)
    assert (parsed.games, parsed.words) == ([game], words)


@pytest.mark.parametrize(("query", "games"), [
    ("random unit", []), ("the guard step", []), ("ultimate attack", []),
    ("gundam blocker ultrman", ["gcg"]),  # a game named as spelt: no guessing at another
])
def test_only_a_misspelt_game_name_is_read_as_one(query, games):
    assert parse_query(query).games == games


@pytest.mark.parametrize(("typed", "meant"), [
    (["chrage"], ["charge"]),  # a swap of neighbours is one typo: not `change` (two)
    (["sceen"], ["scene"]),  # `seen` and `screen` are as near: the rules say `scene` most
    (["hanger"], ["hangar"]),
    (["blokcer"], ["blocker"]),
    (["destoryed"], ["destroyed"]),
    (["junk", "yard"], ["junkyard", ""]),  # one word written apart
    (["first", "strike"], ["first", "strike"]),  # known words are left alone
    (["zzzzqqq"], ["zzzzqqq"]),  # nothing near: left as typed
])
def test_english_typos_are_read_as_the_nearest_rules_word(typed, meant):
    assert default_searcher().index.lexical.correct(typed) == meant


@pytest.mark.parametrize(("query", "expected"), [
    ("utlraman chrage", ("ucg", "11.17.1")),  # the charge zone's first clause
    ("nexa hangr", ("nexa", "D-56")),  # ハンガー
    ("gundum sheild area", ("gcg", "4-6-1")),  # 護盾區 is …
])
def test_a_typo_in_the_game_or_the_term_still_finds_the_clause(query, expected):
    assert ids(query, 1)[0][::2] == expected


@pytest.mark.parametrize(("query", "definition", "heading"), [
    ("ultraman trash", ("ucg", "3.7.1"), ("ucg", "3.7")),  # 棄牌區
    ("ucg 棄牌區", ("ucg", "3.7.1"), ("ucg", "3.7")),
    ("gcg trash", ("gcg", "4-9-1"), ("gcg", "4-9")),
    ("what is a blocker", ("gcg", "13-1-4-1"), ("gcg", "13-1-4")),
    ("what's first strike", ("gcg", "13-1-5-1"), ("gcg", "13-1-5")),  # GCG's, not NEX-A's
    ("what does first strike mean", ("gcg", "13-1-5-1"), ("gcg", "13-1-5")),
    ("什麼是阻擋者", ("gcg", "13-1-4-1"), ("gcg", "13-1-4")),
    ("ブロッカーとは", ("gcg", "11-1-4-1"), ("gcg", "11-1-4")),
    ("撤退區是什麼", ("altcg", "404.1"), ("altcg", "404")),
])
def test_a_term_looked_up_gets_its_definition_then_its_heading(query, definition, heading):
    # the term's heading is bare (no text of its own): the clause defining the term
    # comes first, the heading right after it
    assert [r[::2] for r in ids(query, 2)] == [definition, heading]


def test_does_is_no_doe():
    # `does` read as the plural of `doe` was one more concept no clause says
    from rules_engine.rulebook.normalize import singular

    assert [singular(w) for w in ("does", "goes", "always", "series", "cards")] == \
        ["do", "go", "always", "series", "card"]


def test_token_alignment_matches_each_word_to_the_word_that_says_it():
    from rules_engine.rulebook import semantic

    query = semantic.token_sets(["rested unit block"])[0]
    said, other, empty = semantic.token_sets(["a rested unit cannot block", "draw two cards", ""])
    scores = semantic.alignment(query, [said, other, empty])
    assert scores[0] == pytest.approx(1.0, abs=1e-5)  # every query token said as is
    assert 0.0 < scores[1] < 0.9 and scores[2] == 0.0


def test_the_alignment_stage_only_reorders_the_fusions_best(monkeypatch):
    import rules_engine.rulebook.search as search_module

    query = "my unit got destroyed by an effect during the battle, does it still deal damage?"
    with_stage = [r.key for r in S.search(query, limit=search_module.ALIGN_POOL)]
    monkeypatch.setattr(search_module, "W_ALIGN", 0.0)
    without = [r.key for r in S.search(query, limit=search_module.ALIGN_POOL)]
    assert set(with_stage) == set(without)


def test_a_query_is_tokenised_by_the_models_own_tokenizer_alike():
    """The bot keeps one tokenizer, not two (docs/memory.md: ~30 MB): warming the model
    and tokenising a query build no unpadded copy, and a query's token ids are the same as
    in a batch, where the copy is used."""
    import numpy as np

    from rules_engine.rulebook import semantic

    if semantic.model() is None:
        pytest.skip("the meaning ranker's model is not installed")
    semantic._unpadded_tokenizer.cache_clear()
    semantic.warm()
    queries = ["can a rested unit block?", "《Blocker》", "什麼是護盾區", "シールドエリアとは"]
    alone = [semantic.token_sets([q])[0] for q in queries]
    assert semantic._unpadded_tokenizer.cache_info().currsize == 0
    longer = "a much longer text than any of the queries, so that the batch pads them " * 3
    for query, ids in zip(queries, alone, strict=True):
        assert np.array_equal(ids, semantic.token_sets([query, longer])[0]), query
