"""Small things a user reads, through Discord: a refusal that names the decision actually
asked for, a game word translated where a language shows it, and a number too long to
read refused in words (not Python's own message)."""

from __future__ import annotations

import re

import pytest

from discord_double import components_of

NUMBER = "9" * 5000


async def _three_player_free_for_all(env) -> object:
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"],
                                                       "player3": env.carol["id"], "format": "free_for_all",
                                                       "victory": "first_hit"})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    for user in (env.bob, env.carol):
        await env.select(user, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    assert live.match.state.prompt.kind == "first_player"
    return live


@pytest.mark.parametrize("locale,direction,not_said", [
    ("en-US", "choose the direction of play", "first or second"),
    ("zh-TW", "選擇回合進行方向", "先攻或後攻"),
    ("ja", "ターンの進行方向を選ぶ", "先攻か後攻"),
])
async def test_a_free_for_all_refusal_names_the_direction_the_prompt_asks_for(env, locale, direction, not_said):
    """12-2-1: with three or four players the coin's winner chooses the direction of play,
    not first or second; a player clicking that choice out of turn is told so."""
    live = await _three_player_free_for_all(env)
    chooser = live.match.state.prompt.player
    other = next(u for u in (env.alice, env.bob, env.carol) if live.player_of(int(u["id"])) != chooser)
    board = env.board()
    clockwise = next(c for c in components_of(board) if c.get("label") == "Play clockwise")
    refused = await env.click(other, board, clockwise["custom_id"], locale=locale)
    assert refused.ephemeral and refused.content.startswith("⛔"), refused.content
    assert direction in refused.content and not_said not in refused.content, refused.content
    assert "first or second" not in refused.content


@pytest.mark.parametrize("locale,slot_words", [("zh-TW", "前排|後排"), ("ja", "前列|後列")])
async def test_altcg_slots_read_in_the_players_language(env, locale, slot_words):
    """ALTCG's slots (403.3a) were shown as the engine's codes in zh-Hant and ja
    ("於 FL"): a play's label names the slot in the language."""
    reply = await env.slash(env.alice, "match start", {"game": "altcg", "opponent": env.bob["id"]})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    slotted = []
    for _ in range(60):  # to a main phase where a ship can be played to a slot
        player = live.match.deciding()[0]
        legal = live.match.legal_actions(player)
        slotted = [a for a in legal if a.kind == "play" and a.args.get("slot")]
        if slotted:
            break
        pick = next((a for a in legal if a.kind in ("choose_order", "mulligan", "pass", "end_main",
                                                    "end_battle", "resolve")), legal[0])
        user = env.user_for(live, player)
        answer = await env.slash(user, "act", {"action": f"{live.epoch}:{live.match.number}:{pick.digest()}"})
        assert answer.content.startswith("✅"), answer.content
    assert slotted, "no play to a slot within 60 actions"
    user = env.user_for(live, slotted[0].actor)
    choices = await env.double.autocomplete(user, env.channel_id, "play", {"card": ""}, "card", locale=locale)
    named = [c["name"] for c in choices if re.search(slot_words, c["name"])]
    assert named, [c["name"] for c in choices]
    assert not any(re.search(r"\b(FL|FC|FR|BL|BC|BR)\b", c["name"]) for c in choices), choices


async def test_a_five_thousand_digit_count_is_refused_in_words(env):
    deck = env.double.attachment("deck.yaml", f"main:\n  DEMO-001: {NUMBER}\n".encode())
    reply = await env.slash(env.alice, "deck import", {"name": "Huge", "file": deck["id"]},
                            attachments={deck["id"]: deck})
    assert reply.ephemeral and reply.content.startswith("⛔"), reply.content
    assert "5000 digits" in reply.content and "line 2" in reply.content
    assert "set_int_max_str_digits" not in reply.content and "4300" not in reply.content
    cards = env.double.attachment("cards.yaml", f"cards:\n  - number: X-1\n    cost: {NUMBER}\n".encode())
    reply = await env.slash(env.alice, "cards import", {"file": cards["id"]}, admin=True,
                            attachments={cards["id"]: cards})
    assert reply.ephemeral and "5000 digits" in reply.text() and "set_int_max_str_digits" not in reply.text()



async def test_confirmations_and_the_boards_log_name_players_by_display_name(env):
    """#30 §3: "✅ Bob keeps their hand", not "✅ B keeps their hand"; the board's log names
    players too. (An action the engine logs nothing for is confirmed as "✅ Alice: <action>".)"""
    match_id = await env.start_match(first="A")
    live = env.bot.matches.live[match_id]
    names = {"A": "Alice", "B": "Bob"}
    for _ in range(2):  # each player keeps their hand (6-2-1-6)
        seat = live.match.deciding()[0]
        keep = next(a for a in live.match.legal_actions(seat) if a.kind == "mulligan" and not a.args.get("redraw"))
        answer = await env.slash(env.user_for(live, seat), "act",
                                 {"action": f"{live.epoch}:{live.match.number}:{keep.digest()}"})
        assert answer.content.startswith(f"✅ {names[seat]} keeps their hand"), answer.content
    log = next(f["value"] for f in env.board()["embeds"][0]["fields"] if f["name"] == "Log")
    assert "Alice keeps their hand" in log and "Bob keeps their hand" in log, log
    assert not re.search(r"^[AB] ", log, re.MULTILINE), log  # no line names a seat letter
    seat = live.match.deciding()[0]  # the first turn's main phase: Alice ends it
    end = next(a for a in live.match.legal_actions(seat) if a.kind == "end_main")
    answer = await env.slash(env.user_for(live, seat), "act",
                             {"action": f"{live.epoch}:{live.match.number}:{end.digest()}"})
    assert answer.content.startswith(f"✅ {names[seat]} ends the main phase"), answer.content
