"""State survives restarts: matches rebuilt by replay, boards re-attached, buttons work."""

import os
import subprocess
import sys

from bot.render.board import BoardMeta, board_embed
from bot.render.limits import problems
from bot.store import Store
from discord_double import components_of
from rules_engine.core.registry import get_game

from .conftest import TOKEN, start_bot, stop_bot


async def test_restart_rebuilds_match_and_old_buttons_work(env):
    match_id = await env.start_match(first="A")
    live = env.bot.matches.live[match_id]
    for player in ("A", "B"):
        user = env.user_for(live, player)
        dm = env.double.dms(user)[0]
        keep = next(c for c in components_of(dm) if c.get("label") == "Keep hand")
        await env.click(user, dm, keep["custom_id"])
    before_hash, before_number = live.match.state_hash(), live.match.number
    board = env.board()
    end = next(c for c in components_of(board) if c.get("label") == "End main phase")
    turn_user = env.user_for(live, live.match.state.prompt.player)

    await stop_bot(env.bot, env.task)
    env.bot, env.task = await start_bot(env.double, env.db_path)
    restored = env.bot.matches.live[match_id]
    assert restored.match.state_hash() == before_hash and restored.match.number == before_number
    board = env.board()
    assert board["embeds"][0]["footer"]["text"].startswith(f"match #{match_id} · action {before_number}")
    reply = await env.click(turn_user, board, end["custom_id"])  # a button from before the restart
    assert reply.type == 7
    assert restored.match.number == before_number + 1


async def test_migrations_are_versioned_and_idempotent(tmp_path):
    store = Store(tmp_path / "x.sqlite3")
    await store.open()
    version = await store.schema_version()
    assert version >= 1
    await store.migrate()
    assert await store.schema_version() == version
    mode = await (await store.db.execute("PRAGMA journal_mode")).fetchone()
    sync = await (await store.db.execute("PRAGMA synchronous")).fetchone()
    assert mode[0] == "wal" and sync[0] == 2  # FULL
    await store.close()


def test_worst_board_fits_discord_limits():
    long = "Ｘ" * 100
    unit = {"uid": 1, "number": "X-1", "name": long, "type": "unit", "ap": 99, "hp": 99, "damage": 98,
            "rested": True, "linked": True, "deployed_turn": 3, "keywords": ["blocker"] * 5,
            "pilot": {"uid": 2, "number": "X-2", "name": long, "type": "pilot"}}
    entry = {"hand": {"count": 30}, "hand_count": 30, "deck": {"count": 40}, "resource_deck": {"count": 0},
             "resources": {"total": 15, "active": 10, "rested": 5, "ex": 5}, "level": 15,
             "battle": [dict(unit, uid=i) for i in range(6)],
             "base": dict(unit, type="base", pilot=None), "shields": {"count": 6},
             "trash": [{"uid": 9, "number": "X", "name": long, "type": "unit"}] * 40,
             "trash_top": {"uid": 9, "number": "X", "name": long, "type": "unit"},
             "removal": [], "resource_cards": []}
    view = {"game": "gcg", "turn": 99, "active": "A", "first": "A", "phase": "main", "step": "action",
            "over": False, "winner": None, "players": {"A": entry, "B": entry},
            "limbo": [{"name": long}] * 3, "battle": {"attacker": 1}, "action_number": 9999,
            "prompt": {"kind": "effect", "player": "B", "text": "Ｙ" * 2000}}
    names = {"A": "Ａ" * 32, "B": "Ｂ" * 32}
    log = ["Ｚ" * 500] * 8
    table = get_game("gcg").table(view)
    embed = board_embed(table, BoardMeta(match_id=123456, title="Gundam Card Game", commitment="f" * 64,
                                         log=tuple(log), names=names))
    assert problems({"embeds": [embed]}) == []
    assert embed["title"].startswith("Gundam Card Game — match #123456 · turn 99")
    assert [f["name"][:3] for f in embed["fields"]] == ["ＡＡＡ"] * 3 + ["ＢＢＢ"] * 3 + ["Log"]


def test_python_m_bot_survives_sigkill(tmp_path):
    """A real `python -m bot` process against the double, killed mid-match and restarted."""
    script = tmp_path / "drive.py"
    script.write_text(DRIVER)
    proc = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True,
                          timeout=240, cwd=os.getcwd())
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "RESUMED OK" in proc.stdout


DRIVER = rf'''
import asyncio, os, re, signal, subprocess, sys
sys.path.insert(0, os.getcwd())
from discord_double import DiscordDouble, components_of

TOKEN = "{TOKEN}"

async def wait_ready(double, bot_proc, previous_identifies):
    def ready():
        if bot_proc.poll() is not None:
            raise SystemExit("the bot exited: " + bot_proc.stdout.read().decode()[-2000:])
        return double.identified > previous_identifies and bool(double.commands.get(None))
    try:
        await double.wait_for(ready, timeout=60, poll=0.05)
    except TimeoutError:
        raise SystemExit("the bot never became ready") from None

def board_of(double, channel):
    return next((m for m in double.channel_messages(channel["id"]) if m.get("embeds")
                 and "match #" in (m["embeds"][0].get("title") or "")), None)

def action_of(board):
    return int(re.search(r"action ([0-9]+)", board["embeds"][0]["footer"]["text"]).group(1)) if board else -1

async def board_at_least(double, channel, number):
    """The bot has shown action `number` (or later) on the board."""
    await double.wait_for(lambda: action_of(board_of(double, channel)) >= number, timeout=60)

async def dms_settled(double, users, timeout=60):
    """Every player's hand DM exists and the double has no request in flight."""
    await double.wait_for(lambda: double.inflight == 0 and all(double.dms(u) for u in users), timeout=timeout)

def launch(double, db):
    env = dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_PATH=db, DISCORD_API_BASE=double.api_base,
               DISCORD_GATEWAY_URL=double.gateway_url)
    return subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)

async def main(folder):
    double = DiscordDouble(); await double.start()
    alice, bob = double.add_user("Alice"), double.add_user("Bob")
    channel = double.add_guild("Test")["channels"][0]
    db = os.path.join(folder, "bot.sqlite3")
    proc = launch(double, db)
    await wait_ready(double, proc, 0)
    r = await double.slash(alice, channel["id"], "match start", {{"game": "gcg", "opponent": bob["id"]}})
    accept = next(c for c in components_of(r.message) if c["custom_id"].startswith("accept:"))
    await double.select(bob, r.message, accept["custom_id"], [accept["options"][1]["value"]])
    await board_at_least(double, channel, 0)
    users = {{int(alice["id"]): alice, int(bob["id"]): bob}}
    # play a few actions through /act
    for _ in range(6):
        for user in (alice, bob):
            choices = await double.autocomplete(user, channel["id"], "act", {{"action": ""}}, "action")
            choices = [c for c in choices if c["name"] != "Concede"]
            if choices:
                number = int(choices[0]["value"].split(":")[1])  # epoch:number:digest
                await double.slash(user, channel["id"], "act", {{"action": choices[0]["value"]}})
                await board_at_least(double, channel, number + 1)
                break
    await dms_settled(double, (alice, bob))
    for u in (alice, bob):  # one hand message each, however the refreshes raced
        assert len(double.dms(u)) == 1, [m["embeds"] for m in double.dms(u)]
    board = [m for m in double.channel_messages(channel["id"]) if m.get("embeds")][0]
    footer = board["embeds"][0]["footer"]["text"]
    # `/hand` renders the hand from the match itself, as the DM does: the reference the
    # restarted bot's DMs must come back to (a DM edit may still be on its way now).
    hands = {{}}
    for u in (alice, bob):
        shown = await double.slash(u, channel["id"], "hand")
        hands[u["id"]] = [e.get("fields") for e in shown.embeds]
    before_choices = {{}}
    for user in (alice, bob):
        before_choices[user["id"]] = await double.autocomplete(user, channel["id"], "act", {{"action": ""}}, "action")
    proc.send_signal(signal.SIGKILL); proc.wait()
    identified = double.identified
    proc = launch(double, db)
    await wait_ready(double, proc, identified)
    board_after = [m for m in double.channel_messages(channel["id"]) if m.get("embeds")][0]
    assert board_after["id"] == board["id"], "the board message was not re-attached"
    assert board_after["embeds"][0]["footer"]["text"] == footer, (footer, board_after["embeds"][0]["footer"])
    for user in (alice, bob):
        after = await double.autocomplete(user, channel["id"], "act", {{"action": ""}}, "action")
        assert after == before_choices[user["id"]], "the legal choices changed across the restart"
        again = await double.slash(user, channel["id"], "hand")
        assert [e.get("fields") for e in again.embeds] == hands[user["id"]], "the hand changed"
        if double.dms(user):  # the restarted bot re-attaches the DM and shows the same hand
            try:
                await double.wait_for(lambda u=user: [e.get("fields") for e in double.dms(u)[0]["embeds"]]
                                      == hands[u["id"]], timeout=60)
            except TimeoutError:
                raise AssertionError(("hand changed", [(m["id"], m.get("edits"), [f["name"] for e in m["embeds"] for f in e.get("fields") or []][:3]) for m in double.dms(user)], hands[user["id"]]))
    mover = next(u for u in (alice, bob) if [c for c in before_choices[u["id"]] if c["name"] != "Concede"])
    pick = [c for c in before_choices[mover["id"]] if c["name"] != "Concede"][0]
    reply = await double.slash(mover, channel["id"], "act", {{"action": pick["value"]}})
    assert reply.content.startswith("✅"), reply.content
    proc.send_signal(signal.SIGTERM); proc.wait(timeout=30)
    await double.stop()
    print("RESUMED OK")

asyncio.run(main(sys.argv[1]))
'''
