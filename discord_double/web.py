"""A browser client for the double: the world as a Discord user sees it, and a way to act as
any of its users (`DiscordDouble.start(web_client=True)`; the playground uses it).

The page (`web/`: static HTML, CSS and JavaScript, no build step) asks for what one user
sees in one channel — the channel's messages, that user's own ephemeral answers, their
DMs — and acts through the same `slash`, `click`, `select` and `autocomplete` the tests
use, so a click in the browser sends exactly the interaction a test sends. It refuses
what a Discord client cannot do: a component that is not on the message, a disabled one,
select values that are not offered, a guild-only command in a DM. The page renders
everything as text (never HTML); the server answers on 127.0.0.1 only, to requests that
name it as their host, and takes actions only as JSON from its own origin.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from aiohttp import web

from .server import components_of

if TYPE_CHECKING:
    from .server import DiscordDouble, Reply

STATIC = Path(__file__).parent / "web"
FILES = {"/": ("index.html", "text/html"), "/client/app.js": ("app.js", "text/javascript"),
         "/client/app.css": ("app.css", "text/css")}
# The page's own files, and nothing else: no inline script or style, no other host.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
LOCALES = ("en-US", "en-GB", "zh-TW", "ja")  # the languages the bot speaks, as Discord names them
MAX_UPLOAD = 10 * 1024 * 1024  # Discord's attachment limit without boosts
MAX_MESSAGES = 300  # the newest messages of a channel that the page shows
PUSH_INTERVAL = 0.05  # seconds: at most twenty "something changed" pushes a second
EPHEMERAL = 64
USER_ANSWERS = (4, 5)  # callback types that answer with a new message


class Refused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class WebClient:
    def __init__(self, double: DiscordDouble) -> None:
        self.double = double
        self.version = 0
        self.sockets: set[web.WebSocketResponse] = set()
        self.uploads: dict[str, dict] = {}
        self._changed = asyncio.Event()
        self._pusher: asyncio.Task | None = None
        double.listeners.append(self._on_change)
        double._on_stop.append(self.close)

    def install(self, app: web.Application) -> None:
        app.middlewares.append(self._guard)
        for path in FILES:
            app.router.add_get(path, self._file)
        app.router.add_get("/client/api/world", self._world)
        app.router.add_get("/client/api/state", self._state)
        app.router.add_post("/client/api/slash", self._slash)
        app.router.add_post("/client/api/click", self._click)
        app.router.add_post("/client/api/select", self._select)
        app.router.add_post("/client/api/autocomplete", self._autocomplete)
        app.router.add_post("/client/api/upload", self._upload)
        app.router.add_get("/client/ws", self._socket)
        app.router.add_get("/client/image/{fid}", self._image)
        app.router.add_get("/favicon.ico", _no_icon)

    # --- plumbing ----------------------------------------------------------------------

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        """Only this machine's browser, on this page: a Host header naming 127.0.0.1 or
        localhost (no DNS rebinding), and actions as JSON from this origin (no cross-site
        form posts)."""
        if request.path != "/" and not request.path.startswith("/client/"):
            return await handler(request)
        port = self.double.port
        hosts = {f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"}
        if request.host not in hosts:
            return web.Response(status=403, text="the playground answers on 127.0.0.1 only")
        if request.method == "POST":
            origin = request.headers.get("Origin")
            if origin is not None and origin != f"http://{request.host}":
                return _error(403, "actions come from the playground's own page only")
            if request.content_type != "application/json":
                return _error(415, "send JSON")
        try:
            return await handler(request)
        except Refused as refused:
            return _error(refused.status, str(refused))

    async def _file(self, request: web.Request) -> web.Response:
        name, kind = FILES[request.path]
        return web.Response(body=(STATIC / name).read_bytes(), content_type=kind, charset="utf-8",
                            headers={"Content-Security-Policy": CSP, "Cache-Control": "no-store",
                                     "X-Content-Type-Options": "nosniff"})

    def _on_change(self) -> None:
        self.version += 1
        self._changed.set()

    async def _push(self) -> None:
        while True:
            await self._changed.wait()
            self._changed.clear()
            message = json.dumps({"version": self.version})
            for ws in list(self.sockets):
                with contextlib.suppress(Exception):
                    await ws.send_str(message)
            await asyncio.sleep(PUSH_INTERVAL)  # coalesce a burst of changes into one push

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=30)
        await ws.prepare(request)
        self.sockets.add(ws)
        if self._pusher is None:
            self._pusher = asyncio.create_task(self._push(), name="double-web-push")
        try:
            await ws.send_str(json.dumps({"version": self.version}))
            async for _ in ws:
                pass
        finally:
            self.sockets.discard(ws)
        return ws

    async def close(self) -> None:
        if self._pusher is not None:
            self._pusher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._pusher
        for ws in list(self.sockets):
            await ws.close()

    # --- what a user sees --------------------------------------------------------------

    async def _world(self, request: web.Request) -> web.Response:
        return _ok(self.world())

    def world(self) -> dict:
        """The people, the servers with their channels and roles, and the bot's commands."""
        double = self.double
        users = [self._person(u) for u in double.users.values() if not u.get("bot")]
        guilds = [{"id": g["id"], "name": g["name"],
                   "channels": [{"id": c["id"], "name": c["name"]} for c in (*g["channels"], *g["threads"])
                                if c.get("type") in (0, 11)],
                   "roles": [{"id": r["id"], "name": r["name"]} for r in g.get("roles", [])]}
                  for g in double.guilds.values()]
        return {"bot": {"id": double.bot_user["id"], "name": double.bot_user["username"]},
                "users": users, "guilds": guilds, "commands": self._commands(),
                "locales": list(LOCALES), "signature": self._signature()}

    def _person(self, user: dict) -> dict:
        uid = int(user["id"])
        role_names = {r["id"]: r["name"] for g in self.double.guilds.values() for r in g.get("roles", [])}
        return {"id": user["id"], "name": _name(user), "admin": uid in self.double.admins,
                "roles": [role_names.get(r, r) for r in self.double.member_roles.get(uid, [])]}

    def _commands(self) -> list[dict]:
        seen: dict[str, dict] = {}
        for commands in self.double.commands.values():
            for command in commands:
                if command.get("type", 1) == 1:
                    seen.setdefault(command["name"], command)
        return sorted(seen.values(), key=lambda c: c["name"])

    def _signature(self) -> str:
        double = self.double
        return ":".join([str(len(double.users)), str(len(double.channels)),
                         str(sum(len(g.get("roles", [])) for g in double.guilds.values())),
                         ",".join(c["id"] for c in self._commands())])

    async def _state(self, request: web.Request) -> web.Response:
        user = self._user(request.query.get("user"))
        channel_id = self._channel(request.query.get("channel"), user, open_dm=False)
        return _ok(self.state(user, channel_id))

    def state(self, user: dict, channel_id: int | None) -> dict:
        """What `user` sees in one channel (None: their DM channel before the bot wrote),
        and the newest message id of every channel they can open, for unread marks."""
        uid = int(user["id"])
        visible = self._visible(uid, channel_id) if channel_id else []
        last = {}
        for guild in self.double.guilds.values():
            for channel in (*guild["channels"], *guild["threads"]):
                seen = self._visible(uid, int(channel["id"]))
                last[channel["id"]] = seen[-1][0]["id"] if seen else "0"
        dm_last = {}
        for other in self.double.users.values():
            dm = self.double.dm_channels.get(int(other["id"]))
            messages = self.double.channel_messages(dm) if dm else []
            dm_last[other["id"]] = messages[-1]["id"] if messages else "0"
        dm = self.double.dm_channels.get(uid)
        last["dm"] = dm_last.get(user["id"], "0")
        return {"version": self.version, "world": self._signature(),
                "channel": "dm" if channel_id is None or channel_id == dm else str(channel_id),
                "messages": [self._shown(m, r, uid) for m, r in visible[-MAX_MESSAGES:]],
                "last": last, "dm_last": dm_last, "dm_channel": str(dm) if dm else None}

    def _visible(self, user_id: int, channel_id: int) -> list[tuple[dict, Reply | None]]:
        """The channel's messages, the public answers and follow-ups in it, and this user's
        own ephemeral answers there, oldest first; each with the interaction it answered."""
        shown: dict[int, tuple[dict, Reply | None]] = {
            int(m["id"]): (m, None) for m in self.double.channel_messages(channel_id)}
        for reply in self.double.replies.values():
            if reply.channel_id != channel_id or reply.type is None or reply.kind == 4:
                continue
            mine = reply.user_id == user_id
            if reply.type in USER_ANSWERS and reply.message is not None:
                answer = int(reply.message["id"])
                if reply.ephemeral and mine:
                    shown[answer] = (reply.message, reply)
                elif answer in shown:  # a public answer is in the channel (unless deleted since)
                    shown[answer] = (shown[answer][0], reply)
            for followup in reply.followups:
                if mine or not followup.get("flags", 0) & EPHEMERAL:
                    shown.setdefault(int(followup["id"]), (followup, None))
        return [shown[k] for k in sorted(shown)]

    def _shown(self, message: dict, reply: Reply | None, viewer: int) -> dict:
        author = message.get("author") or self.double.bot_user
        loading = (reply is not None and reply.type == 5
                   and not (message.get("content") or message.get("embeds")))
        return {
            "id": message["id"], "author": {"id": author["id"], "name": _name(author),
                                            "bot": bool(author.get("bot"))},
            "content": message.get("content") or "", "embeds": message.get("embeds") or [],
            "components": message.get("components") or [],
            "attachments": [self._attachment(a, viewer) for a in message.get("attachments") or []],
            "timestamp": message.get("timestamp"),
            "edited": bool(message.get("edited_timestamp") or message.get("edits")),
            "ephemeral": bool(message.get("flags", 0) & EPHEMERAL), "loading": loading,
            "interaction": {"user": _name(self.double.users.get(reply.user_id) or {}),
                            "command": reply.command} if reply is not None and reply.kind == 2 else None,
        }

    def _attachment(self, attachment: dict, viewer: int) -> dict:
        """A message's file as the page shows it to `viewer`: a download link, and where its
        bytes are a picture (by their signature, not by the name the bot gave them), that
        picture, served to that user only (`_image`)."""
        shown = {"filename": attachment["filename"], "size": attachment["size"],
                 "url": f"/files/{quote(attachment['id'])}/{quote(attachment['filename'])}"}
        if image_type(self.double.files.get(attachment["id"]) or b"") is not None:
            shown["image"] = f"/client/image/{quote(attachment['id'])}?user={viewer}"
        return shown

    async def _image(self, request: web.Request) -> web.Response:
        """An attachment that is a picture, as a picture, to a user shown a message that
        carries it (a DM hand's picture never to another user); anything else is 404."""
        fid = request.match_info["fid"]
        data = self.double.files.get(fid)
        kind = image_type(data or b"")
        user = self.double.users.get(_int(request.query.get("user")))
        if data is None or kind is None or user is None or not self._sees_file(int(user["id"]), fid):
            return web.Response(status=404)
        return web.Response(body=data, content_type=kind,
                            headers={"Content-Security-Policy": "default-src 'none'",
                                     "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"})

    def _sees_file(self, user_id: int, fid: str) -> bool:
        """Whether a message `user_id` is shown (a server channel or thread, or their own DM)
        carries the file `fid`."""
        channels = [int(c["id"]) for guild in self.double.guilds.values()
                    for c in (*guild["channels"], *guild["threads"])]
        dm = self.double.dm_channels.get(user_id)
        for channel_id in channels + ([dm] if dm else []):
            for message, _ in self._visible(user_id, channel_id):
                if any(a.get("id") == fid for a in message.get("attachments") or []):
                    return True
        return False

    # --- acting as a user --------------------------------------------------------------

    async def _slash(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        user = self._user(body.get("user"))
        channel_id = self._channel(body.get("channel"), user)
        command = str(body.get("command") or "")
        leaf, root = self._leaf(command)
        if self.double.channels[channel_id].get("type") == 1 and not _usable_in_dms(root):
            raise Refused(400, f"/{command} can be used in a server only")
        options = _dict(body.get("options"))
        specs = {o["name"]: o for o in leaf.get("options") or []}
        attachments = {}
        for name, value in options.items():
            spec = specs.get(name)
            if spec is None:
                raise Refused(400, f"/{command} has no option {name!r}")
            self._check_option(spec, value)
            if spec["type"] == 11:
                upload = self.uploads.get(str(value))
                if upload is None:
                    raise Refused(400, f"the file for {name!r} was not uploaded")
                attachments[upload["id"]] = upload
        missing = [s["name"] for s in specs.values() if s.get("required") and s["name"] not in options]
        if missing:
            raise Refused(400, f"/{command} needs {', '.join(missing)}")
        reply = await self._send(self.double.slash(user, channel_id, command, options,
                                                   attachments=attachments or None, locale=_locale(body)))
        return _ok({"type": reply.type, "ephemeral": reply.ephemeral})

    def _check_option(self, spec: dict, value: Any) -> None:
        """What Discord's client lets through for an option of this type (it sends only
        values of the option's type, among its choices, within its limits)."""
        kind, name = spec["type"], spec["name"]
        if kind == 11:
            return
        wrong = Refused(400, f"{name!r} is not a valid value for this option")
        number = int if kind == 4 else int | float
        if (kind == 3 and not isinstance(value, str)) or (kind == 5 and not isinstance(value, bool)) \
                or (kind in (4, 10) and (isinstance(value, bool) or not isinstance(value, number))):
            raise wrong
        if kind in (6, 7, 8, 9):
            guild_roles = {r["id"] for g in self.double.guilds.values() for r in g.get("roles", [])}
            users = {u["id"] for u in self.double.users.values()} | {self.double.bot_user["id"]}
            known = {6: users, 7: {str(c) for c in self.double.channels}, 8: guild_roles,
                     9: users | guild_roles}[kind]
            if str(value) not in known:
                raise wrong
            return
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise Refused(400, f"{name!r} must be one of its choices")
        if kind == 3 and not spec.get("min_length", 0) <= len(value) <= spec.get("max_length", 6000):
            raise Refused(400, f"{name!r} is too short or too long")
        if kind in (4, 10) and not spec.get("min_value", value) <= value <= spec.get("max_value", value):
            raise Refused(400, f"{name!r} is out of its range")

    async def _autocomplete(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        user = self._user(body.get("user"))
        channel_id = self._channel(body.get("channel"), user)
        command = str(body.get("command") or "")
        leaf, _ = self._leaf(command)
        focused = str(body.get("focused") or "")
        spec = next((o for o in leaf.get("options") or [] if o["name"] == focused), None)
        if spec is None or not spec.get("autocomplete"):
            raise Refused(400, f"/{command} offers no choices for {focused!r}")
        options = {k: v for k, v in _dict(body.get("options")).items()
                   if any(o["name"] == k for o in leaf.get("options") or [])}
        options.setdefault(focused, "")
        choices = await self._send(self.double.autocomplete(user, channel_id, command, options, focused,
                                                            locale=_locale(body)))
        return _ok({"choices": choices})

    async def _click(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        user, message, component = self._component(body, kinds=(2,))
        if component.get("style") == 5:
            raise Refused(400, "a link button opens its link; it sends no interaction")
        reply = await self._send(self.double.click(user, message, component["custom_id"],
                                                   locale=_locale(body)))
        return _ok({"type": reply.type, "ephemeral": reply.ephemeral})

    async def _select(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        user, message, component = self._component(body, kinds=(3,))
        values = body.get("values")
        offered = {o["value"] for o in component.get("options") or []}
        if not isinstance(values, list) or not all(isinstance(v, str) and v in offered for v in values) \
                or len(set(values)) != len(values):
            raise Refused(400, "choose among the select's options")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise Refused(400, f"choose {low} to {high} options" if low != high else f"choose {low}")
        reply = await self._send(self.double.select(user, message, component["custom_id"], values,
                                                    locale=_locale(body)))
        return _ok({"type": reply.type, "ephemeral": reply.ephemeral})

    async def _upload(self, request: web.Request) -> web.Response:
        """A file for a command's attachment option: JSON {filename, data: base64}."""
        body = await _json_body(request)
        filename = str(body.get("filename") or "file.txt")[:200]
        try:
            data = base64.b64decode(str(body.get("data") or ""), validate=True)
        except (binascii.Error, ValueError):
            raise Refused(400, "the file's data is not base64") from None
        if len(data) > MAX_UPLOAD:
            raise Refused(413, "files up to 10 MiB")
        attachment = self.double.attachment(filename, data)
        self.uploads[attachment["id"]] = attachment
        return _ok({"id": attachment["id"], "filename": filename, "size": len(data)})

    async def _send(self, interaction):
        try:
            return await interaction
        except TimeoutError:
            raise Refused(504, "The application did not respond") from None
        except RuntimeError as exc:  # the bot is not connected
            raise Refused(503, str(exc)) from None

    # --- lookups -----------------------------------------------------------------------

    def _user(self, value: Any) -> dict:
        user = self.double.users.get(_int(value))
        if user is None or user.get("bot"):
            raise Refused(404, "no such user")
        return user

    def _channel(self, value: Any, user: dict, *, open_dm: bool = True) -> int | None:
        """A server text channel or thread, or "dm": this user's DM channel with the bot
        (opened as the user's Discord opens it, unless `open_dm` is false: then None)."""
        if value == "dm":
            dm = self.double.dm_channels.get(int(user["id"]))
            if dm is None and open_dm:
                dm = int(self.double.open_dm(int(user["id"]))["id"])
            return dm
        channel = self.double.channels.get(_int(value))
        if channel is None or channel.get("type") not in (0, 11):
            raise Refused(404, "no such channel")
        return int(channel["id"])

    def _leaf(self, command: str) -> tuple[dict, dict]:
        """The option list a command path ("match start") ends at, and its top command."""
        parts = command.split()
        root = next((c for c in self._commands() if parts and c["name"] == parts[0]), None)
        if root is None:
            raise Refused(404, f"the bot has no command /{command}")
        leaf = root
        for part in parts[1:]:
            leaf = next((o for o in leaf.get("options") or []
                         if o["name"] == part and o["type"] in (1, 2)), None)
            if leaf is None:
                raise Refused(404, f"the bot has no command /{command}")
        if any(o["type"] in (1, 2) for o in leaf.get("options") or []):
            raise Refused(400, f"/{command} needs a subcommand")
        return leaf, root

    def _component(self, body: dict, kinds: tuple[int, ...]) -> tuple[dict, dict, dict]:
        user = self._user(body.get("user"))
        channel_id = self._channel(body.get("channel"), user)
        message_id = str(body.get("message") or "")
        message = next((m for m, _ in self._visible(int(user["id"]), channel_id)
                        if m["id"] == message_id), None)
        if message is None:
            raise Refused(404, "that message is not there")
        custom_id = body.get("custom_id")
        component = next((c for c in components_of(message) if c.get("custom_id") == custom_id
                          and c.get("type") in kinds), None)
        if component is None:
            raise Refused(409, "that component is no longer on the message")
        if component.get("disabled"):
            raise Refused(409, "that component is disabled")
        return user, message, component


# The pictures Discord shows inline, by their first bytes (what a browser would decode).
IMAGE_SIGNATURES = ((b"\x89PNG\r\n\x1a\n", "image/png"), (b"\xff\xd8\xff", "image/jpeg"),
                    (b"GIF87a", "image/gif"), (b"GIF89a", "image/gif"))


def image_type(data: bytes) -> str | None:
    for signature, kind in IMAGE_SIGNATURES:
        if data.startswith(signature):
            return kind
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)


def _name(user: dict) -> str:
    return user.get("global_name") or user.get("username") or "unknown"


def _usable_in_dms(command: dict) -> bool:
    contexts = command.get("contexts")
    if contexts is not None:
        return 1 in contexts
    return command.get("dm_permission") is not False


def _locale(body: dict) -> str:
    locale = body.get("locale")
    return locale if locale in LOCALES else "en-US"


def _int(value: Any) -> int:
    try:
        return int(str(value))
    except ValueError:
        return 0


def _dict(value: Any) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Refused(400, "options are a JSON object")
    return value


async def _json_body(request: web.Request) -> dict:
    try:
        body = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise Refused(400, "send a JSON object") from None
    if not isinstance(body, dict):
        raise Refused(400, "send a JSON object")
    return body


def _ok(data: Any) -> web.Response:
    return web.Response(text=json.dumps(data), content_type="application/json",
                        headers={"Cache-Control": "no-store"})


def _error(status: int, message: str) -> web.Response:
    return web.Response(text=json.dumps({"error": message}), status=status, content_type="application/json")
