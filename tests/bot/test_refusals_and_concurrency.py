"""Refusals answer privately with the clause; stale and concurrent clicks are safe."""

import asyncio

import pytest

from bot.services.errors import UserError
from discord_double import components_of
from rules_engine.core.actions import Action

from .conftest import BOT_TASKS


async def _main_phase(env):
    match_id = await env.start_match(first="A")
    live = env.bot.matches.live[match_id]
    for player in ("A", "B"):  # both keep their hands
        user = env.user_for(live, player)
        dm = env.double.dms(user)[0]
        keep = next(c for c in components_of(dm) if c.get("label") == "Keep hand")
        await env.click(user, dm, keep["custom_id"])
    assert live.match.state.prompt.kind == "main"
    return live


async def test_wrong_player_gets_the_engine_refusal_with_clause(env):
    live = await _main_phase(env)
    board = env.board()
    end = next(c for c in components_of(board) if c.get("label") == "End main phase")
    turn_player = live.match.state.prompt.player
    other = env.bob if env.user_for(live, turn_player) is env.alice else env.alice
    before = live.match.number
    reply = await env.click(other, board, end["custom_id"])
    assert reply.ephemeral and "⛔" in reply.content and "rule 7-5-1" in reply.content
    button = components_of(reply.message or {"components": reply.data.get("components")})[0]
    assert button["label"] == "Open rule 7-5-1"
    assert live.match.number == before
    opened = await env.double.click(other, dict(reply.message, channel_id=env.channel_id), button["custom_id"])
    # The clause opens in a new private message: the refusal stays readable beside it.
    # the unofficial English first (#30 §3), the official clause last
    assert opened.type == 4 and opened.ephemeral and opened.message["embeds"][-1]["title"].startswith("7-5-1")


async def test_stale_button_is_refused_politely(env):
    live = await _main_phase(env)
    board = env.board()
    end = next(c for c in components_of(board) if c.get("label") == "End main phase")
    user = env.user_for(live, live.match.state.prompt.player)
    stale_message = dict(board, components=list(board["components"]))
    await env.click(user, board, end["custom_id"])
    number = live.match.number
    reply = await env.click(user, stale_message, end["custom_id"])
    assert reply.ephemeral and "look at the board again" in reply.content
    assert live.match.number == number


async def test_hundred_concurrent_clicks_apply_once(env):
    live = await _main_phase(env)
    board = env.board()
    end = next(c for c in components_of(board) if c.get("label") == "End main phase")
    user = env.user_for(live, live.match.state.prompt.player)
    number = live.match.number
    snapshot = dict(board, components=list(board["components"]))
    replies = await asyncio.gather(*(env.double.click(user, dict(snapshot), end["custom_id"]) for _ in range(100)))
    await env.settle()
    applied = [r for r in replies if r.type == 7]
    refused = [r for r in replies if r.ephemeral]
    assert len(applied) == 1 and len(refused) == 99
    assert live.match.number == number + 1
    assert len(await env.bot.store.actions(live.id)) == live.match.number


async def test_someone_else_cannot_act_or_see_options(env):
    await _main_phase(env)
    board = env.board()
    options = next(c for c in components_of(board) if c.get("label") == "Your options")
    reply = await env.click(env.carol, board, options["custom_id"])
    assert reply.ephemeral and "not playing" in reply.content
    assert await env.choices(env.carol) == []


async def test_one_match_per_channel(env):
    await _main_phase(env)
    reply = await env.slash(env.carol, "match start", {"game": "gcg", "opponent": env.alice["id"]})
    assert reply.ephemeral and "already a match in this channel" in reply.content


async def test_options_list_only_my_choices(env):
    live = await _main_phase(env)
    turn_player = live.match.state.prompt.player
    user = env.user_for(live, turn_player)
    other = env.bob if user is env.alice else env.alice
    mine = await env.choices(user)
    theirs = await env.choices(other)
    assert mine and theirs == []  # conceding is `/match concede`, never a menu pick
    hand_names = {c["name"] for c in live.match.view(turn_player)["players"][turn_player]["hand"]}
    other_player = "B" if turn_player == "A" else "A"
    other_hand = {c["name"] for c in live.match.view(other_player)["players"][other_player]["hand"]}
    labels = " ".join(c["name"] for c in mine)
    for name in other_hand - hand_names:
        assert name not in labels
    board = env.board()
    options = next(c for c in components_of(board) if c.get("label") == "Your options")
    reply = await env.click(user, board, options["custom_id"])
    assert reply.ephemeral and components_of(reply.message)
    select = components_of(reply.message)[0]
    picked = await env.select(user, dict(reply.message, channel_id=env.channel_id), select["custom_id"],
                              [select["options"][0]["value"]])
    assert picked.type == 7 and picked.message["content"].startswith("✅")


def _match_over_notices(env) -> list[str]:
    return [m["content"] for m in env.double.channel_messages(env.channel_id)
            if "is over" in (m.get("content") or "") and "seed was" in m["content"]]


async def _settle_all_but(env, held: asyncio.Task) -> None:
    """`settle`, but for one bot task the test holds on purpose."""
    me = asyncio.current_task()
    while True:
        pending = [t for t in asyncio.all_tasks() if t not in (me, held) and not t.done()
                   and t.get_name().startswith(BOT_TASKS)]
        if pending:
            await asyncio.wait(pending)
        elif env.double.inflight:
            await asyncio.sleep(0)
        else:
            return


async def test_a_concession_while_an_action_is_answered_announces_the_end_once(env, monkeypatch):
    """The turn player's click is applied, and before its refresh the other player concedes
    (GCG 1-2-3: a player may concede at any time): both refreshes find the match finished, and the
    channel is told it is over once, naming the winner — not once per refresh."""
    live = await _main_phase(env)
    presenter = env.bot.presenter
    turn_player = live.match.state.prompt.player
    other_player = "B" if turn_player == "A" else "A"
    clicker, conceder = env.user_for(live, turn_player), env.user_for(live, other_player)
    entered, release = asyncio.Event(), asyncio.Event()
    held: list[asyncio.Task] = []
    check_clock = presenter.check_clock

    async def held_once(live):  # between the click's commit and its refresh (Presenter.apply)
        if not held:
            held.append(asyncio.current_task())
            entered.set()
            await release.wait()
        await check_clock(live)

    monkeypatch.setattr(presenter, "check_clock", held_once)
    board = env.board()
    end = next(c for c in components_of(board) if c.get("label") == "End main phase")
    clicking = asyncio.create_task(env.double.click(clicker, board, end["custom_id"]))
    await entered.wait()
    conceded = await env.double.slash(conceder, env.channel_id, "match concede")
    assert conceded.ephemeral and conceded.content.startswith("✅"), conceded.content
    await _settle_all_but(env, held[0])
    assert live.match.finished and live.match.winner == turn_player
    assert len(_match_over_notices(env)) == 1
    release.set()
    assert (await clicking).type == 7  # the click was applied: its board answer
    await env.settle()
    notices = _match_over_notices(env)
    assert len(notices) == 1, notices
    winner = env.double.users[live.row.user_of(turn_player)]
    assert winner["global_name"] in notices[0] or winner["username"] in notices[0], notices[0]
    assert "Game over" in env.board()["embeds"][0]["description"]


async def test_refreshing_a_finished_match_again_says_nothing_more(env):
    """Any later refresh of a finished match (a judge's, /config board's, one still under way)
    brings its messages up to date and posts no second "match over"."""
    live = await _main_phase(env)
    conceded = await env.slash(env.user_for(live, "A"), "match concede")
    assert conceded.content.startswith("✅") and live.match.finished
    assert len(_match_over_notices(env)) == 1
    for _ in range(2):
        await env.bot.presenter.refresh(live)
    await env.settle()
    assert len(_match_over_notices(env)) == 1
    assert "Game over" in env.board()["embeds"][0]["description"]


async def test_the_round_clock_ends_a_round_once_when_two_checks_meet(env):
    """The clock watcher and an action's answer both check the round clock when the extra
    minutes run out: the round ends once — one "round is over" notice, one result told to
    the match's listeners (a tournament records it) — and a concession that comes after it
    changes nothing (the match is over)."""
    live = await _main_phase(env)
    now = [1_000_000.0]
    env.bot.judging.clock = lambda: now[0]
    ended: list[int] = []

    async def told(row):
        ended.append(row.id)

    env.bot.matches.finished_listeners.append(told)
    await env.bot.judging.set_clock_end(live, now[0] - 1, extra_turns=3, extra_minutes=1)
    await env.bot.presenter.check_clock(live)  # time is called
    now[0] += 61  # the extra minute runs out before the extra turns
    await asyncio.gather(env.bot.presenter.check_clock(live), env.bot.presenter.check_clock(live))
    await env.settle()
    contents = [m["content"] or "" for m in env.double.channel_messages(env.channel_id)]
    assert sum("The round is over" in c for c in contents) == 1, contents
    assert ended == [live.id]
    row = await env.bot.store.match(live.id)
    assert (row.status, row.winner) == ("finished", "draw")
    # a concession already past its channel look-up when the round ended (/match concede)
    number = live.match.number
    with pytest.raises(UserError, match="over"):
        await env.bot.matches.act(live, live.row.user_of("A"), Action("A", "concede", {}))
    assert live.match.number == number and not live.match.finished
    row = await env.bot.store.match(live.id)
    assert (row.status, row.winner) == ("finished", "draw")
    await env.settle()
    contents = [m["content"] or "" for m in env.double.channel_messages(env.channel_id)]
    assert not any("is over" in c and "seed was" in c for c in contents)
