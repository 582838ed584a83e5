"""The options menu a player keeps open is brought up to date when another player acts
(issue 30 §2, docs/play.md "One click per action"): edited through its interaction's
token — only while the token lives — to that player's own choices of now, privately."""

from __future__ import annotations

import time

from discord_double import components_of

from .test_autopass import keep_hands

MENU_CONTROLS = ("pick:", "pickn:", "act:", "subj:")


def controls(menu: dict) -> list[str]:
    return [c["custom_id"] for c in components_of(menu) if c["custom_id"].startswith(MENU_CONTROLS)]


def position(custom_id: str) -> tuple[int, str]:
    """(action number, seat) a menu control stands for."""
    parts = custom_id.split(":")
    return int(parts[3]), parts[4]


async def open_menu(env, user: dict) -> dict:
    board = env.board()
    opener = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    reply = await env.click(user, board, opener["custom_id"])
    assert reply.type == 4 and reply.ephemeral
    return reply.message


async def act_first_choice(env, live, seat: str) -> None:
    """`seat` takes its first offered action through `/act` (not through any menu)."""
    user = env.user_for(live, seat)
    choices = await env.choices(user)
    assert choices, f"{seat} must decide but is offered nothing"
    answer = await env.slash(user, "act", {"action": choices[0]["value"]})
    assert answer.content.startswith("✅"), answer.content


async def until_other_decides(env, live, waiting: str, limit: int = 40) -> None:
    """The others act until `waiting` must decide (each action refreshes the menus)."""
    for _ in range(limit):
        deciding = live.match.deciding()
        if waiting in deciding:
            return
        await act_first_choice(env, live, deciding[0])
    raise AssertionError(f"{waiting} was not asked to decide within {limit} actions")


async def test_the_open_menu_follows_the_opponents_actions_and_its_click_is_accepted(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await keep_hands(env, live)
    (deciding,) = live.match.deciding()
    waiting = next(s for s in live.seats if s != deciding)
    user = env.user_for(live, waiting)
    menu = await open_menu(env, user)
    assert "Nothing to do right now" in menu["content"] and not controls(menu)
    first_board = env.board()["embeds"][0]["title"]

    await until_other_decides(env, live, waiting)
    # The same message now offers the player's choices of now, only theirs
    ids = controls(menu)
    assert ids, menu["content"]
    assert {position(i) for i in ids} == {(live.match.number, waiting)}
    assert f"Your options at action {live.match.number}" in menu["content"]
    # it is ephemeral: never a message in the channel
    assert all(m.get("content") != menu["content"] for m in env.double.channel_messages(env.channel_id))
    assert first_board  # the board is still the match's

    pick = next(c for c in components_of(menu) if c["custom_id"].startswith(("pick:", "act:")))
    before = live.match.number
    if pick["type"] == 3:
        answer = await env.select(user, menu, pick["custom_id"], [pick["options"][0]["value"]])
    else:
        answer = await env.click(user, menu, pick["custom_id"])
    assert answer.type == 7 and answer.message["content"].startswith("✅"), answer.message
    assert live.match.number > before


async def test_when_the_player_stops_deciding_the_menu_says_whose_decision_it_is(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await keep_hands(env, live)
    (seat,) = live.match.deciding()
    user = env.user_for(live, seat)
    menu = await open_menu(env, user)
    assert controls(menu)
    for _ in range(40):  # the player acts elsewhere (by /act) until the other must decide
        if seat not in live.match.deciding():
            break
        await act_first_choice(env, live, seat)
    other = live.match.deciding()[0]
    assert other != seat
    assert not controls(menu)  # no out-of-date control is left to click
    other_name = env.user_for(live, other)["username"]
    assert f"it is {other_name}'s decision" in menu["content"], menu["content"]


async def test_a_menu_whose_token_is_nearly_spent_is_left_alone_and_its_click_says_reopen(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    await keep_hands(env, live)
    (seat,) = live.match.deciding()
    user = env.user_for(live, seat)
    menu = await open_menu(env, user)
    stale = controls(menu)
    assert stale
    shown = menu["content"]
    now = time.time()
    env.bot.matches.clock = lambda: now + 14 * 60 + 30  # Discord takes the token for 15 minutes
    await act_first_choice(env, live, seat)
    assert menu["content"] == shown and controls(menu) == stale  # not edited any more

    pick = next(c for c in components_of(menu) if c["custom_id"].startswith(("pick:", "act:")))
    if pick["type"] == 3:
        answer = await env.select(user, menu, pick["custom_id"], [pick["options"][0]["value"]])
    else:
        answer = await env.click(user, menu, pick["custom_id"])
    assert answer.ephemeral and "that menu is out of date; open your options again" in answer.content
    assert seat not in live.menus
