"""The end-of-round procedure in a tournament, through the double (issue 32): the organiser's
settings default to the game's published procedure (GCG: 3 extra turns or 5 minutes,
whichever first, then the game as it stands), survive a restart, and decide the game from
the public counts; a game without a published procedure can only end in a draw."""

from __future__ import annotations

import time

from .conftest import start_bot, stop_bot
from .test_tournament import current_tables


def fake_clock(env, now):
    env.bot.judging.clock = env.bot.tournaments.clock = lambda: now[0]


async def test_gcg_at_time_five_minutes_then_the_shield_area_decides_after_a_restart(env):
    # whole seconds, and ahead of the real clock from here on: the bot's own clock watcher is harmless
    now = [float(int(time.time()))]
    fake_clock(env, now)
    made = await env.slash(env.alice, "tournament create", {"name": "Clock", "game": "gcg", "best_of": 1,
                                                            "round_minutes": 30}, admin=True)
    assert "plus 3 more turns or 5 minutes, whichever ends first; then the game as it stands" in made.text()
    for user in (env.alice, env.bob):
        await env.slash(user, "tournament join")
    await env.slash(env.alice, "tournament start", admin=True)
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    assert (event.options["extra_turns"], event.options["extra_minutes"], event.options["at_time"]) == (
        3, 5, "standing")
    table = (await current_tables(env, event.id, 1))[0]
    live = env.bot.matches.live[table.match_id]
    assert (live.extra_turns, live.extra_minutes, live.at_time) == (3, 5, "standing")

    now[0] += 30 * 60 + 1  # time: the current turn plus 3, or 5 minutes
    await env.bot.presenter.check_clock(live)
    await env.settle()
    called = live.time_called_turn
    time_said = [m["content"] for m in env.double.channel_messages(table.thread_id) if "Time in match" in m["content"]]
    assert len(time_said) == 1 and f"<t:{int(now[0] - 1 + 5 * 60)}:R>" in time_said[0], time_said
    assert called is not None and table.match_id in env.bot.matches.live
    # a restart in the extra time keeps the procedure (from the match's recorded clock events)
    await stop_bot(env.bot, env.task)
    env.bot, env.task = await start_bot(env.double, env.db_path, clock=lambda: now[0])
    live = env.bot.matches.live[table.match_id]
    assert (live.extra_minutes, live.at_time, live.time_called_turn) == (5, "standing", called)

    now[0] += 4 * 60  # not yet: 4 of the 5 minutes, no turn passed
    await env.bot.presenter.check_clock(live)
    await env.settle()
    assert table.match_id in env.bot.matches.live
    view = live.match.view(None)  # what decides it: the counts anyone at the table sees
    counts = {seat: (p["shields"]["count"] + (1 if p.get("base") else 0), p["deck"]["count"])
              for seat, p in view["players"].items()}
    now[0] += 61  # the 5 minutes are over before the 3 turns: the game as it stands
    await env.bot.presenter.check_clock(live)
    await env.settle()
    assert table.match_id not in env.bot.matches.live
    row = await env.bot.store.match(table.match_id)
    assert row.status == "finished" and row.winner in ("A", "B")
    a, b = counts["A"], counts["B"]
    if a != b:  # shield area first, then the deck
        assert row.winner == ("A" if a > b else "B")
    said = " ".join(m["content"] for m in env.double.channel_messages(table.thread_id))
    assert f"<@{row.user_of(row.winner)}> wins the game as it stands" in said
    basis = "Shield Area (base and shields)" if a[0] != b[0] else "deck" if a[1] != b[1] else "at random"
    assert basis in said
    done = (await current_tables(env, event.id, 1))[0]
    winner_user = row.user_of(row.winner)
    assert done.status == "done" and (done.wins_a, done.wins_b) == (
        (1, 0) if winner_user == done.player_a else (0, 1))
    assert "Time: the match ends as it stands" in said
    board = [m for m in env.double.channel_messages(table.thread_id) if m.get("embeds")][-1]
    assert "decided as it stands" in board["embeds"][0]["description"] and not board.get("components")
    clock = [e for e in await env.bot.store.events(table.match_id) if e["kind"] == "clock"]
    assert clock[-1]["action"] == "end" and clock[-1]["basis"] in ("shield_area", "deck", "random")


async def test_a_game_without_a_published_procedure_ends_in_a_draw_and_cannot_be_decided(env):
    options = {"name": "Kaiju night", "game": "ucg", "best_of": 1, "round_minutes": 30}
    refused = await env.slash(env.alice, "tournament create", {**options, "at_time": "standing"}, admin=True)
    assert "can only be a draw" in refused.text() and "Ultraman" in refused.text()
    assert await env.bot.store.live_tournament_in(int(env.channel_id)) is None
    made = await env.slash(env.alice, "tournament create", {**options, "extra_turns": 1}, admin=True)
    assert "plus 1 more turn; then the game is a draw" in made.text(), made.text()
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    assert (event.options["extra_turns"], event.options["extra_minutes"], event.options["at_time"]) == (
        1, 0, "draw")
    assert event.options["tiebreakers"] == "mtr", "the default (and only published) order"
