"""Closed DMs, deck registration, card files."""

from pathlib import Path

from discord_double import components_of, embed_text

DECK = (Path(__file__).resolve().parents[2] / "data/decks/gcg/tidewall-blue-white.txt").read_text(encoding="utf-8")


async def test_closed_dms_fall_back_to_channel_notice_and_hand_command(env):
    env.double.closed_dms.add(int(env.bob["id"]))
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    notices = [m["content"] for m in env.double.channel_messages(env.channel_id)
               if "can't send you direct messages" in (m.get("content") or "")]
    assert len(notices) == 1 and f"<@{env.bob['id']}>" in notices[0]
    assert env.double.dms(env.bob) == []
    reply = await env.slash(env.bob, "hand")
    assert reply.ephemeral and reply.embeds[0]["title"] == "Your hand"
    hand = live.match.view("B")["players"]["B"]["hand"]
    assert all(c["name"] in embed_text(reply.embeds[0]) for c in hand)
    # the match goes on: Bob answers his redraw through /act
    while live.match.state.prompt.kind == "mulligan":
        user = env.user_for(live, live.match.state.prompt.player)
        keep = next(c for c in await env.choices(user) if c["name"] == "Keep hand")
        await env.slash(user, "act", {"action": keep["value"]})
    assert live.match.state.prompt.kind == "main"
    assert len([m for m in env.double.channel_messages(env.channel_id)
                if "can't send you direct messages" in (m.get("content") or "")]) == 1


async def test_deck_import_list_show_remove(env):
    reply = await env.slash(env.alice, "deck import", {"name": "Tides", "text": DECK})
    assert reply.ephemeral and "registered" in reply.content
    reply = await env.slash(env.alice, "deck list")
    assert "Tides" in reply.content
    reply = await env.slash(env.alice, "deck show", {"name": "Tides"})
    assert "DEMO-001" in reply.content
    choices = await env.double.autocomplete(env.alice, env.channel_id, "match start",
                                            {"game": "gcg", "deck": ""}, "deck")
    assert any(c["value"] == "mine:Tides" for c in choices)
    reply = await env.slash(env.alice, "deck remove", {"name": "Tides"})
    assert "removed" in reply.content
    reply = await env.slash(env.alice, "deck show", {"name": "Tides"})
    assert reply.ephemeral and "no deck with that name" in reply.content


async def test_deck_import_lists_every_violation_and_stores_nothing(env):
    bad = "5 DEMO-001\n4 DEMO-021\n4 DEMO-030\n1 NOPE-1\nResource deck:\n3 DEMO-R01\n"
    reply = await env.slash(env.alice, "deck import", {"name": "Broken", "text": bad})
    assert reply.ephemeral
    for expected in ("unknown card NOPE-1", "5 copies of DEMO-001", "(6-1-1)", "3 colors"):
        assert expected in reply.content, reply.content
    assert await env.bot.store.decks(int(env.alice["id"]), "gcg") == []


async def test_deck_attachments_size_and_encoding(env):
    big = env.double.attachment("big.txt", b"4 DEMO-001\n", size=10_000_000)
    reply = await env.slash(env.alice, "deck import", {"name": "Big", "file": big["id"]},
                            attachments={big["id"]: big})
    assert reply.ephemeral and "limit" in reply.content
    latin = env.double.attachment("latin.txt", "4 DEMO-001 Caf\xe9\n".encode("latin-1"))
    reply = await env.slash(env.alice, "deck import", {"name": "Latin", "file": latin["id"]},
                            attachments={latin["id"]: latin})
    assert reply.ephemeral and "not UTF-8" in reply.content
    good = env.double.attachment("tides.txt", DECK.encode())
    reply = await env.slash(env.alice, "deck import", {"name": "Tides", "file": good["id"]},
                            attachments={good["id"]: good})
    assert "registered" in reply.content
    assert [name for name, _ in await env.bot.store.decks(int(env.alice["id"]), "gcg")] == ["Tides"]


async def test_cards_import_needs_manage_server_and_a_valid_file(env):
    bad = env.double.attachment("extra.yaml", b"- number: X1\n  name: X\n  type: spell\n")
    reply = await env.slash(env.alice, "cards import", {"file": bad["id"]}, attachments={bad["id"]: bad})
    assert reply.ephemeral and "Manage Server" in reply.content
    reply = await env.slash(env.alice, "cards import", {"file": bad["id"]}, attachments={bad["id"]: bad},
                            admin=True)
    assert reply.ephemeral and "extra.yaml: card X1: field type" in reply.text()
    good = env.double.attachment("extra.yaml", (
        b"- {number: X-001, name: Extra Frame, type: unit, color: blue, level: 1, cost: 1, ap: 1, hp: 1}\n"))
    reply = await env.slash(env.alice, "cards import", {"file": good["id"]}, attachments={good["id"]: good},
                            admin=True)
    assert "1 card(s)" in reply.text()
    deck = DECK.replace("4 DEMO-001 Vanguard Frame Lancer", "4 X-001 Extra Frame")
    reply = await env.slash(env.alice, "deck import", {"name": "With extras", "text": deck})
    assert "registered" in reply.content


async def test_odd_unicode_and_empty_queries_answer_cleanly(env):
    for query in ("\u200b", "😀😀😀", "ｂｌｏｃｋｅｒ", "戰" * 500):
        reply = await env.slash(env.alice, "rule", {"query": query})
        assert reply.type == 4
        assert "Traceback" not in reply.text()
    board_reply = await env.slash(env.alice, "board")
    assert board_reply.ephemeral and "no match running" in board_reply.content
    assert components_of(board_reply.message or {}) == []
