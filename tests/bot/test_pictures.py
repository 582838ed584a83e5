"""The board as a picture through Discord (issue 31): every game and format posts its
board with a picture (`attachment://board.png`, uploaded as Discord takes files), a new
one after every action, in every language; each player's DM carries their own; no picture
shows a card its viewer may not see (each picture's layout against the game's hidden
cards); `/config board` chooses picture, text or both; `/judge view` gets the whole table;
and no interaction's first response waits for a picture."""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

from bot.render.picture import Viewer
from bot.render.picture.attach import REFERENCE
from bot.render.picture.layout import TEXT
from bot.render.picture.sample import FORMATS
from discord_double import components_of
from rules_engine.core.zones import JUDGE

from .render.picture.checks import _ALLOWED, _FIXED_ROLES, MAX_PNG, check, format_id
from .test_multiplayer import start_four

LANGS = ("en", "zh-Hant", "ja")


async def start(env, game: str, options: dict) -> tuple[int, dict]:
    """A match of `game` in the format `options` says, every seat accepted. The game's card
    pool is built first: its first build can pass Discord's 3 s on a loaded machine
    (reported; not what this file tests)."""
    await env.bot.library.pool(int(env.guild["id"]), game)
    if game == "gcg" and options:
        return await start_four(env, {"format": options["format"]}, options["players"])
    reply = await env.slash(env.alice, "match start", {"game": game, "opponent": env.bob["id"]})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    return int(accept["custom_id"].split(":")[1]), {"A": env.alice, "B": env.bob}


def picture_of(env, message: dict) -> bytes:
    """The message's one picture, as a reader's client shows it: the embed's image names
    the attachment uploaded with it (the double already refused any other shape)."""
    assert message["embeds"][0].get("image", {}).get("url") == REFERENCE, message["embeds"][0].get("image")
    attachments = message.get("attachments") or []
    assert [a["filename"] for a in attachments] == ["board.png"], attachments
    png = bytes(env.double.files[attachments[0]["id"]])
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG" and image.width >= 400
    assert len(png) <= MAX_PNG
    return png


def layout_problems(env, live, viewer: Viewer, lang: str, *, current: bool = True) -> list[str]:
    """The picture the bot drew last for `viewer`, checked like the renderer's own layout
    tests against the table at the action it is stamped with: every card it may see once,
    nothing hidden, nothing overlapping. The board's is of this action (`current`); a DM's is
    redrawn when what the DM says changes, so it may be of an earlier one."""
    latest = env.bot.presenter.pictures.latest(live.id, viewer, lang)
    assert latest is not None, (viewer, lang)
    number = latest[0]
    assert number == live.match.number if current else number <= live.match.number, (viewer, lang, number)
    engine_viewer = JUDGE if viewer.judge else viewer.seat
    then = live.match if number == live.match.number else live.match.replay(number)
    hidden = live.game.hidden_from(then.state, engine_viewer)
    table = live.table(engine_viewer) if then is live.match else live.game.table(then.view(engine_viewer))
    problems = check(latest[1], table, viewer, hidden, "en")
    # the fixed phrases in the reader's language (the players' names are theirs: Alice, Bob…)
    names = env.bot.presenter.names(live).values()
    for element in latest[1].layout.of(TEXT):
        if lang != "en" and element.role in _FIXED_ROLES:
            rest = _ALLOWED.sub("", element.text).split("→")[0]  # "→ Kestrel": a card's name
            for name in names:
                rest = rest.replace(name, "")
            if re.search(r"[A-Za-z]{3,}", rest):
                problems.append(f"{element.role} text {element.text!r} is not in {lang}")
    return problems


def board_of(env, live) -> dict:
    """The match's board message (found by id: its title is in the server's language)."""
    return env.double.messages[int(env.channel_id)][live.row.board_message_id]


LOCALES = {"en": "en-US", "zh-Hant": "zh-TW", "ja": "ja"}  # Discord's names


async def act(env, live, users: dict, rng: random.Random, lang: str) -> None:
    """A random legal action, by a player whose Discord is in `lang`."""
    user = users[rng.choice(live.match.deciding())]
    choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
    reply = await env.slash(user, "act", {"action": rng.choice(choices)["value"]}, locale=LOCALES[lang])
    assert reply.content.startswith("✅"), reply.content


@pytest.mark.parametrize("entry", FORMATS, ids=format_id)
async def test_every_game_and_format_posts_pictures_in_every_language(env, entry):
    game, options, _ = entry
    match_id, users = await start(env, game, options)
    live = env.bot.matches.live[match_id]
    rng = random.Random(f"pictures-{game}-{options}")
    seen: set[bytes] = set()
    for lang in LANGS:
        await env.slash(env.alice, "config language", {"language": lang}, admin=True)
        for user in users.values():  # each player's DMs follow their own Discord language
            await env.slash(user, "hand", locale=LOCALES[lang])
        for _ in range(2):
            before = live.match.number
            await act(env, live, users, rng, lang)
            await env.settle()
            if live.match.finished or live.match.number == before:
                break
            png = picture_of(env, board_of(env, live))
            assert png not in seen, "the board kept its old picture after an action"
            seen.add(png)
            assert layout_problems(env, live, Viewer(), lang) == []
            for seat, user in users.items():
                dm = env.double.dms(user)[-1]
                picture_of(env, dm)
                assert layout_problems(env, live, Viewer(seat=seat), lang, current=False) == [], seat
    # the bot never put a picture in an interaction's first answer (it follows in an edit)
    first_answers = [r for r in env.double.records if r.path.endswith("/callback")]
    assert first_answers and not any((r.body or {}).get("files") for r in first_answers)


async def test_config_board_chooses_picture_text_or_both_and_the_judge_sees_the_table(env):
    await env.bot.library.pool(int(env.guild["id"]), "gcg")
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    board = env.board()
    picture_of(env, board)
    assert board["embeds"][0].get("fields"), "both: the text embed stays"

    reply = await env.slash(env.bob, "config board", {"mode": "text"})
    assert reply.ephemeral and not reply.content.startswith("✅")  # Manage Server only
    reply = await env.slash(env.alice, "config board", {"mode": "text"}, admin=True)
    assert reply.content.startswith("✅"), reply.content
    board = env.board()
    assert board["attachments"] == [] and "image" not in board["embeds"][0]
    assert board["embeds"][0].get("fields")

    reply = await env.slash(env.alice, "config board", {"mode": "picture"}, admin=True)
    board = env.board()
    picture_of(env, board)
    assert not board["embeds"][0].get("fields") and not board["embeds"][0].get("description")
    shown = await env.slash(env.alice, "config show", admin=True)
    assert "Board: a picture" in shown.content

    # a judge's view: the text embeds first, then the whole table as a picture, privately
    view = await env.slash(env.carol, "judge view", admin=True)
    assert view.ephemeral and view.message["embeds"] and not view.message.get("attachments")
    judged = [m for m in view.followups if m.get("attachments")]
    assert len(judged) == 1 and judged[0]["flags"] & 64
    picture_of(env, judged[0])
    assert layout_problems(env, live, Viewer(judge=True), "en") == []


async def test_the_hand_answer_carries_its_owners_picture_after_the_text(env):
    """`/hand` and "My hand" answer at once with the hand's text (the callback carries no
    picture), then the answer is edited to show the owner's picture — their hand face up,
    the other hand a count — as the DM hand does; `/config board text` keeps it text."""
    await env.bot.library.pool(int(env.guild["id"]), "gcg")
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    for user, seat in ((env.alice, "A"), (env.bob, "B")):
        reply = await env.slash(user, "hand")
        assert reply.ephemeral
        picture_of(env, reply.message)
        assert reply.message["embeds"][0].get("fields") or reply.message["embeds"][0].get("description")
        assert layout_problems(env, live, Viewer(seat=seat), "en") == []
        hand = env.bot.presenter.pictures.latest(live.id, Viewer(seat=seat), "en")[1].layout
        own = {e.uid for e in hand.of("tile") if e.pile.endswith("hand")}
        assert own == {face.uid for face in live.table(seat).seat(seat).pile("hand").cards}
    board = board_of(env, live)
    mine = next(c for c in components_of(board) if c.get("custom_id", "").startswith("hand:"))
    clicked = await env.click(env.alice, board, mine["custom_id"])
    assert clicked.ephemeral
    picture_of(env, clicked.message)
    first_answers = [r for r in env.double.records if r.path.endswith("/callback")]
    assert first_answers and not any((r.body or {}).get("files") for r in first_answers), \
        "a first answer waited for a picture"

    await env.slash(env.alice, "config board", {"mode": "text"}, admin=True)
    reply = await env.slash(env.bob, "hand")
    assert not reply.message.get("attachments") and "image" not in reply.message["embeds"][0]


async def test_a_new_match_draws_its_pool_ahead_after_its_board(env):
    """Warming (render/picture/warm.py) starts once the board is posted, in the render
    thread; the first response never waited for it (the start's answer went out first)."""
    match_id, _ = await start(env, "gcg", {})
    presenter = env.bot.presenter
    task = presenter.warming.get(match_id)
    if task is not None:
        await task
    assert presenter.last_warmed is not None and presenter.last_warmed[0] == match_id
    warmed = presenter.last_warmed[1]
    assert warmed.drawn + warmed.found > 0 and warmed.words > 0, warmed
