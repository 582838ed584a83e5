"""Who may run a tournament (issue 32): members with Manage Server or the server's organiser
role (`/config organiser-role`, a setting kept in the store); judges may fix a result and
extend a table's time but not run the event. The same scenario runs on PostgreSQL
(tests/bot/store/test_bot_on_postgres.py)."""

from __future__ import annotations


async def organiser_role_scenario(env) -> None:
    """Carol gets the organiser role, Bob the judge role; Dave has neither."""
    dave = env.double.add_user("Dave")
    organisers = await env.double.create_role(env.guild["id"], "TO")
    judges = await env.double.create_role(env.guild["id"], "Judges")
    env.double.member_roles[int(env.carol["id"])] = [organisers["id"]]
    env.double.member_roles[int(env.bob["id"])] = [judges["id"]]
    await env.slash(env.alice, "config judge-role", {"role": judges["id"]}, admin=True)
    options = {"name": "Store night", "game": "gcg", "best_of": 1, "round_minutes": 30}

    # before the role is set: Carol is refused, told why and how it is set
    refused = await env.slash(env.carol, "tournament create", options)
    assert refused.ephemeral and "Manage Server or the organiser role" in refused.content
    assert "/config organiser-role" in refused.content
    assert await env.bot.store.live_tournament_in(int(env.channel_id)) is None

    # only Manage Server sets the role
    denied = await env.slash(env.carol, "config organiser-role", {"role": organisers["id"]})
    assert denied.ephemeral and "Manage Server" in denied.content
    set_ = await env.slash(env.alice, "config organiser-role", {"role": organisers["id"]}, admin=True)
    assert set_.content.startswith("✅") and f"<@&{organisers['id']}>" in set_.content
    assert await env.bot.store.setting(int(env.guild["id"]), "organiser_role") == organisers["id"]
    shown = await env.slash(env.alice, "config show")
    assert f"Tournament organiser role: <@&{organisers['id']}>" in shown.content

    # a judge is not an organiser: refused, with the role named
    judge_create = await env.slash(env.bob, "tournament create", options)
    assert "Only organisers" in judge_create.content and f"<@&{organisers['id']}>" in judge_create.content
    assert await env.bot.store.live_tournament_in(int(env.channel_id)) is None

    # the organiser role runs the event without Manage Server
    made = await env.slash(env.carol, "tournament create", options)
    assert "Store night" in made.text(), made.text()
    for user in (env.alice, dave):
        assert (await env.slash(user, "tournament join")).text().startswith("✅")
    nobody = await env.slash(dave, "tournament start")
    assert "Only organisers" in nobody.content
    started = await env.slash(env.carol, "tournament start")
    assert "Round 1" in started.text(), started.text()
    event = await env.bot.store.live_tournament_in(int(env.channel_id))
    assert event.status == "running"

    # a judge fixes the result; a player with neither role cannot
    fix = {"round": 1, "table": 1, "wins_a": 1, "wins_b": 0}
    player_fix = await env.slash(dave, "tournament fix", fix)
    assert "Only organisers and judges" in player_fix.content
    assert (await env.bot.store.tables(event.id, 1))[0].status == "playing"
    judge_fix = await env.slash(env.bob, "tournament fix", fix)
    assert "is now 1–0–0" in judge_fix.content
    assert (await env.bot.store.tables(event.id, 1))[0].status == "done"
    # and the judge cannot pair the next round; the organiser can (the event ends: 1 round)
    assert "Only organisers" in (await env.slash(env.bob, "tournament next")).content
    finished = await env.slash(env.carol, "tournament next")
    assert "is over" in finished.text(), finished.text()


async def test_the_organiser_role_runs_tournaments(env):
    await organiser_role_scenario(env)
