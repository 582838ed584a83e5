"""`/rule` through the Discord double."""

import time

from bot.render.limits import problems
from discord_double import components_of, embed_text


async def test_rule_by_number_shows_breadcrumb_children_and_counterpart(env):
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    assert reply.type == 4 and not reply.ephemeral
    embed = reply.embeds[0]
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
    assert nav.type == 7 and nav.message["embeds"][0]["title"].startswith("11-4 ")
    message = (await env.slash(env.alice, "rule", {"query": "11-4-2"})).message
    buttons = {c.get("label"): c["custom_id"] for c in components_of(message)}
    nav = await env.click(env.bob, message, buttons["日本語"])
    assert nav.message["embeds"][0]["title"].startswith("10-4-2")


async def test_autocomplete_is_quick_and_capped(env):
    start = time.perf_counter()
    choices = await env.choices(env.alice, "rule", "query", "blocker")
    elapsed = time.perf_counter() - start
    assert 1 <= len(choices) <= 25 and elapsed < 1.0
    assert any("13-1-4" in c["name"] for c in choices)
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    reply = await env.slash(env.alice, "rule", {"query": choices[0]["value"]})
    assert reply.embeds and reply.embeds[0]["title"]


async def test_a_miss_offers_did_you_mean_buttons(env):
    reply = await env.slash(env.alice, "rule", {"query": "qwertyuiop zxcv"})
    assert reply.embeds[0]["title"] == "Did you mean…"
    buttons = components_of(reply.message)
    assert 3 <= len(buttons) <= 5
    nav = await env.click(env.alice, reply.message, buttons[0]["custom_id"])
    assert nav.type == 7 and nav.message["embeds"]


async def test_private_answer_and_long_clause_paged(env):
    reply = await env.slash(env.alice, "rule", {"query": "nexa B9", "private": True})
    assert reply.ephemeral
    searcher = env.bot.lookups.searcher
    longest = max((c for d in searcher.index.documents for c in d.clauses), key=lambda c: len(c.text))
    reply = await env.slash(env.alice, "rule", {"query": f"{longest.game}|{longest.lang}|{longest.key}"})
    embed = reply.embeds[0]
    assert problems(reply.message) == []
    if len(longest.text) > 3500:
        assert "page 1/" in embed["footer"]["text"]
        page2 = next(c for c in components_of(reply.message) if c.get("label") == "page 2")
        nav = await env.click(env.alice, reply.message, page2["custom_id"])
        assert "page 2/" in nav.message["embeds"][0]["footer"]["text"]


async def test_english_button_shows_the_unofficial_rendering_after_the_official_text(env):
    reply = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    official = reply.embeds[0]["description"]
    assert len(reply.embeds) == 1  # the official text alone until asked
    buttons = {c.get("label"): c["custom_id"] for c in components_of(reply.message)}
    assert "English (unofficial)" in buttons
    custom_ids = [c["custom_id"] for c in components_of(reply.message) if c.get("custom_id")]
    assert len(custom_ids) == len(set(custom_ids)) and all(len(i) <= 100 for i in custom_ids)
    assert buttons["English (unofficial)"].startswith("rule:en:gcg:zh-Hant:0:11-4-2")
    nav = await env.click(env.bob, reply.message, buttons["English (unofficial)"])
    assert nav.type == 7
    embeds = nav.message["embeds"]
    assert embeds[0]["title"].startswith("11-4-2") and embeds[0]["description"] == official
    assert embeds[1]["title"] == "English (unofficial)"
    assert "choose 1 Unit already in the Battle Area" in embeds[1]["description"]
    assert "nofficial" in embeds[1]["footer"]["text"]
    assert problems(nav.message) == []
    labels = {c.get("label"): c["custom_id"] for c in components_of(nav.message)}
    assert "English (unofficial)" not in labels
    back = await env.click(env.bob, {**reply.message, **nav.message}, labels["Official only"])
    assert len(back.message["embeds"]) == 1


async def test_english_of_the_longest_clause_fits_discords_limits(env):
    searcher = env.bot.lookups.searcher
    longest = max((c for d in searcher.index.documents for c in d.clauses),
                  key=lambda c: len(c.text) + len(c.en))
    reply = await env.slash(env.alice, "rule", {"query": f"{longest.game}|{longest.lang}|{longest.key}"})
    button = next(c for c in components_of(reply.message) if c.get("label") == "English (unofficial)")
    nav = await env.click(env.alice, reply.message, button["custom_id"])
    assert problems(nav.message) == []
    assert nav.message["embeds"][1]["description"]


async def test_the_clause_message_speaks_the_users_language_around_the_official_text(env):
    """#18: the buttons, fields and the unofficial English's label follow the user's locale;
    the official text is the document's own, whoever asks."""
    english = await env.slash(env.alice, "rule", {"query": "11-4-2"})
    for locale, next_label, english_label, contains in (("ja", "次へ ▶", "英語（非公式）", "下位項目"),
                                                        ("zh-TW", "下一條 ▶", "英文（非官方）", "包含")):
        reply = await env.slash(env.alice, "rule", {"query": "11-4-2"}, locale=locale)
        assert reply.embeds[0]["description"] == english.embeds[0]["description"]
        assert reply.embeds[0]["fields"][0]["name"].startswith(contains)
        buttons = {c.get("label"): c["custom_id"] for c in components_of(reply.message)}
        assert next_label in buttons and english_label in buttons and "next ▶" not in buttons
        shown = await env.click(env.bob, reply.message, buttons[english_label], locale=locale)
        assert shown.message["embeds"][1]["title"] == english_label
        assert "choose 1 Unit already in the Battle Area" in shown.message["embeds"][1]["description"]
        assert problems(shown.message) == []
