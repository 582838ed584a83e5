"""Challenges through the double, with the store on SQLite and on PostgreSQL: they
expire (a server setting, announced in the message, across restarts), a judge can
cancel one, withdraw and the last accept race to one winner, a connection dropped
after the last accept is saved does not leave the player misinformed, and `/match
start` after large card imports answers in time without parsing a card file again.

Time is the bot's injectable clock (`env.extra["now"]`), moved on by the tests; races
are orchestrated with gates in a wrapped store; faults are injected in the database
driver, as the other fault tests do."""

from __future__ import annotations

import asyncio
import copy
import json
import sqlite3
import time
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from bot import client as client_module
from bot import endpoints, i18n
from bot.services import library as library_module
from bot.services.errors import UserError
from bot.store import ConnectionLost
from discord_double import DiscordDouble, components_of

from ..conftest import Env, assert_nothing_rejected, start_bot, stop_bot

START = 1_700_000_000.0
DECK = (Path(__file__).resolve().parents[3] / "data/decks/gcg/tidewall-blue-white.txt").read_text(encoding="utf-8")


@pytest.fixture
async def db_env(tmp_path, db_url):
    """The bot on a new database of each kind, its clock at START until a test moves it."""
    double = DiscordDouble()
    await double.start()
    alice, bob, carol = double.add_user("Alice"), double.add_user("Bob"), double.add_user("Carol")
    guild = double.add_guild("Test Server", channels=("general", "second"))
    unused = str(tmp_path / "unused.sqlite3")  # REFBOT_DB_URL wins over REFBOT_DB_PATH
    now = [START]
    bot, task = await start_bot(double, unused, REFBOT_DB_URL=db_url, clock=lambda: now[0])
    env = Env(double, bot, alice, bob, carol, guild, guild["channels"][0], unused, task,
              {"url": db_url, "now": now})
    yield env
    await stop_bot(env.bot, env.task)
    await double.stop()
    endpoints.reset()
    if not env.expect_rejections:
        assert_nothing_rejected(double)


async def restart(env: Env) -> None:
    await stop_bot(env.bot, env.task)
    now = env.extra["now"]
    env.bot, env.task = await start_bot(env.double, env.db_path, REFBOT_DB_URL=env.extra["url"],
                                        clock=lambda: now[0])


async def challenge(env: Env, channel: dict | None = None) -> tuple[dict, int, dict]:
    """Alice challenges Bob: (the challenge message, the match id, its accept select)."""
    channel = channel or env.channel
    reply = await env.double.slash(env.alice, channel["id"], "match start", {"game": "gcg", "opponent": env.bob["id"]})
    await env.settle()
    message = reply.message if reply.type == 4 else posted_challenge(env, channel)
    accept = next(c for c in components_of(message) if c["custom_id"].startswith("accept:"))
    return message, int(accept["custom_id"].split(":")[1]), accept


def posted_challenge(env: Env, channel: dict) -> dict:
    return next(m for m in env.double.channel_messages(channel["id"])
                if any(c.get("custom_id", "").startswith("accept:") for c in components_of(m)))


def current(env: Env, message: dict) -> dict:
    """The message as the channel shows it now (after the bot's edits)."""
    return next(m for m in env.double.channel_messages(message["channel_id"]) if m["id"] == message["id"])


def button(message: dict, prefix: str) -> dict:
    return next(c for c in components_of(message) if c["custom_id"].startswith(prefix))


# --- expiry -------------------------------------------------------------------------------


async def test_a_challenge_expires_at_the_servers_setting_and_frees_the_channel(db_env):
    env, now = db_env, db_env.extra["now"]
    reply = await env.slash(env.alice, "config challenge-expiry", {"minutes": 3})
    assert reply.ephemeral and "Manage Server" in reply.content  # not for everyone
    reply = await env.slash(env.alice, "config challenge-expiry", {"minutes": 3}, admin=True)
    assert "expire after 3 minutes" in reply.content
    assert "Challenges expire after: 3 minutes" in (await env.slash(env.alice, "config show")).content
    message, match_id, accept = await challenge(env)
    assert f"<t:{int(START + 180)}:R>" in message["content"]  # announced, in Discord's time markup
    now[0] = START + 179
    await env.bot.expire_challenges()
    assert (await env.bot.store.match(match_id)).status == "challenge"
    assert components_of(current(env, message))
    now[0] = START + 180  # time is up; the sweep has not run yet: the store refuses the acceptance
    refused = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert refused.ephemeral and "expired" in refused.content
    assert match_id not in env.bot.matches.live
    await env.bot.expire_challenges()
    await env.settle()
    shown = current(env, message)
    assert "expired" in shown["content"] and not components_of(shown)
    row = await env.bot.store.match(match_id)
    assert row.status == "expired" and row.seed is None
    assert [e["kind"] for e in await env.bot.store.events(match_id)] == ["expired"]
    again, new_id, _ = await challenge(env)  # the channel is free
    assert new_id != match_id and f"<t:{int(START + 360)}:R>" in again["content"]


async def test_a_challenge_that_expired_while_the_bot_was_down_is_closed_at_start_up(db_env, monkeypatch):
    env, now = db_env, db_env.extra["now"]
    old, old_id, _ = await challenge(env)
    live, live_id, _ = await challenge(env, env.guild["channels"][1])
    assert f"<t:{int(START + 600)}:R>" in old["content"]  # the default: 10 minutes
    await stop_bot(env.bot, env.task)
    now[0] = START + 600
    # the one in the second channel is made younger while the bot is down
    monkeypatch.setattr(client_module, "CLOCK_CHECK_SECONDS", 0.01)  # the watcher checks often
    other = type(env.bot.store)(env.extra["url"])
    await other.open()
    try:
        await other.update_match(live_id, expires_at=START + 900)
    finally:
        await other.close()
    env.bot, env.task = await start_bot(env.double, env.db_path, REFBOT_DB_URL=env.extra["url"],
                                        clock=lambda: now[0])
    # closed during start-up, before the bot answered anyone
    assert "expired" in current(env, old)["content"] and not components_of(current(env, old))
    assert (await env.bot.store.match(old_id)).status == "expired"
    assert components_of(current(env, live))
    now[0] = START + 900  # the watcher's timer closes the other one, with nobody asking
    await env.double.wait_for(lambda: not components_of(current(env, live)), timeout=30, poll=0.05)
    assert "expired" in current(env, live)["content"]
    assert (await env.bot.store.match(live_id)).status == "expired"


# --- races ------------------------------------------------------------------------------


class SlowStore:
    """One store method held at a gate (a slow database) until the test opens it."""

    def __init__(self, store, method: str) -> None:
        self.reached, self.release = asyncio.Event(), asyncio.Event()
        real = getattr(store, method)

        async def slow(*args, **kwargs):
            self.reached.set()
            await self.release.wait()
            return await real(*args, **kwargs)

        setattr(store, method, slow)


@pytest.mark.parametrize("first", ["accept", "withdraw"])
async def test_withdraw_and_the_last_accept_race_to_one_winner(db_env, first):
    """The challenger withdraws while the last seat's acceptance is being written (a slow
    store), and the other way round: whichever lands first wins, the other is told so,
    and the store, memory and a restart agree."""
    env = db_env
    message, match_id, accept = await challenge(env)
    decline = button(message, "decline:")
    gate = SlowStore(env.bot.store, "accept_seat" if first == "accept" else "close_challenge")
    accepting = lambda: env.double.select(env.bob, message, accept["custom_id"],  # noqa: E731
                                          [accept["options"][0]["value"]])
    withdrawing = lambda: env.double.click(env.alice, message, decline["custom_id"])  # noqa: E731
    leading = asyncio.create_task(accepting() if first == "accept" else withdrawing())
    await gate.reached.wait()
    trailing = asyncio.create_task(withdrawing() if first == "accept" else accepting())
    lock = env.bot.matches._challenge_locks[match_id]
    await env.double.wait_for(lambda: bool(getattr(lock, "_waiters", None)), poll=0.01)  # queued behind it
    gate.release.set()
    lead, trail = await leading, await trailing
    await env.settle()
    row = await env.bot.store.match(match_id)
    if first == "accept":
        assert lead.type == 7 and "Challenge accepted" in lead.message["content"]
        assert trail.ephemeral and "too late: the match has already started" in trail.content
        assert row.status == "active" and match_id in env.bot.matches.live and env.board() is not None
        taken = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.carol["id"]})
        assert taken.ephemeral and "already a match" in taken.content  # no second match in the channel
        before = env.bot.matches.live[match_id].match.state_hash()
        await restart(env)
        assert env.bot.matches.live[match_id].match.state_hash() == before
    else:
        assert lead.type == 7 and "withdrawn" in lead.message["content"]
        assert trail.ephemeral and "too late: the challenge was withdrawn" in trail.content
        assert row.status == "withdrawn" and row.seed is None and not env.bot.matches.live
        assert env.board() is None
        await restart(env)
        assert not env.bot.matches.live
        await challenge(env)  # the channel is free


# --- a connection that drops ---------------------------------------------------------------


def drop_connection(monkeypatch, kind: str, *, after_commit: bool) -> list[int]:
    """Break the database connection of the next transaction that accepts a seat: after
    its COMMIT went through (the answer is lost), or at its first write (nothing lands).
    Returns a list that counts the drops."""
    drops: list[int] = []
    marked: set[int] = set()

    def hit(conn, sql: str) -> bool:
        if "UPDATE match_seats SET deck" in sql and not drops:
            if not after_commit:
                drops.append(1)
                return True
            marked.add(id(conn))
        elif sql.strip().rstrip(";").upper() == "COMMIT" and id(conn) in marked:
            marked.discard(id(conn))
            drops.append(1)
            return True
        return False

    if kind == "postgresql":
        real = asyncpg.connection.Connection.execute

        async def execute(conn, query, *args, **kwargs):
            drop = hit(conn, query)
            if drop and not after_commit:
                raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed (simulated)")
            result = await real(conn, query, *args, **kwargs)
            if drop:
                raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed (simulated)")
            return result

        monkeypatch.setattr(asyncpg.connection.Connection, "execute", execute)
    else:
        real_sqlite = aiosqlite.Connection.execute

        async def execute_sqlite(conn, sql, parameters=None):
            drop = hit(conn, sql)
            if drop and not after_commit:
                raise sqlite3.OperationalError("disk I/O error (simulated)")
            result = await real_sqlite(conn, sql, parameters)
            if drop:
                raise sqlite3.OperationalError("disk I/O error (simulated)")
            return result

        monkeypatch.setattr(aiosqlite.Connection, "execute", execute_sqlite)
    return drops


async def test_a_connection_dropped_after_the_last_accept_is_saved_starts_the_match(db_env, monkeypatch):
    env = db_env
    message, match_id, accept = await challenge(env)
    drops = drop_connection(monkeypatch, env.bot.store.kind, after_commit=True)
    reply = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert drops == [1]
    assert "nothing was changed" not in reply.text()
    assert reply.type == 7 and "Challenge accepted" in reply.message["content"]  # the truth: it started
    assert match_id in env.bot.matches.live and env.board() is not None
    assert (await env.bot.store.match(match_id)).status == "active"
    monkeypatch.undo()
    before = env.bot.matches.live[match_id].match.state_hash()
    await restart(env)
    assert env.bot.matches.live[match_id].match.state_hash() == before


async def test_when_the_store_cannot_even_be_read_the_player_is_told_it_is_not_known(db_env, monkeypatch):
    """The acceptance landed, its answer was lost, and reading the store fails too: the
    player is not told "nothing was changed" but that it is not known; asking again
    finds the match the store started, and it runs."""
    env = db_env
    message, match_id, accept = await challenge(env)
    drops = drop_connection(monkeypatch, env.bot.store.kind, after_commit=True)
    store = env.bot.store
    real_match = store.match

    async def unreadable(mid):
        if drops and not unreadable.failed:
            unreadable.failed = True
            raise ConnectionLost("lost the connection (simulated)")
        return await real_match(mid)

    unreadable.failed = False
    store.match = unreadable
    reply = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert reply.ephemeral and "could not tell whether your acceptance was saved" in reply.content
    assert "nothing was changed" not in reply.content
    assert match_id not in env.bot.matches.live and env.board() is None
    again = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert again.type == 7 and "Challenge accepted" in again.message["content"]
    assert match_id in env.bot.matches.live and env.board() is not None
    assert (await real_match(match_id)).status == "active"


async def test_a_connection_dropped_before_the_accept_landed_changes_nothing(db_env, monkeypatch):
    env = db_env
    message, match_id, accept = await challenge(env)
    drops = drop_connection(monkeypatch, env.bot.store.kind, after_commit=False)
    reply = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert drops == [1]
    assert reply.ephemeral and "could not be saved" in reply.content and "nothing was changed" in reply.content
    row = await env.bot.store.match(match_id)
    assert row.status == "challenge" and not row.seats["B"].accepted and match_id not in env.bot.matches.live
    monkeypatch.undo()
    again = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert again.type == 7 and "Challenge accepted" in again.message["content"]


# --- /match start after large card imports ---------------------------------------------------


def card_file(cards: int) -> bytes:
    lines = []
    for n in range(cards):
        lines.append(f"- number: BIG-{n:04d}\n  name: Big Frame {n}\n  type: unit\n  color: blue\n  level: 1\n"
                     f"  cost: 1\n  ap: 1\n  hp: 1\n  effects:\n    - {{timing: deploy, text: \"Draw 1. "
                     f"If you have 2 or more other Units in play, instead choose 2 of them.\"}}\n")
    return "".join(lines).encode()


async def test_match_start_after_a_big_import_answers_in_time_and_parses_no_card_file(db_env, monkeypatch):
    """Each YAML parse of the card file costs 5 s on Discord's clock (the double's): the
    import defers and parses it once; after a restart `/match start` parses nothing,
    answers within the 3 s (deferred: the pool is not in memory yet) and the challenge it
    posts works."""
    env = db_env
    offset = [0.0]
    env.double.clock = lambda: time.monotonic() + offset[0]
    parsed = []
    real_load = library_module.load_yaml

    def slow_load(text, source="the file", **kwargs):
        if source == "big.yaml":
            parsed.append(source)
            offset[0] += 5
        return real_load(text, source, **kwargs)

    monkeypatch.setattr(library_module, "load_yaml", slow_load)
    data = card_file(160)
    assert len(data) > 32 * 1024
    file = env.double.attachment("big.yaml", data)
    reply = await env.slash(env.alice, "cards import", {"file": file["id"]}, admin=True,
                            attachments={file["id"]: file})
    assert reply.type == 5 and "160 card(s)" in reply.text()
    assert parsed == ["big.yaml"]
    await restart(env)
    reply = await env.double.slash(env.alice, env.channel_id, "match start",
                                   {"game": "gcg", "opponent": env.bob["id"]})
    await env.settle()
    assert reply.type == 5 and reply.ephemeral and "is posted in this channel" in reply.text()
    assert parsed == ["big.yaml"]  # never parsed again
    message = posted_challenge(env, env.channel)
    accept = button(message, "accept:")
    match_id = int(accept["custom_id"].split(":")[1])
    row = await env.bot.store.match(match_id)
    assert row.challenge_message_id == int(message["id"]) and any(c.get("number") == "BIG-0159"
                                                                   for c in row.options["cards"])
    started = await env.select(env.bob, message, accept["custom_id"], [accept["options"][0]["value"]])
    assert started.type == 7 and "Challenge accepted" in started.message["content"]
    # the pool is in memory now: the next challenge is answered directly
    other = await env.double.slash(env.alice, env.guild["channels"][1]["id"], "match start",
                                   {"game": "gcg", "opponent": env.carol["id"]})
    assert other.type == 4 and components_of(other.message)


async def test_a_challenge_whose_message_cannot_be_posted_is_not_kept(db_env):
    """The store is slow enough that Discord's 3 s pass before the challenge is answered:
    the answer is refused, and the challenge is dropped, never left without a message."""
    env = db_env
    offset = [0.0]
    env.double.clock = lambda: time.monotonic() + offset[0]
    store = env.bot.store
    real_create, real_discard = store.create_challenge, store.discard_challenge
    discarded = []

    async def slow_create(*args, **kwargs):
        offset[0] += 4
        return await real_create(*args, **kwargs)

    async def discard(match_id):
        gone = await real_discard(match_id)
        discarded.append(gone)
        return gone

    store.create_challenge, store.discard_challenge = slow_create, discard
    attempt = asyncio.create_task(env.double.slash(env.alice, env.channel_id, "match start",
                                                   {"game": "gcg", "opponent": env.bob["id"]}))
    await env.double.wait_for(lambda: bool(discarded), poll=0.01)
    attempt.cancel()
    assert discarded == [True]
    assert await store.live_match_in(int(env.channel_id)) is None and await store.count("matches") == 0
    store.create_challenge = real_create
    offset[0] = 0
    await challenge(env)  # the channel is free


# --- judges -----------------------------------------------------------------------------------


async def test_a_judge_or_manage_server_cancels_a_challenge_and_it_is_recorded(db_env):
    env = db_env
    message, match_id, _ = await challenge(env)
    for user in (env.carol, env.bob):  # a member, and a player of the challenge: not judges
        refused = await env.slash(user, "match cancel", {"reason": "idle"})
        assert refused.ephemeral and "only judges" in refused.content
    assert (await env.bot.store.match(match_id)).status == "challenge"
    role = await env.double.create_role(env.guild["id"], "Judges")
    env.double.member_roles[int(env.carol["id"])] = [role["id"]]
    await env.slash(env.alice, "config judge-role", {"role": role["id"]}, admin=True)
    done = await env.slash(env.carol, "match cancel", {"reason": "an idle alt account"})
    assert not done.ephemeral and f"cancelled challenge #{match_id}" in done.content
    assert "an idle alt account" in done.content
    shown = current(env, message)
    assert "cancelled the challenge" in shown["content"] and not components_of(shown)
    [event] = await env.bot.store.events(match_id)
    assert event["kind"] == "cancelled" and event["user"] == int(env.carol["id"])
    assert event["reason"] == "an idle alt account"
    nothing = await env.slash(env.carol, "match cancel")
    assert nothing.ephemeral and "no open challenge" in nothing.content
    _, second, _ = await challenge(env)  # the channel is free; Manage Server may cancel too
    done = await env.slash(env.bob, "match cancel", admin=True)
    assert f"cancelled challenge #{second}" in done.content
    assert (await env.bot.store.match(second)).status == "cancelled"


# --- what the messages say (the store plays no part: SQLite only) ------------------------------


async def test_the_challenge_accepted_message_names_no_deck(env):
    """A deck's name is its owner's to reveal, and no deck can be made public yet: the
    public "Challenge accepted" names the players only."""
    reply = await env.slash(env.alice, "deck import", {"name": "Secret Tides", "text": DECK})
    assert "registered" in reply.content
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"],
                                                        "deck": "mine:Secret Tides"})
    accept = button(reply.message, "accept:")
    demo = accept["options"][0]
    started = await env.select(env.bob, reply.message, accept["custom_id"], [demo["value"]])
    text = started.message["content"]
    assert text.startswith("Challenge accepted") and f"<@{env.alice['id']}> vs <@{env.bob['id']}>" in text
    assert "Secret Tides" not in text and demo["label"].removeprefix("Demo: ") not in text
    for message in env.double.channel_messages(env.channel_id):
        assert "Secret Tides" not in json.dumps(message, ensure_ascii=False)


async def test_the_expiry_setting_is_validated_and_said_in_every_language(env):
    reply = await env.slash(env.alice, "config challenge-expiry", {"minutes": 20}, admin=True, locale="ja")
    assert reply.ephemeral and "20 分で期限切れ" in reply.content
    shown = await env.slash(env.alice, "config show", locale="zh-TW")
    assert "挑戰期限：20 分鐘" in shown.content
    guild = int(env.guild["id"])
    for lang, words in (("en", "after 1 to 1,440 minutes"), ("zh-Hant", "1 到 1,440 分鐘"), ("ja", "1〜1,440 分")):
        for minutes in (0, 1441):
            with i18n.use(lang), pytest.raises(UserError, match=words):
                await env.bot.matches.set_expiry_minutes(guild, minutes)
    assert await env.bot.matches.expiry_minutes(guild) == 20
    refused = await env.slash(env.bob, "config challenge-expiry", {"minutes": 5}, locale="ja")
    assert refused.ephemeral and "サーバー管理権限" in refused.content


async def test_a_player_declines_and_a_later_click_is_told_what_happened(env):
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]})
    message, decline = reply.message, button(reply.message, "decline:")
    refused = await env.click(env.carol, message, decline["custom_id"])
    assert refused.ephemeral and "only the players of this challenge" in refused.content
    shown_before = copy.deepcopy(message)  # Alice's click leaves before Bob's decline reaches her screen
    done = await env.click(env.bob, message, decline["custom_id"])
    assert done.type == 7 and done.message["content"] == "The challenge was declined."
    assert not components_of(done.message)
    late = await env.click(env.alice, shown_before, decline["custom_id"])
    assert late.ephemeral and "too late: the challenge was declined" in late.content
    match_id = int(decline["custom_id"].split(":")[1])
    [event] = await env.bot.store.events(match_id)
    assert event["kind"] == "declined" and event["user"] == int(env.bob["id"])
