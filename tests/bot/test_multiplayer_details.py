"""Free-for-all and team battle details through the Discord double (issue 28 §3): a team's
by-hand effect menu names the shared base once (Discord refuses a select with two equal
values), an eliminated player is a spectator (no judge call, no veto on abandoning), and a
game-loss penalty in a free-for-all says what happens: that player is out, play goes on."""

from __future__ import annotations

import random

from discord_double import components_of
from rules_engine.core.registry import get_game

from .test_multiplayer import start_four, user_for

GCG = get_game("gcg")


async def _drive_to_team_effect(env, match_id: int, users: dict):
    """Play the team battle with the engine's random player (through the match service,
    every action stored) until a by-hand effect waits while the shared bases are in play."""
    live = env.bot.matches.live[match_id]
    rng = random.Random(4)
    while match_id in env.bot.matches.live and live.match.number < 1500:
        state = live.match.state
        if state.prompt is not None and state.prompt.kind == "effect" and state.zone("A", "base") \
                and state.zone("B", "base"):
            return live
        deciding = live.match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
        action = GCG.playout_choose(rng, live.match.legal_actions(player))
        await env.bot.matches.act(live, int(user_for(env, live, users, player)["id"]), action)
    raise AssertionError("the team battle reached no by-hand effect")


async def test_team_by_hand_effect_menu_offers_the_shared_base_once(env, monkeypatch):
    """12-3-7: one base per team, seen by both members; the menu's options are unique."""
    monkeypatch.setattr("bot.services.matches.new_seed", lambda: "by-hand-team-menu")
    match_id, users = await start_four(env, {"format": "team"})
    live = await _drive_to_team_effect(env, match_id, users)
    await env.bot.presenter.refresh(live)  # the board and every DM, as after any action
    await env.settle()
    player = live.match.state.prompt.player
    user = user_for(env, live, users, player)
    bases = [live.match.state.zone(p, "base")[0] for p in ("A", "B")]
    board = env.board()
    options = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    menu = (await env.click(user, board, options["custom_id"])).message
    assert menu is not None and components_of(menu), "the effect menu did not open"
    offered = [o for c in components_of(menu) for o in c.get("options") or ()]
    subjects = [c for c in components_of(menu) if c.get("custom_id", "").startswith("subj:")]
    names = live.names(player)
    for base in bases:
        name = names[base]
        if subjects:  # subject first: the base is one subject, its actions each once
            subject = subjects[0]
            index = next(o["value"] for o in subject["options"] if name in o["label"])
            menu_two = (await env.select(user, menu, subject["custom_id"], [index])).message
            assert menu_two is not None and components_of(menu_two), "the base's actions did not open"
            offered = [o for c in components_of(menu_two) for o in c.get("options") or ()]
        labels = [o["label"] for o in offered if name in o["label"]]
        assert labels and len(labels) == len(set(labels)), labels
        values = [o["value"] for o in offered]
        assert len(values) == len(set(values))


async def _free_for_all(env, players: int) -> tuple:
    """A free-for-all whose order is chosen (by the coin's player, on the board)."""
    match_id, users = await start_four(env, {"format": "free_for_all", "victory": "last_standing"}, players)
    live = env.bot.matches.live[match_id]
    chooser = user_for(env, live, users, live.match.state.prompt.player)
    board = env.board()
    button = next(c for c in components_of(board) if c.get("type") == 2
                  and c.get("custom_id", "").startswith("act:"))
    await env.click(chooser, board, button["custom_id"])
    return live, users


async def test_an_eliminated_player_is_a_spectator_for_judge_calls_and_abandoning(env):
    """12-2-5: C conceded and is out; the other two play on. C cannot pause their game
    (nor ping the judges again after each resume), and has no say in abandoning it."""
    live, users = await _free_for_all(env, 3)
    conceded = await env.slash(users["C"], "match concede")
    assert conceded.content.startswith("✅"), conceded.content
    assert live.match.state.eliminated == ["C"] and live.id in env.bot.matches.live
    judge = env.double.add_user("Erin")
    for _ in range(2):
        refused = await env.slash(users["C"], "judge call", {"reason": "look at this"})
        assert refused.ephemeral and "out of this match" in refused.content, refused.content
        assert not live.paused
    called = await env.slash(users["A"], "judge call", {"reason": "was that legal?"})
    assert not called.ephemeral and "calls a judge" in called.content and live.paused
    resumed = await env.slash(judge, "judge resume", admin=True)
    assert "resumes" in resumed.content and not live.paused
    log = await env.slash(users["C"], "judge log")  # their own history stays theirs to read
    assert log.ephemeral and "concede" in log.content.lower()

    refused = await env.slash(users["C"], "match abandon")
    assert refused.ephemeral and "out of this match" in refused.content
    asked = await env.slash(users["A"], "match abandon")
    assert f"<@{users['B']['id']}>" in asked.content and f"<@{users['C']['id']}>" not in asked.content
    done = await env.slash(users["B"], "match abandon")
    assert "abandoned" in done.content and live.id not in env.bot.matches.live
    row = await env.bot.store.match(live.id)
    assert row.status == "abandoned" and int(users["C"]["id"]) not in row.abandon_votes


async def test_a_game_loss_in_a_free_for_all_eliminates_that_player_and_play_goes_on(env):
    """12-2-5-2: a game loss makes the player lose as a concession does — in a free-for-all
    only they are out, and the message says so; the match ends when one player is left."""
    live, _ = await _free_for_all(env, 4)
    judge = env.double.add_user("Erin")

    async def game_loss(seat: str):
        return await env.slash(judge, "judge penalty", {"player": seat, "kind": "game_loss",
                                                        "reason": "marked cards"}, admin=True)

    reply = await game_loss("B")
    assert "game loss" in reply.content and "B is out of the match" in reply.content, reply.content
    assert "play on" in reply.content and "The match ends" not in reply.content
    assert live.match.state.eliminated == ["B"] and live.id in env.bot.matches.live
    again = await game_loss("B")  # recorded; nothing more to lose
    assert "B was already out" in again.content and "The match ends" not in again.content
    assert live.match.state.eliminated == ["B"] and live.id in env.bot.matches.live
    await game_loss("C")
    last = await game_loss("D")
    assert "The match ends" in last.content and "out of the match" not in last.content
    row = await env.bot.store.match(live.id)
    assert row.status == "finished" and row.winner == "A"
    record = (await env.bot.judging.export(live))[0]
    assert record.count('"game_loss"') == 4  # every penalty is in the record
