"""`/rule` through the Discord double."""

import copy
import time

from bot.render.limits import problems
from discord_double import components_of, embed_text


async def test_rule_by_number_shows_breadcrumb_children_and_counterpart(env):
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    assert reply.type == 4 and not reply.ephemeral
    embed = reply.embeds[-1]
    assert embed["title"].startswith("11-4-2")
    assert "11 規則處理 › 11-4 戰鬥區的超額處理" in embed["description"]
    text = embed_text(embed)
    assert "11-4-2-1" in text and "10-4-2" in text  # children, Japanese counterpart
    labels = [c.get("label") for c in components_of(reply.message)]
    assert "⬆ 11-4" in labels and "日本語" in labels and "next ▶" in labels
    assert problems(reply.message) == []


async def test_navigation_buttons_edit_in_place(env):
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    message = reply.message
    buttons = {c.get("label"): c["custom_id"] for c in components_of(message)}
    nav = await env.click(env.bob, message, buttons["⬆ 11-4"])
    assert nav.type == 7 and nav.message["embeds"][-1]["title"].startswith("11-4 ")
    message = (await env.slash(env.alice, "rule", {"query": "11-4-2"})).message
    buttons = {c.get("label"): c["custom_id"] for c in components_of(message)}
    nav = await env.click(env.bob, message, buttons["日本語"])
    assert nav.message["embeds"][-1]["title"].startswith("10-4-2")


async def test_autocomplete_is_quick_and_capped(env):
    start = time.perf_counter()
    choices = await env.choices(env.alice, "rule", "query", "blocker")
    elapsed = time.perf_counter() - start
    assert 1 <= len(choices) <= 25 and elapsed < 1.0
    assert any("13-1-4" in c["name"] for c in choices)
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    reply = await env.slash(env.alice, "rule", {"query": choices[0]["value"]})
    assert reply.embeds and reply.embeds[-1]["title"]


async def test_a_number_printed_nowhere_offers_did_you_mean_buttons(env):
    reply = await env.slash(env.alice, "rule", {"query": "11-40"})
    assert reply.embeds[-1]["title"] == "Did you mean…"
    buttons = components_of(reply.message)
    assert 3 <= len(buttons) <= 5
    assert all(len(b["label"].split(" ", 2)) == 3 and b["label"].split(" ", 2)[2].strip() for b in buttons)
    nav = await env.click(env.alice, reply.message, buttons[0]["custom_id"])
    assert nav.type == 7 and nav.message["embeds"]


async def test_nonsense_gets_nothing_close_not_random_clauses(env):
    """#30 §5: words that match nothing are told so, with how to ask, and no clause buttons."""
    reply = await env.slash(env.alice, "rule", {"query": "qwertyuiop *zxcv*"})
    assert [e["title"] for e in reply.embeds] == ["Nothing close"]
    assert "**qwertyuiop \\*zxcv\\***" in reply.embeds[0]["description"]
    assert "clause number" in reply.embeds[0]["description"]
    assert components_of(reply.message) == [] and problems(reply.message) == []


async def test_a_term_of_another_game_says_so_and_offers_that_games_clause(env):
    """`blocker` with game:nexa listed NEX-A's chapter headings (#30 §5)."""
    reply = await env.slash(env.alice, "rule", {"query": "blocker", "game": "nexa"})
    embed = reply.embeds[0]
    assert embed["description"].startswith("Nothing in the rules of Gundam War NEX-A is close to **blocker**")
    labels = [b["label"] for b in components_of(reply.message)]
    assert labels and all(not label.startswith("nexa") for label in labels)
    assert any(label.startswith("gcg 13-1-4") for label in labels)


async def test_an_empty_autocomplete_offers_the_clauses_asked_most(env):
    choices = await env.choices(env.alice, "rule", "query", "")
    assert 10 <= len(choices) <= 25
    names = " ".join(c["name"] for c in choices)
    assert "13-1-4" in names and "1-2-2" in names  # blocker, the deck running out
    assert "Blocker" in names and "deck becomes 0 cards" in names  # in the reader's English
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    reply = await env.slash(env.alice, "rule", {"query": choices[0]["value"]})
    assert reply.embeds[-1]["title"]
    ucg = await env.double.autocomplete(env.alice, env.channel_id, "rule", {"query": "", "game": "ucg"}, "query")
    assert ucg and all(c["value"].startswith("ucg|") for c in ucg)


async def test_the_chinese_deck_out_question_finds_the_deck_out_rule(env):
    """牌組沒有卡片時會怎樣 found a chapter-12 (multiplayer) clause first (#30 §5)."""
    reply = await env.slash(env.alice, "rule", {"query": "牌組沒有卡片時會怎樣"}, locale="zh-TW")
    assert reply.embeds[-1]["title"].startswith(("1-2-2-2", "11-2-1-2", "1.3.6"))


async def test_private_answer_and_long_clause_paged(env):
    reply = await env.slash(env.alice, "rule", {"query": "nexa B9", "private": True})
    assert reply.ephemeral
    searcher = env.bot.lookups.searcher
    longest = max((c for d in searcher.index.documents for c in d.clauses), key=lambda c: len(c.text))
    reply = await env.slash(env.alice, "rule", {"query": f"{longest.game}|{longest.lang}|{longest.key}"})
    embed = reply.embeds[-1]
    assert problems(reply.message) == []
    if len(longest.text) > 3500:
        assert "page 1/" in embed["footer"]["text"]
        page2 = next(c for c in components_of(reply.message) if c.get("label") == "page 2")
        nav = await env.click(env.alice, reply.message, page2["custom_id"])
        assert "page 2/" in nav.message["embeds"][-1]["footer"]["text"]


async def test_an_english_reader_gets_the_unofficial_english_first_and_the_official_text_under_it(env):
    """#30 §3: for a reader of English the answer opens with the unofficial English, labelled
    so, and keeps the official text under it; "Official only" leaves the official text alone."""
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    embeds = reply.embeds
    assert [e["title"].split()[0] for e in embeds] == ["English", "11-4-2"]
    assert embeds[0]["title"] == "English (unofficial)"
    assert "choose 1 Unit already in the Battle Area" in embeds[0]["description"]
    assert embeds[0]["footer"]["text"].startswith("Unofficial translation") and "below" in embeds[0]["footer"]["text"]
    assert "11 規則處理 › 11-4 戰鬥區的超額處理" in embeds[1]["description"]
    official = embeds[1]["description"]
    buttons = {c.get("label"): c["custom_id"] for c in components_of(reply.message)}
    assert "English (unofficial)" not in buttons
    custom_ids = [c["custom_id"] for c in components_of(reply.message) if c.get("custom_id")]
    assert len(custom_ids) == len(set(custom_ids)) and all(len(i) <= 100 for i in custom_ids)
    assert buttons["Official only"].startswith("rule:hide:gcg:zh-Hant:0:11-4-2")
    assert problems(reply.message) == []
    alone = await env.click(env.bob, reply.message, buttons["Official only"])
    assert alone.type == 7 and [e["description"] for e in alone.message["embeds"]] == [official]
    labels = {c.get("label"): c["custom_id"] for c in components_of(alone.message)}
    again = await env.click(env.bob, {**reply.message, **alone.message}, labels["English (unofficial)"])
    assert again.message["embeds"][0]["title"] == "English (unofficial)"
    moved = await env.click(env.bob, reply.message, buttons["next ▶"])  # moving keeps English first
    assert moved.message["embeds"][0]["title"] == "English (unofficial)"


async def test_english_of_the_longest_clause_fits_discords_limits(env):
    searcher = env.bot.lookups.searcher
    longest = max((c for d in searcher.index.documents for c in d.clauses),
                  key=lambda c: len(c.text) + len(c.en))
    reply = await env.slash(env.alice, "rule", {"query": f"{longest.game}|{longest.lang}|{longest.key}"})
    assert problems(reply.message) == []
    english, official = reply.message["embeds"]
    assert english["description"] and official["description"]
    assert official["description"].endswith(longest.text[-20:].strip()) or "page 1/" in official["footer"]["text"]


async def test_the_clause_message_speaks_the_users_language_around_the_official_text(env):
    """#18: the buttons, fields and the unofficial English's label follow the user's locale;
    the official text is the document's own, whoever asks; other readers get it alone, the
    English on a button (then above it)."""
    english = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    for locale, next_label, english_label, contains in (("ja", "次へ ▶", "英語（非公式）", "下位項目"),
                                                        ("zh-TW", "下一條 ▶", "英文（非官方）", "包含")):
        reply = await env.slash(env.alice, "rule", {"query": "11-4-2"}, locale=locale)
        assert len(reply.embeds) == 1
        assert reply.embeds[0]["description"] == english.embeds[-1]["description"]
        assert reply.embeds[0]["fields"][0]["name"].startswith(contains)
        buttons = {c.get("label"): c["custom_id"] for c in components_of(reply.message)}
        assert next_label in buttons and english_label in buttons and "next ▶" not in buttons
        shown = await env.click(env.bob, reply.message, buttons[english_label], locale=locale)
        assert shown.message["embeds"][0]["title"] == english_label
        assert "choose 1 Unit already in the Battle Area" in shown.message["embeds"][0]["description"]
        assert shown.message["embeds"][1]["description"] == english.embeds[-1]["description"]
        assert problems(shown.message) == []


def _matches(message: dict) -> dict | None:
    return next((c for c in components_of(message) if c.get("custom_id") == "rulematch:list"), None)


async def test_a_question_offers_its_other_matches_and_keeps_them_while_reading(env):
    """#17: the answer to a question is the best of close clauses, so the others come in a
    select; choosing one, or moving with the buttons, keeps the list and marks what is shown."""
    reply = await env.slash(env.alice, "rule", {"query": "can I block with a rested unit?"})
    matches = _matches(reply.message)
    assert matches is not None and 2 <= len(matches["options"]) <= 5
    assert matches["placeholder"] == "Other clauses that may answer this…"
    options = matches["options"]
    assert options[0].get("default") and not any(o.get("default") for o in options[1:])
    first = reply.embeds[-1]["title"].split()[0]
    assert options[0]["label"].split()[1] == first
    assert all(o["description"].startswith("EN (unofficial): ") for o in options)
    assert problems(reply.message) == []

    second = options[1]
    chosen = await env.select(env.bob, reply.message, "rulematch:list", [second["value"]])
    assert chosen.type == 7
    assert chosen.message["embeds"][-1]["title"].split()[0] == second["label"].split()[1]
    kept = _matches(chosen.message)
    assert [o["value"] for o in kept["options"]] == [o["value"] for o in options]
    assert [bool(o.get("default")) for o in kept["options"]] == [n == 1 for n in range(len(options))]
    assert problems(chosen.message) == []

    message = {**reply.message, **chosen.message}
    buttons = {c.get("label"): c["custom_id"] for c in components_of(message) if c["type"] == 2}
    moved = await env.click(env.alice, message, buttons["next ▶"])
    kept = _matches(moved.message)
    assert [o["value"] for o in kept["options"]] == [o["value"] for o in options]
    shown = moved.message["embeds"][-1]["title"].split()[0]
    assert all(bool(o.get("default")) == (o["label"].split()[1] == shown) for o in kept["options"])


async def test_other_matches_speak_the_readers_language(env):
    reply = await env.slash(env.alice, "rule", {"query": "ブロッカー"}, locale="ja")
    matches = _matches(reply.message)
    assert matches is not None and matches["placeholder"] == "ほかに該当しそうな項目…"
    assert not any(o.get("description") for o in matches["options"])  # no English for a Japanese reader
    # An English reader's answer, then a Japanese reader moves on the same message: the list
    # is labelled again for whoever is reading.
    reply = await env.slash(env.alice, "rule", {"query": "can I block with a rested unit?"})
    english = _matches(reply.message)["options"]
    assert all(o.get("description") for o in english)
    moved = await env.select(env.bob, reply.message, "rulematch:list", [english[1]["value"]], locale="ja")
    again = _matches(moved.message)
    assert again["placeholder"] == "ほかに該当しそうな項目…"
    assert [o["value"] for o in again["options"]] == [o["value"] for o in english]
    assert [o["label"] for o in again["options"]] == [o["label"] for o in english]
    assert not any(o.get("description") for o in again["options"])


async def test_a_number_offers_the_other_clauses_printed_with_it_and_nothing_else(env):
    """`11-4-2` is printed by GCG and by UCG (11.4.2): the answer is GCG's, the select
    offers UCG's; a number printed once, or a clause from autocomplete, has no select."""
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    assert reply.embeds[-1]["title"].startswith("11-4-2")
    matches = _matches(reply.message)
    assert [o["value"] for o in matches["options"]] == ["gcg|zh-Hant|11-4-2", "ucg|zh-Hant|11.4.2"]
    assert matches["options"][0].get("default")
    chosen = await env.select(env.bob, reply.message, "rulematch:list", ["ucg|zh-Hant|11.4.2"])
    assert chosen.message["embeds"][-1]["title"].startswith("11.4.2")
    assert "Ultraman" in chosen.message["embeds"][-1]["footer"]["text"]
    reply = await env.slash(env.alice, "rule", {"query": "azur lane 601.5"})
    assert [o["value"] for o in _matches(reply.message)["options"]] == ["altcg|zh-Hant|601.5",
                                                                       "altcg|zh-Hant|601.5#2"]
    for query in ("gcg 11-4-2", "gcg|zh-Hant|11-4-2", "13-1-4"):
        reply = await env.slash(env.alice, "rule", {"query": query})
        assert _matches(reply.message) is None, query


async def test_a_match_gone_from_the_rulebook_is_refused_without_losing_the_message(env):
    """A message from before a rulebook update may offer a clause that no longer exists."""
    reply = await env.slash(env.alice, "rule", {"query": "can I block with a rested unit?"})
    old = copy.deepcopy(reply.message)
    _matches(old)["options"][1]["value"] = "gcg|zh-Hant|99-99-99"
    stale = await env.select(env.bob, old, "rulematch:list", ["gcg|zh-Hant|99-99-99"])
    assert stale.ephemeral and "not in the rulebook" in stale.content
    assert not stale.embeds


async def test_a_section_with_a_number_printed_twice_lists_both_sub_clauses(env):
    """ALTCG 601 holds 601.5 (【遠程】) and a second 601.5 (【強擊+X】): its sub-clause select
    offers both, by key (Discord refuses a select whose option values repeat)."""
    reply = await env.slash(env.alice, "rule", {"query": "azur lane 601"})
    assert reply.embeds[-1]["title"].startswith("601")
    kids = next(c for c in components_of(reply.message) if c["custom_id"].startswith("rulekids:"))
    values = [o["value"] for o in kids["options"]]
    assert "601.5" in values and "601.5#2" in values and len(values) == len(set(values))
    opened = await env.select(env.bob, reply.message, kids["custom_id"], ["601.5#2"])
    assert "【強擊+X】" in opened.message["embeds"][-1]["description"]
