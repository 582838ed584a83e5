"""The double's web client over HTTP, as the page uses it: each user is shown only what
Discord shows them, what a Discord client cannot send is refused, and only this
machine's page may act."""

from __future__ import annotations

import asyncio
import base64
import json

import aiohttp
import pytest
import pytest_asyncio

from discord_double import components_of
from playground.app import Playground

pytestmark = pytest.mark.asyncio(loop_scope="module")


class Client:
    def __init__(self, playground: Playground, session: aiohttp.ClientSession) -> None:
        self.playground = playground
        self.session = session
        self.world = playground.world

    def id(self, name: str) -> str:
        return self.world.user(name)["id"]

    def channel(self, name: str) -> str:
        return "dm" if name == "dm" else self.world.channel(name)["id"]

    async def post(self, path: str, body: dict, **kw) -> tuple[int, dict]:
        async with self.session.post(self.playground.url + "client/api/" + path, json=body, **kw) as response:
            return response.status, await response.json()

    async def state(self, user: str, channel: str) -> dict:
        url = f"{self.playground.url}client/api/state?user={self.id(user)}&channel={self.channel(channel)}"
        async with self.session.get(url) as response:
            assert response.status == 200
            return await response.json()

    async def slash(self, user: str, channel: str, command: str, **options) -> tuple[int, dict]:
        return await self.post("slash", {"user": self.id(user), "channel": self.channel(channel),
                                         "command": command, "options": options})

    async def act(self, user: str, channel: str, message: dict, label: str, values=None) -> tuple[int, dict]:
        component = next(c for c in components_of(message)
                         if c.get("label") == label or c.get("placeholder", "").startswith(label))
        kind = "click" if component["type"] == 2 else "select"
        body = {"user": self.id(user), "channel": self.channel(channel), "message": message["id"],
                "custom_id": component["custom_id"]}
        if values is not None:
            body["values"] = values
        return await self.post(kind, body)


@pytest_asyncio.fixture(loop_scope="module")
async def client(playground):
    async with aiohttp.ClientSession() as session:
        yield Client(playground, session)


def texts(state: dict) -> str:
    return json.dumps(state["messages"], ensure_ascii=False)


async def start_duel(client: Client) -> None:
    status, _ = await client.slash("Alice", "table-1", "match start", game="gcg", opponent=client.id("Bob"))
    assert status == 200
    challenge = (await client.state("Bob", "table-1"))["messages"][-1]
    select = next(c for c in components_of(challenge) if c["type"] == 3)
    status, _ = await client.act("Bob", "table-1", challenge, select["placeholder"], [select["options"][0]["value"]])
    assert status == 200
    await client.playground.double.wait_for(lambda: board(client) is not None)


def board(client: Client) -> dict | None:
    return next((m for m in client.playground.double.channel_messages(client.channel("table-1"))
                 if m["embeds"] and "match #" in m["embeds"][0]["title"]), None)


async def test_each_user_sees_their_own_dms_and_ephemeral_answers_only(client: Client):
    await start_duel(client)
    double = client.playground.double
    # A DM channel is opened before its first message is posted: wait for the messages.
    await double.wait_for(lambda: all(double.dms(client.world.user(name)) for name in ("Alice", "Bob")))
    alice_dm = await client.state("Alice", "dm")
    bob_dm = await client.state("Bob", "dm")
    assert alice_dm["messages"] and bob_dm["messages"]
    assert alice_dm["dm_channel"] != bob_dm["dm_channel"]
    assert {m["id"] for m in alice_dm["messages"]}.isdisjoint(m["id"] for m in bob_dm["messages"])
    assert (await client.state("Carol", "dm"))["messages"] == []  # Carol has no DM yet

    status, answer = await client.slash("Bob", "table-1", "hand")
    assert status == 200 and answer["ephemeral"]
    bob_sees = (await client.state("Bob", "table-1"))["messages"]
    alice_sees = (await client.state("Alice", "table-1"))["messages"]
    private = [m for m in bob_sees if m["ephemeral"]]
    assert private and private[-1]["interaction"] == {"user": "Bob", "command": "hand"}
    assert not {m["id"] for m in private} & {m["id"] for m in alice_sees}
    assert all(not m["ephemeral"] for m in alice_sees)
    # and the unread marks count only what each one can see
    alice = await client.state("Alice", "table-1")
    assert int(alice["last"][client.channel("table-1")]) < int(private[-1]["id"])


async def test_a_dm_hands_picture_is_served_to_its_owner_only(client: Client):
    """The page serves a message's picture only to a user shown that message: Alice's DM
    hand picture is hers; Bob asking for it by its id (or nobody) gets nothing."""
    await start_duel(client)
    double = client.playground.double
    await double.wait_for(lambda: any(m.get("attachments") for m in double.dms(client.world.user("Alice"))))
    alice_dm = await client.state("Alice", "dm")
    image = next(a["image"] for m in alice_dm["messages"] for a in m["attachments"] if a.get("image"))
    assert image.endswith(f"?user={client.id('Alice')}")
    path = image.split("?")[0]

    async def fetch(query: str) -> int:
        async with client.session.get(client.playground.url + path.lstrip("/") + query) as response:
            return response.status

    assert await fetch(f"?user={client.id('Alice')}") == 200
    assert await fetch(f"?user={client.id('Bob')}") == 404
    assert await fetch("") == 404


async def test_what_a_discord_client_cannot_send_is_refused(client: Client):
    await start_duel(client)
    shown = board(client)
    body = {"user": client.id("Alice"), "channel": client.channel("table-1"), "message": shown["id"]}
    assert await client.post("click", {**body, "custom_id": "not:on:this:message"}) == (
        409, {"error": "that component is no longer on the message"})
    select_body = {**body, "custom_id": shown["components"][0]["components"][0]["custom_id"], "values": ["x"]}
    status, _ = await client.post("select", select_body)
    assert status == 409  # a button is not a select
    status, refused = await client.slash("Alice", "dm", "match start", game="gcg", opponent=client.id("Bob"))
    assert (status, refused["error"]) == (400, "/match start can be used in a server only")
    status, refused = await client.slash("Alice", "table-2", "match start", game="gcg")
    assert (status, refused["error"]) == (400, "/match start needs opponent")
    status, refused = await client.slash("Alice", "table-2", "match nope")
    assert status == 404
    status, refused = await client.slash("Alice", "table-2", "rule", query="x", nonsense="y")
    assert (status, refused["error"]) == (400, "/rule has no option 'nonsense'")
    for options, why in (({"query": "x", "private": "yes"}, "'private' is not a valid value for this option"),
                         ({"query": "x", "game": "chess"}, "'game' must be one of its choices"),
                         ({"query": 12}, "'query' is not a valid value for this option")):
        assert await client.slash("Alice", "table-2", "rule", **options) == (400, {"error": why})
    status, refused = await client.slash("Alice", "table-2", "match start", game="gcg", opponent="123")
    assert (status, refused["error"]) == (400, "'opponent' is not a valid value for this option")
    bot = client.playground.double.bot_user["id"]
    status, _ = await client.post("slash", {"user": bot, "channel": client.channel("table-2"), "command": "board"})
    assert status == 404  # nobody acts as the bot
    status, _ = await client.post("autocomplete", {"user": client.id("Alice"), "channel": client.channel("table-2"),
                                                   "command": "rule", "options": {}, "focused": "private"})
    assert status == 400  # an option without autocomplete
    # a select's values must be offered, and as many as it allows
    challenge = await client.slash("Carol", "table-2", "match start", game="gcg", opponent=client.id("Dave"))
    assert challenge[0] == 200
    message = (await client.state("Dave", "table-2"))["messages"][-1]
    accept = next(c for c in components_of(message) if c["type"] == 3)
    for values in (["forged"], [], [accept["options"][0]["value"]] * 2):
        status, _ = await client.act("Dave", "table-2", message, accept["placeholder"], values)
        assert status == 400, values
    assert client.playground.double.channel_messages(client.channel("table-2"))[-1]["id"] == message["id"]


async def test_only_this_machines_page_may_act(client: Client):
    url = client.playground.url
    async with client.session.get(url) as page:
        assert page.status == 200
        assert "script-src 'self'" in page.headers["Content-Security-Policy"]
        assert "default-src 'none'" in page.headers["Content-Security-Policy"]
    async with client.session.get(url + "client/api/world", headers={"Host": "attacker.example"}) as response:
        assert response.status == 403  # a rebound DNS name is not this page
    body = {"user": client.id("Alice"), "channel": client.channel("table-1"), "command": "board"}
    status, _ = await client.post("slash", body, headers={"Origin": "http://attacker.example"})
    assert status == 403
    async with client.session.post(url + "client/api/slash", data="user=1") as response:
        assert response.status == 415  # a cross-site form cannot post JSON
    assert await client.slash("Alice", "table-1", "board") == (200, {"type": 4, "ephemeral": True})


async def test_files_go_up_as_attachments_and_come_down_as_downloads(client: Client):
    deck = "4 DEMO-001\n4 DEMO-002\n"
    status, upload = await client.post("upload", {"filename": "deck.txt", "data": base64.b64encode(deck.encode()).decode()})
    assert status == 200 and upload["size"] == len(deck)
    status, _ = await client.slash("Alice", "table-1", "deck import", name="Mine", file=upload["id"])
    assert status == 200
    answer = [m for m in (await client.state("Alice", "table-1"))["messages"] if m["ephemeral"]][-1]
    assert answer["interaction"] == {"user": "Alice", "command": "deck import"}
    assert "the deck has 8 cards" in answer["content"]  # the bot read the uploaded file
    status, _ = await client.post("upload", {"filename": "x", "data": "not base64!"})
    assert status == 400

    await start_duel(client)
    status, _ = await client.slash("Judge", "table-1", "judge export")
    assert status == 200
    export = [m for m in (await client.state("Judge", "table-1"))["messages"] if m["attachments"]][-1]
    names = [a["filename"] for a in export["attachments"]]
    assert names == ["match-1.json", "match-1.txt"]
    async with client.session.get(client.playground.url.rstrip("/") + export["attachments"][0]["url"]) as download:
        assert download.status == 200
        assert download.headers["Content-Disposition"] == "attachment"
        record = json.loads(await download.read())
    assert '"match_id": 1' in json.dumps(record)  # the bot's record, byte for byte as it uploaded it


async def test_the_page_is_told_when_something_changes(client: Client):
    async with client.session.ws_connect(client.playground.url + "client/ws") as ws:
        first = json.loads((await ws.receive()).data)["version"]
        assert (await client.slash("Alice", "table-1", "board"))[0] == 200
        async with asyncio.timeout(10):
            while json.loads((await ws.receive()).data)["version"] <= first:
                pass
