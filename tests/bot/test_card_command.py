"""`/card NAME` (issue 29): any card of the server's pool — its own imported cards and the
built-in demo cards — shown with its printed fields, its text and how the referee reads each
ability: in words when the engine runs it, "by hand" with the reason otherwise. And the
reading summary `/cards import` answers with (the full report is attached)."""

from __future__ import annotations

import json

from discord_double import embed_text

NEXA_CSV = ("number,name,type,cost.total,cost.roll,g_sign.color,g_sign.attribute,melee,ranged,defense,"
            "terrain,traits,text\n"
            "BYO-N01,Reef *Lancer* @everyone,unit,2,blue:1,blue,AC,2,2,3,space;earth,MS,"
            "配置時：カードを1枚引く。\n").encode()


async def names_offered(env, current: str, game: str = "gcg") -> list[str]:
    """The names `/card` offers; while the server's pool is first built (in the background:
    an autocomplete answers within 3 s) nothing is offered, and the next keystroke is."""
    found = await env.double.autocomplete(env.alice, env.channel_id, "card", {"name": current, "game": game},
                                          "name")
    if not found:
        await env.bot.library.pool(int(env.guild["id"]), game)  # as the background build does
        found = await env.double.autocomplete(env.alice, env.channel_id, "card",
                                              {"name": current, "game": game}, "name")
    return [c["name"] for c in found]


async def test_card_shows_a_built_in_card_with_its_reading(env):
    assert "DEMO-002 Bulwark Walker" in await names_offered(env, "bulwark")
    assert len(await names_offered(env, "")) == 25  # Discord's limit
    reply = await env.slash(env.alice, "card", {"name": "Bulwark Walker"})
    assert reply.ephemeral
    text = embed_text(reply.embeds[0])
    assert "DEMO-002 · Bulwark Walker" in text and "level: 2" in text and "hp: 4" in text
    assert "⚙️ \\<Blocker>" in text  # escaped: printed text is never markup
    # the demo cards are printed cards (issue 29 phase 2): each ability's reading, in words
    burst = embed_text((await env.slash(env.alice, "card", {"name": "DEMO-007"})).embeds[0])
    assert "【Burst】Add this card to your hand." in burst
    assert "⚙️ Burst (when this shield is destroyed): add this card to your hand." in burst
    deploy = embed_text((await env.slash(env.alice, "card", {"name": "demo-004"})).embeds[0])
    assert "【Deploy】Draw 1." in deploy and "⚙️ When deployed: draw 1." in deploy
    japanese = embed_text((await env.slash(env.alice, "card", {"name": "DEMO-007"}, locale="ja")).embeds[0])
    assert "【バースト】このカードを手札に加える。" in japanese


async def test_an_imported_card_shows_its_printed_text_and_what_is_by_hand(env):
    file = env.double.attachment("reef.csv", NEXA_CSV)
    reply = await env.slash(env.carol, "cards import", {"file": file["id"], "game": "nexa"}, admin=True,
                            attachments={file["id"]: file})
    assert reply.ephemeral and "1 card(s) from reef.csv" in reply.text()
    assert "Read: 1 effect(s), 0 run by the engine, 1 resolved by hand" in reply.text()
    assert "配置時:カードをN枚引く。" in reply.text()  # the commonest unread phrase, values blanked
    assert await names_offered(env, "reef", "nexa") == ["BYO-N01 Reef *Lancer* @everyone"]
    assert await names_offered(env, "reef", "gcg") == []  # another game's pool
    reply = await env.slash(env.bob, "card", {"name": "BYO-N01", "game": "nexa"})
    embed = reply.embeds[0]
    text = embed_text(embed)
    assert "配置時：カードを1枚引く。" in text and "✋ by hand:" in text
    assert "melee: 2" in text and "terrain: space, earth" in text
    assert "Reef \\*Lancer\\* \\@everyone" in embed["title"]  # a file's text is never markup
    assert "<@" not in json.dumps(reply.data)
    missing = await env.slash(env.bob, "card", {"name": "No *Such* Card", "game": "nexa"})
    assert missing.ephemeral and "no card called No \\*Such\\* Card in Gundam War NEX-A" in missing.content


async def test_card_in_japanese_shows_the_printed_japanese_name_and_words(env):
    file = env.double.attachment("names.yaml", (
        "- {number: X-001, name: {en: Extra Frame, ja: エクストラ}, type: unit, color: blue, level: 1, "
        "cost: 1, ap: 1, hp: 1}\n").encode())
    await env.slash(env.carol, "cards import", {"file": file["id"]}, admin=True, attachments={file["id"]: file})
    reply = await env.slash(env.alice, "card", {"name": "エクストラ"}, locale="ja")
    assert "X-001 · エクストラ" in reply.embeds[0]["title"]
    assert "効果テキストはありません" not in embed_text(reply.embeds[0])  # it has printed fields
    bad = env.double.attachment("broken.csv", b"number,name,type,level\nB-1,Broken,unit,two\nB-2,,unit,1\n")
    reply = await env.slash(env.carol, "cards import", {"file": bad["id"]}, admin=True,
                            attachments={bad["id"]: bad})
    assert reply.ephemeral and "broken.csv: row 2 (B-1): field level" in reply.text(), reply.text()
    assert "broken.csv: row 3 (B-2)" in reply.text() and "Traceback" not in reply.text()


async def test_bad_card_files_get_a_clear_message_and_lose_nothing(env):
    good = env.double.attachment("ours.csv", b"number,name,type,color,level,cost,ap,hp\nO-1,Ours,unit,blue,1,1,1,1\n")
    reply = await env.slash(env.carol, "cards import", {"file": good["id"]}, admin=True,
                            attachments={good["id"]: good})
    assert "1 card(s) from ours.csv" in reply.text()
    cases = {
        "notes.txt": (b"4 GD01-001\n", "unknown kind of card file '.txt'"),
        "latin.csv": ("number,name\nL-1,Caf\xe9\n".encode("latin-1"), "not UTF-8 text"),
        "yaml.csv": (b"- {number: Y-1, name: Y}\n", "yaml.csv"),
        "ours.csv": (b"number,name,type,color,level,cost,ap,hp\nO-1,Ours,unit,blue,1,1,1,1\nO-1,Again,unit,"
                     b"blue,1,1,1,1\n", "number O-1 is used twice (first at row 2)"),
    }
    for name, (data, expected) in cases.items():
        bad = env.double.attachment(name, data)
        reply = await env.slash(env.carol, "cards import", {"file": bad["id"]}, admin=True,
                                attachments={bad["id"]: bad})
        assert reply.ephemeral and expected in reply.text() and "Traceback" not in reply.text(), reply.text()
    # nothing lost: the server's file is the first one, as it was
    files = await env.bot.store.card_files(int(env.guild["id"]), "gcg")
    assert [(n, c.count("\n")) for n, c in files] == [("ours.csv", 2)]
    big = env.double.attachment("big.csv", b"x", size=5 * 1024 * 1024)
    reply = await env.slash(env.carol, "cards import", {"file": big["id"]}, admin=True,
                            attachments={big["id"]: big})
    assert reply.ephemeral and "the limit is 4,194,304 bytes" in reply.text()


async def test_a_ucg_demo_card_reads_in_english_without_chinese_or_japanese(env):
    """The UCG demo cards are printed in zh-Hant, English and Japanese (issue 29): an English
    `/card` shows the English printing and its reading only; a Japanese one the Japanese."""
    from bot import i18n

    english = embed_text((await env.slash(env.alice, "card", {"name": "UCG-D003", "game": "ucg"})).embeds[0])
    assert "(Once per turn) Discard one card from your hand" in english, english
    assert "by hand" not in english and not i18n.CJK.search(english), english
    japanese = embed_text((await env.slash(env.alice, "card", {"name": "UCG-D003", "game": "ucg"},
                                           locale="ja")).embeds[0])
    assert "(ターンに1回)自分の手札1枚を捨て札にする" in japanese and "by hand" not in japanese


async def test_card_tells_a_reader_of_english_the_printed_game_words(env):
    """#30 §3: a NEX-A card printed in Japanese says 本国 and 捨て山; the board says "Home
    country" and "Discard pile". `/card` tells a reader of English which is which, each word
    once, English first with the official term in brackets; a reader of Japanese is not told."""
    csv = NEXA_CSV.replace("配置時：カードを1枚引く。".encode(), "配置時：自軍本国の上のカード1枚を捨て山に置く。本国をシャッフルする。".encode())
    file = env.double.attachment("terms.csv", csv)
    await env.slash(env.carol, "cards import", {"file": file["id"], "game": "nexa"}, admin=True,
                    attachments={file["id"]: file})
    embed = (await env.slash(env.bob, "card", {"name": "BYO-N01", "game": "nexa"})).embeds[0]
    terms = next(f["value"] for f in embed["fields"] if f["name"] == "Game words on this card")
    lines = terms.split("\n")
    assert lines.index("Home country (本国)") < lines.index("Discard pile (捨て山)"), terms  # as printed
    assert terms.count("本国") == 1, terms
    japanese = (await env.slash(env.bob, "card", {"name": "BYO-N01", "game": "nexa"}, locale="ja")).embeds[0]
    assert "本国" in embed_text(japanese) and "Home country" not in embed_text(japanese)
