"""A local double of Discord for tests and benchmarks: an aiohttp server on 127.0.0.1
that answers the REST calls the bot makes and runs a gateway websocket.

The bot under test is the real discord.py client, pointed here through
`DISCORD_API_BASE` / `DISCORD_GATEWAY_URL`. Tests act as users: `slash`, `click`,
`select` and `autocomplete` send raw INTERACTION_CREATE payloads through the gateway,
so they go through discord.py's own parsing and command tree, and return what the
bot answered. Everything the bot sends is recorded (`records`, `messages`, `dms`).

Switches: `closed_dms` (user ids whose DMs fail with 403/50007), `rate_limit_next`
(the next N REST calls get a 429 with retry_after), `admins` (user ids whose interactions
carry Manage Server, as `admin=True` gives one interaction).

`start(web_client=True)` also serves a browser client on the same port (`web.py`): the
world as a Discord user sees it, and a way to act as any of its users.

It is as strict as Discord (see `validation.py`): every body is checked against the
OpenAPI spec and Discord's limits, and refused with 400/50035 and the field's path
(`rejected` keeps each refusal); the interaction lifecycle is enforced on an injectable
clock (`clock`: first response within 3 s, one initial response, follow-ups and edits only
after it and within 15 minutes, response types that fit the interaction); and mentions
resolve from `allowed_mentions` as Discord resolves them: each created message carries
`pinged` and `pings` lists who would have been notified.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import WSMsgType, web

from . import validation
from .validation import InvalidBody

API_PREFIX = "/api/v10"
# View channel, send messages, embed links, attach files, use application commands.
MEMBER_PERMISSIONS = str(1024 | 2048 | (1 << 14) | (1 << 15) | (1 << 31))
ADMIN_PERMISSIONS = str(int(MEMBER_PERMISSIONS) | 8 | 32)  # + administrator, manage server
EPOCH = 1420070400000
MAX_FILES = 10  # files on one message
EMBED_FILES = (("image", "url"), ("thumbnail", "url"), ("author", "icon_url"), ("footer", "icon_url"))
MAX_UPLOAD = 10 * 1024 * 1024  # bytes a request may upload without boosts (attachment_size_limit)
RESPONSE_DEADLINE = 3.0  # seconds for the first response to an interaction
TOKEN_LIFETIME = 15 * 60.0  # seconds an interaction token accepts follow-ups and edits
# The clock the deadlines above are counted on; the test suite counts them in its own CPU time
# (tests/conftest.py), so a machine busy with other work is not mistaken for a slow bot.
CLOCK: Callable[[], float] = time.monotonic
# Which callback types each interaction type accepts (PING 1, command 2, component 3,
# autocomplete 4, modal submit 5).
CALLBACK_TYPES = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}
USER_MENTION = re.compile(r"<@!?([0-9]+)>")
ROLE_MENTION = re.compile(r"<@&([0-9]+)>")


def _snowflakes():
    counter = itertools.count()
    while True:
        ms = int(time.time() * 1000) - EPOCH
        yield (ms << 22) | (next(counter) & 0x3FFFFF)


@dataclass
class Record:
    method: str
    path: str
    body: Any
    status: int


@dataclass
class Reply:
    """What the bot answered to one interaction."""

    interaction_id: int
    token: str
    channel_id: int = 0
    source_message: dict | None = None  # the message a clicked component is on
    kind: int = 2  # the interaction's type
    user_id: int = 0  # who caused it
    command: str = ""  # a slash command's full name ("match start"), or a component's custom id
    created: float = 0.0  # on the double's clock
    done: asyncio.Event = field(default_factory=asyncio.Event)
    type: int | None = None
    data: dict = field(default_factory=dict)
    message: dict | None = None  # the response message (type 4, or after a defer)
    followups: list[dict] = field(default_factory=list)
    choices: list[dict] = field(default_factory=list)  # autocomplete (type 8)
    received_at: float = 0.0
    answered_at: float = 0.0

    @property
    def ephemeral(self) -> bool:
        return bool(self.data.get("flags", 0) & 64)

    @property
    def content(self) -> str:
        source = self.message or self.data
        return source.get("content") or ""

    @property
    def embeds(self) -> list[dict]:
        source = self.message or self.data
        return source.get("embeds") or []

    def text(self) -> str:
        """All visible text of the answer and its follow-ups."""
        parts = [self.content]
        for embed in self.embeds:
            parts.append(embed_text(embed))
        for followup in self.followups:
            parts.append(followup.get("content") or "")
            parts.extend(embed_text(e) for e in followup.get("embeds") or [])
        return "\n".join(p for p in parts if p)


def embed_text(embed: dict) -> str:
    parts = [embed.get("title") or "", embed.get("description") or ""]
    for f in embed.get("fields") or []:
        parts += [f.get("name") or "", f.get("value") or ""]
    parts.append((embed.get("footer") or {}).get("text") or "")
    parts.append((embed.get("author") or {}).get("name") or "")
    return "\n".join(p for p in parts if p)


def components_of(message: dict) -> list[dict]:
    """Every button and select in a message, flattened."""
    out = []
    for row in message.get("components") or []:
        for item in row.get("components") or []:
            out.append(item)
    return out


@dataclass(eq=False)
class _Session:
    """One gateway connection: its own sequence numbers and zlib stream."""

    ws: web.WebSocketResponse
    compress: Any = None
    seq: int = 0
    shard: tuple[int, int] = (0, 1)

    async def send(self, payload: dict) -> None:
        data = json.dumps(payload).encode()
        if self.compress is not None:
            await self.ws.send_bytes(self.compress.compress(data) + self.compress.flush(zlib.Z_SYNC_FLUSH))
        else:
            await self.ws.send_str(data.decode())


class DiscordDouble:
    def __init__(self, *, validate: bool = True) -> None:
        # Every test runs strict. A load benchmark may turn the schema checks off: they cost
        # ~3 ms of the double's CPU per request, which real Discord does not charge the bot.
        self.validate = validate
        self._ids = _snowflakes()
        self.application_id = self.new_id()
        self.bot_user = {"id": str(self.application_id), "username": "Referee", "discriminator": "0",
                         "global_name": "Referee", "avatar": None, "bot": True}
        self.token_ok: set[str] = set()
        self.users: dict[int, dict] = {}
        self.guilds: dict[int, dict] = {}
        self.channels: dict[int, dict] = {}  # guild text channels, threads and DMs
        self.messages: dict[int, dict[int, dict]] = {}  # channel -> message id -> message
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.commands: dict[int | None, list[dict]] = {}  # guild id (None: global) -> commands
        self.records: list[Record] = []
        self.replies: dict[int, Reply] = {}
        self.closed_dms: set[int] = set()
        self.admins: set[int] = set()  # users with Manage Server in every interaction they send
        # Called after every change the double records (a request answered, an interaction
        # sent): the web client pushes a new version to its pages.
        self.listeners: list[Callable[[], None]] = []
        self.rate_limit_next = 0
        self.rate_limited = 0
        # Gateway sessions, each identified for one shard [id, count]. Discord routes a
        # guild's events to shard (guild_id >> 22) % count and DMs to shard 0; two sessions
        # identified for one shard (a misconfiguration) both receive its events.
        self.sessions: list[_Session] = []
        self.recommended_shards = 1  # what GET /gateway/bot answers
        self.ready = asyncio.Event()
        self.identified = 0
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.inflight = 0
        self.last_activity = time.monotonic()
        self.files: dict[str, bytes] = {}
        self.member_roles: dict[int, list[str]] = {}  # user id -> role ids
        self.clock: Callable[[], float] = CLOCK  # tests may move time on
        self.rejected: list[tuple[Record, dict]] = []  # requests Discord would refuse, and why
        self.pings: list[dict] = []  # every notification a created message would send
        self._activity = asyncio.Condition()
        self._on_stop: list[Callable[[], Any]] = []  # coroutine functions run by stop()
        # Permissions the bot lacks in one channel (channel id -> names such as
        # "CREATE_PUBLIC_THREADS", "SEND_MESSAGES_IN_THREADS", "MANAGE_THREADS"): Discord then
        # answers 403 Missing Permissions (50013).
        self.denied: dict[int, set[str]] = {}
        self.thread_members: dict[int, set[int]] = {}  # thread id -> member user ids

    # --- the world ---------------------------------------------------------------------

    def new_id(self) -> int:
        return next(self._ids)

    def add_user(self, name: str, *, id: int | None = None) -> dict:
        """A user; a fixed `id` keeps them the same user across runs (the playground's)."""
        uid = id or self.new_id()
        user = {"id": str(uid), "username": name, "discriminator": "0", "global_name": name,
                "avatar": None, "bot": False}
        self.users[uid] = user
        return user

    def add_guild(self, name: str = "Test Server", channels: tuple[str, ...] = ("general",),
                  owner: dict | None = None, *, shard: tuple[int, int] | None = None,
                  id: int | None = None, channel_ids: tuple[int, ...] = ()) -> dict:
        """A guild; `shard=(k, count)` picks its id so that Discord would send its events to
        shard k of count (the id's timestamp moves by a few milliseconds). Fixed `id` and
        `channel_ids` keep the same guild across runs."""
        gid = id or self.new_id()
        while shard is not None and (gid >> 22) % shard[1] != shard[0]:
            gid += 1 << 22
        guild = {"id": str(gid), "name": name, "owner_id": (owner or self.bot_user)["id"],
                 "channels": [], "threads": [], "roles": []}
        self.guilds[gid] = guild
        for index, channel_name in enumerate(channels):
            self.add_channel(gid, channel_name, id=channel_ids[index] if index < len(channel_ids) else None)
        return guild

    def add_role(self, guild_id: int | str, name: str, *, id: int | None = None) -> dict:
        role = {"id": str(id or self.new_id()), "name": name, "permissions": "0", "position": 1, "color": 0,
                "hoist": False, "managed": False, "mentionable": True, "flags": 0}
        self.guilds[int(guild_id)]["roles"].append(role)
        return role

    async def create_role(self, guild_id: int | str, name: str) -> dict:
        """A role made while the bot is connected: Discord tells it with GUILD_ROLE_CREATE."""
        role = self.add_role(guild_id, name)
        if self.sessions:
            await self._dispatch("GUILD_ROLE_CREATE", {"guild_id": str(guild_id), "role": role},
                                 guild_id=int(guild_id))
        return role

    async def create_channel(self, guild_id: int | str, name: str) -> dict:
        """A text channel made while the bot is connected: Discord tells it with CHANNEL_CREATE."""
        channel = self.add_channel(int(guild_id), name)
        if self.sessions:
            await self._dispatch("CHANNEL_CREATE", dict(channel), guild_id=int(guild_id))
        return channel

    def add_channel(self, guild_id: int, name: str, *, thread_of: int | None = None,
                    id: int | None = None) -> dict:
        cid = id or self.new_id()
        channel = {"id": str(cid), "type": 11 if thread_of else 0, "name": name,
                   "guild_id": str(guild_id), "position": 0, "permission_overwrites": [],
                   "nsfw": False, "parent_id": str(thread_of) if thread_of else None,
                   "rate_limit_per_user": 0, "topic": None, "last_message_id": None}
        if thread_of:
            channel["thread_metadata"] = {"archived": False, "auto_archive_duration": 1440,
                                          "archive_timestamp": _now(), "locked": False}
            channel["owner_id"] = self.bot_user["id"]
            channel["member_count"] = 2
            channel["message_count"] = 0
            self.guilds[guild_id]["threads"].append(channel)
        else:
            self.guilds[guild_id]["channels"].append(channel)
        self.channels[cid] = channel
        self.messages[cid] = {}
        return channel

    def open_dm(self, user_id: int) -> dict:
        """The DM channel between the bot and a user, made the first time either opens it."""
        channel_id = self.dm_channels.get(user_id)
        if channel_id is None:
            channel_id = self.new_id()
            self.dm_channels[user_id] = channel_id
            self.channels[channel_id] = {"id": str(channel_id), "type": 1,
                                         "recipients": [self.users.get(user_id, {"id": str(user_id)})],
                                         "last_message_id": None}
            self.messages[channel_id] = {}
        return self.channels[channel_id]

    def post(self, channel_id: int | str, body: dict, *, author: dict) -> dict:
        """A message someone other than the bot writes in a channel (the bot, with no
        message-content intent, is not told)."""
        message = self._message(int(channel_id), body, author=author, notify=True)
        self.messages[int(channel_id)][int(message["id"])] = message
        self._changed()
        return message

    def channel_messages(self, channel_id: int | str) -> list[dict]:
        return list(self.messages.get(int(channel_id), {}).values())

    def dms(self, user: dict) -> list[dict]:
        channel = self.dm_channels.get(int(user["id"]))
        return self.channel_messages(channel) if channel else []

    # --- server ------------------------------------------------------------------------

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self, port: int = 0, *, web_client: bool = False) -> None:
        app = web.Application(client_max_size=16 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/files/{fid}/{name}", self._file)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._rest)
        if web_client:
            from .web import WebClient

            WebClient(self).install(app)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for session in list(self.sessions):
            await session.ws.close()
        for close in self._on_stop:
            await close()
        if self._runner is not None:
            await self._runner.cleanup()

    def attachment(self, filename: str, data: bytes, *, size: int | None = None) -> dict:
        """An uploaded file for a slash command's attachment option."""
        fid = str(self.new_id())
        self.files[fid] = data
        url = f"http://127.0.0.1:{self.port}/files/{fid}/{filename}"
        return {"id": fid, "filename": filename, "size": len(data) if size is None else size,
                "url": url, "proxy_url": url, "content_type": "text/plain"}

    async def _file(self, request: web.Request) -> web.Response:
        data = self.files.get(request.match_info["fid"])
        if data is None:
            return web.Response(status=404)
        # Served as a download, never rendered: the bytes are whatever the bot uploaded.
        return web.Response(body=data, content_type="application/octet-stream",
                            headers={"Content-Disposition": "attachment",
                                     "X-Content-Type-Options": "nosniff"})

    # --- gateway -----------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session = _Session(ws, zlib.compressobj() if request.query.get("compress") == "zlib-stream" else None)
        await session.send({"op": 10, "d": {"heartbeat_interval": 41250}})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            op = payload.get("op")
            if op == 1:
                await session.send({"op": 11})
            elif op == 2:
                await self._identify(session, payload["d"])
            elif op == 6:  # resume: not supported, start a new session
                await session.send({"op": 9, "d": False})
        if session in self.sessions:
            self.sessions.remove(session)
            if not self.sessions:
                self.ready.clear()
        return ws

    def shard_of(self, guild_id: int | None) -> int:
        """The shard Discord sends a guild's events to (DMs: shard 0), for the shard count
        the connected sessions identified with."""
        count = self.sessions[0].shard[1] if self.sessions else 1
        return 0 if guild_id is None else (int(guild_id) >> 22) % count

    async def _dispatch(self, event: str, data: dict, *, guild_id: int | None = None,
                        only: _Session | None = None) -> None:
        if not self.sessions:
            raise RuntimeError("the bot is not connected to the gateway")
        shard = self.shard_of(guild_id)
        targets = [only] if only is not None else [s for s in self.sessions if s.shard[0] == shard]
        if not targets:
            raise RuntimeError(f"no gateway session is connected for shard {shard}")
        for session in targets:
            session.seq += 1
            await session.send({"op": 0, "t": event, "s": session.seq, "d": data})

    async def _identify(self, session: _Session, data: dict) -> None:
        shard = data.get("shard") or [0, 1]
        valid = (isinstance(shard, list) and len(shard) == 2 and all(isinstance(v, int) for v in shard)
                 and 0 <= shard[0] < shard[1])
        others = {s.shard[1] for s in self.sessions}
        if not valid or (others and others != {shard[1]}):
            # Discord closes with 4010 "Invalid shard" (and every session must agree on the count)
            await session.ws.close(code=4010, message=b"Invalid shard")
            return
        session.shard = (shard[0], shard[1])
        self.sessions.append(session)
        self.identified += 1
        mine = [g for g in self.guilds.values() if self.shard_of(int(g["id"])) == shard[0]]
        await self._dispatch("READY", {
            "v": 10, "user": self.bot_user, "session_id": f"session-{self.new_id()}",
            "resume_gateway_url": self.gateway_url, "shard": list(session.shard),
            "guilds": [{"id": g["id"], "unavailable": True} for g in mine],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "user_settings": {},
        }, only=session)
        for guild in mine:
            await self._dispatch("GUILD_CREATE", self._guild_payload(guild), only=session)
        if {s.shard[0] for s in self.sessions} >= set(range(shard[1])):
            self.ready.set()  # every shard has a session

    def _guild_payload(self, guild: dict) -> dict:
        gid = guild["id"]
        return {
            "id": gid, "name": guild["name"], "icon": None, "owner_id": guild["owner_id"],
            "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
            "application_id": None, "system_channel_id": None, "system_channel_flags": 0,
            "rules_channel_id": None, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "preferred_locale": "en-US",
            "public_updates_channel_id": None, "nsfw_level": 0, "premium_progress_bar_enabled": False,
            "features": [], "emojis": [], "stickers": [], "large": False, "unavailable": False,
            "member_count": 2 + len(self.users), "joined_at": _now(),
            "roles": [{"id": gid, "name": "@everyone", "permissions": "1071698660929", "position": 0,
                       "color": 0, "hoist": False, "managed": False, "mentionable": False,
                       "flags": 0}, *guild.get("roles", [])],
            "members": [self._member(self.bot_user)],
            "channels": [dict(c) for c in guild["channels"]],
            "threads": [dict(c) for c in guild["threads"]],
            "presences": [], "voice_states": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [],
        }

    def _member(self, user: dict, permissions: str = "1071698660929") -> dict:
        return {"user": user, "roles": list(self.member_roles.get(int(user["id"]), [])),
                "joined_at": _now(), "deaf": False, "mute": False,
                "flags": 0, "nick": None, "avatar": None, "pending": False,
                "permissions": permissions}

    # --- interactions ------------------------------------------------------------------

    def _interaction(self, kind: int, user: dict, channel_id: int | str, data: dict, *,
                     message: dict | None = None, admin: bool = False, locale: str = "en-US",
                     guild_locale: str = "en-US") -> dict:
        channel = self.channels[int(channel_id)]
        iid = self.new_id()
        payload: dict[str, Any] = {
            "id": str(iid), "application_id": str(self.application_id), "type": kind,
            "token": f"itoken-{iid}", "version": 1, "data": data, "channel_id": str(channel_id),
            "channel": dict(channel), "locale": locale, "entitlements": [],
            "authorizing_integration_owners": {"0": channel.get("guild_id") or "0"},
            "context": 0 if channel.get("guild_id") else 1, "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": "1071698660929",
        }
        if channel.get("guild_id"):
            payload["guild_id"] = channel["guild_id"]
            payload["guild_locale"] = guild_locale
            admin = admin or int(user["id"]) in self.admins
            payload["member"] = self._member(user, ADMIN_PERMISSIONS if admin else MEMBER_PERMISSIONS)
        else:
            payload["user"] = user
        if message is not None:
            payload["message"] = message
        return payload

    async def _send_interaction(self, payload: dict, timeout: float = 10.0) -> Reply:
        reply = Reply(int(payload["id"]), payload["token"], int(payload["channel_id"]),
                      payload.get("message"), kind=payload["type"], created=self.clock(),
                      user_id=int((payload.get("member") or payload)["user"]["id"]),
                      command=_invoked(payload["data"]))
        reply.received_at = time.perf_counter()
        self.replies[reply.interaction_id] = reply
        self._changed()
        guild = payload.get("guild_id")
        await self._dispatch("INTERACTION_CREATE", payload, guild_id=int(guild) if guild else None)
        await asyncio.wait_for(reply.done.wait(), timeout)
        return reply

    async def slash(self, user: dict, channel_id: int | str, command: str,
                    options: dict[str, Any] | None = None, *, admin: bool = False,
                    attachments: dict[str, dict] | None = None, locale: str = "en-US") -> Reply:
        """`command` may be "match start" (a subcommand) or "rule"."""
        name, nested = self._command_tree(command, options or {}, focused=None)
        data: dict[str, Any] = {"id": str(self._command_id(name)), "name": name, "type": 1,
                                "options": nested}
        resolved: dict[str, Any] = {}
        for option in _leaves(nested):
            if option["type"] == 8:  # a role
                guild = self.guilds[int(self.channels[int(channel_id)]["guild_id"])]
                role = next(r for r in guild["roles"] if r["id"] == str(option["value"]))
                resolved.setdefault("roles", {})[str(option["value"])] = role
            if option["type"] == 7:  # a channel: Discord sends its partial (id, name, type, permissions)
                picked_channel = self.channels[int(option["value"])]
                partial = {"id": picked_channel["id"], "name": picked_channel.get("name"),
                           "type": picked_channel["type"], "permissions": "1071698660929"}
                if picked_channel.get("parent_id"):
                    partial["parent_id"] = picked_channel["parent_id"]
                resolved.setdefault("channels", {})[str(option["value"])] = partial
            if option["type"] == 6:  # a user: Discord sends the user (and member) too
                picked = self.users.get(int(option["value"])) or self.bot_user
                resolved.setdefault("users", {})[str(option["value"])] = picked
                member = self._member(picked)
                member.pop("user")
                resolved.setdefault("members", {})[str(option["value"])] = member
        if attachments:
            resolved["attachments"] = attachments
        if resolved:
            data["resolved"] = resolved
        payload = self._interaction(2, user, channel_id, data, admin=admin, locale=locale)
        return await self._send_interaction(payload)

    async def autocomplete(self, user: dict, channel_id: int | str, command: str,
                           options: dict[str, Any], focused: str, *, admin: bool = False,
                           locale: str = "en-US") -> list[dict]:
        name, nested = self._command_tree(command, options, focused=focused)
        data = {"id": str(self._command_id(name)), "name": name, "type": 1, "options": nested}
        reply = await self._send_interaction(self._interaction(4, user, channel_id, data, admin=admin,
                                                              locale=locale))
        return reply.choices

    async def click(self, user: dict, message: dict, custom_id: str, *, admin: bool = False,
                    locale: str = "en-US") -> Reply:
        data = {"custom_id": custom_id, "component_type": 2}
        payload = self._interaction(3, user, message["channel_id"], data, message=message, admin=admin,
                                    locale=locale)
        return await self._send_interaction(payload)

    async def select(self, user: dict, message: dict, custom_id: str, values: list[str], *,
                     locale: str = "en-US") -> Reply:
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        payload = self._interaction(3, user, message["channel_id"], data, message=message, locale=locale)
        return await self._send_interaction(payload)

    def _command_id(self, name: str) -> int:
        for commands in self.commands.values():
            for command in commands:
                if command["name"] == name:
                    return int(command["id"])
        return self.new_id()

    def _command_tree(self, command: str, options: dict[str, Any],
                      focused: str | None) -> tuple[str, list[dict]]:
        parts = command.split()
        spec = self._find_command(parts[0])
        leaf_options = []
        leaf_spec = spec
        for part in parts[1:]:
            leaf_spec = next((o for o in (leaf_spec or {}).get("options", []) if o["name"] == part), None)
        for key, value in options.items():
            option_spec = next((o for o in (leaf_spec or {}).get("options", []) if o["name"] == key), {})
            kind = option_spec.get("type", 3)
            entry = {"name": key, "type": kind, "value": value}
            if key == focused:
                entry["focused"] = True
            leaf_options.append(entry)
        nested = leaf_options
        for depth in range(len(parts) - 1, 0, -1):
            sub_spec = self._find_command(parts[0])
            for part in parts[1:depth + 1]:
                sub_spec = next((o for o in (sub_spec or {}).get("options", []) if o["name"] == part), {})
            nested = [{"name": parts[depth], "type": (sub_spec or {}).get("type", 1), "options": nested}]
        return parts[0], nested

    def _find_command(self, name: str) -> dict | None:
        for commands in self.commands.values():
            for command in commands:
                if command["name"] == name:
                    return command
        return None

    # --- REST --------------------------------------------------------------------------

    async def settle(self, quiet: float = 0.05, timeout: float = 10.0) -> None:
        """Wait until the bot has stopped calling the REST API for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.inflight == 0 and time.monotonic() - self.last_activity >= quiet:
                return
            await asyncio.sleep(quiet / 4)
        raise TimeoutError("the bot kept calling the API")

    async def _rest(self, request: web.Request) -> web.Response:
        self.inflight += 1
        try:
            return await self._rest_inner(request)
        finally:
            self.inflight -= 1
            self.last_activity = max(self.last_activity, time.monotonic())

    async def _rest_inner(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body: Any = None
        if request.can_read_body:
            if request.content_type.startswith("multipart/"):
                body = await self._multipart(request)
            else:
                raw = await request.read()
                body = json.loads(raw) if raw else None
        if self.rate_limit_next > 0 and not path.startswith("/interactions/"):
            self.rate_limit_next -= 1
            self.rate_limited += 1
            self.last_activity = time.monotonic() + 0.2  # settle() waits for the retry
            self.records.append(Record(request.method, path, body, 429))
            return _json({"message": "You are being rate limited.", "retry_after": 0.05, "global": False},
                         429, {"Retry-After": "0.05", "X-RateLimit-Scope": "user", "Via": "1.1 google"})
        try:
            if self.validate:
                self._validate(request.method, path, body)
        except InvalidBody as invalid:
            record = Record(request.method, path, body, 400)
            self.records.append(record)
            self.rejected.append((record, invalid.body()))
            return _json(invalid.body(), 400)
        try:
            status, data = await self._route(request.method, path, body, request.query)
        except Refused as refused:
            record = Record(request.method, path, body, refused.status)
            self.records.append(record)
            self.rejected.append((record, refused.body))
            return _json(refused.body, refused.status)
        self.records.append(Record(request.method, path, body, status))
        async with self._activity:
            self._activity.notify_all()
        self._changed()
        if status == 204:
            return web.Response(status=204)
        return _json(data, status)

    def _changed(self) -> None:
        for listener in self.listeners:
            listener()

    def _validate(self, method: str, path: str, body: Any) -> None:
        """Refuse what Discord refuses (raises InvalidBody): the spec's schema, then its limits."""
        payload = {k: v for k, v in body.items() if k != "files"} if isinstance(body, dict) else body
        validation.check_schema(method, path, payload)
        if not isinstance(payload, (dict, list)):
            return
        parts = path.strip("/").split("/")
        is_message = parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages"
        if is_message and method in ("POST", "PATCH"):
            validation.check_message(payload)
            _check_allowed_mentions(payload)
        elif parts[0] == "webhooks" and method in ("POST", "PATCH"):
            validation.check_message(payload, interaction_response=True)
            _check_allowed_mentions(payload)
        elif parts[0] == "interactions" and parts[-1] == "callback":
            data = payload.get("data") or {}
            try:
                if payload.get("type") in (4, 7):
                    validation.check_message(data, interaction_response=True)
                    _check_allowed_mentions(data)
                if payload.get("type") == 8:
                    validation.check_autocomplete_choices(data.get("choices") or [])
            except InvalidBody as invalid:
                raise InvalidBody({"data": invalid.errors}) from None
        elif parts[0] == "applications" and parts[-1] == "commands" and method == "PUT":
            validation.check_commands(payload)

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 10.0,
                       poll: float | None = None) -> None:
        """Wait until `predicate()` holds, re-checking after every request the bot makes
        (and every `poll` seconds, for conditions outside the double such as a process
        exiting). A condition, never a guess at how long the bot needs."""
        async with asyncio.timeout(timeout), self._activity:
            while not predicate():
                if poll is None:
                    await self._activity.wait()
                else:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._activity.wait(), poll)

    async def _multipart(self, request: web.Request) -> dict:
        reader = await request.multipart()
        out: dict[str, Any] = {"files": []}
        async for part in reader:
            if part.name == "payload_json":
                out.update(json.loads(await part.text()))
            else:  # kept (and served under /files/) so that the message can show it
                data = await part.read()
                fid = str(self.new_id())
                self.files[fid] = data
                index = re.fullmatch(r"files\[(\d+)\]", part.name or "")
                out["files"].append({"name": part.filename, "size": len(data), "id": fid,
                                     "index": index.group(1) if index else None})
        return out

    def _attachments(self, body: dict, existing: list[dict] | None = None) -> list[dict]:
        """A message's attachments after this create (`existing` None) or edit, as Discord
        decides them (raises Refused): an edit keeps the message's attachments unless the
        body lists `attachments` — then exactly those stay (kept ones by id, new uploads by
        their `files[n]` index) — and new uploads are added. At most 10 files, each and all
        within the upload limit; every `attachment://name` an embed uses must name one of
        the message's attachments (Discord shows an empty image otherwise, which is always
        a bug in the bot)."""
        uploads = body.get("files") or []
        if len(uploads) > MAX_FILES:
            raise Refused(400, _form_error("files", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."))
        if any(u["size"] > MAX_UPLOAD for u in uploads) or sum(u["size"] for u in uploads) > MAX_UPLOAD:
            raise Refused(413, {"message": "Request entity too large", "code": 40005, "errors": {}})
        for n, upload in enumerate(uploads):
            if not upload.get("name"):
                raise Refused(400, _form_error(f"files.{n}", "BASE_TYPE_REQUIRED", "A file needs a name."))
        listed = body.get("attachments")
        kept = list(existing or [])
        if listed is None:
            result = kept + [self._attachment(u) for u in uploads]
        else:
            by_index = {u["index"]: u for u in uploads if u.get("index") is not None}
            by_id = {a["id"]: a for a in kept}
            result, used = [], set()
            for n, entry in enumerate(listed):
                key = str(entry.get("id"))
                if key in by_index:
                    upload = by_index[key]
                    used.add(upload["id"])
                    name = entry.get("filename") or upload["name"]
                    result.append(self._attachment({**upload, "name": name}))
                elif key in by_id:
                    result.append(by_id[key])
                else:
                    raise Refused(400, _form_error(f"attachments.{n}.id", "ATTACHMENT_NOT_FOUND",
                                                   f"Unknown attachment {key}: not uploaded, not kept."))
            result += [self._attachment(u) for u in uploads if u["id"] not in used]
        names = {a["filename"] for a in result}
        for n, embed in enumerate(body.get("embeds") or []):
            for part, key in EMBED_FILES:
                url = (embed.get(part) or {}).get(key) or ""
                if url.startswith("attachment://") and url[len("attachment://"):] not in names:
                    raise Refused(400, _form_error(f"embeds.{n}.{part}.{key}", "ATTACHMENT_NOT_FOUND",
                                                   f"{url} names no attachment of the message."))
        return result

    async def _route(self, method: str, path: str, body: Any, query) -> tuple[int, Any]:
        parts = path.strip("/").split("/")
        if path == "/users/@me" and method == "GET":
            return 200, self.bot_user
        if path == "/oauth2/applications/@me":
            return 200, {"id": str(self.application_id), "name": "Referee", "icon": None,
                         "description": "", "bot_public": True, "bot_require_code_grant": False,
                         "owner": self.bot_user, "verify_key": "0" * 64, "flags": 0,
                         "summary": ""}
        if path == "/gateway/bot" or path == "/gateway":
            return 200, {"url": self.gateway_url, "shards": self.recommended_shards,
                         "session_start_limit": {"total": 1000, "remaining": 1000,
                                                 "reset_after": 0, "max_concurrency": 1}}
        if parts[0] == "applications" and parts[-1] == "commands" and method == "PUT":
            guild = int(parts[3]) if "guilds" in parts else None
            commands = []
            for command in body or []:
                command = dict(command, id=str(self.new_id()), application_id=str(self.application_id),
                               version=str(self.new_id()))
                commands.append(command)
            self.commands[guild] = commands
            return 200, commands
        if parts[0] == "applications" and parts[-1] == "commands" and method == "GET":
            guild = int(parts[3]) if "guilds" in parts else None
            return 200, self.commands.get(guild, [])
        if parts[0] == "interactions" and parts[-1] == "callback":
            return self._callback(int(parts[1]), parts[2], body or {})
        if parts[0] == "webhooks":
            return self._webhook(method, parts, body or {})
        if path == "/users/@me/channels" and method == "POST":
            return 200, self.open_dm(int(body["recipient_id"]))
        if parts[0] == "channels" and len(parts) == 5 and parts[2] == "messages" and parts[4] == "threads" \
                and method == "POST":
            return await self._start_thread(int(parts[1]), body or {}, message_id=int(parts[3]))
        if parts[0] == "channels" and len(parts) == 3 and parts[2] == "threads" and method == "POST":
            return await self._start_thread(int(parts[1]), body or {})
        if parts[0] == "channels" and len(parts) == 4 and parts[2] == "thread-members" and method in ("PUT",
                                                                                                    "DELETE"):
            return self._thread_member(method, int(parts[1]), parts[3])
        if parts[0] == "channels" and len(parts) == 2 and method == "PATCH":
            return await self._edit_channel(int(parts[1]), body or {})
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            return self._channel_message(method, parts, body or {})
        if parts[0] == "channels" and len(parts) == 2 and method == "GET":
            channel = self.channels.get(int(parts[1]))
            return (200, channel) if channel else (404, {"message": "Unknown Channel", "code": 10003})
        return 404, {"message": f"the double does not know {method} {path}", "code": 0}

    # --- threads (what Discord's API does with them, from its OpenAPI spec and docs) -------

    def _missing(self, channel_id: int, permission: str) -> bool:
        channel = self.channels.get(channel_id) or {}
        parent = int(channel["parent_id"]) if channel.get("parent_id") else None
        return permission in self.denied.get(channel_id, set()) | self.denied.get(parent or 0, set())

    async def _start_thread(self, channel_id: int, body: dict, *,
                            message_id: int | None = None) -> tuple[int, Any]:
        """POST /channels/{id}/threads (without a message) or /channels/{id}/messages/{id}/threads."""
        parent = self.channels.get(channel_id)
        if parent is None:
            return 404, {"message": "Unknown Channel", "code": 10003}
        if parent.get("type") not in (0, 5):  # a thread only in a guild text or announcement channel
            return 400, {"message": "Cannot execute action on this channel type", "code": 50024}
        kind = 11 if message_id is not None else body.get("type", 12)
        if kind not in (10, 11, 12):
            return 400, {"message": "Invalid Form Body", "code": 50035, "errors": {"type": {"_errors": [
                {"code": "BASE_TYPE_CHOICES", "message": "Value must be one of {10, 11, 12}."}]}}}
        needed = "CREATE_PRIVATE_THREADS" if kind == 12 else "CREATE_PUBLIC_THREADS"
        if self._missing(channel_id, needed):
            return 403, {"message": "Missing Permissions", "code": 50013}
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= 100:
            return 400, {"message": "Invalid Form Body", "code": 50035, "errors": {"name": {"_errors": [
                {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length."}]}}}
        if body.get("auto_archive_duration", 1440) not in (60, 1440, 4320, 10080):
            choices = "Value must be one of {60, 1440, 4320, 10080}."
            return 400, {"message": "Invalid Form Body", "code": 50035, "errors": {"auto_archive_duration": {
                "_errors": [{"code": "BASE_TYPE_CHOICES", "message": choices}]}}}
        if message_id is not None:
            message = self.messages[channel_id].get(message_id)
            if message is None:
                return 404, {"message": "Unknown Message", "code": 10008}
            if message.get("thread"):
                return 400, {"message": "A thread has already been created for this message", "code": 160004}
        guild_id = int(parent["guild_id"])
        thread = self.add_channel(guild_id, name.strip(), thread_of=channel_id, id=message_id)
        thread["type"] = kind
        thread["thread_metadata"]["auto_archive_duration"] = body.get("auto_archive_duration", 1440)
        thread["member_count"] = 1
        self.thread_members[int(thread["id"])] = {self.application_id}
        if message_id is not None:
            self.messages[channel_id][message_id]["thread"] = dict(thread)
        if self.sessions:
            await self._dispatch("THREAD_CREATE", {**thread, "newly_created": True}, guild_id=guild_id)
        return 201, thread

    def _thread_member(self, method: str, thread_id: int, who: str) -> tuple[int, Any]:
        thread = self.channels.get(thread_id)
        if thread is None or thread.get("type") not in (10, 11, 12):
            return 404, {"message": "Unknown Channel", "code": 10003}
        if thread["thread_metadata"]["archived"]:
            return 400, {"message": "Thread is archived", "code": 50083}
        user = self.application_id if who == "@me" else int(who)
        if user not in self.users and user != self.application_id:
            return 404, {"message": "Unknown Member", "code": 10007}
        members = self.thread_members.setdefault(thread_id, set())
        (members.add if method == "PUT" else members.discard)(user)
        thread["member_count"] = len(members)
        return 204, None

    async def _edit_channel(self, channel_id: int, body: dict) -> tuple[int, Any]:
        """PATCH /channels/{id}: a thread's name, archived, locked, auto_archive_duration."""
        channel = self.channels.get(channel_id)
        if channel is None:
            return 404, {"message": "Unknown Channel", "code": 10003}
        if channel.get("type") not in (10, 11, 12):
            if set(body) - {"name", "topic", "rate_limit_per_user", "nsfw"}:
                return 400, {"message": "the double edits only a text channel's name and topic", "code": 0}
            channel.update(body)
            return 200, channel
        meta = channel["thread_metadata"]
        unknown = set(body) - {"name", "archived", "locked", "auto_archive_duration", "rate_limit_per_user",
                               "invitable", "flags", "applied_tags"}
        if unknown:
            return 400, {"message": "Invalid Form Body", "code": 50035,
                         "errors": {sorted(unknown)[0]: {"_errors": [{"code": "UNKNOWN_FIELD",
                                                                      "message": "Unknown field."}]}}}
        if ("locked" in body or (meta["locked"] and body.get("archived") is False)) \
                and self._missing(channel_id, "MANAGE_THREADS"):
            return 403, {"message": "Missing Permissions", "code": 50013}
        if meta["archived"] and body.get("archived") is not False and set(body) - {"archived", "locked"}:
            return 400, {"message": "Thread is archived", "code": 50083}  # unarchive it first
        for key in ("archived", "locked", "auto_archive_duration"):
            if key in body:
                meta[key] = body[key]
        if "archived" in body:
            meta["archive_timestamp"] = _now()
        if "name" in body:
            channel["name"] = body["name"]
        if self.sessions:
            await self._dispatch("THREAD_UPDATE", dict(channel), guild_id=int(channel["guild_id"]))
        return 200, channel

    def _message(self, channel_id: int, body: dict, *, mid: int | None = None,
                 flags: int = 0, author: dict | None = None, notify: bool = False) -> dict:
        message = self._new_message(channel_id, body, mid=mid, flags=flags, author=author)
        if notify:  # a new message notifies; an edit never does
            pinged = self._resolve_mentions(channel_id, message["content"], body.get("allowed_mentions"))
            message["pinged"] = pinged
            message["mentions"] = [self.users.get(int(u), {"id": u}) for u in pinged["users"]]
            message["mention_roles"] = list(pinged["roles"])
            message["mention_everyone"] = pinged["everyone"]
            if pinged["users"] or pinged["roles"] or pinged["everyone"]:
                self.pings.append({"message_id": message["id"], "channel_id": str(channel_id), **pinged})
        return message

    def _resolve_mentions(self, channel_id: int, content: str, allowed: dict | None) -> dict:
        """Who a message notifies, as Discord decides it: with no `allowed_mentions`, every
        mention in the content; with one, only the kinds in `parse` and the listed ids.
        Mentions in embeds never notify."""
        users = USER_MENTION.findall(content)
        roles = ROLE_MENTION.findall(content)
        everyone = "@everyone" in content or "@here" in content
        if allowed is None:
            return {"users": _unique(users), "roles": _unique(roles), "everyone": everyone}
        parse = set(allowed.get("parse") or [])
        allowed_users = {str(u) for u in allowed.get("users") or []}
        allowed_roles = {str(r) for r in allowed.get("roles") or []}
        return {
            "users": _unique(u for u in users if "users" in parse or u in allowed_users),
            "roles": _unique(r for r in roles if "roles" in parse or r in allowed_roles),
            "everyone": everyone and "everyone" in parse,
        }

    def _new_message(self, channel_id: int, body: dict, *, mid: int | None = None,
                     flags: int = 0, author: dict | None = None) -> dict:
        return {
            "id": str(mid or self.new_id()), "channel_id": str(channel_id), "type": 0,
            "author": author or self.bot_user, "content": body.get("content") or "",
            "embeds": body.get("embeds") or [], "components": body.get("components") or [],
            "attachments": self._attachments(body),
            "mentions": [], "mention_roles": [], "mention_everyone": False,
            "pinned": False, "tts": False, "timestamp": _now(), "edited_timestamp": None,
            "flags": body.get("flags", flags) or 0,
        }

    def _attachment(self, upload: dict) -> dict:
        url = f"http://127.0.0.1:{self.port}/files/{upload['id']}/{upload['name']}"
        return {"id": upload["id"], "filename": upload["name"], "size": upload["size"], "url": url,
                "proxy_url": url}

    def _channel_message(self, method: str, parts: list[str], body: dict) -> tuple[int, Any]:
        channel_id = int(parts[1])
        channel = self.channels.get(channel_id)
        if channel is None:
            return 404, {"message": "Unknown Channel", "code": 10003}
        store = self.messages[channel_id]
        if channel.get("type") in (10, 11, 12) and method in ("POST", "PATCH", "DELETE"):
            meta = channel["thread_metadata"]
            if meta["archived"] and (meta["locked"] or method != "POST"):
                return 400, {"message": "Thread is archived", "code": 50083}
            if method == "POST" and self._missing(channel_id, "SEND_MESSAGES_IN_THREADS"):
                return 403, {"message": "Missing Permissions", "code": 50013}
            if method == "POST":
                meta["archived"] = False  # a message in an unlocked archived thread unarchives it
                channel["message_count"] = channel.get("message_count", 0) + 1
        if method == "POST" and len(parts) == 3:
            if channel.get("type") == 1:
                recipient = int(channel["recipients"][0]["id"])
                if recipient in self.closed_dms:
                    return 403, {"message": "Cannot send messages to this user", "code": 50007}
            message = self._message(channel_id, body, notify=True)
            store[int(message["id"])] = message
            return 200, message
        if len(parts) >= 4:
            mid = int(parts[3])
            if mid not in store:
                return 404, {"message": "Unknown Message", "code": 10008}
            if method == "PATCH":
                message = store[mid]
                message["attachments"] = self._attachments(
                    {"embeds": message.get("embeds") or [], **body}, message.get("attachments") or [])
                for key in ("content", "embeds", "components"):
                    if key in body:
                        message[key] = body[key] or ([] if key != "content" else "")
                message["edited_timestamp"] = _now()
                message.setdefault("edits", 0)
                message["edits"] = message["edits"] + 1
                return 200, message
            if method == "GET":
                return 200, store[mid]
            if method == "DELETE":
                del store[mid]
                return 204, None
        return 404, {"message": "Unknown", "code": 0}

    def _callback(self, interaction_id: int, token: str, body: dict) -> tuple[int, Any]:
        reply = self.replies.get(interaction_id)
        if reply is None or reply.token != token:
            return 404, {"message": "Unknown interaction", "code": 10062}
        if reply.type is not None:
            return 400, {"message": "Interaction has already been acknowledged.", "code": 40060}
        if self.clock() - reply.created > RESPONSE_DEADLINE:
            return 404, {"message": "Unknown interaction", "code": 10062}
        kind = body.get("type")
        if kind not in CALLBACK_TYPES.get(reply.kind, set()):
            return 400, {"message": "Interaction callback type is not valid for this interaction",
                         "code": 50035, "errors": {"type": {"_errors": [
                             {"code": "INTERACTION_CALLBACK_TYPE_INVALID",
                              "message": f"Callback {kind} does not fit interaction type {reply.kind}"}]}}}
        data = body.get("data") or {}
        if kind in (4, 5):  # refused attachments answer nothing (raises Refused first)
            self._attachments({**data, "files": body.get("files") or []})
        elif kind == 7 and reply.source_message is not None:
            self._attachments({"embeds": reply.source_message.get("embeds") or [], **data,
                               "files": body.get("files") or []},
                              reply.source_message.get("attachments") or [])
        reply.type, reply.data = kind, data
        reply.answered_at = time.perf_counter()
        interaction = {"id": str(interaction_id), "type": kind}
        resource: dict[str, Any] = {"type": kind}
        if kind == 8:
            reply.choices = data.get("choices") or []
        elif kind in (4, 5):
            # files uploaded with the callback (multipart) become the message's attachments
            message = self._message(reply.channel_id, {**data, "files": body.get("files") or []},
                                    notify=kind == 4)
            message["interaction_token"] = token
            reply.message = message
            if not data.get("flags", 0) & 64:  # a public response is a message in the channel
                self.messages.setdefault(reply.channel_id, {})[int(message["id"])] = message
            interaction["response_message_id"] = message["id"]
            interaction["response_message_loading"] = kind == 5
            interaction["response_message_ephemeral"] = bool(data.get("flags", 0) & 64)
            resource["message"] = message
        elif kind == 7:  # update the message the component is on
            update = {**data, "files": body.get("files") or []}
            self._update_component_message(reply, update)
            reply.message = {k: v for k, v in update.items() if k != "files"}
        reply.done.set()
        return 200, {"interaction": interaction, "resource": resource}

    def _update_component_message(self, reply: Reply, data: dict) -> None:
        source = reply.source_message
        if source is None:
            return
        stored = self.messages.get(int(source["channel_id"]), {}).get(int(source["id"]))
        current = stored if stored is not None else source
        attachments = self._attachments({"embeds": current.get("embeds") or [], **data},
                                        current.get("attachments") or [])
        for target in (stored, source):
            if target is not None:
                target["attachments"] = attachments
                target.update({k: v for k, v in data.items() if k in ("content", "embeds", "components")})
                target["edits"] = target.get("edits", 0) + 1

    def _webhook(self, method: str, parts: list[str], body: dict) -> tuple[int, Any]:
        token = parts[2]
        reply = next((r for r in self.replies.values() if r.token == token), None)
        if reply is None or reply.type is None:  # the token works only once the interaction is answered
            return 404, {"message": "Unknown Webhook", "code": 10015}
        if self.clock() - reply.created > TOKEN_LIFETIME:
            return 401, {"message": "Invalid Webhook Token", "code": 50027}
        if method == "POST":
            message = self._message(reply.channel_id, body, notify=True)
            reply.followups.append(message)
            return 200, message
        if method == "PATCH":
            target = parts[-1]
            # The original response may be named by its id as well as by @original.
            if reply.type in (6, 7) and reply.source_message is not None:
                original_id = str(reply.source_message.get("id"))
            else:
                original_id = str((reply.message or {}).get("id"))
            if target == original_id:
                target = "@original"
            if target == "@original" and reply.type in (6, 7) and reply.source_message is not None:
                # A component's interaction answered by updating its message: the original
                # response is that message (an ephemeral one too, as long as the token lives).
                self._update_component_message(reply, dict(body))
                stored = self.messages.get(int(reply.source_message["channel_id"]), {})
                return 200, stored.get(int(reply.source_message["id"]), reply.source_message)
            if target == "@original":
                # In place: a public response is the same message in the channel.
                if reply.message is None:
                    reply.message = self._message(reply.channel_id, {})
                current = reply.message
                current["attachments"] = self._attachments({"embeds": current.get("embeds") or [], **body},
                                                           current.get("attachments") or [])
                reply.message.update({k: v for k, v in body.items()
                                      if k in ("content", "embeds", "components")})
                reply.message["edited_timestamp"] = _now()
                return 200, reply.message
            for followup in reply.followups:
                if followup["id"] == target:
                    followup["attachments"] = self._attachments(
                        {"embeds": followup.get("embeds") or [], **body}, followup.get("attachments") or [])
                    followup.update({k: v for k, v in body.items()
                                     if k in ("content", "embeds", "components")})
                    return 200, followup
        if method == "GET" and parts[-1] == "@original":
            return 200, reply.message or self._message(0, {})
        return 404, {"message": "Unknown Message", "code": 10008}


def _invoked(data: dict) -> str:
    """What an interaction invoked: a command's full name ("judge fix move"), or the custom id."""
    if "custom_id" in data:
        return data["custom_id"]
    names = [data.get("name") or ""]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        names.append(options[0]["name"])
        options = options[0].get("options") or []
    return " ".join(names)


def _unique(ids) -> list[str]:
    return list(dict.fromkeys(str(i) for i in ids))


def _check_allowed_mentions(body: dict) -> None:
    """Discord refuses `parse: [users]` together with a `users` list (and the same for roles)."""
    allowed = body.get("allowed_mentions")
    if not isinstance(allowed, dict):
        return
    parse = allowed.get("parse") or []
    for kind in ("users", "roles"):
        if kind in parse and allowed.get(kind):
            raise InvalidBody({"allowed_mentions": {"_errors": [{
                "code": "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                "message": f'parse:["{kind}"] is mutually exclusive with {kind}'}]}})


def _leaves(options: list[dict]) -> list[dict]:
    out = []
    for option in options:
        if option.get("type") in (1, 2):
            out.extend(_leaves(option.get("options") or []))
        else:
            out.append(option)
    return out


class Refused(Exception):
    """A request Discord refuses for what it does to a message (its attachments)."""

    def __init__(self, status: int, body: dict) -> None:
        super().__init__(body.get("message"))
        self.status, self.body = status, body


def _form_error(where: str, code: str, message: str) -> dict:
    """Discord's 50035 Invalid Form Body, with the error at `where` (dotted path)."""
    errors: dict = {"_errors": [{"code": code, "message": message}]}
    for key in reversed(where.split(".")):
        errors = {key: errors}
    return {"message": "Invalid Form Body", "code": 50035, "errors": errors}


def _json(data: Any, status: int = 200, headers: dict | None = None) -> web.Response:
    # discord.py reads a body as JSON only when the content type is exactly this.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})


def _now() -> str:
    return datetime.now(UTC).isoformat()
