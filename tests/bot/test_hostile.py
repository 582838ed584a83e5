"""What a careless or hostile player (or a flaky disk) can try, through the double."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
import time

from bot.render.limits import problems
from discord_double import components_of, embed_text
from rules_engine.core.actions import Action

from .test_refusals_and_concurrency import _main_phase

BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n" + \
    "\n".join(f"c{n}: &c{n} [" + ", ".join(["*b" if n == 0 else f"*c{n - 1}"] * 9) + "]" for n in range(8))


def _board_button(env, label: str) -> dict:
    return next(c for c in components_of(env.board()) if c.get("label") == label)


async def test_a_button_from_before_a_rewind_is_refused(env):
    live = await _main_phase(env)
    user = env.user_for(live, live.match.state.prompt.player)
    menu = await env.click(user, env.board(), _board_button(env, "Your options")["custom_id"])
    old_menu = dict(menu.message, channel_id=env.channel_id)  # a private menu, shown before the rewind
    select = next(c for c in components_of(old_menu) if any(o["label"] == "End main phase"
                                                            for o in c.get("options", [])))
    end_value = next(o["value"] for o in select["options"] if o["label"] == "End main phase")
    n = live.match.number
    await env.click(user, env.board(), _board_button(env, "End main phase")["custom_id"])  # the game moves on…
    assert live.match.number == n + 1
    preview = await env.slash(env.carol, "judge rewind", {"to": n}, admin=True)
    confirm = components_of(preview.message)[0]
    await env.click(env.carol, dict(preview.message, channel_id=env.channel_id), confirm["custom_id"],
                    admin=True)
    live = env.bot.matches.live[live.id]
    assert live.match.number == n and live.epoch == 1  # …and is rewound to the same action number
    reply = await env.select(user, old_menu, select["custom_id"], [end_value])
    assert reply.ephemeral and "rewound" in reply.content  # same action number, older epoch
    assert live.match.number == n
    # the rewind preview itself is stale once used
    again = await env.click(env.carol, dict(preview.message, channel_id=env.channel_id), confirm["custom_id"],
                            admin=True)
    assert again.ephemeral and "moved on" in again.content


async def test_a_failed_write_during_a_judge_fix_changes_nothing(env):
    live = await _main_phase(env)
    before, number = live.match.state_hash(), live.match.number
    hand = live.match.view("A")["players"]["A"]["hand"][0]["uid"]
    # The disk refuses the write: a trigger in the real SQLite file aborts every new action.
    with sqlite3.connect(env.db_path) as db:
        db.execute("CREATE TRIGGER fail BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    reply = await env.slash(env.carol, "judge fix move", {"card": hand, "to": "trash"}, admin=True)
    assert reply.ephemeral and "could not be saved" in reply.content and "nothing was changed" in reply.content
    assert live.match.state_hash() == before and live.match.number == number
    with sqlite3.connect(env.db_path) as db:
        db.execute("DROP TRIGGER fail")
    # the same fix works now, and memory and the store agree after a restart
    reply = await env.slash(env.carol, "judge fix move", {"card": hand, "to": "trash"}, admin=True)
    assert reply.content.startswith("✅")
    after = live.match.state_hash()
    from .conftest import start_bot, stop_bot

    await stop_bot(env.bot, env.task)
    env.bot, env.task = await start_bot(env.double, env.db_path)
    assert env.bot.matches.live[live.id].match.state_hash() == after


async def test_a_failed_write_of_an_action_is_undone_and_said(env):
    live = await _main_phase(env)
    user = env.user_for(live, live.match.state.prompt.player)
    before, number = live.match.state_hash(), live.match.number
    with sqlite3.connect(env.db_path) as db:
        db.execute("CREATE TRIGGER fail BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    reply = await env.click(user, env.board(), _board_button(env, "End main phase")["custom_id"])
    assert reply.ephemeral and "could not be saved" in reply.content
    assert live.match.state_hash() == before and live.match.number == number


async def test_a_big_hand_of_long_cards_fits_every_message(env):
    long_text = "When this unit is deployed, " + "choose an enemy unit and look at it carefully; " * 8
    cards = "\n".join(
        f"- {{number: LONG-{n:02d}, name: '{'Ｌ' * 30} {n}', type: unit, color: blue, level: 1, cost: 1, "
        f"ap: 1, hp: 1, effects: [{{timing: deploy, text: '{long_text}'}}, {{timing: attack, text: '{long_text}'}}]}}"
        for n in range(13))
    file = env.double.attachment("long.yaml", cards.encode())
    reply = await env.slash(env.alice, "cards import", {"file": file["id"]}, admin=True,
                            attachments={file["id"]: file})
    assert "13 card(s)" in reply.text(), reply.text()
    deck = "\n".join(f"4 LONG-{n:02d}" for n in range(12)) + "\n2 LONG-12\nResource deck:\n10 DEMO-R01\n"
    reply = await env.slash(env.alice, "deck import", {"name": "Long", "text": deck})
    assert "registered" in reply.content, reply.content
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"],
                                                       "deck": "mine:Long"})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    live = next(iter(env.bot.matches.live.values()))
    deck_cards = live.match.view_judge()["players"]["A"]["deck"][:15]
    for card in deck_cards:  # a judge hands Alice 15 long cards
        await env.slash(env.carol, "judge fix move", {"card": card["uid"], "to": "hand"}, admin=True)
    assert len(live.match.state.zone("A", "hand")) >= 15
    dm = env.double.dms(env.alice)[-1]
    assert problems(dm) == [] and "more" in embed_text(dm["embeds"][0])
    hand = await env.slash(env.alice, "hand")
    assert problems(hand.message) == []
    view = await env.slash(env.carol, "judge view", admin=True)
    for message in (view.message, *view.followups):
        assert problems(message) == []


async def test_public_ids_and_messages_carry_only_public_facts(env):
    await env.slash(env.bob, "deck import", {"name": "Secret Plan", "text": (
        "4 DEMO-001\n4 DEMO-002\n4 DEMO-003\n4 DEMO-004\n4 DEMO-005\n4 DEMO-006\n4 DEMO-007\n4 DEMO-008\n"
        "4 DEMO-009\n4 DEMO-010\n4 DEMO-011\n4 DEMO-012\n2 DEMO-013\nResource deck:\n10 DEMO-R01\n")})
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]})
    assert "Secret Plan" not in str(reply.message)  # the opponent's own decks are offered privately
    mine = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    private = await env.select(env.bob, reply.message, mine["custom_id"], ["mine"])
    assert private.ephemeral and "Secret Plan" in str(private.message)
    await env.slash(env.alice, "match abandon")
    await env.slash(env.bob, "match abandon")


async def test_the_end_main_phase_button_says_nothing_about_the_hand(env):
    live = await _main_phase(env)
    seat = live.match.state.prompt.player
    end = _board_button(env, "End main phase")
    expected = Action(seat, "end_main", {}).digest()
    assert end["custom_id"] == f"act:{live.id}:{live.epoch}:{live.match.number}:{seat}:{expected}"
    for button in components_of(env.board()):
        assert all(part.isascii() for part in button["custom_id"].split(":"))


async def test_rewind_can_reshuffle_hidden_zones(env):
    live = await _main_phase(env)
    n = live.match.number
    user = env.user_for(live, live.match.state.prompt.player)
    await env.click(user, env.board(), _board_button(env, "End main phase")["custom_id"])
    deck_before = list(live.match.replay(n).state.zone("A", "deck"))
    preview = await env.slash(env.carol, "judge rewind", {"to": n, "reason": "misclick"}, admin=True)
    assert "reshuffle" in preview.content.lower()
    reshuffle = next(c for c in components_of(preview.message) if "reshuffle" in c["label"].lower())
    await env.click(env.carol, dict(preview.message, channel_id=env.channel_id), reshuffle["custom_id"],
                    admin=True)
    live = env.bot.matches.live[live.id]
    assert sorted(live.match.state.zone("A", "deck")) == sorted(deck_before)
    assert live.match.state.zone("A", "deck") != deck_before  # nobody knows the next draws any more
    notice = [m["content"] for m in env.double.channel_messages(env.channel_id) if "rewound" in m["content"]]
    assert notice and "reshuffled" in notice[-1]
    assert [a.kind for a in live.match.actions[n:]] == ["fix_shuffle"] * 4  # logged, replayable
    assert live.match.replay().state_hash() == live.match.state_hash()


async def test_odd_numbers_are_refused_in_words(env):
    await _main_phase(env)
    for value in ("3:²", "0:３:abcdef0123", "0:1:", "x" * 100):
        reply = await env.slash(env.alice, "act", {"action": value})
        assert reply.ephemeral and "pick one of the suggested choices" in reply.content, (value, reply.content)


async def test_yaml_bombs_and_huge_files_are_refused_quickly(env):
    started = time.monotonic()
    reply = await env.slash(env.alice, "deck import", {"name": "Bomb", "text": "main:\n" + BOMB})
    assert reply.ephemeral and "aliases" in reply.content
    bomb = env.double.attachment("bomb.yaml", BOMB.encode())
    reply = await env.slash(env.alice, "cards import", {"file": bomb["id"]}, admin=True,
                            attachments={bomb["id"]: bomb})
    assert reply.ephemeral and "aliases" in reply.text()
    deep = env.double.attachment("deep.yaml", ("[" * 5000 + "]" * 5000).encode())
    reply = await env.slash(env.alice, "cards import", {"file": deep["id"]}, admin=True,
                            attachments={deep["id"]: deep})
    assert reply.ephemeral and "deep" in reply.text()
    huge = env.double.attachment("huge.yaml", b"- x\n" * 200_000)  # under the 4 MB a card list may be
    reply = await env.slash(env.alice, "cards import", {"file": huge["id"]}, admin=True,
                            attachments={huge["id"]: huge})
    assert reply.ephemeral and "huge.yaml: more than 50000 values: too large" in reply.text()
    assert time.monotonic() - started < 30  # refused, not chewed on
    assert await env.bot.store.card_files(int(env.guild["id"]), "gcg") == []


async def test_a_huge_rule_query_full_of_regex_characters(env):
    query = ("(.*)+[a-z]{1,99999}\\1" * 500)[:10_000]
    reply = await env.slash(env.alice, "rule", {"query": query})
    assert reply.ephemeral and "at most 300 characters" in reply.content
    choices = await env.choices(env.alice, "rule", "query", query)
    assert len(choices) <= 25


def test_an_unusable_database_folder_is_one_clear_line(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    env = dict(os.environ, DISCORD_TOKEN="MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB",
               REFBOT_DB_PATH=str(blocker / "db" / "refbot.sqlite3"), DISCORD_API_BASE="http://127.0.0.1:9/api/v10",
               DISCORD_GATEWAY_URL="ws://127.0.0.1:9/gateway")
    proc = subprocess.run([sys.executable, "-m", "bot"], capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 2, proc.stderr[-2000:]
    lines = [line for line in proc.stderr.splitlines() if "error:" in line]
    assert len(lines) == 1 and "REFBOT_DB_PATH" in lines[0] and "Traceback" not in proc.stderr
    proc = subprocess.run([sys.executable, "-m", "bot", "migrate"], capture_output=True, text=True,
                          timeout=120, env=env)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


async def test_a_judge_of_another_server_is_not_a_judge_here(env):
    live = await _main_phase(env)
    other = env.double.add_guild("Other Server")
    role = await env.double.create_role(other["id"], "Judges")
    env.double.member_roles[int(env.carol["id"])] = [role["id"]]
    reply = await env.double.slash(env.carol, other["channels"][0]["id"], "config judge-role",
                                   {"role": role["id"]}, admin=True)
    await env.settle()
    assert "Judges are now" in reply.content
    for command in ("judge view", "judge resume", "judge export"):
        refused = await env.slash(env.carol, command)
        assert refused.ephemeral and "only judges" in refused.content, command
    assert await env.double.autocomplete(env.carol, env.channel_id, "judge fix move",
                                         {"card": "", "to": "hand"}, "card") == []
    assert live.match.number == live.match.number


async def test_concurrent_clicks_on_an_old_and_a_new_board(env):
    live = await _main_phase(env)
    user = env.user_for(live, live.match.state.prompt.player)
    board = dict(env.board())
    end = _board_button(env, "End main phase")
    replies = await asyncio.gather(*(env.double.click(user, board, end["custom_id"]) for _ in range(10)))
    await env.settle()
    assert sum(1 for r in replies if r.type == 7) == 1  # exactly one applied
