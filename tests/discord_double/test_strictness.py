"""The double refuses what Discord refuses, answers as Discord answers (400, code 50035,
the field's path), enforces the interaction lifecycle on its own clock and resolves
mentions from `allowed_mentions`. Plain HTTP against the double, no bot."""

from __future__ import annotations

import aiohttp
import pytest

from discord_double import DiscordDouble, Reply


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def world():
    double = DiscordDouble()
    clock = FakeClock()
    double.clock = clock
    await double.start()
    guild = double.add_guild("Server")
    channel = guild["channels"][0]
    async with aiohttp.ClientSession() as http:
        yield double, http, channel, clock
    await double.stop()


async def _post(double, http, path, body, method="POST"):
    async with http.request(method, double.api_base + path, json=body) as response:
        data = await response.json() if response.status != 204 else None
        return response.status, data


def _button(custom_id: str, label: str = "Go") -> dict:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def _row(*items) -> dict:
    return {"type": 1, "components": list(items)}


def _error_leaves(errors: dict, path: tuple = ()) -> list[tuple[list[str], str]]:
    """Every (field path, code) Discord's answer lists."""
    out = []
    for key, node in errors.items():
        if key == "_errors":
            out += [(list(path), e["code"]) for e in node]
        else:
            out += _error_leaves(node, (*path, key))
    return out


INVALID_MESSAGES = [
    ({"content": "x" * 2001}, ["content"], "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"title": "t" * 257}]}, ["embeds", "0", "title"], "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"description": "d" * 4097}]}, ["embeds", "0", "description"], "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, ["embeds", "0", "fields"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"fields": [{"name": "n" * 257, "value": "v"}]}]}, ["embeds", "0", "fields", "0", "name"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, ["embeds", "0", "fields", "0", "value"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"footer": {"text": "f" * 2049}}]}, ["embeds", "0", "footer", "text"], "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"author": {"name": "a" * 257}}]}, ["embeds", "0", "author", "name"], "BASE_TYPE_MAX_LENGTH"),
    ({"embeds": [{"title": "t"}] * 11}, ["embeds"], "BASE_TYPE_MAX_LENGTH"),
    # Each embed within its own limits, together past 6,000 characters.
    ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, ["embeds"],
     "MAX_EMBED_SIZE_EXCEEDED"),
    ({"components": [_row(_button(f"b{i}")) for i in range(6)]}, ["components"], "BASE_TYPE_MAX_LENGTH"),
    ({"components": [_row(*[_button(f"b{i}") for i in range(6)])]}, ["components", "0", "components"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"components": [_row(_button("same"), _button("same"))]}, ["components", "0", "components", "1",
                                                                "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED"),
    ({"components": [_row(_button("a")), _row(_button("a"))]}, ["components", "1", "components", "0",
                                                                "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED"),
    ({"components": [_row(_button("x" * 101))]}, ["components", "0", "components", "0", "custom_id"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"components": [_row(_button("a", "l" * 81))]}, ["components", "0", "components", "0", "label"],
     "BASE_TYPE_MAX_LENGTH"),
    ({"components": [_row({"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]},
                          _button("b"))]}, ["components", "0", "components"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
    ({"components": [_row({"type": 3, "custom_id": "s", "options": []})]},
     ["components", "0", "components", "0", "options"], "BASE_TYPE_MIN_LENGTH"),
    ({"components": [_row({"type": 3, "custom_id": "s",
                           "options": [{"label": str(i), "value": str(i)} for i in range(26)]})]},
     ["components", "0", "components", "0", "options"], "BASE_TYPE_MAX_LENGTH"),
    ({"components": [_row({"type": 3, "custom_id": "s", "max_values": 3,
                           "options": [{"label": "a", "value": "a"}]})]},
     ["components", "0", "components", "0", "max_values"], "SELECT_COMPONENT_MAX_VALUES_EXCEEDED"),
    # Two options with one value (a team's shared base listed once per member, issue 28).
    ({"components": [_row({"type": 3, "custom_id": "s", "options": [{"label": "Rest base", "value": "v"},
                                                                   {"label": "Rest base", "value": "v"}]})]},
     ["components", "0", "components", "0", "options"], "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED"),
    ({"flags": 64, "content": "only you"}, ["flags"], "MESSAGE_FLAGS_INVALID"),
    ({"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}, ["allowed_mentions"],
     "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"),
    ({"content": 5}, ["content"], "BASE_TYPE_INVALID"),
]


@pytest.mark.parametrize(("body", "path", "code"), INVALID_MESSAGES)
async def test_an_invalid_message_is_refused_as_discord_refuses_it(world, body, path, code):
    double, http, channel, _ = world
    status, data = await _post(double, http, f"/channels/{channel['id']}/messages", body)
    assert status == 400 and data["code"] == 50035 and data["message"] == "Invalid Form Body"
    assert (path, code) in _error_leaves(data["errors"]), data["errors"]
    assert double.rejected and double.channel_messages(channel["id"]) == []


async def test_a_valid_message_within_every_limit_is_accepted(world):
    double, http, channel, _ = world
    body = {"content": "x" * 2000, "embeds": [{"title": "t" * 256, "description": "d" * 2900,
                                               "fields": [{"name": "n" * 10, "value": "v" * 100}] * 25}],
            "components": [_row(*[_button(f"r{r}b{i}") for i in range(5)]) for r in range(5)],
            "allowed_mentions": {"parse": []}}
    assert sum(len(f["value"]) + len(f["name"]) for f in body["embeds"][0]["fields"]) + 256 + 2900 <= 6000
    status, _ = await _post(double, http, f"/channels/{channel['id']}/messages", body)
    assert status == 200 and not double.rejected


async def test_an_edit_is_checked_like_a_new_message(world):
    double, http, channel, _ = world
    status, message = await _post(double, http, f"/channels/{channel['id']}/messages", {"content": "hi"})
    status, data = await _post(double, http, f"/channels/{channel['id']}/messages/{message['id']}",
                               {"embeds": [{"description": "d" * 4097}]}, method="PATCH")
    assert status == 400 and ["embeds", "0", "description"] in [p for p, _ in _error_leaves(data["errors"])]


INVALID_COMMANDS = [
    ([{"name": "Match", "description": "d", "type": 1}], ["0", "name"], "APPLICATION_COMMAND_INVALID_NAME"),
    ([{"name": "has space", "description": "d", "type": 1}], ["0", "name"], "APPLICATION_COMMAND_INVALID_NAME"),
    ([{"name": "x" * 33, "description": "d", "type": 1}], ["0", "name"], "BASE_TYPE_MAX_LENGTH"),
    ([{"name": "ok", "description": "d" * 101, "type": 1}], ["0", "description"], "BASE_TYPE_MAX_LENGTH"),
    ([{"name": "ok", "description": "", "type": 1}], ["0", "description"], "BASE_TYPE_BAD_LENGTH"),
    ([{"name": "ok", "description": "d", "type": 1, "name_localizations": {"xx-YY": "ok"}}],
     ["0", "name_localizations", "xx-YY"], "LOCALE_INVALID"),
    ([{"name": "ok", "description": "d", "type": 1, "name_localizations": {"ja": "Ｂad"}}],
     ["0", "name_localizations", "ja"], "APPLICATION_COMMAND_INVALID_NAME"),
    ([{"name": "ok", "description": "d", "type": 1,
       "options": [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)]}],
     ["0", "options"], "BASE_TYPE_MAX_LENGTH"),
    ([{"name": "ok", "description": "d", "type": 1, "options": [
        {"type": 3, "name": "o", "description": "d",
         "choices": [{"name": str(i), "value": str(i)} for i in range(26)]}]}],
     ["0", "options", "0", "choices"], "BASE_TYPE_MAX_LENGTH"),
    ([{"name": "ok", "description": "d", "type": 1, "options": [
        {"type": 3, "name": "a", "description": "d"}, {"type": 3, "name": "b", "description": "d",
                                                       "required": True}]}],
     ["0", "options", "1", "required"], "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"),
    ([{"name": "ok", "description": "d", "type": 1}, {"name": "ok", "description": "e", "type": 1}],
     ["1", "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME"),
]


@pytest.mark.parametrize(("commands", "path", "code"), INVALID_COMMANDS)
async def test_invalid_commands_are_refused(world, commands, path, code):
    double, http, _, _ = world
    status, data = await _post(double, http, f"/applications/{double.application_id}/commands", commands,
                               method="PUT")
    assert status == 400 and data["code"] == 50035
    assert (path, code) in _error_leaves(data["errors"]), data["errors"]


async def test_localised_command_names_in_any_script_are_accepted(world):
    double, http, _, _ = world
    commands = [{"name": "rule", "description": "Look up a rule", "type": 1,
                 "name_localizations": {"ja": "ルール", "zh-TW": "規則"},
                 "description_localizations": {"ja": "ルールを調べる", "zh-TW": "查詢規則"}}]
    status, _ = await _post(double, http, f"/applications/{double.application_id}/commands", commands,
                            method="PUT")
    assert status == 200


def _interaction(double: DiscordDouble, kind: int) -> Reply:
    """An interaction the double has sent (as if through the gateway), awaiting its answer."""
    iid = double.new_id()
    reply = Reply(iid, f"itoken-{iid}", 0, None, kind=kind, created=double.clock())
    double.replies[iid] = reply
    return reply


async def _callback(double, http, reply, body):
    return await _post(double, http, f"/interactions/{reply.interaction_id}/{reply.token}/callback", body)


async def test_the_first_response_must_come_within_three_seconds(world):
    double, http, _, clock = world
    late = _interaction(double, 2)
    clock.now += 3.5
    status, data = await _callback(double, http, late, {"type": 4, "data": {"content": "too late"}})
    assert (status, data["code"]) == (404, 10062)
    in_time = _interaction(double, 2)
    clock.now += 2.9
    status, _ = await _callback(double, http, in_time, {"type": 5})
    assert status == 200


async def test_one_initial_response_then_followups_for_fifteen_minutes(world):
    double, http, _, clock = world
    reply = _interaction(double, 2)
    webhook = f"/webhooks/{double.application_id}/{reply.token}"
    status, data = await _post(double, http, webhook, {"content": "before the answer"})
    assert (status, data["code"]) == (404, 10015)
    assert (await _callback(double, http, reply, {"type": 5}))[0] == 200
    status, data = await _callback(double, http, reply, {"type": 4, "data": {"content": "again"}})
    assert (status, data["code"]) == (400, 40060)
    status, _ = await _post(double, http, webhook, {"content": "follow-up", "flags": 64})
    assert status == 200  # ephemeral is fine on an interaction's follow-up
    clock.now += 15 * 60 + 1
    status, data = await _post(double, http, webhook, {"content": "much later"})
    assert (status, data["code"]) == (401, 50027)
    status, data = await _post(double, http, webhook + "/messages/@original", {"content": "x"}, method="PATCH")
    assert (status, data["code"]) == (401, 50027)


async def test_a_components_token_edits_the_ephemeral_message_it_came_from_for_fifteen_minutes(world):
    """A click on an ephemeral message answered by updating it (type 7): that token edits
    the message later, as @original or by its id, until the token expires."""
    double, http, channel, clock = world
    menu = {"id": str(double.new_id()), "channel_id": channel["id"], "content": "menu", "flags": 64,
            "components": [{"type": 1, "components": [_button("a:1")]}]}
    iid = double.new_id()
    click = Reply(iid, f"itoken-{iid}", int(channel["id"]), menu, kind=3, created=double.clock())
    double.replies[iid] = click
    assert (await _callback(double, http, click, {"type": 7, "data": {"content": "chosen"}}))[0] == 200
    assert menu["content"] == "chosen"
    webhook = f"/webhooks/{double.application_id}/{click.token}/messages"
    status, _ = await _post(double, http, f"{webhook}/@original", {"content": "later"}, method="PATCH")
    assert status == 200 and menu["content"] == "later"
    status, _ = await _post(double, http, f"{webhook}/{menu['id']}", {"content": "by id"}, method="PATCH")
    assert status == 200 and menu["content"] == "by id"
    clock.now += 15 * 60 + 1
    status, data = await _post(double, http, f"{webhook}/{menu['id']}", {"content": "too late"}, method="PATCH")
    assert (status, data["code"]) == (401, 50027) and menu["content"] == "by id"


@pytest.mark.parametrize(("kind", "callback", "ok"), [
    (2, 7, False),  # updating "the message" of a slash command: there is none
    (2, 6, False),
    (2, 8, False),  # autocomplete choices to a command
    (4, 4, False),  # a message to an autocomplete
    (4, 8, True),
    (3, 7, True),
    (3, 6, True),
    (2, 4, True),
])
async def test_response_types_must_fit_the_interaction(world, kind, callback, ok):
    double, http, _, _ = world
    reply = _interaction(double, kind)
    data = {"choices": []} if callback == 8 else {"content": "x"} if callback in (4, 7) else None
    body = {"type": callback, **({"data": data} if data is not None else {})}
    status, answer = await _callback(double, http, reply, body)
    assert (status == 200) is ok, answer


async def test_autocomplete_choices_within_limits(world):
    double, http, _, _ = world
    reply = _interaction(double, 4)
    choices = [{"name": str(i), "value": str(i)} for i in range(26)]
    status, data = await _callback(double, http, reply, {"type": 8, "data": {"choices": choices}})
    assert status == 400 and ["data", "choices"] in [p for p, _ in _error_leaves(data["errors"])]


@pytest.mark.parametrize(("allowed", "users", "roles", "everyone"), [
    (None, ["11", "12"], ["21"], True),  # no allowed_mentions: Discord pings everything in the text
    ({"parse": []}, [], [], False),
    ({"parse": [], "users": ["12"]}, ["12"], [], False),
    ({"parse": ["users"]}, ["11", "12"], [], False),
    ({"parse": ["roles"], "users": [11]}, ["11"], ["21"], False),
    ({"parse": ["everyone"]}, [], [], True),
])
async def test_mentions_resolve_from_allowed_mentions(world, allowed, users, roles, everyone):
    double, http, channel, _ = world
    body = {"content": "@everyone <@11> <@!12> <@&21> hello",
            "embeds": [{"description": "<@13> in an embed never pings"}]}
    if allowed is not None:
        body["allowed_mentions"] = allowed
    status, message = await _post(double, http, f"/channels/{channel['id']}/messages", body)
    assert status == 200
    assert message["pinged"] == {"users": users, "roles": roles, "everyone": everyone}
    assert (double.pings != []) == bool(users or roles or everyone)


async def test_an_edit_notifies_nobody(world):
    double, http, channel, _ = world
    _, message = await _post(double, http, f"/channels/{channel['id']}/messages",
                             {"content": "hi", "allowed_mentions": {"parse": []}})
    await _post(double, http, f"/channels/{channel['id']}/messages/{message['id']}",
                {"content": "@everyone <@11>"}, method="PATCH")
    assert double.pings == []


# --- threads -----------------------------------------------------------------------------


async def test_threads_are_started_posted_in_and_archived_as_discord_does(world):
    double, http, channel, _ = world
    base = f"/channels/{channel['id']}"
    status, thread = await _post(double, http, f"{base}/threads", {"name": "Round 1 · table 1", "type": 11,
                                                                   "auto_archive_duration": 1440})
    assert status == 201 and thread["type"] == 11 and thread["parent_id"] == channel["id"]
    for bad in ({"name": ""}, {"name": "x" * 101, "type": 11}, {"name": "t", "type": 11, "auto_archive_duration": 5}):
        status, answer = await _post(double, http, f"{base}/threads", bad)
        assert status == 400, bad
    status, answer = await _post(double, http, f"/channels/{thread['id']}/threads", {"name": "nested", "type": 11})
    assert (status, answer["code"]) == (400, 50024), "no thread inside a thread"
    # a thread from a message: once per message, with the message's id
    _, message = await _post(double, http, f"{base}/messages", {"content": "pairings"})
    status, from_message = await _post(double, http, f"{base}/messages/{message['id']}/threads", {"name": "t"})
    assert status == 201 and from_message["id"] == message["id"]
    status, answer = await _post(double, http, f"{base}/messages/{message['id']}/threads", {"name": "t"})
    assert (status, answer["code"]) == (400, 160004)
    # archived: a post unarchives it; an edit is refused; locked and archived refuses posts
    path = f"/channels/{thread['id']}"
    _, posted = await _post(double, http, f"{path}/messages", {"content": "game 1"})
    assert (await _post(double, http, path, {"archived": True}, "PATCH"))[0] == 200
    status, answer = await _post(double, http, f"{path}/messages/{posted['id']}", {"content": "x"}, "PATCH")
    assert (status, answer["code"]) == (400, 50083)
    assert (await _post(double, http, f"{path}/messages", {"content": "back"}))[0] == 200
    assert not double.channels[int(thread["id"])]["thread_metadata"]["archived"]
    assert (await _post(double, http, path, {"archived": True, "locked": True}, "PATCH"))[0] == 200
    status, answer = await _post(double, http, f"{path}/messages", {"content": "no"})
    assert (status, answer["code"]) == (400, 50083)


async def test_missing_thread_permissions_are_refused(world):
    double, http, channel, _ = world
    double.denied[int(channel["id"])] = {"CREATE_PUBLIC_THREADS"}
    status, answer = await _post(double, http, f"/channels/{channel['id']}/threads", {"name": "t", "type": 11})
    assert (status, answer["code"]) == (403, 50013)
# --- attachments (multipart, attachment:// references, limits) ------------------------


async def _upload(double, http, path, payload: dict, files: dict[str, tuple[str, bytes]], method="POST"):
    """A multipart request as discord.py sends one: payload_json, then files[n] parts."""
    form = aiohttp.FormData()
    form.add_field("payload_json", __import__("json").dumps(payload), content_type="application/json")
    for part, (name, data) in files.items():
        form.add_field(part, data, filename=name, content_type="image/png")
    async with http.request(method, double.api_base + path, data=form) as response:
        return response.status, await response.json()


IMAGE = {"title": "Board", "image": {"url": "attachment://board.png"}}


async def test_an_uploaded_picture_is_an_attachment_its_embed_can_show(world):
    double, http, channel, _ = world
    status, message = await _upload(double, http, f"/channels/{channel['id']}/messages",
                                    {"embeds": [IMAGE], "attachments": [{"id": 0, "filename": "board.png"}]},
                                    {"files[0]": ("board.png", b"\x89PNG one")})
    assert status == 200, message
    assert [a["filename"] for a in message["attachments"]] == ["board.png"]
    async with http.get(message["attachments"][0]["url"]) as response:
        assert await response.read() == b"\x89PNG one"


async def test_an_embed_naming_no_attachment_is_refused(world):
    double, http, channel, _ = world
    status, body = await _post(double, http, f"/channels/{channel['id']}/messages", {"embeds": [IMAGE]})
    assert status == 400 and body["code"] == 50035
    assert _error_leaves(body["errors"]) == [(["embeds", "0", "image", "url"], "ATTACHMENT_NOT_FOUND")]
    status, body = await _upload(double, http, f"/channels/{channel['id']}/messages",
                                 {"embeds": [IMAGE], "attachments": [{"id": 0, "filename": "other.png"}]},
                                 {"files[0]": ("other.png", b"x")})
    assert status == 400, body


async def test_an_edit_keeps_replaces_or_drops_attachments_as_discord_does(world):
    double, http, channel, _ = world
    path = f"/channels/{channel['id']}/messages"
    _, message = await _upload(double, http, path, {"embeds": [IMAGE], "attachments": [{"id": 0, "filename": "board.png"}]},
                               {"files[0]": ("board.png", b"first")})
    first = message["attachments"][0]["id"]
    edit = f"{path}/{message['id']}"
    # no `attachments`: the picture stays, and the embed may still show it
    status, edited = await _post(double, http, edit, {"embeds": [IMAGE]}, method="PATCH")
    assert status == 200 and [a["id"] for a in edited["attachments"]] == [first]
    # a new picture listed alone replaces the old one
    status, edited = await _upload(double, http, edit, {"embeds": [IMAGE], "attachments": [{"id": 0, "filename": "board.png"}]},
                                   {"files[0]": ("board.png", b"second")}, method="PATCH")
    assert status == 200 and len(edited["attachments"]) == 1 and edited["attachments"][0]["id"] != first
    # an empty list drops it, and an embed still naming it is refused (nothing changes)
    status, body = await _post(double, http, edit, {"embeds": [IMAGE], "attachments": []}, method="PATCH")
    assert status == 400, body
    assert len(double.messages[int(channel["id"])][int(message["id"])]["attachments"]) == 1
    status, edited = await _post(double, http, edit, {"embeds": [{"title": "Board"}], "attachments": []}, method="PATCH")
    assert status == 200 and edited["attachments"] == []
    # an id neither uploaded nor on the message
    status, body = await _post(double, http, edit, {"attachments": [{"id": "123"}]}, method="PATCH")
    assert status == 400 and _error_leaves(body["errors"])[0][1] == "ATTACHMENT_NOT_FOUND"


async def test_too_many_or_too_large_files_are_refused(world):
    double, http, channel, _ = world
    path = f"/channels/{channel['id']}/messages"
    files = {f"files[{n}]": (f"f{n}.png", b"x") for n in range(11)}
    status, body = await _upload(double, http, path, {"content": "x"}, files)
    assert status == 400 and _error_leaves(body["errors"]) == [(["files"], "BASE_TYPE_MAX_LENGTH")]
    status, body = await _upload(double, http, path, {"content": "x"},
                                 {"files[0]": ("big.png", b"x" * (10 * 1024 * 1024 + 1))})
    assert status == 413 and body["code"] == 40005
    assert not double.channel_messages(channel["id"])
