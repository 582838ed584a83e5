"""The glossary: enough terms, every language, and forms the documents really print."""

import pytest

from rules_engine.rulebook.glossary import glossary
from rules_engine.rulebook.library import documents
from rules_engine.rulebook.normalize import fold

DOCS = {d.code: d for d in documents()}
WHERE = {"gcg": [("zh", "gcg/zh-Hant"), ("ja", "gcg/ja")], "ucg": [("zh", "ucg/zh-Hant")],
         "altcg": [("zh", "altcg/zh-Hant")], "nexa": [("ja", "nexa/ja")]}
# Terms one document legitimately lacks: the Japanese GCG document is older than the
# Chinese v1.1.0 (no terrain, no link keywords) and has no multiplayer chapter.
NOT_PRINTED = {("gcg", "ja", "Terrain"), ("gcg", "ja", "When Linked"), ("gcg", "ja", "During Link"),
               ("gcg", "ja", "Free-for-all"), ("gcg", "ja", "Team battle")}


def _full_text(code):
    return fold(" ".join(f"{c.heading} {c.text}" for c in DOCS[code].clauses))


FULL = {code: _full_text(code) for code in DOCS}


def test_at_least_150_rule_terms_in_three_languages():
    terms = glossary().rule_terms
    assert len(terms) >= 150
    for term in terms:
        assert term.en and term.zh and term.ja, term


@pytest.mark.parametrize("game", ["gcg", "ucg", "altcg", "nexa"])
def test_every_game_has_its_terms(game):
    terms = [t for t in glossary().rule_terms if game in t.games]
    assert len(terms) >= 25
    kinds = {t.kind for t in terms}
    assert {"zone", "phase"} <= kinds


def test_forms_are_printed_in_the_documents():
    missing = []
    for term in glossary().rule_terms:
        for game in term.games:
            for lang, code in WHERE[game]:
                forms = term.zh if lang == "zh" else term.ja
                if (game, lang, term.name) in NOT_PRINTED:
                    continue
                if not any(fold(form) in FULL[code] for form in forms):
                    missing.append((game, lang, term.name, forms))
    assert missing == []


def test_gcg_keywords_have_official_english_names():
    names = {t.name for t in glossary().rule_terms if "gcg" in t.games and t.kind == "keyword"}
    assert names == {"Repair", "Breach", "Support", "Blocker", "First Strike", "High-Maneuver"}
    timings = {t.name for t in glossary().rule_terms if "gcg" in t.games and t.kind == "timing"}
    assert {"Burst", "When Paired", "During Pair", "When Linked", "During Link",
            "Activate･Main", "Activate･Action", "Once per Turn"} <= timings


def test_english_lookup_is_plural_and_case_blind():
    gloss = glossary()
    assert [t.name for t in gloss.by_english["blocker"]] == ["Blocker"]
    assert "Token" in [t.name for t in gloss.by_english["token"]]
    assert "High-Maneuver" in [t.name for t in gloss.by_english["high maneuver"]]
