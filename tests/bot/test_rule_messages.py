"""Every clause of every document as `/rule` renders it, with the most the message can
carry (five other matches with the longest labels, the English below the official text,
every page of a long clause), within Discord's limits (`bot.render.limits.problems`) and
accepted by the double's own check of a message body (`discord_double.validation.
check_message`: layout, duplicate custom ids and option values, select bounds): no Discord
needed."""

from bot.render.limits import problems
from bot.render.rules import clause_message, clause_pages, matches_of
from bot.services.lookups import Lookups
from discord_double.validation import check_message


def test_every_clause_with_five_matches_fits_discords_limits():
    lookups = Lookups()
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
