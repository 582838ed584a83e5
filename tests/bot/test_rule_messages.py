"""Every clause of every document as `/rule` renders it, with the most the message can
carry (five other matches with the longest labels, the English below the official text,
every page of a long clause), within Discord's limits (`bot.render.limits.problems`) and
accepted by the double's own check of a message body (`discord_double.validation.
check_message`: layout, duplicate custom ids and option values, select bounds): no Discord
needed."""

import json
from pathlib import Path

import pytest

from bot import i18n
from bot.render.limits import problems
from bot.render.rules import answer_message, autocomplete_choices, clause_message, clause_pages, matches_of
from bot.services.lookups import Lookups
from discord_double.validation import check_autocomplete_choices, check_message

RULEBOOK_TESTS = Path(__file__).resolve().parents[1] / "rules_engine" / "rulebook"
EVAL = RULEBOOK_TESTS / "eval"
EXAMPLES = RULEBOOK_TESTS / "rules_queries_dev.jsonl"


@pytest.fixture(scope="module")
def lookups() -> Lookups:
    return Lookups()


def test_every_clause_with_five_matches_fits_discords_limits(lookups):
    index = lookups.searcher.index
    results = [lookups.result_for(doc.game, doc.lang, clause.key)
               for doc in index.documents for clause in doc.clauses]
    longest = sorted(results, key=lambda r: -len(r.heading or r.title or r.text))[:5]
    matches = matches_of(longest)
    assert len(matches) == 5
    for result in results:
        for page, english in [(p, e) for p in range(len(clause_pages(result))) for e in (False, True)]:
            message = clause_message(result, lookups.nav(result), page, english=english, matches=matches)
            payload = {"content": message.content, "embeds": list(message.embeds),
                       "components": list(message.components)}
            assert problems(payload) == [], (result.game, result.key, english, problems(payload))
            check_message(payload)
            rows = message.components
            assert len(rows) <= 5
            assert rows[0]["components"][0]["custom_id"] == "rulematch:list"


def test_every_evaluation_query_gets_a_reply_and_choices_discord_accepts(lookups):
    """`/rule`'s reply (did you mean, or the clause with its other matches) and its
    autocomplete for each of the ~1,100 evaluation queries, in each of the bot's languages."""
    queries = [json.loads(line)["q"] for path in [*sorted(EVAL.glob("*.jsonl")), EXAMPLES]
               for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(queries) > 1000
    offered = 0
    for query in queries:
        results = lookups.search(query, limit=5)
        assert results, query
        for locale in ("en", "ja", "zh-Hant"):
            with i18n.use(locale):
                message = answer_message(query, results, lookups.nav)
            payload = {"content": message.content, "embeds": list(message.embeds),
                       "components": list(message.components)}
            assert problems(payload) == [], (query, locale, problems(payload))
            check_message(payload)
        offered += any(c.get("custom_id") == "rulematch:list" for row in message.components
                       for c in row["components"])
        choices = autocomplete_choices(lookups.search(query, limit=25))
        check_autocomplete_choices([{"name": name, "value": value} for name, value in choices])
    assert offered > 0.8 * len(queries)  # most answers come with their other matches
